// Start and stop the Kokkos runtime on behalf of GrB_init. A program that initialized Kokkos itself
// keeps ownership of it; otherwise the library starts it once and stops it at process exit (Kokkos
// cannot be restarted after finalize, while GraphBLAS may be initialized again).
#include <Kokkos_Core.hpp>
#include <cstdlib>

#include "core/global.hpp"

namespace gb {

static bool g_we_started_kokkos = false;

static void stop_kokkos_at_exit() {
  if (g_we_started_kokkos && Kokkos::is_initialized()) Kokkos::finalize();
}

bool runtime_start(int nthreads) {
  if (Kokkos::is_initialized()) return true;
  static bool started_once = false;
  if (started_once) return false;  // finalized by someone else: cannot restart
  Kokkos::InitArguments args;
  args.num_threads = nthreads > 0 ? nthreads : -1;
  args.disable_warnings = true;
  Kokkos::initialize(args);
  started_once = true;
  g_we_started_kokkos = true;
  std::atexit(stop_kokkos_at_exit);
  return true;
}

void runtime_stop() {
  // Nothing: Kokkos stays up until exit so GrB_init may be called again (LAGraph's tests do).
}

int hardware_threads() { return Kokkos::DefaultHostExecutionSpace::concurrency(); }

// The running call's descriptor setting; per thread, since user threads may call GraphBLAS at
// the same time on different objects.
static thread_local int t_call_nthreads = 0;

CallThreads::CallThreads(int nthreads) : saved_(t_call_nthreads) { t_call_nthreads = nthreads > 0 ? nthreads : 0; }
CallThreads::~CallThreads() { t_call_nthreads = saved_; }

int max_threads() {
  const int hw = hardware_threads();
  const int n = t_call_nthreads > 0 ? t_call_nthreads : global().nthreads_max;
  return (n > 0 && n < hw) ? n : hw;
}

}  // namespace gb
