// Graph algorithms and utilities written on the GraphBLAS C API (LAGraph-style), used by the demo,
// the tests and the benchmarks. They use only the public API, so they run unchanged on any
// GraphBLAS (this library or SuiteSparse).
#ifndef GRB_ALGORITHMS_H
#define GRB_ALGORITHMS_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif
// inside extern "C": SuiteSparse's GraphBLAS.h (7.4) leaves the linkage to the includer
#include <GraphBLAS.h>

#define GRB_MSG_LEN 256

// Read a Matrix Market file (with LAGraph's "%%GraphBLAS type" extension). msg (GRB_MSG_LEN
// chars, may be NULL) receives the reason of a failure.
GrB_Info grb_mmread(GrB_Matrix* A, FILE* f, char* msg);

// The name of a GrB_Info code ("GrB_INVALID_VALUE"), for messages.
const char* grb_info_name(GrB_Info info);

// splitmix64: the project's one pseudo-random generator (state advanced in place).
uint64_t grb_splitmix64(uint64_t* state);

// Graph500 R-MAT graph (A=0.57, B=C=0.19, D=0.05): 2^scale vertices, edge_factor * 2^scale edges
// drawn, made undirected, self-loops and duplicates removed; every value 1 (iso).
GrB_Info grb_rmat(GrB_Matrix* A, GrB_Type type, int scale, int edge_factor, uint64_t seed);
// Uniform random undirected graph with about avg_degree edges per vertex (GAP-style "urand").
GrB_Info grb_uniform_graph(GrB_Matrix* A, GrB_Type type, GrB_Index n, GrB_Index avg_degree, uint64_t seed);

//--------------------------------------------------------------------------------------------------
// Graph algorithms (LAGraph-style). Conventions for all of them:
//  * A is an n-by-n adjacency matrix of any built-in type; A(i,j) present = edge i->j. An
//    undirected graph is a symmetric A. Unless said otherwise only the pattern of A is used.
//  * AT (where taken) is the transpose of A, for pull steps; pass A itself for an undirected graph.
//    Where AT may be NULL the algorithm works without it (it uses a transpose descriptor or push).
//  * msg (GRB_MSG_LEN chars, may be NULL) receives "file:line: call: GrB_xxx" for the first call
//    that failed. On any error every output is NULL and nothing stays allocated.
//  * A GraphBLAS that lacks an operation makes the algorithm return GrB_NOT_IMPLEMENTED.
//--------------------------------------------------------------------------------------------------

// Out-degree: degree(i) = number of entries in row i of A (INT64); an empty row has no entry.
GrB_Info grb_out_degree(GrB_Vector* degree, GrB_Matrix A, char* msg);

// ---- breadth-first search --------------------------------------------------------------------
typedef enum {
  GRB_BFS_PUSH = 0,  // every step q<!visited> = q*A (vxm): the GraphBLAS picks its own kernel
  GRB_BFS_PULL = 1,  // every step q<!visited> = AT*q (mxv, dot products); needs AT
  GRB_BFS_AUTO = 2   // direction-optimizing: push or pull chosen per step by frontier size; needs AT
} grb_bfs_direction;
// level(v) = hops from src (level(src) = 0); parent(v) = v's parent in a BFS tree (parent(src) =
// src); both INT64, no entry for an unreachable vertex. Either output may be NULL (not computed),
// not both. Directed graphs follow out-edges.
GrB_Info grb_bfs(GrB_Vector* level, GrB_Vector* parent, GrB_Matrix A, GrB_Matrix AT, GrB_Index src,
                 grb_bfs_direction direction, char* msg);

// ---- betweenness centrality ------------------------------------------------------------------
// Brandes' algorithm from a batch of ns sources at once (all BFS frontiers as rows of one ns-by-n
// matrix): centrality(v) = sum over the sources s of the dependency delta_s(v) =
// sum_{t} sigma_st(v) / sigma_st. Exact BC when the sources are all vertices. Dense FP64. Sources
// may repeat (each counts). AT may be NULL (A' is then used through a descriptor).
GrB_Info grb_betweenness(GrB_Vector* centrality, GrB_Matrix A, GrB_Matrix AT, const GrB_Index* sources,
                         int64_t ns, char* msg);

