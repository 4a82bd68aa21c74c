// Compression of the arrays of a serialized blob (see blob_codec.hpp).
#include "core/memory.hpp"
#include "api/serialize/blob_codec.hpp"

#include <lz4.h>
#include <lz4hc.h>
#include <zstd.h>

#include <atomic>
#include <climits>
#include <cstring>
#include <memory>

#include "core/parallel.hpp"

namespace gb::ser {
namespace {

// Arrays shorter than this are stored uncompressed whatever the method (as SuiteSparse does).
constexpr uint64_t kMinCompressed = 256;
// Uncompressed bytes per block: blocks compress independently, and each must stay far below
// LZ4's 2 GB input limit.
constexpr uint64_t kBlockBytes = uint64_t(1) << 18;

int64_t blocks_for(uint64_t len) { return int64_t((len + kBlockBytes - 1) / kBlockBytes); }

uint64_t block_bound(uint64_t n, Codec c) {
  return c.algo == GxB_COMPRESSION_ZSTD ? ZSTD_compressBound(size_t(n)) : uint64_t(LZ4_compressBound(int(n)));
}


}  // namespace

Codec parse_method(int32_t method) {
  Codec c;
  if (method < 0) return c;
  c.algo = 1000 * (method / 1000);
  c.level = method % 1000;
  switch (c.algo) {
    case GxB_COMPRESSION_LZ4:
      c.level = 0;
      break;
    case GxB_COMPRESSION_LZ4HC:
      if (c.level <= 0 || c.level > 9) c.level = 9;
      break;
    case GxB_COMPRESSION_ZSTD:
      if (c.level <= 0 || c.level > 19) c.level = 1;
      break;
    default:  // GxB_COMPRESSION_DEFAULT and every unknown method: ZSTD level 1
      c.algo = GxB_COMPRESSION_ZSTD;
      c.level = 1;
  }
  return c;
}

int64_t block_begin(int64_t k, int64_t len, int64_t nblocks) {
  if (k <= 0) return 0;
  if (k >= nblocks) return len;
  return int64_t((double(k) * double(len)) / double(nblocks));
}

void section_bound(uint64_t len, Codec c, int32_t* nblocks, uint64_t* bytes) {
  *nblocks = 0;
  *bytes = 0;
  if (len == 0) return;
  if (c.algo == GxB_COMPRESSION_NONE || len < kMinCompressed) {
    *nblocks = 1;
    *bytes = len;
    return;
  }
  const int64_t nb = blocks_for(len);
  *nblocks = int32_t(nb);
  for (int64_t k = 0; k < nb; k++)
    *bytes += block_bound(uint64_t(block_begin(k + 1, int64_t(len), nb) - block_begin(k, int64_t(len), nb)), c);
}

namespace {
// Compress block k of data (b0..b1) into dst of capacity cap; the compressed size, 0 on failure.
uint64_t compress_block(const unsigned char* data, int64_t b0, int64_t b1, Codec c, void* hc_state, char* dst,
                        uint64_t cap) {
  const char* src = reinterpret_cast<const char*>(data + b0);
  const int n = int(b1 - b0);
  if (c.algo == GxB_COMPRESSION_ZSTD) {
    const size_t r = ZSTD_compress(dst, size_t(cap), src, size_t(n), c.level);
    return ZSTD_isError(r) ? 0 : uint64_t(r);  // the bound always suffices: only memory fails
  }
  if (c.algo == GxB_COMPRESSION_LZ4HC) return uint64_t(LZ4_compress_HC_extStateHC(hc_state, src, dst, n, int(cap), c.level));
  return uint64_t(LZ4_compress_default(src, dst, n, int(cap)));
}
}  // namespace

GrB_Info compress_section(const unsigned char* data, uint64_t len, Codec c, Section* s) {
  s->data = data;
  s->len = len;
  s->method = GxB_COMPRESSION_NONE;
  s->ends.clear();
  s->blocks.clear();
  if (len == 0) {
    // No blocks. SuiteSparse 7.4's reader takes an array recorded as uncompressed to have one
    // block and reads its end from whatever follows (so it rejects its own blob of an empty
    // sparse matrix with a compressed p); under a compressed code it reads no block at all.
    s->method = GxB_COMPRESSION_LZ4;
    return GrB_SUCCESS;
  }
  if (c.algo == GxB_COMPRESSION_NONE || len < kMinCompressed) {
    s->ends.push_back(int64_t(len));
    return GrB_SUCCESS;
  }
  s->method = c.code();
  const int64_t nb = blocks_for(len);
  // every buffer first, from the library's allocator; then the blocks compress in parallel
  gb::vector<BufferPtr> states(c.algo == GxB_COMPRESSION_LZ4HC ? size_t(nb) : 0);
  for (BufferPtr& st : states) {
    st = Buffer::allocate(size_t(LZ4_sizeofStateHC()));
    if (!st || !st->ptr()) return GrB_OUT_OF_MEMORY;
  }
  gb::vector<uint64_t> caps(static_cast<size_t>(nb)), got(static_cast<size_t>(nb), 0);
  for (int64_t k = 0; k < nb; k++) {
    caps[size_t(k)] = block_bound(uint64_t(block_begin(k + 1, int64_t(len), nb) - block_begin(k, int64_t(len), nb)), c);
    BufferPtr dst = Buffer::allocate(size_t(caps[size_t(k)]));
    if (!dst || !dst->ptr()) return GrB_OUT_OF_MEMORY;
    s->blocks.push_back(std::move(dst));
  }
  parallel_for(nb, int64_t(len), [&](int64_t k) {
    got[size_t(k)] = compress_block(data, block_begin(k, int64_t(len), nb), block_begin(k + 1, int64_t(len), nb), c,
                                    states.empty() ? nullptr : states[size_t(k)]->ptr(),
                                    static_cast<char*>(s->blocks[size_t(k)]->ptr()), caps[size_t(k)]);
  });
  int64_t total = 0;
  for (uint64_t g : got) {
    if (g == 0) return GrB_OUT_OF_MEMORY;
    total += int64_t(g);
    s->ends.push_back(total);
  }
  return GrB_SUCCESS;
}

void copy_section(const Section& s, unsigned char* out) {
  if (s.ends.empty()) return;
  if (s.blocks.empty()) {
    std::memcpy(out, s.data, size_t(s.len));
    return;
  }
  int64_t start = 0;
  for (size_t k = 0; k < s.blocks.size(); k++) {
    std::memcpy(out + start, s.blocks[k]->ptr(), size_t(s.ends[k] - start));
    start = s.ends[k];
  }
}

GrB_Info check_section(const unsigned char* blob, uint64_t blob_size, uint64_t* cursor,
                       const gb::vector<int64_t>& ends, int32_t method, uint64_t len) {
  const int64_t nb = int64_t(ends.size());
  if (len == 0) return nb == 0 ? GrB_SUCCESS : GrB_INVALID_OBJECT;
  if (nb == 0 || len > uint64_t(INT64_MAX) || uint64_t(nb) > len) return GrB_INVALID_OBJECT;
  // every block non-empty and inside the blob
  const uint64_t base = *cursor;
  int64_t prev = 0;
  for (int64_t e : ends) {
    if (e <= prev || uint64_t(e) > blob_size - base) return GrB_INVALID_OBJECT;
    prev = e;
  }
  const Codec c = parse_method(method);
  if (c.algo == GxB_COMPRESSION_NONE && (nb != 1 || uint64_t(ends[0]) != len)) return GrB_INVALID_OBJECT;
  // Each block must be able to hold its share: a ZSTD block declares its exact size (SuiteSparse
  // and this library write it), and an LZ4 block expands at most 255 times. So a small blob can
  // never make the reader allocate much more than it could decompress.
  for (int64_t k = 0; k < nb && c.algo != GxB_COMPRESSION_NONE; k++) {
    const uint64_t n = uint64_t(block_begin(k + 1, int64_t(len), nb) - block_begin(k, int64_t(len), nb));
    const int64_t s0 = k == 0 ? 0 : ends[size_t(k - 1)];
    const uint64_t sn = uint64_t(ends[size_t(k)] - s0);
    if (n == 0) return GrB_INVALID_OBJECT;
    if (c.algo == GxB_COMPRESSION_ZSTD) {
      if (ZSTD_getFrameContentSize(blob + base + s0, size_t(sn)) != n) return GrB_INVALID_OBJECT;
    } else if (n > uint64_t(INT_MAX) || sn > uint64_t(INT_MAX) || n > 255 * sn + 255) {
      return GrB_INVALID_OBJECT;
    }
  }
  *cursor = base + uint64_t(prev);
  return GrB_SUCCESS;
}

void decompress_section(const unsigned char* blob, uint64_t start, const gb::vector<int64_t>& ends,
                        int32_t method, uint64_t len, unsigned char* dst, bool* ok) {
  const int64_t nb = int64_t(ends.size());
  *ok = true;
  if (len == 0) return;
  const Codec c = parse_method(method);
  if (c.algo == GxB_COMPRESSION_NONE) {
    std::memcpy(dst, blob + start, size_t(len));
    return;
  }
  std::atomic<bool> good{true};
  parallel_for(nb, int64_t(len), [&](int64_t k) {
    const int64_t b0 = block_begin(k, int64_t(len), nb), n = block_begin(k + 1, int64_t(len), nb) - b0;
    const int64_t s0 = k == 0 ? 0 : ends[size_t(k - 1)], sn = ends[size_t(k)] - s0;
    const char* src = reinterpret_cast<const char*>(blob + start + s0);
    char* out = reinterpret_cast<char*>(dst + b0);
    bool done;
    if (c.algo == GxB_COMPRESSION_ZSTD) {
      const size_t r = ZSTD_decompress(out, size_t(n), src, size_t(sn));
      done = !ZSTD_isError(r) && r == size_t(n);
    } else {
      done = LZ4_decompress_safe(src, out, int(sn), int(n)) == int(n);
    }
    if (!done) good = false;
  });
  *ok = good;
}

}  // namespace gb::ser
