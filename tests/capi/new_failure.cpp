// operator new failing inside the library: this program replaces the global operator new (which
// the library's std containers and shared_ptrs then call) with one that throws std::bad_alloc once
// a budget of k allocations is spent, as GxB_init's allocator does for the library's own arrays.
// The calls below, for k = 0, 1, 2, ... until they succeed, must return GrB_OUT_OF_MEMORY, never
// let the exception out of the C API (it would end the process), and leave the objects valid:
// creating a matrix, building it, setElement / removeElement, recording operations (mxm, eWiseAdd,
// apply, select, assign) and reading a value whose pending calls run at the read.
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <new>

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
  GrB_Matrix_free(&D);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&C);
  GrB_finalize();
}
}  // namespace

int main() {
  run(GrB_NONBLOCKING);
  run(GrB_BLOCKING);
  std::printf("%d failure(s)\n", failures);
  return failures == 0 ? 0 : 1;
}
