// assign / subassign kernels (see assign.hpp for the semantics).
//
// Everything runs in C's storage orientation: V is the list of C's vectors being assigned (I when C
// is held by row), X the list of indices within them. Lists that are not strictly increasing
// (unsorted, duplicates, GxB_BACKWARDS) are first normalized: sorted, duplicates resolved to their
// last occurrence, and the operand and a subassign mask permuted accordingly with the extract kernel
// (they are |I|-by-|J|, the small side of the operation).
//
// Sparse and hypersparse C: a new C is built vector by vector (count, prefix sum, fill), merging
// C's entries with the incoming entries of the operand, both in increasing index order. Vectors that
// the operation cannot touch are block-copied, so C's entries are read once. The incoming stream is
// A's vector, or for a scalar every index of X, or, when a scalar is assigned through a
// non-complemented mask, only the mask's true entries: scalar assignment through a sparse mask
// costs O(nnz(C) + nnz(M)), never O(|I|*|J|). Long vectors (GrB_Vector) are cut into index ranges
// that run in parallel.
//
// Bitmap and full C: entries are updated in place (in C's own buffers when nobody else can see them,
// otherwise in a copy): driven by the mask's entries (non-complemented mask, no replace), by A's
// entries (accumulating without a mask), or else by every position of C(I,J), plus, with
// GrB_REPLACE, a pass over C outside C(I,J) for GrB_assign. A traversal's step
// GrB_assign(v, q, NULL, level, GrB_ALL, n, GrB_DESC_S) on a full or bitmap v is O(nnz(q)).
#include "core/memory.hpp"
#include "kernels/assign.hpp"

#include <cstring>
#include <numeric>

#include "core/errors.hpp"
#include "core/global.hpp"
#include "kernels/ewise.hpp"
#include "kernels/extract.hpp"
#include "kernels/iso_rules.hpp"
#include "kernels/vector_tasks.hpp"
#include "kernels/views.hpp"

namespace gb {
namespace {

constexpr int64_t kInf = INT64_MAX;

CastFn cast_or_null(TypeCode to, TypeCode from) {
  if (to == from || to == TypeCode::UDT || from == TypeCode::UDT) return nullptr;
  return cast_fn(to, from);
}

// Strictly increasing form of an index list, and for each of its values the position in the
// original list it takes its operand from (the last occurrence).
void normalize(const IndexList& L, IndexList* sorted, IndexList* perm, bool* changed) {
  if (L.increasing) {
    *sorted = L;
    *perm = IndexList::all(L.n);
    *changed = false;
    return;
  }
  *changed = true;
  if (!L.is_list()) {  // arithmetic and decreasing
    *sorted = IndexList::arith(L.begin + (L.n - 1) * L.step, -L.step, L.n);
    *perm = IndexList::arith(L.n - 1, -1, L.n);
    return;
  }
  const int64_t n = L.n;
  const int64_t* x = L.data();
  gb::vector<int64_t> ord(static_cast<size_t>(n));
  std::iota(ord.begin(), ord.end(), int64_t(0));
  std::stable_sort(ord.begin(), ord.end(), [&](int64_t a, int64_t b) { return x[a] < x[b]; });
  gb::vector<int64_t> vals, pos;
  vals.reserve(size_t(n));
  pos.reserve(size_t(n));
  for (int64_t e = 0; e < n; e++) {
    if (e + 1 < n && x[ord[size_t(e + 1)]] == x[ord[size_t(e)]]) continue;  // not the last occurrence
    vals.push_back(x[ord[size_t(e)]]);
    pos.push_back(ord[size_t(e)]);
  }
  *sorted = IndexList::from(std::move(vals));
  *perm = IndexList::from(std::move(pos));
}

// A mask as the kernel reads it: any format, values as booleans (structural: presence).
struct MaskSrc {
  bool sparse = true;
  SparseView sv;
  const int8_t* b = nullptr;
  bool full = false;
  int64_t vlen = 0;
  const char* x = nullptr;
  size_t ms = 0;
  bool iso = false, structural = true;
  CastFn to_bool = nullptr;
  int64_t nvals = 0;

  void init(const Store& m, bool structural_) {
    nvals = m.nvals;
    sparse = m.is_sparse_or_hyper();
    if (sparse) sv = SparseView(m);
    b = m.B();
    full = m.format == Format::Full;
    vlen = m.vlen;
    x = static_cast<const char*>(m.X());
    ms = m.tsize;
    iso = m.iso;
    structural = structural_;
    to_bool = (m.code == TypeCode::Bool || m.code == TypeCode::UDT) ? nullptr : cast_fn(TypeCode::Bool, m.code);
  }
  bool value(int64_t pos) const {
    if (structural) return true;
    const char* v = x + (iso ? 0 : size_t(pos) * ms);
    if (!to_bool) return *reinterpret_cast<const bool*>(v);
    bool r;
    to_bool(&r, v, 1);
    return r;
  }
  bool dense_at(int64_t pos) const { return (full || b[pos]) && value(pos); }
  // value at (vector v, index i), any format
  bool at(int64_t v, int64_t i) const {
    if (!sparse) return dense_at(v * vlen + i);
    const int64_t s = sv.slot(v);
    if (s < 0) return false;
    const int64_t* e = sv.i + sv.p[s + 1];
    const int64_t* it = std::lower_bound(sv.i + sv.p[s], e, i);
    return it != e && *it == i && value(it - sv.i);
  }
};

// Mask values of one vector, looked up with non-decreasing keys.
struct Cursor {
  int kind = 0;  // 0: constant, 1: sparse vector, 2: dense vector
  bool cval = false;
  const MaskSrc* m = nullptr;
  int64_t p = 0, e = 0, base = 0;
  bool get(int64_t key) {
    if (kind == 0) return cval;
    if (kind == 1) {
      p = gallop(m->sv.i, p, e, key);
      return p < e && m->sv.i[p] == key && m->value(p);
    }
    return m->dense_at(base + key);
  }
};
Cursor constant_cursor(bool v) {
  Cursor c;
  c.cval = v;
  return c;
}
Cursor vector_cursor(const MaskSrc& m, int64_t vec) {
  Cursor c;
  c.m = &m;
  if (m.sparse) {
    const int64_t s = m.sv.slot(vec);
    if (s < 0) return constant_cursor(false);
    c.kind = 1;
    c.p = m.sv.p[s];
    c.e = m.sv.p[s + 1];
  } else {
    c.kind = 2;
    c.base = vec * m.vlen;
  }
  return c;
}

// Position in a strictly increasing list, for non-decreasing queries.
struct XCursor {
  const IndexList* X = nullptr;
  int64_t p = 0;
  int64_t find(int64_t j) {
    if (!X->is_list()) return X->find(j);
    p = gallop(X->data(), p, X->n, j);
    return (p < X->n && X->data()[p] == j) ? p : -1;
  }
};

// How output values are made: from the operand (cast to C's type) or through the accumulator.
struct Vals {
  size_t cs = 0;
  const char* ax = nullptr;  // operand values (the scalar at position 0)
  bool a_iso = false;
  size_t as = 0;
  CastFn a2c = nullptr;
  gb::vector<unsigned char> scalar_c;  // the scalar in C's type
  bool has_accum = false;
  GxB_binary_function fn = nullptr;
  CastFn c2x = nullptr, a2y = nullptr, z2c = nullptr;
  size_t xs = 0, ys = 0, zs = 0;

