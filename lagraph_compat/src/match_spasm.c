// Subgraph matching, counting by homomorphisms (the pattern side). An embedding of a connected
// pattern P sends exactly one pattern vertex u to the highest of its images, so
//   emb(P) = sum_u sum_v inj_v(P, u),
// inj_v(P, u) = the one-to-one maps with u -> v and every other vertex below v. Every map of P's
// other vertices below v (a homomorphism, not necessarily one-to-one) is one-to-one on a quotient
// of P whose blocks hold no edge, so by Möbius inversion on the partition lattice
//   inj_v(P, u) = sum_pi mu(pi) hom_v(P / pi, u),  mu(pi) = prod_B (-1)^{|B|-1} (|B|-1)!
// over the partitions pi of P's vertices other than u into blocks without an edge (the root u
// stays alone: it is the only vertex sent to v). Automorphic roots give the same sum, so one root
// per orbit is counted, times the orbit's size; partitions with isomorphic rooted quotients are
// counted once, with their weights added.
//
// hom_v(Q) (match_hom.c) fixes the images of a few vertices F of Q (the root first, each later
// one a neighbour of an earlier one, chosen from the intersection of their lists), so that Q - F
// is a forest, and counts each tree of Q - F by a dynamic program over its vertices: the message
// of a subtree to its parent, a vector over the vertices below v, is pushed along the graph's
// edges (scatter), counted per point as an intersection size (a leaf that is adjacent to a fixed
// vertex), or evaluated on demand (a subtree without fixed neighbours). A message is computed as
// soon as the fixed vertices it depends on are fixed, so the long walks from the root are computed
// once per v, not once per image of the later fixed vertices. A pendant triangle (two vertices
// adjacent only to each other and to one more) leaves the quotient first: its count at a vertex's
// image x is twice the triangles at x below v, read from x's sorted list of triangle tops. F and
// the roots of the trees are chosen by a small cost estimate.
#include <math.h>

#include "match_internal.h"

// ---- the plan of one rooted quotient ------------------------------------------------------------

static bool adjacent(const match_quotient* q, int a, int b) { return (q->adj[a] >> b) & 1; }

// Branching of the fixed vertex at position i of the order (fewer images when several earlier
// fixed vertices constrain it)
static double fix_branching(const match_quotient* q, int i) {
  int earlier = 0;
  for (int j = 0; j < i; j++) earlier += adjacent(q, q->fix[i], q->fix[j]);
  return earlier >= 2 ? 8.0 : 16.0;
}

