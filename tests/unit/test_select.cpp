// GrB_select (every predefined index-unary operator, every type, user-defined operators) and the
// legacy GxB_select, with masks, accumulators, replace and transposes, against a dense reference
// written from the spec's definitions; hypersparse inputs; every API error with C untouched.
#include <atomic>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <random>

#include "test_util.hpp"

namespace {

struct TypeOps {
  GrB_Type type;
  GrB_IndexUnaryOp eq, ne, lt, le, gt, ge;
  bool is_bool;
};
std::vector<TypeOps> all_types() {
  return {
      {GrB_BOOL, GrB_VALUEEQ_BOOL, GrB_VALUENE_BOOL, GrB_VALUELT_BOOL, GrB_VALUELE_BOOL, GrB_VALUEGT_BOOL,
       GrB_VALUEGE_BOOL, true},
      {GrB_INT8, GrB_VALUEEQ_INT8, GrB_VALUENE_INT8, GrB_VALUELT_INT8, GrB_VALUELE_INT8, GrB_VALUEGT_INT8,
       GrB_VALUEGE_INT8, false},
      {GrB_INT16, GrB_VALUEEQ_INT16, GrB_VALUENE_INT16, GrB_VALUELT_INT16, GrB_VALUELE_INT16, GrB_VALUEGT_INT16,
       GrB_VALUEGE_INT16, false},
      {GrB_INT32, GrB_VALUEEQ_INT32, GrB_VALUENE_INT32, GrB_VALUELT_INT32, GrB_VALUELE_INT32, GrB_VALUEGT_INT32,
       GrB_VALUEGE_INT32, false},
      {GrB_INT64, GrB_VALUEEQ_INT64, GrB_VALUENE_INT64, GrB_VALUELT_INT64, GrB_VALUELE_INT64, GrB_VALUEGT_INT64,
       GrB_VALUEGE_INT64, false},
      {GrB_UINT8, GrB_VALUEEQ_UINT8, GrB_VALUENE_UINT8, GrB_VALUELT_UINT8, GrB_VALUELE_UINT8, GrB_VALUEGT_UINT8,
       GrB_VALUEGE_UINT8, false},
      {GrB_UINT16, GrB_VALUEEQ_UINT16, GrB_VALUENE_UINT16, GrB_VALUELT_UINT16, GrB_VALUELE_UINT16,
       GrB_VALUEGT_UINT16, GrB_VALUEGE_UINT16, false},
      {GrB_UINT32, GrB_VALUEEQ_UINT32, GrB_VALUENE_UINT32, GrB_VALUELT_UINT32, GrB_VALUELE_UINT32,
       GrB_VALUEGT_UINT32, GrB_VALUEGE_UINT32, false},
      {GrB_UINT64, GrB_VALUEEQ_UINT64, GrB_VALUENE_UINT64, GrB_VALUELT_UINT64, GrB_VALUELE_UINT64,
       GrB_VALUEGT_UINT64, GrB_VALUEGE_UINT64, false},
      {GrB_FP32, GrB_VALUEEQ_FP32, GrB_VALUENE_FP32, GrB_VALUELT_FP32, GrB_VALUELE_FP32, GrB_VALUEGT_FP32,
       GrB_VALUEGE_FP32, false},
      {GrB_FP64, GrB_VALUEEQ_FP64, GrB_VALUENE_FP64, GrB_VALUELT_FP64, GrB_VALUELE_FP64, GrB_VALUEGT_FP64,
       GrB_VALUEGE_FP64, false},
      {GxB_FC32, GxB_VALUEEQ_FC32, GxB_VALUENE_FC32, nullptr, nullptr, nullptr, nullptr, false},
      {GxB_FC64, GxB_VALUEEQ_FC64, GxB_VALUENE_FC64, nullptr, nullptr, nullptr, nullptr, false},
  };
}

// x as stored in type t (through a GrB_Scalar of that type)
double cast_to(GrB_Type t, double x) {
  GrB_Scalar s;
  EXPECT_EQ(GrB_Scalar_new(&s, t), GrB_SUCCESS);
  EXPECT_EQ(GrB_Scalar_setElement_FP64(s, x), GrB_SUCCESS);
  double y = 0;
  EXPECT_EQ(GrB_Scalar_extractElement_FP64(&y, s), GrB_SUCCESS);
  GrB_Scalar_free(&s);
  return y;
}
// an int64 value as stored in type t (integer conversions wrap, unlike those from double)
double cast_int_to(GrB_Type t, int64_t x) {
  GrB_Scalar s;
  EXPECT_EQ(GrB_Scalar_new(&s, t), GrB_SUCCESS);
  EXPECT_EQ(GrB_Scalar_setElement_INT64(s, x), GrB_SUCCESS);
  double y = 0;
  EXPECT_EQ(GrB_Scalar_extractElement_FP64(&y, s), GrB_SUCCESS);
  GrB_Scalar_free(&s);
  return y;
}

enum Pos { TRIL, TRIU, DIAG, OFFDIAG, COLLE, COLGT, ROWLE, ROWGT, VEQ, VNE, VLT, VLE, VGT, VGE, NOPS };
bool positional_op(int op) { return op < VEQ; }

bool keep(int op, double i, double j, double x, double y) {
  switch (op) {
    case TRIL: return j <= i + y;
    case TRIU: return j >= i + y;
    case DIAG: return j == i + y;
    case OFFDIAG: return j != i + y;
    case COLLE: return j <= y;
    case COLGT: return j > y;
    case ROWLE: return i <= y;
    case ROWGT: return i > y;
    case VEQ: return x == y;
    case VNE: return x != y;
    case VLT: return x < y;
    case VLE: return x <= y;
    case VGT: return x > y;
    default: return x >= y;
  }
}

GrB_IndexUnaryOp op_of(int op, const TypeOps& t) {
  switch (op) {
    case TRIL: return GrB_TRIL;
    case TRIU: return GrB_TRIU;
    case DIAG: return GrB_DIAG;
    case OFFDIAG: return GrB_OFFDIAG;
    case COLLE: return GrB_COLLE;
    case COLGT: return GrB_COLGT;
    case ROWLE: return GrB_ROWLE;
    case ROWGT: return GrB_ROWGT;
    case VEQ: return t.eq;
    case VNE: return t.ne;
    case VLT: return t.lt;
    case VLE: return t.le;
    case VGT: return t.gt;
    default: return t.ge;
  }
}

TEST(Select, EveryOperatorEveryTypeAgainstDenseReference) {
  std::mt19937_64 rng(7);
  const std::vector<TypeOps> types = all_types();
  const GrB_Index m = 6, n = 7;
  for (int trial = 0; trial < 600; trial++) {
    const TypeOps& t = types[rng() % types.size()];
    int op = int(rng() % NOPS);
    if (!op_of(op, t)) op = VEQ;
    const bool use_mask = rng() % 2, structural = rng() % 2, comp = rng() % 2, replace = rng() % 2,
               accum = rng() % 2, tran = rng() % 2;
    const GrB_Index am = tran ? n : m, an = tran ? m : n;
    const bool u64 = t.type == GrB_UINT64;
    // [0, 8] for UINT64: uint64 values near 2^64 are not distinct as doubles
    GrB_Matrix A = random_matrix(t.type, am, an, 0.5, rng, u64 ? 0 : -4, u64 ? 8 : 4);
    GrB_Matrix C = random_matrix(GrB_FP64, m, n, 0.3, rng);
    GrB_Matrix M = random_matrix(GrB_INT32, m, n, 0.5, rng);
    Entries a = matrix_entries(A), c0 = matrix_entries(C), mk = matrix_entries(M);
    if (tran) a = transposed(a);
    // the thunk: an integer or a fraction, given typed, as int64, or as a GrB_Scalar
    double y0 = (rng() % 2) ? double(int(rng() % 9) - 4) : double(int(rng() % 9) - 4) + 0.5;
    if (u64 && !positional_op(op)) y0 = std::fabs(y0);
    const int how = int(rng() % 3);
    const bool positional = op < VEQ;
    double y;
    if (positional) y = std::trunc(how == 1 ? double(int64_t(y0)) : y0);
    else y = how == 1 ? cast_int_to(t.type, int64_t(y0)) : cast_to(t.type, y0);
    // a BOOL A's VALUE* operators read a fractional thunk through INT64, as SuiteSparse 7.4
    // (see BoolValueOperatorsReadFractionalThunksAsSuiteSparse)
    if (!positional && t.type == GrB_BOOL) y = double(int64_t(y0) != 0);
    Entries T;
    for (auto& [ij, x] : a)
      if (keep(op, double(ij.first), double(ij.second), x, y)) T[ij] = x;
    GrB_Descriptor d = make_desc(replace, comp, structural, tran);
    GrB_Info info;
    GrB_Matrix Mm = use_mask ? M : nullptr;
    GrB_BinaryOp acc = accum ? GrB_PLUS_FP64 : nullptr;
    if (how == 0) {
      info = GrB_Matrix_select_FP64(C, Mm, acc, op_of(op, t), A, y0, d);
    } else if (how == 1) {
      info = GrB_Matrix_select_INT64(C, Mm, acc, op_of(op, t), A, int64_t(y0), d);
    } else {
      GrB_Scalar s;
      OK(GrB_Scalar_new(&s, GrB_FP64));
      OK(GrB_Scalar_setElement_FP64(s, y0));
      info = GrB_Matrix_select_Scalar(C, Mm, acc, op_of(op, t), A, s, d);
      GrB_Scalar_free(&s);
    }
    ASSERT_EQ(info, GrB_SUCCESS) << "trial " << trial;
    const std::function<double(double, double)> plus = std::plus<double>();
    Entries expect =
        writeback(c0, T, use_mask ? &mk : nullptr, structural, comp, replace, accum ? &plus : nullptr, m, n);
    EXPECT_EQ(matrix_entries(C), expect) << "trial " << trial << " op " << op << " how " << how << " y0 " << y0;
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&C);
    GrB_Matrix_free(&M);
    GrB_Descriptor_free(&d);
  }
}

