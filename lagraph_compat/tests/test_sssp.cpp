// Single-source shortest paths (Bellman-Ford and delta-stepping) in several weight types against
// Dijkstra (non-negative weights) and a plain Bellman-Ford over the edge list (negative weights,
// negative-cycle detection).
#include <cmath>

#include "lagraph_test_util.hpp"

namespace {

struct WeightKind {
  const char* name;
  GrB_Type* type;
  double lo, hi;
  bool integral;
  double rel_tol;  // for floating-point path sums
};
const WeightKind kKinds[] = {
    {"INT32 1..100", &GrB_INT32, 1, 100, true, 0},   {"UINT32 1..10", &GrB_UINT32, 1, 10, true, 0},
    {"INT64 0..5", &GrB_INT64, 0, 5, true, 0},       {"FP64 0.5..10", &GrB_FP64, 0.5, 10, false, 1e-12},
    {"FP32 0..1", &GrB_FP32, 0, 1, false, 1e-5},     {"INT16 1..20", &GrB_INT16, 1, 20, true, 0},
};

// Compare a distance vector with reference distances (+inf: unreachable).
void check_dist(GrB_Vector d, const std::vector<double>& ref, double rel_tol) {
  std::vector<double> got;
  std::vector<bool> present;
  ASSERT_EQ(lg::dense_of(got, present, d), GrB_SUCCESS);
  ASSERT_EQ(got.size(), ref.size());
  for (size_t v = 0; v < ref.size(); v++) {
    ASSERT_EQ(present[v], !std::isinf(ref[v])) << "vertex " << v;
    if (present[v]) {
      ASSERT_NEAR(got[v], ref[v], rel_tol * (1 + std::fabs(ref[v]))) << "vertex " << v;
    }
  }
}

// The weights of g rounded to the representable values of the kind's type (FP32 rounding).
void rounded_graph(lg::Graph& wg, GrB_Matrix W) { ASSERT_EQ(lg::graph_of(wg, W), GrB_SUCCESS); }

void run_nonnegative(const lg::Graph& g, bool symmetric) {
  for (const WeightKind& k : kKinds) {
    SCOPED_TRACE(k.name);
    lg::Mat W;
    ASSERT_EQ(lg::matrix_of(&W.p, *k.type, g.n, lg::weighted_edges(g, k.lo, k.hi, k.integral, symmetric, 77)),
              GrB_SUCCESS);
    lg::Graph wg;
    rounded_graph(wg, W.p);
    // the larger graphs (some have thousands of levels): one source, fewer bucket widths
    const bool large = g.n > 1000;
    for (GrB_Index src : lg::pick_sources(g, large ? 1 : 2)) {
      SCOPED_TRACE("source " + std::to_string(src));
      const std::vector<double> ref = lg::ref_dijkstra(wg, src);
      lg::Vec d;
      LG_RUN(grb_sssp_bellman_ford(&d.p, W.p, src, msg));
      GrB_Type t;
      ASSERT_EQ(GxB_Vector_type(&t, d.p), GrB_SUCCESS);
      EXPECT_EQ(t, *k.type);
      check_dist(d.p, ref, k.rel_tol);
      if (::testing::Test::HasFatalFailure()) return;
      for (double delta : {0.3, 1.0, 7.5, 40.0, 1e6}) {
        if (large && delta != 7.5 && delta != 1e6) continue;
        SCOPED_TRACE("delta " + std::to_string(delta));
        lg::Vec dd;
        LG_RUN(grb_sssp_delta_stepping(&dd.p, W.p, src, delta, msg));
        check_dist(dd.p, ref, k.rel_tol);
        if (::testing::Test::HasFatalFailure()) return;
      }
    }
  }
}

}  // namespace

LG_UNDIRECTED_SUITE(Sssp);
TEST_P(Sssp, NonNegativeWeights) { run_nonnegative(g, true); }

