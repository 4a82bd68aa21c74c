// GrB_assign (C<M>(I,J) = accum(C(I,J), A): the mask is C's size and GrB_REPLACE reaches all of C,
// or the row / column of GrB_Row_assign / GrB_Col_assign) and GxB_subassign (C(I,J)<M> =
// accum(C(I,J), A): the mask is the size of C(I,J) and nothing outside C(I,J) changes), with a
// matrix, vector, typed scalar, user-defined scalar or GrB_Scalar operand.
//
// SuiteSparse 7.4 behaviours followed here (each checked against the real library):
//   - duplicate indices in I or J: the last occurrence wins (its operand entry, and its subassign
//     mask entry, are the ones used);
//   - an empty GrB_Scalar assigns "no entry": C(I,J) entries are deleted where the mask allows,
//     unless there is an accumulator (then nothing changes);
//   - a complemented null mask: nothing happens (indices are not even checked), or with GrB_REPLACE
//     the scope is cleared (all of C for GrB_assign, the row / column for Row/Col_assign, C(I,J)
//     for subassign);
//   - errors, after null / invalid objects and null lists: domains (a positional accumulator is a
//     domain mismatch), dimensions, the row / column of Row/Col forms, then indices: out of range
//     is GrB_INDEX_OUT_OF_BOUNDS, except for a scalar assigned to a single explicit (i,j) without
//     mask and without replace, where SuiteSparse reports GrB_INVALID_INDEX (its setElement path);
//     In that setElement-like case an empty GrB_Scalar with an accumulator is a no-op (no check);
//   - a valued mask that is iso with the value false counts as a complemented null mask (SuiteSparse
//     rewrites it so): its dimensions are then not checked, and a call it makes a no-op does not
//     check the indices. Results never depend on this, only which error (if any) is returned, so
//     the mask is only inspected on those error paths.
// C's old value is handed to the node alone (the handle moves on to the new version), so when
// nothing else reads it a bitmap or full C is updated in place.
#include <new>

#include "api/extract/index_args.hpp"
#include "api/ops/op_common.hpp"
#include "dag/nodes/assign_node.hpp"

