// RUN: grb-opt %s --graphblas-fuse --convert-graphblas-to-kokkos --canonicalize | grb-translate --graphblas-to-kokkos-cpp | FileCheck %s

// The prelude's vector structs, and the PageRank iteration as readable C++: vectors by const
// reference, the result as a caller-provided view (last parameter), parallel_fors for u (-0.0,
// PLUS's exact identity, where dscaled has no entry, then the quotients) and one for the pull,
// each row summed in column order from its first product without presence tests; the 32-bit
// index copy taken when present; the presence bytes read only for a NaN teleport.
// CHECK: struct CsrMatrix {
// CHECK: Kokkos::View<int32_t*> colidx32;
// CHECK: struct FullVector {
// CHECK: struct BitmapVector {
// CHECK: Kokkos::View<int8_t*> present;
// CHECK: struct SparseVector {
// CHECK: Kokkos::View<int64_t*> indices;
// CHECK-LABEL: void pagerank_step(const grb_kokkos::CsrMatrix<float>& AT, const grb_kokkos::FullVector<float>& prior, const grb_kokkos::SparseVector<float>& dscaled, float teleport, const grb_kokkos::FullVector<float>& r, Kokkos::View<float*> result_values) {
// CHECK: const Kokkos::View<int64_t*> y_indices = dscaled.indices;
// CHECK: Kokkos::View<float*> u_values(Kokkos::view_alloc(std::string("u_values"), ExecSpace()), A_ncols);
// CHECK: Kokkos::parallel_for("pagerank_step_fill_u", Kokkos::RangePolicy<ExecSpace>(0, A_ncols),
// CHECK:   u_values(j) = -0.0f;
// CHECK: Kokkos::View<int8_t*> u_present(Kokkos::view_alloc(std::string("u_present"), ExecSpace()), A_ncols);
// CHECK: const int64_t nvals = y_indices.extent(0);
// CHECK: // kernel pagerank_step_ewise_mult -- from GraphBLAS calls: GrB_eWiseMult(w, prior ./ dscaled), GrB_assign(r, teleport), GrB_mxv(r += AT*w)
// CHECK: Kokkos::parallel_for("pagerank_step_ewise_mult", Kokkos::RangePolicy<ExecSpace>(0, nvals),
// CHECK:   const float u_j = x_values_(j) / v;
// CHECK:   u_present_(j) = 1;
// CHECK: const Kokkos::View<int32_t*> A_colidx32 = AT.colidx32;
// CHECK: const bool use_colidx32 = A_colidx32.extent(0) == A_colidx.extent(0);
// CHECK: Kokkos::parallel_for("pagerank_step_mxv_rows", Kokkos::RangePolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>(0, A_nrows),
// CHECK:   if (row_begin < row_end) {
// CHECK:     if (use_colidx32) {
// CHECK:       const int32_t j = A_colidx32(row_begin);
// CHECK:       float row_sum = product;
// CHECK:       for (int64_t p = (row_begin + 1); p < row_end; ++p) {
// CHECK-NOT: u_present
// CHECK:         row_sum = row_sum + product_1;
// CHECK:     const float v = teleport + t_i;
// CHECK:     if (teleport != teleport) {
// CHECK:         found = found || (u_present(j) != 0);
// CHECK:       w_nan_c = found ? v : teleport;
// CHECK:   } else {
// CHECK:     w_i = teleport;
// CHECK:   result_values(i) = w_i;
// CHECK: return;
// CHECK-LABEL: grb_kokkos::FullVector<double> accumulate
// CHECK: const Kokkos::View<int8_t*> u_present = u.present;
// CHECK: Kokkos::View<double*> w_values(Kokkos::view_alloc(std::string("w_values"), ExecSpace()), A_nrows);
// CHECK: const grb_kokkos::FullVector<double> w = {A_nrows, w_values};
// CHECK: return w;

func.func @pagerank_step(%AT: !graphblas.matrix<f32, csr>, %prior: !graphblas.vector<f32, full>, %dscaled: !graphblas.vector<f32, sparse>, %teleport: f32, %r: !graphblas.vector<f32, full>) -> !graphblas.vector<f32, full>
    attributes {grb.arg_names = ["AT", "prior", "dscaled", "teleport", "r"]} {
  %w = graphblas.ewise_mult %prior, %dscaled {op = #graphblas.binop<div>, origin = "GrB_eWiseMult(w, prior ./ dscaled)"} : !graphblas.vector<f32, full>, !graphblas.vector<f32, sparse> -> !graphblas.vector<f32, sparse>
  %r1 = graphblas.assign %teleport into %r {origin = "GrB_assign(r, teleport)"} : f32, !graphblas.vector<f32, full> -> !graphblas.vector<f32, full>
  %r2 = graphblas.mxv %AT, %w accum(%r1 : !graphblas.vector<f32, full>) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>, origin = "GrB_mxv(r += AT*w)"} : !graphblas.matrix<f32, csr>, !graphblas.vector<f32, sparse> -> !graphblas.vector<f32, full>
  return %r2 : !graphblas.vector<f32, full>
}

// A result used inside the function too (reduced): allocated by the kernel and assembled
func.func @accumulate(%A: !graphblas.matrix<f64, csr>, %u: !graphblas.vector<f64, bitmap>, %c: !graphblas.vector<f64, full>) -> !graphblas.vector<f64, full>
    attributes {grb.arg_names = ["A", "u", "c"]} {
  %w = graphblas.mxv %A, %u accum(%c : !graphblas.vector<f64, full>) {semiring = #graphblas.semiring<plus, times>, accum = #graphblas.binop<plus>} : !graphblas.matrix<f64, csr>, !graphblas.vector<f64, bitmap> -> !graphblas.vector<f64, full>
  %s = graphblas.reduce_to_scalar %w {monoid = #graphblas.monoid<plus>} : !graphblas.vector<f64, full> -> f64
  return %w : !graphblas.vector<f64, full>
}
