// The planner for one masked vxm + assign step (fusion (c), the compiler's vxm_assign group,
// compiler/lib/Conversion/GraphBLASToKokkos/VxmAssign.cpp): when the pending level vector of
//
//   q1<!v, struct, replace> = AT any.pair q      GrB_mxv(q, v, NULL, ANY_PAIR, AT, q, GrB_DESC_RSC)
//   v1<q1, struct> = depth                       GrB_assign(v, q, NULL, depth, GrB_ALL, n, GrB_DESC_S)
//
// is materialized (a level-synchronous traversal reading nvals(v) after the step), both run as one pull kernel: each
// unvisited vertex scans its row of AT until it meets a frontier vertex; the kernel writes q1 as a
// bitmap into a Store allocated here (zero copy), updates v in place at the vertices it finds (v's
// own arrays when only the step holds them: v_exclusive; else a copy) and counts q1's entries.
// q1's version is
// given its Store too (it is the next frontier), so neither runs node by node afterwards.
//
// The push form (plan_bfs_push below)
//
//   q1<!v, struct, replace> = q any.pair A       GrB_vxm(q, v, NULL, ANY_PAIR, q, A, GrB_DESC_RSC)
//                           (or A' any.pair q:  GrB_mxv(q, v, NULL, ANY_PAIR, A, q, GrB_DESC_RSCT0))
//   v1<q1, struct> = depth
//
// is one kernel too (VxmAssignPush.cpp): one pass over the sparse frontier's out-edges, each
// unvisited vertex claimed by an atomic compare-and-swap of v's presence byte; v is updated in
// place when only the step holds its arrays (else a copy is updated), q1 comes back as a bitmap and
// is stored as its handle asks (sparse after the push's hint).
//
// The group is found from the assign: its mask must be the pending mxv's (vxm's) result, and the
// mxv's mask the assign's old value (the same version). A program that reads the frontier between
// the two calls (nvals(q) before the assign) has computed q1 already: the assign then runs alone.
// Not lowered, so node by node with the reason in the plan log (GRB_JIT_LOG): a pull phrased as
// GrB_vxm with A transposed, products that read values (a parent vector's any.secondi),
// accumulators, a valued or non-complemented mask, an mxv that keeps its old entries (no replace),
// a hypersparse or by-column AT (pull) or A (push), level types outside the dialect (bool,
// unsigned, user-defined). Results equal the kernel library's exactly: a level vector has one
// answer, and any.pair gives every frontier entry the value 1.
#include "dag/planner.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include "core/global.hpp"
#include "dag/coverage.hpp"
#include "dag/jit.hpp"
#include "dag/node.hpp"
#include "dag/opnode.hpp"

