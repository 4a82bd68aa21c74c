//===- Importer.h - the DAG importer's builder state, shared by its translation units ---------===//
#ifndef GRAPHBLAS_MLIR_LIB_IMPORT_IMPORTER_H
#define GRAPHBLAS_MLIR_LIB_IMPORT_IMPORTER_H

#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"
#include "graphblas-mlir/Import/DagImporter.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::graphblas::import_detail {

/// The builder state of one import: values made so far, and where errors go.
class Importer {
public:
  Importer(MLIRContext *ctx, const grb_group &g) : ctx(ctx), g(g), b(ctx), loc(UnknownLoc::get(ctx)) {}
  OwningOpRef<ModuleOp> run();

private:
  MLIRContext *ctx;
  const grb_group &g;
  OpBuilder b;
  Location loc;
  llvm::SmallVector<Value> values; // by value index; null until defined

  InFlightDiagnostic error() { return emitError(loc); }
  FailureOr<Type> elementType(const grb_abi_type &t);
  FailureOr<Type> valueType(const grb_group_value &v);
  ValueInfoAttr valueInfo(const grb_group_value &v);
  FailureOr<Value> operand(const grb_group_node &n, int32_t index, const char *role, bool optional);
  LogicalResult importNode(const grb_group_node &n, int32_t nodeIndex);
  FailureOr<Operation *> build(const grb_group_node &n, Type result);
  FailureOr<Operation *> buildProduct(const grb_group_node &n, Type result);
  FailureOr<Operation *> buildElementWise(const grb_group_node &n, Type result);
  FailureOr<Operation *> buildApplySelect(const grb_group_node &n, Type result);
  FailureOr<Operation *> buildReduceTranspose(const grb_group_node &n, Type result);
  FailureOr<Operation *> buildExtractAssign(const grb_group_node &n, Type result);
  FailureOr<MonoidKind> monoid(const grb_group_node &n);
  FailureOr<BinaryOpKind> binary(const grb_abi_op &op, const char *role);
  FailureOr<UnaryOpKind> unary(const grb_abi_op &op);
  FailureOr<IndexUnaryOpKind> indexUnary(const grb_abi_op &op);
  LogicalResult setMaskAccum(Operation *op, const grb_group_node &n, bool withMask);
  FailureOr<Operation *> finish(Operation *op, const grb_group_node &n, bool withMask);
  llvm::SmallVector<NamedAttribute> tranAttrs(const grb_group_node &n);
};

} // namespace mlir::graphblas::import_detail

#endif
