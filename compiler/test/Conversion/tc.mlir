// RUN: grb-opt %s --graphblas-fuse --convert-graphblas-to-kokkos | FileCheck %s

// Triangle counting C<L> = L*U' (plus_pair, structural mask), then sum(C), C never formed.
// Scatter/probe kernel when the team scratch fits (a bitmap of ncols bits per team): a team
// policy, one thread per team, dynamic schedule, level-1 scratch; each row of A scattered once,
// each mask entry probing it with B(j,:) up to A(i,:)'s last column, the row's bits cleared
// after it. Wider matrices: the merge kernel (a range policy, one sorted merge per mask entry).
// CHECK-LABEL: func.func @tc
// CHECK-NOT: graphblas.mxm
// CHECK: graphblas.pointers %arg0
// CHECK: graphblas.indices %arg1
// CHECK: %[[WORDS:.*]] = arith.divui {{.*}} {grb.name = "bitmap_words"}
// CHECK: %[[FITS:.*]] = arith.cmpi ule, %[[BYTES:.*]], %{{.*}} {grb.name = "scratch_fits"}
// CHECK: %[[R:.*]] = scf.if %[[FITS]] -> (i64) {
// CHECK: %[[LEAGUE:.*]] = arith.divui {{.*}} {grb.name = "league_size"}
// CHECK: kokkos.team_parallel_reduce %[[LEAGUE]] scratch(%[[BYTES]]) attributes {dynamic, grb.arg_names = ["team_rank"], grb.name = "result", name = "tc_mxm_reduce", origin = "GrB_mxm#1, GrB_reduce#2", reducer = #kokkos.reducer<sum>, scratch_level = 1 : i64, team_size = 1 : i64}
// CHECK: %[[BITS:.*]] = kokkos.team_scratch %[[WORDS]] {level = 1 : i64, name = "row_bits"} : memref<?xi64>
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %[[BITS]]
// scatter
// CHECK: {grb.name = "a_first"}
// CHECK: {grb.name = "a_last"}
// CHECK: scf.for
// CHECK: arith.shli
// CHECK: arith.ori
// CHECK: {grb.name = "search_above"}
// mask entries: B(j,:) cut to [a_first, a_last] by two binary searches when long
// CHECK: scf.for
// CHECK: arith.cmpi ugt, %{{.*}}, %c32 {grb.name = "b_long"}
// CHECK: scf.if %{{.*}} -> (index, index)
// CHECK: scf.while
// CHECK: scf.while
// binary search of A(i,:)'s columns when B(j,:) is much longer, else probe the bitmap
// CHECK: arith.cmpi ugt, %{{.*}}, %{{.*}} {grb.name = "search"}
// CHECK: scf.if %{{.*}} -> (i64, i1)
// CHECK: scf.for
// CHECK: scf.while
// CHECK: {grb.name = "match"}
// CHECK: } else {
// CHECK: scf.for
// CHECK: arith.shrui
// CHECK: arith.addi
// CHECK: arith.cmpi ne
// clear
// CHECK: scf.for
// CHECK: kokkos.yield %{{.*}} : i64
// CHECK: } else {
// CHECK: kokkos.range_parallel_reduce %{{.*}} to %{{.*}} attributes {dynamic, grb.arg_names = ["i"], grb.name = "result", name = "tc_mxm_reduce_merge", origin = "GrB_mxm#1, GrB_reduce#2", reducer = #kokkos.reducer<sum>}
// CHECK: scf.while
// CHECK: arith.cmpi eq
// CHECK: return %[[R]] : i64
func.func @tc(%L: !graphblas.matrix<i64, csr>, %U: !graphblas.matrix<i64, csr>) -> i64 {
  %C = graphblas.mxm %L, %U mask(%L : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, tran_b, mask_structural, origin = "GrB_mxm#1"} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
  %n = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>, origin = "GrB_reduce#2"} : !graphblas.matrix<i64, csr> -> i64
  return %n : i64
}

// Valued mask, a multiply reading both operands, a floating-point sum: the team scratch holds
// the bitmap and a dense copy of A(i,:)'s values (scratch bytes grow by ncols * 8); rows write
// partials (a team_parallel_for), reduced in a fixed order (independent of the thread count).
// CHECK-LABEL: func.func @plus_times_f64
// CHECK: %[[NC:.*]] = graphblas.ncols %arg0 {grb.name = "A_ncols"}
// CHECK: arith.muli %[[NC]], %c8
// CHECK: %[[FITS:.*]] = arith.cmpi ule, {{.*}} {grb.name = "scratch_fits"}
// CHECK: scf.if %[[FITS]] -> (f64) {
// CHECK: %[[P:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "row_partials", name = "row_partials"} : memref<?xf64>
// CHECK: kokkos.team_parallel_for %{{.*}} scratch(%{{.*}}) attributes {dynamic, grb.arg_names = ["team_rank"], name = "plus_times_f64_mxm_reduce_rows", origin = "GrB_mxm, GrB_reduce", scratch_level = 1 : i64, team_size = 1 : i64}
// CHECK: kokkos.team_scratch %{{.*}} {level = 1 : i64, name = "row_bits"} : memref<?xi64>
// CHECK: %[[AV:.*]] = kokkos.team_scratch %[[NC]] {level = 1 : i64, name = "row_values"} : memref<?xf64>
// CHECK: memref.store %{{.*}}, %[[AV]]
// CHECK: {grb.name = "mij"}
// CHECK: {grb.name = "search"}
// CHECK: memref.load %[[AV]]
// CHECK: arith.mulf
// CHECK: } else {
// CHECK: {grb.name = "hit"}
// CHECK: memref.load %[[AV]]
// CHECK: arith.mulf
// CHECK: memref.store %{{.*}}, %[[P]]
// CHECK: kokkos.fixed_tree_reduce %[[P]] {grb.name = "result", reducer = #kokkos.reducer<sum>} : memref<?xf64> -> f64
// CHECK: } else {
// CHECK: kokkos.range_parallel_for
// CHECK: kokkos.fixed_tree_reduce
func.func @plus_times_f64(%A: !graphblas.matrix<f64, csr>, %B: !graphblas.matrix<f64, csr>, %M: !graphblas.matrix<f64, csr>) -> f64 {
  %C = graphblas.mxm %A, %B mask(%M : !graphblas.matrix<f64, csr>) {semiring = #graphblas.semiring<plus, times>, tran_b, origin = "GrB_mxm"} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  %s = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>, origin = "GrB_reduce"} : !graphblas.matrix<f64, csr> -> f64
  return %s : f64
}
