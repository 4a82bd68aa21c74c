// match_oracle: counts pattern embeddings with independent implementations, to check grb-match
// (tests and bench only; never linked into the library):
//   boost  Boost.Graph vf2_subgraph_mono (non-induced) / vf2_subgraph_iso (induced)
//   vf2    igraph_count_subisomorphisms_vf2 (non-induced only: igraph's VF2 does not test non-edges)
//   lad    igraph_subisomorphic_lad, every map (induced flag as given)
//   brute  plain backtracking over all injective maps, checking every pair at the end
// usage: match_oracle --method boost|vf2|lad|brute --pattern P --graph G [--induced] [--directed]
//                     [--edge-labels] [--pattern-labels F --graph-labels F]
// Files: edge lists 'u v [label]' (0-based, '#' comments), as grb-match reads them; the number of
// vertices is the largest id + 1; self-loops are dropped; a repeated edge keeps its smallest label
// (undirected: {u,v} and {v,u} are one edge). Prints '# counted in S s', then the number of
// embeddings alone on the last line.
#include <boost/graph/adjacency_list.hpp>
#include <chrono>
#include <ctime>
#include <boost/graph/vf2_sub_graph_iso.hpp>
#include <igraph/igraph.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

struct Graph {
  int64_t n = 0;
  std::map<std::pair<int64_t, int64_t>, int64_t> edges;  // (u,v) -> label; undirected: u < v
  std::vector<int64_t> vlabel;
};

[[noreturn]] void fail(const std::string& what) {
  std::cerr << "match_oracle: " << what << "\n";
  std::exit(2);
}

Graph read_edges(const std::string& path, bool directed) {
  std::ifstream in(path);
  if (!in) fail("cannot open " + path);
  Graph g;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream s(line);
    int64_t u, v, x = 1;
    if (line.find_first_not_of(" \t\r") == std::string::npos || line[line.find_first_not_of(" \t")] == '#') continue;
    if (!(s >> u >> v) || u < 0 || v < 0) fail(path + ": bad line '" + line + "'");
    if (!(s >> x)) x = 1;
    g.n = std::max(g.n, std::max(u, v) + 1);
    if (u == v) continue;
    if (!directed && u > v) std::swap(u, v);
    auto it = g.edges.find({u, v});
    if (it == g.edges.end()) g.edges[{u, v}] = x;
    else it->second = std::min(it->second, x);
  }
  return g;
}

std::vector<int64_t> read_labels(const std::string& path, int64_t n) {
  std::ifstream in(path);
  if (!in) fail("cannot open " + path);
  std::vector<int64_t> lab;
  std::string line;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos || line[line.find_first_not_of(" \t")] == '#') continue;
    lab.push_back(std::stoll(line));
  }
  if ((int64_t)lab.size() != n) fail(path + ": wrong number of labels");
  return lab;
}

struct Options {
  bool induced = false, directed = false, edge_labels = false, vertex_labels = false;
};

// ---- Boost VF2 --------------------------------------------------------------------------------
template <class Dir>
using BGraph = boost::adjacency_list<boost::vecS, boost::vecS, Dir, boost::property<boost::vertex_name_t, int64_t>,
                                     boost::property<boost::edge_name_t, int64_t>>;

template <class Dir>
BGraph<Dir> to_boost(const Graph& g) {
  BGraph<Dir> b(g.n);
  for (int64_t v = 0; v < g.n; v++) boost::put(boost::vertex_name, b, v, g.vlabel.empty() ? 0 : g.vlabel[v]);
  for (const auto& e : g.edges) boost::add_edge(e.first.first, e.first.second, e.second, b);
  return b;
}

struct CountCallback {
  uint64_t* count;
  template <class M1, class M2>
  bool operator()(const M1&, const M2&) const {
    ++*count;
    return true;  // go on
  }
};

