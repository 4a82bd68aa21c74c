// Planning for mxm / mxv / vxm: pick the orientation the product is computed in (the one needing
// the fewest transposes), the algorithm (saxpy, masked saxpy, masked dot, grid dot; push or pull
// for vectors) from the sizes, the mask and the GxB_AxB_METHOD hint, cast the operands to the
// multiply's input types, and call the kernel.
#include <cstdarg>
#include <cstdio>

#include "core/memory.hpp"
#include "core/global.hpp"
#include "kernels/ewise.hpp"
#include "kernels/mxm_internal.hpp"
#include "kernels/mxm_diagonal.hpp"

namespace gb {
namespace axb {

void burble(const char* fmt, ...) {
  if (!global().burble) return;
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (global().printf_fn) global().printf_fn("%s", buf);
  else std::printf("%s", buf);
  if (global().flush_fn) global().flush_fn();
}

namespace {

alignas(64) const char kZeros[256] = {};

GrB_Type type_of(const TypeRef& t) { return t.type ? t.type : builtin_type(t.code); }

// Whether op(s) (s transposed when tran) is available in the orientation by_row without a transpose.
bool is_free(const Store& s, bool tran, bool by_row) { return (s.by_row != tran) == by_row; }

// An operand from a store already sparse in the wanted orientation; values cast to `to` (null:
// the multiply ignores them).
GrB_Info make_operand(const StorePtr& s, const TypeRef* to, Operand* op) {
  op->keep = s;
  op->s = SparseView(*s);
  if (!to) {
    op->x = kZeros;
    op->iso = true;
    return GrB_SUCCESS;
  }
  StorePtr c = cast_values(s, *to);
  if (!c) return GrB_OUT_OF_MEMORY;
  op->keep_values = c;
  op->x = static_cast<const char*>(c->X());
  op->iso = c->iso;
  return GrB_SUCCESS;
}

GrB_Info make_mask(const StorePtr& m, bool structural, MaskOperand* M) {
  M->keep = m;
  M->s = SparseView(*m);
  if (structural) return GrB_SUCCESS;
  StorePtr c = cast_values(m, TypeRef(builtin_type(TypeCode::Bool)));
  if (!c) return GrB_OUT_OF_MEMORY;
  M->keep_values = c;
  M->val = static_cast<const bool*>(c->X());
  M->val_iso = c->iso;
  return GrB_SUCCESS;
}

gb::vector<unsigned char> iso_value_of(const SemiringRef& sr) {
  gb::vector<unsigned char> v;
  if (!is_pattern_semiring(sr)) return v;
  v.assign(std::max<size_t>(sr.add.op.z.size, 1), 0);
  sr.mult.fn(v.data(), kZeros, kZeros);
  v.resize(sr.add.op.z.size);
  return v;
}

int64_t lg2(int64_t n) {
  int64_t b = 1;
  while ((int64_t(1) << b) < n && b < 62) b++;
  return b;
}

// slot in R of every L entry's k (R hypersparse)
gb::vector<int64_t> kslots(const SparseView& l, const SparseView& r) {
  gb::vector<int64_t> ks(size_t(std::max<int64_t>(l.nvals(), 1)));
  const int64_t n = l.nvals();
  Chunks ch(n, 16384);
  // R's vectors span a key range short next to the lookups (keys of a huge hypersparse space that
  // are nearly consecutive): one table over the range replaces a binary search per entry
  const bool listed = r.hyper && r.nvec > 0;
  const int64_t h0 = listed ? r.h[0] : 0, range = listed ? r.h[r.nvec - 1] - h0 + 1 : 0;
  if (listed && range + r.nvec <= 4 * n) {
    gb::vector<int64_t> table(size_t(range), -1);
    const int64_t* h = r.h;
    for (int64_t s = 0; s < r.nvec; s++) table[size_t(h[s] - h0)] = s;
    mxm_for(ch.count, n, [&](int64_t c) {
      for (int64_t p = ch.begin(c), p_stop = ch.end(c); p < p_stop; p++) {
        const uint64_t k = uint64_t(l.i[p] - h0);
        ks[size_t(p)] = k < uint64_t(range) ? table[k] : -1;
      }
    });
    return ks;
  }
  mxm_for(ch.count, n, [&](int64_t c) {
    for (int64_t p = ch.begin(c), p_stop = ch.end(c); p < p_stop; p++) ks[size_t(p)] = r.slot(l.i[p]);
  });
  return ks;
}

// What the masked dot / masked saxpy choice charges for a product scattered into a workspace
// larger than kDotScatterCacheBytes, in merge steps of a dot product, at one thread.
constexpr int64_t kDotScatterCacheBytes = int64_t(1) << 20;
constexpr double kScatteredProductSteps = 32;

// The masked dot / masked saxpy choice only chooses between algorithms whose costs differ by more
// than its estimates' error, so each estimate reads about this many entries, evenly spaced, and
// scales by the entries over those read: on a mesh, where every dot is a handful of steps, the
// exact sums cost a third of the dot products themselves (and ran on one thread).
constexpr int64_t kCostSampleEntries = 8192;
// every stride-th of n entries (or rows) is read: about kCostSampleEntries of them
inline int64_t cost_sample_stride(int64_t n) {
  return n > kCostSampleEntries ? (n + kCostSampleEntries - 1) / kCostSampleEntries : 1;
}

// flops of the saxpy L*R, from about kCostSampleEntries evenly spaced entries of L
int64_t saxpy_flops(const SparseView& l, const SparseView& r) {
  const int64_t n = l.nvals();
  const int64_t stride = cost_sample_stride(n);
  const int64_t ns = (n + stride - 1) / stride;  // sampled entries: 0, stride, 2 * stride, ...
  Chunks ch(ns, 65536, 256);
  gb::vector<int64_t> part(size_t(ch.count), 0);
  mxm_for(ch.count, ns, [&](int64_t c) {
    int64_t f = 0;
    for (int64_t t = ch.begin(c), t_stop = ch.end(c); t < t_stop; t++) {
      const int64_t s = r.slot(l.i[t * stride]);
      if (s >= 0) f += r.p[s + 1] - r.p[s];
    }
    part[size_t(c)] = f;
  });
  int64_t f = 0;
  for (int64_t x : part) f += x;
  return stride == 1 ? f : int64_t(double(f) * double(n) / double(ns));
}

// estimated cost of the masked dot products, from evenly spaced rows of the mask (about
// kCostSampleEntries of its entries)
double masked_dot_cost(const SparseView& l, const SparseView& d, const MaskOperand& M, bool lookup) {
  const int64_t nr = M.s.nvec, mnz = M.s.nvals();
  const int64_t stride = cost_sample_stride(mnz);
  const int64_t ns = (nr + stride - 1) / stride;  // sampled rows: 0, stride, 2 * stride, ...
  gb::vector<double> part(size_t(std::max<int64_t>(ns, 1)), 0);
  gb::vector<int64_t> seen(size_t(std::max<int64_t>(ns, 1)), 0);
  mxm_for(ns, mnz / stride + ns, [&](int64_t t) {
    const int64_t r = t * stride;
    seen[size_t(t)] = M.s.p[r + 1] - M.s.p[r];
    const int64_t ls = l.slot(M.s.vector_id(r));
    if (ls < 0) return;
    const int64_t nl = l.p[ls + 1] - l.p[ls];
    if (nl == 0) return;
    double c = lookup ? double(nl) : 0;
    for (int64_t q = M.s.p[r]; q < M.s.p[r + 1]; q++) {
      const int64_t ds = d.slot(M.s.i[q]);
      if (ds < 0) continue;
      const int64_t nd = d.p[ds + 1] - d.p[ds];
      if (nd == 0) continue;
      int64_t best = std::min({nl + nd, nl * lg2(nd), nd * lg2(nl)});
      if (lookup) best = std::min(best, nd);
      c += double(best) + 2;
    }
    part[size_t(t)] = c;
  });
  double t = 0;
  int64_t read = 0;
  for (int64_t k = 0; k < ns; k++) {
    t += part[size_t(k)];
    read += seen[size_t(k)];
  }
  return (stride == 1 || read == 0) ? t : t * double(mnz) / double(read);
}

const char* method_name(AxBMethod m) {
  switch (m) {
    case AxBMethod::Gustavson: return "gustavson";
    case AxBMethod::Hash: return "hash";
    case AxBMethod::Saxpy: return "saxpy";
    case AxBMethod::Dot: return "dot";
    default: return "auto";
  }
}

// op(X) is K-by-1: the same value as an n-by-1 store by column (vlen K, vdim 1).
StorePtr as_column(const StorePtr& X, bool tran) {
  StorePtr s = X;
  if (s->by_row != tran) s = to_orientation(s, tran, global().hyper_switch);
  if (!s) return nullptr;
  if (!tran) return s;
  auto c = gb::make_shared<Store>(*s);
  c->by_row = false;
  return c;
}

// accum(C, T) is C(i) + T(i) in the semiring's own addition, entry by entry, with C full and of
// the product's type: the vector kernels may then apply it as they write (MxmSpec::accum_c).
bool accum_is_monoid_add(const MxmSpec& spec, GrB_Type ztype, int64_t W) {
  if (!spec.accum_c || !spec.accum_op || !spec.accum_done || spec.mask || spec.mask_comp) return false;
  const Store& C = *spec.accum_c;
  const BinaryOpRef& op = *spec.accum_op;
  const TypeCode zc = ztype->code;
  return C.format == Format::Full && !C.by_row && C.vdim == 1 && C.vlen == W && C.code == zc &&
         zc != TypeCode::UDT && op.opcode == BinaryOpcode::PLUS && spec.sr.add.op.opcode == BinaryOpcode::PLUS &&
         op.x.code == zc && op.y.code == zc && op.z.code == zc;
}

}  // namespace
}  // namespace axb

using namespace axb;

//------------------------------------------------------------------------------------------------
// mxv / vxm
//------------------------------------------------------------------------------------------------
// The kernel library's choice between the push and the pull for mxv / vxm, by cost (see mxm.hpp).
bool vector_product_pulls(const StorePtr& A, const StorePtr& u, bool vxm, bool tran, const Store* mask, bool mask_comp,
                          AxBMethod method) {
  if (method == AxBMethod::Dot) return true;
  if (method != AxBMethod::Auto) return false;
  const bool R_by_row = vxm, D_by_row = !vxm;
  const bool Rfree = is_free(*A, tran, R_by_row), Dfree = is_free(*A, tran, D_by_row);
  const int64_t W = int64_t(vxm ? (tran ? A->nrows() : A->ncols()) : (tran ? A->ncols() : A->nrows()));
  const int64_t K = u->vlen;
  const bool u_sparse = u->is_sparse_or_hyper();
  const int64_t nnzA = A->nvals, nu = u->nvals;
  double push_cost, pull_cost;
  StorePtr R = Rfree ? oriented(A, tran, R_by_row) : nullptr;
  if (Rfree && R) {
    const SparseView r(*R);
    double f = 0;
    if (u_sparse) {
      const SparseView us(*u);
      for (int64_t p = 0; p < us.nvals(); p++) {
        const int64_t s = r.slot(us.i[p]);
        if (s >= 0) f += double(r.p[s + 1] - r.p[s]);
      }
    } else {
      f = double(nu) * double(nnzA) / double(std::max<int64_t>(K, 1));
    }
    push_cost = f;
  } else {
    push_cost = double(nu) * double(nnzA) / double(std::max<int64_t>(K, 1)) + 3.0 * double(nnzA);
  }
  // the dense accumulator is initialized and scanned
  if (double(W) < 16 * push_cost) push_cost += double(W) / 4;
  if (mask && !mask_comp) {
    const double frac = double(mask->nvals) / double(std::max<int64_t>(W, 1));
    pull_cost = double(nnzA) * std::min(1.0, frac);
  } else {
    pull_cost = double(nnzA);
  }
  if (u_sparse && nu < K) pull_cost += double(K) / 4;
  if (!Dfree) pull_cost += 3.0 * double(nnzA);
  return pull_cost < push_cost;
}

GrB_Info mxv(const StorePtr& A, const StorePtr& u0, bool vxm, const MxmSpec& spec, StorePtr* T) {
  const SemiringRef& sr = spec.sr;
  GrB_Type ztype = type_of(sr.add.op.z);
  const bool tran = spec.tran_a;
  const int64_t W = int64_t(vxm ? (tran ? A->nrows() : A->ncols()) : (tran ? A->ncols() : A->nrows()));
  StorePtr u = u0->by_row ? as_column(u0, false) : u0;
  if (!u) return GrB_OUT_OF_MEMORY;
  const int64_t K = u->vlen;
  if (A->nvals == 0 || u->nvals == 0 || W == 0) {
    auto e = make_empty(ztype, uint64_t(W), 1, false);
    if (!e) return GrB_OUT_OF_MEMORY;
    *T = e;
    if (spec.t_within_mask) *spec.t_within_mask = spec.mask != nullptr;
    return GrB_SUCCESS;
  }
  const bool flip = !vxm;  // u is the left row; for mxv the multiply's x comes from A
  const bool R_by_row = vxm, D_by_row = !vxm;
  const BinaryOpRef& mu = sr.mult;
  const TypeRef* xt = mult_reads_x(mu) ? &mu.x : nullptr;
  const TypeRef* yt = mult_reads_y(mu) ? &mu.y : nullptr;
  const TypeRef* ut = vxm ? xt : yt;
  const TypeRef* at = vxm ? yt : xt;

  VectorArgs va;
  va.u = u.get();
  va.W = W;
  va.K = K;
  va.ztype = ztype;
  va.method = spec.method;
  va.iso_value = iso_value_of(sr);
  if (accum_is_monoid_add(spec, ztype, W) && va.iso_value.empty()) {
    va.accum_c = spec.accum_c.get();
    va.accum_done = spec.accum_done;
  }
  MaskOperand M;
  int64_t mask_total = 0;
  if (spec.mask && !spec.mask->is_sparse_or_hyper() && (spec.mask->vdim == 1 || spec.mask->vlen == 1) &&
      dense_size(*spec.mask, &mask_total) && mask_total == W) {
    // a bitmap / full mask vector is read in place (a traversal's visited set): no conversion to sparse
    const StorePtr& m = spec.mask;
    M.keep = m;
    M.dense = true;
    M.dense_b = m->format == Format::Bitmap ? m->B() : nullptr;
    if (!spec.mask_struct) {
      StorePtr c = cast_values(m, TypeRef(builtin_type(TypeCode::Bool)));
      if (!c) return GrB_OUT_OF_MEMORY;
      M.keep_values = c;
      M.val = static_cast<const bool*>(c->X());
      M.val_iso = c->iso;
    }
    va.mask = &M;
    va.mask_comp = spec.mask_comp;
  } else if (spec.mask) {
    StorePtr m = sparse_in_orientation(spec.mask, false);
    if (!m) return GrB_OUT_OF_MEMORY;
    if (GrB_Info info = make_mask(m, spec.mask_struct, &M); info != GrB_SUCCESS) return info;
    va.mask = &M;
    va.mask_comp = spec.mask_comp;
  }
  // u's values as the multiply reads them
  va.u_sparse = u->is_sparse_or_hyper();
  {
    StorePtr uv = ut ? cast_values(u, *ut) : u;
    if (!uv) return GrB_OUT_OF_MEMORY;
    va.U.keep = u;
    va.U.keep_values = uv;
    if (va.u_sparse) va.U.s = SparseView(*u);
    va.U.x = ut ? static_cast<const char*>(uv->X()) : kZeros;
    va.U.iso = ut ? uv->iso : true;
  }
  // push or pull
  const bool pull = vector_product_pulls(A, u, vxm, tran, spec.mask.get(), spec.mask_comp, spec.method);
  GrB_Info info;
  StorePtr Rs = oriented(A, tran, pull ? D_by_row : R_by_row);
  if (!Rs) return GrB_OUT_OF_MEMORY;
  if (pull) {
    va.pull = true;
    info = make_operand(Rs, at, &va.D);
  } else {
    info = make_operand(Rs, at, &va.R);
  }
  if (info != GrB_SUCCESS) return info;
  burble("mxm: %s %s (%s) A:%lld u:%lld W:%lld\n", vxm ? "vxm" : "mxv", pull ? "pull" : "push",
         method_name(spec.method), (long long)A->nvals, (long long)u->nvals, (long long)W);
  GrB_Info product = vector_product(sr, flip, va, T);
  if (spec.t_within_mask) *spec.t_within_mask = product == GrB_SUCCESS && va.mask != nullptr;
  return product;
}

//------------------------------------------------------------------------------------------------
// mxm
//------------------------------------------------------------------------------------------------
namespace {

// C = A*B where one side is a single column (n == 1) or row (m == 1): the vector kernels.
GrB_Info mxm_by_vector(const StorePtr& A, const StorePtr& B, const MxmSpec& spec, uint64_t n, StorePtr* T) {
  if (n == 1) {
    StorePtr u = as_column(B, spec.tran_b);
    if (!u) return GrB_OUT_OF_MEMORY;
    MxmSpec s2 = spec;
    if (spec.mask && !(s2.mask = as_column(spec.mask, false))) return GrB_OUT_OF_MEMORY;
    return mxv(A, u, false, s2, T);
  }
  StorePtr u = as_column(A, !spec.tran_a);
  if (!u) return GrB_OUT_OF_MEMORY;
  MxmSpec s2 = spec;
  s2.tran_a = spec.tran_b;
  if (spec.mask && !(s2.mask = as_column(spec.mask, true))) return GrB_OUT_OF_MEMORY;
  StorePtr t;
  GrB_Info info = mxv(B, u, true, s2, &t);
  if (info != GrB_SUCCESS) return info;
  auto r = gb::make_shared<Store>(*t);  // n-by-1 by column is 1-by-n by row
  r->by_row = true;
  *T = r;
  return GrB_SUCCESS;
}

// C = X*D or D*X with D square and diagonal (SuiteSparse's colscale and rowscale): one product
// per entry of X, taken in the orientation X is stored in. Not for positional multiplies, a
// method the caller named, or a mask much sparser than X (the masked kernels then compute
// fewer entries). Returns false when it does not apply.
bool diagonal_product(const StorePtr& A, const StorePtr& B, const MxmSpec& spec, uint64_t m, uint64_t K,
                      uint64_t n, StorePtr* T, GrB_Info* info) {
  if (spec.method != AxBMethod::Auto || spec.sr.mult.positional()) return false;
  const bool d_right = K == n && is_diagonal(*B);
  const bool d_left = !d_right && m == K && is_diagonal(*A);
  if (!d_right && !d_left) return false;
  const StorePtr& Xs = d_right ? A : B;
  const StorePtr& Ds = d_right ? B : A;
  const bool x_tran = d_right ? spec.tran_a : spec.tran_b;
  if (spec.mask && !spec.mask_comp && double(spec.mask->nvals) * 4 < double(Xs->nvals)) return false;
  const bool o = Xs->by_row != x_tran;
  StorePtr X = oriented(Xs, x_tran, o);
  *info = GrB_OUT_OF_MEMORY;
  if (!X) return true;
  const BinaryOpRef& mu = spec.sr.mult;
  const TypeRef* left_type = mult_reads_x(mu) ? &mu.x : nullptr;
  const TypeRef* right_type = mult_reads_y(mu) ? &mu.y : nullptr;
  DiagonalArgs da;
  da.d_left = d_left;
  if ((*info = make_operand(X, d_right ? left_type : right_type, &da.X)) != GrB_SUCCESS) return true;
  if ((*info = make_operand(Ds, d_right ? right_type : left_type, &da.D)) != GrB_SUCCESS) return true;
  da.ztype = type_of(spec.sr.add.op.z);
  da.by_row = o;
  da.iso_value = iso_value_of(spec.sr);
  burble("mxm: %s scale %s A:%lld B:%lld -> %lldx%lld\n", d_right ? "column" : "row", o ? "by row" : "by col",
         (long long)A->nvals, (long long)B->nvals, (long long)m, (long long)n);
  *info = diagonal_scale(spec.sr, da, T);
  return true;
}

enum class Algo { Saxpy, MaskedSaxpy, MaskedDot, GridDot };

// C = A*B in orientation o (by row when o): L holds the output's rows; the other operand is
// read as rows k (R, saxpy) or rows w (D, the dot products), each made on first use.
struct MxmPlan {
  const StorePtr& A;
  const StorePtr& B;
  const MxmSpec& spec;
  uint64_t m = 0, K = 0, n = 0;
  bool has_mask = false, mask_sel = false, cmask = false;
  AxBMethod hint = AxBMethod::Auto;
  bool hint_dot = false, hint_saxpy = false, grid_small = false;
  bool o = true;
  StorePtr Rsrc;
  bool Rt = false;
  const TypeRef *lt = nullptr, *rt = nullptr;
  int64_t W = 0;
  StorePtr L, R, D;
  SparseView lv;
  MaskOperand M;
  int nth = 1;

