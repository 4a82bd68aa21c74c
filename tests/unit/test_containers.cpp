// GrB_Matrix / GrB_Vector / GrB_Scalar: construction, build, element access, tuples, versions.
#include <algorithm>
#include <complex>
#include <cstring>
#include <map>
#include <random>
#include <string>

#include "test_util.hpp"

namespace {

GrB_Index nvals_of(GrB_Matrix A) {
  GrB_Index n = 0;
  EXPECT_EQ(GrB_Matrix_nvals(&n, A), GrB_SUCCESS);
  return n;
}

TEST(Matrix, NewDimensionsAndFree) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 5, 7));
  GrB_Index r = 0, c = 0;
  OK(GrB_Matrix_nrows(&r, A));
  OK(GrB_Matrix_ncols(&c, A));
  EXPECT_EQ(r, 5u);
  EXPECT_EQ(c, 7u);
  EXPECT_EQ(nvals_of(A), 0u);
  GrB_Type t = nullptr;
  OK(GxB_Matrix_type(&t, A));
  EXPECT_EQ(t, GrB_FP64);
  char name[GxB_MAX_NAME_LEN];
  OK(GxB_Matrix_type_name(name, A));
  EXPECT_STREQ(name, "double");
  OK(GrB_Matrix_free(&A));
  EXPECT_EQ(A, nullptr);
  OK(GrB_Matrix_free(&A));  // freeing a null handle is fine
  OK(GrB_Matrix_free(nullptr));
}

TEST(Matrix, NewErrors) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(nullptr, GrB_FP64, 2, 2), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_new(&A, nullptr, 2, 2), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_new(&A, GrB_FP64, GrB_INDEX_MAX + 2, 2), GrB_INVALID_VALUE);
  // an uninitialized type object
  alignas(64) unsigned char garbage[512];
  std::memset(garbage, 0x5a, sizeof garbage);
  EXPECT_EQ(GrB_Matrix_new(&A, reinterpret_cast<GrB_Type>(garbage), 2, 2), GrB_UNINITIALIZED_OBJECT);
  GrB_Index n;
  EXPECT_EQ(GrB_Matrix_nvals(&n, reinterpret_cast<GrB_Matrix>(garbage)), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_Matrix_nvals(&n, nullptr), GrB_NULL_POINTER);
}

TEST(Matrix, HugeHypersparseDimensions) {
  GrB_Matrix A = nullptr;
  const GrB_Index big = GrB_INDEX_MAX + 1;  // 2^60
  OK(GrB_Matrix_new(&A, GrB_INT64, big, big));
  OK(GrB_Matrix_setElement_INT64(A, 7, big - 1, big - 1));
  OK(GrB_Matrix_setElement_INT64(A, 3, 0, big - 1));
  OK(GrB_Matrix_setElement_INT64(A, 5, 12345678901234ull, 42));
  EXPECT_EQ(nvals_of(A), 3u);
  int64_t x = 0;
  OK(GrB_Matrix_extractElement_INT64(&x, A, big - 1, big - 1));
  EXPECT_EQ(x, 7);
  OK(GrB_Matrix_extractElement_INT64(&x, A, 12345678901234ull, 42));
  EXPECT_EQ(x, 5);
  EXPECT_EQ(GrB_Matrix_extractElement_INT64(&x, A, 1, 1), GrB_NO_VALUE);
  EXPECT_EQ(GrB_Matrix_extractElement_INT64(&x, A, big, 0), GrB_INVALID_INDEX);
  GrB_Index I[3], J[3], n = 3;
  int64_t X[3];
  OK(GrB_Matrix_extractTuples_INT64(I, J, X, &n, A));
  EXPECT_EQ(n, 3u);
  EXPECT_EQ(I[0], 0u);
  EXPECT_EQ(J[0], big - 1);
  EXPECT_EQ(X[0], 3);
  OK(GrB_Matrix_free(&A));
}

template <class T> struct TypeInfo;
#define TYPE_INFO(T, GT, SET, GET, BUILD, TUPLES)                                              \
  template <> struct TypeInfo<T> {                                                             \
    static GrB_Type type() { return GT; }                                                      \
    static GrB_Info set(GrB_Matrix A, T x, GrB_Index i, GrB_Index j) { return SET(A, x, i, j); } \
    static GrB_Info get(T* x, GrB_Matrix A, GrB_Index i, GrB_Index j) { return GET(x, A, i, j); } \
    static GrB_Info build(GrB_Matrix A, const GrB_Index* I, const GrB_Index* J, const T* X,    \
                          GrB_Index n, GrB_BinaryOp dup) {                                     \
      return BUILD(A, I, J, X, n, dup);                                                        \
    }                                                                                          \
    static GrB_Info tuples(GrB_Index* I, GrB_Index* J, T* X, GrB_Index* n, GrB_Matrix A) {     \
      return TUPLES(I, J, X, n, A);                                                            \
    }                                                                                          \
  };
