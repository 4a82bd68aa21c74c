// The JIT's whole pipeline on a described group (grb_compiler_compile_group): import, fold, fuse,
// lower, emit both copies of the kernels, and the entry whose typed descriptor the library binds.

// A select -> apply chain with a matrix result: operands, thunk, then the result, in that order.
// RUN: grb-import-cases --kernel chain-matrix | FileCheck %s --check-prefix=MATRIX
// MATRIX: descriptor: abi 4, 3 parameters
// MATRIX-NEXT: param 0: role 0, value 0, type 11/8
// MATRIX-NEXT: param 1: role 4, value 1, type 8/8
// MATRIX-NEXT: param 2: role 17, value 3, type 11/8
// MATRIX: #ifdef __FAST_MATH__
// MATRIX-NEXT: #error "GraphBLAS kernels must not be built with -ffast-math
// MATRIX: namespace grb_kernels {
// MATRIX: grb_kokkos::CsrMatrix<double> grb_fused(const grb_kokkos::CsrMatrix<double>& [[A:.*]], int64_t [[S:.*]], grb_kokkos::ResultAllocator* result_alloc = nullptr)
// MATRIX: namespace grb_kernels_serial {
// MATRIX-NEXT: using ExecSpace = Kokkos::Serial;
// MATRIX: static_assert(sizeof(grb_kernel_binding) ==
// MATRIX: const grb_kernel_descriptor* grb_kernel_describe()
// MATRIX-NEXT: static const grb_kernel_descriptor d = {4, 3, {{[{][{]}}0, 0, 11, 8, -1}, {4, 1, 8, 8, -1}, {17, 3, 11, 8, -1{{[}][}]}}};
// MATRIX: const char* grb_kernel_group_text()
// MATRIX-NEXT: return R"grb_group(module {
// MATRIX: graphblas.select
// MATRIX: graphblas.apply
// MATRIX: )grb_group";
// MATRIX: int grb_kernel_run(grb_kernel_binding* b, int serial)
// MATRIX: ra.alloc = b[2].alloc;
// MATRIX: grb_kokkos::CsrMatrix<double> a0{b[0].nrows, b[0].ncols,
// MATRIX: std::memcpy(&a1, b[1].x, sizeof a1);
// MATRIX: r = (serial ? grb_kernels_serial::grb_fused(a0, a1, &ra) : grb_kernels::grb_fused(a0, a1, &ra));
// MATRIX: return 3;
// MATRIX: catch (const std::bad_alloc&)

// A chain reduced to a scalar: the result is one value written at out_x.
// RUN: grb-import-cases --kernel chain-scalar | FileCheck %s --check-prefix=SCALAR
// SCALAR: descriptor: abi 4, 3 parameters
// SCALAR: param 2: role 16, value 3, type 8/8
// SCALAR: const int64_t r = (serial ? grb_kernels_serial::grb_fused(a0, a1) : grb_kernels::grb_fused(a0, a1));
// SCALAR-NEXT: std::memcpy(b[2].out_x, &r, sizeof r);

// sum(C<L,struct> = L * U') over PLUS_PAIR: the mask and A are one operand.
// RUN: grb-import-cases --kernel masked-dot | FileCheck %s --check-prefix=DOT
// DOT: descriptor: abi 4, 3 parameters
// DOT-NEXT: param 0: role 0, value 0
// DOT-NEXT: param 1: role 0, value 1
// DOT-NEXT: param 2: role 16, value 3
// DOT: graphblas.mxm

// A group no lowering takes is refused with the reason, which the library logs.
// RUN: not grb-import-cases --kernel unfusable 2>&1 | FileCheck %s --check-prefix=REFUSED
// REFUSED: refused (3): C++ emission failed: {{.*}}'graphblas.transpose' op cannot be printed as Kokkos C++

// A masked product whose result masks a scalar assign into the product's mask vector (recorded as
// GrB_mxv: folded into the equivalent vxm, grouped, lowered to the pull): A, q and the level are
// inputs, v (value 2) is updated in place into v1 (value 5, its count grown by q1's), and q1
// (value 4) comes back as the caller's bitmap with its count.
// RUN: grb-import-cases --kernel mxv-assign | FileCheck %s --check-prefix=PULL
// PULL: descriptor: abi 4, 5 parameters
// PULL-NEXT: param 0: role 0, value 0, type 1/1
// PULL-NEXT: param 1: role 3, value 1, type 1/1
// PULL-NEXT: param 2: role 6, value 2, type 8/8, result 5
// PULL-NEXT: param 3: role 4, value 3, type 8/8
// PULL-NEXT: param 4: role 19, value 4, type 1/1
// PULL: graphblas.mxv
// PULL: grb_kokkos::BitmapVector<int64_t> a2{b[2].nrows,
// PULL: Kokkos::View<int8_t*> a4(b[4].out_b, b[4].nrows);
// PULL-NEXT: Kokkos::View<bool*> a5(static_cast<bool*>(b[4].out_x), b[4].nrows);
// PULL-NEXT: const int64_t count = (serial ? grb_kernels_serial::grb_fused(a0, a1, a2, a3, a4, a5) : grb_kernels::grb_fused(a0, a1, a2, a3, a4, a5));
// PULL-NEXT: b[4].nvals = count;
// PULL-NEXT: b[2].nvals += count;

// The same recorded as GrB_vxm over A's rows: the push.
// RUN: grb-import-cases --kernel vxm-assign | FileCheck %s --check-prefix=PUSH
// PUSH: descriptor: abi 4, 5 parameters
// PUSH: param 2: role 6, value 2, type 8/8, result 5
// PUSH: param 4: role 19, value 4
// PUSH: push_step

// |A| + B where B has A's pattern (grb_group_value.pattern_of): the result keeps that pattern, so
// the kernel writes its values alone, one per entry, into the caller's array (role 20, its
// result naming the operand whose row pointers and column indices the caller shares).
// RUN: grb-import-cases --kernel same-pattern | FileCheck %s --check-prefix=VALUES
// VALUES: descriptor: abi 4, 3 parameters
// VALUES-NEXT: param 0: role 0, value 0, type 11/8
// VALUES-NEXT: param 1: role 0, value 1, type 11/8
// VALUES-NEXT: param 2: role 20, value 3, type 11/8, result 0
// VALUES: void grb_fused(const grb_kokkos::CsrMatrix<double>& [[A:.*]], const grb_kokkos::CsrMatrix<double>& [[B:.*]], Kokkos::View<double*> [[OUT:.*]]) {
// VALUES: const int64_t nvals = S_rowptr(S_nrows);
// VALUES: Kokkos::parallel_for("grb_fused_values", Kokkos::RangePolicy<ExecSpace>(0, nvals),
// VALUES: [[OUT]](p) = std::fabs(v_0) + v_1;
// VALUES: static const grb_kernel_descriptor d = {4, 3, {{[{][{]}}0, 0, 11, 8, -1}, {0, 1, 11, 8, -1}, {20, 3, 11, 8, 0{{[}][}]}}};
// VALUES: Kokkos::View<double*> a2(static_cast<double*>(b[2].out_x), b[2].nvals);
// VALUES-NEXT: (serial ? grb_kernels_serial::grb_fused(a0, a1, a2) : grb_kernels::grb_fused(a0, a1, a2));
// VALUES-NEXT: return 0;
