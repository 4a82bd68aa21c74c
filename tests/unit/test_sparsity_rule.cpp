// The storage format a client observes follows SuiteSparse 7.4's documented conform rule (issue 25,
// item 6; tests/differential/README.md, "Storage formats"): hysteresis on both switches, the
// switches kept in single precision, the bitmap switch of a new matrix chosen by its smaller
// dimension, control 5 (hypersparse or bitmap), and no conform where 7.4 does none (imports,
// unpack, element updates of a bitmap). The differential test compares the same with 7.4 itself;
// this one holds without it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <vector>

#include "GraphBLAS.h"

#define OK(x) ASSERT_EQ((x), GrB_SUCCESS)

namespace {

int vector_status(GrB_Vector v) {
  int32_t s = 0;
  EXPECT_EQ(GrB_Vector_wait(v, GrB_MATERIALIZE), GrB_SUCCESS);
  EXPECT_EQ(GxB_Vector_Option_get_INT32(v, GxB_SPARSITY_STATUS, &s), GrB_SUCCESS);
  return s;
}

int matrix_status(GrB_Matrix A) {
  int32_t s = 0;
  EXPECT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
  EXPECT_EQ(GxB_Matrix_Option_get_INT32(A, GxB_SPARSITY_STATUS, &s), GrB_SUCCESS);
  return s;
}

}  // namespace

// A vector of 100 with the default bitmap switch (0.04): above 4 entries a bitmap, back to sparse
// only at 2 or fewer; in between it keeps the format it has.
TEST(SparsityRule, BitmapSwitchHysteresis) {
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_FP64, 100));
  // distinct values: an iso vector stays sparse here (the README's "iso" difference)
  for (GrB_Index i = 0; i < 5; i++) OK(GrB_Vector_setElement_FP64(v, double(i + 1), i * 7));
  EXPECT_EQ(vector_status(v), GxB_BITMAP);  // 5 > 0.04 * 100
  OK(GrB_Vector_removeElement(v, 0));
  OK(GrB_Vector_removeElement(v, 7));
  EXPECT_EQ(vector_status(v), GxB_BITMAP);  // element updates of a bitmap: no conform
  OK(GxB_Vector_Option_set_FP64(v, GxB_BITMAP_SWITCH, 0.04));
  EXPECT_EQ(vector_status(v), GxB_BITMAP);  // 3 entries: between 2 and 4, kept
  OK(GrB_Vector_removeElement(v, 14));
  OK(GxB_Vector_Option_set_FP64(v, GxB_BITMAP_SWITCH, 0.04));
  EXPECT_EQ(vector_status(v), GxB_SPARSE);  // 2 <= 0.02 * 100
  OK(GrB_Vector_setElement_FP64(v, 9.0, 50));
  OK(GxB_Vector_Option_set_FP64(v, GxB_BITMAP_SWITCH, 0.04));
  EXPECT_EQ(vector_status(v), GxB_SPARSE);  // 3 entries again: sparse stays sparse
  GrB_Vector_free(&v);
}

// 100 rows by row, hyper switch 0.0625: hypersparse with at most 6 non-empty rows, sparse above 12.
TEST(SparsityRule, HyperSwitchHysteresis) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 100, 100));
  OK(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, GxB_BY_ROW));
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_SPARSE | GxB_HYPERSPARSE));
  for (GrB_Index r = 0; r < 10; r++) OK(GrB_Matrix_setElement_FP64(A, 1.0, r * 9, r));
  EXPECT_EQ(matrix_status(A), GxB_HYPERSPARSE);  // a new matrix is hypersparse: 10 rows keep it so
  OK(GxB_Matrix_Option_set_FP64(A, GxB_HYPER_SWITCH, GxB_NEVER_HYPER));
  EXPECT_EQ(matrix_status(A), GxB_SPARSE);
  OK(GxB_Matrix_Option_set_FP64(A, GxB_HYPER_SWITCH, 0.0625));
  EXPECT_EQ(matrix_status(A), GxB_SPARSE);  // 10 rows: between 6.25 and 12.5, kept
  for (GrB_Index r = 0; r < 10; r++) OK(GrB_Matrix_removeElement(A, r * 9, r));
  OK(GrB_Matrix_setElement_FP64(A, 1.0, 3, 3));
  EXPECT_EQ(matrix_status(A), GxB_HYPERSPARSE);  // 1 row <= 6.25
  GrB_Matrix_free(&A);
}

