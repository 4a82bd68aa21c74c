// Conversions between storage formats (sparse/hyper <-> bitmap/full, iso expansion), in parallel.
#include <cstring>

#include "core/memory.hpp"
#include "kernels/views.hpp"

namespace gb {

namespace {
// f(copy) with copy(dst, src) moving one value of ts bytes, the size a compile-time constant for
// the common sizes: the conversion loops below then move values with one load and one store.
template <class F> void with_value_copy(size_t ts, F&& f) {
  switch (ts) {
    case 1: return f([](char* d, const char* s) { *d = *s; });
    case 2: return f([](char* d, const char* s) { std::memcpy(d, s, 2); });
    case 4: return f([](char* d, const char* s) { std::memcpy(d, s, 4); });
    case 8: return f([](char* d, const char* s) { std::memcpy(d, s, 8); });
    case 16: return f([](char* d, const char* s) { std::memcpy(d, s, 16); });
    default: return f([ts](char* d, const char* s) { std::memcpy(d, s, ts); });
  }
}
}  // namespace

StorePtr expand_iso(const StorePtr& s) {
  if (!s->iso) return s;
  auto c = gb::make_shared<Store>(*s);
  int64_t nx = s->nvals;
  if (!s->is_sparse_or_hyper() && !dense_size(*s, &nx)) return nullptr;
  // an iso bitmap's values, one per position, may be many times its bitmap
  if (!dimension_alloc_ok(uint64_t(nx), s->tsize)) return nullptr;
  auto nb = Buffer::allocate(std::max<size_t>(size_t(nx) * s->tsize, 1));
  if (!nb) return nullptr;
  char* dst = static_cast<char*>(nb->ptr());
  const char* v = static_cast<const char*>(s->X());
  const size_t ts = s->tsize;
  Chunks ch(nx, 65536);
  with_value_copy(ts, [&](auto copy) {
    parallel_for(ch.count, nx, [&](int64_t k) {
      // locals: stores through char* would otherwise reload the captured pointer and size
      char* __restrict d = dst;
      const char* __restrict iso_value = v;
      const size_t tsz = ts;
      for (int64_t p = ch.begin(k), p_stop = ch.end(k); p < p_stop; p++) copy(d + size_t(p) * tsz, iso_value);
    });
  });
  c->x = nb;
  c->iso = false;
  return c;
}

StorePtr to_sparse(const StorePtr& s, double hyper_switch) {
  if (s->is_sparse_or_hyper()) return s;
  const int64_t vlen = s->vlen, vdim = s->vdim;
  const size_t ts = s->tsize;
  auto c = gb::make_shared<Store>(*s);
  c->b = nullptr;
  c->format = Format::Sparse;
  c->nvec = vdim;
  c->p = Buffer::allocate(sizeof(int64_t) * size_t(vdim + 1), true);
  if (!c->p) return nullptr;
  int64_t* P = c->P();
  if (s->format == Format::Full) {
    // every position present, in the same order: the values are shared, only p and i are built
    c->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(s->nvals, 1)));
    if (!c->i) return nullptr;
    int64_t* I = c->I();
    parallel_for(vdim, s->nvals, [P, I, vlen](int64_t v) {
      P[v] = v * vlen;
      int64_t* __restrict Iv = I + v * vlen;
      for (int64_t j = 0; j < vlen; j++) Iv[j] = j;
    });
    P[vdim] = s->nvals;
  } else {
    // Split by positions, not by vectors: a bitmap vector (vdim 1) or a few long rows are
    // converted in parallel too. Count each chunk's entries, scan, then each chunk writes its
    // entries from its offset and sets P[v] where vector v starts inside it.
    const int8_t* __restrict B = s->B();
    const int64_t total = vlen * vdim;
    Chunks ch(total, 65536, 1024);
    gb::vector<int64_t> off(size_t(ch.count) + 1, 0);
    parallel_for(ch.count, total, [&](int64_t t) {
      int64_t cnt = 0;
      for (int64_t pos = ch.begin(t), stop = ch.end(t); pos < stop; pos++) cnt += B[pos] != 0;
      off[size_t(t)] = cnt;
    });
    const int64_t n = exclusive_scan(off.data(), ch.count);
    c->nvals = n;
    c->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(n, 1)));
    c->x = Buffer::allocate(std::max<size_t>(s->iso ? ts : ts * size_t(n), 1));
    if (!c->i || !c->x) return nullptr;
    int64_t* __restrict I = c->I();
    char* __restrict X = static_cast<char*>(c->X());
    const char* __restrict SX = static_cast<const char*>(s->X());
    if (s->iso) std::memcpy(X, SX, ts);
    const bool iso = s->iso;
    const int64_t* const chunk_offset = off.data();
    with_value_copy(ts, [&](auto copy) {
      parallel_for(ch.count, total, [&](int64_t t) {
        const int64_t p0 = ch.begin(t), p1 = ch.end(t);
        if (p0 >= p1) return;  // also no positions at all (vlen or vdim 0): P stays zero
        // Every array and bound in locals: the value copies store through char*, which may alias
        // anything, and would otherwise make the compiler reload each captured pointer after
        // every entry (that, not the branch, was most of this loop's cost).
        const int8_t* __restrict Bc = B;
        int64_t* __restrict Ic = I;
        char* __restrict Xc = X;
        const char* __restrict SXc = SX;
        int64_t* __restrict Pc = P;
        const int64_t vl = vlen;
        const size_t tsz = ts;
        const bool copy_values = !iso;
        int64_t q = chunk_offset[t];
        const int64_t q_stop = chunk_offset[t + 1];
        // Few entries (under one in 16 positions): skip absent positions 8 at a time. Otherwise
        // branch-free: every position is written at q, and q advances only past present ones (a
        // bitmap of mixed density defeats the branch predictor). Both stop at the chunk's last
        // entry, q_stop, which belongs to the next chunk.
        const bool skip_words = (q_stop - q) * 16 < p1 - p0;
        int64_t v = p0 / vl, v_start = v * vl;
        for (int64_t a = p0; a < p1; v++, v_start += vl) {
          // one vector's part of the chunk, [a, b); vector v starts at v_start
          const int64_t b = std::min(p1, v_start + vl);
          if (a == v_start) Pc[v] = q;
          if (q < q_stop && skip_words) {
            int64_t pos = a;
            for (; pos + 8 <= b && q < q_stop; pos += 8) {
              uint64_t word;
              std::memcpy(&word, Bc + pos, 8);
              if (word == 0) continue;
              for (int64_t k = pos; k < pos + 8; k++) {
                if (Bc[k] == 0) continue;
                Ic[q] = k - v_start;
                if (copy_values) copy(Xc + size_t(q) * tsz, SXc + size_t(k) * tsz);
                q++;
              }
            }
            for (; pos < b && q < q_stop; pos++) {
              if (Bc[pos] == 0) continue;
              Ic[q] = pos - v_start;
              if (copy_values) copy(Xc + size_t(q) * tsz, SXc + size_t(pos) * tsz);
              q++;
            }
          } else {
            for (int64_t pos = a; pos < b && q < q_stop; pos++) {
              Ic[q] = pos - v_start;
              if (copy_values) copy(Xc + size_t(q) * tsz, SXc + size_t(pos) * tsz);
              q += Bc[pos] != 0;
            }
          }
          a = b;
        }
      });
    });
    P[vdim] = n;
  }
  // a sparse store that qualifies as hypersparse is left sparse: conform() decides that
  (void)hyper_switch;
  return c;
}

