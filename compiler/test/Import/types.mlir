// The importer: what the types say (element type, format) and what #graphblas.value adds
// (signedness through the type code, iso, index width, dimensions up to 2^60).

// RUN: grb-import-cases types | FileCheck %s
// CHECK: func.func @grb_fused(%[[H:[^:]*]]: !graphblas.matrix<i32, hypercsc> {graphblas.group_value = 0 : i32, graphblas.value = #graphblas.value<typeCode = 7, typeSize = 4, iso = true, indexBits = 64, nrows = 1152921504606846976, ncols = 1152921504606846976>}
// CHECK-SAME: %[[BM:[^:]*]]: !graphblas.matrix<i32, bitmap> {graphblas.group_value = 1 : i32, graphblas.value = #graphblas.value<typeCode = 7, typeSize = 4, iso = false, indexBits = 32
// CHECK-SAME: !graphblas.matrix<complex<f64>, csr>
// CHECK-SAME: !graphblas.matrix<!graphblas.udt<24>, csr> {{{.*}}typeCode = 14, typeSize = 24
// CHECK: %[[F:.*]] = graphblas.ewise_mult %[[H]], %[[BM]] {{.*}} : !graphblas.matrix<i32, hypercsc>, !graphblas.matrix<i32, bitmap> -> !graphblas.matrix<i32, full>
// CHECK: graphblas.transpose %[[F]] {{.*}} : !graphblas.matrix<i32, full> -> !graphblas.matrix<i32, hypercsr>
// CHECK: graphblas.transpose {{.*}} : !graphblas.matrix<complex<f64>, csr> -> !graphblas.matrix<complex<f64>, csr>
// CHECK: graphblas.transpose {{.*}} : !graphblas.matrix<!graphblas.udt<24>, csr> -> !graphblas.matrix<!graphblas.udt<24>, csr>