TYPE_INFO(bool, GrB_BOOL, GrB_Matrix_setElement_BOOL, GrB_Matrix_extractElement_BOOL, GrB_Matrix_build_BOOL,
          GrB_Matrix_extractTuples_BOOL)
TYPE_INFO(int8_t, GrB_INT8, GrB_Matrix_setElement_INT8, GrB_Matrix_extractElement_INT8, GrB_Matrix_build_INT8,
          GrB_Matrix_extractTuples_INT8)
TYPE_INFO(int16_t, GrB_INT16, GrB_Matrix_setElement_INT16, GrB_Matrix_extractElement_INT16,
          GrB_Matrix_build_INT16, GrB_Matrix_extractTuples_INT16)
TYPE_INFO(int32_t, GrB_INT32, GrB_Matrix_setElement_INT32, GrB_Matrix_extractElement_INT32,
          GrB_Matrix_build_INT32, GrB_Matrix_extractTuples_INT32)
TYPE_INFO(int64_t, GrB_INT64, GrB_Matrix_setElement_INT64, GrB_Matrix_extractElement_INT64,
          GrB_Matrix_build_INT64, GrB_Matrix_extractTuples_INT64)
TYPE_INFO(uint8_t, GrB_UINT8, GrB_Matrix_setElement_UINT8, GrB_Matrix_extractElement_UINT8,
          GrB_Matrix_build_UINT8, GrB_Matrix_extractTuples_UINT8)
TYPE_INFO(uint16_t, GrB_UINT16, GrB_Matrix_setElement_UINT16, GrB_Matrix_extractElement_UINT16,
          GrB_Matrix_build_UINT16, GrB_Matrix_extractTuples_UINT16)
TYPE_INFO(uint32_t, GrB_UINT32, GrB_Matrix_setElement_UINT32, GrB_Matrix_extractElement_UINT32,
          GrB_Matrix_build_UINT32, GrB_Matrix_extractTuples_UINT32)
TYPE_INFO(uint64_t, GrB_UINT64, GrB_Matrix_setElement_UINT64, GrB_Matrix_extractElement_UINT64,
          GrB_Matrix_build_UINT64, GrB_Matrix_extractTuples_UINT64)
TYPE_INFO(float, GrB_FP32, GrB_Matrix_setElement_FP32, GrB_Matrix_extractElement_FP32, GrB_Matrix_build_FP32,
          GrB_Matrix_extractTuples_FP32)
TYPE_INFO(double, GrB_FP64, GrB_Matrix_setElement_FP64, GrB_Matrix_extractElement_FP64, GrB_Matrix_build_FP64,
          GrB_Matrix_extractTuples_FP64)
TYPE_INFO(GxB_FC32_t, GxB_FC32, GxB_Matrix_setElement_FC32, GxB_Matrix_extractElement_FC32,
          GxB_Matrix_build_FC32, GxB_Matrix_extractTuples_FC32)
TYPE_INFO(GxB_FC64_t, GxB_FC64, GxB_Matrix_setElement_FC64, GxB_Matrix_extractElement_FC64,
          GxB_Matrix_build_FC64, GxB_Matrix_extractTuples_FC64)

template <class T> class TypedMatrix : public ::testing::Test {};
using AllTypes = ::testing::Types<bool, int8_t, int16_t, int32_t, int64_t, uint8_t, uint16_t, uint32_t,
                                  uint64_t, float, double, GxB_FC32_t, GxB_FC64_t>;
TYPED_TEST_SUITE(TypedMatrix, AllTypes);

// std::vector<bool> has no data(): store bools as a one-byte struct of the same layout
struct Bool8 {
  bool b;
  bool operator==(const Bool8& o) const { return b == o.b; }
};
template <class T> using Elem = std::conditional_t<std::is_same_v<T, bool>, Bool8, T>;
template <class T> T* raw(std::vector<Elem<T>>& v) { return reinterpret_cast<T*>(v.data()); }

template <class T> T value_of(int k) {
  if constexpr (std::is_same_v<T, bool>) return (k % 2) == 1;
  else return T(k % 100 + 1);
}

