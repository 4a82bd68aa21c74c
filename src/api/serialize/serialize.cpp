// Serialization of a matrix or vector into one byte array (a "blob") and back.
//
// Blob format (version 1; this library's own, not SuiteSparse's). All integers are in the host's
// byte order (a blob from a machine of the other byte order is rejected as corrupt); the header is
// read and written byte-wise, so the blob needs no alignment.
//
//   offset size  field
//        0    8  magic "GrBKkBlb"
//        8    8  checksum of bytes [16, total)  (see checksum() below)
//       16    4  format version (1)
//       20    4  header size (256)
//       24    8  total size of the blob in bytes
//       32    4  object kind: 0 matrix, 1 vector
//       36    4  type code (gb::TypeCode: 1..13 built-in, 14 user-defined)
//       40    8  type size in bytes
//       48  128  type name, NUL-terminated and NUL-padded (GxB_deserialize_type_name returns it)
//      176    8  nrows
//      184    8  ncols
//      192    8  vlen   (length of each stored vector: ncols by row, nrows by column)
//      200    8  vdim   (number of stored vectors)
//      208    1  orientation: 1 by row, 0 by column
//      209    1  storage format: GxB_HYPERSPARSE, GxB_SPARSE, GxB_BITMAP or GxB_FULL
//      210    1  iso: 1 when the value array holds the single value of every entry
//      211    1  reserved (0)
//      212    4  compression method requested through GxB_COMPRESSION (recorded only: the arrays
//                are always stored uncompressed)
//      216    8  nvec   (vectors with storage: vdim, or the length of the hyperlist)
//      224    8  nvals
//      232    4  sparsity control of the object
//      236    4  reserved (0)
//      240    8  hyper switch (double)
//      248    8  bitmap switch (double)
//      256       the arrays, back to back, each exactly as long as the header implies:
//                  p  (nvec+1) int64   sparse and hypersparse
//                  h  nvec int64       hypersparse
//                  i  nvals int64      sparse and hypersparse
//                  b  vlen*vdim int8   bitmap
//                  x  values: one (iso) or nvals (sparse, hyper) or vlen*vdim (bitmap, full)
//
// Deserialization checks the magic, version, every size (with overflow checks) against the blob
// size, and the checksum before anything else is read, then the structure of the arrays; any
// failure is GrB_INVALID_OBJECT and nothing is created.
#include <cmath>
#include <new>

#include "api/import_export/import_export.hpp"

