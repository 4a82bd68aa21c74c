#include <new>

#include "core/container.hpp"

namespace gb {

GrB_Info check_container(const GB_Matrix_opaque* A) { return check_object(A); }

void free_container(GB_Matrix_opaque* A) {
  if (!A) return;
  A->magic = kMagicFreed;
  A->current.reset();
  delete A;
}

StorePtr apply_preferences(const GB_Matrix_opaque* A, StorePtr s, bool conform_format) try {
  if (!s) return s;
  if (s->by_row != wants_by_row(A)) {
    StorePtr t = to_orientation(s, wants_by_row(A), A->hyper_switch);
    if (!t) return s;  // keep the other orientation rather than fail: it is still correct
    s = t;
  }
  if (!conform_format) return s;
  StorePtr c = conform(s, A->sparsity_control, A->hyper_switch, A->bitmap_switch);
  return c ? c : s;
} catch (const std::bad_alloc&) {  // the format is a preference: keep the store as it is
  return s;
}

}  // namespace gb
