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
#include "llvm/ADT/DenseMap.h"

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
  grb_kernel_param desc{0, -1, {0, 0}, -1};
  std::string decl; // declares the argument the kernel function takes (empty for results)
  std::string name;
  int binding = -1; // the binding it reads (its own index unless it is a bitmap result's view)
  int32_t pattern = -1; // a matrix's values: the operand whose pattern it has (desc.result)
};

std::string view(const std::string &t, const std::string &ptr, const std::string &n) {
  return "Kokkos::View<" + t + "*>(" + ptr + ", " + n + ")";
}

/// The input parameter k of type `t`, read from binding `binding`; fails on what the entry cannot
/// bind.
LogicalResult bindInput(func::FuncOp f, unsigned k, Type t, int binding, Param &p) {
  const std::string b = "b[" + std::to_string(binding) + "]";
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
    if (auto into = f.getArgAttrOfType<IntegerAttr>(k, kUpdatedIntoAttrName)) {
      if (v.getFormat() != Format::bitmap)
        return f.emitError("the kernel entry updates bitmap vectors in place only, not ") << t;
      p.desc.role = GRB_PARAM_VECTOR_BITMAP_INOUT;
      p.desc.result = int32_t(into.getInt());
    }
  } else if (auto m = llvm::dyn_cast<MemRefType>(t);
             m && (f.getArgAttr(k, kResultPresenceAttrName) || f.getArgAttr(k, kResultValuesAttrName))) {
    // one of a bitmap result's two views; emitKernelEntry merges the pair into one parameter
    const bool presence = bool(f.getArgAttr(k, kResultPresenceAttrName));
    e = cppScalar(m.getElementType());
    if (e.empty())
      return f.emitError("the kernel entry cannot bind a result view of ") << t;
    p.desc.role = GRB_RESULT_VECTOR_BITMAP;
    p.decl = "Kokkos::View<" + e + "*> " + p.name + "(" +
             (presence ? b + ".out_b" : "static_cast<" + e + "*>(" + b + ".out_x)") + ", " + b + ".nrows);";
  } else if (auto m = llvm::dyn_cast<MemRefType>(t); m && f.getArgAttr(k, kDestinationAttrName)) {
    e = cppScalar(m.getElementType());
    if (e.empty())
      return f.emitError("the kernel entry cannot bind a destination of ") << t;
    // a full vector's nrows values, or a matrix's values over an operand's pattern (nvals)
    const auto pattern = f.getArgAttrOfType<IntegerAttr>(k, kValuesOfPatternAttrName);
    p.desc.role = pattern ? GRB_RESULT_MATRIX_VALUES : GRB_RESULT_VECTOR_FULL;
    p.decl = "Kokkos::View<" + e + "*> " + p.name + "(static_cast<" + e + "*>(" + b + ".out_x), " + b +
             (pattern ? ".nvals);" : ".nrows);");
    p.pattern = pattern ? int32_t(pattern.getInt()) : -1;
  } else if (llvm::isa<MemRefType>(t)) {
    p.desc.role = f.getArgAttr(k, kWorkSplitAttrName) ? GRB_PARAM_WORK_SPLIT : GRB_PARAM_INDEX_LIST;
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
  for (const char *view : {kResultPresenceAttrName, kResultValuesAttrName})
    if (auto v = attrs.getAs<IntegerAttr>(view))
      p.desc.value = int32_t(v.getInt());
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
  int8_t* out_b;
};
struct grb_kernel_param { int32_t role, value, type_code; uint32_t type_size; int32_t result; };
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

/// After the call: the bitmap result's count, and the counts of the vectors updated in place,
/// which the lowering says grow by that count (graphblas.grows_by_count).
LogicalResult emitCountUpdates(func::FuncOp f, llvm::ArrayRef<Param> params, int resultBinding, raw_ostream &os) {
  os << "    b[" << resultBinding << "].nvals = count;\n";
  for (auto [k, p] : llvm::enumerate(params)) {
    if (p.desc.role != GRB_PARAM_VECTOR_BITMAP_INOUT)
      continue;
    if (!f.getArgAttr(unsigned(k), kGrowsByCountAttrName))
      return f.emitError("the kernel entry cannot tell the count of argument ") << k << ", updated in place";
    os << "    b[" << p.binding << "].nvals += count;\n";
  }
  return success();
}

