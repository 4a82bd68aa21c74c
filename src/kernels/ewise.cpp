// Element-wise kernels: eWiseAdd (union of patterns), eWiseMult (intersection) and eWiseUnion
// (union, with fill-in values for the missing side). Per output vector: count, prefix sum, fill.
#include "core/memory.hpp"
#include "kernels/ewise.hpp"

#include <algorithm>
#include <cstring>

#include "kernels/functors.hpp"
#include "kernels/views.hpp"

namespace gb {

StorePtr oriented(const StorePtr& s, bool transpose, bool by_row) {
  if (!transpose) return sparse_in_orientation(s, by_row);
  // A' stored by row is A stored by column, read with the roles of vectors and indices swapped.
  StorePtr t = sparse_in_orientation(s, !by_row);
  if (!t) return nullptr;
  auto v = gb::make_shared<Store>(*t);
  v->by_row = by_row;
  return v;
}

namespace {

// The first position in [p, e) of the sorted indices `i` not below j. Four indices are compared
// per step (independent loads, no branch on each), so the usual short gap of an intersection
// costs one step rather than a dependent load and a mispredicted branch per index.
inline int64_t skip_to(const int64_t* __restrict i, int64_t p, int64_t e, int64_t j) {
  while (e - p >= 4) {
    const int64_t below = int64_t(i[p] < j) + int64_t(i[p + 1] < j) + int64_t(i[p + 2] < j) + int64_t(i[p + 3] < j);
    p += below;
    if (below < 4) return p;
  }
  while (p < e && i[p] < j) p++;
  return p;
}

// An intersection's output built in one merge pass instead of count-then-fill: vector k gets
// room(k) slots (the shorter input vector's length), fill(k, q) writes its matches from q and
// returns their count. Where every vector filled its room (one side's pattern within the
// other's, as a mask selected from a column is) the store is done; otherwise the entries move
// into exact-size arrays.
template <class Room, class Fill>
bool intersect_in_one_pass(OutputBuilder& ob, int64_t nvec, int64_t work, size_t zs, Room&& room, Fill&& fill) {
  parallel_for(nvec, nvec, [&](int64_t k) { ob.P[k] = room(k); });
  if (!ob.allocate(zs)) return false;
  gb::vector<int64_t> got(size_t(nvec) + 1, 0);
  parallel_for(nvec, work, [&](int64_t k) { got[size_t(k)] = fill(k, ob.P[k]); });
  bool full = true;
  for (int64_t k = 0; k < nvec && full; k++) full = got[size_t(k)] == ob.P[k + 1] - ob.P[k];
  if (full) return true;
  const int64_t nz = exclusive_scan(got.data(), nvec);
  auto i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nz, 1)));
  auto x = Buffer::allocate(std::max<size_t>(zs * size_t(nz), 1));
  if (!i || !x) return false;
  int64_t* I = static_cast<int64_t*>(i->ptr());
  char* X = static_cast<char*>(x->ptr());
  parallel_for(nvec, nz, [&](int64_t k) {
    const int64_t from = ob.P[k], to = got[size_t(k)], n = got[size_t(k) + 1] - to;
    std::memcpy(I + to, ob.I + from, sizeof(int64_t) * size_t(n));
    std::memcpy(X + size_t(to) * zs, ob.X + size_t(from) * zs, zs * size_t(n));
  });
  std::memcpy(ob.P, got.data(), sizeof(int64_t) * (size_t(nvec) + 1));
  ob.s->i = std::move(i);
  ob.s->x = std::move(x);
  ob.s->nvals = nz;
  ob.I = I;
  ob.X = X;
  return true;
}

