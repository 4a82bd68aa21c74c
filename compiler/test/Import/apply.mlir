// The importer: apply (unary, bound binary, index-unary) and select.

// RUN: grb-import-cases apply | FileCheck %s --check-prefix=UNARY
// UNARY: graphblas.apply %arg0 {
// UNARY-SAME: op = #graphblas.unop<ainv>
// UNARY-SAME: tran_a
// UNARY-SAME: !graphblas.matrix<i32, csr> -> !graphblas.matrix<i32, csr>

// f(s, A) then f(T, s): bind1st and bind2nd, one scalar argument shared by both.
// RUN: grb-import-cases apply-bind | FileCheck %s --check-prefix=BIND
// BIND: func.func @grb_fused(%[[A:[^:]*]]: !graphblas.matrix<f64, csr>{{.*}}, %[[S:[^:]*]]: f64
// BIND: %[[T:.*]] = graphblas.apply_binop %[[A]], %[[S]] {bind_first
// BIND-SAME: op = #graphblas.binop<div>
// BIND: graphblas.apply_binop %[[T]], %[[S]] {
// BIND-NOT: bind_first
// BIND-SAME: op = #graphblas.binop<minus>

// RUN: grb-import-cases apply-index | FileCheck %s --check-prefix=INDEX
// INDEX: graphblas.apply_index %arg0 thunk(%arg1 : i64) {
// INDEX-SAME: op = #graphblas.idxunop<rowindex>
// INDEX-SAME: !graphblas.matrix<f64, csr> -> !graphblas.matrix<i64, csr>

// select(tril, k) then select(valuegt, thunk) accumulated into C with MAX.
// RUN: grb-import-cases select | FileCheck %s --check-prefix=SELECT
// SELECT: func.func @grb_fused(%[[A:[^:]*]]: {{.*}}, %[[K:[^:]*]]: i64 {{.*}}, %[[TH:[^:]*]]: f64 {{.*}}, %[[C:[^:]*]]: !graphblas.matrix<f64, csr>
// SELECT: %[[L:.*]] = graphblas.select %[[A]] thunk(%[[K]] : i64) {
// SELECT-SAME: op = #graphblas.idxunop<tril>
// SELECT: graphblas.select %[[L]] thunk(%[[TH]] : f64) accum(%[[C]] : !graphblas.matrix<f64, csr>) {
// SELECT-SAME: accum = #graphblas.binop<max>
// SELECT-SAME: op = #graphblas.idxunop<valuegt>