// The tree of Q - F holding t, rooted at t: parents, children, levels, kinds; returns its
// estimated cost (runs[i]: how often the images of fix[0..i] change)
static double root_tree(match_quotient* q, int t, const double* runs) {
  int queue[MK], nq = 0, seen = 1 << t;
  q->parent[t] = -1;
  queue[nq++] = t;
  for (int h = 0; h < nq; h++) {
    const int y = queue[h];
    q->nchild[y] = 0;
    for (int w = 0; w < q->k; w++)
      if (adjacent(q, y, w) && q->level[w] < 0 && !((seen >> w) & 1)) {
        seen |= 1 << w;
        q->parent[w] = y;
        queue[nq++] = w;
      }
  }
  for (int h = 1; h < nq; h++) q->child[q->parent[queue[h]]][q->nchild[q->parent[queue[h]]]++] = queue[h];
  double cost = 0;
  int height[MK];
  for (int h = nq - 1; h >= 0; h--) {  // children before parents
    const int y = queue[h];
    int lev = -1;
    for (int f = 0; f < q->k; f++)
      if (adjacent(q, y, f) && q->level[f] > lev) lev = q->level[f];
    q->anchor_level[y] = lev;
    q->dep[y] = lev;
    height[y] = 0;
    for (int c = 0; c < q->nchild[y]; c++) {
      const int x = q->child[y][c];
      if (q->dep[x] > q->dep[y]) q->dep[y] = q->dep[x];
      if (height[x] + 1 > height[y]) height[y] = height[x] + 1;
    }
  }
  // kinds: a subtree without fixed neighbours is evaluated on demand; a childless vertex with
  // fixed neighbours is counted by intersection at the points of an anchored parent; every other
  // message is scattered. An unanchored vertex visits the points its lowest scattered child reached.
  // The cost counts the points visited, a vertex reaching about D times more points than its source.
  const double D = 16;
  double points[MK];
  for (int h = nq - 1; h >= 0; h--) {
    const int y = queue[h];
    q->support[y] = -1;
    for (int c = 0; c < q->nchild[y]; c++) {
      const int x = q->child[y][c];
      if (q->dep[x] < 0) q->kind[x] = MATCH_Q_LAZY;
      else if (q->nchild[x] == 0 && q->ntri[x] == 0 && q->anchor_level[x] >= 0 && q->anchor_level[y] >= 0)
        q->kind[x] = MATCH_Q_PULL;
      else q->kind[x] = MATCH_Q_SPARSE;
      if (q->anchor_level[y] < 0 && q->kind[x] == MATCH_Q_SPARSE &&
          (q->support[y] < 0 || points[x] < points[q->support[y]]))
        q->support[y] = x;
    }
    points[y] = q->anchor_level[y] >= 0 ? D : (q->support[y] >= 0 ? points[q->support[y]] * D : 0);
  }
  q->kind[t] = MATCH_Q_ROOT;
  for (int h = 0; h < nq; h++) {
    const int y = queue[h];
    // a scattered message and a tree's count run once per image of the last fixed vertex they
    // depend on, intersections and on-demand sums at every point of the parent
    const int own = q->dep[y] < 0 ? 0 : q->dep[y];
    int at_parent = q->parent[y] < 0 ? own : q->dep[q->parent[y]];
    if (at_parent < 0) at_parent = q->nfix - 1;  // below an on-demand parent: as often as the deepest
    if (q->kind[y] == MATCH_Q_SPARSE) cost += runs[own] * points[y] * D;
    else if (q->kind[y] == MATCH_Q_ROOT) cost += runs[own] * points[y];
    else if (q->kind[y] == MATCH_Q_PULL) cost += runs[at_parent] * points[q->parent[y]] * D;
    else cost += runs[at_parent] * points[q->parent[y]] * pow(D, height[y] + 1);
  }
  return cost;
}

// The fixed order of F (the root first, then the vertex with most fixed neighbours) and the trees
// of Q - F, each rooted where its cost is least; returns the total cost, or a negative value when
// F is not connected or Q - F is not a forest
static double plan_for(match_quotient* q, int fmask) {
  q->nfix = 0;
  for (int u = 0; u < q->k; u++) q->level[u] = -1;
  q->fix[q->nfix++] = 0;
  q->level[0] = 0;
  for (;;) {
    int best = -1, best_links = 0;
    for (int u = 1; u < q->k; u++) {
      if (!((fmask >> u) & 1) || q->level[u] >= 0) continue;
      int links = 0;
      for (int j = 0; j < q->nfix; j++) links += adjacent(q, u, q->fix[j]);
      if (links > best_links) best = u, best_links = links;
    }
    if (best < 0) break;
    q->level[best] = q->nfix;
    q->fix[q->nfix++] = best;
  }
  if (q->nfix != __builtin_popcount((unsigned)fmask)) return -1;
  // Q - F must be a forest: edges = vertices - components
  int edges = 0, verts = 0;
  for (int a = 0; a < q->k; a++) {
    if (q->level[a] >= 0) continue;
    verts++;
    for (int b = a + 1; b < q->k; b++) edges += q->level[b] < 0 && adjacent(q, a, b);
  }
  double runs[MK];
  runs[0] = 1;
  for (int i = 1; i < q->nfix; i++) runs[i] = runs[i - 1] * fix_branching(q, i);
  if (verts - edges < 0) return -1;
  // every image of a fixed vertex costs a call and its candidates an intersection
  double total = 0;
  for (int i = 1; i < q->nfix; i++) total += 2 * 16 * runs[i];
  int done = 0;
  q->ntree = 0;
  for (int t = 0; t < q->k; t++) {
    if (q->level[t] >= 0 || ((done >> t) & 1)) continue;
    int comp = 1 << t;  // t's tree
    for (bool grew = true; grew;) {
      grew = false;
      for (int a = 0; a < q->k; a++)
        for (int b = 0; b < q->k; b++)
          if (((comp >> a) & 1) && !((comp >> b) & 1) && q->level[b] < 0 && adjacent(q, a, b)) comp |= 1 << b, grew = true;
    }
    done |= comp;
    double best = -1;
    int best_root = t;
    for (int r = 0; r < q->k; r++) {
      if (!((comp >> r) & 1)) continue;
      const double c = root_tree(q, r, runs);
      if (best < 0 || c < best) best = c, best_root = r;
    }
    total += root_tree(q, best_root, runs);
    q->troot[q->ntree++] = best_root;
  }
  // a forest has one component per vertex more than edges
  return verts - edges == q->ntree ? total : -1;
}

