// A few entries in matrices and vectors of huge dimensions (2^40 and 2^60) under every sparsity
// control: a storage format whose arrays follow the dimension (bitmap and full: vlen*vdim
// positions; sparse: vdim+1 pointers; a transpose's buckets) must never be allocated for them.
// The object stays hypersparse (or sparse, for a vector) and keeps its entries, and every call
// succeeds; an export that demands such a format is refused as out of memory, leaving the matrix
// as it was. ctest also runs these tests under --alloc-limit (main.cpp), where an allocator that
// refuses every request above 1 GiB counts the refusals: there must be none, so a conversion
// that merely tried to allocate terabytes fails the test even where the system would have
// refused it quietly.
#include <cstring>
#include <vector>

#include "test_util.hpp"

namespace {

constexpr GrB_Index k2to40 = GrB_Index(1) << 40;
constexpr GrB_Index k2to60 = GrB_INDEX_MAX + 1;

// Every sparsity control a program can ask for, single formats and combinations.
const int kControls[] = {GxB_HYPERSPARSE,
                         GxB_SPARSE,
                         GxB_BITMAP,
                         GxB_FULL,
                         GxB_SPARSE + GxB_BITMAP,
                         GxB_HYPERSPARSE + GxB_BITMAP,
                         GxB_BITMAP + GxB_FULL,
                         GxB_SPARSE + GxB_FULL,
                         GxB_HYPERSPARSE + GxB_SPARSE,
                         GxB_AUTO_SPARSITY};

struct Tuple {
  GrB_Index i, j;
  double x;
};

// Entries at the corners and inside of an m-by-n matrix
std::vector<Tuple> corners(GrB_Index m, GrB_Index n) {
  return {{0, 0, 1.5}, {0, n - 1, -2.0}, {m / 3, 7, 3.25}, {m - 1, n - 1, 4.0}};
}

GrB_Matrix matrix_with(GrB_Index m, GrB_Index n, const std::vector<Tuple>& t) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, GrB_FP64, m, n), GrB_SUCCESS);
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  for (const Tuple& e : t) {
    I.push_back(e.i);
    J.push_back(e.j);
    X.push_back(e.x);
  }
  EXPECT_EQ(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_FP64), GrB_SUCCESS);
  return A;
}

Entries expected(const std::vector<Tuple>& t, bool transposed = false) {
  Entries e;
  for (const Tuple& x : t) e[transposed ? std::make_pair(x.j, x.i) : std::make_pair(x.i, x.j)] = x.x;
  return e;
}

int status_of(GrB_Matrix A) {
  int32_t s = -1;
  EXPECT_EQ(GxB_Matrix_Option_get_INT32(A, GxB_SPARSITY_STATUS, &s), GrB_SUCCESS);
  return s;
}

// Under --alloc-limit: no allocation above the limit was asked for since this was made.
class NoHugeRequests {
 public:
  NoHugeRequests() { grb_test_alloc_limited(&before_, &largest_); }
  ~NoHugeRequests() {
    uint64_t refusals = 0;
    if (!grb_test_alloc_limited(&refusals, &largest_)) return;
    EXPECT_EQ(refusals - before_, 0u) << "asked for " << largest_ << " bytes";
  }

 private:
  uint64_t before_ = 0;
  size_t largest_ = 0;
};

}  // namespace

TEST(HugeDimensions, MatrixStaysHypersparseUnderEveryControl) {
  NoHugeRequests guard;
  const GrB_Index dims[][2] = {{k2to60, k2to60}, {k2to40, k2to40}, {k2to40, 16}, {16, k2to40}};
  for (const auto& d : dims) {
    for (int by_col = 0; by_col < 2; by_col++) {
      const std::vector<Tuple> t = corners(d[0], d[1]);
      GrB_Matrix A = matrix_with(d[0], d[1], t);
      OK(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, by_col ? GxB_BY_COL : GxB_BY_ROW));
      for (int control : kControls) {
        SCOPED_TRACE(::testing::Message() << d[0] << " x " << d[1] << (by_col ? " by col" : " by row")
                                          << ", control " << control);
        OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, control));
        OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
        // no format sized by the dimension: the 16 vectors of a 16-by-2^40 matrix held by row
        // may be sparse; everything else is hypersparse
        const int s = status_of(A);
        EXPECT_TRUE(s == GxB_HYPERSPARSE || s == GxB_SPARSE) << s;
        EXPECT_EQ(matrix_entries(A), expected(t));
        // never hyper (GxB_NEVER_HYPER) cannot make it sparse either, nor can a reorientation
        OK(GxB_Matrix_Option_set_FP64(A, GxB_HYPER_SWITCH, GxB_NEVER_HYPER));
        OK(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, by_col ? GxB_BY_ROW : GxB_BY_COL));
        OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
        EXPECT_EQ(matrix_entries(A), expected(t));
        OK(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, by_col ? GxB_BY_COL : GxB_BY_ROW));
        OK(GxB_Matrix_Option_set_FP64(A, GxB_HYPER_SWITCH, GxB_HYPER_DEFAULT));
        EXPECT_EQ(matrix_entries(A), expected(t));
      }
      GrB_Matrix_free(&A);
    }
  }
}

