// GrB_Matrix_import/export (copies), exportSize/exportHint, and the GxB pack/unpack and older
// GxB import/export families (moves): round trips in every format for every type, zero-copy
// where the layout allows, iso and jumbled input, shared storage, huge hypersparse matrices, and
// every error case with the outputs and the caller's arrays left untouched.
#include <algorithm>
#include <complex>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <vector>

#include "test_util.hpp"

namespace {

// A user-defined type without padding, so values compare bytewise.
struct Udt {
  int64_t a;
  double b;
};

GrB_Type udt_type() {
  static GrB_Type t = [] {
    GrB_Type u = nullptr;
    GxB_Type_new(&u, sizeof(Udt), "Udt", "typedef struct { int64_t a; double b; } Udt;");
    return u;
  }();
  return t;
}

template <class T> struct Tr;
#define IE_TRAITS(T, GT, SFX, PFX, VAL)                                                                        \
  template <> struct Tr<T> {                                                                                   \
    static GrB_Type type() { return GT; }                                                                      \
    static T val(int k) { return VAL; }                                                                        \
    static GrB_Info build(GrB_Matrix A, const GrB_Index* I, const GrB_Index* J, const T* X, GrB_Index n) {     \
      return PFX##_Matrix_build_##SFX(A, I, J, X, n, nullptr);                                                 \
    }                                                                                                          \
    static GrB_Info tuples(GrB_Index* I, GrB_Index* J, T* X, GrB_Index* n, GrB_Matrix A) {                     \
      return PFX##_Matrix_extractTuples_##SFX(I, J, X, n, A);                                                  \
    }                                                                                                          \
    static GrB_Info import(GrB_Matrix* A, GrB_Type t, GrB_Index m, GrB_Index n, const GrB_Index* Ap,           \
                           const GrB_Index* Ai, const T* Ax, GrB_Index a, GrB_Index b, GrB_Index c,            \
                           GrB_Format f) {                                                                     \
      return PFX##_Matrix_import_##SFX(A, t, m, n, Ap, Ai, Ax, a, b, c, f);                                    \
    }                                                                                                          \
    static GrB_Info exp(GrB_Index* Ap, GrB_Index* Ai, T* Ax, GrB_Index* a, GrB_Index* b, GrB_Index* c,         \
                        GrB_Format f, GrB_Matrix A) {                                                          \
      return PFX##_Matrix_export_##SFX(Ap, Ai, Ax, a, b, c, f, A);                                             \
    }                                                                                                          \
  };
IE_TRAITS(bool, GrB_BOOL, BOOL, GrB, (k % 3) != 0)
IE_TRAITS(int8_t, GrB_INT8, INT8, GrB, int8_t(k % 100 - 50))
IE_TRAITS(int16_t, GrB_INT16, INT16, GrB, int16_t(k * 37 - 300))
IE_TRAITS(int32_t, GrB_INT32, INT32, GrB, int32_t(k * 1001 - 7))
IE_TRAITS(int64_t, GrB_INT64, INT64, GrB, int64_t(k) * 100000007LL - 3)
IE_TRAITS(uint8_t, GrB_UINT8, UINT8, GrB, uint8_t(k * 7 + 1))
IE_TRAITS(uint16_t, GrB_UINT16, UINT16, GrB, uint16_t(k * 301 + 2))
IE_TRAITS(uint32_t, GrB_UINT32, UINT32, GrB, uint32_t(k) * 70001u + 3)
IE_TRAITS(uint64_t, GrB_UINT64, UINT64, GrB, uint64_t(k) * 0x100000001ULL + 5)
IE_TRAITS(float, GrB_FP32, FP32, GrB, float(k) * 0.5f - 3.25f)
IE_TRAITS(double, GrB_FP64, FP64, GrB, double(k) * 0.25 - 7.5)
IE_TRAITS(GxB_FC32_t, GxB_FC32, FC32, GxB, GxB_FC32_t(float(k), -float(k) * 2))
IE_TRAITS(GxB_FC64_t, GxB_FC64, FC64, GxB, GxB_FC64_t(double(k) * 1.5, double(k) - 1))
IE_TRAITS(Udt, udt_type(), UDT, GrB, (Udt{int64_t(k) * 3 - 1, double(k) / 4}))
#undef IE_TRAITS

// Values are held as S<T>: T itself, except bool, held as uint8_t (std::vector<bool> has no data()).
template <class T> using S = std::conditional_t<std::is_same<T, bool>::value, uint8_t, T>;
template <class T> T* raw(std::vector<S<T>>& v) { return reinterpret_cast<T*>(v.data()); }
template <class T> const T* raw(const std::vector<S<T>>& v) { return reinterpret_cast<const T*>(v.data()); }

template <class V> bool same(const V& a, const V& b) { return std::memcmp(&a, &b, sizeof(V)) == 0; }

template <class T> T* dup_array(const std::vector<T>& v) {
  T* p = static_cast<T*>(std::malloc(std::max<size_t>(v.size() * sizeof(T), 1)));
  if (!v.empty()) std::memcpy(p, v.data(), v.size() * sizeof(T));
  return p;
}

// A small matrix held densely (presence + values): the reference every test compares against.
template <class T> struct Ref {
  GrB_Index m = 0, n = 0;
  std::vector<char> present;
  std::vector<S<T>> x;
  bool has(GrB_Index i, GrB_Index j) const { return present[i * n + j] != 0; }
  const S<T>& at(GrB_Index i, GrB_Index j) const { return x[i * n + j]; }
  GrB_Index nvals() const { return GrB_Index(std::count(present.begin(), present.end(), 1)); }
};

// Pattern with empty rows and columns (dense = false), or every entry present.
template <class T> Ref<T> make_ref(GrB_Index m, GrB_Index n, bool dense) {
  Ref<T> r;
  r.m = m;
  r.n = n;
  r.present.assign(m * n, 0);
  r.x.assign(m * n, S<T>());
  std::memset(static_cast<void*>(r.x.data()), 0, r.x.size() * sizeof(T));
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++) {
      const bool p = dense || (i != 2 && j != 1 && (i * 7 + j * 3) % 4 != 0);
      r.present[i * n + j] = p;
      if (p) r.x[i * n + j] = Tr<T>::val(int(i * n + j + 1));
    }
  return r;
}

template <class T> GrB_Matrix build_from(const Ref<T>& r) {
  std::vector<GrB_Index> I, J;
  std::vector<S<T>> X;
  for (GrB_Index i = 0; i < r.m; i++)
    for (GrB_Index j = 0; j < r.n; j++)
      if (r.has(i, j)) {
        I.push_back(i);
        J.push_back(j);
        X.push_back(r.at(i, j));
      }
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, Tr<T>::type(), r.m, r.n), GrB_SUCCESS);
  EXPECT_EQ(Tr<T>::build(A, I.data(), J.data(), raw<T>(X), I.size()), GrB_SUCCESS);
  return A;
}

// The matrix equals the reference (shape, pattern and values).
template <class T> void expect_matches(GrB_Matrix A, const Ref<T>& r) {
  GrB_Index m = 0, n = 0, nv = 0;
  ASSERT_EQ(GrB_Matrix_nrows(&m, A), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_ncols(&n, A), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_nvals(&nv, A), GrB_SUCCESS);
  ASSERT_EQ(m, r.m);
  ASSERT_EQ(n, r.n);
  ASSERT_EQ(nv, r.nvals());
  std::vector<GrB_Index> I(nv + 1), J(nv + 1);
  std::vector<S<T>> X(nv + 1);
  GrB_Index k = nv;
  ASSERT_EQ(Tr<T>::tuples(I.data(), J.data(), raw<T>(X), &k, A), GrB_SUCCESS);
  ASSERT_EQ(k, nv);
  for (GrB_Index e = 0; e < nv; e++) {
    ASSERT_TRUE(r.has(I[e], J[e])) << I[e] << "," << J[e];
    ASSERT_TRUE(same(X[e], r.at(I[e], J[e]))) << I[e] << "," << J[e];
  }
}

// The arrays of a reference in each storage format.
template <class T> struct Arrays {
  std::vector<GrB_Index> p, h, i;
  std::vector<int8_t> b;
  std::vector<S<T>> x;
};
template <class T> Arrays<T> compressed(const Ref<T>& r, bool by_row, bool hyper) {
  Arrays<T> a;
  const GrB_Index vdim = by_row ? r.m : r.n, vlen = by_row ? r.n : r.m;
  a.p.push_back(0);
  for (GrB_Index v = 0; v < vdim; v++) {
    GrB_Index cnt = 0;
    for (GrB_Index q = 0; q < vlen; q++) {
      const GrB_Index i = by_row ? v : q, j = by_row ? q : v;
      if (!r.has(i, j)) continue;
      a.i.push_back(q);
      a.x.push_back(r.at(i, j));
      cnt++;
    }
    if (hyper && cnt == 0) continue;
    if (hyper) a.h.push_back(v);
    a.p.push_back(a.i.size());
  }
  return a;
}
template <class T> Arrays<T> dense_arrays(const Ref<T>& r, bool by_row) {
  Arrays<T> a;
  const GrB_Index vdim = by_row ? r.m : r.n, vlen = by_row ? r.n : r.m;
  for (GrB_Index v = 0; v < vdim; v++)
    for (GrB_Index q = 0; q < vlen; q++) {
      const GrB_Index i = by_row ? v : q, j = by_row ? q : v;
      a.b.push_back(r.has(i, j) ? 1 : 0);
      a.x.push_back(r.at(i, j));
    }
  return a;
}

enum class Fmt { CSR, CSC, HyperCSR, HyperCSC, BitmapR, BitmapC, FullR, FullC };
constexpr Fmt kAllFormats[] = {Fmt::CSR,     Fmt::CSC,     Fmt::HyperCSR, Fmt::HyperCSC,
                               Fmt::BitmapR, Fmt::BitmapC, Fmt::FullR,    Fmt::FullC};
bool fmt_by_row(Fmt f) { return f == Fmt::CSR || f == Fmt::HyperCSR || f == Fmt::BitmapR || f == Fmt::FullR; }
bool fmt_full(Fmt f) { return f == Fmt::FullR || f == Fmt::FullC; }
const char* fmt_name(Fmt f) {
  static const char* names[] = {"CSR", "CSC", "HyperCSR", "HyperCSC", "BitmapR", "BitmapC", "FullR", "FullC"};
  return names[int(f)];
}

