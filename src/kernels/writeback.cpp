#include "core/memory.hpp"
#include "kernels/writeback.hpp"

#include <algorithm>
#include <cstring>
#include <type_traits>

#include "core/global.hpp"
#include "kernels/functors.hpp"
#include "kernels/views.hpp"

namespace gb {

// Units of work (about one memory access each, as core/parallel.hpp counts them) of writing one
// of T's entries into C through a mask: its index and value read, the mask read at a scattered
// position, C's value and presence written there.
constexpr int64_t kScatteredEntryWork = 4;

namespace {

// Mask values read as booleans (structural masks only look at presence).
struct MaskReader {
  const char* x = nullptr;
  bool iso = false;
  bool structural = true;
  size_t ms = 0;
  TypeCode code = TypeCode::Bool;
  CastFn to_bool = nullptr;
  bool value(int64_t p) const {
    if (structural) return true;
    const char* v = x + (iso ? 0 : size_t(p) * ms);
    if (code == TypeCode::Bool) return *reinterpret_cast<const bool*>(v);
    bool b;
    to_bool(&b, v, 1);
    return b;
  }
  // The reader of mask M's values (unused when the mask is structural).
  static MaskReader of(const Store& M, bool structural) {
    MaskReader mr;
    mr.x = static_cast<const char*>(M.X());
    mr.iso = M.iso;
    mr.structural = structural;
    mr.ms = M.tsize;
    mr.code = M.code;
    mr.to_bool = (M.code == TypeCode::Bool || M.code == TypeCode::UDT) ? nullptr : cast_fn(TypeCode::Bool, M.code);
    return mr;
  }
};

// How one output entry is made: from T alone (cast to C's type), from C alone (kept as is), or from
// both through the accumulator.
struct ValueMaker {
  size_t cs = 0, ts = 0;
  CastFn t_to_c = nullptr;      // null: same type (copy)
  bool has_accum = false;
  // generic accumulator path
  GxB_binary_function accum_fn = nullptr;
  CastFn c_to_x = nullptr, t_to_y = nullptr, z_to_c = nullptr;
  size_t axs = 0, ays = 0, azs = 0;

