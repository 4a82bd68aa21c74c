// Products with a diagonal operand: T = X*D scales X's columns, T = D*X its rows (SuiteSparse's
// colscale and rowscale). Every entry of T is a single product, so there is no accumulator and no
// monoid: T has X's pattern, less the entries whose diagonal entry D lacks (D may miss some, as a
// hypersparse diagonal over a 2^60 key space does). When D misses none, T shares X's structure
// buffers and only its values are new.
#include <cstring>

#include "core/memory.hpp"
#include "kernels/hyper_search.hpp"
#include "kernels/mxm_diagonal.hpp"

namespace gb {
namespace axb {

bool is_diagonal(const Store& s) {
  if (!s.is_sparse_or_hyper() || s.vlen != s.vdim) return false;
  const SparseView d(s);
  for (int64_t k = 0; k < d.nvec; k++) {
    const int64_t len = d.p[k + 1] - d.p[k];
    if (len > 1 || (len == 1 && d.i[d.p[k]] != d.vector_id(k))) return false;
  }
  return true;
}

namespace {

// D's entry on the diagonal at j, or -1. A hyper list whose ids lie in a window not much wider
// than it is long (a table's keys in a 2^60 space) is looked up in a table over the window; any
// other is searched forward from *from (each caller walks increasing j).
struct DiagonalIndex {
  const SparseView& d;
  gb::vector<int64_t> table;
  int64_t lo = 0;
  explicit DiagonalIndex(const SparseView& d_, bool many_lookups) : d(d_) {
    if (!d.hyper || d.nvec == 0 || !many_lookups) return;
    const int64_t range = d.h[d.nvec - 1] - d.h[0] + 1;
    if (range > 8 * d.nvec + 65536) return;
    lo = d.h[0];
    table.assign(size_t(range), -1);
    parallel_for(d.nvec, [&](int64_t k) {
      if (d.p[k + 1] > d.p[k]) table[size_t(d.h[k] - lo)] = d.p[k];
    });
  }
  int64_t at(int64_t j, int64_t* from) const {
    if (!table.empty()) return (j >= lo && j - lo < int64_t(table.size())) ? table[size_t(j - lo)] : -1;
    const int64_t s = d.hyper ? slot_after(d, j, from) : (j < d.vdim ? j : -1);
    return (s >= 0 && d.p[s + 1] > d.p[s]) ? d.p[s] : -1;
  }
};

// The entries of T per vector of X (into cnt, nvec + 1 long) and their total.
int64_t count_kept(const DiagonalArgs& a, const DiagonalIndex& d, bool d_by_vector, int64_t* cnt) {
  const SparseView& x = a.X.s;
  parallel_for(x.nvec, x.nvals(), [&](int64_t k) {
    int64_t from = 0, c = 0;
    if (d_by_vector) {
      c = d.at(x.vector_id(k), &from) >= 0 ? x.p[k + 1] - x.p[k] : 0;
    } else {
      for (int64_t p = x.p[k]; p < x.p[k + 1]; p++) c += d.at(x.i[p], &from) >= 0;
    }
    cnt[k] = c;
  });
  return exclusive_scan(cnt, x.nvec);
}

template <class S> void scale_values(const S& sr, const DiagonalArgs& a, const DiagonalIndex& d, bool d_by_vector,
                                     const int64_t* tp, int64_t* ti, char* tx) {
  const SparseView& x = a.X.s;
  parallel_for(x.nvec, x.nvals(), [&](int64_t k) {
    char tmp[64];
    int64_t from = 0, q = tp[k];
    const int64_t v = x.vector_id(k);
    const int64_t dv = d_by_vector ? d.at(v, &from) : -1;
    if (d_by_vector && dv < 0) return;
    for (int64_t p = x.p[k]; p < x.p[k + 1]; p++) {
      const int64_t j = x.i[p];
      const int64_t dp = d_by_vector ? dv : d.at(j, &from);
      if (dp < 0) continue;
      if (ti) ti[q] = j;
      if (tx) {
        // (row, k, column) of the product, for the semiring's signature
        const int64_t r = a.by_row ? v : j, c = a.by_row ? j : v;
        if (a.d_left) sr.set(tx, q, a.D.x, a.D.xp(dp), a.X.x, a.X.xp(p), r, r, c, tmp);
        else sr.set(tx, q, a.X.x, a.X.xp(p), a.D.x, a.D.xp(dp), r, c, c, tmp);
      }
      q++;
    }
  });
}

// A hypersparse result without the vectors D's missing entries emptied.
GrB_Info drop_empty_vectors(const MutableStorePtr& t, StorePtr* T) {
  const int64_t* P = t->P();
  const int64_t* H = t->H();
  int64_t nonempty = 0;
  for (int64_t k = 0; k < t->nvec; k++) nonempty += P[k + 1] > P[k];
  BufferPtr p = Buffer::allocate(sizeof(int64_t) * size_t(nonempty + 1));
  BufferPtr h = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nonempty, 1)));
  if (!p || !h) return GrB_OUT_OF_MEMORY;
  int64_t* P2 = static_cast<int64_t*>(p->ptr());
  int64_t* H2 = static_cast<int64_t*>(h->ptr());
  int64_t k2 = 0;
  for (int64_t k = 0; k < t->nvec; k++) {
    if (P[k + 1] == P[k]) continue;
    H2[k2] = H[k];
    P2[k2++] = P[k];
  }
  P2[nonempty] = t->nvals;
  t->p = p;
  t->h = h;
  t->nvec = nonempty;
  *T = t;
  return GrB_SUCCESS;
}

}  // namespace

