// RUN: grb-opt %s -split-input-file --convert-graphblas-to-kokkos -verify-diagnostics

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!sparse = !graphblas.vector<f32, sparse>

func.func @transposed(%A: !csr, %u: !full, %c: !full) -> !full {
  // expected-error @+1 {{mxv_accum lowering needs A by rows (tran_a is not lowered)}}
  %r = graphblas.fused "mxv_accum" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u accum(%c : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>, tran_a} : !csr, !full -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}

// -----

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!sparse = !graphblas.vector<f32, sparse>

func.func @by_column(%A: !graphblas.matrix<f32, csc>, %u: !full, %c: !full) -> !full {
  // expected-error @+1 {{mxv_accum lowering needs a csr matrix, got csc}}
  %r = graphblas.fused "mxv_accum" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u accum(%c : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !graphblas.matrix<f32, csc>, !full -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}

// -----

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!sparse = !graphblas.vector<f32, sparse>

func.func @no_accumulator(%A: !csr, %u: !full) -> !full {
  // expected-error @+1 {{mxv_accum lowering needs an accumulator (the result is written whole)}}
  %r = graphblas.fused "mxv_accum" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u {semiring = #graphblas.semiring<plus, second>} : !csr, !full -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}

// -----

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!sparse = !graphblas.vector<f32, sparse>

func.func @masked(%A: !csr, %u: !full, %c: !full, %mask: !full) -> !full {
  // expected-error @+1 {{mxv_accum lowering does not handle a mask}}
  %r = graphblas.fused "mxv_accum" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u mask(%mask : !full) accum(%c : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !full -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}

// -----

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!sparse = !graphblas.vector<f32, sparse>

func.func @sparse_old_value(%A: !csr, %u: !full, %c: !sparse) -> !sparse {
  // expected-error @+1 {{mxv_accum lowering writes full vectors only}}
  %r = graphblas.fused "mxv_accum" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u accum(%c : !sparse) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !full -> !sparse
    graphblas.yield %m : !sparse
  } : !sparse
  return %r : !sparse
}

// -----

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!sparse = !graphblas.vector<f32, sparse>

func.func @two_sparse(%A: !csr, %x: !sparse, %y: !sparse, %c: !full) -> !full {
  // expected-error @+1 {{mxv_accum lowering: an ewise_mult of two sparse vectors is not lowered (an intersection of index lists)}}
  %r = graphblas.fused "mxv_accum" ["GrB_eWiseMult", "GrB_mxv"] {
    %u = graphblas.ewise_mult %x, %y {op = #graphblas.binop<div>} : !sparse, !sparse -> !sparse
    %m = graphblas.mxv %A, %u accum(%c : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !sparse -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}

// -----

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!sparse = !graphblas.vector<f32, sparse>

func.func @other_op(%A: !csr, %u: !full, %c: !full) -> !full {
  // expected-error @+1 {{mxv_accum lowering does not handle graphblas.apply}}
  %r = graphblas.fused "mxv_accum" ["GrB_apply", "GrB_mxv"] {
    %v = graphblas.apply %u {op = #graphblas.unop<abs>} : !full -> !full
    %m = graphblas.mxv %A, %v accum(%c : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !full -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}

// -----

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!sparse = !graphblas.vector<f32, sparse>

func.func @masked_assign(%A: !csr, %u: !full, %s: f32, %c: !full, %mask: !full) -> !full {
  // expected-error @+1 {{the assign of an mxv_accum group sets all of the mxv's old value to a scalar}}
  %r = graphblas.fused "mxv_accum" ["GrB_assign", "GrB_mxv"] {
    %c1 = graphblas.assign %s into %c mask(%mask : !full) : f32, !full -> !full
    %m = graphblas.mxv %A, %u accum(%c1 : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !full -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}

// -----

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!bitmap = !graphblas.vector<f32, bitmap>

func.func @pull_with_accumulator(%A: !csr, %u: !full, %c: !bitmap) -> !bitmap {
  // expected-error @+1 {{an mxv_pull group's mxv has no accumulator (an mxv_accum group has one)}}
  %r = graphblas.fused "mxv_pull" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u accum(%c : !bitmap) {semiring = #graphblas.semiring<plus, times>, accum = #graphblas.binop<plus>} : !csr, !full -> !bitmap
    graphblas.yield %m : !bitmap
  } : !bitmap
  return %r : !bitmap
}

// -----

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>

func.func @pull_into_full(%A: !csr, %u: !full) -> !full {
  // expected-error @+1 {{mxv_pull lowering writes bitmap vectors only}}
  %r = graphblas.fused "mxv_pull" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u {semiring = #graphblas.semiring<plus, times>} : !csr, !full -> !full
    graphblas.yield %m : !full
  } : !full
  return %r : !full
}

// -----

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!bitmap = !graphblas.vector<f32, bitmap>

func.func @pull_result_read(%A: !csr, %u: !full) -> f32 {
  // expected-error @+1 {{mxv_pull lowering writes its result into caller views: it must be returned by the function once and used nowhere else}}
  %r = graphblas.fused "mxv_pull" ["GrB_mxv"] {
    %m = graphblas.mxv %A, %u {semiring = #graphblas.semiring<plus, times>} : !csr, !full -> !bitmap
    graphblas.yield %m : !bitmap
  } : !bitmap
  %s = graphblas.reduce_to_scalar %r {monoid = #graphblas.monoid<plus>} : !bitmap -> f32
  return %s : f32
}
