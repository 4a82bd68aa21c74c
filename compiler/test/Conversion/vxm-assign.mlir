// RUN: grb-opt %s --convert-graphblas-to-kokkos --canonicalize | FileCheck %s

!bm = !graphblas.vector<i64, bitmap>
!sq = !graphblas.vector<i1, sparse>
!bq = !graphblas.vector<i1, bitmap>
!A = !graphblas.matrix<i1, csr>

// One BFS level step in the pull direction, q1<!v,struct> = AT any.pair q (a vxm over A' by rows,
// tran_a) then v1<q1,struct> = level: a sparse frontier is scattered into presence bytes, then one
// parallel_reduce over the vertices writes q1 into two views appended to the function
// (destination passing), updates v in place where it finds a vertex, and returns q1's nvals in
// place of the two vectors. The attributes tell the kernel entry which argument is which result
// (-1: this function was not imported from a group, so no group values).
// CHECK-LABEL: func.func @bfs_step
// CHECK-SAME: !graphblas.vector<i64, bitmap> {graphblas.grows_by_count, graphblas.updated_into = -1 : i32},
// CHECK-SAME: %[[LEVEL:[a-z0-9]+]]: i64, %[[Q1P:[a-z0-9]+]]: memref<?xi8> {graphblas.result_presence = -1 : i32},
// CHECK-SAME: %[[Q1V:[a-z0-9]+]]: memref<?xi1> {graphblas.result_values = -1 : i32}) -> (i64 {graphblas.result_count = -1 : i32})
// CHECK-SAME: grb.arg_names = ["q", "AT", "v", "level", "q1_present", "q1_values"]
// CHECK: %[[QP:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "q_present", name = "q_present"} : memref<?xi8>
// CHECK: kokkos.range_parallel_for %c0 to %{{.*}} attributes {grb.arg_names = ["k"], name = "bfs_step_scatter_frontier", origin = "GrB_mxv(q<!v>=AT*q), GrB_assign(v<q>=level)"}
// CHECK:   memref.store %c1_i8, %[[QP]]
// CHECK: %[[VP:.*]] = graphblas.bitmap %arg2 {grb.name = "v_present"}
// CHECK: %[[VV:.*]] = graphblas.values %arg2 {grb.name = "v_values"}
// CHECK: %[[N:.*]] = kokkos.range_parallel_reduce %c0 to %{{.*}} attributes {dynamic, grb.arg_names = ["j"], grb.name = "q1_nvals", host_chunk = 256 : i64, name = "bfs_step_pull_step", {{.*}}reducer = #kokkos.reducer<sum>}
// One branch per vertex, on the row length masked by -!visited (no branch on visited alone):
// CHECK:   %[[VP_J:.*]] = memref.load %[[VP]]
// CHECK:   %[[UNV:.*]] = arith.cmpi eq, %[[VP_J]], %c0_i8
// CHECK:   %[[UNV64:.*]] = arith.extui %[[UNV]] : i1 to i64
// CHECK:   %[[NEG:.*]] = arith.subi %c0_i64, %[[UNV64]]
// CHECK:   %[[GATE:.*]] = arith.andi %{{.*}}, %[[NEG]] {grb.name = "scan_gate"}
// CHECK:   %[[LIVE:.*]] = arith.cmpi ne, %[[GATE]], %c0_i64 {grb.name = "scan_row"}
// CHECK:   %[[FOUND:.*]] = scf.if %[[LIVE]]
// CHECK:     scf.while
// CHECK:       memref.load %[[QP]]
// CHECK:   } else {
// CHECK:     scf.yield %false
// q1's presence at every vertex; q1's value and v (in place) only where a vertex was found:
// CHECK:   memref.store %{{.*}}, %[[Q1P]]
// CHECK-NEXT: scf.if %[[FOUND]] {
// CHECK-NEXT:   memref.store %true, %[[Q1V]]
// CHECK-NEXT:   memref.store %c1_i8, %[[VP]]
// CHECK-NEXT:   memref.store %[[LEVEL]], %[[VV]]
// CHECK-NEXT: }
// CHECK-NOT: memref.store
// CHECK:   kokkos.yield %{{.*}} : i64
// CHECK: return %[[N]] : i64
// CHECK-NOT: graphblas.fused
func.func @bfs_step(%q: !sq, %AT: !A, %v: !bm, %level: i64) -> (!bq, !bm)
    attributes {grb.arg_names = ["q", "AT", "v", "level"]} {
  %g:2 = graphblas.fused "vxm_assign" ["GrB_mxv(q<!v>=AT*q)", "GrB_assign(v<q>=level)"] {
    %q1 = graphblas.vxm %q, %AT mask(%v : !bm) {semiring = #graphblas.semiring<any, pair>, tran_a, mask_complement, mask_structural, replace} : !sq, !A -> !bq
    %v1 = graphblas.assign %level into %v mask(%q1 : !bq) {mask_structural} : i64, !bm -> !bm
    graphblas.yield %q1, %v1 : !bq, !bm
  } : !bq, !bm
  return %g#0, %g#1 : !bq, !bm
}

// A bitmap frontier is read in place (no scatter); lor.pair; an i32 level vector takes the i64
// level cast; results returned in the other order.
// CHECK-LABEL: func.func @bitmap_frontier
// CHECK-NOT: view_alloc
// CHECK: %[[QP:.*]] = graphblas.bitmap %arg0 {grb.name = "q_present"}
// CHECK-NOT: scatter_frontier
// CHECK: arith.trunci %arg3 : i64 to i32
// CHECK: kokkos.range_parallel_reduce {{.*}} name = "bitmap_frontier_pull_step"
// CHECK:   memref.load %[[QP]]
// CHECK: return %{{.*}} : i64
func.func @bitmap_frontier(%q: !bq, %AT: !A, %v: !graphblas.vector<i32, bitmap>, %level: i64) -> (!graphblas.vector<i32, bitmap>, !bq) {
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"] {
    %q1 = graphblas.vxm %q, %AT mask(%v : !graphblas.vector<i32, bitmap>) {semiring = #graphblas.semiring<lor, pair>, tran_a, mask_complement, mask_structural, replace} : !bq, !A -> !bq
    %v1 = graphblas.assign %level into %v mask(%q1 : !bq) {mask_structural} : i64, !graphblas.vector<i32, bitmap> -> !graphblas.vector<i32, bitmap>
    graphblas.yield %q1, %v1 : !bq, !graphblas.vector<i32, bitmap>
  } : !bq, !graphblas.vector<i32, bitmap>
  return %g#1, %g#0 : !graphblas.vector<i32, bitmap>, !bq
}