template <class Op>
GrB_Info ewise_kernel(EwiseMode mode, const SparseView& a, const SparseView& b, const char* ax, const char* by,
                      const char* az, const char* bz, const char* alpha, const char* beta, const Op& op,
                      size_t zs, GrB_Type ztype, bool by_row, StorePtr* out) {
  const bool intersect = mode == EwiseMode::Mult;
  VectorPlan plan = plan_vectors(&a, &b, intersect, a.vdim);
  OutputBuilder ob;
  if (!ob.begin(ztype, a.vlen, a.vdim, by_row, plan)) return GrB_OUT_OF_MEMORY;
  auto process = [&](int64_t k, int64_t lo, int64_t hi, bool fill, int64_t q) -> int64_t {
    const int64_t vid = plan.id(k);
    const int64_t ka = plan.hyper ? plan.slot_of(0, k) : vid;
    const int64_t kb = plan.hyper ? plan.slot_of(1, k) : vid;
    int64_t pa, ea, pb, eb;
    index_range(a, ka, lo, hi, &pa, &ea);
    index_range(b, kb, lo, hi, &pb, &eb);
    // row and column of an entry, for positional operators
    auto row_of = [&](int64_t j) { return by_row ? vid : j; };
    auto col_of = [&](int64_t j) { return by_row ? j : vid; };
    int64_t cnt = 0;
    if (intersect) {
      // The shorter list leads; the longer one is skipped forward to each of its indices
      // (skip_to). A match writes its entry; the count pass only counts.
      const bool a_leads = ea - pa <= eb - pb;
      const int64_t* __restrict li = a_leads ? a.i : b.i;
      const int64_t* __restrict fi = a_leads ? b.i : a.i;
      int64_t pl = a_leads ? pa : pb, el = a_leads ? ea : eb;
      int64_t pf = a_leads ? pb : pa, ef = a_leads ? eb : ea;
      const bool gallop = ef - pf > 32 * (el - pl);
      for (; pl < el; pl++) {
        const int64_t j = li[pl];
        pf = gallop ? int64_t(std::lower_bound(fi + pf, fi + ef, j) - fi) : skip_to(fi, pf, ef, j);
        if (pf == ef) break;
        if (fi[pf] != j) continue;
        if (fill) {
          const int64_t qa = a_leads ? pl : pf, qb = a_leads ? pf : pl;
          ob.I[q] = j;
          op(ob.X, q, ax, a.xpos(qa), by, b.xpos(qb), row_of(j), col_of(j), row_of(j), col_of(j));
          q++;
        }
        cnt++;
      }
      return cnt;
    }
    while (pa < ea || pb < eb) {
      const int64_t ia = pa < ea ? a.i[pa] : INT64_MAX;
      const int64_t ib = pb < eb ? b.i[pb] : INT64_MAX;
      const int64_t j = ia < ib ? ia : ib;
      if (fill) {
        ob.I[q] = j;
        if (ia == ib) {
          op(ob.X, q, ax, a.xpos(pa), by, b.xpos(pb), row_of(j), col_of(j), row_of(j), col_of(j));
        } else if (ia == j) {
          if (mode == EwiseMode::Add) std::memcpy(ob.X + size_t(q) * zs, az + size_t(a.xpos(pa)) * zs, zs);
          else op(ob.X, q, ax, a.xpos(pa), beta, 0, row_of(j), col_of(j), row_of(j), col_of(j));
        } else {
          if (mode == EwiseMode::Add) std::memcpy(ob.X + size_t(q) * zs, bz + size_t(b.xpos(pb)) * zs, zs);
          else op(ob.X, q, alpha, 0, by, b.xpos(pb), row_of(j), col_of(j), row_of(j), col_of(j));
        }
        q++;
      }
      cnt++;
      if (ia == j) pa++;
      if (ib == j) pb++;
    }
    return cnt;
  };
  const int64_t work = a.nvals() + b.nvals();
  if (intersect && (plan.nvec >= 64 || work < 65536)) {
    auto room = [&](int64_t k) {
      const int64_t ka = plan.hyper ? plan.slot_of(0, k) : plan.id(k);
      const int64_t kb = plan.hyper ? plan.slot_of(1, k) : plan.id(k);
      return std::min(ka < 0 ? 0 : a.p[ka + 1] - a.p[ka], kb < 0 ? 0 : b.p[kb + 1] - b.p[kb]);
    };
    if (!intersect_in_one_pass(ob, plan.nvec, work, zs, room, [&](int64_t k, int64_t q) { return process(k, 0, a.vlen, true, q); }))
      return GrB_OUT_OF_MEMORY;
  } else if (!run_two_phase(
                 ob, plan, a.vlen, work, zs, [&](int64_t k, int64_t lo, int64_t hi) { return process(k, lo, hi, false, 0); },
                 [&](int64_t k, int64_t lo, int64_t hi, int64_t q) { process(k, lo, hi, true, q); })) {
    return GrB_OUT_OF_MEMORY;
  }
  *out = ob.finish();
  return GrB_SUCCESS;
}

