// Masked products C<M> = A*B' (GxB_AxB_DOT, and GxB_AxB_SAXPY) against their definition: the count semiring
// (PLUS_PAIR: the scattered-left-row count and the general intersection), a valued semiring
// (PLUS_TIMES), valued and structural masks, hypersparse operands, one and two threads, and
// products small enough to run on one thread without per-candidate task costs as well as larger
// ones split into candidate tasks.
#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <vector>

#include "test_util.hpp"

namespace {

struct Rows {
  GrB_Index nrows = 0, ncols = 0;
  std::vector<std::map<GrB_Index, double>> r;
};

// Random rows: most of length 0..short_max, every `long_every`-th row of length long_len (so both
// "D row no longer than twice the left row" and "much longer" cases occur).
Rows random_rows(std::mt19937_64& rng, GrB_Index nrows, GrB_Index ncols, int short_max, int long_every, int long_len) {
  Rows m;
  m.nrows = nrows;
  m.ncols = ncols;
  m.r.resize(nrows);
  for (GrB_Index i = 0; i < nrows; i++) {
    const int len = (long_every > 0 && i % GrB_Index(long_every) == 3) ? long_len : int(rng() % GrB_Index(short_max + 1));
    for (int e = 0; e < len; e++) m.r[i][rng() % ncols] = double(1 + rng() % 7);
  }
  return m;
}

GrB_Matrix to_matrix(const Rows& m, GrB_Type type, bool hyper) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, type, m.nrows, m.ncols), GrB_SUCCESS);
  if (hyper) EXPECT_EQ(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE), GrB_SUCCESS);
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  for (GrB_Index i = 0; i < m.nrows; i++)
    for (auto& [j, x] : m.r[i]) {
      I.push_back(i);
      J.push_back(j);
      X.push_back(x);
    }
  EXPECT_EQ(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_FP64), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
  return A;
}

// C<M> = A*B' by definition: for each mask entry (i,j) allowed by the mask, the common k of A(i,:)
// and B(j,:); count (pair) or sum of products (times). No common k: no entry.
Entries reference(const Rows& A, const Rows& B, const Rows& M, bool structural, bool count) {
  Entries e;
  for (GrB_Index i = 0; i < M.nrows; i++)
    for (auto& [j, mv] : M.r[i]) {
      if (!structural && mv == 0) continue;
      double s = 0;
      bool any = false;
      for (auto& [k, a] : A.r[i]) {
        auto it = B.r[j].find(k);
        if (it == B.r[j].end()) continue;
        any = true;
        s += count ? 1.0 : a * it->second;
      }
      if (any) e[{i, j}] = s;
    }
  return e;
}

void check_case(uint64_t seed, GrB_Index m, GrB_Index n, GrB_Index k, int short_max, int long_every, int long_len,
                bool hyper, GrB_Desc_Value method = GxB_AxB_DOT) {
  std::mt19937_64 rng(seed);
  Rows A = random_rows(rng, m, k, short_max, long_every, long_len);
  Rows B = random_rows(rng, n, k, short_max, long_every, long_len);
  Rows M = random_rows(rng, m, n, short_max + 2, 0, 0);
  // about a third of the mask's values are zero (a valued mask skips them)
  for (auto& row : M.r)
    for (auto& [j, x] : row)
      if (rng() % 3 == 0) x = 0;
  GrB_Matrix a = to_matrix(A, GrB_FP64, hyper), b = to_matrix(B, GrB_FP64, hyper), mm = to_matrix(M, GrB_FP64, hyper);
  GrB_Descriptor d_struct, d_valued;
  ASSERT_EQ(GrB_Descriptor_new(&d_struct), GrB_SUCCESS);
  ASSERT_EQ(GrB_Descriptor_new(&d_valued), GrB_SUCCESS);
  ASSERT_EQ(GxB_Desc_set(d_struct, GrB_MASK, GrB_STRUCTURE), GrB_SUCCESS);
  for (GrB_Descriptor d : {d_struct, d_valued}) {
    ASSERT_EQ(GxB_Desc_set(d, GrB_INP1, GrB_TRAN), GrB_SUCCESS);
    ASSERT_EQ(GxB_Desc_set(d, GxB_AxB_METHOD, method), GrB_SUCCESS);
  }
  int prev = 0;
  ASSERT_EQ(GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &prev), GrB_SUCCESS);
  for (int threads : {1, 2}) {
    ASSERT_EQ(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, threads), GrB_SUCCESS);
    for (bool structural : {true, false}) {
      for (bool count : {true, false}) {
        GrB_Matrix C;
        ASSERT_EQ(GrB_Matrix_new(&C, count ? GrB_INT64 : GrB_FP64, m, n), GrB_SUCCESS);
        ASSERT_EQ(GrB_mxm(C, mm, nullptr, count ? GxB_PLUS_PAIR_INT64 : GrB_PLUS_TIMES_SEMIRING_FP64, a, b,
                          structural ? d_struct : d_valued),
                  GrB_SUCCESS);
        const Entries want = reference(A, B, M, structural, count);
        const Entries got = matrix_entries(C);
        EXPECT_EQ(got.size(), want.size()) << "seed " << seed << " threads " << threads << " structural "
                                           << structural << " count " << count << " hyper " << hyper << " method "
                                           << int(method);
        EXPECT_TRUE(got == want) << "seed " << seed << " threads " << threads << " structural " << structural
                                 << " count " << count << " hyper " << hyper << " method " << int(method);
        GrB_Matrix_free(&C);
      }
    }
  }
  ASSERT_EQ(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, prev), GrB_SUCCESS);
  GrB_Descriptor_free(&d_struct);
  GrB_Descriptor_free(&d_valued);
  GrB_Matrix_free(&a);
  GrB_Matrix_free(&b);
  GrB_Matrix_free(&mm);
}

}  // namespace

