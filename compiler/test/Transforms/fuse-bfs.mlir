// RUN: grb-opt %s --graphblas-fuse=masked-vxm-assign=true | FileCheck %s
// RUN: grb-opt %s --graphblas-fuse | FileCheck %s --check-prefix=OFF

// Fusion (c), one BFS step (option masked-vxm-assign; off by default: convert-graphblas-to-kokkos lowers
// only the pull form, Conversion/vxm-assign.mlir, and the library does not plan the group yet):
// q1<!v, struct, replace> = q any.pair A ; v1<q1, struct> = level.
// One group yielding the next frontier (used after it) and the new level vector.
!bm = !graphblas.vector<i64, bitmap>
!sq = !graphblas.vector<i1, sparse>
!bq = !graphblas.vector<i1, bitmap>
!A = !graphblas.matrix<i1, csr>

// CHECK-LABEL: func.func @bfs_step
// CHECK-NEXT: %[[G:.*]]:2 = graphblas.fused "vxm_assign" ["GrB_vxm(q<!v>=q*A)", "GrB_assign(v<q>=level)"] {
// CHECK-NEXT:   %[[Q:.*]] = graphblas.vxm %arg0, %arg1 mask(%arg2 : !graphblas.vector<i64, bitmap>)
// CHECK-NEXT:   %[[V:.*]] = graphblas.assign %arg3 into %arg2 mask(%[[Q]] : !graphblas.vector<i1, sparse>)
// CHECK-NEXT:   graphblas.yield %[[Q]], %[[V]] : !graphblas.vector<i1, sparse>, !graphblas.vector<i64, bitmap>
// CHECK-NEXT: } : !graphblas.vector<i1, sparse>, !graphblas.vector<i64, bitmap>
// CHECK-NEXT: return %[[G]]#0, %[[G]]#1
// OFF-LABEL: func.func @bfs_step
// OFF-NOT: graphblas.fused
// OFF: return
func.func @bfs_step(%q: !sq, %A: !A, %v: !bm, %level: i64) -> (!sq, !bm) {
  %q1 = graphblas.vxm %q, %A mask(%v : !bm) {semiring = #graphblas.semiring<any, pair>, mask_complement, mask_structural, replace, origin = "GrB_vxm(q<!v>=q*A)"} : !sq, !A -> !sq
  %v1 = graphblas.assign %level into %v mask(%q1 : !sq) {mask_structural, origin = "GrB_assign(v<q>=level)"} : i64, !bm -> !bm
  return %q1, %v1 : !sq, !bm
}

// A bitmap frontier and the lor.land semiring: also one step.
// CHECK-LABEL: func.func @bitmap_frontier
// CHECK: graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"]
func.func @bitmap_frontier(%q: !bq, %A: !A, %v: !bm, %level: i64) -> (!bq, !bm) {
  %q1 = graphblas.vxm %q, %A mask(%v : !bm) {semiring = #graphblas.semiring<lor, land>, mask_complement, mask_structural, replace} : !bq, !A -> !bq
  %v1 = graphblas.assign %level into %v mask(%q1 : !bq) {mask_structural} : i64, !bm -> !bm
  return %q1, %v1 : !bq, !bm
}

// Not a BFS step, left alone: the vxm's mask is not the assigned vector; the mask is not
// complemented; the assign accumulates; the frontier is read between the two; plus monoid.
// CHECK-LABEL: func.func @not_steps
// CHECK-NOT: graphblas.fused
// CHECK: return
func.func @not_steps(%q: !sq, %A: !A, %v: !bm, %w: !bm, %level: i64) -> (!bm, !bm, !bm, !bm, i1) {
  %q1 = graphblas.vxm %q, %A mask(%w : !bm) {semiring = #graphblas.semiring<any, pair>, mask_complement, mask_structural} : !sq, !A -> !sq
  %v1 = graphblas.assign %level into %v mask(%q1 : !sq) {mask_structural} : i64, !bm -> !bm
  %q2 = graphblas.vxm %q, %A mask(%v : !bm) {semiring = #graphblas.semiring<any, pair>, mask_structural} : !sq, !A -> !sq
  %v2 = graphblas.assign %level into %v mask(%q2 : !sq) {mask_structural} : i64, !bm -> !bm
  %q3 = graphblas.vxm %q, %A mask(%v : !bm) {semiring = #graphblas.semiring<any, pair>, mask_complement, mask_structural} : !sq, !A -> !sq
  %v3 = graphblas.assign %level into %v mask(%q3 : !sq) accum(%v : !bm) {mask_structural, accum = #graphblas.binop<plus>} : i64, !bm -> !bm
  %q4 = graphblas.vxm %q, %A mask(%v : !bm) {semiring = #graphblas.semiring<any, pair>, mask_complement, mask_structural} : !sq, !A -> !sq
  %n = graphblas.reduce_to_scalar %q4 {monoid = #graphblas.monoid<lor>} : !sq -> i1
  %v4 = graphblas.assign %level into %v mask(%q4 : !sq) {mask_structural} : i64, !bm -> !bm
  %q5 = graphblas.vxm %q, %A mask(%v : !bm) {semiring = #graphblas.semiring<plus, pair>, mask_complement, mask_structural} : !sq, !A -> !sq
  %v5 = graphblas.assign %level into %v mask(%q5 : !sq) {mask_structural} : i64, !bm -> !bm
  return %v1, %v2, %v3, %v4, %n : !bm, !bm, !bm, !bm, i1
}
