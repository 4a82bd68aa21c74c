// GrB_init / GxB_init / GrB_finalize life cycle, as SuiteSparse:GraphBLAS 7.4 behaves: the
// argument checks of GxB_init, one init per process (a call with an invalid mode counts as that
// call), a library still usable after GrB_finalize, and GB_Global_GrB_init_called_set(false) (the
// test harness hook LAGraph's LAGr_Init tests use) allowing a new init with other allocator
// functions, which the library then uses; and the GPU options as SuiteSparse without a GPU has them.
//
// Self-checking, and built twice (tests/capi/CMakeLists.txt): against this library and against
// Debian's SuiteSparse; both must print the same lines, so the expectations below are
// SuiteSparse's. Two scenarios, each in a child process of its own (the init is once per process).
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "GraphBLAS.h"

// Not in GraphBLAS.h: SuiteSparse exports it for its own and LAGraph's test harnesses.
void GB_Global_GrB_init_called_set(bool init_called);

static int failures = 0;

static void expect(const char* what, GrB_Info got, GrB_Info want) {
  printf("%-58s %d\n", what, (int)got);
  if (got != want) {
    printf("  FAILED: expected %d\n", (int)want);
    failures++;
  }
}
#define EXPECT(call, want) expect(#call, (call), (want))

static long counted_mallocs = 0;
static void* counting_malloc(size_t n) {
  counted_mallocs++;
  return malloc(n);
}
static void* counting_calloc(size_t n, size_t s) {
  counted_mallocs++;
  return calloc(n, s);
}
static void* counting_realloc(void* p, size_t n) {
  counted_mallocs++;
  return realloc(p, n);
}

// A small matrix with one entry, built and read back: the library works.
static void expect_usable(const char* when) {
  GrB_Matrix A = NULL;
  GrB_Index nvals = 0;
  bool x = false;
  printf("-- usable %s\n", when);
  EXPECT(GrB_Matrix_new(&A, GrB_BOOL, 3, 3), GrB_SUCCESS);
  EXPECT(GrB_Matrix_setElement_BOOL(A, true, 1, 2), GrB_SUCCESS);
  EXPECT(GrB_Matrix_nvals(&nvals, A), GrB_SUCCESS);
  EXPECT(GrB_Matrix_extractElement_BOOL(&x, A, 1, 2), GrB_SUCCESS);
  if (nvals != 1 || !x) {
    printf("  FAILED: nvals %lu, value %d\n", (unsigned long)nvals, (int)x);
    failures++;
  }
  EXPECT(GrB_Matrix_free(&A), GrB_SUCCESS);
}

// The GPU options as SuiteSparse without a GPU answers them: control is always GxB_GPU_NEVER,
// the chunk defaults to 1M and a chunk <= 0 sets the default again.
static void expect_gpu_options(void) {
  int control = -1;
  double chunk = -1;
  printf("-- GPU options\n");
  EXPECT(GxB_Global_Option_get(GxB_GPU_CONTROL, &control), GrB_SUCCESS);
  EXPECT(GxB_Global_Option_get(GxB_GPU_CHUNK, &chunk), GrB_SUCCESS);
  printf("control %d chunk %g\n", control, chunk);
  EXPECT(GxB_Global_Option_set(GxB_GPU_CONTROL, GxB_GPU_ALWAYS), GrB_SUCCESS);
  EXPECT(GxB_Global_Option_set(GxB_GPU_CHUNK, 5.0), GrB_SUCCESS);
  EXPECT(GxB_Global_Option_get(GxB_GPU_CONTROL, &control), GrB_SUCCESS);
  EXPECT(GxB_Global_Option_get(GxB_GPU_CHUNK, &chunk), GrB_SUCCESS);
  printf("control %d chunk %g\n", control, chunk);
  EXPECT(GxB_Global_Option_set(GxB_GPU_CHUNK, -1.0), GrB_SUCCESS);
  EXPECT(GxB_Global_Option_get(GxB_GPU_CHUNK, &chunk), GrB_SUCCESS);
  printf("control %d chunk %g\n", control, chunk);
  if (control != GxB_GPU_NEVER || chunk != 1048576) failures++;
}

