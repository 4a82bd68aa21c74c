// RUN: grb-opt %s --graphblas-fuse --convert-graphblas-to-kokkos --canonicalize | FileCheck %s --check-prefix=LOWER
// RUN: grb-opt %s --graphblas-fuse --convert-graphblas-to-kokkos --canonicalize | grb-translate --graphblas-to-kokkos-cpp | FileCheck %s

!csr = !graphblas.matrix<f64, csr>
!csr32 = !graphblas.matrix<f32, csr>
!csri = !graphblas.matrix<i32, csr>

// FP abs must clear the sign bit as the kernel library's std::abs does: -0.0 -> +0.0 and a NaN
// with its sign bit set -> the same NaN without it. A compare-and-negate (x < 0 ? -x : x) keeps
// both signs, so FP abs is math.absf, printed as std::fabs, with no compare or negation.
// LOWER-LABEL: func.func @abs_f64_matrix
// LOWER: kokkos.range_parallel_for {{.*}} name = "abs_f64_matrix_numeric"
// LOWER-NOT: arith.negf
// LOWER: math.absf %{{.*}} : f64
// LOWER-NOT: arith.negf
// LOWER: graphblas.assemble_csr
// CHECK-LABEL: abs_f64_matrix(const grb_kokkos::CsrMatrix<double>& arg0, grb_kokkos::ResultAllocator* result_alloc = nullptr)
// CHECK: std::fabs(
// CHECK-NOT: ? -
func.func @abs_f64_matrix(%A: !csr) -> !csr {
  %0 = graphblas.select %A {op = #graphblas.idxunop<tril>} : !csr -> !csr
  %1 = graphblas.apply %0 {op = #graphblas.unop<abs>} : !csr -> !csr
  return %1 : !csr
}

// LOWER-LABEL: func.func @abs_f32_sum
// LOWER: math.absf %{{.*}} : f32
// CHECK-LABEL: abs_f32_sum(const grb_kokkos::CsrMatrix<float>& arg0)
// CHECK: std::fabs(
func.func @abs_f32_sum(%A: !csr32) -> f32 {
  %0 = graphblas.apply %A {op = #graphblas.unop<abs>} : !csr32 -> !csr32
  %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>} : !csr32 -> f32
  return %1 : f32
}

// Integers keep the compare-and-negate (no sign bit to clear); no math.absf.
// LOWER-LABEL: func.func @abs_i32_max
// LOWER-NOT: math.absf
// LOWER: arith.cmpi slt
// CHECK-LABEL: abs_i32_max(const grb_kokkos::CsrMatrix<int32_t>& arg0)
// CHECK-NOT: std::fabs
// CHECK: return
func.func @abs_i32_max(%A: !csri) -> i32 {
  %0 = graphblas.apply %A {op = #graphblas.unop<abs>} : !csri -> !csri
  %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<max>} : !csri -> i32
  return %1 : i32
}
