// Serialization: GrB/GxB_Matrix_serialize, GxB_Vector_serialize, the deserializers and
// GxB_deserialize_type_name. Round trips for every type and storage format (including a user
// type, iso values, empty and huge hypersparse matrices), type checks, and corrupt blobs. Blobs
// have SuiteSparse 7.4's layout, which carries no checksum: a flipped byte must either be refused
// (GrB_INVALID_OBJECT, or GrB_DOMAIN_MISMATCH for the type fields, nothing created) or give a
// valid object; every truncation is refused, and so is every structural fault of the header and
// the arrays (WellFormedButInvalidStructure). Interchange with SuiteSparse itself is ctest
// serialize_interchange (tests/differential).
#include <cmath>
#include <complex>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "test_util.hpp"

namespace {

struct Quad {
  double a, b, c, d;
};

GrB_Type quad_type() {
  static GrB_Type t = [] {
    GrB_Type q = nullptr;
    GxB_Type_new(&q, sizeof(Quad), "quad", "typedef struct { double a, b, c, d; } quad;");
    return q;
  }();
  return t;
}

GrB_Index nvals_of(GrB_Matrix A) {
  GrB_Index n = 0;
  EXPECT_EQ(GrB_Matrix_nvals(&n, A), GrB_SUCCESS);
  return n;
}

// Entries of a matrix as raw bytes (type-independent comparison through the UDT-free path: the
// GrB export of the matrix's own type).
struct RawEntries {
  GrB_Index m = 0, n = 0;
  std::vector<GrB_Index> I, J;
  std::vector<unsigned char> X;
  bool operator==(const RawEntries& o) const { return m == o.m && n == o.n && I == o.I && J == o.J && X == o.X; }
};

// extractTuples of the right type, by type object
GrB_Info tuples_of(GrB_Matrix A, GrB_Index* I, GrB_Index* J, void* X, GrB_Index* n) {
  GrB_Type t = nullptr;
  GxB_Matrix_type(&t, A);
  if (t == GrB_BOOL) return GrB_Matrix_extractTuples_BOOL(I, J, static_cast<bool*>(X), n, A);
  if (t == GrB_INT8) return GrB_Matrix_extractTuples_INT8(I, J, static_cast<int8_t*>(X), n, A);
  if (t == GrB_INT16) return GrB_Matrix_extractTuples_INT16(I, J, static_cast<int16_t*>(X), n, A);
  if (t == GrB_INT32) return GrB_Matrix_extractTuples_INT32(I, J, static_cast<int32_t*>(X), n, A);
  if (t == GrB_INT64) return GrB_Matrix_extractTuples_INT64(I, J, static_cast<int64_t*>(X), n, A);
  if (t == GrB_UINT8) return GrB_Matrix_extractTuples_UINT8(I, J, static_cast<uint8_t*>(X), n, A);
  if (t == GrB_UINT16) return GrB_Matrix_extractTuples_UINT16(I, J, static_cast<uint16_t*>(X), n, A);
  if (t == GrB_UINT32) return GrB_Matrix_extractTuples_UINT32(I, J, static_cast<uint32_t*>(X), n, A);
  if (t == GrB_UINT64) return GrB_Matrix_extractTuples_UINT64(I, J, static_cast<uint64_t*>(X), n, A);
  if (t == GrB_FP32) return GrB_Matrix_extractTuples_FP32(I, J, static_cast<float*>(X), n, A);
  if (t == GrB_FP64) return GrB_Matrix_extractTuples_FP64(I, J, static_cast<double*>(X), n, A);
  if (t == GxB_FC32) return GxB_Matrix_extractTuples_FC32(I, J, static_cast<GxB_FC32_t*>(X), n, A);
  if (t == GxB_FC64) return GxB_Matrix_extractTuples_FC64(I, J, static_cast<GxB_FC64_t*>(X), n, A);
  return GrB_Matrix_extractTuples_UDT(I, J, X, n, A);
}

RawEntries raw_entries(GrB_Matrix A) {
  RawEntries e;
  GrB_Matrix_nrows(&e.m, A);
  GrB_Matrix_ncols(&e.n, A);
  GrB_Type t = nullptr;
  GxB_Matrix_type(&t, A);
  size_t ts = 0;
  GxB_Type_size(&ts, t);
  GrB_Index n = nvals_of(A);
  e.I.resize(n);
  e.J.resize(n);
  e.X.resize(n * ts + 1);
  EXPECT_EQ(tuples_of(A, e.I.data(), e.J.data(), e.X.data(), &n), GrB_SUCCESS);
  e.X.resize(n * ts);
  return e;
}

// A 9x7 matrix of type t with a fixed pattern (empty rows and columns included); the value of
// entry k is k+1 written bytewise into the type (valid for every type: bool gets 0/1).
GrB_Matrix sample(GrB_Type t, GrB_Index m = 9, GrB_Index n = 7) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, t, m, n), GrB_SUCCESS);
  size_t ts = 0;
  GxB_Type_size(&ts, t);
  std::vector<GrB_Index> I, J;
  std::vector<unsigned char> X;
  int k = 0;
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++) {
      if (i == 3 || j == 2 || (i * 5 + j * 3) % 4 == 1) continue;
      I.push_back(i);
      J.push_back(j);
      std::vector<unsigned char> v(ts, 0);
      if (t == GrB_BOOL) v[0] = k % 2;
      else if (t == GrB_FP32) { float f = float(k) + 0.5f; std::memcpy(v.data(), &f, 4); }
      else if (t == GrB_FP64) { double d = k * 1.25; std::memcpy(v.data(), &d, 8); }
      else if (t == GxB_FC32) { float f[2] = {float(k), -1.0f}; std::memcpy(v.data(), f, 8); }
      else if (t == GxB_FC64) { double d[2] = {double(k), 2.5}; std::memcpy(v.data(), d, 16); }
      else if (t == quad_type()) { Quad q{double(k), 1, 2, 3}; std::memcpy(v.data(), &q, sizeof q); }
      else for (size_t b = 0; b < ts; b++) v[b] = (unsigned char)(k * 7 + b + 1);
      X.insert(X.end(), v.begin(), v.end());
      k++;
    }
  // build through the user-type path when t is a UDT; otherwise through the matching typed build
  // (values laid out in the type itself, so any typed build with the same C type works)
  GrB_Info info;
  if (t == GrB_BOOL) info = GrB_Matrix_build_BOOL(A, I.data(), J.data(), reinterpret_cast<bool*>(X.data()), I.size(), nullptr);
  else if (t == GrB_INT8) info = GrB_Matrix_build_INT8(A, I.data(), J.data(), reinterpret_cast<int8_t*>(X.data()), I.size(), nullptr);
  else if (t == GrB_INT16) info = GrB_Matrix_build_INT16(A, I.data(), J.data(), reinterpret_cast<int16_t*>(X.data()), I.size(), nullptr);
  else if (t == GrB_INT32) info = GrB_Matrix_build_INT32(A, I.data(), J.data(), reinterpret_cast<int32_t*>(X.data()), I.size(), nullptr);
  else if (t == GrB_INT64) info = GrB_Matrix_build_INT64(A, I.data(), J.data(), reinterpret_cast<int64_t*>(X.data()), I.size(), nullptr);
  else if (t == GrB_UINT8) info = GrB_Matrix_build_UINT8(A, I.data(), J.data(), reinterpret_cast<uint8_t*>(X.data()), I.size(), nullptr);
  else if (t == GrB_UINT16) info = GrB_Matrix_build_UINT16(A, I.data(), J.data(), reinterpret_cast<uint16_t*>(X.data()), I.size(), nullptr);
  else if (t == GrB_UINT32) info = GrB_Matrix_build_UINT32(A, I.data(), J.data(), reinterpret_cast<uint32_t*>(X.data()), I.size(), nullptr);
  else if (t == GrB_UINT64) info = GrB_Matrix_build_UINT64(A, I.data(), J.data(), reinterpret_cast<uint64_t*>(X.data()), I.size(), nullptr);
  else if (t == GrB_FP32) info = GrB_Matrix_build_FP32(A, I.data(), J.data(), reinterpret_cast<float*>(X.data()), I.size(), nullptr);
  else if (t == GrB_FP64) info = GrB_Matrix_build_FP64(A, I.data(), J.data(), reinterpret_cast<double*>(X.data()), I.size(), nullptr);
  else if (t == GxB_FC32) info = GxB_Matrix_build_FC32(A, I.data(), J.data(), reinterpret_cast<GxB_FC32_t*>(X.data()), I.size(), nullptr);
  else if (t == GxB_FC64) info = GxB_Matrix_build_FC64(A, I.data(), J.data(), reinterpret_cast<GxB_FC64_t*>(X.data()), I.size(), nullptr);
  else info = GrB_Matrix_build_UDT(A, I.data(), J.data(), X.data(), I.size(), nullptr);
  EXPECT_EQ(info, GrB_SUCCESS);
  return A;
}

