// RUN: grb-opt %s --graphblas-fold --graphblas-fuse --convert-graphblas-to-kokkos --canonicalize | grb-translate --graphblas-to-kokkos-cpp | FileCheck %s
//
// The kernels the runtime test (compiler-kokkos-run in ctest) compiles with the host compiler
// against Kokkos and checks against brute force: kernels_driver.cpp includes the emitted C++.
// CHECK: int64_t triangle_count(
// CHECK: Kokkos::parallel_reduce("triangle_count_mxm_reduce", Kokkos::TeamPolicy
// CHECK: Kokkos::parallel_reduce("triangle_count_mxm_reduce_merge", Kokkos::RangePolicy
// CHECK: grb_kokkos::CsrMatrix<double> tril_negate(
// CHECK: grb_kokkos::exclusive_scan<ExecSpace>("tril_negate_row_offsets"
// CHECK: grb_kokkos::CsrMatrix<int64_t> truss_support(
// CHECK: Kokkos::parallel_for("truss_support_numeric_once"
// CHECK: grb_kokkos::exclusive_scan<ExecSpace>("truss_support_row_offsets"
// CHECK: Kokkos::parallel_for("truss_support_pack"
// CHECK: double filter_project_aggregate(
// CHECK: Kokkos::parallel_for("filter_project_aggregate_ewise_reduce_rows"
// CHECK: grb_kokkos::fixed_tree_reduce<grb_kokkos::SumJoin<double>>(row_partials)
// CHECK: double negated_total(
// CHECK: double compensated_total(
// CHECK: grb_kokkos::fixed_tree_sum_compensated(row_partials)
// CHECK: double masked_dot_sum(
// CHECK: Kokkos::parallel_for("masked_dot_sum_mxm_reduce_rows", Kokkos::TeamPolicy
// CHECK: Kokkos::parallel_for("masked_dot_sum_mxm_reduce_merge_rows", Kokkos::RangePolicy
// CHECK: void pagerank_step(
// CHECK: Kokkos::parallel_for("pagerank_step_ewise_mult"
// CHECK: Kokkos::parallel_for("pagerank_step_mxv_rows"
// CHECK: void pagerank_step_full(
// CHECK: void mxv_bitmap_minus(
// CHECK: void mxv_sparse_u(
// CHECK: Kokkos::parallel_for("mxv_sparse_u_fill_u"
// CHECK: void mxv_sparse_u_i64(
// CHECK-NOT: fill_u
// CHECK: int64_t bfs_step_sparse(
// CHECK: Kokkos::parallel_for("bfs_step_sparse_scatter_frontier"
// CHECK: Kokkos::parallel_reduce("bfs_step_sparse_pull_step"
// CHECK: int64_t bfs_push_step(
// CHECK: Kokkos::parallel_for("bfs_push_step_clear_frontier"
// CHECK: Kokkos::parallel_reduce("bfs_push_step_push_step"
// CHECK: grb_kokkos::atomic_compare_exchange(&v_present_(j)
// CHECK: int64_t bfs_step_bitmap(
// CHECK: Kokkos::parallel_reduce("bfs_step_bitmap_pull_step"

// ntri = sum(C<L> = L * U'), PLUS_PAIR, structural mask (LAGraph's SandiaDot form)
func.func @triangle_count(%L: !graphblas.matrix<i64, csr>, %U: !graphblas.matrix<i64, csr>) -> i64
    attributes {grb.arg_names = ["L", "U"]} {
  %Ut = graphblas.transpose %U {origin = "GrB_transpose"} : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csc>
  %C = graphblas.mxm %L, %Ut mask(%L : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, mask_structural, origin = "GrB_mxm(C<L>=L*U')"} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csc> -> !graphblas.matrix<i64, csr>
  %n = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>, origin = "GrB_reduce(ntri, PLUS, C)"} : !graphblas.matrix<i64, csr> -> i64
  return %n : i64
}

