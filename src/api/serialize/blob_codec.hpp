// The arrays of a serialized blob (p, h, b, i, x), each stored as SuiteSparse:GraphBLAS 7.4
// stores it: split into nblocks blocks, each compressed on its own (or one uncompressed block).
//
// The blob holds, per array, the method used and the cumulative ends of the compressed blocks;
// the uncompressed extent of block k is not stored: both sides compute it from the array's
// length and nblocks (block_begin), so the writer must split exactly that way.
//
// Methods are GxB_COMPRESSION_* codes: a negative code is no compression; LZ4 (1000) and
// LZ4HC (2000 + level 1..9, default 9) are LZ4 blocks; ZSTD (3000 + level 1..19, default 1) and
// every other code (GxB_COMPRESSION_DEFAULT, unknown ones) are ZSTD blocks, as in SuiteSparse.
// Compression comes from Debian's liblz4 and libzstd.
#pragma once
#include <cstdint>
#include <vector>

#include "core/memory.hpp"
#include "core/store.hpp"

namespace gb::ser {

struct Codec {
  int32_t algo = GxB_COMPRESSION_NONE;  // GxB_COMPRESSION_NONE, _LZ4, _LZ4HC or _ZSTD
  int32_t level = 0;
  // the method code the blob records for a compressed array
  int32_t code() const { return algo == GxB_COMPRESSION_NONE ? GxB_COMPRESSION_NONE : algo + level; }
};
Codec parse_method(int32_t method);

// First byte of block k of an array of len bytes split into nblocks (SuiteSparse's partition).
int64_t block_begin(int64_t k, int64_t len, int64_t nblocks);

// One array as it goes into a blob.
struct Section {
  const unsigned char* data = nullptr;  // the uncompressed array
  uint64_t len = 0;                     // its length in bytes
  int32_t method = GxB_COMPRESSION_NONE;
  gb::vector<int64_t> ends;            // cumulative ends of the blocks in the blob (nblocks of them)
  gb::vector<BufferPtr> blocks;        // the compressed blocks; empty when data is stored as it is
  uint64_t bytes() const { return ends.empty() ? 0 : uint64_t(ends.back()); }
};

// Fill s for the array data[0, len): no blocks when len is 0, one uncompressed block when the
// codec is none or the array is shorter than 256 bytes, else compressed blocks.
GrB_Info compress_section(const unsigned char* data, uint64_t len, Codec c, Section* s);
// The number of blocks and an upper bound of the bytes compress_section would produce.
void section_bound(uint64_t len, Codec c, int32_t* nblocks, uint64_t* bytes);
// Copy the section's blocks to out (s.bytes() bytes).
void copy_section(const Section& s, unsigned char* out);

// Check the nblocks blocks of an array of len bytes that start at blob[*cursor] (ends: their
// cumulative ends, as stored) before anything is allocated: each block lies in the blob, and its
// length can decompress to its share of len (a ZSTD block declares it exactly); then advance
// *cursor past them. GrB_INVALID_OBJECT otherwise.
GrB_Info check_section(const unsigned char* blob, uint64_t blob_size, uint64_t* cursor,
                       const gb::vector<int64_t>& ends, int32_t method, uint64_t len);
// Decompress the checked array whose blocks start at blob[start] into dst (len bytes); *ok is
// false when a block does not decompress to exactly its share.
void decompress_section(const unsigned char* blob, uint64_t start, const gb::vector<int64_t>& ends,
                        int32_t method, uint64_t len, unsigned char* dst, bool* ok);

}  // namespace gb::ser