// Serialize with both the GxB (library-allocated) and the GrB (caller-allocated) forms; they
// must produce the same bytes.
std::vector<unsigned char> blob_of(GrB_Matrix A) {
  void* blob = nullptr;
  GrB_Index size = 0;
  EXPECT_EQ(GxB_Matrix_serialize(&blob, &size, A, nullptr), GrB_SUCCESS);
  std::vector<unsigned char> b(static_cast<unsigned char*>(blob), static_cast<unsigned char*>(blob) + size);
  std::free(blob);
  GrB_Index bound = 0;
  EXPECT_EQ(GrB_Matrix_serializeSize(&bound, A), GrB_SUCCESS);
  EXPECT_GE(bound, size);
  std::vector<unsigned char> c(bound + 16);
  GrB_Index csize = c.size();
  EXPECT_EQ(GrB_Matrix_serialize(c.data(), &csize, A), GrB_SUCCESS);
  EXPECT_EQ(csize, size);
  c.resize(csize);
  EXPECT_EQ(b, c);
  return b;
}

GrB_Type all_types[] = {GrB_BOOL,   GrB_INT8,   GrB_INT16, GrB_INT32, GrB_INT64, GrB_UINT8, GrB_UINT16,
                        GrB_UINT32, GrB_UINT64, GrB_FP32,  GrB_FP64,  GxB_FC32,  GxB_FC64};

