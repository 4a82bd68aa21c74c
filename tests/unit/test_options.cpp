// GxB_Matrix_Option_get/set and GxB_Vector_Option_get/set: values, conversions of the stored
// representation (that never change a result), and every error case. Expected behaviour was
// checked against SuiteSparse:GraphBLAS 7.4.
#include <algorithm>
#include <cstring>
#include <tuple>
#include <vector>

#include "test_util.hpp"

namespace {

using Tuple = std::tuple<GrB_Index, GrB_Index, double>;

std::vector<Tuple> tuples(GrB_Matrix A) {
  GrB_Index n = 0;
  EXPECT_EQ(GrB_Matrix_nvals(&n, A), GrB_SUCCESS);
  std::vector<GrB_Index> I(n), J(n);
  std::vector<double> X(n);
  EXPECT_EQ(GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &n, A), GrB_SUCCESS);
  std::vector<Tuple> t;
  for (GrB_Index k = 0; k < n; k++) t.emplace_back(I[k], J[k], X[k]);
  std::sort(t.begin(), t.end());
  return t;
}

std::vector<Tuple> tuples(GrB_Vector v) {
  GrB_Index n = 0;
  EXPECT_EQ(GrB_Vector_nvals(&n, v), GrB_SUCCESS);
  std::vector<GrB_Index> I(n);
  std::vector<double> X(n);
  EXPECT_EQ(GrB_Vector_extractTuples_FP64(I.data(), X.data(), &n, v), GrB_SUCCESS);
  std::vector<Tuple> t;
  for (GrB_Index k = 0; k < n; k++) t.emplace_back(I[k], 0, X[k]);
  std::sort(t.begin(), t.end());
  return t;
}

// A 6-by-7 matrix with a few entries (pending in non-blocking mode).
GrB_Matrix sample(int nentries = 9) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, GrB_FP64, 6, 7), GrB_SUCCESS);
  for (int k = 0; k < nentries; k++) {
    EXPECT_EQ(GrB_Matrix_setElement_FP64(A, 1.5 * k - 3, (k * 5) % 6, (k * 3) % 7), GrB_SUCCESS);
  }
  return A;
}

GrB_Matrix dense(GrB_Index m, GrB_Index n) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, GrB_FP64, m, n), GrB_SUCCESS);
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++) EXPECT_EQ(GrB_Matrix_setElement_FP64(A, double(i * n + j), i, j), GrB_SUCCESS);
  return A;
}

int status_of(GrB_Matrix A) {
  int32_t s = -1;
  EXPECT_EQ(GxB_Matrix_Option_get_INT32(A, GxB_SPARSITY_STATUS, &s), GrB_SUCCESS);
  return s;
}

int control_of(GrB_Matrix A) {
  int32_t c = -1;
  EXPECT_EQ(GxB_Matrix_Option_get_INT32(A, GxB_SPARSITY_CONTROL, &c), GrB_SUCCESS);
  return c;
}

bool is_one_structure(int s) {
  return s == GxB_HYPERSPARSE || s == GxB_SPARSE || s == GxB_BITMAP || s == GxB_FULL;
}

}  // namespace

