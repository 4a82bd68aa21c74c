// Iso bitmaps: a bitmap whose entries all hold one value keeps that value once (as SuiteSparse's
// do). Every operation family must read such an object as the matrix holding the value at each of
// its entries: each case below runs once on an iso bitmap and once on a valued bitmap of the same
// entries and values, and the results must hold the same entries and values.
#include <algorithm>
#include <cstdlib>
#include <functional>

#include "test_util.hpp"

namespace {

constexpr GrB_Index kM = 23, kN = 19;

// About 60% of the positions of an m-by-n matrix (dense enough for the default bitmap switch).
void positions(GrB_Index m, GrB_Index n, int salt, std::vector<GrB_Index>* I, std::vector<GrB_Index>* J) {
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++)
      if ((i * 7 + j * 3 + GrB_Index(salt)) % 5 < 3) I->push_back(i), J->push_back(j);
}

int sparsity_status(GrB_Matrix A) {
  int st = 0;
  EXPECT_EQ(GxB_Matrix_Option_get(A, GxB_SPARSITY_STATUS, &st), GrB_SUCCESS);
  return st;
}

// An m-by-n FP64 bitmap holding `value` at the positions: iso (built from a scalar) or valued
// (from an array of that value).
GrB_Matrix bitmap(GrB_Index m, GrB_Index n, int salt, double value, bool iso) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, GrB_FP64, m, n), GrB_SUCCESS);
  EXPECT_EQ(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_BITMAP), GrB_SUCCESS);
  std::vector<GrB_Index> I, J;
  positions(m, n, salt, &I, &J);
  if (iso) {
    GrB_Scalar s = nullptr;
    EXPECT_EQ(GrB_Scalar_new(&s, GrB_FP64), GrB_SUCCESS);
    EXPECT_EQ(GrB_Scalar_setElement_FP64(s, value), GrB_SUCCESS);
    EXPECT_EQ(GxB_Matrix_build_Scalar(A, I.data(), J.data(), s, I.size()), GrB_SUCCESS);
    GrB_Scalar_free(&s);
  } else {
    // a build from equal values is iso: one other value, then set to `value` in place
    std::vector<double> X(I.size(), value);
    X[0] = value + 1;
    EXPECT_EQ(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_FP64), GrB_SUCCESS);
    EXPECT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
    EXPECT_EQ(GrB_Matrix_setElement_FP64(A, value, I[0], J[0]), GrB_SUCCESS);
  }
  EXPECT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
  bool is_iso = !iso;
  EXPECT_EQ(GxB_Matrix_iso(&is_iso, A), GrB_SUCCESS);
  EXPECT_EQ(is_iso, iso) << "the operand is not what the case needs";
  EXPECT_EQ(sparsity_status(A), GxB_BITMAP);
  return A;
}

// A valued sparse m-by-n operand (values 1..4).
GrB_Matrix sparse_operand(GrB_Index m, GrB_Index n) {
  GrB_Matrix B = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&B, GrB_FP64, m, n), GrB_SUCCESS);
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++)
      if ((i * 5 + j * 11) % 7 == 0) EXPECT_EQ(GrB_Matrix_setElement_FP64(B, double(1 + (i + j) % 4), i, j), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_wait(B, GrB_MATERIALIZE), GrB_SUCCESS);
  return B;
}

using MatrixCase = std::function<GrB_Info(GrB_Matrix A, GrB_Matrix* C)>;

