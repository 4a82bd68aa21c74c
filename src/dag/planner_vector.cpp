// The planner for groups with a VECTOR result (see planner.hpp): when a pending vector version
// produced by an mxv is materialized, the pending nodes that feed it may run as one JIT kernel
// (the compiler's mxv_accum group, compiler/lib/Conversion/GraphBLASToKokkos/MxvAccum.cpp):
//
//   w = c accum (A (+.*) u)      A by row (csr), no mask, an accumulator;
//   c: the scalar of a pending GrB_assign into all of it (GrB_ALL, no mask, no accumulator), or a
//      full vector;
//   u: the result of a pending eWiseMult of two vectors (full or sparse, not both sparse), or a
//      full or sparse vector.
//
// A ranking iteration (w = prior ./ dscaled; r = teleport; r += AT*w) is one such group: one
// pass computing u into a dense view, then one pull over AT's rows writing r straight into a full
// Store allocated here (zero copy: the kernel's output view is the Store's value array). The
// assigned c and u are never formed (their versions stay pending: a later reader computes them
// node by node). Everything is in one built-in type T (no typecasts); anything else runs node by
// node with the reason in the plan log (GRB_JIT_LOG). Each row is summed by one thread in column
// order starting from its first product, as the kernel library's pull does, so results equal the
// kernel library's bit for bit and never depend on the number of threads.
#include "core/memory.hpp"
#include "dag/planner.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <sstream>
#include <string>

#include "core/global.hpp"
#include "core/parallel.hpp"
#include "dag/compiler_group.hpp"
#include "dag/coverage.hpp"
#include "dag/jit.hpp"
#include "kernels/compensated.hpp"
#include "dag/node.hpp"
#include "dag/opnode.hpp"

