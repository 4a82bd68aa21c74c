// Graph suites, conversions and the plain C++ reference algorithms of the lagraph_compat tests.
#include "lagraph_test_util.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <deque>
#include <functional>
#include <numeric>
#include <queue>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace lg {

bool strict() {
  const char* s = std::getenv("GRB_LAGRAPH_STRICT");
  return s != nullptr && s[0] == '1';
}

bool Graph::has_edge(GrB_Index i, GrB_Index j) const {
  return std::binary_search(adj[i].begin(), adj[i].end(), j);
}

size_t Graph::nedges() const {
  size_t m = 0;
  for (const auto& a : adj) m += a.size();
  return m;
}

GrB_Info graph_of(Graph& g, GrB_Matrix A) {
  GrB_Index n, ncols, nvals;
  GrB_Info info;
  if ((info = GrB_Matrix_nrows(&n, A)) != GrB_SUCCESS) return info;
  if ((info = GrB_Matrix_ncols(&ncols, A)) != GrB_SUCCESS) return info;
  if (n != ncols) return GrB_DIMENSION_MISMATCH;
  if ((info = GrB_Matrix_nvals(&nvals, A)) != GrB_SUCCESS) return info;
  std::vector<GrB_Index> I(nvals + 1), J(nvals + 1);
  std::vector<double> X(nvals + 1);
  GrB_Index got = nvals;
  if ((info = GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &got, A)) != GrB_SUCCESS) return info;
  g.n = n;
  g.adj.assign(n, {});
  g.w.assign(n, {});
  std::vector<size_t> order(got);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return I[a] != I[b] ? I[a] < I[b] : J[a] < J[b]; });
  for (size_t k : order) {
    g.adj[I[k]].push_back(J[k]);
    g.w[I[k]].push_back(X[k]);
  }
  return GrB_SUCCESS;
}

GrB_Info matrix_of(GrB_Matrix* A, GrB_Type type, GrB_Index n, const std::vector<Edge>& edges) {
  // never empty arrays: some GraphBLAS reject NULL pointers even for zero tuples
  std::vector<GrB_Index> I(edges.size() + 1), J(edges.size() + 1);
  std::vector<double> X(edges.size() + 1);
  for (size_t k = 0; k < edges.size(); k++) {
    I[k] = edges[k].i;
    J[k] = edges[k].j;
    X[k] = edges[k].w;
  }
  GrB_Info info = GrB_Matrix_new(A, type, n, n);
  if (info != GrB_SUCCESS) return info;
  info = GrB_Matrix_build_FP64(*A, I.data(), J.data(), X.data(), edges.size(), GrB_SECOND_FP64);
  if (info != GrB_SUCCESS) GrB_Matrix_free(A);
  return info;
}

GrB_Info dense_of(std::vector<double>& value, std::vector<bool>& present, GrB_Vector v) {
  GrB_Index n, nvals;
  GrB_Info info;
  if ((info = GrB_Vector_size(&n, v)) != GrB_SUCCESS) return info;
  if ((info = GrB_Vector_nvals(&nvals, v)) != GrB_SUCCESS) return info;
  std::vector<GrB_Index> I(nvals + 1);
  std::vector<double> X(nvals + 1);
  GrB_Index got = nvals;
  if ((info = GrB_Vector_extractTuples_FP64(I.data(), X.data(), &got, v)) != GrB_SUCCESS) return info;
  value.assign(n, 0);
  present.assign(n, false);
  for (GrB_Index k = 0; k < got; k++) {
    value[I[k]] = X[k];
    present[I[k]] = true;
  }
  return GrB_SUCCESS;
}

GrB_Info dense_of_int(std::vector<int64_t>& value, std::vector<bool>& present, GrB_Vector v) {
  GrB_Index n, nvals;
  GrB_Info info;
  if ((info = GrB_Vector_size(&n, v)) != GrB_SUCCESS) return info;
  if ((info = GrB_Vector_nvals(&nvals, v)) != GrB_SUCCESS) return info;
  std::vector<GrB_Index> I(nvals + 1);
  std::vector<int64_t> X(nvals + 1);
  GrB_Index got = nvals;
  if ((info = GrB_Vector_extractTuples_INT64(I.data(), X.data(), &got, v)) != GrB_SUCCESS) return info;
  value.assign(n, 0);
  present.assign(n, false);
  for (GrB_Index k = 0; k < got; k++) {
    value[I[k]] = X[k];
    present[I[k]] = true;
  }
  return GrB_SUCCESS;
}