// The caller-side arrays of one pack (or the results of one unpack).
struct Packed {
  GrB_Index *p = nullptr, *h = nullptr, *i = nullptr;
  int8_t* b = nullptr;
  void* x = nullptr;
  GrB_Index p_size = 0, h_size = 0, i_size = 0, b_size = 0, x_size = 0, nvec = 0, nvals = 0;
  bool iso = false, jumbled = false;
  void free_all() {
    std::free(p);
    std::free(h);
    std::free(i);
    std::free(b);
    std::free(x);
    *this = Packed();
  }
};

template <class T> Packed arrays_for(const Ref<T>& r, Fmt f) {
  Packed k;
  const bool by_row = fmt_by_row(f);
  Arrays<T> a;
  switch (f) {
    case Fmt::CSR:
    case Fmt::CSC:
    case Fmt::HyperCSR:
    case Fmt::HyperCSC:
      a = compressed(r, by_row, f == Fmt::HyperCSR || f == Fmt::HyperCSC);
      k.p = dup_array(a.p);
      k.p_size = a.p.size() * sizeof(GrB_Index);
      k.i = dup_array(a.i);
      k.i_size = a.i.size() * sizeof(GrB_Index);
      if (f == Fmt::HyperCSR || f == Fmt::HyperCSC) {
        k.h = dup_array(a.h);
        k.h_size = a.h.size() * sizeof(GrB_Index);
        k.nvec = a.h.size();
      }
      break;
    default:
      a = dense_arrays(r, by_row);
      if (f == Fmt::BitmapR || f == Fmt::BitmapC) {
        k.b = dup_array(a.b);
        k.b_size = a.b.size();
      }
      break;
  }
  k.x = dup_array(a.x);
  k.x_size = a.x.size() * sizeof(T);
  k.nvals = r.nvals();
  return k;
}

GrB_Info pack(GrB_Matrix A, Fmt f, Packed& k, GrB_Descriptor d = nullptr) {
  switch (f) {
    case Fmt::CSR: return GxB_Matrix_pack_CSR(A, &k.p, &k.i, &k.x, k.p_size, k.i_size, k.x_size, k.iso, k.jumbled, d);
    case Fmt::CSC: return GxB_Matrix_pack_CSC(A, &k.p, &k.i, &k.x, k.p_size, k.i_size, k.x_size, k.iso, k.jumbled, d);
    case Fmt::HyperCSR:
      return GxB_Matrix_pack_HyperCSR(A, &k.p, &k.h, &k.i, &k.x, k.p_size, k.h_size, k.i_size, k.x_size, k.iso,
                                      k.nvec, k.jumbled, d);
    case Fmt::HyperCSC:
      return GxB_Matrix_pack_HyperCSC(A, &k.p, &k.h, &k.i, &k.x, k.p_size, k.h_size, k.i_size, k.x_size, k.iso,
                                      k.nvec, k.jumbled, d);
    case Fmt::BitmapR: return GxB_Matrix_pack_BitmapR(A, &k.b, &k.x, k.b_size, k.x_size, k.iso, k.nvals, d);
    case Fmt::BitmapC: return GxB_Matrix_pack_BitmapC(A, &k.b, &k.x, k.b_size, k.x_size, k.iso, k.nvals, d);
    case Fmt::FullR: return GxB_Matrix_pack_FullR(A, &k.x, k.x_size, k.iso, d);
    case Fmt::FullC: return GxB_Matrix_pack_FullC(A, &k.x, k.x_size, k.iso, d);
  }
  return GrB_PANIC;
}

// Unpack; iso/jumbled are requested only when asked for (null otherwise).
GrB_Info unpack(GrB_Matrix A, Fmt f, Packed& k, bool want_iso = true, bool want_jumbled = true) {
  bool* iso = want_iso ? &k.iso : nullptr;
  bool* jum = want_jumbled ? &k.jumbled : nullptr;
  switch (f) {
    case Fmt::CSR: return GxB_Matrix_unpack_CSR(A, &k.p, &k.i, &k.x, &k.p_size, &k.i_size, &k.x_size, iso, jum, nullptr);
    case Fmt::CSC: return GxB_Matrix_unpack_CSC(A, &k.p, &k.i, &k.x, &k.p_size, &k.i_size, &k.x_size, iso, jum, nullptr);
    case Fmt::HyperCSR:
      return GxB_Matrix_unpack_HyperCSR(A, &k.p, &k.h, &k.i, &k.x, &k.p_size, &k.h_size, &k.i_size, &k.x_size, iso,
                                        &k.nvec, jum, nullptr);
    case Fmt::HyperCSC:
      return GxB_Matrix_unpack_HyperCSC(A, &k.p, &k.h, &k.i, &k.x, &k.p_size, &k.h_size, &k.i_size, &k.x_size, iso,
                                        &k.nvec, jum, nullptr);
    case Fmt::BitmapR: return GxB_Matrix_unpack_BitmapR(A, &k.b, &k.x, &k.b_size, &k.x_size, iso, &k.nvals, nullptr);
    case Fmt::BitmapC: return GxB_Matrix_unpack_BitmapC(A, &k.b, &k.x, &k.b_size, &k.x_size, iso, &k.nvals, nullptr);
    case Fmt::FullR: return GxB_Matrix_unpack_FullR(A, &k.x, &k.x_size, iso, nullptr);
    case Fmt::FullC: return GxB_Matrix_unpack_FullC(A, &k.x, &k.x_size, iso, nullptr);
  }
  return GrB_PANIC;
}

// Unpacked arrays (not iso) equal the reference's arrays in format f.
template <class T> void expect_arrays(const Packed& k, const Ref<T>& r, Fmt f) {
  SCOPED_TRACE(fmt_name(f));
  const bool by_row = fmt_by_row(f);
  Arrays<T> a;
  switch (f) {
    case Fmt::CSR:
    case Fmt::CSC:
    case Fmt::HyperCSR:
    case Fmt::HyperCSC: {
      const bool hyper = f == Fmt::HyperCSR || f == Fmt::HyperCSC;
      a = compressed(r, by_row, hyper);
      ASSERT_NE(k.p, nullptr);
      ASSERT_GE(k.p_size, a.p.size() * sizeof(GrB_Index));
      for (size_t q = 0; q < a.p.size(); q++) ASSERT_EQ(k.p[q], a.p[q]) << q;
      if (hyper) {
        ASSERT_EQ(k.nvec, a.h.size());
        ASSERT_GE(k.h_size, a.h.size() * sizeof(GrB_Index));
        for (size_t q = 0; q < a.h.size(); q++) ASSERT_EQ(k.h[q], a.h[q]) << q;
      }
      if (a.i.empty()) {
        EXPECT_EQ(k.i, nullptr);
        EXPECT_EQ(k.x, nullptr);
      } else {
        ASSERT_GE(k.i_size, a.i.size() * sizeof(GrB_Index));
        ASSERT_GE(k.x_size, a.x.size() * sizeof(T));
        for (size_t q = 0; q < a.i.size(); q++) ASSERT_EQ(k.i[q], a.i[q]) << q;
        for (size_t q = 0; q < a.x.size(); q++) ASSERT_TRUE(same(static_cast<S<T>*>(k.x)[q], a.x[q])) << q;
      }
      EXPECT_FALSE(k.jumbled);
      break;
    }
    default: {
      a = dense_arrays(r, by_row);
      if (f == Fmt::BitmapR || f == Fmt::BitmapC) {
        ASSERT_GE(k.b_size, a.b.size());
        EXPECT_EQ(k.nvals, r.nvals());
      }
      ASSERT_GE(k.x_size, a.x.size() * sizeof(T));
      for (size_t q = 0; q < a.x.size(); q++) {
        if (f == Fmt::BitmapR || f == Fmt::BitmapC) {
          ASSERT_EQ(k.b[q], a.b[q]) << q;
          if (!a.b[q]) continue;
        }
        ASSERT_TRUE(same(static_cast<S<T>*>(k.x)[q], a.x[q])) << q;
      }
    }
  }
  EXPECT_FALSE(k.iso);
}

template <class T> void expect_empty_shell(GrB_Matrix A, GrB_Index m, GrB_Index n) {
  GrB_Index nv = 99, r = 0, c = 0;
  ASSERT_EQ(GrB_Matrix_nvals(&nv, A), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_nrows(&r, A), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_ncols(&c, A), GrB_SUCCESS);
  GrB_Type t = nullptr;
  ASSERT_EQ(GxB_Matrix_type(&t, A), GrB_SUCCESS);
  EXPECT_EQ(nv, 0u);
  EXPECT_EQ(r, m);
  EXPECT_EQ(c, n);
  EXPECT_EQ(t, Tr<T>::type());
}

template <class T> class ImportExportTyped : public ::testing::Test {};
using AllTypes = ::testing::Types<bool, int8_t, int16_t, int32_t, int64_t, uint8_t, uint16_t, uint32_t, uint64_t,
                                  float, double, GxB_FC32_t, GxB_FC64_t, Udt>;
TYPED_TEST_SUITE(ImportExportTyped, AllTypes);

//------------------------------------------------------------------------------------------------
// GrB_Matrix_import / export (copies) for every type and format
//------------------------------------------------------------------------------------------------
TYPED_TEST(ImportExportTyped, GrBExportImportRoundTrip) {
  using T = TypeParam;
  const Ref<T> r = make_ref<T>(6, 5, false);
  GrB_Matrix A = build_from(r);
  for (GrB_Format f : {GrB_CSR_FORMAT, GrB_CSC_FORMAT, GrB_COO_FORMAT}) {
    SCOPED_TRACE(int(f));
    GrB_Index lp = 0, li = 0, lx = 0;
    ASSERT_EQ(GrB_Matrix_exportSize(&lp, &li, &lx, f, A), GrB_SUCCESS);
    const GrB_Index nv = r.nvals();
    EXPECT_EQ(lp, f == GrB_CSR_FORMAT ? r.m + 1 : f == GrB_CSC_FORMAT ? r.n + 1 : nv);
    EXPECT_EQ(li, nv);
    EXPECT_EQ(lx, nv);
    std::vector<GrB_Index> Ap(lp), Ai(li);
    std::vector<S<T>> Ax(lx);
    ASSERT_EQ(Tr<T>::exp(Ap.data(), Ai.data(), raw<T>(Ax), &lp, &li, &lx, f, A), GrB_SUCCESS);
    if (f != GrB_COO_FORMAT) {
      const Arrays<T> a = compressed(r, f == GrB_CSR_FORMAT, false);
      EXPECT_EQ(Ap, a.p);
      EXPECT_EQ(Ai, a.i);
      for (size_t q = 0; q < a.x.size(); q++) EXPECT_TRUE(same(Ax[q], a.x[q]));
    } else {
      for (GrB_Index e = 0; e < nv; e++) {
        ASSERT_TRUE(r.has(Ap[e], Ai[e]));
        EXPECT_TRUE(same(Ax[e], r.at(Ap[e], Ai[e])));
      }
    }
    GrB_Matrix B = nullptr;
    ASSERT_EQ(Tr<T>::import(&B, Tr<T>::type(), r.m, r.n, Ap.data(), Ai.data(), raw<T>(Ax), lp, li, lx, f),
              GrB_SUCCESS);
    expect_matches(B, r);
    GrB_Matrix_free(&B);
  }
  GrB_Matrix_free(&A);
}

