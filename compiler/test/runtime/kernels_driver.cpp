// Runs the kernels grb-translate emitted from kernels.mlir (included below) on small graphs and
// checks them against brute force. Built by compiler/test/CMakeLists.txt with the host compiler
// against the Kokkos prefix; registered in ctest as compiler-kokkos-run (label compiler).
#include "kernels_generated.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <set>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace {

using Entries = std::vector<std::vector<std::pair<int64_t, double>>>; // row -> sorted (col, value)

template <class T>
grb_kokkos::CsrMatrix<T> toCsr(const Entries &rows, int64_t ncols) {
  grb_kokkos::CsrMatrix<T> m;
  m.nrows = (int64_t)rows.size();
  m.ncols = ncols;
  int64_t nnz = 0;
  for (auto &r : rows) nnz += (int64_t)r.size();
  m.rowptr = Kokkos::View<int64_t*>("rowptr", m.nrows + 1);
  m.colidx = Kokkos::View<int64_t*>("colidx", nnz);
  m.values = Kokkos::View<T*>("values", nnz);
  auto p = Kokkos::create_mirror_view(m.rowptr);
  auto j = Kokkos::create_mirror_view(m.colidx);
  auto x = Kokkos::create_mirror_view(m.values);
  int64_t k = 0;
  for (size_t i = 0; i < rows.size(); ++i) {
    p(i) = k;
    for (auto &e : rows[i]) { j(k) = e.first; x(k) = (T)e.second; ++k; }
  }
  p(m.nrows) = k;
  Kokkos::deep_copy(m.rowptr, p);
  Kokkos::deep_copy(m.colidx, j);
  Kokkos::deep_copy(m.values, x);
  return m;
}

int failures = 0;
void check(bool ok, const char *what, double got, double want) {
  std::printf("%s %s: got %.17g, expected %.17g\n", ok ? "ok  " : "FAIL", what, got, want);
  if (!ok) ++failures;
}

// `hubs`: vertices 0..hubs-1 (and n-hubs..n-1) joined to 90% of the others, so that some rows
// of U are much longer than the rows of L they meet (the binary-search path of the kernel).
void triangles(int64_t n, double density, unsigned seed, const char *name, int64_t hubs = 0) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0, 1);
  std::vector<std::vector<char>> adj(n, std::vector<char>(n, 0));
  auto isHub = [&](int64_t v) { return v < hubs || v >= n - hubs; };
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = i + 1; j < n; ++j)
      if (u(rng) < ((isHub(i) || isHub(j)) ? 0.9 : density)) adj[i][j] = adj[j][i] = 1;
  Entries L(n), U(n);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j)
      if (adj[i][j]) (j < i ? L : U)[i].push_back({j, 1.0});
  int64_t brute = 0;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = i + 1; j < n; ++j)
      if (adj[i][j])
        for (int64_t k = j + 1; k < n; ++k)
          brute += adj[i][k] && adj[j][k];
  int64_t got = grb_kernels::triangle_count(toCsr<int64_t>(L, n), toCsr<int64_t>(U, n));
  check(got == brute, name, (double)got, (double)brute);
}

