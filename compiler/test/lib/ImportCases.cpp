//===- ImportCases.cpp - grb-import-cases: DAG groups through the importer, for lit tests -----===//
//
// `grb-import-cases NAME` builds the group NAME as the library would describe it (GroupAbi.h:
// plain data, no text), runs the importer, verifies and prints the module; a refused group
// prints the importer's diagnostic on stderr and exits 1. `grb-import-cases --kernel NAME` runs
// the JIT's whole pipeline instead (grb_compiler_compile_group: import, passes, C++ with the
// kernel entry) and prints the descriptor, then the source. The lit tests in test/Import/ check
// the printed IR with FileCheck (as MLIR's C API tests do with their programs' output).
//
//===----------------------------------------------------------------------------------------===//
#include "graphblas-mlir/Import/DagImporter.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace {

// SuiteSparse type codes (GroupAbi.h)
enum : int32_t { BOOL = 1, INT8 = 2, UINT8 = 3, INT32 = 6, UINT32 = 7, INT64 = 8, UINT64 = 9, FP32 = 10,
                 FP64 = 11, FC64 = 13, UDT = 14 };

uint32_t sizeOf(int32_t code) {
  static const uint32_t sizes[] = {0, 1, 1, 1, 2, 2, 4, 4, 8, 8, 4, 8, 8, 16};
  return code >= 0 && code < 14 ? sizes[code] : 0;
}

grb_abi_op op(int32_t opcode, int32_t type = FP64) {
  grb_abi_type t{type, sizeOf(type)};
  return grb_abi_op{opcode, t, t, t, nullptr};
}
grb_abi_op none() { return grb_abi_op{-1, {}, {}, {}, nullptr}; }

/// Values and nodes as the library's DAG side fills them.
struct GroupBuilder {
  std::vector<grb_group_value> values;
  std::vector<grb_group_node> nodes;
  std::vector<int32_t> results;

  int32_t value(grb_value_kind kind, int32_t code, grb_storage storage, bool byRow, uint64_t nrows, uint64_t ncols,
                uint32_t size = 0) {
    grb_group_value v{};
    v.kind = kind;
    v.type = grb_abi_type{code, size ? size : sizeOf(code)};
    v.storage = storage;
    v.by_row = byRow;
    v.index_bits = 64;
    v.nrows = nrows;
    v.ncols = ncols;
    v.producer = -1;
    v.pattern_of = -1;
    values.push_back(v);
    return int32_t(values.size() - 1);
  }
  int32_t matrix(int32_t code = FP64, grb_storage s = GRB_STORAGE_SPARSE, bool byRow = true, uint64_t n = 100) {
    return value(GRB_VALUE_MATRIX, code, s, byRow, n, n);
  }
  int32_t vector(int32_t code = FP64, grb_storage s = GRB_STORAGE_SPARSE, uint64_t n = 100) {
    return value(GRB_VALUE_VECTOR, code, s, false, n, 1);
  }
  int32_t scalar(int32_t code = FP64) { return value(GRB_VALUE_SCALAR, code, GRB_STORAGE_FULL, false, 1, 1); }
  int32_t indexList() { return value(GRB_VALUE_INDEX_LIST, INT64, GRB_STORAGE_FULL, false, 10, 1); }

  /// A node with everything absent; `result` is a value made like an operand, then claimed.
  static grb_group_node blank(grb_node_family family, const char *origin) {
    grb_group_node n{};
    n.family = family;
    n.a = n.b = n.c_in = n.mask = n.scalar0 = n.scalar1 = n.rows = n.cols = -1;
    n.op = n.monoid = n.accum = none();
    n.origin = origin;
    return n;
  }
  int32_t add(grb_group_node n, int32_t result) {
    n.result = result;
    values[size_t(result)].producer = int32_t(nodes.size());
    nodes.push_back(n);
    return result;
  }
  grb_group group() {
    return grb_group{GRB_GROUP_ABI_VERSION, int32_t(values.size()), int32_t(nodes.size()), int32_t(results.size()),
                     values.data(), nodes.data(), results.data()};
  }
};

