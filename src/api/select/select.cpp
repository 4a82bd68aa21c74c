// GrB_select with a GrB_IndexUnaryOp (typed, UDT and GrB_Scalar thunks) and the legacy GxB_select
// with a GxB_SelectOp, for matrices and vectors: C<M> = accum(C, select(op(A), thunk)).
#include <cstring>

#include <new>

#include "core/memory.hpp"
#include "api/ops/op_common.hpp"
#include "core/builtin_tables.hpp"
#include "dag/nodes/select_node.hpp"

namespace gb {

// the built-in VALUE* index-unary operators (core/builtin_unary.cpp)
#define GB_DECLARE_IDXOP(S, C, K, PFX, OPC) extern GB_IndexUnaryOp_opaque idxop_##OPC##_##S;
GB_BUILTIN_IDXUNOPS_VALUE(GB_DECLARE_IDXOP)
#undef GB_DECLARE_IDXOP

namespace {

// The thunk y of GrB_select: a typed C value, a user-defined value, or a GrB_Scalar.
struct Thunk {
  const void* value = nullptr;
  TypeCode code = TypeCode::None;     // UDT: raw bytes of the operator's y type
  GB_Matrix_opaque* scalar = nullptr;
};

bool is_value_order(IndexUnaryOpcode op) {
  return op == IndexUnaryOpcode::VALUELT || op == IndexUnaryOpcode::VALUELE || op == IndexUnaryOpcode::VALUEGT ||
         op == IndexUnaryOpcode::VALUEGE;
}
bool is_positional_select(IndexUnaryOpcode op) {
  return op >= IndexUnaryOpcode::TRIL && op <= IndexUnaryOpcode::ROWGT;
}

// The single value of a GrB_Scalar (null when it has none); *hold keeps its storage alive.
GrB_Info scalar_value(GB_Matrix_opaque* s, StorePtr* hold, const void** value) {
  GB_TRY(wait_store(s, hold));
  *value = (*hold)->nvals > 0 ? (*hold)->value_at(0) : nullptr;
  return GrB_SUCCESS;
}

GrB_Info select_entry(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_IndexUnaryOp op,
                      GB_Matrix_opaque* A, const Thunk& y, GrB_Descriptor desc, bool vectors) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(C, M, accum, desc));
  GB_CHECK_OBJ(op);
  GB_TRY(check_container(A));
  if (y.scalar) GB_TRY(check_container(y.scalar));
  else GB_RETURN_IF_NULL(y.value);
  DescFlags d = read_desc(desc);
  if (vectors) d.tran0 = false;
  // domains of the operands (the operator's result and the thunk are checked after the dimensions,
  // in SuiteSparse's order)
  if (op->xtype && !compatible(op->xtype, A->type))
    return fail(C, GrB_DOMAIN_MISMATCH, "operator %s cannot take input of type %s", op->name, A->type->name);
  if (op->opcode != IndexUnaryOpcode::USER && is_value_order(op->opcode) && is_complex(A->type->code))
    return fail(C, GrB_DOMAIN_MISMATCH, "operator %s is not defined for complex values", op->name);
  GB_TRY(check_output_domains(C, M, accum, A->type, d));
  // dimensions
  GB_TRY(check_mask_dims(C, M));
  if (rows_of(A, d.tran0) != C->nrows || cols_of(A, d.tran0) != C->ncols)
    return fail(C, GrB_DIMENSION_MISMATCH, "C is %llu-by-%llu but the input is %llu-by-%llu",
                (unsigned long long)C->nrows, (unsigned long long)C->ncols,
                (unsigned long long)rows_of(A, d.tran0), (unsigned long long)cols_of(A, d.tran0));
  // the operator's result and the thunk
  if (!op->ztype || op->ztype->code == TypeCode::UDT)
    return fail(C, GrB_DOMAIN_MISMATCH, "the result of operator %s cannot be cast to bool", op->name);
  GrB_Type ytype = op->ytype;
  if (y.scalar) {
    if (!compatible(ytype, y.scalar->type))
      return fail(C, GrB_DOMAIN_MISMATCH, "thunk of type %s cannot be cast to %s", y.scalar->type->name, ytype->name);
  } else if (y.code != TypeCode::UDT && !compatible(ytype, builtin_type(y.code))) {
    return fail(C, GrB_DOMAIN_MISMATCH, "thunk of type %s cannot be cast to %s", type_name(y.code), ytype->name);
  }
  // the thunk in the operator's y type
  gb::vector<unsigned char> thunk(std::max<size_t>(ytype->size, 16), 0);
  if (y.scalar) {
    const void* v;
    StorePtr hold;
    GB_TRY(scalar_value(y.scalar, &hold, &v));
    if (!v) return fail(C, GrB_EMPTY_OBJECT, "the thunk scalar has no value");
    cast_value(ytype->code, thunk.data(), y.scalar->type->code, v, ytype->size);
  } else if (y.code == TypeCode::UDT) {
    std::memcpy(thunk.data(), y.value, ytype->size);
  } else {
    cast_value(ytype->code, thunk.data(), y.code, y.value, ytype->size);
  }
  // A BOOL A under a built-in VALUE* operator on BOOL: SuiteSparse 7.4 reads a non-boolean thunk
  // through an INT64 cast (a fraction truncates, NaN is 0), so 0.5, -0.5 and NaN are false and
  // 2.0 is true, where a direct cast to bool would make every nonzero true. Matched for drop-in
  // compatibility (checked against Debian's libgraphblas 7.4 for every VALUE* operator).
  const bool value_op = op->opcode >= IndexUnaryOpcode::VALUEEQ && op->opcode <= IndexUnaryOpcode::VALUEGE;
  const TypeCode ycode = y.scalar ? y.scalar->type->code : y.code;
  if (value_op && A->type->code == TypeCode::Bool && ytype->code == TypeCode::Bool && ycode != TypeCode::Bool &&
      ycode != TypeCode::UDT) {
    const void* src = y.value;
    StorePtr hold;
    if (y.scalar) GB_TRY(scalar_value(y.scalar, &hold, &src));
    int64_t k = 0;
    cast_value(TypeCode::Int64, &k, ycode, src, sizeof(int64_t));
    thunk[0] = k != 0;
  }
  auto node = gb::make_shared<SelectNode>();
  node->tran = d.tran0;
  if (op->opcode != IndexUnaryOpcode::USER && is_positional_select(op->opcode)) {
    node->spec.kind = SelectSpec::Kind::Positional;
    node->spec.opcode = op->opcode;
    int64_t k;
    cast_value(TypeCode::Int64, &k, ytype->code, thunk.data(), ytype->size);
    node->spec.k = k;
  } else {
    node->spec.kind = SelectSpec::Kind::IndexOp;
    node->spec.op = IndexUnaryOpRef(op);
    // VALUEEQ in A's own type keeps only copies of the thunk: an iso result (SuiteSparse's choice)
    if (op->opcode == IndexUnaryOpcode::VALUEEQ && op->xtype == A->type && op->ytype == A->type)
      node->spec.iso_value.assign(thunk.begin(), thunk.begin() + ptrdiff_t(A->type->size));
    node->spec.thunk = std::move(thunk);
  }
  return record_op(C, M, accum, d, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

// The built-in VALUE* operator on type t (null for the comparisons complex types lack).
GrB_IndexUnaryOp value_op(IndexUnaryOpcode opc, TypeCode t) {
#define GB_FIND_IDXOP(S, C, K, PFX, OPC) \
  if (opc == IndexUnaryOpcode::OPC && t == TypeCode::K) return &idxop_##OPC##_##S;
  GB_BUILTIN_IDXUNOPS_VALUE(GB_FIND_IDXOP)
#undef GB_FIND_IDXOP
  return nullptr;
}

// legacy GxB_select
GrB_Info gxb_select_entry(GB_Matrix_opaque* C, GB_Matrix_opaque* M, GrB_BinaryOp accum, GxB_SelectOp op,
                          GB_Matrix_opaque* A, GB_Matrix_opaque* thunk, GrB_Descriptor desc, bool vectors) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(C, M, accum, desc));
  GB_CHECK_OBJ(op);
  GB_TRY(check_container(A));
  GB_TRY(check_optional_container(thunk));
  DescFlags d = read_desc(desc);
  if (vectors) d.tran0 = false;
  const TypeCode acode = A->type->code;
  const bool a_udt = acode == TypeCode::UDT;
  auto node = gb::make_shared<SelectNode>();
  SelectSpec& spec = node->spec;
  IndexUnaryOpcode opc = op->opcode;
  bool need_thunk_value = false;  // user operator with a thunk type: the thunk must have a value
  if (op->builtin) {
    switch (opc) {
      case IndexUnaryOpcode::TRIL: case IndexUnaryOpcode::TRIU: case IndexUnaryOpcode::DIAG:
      case IndexUnaryOpcode::OFFDIAG:
      case IndexUnaryOpcode::NONZERO: case IndexUnaryOpcode::EQ_ZERO:
        break;
      case IndexUnaryOpcode::GT_ZERO: case IndexUnaryOpcode::GE_ZERO: case IndexUnaryOpcode::LT_ZERO:
      case IndexUnaryOpcode::LE_ZERO:
        if (a_udt || is_complex(acode))
          return fail(C, GrB_DOMAIN_MISMATCH, "operator %s is not defined for type %s", op->name, A->type->name);
        break;
      default:  // *_THUNK
        if ((a_udt || is_complex(acode)) && is_value_order(opc))
          return fail(C, GrB_DOMAIN_MISMATCH, "operator %s is not defined for type %s", op->name, A->type->name);
        break;
    }
  } else if (op->xtype && !compatible(op->xtype, A->type)) {
    return fail(C, GrB_DOMAIN_MISMATCH, "operator %s cannot take input of type %s", op->name, A->type->name);
  }
  GB_TRY(check_output_domains(C, M, accum, A->type, d));
  GB_TRY(check_mask_dims(C, M));
  if (rows_of(A, d.tran0) != C->nrows || cols_of(A, d.tran0) != C->ncols)
    return fail(C, GrB_DIMENSION_MISMATCH, "C is %llu-by-%llu but the input is %llu-by-%llu",
                (unsigned long long)C->nrows, (unsigned long long)C->ncols,
                (unsigned long long)rows_of(A, d.tran0), (unsigned long long)cols_of(A, d.tran0));
  // the thunk (after the dimensions, in SuiteSparse's order)
  if (op->builtin) {
    const bool positional = opc >= IndexUnaryOpcode::TRIL && opc <= IndexUnaryOpcode::OFFDIAG;
    const bool thunk_op = opc >= IndexUnaryOpcode::VALUEEQ && opc <= IndexUnaryOpcode::VALUEGE;
    if (thunk && positional && thunk->type->code == TypeCode::UDT)
      return fail(C, GrB_DOMAIN_MISMATCH, "the thunk of %s must have a built-in type", op->name);
    if (thunk && thunk_op && (a_udt ? thunk->type != A->type : thunk->type->code == TypeCode::UDT))
      return fail(C, GrB_DOMAIN_MISMATCH, "thunk of type %s cannot be cast to %s", thunk->type->name, A->type->name);
  } else if (op->ttype) {
    if (!thunk) return fail(C, GrB_NULL_POINTER, "operator %s needs a thunk", op->name);
    if (thunk->type != op->ttype)
      return fail(C, GrB_DOMAIN_MISMATCH, "thunk of type %s, but operator %s takes %s", thunk->type->name, op->name,
                  op->ttype->name);
    need_thunk_value = true;
  } else if (thunk) {
    return fail(C, GrB_DOMAIN_MISMATCH, "operator %s takes no thunk", op->name);
  }
  // the thunk's value (null when absent or empty)
  const void* tv = nullptr;
  StorePtr hold;
  if (thunk) GB_TRY(scalar_value(thunk, &hold, &tv));
  if (need_thunk_value && !tv) return fail(C, GrB_EMPTY_OBJECT, "the thunk scalar has no value");
  const size_t asize = A->type->size;
  if (op->builtin) {
    switch (opc) {
      case IndexUnaryOpcode::TRIL: case IndexUnaryOpcode::TRIU: case IndexUnaryOpcode::DIAG:
      case IndexUnaryOpcode::OFFDIAG: {
        spec.kind = SelectSpec::Kind::Positional;
        spec.opcode = opc;
        int64_t k = 0;
        if (tv) cast_value(TypeCode::Int64, &k, thunk->type->code, tv, thunk->type->size);
        spec.k = k;
        break;
      }
      default: {
        // *_ZERO compare with zero, *_THUNK with the thunk (zero when absent), in A's type
        const bool zero_op = opc >= IndexUnaryOpcode::NONZERO && opc <= IndexUnaryOpcode::LE_ZERO;
        IndexUnaryOpcode vop = opc;
        switch (opc) {
          case IndexUnaryOpcode::NONZERO: vop = IndexUnaryOpcode::VALUENE; break;
          case IndexUnaryOpcode::EQ_ZERO: vop = IndexUnaryOpcode::VALUEEQ; break;
          case IndexUnaryOpcode::GT_ZERO: vop = IndexUnaryOpcode::VALUEGT; break;
          case IndexUnaryOpcode::GE_ZERO: vop = IndexUnaryOpcode::VALUEGE; break;
          case IndexUnaryOpcode::LT_ZERO: vop = IndexUnaryOpcode::VALUELT; break;
          case IndexUnaryOpcode::LE_ZERO: vop = IndexUnaryOpcode::VALUELE; break;
          default: break;
        }
        gb::vector<unsigned char> y(std::max<size_t>(asize, 16), 0);
        if (!zero_op && tv) {
          if (a_udt) std::memcpy(y.data(), tv, asize);
          else cast_value(acode, y.data(), thunk->type->code, tv, thunk->type->size);
        }
        if (a_udt) {
          spec.kind = SelectSpec::Kind::Bytes;
          spec.opcode = vop;
        } else {
          GrB_IndexUnaryOp vo = value_op(vop, acode);
          if (!vo) return fail(C, GrB_DOMAIN_MISMATCH, "operator %s is not defined for type %s", op->name, A->type->name);
          spec.kind = SelectSpec::Kind::IndexOp;
          spec.op = IndexUnaryOpRef(vo);
        }
        // EQ_ZERO and EQ_THUNK keep only copies of zero or of the thunk: an iso result
        if (vop == IndexUnaryOpcode::VALUEEQ && !a_udt) spec.iso_value.assign(y.begin(), y.begin() + ptrdiff_t(asize));
        spec.thunk = std::move(y);
        break;
      }
    }
  } else {
    spec.kind = SelectSpec::Kind::UserSelect;
    spec.select_fn = op->fn;
    spec.select_x = op->xtype ? TypeRef(op->xtype) : TypeRef();
    const size_t ts = op->ttype ? op->ttype->size : 0;
    spec.thunk.assign(std::max<size_t>(ts, 16), 0);
    if (tv && ts) std::memcpy(spec.thunk.data(), tv, ts);
  }
  node->tran = d.tran0;
  return record_op(C, M, accum, d, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

}  // namespace
}  // namespace gb

