// RUN: grb-opt %s --graphblas-fold --graphblas-fuse --convert-graphblas-to-kokkos --canonicalize | grb-translate --graphblas-to-kokkos-cpp | FileCheck %s

// Triangle counting as a program records it: U' is an explicit transpose, folded into tran_b,
// then fused with the reduce, lowered, printed. A team kernel (row of L scattered into a scratch
// bitmap, probed with the rows of U), the merge kernel for matrices too wide for the scratch,
// named variables, a comment naming the GraphBLAS calls.
// CHECK: #include <Kokkos_Core.hpp>
// CHECK: struct CsrMatrix {
// CHECK-LABEL: int64_t triangle_count(const grb_kokkos::CsrMatrix<int64_t>& L, const grb_kokkos::CsrMatrix<int64_t>& U) {
// CHECK: const Kokkos::View<int64_t*> A_rowptr = L.rowptr;
// CHECK: const Kokkos::View<int64_t*> B_colidx = U.colidx;
// CHECK: const int64_t bitmap_words = (A_ncols + 63) / 64;
// CHECK: const bool scratch_fits = scratch_bytes <= 16777216;
// CHECK: if (scratch_fits) {
// CHECK: // kernel triangle_count_mxm_reduce -- from GraphBLAS calls: GrB_mxm#2, GrB_reduce#3
// CHECK-NEXT: int64_t result_1;
// CHECK-NEXT: Kokkos::parallel_reduce("triangle_count_mxm_reduce", Kokkos::TeamPolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>(league_size, 1).set_scratch_size(1, Kokkos::PerTeam(scratch_bytes)),
// CHECK-NEXT:     KOKKOS_LAMBDA(const Kokkos::TeamPolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>::member_type& team, int64_t& update) {
// CHECK-NEXT: const int64_t team_rank = team.league_rank();
// CHECK: Kokkos::View<int64_t*, ExecSpace::scratch_memory_space, Kokkos::MemoryUnmanaged> row_bits(team.team_scratch(1), bitmap_words);
// CHECK: for (int64_t i = first_row; i < end_row; ++i) {
// CHECK: for (int64_t pa = a_begin; pa < a_end; ++pa) {
// CHECK: row_bits(word_index) = old_word | (static_cast<int64_t>(static_cast<uint64_t>(1) << (k & 63)));
// CHECK: const int64_t search_above = static_cast<int64_t>(static_cast<uint64_t>(a_len) << 5);
// CHECK: for (int64_t p = mask_begin; p < mask_end; ++p) {
// CHECK: const int64_t j = A_colidx(p);
// CHECK: const bool b_long = (b_end - b_begin) > 32;
// CHECK: if (b_long) {
// CHECK: const bool less = B_colidx(mid) < a_first;
// CHECK: const bool less = B_colidx(mid) < a_stop;
// CHECK: const bool search = (b_stop - b_start) > search_above;
// CHECK: if (search) {
// CHECK: for (int64_t pa = a_begin; pa < a_end; ++pa) {
// CHECK: const bool match = (pos < b_stop) && (B_colidx(pb) == k);
// CHECK: } else {
// CHECK: for (int64_t pb = b_start; pb < b_stop; ++pb) {
// CHECK-NEXT: const int64_t k = B_colidx(pb);
// CHECK-NEXT: const int64_t word = row_bits(static_cast<int64_t>(static_cast<uint64_t>(k) >> 6));
// CHECK-NEXT: cij = cij + ((static_cast<int64_t>(static_cast<uint64_t>(word) >> (k & 63))) & 1);
// CHECK-NEXT: }
// CHECK: const auto next_dot_found_1 = cij != 0;
// CHECK: row_sum = dot_found ? (row_sum + dot) : row_sum;
// CHECK: row_bits(static_cast<int64_t>(static_cast<uint64_t>(k) >> 6)) = 0;
// CHECK: update += team_sum;
// CHECK-NEXT: }, Kokkos::Sum<int64_t>(result_1));
// CHECK: } else {
// CHECK: // kernel triangle_count_mxm_reduce_merge -- from GraphBLAS calls: GrB_mxm#2, GrB_reduce#3
// CHECK: Kokkos::parallel_reduce("triangle_count_mxm_reduce_merge", Kokkos::RangePolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>(0, A_nrows),
// CHECK-NEXT:     KOKKOS_LAMBDA(const int64_t i, int64_t& update) {
// CHECK: if (!((pa < a_end) & (pb < b_end))) break;
// CHECK: const bool match = ka == kb;
// CHECK: update += row_sum;
// CHECK-NEXT: }, Kokkos::Sum<int64_t>(result_1));
// CHECK: return result;
// CHECK-NOT: Kokkos::parallel_
func.func @triangle_count(%L: !graphblas.matrix<i64, csr>, %U: !graphblas.matrix<i64, csr>) -> i64
    attributes {grb.arg_names = ["L", "U"]} {
  %Ut = graphblas.transpose %U {origin = "GrB_transpose#1"} : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csc>
  %C = graphblas.mxm %L, %Ut mask(%L : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, mask_structural, origin = "GrB_mxm#2"} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csc> -> !graphblas.matrix<i64, csr>
  %n = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>, origin = "GrB_reduce#3"} : !graphblas.matrix<i64, csr> -> i64
  return %n : i64
}
