// reshape: entry (i,j) has linear index i*ncols + j (by row) or i + j*nrows (by column), and goes to
// the position with that linear index in the new shape. Taken in the same order (stored by row for a
// row-major reshape, by column for a column-major one), the entries keep their order, so the new
// structure is built directly from them without sorting.
#include "core/memory.hpp"
#include "kernels/reshape.hpp"

#include "kernels/views.hpp"

namespace gb {

GrB_Info reshape(const StorePtr& A0, bool by_col, uint64_t nrows, uint64_t ncols, uint64_t nrows_new,
                 uint64_t ncols_new, StorePtr* out) {
  const bool by_row = !by_col;
  StorePtr A = sparse_in_orientation(A0, by_row);
  if (!A) return GrB_OUT_OF_MEMORY;
  const SparseView a(*A);
  const int64_t n = a.nvals();
  gb::vector<int64_t> vec(size_t(std::max<int64_t>(n, 1))), idx(size_t(std::max<int64_t>(n, 1)));
  // the old vector length and the new one, in this orientation
  const uint64_t vlen_old = by_row ? ncols : nrows;
  const uint64_t vlen_new = by_row ? ncols_new : nrows_new;
  parallel_for(a.nvec, n + a.nvec, [&](int64_t k) {
    const uint64_t v = uint64_t(a.vector_id(k));
    for (int64_t p = a.p[k]; p < a.p[k + 1]; p++) {
      const uint64_t L = v * vlen_old + uint64_t(a.i[p]);
      vec[size_t(p)] = int64_t(L / vlen_new);
      idx[size_t(p)] = int64_t(L % vlen_new);
    }
  });
  MutableStorePtr s = store_from_sorted(A->type, int64_t(vlen_new), int64_t(by_row ? nrows_new : ncols_new), by_row,
                                        vec.data(), idx.data(), a.x, n, a.iso, global().hyper_switch);
  if (!s) return GrB_OUT_OF_MEMORY;
  *out = s;
  return GrB_SUCCESS;
}

}  // namespace gb
