// Changing a store's orientation (CSR <-> CSC), which is also how a matrix is transposed: the
// entries are bucketed by their index with a parallel counting sort. Input vectors are split into
// chunks in order, and each chunk writes its part of every bucket after the chunks before it, so
// indices come out sorted and the result never depends on the number of threads.
#include <cstring>
#include <limits>
#include <type_traits>

#include "core/memory.hpp"
#include "kernels/views.hpp"

namespace gb {
namespace {

// Input vectors in chunks of about equal numbers of entries; bounded so the per-chunk counts
// (chunks x buckets) stay small: under 3e7, and under twice the entries, since every count is
// zeroed, summed and turned into a cursor (a graph of about 2 entries per vertex, METIS mdual's
// D: 4 chunks at one thread made 8 MB of counts for 4 MB of entries, and the transpose took 38%
// of eWiseMult(D, D')). One chunk on one thread. (The result never depends on the chunks.)
int64_t bucket_chunks(int64_t n, int64_t nbuckets) {
  int64_t nchunks = std::min<int64_t>(std::max<int64_t>(1, n / 65536), std::max(1, max_threads()) * 4);
  if (max_threads() <= 1) nchunks = 1;
  while (nchunks > 1 && (double(nchunks) * double(nbuckets) > 3e7 || double(nchunks) * double(nbuckets) > 2.0 * double(n)))
    nchunks /= 2;
  if (nbuckets > (int64_t(1) << 32) && nchunks > 1) nchunks = 1;
  return nchunks;
}

// The smallest and largest index held (lo > hi when there are none).
void index_range(const SparseView& a, int64_t n, int64_t* lo, int64_t* hi) {
  const int64_t nc = std::max<int64_t>(1, std::min<int64_t>(int64_t(std::max(1, max_threads())) * 4, n / 65536));
  gb::vector<int64_t> mins(size_t(nc), std::numeric_limits<int64_t>::max()), maxs(size_t(nc), -1);
  parallel_for(nc, n, [&](int64_t c) {
    int64_t mn = std::numeric_limits<int64_t>::max(), mx = -1;
    for (int64_t p = n * c / nc, pe = n * (c + 1) / nc; p < pe; p++) {
      mn = std::min(mn, a.i[p]);
      mx = std::max(mx, a.i[p]);
    }
    mins[size_t(c)] = mn;
    maxs[size_t(c)] = mx;
  });
  *lo = *std::min_element(mins.begin(), mins.end());
  *hi = *std::max_element(maxs.begin(), maxs.end());
}

// The counting sort of the entries into buckets lo .. lo+nbuckets-1 (the new vectors): fills
// P[0..nbuckets] (P[j] the first entry of bucket j), I (old vector ids) and X. Counts and write
// positions are of type C: 32 bits when every position fits, since they are incremented in
// random order (one per entry, in both passes) and half the bytes keep more of them in cache.
template <class C>
void bucket_entries_counted(const Store& s, const SparseView& a, int64_t lo, int64_t nbuckets, int64_t nchunks,
                            int64_t* P, int64_t* I, char* X) {
  const int64_t n = a.nvals();
  const size_t ts = s.tsize;
  gb::vector<int64_t> kstart(size_t(nchunks) + 1);
  for (int64_t c = 0; c <= nchunks; c++) {
    const int64_t target = n * c / nchunks;
    kstart[size_t(c)] = std::lower_bound(a.p, a.p + a.nvec, target) - a.p;
  }
  kstart[size_t(nchunks)] = a.nvec;
  const int64_t* ai = a.i;
  // counts[c][j]: entries of chunk c in bucket j, turned into write positions
  gb::vector<C> counts(size_t(nchunks) * size_t(nbuckets), 0);
  parallel_for(nchunks, n, [&](int64_t c) {
    C* cnt = counts.data() + size_t(c) * size_t(nbuckets);
    for (int64_t p = a.p[kstart[size_t(c)]]; p < a.p[kstart[size_t(c) + 1]]; p++) cnt[ai[p] - lo]++;
  });
  // bucket sizes, then each chunk's offset inside every bucket (each bucket reads nchunks counts)
  const int64_t count_work = nbuckets * nchunks;
  parallel_for(nbuckets, count_work, [&](int64_t j) {
    int64_t sum = 0;
    for (int64_t c = 0; c < nchunks; c++) sum += counts[size_t(c) * size_t(nbuckets) + size_t(j)];
    P[j] = sum;
  });
  exclusive_scan(P, nbuckets);
  parallel_for(nbuckets, count_work, [&](int64_t j) {
    int64_t pos = P[j];
    for (int64_t c = 0; c < nchunks; c++) {
      C& cnt = counts[size_t(c) * size_t(nbuckets) + size_t(j)];
      const int64_t k = cnt;
      cnt = C(pos);
      pos += k;
    }
  });
  // the scatter, with values moved as whole words of their size (U = void: iso, indices only;
  // U = char: any other size, by bytes): a per-entry memcpy of a run-time size is a call
  auto scatter = [&](auto* tag) {
    using U = std::remove_pointer_t<decltype(tag)>;
    const U* ax = reinterpret_cast<const U*>(a.x);
    U* ox = reinterpret_cast<U*>(X);
    parallel_for(nchunks, n, [&](int64_t c) {
      C* pos = counts.data() + size_t(c) * size_t(nbuckets);
      for (int64_t k = kstart[size_t(c)]; k < kstart[size_t(c) + 1]; k++) {
        const int64_t v = a.vector_id(k);
        for (int64_t p = a.p[k], pe = a.p[k + 1]; p < pe; p++) {
          const int64_t q = pos[ai[p] - lo]++;
          I[q] = v;
          if constexpr (std::is_same_v<U, char>) std::memcpy(X + size_t(q) * ts, a.x + size_t(p) * ts, ts);
          else if constexpr (!std::is_void_v<U>) ox[q] = ax[p];
        }
      }
    });
  };
  if (s.iso) scatter(static_cast<void*>(nullptr));
  else if (ts == 8) scatter(static_cast<uint64_t*>(nullptr));
  else if (ts == 4) scatter(static_cast<uint32_t*>(nullptr));
  else if (ts == 2) scatter(static_cast<uint16_t*>(nullptr));
  else if (ts == 1) scatter(static_cast<uint8_t*>(nullptr));
  else scatter(static_cast<char*>(nullptr));
  if (s.iso) std::memcpy(X, a.x, ts);
}

void bucket_entries(const Store& s, const SparseView& a, int64_t lo, int64_t nbuckets, int64_t* P, int64_t* I,
                    char* X) {
  const int64_t n = a.nvals();
  const int64_t nchunks = bucket_chunks(n, nbuckets);
  if (n <= int64_t(UINT32_MAX)) bucket_entries_counted<uint32_t>(s, a, lo, nbuckets, nchunks, P, I, X);
  else bucket_entries_counted<int64_t>(s, a, lo, nbuckets, nchunks, P, I, X);
}

// The result's header: entries and values allocated, vectors and pointers left to the caller.
MutableStorePtr transposed_header(const Store& s, const SparseView& a, bool by_row) {
  const int64_t n = a.nvals();
  auto out = gb::make_shared<Store>();
  out->type = s.type;
  out->code = s.code;
  out->tsize = s.tsize;
  out->vlen = a.vdim;
  out->vdim = a.vlen;
  out->by_row = by_row;
  out->nvals = n;
  out->iso = s.iso && n > 0;  // SuiteSparse transposes an empty matrix into a new, valued one
  out->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(n, 1)));
  out->x = Buffer::allocate(std::max<size_t>(s.iso ? s.tsize : s.tsize * size_t(n), 1));
  if (!out->i || !out->x) return nullptr;
  return out;
}

