// Parallel building blocks on Kokkos' host execution space: the kernel library's loops, and core's
// own (store conversions, build). In core so that core needs nothing from the layers above it.
//
// Work is split into a number of tasks that depends on the problem size only (never on the thread
// count), so every result, including floating-point reductions combined task by task in index
// order, is the same for any number of threads.
#pragma once
#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cstdint>
#include <exception>
#include <mutex>
#include <type_traits>
#include <vector>

#include "core/memory.hpp"
#include "core/global.hpp"

namespace gb {

using HostExec = Kokkos::DefaultHostExecutionSpace;

// Below this much work a loop runs serially: waking a thread team costs more than the work saves,
// and on a loaded machine every parallel region may wait for a descheduled thread. SuiteSparse
// uses one thread per 64K units of work (GxB_CHUNK); so do we.
constexpr int64_t kSerialCutoff = 131072;

// SuiteSparse's rule for the threads of a loop (GB_nthreads with its default chunk): one per
// kWorkPerThread units of work, at most max_threads(). Waking a large pool for a loop of a few
// hundred thousand units costs more than the units save (at 16 threads, small meshes ran slower
// than at 1); the team grows with the work instead. The tasks a loop is split into never depend
// on the team, so neither do its results.
constexpr int64_t kWorkPerThread = 65536;
inline int threads_for(int64_t work) {
  const int64_t nt = max_threads();
  return int(std::max<int64_t>(1, std::min<int64_t>(nt, work / kWorkPerThread)));
}

// The raw OpenMP team of a loop of `work` units (threads_for); 0 where the loop goes through a
// Kokkos construct instead (another host backend, or a loop started inside a parallel region,
// which runs serially either way). Kokkos 3.4's OpenMP backend always runs a construct on its
// whole pool (an instance cannot be shrunk, and partition_master needs nested OpenMP switched
// on), and its dynamic RangePolicy on the whole pool ran several times slower than a raw OpenMP
// team of the same size (bench/RESULTS-xeon16.md). So every team is a raw OpenMP one, the pool's
// size included. Inside it the pool's UniqueToken hands out omp_get_thread_num(), so
// WorkspacePool stays valid.
inline int capped_team_size(int64_t work) {
#if defined(KOKKOS_ENABLE_OPENMP)
  if constexpr (std::is_same_v<HostExec, Kokkos::OpenMP>) {
    const int nt = threads_for(work);
    if (nt <= HostExec::concurrency() && !HostExec::in_parallel()) return nt;
  }
#endif
  (void)work;
  return 0;
}

// Kokkos' own chunk rule for a dynamic RangePolicy (Kokkos_ExecPolicy.hpp set_auto_chunk_size),
// for `threads` threads: the capped loop splits work as the pool's would.
inline int64_t dynamic_chunk(int64_t n, int64_t threads) {
  int64_t chunk = 1;
  while (chunk * 100 * threads < n) chunk *= 2;
  if (chunk < 128) {
    chunk = 1;
    while (chunk * 40 * threads < n && chunk < 128) chunk *= 2;
  }
  return chunk;
}

// An exception must not leave a parallel region (that ends the process): the first one thrown by
// a loop body (std::bad_alloc of a refused block) is kept, and rethrown once the loop is over.
// Bodies that cannot throw compile to the same code as without the try.
class LoopFailure {
 public:
  template <class F> void run(F& f, int64_t k) noexcept {
    try {
      f(k);
    } catch (...) {
      keep(std::current_exception());
    }
  }
  void rethrow() const {
    if (error_) std::rethrow_exception(error_);
  }

 private:
  void keep(std::exception_ptr e) noexcept {
    std::lock_guard<std::mutex> lock(mu_);
    if (!error_) error_ = std::move(e);
  }
  std::mutex mu_;
  std::exception_ptr error_;
};

// f(k) for k in [0, n); dynamic scheduling for irregular work (rows of power-law graphs).
template <class F> void parallel_for(int64_t n, int64_t work, F&& f) {
  if (n <= 0) return;
  if (n == 1 || work < kSerialCutoff || max_threads() <= 1) {
    for (int64_t k = 0; k < n; k++) f(k);
    return;
  }
  LoopFailure failure;
#if defined(KOKKOS_ENABLE_OPENMP)
  if (const int team = capped_team_size(work)) {
    const int64_t chunk = dynamic_chunk(n, team);
#pragma omp parallel for schedule(dynamic, chunk) num_threads(team)
    for (int64_t k = 0; k < n; k++) failure.run(f, k);
    failure.rethrow();
    return;
  }
#endif
  Kokkos::parallel_for("gb::parallel_for",
                       Kokkos::RangePolicy<HostExec, Kokkos::Schedule<Kokkos::Dynamic>, Kokkos::IndexType<int64_t>>(0, n),
                       [&](int64_t k) { failure.run(f, k); });
  failure.rethrow();
}
template <class F> void parallel_for(int64_t n, F&& f) { parallel_for(n, n, std::forward<F>(f)); }

// In-place exclusive prefix sum of counts[0..n); counts[n] receives the total, which is returned.
// counts must have n+1 entries.
inline int64_t exclusive_scan(int64_t* counts, int64_t n) {
  const int team = n < kSerialCutoff ? 1 : threads_for(n);
#if defined(KOKKOS_ENABLE_OPENMP)
  const bool nested = HostExec::in_parallel();
#else
  const bool nested = true;
#endif
  if (team <= 1 || nested) {
    int64_t s = 0;
    for (int64_t k = 0; k < n; k++) {
      const int64_t c = counts[k];
      counts[k] = s;
      s += c;
    }
    counts[n] = s;
    return s;
  }
  // Two passes over `team` blocks: block sums, their serial scan, then each block's own scan (a
  // plain loop each, where Kokkos' parallel_scan calls a functor per element in both passes).
  gb::vector<int64_t> base(size_t(team) + 1, 0);
#pragma omp parallel for schedule(static, 1) num_threads(team)
  for (int b = 0; b < team; b++) {
    int64_t s = 0;
    for (int64_t k = n * b / team, e = n * (b + 1) / team; k < e; k++) s += counts[k];
    base[size_t(b) + 1] = s;
  }
  for (int b = 0; b < team; b++) base[size_t(b) + 1] += base[size_t(b)];
#pragma omp parallel for schedule(static, 1) num_threads(team)
  for (int b = 0; b < team; b++) {
    int64_t s = base[size_t(b)];
    for (int64_t k = n * b / team, e = n * (b + 1) / team; k < e; k++) {
      const int64_t c = counts[k];
      counts[k] = s;
      s += c;
    }
  }
  counts[n] = base[size_t(team)];
  return counts[n];
}

// Split [0, n) into a deterministic number of chunks of about `grain` items (at most max_chunks).
struct Chunks {
  int64_t n = 0, count = 0;
  Chunks(int64_t n_, int64_t grain, int64_t max_chunks = 1024) : n(n_) {
    count = std::max<int64_t>(1, std::min<int64_t>(max_chunks, (n + grain - 1) / std::max<int64_t>(grain, 1)));
  }
  int64_t begin(int64_t c) const { return n * c / count; }
  int64_t end(int64_t c) const { return n * (c + 1) / count; }
};

}  // namespace gb
