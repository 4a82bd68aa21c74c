// The planner for a masked vxm (or mxv) whose result masks a scalar assign into the product's own
// mask vector:
//
//   q1<!v, struct, replace> = q any.pair A       GrB_vxm(q, v, NULL, ANY_PAIR, q, A, GrB_DESC_RSC)
//                                                (or AT any.pair q: GrB_mxv, with or without INP0)
//   v1<q1, struct> = s                           GrB_assign(v, q, NULL, s, GrB_ALL, n, GrB_DESC_S)
//
// When v1 is materialized, the two pending calls are described to the compiler as they were
// recorded (src/dag/compiler_group.hpp); its passes fold the mxv into the equivalent vxm, group
// the pair (graphblas-fuse's vxm_assign) and lower it to one kernel: a pass over the rows of the
// stored matrix from the unvisited side (an mxv of a matrix by row) or over the frontier's
// out-edges (a vxm of a matrix by row). The kernel describes its parameters and the library binds
// them by role: q1 comes back as a bitmap into a Store allocated here (zero copy), v is updated in
// place (its own arrays when only these two calls hold them, else a copy), and the kernel counts
// both. q1's version is given its Store too, so neither call runs node by node afterwards.
//
// The group is found from the assign: its mask must be the pending product's result, and the
// product's mask the assign's old value (the same version). A program that reads q1 between the
// two calls has computed it already: the assign then runs alone. What the compiler refuses (a
// product that reads values, an accumulator, a valued or non-complemented mask, ...) runs node by
// node with its reason in the plan log (GRB_JIT_LOG). Results equal the kernel library's exactly:
// any.pair gives every entry of q1 the value 1, and a position of v is decided by one thread.
#include "core/memory.hpp"
#include "dag/planner.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

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

// A bitmap vector Store of n entries of `type` with fresh presence and value arrays.
std::shared_ptr<Store> new_bitmap(GrB_Type type, int64_t n) {
  MutableStorePtr s = vector_header(type, n, Format::Bitmap);
  s->b = Buffer::allocate(size_t(std::max<int64_t>(n, 1)));
  s->x = Buffer::allocate(size_t(std::max<int64_t>(n, 1)) * s->tsize);
  if (!s->b || !s->b->ptr() || !s->x || !s->x->ptr()) return nullptr;
  return s;
}

// A copy of the bitmap vector V (n entries of `type`) for a kernel to update in place, or null
// when out of memory.
std::shared_ptr<Store> copy_bitmap(const StorePtr& V, GrB_Type type, int64_t n) {
  std::shared_ptr<Store> c = new_bitmap(type, n);
  if (!c) return nullptr;
  std::memcpy(c->b->ptr(), V->B(), size_t(n));
  std::memcpy(c->x->ptr(), V->X(), size_t(n) * V->tsize);
  c->nvals = V->nvals;
  return c;
}

// q1 becomes the product's version: stored as its handle asked (sparsity control), else as the
// kernel library keeps such a vector (bitmap from 1/16 of the positions on, sparse below).
// Published only while that version is still pending.
void publish_product(const VersionPtr& qv, const Node& qnode, StorePtr q1, int64_t nq, int64_t n) {
  const int control = qnode.sparsity_control;
  if (control > 0 && control < GxB_AUTO_SPARSITY) {
    StorePtr c = conform(q1, control, qnode.hyper_switch, qnode.bitmap_switch);
    if (c) q1 = c;
  } else if (nq * 16 < n) {
    StorePtr c = to_sparse(q1);
    if (c) q1 = c;
  }
  std::lock_guard<std::mutex> lock(qv->mu);
  if (!qv->store && qv->producer) {
    qv->store = q1;
    qv->producer.reset();
  }
}

// Whether the kernel may write v's arrays in place: a V the plan converted (a sparse or iso v) is
// the plan's own Store; v0's own Store only when v0 is held by the two calls alone, the Store by
// v0 and `V` alone, and its presence and value buffers by that Store alone (the kernel library's
// assign steals on the same condition).
bool v_exclusive(const VersionPtr& v0, const StorePtr& V, bool converted) {
  const bool buffers_own = V->x && V->b && V->x.use_count() == 1 && V->b.use_count() == 1;
  return buffers_own && (converted ? V.use_count() == 1 : (v0.use_count() == 2 && V.use_count() == 2));
}

// The two calls' operands, computed and in the forms the group is described with.
struct StepOperands {
  StorePtr A, q, V, v_out;
  std::shared_ptr<Store> q1;  // written by the kernel
  bool push = false, q_converted = false, v_converted = false;
  int64_t n = 0;
  gb::vector<unsigned char> scalar = gb::vector<unsigned char>(16, 0);
  int32_t a_value = -1, q_value = -1, v_value = -1, s_value = -1, q1_value = -1, v1_value = -1;
};