  void from_t(char* dst, const char* t) const {
    if (t_to_c) t_to_c(dst, t, 1);
    else std::memcpy(dst, t, cs);
  }
  void from_c(char* dst, const char* c) const { std::memcpy(dst, c, cs); }
  void from_both(char* dst, const char* c, const char* t) const {
    alignas(16) unsigned char xb[64], yb[64], zb[64];
    gb::vector<unsigned char> big;
    unsigned char *xp = xb, *yp = yb, *zp = zb;
    if (axs > 64 || ays > 64 || azs > 64) {
      big.resize(axs + ays + azs);
      xp = big.data();
      yp = xp + axs;
      zp = yp + ays;
    }
    if (c_to_x) c_to_x(xp, c, 1);
    else std::memcpy(xp, c, axs);
    if (t_to_y) t_to_y(yp, t, 1);
    else std::memcpy(yp, t, ays);
    accum_fn(zp, xp, yp);
    if (z_to_c) z_to_c(dst, zp, 1);
    else std::memcpy(dst, zp, cs);
  }
};

CastFn cast_or_null(TypeCode to, TypeCode from) {
  if (to == from) return nullptr;
  return cast_fn(to, from);
}

// n copies of the value of cs bytes at v, from dst on: the common sizes as fixed-size copies the
// compiler turns into plain stores (a library memcpy call per entry was a fifth of a ranking iteration's
// time on small graphs, where r = teleport is iso before r += A'*w).
template <size_t kSize> void fill_fixed(char* dst, const char* v, int64_t n) {
  char val[kSize];
  std::memcpy(val, v, kSize);
  for (int64_t p = 0; p < n; p++) std::memcpy(dst + size_t(p) * kSize, val, kSize);
}
inline void fill_value(char* dst, const char* v, int64_t n, size_t cs) {
  switch (cs) {
    case 1: std::memset(dst, *v, size_t(n)); break;
    case 2: fill_fixed<2>(dst, v, n); break;
    case 4: fill_fixed<4>(dst, v, n); break;
    case 8: fill_fixed<8>(dst, v, n); break;
    case 16: fill_fixed<16>(dst, v, n); break;
    default:
      for (int64_t p = 0; p < n; p++) std::memcpy(dst + size_t(p) * cs, v, cs);
  }
}

// C<no mask> = accum(C, T) with C full: every entry of C stays, so the result is full; C's values
// are copied once and T's entries combined in place. Built-in accumulators whose types equal C's
// and T's only (no casts, no user functions that might not allow aliasing). Returns false when the
// case does not apply.
bool accum_into_full(const StorePtr& C0, const StorePtr& T0, const AccumSpec& accum, GrB_Type ctype, StorePtr* out,
                     GrB_Info* info) {
  const BinaryOpRef& op = accum.op;
  const TypeCode cc = TypeRef(ctype).code;
  if (C0->format != Format::Full || op.opcode == BinaryOpcode::USER || op.positional()) return false;
  if (cc == TypeCode::UDT || op.x.code != cc || op.y.code != cc || op.z.code != cc || T0->code != cc) return false;
  if (C0->code != cc) return false;
  int64_t total = 0;
  if (!dense_size(*C0, &total)) return false;
  StorePtr T = T0;
  if (T->format == Format::Full || T->format == Format::Bitmap) {
    if (T->by_row != C0->by_row && T->vdim > 1 && T->vlen > 1) T = sparse_in_orientation(T0, C0->by_row);
  } else if (T->by_row != C0->by_row && T->vdim > 1 && T->vlen > 1) {
    T = sparse_in_orientation(T0, C0->by_row);
  }
  if (!T) {
    *info = GrB_OUT_OF_MEMORY;
    return true;
  }
  const size_t cs = C0->tsize;
  auto nx = Buffer::allocate(std::max<size_t>(size_t(total) * cs, 1));
  if (!nx) {
    *info = GrB_OUT_OF_MEMORY;
    return true;
  }
  char* X = static_cast<char*>(nx->ptr());
  const char* cx = static_cast<const char*>(C0->X());
  const bool ciso = C0->iso;
  const char* tx = static_cast<const char*>(T->X());
  const bool tiso = T->iso;
  const bool tdense = !T->is_sparse_or_hyper();
  const int8_t* tb = T->format == Format::Bitmap ? T->B() : nullptr;
  // (when one dimension is 1 both orientations have the same layout)
  *info = with_binary(op, [&](const auto& f) -> GrB_Info {
    // (a generic function here is a built-in one: user functions were turned away above, as they
    // might not allow their output to alias an input)
    Chunks ch(total, 65536);
    // copy C (expanding an iso value)
    parallel_for(ch.count, total, [&](int64_t t) {
      const int64_t b = ch.begin(t), e = ch.end(t);
      if (ciso) {
        fill_value(X + size_t(b) * cs, cx, e - b, cs);
      } else {
        std::memcpy(X + size_t(b) * cs, cx + size_t(b) * cs, size_t(e - b) * cs);
      }
      if (tdense) {
        for (int64_t p = b; p < e; p++)
          if (!tb || tb[p]) f(X, p, X, p, tx, tiso ? 0 : p, 0, 0, 0, 0);
      }
    });
    if (!tdense) {
      const SparseView t(*T);
      const int64_t vlen = t.vlen;
      const int64_t n = t.nvals();
      Chunks ct(n, 65536);
      parallel_for(ct.count, n, [&](int64_t c) {
        const int64_t p0 = ct.begin(c), p1 = ct.end(c);
        // vector slot of p0
        int64_t k = int64_t(std::upper_bound(t.p, t.p + t.nvec + 1, p0) - t.p) - 1;
        for (int64_t p = p0; p < p1; p++) {
          while (t.p[k + 1] <= p) k++;
          const int64_t pos = t.vector_id(k) * vlen + t.i[p];
          f(X, pos, X, pos, tx, tiso ? 0 : p, 0, 0, 0, 0);
        }
      });
    }
    return GrB_SUCCESS;
  });
  if (*info == GrB_NO_VALUE) return false;
  if (*info != GrB_SUCCESS) return true;
  auto s = gb::make_shared<Store>(*C0);
  s->type = ctype;
  s->x = nx;
  s->iso = false;
  s->p = s->h = s->i = s->b = nullptr;
  *out = s;
  return true;
}

// One value of `size` bytes (the common sizes without a library call).
inline void copy_fixed(char* dst, const char* src, size_t size) {
  switch (size) {
    case 8: std::memcpy(dst, src, 8); break;
    case 4: std::memcpy(dst, src, 4); break;
    case 2: std::memcpy(dst, src, 2); break;
    case 1: *dst = *src; break;
    default: std::memcpy(dst, src, size);
  }
}

// How T's values (of size ts, type tcode) become C's, through the accumulator when there is one.
ValueMaker make_value_maker(const AccumSpec& accum, const TypeRef& ct, TypeCode tcode, size_t ts) {
  ValueMaker vm;
  vm.cs = ct.size;
  vm.ts = ts;
  vm.t_to_c = ct.code == TypeCode::UDT ? nullptr : cast_or_null(ct.code, tcode);
  vm.has_accum = accum.has;
  if (accum.has) {
    vm.accum_fn = accum.op.fn;
    vm.axs = accum.op.x.size;
    vm.ays = accum.op.y.size;
    vm.azs = accum.op.z.size;
    vm.c_to_x = (accum.op.x.code == TypeCode::UDT) ? nullptr : cast_or_null(accum.op.x.code, ct.code);
    vm.t_to_y = (accum.op.y.code == TypeCode::UDT) ? nullptr : cast_or_null(accum.op.y.code, tcode);
    vm.z_to_c = (ct.code == TypeCode::UDT) ? nullptr : cast_or_null(ct.code, accum.op.z.code);
  }
  return vm;
}

// Whether C (of `total` positions) may take the result as a bitmap (see bitmap_writeback).
bool bitmap_result_applies(const StorePtr& C0, const StorePtr& T0, const TypeRef& ct, const WritebackHints& hints,
                           int64_t* total) {
  if (!dense_size(*C0, total) || *total == 0) return false;
  if (C0->by_row != T0->by_row || C0->vlen != T0->vlen || C0->vdim != T0->vdim) return false;
  if (C0->code != ct.code || C0->tsize != ct.size) return false;
  const int ctl = hints.sparsity_control;
  const bool explicit_ctl = ctl > 0 && ctl < GxB_AUTO_SPARSITY;
  const bool vector_shaped = C0->vdim == 1 || C0->vlen == 1;
  if (C0->is_sparse_or_hyper()) {
    // a sparse C is turned into a bitmap only where the handle would keep one: a vector under
    // automatic control (or a bitmap-only control) dense enough for the bitmap switch
    if (!vector_shaped || C0->nvals == 0) return false;
    if (explicit_ctl && (!(ctl & GxB_BITMAP) || (ctl & (GxB_SPARSE | GxB_HYPERSPARSE)))) return false;
    if (double(C0->nvals) < hints.bitmap_switch * double(*total)) return false;
  }
  return true;
}

// The result's bitmap and values: C's own when nothing else reads them (hints.steal), else a copy
// of C as a bitmap. False when out of memory.
bool bitmap_result_buffers(const StorePtr& C0, bool steal, int64_t total, size_t cs, BufferPtr* rbp, BufferPtr* rxp) {
  const int64_t vlen = C0->vlen;
  const bool reuse_x = steal && !C0->iso && C0->x && (C0->format == Format::Bitmap || C0->format == Format::Full);
  const bool reuse_b = reuse_x && C0->format == Format::Bitmap && C0->b;
  BufferPtr rb = reuse_b ? C0->b : Buffer::allocate(size_t(total));
  BufferPtr rx = reuse_x ? C0->x : Buffer::allocate(size_t(total) * cs);
  if (!rb || !rx) return false;
  int8_t* RB = static_cast<int8_t*>(rb->ptr());
  char* RX = static_cast<char*>(rx->ptr());
  {
    Chunks ch(total, 65536);
    const char* cx = static_cast<const char*>(C0->X());
    const bool sparse_c = C0->is_sparse_or_hyper();
    parallel_for(ch.count, total, [&](int64_t c) {
      const int64_t b = ch.begin(c), e = ch.end(c);
      if (!reuse_b) {
        if (C0->format == Format::Bitmap) std::memcpy(RB + b, C0->B() + b, size_t(e - b));
        else std::memset(RB + b, sparse_c ? 0 : 1, size_t(e - b));
      }
      if (!reuse_x && !sparse_c) {
        if (C0->iso) {
          for (int64_t p = b; p < e; p++) copy_fixed(RX + size_t(p) * cs, cx, cs);
        } else {
          std::memcpy(RX + size_t(b) * cs, cx + size_t(b) * cs, size_t(e - b) * cs);
        }
      }
    });
    if (sparse_c) {
      const SparseView c(*C0);
      parallel_for(c.nvec, c.nvals(), [&](int64_t k) {
        const int64_t v = c.vector_id(k);
        for (int64_t p = c.p[k]; p < c.p[k + 1]; p++) {
          const int64_t pos = v * vlen + c.i[p];
          RB[pos] = 1;
          copy_fixed(RX + size_t(pos) * cs, c.x + size_t(c.xpos(p)) * c.xs, cs);
        }
      });
    }
  }
  *rbp = rb;
  *rxp = rx;
  return true;
}


// Writing T into C's bitmap RB and values RX, through the mask (see bitmap_writeback).
struct BitmapWrite {
  const AccumSpec& accum;
  bool replace;
  int64_t total, vlen;
  size_t cs;
  // the mask (null: none): a bitmap or full one read in place (mbits: its bitmap, null when
  // full), else sparse in C's orientation
  StorePtr M;
  MaskReader mr;
  bool dense_mask, comp;
  const int8_t* mbits;
  // T: bitmap / full in C's layout read by position, otherwise sparse in C's orientation
  StorePtr T;
  bool t_dense;
  ValueMaker vm;
  bool t_same;
  int8_t* RB;
  char* RX;
  const char* tx;
  bool tiso;
  size_t tsz;

