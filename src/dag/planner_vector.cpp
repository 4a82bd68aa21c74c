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
// The PageRank iteration (w = prior ./ dscaled; r = teleport; r += AT*w) is one such group: one
// pass computing u into a dense view, then one pull over AT's rows writing r straight into a full
// Store allocated here (zero copy: the kernel's output view is the Store's value array). The
// assigned c and u are never formed (their versions stay pending: a later reader computes them
// node by node). Everything is in one built-in type T (no typecasts); anything else runs node by
// node with the reason in the plan log (GRB_JIT_LOG). Each row is summed by one thread in column
// order starting from its first product, as the kernel library's pull does, so results equal the
// kernel library's bit for bit and never depend on the number of threads.
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
#include "dag/jit.hpp"
#include "dag/node.hpp"
#include "dag/opnode.hpp"

namespace gb {
namespace {

using Clock = std::chrono::steady_clock;
constexpr int64_t kSerialCutoff = 131072;  // the kernel library's serial cutoff (parallel.hpp)

const char* mlir_elem(TypeCode c) {
  switch (c) {
    case TypeCode::Int8: return "i8";
    case TypeCode::Int16: return "i16";
    case TypeCode::Int32: return "i32";
    case TypeCode::Int64: return "i64";
    case TypeCode::FP32: return "f32";
    case TypeCode::FP64: return "f64";
    default: return nullptr;  // bool and unsigned: the dialect's integers are signless
  }
}
const char* cpp_elem(TypeCode c) {
  switch (c) {
    case TypeCode::Int8: return "int8_t";
    case TypeCode::Int16: return "int16_t";
    case TypeCode::Int32: return "int32_t";
    case TypeCode::Int64: return "int64_t";
    case TypeCode::FP32: return "float";
    case TypeCode::FP64: return "double";
    default: return nullptr;
  }
}
bool is_fp(TypeCode c) { return c == TypeCode::FP32 || c == TypeCode::FP64; }

// A binary operator the dialect has with the library's semantics in type T, or null. Integer
// division has GraphBLAS' own rules (x/0), min/max on floating point its NaN rules: left out.
const char* binop_name(const BinaryOpRef& op, TypeCode T) {
  if (op.z.code != T || op.x.code != T || op.y.code != T) return nullptr;
  switch (op.opcode) {
    case BinaryOpcode::FIRST: return "first";
    case BinaryOpcode::SECOND: return "second";
    case BinaryOpcode::PAIR: return "pair";
    case BinaryOpcode::PLUS: return "plus";
    case BinaryOpcode::MINUS: return "minus";
    case BinaryOpcode::TIMES: return "times";
    case BinaryOpcode::DIV: return is_fp(T) ? "div" : nullptr;
    case BinaryOpcode::MIN: return is_fp(T) ? nullptr : "min";
    case BinaryOpcode::MAX: return is_fp(T) ? nullptr : "max";
    default: return nullptr;
  }
}
const char* monoid_name(const MonoidRef& m, TypeCode T) {
  if (m.op.z.code != T) return nullptr;
  switch (m.op.opcode) {
    case BinaryOpcode::PLUS: return "plus";
    case BinaryOpcode::TIMES: return "times";
    case BinaryOpcode::MIN: return is_fp(T) ? nullptr : "min";
    case BinaryOpcode::MAX: return is_fp(T) ? nullptr : "max";
    default: return nullptr;
  }
}

// A vector operand as the kernel takes it: full (values) or sparse (indices + values). An iso
// vector (one stored value for all entries: PageRank's first prior, a constant assigned into all
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

// Checks a computed vector operand of type T; "" when usable.
std::string check_vector(const StorePtr& s, TypeCode T, const char* what) {
  if (!s) return std::string(what) + " failed to compute";
  if (s->code != T) return std::string(what) + " has another type";
  if (s->vdim != 1) return std::string(what) + " is not a vector";
  if (s->format == Format::Bitmap || s->format == Format::Hyper)
    return std::string(what) + (s->format == Format::Bitmap ? " is bitmap" : " is hypersparse");
  return "";
}

std::string vec_type(TypeCode T, bool full) {
  return std::string("!graphblas.vector<") + mlir_elem(T) + (full ? ", full>" : ", sparse>");
}

}  // namespace

bool plan_vector_result(const VersionPtr& v, StorePtr* out) {
  if (plan_bfs_step(v, out)) return true;  // a BFS level step (planner_bfs.cpp)
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
  if (!mlir_elem(T)) return fallback("result type not in the dialect (bool, unsigned or user-defined)");
  if (mxv->has_mask) return fallback("mxv has a mask");
  if (!mxv->accum.has || !mxv->has_c) return fallback("mxv has no accumulator (the kernel writes every entry)");
  if (f.tran_a) return fallback("mxv transposes A");
  const SemiringRef& sr = *f.semiring;
  const char* add = monoid_name(sr.add, T);
  const char* mul = binop_name(sr.mult, T);
  const char* acc = binop_name(mxv->accum.op, T);
  if (!add || !mul || !acc) return fallback("semiring or accumulator not in the dialect in the result's type");

  // c: a pending assign of a scalar into all of it, or a full vector
  const VersionPtr& c_version = mxv->inputs[0];
  std::shared_ptr<Node> c_node = pending_producer(c_version);
  VectorFusionOp cf;
  const bool assigned = c_node && c_node->describe_vector(&cf) && cf.kind == VectorFusionOp::Kind::AssignAll;
  std::vector<unsigned char> scalar(16, 0);
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
    if (!m->has_mask && !m->accum.has && old_c_empty && m->ctype && m->ctype->code == T && binop_name(*uf.op, T))
      mult = m;
  }
  group = std::string(mult ? "eWiseMult, " : "") + (assigned ? "assign, " : "") + "mxv";