// The product's and assign's flags and operators that decide whether the pair is a group at all
// (the rest is the compiler's to accept or refuse). Returns "" when it is.
std::string check_shape(const VectorFusionOp& af, const OpNode& op, const VersionPtr& v) {
  if (!af.mask_structural || af.mask_complement || af.replace)
    return "the assign's mask is not the product's structure (valued, complemented or replace)";
  if (op.accum.has) return "the product has an accumulator";
  if (op.has_c) return "the product keeps its old entries (no replace)";
  if (!op.ctype || !v->type) return "untyped operands";
  if (op.ctype->code == TypeCode::UDT || v->type->code == TypeCode::UDT) return "a user-defined result type";
  if (af.scalar_code == TypeCode::UDT || af.scalar_code == TypeCode::None) return "assign of a user-defined scalar";
  return "";
}

// A, q and v computed and converted to what the kernels take (A sparse by row, q not
// hypersparse, sparse for a push, v bitmap with a value per position). Returns "" or the reason
// the pair runs node by node.
std::string gather(const OpNode& op, bool is_vxm, const VersionPtr& v0, StepOperands* s) {
  const size_t first = size_t(op.first_operand);
  s->A = computed(op.inputs[first + (is_vxm ? 1 : 0)]);
  if (!s->A) return "the matrix failed to compute";
  if (!s->A->by_row) return "the matrix is stored by column";
  if (s->A->format != Format::Sparse)
    return s->A->format == Format::Hyper ? "the matrix is hypersparse" : "the matrix is bitmap or full";
  s->q = computed(op.inputs[first + (is_vxm ? 0 : 1)]);
  if (!s->q) return "the product's vector failed to compute";
  const Format qf = s->q->format;
  if (qf == Format::Hyper || (s->push && qf != Format::Sparse)) {
    s->q = to_sparse(s->q);  // a bitmap frontier before a push: one O(n) conversion
    s->q_converted = true;
  }
  s->V = computed(v0);
  if (!s->V) return "the assigned vector failed to compute";
  if (s->V->iso) { s->V = expand_iso(s->V); s->v_converted = true; }
  if (s->V && s->V->format != Format::Bitmap) { s->V = to_bitmap(s->V); s->v_converted = true; }
  if (!s->q || !s->V || s->V->iso || s->V->format != Format::Bitmap) return "out of memory converting the vectors";
  const int64_t reached = s->push ? s->A->vlen : s->A->vdim;
  if (s->V->vlen != reached || s->q->vlen != (s->push ? s->A->vdim : s->A->vlen)) return "operand sizes do not match";
  s->n = reached;
  return "";
}

// The two calls as recorded: the product (mxv or vxm, its descriptor's transpose), then the
// assign it masks; results q1 and v1, both bitmap.
void describe_pair(const OpNode& op, const VectorFusionOp& mf, bool is_vxm, StepOperands* s, GroupDescription* d) {
  s->a_value = d->operand(*s->A, false);
  s->q_value = d->operand(*s->q, false);
  s->v_value = d->operand(*s->V, true);
  s->s_value = d->scalar(abi_type(s->V->code, s->V->tsize));
  grb_group_node p = abi_blank_node(is_vxm ? GRB_NODE_VXM : GRB_NODE_MXV, is_vxm ? "GrB_vxm" : "GrB_mxv");
  p.a = is_vxm ? s->q_value : s->a_value;
  p.b = is_vxm ? s->a_value : s->q_value;
  p.mask = s->v_value;
  p.flags = (op.mask_structural ? GRB_FLAG_MASK_STRUCTURAL : 0u) | (op.mask_complement ? GRB_FLAG_MASK_COMPLEMENT : 0u) |
            (op.replace ? GRB_FLAG_REPLACE : 0u) | (mf.tran_a ? (is_vxm ? GRB_FLAG_TRAN_B : GRB_FLAG_TRAN_A) : 0u);
  p.op = abi_op(mf.semiring->mult);
  p.monoid = abi_op(mf.semiring->add.op);
  s->q1_value = d->node(p, GRB_VALUE_VECTOR, abi_type(op.ctype->code, op.ctype->size), uint64_t(s->n), 1,
                        GRB_STORAGE_BITMAP);
  grb_group_node a = abi_blank_node(GRB_NODE_ASSIGN, "GrB_assign");
  a.c_in = s->v_value;
  a.a = s->s_value;
  a.mask = s->q1_value;
  a.flags = GRB_FLAG_MASK_STRUCTURAL;
  s->v1_value = d->node(a, GRB_VALUE_VECTOR, abi_type(s->V->code, s->V->tsize), uint64_t(s->n), 1, GRB_STORAGE_BITMAP);
  d->result(s->q1_value);
  d->result(s->v1_value);
}

