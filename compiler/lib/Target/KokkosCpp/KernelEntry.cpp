//===- KernelEntry.cpp - the extern "C" entry of a JIT kernel, and its typed descriptor -------===//
//
// A JIT kernel is bound by the library through data, not through text: the entry takes one
// grb_kernel_binding per parameter, in the order of the descriptor it also exports. The order
// and roles come from `@grb_fused`'s signature after lowering; the group value each parameter
// carries comes from the importer's `graphblas.group_value` attributes. The binding structs are
// re-declared in the emitted source (it compiles without this project's headers) and pinned to
// the compiler's own layout of GroupAbi.h with static_asserts.
//
//===----------------------------------------------------------------------------------------===//
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"
#include "graphblas-mlir/Dialect/Kokkos/Kokkos.h"
#include "graphblas-mlir/Import/DagImporter.h"
#include "graphblas-mlir/Target/KokkosCpp/KokkosCppEmitter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include <cstddef>
#include <string>

using namespace mlir;
using namespace mlir::graphblas;

namespace {

std::string cppScalar(Type t) {
  if (auto it = llvm::dyn_cast<IntegerType>(t)) {
    switch (it.getWidth()) {
    case 1: return "bool";
    case 8: return "int8_t";
    case 16: return "int16_t";
    case 32: return "int32_t";
    case 64: return "int64_t";
    default: return "";
    }
  }
  if (t.isF32())
    return "float";
  if (t.isF64())
    return "double";
  return "";
}

/// One parameter of the entry: its role, the group value and the C++ that binds it.
struct Param {
  grb_kernel_param desc{};
  std::string decl; // declares the argument the kernel function takes (empty for results)
  std::string name;
};

std::string view(const std::string &t, const std::string &ptr, const std::string &n) {
  return "Kokkos::View<" + t + "*>(" + ptr + ", " + n + ")";
}

/// The input parameter k of type `t`; fails on what the entry cannot bind.
LogicalResult bindInput(func::FuncOp f, unsigned k, Type t, Param &p) {
  const std::string b = "b[" + std::to_string(k) + "]";
  p.name = "a" + std::to_string(k);
  Type elem = getElementType(t);
  std::string e = elem ? cppScalar(elem) : cppScalar(t);
  if (e.empty() && !llvm::isa<MemRefType>(t))
    return f.emitError("the kernel entry cannot bind parameter ") << k << " of type " << t;
  const std::string x = "static_cast<" + e + "*>(const_cast<void*>(" + b + ".x))";
  if (auto m = llvm::dyn_cast<MatrixType>(t)) {
    if (m.getFormat() != Format::csr)
      return f.emitError("the kernel entry binds csr matrices only, not ") << t;
    p.desc.role = GRB_PARAM_MATRIX;
    p.decl = "grb_kokkos::CsrMatrix<" + e + "> " + p.name + "{" + b + ".nrows, " + b + ".ncols, " +
             view("int64_t", "const_cast<int64_t*>(" + b + ".p)", b + ".nrows + 1") + ", " +
             view("int64_t", "const_cast<int64_t*>(" + b + ".i)", b + ".nvals") + ", " + view(e, x, b + ".xn") + ", " +
             view("int32_t", "const_cast<int32_t*>(" + b + ".i32)", b + ".i32 ? " + b + ".nvals : 0") + "};";
  } else if (auto v = llvm::dyn_cast<GrbVectorType>(t)) {
    const std::string cls = "grb_kokkos::" + std::string(v.getFormat() == Format::full     ? "FullVector"
                                                         : v.getFormat() == Format::bitmap ? "BitmapVector"
                                                                                           : "SparseVector");
    p.desc.role = v.getFormat() == Format::full     ? GRB_PARAM_VECTOR_FULL
                  : v.getFormat() == Format::bitmap ? GRB_PARAM_VECTOR_BITMAP
                                                    : GRB_PARAM_VECTOR_SPARSE;
    std::string arrays = v.getFormat() == Format::full ? view(e, x, b + ".nrows")
                         : v.getFormat() == Format::bitmap
                             ? view("int8_t", "const_cast<int8_t*>(" + b + ".b)", b + ".nrows") + ", " + view(e, x, b + ".nrows")
                             : view("int64_t", "const_cast<int64_t*>(" + b + ".i)", b + ".nvals") + ", " +
                                   view(e, x, b + ".nvals");
    p.decl = cls + "<" + e + "> " + p.name + "{" + b + ".nrows, " + arrays + "};";
  } else if (auto m = llvm::dyn_cast<MemRefType>(t); m && f.getArgAttr(k, kDestinationAttrName)) {
    e = cppScalar(m.getElementType());
    if (e.empty())
      return f.emitError("the kernel entry cannot bind a destination of ") << t;
    p.desc.role = GRB_RESULT_VECTOR_FULL;
    p.decl = "Kokkos::View<" + e + "*> " + p.name + "(static_cast<" + e + "*>(" + b + ".out_x), " + b + ".nrows);";
  } else if (llvm::isa<MemRefType>(t)) {
    p.desc.role = GRB_PARAM_INDEX_LIST;
    p.decl = "Kokkos::View<int64_t*> " + p.name + " = " + view("int64_t", "const_cast<int64_t*>(" + b + ".i)", b + ".nvals") + ";";
  } else {
    p.desc.role = GRB_PARAM_SCALAR;
    p.decl = e + " " + p.name + ";\n    std::memcpy(&" + p.name + ", " + b + ".x, sizeof " + p.name + ");";
  }
  return success();
}

/// The group value and type a parameter or result carries (the importer's attributes).
void describeValue(DictionaryAttr attrs, Param &p) {
  p.desc.value = -1;
  if (!attrs)
    return;
  if (auto v = attrs.getAs<IntegerAttr>(kGroupValueAttrName))
    p.desc.value = int32_t(v.getInt());
  if (auto info = attrs.getAs<ValueInfoAttr>("graphblas.value"))
    p.desc.type = grb_abi_type{info.getTypeCode(), info.getTypeSize()};
}

const char *const kAbiStructs = R"cpp(
// ---- the entry the library binds through the descriptor (GroupAbi.h) ----
#include <cstddef>
#include <cstring>
struct grb_kernel_binding {
  int64_t nrows, ncols, nvals, xn;
  const int64_t *p, *i;
  const int32_t* i32;
  const void* x;
  const int8_t* b;
  void* (*alloc)(size_t);
  int64_t *out_p, *out_i;
  void* out_x;
};
struct grb_kernel_param { int32_t role, value, type_code; uint32_t type_size; };
struct grb_kernel_descriptor { int32_t abi_version, nparams; grb_kernel_param params[@MAX@]; };
static_assert(sizeof(grb_kernel_binding) == @BINDING@ && offsetof(grb_kernel_binding, out_x) == @OUTX@,
              "grb_kernel_binding differs from the compiler's GroupAbi.h");
static_assert(sizeof(grb_kernel_descriptor) == @DESCRIPTOR@, "grb_kernel_descriptor differs from GroupAbi.h");
)cpp";