  // the operands, computed (A, then the vectors)
  const auto t_leaves = Clock::now();
  StorePtr A = computed(mxv->inputs[size_t(mxv->first_operand)]);
  if (!A) return fallback("A failed to compute");
  if (!A->by_row) return fallback("A is stored by column");
  if (A->format != Format::Sparse) return fallback(A->format == Format::Hyper ? "A is hypersparse" : "A is bitmap or full");
  const bool reads_a = sr.mult.opcode != BinaryOpcode::SECOND && sr.mult.opcode != BinaryOpcode::PAIR;
  if (reads_a && (A->code != T || A->iso)) return fallback("A's values are read and are iso or of another type");
  if (!reads_a && !cpp_elem(A->code) && A->code != TypeCode::Bool && A->code != TypeCode::UInt8 &&
      A->code != TypeCode::UInt16 && A->code != TypeCode::UInt32 && A->code != TypeCode::UInt64)
    return fallback("A's type is user-defined");
  std::vector<VecLeaf> vecs;  // u, or the eWiseMult's x and y
  std::string why;
  if (mult) {
    for (int k = 0; k < 2; k++) {
      StorePtr s = computed(mult->inputs[size_t(mult->first_operand + k)]);
      if (!(why = check_vector(s, T, k ? "the eWiseMult's y" : "the eWiseMult's x")).empty()) return fallback(why);
      vecs.push_back({s, s->format == Format::Full});
    }
    if (!vecs[0].full && !vecs[1].full) return fallback("eWiseMult of two sparse vectors");
  } else {
    StorePtr s = computed(u_version);
    if (!(why = check_vector(s, T, "u")).empty()) return fallback(why);
    vecs.push_back({s, s->format == Format::Full});
  }
  StorePtr C;
  if (!assigned) {
    C = computed(c_version);
    if (!(why = check_vector(C, T, "w's old value")).empty()) return fallback(why);
    if (C->format != Format::Full) return fallback("w's old value is not full");
  }
  std::shared_ptr<Buffer> c_expanded;
  for (VecLeaf& l : vecs)
    if (l.s->iso && !(l.expanded = expand_iso(*l.s))) return fallback("out of memory expanding an iso vector");
  if (C && C->iso && !(c_expanded = expand_iso(*C))) return fallback("out of memory expanding an iso vector");
  const double leaves_s = std::chrono::duration<double>(Clock::now() - t_leaves).count();
  const int64_t n = A->vdim, ncols = A->vlen;

