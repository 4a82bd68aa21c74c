// Library-wide state: initialization, mode, allocator, and the GxB global options.
#pragma once
#include <atomic>
#include <cstdio>
#include <mutex>
#include <string>

#include "GraphBLAS.h"

namespace gb {

struct Global {
  std::atomic<bool> init_called{false};   // GrB_init was called (stays set after finalize)
  std::atomic<bool> initialized{false};   // a GrB_init succeeded (GrB_finalize leaves it set)
  GrB_Mode mode = GrB_NONBLOCKING;
  // allocator (GxB_init); defaults to the C library's
  void* (*user_malloc)(size_t) = nullptr;
  void* (*user_calloc)(size_t, size_t) = nullptr;
  void* (*user_realloc)(void*, size_t) = nullptr;
  void (*user_free)(void*) = nullptr;
  bool malloc_is_thread_safe = true;
  // options
  int nthreads_max = 0;       // 0: all the execution space has
  double chunk = 65536;
  double hyper_switch = 0.0625;
  // single-precision values, as SuiteSparse keeps them (a get reads 0.039999999105930328)
  double bitmap_switch[GxB_NBITMAP_SWITCH] = {double(0.04f), double(0.05f), double(0.06f), double(0.08f),
                                              double(0.10f), double(0.20f), double(0.30f), double(0.40f)};
  GxB_Format_Value format = GxB_BY_ROW;
  bool burble = false;
  bool print_1based = false;
  int (*printf_fn)(const char*, ...) = nullptr;
  int (*flush_fn)(void) = nullptr;
  int gpu_control = GxB_GPU_NEVER;  // as SuiteSparse 7.4 without a GPU answers
  double gpu_chunk = 1048576;       // SuiteSparse's default
  int64_t memory_pool[64] = {};
  int jit_control = 0;
  std::string jit_cache_path;
  std::mutex mu;
};

Global& global();

// The bitmap switch a new matrix of this shape gets: SuiteSparse picks one of the eight global
// values by the smaller dimension (1, 2, 3-4, 5-8, 9-16, 17-32, 33-64, more).
inline double bitmap_switch_for(uint64_t nrows, uint64_t ncols) {
  const uint64_t d = nrows < ncols ? nrows : ncols;
  int k = 0;
  while (k < GxB_NBITMAP_SWITCH - 1 && d > (uint64_t(1) << k)) k++;
  return global().bitmap_switch[k];
}

// Most threads a kernel may use now: the running call's descriptor GxB_NTHREADS when it gave one,
// else the global option, at most the execution space's pool.
int max_threads();
// While alive, the calling thread's kernels use at most `nthreads` threads (a node's descriptor
// setting; 0 leaves the global one in force). Scopes nest: the innermost one wins.
class CallThreads {
 public:
  explicit CallThreads(int nthreads);
  ~CallThreads();
  CallThreads(const CallThreads&) = delete;
  CallThreads& operator=(const CallThreads&) = delete;

 private:
  int saved_;
};
// The number of threads the execution space was started with.
int hardware_threads();

// Start / stop the Kokkos runtime (kernels/runtime.cpp). Safe if the program started Kokkos.
bool runtime_start(int nthreads);
void runtime_stop();

}  // namespace gb

// Every API entry point other than init/finalize first requires an initialized library.
#define GB_RETURN_IF_NOT_INIT()                                       \
  do {                                                                \
    if (!gb::global().initialized.load()) return GrB_PANIC;           \
  } while (0)