// Every index held in a range of nb new vectors starting at lo, where a huge or sparse vector
// space rules out a bucket per vector (keys in a window of 2^60, the index space of a relational
// table): bucketed over the range, the result hypersparse with its non-empty vectors only.
StorePtr transpose_in_range(const Store& s, const SparseView& a, bool by_row, int64_t lo, int64_t nb) {
  MutableStorePtr out = transposed_header(s, a, by_row);
  if (!out) return nullptr;
  gb::vector<int64_t> bp(size_t(nb) + 1);
  bucket_entries(s, a, lo, nb, bp.data(), out->I(), static_cast<char*>(out->X()));
  int64_t nonempty = 0;
  for (int64_t j = 0; j < nb; j++) nonempty += bp[size_t(j) + 1] > bp[size_t(j)];
  out->format = Format::Hyper;
  out->nvec = nonempty;
  out->p = Buffer::allocate(sizeof(int64_t) * size_t(nonempty + 1));
  out->h = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nonempty, 1)));
  if (!out->p || !out->h) return nullptr;
  int64_t *P = out->P(), *H = out->H(), k = 0;
  for (int64_t j = 0; j < nb; j++) {
    if (bp[size_t(j) + 1] > bp[size_t(j)]) {
      H[k] = lo + j;
      P[k++] = bp[size_t(j)];
    }
  }
  P[nonempty] = a.nvals();
  return out;
}

