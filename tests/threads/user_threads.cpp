// Several user threads call GraphBLAS at once, each on its own objects (the C API's promise: a
// method may run concurrently with others as long as they share no output object). Each thread
// builds random matrices, multiplies, adds, multiplies element-wise, applies, selects, reduces,
// waits and frees, round after round, and checks every result against a dense reference computed
// here. Worker 0 runs on the main thread (the one that started Kokkos, whose kernels may use the
// thread pool); the others on std::threads. Built normally it is a correctness test; in the
// ThreadSanitizer build (-DGRB_TSAN=ON, tests/threads/README.md) it must also report no race.
//
//   user_threads --mode=blocking|nonblocking [--threads=N] [--rounds=R]
#include <GraphBLAS.h>

#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace {

// Whatever a worker finds wrong, it reports and the process exits non-zero.
[[noreturn]] void die(int worker, const char* what, long detail) {
  std::fprintf(stderr, "worker %d: %s (%ld)\n", worker, what, detail);
  std::exit(1);
}

#define OK(worker, call)                                         \
  do {                                                           \
    const GrB_Info info_ = (call);                               \
    if (info_ != GrB_SUCCESS) die(worker, #call, long(info_));   \
  } while (0)

uint64_t splitmix(uint64_t& s) {
  uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// A dense n-by-n matrix; `present` marks the entries.
struct Dense {
  int n;
  std::vector<double> x;
  std::vector<char> present;
  explicit Dense(int n_) : n(n_), x(size_t(n_) * n_, 0), present(size_t(n_) * n_, 0) {}
  double& at(int i, int j) { return x[size_t(i) * n + j]; }
  char& has(int i, int j) { return present[size_t(i) * n + j]; }
};

// Small integer values keep every sum exact in double, so results compare with ==.
Dense random_dense(int n, int per_row, uint64_t seed) {
  Dense d(n);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < per_row; k++) {
      const int j = int(splitmix(seed) % uint64_t(n));
      d.has(i, j) = 1;
      d.at(i, j) = double(1 + splitmix(seed) % 9);
    }
  return d;
}

GrB_Matrix to_grb(int w, const Dense& d) {
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  for (int i = 0; i < d.n; i++)
    for (int j = 0; j < d.n; j++)
      if (d.present[size_t(i) * d.n + j]) {
        I.push_back(GrB_Index(i));
        J.push_back(GrB_Index(j));
        X.push_back(d.x[size_t(i) * d.n + j]);
      }
  GrB_Matrix A = nullptr;
  OK(w, GrB_Matrix_new(&A, GrB_FP64, GrB_Index(d.n), GrB_Index(d.n)));
  OK(w, GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), GrB_Index(X.size()), GrB_PLUS_FP64));
  return A;
}

// A must hold exactly the entries of `want`.
void expect_equal(int w, GrB_Matrix A, const Dense& want, const char* what) {
  OK(w, GrB_Matrix_wait(A, GrB_MATERIALIZE));
  GrB_Index nvals = 0;
  OK(w, GrB_Matrix_nvals(&nvals, A));
  std::vector<GrB_Index> I(nvals + 1), J(nvals + 1);
  std::vector<double> X(nvals + 1);
  GrB_Index n = nvals;
  OK(w, GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &n, A));
  GrB_Index expected = 0;
  for (char p : want.present) expected += GrB_Index(p != 0);
  if (n != expected) die(w, what, long(n) - long(expected));
  for (GrB_Index k = 0; k < n; k++) {
    const int i = int(I[k]), j = int(J[k]);
    if (!want.present[size_t(i) * want.n + j] || want.x[size_t(i) * want.n + j] != X[k]) die(w, what, long(k));
  }
}

// z = x + 2y: a user-defined operator each worker creates for itself
void plus_twice(void* z, const void* x, const void* y) {
  *static_cast<double*>(z) = *static_cast<const double*>(x) + 2 * *static_cast<const double*>(y);
}