// C = -tril(A, k): a sparse output (count, scan, fill)
func.func @tril_negate(%A: !graphblas.matrix<f64, csr>, %k: i64) -> !graphblas.matrix<f64, csr>
    attributes {grb.arg_names = ["A", "k"]} {
  %0 = graphblas.select %A thunk(%k : i64) {op = #graphblas.idxunop<tril>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %1 = graphblas.apply %0 {op = #graphblas.unop<ainv>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %1 : !graphblas.matrix<f64, csr>
}

// k-truss support filter: C<A> = A*A' (plus_pair), keep entries with support >= t. The mxm is the
// source of the chain: C is never formed, only the kept entries are written.
func.func @truss_support(%A: !graphblas.matrix<i64, csr>, %t: i64) -> !graphblas.matrix<i64, csr>
    attributes {grb.arg_names = ["A", "t"]} {
  %At = graphblas.transpose %A : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csc>
  %C = graphblas.mxm %A, %At mask(%A : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, mask_structural, origin = "GrB_mxm(C<A>=A*A')"} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csc> -> !graphblas.matrix<i64, csr>
  %S = graphblas.select %C thunk(%t : i64) {op = #graphblas.idxunop<valuege>, origin = "GrB_select(C, C >= t)"} : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
  return %S : !graphblas.matrix<i64, csr>
}

// sum(abs(A(A > t))): filter, project, aggregate
func.func @filter_project_aggregate(%A: !graphblas.matrix<f64, csr>, %t: f64) -> f64
    attributes {grb.arg_names = ["A", "t"]} {
  %0 = graphblas.select %A thunk(%t : f64) {op = #graphblas.idxunop<valuegt>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %1 = graphblas.apply %0 {op = #graphblas.unop<abs>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %2 = graphblas.reduce_to_scalar %1 {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<f64, csr> -> f64
  return %2 : f64
}

// -sum(A): an adversarial floating-point sum, reduced in a fixed order (the driver checks the
// bits with 1 and with 2 threads)
func.func @negated_total(%A: !graphblas.matrix<f64, csr>) -> f64 attributes {grb.arg_names = ["A"]} {
  %0 = graphblas.apply %A {op = #graphblas.unop<ainv>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<f64, csr> -> f64
  return %1 : f64
}

// sum(abs(A)) with opt-in compensated (Neumaier) summation: exact on 1e16 + many ones
func.func @compensated_total(%A: !graphblas.matrix<f64, csr>) -> f64 attributes {grb.arg_names = ["A"]} {
  %0 = graphblas.apply %A {op = #graphblas.unop<abs>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>, compensated} : !graphblas.matrix<f64, csr> -> f64
  return %1 : f64
}

// sum(C<M> = A*B'), plus_times on f64, valued mask: the scatter/probe kernel (A's values copied
// into team scratch) or, for A wider than the scratch allows, the merge kernel; both visit each
// dot product's columns in increasing order, so the driver checks them bit for bit
func.func @masked_dot_sum(%A: !graphblas.matrix<f64, csr>, %B: !graphblas.matrix<f64, csr>, %M: !graphblas.matrix<f64, csr>) -> f64
    attributes {grb.arg_names = ["A", "B", "M"]} {
  %C = graphblas.mxm %A, %B mask(%M : !graphblas.matrix<f64, csr>) {semiring = #graphblas.semiring<plus, times>, tran_b, origin = "GrB_mxm(C<M>=A*B')"} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %s = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>, origin = "GrB_reduce(s, PLUS, C)"} : !graphblas.matrix<f64, csr> -> f64
  return %s : f64
}

// The PageRank iteration (FP32): r = teleport + AT * (prior ./ dscaled), PLUS_SECOND with a PLUS
// accumulator, dscaled sparse (vertices without out-edges absent) or full; the result is written
// into the caller's view (the function's last parameter).
func.func @pagerank_step(%AT: !graphblas.matrix<f32, csr>, %prior: !graphblas.vector<f32, full>, %dscaled: !graphblas.vector<f32, sparse>, %teleport: f32, %r: !graphblas.vector<f32, full>) -> !graphblas.vector<f32, full>
    attributes {grb.arg_names = ["AT", "prior", "dscaled", "teleport", "r"]} {
  %w = graphblas.ewise_mult %prior, %dscaled {op = #graphblas.binop<div>, origin = "GrB_eWiseMult(w, prior ./ dscaled)"} : !graphblas.vector<f32, full>, !graphblas.vector<f32, sparse> -> !graphblas.vector<f32, sparse>
  %r1 = graphblas.assign %teleport into %r {origin = "GrB_assign(r, teleport)"} : f32, !graphblas.vector<f32, full> -> !graphblas.vector<f32, full>
  %r2 = graphblas.mxv %AT, %w accum(%r1 : !graphblas.vector<f32, full>) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>, origin = "GrB_mxv(r += AT*w)"} : !graphblas.matrix<f32, csr>, !graphblas.vector<f32, sparse> -> !graphblas.vector<f32, full>
  return %r2 : !graphblas.vector<f32, full>
}
func.func @pagerank_step_full(%AT: !graphblas.matrix<f32, csr>, %prior: !graphblas.vector<f32, full>, %dscaled: !graphblas.vector<f32, full>, %teleport: f32, %r: !graphblas.vector<f32, full>) -> !graphblas.vector<f32, full>
    attributes {grb.arg_names = ["AT", "prior", "dscaled", "teleport", "r"]} {
  %w = graphblas.ewise_mult %prior, %dscaled {op = #graphblas.binop<div>} : !graphblas.vector<f32, full>, !graphblas.vector<f32, full> -> !graphblas.vector<f32, full>
  %r1 = graphblas.assign %teleport into %r : f32, !graphblas.vector<f32, full> -> !graphblas.vector<f32, full>
  %r2 = graphblas.mxv %AT, %w accum(%r1 : !graphblas.vector<f32, full>) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !graphblas.matrix<f32, csr>, !graphblas.vector<f32, full> -> !graphblas.vector<f32, full>
  return %r2 : !graphblas.vector<f32, full>
}

// w = c - A * u over plus_times (f64), u bitmap, the old value c read (no assign)
func.func @mxv_bitmap_minus(%A: !graphblas.matrix<f64, csr>, %u: !graphblas.vector<f64, bitmap>, %c: !graphblas.vector<f64, full>) -> !graphblas.vector<f64, full>
    attributes {grb.arg_names = ["A", "u", "c"]} {
  %w = graphblas.mxv %A, %u accum(%c : !graphblas.vector<f64, full>) {semiring = #graphblas.semiring<plus, times>, accum = #graphblas.binop<minus>} : !graphblas.matrix<f64, csr>, !graphblas.vector<f64, bitmap> -> !graphblas.vector<f64, full>
  return %w : !graphblas.vector<f64, full>
}

// w = c + A*u over PLUS_SECOND, u sparse: its absent slots hold PLUS's exact identity (-0.0 for
// f32, 0 for i64), so the pull reads no presence bytes; c is read (no assign). The driver puts
// signed zeros and NaNs (quiet and signalling) into u and c.
func.func @mxv_sparse_u(%A: !graphblas.matrix<f32, csr>, %u: !graphblas.vector<f32, sparse>, %c: !graphblas.vector<f32, full>) -> !graphblas.vector<f32, full>
    attributes {grb.arg_names = ["A", "u", "c"]} {
  %w = graphblas.mxv %A, %u accum(%c : !graphblas.vector<f32, full>) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !graphblas.matrix<f32, csr>, !graphblas.vector<f32, sparse> -> !graphblas.vector<f32, full>
  return %w : !graphblas.vector<f32, full>
}
func.func @mxv_sparse_u_i64(%A: !graphblas.matrix<i64, csr>, %u: !graphblas.vector<i64, sparse>, %c: !graphblas.vector<i64, full>) -> !graphblas.vector<i64, full>
    attributes {grb.arg_names = ["A", "u", "c"]} {
  %w = graphblas.mxv %A, %u accum(%c : !graphblas.vector<i64, full>) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !graphblas.matrix<i64, csr>, !graphblas.vector<i64, sparse> -> !graphblas.vector<i64, full>
  return %w : !graphblas.vector<i64, full>
}

// One BFS level step (fusion (c), the pull form): q1<!v,struct> = AT any.pair q ;
// v1<q1,struct> = level, a sparse or a bitmap frontier; q1 is written into the caller's views
// (the last two parameters), v updated in place, the function returns nvals(q1). The driver runs
// whole BFS loops of these steps against a brute-force BFS.
func.func @bfs_step_sparse(%q: !graphblas.vector<i1, sparse>, %AT: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>)
    attributes {grb.arg_names = ["q", "AT", "v", "level"]} {
  %g:2 = graphblas.fused "vxm_assign" ["GrB_mxv(q<!v>=AT*q)", "GrB_assign(v<q>=level)"] {
    %q1 = graphblas.vxm %q, %AT mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, pair>, tran_a, mask_complement, mask_structural, replace} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  } : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  return %g#0, %g#1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}
// The push form: q1<!v,struct> = q any.pair A over A's rows (no tran_a), a sparse frontier; v is
// updated in place (each unvisited out-neighbour claimed by an atomic compare-and-swap of its
// presence byte), q1 written into the caller's two views, nvals(q1) returned.
func.func @bfs_push_step(%q: !graphblas.vector<i1, sparse>, %A: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>)
    attributes {grb.arg_names = ["q", "A", "v", "level"]} {
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm(q<!v>=q*A)", "GrB_assign(v<q>=level)"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, pair>, mask_complement, mask_structural, replace} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  } : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  return %g#0, %g#1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}
func.func @bfs_step_bitmap(%q: !graphblas.vector<i1, bitmap>, %AT: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>)
    attributes {grb.arg_names = ["q", "AT", "v", "level"]} {
  %g:2 = graphblas.fused "vxm_assign" ["GrB_mxv(q<!v>=AT*q)", "GrB_assign(v<q>=level)"] {
    %q1 = graphblas.vxm %q, %AT mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, pair>, tran_a, mask_complement, mask_structural, replace} : !graphblas.vector<i1, bitmap>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  } : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  return %g#0, %g#1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}
