#include "core/container.hpp"

#include <algorithm>
#include <cstring>
#include <numeric>

#include "core/global.hpp"
#include "dag/node.hpp"
#include "dag/planner.hpp"

namespace gb {

//------------------------------------------------------------------------------------------------
// versions
//------------------------------------------------------------------------------------------------
VersionPtr make_version(StorePtr store, GrB_Type type, uint64_t nrows, uint64_t ncols) {
  auto v = std::make_shared<Version>();
  v->type = type;
  v->nrows = nrows;
  v->ncols = ncols;
  v->store = std::move(store);
  return v;
}

VersionPtr make_pending(std::shared_ptr<Node> node, GrB_Type type, uint64_t nrows, uint64_t ncols) {
  auto v = std::make_shared<Version>();
  v->type = type;
  v->nrows = nrows;
  v->ncols = ncols;
  v->producer = std::move(node);
  return v;
}

// The storage format a node's result is kept in. With an explicit sparsity control on the output
// handle, that control decides (as when the user waits on it). Otherwise a result holding every
// entry becomes full storage, as SuiteSparse's automatic sparsity does: its values are already in
// dense order, so this drops the index arrays without copying (an iso result keeps its one value
// instead: dense stores are never iso); later element-wise and accumulating calls on it then run
// position by position, without merging index lists.
static StorePtr output_format(const Node& node, StorePtr s) {
  const int control = node.sparsity_control;
  if (control > 0 && control < GxB_AUTO_SPARSITY) {
    StorePtr c = conform(s, control, node.hyper_switch, node.bitmap_switch);
    return c ? c : s;
  }
  int64_t total = 0;
  if (!s->is_sparse_or_hyper() || s->nvals == 0 || !dense_size(*s, &total)) return s;
  if (!s->iso && s->nvals == total) {
    StorePtr f = to_full(s);
    if (f) return f;
  }
  // A vector that assign keeps filling (a BFS's level and parent vectors, a result gathered
  // piece by piece) becomes a bitmap once its entries pass the bitmap switch: the next masked
  // assign then writes the mask's entries in place, where a sparse vector would be merged whole.
  // Only assign's results: the other kernels are at their best on sparse and full inputs. Nor an
  // assign that keeps nothing of its old value (t<q, replace> = degree, a BFS's frontier degrees):
  // it is rebuilt whole at every call, so nothing is written in place, and a bitmap would only
  // cost the conversion and make its readers walk every position (the BFS switch test, assign
  // then reduce(t), 29K entries of 2^18: 0.45 ms with t made a bitmap, 0.10 ms kept sparse, one
  // thread; SuiteSparse 0.03 ms).
  const bool assign = std::strcmp(node.kind(), "assign") == 0 || std::strcmp(node.kind(), "subassign") == 0;
  if (assign && node.keeps_old_entries() && s->vdim == 1 && double(s->nvals) >= node.bitmap_switch * double(total)) {
    StorePtr b = to_bitmap(s);
    if (b) return b;
  }
  return s;
}

GrB_Info materialize(const VersionPtr& v) {
  // The pending nodes producing v may form a group the JIT runs as one kernel (src/dag/planner.hpp;
  // planned before v is locked: the planner materializes the group's operands and reads v).
  // Matrix results: planner.cpp; vector results of an mxv (PageRank's iteration): planner_vector.cpp.
  StorePtr fused;
  int nthreads = 0;  // the producing call's descriptor GxB_NTHREADS, for a fused group too
  {
    std::lock_guard<std::mutex> lock(v->mu);
    if (v->producer) nthreads = v->producer->nthreads;
  }
  CallThreads fused_threads(nthreads);
  if (plan_matrix_result(v, &fused) || plan_vector_result(v, &fused)) {
    std::lock_guard<std::mutex> lock(v->mu);
    if (!v->store && v->producer) {
      v->store = output_format(*v->producer, std::move(fused));
      v->producer.reset();
    }
    return GrB_SUCCESS;
  }
  std::lock_guard<std::mutex> lock(v->mu);
  if (v->store) return GrB_SUCCESS;
  if (v->exec_error != GrB_SUCCESS) return v->exec_error;
  std::shared_ptr<Node> node = v->producer;
  if (!node) {
    v->exec_error = GrB_PANIC;
    v->exec_message = "version has neither storage nor producer";
    return v->exec_error;
  }
  std::vector<StorePtr> in;
  in.reserve(node->inputs.size());
  for (const VersionPtr& iv : node->inputs) {
    if (!iv) {
      in.push_back(nullptr);
      continue;
    }
    GrB_Info info = materialize(iv);
    if (info != GrB_SUCCESS) {
      v->exec_error = info;
      v->exec_message = iv->exec_message;
      return info;
    }
    in.push_back(iv->store);
  }
  StorePtr out;
  std::string msg;
  GrB_Info info;
  try {
    CallThreads node_threads(node->nthreads);  // the inputs above ran under their own settings
    info = node->run(in, &out, &msg);
  } catch (const std::bad_alloc&) {
    info = GrB_OUT_OF_MEMORY;
    msg = "out of memory";
  }
  if (info == GrB_SUCCESS && !out) {
    info = GrB_OUT_OF_MEMORY;
    msg = "out of memory";
  }
  if (info != GrB_SUCCESS) {
    v->exec_error = info;
    v->exec_message = msg.empty() ? std::string(node->kind()) + " failed" : msg;
    return info;
  }
  v->store = output_format(*node, std::move(out));
  v->producer.reset();  // drops the references to the inputs: they may now be freed
  return GrB_SUCCESS;
}

VersionPtr record(std::shared_ptr<Node> node, GrB_Type type, uint64_t nrows, uint64_t ncols,
                  GrB_Info* info) {
  int depth = 0;
  for (const VersionPtr& iv : node->inputs)
    if (iv && iv->producer) depth = std::max(depth, iv->producer->depth);
  node->depth = depth + 1;
  VersionPtr v = make_pending(std::move(node), type, nrows, ncols);
  *info = GrB_SUCCESS;
  if (global().mode == GrB_BLOCKING || v->producer->depth >= kMaxPendingDepth) *info = materialize(v);
  return v;
}

//------------------------------------------------------------------------------------------------
// handles
//------------------------------------------------------------------------------------------------
GrB_Info check_container(const GB_Matrix_opaque* A) { return check_object(A); }

GrB_Info new_container(GB_Matrix_opaque** out, ObjectKind kind, GrB_Type type, uint64_t nrows,
                       uint64_t ncols) {
  GB_Matrix_opaque* A = nullptr;
  switch (kind) {
    case ObjectKind::Vector: A = new (std::nothrow) GB_Vector_opaque; break;
    case ObjectKind::Scalar: A = new (std::nothrow) GB_Scalar_opaque; break;
    default: A = new (std::nothrow) GB_Matrix_opaque; break;
  }
  if (!A) return GrB_OUT_OF_MEMORY;
  A->kind = kind;
  A->type = type;
  A->nrows = nrows;
  A->ncols = ncols;
  A->by_row = (kind == ObjectKind::Matrix) ? (global().format == GxB_BY_ROW) : false;
  A->hyper_switch = global().hyper_switch;
  A->bitmap_switch = global().bitmap_switch[0];
  StorePtr s = make_empty(type, nrows, ncols, wants_by_row(A));
  if (!s) {
    delete A;
    return GrB_OUT_OF_MEMORY;
  }
  A->current = make_version(s, type, nrows, ncols);
  *out = A;
  return GrB_SUCCESS;
}

void free_container(GB_Matrix_opaque* A) {
  if (!A) return;
  A->magic = kMagicFreed;
  A->current.reset();
  delete A;
}

// Representation preferences of the handle applied to a materialized store.
static StorePtr apply_preferences(const GB_Matrix_opaque* A, StorePtr s) {
  if (!s) return s;
  if (s->by_row != wants_by_row(A)) {
    StorePtr t = to_orientation(s, wants_by_row(A), A->hyper_switch);
    if (!t) return s;  // keep the other orientation rather than fail: it is still correct
    s = t;
  }
  StorePtr c = conform(s, A->sparsity_control, A->hyper_switch, A->bitmap_switch);
  return c ? c : s;
}

GrB_Info wait_store(GB_Matrix_opaque* A, StorePtr* store) {
  VersionPtr v = A->current;
  GrB_Info info = materialize(v);
  if (info != GrB_SUCCESS) {
    A->error = v->exec_message;
    return info;
  }
  std::lock_guard<std::mutex> lock(v->mu);
  StorePtr s = apply_preferences(A, v->store);
  v->store = s;
  if (store) *store = s;
  return GrB_SUCCESS;
}

void set_store(GB_Matrix_opaque* A, StorePtr store) {
  A->current = make_version(apply_preferences(A, std::move(store)), A->type, A->nrows, A->ncols);
}

void set_version(GB_Matrix_opaque* A, VersionPtr v) { A->current = std::move(v); }

bool sole_owner(GB_Matrix_opaque* A) { return A->current.use_count() == 1; }

//------------------------------------------------------------------------------------------------
// element updates
//------------------------------------------------------------------------------------------------
namespace {

// A batch of setElement / removeElement calls on top of a base version, applied in call order.
struct ElementUpdates final : Node {
  size_t tsize = 0;
  std::vector<int64_t> vec, idx;           // storage orientation of the base
  std::vector<unsigned char> values;       // tsize bytes per update (unused for deletions)
  std::vector<uint8_t> erase;              // 1: removeElement
  bool by_row = true;
  const char* kind() const override { return "setElement"; }

