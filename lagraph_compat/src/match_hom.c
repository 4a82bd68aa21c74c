// Subgraph matching, counting by homomorphisms (the graph side): for every vertex v of the
// candidate graph (ids increase with degree) and every rooted quotient Q of the pattern
// (match_spasm.c), hom_v(Q) = the maps of Q that send the root to v, every other vertex below v
// and every edge to an edge. The images of Q's fixed vertices are chosen one by one from the
// intersection of the lists (below v) of their fixed neighbours' images; each tree of the rest is
// counted by its messages: a vector over the vertices below v pushed along the edges from the
// points of the subtree (scattered), an intersection size at each point of the parent (a leaf
// adjacent to fixed vertices), or a sum evaluated on demand (a subtree without fixed neighbours).
// Plain C over the CSR export, in parallel with OpenMP over v, arithmetic modulo 2^128.
#include <stdio.h>
#include <time.h>

#include "match_internal.h"

#ifdef _OPENMP
#include <omp.h>
#endif

typedef unsigned __int128 u128;

static double wall_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

typedef struct {
  const match_graph* g;
  uint32_t v;
  uint32_t phi[MK];          // the images of the fixed vertices
  u128* val[MK];             // scattered messages by quotient vertex, zero outside touched
  uint32_t* touched[MK];
  int64_t ntouched[MK];
  uint32_t* ubuf[MK];        // anchored tree vertices: the intersection of their fixed neighbours' lists
  const uint32_t* U[MK];
  int64_t nU[MK];
  uint32_t* cbuf[MK];        // the candidates of each fixed position
  u128 tree_count[MK];
  const int64_t* tri_ptr;    // tri_top[tri_ptr[x] ..]: for each triangle at x, its other two
  const uint32_t* tri_top;   // vertices' higher one, sorted
} hom_ctx;

// the neighbours of x below v (a prefix of the sorted list)
static inline const uint32_t* lower(const hom_ctx* c, uint32_t x, int64_t* n) {
  const match_graph* g = c->g;
  const uint32_t* a = g->out_adj + g->out_ptr[x];
  *n = match_lower_bound(a, g->out_ptr[x + 1] - g->out_ptr[x], c->v);
  return a;
}

// out = a & b (sorted; out may be a); galloping from the shorter list when the lengths differ a lot
static int64_t intersect_into(const uint32_t* a, int64_t na, const uint32_t* b, int64_t nb, uint32_t* out) {
  int64_t n = 0;
  if (na * 16 < nb || nb * 16 < na) {
    const bool a_short = na <= nb;
    const uint32_t* s = a_short ? a : b;
    const uint32_t* l = a_short ? b : a;
    const int64_t ns = a_short ? na : nb, nl = a_short ? nb : na;
    int64_t pos = 0;
    for (int64_t i = 0; i < ns && pos < nl; i++) {
      pos += match_lower_bound(l + pos, nl - pos, s[i]);
      if (pos < nl && l[pos] == s[i]) out[n++] = s[i];
    }
    return n;
  }
  int64_t i = 0, j = 0;
  while (i < na && j < nb) {
    if (a[i] < b[j]) i++;
    else if (a[i] > b[j]) j++;
    else {
      out[n++] = a[i];
      i++;
      j++;
    }
  }
  return n;
}

// The intersection of the lists below v of the images of the fixed vertices in mask (a list
// itself when mask holds one vertex, else written to buf)
static const uint32_t* common_lower(const hom_ctx* c, const match_quotient* q, unsigned mask, uint32_t* buf,
                                    int64_t* n) {
  const uint32_t* out = NULL;
  int64_t nout = 0;
  for (int f = 0; f < q->k; f++) {
    if (!((mask >> f) & 1)) continue;
    int64_t nl;
    const uint32_t* l = lower(c, c->phi[f], &nl);
    if (out == NULL) {
      out = l;
      nout = nl;
    } else {
      nout = intersect_into(out, nout, l, nl, buf);
      out = buf;
    }
  }
  *n = nout;
  return out;
}

static u128 value_at(const hom_ctx* c, const match_quotient* q, int y, uint32_t x);