TEST(Options, MatrixDefaults) {
  GrB_Matrix A = sample();
  int32_t fmt = -1, ctrl = -1;
  double hs = -1, bs = -1, ghs = -2;
  OK(GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, &fmt));
  EXPECT_EQ(fmt, GxB_BY_ROW);
  OK(GxB_Matrix_Option_get_INT32(A, GxB_SPARSITY_CONTROL, &ctrl));
  EXPECT_EQ(ctrl, GxB_AUTO_SPARSITY);
  OK(GxB_Matrix_Option_get_FP64(A, GxB_HYPER_SWITCH, &hs));
  OK(GxB_Global_Option_get_FP64(GxB_HYPER_SWITCH, &ghs));
  EXPECT_EQ(hs, ghs);
  OK(GxB_Matrix_Option_get_FP64(A, GxB_BITMAP_SWITCH, &bs));
  EXPECT_GT(bs, 0.0);
  EXPECT_TRUE(is_one_structure(status_of(A)));
  // the variadic forms give the same answers
  GxB_Format_Value f = GxB_NO_FORMAT;
  OK(GxB_Matrix_Option_get(A, GxB_FORMAT, &f));
  EXPECT_EQ(f, GxB_BY_ROW);
  double hs2 = -1;
  OK(GxB_Matrix_Option_get(A, GxB_HYPER_SWITCH, &hs2));
  EXPECT_EQ(hs2, hs);
  int st = -1;
  OK(GxB_Matrix_Option_get(A, GxB_SPARSITY_STATUS, &st));
  EXPECT_EQ(st, status_of(A));
  bool hyper = true;
  OK(GxB_Matrix_Option_get(A, GxB_IS_HYPER, &hyper));
  EXPECT_EQ(hyper, status_of(A) == GxB_HYPERSPARSE);
  GrB_Matrix_free(&A);
}

TEST(Options, FormatConvertsWithoutChangingTheValue) {
  GrB_Matrix A = sample();
  const auto before = tuples(A);
  ASSERT_EQ(before.size(), 9u);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, GxB_BY_COL));
  int32_t fmt = -1;
  OK(GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, &fmt));
  EXPECT_EQ(fmt, GxB_BY_COL);
  EXPECT_EQ(tuples(A), before);
  // later operations see the same matrix
  double x = 0;
  OK(GrB_Matrix_extractElement_FP64(&x, A, 5, 3));
  EXPECT_EQ(x, 1.5 * 1 - 3);
  OK(GrB_Matrix_setElement_FP64(A, 100, 0, 6));
  OK(GrB_Matrix_removeElement(A, 5, 3));
  GrB_Index n = 0;
  OK(GrB_Matrix_nvals(&n, A));
  EXPECT_EQ(n, 9u);
  EXPECT_EQ(GrB_Matrix_extractElement_FP64(&x, A, 5, 3), GrB_NO_VALUE);
  // back to rows with the variadic form
  const auto mid = tuples(A);
  OK(GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_ROW));
  OK(GxB_Matrix_Option_get(A, GxB_FORMAT, &fmt));
  EXPECT_EQ(fmt, GxB_BY_ROW);
  EXPECT_EQ(tuples(A), mid);
  // a dup keeps the format and the value
  OK(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, GxB_BY_COL));
  GrB_Matrix C = nullptr;
  OK(GrB_Matrix_dup(&C, A));
  OK(GxB_Matrix_Option_get_INT32(C, GxB_FORMAT, &fmt));
  EXPECT_EQ(fmt, GxB_BY_COL);
  EXPECT_EQ(tuples(C), mid);
  // resize after a change of format
  OK(GrB_Matrix_resize(C, 3, 3));
  for (const auto& t : tuples(C)) {
    EXPECT_LT(std::get<0>(t), 3u);
    EXPECT_LT(std::get<1>(t), 3u);
  }
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&A);
}

TEST(Options, FormatInvalidValues) {
  GrB_Matrix A = sample();
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, 5), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, GxB_NO_FORMAT), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_set(A, GxB_FORMAT, 3), GrB_INVALID_VALUE);
  const char* err = nullptr;
  OK(GrB_Matrix_error(&err, A));
  EXPECT_NE(std::strlen(err), 0u);
  int32_t fmt = -1;
  OK(GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, &fmt));
  EXPECT_EQ(fmt, GxB_BY_ROW);  // unchanged
  GrB_Matrix_free(&A);
}