// Element-wise work when an operand is full (dense vectors: ranks and degrees): positions
// line up, so there is no merge. Mult with one full side keeps the other side's structure (shared,
// not copied); Add with a full side is full. f is the typed or generic functor (never positional).
// Returns GrB_NO_VALUE when the case does not apply.
template <class Op>
GrB_Info ewise_dense(EwiseMode mode, const StorePtr& A, const StorePtr& B, const char* ax, const char* by,
                     const char* az, const char* bz, const Op& op, size_t zs, GrB_Type ztype, StorePtr* out) {
  const bool afull = A->format == Format::Full, bfull = B->format == Format::Full;
  const bool asp = A->is_sparse_or_hyper(), bsp = B->is_sparse_or_hyper();
  int64_t total = 0;
  if (!dense_size(*A, &total)) return GrB_NO_VALUE;
  const int64_t axp = A->iso ? 0 : 1, byp = B->iso ? 0 : 1;  // position multipliers (iso: 0)
  auto header = [&](const Store& like) {
    auto s = gb::make_shared<Store>(like);
    s->type = ztype;
    s->code = ztype->code;
    s->tsize = zs;
    s->iso = false;
    return s;
  };
  // every entry of a sparse side, with its dense position
  auto each_entry = [&](const Store& sp, auto&& g) {
    const SparseView v(sp);
    const int64_t n = v.nvals();
    Chunks ch(n, 65536);
    parallel_for(ch.count, n, [&](int64_t c) {
      const int64_t p0 = ch.begin(c), p1 = ch.end(c);
      if (p0 >= p1) return;
      int64_t k = int64_t(std::upper_bound(v.p, v.p + v.nvec + 1, p0) - v.p) - 1;
      for (int64_t p = p0; p < p1; p++) {
        while (v.p[k + 1] <= p) k++;
        g(p, v.vector_id(k) * v.vlen + v.i[p]);
      }
    });
  };
  if (afull && bfull) {
    auto s = header(*A);
    s->x = Buffer::allocate(std::max<size_t>(size_t(total) * zs, 1));
    if (!s->x) return GrB_OUT_OF_MEMORY;
    char* Z = static_cast<char*>(s->X());
    Chunks ch(total, 65536);
    parallel_for(ch.count, total, [&](int64_t c) {
      for (int64_t p = ch.begin(c), p_stop = ch.end(c); p < p_stop; p++) op(Z, p, ax, p * axp, by, p * byp, 0, 0, 0, 0);
    });
    *out = s;
    return GrB_SUCCESS;
  }
  if (mode == EwiseMode::Mult && (afull && bsp)) {
    auto s = header(*B);
    s->x = Buffer::allocate(std::max<size_t>(size_t(B->nvals) * zs, 1));
    if (!s->x) return GrB_OUT_OF_MEMORY;
    char* Z = static_cast<char*>(s->X());
    each_entry(*B, [&](int64_t p, int64_t pos) { op(Z, p, ax, pos * axp, by, p * byp, 0, 0, 0, 0); });
    *out = s;
    return GrB_SUCCESS;
  }
  if (mode == EwiseMode::Mult && (bfull && asp)) {
    auto s = header(*A);
    s->x = Buffer::allocate(std::max<size_t>(size_t(A->nvals) * zs, 1));
    if (!s->x) return GrB_OUT_OF_MEMORY;
    char* Z = static_cast<char*>(s->X());
    each_entry(*A, [&](int64_t p, int64_t pos) { op(Z, p, ax, p * axp, by, pos * byp, 0, 0, 0, 0); });
    *out = s;
    return GrB_SUCCESS;
  }
  if (mode == EwiseMode::Add && ((afull && bsp) || (bfull && asp))) {
    const Store& F = afull ? *A : *B;
    const Store& S = afull ? *B : *A;
    const char* fz = afull ? az : bz;
    const bool fiso = F.iso;
    auto s = header(F);
    s->p = s->h = s->i = s->b = nullptr;
    s->format = Format::Full;
    s->x = Buffer::allocate(std::max<size_t>(size_t(total) * zs, 1));
    if (!s->x) return GrB_OUT_OF_MEMORY;
    char* Z = static_cast<char*>(s->X());
    Chunks ch(total, 65536);
    parallel_for(ch.count, total, [&](int64_t c) {
      const int64_t b = ch.begin(c), e = ch.end(c);
      if (fiso) {
        for (int64_t p = b; p < e; p++) std::memcpy(Z + size_t(p) * zs, fz, zs);
      } else {
        std::memcpy(Z + size_t(b) * zs, fz + size_t(b) * zs, size_t(e - b) * zs);
      }
    });
    if (afull) each_entry(S, [&](int64_t p, int64_t pos) { op(Z, pos, ax, pos * axp, by, p * byp, 0, 0, 0, 0); });
    else each_entry(S, [&](int64_t p, int64_t pos) { op(Z, pos, ax, p * axp, by, pos * byp, 0, 0, 0, 0); });
    *out = s;
    return GrB_SUCCESS;
  }
  return GrB_NO_VALUE;
}

// a built-in operator's typed functor (ewise_bitmap's branch-free union)
template <class Op> struct IsTypedBinary : std::false_type {};
template <BinaryOpcode OP, class T> struct IsTypedBinary<TypedBinary<OP, T>> : std::true_type {};

