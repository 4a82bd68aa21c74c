// RUN: grb-opt %s -split-input-file --convert-graphblas-to-kokkos --canonicalize -verify-diagnostics | FileCheck %s

// A stored matrix reduced alone, in the kernel library's order (src/kernels/reduce.cpp): the values
// cut into count = clamp(ceil(n / 16384), 1, 4096) pieces [n c / count, n (c + 1) / count), each
// summed from its first value in a parallel_for, then the pieces combined in order on the host
// after a fence; no entry gives the identity.
// CHECK-LABEL: func.func @sum
// CHECK: %[[X:.*]] = graphblas.values %arg0 {grb.name = "A_values"}
// CHECK: %[[N:.*]] = memref.dim {grb.name = "n"} %[[X]]
// CHECK: arith.addi %[[N]], %c16383
// CHECK: arith.divui {{.*}}, %c16384
// CHECK: arith.minui {{.*}}, %c4096
// CHECK: %[[COUNT:.*]] = arith.maxui {{.*}} {grb.name = "pieces"}
// CHECK: %[[P:.*]] = kokkos.view_alloc %[[COUNT]] {grb.name = "piece_partials", name = "piece_partials", uninitialized}
// CHECK: scf.if
// CHECK: kokkos.range_parallel_for %{{.*}} to %[[COUNT]] attributes {grb.arg_names = ["c"], name = "sum_pieces", origin = "GrB_reduce"}
// CHECK: arith.muli %[[N]]
// CHECK: {grb.name = "begin"}
// CHECK: {grb.name = "end"}
// CHECK: scf.for
// CHECK: arith.addf
// CHECK: memref.store %{{.*}}, %[[P]]
// CHECK: kokkos.fence
// CHECK: memref.load %[[P]][%c0]
// CHECK: scf.for
// CHECK: arith.addf
// CHECK: grb.arg_names = ["c", "total"]
// CHECK: } else {
// CHECK: scf.yield %cst
func.func @sum(%A: !graphblas.matrix<f64, csr>) -> f64 {
  %r = graphblas.fused "reduce_values" ["GrB_reduce"] {
    %0 = graphblas.reduce_to_scalar %A {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<f64, csr> -> f64
    graphblas.yield %0 : f64
  } : f64
  return %r : f64
}

// Values of another type than the monoid's (an INT64 count summed as FP64, as GrB_reduce with
// GrB_PLUS_MONOID_FP64 does): each value is converted as it is read, in the same pieces.
// CHECK-LABEL: func.func @sum_cast
// CHECK: %[[X:.*]] = graphblas.values %arg0 {grb.name = "A_values"} : !graphblas.matrix<i64, csr> -> memref<?xi64>
// CHECK: kokkos.range_parallel_for
// CHECK:   %[[FIRST:.*]] = memref.load %[[X]]
// CHECK:   arith.sitofp %[[FIRST]] : i64 to f64
// CHECK:   scf.for
// CHECK:     arith.sitofp {{.*}} : i64 to f64
// CHECK:     arith.addf
func.func @sum_cast(%A: !graphblas.matrix<i64, csr>) -> f64 {
  %r = graphblas.fused "reduce_values" ["GrB_reduce"] {
    %s = graphblas.reduce_to_scalar %A {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<i64, csr> -> f64
    graphblas.yield %s : f64
  } : f64
  return %r : f64
}

// -----

func.func @not_alone(%A: !graphblas.matrix<f64, csr>) -> f64 {
  // expected-error @+1 {{a reduce_values group holds one reduce_to_scalar}}
  %r = graphblas.fused "reduce_values" ["GrB_apply", "GrB_reduce"] {
    %0 = graphblas.apply %A {op = #graphblas.unop<abs>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
    %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<f64, csr> -> f64
    graphblas.yield %1 : f64
  } : f64
  return %r : f64
}

