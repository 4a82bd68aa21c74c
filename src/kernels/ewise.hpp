#pragma once
#include <vector>

#include "core/memory.hpp"
#include "core/opref.hpp"
#include "core/store.hpp"

namespace gb {

enum class EwiseMode { Add, Mult, Union };

// A store in the requested orientation, optionally transposed (sparse or hypersparse).
StorePtr oriented(const StorePtr& s, bool transpose, bool by_row);

// Whether two sparse/hyper stores in the same orientation have identical structure (shared
// buffers, or equal contents). The kernels then compute values only and share the structure.
bool same_structure(const Store& A, const Store& B);

// T = A (+) B (Add: union; Mult: intersection; Union: union with alpha/beta standing in for the
// missing side, in the operator's x and y types). The result has the operator's z type.
GrB_Info ewise(EwiseMode mode, const StorePtr& A, bool tran_a, const StorePtr& B, bool tran_b,
               const BinaryOpRef& op, const gb::vector<unsigned char>& alpha,
               const gb::vector<unsigned char>& beta, bool by_row, StorePtr* out);

}  // namespace gb
