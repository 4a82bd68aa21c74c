// RUN: grb-opt %s --graphblas-fuse=masked-vxm-assign=true --convert-graphblas-to-kokkos --canonicalize | grb-translate --graphblas-to-kokkos-cpp | FileCheck %s

// One BFS level step (fusion (c)) as readable C++: the pull over A' by rows, one parallel_reduce
// whose body decides vertex j (visited: keep; else scan its in-neighbours until the first frontier
// vertex), writes q1 into the caller's views, updates v in place where it found a vertex and
// counts q1's entries, which the function returns.
// CHECK-LABEL: int64_t bfs_step(const grb_kokkos::SparseVector<bool>& q, const grb_kokkos::CsrMatrix<bool>& AT, const grb_kokkos::BitmapVector<int64_t>& v, int64_t level, Kokkos::View<int8_t*> q1_present, Kokkos::View<bool*> q1_values) {
// CHECK: Kokkos::View<int8_t*> q_present(Kokkos::view_alloc(std::string("q_present"), ExecSpace()), A_ncols);
// CHECK: // kernel bfs_step_scatter_frontier -- from GraphBLAS calls: GrB_mxv(q<!v>=AT*q), GrB_assign(v<q>=level)
// CHECK: Kokkos::parallel_for("bfs_step_scatter_frontier", Kokkos::RangePolicy<ExecSpace>(0, q_nvals),
// CHECK:   q_present_(q_indices_(k)) = 1;
// CHECK: const Kokkos::View<int8_t*> v_present = v.present;
// CHECK: // kernel bfs_step_pull_step -- from GraphBLAS calls: GrB_mxv(q<!v>=AT*q), GrB_assign(v<q>=level)
// CHECK: int64_t q1_nvals;
// 256 vertices per lambda call on a host (host_chunk), counted in a register:
// CHECK-NEXT: constexpr int64_t chunk = grb_kokkos::host_chunk<ExecSpace>(256);  // iterations per call
// CHECK-NEXT: const int64_t range_begin = 0, range_end = A_nrows;
// CHECK-NEXT: Kokkos::parallel_reduce("bfs_step_pull_step", Kokkos::RangePolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>(0, range_end > range_begin ? (range_end - range_begin + chunk - 1) / chunk : 0),
// CHECK-NEXT: KOKKOS_LAMBDA(const int64_t j_chunk, int64_t& update) {
// CHECK-NEXT:   const Kokkos::View<int8_t*, Kokkos::MemoryUnmanaged> v_present_ = v_present;
// CHECK-NEXT:   const Kokkos::View<int64_t*, Kokkos::MemoryUnmanaged> A_rowptr_ = A_rowptr;
// CHECK-NEXT:   const Kokkos::View<int64_t*, Kokkos::MemoryUnmanaged> A_colidx_ = A_colidx;
// CHECK-NEXT:   const Kokkos::View<int8_t*, Kokkos::MemoryUnmanaged> q_present_ = q_present;
// CHECK-NEXT:   const Kokkos::View<int8_t*, Kokkos::MemoryUnmanaged> q1_present_ = q1_present;
// CHECK-NEXT:   const Kokkos::View<bool*, Kokkos::MemoryUnmanaged> q1_values_ = q1_values;
// CHECK-NEXT:   const Kokkos::View<int64_t*, Kokkos::MemoryUnmanaged> v_values_ = v_values;
// CHECK-NEXT:   int64_t chunk_sum = 0;
// CHECK-NEXT:   const int64_t j_last = range_begin + (j_chunk + 1) * chunk < range_end ? range_begin + (j_chunk + 1) * chunk : range_end;
// CHECK-NEXT:   for (int64_t j = range_begin + j_chunk * chunk; j < j_last; ++j) {
// CHECK-NEXT:     const int8_t v_1 = v_present_(j);
// CHECK-NEXT:     const int64_t row_begin = A_rowptr_(j);
// CHECK-NEXT:     const int64_t row_end = A_rowptr_(j + 1);
// CHECK-NEXT:     const int64_t scan_gate = (row_end - row_begin) & (0 - (static_cast<int64_t>(v_1 == 0)));
// CHECK-NEXT:     const bool scan_row = scan_gate != 0;
// CHECK-NEXT:     bool found;
// CHECK-NEXT:     if (scan_row) {
// CHECK:            while (true) {
// CHECK-NEXT:         if (!((p < row_end) & (hit_found != true))) break;
// CHECK-NEXT:         const int64_t i = A_colidx_(p);
// CHECK-NEXT:         const bool hit = q_present_(i) != 0;
// CHECK:          q1_present_(j) = static_cast<int8_t>(found);
// CHECK-NEXT:     if (found) {
// CHECK-NEXT:       q1_values_(j) = true;
// CHECK-NEXT:       v_present_(j) = 1;
// CHECK-NEXT:       v_values_(j) = level;
// CHECK-NEXT:     }
// CHECK-NEXT:     chunk_sum += static_cast<int64_t>(found);
// CHECK-NEXT:   }
// CHECK-NEXT:   update += chunk_sum;
// CHECK-NEXT: }, Kokkos::Sum<int64_t>(q1_nvals));
// CHECK-NEXT: return q1_nvals;
func.func @bfs_step(%q: !graphblas.vector<i1, sparse>, %AT: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>)
    attributes {grb.arg_names = ["q", "AT", "v", "level"]} {
  %q1 = graphblas.vxm %q, %AT mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, pair>, tran_a, mask_complement, mask_structural, replace, origin = "GrB_mxv(q<!v>=AT*q)"} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
  %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural, origin = "GrB_assign(v<q>=level)"} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
  return %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}