TEST(Select, VectorsAndTypedThunks) {
  GrB_Vector v, w;
  OK(GrB_Vector_new(&v, GrB_FP64, 5));
  OK(GrB_Vector_new(&w, GrB_FP64, 5));
  for (int i = 0; i < 5; i++) OK(GrB_Vector_setElement_FP64(v, i - 2, i));
  OK(GrB_Vector_select_INT64(w, nullptr, nullptr, GrB_ROWLE, v, 2, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{0, 0}, -2}, {{1, 0}, -1}, {{2, 0}, 0}}));
  OK(GrB_Vector_select_INT64(w, nullptr, nullptr, GrB_COLGT, v, 0, nullptr));  // j = 0 for a vector
  EXPECT_EQ(vector_entries(w).size(), 0u);
  OK(GrB_Vector_select_INT64(w, nullptr, nullptr, GrB_TRIU, v, 0, nullptr));  // 0 >= i
  EXPECT_EQ(vector_entries(w), (Entries{{{0, 0}, -2}}));
  OK(GrB_Vector_select_INT64(w, nullptr, nullptr, GrB_DIAG, v, -2, GrB_DESC_T0));  // T0 ignored for vectors
  EXPECT_EQ(vector_entries(w), (Entries{{{2, 0}, 0}}));
  // each typed thunk, cast to the operator's y type
  OK(GrB_Vector_select_BOOL(w, nullptr, nullptr, GrB_VALUEGT_FP64, v, true, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{4, 0}, 2}}));
  OK(GrB_Vector_select_INT8(w, nullptr, nullptr, GrB_VALUEGE_INT32, v, 1, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{3, 0}, 1}, {{4, 0}, 2}}));
  OK(GrB_Vector_select_UINT8(w, nullptr, nullptr, GrB_VALUELT_FP64, v, 0, nullptr));
  EXPECT_EQ(vector_entries(w).size(), 2u);
  OK(GrB_Vector_select_INT16(w, nullptr, nullptr, GrB_VALUEEQ_FP64, v, -1, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{1, 0}, -1}}));
  OK(GrB_Vector_select_UINT16(w, nullptr, nullptr, GrB_VALUENE_FP64, v, 0, nullptr));
  EXPECT_EQ(vector_entries(w).size(), 4u);
  OK(GrB_Vector_select_INT32(w, nullptr, nullptr, GrB_VALUELE_INT64, v, -2, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{0, 0}, -2}}));
  OK(GrB_Vector_select_UINT32(w, nullptr, nullptr, GrB_ROWGT, v, 3, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{4, 0}, 2}}));
  OK(GrB_Vector_select_UINT64(w, nullptr, nullptr, GrB_ROWLE, v, 0, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{0, 0}, -2}}));
  OK(GrB_Vector_select_FP32(w, nullptr, nullptr, GrB_VALUEGT_FP32, v, 0.5f, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{3, 0}, 1}, {{4, 0}, 2}}));
  OK(GrB_Vector_select_FP64(w, nullptr, nullptr, GrB_VALUEGT_INT32, v, 0.9, nullptr));  // 0.9 -> 0
  EXPECT_EQ(vector_entries(w), (Entries{{{3, 0}, 1}, {{4, 0}, 2}}));
  OK(GxB_Vector_select_FC32(w, nullptr, nullptr, GxB_VALUEEQ_FC32, v, GxB_CMPLXF(2, 0), nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{4, 0}, 2}}));
  OK(GxB_Vector_select_FC64(w, nullptr, nullptr, GxB_VALUENE_FC64, v, GxB_CMPLX(2, 1), nullptr));
  EXPECT_EQ(vector_entries(w).size(), 5u);
  int64_t k = 1;
  OK(GrB_Vector_select_UDT(w, nullptr, nullptr, GrB_ROWLE, v, &k, nullptr));  // raw bytes of the y type
  EXPECT_EQ(vector_entries(w).size(), 2u);
  GrB_Scalar s;
  OK(GrB_Scalar_new(&s, GrB_INT16));
  OK(GrB_Scalar_setElement_INT16(s, 3));
  OK(GrB_Vector_select_Scalar(w, nullptr, nullptr, GrB_ROWGT, v, s, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{4, 0}, 2}}));
  // a complex matrix: VALUEEQ on a real type compares the real part
  GrB_Matrix Z, C;
  OK(GrB_Matrix_new(&Z, GxB_FC64, 2, 2));
  OK(GxB_Matrix_setElement_FC64(Z, GxB_CMPLX(1, 1), 0, 0));
  OK(GxB_Matrix_setElement_FC64(Z, GxB_CMPLX(-1, 1), 1, 0));
  OK(GrB_Matrix_new(&C, GrB_FP64, 2, 2));
  OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_VALUEEQ_FP64, Z, 1, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 0}, 1}}));
  GrB_Scalar_free(&s);
  GrB_Matrix_free(&Z);
  GrB_Matrix_free(&C);
  GrB_Vector_free(&v);
  GrB_Vector_free(&w);
}