// sum(C<M> = A*B') with plus_times and a valued mask, in the kernels' order: rows in order (one
// fixed-order block: nrows <= 1024), a row's mask entries in order, a dot product's columns in
// increasing order; C(i,j) joins only when A(i,:) and B(j,:) share a column. `ncols` wide (3M):
// the merge kernel (the scatter/probe scratch would exceed 16 MiB).
// `longEvery`: every longEvery-th row of B has 64x the entries (binary-search path).
void maskedDotSum(int64_t nrows, int64_t ncols, int64_t perRow, unsigned seed, const char *name,
                  int64_t longEvery = 0) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  // columns drawn from a small pool so that rows share columns
  std::vector<int64_t> pool;
  for (int64_t c = 0; c < (longEvery ? 256 : 4) * perRow; ++c) pool.push_back((int64_t)(rng() % (uint64_t)ncols));
  auto randomRows = [&](int64_t n, bool mayBeLong) {
    Entries R(n);
    for (int64_t i = 0; i < n; ++i) {
      std::set<int64_t> cols;
      const int64_t len = (mayBeLong && longEvery && i % longEvery == 0) ? 64 * perRow : perRow;
      for (int64_t k = 0; k < len; ++k) cols.insert(pool[rng() % pool.size()]);
      for (int64_t c : cols) R[i].push_back({c, u(rng)});
    }
    return R;
  };
  Entries A = randomRows(nrows, false), B = randomRows(nrows, true), M(nrows);
  for (int64_t i = 0; i < nrows; ++i)
    for (int64_t j = 0; j < nrows; ++j)
      if (rng() % 8 == 0) M[i].push_back({j, (rng() % 3 == 0) ? 0.0 : 1.0}); // some explicit zeros
  double want = 0;
  for (int64_t i = 0; i < nrows; ++i) {
    double row = 0;
    for (auto &m : M[i]) {
      if (m.second == 0) continue;
      const int64_t j = m.first;
      double cij = 0;
      bool found = false;
      size_t pa = 0, pb = 0;
      while (pa < A[i].size() && pb < B[j].size()) {
        if (A[i][pa].first == B[j][pb].first) {
          cij = cij + A[i][pa].second * B[j][pb].second;
          found = true;
          ++pa, ++pb;
        } else if (A[i][pa].first < B[j][pb].first) {
          ++pa;
        } else {
          ++pb;
        }
      }
      if (found) row = row + cij;
    }
    want = want + row;
  }
  double got = grb_kernels::masked_dot_sum(toCsr<double>(A, ncols), toCsr<double>(B, ncols), toCsr<double>(M, nrows));
  check(got == want, name, got, want);
}

Entries randomMatrix(int64_t n, double density, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0, 1);
  Entries A(n);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j)
      if (u(rng) < density) A[i].push_back({j, std::round((u(rng) * 20 - 10) * 4) / 4});
  return A;
}

void trilNegate(int64_t n, int64_t k) {
  Entries A = randomMatrix(n, 0.1, 7 + (unsigned)k);
  auto C = grb_kernels::tril_negate(toCsr<double>(A, n), k);
  auto p = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C.rowptr);
  auto j = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C.colidx);
  auto x = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C.values);
  bool same = C.nrows == n && C.ncols == n;
  int64_t expectNnz = 0, q = 0;
  for (int64_t i = 0; i < n && same; ++i) {
    same = same && p(i) == q;
    for (auto &e : A[i]) {
      if (e.first > i + k) continue;
      ++expectNnz;
      same = same && q < (int64_t)j.extent(0) && j(q) == e.first && x(q) == -e.second;
      ++q;
    }
  }
  same = same && p(n) == expectNnz && (int64_t)j.extent(0) == expectNnz;
  char what[64];
  std::snprintf(what, sizeof what, "tril_negate n=%lld k=%lld (nvals)", (long long)n, (long long)k);
  check(same, what, (double)p(n), (double)expectNnz);
}

void trussSupport(int64_t n, double density, int64_t t, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0, 1);
  std::vector<std::vector<char>> adj(n, std::vector<char>(n, 0));
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = i + 1; j < n; ++j)
      if (u(rng) < density) adj[i][j] = adj[j][i] = 1;
  Entries A(n);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j)
      if (adj[i][j]) A[i].push_back({j, 1.0});
  auto C = grb_kernels::truss_support(toCsr<int64_t>(A, n), t);
  auto p = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C.rowptr);
  auto j = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C.colidx);
  auto x = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), C.values);
  bool same = C.nrows == n && C.ncols == n;
  int64_t q = 0;
  for (int64_t i = 0; i < n && same; ++i) {
    same = same && p(i) == q;
    for (auto &e : A[i]) {
      int64_t support = 0;
      for (int64_t k = 0; k < n; ++k) support += adj[i][k] && adj[e.first][k];
      if (support == 0 || support < t) continue;  // no common neighbour: C(i,j) is not an entry
      same = same && q < (int64_t)j.extent(0) && j(q) == e.first && x(q) == support;
      ++q;
    }
  }
  same = same && p(n) == q && (int64_t)j.extent(0) == q;
  char what[80];
  std::snprintf(what, sizeof what, "truss_support n=%lld t=%lld (nvals)", (long long)n, (long long)t);
  check(same, what, (double)p(n), (double)q);
}