//--------------------------------------------------------------------------------------------------
// graph suites
//--------------------------------------------------------------------------------------------------

std::vector<std::string> undirected_names() {
  return {"empty5",       "single",         "single_loop",   "selfloops",     "disconnected",
          "complete8",    "star9",          "grid6x5",       "rmat4_bool",    "rmat6_int32",
          "rmat8_fp64",   "urand100_d4",    "urand60_d20",   "urand300_d2",   "file_karate",
          "file_A",       "file_LFAT5",     "file_jagmesh7", "file_bcsstk13", "file_pushpull",
          "file_ldbc-undirected-example",   "file_ldbc-wcc-example",          "file_tree-example",
          "file_west0067_sym"};
}

std::vector<std::string> directed_names() {
  return {"dir_cycle5", "dir_dag12", "dir_rand50", "dir_rand300", "dir_loops",   "file_west0067",
          "file_olm1000", "file_cryg2500", "file_ldbc-directed-example", "file_test_BF", "file_structure"};
}

static std::vector<Edge> undirected(const std::vector<std::pair<GrB_Index, GrB_Index>>& pairs) {
  std::vector<Edge> e;
  for (auto [i, j] : pairs) {
    e.push_back({i, j, 1});
    e.push_back({j, i, 1});
  }
  return e;
}

static GrB_Info read_file(const std::string& base, GrB_Matrix* A, bool* skip) {
  const std::string path = std::string(GRB_SHARED_DATA) + "/" + base + ".mtx";
  FILE* f = std::fopen(path.c_str(), "r");
  if (!f) {
    *skip = true;
    return GrB_SUCCESS;
  }
  char msg[GRB_MSG_LEN];
  GrB_Info info = grb_mmread(A, f, msg);
  std::fclose(f);
  if (info != GrB_SUCCESS) std::fprintf(stderr, "%s: %s\n", path.c_str(), msg);
  return info;
}

// The pattern of A + A' (all weights 1), as BOOL.
static GrB_Info symmetrize(GrB_Matrix* S, GrB_Matrix A) {
  Graph g;
  GrB_Info info = graph_of(g, A);
  if (info != GrB_SUCCESS) return info;
  std::vector<Edge> e;
  for (GrB_Index i = 0; i < g.n; i++)
    for (GrB_Index j : g.adj[i]) {
      e.push_back({i, j, 1});
      e.push_back({j, i, 1});
    }
  return matrix_of(S, GrB_BOOL, g.n, e);
}

