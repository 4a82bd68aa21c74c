// Materialized storage of a matrix, vector or scalar, and the buffers it is made of.
//
// A Store is immutable once published (shared by versions, by dup'ed handles and by pending DAG
// nodes that read it); the only in-place mutations happen when the caller holds the sole reference
// to the version, the store and its value buffer (the steal checks: x.use_count() == 1), and each
// such site calls Buffer::contents_changing() first. Buffers are reference counted separately so a
// new store can share the structure (p, h, i, b) of another one and only allocate new values
// (apply, select-by-value masks, typecasts).
//
// Layout, following the familiar compressed-vector scheme: a matrix stored by row is a set of
// `vdim = nrows` vectors of length `vlen = ncols`; by column the other way round. A GrB_Vector is
// always an n-by-1 matrix stored by column (vlen = n, vdim = 1), a GrB_Scalar a 1-by-1 one.
//   Sparse:  p[vdim+1] offsets, i[nvals] indices (sorted within each vector), x values
//   Hyper:   h[nvec] sorted vector ids that have storage, p[nvec+1], i, x
//   Bitmap:  b[vlen*vdim] presence flags, x[vlen*vdim]
//   Full:    x[vlen*vdim], every entry present
// x holds one value only when `iso` is set (every entry has that value).
#pragma once
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/objects.hpp"

namespace gb {

enum class Format : int { Hyper = GxB_HYPERSPARSE, Sparse = GxB_SPARSE, Bitmap = GxB_BITMAP, Full = GxB_FULL };

// Memory (mem_alloc, mem_free, ...): core/memory.hpp. Every buffer that may be handed to or taken
// from the user (import/export, pack/unpack) comes from the allocator given to GxB_init.

class Buffer {
 public:
  Buffer() = default;
  // allocate; ptr() is null only on failure (or bytes == 0)
  static std::shared_ptr<Buffer> allocate(size_t bytes, bool zero = false);
  // take ownership of a user-provided block that was allocated with the library's allocator
  static std::shared_ptr<Buffer> adopt(void* p, size_t bytes);
  ~Buffer();
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
  void* ptr() const { return ptr_; }
  size_t bytes() const { return bytes_; }
  // give the block away (the Buffer no longer frees it, nor counts it in mem_in_use)
  void* release();
  // The buffer's int64 contents (count of them, each in [0, 2^31)) as int32, for kernels that
  // stream an index array again and again (mxv in a ranking iteration: half the index bytes). Made on the
  // second request, so a buffer read once never pays for the copy, and kept with the buffer:
  // index buffers are never written after the store holding them is published. Null when not
  // (yet) available.
  const int32_t* narrow32(int64_t count) const;
  // The buffer's double contents (count of them) as float, when every one of them converts to a
  // float and back to the same bits (small integers, values that came from single precision):
  // a memory-bound product reading 4 bytes per value instead of 8 gives the same results, since
  // the float widens back exactly. Kernels ask for it only once they hold the 32-bit index copy
  // (a matrix on its second use), so it is made on the first request, and kept (as narrow32):
  // both copies are paid by the same use, and every later use reads 8 bytes per entry. Null when
  // some value is not exact (remembered, so a buffer is checked once until its contents change).
  const float* narrow_f32(int64_t count) const;
  // Called before the contents are written in place (a sole owner updating values: the steal
  // paths of the writeback, apply, assign, setElement and the masked vxm + assign planner): drops the copies
  // above, which would go stale.
  void contents_changing() const;

 private:
  void* ptr_ = nullptr;
  size_t bytes_ = 0;
  mutable std::mutex narrow_mu_;
  mutable int narrow_requests_ = 0;
  mutable unique_array<int32_t> narrow_;
  mutable bool f32_inexact_ = false;
  mutable int64_t f32_count_ = 0;
  mutable unique_array<float> f32_;
};

// dst[k] = (float)src[k] for k < n, in parallel; false when some value does not convert back to
// the same bits (dst is then partly written and must not be read).
bool narrow_exact_f32(const double* src, int64_t n, float* dst);
using BufferPtr = std::shared_ptr<Buffer>;

struct Store {
  GrB_Type type = nullptr;
  TypeCode code = TypeCode::None;
  size_t tsize = 0;
  int64_t vlen = 0, vdim = 0;
  bool by_row = true;
  Format format = Format::Sparse;
  bool iso = false;
  int64_t nvec = 0;   // number of vectors with storage slots: vdim (sparse) or len(h) (hyper)
  int64_t nvals = 0;
  BufferPtr p, h, i, b, x;