TEST(HugeDimensions, ResultsTakeTheControlOfTheirOutput) {
  NoHugeRequests guard;
  const std::vector<Tuple> t = corners(k2to40, k2to60);
  GrB_Matrix A = matrix_with(k2to40, k2to60, t);
  for (int control : kControls) {
    SCOPED_TRACE(control);
    // a transpose, a copy and a build into an output that asks for this control
    GrB_Matrix C = nullptr;
    OK(GrB_Matrix_new(&C, GrB_FP64, k2to60, k2to40));
    OK(GxB_Matrix_Option_set_INT32(C, GxB_SPARSITY_CONTROL, control));
    OK(GrB_transpose(C, nullptr, nullptr, A, nullptr));
    EXPECT_EQ(matrix_entries(C), expected(t, true));
    EXPECT_EQ(status_of(C), GxB_HYPERSPARSE);
    GrB_Matrix_free(&C);
    OK(GrB_Matrix_new(&C, GrB_FP64, k2to40, k2to60));
    OK(GxB_Matrix_Option_set_INT32(C, GxB_SPARSITY_CONTROL, control));
    OK(GrB_Matrix_apply(C, nullptr, nullptr, GrB_AINV_FP64, A, nullptr));
    Entries neg = expected(t);
    for (auto& e : neg) e.second = -e.second;
    EXPECT_EQ(matrix_entries(C), neg);
    EXPECT_EQ(status_of(C), GxB_HYPERSPARSE);
    GrB_Matrix_free(&C);
    // new matrices under a global never-hyper switch
    double saved = 0;
    OK(GxB_Global_Option_get_FP64(GxB_HYPER_SWITCH, &saved));
    OK(GxB_Global_Option_set_FP64(GxB_HYPER_SWITCH, GxB_NEVER_HYPER));
    GrB_Matrix E = nullptr;
    const GrB_Info info = GrB_Matrix_new(&E, GrB_FP64, k2to40, k2to40);
    OK(GxB_Global_Option_set_FP64(GxB_HYPER_SWITCH, saved));
    OK(info);
    OK(GxB_Matrix_Option_set_INT32(E, GxB_SPARSITY_CONTROL, control));
    OK(GrB_Matrix_setElement_FP64(E, 2.5, k2to40 - 1, 3));
    GrB_Index n = 0;
    OK(GrB_Matrix_nvals(&n, E));
    EXPECT_EQ(n, 1u);
    EXPECT_EQ(status_of(E), GxB_HYPERSPARSE);
    GrB_Matrix_free(&E);
  }
  GrB_Matrix_free(&A);
}

TEST(HugeDimensions, VectorStaysSparseUnderEveryControl) {
  NoHugeRequests guard;
  for (GrB_Index n : {k2to40, k2to60}) {
    GrB_Vector v = nullptr;
    OK(GrB_Vector_new(&v, GrB_FP64, n));
    const GrB_Index I[3] = {0, n / 2, n - 1};
    const double X[3] = {1, 2, 3};
    OK(GrB_Vector_build_FP64(v, I, X, 3, GrB_PLUS_FP64));
    for (int control : kControls) {
      SCOPED_TRACE(::testing::Message() << n << ", control " << control);
      OK(GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, control));
      OK(GrB_Vector_wait(v, GrB_MATERIALIZE));
      int32_t s = -1;
      OK(GxB_Vector_Option_get_INT32(v, GxB_SPARSITY_STATUS, &s));
      EXPECT_EQ(s, GxB_SPARSE);
      GrB_Index nv = 0;
      OK(GrB_Vector_nvals(&nv, v));
      EXPECT_EQ(nv, 3u);
      double x = 0;
      OK(GrB_Vector_extractElement_FP64(&x, v, n - 1));
      EXPECT_EQ(x, 3.0);
      OK(GrB_Vector_extractElement_FP64(&x, v, n / 2));
      EXPECT_EQ(x, 2.0);
    }
    // an assign that keeps filling it: the result would be a bitmap past the bitmap switch
    OK(GxB_Vector_Option_set_FP64(v, GxB_BITMAP_SWITCH, 0.0));
    OK(GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, GxB_AUTO_SPARSITY));
    OK(GrB_Vector_setElement_FP64(v, 9, 5));
    const GrB_Index J[1] = {6};
    OK(GrB_Vector_assign_FP64(v, nullptr, nullptr, 4.0, J, 1, nullptr));
    GrB_Index nv = 0;
    OK(GrB_Vector_nvals(&nv, v));
    EXPECT_EQ(nv, 5u);
    GrB_Vector_free(&v);
  }
}