GrB_Info diagonal_scale(const SemiringRef& sr, const DiagonalArgs& a, StorePtr* T) {
  const SparseView& x = a.X.s;
  const Store& xs = *a.X.keep;
  // the diagonal index of an entry of X: its vector id, or its index within the vector
  const bool d_by_vector = a.d_left == a.by_row;
  const DiagonalIndex d(a.D.s, !d_by_vector);
  gb::vector<int64_t> cnt(size_t(x.nvec) + 1);
  const int64_t total = count_kept(a, d, d_by_vector, cnt.data());
  const bool same_pattern = total == x.nvals();
  const bool iso = !a.iso_value.empty();
  const size_t zs = a.ztype->size;

  auto out = gb::make_shared<Store>();
  out->type = a.ztype;
  out->code = a.ztype->code;
  out->tsize = zs;
  out->vlen = x.vlen;
  out->vdim = x.vdim;
  out->by_row = a.by_row;
  out->format = x.hyper ? Format::Hyper : Format::Sparse;
  out->nvec = x.nvec;
  out->nvals = total;
  out->iso = iso && total > 0;
  if (same_pattern) {
    out->p = xs.p;
    out->h = xs.h;
    out->i = xs.i;
  } else {
    out->p = Buffer::allocate(sizeof(int64_t) * size_t(x.nvec + 1));
    out->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(total, 1)));
    if (!out->p || !out->i) return GrB_OUT_OF_MEMORY;
    std::memcpy(out->P(), cnt.data(), sizeof(int64_t) * size_t(x.nvec + 1));
    out->h = xs.h;  // until the vectors left empty are dropped, below
  }
  out->x = Buffer::allocate(std::max<size_t>(iso ? zs : zs * size_t(total), 1));
  if (!out->x) return GrB_OUT_OF_MEMORY;
  if (iso) std::memcpy(out->X(), a.iso_value.data(), zs);
  int64_t* ti = same_pattern ? nullptr : out->I();
  char* tx = iso ? nullptr : static_cast<char*>(out->X());
  if (ti || tx)
    with_semiring(sr, false, [&](const auto& s) { scale_values(s, a, d, d_by_vector, out->P(), ti, tx); });
  if (x.hyper && !same_pattern) return drop_empty_vectors(out, T);
  *T = out;
  return GrB_SUCCESS;
}

}  // namespace axb
}  // namespace gb
