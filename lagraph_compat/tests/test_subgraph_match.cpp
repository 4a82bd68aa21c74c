// Subgraph matching against the specialised routines and plain C++ references: triangles (every
// triangle-count method, the 3-truss supports), k-cliques, 4-cycles (from the masked product A*A),
// the counting shortcuts (cliques by pivoting, houses, 5- and 6-cycles) against the plain search,
// counting by homomorphisms (forced on every pattern it applies to) against the search and the
// shortcuts, directed cycles and feed-forward loops, listing, automorphism counts and argument
// errors. The comparison with Boost and igraph runs in the ctest match_oracles (tests/match/).
#include <algorithm>
#include <set>
#include <string>

#include "lagraph_test_util.hpp"

extern "C" {
#include "match_internal.h"
}

// helpers of lagraph_compat/src/grb_internal.h (a C header that is not C++-clean)
extern "C" GrB_Info grb_offdiag(GrB_Matrix* C, GrB_Matrix A, char* msg);
extern "C" GrB_Info grb_matrix_sum_u64(uint64_t* sum, GrB_Matrix C, char* msg);

namespace {

// The pattern given by its edges (undirected: both directions are stored)
lg::Mat pattern(GrB_Index k, const std::vector<std::pair<GrB_Index, GrB_Index>>& edges, bool directed = false) {
  std::vector<lg::Edge> e;
  for (auto [u, w] : edges) {
    e.push_back({u, w, 1});
    if (!directed) e.push_back({w, u, 1});
  }
  lg::Mat P;
  EXPECT_EQ(lg::matrix_of(&P.p, GrB_BOOL, k, e), GrB_SUCCESS);
  return P;
}
lg::Mat clique(GrB_Index k) {
  std::vector<std::pair<GrB_Index, GrB_Index>> e;
  for (GrB_Index i = 0; i < k; i++)
    for (GrB_Index j = i + 1; j < k; j++) e.push_back({i, j});
  return pattern(k, e);
}
lg::Mat cycle(GrB_Index k, bool directed = false) {
  std::vector<std::pair<GrB_Index, GrB_Index>> e;
  for (GrB_Index i = 0; i < k; i++) e.push_back({i, (i + 1) % k});
  return pattern(k, e, directed);
}

// a 4-cycle 0-1-2-3 with the roof 4 on the edge 2-3
lg::Mat house() { return pattern(5, {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {2, 4}, {3, 4}}); }

// undirected neighbour sets without self-loops
std::vector<std::vector<GrB_Index>> undirected_adj(const lg::Graph& g) {
  std::vector<std::set<GrB_Index>> s(g.n);
  for (GrB_Index i = 0; i < g.n; i++)
    for (GrB_Index j : g.adj[i])
      if (i != j) s[i].insert(j), s[j].insert(i);
  std::vector<std::vector<GrB_Index>> a(g.n);
  for (GrB_Index i = 0; i < g.n; i++) a[i].assign(s[i].begin(), s[i].end());
  return a;
}

// k-cliques, each once: extend by common neighbours of higher id
uint64_t ref_cliques(const std::vector<std::vector<GrB_Index>>& adj, std::vector<GrB_Index> cand, int k) {
  if (k == 0) return 1;
  uint64_t total = 0;
  for (GrB_Index v : cand) {
    std::vector<GrB_Index> next;
    for (GrB_Index w : adj[v])
      if (w > v && std::binary_search(cand.begin(), cand.end(), w)) next.push_back(w);
    total += ref_cliques(adj, next, k - 1);
  }
  return total;
}

uint64_t count(GrB_Matrix P, GrB_Matrix G, bool distinct, bool induced = false, bool directed = false,
               bool plain_check = true) {
  grb_match_options o{};
  o.distinct = distinct;
  o.induced = induced;
  o.directed = directed;
  uint64_t c = 0;
  char msg[GRB_MSG_LEN] = "";
  const GrB_Info info = grb_subgraph_count(&c, P, G, &o, msg);
  EXPECT_EQ(info, GrB_SUCCESS) << msg;
  if (!plain_check) return c;
  // symmetry breaking against the plain search: embeddings = distinct subgraphs * |Aut(P)|
  o.no_symmetry_breaking = true;
  uint64_t plain = 0;
  EXPECT_EQ(grb_subgraph_count(&plain, P, G, &o, msg), GrB_SUCCESS) << msg;
  EXPECT_EQ(plain, c) << "plain search";
  return c;
}

// 4-cycles from the masked-product counts: C = A*A (common neighbours), each 4-cycle has two
// diagonals (i,j), i<j, that see it among the C(i,j) choose 2 pairs
uint64_t four_cycles_by_mxm(GrB_Matrix A) {
  GrB_Index n;
  GrB_Matrix_nrows(&n, A);
  GrB_Matrix S = nullptr, C = nullptr;
  char msg[GRB_MSG_LEN];
  EXPECT_EQ(grb_offdiag(&S, A, msg), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_eWiseAdd_BinaryOp(S, nullptr, nullptr, GrB_LOR, S, S, GrB_DESC_T1), GrB_SUCCESS);
  GrB_Matrix_new(&C, GrB_INT64, n, n);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, GxB_PLUS_PAIR_INT64, S, S, nullptr), GrB_SUCCESS);
  GrB_Index nv;
  GrB_Matrix_nvals(&nv, C);
  std::vector<GrB_Index> I(nv), J(nv);
  std::vector<int64_t> X(nv);
  GrB_Matrix_extractTuples_INT64(I.data(), J.data(), X.data(), &nv, C);
  uint64_t pairs = 0;
  for (GrB_Index t = 0; t < nv; t++)
    if (I[t] < J[t]) pairs += (uint64_t)(X[t] * (X[t] - 1) / 2);
  GrB_Matrix_free(&S);
  GrB_Matrix_free(&C);
  return pairs / 2;
}

}  // namespace