  MxmPlan(const StorePtr& A_, const StorePtr& B_, const MxmSpec& spec_) : A(A_), B(B_), spec(spec_) {}

  StorePtr getR() {
    if (!R) R = oriented(Rsrc, Rt, o);
    return R;
  }
  StorePtr getD() {
    if (!D) D = oriented(Rsrc, Rt, !o);
    return D;
  }

  // The transposes orientation o needs for the algorithms the hints and the mask allow.
  double orientation_cost(bool o_) const {
    const Store& Ls = o_ ? *A : *B;
    const bool Lt = o_ ? spec.tran_a : spec.tran_b;
    const Store& Rs = o_ ? *B : *A;
    const bool Rt_ = o_ ? spec.tran_b : spec.tran_a;
    const double tL = is_free(Ls, Lt, o_) ? 0 : double(Ls.nvals);
    const double tR = is_free(Rs, Rt_, o_) ? 0 : double(Rs.nvals);
    const double tD = is_free(Rs, Rt_, !o_) ? 0 : double(Rs.nvals);
    const double tM = (has_mask && !is_free(*spec.mask, false, o_)) ? double(spec.mask->nvals) : 0;
    const bool dot_ok = !hint_saxpy && (mask_sel || grid_small);
    const bool saxpy_ok = !hint_dot || (!mask_sel && !grid_small);
    double t = tL + tM;
    if (dot_ok && saxpy_ok) t += std::min(tR, tD);
    else if (dot_ok) t += tD;
    else t += tR;
    return t;
  }

