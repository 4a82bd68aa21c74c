// Compression of the arrays of a serialized blob (see blob_codec.hpp).
#include "api/serialize/blob_codec.hpp"

#include <lz4.h>
#include <lz4hc.h>
#include <zstd.h>

#include <climits>
#include <cstring>
#include <memory>

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

struct ZstdCCtx {
  ZSTD_CCtx* p = ZSTD_createCCtx();
  ~ZstdCCtx() { ZSTD_freeCCtx(p); }
};
struct ZstdDCtx {
  ZSTD_DCtx* p = ZSTD_createDCtx();
  ~ZstdDCtx() { ZSTD_freeDCtx(p); }
};

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
  ZstdCCtx zctx;
  BufferPtr hc_state;
  if (c.algo == GxB_COMPRESSION_ZSTD && zctx.p == nullptr) return GrB_OUT_OF_MEMORY;
  if (c.algo == GxB_COMPRESSION_LZ4HC) {
    hc_state = Buffer::allocate(size_t(LZ4_sizeofStateHC()));
    if (!hc_state || !hc_state->ptr()) return GrB_OUT_OF_MEMORY;
  }
  int64_t total = 0;
  for (int64_t k = 0; k < nb; k++) {
    const int64_t b0 = block_begin(k, int64_t(len), nb), b1 = block_begin(k + 1, int64_t(len), nb);
    const char* src = reinterpret_cast<const char*>(data + b0);
    const uint64_t n = uint64_t(b1 - b0), cap = block_bound(n, c);
    BufferPtr dst = Buffer::allocate(size_t(cap));
    if (!dst || !dst->ptr()) return GrB_OUT_OF_MEMORY;
    char* out = static_cast<char*>(dst->ptr());
    uint64_t got = 0;
    if (c.algo == GxB_COMPRESSION_ZSTD) {
      const size_t r = ZSTD_compressCCtx(zctx.p, out, size_t(cap), src, size_t(n), c.level);
      if (ZSTD_isError(r)) return GrB_OUT_OF_MEMORY;  // the bound always suffices: only memory fails
      got = r;
    } else if (c.algo == GxB_COMPRESSION_LZ4HC) {
      got = uint64_t(LZ4_compress_HC_extStateHC(hc_state->ptr(), src, out, int(n), int(cap), c.level));
    } else {
      got = uint64_t(LZ4_compress_default(src, out, int(n), int(cap)));
    }
    if (got == 0) return GrB_OUT_OF_MEMORY;
    total += int64_t(got);
    s->ends.push_back(total);
    s->blocks.push_back(std::move(dst));
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

GrB_Info decompress_section(const unsigned char* blob, uint64_t blob_size, uint64_t* cursor,
                            const std::vector<int64_t>& ends, int32_t method, uint64_t len, unsigned char* dst) {
  const int64_t nb = int64_t(ends.size());
  if (len == 0) return nb == 0 ? GrB_SUCCESS : GrB_INVALID_OBJECT;
  if (nb == 0 || len > uint64_t(INT64_MAX)) return GrB_INVALID_OBJECT;
  // every block non-empty and inside the blob
  const uint64_t base = *cursor;
  int64_t prev = 0;
  for (int64_t e : ends) {
    if (e <= prev || uint64_t(e) > blob_size - base) return GrB_INVALID_OBJECT;
    prev = e;
  }
  const Codec c = parse_method(method);
  if (c.algo == GxB_COMPRESSION_NONE) {
    if (nb != 1 || uint64_t(ends[0]) != len) return GrB_INVALID_OBJECT;
    std::memcpy(dst, blob + base, size_t(len));
    *cursor = base + len;
    return GrB_SUCCESS;
  }
  if (uint64_t(nb) > len) return GrB_INVALID_OBJECT;  // a block of zero bytes cannot be
  ZstdDCtx zctx;
  if (c.algo == GxB_COMPRESSION_ZSTD && zctx.p == nullptr) return GrB_OUT_OF_MEMORY;
  for (int64_t k = 0; k < nb; k++) {
    const int64_t b0 = block_begin(k, int64_t(len), nb), b1 = block_begin(k + 1, int64_t(len), nb);
    const int64_t s0 = k == 0 ? 0 : ends[size_t(k - 1)], s1 = ends[size_t(k)];
    const uint64_t n = uint64_t(b1 - b0), sn = uint64_t(s1 - s0);
    if (b1 <= b0) return GrB_INVALID_OBJECT;
    const char* src = reinterpret_cast<const char*>(blob + base + s0);
    char* out = reinterpret_cast<char*>(dst + b0);
    if (c.algo == GxB_COMPRESSION_ZSTD) {
      const size_t r = ZSTD_decompressDCtx(zctx.p, out, size_t(n), src, size_t(sn));
      if (ZSTD_isError(r) || r != n) return GrB_INVALID_OBJECT;
    } else {
      if (n > uint64_t(INT_MAX) || sn > uint64_t(INT_MAX)) return GrB_INVALID_OBJECT;
      if (LZ4_decompress_safe(src, out, int(sn), int(n)) != int(n)) return GrB_INVALID_OBJECT;
    }
  }
  *cursor = base + uint64_t(prev);
  return GrB_SUCCESS;
}

}  // namespace gb::ser