std::string abiStructs() {
  std::string s = kAbiStructs;
  auto put = [&](const char *key, size_t v) {
    size_t at = s.find(key);
    s.replace(at, std::strlen(key), std::to_string(v));
  };
  put("@MAX@", GRB_KERNEL_MAX_PARAMS);
  put("@BINDING@", sizeof(grb_kernel_binding));
  put("@OUTX@", offsetof(grb_kernel_binding, out_x));
  put("@DESCRIPTOR@", sizeof(grb_kernel_descriptor));
  return s;
}

} // namespace

LogicalResult mlir::graphblas::emitKernelEntry(Operation *module, StringRef groupText, raw_ostream &os,
                                              grb_kernel_descriptor *descriptor) {
  if (groupText.contains(")grb_group\""))
    return module->emitError("the group's text cannot be quoted in the kernel source");
  auto f = llvm::dyn_cast_or_null<func::FuncOp>(SymbolTable::lookupSymbolIn(module, kFusedFunctionName));
  if (!f)
    return module->emitError("no @") << kFusedFunctionName << " to make a kernel entry for";
  FunctionType ft = f.getFunctionType();
  llvm::SmallVector<Param> params;
  int destinations = 0;
  for (unsigned k = 0; k < ft.getNumInputs(); k++) {
    Param p;
    if (failed(bindInput(f, k, ft.getInput(k), p)))
      return failure();
    describeValue(f.getArgAttrDict(k), p);
    destinations += p.desc.role == GRB_RESULT_VECTOR_FULL;
    params.push_back(p);
  }
  if (ft.getNumResults() + destinations != 1)
    return f.emitError("the kernel entry binds one result, not ") << ft.getNumResults() + destinations;
  Type rt = ft.getNumResults() ? ft.getResult(0) : Type();
  const bool matrixResult = rt && llvm::isa<MatrixType>(rt);
  if (rt) {
    Param r;
    describeValue(f.getResultAttrDict(0), r);
    if (matrixResult && llvm::cast<MatrixType>(rt).getFormat() != Format::csr)
      return f.emitError("the kernel entry returns csr matrices only, not ") << rt;
    if (!matrixResult && cppScalar(rt).empty())
      return f.emitError("the kernel entry cannot return ") << rt;
    r.desc.role = matrixResult ? GRB_RESULT_MATRIX : GRB_RESULT_SCALAR;
    params.push_back(r);
  }
  if (params.size() > GRB_KERNEL_MAX_PARAMS)
    return f.emitError("a kernel of more than ") << GRB_KERNEL_MAX_PARAMS << " parameters";
  bool resultViews = false;
  f.walk([&](kokkos::ViewAllocOp a) { resultViews = resultViews || a.getOutput(); });

  descriptor->abi_version = GRB_GROUP_ABI_VERSION;
  descriptor->nparams = int32_t(params.size());
  os << abiStructs();
  os << "extern \"C\" __attribute__((visibility(\"default\"))) const grb_kernel_descriptor* grb_kernel_describe() {\n"
     << "  static const grb_kernel_descriptor d = {" << GRB_GROUP_ABI_VERSION << ", " << params.size() << ", {";
  for (size_t k = 0; k < params.size(); k++) {
    descriptor->params[k] = params[k].desc;
    const grb_kernel_param &d = params[k].desc;
    os << (k ? ", " : "") << "{" << d.role << ", " << d.value << ", " << d.type.code << ", " << d.type.size << "}";
  }
  os << "}};\n  return &d;\n}\n\n";
  // the group as imported, for people and for the ahead-of-time export's table
  os << "extern \"C\" __attribute__((visibility(\"default\"))) const char* grb_kernel_group_text() {\n"
     << "  return R\"grb_group(" << groupText << ")grb_group\";\n}\n\n";
  size_t resultIndex = params.size() - 1;
  for (size_t k = 0; k < params.size(); k++)
    if (params[k].desc.role == GRB_RESULT_VECTOR_FULL)
      resultIndex = k;
  const std::string R = "b[" + std::to_string(resultIndex) + "]";
  os << "extern \"C\" __attribute__((visibility(\"default\"))) int grb_kernel_run(grb_kernel_binding* b, int serial) {\n"
     << "  grb_kokkos::ResultAllocator ra;\n  ra.alloc = " << R << ".alloc;\n"
     << "  // the blocks made so far go back to the caller, who owns them from then on, on failure too\n"
     << "  auto hand_back = [&]() {\n    " << R << ".out_p = static_cast<int64_t*>(ra.blocks[0]);\n    " << R
     << ".out_i = static_cast<int64_t*>(ra.blocks[1]);\n    " << R << ".out_x = ra.blocks[2];\n  };\n  try {\n";
  std::string args;
  for (size_t k = 0; k < params.size(); k++) {
    if (params[k].decl.empty())
      continue; // the returned result
    os << "    " << params[k].decl << "\n";
    args += (args.empty() ? "" : ", ") + params[k].name;
  }
  if (resultViews)
    args += std::string(args.empty() ? "" : ", ") + "&ra";
  const std::string call = "(serial ? grb_kernels_serial::" + std::string(kFusedFunctionName) + "(" + args +
                           ") : grb_kernels::" + kFusedFunctionName + "(" + args + "))";
  if (!rt) {
    os << "    " << call << ";\n";
  } else {
    const std::string rtype =
        matrixResult ? "grb_kokkos::CsrMatrix<" + cppScalar(getElementType(rt)) + ">" : cppScalar(rt);
    os << "    const " << rtype << " r = " << call << ";\n";
  }
  if (!rt) {
    // the destination was written in place
  } else if (matrixResult) {
    os << "    hand_back();\n    " << R << ".nrows = r.nrows;\n    " << R << ".ncols = r.ncols;\n    " << R
       << ".nvals = (int64_t)r.colidx.extent(0);\n"
       << "    if ((void*)r.rowptr.data() != ra.blocks[0] || (void*)r.colidx.data() != ra.blocks[1] ||\n"
       << "        (void*)r.values.data() != ra.blocks[2]) return 3;\n";
  } else {
    os << "    std::memcpy(" << R << ".out_x, &r, sizeof r);\n";
  }
  os << "    return 0;\n  } catch (const std::bad_alloc&) {\n    hand_back();\n    return 2;\n"
     << "  } catch (...) {\n    hand_back();\n    return 1;\n  }\n}\n";
  return success();
}