// f on the iso bitmap and on its valued twin: the same entries and values.
void same_on_both(const char* what, GrB_Index m, GrB_Index n, double value, const MatrixCase& f) {
  SCOPED_TRACE(what);
  GrB_Matrix iso = bitmap(m, n, 1, value, true), valued = bitmap(m, n, 1, value, false);
  GrB_Matrix c_iso = nullptr, c_valued = nullptr;
  ASSERT_EQ(f(iso, &c_iso), GrB_SUCCESS);
  ASSERT_EQ(f(valued, &c_valued), GrB_SUCCESS);
  EXPECT_EQ(matrix_entries(c_iso), matrix_entries(c_valued));
  // the operand itself is unchanged by the call
  bool still_iso = false;
  EXPECT_EQ(GxB_Matrix_iso(&still_iso, iso), GrB_SUCCESS);
  EXPECT_TRUE(still_iso);
  EXPECT_EQ(matrix_entries(iso), matrix_entries(valued));
  GrB_Matrix_free(&c_iso);
  GrB_Matrix_free(&c_valued);
  GrB_Matrix_free(&iso);
  GrB_Matrix_free(&valued);
}

bool iso_flag(GrB_Matrix A) {
  bool iso = false;
  EXPECT_EQ(GxB_Matrix_iso(&iso, A), GrB_SUCCESS);
  return iso;
}

GrB_Matrix new_fp64(GrB_Index m, GrB_Index n) {
  GrB_Matrix C = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&C, GrB_FP64, m, n), GrB_SUCCESS);
  return C;
}

}  // namespace

TEST(IsoBitmap, ProductsReadTheOneValue) {
  GrB_Matrix B = sparse_operand(kN, kN), D = sparse_operand(kM, kM);
  same_on_both("A*B plus_times", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kM, kN);
    return GrB_mxm(*C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, B, nullptr);
  });
  same_on_both("D*A min_plus", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kM, kN);
    return GrB_mxm(*C, nullptr, nullptr, GrB_MIN_PLUS_SEMIRING_FP64, D, A, nullptr);
  });
  same_on_both("A*A' max_first", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kM, kM);
    return GrB_mxm(*C, nullptr, nullptr, GrB_MAX_FIRST_SEMIRING_FP64, A, A, GrB_DESC_T1);
  });
  same_on_both("C<A> = D*D plus_times, the iso bitmap a valued mask", kM, kM, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kM, kM);
    return GrB_mxm(*C, A, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, D, D, nullptr);
  });
  same_on_both("C<A> = D*D under an iso mask of zeros", kM, kM, 0.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kM, kM);
    return GrB_mxm(*C, A, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, D, D, nullptr);
  });
  same_on_both("C<!A,struct> += D*D", kM, kM, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    GrB_Info info = GrB_Matrix_dup(C, D);
    if (info != GrB_SUCCESS) return info;
    return GrB_mxm(*C, A, GrB_PLUS_FP64, GrB_PLUS_TIMES_SEMIRING_FP64, D, D, GrB_DESC_SC);
  });
  same_on_both("kron(A, B)", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kM * kN, kN * kN);
    return GrB_Matrix_kronecker_BinaryOp(*C, nullptr, nullptr, GrB_TIMES_FP64, A, B, nullptr);
  });
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&D);
}

TEST(IsoBitmap, VectorProductsReadTheOneValue) {
  GrB_Matrix B = sparse_operand(kM, kM);
  // the iso bitmap's first column as a vector: u = A(:,0), then w = B*u and w = u'*B
  same_on_both("mxv and vxm with an iso bitmap vector", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    GrB_Vector u = nullptr, w = nullptr, x = nullptr;
    GrB_Info info = GrB_Vector_new(&u, GrB_FP64, kM);
    if (info == GrB_SUCCESS) info = GxB_Vector_Option_set(u, GxB_SPARSITY_CONTROL, GxB_BITMAP);
    if (info == GrB_SUCCESS) info = GrB_Col_extract(u, nullptr, nullptr, A, GrB_ALL, kM, 0, nullptr);
    if (info == GrB_SUCCESS) info = GrB_Vector_new(&w, GrB_FP64, kM);
    if (info == GrB_SUCCESS) info = GrB_mxv(w, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, B, u, nullptr);
    if (info == GrB_SUCCESS) info = GrB_Vector_new(&x, GrB_FP64, kM);
    if (info == GrB_SUCCESS) info = GrB_vxm(x, u, nullptr, GrB_MIN_SECOND_SEMIRING_FP64, u, B, nullptr);
    if (info == GrB_SUCCESS) info = GrB_Matrix_new(C, GrB_FP64, kM, 2);
    if (info == GrB_SUCCESS) info = GrB_Col_assign(*C, nullptr, nullptr, w, GrB_ALL, kM, 0, nullptr);
    if (info == GrB_SUCCESS) info = GrB_Col_assign(*C, nullptr, nullptr, x, GrB_ALL, kM, 1, nullptr);
    GrB_Vector_free(&u);
    GrB_Vector_free(&w);
    GrB_Vector_free(&x);
    return info;
  });
  GrB_Matrix_free(&B);
}