// index operators: kept where the result, cast to bool, is true
void idx_rowminus(void* z, const void*, GrB_Index i, GrB_Index j, const void* y) {
  *static_cast<int64_t*>(z) = int64_t(i) - int64_t(j) + *static_cast<const int64_t*>(y);
}
void idx_half(void* z, const void* x, GrB_Index i, GrB_Index, const void*) {
  *static_cast<double*>(z) = 0.5 * double(i) * *static_cast<const double*>(x);
}
void idx_rowparity(void* z, const void*, GrB_Index i, GrB_Index, const void*) {
  *static_cast<bool*>(z) = i % 2 == 1;
}

TEST(Select, IndexOperatorsAndUserOperators) {
  GrB_Matrix A, C;
  OK(GrB_Matrix_new(&A, GrB_FP64, 3, 3));
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) OK(GrB_Matrix_setElement_FP64(A, (i * 3 + j) * 0.5 - 1, i, j));
  OK(GrB_Matrix_new(&C, GrB_FP64, 3, 3));
  Entries a = matrix_entries(A);
  auto filtered = [&](const std::function<bool(GrB_Index, GrB_Index, double)>& f) {
    Entries e;
    for (auto& [ij, x] : a)
      if (f(ij.first, ij.second, x)) e[ij] = x;
    return e;
  };
  OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_ROWINDEX_INT64, A, -1, nullptr));
  EXPECT_EQ(matrix_entries(C), filtered([](GrB_Index i, GrB_Index, double) { return i != 1; }));
  OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_COLINDEX_INT32, A, -2, nullptr));
  EXPECT_EQ(matrix_entries(C), filtered([](GrB_Index, GrB_Index j, double) { return j != 2; }));
  OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_DIAGINDEX_INT64, A, 0, nullptr));
  EXPECT_EQ(matrix_entries(C), filtered([](GrB_Index i, GrB_Index j, double) { return i != j; }));
  OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, GxB_FLIPDIAGINDEX_INT32, A, 1, nullptr));
  EXPECT_EQ(matrix_entries(C), filtered([](GrB_Index i, GrB_Index j, double) { return int64_t(i) - int64_t(j) != 1; }));
  // user-defined operators with int64, double and bool results (the generic path)
  GrB_IndexUnaryOp op1, op2, op3;
  OK(GrB_IndexUnaryOp_new(&op1, idx_rowminus, GrB_INT64, GrB_FP64, GrB_INT64));
  OK(GrB_IndexUnaryOp_new(&op2, idx_half, GrB_FP64, GrB_FP64, GrB_INT64));
  OK(GrB_IndexUnaryOp_new(&op3, idx_rowparity, GrB_BOOL, nullptr, GrB_BOOL));
  OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, op1, A, 1, nullptr));
  EXPECT_EQ(matrix_entries(C),
            filtered([](GrB_Index i, GrB_Index j, double) { return int64_t(i) - int64_t(j) + 1 != 0; }));
  OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, op2, A, 0, nullptr));
  EXPECT_EQ(matrix_entries(C), filtered([](GrB_Index i, GrB_Index, double x) { return 0.5 * double(i) * x != 0; }));
  OK(GrB_Matrix_select_BOOL(C, nullptr, nullptr, op3, A, false, GrB_DESC_T0));
  EXPECT_EQ(matrix_entries(C), transposed(filtered([](GrB_Index, GrB_Index j, double) { return j % 2 == 1; })));
  // a typecast on the way in (A is FP64, the operator reads INT32) and on the way out (C is BOOL)
  GrB_Matrix B;
  OK(GrB_Matrix_new(&B, GrB_BOOL, 3, 3));
  OK(GrB_Matrix_select_INT64(B, nullptr, nullptr, GrB_VALUEGT_INT32, A, 0, nullptr));
  EXPECT_EQ(matrix_entries(B), (Entries{{{1, 1}, 1}, {{1, 2}, 1}, {{2, 0}, 1}, {{2, 1}, 1}, {{2, 2}, 1}}));
  // aliasing: C = select(C)
  OK(GrB_Matrix_select_INT64(A, nullptr, nullptr, GrB_TRIU, A, 1, nullptr));
  EXPECT_EQ(matrix_entries(A), (Entries{{{0, 1}, -0.5}, {{0, 2}, 0}, {{1, 2}, 1.5}}));
  GrB_IndexUnaryOp_free(&op1);
  GrB_IndexUnaryOp_free(&op2);
  GrB_IndexUnaryOp_free(&op3);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&C);
}