LG_UNDIRECTED_SUITE(SubgraphMatch);
TEST_P(SubgraphMatch, TrianglesCliquesCycles) {
  if (g.nedges() > 200000) GTEST_SKIP() << "large graph: covered by the bench";
  // the dense FEM graphs (bcsstk13, pushpull) hold millions of 5-cliques: cross-checks on the rest
  const bool small = g.nedges() < 20000;
  lg::Mat K3 = clique(3);
  uint64_t tri = 0;
  LG_RUN(grb_triangle_count(&tri, A.p, GRB_TC_SANDIA_LL, GRB_TC_PRESORT_AUTO, msg));
  EXPECT_EQ(count(K3.p, A.p, true), tri);
  // embeddings of K3 = sum of the 3-truss supports (each triangle is 6 ordered triples, and the
  // 3-truss keeps every edge in a triangle with its triangle count)
  lg::Mat T;
  LG_RUN(grb_ktruss(&T.p, A.p, 3, msg));
  uint64_t support = 0;
  LG_RUN(grb_matrix_sum_u64(&support, T.p, msg));
  EXPECT_EQ(count(K3.p, A.p, false), support);
  const auto adj = undirected_adj(g);
  std::vector<GrB_Index> all(g.n);
  for (GrB_Index v = 0; v < g.n; v++) all[v] = v;
  for (int k = 4; k <= (small ? 6 : 4); k++) {
    lg::Mat K = clique(k);
    EXPECT_EQ(count(K.p, A.p, true, false, false, small), ref_cliques(adj, all, k)) << "K" << k;
  }
  lg::Mat C4 = cycle(4);
  const uint64_t c4 = count(C4.p, A.p, true, false, false, small);
  EXPECT_EQ(c4, four_cycles_by_mxm(A.p));
  // induced 4-cycles: the 4-cycles without a chord
  EXPECT_LE(count(C4.p, A.p, true, true, false, small), c4);
  // the house (counted from per-edge triangles and 4-cycles) and K_{2,3}, which has the same
  // degrees, against the plain search
  if (small) {
    lg::Mat H = house(), K23 = pattern(5, {{0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}});
    count(H.p, A.p, false);
    count(H.p, A.p, true);
    count(K23.p, A.p, false);
    // the 5-cycle (counted from wedges and paths at its highest vertex)
    lg::Mat C5 = cycle(5);
    count(C5.p, A.p, false);
    // the 6-cycle (counted from path pairs at its highest vertex), where the plain search's
    // 5-paths stay few (it walks each one twelve times over)
    uint64_t paths3 = 0;
    for (GrB_Index v = 0; v < g.n; v++)
      for (GrB_Index w : adj[v]) paths3 += (adj[v].size() - 1) * (adj[w].size() - 1);
    lg::Mat C6 = cycle(6);
    if (paths3 < 4000000) count(C6.p, A.p, false);
  }
}