namespace gb::ser {
namespace {

constexpr char kMagic[8] = {'G', 'r', 'B', 'K', 'k', 'B', 'l', 'b'};
constexpr uint32_t kVersion = 1;
constexpr size_t kHeader = 256;
constexpr size_t kNameOff = 48;

// Offsets of the header fields.
enum : size_t {
  kOffChecksum = 8, kOffVersion = 16, kOffHeader = 20, kOffTotal = 24, kOffKind = 32, kOffCode = 36,
  kOffTsize = 40, kOffNrows = 176, kOffNcols = 184, kOffVlen = 192, kOffVdim = 200, kOffByRow = 208,
  kOffFormat = 209, kOffIso = 210, kOffReserved1 = 211, kOffCompression = 212, kOffNvec = 216,
  kOffNvals = 224, kOffSparsity = 232, kOffReserved2 = 236, kOffHyperSwitch = 240, kOffBitmapSwitch = 248
};

template <class T> void put(unsigned char* blob, size_t off, T v) { std::memcpy(blob + off, &v, sizeof v); }
template <class T> T get(const unsigned char* blob, size_t off) {
  T v;
  std::memcpy(&v, blob + off, sizeof v);
  return v;
}

// A 64-bit checksum over a byte range. Four lanes of 8-byte words; each step
// h' = rotl((h ^ w) * K1, 31) * K2 is a bijection of h for a fixed word and of the word for a fixed
// h, and the lanes are folded with the same step, so changing any single word (hence any byte)
// of the range always changes the result.
uint64_t checksum(const unsigned char* d, size_t n) {
  constexpr uint64_t K1 = 0x9E3779B185EBCA87ULL, K2 = 0xC2B2AE3D27D4EB4FULL;
  auto step = [](uint64_t h, uint64_t w) {
    h = (h ^ w) * K1;
    h = (h << 31) | (h >> 33);
    return h * K2;
  };
  uint64_t l[4] = {0x243F6A8885A308D3ULL ^ n, 0x13198A2E03707344ULL, 0xA4093822299F31D0ULL,
                   0x082EFA98EC4E6C89ULL};
  size_t k = 0;
  for (; k + 32 <= n; k += 32)
    for (int j = 0; j < 4; j++) l[j] = step(l[j], get<uint64_t>(d, k + 8 * size_t(j)));
  for (int j = 0; k < n; j++) {
    uint64_t w = 0;
    std::memcpy(&w, d + k, std::min<size_t>(8, n - k));
    l[j] = step(l[j], w);
    k += std::min<size_t>(8, n - k);
  }
  uint64_t h = step(step(step(l[0], l[1]), l[2]), l[3]);
  h ^= h >> 33;
  h *= K1;
  h ^= h >> 29;
  return h;
}

// Byte lengths of the array sections, from the header fields. False on overflow.
struct Sections {
  uint64_t p = 0, h = 0, i = 0, b = 0, x = 0;
  uint64_t total() const { return p + h + i + b + x; }
};
bool section_sizes(Format f, int64_t vlen, int64_t vdim, int64_t nvec, int64_t nvals, bool iso, uint64_t ts,
                   Sections* s) {
  using ie::mul_ok;
  uint64_t dense = 0;
  if ((f == Format::Bitmap || f == Format::Full) && !mul_ok(uint64_t(vlen), uint64_t(vdim), &dense)) return false;
  uint64_t count = 0;
  switch (f) {
    case Format::Sparse:
    case Format::Hyper:
      if (!mul_ok(uint64_t(nvec) + 1, 8, &s->p)) return false;
      if (f == Format::Hyper && !mul_ok(uint64_t(nvec), 8, &s->h)) return false;
      if (!mul_ok(uint64_t(nvals), 8, &s->i)) return false;
      count = uint64_t(nvals);
      break;
    case Format::Bitmap:
      s->b = dense;
      count = dense;
      break;
    case Format::Full:
      count = dense;
      break;
  }
  if (count > 0 && !mul_ok(iso ? 1 : count, ts, &s->x)) return false;
  uint64_t t = 0;
  return ie::add_ok(s->p, s->h, &t) && ie::add_ok(t, s->i, &t) && ie::add_ok(t, s->b, &t) &&
         ie::add_ok(t, s->x, &t) && ie::add_ok(t, kHeader, &t);
}

// The exact size of the blob of a store.
GrB_Info blob_size_of(const Store& s, uint64_t* size) {
  Sections sec;
  if (!section_sizes(s.format, s.vlen, s.vdim, s.nvec, s.nvals, s.iso, s.tsize, &sec)) return GrB_OUT_OF_MEMORY;
  *size = kHeader + sec.total();
  return GrB_SUCCESS;
}

// Write the blob of A (whose materialized value is s) into `blob` of exactly `size` bytes.
void write_blob(unsigned char* blob, uint64_t size, const GB_Matrix_opaque* A, const Store& s, int compression) {
  std::memset(blob, 0, kHeader);
  std::memcpy(blob, kMagic, sizeof kMagic);
  put<uint32_t>(blob, kOffVersion, kVersion);
  put<uint32_t>(blob, kOffHeader, uint32_t(kHeader));
  put<uint64_t>(blob, kOffTotal, size);
  put<uint32_t>(blob, kOffKind, A->kind == ObjectKind::Vector ? 1u : 0u);
  put<uint32_t>(blob, kOffCode, uint32_t(s.code));
  put<uint64_t>(blob, kOffTsize, uint64_t(s.tsize));
  std::memcpy(blob + kNameOff, A->type->name, strnlen(A->type->name, GxB_MAX_NAME_LEN - 1));
  put<uint64_t>(blob, kOffNrows, A->nrows);
  put<uint64_t>(blob, kOffNcols, A->ncols);
  put<int64_t>(blob, kOffVlen, s.vlen);
  put<int64_t>(blob, kOffVdim, s.vdim);
  put<uint8_t>(blob, kOffByRow, s.by_row ? 1 : 0);
  put<uint8_t>(blob, kOffFormat, uint8_t(int(s.format)));
  put<uint8_t>(blob, kOffIso, s.iso ? 1 : 0);
  put<int32_t>(blob, kOffCompression, int32_t(compression));
  put<int64_t>(blob, kOffNvec, s.nvec);
  put<int64_t>(blob, kOffNvals, s.nvals);
  put<int32_t>(blob, kOffSparsity, int32_t(A->sparsity_control));
  put<double>(blob, kOffHyperSwitch, A->hyper_switch);
  put<double>(blob, kOffBitmapSwitch, A->bitmap_switch);
  Sections sec;
  section_sizes(s.format, s.vlen, s.vdim, s.nvec, s.nvals, s.iso, s.tsize, &sec);
  unsigned char* out = blob + kHeader;
  auto section = [&](const BufferPtr& b, uint64_t n) {
    if (n == 0) return;
    std::memcpy(out, b->ptr(), size_t(n));
    out += n;
  };
  section(s.p, sec.p);
  section(s.h, sec.h);
  section(s.i, sec.i);
  section(s.b, sec.b);
  section(s.x, sec.x);
  if (s.format == Format::Bitmap && !s.iso && sec.x > 0) {
    // a bitmap's value slots at absent positions were never written (or hold stale values): the
    // blob gets zeros there, so that it depends only on the matrix's value
    unsigned char* xo = out - sec.x;
    const int8_t* B = s.B();
    const uint64_t positions = sec.b;  // one byte per position
    for (uint64_t k = 0; k < positions; k++)
      if (B[k] == 0) std::memset(xo + k * s.tsize, 0, s.tsize);
  }
  put<uint64_t>(blob, kOffChecksum, checksum(blob + 16, size_t(size - 16)));
}

// The value of A to serialize.
GrB_Info serialize_store(GB_Matrix_opaque* A, StorePtr* s, uint64_t* size) {
  GB_TRY(wait_store(A, s));
  return blob_size_of(**s, size);
}

//------------------------------------------------------------------------------------------------
// reading
//------------------------------------------------------------------------------------------------
struct Header {
  uint32_t kind;
  TypeCode code;
  uint64_t tsize;
  char name[GxB_MAX_NAME_LEN];
  uint64_t nrows, ncols;
  int64_t vlen, vdim, nvec, nvals;
  bool by_row, iso;
  Format format;
  int32_t sparsity;
  double hyper_switch, bitmap_switch;
  Sections sec;
};

// Check everything that does not need the arrays: sizes, checksum, header fields.
GrB_Info read_header(const unsigned char* blob, GrB_Index blob_size, Header* h) {
  if (blob_size < kHeader) return GrB_INVALID_OBJECT;
  if (std::memcmp(blob, kMagic, sizeof kMagic) != 0) return GrB_INVALID_OBJECT;
  if (get<uint32_t>(blob, kOffVersion) != kVersion || get<uint32_t>(blob, kOffHeader) != kHeader)
    return GrB_INVALID_OBJECT;
  const uint64_t total = get<uint64_t>(blob, kOffTotal);
  if (total < kHeader || total != blob_size) return GrB_INVALID_OBJECT;
  if (get<uint64_t>(blob, kOffChecksum) != checksum(blob + 16, size_t(total - 16))) return GrB_INVALID_OBJECT;

  h->kind = get<uint32_t>(blob, kOffKind);
  const uint32_t code = get<uint32_t>(blob, kOffCode);
  h->tsize = get<uint64_t>(blob, kOffTsize);
  std::memcpy(h->name, blob + kNameOff, GxB_MAX_NAME_LEN);
  h->nrows = get<uint64_t>(blob, kOffNrows);
  h->ncols = get<uint64_t>(blob, kOffNcols);
  h->vlen = get<int64_t>(blob, kOffVlen);
  h->vdim = get<int64_t>(blob, kOffVdim);
  const uint8_t by_row = get<uint8_t>(blob, kOffByRow);
  const uint8_t format = get<uint8_t>(blob, kOffFormat);
  const uint8_t iso = get<uint8_t>(blob, kOffIso);
  h->nvec = get<int64_t>(blob, kOffNvec);
  h->nvals = get<int64_t>(blob, kOffNvals);
  h->sparsity = get<int32_t>(blob, kOffSparsity);
  h->hyper_switch = get<double>(blob, kOffHyperSwitch);
  h->bitmap_switch = get<double>(blob, kOffBitmapSwitch);

  if (h->kind > 1) return GrB_INVALID_OBJECT;
  if (code < uint32_t(TypeCode::Bool) || code > uint32_t(TypeCode::UDT)) return GrB_INVALID_OBJECT;
  h->code = TypeCode(code);
  if (h->code == TypeCode::UDT ? h->tsize == 0 : h->tsize != type_size(h->code)) return GrB_INVALID_OBJECT;
  if (std::memchr(h->name, 0, GxB_MAX_NAME_LEN) == nullptr) return GrB_INVALID_OBJECT;
  if (h->code != TypeCode::UDT && std::strcmp(h->name, type_name(h->code)) != 0) return GrB_INVALID_OBJECT;
  if (!valid_dim(h->nrows) || !valid_dim(h->ncols)) return GrB_INVALID_OBJECT;
  if (by_row > 1 || iso > 1 || get<uint8_t>(blob, kOffReserved1) != 0 || get<uint32_t>(blob, kOffReserved2) != 0)
    return GrB_INVALID_OBJECT;
  h->by_row = by_row == 1;
  h->iso = iso == 1;
  if (format != GxB_HYPERSPARSE && format != GxB_SPARSE && format != GxB_BITMAP && format != GxB_FULL)
    return GrB_INVALID_OBJECT;
  h->format = Format(format);
  if (uint64_t(h->vlen) != (h->by_row ? h->ncols : h->nrows) || uint64_t(h->vdim) != (h->by_row ? h->nrows : h->ncols))
    return GrB_INVALID_OBJECT;
  if (h->kind == 1 && h->ncols != 1) return GrB_INVALID_OBJECT;
  uint64_t dense = 0;
  const bool dense_ok = ie::mul_ok(uint64_t(h->vlen), uint64_t(h->vdim), &dense);
  if (h->nvals < 0 || uint64_t(h->nvals) > ie::kMaxEntries) return GrB_INVALID_OBJECT;
  switch (h->format) {
    case Format::Sparse:
      if (h->nvec != h->vdim) return GrB_INVALID_OBJECT;
      break;
    case Format::Hyper:
      if (h->nvec < 0 || h->nvec > h->vdim) return GrB_INVALID_OBJECT;
      break;
    case Format::Bitmap:
    case Format::Full:
      if (!dense_ok || h->nvec != h->vdim || uint64_t(h->nvals) > dense) return GrB_INVALID_OBJECT;
      if (h->format == Format::Full && uint64_t(h->nvals) != dense) return GrB_INVALID_OBJECT;
      break;
  }
  if (h->sparsity < 0 || h->sparsity > GxB_AUTO_SPARSITY) return GrB_INVALID_OBJECT;
  if (!std::isfinite(h->hyper_switch) || !std::isfinite(h->bitmap_switch)) return GrB_INVALID_OBJECT;
  h->sec = Sections();
  if (!section_sizes(h->format, h->vlen, h->vdim, h->nvec, h->nvals, h->iso, h->tsize, &h->sec))
    return GrB_INVALID_OBJECT;
  if (kHeader + h->sec.total() != total) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

// The type of the result: the blob's built-in type, or the caller's, which must match it.
GrB_Info resolve_type(const Header& h, GrB_Type type, GrB_Type* out) {
  if (h.code == TypeCode::UDT) {
    if (type == nullptr || type->code != TypeCode::UDT || type->size != h.tsize) return GrB_DOMAIN_MISMATCH;
    *out = type;
    return GrB_SUCCESS;
  }
  if (type != nullptr && type->code != h.code) return GrB_DOMAIN_MISMATCH;
  *out = builtin_type(h.code);
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
  // The whole structure is checked first, so a corrupt blob is GrB_INVALID_OBJECT whatever the
  // type and kind asked for; then the type (GrB_DOMAIN_MISMATCH) and the shape of a vector.
  try {
    auto s = std::make_shared<Store>();
    s->code = h.code;
    s->tsize = size_t(h.tsize);
    s->vlen = h.vlen;
    s->vdim = h.vdim;
    s->by_row = h.by_row;
    s->format = h.format;
    s->iso = h.iso;
    s->nvec = h.nvec;
    s->nvals = h.nvals;
    const unsigned char* in = bytes + kHeader;
    auto section = [&](uint64_t n, size_t min_bytes) -> BufferPtr {
      BufferPtr b = Buffer::allocate(std::max<size_t>(size_t(n), min_bytes));
      if (b && n > 0) std::memcpy(b->ptr(), in, size_t(n));
      in += n;
      return b;
    };
    const bool compressed = h.format == Format::Sparse || h.format == Format::Hyper;
    if (compressed) {
      s->p = section(h.sec.p, 8);
      if (h.format == Format::Hyper) s->h = section(h.sec.h, 8);
      s->i = section(h.sec.i, 8);
      if (!s->p || (h.format == Format::Hyper && !s->h) || !s->i) return GrB_OUT_OF_MEMORY;
      // p must be monotonic and end at nvals before the indices can be read (validate_store)
      const int64_t* P = s->P();
      if (P[s->nvec] != s->nvals) return GrB_INVALID_OBJECT;
    }
    if (h.format == Format::Bitmap) {
      s->b = section(h.sec.b, 1);
      if (!s->b) return GrB_OUT_OF_MEMORY;
    }
    s->x = section(h.sec.x, std::max<size_t>(s->tsize, 1));
    if (!s->x) return GrB_OUT_OF_MEMORY;
    // bool values arrive as bytes: one other than 0 or 1 is not a bool a kernel may load (UBSan:
    // "not a valid value for type bool"); nonzero is true, as a cast to bool makes it
    if (h.code == TypeCode::Bool) {
      unsigned char* xb = static_cast<unsigned char*>(s->X());
      for (uint64_t k = 0; k < h.sec.x; k++) xb[k] = xb[k] != 0;
    }
    if (s->iso && s->nvals == 0 && compressed) s->iso = false;  // (never written so; harmless)
    std::string why;
    if (!validate_store(*s, &why)) return GrB_INVALID_OBJECT;
    GrB_Type t = nullptr;
    GB_TRY(resolve_type(h, type, &t));
    if (kind == ObjectKind::Vector && h.ncols != 1) return GrB_DIMENSION_MISMATCH;
    s->type = t;

    GB_Matrix_opaque* M = nullptr;
    GB_TRY(new_container(&M, kind, t, h.nrows, h.ncols));
    if (kind == ObjectKind::Matrix) {
      M->by_row = h.by_row;
      M->sparsity_control = h.sparsity;
      M->hyper_switch = h.hyper_switch;
      M->bitmap_switch = h.bitmap_switch;
    }
    set_store(M, s);
    *C = M;
    return GrB_SUCCESS;
  } catch (const std::bad_alloc&) {
    return GrB_OUT_OF_MEMORY;
  }
}

// GxB_Matrix_serialize / GxB_Vector_serialize: the blob comes from the library's allocator.
GrB_Info serialize_alloc(void** blob_handle, GrB_Index* blob_size, GB_Matrix_opaque* A,
                         const GB_Descriptor_opaque* desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(blob_handle);
  GB_RETURN_IF_NULL(blob_size);
  GB_TRY(check_container(A));
  GB_CHECK_OPT(desc);
  StorePtr s;
  uint64_t size = 0;
  GB_TRY(serialize_store(A, &s, &size));
  unsigned char* blob = static_cast<unsigned char*>(mem_alloc(size_t(size)));
  if (!blob) return GrB_OUT_OF_MEMORY;
  write_blob(blob, size, A, *s, desc ? desc->compression : GxB_COMPRESSION_DEFAULT);
  *blob_handle = blob;
  *blob_size = size;
  return GrB_SUCCESS;
}

}  // namespace
}  // namespace gb::ser

extern "C" {

GrB_Info GrB_Matrix_serializeSize(GrB_Index* blob_size_handle, GrB_Matrix A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(blob_size_handle);
  GB_TRY(gb::check_container(A));
  gb::StorePtr s;
  uint64_t size = 0;
  GB_TRY(gb::ser::serialize_store(A, &s, &size));
  *blob_size_handle = size;
  return GrB_SUCCESS;
}

GrB_Info GrB_Matrix_serialize(void* blob, GrB_Index* blob_size_handle, GrB_Matrix A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(blob);
  GB_RETURN_IF_NULL(blob_size_handle);
  GB_TRY(gb::check_container(A));
  gb::StorePtr s;
  uint64_t size = 0;
  GB_TRY(gb::ser::serialize_store(A, &s, &size));
  if (*blob_size_handle < size)
    return gb::fail(A, GrB_INSUFFICIENT_SPACE, "the blob needs %llu bytes", (unsigned long long)size);
  gb::ser::write_blob(static_cast<unsigned char*>(blob), size, A, *s, GxB_COMPRESSION_DEFAULT);
  *blob_size_handle = size;
  return GrB_SUCCESS;
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

GrB_Info GxB_deserialize_type_name(char* type_name, const void* blob, GrB_Index blob_size) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(type_name);
  GB_RETURN_IF_NULL(blob);
  gb::ser::Header h;
  GB_TRY(gb::ser::read_header(static_cast<const unsigned char*>(blob), blob_size, &h));
  std::memcpy(type_name, h.name, GxB_MAX_NAME_LEN);
  return GrB_SUCCESS;
}

}  // extern "C"