struct Pair {
  double a, b;
};
void pair_a_gt(void* z, const void* x, GrB_Index, GrB_Index, const void* y) {
  *static_cast<bool*>(z) = static_cast<const Pair*>(x)->a > *static_cast<const double*>(y);
}
bool sel_gt(GrB_Index, GrB_Index, const void* x, const void* t) {
  return *static_cast<const double*>(x) > *static_cast<const double*>(t);
}
bool sel_diag(GrB_Index i, GrB_Index j, const void*, const void*) { return i == j; }
bool sel_pair_b(GrB_Index, GrB_Index, const void* x, const void*) { return static_cast<const Pair*>(x)->b != 0; }

TEST(Select, UserDefinedTypes) {
  GrB_Type pt;
  OK(GrB_Type_new(&pt, sizeof(Pair)));
  GrB_Matrix U, CU;
  OK(GrB_Matrix_new(&U, pt, 1, 4));
  OK(GrB_Matrix_new(&CU, pt, 1, 4));
  Pair z{0, 0}, o{1, 0}, m{0, -0.0}, q{2, 5};
  OK(GrB_Matrix_setElement_UDT(U, &z, 0, 0));
  OK(GrB_Matrix_setElement_UDT(U, &o, 0, 1));
  OK(GrB_Matrix_setElement_UDT(U, &m, 0, 2));
  OK(GrB_Matrix_setElement_UDT(U, &q, 0, 3));
  auto cols = [](GrB_Matrix X) {
    GrB_Index n = 0;
    GrB_Matrix_nvals(&n, X);
    std::vector<GrB_Index> I(n), J(n);
    std::vector<Pair> V(n);
    EXPECT_EQ(GrB_Matrix_extractTuples_UDT(I.data(), J.data(), V.data(), &n, X), GrB_SUCCESS);
    return J;
  };
  // GrB_select with a user operator on the user type
  GrB_IndexUnaryOp op;
  OK(GrB_IndexUnaryOp_new(&op, pair_a_gt, GrB_BOOL, pt, GrB_FP64));
  OK(GrB_Matrix_select_FP64(CU, nullptr, nullptr, op, U, 0.5, nullptr));
  EXPECT_EQ(cols(CU), (std::vector<GrB_Index>{1, 3}));
  OK(GrB_Matrix_select_INT64(CU, nullptr, nullptr, GrB_OFFDIAG, U, 1, nullptr));
  EXPECT_EQ(cols(CU), (std::vector<GrB_Index>{0, 2, 3}));
  // legacy operators on a user type compare bytes: -0.0 is not zero there
  OK(GxB_Matrix_select(CU, nullptr, nullptr, GxB_NONZERO, U, nullptr, nullptr));
  EXPECT_EQ(cols(CU), (std::vector<GrB_Index>{1, 2, 3}));
  OK(GxB_Matrix_select(CU, nullptr, nullptr, GxB_EQ_ZERO, U, nullptr, nullptr));
  EXPECT_EQ(cols(CU), (std::vector<GrB_Index>{0}));
  GrB_Scalar su;
  OK(GrB_Scalar_new(&su, pt));
  OK(GxB_Matrix_select(CU, nullptr, nullptr, GxB_NE_THUNK, U, su, nullptr));  // empty: zero
  EXPECT_EQ(cols(CU), (std::vector<GrB_Index>{1, 2, 3}));
  OK(GrB_Scalar_setElement_UDT(su, &q));
  OK(GxB_Matrix_select(CU, nullptr, nullptr, GxB_EQ_THUNK, U, su, nullptr));
  EXPECT_EQ(cols(CU), (std::vector<GrB_Index>{3}));
  OK(GxB_Matrix_select(CU, nullptr, nullptr, GxB_TRIU, U, nullptr, nullptr));
  EXPECT_EQ(cols(CU), (std::vector<GrB_Index>{0, 1, 2, 3}));
  EXPECT_EQ(GxB_Matrix_select(CU, nullptr, nullptr, GxB_GT_ZERO, U, nullptr, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_select(CU, nullptr, nullptr, GxB_LT_THUNK, U, su, nullptr), GrB_DOMAIN_MISMATCH);
  GrB_Scalar sd;
  OK(GrB_Scalar_new(&sd, GrB_FP64));
  OK(GrB_Scalar_setElement_FP64(sd, 0.7));
  EXPECT_EQ(GxB_Matrix_select(CU, nullptr, nullptr, GxB_EQ_THUNK, U, sd, nullptr), GrB_DOMAIN_MISMATCH);
  // user GxB_SelectOps: typed, type-generic, on a user type
  GxB_SelectOp s1, s2, s3;
  OK(GxB_SelectOp_new(&s1, sel_gt, GrB_FP64, GrB_FP64));
  OK(GxB_SelectOp_new(&s2, sel_diag, nullptr, nullptr));
  OK(GxB_SelectOp_new(&s3, sel_pair_b, pt, nullptr));
  OK(GxB_Matrix_select(CU, nullptr, nullptr, s3, U, nullptr, nullptr));
  EXPECT_EQ(cols(CU), (std::vector<GrB_Index>{3}));
  OK(GxB_Matrix_select(CU, nullptr, nullptr, s2, U, nullptr, nullptr));
  EXPECT_EQ(cols(CU), (std::vector<GrB_Index>{0}));
  GrB_Matrix A, C;
  OK(GrB_Matrix_new(&A, GrB_INT32, 2, 2));
  OK(GrB_Matrix_setElement_INT32(A, 5, 0, 0));
  OK(GrB_Matrix_setElement_INT32(A, -5, 0, 1));
  OK(GrB_Matrix_setElement_INT32(A, 1, 1, 1));
  OK(GrB_Matrix_new(&C, GrB_INT32, 2, 2));
  OK(GxB_Matrix_select(C, nullptr, nullptr, s1, A, sd, nullptr));  // A's values cast to double
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 0}, 5}, {{1, 1}, 1}}));
  OK(GxB_Matrix_select(C, nullptr, nullptr, s2, A, nullptr, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 0}, 5}, {{1, 1}, 1}}));
  // thunk rules of user operators
  GrB_Scalar si, sde;
  OK(GrB_Scalar_new(&si, GrB_INT32));
  OK(GrB_Scalar_setElement_INT32(si, 1));
  OK(GrB_Scalar_new(&sde, GrB_FP64));
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, s1, A, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, s1, A, si, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, s1, A, sde, nullptr), GrB_EMPTY_OBJECT);
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, s2, A, sd, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, s3, A, nullptr, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 0}, 5}, {{1, 1}, 1}}));
  GxB_SelectOp_free(&s1);
  GxB_SelectOp_free(&s2);
  GxB_SelectOp_free(&s3);
  GrB_IndexUnaryOp_free(&op);
  GrB_Scalar_free(&su);
  GrB_Scalar_free(&sd);
  GrB_Scalar_free(&si);
  GrB_Scalar_free(&sde);
  GrB_Matrix_free(&U);
  GrB_Matrix_free(&CU);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&C);
  GrB_Type_free(&pt);
}

