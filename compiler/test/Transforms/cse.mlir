// RUN: grb-opt %s --cse --canonicalize | FileCheck %s
// Identical calls are computed once and unused ones are dropped: the graphblas operations are
// Pure (value semantics: every result is a new object version), so upstream CSE and
// canonicalization apply to them. The JIT's pipeline (grb_compiler_compile_group) runs both
// before fusion.

// CHECK-LABEL: func.func @twice
// CHECK-COUNT-1: graphblas.select
// CHECK-NOT: graphblas.select
// CHECK: graphblas.ewise_add %[[S:.*]], %[[S]]
func.func @twice(%A: !graphblas.matrix<f64, csr>, %k: i64) -> !graphblas.matrix<f64, csr> {
  %0 = graphblas.select %A thunk(%k : i64) {op = #graphblas.idxunop<tril>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %1 = graphblas.select %A thunk(%k : i64) {op = #graphblas.idxunop<tril>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %2 = graphblas.ewise_add %0, %1 {op = #graphblas.binop<plus>} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %2 : !graphblas.matrix<f64, csr>
}

// A different operator or thunk is another value: both stay.
// CHECK-LABEL: func.func @different
// CHECK-COUNT-2: graphblas.select
func.func @different(%A: !graphblas.matrix<f64, csr>, %k: i64, %j: i64) -> !graphblas.matrix<f64, csr> {
  %0 = graphblas.select %A thunk(%k : i64) {op = #graphblas.idxunop<tril>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %1 = graphblas.select %A thunk(%j : i64) {op = #graphblas.idxunop<tril>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %2 = graphblas.ewise_add %0, %1 {op = #graphblas.binop<plus>} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %2 : !graphblas.matrix<f64, csr>
}

// A dead intermediate (no reader) is removed.
// CHECK-LABEL: func.func @dead
// CHECK-NOT: graphblas.apply
// CHECK: return %arg0
func.func @dead(%A: !graphblas.matrix<f64, csr>) -> !graphblas.matrix<f64, csr> {
  %0 = graphblas.apply %A {op = #graphblas.unop<ainv>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %A : !graphblas.matrix<f64, csr>
}