TEST(Serialize, RoundTripEveryBuiltinType) {
  for (GrB_Type t : all_types) {
    char tname[GxB_MAX_NAME_LEN];
    ASSERT_EQ(GxB_Type_name(tname, t), GrB_SUCCESS);
    SCOPED_TRACE(tname);
    GrB_Matrix A = sample(t);
    const std::vector<unsigned char> blob = blob_of(A);
    for (bool give_type : {false, true}) {
      GrB_Matrix B = nullptr;
      ASSERT_EQ(GrB_Matrix_deserialize(&B, give_type ? t : nullptr, blob.data(), blob.size()), GrB_SUCCESS);
      GrB_Type bt = nullptr;
      ASSERT_EQ(GxB_Matrix_type(&bt, B), GrB_SUCCESS);
      EXPECT_EQ(bt, t);
      EXPECT_TRUE(raw_entries(A) == raw_entries(B));
      GrB_Matrix_free(&B);
    }
    char name[GxB_MAX_NAME_LEN];
    ASSERT_EQ(GxB_deserialize_type_name(name, blob.data(), blob.size()), GrB_SUCCESS);
    // SuiteSparse 7.4's names, which GxB_Type_name gives too but for the complex types
    EXPECT_STREQ(name, t == GxB_FC32 ? "GxB_FC32_t" : t == GxB_FC64 ? "GxB_FC64_t" : tname);
    // another built-in type is refused, and so is a user type
    GrB_Matrix B = reinterpret_cast<GrB_Matrix>(0x1);
    EXPECT_EQ(GxB_Matrix_deserialize(&B, t == GrB_INT8 ? GrB_UINT8 : GrB_INT8, blob.data(), blob.size(), nullptr),
              GrB_DOMAIN_MISMATCH);
    EXPECT_EQ(B, nullptr);
    EXPECT_EQ(GxB_Matrix_deserialize(&B, quad_type(), blob.data(), blob.size(), nullptr), GrB_DOMAIN_MISMATCH);
    GrB_Matrix_free(&A);
  }
}

