// RUN: grb-opt %s --convert-graphblas-to-kokkos --canonicalize | FileCheck %s

!bm = !graphblas.vector<i64, bitmap>
!sq = !graphblas.vector<i1, sparse>
!bq = !graphblas.vector<i1, bitmap>
!A = !graphblas.matrix<i1, csr>

// One BFS level step in the push direction, q1<!v,struct> = q any.pair A (a vxm over A's rows,
// no tran_a) then v1<q1,struct> = level: q1's presence bytes cleared, then one parallel_reduce
// over the frontier's entries; each out-neighbour j that looks unvisited is claimed with an atomic
// compare-and-swap on v's presence byte, and the winner writes v(j) = level (v in place) and
// q1(j). Two views for q1 are appended to the function, which returns q1's nvals.
// CHECK-LABEL: func.func @push_step
// CHECK-SAME: !graphblas.vector<i64, bitmap> {graphblas.grows_by_count, graphblas.updated_into = -1 : i32},
// CHECK-SAME: %[[LEVEL:[a-z0-9]+]]: i64, %[[Q1P:[a-z0-9]+]]: memref<?xi8> {graphblas.result_presence = -1 : i32},
// CHECK-SAME: %[[Q1V:[a-z0-9]+]]: memref<?xi1> {graphblas.result_values = -1 : i32}) -> (i64 {graphblas.result_count = -1 : i32})
// CHECK-SAME: grb.arg_names = ["q", "A", "v", "level", "q1_present", "q1_values"]
// CHECK-DAG: %[[QI:.*]] = graphblas.indices %arg0 {grb.name = "q_indices"}
// CHECK-DAG: %[[VP:.*]] = graphblas.bitmap %arg2 {grb.name = "v_present"}
// CHECK-DAG: %[[VV:.*]] = graphblas.values %arg2 {grb.name = "v_values"}
// CHECK: kokkos.range_parallel_for %c0 to %{{.*}} attributes {grb.arg_names = ["j"], name = "push_step_clear_frontier", origin = "GrB_vxm(q<!v>=q*A), GrB_assign(v<q>=level)"}
// CHECK:   memref.store %c0_i8, %[[Q1P]]
// CHECK: %[[N:.*]] = kokkos.range_parallel_reduce %c0 to %{{.*}} attributes {dynamic, grb.arg_names = ["k"], grb.name = "q1_nvals", name = "push_step_push_step", {{.*}}reducer = #kokkos.reducer<sum>}
// CHECK:   memref.load %[[QI]]
// CHECK:   scf.for {{.*}} iter_args
// CHECK:     %[[VPJ:.*]] = memref.load %[[VP]][%[[J:.*]]] : memref<?xi8>
// CHECK:     %[[UNV:.*]] = arith.cmpi eq, %[[VPJ]], %c0_i8
// CHECK:     scf.if %[[UNV]] -> (i64)
// CHECK:       %[[OLD:.*]] = kokkos.atomic_cas %[[VP]][%[[J]]], %c0_i8, %c1_i8 {grb.name = "was_present"} : memref<?xi8> -> i8
// CHECK:       %[[WON:.*]] = arith.cmpi eq, %[[OLD]], %c0_i8
// CHECK:       scf.if %[[WON]] {
// CHECK-NEXT:    memref.store %[[LEVEL]], %[[VV]][%[[J]]] : memref<?xi64>
// CHECK-NEXT:    memref.store %c1_i8, %[[Q1P]][%[[J]]] : memref<?xi8>
// CHECK-NEXT:    memref.store %true, %[[Q1V]][%[[J]]] : memref<?xi1>
// CHECK:       arith.extui %[[WON]] : i1 to i64
// CHECK:   kokkos.yield %{{.*}} : i64
// CHECK: return %[[N]] : i64
// CHECK-NOT: graphblas.fused
// CHECK-NOT: graphblas.vxm
func.func @push_step(%q: !sq, %A: !A, %v: !bm, %level: i64) -> (!bq, !bm)
    attributes {grb.arg_names = ["q", "A", "v", "level"]} {
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm(q<!v>=q*A)", "GrB_assign(v<q>=level)"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !bm) {semiring = #graphblas.semiring<any, pair>, mask_complement, mask_structural, replace} : !sq, !A -> !bq
    %v1 = graphblas.assign %level into %v mask(%q1 : !bq) {mask_structural} : i64, !bm -> !bm
    graphblas.yield %q1, %v1 : !bq, !bm
  } : !bq, !bm
  return %g#0, %g#1 : !bq, !bm
}

// An i8 frontier type (any.pair), an i32 level vector (the i64 level truncated), results returned
// in the other order.
// CHECK-LABEL: func.func @push_i32
// CHECK-SAME: memref<?xi8> {graphblas.result_presence = -1 : i32}, %{{.*}}: memref<?xi8> {graphblas.result_values = -1 : i32}) -> (i64
// CHECK: arith.trunci %arg3 : i64 to i32
// CHECK: name = "push_i32_push_step"
// CHECK:   kokkos.atomic_cas {{.*}} : memref<?xi8> -> i8
// CHECK:   memref.store %{{.*}} : memref<?xi32>
// CHECK:   memref.store %c1_i8, {{.*}} : memref<?xi8>
// CHECK: return %{{.*}} : i64
func.func @push_i32(%q: !sq, %A: !A, %v: !graphblas.vector<i32, bitmap>, %level: i64) -> (!graphblas.vector<i32, bitmap>, !graphblas.vector<i8, bitmap>) {
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i32, bitmap>) {semiring = #graphblas.semiring<any, pair>, mask_complement, mask_structural, replace} : !sq, !A -> !graphblas.vector<i8, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i8, bitmap>) {mask_structural} : i64, !graphblas.vector<i32, bitmap> -> !graphblas.vector<i32, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i8, bitmap>, !graphblas.vector<i32, bitmap>
  } : !graphblas.vector<i8, bitmap>, !graphblas.vector<i32, bitmap>
  return %g#1, %g#0 : !graphblas.vector<i32, bitmap>, !graphblas.vector<i8, bitmap>
}
