// Breadth-first search against a queue-based BFS: exact levels; parents checked as a valid BFS
// tree (parent one level up, joined by an edge). Push, pull and direction-optimizing all run.
#include "lagraph_test_util.hpp"

namespace {

const grb_bfs_direction kDirections[] = {GRB_BFS_PUSH, GRB_BFS_PULL, GRB_BFS_AUTO};

// Compare level/parent (either may be NULL) with the reference levels.
void check_bfs(const lg::Graph& g, GrB_Index src, GrB_Vector level, GrB_Vector parent) {
  const std::vector<int64_t> ref = lg::ref_bfs_levels(g, src);
  std::vector<int64_t> lv, pv;
  std::vector<bool> lp, pp;
  if (level) {
    ASSERT_EQ(lg::dense_of_int(lv, lp, level), GrB_SUCCESS);
    for (GrB_Index v = 0; v < g.n; v++) {
      ASSERT_EQ(lp[v], ref[v] >= 0) << "vertex " << v;
      if (ref[v] >= 0) {
        ASSERT_EQ(lv[v], ref[v]) << "level of vertex " << v;
      }
    }
  }
  if (parent) {
    ASSERT_EQ(lg::dense_of_int(pv, pp, parent), GrB_SUCCESS);
    for (GrB_Index v = 0; v < g.n; v++) {
      ASSERT_EQ(pp[v], ref[v] >= 0) << "vertex " << v;
      if (ref[v] < 0) continue;
      if (v == src) {
        ASSERT_EQ(pv[v], (int64_t)src);
        continue;
      }
      const int64_t p = pv[v];
      ASSERT_TRUE(p >= 0 && (GrB_Index)p < g.n) << "parent of " << v << " = " << p;
      ASSERT_EQ(ref[p], ref[v] - 1) << "parent " << p << " of " << v << " is not one level up";
      ASSERT_TRUE(g.has_edge(p, v)) << "no edge from parent " << p << " to " << v;
    }
  }
}

void run_all(const lg::Graph& g, GrB_Matrix A, GrB_Matrix AT) {
  const std::vector<GrB_Index> sources = lg::pick_sources(g, g.n > 1000 ? 2 : 3);
  for (GrB_Index src : sources) {
    for (grb_bfs_direction dir : kDirections) {
      // pull-only is one dot product per unvisited vertex per level: on the larger graphs (some
      // have thousands of levels) it runs from the first source only
      if (dir == GRB_BFS_PULL && g.n > 1000 && src != sources[0]) continue;
      SCOPED_TRACE("source " + std::to_string(src) + " direction " + std::to_string((int)dir));
      lg::Vec level, parent;
      LG_RUN(grb_bfs(&level.p, &parent.p, A, AT, src, dir, msg));
      check_bfs(g, src, level.p, parent.p);
      if (::testing::Test::HasFatalFailure()) return;
      lg::Vec level_only, parent_only;
      LG_RUN(grb_bfs(&level_only.p, nullptr, A, AT, src, dir, msg));
      check_bfs(g, src, level_only.p, nullptr);
      LG_RUN(grb_bfs(nullptr, &parent_only.p, A, AT, src, dir, msg));
      check_bfs(g, src, nullptr, parent_only.p);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

}  // namespace

LG_UNDIRECTED_SUITE(Bfs);
TEST_P(Bfs, LevelsAndParents) {
  if (g.n == 0) GTEST_SKIP();
  run_all(g, A.p, A.p);  // undirected: AT = A
}

LG_DIRECTED_SUITE(BfsDirected);
TEST_P(BfsDirected, LevelsAndParents) {
  lg::Mat AT;
  ASSERT_EQ(transpose_of_g(&AT.p), GrB_SUCCESS);
  run_all(g, A.p, AT.p);
}

TEST(BfsErrors, Arguments) {
  lg::Mat A;
  ASSERT_EQ(lg::matrix_of(&A.p, GrB_BOOL, 4, {{0, 1, 1}, {1, 0, 1}}), GrB_SUCCESS);
  GrB_Vector level = nullptr, parent = nullptr;
  char msg[GRB_MSG_LEN];
  EXPECT_EQ(grb_bfs(&level, &parent, A.p, A.p, 4, GRB_BFS_PUSH, msg), GrB_INVALID_INDEX);
  EXPECT_TRUE(level == nullptr && parent == nullptr);
  EXPECT_NE(msg[0], '\0');
  EXPECT_EQ(grb_bfs(nullptr, nullptr, A.p, A.p, 0, GRB_BFS_PUSH, msg), GrB_NULL_POINTER);
  EXPECT_EQ(grb_bfs(&level, nullptr, nullptr, nullptr, 0, GRB_BFS_PUSH, msg), GrB_NULL_POINTER);
  EXPECT_EQ(grb_bfs(&level, nullptr, A.p, nullptr, 0, GRB_BFS_AUTO, msg), GrB_NULL_POINTER);
  EXPECT_EQ(grb_bfs(&level, nullptr, A.p, A.p, 0, (grb_bfs_direction)7, msg), GrB_INVALID_VALUE);
  lg::Mat R;
  ASSERT_EQ(GrB_Matrix_new(&R.p, GrB_BOOL, 3, 4), GrB_SUCCESS);
  EXPECT_EQ(grb_bfs(&level, nullptr, R.p, nullptr, 0, GRB_BFS_PUSH, msg), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(grb_bfs(&level, nullptr, A.p, R.p, 0, GRB_BFS_PULL, msg), GrB_DIMENSION_MISMATCH);
  EXPECT_TRUE(level == nullptr);
}

// The direction-optimizing BFS switches to pull on a graph whose frontier explodes (a dense core)
// and back to push on a long tail: both switches happen on this graph.
TEST(BfsSwitch, CoreAndTail) {
  std::vector<lg::Edge> e;
  const GrB_Index core = 200, tail = 300, n = core + tail;
  uint64_t s = 9;
  for (GrB_Index i = 0; i < core; i++)
    for (int k = 0; k < 30; k++) {
      GrB_Index j = grb_splitmix64(&s) % core;
      e.push_back({i, j, 1});
      e.push_back({j, i, 1});
    }
  for (GrB_Index i = core - 1; i + 1 < n; i++) {
    e.push_back({i, i + 1, 1});
    e.push_back({i + 1, i, 1});
  }
  lg::Mat A;
  ASSERT_EQ(lg::matrix_of(&A.p, GrB_BOOL, n, e), GrB_SUCCESS);
  lg::Graph g;
  ASSERT_EQ(lg::graph_of(g, A.p), GrB_SUCCESS);
  lg::Vec level, parent;
  LG_RUN(grb_bfs(&level.p, &parent.p, A.p, A.p, 0, GRB_BFS_AUTO, msg));
  check_bfs(g, 0, level.p, parent.p);
}
