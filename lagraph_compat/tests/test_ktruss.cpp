// k-truss and all-k-truss against edge peeling with set intersections.
#include <algorithm>

#include "lagraph_test_util.hpp"

namespace {
void check_truss(const lg::Graph& g, GrB_Matrix C, uint32_t k) {
  const lg::Truss ref = lg::ref_ktruss(g, k);
  GrB_Type type;
  ASSERT_EQ(GxB_Matrix_type(&type, C), GrB_SUCCESS);
  EXPECT_EQ(type, GrB_INT64);
  lg::Graph got;
  ASSERT_EQ(lg::graph_of(got, C), GrB_SUCCESS);
  size_t k_ref = 0;
  for (GrB_Index i = 0; i < got.n; i++)
    for (size_t e = 0; e < got.adj[i].size(); e++) {
      const GrB_Index j = got.adj[i][e];
      ASSERT_TRUE(k_ref < ref.edges.size() && ref.edges[k_ref] == std::make_pair(i, j))
          << "edge (" << i << "," << j << ") not in the reference " << k << "-truss";
      ASSERT_EQ(got.w[i][e], (double)ref.support[k_ref]) << "support of (" << i << "," << j << ")";
      k_ref++;
    }
  ASSERT_EQ(k_ref, ref.edges.size()) << "edges missing from the " << k << "-truss";
}
}  // namespace

// pushpull's 6- and 7-truss peel one layer of a long chain per C*C round (thousands of rounds):
// left to the timing program, the other graphs cover the algorithm.
#define LG_SKIP_SLOW_TRUSS()                                                      \
  if (GetParam() == "file_pushpull") GTEST_SKIP() << "peeling takes thousands of rounds on this graph"

LG_UNDIRECTED_SUITE(KTruss);
TEST_P(KTruss, MatchesPeeling) {
  for (uint32_t k : {3u, 4u, 5u, 6u, 9u}) {
    if (GetParam() == "file_pushpull" && k > 4) break;  // see LG_SKIP_SLOW_TRUSS
    SCOPED_TRACE("k = " + std::to_string(k));
    lg::Mat C;
    LG_RUN(grb_ktruss(&C.p, A.p, k, msg));
    check_truss(g, C.p, k);
    if (HasFatalFailure()) return;
  }
}

TEST_P(KTruss, AllK) {
  LG_SKIP_SLOW_TRUSS();
  uint32_t kmax = 0;
  int64_t* nedges = nullptr;
  LG_RUN(grb_allktruss(&kmax, &nedges, A.p, msg));
  ASSERT_TRUE(nedges != nullptr);
  std::vector<int64_t> ne(nedges, nedges + kmax + 1);
  free(nedges);
  ASSERT_GE(kmax, 3u);
  size_t m = 0;  // undirected edges without self-loops
  for (GrB_Index i = 0; i < g.n; i++)
    for (GrB_Index j : g.adj[i]) m += (i < j);
  for (uint32_t k = 0; k < 3; k++) EXPECT_EQ(ne[k], (int64_t)m);
  const std::vector<size_t> ref = lg::ref_allktruss(g);
  ASSERT_EQ(kmax + 1, ref.size());
  for (uint32_t k = 3; k <= kmax; k++) {
    EXPECT_EQ(ne[k], (int64_t)ref[k]) << "k = " << k;
    if (k < kmax) {
      EXPECT_GT(ne[k], 0) << "k = " << k;
    }
  }
  EXPECT_EQ(ne[kmax], 0);
}

TEST(KTrussKnown, Clique) {
  // K7: every edge in 5 triangles, so the 7-truss is all of it and the 8-truss is empty
  std::vector<lg::Edge> e;
  for (GrB_Index i = 0; i < 7; i++)
    for (GrB_Index j = 0; j < 7; j++) e.push_back({i, j, 1});  // with self-loops
  lg::Mat A;
  ASSERT_EQ(lg::matrix_of(&A.p, GrB_UINT8, 7, e), GrB_SUCCESS);
  uint32_t kmax = 0;
  int64_t* nedges = nullptr;
  LG_RUN(grb_allktruss(&kmax, &nedges, A.p, msg));
  EXPECT_EQ(kmax, 8u);
  for (uint32_t k = 0; k < 8; k++) EXPECT_EQ(nedges[k], 21) << k;
  EXPECT_EQ(nedges[8], 0);
  free(nedges);
  GrB_Matrix C = nullptr;
  char msg[GRB_MSG_LEN];
  EXPECT_EQ(grb_ktruss(&C, A.p, 2, msg), GrB_INVALID_VALUE);
  EXPECT_EQ(grb_ktruss(nullptr, A.p, 3, msg), GrB_NULL_POINTER);
  EXPECT_EQ(grb_allktruss(&kmax, nullptr, A.p, msg), GrB_NULL_POINTER);
  EXPECT_TRUE(C == nullptr);
}