TEST(Options, SparsityControlEveryCombination) {
  for (int control = 1; control <= 15; control++) {
    for (int full = 0; full < 2; full++) {
      GrB_Matrix A = full ? dense(4, 5) : sample();
      const auto before = tuples(A);
      OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, control));
      EXPECT_EQ(control_of(A), control);
      const int s = status_of(A);
      EXPECT_TRUE(is_one_structure(s)) << s;
      // the structure is one the control allows (FULL alone is only possible when every entry is
      // present; a matrix of 6 rows is never made hypersparse by the control of FULL only)
      if (!(control == GxB_FULL && !full)) EXPECT_TRUE((s & control) != 0) << "control " << control << " status " << s;
      EXPECT_EQ(tuples(A), before) << "control " << control;
      // further updates keep honouring the control
      OK(GrB_Matrix_setElement_FP64(A, 42, 1, 1));
      const int s2 = status_of(A);
      if (control != GxB_FULL) EXPECT_TRUE((s2 & control) != 0) << "control " << control << " status " << s2;
      double x = 0;
      OK(GrB_Matrix_extractElement_FP64(&x, A, 1, 1));
      EXPECT_EQ(x, 42);
      GrB_Matrix_free(&A);
    }
  }
}

TEST(Options, SparsityControlNormalization) {
  GrB_Matrix A = sample();
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, 0));
  EXPECT_EQ(control_of(A), GxB_AUTO_SPARSITY);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, 16 + GxB_SPARSE));
  EXPECT_EQ(control_of(A), GxB_SPARSE);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, -1));
  EXPECT_EQ(control_of(A), GxB_AUTO_SPARSITY);
  OK(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, ~GxB_FULL));
  EXPECT_EQ(control_of(A), GxB_HYPERSPARSE + GxB_SPARSE + GxB_BITMAP);
  int c = -1;
  OK(GxB_Matrix_Option_get(A, GxB_SPARSITY_CONTROL, &c));
  EXPECT_EQ(c, 7);
  GrB_Matrix_free(&A);
}

TEST(Options, SparsityStatusOfEachStructure) {
  GrB_Matrix A = dense(3, 4);
  const auto before = tuples(A);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_FULL));
  EXPECT_EQ(status_of(A), GxB_FULL);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  EXPECT_EQ(status_of(A), GxB_BITMAP);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  EXPECT_EQ(status_of(A), GxB_SPARSE);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE));
  EXPECT_EQ(status_of(A), GxB_HYPERSPARSE);
  bool hyper = false;
  OK(GxB_Matrix_Option_get(A, GxB_IS_HYPER, &hyper));
  EXPECT_TRUE(hyper);
  EXPECT_EQ(tuples(A), before);
  // by column too
  OK(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, GxB_BY_COL));
  EXPECT_EQ(status_of(A), GxB_HYPERSPARSE);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  EXPECT_EQ(status_of(A), GxB_BITMAP);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_FULL));
  EXPECT_EQ(status_of(A), GxB_FULL);
  EXPECT_EQ(tuples(A), before);
  // an entry removed from a full-only matrix: it cannot stay full, and the value is right
  OK(GrB_Matrix_removeElement(A, 0, 0));
  EXPECT_NE(status_of(A), GxB_FULL);
  auto expect = before;
  expect.erase(expect.begin());
  EXPECT_EQ(tuples(A), expect);
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_SPARSE + GxB_FULL));
  EXPECT_EQ(status_of(A), GxB_SPARSE);
  GrB_Matrix_free(&A);
}

TEST(Options, SparsityStatusForcesPendingWork) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 5, 5));
  OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  for (int k = 0; k < 5; k++) OK(GrB_Matrix_setElement_FP64(A, k, k, k));
  EXPECT_EQ(status_of(A), GxB_BITMAP);
  GrB_Index n = 0;
  OK(GrB_Matrix_nvals(&n, A));
  EXPECT_EQ(n, 5u);
  GrB_Matrix_free(&A);
}

