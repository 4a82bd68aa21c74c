// RUN: not grb-translate --graphblas-to-kokkos-cpp %s 2>&1 | FileCheck %s

// An unlowered graphblas operation cannot be printed: the translation fails with a diagnostic.
// CHECK: error: 'graphblas.mxm' op cannot be printed as Kokkos C++
func.func @unlowered(%A: !graphblas.matrix<f64, csr>) -> !graphblas.matrix<f64, csr> {
  %C = graphblas.mxm %A, %A {semiring = #graphblas.semiring<plus, times>} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return %C : !graphblas.matrix<f64, csr>
}
