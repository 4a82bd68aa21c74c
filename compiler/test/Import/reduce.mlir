// The importer: reductions and transpose.

// RUN: grb-import-cases reduce-scalar | FileCheck %s --check-prefix=SCALAR
// SCALAR: -> (f64 {graphblas.group_value = 1 : i32
// SCALAR: graphblas.reduce_to_scalar %arg0 {compensated
// SCALAR-SAME: monoid = #graphblas.monoid<plus>
// SCALAR-SAME: !graphblas.matrix<f64, csr> -> f64

// w<m> = max over the columns of A' (tran_a), a valued mask.
// RUN: grb-import-cases reduce-vector | FileCheck %s --check-prefix=VECTOR
// VECTOR: graphblas.reduce_to_vector %arg0 mask(%arg1 : !graphblas.vector<i1, sparse>) {
// VECTOR-NOT: mask_structural
// VECTOR-SAME: monoid = #graphblas.monoid<max>
// VECTOR-SAME: tran_a
// VECTOR-SAME: !graphblas.matrix<i64, csr> -> !graphblas.vector<i64, sparse>

// A stored by column is csc; a complemented valued mask.
// RUN: grb-import-cases transpose | FileCheck %s --check-prefix=TRANSPOSE
// TRANSPOSE: graphblas.transpose %arg0 mask(%arg1 : !graphblas.matrix<i1, csr>) {
// TRANSPOSE-SAME: mask_complement
// TRANSPOSE-SAME: !graphblas.matrix<f32, csc> -> !graphblas.matrix<f32, csr>