TEST(Select, LegacyBuiltinOperatorsAgainstReference) {
  std::mt19937_64 rng(11);
  struct L {
    GxB_SelectOp op;
    int kind;  // 0 positional, 1 zero, 2 thunk
    int cmp;   // VEQ.. or TRIL..
  };
  const std::vector<L> ops = {{GxB_TRIL, 0, TRIL},       {GxB_TRIU, 0, TRIU},       {GxB_DIAG, 0, DIAG},
                              {GxB_OFFDIAG, 0, OFFDIAG}, {GxB_NONZERO, 1, VNE},     {GxB_EQ_ZERO, 1, VEQ},
                              {GxB_GT_ZERO, 1, VGT},     {GxB_GE_ZERO, 1, VGE},     {GxB_LT_ZERO, 1, VLT},
                              {GxB_LE_ZERO, 1, VLE},     {GxB_NE_THUNK, 2, VNE},    {GxB_EQ_THUNK, 2, VEQ},
                              {GxB_GT_THUNK, 2, VGT},    {GxB_GE_THUNK, 2, VGE},    {GxB_LT_THUNK, 2, VLT},
                              {GxB_LE_THUNK, 2, VLE}};
  const std::vector<GrB_Type> types = {GrB_BOOL,  GrB_INT8,   GrB_INT16,  GrB_INT32, GrB_INT64,
                                       GrB_UINT8, GrB_UINT16, GrB_UINT32, GrB_UINT64, GrB_FP32,
                                       GrB_FP64,  GxB_FC32,   GxB_FC64};
  for (int trial = 0; trial < 400; trial++) {
    const L& l = ops[rng() % ops.size()];
    GrB_Type t = types[rng() % types.size()];
    const bool complex = t == GxB_FC32 || t == GxB_FC64;
    const bool tran = rng() % 2;
    const bool u64 = t == GrB_UINT64;  // [0, 8]: uint64 values near 2^64 are not distinct as doubles
    GrB_Matrix A = random_matrix(t, 5, 6, 0.6, rng, u64 ? 0 : -4, u64 ? 8 : 4);
    GrB_Matrix C = nullptr;
    OK(GrB_Matrix_new(&C, GrB_FP64, tran ? 6 : 5, tran ? 5 : 6));
    Entries a = matrix_entries(A);
    if (tran) a = transposed(a);
    // thunk: null, empty, or a value of another type (cast to A's type, or to int64 for positions)
    const int tk = int(rng() % 3);
    GrB_Scalar s = nullptr;
    double yv = 0;
    double raw = double(int(rng() % 7) - 3) + ((rng() % 2) ? 0.5 : 0.0);
    if (t == GrB_UINT64 && l.kind != 0) raw = std::fabs(raw);
    if (tk > 0) {
      OK(GrB_Scalar_new(&s, GrB_FP64));
      if (tk == 2) {
        OK(GrB_Scalar_setElement_FP64(s, raw));
        yv = l.kind == 0 ? std::trunc(raw) : cast_to(t, raw);
      }
    }
    if (l.kind == 1) yv = 0;
    GrB_Descriptor d = tran ? GrB_DESC_T0 : nullptr;
    const GrB_Info info = GxB_Matrix_select(C, nullptr, nullptr, l.op, A, s, d);
    const bool ordered = l.cmp >= VLT && l.cmp <= VGE;
    if (complex && ordered) {
      EXPECT_EQ(info, GrB_DOMAIN_MISMATCH);
    } else {
      ASSERT_EQ(info, GrB_SUCCESS) << "trial " << trial;
      Entries expect;
      for (auto& [ij, x] : a)
        if (keep(l.cmp, double(ij.first), double(ij.second), x, yv)) expect[ij] = x;
      EXPECT_EQ(matrix_entries(C), expect) << "trial " << trial;
    }
    if (s) GrB_Scalar_free(&s);
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&C);
  }
  // the vector form
  GrB_Vector v, w;
  OK(GrB_Vector_new(&v, GrB_FP64, 4));
  OK(GrB_Vector_new(&w, GrB_FP64, 4));
  for (int i = 0; i < 4; i++) OK(GrB_Vector_setElement_FP64(v, i, i));
  GrB_Scalar k;
  OK(GrB_Scalar_new(&k, GrB_INT64));
  OK(GrB_Scalar_setElement_INT64(k, -2));
  OK(GxB_Vector_select(w, nullptr, nullptr, GxB_TRIL, v, k, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{2, 0}, 2}, {{3, 0}, 3}}));
  OK(GxB_Vector_select(w, nullptr, nullptr, GxB_GT_THUNK, v, k, nullptr));
  EXPECT_EQ(vector_entries(w).size(), 4u);
  GrB_Scalar_free(&k);
  GrB_Vector_free(&v);
  GrB_Vector_free(&w);
}

