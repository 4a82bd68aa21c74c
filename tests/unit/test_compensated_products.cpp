// Compensated summation (GxB_COMPENSATED_SUM) of the products' sums and of the reduction to a
// vector: mxm (saxpy and dot forms), mxv, vxm, an accumulating mxv (a JIT group when the compiler
// is there, which must give way), a user-defined multiply, and GrB_reduce to a vector, on FP64 and
// FP32 rows whose plain sums lose their small entries. Each row's exact sum (integers, summed in
// 128 bits) rounded once is what the switch must give; off, the plain sums must stay as they were.
#include <cmath>
#include <cstring>
#include <vector>

#include "test_util.hpp"

namespace {

// Row r of the test matrix: its column indices and values (integers times powers of two, so the
// products with 1.0 are exact and the exact sums are integers).
struct Rows {
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  std::vector<__int128> exact;  // per row, in units of 1 (every value is an integer)
  std::vector<int> kind;        // 0 integer sum, 1 all -0.0, 2 holds an infinity
  GrB_Index n = 0;
};

Rows make_rows(bool fp32) {
  Rows r;
  const double big = fp32 ? 16777216.0 : 9007199254740992.0;  // 2^24, 2^53: adding 1 rounds back
  const double huge = fp32 ? 1073741824.0 : 1152921504606846976.0;  // 2^30, 2^60
  auto row = [&](std::vector<double> v, int kind) {
    const GrB_Index i = r.exact.size();
    __int128 s = 0;
    for (size_t k = 0; k < v.size(); k++) {
      r.I.push_back(i);
      r.J.push_back(k);
      r.X.push_back(v[k]);
      if (kind == 0) s += __int128(v[k]);
    }
    r.exact.push_back(s);
    r.kind.push_back(kind);
    r.n = std::max<GrB_Index>(r.n, v.size());
  };
  std::vector<double> a{big};
  for (int k = 0; k < 3000; k++) a.push_back(1.0);
  row(a, 0);
  std::vector<double> b;
  for (int k = 0; k < 500; k++) {
    b.push_back(huge);
    b.push_back(1.0);
    b.push_back(-huge);
    b.push_back(1.0);
  }
  row(b, 0);
  std::vector<double> c;
  for (int k = 0; k < 700; k++) c.push_back(k % 3 == 0 ? -big : 2.0);
  c.push_back(big * 233);
  row(c, 0);
  row({-0.0, -0.0, -0.0}, 1);
  row({1.0, INFINITY, 1.0}, 2);
  row({5.0}, 0);
  return r;
}

double rounded(const __int128& v, bool fp32) {
  const long double l = (long double)v;  // exact: |v| < 2^64
  return fp32 ? double(float(l)) : double(l);
}

void set_compensated(int on) { OK(GrB_Global_set_INT32(GrB_GLOBAL, on, GxB_COMPENSATED_SUM)); }

// Each of the products' and reductions' results as a dense list (NaN where absent).
void run_all(const Rows& r, bool fp32, GrB_BinaryOp user_times, std::vector<std::vector<double>>* results) {
  GrB_Type T = fp32 ? GrB_FP32 : GrB_FP64;
  const GrB_Index m = r.exact.size(), n = r.n;
  GrB_Matrix A, At, B, Bt, M, C;
  OK(GrB_Matrix_new(&A, T, m, n));
  OK(GrB_Matrix_build_FP64(A, r.I.data(), r.J.data(), r.X.data(), r.X.size(), nullptr));
  OK(GrB_Matrix_new(&At, T, n, m));
  OK(GrB_transpose(At, nullptr, nullptr, A, nullptr));
  OK(GrB_Matrix_new(&B, T, n, 2));
  OK(GrB_Matrix_assign_FP64(B, nullptr, nullptr, 1.0, GrB_ALL, n, GrB_ALL, 2, nullptr));
  OK(GrB_Matrix_new(&Bt, T, 2, n));
  OK(GrB_Matrix_assign_FP64(Bt, nullptr, nullptr, 1.0, GrB_ALL, 2, GrB_ALL, n, nullptr));
  OK(GrB_Matrix_new(&M, GrB_BOOL, m, 2));
  OK(GrB_Matrix_assign_BOOL(M, nullptr, nullptr, true, GrB_ALL, m, GrB_ALL, 2, nullptr));
  GrB_Vector u, w;
  OK(GrB_Vector_new(&u, T, n));
  OK(GrB_Vector_assign_FP64(u, nullptr, nullptr, 1.0, GrB_ALL, n, nullptr));
  GrB_Monoid plus = fp32 ? GrB_PLUS_MONOID_FP32 : GrB_PLUS_MONOID_FP64;
  GrB_Semiring times = fp32 ? GrB_PLUS_TIMES_SEMIRING_FP32 : GrB_PLUS_TIMES_SEMIRING_FP64;
  GrB_Semiring first = fp32 ? GxB_PLUS_FIRST_FP32 : GxB_PLUS_FIRST_FP64;
  GrB_Semiring second = fp32 ? GxB_PLUS_SECOND_FP32 : GxB_PLUS_SECOND_FP64;
  GrB_Semiring user = nullptr;
  if (user_times) OK(GrB_Semiring_new(&user, plus, user_times));
  std::vector<std::vector<double>>& out = *results;
  out.clear();
  auto take_vector = [&](GrB_Vector v) {
    std::vector<double> d(m, NAN);
    for (GrB_Index i = 0; i < m; i++) {
      double x;
      if (GrB_Vector_extractElement_FP64(&x, v, i) == GrB_SUCCESS) d[i] = x;
    }
    out.push_back(d);
  };
  auto take_column = [&](GrB_Matrix X, GrB_Index j) {
    std::vector<double> d(m, NAN);
    for (GrB_Index i = 0; i < m; i++) {
      double x;
      if (GrB_Matrix_extractElement_FP64(&x, X, i, j) == GrB_SUCCESS) d[i] = x;
    }
    out.push_back(d);
  };
  auto fresh_w = [&]() {
    OK(GrB_Vector_new(&w, T, m));
  };
  fresh_w();
  OK(GrB_mxv(w, nullptr, nullptr, times, A, u, nullptr));  // pull over A's rows
  take_vector(w);
  GrB_Vector_free(&w);
  fresh_w();
  OK(GrB_vxm(w, nullptr, nullptr, second, u, At, nullptr));  // u' * At: A's row sums, by columns
  take_vector(w);
  GrB_Vector_free(&w);
  fresh_w();
  OK(GrB_mxv(w, nullptr, nullptr, first, At, u, GrB_DESC_T0));
  take_vector(w);
  GrB_Vector_free(&w);
  fresh_w();  // w = 0; w += A*u: the accumulating mxv the JIT would fuse
  OK(GrB_Vector_assign_FP64(w, nullptr, nullptr, 0.0, GrB_ALL, m, nullptr));
  OK(GrB_mxv(w, nullptr, fp32 ? GrB_PLUS_FP32 : GrB_PLUS_FP64, times, A, u, nullptr));
  take_vector(w);
  GrB_Vector_free(&w);
  OK(GrB_Matrix_new(&C, T, m, 2));
  OK(GrB_mxm(C, nullptr, nullptr, times, A, B, nullptr));  // saxpy
  take_column(C, 0);
  take_column(C, 1);
  GrB_Matrix_free(&C);
  OK(GrB_Matrix_new(&C, T, m, 2));
  OK(GrB_mxm(C, M, nullptr, times, A, Bt, GrB_DESC_ST1));  // masked dot products
  take_column(C, 1);
  GrB_Matrix_free(&C);
  if (user) {
    fresh_w();
    OK(GrB_mxv(w, nullptr, nullptr, user, A, u, nullptr));
    take_vector(w);
    GrB_Vector_free(&w);
  }
  fresh_w();
  OK(GrB_Matrix_reduce_Monoid(w, nullptr, nullptr, plus, A, nullptr));
  take_vector(w);
  GrB_Vector_free(&w);
  fresh_w();
  OK(GrB_Matrix_reduce_Monoid(w, nullptr, nullptr, plus, At, GrB_DESC_T0));
  take_vector(w);
  GrB_Vector_free(&w);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&At);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&Bt);
  GrB_Matrix_free(&M);
  GrB_Vector_free(&u);
  if (user) GrB_Semiring_free(&user);
}

