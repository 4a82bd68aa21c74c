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
//
// An mxv alone, w = A (+.*) u with no mask and no accumulator (whatever w held is replaced), is
// the compiler's mxv_pull group: the same pull writing a bitmap the planner allocates (presence
// bytes, values where present, the count), left in the format the kernel library's pull leaves
// (full, bitmap, or compacted below 1/16 of the rows). u may be full, bitmap or sparse. Only calls
// large enough to repay the plan (the serial cut-off), and not where SuiteSparse's rule makes the
// product iso; where the library's pull reads exact float copies of A and u, the kernel is handed
// the same copies (narrow_pull_operands).
//
// A vxm alone over A's rows, w' = u' (+.*) A with no mask and no accumulator, is the compiler's
// vxm_push group, where the kernel library would push into a dense accumulator itself
// (vector_product_pulls false, products not few next to the output): u's entries scattered
// through A's rows in the library's output blocks (push_output_split, handed to the kernel as its
// work split) and order, so the same bits; A's exact float copies where the library's push reads
// them; the result left as the library's push leaves it.
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
#include "kernels/iso_rules.hpp"
#include "dag/node.hpp"
#include "dag/nodes/mxm_node.hpp"
#include "dag/opnode.hpp"

namespace gb {
namespace {

using Clock = std::chrono::steady_clock;

// The element types the mxv lowerings take: bool's PLUS, MIN and MAX are not the dialect's i1
// arithmetic (fusable_binop keeps those with the kernel library; the sums here are of T).
// Unsigned integers are signless in the dialect, their MIN and MAX its umin and umax.
bool fusable_elem(TypeCode c) { return is_integer(c) || is_float(c); }

bool fusable_monoid(const MonoidRef& m, TypeCode T) {
  if (m.op.z.code != T) return false;
  switch (m.op.opcode) {
    case BinaryOpcode::PLUS: case BinaryOpcode::TIMES: case BinaryOpcode::MIN: case BinaryOpcode::MAX: return true;
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
  const void* a_values = nullptr;  // A's exact float copy when the pull reads that (else A's own)
  bool reads_a = false;
  gb::vector<VecLeaf> vecs;  // u, or the eWiseMult's x and y
  StorePtr C;                 // w's old value (null when a scalar assigned into all of it replaces it)
  std::shared_ptr<Buffer> c_expanded;
  bool assigned = false;
  bool pull = false;                 // no accumulator: w = A (+.*) u, a bitmap result (mxv_pull)
  bool push = false;                 // w' = u' (+.*) A over A's rows, a bitmap result (vxm_push)
  gb::vector<int64_t> split;         // the push's output blocks (its work split)
  gb::vector<unsigned char> scalar;  // the assigned scalar, in T
  GroupDescription d;
  int32_t a_value = -1, c_value = -1, scalar_value = -1;
  gb::vector<int32_t> vec_values;

  MxvGroup(TypeCode t, int64_t rows, StorePtr a, bool a_read) : T(t), n(rows), A(std::move(a)), reads_a(a_read) {}
};

// w = c accum (A (+.*) u), u = x (*) y when `mult` is given, c = s assigned into all of c when
// g.assigned: operands A, the vectors, c (its values unread when assigned), then the scalar.
void describe_mxv_group(const OpNode& mxv, const SemiringRef& sr, const BinaryOpRef* mult, MxvGroup& g) {
  GroupDescription& d = g.d;
  const grb_abi_type t = abi_type(g.T, type_size(g.T));
  const uint64_t n = uint64_t(g.n);
  g.a_value = d.operand(*g.A, g.reads_a);
  for (const VecLeaf& l : g.vecs) g.vec_values.push_back(d.operand(*l.s, false));  // iso ones are expanded
  if (g.push) {
    grb_group_node w = abi_blank_node(GRB_NODE_VXM, "GrB_vxm");
    w.a = g.vec_values[0];
    w.b = g.a_value;
    w.op = abi_op(sr.mult);
    w.monoid = abi_op(sr.add.op);
    d.result(d.node(w, GRB_VALUE_VECTOR, t, n, 1, GRB_STORAGE_BITMAP));
    return;
  }
  if (g.pull) {
    grb_group_node w = abi_blank_node(GRB_NODE_MXV, "GrB_mxv");
    w.a = g.a_value;
    w.b = g.vec_values[0];
    w.op = abi_op(sr.mult);
    w.monoid = abi_op(sr.add.op);
    d.result(d.node(w, GRB_VALUE_VECTOR, t, n, 1, GRB_STORAGE_BITMAP));
    return;
  }
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

// Where the kernel writes w: a full result's values, or a bitmap result's presence bytes and
// values (and its count, from the binding).
struct MxvOutput {
  void* values = nullptr;
  int8_t* present = nullptr;
  int64_t count = 0;
};

// Binds every parameter the descriptor lists and runs the kernel; -1 when one is not the planner's.
int run_mxv_kernel(const JitKernel& k, const MxvGroup& g, const int32_t* narrow, MxvOutput* result, bool serial) {
  const grb_kernel_descriptor& d = *k.descriptor;
  gb::vector<grb_kernel_binding> b(size_t(d.nparams));
  for (int32_t q = 0; q < d.nparams; q++) {
    const grb_kernel_param& p = d.params[q];
    grb_kernel_binding& x = b[size_t(q)];
    x = grb_kernel_binding{};
    auto vec = std::find(g.vec_values.begin(), g.vec_values.end(), p.value);
    if (p.role == GRB_RESULT_VECTOR_FULL || (p.role == GRB_RESULT_VECTOR_BITMAP && result->present)) {
      x.nrows = g.n;
      x.out_x = result->values;
      x.out_b = result->present;
    } else if (p.role == GRB_PARAM_MATRIX && p.value == g.a_value) {
      const Store& A = *g.A;
      x.nrows = A.vdim;
      x.ncols = A.vlen;
      x.nvals = A.nvals;
      x.xn = A.iso ? 1 : A.nvals;
      x.p = A.P();
      x.i = A.I();
      x.i32 = narrow;
      x.x = g.a_values ? g.a_values : A.X();
    } else if ((p.role == GRB_PARAM_VECTOR_FULL || p.role == GRB_PARAM_VECTOR_SPARSE ||
                p.role == GRB_PARAM_VECTOR_BITMAP) && vec != g.vec_values.end()) {
      const VecLeaf& l = g.vecs[size_t(vec - g.vec_values.begin())];
      x.nrows = l.s->vlen;
      x.ncols = 1;
      x.nvals = l.s->nvals;
      x.i = l.s->is_sparse_or_hyper() ? l.s->I() : nullptr;
      x.b = l.s->format == Format::Bitmap ? l.s->B() : nullptr;
      x.x = values_of(*l.s, l.expanded);
    } else if (p.role == GRB_PARAM_VECTOR_FULL && p.value == g.c_value) {
      // w's old value: read only when no scalar replaces it (an empty vector otherwise)
      x.nrows = g.C ? g.C->vlen : 0;
      x.x = g.C ? values_of(*g.C, g.c_expanded) : nullptr;
    } else if (p.role == GRB_PARAM_SCALAR && p.value == g.scalar_value) {
      x.x = g.scalar.data();
    } else if (p.role == GRB_PARAM_WORK_SPLIT && !g.split.empty()) {
      x.nvals = int64_t(g.split.size());
      x.i = g.split.data();
    } else {
      return -1;
    }
  }
  const int rc = k.run(b.data(), serial ? 1 : 0);
  for (int32_t q = 0; q < d.nparams; q++)
    if (d.params[q].role == GRB_RESULT_VECTOR_BITMAP) result->count = b[size_t(q)].nvals;
  return rc;
}

// The plan log's line for a group that ran as a kernel.
std::string ran_line(const JitResult& jr, double overhead_us, double run_s, bool narrow) {
  char buf[200];
  if (std::strcmp(jr.path, "memory") == 0)
    std::snprintf(buf, sizeof buf, "JIT kernel, cache hit in memory; overhead %.1f us; ran in %.6f s%s", overhead_us,
                  run_s, narrow ? " (32-bit indices)" : "");
  else
    std::snprintf(buf, sizeof buf, "JIT kernel, %s in %.3f s (entry %s); ran in %.6f s",
                  std::strcmp(jr.path, "disk") == 0 ? "loaded from the disk cache" : "compiled", jr.seconds,
                  jr.key_hash.c_str(), run_s);
  return buf;
}

// A's 32-bit index copy (made by the buffer on its second request, then kept with it), or null.
const int32_t* narrow_indices(const Store& A) {
  if (A.i && A.vlen <= INT32_MAX && A.nvals > 0) return A.i->narrow32(A.nvals);
  return nullptr;
}

// A read by row, sparse (CSR); its values (when `reads_a`) in T and not iso. "" when usable.
std::string check_row_matrix(const StorePtr& A, bool reads_a, TypeCode T) {
  if (!A) return "A failed to compute";
  if (!A->by_row) return "A is stored by column";
  if (A->format != Format::Sparse) return A->format == Format::Hyper ? "A is hypersparse" : "A is bitmap or full";
  if (reads_a && (A->code != T || A->iso)) return "A's values are read and are iso or of another type";
  if (!reads_a && (A->code == TypeCode::UDT || A->code == TypeCode::None)) return "A's type is user-defined";
  return "";
}

// A, as the pull reads it (the multiply's x): sets *reads_a. "" when usable.
std::string check_pull_matrix(const StorePtr& A, const SemiringRef& sr, TypeCode T, bool* reads_a) {
  *reads_a = sr.mult.opcode != BinaryOpcode::SECOND && sr.mult.opcode != BinaryOpcode::PAIR;
  return check_row_matrix(A, *reads_a, T);
}

// Whether w = A (+.*) u reads u's values (the multiply's y): not under PAIR, nor FIRST (A's).
bool multiply_reads_u(const SemiringRef& sr) {
  return sr.mult.opcode != BinaryOpcode::FIRST && sr.mult.opcode != BinaryOpcode::PAIR;
}

// u as a vector kernel reads it: full, bitmap or sparse (not hypersparse), of type T when its
// values are read (of any built-in type when not). "" when usable.
std::string check_row_vector(const StorePtr& u, bool reads_u, TypeCode T) {
  if (!u) return "u failed to compute";
  if (u->vdim != 1) return "u is not a vector";
  if (u->format == Format::Hyper) return "u is hypersparse";
  if (reads_u ? u->code != T : (u->code == TypeCode::UDT || u->code == TypeCode::None)) return "u has another type";
  return "";
}

std::string check_pull_vector(const StorePtr& u, const SemiringRef& sr, TypeCode T) {
  return check_row_vector(u, multiply_reads_u(sr), T);
}

// A shallow copy of s described as FP32 (its values elsewhere: an exact float copy).
StorePtr as_fp32(const Store& s) {
  auto c = gb::make_shared<Store>(s);
  c->type = builtin_type(TypeCode::FP32);
  c->code = TypeCode::FP32;
  c->tsize = sizeof(float);
  return c;
}

// A product kernel's run into a bitmap of g.n positions the planner allocates, its result in the
// format the kernel library's product leaves (dense_vector_result), and its times.
struct BitmapRun {
  StorePtr result;
  double overhead_us = 0, run_s = 0;
};

// Runs `kernel` (mxv_pull or vxm_push) for `node`; "" on success, else why nothing was computed.
std::string run_into_bitmap(const JitKernel& kernel, const MxvGroup& g, const int32_t* narrow, bool serial,
                            const OpNode& node, Clock::time_point t_start, double leaves_s, BitmapRun* r) {
  const size_t n = size_t(std::max<int64_t>(g.n, 1));
  std::shared_ptr<Buffer> present = Buffer::allocate(n), values = Buffer::allocate(n * node.ctype->size);
  if (!present || !present->ptr() || !values || !values->ptr()) return "out of memory for the result";
  MxvOutput o;
  o.values = values->ptr();
  o.present = static_cast<int8_t*>(present->ptr());
  const auto t0 = Clock::now();
  r->overhead_us = planning_overhead_us(t_start, t0, leaves_s, kernel.result.seconds);
  const int rc = run_mxv_kernel(kernel, g, narrow, &o, serial);
  if (rc != 0) return rc < 0 ? "the kernel has a parameter the planner does not bind" : "the compiled kernel threw";
  r->run_s = std::chrono::duration<double>(Clock::now() - t0).count();
  r->result = dense_vector_result(node.ctype, g.n, o.count, std::move(present), std::move(values));
  return r->result ? "" : "out of memory for the result";
}

// "full", "bitmap" or "sparse": how a vector operand is stored, for the plan log.
const char* format_word(const Store& s) {
  return s.format == Format::Full ? "full" : s.format == Format::Bitmap ? "bitmap" : "sparse";
}

// The kernel library's pull of an FP64 sum of products over a full u reads exact float copies of A's
// values and of u when they exist (src/kernels/mxm_vector.cpp, plan_pull_narrow: 8 bytes per
// entry of A instead of 12, a u half the size): the compiled pull is handed the same copies, typed
// FP32 (the multiply widens them back exactly, so the same bits). Whether the copies may apply
// depends on the operands' kinds alone (this); whether they exist, on their values
// (narrow_pull_copies), asked only once the FP32 kernel is at hand, since asking makes them: a
// call that then runs on the kernel library would have paid for copies it does not read.
bool narrowable_pull(const SemiringRef& sr, const MxvGroup& g, const VecLeaf& leaf) {
  const bool plain_fp64_sum = g.T == TypeCode::FP64 && sr.add.op.opcode == BinaryOpcode::PLUS &&
                              (sr.mult.opcode == BinaryOpcode::TIMES || sr.mult.opcode == BinaryOpcode::MINUS ||
                               sr.mult.opcode == BinaryOpcode::PLUS || sr.mult.opcode == BinaryOpcode::DIV);
  const Store& A = *g.A;
  const int64_t K = leaf.s->vlen;
  return plain_fp64_sum && leaf.full && !leaf.s->iso && !A.iso && A.x && A.vlen <= INT32_MAX &&
         K >= (int64_t(1) << 16) && A.nvals >= 2 * K;
}

// g and its leaf described with FP32 values (the copies' type); their data bound later.
void describe_narrowed(MxvGroup& g, VecLeaf& leaf) {
  g.A = as_fp32(*g.A);
  leaf = VecLeaf{as_fp32(*leaf.s), true, nullptr};
}

// The copies themselves: A's 32-bit indices, A's values and u as exact floats. False when one is
// not there (A's index copy is made on its second request) or not exact.
bool narrow_pull_copies(const Store& A, const Store& u, const int32_t** narrow, const float** ax,
                        std::shared_ptr<Buffer>* u32) {
  *narrow = narrow_indices(A);
  if (!*narrow || !(*ax = A.x->narrow_f32(A.nvals))) return false;
  *u32 = Buffer::allocate(size_t(u.vlen) * sizeof(float));
  return *u32 && narrow_exact_f32(static_cast<const double*>(u.X()), u.vlen, static_cast<float*>((*u32)->ptr()));
}

// w = A (+.*) u without mask or accumulator (the mxv_pull group): the pull into a bitmap the
// planner allocates. Only for calls whose operands are large enough to repay the plan, and only
// where the kernel library's result would not be iso (SuiteSparse's rule for products).
bool plan_mxv_pull(const OpNode& mxv, const SemiringRef& sr, TypeCode T, int plan_id,
                   std::chrono::steady_clock::time_point t_start, StorePtr* out) {
  const bool logging = jit_log_enabled();
  auto fallback = [&](const std::string& why) {
    if (logging) jit_log("plan " + std::to_string(plan_id) + ": vector <- mxv: node by node: " + why);
    return false;
  };
  if (sr.mult.opcode == BinaryOpcode::PAIR && sr.add.op.opcode != BinaryOpcode::PLUS)
    return fallback("every product is 1: the kernel library's result is iso");
  const auto t_leaves = Clock::now();
  StorePtr A = kernel_form(computed(mxv.inputs[size_t(mxv.first_operand)]));
  bool reads_a = false;
  std::string why = check_pull_matrix(A, sr, T, &reads_a);
  if (!why.empty()) return fallback(why);
  StorePtr u = computed(mxv.inputs[size_t(mxv.first_operand) + 1]);
  if (u && !(u->format == Format::Bitmap && !u->iso)) u = kernel_form(u);  // a bitmap is read in place
  if (!(why = check_pull_vector(u, sr, T)).empty()) return fallback(why);
  const int64_t n = A->vdim;
  if (!(why = serial_cutoff_refusal("a call alone on", A->nvals, "entries", n)).empty()) return fallback(why);
  gb::vector<unsigned char> iso;
  if (product_iso_value(sr, *A, *u, uint64_t(A->vlen), &iso)) return fallback("the product is iso (SuiteSparse's rule)");
  VecLeaf leaf{u, u->format == Format::Full, nullptr};
  // an iso u is expanded only when the multiply reads it (PAIR's degrees over a constant u do not)
  if (u->iso && multiply_reads_u(sr) && !(leaf.expanded = expand_iso(*u))) return fallback("out of memory expanding an iso vector");
  const double leaves_s = std::chrono::duration<double>(Clock::now() - t_leaves).count();

  MxvGroup g(T, n, A, reads_a);
  g.pull = true;
  const int32_t* narrow = nullptr;
  JitKernel kernel;
  if (narrowable_pull(sr, g, leaf)) {
    MxvGroup g32 = g;
    VecLeaf leaf32 = leaf;
    describe_narrowed(g32, leaf32);
    g32.vecs.push_back(leaf32);
    describe_mxv_group(mxv, sr, nullptr, g32);
    JitKernel k32 = jit_get_kernel(g32.d);
    if (!k32.run) return fallback(k32.result.reason);  // compiling: the library's call makes its copies
    const float* ax = nullptr;
    if (narrow_pull_copies(*A, *u, &narrow, &ax, &g32.vecs[0].expanded)) {
      g = std::move(g32);
      g.a_values = ax;
      kernel = k32;
    }
  }
  if (!kernel.run) {
    g.vecs.push_back(leaf);
    describe_mxv_group(mxv, sr, nullptr, g);
    kernel = jit_get_kernel(g.d);
    if (!kernel.run) return fallback(kernel.result.reason);
    narrow = narrow_indices(*A);
  }

  const bool serial = A->nvals + n < kSerialCutoff || max_threads() <= 1;
  BitmapRun r;
  if (!(why = run_into_bitmap(kernel, g, narrow, serial, mxv, t_start, leaves_s, &r)).empty()) return fallback(why);
  coverage_compiled(1, A->nvals + n + u->nvals);
  *out = r.result;
  if (logging)
    jit_log("plan " + std::to_string(plan_id) + ": vector <- mxv [mxv_pull, " + format_word(*u) + " u" +
            (g.a_values ? ", float copies" : "") + "]: " +
            ran_line(kernel.result, r.overhead_us, r.run_s, narrow != nullptr));
  return true;
}

// The products a push over A's rows computes for u's entries (A sparse by row, not hypersparse:
// row k is slot k), and u's entries as row numbers (null when u is full: entry e is row e).
int64_t push_flops(const Store& A, const Store& u, gb::vector<int64_t>* rows) {
  const int64_t* p = A.P();
  if (u.format == Format::Full) return A.nvals;
  int64_t flops = 0;
  if (u.format == Format::Bitmap) {
    const int8_t* b = u.B();
    for (int64_t k = 0; k < u.vlen; k++)
      if (b[k]) rows->push_back(k);
    for (int64_t k : *rows) flops += p[k + 1] - p[k];
    return flops;
  }
  const int64_t* ui = u.I();
  for (int64_t e = 0; e < u.nvals; e++) flops += p[ui[e] + 1] - p[ui[e]];
  return flops;
}

// w' = u' (+.*) A over A's rows, without mask or accumulator (the vxm_push group): u's entries
// scattered through A's rows into a bitmap the planner allocates, the output range split into the
// kernel library's blocks (push_output_split), left in the format the library's push leaves.
// Only where the library itself would push into a dense accumulator: not where it pulls (A's other
// orientation at hand), nor where the products are few next to the output (its hash accumulator),
// nor below the serial cut-off, nor where SuiteSparse's rule makes the product iso.
bool plan_vxm_push(const OpNode& vxm, const SemiringRef& sr, TypeCode T, int plan_id,
                   std::chrono::steady_clock::time_point t_start, StorePtr* out) {
  const bool logging = jit_log_enabled();
  auto fallback = [&](const std::string& why) {
    if (logging) jit_log("plan " + std::to_string(plan_id) + ": vector <- vxm: node by node: " + why);
    return false;
  };
  if (static_cast<const MxmNode&>(vxm).method != AxBMethod::Auto) return fallback("the call names its method");
  if (sr.mult.opcode == BinaryOpcode::PAIR && sr.add.op.opcode != BinaryOpcode::PLUS)
    return fallback("every product is 1: the kernel library's result is iso");
  // without an identity that keeps every product's bits (floating-point MIN / MAX; FIRST / SECOND
  // passing a value through) the compiled push tests each slot's presence byte before it folds,
  // where the library's push branches on a state byte it reads anyway: slower (see 756b930 and
  // bench/RESULTS.md). Asked first: it needs no pass over the operands.
  const BinaryOpcode add = sr.add.op.opcode, mul = sr.mult.opcode;
  if (is_float(T) && (add == BinaryOpcode::MIN || add == BinaryOpcode::MAX || mul == BinaryOpcode::FIRST ||
                      mul == BinaryOpcode::SECOND))
    return fallback("a floating-point push without an exact identity (MIN, MAX, FIRST, SECOND): the kernel "
                    "library's push is faster");
  const auto t_leaves = Clock::now();
  StorePtr u = computed(vxm.inputs[size_t(vxm.first_operand)]);
  StorePtr A = kernel_form(computed(vxm.inputs[size_t(vxm.first_operand) + 1]));
  if (!A || !u) return fallback("an operand failed to compute");
  if (vector_product_pulls(A, u, true, false, nullptr, false, AxBMethod::Auto))
    return fallback("the kernel library pulls (A's other orientation is at hand)");
  // the multiply's x is u(k), its y A(k, j)
  const bool reads_a = sr.mult.opcode != BinaryOpcode::FIRST && sr.mult.opcode != BinaryOpcode::PAIR;
  const bool reads_u = sr.mult.opcode != BinaryOpcode::SECOND && sr.mult.opcode != BinaryOpcode::PAIR;
  std::string why = check_row_matrix(A, reads_a, T);
  if (!why.empty()) return fallback(why);
  if (!(why = check_row_vector(u, reads_u, T)).empty()) return fallback(why);
  const int64_t W = A->vlen;
  gb::vector<int64_t> rows;
  const int64_t flops = push_flops(*A, *u, &rows);
  if (!(why = serial_cutoff_refusal("a call alone on", flops, "products", W)).empty()) return fallback(why);
  if (flops * 16 < W) return fallback("few products next to the output: the kernel library's hash accumulator");
  gb::vector<unsigned char> iso;
  if (product_iso_value(sr, *u, *A, uint64_t(A->vdim), &iso)) return fallback("the product is iso (SuiteSparse's rule)");
  VecLeaf leaf{u, u->format == Format::Full, nullptr};
  if (u->iso && reads_u && !(leaf.expanded = expand_iso(*u)))
    return fallback("out of memory expanding an iso vector");
  const double leaves_s = std::chrono::duration<double>(Clock::now() - t_leaves).count();

  MxvGroup g(T, W, A, reads_a);
  g.push = true;
  g.vecs.push_back(leaf);
  const int64_t nu = u->format == Format::Full ? u->vlen : u->format == Format::Bitmap ? int64_t(rows.size()) : u->nvals;
  const int64_t nb = push_block_count(flops, nu, W, max_threads());
  g.split = push_output_split(A->P(), A->I(), u->format == Format::Full ? nullptr : u->format == Format::Bitmap ? rows.data() : u->I(),
                              nu, flops, W, nb);
  // A's 32-bit indices, and its values as exact floats where the library's push streams those
  // (narrow_r in src/kernels/mxm_vector.cpp: an FP64 multiply that reads A, 2^20 products or more):
  // 8 bytes per product instead of 12, the same bits (a float widens back exactly)
  const int32_t* narrow = flops >= (int64_t(1) << 20) ? narrow_indices(*A) : nullptr;
  if (narrow && T == TypeCode::FP64 && reads_a && !A->iso && A->x && A->X() == A->x->ptr())
    if (const float* ax = A->x->narrow_f32(A->nvals)) {
      g.A = as_fp32(*A);
      g.a_values = ax;
    }
  describe_mxv_group(vxm, sr, nullptr, g);
  JitKernel kernel = jit_get_kernel(g.d);
  if (!kernel.run) return fallback(kernel.result.reason);

  BitmapRun r;
  if (!(why = run_into_bitmap(kernel, g, narrow, nb == 1, vxm, t_start, leaves_s, &r)).empty()) return fallback(why);
  coverage_compiled(1, A->nvals + u->nvals + r.result->nvals);
  *out = r.result;
  if (logging)
    jit_log("plan " + std::to_string(plan_id) + ": vector <- vxm [vxm_push, " + format_word(*u) + " u, " +
            std::to_string(nb) + " block(s)" + (g.a_values ? ", float copies" : "") +
            "]: " + ran_line(kernel.result, r.overhead_us, r.run_s, narrow != nullptr));
  return true;
}

}  // namespace

// The product as the kernel library's pull leaves it (src/kernels/mxm_vector.cpp, dense_result and
// compact_vector), as a row reduction does too.
StorePtr dense_vector_result(GrB_Type type, int64_t n, int64_t count, BufferPtr present, BufferPtr values) {
  MutableStorePtr res = vector_header(type, n, count == n ? Format::Full : Format::Bitmap);
  res->nvals = count;
  res->x = std::move(values);
  if (res->format == Format::Bitmap) res->b = std::move(present);
  if (res->format == Format::Full || (count > 0 && count >= n / 16)) return res;
  return to_sparse(res, 0.0);
}

bool plan_vector_result(const VersionPtr& v, StorePtr* out) {
  if (plan_vxm_assign(v, out)) return true;  // a masked vxm + assign (planner_vxm_assign.cpp)
  if (plan_row_reduction(v, out)) return true;  // rows reduced (planner.cpp)
  std::shared_ptr<Node> node = pending_producer(v);
  if (!node) return false;
  VectorFusionOp f;
  if (!node->describe_vector(&f) || (f.kind != VectorFusionOp::Kind::Mxv && f.kind != VectorFusionOp::Kind::Vxm))
    return false;
  const bool logging = jit_log_enabled();
  if (global().jit_control == kJitOff && !logging) return false;  // the cheapest path when off
  const auto t_start = Clock::now();
  const int plan_id = next_plan_id();
  const bool is_vxm = f.kind == VectorFusionOp::Kind::Vxm;
  std::string group = is_vxm ? "vxm" : "mxv";
  auto fallback = [&](const std::string& why) {
    if (logging) jit_log("plan " + std::to_string(plan_id) + ": vector <- " + group + ": node by node: " + why);
    return false;
  };
  auto* mxv = static_cast<OpNode*>(node.get());
  const TypeCode T = mxv->ctype ? mxv->ctype->code : TypeCode::None;
  if (!fusable_elem(T)) return fallback("result type not in the dialect (bool or user-defined)");
  if (mxv->has_mask) return fallback(group + " has a mask");
  if (f.tran_a) return fallback(group + " transposes A");
  const SemiringRef& sr = *f.semiring;
  if (compensated_monoid(sr.add))
    return fallback("the product's sums are compensated (GxB_COMPENSATED_SUM): the lowering has no compensated form");
  if (!fusable_monoid(sr.add, T) || !fusable_binop(sr.mult, T))
    return fallback("semiring not in the dialect in the result's type");
  if (is_vxm) {
    if (mxv->accum.has) return fallback("vxm has an accumulator");
    return plan_vxm_push(*mxv, sr, T, plan_id, t_start, out);
  }
  if (!mxv->accum.has) return plan_mxv_pull(*mxv, sr, T, plan_id, t_start, out);
  if (!mxv->has_c) return fallback("mxv has an accumulator but no old value");
  if (!fusable_binop(mxv->accum.op, T)) return fallback("accumulator not in the dialect in the result's type");

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
  bool reads_a = false;
  std::string why = check_pull_matrix(A, sr, T, &reads_a);
  if (!why.empty()) return fallback(why);
  gb::vector<VecLeaf> vecs;  // u, or the eWiseMult's x and y
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
  const int64_t n = A->vdim;

  MxvGroup g(T, n, A, reads_a);
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
  const int32_t* narrow = narrow_indices(*A);
  const auto t0 = Clock::now();
  const double overhead_us =
      planning_overhead_us(t_start, t0, leaves_s, kernel.result.seconds);
  const bool serial = A->nvals + n < kSerialCutoff || max_threads() <= 1;
  MxvOutput o;
  o.values = res->x->ptr();
  const int rc = run_mxv_kernel(kernel, g, narrow, &o, serial);
  if (rc != 0) return fallback(rc < 0 ? "the kernel has a parameter the planner does not bind" : "the compiled kernel threw");
  const double run_s = std::chrono::duration<double>(Clock::now() - t0).count();
  int64_t entries = A->nvals + n + (C ? C->nvals : 0);
  for (const VecLeaf& l : vecs) entries += l.s->nvals;
  coverage_compiled(1 + (mult ? 1 : 0) + (assigned ? 1 : 0), entries);
  *out = res;
  if (logging)
    jit_log("plan " + std::to_string(plan_id) + ": vector <- " + group + " [mxv_accum, " +
            std::to_string(vecs.size() + 1 + (C ? 1 : 0)) + " operand(s)]: " +
            ran_line(kernel.result, overhead_us, run_s, narrow != nullptr));
  return true;
}

}  // namespace gb
