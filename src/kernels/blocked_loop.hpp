// A parallel loop over many items of little work each: the vectors of a very sparse matrix, most
// holding a few entries or none. A task per item would cost more than the item; the items go to
// the threads in blocks of consecutive ones instead.
#pragma once
#include <cstdint>

#include "core/parallel.hpp"

namespace gb {

constexpr int64_t kItemsPerBlock = 2048;

// body(k) for k in [0, n), in blocks of kItemsPerBlock. `work` (the items plus their entries, say)
// decides between one thread and many as parallel_for's does, so that a matrix of many near-empty
// vectors still runs in parallel.
template <class Body> void for_each_in_blocks(int64_t n, int64_t work, Body&& body) {
  const Chunks blocks(n, kItemsPerBlock);
  parallel_for(blocks.count, work, [&](int64_t b) {
    for (int64_t k = blocks.begin(b), e = blocks.end(b); k < e; k++) body(k);
  });
}

}  // namespace gb
