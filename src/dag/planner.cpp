// The planner (see planner.hpp): pending nodes -> a described group (compiler_group.hpp) -> JIT kernel.
#include "core/memory.hpp"
#include "dag/planner.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <memory>
#include <sstream>
#include <string>

#include "core/global.hpp"
#include "core/parallel.hpp"
#include "dag/compiler_group.hpp"
#include "dag/coverage.hpp"
#include "dag/jit.hpp"
#include "dag/nodes/apply_node.hpp"
#include "dag/nodes/extract_node.hpp"
#include "dag/nodes/reduce_node.hpp"
#include "dag/node.hpp"
#include "dag/opnode.hpp"
#include "dag/scheduler.hpp"
#include "kernels/compensated.hpp"
#include "kernels/ewise.hpp"
#include "kernels/reduce.hpp"

namespace gb {
namespace {

using Clock = std::chrono::steady_clock;
// Whether the lowering has values of this type (the built-in real types).
bool fusable_type(TypeCode c) { return c >= TypeCode::Bool && c <= TypeCode::FP64; }

const char* idxunop_name(IndexUnaryOpcode o) {
  switch (o) {
    case IndexUnaryOpcode::TRIL: return "tril";
    case IndexUnaryOpcode::TRIU: return "triu";
    case IndexUnaryOpcode::DIAG: return "diag";
    case IndexUnaryOpcode::OFFDIAG: return "offdiag";
    case IndexUnaryOpcode::ROWLE: return "rowle";
    case IndexUnaryOpcode::ROWGT: return "rowgt";
    case IndexUnaryOpcode::COLLE: return "colle";
    case IndexUnaryOpcode::COLGT: return "colgt";
    case IndexUnaryOpcode::VALUEEQ: return "valueeq";
    case IndexUnaryOpcode::VALUENE: return "valuene";
    case IndexUnaryOpcode::VALUELT: return "valuelt";
    case IndexUnaryOpcode::VALUELE: return "valuele";
    case IndexUnaryOpcode::VALUEGT: return "valuegt";
    case IndexUnaryOpcode::VALUEGE: return "valuege";
    default: return nullptr;
  }
}

// A unary operator the dialect has, with the library's semantics on type t (null: not fusable).
const char* unop_name(UnaryOpcode o, TypeCode t) {
  switch (o) {
    case UnaryOpcode::IDENTITY: return "identity";
    case UnaryOpcode::AINV: return t == TypeCode::Bool ? "identity" : "ainv";
    case UnaryOpcode::ABS: return t == TypeCode::Bool ? "identity" : "abs";
    case UnaryOpcode::ONE: return "one";
    case UnaryOpcode::MINV: return is_float(t) ? "minv" : nullptr;  // integer 1/x has GraphBLAS' own rules
    case UnaryOpcode::LNOT: return t == TypeCode::Bool ? "lnot" : nullptr;
    default: return nullptr;
  }
}

// One operation of a group, source first.
struct GroupOp {
  std::shared_ptr<Node> node;
  FusionOp f;
  VersionPtr out;
};

std::shared_ptr<Node> producer_of(const VersionPtr& v) {
  std::lock_guard<std::mutex> lock(v->mu);
  return v->store ? nullptr : v->producer;
}

// The plan of one reduction, for the log and the dot file.
struct Plan {
  int id = 0;
  gb::vector<GroupOp> ops;        // source first; empty: nothing fusable
  gb::vector<VersionPtr> leaves;  // group arguments
  VersionPtr reduced;              // root "rows": the matrix whose rows are reduced
  std::string group_kind;          // mxm_reduce / ewise_chain
  std::string root = "reduce_to_scalar";  // what the group yields: reduce_to_scalar / matrix
  std::string outcome;             // path taken
  bool fused = false;
  std::string dot;                 // the DAG as found (before the operands were computed)
};

std::string describe_op(const GroupOp& g) {
  const FusionOp& f = g.f;
  switch (f.kind) {
    case FusionOp::Kind::Mxm: return "mxm(C<M,struct>=A*B')";
    case FusionOp::Kind::Select: {
      const char* n = idxunop_name(f.idx_opcode);
      return std::string("select(") + (n ? n : "?") + ")";
    }
    case FusionOp::Kind::Apply: {
      if (!f.unop && f.binop)  // a bound binary operator: its opcode, and the scalar's side
        return "apply(binop " + std::to_string(int(f.binop->opcode)) + (f.bind_first ? ", bound 1st)" : ", bound 2nd)");
      if (dynamic_cast<const ExtractNode*>(g.node.get())) return "extract(whole)";  // a copy: IDENTITY
      const char* n = f.unop ? unop_name(f.unop->opcode, f.unop->x.code) : nullptr;
      return std::string("apply(") + (n ? n : "?") + ")";
    }
    default: return g.node ? g.node->kind() : "?";
  }
}

const char* dot_path() {
  static const char* path = std::getenv("GRB_DAG_DOT");
  return path && *path ? path : nullptr;
}

// Graphviz: the pending DAG below the reduction, the group as a cluster; "@OUTCOME@" stands for
// the plan's outcome, known later.
std::string dag_dot(const Plan& p, const VersionPtr& root) {
  std::map<const void*, int> ids;
  auto id = [&](const void* q) {
    auto it = ids.find(q);
    if (it != ids.end()) return it->second;
    int n = int(ids.size());
    ids[q] = n;
    return n;
  };
  std::ostringstream os;
  os << "digraph plan_" << p.id << " {\n  rankdir=BT;\n  label=\"plan " << p.id << ": @OUTCOME@\";\n";
  std::map<const Node*, bool> in_group;
  for (const GroupOp& g : p.ops) in_group[g.node.get()] = true;
  // every pending node reachable from the root (bounded)
  gb::vector<VersionPtr> stack{root};
  std::map<const Version*, bool> seen;
  std::ostringstream outside, edges, cluster;
  int budget = 256;
  while (!stack.empty() && budget-- > 0) {
    VersionPtr v = stack.back();
    stack.pop_back();
    if (seen[v.get()]) continue;
    seen[v.get()] = true;
    std::shared_ptr<Node> n = producer_of(v);
    const int vid = id(v.get());
    os << "  v" << vid << " [shape=ellipse,label=\"v" << vid << " " << (v->type ? v->type->name : "") << " "
       << v->nrows << "x" << v->ncols << (n ? " (pending)" : "") << "\"];\n";
    if (!n) continue;
    const int nid = id(n.get());
    std::ostringstream& dst = in_group.count(n.get()) ? cluster : outside;
    std::string label = n->kind();
    for (const GroupOp& g : p.ops)
      if (g.node == n) label = describe_op(g);
    dst << "    n" << nid << " [shape=box,label=\"" << label << "\"];\n";
    edges << "  n" << nid << " -> v" << vid << ";\n";
    for (size_t k = 0; k < n->inputs.size(); k++) {
      const VersionPtr& iv = n->inputs[k];
      if (!iv) continue;
      edges << "  v" << id(iv.get()) << " -> n" << nid << " [label=\"" << k << "\"];\n";
      stack.push_back(iv);
    }
  }
  os << "  subgraph cluster_group {\n    label=\"" << (p.ops.empty() ? "no group" : p.group_kind)
     << (p.root == "matrix" ? " -> matrix" : " + reduce") << "\";\n    style=filled; color=lightblue;\n    r [shape=box,label=\""
     << (p.root == "matrix" ? "matrix result" : "reduce_to_scalar") << "\"];\n"
     << cluster.str() << "  }\n"
     << outside.str() << edges.str() << "  v" << id(root.get()) << " -> r;\n}\n";
  return os.str();
}

void write_dot(Plan& p, const VersionPtr& root) {
  const char* path = dot_path();
  if (!path) return;
  if (p.dot.empty()) p.dot = dag_dot(p, root);
  std::string text = p.dot;
  std::string outcome = p.outcome;
  for (char& c : outcome)
    if (c == '"') c = '\'';
  const size_t at = text.find("@OUTCOME@");
  if (at != std::string::npos) text.replace(at, 9, outcome);
  if (FILE* f = std::fopen(path, "a")) {
    std::fputs(text.c_str(), f);
    std::fclose(f);
  }
}

void report(Plan& p, const VersionPtr& root) {
  if (jit_log_enabled()) {
    std::string line = "plan " + std::to_string(p.id) + ": " + p.root;
    for (size_t k = p.ops.size(); k-- > 0;) line += " <- " + describe_op(p.ops[k]);
    if (!p.ops.empty() || !p.group_kind.empty())
      line += " [" + p.group_kind + ", " + std::to_string(p.leaves.size()) + " operand(s)]";
    line += ": " + p.outcome;
    jit_log(line);
  }
  write_dot(p, root);
}

// Whether node n, producing version out, can be a member of a group: *g describes it. False:
// *why says why (kept by the caller for the group's root only).
bool joins_group(const std::shared_ptr<Node>& n, const VersionPtr& out, bool private_only, GroupOp* g,
                 std::string* why) {
  g->node = n;
  g->out = out;
  auto* on = dynamic_cast<OpNode*>(n.get());
  if (!on || !n->describe(&g->f)) return *why = std::string("its producer ") + n->kind() + " is not fusable", false;
  // C's old value matters only when it has entries (C<M> = T without replace keeps C outside M);
  // C<M,replace> = T clears C first
  bool old_c_empty = true;
  if (on->has_c && !(on->has_mask && on->replace)) {
    const VersionPtr& c = on->inputs[0];
    std::lock_guard<std::mutex> lock(c->mu);
    old_c_empty = c->store && c->store->nvals == 0;
  }
  if (!old_c_empty || on->accum.has)
    return *why = std::string(n->kind()) + " accumulates into or keeps part of its output", false;
  if (g->f.kind == FusionOp::Kind::Mxm) {
    // C<M,struct> = A*B' is the dot-product form; A*B is taken too when the group has a matrix
    // result: B is then handed to the kernel by column (B' by row), as a dot-product mxm needs
    if (!on->has_mask || !on->mask_structural || on->mask_complement || g->f.tran_a ||
        (!g->f.tran_b && !private_only))
      return *why = "mxm is not C<M,struct>=A*B' (the dot-product form the lowering takes)", false;
    return true;
  }
  if (g->f.tran) return *why = std::string(n->kind()) + " has a transposed input", false;
  // a mask (C starts empty, as checked above): the member keeps T's entries the mask allows
  if (on->has_mask && !on->inputs[1]) return *why = std::string(n->kind()) + " has no mask value", false;
  return true;
}

// The mask a group member reads (C<M> = T into an empty C), or null.
const VersionPtr* member_mask(const GroupOp& op) {
  auto* on = static_cast<const OpNode*>(op.node.get());
  return op.f.kind != FusionOp::Kind::Mxm && on->has_mask ? &on->inputs[1] : nullptr;
}

// Whether version v's pending producer is an mxm: a chain's source only, never a member's mask.
bool produced_by_mxm(const VersionPtr& v) {
  std::shared_ptr<Node> n = producer_of(v);
  FusionOp f;
  return n && dynamic_cast<OpNode*>(n.get()) && n->describe(&f) && f.kind == FusionOp::Kind::Mxm;
}

// The operand inputs of a group member (the values its operation reads, not C's old value).
int operand_count(const FusionOp& f) {
  return f.kind == FusionOp::Kind::Mxm || f.kind == FusionOp::Kind::EWiseAdd || f.kind == FusionOp::Kind::EWiseMult ? 2 : 1;
}

// The walk of find_group: pending producers below a version, members in post-order (operands
// before the operations reading them). A version in `operands` is taken as computed, not followed.
struct GroupWalk {
  bool private_only = false;
  std::set<const Version*> operands;
  gb::vector<GroupOp> ops;
  std::map<const Version*, int> reached;  // member outputs: how often the walk met each
  bool any_ewise = false;

