// User-defined unary, binary, index-unary and select operators, and the operator type queries.
#include "api/object_common.hpp"

namespace gb {
namespace {

template <class Obj> GrB_Info finish_new(Obj* op, Obj** out, const char* name, const char* defn,
                                         const char* fallback) {
  set_name(op->name, (name && name[0]) ? name : fallback);
  op->defn = copy_string(defn);
  *out = op;
  return GrB_SUCCESS;
}

GrB_Info unary_new(GrB_UnaryOp* out, GxB_unary_function fn, GrB_Type z, GrB_Type x, const char* name,
                   const char* defn) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(out);
  *out = nullptr;
  GB_RETURN_IF_NULL(fn);
  GB_CHECK_OBJ(z);
  GB_CHECK_OBJ(x);
  auto* op = new (std::nothrow) GB_UnaryOp_opaque;
  if (!op) return GrB_OUT_OF_MEMORY;
  op->ztype = z;
  op->xtype = x;
  op->fn = fn;
  return finish_new(op, out, name, defn, "user_unary_op");
}

GrB_Info binary_new(GrB_BinaryOp* out, GxB_binary_function fn, GrB_Type z, GrB_Type x, GrB_Type y,
                    const char* name, const char* defn) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(out);
  *out = nullptr;
  GB_RETURN_IF_NULL(fn);
  GB_CHECK_OBJ(z);
  GB_CHECK_OBJ(x);
  GB_CHECK_OBJ(y);
  auto* op = new (std::nothrow) GB_BinaryOp_opaque;
  if (!op) return GrB_OUT_OF_MEMORY;
  op->ztype = z;
  op->xtype = x;
  op->ytype = y;
  op->fn = fn;
  return finish_new(op, out, name, defn, "user_binary_op");
}

GrB_Info index_unary_new(GrB_IndexUnaryOp* out, GxB_index_unary_function fn, GrB_Type z, GrB_Type x,
                         GrB_Type y, const char* name, const char* defn) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(out);
  *out = nullptr;
  GB_RETURN_IF_NULL(fn);
  GB_CHECK_OBJ(z);
  GB_CHECK_OPT(x);  // null x type: the operator does not read the entry's value
  GB_CHECK_OBJ(y);
  auto* op = new (std::nothrow) GB_IndexUnaryOp_opaque;
  if (!op) return GrB_OUT_OF_MEMORY;
  op->ztype = z;
  op->xtype = x;
  op->ytype = y;
  op->fn = fn;
  return finish_new(op, out, name, defn, "user_index_unary_op");
}

GrB_Info select_new(GxB_SelectOp* out, GxB_select_function fn, GrB_Type x, GrB_Type t, const char* name) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(out);
  *out = nullptr;
  GB_RETURN_IF_NULL(fn);
  GB_CHECK_OPT(x);
  GB_CHECK_OPT(t);
  auto* op = new (std::nothrow) GB_SelectOp_opaque;
  if (!op) return GrB_OUT_OF_MEMORY;
  op->xtype = x;
  op->ttype = t;
  op->fn = fn;
  op->uses_thunk = t != nullptr;
  return finish_new(op, out, name, nullptr, "user_select_op");
}

template <class Obj> GrB_Info type_query(GrB_Type* out, const Obj* op, GrB_Type Obj::*member) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(out);
  GB_CHECK_OBJ(op);
  *out = op->*member;
  return GrB_SUCCESS;
}
template <class Obj> GrB_Info type_name_query(char* out, const Obj* op, GrB_Type Obj::*member) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(out);
  GB_CHECK_OBJ(op);
  return copy_type_name(out, op->*member);
}

}  // namespace
}  // namespace gb

using gb::type_name_query;
using gb::type_query;

