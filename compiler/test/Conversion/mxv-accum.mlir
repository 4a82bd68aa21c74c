// RUN: grb-opt %s --convert-graphblas-to-kokkos --canonicalize | FileCheck %s

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!sparse = !graphblas.vector<f32, sparse>

// The PageRank iteration: u = prior ./ dscaled (dscaled sparse: u first filled with -0.0, PLUS's
// exact identity, then one pass over dscaled's entries writes the quotients and presence bytes),
// then one pull over A's rows writing r = teleport + sum straight into the caller's view (the
// function gets it as a new last argument and returns nothing). The product is u(j) itself
// (SECOND) and the accumulator is PLUS, so an absent u(j) read as -0.0 changes nothing: a
// non-empty row sums every u(j) it meets from its first one, with no presence test; only a NaN
// teleport (c + -0.0 would quieten a signalling NaN) looks the presence bytes up.
// CHECK-LABEL: func.func @pagerank_step
// CHECK-SAME: %[[OUT:[a-z0-9]+]]: memref<?xf32> {graphblas.destination}) attributes {grb.arg_names = ["AT", "prior", "dscaled", "teleport", "r", "result_values"]}
// CHECK-DAG: %[[NEGZERO:.*]] = arith.constant -0.000000e+00 : f32
// CHECK: %[[U:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "u_values", name = "u_values"} : memref<?xf32>
// CHECK: kokkos.range_parallel_for %{{.*}} to %{{.*}} attributes {grb.arg_names = ["j"], name = "pagerank_step_fill_u"
// CHECK:   memref.store %[[NEGZERO]], %[[U]]
// CHECK: %[[P:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "u_present", name = "u_present"} : memref<?xi8>
// CHECK: kokkos.range_parallel_for %{{.*}} to %{{.*}} attributes {grb.arg_names = ["k"], name = "pagerank_step_ewise_mult"
// CHECK:   arith.divf
// CHECK:   memref.store %{{.*}}, %[[U]]
// CHECK:   memref.store %{{.*}}, %[[P]]
// CHECK: %[[N32:.*]] = graphblas.indices %arg0 {grb.name = "A_colidx32", narrow}
// CHECK: kokkos.range_parallel_for %{{.*}} to %{{.*}} attributes {dynamic, grb.arg_names = ["i"], name = "pagerank_step_mxv_rows", origin = "GrB_eWiseMult#1, GrB_assign#2, GrB_mxv#3"}
// CHECK:   %[[NONEMPTY:.*]] = arith.cmpi ult
// CHECK:   scf.if %[[NONEMPTY]] -> (f32) {
// CHECK:     scf.if
// CHECK:       memref.load %[[N32]]
// CHECK:       memref.load %[[U]]
// CHECK:       scf.for
// CHECK-NOT:     %[[P]]
// CHECK:         memref.load %[[N32]]
// CHECK:         memref.load %[[U]]
// CHECK:         arith.addf
// CHECK:     } else {
// CHECK:       scf.for
// CHECK:     arith.addf %arg3
// CHECK:     arith.cmpf une, %arg3, %arg3
// CHECK:     scf.if
// CHECK:       scf.for
// CHECK:         memref.load %[[P]]
// CHECK:   } else {
// CHECK:     scf.yield %arg3
// CHECK:   memref.store %{{.*}}, %[[OUT]]
// CHECK: return{{$}}
// CHECK-NOT: graphblas.fused
func.func @pagerank_step(%AT: !csr, %prior: !full, %dscaled: !sparse, %teleport: f32, %r: !full) -> !full
    attributes {grb.arg_names = ["AT", "prior", "dscaled", "teleport", "r"]} {
  %r2 = graphblas.fused "mxv_accum" ["GrB_eWiseMult#1", "GrB_assign#2", "GrB_mxv#3"] {
    %w = graphblas.ewise_mult %prior, %dscaled {op = #graphblas.binop<div>} : !full, !sparse -> !sparse
    %r1 = graphblas.assign %teleport into %r : f32, !full -> !full
    %m = graphblas.mxv %AT, %w accum(%r1 : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !sparse -> !full
    graphblas.yield %m : !full
  } : !full
  return %r2 : !full
}

// Full inputs: u = x .* y in a pass over n without presence bytes; the old value c is read (no
// assign); plus_times reads A's values. The result feeds another operation, so the lowering
// allocates it and assembles the vector.
// CHECK-LABEL: func.func @full_inputs
// CHECK-NOT: u_present
// CHECK: kokkos.range_parallel_for %c0 to %{{.*}} attributes {grb.arg_names = ["j"], name = "full_inputs_ewise_mult"
// CHECK: %[[W:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "w_values", name = "w_values"} : memref<?xf32>
// CHECK: name = "full_inputs_mxv_rows"
// CHECK:   memref.load %{{.*}} {grb.name = "c_i"}
// CHECK: %[[V:.*]] = graphblas.assemble_vector %{{.*}}, %[[W]] {grb.name = "w"} : memref<?xf32> -> !graphblas.vector<f32, full>
// CHECK: graphblas.reduce_to_scalar %[[V]]
func.func @full_inputs(%A: !csr, %x: !full, %y: !full, %c: !full) -> f32 {
  %r = graphblas.fused "mxv_accum" ["GrB_eWiseMult", "GrB_mxv"] {
    %u = graphblas.ewise_mult %x, %y {op = #graphblas.binop<times>} : !full, !full -> !full
    %m = graphblas.mxv %A, %u accum(%c : !full) {semiring = #graphblas.semiring<plus, times>, accum = #graphblas.binop<plus>} : !csr, !full -> !full
    graphblas.yield %m : !full
  } : !full
  %s = graphblas.reduce_to_scalar %r {monoid = #graphblas.monoid<plus>} : !full -> f32
  return %s : f32
}

// A bitmap u is read in place (its presence bytes, tested per product: its absent slots hold
// anything); a sparse one is scattered first over -0.0 and then read without presence tests.
// CHECK-LABEL: func.func @bitmap_u
// CHECK: %[[BP:.*]] = graphblas.bitmap %arg1 {grb.name = "u_present"}
// CHECK-NOT: view_alloc %{{.*}} {grb.name = "u_values"
// CHECK: name = "bitmap_u_mxv_rows"
// CHECK:   scf.for
// CHECK:     memref.load %[[BP]]
// CHECK:     arith.select
// CHECK-LABEL: func.func @sparse_u
// CHECK: name = "sparse_u_fill_u"
// CHECK: %[[SP:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "u_present"
// CHECK: name = "sparse_u_scatter_u"
// CHECK: name = "sparse_u_mxv_rows"
// CHECK-NOT: memref.load %[[SP]]
// CHECK: arith.cmpf une
// CHECK: memref.load %[[SP]]
// CHECK: return

func.func @bitmap_u(%A: !csr, %u: !graphblas.vector<f32, bitmap>, %s: f32, %c: !full) -> !full {
  %r = graphblas.fused "mxv_accum" ["GrB_assign", "GrB_mxv"] {
    %c1 = graphblas.assign %s into %c : f32, !full -> !full
    %m = graphblas.mxv %A, %u accum(%c1 : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !graphblas.vector<f32, bitmap> -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}
func.func @sparse_u(%A: !csr, %u: !sparse, %s: f32, %c: !full) -> !full {
  %r = graphblas.fused "mxv_accum" ["GrB_assign", "GrB_mxv"] {
    %c1 = graphblas.assign %s into %c : f32, !full -> !full
    %m = graphblas.mxv %A, %u accum(%c1 : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !sparse -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}

// Integer PLUS: the identity 0 is what a new view holds, so no fill pass, and no presence bytes
// at all (no NaN); PLUS_TIMES reads A's values, so an absent u(j) (product a*0 = 0 for integers
// but not in general) keeps the presence tests; an accumulator other than the monoid's operator
// (c - t: an absent product must leave c, not c - identity) keeps them too.
// CHECK-LABEL: func.func @sparse_u_i64
// CHECK-NOT: fill_u
// CHECK-NOT: u_present
// CHECK: name = "sparse_u_i64_mxv_rows"
// CHECK-LABEL: func.func @sparse_u_times
// CHECK: view_alloc %{{.*}} {grb.name = "u_present"
// CHECK: name = "sparse_u_times_mxv_rows"
// CHECK:   arith.select
// CHECK-LABEL: func.func @sparse_u_minus
// CHECK-NOT: fill_u
// CHECK: name = "sparse_u_minus_mxv_rows"
// CHECK:   arith.select
func.func @sparse_u_i64(%A: !graphblas.matrix<i64, csr>, %u: !graphblas.vector<i64, sparse>, %c: !graphblas.vector<i64, full>) -> !graphblas.vector<i64, full> {
  %r = graphblas.fused "mxv_accum" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u accum(%c : !graphblas.vector<i64, full>) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !graphblas.matrix<i64, csr>, !graphblas.vector<i64, sparse> -> !graphblas.vector<i64, full>
    graphblas.yield %m : !graphblas.vector<i64, full>
  } : !graphblas.vector<i64, full>
  return %r : !graphblas.vector<i64, full>
}
func.func @sparse_u_times(%A: !csr, %u: !sparse, %c: !full) -> !full {
  %r = graphblas.fused "mxv_accum" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u accum(%c : !full) {semiring = #graphblas.semiring<plus, times>, accum = #graphblas.binop<plus>} : !csr, !sparse -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}
func.func @sparse_u_minus(%A: !csr, %u: !sparse, %c: !full) -> !full {
  %r = graphblas.fused "mxv_accum" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u accum(%c : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<minus>} : !csr, !sparse -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}