// Pendant triangles {y, a, b} (a and b adjacent to each other and to y only, neither the root)
// leave the graph: their count at y's image comes from each vertex's list of triangles
static void take_off_triangles(match_quotient* q) {
  for (bool found = true; found;) {
    found = false;
    for (int a = 1; a < q->k && !found; a++)
      for (int b = a + 1; b < q->k && !found; b++) {
        const unsigned rest = (unsigned)(q->adj[a] | q->adj[b]) & ~(1u << a | 1u << b);
        if (!adjacent(q, a, b) || __builtin_popcount(q->adj[a]) != 2 || __builtin_popcount(q->adj[b]) != 2 ||
            __builtin_popcount(rest) != 1 || q->ntri[a] || q->ntri[b])
          continue;
        const int y = __builtin_ctz(rest);
        q->ntri[y]++;
        // drop a and b (b > a), the later vertices move down
        int map[MK], n = 0;
        for (int u = 0; u < q->k; u++) map[u] = u == a || u == b ? -1 : n++;
        uint16_t adj[MK] = {0};
        int ntri[MK] = {0};
        for (int u = 0; u < q->k; u++) {
          if (map[u] < 0) continue;
          ntri[map[u]] = q->ntri[u];
          for (int w = 0; w < q->k; w++)
            if (map[w] >= 0 && adjacent(q, u, w)) adj[map[u]] |= (uint16_t)(1 << map[w]);
        }
        q->k = n;
        memcpy(q->adj, adj, sizeof adj);
        memcpy(q->ntri, ntri, sizeof ntri);
        found = true;
      }
  }
}

// The cheapest F (connected, holding the root, leaving a forest) and its plan
static void plan_quotient(match_quotient* q) {
  take_off_triangles(q);
  double best = -1;
  int best_mask = 1;
  for (int fmask = 1; fmask < (1 << q->k); fmask += 2) {
    const double c = plan_for(q, fmask);
    if (c >= 0 && (best < 0 || c < best)) best = c, best_mask = fmask;
  }
  plan_for(q, best_mask);
  // every tree's vertices, children before parents
  q->npost = 0;
  for (int t = 0; t < q->ntree; t++) {
    int queue[MK], nq = 0;
    queue[nq++] = q->troot[t];
    for (int h = 0; h < nq; h++)
      for (int c = 0; c < q->nchild[queue[h]]; c++) queue[nq++] = q->child[queue[h]][c];
    for (int h = nq - 1; h >= 0; h--) q->post[q->npost++] = queue[h];
  }
}

// ---- the quotients ------------------------------------------------------------------------------

// A rooted graph's code: its size and the upper triangle of its adjacency, vertex 0 first
static uint64_t graph_code(int k, const uint16_t* adj, const int* perm) {
  uint64_t code = (uint64_t)k;
  for (int a = 0; a < k; a++)
    for (int b = a + 1; b < k; b++) code = code << 1 | ((adj[perm[a]] >> perm[b]) & 1);
  return code;
}

