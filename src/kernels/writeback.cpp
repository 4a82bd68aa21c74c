#include "kernels/writeback.hpp"

#include <algorithm>
#include <cstring>

#include "core/global.hpp"
#include "kernels/functors.hpp"
#include "kernels/views.hpp"

namespace gb {

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
    std::vector<unsigned char> big;
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
        for (int64_t p = b; p < e; p++) std::memcpy(X + size_t(p) * cs, cx, cs);
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
  auto s = std::make_shared<Store>(*C0);
  s->type = ctype;
  s->x = nx;
  s->iso = false;
  s->p = s->h = s->i = s->b = nullptr;
  *out = s;
  return true;
}

}  // namespace

GrB_Info writeback(const StorePtr& C0, const StorePtr& T0, const MaskSpec& mask, const AccumSpec& accum,
                   bool replace, GrB_Type ctype, StorePtr* out) {
  const TypeRef ct(ctype);
  // Fast path: no mask and no accumulator means C = T (cast to C's type): no merge at all.
  if (!mask.present() && !mask.complement && !accum.has) {
    StorePtr t = cast_values(T0, ct);
    if (!t) return GrB_OUT_OF_MEMORY;
    if (t->type != ctype) {
      auto c = std::make_shared<Store>(*t);
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
  const bool by_row = T0->by_row;
  StorePtr T = sparse_in_orientation(T0, by_row);
  StorePtr C = sparse_in_orientation(C0, by_row);
  // A bitmap or full mask laid out as C is read in place (a BFS's visited set): position
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
  MaskReader mr;
  if (M) {
    mr.x = static_cast<const char*>(M->X());
    mr.iso = M->iso;
    mr.structural = mask.structural;
    mr.ms = M->tsize;
    mr.code = M->code;
    mr.to_bool = (M->code == TypeCode::Bool || M->code == TypeCode::UDT) ? nullptr : cast_fn(TypeCode::Bool, M->code);
  }
  const int8_t* mbits = dense_mask ? M->B() : nullptr;  // null with a full mask
  const int64_t cvlen = C->vlen;
  const bool comp = mask.complement;
  const bool has_mask = M != nullptr;

  ValueMaker vm;
  vm.cs = ct.size;
  vm.ts = t.xs;
  vm.t_to_c = cast_or_null(ct.code, t.code);
  if (ct.code == TypeCode::UDT) vm.t_to_c = nullptr;
  vm.has_accum = accum.has;
  if (accum.has) {
    vm.accum_fn = accum.op.fn;
    vm.axs = accum.op.x.size;
    vm.ays = accum.op.y.size;
    vm.azs = accum.op.z.size;
    vm.c_to_x = (accum.op.x.code == TypeCode::UDT) ? nullptr : cast_or_null(accum.op.x.code, ct.code);
    vm.t_to_y = (accum.op.y.code == TypeCode::UDT) ? nullptr : cast_or_null(accum.op.y.code, t.code);
    vm.z_to_c = (ct.code == TypeCode::UDT) ? nullptr : cast_or_null(ct.code, accum.op.z.code);
  }

  // C<M> = T into an empty C without an accumulator (a masked extract or apply into a new
  // matrix): the result is T's entries where the mask allows, so one pass over T decides each
  // entry (the decision kept for the fill) and values are copied with their fixed size.
  if (has_mask && C->nvals == 0 && !accum.has) {
    VectorPlan tplan = plan_vectors(&t, nullptr, false, T->vdim);
    OutputBuilder fb;
    if (!fb.begin(ctype, T->vlen, T->vdim, by_row, tplan)) return GrB_OUT_OF_MEMORY;
    std::vector<uint8_t> keep(size_t(std::max<int64_t>(t.nvals(), 1)));
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
    if (!run_two_phase(fb, tplan, T->vlen, t.nvals(), cs, count, fill)) return GrB_OUT_OF_MEMORY;
    *out = fb.finish();
    return GrB_SUCCESS;
  }

  // Output vectors: those of C and T (the mask only filters).
  VectorPlan plan = plan_vectors(&c, &t, false, C->vdim);
  OutputBuilder ob;
  if (!ob.begin(ctype, C->vlen, C->vdim, by_row, plan)) return GrB_OUT_OF_MEMORY;

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
          ob, plan, C->vlen, work, vm.cs,
          [&](int64_t k, int64_t lo, int64_t hi) { return process(k, lo, hi, false, 0); },
          [&](int64_t k, int64_t lo, int64_t hi, int64_t q) { process(k, lo, hi, true, q); }))
    return GrB_OUT_OF_MEMORY;
  *out = ob.finish();
  return GrB_SUCCESS;
}

}  // namespace gb
