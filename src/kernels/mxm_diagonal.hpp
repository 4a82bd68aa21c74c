// Products with a square diagonal operand (mxm_diagonal.cpp).
#pragma once
#include "kernels/mxm_internal.hpp"

namespace gb {
namespace axb {

// T = X*D (D right: column scaling) or D*X (D left: row scaling) where D is square and diagonal
// (is_diagonal): one product per entry of X whose diagonal entry D has; X is sparse or
// hypersparse in orientation by_row.
struct DiagonalArgs {
  Operand X, D;
  bool d_left = false;
  GrB_Type ztype = nullptr;
  bool by_row = true;
  gb::vector<unsigned char> iso_value;
};
bool is_diagonal(const Store& s);
GrB_Info diagonal_scale(const SemiringRef& sr, const DiagonalArgs& a, StorePtr* T);

}  // namespace axb
}  // namespace gb
