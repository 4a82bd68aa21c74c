// The importer: extract, assign and subassign.

// A(I, :): the row list is an index-list argument, the columns GrB_ALL (absent).
// RUN: grb-import-cases extract | FileCheck %s --check-prefix=EXTRACT
// EXTRACT: func.func @grb_fused(%[[A:[^:]*]]: !graphblas.matrix<f64, csr>{{.*}}, %[[I:[^:]*]]: memref<?xi64> {graphblas.group_value = 1 : i32})
// EXTRACT: graphblas.extract %[[A]] rows(%[[I]] : memref<?xi64>) {
// EXTRACT-NOT: cols(

// v<q,struct>(:) = s, then w(I)<m> += u (subassign): the first's result is the second's target.
// RUN: grb-import-cases assign | FileCheck %s --check-prefix=ASSIGN
// ASSIGN: func.func @grb_fused(%[[V:[^:]*]]: !graphblas.vector<i32, bitmap>{{.*}}, %[[Q:[^:]*]]: !graphblas.vector<i1, sparse>{{.*}}, %[[S:[^:]*]]: i32 {{.*}}, %[[I:[^:]*]]: memref<?xi64>{{.*}}, %[[M:[^:]*]]: !graphblas.vector<i1, sparse>{{.*}}, %[[U:[^:]*]]: !graphblas.vector<i32, sparse>
// ASSIGN: %[[V1:.*]] = graphblas.assign %[[S]] into %[[V]] mask(%[[Q]] : !graphblas.vector<i1, sparse>) {
// ASSIGN-SAME: mask_structural
// ASSIGN-SAME: origin = "GrB_assign"
// ASSIGN-SAME: : i32, !graphblas.vector<i32, bitmap> -> !graphblas.vector<i32, bitmap>
// ASSIGN: graphblas.subassign %[[U]] into %[[V1]] rows(%[[I]] : memref<?xi64>) mask(%[[M]] : !graphblas.vector<i1, sparse>) accum(%[[V1]] : !graphblas.vector<i32, bitmap>) {
// ASSIGN-SAME: accum = #graphblas.binop<plus>
// ASSIGN-SAME: origin = "GxB_subassign"