// The least code over the orderings that keep vertex 0 first (isomorphic rooted graphs share it)
static uint64_t canonical_code(int k, const uint16_t* adj) {
  int perm[MK];
  for (int i = 0; i < k; i++) perm[i] = i;
  uint64_t best = graph_code(k, adj, perm);
  for (;;) {  // the next permutation of perm[1..k)
    int i = k - 2;
    while (i >= 1 && perm[i] > perm[i + 1]) i--;
    if (i < 1) break;
    int j = k - 1;
    while (perm[j] < perm[i]) j--;
    int t = perm[i];
    perm[i] = perm[j];
    perm[j] = t;
    for (int a = i + 1, b = k - 1; a < b; a++, b--) t = perm[a], perm[a] = perm[b], perm[b] = t;
    const uint64_t c = graph_code(k, adj, perm);
    if (c < best) best = c;
  }
  return best;
}

typedef struct {
  const match_pattern* pat;
  const int* order;      // pattern vertices, the root first
  int block[MK];         // block of order[i] (i >= 1), 0 = the root's
  int size[MK];          // block sizes, block 0 excluded
  int64_t weight;        // orbit size of the root, for every quotient of this root
  match_spasm* out;
} partition_walk;

static int64_t factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

// A finished partition: its quotient, added to the class of its canonical code
static bool add_quotient(partition_walk* w, int nblocks) {
  const int k = w->pat->k;
  uint16_t adj[MK] = {0};
  for (int i = 0; i < k; i++)
    for (int j = 0; j < k; j++)
      if (w->pat->arc[w->order[i]][w->order[j]]) adj[w->block[i]] |= (uint16_t)(1 << w->block[j]);
  int64_t mu = w->weight;
  for (int b = 1; b <= nblocks; b++) mu *= (w->size[b] % 2 ? 1 : -1) * factorial(w->size[b] - 1);
  const uint64_t code = canonical_code(nblocks + 1, adj);
  match_spasm* s = w->out;
  for (int c = 0; c < s->nq; c++)
    if (s->code[c] == code) {
      s->coef[c] += mu;
      return true;
    }
  if (s->nq == MATCH_MAX_QUOTIENTS) return false;
  match_quotient* q = &s->q[s->nq];
  memset(q, 0, sizeof *q);
  q->k = nblocks + 1;
  memcpy(q->adj, adj, sizeof adj);
  s->code[s->nq] = code;
  s->coef[s->nq++] = mu;
  return true;
}

// Every partition of order[i..k) into blocks without an edge, appended to blocks 1..nblocks
static bool partitions(partition_walk* w, int i, int nblocks) {
  if (i == w->pat->k) return add_quotient(w, nblocks);
  for (int b = 1; b <= nblocks + 1; b++) {
    bool free_of_edges = true;
    for (int j = 1; j < i && free_of_edges; j++)
      if (w->block[j] == b && w->pat->arc[w->order[i]][w->order[j]]) free_of_edges = false;
    if (!free_of_edges) continue;
    w->block[i] = b;
    w->size[b] = b > nblocks ? 1 : w->size[b] + 1;
    if (!partitions(w, i + 1, b > nblocks ? b : nblocks)) return false;
    w->size[b]--;
  }
  return true;
}

bool match_spasm_build(match_spasm* s, const match_pattern* pat) {
  memset(s, 0, sizeof *s);
  int rep[MK];
  match_orbits(pat, rep);
  for (int u = 0; u < pat->k; u++) {
    if (rep[u] != u) continue;
    partition_walk w = {.pat = pat, .out = s};
    int order[MK], n = 0;
    order[n++] = u;
    for (int x = 0; x < pat->k; x++)
      if (x != u) order[n++] = x;
    for (int x = 0; x < pat->k; x++) w.weight += rep[x] == u;
    w.order = order;
    w.block[0] = 0;
    if (!partitions(&w, 1, 0)) return false;
  }
  // drop the classes whose weights cancel, plan the rest
  int kept = 0;
  for (int c = 0; c < s->nq; c++) {
    if (s->coef[c] == 0) continue;
    s->q[kept] = s->q[c];
    s->code[kept] = s->code[c];
    s->coef[kept++] = s->coef[c];
  }
  s->nq = kept;
  for (int c = 0; c < s->nq; c++) {
    plan_quotient(&s->q[c]);
    for (int u = 0; u < s->q[c].k; u++) s->triangles |= s->q[c].ntri[u] > 0;
  }
  return true;
}