// Build from shuffled tuples, then read back through every access path.
TYPED_TEST(TypedMatrix, BuildAndReadBack) {
  using T = TypeParam;
  using TI = TypeInfo<T>;
  const GrB_Index m = 13, n = 9;
  std::vector<GrB_Index> I, J;
  std::vector<Elem<T>> X;
  std::map<std::pair<GrB_Index, GrB_Index>, T> ref;
  std::mt19937_64 rng(7);
  for (int k = 0; k < 60; k++) {
    GrB_Index i = rng() % m, j = rng() % n;
    if (ref.count({i, j})) continue;
    I.push_back(i);
    J.push_back(j);
    X.push_back(Elem<T>{value_of<T>(k)});
    ref[{i, j}] = value_of<T>(k);
  }
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, TI::type(), m, n));
  OK(TI::build(A, I.data(), J.data(), raw<T>(X), I.size(), nullptr));
  EXPECT_EQ(nvals_of(A), ref.size());
  for (auto& [ij, x] : ref) {
    T y{};
    OK(TI::get(&y, A, ij.first, ij.second));
    EXPECT_EQ(y, x);
  }
  // tuples come back complete (in storage order)
  GrB_Index cnt = ref.size();
  std::vector<GrB_Index> I2(cnt), J2(cnt);
  std::vector<Elem<T>> X2(cnt);
  OK(TI::tuples(I2.data(), J2.data(), raw<T>(X2), &cnt, A));
  ASSERT_EQ(cnt, ref.size());
  for (GrB_Index k = 0; k < cnt; k++) EXPECT_EQ((ref[std::make_pair(I2[k], J2[k])]), raw<T>(X2)[k]);
  // too little space: error, count untouched beyond the check
  GrB_Index small = cnt - 1;
  EXPECT_EQ(TI::tuples(I2.data(), J2.data(), raw<T>(X2), &small, A), GrB_INSUFFICIENT_SPACE);
  // building again into a non-empty matrix
  EXPECT_EQ(TI::build(A, I.data(), J.data(), raw<T>(X), I.size(), nullptr), GrB_OUTPUT_NOT_EMPTY);
  EXPECT_EQ(nvals_of(A), ref.size());
  OK(GrB_Matrix_free(&A));
}

