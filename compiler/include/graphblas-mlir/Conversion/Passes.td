//===- Passes.td - conversion passes -------------------------------------*- tablegen -*-===//
#ifndef GRAPHBLAS_CONVERSION_PASSES_TD
#define GRAPHBLAS_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertGraphBLASToKokkos : Pass<"convert-graphblas-to-kokkos", "::mlir::func::FuncOp"> {
  let summary = "Lower graphblas fusion groups to kokkos parallel loops over CSR arrays";
  let description = [{
    Each graphblas.fused group becomes Kokkos parallel constructs over the CSR arrays of its
    inputs (graphblas.pointers / indices / values):
    - `mxm_reduce` (C<M> = A*B' then reduce): one parallel_reduce over rows; per mask entry a
      sorted-merge dot product; C is never formed.
    - `ewise_chain` over one source matrix: per entry, apply / select / ewise ops in registers;
      a scalar root is one parallel_reduce; a matrix root is the three-phase sparse output:
      symbolic count (parallel_for), prefix sum (parallel_scan) into the row pointers, numeric
      fill (parallel_for), then graphblas.assemble_csr.
    Operations outside groups are left alone (they run on the kernel library node by node).
  }];
  let dependentDialects = ["::mlir::kokkos::KokkosDialect", "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
                           "::mlir::math::MathDialect"];
}

#endif