TEST(IsoBitmap, ElementWiseApplySelectReduce) {
  GrB_Matrix B = sparse_operand(kM, kN);
  same_on_both("A + B", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kM, kN);
    return GrB_Matrix_eWiseAdd_BinaryOp(*C, nullptr, nullptr, GrB_PLUS_FP64, A, B, nullptr);
  });
  same_on_both("A .* B", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kM, kN);
    return GrB_Matrix_eWiseMult_BinaryOp(*C, nullptr, nullptr, GrB_TIMES_FP64, A, B, nullptr);
  });
  same_on_both("union(A, 1, B, 2) minus", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kM, kN);
    GrB_Scalar one = nullptr, two = nullptr;
    GrB_Scalar_new(&one, GrB_FP64);
    GrB_Scalar_new(&two, GrB_FP64);
    GrB_Scalar_setElement_FP64(one, 1.0);
    GrB_Scalar_setElement_FP64(two, 2.0);
    GrB_Info info = GxB_Matrix_eWiseUnion(*C, nullptr, nullptr, GrB_MINUS_FP64, A, one, B, two, nullptr);
    GrB_Scalar_free(&one);
    GrB_Scalar_free(&two);
    return info;
  });
  same_on_both("A .* A' is square only: A .* A", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kM, kN);
    return GrB_Matrix_eWiseMult_BinaryOp(*C, nullptr, nullptr, GrB_PLUS_FP64, A, A, nullptr);
  });
  same_on_both("apply ainv, bind2nd plus, rowindex", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    GrB_Matrix T = new_fp64(kM, kN);
    *C = new_fp64(kM, kN);
    GrB_Info info = GrB_Matrix_apply(T, nullptr, nullptr, GrB_AINV_FP64, A, nullptr);
    if (info == GrB_SUCCESS) info = GrB_Matrix_apply_BinaryOp2nd_FP64(*C, nullptr, nullptr, GrB_PLUS_FP64, T, 0.5, nullptr);
    if (info == GrB_SUCCESS)
      info = GrB_Matrix_apply_IndexOp_INT64(*C, nullptr, GrB_PLUS_FP64, GrB_ROWINDEX_INT64, A, 1, nullptr);
    GrB_Matrix_free(&T);
    return info;
  });
  same_on_both("select valuegt, tril", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    GrB_Matrix T = new_fp64(kM, kN);
    *C = new_fp64(kM, kN);
    GrB_Info info = GrB_Matrix_select_FP64(T, nullptr, nullptr, GrB_VALUEGT_FP64, A, 2.0, nullptr);
    if (info == GrB_SUCCESS) info = GrB_Matrix_select_INT64(*C, nullptr, nullptr, GrB_TRIL, T, 1, nullptr);
    GrB_Matrix_free(&T);
    return info;
  });
  same_on_both("reduce to vectors (plus, max) and to a scalar", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    GrB_Vector r = nullptr, c = nullptr;
    double s = 0;
    GrB_Info info = GrB_Vector_new(&r, GrB_FP64, kM);
    if (info == GrB_SUCCESS) info = GrB_Vector_new(&c, GrB_FP64, kN);
    if (info == GrB_SUCCESS) info = GrB_Matrix_reduce_Monoid(r, nullptr, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr);
    if (info == GrB_SUCCESS) info = GrB_Matrix_reduce_Monoid(c, nullptr, nullptr, GrB_MAX_MONOID_FP64, A, GrB_DESC_T0);
    if (info == GrB_SUCCESS) info = GrB_Matrix_reduce_FP64(&s, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr);
    if (info == GrB_SUCCESS) info = GrB_Matrix_new(C, GrB_FP64, std::max(kM, kN), 3);
    if (info == GrB_SUCCESS) info = GrB_Col_assign(*C, nullptr, nullptr, r, GrB_ALL, kM, 0, nullptr);
    if (info == GrB_SUCCESS) {
      GrB_Index I[kN];
      for (GrB_Index k = 0; k < kN; k++) I[k] = k;
      info = GrB_Col_assign(*C, nullptr, nullptr, c, I, kN, 1, nullptr);
    }
    if (info == GrB_SUCCESS) info = GrB_Matrix_setElement_FP64(*C, s, 0, 2);
    GrB_Vector_free(&r);
    GrB_Vector_free(&c);
    return info;
  });
  GrB_Matrix_free(&B);
}

