// select with a VALUE* operator on a sparse or hypersparse matrix holding its own values: the
// kernel library cuts the entries into chunks of 65536 and fills the output chunk by chunk, setting
// each vector's start as it passes it. These inputs have more than 65536 entries so chunk edges
// fall inside a long row, next to empty rows and at the leading and trailing empty rows; the
// result is compared with a filter of the input's tuples, row sums check the row pointers as well.
#include <algorithm>
#include <cmath>
#include <random>
#include <tuple>
#include <vector>

#include "test_util.hpp"

namespace {

struct Tuples {
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
};

Tuples sorted_tuples(GrB_Matrix A) {
  GrB_Index n = 0;
  GrB_Matrix_nvals(&n, A);
  Tuples t;
  t.I.resize(n + 1);
  t.J.resize(n + 1);
  t.X.resize(n + 1);
  EXPECT_EQ(GrB_Matrix_extractTuples_FP64(t.I.data(), t.J.data(), t.X.data(), &n, A), GrB_SUCCESS);
  t.I.resize(n);
  t.J.resize(n);
  t.X.resize(n);
  bool sorted = true;  // by-row results come out in order: skip the sort
  for (GrB_Index k = 1; k < n && sorted; k++)
    sorted = t.I[k - 1] < t.I[k] || (t.I[k - 1] == t.I[k] && t.J[k - 1] < t.J[k]);
  if (sorted) return t;
  std::vector<std::tuple<GrB_Index, GrB_Index, double>> v(n);
  for (GrB_Index k = 0; k < n; k++) v[k] = {t.I[k], t.J[k], t.X[k]};
  std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) {
    return std::get<0>(a) != std::get<0>(b) ? std::get<0>(a) < std::get<0>(b) : std::get<1>(a) < std::get<1>(b);
  });
  Tuples s;
  for (auto& e : v) {
    s.I.push_back(std::get<0>(e));
    s.J.push_back(std::get<1>(e));
    s.X.push_back(std::get<2>(e));
  }
  return s;
}

bool keeps(GrB_IndexUnaryOp op, double x, double y) {
  if (op == GrB_VALUEEQ_FP64 || op == GrB_VALUEEQ_INT32 || op == GrB_VALUEEQ_FP32 || op == GrB_VALUEEQ_INT64) return x == y;
  if (op == GrB_VALUENE_FP64 || op == GrB_VALUENE_INT32 || op == GrB_VALUENE_FP32 || op == GrB_VALUENE_INT64) return x != y;
  if (op == GrB_VALUELT_FP64 || op == GrB_VALUELT_INT32 || op == GrB_VALUELT_FP32 || op == GrB_VALUELT_INT64) return x < y;
  if (op == GrB_VALUELE_FP64 || op == GrB_VALUELE_INT32 || op == GrB_VALUELE_FP32 || op == GrB_VALUELE_INT64) return x <= y;
  if (op == GrB_VALUEGT_FP64 || op == GrB_VALUEGT_INT32 || op == GrB_VALUEGT_FP32 || op == GrB_VALUEGT_INT64) return x > y;
  return x >= y;
}

// rows 0..99 and 2500..2999 empty; row 100 holds 150000 entries (several chunks); rows 101..2499
// random, every seventh one empty. Values are small integers (and NaN for the floating types).
void build(GrB_Matrix A, GrB_Type type, std::mt19937_64& rng) {
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  std::uniform_int_distribution<int> val(0, 63), col(0, 299999), len(0, 150);
  auto value = [&]() {
    const int v = val(rng);
    return (v == 63 && (type == GrB_FP64 || type == GrB_FP32)) ? std::nan("") : double(v);
  };
  for (GrB_Index j = 0; j < 300000; j += 2) {
    I.push_back(100);
    J.push_back(j);
    X.push_back(value());
  }
  for (GrB_Index i = 101; i < 2500; i++) {
    if (i % 7 == 0) continue;
    // distinct columns: start + k * 1987 (mod 300000; 1987 is prime to 300000)
    const int n = len(rng);
    const GrB_Index start = GrB_Index(col(rng));
    for (int k = 0; k < n; k++) {
      I.push_back(i);
      J.push_back((start + GrB_Index(k) * 1987) % 300000);
      X.push_back(value());
    }
  }
  ASSERT_EQ(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_FP64), GrB_SUCCESS);
}

}  // namespace