namespace gb {
namespace {

enum class Form { Matrix, Vector, Row, Col };

// The operand: a matrix / vector, or a scalar given as a C value, a user-defined value or a GrB_Scalar.
struct Operand {
  GB_Matrix_opaque* A = nullptr;
  bool scalar = false;
  const void* value = nullptr;
  TypeCode code = TypeCode::None;  // UDT: of C's type
  GB_Matrix_opaque* s = nullptr;   // GrB_Scalar
  bool is_grb_scalar = false;
};

// The mask's required size: C's (GrB_assign), C(I,J)'s (subassign), or the row's / column's.
// A valued iso-false mask of another size is dropped as a complemented null mask (SuiteSparse
// drops it before checking its size): M becomes null, the complement flips, *mask_dropped is set.
GrB_Info check_mask_size(bool sub, Form form, GB_Matrix_opaque* C, GB_Matrix_opaque** Mp, uint64_t nI, uint64_t nJ,
                         DescFlags& d, bool* mask_dropped) {
  GB_Matrix_opaque* M = *Mp;
  if (!M) return GrB_SUCCESS;
  uint64_t mr = C->nrows, mc = C->ncols;  // GrB_assign on a matrix or vector: C's size
  if (sub) {
    mr = form == Form::Row ? nJ : nI;
    mc = form == Form::Matrix ? nJ : 1;
  } else if (form == Form::Row) {
    mr = C->ncols;
    mc = 1;
  } else if (form == Form::Col) {
    mr = C->nrows;
    mc = 1;
  }
  if (M->nrows == mr && M->ncols == mc) return GrB_SUCCESS;
  // SuiteSparse drops a valued iso-false mask (a complemented null mask) before checking its size
  if (!mask_is_iso_false(M, d.mask_struct))
    return fail(C, GrB_DIMENSION_MISMATCH, "mask is %llu-by-%llu but must be %llu-by-%llu",
                (unsigned long long)M->nrows, (unsigned long long)M->ncols, (unsigned long long)mr,
                (unsigned long long)mc);
  *Mp = nullptr;
  d.mask_comp = !d.mask_comp;
  *mask_dropped = true;
  return GrB_SUCCESS;
}

// The operand's size against C(I,J), and the row / column of a Row / Col form.
GrB_Info check_operand_and_line(Form form, GB_Matrix_opaque* C, const Operand& op, uint64_t nI, uint64_t nJ,
                                GrB_Index line, const DescFlags& d) {
  if (!op.scalar) {
    // a Row method's vector runs along the row: |J| long
    const uint64_t ar = rows_of(op.A, d.tran0), ac = cols_of(op.A, d.tran0);
    const bool ok = form == Form::Row ? (ar == nJ && ac == 1) : (ar == nI && ac == nJ);
    if (!ok)
      return fail(C, GrB_DIMENSION_MISMATCH, "the operand is %llu-by-%llu but C(I,J) is %llu-by-%llu",
                  (unsigned long long)ar, (unsigned long long)ac, (unsigned long long)nI, (unsigned long long)nJ);
  }
  if (form == Form::Row && line >= C->nrows)
    return fail(C, GrB_INDEX_OUT_OF_BOUNDS, "row index %llu out of range; must be < %llu", (unsigned long long)line,
                (unsigned long long)C->nrows);
  if (form == Form::Col && line >= C->ncols)
    return fail(C, GrB_INDEX_OUT_OF_BOUNDS, "column index %llu out of range; must be < %llu",
                (unsigned long long)line, (unsigned long long)C->ncols);
  return GrB_SUCCESS;
}

// What assign_entry was called with, as the steps after its checks read it.
struct AssignCall {
  Form form;
  GB_Matrix_opaque* C;
  GB_Matrix_opaque* M;
  GrB_BinaryOp accum;
  const Operand& op;
  const GrB_Index* I;
  GrB_Index ni;
  const GrB_Index* J;
  GrB_Index nj;
  GrB_Index line;
  const DescFlags& d;
};

// The index lists I and J into s (SuiteSparse skips their check when the mask is all false), or
// the error SuiteSparse reports for an index out of range. *done is set when the call is a no-op.
GrB_Info set_indices(const AssignCall& a, bool skip_index_check, AssignSpec& s, bool* done) {
  const Form form = a.form;
  GB_Matrix_opaque* const C = a.C;
  const GrB_Index *I = a.I, *J = a.J;
  const GrB_Index ni = a.ni, nj = a.nj;
  const DescFlags& d = a.d;
  uint64_t bad = 0;
  auto index_error = [&](const char* what, uint64_t dim) -> GrB_Info {
    // SuiteSparse reads a valued iso mask of false as "no mask, complement flipped": without the
    // complement the call is then a no-op (unless GrB_REPLACE); with it there is no mask at all
    bool no_mask = !a.M, comp = d.mask_comp;
    if (mask_is_iso_false(a.M, d.mask_struct)) {
      if (!comp && !d.replace) {
        *done = true;
        return GrB_SUCCESS;
      }
      no_mask = true;
      comp = !comp;
    }
    const bool setelement_like =
        a.op.scalar && no_mask && !comp && !d.replace &&
        (form == Form::Vector ? single_explicit_index(I, ni)
                              : single_explicit_index(I, ni) && single_explicit_index(J, nj));
    if (setelement_like && a.accum && a.op.is_grb_scalar) {
      // SuiteSparse's setElement path: accumulating an empty scalar into one entry does nothing
      StorePtr ss;
      if (wait_store(a.op.s, &ss) == GrB_SUCCESS && ss->nvals == 0) {
        *done = true;
        return GrB_SUCCESS;
      }
    }
    return fail(C, setelement_like ? GrB_INVALID_INDEX : GrB_INDEX_OUT_OF_BOUNDS,
                "%s index %llu out of range; must be < %llu", what, (unsigned long long)bad, (unsigned long long)dim);
  };
  if (form == Form::Row) {
    s.I = IndexList::single(int64_t(a.line));
  } else if (!make_index_list(I, ni, C->nrows, &s.I, &bad, skip_index_check)) {
    return index_error("row", C->nrows);
  }
  if (form == Form::Col || form == Form::Vector) {
    s.J = IndexList::single(int64_t(form == Form::Col ? a.line : 0));
  } else if (!make_index_list(J, nj, C->ncols, &s.J, &bad, skip_index_check)) {
    return index_error("column", C->ncols);
  }
  return GrB_SUCCESS;
}

// The operand into the node: a scalar's value (none under a complemented null mask, where it
// cannot matter), or the matrix / vector *A.
GrB_Info set_operand(const Operand& op, Form form, bool all_false, GrB_Type ttype, AssignNode& node,
                     GB_Matrix_opaque** A) {
  AssignSpec& s = node.spec;
  if (all_false) {
    s.scalar = true;  // its value cannot matter
    s.scalar_present = false;
  } else if (op.scalar) {
    s.scalar = true;
    s.scalar_type = TypeRef(ttype);
    if (op.is_grb_scalar) {
      StorePtr ss;
      GB_TRY(wait_store(op.s, &ss));
      s.scalar_present = ss->nvals > 0;
      if (s.scalar_present) {
        const auto* v = static_cast<const unsigned char*>(ss->value_at(0));
        s.scalar_value.assign(v, v + ttype->size);
      }
    } else {
      s.scalar_present = true;
      const auto* v = static_cast<const unsigned char*>(op.value);
      s.scalar_value.assign(v, v + ttype->size);
    }
  } else {
    *A = op.A;
    node.row_operand = form == Form::Row;
  }
  return GrB_SUCCESS;
}

// The mask's kind and the part of C that GrB_REPLACE reaches.
void set_mask_and_scope(bool sub, Form form, bool has_mask, GrB_Index line, AssignNode& node) {
  AssignSpec& s = node.spec;
  if (has_mask) {
    if (sub) {
      s.mask_kind = AssignMaskKind::Sub;
      node.row_mask = form == Form::Row;
    } else if (form == Form::Row) {
      s.mask_kind = AssignMaskKind::RowLine;
    } else if (form == Form::Col) {
      s.mask_kind = AssignMaskKind::ColLine;
    } else {
      s.mask_kind = AssignMaskKind::Full;
    }
  }
  s.line = int64_t(line);
  if (sub) s.scope = AssignScope::None;
  else if (form == Form::Row) s.scope = AssignScope::Rows;
  else if (form == Form::Col) s.scope = AssignScope::Cols;
  else s.scope = AssignScope::All;
}

// Record the node: C's old version goes to the node alone (read M and A first: they may be C itself).
GrB_Info record_assign(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GB_Matrix_opaque* A,
                       const std::shared_ptr<AssignNode>& node) {
  VersionPtr mv = M ? M->current : nullptr;
  VersionPtr av = A ? A->current : nullptr;
  node->sparsity_control = C->sparsity_control;
  node->hyper_switch = C->hyper_switch;
  node->bitmap_switch = C->bitmap_switch;
  node->inputs.reserve(3);  // so that the pushes below cannot throw once C's value is moved
  node->inputs.push_back(std::move(C->current));
  node->inputs.push_back(std::move(mv));
  node->inputs.push_back(std::move(av));
  GrB_Info info = GrB_SUCCESS;
  VersionPtr v;
  try {
    v = record(node, C->type, C->nrows, C->ncols, &info);
  } catch (const std::bad_alloc&) {
    info = GrB_OUT_OF_MEMORY;
  }
  if (info == GrB_OUT_OF_MEMORY) {  // C keeps its value (see record_op)
    C->current = node->inputs[0];
    return fail(C, info, "out of memory");
  }
  set_version(C, v);
  if (info != GrB_SUCCESS) C->error = v->exec_message;
  return info;
}

GrB_Info assign_entry(bool sub, Form form, GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum,
                      const Operand& op, const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj,
                      GrB_Index line, GrB_Descriptor desc) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(C, M, accum, desc));
  if (op.is_grb_scalar) {
    GB_RETURN_IF_NULL(op.s);
    GB_TRY(check_container(op.s));
  } else if (op.scalar) {
    GB_RETURN_IF_NULL(op.value);
  } else {
    GB_TRY(check_container(op.A));
  }
  if (form != Form::Row) GB_RETURN_IF_NULL(I);
  if (form == Form::Matrix || form == Form::Row) GB_RETURN_IF_NULL(J);
  DescFlags d = read_desc(desc);
  if (form != Form::Matrix || op.scalar) d.tran0 = false;

