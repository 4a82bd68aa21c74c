// apply with a built-in unary operator on a matrix's own type: one typed pass, written over the
// operand's values when nothing else can read them (S = -S on a matrix only its handle held).
// Checked against a reference for the operators and types of the typed path, and every case where
// the operand is still read elsewhere: a dup, a pending operation recorded earlier, the operand
// as the mask too, an accumulator, a transposed input, a hypersparse one.
#include <cmath>
#include <random>
#include <vector>

#include "test_util.hpp"

namespace {

// minv0: integer MINV of 0 as the library defines it (read from a one-entry matrix)
double ref_op(GrB_UnaryOp op, double x, double minv0) {
  if (op == GrB_AINV_FP64 || op == GrB_AINV_INT32 || op == GrB_AINV_INT64 || op == GrB_AINV_FP32) return -x;
  if (op == GrB_ABS_FP64 || op == GrB_ABS_INT32 || op == GrB_ABS_INT64 || op == GrB_ABS_FP32) return std::fabs(x);
  if (op == GrB_MINV_FP64) return 1.0 / x;
  if (op == GrB_MINV_FP32) return double(1.0f / float(x));
  if (op == GrB_MINV_INT32 || op == GrB_MINV_INT64) {
    // integer 1/x: 0 for |x| > 1
    return x == 1 ? 1 : x == -1 ? -1 : x == 0 ? minv0 : 0;
  }
  if (op == GxB_ONE_FP64 || op == GxB_ONE_INT32 || op == GxB_ONE_INT64 || op == GxB_ONE_FP32) return 1;
  if (op == GxB_LNOT_FP64 || op == GxB_LNOT_INT32 || op == GxB_LNOT_INT64 || op == GxB_LNOT_FP32) return x == 0 ? 1 : 0;
  return x;  // IDENTITY
}

// n-by-n with about 80000 entries (more than one 65536-value chunk), values -20..20 (zeros included)
GrB_Matrix make(GrB_Type type, GrB_Index n, std::mt19937_64& rng, bool hyper) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, type, n, n), GrB_SUCCESS);
  if (hyper) EXPECT_EQ(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE), GrB_SUCCESS);
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  std::uniform_int_distribution<int> v(-20, 20);
  std::uniform_int_distribution<GrB_Index> pos(0, n - 1);
  for (int k = 0; k < 80000; k++) {
    I.push_back(hyper ? pos(rng) % 50 * 97 : pos(rng));
    J.push_back(pos(rng));
    X.push_back(v(rng));
  }
  EXPECT_EQ(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), GrB_SECOND_FP64), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
  return A;
}

Entries applied(const Entries& e, GrB_UnaryOp op, double minv0 = 0) {
  Entries r;
  for (const auto& [k, x] : e) r[k] = ref_op(op, x, minv0);
  return r;
}

}  // namespace

TEST(ApplyInPlace, TypedOperatorsAgainstReference) {
  std::mt19937_64 rng(11);
  struct TypeOps {
    GrB_Type type;
    GrB_UnaryOp ops[6];
  };
  const TypeOps types[] = {
      {GrB_FP64, {GrB_AINV_FP64, GrB_ABS_FP64, GrB_MINV_FP64, GxB_ONE_FP64, GxB_LNOT_FP64, GrB_IDENTITY_FP64}},
      {GrB_FP32, {GrB_AINV_FP32, GrB_ABS_FP32, GrB_MINV_FP32, GxB_ONE_FP32, GxB_LNOT_FP32, GrB_IDENTITY_FP32}},
      {GrB_INT32, {GrB_AINV_INT32, GrB_ABS_INT32, GrB_MINV_INT32, GxB_ONE_INT32, GxB_LNOT_INT32, GrB_IDENTITY_INT32}},
      {GrB_INT64, {GrB_AINV_INT64, GrB_ABS_INT64, GrB_MINV_INT64, GxB_ONE_INT64, GxB_LNOT_INT64, GrB_IDENTITY_INT64}},
  };
  const GrB_Index n = 5000;
  for (const TypeOps& t : types) {
    for (int hyper = 0; hyper < (t.type == GrB_FP64 ? 2 : 1); hyper++) {
      for (GrB_UnaryOp op : t.ops) {
        GrB_Matrix S = make(t.type, n, rng, hyper);
        Entries before = matrix_entries(S);
        // integer MINV of 0: what the library's generic path gives (checked against SuiteSparse
        // by the differential tests), through a one-entry matrix applied transposed
        double minv0 = 0;
        if (op == GrB_MINV_INT32 || op == GrB_MINV_INT64) {
          GrB_Matrix Z;
          ASSERT_EQ(GrB_Matrix_new(&Z, t.type, 1, 1), GrB_SUCCESS);
          ASSERT_EQ(GrB_Matrix_setElement_FP64(Z, 0, 0, 0), GrB_SUCCESS);
          ASSERT_EQ(GrB_Matrix_apply(Z, nullptr, nullptr, op, Z, GrB_DESC_T0), GrB_SUCCESS);
          ASSERT_EQ(GrB_Matrix_extractElement_FP64(&minv0, Z, 0, 0), GrB_SUCCESS);
          GrB_Matrix_free(&Z);
        }
        Entries expect = applied(before, op, minv0);
        // S = op(S), S held by its handle alone
        ASSERT_EQ(GrB_Matrix_apply(S, nullptr, nullptr, op, S, nullptr), GrB_SUCCESS);
        ASSERT_EQ(matrix_entries(S), expect) << "hyper " << hyper;
        // into another matrix: S unchanged
        GrB_Matrix C;
        ASSERT_EQ(GrB_Matrix_new(&C, t.type, n, n), GrB_SUCCESS);
        ASSERT_EQ(GrB_Matrix_apply(C, nullptr, nullptr, op, S, nullptr), GrB_SUCCESS);
        ASSERT_EQ(matrix_entries(C), applied(expect, op, minv0));
        ASSERT_EQ(matrix_entries(S), expect);
        GrB_Matrix_free(&C);
        GrB_Matrix_free(&S);
      }
    }
  }
}

