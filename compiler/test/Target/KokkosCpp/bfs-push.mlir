// RUN: grb-opt %s --graphblas-fuse=masked-vxm-assign=true --convert-graphblas-to-kokkos --canonicalize | grb-translate --graphblas-to-kokkos-cpp | FileCheck %s

// One BFS level step in the push direction (fusion (c)) as readable C++: q1's presence bytes
// cleared, then one parallel_reduce over the frontier's entries whose body walks row i of A and
// claims each out-neighbour j that looks unvisited with grb_kokkos::atomic_compare_exchange (the
// prelude's Kokkos::atomic_compare_exchange, a builtin for bytes on the host) on v's
// presence byte; the winner writes v(j) = level (v in place) and q1(j); the count is returned.
// CHECK-LABEL: int64_t bfs_push(const grb_kokkos::SparseVector<bool>& q, const grb_kokkos::CsrMatrix<bool>& A, const grb_kokkos::BitmapVector<int64_t>& v, int64_t level, Kokkos::View<int8_t*> q1_present, Kokkos::View<bool*> q1_values) {
// CHECK: const Kokkos::View<int64_t*> q_indices = q.indices;
// CHECK-NEXT: const int64_t q_nvals = q_indices.extent(0);
// CHECK: const Kokkos::View<int8_t*> v_present = v.present;
// CHECK: const Kokkos::View<int64_t*> v_values = v.values;
// CHECK: // kernel bfs_push_clear_frontier -- from GraphBLAS calls: GrB_vxm(q<!v,struct,replace> = q any.pair A), GrB_assign(v<q,struct> = level)
// CHECK: Kokkos::parallel_for("bfs_push_clear_frontier", Kokkos::RangePolicy<ExecSpace>(0, A_ncols),
// CHECK-NEXT: KOKKOS_LAMBDA(const int64_t j) {
// CHECK-NEXT:   const Kokkos::View<int8_t*, Kokkos::MemoryUnmanaged> q1_present_ = q1_present;
// CHECK-NEXT:   q1_present_(j) = 0;
// CHECK-NEXT: });
// CHECK: // kernel bfs_push_push_step -- from GraphBLAS calls: GrB_vxm(q<!v,struct,replace> = q any.pair A), GrB_assign(v<q,struct> = level)
// CHECK: int64_t q1_nvals;
// CHECK: Kokkos::parallel_reduce("bfs_push_push_step", Kokkos::RangePolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>(0, q_nvals),
// CHECK-NEXT: KOKKOS_LAMBDA(const int64_t k, int64_t& update) {
// CHECK-NEXT:   const Kokkos::View<int64_t*, Kokkos::MemoryUnmanaged> q_indices_ = q_indices;
// CHECK-NEXT:   const Kokkos::View<int64_t*, Kokkos::MemoryUnmanaged> A_rowptr_ = A_rowptr;
// CHECK-NEXT:   const Kokkos::View<int64_t*, Kokkos::MemoryUnmanaged> A_colidx_ = A_colidx;
// CHECK-NEXT:   const Kokkos::View<int8_t*, Kokkos::MemoryUnmanaged> v_present_ = v_present;
// CHECK-NEXT:   const Kokkos::View<int64_t*, Kokkos::MemoryUnmanaged> v_values_ = v_values;
// CHECK-NEXT:   const Kokkos::View<int8_t*, Kokkos::MemoryUnmanaged> q1_present_ = q1_present;
// CHECK-NEXT:   const Kokkos::View<bool*, Kokkos::MemoryUnmanaged> q1_values_ = q1_values;
// CHECK-NEXT:   const int64_t i = q_indices_(k);
// CHECK-NEXT:   const int64_t row_begin = A_rowptr_(i);
// CHECK-NEXT:   const int64_t row_end = A_rowptr_(i + 1);
// CHECK-NEXT:   int64_t row_claims = 0;
// CHECK-NEXT:   for (int64_t p = row_begin; p < row_end; ++p) {
// CHECK-NEXT:     const int64_t j = A_colidx_(p);
// CHECK-NEXT:     const bool unvisited = v_present_(j) == 0;
// CHECK-NEXT:     int64_t claimed;
// CHECK-NEXT:     if (unvisited) {
// CHECK-NEXT:       const int8_t was_present = grb_kokkos::atomic_compare_exchange(&v_present_(j), static_cast<int8_t>(0), static_cast<int8_t>(1));
// CHECK-NEXT:       const bool won = was_present == 0;
// CHECK-NEXT:       if (won) {
// CHECK-NEXT:         v_values_(j) = level;
// CHECK-NEXT:         q1_present_(j) = 1;
// CHECK-NEXT:         q1_values_(j) = true;
// CHECK-NEXT:       }
// CHECK-NEXT:       claimed = static_cast<int64_t>(won);
// CHECK-NEXT:     } else {
// CHECK-NEXT:       claimed = 0;
// CHECK-NEXT:     }
// CHECK-NEXT:     row_claims = row_claims + claimed;
// CHECK-NEXT:   }
// CHECK-NEXT:   update += row_claims;
// CHECK-NEXT: }, Kokkos::Sum<int64_t>(q1_nvals));
// CHECK-NEXT: return q1_nvals;
func.func @bfs_push(%q: !graphblas.vector<i1, sparse>, %A: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>)
    attributes {grb.arg_names = ["q", "A", "v", "level"]} {
  %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, pair>, mask_complement, mask_structural, replace, origin = "GrB_vxm(q<!v,struct,replace> = q any.pair A)"} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
  %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural, origin = "GrB_assign(v<q,struct> = level)"} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
  return %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}