  // domains
  GrB_Type ttype;
  if (op.is_grb_scalar) ttype = op.s->type;
  else if (op.scalar) ttype = op.code == TypeCode::UDT ? C->type : builtin_type(op.code);
  else ttype = op.A->type;
  if (op.scalar && !op.is_grb_scalar && op.code == TypeCode::UDT && C->type->code != TypeCode::UDT)
    return fail(C, GrB_DOMAIN_MISMATCH, "a user-defined scalar cannot be assigned to a matrix of type %s",
                C->type->name);
  if (accum && is_positional(accum->opcode))
    return fail(C, GrB_DOMAIN_MISMATCH, "accum cannot be a positional operator");
  GB_TRY(check_output_domains(C, M, accum, ttype, d));

  // dimensions
  const uint64_t nI = form == Form::Row ? 1 : index_count(I, ni, C->nrows);
  const uint64_t nJ = (form == Form::Matrix || form == Form::Row) ? index_count(J, nj, C->ncols) : 1;
  bool mask_dropped = false;
  GB_TRY(check_mask_size(sub, form, C, &M, nI, nJ, d, &mask_dropped));
  GB_TRY(check_operand_and_line(form, C, op, nI, nJ, line, d));

  auto node = gb::make_shared<AssignNode>();
  node->sub = sub;
  AssignSpec& s = node->spec;
  s.ctype = C->type;
  s.tran = d.tran0;
  s.structural = d.mask_struct;
  s.complement = d.mask_comp;
  s.replace = d.replace;
  if (accum) {
    s.accum.has = true;
    s.accum.op = BinaryOpRef(accum);
  }
  const bool all_false = !M && d.mask_comp;  // a complemented null mask
  if (all_false && !d.replace) return GrB_SUCCESS;
  const bool skip_index_check = all_false && !mask_dropped;  // (a dropped mask still has them checked)