std::atomic<int64_t> calls{0};
void idx_counted(void* z, const void* x, GrB_Index, GrB_Index, const void*) {
  calls++;
  *static_cast<bool*>(z) = *static_cast<const double*>(x) > 0;
}
bool sel_counted(GrB_Index, GrB_Index, const void* x, const void*) {
  calls++;
  return *static_cast<const double*>(x) > 0;
}

TEST(Select, UserFunctionsRunOncePerEntryOnEveryFormat) {
  std::mt19937_64 rng(77);
  GrB_IndexUnaryOp op;
  OK(GrB_IndexUnaryOp_new(&op, idx_counted, GrB_BOOL, GrB_FP64, GrB_INT64));
  GxB_SelectOp sop;
  OK(GxB_SelectOp_new(&sop, sel_counted, GrB_FP64, nullptr));
  for (int fmt : {GxB_SPARSE, GxB_HYPERSPARSE, GxB_BITMAP, GxB_FULL}) {
    for (bool tran : {false, true}) {
      GrB_Matrix A = random_matrix(GrB_FP64, 40, 30, fmt == GxB_FULL ? 1.0 : 0.3, rng);
      OK(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, fmt));
      if (rng() % 2) OK(GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_COL));
      GrB_Index nv;
      OK(GrB_Matrix_nvals(&nv, A));
      Entries a = matrix_entries(A), expect;
      if (tran) a = transposed(a);
      for (auto& [ij, x] : a)
        if (x > 0) expect[ij] = x;
      GrB_Matrix C;
      OK(GrB_Matrix_new(&C, GrB_FP64, tran ? 30 : 40, tran ? 40 : 30));
      calls = 0;
      OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, op, A, 0, tran ? GrB_DESC_T0 : nullptr));
      EXPECT_EQ(matrix_entries(C), expect) << fmt << " " << tran;
      EXPECT_EQ(calls.load(), int64_t(nv));
      calls = 0;
      OK(GxB_Matrix_select(C, nullptr, nullptr, sop, A, nullptr, tran ? GrB_DESC_T0 : nullptr));
      EXPECT_EQ(matrix_entries(C), expect) << fmt << " " << tran;
      EXPECT_EQ(calls.load(), int64_t(nv));
      // the built-in operators read bitmap and full inputs in place too
      OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_TRIL, A, -1, tran ? GrB_DESC_T0 : nullptr));
      Entries tril;
      for (auto& [ij, x] : a)
        if (ij.second + 1 <= ij.first) tril[ij] = x;
      EXPECT_EQ(matrix_entries(C), tril) << fmt << " " << tran;
      GrB_Matrix_free(&A);
      GrB_Matrix_free(&C);
    }
  }
  GrB_IndexUnaryOp_free(&op);
  GxB_SelectOp_free(&sop);
}