TYPED_TEST(ImportExportTyped, PackUnpackEveryFormatPair) {
  using T = TypeParam;
  const Ref<T> sparse = make_ref<T>(6, 5, false);
  const Ref<T> dense = make_ref<T>(4, 3, true);
  for (Fmt in : kAllFormats) {
    const Ref<T>& r = fmt_full(in) ? dense : sparse;
    for (Fmt out : kAllFormats) {
      if (fmt_full(out) && !fmt_full(in)) continue;
      SCOPED_TRACE(std::string(fmt_name(in)) + " -> " + fmt_name(out));
      GrB_Matrix A = nullptr;
      ASSERT_EQ(GrB_Matrix_new(&A, Tr<T>::type(), r.m, r.n), GrB_SUCCESS);
      Packed k = arrays_for(r, in);
      ASSERT_EQ(pack(A, in, k), GrB_SUCCESS);
      EXPECT_EQ(k.p, nullptr);
      EXPECT_EQ(k.h, nullptr);
      EXPECT_EQ(k.i, nullptr);
      EXPECT_EQ(k.b, nullptr);
      EXPECT_EQ(k.x, nullptr);
      expect_matches(A, r);
      Packed o;
      ASSERT_EQ(unpack(A, out, o), GrB_SUCCESS);
      expect_arrays(o, r, out);
      expect_empty_shell<T>(A, r.m, r.n);
      // and back in: the unpacked arrays are the caller's to pack again
      ASSERT_EQ(pack(A, out, o), GrB_SUCCESS);
      expect_matches(A, r);
      o.free_all();
      GrB_Matrix_free(&A);
    }
  }
}

TYPED_TEST(ImportExportTyped, IsoPackUnpack) {
  using T = TypeParam;
  // a 5x4 CSR pattern whose entries all hold one value, packed iso
  std::vector<GrB_Index> p = {0, 2, 2, 3, 5, 6}, i = {0, 3, 1, 0, 2, 3};
  const S<T> v = Tr<T>::val(7);
  GrB_Matrix A = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&A, Tr<T>::type(), 5, 4), GrB_SUCCESS);
  Packed k;
  k.p = dup_array(p);
  k.p_size = p.size() * 8;
  k.i = dup_array(i);
  k.i_size = i.size() * 8;
  k.x = dup_array(std::vector<S<T>>{v});
  k.x_size = sizeof(T);
  k.iso = true;
  ASSERT_EQ(pack(A, Fmt::CSR, k), GrB_SUCCESS);
  bool iso = false;
  ASSERT_EQ(GxB_Matrix_iso(&iso, A), GrB_SUCCESS);
  EXPECT_TRUE(iso);
  Ref<T> r;
  r.m = 5;
  r.n = 4;
  r.present.assign(20, 0);
  r.x.assign(20, v);
  for (GrB_Index row = 0; row < 5; row++)
    for (GrB_Index q = p[row]; q < p[row + 1]; q++) r.present[row * 4 + i[q]] = 1;
  expect_matches(A, r);

  // GrB export expands the iso value
  GrB_Index lp = 6, li = 6, lx = 6;
  std::vector<GrB_Index> Ep(6), Ei(6);
  std::vector<S<T>> Ex(6);
  ASSERT_EQ(Tr<T>::exp(Ep.data(), Ei.data(), raw<T>(Ex), &lp, &li, &lx, GrB_CSR_FORMAT, A), GrB_SUCCESS);
  for (const S<T>& e : Ex) EXPECT_TRUE(same(e, v));

  // unpack with iso requested: one value
  Packed o;
  ASSERT_EQ(unpack(A, Fmt::CSC, o), GrB_SUCCESS);
  EXPECT_TRUE(o.iso);
  ASSERT_GE(o.x_size, sizeof(T));
  EXPECT_TRUE(same(*static_cast<S<T>*>(o.x), v));
  ASSERT_EQ(pack(A, Fmt::CSC, o), GrB_SUCCESS);  // and back, iso
  ASSERT_EQ(GxB_Matrix_iso(&iso, A), GrB_SUCCESS);
  EXPECT_TRUE(iso);
  // unpack without the iso output: expanded values
  for (Fmt f : {Fmt::CSR, Fmt::HyperCSC, Fmt::BitmapR}) {
    Packed e;
    ASSERT_EQ(unpack(A, f, e, /*want_iso=*/false), GrB_SUCCESS);
    expect_arrays(e, r, f);
    e.iso = false;
    ASSERT_EQ(pack(A, f, e), GrB_SUCCESS);
    e.free_all();
  }
  expect_matches(A, r);
  GrB_Matrix_free(&A);

  // an iso full matrix: FullR with a single value
  ASSERT_EQ(GrB_Matrix_new(&A, Tr<T>::type(), 3, 2), GrB_SUCCESS);
  Packed f;
  f.x = dup_array(std::vector<S<T>>{v});
  f.x_size = sizeof(T);
  f.iso = true;
  ASSERT_EQ(pack(A, Fmt::FullR, f), GrB_SUCCESS);
  Ref<T> full;
  full.m = 3;
  full.n = 2;
  full.present.assign(6, 1);
  full.x.assign(6, v);
  expect_matches(A, full);
  Packed g;
  ASSERT_EQ(unpack(A, Fmt::FullC, g), GrB_SUCCESS);
  EXPECT_TRUE(g.iso);
  EXPECT_TRUE(same(*static_cast<S<T>*>(g.x), v));
  g.free_all();
  GrB_Matrix_free(&A);
}

//------------------------------------------------------------------------------------------------
// zero-copy: pointer identity for the layouts that are ours
//------------------------------------------------------------------------------------------------
TEST(PackUnpack, ZeroCopyPointerIdentity) {
  const Ref<double> sparse = make_ref<double>(7, 6, false);
  const Ref<double> dense = make_ref<double>(3, 4, true);
  for (Fmt f : {Fmt::CSR, Fmt::CSC, Fmt::HyperCSR, Fmt::HyperCSC, Fmt::FullR, Fmt::FullC}) {
    SCOPED_TRACE(fmt_name(f));
    const Ref<double>& r = fmt_full(f) ? dense : sparse;
    GrB_Matrix A = nullptr;
    ASSERT_EQ(GrB_Matrix_new(&A, GrB_FP64, r.m, r.n), GrB_SUCCESS);
    Packed k = arrays_for(r, f);
    const Packed orig = k;
    ASSERT_EQ(pack(A, f, k), GrB_SUCCESS);
    Packed o;
    ASSERT_EQ(unpack(A, f, o), GrB_SUCCESS);
    EXPECT_EQ(o.p, orig.p);
    EXPECT_EQ(o.h, orig.h);
    EXPECT_EQ(o.i, orig.i);
    EXPECT_EQ(o.x, orig.x);
    EXPECT_EQ(o.p_size, orig.p_size);
    EXPECT_EQ(o.i_size, orig.i_size);
    EXPECT_EQ(o.x_size, orig.x_size);
    expect_arrays(o, r, f);
    o.free_all();
    GrB_Matrix_free(&A);
  }
}

TEST(PackUnpack, SharedStorageIsCopiedNotReleased) {
  const Ref<double> r = make_ref<double>(7, 6, false);
  GrB_Matrix A = nullptr, B = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&A, GrB_FP64, r.m, r.n), GrB_SUCCESS);
  Packed k = arrays_for(r, Fmt::CSR);
  const Packed orig = k;
  ASSERT_EQ(pack(A, Fmt::CSR, k), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_dup(&B, A), GrB_SUCCESS);
  Packed o;
  ASSERT_EQ(unpack(A, Fmt::CSR, o), GrB_SUCCESS);
  // B still reads the packed arrays: A's unpack must hand out copies
  EXPECT_NE(o.p, orig.p);
  EXPECT_NE(o.i, orig.i);
  EXPECT_NE(o.x, orig.x);
  expect_arrays(o, r, Fmt::CSR);
  o.free_all();
  expect_matches(B, r);
  // now B is the only reader: its unpack gives the original arrays back
  ASSERT_EQ(unpack(B, Fmt::CSR, o), GrB_SUCCESS);
  EXPECT_EQ(o.p, orig.p);
  EXPECT_EQ(o.i, orig.i);
  EXPECT_EQ(o.x, orig.x);
  o.free_all();
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
}

TEST(PackUnpack, PendingWorkIsFinishedFirst) {
  GrB_Matrix A = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&A, GrB_INT32, 4, 4), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_INT32(A, 5, 1, 2), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_INT32(A, 6, 3, 0), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_removeElement(A, 1, 2), GrB_SUCCESS);
  Packed o;
  ASSERT_EQ(unpack(A, Fmt::CSR, o), GrB_SUCCESS);
  ASSERT_NE(o.p, nullptr);
  EXPECT_EQ(o.p[4], 1u);
  EXPECT_EQ(o.p[3], 0u);
  EXPECT_EQ(o.i[0], 0u);
  EXPECT_EQ(static_cast<int32_t*>(o.x)[0], 6);
  o.free_all();
  GrB_Matrix_free(&A);
}

