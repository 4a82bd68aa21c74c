// RUN: grb-opt %s --convert-graphblas-to-kokkos --canonicalize | FileCheck %s

!csr = !graphblas.matrix<f64, csr>
!full = !graphblas.vector<f64, full>
!bitmap = !graphblas.vector<f64, bitmap>
!sparse = !graphblas.vector<f64, sparse>
!ibitmap = !graphblas.vector<i64, bitmap>

// A lone vxm (w' = u' * A, plus.times, u full): one parallel_reduce over the output blocks whose
// boundaries the caller appends (graphblas.work_split). A block clears its presence bytes and
// starts its values at -0.0 (PLUS's identity that leaves every product's bits), then scans u's
// entries in increasing k, each row of A clipped to the block's columns (counted or binary
// searched, only when the block does not start at 0 / end at the last column), on the 32-bit
// index copy when its extent matches; then it counts its present positions. The function returns
// the count; the result is the two views appended after the split.
// CHECK-LABEL: func.func @vxm_full_u
// CHECK-SAME: %[[SPLIT:[a-z0-9]+]]: memref<?xi64> {graphblas.work_split}
// CHECK-SAME: %[[PRESENT:[a-z0-9]+]]: memref<?xi8> {graphblas.result_presence = 2 : i32}
// CHECK-SAME: %[[VALUES:[a-z0-9]+]]: memref<?xf64> {graphblas.result_values = 2 : i32})
// CHECK-SAME: -> (i64 {graphblas.result_count = 2 : i32})
// CHECK-SAME: grb.arg_names = ["u", "A", "w_split", "w_present", "w_values"]
// CHECK-DAG: %[[NEGZERO:.*]] = arith.constant -0.000000e+00 : f64
// CHECK-DAG: %[[ONE8:.*]] = arith.constant 1 : i8
// CHECK: %[[N32:.*]] = graphblas.indices %arg1 {grb.name = "A_colidx32", narrow}
// CHECK: %[[COUNT:.*]] = kokkos.range_parallel_reduce %{{.*}} to %{{.*}} attributes {grb.arg_names = ["block"], grb.name = "w_nvals", name = "vxm_full_u_push_blocks", origin = "GrB_vxm#1", reducer = #kokkos.reducer<sum>}
// CHECK:   %[[W0:.*]] = arith.index_cast {{.*}} {grb.name = "w_begin"}
// CHECK:   %[[W1:.*]] = arith.index_cast {{.*}} {grb.name = "w_end"}
// CHECK:   scf.for %[[J:.*]] = %[[W0]] to %[[W1]]
// CHECK:     memref.store %{{.*}}, %[[PRESENT]][%[[J]]] : memref<?xi8>
// CHECK:     memref.store %[[NEGZERO]], %[[VALUES]][%[[J]]] : memref<?xf64>
// CHECK:   scf.if
// CHECK:     arith.cmpi ugt, %[[W0]], %{{.*}} {grb.name = "clip_low"}
// CHECK:     scf.for
// CHECK:       memref.load %{{.*}} {grb.name = "u_k"}
// CHECK:       scf.while
// CHECK:       scf.for
// CHECK:         memref.load %[[N32]]
// CHECK:         arith.mulf
// CHECK-NEXT:    memref.load %[[VALUES]]
// CHECK-NEXT:    arith.addf
// CHECK-NEXT:    memref.store %{{.*}}, %[[VALUES]]
// CHECK-NEXT:    memref.store %[[ONE8]], %[[PRESENT]]
// CHECK:   } else {
// CHECK:   %[[BLOCK:.*]] = scf.for {{.*}} = %[[W0]] to %[[W1]] {{.*}} iter_args
// CHECK:   kokkos.yield %[[BLOCK]] : i64
// CHECK: return %[[COUNT]] : i64
// CHECK-NOT: graphblas.fused
func.func @vxm_full_u(%u: !full {graphblas.group_value = 0 : i32}, %A: !csr {graphblas.group_value = 1 : i32})
    -> (!bitmap {graphblas.group_value = 2 : i32}) attributes {grb.arg_names = ["u", "A"]} {
  %r = graphblas.fused "vxm_push" ["GrB_vxm#1"] {
    %w = graphblas.vxm %u, %A {semiring = #graphblas.semiring<plus, times>, origin = "GrB_vxm#1"} : !full, !csr -> !bitmap
    graphblas.yield %w : !bitmap
  } : !bitmap
  return %r : !bitmap
}

// A sparse u under min.plus (FP MIN has no identity that leaves every value's bits: NaN): the
// block's values are not filled, and each product is stored as it is where w(j) is not yet
// present, folded with minnumf where it is. u's k-th entry names its row.
// CHECK-LABEL: func.func @vxm_sparse_min
// CHECK: %[[UI:.*]] = graphblas.indices %arg0 {grb.name = "u_indices"}
// CHECK: kokkos.range_parallel_reduce
// CHECK:   scf.for
// CHECK-NOT:  memref.store %cst
// CHECK:     }
// CHECK:   scf.for
// CHECK:     memref.load %[[UI]]
// CHECK:       arith.addf {{.*}} {grb.name = "product"}
// CHECK:       arith.minnumf
// CHECK:       arith.cmpi ne
// CHECK:       arith.select
func.func @vxm_sparse_min(%u: !sparse {graphblas.group_value = 0 : i32}, %A: !csr {graphblas.group_value = 1 : i32})
    -> (!bitmap {graphblas.group_value = 2 : i32}) attributes {grb.arg_names = ["u", "A"]} {
  %r = graphblas.fused "vxm_push" ["GrB_vxm#1"] {
    %w = graphblas.vxm %u, %A {semiring = #graphblas.semiring<min, plus>, origin = "GrB_vxm#1"} : !sparse, !csr -> !bitmap
    graphblas.yield %w : !bitmap
  } : !bitmap
  return %r : !bitmap
}

// A bitmap u under plus.pair (i64): u's absent positions are skipped by their presence byte;
// neither u's nor A's values are read.
// CHECK-LABEL: func.func @vxm_bitmap_pair
// CHECK: %[[UP:.*]] = graphblas.bitmap %arg0 {grb.name = "u_present"}
// CHECK-NOT: graphblas.values
// CHECK: kokkos.range_parallel_reduce
// CHECK:   memref.load %[[UP]]
// CHECK:   scf.if
func.func @vxm_bitmap_pair(%u: !ibitmap {graphblas.group_value = 0 : i32}, %A: !graphblas.matrix<i64, csr> {graphblas.group_value = 1 : i32})
    -> (!ibitmap {graphblas.group_value = 2 : i32}) attributes {grb.arg_names = ["u", "A"]} {
  %r = graphblas.fused "vxm_push" ["GrB_vxm#1"] {
    %w = graphblas.vxm %u, %A {semiring = #graphblas.semiring<plus, pair>, origin = "GrB_vxm#1"} : !ibitmap, !graphblas.matrix<i64, csr> -> !ibitmap
    graphblas.yield %w : !ibitmap
  } : !ibitmap
  return %r : !ibitmap
}