  // the group's structure in short (the in-process cache key)
  std::string sig = "vec" + std::to_string(int(T)) + "/" + add + mul + acc + (reads_a ? "a" : "p") +
                    (assigned ? "s" : "c");
  if (mult) sig += std::string("/m") + binop_name(*uf.op, T);
  for (const VecLeaf& l : vecs) sig += l.full ? "F" : "S";
  JitResult jr;
  jr.fn = jit_memory_lookup(sig);
  if (jr.fn) {
    jr.path = "memory";
  } else {
    // graphblas text: types and operators only (A's type stands in for its pattern when unread)
    const char* at = reads_a ? mlir_elem(T) : "f32";
    const std::string mat = std::string("!graphblas.matrix<") + at + ", csr>";
    const std::string full = vec_type(T, true);
    std::ostringstream ir, args, names, body;
    args << "%A: " << mat;
    names << "\"A\"";
    for (size_t k = 0; k < vecs.size(); k++) {
      args << ", %v" << k << ": " << vec_type(T, vecs[k].full);
      names << ", \"" << (mult ? (k ? "y" : "x") : "u") << "\"";
    }
    args << ", %c: " << full;
    names << ", \"c\"";
    if (assigned) {
      args << ", %s: " << mlir_elem(T);
      names << ", \"c_scalar\"";
    }
    std::string u = "%v0", utype = vec_type(T, vecs[0].full);
    if (mult) {
      utype = vec_type(T, vecs[0].full && vecs[1].full);
      body << "  %u = graphblas.ewise_mult %v0, %v1 {op = #graphblas.binop<" << binop_name(*uf.op, T)
           << ">, origin = \"GrB_eWiseMult\"} : " << vec_type(T, vecs[0].full) << ", " << vec_type(T, vecs[1].full)
           << " -> " << utype << "\n";
      u = "%u";
    }
    std::string c = "%c";
    if (assigned) {
      body << "  %c1 = graphblas.assign %s into %c {origin = \"GrB_assign\"} : " << mlir_elem(T) << ", " << full
           << " -> " << full << "\n";
      c = "%c1";
    }
    body << "  %w = graphblas.mxv %A, " << u << " accum(" << c << " : " << full
         << ") {semiring = #graphblas.semiring<" << add << ", " << mul << ">, accum = #graphblas.binop<" << acc
         << ">, origin = \"GrB_mxv\"} : " << mat << ", " << utype << " -> " << full << "\n";
    ir << "func.func @grb_fused(" << args.str() << ") -> " << full << " attributes {grb.arg_names = ["
       << names.str() << "]} {\n"
       << body.str() << "  return %w : " << full << "\n}\n";
    const std::string mlir = ir.str();

    // the entry point: m[0] = A, m[1..] the vectors (nrows = size; i = indices of a sparse one),
    // m[last] = c when it is read; s[0] = A's 32-bit indices or null, s[1] = the scalar; result =
    // the output Store's values (size A.nrows)
    const char* ct = cpp_elem(T);
    const char* act = reads_a ? ct : "float";
    std::ostringstream w;
    w << "#include <cstring>\nstruct grb_jit_matrix { int64_t nrows, ncols, nvals; const int64_t* p; const int64_t* i; "
         "const void* x; int64_t xn; };\n"
         "extern \"C\" __attribute__((visibility(\"default\"))) int grb_jit_run(const grb_jit_matrix* m, "
         "const void* const* s, void* result, int serial) {\n  try {\n"
      << "    const int32_t* narrow = static_cast<const int32_t*>(s[0]);\n"
      << "    const grb_kokkos::CsrMatrix<" << act << "> A{m[0].nrows, m[0].ncols, Kokkos::View<int64_t*>(const_cast<int64_t*>(m[0].p), "
         "m[0].nrows + 1), Kokkos::View<int64_t*>(const_cast<int64_t*>(m[0].i), m[0].nvals), Kokkos::View<"
      << act << "*>(static_cast<" << act << "*>(const_cast<void*>(m[0].x)), m[0].xn), "
      << "Kokkos::View<int32_t*>(const_cast<int32_t*>(narrow), narrow ? m[0].nvals : 0)};\n";
    std::ostringstream call;
    call << "A";
    for (size_t k = 0; k < vecs.size(); k++) {
      const size_t q = k + 1;
      if (vecs[k].full)
        w << "    const grb_kokkos::FullVector<" << ct << "> v" << k << "{m[" << q << "].nrows, Kokkos::View<" << ct
          << "*>(static_cast<" << ct << "*>(const_cast<void*>(m[" << q << "].x)), m[" << q << "].nrows)};\n";
      else
        w << "    const grb_kokkos::SparseVector<" << ct << "> v" << k << "{m[" << q
          << "].nrows, Kokkos::View<int64_t*>(const_cast<int64_t*>(m[" << q << "].i), m[" << q
          << "].nvals), Kokkos::View<" << ct << "*>(static_cast<" << ct << "*>(const_cast<void*>(m[" << q
          << "].x)), m[" << q << "].nvals)};\n";
      call << ", v" << k;
    }
    if (assigned) {
      w << "    const grb_kokkos::FullVector<" << ct << "> c{};  // not read: the scalar replaces it\n";
    } else {
      const size_t q = vecs.size() + 1;
      w << "    const grb_kokkos::FullVector<" << ct << "> c{m[" << q << "].nrows, Kokkos::View<" << ct
        << "*>(static_cast<" << ct << "*>(const_cast<void*>(m[" << q << "].x)), m[" << q << "].nrows)};\n";
    }
    call << ", c";
    if (assigned) call << ", *static_cast<const " << ct << "*>(s[1])";
    call << ", Kokkos::View<" << ct << "*>(static_cast<" << ct << "*>(result), m[0].nrows)";
    w << "#ifdef GRB_JIT_HAS_SERIAL\n    if (serial) grb_kernels_serial::grb_fused(" << call.str()
      << ");\n    else\n#endif\n    grb_kernels::grb_fused(" << call.str()
      << ");\n    return 0;\n  } catch (...) {\n    return 1;\n  }\n}\n";
    jr = jit_get(mlir, w.str());
    if (!jr.fn) return fallback(jr.reason);
    jit_memory_remember(sig, jr.fn);
  }