TEST(IsoBitmap, TransposeExtractAssign) {
  GrB_Matrix B = sparse_operand(kM, kN);
  same_on_both("transpose", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    *C = new_fp64(kN, kM);
    return GrB_transpose(*C, nullptr, nullptr, A, nullptr);
  });
  same_on_both("extract A(I, J)", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    const GrB_Index I[] = {0, 4, 5, 9, 22}, J[] = {18, 1, 2, 3};
    *C = new_fp64(5, 4);
    return GrB_Matrix_extract(*C, nullptr, nullptr, A, I, 5, J, 4, nullptr);
  });
  same_on_both("C = dup(A); C(I, J) = 3 (the iso value), then = 5", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    const GrB_Index I[] = {1, 2, 3}, J[] = {0, 7};
    GrB_Info info = GrB_Matrix_dup(C, A);
    if (info == GrB_SUCCESS) info = GrB_Matrix_assign_FP64(*C, nullptr, nullptr, 3.0, I, 3, J, 2, nullptr);
    if (info != GrB_SUCCESS) return info;
    EXPECT_EQ(iso_flag(*C), iso_flag(A)) << "assigning the iso value keeps an iso bitmap iso";
    EXPECT_EQ(sparsity_status(*C), GxB_BITMAP);
    info = GrB_Matrix_assign_FP64(*C, nullptr, nullptr, 5.0, I, 1, J, 1, nullptr);
    if (info == GrB_SUCCESS) EXPECT_FALSE(iso_flag(*C));
    return info;
  });
  same_on_both("C = dup(A); C<B> = 3 masked, C<B,replace> += B", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    GrB_Info info = GrB_Matrix_dup(C, A);
    if (info == GrB_SUCCESS) info = GrB_Matrix_assign_FP64(*C, B, nullptr, 3.0, GrB_ALL, kM, GrB_ALL, kN, nullptr);
    if (info == GrB_SUCCESS) info = GrB_Matrix_assign(*C, B, GrB_PLUS_FP64, B, GrB_ALL, kM, GrB_ALL, kN, GrB_DESC_R);
    return info;
  });
  same_on_both("C = B; C<A> = A (subassign through the iso bitmap)", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    GrB_Info info = GrB_Matrix_dup(C, B);
    if (info == GrB_SUCCESS) info = GxB_Matrix_subassign(*C, A, nullptr, A, GrB_ALL, kM, GrB_ALL, kN, nullptr);
    return info;
  });
  GrB_Matrix_free(&B);
}

