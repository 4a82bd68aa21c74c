// RUN: grb-opt %s | grb-opt | FileCheck %s
// Round trip of every graphblas operation, type and attribute.

// CHECK-LABEL: func.func @all_ops
func.func @all_ops(%A: !graphblas.matrix<f64, csr>, %B: !graphblas.matrix<f64, csc>,
                   %M: !graphblas.matrix<i1, bitmap>, %u: !graphblas.vector<f64, sparse>,
                   %w: !graphblas.vector<f64, full>, %I: memref<?xi64>, %t: f64, %k: i64)
    -> (f64, !graphblas.matrix<f64, csr>) {
  // CHECK: graphblas.mxm %{{.*}}, %{{.*}} mask(%{{.*}} : !graphblas.matrix<i1, bitmap>) accum(%{{.*}} : !graphblas.matrix<f64, csr>) {accum = #graphblas.binop<plus>, mask_complement, mask_structural, replace, semiring = #graphblas.semiring<plus, times>, tran_b} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csc> -> !graphblas.matrix<f64, csr>
  %0 = graphblas.mxm %A, %B mask(%M : !graphblas.matrix<i1, bitmap>) accum(%A : !graphblas.matrix<f64, csr>)
         {semiring = #graphblas.semiring<plus, times>, tran_b, mask_structural, mask_complement, replace,
          accum = #graphblas.binop<plus>} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csc> -> !graphblas.matrix<f64, csr>
  // CHECK: graphblas.mxv {{.*}} {semiring = #graphblas.semiring<min, plus>, tran_a}
  %1 = graphblas.mxv %A, %u {semiring = #graphblas.semiring<min, plus>, tran_a} : !graphblas.matrix<f64, csr>, !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, sparse>
  // CHECK: graphblas.vxm %{{.*}}, %{{.*}} mask(%{{.*}} : !graphblas.vector<f64, full>)
  %2 = graphblas.vxm %u, %A mask(%w : !graphblas.vector<f64, full>) {semiring = #graphblas.semiring<any, second>, mask_complement} : !graphblas.vector<f64, sparse>, !graphblas.matrix<f64, csr> -> !graphblas.vector<f64, sparse>
  // CHECK: graphblas.ewise_add {{.*}} {op = #graphblas.binop<max>}
  %3 = graphblas.ewise_add %A, %0 {op = #graphblas.binop<max>} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  // CHECK: graphblas.ewise_mult {{.*}} {op = #graphblas.binop<times>}
  %4 = graphblas.ewise_mult %u, %1 {op = #graphblas.binop<times>} : !graphblas.vector<f64, sparse>, !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, sparse>
  // CHECK: graphblas.apply {{.*}} {op = #graphblas.unop<ainv>, origin = "GrB_apply#7"}
  %5 = graphblas.apply %3 {op = #graphblas.unop<ainv>, origin = "GrB_apply#7"} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  // CHECK: graphblas.select %{{.*}} thunk(%{{.*}} : f64) {op = #graphblas.idxunop<valuegt>}
  %6 = graphblas.select %5 thunk(%t : f64) {op = #graphblas.idxunop<valuegt>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  // CHECK: graphblas.select %{{.*}} thunk(%{{.*}} : i64) {op = #graphblas.idxunop<tril>}
  %7 = graphblas.select %6 thunk(%k : i64) {op = #graphblas.idxunop<tril>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  // CHECK: graphblas.transpose
  %8 = graphblas.transpose %7 : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csc>
  // CHECK: graphblas.reduce_to_vector {{.*}} {monoid = #graphblas.monoid<plus>}
  %9 = graphblas.reduce_to_vector %8 {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<f64, csc> -> !graphblas.vector<f64, sparse>
  // CHECK: graphblas.reduce_to_scalar {{.*}} {monoid = #graphblas.monoid<max>} : !graphblas.vector<f64, sparse> -> f64
  %10 = graphblas.reduce_to_scalar %9 {monoid = #graphblas.monoid<max>} : !graphblas.vector<f64, sparse> -> f64
  // CHECK: graphblas.extract %{{.*}} rows(%{{.*}} : memref<?xi64>) cols(%{{.*}} : memref<?xi64>)
  %11 = graphblas.extract %A rows(%I : memref<?xi64>) cols(%I : memref<?xi64>) : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  // CHECK: graphblas.assign %{{.*}} into %{{.*}} rows(%{{.*}} : memref<?xi64>) mask(%{{.*}} : !graphblas.matrix<i1, bitmap>) {mask_structural} : f64, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %12 = graphblas.assign %t into %11 rows(%I : memref<?xi64>) mask(%M : !graphblas.matrix<i1, bitmap>) {mask_structural} : f64, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %10, %12 : f64, !graphblas.matrix<f64, csr>
}

// CHECK-LABEL: func.func @group
// CHECK: graphblas.fused "mxm_reduce" ["GrB_mxm", "GrB_reduce"] {
// CHECK: graphblas.yield %{{.*}} : i64
// CHECK: } : i64
func.func @group(%L: !graphblas.matrix<i64, csr>) -> i64 {
  %r = graphblas.fused "mxm_reduce" ["GrB_mxm", "GrB_reduce"] {
    %C = graphblas.mxm %L, %L mask(%L : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, tran_b, mask_structural} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
    %s = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<i64, csr> -> i64
    graphblas.yield %s : i64
  } : i64
  return %r : i64
}

// CHECK-LABEL: func.func @storage
// CHECK: graphblas.assemble_csr
func.func @storage(%A: !graphblas.matrix<f32, csr>) -> !graphblas.matrix<f32, csr> {
  %n = graphblas.nrows %A : !graphblas.matrix<f32, csr>
  %m = graphblas.ncols %A : !graphblas.matrix<f32, csr>
  %p = graphblas.pointers %A : !graphblas.matrix<f32, csr> -> memref<?xi64>
  %j = graphblas.indices %A : !graphblas.matrix<f32, csr> -> memref<?xi64>
  %x = graphblas.values %A : !graphblas.matrix<f32, csr> -> memref<?xf32>
  %C = graphblas.assemble_csr %n, %m, %p, %j, %x : memref<?xi64>, memref<?xi64>, memref<?xf32> -> !graphblas.matrix<f32, csr>
  return %C : !graphblas.matrix<f32, csr>
}

// The families the DAG importer added: eWiseUnion, kronecker, bound and index-unary apply,
// subassign; user-defined and complex elements; the #graphblas.value facts.
// CHECK-LABEL: func.func @imported_families
// CHECK-SAME: {graphblas.value = #graphblas.value<typeCode = 9, typeSize = 8, iso = true, indexBits = 32, nrows = 4, ncols = 5>}
// CHECK: graphblas.ewise_union %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {op = #graphblas.binop<plus>} : !graphblas.matrix<i64, csr>, i64, !graphblas.matrix<i64, csr>, i64 -> !graphblas.matrix<i64, csr>
// CHECK: graphblas.kron %{{.*}}, %{{.*}} {op = #graphblas.binop<times>, tran_b} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
// CHECK: graphblas.apply_binop %{{.*}}, %{{.*}} {bind_first, op = #graphblas.binop<minus>} : !graphblas.matrix<i64, csr>, i64 -> !graphblas.matrix<i64, csr>
// CHECK: graphblas.apply_index %{{.*}} thunk(%{{.*}} : i64) {op = #graphblas.idxunop<diagindex>} : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
// CHECK: graphblas.subassign %{{.*}} into %{{.*}} rows(%{{.*}} : memref<?xi64>) : i64, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
// CHECK: graphblas.transpose %{{.*}} : !graphblas.matrix<!graphblas.udt<24>, csr> -> !graphblas.matrix<!graphblas.udt<24>, csr>
// CHECK: graphblas.transpose %{{.*}} : !graphblas.matrix<complex<f32>, csr> -> !graphblas.matrix<complex<f32>, csr>
func.func @imported_families(%A: !graphblas.matrix<i64, csr> {graphblas.value = #graphblas.value<typeCode = 9, typeSize = 8, iso = true, indexBits = 32, nrows = 4, ncols = 5>},
                             %s: i64, %I: memref<?xi64>, %U: !graphblas.matrix<!graphblas.udt<24>, csr>,
                             %Z: !graphblas.matrix<complex<f32>, csr>) {
  %0 = graphblas.ewise_union %A, %s, %A, %s {op = #graphblas.binop<plus>} : !graphblas.matrix<i64, csr>, i64, !graphblas.matrix<i64, csr>, i64 -> !graphblas.matrix<i64, csr>
  %1 = graphblas.kron %0, %A {op = #graphblas.binop<times>, tran_b} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
  %2 = graphblas.apply_binop %1, %s {op = #graphblas.binop<minus>, bind_first} : !graphblas.matrix<i64, csr>, i64 -> !graphblas.matrix<i64, csr>
  %3 = graphblas.apply_index %2 thunk(%s : i64) {op = #graphblas.idxunop<diagindex>} : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
  %4 = graphblas.subassign %s into %3 rows(%I : memref<?xi64>) : i64, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
  %5 = graphblas.transpose %U : !graphblas.matrix<!graphblas.udt<24>, csr> -> !graphblas.matrix<!graphblas.udt<24>, csr>
  %6 = graphblas.transpose %Z : !graphblas.matrix<complex<f32>, csr> -> !graphblas.matrix<complex<f32>, csr>
  return
}