// Counts with the homomorphism route forced on or off (GRB_MATCH_HOMS): off, the pattern goes to
// a shortcut (cliques, 5- and 6-cycles, houses) or the search with symmetry breaking
static uint64_t count_routed(GrB_Matrix P, GrB_Matrix G, bool homs, bool distinct = false) {
  setenv("GRB_MATCH_HOMS", homs ? "1" : "0", 1);
  grb_match_options o{};
  o.distinct = distinct;
  uint64_t c = 0;
  char msg[GRB_MSG_LEN] = "";
  EXPECT_EQ(grb_subgraph_count(&c, P, G, &o, msg), GrB_SUCCESS) << msg;
  unsetenv("GRB_MATCH_HOMS");
  return c;
}

using EdgeList = std::vector<std::pair<GrB_Index, GrB_Index>>;

// Connected patterns for the homomorphism route: paths, stars, cycles 3-8, the small dense
// ones, the prism, the cube, K_{3,3}, and random connected graphs of 5 to 8 vertices (a random
// tree plus random chords, fixed seeds)
static std::vector<std::pair<GrB_Index, EdgeList>> hom_patterns() {
  std::vector<std::pair<GrB_Index, EdgeList>> p = {
      {3, {{0, 1}, {1, 2}}},
      {4, {{0, 1}, {1, 2}, {2, 3}}},
      {4, {{0, 1}, {0, 2}, {0, 3}}},
      {4, {{0, 1}, {1, 2}, {2, 0}, {2, 3}}},
      {4, {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}}},
      {5, {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {2, 4}, {3, 4}}},
      {5, {{0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}}},
      {5, {{0, 1}, {1, 2}, {2, 0}, {1, 3}, {2, 4}}},
      {6, {{0, 1}, {1, 2}, {2, 0}, {3, 4}, {4, 5}, {5, 3}, {0, 3}, {1, 4}, {2, 5}}},
      {6, {{0, 3}, {0, 4}, {0, 5}, {1, 3}, {1, 4}, {1, 5}, {2, 3}, {2, 4}, {2, 5}}},
  };
  for (GrB_Index k = 3; k <= 8; k++) {
    EdgeList e;
    for (GrB_Index i = 0; i < k; i++) e.push_back({i, (i + 1) % k});
    p.push_back({k, e});
  }
  EdgeList cube;
  for (GrB_Index a = 0; a < 8; a++)
    for (GrB_Index b = a + 1; b < 8; b++)
      if (__builtin_popcountll(a ^ b) == 1) cube.push_back({a, b});
  p.push_back({8, cube});
  uint64_t seed = 28;
  auto next = [&seed](uint64_t m) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return (seed >> 33) % m;
  };
  for (GrB_Index k = 5; k <= 8; k++)
    for (int r = 0; r < 2; r++) {
      std::set<std::pair<GrB_Index, GrB_Index>> e;
      for (GrB_Index i = 1; i < k; i++) e.insert({next(i), i});
      for (GrB_Index c = 0; c < k / 2; c++) {
        const GrB_Index a = next(k), b = next(k);
        if (a != b) e.insert({std::min(a, b), std::max(a, b)});
      }
      p.push_back({k, EdgeList(e.begin(), e.end())});
    }
  return p;
}

// The homomorphism route against the search (and the shortcuts) for every pattern of
// hom_patterns on a graph, where the search's work stays small (paths of the pattern's size)
static void expect_homs_match_search(GrB_Matrix G, const std::vector<std::vector<GrB_Index>>& adj, const char* name) {
  // walks of length 3 bound how far the search's partial matches grow
  double walks3 = 0;
  for (GrB_Index v = 0; v < adj.size(); v++)
    for (GrB_Index w : adj[v]) walks3 += (double)(adj[v].size()) * (double)adj[w].size();
  for (auto& [k, edges] : hom_patterns()) {
    if (k >= 7 && walks3 > 2e5) continue;
    if (k >= 5 && walks3 > 5e6) continue;
    lg::Mat P = pattern(k, edges);
    const uint64_t by_homs = count_routed(P.p, G, true);
    EXPECT_EQ(by_homs, count_routed(P.p, G, false)) << name << ": pattern of " << k << " vertices, "
                                                     << edges.size() << " edges";
    EXPECT_EQ(count_routed(P.p, G, true, true), count_routed(P.p, G, false, true)) << name << " distinct";
  }
}