TEST(Serialize, UserDefinedType) {
  GrB_Matrix A = sample(quad_type());
  const std::vector<unsigned char> blob = blob_of(A);
  char name[GxB_MAX_NAME_LEN];
  ASSERT_EQ(GxB_deserialize_type_name(name, blob.data(), blob.size()), GrB_SUCCESS);
  EXPECT_STREQ(name, "quad");
  GrB_Matrix B = nullptr;
  // the user type must be given, and must have the blob's size
  EXPECT_EQ(GrB_Matrix_deserialize(&B, nullptr, blob.data(), blob.size()), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_deserialize(&B, GrB_FP64, blob.data(), blob.size()), GrB_DOMAIN_MISMATCH);
  GrB_Type small = nullptr;
  ASSERT_EQ(GxB_Type_new(&small, 8, "small", nullptr), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_deserialize(&B, small, blob.data(), blob.size()), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(B, nullptr);
  ASSERT_EQ(GrB_Matrix_deserialize(&B, quad_type(), blob.data(), blob.size()), GrB_SUCCESS);
  EXPECT_TRUE(raw_entries(A) == raw_entries(B));
  GrB_Matrix_free(&B);
  // another user type of the same size is refused: the blob carries the type's name, and
  // SuiteSparse 7.4 compares it
  GrB_Type other = nullptr;
  ASSERT_EQ(GxB_Type_new(&other, sizeof(Quad), "other", nullptr), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_deserialize(&B, other, blob.data(), blob.size()), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(B, nullptr);
  GrB_Type_free(&other);
  GrB_Type_free(&small);
  GrB_Matrix_free(&A);
}

// Storage formats: pack each (sparse, hyper, bitmap, full, both orientations, iso) and serialize.
TEST(Serialize, EveryStorageFormatAndIso) {
  const GrB_Index m = 4, n = 3;
  for (int fmt = 0; fmt < 8; fmt++) {
    SCOPED_TRACE(fmt);
    const bool by_row = fmt % 2 == 0;
    const int kind = fmt / 2;  // 0 sparse, 1 hyper, 2 bitmap, 3 full
    for (bool iso : {false, true}) {
      GrB_Matrix A = nullptr;
      ASSERT_EQ(GrB_Matrix_new(&A, GrB_INT32, m, n), GrB_SUCCESS);
      const GrB_Index vdim = by_row ? m : n, vlen = by_row ? n : m;
      // entries: every (v, i) with (v + i) % 2 == 0, or all of them for full
      std::vector<GrB_Index> p{0}, h, i;
      std::vector<int8_t> b;
      std::vector<int32_t> x;
      for (GrB_Index v = 0; v < vdim; v++) {
        GrB_Index cnt = 0;
        for (GrB_Index q = 0; q < vlen; q++) {
          const bool present = kind == 3 || (v + q) % 2 == 0;
          if (kind >= 2) {
            b.push_back(present);
            x.push_back(present ? int32_t(v * 10 + q) : 0);
          } else if (present) {
            i.push_back(q);
            x.push_back(int32_t(v * 10 + q));
            cnt++;
          }
        }
        if (kind == 1 && cnt == 0) continue;
        if (kind == 1) h.push_back(v);
        p.push_back(i.size());
      }
      if (iso) x.assign(1, 77);
      auto dup = [](const auto& v) {
        using E = typename std::decay_t<decltype(v)>::value_type;
        E* a = static_cast<E*>(std::malloc(std::max<size_t>(v.size() * sizeof(E), 1)));
        if (!v.empty()) std::memcpy(a, v.data(), v.size() * sizeof(E));
        return a;
      };
      GrB_Index *P = dup(p), *H = dup(h), *Iv = dup(i);
      int8_t* B = dup(b);
      void* X = dup(x);
      const GrB_Index xs = x.size() * 4;
      GrB_Info info = GrB_PANIC;
      const GrB_Index nbits = std::count(b.begin(), b.end(), 1);
      switch (kind) {
        case 0:
          info = by_row ? GxB_Matrix_pack_CSR(A, &P, &Iv, &X, p.size() * 8, i.size() * 8, xs, iso, false, nullptr)
                        : GxB_Matrix_pack_CSC(A, &P, &Iv, &X, p.size() * 8, i.size() * 8, xs, iso, false, nullptr);
          break;
        case 1:
          info = by_row ? GxB_Matrix_pack_HyperCSR(A, &P, &H, &Iv, &X, p.size() * 8, h.size() * 8, i.size() * 8, xs,
                                                   iso, h.size(), false, nullptr)
                        : GxB_Matrix_pack_HyperCSC(A, &P, &H, &Iv, &X, p.size() * 8, h.size() * 8, i.size() * 8, xs,
                                                   iso, h.size(), false, nullptr);
          break;
        case 2:
          info = by_row ? GxB_Matrix_pack_BitmapR(A, &B, &X, b.size(), xs, iso, nbits, nullptr)
                        : GxB_Matrix_pack_BitmapC(A, &B, &X, b.size(), xs, iso, nbits, nullptr);
          break;
        default:
          info = by_row ? GxB_Matrix_pack_FullR(A, &X, xs, iso, nullptr) : GxB_Matrix_pack_FullC(A, &X, xs, iso, nullptr);
      }
      ASSERT_EQ(info, GrB_SUCCESS);
      std::free(P);
      std::free(H);
      std::free(Iv);
      std::free(B);
      std::free(X);
      const std::vector<unsigned char> blob = blob_of(A);
      GrB_Matrix C = nullptr;
      ASSERT_EQ(GxB_Matrix_deserialize(&C, nullptr, blob.data(), blob.size(), nullptr), GrB_SUCCESS);
      EXPECT_TRUE(raw_entries(A) == raw_entries(C));
      bool a_iso = false, c_iso = false;
      ASSERT_EQ(GxB_Matrix_iso(&a_iso, A), GrB_SUCCESS);
      ASSERT_EQ(GxB_Matrix_iso(&c_iso, C), GrB_SUCCESS);
      EXPECT_EQ(a_iso, c_iso);
      if (iso) EXPECT_TRUE(c_iso);
      GrB_Format fa, fc;
      ASSERT_EQ(GrB_Matrix_exportHint(&fa, A), GrB_SUCCESS);
      ASSERT_EQ(GrB_Matrix_exportHint(&fc, C), GrB_SUCCESS);
      EXPECT_EQ(fa, fc);  // orientation (and hypersparsity) survive
      GrB_Matrix_free(&C);
      GrB_Matrix_free(&A);
    }
  }
}

TEST(Serialize, EmptyAndHugeHypersparse) {
  for (GrB_Index dim : {GrB_Index(0), GrB_Index(5), GrB_Index(1) << 50, GrB_INDEX_MAX + 1}) {
    SCOPED_TRACE(dim);
    GrB_Matrix A = nullptr;
    ASSERT_EQ(GrB_Matrix_new(&A, GrB_FP64, dim, dim), GrB_SUCCESS);
    std::vector<unsigned char> blob = blob_of(A);
    GrB_Matrix B = nullptr;
    ASSERT_EQ(GrB_Matrix_deserialize(&B, nullptr, blob.data(), blob.size()), GrB_SUCCESS);
    EXPECT_TRUE(raw_entries(A) == raw_entries(B));
    GrB_Matrix_free(&B);
    if (dim > 5) {
      ASSERT_EQ(GrB_Matrix_setElement_FP64(A, 1.5, dim - 1, 3), GrB_SUCCESS);
      ASSERT_EQ(GrB_Matrix_setElement_FP64(A, -2.5, 7, dim - 1), GrB_SUCCESS);
      blob = blob_of(A);
      EXPECT_LT(blob.size(), 1024u);  // hypersparse: no array of the dimension's size
      ASSERT_EQ(GrB_Matrix_deserialize(&B, GrB_FP64, blob.data(), blob.size()), GrB_SUCCESS);
      EXPECT_TRUE(raw_entries(A) == raw_entries(B));
      double x = 0;
      ASSERT_EQ(GrB_Matrix_extractElement_FP64(&x, B, dim - 1, 3), GrB_SUCCESS);
      EXPECT_EQ(x, 1.5);
      GrB_Matrix_free(&B);
    }
    GrB_Matrix_free(&A);
  }
}

TEST(Serialize, PendingWorkIsIncluded) {
  GrB_Matrix A = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&A, GrB_INT64, 10, 10), GrB_SUCCESS);
  for (int k = 0; k < 10; k++) ASSERT_EQ(GrB_Matrix_setElement_INT64(A, k, k, 9 - k), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_removeElement(A, 4, 5), GrB_SUCCESS);
  // no wait: serialize finishes the pending updates
  void* blob = nullptr;
  GrB_Index size = 0;
  ASSERT_EQ(GxB_Matrix_serialize(&blob, &size, A, nullptr), GrB_SUCCESS);
  GrB_Matrix B = nullptr;
  ASSERT_EQ(GrB_Matrix_deserialize(&B, nullptr, blob, size), GrB_SUCCESS);
  EXPECT_EQ(nvals_of(B), 9u);
  int64_t x = 0;
  EXPECT_EQ(GrB_Matrix_extractElement_INT64(&x, B, 4, 5), GrB_NO_VALUE);
  ASSERT_EQ(GrB_Matrix_extractElement_INT64(&x, B, 9, 0), GrB_SUCCESS);
  EXPECT_EQ(x, 9);
  std::free(blob);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&A);
}