void one_round(int w, int n, int per_row, uint64_t seed) {
  const Dense a = random_dense(n, per_row, seed), b = random_dense(n, per_row, seed ^ 0x5555);
  GrB_Matrix A = to_grb(w, a), B = to_grb(w, b), C = nullptr, D = nullptr, E = nullptr, L = nullptr;
  GrB_BinaryOp op = nullptr;
  OK(w, GrB_BinaryOp_new(&op, plus_twice, GrB_FP64, GrB_FP64, GrB_FP64));
  for (GrB_Matrix* M : {&C, &D, &E, &L}) OK(w, GrB_Matrix_new(M, GrB_FP64, GrB_Index(n), GrB_Index(n)));
  OK(w, GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, B, nullptr));
  OK(w, GrB_Matrix_eWiseAdd_BinaryOp(D, nullptr, nullptr, op, A, B, nullptr));
  OK(w, GrB_Matrix_eWiseMult_BinaryOp(E, nullptr, nullptr, GrB_TIMES_FP64, A, B, nullptr));
  OK(w, GrB_Matrix_select_INT64(L, nullptr, nullptr, GrB_TRIL, C, 0, nullptr));
  OK(w, GrB_Matrix_apply(L, nullptr, GrB_PLUS_FP64, GrB_AINV_FP64, L, nullptr));  // L = L + (-L): zeros
  GrB_Vector rowsum = nullptr;
  OK(w, GrB_Vector_new(&rowsum, GrB_FP64, GrB_Index(n)));
  OK(w, GrB_Matrix_reduce_Monoid(rowsum, nullptr, nullptr, GrB_PLUS_MONOID_FP64, C, nullptr));
  double total = 0;
  OK(w, GrB_Matrix_reduce_FP64(&total, nullptr, GrB_PLUS_MONOID_FP64, C, nullptr));

  Dense c(n), d(n), e(n), l(n);
  double want_total = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      for (int k = 0; k < n; k++)
        if (a.present[size_t(i) * n + k] && b.present[size_t(k) * n + j]) {
          c.has(i, j) = 1;
          c.at(i, j) += a.x[size_t(i) * n + k] * b.x[size_t(k) * n + j];
        }
      const bool pa = a.present[size_t(i) * n + j], pb = b.present[size_t(i) * n + j];
      const double xa = a.x[size_t(i) * n + j], xb = b.x[size_t(i) * n + j];
      if (pa || pb) d.has(i, j) = 1, d.at(i, j) = (pa && pb) ? xa + 2 * xb : (pa ? xa : xb);
      if (pa && pb) e.has(i, j) = 1, e.at(i, j) = xa * xb;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      if (c.has(i, j)) l.has(i, j) = 1;  // value 0
  for (double v : c.x) want_total += v;
  expect_equal(w, C, c, "mxm");
  expect_equal(w, D, d, "eWiseAdd with a user-defined operator");
  expect_equal(w, E, e, "eWiseMult");
  expect_equal(w, L, l, "select then apply with accumulator");
  if (total != want_total) die(w, "reduce to scalar", long(total - want_total));
  for (int i = 0; i < n; i++) {
    double s = 0, want = 0;
    bool any = false;
    for (int j = 0; j < n; j++) want += c.x[size_t(i) * n + j], any = any || c.has(i, j);
    const GrB_Info info = GrB_Vector_extractElement_FP64(&s, rowsum, GrB_Index(i));
    if (any ? (info != GrB_SUCCESS || s != want) : info != GrB_NO_VALUE) die(w, "reduce to vector", i);
  }
  OK(w, GrB_Vector_free(&rowsum));
  for (GrB_Matrix* M : {&A, &B, &C, &D, &E, &L}) OK(w, GrB_Matrix_free(M));
  OK(w, GrB_BinaryOp_free(&op));
}

// Mostly small rounds; every fourth one is large enough that the kernels' loops run in parallel
// where they can (on the main thread's pool).
void worker(int w, int rounds) {
  uint64_t seed = 0x1234 + uint64_t(w) * 7919;
  for (int r = 0; r < rounds; r++) {
    const bool large = r % 4 == 3;
    one_round(w, large ? 300 : 30 + w, large ? 24 : 4, splitmix(seed));
  }
}

}  // namespace

int main(int argc, char** argv) {
  GrB_Mode mode = GrB_NONBLOCKING;
  int nthreads = 4, rounds = 8;
  for (int a = 1; a < argc; a++) {
    const std::string arg = argv[a];
    if (arg == "--mode=blocking") mode = GrB_BLOCKING;
    else if (arg == "--mode=nonblocking") mode = GrB_NONBLOCKING;
    else if (arg.rfind("--threads=", 0) == 0) nthreads = std::atoi(arg.c_str() + 10);
    else if (arg.rfind("--rounds=", 0) == 0) rounds = std::atoi(arg.c_str() + 9);
    else {
      std::fprintf(stderr, "usage: user_threads --mode=blocking|nonblocking [--threads=N] [--rounds=R]\n");
      return 2;
    }
  }
  if (GrB_init(mode) != GrB_SUCCESS) die(-1, "GrB_init", 0);
  std::vector<std::thread> threads;
  for (int w = 1; w < nthreads; w++) threads.emplace_back(worker, w, rounds);
  worker(0, rounds);
  for (std::thread& t : threads) t.join();
  if (GrB_finalize() != GrB_SUCCESS) die(-1, "GrB_finalize", 0);
  std::printf("user_threads: %d threads x %d rounds, %s mode: every result correct\n", nthreads, rounds,
              mode == GrB_BLOCKING ? "blocking" : "non-blocking");
  return 0;
}