TEST_P(SubgraphMatch, HomomorphismRoute) {
  if (g.nedges() > 20000) GTEST_SKIP() << "large graph: covered by the bench";
  expect_homs_match_search(A.p, undirected_adj(g), GetParam().c_str());
}

// Generated graphs: R-MAT (hubs, many merged walks) and uniform ones of lagraph_compat's
// generators, the complete graphs K_7 to K_9 and the complete bipartite K_{4,5}
TEST(SubgraphMatchHoms, GeneratedAndCompleteGraphs) {
  for (GrB_Index k = 7; k <= 9; k++) {
    lg::Mat K = clique(k);
    std::vector<std::vector<GrB_Index>> adj(k);
    for (GrB_Index a = 0; a < k; a++)
      for (GrB_Index b = 0; b < k; b++)
        if (a != b) adj[a].push_back(b);
    expect_homs_match_search(K.p, adj, "complete");
  }
  EdgeList kb;
  for (GrB_Index a = 0; a < 4; a++)
    for (GrB_Index b = 4; b < 9; b++) kb.push_back({a, b});
  lg::Mat K45 = pattern(9, kb);
  std::vector<std::vector<GrB_Index>> adj45(9);
  for (auto [a, b] : kb) adj45[a].push_back(b), adj45[b].push_back(a);
  expect_homs_match_search(K45.p, adj45, "K45");
  for (int scale = 5; scale <= 7; scale++) {
    lg::Mat R, U;
    ASSERT_EQ(grb_rmat(&R.p, GrB_BOOL, scale, 6, 28 + scale), GrB_SUCCESS);
    ASSERT_EQ(grb_uniform_graph(&U.p, GrB_BOOL, (GrB_Index)1 << scale, 6, 28 + scale), GrB_SUCCESS);
    lg::Graph gr, gu;
    ASSERT_EQ(lg::graph_of(gr, R.p), GrB_SUCCESS);
    ASSERT_EQ(lg::graph_of(gu, U.p), GrB_SUCCESS);
    expect_homs_match_search(R.p, undirected_adj(gr), "rmat");
    expect_homs_match_search(U.p, undirected_adj(gu), "urand");
  }
}

// The star K_{1,600} holds 600!/593! (about 2.7e19, above 2^64) embeddings of the star K_{1,7}:
// on the homomorphism route the distinct stars, C(600, 7), are counted exactly and the embeddings
// are an error rather than a wrapped number
TEST(SubgraphMatchHoms, CountsBeyond64Bits) {
  EdgeList star7, star600;
  for (GrB_Index i = 1; i <= 7; i++) star7.push_back({0, i});
  for (GrB_Index i = 1; i <= 600; i++) star600.push_back({0, i});
  lg::Mat P = pattern(8, star7), G = pattern(601, star600);
  unsigned __int128 maps = 1, perms = 1;
  for (int i = 0; i < 7; i++) maps *= 600 - i, perms *= i + 1;
  ASSERT_GT(maps, (unsigned __int128)UINT64_MAX);
  setenv("GRB_MATCH_HOMS", "1", 1);
  grb_match_options o{};
  o.distinct = true;
  uint64_t c = 0;
  char msg[GRB_MSG_LEN] = "";
  EXPECT_EQ(grb_subgraph_count(&c, P.p, G.p, &o, msg), GrB_SUCCESS) << msg;
  EXPECT_EQ((unsigned __int128)c, maps / perms);
  o.distinct = false;
  EXPECT_EQ(grb_subgraph_count(&c, P.p, G.p, &o, msg), GrB_INVALID_VALUE);
  unsetenv("GRB_MATCH_HOMS");
}