using Case = std::function<void(GroupBuilder &)>;

grb_group_node masked(grb_group_node n, int32_t mask, uint32_t flags) {
  n.mask = mask;
  n.flags |= flags;
  return n;
}

std::map<std::string, Case> cases();

} // namespace

extern "C" int grb_compiler_compile_group(const grb_group *group, grb_kernel_descriptor *descriptor, char **cpp_out,
                                          char **error_out);

namespace {
int compileKernel(const grb_group &g) {
  grb_kernel_descriptor d{};
  char *cpp = nullptr, *err = nullptr;
  int rc = grb_compiler_compile_group(&g, &d, &cpp, &err);
  if (rc != 0) {
    llvm::errs() << "refused (" << rc << "): " << (err ? err : "") << "\n";
    std::free(err);
    return 1;
  }
  llvm::outs() << "descriptor: abi " << d.abi_version << ", " << d.nparams << " parameters\n";
  for (int32_t k = 0; k < d.nparams; k++)
    llvm::outs() << "  param " << k << ": role " << d.params[k].role << ", value " << d.params[k].value << ", type "
                 << d.params[k].type.code << "/" << d.params[k].type.size
                 << (d.params[k].result >= 0 ? ", result " + std::to_string(d.params[k].result) : std::string()) << "\n";
  llvm::outs() << cpp;
  std::free(cpp);
  return 0;
}
} // namespace

int main(int argc, char **argv) {
  const bool kernel = argc == 3 && std::strcmp(argv[1], "--kernel") == 0;
  if (kernel) {
    argv[1] = argv[2];
    argc = 2;
  }
  if (argc != 2) {
    llvm::errs() << "usage: grb-import-cases [--kernel] CASE\n";
    return 2;
  }
  std::map<std::string, Case> all = cases();
  auto it = all.find(argv[1]);
  if (it == all.end()) {
    llvm::errs() << "unknown case " << argv[1] << "; cases:";
    for (auto &c : all)
      llvm::errs() << " " << c.first;
    llvm::errs() << "\n";
    return 2;
  }
  GroupBuilder gb;
  it->second(gb);
  grb_group g = gb.group();
  if (std::strcmp(argv[1], "bad-abi-version") == 0)
    g.abi_version = 1;
  if (kernel)
    return compileKernel(g);
  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::graphblas::importDagGroup(&context, g);
  if (!module)
    return 1;
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return 0;
}