TEST(Select, HypersparseAndIso) {
  const GrB_Index N = GrB_INDEX_MAX + 1;  // 2^60
  GrB_Matrix A, C;
  OK(GrB_Matrix_new(&A, GrB_FP64, N, N));
  OK(GrB_Matrix_setElement_FP64(A, 1, 5, GrB_Index(1) << 59));
  OK(GrB_Matrix_setElement_FP64(A, 2, GrB_Index(1) << 59, 3));
  OK(GrB_Matrix_setElement_FP64(A, 3, N - 1, N - 1));
  OK(GrB_Matrix_new(&C, GrB_FP64, N, N));
  OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_TRIL, A, 0, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{GrB_Index(1) << 59, 3}, 2}, {{N - 1, N - 1}, 3}}));
  OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_TRIL, A, 0, GrB_DESC_T0));
  EXPECT_EQ(matrix_entries(C), (Entries{{{GrB_Index(1) << 59, 5}, 1}, {{N - 1, N - 1}, 3}}));
  OK(GrB_Matrix_select_FP64(C, nullptr, nullptr, GrB_VALUEGT_FP64, A, 1.5, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{GrB_Index(1) << 59, 3}, 2}, {{N - 1, N - 1}, 3}}));
  OK(GrB_Matrix_select_INT64(C, nullptr, GrB_PLUS_FP64, GrB_ROWGT, A, int64_t(N - 2), nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{GrB_Index(1) << 59, 3}, 2}, {{N - 1, N - 1}, 6}}));
  // a long vector (all threads share it) built as iso: the result stays iso
  const GrB_Index n = 1000000;
  GrB_Vector v, w;
  OK(GrB_Vector_new(&v, GrB_INT32, n));
  OK(GrB_Vector_new(&w, GrB_INT32, n));
  {
    std::vector<GrB_Index> I;
    std::vector<int32_t> X;
    for (GrB_Index i = 0; i < n; i += 3) {
      I.push_back(i);
      X.push_back(7);
    }
    OK(GrB_Vector_build_INT32(v, I.data(), X.data(), I.size(), GrB_PLUS_INT32));
  }
  OK(GrB_Vector_select_INT64(w, nullptr, nullptr, GrB_ROWGT, v, 500000, nullptr));
  GrB_Index nv;
  OK(GrB_Vector_nvals(&nv, w));
  GrB_Index expect_n = 0;
  for (GrB_Index i = 0; i < n; i += 3) expect_n += i > 500000;
  EXPECT_EQ(nv, expect_n);
  int32_t x = 0;
  OK(GrB_Vector_extractElement_INT32(&x, w, 999999));
  EXPECT_EQ(x, 7);
  EXPECT_EQ(GrB_Vector_extractElement_INT32(&x, w, 3), GrB_NO_VALUE);
  OK(GrB_Vector_select_INT32(w, nullptr, nullptr, GrB_VALUEEQ_INT32, v, 8, nullptr));
  OK(GrB_Vector_nvals(&nv, w));
  EXPECT_EQ(nv, 0u);
  GrB_Vector_free(&v);
  GrB_Vector_free(&w);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&C);
}

// A positional select that cuts nothing (offdiag of a graph without self-loops, tril of a lower
// triangle) gives A's entries; the result and A stay independent objects afterwards: changes to
// the result (an element, an in-place apply, a clear) leave A as it was, and A freed first leaves
// the result whole.
TEST(Select, PositionalSelectKeepingEverythingStaysIndependent) {
  const GrB_Index n = 40;
  for (bool hyper : {false, true}) {
    GrB_Matrix A, C;
    OK(GrB_Matrix_new(&A, GrB_FP64, n, n));
    for (GrB_Index i = 1; i < n; i++)
      for (GrB_Index j = 0; j < i; j += 3) OK(GrB_Matrix_setElement_FP64(A, double(i * 100 + j), i, j));
    if (hyper) OK(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE));
    OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
    const Entries a0 = matrix_entries(A);
    for (GrB_IndexUnaryOp op : {GrB_OFFDIAG, GrB_TRIL}) {
      OK(GrB_Matrix_new(&C, GrB_FP64, n, n));
      OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, op, A, 0, nullptr));
      EXPECT_EQ(matrix_entries(C), a0);
      OK(GrB_Matrix_setElement_FP64(C, -1.0, 5, 1));
      OK(GrB_Matrix_apply(C, nullptr, nullptr, GrB_AINV_FP64, C, nullptr));
      OK(GrB_Matrix_wait(C, GrB_MATERIALIZE));
      EXPECT_EQ(matrix_entries(A), a0) << hyper;
      Entries c = a0;
      for (auto& [ij, x] : c) x = -x;
      c[{5, 1}] = 1.0;
      EXPECT_EQ(matrix_entries(C), c) << hyper;
      OK(GrB_Matrix_clear(C));
      EXPECT_EQ(matrix_entries(A), a0) << hyper;
      GrB_Matrix_free(&C);
    }
    // A freed first
    OK(GrB_Matrix_new(&C, GrB_FP64, n, n));
    OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_OFFDIAG, A, 0, nullptr));
    GrB_Matrix_free(&A);
    EXPECT_EQ(matrix_entries(C), a0) << hyper;
    GrB_Matrix_free(&C);
  }
}