  // Writing one entry of T at position pos (the mask allows it): the accumulator combines it
  // with an entry of C there. Returns the change in the number of entries.
  int64_t put(int64_t pos, int64_t tp) const {
    char* dst = RX + size_t(pos) * cs;
    const char* src = tx + (tiso ? 0 : size_t(tp) * tsz);
    if (accum.has && RB[pos]) {
      vm.from_both(dst, dst, src);
      return 0;
    }
    if (t_same) copy_fixed(dst, src, cs);
    else vm.from_t(dst, src);
    if (RB[pos]) return 0;
    RB[pos] = 1;
    return 1;
  }
  // Every entry of T, as (position, value slot), in parallel chunks; g returns the change in
  // entries, summed.
  template <class G> int64_t each_t(G&& g) const {
    if (t_dense) {
      const int8_t* tb = T->format == Format::Bitmap ? T->B() : nullptr;
      Chunks ch(total, 65536);
      gb::vector<int64_t> d(size_t(ch.count), 0);
      parallel_for(ch.count, total, [&](int64_t c) {
        int64_t delta = 0;
        for (int64_t p = ch.begin(c), e = ch.end(c); p < e; p++)
          if (!tb || tb[p]) delta += g(p, p);
        d[size_t(c)] = delta;
      });
      int64_t sum = 0;
      for (int64_t x : d) sum += x;
      return sum;
    }
    const SparseView t(*T);
    const int64_t n = t.nvals();
    Chunks ch(n, 16384);
    gb::vector<int64_t> d(size_t(ch.count), 0);
    parallel_for(ch.count, kScatteredEntryWork * n, [&](int64_t c) {
      const int64_t p0 = ch.begin(c), p1 = ch.end(c);
      if (p0 >= p1) return;
      int64_t k = int64_t(std::upper_bound(t.p, t.p + t.nvec + 1, p0) - t.p) - 1;
      int64_t delta = 0;
      for (int64_t p = p0; p < p1; p++) {
        while (t.p[k + 1] <= p) k++;
        delta += g(t.vector_id(k) * vlen + t.i[p], p);
      }
      d[size_t(c)] = delta;
    });
    int64_t sum = 0;
    for (int64_t x : d) sum += x;
    return sum;
  }