GrB_Info make_graph(const std::string& name, GrB_Matrix* A, bool* skip) {
  *skip = false;
  *A = nullptr;
  if (name == "empty5") return matrix_of(A, GrB_BOOL, 5, {});
  if (name == "single") return matrix_of(A, GrB_BOOL, 1, {});
  if (name == "single_loop") return matrix_of(A, GrB_INT32, 1, {{0, 0, 3}});
  if (name == "selfloops") {
    std::vector<std::pair<GrB_Index, GrB_Index>> p;
    for (GrB_Index i = 0; i < 7; i++) p.push_back({i, (i + 1) % 7});
    p.push_back({0, 2});
    p.push_back({2, 4});
    auto e = undirected(p);
    for (GrB_Index i : {0, 2, 3, 6}) e.push_back({i, i, 1});
    return matrix_of(A, GrB_FP64, 7, e);
  }
  if (name == "disconnected") {
    // K4 on 0..3, triangle on 5..7, path 9-10-11, isolated 4, 8, 12
    std::vector<std::pair<GrB_Index, GrB_Index>> p = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3},  {2, 3},
                                                      {5, 6}, {6, 7}, {5, 7}, {9, 10}, {10, 11}};
    return matrix_of(A, GrB_INT8, 13, undirected(p));
  }
  if (name == "complete8") {
    std::vector<std::pair<GrB_Index, GrB_Index>> p;
    for (GrB_Index i = 0; i < 8; i++)
      for (GrB_Index j = i + 1; j < 8; j++) p.push_back({i, j});
    return matrix_of(A, GrB_BOOL, 8, undirected(p));
  }
  if (name == "star9") {
    std::vector<std::pair<GrB_Index, GrB_Index>> p;
    for (GrB_Index i = 1; i < 9; i++) p.push_back({0, i});
    return matrix_of(A, GrB_UINT16, 9, undirected(p));
  }
  if (name == "grid6x5") {
    std::vector<std::pair<GrB_Index, GrB_Index>> p;
    for (GrB_Index r = 0; r < 6; r++)
      for (GrB_Index c = 0; c < 5; c++) {
        if (c + 1 < 5) p.push_back({r * 5 + c, r * 5 + c + 1});
        if (r + 1 < 6) p.push_back({r * 5 + c, (r + 1) * 5 + c});
      }
    return matrix_of(A, GrB_FP32, 30, undirected(p));
  }
  if (name == "rmat4_bool") return grb_rmat(A, GrB_BOOL, 4, 8, 1);
  if (name == "rmat6_int32") return grb_rmat(A, GrB_INT32, 6, 8, 2);
  if (name == "rmat8_fp64") return grb_rmat(A, GrB_FP64, 8, 16, 3);
  if (name == "urand100_d4") return grb_uniform_graph(A, GrB_BOOL, 100, 4, 4);
  if (name == "urand60_d20") return grb_uniform_graph(A, GrB_INT64, 60, 20, 5);
  if (name == "urand300_d2") return grb_uniform_graph(A, GrB_UINT8, 300, 2, 6);
  if (name == "file_west0067_sym") {
    GrB_Matrix F = nullptr;
    GrB_Info info = read_file("west0067", &F, skip);
    if (info != GrB_SUCCESS || *skip) return info;
    info = symmetrize(A, F);
    GrB_Matrix_free(&F);
    return info;
  }
  // directed
  if (name == "dir_cycle5") {
    std::vector<Edge> e;
    for (GrB_Index i = 0; i < 5; i++) e.push_back({i, (i + 1) % 5, 1});
    return matrix_of(A, GrB_BOOL, 5, e);
  }
  if (name == "dir_dag12") {
    std::vector<Edge> e;
    uint64_t s = 11;
    for (GrB_Index i = 0; i < 12; i++)
      for (GrB_Index j = i + 1; j < 12; j++)
        if (grb_splitmix64(&s) % 3 == 0) e.push_back({i, j, 1});
    return matrix_of(A, GrB_INT32, 12, e);
  }
  if (name == "dir_rand50" || name == "dir_rand300" || name == "dir_loops") {
    const GrB_Index n = name == "dir_rand50" ? 50 : name == "dir_rand300" ? 300 : 40;
    const GrB_Index m = name == "dir_rand50" ? 200 : name == "dir_rand300" ? 900 : 120;
    uint64_t s = n * 7 + m;
    std::vector<Edge> e;
    for (GrB_Index k = 0; k < m; k++) {
      GrB_Index i = grb_splitmix64(&s) % n, j = grb_splitmix64(&s) % n;
      if (name == "dir_loops" && k % 5 == 0) j = i;
      e.push_back({i, j, 1});
    }
    return matrix_of(A, name == "dir_rand300" ? GrB_FP64 : GrB_BOOL, n, e);
  }
  if (name.rfind("file_", 0) == 0) {
    GrB_Matrix F = nullptr;
    GrB_Info info = read_file(name.substr(5), &F, skip);
    if (info != GrB_SUCCESS || *skip) return info;
    GrB_Type type;
    info = GxB_Matrix_type(&type, F);
    if (info == GrB_SUCCESS && (type == GxB_FC32 || type == GxB_FC64)) info = GrB_DOMAIN_MISMATCH;
    if (info != GrB_SUCCESS) {
      GrB_Matrix_free(&F);
      return info;
    }
    *A = F;
    return GrB_SUCCESS;
  }
  return GrB_INVALID_VALUE;
}

