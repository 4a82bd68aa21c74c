#include "core/memory.hpp"
#include "api/ops/op_common.hpp"

#include <new>

namespace gb {

DescFlags read_desc(GrB_Descriptor d) {
  DescFlags f;
  if (!d) return f;
  f.replace = d->out == GrB_REPLACE;
  f.mask_comp = (d->mask & GrB_COMP) != 0;
  f.mask_struct = (d->mask & GrB_STRUCTURE) != 0;
  f.tran0 = d->in0 == GrB_TRAN;
  f.tran1 = d->in1 == GrB_TRAN;
  f.axb = d->axb;
  f.nthreads = d->nthreads > 0 ? d->nthreads : 0;
  return f;
}

bool compatible(GrB_Type to, GrB_Type from) {
  if (!to || !from) return false;
  if (to->code == TypeCode::UDT || from->code == TypeCode::UDT) return to == from;
  return true;
}

GrB_Info check_output(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_Descriptor desc) {
  GB_TRY(check_container(C));
  GB_TRY(check_optional_container(M));
  GB_CHECK_OPT(accum);
  GB_CHECK_OPT(desc);
  return GrB_SUCCESS;
}

GrB_Info check_output_domains(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_Type ttype,
                              const DescFlags& d) {
  if (M && !d.mask_struct && M->type->code == TypeCode::UDT)
    return fail(C, GrB_DOMAIN_MISMATCH, "a valued mask cannot be of a user-defined type");
  if (accum) {
    if (accum->opcode == BinaryOpcode::IGNORE_DUP || !accum->ztype)
      return fail(C, GrB_DOMAIN_MISMATCH, "accum is not a binary operator");
    // as in SuiteSparse: a positional operator (which has no function) cannot accumulate
    if (is_positional(accum->opcode))
      return fail(C, GrB_DOMAIN_MISMATCH, "accum cannot be the positional operator %s", accum->name);
    if (!is_positional(accum->opcode)) {
      if (!compatible(accum->xtype, C->type))
        return fail(C, GrB_DOMAIN_MISMATCH, "C of type %s cannot be cast to the accum's x type %s", C->type->name,
                    accum->xtype->name);
      if (ttype && !compatible(accum->ytype, ttype))
        return fail(C, GrB_DOMAIN_MISMATCH, "the result of type %s cannot be cast to the accum's y type %s",
                    ttype->name, accum->ytype->name);
    }
    if (!compatible(C->type, accum->ztype))
      return fail(C, GrB_DOMAIN_MISMATCH, "the accum's output type %s cannot be cast to C's type %s",
                  accum->ztype->name, C->type->name);
  } else if (ttype && !compatible(C->type, ttype)) {
    return fail(C, GrB_DOMAIN_MISMATCH, "the result of type %s cannot be cast to C's type %s", ttype->name,
                C->type->name);
  }
  return GrB_SUCCESS;
}

GrB_Info check_mask_dims(GB_Matrix_opaque* C, GB_Matrix_opaque* M) {
  if (M && (M->nrows != C->nrows || M->ncols != C->ncols))
    return fail(C, GrB_DIMENSION_MISMATCH, "mask is %llu-by-%llu but C is %llu-by-%llu", (unsigned long long)M->nrows,
                (unsigned long long)M->ncols, (unsigned long long)C->nrows, (unsigned long long)C->ncols);
  return GrB_SUCCESS;
}

GrB_Info record_op(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, const DescFlags& d,
                   std::shared_ptr<OpNode> node, std::initializer_list<GB_Matrix_opaque*> operands) {
  return record_op(C, M, accum, d, std::move(node), gb::vector<GB_Matrix_opaque*>(operands));
}

GrB_Info record_op(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, const DescFlags& d,
                   std::shared_ptr<OpNode> node, const gb::vector<GB_Matrix_opaque*>& operands) {
  node->ctype = C->type;
  node->nrows = C->nrows;
  node->ncols = C->ncols;
  node->by_row = wants_by_row(C);
  node->sparsity_control = C->sparsity_control;
  node->hyper_switch = C->hyper_switch;
  node->bitmap_switch = C->bitmap_switch;
  node->nthreads = d.nthreads;
  node->has_mask = M != nullptr;
  node->mask_structural = d.mask_struct;
  node->mask_complement = d.mask_comp;
  node->replace = d.replace;
  if (accum) {
    node->accum.has = true;
    node->accum.op = BinaryOpRef(accum);
  }
  // C's old value matters when accumulating, or when some entries may be kept (mask without replace)
  node->has_c = accum != nullptr || ((M != nullptr || d.mask_comp) && !d.replace);
  node->inputs.push_back(node->has_c ? C->current : nullptr);
  node->inputs.push_back(M ? M->current : nullptr);
  node->first_operand = 2;
  for (GB_Matrix_opaque* A : operands) node->inputs.push_back(A ? A->current : nullptr);
  GrB_Info info;
  VersionPtr v;
  try {
    v = record(node, C->type, C->nrows, C->ncols, &info);
  } catch (const std::bad_alloc&) {
    info = GrB_OUT_OF_MEMORY;
  }
  // out of memory where the call ran at once (blocking mode, or the pending depth bound): C keeps
  // its value, as if the call had not been made
  if (info == GrB_OUT_OF_MEMORY) return fail(C, info, "out of memory");
  set_version(C, v);
  if (info != GrB_SUCCESS) C->error = v->exec_message;
  return info;
}

}  // namespace gb