// The shortcuts (5- and 6-cycles, houses) sum embeddings in 128 bits and match_distinct_count
// divides by |Aut(P)|, an error once the result passes 2^64 (a graph holding that many 5-cycles
// is too large for a test, so the division and its check are tested here)
TEST(SubgraphMatchCounts, DistinctCountBeyond64Bits) {
  char msg[GRB_MSG_LEN] = "";
  uint64_t found = 0;
  const match_count128 max64 = UINT64_MAX;
  EXPECT_EQ(match_distinct_count(&found, max64 * 10 + 9, 10, msg), GrB_SUCCESS) << msg;
  EXPECT_EQ(found, UINT64_MAX);
  EXPECT_EQ(match_distinct_count(&found, (max64 + 1) * 10, 10, msg), GrB_INVALID_VALUE);
  EXPECT_NE(std::string(msg).find("exceeds 2^64"), std::string::npos) << msg;
  EXPECT_EQ(match_distinct_count(&found, 12, 0, msg), GrB_INVALID_VALUE);
}

// C_k in complete graphs: none in K_{k-1}; every one-to-one map of K_k, k!/2k distinct cycles;
// k!/2k on each of the k+1 vertex sets of size k in K_{k+1}; none induced (K_k has chords)
static void expect_cycles_in_complete_graphs(GrB_Index k) {
  lg::Mat C = cycle(k), below = clique(k - 1), same = clique(k), above = clique(k + 1);
  uint64_t maps = 1;
  for (GrB_Index i = 2; i <= k; i++) maps *= i;
  EXPECT_EQ(count(C.p, below.p, false), 0u) << k;
  EXPECT_EQ(count(C.p, same.p, false), maps) << k;
  EXPECT_EQ(count(C.p, same.p, true), maps / (2 * k)) << k;
  EXPECT_EQ(count(C.p, above.p, true), (k + 1) * maps / (2 * k)) << k;
  EXPECT_EQ(count(C.p, above.p, false, true), 0u) << k;
}

TEST(SubgraphMatchCycle5, CompleteGraphs) { expect_cycles_in_complete_graphs(5); }

TEST(SubgraphMatchCycle6, CompleteAndBipartiteGraphs) {
  expect_cycles_in_complete_graphs(6);
  lg::Mat C6 = cycle(6), K6 = clique(6);
  // K_{3,3}: 3! 2! / 2 Hamiltonian cycles; K_{3,4}: 4 choices of the side's three, 6 each
  lg::Mat K33 = pattern(6, {{0, 3}, {0, 4}, {0, 5}, {1, 3}, {1, 4}, {1, 5}, {2, 3}, {2, 4}, {2, 5}});
  EXPECT_EQ(count(C6.p, K33.p, true), 6u);
  lg::Mat K34 = pattern(7, {{0, 3}, {0, 4}, {0, 5}, {0, 6}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {2, 3}, {2, 4}, {2, 5},
                            {2, 6}});
  EXPECT_EQ(count(C6.p, K34.p, true), 24u);
  // a prism: a 6-cycle crosses an even number of rungs, so two: one cycle per pair of rungs
  lg::Mat Prism = pattern(6, {{0, 1}, {1, 2}, {2, 0}, {3, 4}, {4, 5}, {5, 3}, {0, 3}, {1, 4}, {2, 5}});
  EXPECT_EQ(count(C6.p, Prism.p, true), 3u);
  // two triangles have the 6-cycle's degrees but go to the search: the prism holds one pair, K6
  // splits into two triangles 10 ways
  lg::Mat TT = pattern(6, {{0, 1}, {1, 2}, {2, 0}, {3, 4}, {4, 5}, {5, 3}});
  EXPECT_EQ(count(TT.p, Prism.p, true), 1u);
  EXPECT_EQ(count(TT.p, K6.p, true), 10u);
  EXPECT_EQ(count(TT.p, K6.p, false), 720u);
}

TEST(SubgraphMatchHouse, CompleteGraphs) {
  lg::Mat H = house(), K4 = clique(4), K5 = clique(5), K6 = clique(6);
  EXPECT_EQ(count(H.p, K4.p, false), 0u);
  EXPECT_EQ(count(H.p, K5.p, false), 120u);  // every one-to-one map
  EXPECT_EQ(count(H.p, K6.p, false), 720u);  // 6!/1! maps of 5 vertices into 6
  EXPECT_EQ(count(H.p, K6.p, true), 360u);   // |Aut(house)| = 2
  // induced: a house of K6 always has its chords
  EXPECT_EQ(count(H.p, K6.p, false, true), 0u);
}