// BOOL graphs: every edge weighs 1, distances are BFS levels (INT64).
TEST_P(Sssp, BoolIsHopCount) {
  std::vector<lg::Edge> e = lg::weighted_edges(g, 1, 1, true, true, 1);
  lg::Mat B;
  ASSERT_EQ(lg::matrix_of(&B.p, GrB_BOOL, g.n, e), GrB_SUCCESS);
  const GrB_Index src = lg::pick_sources(g, 2).back();
  std::vector<int64_t> lv = lg::ref_bfs_levels(g, src);
  std::vector<double> ref(g.n);
  for (GrB_Index v = 0; v < g.n; v++) ref[v] = lv[v] < 0 ? INFINITY : (double)lv[v];
  lg::Vec d, dd;
  LG_RUN(grb_sssp_bellman_ford(&d.p, B.p, src, msg));
  GrB_Type t;
  ASSERT_EQ(GxB_Vector_type(&t, d.p), GrB_SUCCESS);
  EXPECT_EQ(t, GrB_INT64);
  check_dist(d.p, ref, 0);
  LG_RUN(grb_sssp_delta_stepping(&dd.p, B.p, src, 2, msg));
  check_dist(dd.p, ref, 0);
}

LG_DIRECTED_SUITE(SsspDirected);
TEST_P(SsspDirected, NonNegativeWeights) { run_nonnegative(g, false); }

// Negative weights: on the DAG part of the graph (edges i<j) there is no cycle; on the whole graph
// negative cycles may exist and must be reported exactly when the reference finds one.
TEST_P(SsspDirected, NegativeWeights) {
  std::vector<lg::Edge> all = lg::weighted_edges(g, -4, 20, true, false, 99), dag;
  for (const lg::Edge& e : all)
    if (e.i < e.j) dag.push_back(e);
  for (int pass = 0; pass < 2; pass++) {
    SCOPED_TRACE(pass == 0 ? "DAG" : "whole graph");
    lg::Mat W;
    ASSERT_EQ(lg::matrix_of(&W.p, GrB_INT32, g.n, pass == 0 ? dag : all), GrB_SUCCESS);
    lg::Graph wg;
    ASSERT_EQ(lg::graph_of(wg, W.p), GrB_SUCCESS);
    for (GrB_Index src : lg::pick_sources(g, 3)) {
      std::vector<double> ref;
      const bool ok = lg::ref_bellman_ford(wg, src, ref);
      if (pass == 0) {
        ASSERT_TRUE(ok);
      }
      lg::Vec d;
      char msg[GRB_MSG_LEN] = "";
      GrB_Info info = grb_sssp_bellman_ford(&d.p, W.p, src, msg);
      if (info == GrB_NOT_IMPLEMENTED && !lg::strict()) GTEST_SKIP() << msg;
      if (ok) {
        ASSERT_EQ(info, GrB_SUCCESS) << msg;
        check_dist(d.p, ref, 0);
      } else {
        ASSERT_EQ(info, GrB_NO_VALUE) << "negative cycle from " << src << " not reported: " << msg;
        ASSERT_TRUE(d.p == nullptr);
      }
    }
  }
}

// The graph's own weights (Matrix Market values, possibly negative).
TEST_P(SsspDirected, FileWeights) {
  GrB_Type type;
  ASSERT_EQ(GxB_Matrix_type(&type, A.p), GrB_SUCCESS);
  if (type == GrB_BOOL) GTEST_SKIP() << "no weights";
  for (GrB_Index src : lg::pick_sources(g, 2)) {
    std::vector<double> ref;
    const bool ok = lg::ref_bellman_ford(g, src, ref);
    lg::Vec d;
    char msg[GRB_MSG_LEN] = "";
    GrB_Info info = grb_sssp_bellman_ford(&d.p, A.p, src, msg);
    if (info == GrB_NOT_IMPLEMENTED && !lg::strict()) GTEST_SKIP() << msg;
    ASSERT_EQ(info, ok ? GrB_SUCCESS : GrB_NO_VALUE) << msg;
    if (ok) check_dist(d.p, ref, 1e-9);
  }
}