TEST(Serialize, Vectors) {
  GrB_Vector v = nullptr;
  ASSERT_EQ(GrB_Vector_new(&v, GrB_UINT16, 12), GrB_SUCCESS);
  for (GrB_Index i : {0, 5, 11}) ASSERT_EQ(GrB_Vector_setElement_UINT16(v, uint16_t(i * 100 + 1), i), GrB_SUCCESS);
  void* blob = nullptr;
  GrB_Index size = 0;
  ASSERT_EQ(GxB_Vector_serialize(&blob, &size, v, nullptr), GrB_SUCCESS);
  GrB_Vector w = nullptr;
  ASSERT_EQ(GxB_Vector_deserialize(&w, nullptr, blob, size, nullptr), GrB_SUCCESS);
  GrB_Index n = 0, nv = 0;
  ASSERT_EQ(GrB_Vector_size(&n, w), GrB_SUCCESS);
  ASSERT_EQ(GrB_Vector_nvals(&nv, w), GrB_SUCCESS);
  EXPECT_EQ(n, 12u);
  EXPECT_EQ(nv, 3u);
  uint16_t x = 0;
  ASSERT_EQ(GrB_Vector_extractElement_UINT16(&x, w, 5), GrB_SUCCESS);
  EXPECT_EQ(x, 501);
  // a vector blob is an n-by-1 matrix
  GrB_Matrix M = nullptr;
  ASSERT_EQ(GxB_Matrix_deserialize(&M, GrB_UINT16, blob, size, nullptr), GrB_SUCCESS);
  GrB_Index c = 0;
  ASSERT_EQ(GrB_Matrix_ncols(&c, M), GrB_SUCCESS);
  EXPECT_EQ(c, 1u);
  ASSERT_EQ(GrB_Matrix_extractElement_UINT16(&x, M, 11, 0), GrB_SUCCESS);
  EXPECT_EQ(x, 1101);
  std::free(blob);
  // an n-by-1 matrix blob is a vector, a 9x7 one is not
  ASSERT_EQ(GxB_Matrix_serialize(&blob, &size, M, nullptr), GrB_SUCCESS);
  GrB_Vector_free(&w);
  ASSERT_EQ(GxB_Vector_deserialize(&w, nullptr, blob, size, nullptr), GrB_SUCCESS);
  ASSERT_EQ(GrB_Vector_extractElement_UINT16(&x, w, 0), GrB_SUCCESS);
  EXPECT_EQ(x, 1);
  std::free(blob);
  // an n-by-1 matrix stored by row (n vectors of length 1) is a vector too
  GrB_Matrix R = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&R, GrB_UINT16, 12, 1), GrB_SUCCESS);
  ASSERT_EQ(GxB_Matrix_Option_set(R, GxB_FORMAT, GxB_BY_ROW), GrB_SUCCESS);
  for (GrB_Index i : {2, 7}) ASSERT_EQ(GrB_Matrix_setElement_UINT16(R, uint16_t(i + 40), i, 0), GrB_SUCCESS);
  ASSERT_EQ(GxB_Matrix_serialize(&blob, &size, R, nullptr), GrB_SUCCESS);
  GrB_Vector_free(&w);
  ASSERT_EQ(GxB_Vector_deserialize(&w, nullptr, blob, size, nullptr), GrB_SUCCESS);
  ASSERT_EQ(GrB_Vector_nvals(&nv, w), GrB_SUCCESS);
  EXPECT_EQ(nv, 2u);
  ASSERT_EQ(GrB_Vector_extractElement_UINT16(&x, w, 7), GrB_SUCCESS);
  EXPECT_EQ(x, 47);
  std::free(blob);
  GrB_Matrix_free(&R);
  GrB_Matrix A = sample(GrB_FP64);
  ASSERT_EQ(GxB_Matrix_serialize(&blob, &size, A, nullptr), GrB_SUCCESS);
  GrB_Vector u = reinterpret_cast<GrB_Vector>(0x1);
  EXPECT_EQ(GxB_Vector_deserialize(&u, nullptr, blob, size, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(u, nullptr);
  std::free(blob);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&M);
  GrB_Vector_free(&w);
  GrB_Vector_free(&v);
}