  int64_t* P() const { return p ? static_cast<int64_t*>(p->ptr()) : nullptr; }
  int64_t* H() const { return h ? static_cast<int64_t*>(h->ptr()) : nullptr; }
  int64_t* I() const { return i ? static_cast<int64_t*>(i->ptr()) : nullptr; }
  int8_t* B() const { return b ? static_cast<int8_t*>(b->ptr()) : nullptr; }
  void* X() const { return x ? x->ptr() : nullptr; }
  uint64_t nrows() const { return by_row ? uint64_t(vdim) : uint64_t(vlen); }
  uint64_t ncols() const { return by_row ? uint64_t(vlen) : uint64_t(vdim); }
  bool is_sparse_or_hyper() const { return format == Format::Sparse || format == Format::Hyper; }
  // value of entry at position pos (handles iso)
  const void* value_at(int64_t pos) const {
    return static_cast<const char*>(X()) + (iso ? 0 : size_t(pos) * tsize);
  }
  // vector id of slot k (hyper: h[k], else k)
  int64_t vector_id(int64_t k) const { return format == Format::Hyper ? H()[k] : k; }
  size_t memory_bytes() const;
};
using StorePtr = std::shared_ptr<const Store>;
using MutableStorePtr = std::shared_ptr<Store>;

// An empty store (no entries) of the given shape, sparse or hypersparse as the dimension demands.
// Returns null when out of memory.
MutableStorePtr make_empty(GrB_Type type, uint64_t nrows, uint64_t ncols, bool by_row);

// The description of a GrB_Vector store of n positions (an n-by-1 matrix by column, one vector) of
// `type` in format f, with no buffers and no entries yet: the caller attaches them.
MutableStorePtr vector_header(GrB_Type type, int64_t n, Format f);

// Whether an array of `count` elements of `elem_bytes` each may be allocated when its length
// follows a dimension rather than the entries (a bitmap's vlen*vdim positions, a sparse p array's
// vdim+1 pointers, a transpose's buckets): only when its size is representable and within the
// machine's physical memory. A storage format is a preference: a conversion it rules out leaves
// the store sparse or hypersparse, never allocating terabytes for a matrix of dimension 2^40.
bool dimension_alloc_ok(uint64_t count, uint64_t elem_bytes);

// Whether a vector dimension is too large for a non-hyper sparse p array, or too sparse for it.
bool prefer_hyper(int64_t vdim, int64_t nonempty_vectors, double hyper_switch);
// SuiteSparse's switch tests (single precision, as it computes them): sparse to hypersparse when
// few vectors hold entries, back to sparse only above twice the switch; sparse to bitmap above the
// bitmap switch, back only at half of it. Also the sparsity control SuiteSparse applies (0 is
// automatic; hypersparse is sparse for a matrix of at most one vector).
bool sparse_to_hyper_test(double hyper_switch, int64_t nonempty, int64_t vdim);
bool hyper_to_sparse_test(double hyper_switch, int64_t nonempty, int64_t vdim);
bool sparse_to_bitmap_test(double bitmap_switch, int64_t nvals, int64_t vlen, int64_t vdim);
bool bitmap_to_sparse_test(double bitmap_switch, int64_t nvals, int64_t vlen, int64_t vdim);
int effective_sparsity_control(int control, int64_t vdim);

// Build a sparse/hyper store from tuples that are already sorted by (vector, index) and free of
// duplicates. vec/idx/values are in storage orientation. Values are `tsize` bytes each (or one
// value when iso). Chooses hypersparse when vdim is large relative to the non-empty vectors.
MutableStorePtr store_from_sorted(GrB_Type type, int64_t vlen, int64_t vdim, bool by_row,
                                  const int64_t* vec, const int64_t* idx, const void* values,
                                  int64_t n, bool iso, double hyper_switch);

// Lookup of entry (row i, col j) in any format. Returns the position in i/x, or -1 when absent.
int64_t store_find(const Store& s, uint64_t row, uint64_t col);

// Convert to sparse or hypersparse (copying only what must change); returns the input when it
// already is. Null on out of memory.
StorePtr to_sparse(const StorePtr& s, double hyper_switch = GxB_HYPER_DEFAULT);
// Same store with the other orientation (a transpose of the storage, not of the matrix).
StorePtr to_orientation(const StorePtr& s, bool by_row, double hyper_switch = GxB_HYPER_DEFAULT);
// A copy of the store with its own buffers (deep copy), as a mutable store.
MutableStorePtr deep_copy(const Store& s);
// Expand an iso store into a non-iso one (new x buffer); returns the input when not iso.
StorePtr expand_iso(const StorePtr& s);
// Convert to bitmap / full (full only when every entry is present). to_bitmap returns null when
// out of memory or when the bitmap's size is not dimension_alloc_ok.
StorePtr to_bitmap(const StorePtr& s);
StorePtr to_full(const StorePtr& s);  // null if not all entries present or out of memory
// vlen*vdim without overflow (false: too large to ever be bitmap or full)
bool dense_size(const Store& s, int64_t* total);
// Pick the storage format a matrix's sparsity control and switches ask for (hyper/sparse/bitmap/full).
// A format whose arrays follow the dimension is taken only when dimension_alloc_ok allows it and
// its allocation succeeds; otherwise the result stays sparse or hypersparse. Null only when even
// the conversion of a bitmap or full store to sparse runs out of memory.
StorePtr conform(const StorePtr& s, int sparsity_control, double hyper_switch, double bitmap_switch);

// Structural checks used by import and deserialize on untrusted input.
bool validate_store(const Store& s, std::string* why);

}  // namespace gb