  bool done = false;
  GB_TRY(set_indices(AssignCall{form, C, M, accum, op, I, ni, J, nj, line, d}, skip_index_check, s, &done));
  if (done) return GrB_SUCCESS;
  GB_Matrix_opaque* A = nullptr;
  GB_TRY(set_operand(op, form, all_false, ttype, *node, &A));
  set_mask_and_scope(sub, form, M != nullptr, line, *node);
  return record_assign(C, M, A, node);
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

Operand matrix_operand(GB_Matrix_opaque* A) {
  Operand o;
  o.A = A;
  return o;
}
Operand value_operand(const void* x, TypeCode code) {
  Operand o;
  o.scalar = true;
  o.value = x;
  o.code = code;
  return o;
}
Operand scalar_operand(GB_Matrix_opaque* s) {
  Operand o;
  o.scalar = true;
  o.is_grb_scalar = true;
  o.s = s;
  return o;
}

}  // namespace
}  // namespace gb

using gb::Form;
using gb::TypeCode;

extern "C" {

//------------------------------------------------------------------------------------------------
// matrix / vector operands
//------------------------------------------------------------------------------------------------
GrB_Info GrB_Matrix_assign(GrB_Matrix C, const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_Matrix A,
                           const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj,
                           const GrB_Descriptor desc) {
  return gb::assign_entry(false, Form::Matrix, C, Mask, accum, gb::matrix_operand(A), I, ni, J, nj, 0, desc);
}
GrB_Info GxB_Matrix_subassign(GrB_Matrix C, const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_Matrix A,
                              const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj,
                              const GrB_Descriptor desc) {
  return gb::assign_entry(true, Form::Matrix, C, Mask, accum, gb::matrix_operand(A), I, ni, J, nj, 0, desc);
}
GrB_Info GrB_Vector_assign(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Vector u,
                           const GrB_Index* I, GrB_Index ni, const GrB_Descriptor desc) {
  return gb::assign_entry(false, Form::Vector, w, mask, accum, gb::matrix_operand(u), I, ni, nullptr, 0, 0, desc);
}
GrB_Info GxB_Vector_subassign(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Vector u,
                              const GrB_Index* I, GrB_Index ni, const GrB_Descriptor desc) {
  return gb::assign_entry(true, Form::Vector, w, mask, accum, gb::matrix_operand(u), I, ni, nullptr, 0, 0, desc);
}
GrB_Info GrB_Col_assign(GrB_Matrix C, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Vector u,
                        const GrB_Index* I, GrB_Index ni, GrB_Index j, const GrB_Descriptor desc) {
  return gb::assign_entry(false, Form::Col, C, mask, accum, gb::matrix_operand(u), I, ni, nullptr, 0, j, desc);
}
GrB_Info GxB_Col_subassign(GrB_Matrix C, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Vector u,
                           const GrB_Index* I, GrB_Index ni, GrB_Index j, const GrB_Descriptor desc) {
  return gb::assign_entry(true, Form::Col, C, mask, accum, gb::matrix_operand(u), I, ni, nullptr, 0, j, desc);
}
GrB_Info GrB_Row_assign(GrB_Matrix C, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Vector u,
                        GrB_Index i, const GrB_Index* J, GrB_Index nj, const GrB_Descriptor desc) {
  return gb::assign_entry(false, Form::Row, C, mask, accum, gb::matrix_operand(u), nullptr, 0, J, nj, i, desc);
}
GrB_Info GxB_Row_subassign(GrB_Matrix C, const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Vector u,
                           GrB_Index i, const GrB_Index* J, GrB_Index nj, const GrB_Descriptor desc) {
  return gb::assign_entry(true, Form::Row, C, mask, accum, gb::matrix_operand(u), nullptr, 0, J, nj, i, desc);
}

//------------------------------------------------------------------------------------------------
// scalar operands
//------------------------------------------------------------------------------------------------
#define GB_ASSIGN_TYPED(S, CT, K, PFX)                                                                            \
  GrB_Info PFX##_Matrix_assign_##S(GrB_Matrix C, const GrB_Matrix Mask, const GrB_BinaryOp accum, CT x,          \
                                   const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj,           \
                                   const GrB_Descriptor desc) {                                                  \
    return gb::assign_entry(false, Form::Matrix, C, Mask, accum, gb::value_operand(&x, TypeCode::K), I, ni, J, nj, \
                            0, desc);                                                                            \
  }                                                                                                              \
  GrB_Info PFX##_Vector_assign_##S(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, CT x,          \
                                   const GrB_Index* I, GrB_Index ni, const GrB_Descriptor desc) {                \
    return gb::assign_entry(false, Form::Vector, w, mask, accum, gb::value_operand(&x, TypeCode::K), I, ni,       \
                            nullptr, 0, 0, desc);                                                                \
  }                                                                                                              \
  GrB_Info GxB_Matrix_subassign_##S(GrB_Matrix C, const GrB_Matrix Mask, const GrB_BinaryOp accum, CT x,         \
                                    const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj,          \
                                    const GrB_Descriptor desc) {                                                 \
    return gb::assign_entry(true, Form::Matrix, C, Mask, accum, gb::value_operand(&x, TypeCode::K), I, ni, J, nj, \
                            0, desc);                                                                            \
  }                                                                                                              \
  GrB_Info GxB_Vector_subassign_##S(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, CT x,         \
                                    const GrB_Index* I, GrB_Index ni, const GrB_Descriptor desc) {               \
    return gb::assign_entry(true, Form::Vector, w, mask, accum, gb::value_operand(&x, TypeCode::K), I, ni,        \
                            nullptr, 0, 0, desc);                                                                \
  }
