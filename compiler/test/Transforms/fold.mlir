// RUN: grb-opt %s --graphblas-fold | FileCheck %s

!csr = !graphblas.matrix<f64, csr>
!csc = !graphblas.matrix<f64, csc>

// CHECK-LABEL: func.func @double_transpose
// CHECK-SAME: (%[[A:[a-z0-9_]+]]: !graphblas.matrix<f64, csr>)
// CHECK-NOT: graphblas.transpose
// CHECK: return %[[A]]
func.func @double_transpose(%A: !csr) -> !csr {
  %0 = graphblas.transpose %A : !csr -> !csc
  %1 = graphblas.transpose %0 : !csc -> !csr
  return %1 : !csr
}

// A masked transpose is a real operation: it stays.
// CHECK-LABEL: func.func @masked_transpose_stays
// CHECK-COUNT-2: graphblas.transpose
func.func @masked_transpose_stays(%A: !csr, %M: !csr) -> !csr {
  %0 = graphblas.transpose %A mask(%M : !csr) : !csr -> !csr
  %1 = graphblas.transpose %0 : !csr -> !csr
  return %1 : !csr
}

// C<L> = L * (U')' : the transpose of U' folds into tran_b, and tran_b of a transpose toggles;
// (L')' u becomes L u, which is u (+.*) L' (an mxv without an accumulator is written as a vxm).
// CHECK-LABEL: func.func @transpose_into_descriptors
// CHECK-SAME: (%[[L:[a-z0-9_]+]]: !graphblas.matrix<f64, csr>, %[[U:[a-z0-9_]+]]: !graphblas.matrix<f64, csr>,
// CHECK-NOT: graphblas.transpose
// CHECK: graphblas.mxm %[[L]], %[[U]] mask(%[[L]] : !graphblas.matrix<f64, csr>) {mask_structural, semiring = #graphblas.semiring<plus, pair>, tran_b}
// CHECK: graphblas.mxm %[[U]], %[[L]] {semiring = #graphblas.semiring<plus, times>, tran_a}
// CHECK: graphblas.vxm %{{.*}}, %[[L]] {semiring = #graphblas.semiring<plus, times>, tran_a}
// CHECK: graphblas.reduce_to_vector %[[U]] {monoid = #graphblas.monoid<plus>, tran_a}
func.func @transpose_into_descriptors(%L: !csr, %U: !csr, %u: !graphblas.vector<f64, sparse>)
    -> (!csr, !csr, !graphblas.vector<f64, sparse>, !graphblas.vector<f64, sparse>) {
  %Ut = graphblas.transpose %U : !csr -> !csc
  %C = graphblas.mxm %L, %Ut mask(%L : !csr) {semiring = #graphblas.semiring<plus, pair>, mask_structural} : !csr, !csc -> !csr
  %D = graphblas.mxm %Ut, %L {semiring = #graphblas.semiring<plus, times>} : !csc, !csr -> !csr
  %Lt = graphblas.transpose %L : !csr -> !csc
  %w = graphblas.mxv %Lt, %u {semiring = #graphblas.semiring<plus, times>, tran_a} : !csc, !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, sparse>
  %r = graphblas.reduce_to_vector %Ut {monoid = #graphblas.monoid<plus>} : !csc -> !graphblas.vector<f64, sparse>
  return %C, %D, %w, %r : !csr, !csr, !graphblas.vector<f64, sparse>, !graphblas.vector<f64, sparse>
}

// CHECK-LABEL: func.func @identity_apply
// CHECK-SAME: (%[[A:[a-z0-9_]+]]: !graphblas.matrix<f64, csr>
// CHECK-NEXT: %[[S:.*]] = graphblas.select %[[A]]
// CHECK-NEXT: %[[M:.*]] = graphblas.apply %[[A]] mask
// CHECK-NEXT: return %[[S]], %[[M]]
func.func @identity_apply(%A: !csr, %M: !csr) -> (!csr, !csr) {
  %0 = graphblas.apply %A {op = #graphblas.unop<identity>} : !csr -> !csr
  %1 = graphblas.select %0 {op = #graphblas.idxunop<tril>} : !csr -> !csr
  // with a mask, identity apply is a masked copy: it stays
  %2 = graphblas.apply %A mask(%M : !csr) {op = #graphblas.unop<identity>} : !csr -> !csr
  return %1, %2 : !csr, !csr
}

// CHECK-LABEL: func.func @double_lnot
// CHECK-SAME: (%[[B:[a-z0-9_]+]]: !graphblas.matrix<i1, csr>)
// CHECK-NOT: graphblas.apply
// CHECK: return %[[B]]
func.func @double_lnot(%B: !graphblas.matrix<i1, csr>) -> !graphblas.matrix<i1, csr> {
  %0 = graphblas.apply %B {op = #graphblas.unop<lnot>} : !graphblas.matrix<i1, csr> -> !graphblas.matrix<i1, csr>
  %1 = graphblas.apply %0 {op = #graphblas.unop<lnot>} : !graphblas.matrix<i1, csr> -> !graphblas.matrix<i1, csr>
  return %1 : !graphblas.matrix<i1, csr>
}

// Mask lnot(M) with M full -> mask M complemented; complemented lnot(M) -> M (double complement).
// On a sparse M the rewrite would be wrong (absent entries), so it stays.
// CHECK-LABEL: func.func @mask_complement
// CHECK-SAME: (%[[A:[a-z0-9_]+]]: !graphblas.matrix<f64, csr>, %[[F:[a-z0-9_]+]]: !graphblas.matrix<i1, full>, %[[S:[a-z0-9_]+]]: !graphblas.matrix<i1, csr>)
// CHECK: %[[C1:.*]] = graphblas.apply %[[A]] mask(%[[F]] : !graphblas.matrix<i1, full>) {mask_complement, op = #graphblas.unop<ainv>}
// CHECK: %[[C2:.*]] = graphblas.apply %[[A]] mask(%[[F]] : !graphblas.matrix<i1, full>) {op = #graphblas.unop<ainv>}
// CHECK: %[[N:.*]] = graphblas.apply %[[S]] {op = #graphblas.unop<lnot>}
// CHECK: graphblas.apply %[[A]] mask(%[[N]] : !graphblas.matrix<i1, csr>) {op = #graphblas.unop<ainv>}
func.func @mask_complement(%A: !csr, %F: !graphblas.matrix<i1, full>, %S: !graphblas.matrix<i1, csr>) -> (!csr, !csr, !csr) {
  %nf = graphblas.apply %F {op = #graphblas.unop<lnot>} : !graphblas.matrix<i1, full> -> !graphblas.matrix<i1, full>
  %0 = graphblas.apply %A mask(%nf : !graphblas.matrix<i1, full>) {op = #graphblas.unop<ainv>} : !csr -> !csr
  %1 = graphblas.apply %A mask(%nf : !graphblas.matrix<i1, full>) {op = #graphblas.unop<ainv>, mask_complement} : !csr -> !csr
  %ns = graphblas.apply %S {op = #graphblas.unop<lnot>} : !graphblas.matrix<i1, csr> -> !graphblas.matrix<i1, csr>
  %2 = graphblas.apply %A mask(%ns : !graphblas.matrix<i1, csr>) {op = #graphblas.unop<ainv>} : !csr -> !csr
  return %0, %1, %2 : !csr, !csr, !csr
}

// An mxv without an accumulator is the vxm of the same vector: A u = u A' with the multiply's
// operands exchanged (first <-> second, lt <-> gt, le <-> ge; commutative ones stay). The mask,
// its flags, replace and the call's origin go with it; the transpose descriptor toggles.
// CHECK-LABEL: func.func @mxv_as_vxm
// CHECK-SAME: (%[[A:[a-z0-9_]+]]: !graphblas.matrix<f64, csr>, %[[U:[a-z0-9_]+]]: !graphblas.vector<f64, sparse>, %[[M:[a-z0-9_]+]]: !graphblas.vector<f64, bitmap>)
// CHECK: graphblas.vxm %[[U]], %[[A]] mask(%[[M]] : !graphblas.vector<f64, bitmap>) {mask_complement, mask_structural, origin = "GrB_mxv", replace, semiring = #graphblas.semiring<any, pair>, tran_a}
// CHECK: graphblas.vxm %[[U]], %[[A]] {semiring = #graphblas.semiring<min, second>}
// CHECK: graphblas.vxm %[[U]], %[[A]] {semiring = #graphblas.semiring<plus, gt>, tran_a}
// CHECK: graphblas.mxv %[[A]], %[[U]] {semiring = #graphblas.semiring<plus, minus>}
// CHECK: graphblas.mxv %[[A]], %[[U]] accum(%[[U]] : !graphblas.vector<f64, sparse>) {accum = #graphblas.binop<plus>, semiring = #graphblas.semiring<plus, times>}
func.func @mxv_as_vxm(%A: !csr, %u: !graphblas.vector<f64, sparse>, %m: !graphblas.vector<f64, bitmap>)
    -> (!graphblas.vector<f64, sparse>, !graphblas.vector<f64, sparse>, !graphblas.vector<f64, sparse>,
        !graphblas.vector<f64, sparse>, !graphblas.vector<f64, sparse>) {
  %0 = graphblas.mxv %A, %u mask(%m : !graphblas.vector<f64, bitmap>) {semiring = #graphblas.semiring<any, pair>, mask_complement, mask_structural, replace, origin = "GrB_mxv"} : !csr, !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, sparse>
  %1 = graphblas.mxv %A, %u {semiring = #graphblas.semiring<min, first>, tran_a} : !csr, !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, sparse>
  %2 = graphblas.mxv %A, %u {semiring = #graphblas.semiring<plus, lt>} : !csr, !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, sparse>
  %3 = graphblas.mxv %A, %u {semiring = #graphblas.semiring<plus, minus>} : !csr, !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, sparse>
  %4 = graphblas.mxv %A, %u accum(%u : !graphblas.vector<f64, sparse>) {semiring = #graphblas.semiring<plus, times>, accum = #graphblas.binop<plus>} : !csr, !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, sparse>
  return %0, %1, %2, %3, %4 : !graphblas.vector<f64, sparse>, !graphblas.vector<f64, sparse>, !graphblas.vector<f64, sparse>, !graphblas.vector<f64, sparse>, !graphblas.vector<f64, sparse>
}