TEST(SparsityRule, SwitchesAreSinglePrecisionAndPerShape) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 100, 3));
  double b = 0;
  OK(GxB_Matrix_Option_get_FP64(A, GxB_BITMAP_SWITCH, &b));
  EXPECT_EQ(b, double(0.06f));  // the global switch for a smaller dimension of 3 or 4
  OK(GxB_Matrix_Option_set_FP64(A, GxB_BITMAP_SWITCH, 0.3));
  OK(GxB_Matrix_Option_get_FP64(A, GxB_BITMAP_SWITCH, &b));
  EXPECT_EQ(b, double(0.3f));
  OK(GxB_Matrix_Option_set_FP64(A, GxB_HYPER_SWITCH, 0.1));
  OK(GxB_Matrix_Option_get_FP64(A, GxB_HYPER_SWITCH, &b));
  EXPECT_EQ(b, double(0.1f));
  GrB_Matrix_free(&A);
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_FP64, 1000));
  OK(GxB_Vector_Option_get_FP64(v, GxB_BITMAP_SWITCH, &b));
  EXPECT_EQ(b, double(0.04f));  // a vector: one column
  GrB_Vector_free(&v);
}

// Control 5 is hypersparse or bitmap: a sparse matrix becomes hypersparse when it is not dense
// enough for a bitmap; a vector (one column) cannot be hypersparse and is sparse instead.
TEST(SparsityRule, HypersparseOrBitmap) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 50, 50));
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  for (GrB_Index k = 0; k < 40; k++) OK(GrB_Matrix_setElement_FP64(A, 2.0, k, k));
  EXPECT_EQ(matrix_status(A), GxB_SPARSE);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE | GxB_BITMAP));
  EXPECT_EQ(matrix_status(A), GxB_HYPERSPARSE);  // 40 of 2500 is below the switch (0.4)
  OK(GrB_Matrix_assign_FP64(A, nullptr, nullptr, 1.0, GrB_ALL, 50, GrB_ALL, 30, nullptr));
  EXPECT_EQ(matrix_status(A), GxB_BITMAP);  // 1520 of 2500
  GrB_Matrix_free(&A);
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_FP64, 1000));
  OK(GrB_Vector_setElement_FP64(v, 1.0, 3));
  OK(GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE | GxB_BITMAP));
  EXPECT_EQ(vector_status(v), GxB_SPARSE);
  GrB_Vector_free(&v);
}

// An import keeps the format it is given and resets the settings; an unpack leaves the object
// empty and hypersparse, in the unpacked orientation, with its settings.
TEST(SparsityRule, ImportAndUnpackAreNotConformed) {
  const GrB_Index n = 4;
  auto* Ap = static_cast<GrB_Index*>(std::malloc(sizeof(GrB_Index) * (n + 1)));
  auto* Aj = static_cast<GrB_Index*>(std::malloc(sizeof(GrB_Index) * n * n));
  auto* Ax = static_cast<double*>(std::malloc(sizeof(double) * n * n));
  ASSERT_TRUE(Ap && Aj && Ax);
  for (GrB_Index i = 0; i <= n; i++) Ap[i] = i * n;
  for (GrB_Index p = 0; p < n * n; p++) Aj[p] = p % n, Ax[p] = double(p);
  GrB_Matrix A = nullptr;
  OK(GxB_Matrix_import_CSC(&A, GrB_FP64, n, n, &Ap, &Aj, reinterpret_cast<void**>(&Ax), sizeof(GrB_Index) * (n + 1),
                           sizeof(GrB_Index) * n * n, sizeof(double) * n * n, false, false, nullptr));
  EXPECT_EQ(matrix_status(A), GxB_SPARSE);  // every entry present, still as imported
  int32_t fmt = 0, ctl = 0;
  OK(GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, &fmt));
  EXPECT_EQ(fmt, GxB_BY_COL);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_SPARSE | GxB_HYPERSPARSE));
  GrB_Index *p = nullptr, *i = nullptr, psize = 0, isize = 0, xsize = 0;
  void* x = nullptr;
  OK(GxB_Matrix_unpack_CSR(A, &p, &i, &x, &psize, &isize, &xsize, nullptr, nullptr, nullptr));
  EXPECT_EQ(matrix_status(A), GxB_HYPERSPARSE);
  OK(GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, &fmt));
  EXPECT_EQ(fmt, GxB_BY_ROW);
  OK(GxB_Matrix_Option_get_INT32(A, GxB_SPARSITY_CONTROL, &ctl));
  EXPECT_EQ(ctl, GxB_SPARSE | GxB_HYPERSPARSE);
  OK(GxB_Matrix_pack_CSR(A, &p, &i, &x, psize, isize, xsize, false, false, nullptr));
  OK(GxB_Matrix_Option_get_INT32(A, GxB_SPARSITY_CONTROL, &ctl));
  EXPECT_EQ(ctl, GxB_AUTO_SPARSITY);  // a pack builds the header anew
  EXPECT_EQ(matrix_status(A), GxB_SPARSE);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_AUTO_SPARSITY));
  EXPECT_EQ(matrix_status(A), GxB_FULL);  // conformed at the option set
  GrB_Matrix_free(&A);
}