  const char* aval(int64_t apos) const { return ax + (a_iso ? 0 : size_t(apos) * as); }
  void put(char* dst, int64_t apos) const {
    if (!scalar_c.empty()) {
      std::memcpy(dst, scalar_c.data(), cs);
      return;
    }
    const char* a = aval(apos);
    if (a2c) a2c(dst, a, 1);
    else std::memcpy(dst, a, cs);
  }
  // dst = accum(c, a); dst may be c
  void combine(char* dst, const char* c, int64_t apos) const {
    alignas(16) unsigned char xb[64], yb[64], zb[64];
    gb::vector<unsigned char> big;
    unsigned char *xp = xb, *yp = yb, *zp = zb;
    if (xs > 64 || ys > 64 || zs > 64) {
      big.resize(xs + ys + zs);
      xp = big.data();
      yp = xp + xs;
      zp = yp + ys;
    }
    if (c2x) c2x(xp, c, 1);
    else std::memcpy(xp, c, xs);
    const char* a = aval(apos);
    if (a2y) a2y(yp, a, 1);
    else std::memcpy(yp, a, ys);
    fn(zp, xp, yp);
    if (z2c) z2c(dst, zp, 1);
    else std::memcpy(dst, zp, cs);
  }
};

enum class Scope { None, All, Vectors, Indices };

struct Ctx {
  bool o = true;  // C held by row
  IndexList V, X;
  bool scalar = false, scalar_present = false;
  SparseView a;  // the operand, |V|-by-|X| in C's orientation (non-scalar)
  AssignMaskKind mk = AssignMaskKind::None;
  bool comp = false, replace = false;
  MaskSrc ms;
  bool line_keyed = false;  // line masks: the mask runs along the indices of vector line_vec
  int64_t line_vec = -1;
  Scope scope = Scope::None;
  Vals vals;
  bool mask_driven = false;  // scalar through a non-complemented mask: only the mask's entries get it
  // A bitmap or full operand of C's shape and orientation read in place (the position form below:
  // all of C, a bitmap or full mask, no accumulator, no replace); `a` is then left empty.
  const Store* dense_a = nullptr;

  bool sub() const { return mk == AssignMaskKind::Sub; }
  bool line() const { return mk == AssignMaskKind::RowLine || mk == AssignMaskKind::ColLine; }
  // raw mask values for vector v (row r of the region, or -1): keyed by position c in X for a
  // subassign mask, by C's index otherwise
  Cursor cursor(int64_t v, int64_t r) const {
    switch (mk) {
      case AssignMaskKind::None: return constant_cursor(true);
      case AssignMaskKind::Sub: return r >= 0 ? vector_cursor(ms, r) : constant_cursor(false);
      case AssignMaskKind::Full: return vector_cursor(ms, v);
      default:
        if (line_keyed) return v == line_vec ? vector_cursor(ms, 0) : constant_cursor(false);
        return constant_cursor(ms.at(0, v));
    }
  }
  // Mask entry p of a sparse mask read entry by entry: its region position *cc and C index *j (a
  // subassign mask is keyed by region position, the others by C's index, found in X with the
  // forward cursor xc); false when that index is not in X.
  bool mask_entry(int64_t p, XCursor& xc, int64_t* cc, int64_t* j) const {
    if (sub()) {
      *cc = ms.sv.i[p];
      *j = X.at(*cc);
      return true;
    }
    *j = ms.sv.i[p];
    *cc = xc.find(*j);
    return *cc >= 0;
  }
  bool in_scope(int64_t r, int64_t c) const {
    switch (scope) {
      case Scope::All: return true;
      case Scope::Vectors: return r >= 0;
      case Scope::Indices: return c >= 0;
      default: return false;
    }
  }
};

//------------------------------------------------------------------------------------------------
// sparse / hypersparse C
//------------------------------------------------------------------------------------------------

// Where a vector's incoming entries come from: the operand's vector (kInA), every position of the
// region (kInAll, a scalar), those filtered by the mask (kInFilter), the mask's entries (a scalar
// through a mask: kInMaskSub keyed by region position, kInMaskKey by C index), or the mask's
// entries looked up in the operand (kInMaskA: an operand through a mask much sparser than it,
// a traversal's bookkeeping `t<q, replace> = degree`, costs the mask's size, not the operand's).
enum InKind : int8_t { kInNone, kInA, kInAll, kInFilter, kInMaskSub, kInMaskKey, kInMaskA };

// The output vectors of a sparse assign: all of C's when C is not hypersparse, else C's and those
// receiving entries (cslot: each one's slot in C, -1 when C lacks it).
void plan_output_vectors(const Ctx& x, const SparseView& c, VectorPlan& plan, gb::vector<int64_t>& cslot) {
  const int64_t nv = x.V.n;
  if (!c.hyper) {
    plan.hyper = false;
    plan.nvec = c.vdim;
    return;
  }
  plan.hyper = true;
  gb::vector<int64_t> inc;
  if (!x.scalar) {
    if (x.a.hyper) {
      for (int64_t s = 0; s < x.a.nvec; s++)
        if (x.a.p[s + 1] > x.a.p[s]) inc.push_back(x.V.at(x.a.h[s]));
    } else {
      for (int64_t r = 0; r < x.a.nvec; r++)
        if (x.a.p[r + 1] > x.a.p[r]) inc.push_back(x.V.at(r));
    }
  } else if (x.scalar_present) {
    if (x.mask_driven && x.ms.sparse && x.mk == AssignMaskKind::Sub) {
      for (int64_t s = 0; s < x.ms.sv.nvec; s++)
        if (x.ms.sv.p[s + 1] > x.ms.sv.p[s]) inc.push_back(x.V.at(x.ms.sv.vector_id(s)));
    } else if (x.mask_driven && x.ms.sparse && x.mk == AssignMaskKind::Full) {
      for (int64_t s = 0; s < x.ms.sv.nvec; s++) {
        const int64_t v = x.ms.sv.vector_id(s);
        if (x.ms.sv.p[s + 1] > x.ms.sv.p[s] && x.V.find(v) >= 0) inc.push_back(v);
      }
    } else if (x.mask_driven && x.line() && x.line_keyed) {
      if (x.V.find(x.line_vec) >= 0) inc.push_back(x.line_vec);
    } else if (x.X.n > 0) {  // an empty column list reaches no vector, however many rows (2^60) it names
      inc.reserve(size_t(nv));
      for (int64_t r = 0; r < nv; r++) inc.push_back(x.V.at(r));
    }
  }
  // union with C's vectors
  size_t u = 0;
  for (int64_t s = 0; s <= c.nvec; s++) {
    const int64_t v = s < c.nvec ? c.h[s] : kInf;
    while (u < inc.size() && inc[u] < v) {
      plan.ids.push_back(inc[u++]);
      cslot.push_back(-1);
    }
    if (s == c.nvec) break;
    if (u < inc.size() && inc[u] == v) u++;
    plan.ids.push_back(v);
    cslot.push_back(s);
  }
  plan.nvec = int64_t(plan.ids.size());
}

// Per output vector: its row of the region (-1: none), and its incoming stream.
struct InStreams {
  gb::vector<int64_t> rof;
  gb::vector<int8_t> kind;
  gb::vector<int64_t> in_lo, in_hi;  // stream positions (A, mask) or c range
};

void plan_in_streams(const Ctx& x, const VectorPlan& plan, InStreams& st) {
  const int64_t nvec = plan.nvec, nv = x.V.n, nx = x.X.n;
  st.rof.resize(static_cast<size_t>(nvec));
  st.kind.resize(static_cast<size_t>(nvec));
  st.in_lo.resize(static_cast<size_t>(nvec));
  st.in_hi.resize(static_cast<size_t>(nvec));
  gb::vector<int64_t>& rof = st.rof;
  gb::vector<int8_t>& kind = st.kind;
  gb::vector<int64_t>&in_lo = st.in_lo, &in_hi = st.in_hi;
  parallel_for(nvec, nvec, [&](int64_t k) {
    const int64_t v = plan.id(k);
    const int64_t r = nv > 0 ? x.V.find(v) : -1;
    rof[size_t(k)] = r;
    int8_t kd = kInNone;
    int64_t lo = 0, hi = 0;
    auto sparse_range = [&](const SparseView& sv, int64_t vec) {
      const int64_t s = sv.slot(vec);
      if (s >= 0) {
        lo = sv.p[s];
        hi = sv.p[s + 1];
      }
    };
    if (r >= 0) {
      if (!x.scalar) {
        kd = kInA;
        sparse_range(x.a, r);
        if (x.mk != AssignMaskKind::None && !x.comp && x.ms.sparse && (x.sub() || x.mk == AssignMaskKind::Full)) {
          const int64_t alo = lo, ahi = hi;
          lo = hi = 0;
          sparse_range(x.ms.sv, x.sub() ? r : v);
          if ((hi - lo) * 4 < ahi - alo) {
            kd = kInMaskA;
          } else {
            lo = alo;
            hi = ahi;
          }
        }
      } else if (x.scalar_present) {
        if (!x.mask_driven) {
          kd = kInAll;
          hi = nx;
        } else if (x.ms.sparse && x.sub()) {
          kd = kInMaskSub;
          sparse_range(x.ms.sv, r);
        } else if (x.ms.sparse && (x.mk == AssignMaskKind::Full || (x.line() && x.line_keyed))) {
          kd = kInMaskKey;
          sparse_range(x.ms.sv, x.mk == AssignMaskKind::Full ? v : 0);
        } else {
          kd = kInFilter;
          hi = nx;
        }
      }
    }
    kind[size_t(k)] = kd;
    in_lo[size_t(k)] = lo;
    in_hi[size_t(k)] = hi;
  });
}

// One output vector's incoming entries within a chunk, in increasing index: the current entry's
// C index ij (kInf when done), position in X icc and operand position iap.
struct InCursor {
  const Ctx& x;
  const int8_t kd;
  int64_t ip, ie;
  Cursor in_mask;  // filters the incoming stream (kInFilter)
  XCursor in_x;
  // kInMaskA: the operand's vector r, searched forward for each mask entry's region position
  int64_t ap = 0, ae = 0;
  int64_t ij = kInf, icc = -1, iap = 0;  // current incoming entry: index, position in X, operand position
  void next() {
    ij = kInf;
    while (ip < ie) {
      switch (kd) {
        case kInA:
          icc = x.a.i[ip];
          iap = ip++;
          ij = x.X.at(icc);
          return;
        case kInAll:
          icc = ip++;
          iap = 0;
          ij = x.X.at(icc);
          return;
        case kInFilter: {
          const int64_t cc = ip++;
          const int64_t jj = x.X.at(cc);
          if (in_mask.get(x.sub() ? cc : jj)) {
            icc = cc;
            iap = 0;
            ij = jj;
            return;
          }
          break;
        }
        case kInMaskSub: {
          const int64_t p = ip++;
          if (x.ms.value(p)) {
            icc = x.ms.sv.i[p];
            iap = 0;
            ij = x.X.at(icc);
            return;
          }
          break;
        }
        case kInMaskKey: {
          const int64_t p = ip++;
          if (x.ms.value(p)) {
            const int64_t jj = x.ms.sv.i[p];
            const int64_t cc = in_x.find(jj);
            if (cc >= 0) {
              icc = cc;
              iap = 0;
              ij = jj;
              return;
            }
          }
          break;
        }
        case kInMaskA: {
          const int64_t p = ip++;
          int64_t cc, jj;
          if (!x.ms.value(p) || !x.mask_entry(p, in_x, &cc, &jj)) break;
          ap = gallop(x.a.i, ap, ae, cc);
          if (ap < ae && x.a.i[ap] == cc) {
            icc = cc;
            iap = ap;
            ij = jj;
            return;
          }
          break;
        }
        default: ip = ie; break;
      }
    }
  }
};

// The merge of C's vectors with their incoming streams, chunk by chunk (see sparse_path).
struct SparseMerge {
  const Ctx& x;
  const SparseView& c;
  const VectorPlan& plan;
  const gb::vector<int64_t>& cslot;
  const InStreams& st;
  OutputBuilder& ob;
  bool reach_out;