TEST(IsoBitmap, ElementUpdatesAndReads) {
  same_on_both("set the iso value, remove, read", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    GrB_Info info = GrB_Matrix_dup(C, A);
    for (GrB_Index k = 0; info == GrB_SUCCESS && k < 10; k++) info = GrB_Matrix_setElement_FP64(*C, 3.0, k, (k * 5) % kN);
    if (info == GrB_SUCCESS) info = GrB_Matrix_removeElement(*C, 0, 0);
    if (info == GrB_SUCCESS) info = GrB_Matrix_wait(*C, GrB_MATERIALIZE);
    EXPECT_EQ(iso_flag(*C), iso_flag(A)) << "setting the iso value keeps an iso bitmap iso";
    double x = 0;
    EXPECT_EQ(GrB_Matrix_extractElement_FP64(&x, *C, 1, 5), GrB_SUCCESS);
    EXPECT_EQ(x, 3.0);
    return info;
  });
  same_on_both("set other values", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    GrB_Info info = GrB_Matrix_dup(C, A);
    for (GrB_Index k = 0; info == GrB_SUCCESS && k < 10; k++)
      info = GrB_Matrix_setElement_FP64(*C, double(k), k, (k * 3) % kN);
    if (info == GrB_SUCCESS) info = GrB_Matrix_wait(*C, GrB_MATERIALIZE);
    EXPECT_FALSE(iso_flag(*C));
    return info;
  });
  same_on_both("serialize, deserialize", kM, kN, 3.0, [&](GrB_Matrix A, GrB_Matrix* C) {
    void* blob = nullptr;
    GrB_Index size = 0;
    GrB_Info info = GxB_Matrix_serialize(&blob, &size, A, nullptr);
    if (info == GrB_SUCCESS) info = GxB_Matrix_deserialize(C, GrB_FP64, blob, size, nullptr);
    std::free(blob);
    return info;
  });
}

// An iso bitmap moves through export/import and pack/unpack as SuiteSparse's does: one value
// (x of one entry) with the iso flag, the bitmap beside it.
TEST(IsoBitmap, UnpackAndPackKeepOneValue) {
  GrB_Matrix A = bitmap(kM, kN, 2, 7.0, true);
  const Entries before = matrix_entries(A);
  int8_t* Ab = nullptr;
  void* Ax = nullptr;
  GrB_Index ab_size = 0, ax_size = 0, nvals = 0;
  bool iso = false;
  ASSERT_EQ(GxB_Matrix_unpack_BitmapR(A, &Ab, &Ax, &ab_size, &ax_size, &iso, &nvals, nullptr), GrB_SUCCESS);
  EXPECT_TRUE(iso);
  EXPECT_GE(ax_size, sizeof(double));
  EXPECT_EQ(*static_cast<double*>(Ax), 7.0);
  EXPECT_EQ(nvals, before.size());
  ASSERT_EQ(GxB_Matrix_pack_BitmapR(A, &Ab, &Ax, ab_size, ax_size, iso, nvals, nullptr), GrB_SUCCESS);
  bool again = false;
  EXPECT_EQ(GxB_Matrix_iso(&again, A), GrB_SUCCESS);
  EXPECT_TRUE(again);
  EXPECT_EQ(sparsity_status(A), GxB_BITMAP);
  EXPECT_EQ(matrix_entries(A), before);
  GrB_Matrix_free(&A);
}

// A sparse iso matrix the storage rule makes a bitmap stays iso (SuiteSparse's conform), and a
// bitmap the rule makes sparse again keeps the one value too.
TEST(IsoBitmap, TheStorageRuleKeepsIso) {
  GrB_Matrix A = bitmap(kM, kN, 3, 2.5, true);
  const Entries before = matrix_entries(A);
  ASSERT_EQ(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_SPARSE), GrB_SUCCESS);
  EXPECT_EQ(sparsity_status(A), GxB_SPARSE);
  bool iso = false;
  EXPECT_EQ(GxB_Matrix_iso(&iso, A), GrB_SUCCESS);
  EXPECT_TRUE(iso);
  ASSERT_EQ(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_AUTO_SPARSITY), GrB_SUCCESS);
  EXPECT_EQ(sparsity_status(A), GxB_BITMAP);
  EXPECT_EQ(GxB_Matrix_iso(&iso, A), GrB_SUCCESS);
  EXPECT_TRUE(iso);
  EXPECT_EQ(matrix_entries(A), before);
  GrB_Matrix_free(&A);
}