void user_times_fp64(void* z, const void* x, const void* y) {
  *static_cast<double*>(z) = *static_cast<const double*>(x) * *static_cast<const double*>(y);
}
void user_times_fp32(void* z, const void* x, const void* y) {
  *static_cast<float*>(z) = *static_cast<const float*>(x) * *static_cast<const float*>(y);
}

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0 || (std::isnan(a) && std::isnan(b)); }

void check_type(bool fp32) {
  const Rows r = make_rows(fp32);
  GrB_BinaryOp ut;
  GrB_Type T = fp32 ? GrB_FP32 : GrB_FP64;
  OK(GrB_BinaryOp_new(&ut, fp32 ? user_times_fp32 : user_times_fp64, T, T, T));
  int saved_threads = 0;
  OK(GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &saved_threads));
  std::vector<std::vector<double>> off, on1, on2, off_again;
  set_compensated(0);
  run_all(r, fp32, ut, &off);
  set_compensated(1);
  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, 1));
  run_all(r, fp32, ut, &on1);
  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, 2));
  run_all(r, fp32, ut, &on2);
  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, saved_threads));
  set_compensated(0);
  run_all(r, fp32, ut, &off_again);
  ASSERT_FALSE(testing::Test::HasFatalFailure());
  GrB_BinaryOp_free(&ut);
  ASSERT_EQ(on1.size(), size_t(10));
  ASSERT_EQ(off.size(), on1.size());
  size_t plain_inexact = 0;
  for (size_t c = 0; c < on1.size(); c++) {
    for (size_t i = 0; i < r.exact.size(); i++) {
      const double got = on1[c][i];
      SCOPED_TRACE(testing::Message() << (fp32 ? "FP32" : "FP64") << " result " << c << " row " << i);
      EXPECT_TRUE(same_bits(got, on2[c][i])) << "1 vs 2 threads: " << got << " " << on2[c][i];
      EXPECT_TRUE(same_bits(off[c][i], off_again[c][i])) << "off changed: " << off[c][i] << " " << off_again[c][i];
      if (r.kind[i] == 1) {
        // a sum of -0.0 entries is -0.0; result 3 adds it to the 0.0 assigned first: +0.0
        const bool negative = c != 3;
        EXPECT_TRUE(got == 0.0 && std::signbit(got) == negative) << got;
        EXPECT_TRUE(off[c][i] == 0.0 && std::signbit(off[c][i]) == negative) << off[c][i];
      } else if (r.kind[i] == 2) {
        EXPECT_TRUE(std::isinf(got) && got > 0) << got;
        EXPECT_TRUE(std::isinf(off[c][i]) && off[c][i] > 0) << off[c][i];
      } else {
        EXPECT_EQ(got, rounded(r.exact[i], fp32));
        if (off[c][i] != rounded(r.exact[i], fp32)) plain_inexact++;
      }
    }
  }
  // the plain sums of the first three rows lose their small entries in every result
  EXPECT_EQ(plain_inexact, 3 * on1.size());
}

}  // namespace

TEST(CompensatedSum, ProductsAndRowSumsFp64) { check_type(false); }
TEST(CompensatedSum, ProductsAndRowSumsFp32) { check_type(true); }