TEST(HugeDimensions, ExportToAFormatSizedByTheDimensionIsOutOfMemory) {
  NoHugeRequests guard;
  const std::vector<Tuple> t = corners(k2to40, k2to40);
  GrB_Matrix A = matrix_with(k2to40, k2to40, t);
  GrB_Index *Ap = nullptr, *Aj = nullptr, Ap_size = 0, Aj_size = 0, Ax_size = 0, nvals = 0;
  void* Ax = nullptr;
  int8_t* Ab = nullptr;
  GrB_Index Ab_size = 0;
  bool iso = false, jumbled = false;
  EXPECT_EQ(GxB_Matrix_unpack_CSR(A, &Ap, &Aj, &Ax, &Ap_size, &Aj_size, &Ax_size, &iso, &jumbled, nullptr),
            GrB_OUT_OF_MEMORY);
  EXPECT_EQ(GxB_Matrix_unpack_CSC(A, &Ap, &Aj, &Ax, &Ap_size, &Aj_size, &Ax_size, &iso, &jumbled, nullptr),
            GrB_OUT_OF_MEMORY);
  EXPECT_EQ(GxB_Matrix_unpack_BitmapR(A, &Ab, &Ax, &Ab_size, &Ax_size, &iso, &nvals, nullptr), GrB_OUT_OF_MEMORY);
  EXPECT_EQ(matrix_entries(A), expected(t));
  // the hypersparse form it has is unpacked as it is
  GrB_Index *Ah = nullptr, Ah_size = 0, nvec = 0;
  OK(GxB_Matrix_unpack_HyperCSR(A, &Ap, &Ah, &Aj, &Ax, &Ap_size, &Ah_size, &Aj_size, &Ax_size, &iso, &nvec,
                                &jumbled, nullptr));
  EXPECT_EQ(nvec, 3u);
  OK(GxB_Matrix_pack_HyperCSR(A, &Ap, &Ah, &Aj, &Ax, Ap_size, Ah_size, Aj_size, Ax_size, iso, nvec, jumbled,
                              nullptr));
  EXPECT_EQ(matrix_entries(A), expected(t));
  GrB_Matrix_free(&A);
  // a vector of 2^40 entries cannot be unpacked as a bitmap
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_FP64, k2to40));
  OK(GrB_Vector_setElement_FP64(v, 1.0, k2to40 - 1));
  EXPECT_EQ(GxB_Vector_unpack_Bitmap(v, &Ab, &Ax, &Ab_size, &Ax_size, &iso, &nvals, nullptr), GrB_OUT_OF_MEMORY);
  GrB_Index nv = 0;
  OK(GrB_Vector_nvals(&nv, v));
  EXPECT_EQ(nv, 1u);
  GrB_Vector_free(&v);
}

TEST(HugeDimensions, SmallMatricesStillTakeBitmapAndFull) {
  NoHugeRequests guard;
  // the guard is about size: a small matrix still becomes what its control asks for
  const std::vector<Tuple> t = corners(64, 64);
  GrB_Matrix A = matrix_with(64, 64, t);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  EXPECT_EQ(status_of(A), GxB_BITMAP);
  EXPECT_EQ(matrix_entries(A), expected(t));
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  EXPECT_EQ(status_of(A), GxB_SPARSE);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE));
  EXPECT_EQ(status_of(A), GxB_HYPERSPARSE);
  GrB_Matrix_free(&A);
  GrB_Matrix F = nullptr;
  OK(GrB_Matrix_new(&F, GrB_FP64, 8, 8));
  OK(GrB_Matrix_assign_FP64(F, nullptr, nullptr, 1.0, GrB_ALL, 8, GrB_ALL, 8, nullptr));
  OK(GxB_Matrix_Option_set_INT32(F, GxB_SPARSITY_CONTROL, GxB_FULL));
  EXPECT_EQ(status_of(F), GxB_FULL);
  GrB_Matrix_free(&F);
}