  void c_range(int64_t k, int64_t* pc, int64_t* ec) const {
    const int64_t s = c.hyper ? cslot[size_t(k)] : k;
    *pc = s >= 0 ? c.p[s] : 0;
    *ec = s >= 0 ? c.p[s + 1] : 0;
  }
  int64_t stream_length(int64_t k) const { return st.in_hi[size_t(k)] - st.in_lo[size_t(k)]; }
  // the index of incoming entry number `e` of vector k (chunk boundaries)
  int64_t in_index(int64_t k, int64_t e) const {
    const int64_t p = st.in_lo[size_t(k)] + e;
    switch (st.kind[size_t(k)]) {
      case kInA: return x.X.at(x.a.i[p]);
      case kInMaskSub: return x.X.at(x.ms.sv.i[p]);
      case kInMaskKey: return x.ms.sv.i[p];
      case kInMaskA: return x.sub() ? x.X.at(x.ms.sv.i[p]) : x.ms.sv.i[p];
      default: return x.X.at(p);
    }
  }
  // vector k's incoming stream (row r of the region, C's vector v) restricted to [jlo, jhi)
  InCursor stream(int64_t k, int64_t v, int64_t r, int64_t jlo, int64_t jhi) const {
    const int8_t kd = st.kind[size_t(k)];
    const int64_t nx = x.X.n;
    const int64_t clo = x.X.lower(jlo), chi = jhi == kInf ? nx : x.X.lower(jhi);
    int64_t ip = st.in_lo[size_t(k)], ie = st.in_hi[size_t(k)];
    switch (kd) {
      case kInA:
        ip = std::lower_bound(x.a.i + ip, x.a.i + ie, clo) - x.a.i;
        ie = std::lower_bound(x.a.i + ip, x.a.i + ie, chi) - x.a.i;
        break;
      case kInMaskSub:
        ip = std::lower_bound(x.ms.sv.i + ip, x.ms.sv.i + ie, clo) - x.ms.sv.i;
        ie = std::lower_bound(x.ms.sv.i + ip, x.ms.sv.i + ie, chi) - x.ms.sv.i;
        break;
      case kInMaskKey:
        ip = std::lower_bound(x.ms.sv.i + ip, x.ms.sv.i + ie, jlo) - x.ms.sv.i;
        ie = std::lower_bound(x.ms.sv.i + ip, x.ms.sv.i + ie, jhi) - x.ms.sv.i;
        break;
      case kInMaskA: {
        const int64_t lo_key = x.sub() ? clo : jlo, hi_key = x.sub() ? chi : jhi;
        ip = std::lower_bound(x.ms.sv.i + ip, x.ms.sv.i + ie, lo_key) - x.ms.sv.i;
        ie = std::lower_bound(x.ms.sv.i + ip, x.ms.sv.i + ie, hi_key) - x.ms.sv.i;
        break;
      }
      case kInAll:
      case kInFilter:
        ip = clo;
        ie = chi;
        break;
      default: ip = ie = 0; break;
    }
    InCursor in{x, kd, ip, ie, x.cursor(v, r), XCursor{&x.X, 0}};
    if (kd == kInMaskA) {
      const int64_t sl = x.a.slot(r);
      if (sl >= 0) {
        in.ap = x.a.p[sl];
        in.ae = x.a.p[sl + 1];
      }
    }
    in.next();
    return in;
  }

