// RUN: grb-opt %s -split-input-file --graphblas-fold --graphblas-fuse -verify-diagnostics
// The passes run only on verified IR: invalid groups and operations are rejected before them.

func.func @empty_group(%c: f64) -> f64 {
  // expected-error @+1 {{a fusion group holds at least one operation}}
  %0 = graphblas.fused "ewise_chain" [] {
    graphblas.yield %c : f64
  } : f64
  return %0 : f64
}

// -----

func.func @calls_not_strings(%A: !graphblas.matrix<f64, csr>) -> f64 {
  // expected-error @+1 {{calls must be strings naming GraphBLAS calls}}
  %0 = graphblas.fused "ewise_chain" [1] {
    %s = graphblas.reduce_to_scalar %A {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<f64, csr> -> f64
    graphblas.yield %s : f64
  } : f64
  return %0 : f64
}

// -----

func.func @lnot_on_float(%A: !graphblas.matrix<f64, csr>) -> !graphblas.matrix<f64, csr> {
  // expected-error @+1 {{lnot needs a bool (i1) result}}
  %0 = graphblas.apply %A {op = #graphblas.unop<lnot>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %0 : !graphblas.matrix<f64, csr>
}