/// The entry's parameters: one per function argument, except that a bitmap result's two views
/// share one (its binding); then the returned result, if any. `counts`: the function's results
/// that count a bitmap result's entries, as (result number, parameter).
LogicalResult collectParams(func::FuncOp f, llvm::SmallVectorImpl<Param> &params,
                            llvm::SmallVectorImpl<std::pair<unsigned, int>> &counts, int &outputs) {
  FunctionType ft = f.getFunctionType();
  outputs = 0;
  int next = 0;
  llvm::SmallDenseMap<int64_t, int> bitmapResults; // a bitmap result's group value -> its binding
  for (unsigned k = 0; k < ft.getNumInputs(); k++) {
    // the two views of one bitmap result share a binding
    auto view = f.getArgAttrOfType<IntegerAttr>(k, kResultPresenceAttrName);
    if (!view)
      view = f.getArgAttrOfType<IntegerAttr>(k, kResultValuesAttrName);
    int binding = next;
    bool shared = false;
    if (view) {
      auto [it, fresh] = bitmapResults.try_emplace(view.getInt(), next);
      binding = it->second;
      shared = !fresh;
    }
    Param p;
    if (failed(bindInput(f, k, ft.getInput(k), binding, p)))
      return failure();
    describeValue(f.getArgAttrDict(k), p);
    if (p.desc.role == GRB_RESULT_MATRIX_VALUES)
      p.desc.result = p.pattern;
    p.binding = binding;
    if (!shared)
      next++;
    const int32_t role = p.desc.role;
    outputs += !shared && (role == GRB_RESULT_VECTOR_FULL || role == GRB_PARAM_VECTOR_BITMAP_INOUT ||
                           role == GRB_RESULT_VECTOR_BITMAP || role == GRB_RESULT_MATRIX_VALUES);
    params.push_back(p);
  }
  for (unsigned r = 0; r < ft.getNumResults(); r++) {
    auto count = f.getResultAttrOfType<IntegerAttr>(r, kResultCountAttrName);
    if (!count)
      continue;
    auto owner = llvm::find_if(params, [&](const Param &p) {
      return p.desc.role == GRB_RESULT_VECTOR_BITMAP && p.desc.value == int32_t(count.getInt());
    });
    if (owner == params.end() || !ft.getResult(r).isInteger(64))
      return f.emitError("result ") << r << " counts the entries of no bitmap result of the function";
    counts.push_back({r, owner->binding});
  }
  const unsigned returned = ft.getNumResults() - unsigned(counts.size());
  if (ft.getNumResults() > 1 || returned + outputs == 0)
    return f.emitError("the kernel entry binds results written in place and at most one returned value, not ")
           << ft.getNumResults() << " returned and " << outputs << " written";
  if (returned) {
    Type rt = ft.getResult(0);
    Param r;
    describeValue(f.getResultAttrDict(0), r);
    const bool matrixResult = llvm::isa<MatrixType>(rt);
    if (matrixResult && llvm::cast<MatrixType>(rt).getFormat() != Format::csr)
      return f.emitError("the kernel entry returns csr matrices only, not ") << rt;
    if (!matrixResult && cppScalar(rt).empty())
      return f.emitError("the kernel entry cannot return ") << rt;
    r.desc.role = matrixResult ? GRB_RESULT_MATRIX : GRB_RESULT_SCALAR;
    r.binding = next;
    params.push_back(r);
  }
  return success();
}

} // namespace

