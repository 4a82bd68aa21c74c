// Shared pieces of the lagraph_compat tests: RAII handles, the graph suites (generated graphs,
// corner cases, the Matrix Market files of ../shared/data when present), conversion of GraphBLAS
// objects to plain C++ containers, and the independent reference algorithms (plain C++, no
// GraphBLAS) the results are compared with.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "grb_algorithms.h"

#ifndef GRB_SHARED_DATA
#define GRB_SHARED_DATA "../shared/data/matrixmarket"
#endif

namespace lg {

// GrB_NOT_IMPLEMENTED from an algorithm means the GraphBLAS under test lacks an operation it uses:
// the test is skipped (with the failing call in the message) unless GRB_LAGRAPH_STRICT=1 is set.
bool strict();

// Run an algorithm call; `msg` (GRB_MSG_LEN chars) is in scope for the call.
#define LG_RUN(call)                                                                     \
  do {                                                                                   \
    char msg[GRB_MSG_LEN] = "";                                                          \
    GrB_Info lg_info_ = (call);                                                          \
    if (lg_info_ == GrB_NOT_IMPLEMENTED && !lg::strict())                                \
      GTEST_SKIP() << "operation not implemented in this GraphBLAS: " << msg;            \
    ASSERT_EQ(lg_info_, GrB_SUCCESS) << #call << ": " << msg;                            \
  } while (0)

// Plain GraphBLAS calls of the test itself (building graphs, reading results).
#define LG_OK(call)                                                                      \
  do {                                                                                   \
    GrB_Info lg_info_ = (call);                                                          \
    if (lg_info_ == GrB_NOT_IMPLEMENTED && !lg::strict())                                \
      GTEST_SKIP() << "operation not implemented in this GraphBLAS: " << #call;          \
    ASSERT_EQ(lg_info_, GrB_SUCCESS) << #call;                                           \
  } while (0)

struct Mat {
  GrB_Matrix p = nullptr;
  Mat() = default;
  Mat(const Mat&) = delete;
  Mat& operator=(const Mat&) = delete;
  Mat(Mat&& o) noexcept : p(o.p) { o.p = nullptr; }
  ~Mat() { GrB_Matrix_free(&p); }
};
struct Vec {
  GrB_Vector p = nullptr;
  Vec() = default;
  Vec(const Vec&) = delete;
  Vec& operator=(const Vec&) = delete;
  ~Vec() { GrB_Vector_free(&p); }
};

struct Edge {
  GrB_Index i, j;
  double w;
};

// A graph in plain C++: out-adjacency lists (sorted, self-loops kept) with weights.
struct Graph {
  GrB_Index n = 0;
  std::vector<std::vector<GrB_Index>> adj;
  std::vector<std::vector<double>> w;
  bool has_edge(GrB_Index i, GrB_Index j) const;
  size_t nedges() const;
};

// Extract a GraphBLAS matrix (any real/integer/bool type) into a Graph.
GrB_Info graph_of(Graph& g, GrB_Matrix A);
// Build an n-by-n matrix of the given type from an edge list (duplicates: the last one wins).
GrB_Info matrix_of(GrB_Matrix* A, GrB_Type type, GrB_Index n, const std::vector<Edge>& edges);
// Extract a vector into dense arrays: value(i) and present(i).
GrB_Info dense_of(std::vector<double>& value, std::vector<bool>& present, GrB_Vector v);
GrB_Info dense_of_int(std::vector<int64_t>& value, std::vector<bool>& present, GrB_Vector v);

// ---- graph suites -----------------------------------------------------------------------------
// Undirected (symmetric) graphs: corner cases, generated graphs, symmetric files (symmetrized).
std::vector<std::string> undirected_names();
// Directed graphs: generated and general Matrix Market files.
std::vector<std::string> directed_names();
// Build the named graph. *skip is set (and GrB_SUCCESS returned) when its file is absent.
GrB_Info make_graph(const std::string& name, GrB_Matrix* A, bool* skip);
// Pattern of g with deterministic pseudo-random weights in [lo, hi] (integers when integral is set),
// symmetric weights when symmetric is set.
std::vector<Edge> weighted_edges(const Graph& g, double lo, double hi, bool integral, bool symmetric,
                                 uint64_t seed);
// A few source vertices of g: 0, the vertex of largest out-degree, n-1, one in the middle.
std::vector<GrB_Index> pick_sources(const Graph& g, size_t count);

// ---- reference algorithms ---------------------------------------------------------------------
std::vector<int64_t> ref_bfs_levels(const Graph& g, GrB_Index src);  // -1: unreachable
std::vector<double> ref_betweenness(const Graph& g, const std::vector<GrB_Index>& sources);
uint64_t ref_triangles(const Graph& g);                       // g undirected
std::vector<int64_t> ref_components(const Graph& g);          // union-find; smallest id
// GAP PageRank in double; iters_done = iterations run; tol < 0: exactly itermax iterations.
// rdiff_last = the L1 change of the last iteration.
std::vector<double> ref_pagerank(const Graph& g, double damping, double tol, int itermax, int* iters_done,
                                 std::vector<double>* rdiffs = nullptr);
// Shortest path distances (+inf: unreachable). Dijkstra needs w >= 0. Bellman-Ford returns false
// on a negative cycle reachable from src.
std::vector<double> ref_dijkstra(const Graph& g, GrB_Index src);
bool ref_bellman_ford(const Graph& g, GrB_Index src, std::vector<double>& dist);
// k-truss by edge peeling on an undirected g: the surviving edges (i != j, both directions) and
// their supports, as a map from i*n+j.
struct Truss {
  std::vector<std::pair<GrB_Index, GrB_Index>> edges;  // sorted (i,j), both directions
  std::vector<int64_t> support;                        // aligned with edges
};
Truss ref_ktruss(const Graph& g, uint32_t k);
// Undirected edge counts of every k-truss: [k] for k = 0.. until the first empty one (k < 3: all).
std::vector<size_t> ref_allktruss(const Graph& g);
std::vector<double> ref_lcc(const Graph& g);

// ---- fixtures: one test instance per named graph -----------------------------------------------
// A = the graph (skipped when its data file is absent), g = the same graph in plain C++.
class GraphTest : public ::testing::TestWithParam<std::string> {
 protected:
  Mat A;
  Graph g;
  void SetUp() override;
  // AT built from g (no GrB_transpose needed), of A's pattern, BOOL.
  GrB_Info transpose_of_g(GrB_Matrix* AT) const;
};
class UndirectedGraph : public GraphTest {};
class DirectedGraph : public GraphTest {};
// Test-name suffix for a graph name (gtest allows [A-Za-z0-9_] only).
std::string param_name(const ::testing::TestParamInfo<std::string>& info);

#define LG_UNDIRECTED_SUITE(Suite)                                                          \
  class Suite : public lg::UndirectedGraph {};                                              \
  INSTANTIATE_TEST_SUITE_P(Graphs, Suite, ::testing::ValuesIn(lg::undirected_names()), lg::param_name)
#define LG_DIRECTED_SUITE(Suite)                                                            \
  class Suite : public lg::DirectedGraph {};                                                \
  INSTANTIATE_TEST_SUITE_P(Graphs, Suite, ::testing::ValuesIn(lg::directed_names()), lg::param_name)

}  // namespace lg
