// RUN: grb-opt %s --graphblas-fuse | FileCheck %s --check-prefix=DEFAULT
// RUN: grb-opt %s --graphblas-fuse=lone-ops=true | FileCheck %s
// RUN: grb-opt %s --graphblas-fuse=lone-ops=true --convert-graphblas-to-kokkos | FileCheck %s --check-prefix=LOWERED

!csr = !graphblas.matrix<f64, csr>
!icsr = !graphblas.matrix<i64, csr>

// (b'') lone-ops: a select whose result the function returns is a group of one; without the
// option it stays ungrouped.
// DEFAULT-LABEL: func.func @lone_select
// DEFAULT-NOT: graphblas.fused
// DEFAULT: graphblas.select
// CHECK-LABEL: func.func @lone_select
// CHECK-NEXT: %[[G:.*]] = graphblas.fused "ewise_chain" ["GrB_select#1"] {
// CHECK-NEXT:   %[[S:.*]] = graphblas.select
// CHECK-NEXT:   graphblas.yield %[[S]] : !graphblas.matrix<i64, csr>
// CHECK-NEXT: } : !graphblas.matrix<i64, csr>
// CHECK-NEXT: return %[[G]]
// LOWERED-LABEL: func.func @lone_select
// LOWERED: kokkos.range_parallel_for {{.*}} name = "lone_select_symbolic"
// LOWERED: kokkos.range_parallel_scan
// LOWERED: kokkos.range_parallel_for {{.*}} name = "lone_select_numeric"
// LOWERED: graphblas.assemble_csr
func.func @lone_select(%A: !icsr, %k: i64) -> !icsr {
  %0 = graphblas.select %A thunk(%k : i64) {op = #graphblas.idxunop<tril>, origin = "GrB_select#1"} : !icsr -> !icsr
  return %0 : !icsr
}

// An apply alone, and a masked dot-product mxm alone.
// CHECK-LABEL: func.func @lone_apply
// CHECK-NEXT: graphblas.fused "ewise_chain" ["GrB_apply"] {
// CHECK-NEXT:   graphblas.apply
// LOWERED-LABEL: func.func @lone_apply
// LOWERED: arith.negf
// LOWERED: graphblas.assemble_csr
func.func @lone_apply(%A: !csr) -> !csr {
  %0 = graphblas.apply %A {op = #graphblas.unop<ainv>} : !csr -> !csr
  return %0 : !csr
}

// CHECK-LABEL: func.func @lone_mxm
// CHECK-NEXT: graphblas.fused "ewise_chain" ["GrB_mxm"] {
// CHECK-NEXT:   graphblas.mxm
// LOWERED-LABEL: func.func @lone_mxm
// LOWERED: kokkos.range_parallel_for {{.*}} name = "lone_mxm_numeric_once"
// LOWERED: graphblas.assemble_csr
func.func @lone_mxm(%A: !csr, %B: !csr, %M: !csr) -> !csr {
  %0 = graphblas.mxm %A, %B mask(%M : !csr) {semiring = #graphblas.semiring<plus, times>, tran_b, mask_structural} : !csr, !csr -> !csr
  return %0 : !csr
}

// An mxv without mask or accumulator whose result the function returns: an mxv_pull group, with
// the single-use ewise_mult giving its input; without the option it stays ungrouped.
// DEFAULT-LABEL: func.func @lone_mxv
// DEFAULT-NOT: graphblas.fused
// DEFAULT: return
// CHECK-LABEL: func.func @lone_mxv
// CHECK-NEXT: %[[G:.*]] = graphblas.fused "mxv_pull" ["GrB_eWiseMult", "GrB_mxv"] {
// CHECK-NEXT:   %[[U:.*]] = graphblas.ewise_mult
// CHECK-NEXT:   %[[W:.*]] = graphblas.mxv %arg0, %[[U]]
// CHECK-NEXT:   graphblas.yield %[[W]] : !graphblas.vector<f64, bitmap>
// CHECK-NEXT: } : !graphblas.vector<f64, bitmap>
// CHECK-NEXT: %[[G2:.*]] = graphblas.fused "mxv_pull" ["GrB_mxv#2"] {
// CHECK-NEXT:   graphblas.mxv %arg0, %arg1
// CHECK: return %[[G]], %[[G2]]
// LOWERED-LABEL: func.func @lone_mxv
// LOWERED-SAME: memref<?xi8> {graphblas.result_presence = -1 : i32}
// LOWERED: kokkos.range_parallel_reduce {{.*}} name = "lone_mxv_mxv_rows"
// LOWERED: kokkos.range_parallel_reduce {{.*}} name = "lone_mxv_mxv_rows"
// LOWERED: return {{.*}} : i64, i64
func.func @lone_mxv(%A: !csr, %x: !graphblas.vector<f64, full>, %y: !graphblas.vector<f64, sparse>)
    -> (!graphblas.vector<f64, bitmap>, !graphblas.vector<f64, bitmap>) {
  %u = graphblas.ewise_mult %x, %y {op = #graphblas.binop<times>} : !graphblas.vector<f64, full>, !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, sparse>
  %0 = graphblas.mxv %A, %u {semiring = #graphblas.semiring<plus, times>} : !csr, !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, bitmap>
  %1 = graphblas.mxv %A, %x {semiring = #graphblas.semiring<min, plus>, origin = "GrB_mxv#2"} : !csr, !graphblas.vector<f64, full> -> !graphblas.vector<f64, bitmap>
  return %0, %1 : !graphblas.vector<f64, bitmap>, !graphblas.vector<f64, bitmap>
}

// Not lone mxv: a masked one, one whose result is read inside the function.
// CHECK-LABEL: func.func @not_lone_mxv
// CHECK-NOT: graphblas.fused
// CHECK: return
func.func @not_lone_mxv(%A: !csr, %x: !graphblas.vector<f64, full>) -> (!graphblas.vector<f64, bitmap>, f64) {
  %0 = graphblas.mxv %A, %x mask(%x : !graphblas.vector<f64, full>) {semiring = #graphblas.semiring<plus, times>} : !csr, !graphblas.vector<f64, full> -> !graphblas.vector<f64, bitmap>
  %1 = graphblas.mxv %A, %x {semiring = #graphblas.semiring<plus, times>} : !csr, !graphblas.vector<f64, full> -> !graphblas.vector<f64, bitmap>
  %2 = graphblas.reduce_to_scalar %1 {monoid = #graphblas.monoid<plus>} : !graphblas.vector<f64, bitmap> -> f64
  return %0, %2 : !graphblas.vector<f64, bitmap>, f64
}

// An ewise_add and an ewise_mult alone: groups of one over two sources; an operand read twice
// (the select, not returned) stays outside the group.
// CHECK-LABEL: func.func @lone_ewise
// CHECK-NEXT: graphblas.select
// CHECK-NEXT: graphblas.fused "ewise_chain" ["GrB_eWiseMult"] {
// CHECK-NEXT:   graphblas.ewise_mult
// CHECK: graphblas.fused "ewise_chain" ["GrB_eWiseAdd"] {
// CHECK-NEXT:   graphblas.ewise_add %0, %0
// LOWERED-LABEL: func.func @lone_ewise
// LOWERED: kokkos.range_parallel_for {{.*}} name = "lone_ewise_symbolic"
// LOWERED: scf.while
// LOWERED: graphblas.assemble_csr
func.func @lone_ewise(%A: !csr, %B: !csr) -> (!csr, !csr) {
  %0 = graphblas.select %A {op = #graphblas.idxunop<offdiag>} : !csr -> !csr
  %1 = graphblas.ewise_mult %A, %B {op = #graphblas.binop<times>} : !csr, !csr -> !csr
  %2 = graphblas.ewise_add %0, %0 {op = #graphblas.binop<plus>} : !csr, !csr -> !csr
  return %1, %2 : !csr, !csr
}

// Not lone candidates: an unmasked mxm, a masked one with an accumulator, a select whose result
// the function does not return (read twice by an mxm).
// CHECK-LABEL: func.func @not_lone
// CHECK-NOT: graphblas.fused
// CHECK: return
func.func @not_lone(%A: !csr, %B: !csr) -> (!csr, !csr, !csr) {
  %0 = graphblas.mxm %A, %B {semiring = #graphblas.semiring<plus, times>} : !csr, !csr -> !csr
  %1 = graphblas.mxm %A, %B mask(%A : !csr) accum(%B : !csr) {semiring = #graphblas.semiring<plus, times>, tran_b, mask_structural, accum = #graphblas.binop<plus>} : !csr, !csr -> !csr
  %3 = graphblas.select %A {op = #graphblas.idxunop<diag>} : !csr -> !csr
  %4 = graphblas.mxm %3, %3 {semiring = #graphblas.semiring<plus, times>} : !csr, !csr -> !csr
  return %0, %1, %4 : !csr, !csr, !csr
}

// CHECK-LABEL: func.func @in_chain
// CHECK-NEXT: graphblas.fused "ewise_chain" ["GrB_select", "GrB_apply"] {
// CHECK-NOT: graphblas.fused
// CHECK: return
func.func @in_chain(%A: !csr) -> !csr {
  %0 = graphblas.select %A {op = #graphblas.idxunop<offdiag>} : !csr -> !csr
  %1 = graphblas.apply %0 {op = #graphblas.unop<abs>} : !csr -> !csr
  return %1 : !csr
}

// A reduce_to_scalar of a function argument, its result returned: a reduce_values group (a stored
// matrix reduced alone); a reduction of a computed value joins its producer's chain instead.
// DEFAULT-LABEL: func.func @lone_reduce
// DEFAULT-NOT: graphblas.fused
// CHECK-LABEL: func.func @lone_reduce
// CHECK-NEXT: graphblas.fused "reduce_values" ["GrB_reduce"] {
// CHECK-NEXT:   graphblas.reduce_to_scalar %arg0
// LOWERED-LABEL: func.func @lone_reduce
// LOWERED: kokkos.range_parallel_for {{.*}} name = "lone_reduce_pieces"
func.func @lone_reduce(%A: !csr) -> f64 {
  %0 = graphblas.reduce_to_scalar %A {monoid = #graphblas.monoid<plus>, origin = "GrB_reduce"} : !csr -> f64
  return %0 : f64
}

// A vxm over A's rows (no tran_a) without mask or accumulator whose result the function returns:
// a vxm_push group; a masked one stays ungrouped; without the option none is grouped.
// DEFAULT-LABEL: func.func @lone_vxm
// DEFAULT-NOT: graphblas.fused
// DEFAULT: return
// CHECK-LABEL: func.func @lone_vxm
// CHECK-NEXT: %[[P:.*]] = graphblas.fused "vxm_push" ["GrB_vxm#1"] {
// CHECK-NEXT:   %[[W:.*]] = graphblas.vxm %arg1, %arg0
// CHECK-NEXT:   graphblas.yield %[[W]] : !graphblas.vector<f64, bitmap>
// CHECK-NEXT: } : !graphblas.vector<f64, bitmap>
// CHECK-NEXT: graphblas.vxm %arg1, %arg0 mask(%arg2
// CHECK-NOT: graphblas.fused
// CHECK: return %[[P]]
// LOWERED-LABEL: func.func @lone_vxm
// LOWERED-SAME: memref<?xi64> {graphblas.work_split}
// LOWERED: kokkos.range_parallel_reduce {{.*}} name = "lone_vxm_push_blocks"
func.func @lone_vxm(%A: !csr, %u: !graphblas.vector<f64, full>, %m: !graphblas.vector<f64, full>)
    -> (!graphblas.vector<f64, bitmap>, !graphblas.vector<f64, bitmap>) {
  %0 = graphblas.vxm %u, %A {semiring = #graphblas.semiring<plus, times>, origin = "GrB_vxm#1"} : !graphblas.vector<f64, full>, !csr -> !graphblas.vector<f64, bitmap>
  %1 = graphblas.vxm %u, %A mask(%m : !graphblas.vector<f64, full>) {semiring = #graphblas.semiring<plus, times>} : !graphblas.vector<f64, full>, !csr -> !graphblas.vector<f64, bitmap>
  return %0, %1 : !graphblas.vector<f64, bitmap>, !graphblas.vector<f64, bitmap>
}
