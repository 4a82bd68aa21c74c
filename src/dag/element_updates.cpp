#include "core/memory.hpp"
#include "dag/element_updates.hpp"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>
#include <numeric>
#include <vector>

#include "core/global.hpp"
#include "dag/handle_value.hpp"
#include "dag/node.hpp"
#include "dag/scheduler.hpp"

namespace gb {

namespace {

// A batch of setElement / removeElement calls on top of a base version, applied in call order.
struct ElementUpdates final : Node {
  size_t tsize = 0;
  gb::vector<int64_t> vec, idx;           // storage orientation of the base
  gb::vector<unsigned char> values;       // tsize bytes per update (unused for deletions)
  gb::vector<uint8_t> erase;              // 1: removeElement
  bool by_row = true;
  const char* kind() const override { return "setElement"; }
  // SuiteSparse writes element updates into a bitmap or full matrix directly and conforms only
  // a sparse or hypersparse one, when its pending tuples and zombies are finished: run conforms.
  bool conforms_result() const override { return false; }

  // All or nothing: when an allocation throws, the batch is left as it was.
  void add(int64_t v, int64_t i, const void* x, bool del) {
    const size_t n = vec.size(), off = values.size();
    try {
      vec.push_back(v);
      idx.push_back(i);
      erase.push_back(del ? 1 : 0);
      values.resize(off + tsize);
    } catch (...) {
      vec.resize(n);
      idx.resize(std::min(idx.size(), n));
      erase.resize(std::min(erase.size(), n));
      values.resize(off);
      throw;
    }
    if (!del) std::memcpy(values.data() + off, x, tsize);
  }

  GrB_Info run(const gb::vector<StorePtr>& in, StorePtr* out, std::string* msg) override;

  // The one value of the result when it stays iso, else null. As SuiteSparse: an object that is
  // empty (or iso) takes the first value set (or keeps its own) and stays iso while every value
  // set equals it, in call order, even one a later call overwrites or removes.
  const unsigned char* iso_after(const Store& base) const {
    if (!base.iso && base.nvals != 0) return nullptr;
    const unsigned char* v = base.nvals > 0 ? static_cast<const unsigned char*>(base.X()) : nullptr;
    for (size_t u = 0; u < erase.size(); u++) {
      if (erase[u]) continue;
      const unsigned char* x = values.data() + u * tsize;
      if (!v) v = x;
      else if (std::memcmp(v, x, tsize) != 0) return nullptr;
    }
    // removals alone leave an iso object iso, even an empty one
    if (!v && base.iso) v = static_cast<const unsigned char*>(base.X());
    return v;
  }
};

GrB_Info ElementUpdates::run(const gb::vector<StorePtr>& in, StorePtr* out, std::string*) {
  StorePtr base = in[0];
  if (base->by_row != by_row) base = to_orientation(base, by_row);
  if (!base) return GrB_OUT_OF_MEMORY;
  const int64_t nu = int64_t(vec.size());
  // last update of each (vector, index) wins
  gb::vector<int64_t> order(static_cast<size_t>(nu));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
    return vec[a] != vec[b] ? vec[a] < vec[b] : idx[a] < idx[b];
  });
  gb::vector<int64_t> last;
  last.reserve(size_t(nu));
  for (int64_t k = 0; k < nu; k++) {
    const int64_t u = order[size_t(k)];
    if (!last.empty() && vec[last.back()] == vec[u] && idx[last.back()] == idx[u]) last.back() = u;
    else last.push_back(u);
  }
  const size_t ts = tsize;

  // Removing from a full matrix: SuiteSparse makes it a bitmap when the control allows one, else
  // sparse (conformed when the removal is finished, below).
  const bool removes = std::any_of(last.begin(), last.end(), [&](int64_t u) { return erase[size_t(u)] != 0; });
  if (removes && base->format == Format::Full &&
      !(effective_sparsity_control(sparsity_control, base->vdim) & GxB_BITMAP)) {
    base = to_sparse(base);
    if (!base) return GrB_OUT_OF_MEMORY;
  }

