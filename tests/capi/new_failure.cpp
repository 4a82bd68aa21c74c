// operator new failing inside the library: this program replaces the global operator new (which
// the library's std containers and shared_ptrs then call) with one that throws std::bad_alloc once
// a budget of k allocations is spent, as GxB_init's allocator does for the library's own arrays.
// The calls below, for k = 0, 1, 2, ... until they succeed, must return GrB_OUT_OF_MEMORY, never
// let the exception out of the C API (it would end the process), and leave the objects valid:
// creating objects, building, setElement / removeElement, recording operations (mxm, eWiseAdd,
// apply, select, assign, extract), reading a value whose pending calls run at the read, reductions,
// extractTuples, dup, resize, clear, a storage option, serialize / deserialize and unpack / pack.
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <new>
#include <string>

#include "GraphBLAS.h"

// Not in GraphBLAS.h: the test harness hook (see init_lifecycle.c), to start again in the other mode.
extern "C" void GB_Global_GrB_init_called_set(bool init_called);

namespace {
std::mutex budget_mu;
long budget = -1;  // allocations still granted; -1: no limit

bool grant() {
  std::lock_guard<std::mutex> lock(budget_mu);
  if (budget == 0) return false;
  if (budget > 0) budget--;
  return true;
}
void set_budget(long b) {
  std::lock_guard<std::mutex> lock(budget_mu);
  budget = b;
}
void* t_malloc(size_t n) { return grant() ? std::malloc(n ? n : 1) : nullptr; }
void* t_calloc(size_t n, size_t s) { return grant() ? std::calloc(n ? n : 1, s ? s : 1) : nullptr; }
void* t_realloc(void* p, size_t n) { return grant() ? std::realloc(p, n ? n : 1) : nullptr; }
}  // namespace

void* operator new(std::size_t n) {
  void* p = grant() ? std::malloc(n ? n : 1) : nullptr;
  if (p == nullptr) throw std::bad_alloc();
  return p;
}
void* operator new[](std::size_t n) { return operator new(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return grant() ? std::malloc(n ? n : 1) : nullptr; }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return grant() ? std::malloc(n ? n : 1) : nullptr; }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