TEST(Matrix, BuildDuplicates) {
  GrB_Index I[] = {0, 1, 0, 0, 2};
  GrB_Index J[] = {0, 1, 0, 0, 2};
  double X[] = {1, 2, 3, 4, 5};
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 3, 3));
  // no dup operator: duplicates are an error and A stays empty
  EXPECT_EQ(GrB_Matrix_build_FP64(A, I, J, X, 5, nullptr), GrB_INVALID_VALUE);
  EXPECT_EQ(nvals_of(A), 0u);
  OK(GrB_Matrix_build_FP64(A, I, J, X, 5, GrB_PLUS_FP64));
  double x;
  OK(GrB_Matrix_extractElement_FP64(&x, A, 0, 0));
  EXPECT_EQ(x, 8);
  OK(GrB_Matrix_clear(A));
  // MINUS is applied left to right in the order given: ((1-3)-4)
  OK(GrB_Matrix_build_FP64(A, I, J, X, 5, GrB_MINUS_FP64));
  OK(GrB_Matrix_extractElement_FP64(&x, A, 0, 0));
  EXPECT_EQ(x, -6);
  OK(GrB_Matrix_clear(A));
  OK(GrB_Matrix_build_FP64(A, I, J, X, 5, GrB_SECOND_FP64));
  OK(GrB_Matrix_extractElement_FP64(&x, A, 0, 0));
  EXPECT_EQ(x, 4);
  OK(GrB_Matrix_clear(A));
  OK(GrB_Matrix_build_FP64(A, I, J, X, 5, GrB_FIRST_FP64));
  OK(GrB_Matrix_extractElement_FP64(&x, A, 0, 0));
  EXPECT_EQ(x, 1);
  // GxB_IGNORE_DUP keeps the last duplicate (as SuiteSparse)
  OK(GrB_Matrix_clear(A));
  OK(GrB_Matrix_build_FP64(A, I, J, X, 5, GxB_IGNORE_DUP));
  OK(GrB_Matrix_extractElement_FP64(&x, A, 0, 0));
  EXPECT_EQ(x, 4);
  // every tuple goes through dup's type: unique 2.5 built with an INT64 dup reads back as 2
  OK(GrB_Matrix_clear(A));
  double Xf[] = {1.5, 2.5, 3.5, 4.5, 5.5};
  OK(GrB_Matrix_build_FP64(A, I, J, Xf, 5, GrB_PLUS_INT64));
  OK(GrB_Matrix_extractElement_FP64(&x, A, 0, 0));
  EXPECT_EQ(x, 8);  // 1 + 3 + 4
  OK(GrB_Matrix_extractElement_FP64(&x, A, 1, 1));
  EXPECT_EQ(x, 2);
  // dup's three domains must agree
  OK(GrB_Matrix_clear(A));
  EXPECT_EQ(GrB_Matrix_build_FP64(A, I, J, X, 5, GrB_LT_FP64), GrB_DOMAIN_MISMATCH);
  // larger unsorted builds take the parallel sort: same as a reference map, duplicates in order
  {
    const GrB_Index n = 200000, dim = 3000;
    std::vector<GrB_Index> bi(n), bj(n);
    std::vector<double> bx(n);
    std::map<std::pair<GrB_Index, GrB_Index>, double> ref;
    uint64_t s = 7;
    for (GrB_Index k = 0; k < n; k++) {
      s = s * 6364136223846793005ULL + 1442695040888963407ULL;
      bi[k] = (s >> 33) % dim;
      bj[k] = (s >> 13) % dim;
      bx[k] = double(k % 17);
      auto it = ref.find({bi[k], bj[k]});
      if (it == ref.end()) ref[{bi[k], bj[k]}] = bx[k];
      else it->second = it->second - bx[k];  // MINUS, left to right
    }
    GrB_Matrix B;
    OK(GrB_Matrix_new(&B, GrB_FP64, dim, dim));
    OK(GrB_Matrix_build_FP64(B, bi.data(), bj.data(), bx.data(), n, GrB_MINUS_FP64));
    EXPECT_EQ(nvals_of(B), ref.size());
    GrB_Index nv = ref.size();
    std::vector<GrB_Index> oi(nv), oj(nv);
    std::vector<double> ox(nv);
    OK(GrB_Matrix_extractTuples_FP64(oi.data(), oj.data(), ox.data(), &nv, B));
    size_t bad = 0;
    for (GrB_Index k = 0; k < nv; k++) bad += ref.at({oi[k], oj[k]}) != ox[k];
    EXPECT_EQ(bad, 0u);
    OK(GrB_Matrix_free(&B));
  }
  // index out of range
  OK(GrB_Matrix_clear(A));
  GrB_Index Ibad[] = {0, 3};
  GrB_Index Jbad[] = {0, 0};
  EXPECT_EQ(GrB_Matrix_build_FP64(A, Ibad, Jbad, X, 2, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(nvals_of(A), 0u);
  // domain: a user-type dup on a built-in matrix
  EXPECT_EQ(GrB_Matrix_build_FP64(A, I, J, X, 5, nullptr), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_build_FP64(nullptr, I, J, X, 5, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_build_FP64(A, nullptr, J, X, 5, nullptr), GrB_NULL_POINTER);
  OK(GrB_Matrix_free(&A));
}

TEST(Matrix, SetElementTypecastAndPendingUpdates) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_INT32, 100, 100));
  for (int k = 0; k < 1000; k++) OK(GrB_Matrix_setElement_FP64(A, k + 0.75, k % 100, (k * 7) % 100));
  // last write wins, value truncated toward zero by the cast
  int32_t x;
  OK(GrB_Matrix_extractElement_INT32(&x, A, 99, 93));
  EXPECT_EQ(x, 999);
  EXPECT_EQ(nvals_of(A), 100u);
  // remove half, interleaved with new writes
  for (int k = 0; k < 100; k += 2) OK(GrB_Matrix_removeElement(A, k, (k * 7) % 100));
  OK(GrB_Matrix_setElement_INT32(A, -5, 0, 0));
  EXPECT_EQ(nvals_of(A), 51u);
  OK(GrB_Matrix_extractElement_INT32(&x, A, 0, 0));
  EXPECT_EQ(x, -5);
  EXPECT_EQ(GrB_Matrix_extractElement_INT32(&x, A, 2, 14), GrB_NO_VALUE);
  // saturating cast of out-of-range floating point values
  OK(GrB_Matrix_setElement_FP64(A, 1e20, 5, 5));
  OK(GrB_Matrix_extractElement_INT32(&x, A, 5, 5));
  EXPECT_EQ(x, INT32_MAX);
  OK(GrB_Matrix_setElement_FP64(A, NAN, 5, 5));
  OK(GrB_Matrix_extractElement_INT32(&x, A, 5, 5));
  EXPECT_EQ(x, 0);
  // removing an absent entry is not an error
  OK(GrB_Matrix_removeElement(A, 50, 51));
  EXPECT_EQ(GrB_Matrix_removeElement(A, 100, 0), GrB_INVALID_INDEX);
  EXPECT_EQ(GrB_Matrix_setElement_INT32(A, 1, 0, 100), GrB_INVALID_INDEX);
  OK(GrB_Matrix_free(&A));
}

