// Gustavson saxpy: T(v,:) = ⊕_k L(v,k) ⊗ R(k,:), rows in parallel.
//
// Phase 0 counts the flops of every row and splits the rows into tasks of about equal flops (a
// power-law row costs what it costs, but its neighbours are spread over other tasks). Phase 1
// (symbolic) counts the entries of every row, a prefix sum gives the offsets, and phase 2
// (numeric) computes the values. Each row uses either a dense accumulator (a marker array stamped
// per row plus a value array, both of the output row's length) or, when the row's flops are much
// smaller than that length (hypersparse or huge dimensions), a hash table sized to the row. The
// dense accumulator spans only the columns the product can reach (the range of the R rows that
// L's entries select), so keys of a huge dimension that lie in a short range need no hash. A row
// with a single left entry is a scaled copy of one right row and needs no accumulator; a row of
// few products is sorted by column and folded into the output directly.
// Complemented masks: the mask row is scattered first and its entries are skipped. The right rows
// that the left entries a few positions ahead select are prefetched: on a graph whose rows hold a
// few entries each their loads are cache misses with little work in between.
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/memory.hpp"
#include "kernels/mxm_internal.hpp"

namespace gb {
namespace axb {
namespace {

// Dense accumulators (bitmap + values) up to this many bytes always stay in cache; beyond it a
// row much shorter than the output dimension uses a hash table.
constexpr int64_t kDenseCacheBytes = int64_t(1) << 22;
// A row of at most this many products (a mesh's rows) is sorted by column and folded straight
// into the output: scattering it into an accumulator of the full row length costs a cache miss
// per product once that accumulator outgrows the cache.
constexpr int64_t kSmallRowFlops = 32;
// the accumulator of each row; a small row is counted with the accumulator it would have had
// (a dense count touches only a bitmap that stays in cache) and filled by sorting
enum RowAccumulator : int8_t { kDenseRow = 0, kHashRow = 1, kSmallRowDenseCount = 2, kSmallRowSortCount = 3 };
// bits of a small row's gather position, below its column in one sort key
constexpr int kOrderBits = 5;
static_assert(kSmallRowFlops <= (int64_t(1) << kOrderBits), "a small row's positions fit kOrderBits");

template <class S> struct SaxpyKernel {
  const S& sr;
  const SaxpyArgs& a;
  const SparseView& l;
  const SparseView& r;
  const int64_t W;
  // The dense accumulator covers the right operand's column range [off, off + Wacc) only: keys
  // of a huge dimension (2^60 hypersparse) that fall in a short range then need no hash table.
  int64_t off = 0, Wacc;
  // whether a column less off fits above kOrderBits in a 32-bit or a 64-bit sort key (32 bits:
  // the counting compares four keys per vector instruction)
  enum PackedOrder : int8_t { kUnpacked, kPacked64, kPacked32 } packed_order = kUnpacked;
  const size_t zs;
  gb::vector<int64_t> fl;    // flops per row, then their prefix sums
  gb::vector<int64_t> mlen;  // complemented-mask entries per row (hash sizing)
  gb::vector<int8_t> row_acc;  // RowAccumulator
  OutputBuilder ob;

  SaxpyKernel(const S& s, const SaxpyArgs& args)
      : sr(s), a(args), l(args.L.s), r(args.R.s), W(args.W), Wacc(args.W), zs(s.zsize()) {}

  int64_t rslot(int64_t p) const { return a.kslot ? a.kslot[p] : l.i[p]; }

  // mask row of output vector v: [m0, m1) in the complemented mask
  void mask_row(int64_t v, int64_t& m0, int64_t& m1) const {
    m0 = m1 = 0;
    if (!a.cmask) return;
    const int64_t ms = a.cmask->s.slot(v);
    if (ms >= 0) {
      m0 = a.cmask->s.p[ms];
      m1 = a.cmask->s.p[ms + 1];
    }
  }

  //--------------------------------------------------------------------------------------------
  // dense accumulator: a presence bitmap of the output row (W bits, in L1 for W up to ~2^18)
  // plus a value array (W values, written at first touch, never initialized). The row's entries
  // come out in order by scanning the bitmap's touched words (or by sorting the list of new
  // indices when the row is much sparser than its range). The bitmap is zero between rows.
  // Complemented masks: the mask row's true entries are set in a second bitmap and skipped.
  //--------------------------------------------------------------------------------------------
  void mark_excluded(uint64_t* xb, int64_t v, bool set) const {
    int64_t m0, m1;
    mask_row(v, m0, m1);
    const int64_t* mi = a.cmask->s.i;
    for (int64_t q = m0; q < m1; q++) {
      if (!a.cmask->on(q)) continue;
      const int64_t j = mi[q];
      if (set) xb[j >> 6] |= uint64_t(1) << (j & 63);
      else xb[j >> 6] = 0;
    }
  }

  template <bool CM> int64_t count_dense(Workspace& ws, int64_t k, int64_t v) const {
    uint64_t* __restrict bits = ws.bits.data();
    const uint64_t* __restrict xb = ws.xbits.data();
    if (CM) mark_excluded(ws.xbits.data(), v, true);
    const int64_t* __restrict lp = l.p;
    const int64_t* __restrict li = l.i;
    const int64_t* __restrict rp = r.p;
    const int64_t* __restrict ri = r.i;
    const int64_t* __restrict ks = a.kslot;
    const int64_t joff = off;
    int64_t cnt = 0, wlo = INT64_MAX, whi = -1, f = 0;
    const int64_t* slots = ks ? ks : li;
    const int64_t pend = l.nvals();
    for (int64_t p = lp[k]; p < lp[k + 1]; p++) {
      prefetch_rows_ahead(slots, p, pend, rp, ri);
      const int64_t s = ks ? ks[p] : li[p];
      if (s < 0) continue;
      const int64_t q0 = rp[s], q1 = rp[s + 1];
      if (q0 == q1) continue;
      wlo = std::min(wlo, (ri[q0] - joff) >> 6);
      whi = std::max(whi, (ri[q1 - 1] - joff) >> 6);
      f += q1 - q0;
      for (int64_t q = q0; q < q1; q++) {
        const int64_t j = ri[q] - joff;
        const uint64_t b = uint64_t(1) << (j & 63);
        if (CM && (xb[j >> 6] & b)) continue;
        const uint64_t m = bits[j >> 6];
        cnt += (m & b) == 0;
        bits[j >> 6] = m | b;
      }
    }
    if (whi >= wlo) clear_bits(bits, k, wlo, whi, f);
    if (CM) mark_excluded(ws.xbits.data(), v, false);
    return cnt;
  }

  // zero the words [wlo, whi] of the bitmap, or only those the row's flops touched
  void clear_bits(uint64_t* bits, int64_t k, int64_t wlo, int64_t whi, int64_t f) const {
    const int64_t joff = off;
    if (whi - wlo + 1 <= 4 * f) {
      std::memset(bits + wlo, 0, sizeof(uint64_t) * size_t(whi - wlo + 1));
      return;
    }
    for (int64_t p = l.p[k]; p < l.p[k + 1]; p++) {
      const int64_t s = rslot(p);
      if (s < 0) continue;
      for (int64_t q = r.p[s]; q < r.p[s + 1]; q++) bits[(r.i[q] - joff) >> 6] = 0;
    }
  }

  template <bool CM> void fill_dense(Workspace& ws, int64_t k, int64_t v) const {
    uint64_t* __restrict bits = ws.bits.data();
    const uint64_t* __restrict xb = ws.xbits.data();
    char* __restrict vals = ws.vals.data();
    int64_t* __restrict list = ws.list.data();
    char* tmp = ws.tmp.data();
    if (CM) mark_excluded(ws.xbits.data(), v, true);
    const int64_t* __restrict lp = l.p;
    const int64_t* __restrict li = l.i;
    const int64_t* __restrict rp = r.p;
    const int64_t* __restrict ri = r.i;
    const int64_t* __restrict ks = a.kslot;
    const char* lx = a.L.x;
    const char* rx = a.R.x;
    const bool liso = a.L.iso, riso = a.R.iso;
    const S sr_ = sr;
    const int64_t joff = off;
    int64_t n = 0, wlo = INT64_MAX, whi = -1;
    const int64_t* slots = ks ? ks : li;
    const int64_t pend = l.nvals();
    for (int64_t p = lp[k]; p < lp[k + 1]; p++) {
      prefetch_rows_ahead(slots, p, pend, rp, ri);
      const int64_t s = ks ? ks[p] : li[p];
      if (s < 0) continue;
      const int64_t q0 = rp[s], q1 = rp[s + 1];
      if (q0 == q1) continue;
      wlo = std::min(wlo, (ri[q0] - joff) >> 6);
      whi = std::max(whi, (ri[q1 - 1] - joff) >> 6);
      const int64_t kk = li[p], pl = liso ? 0 : p;
      for (int64_t q = q0; q < q1; q++) {
        const int64_t j = ri[q] - joff;
        const uint64_t b = uint64_t(1) << (j & 63);
        if (CM && (xb[j >> 6] & b)) continue;
        const uint64_t m = bits[j >> 6];
        if (m & b) {
          sr_.upd(vals, j, lx, pl, rx, riso ? 0 : q, v, kk, j + joff, tmp);
        } else {
          bits[j >> 6] = m | b;
          list[n++] = j;
          sr_.set(vals, j, lx, pl, rx, riso ? 0 : q, v, kk, j + joff, tmp);
        }
      }
    }
    if (CM) mark_excluded(ws.xbits.data(), v, false);
    if (n == 0) return;
    int64_t o = ob.P[k];
    int64_t* __restrict I = ob.I;
    char* __restrict X = ob.X;
    int64_t lg = 1;
    while ((int64_t(1) << lg) < n) lg++;
    if ((whi >> 6) - (wlo >> 6) + 1 <= 8 * n * lg) {
      // the words holding the row's columns, marked from its list in a bitmap of words, then
      // visited in order: a mesh's row spans about three times as many words as it fills
      uint64_t* __restrict words = ws.words.data();
      for (int64_t t = 0; t < n; t++) {
        const int64_t w = list[t] >> 6;
        words[w >> 6] |= uint64_t(1) << (w & 63);
      }
      for (int64_t g = wlo >> 6; g <= (whi >> 6); g++) {
        uint64_t u = words[g];
        if (!u) continue;
        words[g] = 0;
        do {
          const int64_t w = (g << 6) + __builtin_ctzll(u);
          uint64_t m = bits[w];
          bits[w] = 0;
          const int64_t jb = w << 6;
          do {
            const int64_t j = jb + __builtin_ctzll(m);
            I[o] = j + joff;
            sr_.copy(X, o, vals, j);
            o++;
            m &= m - 1;
          } while (m);
          u &= u - 1;
        } while (u);
      }
    } else {
      sort_indices(list, n);
      for (int64_t t = 0; t < n; t++) {
        const int64_t j = list[t];
        bits[j >> 6] = 0;
        I[o + t] = j + joff;
        sr_.copy(X, o + t, vals, j);
      }
    }
  }

  //--------------------------------------------------------------------------------------------
  // hash accumulator (open addressing, linear probing; state 1 = masked out, 2 = present)
  //--------------------------------------------------------------------------------------------
  int64_t hash_bits(int64_t k) const {
    const int64_t need = 2 * ((fl[k + 1] - fl[k]) + mask_entries(k));
    int64_t bits = 4;
    while ((int64_t(1) << bits) < need) bits++;
    return bits;
  }

  template <bool FILL> int64_t hash_row(Workspace& ws, int64_t k, int64_t v) const {
    const int64_t bits = hash_bits(k);
    const int64_t hs = int64_t(1) << bits, hm = hs - 1;
    const int shift = int(64 - bits);
    int64_t* __restrict key = ws.hkey.data();
    int8_t* __restrict st = ws.hstate.data();
    char* __restrict hv = ws.hvals.data();
    int64_t* __restrict list = ws.list.data();
    char* tmp = ws.tmp.data();
    std::fill(key, key + hs, int64_t(-1));
    auto find = [&](int64_t j) {
      int64_t h = int64_t((uint64_t(j) * 0x9E3779B97F4A7C15ULL) >> shift);
      while (key[h] != -1 && key[h] != j) h = (h + 1) & hm;
      return h;
    };
    int64_t m0, m1;
    mask_row(v, m0, m1);
    for (int64_t q = m0; q < m1; q++) {
      if (!a.cmask->on(q)) continue;
      const int64_t h = find(a.cmask->s.i[q]);
      key[h] = a.cmask->s.i[q];
      st[h] = 1;
    }
    const int64_t* __restrict lp = l.p;
    const int64_t* __restrict li = l.i;
    const int64_t* __restrict rp = r.p;
    const int64_t* __restrict ri = r.i;
    const int64_t* __restrict ks = a.kslot;
    const char* lx = a.L.x;
    const char* rx = a.R.x;
    const bool liso = a.L.iso, riso = a.R.iso;
    const S sr_ = sr;
    int64_t n = 0;
    for (int64_t p = lp[k]; p < lp[k + 1]; p++) {
      const int64_t s = ks ? ks[p] : li[p];
      if (s < 0) continue;
      const int64_t kk = li[p], pl = liso ? 0 : p;
      const int64_t q1 = rp[s + 1];
      for (int64_t q = rp[s]; q < q1; q++) {
        const int64_t j = ri[q];
        const int64_t h = find(j);
        if (key[h] == -1) {
          key[h] = j;
          st[h] = 2;
          if (FILL) {
            list[n] = j;
            sr_.set(hv, h, lx, pl, rx, riso ? 0 : q, v, kk, j, tmp);
          }
          n++;
        } else if (FILL && st[h] == 2) {
          sr_.upd(hv, h, lx, pl, rx, riso ? 0 : q, v, kk, j, tmp);
        }
      }
    }
    if (!FILL || n == 0) return n;
    sort_indices(list, n);
    const int64_t o = ob.P[k];
    for (int64_t t = 0; t < n; t++) {
      const int64_t j = list[t];
      ob.I[o + t] = j;
      sr_.copy(ob.X, o + t, hv, find(j));
    }
    return n;
  }

  //--------------------------------------------------------------------------------------------
  // a row of at most kSmallRowFlops products: (column, left, right position) gathered, put in
  // order by column (stable, so one column's products fold in the dense path's order), counted or
  // folded into the output. PACKED (the columns' range leaves room): a product's sort key is one
  // integer, its column less off above its gather position, so the keys are distinct and each
  // one's place is the count of smaller keys (comparisons without branches, where an insertion
  // sort mispredicts a branch per product); else the key is the gather position, sorted by
  // insertion comparing the columns.
  // Stored keys: when the call's products are few enough, the symbolic pass keeps each small
  // row's ordered packed keys (at the row's flops offset), and the numeric pass folds them
  // without gathering the right rows or sorting again.
  //--------------------------------------------------------------------------------------------
  template <bool PACKED, class Key>
  int64_t gather_small(int64_t k, Key* gathered, int64_t* js, int64_t* ps, int64_t* qs) const {
    const int64_t joff = off;
    const int64_t* slots = a.kslot ? a.kslot : l.i;
    const int64_t pend = l.nvals();
    int64_t n = 0;
    for (int64_t p = l.p[k]; p < l.p[k + 1]; p++) {
      prefetch_rows_ahead(slots, p, pend, r.p, r.i);
      const int64_t s = rslot(p);
      if (s < 0) continue;
      for (int64_t q = r.p[s]; q < r.p[s + 1]; q++, n++) {
        if constexpr (PACKED) gathered[n] = Key((uint64_t(r.i[q] - joff) << kOrderBits) | uint64_t(n));
        else js[n] = r.i[q];
        ps[n] = p;
        qs[n] = q;
      }
    }
    return n;
  }

  // the left and right positions of row k's products in gather order, without reading columns
  int64_t gather_positions(int64_t k, int64_t* ps, int64_t* qs) const {
    int64_t n = 0;
    for (int64_t p = l.p[k]; p < l.p[k + 1]; p++) {
      const int64_t s = rslot(p);
      if (s < 0) continue;
      for (int64_t q = r.p[s]; q < r.p[s + 1]; q++, n++) {
        ps[n] = p;
        qs[n] = q;
      }
    }
    return n;
  }

  // (the count in the keys' width: a vector of compares adds up without widening)
  template <class Key> static void order_packed(const Key* gathered, Key* key, int64_t n) {
#if defined(__SSE2__)
    if constexpr (sizeof(Key) == 4) {
      if (n <= 16) return order_packed16(gathered, key, n);
    }
#endif
    for (int64_t t = 0; t < n; t++) {
      const Key x = gathered[t];
      Key place = 0;
      for (int64_t c = 0; c < n; c++) place += gathered[c] < x;
      key[place] = x;
    }
  }

#if defined(__SSE2__)
  // up to 16 32-bit keys held in four registers (padded with the largest key, which no key of
  // at most 16 products reaches), each key's place counted by four compares
  static void order_packed16(const uint32_t* gathered, uint32_t* key, int64_t n) {
    alignas(16) int32_t pad[16];
    for (int64_t c = 0; c < n; c++) pad[c] = int32_t(gathered[c] ^ 0x80000000u);  // unsigned order as signed
    for (int64_t c = n; c < 16; c++) pad[c] = INT32_MAX;
    const __m128i* v = reinterpret_cast<const __m128i*>(pad);
    const __m128i v0 = _mm_load_si128(v), v1 = _mm_load_si128(v + 1), v2 = _mm_load_si128(v + 2),
                  v3 = _mm_load_si128(v + 3);
    for (int64_t t = 0; t < n; t++) {
      const __m128i x = _mm_set1_epi32(pad[t]);
      __m128i c = _mm_add_epi32(_mm_add_epi32(_mm_cmpgt_epi32(x, v0), _mm_cmpgt_epi32(x, v1)),
                                _mm_add_epi32(_mm_cmpgt_epi32(x, v2), _mm_cmpgt_epi32(x, v3)));
      c = _mm_add_epi32(c, _mm_shuffle_epi32(c, 0x4E));
      c = _mm_add_epi32(c, _mm_shuffle_epi32(c, 0xB1));
      key[-_mm_cvtsi128_si32(c)] = gathered[t];  // each compare that holds adds -1
    }
  }
#endif

  template <bool PACKED, class Key> int64_t col_of(const Key* key, const int64_t* js, int64_t t) const {
    if constexpr (PACKED) return int64_t(key[t] >> kOrderBits) + off;
    else return js[key[t]];
  }

  template <bool PACKED, class Key> int64_t distinct(const Key* key, const int64_t* js, int64_t n) const {
    int64_t d = n > 0;
    for (int64_t t = 1; t < n; t++) d += col_of<PACKED>(key, js, t) != col_of<PACKED>(key, js, t - 1);
    return d;
  }

  // folds the n ordered products into the output row of k; ps/qs are read unless the semiring
  // ignores the operands (a count, or only the pattern)
  template <bool PACKED, class Key>
  void fold_ordered(int64_t k, int64_t v, const Key* key, const int64_t* js, const int64_t* ps, const int64_t* qs,
                    int64_t n, char* tmp) const {
    constexpr bool positions = !(S::count_only || S::pattern);
    const S sr_ = sr;
    int64_t o = ob.P[k] - 1;
    for (int64_t t = 0; t < n; t++) {
      const int64_t j = col_of<PACKED>(key, js, t);
      int64_t pl = 0, pr = 0, kk = 0;
      if constexpr (positions) {
        const int64_t u = PACKED ? int64_t(key[t] & ((Key(1) << kOrderBits) - 1)) : int64_t(key[t]);
        pl = a.L.iso ? 0 : ps[u];
        pr = a.R.iso ? 0 : qs[u];
        kk = l.i[ps[u]];
      }
      if (t == 0 || j != col_of<PACKED>(key, js, t - 1)) {
        ob.I[++o] = j;
        sr_.set(ob.X, o, a.L.x, pl, a.R.x, pr, v, kk, j, tmp);
      } else {
        sr_.upd(ob.X, o, a.L.x, pl, a.R.x, pr, v, kk, j, tmp);
      }
    }
  }

  // counts (!FILL; the ordered keys kept at `stored` when given) or fills row k
  template <bool FILL, bool PACKED, class Key>
  int64_t small_row_by(int64_t k, int64_t v, char* tmp, Key* stored = nullptr) const {
    Key key[kSmallRowFlops], gathered[PACKED ? kSmallRowFlops : 1] = {};  // (zeroed: the compiler cannot see the gather fill it)
    int64_t js[PACKED ? 1 : kSmallRowFlops], ps[kSmallRowFlops], qs[kSmallRowFlops];
    const int64_t n = gather_small<PACKED>(k, gathered, js, ps, qs);
    if constexpr (PACKED) {
      order_packed(gathered, stored ? stored : key, n);
      if (stored) return distinct<PACKED>(stored, js, n);
    } else {
      for (int64_t t = 0; t < n; t++) key[t] = Key(t);
      for (int64_t t = 1; t < n; t++) {
        const Key x = key[t];
        int64_t c = t - 1;
        for (; c >= 0 && js[key[c]] > js[x]; c--) key[c + 1] = key[c];
        key[c + 1] = x;
      }
    }
    if (!FILL) return distinct<PACKED>(key, js, n);
    fold_ordered<PACKED>(k, v, key, js, ps, qs, n, tmp);
    return n;
  }

  // 32-bit keys only for rows of at most half the small-row size: on longer ones (a 2D mesh's
  // rows of about 30 products) they measured slower than 64-bit keys
  template <bool FILL> int64_t small_row(int64_t k, int64_t v, char* tmp = nullptr) const {
    if (packed_order == kPacked32 && fl[size_t(k) + 1] - fl[size_t(k)] <= kSmallRowFlops / 2)
      return small_row_by<FILL, true, uint32_t>(k, v, tmp);
    if (packed_order != kUnpacked) return small_row_by<FILL, true, uint64_t>(k, v, tmp);
    return small_row_by<FILL, false, uint64_t>(k, v, tmp);
  }

  // the stored keys of a call: 32-bit where every packed key fits (kPacked32), else 64-bit
  gb::unique_array<uint32_t> keys32;
  gb::unique_array<uint64_t> keys64;
  bool stored_keys() const { return keys32 || keys64; }

  int64_t store_small_row(int64_t k, int64_t v) const {
    const int64_t f0 = fl[size_t(k)];
    if (keys32) {
      if (fl[size_t(k) + 1] - f0 <= kSmallRowFlops / 2)
        return small_row_by<false, true, uint32_t>(k, v, nullptr, keys32.get() + f0);
      // a longer row sorts 64-bit keys, which fit 32 bits here
      uint64_t wide[kSmallRowFlops];
      const int64_t c = small_row_by<false, true, uint64_t>(k, v, nullptr, wide);
      for (int64_t t = 0, n = fl[size_t(k) + 1] - f0; t < n; t++) keys32[size_t(f0 + t)] = uint32_t(wide[t]);
      return c;
    }
    return small_row_by<false, true, uint64_t>(k, v, nullptr, keys64.get() + f0);
  }

  template <class Key> void fill_stored_by(int64_t k, int64_t v, const Key* key, char* tmp) const {
    int64_t ps[kSmallRowFlops], qs[kSmallRowFlops];
    const int64_t n = fl[size_t(k) + 1] - fl[size_t(k)];
    if constexpr (!(S::count_only || S::pattern)) gather_positions(k, ps, qs);
    fold_ordered<true>(k, v, key, nullptr, ps, qs, n, tmp);
  }

  void fill_stored(int64_t k, int64_t v, char* tmp) const {
    const int64_t f0 = fl[size_t(k)];
    if (keys32) fill_stored_by(k, v, keys32.get() + f0, tmp);
    else fill_stored_by(k, v, keys64.get() + f0, tmp);
  }

  //--------------------------------------------------------------------------------------------
  // a row with one left entry: a scaled copy of one right row (no mask)
  //--------------------------------------------------------------------------------------------
  bool single(int64_t k) const { return !a.cmask && l.p[k + 1] - l.p[k] == 1; }
  void fill_single(Workspace& ws, int64_t k, int64_t v) const {
    const int64_t p = l.p[k];
    const int64_t s = rslot(p);
    if (s < 0) return;
    const int64_t kk = l.i[p], pl = a.L.xp(p);
    int64_t o = ob.P[k];
    for (int64_t q = r.p[s]; q < r.p[s + 1]; q++, o++) {
      const int64_t j = r.i[q];
      ob.I[o] = j;
      sr.set(ob.X, o, a.L.x, pl, a.R.x, a.R.xp(q), v, kk, j, ws.tmp.data());
    }
  }

  // [off, off + Wacc): the columns of the R rows that L's entries reach (rows are sorted: the
  // first and last of each), in a pass over L's entries as long as phase 0's; or (whole_r) the
  // columns of all of R, in a pass over R's rows
  void narrow_to_column_range(bool whole_r) {
    const int64_t n = whole_r ? r.nvec : l.nvals();
    Chunks ch(n, 16384);
    gb::vector<int64_t> lo(size_t(ch.count), INT64_MAX), hi(size_t(ch.count), -1);
    mxm_for(ch.count, n, [&](int64_t c) {
      int64_t a0 = INT64_MAX, a1 = -1;
      for (int64_t p = ch.begin(c), p_stop = ch.end(c); p < p_stop; p++) {
        const int64_t s = whole_r ? p : rslot(p);
        if (s < 0 || r.p[s + 1] == r.p[s]) continue;
        a0 = std::min(a0, r.i[r.p[s]]);
        a1 = std::max(a1, r.i[r.p[s + 1] - 1]);
      }
      lo[size_t(c)] = a0;
      hi[size_t(c)] = a1;
    });
    const int64_t j0 = *std::min_element(lo.begin(), lo.end()), j1 = *std::max_element(hi.begin(), hi.end());
    if (j1 < j0) return;
    off = j0;
    Wacc = j1 - j0 + 1;
  }

  // Keeps the small rows' ordered keys between the passes when those rows are most of the call's
  // products and the keys take no more than twice the operands' index arrays (else each pass
  // gathers and orders again).
  void store_keys(int64_t total, int64_t small_flops) {
    if (packed_order == kUnpacked || small_flops == 0 || 2 * small_flops < total) return;
    const int64_t bytes = total * (packed_order == kPacked32 ? 4 : 8);
    if (bytes > 16 * (l.nvals() + r.nvals())) return;
    if (packed_order == kPacked32) keys32 = gb::alloc_array<uint32_t>(size_t(total));
    else keys64 = gb::alloc_array<uint64_t>(size_t(total));
  }

  int64_t mask_entries(int64_t k) const { return a.cmask ? mlen[size_t(k)] : 0; }

  // phase 0: flops per row (and, under a complemented mask, its entries per row for hash sizing)
  void count_flops() {
    const int64_t nvec = l.nvec;
    fl.assign(size_t(nvec) + 1, 0);
    if (a.cmask) mlen.assign(size_t(nvec), 0);
    mxm_for(nvec, l.nvals(), [&](int64_t k) {
      int64_t f = 0;
      for (int64_t p = l.p[k]; p < l.p[k + 1]; p++) {
        const int64_t s = rslot(p);
        if (s >= 0) f += r.p[s + 1] - r.p[s];
      }
      fl[size_t(k)] = f;
      if (a.cmask && f > 0) {
        int64_t m0, m1;
        mask_row(l.vector_id(k), m0, m1);
        mlen[size_t(k)] = m1 - m0;
      }
    });
  }

  // what the rows' accumulators need, summed over the rows
  struct AccumulatorNeeds {
    int64_t max_hash = 0, max_flops = 0, small_flops = 0;
    bool any_dense = false, small_dense = false;
    void add(const AccumulatorNeeds& o) {
      max_hash = std::max(max_hash, o.max_hash);
      max_flops = std::max(max_flops, o.max_flops);
      small_flops += o.small_flops;
      any_dense = any_dense || o.any_dense;
      small_dense = small_dense || o.small_dense;
    }
  };

  // a dense accumulator over w columns: a bitmap and a value array (w may be 2^60: hashed)
  double dense_bytes_of(int64_t w) const { return double(w) / 8 + double(w) * double(zs); }

  // each row's accumulator (row_acc), decided in parallel over chunks of rows (fl holds the
  // flops' prefix sums by now)
  AccumulatorNeeds choose_accumulators(bool dense_allowed, int64_t call_work) {
    const int64_t nvec = l.nvec;
    row_acc.assign(size_t(nvec), kDenseRow);
    const bool small_rows = !a.cmask && a.method != AxBMethod::Hash && a.method != AxBMethod::Gustavson;
    const double dense_bytes = dense_bytes_of(Wacc);
    // A dense accumulator costs W positions per workspace before any product: a call whose
    // products (and mask entries) all together are a small fraction of W (a batch of short rows
    // against a dimension of 10^5 or more) hashes every row instead.
    const bool small_call = a.method != AxBMethod::Gustavson && call_work * 8 < Wacc;
    Chunks ch(nvec, 16384);
    gb::vector<AccumulatorNeeds> part(size_t(ch.count));
    mxm_for(ch.count, nvec, [&](int64_t c) {
      AccumulatorNeeds& n = part[size_t(c)];
      for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) {
        const int64_t f = fl[size_t(k) + 1] - fl[size_t(k)], m = mask_entries(k);
        if (f == 0 || single(k)) continue;
        n.max_flops = std::max(n.max_flops, f);
        // dense unless the workspace is out of cache reach and the row is tiny next to it
        const bool h = !dense_allowed || a.method == AxBMethod::Hash || small_call ||
                       (a.method != AxBMethod::Gustavson && dense_bytes > double(kDenseCacheBytes) && (f + m) * 16 < Wacc);
        if (small_rows && f <= kSmallRowFlops) {
          row_acc[size_t(k)] = h ? kSmallRowSortCount : kSmallRowDenseCount;
          n.small_dense = n.small_dense || !h;
          n.small_flops += f;
          continue;
        }
        row_acc[size_t(k)] = h ? kHashRow : kDenseRow;
        if (h) n.max_hash = std::max(n.max_hash, 2 * (f + m));
        else n.any_dense = true;
      }
    });
    AccumulatorNeeds all;
    for (const AccumulatorNeeds& n : part) all.add(n);
    return all;
  }