using gb::Thunk;
using gb::TypeCode;

extern "C" {

#define GB_SELECT_TYPED(S, C, K, PFX)                                                                       \
  GrB_Info PFX##_Matrix_select_##S(GrB_Matrix Cm, const GrB_Matrix M, const GrB_BinaryOp accum,             \
                                   const GrB_IndexUnaryOp op, const GrB_Matrix A, C y,                      \
                                   const GrB_Descriptor desc) {                                             \
    return gb::select_entry(Cm, M, accum, op, A, Thunk{&y, TypeCode::K, nullptr}, desc, false);             \
  }                                                                                                         \
  GrB_Info PFX##_Vector_select_##S(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum,              \
                                   const GrB_IndexUnaryOp op, const GrB_Vector u, C y,                      \
                                   const GrB_Descriptor desc) {                                             \
    return gb::select_entry(w, M, accum, op, u, Thunk{&y, TypeCode::K, nullptr}, desc, true);               \
  }
GB_TYPES_REAL(GB_SELECT_TYPED, GrB)
GB_TYPES_COMPLEX(GB_SELECT_TYPED, GxB)
#undef GB_SELECT_TYPED

GrB_Info GrB_Matrix_select_UDT(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
                               const GrB_Matrix A, const void* y, const GrB_Descriptor desc) {
  return gb::select_entry(C, M, accum, op, A, Thunk{y, TypeCode::UDT, nullptr}, desc, false);
}
GrB_Info GrB_Vector_select_UDT(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
                               const GrB_Vector u, const void* y, const GrB_Descriptor desc) {
  return gb::select_entry(w, M, accum, op, u, Thunk{y, TypeCode::UDT, nullptr}, desc, true);
}
GrB_Info GrB_Matrix_select_Scalar(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum,
                                  const GrB_IndexUnaryOp op, const GrB_Matrix A, const GrB_Scalar y,
                                  const GrB_Descriptor desc) {
  if (!y) {
    GB_RETURN_IF_NOT_INIT();
    return GrB_NULL_POINTER;
  }
  return gb::select_entry(C, M, accum, op, A, Thunk{nullptr, TypeCode::None, y}, desc, false);
}
GrB_Info GrB_Vector_select_Scalar(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum,
                                  const GrB_IndexUnaryOp op, const GrB_Vector u, const GrB_Scalar y,
                                  const GrB_Descriptor desc) {
  if (!y) {
    GB_RETURN_IF_NOT_INIT();
    return GrB_NULL_POINTER;
  }
  return gb::select_entry(w, M, accum, op, u, Thunk{nullptr, TypeCode::None, y}, desc, true);
}

GrB_Info GxB_Matrix_select(GrB_Matrix C, const GrB_Matrix M, const GrB_BinaryOp accum, const GxB_SelectOp op,
                           const GrB_Matrix A, const GrB_Scalar Thunk, const GrB_Descriptor desc) {
  return gb::gxb_select_entry(C, M, accum, op, A, Thunk, desc, false);
}
GrB_Info GxB_Vector_select(GrB_Vector w, const GrB_Vector M, const GrB_BinaryOp accum, const GxB_SelectOp op,
                           const GrB_Vector u, const GrB_Scalar Thunk, const GrB_Descriptor desc) {
  return gb::gxb_select_entry(w, M, accum, op, u, Thunk, desc, true);
}

}  // extern "C"
