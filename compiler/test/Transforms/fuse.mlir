// RUN: grb-opt %s --graphblas-fuse | FileCheck %s

!csr = !graphblas.matrix<f64, csr>
!icsr = !graphblas.matrix<i64, csr>

// (a) triangle counting: C<L> = L*U' (plus_pair), then sum(C): one group, no C outside it.
// CHECK-LABEL: func.func @triangle_count
// CHECK-NEXT: %[[R:.*]] = graphblas.fused "mxm_reduce" ["GrB_mxm#3", "GrB_reduce#4"] {
// CHECK-NEXT:   %[[C:.*]] = graphblas.mxm
// CHECK-NEXT:   %[[S:.*]] = graphblas.reduce_to_scalar %[[C]]
// CHECK-NEXT:   graphblas.yield %[[S]] : i64
// CHECK-NEXT: } : i64
// CHECK-NEXT: return %[[R]]
func.func @triangle_count(%L: !icsr, %U: !icsr) -> i64 {
  %C = graphblas.mxm %L, %U mask(%L : !icsr) {semiring = #graphblas.semiring<plus, pair>, tran_b, mask_structural, origin = "GrB_mxm#3"} : !icsr, !icsr -> !icsr
  %n = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>, origin = "GrB_reduce#4"} : !icsr -> i64
  return %n : i64
}