// ---- triangle counting -----------------------------------------------------------------------
typedef enum {
  GRB_TC_BURKHARDT = 0,   // C<A> = A*A, ntri = sum(C)/6
  GRB_TC_COHEN = 1,       // C<A> = L*U, ntri = sum(C)/2
  GRB_TC_SANDIA_LL = 2,   // C<L> = L*L, ntri = sum(C)
  GRB_TC_SANDIA_UU = 3,   // C<U> = U*U
  GRB_TC_SANDIA_LUT = 4,  // C<L> = L*U' (dot products)
  GRB_TC_SANDIA_ULT = 5   // C<U> = U*L' (dot products)
} grb_tc_method;
typedef enum {
  GRB_TC_PRESORT_NONE = 0,
  GRB_TC_PRESORT_ASCENDING = 1,   // relabel vertices by increasing degree first
  GRB_TC_PRESORT_DESCENDING = 2,  // by decreasing degree
  GRB_TC_PRESORT_AUTO = 3         // sort (the way that suits the method) when degrees are skewed
} grb_tc_presort;
// Number of triangles of an undirected graph (self-loops ignored), all masked products with
// PLUS_PAIR over structural masks.
GrB_Info grb_triangle_count(uint64_t* ntriangles, GrB_Matrix A, grb_tc_method method, grb_tc_presort presort,
                            char* msg);

// ---- connected components --------------------------------------------------------------------
// FastSV (Zhang, Azad, Hu 2020) on an undirected (symmetric) graph: component(v) = the smallest
// vertex id of v's component (dense INT64).
GrB_Info grb_connected_components(GrB_Vector* component, GrB_Matrix A, char* msg);

// ---- PageRank --------------------------------------------------------------------------------
// GAP benchmark rules: r0 = 1/n; each iteration r(v) = (1-damping)/n + damping * sum over edges
// u->v of r(u)/outdeg(u); vertices without out-edges lose their rank (no redistribution); stops
// when sum |r - r_prev| < tol or after itermax iterations. centrality: dense FP32; *iters (may be
// NULL) = iterations done. AT may be NULL.
GrB_Info grb_pagerank_gap(GrB_Vector* centrality, int* iters, GrB_Matrix A, GrB_Matrix AT, float damping,
                          float tol, int itermax, char* msg);
// The benchmark variant: the same iteration, damping 0.85, exactly `iterations` iterations.
GrB_Info grb_pagerank_fixed(GrB_Vector* centrality, GrB_Matrix A, GrB_Matrix AT, int iterations, char* msg);

// ---- single-source shortest paths ------------------------------------------------------------
// Bellman-Ford over MIN_PLUS with the weights of A (any built-in integer or real type; BOOL means
// weight 1 per edge, computed in INT64). distance: A's type (INT64 for BOOL), an entry for each
// vertex reachable from src. A negative-weight cycle reachable from src: GrB_NO_VALUE, distance NULL.
GrB_Info grb_sssp_bellman_ford(GrB_Vector* distance, GrB_Matrix A, GrB_Index src, char* msg);
// Delta-stepping (Meyer & Sanders) with light (w <= delta) and heavy edges; weights must be >= 0
// (GrB_INVALID_VALUE otherwise); delta > 0 (for integer types rounded up to an integer >= 1 and
// capped at the type's largest value).
GrB_Info grb_sssp_delta_stepping(GrB_Vector* distance, GrB_Matrix A, GrB_Index src, double delta, char* msg);

// ---- k-truss ---------------------------------------------------------------------------------
// The k-truss (k >= 3) of an undirected graph: the largest subgraph whose every edge is in at
// least k-2 triangles of the subgraph. C (INT64, symmetric, no self-loops): C(i,j) = number of
// triangles of the truss through edge (i,j).
GrB_Info grb_ktruss(GrB_Matrix* C, GrB_Matrix A, uint32_t k, char* msg);
// Every k-truss, k = 3, 4, ... until one is empty. *kmax = the first k whose k-truss is empty;
// *nedges (malloc'd, kmax+1 entries, release with free) holds in nedges[k] the number of
// undirected edges of the k-truss for 3 <= k <= kmax (nedges[kmax] = 0) and in nedges[0..2] the
// number of edges of the graph (self-loops excluded).
GrB_Info grb_allktruss(uint32_t* kmax, int64_t** nedges, GrB_Matrix A, char* msg);