  // The orientation, L in it and the mask; the operand types the multiply reads.
  GrB_Info orient() {
    // orientation: the fewest transposes for the algorithms that are allowed
    o = orientation_cost(spec.by_row) <= orientation_cost(!spec.by_row) ? spec.by_row : !spec.by_row;
    const StorePtr& Ls = o ? A : B;
    const bool Lt = o ? spec.tran_a : spec.tran_b;
    Rsrc = o ? B : A;
    Rt = o ? spec.tran_b : spec.tran_a;
    const BinaryOpRef& mu = spec.sr.mult;
    const TypeRef* xt = mult_reads_x(mu) ? &mu.x : nullptr;
    const TypeRef* yt = mult_reads_y(mu) ? &mu.y : nullptr;
    lt = o ? xt : yt;
    rt = o ? yt : xt;
    W = int64_t(o ? n : m);
    L = oriented(Ls, Lt, o);
    if (!L) return GrB_OUT_OF_MEMORY;
    lv = SparseView(*L);
    if (has_mask) {
      StorePtr ms = sparse_in_orientation(spec.mask, o);
      if (!ms) return GrB_OUT_OF_MEMORY;
      if (GrB_Info info = make_mask(ms, spec.mask_struct, &M); info != GrB_SUCCESS) return info;
    }
    nth = std::max(1, max_threads());
    return GrB_SUCCESS;
  }

