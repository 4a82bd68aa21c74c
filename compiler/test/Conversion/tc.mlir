// RUN: grb-opt %s --graphblas-fuse --convert-graphblas-to-kokkos | FileCheck %s

// Triangle counting C<L> = L*U' (plus_pair, structural mask), then sum(C): one parallel_reduce,
// a merge per mask entry, no C.
// CHECK-LABEL: func.func @tc
// CHECK-NOT: graphblas.mxm
// CHECK: graphblas.pointers %arg0
// CHECK: graphblas.indices %arg1
// CHECK: %[[R:.*]] = kokkos.range_parallel_reduce %{{.*}} to %{{.*}} attributes {dynamic, grb.arg_names = ["i"], grb.name = "result", name = "tc_mxm_reduce", origin = "GrB_mxm#1, GrB_reduce#2", reducer = #kokkos.reducer<sum>}
// CHECK: scf.for
// CHECK: scf.while
// CHECK: scf.condition
// CHECK: arith.cmpi eq
// CHECK: kokkos.yield %{{.*}} : i64
// CHECK: return %[[R]] : i64
func.func @tc(%L: !graphblas.matrix<i64, csr>, %U: !graphblas.matrix<i64, csr>) -> i64 {
  %C = graphblas.mxm %L, %U mask(%L : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, tran_b, mask_structural, origin = "GrB_mxm#1"} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
  %n = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>, origin = "GrB_reduce#2"} : !graphblas.matrix<i64, csr> -> i64
  return %n : i64
}
