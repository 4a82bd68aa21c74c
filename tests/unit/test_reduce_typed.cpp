// Reductions with the built-in PLUS/TIMES/MIN/MAX monoids of the 8- and 16-bit integers and the
// unsigned 32/64-bit ones (typed loops, like INT32/INT64/FP32/FP64): to a scalar and to a vector,
// against a reference computed in the type itself (integer results wrap; any order gives the same
// value), over sparse matrices large enough to be reduced in several pieces, with zeros (MIN's
// terminal for unsigned types, TIMES's for all) in some rows. Also a triangle-count style sum: an
// INT64 matrix reduced with PLUS_MONOID_UINT64.
#include <cstdint>
#include <random>
#include <vector>

#include "test_util.hpp"

namespace {

template <class T> struct Ops;
#define GB_TEST_OPS(T, SUF, TYPE)                                                                              \
  template <> struct Ops<T> {                                                                                  \
    static GrB_Type type() { return TYPE; }                                                                    \
    static GrB_Monoid plus() { return GrB_PLUS_MONOID_##SUF; }                                                 \
    static GrB_Monoid times() { return GrB_TIMES_MONOID_##SUF; }                                               \
    static GrB_Monoid min() { return GrB_MIN_MONOID_##SUF; }                                                   \
    static GrB_Monoid max() { return GrB_MAX_MONOID_##SUF; }                                                   \
    static GrB_Info build(GrB_Matrix A, const GrB_Index* I, const GrB_Index* J, const T* X, GrB_Index n) {     \
      return GrB_Matrix_build_##SUF(A, I, J, X, n, GrB_PLUS_##SUF);                                            \
    }                                                                                                          \
    static GrB_Info reduce(T* s, GrB_Monoid m, GrB_Matrix A) {                                                 \
      return GrB_Matrix_reduce_##SUF(s, nullptr, m, A, nullptr);                                               \
    }                                                                                                          \
    static GrB_Info extract(T* x, GrB_Vector v, GrB_Index i) { return GrB_Vector_extractElement_##SUF(x, v, i); } \
  };
GB_TEST_OPS(int8_t, INT8, GrB_INT8)
GB_TEST_OPS(int16_t, INT16, GrB_INT16)
GB_TEST_OPS(uint8_t, UINT8, GrB_UINT8)
GB_TEST_OPS(uint16_t, UINT16, GrB_UINT16)
GB_TEST_OPS(uint32_t, UINT32, GrB_UINT32)
GB_TEST_OPS(uint64_t, UINT64, GrB_UINT64)
#undef GB_TEST_OPS

enum class Op { Plus, Times, Min, Max };

template <class T> T apply(Op op, T a, T b) {
  switch (op) {
    case Op::Plus: return T(a + b);
    case Op::Times: return T(uint64_t(a) * uint64_t(b));  // wraps like the type's own product
    case Op::Min: return a < b ? a : b;
    default: return a > b ? a : b;
  }
}

template <class T> void check_type(uint64_t seed) {
  std::mt19937_64 rng(seed);
  const GrB_Index nrows = 300, ncols = 400;
  std::vector<GrB_Index> I, J;
  std::vector<T> X;
  for (GrB_Index i = 0; i < nrows; i++) {
    const int len = int(rng() % 300);
    std::vector<bool> used(ncols, false);
    for (int e = 0; e < len; e++) {
      const GrB_Index j = rng() % ncols;
      if (used[j]) continue;
      used[j] = true;
      I.push_back(i);
      J.push_back(j);
      // small values for TIMES to stay varied; every 7th row holds a zero
      T x = T(rng());
      if (rng() % 4 == 0) x = T(1 + rng() % 3);
      if (i % 7 == 2 && e == len / 2) x = T(0);
      X.push_back(x);
    }
  }
  GrB_Matrix A;
  ASSERT_EQ(GrB_Matrix_new(&A, Ops<T>::type(), nrows, ncols), GrB_SUCCESS);
  ASSERT_EQ(Ops<T>::build(A, I.data(), J.data(), X.data(), I.size()), GrB_SUCCESS);
  const GrB_Monoid monoids[4] = {Ops<T>::plus(), Ops<T>::times(), Ops<T>::min(), Ops<T>::max()};
  const Op ops[4] = {Op::Plus, Op::Times, Op::Min, Op::Max};
  for (int o = 0; o < 4; o++) {
    // scalar
    T want = X[0];
    for (size_t k = 1; k < X.size(); k++) want = apply(ops[o], want, X[k]);
    T got = 0;
    ASSERT_EQ(Ops<T>::reduce(&got, monoids[o], A), GrB_SUCCESS);
    EXPECT_EQ(uint64_t(got), uint64_t(want)) << "scalar, op " << o << " type size " << sizeof(T);
    // rows
    std::vector<T> row(nrows);
    std::vector<bool> has(nrows, false);
    for (size_t k = 0; k < X.size(); k++) {
      row[I[k]] = has[I[k]] ? apply(ops[o], row[I[k]], X[k]) : X[k];
      has[I[k]] = true;
    }
    GrB_Vector v;
    ASSERT_EQ(GrB_Vector_new(&v, Ops<T>::type(), nrows), GrB_SUCCESS);
    ASSERT_EQ(GrB_Matrix_reduce_Monoid(v, nullptr, nullptr, monoids[o], A, nullptr), GrB_SUCCESS);
    for (GrB_Index i = 0; i < nrows; i++) {
      T x = 0;
      const GrB_Info info = Ops<T>::extract(&x, v, i);
      ASSERT_EQ(info, has[i] ? GrB_SUCCESS : GrB_NO_VALUE) << "row " << i;
      if (has[i]) EXPECT_EQ(uint64_t(x), uint64_t(row[i])) << "row " << i << " op " << o << " size " << sizeof(T);
    }
    GrB_Vector_free(&v);
  }
  GrB_Matrix_free(&A);
}

}  // namespace

TEST(ReduceTyped, SmallAndUnsignedIntegerMonoids) {
  check_type<int8_t>(1);
  check_type<int16_t>(2);
  check_type<uint8_t>(3);
  check_type<uint16_t>(4);
  check_type<uint32_t>(5);
  check_type<uint64_t>(6);
}

// tc's sum: an INT64 count matrix (PLUS_PAIR result) reduced with PLUS_MONOID_UINT64
TEST(ReduceTyped, Int64MatrixSummedAsUint64) {
  std::mt19937_64 rng(7);
  const GrB_Index n = 500;
  std::vector<GrB_Index> I, J;
  std::vector<int64_t> X;
  uint64_t want = 0;
  for (GrB_Index i = 0; i < n; i++)
    for (GrB_Index j = i % 3; j < n; j += 1 + rng() % 5) {
      I.push_back(i);
      J.push_back(j);
      const int64_t x = int64_t(rng() % 1000) - 100;  // some negative: wrap in UINT64
      X.push_back(x);
      want += uint64_t(x);
    }
  GrB_Matrix C;
  ASSERT_EQ(GrB_Matrix_new(&C, GrB_INT64, n, n), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_build_INT64(C, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_INT64), GrB_SUCCESS);
  uint64_t s = 0;
  ASSERT_EQ(GrB_Matrix_reduce_UINT64(&s, nullptr, GrB_PLUS_MONOID_UINT64, C, nullptr), GrB_SUCCESS);
  EXPECT_EQ(s, want);
  GrB_Matrix_free(&C);
}