// ewise_bitmap's operands (presence bitmaps ab, bb: null when full or sparse; value strides 0 for
// an iso operand) and its bitmap result (ZB, Z).
template <class Op> struct EwiseBitmap {
  EwiseMode mode;
  const StorePtr& A;
  const StorePtr& B;
  const char *ax, *by, *az, *bz, *alpha, *beta;
  const Op& op;
  size_t zs;
  bool asp, bsp;
  const int8_t *ab, *bb;
  int64_t axp, byp, azp, bzp, vlen, total;
  int8_t* ZB = nullptr;
  char* Z = nullptr;

  // A lone entry of A at position pos (value slot pa): copied (Add) or combined with beta (Union).
  void lone_a(int64_t q, int64_t pa) const {
    if (mode == EwiseMode::Add) std::memcpy(Z + size_t(q) * zs, az + size_t(pa * azp) * zs, zs);
    else op(Z, q, ax, pa * axp, beta, 0, 0, 0, 0, 0);
  }
  void lone_b(int64_t q, int64_t pb) const {
    if (mode == EwiseMode::Add) std::memcpy(Z + size_t(q) * zs, bz + size_t(pb * bzp) * zs, zs);
    else op(Z, q, alpha, 0, by, pb * byp, 0, 0, 0, 0);
  }

  // Mult with a sparse side: the sparse side's structure, filtered by the dense side's presence.
  GrB_Info mult_sparse(GrB_Type ztype, bool by_row, StorePtr* out) const {
    const Store& S = asp ? *A : *B;
    const int8_t* db = asp ? bb : ab;
    const SparseView s(S);
    VectorPlan plan = plan_vectors(&s, nullptr, false, s.vdim);
    OutputBuilder ob;
    if (!ob.begin(ztype, s.vlen, s.vdim, by_row, plan)) return GrB_OUT_OF_MEMORY;
    auto process = [&](int64_t k, int64_t lo, int64_t hi, bool fill, int64_t q) -> int64_t {
      const int64_t v = plan.id(k);
      int64_t p, e;
      index_range(s, plan.slot_of(0, k), lo, hi, &p, &e);
      int64_t cnt = 0;
      for (; p < e; p++) {
        const int64_t pos = v * vlen + s.i[p];
        if (db && !db[pos]) continue;
        if (fill) {
          ob.I[q] = s.i[p];
          if (asp) op(ob.X, q, ax, p * axp, by, pos * byp, 0, 0, 0, 0);
          else op(ob.X, q, ax, pos * axp, by, p * byp, 0, 0, 0, 0);
          q++;
        }
        cnt++;
      }
      return cnt;
    };
    if (!run_two_phase(
            ob, plan, s.vlen, s.nvals(), zs, [&](int64_t k, int64_t lo, int64_t hi) { return process(k, lo, hi, false, 0); },
            [&](int64_t k, int64_t lo, int64_t hi, int64_t q) { process(k, lo, hi, true, q); }))
      return GrB_OUT_OF_MEMORY;
    *out = ob.finish();
    return GrB_SUCCESS;
  }

  // eWiseUnion of two dense sides with a built-in operator: every position takes op(a or
  // alpha, b or beta), chosen without a branch (SSSP's c = t < d: whether each side is present
  // is random, and the branches were most of this loop's time); absent positions' values are
  // read but never used
  int64_t union_dense_typed(const Chunks& ch, gb::vector<int64_t>& counts) const {
    using X = typename Op::F::X;
    using Y = typename Op::F::Y;
    using Zt = typename Op::F::Z;
    X av;
    Y bv;
    std::memcpy(&av, alpha, sizeof av);
    std::memcpy(&bv, beta, sizeof bv);
    parallel_for(ch.count, total, [&](int64_t c) {
      const int8_t* __restrict const ab_ = ab;
      const int8_t* __restrict const bb_ = bb;
      const X* __restrict const xa = reinterpret_cast<const X*>(ax);
      const Y* __restrict const yb = reinterpret_cast<const Y*>(by);
      Zt* __restrict const z = reinterpret_cast<Zt*>(Z);
      int8_t* __restrict const zb = ZB;
      const int64_t axp_ = axp, byp_ = byp;
      const X alpha_v = av;
      const Y beta_v = bv;
      int64_t cnt = 0;
      for (int64_t p = ch.begin(c), e = ch.end(c); p < e; p++) {
        const bool ha = !ab_ || ab_[p];
        const bool hb = !bb_ || bb_[p];
        const X x = ha ? xa[p * axp_] : alpha_v;
        const Y y = hb ? yb[p * byp_] : beta_v;
        z[p] = Op::F::f(x, y);
        const int8_t present = int8_t(ha | hb);
        zb[p] = present;
        cnt += present;
      }
      counts[size_t(c)] = cnt;
    });
    int64_t nvals = 0;
    for (int64_t x : counts) nvals += x;
    return nvals;
  }

  // the dense sides, position by position (a sparse side counts as absent here)
  int64_t dense_positions(const Chunks& ch, gb::vector<int64_t>& counts) const {
    const bool intersect = mode == EwiseMode::Mult;
    parallel_for(ch.count, total, [&](int64_t c) {
      int64_t cnt = 0;
      for (int64_t p = ch.begin(c), e = ch.end(c); p < e; p++) {
        const bool ha = !asp && (!ab || ab[p]);
        const bool hb = !bsp && (!bb || bb[p]);
        int8_t present = 1;
        if (ha && hb) op(Z, p, ax, p * axp, by, p * byp, 0, 0, 0, 0);
        else if (intersect || (!ha && !hb)) present = 0;
        else if (ha) lone_a(p, p);
        else lone_b(p, p);
        ZB[p] = present;
        cnt += present;
      }
      counts[size_t(c)] = cnt;
    });
    int64_t nvals = 0;
    for (int64_t x : counts) nvals += x;
    return nvals;
  }

  // a sparse side (Add / Union): its entries on top, combined with the dense side's there
  int64_t sparse_on_top() const {
    const SparseView v(asp ? *A : *B);
    const int8_t* db = asp ? bb : ab;
    const int64_t n = v.nvals();
    Chunks ce(n, 65536);
    gb::vector<int64_t> added(size_t(ce.count), 0);
    parallel_for(ce.count, n, [&](int64_t c) {
      const int64_t p0 = ce.begin(c), p1 = ce.end(c);
      if (p0 >= p1) return;
      int64_t k = int64_t(std::upper_bound(v.p, v.p + v.nvec + 1, p0) - v.p) - 1;
      int64_t cnt = 0;
      for (int64_t p = p0; p < p1; p++) {
        while (v.p[k + 1] <= p) k++;
        const int64_t pos = v.vector_id(k) * vlen + v.i[p];
        const bool other = !db || db[pos];
        if (other) {
          if (asp) op(Z, pos, ax, p * axp, by, pos * byp, 0, 0, 0, 0);
          else op(Z, pos, ax, pos * axp, by, p * byp, 0, 0, 0, 0);
        } else {
          if (asp) lone_a(pos, p);
          else lone_b(pos, p);
          ZB[pos] = 1;
          cnt++;
        }
      }
      added[size_t(c)] = cnt;
    });
    int64_t nvals = 0;
    for (int64_t x : added) nvals += x;
    return nvals;
  }
};