  if (!base->is_sparse_or_hyper()) {
    // bitmap or full: write into a bitmap copy
    StorePtr bm = to_bitmap(base);
    if (!bm) return GrB_OUT_OF_MEMORY;
    const unsigned char* iso_value = iso_after(*bm);
    if (bm->iso && !iso_value && !(bm = expand_iso(bm))) return GrB_OUT_OF_MEMORY;
    MutableStorePtr c = deep_copy(*bm);
    if (!c) return GrB_OUT_OF_MEMORY;
    if (iso_value) {
      c->x = Buffer::allocate(std::max<size_t>(ts, 1));
      if (!c->x) return GrB_OUT_OF_MEMORY;
      std::memcpy(c->X(), iso_value, ts);
      c->iso = true;
    }
    int8_t* B = c->B();
    char* X = iso_value ? nullptr : static_cast<char*>(c->X());
    for (int64_t u : last) {
      const int64_t pos = vec[u] * c->vlen + idx[u];
      if (erase[u]) {
        c->nvals -= B[pos];
        B[pos] = 0;
      } else {
        c->nvals += 1 - B[pos];
        B[pos] = 1;
        if (X) std::memcpy(X + size_t(pos) * ts, values.data() + size_t(u) * ts, ts);
      }
    }
    // a full matrix whose updates only replaced values stays full
    int64_t total = 0;
    if (base->format == Format::Full && dense_size(*c, &total) && c->nvals == total) {
      StorePtr f = to_full(c);
      if (f) return *out = f, GrB_SUCCESS;
    }
    *out = c;
    return GrB_SUCCESS;
  }

  // sparse / hypersparse: merge the base's entries with the updates
  const int64_t* P = base->P();
  const int64_t* I = base->I();
  gb::vector<int64_t> ovec, oidx;
  gb::vector<unsigned char> ox;
  const int64_t cap = base->nvals + int64_t(last.size());
  ovec.reserve(size_t(cap));
  oidx.reserve(size_t(cap));
  ox.reserve(size_t(cap) * ts);
  const unsigned char* iso_value = iso_after(*base);
  const bool iso = iso_value != nullptr;
  auto emit = [&](int64_t v, int64_t i, const void* x) {
    ovec.push_back(v);
    oidx.push_back(i);
    if (iso) return;
    const unsigned char* xb = static_cast<const unsigned char*>(x);
    ox.insert(ox.end(), xb, xb + ts);
  };
  size_t u = 0;
  for (int64_t k = 0; k <= base->nvec; k++) {
    const int64_t v = (k < base->nvec) ? base->vector_id(k) : INT64_MAX;
    // updates to vectors before v
    while (u < last.size() && vec[last[u]] < v) {
      const int64_t w = last[u++];
      if (!erase[w]) emit(vec[w], idx[w], values.data() + size_t(w) * ts);
    }
    if (k == base->nvec) break;
    int64_t p = P[k];
    const int64_t pend = P[k + 1];
    while (p < pend || (u < last.size() && vec[last[u]] == v)) {
      const bool has_u = u < last.size() && vec[last[u]] == v;
      const int64_t ui = has_u ? idx[last[u]] : INT64_MAX;
      if (p < pend && I[p] < ui) {
        emit(v, I[p], base->value_at(p));
        p++;
      } else {
        const int64_t w = last[u++];
        if (p < pend && I[p] == ui) p++;  // replaced or removed
        if (!erase[w]) emit(v, idx[w], values.data() + size_t(w) * ts);
      }
    }
  }
  const int64_t n = int64_t(ovec.size());
  MutableStorePtr s = store_from_sorted(base->type, base->vlen, base->vdim, base->by_row, ovec.data(),
                                        oidx.data(), iso ? static_cast<const void*>(iso_value) : ox.data(),
                                        n, iso,
                                        base->format == Format::Hyper ? 2.0 /* hyper */ : -1.0 /* sparse */);
  if (!s) return GrB_OUT_OF_MEMORY;
  // the base's format, then conformed (as SuiteSparse finishes pending work, then conforms)
  StorePtr c = conform(s, sparsity_control, hyper_switch, bitmap_switch);
  *out = c ? c : s;
  return GrB_SUCCESS;
}

