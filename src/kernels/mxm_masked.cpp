// Masked products: only the entries of T that the mask allows are computed, straight into a buffer
// aligned with the mask's entries (so no symbolic phase and no sorting), then compacted.
//
//   masked dot:   T(v,w) = L(v,:) . D(w,:) for each mask entry (v,w). The two sorted rows are
//                 trimmed to their common k range, then intersected by lookup in the scattered
//                 left row, by galloping search of the shorter in the longer, or by a merge,
//                 whichever is cheapest. The monoid's terminal value stops a dot product early.
//   masked saxpy: the mask row is scattered (dense marker, or a hash table for huge dimensions),
//                 then T(v,:) = ⊕_k L(v,k) ⊗ R(k,:) keeps only the products that land in it.
//   grid dot:     no mask: every (L row, D vector) pair is a candidate (small outputs only), minus
//                 those a complemented mask excludes.
// Both traverse k in increasing order for every output entry.
#include "core/memory.hpp"
#include "kernels/blocked_loop.hpp"
#include "kernels/hyper_search.hpp"
#include "kernels/mxm_internal.hpp"

#include <cstring>
#include <memory>
#include <new>

namespace gb {
namespace axb {
namespace {

template <class S> struct MaskedKernel {
  const S& sr;
  const MaskedArgs& a;
  const size_t zs;
  // rows of the output: mask vectors (mask mode) or L vectors (grid mode)
  int64_t nrows = 0;
  int64_t nD = 0;                 // grid: candidates per row
  gb::vector<int64_t> lslot;     // mask mode: L slot of each mask vector (-1: none)
  bool lslot_is_row = false;      // mask mode with L and the mask not hypersparse: the slot is r
  gb::vector<int8_t> present;
  gb::vector<int64_t> counts;    // masked saxpy, count semiring: per candidate, then the spares
  // Spare counts take the products outside the mask row: kSpares per workspace, chosen by the
  // product's index (j % kSpares), so the increments of consecutive outside products do not form
  // one serial chain through a single counter (with one spare, tc at R-MAT scale 18 ran ~30%
  // slower than the branching loop: most of its products fall outside the mask row). Each
  // workspace's spares start kSpareStride entries after the previous one's, past the candidates:
  // a gap of 64 bytes, so two threads never share a cache line.
  static constexpr int64_t kSpares = 8;
  static constexpr int64_t kSpareStride = 16;
  // values aligned with the candidates: read only where `present` is set, so never initialized
  unique_array<char> vals_buf;
  char* vals = nullptr;

  MaskedKernel(const S& s, const MaskedArgs& args) : sr(s), a(args), zs(s.zsize()) {}

  int64_t cstart(int64_t r) const { return a.grid ? r * nD : a.mask->s.p[r]; }
  int64_t row_vid(int64_t r) const { return a.grid ? a.L.s.vector_id(r) : a.mask->s.vector_id(r); }
  int64_t row_lslot(int64_t r) const { return (a.grid || lslot_is_row) ? r : lslot[size_t(r)]; }
  int64_t cand_w(int64_t r, int64_t c) const { return a.grid ? a.D.s.vector_id(c - r * nD) : a.mask->s.i[c]; }

  // dot products of the candidates [cb, ce) of one output row
  void dot_row(Workspace& ws, int64_t r, int64_t cb, int64_t ce) {
    const int64_t ls = row_lslot(r);
    if (ls < 0) return;
    const Operand& L = a.L;
    const Operand& D = a.D;
    const int64_t l0 = L.s.p[ls], l1 = L.s.p[ls + 1];
    if (l0 == l1) return;
    const int64_t v = row_vid(r);
    const int64_t c0 = std::max(cstart(r), cb), c1 = std::min(cstart(r + 1), ce);
    const int64_t crow0 = cstart(r);
    char* tmp = ws.tmp.data();
    char* out = vals;
    // scatter the left row when it will be looked up more than once
    int64_t* lpos = nullptr;
    uint64_t* lbits = nullptr;
    if constexpr (S::count_only) {
      if (!ws.bits.empty() && c1 - c0 >= 2) {
        lbits = ws.bits.data();
        for (int64_t p = l0; p < l1; p++) lbits[L.s.i[p] >> 6] |= uint64_t(1) << (L.s.i[p] & 63);
      }
    } else if (!ws.pos.empty() && c1 - c0 >= 2 && l1 - l0 >= 4) {
      lpos = ws.pos.data();
      for (int64_t p = l0; p < l1; p++) lpos[L.s.i[p]] = p;
    }
    // grid with a complemented mask: scatter the mask row
    int64_t base = 0;
    if (a.grid && a.cmask) {
      base = ws.next_stamp();
      const int64_t ms = a.cmask->s.slot(v);
      if (ms >= 0)
        for (int64_t q = a.cmask->s.p[ms]; q < a.cmask->s.p[ms + 1]; q++)
          if (a.cmask->on(q)) ws.mark[size_t(a.cmask->s.i[q])] = base + 1;
    }
    int64_t dfrom = 0;
    // A D row per candidate, at the candidate's column (its slot: D is not hypersparse), for the
    // candidates a few steps ahead: the mask's indices run on into the next rows
    const bool prefetch_d = !a.grid && !D.s.hyper;
    const int64_t* __restrict const mi = a.grid ? nullptr : a.mask->s.i;
    const int64_t m_end = a.grid ? 0 : a.mask->s.p[a.mask->s.nvec];
    for (int64_t c = c0; c < c1; c++) {
      if (prefetch_d) prefetch_rows_ahead(mi, c, m_end, D.s.p, D.s.i);
      if (!a.grid && !a.mask->on(c)) continue;
      int64_t ds;
      int64_t w;
      if (a.grid) {
        ds = c - crow0;
        w = D.s.vector_id(ds);
        if (a.cmask && ws.mark[size_t(w)] == base + 1) continue;
      } else {
        w = a.mask->s.i[c];
        ds = slot_after(D.s, w, &dfrom);
        if (ds < 0) continue;
      }
      if constexpr (S::count_only) {
        using Z = typename S::Z;
        const int64_t d0 = D.s.p[ds], d1 = D.s.p[ds + 1];
        int64_t cnt = 0;
        if (lbits && d1 - d0 <= 16) {
          // a short D row (a mesh's): test each of its entries in the scattered left row;
          // intersect_count's trimming searches and cost logarithms cost more than that. Longer
          // rows keep intersect_count, whose trimming to the common range pays for them.
          const int64_t* __restrict di = D.s.i;
          for (int64_t pd = d0; pd < d1; pd++) cnt += int64_t((lbits[di[pd] >> 6] >> (di[pd] & 63)) & 1);
        } else {
          cnt = intersect_count(L.s.i, l0, l1, D.s.i, d0, d1, lbits);
        }
        if (cnt) {
          reinterpret_cast<Z*>(out)[c] = Z(cnt);
          present[size_t(c)] = 1;
        }
      } else if (dot_one(sr, out, c, L, l0, l1, D, D.s.p[ds], D.s.p[ds + 1], lpos, v, w, tmp)) {
        present[size_t(c)] = 1;
      }
    }
    if (lbits)
      for (int64_t p = l0; p < l1; p++) lbits[L.s.i[p] >> 6] = 0;
    if (lpos)
      for (int64_t p = l0; p < l1; p++) lpos[L.s.i[p]] = -1;
  }

  // masked saxpy of one output row
  void saxpy_row(Workspace& ws, int64_t r, bool use_hash) {
    const int64_t ls = row_lslot(r);
    if (ls < 0) return;
    const Operand& L = a.L;
    const Operand& R = a.R;
    const SparseView& l = L.s;
    const SparseView& rr = R.s;
    const MaskOperand& M = *a.mask;
    const int64_t c0 = M.s.p[r], c1 = M.s.p[r + 1];
    const int64_t v = row_vid(r);
    char* tmp = ws.tmp.data();
    char* __restrict out = vals;
    int8_t* __restrict pres = present.data();
    int64_t mmin = INT64_MAX, mmax = -1, nm = 0;
    for (int64_t c = c0; c < c1; c++) {
      if (!M.on(c)) continue;
      mmin = std::min(mmin, M.s.i[c]);
      mmax = std::max(mmax, M.s.i[c]);
      nm++;
    }
    if (nm == 0) return;
    // each product: j -> candidate c (or -1)
    const int64_t* __restrict lp = l.p;
    const int64_t* __restrict li = l.i;
    const int64_t* __restrict rp = rr.p;
    const int64_t* __restrict ri = rr.i;
    const int64_t* __restrict ks = a.kslot;
    const char* lx = L.x;
    const char* rx = R.x;
    const bool liso = L.iso, riso = R.iso;
    const S sr_ = sr;
    const int64_t l_end = lp[l.nvec];
    auto run = [&](auto&& lookup) {
      for (int64_t p = lp[ls]; p < lp[ls + 1]; p++) {
        prefetch_rows_ahead(ks ? ks : li, p, l_end, rp, ri);
        const int64_t s = ks ? ks[p] : li[p];
        if (s < 0) continue;
        const int64_t kk = li[p], pl = liso ? 0 : p;
        int64_t q = rp[s];
        const int64_t q1 = rp[s + 1];
        if (q == q1 || ri[q] > mmax || ri[q1 - 1] < mmin) continue;
        if (ri[q] < mmin && q1 - q > 16) q = std::lower_bound(ri + q, ri + q1, mmin) - ri;
        for (; q < q1; q++) {
          const int64_t j = ri[q];
          if (j > mmax) break;
          const int64_t c = lookup(j);
          if (c < 0) continue;
          if (!pres[c]) {
            pres[c] = 1;
            sr_.set(out, c, lx, pl, rx, riso ? 0 : q, v, kk, j, tmp);
          } else {
            sr_.upd(out, c, lx, pl, rx, riso ? 0 : q, v, kk, j, tmp);
          }
        }
      }
    };
    if constexpr (S::count_only) {
      if (!use_hash) {
        // Count semiring: every product adds 1 to its candidate's count, branch-free. sink[j] is
        // the candidate of mask entry j in this row, and elsewhere this workspace's spare count
        // (ws.stamp, past the candidates, 64 bytes from anything another thread writes; reset
        // after the row); the counts become the values (Z(count): wrapping like repeated adds)
        // and present is set where a count is nonzero.
        int64_t* __restrict sink = ws.pos.data();
        int64_t* __restrict cnt = counts.data();
        const int64_t* __restrict mi = M.s.i;
        const int64_t spare = ws.stamp;
        for (int64_t c = c0; c < c1; c++)
          if (M.on(c)) sink[mi[c]] = c;
        for (int64_t p = lp[ls]; p < lp[ls + 1]; p++) {
          prefetch_rows_ahead(ks ? ks : li, p, l_end, rp, ri);
          const int64_t s = ks ? ks[p] : li[p];
          if (s < 0) continue;
          int64_t q = rp[s];
          const int64_t q1 = rp[s + 1];
          if (q == q1 || ri[q] > mmax || ri[q1 - 1] < mmin) continue;
          if (ri[q] < mmin && q1 - q > 16) q = std::lower_bound(ri + q, ri + q1, mmin) - ri;
          for (; q < q1; q++) {
            const int64_t j = ri[q];
            if (j > mmax) break;
            cnt[sink[j]]++;
          }
        }
        using Z = typename S::Z;
        Z* __restrict z = reinterpret_cast<Z*>(out);
        for (int64_t c = c0; c < c1; c++) {
          sink[mi[c]] = spare + (mi[c] & (kSpares - 1));
          const int64_t n = cnt[c];
          z[c] = Z(n);
          pres[c] = n != 0;
        }
        return;
      }
    }
    if (!use_hash) {
      // pos[j] = candidate of mask entry j in this row, -1 elsewhere (reset after the row)
      int64_t* __restrict pos = ws.pos.data();
      const int64_t* __restrict mi = M.s.i;
      for (int64_t c = c0; c < c1; c++)
        if (M.on(c)) pos[mi[c]] = c;
      run([&](int64_t j) -> int64_t { return pos[j]; });
      for (int64_t c = c0; c < c1; c++) pos[mi[c]] = -1;
    } else {
      int64_t bits = 4;
      while ((int64_t(1) << bits) < 2 * nm) bits++;
      const int64_t hm = (int64_t(1) << bits) - 1;
      const int shift = int(64 - bits);
      int64_t* key = ws.hkey.data();
      int64_t* hp = ws.hpos.data();
      std::fill(key, key + hm + 1, int64_t(-1));
      auto slot_of = [&](int64_t j) {
        int64_t h = int64_t((uint64_t(j) * 0x9E3779B97F4A7C15ULL) >> shift);
        while (key[h] != -1 && key[h] != j) h = (h + 1) & hm;
        return h;
      };
      for (int64_t c = c0; c < c1; c++) {
        if (!M.on(c)) continue;
        const int64_t h = slot_of(M.s.i[c]);
        key[h] = M.s.i[c];
        hp[h] = c;
      }
      run([&](int64_t j) -> int64_t {
        const int64_t h = slot_of(j);
        return key[h] == j ? hp[h] : -1;
      });
    }
  }

  // compact() for mask mode with typed values: the same store (vector r holds the present
  // candidates of mask vector r, in order; a hypersparse result drops its empty vectors), read
  // through local pointers (the general compact reaches the mask through its callbacks on every
  // candidate) and with the values copied as Z.
  StorePtr compact_mask_typed(bool hyper, int64_t vdim) const {
    using Z = typename S::Z;
    auto s = gb::make_shared<Store>();
    s->type = a.ztype;
    s->code = a.ztype->code;
    s->tsize = a.ztype->size;
    s->vlen = a.W;
    s->vdim = vdim;
    s->by_row = a.by_row;
    s->format = hyper ? Format::Hyper : Format::Sparse;
    s->nvec = nrows;
    s->p = Buffer::allocate(sizeof(int64_t) * size_t(nrows + 1), true);
    if (!s->p) return nullptr;
    if (hyper) {
      s->h = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nrows, 1)));
      if (!s->h) return nullptr;
    }
    int64_t* __restrict P = s->P();
    int64_t* __restrict H = s->H();
    const int64_t* __restrict mp = a.mask->s.p;
    const int64_t* __restrict mi = a.mask->s.i;
    const int64_t* __restrict mh = a.mask->s.h;
    const int8_t* __restrict pres = present.data();
    // the rows counted as work: a mask of many near-empty rows (a very sparse graph) spends its
    // time on the rows, not on their entries (kernels/blocked_loop.hpp)
    const int64_t work = (nrows > 0 ? mp[nrows] - mp[0] : 0) + nrows;
    auto for_rows = [&](auto&& body) { for_each_in_blocks(nrows, work, body); };
    for_rows([&](int64_t r) {
      int64_t c = 0;
      for (int64_t q = mp[r], q1 = mp[r + 1]; q < q1; q++) c += pres[q];
      P[r] = c;
      if (hyper) H[r] = mh[r];
    });
    const int64_t nz = exclusive_scan(P, nrows);
    s->nvals = nz;
    s->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nz, 1)));
    s->x = Buffer::allocate(std::max<size_t>(sizeof(Z) * size_t(nz), 1));
    if (!s->i || !s->x) return nullptr;
    int64_t* __restrict I = s->I();
    Z* __restrict X = static_cast<Z*>(s->X());
    const Z* __restrict V = reinterpret_cast<const Z*>(vals);
    for_rows([&](int64_t r) {
      // local copies: through the closure, every store to I or X would reload the pointers
      int64_t* __restrict const Ir = I;
      Z* __restrict const Xr = X;
      const int64_t* __restrict const mir = mi;
      const Z* __restrict const Vr = V;
      const int8_t* __restrict const pr = pres;
      // branch-free (a row's candidates are kept or dropped in no predictable pattern): each
      // candidate is written at the next output slot, which the next kept one overwrites if this
      // one is dropped; the row stops once its kept entries are all written, so nothing lands in
      // the next row's slots. A dropped candidate's value was never written: it is moved as bytes
      // (a load of it as bool would be undefined), which compiles to the same move.
      int64_t o = P[r];
      const int64_t o_end = P[r + 1];
      for (int64_t q = mp[r], q1 = mp[r + 1]; q < q1 && o < o_end; q++) {
        Ir[o] = mir[q];
        std::memcpy(Xr + o, Vr + q, sizeof(Z));
        o += pr[q];
      }
    });
    if (hyper) {
      // drop empty vectors
      int64_t k2 = 0;
      for (int64_t k = 0; k < s->nvec; k++) {
        if (P[k + 1] > P[k]) {
          H[k2] = H[k];
          P[k2] = P[k];
          k2++;
        }
      }
      P[k2] = nz;
      s->nvec = k2;
    }
    return s;
  }

  // Whether the dot rows' lookups cover enough of the K-position array each workspace fills
  // (dot_row scatters a left row into it when the row has two candidates or more and four
  // entries or more) to pay for filling it: a few short rows of a mesh against a dimension of
  // 10^5 would spend the call writing K positions and read a handful. The estimate is the
  // entries of the candidates' right rows those rows read; a call whose candidates alone reach
  // K/4 skips the count.
  bool lookups_pay_for_array() const {
    const int64_t K = a.K;
    const int64_t ncand = a.grid ? nrows * nD : a.mask->s.nvals();
    if (ncand >= K / 4) return true;
    const SparseView& l = a.L.s;
    const SparseView& d = a.D.s;
    int64_t reads = 0;
    for (int64_t r = 0; r < nrows && reads < K / 4; r++) {
      const int64_t c0 = cstart(r), c1 = cstart(r + 1);
      const int64_t ls = row_lslot(r);
      if (c1 - c0 < 2 || ls < 0 || l.p[ls + 1] - l.p[ls] < 4) continue;
      for (int64_t c = c0; c < c1; c++) {
        const int64_t ds = a.grid ? c - c0 : d.slot(a.mask->s.i[c]);
        if (ds >= 0) reads += d.p[ds + 1] - d.p[ds];
      }
    }
    return reads >= K / 4;
  }

  // Whether some mask row holds more than 1/64 of the candidates: only then are the dot's tasks
  // cut within rows, which takes a cost pass over every candidate (on a mesh, whose rows hold a
  // few candidates each, that pass cost as much as the products).
  bool has_long_mask_row() const {
    const int64_t ncand = a.mask->s.nvals();
    for (int64_t r = 0; r < nrows; r++)
      if ((cstart(r + 1) - cstart(r)) * 64 > ncand) return true;
    return false;
  }

  // Masked dot (mask mode): whether the tasks would run serially anyway, i.e. one thread, or
  // their work (the cost pass's: per candidate 2 + min(nd, nl * ceil_log2(nd + 1)), plus nl per
  // row, plus the candidates) stays under kMxmParallelWork. Summed candidate by candidate and
  // stopped as soon as it reaches the limit (a scan of D's rows for its longest one cost more
  // than the products of a small query against a large graph).
  bool serial_dot() const {
    if (max_threads() <= 1) return true;
    const SparseView& l = a.L.s;
    const SparseView& d = a.D.s;
    const int64_t* mi = a.mask->s.i;
    int64_t bound = a.mask->s.nvals();
    for (int64_t r = 0; r < nrows && bound < kMxmParallelWork; r++) {
      const int64_t c0 = cstart(r), c1 = cstart(r + 1);
      if (c0 == c1) continue;
      const int64_t ls = row_lslot(r);
      const int64_t nl = ls >= 0 ? l.p[ls + 1] - l.p[ls] : 0;
      if (nl == 0) continue;
      bound += nl;
      int64_t dfrom = 0;
      for (int64_t c = c0; c < c1 && bound < kMxmParallelWork; c++) {
        const int64_t ds = slot_after(d, mi[c], &dfrom);
        const int64_t nd = ds >= 0 ? d.p[ds + 1] - d.p[ds] : 0;
        bound += 2 + std::min(nd, nl * ceil_log2(nd + 1));
      }
    }
    return bound < kMxmParallelWork;
  }

  // Each workspace's scratch for the method chosen: the scattered left row (dot), the mask row's
  // positions or count sinks (saxpy), or hash tables sized to the longest mask row.
  void prepare_workspaces(WorkspacePool& pool, bool use_hash, int64_t max_mrow, int64_t ncand) {
    const bool lookup_ok = a.dot && dense_ok(a.K, 8, pool.size()) && lookups_pay_for_array();
    if (S::count_only && !a.dot && !use_hash)
      counts.assign(size_t(ncand) + size_t(kSpareStride) * (pool.ws.size() + 1), 0);
    for (size_t w = 0; w < pool.ws.size(); w++) {
      Workspace& ws = pool.ws[w];
      ws.tmp.resize(2 * std::max<size_t>(zs, 1));
      if (a.dot) {
        if (S::count_only) {
          if (dense_ok(a.K / 64 + 1, 0, pool.size())) ws.bits.assign(size_t(a.K / 64 + 1), 0);
        } else if (lookup_ok) ws.pos.assign(size_t(a.K), -1);
        if (a.grid && a.cmask) ws.mark.assign(size_t(a.W), 0);
      } else if (!use_hash) {
        // the count semiring's rows send products outside the mask to the workspace's spare count
        if (S::count_only) {
          ws.stamp = ncand + kSpareStride * int64_t(w + 1);
          ws.pos.resize(size_t(a.W));
          for (int64_t j = 0; j < a.W; j++) ws.pos[size_t(j)] = ws.stamp + (j & (kSpares - 1));
        } else {
          ws.pos.assign(size_t(a.W), -1);
        }
      } else {
        const int64_t hs = next_pow2(2 * max_mrow);
        ws.hkey.resize(size_t(hs));
        ws.hpos.resize(size_t(hs));
      }
    }
  }

  GrB_Info run(StorePtr* T) {
    const Operand& L = a.L;
    int64_t ncand;
    if (a.grid) {
      nrows = L.s.nvec;
      nD = a.D.s.nvec;
      ncand = nrows * nD;
    } else {
      nrows = a.mask->s.nvec;
      ncand = a.mask->s.nvals();
      lslot_is_row = !L.s.hyper && !a.mask->s.hyper && a.mask->s.vdim == L.s.vdim;
      if (!lslot_is_row) {
        lslot.resize(size_t(nrows));
        mxm_for(nrows, nrows, [&](int64_t r) { lslot[size_t(r)] = L.s.slot(a.mask->s.vector_id(r)); });
      }
    }
    present.assign(size_t(std::max<int64_t>(ncand, 1)), 0);
    vals_buf = alloc_array<char>(std::max<size_t>(size_t(ncand) * zs, 1));
    if (!vals_buf) return GrB_OUT_OF_MEMORY;
    vals = vals_buf.get();

    const SparseView& l = L.s;
    // masked saxpy: dense or hash mask scatter
    WorkspacePool pool;
    bool use_hash = false;
    int64_t max_mrow = 0;
    if (!a.dot) {
      use_hash = masked_saxpy_hashes(a.method, a.W, a.mask->s.nvals(), pool.size());
      if (use_hash)
        for (int64_t r = 0; r < nrows; r++) max_mrow = std::max(max_mrow, cstart(r + 1) - cstart(r));
    }
    prepare_workspaces(pool, use_hash, max_mrow, ncand);
    if (a.dot && !a.grid && serial_dot()) {
      // the candidate tasks below would run on this thread alone: no per-candidate cost pass
      with_workspace(pool, [&](Workspace& ws) {
        for (int64_t r = 0; r < nrows; r++)
          if (cstart(r + 1) > cstart(r)) dot_row(ws, r, cstart(r), cstart(r + 1));
      });
    } else if (a.dot && !a.grid && has_long_mask_row()) {
      // tasks over candidates, so that a long row (a hub's mask row) is shared by several tasks
      gb::vector<int64_t> ccost(size_t(ncand) + 1, 0);
      const SparseView& d = a.D.s;
      mxm_for(nrows, ncand + nrows, [&](int64_t r) {
        const int64_t c0 = cstart(r), c1 = cstart(r + 1);
        if (c0 == c1) return;
        const int64_t ls = row_lslot(r);
        const int64_t nl = ls >= 0 ? l.p[ls + 1] - l.p[ls] : 0;
        if (nl == 0) return;
        int64_t dfrom = 0;
        for (int64_t c = c0; c < c1; c++) {
          const int64_t ds = slot_after(d, a.mask->s.i[c], &dfrom);
          const int64_t nd = ds >= 0 ? d.p[ds + 1] - d.p[ds] : 0;
          ccost[size_t(c)] = 2 + std::min(nd, nl * ceil_log2(nd + 1));
        }
        ccost[size_t(c0)] += nl;
      });
      const int64_t ctotal = exclusive_scan(ccost.data(), ncand);
      Ranges tasks = balance(ccost.data(), ncand, 4096);
      const int64_t* mp = a.mask->s.p;
      mxm_for(tasks.count(), ctotal + ncand, [&](int64_t t) {
        const int64_t cb = tasks.start[size_t(t)], ce = tasks.start[size_t(t) + 1];
        if (cb >= ce || ccost[size_t(ce)] == ccost[size_t(cb)]) return;
        int64_t r = int64_t(std::upper_bound(mp, mp + nrows + 1, cb) - mp) - 1;
        with_workspace(pool, [&](Workspace& ws) {
          for (; r < nrows && cstart(r) < ce; r++)
            if (cstart(r + 1) > cb) dot_row(ws, r, cb, ce);
        });
      });
    } else if (!a.dot && !a.grid && max_threads() <= 1) {
      // masked saxpy on one thread: every row in order, no per-row cost pass or task split (a
      // row without work does nothing but read its mask row)
      with_workspace(pool, [&](Workspace& ws) {
        for (int64_t r = 0; r < nrows; r++)
          if (cstart(r + 1) > cstart(r)) saxpy_row(ws, r, use_hash);
      });
    } else {
      // work per row, for load balance
      gb::vector<int64_t> cost(size_t(nrows) + 1, 0);
      mxm_for(nrows, ncand + nrows, [&](int64_t r) {
        const int64_t ls = row_lslot(r);
        int64_t c = 0;
        if (ls >= 0 && l.p[ls + 1] > l.p[ls]) {
          const int64_t nl = l.p[ls + 1] - l.p[ls];
          if (a.dot) {
            c = nl + (cstart(r + 1) - cstart(r)) * 4;
          } else {
            for (int64_t p = l.p[ls]; p < l.p[ls + 1]; p++) {
              const int64_t s = a.kslot ? a.kslot[p] : l.i[p];
              if (s >= 0) c += a.R.s.p[s + 1] - a.R.s.p[s];
            }
            c += cstart(r + 1) - cstart(r);
          }
        }
        cost[size_t(r)] = c;
      });
      const int64_t total = exclusive_scan(cost.data(), nrows);
      Ranges tasks = balance(cost.data(), nrows, 8192);
      mxm_for(tasks.count(), total + nrows, [&](int64_t t) {
        with_workspace(pool, [&](Workspace& ws) {
          for (int64_t r = tasks.start[size_t(t)]; r < tasks.start[size_t(t) + 1]; r++) {
            if (cost[size_t(r) + 1] == cost[size_t(r)]) continue;
            if (a.dot) dot_row(ws, r, cstart(r), cstart(r + 1));
            else saxpy_row(ws, r, use_hash);
          }
        });
      });
    }
    // compact
    const bool hyper = a.grid ? L.s.hyper : a.mask->s.hyper;
    const int64_t vdim = a.grid ? L.s.vdim : a.mask->s.vdim;
    if constexpr (!S::generic && !S::pattern) {
      if (!a.grid && a.iso_value.empty() && zs == sizeof(typename S::Z)) {
        StorePtr out = compact_mask_typed(hyper, vdim);
        if (!out) return GrB_OUT_OF_MEMORY;
        *T = out;
        return GrB_SUCCESS;
      }
    }
    StorePtr out = compact(
        nrows, hyper, a.W, vdim, a.by_row, a.ztype, zs, a.iso_value, present.data(), vals,
        [&](int64_t r) { return cstart(r); }, [&](int64_t r, int64_t c) { return cand_w(r, c); },
        [&](int64_t r) { return row_vid(r); });
    if (!out) return GrB_OUT_OF_MEMORY;
    *T = out;
    return GrB_SUCCESS;
  }
};

}  // namespace

GrB_Info masked(const SemiringRef& sr, bool flip, const MaskedArgs& a, StorePtr* T) {
  return with_semiring(sr, flip, [&](const auto& s) {
    MaskedKernel<std::decay_t<decltype(s)>> kern(s, a);
    return kern.run(T);
  });
}

}  // namespace axb
}  // namespace gb