TEST(Matrix, DupIsIndependent) {
  GrB_Matrix A = nullptr, B = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 4, 4));
  OK(GrB_Matrix_setElement_FP64(A, 1, 0, 0));
  OK(GrB_Matrix_setElement_FP64(A, 2, 1, 1));
  OK(GrB_Matrix_dup(&B, A));  // dup while A has pending updates
  OK(GrB_Matrix_setElement_FP64(A, 3, 2, 2));
  OK(GrB_Matrix_setElement_FP64(B, 9, 0, 0));
  OK(GrB_Matrix_removeElement(B, 1, 1));
  EXPECT_EQ(nvals_of(A), 3u);
  EXPECT_EQ(nvals_of(B), 1u);
  double x;
  OK(GrB_Matrix_extractElement_FP64(&x, A, 0, 0));
  EXPECT_EQ(x, 1);
  OK(GrB_Matrix_extractElement_FP64(&x, B, 0, 0));
  EXPECT_EQ(x, 9);
  // an in-place update of a materialized matrix must not show through a dup either
  GrB_Matrix C = nullptr;
  OK(GrB_Matrix_dup(&C, A));
  OK(GrB_Matrix_setElement_FP64(A, 100, 0, 0));
  OK(GrB_Matrix_extractElement_FP64(&x, C, 0, 0));
  EXPECT_EQ(x, 1);
  OK(GrB_Matrix_extractElement_FP64(&x, A, 0, 0));
  EXPECT_EQ(x, 100);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&C);
}

TEST(Matrix, Resize) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_INT64, 5, 5));
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++) OK(GrB_Matrix_setElement_INT64(A, 10 * i + j, i, j));
  OK(GrB_Matrix_resize(A, 3, 7));
  GrB_Index r, c;
  OK(GrB_Matrix_nrows(&r, A));
  OK(GrB_Matrix_ncols(&c, A));
  EXPECT_EQ(r, 3u);
  EXPECT_EQ(c, 7u);
  EXPECT_EQ(nvals_of(A), 15u);
  int64_t x;
  OK(GrB_Matrix_extractElement_INT64(&x, A, 2, 4));
  EXPECT_EQ(x, 24);
  EXPECT_EQ(GrB_Matrix_extractElement_INT64(&x, A, 2, 6), GrB_NO_VALUE);
  OK(GrB_Matrix_free(&A));
}

TEST(Matrix, UserDefinedType) {
  struct Pair {
    double a;
    int64_t b;
    char tag[20];
  };
  GrB_Type T = nullptr;
  OK(GxB_Type_new(&T, sizeof(Pair), "Pair", "typedef struct { double a; int64_t b; char tag[20]; } Pair;"));
  size_t size = 0;
  OK(GxB_Type_size(&size, T));
  EXPECT_EQ(size, sizeof(Pair));
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, T, 3, 3));
  Pair p{1.5, 42, "hello"};
  OK(GrB_Matrix_setElement_UDT(A, &p, 1, 2));
  Pair q{};
  OK(GrB_Matrix_extractElement_UDT(&q, A, 1, 2));
  EXPECT_EQ(q.a, 1.5);
  EXPECT_EQ(q.b, 42);
  EXPECT_STREQ(q.tag, "hello");
  // built-in typed access to a user type is a domain mismatch
  double d;
  EXPECT_EQ(GrB_Matrix_extractElement_FP64(&d, A, 1, 2), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_setElement_FP64(A, 1.0, 0, 0), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(nvals_of(A), 1u);
  GrB_Matrix B = nullptr;
  OK(GrB_Matrix_new(&B, GrB_FP64, 2, 2));
  EXPECT_EQ(GrB_Matrix_setElement_UDT(B, &p, 0, 0), GrB_DOMAIN_MISMATCH);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  OK(GrB_Type_free(&T));
}

