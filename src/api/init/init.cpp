// GrB_init, GxB_init, GrB_finalize, GrB_getVersion.
#include <cstdlib>

#include "api/api.hpp"
#include "core/store.hpp"
#include "dag/coverage.hpp"
#include "dag/jit.hpp"
#include "kernels/reduce.hpp"

namespace gb {

Global& global() {
  static Global g;
  return g;
}

static GrB_Info init(GrB_Mode mode, void* (*m)(size_t), void* (*c)(size_t, size_t),
                     void* (*r)(void*, size_t), void (*f)(void*)) {
  Global& g = global();
  std::lock_guard<std::mutex> lock(g.mu);
  // Once per process (GB_Global_GrB_init_called_set lets a test harness start again). As in
  // SuiteSparse 7.4, a call with an invalid mode counts as that one call: it returns
  // GrB_INVALID_VALUE, later inits are refused, and the library runs on its defaults
  // (non-blocking, the C library's allocator).
  if (g.init_called.load()) return GrB_INVALID_VALUE;
  g.init_called = true;
  const bool valid_mode = mode == GrB_NONBLOCKING || mode == GrB_BLOCKING ||
                          mode == GxB_NONBLOCKING_GPU || mode == GxB_BLOCKING_GPU;
  if (!runtime_start(g.nthreads_max)) return GrB_PANIC;
  if (valid_mode) {
    g.mode = (mode == GxB_BLOCKING_GPU) ? GrB_BLOCKING : (mode == GxB_NONBLOCKING_GPU ? GrB_NONBLOCKING : mode);
    g.user_malloc = m;
    g.user_calloc = c;
    g.user_realloc = r;
    g.user_free = f;
  }
  if (g.user_malloc == nullptr || g.user_malloc == &std::malloc) mem_tune_mmap_threshold();
  jit_init_from_env();  // GRB_JIT, GRB_JIT_CACHE_PATH (src/dag/jit.hpp)
  compensated_sum_init_from_env();  // GRB_COMPENSATED_SUM (src/kernels/reduce.hpp)
  g.initialized = true;
  return valid_mode ? GrB_SUCCESS : GrB_INVALID_VALUE;
}

}  // namespace gb

extern "C" {

GrB_Info GrB_init(GrB_Mode mode) { return gb::init(mode, nullptr, nullptr, nullptr, nullptr); }

GrB_Info GxB_init(GrB_Mode mode, void* (*user_malloc_function)(size_t),
                  void* (*user_calloc_function)(size_t, size_t),
                  void* (*user_realloc_function)(void*, size_t), void (*user_free_function)(void*)) {
  if (user_malloc_function == nullptr || user_free_function == nullptr) return GrB_NULL_POINTER;
  return gb::init(mode, user_malloc_function, user_calloc_function, user_realloc_function,
                  user_free_function);
}

// As SuiteSparse 7.4's, GrB_finalize releases what the library keeps for reuse and leaves it
// usable: calls made after it still work, and GrB_init is still refused until
// GB_Global_GrB_init_called_set(false) (LAGraph's LAGraph_Finalize then LAGr_Init relies on both).
GrB_Info GrB_finalize(void) {
  gb::Global& g = gb::global();
  gb::jit_wait_background();  // queued kernels get their compiles started (they finish on their own)
  gb::jit_export_at_finalize();  // GRB_JIT_EXPORT=<dir> (src/dag/jit_export.cpp)
  gb::coverage_report();  // GRB_JIT_LOG: the share of the work compiled kernels did
  std::lock_guard<std::mutex> lock(g.mu);
  gb::runtime_stop();
  gb::mem_pool_release();  // the freed large blocks kept for reuse go back to the system
  return GrB_SUCCESS;
}

GrB_Info GrB_getVersion(unsigned int* version, unsigned int* subversion) {
  if (version) *version = GRB_VERSION;
  if (subversion) *subversion = GRB_SUBVERSION;
  return GrB_SUCCESS;
}

// LAGraph's test harness calls this to allow GrB_init again in the same process; until then every
// call returns GrB_PANIC, as SuiteSparse's (whose calls check this flag).
void GB_Global_GrB_init_called_set(bool init_called) {
  gb::Global& g = gb::global();
  std::lock_guard<std::mutex> lock(g.mu);
  g.init_called = init_called;
  if (!init_called) g.initialized = false;
}

}  // extern "C"