TEST(ApplyInPlace, OperandReadElsewhereKeepsItsValues) {
  std::mt19937_64 rng(12);
  const GrB_Index n = 5000;
  GrB_Matrix S = make(GrB_FP64, n, rng, false);
  const Entries orig = matrix_entries(S);
  const Entries neg = applied(orig, GrB_AINV_FP64);
  // a dup shares the old value
  GrB_Matrix D;
  ASSERT_EQ(GrB_Matrix_dup(&D, S), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_apply(S, nullptr, nullptr, GrB_AINV_FP64, S, nullptr), GrB_SUCCESS);
  ASSERT_EQ(matrix_entries(S), neg);
  ASSERT_EQ(matrix_entries(D), orig);
  // an operation recorded earlier that reads S's old value, computed after S = -S
  GrB_Matrix R;
  ASSERT_EQ(GrB_Matrix_new(&R, GrB_FP64, n, n), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_apply(R, nullptr, nullptr, GrB_IDENTITY_FP64, D, nullptr), GrB_SUCCESS);  // pending
  ASSERT_EQ(GrB_Matrix_apply(D, nullptr, nullptr, GrB_AINV_FP64, D, nullptr), GrB_SUCCESS);      // pending
  ASSERT_EQ(GrB_Matrix_wait(D, GrB_MATERIALIZE), GrB_SUCCESS);  // D's apply first, R's still pending
  ASSERT_EQ(matrix_entries(D), neg);
  ASSERT_EQ(matrix_entries(R), orig);
  // the operand is the mask as well, and with an accumulator: S<S> += -S
  GrB_Matrix_free(&S);
  S = make(GrB_FP64, n, rng, false);
  const Entries s0 = matrix_entries(S);
  ASSERT_EQ(GrB_Matrix_apply(S, S, nullptr, GrB_AINV_FP64, S, GrB_DESC_S), GrB_SUCCESS);
  ASSERT_EQ(matrix_entries(S), applied(s0, GrB_AINV_FP64));
  ASSERT_EQ(GrB_Matrix_apply(S, nullptr, GrB_PLUS_FP64, GrB_AINV_FP64, S, nullptr), GrB_SUCCESS);
  Entries twice;  // S = -s0, then S += -S: -s0 + s0 = 0 everywhere S has an entry
  for (const auto& [k, x] : s0) twice[k] = 0 * x;
  ASSERT_EQ(matrix_entries(S), twice);
  // transposed input: S = -S'
  GrB_Matrix_free(&S);
  S = make(GrB_FP64, n, rng, false);
  Entries st;
  for (const auto& [k, x] : matrix_entries(S)) st[{k.second, k.first}] = -x;
  ASSERT_EQ(GrB_Matrix_apply(S, nullptr, nullptr, GrB_AINV_FP64, S, GrB_DESC_T0), GrB_SUCCESS);
  ASSERT_EQ(matrix_entries(S), st);
  GrB_Matrix_free(&S);
  GrB_Matrix_free(&D);
  GrB_Matrix_free(&R);
}