  void add(int64_t v, int64_t i, const void* x, bool del) {
    vec.push_back(v);
    idx.push_back(i);
    erase.push_back(del ? 1 : 0);
    const size_t off = values.size();
    values.resize(off + tsize);
    if (!del) std::memcpy(values.data() + off, x, tsize);
  }

  GrB_Info run(const std::vector<StorePtr>& in, StorePtr* out, std::string* msg) override;
};

GrB_Info ElementUpdates::run(const std::vector<StorePtr>& in, StorePtr* out, std::string*) {
  StorePtr base = in[0];
  if (base->by_row != by_row) base = to_orientation(base, by_row);
  if (!base) return GrB_OUT_OF_MEMORY;
  const int64_t nu = int64_t(vec.size());
  // last update of each (vector, index) wins
  std::vector<int64_t> order(static_cast<size_t>(nu));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
    return vec[a] != vec[b] ? vec[a] < vec[b] : idx[a] < idx[b];
  });
  std::vector<int64_t> last;
  last.reserve(size_t(nu));
  for (int64_t k = 0; k < nu; k++) {
    const int64_t u = order[size_t(k)];
    if (!last.empty() && vec[last.back()] == vec[u] && idx[last.back()] == idx[u]) last.back() = u;
    else last.push_back(u);
  }
  const size_t ts = tsize;