// A 1-by-n matrix held by row is one stored vector; with a bitmap operand and a result held by
// column it is not in the result's layout (a bitmap matrix under automatic control made this
// reachable: the result's store then had the shape n-by-1).
TEST(SparsityRule, RowVectorBitmapOperandUnderColumnResult) {
  const GrB_Index n = 300;
  GrB_Matrix A = nullptr, X = nullptr, C = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 1, n));
  OK(GrB_Matrix_new(&X, GrB_FP64, 1, n));
  OK(GrB_Matrix_new(&C, GrB_FP64, 1, n));
  OK(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, GxB_BY_ROW));
  OK(GxB_Matrix_Option_set_INT32(X, GxB_FORMAT, GxB_BY_ROW));
  OK(GxB_Matrix_Option_set_INT32(C, GxB_FORMAT, GxB_BY_COL));
  for (GrB_Index j = 0; j < 240; j++) OK(GrB_Matrix_setElement_FP64(X, double(1 + j % 4), 0, j));
  EXPECT_EQ(matrix_status(X), GxB_BITMAP);
  for (int add = 0; add < 2; add++) {
    if (add) OK(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GrB_PLUS_FP64, A, X, nullptr));
    else OK(GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GrB_TIMES_FP64, A, X, nullptr));
    EXPECT_EQ(GxB_Matrix_fprint(C, "C", GxB_SILENT, nullptr), GrB_SUCCESS);
    GrB_Index nv = 1;
    OK(GrB_Matrix_nvals(&nv, C));
    EXPECT_EQ(nv, add ? 240u : 0u);
    double x = 0;
    if (add) OK(GrB_Matrix_extractElement_FP64(&x, C, 0, 5));
    if (add) EXPECT_EQ(x, 2.0);
    OK(GrB_Matrix_removeElement(C, 0, 7));  // reads the store: must match the object
  }
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&X);
  GrB_Matrix_free(&C);
}

// An option set on a value still pending applies to it when it is computed (nothing forced), and
// on a value shared with a dup once it is finished.
TEST(SparsityRule, OptionSetOnPendingValue) {
  GrB_Vector u = nullptr, w = nullptr, d = nullptr;
  OK(GrB_Vector_new(&u, GrB_FP64, 100));
  for (GrB_Index i = 0; i < 50; i++) OK(GrB_Vector_setElement_FP64(u, double(i), 2 * i));
  for (int32_t control : {GxB_SPARSE, GxB_BITMAP, GxB_SPARSE | GxB_BITMAP}) {
    OK(GrB_Vector_new(&w, GrB_FP64, 100));
    OK(GrB_Vector_apply(w, nullptr, nullptr, GrB_AINV_FP64, u, nullptr));
    OK(GxB_Vector_Option_set_INT32(w, GxB_SPARSITY_CONTROL, control));
    EXPECT_EQ(vector_status(w), control == GxB_SPARSE ? GxB_SPARSE : GxB_BITMAP) << control;
    OK(GrB_Vector_apply(w, nullptr, nullptr, GrB_AINV_FP64, u, nullptr));
    OK(GrB_Vector_dup(&d, w));  // shares the pending value
    OK(GxB_Vector_Option_set_INT32(w, GxB_SPARSITY_CONTROL, GxB_SPARSE));
    EXPECT_EQ(vector_status(w), GxB_SPARSE) << control;
    double x = 0;
    OK(GrB_Vector_extractElement_FP64(&x, d, 4));
    EXPECT_EQ(x, -2.0);
    GrB_Vector_free(&d);
    GrB_Vector_free(&w);
  }
  GrB_Vector_free(&u);
}