void filterProjectAggregate(int64_t n, double t) {
  Entries A = randomMatrix(n, 0.2, 11);
  double want = 0; // quarter-integers: the sum is exact in any order
  for (auto &r : A)
    for (auto &e : r)
      if (e.second > t) want += std::fabs(e.second);
  double got = grb_kernels::filter_project_aggregate(toCsr<double>(A, n), t);
  check(got == want, "filter_project_aggregate", got, want);
}

// 1e16 then many 1.0 (each lost against 1e16 in a left-to-right sum, all kept if summed first):
// the kernel must give exactly the fixed-order result (row sums in index order, blocks of 1024
// rows in order, then the blocks in order), whatever the number of threads.
void adversarialSum(int64_t n) {
  Entries A(n);
  std::mt19937_64 rng(99);
  for (int64_t i = 0; i < n; ++i) {
    A[i].push_back({0, i % 997 == 0 ? 1e16 : 1.0});
    if (i % 3 == 0) A[i].push_back({1, (double)(rng() % 7) * 0.1});
  }
  std::vector<double> rows(n);
  for (int64_t i = 0; i < n; ++i) {
    double acc = 0;
    for (auto &e : A[i]) acc = acc + (-e.second);
    rows[i] = acc;
  }
  double want = 0;
  for (int64_t b = 0; b * 1024 < n; ++b) {
    double acc = 0;
    for (int64_t i = b * 1024; i < std::min<int64_t>(n, (b + 1) * 1024); ++i) acc = acc + rows[i];
    want = want + acc;
  }
  double got = grb_kernels::negated_total(toCsr<double>(A, 2));
  check(got == want, "adversarial fixed-order sum (bitwise)", got, want);
}

// 1e16 followed by many 1.0 (in one row and across rows): the compensated sum is exact.
void compensatedSum() {
  const int64_t n = 20001;
  Entries A(n);
  A[0].push_back({0, 1e16});
  for (int j = 1; j <= 500; ++j) A[0].push_back({j, 1.0}); // within one row
  for (int64_t i = 1; i < n; ++i) A[i].push_back({0, 1.0}); // across rows
  const double exact = 1e16 + 500.0 + (double)(n - 1);      // 10000000000020500: representable
  auto csr = toCsr<double>(A, 501);
  double got = grb_kernels::compensated_total(csr);
  double plain = -grb_kernels::negated_total(csr);
  check(got == exact, "compensated sum of 1e16 and 20500 ones (exact)", got, exact);
  std::printf("     (uncompensated fixed-order sum: %.17g)\n", plain);
}

/// A random n x n pattern (each entry with probability density), values 1..4, sorted columns.
Entries randomRows(int64_t n, double density, unsigned seed) {
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> coin(0, 1);
  Entries rows(n);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j)
      if (coin(gen) < density) rows[i].push_back({j, (double)(1 + gen() % 4)});
  return rows;
}

template <class T>
Kokkos::View<T*> toView(const std::vector<T> &v, const char *name) {
  Kokkos::View<T*> d(std::string(name), v.size());
  auto h = Kokkos::create_mirror_view(d);
  for (size_t k = 0; k < v.size(); ++k) h(k) = v[k];
  Kokkos::deep_copy(d, h);
  return d;
}