// SuiteSparse's rules for iso results (src/kernels/iso_rules.cpp): which computed results are iso,
// and their one value.
namespace {

GrB_Matrix iso_sparse(GrB_Index m, GrB_Index n, double value, int salt) {
  GrB_Matrix A = bitmap(m, n, salt, value, true);
  EXPECT_EQ(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_SPARSE), GrB_SUCCESS);
  return A;
}

GrB_Matrix iso_full(GrB_Index m, GrB_Index n, double value) {
  GrB_Matrix A = new_fp64(m, n);
  EXPECT_EQ(GrB_Matrix_assign_FP64(A, nullptr, nullptr, value, GrB_ALL, m, GrB_ALL, n, nullptr), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
  EXPECT_TRUE(iso_flag(A));
  return A;
}

// C is iso (or not, as `iso` says) and every entry holds `value`.
void expect_iso(GrB_Matrix C, bool iso, double value) {
  EXPECT_EQ(iso_flag(C), iso);
  for (const auto& e : matrix_entries(C)) EXPECT_EQ(e.second, value);
}

}  // namespace

TEST(IsoRules, Products) {
  GrB_Matrix A = iso_sparse(kM, kN, 3.0, 1), B = iso_sparse(kN, kM, 2.0, 2);
  GrB_Matrix C = new_fp64(kM, kM);
  OK(GrB_mxm(C, nullptr, nullptr, GrB_MIN_FIRST_SEMIRING_FP64, A, B, nullptr));
  expect_iso(C, true, 3.0);  // A iso, FIRST, an idempotent monoid: c = a
  OK(GrB_mxm(C, nullptr, nullptr, GrB_MAX_TIMES_SEMIRING_FP64, A, B, nullptr));
  expect_iso(C, true, 6.0);  // both iso, idempotent monoid: c = a*b
  OK(GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, B, nullptr));
  EXPECT_FALSE(iso_flag(C));  // sums of different lengths
  // both full and iso: every entry sums n copies of a*b
  GrB_Matrix F = iso_full(kM, kN, 0.1), G = iso_full(kN, kM, 0.3);
  OK(GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, F, G, nullptr));
  // the sum of c copies of t by doubling, as SuiteSparse forms it
  const double t = 0.1 * 0.3;
  std::function<double(GrB_Index)> copies = [&](GrB_Index c) -> double {
    if (c <= 1) return t;
    double h = copies(c / 2);
    h = h + h;
    return (c & 1) ? h + t : h;
  };
  expect_iso(C, true, copies(kN));
  GrB_Vector r = nullptr;
  OK(GrB_Vector_new(&r, GrB_FP64, kM));
  OK(GrB_Matrix_reduce_Monoid(r, nullptr, nullptr, GrB_MAX_MONOID_FP64, A, nullptr));
  bool riso = false;
  OK(GxB_Vector_iso(&riso, r));
  EXPECT_TRUE(riso);  // an iso A under MAX: c = a
  OK(GrB_Matrix_reduce_Monoid(r, nullptr, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr));
  OK(GxB_Vector_iso(&riso, r));
  EXPECT_FALSE(riso);
  GrB_Vector_free(&r);
  for (GrB_Matrix* X : {&A, &B, &C, &F, &G}) GrB_Matrix_free(X);
}

