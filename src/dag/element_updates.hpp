// Element updates (setElement / removeElement) and extractElement on a container handle.
// Updates are batched into one pending node on top of the handle's current version, in both
// modes (dag/element_updates.cpp says why).
#pragma once
#include "core/container.hpp"

namespace gb {

// Element updates (setElement / removeElement) in non-blocking and blocking mode.
GrB_Info set_element(GB_Matrix_opaque* A, const void* x, TypeCode xcode, uint64_t row, uint64_t col);
GrB_Info remove_element(GB_Matrix_opaque* A, uint64_t row, uint64_t col);
// extractElement: NO_VALUE when absent.
GrB_Info extract_element(void* x, TypeCode xcode, size_t xsize, GB_Matrix_opaque* A, uint64_t row,
                         uint64_t col);

}  // namespace gb
