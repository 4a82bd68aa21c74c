// The importer: element-wise families.

// C = A + B' then D<C,struct> = C .* A: two calls, the first's result read by the second
// as operand and as mask (a connected group of two nodes).
// RUN: grb-import-cases ewise | FileCheck %s --check-prefix=EWISE
// EWISE: func.func @grb_fused(%[[A:[^:]*]]: !graphblas.matrix<f64, csr>{{.*}}, %[[B:[^:]*]]: !graphblas.matrix<f64, csr>
// EWISE: %[[C:.*]] = graphblas.ewise_add %[[A]], %[[B]] {
// EWISE-SAME: op = #graphblas.binop<plus>
// EWISE-SAME: tran_b
// EWISE: %[[D:.*]] = graphblas.ewise_mult %[[C]], %[[A]] mask(%[[C]] : !graphblas.matrix<f64, csr>) {
// EWISE-SAME: mask_structural
// EWISE-SAME: op = #graphblas.binop<times>
// EWISE: return %[[D]]

// GxB_eWiseUnion: alpha and beta are scalar operands.
// RUN: grb-import-cases ewise-union | FileCheck %s --check-prefix=UNION
// UNION: func.func @grb_fused(%[[U:[^:]*]]: !graphblas.vector<f64, sparse>{{.*}}, %[[ALPHA:[^:]*]]: f64 {{.*}}, %[[V:[^:]*]]: !graphblas.vector<f64, sparse>{{.*}}, %[[BETA:[^:]*]]: f64
// UNION: graphblas.ewise_union %[[U]], %[[ALPHA]], %[[V]], %[[BETA]] {
// UNION-SAME: op = #graphblas.binop<minus>
// UNION-SAME: : !graphblas.vector<f64, sparse>, f64, !graphblas.vector<f64, sparse>, f64 -> !graphblas.vector<f64, sparse>