// The pendant triangles at y's image x: (2 tri_{<v}(x))^ntri[y], the ordered triangles at x below v
static u128 triangle_weight(const hom_ctx* c, const match_quotient* q, int y, uint32_t x) {
  if (q->ntri[y] == 0) return 1;
  const int64_t len = c->tri_ptr[x + 1] - c->tri_ptr[x];
  const u128 t = 2 * (u128)match_lower_bound(c->tri_top + c->tri_ptr[x], len, c->v);
  u128 w = 1;
  for (int i = 0; i < q->ntri[y]; i++) w *= t;
  return w;
}

// The message of y's subtree to its parent's image x
static u128 message_at(const hom_ctx* c, const match_quotient* q, int y, uint32_t x) {
  if (q->kind[y] == MATCH_Q_SPARSE) return c->val[y][x];
  int64_t nl;
  const uint32_t* l = lower(c, x, &nl);
  if (q->kind[y] == MATCH_Q_PULL) return (u128)match_common_count(l, nl, c->U[y], c->nU[y]);
  if (q->nchild[y] == 0 && q->ntri[y] == 0) return (u128)nl;
  u128 s = 0;
  for (int64_t i = 0; i < nl; i++) s += value_at(c, q, y, l[i]);
  return s;
}

// The product of y's children's messages at y's image x
static u128 value_at(const hom_ctx* c, const match_quotient* q, int y, uint32_t x) {
  u128 p = triangle_weight(c, q, y, x);
  for (int i = 0; i < q->nchild[y] && p != 0; i++) p *= message_at(c, q, q->child[y][i], x);
  return p;
}

// The points y's image can take: its intersection list when it has fixed neighbours, else the
// points its support child reached
static const uint32_t* points(const hom_ctx* c, const match_quotient* q, int y, int64_t* n) {
  if (q->anchor_level[y] >= 0) {
    *n = c->nU[y];
    return c->U[y];
  }
  *n = c->ntouched[q->support[y]];
  return c->touched[q->support[y]];
}

static void scatter(hom_ctx* c, const match_quotient* q, int y) {
  int64_t np, nt = 0;
  const uint32_t* pts = points(c, q, y, &np);
  u128* D = c->val[y];
  uint32_t* T = c->touched[y];
  for (int64_t i = 0; i < np; i++) {
    const u128 w = value_at(c, q, y, pts[i]);
    if (w == 0) continue;
    int64_t nl;
    const uint32_t* l = lower(c, pts[i], &nl);
    for (int64_t j = 0; j < nl; j++) {
      if (D[l[j]] == 0) T[nt++] = l[j];
      D[l[j]] += w;
    }
  }
  c->ntouched[y] = nt;
}

static u128 count_tree(const hom_ctx* c, const match_quotient* q, int t) {
  int64_t np;
  const uint32_t* pts = points(c, q, t, &np);
  u128 s = 0;
  for (int64_t i = 0; i < np; i++) s += value_at(c, q, t, pts[i]);
  return s;
}

// The homomorphisms extending the images of fix[0..i]: first everything that depends on fix[i]
// last (intersections, scattered messages, whole trees), then the images of fix[i + 1]
static u128 descend(hom_ctx* c, const match_quotient* q, int i) {
  unsigned fixed = 0;
  for (int j = 0; j < q->nfix; j++) fixed |= 1u << q->fix[j];
  for (int p = 0; p < q->npost; p++) {
    const int y = q->post[p];
    if (q->anchor_level[y] == i) c->U[y] = common_lower(c, q, q->adj[y] & fixed, c->ubuf[y], &c->nU[y]);
  }
  for (int p = 0; p < q->npost; p++) {
    const int y = q->post[p];
    if (q->kind[y] == MATCH_Q_SPARSE && q->dep[y] == i) scatter(c, q, y);
  }
  bool zero = false;
  for (int t = 0; t < q->ntree && !zero; t++) {
    if (q->dep[q->troot[t]] != i) continue;
    c->tree_count[t] = count_tree(c, q, q->troot[t]);
    zero = c->tree_count[t] == 0;
  }
  u128 r = 0;
  if (!zero && i == q->nfix - 1) {
    r = 1;
    for (int t = 0; t < q->ntree; t++) r *= c->tree_count[t];
  } else if (!zero && i + 1 < MK) {
    const int next = q->fix[i + 1];
    unsigned earlier = 0;
    for (int j = 0; j <= i; j++) earlier |= 1u << q->fix[j];
    int64_t n;
    const uint32_t* cand = common_lower(c, q, q->adj[next] & earlier, c->cbuf[i + 1], &n);
    for (int64_t x = 0; x < n; x++) {
      c->phi[next] = cand[x];
      const u128 w = triangle_weight(c, q, next, cand[x]);
      if (w != 0) r += w * descend(c, q, i + 1);
    }
  }
  for (int p = 0; p < q->npost; p++) {
    const int y = q->post[p];
    if (q->kind[y] != MATCH_Q_SPARSE || q->dep[y] != i) continue;
    for (int64_t t = 0; t < c->ntouched[y]; t++) c->val[y][c->touched[y][t]] = 0;
    c->ntouched[y] = 0;
  }
  return r;
}

