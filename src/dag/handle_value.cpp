#include "dag/handle_value.hpp"

#include <new>

#include "core/global.hpp"
#include "dag/scheduler.hpp"

namespace gb {

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
  A->bitmap_switch = bitmap_switch_for(nrows, ncols);
  try {
    StorePtr s = make_empty(type, nrows, ncols, wants_by_row(A));
    if (s) A->current = make_version(s, type, nrows, ncols);
  } catch (const std::bad_alloc&) {
  }
  if (!A->current) {
    delete A;
    return GrB_OUT_OF_MEMORY;
  }
  *out = A;
  return GrB_SUCCESS;
}

GrB_Info wait_store(GB_Matrix_opaque* A, StorePtr* store) {
  VersionPtr v = A->current;
  GrB_Info info = materialize(v);
  if (info != GrB_SUCCESS) {
    A->error = (info == GrB_OUT_OF_MEMORY) ? "out of memory" : v->exec_message;
    return info;
  }
  std::lock_guard<std::mutex> lock(v->mu);
  try {
    // read in the format it has: a computed result was conformed when it was computed (with the
    // settings of its call; an option set since then conformed it again), as SuiteSparse conforms.
    // One computed in the other orientation is conformed again once transposed (hypersparse is
    // decided per orientation).
    const bool reoriented = v->store->by_row != wants_by_row(A);
    StorePtr s = apply_preferences(A, v->store, reoriented);
    v->store = s;
    if (store) *store = s;
  } catch (const std::bad_alloc&) {  // the format is a preference: the value is still there
    if (store) *store = v->store;
  }
  return GrB_SUCCESS;
}

void set_store(GB_Matrix_opaque* A, StorePtr store) {
  A->current = make_version(apply_preferences(A, std::move(store)), A->type, A->nrows, A->ncols);
}

void set_version(GB_Matrix_opaque* A, VersionPtr v) { A->current = std::move(v); }

bool sole_owner(GB_Matrix_opaque* A) { return A->current.use_count() == 1; }

}  // namespace gb