TEST(Options, HyperSwitch) {
  // 1000 rows, 3 of them with entries: hypersparse unless the switch forbids it
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 1000, 1000));
  OK(GrB_Matrix_setElement_FP64(A, 1, 3, 4));
  OK(GrB_Matrix_setElement_FP64(A, 2, 500, 4));
  OK(GrB_Matrix_setElement_FP64(A, 3, 999, 999));
  const auto before = tuples(A);
  OK(GxB_Matrix_Option_set_FP64(A, GxB_HYPER_SWITCH, GxB_NEVER_HYPER));
  double hs = 0;
  OK(GxB_Matrix_Option_get_FP64(A, GxB_HYPER_SWITCH, &hs));
  EXPECT_EQ(hs, GxB_NEVER_HYPER);
  EXPECT_EQ(status_of(A), GxB_SPARSE);
  EXPECT_EQ(tuples(A), before);
  OK(GxB_Matrix_Option_set(A, GxB_HYPER_SWITCH, GxB_ALWAYS_HYPER));
  OK(GxB_Matrix_Option_get(A, GxB_HYPER_SWITCH, &hs));
  EXPECT_EQ(hs, GxB_ALWAYS_HYPER);
  EXPECT_EQ(status_of(A), GxB_HYPERSPARSE);
  EXPECT_EQ(tuples(A), before);
  // any value is kept as given
  OK(GxB_Matrix_Option_set_FP64(A, GxB_HYPER_SWITCH, 5.0));
  OK(GxB_Matrix_Option_get_FP64(A, GxB_HYPER_SWITCH, &hs));
  EXPECT_EQ(hs, 5.0);
  GrB_Matrix_free(&A);
}

TEST(Options, BitmapSwitch) {
  GrB_Matrix A = sample();
  OK(GxB_Matrix_Option_set_FP64(A, GxB_BITMAP_SWITCH, 0.25));
  double bs = 0;
  OK(GxB_Matrix_Option_get_FP64(A, GxB_BITMAP_SWITCH, &bs));
  EXPECT_EQ(bs, 0.25);
  OK(GxB_Matrix_Option_set(A, GxB_BITMAP_SWITCH, 0.5));
  OK(GxB_Matrix_Option_get(A, GxB_BITMAP_SWITCH, &bs));
  EXPECT_EQ(bs, 0.5);
  OK(GxB_Matrix_Option_set_FP64(A, GxB_BITMAP_SWITCH, -3.0));  // kept as given (SuiteSparse does)
  OK(GxB_Matrix_Option_get_FP64(A, GxB_BITMAP_SWITCH, &bs));
  EXPECT_EQ(bs, -3.0);
  GrB_Matrix_free(&A);
}

