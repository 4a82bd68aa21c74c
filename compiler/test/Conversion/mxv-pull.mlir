// RUN: grb-opt %s --convert-graphblas-to-kokkos --canonicalize | FileCheck %s

!csr = !graphblas.matrix<f64, csr>
!icsr = !graphblas.matrix<i64, csr>
!full = !graphblas.vector<f64, full>
!bitmap = !graphblas.vector<f64, bitmap>
!sparse = !graphblas.vector<i64, sparse>
!ibitmap = !graphblas.vector<i64, bitmap>

// A lone mxv (w = A * u, plus.times, u full): one parallel_reduce over A's rows. A row finds a
// product when it is not empty; its sum starts from its first product in column order (the kernel
// library's order), on the 32-bit index copy when its extent matches. The result goes into the
// two views appended to the function (presence bytes at every row, values where present) and the
// function returns the count.
// CHECK-LABEL: func.func @mxv_full_u
// CHECK-SAME: %[[PRESENT:[a-z0-9]+]]: memref<?xi8> {graphblas.result_presence = 2 : i32}
// CHECK-SAME: %[[VALUES:[a-z0-9]+]]: memref<?xf64> {graphblas.result_values = 2 : i32})
// CHECK-SAME: -> (i64 {graphblas.result_count = 2 : i32})
// CHECK-SAME: grb.arg_names = ["A", "u", "w_present", "w_values"]
// CHECK: %[[N32:.*]] = graphblas.indices %arg0 {grb.name = "A_colidx32", narrow}
// CHECK: %[[COUNT:.*]] = kokkos.range_parallel_reduce %{{.*}} to %{{.*}} attributes {dynamic, grb.arg_names = ["i"], grb.name = "w_nvals", host_chunk = 64 : i64, name = "mxv_full_u_mxv_rows", origin = "GrB_mxv#1", reducer = #kokkos.reducer<sum>}
// CHECK:   %[[FOUND:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} {grb.name = "found"}
// CHECK:   %[[T:.*]] = scf.if %[[FOUND]] -> (f64) {
// CHECK:     scf.if
// CHECK:       memref.load %[[N32]]
// CHECK:       arith.mulf
// CHECK:       scf.for
// CHECK:         arith.mulf
// CHECK:         arith.addf
// CHECK:   %[[P8:.*]] = arith.extui %[[FOUND]] : i1 to i8
// CHECK:   memref.store %[[P8]], %[[PRESENT]]
// CHECK:   scf.if %[[FOUND]] {
// CHECK:     memref.store %[[T]], %[[VALUES]]
// CHECK:   %[[ONE:.*]] = arith.extui %[[FOUND]] : i1 to i64
// CHECK:   kokkos.yield %[[ONE]] : i64
// CHECK: return %[[COUNT]] : i64
// CHECK-NOT: graphblas.fused
func.func @mxv_full_u(%A: !csr {graphblas.group_value = 0 : i32}, %u: !full {graphblas.group_value = 1 : i32})
    -> (!bitmap {graphblas.group_value = 2 : i32}) attributes {grb.arg_names = ["A", "u"]} {
  %r = graphblas.fused "mxv_pull" ["GrB_mxv#1"] {
    %w = graphblas.mxv %A, %u {semiring = #graphblas.semiring<plus, times>, origin = "GrB_mxv#1"} : !csr, !full -> !bitmap
    graphblas.yield %w : !bitmap
  } : !bitmap
  return %r : !bitmap
}

// A sparse u (min.plus on i64): scattered into a dense view with presence bytes; the row loop
// tests each u(j) and sums from the first present product; found is any present product. An
// integer MIN stops a row once a present product brought it to its terminal value, INT64_MIN
// (the kernel library's pull stops there too; the value is the same).
// CHECK-LABEL: func.func @mxv_sparse_u
// CHECK: %[[UV:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "u_values", name = "u_values"} : memref<?xi64>
// CHECK: %[[UP:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "u_present", name = "u_present"} : memref<?xi8>
// CHECK: kokkos.range_parallel_for {{.*}} name = "mxv_sparse_u_scatter_u"
// CHECK: kokkos.range_parallel_reduce {{.*}} name = "mxv_sparse_u_mxv_rows"
// CHECK:   scf.while (%[[P:.*]] = %{{.*}}, %[[FOUND:.*]] = %false, %[[ACC:.*]] = %c0_i64)
// CHECK:     %[[OPEN:.*]] = arith.cmpi ne, %[[ACC]], %c-9223372036854775808_i64 : i64
// CHECK:     %[[NOTFOUND:.*]] = arith.xori %[[FOUND]], %true
// CHECK:     arith.ori %[[NOTFOUND]], %[[OPEN]]
// CHECK:     scf.condition
// CHECK:   do {
// CHECK:     memref.load %[[UV]]
// CHECK:     arith.addi
// CHECK:     arith.minsi
// CHECK:     memref.load %[[UP]]
// CHECK:     arith.ori
// CHECK:   } attributes {grb.arg_names = ["p", "found", "row_sum"]}
// CHECK: return
func.func @mxv_sparse_u(%A: !icsr, %u: !sparse) -> !ibitmap {
  %r = graphblas.fused "mxv_pull" ["GrB_mxv"] {
    %w = graphblas.mxv %A, %u {semiring = #graphblas.semiring<min, plus>} : !icsr, !sparse -> !ibitmap
    graphblas.yield %w : !ibitmap
  } : !ibitmap
  return %r : !ibitmap
}

// The pull in graphblas-fold's form, u (+.x) A' (a vxm with tran_a over the stored A, the multiply's
// operands exchanged): w = A * u under plus.second is u (plus.first) A', each product u(j): A's
// values are never loaded.
// CHECK-LABEL: func.func @vxm_form
// CHECK: %[[U:.*]] = graphblas.values %arg0 {grb.name = "u_values"}
// CHECK-NOT: graphblas.values %arg1
// CHECK: kokkos.range_parallel_reduce {{.*}} name = "vxm_form_mxv_rows"
// CHECK:   scf.for
// CHECK:     %[[P:.*]] = memref.load %[[U]][%{{.*}}] {grb.name = "product"}
// CHECK:     arith.addf %{{.*}}, %[[P]]
// CHECK: return
func.func @vxm_form(%u: !full, %A: !csr) -> !bitmap {
  %r = graphblas.fused "mxv_pull" ["GrB_mxv"] {
    %w = graphblas.vxm %u, %A {semiring = #graphblas.semiring<plus, first>, tran_a} : !full, !csr -> !bitmap
    graphblas.yield %w : !bitmap
  } : !bitmap
  return %r : !bitmap
}

// Unsigned MIN (GrB_MIN_UINT64 imports as umin): each row folds its products with arith.minui,
// whose emitted C++ compares on uint64_t.
// CHECK-LABEL: func.func @pull_umin
// CHECK: arith.minui
// CHECK-NOT: arith.minsi
func.func @pull_umin(%A: !icsr {graphblas.group_value = 0 : i32}, %u: !graphblas.vector<i64, full> {graphblas.group_value = 1 : i32})
    -> (!ibitmap {graphblas.group_value = 2 : i32}) {
  %r = graphblas.fused "mxv_pull" ["GrB_mxv"] {
    %w = graphblas.mxv %A, %u {semiring = #graphblas.semiring<umin, second>, origin = "GrB_mxv"} : !icsr, !graphblas.vector<i64, full> -> !ibitmap
    graphblas.yield %w : !ibitmap
  } : !ibitmap
  return %r : !ibitmap
}

// An unsigned MIN (umin.second over a full u: connected components' labels) stops a row once its
// minimum is 0, the terminal value; the sum starts from the row's first product.
// CHECK-LABEL: func.func @mxv_umin_full_u
// CHECK: kokkos.range_parallel_reduce {{.*}} name = "mxv_umin_full_u_mxv_rows"
// CHECK:   scf.while (%{{.*}} = %{{.*}}, %[[ACC:.*]] = %{{.*}}) : (index, i64) -> (index, i64)
// CHECK:     arith.cmpi ne, %[[ACC]], %c0_i64 : i64
// CHECK:     scf.condition
// CHECK:   do {
// CHECK:     arith.minui
// CHECK:   } attributes {grb.arg_names = ["p", "row_sum"]}
func.func @mxv_umin_full_u(%A: !icsr, %u: !graphblas.vector<i64, full>) -> !ibitmap {
  %r = graphblas.fused "mxv_pull" ["GrB_mxv"] {
    %w = graphblas.mxv %A, %u {semiring = #graphblas.semiring<umin, second>} : !icsr, !graphblas.vector<i64, full> -> !ibitmap
    graphblas.yield %w : !ibitmap
  } : !ibitmap
  return %r : !ibitmap
}
