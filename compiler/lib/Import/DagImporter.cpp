//===- DagImporter.cpp - a DAG group (GroupAbi.h) as a graphblas module -------------------===//
//
// One operation per recorded call, built with the generated builders of the graphblas ops. The
// importer takes the group as the library recorded it and decides nothing: fusion, folding and
// refusals belong to the passes that run after it.
//
//===----------------------------------------------------------------------------------------===//
#include "Importer.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;
using namespace mlir::graphblas;
using namespace mlir::graphblas::import_detail;

FailureOr<Type> Importer::elementType(const grb_abi_type &t) {
  switch (t.code) {
  case 1: return Type(b.getI1Type());
  case 2: case 3: return Type(b.getI8Type());
  case 4: case 5: return Type(b.getI16Type());
  case 6: case 7: return Type(b.getI32Type());
  case 8: case 9: return Type(b.getI64Type());
  case 10: return Type(b.getF32Type());
  case 11: return Type(b.getF64Type());
  case 12: return Type(ComplexType::get(b.getF32Type()));
  case 13: return Type(ComplexType::get(b.getF64Type()));
  case 14:
    if (t.size == 0)
      return error() << "a user-defined type of size 0", failure();
    return Type(UserType::get(ctx, t.size));
  default: return error() << "unknown type code " << t.code, failure();
  }
}

FailureOr<Type> Importer::valueType(const grb_group_value &v) {
  if (v.kind == GRB_VALUE_INDEX_LIST)
    return Type(MemRefType::get({ShapedType::kDynamic}, b.getI64Type()));
  FailureOr<Type> elem = elementType(v.type);
  if (failed(elem))
    return failure();
  if (v.kind == GRB_VALUE_SCALAR)
    return *elem;
  if (v.kind == GRB_VALUE_VECTOR) {
    Format f = v.storage == GRB_STORAGE_BITMAP ? Format::bitmap
               : v.storage == GRB_STORAGE_FULL ? Format::full
                                               : Format::sparse;
    return Type(GrbVectorType::get(ctx, *elem, f));
  }
  if (v.kind != GRB_VALUE_MATRIX)
    return error() << "unknown value kind " << v.kind, failure();
  Format f;
  switch (v.storage) {
  case GRB_STORAGE_SPARSE: f = v.by_row ? Format::csr : Format::csc; break;
  case GRB_STORAGE_HYPER: f = v.by_row ? Format::hypercsr : Format::hypercsc; break;
  case GRB_STORAGE_BITMAP: f = Format::bitmap; break;
  case GRB_STORAGE_FULL: f = Format::full; break;
  default: return error() << "unknown storage " << v.storage, failure();
  }
  return Type(MatrixType::get(ctx, *elem, f));
}

ValueInfoAttr Importer::valueInfo(const grb_group_value &v) {
  return ValueInfoAttr::get(ctx, v.type.code, v.type.size, v.iso != 0, v.index_bits, v.nrows, v.ncols);
}

FailureOr<Value> Importer::operand(const grb_group_node &n, int32_t index, const char *role, bool optional) {
  if (index < 0) {
    if (optional)
      return Value();
    return error() << n.origin << ": the " << role << " is missing", failure();
  }
  if (index >= g.nvalues || !values[size_t(index)])
    return error() << (n.origin ? n.origin : "a node") << ": its " << role << " (value " << index
                   << ") is not defined before it", failure();
  return values[size_t(index)];
}

