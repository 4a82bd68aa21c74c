// Serialization of a matrix or vector into one byte array (a "blob") and back, in the layout of
// SuiteSparse:GraphBLAS 7.4 (Source/GB_serialize.c there), so that blobs move between the two
// libraries in both directions. All integers are in the host's byte order; the blob needs no
// alignment (every field is copied out byte-wise).
//
//   offset size  field
//        0    8  blob size in bytes
//        8    4  type code (1..13 built-in, in GrB_BOOL .. GxB_FC64 order; 14 user-defined)
//       12    4  version of the writer (GxB_IMPLEMENTATION)
//       16    8  vlen   (length of each stored vector: ncols by row, nrows by column)
//       24    8  vdim   (number of vectors)
//       32    8  nvec   (vectors with storage: vdim, or the length of the hyperlist)
//       40    8  nvec_nonempty (vectors holding an entry; vdim for bitmap and full unless vlen is 0)
//       48    8  nvals
//       56    8  type size
//       64   40  uncompressed lengths in bytes of the arrays p, h, b, i, x (int64 each)
//      104    4  hyper switch (float)
//      108    4  bitmap switch (float)
//      112    4  sparsity control
//      116    4  4 * format (GxB_HYPERSPARSE, _SPARSE, _BITMAP, _FULL) + 2 * iso + by column
//      120   40  per array p, h, b, i, x: number of blocks, compression method (int32 each)
//      160  128  type name, NUL-padded: only for a user-defined type
//      then, per array p, h, b, i, x: the cumulative ends of its blocks (int64 each)
//      then the blocks of p, h, b, i, x (blob_codec.hpp)
// The arrays: p (nvec+1 int64) and i (nvals int64) for sparse and hypersparse, h (nvec int64)
// for hypersparse, b (vlen*vdim int8) for bitmap, x the values (one when iso, else one per entry
// or, for bitmap and full, per position; a bitmap's absent positions hold zeros).
//
// Reading checks the header, then the type (GrB_DOMAIN_MISMATCH as SuiteSparse), then that every
// length agrees with the format and dimensions, every block lies in the blob and decompresses to
// its exact length, the blocks end where the blob does, and the arrays form a valid matrix; any
// other failure is GrB_INVALID_OBJECT and nothing is created.
#include <cmath>
#include <new>

#include "core/memory.hpp"
#include "api/import_export/import_export.hpp"
#include "api/serialize/blob_codec.hpp"

