// GrB_reduce to a vector (monoid and binary-operator forms, rows and columns, masks, accumulators)
// and to scalars (every typed form, GrB_Scalar forms, user-defined types), against dense
// references; bit-identical floating-point results for any number of threads; terminal values;
// hypersparse inputs; every API error with the output untouched.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>
#include <random>

#include "test_util.hpp"

namespace {

using Entry = std::map<GrB_Index, double>;

Entry ventries(GrB_Vector v) {
  GrB_Index n = 0;
  GrB_Vector_nvals(&n, v);
  std::vector<GrB_Index> I(n);
  std::vector<double> X(n);
  EXPECT_EQ(GrB_Vector_extractTuples_FP64(I.data(), X.data(), &n, v), GrB_SUCCESS);
  Entry e;
  for (GrB_Index k = 0; k < n; k++) e[I[k]] = X[k];
  return e;
}

struct Tuple {
  GrB_Index i, j;
  double x;
};
std::vector<Tuple> tuples(GrB_Matrix A) {
  GrB_Index n = 0;
  GrB_Matrix_nvals(&n, A);
  std::vector<GrB_Index> I(n), J(n);
  std::vector<double> X(n);
  EXPECT_EQ(GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &n, A), GrB_SUCCESS);
  std::vector<Tuple> t;
  for (GrB_Index k = 0; k < n; k++) t.push_back({I[k], J[k], X[k]});
  return t;
}

// w<M,replace> = accum(w, t) (accum: plus) for vectors
Entry writeback(const Entry& w, const Entry& t, const Entry* M, bool structural, bool comp, bool replace, bool accum,
                GrB_Index n) {
  Entry z = t;
  if (accum) {
    z = w;
    for (auto& [i, x] : t) z[i] = w.count(i) ? w.at(i) + x : x;
  }
  Entry out;
  for (GrB_Index i = 0; i < n; i++) {
    bool mv = true;
    if (M) {
      auto it = M->find(i);
      mv = it != M->end() && (structural || it->second != 0);
    }
    if (comp) mv = !mv;
    if (mv) {
      if (z.count(i)) out[i] = z.at(i);
    } else if (!replace && w.count(i)) {
      out[i] = w.at(i);
    }
  }
  return out;
}

TEST(Reduce, ToVectorAgainstDenseReference) {
  std::mt19937_64 rng(99);
  const GrB_Index m = 6, n = 7;
  struct K {
    GrB_Monoid monoid;
    GrB_BinaryOp op;
    int64_t (*f)(int64_t, int64_t);
  };
  const std::vector<K> kinds = {
      {GrB_PLUS_MONOID_INT64, GrB_PLUS_INT64, [](int64_t a, int64_t b) { return a + b; }},
      {GrB_TIMES_MONOID_INT64, GrB_TIMES_INT64, [](int64_t a, int64_t b) { return a * b; }},
      {GrB_MIN_MONOID_INT64, GrB_MIN_INT64, [](int64_t a, int64_t b) { return std::min(a, b); }},
      {GrB_MAX_MONOID_INT64, GrB_MAX_INT64, [](int64_t a, int64_t b) { return std::max(a, b); }},
      {GrB_PLUS_MONOID_INT8, GrB_PLUS_INT8, [](int64_t a, int64_t b) { return a + b; }},  // generic path
      {GrB_MAX_MONOID_FP64, GrB_MAX_FP64, [](int64_t a, int64_t b) { return std::max(a, b); }},
  };
  for (int trial = 0; trial < 400; trial++) {
    const K& k = kinds[rng() % kinds.size()];
    const bool tran = rng() % 2, use_mask = rng() % 2, structural = rng() % 2, comp = rng() % 2,
               replace = rng() % 2, accum = rng() % 2, binop = rng() % 2;
    GrB_Matrix A = random_matrix(rng() % 2 ? GrB_INT64 : GrB_FP64, m, n, 0.4, rng);
    const GrB_Index len = tran ? n : m;
    GrB_Vector w = random_vector(GrB_FP64, len, 0.4, rng);
    GrB_Vector M = random_vector(GrB_INT32, len, 0.5, rng);
    Entry w0 = ventries(w), mk = ventries(M);
    std::map<GrB_Index, int64_t> sums;
    for (const Tuple& t : tuples(A)) {
      const GrB_Index r = tran ? t.j : t.i;
      const int64_t x = int64_t(t.x);
      sums[r] = sums.count(r) ? k.f(sums[r], x) : x;
    }
    Entry T;
    for (auto& [r, s] : sums) T[r] = double(k.monoid == GrB_PLUS_MONOID_INT8 ? int64_t(int8_t(s)) : s);
    GrB_Descriptor d = nullptr;
    OK(GrB_Descriptor_new(&d));
    if (tran) OK(GrB_Descriptor_set(d, GrB_INP0, GrB_TRAN));
    if (replace) OK(GrB_Descriptor_set(d, GrB_OUTP, GrB_REPLACE));
    if (comp) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP));
    if (structural) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_STRUCTURE));
    GrB_Vector Mv = use_mask ? M : nullptr;
    GrB_BinaryOp acc = accum ? GrB_PLUS_FP64 : nullptr;
    if (binop) OK(GrB_Matrix_reduce_BinaryOp(w, Mv, acc, k.op, A, d));
    else OK(GrB_Matrix_reduce_Monoid(w, Mv, acc, k.monoid, A, d));
    EXPECT_EQ(ventries(w), writeback(w0, T, use_mask ? &mk : nullptr, structural, comp, replace, accum, len))
        << "trial " << trial;
    GrB_Matrix_free(&A);
    GrB_Vector_free(&w);
    GrB_Vector_free(&M);
    GrB_Descriptor_free(&d);
  }
}