// Keys of a relational table: thousands of entries whose indices lie in a narrow window of the
// 2^60 space. The transpose buckets them over the window (a counting sort) instead of sorting;
// with one index far outside the window it sorts. Both must give the same entries, hypersparse,
// for values of every width and for iso values; mxv (which transposes for its push) agrees.
TEST(HugeDimensions, TransposeOfKeysInANarrowWindow) {
  NoHugeRequests guard;
  const GrB_Index base = GrB_Index(1) << 59;
  for (bool outlier : {false, true}) {
    std::vector<Tuple> t;
    uint64_t r = 12345;
    for (int k = 0; k < 20000; k++) {
      r = r * 6364136223846793005ULL + 1442695040888963407ULL;
      t.push_back({base + (r >> 33) % 5000, base + 7 + (r >> 13) % 3000, double(k % 97) - 40});
    }
    if (outlier) t.push_back({3, k2to60 - 1, 5.0});
    // duplicates summed, as the build does
    Entries want;
    for (const Tuple& e : t) want[{e.j, e.i}] += e.x;
    for (GrB_Type type : {GrB_FP64, GrB_INT8, GrB_INT16, GrB_FP32}) {
      GrB_Matrix A = matrix_with(k2to60, k2to60, t), B = nullptr, C = nullptr;
      OK(GrB_Matrix_new(&B, type, k2to60, k2to60));
      OK(GrB_Matrix_assign(B, nullptr, nullptr, A, GrB_ALL, k2to60, GrB_ALL, k2to60, nullptr));
      OK(GrB_Matrix_new(&C, type, k2to60, k2to60));
      OK(GrB_transpose(C, nullptr, nullptr, B, nullptr));
      EXPECT_EQ(status_of(C), GxB_HYPERSPARSE);
      EXPECT_EQ(matrix_entries(C), want) << "outlier " << outlier;
      GrB_Matrix_free(&A);
      GrB_Matrix_free(&B);
      GrB_Matrix_free(&C);
    }
    // iso: every entry 1
    GrB_Matrix A = matrix_with(k2to60, k2to60, t), P = nullptr, C = nullptr;
    OK(GrB_Matrix_new(&P, GrB_BOOL, k2to60, k2to60));
    {
      std::vector<GrB_Index> I, J;
      for (const auto& [ji, x] : want) {
        I.push_back(ji.second);
        J.push_back(ji.first);
      }
      GrB_Scalar one = nullptr;
      OK(GrB_Scalar_new(&one, GrB_BOOL));
      OK(GrB_Scalar_setElement_BOOL(one, true));
      OK(GxB_Matrix_build_Scalar(P, I.data(), J.data(), one, I.size()));
      GrB_Scalar_free(&one);
    }
    bool iso = false;
    OK(GxB_Matrix_iso(&iso, P));
    EXPECT_TRUE(iso);
    OK(GrB_Matrix_new(&C, GrB_BOOL, k2to60, k2to60));
    OK(GrB_transpose(C, nullptr, nullptr, P, nullptr));
    Entries ones;
    for (const auto& [ij, x] : want) ones[ij] = 1.0;
    EXPECT_EQ(matrix_entries(C), ones);
    // y = A*u with u = 1 at every column key: the row sums, whichever way mxv goes
    GrB_Vector u = nullptr, y = nullptr;
    OK(GrB_Vector_new(&u, GrB_FP64, k2to60));
    OK(GrB_Vector_new(&y, GrB_FP64, k2to60));
    OK(GrB_Matrix_reduce_Monoid(u, nullptr, nullptr, GrB_PLUS_MONOID_FP64, C, nullptr));
    OK(GrB_Vector_apply(u, nullptr, nullptr, GxB_ONE_FP64, u, nullptr));
    OK(GrB_mxv(y, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, u, nullptr));
    std::map<GrB_Index, double> sums;
    for (const auto& [ij, x] : want) sums[ij.second] += x;
    GrB_Index n = 0;
    OK(GrB_Vector_nvals(&n, y));
    EXPECT_EQ(n, sums.size());
    for (const auto& [i, x] : sums) {
      double got = 0;
      OK(GrB_Vector_extractElement_FP64(&got, y, i));
      EXPECT_EQ(got, x) << i;
    }
    GrB_Vector_free(&u);
    GrB_Vector_free(&y);
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&P);
    GrB_Matrix_free(&C);
  }
}