// Element-wise work when an operand is a bitmap (a vector that assign or a masked writeback keeps
// as one: a traversal's visited set, shortest-path distances), the other sparse, bitmap or full, both in the
// same layout. Positions line up, so nothing is merged and the bitmap is never converted:
//   - Mult with a sparse side: the sparse side's entries looked up in the other (sparse result);
//   - Mult otherwise: a bitmap result, position by position;
//   - Add / Union: a bitmap result (full when every position has an entry): the dense sides
//     position by position, then a sparse side's entries on top.
// A full operand is read the same way (a bitmap whose every position is set). f is the typed or
// generic functor (never positional). Returns GrB_NO_VALUE when both operands are sparse.
template <class Op>
GrB_Info ewise_bitmap(EwiseMode mode, const StorePtr& A, const StorePtr& B, const char* ax, const char* by,
                      const char* az, const char* bz, const char* alpha, const char* beta, const Op& op, size_t zs,
                      GrB_Type ztype, bool by_row, StorePtr* out) {
  if (A->is_sparse_or_hyper() && B->is_sparse_or_hyper()) return GrB_NO_VALUE;
  int64_t total = 0;
  if (!dense_size(*A, &total)) return GrB_NO_VALUE;
  const bool asp = A->is_sparse_or_hyper(), bsp = B->is_sparse_or_hyper();
  const int8_t* ab = A->format == Format::Bitmap ? A->B() : nullptr;  // null: full (or sparse)
  const int8_t* bb = B->format == Format::Bitmap ? B->B() : nullptr;
  const int64_t axp = A->iso ? 0 : 1, byp = B->iso ? 0 : 1;
  EwiseBitmap<Op> ew{mode, A, B, ax, by, az, bz, alpha, beta, op, zs, asp, bsp, ab, bb, axp, byp, axp, byp, A->vlen, total};
  if (mode == EwiseMode::Mult && (asp || bsp)) return ew.mult_sparse(ztype, by_row, out);
  auto s = gb::make_shared<Store>();
  s->type = ztype;
  s->code = ztype->code;
  s->tsize = zs;
  s->vlen = A->vlen;
  s->vdim = A->vdim;
  s->by_row = by_row;
  s->format = Format::Bitmap;
  s->nvec = A->vdim;
  s->b = Buffer::allocate(std::max<size_t>(size_t(total), 1));
  s->x = Buffer::allocate(std::max<size_t>(size_t(total) * zs, 1));
  if (!s->b || !s->x) return GrB_OUT_OF_MEMORY;
  ew.ZB = s->B();
  ew.Z = static_cast<char*>(s->X());
  // the result holds nvals entries: a bitmap, or full when every position has one
  auto finish = [&](int64_t nvals) {
    s->nvals = nvals;
    if (nvals == total) {
      s->b = nullptr;
      s->format = Format::Full;
    }
    *out = s;
    return GrB_SUCCESS;
  };
  Chunks ch(total, 65536);
  gb::vector<int64_t> counts(size_t(ch.count), 0);
  if constexpr (IsTypedBinary<Op>::value) {
    if (mode == EwiseMode::Union && !asp && !bsp) return finish(ew.union_dense_typed(ch, counts));
  }
  int64_t nvals = ew.dense_positions(ch, counts);
  if (asp || bsp) nvals += ew.sparse_on_top();
  return finish(nvals);
}