TEST(Vector, BasicsAndScalarVariants) {
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_FP32, 10));
  GrB_Index n;
  OK(GrB_Vector_size(&n, v));
  EXPECT_EQ(n, 10u);
  GrB_Index I[] = {3, 1, 7};
  float X[] = {3, 1, 7};
  OK(GrB_Vector_build_FP32(v, I, X, 3, nullptr));
  OK(GrB_Vector_nvals(&n, v));
  EXPECT_EQ(n, 3u);
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_INT16));
  OK(GrB_Vector_extractElement_Scalar(s, v, 7));
  int16_t y;
  OK(GrB_Scalar_extractElement_INT16(&y, s));
  EXPECT_EQ(y, 7);
  OK(GrB_Vector_extractElement_Scalar(s, v, 0));  // absent: the scalar becomes empty
  OK(GrB_Scalar_nvals(&n, s));
  EXPECT_EQ(n, 0u);
  EXPECT_EQ(GrB_Scalar_extractElement_INT16(&y, s), GrB_NO_VALUE);
  OK(GrB_Vector_setElement_Scalar(v, s, 3));  // an empty scalar deletes the entry
  OK(GrB_Vector_nvals(&n, v));
  EXPECT_EQ(n, 2u);
  OK(GrB_Scalar_setElement_INT16(s, -2));
  OK(GrB_Vector_setElement_Scalar(v, s, 9));
  float f;
  OK(GrB_Vector_extractElement_FP32(&f, v, 9));
  EXPECT_EQ(f, -2);
  GrB_Index I2[4];
  float X2[4];
  n = 4;
  OK(GrB_Vector_extractTuples_FP32(I2, X2, &n, v));
  ASSERT_EQ(n, 3u);
  EXPECT_EQ(I2[0], 1u);
  EXPECT_EQ(I2[1], 7u);
  EXPECT_EQ(I2[2], 9u);
  // a vector is an n-by-1 matrix
  GrB_Index r, c;
  OK(GrB_Matrix_nrows(&r, (GrB_Matrix)v));
  OK(GrB_Matrix_ncols(&c, (GrB_Matrix)v));
  EXPECT_EQ(r, 10u);
  EXPECT_EQ(c, 1u);
  OK(GrB_Matrix_extractElement_FP32(&f, (GrB_Matrix)v, 7, 0));
  EXPECT_EQ(f, 7);
  OK(GrB_Vector_resize(v, 5));
  OK(GrB_Vector_nvals(&n, v));
  EXPECT_EQ(n, 1u);
  EXPECT_EQ(GrB_Vector_setElement_FP32(v, 1, 5), GrB_INVALID_INDEX);
  GrB_Vector_free(&v);
  GrB_Scalar_free(&s);
}