// The pending element-update batch the handle's current version can still take, or null.
ElementUpdates* open_batch(GB_Matrix_opaque* A) {
  VersionPtr& v = A->current;
  if (v.use_count() != 1 || !v->producer || v->producer.use_count() != 1) return nullptr;
  return dynamic_cast<ElementUpdates*>(v->producer.get());
}

GrB_Info add_update_or_throw(GB_Matrix_opaque* A, uint64_t row, uint64_t col, const void* x, bool del) {
  const bool by_row = wants_by_row(A);
  const int64_t v = int64_t(by_row ? row : col);
  const int64_t i = int64_t(by_row ? col : row);
  ElementUpdates* batch = open_batch(A);
  if (batch && batch->by_row == by_row) {
    batch->add(v, i, x, del);
    return GrB_SUCCESS;
  }
  auto node = gb::make_shared<ElementUpdates>();
  node->tsize = A->type->size;
  node->by_row = by_row;
  node->sparsity_control = A->sparsity_control;
  node->hyper_switch = A->hyper_switch;
  node->bitmap_switch = A->bitmap_switch;
  node->inputs.push_back(A->current);
  node->add(v, i, x, del);
  // Element updates stay pending in both modes: their result is the same whenever they are applied
  // and they cannot fail except for lack of memory, while applying each at once would make building
  // a matrix one entry at a time quadratic.
  const int depth = A->current->producer ? A->current->producer->depth + 1 : 1;
  node->depth = depth;
  A->current = make_pending(node, A->type, A->nrows, A->ncols);
  if (depth >= kMaxPendingDepth) return wait_store(A, nullptr);
  return GrB_SUCCESS;
}

// Out of memory leaves A's value as it was.
GrB_Info add_update(GB_Matrix_opaque* A, uint64_t row, uint64_t col, const void* x, bool del) {
  try {
    return add_update_or_throw(A, row, col, x, del);
  } catch (const std::bad_alloc&) {
    return GrB_OUT_OF_MEMORY;
  }
}

}  // namespace

GrB_Info set_element(GB_Matrix_opaque* A, const void* x, TypeCode xcode, uint64_t row, uint64_t col) {
  const size_t ts = A->type->size;
  // the value in the matrix's type
  unsigned char buf[64];
  unique_array<unsigned char> big;
  unsigned char* val = buf;
  if (ts > sizeof(buf)) {
    big = alloc_array<unsigned char>(ts);
    if (!big) return GrB_OUT_OF_MEMORY;
    val = big.get();
  }
  cast_value(A->type->code, val, xcode, x, ts);
  // in place when the entry exists and nobody else can see the storage
  VersionPtr& cur = A->current;
  if (cur->store && cur.use_count() == 1 && cur->store.use_count() == 1 && !cur->store->iso &&
      cur->store->x && cur->store->x.use_count() == 1) {
    const int64_t pos = store_find(*cur->store, row, col);
    if (pos >= 0) {
      cur->store->x->contents_changing();
      std::memcpy(static_cast<char*>(cur->store->X()) + size_t(pos) * ts, val, ts);
      return GrB_SUCCESS;
    }
  }
  return add_update(A, row, col, val, false);
}

GrB_Info remove_element(GB_Matrix_opaque* A, uint64_t row, uint64_t col) {
  // removing from a materialized matrix that has no such entry changes nothing
  if (A->current->store && store_find(*A->current->store, row, col) < 0) return GrB_SUCCESS;
  return add_update(A, row, col, nullptr, true);
}

GrB_Info extract_element(void* x, TypeCode xcode, size_t xsize, GB_Matrix_opaque* A, uint64_t row,
                         uint64_t col) {
  StorePtr s;
  GrB_Info info = wait_store(A, &s);
  if (info != GrB_SUCCESS) return info;
  const int64_t pos = store_find(*s, row, col);
  if (pos < 0) return GrB_NO_VALUE;
  if (xcode == TypeCode::UDT) {
    std::memcpy(x, s->value_at(pos), xsize);
  } else {
    cast_value(xcode, x, s->code, s->value_at(pos), s->tsize);
  }
  return GrB_SUCCESS;
}

}  // namespace gb