TEST(PackUnpack, EmptyMatrix) {
  GrB_Matrix A = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&A, GrB_FP32, 3, 4), GrB_SUCCESS);
  Packed o;
  ASSERT_EQ(unpack(A, Fmt::CSR, o), GrB_SUCCESS);
  ASSERT_NE(o.p, nullptr);
  for (int q = 0; q < 4; q++) EXPECT_EQ(o.p[q], 0u);
  EXPECT_EQ(o.i, nullptr);  // no entries: index and value arrays are NULL
  EXPECT_EQ(o.x, nullptr);
  EXPECT_EQ(o.i_size, 0u);
  EXPECT_EQ(o.x_size, 0u);
  // pack them back: NULL index/value arrays are allowed with no entries
  ASSERT_EQ(pack(A, Fmt::CSR, o), GrB_SUCCESS);
  GrB_Index nv = 1;
  ASSERT_EQ(GrB_Matrix_nvals(&nv, A), GrB_SUCCESS);
  EXPECT_EQ(nv, 0u);
  ASSERT_EQ(unpack(A, Fmt::HyperCSC, o), GrB_SUCCESS);
  EXPECT_EQ(o.nvec, 0u);
  EXPECT_EQ(o.i, nullptr);
  ASSERT_EQ(pack(A, Fmt::HyperCSC, o), GrB_SUCCESS);
  // full unpack of an empty (not full) matrix is refused
  void* x = reinterpret_cast<void*>(0x1);
  GrB_Index xs = 77;
  EXPECT_EQ(GxB_Matrix_unpack_FullR(A, &x, &xs, nullptr, nullptr), GrB_INVALID_VALUE);
  EXPECT_EQ(x, reinterpret_cast<void*>(0x1));
  EXPECT_EQ(xs, 77u);
  GrB_Matrix_free(&A);
  // a 0-by-5 matrix is full (and empty)
  ASSERT_EQ(GrB_Matrix_new(&A, GrB_FP32, 0, 5), GrB_SUCCESS);
  ASSERT_EQ(GxB_Matrix_unpack_FullR(A, &x, &xs, nullptr, nullptr), GrB_SUCCESS);
  EXPECT_EQ(x, nullptr);
  EXPECT_EQ(xs, 0u);
  ASSERT_EQ(GxB_Matrix_pack_FullR(A, &x, 0, false, nullptr), GrB_SUCCESS);
  GrB_Matrix_free(&A);
}

TEST(PackUnpack, JumbledInputIsSorted) {
  // 3x4: row 0 = {2:20, 0:10}, row 1 = {}, row 2 = {3:40, 1:30}
  for (bool secure : {false, true}) {
    GrB_Descriptor d = nullptr;
    if (secure) {
      ASSERT_EQ(GrB_Descriptor_new(&d), GrB_SUCCESS);
      ASSERT_EQ(GrB_Descriptor_set(d, GxB_IMPORT, GxB_SECURE_IMPORT), GrB_SUCCESS);
    }
    GrB_Matrix A = nullptr;
    ASSERT_EQ(GrB_Matrix_new(&A, GrB_FP64, 3, 4), GrB_SUCCESS);
    Packed k;
    k.p = dup_array(std::vector<GrB_Index>{0, 2, 2, 4});
    k.i = dup_array(std::vector<GrB_Index>{2, 0, 3, 1});
    k.x = dup_array(std::vector<double>{20, 10, 40, 30});
    k.p_size = k.i_size = k.x_size = 32;
    k.jumbled = true;
    ASSERT_EQ(pack(A, Fmt::CSR, k, d), GrB_SUCCESS);
    Packed o;
    ASSERT_EQ(unpack(A, Fmt::CSR, o, true, /*want_jumbled=*/false), GrB_SUCCESS);
    EXPECT_EQ(o.i[0], 0u);
    EXPECT_EQ(o.i[1], 2u);
    EXPECT_EQ(o.i[2], 1u);
    EXPECT_EQ(o.i[3], 3u);
    const double* x = static_cast<double*>(o.x);
    EXPECT_EQ(x[0], 10);
    EXPECT_EQ(x[1], 20);
    EXPECT_EQ(x[2], 30);
    EXPECT_EQ(x[3], 40);
    o.free_all();
    // a vector, jumbled
    GrB_Vector v = nullptr;
    ASSERT_EQ(GrB_Vector_new(&v, GrB_INT16, 10), GrB_SUCCESS);
    GrB_Index* vi = dup_array(std::vector<GrB_Index>{9, 4, 0});
    void* vx = dup_array(std::vector<int16_t>{3, 2, 1});
    ASSERT_EQ(GxB_Vector_pack_CSC(v, &vi, &vx, 24, 6, false, 3, true, d), GrB_SUCCESS);
    int16_t e = 0;
    ASSERT_EQ(GrB_Vector_extractElement_INT16(&e, v, 9), GrB_SUCCESS);
    EXPECT_EQ(e, 3);
    GrB_Index vis = 0, vxs = 0, nv = 0;
    bool jum = true;
    ASSERT_EQ(GxB_Vector_unpack_CSC(v, &vi, &vx, &vis, &vxs, nullptr, &nv, &jum, nullptr), GrB_SUCCESS);
    EXPECT_EQ(nv, 3u);
    EXPECT_FALSE(jum);
    EXPECT_EQ(vi[0], 0u);
    EXPECT_EQ(vi[2], 9u);
    EXPECT_EQ(static_cast<int16_t*>(vx)[0], 1);
    std::free(vi);
    std::free(vx);
    GrB_Vector_free(&v);
    GrB_Matrix_free(&A);
    GrB_Descriptor_free(&d);
  }
}

//------------------------------------------------------------------------------------------------
// pack / unpack errors: the caller's arrays stay the caller's, untouched, and A is unchanged
//------------------------------------------------------------------------------------------------
struct Snapshot {
  Packed k;
  std::vector<GrB_Index> p, h, i;
  std::vector<double> x;
  std::vector<int8_t> b;
};

class PackErrors : public ::testing::Test {
 protected:
  GrB_Matrix A = nullptr;
  GrB_Descriptor secure = nullptr;
  void SetUp() override {
    ASSERT_EQ(GrB_Matrix_new(&A, GrB_FP64, 3, 4), GrB_SUCCESS);
    ASSERT_EQ(GrB_Matrix_setElement_FP64(A, 9, 2, 2), GrB_SUCCESS);  // A holds one entry
    ASSERT_EQ(GrB_Descriptor_new(&secure), GrB_SUCCESS);
    ASSERT_EQ(GrB_Descriptor_set(secure, GxB_IMPORT, GxB_SECURE_IMPORT), GrB_SUCCESS);
  }
  void TearDown() override {
    GrB_Matrix_free(&A);
    GrB_Descriptor_free(&secure);
  }
  // valid CSR arrays of a 3x4 matrix: (0,0)=1 (0,2)=2 (1,1)=3 (2,3)=4
  static Packed csr() {
    Packed k;
    k.p = dup_array(std::vector<GrB_Index>{0, 2, 3, 4});
    k.i = dup_array(std::vector<GrB_Index>{0, 2, 1, 3});
    k.x = dup_array(std::vector<double>{1, 2, 3, 4});
    k.p_size = k.i_size = k.x_size = 32;
    return k;
  }
  static Packed hyper() {
    Packed k;
    k.p = dup_array(std::vector<GrB_Index>{0, 2, 3});
    k.h = dup_array(std::vector<GrB_Index>{0, 2});
    k.i = dup_array(std::vector<GrB_Index>{0, 2, 3});
    k.x = dup_array(std::vector<double>{1, 2, 4});
    k.p_size = 24;
    k.h_size = 16;
    k.i_size = 24;
    k.x_size = 24;
    k.nvec = 2;
    return k;
  }
  static Packed bitmap() {
    Packed k;
    k.b = dup_array(std::vector<int8_t>{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1});
    k.x = dup_array(std::vector<double>(12, 5.0));
    k.b_size = 12;
    k.x_size = 96;
    k.nvals = 3;
    return k;
  }
  static Snapshot snap(const Packed& k, size_t np, size_t nh, size_t ni, size_t nb, size_t nx) {
    Snapshot s;
    s.k = k;
    if (k.p) s.p.assign(k.p, k.p + np);
    if (k.h) s.h.assign(k.h, k.h + nh);
    if (k.i) s.i.assign(k.i, k.i + ni);
    if (k.b) s.b.assign(k.b, k.b + nb);
    if (k.x) s.x.assign(static_cast<double*>(k.x), static_cast<double*>(k.x) + nx);
    return s;
  }
  // A call failed with `expect`: same pointers, same contents, A unchanged.
  void expect_failed(GrB_Info got, GrB_Info expect, Packed& k, const Snapshot& s) {
    EXPECT_EQ(got, expect);
    EXPECT_EQ(k.p, s.k.p);
    EXPECT_EQ(k.h, s.k.h);
    EXPECT_EQ(k.i, s.k.i);
    EXPECT_EQ(k.b, s.k.b);
    EXPECT_EQ(k.x, s.k.x);
    if (k.p) EXPECT_TRUE(std::equal(s.p.begin(), s.p.end(), k.p));
    if (k.h) EXPECT_TRUE(std::equal(s.h.begin(), s.h.end(), k.h));
    if (k.i) EXPECT_TRUE(std::equal(s.i.begin(), s.i.end(), k.i));
    if (k.b) EXPECT_TRUE(std::equal(s.b.begin(), s.b.end(), k.b));
    if (k.x) EXPECT_TRUE(std::equal(s.x.begin(), s.x.end(), static_cast<double*>(k.x)));
    GrB_Index nv = 0;
    double v = 0;
    EXPECT_EQ(GrB_Matrix_nvals(&nv, A), GrB_SUCCESS);
    EXPECT_EQ(nv, 1u);
    EXPECT_EQ(GrB_Matrix_extractElement_FP64(&v, A, 2, 2), GrB_SUCCESS);
    EXPECT_EQ(v, 9);
  }
};

TEST_F(PackErrors, NullHandlesAndArrays) {
  Packed k = csr();
  const Snapshot s = snap(k, 4, 0, 4, 0, 4);
  expect_failed(GxB_Matrix_pack_CSR(A, nullptr, &k.i, &k.x, 32, 32, 32, false, false, nullptr), GrB_NULL_POINTER, k, s);
  expect_failed(GxB_Matrix_pack_CSR(A, &k.p, nullptr, &k.x, 32, 32, 32, false, false, nullptr), GrB_NULL_POINTER, k, s);
  expect_failed(GxB_Matrix_pack_CSR(A, &k.p, &k.i, nullptr, 32, 32, 32, false, false, nullptr), GrB_NULL_POINTER, k, s);
  GrB_Index* np = nullptr;
  expect_failed(GxB_Matrix_pack_CSR(A, &np, &k.i, &k.x, 32, 32, 32, false, false, nullptr), GrB_NULL_POINTER, k, s);
  GrB_Index* ni = nullptr;
  expect_failed(GxB_Matrix_pack_CSR(A, &k.p, &ni, &k.x, 32, 32, 32, false, false, nullptr), GrB_NULL_POINTER, k, s);
  void* nx = nullptr;
  expect_failed(GxB_Matrix_pack_CSR(A, &k.p, &k.i, &nx, 32, 32, 32, false, false, nullptr), GrB_NULL_POINTER, k, s);
  EXPECT_EQ(GxB_Matrix_pack_CSR(nullptr, &k.p, &k.i, &k.x, 32, 32, 32, false, false, nullptr), GrB_NULL_POINTER);
  alignas(64) unsigned char garbage[512];
  std::memset(garbage, 0x5a, sizeof garbage);
  expect_failed(GxB_Matrix_pack_CSR(reinterpret_cast<GrB_Matrix>(garbage), &k.p, &k.i, &k.x, 32, 32, 32, false,
                                    false, nullptr),
                GrB_UNINITIALIZED_OBJECT, k, s);
  expect_failed(GxB_Matrix_pack_CSR(A, &k.p, &k.i, &k.x, 32, 32, 32, false, false,
                                    reinterpret_cast<GrB_Descriptor>(garbage)),
                GrB_UNINITIALIZED_OBJECT, k, s);
  k.free_all();
}