// A vector (or a 1-by-n matrix) whose length is at most a few times its tuple count is built in
// dense slots (build.cpp, build_vector_dense): small builds in one block, large ones (past 2^17
// tuples, length past 2^15) bucketed into index blocks filled in parallel. Each must equal a
// reference applied in input order: non-commutative dup (MINUS), FIRST / SECOND, IGNORE_DUP
// (the last), a dup in another type than the vector's (inputs cast to it, results cast back),
// floating-point sums whose order shows; duplicates without dup and an out-of-bounds index are
// the general path's errors (the smallest duplicated index, the first bad tuple in input order)
// and leave the object empty; an all-equal result is iso; at 1 and 2 threads.
TEST(Vector, BuildInDenseSlotsMatchesInputOrder) {
  int saved = 0;
  OK(GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &saved));
  for (int threads = 1; threads <= 2; threads++) {
    OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, threads));
    for (const GrB_Index n : {GrB_Index(1000), GrB_Index(300000)}) {
      const GrB_Index len = n == 1000 ? 900 : 262144;
      std::mt19937_64 rng(n + threads);
      std::vector<GrB_Index> I(n);
      std::vector<double> X(n);
      std::vector<int32_t> Xn(n);
      for (GrB_Index k = 0; k < n; k++) {
        I[k] = rng() % len;
        X[k] = (rng() % 3 == 0) ? 1e16 : double(int64_t(rng() % 41) - 20) + 0.5;  // order shows in sums
        Xn[k] = int32_t(rng() % 2001) - 1000;
      }
      struct Dup {
        GrB_BinaryOp op;
        int kind;  // 0 plus, 1 minus, 2 first, 3 second / ignore_dup, 4 plus in INT32
      };
      for (const Dup d : {Dup{GrB_PLUS_FP64, 0}, Dup{GrB_MINUS_FP64, 1}, Dup{GrB_FIRST_FP64, 2},
                          Dup{GrB_SECOND_FP64, 3}, Dup{GxB_IGNORE_DUP, 3}, Dup{GrB_PLUS_INT32, 4}}) {
        std::vector<double> refx(len);
        std::vector<char> has(len, 0);
        for (GrB_Index k = 0; k < n; k++) {
          // kind 4: cast to INT32 as GraphBLAS casts (saturating; 1e16 becomes INT32_MAX), summed wrapping
          const double x = d.kind == 4 ? (X[k] >= 2147483647.0 ? 2147483647.0 : double(int32_t(X[k]))) : X[k];
          double& r = refx[I[k]];
          if (!has[I[k]]) r = x;
          else if (d.kind == 0) r += x;
          else if (d.kind == 1) r -= x;
          else if (d.kind == 3) r = x;
          else if (d.kind == 4) r = double(int32_t(uint32_t(int32_t(r)) + uint32_t(int32_t(x))));
          has[I[k]] = 1;
        }
        std::vector<std::pair<GrB_Index, double>> ref;
        for (GrB_Index i = 0; i < len; i++)
          if (has[i]) ref.push_back({i, refx[i]});
        for (int as_matrix = 0; as_matrix < 2; as_matrix++) {
          std::vector<GrB_Index> got_i(n + 1), zeros(n, 0);
          std::vector<float> got_x(n + 1);
          GrB_Index nv = n;
          // FP32 target: the dup's result (FP64, or INT32 for kind 4) is cast to float
          if (as_matrix) {
            GrB_Matrix A;
            OK(GrB_Matrix_new(&A, GrB_FP32, 1, len));
            OK(GrB_Matrix_build_FP64(A, zeros.data(), I.data(), X.data(), n, d.op));
            std::vector<GrB_Index> rows(n + 1);
            OK(GrB_Matrix_extractTuples_FP32(rows.data(), got_i.data(), got_x.data(), &nv, A));
            for (GrB_Index q = 0; q < nv; q++) EXPECT_EQ(rows[q], 0u);
            GrB_Matrix_free(&A);
          } else {
            GrB_Vector v;
            OK(GrB_Vector_new(&v, GrB_FP32, len));
            OK(GrB_Vector_build_FP64(v, I.data(), X.data(), n, d.op));
            OK(GrB_Vector_extractTuples_FP32(got_i.data(), got_x.data(), &nv, v));
            GrB_Vector_free(&v);
          }
          ASSERT_EQ(nv, ref.size()) << "n " << n << " dup " << d.kind << " matrix " << as_matrix;
          size_t bad = 0;
          GrB_Index q = 0;
          for (auto [i, x] : ref) {
            if (got_i[q] != i || got_x[q] != float(x)) bad++;
            q++;
          }
          EXPECT_EQ(bad, 0u) << "n " << n << " dup " << d.kind << " matrix " << as_matrix << ", " << threads << " threads";
        }
      }
      // no dup: duplicates are an error naming the smallest duplicated index; the vector stays empty
      {
        GrB_Index smallest = len;
        std::vector<int> count(len, 0);
        for (GrB_Index k = 0; k < n; k++)
          if (++count[I[k]] == 2) smallest = std::min(smallest, I[k]);
        std::vector<GrB_Index> seen;  // the distinct indices, increasing
        for (GrB_Index i = 0; i < len; i++)
          if (count[i]) seen.push_back(i);
        ASSERT_LT(smallest, len);
        GrB_Vector v;
        OK(GrB_Vector_new(&v, GrB_FP64, len));
        EXPECT_EQ(GrB_Vector_build_FP64(v, I.data(), X.data(), n, nullptr), GrB_INVALID_VALUE);
        const char* err = nullptr;
        OK(GrB_Vector_error(&err, v));
        EXPECT_NE(std::strstr(err, ("duplicate entry (" + std::to_string(smallest) + ",0)").c_str()), nullptr) << err;
        GrB_Index e = 1;
        OK(GrB_Vector_nvals(&e, v));
        EXPECT_EQ(e, 0u);
        // unique indices and no dup: fine
        std::vector<GrB_Index> U;
        std::vector<double> UX;
        for (GrB_Index i : seen) {
          U.push_back(i);
          UX.push_back(double(i));
        }
        std::reverse(U.begin(), U.end());
        std::reverse(UX.begin(), UX.end());
        OK(GrB_Vector_build_FP64(v, U.data(), UX.data(), U.size(), nullptr));
        OK(GrB_Vector_nvals(&e, v));
        EXPECT_EQ(e, U.size());
        double x = -1;
        OK(GrB_Vector_extractElement_FP64(&x, v, U[3]));
        EXPECT_EQ(x, double(U[3]));
        OK(GrB_Vector_clear(v));
        // an index out of bounds: the first in input order is named, nothing is built
        std::vector<GrB_Index> J = I;
        J[n / 2] = len + 7;
        J[n - 1] = len + 9;
        EXPECT_EQ(GrB_Vector_build_FP64(v, J.data(), X.data(), n, GrB_PLUS_FP64), GrB_INDEX_OUT_OF_BOUNDS);
        OK(GrB_Vector_error(&err, v));
        EXPECT_NE(std::strstr(err, ("(" + std::to_string(len + 7) + ",0)").c_str()), nullptr) << err;
        OK(GrB_Vector_nvals(&e, v));
        EXPECT_EQ(e, 0u);
        // every value equal: iso, duplicates combined (MIN keeps it)
        std::vector<int32_t> same(n, 5);
        OK(GrB_Vector_build_INT32(v, I.data(), same.data(), n, GrB_MIN_INT32));
        bool iso = false;
        OK(GxB_Vector_iso(&iso, v));
        EXPECT_TRUE(iso);
        OK(GrB_Vector_nvals(&e, v));
        EXPECT_EQ(e, seen.size());
        int32_t y = 0;
        OK(GrB_Vector_extractElement_INT32(&y, v, I[0]));
        EXPECT_EQ(y, 5);
        GrB_Vector_free(&v);
      }
    }
  }
  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, saved));
}