TEST(SsspKnown, NegativeCycles) {
  char msg[GRB_MSG_LEN];
  // a ring of total weight -1 reachable from 0 (through 0 -> 1)
  {
    lg::Mat A;
    ASSERT_EQ(lg::matrix_of(&A.p, GrB_FP64, 5, {{0, 1, 2}, {1, 2, 1}, {2, 3, -3}, {3, 1, 1}, {3, 4, 1}}),
              GrB_SUCCESS);
    GrB_Vector d = nullptr;
    GrB_Info info = grb_sssp_bellman_ford(&d, A.p, 0, msg);
    if (info == GrB_NOT_IMPLEMENTED && !lg::strict()) GTEST_SKIP() << msg;
    EXPECT_EQ(info, GrB_NO_VALUE);
    EXPECT_TRUE(d == nullptr);
    // from 4 the cycle is unreachable: success, only 4 itself
    lg::Vec d4;
    LG_RUN(grb_sssp_bellman_ford(&d4.p, A.p, 4, msg));
    GrB_Index nvals;
    ASSERT_EQ(GrB_Vector_nvals(&nvals, d4.p), GrB_SUCCESS);
    EXPECT_EQ(nvals, 1u);
    // delta-stepping refuses negative weights
    EXPECT_EQ(grb_sssp_delta_stepping(&d, A.p, 0, 1.0, msg), GrB_INVALID_VALUE);
    EXPECT_TRUE(d == nullptr);
  }
  // a negative self-loop on the source; a single vertex
  {
    lg::Mat A;
    ASSERT_EQ(lg::matrix_of(&A.p, GrB_INT8, 1, {{0, 0, -1}}), GrB_SUCCESS);
    GrB_Vector d = nullptr;
    EXPECT_EQ(grb_sssp_bellman_ford(&d, A.p, 0, msg), GrB_NO_VALUE);
    lg::Mat B;
    ASSERT_EQ(lg::matrix_of(&B.p, GrB_INT8, 1, {{0, 0, 5}}), GrB_SUCCESS);
    lg::Vec d1, d2;
    LG_RUN(grb_sssp_bellman_ford(&d1.p, B.p, 0, msg));
    LG_RUN(grb_sssp_delta_stepping(&d2.p, B.p, 0, 3, msg));
    check_dist(d1.p, {0.0}, 0);
    check_dist(d2.p, {0.0}, 0);
  }
}

TEST(SsspErrors, Arguments) {
  lg::Mat A, R, C;
  ASSERT_EQ(lg::matrix_of(&A.p, GrB_FP64, 3, {{0, 1, 1.5}}), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_new(&R.p, GrB_FP64, 3, 2), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_new(&C.p, GxB_FC64, 3, 3), GrB_SUCCESS);
  GrB_Vector d = nullptr;
  char msg[GRB_MSG_LEN];
  EXPECT_EQ(grb_sssp_bellman_ford(&d, A.p, 3, msg), GrB_INVALID_INDEX);
  EXPECT_EQ(grb_sssp_bellman_ford(&d, R.p, 0, msg), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(grb_sssp_bellman_ford(&d, C.p, 0, msg), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(grb_sssp_bellman_ford(nullptr, A.p, 0, msg), GrB_NULL_POINTER);
  EXPECT_EQ(grb_sssp_delta_stepping(&d, A.p, 0, 0.0, msg), GrB_INVALID_VALUE);
  EXPECT_EQ(grb_sssp_delta_stepping(&d, A.p, 0, -1.0, msg), GrB_INVALID_VALUE);
  EXPECT_EQ(grb_sssp_delta_stepping(&d, A.p, 0, NAN, msg), GrB_INVALID_VALUE);
  EXPECT_EQ(grb_sssp_delta_stepping(&d, A.p, 5, 1.0, msg), GrB_INVALID_INDEX);
  EXPECT_TRUE(d == nullptr);
}