TEST(Options, MatrixErrors) {
  GrB_Matrix A = sample();
  int32_t i = -7;
  double d = -7;
  // a field of the other value type
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_HYPER_SWITCH, 1), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_BITMAP_SWITCH, 1), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_set_FP64(A, GxB_FORMAT, 1.0), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_set_FP64(A, GxB_SPARSITY_CONTROL, 2.0), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_get_INT32(A, GxB_HYPER_SWITCH, &i), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_get_FP64(A, GxB_FORMAT, &d), GrB_INVALID_VALUE);
  EXPECT_EQ(i, -7);
  EXPECT_EQ(d, -7);
  // GxB_IS_HYPER is read only through the variadic form (as in SuiteSparse 7.4)
  EXPECT_EQ(GxB_Matrix_Option_get_INT32(A, GxB_IS_HYPER, &i), GrB_INVALID_VALUE);
  EXPECT_EQ(i, -7);
  // read-only and unknown fields
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_STATUS, GxB_SPARSE), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_IS_HYPER, 1), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_set(A, GxB_IS_HYPER, 1), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_MODE, 1), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_get(A, GxB_MODE, &i), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_get(A, (GxB_Option_Field)999, &i), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_Option_set(A, (GxB_Option_Field)999, 1), GrB_INVALID_VALUE);
  // null pointers
  EXPECT_EQ(GxB_Matrix_Option_get(A, GxB_FORMAT, (int*)nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Option_get(A, GxB_HYPER_SWITCH, (double*)nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Option_get(A, GxB_IS_HYPER, (bool*)nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Option_get_FP64(A, GxB_BITMAP_SWITCH, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Option_get_INT32(nullptr, GxB_FORMAT, &i), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(nullptr, GxB_FORMAT, 0), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Option_set_FP64(nullptr, GxB_HYPER_SWITCH, 0.5), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Option_set(nullptr, GxB_FORMAT, 0), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Option_get(nullptr, GxB_FORMAT, &i), GrB_NULL_POINTER);
  // an object that was never created
  alignas(64) unsigned char junk[1024] = {};
  GrB_Matrix J = reinterpret_cast<GrB_Matrix>(junk);
  EXPECT_EQ(GxB_Matrix_Option_get_INT32(J, GxB_FORMAT, &i), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(J, GxB_FORMAT, GxB_BY_COL), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GxB_Matrix_Option_set(J, GxB_HYPER_SWITCH, 0.5), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GxB_Vector_Option_get_INT32(reinterpret_cast<GrB_Vector>(junk), GxB_FORMAT, &i),
            GrB_UNINITIALIZED_OBJECT);
  // nothing changed
  int32_t fmt = -1;
  OK(GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, &fmt));
  EXPECT_EQ(fmt, GxB_BY_ROW);
  EXPECT_EQ(control_of(A), GxB_AUTO_SPARSITY);
  GrB_Matrix_free(&A);
}

TEST(Options, VectorOptions) {
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_FP64, 100));
  for (int k = 0; k < 10; k++) OK(GrB_Vector_setElement_FP64(v, k + 0.5, 7 * k));
  const auto before = tuples(v);
  int32_t i = -1;
  double d = -1;
  OK(GxB_Vector_Option_get_INT32(v, GxB_FORMAT, &i));
  EXPECT_EQ(i, GxB_BY_COL);
  int fv = -1;
  OK(GxB_Vector_Option_get(v, GxB_FORMAT, &fv));
  EXPECT_EQ(fv, GxB_BY_COL);
  // a vector is always held by column: its format cannot be set (SuiteSparse 7.4: invalid value)
  EXPECT_EQ(GxB_Vector_Option_set_INT32(v, GxB_FORMAT, GxB_BY_ROW), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Vector_Option_set_INT32(v, GxB_FORMAT, GxB_BY_COL), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Vector_Option_set(v, GxB_FORMAT, GxB_BY_ROW), GrB_INVALID_VALUE);
  OK(GxB_Vector_Option_get_INT32(v, GxB_FORMAT, &i));
  EXPECT_EQ(i, GxB_BY_COL);
  // and it has no hyper switch
  EXPECT_EQ(GxB_Vector_Option_set_FP64(v, GxB_HYPER_SWITCH, 0.5), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Vector_Option_get_FP64(v, GxB_HYPER_SWITCH, &d), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Vector_Option_set(v, GxB_HYPER_SWITCH, 0.5), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Vector_Option_get(v, GxB_HYPER_SWITCH, &d), GrB_INVALID_VALUE);
  // bitmap switch
  OK(GxB_Vector_Option_set_FP64(v, GxB_BITMAP_SWITCH, 0.5));
  OK(GxB_Vector_Option_get_FP64(v, GxB_BITMAP_SWITCH, &d));
  EXPECT_EQ(d, 0.5);
  OK(GxB_Vector_Option_set(v, GxB_BITMAP_SWITCH, 0.125));
  OK(GxB_Vector_Option_get(v, GxB_BITMAP_SWITCH, &d));
  EXPECT_EQ(d, 0.125);
  // sparsity control: a vector is never hypersparse
  OK(GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE));
  OK(GxB_Vector_Option_get_INT32(v, GxB_SPARSITY_CONTROL, &i));
  EXPECT_EQ(i, GxB_HYPERSPARSE);
  OK(GxB_Vector_Option_get_INT32(v, GxB_SPARSITY_STATUS, &i));
  EXPECT_EQ(i, GxB_SPARSE);
  EXPECT_EQ(tuples(v), before);
  OK(GxB_Vector_Option_set(v, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  int st = -1;
  OK(GxB_Vector_Option_get(v, GxB_SPARSITY_STATUS, &st));
  EXPECT_EQ(st, GxB_BITMAP);
  EXPECT_EQ(tuples(v), before);
  bool hyper = true;
  OK(GxB_Vector_Option_get(v, GxB_IS_HYPER, &hyper));
  EXPECT_FALSE(hyper);
  EXPECT_EQ(GxB_Vector_Option_get_INT32(v, GxB_IS_HYPER, &i), GrB_INVALID_VALUE);
  // updates after the conversion
  OK(GrB_Vector_setElement_FP64(v, -1, 1));
  double x = 0;
  OK(GrB_Vector_extractElement_FP64(&x, v, 1));
  EXPECT_EQ(x, -1);
  OK(GrB_Vector_extractElement_FP64(&x, v, 14));
  EXPECT_EQ(x, 2.5);
  // errors
  EXPECT_EQ(GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_STATUS, 1), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Vector_Option_set_FP64(v, GxB_FORMAT, 1), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Vector_Option_get_INT32(v, GxB_FORMAT, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Vector_Option_get_FP64(nullptr, GxB_BITMAP_SWITCH, &d), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Vector_Option_set_INT32(nullptr, GxB_SPARSITY_CONTROL, 2), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Vector_Option_get(v, (GxB_Option_Field)999, &i), GrB_INVALID_VALUE);
  // GxB_Matrix_Option_set on a vector: a valid format is accepted and ignored
  GrB_Matrix vm = reinterpret_cast<GrB_Matrix>(v);
  OK(GxB_Matrix_Option_set_INT32(vm, GxB_FORMAT, GxB_BY_ROW));
  OK(GxB_Matrix_Option_get_INT32(vm, GxB_FORMAT, &i));
  EXPECT_EQ(i, GxB_BY_COL);
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(vm, GxB_FORMAT, 9), GrB_INVALID_VALUE);
  GrB_Vector_free(&v);
}