namespace {
int failures = 0;
constexpr GrB_Index N = 6;

// Runs step with k = 0, 1, ... allocations granted until it succeeds; every failure must be
// GrB_OUT_OF_MEMORY. Returns the number of refused runs.
template <class Step>
long until_success(const char* name, Step step) {
  for (long k = 0; k < 100000; k++) {
    set_budget(k);
    const GrB_Info info = step();
    set_budget(-1);
    if (info == GrB_SUCCESS) {
      std::printf("%-26s succeeded once %ld allocations were granted\n", name, k);
      return k;
    }
    if (info != GrB_OUT_OF_MEMORY) {
      std::printf("  FAILED %s: info %d with %ld allocations granted\n", name, int(info), k);
      failures++;
      return k;
    }
  }
  std::printf("  FAILED %s: never succeeds\n", name);
  failures++;
  return -1;
}

GrB_Index nvals_of(GrB_Matrix A) {
  GrB_Index n = 0;
  if (GrB_Matrix_nvals(&n, A) != GrB_SUCCESS) failures++;
  return n;
}

void plus_fp64(void* z, const void* x, const void* y) {
  *static_cast<double*>(z) = *static_cast<const double*>(x) + *static_cast<const double*>(y);
}

// Object creation and the remaining families, each until it succeeds; D is 2*(A*A + A) > 10 plus
// a row of ones (run() checks it), A as built there.
void more_calls(GrB_Matrix A, GrB_Matrix D) {
  GrB_Matrix E = nullptr, F = nullptr;
  GrB_Vector v = nullptr;
  GrB_Scalar sc = nullptr;
  GrB_Type t = nullptr;
  GrB_BinaryOp plus = nullptr;
  GrB_Monoid monoid = nullptr;
  GrB_Semiring semiring = nullptr;
  GrB_Descriptor desc = nullptr;
  GrB_Index I[32], J[32], n = 32;
  double X[32];
  until_success("extractTuples", [&] { n = 32; return GrB_Matrix_extractTuples_FP64(I, J, X, &n, D); });
  until_success("GrB_Matrix_dup", [&] { return GrB_Matrix_dup(&E, D); });
  until_success("GrB_Vector_new", [&] { return GrB_Vector_new(&v, GrB_FP64, N); });
  until_success("GrB_Scalar_new", [&] { return GrB_Scalar_new(&sc, GrB_FP64); });
  until_success("GrB_Type_new", [&] { return GrB_Type_new(&t, 16); });
  until_success("GrB_BinaryOp_new", [&] { return GrB_BinaryOp_new(&plus, plus_fp64, GrB_FP64, GrB_FP64, GrB_FP64); });
  until_success("GrB_Monoid_new", [&] { return GrB_Monoid_new_FP64(&monoid, plus, 0.0); });
  until_success("GrB_Semiring_new", [&] { return GrB_Semiring_new(&semiring, monoid, GrB_TIMES_FP64); });
  until_success("GrB_Descriptor_new", [&] { return GrB_Descriptor_new(&desc); });
  until_success("GrB_Descriptor_set", [&] { return GrB_Descriptor_set(desc, GrB_INP0, GrB_TRAN); });
  until_success("mxm, user semiring", [&] { return GrB_mxm(E, nullptr, nullptr, semiring, D, A, desc); });
  until_success("GrB_Col_extract", [&] { return GrB_Col_extract(v, nullptr, nullptr, E, GrB_ALL, N, 4, nullptr); });
  until_success("Vector_extractTuples", [&] { n = 32; return GrB_Vector_extractTuples_FP64(I, X, &n, v); });
  until_success("reduce to a GrB_Scalar", [&] {
    return GrB_Matrix_reduce_Monoid_Scalar(sc, nullptr, GrB_PLUS_MONOID_FP64, E, nullptr);
  });
  double total = 0;
  until_success("Scalar_extractElement", [&] { return GrB_Scalar_extractElement_FP64(&total, sc); });
  until_success("GrB_Matrix_resize", [&] { return GrB_Matrix_resize(E, N + 2, N + 2); });
  until_success("GxB_SPARSITY_CONTROL", [&] { return GxB_Matrix_Option_set(E, GxB_SPARSITY_CONTROL, GxB_BITMAP); });
  void* blob = nullptr;
  GrB_Index blob_size = 0;
  until_success("GxB_Matrix_serialize", [&] { return GxB_Matrix_serialize(&blob, &blob_size, E, nullptr); });
  until_success("GxB_Matrix_deserialize", [&] { return GxB_Matrix_deserialize(&F, GrB_FP64, blob, blob_size, nullptr); });
  std::free(blob);
  GrB_Index *Ap = nullptr, *Aj = nullptr, Ap_size = 0, Aj_size = 0, Ax_size = 0;
  void* Ax = nullptr;
  bool iso = false, jumbled = false;
  until_success("GxB_Matrix_unpack_CSR", [&] {
    return GxB_Matrix_unpack_CSR(F, &Ap, &Aj, &Ax, &Ap_size, &Aj_size, &Ax_size, &iso, &jumbled, nullptr);
  });
  until_success("GxB_Matrix_pack_CSR", [&] {
    return GxB_Matrix_pack_CSR(F, &Ap, &Aj, &Ax, Ap_size, Aj_size, Ax_size, iso, jumbled, nullptr);
  });
  // E = D'*A (user plus-times), resized; F its copy through serialize and unpack/pack
  GrB_Matrix R = nullptr;
  GrB_Matrix_new(&R, GrB_FP64, N, N);
  GrB_mxm(R, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, D, A, GrB_DESC_T0);
  GrB_Matrix_resize(R, N + 2, N + 2);
  double want = 0, got = 0;
  GrB_Matrix_reduce_FP64(&want, nullptr, GrB_PLUS_MONOID_FP64, R, nullptr);
  GrB_Matrix_reduce_FP64(&got, nullptr, GrB_PLUS_MONOID_FP64, F, nullptr);
  if (got != want || total != want || nvals_of(F) != nvals_of(R)) {
    std::printf("  FAILED: sums %g %g, expected %g\n", got, total, want);
    failures++;
  }
  until_success("GrB_Matrix_clear", [&] { return GrB_Matrix_clear(F); });
  if (nvals_of(F) != 0) failures++;
  GrB_Matrix_free(&R);
  GrB_Matrix_free(&E);
  GrB_Matrix_free(&F);
  GrB_Vector_free(&v);
  GrB_Scalar_free(&sc);
  GrB_Type_free(&t);
  GrB_Semiring_free(&semiring);
  GrB_Monoid_free(&monoid);
  GrB_BinaryOp_free(&plus);
  GrB_Descriptor_free(&desc);
}

void run(GrB_Mode mode) {
  std::printf("== %s\n", mode == GrB_BLOCKING ? "blocking" : "non-blocking");
  GB_Global_GrB_init_called_set(false);
  if (GxB_init(mode, t_malloc, t_calloc, t_realloc, std::free) != GrB_SUCCESS) {
    failures++;
    return;
  }
  GrB_Matrix A = nullptr, C = nullptr;
  until_success("GrB_Matrix_new", [&] { return GrB_Matrix_new(&A, GrB_FP64, N, N); });
  const GrB_Index I[] = {0, 1, 2, 3, 5}, J[] = {1, 2, 3, 4, 0};
  const double X[] = {1, 2, 3, 4, 5};
  until_success("GrB_Matrix_build", [&] { return GrB_Matrix_build_FP64(A, I, J, X, 5, GrB_PLUS_FP64); });
  if (nvals_of(A) != 5) failures++;
  until_success("GrB_Matrix_setElement", [&] { return GrB_Matrix_setElement_FP64(A, 9, 4, 4); });
  until_success("GrB_Matrix_removeElement", [&] { return GrB_Matrix_removeElement(A, 0, 1); });
  until_success("read after element updates", [&] { return GrB_Matrix_wait(A, GrB_MATERIALIZE); });
  if (nvals_of(A) != 5) failures++;
  // a pending chain recorded without a limit, run at the read (at once in blocking mode)
  GrB_Matrix_new(&C, GrB_FP64, N, N);
  GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, nullptr);
  GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GrB_PLUS_FP64, C, A, nullptr);
  until_success("read of a pending chain", [&] { return GrB_Matrix_wait(C, GrB_MATERIALIZE); });
  // A*A + A: A holds (1,2)=2 (2,3)=3 (3,4)=4 (5,0)=5 (4,4)=9; A*A adds (1,3)=6 (2,4)=12 (3,4)=36 (4,4)=81
  double x = 0;
  if (GrB_Matrix_extractElement_FP64(&x, C, 3, 4) != GrB_SUCCESS || x != 40) {
    std::printf("  FAILED: C(3,4) = %g, expected 40\n", x);
    failures++;
  }
  if (nvals_of(C) != 7) failures++;
  // recording operations: a refused call leaves its output as it was
  GrB_Matrix D = nullptr;
  GrB_Matrix_new(&D, GrB_FP64, N, N);
  until_success("GrB_mxm", [&] { return GrB_mxm(D, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, nullptr); });
  until_success("GrB_eWiseAdd", [&] { return GrB_Matrix_eWiseAdd_BinaryOp(D, nullptr, nullptr, GrB_PLUS_FP64, D, A, nullptr); });
  until_success("GrB_apply", [&] { return GrB_Matrix_apply_BinaryOp2nd_FP64(D, nullptr, nullptr, GrB_TIMES_FP64, D, 2, nullptr); });
  until_success("GrB_select", [&] { return GrB_Matrix_select_FP64(D, nullptr, nullptr, GrB_VALUEGT_FP64, D, 10, nullptr); });
  const GrB_Index rows[] = {0};
  until_success("GrB_assign", [&] { return GrB_Matrix_assign_FP64(D, nullptr, nullptr, 1, rows, 1, GrB_ALL, N, nullptr); });
  until_success("read of the recorded calls", [&] { return GrB_Matrix_wait(D, GrB_MATERIALIZE); });
  // 2*(A*A + A) > 10: (1,3)=12 (2,4)=24 (3,4)=80 (4,4)=180; then row 0 all ones
  double sum = 0;
  until_success("GrB_reduce", [&] { return GrB_Matrix_reduce_FP64(&sum, nullptr, GrB_PLUS_MONOID_FP64, D, nullptr); });
  if (sum != 12 + 24 + 80 + 180 + N || nvals_of(D) != 4 + N) {
    std::printf("  FAILED: sum %g, nvals %lu\n", sum, (unsigned long)nvals_of(D));
    failures++;
  }
  more_calls(A, D);
  GrB_Matrix_free(&D);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&C);
  GrB_finalize();
}
}  // namespace

int main() {
  // a JIT cache of its own, empty, so every run takes the cold path too: a group's kernel queued
  // for a background compile, whose worker thread allocates under the same budget (an exception
  // there would end the process), removed at the end (a compile child still writing then fails)
  char cache[] = "/tmp/grb-new-failure-XXXXXX";
  const bool own_cache = mkdtemp(cache) != nullptr;
  if (own_cache) setenv("GRB_JIT_CACHE_PATH", cache, 1);
  run(GrB_NONBLOCKING);
  run(GrB_BLOCKING);
  if (own_cache && std::system((std::string("rm -rf '") + cache + "'").c_str()) != 0)
    std::printf("could not remove %s\n", cache);
  std::printf("%d failure(s)\n", failures);
  return failures == 0 ? 0 : 1;
}