void pair_plus(void* z, const void* x, const void* y) {
  const double* a = static_cast<const double*>(x);
  const double* b = static_cast<const double*>(y);
  double* c = static_cast<double*>(z);
  c[0] = a[0] + b[0];
  c[1] = a[1] + b[1];
}
void my_plus(void* z, const void* x, const void* y) {
  *static_cast<double*>(z) = *static_cast<const double*>(x) + *static_cast<const double*>(y);
}

TEST(Reduce, BinaryOpFormsFollowTheMonoidRule) {
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_BOOL, 2, 3));
  OK(GrB_Matrix_setElement_BOOL(A, true, 0, 0));
  OK(GrB_Matrix_setElement_BOOL(A, true, 0, 1));
  OK(GrB_Matrix_setElement_BOOL(A, false, 1, 2));
  GrB_Vector w;
  OK(GrB_Vector_new(&w, GrB_BOOL, 2));
  struct B {
    GrB_BinaryOp op;
    GrB_Info info;
    double r0, r1;
  };
  // boolean operators stand for their logical monoids: row 0 is (true, true), row 1 (false)
  const std::vector<B> cases = {
      {GrB_MINUS_BOOL, GrB_SUCCESS, 0, 0}, {GxB_ISEQ_BOOL, GrB_SUCCESS, 1, 0}, {GxB_ISNE_BOOL, GrB_SUCCESS, 0, 0},
      {GrB_NE_BOOL, GrB_SUCCESS, 0, 0},    {GxB_RMINUS_BOOL, GrB_SUCCESS, 0, 0}, {GrB_TIMES_BOOL, GrB_SUCCESS, 1, 0},
      {GrB_MAX_BOOL, GrB_SUCCESS, 1, 0},   {GrB_MIN_BOOL, GrB_SUCCESS, 1, 0},  {GrB_PLUS_BOOL, GrB_SUCCESS, 1, 0},
      {GrB_LXNOR, GrB_SUCCESS, 1, 0},      {GrB_EQ_BOOL, GrB_SUCCESS, 1, 0},   {GxB_ANY_BOOL, GrB_SUCCESS, 1, 0},
      {GrB_LOR, GrB_SUCCESS, 1, 0},        {GrB_LAND, GrB_SUCCESS, 1, 0},      {GrB_LXOR, GrB_SUCCESS, 0, 0},
      {GrB_DIV_BOOL, GrB_NOT_IMPLEMENTED}, {GrB_FIRST_BOOL, GrB_NOT_IMPLEMENTED}, {GxB_PAIR_BOOL, GrB_NOT_IMPLEMENTED},
      {GrB_GT_BOOL, GrB_NOT_IMPLEMENTED},  {GxB_POW_BOOL, GrB_NOT_IMPLEMENTED}};
  for (const B& b : cases) {
    OK(GrB_Vector_clear(w));
    EXPECT_EQ(GrB_Matrix_reduce_BinaryOp(w, nullptr, nullptr, b.op, A, nullptr), b.info);
    if (b.info == GrB_SUCCESS) EXPECT_EQ(ventries(w), (Entry{{0, b.r0}, {1, b.r1}}));
    else EXPECT_EQ(ventries(w).size(), 0u);
  }
  // other types
  GrB_Matrix B8;
  OK(GrB_Matrix_new(&B8, GrB_UINT8, 1, 3));
  OK(GrB_Matrix_setElement_UINT8(B8, 6, 0, 0));
  OK(GrB_Matrix_setElement_UINT8(B8, 3, 0, 1));
  GrB_Vector w1;
  OK(GrB_Vector_new(&w1, GrB_UINT8, 1));
  OK(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, GrB_BOR_UINT8, B8, nullptr));
  EXPECT_EQ(ventries(w1), (Entry{{0, 7}}));
  OK(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, GrB_BAND_UINT8, B8, nullptr));
  EXPECT_EQ(ventries(w1), (Entry{{0, 2}}));
  OK(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, GrB_BXOR_UINT8, B8, nullptr));
  EXPECT_EQ(ventries(w1), (Entry{{0, 5}}));
  OK(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, GrB_BXNOR_UINT8, B8, nullptr));
  EXPECT_EQ(ventries(w1), (Entry{{0, 250}}));
  OK(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, GxB_PLUS_FC64, B8, nullptr));
  EXPECT_EQ(ventries(w1), (Entry{{0, 9}}));
  GrB_BinaryOp up;
  OK(GrB_BinaryOp_new(&up, my_plus, GrB_FP64, GrB_FP64, GrB_FP64));
  EXPECT_EQ(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, up, B8, nullptr), GrB_NOT_IMPLEMENTED);
  EXPECT_EQ(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, GrB_MINUS_FP64, B8, nullptr), GrB_NOT_IMPLEMENTED);
  EXPECT_EQ(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, GrB_BOR_INT32, B8, nullptr), GrB_NOT_IMPLEMENTED);
  EXPECT_EQ(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, GxB_LOR_FP64, B8, nullptr), GrB_NOT_IMPLEMENTED);
  EXPECT_EQ(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, GrB_EQ_FP64, B8, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_reduce_BinaryOp(w1, nullptr, nullptr, GxB_FIRSTI_INT64, B8, nullptr), GrB_NOT_IMPLEMENTED);
  GrB_Scalar s;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  EXPECT_EQ(GrB_Matrix_reduce_BinaryOp_Scalar(s, nullptr, up, B8, nullptr), GrB_NOT_IMPLEMENTED);
  EXPECT_EQ(GrB_Matrix_reduce_BinaryOp_Scalar(s, nullptr, GrB_EQ_FP64, B8, nullptr), GrB_DOMAIN_MISMATCH);
  OK(GrB_Matrix_reduce_BinaryOp_Scalar(s, nullptr, GrB_PLUS_FP64, B8, nullptr));
  double x = 0;
  OK(GrB_Scalar_extractElement_FP64(&x, s));
  EXPECT_EQ(x, 9);
  GrB_Vector u;
  OK(GrB_Vector_new(&u, GrB_INT32, 4));
  OK(GrB_Vector_setElement_INT32(u, 5, 1));
  OK(GrB_Vector_setElement_INT32(u, -2, 3));
  OK(GrB_Vector_reduce_BinaryOp_Scalar(s, nullptr, GrB_MIN_INT32, u, nullptr));
  OK(GrB_Scalar_extractElement_FP64(&x, s));
  EXPECT_EQ(x, -2);
  GrB_Vector_free(&u);
  GrB_Scalar_free(&s);
  GrB_BinaryOp_free(&up);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B8);
  GrB_Vector_free(&w);
  GrB_Vector_free(&w1);
}

