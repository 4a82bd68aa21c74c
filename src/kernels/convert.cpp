// Conversions between storage formats (sparse/hyper <-> bitmap/full, iso expansion), in parallel.
#include <cstring>

#include "kernels/views.hpp"

namespace gb {

namespace {
inline void copy_value(char* dst, const char* src, size_t ts) {
  switch (ts) {
    case 1: *dst = *src; break;
    case 2: std::memcpy(dst, src, 2); break;
    case 4: std::memcpy(dst, src, 4); break;
    case 8: std::memcpy(dst, src, 8); break;
    case 16: std::memcpy(dst, src, 16); break;
    default: std::memcpy(dst, src, ts);
  }
}

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
  auto c = std::make_shared<Store>(*s);
  int64_t nx = s->nvals;
  if (!s->is_sparse_or_hyper() && !dense_size(*s, &nx)) return nullptr;
  auto nb = Buffer::allocate(std::max<size_t>(size_t(nx) * s->tsize, 1));
  if (!nb) return nullptr;
  char* dst = static_cast<char*>(nb->ptr());
  const char* v = static_cast<const char*>(s->X());
  const size_t ts = s->tsize;
  Chunks ch(nx, 65536);
  parallel_for(ch.count, nx, [&](int64_t k) {
    for (int64_t p = ch.begin(k), p_stop = ch.end(k); p < p_stop; p++) copy_value(dst + size_t(p) * ts, v, ts);
  });
  c->x = nb;
  c->iso = false;
  return c;
}

StorePtr to_sparse(const StorePtr& s, double hyper_switch) {
  if (s->is_sparse_or_hyper()) return s;
  const int64_t vlen = s->vlen, vdim = s->vdim;
  const size_t ts = s->tsize;
  auto c = std::make_shared<Store>(*s);
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
    parallel_for(vdim, s->nvals, [&](int64_t v) {
      P[v] = v * vlen;
      for (int64_t j = 0; j < vlen; j++) I[v * vlen + j] = j;
    });
    P[vdim] = s->nvals;
  } else {
    // Split by positions, not by vectors: a bitmap vector (vdim 1) or a few long rows are
    // converted in parallel too. Count each chunk's entries, scan, then each chunk writes its
    // entries from its offset and sets P[v] where vector v starts inside it.
    const int8_t* __restrict B = s->B();
    const int64_t total = vlen * vdim;
    Chunks ch(total, 65536, 1024);
    std::vector<int64_t> off(size_t(ch.count) + 1, 0);
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
    with_value_copy(ts, [&](auto copy) {
      parallel_for(ch.count, total, [&](int64_t t) {
        const int64_t p0 = ch.begin(t), p1 = ch.end(t);
        if (p0 >= p1) return;  // also no positions at all (vlen or vdim 0): P stays zero
        int64_t q = off[size_t(t)];
        int64_t v = p0 / vlen, j = p0 % vlen;
        // Branch-free while this chunk has entries left to place: every position is written at
        // q, and q advances only past present ones (a bitmap of mixed density defeats the branch
        // predictor). Once q reaches the next chunk's offset the rest of the chunk is absent; it
        // only sets the starts of the vectors in it.
        const int64_t q_stop = off[size_t(t) + 1];
        int64_t pos = p0;
        for (; pos < p1 && q < q_stop; pos++) {
          if (j == 0) P[v] = q;
          I[q] = j;
          if (!iso) copy(X + size_t(q) * ts, SX + size_t(pos) * ts);
          q += B[pos] != 0;
          if (++j == vlen) {
            j = 0;
            v++;
          }
        }
        for (; pos < p1; pos++) {
          if (j == 0) P[v] = q;
          if (++j == vlen) {
            j = 0;
            v++;
          }
        }
      });
    });
    P[vdim] = n;
  }
  // a sparse store that qualifies as hypersparse is left sparse: conform() decides that
  (void)hyper_switch;
  return c;
}

StorePtr to_bitmap(const StorePtr& s) {
  if (s->format == Format::Bitmap) return s;
  int64_t total = 0;
  if (!dense_size(*s, &total)) return nullptr;  // too large to hold every position
  const size_t ts = s->tsize;
  auto c = std::make_shared<Store>(*s);
  c->p = c->h = c->i = nullptr;
  c->format = Format::Bitmap;
  c->iso = false;
  c->nvec = s->vdim;
  c->b = Buffer::allocate(std::max<size_t>(size_t(total), 1), s->format != Format::Full);
  // values at absent positions are never read (as in SuiteSparse's bitmaps): not zero-filled,
  // which for a sparse vector becoming a bitmap was most of the conversion's cost
  c->x = Buffer::allocate(std::max<size_t>(size_t(total) * ts, 1), false);
  if (!c->b || !c->x) return nullptr;
  int8_t* B = c->B();
  char* X = static_cast<char*>(c->X());
  const int64_t vlen = s->vlen;
  if (s->format == Format::Full) {
    std::memset(B, 1, size_t(total));
    const StorePtr e = expand_iso(s);
    if (!e) return nullptr;
    c->x = e->x;
    return c;
  }
  const SparseView a(*s);
  if (a.nvec == 1) {
    // one vector: split its entries (a sparse vector becoming a bitmap)
    const int64_t v = a.vector_id(0), e0 = a.p[0], ne = a.p[1] - a.p[0];
    Chunks ch(ne, 65536, 1024);
    with_value_copy(ts, [&](auto copy) {
      parallel_for(ch.count, ne, [&](int64_t t) {
        for (int64_t p = e0 + ch.begin(t), stop = e0 + ch.end(t); p < stop; p++) {
          const int64_t pos = v * vlen + a.i[p];
          B[pos] = 1;
          copy(X + size_t(pos) * ts, a.x + size_t(a.xpos(p)) * ts);
        }
      });
    });
    return c;
  }
  parallel_for(a.nvec, a.nvals(), [&](int64_t k) {
    const int64_t v = a.vector_id(k);
    for (int64_t p = a.p[k]; p < a.p[k + 1]; p++) {
      const int64_t pos = v * vlen + a.i[p];
      B[pos] = 1;
      copy_value(X + size_t(pos) * ts, a.x + size_t(a.xpos(p)) * ts, ts);
    }
  });
  return c;
}

StorePtr to_full(const StorePtr& s) {
  if (s->format == Format::Full) return s;
  int64_t total = 0;
  if (!dense_size(*s, &total) || s->nvals != total) return nullptr;
  StorePtr e = expand_iso(s);
  if (!e) return nullptr;
  auto c = std::make_shared<Store>(*e);
  c->p = c->h = c->i = c->b = nullptr;
  c->format = Format::Full;
  c->nvec = s->vdim;
  if (s->format == Format::Hyper) {
    // a hypersparse store holding every position lists every vector: values are in dense order
  }
  return c;  // sparse/hyper with every position present: values already in dense order
}

}  // namespace gb