// Binds every parameter the descriptor lists and runs the kernel; -1 when one is not the pair's.
// On success the count of q1's entries and v's updated count are in *nq and *nv.
int run_pair_kernel(const JitKernel& k, const StepOperands& s, bool serial, int64_t* nq, int64_t* nv) {
  const grb_kernel_descriptor& d = *k.descriptor;
  gb::vector<grb_kernel_binding> b(size_t(d.nparams));
  int q1_binding = -1, v_binding = -1;
  for (int32_t i = 0; i < d.nparams; i++) {
    const grb_kernel_param& p = d.params[i];
    grb_kernel_binding& x = b[size_t(i)];
    x = grb_kernel_binding{};
    if (p.role == GRB_PARAM_MATRIX && p.value == s.a_value) {
      x.nrows = s.A->vdim;
      x.ncols = s.A->vlen;
      x.nvals = s.A->nvals;
      x.xn = s.A->iso ? 1 : s.A->nvals;
      x.p = s.A->P();
      x.i = s.A->I();
      x.x = s.A->X();
    } else if ((p.role == GRB_PARAM_VECTOR_SPARSE || p.role == GRB_PARAM_VECTOR_BITMAP ||
                p.role == GRB_PARAM_VECTOR_FULL) && p.value == s.q_value) {
      x.nrows = s.q->vlen;
      x.ncols = 1;
      x.nvals = s.q->nvals;
      x.xn = s.q->iso ? 1 : s.q->nvals;
      x.i = s.q->format == Format::Sparse ? s.q->I() : nullptr;
      x.b = s.q->format == Format::Bitmap ? reinterpret_cast<const int8_t*>(s.q->B()) : nullptr;
      x.x = s.q->X();
    } else if (p.role == GRB_PARAM_VECTOR_BITMAP_INOUT && p.value == s.v_value && p.result == s.v1_value) {
      x.nrows = s.n;
      x.ncols = 1;
      x.nvals = s.v_out->nvals;
      x.xn = s.n;
      x.b = reinterpret_cast<const int8_t*>(s.v_out->B());
      x.x = s.v_out->X();
      v_binding = i;
    } else if (p.role == GRB_PARAM_SCALAR && p.value == s.s_value) {
      x.x = s.scalar.data();
    } else if (p.role == GRB_RESULT_VECTOR_BITMAP && p.value == s.q1_value) {
      x.nrows = s.n;
      x.out_b = static_cast<int8_t*>(s.q1->b->ptr());
      x.out_x = s.q1->x->ptr();
      q1_binding = i;
    } else {
      return -1;
    }
  }
  if (q1_binding < 0 || v_binding < 0) return -1;
  const int rc = k.run(b.data(), serial ? 1 : 0);
  *nq = b[size_t(q1_binding)].nvals;
  *nv = b[size_t(v_binding)].nvals;
  return rc;
}

}  // namespace

namespace {

// The log line's account of how the kernel was obtained and how long it ran.
std::string run_summary(const JitResult& jr, double overhead_us, double run_s) {
  char buf[200];
  if (std::strcmp(jr.path, "memory") == 0)
    std::snprintf(buf, sizeof buf, "JIT kernel, cache hit in memory; overhead %.1f us; ran in %.6f s", overhead_us, run_s);
  else
    std::snprintf(buf, sizeof buf, "JIT kernel, %s in %.3f s (entry %s); ran in %.6f s",
                  std::strcmp(jr.path, "disk") == 0 ? "loaded from the disk cache" : "compiled", jr.seconds,
                  jr.key_hash.c_str(), run_s);
  return buf;
}

const char* format_name(Format f) {
  return f == Format::Sparse ? "sparse" : f == Format::Bitmap ? "bitmap" : f == Format::Full ? "full" : "hypersparse";
}

// A push over a thin frontier of a large graph (a few thousand vertices of a million) is left to
// the kernel library, whose push keeps a bit per vertex and returns a sparse result: the kernel's
// bitmap result costs n bytes to fill and n more to read back as a sparse vector, several times
// the work of the product itself. Below 2^16 vertices those bytes cost about what the two calls
// node by node do.
bool thin_push(const StepOperands& s) {
  const int64_t avg_degree = s.A->nvals / std::max<int64_t>(s.A->vdim, 1) + 1;
  return s.push && s.A->vlen > 65536 && s.q->nvals * avg_degree * 4 < s.A->vlen;
}

}  // namespace

