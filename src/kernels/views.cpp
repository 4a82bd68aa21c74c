#include "core/memory.hpp"
#include "kernels/views.hpp"

#include <cstring>

#include "core/global.hpp"

namespace gb {

VectorPlan plan_vectors(const SparseView* a, const SparseView* b, bool intersect, int64_t vdim) {
  VectorPlan plan;
  const bool any_hyper = (a && a->hyper) || (b && b->hyper);
  if (!any_hyper) {
    plan.hyper = false;
    plan.nvec = vdim;
    return plan;
  }
  plan.hyper = true;
  // merge the sorted vector-id lists
  auto ids_of = [](const SparseView* v, int64_t k) { return v->vector_id(k); };
  const int64_t na = a ? a->nvec : 0, nb = b ? b->nvec : 0;
  int64_t ka = 0, kb = 0;
  while (ka < na || kb < nb) {
    const int64_t va = ka < na ? ids_of(a, ka) : INT64_MAX;
    const int64_t vb = kb < nb ? ids_of(b, kb) : INT64_MAX;
    const int64_t v = std::min(va, vb);
    const int64_t sa = (va == v) ? ka++ : -1;
    const int64_t sb = (vb == v) ? kb++ : -1;
    if (intersect && (sa < 0 || (b && sb < 0))) continue;
    if (!intersect) {
      // skip vectors that are empty in every input
      const bool ea = sa < 0 || a->p[sa] == a->p[sa + 1];
      const bool eb = sb < 0 || b->p[sb] == b->p[sb + 1];
      if (ea && eb) continue;
    }
    plan.ids.push_back(v);
    plan.slot[0].push_back(sa);
    plan.slot[1].push_back(sb);
  }
  plan.nvec = int64_t(plan.ids.size());
  return plan;
}

bool OutputBuilder::begin(GrB_Type type, int64_t vlen, int64_t vdim, bool by_row, const VectorPlan& plan) {
  s = gb::make_shared<Store>();
  s->type = type;
  s->code = type->code;
  s->tsize = type->size;
  s->vlen = vlen;
  s->vdim = vdim;
  s->by_row = by_row;
  s->format = plan.hyper ? Format::Hyper : Format::Sparse;
  s->nvec = plan.nvec;
  s->p = Buffer::allocate(sizeof(int64_t) * size_t(plan.nvec + 1), true);
  if (!s->p) return false;
  if (plan.hyper) {
    s->h = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(plan.nvec, 1)));
    if (!s->h) return false;
    if (plan.nvec) std::memcpy(s->H(), plan.ids.data(), sizeof(int64_t) * size_t(plan.nvec));
  }
  P = s->P();
  return true;
}

bool OutputBuilder::allocate(size_t zsize, bool iso, bool already_scanned) {
  const int64_t nz = already_scanned ? P[s->nvec] : exclusive_scan(P, s->nvec);
  s->nvals = nz;
  s->iso = iso && nz > 0;
  s->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nz, 1)));
  s->x = Buffer::allocate(std::max<size_t>(iso ? zsize : zsize * size_t(nz), 1));
  if (!s->i || !s->x) return false;
  I = s->I();
  X = static_cast<char*>(s->X());
  return true;
}

StorePtr OutputBuilder::finish() {
  if (s->format == Format::Hyper) {
    // compact away empty vectors
    int64_t k2 = 0;
    int64_t* H = s->H();
    for (int64_t k = 0; k < s->nvec; k++) {
      if (P[k + 1] > P[k]) {
        H[k2] = H[k];
        P[k2] = P[k];
        k2++;
      }
    }
    P[k2] = s->nvals;
    s->nvec = k2;
  }
  return s;
}

// Casts positions [b, e) of src into dst. A bitmap's unset positions hold whatever their
// allocation held (and loading a garbage bool is undefined behaviour): only runs of set positions
// are cast, the others zeroed.
static void cast_positions(CastFn f, char* dst, size_t ds, const char* src, size_t ss, const int8_t* bitmap,
                           int64_t b, int64_t e) {
  if (!bitmap) {
    f(dst + size_t(b) * ds, src + size_t(b) * ss, size_t(e - b));
    return;
  }
  for (int64_t p = b; p < e;) {
    if (!bitmap[p]) {
      std::memset(dst + size_t(p) * ds, 0, ds);
      p++;
      continue;
    }
    int64_t q = p;
    while (q < e && bitmap[q]) q++;
    f(dst + size_t(p) * ds, src + size_t(p) * ss, size_t(q - p));
    p = q;
  }
}

static const int8_t* bitmap_of(const Store& s) { return (s.format == Format::Bitmap && !s.iso) ? s.B() : nullptr; }

StorePtr cast_values(const StorePtr& s, const TypeRef& to) {
  if (s->code == to.code && (to.code != TypeCode::UDT || s->type == to.type)) return s;
  auto c = gb::make_shared<Store>(*s);
  const int64_t nx = s->iso ? 1 : (s->is_sparse_or_hyper() ? s->nvals : s->vlen * s->vdim);
  c->type = to.type ? to.type : builtin_type(to.code);
  c->code = to.code;
  c->tsize = to.size;
  c->x = Buffer::allocate(std::max<size_t>(size_t(nx) * to.size, 1));
  if (!c->x) return nullptr;
  CastFn f = cast_fn(to.code, s->code);
  if (!f) return nullptr;
  char* dst = static_cast<char*>(c->X());
  const char* src = static_cast<const char*>(s->X());
  const size_t ds = to.size, ss = s->tsize;
  const int8_t* bitmap = bitmap_of(*s);
  Chunks ch(nx, 65536);
  parallel_for(ch.count, nx, [&](int64_t k) { cast_positions(f, dst, ds, src, ss, bitmap, ch.begin(k), ch.end(k)); });
  return c;
}

const char* values_as(const Store& s, const TypeRef& to, gb::vector<unsigned char>& scratch) {
  if (s.code == to.code) return static_cast<const char*>(s.X());
  const int64_t nx = s.iso ? 1 : (s.is_sparse_or_hyper() ? s.nvals : s.vlen * s.vdim);
  scratch.resize(std::max<size_t>(size_t(nx) * to.size, 1));
  cast_positions(cast_fn(to.code, s.code), reinterpret_cast<char*>(scratch.data()), to.size,
                 static_cast<const char*>(s.X()), s.tsize, bitmap_of(s), 0, nx);
  return reinterpret_cast<const char*>(scratch.data());
}

StorePtr sparse_in_orientation(const StorePtr& s, bool by_row) {
  StorePtr t = s;
  if (!t->is_sparse_or_hyper()) t = to_sparse(t, global().hyper_switch);
  if (!t) return nullptr;
  if (t->by_row != by_row) t = to_orientation(t, by_row, global().hyper_switch);
  return t;
}

}  // namespace gb