TEST(Options, GlobalFormatAppliesToNewMatrices) {
  OK(GxB_Global_Option_set_INT32(GxB_FORMAT, GxB_BY_COL));
  GrB_Matrix A = sample();
  int32_t i = -1;
  OK(GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, &i));
  EXPECT_EQ(i, GxB_BY_COL);
  OK(GxB_Global_Option_set_INT32(GxB_FORMAT, GxB_BY_ROW));
  GrB_Matrix B = sample();
  OK(GxB_Matrix_Option_get_INT32(B, GxB_FORMAT, &i));
  EXPECT_EQ(i, GxB_BY_ROW);
  EXPECT_EQ(tuples(A), tuples(B));
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
}

TEST(Options, UserDefinedTypeConversions) {
  struct Pair {
    int32_t a;
    int16_t b;
  };
  GrB_Type T = nullptr;
  OK(GxB_Type_new(&T, sizeof(Pair), "Pair", nullptr));
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, T, 4, 4));
  for (int k = 0; k < 4; k++) {
    Pair p{k * 10, int16_t(-k)};
    OK(GrB_Matrix_setElement_UDT(A, &p, k, 3 - k));
  }
  const int controls[] = {GxB_BITMAP, GxB_FULL, GxB_HYPERSPARSE, GxB_SPARSE, GxB_AUTO_SPARSITY};
  for (int c : controls) {
    OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, c));
    OK(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, (c & 1) ? GxB_BY_COL : GxB_BY_ROW));
    for (int k = 0; k < 4; k++) {
      Pair p{};
      OK(GrB_Matrix_extractElement_UDT(&p, A, k, 3 - k));
      EXPECT_EQ(p.a, k * 10);
      EXPECT_EQ(p.b, -k);
    }
    GrB_Index n = 0;
    OK(GrB_Matrix_nvals(&n, A));
    EXPECT_EQ(n, 4u);
  }
  GrB_Matrix_free(&A);
  GrB_Type_free(&T);
}