  // One chunk of one output vector: count (Fill false) or write its entries from position q.
  template <bool Fill> int64_t process(int64_t k, int64_t ch, int64_t nch, int64_t q) const {
    const size_t cs = x.vals.cs;
    const int64_t v = plan.id(k);
    const int64_t r = st.rof[size_t(k)];
    int64_t pc, ec;
    c_range(k, &pc, &ec);
    const int64_t nC = ec - pc, nIn = stream_length(k);
    // this chunk's index range, cut at quantiles of the longer stream
    int64_t jlo = 0, jhi = kInf;
    if (nch > 1) {
      auto bound = [&](int64_t t) -> int64_t {
        if (nC >= nIn) return c.i[pc + nC * t / nch];
        return in_index(k, nIn * t / nch);
      };
      if (ch > 0) jlo = bound(ch);
      if (ch < nch - 1) jhi = bound(ch + 1);
      pc = std::lower_bound(c.i + pc, c.i + ec, jlo) - c.i;
      ec = std::lower_bound(c.i + pc, c.i + ec, jhi) - c.i;
    }
    auto emit_c = [&](int64_t j, int64_t p) {
      if (Fill) {
        ob.I[q] = j;
        std::memcpy(ob.X + size_t(q) * cs, c.x + size_t(c.xpos(p)) * cs, cs);
      }
      q++;
    };
    // untouched vector: copy
    if (r < 0 && !reach_out) {
      if (Fill) {
        std::memcpy(ob.I + q, c.i + pc, sizeof(int64_t) * size_t(ec - pc));
        if (!c.iso) {
          std::memcpy(ob.X + size_t(q) * cs, c.x + size_t(pc) * cs, cs * size_t(ec - pc));
        } else {
          for (int64_t p = 0; p < ec - pc; p++) std::memcpy(ob.X + size_t(q + p) * cs, c.x, cs);
        }
      }
      return ec - pc;
    }
    const int64_t q0 = q;
    InCursor in = stream(k, v, r, jlo, jhi);
    Cursor mc = x.cursor(v, r);
    XCursor cx{&x.X, 0};
    const bool need_c = r >= 0 || x.scope == Scope::Indices;
    const bool acc = x.vals.has_accum;
    while (pc < ec || in.ij != kInf) {
      const int64_t jc = pc < ec ? c.i[pc] : kInf;
      const int64_t j = jc < in.ij ? jc : in.ij;
      const bool hc = jc == j, hin = in.ij == j;
      const int64_t cc = hin ? in.icc : (need_c ? cx.find(j) : -1);
      if (r >= 0 && cc >= 0) {
        // inside C(I,J)
        const bool mv = (x.mask_driven && hin) ? true : (mc.get(x.sub() ? cc : j) != x.comp);
        if (mv) {
          if (hin) {
            if (Fill) {
              ob.I[q] = j;
              char* dst = ob.X + size_t(q) * cs;
              if (hc && acc) x.vals.combine(dst, c.x + size_t(c.xpos(pc)) * cs, in.iap);
              else x.vals.put(dst, in.iap);
            }
            q++;
          } else if (acc) {
            emit_c(j, pc);
          }
        } else if (hc && !x.replace) {
          emit_c(j, pc);
        }
      } else if (hc) {
        // outside C(I,J): kept, unless GrB_REPLACE reaches here and the mask is false
        if (x.replace && x.in_scope(r, cc)) {
          if (mc.get(j) != x.comp) emit_c(j, pc);
        } else {
          emit_c(j, pc);
        }
      }
      if (hc) pc++;
      if (hin) in.next();
    }
    return q - q0;
  }
};

GrB_Info sparse_path(const Ctx& x, const StorePtr& C, GrB_Type ctype, StorePtr* out) {
  const SparseView c(*C);
  const int64_t nv = x.V.n, nx = x.X.n;
  const size_t cs = x.vals.cs;
  // A scalar that no mask limits reaches (nearly) every position of the region: nv*nx entries,
  // whose indices and values must fit in memory. A region of dimension 2^40 fails here at once
  // rather than being walked position by position for hours before its allocation fails.
  uint64_t region = 0;
  if (x.scalar && x.scalar_present && !x.mask_driven &&
      (__builtin_mul_overflow(uint64_t(nv), uint64_t(nx), &region) ||
       !dimension_alloc_ok(region, sizeof(int64_t) + cs)))
    return GrB_OUT_OF_MEMORY;

  VectorPlan plan;
  gb::vector<int64_t> cslot;
  plan_output_vectors(x, c, plan, cslot);
  const int64_t nvec = plan.nvec;
  const bool reach_out = x.replace && (x.scope == Scope::All || x.scope == Scope::Indices);
  InStreams st;
  plan_in_streams(x, plan, st);
  OutputBuilder ob;
  const SparseMerge merge{x, c, plan, cslot, st, ob, reach_out};

  VectorTasks vt;
  int64_t work = 0;
  for (int64_t k = 0; k < nvec; k++) {
    int64_t pc, ec;
    merge.c_range(k, &pc, &ec);
    work += (ec - pc) + merge.stream_length(k);
  }
  vt.build(nvec, work + nvec, [&](int64_t k) {
    int64_t pc, ec;
    merge.c_range(k, &pc, &ec);
    return chunks_for((ec - pc) + merge.stream_length(k));
  });

  if (!ob.begin(ctype, c.vlen, c.vdim, c.by_row, plan)) return GrB_OUT_OF_MEMORY;
  const bool ok = vt.run(
      work + nvec, ob.P,
      [&](int64_t k, int64_t ch, int64_t nch) { return merge.process<false>(k, ch, nch, 0); },
      [&]() { return ob.allocate(cs); },
      [&](int64_t k, int64_t ch, int64_t nch, int64_t q) { merge.process<true>(k, ch, nch, q); });
  if (!ok) return GrB_OUT_OF_MEMORY;
  *out = ob.finish();
  return GrB_SUCCESS;
}

//------------------------------------------------------------------------------------------------
// bitmap / full C: updates in place
//------------------------------------------------------------------------------------------------

// Run f(task, lo, hi) over rows [0, nrow) of ncol items each, cut into tasks that never depend on
// the thread count; returns the sum of what the tasks return.
template <class F> int64_t region_tasks(int64_t nrow, int64_t ncol, F&& f) {
  if (nrow <= 0 || ncol <= 0) return 0;
  const int64_t nch = nrow >= 64 ? 1 : chunks_for(ncol);
  const int64_t ntasks = nrow * nch;
  gb::vector<int64_t> delta(static_cast<size_t>(ntasks), 0);
  parallel_for(ntasks, nrow * ncol, [&](int64_t t) {
    const int64_t r = t / nch, c = t % nch;
    delta[size_t(t)] = f(r, ncol * c / nch, ncol * (c + 1) / nch);
  });
  int64_t s = 0;
  for (int64_t d : delta) s += d;
  return s;
}

// Run f(slot, p0, p1) over the entries of a sparse view, vector by vector (long vectors in chunks).
template <class F> int64_t entry_tasks(const SparseView& sv, F&& f) {
  VectorTasks vt;
  vt.build(sv.nvec, sv.nvals() + sv.nvec, [&](int64_t s) { return chunks_for(sv.p[s + 1] - sv.p[s]); });
  gb::vector<int64_t> delta(static_cast<size_t>(vt.ntasks), 0);
  parallel_for(vt.ntasks, sv.nvals() + sv.nvec, [&](int64_t t) {
    const int64_t s = vt.vec(t), ch = vt.chunk(t), nch = vt.nchunks(t);
    const int64_t L = sv.p[s + 1] - sv.p[s];
    delta[size_t(t)] = f(s, sv.p[s] + L * ch / nch, sv.p[s] + L * (ch + 1) / nch);
  });
  int64_t s = 0;
  for (int64_t d : delta) s += d;
  return s;
}

// The bitmap of s, a copy of C being made writable: C's own flags copied when `copy` (a bitmap C
// that may not be written in place), and a full C held as a bitmap of every position when the
// assign may delete entries.
GrB_Info writable_flags(const Store& C, bool copy, bool deletions, Store* s) {
  const int64_t total = C.vlen * C.vdim;
  if (copy && C.format == Format::Bitmap) {
    auto nb = Buffer::allocate(std::max<size_t>(size_t(total), 1));
    if (!nb) return GrB_OUT_OF_MEMORY;
    std::memcpy(nb->ptr(), C.B(), size_t(total));
    s->b = nb;
  }
  if (s->format == Format::Full && deletions) {
    auto nb = Buffer::allocate(std::max<size_t>(size_t(total), 1));
    if (!nb) return GrB_OUT_OF_MEMORY;
    std::memset(nb->ptr(), 1, size_t(total));
    s->b = nb;
    s->format = Format::Bitmap;
  }
  return GrB_SUCCESS;
}

// A writable copy of bitmap or full C (its values taken when C is not iso and `steal`), held as a
// bitmap when the assign may delete entries.
GrB_Info writable_dense(const StorePtr& C, bool steal, GrB_Type ctype, size_t cs, bool deletions,
                        std::shared_ptr<Store>* out) {
  const int64_t total = C->vlen * C->vdim;
  auto s = gb::make_shared<Store>(*C);
  s->type = ctype;
  if (C->iso || !steal) {
    auto nx = Buffer::allocate(std::max<size_t>(size_t(total) * cs, 1));
    if (!nx) return GrB_OUT_OF_MEMORY;
    char* dst = static_cast<char*>(nx->ptr());
    const char* src = static_cast<const char*>(C->X());
    Chunks chx(total, 65536);
    parallel_for(chx.count, total, [&](int64_t k) {
      const int64_t b = chx.begin(k), e = chx.end(k);
      if (C->iso) {
        for (int64_t p = b; p < e; p++) std::memcpy(dst + size_t(p) * cs, src, cs);
      } else {
        std::memcpy(dst + size_t(b) * cs, src + size_t(b) * cs, size_t(e - b) * cs);
      }
    });
    s->x = nx;
    s->iso = false;
  }
  GB_TRY(writable_flags(*C, C->iso || !steal, deletions, s.get()));
  *out = s;
  return GrB_SUCCESS;
}

// A writable copy of bitmap or full C for an assign whose result is iso (result_is_iso: every
// entry ends with `value`): only the structure changes, the values stay one, so no value array is
// written, however large C is. C's bitmap is taken when `steal`.
GrB_Info writable_structure(const StorePtr& C, bool steal, GrB_Type ctype, size_t cs, bool deletions,
                            const unsigned char* value, std::shared_ptr<Store>* out) {
  auto s = gb::make_shared<Store>(*C);
  s->type = ctype;
  s->iso = true;
  s->x = Buffer::allocate(std::max<size_t>(cs, 1));
  if (!s->x) return GrB_OUT_OF_MEMORY;
  std::memcpy(s->X(), value, cs);
  GB_TRY(writable_flags(*C, !steal, deletions, s.get()));
  *out = s;
  return GrB_SUCCESS;
}

// The operand's entries of one row of the region, looked up with non-decreasing c.
struct ACur {
  int64_t p = 0, e = 0;
};

// Updates of bitmap or full C in place: C's values X, its bitmap B (null when full).
struct DenseUpdate {
  const Ctx& x;
  char* const X;  // null: an iso result, whose one value is already set (only B changes)
  int8_t* const B;
  const size_t cs;
  const int64_t vlen;
  const bool acc;