// T = A .* B' (or A' .* B with the roles swapped: `a` is then the operand that is not transposed)
// with both operands sparse or hypersparse in the output's orientation: each entry (i,j) of `a`
// looks up (j,i) in vector j of `b` by binary search, so the transpose is never formed (a join on
// both keys, D .* D'). The positions found are kept between the count and the fill. `a_first`:
// a's values are the operator's first input. f is the typed or generic functor (never positional).
template <class Op>
GrB_Info mult_transpose_lookup(const SparseView& a, const SparseView& b, bool a_first, const char* ax, const char* bx,
                               const Op& op, size_t zs, GrB_Type ztype, bool by_row, StorePtr* out) {
  VectorPlan plan = plan_vectors(&a, nullptr, false, a.vdim);
  OutputBuilder ob;
  if (!ob.begin(ztype, a.vlen, a.vdim, by_row, plan)) return GrB_OUT_OF_MEMORY;
  gb::vector<int64_t> match(size_t(std::max<int64_t>(a.nvals(), 1)));
  int64_t* mt = match.data();
  const int64_t bxp = b.iso ? 0 : 1;
  auto count = [&](int64_t k, int64_t lo, int64_t hi) -> int64_t {
    const int64_t i = plan.id(k);
    int64_t p, e;
    index_range(a, plan.slot_of(0, k), lo, hi, &p, &e);
    int64_t cnt = 0;
    for (; p < e; p++) {
      const int64_t kb = b.slot(a.i[p]);
      int64_t q = -1;
      if (kb >= 0) {
        const int64_t* lo_i = b.i + b.p[kb];
        const int64_t* hi_i = b.i + b.p[kb + 1];
        const int64_t* it = std::lower_bound(lo_i, hi_i, i);
        if (it != hi_i && *it == i) q = int64_t(it - b.i);
      }
      mt[p] = q;
      cnt += q >= 0;
    }
    return cnt;
  };
  auto fill = [&](int64_t k, int64_t lo, int64_t hi, int64_t q) {
    int64_t p, e;
    index_range(a, plan.slot_of(0, k), lo, hi, &p, &e);
    for (; p < e; p++) {
      const int64_t pb = mt[p];
      if (pb < 0) continue;
      ob.I[q] = a.i[p];
      if (a_first) op(ob.X, q, ax, a.xpos(p), bx, pb * bxp, 0, 0, 0, 0);
      else op(ob.X, q, bx, pb * bxp, ax, a.xpos(p), 0, 0, 0, 0);
      q++;
    }
  };
  if (!run_two_phase(ob, plan, a.vlen, a.nvals(), zs, count, fill)) return GrB_OUT_OF_MEMORY;
  *out = ob.finish();
  return GrB_SUCCESS;
}


// The operator of a bitmap/full element-wise pass: typed for the comparisons and MIN / MAX / PLUS
// on FP64 and INT64 (the relaxation steps of shortest paths and connected components run them
// over every position, round after round: SSSP's c = t < d through the function pointer was ~12%
// of a Bellman-Ford run at R-MAT scale 18), through its function pointer otherwise (every
// instantiation of ewise_bitmap adds to this file's build time).
template <class F> GrB_Info with_bitmap_binary(const BinaryOpRef& op, F&& f) {
  if (op.opcode != BinaryOpcode::USER && !op.positional() && uniform_types(op)) {
#define GB_BITMAP_OPS(T)                                                         \
  switch (op.opcode) {                                                          \
    case BinaryOpcode::LT: return f(TypedBinary<BinaryOpcode::LT, T>{});        \
    case BinaryOpcode::LE: return f(TypedBinary<BinaryOpcode::LE, T>{});        \
    case BinaryOpcode::GT: return f(TypedBinary<BinaryOpcode::GT, T>{});        \
    case BinaryOpcode::GE: return f(TypedBinary<BinaryOpcode::GE, T>{});        \
    case BinaryOpcode::MIN: return f(TypedBinary<BinaryOpcode::MIN, T>{});      \
    case BinaryOpcode::MAX: return f(TypedBinary<BinaryOpcode::MAX, T>{});      \
    case BinaryOpcode::PLUS: return f(TypedBinary<BinaryOpcode::PLUS, T>{});    \
    default: break;                                                             \
  }
    if (op.x.code == TypeCode::FP64) GB_BITMAP_OPS(double)
    if (op.x.code == TypeCode::Int64) GB_BITMAP_OPS(int64_t)
#undef GB_BITMAP_OPS
  }
  return f(GenericBinary{op.fn, op.x.size, op.y.size, op.z.size});
}

}  // namespace

