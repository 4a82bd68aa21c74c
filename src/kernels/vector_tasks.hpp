// Per-vector work split into tasks of bounded size, for kernels that build an output vector by
// vector (count, prefix sum, fill): a matrix with many vectors runs one task per vector, while a
// few very long vectors (a GrB_Vector is a single one) are cut into chunks that run in parallel.
// The split depends on the data only, never on the number of threads.
#pragma once
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/memory.hpp"
#include "core/parallel.hpp"
#include "kernels/views.hpp"

namespace gb {

constexpr int64_t kTaskGrain = 16384;
// How many chunks a vector with this much work is cut into.
inline int64_t chunks_for(int64_t work) {
  if (work <= 2 * kTaskGrain) return 1;
  return std::min<int64_t>(256, work / kTaskGrain);
}

struct VectorTasks {
  int64_t nvec = 0, ntasks = 0;
  bool identity = true;          // one task per vector (then task t is vector t, chunk 0 of 1)
  gb::vector<int64_t> tstart;   // tasks of vector k: [tstart[k], tstart[k+1]) (not identity)
  gb::vector<int64_t> tvec;     // the vector of each task (not identity)

  // nch(k) >= 1: the number of chunks of vector k
  template <class F> void build(int64_t n, int64_t total_work, F&& nch) {
    nvec = n;
    gb::vector<int64_t> cnt(size_t(n) + 1, 0);
    bool any_split = false;
    parallel_for(n, total_work, [&](int64_t k) { cnt[size_t(k)] = nch(k); });
    for (int64_t k = 0; k < n && !any_split; k++) any_split = cnt[size_t(k)] > 1;
    if (!any_split) {
      identity = true;
      ntasks = n;
      return;
    }
    identity = false;
    tstart.swap(cnt);
    ntasks = exclusive_scan(tstart.data(), n);
    tvec.resize(size_t(ntasks));
    parallel_for(n, n + ntasks, [&](int64_t k) {
      for (int64_t t = tstart[size_t(k)]; t < tstart[size_t(k) + 1]; t++) tvec[size_t(t)] = k;
    });
  }
  int64_t vec(int64_t t) const { return identity ? t : tvec[size_t(t)]; }
  int64_t chunk(int64_t t) const { return identity ? 0 : t - tstart[size_t(tvec[size_t(t)])]; }
  int64_t nchunks(int64_t t) const {
    if (identity) return 1;
    const int64_t k = tvec[size_t(t)];
    return tstart[size_t(k) + 1] - tstart[size_t(k)];
  }

  // Count entries per task, size the output (ob.P gets per-vector counts, then ob.allocate), then fill
  // every task at its offset. count(k, c, nc) -> entries; fill(k, c, nc, first_position).
  // Returns false when out of memory.
  template <class Count, class Alloc, class Fill>
  bool run(int64_t work, int64_t* P, Count&& count, Alloc&& allocate, Fill&& fill) const {
    if (identity) {
      parallel_for(nvec, work, [&](int64_t k) { P[k] = count(k, int64_t(0), int64_t(1)); });
      if (!allocate()) return false;
      parallel_for(nvec, work, [&](int64_t k) { fill(k, int64_t(0), int64_t(1), P[k]); });
      return true;
    }
    gb::vector<int64_t> tc(static_cast<size_t>(ntasks), 0);
    parallel_for(ntasks, work, [&](int64_t t) { tc[size_t(t)] = count(vec(t), chunk(t), nchunks(t)); });
    parallel_for(nvec, nvec + ntasks, [&](int64_t k) {
      int64_t s = 0;
      for (int64_t t = tstart[size_t(k)]; t < tstart[size_t(k) + 1]; t++) s += tc[size_t(t)];
      P[k] = s;
    });
    if (!allocate()) return false;
    parallel_for(nvec, nvec + ntasks, [&](int64_t k) {
      int64_t s = P[k];
      for (int64_t t = tstart[size_t(k)]; t < tstart[size_t(k) + 1]; t++) {
        const int64_t c = tc[size_t(t)];
        tc[size_t(t)] = s;
        s += c;
      }
    });
    parallel_for(ntasks, work, [&](int64_t t) { fill(vec(t), chunk(t), nchunks(t), tc[size_t(t)]); });
    return true;
  }
};

// Sort key[0..n) ascending, moving val along (heapsort: in place, no allocation, device-clean).
// Keys are distinct.
inline void heap_sort_pairs(int64_t* key, int64_t* val, int64_t n) {
  auto sift = [&](int64_t root, int64_t end) {
    while (true) {
      int64_t child = 2 * root + 1;
      if (child >= end) return;
      if (child + 1 < end && key[child + 1] > key[child]) child++;
      if (key[root] >= key[child]) return;
      std::swap(key[root], key[child]);
      std::swap(val[root], val[child]);
      root = child;
    }
  };
  for (int64_t s = n / 2 - 1; s >= 0; s--) sift(s, n);
  for (int64_t e = n - 1; e > 0; e--) {
    std::swap(key[0], key[e]);
    std::swap(val[0], val[e]);
    sift(0, e);
  }
}

}  // namespace gb
