// The importer (GroupAbi.h -> graphblas): products. No IR in this file: grb-import-cases builds
// each group as the library describes it (plain data) and prints what the importer made of it.

// C<M,struct> += A * B' over PLUS_TIMES: mask, accumulator, descriptor transpose, origin.
// RUN: grb-import-cases mxm | FileCheck %s --check-prefix=MXM
// MXM: func.func @grb_fused(%[[C:.*]]: !graphblas.matrix<f64, csr> {graphblas.group_value = 0 : i32, graphblas.value = #graphblas.value<typeCode = 11, typeSize = 8, iso = false, indexBits = 64, nrows = 100, ncols = 100>}, %[[M:.*]]: !graphblas.matrix<i1, csr> {graphblas.group_value = 1 : i32{{.*}}}, %[[A:.*]]: !graphblas.matrix<f64, csr> {graphblas.group_value = 2 : i32{{.*}}}, %[[B:.*]]: !graphblas.matrix<f64, csr> {graphblas.group_value = 3 : i32{{.*}}}) -> (!graphblas.matrix<f64, csr> {graphblas.group_value = 4 : i32
// MXM: %[[R:.*]] = graphblas.mxm %[[A]], %[[B]] mask(%[[M]] : !graphblas.matrix<i1, csr>) accum(%[[C]] : !graphblas.matrix<f64, csr>)
// MXM-SAME: accum = #graphblas.binop<plus>
// MXM-SAME: mask_structural
// MXM-SAME: origin = "GrB_mxm"
// MXM-SAME: semiring = #graphblas.semiring<plus, times>
// MXM-SAME: tran_b
// MXM-NOT: mask_complement
// MXM: return %[[R]]

// w<!m, replace> = A' * u over MIN_PLUS; a bitmap mask, a full u, a sparse result.
// RUN: grb-import-cases mxv | FileCheck %s --check-prefix=MXV
// MXV: graphblas.mxv %{{.*}}, %{{.*}} mask(%{{.*}} : !graphblas.vector<i1, bitmap>)
// MXV-SAME: mask_complement
// MXV-SAME: replace
// MXV-SAME: semiring = #graphblas.semiring<min, plus>
// MXV-SAME: tran_a
// MXV-SAME: !graphblas.matrix<f64, csr>, !graphblas.vector<f64, full> -> !graphblas.vector<f64, sparse>

// GrB_vxm's matrix is its second input: the descriptor's INP1 is the dialect's tran_a.
// RUN: grb-import-cases vxm | FileCheck %s --check-prefix=VXM
// VXM: graphblas.vxm %arg0, %arg1 {
// VXM-SAME: semiring = #graphblas.semiring<any, pair>
// VXM-SAME: tran_a
// VXM-SAME: !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, sparse>

// RUN: grb-import-cases kron | FileCheck %s --check-prefix=KRON
// KRON: graphblas.kron %arg0, %arg1 {
// KRON-SAME: op = #graphblas.binop<times>
// KRON-SAME: origin = "GrB_kronecker"
// KRON-SAME: !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>

// Unsigned integers are signless i64 in the types; their MIN, MAX and order comparisons are the
// dialect's unsigned operators, picked by the operator's type (GrB_MIN_UINT64, GrB_GT_UINT64).
// RUN: grb-import-cases unsigned | FileCheck %s --check-prefix=UNSIGNED
// UNSIGNED: graphblas.mxv %arg0, %arg1 accum(%arg2 : !graphblas.vector<i64, full>)
// UNSIGNED-SAME: accum = #graphblas.binop<umin>
// UNSIGNED-SAME: semiring = #graphblas.semiring<umin, second>
// UNSIGNED: graphblas.ewise_mult {{.*}} op = #graphblas.binop<ugt>
// UNSIGNED: graphblas.ewise_add {{.*}} op = #graphblas.binop<umax>
