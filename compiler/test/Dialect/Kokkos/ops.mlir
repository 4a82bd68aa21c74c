// RUN: grb-opt %s | grb-opt | FileCheck %s

// CHECK-LABEL: func.func @kernels
func.func @kernels(%n: index, %x: memref<?xf64>) -> (f64, i64) {
  %c0 = arith.constant 0 : index
  // CHECK: kokkos.range_parallel_for %{{.*}} to %{{.*}} attributes {dynamic, name = "scale", origin = "GrB_apply"}
  kokkos.range_parallel_for %c0 to %n attributes {name = "scale", origin = "GrB_apply", dynamic} {
  ^bb0(%i: index):
    %v = memref.load %x[%i] : memref<?xf64>
    %w = arith.addf %v, %v : f64
    memref.store %w, %x[%i] : memref<?xf64>
    kokkos.yield
  }
  // CHECK: kokkos.range_parallel_reduce {{.*}} reducer = #kokkos.reducer<max>
  %m = kokkos.range_parallel_reduce %c0 to %n attributes {name = "maxval", reducer = #kokkos.reducer<max>} {
  ^bb0(%i: index):
    %v = memref.load %x[%i] : memref<?xf64>
    kokkos.yield %v : f64
  } : f64
  %np1 = arith.addi %n, %n : index
  // CHECK: kokkos.view_alloc %{{.*}} {name = "offsets"} : memref<?xi64>
  %off = kokkos.view_alloc %np1 {name = "offsets"} : memref<?xi64>
  // CHECK: kokkos.view_alloc %{{.*}} {name = "scratch", uninitialized} : memref<?xi64>
  %u = kokkos.view_alloc %np1 {name = "scratch", uninitialized} : memref<?xi64>
  // CHECK: kokkos.view_alloc %{{.*}} {name = "result_values", output} : memref<?xf64>
  %o = kokkos.view_alloc %np1 {name = "result_values", output} : memref<?xf64>
  // CHECK: kokkos.range_parallel_scan %{{.*}} to %{{.*}} into %{{.*}} attributes {name = "offsets_scan"}
  %t = kokkos.range_parallel_scan %c0 to %n into %off attributes {name = "offsets_scan"} {
  ^bb0(%i: index):
    %one = arith.constant 1 : i64
    kokkos.yield %one : i64
  } : memref<?xi64> -> i64
  %bytes = arith.constant 1024 : index
  // CHECK: kokkos.team_parallel_for %{{.*}} scratch(%{{.*}})
  kokkos.team_parallel_for %n scratch(%bytes) attributes {name = "teams"} {
  ^bb0(%r: index):
    %s = kokkos.team_scratch %n {name = "tmp"} : memref<?xf64>
    // CHECK: kokkos.team_thread_for
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
    kokkos.yield
  }
  // one thread per team, dynamic schedule, level-1 scratch
  // CHECK: kokkos.team_parallel_reduce %{{.*}} scratch(%{{.*}}) attributes {dynamic, name = "team_rows", reducer = #kokkos.reducer<sum>, scratch_level = 1 : i64, team_size = 1 : i64}
  %tr = kokkos.team_parallel_reduce %n scratch(%bytes) attributes {name = "team_rows", reducer = #kokkos.reducer<sum>, dynamic, team_size = 1 : i64, scratch_level = 1 : i64} {
  ^bb0(%r: index):
    // CHECK: kokkos.team_scratch %{{.*}} {level = 1 : i64, name = "bits"} : memref<?xi64>
    %s = kokkos.team_scratch %n {name = "bits", level = 1 : i64} : memref<?xi64>
    %v = memref.load %s[%r] : memref<?xi64>
    kokkos.yield %v : i64
  } : i64
  // CHECK: kokkos.fence
  kokkos.fence
  // CHECK: kokkos.fixed_tree_reduce %{{.*}} {reducer = #kokkos.reducer<sum>} : memref<?xf64> -> f64
  %ft = kokkos.fixed_tree_reduce %x {reducer = #kokkos.reducer<sum>} : memref<?xf64> -> f64
  return %m, %t : f64, i64
}

// kokkos.atomic_cas round-trips (the push BFS step's claim of a presence byte).
// CHECK-LABEL: func.func @claim
func.func @claim(%n: index, %present: memref<?xi8>, %ids: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  // CHECK: kokkos.range_parallel_reduce %{{.*}} to %{{.*}} attributes {host_chunk = 64 : i64, name = "claims", reducer = #kokkos.reducer<sum>}
  %r = kokkos.range_parallel_reduce %c0 to %n attributes {host_chunk = 64 : i64, name = "claims", reducer = #kokkos.reducer<sum>} {
  ^bb0(%j: index):
    %z = arith.constant 0 : i8
    %o = arith.constant 1 : i8
    // CHECK: kokkos.atomic_cas %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<?xi8> -> i8
    %old = kokkos.atomic_cas %present[%j], %z, %o : memref<?xi8> -> i8
    %a = arith.constant -1 : i64
    // CHECK: kokkos.atomic_cas %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<?xi64> -> i64
    %old64 = kokkos.atomic_cas %ids[%j], %a, %a : memref<?xi64> -> i64
    %won = arith.cmpi eq, %old, %z : i8
    %w = arith.extui %won : i1 to i64
    kokkos.yield %w : i64
  } : i64
  return %r : i64
}