TEST_F(PackErrors, SizesTooSmall) {
  Packed k = csr();
  const Snapshot s = snap(k, 4, 0, 4, 0, 4);
  expect_failed(GxB_Matrix_pack_CSR(A, &k.p, &k.i, &k.x, 31, 32, 32, false, false, nullptr), GrB_INVALID_VALUE, k, s);
  expect_failed(GxB_Matrix_pack_CSR(A, &k.p, &k.i, &k.x, 32, 31, 32, false, false, nullptr), GrB_INVALID_VALUE, k, s);
  expect_failed(GxB_Matrix_pack_CSR(A, &k.p, &k.i, &k.x, 32, 32, 31, false, false, nullptr), GrB_INVALID_VALUE, k, s);
  expect_failed(GxB_Matrix_pack_CSR(A, &k.p, &k.i, &k.x, 32, 32, 7, true, false, nullptr), GrB_INVALID_VALUE, k, s);
  // CSC needs ncols+1 = 5 pointers
  expect_failed(GxB_Matrix_pack_CSC(A, &k.p, &k.i, &k.x, 32, 32, 32, false, false, nullptr), GrB_INVALID_VALUE, k, s);
  k.free_all();

  Packed h = hyper();
  const Snapshot sh = snap(h, 3, 2, 3, 0, 3);
  expect_failed(GxB_Matrix_pack_HyperCSR(A, &h.p, &h.h, &h.i, &h.x, 23, 16, 24, 24, false, 2, false, nullptr),
                GrB_INVALID_VALUE, h, sh);
  expect_failed(GxB_Matrix_pack_HyperCSR(A, &h.p, &h.h, &h.i, &h.x, 24, 15, 24, 24, false, 2, false, nullptr),
                GrB_INVALID_VALUE, h, sh);
  expect_failed(GxB_Matrix_pack_HyperCSR(A, &h.p, &h.h, &h.i, &h.x, 24, 16, 24, 24, false, 4, false, nullptr),
                GrB_INVALID_VALUE, h, sh);  // nvec > nrows
  h.free_all();

  Packed b = bitmap();
  const Snapshot sb = snap(b, 0, 0, 0, 12, 12);
  expect_failed(GxB_Matrix_pack_BitmapR(A, &b.b, &b.x, 11, 96, false, 3, nullptr), GrB_INVALID_VALUE, b, sb);
  expect_failed(GxB_Matrix_pack_BitmapR(A, &b.b, &b.x, 12, 95, false, 3, nullptr), GrB_INVALID_VALUE, b, sb);
  expect_failed(GxB_Matrix_pack_BitmapR(A, &b.b, &b.x, 12, 96, false, 13, nullptr), GrB_INVALID_VALUE, b, sb);
  expect_failed(GxB_Matrix_pack_FullR(A, &b.x, 95, false, nullptr), GrB_INVALID_VALUE, b, sb);
  expect_failed(GxB_Matrix_pack_FullC(A, &b.x, 7, true, nullptr), GrB_INVALID_VALUE, b, sb);
  b.free_all();
}

TEST_F(PackErrors, SecureImportRejectsBadStructure) {
  struct Case {
    std::vector<GrB_Index> p, i;
    bool jumbled;
    GrB_Info expect;
  };
  const Case cases[] = {
      {{0, 2, 3, 4}, {0, 4, 1, 3}, false, GrB_INVALID_OBJECT},       // column index out of range
      {{0, 2, 3, 4}, {0, 4, 1, 3}, true, GrB_INVALID_OBJECT},        // ... also when jumbled
      {{1, 2, 3, 4}, {0, 2, 1, 3}, false, GrB_INVALID_OBJECT},       // Ap[0] != 0
      {{0, 3, 2, 4}, {0, 2, 1, 3}, false, GrB_INVALID_OBJECT},       // Ap decreasing
      {{0, 2, 3, 4}, {2, 0, 1, 3}, false, GrB_INDEX_OUT_OF_BOUNDS},  // unsorted but not jumbled
      {{0, 2, 3, 4}, {2, 2, 1, 3}, false, GrB_INDEX_OUT_OF_BOUNDS},  // duplicate
      {{0, 2, 3, 4}, {2, 2, 1, 3}, true, GrB_INDEX_OUT_OF_BOUNDS},   // duplicate, jumbled
  };
  for (const Case& c : cases) {
    Packed k;
    k.p = dup_array(c.p);
    k.i = dup_array(c.i);
    k.x = dup_array(std::vector<double>{1, 2, 3, 4});
    k.p_size = k.i_size = k.x_size = 32;
    const Snapshot s = snap(k, 4, 0, 4, 0, 4);
    expect_failed(GxB_Matrix_pack_CSR(A, &k.p, &k.i, &k.x, 32, 32, 32, false, c.jumbled, secure), c.expect, k, s);
    k.free_all();
  }
  // a duplicate in jumbled input is found even in fast mode (the sort sees it)
  Packed k;
  k.p = dup_array(std::vector<GrB_Index>{0, 2, 3, 4});
  k.i = dup_array(std::vector<GrB_Index>{2, 2, 1, 3});
  k.x = dup_array(std::vector<double>{1, 2, 3, 4});
  k.p_size = k.i_size = k.x_size = 32;
  Snapshot s = snap(k, 4, 0, 4, 0, 4);
  expect_failed(GxB_Matrix_pack_CSR(A, &k.p, &k.i, &k.x, 32, 32, 32, false, true, nullptr), GrB_INDEX_OUT_OF_BOUNDS,
                k, s);
  k.free_all();

  // hyperlist out of order / out of range
  for (std::vector<GrB_Index> hl : {std::vector<GrB_Index>{2, 0}, std::vector<GrB_Index>{0, 3},
                                    std::vector<GrB_Index>{1, 1}}) {
    Packed h = hyper();
    std::copy(hl.begin(), hl.end(), h.h);
    const Snapshot sh = snap(h, 3, 2, 3, 0, 3);
    expect_failed(GxB_Matrix_pack_HyperCSR(A, &h.p, &h.h, &h.i, &h.x, 24, 16, 24, 24, false, 2, false, secure),
                  GrB_INVALID_OBJECT, h, sh);
    h.free_all();
  }
  // bitmap: wrong count, or a flag that is not 0/1
  Packed b = bitmap();
  Snapshot sb = snap(b, 0, 0, 0, 12, 12);
  expect_failed(GxB_Matrix_pack_BitmapR(A, &b.b, &b.x, 12, 96, false, 2, secure), GrB_INVALID_OBJECT, b, sb);
  b.b[4] = 2;
  sb = snap(b, 0, 0, 0, 12, 12);
  expect_failed(GxB_Matrix_pack_BitmapC(A, &b.b, &b.x, 12, 96, false, 4, secure), GrB_INVALID_OBJECT, b, sb);
  b.free_all();
  // vectors: nvals beyond the length, or an index out of range
  GrB_Vector v = nullptr;
  ASSERT_EQ(GrB_Vector_new(&v, GrB_FP64, 3), GrB_SUCCESS);
  GrB_Index* vi = dup_array(std::vector<GrB_Index>{0, 1, 2, 3});
  void* vx = dup_array(std::vector<double>{1, 2, 3, 4});
  EXPECT_EQ(GxB_Vector_pack_CSC(v, &vi, &vx, 32, 32, false, 4, false, nullptr), GrB_INVALID_VALUE);
  vi[2] = 5;
  EXPECT_EQ(GxB_Vector_pack_CSC(v, &vi, &vx, 32, 32, false, 3, false, secure), GrB_INVALID_OBJECT);
  ASSERT_NE(vi, nullptr);
  ASSERT_NE(vx, nullptr);
  EXPECT_EQ(vi[2], 5u);
  // a vector pack on a matrix that is not n-by-1
  EXPECT_EQ(GxB_Vector_pack_CSC(reinterpret_cast<GrB_Vector>(A), &vi, &vx, 32, 32, false, 1, false, nullptr),
            GrB_DIMENSION_MISMATCH);
  std::free(vi);
  std::free(vx);
  GrB_Vector_free(&v);
}