  if (!base->is_sparse_or_hyper()) {
    // bitmap or full: write into a bitmap copy
    StorePtr bm = to_bitmap(base);
    if (!bm) return GrB_OUT_OF_MEMORY;
    MutableStorePtr c = deep_copy(*bm);
    if (!c) return GrB_OUT_OF_MEMORY;
    int8_t* B = c->B();
    char* X = static_cast<char*>(c->X());
    for (int64_t u : last) {
      const int64_t pos = vec[u] * c->vlen + idx[u];
      if (erase[u]) {
        c->nvals -= B[pos];
        B[pos] = 0;
      } else {
        c->nvals += 1 - B[pos];
        B[pos] = 1;
        std::memcpy(X + size_t(pos) * ts, values.data() + size_t(u) * ts, ts);
      }
    }
    *out = c;
    return GrB_SUCCESS;
  }

  // sparse / hypersparse: merge the base's entries with the updates
  const int64_t* P = base->P();
  const int64_t* I = base->I();
  std::vector<int64_t> ovec, oidx;
  std::vector<unsigned char> ox;
  const int64_t cap = base->nvals + int64_t(last.size());
  ovec.reserve(size_t(cap));
  oidx.reserve(size_t(cap));
  ox.reserve(size_t(cap) * ts);
  bool iso = base->iso || base->nvals == 0;
  const unsigned char* iso_value = nullptr;
  if (base->iso) iso_value = static_cast<const unsigned char*>(base->X());
  auto emit = [&](int64_t v, int64_t i, const void* x) {
    ovec.push_back(v);
    oidx.push_back(i);
    const unsigned char* xb = static_cast<const unsigned char*>(x);
    if (iso) {
      if (!iso_value) iso_value = xb;
      else if (std::memcmp(iso_value, xb, ts) != 0) iso = false;
    }
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
                                        n, iso && n > 0, global().hyper_switch);
  if (!s) return GrB_OUT_OF_MEMORY;
  *out = s;
  return GrB_SUCCESS;
}

// The pending element-update batch the handle's current version can still take, or null.
ElementUpdates* open_batch(GB_Matrix_opaque* A) {
  VersionPtr& v = A->current;
  if (v.use_count() != 1 || !v->producer || v->producer.use_count() != 1) return nullptr;
  return dynamic_cast<ElementUpdates*>(v->producer.get());
}

GrB_Info add_update(GB_Matrix_opaque* A, uint64_t row, uint64_t col, const void* x, bool del) {
  const bool by_row = wants_by_row(A);
  const int64_t v = int64_t(by_row ? row : col);
  const int64_t i = int64_t(by_row ? col : row);
  ElementUpdates* batch = open_batch(A);
  if (batch && batch->by_row == by_row) {
    batch->add(v, i, x, del);
    return GrB_SUCCESS;
  }
  auto node = std::make_shared<ElementUpdates>();
  node->tsize = A->type->size;
  node->by_row = by_row;
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

}  // namespace

GrB_Info set_element(GB_Matrix_opaque* A, const void* x, TypeCode xcode, uint64_t row, uint64_t col) {
  const size_t ts = A->type->size;
  // the value in the matrix's type
  unsigned char buf[64];
  std::vector<unsigned char> big;
  unsigned char* val = buf;
  if (ts > sizeof(buf)) {
    big.resize(ts);
    val = big.data();
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