TEST(SelectValueChunks, SparseAndHyperByRowAndColumnAgainstTupleFilter) {
  std::mt19937_64 rng(20261201);
  struct TypeOps {
    GrB_Type type;
    GrB_IndexUnaryOp ops[6];
  };
  const TypeOps types[] = {
      {GrB_FP64, {GrB_VALUEEQ_FP64, GrB_VALUENE_FP64, GrB_VALUELT_FP64, GrB_VALUELE_FP64, GrB_VALUEGT_FP64, GrB_VALUEGE_FP64}},
      {GrB_FP32, {GrB_VALUEEQ_FP32, GrB_VALUENE_FP32, GrB_VALUELT_FP32, GrB_VALUELE_FP32, GrB_VALUEGT_FP32, GrB_VALUEGE_FP32}},
      {GrB_INT32, {GrB_VALUEEQ_INT32, GrB_VALUENE_INT32, GrB_VALUELT_INT32, GrB_VALUELE_INT32, GrB_VALUEGT_INT32, GrB_VALUEGE_INT32}},
  };
  const GrB_Index nrows = 3000, ncols = 300000;
  for (const TypeOps& t : types) {
    for (int layout = 0; layout < 3; layout++) {  // 0: sparse by row, 1: hypersparse by row, 2: sparse by column
      GrB_Matrix A;
      ASSERT_EQ(GrB_Matrix_new(&A, t.type, nrows, ncols), GrB_SUCCESS);
      if (layout == 1) ASSERT_EQ(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE), GrB_SUCCESS);
      if (layout == 2) ASSERT_EQ(GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_COL), GrB_SUCCESS);
      build(A, t.type, rng);
      ASSERT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
      const Tuples a = sorted_tuples(A);
      ASSERT_GT(a.I.size(), 200000u);
      for (int o = 0; o < 6; o++) {
        const double y = 31;
        Tuples expect;
        std::vector<double> row_sum(nrows, 0.0);
        for (size_t k = 0; k < a.I.size(); k++) {
          if (!keeps(t.ops[o], a.X[k], y)) continue;
          expect.I.push_back(a.I[k]);
          expect.J.push_back(a.J[k]);
          expect.X.push_back(a.X[k]);
          row_sum[a.I[k]] += a.X[k];
        }
        GrB_Matrix C;
        ASSERT_EQ(GrB_Matrix_new(&C, t.type, nrows, ncols), GrB_SUCCESS);
        ASSERT_EQ(GrB_Matrix_select_FP64(C, nullptr, nullptr, t.ops[o], A, y, nullptr), GrB_SUCCESS);
        const Tuples c = sorted_tuples(C);
        ASSERT_EQ(c.I, expect.I) << "op " << o << " layout " << layout;
        ASSERT_EQ(c.J, expect.J) << "op " << o << " layout " << layout;
        for (size_t k = 0; k < c.X.size(); k++)
          ASSERT_TRUE(c.X[k] == expect.X[k] || (std::isnan(c.X[k]) && std::isnan(expect.X[k])));
        // the row pointers: row sums of the result (NaN-free ops only: NaN poisons a sum)
        if (t.ops[o] != GrB_VALUENE_FP64 && t.ops[o] != GrB_VALUENE_FP32) {
          GrB_Vector r;
          ASSERT_EQ(GrB_Vector_new(&r, GrB_FP64, nrows), GrB_SUCCESS);
          ASSERT_EQ(GrB_Matrix_reduce_Monoid(r, nullptr, nullptr, GrB_PLUS_MONOID_FP64, C, nullptr), GrB_SUCCESS);
          for (GrB_Index i : {GrB_Index(0), GrB_Index(99), GrB_Index(100), GrB_Index(101), GrB_Index(700),
                              GrB_Index(2499), GrB_Index(2500), GrB_Index(2999)}) {
            double s = 0;
            const GrB_Info info = GrB_Vector_extractElement_FP64(&s, r, i);
            ASSERT_TRUE(info == GrB_SUCCESS || info == GrB_NO_VALUE);
            if (info == GrB_NO_VALUE) s = 0;
            ASSERT_EQ(s, row_sum[i]) << "row " << i << " op " << o << " layout " << layout;
          }
          GrB_Vector_free(&r);
        }
        // in place: C = select(C, op) keeps what it holds (every kept entry passes again)
        ASSERT_EQ(GrB_Matrix_select_FP64(C, nullptr, nullptr, t.ops[o], C, y, nullptr), GrB_SUCCESS);
        const Tuples c2 = sorted_tuples(C);
        ASSERT_EQ(c2.I, expect.I);
        ASSERT_EQ(c2.J, expect.J);
        GrB_Matrix_free(&C);
      }
      GrB_Matrix_free(&A);
    }
  }
}
