// RUN: grb-opt %s --graphblas-fuse --convert-graphblas-to-kokkos --canonicalize | grb-translate --graphblas-to-kokkos-cpp | FileCheck %s

// A sparse output prints as three Kokkos constructs: count, exclusive scan, fill. The counts are
// not zero-filled (the count writes every row); the result's three arrays come from the caller's
// allocator (the last parameter; null: Kokkos-owned views), uninitialized, and are returned as
// they are. The fill is branch-free per entry: every entry is written at the next free slot while
// the row has one, and the slot advances by the predicate (0 or 1). (offdiag: a positional select
// whose kept columns are not one run per row, so the general form.)
// CHECK-LABEL: grb_kokkos::CsrMatrix<double> offdiag_negate(const grb_kokkos::CsrMatrix<double>& A, grb_kokkos::ResultAllocator* result_alloc = nullptr) {
// CHECK: Kokkos::View<int64_t*> C_row_counts(Kokkos::view_alloc(std::string("C_row_counts"), Kokkos::WithoutInitializing, ExecSpace()), S_nrows);
// CHECK: // kernel offdiag_negate_symbolic -- from GraphBLAS calls: GrB_select, GrB_apply
// CHECK-NEXT: Kokkos::parallel_for("offdiag_negate_symbolic"
// CHECK: C_row_counts(i) = count;
// CHECK: Kokkos::View<int64_t*> C_rowptr = grb_kokkos::result_view<int64_t, ExecSpace>(result_alloc, "C_rowptr", (S_nrows + 1));
// CHECK: // kernel offdiag_negate_row_offsets: exclusive prefix sum -- from GraphBLAS calls: GrB_select, GrB_apply
// CHECK: grb_kokkos::exclusive_scan<ExecSpace>("offdiag_negate_row_offsets"
// CHECK: if (final) {
// CHECK: }, C_nvals);
// an empty range still writes out(ub) = 0 (the view is not zero-filled)
// CHECK-NEXT: if (scan_end == 0) C_rowptr(scan_end) = C_nvals;
// CHECK-NEXT: Kokkos::View<int64_t*> C_colidx = grb_kokkos::result_view<int64_t, ExecSpace>(result_alloc, "C_colidx", C_nvals);
// CHECK-NEXT: Kokkos::View<double*> C_values = grb_kokkos::result_view<double, ExecSpace>(result_alloc, "C_values", C_nvals);
// CHECK: // kernel offdiag_negate_numeric -- from GraphBLAS calls: GrB_select, GrB_apply
// CHECK: Kokkos::parallel_for("offdiag_negate_numeric"
// CHECK: const int64_t dest = C_rowptr(i);
// CHECK-NEXT: const int64_t dest_end = C_rowptr(i + 1);
// CHECK-NEXT: if (dest < dest_end) {
// CHECK: int64_t dest_pos = dest;
// CHECK: if (dest_pos < dest_end) {
// CHECK-NEXT: C_colidx(dest_pos) = j;
// CHECK-NEXT: C_values(dest_pos) = v;
// CHECK-NEXT: }
// CHECK-NEXT: dest_pos = dest_pos + (static_cast<int64_t>(j != i));
// CHECK: return C;
func.func @offdiag_negate(%A: !graphblas.matrix<f64, csr>) -> !graphblas.matrix<f64, csr> attributes {grb.arg_names = ["A"]} {
  %0 = graphblas.select %A {op = #graphblas.idxunop<offdiag>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %1 = graphblas.apply %0 {op = #graphblas.unop<ainv>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %1 : !graphblas.matrix<f64, csr>
}

// A positional select whose kept columns are one run per row (triu): the range form. The count
// finds the run's first position (counted on a row of at most 16 entries, binary-searched on a
// longer one) and stores it for the fill, which copies the run without a per-entry test. The
// thunk is clamped to +-2^61; the constants are printed as literals (a variable would be local to
// the kernel body it is first used in).
// CHECK-LABEL: triu_negate(const grb_kokkos::CsrMatrix<double>& A, int64_t k, grb_kokkos::ResultAllocator* result_alloc = nullptr)
// CHECK: Kokkos::View<int64_t*> C_row_first(Kokkos::view_alloc(std::string("C_row_first"), Kokkos::WithoutInitializing, ExecSpace()), S_nrows);
// CHECK: Kokkos::parallel_for("triu_negate_symbolic"
// CHECK: k > -2305843009213693952 ? k : -2305843009213693952
// CHECK: if ((row_end - row_begin) <= 16) {
// CHECK-NEXT: int64_t lo_pos = row_begin;
// CHECK-NEXT: for (int64_t q = row_begin; q < row_end; ++q) {
// CHECK-NEXT: lo_pos = lo_pos + (static_cast<int64_t>(S_colidx(q) < v));
// CHECK: while (true) {
// CHECK: C_row_first(i) = if_result;
// CHECK: C_row_counts(i) = if_result_1 - if_result;
// CHECK: Kokkos::parallel_for("triu_negate_numeric"
// CHECK: const int64_t keep_begin = C_row_first(i);
// CHECK-NEXT: const int64_t offset = keep_begin - dest;
// CHECK-NEXT: for (int64_t dest_pos = dest; dest_pos < dest_end; ++dest_pos) {
// CHECK-NEXT: const int64_t v = dest_pos + offset;
// CHECK-NEXT: const int64_t j = S_colidx(v);
// CHECK-NEXT: const double s_ij = S_values(v);
// CHECK-NEXT: C_colidx(dest_pos) = j;
// CHECK-NEXT: C_values(dest_pos) = -s_ij;
// CHECK-NEXT: }
func.func @triu_negate(%A: !graphblas.matrix<f64, csr>, %k: i64) -> !graphblas.matrix<f64, csr> attributes {grb.arg_names = ["A", "k"]} {
  %0 = graphblas.select %A thunk(%k : i64) {op = #graphblas.idxunop<triu>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
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