static int cmp_u32(const void* a, const void* b) {
  const uint32_t x = *(const uint32_t*)a, y = *(const uint32_t*)b;
  return (x > y) - (x < y);
}

static void sort_u32(uint32_t* a, int64_t n) {
  if (n > 1) qsort(a, (size_t)n, sizeof(uint32_t), cmp_u32);
}

static void ctx_free(hom_ctx* c) {
  for (int y = 0; y < MK; y++) {
    free(c->val[y]);
    free(c->touched[y]);
    free(c->ubuf[y]);
    free(c->cbuf[y]);
  }
}

static bool ctx_init(hom_ctx* c, const match_graph* g, int k) {
  memset(c, 0, sizeof *c);
  c->g = g;
  const size_t n = (size_t)g->n + 1, d = (size_t)g->maxdeg + 1;
  bool ok = true;
  for (int y = 0; y < k; y++) {
    c->val[y] = calloc(n, sizeof(u128));
    c->touched[y] = malloc(n * sizeof(uint32_t));
    c->ubuf[y] = malloc(d * sizeof(uint32_t));
    c->cbuf[y] = malloc(d * sizeof(uint32_t));
    ok = ok && c->val[y] && c->touched[y] && c->ubuf[y] && c->cbuf[y];
  }
  return ok;
}

// For every vertex x, the higher of the other two vertices of each triangle at x, sorted: the
// triangles at x below v are the entries below v. Each triangle a < b < t is found once from t.
static GrB_Info triangle_tops(int64_t** ptr_out, uint32_t** top_out, const match_graph* g) {
  const int64_t n = g->n;
  int64_t* ptr = calloc((size_t)n + 2, sizeof(int64_t));
  if (!ptr) return GrB_OUT_OF_MEMORY;
  for (int pass = 0; pass < 2; pass++) {
    int64_t* fill = ptr + 1;  // pass 0 counts into ptr[x + 2], pass 1 fills from ptr[x + 1]
    for (int64_t t = 0; t < n; t++) {
      const uint32_t* tl = g->out_adj + g->out_ptr[t];
      const int64_t lt = match_lower_bound(tl, g->out_ptr[t + 1] - g->out_ptr[t], (uint32_t)t);
      for (int64_t j = 0; j < lt; j++) {
        const uint32_t b = tl[j];
        const uint32_t* bl = g->out_adj + g->out_ptr[b];
        const int64_t lb = match_lower_bound(bl, g->out_ptr[b + 1] - g->out_ptr[b], b);
        int64_t x = 0, y = 0;
        while (x < j && y < lb) {  // a in N(t) & N(b), a < b
          if (tl[x] == bl[y]) {
            const uint32_t a = tl[x];
            if (pass == 0) {
              ptr[t + 2]++, ptr[a + 2]++, ptr[b + 2]++;
            } else {
              (*top_out)[fill[t]++] = b;
              (*top_out)[fill[a]++] = (uint32_t)t;
              (*top_out)[fill[b]++] = (uint32_t)t;
            }
          }
          const uint32_t va = tl[x], vb = bl[y];
          x += va <= vb;
          y += vb <= va;
        }
      }
    }
    if (pass == 0) {
      for (int64_t x = 0; x < n; x++) ptr[x + 2] += ptr[x + 1];
      *top_out = malloc(((size_t)ptr[n + 1] + 1) * sizeof(uint32_t));
      if (!*top_out) {
        free(ptr);
        return GrB_OUT_OF_MEMORY;
      }
    }
  }
  // t's own entries came in increasing t from the others' loops, its b's in no order
#pragma omp parallel for schedule(dynamic, 256)
  for (int64_t x = 0; x < n; x++) sort_u32((*top_out) + ptr[x], ptr[x + 1] - ptr[x]);
  *ptr_out = ptr;
  return GrB_SUCCESS;
}