LogicalResult mlir::graphblas::emitKernelEntry(Operation *module, StringRef groupText, raw_ostream &os,
                                              grb_kernel_descriptor *descriptor) {
  if (groupText.contains(")grb_group\""))
    return module->emitError("the group's text cannot be quoted in the kernel source");
  auto f = llvm::dyn_cast_or_null<func::FuncOp>(SymbolTable::lookupSymbolIn(module, kFusedFunctionName));
  if (!f)
    return module->emitError("no @") << kFusedFunctionName << " to make a kernel entry for";
  llvm::SmallVector<Param> params;
  llvm::SmallVector<std::pair<unsigned, int>> counts;
  int outputs = 0;
  if (failed(collectParams(f, params, counts, outputs)))
    return failure();
  // the descriptor: one entry per binding (the first parameter of each)
  llvm::SmallVector<const Param *> bound;
  for (const Param &p : params)
    if (p.binding == int(bound.size()))
      bound.push_back(&p);
  if (bound.size() > GRB_KERNEL_MAX_PARAMS)
    return f.emitError("a kernel of more than ") << GRB_KERNEL_MAX_PARAMS << " parameters";
  FunctionType ft = f.getFunctionType();
  Type rt = ft.getNumResults() && counts.empty() ? ft.getResult(0) : Type();
  const bool matrixResult = rt && llvm::isa<MatrixType>(rt);
  bool resultViews = false;
  f.walk([&](kokkos::ViewAllocOp a) { resultViews = resultViews || a.getOutput(); });

  descriptor->abi_version = GRB_GROUP_ABI_VERSION;
  descriptor->nparams = int32_t(bound.size());
  os << abiStructs();
  os << "extern \"C\" __attribute__((visibility(\"default\"))) const grb_kernel_descriptor* grb_kernel_describe() {\n"
     << "  static const grb_kernel_descriptor d = {" << GRB_GROUP_ABI_VERSION << ", " << bound.size() << ", {";
  for (size_t k = 0; k < bound.size(); k++) {
    descriptor->params[k] = bound[k]->desc;
    const grb_kernel_param &d = bound[k]->desc;
    os << (k ? ", " : "") << "{" << d.role << ", " << d.value << ", " << d.type.code << ", " << d.type.size << ", "
       << d.result << "}";
  }
  os << "}};\n  return &d;\n}\n\n";
  // the group as imported, for people and for the ahead-of-time export's table
  os << "extern \"C\" __attribute__((visibility(\"default\"))) const char* grb_kernel_group_text() {\n"
     << "  return R\"grb_group(" << groupText << ")grb_group\";\n}\n\n";
  size_t resultIndex = bound.size() - 1;
  for (size_t k = 0; k < bound.size(); k++)
    if (bound[k]->desc.role == GRB_RESULT_VECTOR_FULL || bound[k]->desc.role == GRB_RESULT_MATRIX_VALUES)
      resultIndex = k;
  const std::string R = "b[" + std::to_string(resultIndex) + "]";
  os << "extern \"C\" __attribute__((visibility(\"default\"))) int grb_kernel_run(grb_kernel_binding* b, int serial) {\n"
     << "  grb_kokkos::ResultAllocator ra;\n  ra.alloc = " << R << ".alloc;\n"
     << "  // the blocks made so far go back to the caller, who owns them from then on, on failure too\n"
     << "  auto hand_back = [&]() {\n    " << R << ".out_p = static_cast<int64_t*>(ra.blocks[0]);\n    " << R
     << ".out_i = static_cast<int64_t*>(ra.blocks[1]);\n    " << R << ".out_x = ra.blocks[2];\n  };\n  try {\n";
  std::string args;
  for (const Param &p : params) {
    if (p.decl.empty())
      continue; // the returned result
    os << "    " << p.decl << "\n";
    args += (args.empty() ? "" : ", ") + p.name;
  }
  if (resultViews)
    args += std::string(args.empty() ? "" : ", ") + "&ra";
  const std::string call = "(serial ? grb_kernels_serial::" + std::string(kFusedFunctionName) + "(" + args +
                           ") : grb_kernels::" + kFusedFunctionName + "(" + args + "))";
  if (!counts.empty()) {
    os << "    const int64_t count = " << call << ";\n";
    if (failed(emitCountUpdates(f, params, counts.front().second, os)))
      return failure();
  } else if (!rt) {
    os << "    " << call << ";\n"; // the destination was written in place
  } else if (matrixResult) {
    os << "    const grb_kokkos::CsrMatrix<" << cppScalar(getElementType(rt)) << "> r = " << call << ";\n";
    os << "    hand_back();\n    " << R << ".nrows = r.nrows;\n    " << R << ".ncols = r.ncols;\n    " << R
       << ".nvals = (int64_t)r.colidx.extent(0);\n"
       << "    if ((void*)r.rowptr.data() != ra.blocks[0] || (void*)r.colidx.data() != ra.blocks[1] ||\n"
       << "        (void*)r.values.data() != ra.blocks[2]) return 3;\n";
  } else {
    os << "    const " << cppScalar(rt) << " r = " << call << ";\n";
    os << "    std::memcpy(" << R << ".out_x, &r, sizeof r);\n";
  }
  os << "    return 0;\n  } catch (const std::bad_alloc&) {\n    hand_back();\n    return 2;\n"
     << "  } catch (...) {\n    hand_back();\n    return 1;\n  }\n}\n";
  return success();
}
