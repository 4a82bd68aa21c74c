// Private pieces of subgraph matching (subgraph_match.c, match_pattern.c, match_enum.c): the
// pattern and its search plan, the candidate graph exported from GraphBLAS, and the enumeration.
#ifndef GRB_MATCH_INTERNAL_H
#define GRB_MATCH_INTERNAL_H

#include "grb_internal.h"

#define MK GRB_MATCH_MAX_K

// The pattern P as small dense arrays (arc[u][w]: an arc u->w; undirected patterns are symmetric).
typedef struct {
  int k;
  bool directed;
  bool arc[MK][MK];
  int64_t elabel[MK][MK];  // value of arc u->w (edge labels), 0 otherwise
  int64_t vlabel[MK];      // vertex labels (0 when none)
  int outdeg[MK], indeg[MK];
} match_pattern;

enum { MATCH_OUT = 0, MATCH_IN = 1 };

// An earlier depth and the adjacency list of its image the current vertex must (not) be in:
// OUT = the out-list of f(u_depth) (P has u_depth -> u), IN = its in-list (P has u -> u_depth).
typedef struct {
  int depth, dir;
  int64_t elabel;
} match_link;

// The search plan: depth i matches pattern vertex order[i].
typedef struct {
  int k;
  int order[MK];
  uint64_t naut;                      // |Aut(P)|
  int nback[MK];
  match_link back[MK][2 * MK];        // edges to earlier depths (the intersection)
  int nanti[MK];
  match_link anti[MK][2 * MK];        // induced: non-edges to earlier depths
  int nlo[MK], lo[MK][MK];            // earlier depths whose image must be below f(u_i)
  int nhi[MK], hi[MK][MK];            // earlier depths whose image must be above f(u_i)
  int reuse[MK];                      // earlier depth whose candidate set S_i starts from, or -1
  int dep[MK];                        // the latest depth S_i depends on (-1: none)
  bool check_cand[MK];                // test the candidate bitmap of u_i
  bool check_elabel;                  // compare edge labels
  bool fast_last;                     // counting: the last depth's set needs no test per vertex
  // counting: the last two depths are not linked and need no test per vertex, so for every image
  // of the depths before them their pairs are counted from the two sets (inclusion-exclusion);
  // pair_rel: 1 when f(u_{k-2}) < f(u_{k-1}) is required, -1 for the reverse, 0 for neither
  bool pair_last;
  int pair_rel;
  // counting undirected non-induced unlabelled 4-cycles with symmetry breaking: each cycle once from
  // its smallest vertex, through the common neighbours of that vertex and the opposite one
  bool cycle4;
} match_plan;

// The candidate graph: CSR of the vertices that are a candidate of some pattern vertex, relabelled
// 0..n-1 by increasing degree; perm[new] = the vertex of G.
typedef struct {
  int64_t n;
  int64_t *out_ptr, *in_ptr;        // in_* alias out_* for undirected graphs
  uint32_t *out_adj, *in_adj;
  int64_t *out_val, *in_val;        // edge labels, NULL without
  GrB_Index* perm;
  uint64_t* cand[MK];               // bitmap of the candidates of pattern vertex u (not depth)
  uint32_t* cand_list[MK];          // the same as a sorted list
  int64_t ncand[MK];
  int64_t maxdeg;
} match_graph;

GrB_Info match_pattern_read(match_pattern* pat, GrB_Matrix P, const grb_match_options* opt, char* msg);
// |Aut(P)| and the symmetry-breaking constraints less[a][b] (f(a) < f(b)) of Grochow and Kellis,
// choosing in the given order the vertex whose orbit is cut (all false when breaking is off).
uint64_t match_symmetry(const match_pattern* pat, const int* order, bool breaking, bool less[MK][MK]);
// rep[u] = the smallest vertex of u's orbit under Aut(P) (automorphic vertices share candidates).
void match_orbits(const match_pattern* pat, int* rep);
// What the cost model of the matching order knows of the candidate graph (match_cost.c): its
// vertices, the mean degree of a vertex reached through an edge (sum d^2 / sum d), and the
// fraction of wedges that close into triangles (sampled)
typedef struct {
  double n, d2, closure;
} match_stats;
bool match_graph_stats(match_stats* st, const match_graph* g);
// order (in: the heuristic order) becomes the order of P's vertices (x, y last when x >= 0) of least
// estimated work, where another order must be estimated at 10% less than the given one; returns
// the estimate of the order chosen
double match_order_by_cost(const match_pattern* pat, const int64_t* ncand, const match_stats* st, int x, int y,
                           int* order);

// The matching order: most constrained first (degree, then fewer candidates), then greedily the
// vertex with most edges to those already ordered. pair_last: end with two non-adjacent vertices
// (when P has a pair whose removal leaves it connected), for counting them together. With st, that
// order gives way to one estimated at 10% less work (match_order_by_cost).
void match_order(const match_pattern* pat, const int64_t* ncand, const match_stats* st, bool pair_last, int* order);
void match_plan_build(match_plan* plan, const match_pattern* pat, const int* order, bool less[MK][MK],
                      const grb_match_options* opt, bool counting);