template <class Dir>
uint64_t boost_count(const Graph& p, const Graph& g, const Options& o) {
  BGraph<Dir> bp = to_boost<Dir>(p), bg = to_boost<Dir>(g);
  uint64_t count = 0;
  CountCallback cb{&count};
  auto vequiv = boost::make_property_map_equivalent(boost::get(boost::vertex_name, bp), boost::get(boost::vertex_name, bg));
  auto eequiv = boost::make_property_map_equivalent(boost::get(boost::edge_name, bp), boost::get(boost::edge_name, bg));
  const auto order = boost::vertex_order_by_mult(bp);
  if (o.induced) {
    if (o.edge_labels) boost::vf2_subgraph_iso(bp, bg, cb, order, boost::edges_equivalent(eequiv).vertices_equivalent(vequiv));
    else boost::vf2_subgraph_iso(bp, bg, cb, order, boost::edges_equivalent(boost::always_equivalent()).vertices_equivalent(vequiv));
  } else {
    if (o.edge_labels) boost::vf2_subgraph_mono(bp, bg, cb, order, boost::edges_equivalent(eequiv).vertices_equivalent(vequiv));
    else boost::vf2_subgraph_mono(bp, bg, cb, order, boost::edges_equivalent(boost::always_equivalent()).vertices_equivalent(vequiv));
  }
  return count;
}

// ---- igraph ---------------------------------------------------------------------------------
struct IGraph {
  igraph_t g;
  igraph_vector_int_t ecolor, vcolor;
  IGraph(const Graph& src, bool directed) {
    igraph_vector_int_t el;
    igraph_vector_int_init(&el, 0);
    igraph_vector_int_init(&ecolor, 0);
    for (const auto& e : src.edges) {
      igraph_vector_int_push_back(&el, e.first.first);
      igraph_vector_int_push_back(&el, e.first.second);
      igraph_vector_int_push_back(&ecolor, e.second);
    }
    if (igraph_create(&g, &el, src.n, directed) != IGRAPH_SUCCESS) fail("igraph_create failed");
    igraph_vector_int_destroy(&el);
    igraph_vector_int_init(&vcolor, src.n);
    for (int64_t v = 0; v < src.n; v++) VECTOR(vcolor)[v] = src.vlabel.empty() ? 0 : src.vlabel[v];
  }
  ~IGraph() {
    igraph_destroy(&g);
    igraph_vector_int_destroy(&ecolor);
    igraph_vector_int_destroy(&vcolor);
  }
};

uint64_t vf2_count(const Graph& p, const Graph& g, const Options& o) {
  if (o.induced) fail("igraph's VF2 counts non-induced embeddings only");
  IGraph ip(p, o.directed), ig(g, o.directed);
  igraph_integer_t count = 0;
  // graph1 is the large graph, graph2 the pattern
  const igraph_error_t err = igraph_count_subisomorphisms_vf2(
      &ig.g, &ip.g, o.vertex_labels ? &ig.vcolor : nullptr, o.vertex_labels ? &ip.vcolor : nullptr,
      o.edge_labels ? &ig.ecolor : nullptr, o.edge_labels ? &ip.ecolor : nullptr, &count, nullptr, nullptr, nullptr);
  if (err != IGRAPH_SUCCESS) fail("igraph_count_subisomorphisms_vf2 failed");
  return (uint64_t)count;
}

uint64_t lad_count(const Graph& p, const Graph& g, const Options& o) {
  if (o.edge_labels) fail("igraph's LAD has no edge labels");
  IGraph ip(p, o.directed), ig(g, o.directed);
  igraph_vector_int_list_t maps, domains;
  igraph_vector_int_list_init(&maps, 0);
  igraph_vector_int_list_init(&domains, 0);
  if (o.vertex_labels) {
    // the domain of a pattern vertex: the graph vertices with its label
    for (int64_t u = 0; u < p.n; u++) {
      igraph_vector_int_t d;
      igraph_vector_int_init(&d, 0);
      for (int64_t v = 0; v < g.n; v++)
        if (g.vlabel[v] == p.vlabel[u]) igraph_vector_int_push_back(&d, v);
      igraph_vector_int_list_push_back(&domains, &d);
    }
  }
  igraph_bool_t iso = false;
  const igraph_error_t err =
      igraph_subisomorphic_lad(&ip.g, &ig.g, o.vertex_labels ? &domains : nullptr, &iso, nullptr, &maps, o.induced, 0);
  if (err != IGRAPH_SUCCESS) fail("igraph_subisomorphic_lad failed");
  const uint64_t count = (uint64_t)igraph_vector_int_list_size(&maps);
  igraph_vector_int_list_destroy(&maps);
  igraph_vector_int_list_destroy(&domains);
  return count;
}