  GrB_Info run(StorePtr* T) {
    const int64_t nvec = l.nvec;
    const VectorPlan plan = same_vectors(l);
    if (!ob.begin(a.ztype, W, l.vdim, a.by_row, plan)) return GrB_OUT_OF_MEMORY;
    count_flops();
    // only where the full width's accumulator would leave the cache
    // (all of R's columns first: an exact pass over L's entries only if those still leave it)
    if (!a.cmask && dense_bytes_of(W) > double(kDenseCacheBytes)) {
      narrow_to_column_range(true);
      if (dense_bytes_of(Wacc) > double(kDenseCacheBytes)) narrow_to_column_range(false);
    }
    packed_order = Wacc <= (int64_t(1) << (32 - kOrderBits))   ? kPacked32
                   : Wacc <= (int64_t(1) << (63 - kOrderBits)) ? kPacked64
                                                                : kUnpacked;
    WorkspacePool pool;
    const bool dense_allowed = a.method != AxBMethod::Hash && dense_ok(Wacc, zs, pool.size());
    int64_t mask_work = 0;
    if (a.cmask) for (int64_t k = 0; k < nvec; k++) mask_work += mlen[size_t(k)];
    const int64_t total = exclusive_scan(fl.data(), nvec);
    const AccumulatorNeeds need = choose_accumulators(dense_allowed, total + mask_work);
    const int64_t max_hash = need.max_hash, max_flops = need.max_flops;
    store_keys(total, need.small_flops);
    // a stored small row is counted from its keys, without the dense bitmap
    const bool any_dense = need.any_dense || (need.small_dense && !stored_keys());
    const int64_t hsize = max_hash > 0 ? next_pow2(max_hash) : 0;
    for (Workspace& ws : pool.ws) {
      if (any_dense) {
        ws.bits.assign(size_t(Wacc / 64 + 1), 0);
        ws.words.assign(size_t(Wacc / 4096 + 1), 0);
        if (a.cmask) ws.xbits.assign(size_t(Wacc / 64 + 1), 0);
        ws.vals.resize(std::max<size_t>(size_t(Wacc) * zs, 1));
      }
      if (hsize) {
        ws.hkey.resize(size_t(hsize));
        ws.hstate.resize(size_t(hsize));
        ws.hvals.resize(std::max<size_t>(size_t(hsize) * zs, 1));
      }
      ws.list.resize(size_t(std::max<int64_t>(1, std::min(any_dense ? Wacc : hsize, std::max(max_flops, hsize)))));
      ws.tmp.resize(2 * std::max<size_t>(zs, 1));
    }
    Ranges tasks = balance(fl.data(), nvec, 16384);
    const int64_t ntasks = tasks.count();

    // phase 1: symbolic
    mxm_for(ntasks, total + nvec, [&](int64_t t) {
      with_workspace(pool, [&](Workspace& ws) {
        for (int64_t k = tasks.start[size_t(t)]; k < tasks.start[size_t(t) + 1]; k++) {
          const int64_t f = fl[size_t(k) + 1] - fl[size_t(k)];
          int64_t c = 0;
          if (f > 0) {
            const int64_t v = l.vector_id(k);
            if (single(k)) c = f;
            else if (row_acc[size_t(k)] >= kSmallRowDenseCount && stored_keys()) c = store_small_row(k, v);
            else if (row_acc[size_t(k)] == kSmallRowSortCount) c = small_row<false>(k, v);
            else if (row_acc[size_t(k)] == kHashRow) c = hash_row<false>(ws, k, v);
            else if (a.cmask) c = count_dense<true>(ws, k, v);
            else c = count_dense<false>(ws, k, v);
          }
          ob.P[k] = c;
        }
      });
    });
    const bool iso = !a.iso_value.empty();
    if (!ob.allocate(iso ? a.ztype->size : zs, iso)) return GrB_OUT_OF_MEMORY;
    if (iso && ob.s->nvals > 0) std::memcpy(ob.X, a.iso_value.data(), a.ztype->size);

    // phase 2: numeric
    mxm_for(ntasks, total + nvec, [&](int64_t t) {
      with_workspace(pool, [&](Workspace& ws) {
        for (int64_t k = tasks.start[size_t(t)]; k < tasks.start[size_t(t) + 1]; k++) {
          if (ob.P[k + 1] == ob.P[k]) continue;
          const int64_t v = l.vector_id(k);
          if (single(k)) fill_single(ws, k, v);
          else if (row_acc[size_t(k)] >= kSmallRowDenseCount && stored_keys()) fill_stored(k, v, ws.tmp.data());
          else if (row_acc[size_t(k)] >= kSmallRowDenseCount) small_row<true>(k, v, ws.tmp.data());
          else if (row_acc[size_t(k)] == kHashRow) hash_row<true>(ws, k, v);
          else if (a.cmask) fill_dense<true>(ws, k, v);
          else fill_dense<false>(ws, k, v);
        }
      });
    });
    *T = ob.finish();
    {
      int64_t nh = 0, ns = 0;
      for (int64_t k = 0; k < nvec; k++) { nh += row_acc[size_t(k)] == kHashRow; ns += single(k) && fl[k+1] > fl[k]; }
      burble("saxpy: nvec %lld flops %lld nnz %lld W %lld hashrows %lld single %lld tasks %lld\n", (long long)nvec,
             (long long)total, (long long)(*T)->nvals, (long long)Wacc, (long long)nh, (long long)ns, (long long)ntasks);
    }
    return GrB_SUCCESS;
  }
};

}  // namespace

GrB_Info saxpy(const SemiringRef& sr, bool flip, const SaxpyArgs& a, StorePtr* T) {
  return with_semiring(sr, flip, [&](const auto& s) {
    SaxpyKernel<std::decay_t<decltype(s)>> kern(s, a);
    return kern.run(T);
  });
}

}  // namespace axb
}  // namespace gb
