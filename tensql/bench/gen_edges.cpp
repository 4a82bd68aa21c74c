// Edge tables for the grb-sql bench, as CSV with a header (src,dst,w), duplicate edges removed:
//   tensql_gen_edges rmat  SCALE EDGE_FACTOR SEED OUT.csv   R-MAT (a=0.57, b=c=0.19)
//   tensql_gen_edges urand SCALE EDGE_FACTOR SEED OUT.csv   uniform random edges
//   tensql_gen_edges metis FILE.graph SEED OUT.csv          a METIS graph, both directions
//   tensql_gen_edges other IN.csv SEED OUT.csv              half of IN's edges plus as many new ones,
//                                                           new weights (the Hadamard join's partner)
//   tensql_gen_edges nodes N OUT.csv                        id,name for ids 0..N-1 (name 'v<id>')
// Weights are multiples of 1/1024 so every engine reads and sums them exactly.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using Edge = std::pair<int64_t, int64_t>;

static std::vector<Edge> rmat(int scale, int64_t m, std::mt19937_64 &rng) {
  std::uniform_real_distribution<double> u(0, 1);
  std::vector<Edge> e(static_cast<size_t>(m));
  for (auto &x : e) {
    int64_t i = 0, j = 0;
    for (int b = 0; b < scale; b++) {
      double r = u(rng);
      int q = r < 0.57 ? 0 : r < 0.76 ? 1 : r < 0.95 ? 2 : 3;
      i = (i << 1) | (q >> 1);
      j = (j << 1) | (q & 1);
    }
    x = {i, j};
  }
  return e;
}

static std::vector<Edge> urand(int scale, int64_t m, std::mt19937_64 &rng) {
  std::uniform_int_distribution<int64_t> v(0, (int64_t(1) << scale) - 1);
  std::vector<Edge> e(static_cast<size_t>(m));
  for (auto &x : e) x = {v(rng), v(rng)};
  return e;
}

static std::vector<Edge> metis(const char *path) {
  std::ifstream in(path);
  std::string line;
  std::vector<Edge> e;
  int64_t row = -1;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '%') continue;
    std::istringstream s(line);
    if (row < 0) { row = 0; continue; }  // header: n m [fmt]
    int64_t j;
    while (s >> j) e.push_back({row, j - 1});
    row++;
  }
  return e;
}

static std::vector<Edge> read_csv(const char *path) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  std::vector<Edge> e;
  while (std::getline(in, line)) {
    long long a, b;
    if (std::sscanf(line.c_str(), "%lld,%lld", &a, &b) == 2) e.push_back({a, b});
  }
  return e;
}

static void write(std::vector<Edge> e, const char *out, std::mt19937_64 &rng) {
  std::sort(e.begin(), e.end());
  e.erase(std::unique(e.begin(), e.end()), e.end());
  std::uniform_int_distribution<int> w(1, 1024);
  FILE *f = std::fopen(out, "w");
  std::fprintf(f, "src,dst,w\n");
  for (auto &x : e) std::fprintf(f, "%lld,%lld,%.10g\n", (long long)x.first, (long long)x.second, w(rng) / 1024.0);
  std::fclose(f);
  std::printf("%zu\n", e.size());
}

int main(int argc, char **argv) {
  std::string kind = argc > 1 ? argv[1] : "";
  if ((kind == "rmat" || kind == "urand") && argc == 6) {
    int scale = std::atoi(argv[2]);
    std::mt19937_64 rng(std::strtoull(argv[4], nullptr, 10));
    int64_t m = (int64_t(1) << scale) * std::atoll(argv[3]);
    write(kind == "rmat" ? rmat(scale, m, rng) : urand(scale, m, rng), argv[5], rng);
  } else if (kind == "metis" && argc == 5) {
    std::mt19937_64 rng(std::strtoull(argv[3], nullptr, 10));
    write(metis(argv[2]), argv[4], rng);
  } else if (kind == "other" && argc == 5) {
    std::mt19937_64 rng(std::strtoull(argv[3], nullptr, 10));
    std::vector<Edge> in = read_csv(argv[2]), out;
    int64_t n = 1;
    for (auto &x : in) n = std::max({n, x.first + 1, x.second + 1});
    std::uniform_int_distribution<int64_t> v(0, n - 1);
    for (auto &x : in) {
      if (rng() & 1) out.push_back(x);
      else out.push_back({v(rng), v(rng)});
    }
    write(out, argv[4], rng);
  } else if (kind == "nodes" && argc == 4) {
    FILE *f = std::fopen(argv[3], "w");
    std::fprintf(f, "id,name\n");
    for (long long i = 0; i < std::atoll(argv[2]); i++) std::fprintf(f, "%lld,v%lld\n", i, i);
    std::fclose(f);
  } else {
    std::fprintf(stderr, "usage: see the comment at the top of gen_edges.cpp\n");
    return 2;
  }
  return 0;
}