namespace gb {
namespace {

using Clock = std::chrono::steady_clock;
constexpr int64_t kSerialCutoff = 131072;  // the kernel library's serial cutoff (parallel.hpp)

// The dialect's element type and its C++ type; bool is i1 (the frontier's usual type), unsigned
// types are not in the dialect (its integers are signless).
bool elem_types(TypeCode c, const char** mlir, const char** cpp) {
  switch (c) {
    case TypeCode::Bool: *mlir = "i1"; *cpp = "bool"; return true;
    case TypeCode::Int8: *mlir = "i8"; *cpp = "int8_t"; return true;
    case TypeCode::Int16: *mlir = "i16"; *cpp = "int16_t"; return true;
    case TypeCode::Int32: *mlir = "i32"; *cpp = "int32_t"; return true;
    case TypeCode::Int64: *mlir = "i64"; *cpp = "int64_t"; return true;
    case TypeCode::FP32: *mlir = "f32"; *cpp = "float"; return true;
    case TypeCode::FP64: *mlir = "f64"; *cpp = "double"; return true;
    default: return false;
  }
}

// A bitmap vector Store of n entries of `type` with fresh presence and value arrays.
std::shared_ptr<Store> new_bitmap(GrB_Type type, int64_t n) {
  auto s = std::make_shared<Store>();
  s->type = type;
  s->code = type->code;
  s->tsize = type->size;
  s->vlen = n;
  s->vdim = 1;
  s->by_row = false;
  s->format = Format::Bitmap;
  s->nvec = 1;
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

// The step's next frontier q1 becomes the mxv/vxm's version: stored as its handle asked (sparsity
// control), else as the kernel library keeps a frontier (bitmap from 1/16 of the positions on,
// sparse below). Published only while that version is still pending.
void publish_frontier(const VersionPtr& qv, const Node& qnode, StorePtr q1, int64_t nq, int64_t n) {
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

// How the kernel was obtained and how long it ran, for the plan's log line.
std::string jit_run_summary(const JitResult& jr, double overhead_us, double run_s) {
  char buf[200];
  if (std::strcmp(jr.path, "memory") == 0)
    std::snprintf(buf, sizeof buf, "JIT kernel, cache hit in memory; overhead %.1f us; ran in %.6f s", overhead_us, run_s);
  else
    std::snprintf(buf, sizeof buf, "JIT kernel, %s in %.3f s (entry %s); ran in %.6f s",
                  std::strcmp(jr.path, "disk") == 0 ? "loaded from the disk cache" : "compiled", jr.seconds,
                  jr.key_hash.c_str(), run_s);
  return buf;
}

// The checks both forms of the step share, with the reason a step runs node by node: the masks,
// accumulator and semiring of the step's shape, and the frontier's and level's element types (in
// the dialect: *t gets their MLIR and C++ names and the level cast to the level vector's type).
// `name` is the call's name in the reasons ("mxv" or "vxm"). Returns "" when the step fits.
struct StepTypes {
  const char *q_mlir = nullptr, *q_cpp = nullptr, *v_mlir = nullptr, *v_cpp = nullptr;
  std::vector<unsigned char> level = std::vector<unsigned char>(16, 0);
};
std::string check_bfs_step(const VectorFusionOp& af, const OpNode& op, const VectorFusionOp& mf, const char* name,
                           const VersionPtr& v, StepTypes* t) {
  const std::string call = name;
  if (!af.mask_structural || af.mask_complement || af.replace)
    return "the assign's mask is not the frontier's structure (valued, complemented or replace)";
  if (!op.mask_structural || !op.mask_complement)
    return "the " + call + "'s mask is not the complement of the visited set's structure";
  if (op.accum.has) return "the " + call + " has an accumulator";
  if (op.has_c) return "the " + call + " keeps its old entries (no replace)";
  const SemiringRef& sr = *mf.semiring;
  if ((sr.add.op.opcode != BinaryOpcode::ANY && sr.add.op.opcode != BinaryOpcode::LOR) ||
      sr.mult.opcode != BinaryOpcode::PAIR)
    return "semiring other than any.pair / lor.pair (a product that reads values, e.g. a parent's secondi)";
  const TypeCode QT = op.ctype ? op.ctype->code : TypeCode::None;
  const TypeCode VT = v->type ? v->type->code : TypeCode::None;
  if (!elem_types(QT, &t->q_mlir, &t->q_cpp)) return "frontier type not in the dialect (unsigned or user-defined)";
  if (VT == TypeCode::Bool || !elem_types(VT, &t->v_mlir, &t->v_cpp))
    return "level type not in the dialect (bool, unsigned or user-defined)";
  if (af.scalar_code == TypeCode::UDT || af.scalar_code == TypeCode::None) return "assign of a user-defined scalar";
  cast_value(VT, t->level.data(), af.scalar_code, af.scalar->data());
  return "";
}

// Whether the kernel may write the level vector's arrays in place: a v the plan converted (a sparse
// or iso first level) is the plan's own Store; v0's own Store only when v0 is held by the assign and
// the mxv/vxm alone (the step's two nodes), the Store by v0 and `V` alone, and its presence and
// value buffers by that Store alone (the kernel library's assign steals on the same condition).
bool v_exclusive(const VersionPtr& v0, const StorePtr& V, bool converted) {
  const bool buffers_own = V->x && V->b && V->x.use_count() == 1 && V->b.use_count() == 1;
  return buffers_own && (converted ? V.use_count() == 1 : (v0.use_count() == 2 && V.use_count() == 2));
}

// The push form (Beamer's top-down step): q1<!v,struct,replace> = q any.pair A (GrB_vxm, A by row)
// or A' any.pair q (GrB_mxv with tran_a: the same rows), then v<q1,struct> = depth. One kernel
// (VxmAssignPush.cpp): a pass over the sparse frontier's entries claiming each unvisited
// out-neighbour with an atomic compare-and-swap of v's presence byte; v is updated IN PLACE, so the
// cost is the frontier's edges (plus a byte fill of q1): v's buffers are handed to the kernel when
// only the step holds them (the assign's old version is held by the two step nodes alone, its store
// by that version alone, its buffers by that store alone: as the kernel library's assign steals
// them), else the kernel works on a copy. q1 comes back as a bitmap and is stored as its handle
// asks (a push sets the frontier sparse: converted in index order, so it does not depend on which
// thread claimed what). Same checks and fallbacks as the pull.
bool plan_bfs_push(const std::shared_ptr<Node>& node, const VectorFusionOp& af, const std::shared_ptr<Node>& qnode,
                   const VectorFusionOp& mf, bool is_vxm, const VersionPtr& v, StorePtr* out, int plan_id,
                   const std::string& group, bool logging, Clock::time_point t_start) {
  auto fallback = [&](const std::string& why) {
    if (logging) jit_log("plan " + std::to_string(plan_id) + ": vector <- " + group + ": node by node: " + why);
    return false;
  };
  auto* op = static_cast<OpNode*>(qnode.get());
  const VersionPtr& v0 = node->inputs[0];
  const VersionPtr& qv = node->inputs[1];
  const std::string call = is_vxm ? "GrB_vxm(q<!v,struct,replace> = q any.pair A)"
                                  : "GrB_mxv(q<!v,struct,replace> = A' any.pair q)";
  StepTypes st;
  const std::string unfit = check_bfs_step(af, *op, mf, is_vxm ? "vxm" : "mxv", v, &st);
  if (!unfit.empty()) return fallback(unfit);
  const char *q_mlir = st.q_mlir, *q_cpp = st.q_cpp, *v_mlir = st.v_mlir, *v_cpp = st.v_cpp;
  const std::vector<unsigned char>& level = st.level;
  const SemiringRef& sr = *mf.semiring;

  // the operands, computed: A (by row: its rows are the out-edges), q (sparse), v (bitmap)
  const auto t_leaves = Clock::now();
  const size_t first = size_t(op->first_operand);
  StorePtr A = computed(op->inputs[first + (is_vxm ? 1 : 0)]);
  if (!A) return fallback("A failed to compute");
  if (!A->by_row) return fallback("A is stored by column (the push reads A's rows)");
  if (A->format != Format::Sparse)
    return fallback(A->format == Format::Hyper ? "A is hypersparse" : "A is bitmap or full");
  StorePtr q = computed(op->inputs[first + (is_vxm ? 0 : 1)]);
  if (!q) return fallback("q failed to compute");
  const bool q_converted = q->format != Format::Sparse;
  if (q_converted) q = to_sparse(q);  // a bitmap frontier after a pull step: one O(n) conversion
  // A thin frontier of a large graph (a step of a mesh or road graph: a few thousand vertices of
  // a million) is left to the kernel library, whose push keeps a bit per vertex and returns the
  // next frontier sparse: the kernel's bitmap result costs n bytes to fill and n more to read
  // back as a sparse frontier, several times the step's own work (METIS's mdual, n = 258569,
  // ~130 such steps: 65 ms fused against 19 ms node by node). Below 2^16 vertices those bytes
  // cost about what the two library calls of the unfused step do, and the kernel runs.
  const int64_t avg_degree = A->nvals / std::max<int64_t>(A->vdim, 1) + 1;
  if (A->vdim > 65536 && q->nvals * avg_degree * 4 < A->vdim)
    return fallback("a thin frontier (" + std::to_string(q->nvals) + " of " + std::to_string(A->vdim) +
                    " vertices): the kernel library's push does not touch every vertex");
  StorePtr V = computed(v0);
  if (!V) return fallback("v failed to compute");
  bool converted = false;
  if (V->iso) { V = expand_iso(V); converted = true; }
  if (V && V->format != Format::Bitmap) { V = to_bitmap(V); converted = true; }
  if (!q || q->format != Format::Sparse || !V || V->iso || V->format != Format::Bitmap)
    return fallback("out of memory converting q or v");
  const int64_t n = A->vdim;
  if (A->vlen != n || q->vlen != n || V->vlen != n) return fallback("operand sizes do not match");
  const bool in_place = v_exclusive(v0, V, converted);
  if (in_place) V->x->contents_changing();
  const double leaves_s = std::chrono::duration<double>(Clock::now() - t_leaves).count();

  const std::string sig = std::string("vxm-assign-push/") + (is_vxm ? "vxm/" : "mxv/") + q_mlir + "/" + v_mlir;
  JitResult jr;
  jr.fn = jit_memory_lookup(sig);
  if (jr.fn) {
    jr.path = "memory";
  } else {
    const std::string mat = "!graphblas.matrix<i1, csr>";  // values never read (pair)
    const std::string qin = "!graphblas.vector<i1, sparse>";
    const std::string q1t = std::string("!graphblas.vector<") + q_mlir + ", bitmap>";
    const std::string vt = std::string("!graphblas.vector<") + v_mlir + ", bitmap>";
    std::ostringstream ir;
    ir << "func.func @grb_fused(%q: " << qin << ", %A: " << mat << ", %v: " << vt << ", %level: " << v_mlir
       << ") -> (" << q1t << ", " << vt << ") attributes {grb.arg_names = [\"q\", \"A\", \"v\", \"level\"]} {\n"
       << "  %g:2 = graphblas.fused \"vxm_assign\" [\"" << call << "\", \"GrB_assign(v<q,struct> = level)\"] {\n"
       << "    %q1 = graphblas.vxm %q, %A mask(%v : " << vt << ") {semiring = #graphblas.semiring<"
       << (sr.add.op.opcode == BinaryOpcode::ANY ? "any" : "lor")
       << ", pair>, mask_complement, mask_structural, replace} : " << qin << ", " << mat << " -> " << q1t << "\n"
       << "    %v1 = graphblas.assign %level into %v mask(%q1 : " << q1t << ") {mask_structural} : " << v_mlir
       << ", " << vt << " -> " << vt << "\n"
       << "    graphblas.yield %q1, %v1 : " << q1t << ", " << vt << "\n"
       << "  } : " << q1t << ", " << vt << "\n"
       << "  return %g#0, %g#1 : " << q1t << ", " << vt << "\n}\n";

    // the entry point: m[0] = A, m[1] = q (i: its indices), m[2] = v (x: its values, written in
    // place); s[1] = v's presence bytes (written in place), s[2] = the level in v's type;
    // result = void*[5]: q1's presence and values, unused, unused, int64_t nvals(q1)
    std::ostringstream w;
    w << "#include <cstring>\nstruct grb_jit_matrix { int64_t nrows, ncols, nvals; const int64_t* p; const int64_t* i; "
         "const void* x; int64_t xn; };\n"
         "extern \"C\" __attribute__((visibility(\"default\"))) int grb_jit_run(const grb_jit_matrix* m, "
         "const void* const* s, void* result, int serial) {\n  try {\n"
      << "    void* const* out = static_cast<void* const*>(result);\n"
      << "    const int64_t n = m[0].nrows;\n"
      << "    const grb_kokkos::CsrMatrix<bool> A{m[0].nrows, m[0].ncols, Kokkos::View<int64_t*>(const_cast<int64_t*>(m[0].p), "
         "m[0].nrows + 1), Kokkos::View<int64_t*>(const_cast<int64_t*>(m[0].i), m[0].nvals), Kokkos::View<bool*>(), "
         "Kokkos::View<int32_t*>()};\n"
      << "    const grb_kokkos::SparseVector<bool> q{n, Kokkos::View<int64_t*>(const_cast<int64_t*>(m[1].i), m[1].nvals), "
         "Kokkos::View<bool*>()};\n"
      << "    const grb_kokkos::BitmapVector<" << v_cpp << "> v{n, Kokkos::View<int8_t*>(static_cast<int8_t*>(const_cast<void*>(s[1])), n), "
         "Kokkos::View<" << v_cpp << "*>(static_cast<" << v_cpp << "*>(const_cast<void*>(m[2].x)), n)};\n";
    std::ostringstream args;
    args << "q, A, v, *static_cast<const " << v_cpp << "*>(s[2]), Kokkos::View<int8_t*>(static_cast<int8_t*>(out[0]), n), "
         << "Kokkos::View<" << q_cpp << "*>(static_cast<" << q_cpp << "*>(out[1]), n)";
    w << "    int64_t nq;\n#ifdef GRB_JIT_HAS_SERIAL\n    if (serial) nq = grb_kernels_serial::grb_fused(" << args.str()
      << ");\n    else\n#endif\n    nq = grb_kernels::grb_fused(" << args.str()
      << ");\n    *static_cast<int64_t*>(out[4]) = nq;\n    return 0;\n  } catch (...) {\n    return 1;\n  }\n}\n";
    jr = jit_get(ir.str(), w.str());
    if (!jr.fn) return fallback(jr.reason);
    jit_memory_remember(sig, jr.fn);
  }

  if (!in_place) {  // the kernel updates a copy (after the kernel is known to exist)
    V = copy_bitmap(V, v->type, n);
    if (!V) return fallback("out of memory copying v");
  }
  std::shared_ptr<Store> q1 = new_bitmap(op->ctype, n);
  if (!q1) return fallback("out of memory for the results");
  JitMatrix mats[3];
  mats[0] = {n, A->vlen, A->nvals, A->P(), A->I(), nullptr, 0};
  mats[1] = {q->vlen, 1, q->nvals, nullptr, q->I(), nullptr, 0};
  mats[2] = {n, 1, V->nvals, nullptr, nullptr, V->X(), n};
  const void* scalars[3] = {nullptr, V->B(), level.data()};
  int64_t nq = 0;
  void* outs[5] = {q1->b->ptr(), q1->x->ptr(), nullptr, nullptr, &nq};
  const auto t0 = Clock::now();
  const double overhead_us = 1e6 * (std::chrono::duration<double>(t0 - t_start).count() - leaves_s - jr.seconds);
  // the work: the frontier's edges (estimated by the average degree) and q1's byte fill, which
  // costs a 16th of an edge per byte (a memset against a random read): a small frontier runs on
  // the serial copy, not waking the threads for a fill (at rmat:18 a one-vertex step took 0.66 ms
  // in parallel on the loaded 2-core machine, 0.08 ms when the threads were awake)
  const int64_t work = n / 16 + q->nvals * (A->nvals / std::max<int64_t>(n, 1) + 1);
  const bool serial = work < kSerialCutoff || max_threads() <= 1;
  if (jr.fn(mats, scalars, outs, serial ? 1 : 0) != 0) return fallback("the compiled kernel threw");
  const double run_s = std::chrono::duration<double>(Clock::now() - t0).count();
  q1->nvals = nq;
  auto v1 = std::make_shared<Store>(*V);  // v's arrays, updated by the kernel
  v1->nvals = V->nvals + nq;
  // weighted as the two nodes would be on the kernel library: their inputs and results
  coverage_compiled(2, A->nvals + q->nvals + 2 * V->nvals + 2 * nq);

  publish_frontier(qv, *qnode, q1, nq, n);
  *out = v1;
  if (logging) {
    const std::string buf = jit_run_summary(jr, overhead_us, run_s);
    jit_log("plan " + std::to_string(plan_id) + ": vector <- " + group + " [vxm_assign push, " +
            (q_converted ? "frontier converted to sparse" : "sparse frontier") + " of " + std::to_string(q->nvals) +
            ", next frontier " + std::to_string(nq) + ", v " + (in_place ? "in place" : "copied") + "]: " + buf);
  }
  return true;
}

}  // namespace

bool plan_bfs_step(const VersionPtr& v, StorePtr* out) {
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
  // not a masked vxm + assign step: nothing to say (a masked assign whose mask is computed or made otherwise),
  // except when the frontier was computed early, which is worth a line
  if (!qnode) {
    if (logging && af.mask_structural && !af.mask_complement)
      jit_log("plan " + std::to_string(next_plan_id()) +
              ": vector <- assign: node by node: its mask is already computed (a frontier read between the mxv "
              "and the assign cannot be fused with it)");
    return false;
  }
  VectorFusionOp mf;
  const bool described = qnode->describe_vector(&mf);
  const bool is_mxv = described && mf.kind == VectorFusionOp::Kind::Mxv;
  const bool is_vxm = described && mf.kind == VectorFusionOp::Kind::Vxm;
  if (!is_mxv && !is_vxm) return false;
  auto* mxv = static_cast<OpNode*>(qnode.get());
  if (!mxv->has_mask || mxv->inputs[1] != v0) return false;  // not the step's shape: nothing to say
  const int plan_id = next_plan_id();
  const std::string group = std::string(is_vxm ? "vxm" : "mxv") + ", assign";
  auto fallback = [&](const std::string& why) {
    if (logging) jit_log("plan " + std::to_string(plan_id) + ": vector <- " + group + ": node by node: " + why);
    return false;
  };
  // q A (vxm) and A' q (mxv with tran_a) visit the stored rows of A from the frontier: the push;
  // A' q given as AT (mxv) and q AT' (vxm with tran_a) scan AT's rows: the pull
  const bool push = is_vxm != mf.tran_a;
  if (is_vxm && mf.tran_a) return fallback("vxm transposes A (a pull phrased as GrB_vxm: not lowered)");
  if (push)
    return plan_bfs_push(node, af, qnode, mf, is_vxm, v, out, plan_id, group, logging, t_start);
  StepTypes st;
  const std::string unfit = check_bfs_step(af, *mxv, mf, "mxv", v, &st);
  if (!unfit.empty()) return fallback(unfit);
  const char *q_mlir = st.q_mlir, *q_cpp = st.q_cpp, *v_mlir = st.v_mlir, *v_cpp = st.v_cpp;
  const std::vector<unsigned char>& level = st.level;
  const SemiringRef& sr = *mf.semiring;

  // the operands, computed: AT, q, v
  const auto t_leaves = Clock::now();
  StorePtr A = computed(mxv->inputs[size_t(mxv->first_operand)]);
  if (!A) return fallback("AT failed to compute");
  if (!A->by_row) return fallback("AT is stored by column");
  if (A->format != Format::Sparse)
    return fallback(A->format == Format::Hyper ? "AT is hypersparse" : "AT is bitmap or full");
  StorePtr q = computed(mxv->inputs[size_t(mxv->first_operand) + 1]);
  if (!q) return fallback("q failed to compute");
  if (q->format == Format::Hyper) q = to_sparse(q);
  StorePtr V = computed(v0);
  if (!V) return fallback("v failed to compute");
  // the kernel reads v as a bitmap with a value per position (the first level's v may be sparse
  // or iso: one entry)
  bool converted = false;
  if (V->iso) { V = expand_iso(V); converted = true; }
  if (V && V->format != Format::Bitmap) { V = to_bitmap(V); converted = true; }
  if (!q || !V || V->iso || V->format != Format::Bitmap) return fallback("out of memory converting q or v");
  const double leaves_s = std::chrono::duration<double>(Clock::now() - t_leaves).count();
  const int64_t n = A->vdim;
  if (q->vlen != A->vlen || V->vlen != n) return fallback("operand sizes do not match");
  // v updated in place (the kernel writes only the positions it finds: VxmAssign.cpp) over v's
  // own arrays when nothing else can see them, else over a copy made below
  const bool in_place = v_exclusive(v0, V, converted);
  if (in_place) V->x->contents_changing();
  const char* q_format = q->format == Format::Sparse ? "sparse" : q->format == Format::Bitmap ? "bitmap" : "full";

  // the group's structure in short (the in-process cache key)
  const std::string sig = std::string("vxm-assign/") + q_mlir + "/" + v_mlir + "/" + q_format;
  JitResult jr;
  jr.fn = jit_memory_lookup(sig);
  if (jr.fn) {
    jr.path = "memory";
  } else {
    const std::string mat = "!graphblas.matrix<i1, csr>";  // values never read (pair)
    const std::string qin = std::string("!graphblas.vector<i1, ") + q_format + ">";
    const std::string q1t = std::string("!graphblas.vector<") + q_mlir + ", bitmap>";
    const std::string vt = std::string("!graphblas.vector<") + v_mlir + ", bitmap>";
    std::ostringstream ir;
    ir << "func.func @grb_fused(%q: " << qin << ", %AT: " << mat << ", %v: " << vt << ", %level: " << v_mlir
       << ") -> (" << q1t << ", " << vt << ") attributes {grb.arg_names = [\"q\", \"AT\", \"v\", \"level\"]} {\n"
       << "  %g:2 = graphblas.fused \"vxm_assign\" [\"GrB_mxv(q<!v,struct,replace> = AT any.pair q)\", "
          "\"GrB_assign(v<q,struct> = level)\"] {\n"
       << "    %q1 = graphblas.vxm %q, %AT mask(%v : " << vt << ") {semiring = #graphblas.semiring<"
       << (sr.add.op.opcode == BinaryOpcode::ANY ? "any" : "lor")
       << ", pair>, tran_a, mask_complement, mask_structural, replace} : " << qin << ", " << mat << " -> " << q1t
       << "\n"
       << "    %v1 = graphblas.assign %level into %v mask(%q1 : " << q1t << ") {mask_structural} : " << v_mlir
       << ", " << vt << " -> " << vt << "\n"
       << "    graphblas.yield %q1, %v1 : " << q1t << ", " << vt << "\n"
       << "  } : " << q1t << ", " << vt << "\n"
       << "  return %g#0, %g#1 : " << q1t << ", " << vt << "\n}\n";

    // the entry point: m[0] = AT, m[1] = q (i: its indices when sparse), m[2] = v (x: its values,
    // updated in place); s[0] = q's presence bytes (bitmap q), s[1] = v's presence bytes (updated
    // in place), s[2] = the level in v's type; result = void*[5]: q1's presence and values,
    // unused, unused, int64_t nvals(q1) (the push's layout)
    std::ostringstream w;
    std::string qdecl;
    if (q->format == Format::Sparse)
      qdecl = "const grb_kokkos::SparseVector<bool> q{n, Kokkos::View<int64_t*>(const_cast<int64_t*>(m[1].i), "
              "m[1].nvals), Kokkos::View<bool*>()};";
    else if (q->format == Format::Bitmap)
      qdecl = "const grb_kokkos::BitmapVector<bool> q{n, Kokkos::View<int8_t*>(static_cast<int8_t*>(const_cast<void*>(s[0])), "
              "n), Kokkos::View<bool*>()};";
    else
      qdecl = "const grb_kokkos::FullVector<bool> q{n, Kokkos::View<bool*>()};";
    w << "#include <cstring>\nstruct grb_jit_matrix { int64_t nrows, ncols, nvals; const int64_t* p; const int64_t* i; "
         "const void* x; int64_t xn; };\n"
         "extern \"C\" __attribute__((visibility(\"default\"))) int grb_jit_run(const grb_jit_matrix* m, "
         "const void* const* s, void* result, int serial) {\n  try {\n"
      << "    void* const* out = static_cast<void* const*>(result);\n"
      << "    const int64_t n = m[0].nrows;\n"
      << "    const grb_kokkos::CsrMatrix<bool> AT{m[0].nrows, m[0].ncols, Kokkos::View<int64_t*>(const_cast<int64_t*>(m[0].p), "
         "m[0].nrows + 1), Kokkos::View<int64_t*>(const_cast<int64_t*>(m[0].i), m[0].nvals), Kokkos::View<bool*>(), "
         "Kokkos::View<int32_t*>()};\n"
      << "    " << qdecl << "\n"
      << "    const grb_kokkos::BitmapVector<" << v_cpp << "> v{n, Kokkos::View<int8_t*>(static_cast<int8_t*>(const_cast<void*>(s[1])), n), "
         "Kokkos::View<" << v_cpp << "*>(static_cast<" << v_cpp << "*>(const_cast<void*>(m[2].x)), n)};\n";
    std::ostringstream call;
    call << "q, AT, v, *static_cast<const " << v_cpp << "*>(s[2]), Kokkos::View<int8_t*>(static_cast<int8_t*>(out[0]), n), "
         << "Kokkos::View<" << q_cpp << "*>(static_cast<" << q_cpp << "*>(out[1]), n)";
    w << "    int64_t nq;\n#ifdef GRB_JIT_HAS_SERIAL\n    if (serial) nq = grb_kernels_serial::grb_fused(" << call.str()
      << ");\n    else\n#endif\n    nq = grb_kernels::grb_fused(" << call.str()
      << ");\n    *static_cast<int64_t*>(out[4]) = nq;\n    return 0;\n  } catch (...) {\n    return 1;\n  }\n}\n";
    jr = jit_get(ir.str(), w.str());
    if (!jr.fn) return fallback(jr.reason);
    jit_memory_remember(sig, jr.fn);
  }

  if (!in_place) {  // the kernel updates a copy (after the kernel is known to exist)
    V = copy_bitmap(V, v->type, n);
    if (!V) return fallback("out of memory copying v");
  }
  // the next frontier: a bitmap Store the kernel writes into
  std::shared_ptr<Store> q1 = new_bitmap(mxv->ctype, n);
  if (!q1) return fallback("out of memory for the results");
  JitMatrix mats[3];
  mats[0] = {n, A->vlen, A->nvals, A->P(), A->I(), nullptr, 0};
  mats[1] = {q->vlen, 1, q->nvals, nullptr, q->format == Format::Sparse ? q->I() : nullptr, nullptr, 0};
  mats[2] = {n, 1, V->nvals, nullptr, nullptr, V->X(), n};
  const void* scalars[3] = {q->format == Format::Bitmap ? q->B() : nullptr, V->B(), level.data()};
  int64_t nq = 0;
  void* outs[5] = {q1->b->ptr(), q1->x->ptr(), nullptr, nullptr, &nq};
  const auto t0 = Clock::now();
  const double overhead_us = 1e6 * (std::chrono::duration<double>(t0 - t_start).count() - leaves_s - jr.seconds);
  const bool serial = A->nvals + n < kSerialCutoff || max_threads() <= 1;
  if (jr.fn(mats, scalars, outs, serial ? 1 : 0) != 0) return fallback("the compiled kernel threw");
  const double run_s = std::chrono::duration<double>(Clock::now() - t0).count();
  q1->nvals = nq;
  auto v1 = std::make_shared<Store>(*V);  // v's arrays, updated by the kernel
  v1->nvals = V->nvals + nq;
  // weighted as the two nodes would be on the kernel library: their inputs and results
  coverage_compiled(2, A->nvals + q->nvals + 2 * V->nvals + 2 * nq);

  publish_frontier(qv, *qnode, q1, nq, n);
  *out = v1;
  if (logging) {
    const std::string buf = jit_run_summary(jr, overhead_us, run_s);
    jit_log("plan " + std::to_string(plan_id) + ": vector <- " + group + " [vxm_assign, " + q_format +
            " frontier, next frontier " + std::to_string(nq) + ", v " + (in_place ? "in place" : "copied") + "]: " + buf);
  }
  return true;
}

}  // namespace gb