// Small products (a few hundred candidates: one task on any thread count) and larger ones (tens of
// thousands of candidates with long rows: candidate tasks at two threads).
TEST(MxmMaskedDot, CountAndSumMatchDefinition) {
  check_case(11, 60, 50, 40, 6, 7, 30, false);
  check_case(12, 300, 280, 200, 10, 5, 150, false);
  check_case(13, 4000, 4000, 3000, 14, 9, 400, false);
}

TEST(MxmMaskedDot, HypersparseOperands) {
  check_case(21, 200, 180, 150, 8, 6, 60, true);
  check_case(22, 3000, 2500, 2000, 12, 11, 300, true);
}

// The masked saxpy (C(i,:) = sum_k A(i,k) B'(k,:) kept where the mask allows): the count semiring
// adds 1 per product into the candidate's count (or a spare count outside the mask row).
TEST(MxmMaskedSaxpy, CountAndSumMatchDefinition) {
  check_case(41, 60, 50, 40, 6, 7, 30, false, GxB_AxB_SAXPY);
  check_case(42, 300, 280, 200, 10, 5, 150, false, GxB_AxB_SAXPY);
  check_case(43, 4000, 4000, 3000, 14, 9, 400, false, GxB_AxB_SAXPY);
  check_case(44, 3000, 2500, 2000, 12, 11, 300, true, GxB_AxB_SAXPY);
}

// The triangle count of a small graph through C<L> = L*U' with the dot method forced, against a
// count over sets (the tc workload's call).
TEST(MxmMaskedDot, TriangleCountForcedDot) {
  std::mt19937_64 rng(31);
  const GrB_Index n = 500;
  std::vector<std::set<GrB_Index>> adj(n);
  for (int e = 0; e < 6000; e++) {
    const GrB_Index i = rng() % n, j = (i + 1 + rng() % 40) % n;  // local edges: many triangles
    if (i == j) continue;
    adj[i].insert(j);
    adj[j].insert(i);
  }
  Rows L, U;
  L.nrows = U.nrows = L.ncols = U.ncols = n;
  L.r.resize(n);
  U.r.resize(n);
  for (GrB_Index i = 0; i < n; i++)
    for (GrB_Index j : adj[i]) (j < i ? L.r[i] : U.r[i])[j] = 1;
  int64_t want = 0;
  for (GrB_Index i = 0; i < n; i++)
    for (auto& [j, x] : L.r[i])
      for (auto& [kk, y] : L.r[j])
        if (adj[i].count(kk)) want++;
  GrB_Matrix l = to_matrix(L, GrB_BOOL, false), u = to_matrix(U, GrB_BOOL, false), C;
  GrB_Descriptor d;
  ASSERT_EQ(GrB_Descriptor_new(&d), GrB_SUCCESS);
  ASSERT_EQ(GxB_Desc_set(d, GrB_MASK, GrB_STRUCTURE), GrB_SUCCESS);
  ASSERT_EQ(GxB_Desc_set(d, GrB_INP1, GrB_TRAN), GrB_SUCCESS);
  ASSERT_EQ(GxB_Desc_set(d, GxB_AxB_METHOD, GxB_AxB_DOT), GrB_SUCCESS);
  int prev = 0;
  ASSERT_EQ(GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &prev), GrB_SUCCESS);
  for (int threads : {1, 2}) {
    ASSERT_EQ(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, threads), GrB_SUCCESS);
    ASSERT_EQ(GrB_Matrix_new(&C, GrB_INT64, n, n), GrB_SUCCESS);
    ASSERT_EQ(GrB_mxm(C, l, nullptr, GxB_PLUS_PAIR_INT64, l, u, d), GrB_SUCCESS);
    uint64_t s = 0;
    ASSERT_EQ(GrB_Matrix_reduce_UINT64(&s, nullptr, GrB_PLUS_MONOID_UINT64, C, nullptr), GrB_SUCCESS);
    EXPECT_EQ(int64_t(s), want) << "threads " << threads;
    GrB_Matrix_free(&C);
  }
  ASSERT_EQ(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, prev), GrB_SUCCESS);
  GrB_Descriptor_free(&d);
  GrB_Matrix_free(&l);
  GrB_Matrix_free(&u);
}