  // C<M> = accum(C, T), M sparse: only the mask's entries can change, so the mask's entries are
  // walked with T's entries of the same vector alongside (T's entries outside the mask are
  // skipped). Without an accumulator a mask entry T lacks deletes C's entry.
  int64_t through_mask_entries() const {
    const SparseView m(*M);
    SparseView t;
    if (!t_dense) t = SparseView(*T);
    const int8_t* tb = (t_dense && T->format == Format::Bitmap) ? T->B() : nullptr;
    const int64_t n = m.nvals();
    Chunks ch(n, 65536);
    gb::vector<int64_t> d(size_t(ch.count), 0);
    parallel_for(ch.count, n, [&](int64_t c) {
      const int64_t p0 = ch.begin(c), p1 = ch.end(c);
      if (p0 >= p1) return;
      int64_t k = int64_t(std::upper_bound(m.p, m.p + m.nvec + 1, p0) - m.p) - 1;
      int64_t delta = 0;
      for (int64_t pm = p0; pm < p1;) {
        while (m.p[k + 1] <= pm) k++;
        const int64_t vid = m.vector_id(k);
        const int64_t seg_end = std::min(p1, m.p[k + 1]);
        int64_t pt = 0, et = 0;
        if (!t_dense) {
          const int64_t kt = t.slot(vid);
          if (kt >= 0) {
            pt = std::lower_bound(t.i + t.p[kt], t.i + t.p[kt + 1], m.i[pm]) - t.i;
            et = t.p[kt + 1];
          }
        }
        for (; pm < seg_end; pm++) {
          if (!mr.value(pm)) continue;
          const int64_t j = m.i[pm];
          const int64_t pos = vid * vlen + j;
          int64_t tp = -1;
          if (t_dense) {
            if (!tb || tb[pos]) tp = pos;
          } else {
            while (pt < et && t.i[pt] < j) pt++;
            if (pt < et && t.i[pt] == j) tp = pt;
          }
          if (tp >= 0) {
            delta += put(pos, tp);
          } else if (!accum.has && RB[pos]) {
            RB[pos] = 0;
            delta--;
          }
        }
      }
      d[size_t(c)] = delta;
    });
    int64_t delta = 0;
    for (int64_t x : d) delta += x;
    return delta;
  }

