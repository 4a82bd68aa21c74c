// When a computed result is iso (one value for every entry), by the rules SuiteSparse 7.4 applies
// (GB_iso_AxB, GB_iso_emult, GB_iso_add): a client sees the same GxB_*_iso flag, export arrays and
// serialized blobs after the same calls. Each rule returns true and the value (in the result's
// type) when the result is iso; the operands are taken as they are stored (their iso flags).
#pragma once
#include <vector>

#include "core/memory.hpp"
#include "core/opref.hpp"
#include "core/store.hpp"

namespace gb {

// T = L*R under `sr`, the multiply's x taken from L and y from R, n the inner dimension.
bool product_iso_value(const SemiringRef& sr, const Store& L, const Store& R, uint64_t n,
                       gb::vector<unsigned char>* value);

// T = reduce(A) to a vector with monoid `m`, each reduced vector of length n (a product with a
// full iso vector under the implicit FIRST multiply, as SuiteSparse computes it).
bool reduce_to_vector_iso_value(const MonoidRef& m, const Store& A, uint64_t n, gb::vector<unsigned char>* value);

// T = A .* B (and A + B when both are full).
bool emult_iso_value(const BinaryOpRef& op, const Store& A, const Store& B, gb::vector<unsigned char>* value);

// T = A + B, or eWiseUnion with alpha and beta (in the operator's x and y types) when `as_union`.
bool add_iso_value(const BinaryOpRef& op, const Store& A, const Store& B, bool as_union,
                   const gb::vector<unsigned char>& alpha, const gb::vector<unsigned char>& beta,
                   gb::vector<unsigned char>* value);

// s's structure with one value for every entry; s itself when it already is so. Null when out of
// memory.
StorePtr with_iso_value(const StorePtr& s, const gb::vector<unsigned char>& value);

}  // namespace gb