static void valid_scenario(void) {
  GrB_Matrix A = NULL;
  int nthreads = 0;
  GrB_Mode mode = GrB_BLOCKING;
  // before any init every call panics
  EXPECT(GrB_Matrix_new(&A, GrB_BOOL, 2, 2), GrB_PANIC);
  EXPECT(GxB_Global_Option_get(GxB_NTHREADS, &nthreads), GrB_PANIC);
  EXPECT(GrB_finalize(), GrB_SUCCESS);
  // GxB_init needs malloc and free (calloc and realloc are optional); these do not count as the init
  EXPECT(GxB_init(GrB_NONBLOCKING, NULL, NULL, NULL, free), GrB_NULL_POINTER);
  EXPECT(GxB_init(GrB_NONBLOCKING, malloc, NULL, NULL, NULL), GrB_NULL_POINTER);
  EXPECT(GxB_init(GrB_NONBLOCKING, malloc, NULL, NULL, free), GrB_SUCCESS);
  // once per process
  EXPECT(GrB_init(GrB_NONBLOCKING), GrB_INVALID_VALUE);
  EXPECT(GxB_init(GrB_BLOCKING, malloc, calloc, realloc, free), GrB_INVALID_VALUE);
  expect_usable("after init");
  expect_gpu_options();
  // finalize (twice is fine) leaves the library usable, and init still refused
  EXPECT(GrB_finalize(), GrB_SUCCESS);
  EXPECT(GrB_finalize(), GrB_SUCCESS);
  EXPECT(GxB_Global_Option_set(GxB_NTHREADS, 2), GrB_SUCCESS);
  EXPECT(GxB_Global_Option_get(GxB_NTHREADS, &nthreads), GrB_SUCCESS);
  expect_usable("after finalize");
  EXPECT(GrB_init(GrB_NONBLOCKING), GrB_INVALID_VALUE);
  // the harness hook: calls panic until the next init, which may bring other allocator functions
  GB_Global_GrB_init_called_set(false);
  EXPECT(GrB_Matrix_new(&A, GrB_BOOL, 2, 2), GrB_PANIC);
  EXPECT(GxB_init(GrB_BLOCKING, counting_malloc, counting_calloc, counting_realloc, free), GrB_SUCCESS);
  EXPECT(GxB_Global_Option_get(GxB_MODE, &mode), GrB_SUCCESS);
  printf("mode %d\n", (int)mode);
  if (mode != GrB_BLOCKING) failures++;
  expect_usable("after a second init");
  printf("the second init's allocator was used: %s\n", counted_mallocs > 0 ? "yes" : "no");
  if (counted_mallocs == 0) failures++;
  EXPECT(GrB_finalize(), GrB_SUCCESS);
}

static void badmode_scenario(void) {
  GrB_Mode mode = GrB_BLOCKING;
  // an invalid mode is refused, yet counts as the process's init: the library runs on its
  // defaults (non-blocking) and every later init is refused
  EXPECT(GrB_init((GrB_Mode)99), GrB_INVALID_VALUE);
  EXPECT(GxB_Global_Option_get(GxB_MODE, &mode), GrB_SUCCESS);
  printf("mode %d\n", (int)mode);
  if (mode != GrB_NONBLOCKING) failures++;
  expect_usable("after an invalid mode");
  EXPECT(GrB_init(GrB_NONBLOCKING), GrB_INVALID_VALUE);
  EXPECT(GxB_init(GrB_NONBLOCKING, malloc, calloc, realloc, free), GrB_INVALID_VALUE);
  EXPECT(GrB_finalize(), GrB_SUCCESS);
}

// Runs a scenario in a child process; true when it passed.
static bool run_child(const char* name, void (*scenario)(void)) {
  fflush(stdout);
  const pid_t pid = fork();
  if (pid < 0) return false;
  if (pid == 0) {
    scenario();
    printf("%s: %d failure(s)\n", name, failures);
    fflush(stdout);
    _exit(failures == 0 ? 0 : 1);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return false;
  if (!WIFEXITED(status)) printf("%s: the child died (status %d)\n", name, status);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int main(void) {
  const bool valid = run_child("valid", valid_scenario);
  const bool badmode = run_child("badmode", badmode_scenario);
  return valid && badmode ? 0 : 1;
}