void match_graph_free(match_graph* g);

// Count matches under the plan (OpenMP over the first depth's candidates); GrB_OUT_OF_MEMORY on
// allocation failure.
GrB_Info match_count(uint64_t* count, const match_plan* plan, const match_graph* g);
// The number of k-cliques of the undirected candidate graph (each once), by pivoting (match_clique.c)
GrB_Info match_count_cliques(uint64_t* count, int k, const match_graph* g);
// A number of embeddings summed in 128 bits: exact far past 2^64, so a count that does not fit the
// API's 64 bits is reported rather than wrapped (match_distinct_count).
typedef unsigned __int128 match_count128;
// *found = emb / naut (one per class of embeddings under Aut(P)); GrB_INVALID_VALUE, with msg,
// when that exceeds 2^64 (subgraph_match.c)
GrB_Info match_distinct_count(uint64_t* found, match_count128 emb, uint64_t naut, char* msg);
// The embeddings of the house (a 4-cycle with a triangle on one edge) in the undirected candidate
// graph, from per-edge triangle and 4-cycle counts (match_house.c); GrB_INVALID_VALUE (msg) when
// they reach 2^64, which its 64-bit GraphBLAS sums cannot hold
GrB_Info match_count_houses(match_count128* emb, const match_graph* g, char* msg);
// The embeddings of the 5-cycle in the undirected candidate graph, from wedge and path counts at
// each cycle's highest vertex (match_cycle5.c)
GrB_Info match_count_cycles5(match_count128* emb, const match_graph* g);
// The embeddings of the 6-cycle in the undirected candidate graph, from path counts at each
// cycle's highest vertex and the merged patterns (match_cycle6.c)
GrB_Info match_count_cycles6(match_count128* emb, const match_graph* g);
// Counting by homomorphisms (match_spasm.c, match_hom.c): a rooted quotient of P (vertex 0 = the
// root, alone in its block) and its plan: the fixed vertices F in order, the trees of Q - F.
enum { MATCH_Q_ROOT, MATCH_Q_SPARSE, MATCH_Q_PULL, MATCH_Q_LAZY };
typedef struct {
  int k;
  uint16_t adj[MK];             // adjacency bitmasks
  int nfix, fix[MK];            // F, fix[0] = 0; each later one has an earlier neighbour
  int level[MK];                // position in fix, -1 for tree vertices
  int ntree, troot[MK];
  int npost, post[MK];          // the tree vertices, children before parents
  int parent[MK], nchild[MK], child[MK][MK];
  int anchor_level[MK];         // the last fixed neighbour's position (-1: none)
  int dep[MK];                  // the last fixed vertex the vertex's subtree depends on
  int kind[MK];                 // MATCH_Q_*: scattered vector, intersection count, on demand
  int support[MK];              // unanchored vertex: the scattered child whose points it visits
  int ntri[MK];                 // pendant triangles taken off at the vertex (counted from lists)
} match_quotient;

#define MATCH_MAX_QUOTIENTS 1024
// P's rooted quotients, each with the sum of the Möbius weights (times the root's orbit size) of
// the partitions that give it
typedef struct {
  int nq;
  bool triangles;               // some quotient has pendant triangles
  match_quotient q[MATCH_MAX_QUOTIENTS];
  uint64_t code[MATCH_MAX_QUOTIENTS];
  int64_t coef[MATCH_MAX_QUOTIENTS];
} match_spasm;

// The quotients of the connected pattern P (false: too many)
bool match_spasm_build(match_spasm* s, const match_pattern* pat);
// The embeddings of P in the undirected candidate graph, from the quotients' homomorphism counts
// (modulo 2^128, exact below it)
GrB_Info match_count_by_homs(unsigned __int128* count, const match_spasm* s, const match_graph* g);
// |a & b| for sorted lists, galloping from the shorter one when the lengths differ a lot
int64_t match_common_count(const uint32_t* a, int64_t na, const uint32_t* b, int64_t nb);
// tri_{<v}(x), the triangles at x whose other two vertices lie below v, for every x in N(v) below
// v, from one sweep over v in increasing order: below[v] = their sum, edge_tri[out_ptr[v] + s] =
// the value of v's s-th neighbour (either may be NULL)
GrB_Info match_triangles_below(uint64_t* below, uint64_t* edge_tri, const match_graph* g);
// Up to limit matches, in G's vertex ids, pattern vertices in order (matches[r*k + u]).
GrB_Info match_list(GrB_Index* matches, uint64_t* nmatches, uint64_t limit, const match_plan* plan,
                    const match_graph* g);

// The first position k in the sorted a[0..n) with a[k] >= x (n when none).
static inline int64_t match_lower_bound(const uint32_t* a, int64_t n, uint32_t x) {
  int64_t lo = 0, hi = n;
  while (lo < hi) {
    const int64_t mid = lo + (hi - lo) / 2;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

#endif