  // one position of C(I,J): mask value mv, operand entry (hin, operand position)
  int64_t apply(int64_t pos, bool mv, bool hin, int64_t apos) const {
    const bool present = !B || B[pos];
    if (mv) {
      if (hin) {
        if (X) {
          char* dst = X + size_t(pos) * cs;
          if (present && acc) x.vals.combine(dst, dst, apos);
          else x.vals.put(dst, apos);
        }
        if (!present) {
          B[pos] = 1;
          return 1;
        }
        return 0;
      }
      if (present && !acc) {
        B[pos] = 0;
        return -1;
      }
      return 0;
    }
    if (present && x.replace) {
      B[pos] = 0;
      return -1;
    }
    return 0;
  }
  // the operand at (r, c), looked up with non-decreasing c within a row
  ACur a_cursor(int64_t r) const {
    ACur ac;
    if (!x.scalar) {
      const int64_t sl = x.a.slot(r);
      if (sl >= 0) {
        ac.p = x.a.p[sl];
        ac.e = x.a.p[sl + 1];
      }
    }
    return ac;
  }
  bool a_get(ACur& ac, int64_t cc, int64_t* apos) const {
    if (x.scalar) {
      *apos = 0;
      return x.scalar_present;
    }
    ac.p = gallop(x.a.i, ac.p, ac.e, cc);
    if (ac.p < ac.e && x.a.i[ac.p] == cc) {
      *apos = ac.p;
      return true;
    }
    return false;
  }
};

// Driven by the mask's entries: nothing changes where the mask is false. Returns the change in
// C's entry count (as the updates below).
int64_t update_by_mask_entries(const DenseUpdate& u) {
  const Ctx& x = u.x;
  const int64_t vlen = u.vlen;
  return entry_tasks(x.ms.sv, [&](int64_t sl, int64_t p0, int64_t p1) -> int64_t {
    const int64_t mvec = x.ms.sv.vector_id(sl);
    int64_t r, v;
    if (x.sub()) {
      r = mvec;
      v = x.V.at(r);
    } else {
      v = x.mk == AssignMaskKind::Full ? mvec : x.line_vec;
      r = x.V.find(v);
    }
    if (r < 0) return 0;
    ACur ac = u.a_cursor(r);
    XCursor xc{&x.X, 0};
    int64_t d = 0;
    for (int64_t p = p0; p < p1; p++) {
      int64_t cc, j;
      if (!x.ms.value(p) || !x.mask_entry(p, xc, &cc, &j)) continue;
      int64_t apos = 0;
      const bool hin = u.a_get(ac, cc, &apos);
      d += u.apply(v * vlen + j, true, hin, apos);
    }
    return d;
  });
}

// Accumulating without a mask: only the operand's entries change anything.
int64_t update_by_operand_entries(const DenseUpdate& u) {
  const Ctx& x = u.x;
  const int64_t vlen = u.vlen;
  return entry_tasks(x.a, [&](int64_t sl, int64_t p0, int64_t p1) -> int64_t {
    const int64_t v = x.V.at(x.a.vector_id(sl));
    int64_t d = 0;
    for (int64_t p = p0; p < p1; p++) d += u.apply(v * vlen + x.X.at(x.a.i[p]), true, true, p);
    return d;
  });
}

// A scalar into all of C through a bitmap or full mask of C's shape (a traversal's v<q,struct> =
// level): the mask's bits decide each position directly, without the per-position cursor and
// operand lookups of the general loop below; the same result, the same task split.
int64_t fill_scalar_through_dense_mask(const DenseUpdate& u, int64_t total) {
  const Ctx& x = u.x;
  char* const X = u.X;
  int8_t* const B = u.B;
  const size_t cs = u.cs;
  const int64_t vlen = u.vlen;
  const int64_t nv = x.V.n, nx = x.X.n;
  int64_t delta = 0;
  const unsigned char* sc = x.vals.scalar_c.data();
  // A structural mask holding at least 1/8 of the positions: a branch on each mask bit would
  // mispredict about once per entry on a half-dense mask, so every
  // position is blended branch-free (the loop vectorizes); sparser masks keep the branch.
  const bool blend = x.ms.structural && x.ms.nvals * 8 >= total;
  const int8_t* mbits = x.ms.full ? nullptr : x.ms.b;
  auto fill = [&](auto word) -> int64_t {
    using W = decltype(word);
    W value;
    std::memcpy(&value, sc, sizeof(W));
    if (blend) {
      return region_tasks(nv, nx, [&](int64_t v, int64_t j0, int64_t j1) -> int64_t {
        W* __restrict xw = reinterpret_cast<W*>(X) + v * vlen;
        int8_t* __restrict bw = B ? B + v * vlen : nullptr;
        const int8_t* __restrict mw = mbits ? mbits + v * vlen : nullptr;
        int64_t d = 0;
        if (!mw) {
          for (int64_t j = j0; j < j1; j++) xw[j] = value;
          if (bw) {
            for (int64_t j = j0; j < j1; j++) d += bw[j] == 0 ? 1 : 0;
            std::memset(bw + j0, 1, size_t(j1 - j0));
          }
        } else if (bw) {
          for (int64_t j = j0; j < j1; j++) {
            const int8_t m = mw[j] != 0 ? 1 : 0;
            xw[j] = m ? value : xw[j];
            d += m & (bw[j] == 0 ? 1 : 0);
            bw[j] = int8_t(bw[j] | m);
          }
        } else {
          for (int64_t j = j0; j < j1; j++) xw[j] = mw[j] != 0 ? value : xw[j];
        }
        return d;
      });
    }
    return region_tasks(nv, nx, [&](int64_t v, int64_t j0, int64_t j1) -> int64_t {
      W* __restrict xw = reinterpret_cast<W*>(X) + v * vlen;
      int8_t* __restrict bw = B ? B + v * vlen : nullptr;
      int64_t d = 0;
      for (int64_t j = j0; j < j1; j++) {
        if (!x.ms.dense_at(v * vlen + j)) continue;
        xw[j] = value;
        if (bw && !bw[j]) {
          bw[j] = 1;
          d++;
        }
      }
      return d;
    });
  };
  switch (cs) {
    case 1: delta = fill(uint8_t{}); break;
    case 2: delta = fill(uint16_t{}); break;
    case 4: delta = fill(uint32_t{}); break;
    case 8: delta = fill(uint64_t{}); break;
    default:
      delta = region_tasks(nv, nx, [&](int64_t v, int64_t j0, int64_t j1) -> int64_t {
        int64_t d = 0;
        for (int64_t j = j0; j < j1; j++) {
          const int64_t pos = v * vlen + j;
          if (!x.ms.dense_at(pos)) continue;
          std::memcpy(X + size_t(pos) * cs, sc, cs);
          if (B && !B[pos]) {
            B[pos] = 1;
            d++;
          }
        }
        return d;
      });
  }
  return delta;
}

// A bitmap or full operand into all of C through a bitmap or full mask of C's shape, no
// accumulator, no replace (a traversal's parent update pi<q,struct> = q after a pull step): position
// by position, where the mask is true C takes A's entry, or loses its own when A has none.
int64_t put_dense_operand(const DenseUpdate& u, int64_t vdim) {
  const Ctx& x = u.x;
  char* const X = u.X;
  int8_t* const B = u.B;
  const size_t cs = u.cs;
  const int64_t vlen = u.vlen;
  const int8_t* __restrict ab = x.dense_a->format == Format::Bitmap ? x.dense_a->B() : nullptr;
  return region_tasks(vdim, vlen, [&](int64_t v, int64_t j0, int64_t j1) -> int64_t {
    int64_t d = 0;
    for (int64_t pos = v * vlen + j0, stop = v * vlen + j1; pos < stop; pos++) {
      if (!x.ms.dense_at(pos)) continue;
      if (!ab || ab[pos]) {
        if (X) x.vals.put(X + size_t(pos) * cs, pos);
        if (B && !B[pos]) {
          B[pos] = 1;
          d++;
        }
      } else if (B && B[pos]) {
        B[pos] = 0;
        d--;
      }
    }
    return d;
  });
}

// Every position of C(I,J), then, with GrB_REPLACE, those outside it where the mask is false.
int64_t update_region(const DenseUpdate& u, int64_t vdim) {
  const Ctx& x = u.x;
  int8_t* const B = u.B;
  const int64_t vlen = u.vlen;
  const int64_t nv = x.V.n, nx = x.X.n;
  const bool has_mask = x.mk != AssignMaskKind::None;
  // every position of C(I,J)
  int64_t delta = region_tasks(nv, nx, [&](int64_t r, int64_t c0, int64_t c1) -> int64_t {
    const int64_t v = x.V.at(r);
    Cursor mc = x.cursor(v, r);
    ACur ac = u.a_cursor(r);
    int64_t d = 0;
    for (int64_t cc = c0; cc < c1; cc++) {
      const int64_t j = x.X.at(cc);
      int64_t apos = 0;
      const bool hin = u.a_get(ac, cc, &apos);
      const bool mv = mc.get(x.sub() ? cc : j) != x.comp;
      d += u.apply(v * vlen + j, mv, hin, apos);
    }
    return d;
  });
  // GrB_REPLACE outside C(I,J): delete where the mask is false. Nothing to delete in a C of no
  // positions, whose vlen alone may be 2^60 (a 0-by-2^60 bitmap): xin is sized by vlen.
  if (x.replace && x.scope != Scope::None && (has_mask || x.comp) && vlen > 0 && vdim > 0) {
    gb::vector<char> xin(static_cast<size_t>(vlen), 0);
    for (int64_t cc = 0; cc < nx; cc++) xin[size_t(x.X.at(cc))] = 1;
    auto outside = [&](int64_t v, int64_t r, int64_t j0, int64_t j1) -> int64_t {
      Cursor mc = x.cursor(v, r);
      int64_t d = 0;
      for (int64_t j = j0; j < j1; j++) {
        const bool in_x = xin[size_t(j)] != 0;
        if (r >= 0 && in_x) continue;  // inside C(I,J)
        if (!x.in_scope(r, in_x ? 0 : -1)) continue;
        const int64_t pos = v * vlen + j;
        if (B[pos] && mc.get(j) == x.comp) {
          B[pos] = 0;
          d--;
        }
      }
      return d;
    };
    if (x.scope == Scope::Vectors) {
      delta += region_tasks(nv, vlen, [&](int64_t r, int64_t j0, int64_t j1) {
        return outside(x.V.at(r), r, j0, j1);
      });
    } else {
      delta += region_tasks(vdim, vlen, [&](int64_t v, int64_t j0, int64_t j1) {
        return outside(v, nv > 0 ? x.V.find(v) : -1, j0, j1);
      });
    }
  }
  return delta;
}

// iso_value: the result's one value when it is iso (result_is_iso), else null.
GrB_Info bitmap_path(const Ctx& x, const StorePtr& C, bool steal, GrB_Type ctype, const unsigned char* iso_value,
                     StorePtr* out) {
  const size_t cs = x.vals.cs;
  const int64_t vlen = C->vlen, vdim = C->vdim, total = vlen * vdim;
  const bool acc = x.vals.has_accum;
  const bool deletions = x.replace || (!acc && !(x.scalar && x.scalar_present));
  std::shared_ptr<Store> s;
  const GrB_Info info = iso_value ? writable_structure(C, steal, ctype, cs, deletions, iso_value, &s)
                                  : writable_dense(C, steal, ctype, cs, deletions, &s);
  if (info != GrB_SUCCESS) return info;
  char* const X = iso_value ? nullptr : static_cast<char*>(s->X());
  const DenseUpdate u{x, X, s->format == Format::Bitmap ? s->B() : nullptr, cs, vlen, acc};
  const int64_t nv = x.V.n, nx = x.X.n;
  const bool has_mask = x.mk != AssignMaskKind::None;
  int64_t delta = 0;
  if (has_mask && !x.comp && !x.replace && x.ms.sparse &&
      (x.sub() || x.mk == AssignMaskKind::Full || (x.line() && x.line_keyed))) {
    delta = update_by_mask_entries(u);
  } else if (!has_mask && !x.comp && acc && !x.replace && !x.scalar) {
    delta = update_by_operand_entries(u);
  } else if (X && x.scalar && x.scalar_present && !x.vals.scalar_c.empty() && !acc && !x.replace && !x.comp &&
             x.mk == AssignMaskKind::Full && !x.ms.sparse && x.V.is_identity() && x.X.is_identity() && nv == vdim &&
             nx == vlen) {
    delta = fill_scalar_through_dense_mask(u, total);
  } else if (x.dense_a) {
    delta = put_dense_operand(u, vdim);
  } else {
    delta = update_region(u, vdim);
  }
  s->nvals = C->nvals + delta;
  *out = s;
  return GrB_SUCCESS;
}

// C<M, replace> = A over all of C with M sparse or hypersparse (not complemented), A bitmap or
// full in M's orientation, no accumulator: the result is M's true entries where A has an entry,
// with A's values. Each mask entry looks A up by position, so the cost is M's size and A is never
// converted to sparse (a traversal's t<q, replace> = degree, where the degree count left a bitmap
// vector: the conversion would touch every position, this loop only the mask's). Chunks of mask entries as in
// select_value_sparse: pass 1 counts what each chunk keeps, pass 2 copies at the chunk's offset
// and records each vector's start as it passes it.
GrB_Info masked_gather_dense(const AssignSpec& spec, const Store& M, const Store& A, StorePtr* out) {
  const SparseView m(M);
  MaskSrc ms;
  ms.init(M, spec.structural);
  const int64_t nvals = m.nvals(), nvec = m.nvec, vlen = M.vlen;
  const VectorPlan plan = same_vectors(m);
  OutputBuilder ob;
  if (!ob.begin(spec.ctype, M.vlen, M.vdim, M.by_row, plan)) return GrB_OUT_OF_MEMORY;
  const int8_t* ab = A.format == Format::Full ? nullptr : A.B();
  const int64_t* mi = m.i;
  const int64_t* mp = m.p;
  // keep(p, k): mask entry p of vector slot k is true and A has an entry there
  auto keep = [&](int64_t p, int64_t k) {
    return ms.value(p) && (ab == nullptr || ab[m.vector_id(k) * vlen + mi[p]] != 0);
  };
  // the vector slot holding entry position pos
  auto slot_of = [&](int64_t pos) { return int64_t(std::upper_bound(mp, mp + nvec + 1, pos) - mp) - 1; };
  if (nvals == 0) {  // no mask entry: an empty result (p may be absent when M has no vectors)
    std::fill(ob.P, ob.P + nvec + 1, int64_t(0));
    if (!ob.allocate(TypeRef(spec.ctype).size, false, true)) return GrB_OUT_OF_MEMORY;
    *out = ob.finish();
    return GrB_SUCCESS;
  }
  const Chunks ch(nvals, 16384, 4096);
  gb::vector<int64_t> off(size_t(ch.count) + 1, 0);
  parallel_for(ch.count, nvals, [&](int64_t c) {
    int64_t kept = 0;
    const int64_t e = ch.end(c);
    for (int64_t p = ch.begin(c), k = p < e ? slot_of(p) : 0; p < e; p++) {
      while (mp[k + 1] <= p) k++;
      kept += keep(p, k) ? 1 : 0;
    }
    off[size_t(c)] = kept;
  });
  const int64_t total = exclusive_scan(off.data(), ch.count);
  int64_t* P = ob.P;
  P[nvec] = total;
  const TypeRef ct(spec.ctype);
  const size_t cs = ct.size;
  const CastFn a2c = cast_or_null(ct.code, A.code);
  if (!ob.allocate(cs, A.iso, true)) return GrB_OUT_OF_MEMORY;
  if (A.iso) {
    if (a2c) a2c(ob.X, A.X(), 1);
    else std::memcpy(ob.X, A.X(), cs);
  }
  const char* ax = static_cast<const char*>(A.X());
  const size_t as = A.tsize;
  int64_t* oi = ob.I;
  char* ox = ob.X;
  // one value from A's position pos to output position q, typed when no cast is needed
  auto copy_value = [&](auto word, int64_t q, int64_t pos) {
    using W = decltype(word);
    if constexpr (sizeof(W) == 1) {
      if (a2c) a2c(ox + size_t(q) * cs, ax + size_t(pos) * as, 1);
      else std::memcpy(ox + size_t(q) * cs, ax + size_t(pos) * as, cs);
    } else {
      reinterpret_cast<W*>(ox)[q] = reinterpret_cast<const W*>(ax)[pos];
    }
  };
  auto fill = [&](auto word) {
    parallel_for(ch.count, nvals, [&](int64_t c) {
      const int64_t cb = ch.begin(c), ce = ch.end(c);
      int64_t q = off[size_t(c)];
      int64_t k = std::lower_bound(mp, mp + nvec + 1, cb) - mp;  // first vector starting at or after cb
      auto copy_kept = [&](int64_t b, int64_t e, int64_t slot) {
        const int64_t base = slot >= 0 ? m.vector_id(slot) * vlen : 0;
        for (int64_t p = b; p < e; p++) {
          if (!keep(p, slot)) continue;
          oi[q] = mi[p];
          if (!A.iso) copy_value(word, q, base + mi[p]);
          q++;
        }
      };
      if (cb < std::min(mp[k], ce)) copy_kept(cb, std::min(mp[k], ce), slot_of(cb));
      for (; k < nvec && mp[k] < ce; k++) {
        P[k] = q;
        copy_kept(mp[k], std::min(mp[k + 1], ce), k);
      }
    });
  };
  const bool typed = !a2c && !A.iso && ct.code != TypeCode::UDT;
  if (typed && cs == 8) fill(int64_t());
  else if (typed && cs == 4) fill(int32_t());
  else if (typed && cs == 2) fill(int16_t());
  else fill(char());  // bytes, UDTs and casts through the type-erased path
  for (int64_t k = std::lower_bound(mp, mp + nvec + 1, nvals) - mp; k < nvec; k++) P[k] = total;
  *out = ob.finish();
  return GrB_SUCCESS;
}

}  // namespace

// Whether the result is iso, and its value (SuiteSparse's GB_subassigner_method): the assigned
// value is one (a scalar, an iso A, or an A of one entry that is not a bitmap), and C was empty or
// iso with that value (with an accumulator, iso and unchanged by accumulating it); or the whole of
// C is assigned without a mask (C = x, C = A), or the whole of an empty C through a structural
// mask from a scalar or a dense A.
bool result_is_iso(const AssignSpec& spec, const Store& C, const Store* A, const Vals& vals, TypeCode acode,
                   const TypeRef& ct, gb::vector<unsigned char>* value) {
  if (ct.code == TypeCode::None) return false;
  const bool one_value = spec.scalar ? spec.scalar_present
                                     : (vals.a_iso || (A && A->nvals == 1 && A->format != Format::Bitmap));
  if (!one_value) return false;
  if (spec.scalar) {
    *value = vals.scalar_c;
  } else {
    value->assign(std::max<size_t>(ct.size, 1), 0);
    cast_value(ct.code, value->data(), acode, vals.ax, ct.size);
    value->resize(ct.size);
  }
  const bool c_empty = C.nvals == 0;
  const bool c_ok = c_empty || (C.iso && std::memcmp(C.X(), value->data(), ct.size) == 0);
  if (spec.accum.has) {
    if (!c_ok || !C.iso) return false;
    if (c_empty) return true;
    // c = accum(c, a) must be c again
    const BinaryOpRef& f = spec.accum.op;
    gb::vector<unsigned char> xv(std::max<size_t>(f.x.size, 16)), yv(std::max<size_t>(f.y.size, 16)),
        zv(std::max<size_t>(f.z.size, 16)), cv(std::max<size_t>(ct.size, 16));
    cast_value(f.x.code, xv.data(), ct.code, C.X(), f.x.size);
    if (spec.scalar) cast_value(f.y.code, yv.data(), spec.scalar_type.code, spec.scalar_value.data(), f.y.size);
    else cast_value(f.y.code, yv.data(), acode, vals.ax, f.y.size);
    f.fn(zv.data(), xv.data(), yv.data());
    cast_value(ct.code, cv.data(), f.z.code, zv.data(), ct.size);
    return std::memcmp(cv.data(), value->data(), ct.size) == 0;
  }
  const bool whole = spec.I.is_identity() && spec.J.is_identity() && uint64_t(spec.I.n) == C.nrows() &&
                     uint64_t(spec.J.n) == C.ncols();
  const bool no_mask = spec.mask_kind == AssignMaskKind::None && !spec.complement;
  if (whole && no_mask) return true;  // C = x, C = A
  int64_t total = 0;
  const bool a_dense = A && dense_size(*A, &total) && A->nvals == total;
  if (whole && c_empty && spec.mask_kind != AssignMaskKind::None && !spec.complement && spec.structural &&
      (spec.scalar || a_dense))
    return true;  // C<M,struct> = x or a dense A, C empty
  return c_ok;
}

namespace {

// C(:,:) = scalar with no mask and no accumulator: every entry gets the value, an iso full store
// (O(1), as SuiteSparse: a ranking's teleport vector, dense vector initialization). GrB_NO_VALUE
// when the assign is not that.
GrB_Info fill_with_scalar(const AssignSpec& spec, const Store& C, StorePtr* out) {
  if (!(spec.scalar && spec.scalar_present && spec.mask_kind == AssignMaskKind::None && !spec.complement &&
        !spec.accum.has && spec.I.is_identity() && spec.J.is_identity() && uint64_t(spec.I.n) == C.nrows() &&
        uint64_t(spec.J.n) == C.ncols()))
    return GrB_NO_VALUE;
  int64_t total = 0;
  const TypeRef ct(spec.ctype);
  if (!dense_size(C, &total) || total <= 0 || ct.code == TypeCode::None) return GrB_NO_VALUE;
  auto s = gb::make_shared<Store>();
  s->type = spec.ctype;
  s->code = ct.code;
  s->tsize = ct.size;
  s->vlen = C.vlen;
  s->vdim = C.vdim;
  s->by_row = C.by_row;
  s->format = Format::Full;
  s->iso = true;
  s->nvec = C.vdim;
  s->nvals = total;
  s->x = Buffer::allocate(std::max<size_t>(ct.size, 1), true);
  if (!s->x) return GrB_OUT_OF_MEMORY;
  cast_value(ct.code, s->X(), spec.scalar_type.code, spec.scalar_value.data(), ct.size);
  *out = s;
  return GrB_SUCCESS;
}

// The mask in the kernel's orientation (its rows and columns in the normalized order Vp, Xp
// when perm), into x's mask fields; *Mo keeps it alive.
GrB_Info orient_mask(const AssignSpec& spec, const StorePtr& M, bool perm, const IndexList& Vp, const IndexList& Xp,
                     Ctx* x, StorePtr* Mo) {
  x->mk = M ? spec.mask_kind : AssignMaskKind::None;
  x->comp = spec.complement;
  x->replace = spec.replace;
  if (!M) return GrB_SUCCESS;
  const bool dense = !M->is_sparse_or_hyper();
  switch (x->mk) {
    case AssignMaskKind::Sub:
      *Mo = (dense && M->by_row == x->o) ? M : sparse_in_orientation(M, x->o);
      if (*Mo && perm) {
        StorePtr t;
        GrB_Info info = extract_oriented(*Mo, Vp, Xp, &t);
        if (info != GrB_SUCCESS) return info;
        *Mo = t;
      }
      break;
    case AssignMaskKind::Full: *Mo = (dense && M->by_row == x->o) ? M : sparse_in_orientation(M, x->o); break;
    default: *Mo = M; break;  // a vector
  }
  if (!*Mo) return GrB_OUT_OF_MEMORY;
  x->ms.init(**Mo, spec.structural);
  if (x->mk == AssignMaskKind::RowLine) {
    x->line_keyed = x->o;
    x->line_vec = spec.line;
  } else if (x->mk == AssignMaskKind::ColLine) {
    x->line_keyed = !x->o;
    x->line_vec = spec.line;
  }
  return GrB_SUCCESS;
}

// The operand's values and the accumulator's casts, into x.vals; returns the operand's type code.
TypeCode set_values(const AssignSpec& spec, const Store* Ao, Ctx* x) {
  const TypeRef ct(spec.ctype);
  Vals& vals = x->vals;
  vals.cs = ct.size;
  TypeCode acode;
  if (spec.scalar) {
    vals.ax = reinterpret_cast<const char*>(spec.scalar_value.data());
    vals.a_iso = true;
    vals.as = spec.scalar_type.size;
    acode = spec.scalar_type.code;
    if (x->scalar_present) {
      vals.scalar_c.resize(std::max<size_t>(ct.size, 1));
      cast_value(ct.code, vals.scalar_c.data(), acode, vals.ax, ct.size);
    }
  } else if (x->dense_a) {
    vals.ax = static_cast<const char*>(x->dense_a->X());
    vals.a_iso = x->dense_a->iso;
    vals.as = x->dense_a->tsize;
    acode = x->dense_a->code;
  } else {
    vals.ax = x->a.x;
    vals.a_iso = x->a.iso;
    vals.as = x->a.xs;
    acode = Ao->code;
  }
  vals.a2c = cast_or_null(ct.code, acode);
  if (spec.accum.has) {
    const BinaryOpRef& op = spec.accum.op;
    vals.has_accum = true;
    vals.fn = op.fn;
    vals.c2x = cast_or_null(op.x.code, ct.code);
    vals.a2y = cast_or_null(op.y.code, acode);
    vals.z2c = cast_or_null(ct.code, op.z.code);
    vals.xs = op.x.size;
    vals.ys = op.y.size;
    vals.zs = op.z.size;
  }
  return acode;
}

}  // namespace

GrB_Info assign_kernel(const AssignSpec& spec, const StorePtr& C, const StorePtr& M, const StorePtr& A, bool steal,
                       StorePtr* out) {
  if (GrB_Info filled = fill_with_scalar(spec, *C, out); filled != GrB_NO_VALUE) return filled;
  if (!spec.scalar && !spec.tran && M && M->is_sparse_or_hyper() && !A->is_sparse_or_hyper() &&
      spec.mask_kind == AssignMaskKind::Full && !spec.complement && spec.replace && !spec.accum.has &&
      spec.scope == AssignScope::All && spec.I.is_identity() && spec.J.is_identity() &&
      uint64_t(spec.I.n) == C->nrows() && uint64_t(spec.J.n) == C->ncols() && M->by_row == C->by_row &&
      A->by_row == C->by_row && A->vlen == M->vlen && A->vdim == M->vdim) {
    return masked_gather_dense(spec, *M, *A, out);
  }
  // C<M, replace> = A (or a scalar) over all of C through a non-complemented mask, no accumulator:
  // nothing of C survives (outside the mask GrB_REPLACE deletes it, inside it Z = A replaces it),
  // so the result is built from an empty sparse C, whose path drives a sparse mask's entries into
  // the operand: the cost is the mask's size, whatever C's format (a traversal's bookkeeping
  // t<q, replace> = degree on a t left a bitmap by an earlier, larger frontier walked every
  // position of t).
  if (M && M->is_sparse_or_hyper() && spec.mask_kind == AssignMaskKind::Full && !spec.complement && spec.replace &&
      !spec.accum.has && spec.scope == AssignScope::All && spec.I.is_identity() && spec.J.is_identity() &&
      uint64_t(spec.I.n) == C->nrows() && uint64_t(spec.J.n) == C->ncols() && !C->is_sparse_or_hyper()) {
    StorePtr empty = make_empty(spec.ctype, C->nrows(), C->ncols(), C->by_row);
    if (!empty) return GrB_OUT_OF_MEMORY;
    return assign_kernel(spec, empty, M, A, false, out);
  }
  Ctx x;
  x.o = C->by_row;
  const IndexList& V0 = x.o ? spec.I : spec.J;
  const IndexList& X0 = x.o ? spec.J : spec.I;
  IndexList Vp, Xp;
  bool vch = false, xch = false;
  normalize(V0, &x.V, &Vp, &vch);
  normalize(X0, &x.X, &Xp, &xch);
  const bool perm = vch || xch;

  // the operand, |V|-by-|X| in C's orientation, rows and columns in normalized order
  StorePtr Ao;
  x.scalar = spec.scalar;
  x.scalar_present = spec.scalar && spec.scalar_present;
  const bool whole_c = spec.I.is_identity() && spec.J.is_identity() && uint64_t(spec.I.n) == C->nrows() &&
                       uint64_t(spec.J.n) == C->ncols();
  if (!spec.scalar && !perm && whole_c && !spec.tran && !C->is_sparse_or_hyper() && !A->is_sparse_or_hyper() &&
      A->by_row == C->by_row && A->vlen == C->vlen && A->vdim == C->vdim && M && !M->is_sparse_or_hyper() &&
      M->by_row == C->by_row && spec.mask_kind == AssignMaskKind::Full && !spec.complement && !spec.replace &&
      !spec.accum.has) {
    x.dense_a = A.get();
  } else if (!spec.scalar) {
    Ao = oriented(A, spec.tran, x.o);
    if (!Ao) return GrB_OUT_OF_MEMORY;
    if (perm) {
      StorePtr t;
      GrB_Info info = extract_oriented(Ao, Vp, Xp, &t);
      if (info != GrB_SUCCESS) return info;
      Ao = t;
    }
    x.a = SparseView(*Ao);
  }

  // the mask
  StorePtr Mo;
  GB_TRY(orient_mask(spec, M, perm, Vp, Xp, &x, &Mo));
  switch (spec.scope) {
    case AssignScope::All: x.scope = Scope::All; break;
    case AssignScope::Rows: x.scope = x.o ? Scope::Vectors : Scope::Indices; break;
    case AssignScope::Cols: x.scope = x.o ? Scope::Indices : Scope::Vectors; break;
    default: x.scope = Scope::None; break;
  }
  x.mask_driven = x.scalar_present && x.mk != AssignMaskKind::None && !x.comp;

  // values
  const TypeRef ct(spec.ctype);
  const TypeCode acode = set_values(spec, Ao.get(), &x);
  const Vals& vals = x.vals;

  gb::vector<unsigned char> iso_value;
  const bool iso = result_is_iso(spec, *C, Ao.get(), vals, acode, ct, &iso_value);
  if (!C->is_sparse_or_hyper()) return bitmap_path(x, C, steal, spec.ctype, iso ? iso_value.data() : nullptr, out);
  GrB_Info info = sparse_path(x, C, spec.ctype, out);
  if (info != GrB_SUCCESS || !iso) return info;
  StorePtr t = with_iso_value(*out, iso_value);
  if (!t) return GrB_OUT_OF_MEMORY;
  *out = t;
  return GrB_SUCCESS;
}

}  // namespace gb
