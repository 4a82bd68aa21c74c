// GrB_init, GxB_init, GrB_finalize, GrB_getVersion.
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
  if (g.init_called.load()) return GrB_INVALID_VALUE;  // once per process (see GB_Global_GrB_init_called_set)
  if (mode != GrB_NONBLOCKING && mode != GrB_BLOCKING && mode != GxB_NONBLOCKING_GPU &&
      mode != GxB_BLOCKING_GPU)
    return GrB_INVALID_VALUE;
  if (!runtime_start(g.nthreads_max)) return GrB_PANIC;
  g.mode = (mode == GxB_BLOCKING_GPU) ? GrB_BLOCKING : (mode == GxB_NONBLOCKING_GPU ? GrB_NONBLOCKING : mode);
  g.user_malloc = m;
  g.user_calloc = c;
  g.user_realloc = r;
  g.user_free = f;
  jit_init_from_env();  // GRB_JIT, GRB_JIT_CACHE_PATH (src/dag/jit.hpp)
  compensated_sum_init_from_env();  // GRB_COMPENSATED_SUM (src/kernels/reduce.hpp)
  g.init_called = true;
  g.initialized = true;
  return GrB_SUCCESS;
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

GrB_Info GrB_finalize(void) {
  gb::Global& g = gb::global();
  gb::jit_wait_background();  // queued kernels get their compiles started (they finish on their own)
  gb::jit_export_at_finalize();
  gb::coverage_report();  // GRB_JIT_LOG: the share of the work compiled kernels did  // GRB_JIT_EXPORT=<dir> (src/dag/jit_export.cpp)
  std::lock_guard<std::mutex> lock(g.mu);
  g.initialized = false;
  gb::runtime_stop();
  gb::mem_pool_release();  // the freed large blocks kept for reuse go back to the system
  return GrB_SUCCESS;
}

GrB_Info GrB_getVersion(unsigned int* version, unsigned int* subversion) {
  if (version) *version = GRB_VERSION;
  if (subversion) *subversion = GRB_SUBVERSION;
  return GrB_SUCCESS;
}

// LAGraph's test harness calls this to allow GrB_init again in the same process.
void GB_Global_GrB_init_called_set(bool init_called) { gb::global().init_called = init_called; }

}  // extern "C"
