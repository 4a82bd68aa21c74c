//===- Passes.td - graphblas dialect passes ------------------------------*- tablegen -*-===//
#ifndef GRAPHBLAS_PASSES_TD
#define GRAPHBLAS_PASSES_TD

include "mlir/Pass/PassBase.td"

def GraphBLASFold : Pass<"graphblas-fold"> {
  let summary = "Fold transposes into operand descriptors and remove identity work";
  let description = [{
    transpose(transpose(A)) -> A; a transpose feeding mxm/mxv/vxm/ewise/apply/select/
    reduce_to_vector/extract becomes that operand's descriptor flag (tran_a / tran_b);
    apply(identity) with no mask and no accumulator -> its input; apply(lnot, apply(lnot, A))
    -> A on bool; a valued mask computed as apply(lnot, M) of a full bool M becomes M with the
    complement flag toggled (so a double complement cancels); an mxv without an accumulator
    becomes the vxm computing the same vector (operands of the multiply exchanged, tran_a
    toggled; not for minus and div, which have no reversed form in the dialect).
  }];
  let dependentDialects = ["::mlir::graphblas::GraphBLASDialect"];
}

def GraphBLASFuse : Pass<"graphblas-fuse"> {
  let summary = "Group operations into fusion groups (graphblas.fused regions)";
  let description = [{
    (a) a masked mxm whose only use is a reduce_to_scalar -> one `mxm_reduce` group (triangle
    counting: no intermediate matrix); (b) chains of apply / select / ewise_mult / ewise_add
    ending in reduce_to_scalar or in a matrix, where every intermediate has one use -> one
    `ewise_chain` group; a masked mxm may be the chain's source (mxm then select: k-truss).
    (b') an unmasked mxv with an accumulator, with the single-use scalar assign into all of its
    old value and the single-use unmasked ewise_mult of two vectors giving its input -> one
    `mxv_accum` group (the PageRank iteration: w = prior ./ dscaled; r = teleport; r += AT*w).
    (c) with `masked-vxm-assign`: a vxm `q1<!v> = q (any|lor).(*) A` whose result is the mask of
    `v1<q1> = s` (a scalar assigned into the same v) -> one `vxm_assign` group yielding (q1, v1)
    (one BFS step). Off by default: convert-graphblas-to-kokkos lowers the pull form (tran_a)
    and the push form over a sparse frontier (any/lor.pair, bitmap v and q1) and refuses other
    grouped forms; the library's planner writes the group itself.
    With `lone-ops`: an apply, a select or a masked mxm that is in no other group and whose
    result leaves the function becomes an `ewise_chain` group of one (the JIT's "compiled
    alone": one recorded call as its own kernel), and an mxv without mask or accumulator whose
    result leaves the function an `mxv_pull` group (with the single-use ewise_mult giving its
    input); a vxm over A's rows (no tran_a) without mask or accumulator whose result leaves the
    function a `vxm_push` group; the lowering refuses what it cannot take.
  }];
  let options = [
    Option<"maskedVxmAssign", "masked-vxm-assign", "bool", /*default=*/"false",
           "group a complemented-mask vxm with the scalar assign it masks (fusion (c), BFS step)">,
    Option<"loneOps", "lone-ops", "bool", /*default=*/"false",
           "an apply, select or masked mxm left in no group whose result the function returns becomes an ewise_chain group of one; such an unmasked, unaccumulated mxv an mxv_pull group, such a vxm over A's rows a vxm_push group">
  ];
  let dependentDialects = ["::mlir::graphblas::GraphBLASDialect"];
}

#endif // GRAPHBLAS_PASSES_TD
