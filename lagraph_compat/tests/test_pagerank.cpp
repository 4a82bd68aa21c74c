// GAP PageRank against a dense power iteration in double with the same rules (teleport (1-d)/n,
// no dangling redistribution, L1 stopping test), and the fixed 20-iteration variant.
#include <cmath>

#include "lagraph_test_util.hpp"

namespace {

void check_ranks(const lg::Graph& g, GrB_Vector r, const std::vector<double>& ref) {
  std::vector<double> got;
  std::vector<bool> present;
  ASSERT_EQ(lg::dense_of(got, present, r), GrB_SUCCESS);
  ASSERT_EQ(got.size(), g.n);
  for (GrB_Index v = 0; v < g.n; v++) {
    ASSERT_TRUE(present[v]) << "ranks must be dense; vertex " << v;
    // single precision scores
    ASSERT_NEAR(got[v], ref[v], 1e-7 + 2e-5 * ref[v]) << "vertex " << v;
  }
}

void run_all(const lg::Graph& g, GrB_Matrix A, GrB_Matrix AT) {
  for (GrB_Matrix at : {AT, (GrB_Matrix) nullptr}) {
    SCOPED_TRACE(at ? "AT given (mxv)" : "AT = NULL (vxm)");
    // to convergence (tolerance 1e-4, at most 100 iterations)
    lg::Vec r;
    int iters = -1;
    LG_RUN(grb_pagerank_gap(&r.p, &iters, A, at, 0.85f, 1e-4f, 100, msg));
    std::vector<double> rdiffs;
    int ref_iters = 0;
    lg::ref_pagerank(g, 0.85, 1e-4, 100, &ref_iters, &rdiffs);
    if (iters != ref_iters) {
      // single vs double precision may only disagree when the L1 change is within rounding of tol
      ASSERT_GE(iters, 1);
      ASSERT_LE(std::abs(iters - ref_iters), 1);
      const double boundary = rdiffs[std::min(iters, ref_iters) - 1];
      ASSERT_NEAR(boundary, 1e-4, 1e-6) << "iterations " << iters << " vs reference " << ref_iters;
    }
    check_ranks(g, r.p, lg::ref_pagerank(g, 0.85, -1, iters, nullptr));
    if (::testing::Test::HasFatalFailure()) return;
    // exactly 20 iterations
    lg::Vec r20;
    LG_RUN(grb_pagerank_fixed(&r20.p, A, at, 20, msg));
    check_ranks(g, r20.p, lg::ref_pagerank(g, 0.85, -1, 20, nullptr));
    if (::testing::Test::HasFatalFailure()) return;
  }
}

}  // namespace

LG_UNDIRECTED_SUITE(PageRank);
TEST_P(PageRank, GapRules) { run_all(g, A.p, A.p); }

LG_DIRECTED_SUITE(PageRankDirected);
TEST_P(PageRankDirected, GapRules) {
  lg::Mat AT;
  ASSERT_EQ(transpose_of_g(&AT.p), GrB_SUCCESS);
  run_all(g, A.p, AT.p);
}

// Other damping factors and limits: damping 1 (no teleport), 0 (uniform), itermax 0 and 1.
TEST(PageRankKnown, DampingAndLimits) {
  std::vector<lg::Edge> e = {{0, 1, 1}, {1, 2, 1}, {2, 0, 1}, {2, 3, 1}, {4, 0, 1}};
  lg::Mat A;
  ASSERT_EQ(lg::matrix_of(&A.p, GrB_INT16, 5, e), GrB_SUCCESS);
  lg::Graph g;
  ASSERT_EQ(lg::graph_of(g, A.p), GrB_SUCCESS);
  for (float d : {0.0f, 0.5f, 1.0f})
    for (int itermax : {0, 1, 7}) {
      lg::Vec r;
      int iters = -1;
      LG_RUN(grb_pagerank_gap(&r.p, &iters, A.p, nullptr, d, 0.0f, itermax, msg));
      EXPECT_EQ(iters, itermax);
      check_ranks(g, r.p, lg::ref_pagerank(g, d, -1, itermax, nullptr));
    }
  GrB_Vector r = nullptr;
  char msg[GRB_MSG_LEN];
  EXPECT_EQ(grb_pagerank_gap(&r, nullptr, A.p, nullptr, 1.5f, 1e-4f, 10, msg), GrB_INVALID_VALUE);
  EXPECT_EQ(grb_pagerank_gap(&r, nullptr, A.p, nullptr, 0.85f, 1e-4f, -1, msg), GrB_INVALID_VALUE);
  EXPECT_EQ(grb_pagerank_fixed(nullptr, A.p, nullptr, 20, msg), GrB_NULL_POINTER);
  EXPECT_TRUE(r == nullptr);
}