// GRB_MATCH_TRACE=1: each quotient's plan and the time spent on it (summed over the threads)
static void trace_quotients(const match_spasm* s, const double* seconds) {
  for (int c = 0; c < s->nq; c++) {
    const match_quotient* q = &s->q[c];
    fprintf(stderr, "grb-match trace: quotient %d, %.3f s, weight %lld, edges", c, seconds[c], (long long)s->coef[c]);
    for (int a = 0; a < q->k; a++)
      for (int b = a + 1; b < q->k; b++)
        if ((q->adj[a] >> b) & 1) fprintf(stderr, " %d-%d", a, b);
    fprintf(stderr, "; fixed");
    for (int i = 0; i < q->nfix; i++) fprintf(stderr, " %d", q->fix[i]);
    fprintf(stderr, "; tree vertices (parent, kind)");
    for (int p = 0; p < q->npost; p++) fprintf(stderr, " %d(%d,%d)", q->post[p], q->parent[q->post[p]], q->kind[q->post[p]]);
    fprintf(stderr, "\n");
  }
}

GrB_Info match_count_by_homs(u128* count, const match_spasm* s, const match_graph* g) {
  int k = 1;
  for (int c = 0; c < s->nq; c++)
    if (s->q[c].k > k) k = s->q[c].k;
  u128 total = 0;
  bool failed = false;
  const char* env = getenv("GRB_MATCH_TRACE");
  const bool tracing = env && *env && *env != '0';
  int64_t* tri_ptr = NULL;
  uint32_t* tri_top = NULL;
  if (s->triangles) {
    GrB_Info info = triangle_tops(&tri_ptr, &tri_top, g);
    if (info != GrB_SUCCESS) return info;
  }
  double* seconds = calloc((size_t)s->nq + 1, sizeof(double));
  if (!seconds) {
    free(tri_ptr);
    free(tri_top);
    return GrB_OUT_OF_MEMORY;
  }
#pragma omp parallel
  {
    hom_ctx c;
    const bool ok = ctx_init(&c, g, k);
    c.tri_ptr = tri_ptr;
    c.tri_top = tri_top;
    double* mine_s = calloc((size_t)s->nq + 1, sizeof(double));
    if (!ok || !mine_s) {
#pragma omp atomic write
      failed = true;
    }
    u128 mine = 0;
#pragma omp for schedule(dynamic, 8)
    for (int64_t t = 0; t < g->n; t++) {
      if (!ok || !mine_s) continue;
      c.v = (uint32_t)(g->n - 1 - t);  // the hubs (most work) first
      c.phi[0] = c.v;
      for (int q = 0; q < s->nq; q++) {
        const double t0 = tracing ? wall_seconds() : 0;
        const u128 root_tri = triangle_weight(&c, &s->q[q], 0, c.v);  // the root's pendant triangles
        if (root_tri != 0) mine += (u128)(__int128)s->coef[q] * root_tri * descend(&c, &s->q[q], 0);
        if (tracing) mine_s[q] += wall_seconds() - t0;
      }
    }
#pragma omp critical
    {
      total += mine;
      for (int q = 0; mine_s && q < s->nq; q++) seconds[q] += mine_s[q];
    }
    free(mine_s);
    ctx_free(&c);
  }
  *count = total;
  if (tracing) trace_quotients(s, seconds);
  free(seconds);
  free(tri_ptr);
  free(tri_top);
  return failed ? GrB_OUT_OF_MEMORY : GrB_SUCCESS;
}
