// Connected components (FastSV) against union-find: identical labels (smallest vertex id).
#include "lagraph_test_util.hpp"

namespace {
void check_cc(const lg::Graph& g, GrB_Matrix A) {
  lg::Vec comp;
  LG_RUN(grb_connected_components(&comp.p, A, msg));
  std::vector<int64_t> got;
  std::vector<bool> present;
  ASSERT_EQ(lg::dense_of_int(got, present, comp.p), GrB_SUCCESS);
  const std::vector<int64_t> ref = lg::ref_components(g);
  for (GrB_Index v = 0; v < g.n; v++) {
    ASSERT_TRUE(present[v]) << "vertex " << v;
    ASSERT_EQ(got[v], ref[v]) << "vertex " << v;
  }
}
}  // namespace

LG_UNDIRECTED_SUITE(Components);
TEST_P(Components, MatchUnionFind) { check_cc(g, A.p); }

// Weakly connected components of the directed graphs: FastSV on A + A'.
LG_DIRECTED_SUITE(ComponentsWeak);
TEST_P(ComponentsWeak, MatchUnionFind) {
  std::vector<lg::Edge> e;
  for (GrB_Index i = 0; i < g.n; i++)
    for (GrB_Index j : g.adj[i]) {
      e.push_back({i, j, 1});
      e.push_back({j, i, 1});
    }
  lg::Mat S;
  ASSERT_EQ(lg::matrix_of(&S.p, GrB_BOOL, g.n, e), GrB_SUCCESS);
  check_cc(g, S.p);
}

// Long paths with scrambled ids need many hooking rounds; many small components at once.
TEST(ComponentsKnown, ScrambledPathsAndEmpty) {
  const GrB_Index n = 3000;
  std::vector<GrB_Index> perm(n);
  for (GrB_Index v = 0; v < n; v++) perm[v] = v;
  uint64_t s = 5;
  for (GrB_Index v = n - 1; v > 0; v--) std::swap(perm[v], perm[grb_splitmix64(&s) % (v + 1)]);
  std::vector<lg::Edge> e;
  for (GrB_Index v = 0; v + 1 < n; v++) {
    if (v % 1000 == 999) continue;  // three paths of 1000 vertices
    e.push_back({perm[v], perm[v + 1], 1});
    e.push_back({perm[v + 1], perm[v], 1});
  }
  lg::Mat A;
  ASSERT_EQ(lg::matrix_of(&A.p, GrB_BOOL, n, e), GrB_SUCCESS);
  lg::Graph g;
  ASSERT_EQ(lg::graph_of(g, A.p), GrB_SUCCESS);
  check_cc(g, A.p);
  if (HasFatalFailure() || IsSkipped()) return;
  lg::Mat Z;
  ASSERT_EQ(GrB_Matrix_new(&Z.p, GrB_BOOL, 0, 0), GrB_SUCCESS);
  lg::Vec comp;
  LG_RUN(grb_connected_components(&comp.p, Z.p, msg));
  GrB_Index size;
  ASSERT_EQ(GrB_Vector_size(&size, comp.p), GrB_SUCCESS);
  EXPECT_EQ(size, 0u);
}
