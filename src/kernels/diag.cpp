// Diagonals: a matrix built from a vector, and a vector taken from a matrix's diagonal.
#include "core/memory.hpp"
#include "kernels/diag.hpp"

#include <cstring>

#include "kernels/views.hpp"

namespace gb {

GrB_Info diag_matrix(const StorePtr& v0, int64_t k, int64_t N, bool by_row, StorePtr* out) {
  StorePtr v = sparse_in_orientation(v0, false);  // n-by-1, one vector
  if (!v) return GrB_OUT_OF_MEMORY;
  const SparseView a(*v);
  const int64_t n = a.nvals();
  gb::vector<int64_t> vec(size_t(std::max<int64_t>(n, 1))), idx(size_t(std::max<int64_t>(n, 1)));
  // entry t goes to row t (k >= 0) or t-k (k < 0), column t+k or t: both grow with t, so the
  // entries come out sorted in either orientation
  parallel_for(n, [&](int64_t p) {
    const int64_t t = a.i[p];
    const int64_t r = k >= 0 ? t : t - k, c = k >= 0 ? t + k : t;
    vec[size_t(p)] = by_row ? r : c;
    idx[size_t(p)] = by_row ? c : r;
  });
  MutableStorePtr s = store_from_sorted(v->type, N, N, by_row, vec.data(), idx.data(), a.x, n, a.iso,
                                        global().hyper_switch);
  if (!s) return GrB_OUT_OF_MEMORY;
  *out = s;
  return GrB_SUCCESS;
}

GrB_Info diag_vector(const StorePtr& A0, int64_t k, int64_t len, StorePtr* out) {
  StorePtr A = A0->is_sparse_or_hyper() ? A0 : to_sparse(A0, global().hyper_switch);
  if (!A) return GrB_OUT_OF_MEMORY;
  const SparseView a(*A);
  const bool rows = A->by_row;
  const int64_t nvec = a.nvec;
  // position of the diagonal entry of each vector slot, or -1
  gb::vector<int64_t> found(size_t(nvec) + 1, -1), pos(size_t(nvec) + 1, 0);
  auto diag_t = [&](int64_t vid, int64_t* idx) -> int64_t {
    // the diagonal entry of vector vid has index vid+k (rows) or vid-k (columns); t is its position
    // along the diagonal; -1 when outside
    int64_t j;
    if (rows) {
      if ((k > 0 && vid > INT64_MAX - k) || vid + k < 0) return -1;
      j = vid + k;
    } else {
      if ((k < 0 && vid > INT64_MAX + k) || vid - k < 0) return -1;
      j = vid - k;
    }
    if (j >= a.vlen) return -1;
    const int64_t r = rows ? vid : j, c = rows ? j : vid;
    const int64_t t = k >= 0 ? r : c;
    if (t >= len) return -1;
    *idx = j;
    return t;
  };
  parallel_for(nvec, a.nvals() + nvec, [&](int64_t s) {
    int64_t j;
    if (diag_t(a.vector_id(s), &j) < 0) return;
    const int64_t* b = a.i + a.p[s];
    const int64_t* e = a.i + a.p[s + 1];
    const int64_t* it = std::lower_bound(b, e, j);
    if (it != e && *it == j) {
      found[size_t(s)] = int64_t(it - a.i);
      pos[size_t(s)] = 1;
    }
  });
  const int64_t nz = exclusive_scan(pos.data(), nvec);
  auto t = gb::make_shared<Store>();
  t->type = A->type;
  t->code = A->code;
  t->tsize = A->tsize;
  t->vlen = len;
  t->vdim = 1;
  t->by_row = false;
  t->format = Format::Sparse;
  t->nvec = 1;
  t->nvals = nz;
  t->iso = a.iso && nz > 0;
  const size_t ts = A->tsize;
  t->p = Buffer::allocate(2 * sizeof(int64_t));
  t->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nz, 1)));
  t->x = Buffer::allocate(std::max<size_t>(t->iso ? ts : ts * size_t(nz), std::max<size_t>(ts, 1)));
  if (!t->p || !t->i || !t->x) return GrB_OUT_OF_MEMORY;
  t->P()[0] = 0;
  t->P()[1] = nz;
  int64_t* I = t->I();
  char* X = static_cast<char*>(t->X());
  if (t->iso) std::memcpy(X, a.x, ts);
  parallel_for(nvec, [&](int64_t s) {
    const int64_t p = found[size_t(s)];
    if (p < 0) return;
    int64_t j;
    const int64_t q = pos[size_t(s)];
    I[q] = diag_t(a.vector_id(s), &j);
    if (!t->iso) std::memcpy(X + size_t(q) * ts, a.x + size_t(p) * ts, ts);
  });
  *out = t;
  return GrB_SUCCESS;
}

}  // namespace gb