/// The PageRank iteration r = teleport + AT * (prior ./ dscaled) against a brute force that sums
/// each row in column order from its first present product (the kernel library's order): bit for
/// bit. `outdeg0`: fraction of vertices without out-edges (absent from a sparse dscaled).
/// `narrow`: the matrix carries its 32-bit index copy.
void pagerankStep(int64_t n, double density, double outdeg0, bool sparseD, bool narrow, unsigned seed) {
  Entries rows = randomRows(n, density, seed);
  auto AT = toCsr<float>(rows, n);
  if (narrow) {
    std::vector<int32_t> j32;
    for (auto &r : rows)
      for (auto &e : r) j32.push_back((int32_t)e.first);
    AT.colidx32 = toView(j32, "colidx32");
  }
  std::mt19937_64 gen(seed + 1);
  std::uniform_real_distribution<float> val(0.001f, 1.0f);
  std::uniform_real_distribution<double> coin(0, 1);
  std::vector<float> prior(n), dDense(n);
  std::vector<int64_t> dIdx;
  std::vector<float> dVal;
  std::vector<bool> dPresent(n);
  for (int64_t j = 0; j < n; ++j) {
    prior[j] = val(gen);
    dPresent[j] = !sparseD || coin(gen) >= outdeg0;
    dDense[j] = (float)(1 + gen() % 50) / 0.85f;
    if (dPresent[j]) { dIdx.push_back(j); dVal.push_back(dDense[j]); }
  }
  const float teleport = 0.15f / (float)std::max<int64_t>(n, 1);
  Kokkos::View<float*> out("r", n);
  grb_kokkos::FullVector<float> priorV{n, toView(prior, "prior")}, unused{};
  if (sparseD) {
    grb_kokkos::SparseVector<float> d{n, toView(dIdx, "d_idx"), toView(dVal, "d_val")};
    grb_kernels::pagerank_step(AT, priorV, d, teleport, unused, out);
  } else {
    grb_kokkos::FullVector<float> d{n, toView(dDense, "d")};
    grb_kernels::pagerank_step_full(AT, priorV, d, teleport, unused, out);
  }
  auto got = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
  int64_t bad = 0;
  for (int64_t i = 0; i < n; ++i) {
    bool found = false;
    float t = 0;
    for (auto &e : rows[i]) {
      if (!dPresent[e.first]) continue;
      const float w = prior[e.first] / dDense[e.first];
      t = found ? t + w : w;
      found = true;
    }
    const float want = found ? teleport + t : teleport;
    if (std::memcmp(&want, &got(i), sizeof want) != 0) ++bad;
  }
  char what[160];
  std::snprintf(what, sizeof what, "pagerank step n=%lld density=%g, dscaled %s%s (bitwise, rows differing)",
                (long long)n, density, sparseD ? "sparse" : "full", narrow ? ", 32-bit indices" : "");
  check(bad == 0, what, (double)bad, 0);
}

/// w = c - A*u, plus_times f64, u bitmap with a third of its entries absent (their slots hold NaN:
/// a kernel reading them would show it).
void mxvBitmapMinus(int64_t n, double density, unsigned seed) {
  Entries rows = randomRows(n, density, seed);
  auto A = toCsr<double>(rows, n);
  std::mt19937_64 gen(seed + 7);
  std::vector<double> u(n), c(n);
  std::vector<int8_t> present(n);
  for (int64_t j = 0; j < n; ++j) {
    present[j] = gen() % 3 != 0;
    u[j] = present[j] ? (double)(gen() % 1000) / 7.0 : std::nan("");
    c[j] = (double)(gen() % 100) / 3.0;
  }
  grb_kokkos::BitmapVector<double> uV{n, toView(present, "u_present"), toView(u, "u")};
  grb_kokkos::FullVector<double> cV{n, toView(c, "c")};
  Kokkos::View<double*> out("w", n);
  grb_kernels::mxv_bitmap_minus(A, uV, cV, out);
  auto got = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
  int64_t bad = 0;
  for (int64_t i = 0; i < n; ++i) {
    bool found = false;
    double t = 0;
    for (auto &e : rows[i]) {
      if (!present[e.first]) continue;
      const double p = e.second * u[e.first];
      t = found ? t + p : p;
      found = true;
    }
    const double want = found ? c[i] - t : c[i];
    if (std::memcmp(&want, &got(i), sizeof want) != 0) ++bad;
  }
  check(bad == 0, "w = c - A*u plus_times f64, bitmap u (bitwise, rows differing)", (double)bad, 0);
}