OwningOpRef<ModuleOp> Importer::run() {
  if (g.abi_version != GRB_GROUP_ABI_VERSION)
    return error() << "group ABI version " << g.abi_version << ", expected " << GRB_GROUP_ABI_VERSION, nullptr;
  if (g.nvalues < 0 || g.nnodes < 1 || g.nresults < 1 || !g.values || !g.nodes || !g.results)
    return error() << "an empty or malformed group", nullptr;
  values.assign(size_t(g.nvalues), Value());
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module->getBody());
  // the operands: every value no node of the group produces, in value order
  llvm::SmallVector<Type> argTypes;
  llvm::SmallVector<int32_t> argValues;
  for (int32_t k = 0; k < g.nvalues; k++) {
    if (g.values[k].producer >= 0)
      continue;
    FailureOr<Type> t = valueType(g.values[k]);
    if (failed(t))
      return nullptr;
    argTypes.push_back(*t);
    argValues.push_back(k);
  }
  llvm::SmallVector<Type> resultTypes;
  for (int32_t r = 0; r < g.nresults; r++) {
    const int32_t k = g.results[r];
    if (k < 0 || k >= g.nvalues)
      return error() << "result " << r << " names value " << k << ", not in the group", nullptr;
    FailureOr<Type> t = valueType(g.values[k]);
    if (failed(t))
      return nullptr;
    resultTypes.push_back(*t);
  }
  auto func = func::FuncOp::create(b, loc, kFusedFunctionName, b.getFunctionType(argTypes, resultTypes));
  Block *entry = func.addEntryBlock();
  for (size_t a = 0; a < argValues.size(); a++) {
    values[size_t(argValues[a])] = entry->getArgument(unsigned(a));
    const grb_group_value &v = g.values[argValues[a]];
    func.setArgAttr(unsigned(a), kGroupValueAttrName, b.getI32IntegerAttr(argValues[a]));
    if (v.kind != GRB_VALUE_INDEX_LIST)
      func.setArgAttr(unsigned(a), "graphblas.value", valueInfo(v));
    if (v.pattern_of < 0)
      continue;
    // the same pattern as an earlier matrix operand of the same shape (the library compared them)
    const int32_t o = v.pattern_of;
    if (o >= argValues[a] || g.values[o].producer >= 0 || g.values[o].kind != GRB_VALUE_MATRIX ||
        v.kind != GRB_VALUE_MATRIX || g.values[o].nrows != v.nrows || g.values[o].ncols != v.ncols)
      return error() << "value " << argValues[a] << " has the pattern of value " << o
                     << ", which is not an earlier matrix operand of its shape",
             nullptr;
    func.setArgAttr(unsigned(a), kPatternOfAttrName, b.getI32IntegerAttr(o));
  }
  for (int32_t r = 0; r < g.nresults; r++) {
    func.setResultAttr(unsigned(r), kGroupValueAttrName, b.getI32IntegerAttr(g.results[r]));
    func.setResultAttr(unsigned(r), "graphblas.value", valueInfo(g.values[g.results[r]]));
  }
  b.setInsertionPointToEnd(entry);
  for (int32_t k = 0; k < g.nnodes; k++)
    if (failed(importNode(g.nodes[k], k)))
      return nullptr;
  llvm::SmallVector<Value> results;
  for (int32_t r = 0; r < g.nresults; r++) {
    Value v = values[size_t(g.results[r])];
    if (!v)
      return error() << "result " << r << " (value " << g.results[r] << ") is never produced", nullptr;
    results.push_back(v);
  }
  func::ReturnOp::create(b, loc, results);
  if (failed(verify(*module)))
    return nullptr;
  return module;
}

LogicalResult Importer::importNode(const grb_group_node &n, int32_t nodeIndex) {
  if (n.result < 0 || n.result >= g.nvalues || g.values[n.result].producer != nodeIndex)
    return error() << (n.origin ? n.origin : "a node") << ": its result is not a value it produces";
  if (values[size_t(n.result)])
    return error() << (n.origin ? n.origin : "a node") << ": value " << n.result << " is produced twice";
  FailureOr<Type> result = valueType(g.values[n.result]);
  if (failed(result))
    return failure();
  FailureOr<Operation *> op = build(n, *result);
  if (failed(op))
    return failure();
  (*op)->setAttr("graphblas.value", valueInfo(g.values[n.result]));
  if (n.origin)
    (*op)->setAttr("origin", b.getStringAttr(n.origin));
  values[size_t(n.result)] = (*op)->getResult(0);
  return success();
}

FailureOr<Operation *> Importer::build(const grb_group_node &n, Type result) {
  switch (n.family) {
  case GRB_NODE_MXM: case GRB_NODE_MXV: case GRB_NODE_VXM: case GRB_NODE_KRON:
    return buildProduct(n, result);
  case GRB_NODE_EWISE_ADD: case GRB_NODE_EWISE_MULT: case GRB_NODE_EWISE_UNION:
    return buildElementWise(n, result);
  case GRB_NODE_APPLY: case GRB_NODE_APPLY_BIND1ST: case GRB_NODE_APPLY_BIND2ND:
  case GRB_NODE_APPLY_INDEX: case GRB_NODE_SELECT:
    return buildApplySelect(n, result);
  case GRB_NODE_REDUCE_TO_SCALAR: case GRB_NODE_REDUCE_TO_VECTOR: case GRB_NODE_TRANSPOSE:
    return buildReduceTranspose(n, result);
  case GRB_NODE_EXTRACT: case GRB_NODE_ASSIGN: case GRB_NODE_SUBASSIGN:
    return buildExtractAssign(n, result);
  default:
    return error() << "unknown operation family " << n.family, failure();
  }
}

OwningOpRef<ModuleOp> mlir::graphblas::importDagGroup(MLIRContext *context, const grb_group &group) {
  context->getOrLoadDialect<GraphBLASDialect>();
  context->getOrLoadDialect<func::FuncDialect>();
  return Importer(context, group).run();
}