TEST(Serialize, CompressionSettingsAreAccepted) {
  GrB_Matrix A = sample(GrB_INT16);
  GrB_Descriptor d = nullptr;
  ASSERT_EQ(GrB_Descriptor_new(&d), GrB_SUCCESS);
  for (int method : {GxB_COMPRESSION_NONE, GxB_COMPRESSION_DEFAULT, GxB_COMPRESSION_LZ4, GxB_COMPRESSION_LZ4HC + 5,
                     GxB_COMPRESSION_ZSTD + 9, GxB_COMPRESSION_INTEL, 12345}) {
    ASSERT_EQ(GxB_Desc_set(d, GxB_COMPRESSION, method), GrB_SUCCESS);
    void* blob = nullptr;
    GrB_Index size = 0;
    ASSERT_EQ(GxB_Matrix_serialize(&blob, &size, A, d), GrB_SUCCESS);
    GrB_Matrix B = nullptr;
    ASSERT_EQ(GxB_Matrix_deserialize(&B, nullptr, blob, size, d), GrB_SUCCESS);
    EXPECT_TRUE(raw_entries(A) == raw_entries(B));
    GrB_Matrix_free(&B);
    std::free(blob);
  }
  GrB_Descriptor_free(&d);
  GrB_Matrix_free(&A);
}