// compared in parallel chunks
bool same_structure(const Store& A, const Store& B) {
  if (!A.is_sparse_or_hyper() || !B.is_sparse_or_hyper() || A.format != B.format) return false;
  if (A.vlen != B.vlen || A.vdim != B.vdim || A.nvec != B.nvec || A.nvals != B.nvals || A.by_row != B.by_row)
    return false;
  auto equal = [](const BufferPtr& x, const BufferPtr& y, int64_t n) -> bool {
    if (x == y || n == 0) return true;
    if (!x || !y) return false;
    const int64_t* a = static_cast<const int64_t*>(x->ptr());
    const int64_t* b = static_cast<const int64_t*>(y->ptr());
    if (a == b) return true;
    Chunks ch(n, 65536);
    gb::vector<char> diff(size_t(ch.count), 0);
    parallel_for(ch.count, n, [&](int64_t c) {
      const int64_t b0 = ch.begin(c), e0 = ch.end(c);
      diff[size_t(c)] = std::memcmp(a + b0, b + b0, size_t(e0 - b0) * sizeof(int64_t)) != 0;
    });
    for (char d : diff)
      if (d) return false;
    return true;
  };
  if (A.format == Format::Hyper && !equal(A.h, B.h, A.nvec)) return false;
  return equal(A.p, B.p, A.nvec + 1) && equal(A.i, B.i, A.nvals);
}