  // The deletions of positions [b, e) under a bitmap or full BOOL (or structural) mask: a present
  // entry is dropped where the mask allows it and `drop_allowed` (no accumulator), or where it
  // does not and GrB_REPLACE. Branch-free byte arithmetic, so that the loop vectorises: the
  // allowed positions of a valued mask (SSSP's improved vertices) are scattered, and a branch per
  // position mispredicted on them. Returns minus the number dropped.
  int64_t drop_bool_masked(int64_t b, int64_t e, bool drop_allowed) const {
    const uint8_t* mb = reinterpret_cast<const uint8_t*>(mbits);
    const uint8_t* mv = mr.structural ? nullptr : reinterpret_cast<const uint8_t*>(mr.x);
    uint8_t* rb = reinterpret_cast<uint8_t*>(RB);
    const uint8_t flip = comp ? 1 : 0, if_allowed = drop_allowed ? 1 : 0, if_not = replace ? 1 : 0;
    auto run = [&](auto has_bits, auto has_values) {
      int64_t dropped = 0;
      for (int64_t p = b; p < e; p++) {
        uint8_t a = 1;
        if constexpr (decltype(has_bits)::value) a &= uint8_t(mb[p] != 0);
        if constexpr (decltype(has_values)::value) a &= uint8_t(mv[p] != 0);
        a ^= flip;
        const uint8_t drop = uint8_t(rb[p] != 0) & uint8_t((a & if_allowed) | ((a ^ 1) & if_not));
        rb[p] = uint8_t(rb[p] & (drop ^ 1));
        dropped += drop;
      }
      return -dropped;
    };
    using Yes = std::true_type;
    using No = std::false_type;
    if (mb && mv) return run(Yes{}, Yes{});
    if (mb) return run(Yes{}, No{});
    if (mv) return run(No{}, Yes{});
    return run(No{}, No{});
  }

