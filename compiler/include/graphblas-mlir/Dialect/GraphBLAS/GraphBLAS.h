//===- GraphBLAS.h - the graphblas dialect --------------------------------------------------===//
#ifndef GRAPHBLAS_MLIR_DIALECT_GRAPHBLAS_GRAPHBLAS_H
#define GRAPHBLAS_MLIR_DIALECT_GRAPHBLAS_GRAPHBLAS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASOpsDialect.h.inc"
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASOpsTypes.h.inc"

#define GET_OP_CLASSES
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASOps.h.inc"

namespace mlir::graphblas {
/// The function-argument attribute of a view the lowering appended to receive a result the
/// function no longer returns (destination passing); the argument keeps that result's other
/// attributes.
inline constexpr const char *kDestinationAttrName = "graphblas.destination";
/// A bitmap result passed the same way, as two appended views: its presence bytes and its values
/// (both attributes hold the group value of the result, -1 when the function has none), and the
/// function result that counts its entries.
inline constexpr const char *kResultPresenceAttrName = "graphblas.result_presence";
inline constexpr const char *kResultValuesAttrName = "graphblas.result_values";
inline constexpr const char *kResultCountAttrName = "graphblas.result_count";
/// An argument whose arrays the kernel updates in place: they become the group value named here.
inline constexpr const char *kUpdatedIntoAttrName = "graphblas.updated_into";
/// On such an argument: the update adds exactly the entries the function's count result counts
/// (so the entry derives the updated vector's count without a pass over it).
inline constexpr const char *kGrowsByCountAttrName = "graphblas.grows_by_count";
/// An i64 view argument the lowering appended for the boundaries of the output blocks the kernel
/// runs in parallel: the caller chooses them (balanced by its own estimate of the work); they
/// never change a result.
inline constexpr const char *kWorkSplitAttrName = "graphblas.work_split";
/// A matrix argument whose pattern (row pointers and column indices) is, entry for entry, that of
/// the argument holding the group value named here (the importer's grb_group_value.pattern_of).
inline constexpr const char *kPatternOfAttrName = "graphblas.pattern_of";
/// On a destination argument: the values of a matrix result whose pattern is that of the argument
/// holding the group value named here (the caller shares that argument's row pointers and column
/// indices; the view holds one value per entry of it).
inline constexpr const char *kValuesOfPatternAttrName = "graphblas.values_of_pattern";
/// Element type of a matrix or vector type (null for anything else).
Type getElementType(Type collection);
/// Whether a monoid / binary operator is defined on bool only (lor, land, lxor).
bool isLogical(MonoidKind kind);
bool isLogical(BinaryOpKind kind);
/// MIN, MAX and the order comparisons of an unsigned integer type (umin, umax, ult, ...).
bool isUnsignedInteger(MonoidKind kind);
bool isUnsignedInteger(BinaryOpKind kind);
} // namespace mlir::graphblas

#endif
