// GxB_Matrix_concat (tiles into one matrix) and the block extraction GxB_Matrix_split is made of.
#include "core/memory.hpp"
#include "kernels/concat.hpp"

#include <cstring>

#include "kernels/views.hpp"

namespace gb {

GrB_Info concat(const gb::vector<StorePtr>& tiles0, int64_t m, int64_t n, const gb::vector<int64_t>& row_off,
                const gb::vector<int64_t>& col_off, GrB_Type ctype, bool by_row, StorePtr* out) {
  // In storage terms: the grid has mv tile rows of vectors and nv tile columns of indices.
  const int64_t mv = by_row ? m : n, nv = by_row ? n : m;
  const gb::vector<int64_t>& voff = by_row ? row_off : col_off;
  const gb::vector<int64_t>& ioff = by_row ? col_off : row_off;
  const TypeRef ct(ctype);
  gb::vector<StorePtr> tiles(tiles0.size());
  gb::vector<SparseView> views(tiles0.size());
  bool any_hyper = false;
  for (size_t t = 0; t < tiles0.size(); t++) {
    StorePtr s = sparse_in_orientation(tiles0[t], by_row);
    if (s) s = cast_values(s, ct);
    if (!s) return GrB_OUT_OF_MEMORY;
    tiles[t] = s;
    views[t] = SparseView(*s);
    any_hyper = any_hyper || views[t].hyper;
  }
  auto tile = [&](int64_t a, int64_t b) -> const SparseView& {
    return views[size_t(by_row ? a * n + b : b * n + a)];
  };
  const int64_t vdim = voff[size_t(mv)], vlen = ioff[size_t(nv)];
  // output vectors: every vector (sparse), or the union of the tiles' vectors (hypersparse)
  VectorPlan plan;
  gb::vector<int64_t> vtile;  // hyper: the tile row of each output vector
  if (any_hyper) {
    plan.hyper = true;
    for (int64_t a = 0; a < mv; a++) {
      gb::vector<int64_t> ids;
      for (int64_t b = 0; b < nv; b++) {
        const SparseView& t = tile(a, b);
        for (int64_t k = 0; k < t.nvec; k++)
          if (t.p[k + 1] > t.p[k]) ids.push_back(t.vector_id(k));
      }
      std::sort(ids.begin(), ids.end());
      ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
      for (int64_t v : ids) {
        plan.ids.push_back(v + voff[size_t(a)]);
        vtile.push_back(a);
      }
    }
    plan.nvec = int64_t(plan.ids.size());
  } else {
    plan.hyper = false;
    plan.nvec = vdim;
  }
  OutputBuilder ob;
  if (!ob.begin(ctype, vlen, vdim, by_row, plan)) return GrB_OUT_OF_MEMORY;
  const size_t zs = ctype->size;
  auto locate = [&](int64_t k, int64_t* a, int64_t* lv) {
    const int64_t v = plan.id(k);
    *a = plan.hyper ? vtile[size_t(k)] : int64_t(std::upper_bound(voff.begin(), voff.end(), v) - voff.begin()) - 1;
    *lv = v - voff[size_t(*a)];
  };
  int64_t work = 0;
  for (const SparseView& t : views) work += t.nvals();
  parallel_for(plan.nvec, work + plan.nvec, [&](int64_t k) {
    int64_t a, lv, cnt = 0;
    locate(k, &a, &lv);
    for (int64_t b = 0; b < nv; b++) {
      const SparseView& t = tile(a, b);
      const int64_t s = t.slot(lv);
      if (s >= 0) cnt += t.p[s + 1] - t.p[s];
    }
    ob.P[k] = cnt;
  });
  if (!ob.allocate(zs)) return GrB_OUT_OF_MEMORY;
  parallel_for(plan.nvec, work + plan.nvec, [&](int64_t k) {
    int64_t a, lv;
    locate(k, &a, &lv);
    int64_t q = ob.P[k];
    for (int64_t b = 0; b < nv; b++) {
      const SparseView& t = tile(a, b);
      const int64_t s = t.slot(lv);
      if (s < 0) continue;
      const int64_t off = ioff[size_t(b)];
      for (int64_t p = t.p[s]; p < t.p[s + 1]; p++, q++) {
        ob.I[q] = t.i[p] + off;
        std::memcpy(ob.X + size_t(q) * zs, t.x + size_t(t.xpos(p)) * zs, zs);
      }
    }
  });
  *out = ob.finish();
  return GrB_SUCCESS;
}

GrB_Info extract_block(const StorePtr& A, int64_t r0, int64_t r1, int64_t c0, int64_t c1, StorePtr* out) {
  const SparseView a(*A);
  const bool rows = A->by_row;
  const int64_t v0 = rows ? r0 : c0, v1 = rows ? r1 : c1;
  const int64_t i0 = rows ? c0 : r0, i1 = rows ? c1 : r1;
  // slots of A in the vector range
  int64_t s0, s1;
  if (a.hyper) {
    s0 = std::lower_bound(a.h, a.h + a.nvec, v0) - a.h;
    s1 = std::lower_bound(a.h, a.h + a.nvec, v1) - a.h;
  } else {
    s0 = v0;
    s1 = v1;
  }
  VectorPlan plan;
  plan.hyper = a.hyper;
  if (a.hyper) {
    plan.ids.resize(size_t(s1 - s0));
    for (int64_t s = s0; s < s1; s++) plan.ids[size_t(s - s0)] = a.h[s] - v0;
  }
  plan.nvec = a.hyper ? s1 - s0 : v1 - v0;
  OutputBuilder ob;
  if (!ob.begin(A->type, i1 - i0, v1 - v0, rows, plan)) return GrB_OUT_OF_MEMORY;
  const size_t ts = A->tsize;
  auto range = [&](int64_t k, int64_t* pb, int64_t* pe) {
    const int64_t s = s0 + k;
    const int64_t* b = a.i + a.p[s];
    const int64_t* e = a.i + a.p[s + 1];
    if (i0 > 0) b = std::lower_bound(b, e, i0);
    if (i1 < a.vlen) e = std::lower_bound(b, e, i1);
    *pb = b - a.i;
    *pe = e - a.i;
  };
  const int64_t work = a.nvec > 0 ? a.p[s1] - a.p[s0] + plan.nvec : 0;
  parallel_for(plan.nvec, work, [&](int64_t k) {
    int64_t pb, pe;
    range(k, &pb, &pe);
    ob.P[k] = pe - pb;
  });
  if (!ob.allocate(ts, a.iso)) return GrB_OUT_OF_MEMORY;
  if (ob.s->iso) std::memcpy(ob.X, a.x, ts);
  parallel_for(plan.nvec, work, [&](int64_t k) {
    int64_t pb, pe;
    range(k, &pb, &pe);
    int64_t q = ob.P[k];
    for (int64_t p = pb; p < pe; p++, q++) {
      ob.I[q] = a.i[p] - i0;
      if (!a.iso) std::memcpy(ob.X + size_t(q) * ts, a.x + size_t(p) * ts, ts);
    }
  });
  *out = ob.finish();
  return GrB_SUCCESS;
}

}  // namespace gb