/// w = c + A*u, PLUS_SECOND, u sparse (a third of its entries absent), against a brute force with
/// the kernel library's semantics (each row summed in column order from its first present
/// product; c(i) kept bit for bit when the row has none): bitwise. For f32, u holds -0.0, +0.0
/// and ordinary values, and c holds -0.0, +0.0, a quiet and a signalling NaN and ordinary values:
/// an absent u(j) read as -0.0 must not change a row's sum, and a row without present products
/// must keep even a signalling NaN c(i) (c + -0.0 would quieten it).
template <class T>
void mxvSparseU(int64_t n, double density, unsigned seed) {
  Entries rows = randomRows(n, density, seed);
  auto A = toCsr<T>(rows, n);
  std::mt19937_64 gen(seed + 11);
  std::vector<int64_t> uIdx;
  std::vector<T> uVal, c(n);
  std::vector<bool> present(n);
  std::vector<T> uDense(n);
  auto special = [&](uint64_t k) -> T {
    if constexpr (std::is_floating_point_v<T>) {
      uint32_t snan = 0x7fa00001u;
      float s;
      std::memcpy(&s, &snan, sizeof s);
      const float pick[] = {-0.0f, 0.0f, std::nanf(""), s};
      return (T)pick[k % 4];
    } else {
      return (T)0;
    }
  };
  for (int64_t j = 0; j < n; ++j) {
    present[j] = gen() % 3 != 0;
    uDense[j] = gen() % 5 == 0 ? (gen() % 2 ? (T)-0.0 : (T)0) : (T)((int64_t)(gen() % 1000) - 500) / (T)8;
    if (present[j]) { uIdx.push_back(j); uVal.push_back(uDense[j]); }
    c[j] = gen() % 4 == 0 ? special(gen()) : (T)((int64_t)(gen() % 100) - 50) / (T)4;
  }
  grb_kokkos::SparseVector<T> uV{n, toView(uIdx, "u_idx"), toView(uVal, "u_val")};
  grb_kokkos::FullVector<T> cV{n, toView(c, "c")};
  Kokkos::View<T*> out("w", n);
  if constexpr (std::is_floating_point_v<T>)
    grb_kernels::mxv_sparse_u(A, uV, cV, out);
  else
    grb_kernels::mxv_sparse_u_i64(A, uV, cV, out);
  auto got = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
  int64_t bad = 0, keptNaN = 0;
  for (int64_t i = 0; i < n; ++i) {
    bool found = false;
    T t = 0;
    for (auto &e : rows[i]) {
      if (!present[e.first]) continue;
      t = found ? (T)(t + uDense[e.first]) : uDense[e.first];
      found = true;
    }
    const T want = found ? (T)(c[i] + t) : c[i];
    if (std::memcmp(&want, &got(i), sizeof want) != 0) ++bad;
    if constexpr (std::is_floating_point_v<T>)
      keptNaN += !found && c[i] != c[i];
  }
  char what[160];
  std::snprintf(what, sizeof what, "w = c + A*u plus_second %s n=%lld, sparse u read as identity (bitwise, rows "
                "differing; %lld NaN c kept)", std::is_floating_point_v<T> ? "f32" : "i64", (long long)n,
                (long long)keptNaN);
  check(bad == 0, what, (double)bad, 0);
  if (std::is_floating_point_v<T> && n >= 3000)
    check(keptNaN > 0, "the sparse-u case above had rows with a NaN c and no present product", (double)keptNaN, 1);
}