  // why: where the root's refusal goes (null below the root)
  void visit(const VersionPtr& v, std::string* why) {
    std::shared_ptr<Node> n = producer_of(v);
    if (!n || operands.count(v.get()) || int(ops.size()) >= kMaxPendingDepth) return;
    if (reached[v.get()]++ > 0) return;  // met again: made an operand by the next walk
    GroupOp g;
    std::string not_here;
    if (!joins_group(n, v, private_only, &g, why ? why : &not_here)) {
      reached.erase(v.get());
      return;
    }
    auto* on = static_cast<OpNode*>(n.get());
    any_ewise = any_ewise || g.f.kind == FusionOp::Kind::EWiseAdd || g.f.kind == FusionOp::Kind::EWiseMult;
    if (g.f.kind != FusionOp::Kind::Mxm) {  // an mxm is always a source: its operands are computed
      const VersionPtr* mask = member_mask(g);
      for (int k = mask ? -1 : 0; k < operand_count(g.f); k++) {
        const VersionPtr& next = k < 0 ? *mask : on->inputs[size_t(on->first_operand + k)];
        if (!next || (k < 0 && produced_by_mxm(next))) continue;
        if (private_only) {
          long uses_here = 0;  // this node's references, and the walk's own (a member's output)
          for (const VersionPtr& iv : on->inputs) uses_here += iv == next ? 1 : 0;
          for (const GroupOp& m : ops) uses_here += m.out == next ? 1 : 0;
          if (next.use_count() > uses_here && producer_of(next)) continue;  // held elsewhere: an operand
        }
        visit(next, nullptr);
      }
    }
    ops.push_back(g);
  }
};

// Find the group below the version v (a reduction's input or a matrix result): *ops, operands
// before the operations reading them (the root last). False (with *why) when there is nothing to
// fuse. The group is a tree: a pending version read twice in it (T .* T, or by two members) is
// an operand computed once, as is an mxm under a member with two operands (the lowering takes an
// mxm only as a chain's one source). private_only: an intermediate version someone outside the
// group still holds (a handle, another pending node) ends the group and becomes its operand, so
// it is computed once, node by node, rather than fused here and recomputed when its holder reads it.
bool find_group(const VersionPtr& v, gb::vector<GroupOp>* ops, std::string* why, bool private_only = false) {
  GroupWalk walk;
  walk.private_only = private_only;
  walk.visit(v, why);
  std::set<const Version*> cut;
  for (const auto& [version, times] : walk.reached)
    if (times > 1) cut.insert(version);
  if (walk.any_ewise)
    for (const GroupOp& g : walk.ops)
      if (g.f.kind == FusionOp::Kind::Mxm) cut.insert(g.out.get());
  if (!cut.empty() && !walk.ops.empty()) {
    GroupWalk again;
    again.private_only = private_only;
    again.operands = std::move(cut);
    again.visit(v, why);
    walk = std::move(again);
  }
  *ops = std::move(walk.ops);
  if (ops->empty() && why->empty()) *why = "no pending producer";
  return !ops->empty();
}

// A group ready to run: its description, the kernel and what the kernel is bound to.
struct Prepared {
  TypeCode T = TypeCode::None;       // the value type flowing up the chain
  TypeCode R = TypeCode::None;       // a scalar root's type when its values are cast to it (else T)
  gb::vector<StorePtr> stores;      // the operands' storage, as handed over (kept alive)
  gb::vector<int32_t> store_values; // the group value of each operand
  gb::vector<const void*> scalars;  // run-time scalars (thunks), in argument order
  gb::vector<int32_t> scalar_values;
  GroupDescription group;
  JitKernel kernel;
  double leaves_s = 0;               // time spent computing the operands (not planning)
  int64_t work = 0;                  // entries + rows read: the serial cutoff's measure
  int64_t entries = 0;               // the operands' stored entries (the coverage weight)
  gb::vector<bool> same_pattern;     // operand k has operand 0's pattern (row pointers, indices)
};

// The group in p.ops (source first) as the compiler's typed description, operands as prepared
// (g->stores, in leaf order), then the thunks, then one node per operation and the root.
void describe_group(const Plan& p, bool matrix_root, const MonoidRef* monoid, bool compensated,
                    const gb::vector<bool>& values_read, const gb::vector<int>& mxm_args, Prepared* g) {
  GroupDescription& d = g->group;
  // the kernel's rows are each store's vectors (binding: run_kernel): a matrix by column is
  // handed over as its transpose by row (B' for C = A*B, or a leaf whose sum is the same)
  for (size_t k = 0; k < g->stores.size(); k++)
    g->store_values.push_back(d.operand(*g->stores[k], values_read[k], true));
  for (size_t k = 1; k < g->same_pattern.size(); k++)
    if (g->same_pattern[k]) d.same_pattern(g->store_values[k], g->store_values[0]);
  const grb_abi_type t = abi_type(g->T, type_size(g->T));
  // the group value of each version a member reads: an operand's, or the member producing it
  std::map<const Version*, int32_t> value_of;
  for (size_t k = 0; k < p.leaves.size(); k++) value_of.emplace(p.leaves[k].get(), g->store_values[k]);
  auto input = [&](const OpNode* on, int k) { return value_of.at(on->inputs[size_t(on->first_operand + k)].get()); };
  auto masked = [&](const GroupOp& op, grb_group_node n) {  // C<M> = T into an empty C
    if (const VersionPtr* m = member_mask(op)) {
      auto* on = static_cast<const OpNode*>(op.node.get());
      n.mask = value_of.at(m->get());
      n.flags |= (on->mask_structural ? uint32_t(GRB_FLAG_MASK_STRUCTURAL) : 0u) |
                 (on->mask_complement ? uint32_t(GRB_FLAG_MASK_COMPLEMENT) : 0u);
    }
    return n;
  };
  int32_t cur = g->store_values.empty() ? -1 : g->store_values.front();  // no operation: the operand
  for (const GroupOp& op : p.ops) {
    auto* on = static_cast<OpNode*>(op.node.get());
    const uint64_t nrows = on->nrows, ncols = on->ncols;
    // every member yields T but a comparing root, which yields bool (chain_refusal)
    const grb_abi_type out_t = on->ctype->code == g->T ? t : abi_type(on->ctype->code, type_size(on->ctype->code));
    if (op.f.kind == FusionOp::Kind::Mxm) {
      // C<M,struct> = A*B', B handed over by row: for C = A*B that is B' (B by column), so the
      // kernel's operand is the transpose either way
      grb_group_node n = abi_blank_node(GRB_NODE_MXM, "GrB_mxm");
      n.mask = g->store_values[size_t(mxm_args[0])];
      n.a = g->store_values[size_t(mxm_args[1])];
      n.b = g->store_values[size_t(mxm_args[2])];
      n.flags = GRB_FLAG_MASK_STRUCTURAL | GRB_FLAG_TRAN_B;
      n.op = abi_op(op.f.semiring->mult);
      n.monoid = abi_op(op.f.semiring->add.op);
      cur = value_of[op.out.get()] = d.node(n, GRB_VALUE_MATRIX, out_t, nrows, ncols);
      continue;
    }
    if (op.f.kind == FusionOp::Kind::EWiseAdd || op.f.kind == FusionOp::Kind::EWiseMult) {
      const bool add = op.f.kind == FusionOp::Kind::EWiseAdd;
      grb_group_node n = abi_blank_node(add ? GRB_NODE_EWISE_ADD : GRB_NODE_EWISE_MULT,
                                        add ? "GrB_eWiseAdd" : "GrB_eWiseMult");
      n.a = input(on, 0);
      n.b = input(on, 1);
      n.op = abi_op(*op.f.binop);
      cur = value_of[op.out.get()] = d.node(masked(op, n), GRB_VALUE_MATRIX, out_t, nrows, ncols);
      continue;
    }
    if (op.f.kind == FusionOp::Kind::Select) {
      grb_group_node n = abi_blank_node(GRB_NODE_SELECT, "GrB_select");
      n.a = input(on, 0);
      n.op = op.f.idxop ? abi_op(*op.f.idxop) : abi_no_op();
      n.op.opcode = int32_t(op.f.idx_opcode);
      n.scalar0 = d.scalar(op.f.positional ? abi_type(TypeCode::Int64, 8) : t);
      g->scalars.push_back(op.f.positional ? static_cast<const void*>(&op.f.k) : op.f.thunk->data());
      g->scalar_values.push_back(n.scalar0);
      cur = value_of[op.out.get()] = d.node(masked(op, n), GRB_VALUE_MATRIX, out_t, nrows, ncols);
      continue;
    }
    if (!op.f.unop) {  // a bound binary operator, its scalar a run-time argument
      grb_group_node n = abi_blank_node(op.f.bind_first ? GRB_NODE_APPLY_BIND1ST : GRB_NODE_APPLY_BIND2ND, "GrB_apply");
      n.a = input(on, 0);
      n.op = abi_op(*op.f.binop);
      n.scalar0 = d.scalar(t);
      g->scalars.push_back(op.f.thunk->data());
      g->scalar_values.push_back(n.scalar0);
      cur = value_of[op.out.get()] = d.node(masked(op, n), GRB_VALUE_MATRIX, out_t, nrows, ncols);
      continue;
    }
    grb_group_node n = abi_blank_node(GRB_NODE_APPLY, "GrB_apply");
    n.a = input(on, 0);
    n.op = abi_op(*op.f.unop);
    // the dialect's operator with the library's semantics on T (unop_name: AINV/ABS on bool are IDENTITY)
    if (g->T == TypeCode::Bool && (op.f.unop->opcode == UnaryOpcode::AINV || op.f.unop->opcode == UnaryOpcode::ABS))
      n.op.opcode = GRB_UNOP_IDENTITY;
    cur = value_of[op.out.get()] = d.node(masked(op, n), GRB_VALUE_MATRIX, out_t, nrows, ncols);
  }
  if (p.reduced) {  // each row reduced, into a bitmap vector the caller allocates
    grb_group_node n = abi_blank_node(GRB_NODE_REDUCE_TO_VECTOR, "GrB_reduce");
    n.a = cur;
    n.monoid = abi_op(monoid->op);
    cur = d.node(n, GRB_VALUE_VECTOR, t, p.reduced->nrows, 1, GRB_STORAGE_BITMAP);
  } else if (!matrix_root) {
    grb_group_node n = abi_blank_node(GRB_NODE_REDUCE_TO_SCALAR, "GrB_reduce");
    n.a = cur;
    n.monoid = abi_op(monoid->op);
    // PLUS on an integer type of T's size: the same bits; or the type the values are cast to
    const grb_abi_type r = g->R == TypeCode::None ? t : abi_type(g->R, type_size(g->R));
    n.monoid.z = n.monoid.x = n.monoid.y = r;
    n.flags = compensated ? uint32_t(GRB_FLAG_COMPENSATED) : 0u;
    cur = d.node(n, GRB_VALUE_SCALAR, r, 1, 1);
  }
  d.result(cur);
}

// Whether the lowering's scatter/probe form takes A (kernel rows; `reads`: the multiply reads
// its values): one team's scratch, A's columns as bits plus their values, within
// GRB_KERNEL_MAX_TEAM_SCRATCH_BYTES (DotScatter.cpp computes the same).
bool scatter_scratch_fits(const Store& A, bool reads) {
  const uint64_t ncols = uint64_t(A.vlen);
  const uint64_t bytes = (ncols + 63) / 64 * 8 + 64 + (reads ? ncols * std::max<uint64_t>(A.tsize, 1) : 0);
  return ncols < (uint64_t(1) << 40) && bytes <= uint64_t(GRB_KERNEL_MAX_TEAM_SCRATCH_BYTES);
}

// Over an A too wide to scatter, a chain after a masked mxm lowers its dot products to sorted merges (|A(i,:)| + |B(j,:)| steps
// per mask entry); the kernel library picks merge or binary search per entry. On skewed degrees
// (R-MAT hubs) the merges cost many times more than the fusion saves: the reason to run node by
// node then, or "" (M, A, B as the kernel takes them: B' by row).
std::string merge_cost_refusal(const Store& M, const Store& A, const Store& B) {
  const int64_t *Mp = M.P(), *Mi = M.I(), *Ap = A.P(), *Bp = B.P();
  auto lg = [](int64_t x) { return int64_t(64 - __builtin_clzll(uint64_t(x) | 1)); };
  double merge = 0, search = 0;
  for (int64_t i = 0; i < M.vdim && i < A.vdim; i++) {
    const int64_t la = Ap[i + 1] - Ap[i];
    for (int64_t q = Mp[i]; q < Mp[i + 1]; q++) {
      const int64_t j = Mi[q];
      if (j >= B.vdim) continue;
      const int64_t lb = Bp[j + 1] - Bp[j];
      merge += double(la + lb);
      search += double(std::min({la + lb, la * lg(lb), lb * lg(la)}));
    }
  }
  if (merge <= 1.5 * search + 1e5) return "";
  char buf[160];
  std::snprintf(buf, sizeof buf, "mxm then a chain: the fused merges would take %.1fx the steps of the kernel "
                "library's searches (skewed degrees)", merge / std::max(search, 1.0));
  return buf;
}

// Why a group of one operation (a matrix result) is left to the kernel library, or "". A call
// compiled alone saves no pass over an intermediate, so it runs compiled only where the lowering
// does what the kernel library does (measured, same call, JIT on against off):
// - a select whose kept columns are one run per row (tril, triu, diag, row and column bounds):
//   the lowering's range form finds the run by binary searches and copies it, as the library does;
// - other selects (offdiag, by value) test every entry twice (count and fill) row by row, where
//   the library counts value selects over equal chunks of entries: slower or no faster;
// - an apply, or an eWise call over operands of one structure, shares the operand's pattern and
//   writes only the values (the result role GRB_RESULT_MATRIX_VALUES), as the library does; an
//   apply of ONE is left to the library, whose result is iso, and so is an apply over values
//   nothing else holds, which the library overwrites in place (no new array: less memory);
// - an eWiseAdd of two structures merges each row pair twice (count and fill), as the library
//   does, in about half the library's time; an eWiseMult of two structures (the first operand's
//   entries, the second's cursor skipped forward to each) takes 1.4x to 3x the library's time,
//   the more entries match the worse (refused in prepare_group, once the structures are known);
// - a masked dot-product mxm computes each candidate's dot product once against A's row scattered
//   in a team's scratch, into the mask's slots, then packs the rows: on a uniform graph (short rows,
//   few common columns) several times the kernel library's time, which picks the cheapest
//   intersection per entry or a masked saxpy. Under a chain (select, apply) it compiles: the fused
//   kernel saves the intermediate's pass.
std::string lone_refusal(const GroupOp& op) {
  const FusionOp& f = op.f;
  switch (f.kind) {
    case FusionOp::Kind::Select:
      if (f.positional && f.idx_opcode != IndexUnaryOpcode::OFFDIAG) return "";
      return std::string("select(") + (idxunop_name(f.idx_opcode) ? idxunop_name(f.idx_opcode) : "?") +
             ") alone: kept columns are not one run per row, and the kernel library's select is as fast as "
             "the compiled per-entry test";
    case FusionOp::Kind::Apply: {
      if (f.unop && f.unop->opcode == UnaryOpcode::ONE) return "apply(one) alone: the kernel library's result is iso";
      auto* an = dynamic_cast<const ApplyNode*>(op.node.get());
      if (an && an->operand_overwritable())
        return "apply alone over values nothing else holds: the kernel library overwrites them in place";
      if (dynamic_cast<const ExtractNode*>(op.node.get()) && !member_mask(op))
        return "extract of the whole matrix alone: the kernel library shares the operand's storage";
      return "";
    }
    case FusionOp::Kind::Mxm:
      return "a masked mxm alone: the kernel library picks per entry among a lookup in the scattered row, a "
             "galloping search and a merge, or a masked saxpy; the compiled probe of every candidate is "
             "several times slower on a uniform graph";
    case FusionOp::Kind::EWiseAdd:
    case FusionOp::Kind::EWiseMult: return "";
    default: return "not a call the compiler takes alone";
  }
}

// A call alone whose operand is already computed and small: below the kernel library's serial
// cut-off the plan (operands described, kernel looked up and bound) is a fixed cost of the same
// order as the whole call, which a compiled kernel cannot win back on so few entries. "" when
// the operand is large or still pending.
std::string small_operand_refusal(const GroupOp& op) {
  auto* on = static_cast<OpNode*>(op.node.get());
  const VersionPtr& v = on->inputs[size_t(on->first_operand)];
  std::lock_guard<std::mutex> lock(v->mu);
  return v->store ? serial_cutoff_refusal("a call alone on", v->store->nvals, "entries", v->store->vdim) : "";
}

// The one value the kernel library stores for the result of a positional select alone over an
// iso operand (src/kernels/select.cpp: the operand's value, even when nothing is kept), or null.
const void* lone_iso_value(const Plan& p, const Prepared& g) {
  if (p.ops.size() != 1 || p.ops.front().f.kind != FusionOp::Kind::Select || !p.ops.front().f.positional)
    return nullptr;
  const Store& a = *g.stores.front();
  return a.iso ? a.X() : nullptr;
}

// Whether binary operator op compares two values of type T into a bool (EQ, NE, GT, LT, GE, LE).
bool compares_to_bool(const BinaryOpRef& op, TypeCode T) {
  switch (op.opcode) {
    case BinaryOpcode::EQ: case BinaryOpcode::NE: case BinaryOpcode::GT: case BinaryOpcode::LT:
    case BinaryOpcode::GE: case BinaryOpcode::LE: break;
    default: return false;
  }
  return op.x.code == T && op.y.code == T && op.z.code == TypeCode::Bool && fusable_type(T) && T != TypeCode::Bool;
}

// Whether op is an apply or eWise call comparing values of type T into a bool: the one change of
// type a chain takes, at its matrix result or in a member's mask.
bool op_compares_to_bool(const GroupOp& op, TypeCode T) {
  auto* on = static_cast<OpNode*>(op.node.get());
  const bool binary = op.f.kind == FusionOp::Kind::EWiseAdd || op.f.kind == FusionOp::Kind::EWiseMult ||
                      (op.f.kind == FusionOp::Kind::Apply && !op.f.unop);
  return binary && op.f.binop && compares_to_bool(*op.f.binop, T) && on->ctype->code == TypeCode::Bool;
}

bool root_compares_to_bool(const Plan& p, TypeCode T) { return op_compares_to_bool(p.ops.back(), T); }

// Why the chain's operations (p.ops, source first) are not what the lowering takes on values of
// type T, or "". *sign_sensitive: some operation reads the values' sign where the dialect's
// signless integers cannot tell an unsigned type (a select by an order comparison, ABS; the
// importer gives binary operators their unsigned forms); *positional: a select reads positions.
std::string chain_refusal(const Plan& p, TypeCode T, bool matrix_root, bool* sign_sensitive, bool* positional) {
  const bool bool_root = matrix_root && root_compares_to_bool(p, T);
  std::set<const Version*> masks;  // members' masks computed in the group
  for (const GroupOp& op : p.ops)
    if (const VersionPtr* m = member_mask(op)) masks.insert(m->get());
  for (size_t k = 0; k < p.ops.size(); k++) {
    const GroupOp& op = p.ops[k];
    auto* on = static_cast<OpNode*>(op.node.get());
    if (op.f.kind == FusionOp::Kind::Mxm) continue;
    // the comparing root, or a comparison giving a mask (read only as the mask: the group is a tree)
    const bool to_bool = (bool_root && k + 1 == p.ops.size()) || (masks.count(op.out.get()) && op_compares_to_bool(op, T));
    if (on->ctype->code != (to_bool ? TypeCode::Bool : T)) return std::string(op.node->kind()) + " changes the type";
    if (to_bool) continue;
    if (op.f.kind == FusionOp::Kind::Select) {
      if (!idxunop_name(op.f.idx_opcode)) return "select operator not in the dialect";
      *positional = *positional || op.f.positional;
      if (!op.f.positional) {
        *sign_sensitive = *sign_sensitive || (op.f.idx_opcode != IndexUnaryOpcode::VALUEEQ &&
                                              op.f.idx_opcode != IndexUnaryOpcode::VALUENE);
        if (!op.f.idxop || op.f.idxop->x.code != T || op.f.idxop->y.code != T) return "select by value with a typecast";
      }
    } else if (op.f.kind == FusionOp::Kind::EWiseAdd || op.f.kind == FusionOp::Kind::EWiseMult) {
      if (!fusable_binop(*op.f.binop, T)) return std::string(op.node->kind()) + ": operator not in the dialect in the values' type";
      // the kernel library stores a PAIR result iso (one value); the kernel writes every value
      if (matrix_root && op.f.binop->opcode == BinaryOpcode::PAIR) return std::string(op.node->kind()) + " with PAIR: its result is iso";
    } else if (!op.f.unop) {
      // a bound binary operator on T (its scalar is in the operator's type)
      if (!op.f.binop || !op.f.thunk || !fusable_binop(*op.f.binop, T)) return "apply: bound operator not in the dialect in the values' type";
      const BinaryOpcode o = op.f.binop->opcode;
      if (matrix_root && (o == BinaryOpcode::PAIR || (op.f.bind_first ? o == BinaryOpcode::FIRST : o == BinaryOpcode::SECOND)))
        return "apply of an operator that ignores the operand: its result is iso";
    } else {
      if (!op.f.unop || op.f.unop->x.code != T || op.f.unop->z.code != T || !unop_name(op.f.unop->opcode, T))
        return "apply: operator not in the dialect or with a typecast";
      *sign_sensitive = *sign_sensitive || op.f.unop->opcode == UnaryOpcode::ABS;
    }
  }
  return "";
}

// A group's leaves in argument order (a version used twice in the same orientation is one
// argument). values_read[k]: the kernel reads leaf k's values; by_col[k]: it takes leaf k's
// storage by column (B of C = A*B, whose rows the dot products walk); typed[k]: the chain reads
// leaf k's values as its own type (a valued mask's are only tested against zero).
struct GroupLeaves {
  gb::vector<bool> values_read, by_col, typed;
  gb::vector<int> mxm_args;  // M, A, B as leaf indices