GrB_Info ewise(EwiseMode mode_in, const StorePtr& A0, bool tran_a, const StorePtr& B0, bool tran_b,
               const BinaryOpRef& op, const gb::vector<unsigned char>& alpha,
               const gb::vector<unsigned char>& beta, bool by_row, StorePtr* out) {
  EwiseMode mode = mode_in;
  // a full operand: no merge (positions line up); same layout needed (vectors always have it)
  if (mode != EwiseMode::Union && !op.positional() && !tran_a && !tran_b &&
      (A0->format == Format::Full || B0->format == Format::Full) && A0->format != Format::Bitmap &&
      B0->format != Format::Bitmap) {
    auto same = [&](const Store& s) { return s.by_row == by_row || s.vdim == 1 || s.vlen == 1; };
    const bool vec = A0->vdim == 1 && B0->vdim == 1 && A0->vlen == B0->vlen && !A0->by_row && !B0->by_row;
    if (vec || (same(*A0) && same(*B0) && A0->by_row == B0->by_row && A0->vlen == B0->vlen && A0->vdim == B0->vdim)) {
      GrB_Type ztype = op.z.type ? op.z.type : builtin_type(op.z.code);
      gb::vector<unsigned char> sx, sy, sax, sbz;
      const char* ax = values_as(*A0, op.x, sx);
      const char* by = values_as(*B0, op.y, sy);
      const char* az = mode == EwiseMode::Add ? values_as(*A0, op.z, sax) : nullptr;
      const char* bz = mode == EwiseMode::Add ? values_as(*B0, op.z, sbz) : nullptr;
      StorePtr r;
      GrB_Info info = with_binary(op, [&](const auto& f) {
        return ewise_dense(mode, A0, B0, ax, by, az, bz, f, op.z.size, ztype, &r);
      });
      if (info != GrB_NO_VALUE) {
        if (info == GrB_SUCCESS) {
          if (r->by_row != by_row && r->vdim == 1) {
            // nothing to do: a vector's layout is the same by row and by column
          }
          *out = r;
        }
        return info;
      }
    }
  }
  // a bitmap operand, the other in the same layout: no merge, no conversion of the bitmap
  // (or a full one, for eWiseUnion: the full path above leaves it out)
  if (!op.positional() && !tran_a && !tran_b && (!A0->is_sparse_or_hyper() || !B0->is_sparse_or_hyper())) {
    // (one stored vector each, in the output's orientation: the result takes A's vlen and vdim; a
    // 1-by-n matrix held by row under a result by column is not this case)
    const bool vectors = A0->vdim == 1 && B0->vdim == 1 && A0->vlen == B0->vlen && A0->by_row == by_row &&
                         B0->by_row == by_row;
    const bool same_layout = A0->by_row == by_row && B0->by_row == by_row && A0->vlen == B0->vlen && A0->vdim == B0->vdim;
    if (vectors || same_layout) {
      GrB_Type ztype = op.z.type ? op.z.type : builtin_type(op.z.code);
      gb::vector<unsigned char> sx, sy, sax, sbz;
      const char* ax = values_as(*A0, op.x, sx);
      const char* by = values_as(*B0, op.y, sy);
      const char* az = mode == EwiseMode::Add ? values_as(*A0, op.z, sax) : nullptr;
      const char* bz = mode == EwiseMode::Add ? values_as(*B0, op.z, sbz) : nullptr;
      gb::vector<unsigned char> dummy(16, 0);
      const char* alpha_p = reinterpret_cast<const char*>(alpha.empty() ? dummy.data() : alpha.data());
      const char* beta_p = reinterpret_cast<const char*>(beta.empty() ? dummy.data() : beta.data());
      StorePtr r;
      GrB_Info info = with_bitmap_binary(op, [&](const auto& f) {
        return ewise_bitmap(mode, A0, B0, ax, by, az, bz, alpha_p, beta_p, f, op.z.size, ztype, by_row, &r);
      });
      if (info != GrB_NO_VALUE) {
        if (info == GrB_SUCCESS) *out = r;
        return info;
      }
    }
  }
  // A .* B' (or A' .* B) with both stored sparse in the output's orientation and the transposed
  // one much larger than the other: look the few entries up instead of transposing the large one
  // (square only: B' has B's shape transposed, so in the same orientation vlen == vdim). Not for
  // operands of similar size: there the random lookups cost more than a transpose and a merge,
  // which read both operands in order.
  if (mode == EwiseMode::Mult && tran_a != tran_b && !op.positional() && A0->is_sparse_or_hyper() &&
      B0->is_sparse_or_hyper() && A0->by_row == by_row && B0->by_row == by_row && A0->vlen == A0->vdim &&
      B0->vlen == A0->vlen && B0->vdim == A0->vdim) {
    const StorePtr& N = tran_b ? A0 : B0;  // not transposed: its entries are walked
    const StorePtr& X = tran_b ? B0 : A0;  // transposed: looked up
    if (N->nvals * 16 <= X->nvals) {
      GrB_Type ztype = op.z.type ? op.z.type : builtin_type(op.z.code);
      gb::vector<unsigned char> sx, sy;
      const char* ax = values_as(*A0, op.x, sx);
      const char* by = values_as(*B0, op.y, sy);
      const SparseView n(*N), x(*X);
      return mult_transpose_lookup(n, x, tran_b, tran_b ? ax : by, tran_b ? by : ax,
                                   GenericBinary{op.fn, op.x.size, op.y.size, op.z.size}, op.z.size, ztype, by_row, out);
    }
  }
  StorePtr A = oriented(A0, tran_a, by_row);
  StorePtr B = oriented(B0, tran_b, by_row);
  if (!A || !B) return GrB_OUT_OF_MEMORY;
  const SparseView a(*A), b(*B);
  // the same structure on both sides (W .* W2 on one graph, T + W after T = f(W)): no merge, the
  // output shares A's structure and every value is op(a, b) at the same position
  if (!op.positional() && same_structure(*A, *B)) {
    GrB_Type zt = op.z.type ? op.z.type : builtin_type(op.z.code);
    gb::vector<unsigned char> sx, sy;
    const char* ax = values_as(*A, op.x, sx);
    const char* by = values_as(*B, op.y, sy);
    const int64_t axp = A->iso ? 0 : 1, byp = B->iso ? 0 : 1;
    auto s = gb::make_shared<Store>(*A);
    s->type = zt;
    s->code = zt->code;
    s->tsize = op.z.size;
    s->iso = false;
    s->by_row = by_row;
    const int64_t n = A->nvals;
    s->x = Buffer::allocate(std::max<size_t>(size_t(n) * op.z.size, 1));
    if (!s->x) return GrB_OUT_OF_MEMORY;
    char* Z = static_cast<char*>(s->X());
    with_binary(op, [&](const auto& f) {
      Chunks ch(n, 65536);
      parallel_for(ch.count, n, [&](int64_t c) {
        for (int64_t p = ch.begin(c), p_stop = ch.end(c); p < p_stop; p++) f(Z, p, ax, p * axp, by, p * byp, 0, 0, 0, 0);
      });
      return 0;
    });
    *out = s;
    return GrB_SUCCESS;
  }
  GrB_Type ztype = op.z.type ? op.z.type : builtin_type(op.z.code);
  // operands in the operator's input types; for eWiseAdd the lone entries are cast to z directly
  // (a positional operator ignores its inputs' values)
  gb::vector<unsigned char> sx, sy, sax, sbz;
  const bool positional = op.positional();
  const char* ax = positional ? a.x : values_as(*A, op.x, sx);
  const char* by = positional ? b.x : values_as(*B, op.y, sy);
  const char* az = nullptr;
  const char* bz = nullptr;
  if (mode == EwiseMode::Add) {
    az = values_as(*A, op.z, sax);
    bz = values_as(*B, op.z, sbz);
  }
  // (with a positional operator too, eWiseAdd copies a lone entry's value: SuiteSparse and the spec)
  gb::vector<unsigned char> dummy(16, 0);
  const unsigned char* alpha_p = (positional || alpha.empty()) ? dummy.data() : alpha.data();
  const unsigned char* beta_p = (positional || beta.empty()) ? dummy.data() : beta.data();
  return with_binary(op, [&](const auto& f) {
    return ewise_kernel(mode, a, b, ax, by, az, bz, reinterpret_cast<const char*>(alpha_p),
                        reinterpret_cast<const char*>(beta_p), f, op.z.size, ztype, by_row, out);
  });
}

}  // namespace gb
