// RUN: grb-opt %s --graphblas-fold --graphblas-fuse --convert-graphblas-to-kokkos --canonicalize | grb-translate --graphblas-to-kokkos-cpp | FileCheck %s

// Triangle counting as a program records it: U' is an explicit transpose, folded into tran_b,
// then fused with the reduce, lowered, printed. One Kokkos construct, named variables, a comment
// naming the GraphBLAS calls.
// CHECK: #include <Kokkos_Core.hpp>
// CHECK: struct CsrMatrix {
// CHECK-LABEL: int64_t triangle_count(const grb_kokkos::CsrMatrix<int64_t>& L, const grb_kokkos::CsrMatrix<int64_t>& U) {
// CHECK: const Kokkos::View<int64_t*> A_rowptr = L.rowptr;
// CHECK: const Kokkos::View<int64_t*> B_colidx = U.colidx;
// CHECK: // kernel triangle_count_mxm_reduce -- from GraphBLAS calls: GrB_mxm#2, GrB_reduce#3
// CHECK-NEXT: int64_t result;
// CHECK-NEXT: Kokkos::parallel_reduce("triangle_count_mxm_reduce", Kokkos::RangePolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>(0, A_nrows),
// CHECK-NEXT:     KOKKOS_LAMBDA(const int64_t i, int64_t& update) {
// CHECK: for (int64_t p = mask_begin; p < mask_end; ++p) {
// CHECK: const int64_t j = A_colidx(p);
// CHECK: while (true) {
// CHECK: if (!((pa < a_end) && (pb < b_end))) break;
// CHECK: const bool match = ka == kb;
// CHECK: update += row_sum;
// CHECK-NEXT: }, Kokkos::Sum<int64_t>(result));
// CHECK-NEXT: return result;
// CHECK-NOT: Kokkos::parallel_
func.func @triangle_count(%L: !graphblas.matrix<i64, csr>, %U: !graphblas.matrix<i64, csr>) -> i64
    attributes {grb.arg_names = ["L", "U"]} {
  %Ut = graphblas.transpose %U {origin = "GrB_transpose#1"} : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csc>
  %C = graphblas.mxm %L, %Ut mask(%L : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, mask_structural, origin = "GrB_mxm#2"} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csc> -> !graphblas.matrix<i64, csr>
  %n = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>, origin = "GrB_reduce#3"} : !graphblas.matrix<i64, csr> -> i64
  return %n : i64
}