GB_TYPES_REAL(GB_ASSIGN_TYPED, GrB)
GB_TYPES_COMPLEX(GB_ASSIGN_TYPED, GxB)
#undef GB_ASSIGN_TYPED

GrB_Info GrB_Matrix_assign_UDT(GrB_Matrix C, const GrB_Matrix Mask, const GrB_BinaryOp accum, void* x,
                               const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj,
                               const GrB_Descriptor desc) {
  return gb::assign_entry(false, Form::Matrix, C, Mask, accum, gb::value_operand(x, TypeCode::UDT), I, ni, J, nj, 0,
                          desc);
}
GrB_Info GrB_Vector_assign_UDT(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, void* x,
                               const GrB_Index* I, GrB_Index ni, const GrB_Descriptor desc) {
  return gb::assign_entry(false, Form::Vector, w, mask, accum, gb::value_operand(x, TypeCode::UDT), I, ni, nullptr,
                          0, 0, desc);
}
GrB_Info GxB_Matrix_subassign_UDT(GrB_Matrix C, const GrB_Matrix Mask, const GrB_BinaryOp accum, void* x,
                                  const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj,
                                  const GrB_Descriptor desc) {
  return gb::assign_entry(true, Form::Matrix, C, Mask, accum, gb::value_operand(x, TypeCode::UDT), I, ni, J, nj, 0,
                          desc);
}
GrB_Info GxB_Vector_subassign_UDT(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, void* x,
                                  const GrB_Index* I, GrB_Index ni, const GrB_Descriptor desc) {
  return gb::assign_entry(true, Form::Vector, w, mask, accum, gb::value_operand(x, TypeCode::UDT), I, ni, nullptr, 0,
                          0, desc);
}
GrB_Info GrB_Matrix_assign_Scalar(GrB_Matrix C, const GrB_Matrix Mask, const GrB_BinaryOp accum, GrB_Scalar x,
                                  const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj,
                                  const GrB_Descriptor desc) {
  return gb::assign_entry(false, Form::Matrix, C, Mask, accum, gb::scalar_operand(x), I, ni, J, nj, 0, desc);
}
GrB_Info GrB_Vector_assign_Scalar(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, GrB_Scalar x,
                                  const GrB_Index* I, GrB_Index ni, const GrB_Descriptor desc) {
  return gb::assign_entry(false, Form::Vector, w, mask, accum, gb::scalar_operand(x), I, ni, nullptr, 0, 0, desc);
}
GrB_Info GxB_Matrix_subassign_Scalar(GrB_Matrix C, const GrB_Matrix Mask, const GrB_BinaryOp accum, GrB_Scalar x,
                                     const GrB_Index* I, GrB_Index ni, const GrB_Index* J, GrB_Index nj,
                                     const GrB_Descriptor desc) {
  return gb::assign_entry(true, Form::Matrix, C, Mask, accum, gb::scalar_operand(x), I, ni, J, nj, 0, desc);
}
GrB_Info GxB_Vector_subassign_Scalar(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum, GrB_Scalar x,
                                     const GrB_Index* I, GrB_Index ni, const GrB_Descriptor desc) {
  return gb::assign_entry(true, Form::Vector, w, mask, accum, gb::scalar_operand(x), I, ni, nullptr, 0, 0, desc);
}

}  // extern "C"
