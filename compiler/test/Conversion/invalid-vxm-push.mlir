// RUN: grb-opt %s -split-input-file --convert-graphblas-to-kokkos -verify-diagnostics

!csr = !graphblas.matrix<f64, csr>
!full = !graphblas.vector<f64, full>
!bitmap = !graphblas.vector<f64, bitmap>

func.func @masked(%u: !full, %A: !csr, %m: !full) -> !bitmap {
  // expected-error @+1 {{vxm_push lowering takes u (+.*) A over A's rows, without mask or accumulator}}
  %r = graphblas.fused "vxm_push" ["GrB_vxm"] {
    %w = graphblas.vxm %u, %A mask(%m : !full) {semiring = #graphblas.semiring<plus, times>} : !full, !csr -> !bitmap
    graphblas.yield %w : !bitmap
  } : !bitmap
  return %r : !bitmap
}

// -----

!full = !graphblas.vector<f64, full>
!bitmap = !graphblas.vector<f64, bitmap>

func.func @by_column(%u: !full, %A: !graphblas.matrix<f64, csc>) -> !bitmap {
  // expected-error @+1 {{vxm_push lowering needs a csr matrix, got csc}}
  %r = graphblas.fused "vxm_push" ["GrB_vxm"] {
    %w = graphblas.vxm %u, %A {semiring = #graphblas.semiring<plus, times>} : !full, !graphblas.matrix<f64, csc> -> !bitmap
    graphblas.yield %w : !bitmap
  } : !bitmap
  return %r : !bitmap
}

// -----

!csr = !graphblas.matrix<f64, csr>
!full = !graphblas.vector<f64, full>

func.func @full_result(%u: !full, %A: !csr) -> !full {
  // expected-error @+1 {{vxm_push lowering writes bitmap vectors only}}
  %r = graphblas.fused "vxm_push" ["GrB_vxm"] {
    %w = graphblas.vxm %u, %A {semiring = #graphblas.semiring<plus, times>} : !full, !csr -> !full
    graphblas.yield %w : !full
  } : !full
  return %r : !full
}

// -----

!csr = !graphblas.matrix<f64, csr>
!full = !graphblas.vector<f64, full>
!bitmap = !graphblas.vector<f64, bitmap>

func.func @result_read(%u: !full, %A: !csr) -> f64 {
  // expected-error @+1 {{vxm_push lowering writes its result into caller views: it must be returned by the function once and used nowhere else}}
  %r = graphblas.fused "vxm_push" ["GrB_vxm"] {
    %w = graphblas.vxm %u, %A {semiring = #graphblas.semiring<plus, times>} : !full, !csr -> !bitmap
    graphblas.yield %w : !bitmap
  } : !bitmap
  %s = graphblas.reduce_to_scalar %r {monoid = #graphblas.monoid<plus>} : !bitmap -> f64
  return %s : f64
}

// -----

!csr = !graphblas.matrix<f64, csr>
!full = !graphblas.vector<f64, full>
!bitmap = !graphblas.vector<f64, bitmap>

func.func @two_ops(%u: !full, %A: !csr) -> !bitmap {
  // expected-error @+1 {{a vxm_push group holds one vxm, got graphblas.apply}}
  %r = graphblas.fused "vxm_push" ["GrB_apply", "GrB_vxm"] {
    %v = graphblas.apply %u {op = #graphblas.unop<ainv>} : !full -> !full
    %w = graphblas.vxm %v, %A {semiring = #graphblas.semiring<plus, times>} : !full, !csr -> !bitmap
    graphblas.yield %w : !bitmap
  } : !bitmap
  return %r : !bitmap
}