// An unmasked mxm, or one whose product is used again, is not fused with its reduce.
// CHECK-LABEL: func.func @not_fused
// CHECK-NOT: graphblas.fused
// CHECK: return
func.func @not_fused(%A: !icsr) -> (i64, i64, !icsr) {
  %C = graphblas.mxm %A, %A {semiring = #graphblas.semiring<plus, times>} : !icsr, !icsr -> !icsr
  %n = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>} : !icsr -> i64
  %D = graphblas.mxm %A, %A mask(%A : !icsr) {semiring = #graphblas.semiring<plus, times>} : !icsr, !icsr -> !icsr
  %m = graphblas.reduce_to_scalar %D {monoid = #graphblas.monoid<plus>} : !icsr -> i64
  return %n, %m, %D : i64, i64, !icsr
}

// (b) filter -> project -> aggregate: select, apply, reduce in one group.
// CHECK-LABEL: func.func @filter_project_aggregate
// CHECK-NEXT: %[[G:.*]] = graphblas.fused "ewise_chain" ["GrB_select", "GrB_apply", "GrB_reduce"] {
// CHECK-NEXT:   graphblas.select
// CHECK-NEXT:   graphblas.apply
// CHECK-NEXT:   graphblas.reduce_to_scalar
// CHECK-NEXT:   graphblas.yield %{{.*}} : f64
// CHECK-NEXT: } : f64
func.func @filter_project_aggregate(%A: !csr, %t: f64) -> f64 {
  %0 = graphblas.select %A thunk(%t : f64) {op = #graphblas.idxunop<valuegt>} : !csr -> !csr
  %1 = graphblas.apply %0 {op = #graphblas.unop<abs>} : !csr -> !csr
  %2 = graphblas.reduce_to_scalar %1 {monoid = #graphblas.monoid<plus>} : !csr -> f64
  return %2 : f64
}

// A tree: two applies feed an ewise_mult whose result is also returned (the root's value leaves
// the group). The intermediate %keep has two uses, so it is not pulled into the group.
// CHECK-LABEL: func.func @tree
// CHECK: %[[K:.*]] = graphblas.apply %{{.*}} {op = #graphblas.unop<ainv>}
// CHECK-NEXT: %[[G:.*]] = graphblas.fused "ewise_chain" ["GrB_apply", "GrB_eWiseMult", "GrB_eWiseAdd"] {
// CHECK-NEXT:   %[[X:.*]] = graphblas.apply
// CHECK-NEXT:   %[[Y:.*]] = graphblas.ewise_mult %[[X]], %[[K]]
// CHECK-NEXT:   %[[Z:.*]] = graphblas.ewise_add %[[Y]], %[[K]]
// CHECK-NEXT:   graphblas.yield %[[Z]] : !graphblas.matrix<f64, csr>
// CHECK-NEXT: } : !graphblas.matrix<f64, csr>
// CHECK-NEXT: return %[[G]]
func.func @tree(%A: !csr, %B: !csr) -> !csr {
  %keep = graphblas.apply %B {op = #graphblas.unop<ainv>} : !csr -> !csr
  %x = graphblas.apply %A {op = #graphblas.unop<abs>} : !csr -> !csr
  %y = graphblas.ewise_mult %x, %keep {op = #graphblas.binop<times>} : !csr, !csr -> !csr
  %z = graphblas.ewise_add %y, %keep {op = #graphblas.binop<plus>} : !csr, !csr -> !csr
  return %z : !csr
}

// A member with a mask (no accumulator: it writes an empty C) joins the chain; the mask's
// single-use producer joins it too.
// CHECK-LABEL: func.func @masked_member
// CHECK-NEXT: %[[G:.*]] = graphblas.fused "ewise_chain" ["GrB_apply", "GrB_apply", "GrB_reduce"] {
// CHECK-NEXT:   %[[M:.*]] = graphblas.apply_binop %arg1, %arg2 {op = #graphblas.binop<gt>}
// CHECK-NEXT:   graphblas.apply %arg0 mask(%[[M]] : !graphblas.matrix<i1, csr>) {mask_complement, op = #graphblas.unop<abs>}
// CHECK-NEXT:   graphblas.reduce_to_scalar
// CHECK-NEXT:   graphblas.yield
// CHECK-NEXT: } : f64
func.func @masked_member(%A: !csr, %W: !csr, %t: f64) -> f64 {
  %m = graphblas.apply_binop %W, %t {op = #graphblas.binop<gt>} : !csr, f64 -> !graphblas.matrix<i1, csr>
  %0 = graphblas.apply %A mask(%m : !graphblas.matrix<i1, csr>) {op = #graphblas.unop<abs>, mask_complement} : !csr -> !csr
  %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>} : !csr -> f64
  return %1 : f64
}

// An accumulating op breaks a chain (it reads C's old value).
// CHECK-LABEL: func.func @accumulated_breaks_chain
// CHECK-NOT: graphblas.fused
// CHECK: return
func.func @accumulated_breaks_chain(%A: !csr, %C: !csr) -> f64 {
  %0 = graphblas.apply %A accum(%C : !csr) {op = #graphblas.unop<abs>, accum = #graphblas.binop<plus>} : !csr -> !csr
  %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>} : !csr -> f64
  return %1 : f64
}

// A masked mxm is a chain's source, never a member's mask: the apply's chain reads it computed.
// CHECK-LABEL: func.func @mxm_as_mask
// CHECK: graphblas.mxm
// CHECK-NEXT: graphblas.fused "ewise_chain" ["GrB_apply", "GrB_reduce"]
func.func @mxm_as_mask(%A: !csr, %B: !csr) -> f64 {
  %p = graphblas.mxm %B, %B mask(%B : !csr) {semiring = #graphblas.semiring<plus, times>, tran_b, mask_structural} : !csr, !csr -> !csr
  %0 = graphblas.apply %A mask(%p : !csr) {op = #graphblas.unop<abs>} : !csr -> !csr
  %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>} : !csr -> f64
  return %1 : f64
}

// (d) mxm then select on its result (k-truss support filter): the masked mxm is the chain's source.
// CHECK-LABEL: func.func @mxm_select
// CHECK-NEXT: %[[G:.*]] = graphblas.fused "ewise_chain" ["GrB_mxm", "GrB_select"] {
// CHECK-NEXT:   graphblas.mxm
// CHECK-NEXT:   graphblas.select
// CHECK-NEXT:   graphblas.yield
// CHECK-NEXT: } : !graphblas.matrix<i64, csr>
func.func @mxm_select(%A: !icsr, %t: i64) -> !icsr {
  %C = graphblas.mxm %A, %A mask(%A : !icsr) {semiring = #graphblas.semiring<plus, pair>, tran_b, mask_structural} : !icsr, !icsr -> !icsr
  %S = graphblas.select %C thunk(%t : i64) {op = #graphblas.idxunop<valuege>} : !icsr -> !icsr
  return %S : !icsr
}

// An unmasked mxm is not a chain source (it would need the full product).
// CHECK-LABEL: func.func @unmasked_mxm_select
// CHECK-NOT: graphblas.fused
// CHECK: return
func.func @unmasked_mxm_select(%A: !icsr, %t: i64) -> !icsr {
  %C = graphblas.mxm %A, %A {semiring = #graphblas.semiring<plus, pair>, tran_b} : !icsr, !icsr -> !icsr
  %S = graphblas.select %C thunk(%t : i64) {op = #graphblas.idxunop<valuege>} : !icsr -> !icsr
  return %S : !icsr
}

// A row reduction is a chain's root; with an accumulator (or a mask, or transposed) it is not.
// CHECK-LABEL: func.func @rows_root
// CHECK-NEXT: graphblas.fused "ewise_chain" ["GrB_select", "GrB_reduce"]
// CHECK: graphblas.reduce_to_vector %{{.*}} accum
func.func @rows_root(%A: !csr, %t: f64, %w: !graphblas.vector<f64, full>) -> (!graphblas.vector<f64, bitmap>, !graphblas.vector<f64, full>) {
  %0 = graphblas.select %A thunk(%t : f64) {op = #graphblas.idxunop<valuegt>} : !csr -> !csr
  %1 = graphblas.reduce_to_vector %0 {monoid = #graphblas.monoid<plus>} : !csr -> !graphblas.vector<f64, bitmap>
  %2 = graphblas.select %A thunk(%t : f64) {op = #graphblas.idxunop<valuelt>} : !csr -> !csr
  %3 = graphblas.reduce_to_vector %2 accum(%w : !graphblas.vector<f64, full>) {monoid = #graphblas.monoid<plus>, accum = #graphblas.binop<plus>} : !csr -> !graphblas.vector<f64, full>
  return %1, %3 : !graphblas.vector<f64, bitmap>, !graphblas.vector<f64, full>
}