namespace gb {
namespace {

using Clock = std::chrono::steady_clock;

// The element types the mxv_accum lowering takes: bool and unsigned have no signless form that
// keeps the library's semantics there.
bool fusable_elem(TypeCode c) {
  return c == TypeCode::Int8 || c == TypeCode::Int16 || c == TypeCode::Int32 || c == TypeCode::Int64 ||
         c == TypeCode::FP32 || c == TypeCode::FP64;
}
bool is_fp(TypeCode c) { return c == TypeCode::FP32 || c == TypeCode::FP64; }

// Whether the lowering has this binary operator with the library's semantics in type T. Integer
// division has GraphBLAS' own rules (x/0), min/max on floating point its NaN rules: left out.
bool fusable_binop(const BinaryOpRef& op, TypeCode T) {
  if (op.z.code != T || op.x.code != T || op.y.code != T) return false;
  switch (op.opcode) {
    case BinaryOpcode::FIRST: case BinaryOpcode::SECOND: case BinaryOpcode::PAIR: case BinaryOpcode::PLUS:
    case BinaryOpcode::MINUS: case BinaryOpcode::TIMES: return true;
    case BinaryOpcode::DIV: return is_fp(T);
    case BinaryOpcode::MIN: case BinaryOpcode::MAX: return !is_fp(T);
    default: return false;
  }
}
bool fusable_monoid(const MonoidRef& m, TypeCode T) {
  if (m.op.z.code != T) return false;
  switch (m.op.opcode) {
    case BinaryOpcode::PLUS: case BinaryOpcode::TIMES: return true;
    case BinaryOpcode::MIN: case BinaryOpcode::MAX: return !is_fp(T);
    default: return false;
  }
}

// A vector operand as the kernel takes it: full (values) or sparse (indices + values). An iso
// vector (one stored value for all entries: a ranking's first prior, a constant assigned into all
// of a vector) has its value repeated into `expanded`, one per entry: the kernel reads values by
// position, and one pass over n costs little beside the pull's pass over A's entries.
struct VecLeaf {
  StorePtr s;
  bool full = false;
  std::shared_ptr<Buffer> expanded;
};

// The values of an iso vector, one per entry (element sizes 1, 2, 4, 8: the dialect's types);
// null when out of memory.
std::shared_ptr<Buffer> expand_iso(const Store& s) {
  const size_t n = size_t(std::max<int64_t>(s.nvals, 1)), ts = s.tsize;
  std::shared_ptr<Buffer> b = Buffer::allocate(n * ts);
  if (!b || !b->ptr()) return nullptr;
  auto fill = [&](auto tag) {
    using U = decltype(tag);
    U v;
    std::memcpy(&v, s.X(), sizeof v);
    std::fill_n(static_cast<U*>(b->ptr()), n, v);
  };
  switch (ts) {
    case 1: fill(uint8_t{}); break;
    case 2: fill(uint16_t{}); break;
    case 4: fill(uint32_t{}); break;
    case 8: fill(uint64_t{}); break;
    default: return nullptr;
  }
  return b;
}

// A bitmap store in the form the kernel reads: full when every entry is present, else compressed
// (the storage rule makes dense enough results bitmap); other formats as they are. Null when out of
// memory.
StorePtr kernel_form(const StorePtr& s) {
  if (!s || s->format != Format::Bitmap) return s;
  int64_t n = 0;
  if (!__builtin_mul_overflow(s->vlen, s->vdim, &n) && s->nvals == n) return to_full(s);
  return to_sparse(s, 0.0);
}

// Checks a computed vector operand of type T; "" when usable.
std::string check_vector(const StorePtr& s, TypeCode T, const char* what) {
  if (!s) return std::string(what) + " failed to compute";
  if (s->code != T) return std::string(what) + " has another type";
  if (s->vdim != 1) return std::string(what) + " is not a vector";
  if (s->format == Format::Bitmap || s->format == Format::Hyper)
    return std::string(what) + (s->format == Format::Bitmap ? " is bitmap" : " is hypersparse");
  return "";
}

// The mxv_accum group's operands as the kernel receives them, and its typed description.
struct MxvGroup {
  TypeCode T = TypeCode::None;
  int64_t n = 0;
  StorePtr A;
  bool reads_a = false;
  gb::vector<VecLeaf> vecs;  // u, or the eWiseMult's x and y
  StorePtr C;                 // w's old value (null when a scalar assigned into all of it replaces it)
  std::shared_ptr<Buffer> c_expanded;
  bool assigned = false;
  gb::vector<unsigned char> scalar;  // the assigned scalar, in T
  GroupDescription d;
  int32_t a_value = -1, c_value = -1, scalar_value = -1;
  gb::vector<int32_t> vec_values;
};

// w = c accum (A (+.*) u), u = x (*) y when `mult` is given, c = s assigned into all of c when
// g.assigned: operands A, the vectors, c (its values unread when assigned), then the scalar.
void describe_mxv_group(const OpNode& mxv, const SemiringRef& sr, const BinaryOpRef* mult, MxvGroup& g) {
  GroupDescription& d = g.d;
  const grb_abi_type t = abi_type(g.T, type_size(g.T));
  const uint64_t n = uint64_t(g.n);
  g.a_value = d.operand(*g.A, g.reads_a);
  for (const VecLeaf& l : g.vecs) g.vec_values.push_back(d.operand(*l.s, false));  // iso ones are expanded
  g.c_value = g.C ? d.operand(*g.C, false) : d.vector_operand(t, GRB_STORAGE_FULL, n);
  if (g.assigned) g.scalar_value = d.scalar(t);
  int32_t u = g.vec_values[0];
  if (mult) {
    grb_group_node m = abi_blank_node(GRB_NODE_EWISE_MULT, "GrB_eWiseMult");
    m.a = g.vec_values[0];
    m.b = g.vec_values[1];
    m.op = abi_op(*mult);
    const bool both_full = g.vecs[0].full && g.vecs[1].full;
    u = d.node(m, GRB_VALUE_VECTOR, t, n, 1, both_full ? GRB_STORAGE_FULL : GRB_STORAGE_SPARSE);
  }
  int32_t c = g.c_value;
  if (g.assigned) {
    grb_group_node a = abi_blank_node(GRB_NODE_ASSIGN, "GrB_assign");
    a.c_in = c;
    a.a = g.scalar_value;
    c = d.node(a, GRB_VALUE_VECTOR, t, n, 1, GRB_STORAGE_FULL);
  }
  grb_group_node w = abi_blank_node(GRB_NODE_MXV, "GrB_mxv");
  w.a = g.a_value;
  w.b = u;
  w.c_in = c;
  w.op = abi_op(sr.mult);
  w.monoid = abi_op(sr.add.op);
  w.accum = abi_op(mxv.accum.op);
  d.result(d.node(w, GRB_VALUE_VECTOR, t, n, 1, GRB_STORAGE_FULL));
}

// The operand's values as the kernel reads them: an iso vector's expanded copy, else its own.
const void* values_of(const Store& s, const std::shared_ptr<Buffer>& expanded) {
  return expanded ? expanded->ptr() : s.X();
}

// Binds every parameter the descriptor lists and runs the kernel; -1 when one is not the planner's.
int run_mxv_kernel(const JitKernel& k, const MxvGroup& g, const int32_t* narrow, void* result, bool serial) {
  const grb_kernel_descriptor& d = *k.descriptor;
  gb::vector<grb_kernel_binding> b(size_t(d.nparams));
  for (int32_t q = 0; q < d.nparams; q++) {
    const grb_kernel_param& p = d.params[q];
    grb_kernel_binding& x = b[size_t(q)];
    x = grb_kernel_binding{};
    auto vec = std::find(g.vec_values.begin(), g.vec_values.end(), p.value);
    if (p.role == GRB_RESULT_VECTOR_FULL) {
      x.nrows = g.n;
      x.out_x = result;
    } else if (p.role == GRB_PARAM_MATRIX && p.value == g.a_value) {
      const Store& A = *g.A;
      x.nrows = A.vdim;
      x.ncols = A.vlen;
      x.nvals = A.nvals;
      x.xn = A.iso ? 1 : A.nvals;
      x.p = A.P();
      x.i = A.I();
      x.i32 = narrow;
      x.x = A.X();
    } else if ((p.role == GRB_PARAM_VECTOR_FULL || p.role == GRB_PARAM_VECTOR_SPARSE) && vec != g.vec_values.end()) {
      const VecLeaf& l = g.vecs[size_t(vec - g.vec_values.begin())];
      x.nrows = l.s->vlen;
      x.ncols = 1;
      x.nvals = l.s->nvals;
      x.i = l.s->format == Format::Full ? nullptr : l.s->I();
      x.x = values_of(*l.s, l.expanded);
    } else if (p.role == GRB_PARAM_VECTOR_FULL && p.value == g.c_value) {
      // w's old value: read only when no scalar replaces it (an empty vector otherwise)
      x.nrows = g.C ? g.C->vlen : 0;
      x.x = g.C ? values_of(*g.C, g.c_expanded) : nullptr;
    } else if (p.role == GRB_PARAM_SCALAR && p.value == g.scalar_value) {
      x.x = g.scalar.data();
    } else {
      return -1;
    }
  }
  return k.run(b.data(), serial ? 1 : 0);
}

}  // namespace

bool plan_vector_result(const VersionPtr& v, StorePtr* out) {
  if (plan_vxm_assign(v, out)) return true;  // a masked vxm + assign (planner_vxm_assign.cpp)
  std::shared_ptr<Node> node = pending_producer(v);
  if (!node) return false;
  VectorFusionOp f;
  if (!node->describe_vector(&f) || f.kind != VectorFusionOp::Kind::Mxv) return false;
  const bool logging = jit_log_enabled();
  if (global().jit_control == kJitOff && !logging) return false;  // the cheapest path when off
  const auto t_start = Clock::now();
  const int plan_id = next_plan_id();
  std::string group = "mxv";
  auto fallback = [&](const std::string& why) {
    if (logging) jit_log("plan " + std::to_string(plan_id) + ": vector <- " + group + ": node by node: " + why);
    return false;
  };
  auto* mxv = static_cast<OpNode*>(node.get());
  const TypeCode T = mxv->ctype ? mxv->ctype->code : TypeCode::None;
  if (!fusable_elem(T)) return fallback("result type not in the dialect (bool, unsigned or user-defined)");
  if (mxv->has_mask) return fallback("mxv has a mask");
  if (!mxv->accum.has || !mxv->has_c) return fallback("mxv has no accumulator (the kernel writes every entry)");
  if (f.tran_a) return fallback("mxv transposes A");
  const SemiringRef& sr = *f.semiring;
  if (compensated_monoid(sr.add))
    return fallback("the product's sums are compensated (GxB_COMPENSATED_SUM): the lowering has no compensated form");
  if (!fusable_monoid(sr.add, T) || !fusable_binop(sr.mult, T) || !fusable_binop(mxv->accum.op, T))
    return fallback("semiring or accumulator not in the dialect in the result's type");

  // c: a pending assign of a scalar into all of it, or a full vector
  const VersionPtr& c_version = mxv->inputs[0];
  std::shared_ptr<Node> c_node = pending_producer(c_version);
  VectorFusionOp cf;
  const bool assigned = c_node && c_node->describe_vector(&cf) && cf.kind == VectorFusionOp::Kind::AssignAll;
  gb::vector<unsigned char> scalar(16, 0);
  if (assigned) {
    if (cf.scalar_code == TypeCode::UDT || cf.scalar_code == TypeCode::None)
      return fallback("assign of a user-defined scalar");
    cast_value(T, scalar.data(), cf.scalar_code, cf.scalar->data());
  }
  // u: a pending eWiseMult of two vectors, or a vector
  const VersionPtr& u_version = mxv->inputs[size_t(mxv->first_operand) + 1];
  std::shared_ptr<Node> u_node = pending_producer(u_version);
  VectorFusionOp uf;
  OpNode* mult = nullptr;
  if (u_node && u_node->describe_vector(&uf) && uf.kind == VectorFusionOp::Kind::EWiseMult) {
    auto* m = static_cast<OpNode*>(u_node.get());
    bool old_c_empty = true;
    if (m->has_c) {
      std::lock_guard<std::mutex> lock(m->inputs[0]->mu);
      old_c_empty = m->inputs[0]->store && m->inputs[0]->store->nvals == 0;
    }
    if (!m->has_mask && !m->accum.has && old_c_empty && m->ctype && m->ctype->code == T && fusable_binop(*uf.op, T))
      mult = m;
  }
  group = std::string(mult ? "eWiseMult, " : "") + (assigned ? "assign, " : "") + "mxv";

  // the operands, computed (A, then the vectors)
  const auto t_leaves = Clock::now();
  StorePtr A = kernel_form(computed(mxv->inputs[size_t(mxv->first_operand)]));
  if (!A) return fallback("A failed to compute");
  if (!A->by_row) return fallback("A is stored by column");
  if (A->format != Format::Sparse) return fallback(A->format == Format::Hyper ? "A is hypersparse" : "A is bitmap or full");
  const bool reads_a = sr.mult.opcode != BinaryOpcode::SECOND && sr.mult.opcode != BinaryOpcode::PAIR;
  if (reads_a && (A->code != T || A->iso)) return fallback("A's values are read and are iso or of another type");
  if (!reads_a && !fusable_elem(A->code) && A->code != TypeCode::Bool && A->code != TypeCode::UInt8 &&
      A->code != TypeCode::UInt16 && A->code != TypeCode::UInt32 && A->code != TypeCode::UInt64)
    return fallback("A's type is user-defined");
  gb::vector<VecLeaf> vecs;  // u, or the eWiseMult's x and y
  std::string why;
  if (mult) {
    for (int k = 0; k < 2; k++) {
      StorePtr s = kernel_form(computed(mult->inputs[size_t(mult->first_operand + k)]));
      if (!(why = check_vector(s, T, k ? "the eWiseMult's y" : "the eWiseMult's x")).empty()) return fallback(why);
      vecs.push_back({s, s->format == Format::Full, nullptr});
    }
    if (!vecs[0].full && !vecs[1].full) return fallback("eWiseMult of two sparse vectors");
  } else {
    StorePtr s = kernel_form(computed(u_version));
    if (!(why = check_vector(s, T, "u")).empty()) return fallback(why);
    vecs.push_back({s, s->format == Format::Full, nullptr});
  }
  StorePtr C;
  if (!assigned) {
    C = kernel_form(computed(c_version));
    if (!(why = check_vector(C, T, "w's old value")).empty()) return fallback(why);
    if (C->format != Format::Full) return fallback("w's old value is not full");
  }
  std::shared_ptr<Buffer> c_expanded;
  for (VecLeaf& l : vecs)
    if (l.s->iso && !(l.expanded = expand_iso(*l.s))) return fallback("out of memory expanding an iso vector");
  if (C && C->iso && !(c_expanded = expand_iso(*C))) return fallback("out of memory expanding an iso vector");
  const double leaves_s = std::chrono::duration<double>(Clock::now() - t_leaves).count();
  const int64_t n = A->vdim, ncols = A->vlen;

  MxvGroup g;
  g.T = T;
  g.n = n;
  g.A = A;
  g.reads_a = reads_a;
  g.vecs = vecs;
  g.C = C;
  g.c_expanded = c_expanded;
  g.assigned = assigned;
  g.scalar = scalar;
  describe_mxv_group(*mxv, sr, mult ? uf.op : nullptr, g);
  JitKernel kernel = jit_get_kernel(g.d);
  if (!kernel.run) return fallback(kernel.result.reason);

  // the output: a full vector Store the kernel writes into
  auto res = gb::make_shared<Store>();
  res->type = mxv->ctype;
  res->code = T;
  res->tsize = mxv->ctype->size;
  res->vlen = n;
  res->vdim = 1;
  res->by_row = false;
  res->format = Format::Full;
  res->nvec = 1;
  res->nvals = n;
  res->x = Buffer::allocate(size_t(std::max<int64_t>(n, 1)) * res->tsize);
  if (!res->x || !res->x->ptr()) return fallback("out of memory for the result");
  // A's 32-bit index copy (made by the buffer on its second request, then kept with it)
  const int32_t* narrow = nullptr;
  if (A->i && ncols <= INT32_MAX && A->nvals > 0) narrow = A->i->narrow32(A->nvals);
  const auto t0 = Clock::now();
  const double overhead_us =
      1e6 * (std::chrono::duration<double>(t0 - t_start).count() - leaves_s - kernel.result.seconds);
  const bool serial = A->nvals + n < kSerialCutoff || max_threads() <= 1;
  const int rc = run_mxv_kernel(kernel, g, narrow, res->x->ptr(), serial);
  if (rc != 0) return fallback(rc < 0 ? "the kernel has a parameter the planner does not bind" : "the compiled kernel threw");
  const double run_s = std::chrono::duration<double>(Clock::now() - t0).count();
  int64_t entries = A->nvals + n + (C ? C->nvals : 0);
  for (const VecLeaf& l : vecs) entries += l.s->nvals;
  coverage_compiled(1 + (mult ? 1 : 0) + (assigned ? 1 : 0), entries);
  *out = res;
  if (logging) {
    const JitResult& jr = kernel.result;
    char buf[200];
    if (std::strcmp(jr.path, "memory") == 0)
      std::snprintf(buf, sizeof buf, "JIT kernel, cache hit in memory; overhead %.1f us; ran in %.6f s%s", overhead_us,
                    run_s, narrow ? " (32-bit indices)" : "");
    else
      std::snprintf(buf, sizeof buf, "JIT kernel, %s in %.3f s (entry %s); ran in %.6f s",
                    std::strcmp(jr.path, "disk") == 0 ? "loaded from the disk cache" : "compiled", jr.seconds,
                    jr.key_hash.c_str(), run_s);
    jit_log("plan " + std::to_string(plan_id) + ": vector <- " + group + " [mxv_accum, " +
            std::to_string(vecs.size() + 1 + (C ? 1 : 0)) + " operand(s)]: " + buf);
  }
  return true;
}

}  // namespace gb