TEST(IsoRules, ElementWise) {
  GrB_Matrix A = iso_sparse(kM, kN, 3.0, 1), B = iso_sparse(kM, kN, 2.0, 2), A2 = iso_sparse(kM, kN, 3.0, 2);
  GrB_Matrix C = new_fp64(kM, kN);
  OK(GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GrB_TIMES_FP64, A, B, nullptr));
  expect_iso(C, true, 6.0);
  OK(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GrB_PLUS_FP64, A, B, nullptr));
  EXPECT_FALSE(iso_flag(C));  // 3, 2 and 5
  OK(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GrB_MIN_FP64, A, A2, nullptr));
  expect_iso(C, true, 3.0);  // the same value on both sides, min(3, 3) = 3
  OK(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GrB_PLUS_FP64, A, A2, nullptr));
  EXPECT_FALSE(iso_flag(C));  // 3 alone, 6 where both
  GrB_Scalar alpha = nullptr, beta = nullptr;
  OK(GrB_Scalar_new(&alpha, GrB_FP64));
  OK(GrB_Scalar_new(&beta, GrB_FP64));
  OK(GrB_Scalar_setElement_FP64(alpha, 3.0));
  OK(GrB_Scalar_setElement_FP64(beta, 3.0));
  OK(GxB_Matrix_eWiseUnion(C, nullptr, nullptr, GrB_MAX_FP64, A, alpha, A2, beta, nullptr));
  expect_iso(C, true, 3.0);  // op(a, beta) == op(a, b) == op(alpha, b)
  OK(GrB_Scalar_setElement_FP64(beta, 1.0));
  OK(GxB_Matrix_eWiseUnion(C, nullptr, nullptr, GrB_PLUS_FP64, A, alpha, A2, beta, nullptr));
  EXPECT_FALSE(iso_flag(C));
  GrB_Scalar_free(&alpha);
  GrB_Scalar_free(&beta);
  for (GrB_Matrix* X : {&A, &B, &A2, &C}) GrB_Matrix_free(X);
}

TEST(IsoRules, EmptyObjects) {
  // a build from one scalar is iso even with no tuples; an iso matrix resized to nothing stays iso
  GrB_Matrix A = new_fp64(4, 4);
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  OK(GrB_Scalar_setElement_FP64(s, 2.0));
  const GrB_Index none[1] = {0};
  OK(GxB_Matrix_build_Scalar(A, none, none, s, 0));
  EXPECT_TRUE(iso_flag(A));
  OK(GrB_Matrix_setElement_FP64(A, 2.0, 1, 1));
  OK(GrB_Matrix_resize(A, 1, 1));
  GrB_Index n = 1;
  OK(GrB_Matrix_nvals(&n, A));
  EXPECT_EQ(n, 0u);
  EXPECT_TRUE(iso_flag(A));
  GrB_Scalar_free(&s);
  GrB_Matrix_free(&A);
}

TEST(IsoRules, Assignments) {
  // the whole of a valued C replaced by an iso A: iso
  GrB_Matrix C = sparse_operand(kM, kN), A = iso_sparse(kM, kN, 3.0, 1);
  EXPECT_FALSE(iso_flag(C));
  OK(GxB_Matrix_subassign(C, nullptr, nullptr, A, GrB_ALL, kM, GrB_ALL, kN, nullptr));
  expect_iso(C, true, 3.0);
  // with an accumulator: iso while accumulating the value leaves it unchanged
  OK(GrB_Matrix_assign_FP64(C, nullptr, GrB_MIN_FP64, 3.0, GrB_ALL, kM, GrB_ALL, kN, nullptr));
  expect_iso(C, true, 3.0);
  const GrB_Index I[] = {0, 1}, J[] = {2};
  OK(GrB_Matrix_assign_FP64(C, nullptr, GrB_PLUS_FP64, 3.0, I, 2, J, 1, nullptr));
  EXPECT_FALSE(iso_flag(C));  // 6 where the region met an entry, 3 elsewhere
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&A);
}