  // The algorithm: saxpy, or with a mask that selects entries the cheaper of masked saxpy and
  // masked dot products; without one, dot products over a small grid when D is at hand.
  GrB_Info choose(Algo* algo_out) {
    Algo algo = Algo::Saxpy;
    const bool Rfree = is_free(*Rsrc, Rt, o), Dfree = is_free(*Rsrc, Rt, !o);
    int64_t flops = -1;
    const double nnzR = double(Rsrc->nvals);
    if (mask_sel) {
      if (hint_dot) algo = Algo::MaskedDot;
      else if (hint_saxpy) algo = Algo::MaskedSaxpy;
      else {
        double saxpy_cost, dot_cost;
        if (Rfree) {
          if (!getR()) return GrB_OUT_OF_MEMORY;
          flops = saxpy_flops(lv, SparseView(*R));
          saxpy_cost = double(flops);
        } else {
          saxpy_cost = double(lv.nvals()) * nnzR / double(K) + 3.0 * nnzR;
        }
        if (Dfree) {
          if (!getD()) return GrB_OUT_OF_MEMORY;
          dot_cost = masked_dot_cost(lv, SparseView(*D), M, dense_ok(int64_t(K), 8, nth));
        } else {
          const double avgL = double(lv.nvals()) / double(std::max<int64_t>(lv.nvec, 1));
          const double avgD = nnzR / double(W);
          dot_cost = double(M.s.nvals()) * std::min(avgL + avgD, std::min(avgL, avgD) * 8 + 1) + 3.0 * nnzR;
        }
        // The saxpy scatters each product into a W-wide workspace; once that is out of a core's
        // cache every product is a cache miss (and at many threads they contend for memory), where
        // a dot's merge steps stream through two sorted rows. A power-law graph's products land
        // anywhere in the row, so the estimate charges a scattered product as many merge steps.
        // Threads scattering at once share the memory system, so the charge grows with them.
        // (A W too large for a dense workspace has the saxpy scatter into a hash table the size of
        // a mask row instead, which stays in cache.)
        const double mnz = double(M.s.nvals());
        if (double(W) * 16 > double(kDotScatterCacheBytes) && !masked_saxpy_hashes(hint, W, M.s.nvals(), nth))
          saxpy_cost *= kScatteredProductSteps * (1.0 + double(nth - 1) / 4.0);
        // a mask much denser than the product: compute everything and let the writeback mask it
        if (mnz > 8 * saxpy_cost + double(lv.nvec) && mnz > 8 * dot_cost) algo = Algo::Saxpy;
        else algo = (dot_cost < saxpy_cost + mnz / 4) ? Algo::MaskedDot : Algo::MaskedSaxpy;
      }
    } else if (grid_small && (hint_dot || (!hint_saxpy && !Rfree && Dfree))) {
      algo = Algo::GridDot;
      if (!hint_dot) {
        // only when cheaper than transposing for saxpy
        if (!getD()) return GrB_OUT_OF_MEMORY;
        const SparseView dv(*D);
        const double avgL = double(lv.nvals()) / double(std::max<int64_t>(lv.nvec, 1));
        const double avgD = double(dv.nvals()) / double(std::max<int64_t>(dv.nvec, 1));
        const double grid_cost = double(lv.nvec) * double(dv.nvec) * (2 + std::min(avgL + avgD, std::min(avgL, avgD) * 8));
        const double saxpy_cost = 3.0 * nnzR + 2.0 * double(lv.nvals()) * nnzR / double(K);
        if (grid_cost > saxpy_cost) algo = Algo::Saxpy;
      }
      if (algo == Algo::GridDot && cmask && !dense_ok(W, 8, nth)) algo = Algo::Saxpy;
    }
    (void)flops;
    *algo_out = algo;
    return GrB_SUCCESS;
  }