TEST(Select, ErrorsLeaveOutputUntouched) {
  GrB_Matrix A, C, A2, M, U, Z;
  GrB_Type pt;
  OK(GrB_Type_new(&pt, 16));
  OK(GrB_Matrix_new(&A, GrB_FP64, 3, 3));
  OK(GrB_Matrix_setElement_FP64(A, 1, 1, 1));
  OK(GrB_Matrix_new(&C, GrB_FP64, 3, 3));
  OK(GrB_Matrix_setElement_FP64(C, 9, 0, 0));
  OK(GrB_Matrix_new(&A2, GrB_FP64, 3, 4));
  OK(GrB_Matrix_new(&M, GrB_BOOL, 2, 3));
  OK(GrB_Matrix_new(&U, pt, 3, 3));
  OK(GrB_Matrix_new(&Z, GxB_FC64, 3, 3));
  GrB_IndexUnaryOp udt_z;
  OK(GrB_IndexUnaryOp_new(&udt_z, idx_rowparity, pt, GrB_FP64, GrB_INT64));
  GrB_Scalar empty, sudt;
  OK(GrB_Scalar_new(&empty, GrB_INT32));
  OK(GrB_Scalar_new(&sudt, pt));
  // null and uninitialized objects
  EXPECT_EQ(GrB_Matrix_select_INT64(nullptr, nullptr, nullptr, GrB_TRIL, A, 0, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_select_INT64(C, nullptr, nullptr, nullptr, A, 0, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_TRIL, nullptr, 0, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_select_Scalar(C, nullptr, nullptr, GrB_TRIL, A, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_select_UDT(C, nullptr, nullptr, GrB_TRIL, A, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, nullptr, A, nullptr, nullptr), GrB_NULL_POINTER);
  // domains
  EXPECT_EQ(GrB_Matrix_select_INT64(C, nullptr, nullptr, udt_z, A, 0, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_VALUEEQ_INT64, U, 0, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_TRIL, U, 0, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_VALUEGT_FP64, Z, 0, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_select_Scalar(C, nullptr, nullptr, GrB_TRIL, A, sudt, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_select_INT64(C, U, nullptr, GrB_TRIL, A, 0, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_select_INT64(C, nullptr, GrB_PLUS_INT64, GrB_TRIL, U, 0, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, GxB_TRIL, A, sudt, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, GxB_GT_ZERO, Z, nullptr, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, GxB_GT_THUNK, A, sudt, nullptr), GrB_DOMAIN_MISMATCH);
  // dimensions
  EXPECT_EQ(GrB_Matrix_select_INT64(C, nullptr, nullptr, GrB_TRIL, A2, 0, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Matrix_select_INT64(C, M, nullptr, GrB_TRIL, A, 0, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, GxB_TRIL, A2, nullptr, nullptr), GrB_DIMENSION_MISMATCH);
  // SuiteSparse's order: the operator's result type and the thunk come after the dimensions
  EXPECT_EQ(GrB_Matrix_select_INT64(C, nullptr, nullptr, udt_z, A2, 0, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Matrix_select_Scalar(C, nullptr, nullptr, GrB_TRIL, A2, sudt, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Matrix_select(C, nullptr, nullptr, GxB_TRIL, A2, sudt, nullptr), GrB_DIMENSION_MISMATCH);
  // an empty thunk
  EXPECT_EQ(GrB_Matrix_select_Scalar(C, nullptr, nullptr, GrB_TRIL, A, empty, nullptr), GrB_EMPTY_OBJECT);
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 0}, 9}}));
  const char* err = nullptr;
  OK(GrB_Matrix_error(&err, C));
  EXPECT_NE(std::string(err), "");
  // the vector forms check the same things
  GrB_Vector v, w;
  OK(GrB_Vector_new(&v, GrB_FP64, 3));
  OK(GrB_Vector_new(&w, GrB_FP64, 4));
  EXPECT_EQ(GrB_Vector_select_INT64(w, nullptr, nullptr, GrB_TRIL, v, 0, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Vector_select(w, nullptr, nullptr, GxB_TRIL, v, nullptr, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Vector_select_Scalar(w, nullptr, nullptr, GrB_TRIL, v, nullptr, nullptr), GrB_NULL_POINTER);
  GrB_Vector_free(&v);
  GrB_Vector_free(&w);
  GrB_IndexUnaryOp_free(&udt_z);
  GrB_Scalar_free(&empty);
  GrB_Scalar_free(&sudt);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&A2);
  GrB_Matrix_free(&M);
  GrB_Matrix_free(&U);
  GrB_Matrix_free(&Z);
  GrB_Type_free(&pt);
}

}  // namespace

// A BOOL input under a built-in VALUE* operator on BOOL with a non-boolean thunk: SuiteSparse 7.4
// reads the thunk through an INT64 cast (0.5, -0.5, 0.99 and NaN are false; 2.0, -1.5, 1.0 true),
// checked against Debian's libgraphblas 7.4 for every operator and thunk below. A non-BOOL input
// under the same operators casts the thunk straight to bool (any nonzero, NaN included, is true).
TEST(Select, BoolValueOperatorsReadFractionalThunksAsSuiteSparse) {
  const GrB_IndexUnaryOp ops[] = {GrB_VALUEEQ_BOOL, GrB_VALUENE_BOOL, GrB_VALUEGT_BOOL,
                                  GrB_VALUEGE_BOOL, GrB_VALUELT_BOOL, GrB_VALUELE_BOOL};
  auto holds = [](int o, bool x, bool y) {
    switch (o) {
      case 0: return x == y;
      case 1: return x != y;
      case 2: return x > y;
      case 3: return x >= y;
      case 4: return x < y;
      default: return x <= y;
    }
  };
  const double thunks[] = {0.5, -0.5, 0.99, NAN, 0.0, 2.0, -1.5, 1.0};
  const double values[] = {0.0, 1.0, 2.5, -3.0};
  for (GrB_Type type : {GrB_BOOL, GrB_INT32, GrB_FP64}) {
    GrB_Vector a;
    OK(GrB_Vector_new(&a, type, 4));
    for (GrB_Index i = 0; i < 4; i++) OK(GrB_Vector_setElement_FP64(a, values[i], i));
    for (int o = 0; o < 6; o++) {
      for (double th : thunks) {
        // the thunk as the operator sees it
        const bool y = type == GrB_BOOL ? (!std::isnan(th) && int64_t(th) != 0) : (th != 0.0);
        Entries want;
        for (GrB_Index i = 0; i < 4; i++) {
          const double v = type == GrB_BOOL ? double(values[i] != 0.0) : type == GrB_INT32 ? double(int32_t(values[i])) : values[i];
          if (holds(o, values[i] != 0.0, y)) want[{i, 0}] = v;
        }
        for (int via_scalar = 0; via_scalar < 2; via_scalar++) {
          GrB_Vector c;
          OK(GrB_Vector_new(&c, type, 4));
          if (via_scalar) {
            GrB_Scalar s;
            OK(GrB_Scalar_new(&s, GrB_FP64));
            OK(GrB_Scalar_setElement_FP64(s, th));
            OK(GrB_Vector_select_Scalar(c, nullptr, nullptr, ops[o], a, s, nullptr));
            GrB_Scalar_free(&s);
          } else {
            OK(GrB_Vector_select_FP64(c, nullptr, nullptr, ops[o], a, th, nullptr));
          }
          char tname[GxB_MAX_NAME_LEN];
          OK(GxB_Type_name(tname, type));
          EXPECT_EQ(vector_entries(c), want) << tname << " operator " << o << " thunk " << th
                                             << (via_scalar ? " (GrB_Scalar)" : " (double)");
          GrB_Vector_free(&c);
        }
      }
    }
    GrB_Vector_free(&a);
  }
}
