// GxB_NTHREADS, global or in a call's descriptor, caps the threads a kernel runs on, also below
// the pool Kokkos was started with
// (ctest runs these tests once more with OMP_NUM_THREADS=4, so caps 2 and 3 lie strictly inside
// the pool). The kernels call user-defined operators on the threads that do the work, so the
// operators below record which threads ran them.
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <mutex>
#include <set>

#include "test_util.hpp"

namespace {

std::mutex g_mu;
std::set<long> g_threads;      // kernel threads seen in the current run
std::atomic<int> g_run{0};     // bumped per run, so each thread records itself once per run

void note_thread() {
  thread_local int seen_in_run = -1;
  const int run = g_run.load(std::memory_order_relaxed);
  if (seen_in_run == run) return;
  seen_in_run = run;
  std::lock_guard<std::mutex> lock(g_mu);
  g_threads.insert(long(syscall(SYS_gettid)));
}

void start_run() {
  std::lock_guard<std::mutex> lock(g_mu);
  g_threads.clear();
  g_run.fetch_add(1);
}

size_t threads_seen() {
  std::lock_guard<std::mutex> lock(g_mu);
  return g_threads.size();
}

// Enough work per entry (a dependent chain the compiler cannot drop: its result, which tends to
// 2, decides a term that is always 0) that every thread of a team gets chunks of the loop.
double busy(double v) {
  for (int r = 0; r < 32; r++) v = v * 0.5 + 1.0;
  return v > 1e300 ? 1.0 : 0.0;
}

void twice_noting(void* z, const void* x) {
  note_thread();
  const double v = *static_cast<const double*>(x);
  *static_cast<double*>(z) = 2 * v + busy(v);
}

// keep A(i,j) when its value is even
void even_noting(void* z, const void* x, GrB_Index, GrB_Index, const void*) {
  note_thread();
  const double v = *static_cast<const double*>(x);
  *static_cast<bool*>(z) = ((int64_t(v) + int64_t(busy(v))) % 2) == 0;
}

int pool_threads() {
  int saved = 0, pool = 0;
  GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &saved);
  GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, 0);  // no cap: everything the pool has
  GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &pool);
  GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, saved);
  return pool;
}

}  // namespace

TEST(Threads, NthreadsCapsKernelTeams) {
  const int pool = pool_threads();
  ASSERT_GE(pool, 1);
  int saved = 0;
  OK(GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &saved));

  // u(i) = i, 2^21 entries (distinct values: not iso, so the operator runs per entry)
  const GrB_Index n = GrB_Index(1) << 21;
  std::vector<GrB_Index> I(n);
  std::vector<double> X(n);
  for (GrB_Index k = 0; k < n; k++) I[k] = k, X[k] = double(k);
  GrB_Vector u, w;
  OK(GrB_Vector_new(&u, GrB_FP64, n));
  OK(GrB_Vector_build_FP64(u, I.data(), X.data(), n, GrB_PLUS_FP64));
  OK(GrB_Vector_new(&w, GrB_FP64, n));
  // A: 2^18 rows of 8 entries, A(i,j) = 8i + j (row counts of the select are scanned in parallel)
  const GrB_Index rows = GrB_Index(1) << 18, cols = 8;
  std::vector<GrB_Index> R(rows * cols), C(rows * cols);
  std::vector<double> V(rows * cols);
  for (GrB_Index k = 0; k < rows * cols; k++) R[k] = k / cols, C[k] = k % cols, V[k] = double(k);
  GrB_Matrix A, S;
  OK(GrB_Matrix_new(&A, GrB_FP64, rows, cols));
  OK(GrB_Matrix_build_FP64(A, R.data(), C.data(), V.data(), rows * cols, GrB_PLUS_FP64));
  OK(GrB_Matrix_new(&S, GrB_FP64, rows, cols));

  GrB_UnaryOp twice;
  GrB_IndexUnaryOp even;
  OK(GrB_UnaryOp_new(&twice, twice_noting, GrB_FP64, GrB_FP64));
  OK(GrB_IndexUnaryOp_new(&even, even_noting, GrB_BOOL, GrB_FP64, GrB_FP64));

  // One apply and one select with at most `cap` threads, set globally or by the call's descriptor.
  auto run_capped = [&](int cap, GrB_Descriptor desc, const char* how) {
    start_run();
    OK(GrB_Vector_apply(w, nullptr, nullptr, twice, u, desc));
    OK(GrB_Vector_wait(w, GrB_MATERIALIZE));
    EXPECT_LE(threads_seen(), size_t(cap)) << "apply, " << how << " = " << cap << ", pool " << pool;
    EXPECT_GE(threads_seen(), size_t(1));
    GrB_Index nv = 0;
    OK(GrB_Vector_nvals(&nv, w));
    EXPECT_EQ(nv, n);
    for (GrB_Index k : {GrB_Index(0), GrB_Index(12345), n / 2 + 7, n - 1}) {
      double z = -1;
      OK(GrB_Vector_extractElement_FP64(&z, w, k));
      EXPECT_EQ(z, 2.0 * double(k)) << "w(" << k << "), " << how << " = " << cap;
    }

    start_run();
    OK(GrB_Matrix_select_FP64(S, nullptr, nullptr, even, A, 0.0, desc));
    OK(GrB_Matrix_wait(S, GrB_MATERIALIZE));
    EXPECT_LE(threads_seen(), size_t(cap)) << "select, " << how << " = " << cap << ", pool " << pool;
    OK(GrB_Matrix_nvals(&nv, S));
    EXPECT_EQ(nv, rows * cols / 2);
    // every even entry kept at its place: row r holds columns 0, 2, 4, 6 with values 8r + j
    std::vector<GrB_Index> si(nv), sj(nv);
    std::vector<double> sx(nv);
    OK(GrB_Matrix_extractTuples_FP64(si.data(), sj.data(), sx.data(), &nv, S));
    bool exact = nv == rows * cols / 2;
    for (GrB_Index k = 0; exact && k < nv; k++) {
      exact = si[k] == k / 4 && sj[k] == 2 * (k % 4) && sx[k] == double(8 * si[k] + sj[k]);
    }
    EXPECT_TRUE(exact) << "select result, " << how << " = " << cap;
  };

  for (int cap = 1; cap <= pool; cap++) {
    OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, cap));
    int got = 0;
    OK(GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &got));
    EXPECT_EQ(got, cap);
    run_capped(cap, nullptr, "GxB_NTHREADS");
  }
  // the descriptor's setting overrides the global one for its call (SuiteSparse's rule), in
  // both directions: below an uncapped global setting, and above a global cap of 1
  for (int global_cap : {0, 1}) {
    OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, global_cap));
    for (int cap = 1; cap <= pool; cap++) {
      GrB_Descriptor desc;
      OK(GrB_Descriptor_new(&desc));
      OK(GxB_Desc_set(desc, GxB_DESCRIPTOR_NTHREADS, cap));
      run_capped(cap, desc, global_cap ? "descriptor GxB_NTHREADS over a global 1" : "descriptor GxB_NTHREADS");
      GrB_Descriptor_free(&desc);
    }
  }
  // a global cap of 1 still holds for a call whose descriptor sets nothing
  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, 1));
  GrB_Descriptor plain;
  OK(GrB_Descriptor_new(&plain));
  run_capped(1, plain, "GxB_NTHREADS with a plain descriptor");
  GrB_Descriptor_free(&plain);

  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, saved));
  GrB_UnaryOp_free(&twice);
  GrB_IndexUnaryOp_free(&even);
  GrB_Vector_free(&u);
  GrB_Vector_free(&w);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&S);
}