TEST(Serialize, ArgumentErrors) {
  GrB_Matrix A = sample(GrB_FP32);
  const std::vector<unsigned char> blob = blob_of(A);
  void* b = reinterpret_cast<void*>(0x1);
  GrB_Index size = 5;
  EXPECT_EQ(GxB_Matrix_serialize(nullptr, &size, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_serialize(&b, nullptr, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_serialize(&b, &size, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Vector_serialize(&b, &size, nullptr, nullptr), GrB_NULL_POINTER);
  alignas(64) unsigned char garbage[512];
  std::memset(garbage, 0x5a, sizeof garbage);
  EXPECT_EQ(GxB_Matrix_serialize(&b, &size, reinterpret_cast<GrB_Matrix>(garbage), nullptr), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GxB_Matrix_serialize(&b, &size, A, reinterpret_cast<GrB_Descriptor>(garbage)), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(b, reinterpret_cast<void*>(0x1));
  EXPECT_EQ(size, 5u);
  EXPECT_EQ(GrB_Matrix_serializeSize(nullptr, A), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_serializeSize(&size, reinterpret_cast<GrB_Matrix>(garbage)), GrB_UNINITIALIZED_OBJECT);
  // GrB_Matrix_serialize into a blob that is too small: nothing written, size unchanged
  std::vector<unsigned char> small(blob.size() - 1, 0xAB);
  size = small.size();
  EXPECT_EQ(GrB_Matrix_serialize(small.data(), &size, A), GrB_INSUFFICIENT_SPACE);
  EXPECT_EQ(size, small.size());
  for (unsigned char c : small) ASSERT_EQ(c, 0xAB);
  EXPECT_EQ(GrB_Matrix_serialize(nullptr, &size, A), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_serialize(small.data(), nullptr, A), GrB_NULL_POINTER);
  // deserialize
  GrB_Matrix C = reinterpret_cast<GrB_Matrix>(0x1);
  EXPECT_EQ(GrB_Matrix_deserialize(nullptr, nullptr, blob.data(), blob.size()), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_deserialize(&C, nullptr, nullptr, blob.size()), GrB_NULL_POINTER);
  EXPECT_EQ(C, reinterpret_cast<GrB_Matrix>(0x1));
  EXPECT_EQ(GrB_Matrix_deserialize(&C, reinterpret_cast<GrB_Type>(garbage), blob.data(), blob.size()),
            GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GxB_Matrix_deserialize(&C, nullptr, blob.data(), blob.size(), reinterpret_cast<GrB_Descriptor>(garbage)),
            GrB_UNINITIALIZED_OBJECT);
  GrB_Vector w = reinterpret_cast<GrB_Vector>(0x1);
  EXPECT_EQ(GxB_Vector_deserialize(&w, nullptr, nullptr, blob.size(), nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(w, reinterpret_cast<GrB_Vector>(0x1));
  EXPECT_EQ(GxB_Vector_deserialize(nullptr, nullptr, blob.data(), blob.size(), nullptr), GrB_NULL_POINTER);
  char name[GxB_MAX_NAME_LEN];
  EXPECT_EQ(GxB_deserialize_type_name(nullptr, blob.data(), blob.size()), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_deserialize_type_name(name, nullptr, blob.size()), GrB_NULL_POINTER);
  GrB_Matrix_free(&A);
}

//------------------------------------------------------------------------------------------------
// corrupt blobs
//------------------------------------------------------------------------------------------------
void expect_rejected(const std::vector<unsigned char>& blob, GrB_Index size) {
  GrB_Matrix C = reinterpret_cast<GrB_Matrix>(0x1);
  EXPECT_EQ(GrB_Matrix_deserialize(&C, nullptr, blob.data(), size), GrB_INVALID_OBJECT);
  EXPECT_EQ(C, nullptr);
  C = reinterpret_cast<GrB_Matrix>(0x1);
  EXPECT_EQ(GxB_Matrix_deserialize(&C, GrB_FP64, blob.data(), size, nullptr), GrB_INVALID_OBJECT);
  EXPECT_EQ(C, nullptr);
  GrB_Vector w = nullptr;
  EXPECT_EQ(GxB_Vector_deserialize(&w, nullptr, blob.data(), size, nullptr), GrB_INVALID_OBJECT);
}

// A blob with a flipped byte is refused or deserializes to a valid matrix: never a crash, never an
// object that a later call finds broken.
void expect_refused_or_valid(const std::vector<unsigned char>& blob) {
  GrB_Matrix C = reinterpret_cast<GrB_Matrix>(0x1);
  const GrB_Info info = GrB_Matrix_deserialize(&C, nullptr, blob.data(), blob.size());
  if (info != GrB_SUCCESS) {
    EXPECT_TRUE(info == GrB_INVALID_OBJECT || info == GrB_DOMAIN_MISMATCH || info == GrB_OUT_OF_MEMORY) << info;
    EXPECT_EQ(C, nullptr);
    return;
  }
  GrB_Index nrows = 0, ncols = 0, nvals = 0;
  EXPECT_EQ(GrB_Matrix_nrows(&nrows, C), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_ncols(&ncols, C), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_nvals(&nvals, C), GrB_SUCCESS);
  GrB_Type t = nullptr;
  EXPECT_EQ(GxB_Matrix_type(&t, C), GrB_SUCCESS);
  if (nvals < 4096) {
    size_t ts = 0;
    GxB_Type_size(&ts, t);
    std::vector<GrB_Index> I(nvals + 1), J(nvals + 1);
    std::vector<unsigned char> X((nvals + 1) * ts);
    GrB_Index n = nvals;
    EXPECT_EQ(tuples_of(C, I.data(), J.data(), X.data(), &n), GrB_SUCCESS);
    for (GrB_Index k = 0; k < n; k++) EXPECT_TRUE(I[k] < nrows && J[k] < ncols);
  }
  GrB_Matrix_free(&C);
}

TEST(Serialize, EveryCorruptByteIsSafe) {
  // uncompressed and compressed (ZSTD, LZ4) blobs of a 5x4 FP64 matrix and of a larger one
  GrB_Matrix A = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&A, GrB_FP64, 5, 4), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_FP64(A, 1.5, 0, 1), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_FP64(A, 2.5, 3, 3), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_FP64(A, 3.5, 3, 0), GrB_SUCCESS);
  GrB_Matrix big = sample(GrB_INT32, 40, 30);
  GrB_Descriptor d = nullptr;
  ASSERT_EQ(GrB_Descriptor_new(&d), GrB_SUCCESS);
  char name[GxB_MAX_NAME_LEN];
  for (GrB_Matrix M : {A, big})
    for (int method : {GxB_COMPRESSION_NONE, GxB_COMPRESSION_ZSTD, GxB_COMPRESSION_LZ4}) {
      ASSERT_EQ(GxB_Desc_set(d, GxB_COMPRESSION, method), GrB_SUCCESS);
      void* raw = nullptr;
      GrB_Index size = 0;
      ASSERT_EQ(GxB_Matrix_serialize(&raw, &size, M, d), GrB_SUCCESS);
      std::vector<unsigned char> blob(static_cast<unsigned char*>(raw), static_cast<unsigned char*>(raw) + size);
      std::free(raw);
      for (size_t k = 0; k < blob.size(); k++)
        for (unsigned char flip : {0x01, 0x80, 0xFF}) {
          SCOPED_TRACE(k);
          blob[k] ^= flip;
          expect_refused_or_valid(blob);
          blob[k] ^= flip;
        }
      // every truncation, and a blob with a trailing byte
      for (size_t len = 0; len < blob.size(); len++) {
        SCOPED_TRACE(len);
        expect_rejected(blob, len);
        EXPECT_EQ(GxB_deserialize_type_name(name, blob.data(), len), GrB_INVALID_OBJECT);
      }
      std::vector<unsigned char> longer = blob;
      longer.push_back(0);
      expect_rejected(longer, longer.size());
      // the intact blob still works
      GrB_Matrix C = nullptr;
      ASSERT_EQ(GrB_Matrix_deserialize(&C, nullptr, blob.data(), blob.size()), GrB_SUCCESS);
      EXPECT_TRUE(raw_entries(M) == raw_entries(C));
      GrB_Matrix_free(&C);
    }
  GrB_Descriptor_free(&d);
  GrB_Matrix_free(&big);
  GrB_Matrix_free(&A);
}

template <class T> void poke(std::vector<unsigned char>& blob, size_t off, T v) {
  std::memcpy(blob.data() + off, &v, sizeof v);
}

// A small blob that claims huge arrays (lengths consistent with each other, blocks that cannot
// hold them) is refused before anything is allocated: GrB_INVALID_OBJECT, not an allocation of
// terabytes (GrB_OUT_OF_MEMORY, or an abort under AddressSanitizer).
TEST(Serialize, HugeClaimsAreRefusedBeforeAllocating) {
  GrB_Matrix big = sample(GrB_FP64, 40, 30);
  GrB_Descriptor d = nullptr;
  ASSERT_EQ(GrB_Descriptor_new(&d), GrB_SUCCESS);
  for (int method : {GxB_COMPRESSION_ZSTD, GxB_COMPRESSION_LZ4}) {
    SCOPED_TRACE(method);
    ASSERT_EQ(GxB_Desc_set(d, GxB_COMPRESSION, method), GrB_SUCCESS);
    void* raw = nullptr;
    GrB_Index size = 0;
    ASSERT_EQ(GxB_Matrix_serialize(&raw, &size, big, d), GrB_SUCCESS);
    std::vector<unsigned char> blob(static_cast<unsigned char*>(raw), static_cast<unsigned char*>(raw) + size);
    std::free(raw);
    const int64_t entries = int64_t(1) << 37;  // i and x: 1 TB each
    poke<int64_t>(blob, 64 + 24, 8 * entries);
    poke<int64_t>(blob, 64 + 32, 8 * entries);
    expect_rejected(blob, blob.size());
  }
  GrB_Descriptor_free(&d);
  GrB_Matrix_free(&big);
}

TEST(Serialize, WellFormedButInvalidStructure) {
  // A 5x4 sparse-by-row FP64 matrix with 3 entries, uncompressed: the 160-byte header, the block
  // ends of p, i and x (one block each) at 160, then p at 184 (6 words), i at 232 (3), x at 256 (3).
  GrB_Matrix A = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&A, GrB_FP64, 5, 4), GrB_SUCCESS);
  // sparse: under automatic control 3 entries of 20 are past the bitmap switch (as in SuiteSparse)
  ASSERT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_SPARSE), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_FP64(A, 1.5, 0, 1), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_FP64(A, 2.5, 1, 3), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_FP64(A, 3.5, 2, 0), GrB_SUCCESS);
  GrB_Descriptor d = nullptr;
  ASSERT_EQ(GrB_Descriptor_new(&d), GrB_SUCCESS);
  ASSERT_EQ(GxB_Desc_set(d, GxB_COMPRESSION, GxB_COMPRESSION_NONE), GrB_SUCCESS);
  void* raw = nullptr;
  GrB_Index size = 0;
  ASSERT_EQ(GxB_Matrix_serialize(&raw, &size, A, d), GrB_SUCCESS);
  const std::vector<unsigned char> good(static_cast<unsigned char*>(raw), static_cast<unsigned char*>(raw) + size);
  std::free(raw);
  ASSERT_EQ(good.size(), 160u + 3 * 8 + 6 * 8 + 3 * 8 + 3 * 8);
  int32_t format = 0;
  std::memcpy(&format, good.data() + 116, 4);
  ASSERT_EQ(format, 4 * GxB_SPARSE);  // sparse, not iso, by row
  struct Edit {
    size_t off;
    int64_t value;
    int bytes;
  };
  const Edit edits[] = {
      {184 + 8, 1000000, 8},   // p[1] far beyond nvals
      {184 + 8, -1, 8},        // p[1] negative
      {184 + 0, 1, 8},         // p[0] != 0
      {184 + 16, 0, 8},        // p not monotonic (p[1] = 1, p[2] = 0)
      {184 + 40, 2, 8},        // p[5] does not match the length of i
      {232 + 8, 4, 8},         // column index out of range
      {232 + 8, -5, 8},        // negative index
      {232 + 8, 1, 8},         // indices of a row not increasing (row 1 has one entry: use row 0's)
      {0, 100, 8},             // blob size field
      {8, 99, 4},              // unknown type code
      {8, 0, 4},               // type code 0
      {16, -1, 8},             // negative vlen
      {32, 4, 8},              // nvec != vdim for a sparse matrix
      {64, 40, 8},             // length of p inconsistent with nvec
      {64 + 24, 20, 8},        // length of i not a whole number of indices
      {64 + 32, 16, 8},        // length of x inconsistent with the entries
      {116, 4 * 3, 4},         // unknown format
      {116, -1, 4},            // negative format word
      {120, 2, 4},             // two blocks for p (its block ends then run past the arrays)
      {120 + 16, 1, 4},        // a block for b, which a sparse matrix has not
      {120 + 4, 3001, 4},      // p recorded as ZSTD: its bytes are no ZSTD frame
      {120 + 4, 1000, 4},      // p recorded as LZ4: not an LZ4 block of 48 bytes
      {160, 47, 8},            // p's block ends one byte early
      {160, 1000, 8},          // p's block ends beyond the blob
      {168, 0, 8},             // an empty block for i
  };
  for (const Edit& e : edits) {
    SCOPED_TRACE(e.off);
    SCOPED_TRACE(e.value);
    std::vector<unsigned char> b = good;
    if (e.bytes == 8) poke<int64_t>(b, e.off, e.value);
    else poke<int32_t>(b, e.off, int32_t(e.value));
    if (e.off == 232 + 8 && e.value == 1) {  // make row 0 hold two entries, the second not after the first
      poke<int64_t>(b, 184 + 8, 2);
      poke<int64_t>(b, 232 + 0, 3);
    }
    expect_rejected(b, b.size());
  }
  // a type size that does not match the built-in type is a domain mismatch, as in SuiteSparse
  std::vector<unsigned char> b = good;
  poke<int64_t>(b, 56, 4);
  GrB_Matrix C = reinterpret_cast<GrB_Matrix>(0x1);
  EXPECT_EQ(GrB_Matrix_deserialize(&C, nullptr, b.data(), b.size()), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(C, nullptr);
  GrB_Descriptor_free(&d);
  GrB_Matrix_free(&A);
}

}  // namespace
