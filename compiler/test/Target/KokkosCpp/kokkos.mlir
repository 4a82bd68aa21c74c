// RUN: grb-translate --graphblas-to-kokkos-cpp %s | FileCheck %s

// Team policy with scratch, nested thread ranges, a min reduce, a fence.
// CHECK-LABEL: double team_kernel(int64_t n, Kokkos::View<double*> x) {
// CHECK: Kokkos::parallel_for("rows", Kokkos::TeamPolicy<ExecSpace>(n, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(1024)),
// CHECK-NEXT: KOKKOS_LAMBDA(const Kokkos::TeamPolicy<ExecSpace>::member_type& team) {
// CHECK-NEXT: const int64_t r = team.league_rank();
// CHECK-NEXT: Kokkos::View<double*, ExecSpace::scratch_memory_space, Kokkos::MemoryUnmanaged> tmp(team.team_scratch(0), n);
// CHECK-NEXT: Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 0, n), [&](const int64_t j) {
// CHECK-NEXT: tmp(j) = x(j);
// CHECK: Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, 0, n), [&](const int64_t j, double& update) {
// CHECK: }, Kokkos::Sum<double>(team_result));
// CHECK: Kokkos::fence();
// CHECK: Kokkos::parallel_reduce("smallest", Kokkos::RangePolicy<ExecSpace>(0, n),
// CHECK: const auto tmp = x(i);
// CHECK-NEXT: if (tmp < update) update = tmp;
// CHECK: }, Kokkos::Min<double>(result));
func.func @team_kernel(%n: index, %x: memref<?xf64>) -> f64 attributes {grb.arg_names = ["n", "x"]} {
  %c0 = arith.constant 0 : index
  %bytes = arith.constant 1024 : index
  kokkos.team_parallel_for %n scratch(%bytes) attributes {name = "rows", grb.arg_names = ["r"]} {
  ^bb0(%r: index):
    %s = kokkos.team_scratch %n {name = "tmp"} : memref<?xf64>
    kokkos.team_thread_for %c0 to %n {
    ^bb0(%j: index):
      %v = memref.load %x[%j] : memref<?xf64>
      memref.store %v, %s[%j] : memref<?xf64>
      kokkos.yield
    }
    %z = kokkos.team_thread_reduce %c0 to %n attributes {reducer = #kokkos.reducer<sum>} {
    ^bb0(%j: index):
      %v = memref.load %s[%j] : memref<?xf64>
      kokkos.yield %v : f64
    } : f64
    memref.store %z, %x[%r] : memref<?xf64>
    kokkos.yield
  }
  kokkos.fence
  %m = kokkos.range_parallel_reduce %c0 to %n attributes {name = "smallest", reducer = #kokkos.reducer<min>} {
  ^bb0(%i: index):
    %v = memref.load %x[%i] : memref<?xf64>
    kokkos.yield %v : f64
  } : f64
  return %m : f64
}

// Team reduce: one thread per team, dynamic schedule, level-1 scratch; shifts on the unsigned type.
// CHECK-LABEL: int64_t team_reduce(int64_t n, int64_t bytes) {
// CHECK: int64_t result;
// CHECK-NEXT: Kokkos::parallel_reduce("bits", Kokkos::TeamPolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>(n, 1).set_scratch_size(1, Kokkos::PerTeam(bytes)),
// CHECK-NEXT: KOKKOS_LAMBDA(const Kokkos::TeamPolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>::member_type& team, int64_t& update) {
// CHECK-NEXT: const int64_t r = team.league_rank();
// CHECK-NEXT: Kokkos::View<int64_t*, ExecSpace::scratch_memory_space, Kokkos::MemoryUnmanaged> words(team.team_scratch(1), n);
// CHECK-NEXT: words(static_cast<int64_t>(static_cast<uint64_t>(r) >> 6)) = static_cast<int64_t>(static_cast<uint64_t>(1) << (r & 63));
// CHECK-NEXT: update += (words(r) >> 3);
// CHECK-NEXT: }, Kokkos::Sum<int64_t>(result));
// CHECK-NEXT: return result;
func.func @team_reduce(%n: index, %bytes: index) -> i64 attributes {grb.arg_names = ["n", "bytes"]} {
  %r = kokkos.team_parallel_reduce %n scratch(%bytes) attributes {name = "bits", reducer = #kokkos.reducer<sum>, dynamic, team_size = 1 : i64, scratch_level = 1 : i64, grb.arg_names = ["r"]} {
  ^bb0(%i: index):
    %s = kokkos.team_scratch %n {name = "words", level = 1 : i64} : memref<?xi64>
    %c6 = arith.constant 6 : index
    %c63 = arith.constant 63 : index
    %one = arith.constant 1 : i64
    %c3 = arith.constant 3 : i64
    %w = arith.shrui %i, %c6 : index
    %b = arith.andi %i, %c63 : index
    %bi = arith.index_cast %b : index to i64
    %bit = arith.shli %one, %bi : i64
    memref.store %bit, %s[%w] : memref<?xi64>
    %v = memref.load %s[%i] : memref<?xi64>
    %q = arith.shrsi %v, %c3 : i64
    kokkos.yield %q : i64
  } : i64
  return %r : i64
}