TEST(Vector, BuildScalarIso) {
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_INT32, 100));
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_INT32));
  GrB_Index I[] = {5, 50, 5, 99};
  EXPECT_EQ(GxB_Vector_build_Scalar(v, I, s, 4), GrB_EMPTY_OBJECT);
  OK(GrB_Scalar_setElement_INT32(s, 17));
  OK(GxB_Vector_build_Scalar(v, I, s, 4));
  GrB_Index n;
  OK(GrB_Vector_nvals(&n, v));
  EXPECT_EQ(n, 3u);
  bool iso = false;
  OK(GxB_Vector_iso(&iso, v));
  EXPECT_TRUE(iso);
  int32_t x;
  OK(GrB_Vector_extractElement_INT32(&x, v, 99));
  EXPECT_EQ(x, 17);
  // updating one entry of an iso vector makes it non-iso
  OK(GrB_Vector_setElement_INT32(v, 3, 50));
  OK(GrB_Vector_extractElement_INT32(&x, v, 50));
  EXPECT_EQ(x, 3);
  OK(GrB_Vector_extractElement_INT32(&x, v, 5));
  EXPECT_EQ(x, 17);
  OK(GxB_Vector_iso(&iso, v));
  EXPECT_FALSE(iso);
  GrB_Vector_free(&v);
  GrB_Scalar_free(&s);
}

TEST(Scalar, Basics) {
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GxB_FC64));
  GrB_Index n;
  OK(GrB_Scalar_nvals(&n, s));
  EXPECT_EQ(n, 0u);
  OK(GxB_Scalar_setElement_FC64(s, GxB_FC64_t(1, 2)));
  GxB_FC64_t z;
  OK(GxB_Scalar_extractElement_FC64(&z, s));
  EXPECT_EQ(z, GxB_FC64_t(1, 2));
  double re;
  OK(GrB_Scalar_extractElement_FP64(&re, s));  // complex to real takes the real part
  EXPECT_EQ(re, 1);
  GrB_Scalar t = nullptr;
  OK(GrB_Scalar_dup(&t, s));
  OK(GrB_Scalar_clear(s));
  OK(GrB_Scalar_nvals(&n, s));
  EXPECT_EQ(n, 0u);
  OK(GrB_Scalar_nvals(&n, t));
  EXPECT_EQ(n, 1u);
  OK(GrB_Scalar_wait(t, GrB_MATERIALIZE));
  EXPECT_EQ(GrB_Scalar_wait(t, (GrB_WaitMode)7), GrB_INVALID_VALUE);
  const char* err = nullptr;
  OK(GrB_Scalar_error(&err, t));
  EXPECT_NE(err, nullptr);
  GrB_Scalar_free(&s);
  GrB_Scalar_free(&t);
}

TEST(Matrix, ErrorMessageRecorded) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 2, 2));
  EXPECT_EQ(GrB_Matrix_setElement_FP64(A, 1, 5, 0), GrB_INVALID_INDEX);
  const char* err = nullptr;
  OK(GrB_Matrix_error(&err, A));
  ASSERT_NE(err, nullptr);
  EXPECT_NE(std::string(err).find("out of range"), std::string::npos) << err;
  GrB_Matrix_free(&A);
}

}  // namespace
