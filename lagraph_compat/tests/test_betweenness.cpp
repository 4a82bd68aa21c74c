// Batched betweenness centrality against Brandes' algorithm run source by source with a queue.
#include <cmath>

#include "lagraph_test_util.hpp"

namespace {

void check_bc(const lg::Graph& g, GrB_Matrix A, GrB_Matrix AT, const std::vector<GrB_Index>& sources) {
  lg::Vec c;
  LG_RUN(grb_betweenness(&c.p, A, AT, sources.data(), (int64_t)sources.size(), msg));
  std::vector<double> got;
  std::vector<bool> present;
  ASSERT_EQ(lg::dense_of(got, present, c.p), GrB_SUCCESS);
  const std::vector<double> ref = lg::ref_betweenness(g, sources);
  for (GrB_Index v = 0; v < g.n; v++) {
    ASSERT_TRUE(present[v]) << "centrality must be dense; vertex " << v;
    ASSERT_NEAR(got[v], ref[v], 1e-9 * (1 + std::fabs(ref[v]))) << "vertex " << v;
  }
}

void run_all(const lg::Graph& g, GrB_Matrix A, GrB_Matrix AT) {
  // a batch of 4 sources, with A' given and through the transpose descriptor
  const std::vector<GrB_Index> batch = lg::pick_sources(g, 4);
  {
    SCOPED_TRACE("batch of 4, AT given");
    check_bc(g, A, AT, batch);
  }
  if (::testing::Test::HasFatalFailure() || ::testing::Test::IsSkipped()) return;
  {
    // the larger graphs (up to thousands of levels, each a transposed product here): 2 sources
    SCOPED_TRACE("AT = NULL");
    check_bc(g, A, nullptr, g.n > 1000 ? std::vector<GrB_Index>(batch.begin(), batch.begin() + 2) : batch);
  }
  if (::testing::Test::HasFatalFailure() || g.n > 1000) return;
  // one source, and a batch with a repeated source
  check_bc(g, A, AT, {batch[0]});
  check_bc(g, A, AT, {batch[0], batch[0], batch.back()});
  // exact centrality (every vertex a source) on small graphs
  if (g.n <= 128) {
    std::vector<GrB_Index> all(g.n);
    for (GrB_Index v = 0; v < g.n; v++) all[v] = v;
    SCOPED_TRACE("all sources");
    check_bc(g, A, AT, all);
  }
}

}  // namespace

LG_UNDIRECTED_SUITE(Betweenness);
TEST_P(Betweenness, MatchesBrandes) { run_all(g, A.p, A.p); }

LG_DIRECTED_SUITE(BetweennessDirected);
TEST_P(BetweennessDirected, MatchesBrandes) {
  lg::Mat AT;
  ASSERT_EQ(transpose_of_g(&AT.p), GrB_SUCCESS);
  run_all(g, A.p, AT.p);
}

// The path graph 0-1-2-3-4: exact betweenness is 0, 6, 8, 6, 0 (each pair counted both ways).
TEST(BetweennessKnown, Path) {
  std::vector<lg::Edge> e;
  for (GrB_Index i = 0; i < 4; i++) {
    e.push_back({i, i + 1, 1});
    e.push_back({i + 1, i, 1});
  }
  lg::Mat A;
  ASSERT_EQ(lg::matrix_of(&A.p, GrB_BOOL, 5, e), GrB_SUCCESS);
  const GrB_Index all[] = {0, 1, 2, 3, 4};
  lg::Vec c;
  LG_RUN(grb_betweenness(&c.p, A.p, nullptr, all, 5, msg));
  std::vector<double> got;
  std::vector<bool> present;
  ASSERT_EQ(lg::dense_of(got, present, c.p), GrB_SUCCESS);
  const double expect[] = {0, 6, 8, 6, 0};
  for (int v = 0; v < 5; v++) EXPECT_DOUBLE_EQ(got[v], expect[v]);
}

TEST(BetweennessErrors, Arguments) {
  lg::Mat A;
  ASSERT_EQ(lg::matrix_of(&A.p, GrB_BOOL, 3, {{0, 1, 1}}), GrB_SUCCESS);
  GrB_Vector c = nullptr;
  char msg[GRB_MSG_LEN];
  const GrB_Index bad[] = {0, 3};
  EXPECT_EQ(grb_betweenness(&c, A.p, nullptr, bad, 2, msg), GrB_INVALID_INDEX);
  EXPECT_EQ(grb_betweenness(&c, A.p, nullptr, nullptr, 2, msg), GrB_NULL_POINTER);
  EXPECT_EQ(grb_betweenness(&c, A.p, nullptr, bad, -1, msg), GrB_INVALID_VALUE);
  EXPECT_EQ(grb_betweenness(nullptr, A.p, nullptr, bad, 1, msg), GrB_NULL_POINTER);
  EXPECT_TRUE(c == nullptr);
}
