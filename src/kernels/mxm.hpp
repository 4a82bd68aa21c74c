// Matrix multiplication over a semiring (GrB_mxm, GrB_mxv, GrB_vxm) and the Kronecker product.
//
// T = op(A) * op(B): T(i,j) = ⊕_k A(i,k) ⊗ B(k,j), with the multiply's x from A and y from B
// (cast to its input types), positional multiplies giving i, k, k, j (+1 for the *1 forms), and T
// of the monoid's type. The algorithm is chosen by size, density, mask and storage orientation:
//   - Gustavson saxpy (dense or hash accumulator per row, symbolic count + numeric fill),
//   - masked saxpy or masked dot products when a (non-complemented) mask is sparse,
//   - saxpy skipping masked-out entries for complemented masks,
//   - push (saxpy over the vector's entries) or pull (dot products) for mxv / vxm.
// Every output entry is reduced in increasing k, so results do not depend on the thread count.
#pragma once
#include <vector>

#include "core/opref.hpp"
#include "core/store.hpp"

namespace gb {

// GxB_AxB_METHOD hints
enum class AxBMethod { Auto, Gustavson, Hash, Saxpy, Dot };

struct MxmSpec {
  SemiringRef sr;
  bool tran_a = false, tran_b = false;
  StorePtr mask;  // null: none. Used to skip work; the writeback applies the mask in any case.
  bool mask_struct = false, mask_comp = false;
  bool by_row = true;  // orientation the output prefers
  AxBMethod method = AxBMethod::Auto;
  // *t_within_mask (when given) is set to whether T holds no entry the mask excludes: the vector
  // kernels and mxm's masked kernels (dot or saxpy over the mask's entries) apply the mask exactly
  // (a masked-out position is never computed)
  bool* t_within_mask = nullptr;
  // mxv / vxm with no mask: C's old value and the accumulator, which the kernel may apply as it
  // writes each entry when C is a full vector of the product's type and the accumulator is the
  // semiring's own PLUS on that type (a ranking iteration's r += A'*w). *accum_done is then set,
  // T holding accum(C, T), full.
  StorePtr accum_c;
  const BinaryOpRef* accum_op = nullptr;
  bool* accum_done = nullptr;
};

// T = op(A) * op(B) (A is m-by-k, B k-by-n after the transposes).
GrB_Info mxm(const StorePtr& A, const StorePtr& B, const MxmSpec& spec, StorePtr* T);

// w = op(A) * u (vxm == false) or w' = u' * op(A) (vxm == true); u and the result are n-by-1
// stores by column. spec.tran_a is the descriptor's transpose of A; tran_b is ignored.
GrB_Info mxv(const StorePtr& A, const StorePtr& u, bool vxm, const MxmSpec& spec, StorePtr* T);

// Whether mxv (vxm == false) or vxm over op(A) (tran) runs as a pull, one dot product per output
// entry, rather than a push, u's entries scattered through A's vectors: the kernel library's
// choice by cost (the pull pays for A's other orientation unless a copy is at hand). A planner
// that compiles one form asks this so that it runs where the library would run the same form.
bool vector_product_pulls(const StorePtr& A, const StorePtr& u, bool vxm, bool tran, const Store* mask, bool mask_comp,
                          AxBMethod method);

// A push's output blocks (mxm_vector.cpp): how many (one below the serial cut-off or on one
// thread), and their boundaries [split[b], split[b+1]) holding about equal shares of the flops
// products of u's nu rows of R (rows rs[e], -1 for none; row e itself when rs is null). Each
// block reduces its outputs in increasing k, so the blocks never change a result.
int64_t push_block_count(int64_t flops, int64_t nu, int64_t W, int nth);
gb::vector<int64_t> push_output_split(const int64_t* rp, const int64_t* ri, const int64_t* rs, int64_t nu,
                                      int64_t flops, int64_t W, int64_t nb);

// T = kron(op(A), op(B)) with a binary operator.
GrB_Info kron(const StorePtr& A, bool tran_a, const StorePtr& B, bool tran_b, const BinaryOpRef& op, bool by_row,
              uint64_t nrows, uint64_t ncols, StorePtr* T);

}  // namespace gb
