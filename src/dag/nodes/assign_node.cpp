#include "core/memory.hpp"
#include "dag/nodes/assign_node.hpp"

namespace gb {
namespace {

// A GrB_Vector's store seen as a 1-by-n matrix held by row (same buffers).
StorePtr as_row(const StorePtr& v) {
  if (v->by_row) return v;
  auto r = gb::make_shared<Store>(*v);
  r->by_row = true;
  return r;
}

}  // namespace

bool AssignNode::keeps_old_entries() const {
  return !(inputs[0] && spec.drops_old_c(inputs[0]->nrows, inputs[0]->ncols));
}

bool AssignNode::describe_vector(VectorFusionOp* f) const {
  // every entry of C set to the scalar: GrB_ALL (both lists), no mask, no accumulator
  auto all = [](const IndexList& l, uint64_t n) { return !l.is_list() && l.begin == 0 && l.step == 1 && uint64_t(l.n) == n; };
  // or through a C-shaped mask (AssignMasked: a traversal's level update)
  if (!spec.scalar || !spec.scalar_present || spec.accum.has || spec.scope != AssignScope::All || !inputs[0] ||
      !all(spec.I, inputs[0]->nrows) || !all(spec.J, inputs[0]->ncols))
    return false;
  if (spec.mask_kind == AssignMaskKind::None && !spec.complement) {
    f->kind = VectorFusionOp::Kind::AssignAll;
  } else if (spec.mask_kind == AssignMaskKind::Full && inputs[1]) {
    f->kind = VectorFusionOp::Kind::AssignMasked;
    f->mask_structural = spec.structural;
    f->mask_complement = spec.complement;
    f->replace = spec.replace;
  } else {
    return false;
  }
  f->scalar = &spec.scalar_value;
  f->scalar_code = spec.scalar_type.code;
  return true;
}

GrB_Info AssignNode::run(const gb::vector<StorePtr>& in, StorePtr* out, std::string*) {
  // C's storage may be reused when only this node can reach it: the old version is held by this
  // node alone, and its store by that version and by `in` (checked before any copy is taken).
  const bool steal = inputs[0].use_count() == 1 && in[0].use_count() == 2 && in[0]->x &&
                     in[0]->x.use_count() == 1 && (!in[0]->b || in[0]->b.use_count() == 1);
  if (steal) in[0]->x->contents_changing();
  StorePtr M = in[1], A = in[2];
  if (row_operand && A) A = as_row(A);
  if (row_mask && M) M = as_row(M);
  return assign_kernel(spec, in[0], M, A, steal, out);
}

}  // namespace gb
