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