// Bitmap <-> sparse conversions of objects large enough to be split into many chunks (more than
// 65536 positions: one bitmap vector, a few long rows, many short rows), at 1 and 2 threads and
// densities from almost empty to almost full: the entries never change and the status follows the
// control. (The bitmap-to-sparse pass splits by positions, not by vectors, so a bitmap vector is
// converted in parallel; chunks whose last positions are absent end early.)
TEST(Options, LargeBitmapSparseConversionsKeepEveryEntry) {
  int32_t saved_threads = 0;
  ASSERT_EQ(GxB_Global_Option_get_INT32(GxB_Option_Field(GxB_NTHREADS), &saved_threads), GrB_SUCCESS);
  uint64_t state = 12345;
  auto next = [&]() {
    state += 0x9E3779B97F4A7C15ULL;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  struct Shape {
    GrB_Index m, n;
  };
  for (int32_t threads : {1, 2}) {
    ASSERT_EQ(GxB_Global_Option_set_INT32(GxB_Option_Field(GxB_NTHREADS), threads), GrB_SUCCESS);
    for (double density : {0.0005, 0.3, 0.66, 0.9995}) {
      for (Shape sh : {Shape{300001, 1}, Shape{3, 100003}, Shape{70001, 3}}) {
        for (GrB_Type type : {GrB_FP64, GrB_INT8}) {
          std::vector<GrB_Index> I, J;
          std::vector<double> X;
          for (GrB_Index i = 0; i < sh.m; i++)
            for (GrB_Index j = 0; j < sh.n; j++)
              if (double(next() % 1000000) < density * 1e6) {
                I.push_back(i);
                J.push_back(j);
                X.push_back(double(int(next() % 200) - 100));
              }
          std::vector<Tuple> want;
          for (size_t k = 0; k < I.size(); k++) want.emplace_back(I[k], sh.n == 1 ? 0 : J[k], X[k]);
          const std::string what = "threads " + std::to_string(threads) + " density " + std::to_string(density) +
                                   " shape " + std::to_string(sh.m) + "x" + std::to_string(sh.n) +
                                   (type == GrB_INT8 ? " int8" : " fp64");
          if (sh.n == 1) {
            GrB_Vector v = nullptr;
            ASSERT_EQ(GrB_Vector_new(&v, type, sh.m), GrB_SUCCESS);
            ASSERT_EQ(GrB_Vector_build_FP64(v, I.data(), X.data(), I.size(), GrB_PLUS_FP64), GrB_SUCCESS);
            for (int control : {GxB_BITMAP, GxB_SPARSE, GxB_BITMAP, GxB_SPARSE}) {
              ASSERT_EQ(GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, control), GrB_SUCCESS);
              int32_t s = -1;
              ASSERT_EQ(GxB_Vector_Option_get_INT32(v, GxB_SPARSITY_STATUS, &s), GrB_SUCCESS);
              EXPECT_EQ(s, control) << what;
              EXPECT_EQ(tuples(v), want) << what << " control " << control;
            }
            GrB_Vector_free(&v);
          } else {
            GrB_Matrix A = nullptr;
            ASSERT_EQ(GrB_Matrix_new(&A, type, sh.m, sh.n), GrB_SUCCESS);
            ASSERT_EQ(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_FP64), GrB_SUCCESS);
            for (int control : {GxB_BITMAP, GxB_SPARSE, GxB_BITMAP, GxB_SPARSE}) {
              ASSERT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, control), GrB_SUCCESS);
              EXPECT_EQ(status_of(A), control) << what;
              EXPECT_EQ(tuples(A), want) << what << " control " << control;
            }
            GrB_Matrix_free(&A);
          }
        }
      }
    }
  }
  ASSERT_EQ(GxB_Global_Option_set_INT32(GxB_Option_Field(GxB_NTHREADS), saved_threads), GrB_SUCCESS);
}