extern "C" {

GrB_Info (GrB_UnaryOp_new)(GrB_UnaryOp* op, GxB_unary_function f, GrB_Type z, GrB_Type x) {
  return gb::unary_new(op, f, z, x, nullptr, nullptr);
}
GrB_Info GxB_UnaryOp_new(GrB_UnaryOp* op, GxB_unary_function f, GrB_Type z, GrB_Type x, const char* name,
                         const char* defn) {
  return gb::unary_new(op, f, z, x, name, defn);
}
GrB_Info GB_UnaryOp_new(GrB_UnaryOp* op, GxB_unary_function f, GrB_Type z, GrB_Type x, const char* name) {
  return gb::unary_new(op, f, z, x, name, nullptr);
}
GrB_Info GxB_UnaryOp_ztype(GrB_Type* t, GrB_UnaryOp op) { return type_query(t, op, &GB_UnaryOp_opaque::ztype); }
GrB_Info GxB_UnaryOp_xtype(GrB_Type* t, GrB_UnaryOp op) { return type_query(t, op, &GB_UnaryOp_opaque::xtype); }
GrB_Info GxB_UnaryOp_ztype_name(char* n, const GrB_UnaryOp op) {
  return type_name_query(n, op, &GB_UnaryOp_opaque::ztype);
}
GrB_Info GxB_UnaryOp_xtype_name(char* n, const GrB_UnaryOp op) {
  return type_name_query(n, op, &GB_UnaryOp_opaque::xtype);
}
GrB_Info GrB_UnaryOp_free(GrB_UnaryOp* op) { return gb::free_object(op); }
GrB_Info GrB_UnaryOp_wait(GrB_UnaryOp op, GrB_WaitMode m) { return gb::wait_object(op, m); }
GrB_Info GrB_UnaryOp_error(const char** e, const GrB_UnaryOp op) { return gb::error_of(e, op); }

GrB_Info (GrB_BinaryOp_new)(GrB_BinaryOp* op, GxB_binary_function f, GrB_Type z, GrB_Type x, GrB_Type y) {
  return gb::binary_new(op, f, z, x, y, nullptr, nullptr);
}
GrB_Info GxB_BinaryOp_new(GrB_BinaryOp* op, GxB_binary_function f, GrB_Type z, GrB_Type x, GrB_Type y,
                          const char* name, const char* defn) {
  return gb::binary_new(op, f, z, x, y, name, defn);
}
GrB_Info GB_BinaryOp_new(GrB_BinaryOp* op, GxB_binary_function f, GrB_Type z, GrB_Type x, GrB_Type y,
                         const char* name) {
  return gb::binary_new(op, f, z, x, y, name, nullptr);
}
GrB_Info GxB_BinaryOp_ztype(GrB_Type* t, GrB_BinaryOp op) { return type_query(t, op, &GB_BinaryOp_opaque::ztype); }
GrB_Info GxB_BinaryOp_xtype(GrB_Type* t, GrB_BinaryOp op) { return type_query(t, op, &GB_BinaryOp_opaque::xtype); }
GrB_Info GxB_BinaryOp_ytype(GrB_Type* t, GrB_BinaryOp op) { return type_query(t, op, &GB_BinaryOp_opaque::ytype); }
GrB_Info GxB_BinaryOp_ztype_name(char* n, const GrB_BinaryOp op) {
  return type_name_query(n, op, &GB_BinaryOp_opaque::ztype);
}
GrB_Info GxB_BinaryOp_xtype_name(char* n, const GrB_BinaryOp op) {
  return type_name_query(n, op, &GB_BinaryOp_opaque::xtype);
}
GrB_Info GxB_BinaryOp_ytype_name(char* n, const GrB_BinaryOp op) {
  return type_name_query(n, op, &GB_BinaryOp_opaque::ytype);
}
GrB_Info GrB_BinaryOp_free(GrB_BinaryOp* op) { return gb::free_object(op); }
GrB_Info GrB_BinaryOp_wait(GrB_BinaryOp op, GrB_WaitMode m) { return gb::wait_object(op, m); }
GrB_Info GrB_BinaryOp_error(const char** e, const GrB_BinaryOp op) { return gb::error_of(e, op); }

GrB_Info (GrB_IndexUnaryOp_new)(GrB_IndexUnaryOp* op, GxB_index_unary_function f, GrB_Type z, GrB_Type x,
                              GrB_Type y) {
  return gb::index_unary_new(op, f, z, x, y, nullptr, nullptr);
}
GrB_Info GxB_IndexUnaryOp_new(GrB_IndexUnaryOp* op, GxB_index_unary_function f, GrB_Type z, GrB_Type x,
                              GrB_Type y, const char* name, const char* defn) {
  return gb::index_unary_new(op, f, z, x, y, name, defn);
}
GrB_Info GxB_IndexUnaryOp_ztype_name(char* n, const GrB_IndexUnaryOp op) {
  return type_name_query(n, op, &GB_IndexUnaryOp_opaque::ztype);
}
GrB_Info GxB_IndexUnaryOp_xtype_name(char* n, const GrB_IndexUnaryOp op) {
  return type_name_query(n, op, &GB_IndexUnaryOp_opaque::xtype);
}
GrB_Info GxB_IndexUnaryOp_ytype_name(char* n, const GrB_IndexUnaryOp op) {
  return type_name_query(n, op, &GB_IndexUnaryOp_opaque::ytype);
}
GrB_Info GrB_IndexUnaryOp_free(GrB_IndexUnaryOp* op) { return gb::free_object(op); }
GrB_Info GrB_IndexUnaryOp_wait(GrB_IndexUnaryOp op, GrB_WaitMode m) { return gb::wait_object(op, m); }
GrB_Info GrB_IndexUnaryOp_error(const char** e, const GrB_IndexUnaryOp op) { return gb::error_of(e, op); }

GrB_Info (GxB_SelectOp_new)(GxB_SelectOp* op, GxB_select_function f, GrB_Type x, GrB_Type t) {
  return gb::select_new(op, f, x, t, nullptr);
}
GrB_Info GB_SelectOp_new(GxB_SelectOp* op, GxB_select_function f, GrB_Type x, GrB_Type t, const char* name) {
  return gb::select_new(op, f, x, t, name);
}
GrB_Info GxB_SelectOp_xtype(GrB_Type* t, GxB_SelectOp op) { return type_query(t, op, &GB_SelectOp_opaque::xtype); }
GrB_Info GxB_SelectOp_ttype(GrB_Type* t, GxB_SelectOp op) { return type_query(t, op, &GB_SelectOp_opaque::ttype); }
GrB_Info GxB_SelectOp_free(GxB_SelectOp* op) { return gb::free_object(op); }
GrB_Info GxB_SelectOp_wait(GxB_SelectOp op, GrB_WaitMode m) { return gb::wait_object(op, m); }
GrB_Info GxB_SelectOp_error(const char** e, const GxB_SelectOp op) { return gb::error_of(e, op); }

}  // extern "C"
