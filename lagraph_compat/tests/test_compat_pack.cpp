// GxB pack/unpack as LAGraph uses them (LG_CC_FastSV*, LAGraph_SRead/SWrite, the Louvain and
// FastAssign utilities): unpack a matrix into user arrays, work on the arrays, pack them back
// (the matrix keeps its handle, type and dimensions; the arrays change owner each way). Every
// format (CSR, CSC, HyperCSR, HyperCSC, BitmapR, BitmapC, FullR, FullC; vectors CSC, Bitmap,
// Full), unpacked from a matrix held in the same format and from one held in another, the
// arrays checked entry by entry against the reference.
#include "compat_util.hpp"

#include <cstring>

using compat::Entries;
using compat::Format;
using compat::kFormats;

namespace {

constexpr GrB_Index kRows = 8, kCols = 6;

struct Arrays {
  GrB_Index *Ap = nullptr, *Ah = nullptr, *Ai = nullptr;
  int8_t* Ab = nullptr;
  double* Ax = nullptr;
  GrB_Index Ap_size = 0, Ah_size = 0, Ai_size = 0, Ab_size = 0, Ax_size = 0, nvec = 0, nvals = 0;
  bool iso = false;
  ~Arrays() {
    // whatever was not packed back (a failed test) is the caller's to free
    std::free(Ap);
    std::free(Ah);
    std::free(Ai);
    std::free(Ab);
    std::free(Ax);
  }
};

GrB_Info unpack(GrB_Matrix A, int f, Arrays& a) {
  void** x = (void**)&a.Ax;
  switch (f) {
    case 0: return GxB_Matrix_unpack_CSR(A, &a.Ap, &a.Ai, x, &a.Ap_size, &a.Ai_size, &a.Ax_size, &a.iso, nullptr, nullptr);
    case 1: return GxB_Matrix_unpack_CSC(A, &a.Ap, &a.Ai, x, &a.Ap_size, &a.Ai_size, &a.Ax_size, &a.iso, nullptr, nullptr);
    case 2:
      return GxB_Matrix_unpack_HyperCSR(A, &a.Ap, &a.Ah, &a.Ai, x, &a.Ap_size, &a.Ah_size, &a.Ai_size, &a.Ax_size,
                                        &a.iso, &a.nvec, nullptr, nullptr);
    case 3:
      return GxB_Matrix_unpack_HyperCSC(A, &a.Ap, &a.Ah, &a.Ai, x, &a.Ap_size, &a.Ah_size, &a.Ai_size, &a.Ax_size,
                                        &a.iso, &a.nvec, nullptr, nullptr);
    case 4: return GxB_Matrix_unpack_BitmapR(A, &a.Ab, x, &a.Ab_size, &a.Ax_size, &a.iso, &a.nvals, nullptr);
    case 5: return GxB_Matrix_unpack_BitmapC(A, &a.Ab, x, &a.Ab_size, &a.Ax_size, &a.iso, &a.nvals, nullptr);
    case 6: return GxB_Matrix_unpack_FullR(A, x, &a.Ax_size, &a.iso, nullptr);
    default: return GxB_Matrix_unpack_FullC(A, x, &a.Ax_size, &a.iso, nullptr);
  }
}

GrB_Info pack(GrB_Matrix A, int f, Arrays& a) {
  void** x = (void**)&a.Ax;
  switch (f) {
    case 0: return GxB_Matrix_pack_CSR(A, &a.Ap, &a.Ai, x, a.Ap_size, a.Ai_size, a.Ax_size, a.iso, false, nullptr);
    case 1: return GxB_Matrix_pack_CSC(A, &a.Ap, &a.Ai, x, a.Ap_size, a.Ai_size, a.Ax_size, a.iso, false, nullptr);
    case 2:
      return GxB_Matrix_pack_HyperCSR(A, &a.Ap, &a.Ah, &a.Ai, x, a.Ap_size, a.Ah_size, a.Ai_size, a.Ax_size, a.iso,
                                      a.nvec, false, nullptr);
    case 3:
      return GxB_Matrix_pack_HyperCSC(A, &a.Ap, &a.Ah, &a.Ai, x, a.Ap_size, a.Ah_size, a.Ai_size, a.Ax_size, a.iso,
                                      a.nvec, false, nullptr);
    case 4: return GxB_Matrix_pack_BitmapR(A, &a.Ab, x, a.Ab_size, a.Ax_size, a.iso, a.nvals, nullptr);
    case 5: return GxB_Matrix_pack_BitmapC(A, &a.Ab, x, a.Ab_size, a.Ax_size, a.iso, a.nvals, nullptr);
    case 6: return GxB_Matrix_pack_FullR(A, x, a.Ax_size, a.iso, nullptr);
    default: return GxB_Matrix_pack_FullC(A, x, a.Ax_size, a.iso, nullptr);
  }
}

// The entries the arrays describe (format f of an nrows-by-ncols matrix); checks the invariants
// of the format on the way (sorted indices, pointer ends, sizes in bytes).
::testing::AssertionResult read_arrays(Entries& e, const Arrays& a, int f, GrB_Index nrows, GrB_Index ncols) {
  e.clear();
  const bool by_row = kFormats[f].by_row;
  const GrB_Index nvdim = by_row ? nrows : ncols, vlen = by_row ? ncols : nrows;
  auto value = [&](GrB_Index p) { return a.iso ? a.Ax[0] : a.Ax[p]; };
  auto put = [&](GrB_Index v, GrB_Index u, double x) { e[by_row ? std::make_pair(v, u) : std::make_pair(u, v)] = x; };
  if (a.Ax == nullptr || a.Ax_size < sizeof(double)) return ::testing::AssertionFailure() << "no values";
  const int32_t s = kFormats[f].sparsity;
  if (s == GxB_SPARSE || s == GxB_HYPERSPARSE) {
    const GrB_Index nvec = (s == GxB_SPARSE) ? nvdim : a.nvec;
    if (a.Ap == nullptr || a.Ap_size < (nvec + 1) * sizeof(GrB_Index) || a.Ap[0] != 0)
      return ::testing::AssertionFailure() << "bad Ap";
    if (s == GxB_HYPERSPARSE && (a.Ah == nullptr || a.Ah_size < nvec * sizeof(GrB_Index)))
      return ::testing::AssertionFailure() << "bad Ah";
    const GrB_Index nz = a.Ap[nvec];
    if (nz > 0 && (a.Ai == nullptr || a.Ai_size < nz * sizeof(GrB_Index)))
      return ::testing::AssertionFailure() << "bad Ai";
    if (!a.iso && a.Ax_size < nz * sizeof(double)) return ::testing::AssertionFailure() << "Ax too small";
    for (GrB_Index k = 0; k < nvec; k++) {
      const GrB_Index v = (s == GxB_SPARSE) ? k : a.Ah[k];
      if (v >= nvdim || (s == GxB_HYPERSPARSE && k > 0 && a.Ah[k - 1] >= v))
        return ::testing::AssertionFailure() << "Ah not increasing / out of range at " << k;
      if (a.Ap[k + 1] < a.Ap[k]) return ::testing::AssertionFailure() << "Ap decreasing at " << k;
      for (GrB_Index p = a.Ap[k]; p < a.Ap[k + 1]; p++) {
        if (a.Ai[p] >= vlen || (p > a.Ap[k] && a.Ai[p - 1] >= a.Ai[p]))
          return ::testing::AssertionFailure() << "indices not sorted (jumbled=NULL asks for sorted) at " << p;
        put(v, a.Ai[p], value(p));
      }
    }
  } else {
    const GrB_Index total = nrows * ncols;
    if (!a.iso && a.Ax_size < total * sizeof(double)) return ::testing::AssertionFailure() << "Ax too small";
    if (s == GxB_BITMAP && (a.Ab == nullptr || a.Ab_size < total)) return ::testing::AssertionFailure() << "bad Ab";
    GrB_Index count = 0;
    for (GrB_Index v = 0; v < nvdim; v++)
      for (GrB_Index u = 0; u < vlen; u++) {
        const GrB_Index p = v * vlen + u;
        if (s == GxB_BITMAP && a.Ab[p] == 0) continue;
        put(v, u, value(p));
        count++;
      }
    if (s == GxB_BITMAP && count != a.nvals) return ::testing::AssertionFailure() << "nvals " << a.nvals << " != " << count;
  }
  return ::testing::AssertionSuccess();
}

class CompatPack : public ::testing::TestWithParam<std::tuple<int, int>> {};

// Unpack in format `to` a matrix held in format `from`, check and change the arrays (x -> 2x+1),
// pack them back, check the matrix.
TEST_P(CompatPack, RoundTrip) {
  const int from = std::get<0>(GetParam()), to = std::get<1>(GetParam());
  const bool full = kFormats[to].sparsity == GxB_FULL || kFormats[from].sparsity == GxB_FULL;
  const Entries ref = compat::reference_entries(kRows, kCols, full, 100 + from * 8 + to);
  lg::Mat A;
  ASSERT_EQ(compat::matrix_from(&A.p, GrB_FP64, kRows, kCols, ref), GrB_SUCCESS);
  ASSERT_TRUE(compat::put_in_format(A.p, kFormats[from]));
  Arrays a;
  ASSERT_EQ(unpack(A.p, to, a), GrB_SUCCESS);
  EXPECT_FALSE(a.iso);
  // the matrix is empty now, with its type and dimensions
  GrB_Index nvals = 99, nrows = 0, ncols = 0;
  ASSERT_EQ(GrB_Matrix_nvals(&nvals, A.p), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_nrows(&nrows, A.p), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_ncols(&ncols, A.p), GrB_SUCCESS);
  EXPECT_EQ(nvals, 0u);
  EXPECT_EQ(nrows, kRows);
  EXPECT_EQ(ncols, kCols);
  Entries got;
  ASSERT_TRUE(read_arrays(got, a, to, kRows, kCols));
  EXPECT_EQ(got, ref) << compat::describe(got);
  // work on the arrays as LAGraph does, then give them back
  const GrB_Index nx = a.Ax_size / sizeof(double);
  for (GrB_Index p = 0; p < nx; p++) a.Ax[p] = 2 * a.Ax[p] + 1;
  ASSERT_EQ(pack(A.p, to, a), GrB_SUCCESS);
  EXPECT_EQ(a.Ax, nullptr) << "pack takes the arrays";
  EXPECT_EQ(a.Ap, nullptr);
  EXPECT_EQ(a.Ai, nullptr);
  EXPECT_EQ(a.Ab, nullptr);
  Entries want;
  for (const auto& [ij, x] : ref) want[ij] = 2 * x + 1;
  Entries back;
  ASSERT_EQ(compat::entries_of(back, A.p), GrB_SUCCESS);
  EXPECT_EQ(back, want) << compat::describe(back);
  int32_t status = -1, format = -1;
  ASSERT_EQ(GxB_Matrix_Option_get_INT32(A.p, GxB_SPARSITY_STATUS, &status), GrB_SUCCESS);
  ASSERT_EQ(GxB_Matrix_Option_get_INT32(A.p, GxB_FORMAT, &format), GrB_SUCCESS);
  EXPECT_EQ(format, kFormats[to].by_row ? GxB_BY_ROW : GxB_BY_COL) << "pack sets the orientation";
  // (the matrix then conforms to its sparsity control, still the one put_in_format set for `from`)
  if (from == to) EXPECT_EQ(status, kFormats[to].sparsity);
}

std::string pack_name(const ::testing::TestParamInfo<std::tuple<int, int>>& info) {
  return std::string("from") + kFormats[std::get<0>(info.param)].name + "_to" + kFormats[std::get<1>(info.param)].name;
}
// every target format from the same format, and from CSR / from HyperCSC / from BitmapR (conversions)
INSTANTIATE_TEST_SUITE_P(SameFormat, CompatPack,
                         ::testing::Values(std::make_tuple(0, 0), std::make_tuple(1, 1), std::make_tuple(2, 2),
                                           std::make_tuple(3, 3), std::make_tuple(4, 4), std::make_tuple(5, 5),
                                           std::make_tuple(6, 6), std::make_tuple(7, 7)),
                         pack_name);
INSTANTIATE_TEST_SUITE_P(Converted, CompatPack,
                         ::testing::Combine(::testing::Values(0, 3, 4), ::testing::Range(0, 8)), pack_name);

// An iso matrix unpacks with iso = true and one value; packing it back keeps it iso.
TEST(CompatPackIso, CSRKeepsIso) {
  lg::Mat A;
  ASSERT_EQ(GrB_Matrix_new(&A.p, GrB_FP64, 5, 5), GrB_SUCCESS);
  const GrB_Index I[] = {0, 2, 2, 4}, J[] = {1, 0, 3, 4};
  lg::Mat dummy;
  GrB_Scalar s = nullptr;
  ASSERT_EQ(GrB_Scalar_new(&s, GrB_FP64), GrB_SUCCESS);
  ASSERT_EQ(GrB_Scalar_setElement_FP64(s, 2.5), GrB_SUCCESS);
  ASSERT_EQ(GxB_Matrix_build_Scalar(A.p, I, J, s, 4), GrB_SUCCESS);
  GrB_Scalar_free(&s);
  bool iso = false;
  ASSERT_EQ(GxB_Matrix_iso(&iso, A.p), GrB_SUCCESS);
  EXPECT_TRUE(iso);
  Arrays a;
  ASSERT_EQ(unpack(A.p, 0, a), GrB_SUCCESS);
  ASSERT_TRUE(a.iso);
  EXPECT_GE(a.Ax_size, sizeof(double));
  EXPECT_EQ(a.Ax[0], 2.5);
  Entries got;
  ASSERT_TRUE(read_arrays(got, a, 0, 5, 5));
  EXPECT_EQ(got, (Entries{{{0, 1}, 2.5}, {{2, 0}, 2.5}, {{2, 3}, 2.5}, {{4, 4}, 2.5}}));
  ASSERT_EQ(pack(A.p, 0, a), GrB_SUCCESS);
  iso = false;
  ASSERT_EQ(GxB_Matrix_iso(&iso, A.p), GrB_SUCCESS);
  EXPECT_TRUE(iso);
  Entries back;
  ASSERT_EQ(compat::entries_of(back, A.p), GrB_SUCCESS);
  EXPECT_EQ(back, got);
}

// Arrays the caller allocated with malloc (LAGraph_Malloc) packed into a new INT64 matrix; the
// library frees them with the matrix.
TEST(CompatPackUserArrays, MallocCSR) {
  lg::Mat A;
  ASSERT_EQ(GrB_Matrix_new(&A.p, GrB_INT64, 3, 4), GrB_SUCCESS);
  GrB_Index* Ap = (GrB_Index*)std::malloc(4 * sizeof(GrB_Index));
  GrB_Index* Aj = (GrB_Index*)std::malloc(4 * sizeof(GrB_Index));
  int64_t* Ax = (int64_t*)std::malloc(4 * sizeof(int64_t));
  ASSERT_TRUE(Ap && Aj && Ax);
  const GrB_Index p[] = {0, 2, 2, 4}, j[] = {0, 3, 1, 2};
  const int64_t x[] = {-7, 8, INT64_MAX, INT64_MIN};
  std::memcpy(Ap, p, sizeof p);
  std::memcpy(Aj, j, sizeof j);
  std::memcpy(Ax, x, sizeof x);
  ASSERT_EQ(GxB_Matrix_pack_CSR(A.p, &Ap, &Aj, (void**)&Ax, 4 * sizeof(GrB_Index), 4 * sizeof(GrB_Index),
                                4 * sizeof(int64_t), false, false, nullptr),
            GrB_SUCCESS);
  EXPECT_EQ(Ap, nullptr);
  EXPECT_EQ(Aj, nullptr);
  EXPECT_EQ(Ax, nullptr);
  int64_t v = 0;
  ASSERT_EQ(GrB_Matrix_extractElement_INT64(&v, A.p, 0, 3), GrB_SUCCESS);
  EXPECT_EQ(v, 8);
  ASSERT_EQ(GrB_Matrix_extractElement_INT64(&v, A.p, 2, 1), GrB_SUCCESS);
  EXPECT_EQ(v, INT64_MAX);
  ASSERT_EQ(GrB_Matrix_extractElement_INT64(&v, A.p, 2, 2), GrB_SUCCESS);
  EXPECT_EQ(v, INT64_MIN);
  EXPECT_EQ(GrB_Matrix_extractElement_INT64(&v, A.p, 1, 1), GrB_NO_VALUE);
  GrB_Index nvals = 0;
  ASSERT_EQ(GrB_Matrix_nvals(&nvals, A.p), GrB_SUCCESS);
  EXPECT_EQ(nvals, 4u);
}

// Vectors: the FastSV pattern (unpack_Full of the parent vector, change it in place, pack_Full),
// and CSC / Bitmap round trips.
TEST(CompatPackVector, FullCSCBitmap) {
  const GrB_Index n = 20;
  // Full: parent(i) = i, then every parent halved in the array
  {
    lg::Vec v;
    ASSERT_EQ(GrB_Vector_new(&v.p, GrB_INT64, n), GrB_SUCCESS);
    for (GrB_Index i = 0; i < n; i++) ASSERT_EQ(GrB_Vector_setElement_INT64(v.p, (int64_t)i, i), GrB_SUCCESS);
    int64_t* Px = nullptr;
    GrB_Index Px_size = 0;
    bool iso = true;
    ASSERT_EQ(GxB_Vector_unpack_Full(v.p, (void**)&Px, &Px_size, &iso, nullptr), GrB_SUCCESS);
    ASSERT_NE(Px, nullptr);
    EXPECT_FALSE(iso);
    ASSERT_GE(Px_size, n * sizeof(int64_t));
    for (GrB_Index i = 0; i < n; i++) {
      EXPECT_EQ(Px[i], (int64_t)i);
      Px[i] /= 2;
    }
    GrB_Index nvals = 99;
    ASSERT_EQ(GrB_Vector_nvals(&nvals, v.p), GrB_SUCCESS);
    EXPECT_EQ(nvals, 0u);
    ASSERT_EQ(GxB_Vector_pack_Full(v.p, (void**)&Px, Px_size, false, nullptr), GrB_SUCCESS);
    EXPECT_EQ(Px, nullptr);
    for (GrB_Index i = 0; i < n; i++) {
      int64_t x = -1;
      ASSERT_EQ(GrB_Vector_extractElement_INT64(&x, v.p, i), GrB_SUCCESS);
      EXPECT_EQ(x, (int64_t)(i / 2));
    }
  }
  // CSC and Bitmap: entries at i % 3 == 1, value 10 i
  for (int bitmap = 0; bitmap < 2; bitmap++) {
    lg::Vec v;
    ASSERT_EQ(GrB_Vector_new(&v.p, GrB_FP32, n), GrB_SUCCESS);
    for (GrB_Index i = 1; i < n; i += 3) ASSERT_EQ(GrB_Vector_setElement_FP32(v.p, 10.0f * i, i), GrB_SUCCESS);
    GrB_Index* vi = nullptr;
    int8_t* vb = nullptr;
    float* vx = nullptr;
    GrB_Index vi_size = 0, vb_size = 0, vx_size = 0, nvals = 0;
    bool iso = true;
    if (bitmap) {
      ASSERT_EQ(GxB_Vector_unpack_Bitmap(v.p, &vb, (void**)&vx, &vb_size, &vx_size, &iso, &nvals, nullptr),
                GrB_SUCCESS);
      ASSERT_GE(vb_size, n);
      for (GrB_Index i = 0; i < n; i++) {
        EXPECT_EQ(vb[i] != 0, i % 3 == 1) << i;
        if (vb[i]) EXPECT_EQ(vx[i], 10.0f * i);
      }
    } else {
      ASSERT_EQ(GxB_Vector_unpack_CSC(v.p, &vi, (void**)&vx, &vi_size, &vx_size, &iso, &nvals, nullptr, nullptr),
                GrB_SUCCESS);
      for (GrB_Index k = 0; k < nvals; k++) {
        EXPECT_EQ(vi[k], 3 * k + 1);
        EXPECT_EQ(vx[k], 10.0f * vi[k]);
      }
    }
    EXPECT_FALSE(iso);
    EXPECT_EQ(nvals, 7u);
    if (bitmap) {
      ASSERT_EQ(GxB_Vector_pack_Bitmap(v.p, &vb, (void**)&vx, vb_size, vx_size, false, nvals, nullptr), GrB_SUCCESS);
    } else {
      ASSERT_EQ(GxB_Vector_pack_CSC(v.p, &vi, (void**)&vx, vi_size, vx_size, false, nvals, false, nullptr),
                GrB_SUCCESS);
    }
    GrB_Index back = 0;
    ASSERT_EQ(GrB_Vector_nvals(&back, v.p), GrB_SUCCESS);
    EXPECT_EQ(back, 7u);
    float x = 0;
    ASSERT_EQ(GrB_Vector_extractElement_FP32(&x, v.p, 19), GrB_SUCCESS);
    EXPECT_EQ(x, 190.0f);
    EXPECT_EQ(GrB_Vector_extractElement_FP32(&x, v.p, 18), GrB_NO_VALUE);
  }
}

}  // namespace