std::vector<Edge> weighted_edges(const Graph& g, double lo, double hi, bool integral, bool symmetric,
                                 uint64_t seed) {
  std::vector<Edge> e;
  for (GrB_Index i = 0; i < g.n; i++)
    for (GrB_Index j : g.adj[i]) {
      uint64_t s = seed ^ ((symmetric ? std::min(i, j) : i) * 0x9E3779B97F4A7C15ULL) ^
                   ((symmetric ? std::max(i, j) : j) * 0xC2B2AE3D27D4EB4FULL);
      const double u = (double)(grb_splitmix64(&s) >> 11) / 9007199254740992.0;
      double w = lo + u * (hi - lo);
      if (integral) w = std::floor(lo + u * (hi - lo + 1));
      if (w > hi) w = hi;
      e.push_back({i, j, w});
    }
  return e;
}

std::vector<GrB_Index> pick_sources(const Graph& g, size_t count) {
  std::vector<GrB_Index> s;
  if (g.n == 0) return s;
  GrB_Index best = 0;
  for (GrB_Index v = 0; v < g.n; v++)
    if (g.adj[v].size() > g.adj[best].size()) best = v;
  for (GrB_Index v : {(GrB_Index)0, best, g.n - 1, g.n / 2, g.n / 3})
    if (s.size() < count && std::find(s.begin(), s.end(), v) == s.end()) s.push_back(v);
  return s;
}

//--------------------------------------------------------------------------------------------------
// reference algorithms
//--------------------------------------------------------------------------------------------------

std::vector<int64_t> ref_bfs_levels(const Graph& g, GrB_Index src) {
  std::vector<int64_t> level(g.n, -1);
  std::deque<GrB_Index> q{src};
  level[src] = 0;
  while (!q.empty()) {
    GrB_Index u = q.front();
    q.pop_front();
    for (GrB_Index v : g.adj[u])
      if (level[v] < 0) {
        level[v] = level[u] + 1;
        q.push_back(v);
      }
  }
  return level;
}

std::vector<double> ref_betweenness(const Graph& g, const std::vector<GrB_Index>& sources) {
  const GrB_Index n = g.n;
  std::vector<double> bc(n, 0.0);
  for (GrB_Index s : sources) {
    std::vector<double> sigma(n, 0), delta(n, 0);
    std::vector<int64_t> dist(n, -1);
    std::vector<GrB_Index> order;
    std::deque<GrB_Index> q{s};
    sigma[s] = 1;
    dist[s] = 0;
    while (!q.empty()) {
      GrB_Index u = q.front();
      q.pop_front();
      order.push_back(u);
      for (GrB_Index v : g.adj[u]) {
        if (dist[v] < 0) {
          dist[v] = dist[u] + 1;
          q.push_back(v);
        }
        if (dist[v] == dist[u] + 1) sigma[v] += sigma[u];
      }
    }
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
      GrB_Index u = *it;
      for (GrB_Index v : g.adj[u])
        if (dist[v] == dist[u] + 1) delta[u] += sigma[u] / sigma[v] * (1 + delta[v]);
      if (u != s) bc[u] += delta[u];
    }
  }
  return bc;
}

uint64_t ref_triangles(const Graph& g) {
  // triple loop over i < j < k with all three edges present
  uint64_t count = 0;
  for (GrB_Index i = 0; i < g.n; i++)
    for (GrB_Index j : g.adj[i]) {
      if (j <= i) continue;
      for (GrB_Index k : g.adj[j]) {
        if (k <= j) continue;
        if (g.has_edge(i, k)) count++;
      }
    }
  return count;
}

