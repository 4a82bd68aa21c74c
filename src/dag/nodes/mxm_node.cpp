#include "core/memory.hpp"
#include "dag/nodes/mxm_node.hpp"

#include "core/errors.hpp"
#include "kernels/compensated.hpp"
#include "kernels/iso_rules.hpp"

namespace gb {

bool MxmNode::describe(FusionOp* f) const {
  if (how != MxmKind::MxM) return false;
  f->kind = FusionOp::Kind::Mxm;
  f->semiring = &sr;
  f->tran_a = tran_a;
  f->tran_b = tran_b;
  return true;
}

bool MxmNode::describe_vector(VectorFusionOp* f) const {
  if (how == MxmKind::MxM) return false;
  f->kind = how == MxmKind::MxV ? VectorFusionOp::Kind::Mxv : VectorFusionOp::Kind::Vxm;
  f->semiring = &sr;
  f->tran_a = how == MxmKind::MxV ? tran_a : tran_b;  // vxm: A is the second operand
  return true;
}

GrB_Info MxmNode::run(const gb::vector<StorePtr>& in, StorePtr* out, std::string* msg) {
  mask_store = has_mask ? in[1] : nullptr;
  // with no mask, accum(C, T) touches every entry of C and T: a vector kernel that writes every
  // entry of a full result may apply it there (mxv checks the types and formats)
  const bool unmasked = !has_mask && !mask_complement;
  accum_c = how != MxmKind::MxM && has_c && accum.has && unmasked ? in[0] : nullptr;
  GrB_Info info = OpNode::run(in, out, msg);
  mask_store = accum_c = nullptr;
  return info;
}

GrB_Info MxmNode::compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) {
  GB_TRY(compute_values(in, T));
  if (t_holds_accum) return GrB_SUCCESS;  // T is accum(C, product): not the product's rule
  // SuiteSparse's iso products (GB_iso_AxB): the multiply's x from in[0] (A, or u of u*A), its
  // y from in[1]
  const Store& L = *in[0];
  const Store& R = *in[1];
  const bool left_tran = how == MxmKind::VxM ? false : tran_a;
  const uint64_t n = how == MxmKind::VxM ? L.nrows() : (left_tran ? L.nrows() : L.ncols());
  gb::vector<unsigned char> v;
  if (!product_iso_value(sr, L, R, n, &v)) return GrB_SUCCESS;
  StorePtr t = with_iso_value(*T, v);
  if (!t) return GrB_OUT_OF_MEMORY;
  *T = t;
  return GrB_SUCCESS;
}

GrB_Info MxmNode::compute_values(const gb::vector<StorePtr>& in, StorePtr* T) {
  // compensated sums of products (GxB_COMPENSATED_SUM): the same product on (sum, compensation)
  // pairs, then each pair rounded once. PAIR's sums count entries, exact without it.
  if (compensated_monoid(sr.add) && sr.mult.fn && sr.mult.opcode != BinaryOpcode::PAIR) {
    CompensatedSemiring lifted(sr);
    StorePtr pairs;
    GB_TRY(product(in, base_spec(lifted.semiring()), &pairs));
    return compensated_finish(pairs, sr.add, T);
  }
  MxmSpec spec = base_spec(sr);
  if (accum_c) {
    spec.accum_c = accum_c;
    spec.accum_op = &accum.op;
    spec.accum_done = &t_holds_accum;
  }
  return product(in, spec, T);
}

MxmSpec MxmNode::base_spec(const SemiringRef& semiring) {
  MxmSpec spec;
  spec.sr = semiring;
  spec.tran_a = tran_a;
  spec.tran_b = tran_b;
  spec.mask = mask_store;
  spec.mask_struct = mask_structural;
  spec.mask_comp = mask_complement;
  spec.by_row = by_row;
  spec.method = method;
  spec.t_within_mask = &t_within_mask;
  return spec;
}

GrB_Info MxmNode::product(const gb::vector<StorePtr>& in, MxmSpec spec, StorePtr* T) {
  switch (how) {
    case MxmKind::MxM: return mxm(in[0], in[1], spec, T);
    case MxmKind::MxV: return mxv(in[0], in[1], false, spec, T);
    default:
      spec.tran_a = tran_b;
      return mxv(in[1], in[0], true, spec, T);
  }
}

}  // namespace gb