/// A breadth-first search run as a loop of emitted steps (bfs_step_sparse or bfs_step_bitmap, the
/// pull form) against a brute-force BFS over out-edges: every vertex's level (or absence) and
/// every step's returned nvals against its frontier. A directed random graph of `n` vertices with
/// `density`, plus `isolated` vertices without any edge (src may be one). Both forms update v in
/// place. `push`: the push form (bfs_push_step over A's rows, sparse frontier; atomic claims).
void bfsLoop(int64_t n, double density, int64_t isolated, int64_t src, bool bitmapFrontier, unsigned seed,
             bool push = false) {
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> coin(0, 1);
  std::vector<std::vector<int64_t>> out(n), in(n);
  for (int64_t i = isolated; i < n; ++i)
    for (int64_t j = isolated; j < n; ++j)
      if (i != j && coin(gen) < density) { out[i].push_back(j); in[j].push_back(i); }
  Entries inRows(n); // A' by rows: row j lists j's in-neighbours, sorted
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i : in[j]) inRows[j].push_back({i, 1.0});
  auto AT = toCsr<bool>(inRows, n);
  Entries outRows(n); // A by rows: row i lists i's out-neighbours, sorted
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j : out[i]) outRows[i].push_back({j, 1.0});
  auto A = toCsr<bool>(outRows, n);
  std::vector<int64_t> want(n, -1);
  want[src] = 0;
  for (std::vector<int64_t> frontier{src}; !frontier.empty();) {
    std::vector<int64_t> next;
    for (int64_t i : frontier)
      for (int64_t j : out[i])
        if (want[j] < 0) { want[j] = want[i] + 1; next.push_back(j); }
    frontier.swap(next);
  }
  std::vector<int8_t> vp(n, 0), qp(n, 0);
  std::vector<int64_t> vv(n, 0);
  vp[src] = 1;
  qp[src] = 1;
  grb_kokkos::BitmapVector<int64_t> v{n, toView(vp, "v_present"), toView(vv, "v_values")};
  grb_kokkos::BitmapVector<bool> qb{n, toView(qp, "q_present"), Kokkos::View<bool*>("q_values", n)};
  std::vector<int64_t> qIdx{src};
  int64_t badCounts = 0, steps = 0;
  for (int64_t depth = 1;; ++depth, ++steps) {
    if (depth > n + 1) { // a BFS has at most n levels: a step that loses visited vertices loops
      ++badCounts;
      break;
    }
    Kokkos::View<int8_t*> q1p("q1_present", n);
    Kokkos::View<bool*> q1v("q1_values", n);
    int64_t nq;
    if (push) {
      grb_kokkos::SparseVector<bool> qs{n, toView(qIdx, "q_idx"), Kokkos::View<bool*>("q_vals", qIdx.size())};
      nq = grb_kernels::bfs_push_step(qs, A, v, depth, q1p, q1v);
    } else if (bitmapFrontier) {
      nq = grb_kernels::bfs_step_bitmap(qb, AT, v, depth, q1p, q1v);
    } else {
      grb_kokkos::SparseVector<bool> qs{n, toView(qIdx, "q_idx"), Kokkos::View<bool*>("q_vals", qIdx.size())};
      nq = grb_kernels::bfs_step_sparse(qs, AT, v, depth, q1p, q1v);
    }
    auto hp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), q1p);
    qIdx.clear();
    for (int64_t j = 0; j < n; ++j)
      if (hp(j)) qIdx.push_back(j);
    badCounts += nq != (int64_t)qIdx.size();
    qb = {n, q1p, q1v};
    if (nq == 0) break;
  }
  auto hp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v.present);
  auto hv = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v.values);
  int64_t bad = badCounts;
  for (int64_t j = 0; j < n; ++j)
    bad += want[j] < 0 ? hp(j) != 0 : (hp(j) == 0 || hv(j) != want[j]);
  char what[200];
  std::snprintf(what, sizeof what, "bfs (%s steps) n=%lld density=%g isolated=%lld src=%lld, %s frontier%s, %lld steps "
                "(vertices or counts wrong)", push ? "push" : "pull", (long long)n, density, (long long)isolated,
                (long long)src, bitmapFrontier ? "bitmap" : "sparse", ", v updated in place",
                (long long)steps);
  check(bad == 0, what, (double)bad, 0);
}

} // namespace