namespace gb::ser {
namespace {

constexpr uint64_t kHeader = 160;
constexpr uint64_t kName = GxB_MAX_NAME_LEN;
enum Array { kP, kH, kB, kI, kX, kArrays };
enum : size_t {
  kOffSize = 0, kOffCode = 8, kOffVersion = 12, kOffVlen = 16, kOffVdim = 24, kOffNvec = 32,
  kOffNonempty = 40, kOffNvals = 48, kOffTsize = 56, kOffLen = 64, kOffHyper = 104, kOffBitmap = 108,
  kOffControl = 112, kOffFormat = 116, kOffBlocks = 120
};

template <class T> void put(unsigned char* blob, size_t off, T v) { std::memcpy(blob + off, &v, sizeof v); }
template <class T> T get(const unsigned char* blob, size_t off) {
  T v;
  std::memcpy(&v, blob + off, sizeof v);
  return v;
}

// The arrays of a store, uncompressed, as they go into a blob.
struct Arrays {
  const unsigned char* data[kArrays] = {};
  uint64_t len[kArrays] = {};
  BufferPtr zeroed_x;  // a bitmap's values with zeros at absent positions
};

GrB_Info arrays_of(const Store& s, Arrays* a) {
  const uint64_t ts = s.tsize;
  uint64_t count = uint64_t(s.nvals);
  switch (s.format) {
    case Format::Hyper:
      a->len[kH] = 8 * uint64_t(s.nvec);
      [[fallthrough]];
    case Format::Sparse:
      a->len[kP] = 8 * (uint64_t(s.nvec) + 1);
      a->len[kI] = 8 * uint64_t(s.nvals);
      break;
    case Format::Bitmap:
    case Format::Full:
      count = uint64_t(s.vlen) * uint64_t(s.vdim);
      if (s.format == Format::Bitmap) a->len[kB] = count;
      break;
  }
  a->len[kX] = ts * (s.iso ? 1 : count);
  a->data[kP] = reinterpret_cast<const unsigned char*>(s.P());
  a->data[kH] = reinterpret_cast<const unsigned char*>(s.H());
  a->data[kB] = reinterpret_cast<const unsigned char*>(s.B());
  a->data[kI] = reinterpret_cast<const unsigned char*>(s.I());
  a->data[kX] = static_cast<const unsigned char*>(s.X());
  if (s.format == Format::Bitmap && !s.iso && count > 0) {
    // the value slots of absent positions were never written (or hold stale values): the blob
    // gets zeros there, so that it depends only on the matrix's value
    a->zeroed_x = Buffer::allocate(size_t(a->len[kX]));
    if (!a->zeroed_x || !a->zeroed_x->ptr()) return GrB_OUT_OF_MEMORY;
    unsigned char* x = static_cast<unsigned char*>(a->zeroed_x->ptr());
    std::memcpy(x, a->data[kX], size_t(a->len[kX]));
    const int8_t* B = s.B();
    for (uint64_t k = 0; k < count; k++)
      if (B[k] == 0) std::memset(x + k * ts, 0, ts);
    a->data[kX] = x;
  }
  return GrB_SUCCESS;
}

int64_t nonempty_vectors(const Store& s) {
  if (!s.is_sparse_or_hyper()) return s.vlen == 0 ? 0 : s.vdim;
  const int64_t* P = s.P();
  int64_t n = 0;
  for (int64_t k = 0; k < s.nvec; k++) n += P[k + 1] > P[k];
  return n;
}

uint64_t fixed_bytes(const Store& s) { return kHeader + (s.code == TypeCode::UDT ? kName : 0); }

void write_header(unsigned char* blob, uint64_t size, const GB_Matrix_opaque* A, const Store& s,
                  const Arrays& a, const Section* sec) {
  std::memset(blob, 0, size_t(fixed_bytes(s)));
  put<uint64_t>(blob, kOffSize, size);
  put<int32_t>(blob, kOffCode, int32_t(s.code));
  put<int32_t>(blob, kOffVersion, GxB_IMPLEMENTATION);
  put<int64_t>(blob, kOffVlen, s.vlen);
  put<int64_t>(blob, kOffVdim, s.vdim);
  put<int64_t>(blob, kOffNvec, s.is_sparse_or_hyper() ? s.nvec : s.vdim);
  put<int64_t>(blob, kOffNonempty, nonempty_vectors(s));
  put<int64_t>(blob, kOffNvals, s.nvals);
  put<int64_t>(blob, kOffTsize, int64_t(s.tsize));
  for (int k = 0; k < kArrays; k++) put<int64_t>(blob, kOffLen + 8 * k, int64_t(a.len[k]));
  put<float>(blob, kOffHyper, float(A->hyper_switch));
  put<float>(blob, kOffBitmap, float(A->bitmap_switch));
  put<int32_t>(blob, kOffControl, int32_t(A->sparsity_control));
  put<int32_t>(blob, kOffFormat, 4 * int(s.format) + (s.iso ? 2 : 0) + (s.by_row ? 0 : 1));
  for (int k = 0; k < kArrays; k++) {
    put<int32_t>(blob, kOffBlocks + 8 * k, int32_t(sec[k].ends.size()));
    put<int32_t>(blob, kOffBlocks + 8 * k + 4, sec[k].method);
  }
  if (s.code == TypeCode::UDT) std::memcpy(blob + kHeader, A->type->name, strnlen(A->type->name, kName - 1));
}

// A blob of A (value s) compressed with `method`, written where `place` says: place(size) returns
// the destination of `size` bytes, or null with *info set (too small a buffer, out of memory).
template <class Place>
GrB_Info write_blob(const GB_Matrix_opaque* A, const Store& s, int32_t method, Place&& place, uint64_t* size) {
  Arrays a;
  GB_TRY(arrays_of(s, &a));
  const Codec codec = parse_method(method);
  Section sec[kArrays];
  uint64_t total = fixed_bytes(s);
  for (int k = 0; k < kArrays; k++) {
    GB_TRY(compress_section(a.data[k], a.len[k], codec, &sec[k]));
    total += 8 * sec[k].ends.size() + sec[k].bytes();
  }
  GrB_Info info = GrB_SUCCESS;
  unsigned char* blob = place(total, &info);
  if (!blob) return info;
  write_header(blob, total, A, s, a, sec);
  unsigned char* out = blob + fixed_bytes(s);
  for (int k = 0; k < kArrays; k++) {
    if (!sec[k].ends.empty()) std::memcpy(out, sec[k].ends.data(), 8 * sec[k].ends.size());
    out += 8 * sec[k].ends.size();
  }
  for (int k = 0; k < kArrays; k++) {
    copy_section(sec[k], out);
    out += sec[k].bytes();
  }
  *size = total;
  return GrB_SUCCESS;
}

// GrB_Matrix_serializeSize: an upper bound of the blob with the default method.
GrB_Info size_bound(const Store& s, uint64_t* size) {
  Arrays a;
  GB_TRY(arrays_of(s, &a));
  const Codec codec = parse_method(GxB_COMPRESSION_DEFAULT);
  uint64_t total = fixed_bytes(s);
  for (int k = 0; k < kArrays; k++) {
    int32_t nb = 0;
    uint64_t bytes = 0;
    section_bound(a.len[k], codec, &nb, &bytes);
    total += 8 * uint64_t(nb) + bytes;
  }
  *size = total;
  return GrB_SUCCESS;
}

//------------------------------------------------------------------------------------------------
// reading
//------------------------------------------------------------------------------------------------
struct Header {
  uint64_t size;
  TypeCode code;
  int64_t vlen, vdim, nvec, nvals, tsize;
  int64_t len[kArrays];
  float hyper_switch, bitmap_switch;
  int32_t sparsity;
  Format format;
  bool iso, by_row;
  int32_t nblocks[kArrays], method[kArrays];
  char name[GxB_MAX_NAME_LEN];  // user-defined types only, else empty
  uint64_t nrows, ncols;
};

// The fields that say where everything is; GrB_INVALID_OBJECT when they cannot describe a blob.
GrB_Info read_header(const unsigned char* blob, GrB_Index blob_size, Header* h) {
  if (blob_size < kHeader || get<uint64_t>(blob, kOffSize) != blob_size) return GrB_INVALID_OBJECT;
  const int32_t code = get<int32_t>(blob, kOffCode);
  if (code < int32_t(TypeCode::Bool) || code > int32_t(TypeCode::UDT)) return GrB_INVALID_OBJECT;
  h->size = blob_size;
  h->code = TypeCode(code);
  h->vlen = get<int64_t>(blob, kOffVlen);
  h->vdim = get<int64_t>(blob, kOffVdim);
  h->nvec = get<int64_t>(blob, kOffNvec);
  h->nvals = get<int64_t>(blob, kOffNvals);
  h->tsize = get<int64_t>(blob, kOffTsize);
  for (int k = 0; k < kArrays; k++) h->len[k] = get<int64_t>(blob, kOffLen + 8 * k);
  h->hyper_switch = get<float>(blob, kOffHyper);
  h->bitmap_switch = get<float>(blob, kOffBitmap);
  h->sparsity = get<int32_t>(blob, kOffControl);
  const int32_t f = get<int32_t>(blob, kOffFormat);
  for (int k = 0; k < kArrays; k++) {
    h->nblocks[k] = get<int32_t>(blob, kOffBlocks + 8 * k);
    h->method[k] = get<int32_t>(blob, kOffBlocks + 8 * k + 4);
    if (h->nblocks[k] < 0 || h->len[k] < 0) return GrB_INVALID_OBJECT;
  }
  const int32_t format = f >> 2;
  if (f < 0 || (format != GxB_HYPERSPARSE && format != GxB_SPARSE && format != GxB_BITMAP && format != GxB_FULL))
    return GrB_INVALID_OBJECT;
  h->format = Format(format);
  h->iso = (f & 2) != 0;
  h->by_row = (f & 1) == 0;
  std::memset(h->name, 0, sizeof h->name);
  if (h->code == TypeCode::UDT) {
    if (blob_size < kHeader + kName) return GrB_INVALID_OBJECT;
    std::memcpy(h->name, blob + kHeader, kName - 1);
  }
  if (h->vlen < 0 || h->vdim < 0 || h->tsize <= 0) return GrB_INVALID_OBJECT;
  h->nrows = uint64_t(h->by_row ? h->vdim : h->vlen);
  h->ncols = uint64_t(h->by_row ? h->vlen : h->vdim);
  if (!valid_dim(h->nrows) || !valid_dim(h->ncols)) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

// The array lengths the format and dimensions imply (i's from its own length: the entries are
// known only once p is read).
GrB_Info check_lengths(Header* h) {
  using ie::mul_ok;
  const uint64_t ts = uint64_t(h->tsize);
  uint64_t want[kArrays] = {}, count = 0;
  if (h->format == Format::Sparse || h->format == Format::Hyper) {
    if (h->format == Format::Sparse ? h->nvec != h->vdim : (h->nvec < 0 || h->nvec > h->vdim))
      return GrB_INVALID_OBJECT;
    want[kP] = 8 * (uint64_t(h->nvec) + 1);
    if (h->format == Format::Hyper) want[kH] = 8 * uint64_t(h->nvec);
    if (h->len[kI] % 8 != 0 || uint64_t(h->len[kI]) / 8 > ie::kMaxEntries) return GrB_INVALID_OBJECT;
    want[kI] = uint64_t(h->len[kI]);
    count = want[kI] / 8;
  } else {
    if (!mul_ok(uint64_t(h->vlen), uint64_t(h->vdim), &count) || count > ie::kMaxEntries) return GrB_INVALID_OBJECT;
    if (h->format == Format::Bitmap) want[kB] = count;
    h->nvec = h->vdim;
  }
  if (!mul_ok(ts, h->iso ? 1 : count, &want[kX])) return GrB_INVALID_OBJECT;
  for (int k = 0; k < kArrays; k++)
    if (uint64_t(h->len[k]) != want[k]) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

// The type of the result, as SuiteSparse decides it: a built-in blob takes its own type (the
// caller's, if given, must be it); a user-defined one needs the caller's type, of the same size
// and name.
GrB_Info resolve_type(const Header& h, GrB_Type type, GrB_Type* out) {
  if (h.code == TypeCode::UDT) {
    if (type == nullptr || type->code != TypeCode::UDT || int64_t(type->size) != h.tsize ||
        std::strncmp(h.name, type->name, kName) != 0)
      return GrB_DOMAIN_MISMATCH;
    *out = type;
    return GrB_SUCCESS;
  }
  if (h.tsize != int64_t(type_size(h.code))) return GrB_DOMAIN_MISMATCH;
  if (type != nullptr && type->code != h.code) return GrB_DOMAIN_MISMATCH;
  *out = builtin_type(h.code);
  return GrB_SUCCESS;
}

// The arrays of the blob, decompressed into a new store (type not yet set).
GrB_Info read_arrays(const unsigned char* blob, const Header& h, Store* s) {
  uint64_t cursor = kHeader + (h.code == TypeCode::UDT ? kName : 0);
  gb::vector<int64_t> ends[kArrays];
  for (int k = 0; k < kArrays; k++) {
    if (uint64_t(h.nblocks[k]) > (h.size - cursor) / 8) return GrB_INVALID_OBJECT;
    ends[k].resize(size_t(h.nblocks[k]));
    if (h.nblocks[k] > 0) std::memcpy(ends[k].data(), blob + cursor, 8 * size_t(h.nblocks[k]));
    cursor += 8 * uint64_t(h.nblocks[k]);
  }
  const size_t min_bytes[kArrays] = {8, 8, 1, 8, std::max<size_t>(s->tsize, 1)};
  BufferPtr* dst[kArrays] = {&s->p, &s->h, &s->b, &s->i, &s->x};
  const bool used[kArrays] = {s->is_sparse_or_hyper(), s->format == Format::Hyper, s->format == Format::Bitmap,
                              s->is_sparse_or_hyper(), true};
  // every block checked against the blob before any array is allocated
  uint64_t start[kArrays] = {};
  for (int k = 0; k < kArrays; k++) {
    if (!used[k] && h.nblocks[k] != 0) return GrB_INVALID_OBJECT;
    start[k] = cursor;
    GB_TRY(check_section(blob, h.size, &cursor, ends[k], h.method[k], uint64_t(h.len[k])));
  }
  if (cursor != h.size) return GrB_INVALID_OBJECT;
  for (int k = 0; k < kArrays; k++) {
    if (!used[k]) continue;
    BufferPtr b = Buffer::allocate(std::max<size_t>(size_t(h.len[k]), min_bytes[k]));
    if (!b || !b->ptr()) return GrB_OUT_OF_MEMORY;
    bool ok = true;
    decompress_section(blob, start[k], ends[k], h.method[k], uint64_t(h.len[k]), static_cast<unsigned char*>(b->ptr()),
                       &ok);
    if (!ok) return GrB_INVALID_OBJECT;
    *dst[k] = std::move(b);
  }
  return GrB_SUCCESS;
}

GrB_Info deserialize(GB_Matrix_opaque** C, ObjectKind kind, GrB_Type type, const void* blob, GrB_Index blob_size,
                     const GB_Descriptor_opaque* desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(blob);
  GB_RETURN_IF_NULL(C);
  GB_CHECK_OPT(type);
  GB_CHECK_OPT(desc);
  *C = nullptr;
  const unsigned char* bytes = static_cast<const unsigned char*>(blob);
  Header h;
  GB_TRY(read_header(bytes, blob_size, &h));
  GrB_Type t = nullptr;
  GB_TRY(resolve_type(h, type, &t));
  GB_TRY(check_lengths(&h));
  try {
    auto s = gb::make_shared<Store>();
    s->type = t;
    s->code = h.code;
    s->tsize = size_t(h.tsize);
    s->vlen = h.vlen;
    s->vdim = h.vdim;
    s->by_row = h.by_row;
    s->format = h.format;
    s->iso = h.iso;
    s->nvec = h.nvec;
    GB_TRY(read_arrays(bytes, h, s.get()));
    // the entries: p[nvec] for sparse and hypersparse (i's length must agree), the header's count
    // for a bitmap (validate_store counts them), every position for full
    if (s->is_sparse_or_hyper()) {
      s->nvals = s->P()[s->nvec];
      if (s->nvals < 0 || uint64_t(s->nvals) != uint64_t(h.len[kI]) / 8) return GrB_INVALID_OBJECT;
      // an empty object stays iso when its blob holds the one value (as one serialized here)
      if (s->iso && s->nvals == 0 && (!s->x || s->x->bytes() < s->tsize)) s->iso = false;
    } else {
      s->nvals = h.format == Format::Full ? h.vlen * h.vdim : h.nvals;
    }
    // bool values arrive as bytes: one other than 0 or 1 is not a bool a kernel may load (UBSan:
    // "not a valid value for type bool"); nonzero is true, as a cast to bool makes it
    if (s->code == TypeCode::Bool && s->x) {
      unsigned char* xb = static_cast<unsigned char*>(s->X());
      for (size_t k = 0, n = s->x->bytes(); k < n; k++) xb[k] = xb[k] != 0;
    }
    std::string why;
    if (!validate_store(*s, &why)) return GrB_INVALID_OBJECT;
    if (kind == ObjectKind::Vector && h.ncols != 1) return GrB_DIMENSION_MISMATCH;

    GB_Matrix_opaque* M = nullptr;
    GB_TRY(new_container(&M, kind, t, h.nrows, h.ncols));
    // the blob's settings and format, as SuiteSparse's GB_deserialize keeps them (not conformed)
    if (kind == ObjectKind::Matrix) M->by_row = h.by_row;
    const int32_t control = h.sparsity & GxB_AUTO_SPARSITY;
    M->sparsity_control = control == 0 ? GxB_AUTO_SPARSITY : control;
    if (std::isfinite(h.hyper_switch)) M->hyper_switch = h.hyper_switch;
    if (std::isfinite(h.bitmap_switch)) M->bitmap_switch = h.bitmap_switch;
    try {
      if (s->by_row == wants_by_row(M)) M->current = make_version(s, t, h.nrows, h.ncols);
      else set_store(M, s);
    } catch (const std::bad_alloc&) {
      free_container(M);
      return GrB_OUT_OF_MEMORY;
    }
    *C = M;
    return GrB_SUCCESS;
  } catch (const std::bad_alloc&) {
    return GrB_OUT_OF_MEMORY;
  }
}

// The materialized value of A, or an error for an invalid A.
GrB_Info value_of(GB_Matrix_opaque* A, StorePtr* s) {
  GB_TRY(check_container(A));
  return wait_store(A, s);
}

// GxB_Matrix_serialize / GxB_Vector_serialize: the blob comes from the library's allocator.
GrB_Info serialize_alloc(void** blob_handle, GrB_Index* blob_size, GB_Matrix_opaque* A,
                         const GB_Descriptor_opaque* desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(blob_handle);
  GB_RETURN_IF_NULL(blob_size);
  GB_TRY(check_container(A));
  GB_CHECK_OPT(desc);
  try {
    StorePtr s;
    GB_TRY(value_of(A, &s));
    unsigned char* blob = nullptr;
    auto place = [&](uint64_t size, GrB_Info* info) -> unsigned char* {
      blob = static_cast<unsigned char*>(mem_alloc(size_t(size)));
      if (!blob) *info = GrB_OUT_OF_MEMORY;
      return blob;
    };
    uint64_t size = 0;
    const int32_t method = desc ? desc->compression : GxB_COMPRESSION_DEFAULT;
    GB_TRY(write_blob(A, *s, method, place, &size));
    *blob_handle = blob;
    *blob_size = size;
    return GrB_SUCCESS;
  } catch (const std::bad_alloc&) {
    return GrB_OUT_OF_MEMORY;
  }
}

}  // namespace
}  // namespace gb::ser

extern "C" {

GrB_Info GrB_Matrix_serializeSize(GrB_Index* blob_size_handle, GrB_Matrix A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(blob_size_handle);
  GB_TRY(gb::check_container(A));
  try {
    gb::StorePtr s;
    GB_TRY(gb::ser::value_of(A, &s));
    uint64_t size = 0;
    GB_TRY(gb::ser::size_bound(*s, &size));
    *blob_size_handle = size;
    return GrB_SUCCESS;
  } catch (const std::bad_alloc&) {
    return GrB_OUT_OF_MEMORY;
  }
}

// Into the caller's blob, with the default method (as SuiteSparse: the GrB form has no
// descriptor); GrB_INSUFFICIENT_SPACE leaves the blob and its size untouched.
GrB_Info GrB_Matrix_serialize(void* blob, GrB_Index* blob_size_handle, GrB_Matrix A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(blob);
  GB_RETURN_IF_NULL(blob_size_handle);
  GB_TRY(gb::check_container(A));
  try {
    gb::StorePtr s;
    GB_TRY(gb::ser::value_of(A, &s));
    const GrB_Index room = *blob_size_handle;
    auto place = [&](uint64_t size, GrB_Info* info) -> unsigned char* {
      if (size <= room) return static_cast<unsigned char*>(blob);
      *info = gb::fail(A, GrB_INSUFFICIENT_SPACE, "the blob needs %llu bytes", (unsigned long long)size);
      return nullptr;
    };
    uint64_t size = 0;
    GB_TRY(gb::ser::write_blob(A, *s, GxB_COMPRESSION_DEFAULT, place, &size));
    *blob_size_handle = size;
    return GrB_SUCCESS;
  } catch (const std::bad_alloc&) {
    return GrB_OUT_OF_MEMORY;
  }
}

GrB_Info GxB_Matrix_serialize(void** blob_handle, GrB_Index* blob_size_handle, GrB_Matrix A,
                              const GrB_Descriptor desc) {
  return gb::ser::serialize_alloc(blob_handle, blob_size_handle, A, desc);
}

GrB_Info GxB_Vector_serialize(void** blob_handle, GrB_Index* blob_size_handle, GrB_Vector u,
                              const GrB_Descriptor desc) {
  return gb::ser::serialize_alloc(blob_handle, blob_size_handle, u, desc);
}

GrB_Info GrB_Matrix_deserialize(GrB_Matrix* C, GrB_Type type, const void* blob, GrB_Index blob_size) {
  return gb::ser::deserialize(C, gb::ObjectKind::Matrix, type, blob, blob_size, nullptr);
}

GrB_Info GxB_Matrix_deserialize(GrB_Matrix* C, GrB_Type type, const void* blob, GrB_Index blob_size,
                                const GrB_Descriptor desc) {
  return gb::ser::deserialize(C, gb::ObjectKind::Matrix, type, blob, blob_size, desc);
}

GrB_Info GxB_Vector_deserialize(GrB_Vector* w, GrB_Type type, const void* blob, GrB_Index blob_size,
                                const GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(blob);
  GB_RETURN_IF_NULL(w);
  GB_Matrix_opaque* A = nullptr;
  GrB_Info info = gb::ser::deserialize(&A, gb::ObjectKind::Vector, type, blob, blob_size, desc);
  *w = static_cast<GrB_Vector>(A);  // null on failure
  return info;
}

// The C name of the blob's type: the one a user-defined type's blob carries, or the built-in
// type's name as SuiteSparse 7.4 gives it (its complex types are "GxB_FC32_t" and "GxB_FC64_t").
GrB_Info GxB_deserialize_type_name(char* type_name, const void* blob, GrB_Index blob_size) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(type_name);
  GB_RETURN_IF_NULL(blob);
  gb::ser::Header h;
  GB_TRY(gb::ser::read_header(static_cast<const unsigned char*>(blob), blob_size, &h));
  const char* name = h.code == gb::TypeCode::UDT    ? h.name
                     : h.code == gb::TypeCode::FC32 ? "GxB_FC32_t"
                     : h.code == gb::TypeCode::FC64 ? "GxB_FC64_t"
                                                    : gb::type_name(h.code);
  std::memset(type_name, 0, GxB_MAX_NAME_LEN);
  std::memcpy(type_name, name, strnlen(name, GxB_MAX_NAME_LEN - 1));
  return GrB_SUCCESS;
}

}  // extern "C"