// The comparison sort for a few entries scattered over a huge index space.
StorePtr transpose_by_sort(const Store& s, const SparseView& a, bool by_row, double hyper_switch) {
  const int64_t n = a.nvals();
  const size_t ts = s.tsize;
  gb::vector<int64_t> order(static_cast<size_t>(n)), oldvec(static_cast<size_t>(n));
  for (int64_t k = 0; k < a.nvec; k++)
    for (int64_t p = a.p[k]; p < a.p[k + 1]; p++) oldvec[size_t(p)] = a.vector_id(k);
  for (int64_t p = 0; p < n; p++) order[size_t(p)] = p;
  std::stable_sort(order.begin(), order.end(), [&](int64_t x, int64_t y) { return a.i[x] < a.i[y]; });
  gb::vector<int64_t> vec(static_cast<size_t>(n)), idx(static_cast<size_t>(n));
  gb::vector<char> xv(s.iso ? ts : size_t(n) * ts);
  for (int64_t e = 0; e < n; e++) {
    const int64_t p = order[size_t(e)];
    vec[size_t(e)] = a.i[p];
    idx[size_t(e)] = oldvec[size_t(p)];
    if (!s.iso) std::memcpy(xv.data() + size_t(e) * ts, a.x + size_t(p) * ts, ts);
  }
  if (s.iso) std::memcpy(xv.data(), a.x, ts);
  return store_from_sorted(s.type, a.vdim, a.vlen, by_row, vec.data(), idx.data(), xv.data(), n, s.iso && n > 0,
                           hyper_switch);
}

}  // namespace

StorePtr to_orientation(const StorePtr& s0, bool by_row, double hyper_switch) {
  if (s0->by_row == by_row) return s0;
  StorePtr s = s0->is_sparse_or_hyper() ? s0 : to_sparse(s0, hyper_switch);
  if (!s) return nullptr;
  const SparseView a(*s);
  const int64_t n = a.nvals();
  const int64_t nbuckets = a.vlen;  // the new vectors

  // new vector set: hypersparse when the old index range is huge and sparse. A bucket per new
  // vector follows the dimension, not the entries: never taken when the counts would not fit (a
  // transpose of a few entries of a 2^40-by-2^40 matrix under GxB_NEVER_HYPER)
  const int64_t nchunks = bucket_chunks(n, nbuckets);
  const bool buckets_fit = dimension_alloc_ok(uint64_t(nbuckets) * uint64_t(nchunks + 1) + 1, sizeof(int64_t));
  const bool hyper_out = !buckets_fit || (nchunks == 1 && hyper_switch >= 0 && nbuckets > 1 &&
                                          double(n) < hyper_switch * double(nbuckets) && nbuckets > 65536);
  if (hyper_out) {
    // the indices held may still lie in a narrow range: bucket over it when it is not much wider
    // than the entries are many (a counting sort), else sort
    int64_t lo = 0, hi = -1;
    if (n >= 4096) index_range(a, n, &lo, &hi);
    const int64_t range = hi - lo + 1;
    if (n >= 4096 && range <= 8 * n + 65536) return transpose_in_range(*s, a, by_row, lo, range);
    return transpose_by_sort(*s, a, by_row, hyper_switch);
  }

  MutableStorePtr out = transposed_header(*s, a, by_row);
  if (!out) return nullptr;
  out->format = Format::Sparse;
  out->nvec = nbuckets;
  out->p = Buffer::allocate(sizeof(int64_t) * size_t(nbuckets + 1));
  if (!out->p) return nullptr;
  bucket_entries(*s, a, 0, nbuckets, out->P(), out->I(), static_cast<char*>(out->X()));
  return out;
}

}  // namespace gb
