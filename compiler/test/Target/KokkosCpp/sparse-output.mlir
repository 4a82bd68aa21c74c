// RUN: grb-opt %s --graphblas-fuse --convert-graphblas-to-kokkos --canonicalize | grb-translate --graphblas-to-kokkos-cpp | FileCheck %s

// A sparse output prints as three Kokkos constructs: count, exclusive scan, fill. The counts are
// not zero-filled (the count writes every row); the result's three arrays come from the caller's
// allocator (the last parameter; null: Kokkos-owned views), uninitialized, and are returned as
// they are. The fill is branch-free per entry: every entry is written at the next free slot while
// the row has one, and the slot advances by the predicate (0 or 1).
// CHECK-LABEL: grb_kokkos::CsrMatrix<double> tril_negate(const grb_kokkos::CsrMatrix<double>& A, grb_kokkos::ResultAllocator* result_alloc = nullptr) {
// CHECK: Kokkos::View<int64_t*> C_row_counts(Kokkos::view_alloc(std::string("C_row_counts"), Kokkos::WithoutInitializing, ExecSpace()), S_nrows);
// CHECK: // kernel tril_negate_symbolic -- from GraphBLAS calls: GrB_select, GrB_apply
// CHECK-NEXT: Kokkos::parallel_for("tril_negate_symbolic"
// CHECK: C_row_counts(i) = count;
// CHECK: Kokkos::View<int64_t*> C_rowptr = grb_kokkos::result_view<int64_t, ExecSpace>(result_alloc, "C_rowptr", (S_nrows + 1));
// CHECK: // kernel tril_negate_row_offsets: exclusive prefix sum -- from GraphBLAS calls: GrB_select, GrB_apply
// CHECK: Kokkos::parallel_scan("tril_negate_row_offsets"
// CHECK: if (final) {
// CHECK: }, C_nvals);
// an empty range still writes out(ub) = 0 (the view is not zero-filled)
// CHECK-NEXT: if (scan_end == 0) C_rowptr(scan_end) = C_nvals;
// CHECK-NEXT: Kokkos::View<int64_t*> C_colidx = grb_kokkos::result_view<int64_t, ExecSpace>(result_alloc, "C_colidx", C_nvals);
// CHECK-NEXT: Kokkos::View<double*> C_values = grb_kokkos::result_view<double, ExecSpace>(result_alloc, "C_values", C_nvals);
// CHECK: // kernel tril_negate_numeric -- from GraphBLAS calls: GrB_select, GrB_apply
// CHECK: Kokkos::parallel_for("tril_negate_numeric"
// CHECK: const int64_t dest = C_rowptr(i);
// CHECK-NEXT: const int64_t dest_end = C_rowptr(i + 1);
// CHECK: int64_t dest_pos = dest;
// CHECK: if (dest_pos < dest_end) {
// CHECK-NEXT: C_colidx(dest_pos) = j;
// CHECK-NEXT: C_values(dest_pos) = v;
// CHECK-NEXT: }
// CHECK-NEXT: dest_pos = dest_pos + (static_cast<int64_t>(j <= i));
// CHECK: return C;
func.func @tril_negate(%A: !graphblas.matrix<f64, csr>) -> !graphblas.matrix<f64, csr> attributes {grb.arg_names = ["A"]} {
  %0 = graphblas.select %A {op = #graphblas.idxunop<tril>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %1 = graphblas.apply %0 {op = #graphblas.unop<ainv>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %1 : !graphblas.matrix<f64, csr>
}

// Two value selects: their predicates combine with `&` (no branch on the first compare; `&&` only
// where the right operand reads memory, tc.mlir's bound-checked load).
// CHECK-LABEL: between_negate(const grb_kokkos::CsrMatrix<double>& A, double lo, double hi, grb_kokkos::ResultAllocator* result_alloc = nullptr)
// CHECK: count = count + (static_cast<int64_t>((s_ij > lo) & (s_ij <= hi)));
// CHECK: dest_pos = dest_pos + (static_cast<int64_t>((s_ij > lo) & (s_ij <= hi)));
func.func @between_negate(%A: !graphblas.matrix<f64, csr>, %lo: f64, %hi: f64) -> !graphblas.matrix<f64, csr> attributes {grb.arg_names = ["A", "lo", "hi"]} {
  %0 = graphblas.select %A thunk(%lo : f64) {op = #graphblas.idxunop<valuegt>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %1 = graphblas.select %0 thunk(%hi : f64) {op = #graphblas.idxunop<valuele>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %2 = graphblas.apply %1 {op = #graphblas.unop<ainv>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %2 : !graphblas.matrix<f64, csr>
}

// An integer division stays behind `&&`: the left predicate (x != 0) guards 1 / x.
// CHECK-LABEL: positive_inverse_i32(
// CHECK: count = count + (static_cast<int64_t>((s_ij != 0) && ((1 / s_ij) > 0)));
func.func @positive_inverse_i32(%A: !graphblas.matrix<i32, csr>) -> !graphblas.matrix<i32, csr> attributes {grb.arg_names = ["A"]} {
  %z = arith.constant 0 : i32
  %0 = graphblas.select %A thunk(%z : i32) {op = #graphblas.idxunop<valuene>} : !graphblas.matrix<i32, csr> -> !graphblas.matrix<i32, csr>
  %1 = graphblas.apply %0 {op = #graphblas.unop<minv>} : !graphblas.matrix<i32, csr> -> !graphblas.matrix<i32, csr>
  %2 = graphblas.select %1 thunk(%z : i32) {op = #graphblas.idxunop<valuegt>} : !graphblas.matrix<i32, csr> -> !graphblas.matrix<i32, csr>
  return %2 : !graphblas.matrix<i32, csr>
}
