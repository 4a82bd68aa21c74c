//===- KokkosCppEmitter.cpp - kokkos / scf / arith / memref / graphblas storage ops -> C++ ----===//
//
// Values get names: `grb.name` / `grb.arg_names` attributes left by the lowering, else v<N>.
// Single-use pure operations are inlined into their user as expressions; constants are
// literals; each kokkos parallel op is one Kokkos construct with a KOKKOS_LAMBDA body and a
// comment naming the GraphBLAS calls it came from (its `origin`).
//
//===----------------------------------------------------------------------------------------===//
#include "graphblas-mlir/Target/KokkosCpp/KokkosCppEmitter.h"

#include "Templates.h"
#include "graphblas-mlir/Dialect/GraphBLAS/GraphBLAS.h"
#include "graphblas-mlir/Dialect/Kokkos/Kokkos.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Support/IndentedOstream.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"
#include <cctype>
#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace mlir::graphblas;

namespace {

class KokkosCppEmitter {
public:
  explicit KokkosCppEmitter(raw_ostream &out) : os(out) {}

  LogicalResult emitModule(Operation *top) {
    os << grb_templates::kPrelude;
    return emitKernels(top, grb_templates::kKernelsOpen, grb_templates::kEpilogue);
  }

  /// Every func.func of `top`, between `open` and `close` (a namespace).
  LogicalResult emitKernels(Operation *top, const char *open, const char *close) {
    os << open;
    WalkResult r = top->walk([&](func::FuncOp f) {
      if (failed(emitFunction(f)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    os << close;
    return failure(r.wasInterrupted());
  }

private:
  raw_indented_ostream os;
  llvm::DenseMap<Value, std::string> names; // variable name or inlined expression
  llvm::DenseSet<Value> inlined;            // values whose name is an expression
  llvm::DenseSet<Value> reading;            // inlined values whose expression reads memory or
                                            // divides integers (a short-circuit may guard it)
  std::string resultAlloc;                  // the ResultAllocator* parameter; empty: none
  llvm::StringMap<unsigned> used;

  //===------------------------------------------------------------------------------------===//
  // names and types
  //===------------------------------------------------------------------------------------===//

  /// Names declared inside a C++ block go out of scope with it: siblings may reuse them.
  struct Scope {
    KokkosCppEmitter &e;
    llvm::StringMap<unsigned> saved;
    explicit Scope(KokkosCppEmitter &e) : e(e), saved(e.used) {}
    ~Scope() { e.used = std::move(saved); }
  };

  std::string fresh(StringRef hint) {
    std::string base = hint.empty() ? "v" : hint.str();
    unsigned &n = used[base];
    std::string name = n == 0 ? base : base + "_" + std::to_string(n);
    ++n;
    while (used.count(name) && name != base && used[name] > 0)
      name = base + "_" + std::to_string(n++);
    if (name != base)
      used[name] = 1;
    return name;
  }

  static StringRef hintOf(Operation *op) {
    if (auto n = op->getAttrOfType<StringAttr>("grb.name"))
      return n.getValue();
    return "";
  }

  static StringRef argHint(Operation *op, unsigned i, StringRef fallback) {
    if (auto names = op->getAttrOfType<ArrayAttr>("grb.arg_names"))
      if (i < names.size())
        if (auto s = llvm::dyn_cast<StringAttr>(names[i]))
          return s.getValue();
    return fallback;
  }

  FailureOr<std::string> typeName(Operation *at, Type t) {
    if (t.isIndex())
      return std::string("int64_t");
    if (auto it = llvm::dyn_cast<IntegerType>(t)) {
      switch (it.getWidth()) {
      case 1: return std::string("bool");
      case 8: return std::string(it.isUnsigned() ? "uint8_t" : "int8_t");
      case 16: return std::string(it.isUnsigned() ? "uint16_t" : "int16_t");
      case 32: return std::string(it.isUnsigned() ? "uint32_t" : "int32_t");
      case 64: return std::string(it.isUnsigned() ? "uint64_t" : "int64_t");
      default: break;
      }
    }
    if (t.isF32())
      return std::string("float");
    if (t.isF64())
      return std::string("double");
    if (auto m = llvm::dyn_cast<MemRefType>(t)) {
      if (m.getRank() == 1) {
        FailureOr<std::string> e = typeName(at, m.getElementType());
        if (succeeded(e))
          return "Kokkos::View<" + *e + "*>";
      }
    }
    if (auto m = llvm::dyn_cast<MatrixType>(t)) {
      if (m.getFormat() == Format::csr) {
        FailureOr<std::string> e = typeName(at, m.getElementType());
        if (succeeded(e))
          return "grb_kokkos::CsrMatrix<" + *e + ">";
      }
    }
    if (auto v = llvm::dyn_cast<GrbVectorType>(t)) {
      FailureOr<std::string> e = typeName(at, v.getElementType());
      if (failed(e))
        return failure();
      const char *cls = v.getFormat() == Format::full ? "FullVector" : v.getFormat() == Format::bitmap ? "BitmapVector" : "SparseVector";
      return "grb_kokkos::" + std::string(cls) + "<" + *e + ">";
    }
    return at->emitError("no C++ type for ") << t;
  }

  std::string ref(Value v) {
    const std::string &s = names[v];
    if (inlined.contains(v) && s.find(' ') != std::string::npos)
      return "(" + s + ")";
    return s;
  }

  /// Binds `v` to an expression: inlined into its single user, or declared as a variable.
  LogicalResult bind(Value v, const std::string &expr, bool mayInline) {
    Operation *op = v.getDefiningOp();
    if (mayInline && hintOf(op).empty() && v.hasOneUse() &&
        v.getUses().begin()->getOwner()->getBlock() == op->getBlock()) {
      names[v] = expr;
      inlined.insert(v);
      if (llvm::isa<memref::LoadOp, arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp>(op) ||
          llvm::any_of(op->getOperands(), [&](Value x) { return reading.contains(x); }))
        reading.insert(v);
      return success();
    }
    FailureOr<std::string> t = typeName(op, v.getType());
    if (failed(t))
      return failure();
    std::string name = fresh(hintOf(op).empty() ? "v" : hintOf(op));
    os << "const " << *t << " " << name << " = " << expr << ";\n";
    names[v] = name;
    return success();
  }

  /// Declares a mutable variable (loop-carried values, results of structured ops).
  FailureOr<std::string> declare(Operation *at, Type t, StringRef hint, const std::string &init) {
    FailureOr<std::string> tn = typeName(at, t);
    if (failed(tn))
      return failure();
    std::string name = fresh(hint);
    os << *tn << " " << name;
    if (!init.empty())
      os << " = " << init;
    os << ";\n";
    return name;
  }

  //===------------------------------------------------------------------------------------===//
  // functions and blocks
  //===------------------------------------------------------------------------------------===//

  LogicalResult emitFunction(func::FuncOp f) {
    names.clear();
    inlined.clear();
    reading.clear();
    used.clear();
    resultAlloc.clear();
    bool hasResultViews = false;
    f.walk([&](kokkos::ViewAllocOp a) { hasResultViews = hasResultViews || a.getOutput(); });
    FunctionType ft = f.getFunctionType();
    std::string ret = "void";
    if (ft.getNumResults() > 1)
      return f.emitError("a kernel function returns at most one value");
    if (ft.getNumResults() == 1) {
      FailureOr<std::string> t = typeName(f, ft.getResult(0));
      if (failed(t))
        return failure();
      ret = *t;
    }
    os << "\n" << ret << " " << f.getSymName() << "(";
    Block &entry = f.getBody().front();
    for (auto [i, arg] : llvm::enumerate(entry.getArguments())) {
      FailureOr<std::string> t = typeName(f, arg.getType());
      if (failed(t))
        return failure();
      std::string name = fresh(argHint(f, i, "arg" + std::to_string(i)));
      names[arg] = name;
      if (i)
        os << ", ";
      if (llvm::isa<MatrixType, GrbVectorType>(arg.getType()))
        os << "const " << *t << "& " << name;
      else
        os << *t << " " << name;
    }
    if (hasResultViews) { // the caller's allocator for the result's arrays (kokkos.view_alloc {output})
      resultAlloc = fresh("result_alloc");
      os << (entry.getNumArguments() ? ", " : "") << "grb_kokkos::ResultAllocator* " << resultAlloc << " = nullptr";
    }
    os << ") {\n";
    os.indent();
    if (failed(emitOps(entry)) || failed(emitOp(*entry.getTerminator())))
      return failure();
    os.unindent();
    os << "}\n";
    return success();
  }

  /// Every operation of the block but its terminator.
  LogicalResult emitOps(Block &block) {
    for (Operation &op : block.without_terminator())
      if (failed(emitOp(op)))
        return failure();
    return success();
  }

  static bool isDead(Operation &op) {
    return op.getNumResults() > 0 && op.use_empty() && op.getNumRegions() == 0 && isMemoryEffectFree(&op);
  }

  LogicalResult emitOp(Operation &op) {
    if (isDead(op))
      return success();
    return llvm::TypeSwitch<Operation *, LogicalResult>(&op)
        .Case<arith::ConstantOp>([&](auto c) { return emitConstant(c); })
        .Case<arith::AddIOp, arith::AddFOp>([&](auto o) { return binary(o, "+"); })
        .Case<arith::SubIOp, arith::SubFOp>([&](auto o) { return binary(o, "-"); })
        .Case<arith::MulIOp, arith::MulFOp>([&](auto o) { return binary(o, "*"); })
        .Case<arith::DivSIOp, arith::DivFOp>([&](auto o) { return binary(o, "/"); })
        .Case<arith::RemSIOp>([&](auto o) { return binary(o, "%"); })
        .Case<arith::DivUIOp>([&](auto o) { return unsignedBinary(o, "/"); })
        .Case<arith::RemUIOp>([&](auto o) { return unsignedBinary(o, "%"); })
        // i1 and/or: both operands are evaluated in MLIR, so `&` / `|` say the same without a
        // branch (a branch on a data-dependent predicate, e.g. a value compare, mispredicts);
        // `&&` / `||` only where the right operand's inlined expression reads memory or divides
        // integers, which the left one may guard (a bound check before a load, x != 0 before 1 / x)
        .Case<arith::AndIOp>([&](auto o) {
          return binary(o, !o.getType().isInteger(1) ? "&" : reading.contains(o.getRhs()) ? "&&" : "&");
        })
        .Case<arith::OrIOp>([&](auto o) {
          return binary(o, !o.getType().isInteger(1) ? "|" : reading.contains(o.getRhs()) ? "||" : "|");
        })
        .Case<arith::XOrIOp>([&](auto o) { return binary(o, o.getType().isInteger(1) ? "!=" : "^"); })
        .Case<arith::CmpIOp>([&](auto o) {
          using P = arith::CmpIPredicate;
          const P p = o.getPredicate();
          if (p == P::ult || p == P::ule || p == P::ugt || p == P::uge)
            return bind(o.getResult(), asUnsigned(o.getLhs(), ref(o.getLhs())) + " " + cmpi(p).str() + " " +
                                           asUnsigned(o.getRhs(), ref(o.getRhs())), true);
          return binary(o, cmpi(p));
        })
        .Case<arith::ShRSIOp>([&](auto o) { return binary(o, ">>"); })
        .Case<arith::ShLIOp>([&](auto o) { return unsignedShift(o, "<<"); })
        .Case<arith::ShRUIOp>([&](auto o) { return unsignedShift(o, ">>"); })
        .Case<arith::CmpFOp>([&](auto o) { return emitCmpF(o); })
        .Case<arith::MinSIOp, arith::MinUIOp, arith::MinimumFOp>([&](auto o) { return minmax(o, "<"); })
        .Case<arith::MaxSIOp, arith::MaxUIOp, arith::MaximumFOp>([&](auto o) { return minmax(o, ">"); })
        .Case<arith::MinNumFOp>([&](auto o) { return call2(o, "grb_kokkos::min_ignoring_nan"); })
        .Case<arith::MaxNumFOp>([&](auto o) { return call2(o, "grb_kokkos::max_ignoring_nan"); })
        .Case<math::AbsFOp>([&](auto o) { return bind(o, "std::fabs(" + ref(o.getOperand()) + ")", true); })
        .Case<arith::NegFOp>([&](auto o) { return bind(o, "-" + ref(o.getOperand()), true); })
        .Case<arith::SelectOp>([&](auto o) {
          return bind(o, ref(o.getCondition()) + " ? " + ref(o.getTrueValue()) + " : " + ref(o.getFalseValue()), true);
        })
        .Case<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp,
              arith::SIToFPOp, arith::UIToFPOp, arith::FPToSIOp, arith::FPToUIOp, arith::ExtFOp,
              arith::TruncFOp>([&](Operation *o) { return emitCast(o); })
        .Case<memref::LoadOp>([&](auto o) { return emitLoad(o); })
        .Case<memref::StoreOp>([&](auto o) {
          os << names[o.getMemref()] << "(" << names[o.getIndices()[0]] << ") = " << names[o.getValue()] << ";\n";
          return success();
        })
        .Case<NumRowsOp>([&](auto o) {
          return bind(o, names[o.getA()] + (llvm::isa<GrbVectorType>(o.getA().getType()) ? ".size" : ".nrows"), false);
        })
        .Case<NumColsOp>([&](auto o) { return bind(o, names[o.getA()] + ".ncols", false); })
        .Case<PointersOp>([&](auto o) { return bind(o, names[o.getA()] + ".rowptr", false); })
        .Case<IndicesOp>([&](auto o) {
          if (llvm::isa<GrbVectorType>(o.getA().getType()))
            return bind(o, names[o.getA()] + ".indices", false);
          return bind(o, names[o.getA()] + (o.getNarrow() ? ".colidx32" : ".colidx"), false);
        })
        .Case<ValuesOp>([&](auto o) { return bind(o, names[o.getA()] + ".values", false); })
        .Case<BitmapOp>([&](auto o) { return bind(o, names[o.getA()] + ".present", false); })
        .Case<AssembleVectorOp>([&](auto o) {
          return bind(o, "{" + ref(o.getSize()) + ", " + names[o.getValues()] + "}", false);
        })
        .Case<memref::DimOp>([&](auto o) -> LogicalResult {
          auto c = o.getConstantIndex();
          if (!c || *c != 0)
            return o.emitOpError("only the extent of dimension 0 of a view can be printed");
          return bind(o, names[o.getSource()] + ".extent(0)", true);
        })
        .Case<AssembleCsrOp>([&](auto o) {
          return bind(o, "{" + ref(o.getNrows()) + ", " + ref(o.getNcols()) + ", " + names[o.getPointers()] +
                             ", " + names[o.getIndices()] + ", " + names[o.getValues()] + "}", false);
        })
        .Case<scf::ForOp>([&](auto o) { return emitFor(o); })
        .Case<scf::WhileOp>([&](auto o) { return emitWhile(o); })
        .Case<scf::IfOp>([&](auto o) { return emitIf(o); })
        .Case<kokkos::RangeParallelForOp>([&](auto o) { return emitRangeFor(o); })
        .Case<kokkos::RangeParallelReduceOp>([&](auto o) { return emitRangeReduce(o); })
        .Case<kokkos::RangeParallelScanOp>([&](auto o) { return emitScan(o); })
        .Case<kokkos::TeamParallelForOp>([&](auto o) { return emitTeamFor(o); })
        .Case<kokkos::TeamParallelReduceOp>([&](auto o) { return emitTeamReduce(o); })
        .Case<kokkos::TeamThreadForOp>([&](auto o) { return emitThreadFor(o); })
        .Case<kokkos::TeamThreadReduceOp>([&](auto o) { return emitThreadReduce(o); })
        .Case<kokkos::ViewAllocOp>([&](auto o) -> LogicalResult {
          FailureOr<std::string> t = typeName(o, o.getType());
          if (failed(t))
            return failure();
          std::string name = fresh(hintOf(o).empty() ? o.getName() : hintOf(o));
          if (o.getOutput()) { // through the caller's allocator (the caller adopts the memory)
            FailureOr<std::string> e = typeName(o, o.getType().getElementType());
            if (failed(e))
              return failure();
            os << *t << " " << name << " = grb_kokkos::result_view<" << *e << ", ExecSpace>(" << resultAlloc
               << ", \"" << o.getName() << "\", " << ref(o.getSize()) << ");\n";
            names[o.getResult()] = name;
            return success();
          }
          // zero-filled (unless uninitialized) by the kernel's own execution space: a plain
          // View(label, n) fills it with the host's default space (OpenMP) even in the
          // Kokkos::Serial copy of the kernels, and waking the OpenMP threads for a small group
          // can cost more than the group's own work on a loaded machine
          os << *t << " " << name << "(Kokkos::view_alloc(std::string(\"" << o.getName() << "\"), "
             << (o.getUninitialized() ? "Kokkos::WithoutInitializing, " : "") << "ExecSpace()), "
             << ref(o.getSize()) << ");\n";
          names[o.getResult()] = name;
          return success();
        })
        .Case<kokkos::TeamScratchOp>([&](auto o) -> LogicalResult {
          FailureOr<std::string> e = typeName(o, o.getType().getElementType());
          if (failed(e))
            return failure();
          std::string name = fresh(o.getName());
          os << "Kokkos::View<" << *e << "*, ExecSpace::scratch_memory_space, Kokkos::MemoryUnmanaged> " << name
             << "(team.team_scratch(" << o.getLevel().value_or(0) << "), " << ref(o.getSize()) << ");\n";
          names[o.getResult()] = name;
          return success();
        })
        .Case<kokkos::FixedTreeReduceOp>([&](auto o) -> LogicalResult {
          FailureOr<std::string> t = typeName(o, o.getType());
          if (failed(t))
            return failure();
          os << "\n// fixed-order reduction (the same result for any number of threads)\n";
          if (o.getCompensated())
            return bind(o.getResult(), "grb_kokkos::fixed_tree_sum_compensated(" + names[o.getView()] + ")", false);
          std::string join = o.getReducer() == kokkos::Reducer::sum ? "SumJoin" : "ProdJoin";
          return bind(o.getResult(), "grb_kokkos::fixed_tree_reduce<grb_kokkos::" + join + "<" + *t + ">>(" +
                                         names[o.getView()] + ")", false);
        })
        .Case<kokkos::AtomicCasOp>([&](auto o) -> LogicalResult {
          // the old value: equal to `expected` when this thread made the swap (a claim). The
          // prelude's grb_kokkos::atomic_compare_exchange is Kokkos::atomic_compare_exchange, with
          // the compiler's builtin for 1- and 2-byte values on the host (Kokkos 3.4 locks there)
          FailureOr<std::string> t = typeName(o, o.getOld().getType());
          if (failed(t))
            return failure();
          return bind(o.getOld(), "grb_kokkos::atomic_compare_exchange(&" + names[o.getView()] + "(" +
                                      ref(o.getIndex()) + "), static_cast<" + *t + ">(" + ref(o.getExpected()) +
                                      "), static_cast<" + *t + ">(" + ref(o.getDesired()) + "))", false);
        })
        .Case<kokkos::FenceOp>([&](auto) {
          os << "Kokkos::fence();\n";
          return success();
        })
        .Case<func::ReturnOp>([&](auto o) {
          if (o.getNumOperands())
            os << "return " << ref(o.getOperand(0)) << ";\n";
          else
            os << "return;\n";
          return success();
        })
        .Default([](Operation *o) { return o->emitOpError("cannot be printed as Kokkos C++"); });
  }

  //===------------------------------------------------------------------------------------===//
  // scalar operations
  //===------------------------------------------------------------------------------------===//

  LogicalResult emitConstant(arith::ConstantOp c) {
    Attribute v = c.getValue();
    std::string lit;
    if (auto b = llvm::dyn_cast<BoolAttr>(v)) {
      lit = b.getValue() ? "true" : "false";
    } else if (auto i = llvm::dyn_cast<IntegerAttr>(v)) {
      if (i.getType().isInteger(1)) {
        lit = i.getValue().isZero() ? "false" : "true";
      } else {
        unsigned w = i.getType().isIndex() ? 64 : i.getType().getIntOrFloatBitWidth();
        FailureOr<std::string> t = typeName(c, i.getType());
        if (failed(t))
          return failure();
        if (i.getValue().isMaxSignedValue() && w > 8)
          lit = "std::numeric_limits<" + *t + ">::max()";
        else if (i.getValue().isMinSignedValue() && w > 8)
          lit = "std::numeric_limits<" + *t + ">::lowest()";
        else
          lit = std::to_string(i.getValue().getSExtValue());
      }
    } else if (auto f = llvm::dyn_cast<FloatAttr>(v)) {
      FailureOr<std::string> t = typeName(c, f.getType());
      if (failed(t))
        return failure();
      double d = f.getValueAsDouble();
      if (std::isinf(d)) {
        lit = std::string(d < 0 ? "-" : "") + "std::numeric_limits<" + *t + ">::infinity()";
      } else {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.17g", d);
        lit = buf;
        if (lit.find_first_of(".eEn") == std::string::npos)
          lit += ".0";
        if (f.getType().isF32())
          lit += "f";
      }
    } else {
      return c.emitOpError("constant cannot be printed");
    }
    names[c.getResult()] = lit;
    inlined.insert(c.getResult());
    return success();
  }

  template <typename OpT>
  LogicalResult binary(OpT o, StringRef op) {
    return bind(o.getResult(), ref(o.getLhs()) + " " + op.str() + " " + ref(o.getRhs()), true);
  }

  /// x << y and logical x >> y on the unsigned type of the same width (no signed overflow, no
  /// sign extension), converted back.
  template <typename OpT>
  LogicalResult unsignedShift(OpT o, StringRef op) {
    FailureOr<std::string> t = typeName(o, o.getType());
    if (failed(t))
      return failure();
    std::string u = (t->rfind("int", 0) == 0) ? "u" + *t : *t;
    return bind(o.getResult(),
                "static_cast<" + *t + ">(static_cast<" + u + ">(" + names[o.getLhs()] + ") " + op.str() + " " +
                    ref(o.getRhs()) + ")",
                true);
  }

  /// An operand used twice in an expression is evaluated once, into a variable. A constant's
  /// literal (e.g. a negative one) is repeated instead: it costs nothing, and a variable would be
  /// local to the kernel body it is first used in while the constant (hoisted to the function by
  /// canonicalize) may be used again in another.
  std::string once(Value v) {
    const std::string &s = names[v];
    bool simple = llvm::all_of(s, [](char c) { return std::isalnum((unsigned char)c) || c == '_' || c == '.'; });
    if (!inlined.contains(v) || simple || v.getDefiningOp<arith::ConstantOp>())
      return s;
    std::string t = fresh("tmp");
    os << "const auto " << t << " = " << names[v] << ";\n";
    names[v] = t;
    inlined.erase(v);
    reading.erase(v);
    return t;
  }

  template <typename OpT>
  LogicalResult call2(OpT o, StringRef fn) {
    return bind(o.getResult(), fn.str() + "(" + ref(o.getLhs()) + ", " + ref(o.getRhs()) + ")", true);
  }

  template <typename OpT>
  LogicalResult minmax(OpT o, StringRef cmp) {
    std::string a = once(o.getLhs()), b = once(o.getRhs());
    constexpr bool isUnsigned = std::is_same_v<OpT, arith::MinUIOp> || std::is_same_v<OpT, arith::MaxUIOp>;
    std::string ca = isUnsigned ? asUnsigned(o.getLhs(), a) : a, cb = isUnsigned ? asUnsigned(o.getRhs(), b) : b;
    return bind(o.getResult(), ca + " " + cmp.str() + " " + cb + " ? " + a + " : " + b, true);
  }

  /// expr read as the unsigned integer of v's width: the C++ types of the views and scalars are
  /// signed (int64_t for i64), so an unsigned compare, min, max, division or remainder is printed on
  /// the unsigned type. Index values (row and column positions, never negative) print as they are.
  static std::string asUnsigned(Value v, const std::string &expr) {
    auto it = llvm::dyn_cast<IntegerType>(v.getType());
    if (!it || it.getWidth() == 1)
      return expr;
    return "static_cast<uint" + std::to_string(it.getWidth()) + "_t>(" + expr + ")";
  }

  /// x / y and x % y on the unsigned type of the operands' width, converted back.
  template <typename OpT>
  LogicalResult unsignedBinary(OpT o, StringRef op) {
    FailureOr<std::string> t = typeName(o, o.getType());
    if (failed(t))
      return failure();
    std::string e = asUnsigned(o.getLhs(), ref(o.getLhs())) + " " + op.str() + " " + asUnsigned(o.getRhs(), ref(o.getRhs()));
    return bind(o.getResult(), llvm::isa<IntegerType>(o.getType()) ? "static_cast<" + *t + ">(" + e + ")" : e, true);
  }

  static StringRef cmpi(arith::CmpIPredicate p) {
    using P = arith::CmpIPredicate;
    switch (p) {
    case P::eq: return "==";
    case P::ne: return "!=";
    case P::slt: case P::ult: return "<";
    case P::sle: case P::ule: return "<=";
    case P::sgt: case P::ugt: return ">";
    case P::sge: case P::uge: return ">=";
    }
    return "==";
  }

  LogicalResult emitCmpF(arith::CmpFOp o) {
    using P = arith::CmpFPredicate;
    StringRef op;
    switch (o.getPredicate()) {
    case P::OEQ: case P::UEQ: op = "=="; break;
    case P::ONE: case P::UNE: op = "!="; break;
    case P::OLT: case P::ULT: op = "<"; break;
    case P::OLE: case P::ULE: op = "<="; break;
    case P::OGT: case P::UGT: op = ">"; break;
    case P::OGE: case P::UGE: op = ">="; break;
    default: return o.emitOpError("predicate cannot be printed");
    }
    return binary(o, op);
  }

  LogicalResult emitCast(Operation *o) {
    Value in = o->getOperand(0), out = o->getResult(0);
    FailureOr<std::string> ti = typeName(o, in.getType()), to = typeName(o, out.getType());
    if (failed(ti) || failed(to))
      return failure();
    if (*ti == *to) { // i64 <-> index: the same C++ type, the same variable
      // a copy first: names[out] inserts, and a DenseMap that grows moves its strings, so a
      // reference to names[in] would dangle (valgrind caught the read of the freed bucket; a
      // kernel could then be emitted with another variable's name)
      std::string same = names.lookup(in);
      names[out] = std::move(same);
      if (inlined.contains(in))
        inlined.insert(out);
      if (reading.contains(in))
        reading.insert(out);
      return success();
    }
    // zero extension and unsigned conversions read the operand as unsigned (its C++ type is signed)
    if (llvm::isa<arith::ExtUIOp, arith::UIToFPOp>(o))
      return bind(out, "static_cast<" + *to + ">(" + asUnsigned(in, names[in]) + ")", true);
    if (llvm::isa<arith::FPToUIOp>(o) && llvm::isa<IntegerType>(out.getType()) && !out.getType().isInteger(1))
      return bind(out,
                  "static_cast<" + *to + ">(static_cast<uint" + std::to_string(out.getType().getIntOrFloatBitWidth()) +
                      "_t>(" + names[in] + "))",
                  true);
    return bind(out, "static_cast<" + *to + ">(" + names[in] + ")", true);
  }

  LogicalResult emitLoad(memref::LoadOp o) {
    std::string expr = names[o.getMemref()] + "(" + names[o.getIndices()[0]] + ")";
    // a load may be inlined only into the very next operation (no store in between)
    bool next = o->hasOneUse() && o->getUses().begin()->getOwner() == o->getNextNode();
    return bind(o.getResult(), expr, next);
  }

  //===------------------------------------------------------------------------------------===//
  // structured control flow
  //===------------------------------------------------------------------------------------===//

  /// Assigns `values` to the variables `vars` (through temporaries when there are several).
  void assign(ArrayRef<std::string> vars, ValueRange values) {
    if (vars.size() == 1) {
      if (vars[0] != names[values[0]])
        os << vars[0] << " = " << names[values[0]] << ";\n";
      return;
    }
    SmallVector<std::string> tmps;
    for (auto [var, v] : llvm::zip(vars, values)) {
      if (var == names[v]) {
        tmps.push_back("");
        continue;
      }
      std::string t = fresh("next_" + var);
      os << "const auto " << t << " = " << names[v] << ";\n";
      tmps.push_back(t);
    }
    for (auto [var, t] : llvm::zip(vars, tmps))
      if (!t.empty())
        os << var << " = " << t << ";\n";
  }

  LogicalResult emitFor(scf::ForOp f) {
    SmallVector<std::string> vars;
    for (auto [i, init] : llvm::enumerate(f.getInitArgs())) {
      FailureOr<std::string> v = declare(f, init.getType(), argHint(f, i + 1, "acc"), names[init]);
      if (failed(v))
        return failure();
      vars.push_back(*v);
      names[f.getRegionIterArgs()[i]] = *v;
      names[f.getResult(i)] = *v;
    }
    Scope scope(*this);
    std::string iv = fresh(argHint(f, 0, "k"));
    names[f.getInductionVar()] = iv;
    os << "for (int64_t " << iv << " = " << ref(f.getLowerBound()) << "; " << iv << " < " << ref(f.getUpperBound())
       << "; ";
    auto step = f.getStep().getDefiningOp<arith::ConstantIndexOp>();
    if (step && step.value() == 1)
      os << "++" << iv;
    else
      os << iv << " += " << ref(f.getStep());
    os << ") {\n";
    os.indent();
    Block &body = *f.getBody();
    if (failed(emitOps(body)))
      return failure();
    assign(vars, body.getTerminator()->getOperands());
    os.unindent();
    os << "}\n";
    return success();
  }

  LogicalResult emitWhile(scf::WhileOp w) {
    Block &before = w.getBefore().front(), &after = w.getAfter().front();
    auto cond = llvm::cast<scf::ConditionOp>(before.getTerminator());
    // The form the lowering builds: the condition forwards the before-block arguments as they are.
    if (cond.getArgs() != ValueRange(before.getArguments()))
      return w.emitOpError("is printed only when its condition forwards the loop-carried values unchanged");
    SmallVector<std::string> vars;
    for (auto [i, init] : llvm::enumerate(w.getInits())) {
      FailureOr<std::string> v = declare(w, init.getType(), argHint(w, i, "state"), names[init]);
      if (failed(v))
        return failure();
      vars.push_back(*v);
      names[before.getArgument(i)] = *v;
      names[after.getArgument(i)] = *v;
      names[w.getResult(i)] = *v;
    }
    os << "while (true) {\n";
    os.indent();
    Scope scope(*this);
    if (failed(emitOps(before)))
      return failure();
    os << "if (!(" << names[cond.getCondition()] << ")) break;\n";
    if (failed(emitOps(after)))
      return failure();
    assign(vars, after.getTerminator()->getOperands());
    os.unindent();
    os << "}\n";
    return success();
  }

  LogicalResult emitIf(scf::IfOp o) {
    SmallVector<std::string> vars;
    for (auto [i, r] : llvm::enumerate(o.getResults())) {
      FailureOr<std::string> v = declare(o, r.getType(), argHint(o, i, "if_result"), "");
      if (failed(v))
        return failure();
      vars.push_back(*v);
      names[r] = *v;
    }
    os << "if (" << names[o.getCondition()] << ") {\n";
    os.indent();
    {
      Scope scope(*this);
      if (failed(emitOps(o.getThenRegion().front())))
        return failure();
    }
    assign(vars, o.getThenRegion().front().getTerminator()->getOperands());
    os.unindent();
    if (!o.getElseRegion().empty()) {
      os << "} else {\n";
      os.indent();
      Scope scope(*this);
      if (failed(emitOps(o.getElseRegion().front())))
        return failure();
      assign(vars, o.getElseRegion().front().getTerminator()->getOperands());
      os.unindent();
    }
    os << "}\n";
    return success();
  }

  //===------------------------------------------------------------------------------------===//
  // Kokkos constructs
  //===------------------------------------------------------------------------------------===//

  void comment(Operation *op, StringRef what) {
    os << "\n// " << what;
    if (auto origin = op->getAttrOfType<StringAttr>("origin"))
      os << " -- from GraphBLAS calls: " << origin.getValue();
    os << "\n";
  }

  static std::string rangePolicy(Operation *op) {
    return op->hasAttr("dynamic") ? "Kokkos::RangePolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>("
                                  : "Kokkos::RangePolicy<ExecSpace>(";
  }

  /// In a kernel whose body stores bytes (presence flags: i8 or i1 views), the views it reads or
  /// writes that are defined outside it, each re-declared at the top of the lambda as an unmanaged
  /// local over the same data, and named so in the body. The lambda holds its captures as members
  /// reached through its `this`; a byte store may alias those members, so the C++ compiler
  /// reloads every captured view's data pointer after each one. A local whose address never
  /// escapes cannot be aliased: the pointers stay in registers (a lone mxv pull over a mesh's rows
  /// ran twice as fast on Kokkos::Serial). Kernels without byte stores keep their captures: the
  /// locals cost a few stores per call, which a lambda called once per row pays for nothing (a
  /// ranking iteration's pull ran a fifth slower with them). Restores the outer names afterwards.
  struct LocalViews {
    KokkosCppEmitter &e;
    SmallVector<std::pair<Value, std::string>> outer;
    static bool storesBytes(Operation *kernel) {
      bool bytes = false;
      kernel->walk([&](Operation *op) {
        Value view;
        if (auto st = llvm::dyn_cast<memref::StoreOp>(op))
          view = st.getMemref();
        else if (auto cas = llvm::dyn_cast<kokkos::AtomicCasOp>(op))
          view = cas.getView();
        Type element = view ? llvm::cast<MemRefType>(view.getType()).getElementType() : Type();
        if (element && element.isIntOrFloat() && element.getIntOrFloatBitWidth() <= 8)
          bytes = true;
      });
      return bytes;
    }
    LocalViews(KokkosCppEmitter &e, Operation *kernel) : e(e) {
      if (!storesBytes(kernel))
        return;
      llvm::SetVector<Value> views;
      kernel->walk([&](Operation *op) {
        for (Value v : op->getOperands())
          if (llvm::isa<MemRefType>(v.getType()) && !kernel->isAncestor(v.getParentBlock()->getParentOp()))
            views.insert(v);
      });
      for (Value v : views) {
        auto it = e.names.find(v);
        FailureOr<std::string> t = e.typeName(kernel, llvm::cast<MemRefType>(v.getType()).getElementType());
        if (it == e.names.end() || failed(t))
          continue;
        std::string hint = it->second + "_";
        for (char &c : hint)
          if (!llvm::isAlnum(c))
            c = '_';
        std::string local = e.fresh(hint);
        // a converting copy: no reference count, no rank or label checks
        e.os << "const Kokkos::View<" << *t << "*, Kokkos::MemoryUnmanaged> " << local << " = " << it->second
             << ";\n";
        outer.push_back({v, it->second});
        it->second = local;
      }
    }
    ~LocalViews() {
      for (auto &[v, name] : outer)
        e.names[v] = name;
    }
  };

  std::string bindIndexArg(Operation *op, Region &r, StringRef fallback) {
    std::string name = fresh(argHint(op, 0, fallback));
    names[r.front().getArgument(0)] = name;
    return name;
  }

  LogicalResult emitRangeFor(kokkos::RangeParallelForOp o) {
    comment(o, "kernel " + o.getName().str());
    Scope scope(*this);
    std::string i = bindIndexArg(o, o.getBody(), "i");
    os << "Kokkos::parallel_for(\"" << o.getName() << "\", " << rangePolicy(o) << ref(o.getLb())
       << ", " << ref(o.getUb()) << "),\n    KOKKOS_LAMBDA(const int64_t " << i << ") {\n";
    os.indent();
    LocalViews locals(*this, o);
    if (failed(emitOps(o.getBody().front())))
      return failure();
    os.unindent();
    os << "});\n";
    return success();
  }

  LogicalResult emitRangeReduce(kokkos::RangeParallelReduceOp o) {
    comment(o, "kernel " + o.getName().str());
    FailureOr<std::string> t = typeName(o, o.getType());
    if (failed(t))
      return failure();
    std::string result = fresh(hintOf(o).empty() ? "result" : hintOf(o));
    names[o.getResult()] = result;
    std::string reducer = kokkos::stringifyReducer(o.getReducer()).str();
    os << *t << " " << result << ";\n";
    Scope scope(*this);
    std::optional<int64_t> hostChunk = o.getHostChunk();
    std::string chunk, lb, ub;
    if (hostChunk) { // the range split into chunks of consecutive iterations (the op's description)
      chunk = fresh("chunk");
      lb = fresh("range_begin");
      ub = fresh("range_end");
      os << "constexpr int64_t " << chunk << " = grb_kokkos::host_chunk<ExecSpace>(" << *hostChunk
         << ");  // iterations per call\n";
      os << "const int64_t " << lb << " = " << ref(o.getLb()) << ", " << ub << " = " << ref(o.getUb()) << ";\n";
    }
    std::string i = bindIndexArg(o, o.getBody(), "i");
    std::string update = fresh("update");
    os << "Kokkos::parallel_reduce(\"" << o.getName() << "\", " << rangePolicy(o);
    std::string callIndex = i, local = update;
    if (hostChunk) {
      callIndex = fresh(i + "_chunk");
      local = fresh("chunk_sum");
      os << "0, " << ub << " > " << lb << " ? (" << ub << " - " << lb << " + " << chunk << " - 1) / " << chunk
         << " : 0";
    } else {
      os << ref(o.getLb()) << ", " << ref(o.getUb());
    }
    os << "),\n    KOKKOS_LAMBDA(const int64_t " << callIndex << ", " << *t << "& " << update << ") {\n";
    os.indent();
    LocalViews locals(*this, o);
    if (hostChunk) {
      std::string last = fresh(i + "_last");
      os << *t << " " << local << " = 0;\n";
      os << "const int64_t " << last << " = " << lb << " + (" << callIndex << " + 1) * " << chunk << " < " << ub
         << " ? " << lb << " + (" << callIndex << " + 1) * " << chunk << " : " << ub << ";\n";
      os << "for (int64_t " << i << " = " << lb << " + " << callIndex << " * " << chunk << "; " << i << " < " << last
         << "; ++" << i << ") {\n";
      os.indent();
    }
    Block &body = o.getBody().front();
    if (failed(emitOps(body)))
      return failure();
    Value contribution = body.getTerminator()->getOperand(0);
    std::string value = (reducer == "min" || reducer == "max") ? once(contribution) : ref(contribution);
    os << grb_templates::joinStatement(reducer, local, value) << "\n";
    if (hostChunk) {
      os.unindent();
      os << "}\n";
      os << grb_templates::joinStatement(reducer, update, local) << "\n";
    }
    os.unindent();
    os << "}, " << grb_templates::reducerClass(reducer, *t) << "(" << result << "));\n";
    return success();
  }

  LogicalResult emitScan(kokkos::RangeParallelScanOp o) {
    comment(o, "kernel " + o.getName().str() + ": exclusive prefix sum");
    FailureOr<std::string> t = typeName(o, o.getTotal().getType());
    if (failed(t))
      return failure();
    std::string total = fresh(hintOf(o).empty() ? "total" : hintOf(o));
    names[o.getTotal()] = total;
    std::string out = names[o.getOut()], ub = ref(o.getUb());
    std::string end = fresh("scan_end");
    os << *t << " " << total << " = 0;\n";
    os << "const int64_t " << end << " = " << ub << ";\n";
    Scope scope(*this);
    std::string i = bindIndexArg(o, o.getBody(), "i");
    std::string partial = fresh("partial");
    os << "grb_kokkos::exclusive_scan<ExecSpace>(\"" << o.getName() << "\", " << ref(o.getLb()) << ", " << end
       << ",\n    KOKKOS_LAMBDA(const int64_t " << i << ", " << *t << "& " << partial << ", const bool final) {\n";
    os.indent();
    Block &body = o.getBody().front();
    if (failed(emitOps(body)))
      return failure();
    std::string v = fresh("count");
    os << "const " << *t << " " << v << " = " << names[body.getTerminator()->getOperand(0)] << ";\n";
    os << "if (final) {\n";
    os << "  " << out << "(" << i << ") = " << partial << ";\n";
    os << "  if (" << i << " + 1 == " << end << ") " << out << "(" << end << ") = " << partial << " + " << v << ";\n";
    os << "}\n";
    os << partial << " += " << v << ";\n";
    os.unindent();
    os << "}, " << total << ");\n";
    // out(ub) = total also for an empty range (out may be uninitialized)
    os << "if (" << end << " == " << ref(o.getLb()) << ") " << out << "(" << end << ") = " << total << ";\n";
    return success();
  }

  /// "Kokkos::TeamPolicy<ExecSpace[, Kokkos::Schedule<Kokkos::Dynamic>]>": the policy type of a team op.
  template <typename TeamOp>
  static std::string teamPolicyType(TeamOp o) {
    return o.getDynamic() ? "Kokkos::TeamPolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>"
                          : "Kokkos::TeamPolicy<ExecSpace>";
  }

  /// The policy object: league size, team size (AUTO unless given), scratch per team.
  template <typename TeamOp>
  std::string teamPolicy(TeamOp o) {
    std::string p = teamPolicyType(o) + "(" + ref(o.getLeagueSize()) + ", ";
    p += o.getTeamSize() ? std::to_string(*o.getTeamSize()) : std::string("Kokkos::AUTO");
    p += ")";
    if (o.getScratchBytes())
      p += ".set_scratch_size(" + std::to_string(o.getScratchLevel().value_or(0)) + ", Kokkos::PerTeam(" +
           ref(o.getScratchBytes()) + "))";
    return p;
  }

  LogicalResult emitTeamFor(kokkos::TeamParallelForOp o) {
    comment(o, "kernel " + o.getName().str());
    Scope scope(*this);
    std::string league = fresh(argHint(o, 0, "league_rank"));
    names[o.getBody().front().getArgument(0)] = league;
    os << "Kokkos::parallel_for(\"" << o.getName() << "\", " << teamPolicy(o);
    os << ",\n    KOKKOS_LAMBDA(const " << teamPolicyType(o) << "::member_type& team) {\n";
    os.indent();
    os << "const int64_t " << league << " = team.league_rank();\n";
    LocalViews locals(*this, o);
    if (failed(emitOps(o.getBody().front())))
      return failure();
    os.unindent();
    os << "});\n";
    return success();
  }

  LogicalResult emitTeamReduce(kokkos::TeamParallelReduceOp o) {
    comment(o, "kernel " + o.getName().str());
    FailureOr<std::string> t = typeName(o, o.getType());
    if (failed(t))
      return failure();
    std::string result = fresh(hintOf(o).empty() ? "result" : hintOf(o));
    names[o.getResult()] = result;
    std::string reducer = kokkos::stringifyReducer(o.getReducer()).str();
    os << *t << " " << result << ";\n";
    Scope scope(*this);
    std::string league = fresh(argHint(o, 0, "league_rank"));
    names[o.getBody().front().getArgument(0)] = league;
    std::string update = fresh("update");
    os << "Kokkos::parallel_reduce(\"" << o.getName() << "\", " << teamPolicy(o);
    os << ",\n    KOKKOS_LAMBDA(const " << teamPolicyType(o) << "::member_type& team, " << *t << "& " << update
       << ") {\n";
    os.indent();
    os << "const int64_t " << league << " = team.league_rank();\n";
    LocalViews locals(*this, o);
    Block &body = o.getBody().front();
    if (failed(emitOps(body)))
      return failure();
    Value contribution = body.getTerminator()->getOperand(0);
    std::string value = (reducer == "min" || reducer == "max") ? once(contribution) : ref(contribution);
    os << grb_templates::joinStatement(reducer, update, value) << "\n";
    os.unindent();
    os << "}, " << grb_templates::reducerClass(reducer, *t) << "(" << result << "));\n";
    return success();
  }

  LogicalResult emitThreadFor(kokkos::TeamThreadForOp o) {
    Scope scope(*this);
    std::string j = bindIndexArg(o, o.getBody(), "j");
    os << "Kokkos::parallel_for(Kokkos::TeamThreadRange(team, " << ref(o.getLb()) << ", " << ref(o.getUb())
       << "), [&](const int64_t " << j << ") {\n";
    os.indent();
    if (failed(emitOps(o.getBody().front())))
      return failure();
    os.unindent();
    os << "});\n";
    return success();
  }

  LogicalResult emitThreadReduce(kokkos::TeamThreadReduceOp o) {
    FailureOr<std::string> t = typeName(o, o.getType());
    if (failed(t))
      return failure();
    std::string result = fresh(hintOf(o).empty() ? "team_result" : hintOf(o));
    names[o.getResult()] = result;
    std::string reducer = kokkos::stringifyReducer(o.getReducer()).str();
    os << *t << " " << result << ";\n";
    Scope scope(*this);
    std::string j = bindIndexArg(o, o.getBody(), "j");
    std::string update = fresh("update");
    os << "Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, " << ref(o.getLb()) << ", " << ref(o.getUb())
       << "), [&](const int64_t " << j << ", " << *t << "& " << update << ") {\n";
    os.indent();
    Block &body = o.getBody().front();
    if (failed(emitOps(body)))
      return failure();
    Value contribution = body.getTerminator()->getOperand(0);
    std::string value = (reducer == "min" || reducer == "max") ? once(contribution) : ref(contribution);
    os << grb_templates::joinStatement(reducer, update, value) << "\n";
    os.unindent();
    os << "}, " << grb_templates::reducerClass(reducer, *t) << "(" << result << "));\n";
    return success();
  }
};

} // namespace

LogicalResult mlir::graphblas::translateToKokkosCpp(Operation *op, raw_ostream &os) {
  return KokkosCppEmitter(os).emitModule(op);
}

LogicalResult mlir::graphblas::translateKernelsToKokkosCpp(Operation *op, raw_ostream &os, bool serial) {
  if (serial)
    return KokkosCppEmitter(os).emitKernels(op, grb_templates::kSerialKernelsOpen, grb_templates::kSerialEpilogue);
  os << grb_templates::kPrelude;
  return KokkosCppEmitter(os).emitKernels(op, grb_templates::kKernelsOpen, grb_templates::kEpilogue);
}
