// RUN: grb-opt %s -split-input-file --convert-graphblas-to-kokkos -verify-diagnostics

!csr = !graphblas.matrix<f64, csr>

func.func @mxm_and_another_source(%A: !csr, %B: !csr) -> f64 {
  // expected-error @+1 {{ewise_chain lowering reads an mxm source alone; this group also reads 1 other matrix}}
  %r = graphblas.fused "ewise_chain" ["GrB_mxm", "GrB_eWiseMult", "GrB_reduce"] {
    %c = graphblas.mxm %A, %A mask(%A : !csr) {semiring = #graphblas.semiring<plus, times>, tran_b, mask_structural} : !csr, !csr -> !csr
    %0 = graphblas.ewise_mult %c, %B {op = #graphblas.binop<times>} : !csr, !csr -> !csr
    %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>} : !csr -> f64
    graphblas.yield %1 : f64
  } : f64
  return %r : f64
}

// -----

!csr = !graphblas.matrix<f64, csr>

func.func @bitmap_second_source(%A: !csr, %B: !graphblas.matrix<f64, bitmap>) -> f64 {
  // expected-error @+1 {{ewise_chain lowering needs csr source matrices}}
  %r = graphblas.fused "ewise_chain" ["GrB_eWiseAdd", "GrB_reduce"] {
    %0 = graphblas.ewise_add %A, %B {op = #graphblas.binop<plus>} : !csr, !graphblas.matrix<f64, bitmap> -> !csr
    %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>} : !csr -> f64
    graphblas.yield %1 : f64
  } : f64
  return %r : f64
}

// -----

func.func @saxpy_form(%A: !graphblas.matrix<i64, csr>) -> i64 {
  // expected-error @+1 {{mxm lowering needs the dot-product form C<M> = A*B' (tran_b set, tran_a not)}}
  %r = graphblas.fused "mxm_reduce" ["GrB_mxm", "GrB_reduce"] {
    %C = graphblas.mxm %A, %A mask(%A : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
    %s = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<i64, csr> -> i64
    graphblas.yield %s : i64
  } : i64
  return %r : i64
}

// -----

func.func @complemented_mask(%A: !graphblas.matrix<i64, csr>) -> i64 {
  // expected-error @+1 {{mxm lowering needs a non-complemented mask and no accumulator}}
  %r = graphblas.fused "mxm_reduce" ["GrB_mxm", "GrB_reduce"] {
    %C = graphblas.mxm %A, %A mask(%A : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, tran_b, mask_complement} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
    %s = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<i64, csr> -> i64
    graphblas.yield %s : i64
  } : i64
  return %r : i64
}

// -----

func.func @any_reduce(%A: !graphblas.matrix<i64, csr>) -> i64 {
  // expected-error @+1 {{no Kokkos reducer for monoid 'any'}}
  %r = graphblas.fused "mxm_reduce" ["GrB_mxm", "GrB_reduce"] {
    %C = graphblas.mxm %A, %A mask(%A : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, tran_b} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
    %s = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<any>} : !graphblas.matrix<i64, csr> -> i64
    graphblas.yield %s : i64
  } : i64
  return %r : i64
}

// -----

func.func @mxm_mid_chain(%A: !graphblas.matrix<i64, csr>) -> i64 {
  // expected-error @+1 {{an mxm can only be the first operation (the source) of an ewise_chain group}}
  %r = graphblas.fused "ewise_chain" ["GrB_apply", "GrB_mxm", "GrB_reduce"] {
    %0 = graphblas.apply %A {op = #graphblas.unop<ainv>} : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
    %C = graphblas.mxm %0, %A mask(%A : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, times>, tran_b} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
    %s = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<i64, csr> -> i64
    graphblas.yield %s : i64
  } : i64
  return %r : i64
}

// -----

// A group kind without a lowering (vxm_assign, fusion (c), has one now: invalid-vxm-assign.mlir).
func.func @unknown_kind(%A: !graphblas.matrix<f64, csr>) -> !graphblas.matrix<f64, csr> {
  // expected-error @+1 {{no lowering for fusion group kind 'mxm_chain'}}
  %g = graphblas.fused "mxm_chain" ["GrB_apply"] {
    %0 = graphblas.apply %A {op = #graphblas.unop<ainv>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
    graphblas.yield %0 : !graphblas.matrix<f64, csr>
  } : !graphblas.matrix<f64, csr>
  return %g : !graphblas.matrix<f64, csr>
}
