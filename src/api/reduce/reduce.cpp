// GrB_reduce: a matrix to a vector (GrB_Matrix_reduce_Monoid / _BinaryOp), and a matrix or vector
// to a scalar (typed C scalars with an optional accumulator, and GrB_Scalar outputs).
#include <algorithm>
#include <cstring>

#include <new>

#include "core/memory.hpp"
#include "api/ops/op_common.hpp"
#include "core/builtin_tables.hpp"
#include "dag/coverage.hpp"
#include "dag/nodes/reduce_node.hpp"
#include "dag/planner.hpp"
#include "kernels/reduce.hpp"

namespace gb {

// the built-in monoids (core/builtin_binary.cpp)
#define GB_DECLARE_MONOID(S, C, K, ADD) extern GB_Monoid_opaque monoid_##ADD##_##S;
GB_BUILTIN_MONOIDS(GB_DECLARE_MONOID)
#undef GB_DECLARE_MONOID

namespace {

GrB_Type monoid_type(GrB_Monoid m) { return m->op->ztype; }

// The built-in monoid a built-in binary operator stands for (SuiteSparse's rule, with the boolean
// operators renamed to their logical equivalents): GrB_DOMAIN_MISMATCH when the operator's three
// types differ, GrB_NOT_IMPLEMENTED when no monoid corresponds.
GrB_Info monoid_of(GB_Matrix_opaque* C, GrB_BinaryOp op, GrB_Monoid* out) {
  if (op->opcode == BinaryOpcode::IGNORE_DUP || !op->ztype || !op->xtype || !op->ytype || op->xtype != op->ztype ||
      op->ytype != op->ztype)
    return fail(C, GrB_DOMAIN_MISMATCH, "operator %s: its input and output types must all be the same", op->name);
  if (op->opcode == BinaryOpcode::USER || is_positional(op->opcode))
    return fail(C, GrB_NOT_IMPLEMENTED, "operator %s does not correspond to a known monoid", op->name);
  BinaryOpcode opc = op->opcode;
  const TypeCode t = op->ztype->code;
  if (t == TypeCode::Bool) {
    switch (opc) {
      case BinaryOpcode::MIN: case BinaryOpcode::TIMES: opc = BinaryOpcode::LAND; break;
      case BinaryOpcode::MAX: case BinaryOpcode::PLUS: opc = BinaryOpcode::LOR; break;
      case BinaryOpcode::MINUS: case BinaryOpcode::RMINUS: case BinaryOpcode::NE: case BinaryOpcode::ISNE:
        opc = BinaryOpcode::LXOR;
        break;
      case BinaryOpcode::EQ: case BinaryOpcode::ISEQ: opc = BinaryOpcode::LXNOR; break;
      default: break;
    }
  }
#define GB_FIND_MONOID(S, CT, K, ADD)                    \
  if (opc == BinaryOpcode::ADD && t == TypeCode::K) {    \
    *out = &monoid_##ADD##_##S;                          \
    return GrB_SUCCESS;                                  \
  }
  GB_BUILTIN_MONOIDS(GB_FIND_MONOID)
#undef GB_FIND_MONOID
  return fail(C, GrB_NOT_IMPLEMENTED, "operator %s does not correspond to a known monoid", op->name);
}

//------------------------------------------------------------------------------------------------
// to a vector
//------------------------------------------------------------------------------------------------
GrB_Info reduce_vector_checked(GB_Matrix_opaque* w, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_Monoid monoid,
                               GB_Matrix_opaque* A, GrB_Descriptor desc) try {
  DescFlags d = read_desc(desc);
  GrB_Type mt = monoid_type(monoid);
  if (!compatible(mt, A->type))
    return fail(w, GrB_DOMAIN_MISMATCH, "A of type %s cannot be cast to the monoid's type %s", A->type->name, mt->name);
  GB_TRY(check_output_domains(w, M, accum, mt, d));
  GB_TRY(check_mask_dims(w, M));
  if (w->nrows != rows_of(A, d.tran0) || w->ncols != 1)
    return fail(w, GrB_DIMENSION_MISMATCH, "w has length %llu but the reduction gives %llu entries",
                (unsigned long long)w->nrows, (unsigned long long)rows_of(A, d.tran0));
  auto node = gb::make_shared<ReduceVectorNode>();
  node->tran = d.tran0;
  node->monoid = MonoidRef(monoid);
  return record_op(w, M, accum, d, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info reduce_vector_monoid(GB_Matrix_opaque* w, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_Monoid monoid,
                              GB_Matrix_opaque* A, GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(w, M, accum, desc));
  GB_CHECK_OBJ(monoid);
  GB_TRY(check_container(A));
  return reduce_vector_checked(w, M, accum, monoid, A, desc);
}

GrB_Info reduce_vector_binop(GB_Matrix_opaque* w, GB_Matrix_opaque* M, GrB_BinaryOp accum, GrB_BinaryOp op,
                             GB_Matrix_opaque* A, GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(w, M, accum, desc));
  GB_CHECK_OBJ(op);
  GB_TRY(check_container(A));
  GrB_Monoid monoid;
  GB_TRY(monoid_of(w, op, &monoid));
  return reduce_vector_checked(w, M, accum, monoid, A, desc);
}

//------------------------------------------------------------------------------------------------
// to a GrB_Scalar
//------------------------------------------------------------------------------------------------
GrB_Info reduce_scalar_checked(GB_Matrix_opaque* S, GrB_BinaryOp accum, GrB_Monoid monoid, GB_Matrix_opaque* A,
                               GrB_Descriptor desc) try {
  DescFlags d = read_desc(desc);
  d.replace = d.mask_comp = d.mask_struct = d.tran0 = d.tran1 = false;
  GrB_Type mt = monoid_type(monoid);
  if (!compatible(mt, A->type))
    return fail(S, GrB_DOMAIN_MISMATCH, "the input of type %s cannot be cast to the monoid's type %s", A->type->name,
                mt->name);
  GB_TRY(check_output_domains(S, nullptr, accum, mt, d));
  auto node = gb::make_shared<ReduceScalarNode>();
  node->monoid = MonoidRef(monoid);
  node->mtype = mt;
  return record_op(S, nullptr, accum, d, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info reduce_scalar_monoid(GB_Matrix_opaque* S, GrB_BinaryOp accum, GrB_Monoid monoid, GB_Matrix_opaque* A,
                              GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(S, nullptr, accum, desc));
  GB_CHECK_OBJ(monoid);
  GB_TRY(check_container(A));
  return reduce_scalar_checked(S, accum, monoid, A, desc);
}

GrB_Info reduce_scalar_binop(GB_Matrix_opaque* S, GrB_BinaryOp accum, GrB_BinaryOp op, GB_Matrix_opaque* A,
                             GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_output(S, nullptr, accum, desc));
  GB_CHECK_OBJ(op);
  GB_TRY(check_container(A));
  GrB_Monoid monoid;
  GB_TRY(monoid_of(S, op, &monoid));
  return reduce_scalar_checked(S, accum, monoid, A, desc);
}

//------------------------------------------------------------------------------------------------
// to a C scalar: c = accum(c, reduce(A)), the identity when A has no entries. Blocking: the value
// is handed to the caller.
//------------------------------------------------------------------------------------------------
GrB_Info reduce_to_c(void* c, TypeCode ccode, GrB_BinaryOp accum, GrB_Monoid monoid, GB_Matrix_opaque* A,
                     GrB_Descriptor desc) try {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(c);
  GB_CHECK_OBJ(monoid);
  GB_TRY(check_container(A));
  GB_CHECK_OPT(accum);
  GB_CHECK_OPT(desc);
  GrB_Type mt = monoid_type(monoid);
  // the _UDT form: c has the monoid's type
  GrB_Type ct = ccode == TypeCode::UDT ? mt : builtin_type(ccode);
  if (!compatible(mt, A->type)) return GrB_DOMAIN_MISMATCH;
  if (!compatible(ct, mt)) return GrB_DOMAIN_MISMATCH;
  if (accum) {
    if (accum->opcode == BinaryOpcode::IGNORE_DUP || !accum->ztype || !accum->fn || is_positional(accum->opcode))
      return GrB_DOMAIN_MISMATCH;
    if (!compatible(accum->xtype, ct) || !compatible(accum->ytype, mt) || !compatible(ct, accum->ztype))
      return GrB_DOMAIN_MISMATCH;
  }
  gb::vector<unsigned char> t;
  // a pending producer the planner can fuse with this reduction (a JIT kernel; src/dag/planner.hpp)
  if (!plan_reduce_to_scalar(A->current, MonoidRef(monoid), &t)) {
    StorePtr sa;
    GB_TRY(wait_store(A, &sa));
    bool has;
    GrB_Info info = reduce_to_scalar(sa, MonoidRef(monoid), &has, &t);
    if (info != GrB_SUCCESS) return info;
    coverage_library_call("reduce_to_scalar", coverage_entries(sa.get()));
  }
  if (!accum) {
    cast_value(ct->code, c, mt->code, t.data(), ct->size);
    return GrB_SUCCESS;
  }
  const size_t big = std::max<size_t>(16, std::max({accum->xtype->size, accum->ytype->size, accum->ztype->size}));
  gb::vector<unsigned char> xb(big, 0), yb(big, 0), zb(big, 0);
  cast_value(accum->xtype->code, xb.data(), ct->code, c, ct->size);
  cast_value(accum->ytype->code, yb.data(), mt->code, t.data(), mt->size);
  accum->fn(zb.data(), xb.data(), yb.data());
  cast_value(ct->code, c, accum->ztype->code, zb.data(), ct->size);
  return GrB_SUCCESS;
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

}  // namespace
}  // namespace gb

using gb::TypeCode;

extern "C" {

GrB_Info GrB_Matrix_reduce_Monoid(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum,
                                  const GrB_Monoid monoid, const GrB_Matrix A, const GrB_Descriptor desc) {
  return gb::reduce_vector_monoid(w, mask, accum, monoid, A, desc);
}
GrB_Info GrB_Matrix_reduce_BinaryOp(GrB_Vector w, const GrB_Vector mask, const GrB_BinaryOp accum,
                                    const GrB_BinaryOp op, const GrB_Matrix A, const GrB_Descriptor desc) {
  return gb::reduce_vector_binop(w, mask, accum, op, A, desc);
}

GrB_Info GrB_Matrix_reduce_Monoid_Scalar(GrB_Scalar S, const GrB_BinaryOp accum, const GrB_Monoid monoid,
                                         const GrB_Matrix A, const GrB_Descriptor desc) {
  return gb::reduce_scalar_monoid(S, accum, monoid, A, desc);
}
GrB_Info GrB_Vector_reduce_Monoid_Scalar(GrB_Scalar S, const GrB_BinaryOp accum, const GrB_Monoid monoid,
                                         const GrB_Vector u, const GrB_Descriptor desc) {
  return gb::reduce_scalar_monoid(S, accum, monoid, u, desc);
}
GrB_Info GrB_Matrix_reduce_BinaryOp_Scalar(GrB_Scalar S, const GrB_BinaryOp accum, const GrB_BinaryOp op,
                                           const GrB_Matrix A, const GrB_Descriptor desc) {
  return gb::reduce_scalar_binop(S, accum, op, A, desc);
}
GrB_Info GrB_Vector_reduce_BinaryOp_Scalar(GrB_Scalar S, const GrB_BinaryOp accum, const GrB_BinaryOp op,
                                           const GrB_Vector u, const GrB_Descriptor desc) {
  return gb::reduce_scalar_binop(S, accum, op, u, desc);
}

#define GB_REDUCE_TYPED(S, C, K, PFX)                                                                     \
  GrB_Info PFX##_Matrix_reduce_##S(C* c, const GrB_BinaryOp accum, const GrB_Monoid monoid,               \
                                   const GrB_Matrix A, const GrB_Descriptor desc) {                       \
    return gb::reduce_to_c(c, TypeCode::K, accum, monoid, A, desc);                                       \
  }                                                                                                       \
  GrB_Info PFX##_Vector_reduce_##S(C* c, const GrB_BinaryOp accum, const GrB_Monoid monoid,               \
                                   const GrB_Vector u, const GrB_Descriptor desc) {                       \
    return gb::reduce_to_c(c, TypeCode::K, accum, monoid, u, desc);                                       \
  }
GB_TYPES_REAL(GB_REDUCE_TYPED, GrB)
GB_TYPES_COMPLEX(GB_REDUCE_TYPED, GxB)
#undef GB_REDUCE_TYPED

GrB_Info GrB_Matrix_reduce_UDT(void* c, const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
                               const GrB_Descriptor desc) {
  return gb::reduce_to_c(c, TypeCode::UDT, accum, monoid, A, desc);
}
GrB_Info GrB_Vector_reduce_UDT(void* c, const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
                               const GrB_Descriptor desc) {
  return gb::reduce_to_c(c, TypeCode::UDT, accum, monoid, u, desc);
}

}  // extern "C"
