// RUN: grb-opt %s --graphblas-fuse --convert-graphblas-to-kokkos --canonicalize | grb-translate --graphblas-to-kokkos-cpp | FileCheck %s

// A sparse output prints as three Kokkos constructs: count, exclusive scan, fill.
// CHECK-LABEL: grb_kokkos::CsrMatrix<double> tril_negate(const grb_kokkos::CsrMatrix<double>& A) {
// CHECK: Kokkos::View<int64_t*> C_row_counts(Kokkos::view_alloc(std::string("C_row_counts"), ExecSpace()), S_nrows);
// CHECK: // kernel tril_negate_symbolic -- from GraphBLAS calls: GrB_select, GrB_apply
// CHECK-NEXT: Kokkos::parallel_for("tril_negate_symbolic"
// CHECK: C_row_counts(i) = count;
// CHECK: // kernel tril_negate_row_offsets: exclusive prefix sum -- from GraphBLAS calls: GrB_select, GrB_apply
// CHECK: Kokkos::parallel_scan("tril_negate_row_offsets"
// CHECK: if (final) {
// CHECK: }, C_nvals);
// CHECK: Kokkos::View<int64_t*> C_colidx(Kokkos::view_alloc(std::string("C_colidx"), ExecSpace())
// CHECK: Kokkos::View<double*> C_values(Kokkos::view_alloc(std::string("C_values"), ExecSpace())
// CHECK: // kernel tril_negate_numeric -- from GraphBLAS calls: GrB_select, GrB_apply
// CHECK: Kokkos::parallel_for("tril_negate_numeric"
// CHECK: C_colidx(dest_pos) = j
// CHECK: C_values(dest_pos) =
// CHECK: return C;
func.func @tril_negate(%A: !graphblas.matrix<f64, csr>) -> !graphblas.matrix<f64, csr> attributes {grb.arg_names = ["A"]} {
  %0 = graphblas.select %A {op = #graphblas.idxunop<tril>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %1 = graphblas.apply %0 {op = #graphblas.unop<ainv>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %1 : !graphblas.matrix<f64, csr>
}