  // saxpy needs R's rows
  GrB_Info run_saxpy(StorePtr* T) {
    if (!getR()) return GrB_OUT_OF_MEMORY;
    GrB_Info info = GrB_SUCCESS;
    SaxpyArgs sa;
    if ((info = make_operand(L, lt, &sa.L)) != GrB_SUCCESS) return info;
    if ((info = make_operand(R, rt, &sa.R)) != GrB_SUCCESS) return info;
    gb::vector<int64_t> ks;
    if (sa.R.s.hyper) {
      ks = kslots(lv, sa.R.s);
      sa.kslot = ks.data();
    }
    sa.cmask = cmask ? &M : nullptr;
    sa.W = W;
    sa.ztype = type_of(spec.sr.add.op.z);
    sa.by_row = o;
    sa.method = hint;
    sa.iso_value = iso_value_of(spec.sr);
    burble("mxm: saxpy%s (%s) %s A:%lld B:%lld -> %lldx%lld\n", cmask ? " <!M>" : "", method_name(hint),
           o ? "by row" : "by col", (long long)A->nvals, (long long)B->nvals, (long long)m, (long long)n);
    return saxpy(spec.sr, !o, sa, T);
  }

  // the dot products need D's rows and the inner dimension, masked saxpy R's rows
  GrB_Info run_masked(Algo algo, StorePtr* T) {
    GrB_Info info = GrB_SUCCESS;
    MaskedArgs ma;
    if ((info = make_operand(L, lt, &ma.L)) != GrB_SUCCESS) return info;
    gb::vector<int64_t> ks;
    if (algo == Algo::MaskedSaxpy) {
      if (!getR()) return GrB_OUT_OF_MEMORY;
      if ((info = make_operand(R, rt, &ma.R)) != GrB_SUCCESS) return info;
      if (ma.R.s.hyper) {
        ks = kslots(lv, ma.R.s);
        ma.kslot = ks.data();
      }
    } else {
      if (!getD()) return GrB_OUT_OF_MEMORY;
      if ((info = make_operand(D, rt, &ma.D)) != GrB_SUCCESS) return info;
      ma.dot = true;
    }
    ma.grid = algo == Algo::GridDot;
    ma.mask = ma.grid ? nullptr : &M;
    ma.cmask = (ma.grid && cmask) ? &M : nullptr;
    ma.W = W;
    ma.K = int64_t(K);
    ma.ztype = type_of(spec.sr.add.op.z);
    ma.by_row = o;
    ma.method = hint;
    ma.iso_value = iso_value_of(spec.sr);
    burble("mxm: %s (%s) %s A:%lld B:%lld M:%lld -> %lldx%lld\n",
           algo == Algo::MaskedSaxpy ? "masked saxpy" : (algo == Algo::MaskedDot ? "masked dot" : "dot"),
           method_name(hint), o ? "by row" : "by col", (long long)A->nvals, (long long)B->nvals,
           (long long)(has_mask ? spec.mask->nvals : 0), (long long)m, (long long)n);
    info = masked(spec.sr, !o, ma, T);
    // over the mask's entries, each checked for its value: T lies within the mask
    if (spec.t_within_mask) *spec.t_within_mask = info == GrB_SUCCESS && !ma.grid && mask_sel;
    return info;
  }
};

}  // namespace

GrB_Info mxm(const StorePtr& A, const StorePtr& B, const MxmSpec& spec, StorePtr* T) {
  GrB_Type ztype = type_of(spec.sr.add.op.z);
  const uint64_t m = spec.tran_a ? A->ncols() : A->nrows();
  const uint64_t K = spec.tran_a ? A->nrows() : A->ncols();
  const uint64_t n = spec.tran_b ? B->nrows() : B->ncols();
  if (A->nvals == 0 || B->nvals == 0 || m == 0 || n == 0 || K == 0) {
    auto e = make_empty(ztype, m, n, spec.by_row);
    if (!e) return GrB_OUT_OF_MEMORY;
    *T = e;
    return GrB_SUCCESS;
  }
  // a single column or row: the vector kernels
  if (n == 1 || m == 1) return mxm_by_vector(A, B, spec, n, T);
  if (GrB_Info info; diagonal_product(A, B, spec, m, K, n, T, &info)) return info;

  MxmPlan p(A, B, spec);
  p.m = m;
  p.K = K;
  p.n = n;
  p.has_mask = spec.mask != nullptr;
  p.mask_sel = p.has_mask && !spec.mask_comp;  // a mask that selects entries
  p.cmask = p.has_mask && spec.mask_comp;
  p.hint = spec.method;
  p.hint_dot = p.hint == AxBMethod::Dot;
  p.hint_saxpy = p.hint == AxBMethod::Gustavson || p.hint == AxBMethod::Hash || p.hint == AxBMethod::Saxpy;
  const double grid_limit = double(int64_t(1) << 24);
  p.grid_small = double(m) * double(n) <= grid_limit;
  GrB_Info info = p.orient();
  if (info != GrB_SUCCESS) return info;
  Algo algo = Algo::Saxpy;
  if ((info = p.choose(&algo)) != GrB_SUCCESS) return info;
  return algo == Algo::Saxpy ? p.run_saxpy(T) : p.run_masked(algo, T);
}

}  // namespace gb