bool plan_vxm_assign(const VersionPtr& v, StorePtr* out) {
  std::shared_ptr<Node> node = pending_producer(v);
  if (!node) return false;
  VectorFusionOp af;
  if (!node->describe_vector(&af) || af.kind != VectorFusionOp::Kind::AssignMasked) return false;
  const bool logging = jit_log_enabled();
  if (global().jit_control == kJitOff && !logging) return false;  // the cheapest path when off
  const auto t_start = Clock::now();
  const VersionPtr& v0 = node->inputs[0];
  const VersionPtr& qv = node->inputs[1];
  std::shared_ptr<Node> qnode = pending_producer(qv);
  if (!qnode) {  // not a product's mask: nothing to say, except when it was computed early
    if (logging && af.mask_structural && !af.mask_complement)
      jit_log("plan " + std::to_string(next_plan_id()) +
              ": vector <- assign: node by node: its mask is already computed (a mask read between the product "
              "and the assign cannot be fused with it)");
    return false;
  }
  VectorFusionOp mf;
  const bool described = qnode->describe_vector(&mf);
  const bool is_vxm = described && mf.kind == VectorFusionOp::Kind::Vxm;
  if (!described || (!is_vxm && mf.kind != VectorFusionOp::Kind::Mxv)) return false;
  auto* op = static_cast<OpNode*>(qnode.get());
  if (!op->has_mask || op->inputs[1] != v0) return false;  // not masked by v: nothing to say
  const int plan_id = next_plan_id();
  const std::string group = std::string(is_vxm ? "vxm" : "mxv") + ", assign";
  auto fallback = [&](const std::string& why) {
    if (logging) jit_log("plan " + std::to_string(plan_id) + ": vector <- " + group + ": node by node: " + why);
    return false;
  };
  std::string why = check_shape(af, *op, v);
  if (!why.empty()) return fallback(why);
  if (compensated_monoid(mf.semiring->add))
    return fallback("the product's sums are compensated (GxB_COMPENSATED_SUM): the lowering has no compensated form");
  StepOperands s;
  // q A and A' q visit the stored rows from q (a push); A' q given as AT and q AT' scan them
  s.push = is_vxm != mf.tran_a;
  const auto t_leaves = Clock::now();
  if (!(why = gather(*op, is_vxm, v0, &s)).empty()) return fallback(why);
  if (thin_push(s))
    return fallback("a thin push (" + std::to_string(s.q->nvals) + " of " + std::to_string(s.A->vlen) +
                    " vertices): the kernel library's push does not touch every position");
  cast_value(s.V->code, s.scalar.data(), af.scalar_code, af.scalar->data());
  const double leaves_s = std::chrono::duration<double>(Clock::now() - t_leaves).count();
  GroupDescription d;
  describe_pair(*op, mf, is_vxm, &s, &d);
  JitKernel kernel = jit_get_kernel(d);
  if (!kernel.run) return fallback(kernel.result.reason);

  const bool in_place = v_exclusive(v0, s.V, s.v_converted);
  if (in_place) s.V->x->contents_changing();
  s.v_out = in_place ? s.V : copy_bitmap(s.V, v->type, s.n);
  s.q1 = s.v_out ? new_bitmap(op->ctype, s.n) : nullptr;
  if (!s.q1) return fallback("out of memory for the results");
  const auto t0 = Clock::now();
  const double overhead_us =
      planning_overhead_us(t_start, t0, leaves_s, kernel.result.seconds);
  // a push's work is the frontier's edges plus a byte per position, a pull's the whole matrix:
  // small ones run on the serial copy, not waking the threads
  const int64_t work = s.push ? s.n / 16 + s.q->nvals * (s.A->nvals / std::max<int64_t>(s.A->vdim, 1) + 1)
                              : s.A->nvals + s.n;
  const bool serial = work < kSerialCutoff || max_threads() <= 1;
  int64_t nq = 0, nv = 0;
  const int rc = run_pair_kernel(kernel, s, serial, &nq, &nv);
  if (rc != 0) return fallback(rc < 0 ? "the kernel has a parameter the planner does not bind" : "the compiled kernel failed");
  const double run_s = std::chrono::duration<double>(Clock::now() - t0).count();
  s.q1->nvals = nq;
  auto v1 = gb::make_shared<Store>(*s.v_out);  // v's arrays, updated by the kernel
  v1->nvals = nv;
  // weighted as the two calls would be on the kernel library: their inputs and results
  coverage_compiled(2, s.A->nvals + s.q->nvals + s.V->nvals + nv + nq);
  publish_product(qv, *qnode, s.q1, nq, s.n);
  *out = v1;
  if (logging)
    jit_log("plan " + std::to_string(plan_id) + ": vector <- " + group + " [vxm_assign " + (s.push ? "push" : "pull") +
            ", " + (s.q_converted ? "converted " : "") + format_name(s.q->format) + " vector of " +
            std::to_string(s.q->nvals) + ", product " +
            std::to_string(nq) + ", v " + (in_place ? "in place" : "copied") + "]: " +
            run_summary(kernel.result, overhead_us, run_s));
  return true;
}

}  // namespace gb
