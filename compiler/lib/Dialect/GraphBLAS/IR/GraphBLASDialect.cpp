//===- GraphBLASDialect.cpp - graphblas dialect, types, attributes, enums -------------------===//
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::graphblas;

#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASOpsDialect.cpp.inc"
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASOpsTypes.cpp.inc"

void GraphBLASDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASOps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASOpsTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASAttrs.cpp.inc"
      >();
}

static LogicalResult verifyElementType(function_ref<InFlightDiagnostic()> emitError, Type t) {
  if (!t.isIntOrFloat() && !llvm::isa<ComplexType, UserType>(t))
    return emitError() << "element type must be an integer, floating-point, complex or user-defined type, got " << t;
  return success();
}

LogicalResult MatrixType::verify(function_ref<InFlightDiagnostic()> emitError, Type elementType,
                                 Format format) {
  if (failed(verifyElementType(emitError, elementType)))
    return failure();
  if (format == Format::sparse)
    return emitError() << "'sparse' is a vector format; a matrix is csr, csc, hypercsr, "
                          "hypercsc, bitmap or full";
  return success();
}

LogicalResult GrbVectorType::verify(function_ref<InFlightDiagnostic()> emitError, Type elementType,
                                 Format format) {
  if (failed(verifyElementType(emitError, elementType)))
    return failure();
  if (format != Format::sparse && format != Format::bitmap && format != Format::full)
    return emitError() << "a vector is sparse, bitmap or full, not " << stringifyFormat(format);
  return success();
}

Type mlir::graphblas::getElementType(Type t) {
  if (auto m = llvm::dyn_cast<MatrixType>(t))
    return m.getElementType();
  if (auto v = llvm::dyn_cast<GrbVectorType>(t))
    return v.getElementType();
  return {};
}

bool mlir::graphblas::isLogical(MonoidKind k) {
  return k == MonoidKind::lor || k == MonoidKind::land || k == MonoidKind::lxor;
}
bool mlir::graphblas::isLogical(BinaryOpKind k) {
  return k == BinaryOpKind::lor || k == BinaryOpKind::land || k == BinaryOpKind::lxor;
}
bool mlir::graphblas::isUnsignedInteger(MonoidKind k) { return k == MonoidKind::umin || k == MonoidKind::umax; }
bool mlir::graphblas::isUnsignedInteger(BinaryOpKind k) {
  return k == BinaryOpKind::umin || k == BinaryOpKind::umax || k == BinaryOpKind::ult || k == BinaryOpKind::ule ||
         k == BinaryOpKind::ugt || k == BinaryOpKind::uge;
}