namespace {
// directed triangles u->v->w->u (each cycle 3 times as a rotation) and feed-forward loops
// u->v, v->w, u->w, by triple loops over the arcs
void ref_directed(const lg::Graph& g, uint64_t* cycles, uint64_t* ffl) {
  *cycles = *ffl = 0;
  for (GrB_Index u = 0; u < g.n; u++)
    for (GrB_Index v : g.adj[u]) {
      if (v == u) continue;
      for (GrB_Index w : g.adj[v]) {
        if (w == u || w == v) continue;
        *cycles += g.has_edge(w, u);
        *ffl += g.has_edge(u, w);
      }
    }
}
}  // namespace

LG_DIRECTED_SUITE(SubgraphMatchDirected);
TEST_P(SubgraphMatchDirected, CyclesAndFeedForward) {
  uint64_t cycles, ffl;
  ref_directed(g, &cycles, &ffl);
  lg::Mat C3 = cycle(3, true);
  lg::Mat F = pattern(3, {{0, 1}, {1, 2}, {0, 2}}, true);
  EXPECT_EQ(count(C3.p, A.p, false, false, true), cycles);
  EXPECT_EQ(count(C3.p, A.p, true, false, true), cycles / 3);
  EXPECT_EQ(count(F.p, A.p, false, false, true), ffl);
}

TEST(SubgraphMatchList, EveryMatchIsAnEmbedding) {
  lg::Mat G;
  ASSERT_EQ(grb_rmat(&G.p, GrB_BOOL, 7, 8, 3), GrB_SUCCESS);
  lg::Graph g;
  ASSERT_EQ(lg::graph_of(g, G.p), GrB_SUCCESS);
  // a triangle with a tail: 0-1-2-0, 2-3
  lg::Mat P = pattern(4, {{0, 1}, {1, 2}, {2, 0}, {2, 3}});
  for (bool distinct : {false, true}) {
    const uint64_t total = count(P.p, G.p, distinct);
    ASSERT_GT(total, 0u);
    grb_match_options o{};
    o.distinct = distinct;
    std::vector<GrB_Index> rows(4 * (total + 5));
    uint64_t found = 0;
    LG_RUN(grb_subgraph_list(rows.data(), &found, total + 5, P.p, G.p, &o, msg));
    EXPECT_EQ(found, total);
    std::set<std::vector<GrB_Index>> seen, images;
    for (uint64_t r = 0; r < found; r++) {
      std::vector<GrB_Index> f(rows.begin() + 4 * r, rows.begin() + 4 * r + 4);
      EXPECT_TRUE(g.has_edge(f[0], f[1]) && g.has_edge(f[1], f[2]) && g.has_edge(f[2], f[0]) && g.has_edge(f[2], f[3]));
      EXPECT_EQ(std::set<GrB_Index>(f.begin(), f.end()).size(), 4u);
      seen.insert(f);
      // the pattern's one automorphism swaps 0 and 1: a distinct list has one of each pair
      std::vector<GrB_Index> img = {std::min(f[0], f[1]), std::max(f[0], f[1]), f[2], f[3]};
      images.insert(img);
    }
    EXPECT_EQ(seen.size(), found);
    EXPECT_EQ(images.size(), distinct ? found : found / 2);
    // a limit stops the list
    LG_RUN(grb_subgraph_list(rows.data(), &found, 3, P.p, G.p, &o, msg));
    EXPECT_EQ(found, 3u);
  }
}