std::vector<int64_t> ref_components(const Graph& g) {
  std::vector<GrB_Index> parent(g.n);
  std::iota(parent.begin(), parent.end(), 0);
  std::function<GrB_Index(GrB_Index)> find = [&](GrB_Index x) {
    while (parent[x] != x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (GrB_Index i = 0; i < g.n; i++)
    for (GrB_Index j : g.adj[i]) {
      GrB_Index a = find(i), b = find(j);
      if (a != b) parent[std::max(a, b)] = std::min(a, b);  // the root stays the smallest id
    }
  std::vector<int64_t> comp(g.n);
  for (GrB_Index i = 0; i < g.n; i++) comp[i] = (int64_t)find(i);
  return comp;
}

std::vector<double> ref_pagerank(const Graph& g, double damping, double tol, int itermax, int* iters_done,
                                 std::vector<double>* rdiffs) {
  const GrB_Index n = g.n;
  std::vector<double> r(n, n ? 1.0 / n : 0), next(n);
  int it = 0;
  if (rdiffs) rdiffs->clear();
  while (it < itermax) {
    std::fill(next.begin(), next.end(), (1 - damping) / n);
    for (GrB_Index u = 0; u < n; u++) {
      if (g.adj[u].empty()) continue;  // dangling: its rank is lost
      const double share = damping * r[u] / g.adj[u].size();
      for (GrB_Index v : g.adj[u]) next[v] += share;
    }
    double diff = 0;
    for (GrB_Index v = 0; v < n; v++) diff += std::fabs(next[v] - r[v]);
    r.swap(next);
    it++;
    if (rdiffs) rdiffs->push_back(diff);
    if (tol >= 0 && diff < tol) break;
  }
  if (iters_done) *iters_done = it;
  return r;
}

std::vector<double> ref_dijkstra(const Graph& g, GrB_Index src) {
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> d(g.n, inf);
  using item = std::pair<double, GrB_Index>;
  std::priority_queue<item, std::vector<item>, std::greater<item>> pq;
  d[src] = 0;
  pq.push({0, src});
  while (!pq.empty()) {
    auto [du, u] = pq.top();
    pq.pop();
    if (du > d[u]) continue;
    for (size_t k = 0; k < g.adj[u].size(); k++) {
      GrB_Index v = g.adj[u][k];
      if (du + g.w[u][k] < d[v]) {
        d[v] = du + g.w[u][k];
        pq.push({d[v], v});
      }
    }
  }
  return d;
}

bool ref_bellman_ford(const Graph& g, GrB_Index src, std::vector<double>& d) {
  const double inf = std::numeric_limits<double>::infinity();
  d.assign(g.n, inf);
  d[src] = 0;
  for (GrB_Index round = 0; round <= g.n; round++) {
    bool changed = false;
    for (GrB_Index u = 0; u < g.n; u++) {
      if (d[u] == inf) continue;
      for (size_t k = 0; k < g.adj[u].size(); k++) {
        GrB_Index v = g.adj[u][k];
        if (d[u] + g.w[u][k] < d[v]) {
          d[v] = d[u] + g.w[u][k];
          changed = true;
        }
      }
    }
    if (!changed) return true;
    if (round == g.n) return false;  // still improving after n rounds: negative cycle
  }
  return true;
}

// Edge peeling: supports kept per undirected edge (i<j) and decremented as edges go.
class Peeler {
 public:
  explicit Peeler(const Graph& g) : n_(g.n), nb_(g.n) {
    for (GrB_Index i = 0; i < n_; i++)
      for (GrB_Index j : g.adj[i])
        if (i != j) {
          nb_[i].insert(j);
          nb_[j].insert(i);
        }
    for (GrB_Index i = 0; i < n_; i++)
      for (GrB_Index j : nb_[i])
        if (i < j) sup_[key(i, j)] = count_common(i, j);
  }
  // remove edges until every remaining one has support >= k-2
  void peel_to(uint32_t k) {
    const int64_t need = (int64_t)k - 2;
    std::deque<uint64_t> q;
    for (auto& [e, s] : sup_)
      if (s < need) q.push_back(e);
    while (!q.empty()) {
      const uint64_t e = q.front();
      q.pop_front();
      auto it = sup_.find(e);
      if (it == sup_.end()) continue;  // already removed
      sup_.erase(it);
      const GrB_Index i = e / n_, j = e % n_;
      nb_[i].erase(j);
      nb_[j].erase(i);
      // every triangle (i,j,x) is gone: its two other edges lose one
      const auto& a = nb_[i].size() < nb_[j].size() ? nb_[i] : nb_[j];
      const auto& b = nb_[i].size() < nb_[j].size() ? nb_[j] : nb_[i];
      for (GrB_Index x : a)
        if (b.count(x))
          for (GrB_Index y : {i, j}) {
            auto f = sup_.find(key(y, x));
            if (--f->second == need - 1) q.push_back(f->first);
          }
    }
  }
  size_t nedges() const { return sup_.size(); }
  Truss result() const {
    Truss t;
    for (GrB_Index i = 0; i < n_; i++) {
      std::vector<GrB_Index> js(nb_[i].begin(), nb_[i].end());
      std::sort(js.begin(), js.end());
      for (GrB_Index j : js) {
        t.edges.push_back({i, j});
        t.support.push_back(sup_.at(key(i, j)));
      }
    }
    return t;
  }

 private:
  uint64_t key(GrB_Index i, GrB_Index j) const { return i < j ? i * n_ + j : j * n_ + i; }
  int64_t count_common(GrB_Index i, GrB_Index j) const {
    int64_t s = 0;
    const auto& a = nb_[i].size() < nb_[j].size() ? nb_[i] : nb_[j];
    const auto& b = nb_[i].size() < nb_[j].size() ? nb_[j] : nb_[i];
    for (GrB_Index x : a) s += b.count(x);
    return s;
  }
  GrB_Index n_;
  std::vector<std::unordered_set<GrB_Index>> nb_;
  std::unordered_map<uint64_t, int64_t> sup_;
};

Truss ref_ktruss(const Graph& g, uint32_t k) {
  Peeler p(g);
  p.peel_to(k);
  return p.result();
}

std::vector<size_t> ref_allktruss(const Graph& g) {
  Peeler p(g);
  std::vector<size_t> ne(3, p.nedges());
  for (uint32_t k = 3;; k++) {
    p.peel_to(k);
    ne.push_back(p.nedges());
    if (p.nedges() == 0) return ne;
  }
}

std::vector<double> ref_lcc(const Graph& g) {
  std::vector<std::vector<GrB_Index>> nb(g.n);
  for (GrB_Index i = 0; i < g.n; i++)
    for (GrB_Index j : g.adj[i])
      if (i != j) nb[i].push_back(j);
  std::vector<double> lcc(g.n, 0.0);
  for (GrB_Index v = 0; v < g.n; v++) {
    const double d = (double)nb[v].size();
    if (d < 2) continue;
    uint64_t t = 0;  // edges among the neighbours of v (each counted twice below)
    for (GrB_Index a : nb[v])
      for (GrB_Index b : nb[v])
        if (a < b && std::binary_search(nb[a].begin(), nb[a].end(), b)) t++;
    lcc[v] = (double)t / (d * (d - 1) / 2);
  }
  return lcc;
}

//--------------------------------------------------------------------------------------------------
// fixtures
//--------------------------------------------------------------------------------------------------

void GraphTest::SetUp() {
  bool skip = false;
  GrB_Info info = make_graph(GetParam(), &A.p, &skip);
  if (skip) GTEST_SKIP() << "data file absent: " << GetParam() << " (looked in " << GRB_SHARED_DATA << ")";
  if (info == GrB_NOT_IMPLEMENTED && !strict()) GTEST_SKIP() << "graph construction not implemented here";
  ASSERT_EQ(info, GrB_SUCCESS) << GetParam();
  ASSERT_EQ(graph_of(g, A.p), GrB_SUCCESS);
}

GrB_Info GraphTest::transpose_of_g(GrB_Matrix* AT) const {
  std::vector<Edge> e;
  for (GrB_Index i = 0; i < g.n; i++)
    for (GrB_Index j : g.adj[i]) e.push_back({j, i, 1});
  return matrix_of(AT, GrB_BOOL, g.n, e);
}

std::string param_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string s = info.param;
  for (char& c : s)
    if (!std::isalnum((unsigned char)c)) c = '_';
  return s;
}


}  // namespace lg