  // the output: a full vector Store the kernel writes into
  auto res = std::make_shared<Store>();
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

  std::vector<JitMatrix> mats;
  JitMatrix am;
  am.nrows = n;
  am.ncols = ncols;
  am.nvals = A->nvals;
  am.p = A->P();
  am.i = A->I();
  am.x = A->X();
  am.xn = A->iso ? 1 : A->nvals;
  mats.push_back(am);
  auto as_vec = [](const StorePtr& s, const std::shared_ptr<Buffer>& expanded) {
    JitMatrix m;
    m.nrows = s->vlen;
    m.ncols = 1;
    m.nvals = s->nvals;
    m.p = nullptr;
    m.i = s->format == Format::Full ? nullptr : s->I();
    m.x = expanded ? expanded->ptr() : s->X();
    m.xn = s->nvals;
    return m;
  };
  for (const VecLeaf& l : vecs) mats.push_back(as_vec(l.s, l.expanded));
  if (C) mats.push_back(as_vec(C, c_expanded));
  // A's 32-bit index copy (made by the buffer on its second request, then kept with it)
  const int32_t* narrow = nullptr;
  if (A->i && ncols <= INT32_MAX && A->nvals > 0) narrow = A->i->narrow32(A->nvals);
  const void* scalars[2] = {narrow, scalar.data()};
  const auto t0 = Clock::now();
  const double overhead_us = 1e6 * (std::chrono::duration<double>(t0 - t_start).count() - leaves_s - jr.seconds);
  const bool serial = A->nvals + n < kSerialCutoff || max_threads() <= 1;
  if (jr.fn(mats.data(), scalars, res->x->ptr(), serial ? 1 : 0) != 0) return fallback("the compiled kernel threw");
  const double run_s = std::chrono::duration<double>(Clock::now() - t0).count();
  *out = res;
  if (logging) {
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