TEST(SubgraphMatchLabels, VertexAndEdgeLabels) {
  // a 6-cycle graph with alternating vertex labels 0,1 and edge labels 1..6
  std::vector<lg::Edge> e;
  for (GrB_Index i = 0; i < 6; i++) {
    e.push_back({i, (i + 1) % 6, (double)(i + 1)});
    e.push_back({(i + 1) % 6, i, (double)(i + 1)});
  }
  lg::Mat G, P;
  ASSERT_EQ(lg::matrix_of(&G.p, GrB_INT32, 6, e), GrB_SUCCESS);
  ASSERT_EQ(lg::matrix_of(&P.p, GrB_INT32, 2, {{0, 1, 3}, {1, 0, 3}}), GrB_SUCCESS);
  const int64_t glab[6] = {0, 1, 0, 1, 0, 1}, plab[2] = {0, 1};
  grb_match_options o{};
  uint64_t c = 0;
  char msg[GRB_MSG_LEN];
  ASSERT_EQ(grb_subgraph_count(&c, P.p, G.p, &o, msg), GrB_SUCCESS);
  EXPECT_EQ(c, 12u);  // every edge, both ways
  o.pattern_labels = plab;
  o.graph_labels = glab;
  ASSERT_EQ(grb_subgraph_count(&c, P.p, G.p, &o, msg), GrB_SUCCESS);
  EXPECT_EQ(c, 6u);  // label 0 end first
  o.edge_labels = true;
  ASSERT_EQ(grb_subgraph_count(&c, P.p, G.p, &o, msg), GrB_SUCCESS);
  EXPECT_EQ(c, 1u);  // the edge {2,3} of label 3, 2 -> 0 and 3 -> 1
}

TEST(SubgraphMatchAutomorphisms, KnownGroups) {
  auto aut = [](GrB_Matrix P) {
    uint64_t a = 0;
    char msg[GRB_MSG_LEN];
    EXPECT_EQ(grb_pattern_automorphisms(&a, P, nullptr, msg), GrB_SUCCESS) << msg;
    return a;
  };
  for (GrB_Index k : {1, 3, 5, 8}) {
    lg::Mat K = clique(k);
    uint64_t f = 1;
    for (GrB_Index i = 2; i <= k; i++) f *= i;
    EXPECT_EQ(aut(K.p), f) << "K" << k;
  }
  for (GrB_Index k : {4, 7, 10}) {
    lg::Mat C = cycle(k);
    EXPECT_EQ(aut(C.p), 2 * k) << "C" << k;
  }
  lg::Mat D = cycle(5, true);
  grb_match_options o{};
  o.directed = true;
  uint64_t a = 0;
  char msg[GRB_MSG_LEN];
  ASSERT_EQ(grb_pattern_automorphisms(&a, D.p, &o, msg), GrB_SUCCESS);
  EXPECT_EQ(a, 5u);
  // the Petersen graph: outer 5-cycle, inner pentagram, spokes; 120 automorphisms
  std::vector<std::pair<GrB_Index, GrB_Index>> pe;
  for (GrB_Index i = 0; i < 5; i++) {
    pe.push_back({i, (i + 1) % 5});
    pe.push_back({5 + i, 5 + (i + 2) % 5});
    pe.push_back({i, 5 + i});
  }
  lg::Mat Pet = pattern(10, pe);
  EXPECT_EQ(aut(Pet.p), 120u);
}

TEST(SubgraphMatchErrors, Arguments) {
  lg::Mat G = clique(5), Big = clique(11), R;
  ASSERT_EQ(GrB_Matrix_new(&R.p, GrB_BOOL, 3, 4), GrB_SUCCESS);
  uint64_t c;
  char msg[GRB_MSG_LEN];
  EXPECT_EQ(grb_subgraph_count(nullptr, G.p, G.p, nullptr, msg), GrB_NULL_POINTER);
  EXPECT_EQ(grb_subgraph_count(&c, nullptr, G.p, nullptr, msg), GrB_NULL_POINTER);
  EXPECT_EQ(grb_subgraph_count(&c, Big.p, G.p, nullptr, msg), GrB_INVALID_VALUE);
  EXPECT_EQ(grb_subgraph_count(&c, R.p, G.p, nullptr, msg), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(grb_subgraph_count(&c, G.p, R.p, nullptr, msg), GrB_DIMENSION_MISMATCH);
  const int64_t lab[5] = {0, 0, 0, 0, 0};
  grb_match_options o{};
  o.pattern_labels = lab;
  EXPECT_EQ(grb_subgraph_count(&c, G.p, G.p, &o, msg), GrB_INVALID_VALUE);
  // K5 in K5: 120 embeddings, 1 subgraph
  EXPECT_EQ(count(G.p, G.p, false), 120u);
  EXPECT_EQ(count(G.p, G.p, true), 1u);
}