// ---- brute force ------------------------------------------------------------------------------
struct Brute {
  const Graph &p, &g;
  const Options& o;
  std::vector<int64_t> f;
  std::vector<bool> used;
  uint64_t count = 0;
  // label of the edge a->b (directed) or {a,b}, -1 when absent (labels are compared only if asked)
  int64_t edge(const Graph& x, int64_t a, int64_t b) const {
    if (!o.directed && a > b) std::swap(a, b);
    auto it = x.edges.find({a, b});
    return it == x.edges.end() ? -1 : (o.edge_labels ? it->second : 0);
  }
  bool full_check() const {
    for (int64_t a = 0; a < p.n; a++)
      for (int64_t b = 0; b < p.n; b++) {
        if (a == b) continue;
        const int64_t ep = edge(p, a, b), eg = edge(g, f[a], f[b]);
        if (ep >= 0 && eg != ep) return false;
        if (o.induced && ep < 0 && eg >= 0) return false;
      }
    return true;
  }
  void run(int64_t d) {
    if (d == p.n) {
      count += full_check();
      return;
    }
    for (int64_t v = 0; v < g.n; v++) {
      if (used[v] || (o.vertex_labels && g.vlabel[v] != p.vlabel[d])) continue;
      bool ok = true;  // prune on the edges to earlier pattern vertices (the full check redoes all)
      for (int64_t a = 0; a < d && ok; a++) {
        if (edge(p, a, d) >= 0 && edge(g, f[a], v) < 0) ok = false;
        if (edge(p, d, a) >= 0 && edge(g, v, f[a]) < 0) ok = false;
      }
      if (!ok) continue;
      used[v] = true;
      f[d] = v;
      run(d + 1);
      used[v] = false;
    }
  }
};

}  // namespace

int main(int argc, char** argv) {
  std::string method, ppath, gpath, plab, glab;
  Options o;
  for (int i = 1; i < argc; i++) {
    const std::string a = argv[i];
    const bool more = i + 1 < argc;
    if (a == "--method" && more) method = argv[++i];
    else if (a == "--pattern" && more) ppath = argv[++i];
    else if (a == "--graph" && more) gpath = argv[++i];
    else if (a == "--pattern-labels" && more) plab = argv[++i];
    else if (a == "--graph-labels" && more) glab = argv[++i];
    else if (a == "--induced") o.induced = true;
    else if (a == "--directed") o.directed = true;
    else if (a == "--edge-labels") o.edge_labels = true;
    else fail("unknown argument " + a);
  }
  if (method.empty() || ppath.empty() || gpath.empty()) fail("--method, --pattern and --graph are required");
  Graph p = read_edges(ppath, o.directed), g = read_edges(gpath, o.directed);
  if (!plab.empty()) {
    o.vertex_labels = true;
    p.vlabel = read_labels(plab, p.n);
    g.vlabel = read_labels(glab, g.n);
  }
  igraph_set_error_handler(igraph_error_handler_printignore);
  // the time from the graphs in memory to the count (building each library's graph included)
  const auto t0 = std::chrono::steady_clock::now();
  const std::clock_t c0 = std::clock();
  uint64_t count;
  if (method == "boost") count = o.directed ? boost_count<boost::bidirectionalS>(p, g, o) : boost_count<boost::undirectedS>(p, g, o);
  else if (method == "vf2") count = vf2_count(p, g, o);
  else if (method == "lad") count = lad_count(p, g, o);
  else if (method == "brute") {
    Brute b{p, g, o, std::vector<int64_t>(p.n), std::vector<bool>(g.n), 0};
    b.run(0);
    count = b.count;
  } else fail("unknown method " + method);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double cpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
  std::printf("# counted in %.3f s (cpu %.3f s)\n%llu\n", secs, cpu, (unsigned long long)count);
  return 0;
}