  int add(Plan& p, const VersionPtr& lv, bool reads, bool col, bool as_t = false) {
    for (size_t k = 0; k < p.leaves.size(); k++)
      if (p.leaves[k] == lv && by_col[k] == col) {
        values_read[k] = values_read[k] || reads;
        typed[k] = typed[k] || as_t;
        return int(k);
      }
    p.leaves.push_back(lv);
    values_read.push_back(reads);
    by_col.push_back(col);
    typed.push_back(as_t);
    return int(p.leaves.size() - 1);
  }
};

// p.leaves and what the kernel reads of them, and *T, the value type flowing up the chain: an
// mxm source's M, A and B, or every version a member reads that no member produces (their
// values: a matrix result copies them, a reduction sums them), then the masks read as operands.
// "" or why the group is not taken.
std::string collect_leaves(Plan& p, GroupLeaves* L, TypeCode* T) {
  auto produced_here = [&](const VersionPtr& v) {
    return std::any_of(p.ops.begin(), p.ops.end(), [&](const GroupOp& m) { return m.out == v; });
  };
  if (!p.ops.empty() && p.ops.front().f.kind == FusionOp::Kind::Mxm) {
    auto* src = static_cast<OpNode*>(p.ops.front().node.get());
    const SemiringRef& sr = *p.ops.front().f.semiring;
    *T = src->ctype->code;
    if (sr.add.op.opcode != BinaryOpcode::PLUS || sr.add.op.z.code != *T || !fusable_type(*T))
      return "mxm: only PLUS semirings whose type is C's type";
    bool reads = false;
    if (sr.mult.opcode == BinaryOpcode::TIMES) {
      reads = true;
      if (sr.mult.z.code != *T || sr.mult.x.code != *T || sr.mult.y.code != *T) return "mxm: PLUS_TIMES with typecasts";
    } else if (sr.mult.opcode != BinaryOpcode::PAIR) {
      return "mxm: multiply is neither PAIR nor TIMES";
    }
    const int m = L->add(p, src->inputs[1], false, false);
    const int a = L->add(p, src->inputs[size_t(src->first_operand)], reads, false, reads);
    L->mxm_args = {m, a, L->add(p, src->inputs[size_t(src->first_operand) + 1], reads, !p.ops.front().f.tran_b, reads)};
    return "";
  }
  for (const GroupOp& op : p.ops) {
    auto* on = static_cast<OpNode*>(op.node.get());
    for (int k = 0; k < operand_count(op.f); k++) {
      const VersionPtr& in = on->inputs[size_t(on->first_operand + k)];
      if (!in) return std::string(op.node->kind()) + " has no operand";
      if (!produced_here(in)) L->add(p, in, true, false, true);
    }
  }
  if (p.ops.empty() && p.reduced) L->add(p, p.reduced, true, false, true);  // a stored matrix's rows reduced
  if (p.leaves.empty()) return "no operand but masks";
  for (const GroupOp& op : p.ops)
    if (const VersionPtr* m = member_mask(op); m && !produced_here(*m))
      L->add(p, *m, !static_cast<OpNode*>(op.node.get())->mask_structural, false);
  const VersionPtr& leaf = p.leaves.front();
  *T = leaf->type ? leaf->type->code : TypeCode::None;
  if (!fusable_type(*T)) return std::string("values of type ") + (leaf->type ? leaf->type->name : "?");
  return "";
}

// Why the group's root is not what the lowering takes on values of type T, or "": a matrix
// result (CSR by row, of T or a comparison's bool), rows reduced (monoid), or a scalar (PLUS).
std::string root_refusal(const Plan& p, bool matrix_root, const MonoidRef* monoid, TypeCode T) {
  if (matrix_root) {
    auto* root = static_cast<OpNode*>(p.ops.back().node.get());
    if (!root->by_row) return "the result is wanted by column (the kernel writes CSR by row)";
    if (root->ctype->code != T && !root_compares_to_bool(p, T)) return "the result's type differs from the values'";
    return "";
  }
  const BinaryOpRef& op = monoid->op;
  if (p.reduced) {
    // each row reduced in T, from its first kept entry: the library's order and bits
    const bool arithmetic = op.opcode == BinaryOpcode::PLUS || op.opcode == BinaryOpcode::TIMES ||
                            op.opcode == BinaryOpcode::MIN || op.opcode == BinaryOpcode::MAX;
    const bool logical = op.opcode == BinaryOpcode::LOR || op.opcode == BinaryOpcode::LAND || op.opcode == BinaryOpcode::LXOR;
    if (!(arithmetic || logical) || !fusable_binop(op, T)) return "the rows' monoid is not the dialect's on the values' type";
    if (op.opcode == BinaryOpcode::PLUS && compensated_sum() && is_float(T))
      return "the rows' sums are compensated (GxB_COMPENSATED_SUM)";
    return "";
  }
  // the reduction: PLUS in T, or PLUS on an integer type of T's size (same bits)
  const TypeCode mt = op.z.code;
  if (op.opcode != BinaryOpcode::PLUS || T == TypeCode::Bool) return "reduction is not a PLUS monoid";
  if (!(mt == T || (is_integer(mt) && is_integer(T) && op.z.size == type_size(T))))
    return "the reduction's type differs from the values'";
  return "";
}

// Checks the group in p.ops (source first) against what the lowering takes, computes its operands
// and gets its kernel. matrix_root: the group yields its last operation's matrix (CSR by row);
// otherwise it yields the `monoid` reduction of it to a scalar. False: *why says what refused it.
bool prepare_group(Plan& p, bool matrix_root, const MonoidRef* monoid, Prepared* g, std::string* why) {
  auto refuse = [&](const std::string& r) {
    *why = r;
    return false;
  };
  const bool has_mxm = !p.ops.empty() && p.ops.front().f.kind == FusionOp::Kind::Mxm;
  TypeCode& T = g->T;
  GroupLeaves L;
  const std::string no_leaves = collect_leaves(p, &L, &T);
  if (!no_leaves.empty()) return refuse(no_leaves);
  const gb::vector<bool>& values_read = L.values_read;
  const gb::vector<bool>& by_col = L.by_col;
  const gb::vector<bool>& typed = L.typed;
  const gb::vector<int>& mxm_args = L.mxm_args;
  // the chain's operations
  bool sign_sensitive = false, positional = false;
  const std::string not_taken = chain_refusal(p, T, matrix_root, &sign_sensitive, &positional);
  if (!not_taken.empty()) return refuse(not_taken);
  if (sign_sensitive && is_unsigned_int(T))
    return refuse("unsigned values ordered by a select or taken ABS of (signless in the dialect)");
  const std::string root_why = root_refusal(p, matrix_root, monoid, T);
  if (!root_why.empty()) return refuse(root_why);
  // opt-in compensated (Neumaier) summation, as the kernel library's reduce_to_scalar does it
  // (GxB_COMPENSATED_SUM, src/kernels/reduce.hpp)
  const bool compensated = !matrix_root && !p.reduced && compensated_sum() && is_float(T);
  if (has_mxm && std::any_of(p.ops.begin(), p.ops.end(), [](const GroupOp& op) { return member_mask(op) != nullptr; }))
    return refuse("a masked member over an mxm source (the lowering reads an mxm source alone)");
  if (has_mxm && compensated_monoid(p.ops.front().f.semiring->add))
    return refuse("the mxm's sums are compensated (GxB_COMPENSATED_SUM): the lowering has no compensated dot product");

  // the operands, materialized, in a form the kernel takes
  gb::vector<TypeCode> leaf_types;
  const auto t_leaves = Clock::now();
  for (size_t k = 0; k < p.leaves.size(); k++) {
    if (materialize(p.leaves[k]) != GrB_SUCCESS) return refuse("an operand failed to compute");
    StorePtr s;
    {
      std::lock_guard<std::mutex> lock(p.leaves[k]->mu);
      s = p.leaves[k]->store;
    }
    if (!s) return refuse("an operand has no storage");
    if (s->format == Format::Bitmap) {
      // the kernels read compressed rows: a bitmap operand (a dense enough one, under the storage
      // rule) is compressed once, a pass that the fused kernel's saved passes pay for
      s = to_sparse(s, 0.0);
      if (!s || s->format != Format::Sparse) return refuse("out of memory compressing a bitmap operand");
    }
    if (s->format == Format::Hyper && s->vdim <= s->nvals && dimension_alloc_ok(uint64_t(s->vdim) + 1, 8)) {
      // a hypersparse operand with no more vectors than entries (its rows emptied by earlier
      // calls, as a peeled graph's are) is handed over with every row listed: the row pointers
      // cost no more than one pass over its indices
      s = conform(s, GxB_SPARSE, global().hyper_switch, bitmap_switch_for(s->nrows(), s->ncols()));
      if (!s || s->format != Format::Sparse) return refuse("out of memory listing a hypersparse operand's rows");
    }
    if (by_col[k] && s->by_row) {
      s = to_orientation(s, false, global().hyper_switch);  // B' by row for C = A*B's dot products
      if (!s) return refuse("out of memory transposing an operand");
    }
    // by column (a GrB_Vector, or a by-column matrix): the kernel sees the transpose, which is the
    // same sum when no operation looks at the indices
    if (!s->by_row && !by_col[k] && (has_mxm || positional || matrix_root || p.reduced))
      return refuse("an operand is stored by column");
    if (!s->by_row && s->vdim < 64 && s->nvals >= kSerialCutoff)
      return refuse("a long vector (one row for the kernel: no parallelism)");
    if (s->format != Format::Sparse)
      return refuse(std::string("an operand is ") + (s->format == Format::Hyper ? "hypersparse" : s->format == Format::Bitmap ? "bitmap" : "full"));
    if (!fusable_type(s->code)) return refuse("an operand's type is not built in");
    // an iso operand is read at its one value by a positional select alone, whose result the
    // library stores iso too (lone_iso_value); other groups would have to follow the library's
    // iso rules for their results
    const bool lone_select = matrix_root && p.ops.size() == 1 && p.ops.front().f.kind == FusionOp::Kind::Select &&
                             p.ops.front().f.positional;
    if (typed[k] && s->iso && !lone_select) return refuse("an operand is iso and its values are read");
    if (typed[k] && s->code != T && !has_mxm) return refuse("operand type differs");
    // several operands are merged row by row: each must give the kernel the same rows
    if (k > 0 && !has_mxm && s->by_row != g->stores.front()->by_row)
      return refuse("operands stored in different orientations");
    g->stores.push_back(s);
    g->work += s->nvals + s->vdim;
    g->entries += s->nvals;
    leaf_types.push_back(s->code);
  }
  g->leaves_s = std::chrono::duration<double>(Clock::now() - t_leaves).count();
  // operands of the first one's structure (compared as the kernel library's eWise calls compare
  // them): a matrix result of applies and eWise calls over them has that structure, which it
  // shares; the kernel then writes only the values, as the library does
  const bool keeps_pattern =
      matrix_root && !has_mxm && std::none_of(p.ops.begin(), p.ops.end(), [](const GroupOp& op) {
        return op.f.kind == FusionOp::Kind::Select || member_mask(op);
      });
  g->same_pattern.assign(g->stores.size(), false);
  for (size_t k = 1; keeps_pattern && k < g->stores.size(); k++)
    g->same_pattern[k] = same_structure(*g->stores[0], *g->stores[k]);
  if (matrix_root && p.ops.size() == 1 && p.ops.front().f.kind == FusionOp::Kind::EWiseMult &&
      std::find(g->same_pattern.begin() + 1, g->same_pattern.end(), false) != g->same_pattern.end())
    return refuse("an eWiseMult alone of two structures: the kernel library's intersection is faster than the "
                  "kernel's (1.4x where few entries match, 3x where most do)");
  if (has_mxm) {
    // PLUS_TIMES reads A and B in T
    const SemiringRef& sr = *p.ops.front().f.semiring;
    if (sr.mult.opcode == BinaryOpcode::TIMES &&
        (leaf_types[size_t(mxm_args[1])] != T || leaf_types[size_t(mxm_args[2])] != T))
      return refuse("PLUS_TIMES operands of another type");
    // the lowering probes A's row scattered in a team's scratch where it fits, as the kernel
    // library does; only a wider A is merged against each row of B
    const Store& A = *g->stores[size_t(mxm_args[1])];
    if (!scatter_scratch_fits(A, sr.mult.opcode == BinaryOpcode::TIMES)) {
      const std::string why_not = merge_cost_refusal(*g->stores[size_t(mxm_args[0])], A, *g->stores[size_t(mxm_args[2])]);
      if (!why_not.empty()) return refuse(why_not);
    }
  }

  describe_group(p, matrix_root, monoid, compensated, values_read, mxm_args, g);
  g->kernel = jit_get_kernel(g->group);
  if (!g->kernel.run) return refuse(g->kernel.result.reason);
  return true;
}

// The log line's outcome of a kernel that ran.
std::string ran_outcome(const JitResult& jr, double overhead_us, double run_s) {
  char buf[200];
  if (std::strcmp(jr.path, "memory") == 0)
    std::snprintf(buf, sizeof buf, "JIT kernel, cache hit in memory; overhead %.1f us; ran in %.6f s", overhead_us,
                  run_s);
  else
    std::snprintf(buf, sizeof buf, "JIT kernel, %s in %.3f s (entry %s); ran in %.6f s",
                  std::strcmp(jr.path, "disk") == 0 ? "loaded from the disk cache" : "compiled", jr.seconds,
                  jr.key_hash.c_str(), run_s);
  return buf;
}

// the kernel library's rule: below ~128K units of work (entries read), one thread
bool run_serially(const Prepared& g) { return g.work < kSerialCutoff || max_threads() <= 1; }

// The operand whose pattern the kernel's matrix result has (GRB_RESULT_MATRIX_VALUES: the kernel
// writes the values alone), as an index into g.stores; -1 when it writes a whole CSR result.
int pattern_operand(const Prepared& g) {
  const grb_kernel_descriptor& d = *g.kernel.descriptor;
  for (int32_t k = 0; k < d.nparams; k++) {
    if (d.params[k].role != GRB_RESULT_MATRIX_VALUES) continue;
    auto sv = std::find(g.store_values.begin(), g.store_values.end(), d.params[k].result);
    return sv == g.store_values.end() ? -1 : int(sv - g.store_values.begin());
  }
  return -1;
}

// Runs the kernel with every parameter bound as its descriptor says: the operands' arrays, the
// thunks, and the result's binding from *result (out_x for a scalar, alloc for a matrix), which
// holds what the kernel made afterwards. The kernel's return code; -1: a parameter this planner
// does not bind (nothing ran).
int run_kernel(const Prepared& g, grb_kernel_binding* result, bool serial) {
  const grb_kernel_descriptor& d = *g.kernel.descriptor;
  gb::vector<grb_kernel_binding> b(size_t(d.nparams));
  int result_index = -1;
  for (int32_t k = 0; k < d.nparams; k++) {
    const grb_kernel_param& prm = d.params[k];
    grb_kernel_binding& x = b[size_t(k)];
    x = grb_kernel_binding{};
    if (prm.role == GRB_RESULT_SCALAR || prm.role == GRB_RESULT_MATRIX || prm.role == GRB_RESULT_MATRIX_VALUES ||
        prm.role == GRB_RESULT_VECTOR_BITMAP) {
      if (result_index >= 0) return -1;
      result_index = k;
      x.out_x = result->out_x;
      x.alloc = result->alloc;
      if (prm.role == GRB_RESULT_VECTOR_BITMAP) {  // presence bytes and values of nrows positions
        if (!result->out_x || !result->out_b) return -1;
        x.out_b = result->out_b;
        x.nrows = result->nrows;
      }
      if (prm.role == GRB_RESULT_MATRIX_VALUES) {  // the values of the pattern operand's entries
        const int pattern = pattern_operand(g);
        if (pattern < 0 || !result->out_x) return -1;
        const Store& s = *g.stores[size_t(pattern)];
        x.nrows = s.vdim;
        x.ncols = s.vlen;
        x.nvals = s.nvals;
      }
      continue;
    }
    auto sv = std::find(g.store_values.begin(), g.store_values.end(), prm.value);
    auto cv = std::find(g.scalar_values.begin(), g.scalar_values.end(), prm.value);
    if (prm.role == GRB_PARAM_MATRIX && sv != g.store_values.end()) {
      const Store& s = *g.stores[size_t(sv - g.store_values.begin())];
      x.nrows = s.vdim;  // the storage's vectors are the kernel's rows
      x.ncols = s.vlen;
      x.nvals = s.nvals;
      x.xn = s.iso ? 1 : s.nvals;
      x.p = s.P();
      x.i = s.I();
      x.x = s.X();
    } else if (prm.role == GRB_PARAM_SCALAR && cv != g.scalar_values.end()) {
      x.x = g.scalars[size_t(cv - g.scalar_values.begin())];
    } else {
      return -1;
    }
  }
  if (result_index < 0) return -1;
  const int rc = g.kernel.run(b.data(), serial ? 1 : 0);
  *result = b[size_t(result_index)];
  return rc;
}

}  // namespace

namespace {

// Runs a prepared group with a scalar result: *value holds it in the monoid's type, the coverage
// counts `nodes` nodes and p records the outcome. "" on success, else why nothing was computed.
std::string run_scalar_group(const Prepared& g, const MonoidRef& monoid, int nodes, double overhead_us, Plan* p,
                             gb::vector<unsigned char>* value) {
  const auto t0 = Clock::now();
  unsigned char r[16] = {};
  grb_kernel_binding res{};
  res.out_x = r;
  const int rc = run_kernel(g, &res, run_serially(g));
  if (rc != 0) return rc < 0 ? "the kernel has a parameter the planner does not bind" : "the compiled kernel threw";
  const double run_s = std::chrono::duration<double>(Clock::now() - t0).count();
  coverage_compiled(nodes, g.entries);
  value->assign(std::max<size_t>(monoid.op.z.size, 16), 0);
  std::memcpy(value->data(), r, type_size(g.R == TypeCode::None ? g.T : g.R));
  p->fused = true;
  p->outcome = ran_outcome(g.kernel.result, overhead_us, run_s);
  return "";
}

// Whether values of type T cast to U as the lowering casts them (sign extension, conversion to a
// float, a float widened or rounded), with the library's cast's result: U is T, or T a signed
// integer or float and U a float, or both signed integers with U at least as wide. Unsigned
// types (signless in the dialect) and float-to-integer casts (the library saturates) are not.
bool reduce_cast_exact(TypeCode T, TypeCode U) {
  if (T == U) return true;
  const bool t_signed = is_integer(T) && !is_unsigned_int(T);
  if (is_float(U)) return t_signed || is_float(T);
  return t_signed && is_integer(U) && !is_unsigned_int(U) && type_size(T) <= type_size(U);
}

// Why a computed store reduced alone is left to the kernel library, or "": the compiled kernel
// (the compiler's reduce_values) sums the values array in the library's pieces and order, so it
// takes a sparse store (any orientation: storage order is the order), its values cast to the
// monoid's type as they are read (the library casts the array first: the same values).
std::string stored_reduce_refusal(const Store& s, const MonoidRef& monoid) {
  const TypeCode T = s.code, U = monoid.op.z.code;
  if (!fusable_type(T) || T == TypeCode::Bool) return std::string("values of type ") + (s.type ? s.type->name : "?");
  if (monoid.op.opcode != BinaryOpcode::PLUS || monoid.op.x.code != U || monoid.op.y.code != U)
    return "reduction is not a PLUS monoid";
  if (!fusable_type(U) || U == TypeCode::Bool || !reduce_cast_exact(T, U))
    return std::string("values of type ") + (s.type ? s.type->name : "?") + " summed as " + type_name(U) +
           ": not a cast the lowering makes as the library does";
  if (compensated_sum() && (is_float(T) || is_float(U))) return "the sum is compensated (GxB_COMPENSATED_SUM)";
  if (s.iso) return "the operand is iso";
  if (s.format != Format::Sparse)
    return std::string("the operand is ") + (s.format == Format::Hyper ? "hypersparse" : s.format == Format::Bitmap ? "bitmap" : "full");
  return serial_cutoff_refusal("a reduction alone of", s.nvals, "entries");
}

// A computed matrix or vector reduced alone: one recorded call compiled alone, with the kernel
// library's bits (see stored_reduce_refusal).
bool plan_stored_reduce(const VersionPtr& v, const MonoidRef& monoid, gb::vector<unsigned char>* value) {
  const bool observed = jit_log_enabled() || dot_path();
  if (global().jit_control == kJitOff && !observed) return false;
  StorePtr s;
  {
    std::lock_guard<std::mutex> lock(v->mu);
    s = v->store;
  }
  if (!s || (s->nvals < kSerialCutoff && !jit_log_enabled())) return false;  // most calls: quietly, at once
  const auto t_start = Clock::now();
  const std::string why = stored_reduce_refusal(*s, monoid);
  Plan p;
  p.id = next_plan_id();
  p.group_kind = "reduce_values";
  p.leaves = {v};
  auto fallback = [&](const std::string& reason) {
    p.outcome = "node by node: " + reason;
    if (observed) report(p, v);
    return false;
  };
  if (!why.empty()) return fallback(why);
  Prepared g;
  g.T = s->code;
  if (monoid.op.z.code != g.T) g.R = monoid.op.z.code;
  g.stores = {s};
  g.work = g.entries = s->nvals;
  describe_group(p, false, &monoid, false, gb::vector<bool>{true}, {}, &g);
  g.kernel = jit_get_kernel(g.group);
  if (!g.kernel.run) return fallback(g.kernel.result.reason);
  const double overhead_us =
      planning_overhead_us(t_start, Clock::now(), 0.0, g.kernel.result.seconds);
  const std::string failed = run_scalar_group(g, monoid, 1, overhead_us, &p, value);
  if (!failed.empty()) return fallback(failed);
  if (observed) report(p, v);
  return true;
}

}  // namespace

bool plan_reduce_to_scalar(const VersionPtr& v, const MonoidRef& monoid, gb::vector<unsigned char>* value) {
  if (!v) return false;
  if (!producer_of(v)) return plan_stored_reduce(v, monoid, value);  // computed: the reduction alone
  const auto t_start = Clock::now();
  Plan p;
  p.id = next_plan_id();
  const bool observed = jit_log_enabled() || dot_path();
  auto fallback = [&](const std::string& why) {
    p.outcome = "node by node: " + why;
    if (observed) report(p, v);
    return false;
  };
  if (global().jit_control == kJitOff && !observed) return false;  // the cheapest path when off

  std::string why;
  if (!find_group(v, &p.ops, &why)) return fallback(why);
  const bool has_mxm = p.ops.front().f.kind == FusionOp::Kind::Mxm;
  p.group_kind = has_mxm && p.ops.size() == 1 ? "mxm_reduce" : "ewise_chain";
  if (dot_path()) p.dot = dag_dot(p, v);  // the DAG before the operands are computed

  Prepared g;
  if (!prepare_group(p, false, &monoid, &g, &why)) return fallback(why);
  // planning and lookup only: not the operands' own computation, not a load or compile
  const double overhead_us =
      planning_overhead_us(t_start, Clock::now(), g.leaves_s, g.kernel.result.seconds);
  const std::string failed = run_scalar_group(g, monoid, int(p.ops.size()) + 1, overhead_us, &p, value);
  if (!failed.empty()) return fallback(failed);
  if (observed) report(p, v);
  return true;
}

// Why a kernel that returned rc (not 0) computed nothing.
const char* kernel_failure(int rc) {
  return rc == 2   ? "out of memory for the kernel's result"
         : rc == 3 ? "the kernel's result is not in the blocks it allocated"
         : rc < 0  ? "the kernel has a parameter the planner does not bind"
                   : "the compiled kernel threw";
}

// The CSR arrays a kernel allocated into res (out_p, out_i, out_x), adopted as the storage of v's
// value, by row: null (with *why) when the kernel failed (rc) or its result has the wrong shape,
// the arrays then freed here, as when a header cannot be had. An iso result (a positional select
// alone over an iso operand: the kernel wrote one value, none when empty) holds the operand's
// value `iso`, as the library stores it.
MutableStorePtr adopt_csr_result(int rc, const grb_kernel_binding& res, const Version& v, const void* iso,
                                 std::string* why) {
  struct {
    int64_t nrows, nvals;
    int64_t *p, *i;
    void* x;
  } r{res.nrows, res.nvals, res.out_p, res.out_i, res.out_x};
  auto release = [&]() {
    if (r.p) mem_free(r.p);
    if (r.i) mem_free(r.i);
    if (r.x) mem_free(r.x);
  };
  if (rc != 0 || r.nrows != int64_t(v.nrows) || r.nvals < 0 || r.p[r.nrows] != r.nvals) {
    release();
    *why = rc != 0 ? kernel_failure(rc) : "the kernel's result has the wrong shape";
    return nullptr;
  }
  MutableStorePtr s;
  try {
    s = gb::make_shared<Store>();
    s->p = Buffer::adopt(r.p, sizeof(int64_t) * size_t(r.nrows + 1));
    r.p = nullptr;
    s->i = Buffer::adopt(r.i, sizeof(int64_t) * size_t(std::max<int64_t>(r.nvals, 1)));
    r.i = nullptr;
    s->x = iso ? Buffer::allocate(std::max<size_t>(v.type->size, 1))
               : Buffer::adopt(r.x, size_t(v.type->size) * size_t(std::max<int64_t>(r.nvals, 1)));
    if (!s->x) throw std::bad_alloc();
    if (iso) {
      std::memcpy(s->x->ptr(), iso, v.type->size);
      s->iso = true;
      if (r.x) mem_free(r.x);
    }
    r.x = nullptr;
  } catch (const std::bad_alloc&) {
    release();
    throw;
  }
  s->format = Format::Sparse;
  s->vdim = int64_t(v.nrows);
  s->vlen = int64_t(v.ncols);
  s->nvec = s->vdim;
  s->nvals = r.nvals;
  return s;
}

bool plan_matrix_result(const VersionPtr& v, StorePtr* out) {
  std::shared_ptr<Node> producer = v ? producer_of(v) : nullptr;
  if (!producer) return false;  // materialized: nothing to plan
  const bool observed = jit_log_enabled() || dot_path();
  if (global().jit_control == kJitOff && !observed) return false;  // the cheapest path when off
  FusionOp f;
  if (!dynamic_cast<OpNode*>(producer.get()) || !producer->describe(&f)) return false;  // silent: most nodes
  const auto t_start = Clock::now();
  gb::vector<GroupOp> ops;
  std::string why;
  // a group of one operation is compiled alone (the compiler wraps it in a chain of one)
  if (!find_group(v, &ops, &why, true)) return false;
  Plan p;
  p.id = next_plan_id();
  p.root = "matrix";
  auto fallback = [&](const std::string& reason) {
    p.outcome = "node by node: " + reason;
    if (observed) report(p, v);
    return false;
  };
  p.ops = std::move(ops);
  p.group_kind = p.ops.size() == 1 ? "ewise_chain of one" : "ewise_chain";
  if (dot_path()) p.dot = dag_dot(p, v);
  if (p.ops.size() == 1) {
    std::string lone_why = lone_refusal(p.ops.front());
    if (lone_why.empty()) lone_why = small_operand_refusal(p.ops.front());
    if (!lone_why.empty()) return fallback(lone_why);
  }
  Prepared g;
  if (!prepare_group(p, true, nullptr, &g, &why)) return fallback(why);
  const auto t0 = Clock::now();
  const double overhead_us =
      planning_overhead_us(t_start, t0, g.leaves_s, g.kernel.result.seconds);
  grb_kernel_binding res{};
  res.alloc = &mem_alloc;
  // a kernel writing values alone over an operand's pattern writes them into an array of ours
  const int pattern = pattern_operand(g);
  BufferPtr values;
  if (pattern >= 0) {
    values = Buffer::allocate(size_t(v->type->size) * size_t(std::max<int64_t>(g.stores[size_t(pattern)]->nvals, 1)));
    if (!values) return fallback("out of memory for the kernel's result");
    res.out_x = values->ptr();
  }
  const int rc = run_kernel(g, &res, run_serially(g));
  MutableStorePtr s;
  if (pattern >= 0) {
    if (rc != 0) return fallback(kernel_failure(rc));
    s = gb::make_shared<Store>(*g.stores[size_t(pattern)]);  // its row pointers and indices, shared
    s->x = std::move(values);
    s->iso = false;
  } else {
    s = adopt_csr_result(rc, res, *v, lone_iso_value(p, g), &why);
    if (!s) return fallback(why);
  }
  s->type = v->type;
  s->code = v->type->code;
  s->tsize = v->type->size;
  s->by_row = true;
  const double run_s = std::chrono::duration<double>(Clock::now() - t0).count();
  coverage_compiled(int(p.ops.size()), g.entries + s->nvals);
  p.fused = true;
  p.outcome = ran_outcome(g.kernel.result, overhead_us, run_s) + "; " + std::to_string(s->nvals) + " entries" +
              (pattern >= 0 ? ", the operand's pattern shared" : "");
  if (observed) report(p, v);
  *out = std::move(s);
  return true;
}

// Why the row reduction w = reduce(A) (node rn) is not what a group takes as its root, or "".
std::string rows_refusal(const ReduceVectorNode& rn) {
  if (rn.has_mask || rn.accum.has) return "the reduction has a mask or an accumulator";
  if (rn.tran) return "the reduction's input is transposed (columns reduced)";
  if (rn.has_c) {
    const VersionPtr& c = rn.inputs[0];
    std::lock_guard<std::mutex> lock(c->mu);
    if (!c->store || c->store->nvals != 0) return "the reduction keeps entries of its output";
  }
  if (rn.ctype->code != rn.monoid.op.z.code) return "the result's type differs from the monoid's";
  return "";
}

bool plan_row_reduction(const VersionPtr& v, StorePtr* out) {
  std::shared_ptr<Node> producer = producer_of(v);
  auto* rn = dynamic_cast<ReduceVectorNode*>(producer.get());
  if (!rn) return false;
  const bool observed = jit_log_enabled() || dot_path();
  if (global().jit_control == kJitOff && !observed) return false;  // the cheapest path when off
  const auto t_start = Clock::now();
  Plan p;
  p.id = next_plan_id();
  p.root = "vector (rows reduced)";
  p.reduced = rn->inputs[size_t(rn->first_operand)];
  auto fallback = [&](const std::string& reason) {
    p.outcome = "node by node: " + reason;
    if (observed) report(p, v);
    return false;
  };
  if (!p.reduced) return fallback("the reduction has no operand");
  const std::string not_here = rows_refusal(*rn);
  if (!not_here.empty()) return fallback(not_here);
  std::string why;
  if (producer_of(p.reduced)) {
    // a matrix someone else holds too (a handle, another pending call) is computed once, as
    // itself, then reduced alone; else the calls producing it join the group
    long here = 1;  // p.reduced
    for (const VersionPtr& iv : rn->inputs) here += iv == p.reduced ? 1 : 0;
    if (p.reduced.use_count() > here) {
      if (materialize(p.reduced) != GrB_SUCCESS) return fallback("the reduced matrix failed to compute");
    } else if (!find_group(p.reduced, &p.ops, &why, true)) {
      return fallback(why);
    }
  }
  p.group_kind = p.ops.empty() ? "ewise_chain of one" : "ewise_chain";
  if (dot_path()) p.dot = dag_dot(p, v);
  if (p.ops.empty()) {  // a stored matrix's rows reduced alone
    std::lock_guard<std::mutex> lock(p.reduced->mu);
    const StorePtr& s = p.reduced->store;
    const std::string small = s ? serial_cutoff_refusal("a reduction alone of", s->nvals, "entries", s->vdim) : "";
    if (!small.empty()) return fallback(small);
  }
  Prepared g;
  if (!prepare_group(p, false, &rn->monoid, &g, &why)) return fallback(why);
  const auto t0 = Clock::now();
  const double overhead_us =
      planning_overhead_us(t_start, t0, g.leaves_s, g.kernel.result.seconds);
  const int64_t n = int64_t(p.reduced->nrows);
  BufferPtr present = Buffer::allocate(size_t(std::max<int64_t>(n, 1))),
            values = Buffer::allocate(size_t(std::max<int64_t>(n, 1)) * v->type->size);
  if (!present || !present->ptr() || !values || !values->ptr()) return fallback("out of memory for the result");
  grb_kernel_binding res{};
  res.out_x = values->ptr();
  res.out_b = static_cast<int8_t*>(present->ptr());
  res.nrows = n;
  const int rc = run_kernel(g, &res, run_serially(g));
  if (rc != 0) return fallback(kernel_failure(rc));
  StorePtr s = dense_vector_result(v->type, n, res.nvals, std::move(present), std::move(values));
  if (!s) return fallback("out of memory for the result");
  const double run_s = std::chrono::duration<double>(Clock::now() - t0).count();
  coverage_compiled(int(p.ops.size()) + 1, g.entries + s->nvals);
  p.fused = true;
  p.outcome = ran_outcome(g.kernel.result, overhead_us, run_s) + "; " + std::to_string(s->nvals) + " entries";
  if (observed) report(p, v);
  *out = std::move(s);
  return true;
}

std::shared_ptr<Node> pending_producer(const VersionPtr& v) {
  std::lock_guard<std::mutex> lock(v->mu);
  return v->store ? nullptr : v->producer;
}

StorePtr computed(const VersionPtr& v) {
  if (!v || materialize(v) != GrB_SUCCESS) return nullptr;
  std::lock_guard<std::mutex> lock(v->mu);
  return v->store;
}

int next_plan_id() {
  static std::atomic<int> n{0};
  return ++n;
}

// The dialect's i1 PLUS, MIN and MAX are not the library's LOR, LAND and LOR on bool: those stay
// with the kernel library (LOR, LAND and LXOR themselves are the dialect's), as does integer division (GraphBLAS' own rules for x/0). MIN and MAX
// of an unsigned type are the dialect's umin and umax (the importer picks them by the operator's
// type). Floating-point MIN and MAX ignore a NaN operand in the lowering as in the library.
std::string serial_cutoff_refusal(const char* what, int64_t count, const char* unit, int64_t extra) {
  if (count + extra >= kSerialCutoff) return "";
  return std::string(what) + " " + std::to_string(count) + " " + unit +
         ": below the kernel library's serial cut-off the plan costs what the kernel saves";
}

double planning_overhead_us(std::chrono::steady_clock::time_point start, std::chrono::steady_clock::time_point ran,
                            double leaves_s, double kernel_s) {
  return 1e6 * (std::chrono::duration<double>(ran - start).count() - leaves_s - kernel_s);
}

bool fusable_binop(const BinaryOpRef& op, TypeCode T) {
  if (op.z.code != T || op.x.code != T || op.y.code != T) return false;
  switch (op.opcode) {
    case BinaryOpcode::FIRST: case BinaryOpcode::SECOND: case BinaryOpcode::PAIR: return fusable_type(T);
    case BinaryOpcode::PLUS: case BinaryOpcode::MINUS: case BinaryOpcode::TIMES:
      return fusable_type(T) && T != TypeCode::Bool;
    case BinaryOpcode::DIV: return is_float(T);
    case BinaryOpcode::MIN: case BinaryOpcode::MAX: return fusable_type(T) && T != TypeCode::Bool;
    case BinaryOpcode::LOR: case BinaryOpcode::LAND: case BinaryOpcode::LXOR: return T == TypeCode::Bool;
    default: return false;
  }
}

}  // namespace gb