  // Every position the mask allows (a sparse mask scattered first): deletions, then T's entries.
  int64_t through_mask_positions() const {
    int64_t nvals = 0;
    // Whether the mask allows position pos (complement applied). A sparse mask is scattered.
    gb::vector<int8_t> scattered;
    if (M && !dense_mask) {
      scattered.assign(size_t(total), 0);
      int8_t* S = scattered.data();
      const SparseView m(*M);
      parallel_for(m.nvec, m.nvals(), [&](int64_t k) {
        const int64_t v = m.vector_id(k);
        for (int64_t p = m.p[k]; p < m.p[k + 1]; p++) S[v * vlen + m.i[p]] = mr.value(p);
      });
    }
    const int8_t* S = scattered.empty() ? nullptr : scattered.data();
    auto allowed = [&](int64_t pos) -> bool {
      bool v;
      if (!M) v = true;
      else if (S) v = S[pos];
      else v = (!mbits || mbits[pos]) && mr.value(pos);
      return v != comp;
    };
    // Deletions: with GrB_REPLACE C loses its entries outside the mask; without an accumulator
    // C's entries inside the mask are replaced by T's (deleted here, T's written next).
    if (replace || !accum.has) {
      Chunks ch(total, 65536);
      gb::vector<int64_t> d(size_t(ch.count), 0);
      // a bitmap / full mask of BOOL values (or structural) read directly: the common case (SSSP's
      // improved-vertices mask) without the general reader's per-position branches
      const bool bool_mask = dense_mask && (mr.structural || (mr.code == TypeCode::Bool && !mr.iso));
      const bool drop_allowed = !accum.has;
      parallel_for(ch.count, total, [&](int64_t c) {
        int64_t delta = 0;
        const int64_t b = ch.begin(c), e = ch.end(c);
        if (bool_mask) {
          delta = drop_bool_masked(b, e, drop_allowed);
        } else {
          for (int64_t p = b; p < e; p++) {
            if (!RB[p]) continue;
            if (allowed(p) ? drop_allowed : replace) {
              RB[p] = 0;
              delta--;
            }
          }
        }
        d[size_t(c)] = delta;
      });
      for (int64_t x : d) nvals += x;
    }
    if (M || !comp) nvals += each_t([&](int64_t pos, int64_t tp) -> int64_t { return allowed(pos) ? put(pos, tp) : 0; });
    return nvals;
  }
};

// C<M, replace> = accum(C, T) with the result held as a bitmap in C's layout: C bitmap or full, or
// a sparse vector dense enough for a bitmap (hints.bitmap_switch). Every entry is addressed by its
// position vector*vlen + index, so nothing is merged: a bitmap C held by nothing else
// (hints.steal) is updated in place, and the work is that of the entries T and the mask bring
// (plus one pass over C's positions when entries may have to be deleted: no accumulator, or
// GrB_REPLACE). Returns false when the case does not apply (then *info is untouched).
bool bitmap_writeback(const StorePtr& C0, const StorePtr& T0, const MaskSpec& mask, const AccumSpec& accum,
                      bool replace, GrB_Type ctype, const WritebackHints& hints, StorePtr* out, GrB_Info* info) {
  const TypeRef ct(ctype);
  int64_t total = 0;
  if (!bitmap_result_applies(C0, T0, ct, hints, &total)) return false;
  const int ctl = hints.sparsity_control;
  const bool explicit_ctl = ctl > 0 && ctl < GxB_AUTO_SPARSITY;
  const bool vector_shaped = C0->vdim == 1 || C0->vlen == 1;
  auto oom = [&]() {
    *info = GrB_OUT_OF_MEMORY;
    return true;
  };
  const bool by_row = C0->by_row;
  const int64_t vlen = C0->vlen;
  const size_t cs = ct.size;

  // The mask: a bitmap or full one in C's layout is read in place; a sparse one is streamed
  // (non-complemented, no replace: only its entries matter) or scattered into a byte array.
  const Store* md = mask.present() ? mask.mask.get() : nullptr;
  const bool comp = mask.complement;
  const bool dense_mask = md && !md->is_sparse_or_hyper() &&
                          ((md->by_row == by_row && md->vlen == vlen && md->vdim == C0->vdim) ||
                           (vector_shaped && (md->vdim == 1 || md->vlen == 1)));
  StorePtr M = md ? (dense_mask ? mask.mask : sparse_in_orientation(mask.mask, by_row)) : nullptr;
  if (md && !M) return oom();
  const MaskReader mr = M ? MaskReader::of(*M, mask.structural) : MaskReader{};
  const int8_t* mbits = dense_mask ? M->B() : nullptr;  // null with a full mask
  const bool stream_mask = M && !dense_mask && !comp && !replace;

  // T: bitmap / full in C's layout read by position, otherwise sparse in C's orientation
  const bool t_dense = !T0->is_sparse_or_hyper();
  StorePtr T = t_dense ? T0 : sparse_in_orientation(T0, by_row);
  if (!T) return oom();

  const ValueMaker vm = make_value_maker(accum, ct, T->code, T->tsize);
  const bool t_same = vm.t_to_c == nullptr && cs == T->tsize;

  BufferPtr rb, rx;
  if (!bitmap_result_buffers(C0, hints.steal, total, cs, &rb, &rx)) return oom();
  const BitmapWrite w{accum, replace, total, vlen, cs, M, mr, dense_mask, comp, mbits, T, t_dense, vm, t_same,
                      static_cast<int8_t*>(rb->ptr()), static_cast<char*>(rx->ptr()),
                      static_cast<const char*>(T->X()), T->iso, T->tsize};
  const int64_t nvals = C0->nvals + (stream_mask ? w.through_mask_entries() : w.through_mask_positions());

  auto s = gb::make_shared<Store>();
  s->type = ctype;
  s->code = ct.code;
  s->tsize = cs;
  s->vlen = vlen;
  s->vdim = C0->vdim;
  s->by_row = by_row;
  s->format = Format::Bitmap;
  s->iso = false;
  s->nvec = C0->vdim;
  s->nvals = nvals;
  s->b = rb;
  s->x = rx;
  // Full when every entry is present (where the control allows it); back to sparse under
  // automatic control once it holds fewer than half the bitmap switch's share (the hysteresis
  // keeps a vector near the switch from changing format on every call).
  if (nvals == total && (!explicit_ctl || (ctl & GxB_FULL))) {
    s->b = nullptr;
    s->format = Format::Full;
  } else if (!explicit_ctl && double(nvals) < 0.5 * hints.bitmap_switch * double(total)) {
    StorePtr sp = to_sparse(s);
    if (!sp) return oom();
    *out = sp;
    *info = GrB_SUCCESS;
    return true;
  }
  *out = s;
  *info = GrB_SUCCESS;
  return true;
}

// The operands of writeback's merge: C and T sparse in one orientation, the mask sparse in it
// too (m) or a bitmap / full one read in place (mbits: its bitmap, null when full).
struct MergeInputs {
  const SparseView& c;
  const SparseView& t;
  const SparseView& m;
  const MaskReader& mr;
  const int8_t* mbits;
  int64_t cvlen;
  bool comp, has_mask, dense_mask;
  const ValueMaker& vm;
};

// C<M> = T into an empty C without an accumulator (a masked extract or apply into a new
// matrix): the result is T's entries where the mask allows, so one pass over T decides each
// entry (the decision kept for the fill) and values are copied with their fixed size.
GrB_Info masked_into_empty(const MergeInputs& in, const Store& T, GrB_Type ctype, bool by_row, StorePtr* out) {
  const SparseView &t = in.t, &m = in.m;
  const MaskReader& mr = in.mr;
  const int8_t* const mbits = in.mbits;
  const int64_t cvlen = in.cvlen;
  const bool comp = in.comp, dense_mask = in.dense_mask;
  const ValueMaker& vm = in.vm;
  VectorPlan tplan = plan_vectors(&t, nullptr, false, T.vdim);
  OutputBuilder fb;
  if (!fb.begin(ctype, T.vlen, T.vdim, by_row, tplan)) return GrB_OUT_OF_MEMORY;
  gb::vector<uint8_t> keep(size_t(std::max<int64_t>(t.nvals(), 1)));
  uint8_t* K = keep.data();
  auto count = [&](int64_t k, int64_t lo, int64_t hi) -> int64_t {
    const int64_t vid = tplan.id(k);
    int64_t pt, et, pm = 0, em = 0;
    index_range(t, tplan.slot_of(0, k), lo, hi, &pt, &et);
    if (!dense_mask) index_range(m, m.slot(vid), lo, hi, &pm, &em);
    int64_t cnt = 0;
    for (; pt < et; pt++) {
      const int64_t j = t.i[pt];
      bool mval;
      if (dense_mask) {
        const int64_t pos = vid * cvlen + j;
        mval = (!mbits || mbits[pos]) && mr.value(pos);
      } else {
        while (pm < em && m.i[pm] < j) pm++;
        mval = pm < em && m.i[pm] == j && mr.value(pm);
      }
      K[pt] = mval != comp;
      cnt += K[pt];
    }
    return cnt;
  };
  const size_t cs = vm.cs, tsz = t.xs;
  const bool same = vm.t_to_c == nullptr && cs == tsz;
  auto fill = [&](int64_t k, int64_t lo, int64_t hi, int64_t q) {
    int64_t pt, et;
    index_range(t, tplan.slot_of(0, k), lo, hi, &pt, &et);
    for (; pt < et; pt++) {
      if (!K[pt]) continue;
      fb.I[q] = t.i[pt];
      const char* src = t.x + size_t(t.xpos(pt)) * tsz;
      char* dst = fb.X + size_t(q) * cs;
      if (!same) vm.from_t(dst, src);
      else if (cs == 8) std::memcpy(dst, src, 8);
      else if (cs == 4) std::memcpy(dst, src, 4);
      else if (cs == 1) *dst = *src;
      else std::memcpy(dst, src, cs);
      q++;
    }
  };
  // work: each of T's entries is read twice (count, fill) with its mask value (a scattered
  // read) and written once
  if (!run_two_phase(fb, tplan, T.vlen, kScatteredEntryWork * t.nvals(), cs, count, fill)) return GrB_OUT_OF_MEMORY;
  *out = fb.finish();
  return GrB_SUCCESS;
}

// The merge of C's and T's vectors through the mask: each vector once to count its entries,
// once to write them.
GrB_Info merge_into_c(const MergeInputs& in, const Store& C, const AccumSpec& accum, bool replace, GrB_Type ctype,
                      bool by_row, StorePtr* out) {
  const SparseView &c = in.c, &t = in.t, &m = in.m;
  const MaskReader& mr = in.mr;
  const int8_t* const mbits = in.mbits;
  const int64_t cvlen = in.cvlen;
  const bool comp = in.comp, has_mask = in.has_mask, dense_mask = in.dense_mask;
  const ValueMaker& vm = in.vm;
  // Output vectors: those of C and T (the mask only filters).
  VectorPlan plan = plan_vectors(&c, &t, false, C.vdim);
  OutputBuilder ob;
  if (!ob.begin(ctype, C.vlen, C.vdim, by_row, plan)) return GrB_OUT_OF_MEMORY;

  // One pass per vector, run twice: count, then fill.
  auto process = [&](int64_t k, int64_t lo, int64_t hi, bool fill, int64_t q) -> int64_t {
    const int64_t vid = plan.id(k);
    const int64_t kc = plan.hyper ? plan.slot_of(0, k) : vid;
    const int64_t kt = plan.hyper ? plan.slot_of(1, k) : vid;
    int64_t pc, ec, pt, et, pm = 0, em = 0;
    index_range(c, kc, lo, hi, &pc, &ec);
    index_range(t, kt, lo, hi, &pt, &et);
    if (has_mask && !dense_mask) index_range(m, m.slot(vid), lo, hi, &pm, &em);
    int64_t cnt = 0;
    while (pc < ec || pt < et) {
      const int64_t ic = pc < ec ? c.i[pc] : INT64_MAX;
      const int64_t it = pt < et ? t.i[pt] : INT64_MAX;
      const int64_t j = ic < it ? ic : it;
      const bool hc = ic == j, ht = it == j;
      // mask at j
      bool mval;
      if (dense_mask) {
        const int64_t pos = vid * cvlen + j;
        mval = (!mbits || mbits[pos]) && mr.value(pos);
      } else if (has_mask) {
        while (pm < em && m.i[pm] < j) pm++;
        mval = (pm < em && m.i[pm] == j) ? mr.value(pm) : false;
      } else {
        mval = true;
      }
      if (comp) mval = !mval;
      // decide the entry
      int src = 0;  // 0 none, 1 from C, 2 from T, 3 both via accum
      if (mval) {
        if (ht && hc && accum.has) src = 3;
        else if (ht) src = 2;
        else if (hc && accum.has) src = 1;
      } else if (!replace && hc) {
        src = 1;
      }
      if (src) {
        if (fill) {
          char* dst = ob.X + size_t(q) * vm.cs;
          ob.I[q] = j;
          if (src == 1) vm.from_c(dst, c.x + size_t(c.xpos(pc)) * c.xs);
          else if (src == 2) vm.from_t(dst, t.x + size_t(t.xpos(pt)) * t.xs);
          else vm.from_both(dst, c.x + size_t(c.xpos(pc)) * c.xs, t.x + size_t(t.xpos(pt)) * t.xs);
          q++;
        }
        cnt++;
      }
      if (hc) pc++;
      if (ht) pt++;
    }
    return cnt;
  };
  const int64_t work = c.nvals() + t.nvals();
  if (!run_two_phase(
          ob, plan, C.vlen, work, vm.cs,
          [&](int64_t k, int64_t lo, int64_t hi) { return process(k, lo, hi, false, 0); },
          [&](int64_t k, int64_t lo, int64_t hi, int64_t q) { process(k, lo, hi, true, q); }))
    return GrB_OUT_OF_MEMORY;
  *out = ob.finish();
  return GrB_SUCCESS;
}

}  // namespace

GrB_Info writeback(const StorePtr& C0, const StorePtr& T0, const MaskSpec& mask, const AccumSpec& accum,
                   bool replace, GrB_Type ctype, StorePtr* out, const WritebackHints& hints) {
  const TypeRef ct(ctype);
  // Fast path: no mask and no accumulator means C = T (cast to C's type): no merge at all. The
  // same when T is already within the mask and C holds nothing to keep.
  if (!accum.has && ((!mask.present() && !mask.complement) || (hints.t_within_mask && mask.present() && C0->nvals == 0))) {
    StorePtr t = cast_values(T0, ct);
    if (!t) return GrB_OUT_OF_MEMORY;
    if (t->type != ctype) {
      auto c = gb::make_shared<Store>(*t);
      c->type = ctype;
      t = c;
    }
    *out = t;
    return GrB_SUCCESS;
  }
  if (!mask.present() && !mask.complement && accum.has) {
    GrB_Info info = GrB_SUCCESS;
    if (accum_into_full(C0, T0, accum, ctype, out, &info)) return info;
  }
  {
    GrB_Info info = GrB_SUCCESS;
    if (bitmap_writeback(C0, T0, mask, accum, replace, ctype, hints, out, &info)) return info;
  }
  const bool by_row = T0->by_row;
  StorePtr T = sparse_in_orientation(T0, by_row);
  StorePtr C = sparse_in_orientation(C0, by_row);
  // A bitmap or full mask laid out as C is read in place (a traversal's visited set): position
  // vector*vlen + index. A vector is laid out the same way in either orientation.
  const Store* md = mask.present() ? mask.mask.get() : nullptr;
  const bool vector_shaped = C0->vdim == 1 || C0->vlen == 1;
  const bool dense_mask = md && !md->is_sparse_or_hyper() &&
                          ((md->by_row == by_row && md->vlen == C0->vlen && md->vdim == C0->vdim && C0->by_row == by_row) ||
                           (vector_shaped && (md->vdim == 1 || md->vlen == 1)));
  StorePtr M = mask.present() ? (dense_mask ? mask.mask : sparse_in_orientation(mask.mask, by_row)) : nullptr;
  if (!T || !C || (mask.present() && !M)) return GrB_OUT_OF_MEMORY;
  // no mask + accumulate into an empty C: again just T
  if (!mask.present() && !mask.complement && C->nvals == 0) return writeback(C, T, MaskSpec{}, AccumSpec{}, false, ctype, out);

  const SparseView c(*C), t(*T);
  SparseView m;
  if (M && !dense_mask) m = SparseView(*M);
  const MaskReader mr = M ? MaskReader::of(*M, mask.structural) : MaskReader{};
  const int8_t* mbits = dense_mask ? M->B() : nullptr;  // null with a full mask
  const int64_t cvlen = C->vlen;
  const bool comp = mask.complement;
  const bool has_mask = M != nullptr;

  const ValueMaker vm = make_value_maker(accum, ct, t.code, t.xs);
  const MergeInputs in{c, t, m, mr, mbits, cvlen, comp, has_mask, dense_mask, vm};
  if (has_mask && C->nvals == 0 && !accum.has) return masked_into_empty(in, *T, ctype, by_row, out);
  return merge_into_c(in, *C, accum, replace, ctype, by_row, out);
}

}  // namespace gb