// ---- local clustering coefficient ------------------------------------------------------------
// lcc(v) = t(v) / (d(v)(d(v)-1)/2) on an undirected graph: t(v) triangles through v, d(v)
// neighbours other than v. 0 where d(v) < 2. Dense FP64.
GrB_Info grb_local_clustering(GrB_Vector* lcc, GrB_Matrix A, char* msg);

// ---- subgraph matching -----------------------------------------------------------------------
// The embeddings of a pattern graph P (k <= GRB_MATCH_MAX_K vertices) in a data graph G: the
// injective maps f from P's vertices to G's with (f(u),f(w)) an edge of G for every edge (u,w) of
// P (monomorphism, "non-induced"); with `induced` also no edge (f(u),f(w)) where P has none
// (isomorphism onto an induced subgraph). Undirected: P and G are read as P|P' and G|G'. Directed:
// arcs as given, each direction checked on its own. Self-loops of P and G are ignored.
// Vertex labels (both arrays or neither): f(u) must carry u's label. Edge labels: the value of
// every edge of P (cast to INT64) must equal the value of its image (an undirected edge given in
// both directions with two values takes the smaller). distinct: each subgraph of G counts once,
// i.e. embeddings / |Aut(P)| with Aut(P) the label-preserving automorphisms of P.
// Which parts run through GraphBLAS: G's preparation (self-loops dropped, symmetrised), the
// degrees (mxv), the candidate sets of every pattern vertex (select on degrees and labels, then
// masked mxv rounds: a candidate must have a neighbour among each pattern neighbour's candidates),
// the candidate subgraph relabelled by degree (GrB_Matrix_extract) and its export (GrB_Matrix_export);
// for houses also the per-edge triangles and the sums (masked mxm, eWiseMult, reduce). The
// counting shortcuts for cliques (pivoting), 4-, 5- and 6-cycles, and the counting of 7- and
// 8-cycles by the homomorphisms of the pattern's quotients, are plain C.
// The enumeration itself is a set-intersection backtracking in C over that export, in parallel
// (OpenMP) over the candidates of the first pattern vertex, with symmetry breaking from Aut(P).
#define GRB_MATCH_MAX_K 10
typedef struct {
  bool induced;                   // false: monomorphism
  bool directed;                  // false: undirected P and G
  bool distinct;                  // count (list) every subgraph once instead of every embedding
  bool edge_labels;               // compare edge values
  const int64_t* pattern_labels;  // k vertex labels of P, or NULL
  const int64_t* graph_labels;    // n vertex labels of G, or NULL
  bool no_symmetry_breaking;      // count embeddings by plain search (slower; for cross-checks)
} grb_match_options;

// Number of embeddings (or distinct subgraphs) of P in G. opt NULL: undirected monomorphisms.
GrB_Info grb_subgraph_count(uint64_t* count, GrB_Matrix P, GrB_Matrix G, const grb_match_options* opt,
                            char* msg);
// Up to `limit` matches: matches[r*k + u] = the G vertex of pattern vertex u in match r (row-major,
// limit*k entries given by the caller); *nmatches = how many were written. Deterministic order.
GrB_Info grb_subgraph_list(GrB_Index* matches, uint64_t* nmatches, uint64_t limit, GrB_Matrix P, GrB_Matrix G,
                           const grb_match_options* opt, char* msg);
// |Aut(P)|: the automorphisms of P that keep its direction (opt->directed), vertex and edge labels.
GrB_Info grb_pattern_automorphisms(uint64_t* naut, GrB_Matrix P, const grb_match_options* opt, char* msg);

#ifdef __cplusplus
}
#endif
#endif