TEST_F(PackErrors, UnpackErrorsLeaveEverythingAlone) {
  GrB_Index* p = reinterpret_cast<GrB_Index*>(0x10);
  GrB_Index* i = reinterpret_cast<GrB_Index*>(0x20);
  void* x = reinterpret_cast<void*>(0x30);
  GrB_Index ps = 1, is = 2, xs = 3;
  auto unchanged = [&] {
    EXPECT_EQ(p, reinterpret_cast<GrB_Index*>(0x10));
    EXPECT_EQ(i, reinterpret_cast<GrB_Index*>(0x20));
    EXPECT_EQ(x, reinterpret_cast<void*>(0x30));
    EXPECT_EQ(ps, 1u);
    EXPECT_EQ(is, 2u);
    EXPECT_EQ(xs, 3u);
    GrB_Index nv = 0;
    EXPECT_EQ(GrB_Matrix_nvals(&nv, A), GrB_SUCCESS);
    EXPECT_EQ(nv, 1u);
  };
  EXPECT_EQ(GxB_Matrix_unpack_CSR(A, nullptr, &i, &x, &ps, &is, &xs, nullptr, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_unpack_CSR(A, &p, nullptr, &x, &ps, &is, &xs, nullptr, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_unpack_CSR(A, &p, &i, nullptr, &ps, &is, &xs, nullptr, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_unpack_CSR(A, &p, &i, &x, nullptr, &is, &xs, nullptr, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_unpack_CSR(A, &p, &i, &x, &ps, nullptr, &xs, nullptr, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_unpack_CSR(A, &p, &i, &x, &ps, &is, nullptr, nullptr, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_unpack_HyperCSR(A, &p, &i, &i, &x, &ps, &is, &is, &xs, nullptr, nullptr, nullptr, nullptr),
            GrB_NULL_POINTER);  // nvec output missing
  int8_t* b = nullptr;
  EXPECT_EQ(GxB_Matrix_unpack_BitmapR(A, &b, &x, &is, &xs, nullptr, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_unpack_FullC(A, &x, &xs, nullptr, nullptr), GrB_INVALID_VALUE);  // not full
  EXPECT_EQ(GxB_Matrix_unpack_CSR(nullptr, &p, &i, &x, &ps, &is, &xs, nullptr, nullptr, nullptr), GrB_NULL_POINTER);
  alignas(64) unsigned char garbage[512];
  std::memset(garbage, 0x5a, sizeof garbage);
  EXPECT_EQ(GxB_Matrix_unpack_CSR(A, &p, &i, &x, &ps, &is, &xs, nullptr, nullptr,
                                  reinterpret_cast<GrB_Descriptor>(garbage)),
            GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GxB_Vector_unpack_CSC(reinterpret_cast<GrB_Vector>(A), &i, &x, &is, &xs, nullptr, &ps, nullptr, nullptr),
            GrB_DIMENSION_MISMATCH);
  unchanged();
}

//------------------------------------------------------------------------------------------------
// vectors
//------------------------------------------------------------------------------------------------
TEST(PackUnpack, VectorFormats) {
  // v = [_, 1.5, _, _, -2, _, 7]
  GrB_Vector v = nullptr;
  ASSERT_EQ(GrB_Vector_new(&v, GrB_FP64, 7), GrB_SUCCESS);
  GrB_Index* vi = dup_array(std::vector<GrB_Index>{1, 4, 6});
  void* vx = dup_array(std::vector<double>{1.5, -2, 7});
  GrB_Index* vi0 = vi;
  void* vx0 = vx;
  ASSERT_EQ(GxB_Vector_pack_CSC(v, &vi, &vx, 24, 24, false, 3, false, nullptr), GrB_SUCCESS);
  EXPECT_EQ(vi, nullptr);
  EXPECT_EQ(vx, nullptr);
  double e = 0;
  ASSERT_EQ(GrB_Vector_extractElement_FP64(&e, v, 4), GrB_SUCCESS);
  EXPECT_EQ(e, -2);
  // bitmap
  int8_t* vb = nullptr;
  GrB_Index vbs = 0, vxs = 0, nv = 0, vis = 0;
  bool iso = true;
  ASSERT_EQ(GxB_Vector_unpack_Bitmap(v, &vb, &vx, &vbs, &vxs, &iso, &nv, nullptr), GrB_SUCCESS);
  EXPECT_EQ(nv, 3u);
  EXPECT_FALSE(iso);
  ASSERT_GE(vbs, 7u);
  const int8_t expect_b[7] = {0, 1, 0, 0, 1, 0, 1};
  for (int q = 0; q < 7; q++) EXPECT_EQ(vb[q], expect_b[q]);
  EXPECT_EQ(static_cast<double*>(vx)[6], 7);
  ASSERT_EQ(GxB_Vector_pack_Bitmap(v, &vb, &vx, vbs, vxs, false, 3, nullptr), GrB_SUCCESS);
  // CSC, zero-copy round trip
  ASSERT_EQ(GxB_Vector_unpack_CSC(v, &vi, &vx, &vis, &vxs, &iso, &nv, nullptr, nullptr), GrB_SUCCESS);
  EXPECT_EQ(nv, 3u);
  EXPECT_EQ(vi[0], 1u);
  EXPECT_EQ(vi[2], 6u);
  vi0 = vi;
  vx0 = vx;
  ASSERT_EQ(GxB_Vector_pack_CSC(v, &vi, &vx, vis, vxs, false, 3, false, nullptr), GrB_SUCCESS);
  ASSERT_EQ(GxB_Vector_unpack_CSC(v, &vi, &vx, &vis, &vxs, &iso, &nv, nullptr, nullptr), GrB_SUCCESS);
  EXPECT_EQ(vi, vi0);
  EXPECT_EQ(vx, vx0);
  std::free(vi);
  std::free(vx);
  // full (not full: refused; then a full one, zero-copy)
  ASSERT_EQ(GrB_Vector_setElement_FP64(v, 1, 0), GrB_SUCCESS);
  EXPECT_EQ(GxB_Vector_unpack_Full(v, &vx, &vxs, &iso, nullptr), GrB_INVALID_VALUE);
  void* fx = dup_array(std::vector<double>{0, 1, 2, 3, 4, 5, 6});
  void* fx0 = fx;
  ASSERT_EQ(GxB_Vector_pack_Full(v, &fx, 56, false, nullptr), GrB_SUCCESS);
  ASSERT_EQ(GrB_Vector_nvals(&nv, v), GrB_SUCCESS);
  EXPECT_EQ(nv, 7u);
  ASSERT_EQ(GxB_Vector_unpack_Full(v, &fx, &vxs, &iso, nullptr), GrB_SUCCESS);
  EXPECT_EQ(fx, fx0);
  EXPECT_EQ(static_cast<double*>(fx)[5], 5);
  std::free(fx);
  GrB_Vector_free(&v);
}

//------------------------------------------------------------------------------------------------
// the older GxB import (creates) / export (frees)
//------------------------------------------------------------------------------------------------
TEST(GxBImportExport, CreateAndFreeHandles) {
  GrB_Matrix A = nullptr;
  GrB_Index* Ap = dup_array(std::vector<GrB_Index>{0, 1, 1, 3});
  GrB_Index* Aj = dup_array(std::vector<GrB_Index>{2, 0, 1});
  void* Ax = dup_array(std::vector<int64_t>{10, 20, 30});
  ASSERT_EQ(GxB_Matrix_import_CSR(&A, GrB_INT64, 3, 3, &Ap, &Aj, &Ax, 32, 24, 24, false, false, nullptr), GrB_SUCCESS);
  ASSERT_NE(A, nullptr);
  EXPECT_EQ(Ap, nullptr);
  int64_t e = 0;
  ASSERT_EQ(GrB_Matrix_extractElement_INT64(&e, A, 2, 1), GrB_SUCCESS);
  EXPECT_EQ(e, 30);
  GrB_Type t = nullptr;
  GrB_Index m = 0, n = 0, ps = 0, is = 0, xs = 0;
  bool iso = true, jum = true;
  // missing type output: error, A still valid
  EXPECT_EQ(GxB_Matrix_export_CSC(&A, nullptr, &m, &n, &Ap, &Aj, &Ax, &ps, &is, &xs, &iso, &jum, nullptr),
            GrB_NULL_POINTER);
  ASSERT_NE(A, nullptr);
  ASSERT_EQ(GxB_Matrix_export_CSC(&A, &t, &m, &n, &Ap, &Aj, &Ax, &ps, &is, &xs, &iso, &jum, nullptr), GrB_SUCCESS);
  EXPECT_EQ(A, nullptr);
  EXPECT_EQ(t, GrB_INT64);
  EXPECT_EQ(m, 3u);
  EXPECT_EQ(n, 3u);
  // CSC of the same matrix: col 0 = {2:20}, col 1 = {2:30}, col 2 = {0:10}
  EXPECT_EQ(Ap[1], 1u);
  EXPECT_EQ(Ap[3], 3u);
  EXPECT_EQ(Aj[0], 2u);
  EXPECT_EQ(static_cast<int64_t*>(Ax)[2], 10);
  // import failure: A is NULL and the arrays are still the caller's
  A = reinterpret_cast<GrB_Matrix>(0x1);
  EXPECT_EQ(GxB_Matrix_import_CSC(&A, GrB_INT64, 3, 3, &Ap, &Aj, &Ax, 31, 24, 24, false, false, nullptr),
            GrB_INVALID_VALUE);
  EXPECT_EQ(A, nullptr);
  ASSERT_NE(Ap, nullptr);
  EXPECT_EQ(GxB_Matrix_import_CSC(&A, nullptr, 3, 3, &Ap, &Aj, &Ax, 32, 24, 24, false, false, nullptr),
            GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_import_CSC(&A, GrB_INT64, GrB_INDEX_MAX + 2, 3, &Ap, &Aj, &Ax, 32, 24, 24, false, false,
                                  nullptr),
            GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_import_CSC(nullptr, GrB_INT64, 3, 3, &Ap, &Aj, &Ax, 32, 24, 24, false, false, nullptr),
            GrB_NULL_POINTER);
  ASSERT_EQ(GxB_Matrix_import_CSC(&A, GrB_INT64, 3, 3, &Ap, &Aj, &Ax, 32, 24, 24, false, false, nullptr), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_extractElement_INT64(&e, A, 0, 2), GrB_SUCCESS);
  EXPECT_EQ(e, 10);
  // hyper, bitmap, full forms
  GrB_Index *Ah = nullptr, nvec = 0, hs = 0, nvals = 0, bs = 0;
  ASSERT_EQ(GxB_Matrix_export_HyperCSR(&A, &t, &m, &n, &Ap, &Ah, &Aj, &Ax, &ps, &hs, &is, &xs, &iso, &nvec, &jum,
                                       nullptr),
            GrB_SUCCESS);
  EXPECT_EQ(nvec, 2u);
  EXPECT_EQ(Ah[0], 0u);
  EXPECT_EQ(Ah[1], 2u);
  ASSERT_EQ(GxB_Matrix_import_HyperCSR(&A, t, m, n, &Ap, &Ah, &Aj, &Ax, ps, hs, is, xs, iso, nvec, jum, nullptr),
            GrB_SUCCESS);
  int8_t* Ab = nullptr;
  ASSERT_EQ(GxB_Matrix_export_BitmapC(&A, &t, &m, &n, &Ab, &Ax, &bs, &xs, &iso, &nvals, nullptr), GrB_SUCCESS);
  EXPECT_EQ(nvals, 3u);
  EXPECT_EQ(Ab[0 + 2 * 3], 1);  // A(0,2)
  ASSERT_EQ(GxB_Matrix_import_BitmapC(&A, t, m, n, &Ab, &Ax, bs, xs, iso, nvals, nullptr), GrB_SUCCESS);
  void* F = nullptr;
  EXPECT_EQ(GxB_Matrix_export_FullR(&A, &t, &m, &n, &F, &xs, &iso, nullptr), GrB_INVALID_VALUE);
  ASSERT_NE(A, nullptr);
  GrB_Matrix_free(&A);
  F = dup_array(std::vector<float>{1, 2, 3, 4, 5, 6});
  ASSERT_EQ(GxB_Matrix_import_FullC(&A, GrB_FP32, 2, 3, &F, 24, false, nullptr), GrB_SUCCESS);
  float f = 0;
  ASSERT_EQ(GrB_Matrix_extractElement_FP32(&f, A, 1, 2), GrB_SUCCESS);
  EXPECT_EQ(f, 6);
  ASSERT_EQ(GxB_Matrix_export_FullR(&A, &t, &m, &n, &F, &xs, nullptr, nullptr), GrB_SUCCESS);
  EXPECT_EQ(static_cast<float*>(F)[1], 3);  // A(0,1) by row
  std::free(F);

  // vectors
  GrB_Vector v = nullptr;
  GrB_Index* vi = dup_array(std::vector<GrB_Index>{3});
  void* vx = dup_array(std::vector<uint8_t>{200});
  ASSERT_EQ(GxB_Vector_import_CSC(&v, GrB_UINT8, 5, &vi, &vx, 8, 1, false, 1, false, nullptr), GrB_SUCCESS);
  GrB_Index vn = 0, vis = 0, vxs = 0, vnv = 0;
  int8_t* vb = nullptr;
  ASSERT_EQ(GxB_Vector_export_Bitmap(&v, &t, &vn, &vb, &vx, &vis, &vxs, &iso, &vnv, nullptr), GrB_SUCCESS);
  EXPECT_EQ(v, nullptr);
  EXPECT_EQ(vn, 5u);
  EXPECT_EQ(vb[3], 1);
  EXPECT_EQ(static_cast<uint8_t*>(vx)[3], 200);
  ASSERT_EQ(GxB_Vector_import_Bitmap(&v, t, vn, &vb, &vx, vis, vxs, iso, vnv, nullptr), GrB_SUCCESS);
  ASSERT_EQ(GxB_Vector_export_CSC(&v, &t, &vn, &vi, &vx, &vis, &vxs, &iso, &vnv, nullptr, nullptr), GrB_SUCCESS);
  EXPECT_EQ(vi[0], 3u);
  std::free(vi);
  std::free(vx);
  vx = dup_array(std::vector<uint8_t>{9});
  ASSERT_EQ(GxB_Vector_import_Full(&v, GrB_UINT8, 4, &vx, 1, true, nullptr), GrB_SUCCESS);
  ASSERT_EQ(GrB_Vector_nvals(&vnv, v), GrB_SUCCESS);
  EXPECT_EQ(vnv, 4u);
  ASSERT_EQ(GxB_Vector_export_Full(&v, &t, &vn, &vx, &vxs, nullptr, nullptr), GrB_SUCCESS);  // expanded
  ASSERT_GE(vxs, 4u);
  for (int q = 0; q < 4; q++) EXPECT_EQ(static_cast<uint8_t*>(vx)[q], 9);
  std::free(vx);
}

//------------------------------------------------------------------------------------------------
// huge hypersparse matrices
//------------------------------------------------------------------------------------------------
TEST(ImportExport, HugeHypersparse) {
  const GrB_Index big = GrB_Index(1) << 50;
  GrB_Matrix A = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&A, GrB_INT32, big, big), GrB_SUCCESS);
  Packed k;
  k.p = dup_array(std::vector<GrB_Index>{0, 1, 3});
  k.h = dup_array(std::vector<GrB_Index>{5, big - 1});
  k.i = dup_array(std::vector<GrB_Index>{big - 2, 0, big - 1});
  k.x = dup_array(std::vector<int32_t>{1, 2, 3});
  k.p_size = 24;
  k.h_size = 16;
  k.i_size = 24;
  k.x_size = 12;
  k.nvec = 2;
  const Packed orig = k;
  GrB_Descriptor secure = nullptr;
  ASSERT_EQ(GrB_Descriptor_new(&secure), GrB_SUCCESS);
  ASSERT_EQ(GrB_Descriptor_set(secure, GxB_IMPORT, GxB_SECURE_IMPORT), GrB_SUCCESS);
  ASSERT_EQ(pack(A, Fmt::HyperCSR, k, secure), GrB_SUCCESS);
  int32_t e = 0;
  ASSERT_EQ(GrB_Matrix_extractElement_INT32(&e, A, big - 1, big - 1), GrB_SUCCESS);
  EXPECT_EQ(e, 3);
  ASSERT_EQ(GrB_Matrix_extractElement_INT32(&e, A, 5, big - 2), GrB_SUCCESS);
  EXPECT_EQ(e, 1);
  GrB_Format f;
  ASSERT_EQ(GrB_Matrix_exportHint(&f, A), GrB_SUCCESS);
  EXPECT_EQ(f, GrB_COO_FORMAT);
  GrB_Index lp = 0, li = 0, lx = 0;
  ASSERT_EQ(GrB_Matrix_exportSize(&lp, &li, &lx, GrB_CSR_FORMAT, A), GrB_SUCCESS);
  EXPECT_EQ(lp, big + 1);
  EXPECT_EQ(li, 3u);
  ASSERT_EQ(GrB_Matrix_exportSize(&lp, &li, &lx, GrB_COO_FORMAT, A), GrB_SUCCESS);
  EXPECT_EQ(lp, 3u);
  GrB_Index R[3], C[3];
  int32_t X[3];
  ASSERT_EQ(GrB_Matrix_export_INT32(R, C, X, &lp, &li, &lx, GrB_COO_FORMAT, A), GrB_SUCCESS);
  EXPECT_EQ(R[0], 5u);
  EXPECT_EQ(C[0], big - 2);
  EXPECT_EQ(R[2], big - 1);
  EXPECT_EQ(C[2], big - 1);
  // GrB import of the tuples in any order
  GrB_Index R2[3] = {R[2], R[0], R[1]}, C2[3] = {C[2], C[0], C[1]};
  int32_t X2[3] = {X[2], X[0], X[1]};
  GrB_Matrix B = nullptr;
  ASSERT_EQ(GrB_Matrix_import_INT32(&B, GrB_INT32, big, big, R2, C2, X2, 3, 3, 3, GrB_COO_FORMAT), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_extractElement_INT32(&e, B, big - 1, 0), GrB_SUCCESS);
  EXPECT_EQ(e, 2);
  GrB_Matrix_free(&B);
  // unpack hyper by row: zero-copy
  Packed o;
  ASSERT_EQ(unpack(A, Fmt::HyperCSR, o), GrB_SUCCESS);
  EXPECT_EQ(o.p, orig.p);
  EXPECT_EQ(o.h, orig.h);
  EXPECT_EQ(o.i, orig.i);
  EXPECT_EQ(o.x, orig.x);
  EXPECT_EQ(o.nvec, 2u);
  // pack it back and unpack by column (a transpose of the storage)
  ASSERT_EQ(pack(A, Fmt::HyperCSR, o), GrB_SUCCESS);
  ASSERT_EQ(unpack(A, Fmt::HyperCSC, o), GrB_SUCCESS);
  ASSERT_EQ(o.nvec, 3u);
  EXPECT_EQ(o.h[0], 0u);
  EXPECT_EQ(o.h[1], big - 2);
  EXPECT_EQ(o.h[2], big - 1);
  EXPECT_EQ(static_cast<int32_t*>(o.x)[0], 2);
  o.free_all();
  GrB_Matrix_free(&A);
  GrB_Descriptor_free(&secure);
}

//------------------------------------------------------------------------------------------------
// hyper-hash
//------------------------------------------------------------------------------------------------
TEST(PackUnpack, HyperHash) {
  GrB_Matrix A = nullptr, Y = reinterpret_cast<GrB_Matrix>(0x1), Z = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&A, GrB_FP64, GrB_Index(1) << 40, 10), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_FP64(A, 1, 12345, 3), GrB_SUCCESS);
  ASSERT_EQ(GxB_unpack_HyperHash(A, &Y, nullptr), GrB_SUCCESS);
  EXPECT_EQ(Y, nullptr);  // no hyper-hash is kept
  ASSERT_EQ(GxB_pack_HyperHash(A, &Y, nullptr), GrB_SUCCESS);  // nothing to pack
  ASSERT_EQ(GrB_Matrix_new(&Z, GrB_INT64, 4, 4), GrB_SUCCESS);
  GrB_Matrix Z0 = Z;
  ASSERT_EQ(GxB_pack_HyperHash(A, &Z, nullptr), GrB_SUCCESS);
  EXPECT_EQ(Z, Z0);  // still the caller's
  EXPECT_EQ(GxB_pack_HyperHash(A, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_unpack_HyperHash(A, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_unpack_HyperHash(nullptr, &Y, nullptr), GrB_NULL_POINTER);
  GrB_Matrix_free(&Z);
  GrB_Matrix_free(&A);
}

//------------------------------------------------------------------------------------------------
// GrB import / export: specific semantics and errors
//------------------------------------------------------------------------------------------------
TEST(GrBImport, UnsortedCsrAndCooDuplicates) {
  // CSR with unsorted columns within rows: accepted and sorted
  const GrB_Index Ap[4] = {0, 2, 3, 4}, Ai[4] = {2, 0, 1, 0};
  const double Ax[4] = {1, 2, 3, 4};
  GrB_Matrix A = nullptr;
  ASSERT_EQ(GrB_Matrix_import_FP64(&A, GrB_FP64, 3, 3, Ap, Ai, Ax, 4, 4, 4, GrB_CSR_FORMAT), GrB_SUCCESS);
  double e = 0;
  ASSERT_EQ(GrB_Matrix_extractElement_FP64(&e, A, 0, 0), GrB_SUCCESS);
  EXPECT_EQ(e, 2);
  ASSERT_EQ(GrB_Matrix_extractElement_FP64(&e, A, 0, 2), GrB_SUCCESS);
  EXPECT_EQ(e, 1);
  GrB_Matrix_free(&A);
  // COO with duplicates: the last in input order is kept (as SuiteSparse 7.4 does)
  const GrB_Index R[5] = {1, 0, 1, 0, 1}, C[5] = {1, 0, 1, 0, 1};
  const double X[5] = {1, 2, 3, 4, 5};
  ASSERT_EQ(GrB_Matrix_import_FP64(&A, GrB_FP64, 2, 2, R, C, X, 5, 5, 5, GrB_COO_FORMAT), GrB_SUCCESS);
  GrB_Index nv = 0;
  ASSERT_EQ(GrB_Matrix_nvals(&nv, A), GrB_SUCCESS);
  EXPECT_EQ(nv, 2u);
  ASSERT_EQ(GrB_Matrix_extractElement_FP64(&e, A, 0, 0), GrB_SUCCESS);
  EXPECT_EQ(e, 4);
  ASSERT_EQ(GrB_Matrix_extractElement_FP64(&e, A, 1, 1), GrB_SUCCESS);
  EXPECT_EQ(e, 5);
  GrB_Format f;
  ASSERT_EQ(GrB_Matrix_exportHint(&f, A), GrB_SUCCESS);
  EXPECT_EQ(f, GrB_CSR_FORMAT);
  GrB_Matrix_free(&A);
  // a CSC import is held by column
  const GrB_Index cp[3] = {0, 2, 2}, ci[2] = {1, 0};
  const double cx[2] = {10, 20};
  ASSERT_EQ(GrB_Matrix_import_FP64(&A, GrB_FP64, 2, 2, cp, ci, cx, 3, 2, 2, GrB_CSC_FORMAT), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_exportHint(&f, A), GrB_SUCCESS);
  EXPECT_EQ(f, GrB_CSC_FORMAT);
  ASSERT_EQ(GrB_Matrix_extractElement_FP64(&e, A, 1, 0), GrB_SUCCESS);
  EXPECT_EQ(e, 10);
  GrB_Matrix_free(&A);
  // an empty COO import
  const GrB_Index none[1] = {0};
  const double nonex[1] = {0};
  ASSERT_EQ(GrB_Matrix_import_FP64(&A, GrB_FP64, 4, 4, none, none, nonex, 0, 0, 0, GrB_COO_FORMAT), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_nvals(&nv, A), GrB_SUCCESS);
  EXPECT_EQ(nv, 0u);
  GrB_Matrix_free(&A);
}

TEST(GrBImport, Errors) {
  const GrB_Index Ap[4] = {0, 2, 3, 4}, Ai[4] = {0, 2, 1, 0};
  const double Ax[4] = {1, 2, 3, 4};
  const GrB_Matrix sentinel = reinterpret_cast<GrB_Matrix>(0x1234);
  GrB_Matrix A = sentinel;
  // the type must be the entry point's (A untouched, as SuiteSparse)
  EXPECT_EQ(GrB_Matrix_import_FP64(&A, GrB_FP32, 3, 3, Ap, Ai, Ax, 4, 4, 4, GrB_CSR_FORMAT), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(A, sentinel);
  EXPECT_EQ(GrB_Matrix_import_UDT(&A, GrB_FP64, 3, 3, Ap, Ai, Ax, 4, 4, 4, GrB_CSR_FORMAT), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_import_FP64(&A, udt_type(), 3, 3, Ap, Ai, Ax, 4, 4, 4, GrB_CSR_FORMAT), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(A, sentinel);
  EXPECT_EQ(GrB_Matrix_import_FP64(nullptr, GrB_FP64, 3, 3, Ap, Ai, Ax, 4, 4, 4, GrB_CSR_FORMAT), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_import_FP64(&A, nullptr, 3, 3, Ap, Ai, Ax, 4, 4, 4, GrB_CSR_FORMAT), GrB_NULL_POINTER);
  alignas(64) unsigned char garbage[512];
  std::memset(garbage, 0x5a, sizeof garbage);
  EXPECT_EQ(GrB_Matrix_import_FP64(&A, reinterpret_cast<GrB_Type>(garbage), 3, 3, Ap, Ai, Ax, 4, 4, 4,
                                   GrB_CSR_FORMAT),
            GrB_UNINITIALIZED_OBJECT);
  struct Case {
    const GrB_Index *p, *i;
    const double* x;
    GrB_Index lp, li, lx, m;
    int format;
    GrB_Info expect;
  };
  const GrB_Index bad_i[4] = {0, 3, 1, 0}, dup_i[4] = {0, 0, 1, 0}, bad_p0[4] = {1, 2, 3, 4},
                  bad_pdec[4] = {0, 3, 2, 4}, R[4] = {2, 0, 1, 0}, Cout[4] = {0, 1, 2, 3};
  const Case cases[] = {
      {Ap, Ai, Ax, 3, 4, 4, 3, GrB_CSR_FORMAT, GrB_INVALID_VALUE},             // Ap too short
      {Ap, Ai, Ax, 4, 3, 4, 3, GrB_CSR_FORMAT, GrB_INVALID_VALUE},             // Ai too short
      {Ap, Ai, Ax, 4, 4, 3, 3, GrB_CSR_FORMAT, GrB_INVALID_VALUE},             // Ax too short
      {Ap, Ai, Ax, 4, 4, 4, 3, 9, GrB_INVALID_VALUE},                          // unknown format
      {Ap, Ai, Ax, 4, 4, 4, GrB_INDEX_MAX + 2, GrB_CSR_FORMAT, GrB_INVALID_VALUE},  // too many rows
      {nullptr, Ai, Ax, 4, 4, 4, 3, GrB_CSR_FORMAT, GrB_NULL_POINTER},
      {Ap, nullptr, Ax, 4, 4, 4, 3, GrB_CSR_FORMAT, GrB_NULL_POINTER},
      {Ap, Ai, nullptr, 4, 4, 4, 3, GrB_CSR_FORMAT, GrB_NULL_POINTER},
      {Ap, bad_i, Ax, 4, 4, 4, 3, GrB_CSR_FORMAT, GrB_INVALID_OBJECT},         // index out of range
      {Ap, dup_i, Ax, 4, 4, 4, 3, GrB_CSR_FORMAT, GrB_INDEX_OUT_OF_BOUNDS},    // duplicate in a row
      {bad_p0, Ai, Ax, 4, 4, 4, 3, GrB_CSR_FORMAT, GrB_INVALID_OBJECT},
      {bad_pdec, Ai, Ax, 4, 4, 4, 3, GrB_CSC_FORMAT, GrB_INVALID_OBJECT},
      {R, Cout, Ax, 4, 4, 4, 3, GrB_COO_FORMAT, GrB_INDEX_OUT_OF_BOUNDS},      // column 3 of 3
      {R, Ai, Ax, 4, 3, 4, 3, GrB_COO_FORMAT, GrB_INVALID_VALUE},              // unequal lengths
      {R, Ai, Ax, 4, 4, 5, 3, GrB_COO_FORMAT, GrB_INVALID_VALUE},
  };
  for (const Case& c : cases) {
    A = sentinel;
    EXPECT_EQ(GrB_Matrix_import_FP64(&A, GrB_FP64, c.m, 3, c.p, c.i, c.x, c.lp, c.li, c.lx, GrB_Format(c.format)),
              c.expect)
        << "case " << (&c - cases);
    EXPECT_EQ(A, nullptr);
  }
}

TEST(GrBExport, Errors) {
  const GrB_Index Ap[4] = {0, 2, 3, 4}, Ai[4] = {0, 2, 1, 0};
  const double Ax[4] = {1, 2, 3, 4};
  GrB_Matrix A = nullptr;
  ASSERT_EQ(GrB_Matrix_import_FP64(&A, GrB_FP64, 3, 3, Ap, Ai, Ax, 4, 4, 4, GrB_CSR_FORMAT), GrB_SUCCESS);
  GrB_Index P[8], I[8];
  double X[8];
  float F[8];
  std::fill(P, P + 8, 77);
  GrB_Index lp = 3, li = 8, lx = 8;
  EXPECT_EQ(GrB_Matrix_export_FP64(P, I, X, &lp, &li, &lx, GrB_CSR_FORMAT, A), GrB_INSUFFICIENT_SPACE);
  EXPECT_EQ(lp, 3u);
  EXPECT_EQ(li, 8u);
  EXPECT_EQ(P[0], 77u);
  lp = 4;
  li = 3;
  EXPECT_EQ(GrB_Matrix_export_FP64(P, I, X, &lp, &li, &lx, GrB_CSR_FORMAT, A), GrB_INSUFFICIENT_SPACE);
  li = 8;
  lx = 3;
  EXPECT_EQ(GrB_Matrix_export_FP64(P, I, X, &lp, &li, &lx, GrB_CSC_FORMAT, A), GrB_INSUFFICIENT_SPACE);
  lp = 3;
  li = 4;
  lx = 4;
  EXPECT_EQ(GrB_Matrix_export_FP64(P, I, X, &lp, &li, &lx, GrB_COO_FORMAT, A), GrB_INSUFFICIENT_SPACE);
  EXPECT_EQ(lp, 3u);
  lp = li = lx = 8;
  EXPECT_EQ(GrB_Matrix_export_FP32(P, I, F, &lp, &li, &lx, GrB_CSR_FORMAT, A), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_export_UDT(P, I, X, &lp, &li, &lx, GrB_CSR_FORMAT, A), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_export_FP64(P, I, X, &lp, &li, &lx, GrB_Format(5), A), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_export_FP64(nullptr, I, X, &lp, &li, &lx, GrB_CSR_FORMAT, A), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_export_FP64(P, nullptr, X, &lp, &li, &lx, GrB_CSR_FORMAT, A), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_export_FP64(P, I, nullptr, &lp, &li, &lx, GrB_CSR_FORMAT, A), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_export_FP64(P, I, X, nullptr, &li, &lx, GrB_CSR_FORMAT, A), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_export_FP64(P, I, X, &lp, &li, &lx, GrB_CSR_FORMAT, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(lp, 8u);
  EXPECT_EQ(P[0], 77u);
  alignas(64) unsigned char garbage[512];
  std::memset(garbage, 0x5a, sizeof garbage);
  EXPECT_EQ(GrB_Matrix_export_FP64(P, I, X, &lp, &li, &lx, GrB_CSR_FORMAT, reinterpret_cast<GrB_Matrix>(garbage)),
            GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_Matrix_exportSize(nullptr, &li, &lx, GrB_CSR_FORMAT, A), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_exportSize(&lp, &li, &lx, GrB_Format(7), A), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_exportSize(&lp, &li, &lx, GrB_CSR_FORMAT, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_exportHint(nullptr, A), GrB_NULL_POINTER);
  GrB_Format f;
  EXPECT_EQ(GrB_Matrix_exportHint(&f, reinterpret_cast<GrB_Matrix>(garbage)), GrB_UNINITIALIZED_OBJECT);
  // a freed matrix
  GrB_Matrix B = nullptr;
  ASSERT_EQ(GrB_Matrix_dup(&B, A), GrB_SUCCESS);
  GrB_Matrix_free(&A);
  lp = li = lx = 8;
  ASSERT_EQ(GrB_Matrix_export_FP64(P, I, X, &lp, &li, &lx, GrB_COO_FORMAT, B), GrB_SUCCESS);
  EXPECT_EQ(lp, 4u);
  GrB_Matrix_free(&B);
}

}  // namespace