namespace {

using B = GroupBuilder;

void productCases(std::map<std::string, Case> &c) {
  // C<M,struct> = A * B' over PLUS_TIMES, C's old value accumulated with PLUS
  c["mxm"] = [](B &g) {
    int32_t C = g.matrix(), M = g.matrix(BOOL), A = g.matrix(), Bm = g.matrix();
    grb_group_node n = masked(B::blank(GRB_NODE_MXM, "GrB_mxm"), M, GRB_FLAG_MASK_STRUCTURAL | GRB_FLAG_TRAN_B);
    n.a = A, n.b = Bm, n.c_in = C, n.op = op(GRB_BINOP_TIMES), n.monoid = op(GRB_BINOP_PLUS), n.accum = op(GRB_BINOP_PLUS);
    g.results.push_back(g.add(n, g.matrix()));
  };
  // w<!m> = A' * u over MIN_PLUS with replace
  c["mxv"] = [](B &g) {
    int32_t m = g.vector(BOOL, GRB_STORAGE_BITMAP), A = g.matrix(), u = g.vector(FP64, GRB_STORAGE_FULL);
    grb_group_node n = masked(B::blank(GRB_NODE_MXV, "GrB_mxv"), m, GRB_FLAG_MASK_COMPLEMENT | GRB_FLAG_REPLACE | GRB_FLAG_TRAN_A);
    n.a = A, n.b = u, n.op = op(GRB_BINOP_PLUS), n.monoid = op(GRB_BINOP_MIN);
    g.results.push_back(g.add(n, g.vector()));
  };
  // q' = u' * A' over ANY_PAIR (bool): the descriptor's INP1 transposes vxm's matrix
  c["vxm"] = [](B &g) {
    int32_t u = g.vector(BOOL), A = g.matrix(BOOL);
    grb_group_node n = B::blank(GRB_NODE_VXM, "GrB_vxm");
    n.a = u, n.b = A, n.flags = GRB_FLAG_TRAN_B, n.op = op(GRB_BINOP_PAIR, BOOL), n.monoid = op(GRB_BINOP_ANY, BOOL);
    g.results.push_back(g.add(n, g.vector(BOOL)));
  };
  // unsigned MIN and MAX (the dialect's integers are signless): w min= A * u over MIN_SECOND on
  // UINT64, then w2 = w .> u (GrB_GT_UINT64), w3 = max(w, u) on UINT64
  c["unsigned"] = [](B &g) {
    int32_t A = g.matrix(UINT64), u = g.vector(UINT64, GRB_STORAGE_FULL), c0 = g.vector(UINT64, GRB_STORAGE_FULL);
    grb_group_node n = B::blank(GRB_NODE_MXV, "GrB_mxv");
    n.a = A, n.b = u, n.c_in = c0, n.op = op(GRB_BINOP_SECOND, UINT64), n.monoid = op(GRB_BINOP_MIN, UINT64),
    n.accum = op(GRB_BINOP_MIN, UINT64);
    int32_t w = g.add(n, g.vector(UINT64, GRB_STORAGE_FULL));
    grb_group_node gt = B::blank(GRB_NODE_EWISE_MULT, "GrB_eWiseMult");
    gt.a = w, gt.b = u, gt.op = op(GRB_BINOP_GT, UINT64);
    gt.op.z = grb_abi_type{BOOL, 1};
    g.results.push_back(g.add(gt, g.vector(BOOL, GRB_STORAGE_FULL)));
    grb_group_node mx = B::blank(GRB_NODE_EWISE_ADD, "GrB_eWiseAdd");
    mx.a = w, mx.b = u, mx.op = op(GRB_BINOP_MAX, UINT64);
    g.results.push_back(g.add(mx, g.vector(UINT64, GRB_STORAGE_FULL)));
  };
  c["kron"] = [](B &g) {
    int32_t A = g.matrix(INT64), Bm = g.matrix(INT64);
    grb_group_node n = B::blank(GRB_NODE_KRON, "GrB_kronecker");
    n.a = A, n.b = Bm, n.op = op(GRB_BINOP_TIMES, INT64);
    g.results.push_back(g.add(n, g.matrix(INT64)));
  };
}

void elementWiseCases(std::map<std::string, Case> &c) {
  // C = A + B' (eWiseAdd), then D<C,struct> = C .* A (eWiseMult): a chain of two calls
  c["ewise"] = [](B &g) {
    int32_t A = g.matrix(), Bm = g.matrix();
    grb_group_node add = B::blank(GRB_NODE_EWISE_ADD, "GrB_eWiseAdd");
    add.a = A, add.b = Bm, add.flags = GRB_FLAG_TRAN_B, add.op = op(GRB_BINOP_PLUS);
    int32_t C = g.add(add, g.matrix());
    grb_group_node mult = masked(B::blank(GRB_NODE_EWISE_MULT, "GrB_eWiseMult"), C, GRB_FLAG_MASK_STRUCTURAL);
    mult.a = C, mult.b = A, mult.op = op(GRB_BINOP_TIMES);
    g.results.push_back(g.add(mult, g.matrix()));
  };
  c["ewise-union"] = [](B &g) {
    int32_t u = g.vector(), alpha = g.scalar(), v = g.vector(), beta = g.scalar();
    grb_group_node n = B::blank(GRB_NODE_EWISE_UNION, "GxB_eWiseUnion");
    n.a = u, n.b = v, n.scalar0 = alpha, n.scalar1 = beta, n.op = op(GRB_BINOP_MINUS);
    g.results.push_back(g.add(n, g.vector()));
  };
}

void applySelectCases(std::map<std::string, Case> &c) {
  c["apply"] = [](B &g) {
    int32_t A = g.matrix(INT32);
    grb_group_node n = B::blank(GRB_NODE_APPLY, "GrB_apply");
    n.a = A, n.op = op(GRB_UNOP_AINV, INT32), n.flags = GRB_FLAG_TRAN_A;
    g.results.push_back(g.add(n, g.matrix(INT32)));
  };
  c["apply-bind"] = [](B &g) {
    int32_t A = g.matrix(), s = g.scalar();
    grb_group_node first = B::blank(GRB_NODE_APPLY_BIND1ST, "GrB_apply_BinaryOp1st");
    first.a = A, first.scalar0 = s, first.op = op(GRB_BINOP_DIV);
    int32_t T = g.add(first, g.matrix());
    grb_group_node second = B::blank(GRB_NODE_APPLY_BIND2ND, "GrB_apply_BinaryOp2nd");
    second.a = T, second.scalar0 = s, second.op = op(GRB_BINOP_MINUS);
    g.results.push_back(g.add(second, g.matrix()));
  };
  c["apply-index"] = [](B &g) {
    int32_t A = g.matrix(), k = g.scalar(INT64);
    grb_group_node n = B::blank(GRB_NODE_APPLY_INDEX, "GrB_apply_IndexOp");
    n.a = A, n.scalar0 = k, n.op = op(GRB_IDXOP_ROWINDEX, INT64);
    g.results.push_back(g.add(n, g.matrix(INT64)));
  };
  // select(tril, -1) then select(valuegt, thunk) with an accumulator into C
  c["select"] = [](B &g) {
    int32_t A = g.matrix(), k = g.scalar(INT64), thunk = g.scalar(), C = g.matrix();
    grb_group_node tril = B::blank(GRB_NODE_SELECT, "GrB_select");
    tril.a = A, tril.scalar0 = k, tril.op = op(GRB_IDXOP_TRIL, INT64);
    int32_t L = g.add(tril, g.matrix());
    grb_group_node gt = B::blank(GRB_NODE_SELECT, "GrB_select");
    gt.a = L, gt.scalar0 = thunk, gt.op = op(GRB_IDXOP_VALUEGT), gt.c_in = C, gt.accum = op(GRB_BINOP_MAX);
    g.results.push_back(g.add(gt, g.matrix()));
  };
}

void reduceTransposeCases(std::map<std::string, Case> &c) {
  c["reduce-scalar"] = [](B &g) {
    int32_t A = g.matrix();
    grb_group_node n = B::blank(GRB_NODE_REDUCE_TO_SCALAR, "GrB_reduce");
    n.a = A, n.monoid = op(GRB_BINOP_PLUS), n.flags = GRB_FLAG_COMPENSATED;
    g.results.push_back(g.add(n, g.scalar()));
  };
  c["reduce-vector"] = [](B &g) {
    int32_t A = g.matrix(INT64), m = g.vector(BOOL);
    grb_group_node n = masked(B::blank(GRB_NODE_REDUCE_TO_VECTOR, "GrB_reduce"), m, 0);
    n.a = A, n.monoid = op(GRB_BINOP_MAX, INT64), n.flags |= GRB_FLAG_TRAN_A;
    g.results.push_back(g.add(n, g.vector(INT64)));
  };
  c["transpose"] = [](B &g) {
    int32_t A = g.matrix(FP32, GRB_STORAGE_SPARSE, false), M = g.matrix(BOOL);
    grb_group_node n = masked(B::blank(GRB_NODE_TRANSPOSE, "GrB_transpose"), M, GRB_FLAG_MASK_COMPLEMENT);
    n.a = A;
    g.results.push_back(g.add(n, g.matrix(FP32)));
  };
}

void extractAssignCases(std::map<std::string, Case> &c) {
  c["extract"] = [](B &g) {
    int32_t A = g.matrix(), I = g.indexList();
    grb_group_node n = B::blank(GRB_NODE_EXTRACT, "GrB_extract");
    n.a = A, n.rows = I;  // cols: GrB_ALL
    g.results.push_back(g.add(n, g.matrix()));
  };
  // v<q,struct>(:) = s, then w(I)<m> += u (subassign)
  c["assign"] = [](B &g) {
    int32_t v = g.vector(INT32, GRB_STORAGE_BITMAP), q = g.vector(BOOL), s = g.scalar(INT32);
    grb_group_node a = masked(B::blank(GRB_NODE_ASSIGN, "GrB_assign"), q, GRB_FLAG_MASK_STRUCTURAL);
    a.c_in = v, a.a = s;
    int32_t v1 = g.add(a, g.vector(INT32, GRB_STORAGE_BITMAP));
    int32_t I = g.indexList(), m = g.vector(BOOL), u = g.vector(INT32);
    grb_group_node sub = masked(B::blank(GRB_NODE_SUBASSIGN, "GxB_subassign"), m, 0);
    sub.c_in = v1, sub.a = u, sub.rows = I, sub.accum = op(GRB_BINOP_PLUS, INT32);
    g.results.push_back(g.add(sub, g.vector(INT32, GRB_STORAGE_BITMAP)));
  };
}

// What the types cannot say rides in #graphblas.value: unsigned, iso, index width, dimensions;
// every storage format and orientation; complex and user-defined elements.
void typeCases(std::map<std::string, Case> &c) {
  c["types"] = [](B &g) {
    int32_t hyper = g.value(GRB_VALUE_MATRIX, UINT32, GRB_STORAGE_HYPER, false, uint64_t(1) << 60, uint64_t(1) << 60);
    g.values[size_t(hyper)].iso = 1;
    int32_t bitmap = g.matrix(UINT32, GRB_STORAGE_BITMAP);
    g.values[size_t(bitmap)].index_bits = 32;
    grb_group_node n = B::blank(GRB_NODE_EWISE_MULT, "GrB_eWiseMult");
    n.a = hyper, n.b = bitmap, n.op = op(GRB_BINOP_PLUS, UINT32);
    int32_t full = g.add(n, g.value(GRB_VALUE_MATRIX, UINT32, GRB_STORAGE_FULL, true, 100, 100));
    grb_group_node t = B::blank(GRB_NODE_TRANSPOSE, "GrB_transpose");
    t.a = full;
    g.results.push_back(g.add(t, g.matrix(UINT32, GRB_STORAGE_HYPER, true)));
    int32_t z = g.matrix(FC64), u = g.value(GRB_VALUE_MATRIX, UDT, GRB_STORAGE_SPARSE, true, 5, 5, 24);
    grb_group_node cz = B::blank(GRB_NODE_TRANSPOSE, "GrB_transpose");
    cz.a = z;
    g.results.push_back(g.add(cz, g.matrix(FC64)));
    grb_group_node cu = B::blank(GRB_NODE_TRANSPOSE, "GrB_transpose");
    cu.a = u;
    g.results.push_back(g.add(cu, g.value(GRB_VALUE_MATRIX, UDT, GRB_STORAGE_SPARSE, true, 5, 5, 24)));
  };
}

// Groups the whole pipeline takes (--kernel): a select/apply chain with a matrix result, and the
// same chain reduced to a scalar (the shapes the library's planner sends today).
void kernelCases(std::map<std::string, Case> &c) {
  c["chain-matrix"] = [](B &g) {
    int32_t A = g.matrix(), k = g.scalar(INT64);
    grb_group_node tril = B::blank(GRB_NODE_SELECT, "GrB_select");
    tril.a = A, tril.scalar0 = k, tril.op = op(GRB_IDXOP_TRIL, INT64);
    int32_t L = g.add(tril, g.matrix());
    grb_group_node neg = B::blank(GRB_NODE_APPLY, "GrB_apply");
    neg.a = L, neg.op = op(GRB_UNOP_AINV);
    g.results.push_back(g.add(neg, g.matrix()));
  };
  c["chain-scalar"] = [](B &g) {
    int32_t A = g.matrix(INT64), thunk = g.scalar(INT64);
    grb_group_node gt = B::blank(GRB_NODE_SELECT, "GrB_select");
    gt.a = A, gt.scalar0 = thunk, gt.op = op(GRB_IDXOP_VALUEGT, INT64);
    int32_t S = g.add(gt, g.matrix(INT64));
    grb_group_node sum = B::blank(GRB_NODE_REDUCE_TO_SCALAR, "GrB_reduce");
    sum.a = S, sum.monoid = op(GRB_BINOP_PLUS, INT64);
    g.results.push_back(g.add(sum, g.scalar(INT64)));
  };
  c["masked-dot"] = [](B &g) {  // sum(C<L,struct> = L * U') over PLUS_PAIR
    int32_t L = g.matrix(INT64), U = g.matrix(INT64);
    grb_group_node mxm = masked(B::blank(GRB_NODE_MXM, "GrB_mxm"), L, GRB_FLAG_MASK_STRUCTURAL | GRB_FLAG_TRAN_B);
    mxm.a = L, mxm.b = U, mxm.op = op(GRB_BINOP_PAIR, INT64), mxm.monoid = op(GRB_BINOP_PLUS, INT64);
    int32_t C = g.add(mxm, g.matrix(INT64));
    grb_group_node sum = B::blank(GRB_NODE_REDUCE_TO_SCALAR, "GrB_reduce");
    sum.a = C, sum.monoid = op(GRB_BINOP_PLUS, INT64);
    g.results.push_back(g.add(sum, g.scalar(INT64)));
  };
  // q1<!v,struct,replace> = A any.pair q (GrB_mxv: the pull over A's rows) or q any.pair A
  // (GrB_vxm: the push from q's entries); v1<q1,struct> = level. The product is folded into a vxm
  // and grouped with the assign by the compiler; v is updated in place.
  auto maskedProductAssign = [](B &g, grb_node_family family) {
    const bool vxm = family == GRB_NODE_VXM;
    int32_t A = g.matrix(BOOL), q = g.vector(BOOL), v = g.vector(INT64, GRB_STORAGE_BITMAP), level = g.scalar(INT64);
    grb_group_node p = masked(B::blank(family, vxm ? "GrB_vxm" : "GrB_mxv"), v,
                              GRB_FLAG_MASK_STRUCTURAL | GRB_FLAG_MASK_COMPLEMENT | GRB_FLAG_REPLACE);
    p.a = vxm ? q : A, p.b = vxm ? A : q, p.op = op(GRB_BINOP_PAIR, BOOL), p.monoid = op(GRB_BINOP_ANY, BOOL);
    int32_t q1 = g.add(p, g.vector(BOOL, GRB_STORAGE_BITMAP));
    grb_group_node a = masked(B::blank(GRB_NODE_ASSIGN, "GrB_assign"), q1, GRB_FLAG_MASK_STRUCTURAL);
    a.c_in = v, a.a = level;
    int32_t v1 = g.add(a, g.vector(INT64, GRB_STORAGE_BITMAP));
    g.results.push_back(q1);
    g.results.push_back(v1);
  };
  c["mxv-assign"] = [=](B &g) { maskedProductAssign(g, GRB_NODE_MXV); };
  c["vxm-assign"] = [=](B &g) { maskedProductAssign(g, GRB_NODE_VXM); };
  // C = |A| + B where B has A's pattern (the library compared them): the result keeps that
  // pattern, the kernel writes its values alone into the caller's array
  c["same-pattern"] = [](B &g) {
    int32_t A = g.matrix(), Bm = g.matrix();
    g.values[size_t(Bm)].pattern_of = A;
    grb_group_node abs = B::blank(GRB_NODE_APPLY, "GrB_apply");
    abs.a = A, abs.op = op(GRB_UNOP_ABS);
    int32_t T = g.add(abs, g.matrix());
    grb_group_node add = B::blank(GRB_NODE_EWISE_ADD, "GrB_eWiseAdd");
    add.a = T, add.b = Bm, add.op = op(GRB_BINOP_PLUS);
    g.results.push_back(g.add(add, g.matrix()));
  };
  c["unfusable"] = [](B &g) {  // a lone transpose: imported, but no group the lowering takes
    int32_t A = g.matrix();
    grb_group_node t = B::blank(GRB_NODE_TRANSPOSE, "GrB_transpose");
    t.a = A;
    g.results.push_back(g.add(t, g.matrix()));
  };
}

// Groups the importer refuses, each with a diagnostic naming why.
void refusalCases(std::map<std::string, Case> &c) {
  c["bad-user-op"] = [](B &g) {
    int32_t A = g.matrix();
    grb_group_node n = B::blank(GRB_NODE_APPLY, "GrB_apply");
    n.a = A, n.op = op(GRB_UNOP_USER);
    g.results.push_back(g.add(n, g.matrix()));
  };
  c["bad-operator"] = [](B &g) {
    int32_t A = g.matrix(INT64), Bm = g.matrix(INT64);
    grb_group_node n = B::blank(GRB_NODE_EWISE_ADD, "GrB_eWiseAdd");
    n.a = A, n.b = Bm, n.op = op(GRB_BINOP_BSHIFT, INT64);
    g.results.push_back(g.add(n, g.matrix(INT64)));
  };
  c["bad-order"] = [](B &g) {
    int32_t A = g.matrix();
    int32_t later = g.matrix();  // claimed by the second node, read by the first
    grb_group_node first = B::blank(GRB_NODE_APPLY, "GrB_apply#1");
    first.a = later, first.op = op(GRB_UNOP_AINV);
    int32_t T = g.add(first, g.matrix());
    grb_group_node second = B::blank(GRB_NODE_APPLY, "GrB_apply#2");
    second.a = A, second.op = op(GRB_UNOP_ABS);
    g.add(second, later);
    g.results.push_back(T);
  };
  c["bad-pattern-of"] = [](B &g) {  // a pattern borrowed from a scalar
    int32_t k = g.scalar(), A = g.matrix();
    g.values[size_t(A)].pattern_of = k;
    grb_group_node n = B::blank(GRB_NODE_APPLY, "GrB_apply");
    n.a = A, n.op = op(GRB_UNOP_ABS);
    g.results.push_back(g.add(n, g.matrix()));
  };
  c["bad-abi-version"] = [](B &g) {
    int32_t A = g.matrix();
    grb_group_node n = B::blank(GRB_NODE_APPLY, "GrB_apply");
    n.a = A, n.op = op(GRB_UNOP_ONE);
    g.results.push_back(g.add(n, g.matrix()));
  };
  c["bad-verify"] = [](B &g) {  // the dialect's verifier: a logical monoid on a double result
    int32_t A = g.matrix();
    grb_group_node n = B::blank(GRB_NODE_REDUCE_TO_VECTOR, "GrB_reduce");
    n.a = A, n.monoid = op(GRB_BINOP_LOR);
    g.results.push_back(g.add(n, g.vector()));
  };
}

std::map<std::string, Case> cases() {
  std::map<std::string, Case> c;
  productCases(c);
  elementWiseCases(c);
  applySelectCases(c);
  reduceTransposeCases(c);
  extractAssignCases(c);
  typeCases(c);
  kernelCases(c);
  refusalCases(c);
  return c;
}

} // namespace