// kokkos.atomic_cas on a 64-bit view (the prelude's grb_kokkos::atomic_compare_exchange, i.e.
// Kokkos::atomic_compare_exchange for this size): claim slot j for i if it still holds -1; the
// old value is a named variable, never inlined (the swap happens once).
// CHECK-LABEL: int64_t claim_owner(int64_t n, Kokkos::View<int64_t*> owner, Kokkos::View<int64_t*> target) {
// CHECK: Kokkos::parallel_reduce("claims", Kokkos::RangePolicy<ExecSpace>(0, n),
// CHECK-NEXT: KOKKOS_LAMBDA(const int64_t i, int64_t& update) {
// CHECK-NEXT:   const int64_t j = target(i);
// CHECK-NEXT:   const int64_t previous_owner = grb_kokkos::atomic_compare_exchange(&owner(j), static_cast<int64_t>(-1), static_cast<int64_t>(i));
// CHECK-NEXT:   update += (static_cast<int64_t>(previous_owner == -1));
// CHECK-NEXT: }, Kokkos::Sum<int64_t>(claimed));
func.func @claim_owner(%n: index, %owner: memref<?xi64>, %target: memref<?xi64>) -> i64 attributes {grb.arg_names = ["n", "owner", "target"]} {
  %c0 = arith.constant 0 : index
  %r = kokkos.range_parallel_reduce %c0 to %n attributes {name = "claims", reducer = #kokkos.reducer<sum>, grb.arg_names = ["i"], grb.name = "claimed"} {
  ^bb0(%i: index):
    %t = memref.load %target[%i] {grb.name = "j"} : memref<?xi64>
    %j = arith.index_cast %t : i64 to index
    %none = arith.constant -1 : i64
    %me = arith.index_cast %i : index to i64
    %old = kokkos.atomic_cas %owner[%j], %none, %me {grb.name = "previous_owner"} : memref<?xi64> -> i64
    %won = arith.cmpi eq, %old, %none : i64
    %w = arith.extui %won : i1 to i64
    kokkos.yield %w : i64
  } : i64
  return %r : i64
}

// Floating-point minnumf / maxnumf (the lowering's GraphBLAS MIN and MAX): the prelude's helpers,
// which ignore a NaN operand and return the second operand on a tie, as the kernel library.
// CHECK-LABEL: double nan_rules(double x, double y) {
// CHECK: const double lo = grb_kokkos::min_ignoring_nan(x, y);
// CHECK: const double hi = grb_kokkos::max_ignoring_nan(lo, y);
// CHECK: return hi;
func.func @nan_rules(%x: f64, %y: f64) -> f64 attributes {grb.arg_names = ["x", "y"]} {
  %lo = arith.minnumf %x, %y {grb.name = "lo"} : f64
  %hi = arith.maxnumf %lo, %y {grb.name = "hi"} : f64
  return %hi : f64
}

// Unsigned integer operations print on the unsigned type of their width (the views and scalars
// are signed C++ types): compares, min, max, division and remainder.
// CHECK-LABEL: unsigned_ops(
// (a zero extension of an i32 reads it as uint32_t; of an i1, as it is)
// CHECK: return (((static_cast<int64_t>(static_cast<uint64_t>(x) / static_cast<uint64_t>(y))) + (static_cast<int64_t>(static_cast<uint32_t>(static_cast<uint32_t>(a) > static_cast<uint32_t>(b) ? a : b)))) + (static_cast<int64_t>(static_cast<uint64_t>(x) < static_cast<uint64_t>(y))));
func.func @unsigned_ops(%x: i64, %y: i64, %a: i32, %b: i32) -> i64 attributes {grb.arg_names = ["x", "y", "a", "b"]} {
  %lt = arith.cmpi ult, %x, %y : i64
  %m = arith.maxui %a, %b : i32
  %d = arith.divui %x, %y : i64
  %m64 = arith.extui %m : i32 to i64
  %l64 = arith.extui %lt : i1 to i64
  %s = arith.addi %d, %m64 : i64
  %r = arith.addi %s, %l64 : i64
  return %r : i64
}