TEST(Reduce, TypedScalarsOfEveryType) {
  // values 1..5 in a 2-by-3 matrix: sum 15, product 120, max 5, min 1
  GrB_Matrix A, E;
  OK(GrB_Matrix_new(&A, GrB_INT16, 2, 3));
  OK(GrB_Matrix_new(&E, GrB_INT16, 2, 3));
  for (int k = 1; k <= 5; k++) OK(GrB_Matrix_setElement_INT32(A, k, GrB_Index(k / 3), GrB_Index(k % 3)));
#define CHECK_TYPED(T, SUF, PFX)                                                                    \
  {                                                                                                 \
    T c{};                                                                                          \
    OK(PFX##_Matrix_reduce_##SUF(&c, nullptr, GrB_PLUS_MONOID_INT32, A, nullptr));                  \
    EXPECT_EQ(double(c), 15.0) << #SUF;                                                             \
    OK(PFX##_Matrix_reduce_##SUF(&c, nullptr, GrB_TIMES_MONOID_FP64, A, nullptr));                  \
    EXPECT_EQ(double(c), 120.0) << #SUF;                                                            \
    OK(PFX##_Matrix_reduce_##SUF(&c, nullptr, GrB_MAX_MONOID_INT64, A, nullptr));                   \
    EXPECT_EQ(double(c), 5.0) << #SUF;                                                              \
    c = T(3);                                                                                       \
    OK(PFX##_Matrix_reduce_##SUF(&c, GrB_PLUS_INT64, GrB_MIN_MONOID_INT8, A, nullptr));             \
    EXPECT_EQ(double(c), 4.0) << #SUF;                                                              \
    OK(PFX##_Matrix_reduce_##SUF(&c, nullptr, GrB_PLUS_MONOID_INT32, E, nullptr));                  \
    EXPECT_EQ(double(c), 0.0) << #SUF; /* the identity of an empty reduction */                    \
  }
  CHECK_TYPED(int8_t, INT8, GrB)
  CHECK_TYPED(int16_t, INT16, GrB)
  CHECK_TYPED(int32_t, INT32, GrB)
  CHECK_TYPED(int64_t, INT64, GrB)
  CHECK_TYPED(uint8_t, UINT8, GrB)
  CHECK_TYPED(uint16_t, UINT16, GrB)
  CHECK_TYPED(uint32_t, UINT32, GrB)
  CHECK_TYPED(uint64_t, UINT64, GrB)
  CHECK_TYPED(float, FP32, GrB)
  CHECK_TYPED(double, FP64, GrB)
#undef CHECK_TYPED
  bool b = false;
  OK(GrB_Matrix_reduce_BOOL(&b, nullptr, GrB_LAND_MONOID_BOOL, A, nullptr));
  EXPECT_TRUE(b);
  OK(GrB_Matrix_reduce_BOOL(&b, nullptr, GrB_PLUS_MONOID_INT32, E, nullptr));
  EXPECT_FALSE(b);
  OK(GrB_Matrix_reduce_BOOL(&b, GrB_LOR, GrB_LXOR_MONOID_BOOL, A, nullptr));  // false lor (5 trues xor) = true
  EXPECT_TRUE(b);
  GxB_FC32_t z32;
  OK(GxB_Matrix_reduce_FC32(&z32, nullptr, GxB_PLUS_FC32_MONOID, A, nullptr));
  EXPECT_EQ(z32.real(), 15.0f);
  EXPECT_EQ(z32.imag(), 0.0f);
  GxB_FC64_t z64 = GxB_CMPLX(1, 2);
  OK(GxB_Matrix_reduce_FC64(&z64, GxB_PLUS_FC64, GxB_TIMES_FC64_MONOID, A, nullptr));
  EXPECT_EQ(z64.real(), 121.0);
  EXPECT_EQ(z64.imag(), 2.0);
  // identities of empty reductions
  double d = 7;
  OK(GrB_Matrix_reduce_FP64(&d, nullptr, GrB_MAX_MONOID_FP64, E, nullptr));
  EXPECT_EQ(d, -std::numeric_limits<double>::infinity());
  d = 100;
  OK(GrB_Matrix_reduce_FP64(&d, GrB_PLUS_FP64, GrB_MAX_MONOID_FP64, E, nullptr));
  EXPECT_EQ(d, -std::numeric_limits<double>::infinity());
  int32_t i32 = 0;
  OK(GrB_Matrix_reduce_INT32(&i32, nullptr, GrB_MIN_MONOID_INT32, E, nullptr));
  EXPECT_EQ(i32, std::numeric_limits<int32_t>::max());
  OK(GrB_Matrix_reduce_INT32(&i32, nullptr, GrB_TIMES_MONOID_INT32, E, nullptr));
  EXPECT_EQ(i32, 1);
  // the vector forms
  GrB_Vector u;
  OK(GrB_Vector_new(&u, GrB_FP32, 5));
  OK(GrB_Vector_setElement_FP32(u, 1.5f, 0));
  OK(GrB_Vector_setElement_FP32(u, 2.5f, 4));
  float f = 0;
  OK(GrB_Vector_reduce_FP32(&f, nullptr, GrB_PLUS_MONOID_FP32, u, nullptr));
  EXPECT_EQ(f, 4.0f);
  int64_t i64 = 10;
  OK(GrB_Vector_reduce_INT64(&i64, GrB_MINUS_INT64, GrB_PLUS_MONOID_FP32, u, nullptr));
  EXPECT_EQ(i64, 6);
  uint8_t u8 = 0;
  OK(GrB_Vector_reduce_UINT8(&u8, nullptr, GrB_MAX_MONOID_FP64, u, nullptr));
  EXPECT_EQ(u8, 2);
  bool bb = false;
  OK(GrB_Vector_reduce_BOOL(&bb, nullptr, GrB_LOR_MONOID_BOOL, u, nullptr));
  EXPECT_TRUE(bb);
  int8_t i8;
  OK(GrB_Vector_reduce_INT8(&i8, nullptr, GrB_PLUS_MONOID_INT8, u, nullptr));
  EXPECT_EQ(i8, 3);  // 1.5 -> 1, 2.5 -> 2
  int16_t i16;
  OK(GrB_Vector_reduce_INT16(&i16, nullptr, GrB_PLUS_MONOID_FP64, u, nullptr));
  EXPECT_EQ(i16, 4);
  int32_t j32;
  OK(GrB_Vector_reduce_INT32(&j32, nullptr, GrB_PLUS_MONOID_FP64, u, nullptr));
  EXPECT_EQ(j32, 4);
  uint16_t u16;
  OK(GrB_Vector_reduce_UINT16(&u16, nullptr, GrB_PLUS_MONOID_FP64, u, nullptr));
  EXPECT_EQ(u16, 4);
  uint32_t u32;
  OK(GrB_Vector_reduce_UINT32(&u32, nullptr, GrB_PLUS_MONOID_FP64, u, nullptr));
  EXPECT_EQ(u32, 4u);
  uint64_t u64;
  OK(GrB_Vector_reduce_UINT64(&u64, nullptr, GrB_PLUS_MONOID_FP64, u, nullptr));
  EXPECT_EQ(u64, 4u);
  double dd;
  OK(GrB_Vector_reduce_FP64(&dd, nullptr, GrB_TIMES_MONOID_FP64, u, nullptr));
  EXPECT_EQ(dd, 3.75);
  GxB_FC32_t c32;
  OK(GxB_Vector_reduce_FC32(&c32, nullptr, GxB_PLUS_FC32_MONOID, u, nullptr));
  EXPECT_EQ(c32.real(), 4.0f);
  GxB_FC64_t c64;
  OK(GxB_Vector_reduce_FC64(&c64, nullptr, GxB_PLUS_FC64_MONOID, u, nullptr));
  EXPECT_EQ(c64.real(), 4.0);
  double ud = 0;
  OK(GrB_Vector_reduce_UDT(&ud, nullptr, GrB_PLUS_MONOID_FP64, u, nullptr));  // c has the monoid's type
  EXPECT_EQ(ud, 4.0);
  GrB_Vector_free(&u);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&E);
}

TEST(Reduce, GrBScalarOutputs) {
  GrB_Matrix A, E;
  OK(GrB_Matrix_new(&A, GrB_FP64, 3, 4));
  OK(GrB_Matrix_setElement_FP64(A, 1, 0, 0));
  OK(GrB_Matrix_setElement_FP64(A, 2, 0, 3));
  OK(GrB_Matrix_setElement_FP64(A, 5, 2, 1));
  OK(GrB_Matrix_new(&E, GrB_FP64, 3, 4));
  GrB_Scalar S;
  OK(GrB_Scalar_new(&S, GrB_INT32));
  GrB_Index nv;
  OK(GrB_Matrix_reduce_Monoid_Scalar(S, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr));
  int32_t x = 0;
  OK(GrB_Scalar_extractElement_INT32(&x, S));
  EXPECT_EQ(x, 8);
  OK(GrB_Matrix_reduce_Monoid_Scalar(S, GrB_TIMES_INT32, GrB_MAX_MONOID_FP64, A, nullptr));
  OK(GrB_Scalar_extractElement_INT32(&x, S));
  EXPECT_EQ(x, 40);
  // empty input: with an accumulator S keeps its value, without S becomes empty
  OK(GrB_Matrix_reduce_Monoid_Scalar(S, GrB_PLUS_INT32, GrB_PLUS_MONOID_FP64, E, nullptr));
  OK(GrB_Scalar_extractElement_INT32(&x, S));
  EXPECT_EQ(x, 40);
  OK(GrB_Matrix_reduce_Monoid_Scalar(S, nullptr, GrB_PLUS_MONOID_FP64, E, nullptr));
  OK(GrB_Scalar_nvals(&nv, S));
  EXPECT_EQ(nv, 0u);
  // accumulating into an empty S gives the reduction
  OK(GrB_Matrix_reduce_Monoid_Scalar(S, GrB_PLUS_INT32, GrB_PLUS_MONOID_FP64, A, nullptr));
  OK(GrB_Scalar_extractElement_INT32(&x, S));
  EXPECT_EQ(x, 8);
  GrB_Vector u;
  OK(GrB_Vector_new(&u, GrB_INT8, 3));
  OK(GrB_Vector_setElement_INT8(u, -3, 2));
  OK(GrB_Vector_reduce_Monoid_Scalar(S, nullptr, GrB_MIN_MONOID_INT8, u, nullptr));
  OK(GrB_Scalar_extractElement_INT32(&x, S));
  EXPECT_EQ(x, -3);
  GrB_Vector_free(&u);
  GrB_Scalar_free(&S);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&E);
}

TEST(Reduce, UserDefinedTypeAndMonoid) {
  GrB_Type pt;
  OK(GrB_Type_new(&pt, 2 * sizeof(double)));
  GrB_BinaryOp add;
  OK(GrB_BinaryOp_new(&add, pair_plus, pt, pt, pt));
  const double zero[2] = {0, 0};
  GrB_Monoid mon;
  OK(GrB_Monoid_new_UDT(&mon, add, (void*)zero));
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, pt, 3, 2));
  const double v1[2] = {1, 10}, v2[2] = {2, 20}, v3[2] = {4, 40};
  OK(GrB_Matrix_setElement_UDT(A, (void*)v1, 0, 0));
  OK(GrB_Matrix_setElement_UDT(A, (void*)v2, 0, 1));
  OK(GrB_Matrix_setElement_UDT(A, (void*)v3, 2, 1));
  double c[2] = {100, 100};
  OK(GrB_Matrix_reduce_UDT(c, nullptr, mon, A, nullptr));
  EXPECT_EQ(c[0], 7);
  EXPECT_EQ(c[1], 70);
  OK(GrB_Matrix_reduce_UDT(c, add, mon, A, nullptr));
  EXPECT_EQ(c[0], 14);
  EXPECT_EQ(c[1], 140);
  GrB_Scalar S;
  OK(GrB_Scalar_new(&S, pt));
  OK(GrB_Matrix_reduce_Monoid_Scalar(S, nullptr, mon, A, nullptr));
  double s[2] = {0, 0};
  OK(GrB_Scalar_extractElement_UDT(s, S));
  EXPECT_EQ(s[0], 7);
  EXPECT_EQ(s[1], 70);
  GrB_Vector w;
  OK(GrB_Vector_new(&w, pt, 2));
  OK(GrB_Matrix_reduce_Monoid(w, nullptr, nullptr, mon, A, GrB_DESC_T0));  // column sums
  OK(GrB_Vector_extractElement_UDT(s, w, 1));
  EXPECT_EQ(s[0], 6);
  EXPECT_EQ(s[1], 60);
  OK(GrB_Vector_extractElement_UDT(s, w, 0));
  EXPECT_EQ(s[0], 1);
  // a user type and a built-in monoid or output do not mix
  double d;
  EXPECT_EQ(GrB_Matrix_reduce_FP64(&d, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_reduce_FP64(&d, nullptr, mon, A, nullptr), GrB_DOMAIN_MISMATCH);
  GrB_Vector wd;
  OK(GrB_Vector_new(&wd, GrB_FP64, 3));
  EXPECT_EQ(GrB_Matrix_reduce_Monoid(wd, nullptr, nullptr, mon, A, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_reduce_Monoid(wd, nullptr, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_DOMAIN_MISMATCH);
  GrB_Vector_free(&wd);
  GrB_Vector_free(&w);
  GrB_Scalar_free(&S);
  GrB_Matrix_free(&A);
  GrB_Monoid_free(&mon);
  GrB_BinaryOp_free(&add);
  GrB_Type_free(&pt);
}

uint64_t bits(double x) {
  uint64_t b;
  std::memcpy(&b, &x, 8);
  return b;
}

TEST(Reduce, FloatingPointSumsDoNotDependOnTheThreadCount) {
  const GrB_Index n = 1000000;
  std::mt19937_64 rng(1234);
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<GrB_Index> I(n), R(n), J(n);
  std::vector<double> X(n);
  long double exact = 0;
  for (GrB_Index k = 0; k < n; k++) {
    I[k] = k;
    X[k] = u(rng) * std::pow(10.0, double(int(rng() % 9) - 4));
    exact += X[k];
    R[k] = k % 4;  // a 4-row matrix: few long rows
    J[k] = k / 4;
  }
  GrB_Vector v;
  OK(GrB_Vector_new(&v, GrB_FP64, n));
  OK(GrB_Vector_build_FP64(v, I.data(), X.data(), n, GrB_PLUS_FP64));
  GrB_Matrix A, B;
  OK(GrB_Matrix_new(&A, GrB_FP64, 4, n / 4));
  OK(GrB_Matrix_build_FP64(A, R.data(), J.data(), X.data(), n, GrB_PLUS_FP64));
  OK(GrB_Matrix_new(&B, GrB_FP64, 1000, 1000));  // many rows
  for (GrB_Index k = 0; k < n; k++) {
    R[k] = k % 1000;
    J[k] = k / 1000;
  }
  OK(GrB_Matrix_build_FP64(B, R.data(), J.data(), X.data(), n, GrB_PLUS_FP64));
  // the same values held sparse (every entry present, so the full and sparse forms agree) and as a
  // bitmap with holes
  GrB_Vector vs, vb;
  OK(GrB_Vector_dup(&vs, v));
  OK(GxB_Vector_Option_set(vs, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  OK(GrB_Vector_dup(&vb, v));
  for (GrB_Index k = 0; k < n; k += 7) OK(GrB_Vector_removeElement(vb, k));
  OK(GxB_Vector_Option_set(vb, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  GrB_Matrix As, Bs;
  OK(GrB_Matrix_dup(&As, A));
  OK(GxB_Matrix_Option_set(As, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  OK(GrB_Matrix_dup(&Bs, B));
  OK(GxB_Matrix_Option_set(Bs, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  int saved = 0;
  OK(GxB_Global_Option_get_INT32(GxB_GLOBAL_NTHREADS, &saved));
  std::vector<double> results[2];
  for (int pass = 0; pass < 2; pass++) {
    OK(GxB_Global_Option_set_INT32(GxB_GLOBAL_NTHREADS, pass == 0 ? 1 : saved));
    double s = 0;
    OK(GrB_Vector_reduce_FP64(&s, nullptr, GrB_PLUS_MONOID_FP64, vs, nullptr));
    results[pass].push_back(s);
    OK(GrB_Vector_reduce_FP64(&s, nullptr, GrB_PLUS_MONOID_FP64, vb, nullptr));
    results[pass].push_back(s);
    for (GrB_Matrix X : {As, Bs}) {
      GrB_Vector r;
      OK(GrB_Vector_new(&r, GrB_FP64, X == As ? 4 : 1000));
      OK(GrB_Matrix_reduce_Monoid(r, nullptr, nullptr, GrB_PLUS_MONOID_FP64, X, nullptr));
      for (GrB_Index i : {GrB_Index(0), GrB_Index(3)}) {
        OK(GrB_Vector_extractElement_FP64(&s, r, i));
        results[pass].push_back(s);
      }
      GrB_Vector_free(&r);
    }
    OK(GrB_Vector_reduce_FP64(&s, nullptr, GrB_PLUS_MONOID_FP64, v, nullptr));
    results[pass].push_back(s);
    OK(GrB_Matrix_reduce_FP64(&s, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr));
    results[pass].push_back(s);
    float f = 0;
    OK(GrB_Vector_reduce_FP32(&f, nullptr, GrB_PLUS_MONOID_FP32, v, nullptr));
    results[pass].push_back(f);
    GrB_Vector w4, w1000, wc;
    OK(GrB_Vector_new(&w4, GrB_FP64, 4));
    OK(GrB_Vector_new(&w1000, GrB_FP64, 1000));
    OK(GrB_Vector_new(&wc, GrB_FP64, n / 4));
    OK(GrB_Matrix_reduce_Monoid(w4, nullptr, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr));
    OK(GrB_Matrix_reduce_Monoid(w1000, nullptr, nullptr, GrB_PLUS_MONOID_FP64, B, nullptr));
    OK(GrB_Matrix_reduce_Monoid(wc, nullptr, nullptr, GrB_PLUS_MONOID_FP64, A, GrB_DESC_T0));
    for (GrB_Vector w : {w4, w1000, wc}) {
      double x;
      OK(GrB_Vector_reduce_FP64(&x, nullptr, GrB_PLUS_MONOID_FP64, w, nullptr));
      results[pass].push_back(x);
      for (GrB_Index i : {GrB_Index(0), GrB_Index(3)}) {
        OK(GrB_Vector_extractElement_FP64(&x, w, i));
        results[pass].push_back(x);
      }
    }
    GrB_Vector_free(&w4);
    GrB_Vector_free(&w1000);
    GrB_Vector_free(&wc);
  }
  OK(GxB_Global_Option_set_INT32(GxB_GLOBAL_NTHREADS, saved));
  ASSERT_EQ(results[0].size(), results[1].size());
  for (size_t k = 0; k < results[0].size(); k++) EXPECT_EQ(bits(results[0][k]), bits(results[1][k])) << k;
  const size_t base = 6;  // the first results of the original (full) objects
  EXPECT_NEAR(results[0][base], double(exact), 1e-9 * std::fabs(double(exact)) + 1e-9);
  EXPECT_NEAR(results[0][base + 1], double(exact), 1e-9 * std::fabs(double(exact)) + 1e-9);
  EXPECT_EQ(bits(results[0][0]), bits(results[0][base]));  // full and sparse: same pieces, same sum
  // for comparing runs with different OMP_NUM_THREADS
  std::printf("[reduce bits] %016llx %016llx %016llx %016llx\n", (unsigned long long)bits(results[0][0]),
              (unsigned long long)bits(results[0][1]), (unsigned long long)bits(results[0][base + 1]),
              (unsigned long long)bits(results[0][base + 3]));
  GrB_Vector_free(&vs);
  GrB_Vector_free(&vb);
  GrB_Matrix_free(&As);
  GrB_Matrix_free(&Bs);
  GrB_Vector_free(&v);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
}

TEST(Reduce, TerminalValuesAndAny) {
  const GrB_Index n = 1000000;
  std::vector<GrB_Index> I(n);
  std::vector<double> X(n);
  std::vector<bool> Bv(n);
  for (GrB_Index k = 0; k < n; k++) {
    I[k] = k;
    X[k] = double(k % 1000);
  }
  X[10] = std::numeric_limits<double>::infinity();
  X[20] = -std::numeric_limits<double>::infinity();
  GrB_Vector v;
  OK(GrB_Vector_new(&v, GrB_FP64, n));
  OK(GrB_Vector_build_FP64(v, I.data(), X.data(), n, GrB_PLUS_FP64));
  double d;
  OK(GrB_Vector_reduce_FP64(&d, nullptr, GrB_MAX_MONOID_FP64, v, nullptr));
  EXPECT_EQ(d, std::numeric_limits<double>::infinity());
  OK(GrB_Vector_reduce_FP64(&d, nullptr, GrB_MIN_MONOID_FP64, v, nullptr));
  EXPECT_EQ(d, -std::numeric_limits<double>::infinity());
  int64_t p = 5;
  OK(GrB_Vector_reduce_INT64(&p, nullptr, GrB_TIMES_MONOID_INT64, v, nullptr));  // (0 at k = 0) * ...
  EXPECT_EQ(p, 0);
  bool b = true;
  OK(GrB_Vector_reduce_BOOL(&b, nullptr, GrB_LAND_MONOID_BOOL, v, nullptr));  // 0 -> false
  EXPECT_FALSE(b);
  OK(GrB_Vector_reduce_BOOL(&b, nullptr, GrB_LOR_MONOID_BOOL, v, nullptr));
  EXPECT_TRUE(b);
  OK(GrB_Vector_reduce_FP64(&d, nullptr, GxB_ANY_FP64_MONOID, v, nullptr));
  EXPECT_TRUE(d == 0 || std::isinf(d) || (d >= 0 && d < 1000));
  int8_t a8;
  OK(GrB_Vector_reduce_INT8(&a8, nullptr, GxB_ANY_INT8_MONOID, v, nullptr));
  GrB_Vector w;
  OK(GrB_Vector_new(&w, GrB_FP64, 1));
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_FP64, 1, n));
  std::vector<GrB_Index> Z(n, 0);
  OK(GrB_Matrix_build_FP64(A, Z.data(), I.data(), X.data(), n, GrB_PLUS_FP64));
  OK(GrB_Matrix_reduce_Monoid(w, nullptr, nullptr, GrB_MAX_MONOID_FP64, A, nullptr));
  OK(GrB_Vector_extractElement_FP64(&d, w, 0));
  EXPECT_EQ(d, std::numeric_limits<double>::infinity());
  OK(GrB_Matrix_reduce_Monoid(w, nullptr, nullptr, GxB_ANY_FP64_MONOID, A, nullptr));
  OK(GrB_Vector_extractElement_FP64(&d, w, 0));
  EXPECT_TRUE(d == 0 || std::isinf(d) || (d >= 0 && d < 1000));
  GrB_Vector_free(&v);
  GrB_Vector_free(&w);
  GrB_Matrix_free(&A);
}

TEST(Reduce, HypersparseInputs) {
  const GrB_Index N = GrB_INDEX_MAX + 1;
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_INT64, N, N));
  OK(GrB_Matrix_setElement_INT64(A, 1, 5, N - 1));
  OK(GrB_Matrix_setElement_INT64(A, 2, 5, 7));
  OK(GrB_Matrix_setElement_INT64(A, 4, N - 1, 7));
  GrB_Vector w;
  OK(GrB_Vector_new(&w, GrB_INT64, N));
  OK(GrB_Matrix_reduce_Monoid(w, nullptr, nullptr, GrB_PLUS_MONOID_INT64, A, nullptr));
  EXPECT_EQ(ventries(w), (Entry{{5, 3}, {N - 1, 4}}));
  OK(GrB_Matrix_reduce_BinaryOp(w, nullptr, nullptr, GrB_PLUS_INT64, A, GrB_DESC_T0));
  EXPECT_EQ(ventries(w), (Entry{{7, 6}, {N - 1, 1}}));
  int64_t s;
  OK(GrB_Matrix_reduce_INT64(&s, nullptr, GrB_PLUS_MONOID_INT64, A, nullptr));
  EXPECT_EQ(s, 7);
  GrB_Vector_free(&w);
  GrB_Matrix_free(&A);
}

TEST(Reduce, ErrorsLeaveOutputUntouched) {
  GrB_Matrix A, U;
  GrB_Type pt;
  OK(GrB_Type_new(&pt, 16));
  OK(GrB_Matrix_new(&A, GrB_FP64, 3, 4));
  OK(GrB_Matrix_setElement_FP64(A, 1, 0, 0));
  OK(GrB_Matrix_new(&U, pt, 3, 4));
  GrB_Vector w, w4, M2;
  OK(GrB_Vector_new(&w, GrB_FP64, 3));
  OK(GrB_Vector_setElement_FP64(w, 9, 1));
  OK(GrB_Vector_new(&w4, GrB_FP64, 4));
  OK(GrB_Vector_new(&M2, GrB_BOOL, 2));
  double c = 42;
  EXPECT_EQ(GrB_Matrix_reduce_FP64(nullptr, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_reduce_FP64(&c, nullptr, nullptr, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_reduce_FP64(&c, nullptr, GrB_PLUS_MONOID_FP64, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_reduce_FP64(&c, nullptr, GrB_PLUS_MONOID_FP64, U, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_reduce_FP64(&c, GxB_FIRSTI_INT64, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_DOMAIN_MISMATCH);
  double pair[2];
  GrB_BinaryOp udt_op;
  OK(GrB_BinaryOp_new(&udt_op, pair_plus, pt, pt, pt));
  EXPECT_EQ(GrB_Matrix_reduce_UDT(pair, udt_op, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(c, 42);
  EXPECT_EQ(GrB_Matrix_reduce_Monoid(nullptr, nullptr, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_reduce_Monoid(w, nullptr, nullptr, nullptr, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_reduce_BinaryOp(w, nullptr, nullptr, nullptr, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_reduce_Monoid(w, nullptr, nullptr, GrB_PLUS_MONOID_FP64, U, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_reduce_Monoid(w, nullptr, udt_op, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_reduce_Monoid(w4, nullptr, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Matrix_reduce_Monoid(w, nullptr, nullptr, GrB_PLUS_MONOID_FP64, A, GrB_DESC_T0),
            GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Matrix_reduce_Monoid(w, M2, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(ventries(w), (Entry{{1, 9}}));
  GrB_Scalar S;
  OK(GrB_Scalar_new(&S, GrB_FP64));
  OK(GrB_Scalar_setElement_FP64(S, 3));
  EXPECT_EQ(GrB_Matrix_reduce_Monoid_Scalar(nullptr, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_reduce_Monoid_Scalar(S, nullptr, GrB_PLUS_MONOID_FP64, U, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Vector_reduce_Monoid_Scalar(S, udt_op, GrB_PLUS_MONOID_FP64, w, nullptr), GrB_DOMAIN_MISMATCH);
  GrB_Scalar SU;
  OK(GrB_Scalar_new(&SU, pt));
  EXPECT_EQ(GrB_Matrix_reduce_Monoid_Scalar(SU, nullptr, GrB_PLUS_MONOID_FP64, A, nullptr), GrB_DOMAIN_MISMATCH);
  double x = 0;
  OK(GrB_Scalar_extractElement_FP64(&x, S));
  EXPECT_EQ(x, 3);
  GrB_Scalar_free(&S);
  GrB_Scalar_free(&SU);
  GrB_BinaryOp_free(&udt_op);
  GrB_Vector_free(&w);
  GrB_Vector_free(&w4);
  GrB_Vector_free(&M2);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&U);
  GrB_Type_free(&pt);
}

}  // namespace