// Whether a bitmap or full store of s's shape may exist beside its vlen*vdim positions: kernels
// size arrays by each dimension of a dense store (its vdim vectors, its vlen indices), which the
// product alone does not bound when it is 0 (a 0-by-2^60 matrix).
static bool dense_dims_fit(const Store& s) {
  return dimension_alloc_ok(uint64_t(s.vlen) + 1, sizeof(int64_t)) &&
         dimension_alloc_ok(uint64_t(s.vdim) + 1, sizeof(int64_t));
}

StorePtr to_bitmap(const StorePtr& s) {
  if (s->format == Format::Bitmap) return s;
  int64_t total = 0;
  // too large to hold every position, or a size that follows a huge dimension (a few entries of
  // a 2^40-by-2^40 matrix): the caller keeps the sparse store
  if (!dense_size(*s, &total) || !dense_dims_fit(*s)) return nullptr;
  const size_t ts = s->tsize;
  if (!dimension_alloc_ok(uint64_t(total), uint64_t(ts) + 1)) return nullptr;
  auto c = gb::make_shared<Store>(*s);
  c->p = c->h = c->i = nullptr;
  c->format = Format::Bitmap;
  c->nvec = s->vdim;
  c->b = Buffer::allocate(std::max<size_t>(size_t(total), 1), s->format != Format::Full);
  if (!c->b) return nullptr;
  int8_t* B = c->B();
  if (s->format == Format::Full) {
    // every position present: the full store's values (or its one iso value), shared
    std::memset(B, 1, size_t(total));
    return c;
  }
  // An iso store stays iso, its one value shared (as SuiteSparse's bitmaps). Otherwise values at
  // absent positions are never read: not zero-filled, which for a sparse vector becoming a bitmap
  // was most of the conversion's cost.
  if (!s->iso) {
    c->x = Buffer::allocate(std::max<size_t>(size_t(total) * ts, 1), false);
    if (!c->x) return nullptr;
  }
  char* X = static_cast<char*>(c->X());
  const int64_t vlen = s->vlen;
  const SparseView a(*s);
  // Scatter entries [e0, e1) of vector v. Arrays in __restrict locals: the value copy stores
  // through char*, which would otherwise make every captured pointer reload after each entry.
  auto scatter = [vlen, ts, B, X, a](auto copy, int64_t v, int64_t e0, int64_t e1) {
    int8_t* __restrict Bc = B;
    char* __restrict Xc = X;
    const int64_t* __restrict Ai = a.i;
    const char* __restrict Ax = a.x;
    const bool copy_values = !a.iso;  // an iso result shares the one value
    const int64_t v_start = v * vlen;
    for (int64_t p = e0; p < e1; p++) {
      const int64_t pos = v_start + Ai[p];
      Bc[pos] = 1;
      if (copy_values) copy(Xc + size_t(pos) * ts, Ax + size_t(p) * ts);
    }
  };
  with_value_copy(ts, [&](auto copy) {
    if (a.nvec == 1) {
      // one vector: split its entries (a sparse vector becoming a bitmap)
      const int64_t v = a.vector_id(0), e0 = a.p[0], ne = a.p[1] - a.p[0];
      Chunks ch(ne, 65536, 1024);
      parallel_for(ch.count, ne, [&](int64_t t) { scatter(copy, v, e0 + ch.begin(t), e0 + ch.end(t)); });
    } else {
      parallel_for(a.nvec, a.nvals(), [&](int64_t k) { scatter(copy, a.vector_id(k), a.p[k], a.p[k + 1]); });
    }
  });
  return c;
}

StorePtr to_full(const StorePtr& s) {
  if (s->format == Format::Full) return s;
  int64_t total = 0;
  if (!dense_size(*s, &total) || s->nvals != total || !dense_dims_fit(*s)) return nullptr;
  // an iso store stays iso (one value), as SuiteSparse keeps an iso full matrix
  auto c = gb::make_shared<Store>(*s);
  c->p = c->h = c->i = c->b = nullptr;
  c->format = Format::Full;
  c->nvec = s->vdim;
  if (s->format == Format::Hyper) {
    // a hypersparse store holding every position lists every vector: values are in dense order
  }
  return c;  // sparse/hyper with every position present: values already in dense order
}

}  // namespace gb