int main(int argc, char **argv) {
  Kokkos::initialize(argc, argv);
  {
    triangles(0, 0.0, 1, "triangles: 0 vertices (empty league)");
    triangles(1, 0.0, 1, "triangles: 1 vertex");
    triangles(4, 1.0, 1, "triangles: K4");
    triangles(30, 0.0, 2, "triangles: no edges");
    triangles(60, 0.3, 3, "triangles: random n=60 p=0.3");
    triangles(200, 0.08, 4, "triangles: random n=200 p=0.08");
    triangles(1500, 0.01, 5, "triangles: random n=1500 p=0.01 (94 row blocks)");
    maskedDotSum(300, 5000, 30, 11, "sum(C<M>=A*B') plus_times f64, valued mask (scatter/probe, bitwise)");
    maskedDotSum(300, 3000000, 30, 12, "sum(C<M>=A*B') plus_times f64, 3M columns (merge, bitwise)");
    maskedDotSum(300, 20000, 4, 13, "sum(C<M>=A*B') plus_times f64, long rows of B (search, bitwise)", 7);
    triangles(400, 0.02, 6, "triangles: n=400 with hubs (search and bounded probes)", 3);
    trilNegate(50, 0);
    trilNegate(50, -3);
    trilNegate(50, 5);
    trilNegate(0, 0);
    filterProjectAggregate(80, 1.5);
    trussSupport(60, 0.3, 0, 5);
    trussSupport(60, 0.3, 4, 6);
    trussSupport(120, 0.1, 2, 7);
    adversarialSum(20000);
    compensatedSum();
    pagerankStep(0, 0.0, 0.0, true, false, 21);
    pagerankStep(1, 1.0, 0.0, true, false, 22);
    pagerankStep(300, 0.05, 0.3, true, false, 23);
    pagerankStep(300, 0.05, 0.3, true, true, 24);
    pagerankStep(2000, 0.01, 0.4, true, true, 25);
    pagerankStep(2000, 0.01, 0.0, false, false, 26);
    pagerankStep(2000, 0.01, 0.0, false, true, 27);
    mxvBitmapMinus(500, 0.03, 28);
    mxvSparseU<float>(3000, 0.001, 29); // many rows without a present product
    mxvSparseU<float>(400, 0.05, 30);
    mxvSparseU<int64_t>(400, 0.05, 30);
    bfsLoop(1, 0.0, 0, 0, false, 31);      // one vertex, no edges
    bfsLoop(500, 0.01, 50, 7, false, 32);  // src has no edges: nothing reached
    bfsLoop(500, 0.01, 50, 60, false, 33); // 50 unreachable isolated vertices
    bfsLoop(500, 0.01, 50, 60, true, 34);
    bfsLoop(500, 0.01, 50, 60, true, 35);
    bfsLoop(3000, 0.002, 10, 100, false, 36);
    bfsLoop(3000, 0.0004, 0, 5, true, 37);  // sparse: several components, long paths
    bfsLoop(1, 0.0, 0, 0, false, 38, true);       // push steps: one vertex
    bfsLoop(500, 0.01, 50, 7, false, 39, true);     // src without edges
    bfsLoop(500, 0.01, 50, 60, false, 40, true);    // isolated vertices
    bfsLoop(3000, 0.002, 10, 100, false, 36, true); // big frontiers: many claims race
    bfsLoop(3000, 0.0004, 0, 5, false, 37, true);   // long paths (the graph of seed 37 above)
  }
  Kokkos::finalize();
  std::printf("%s\n", failures ? "FAILED" : "all passed");
  return failures ? 1 : 0;
}
