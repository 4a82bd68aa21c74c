#include "core/objects.hpp"

namespace gb {

// The built-in type objects and the public handles that point at them.
#define GB_DEFINE_TYPE(S, C, K) GB_Type_opaque type_object_##S(TypeCode::K, sizeof(C), type_name(TypeCode::K));
GB_TYPES_ALL(GB_DEFINE_TYPE)
#undef GB_DEFINE_TYPE

size_t type_size(TypeCode c) {
  switch (c) {
#define GB_SIZE_CASE(S, C, K) case TypeCode::K: return sizeof(C);
    GB_TYPES_ALL(GB_SIZE_CASE)
#undef GB_SIZE_CASE
    default: return 0;
  }
}

const char* type_name(TypeCode c) {
  switch (c) {
    case TypeCode::Bool: return "bool";
    case TypeCode::Int8: return "int8_t";
    case TypeCode::Int16: return "int16_t";
    case TypeCode::Int32: return "int32_t";
    case TypeCode::Int64: return "int64_t";
    case TypeCode::UInt8: return "uint8_t";
    case TypeCode::UInt16: return "uint16_t";
    case TypeCode::UInt32: return "uint32_t";
    case TypeCode::UInt64: return "uint64_t";
    case TypeCode::FP32: return "float";
    case TypeCode::FP64: return "double";
    case TypeCode::FC32: return "float complex";
    case TypeCode::FC64: return "double complex";
    default: return "";
  }
}

GrB_Type builtin_type(TypeCode code) {
  switch (code) {
#define GB_TYPE_CASE(S, C, K) case TypeCode::K: return &type_object_##S;
    GB_TYPES_ALL(GB_TYPE_CASE)
#undef GB_TYPE_CASE
    default: return nullptr;
  }
}

void set_name(char (&dst)[GxB_MAX_NAME_LEN], const char* src) {
  if (src == nullptr) src = "";
  std::strncpy(dst, src, GxB_MAX_NAME_LEN - 1);
  dst[GxB_MAX_NAME_LEN - 1] = '\0';
}

//------------------------------------------------------------------------------------------------
// cast table: cast_fn(z, x) converts n values of type x to type z
//------------------------------------------------------------------------------------------------
template <class Z, class X> void cast_array(void* z, const void* x, size_t n) {
  Z* zp = static_cast<Z*>(z);
  const X* xp = static_cast<const X*>(x);
  for (size_t k = 0; k < n; k++) zp[k] = cast<Z, X>(xp[k]);
}

namespace {
template <class Z> CastFn cast_from(TypeCode x) {
  switch (x) {
#define GB_CAST_FROM(S, C, K) case TypeCode::K: return &cast_array<Z, C>;
    GB_TYPES_ALL(GB_CAST_FROM)
#undef GB_CAST_FROM
    default: return nullptr;
  }
}
}  // namespace

CastFn cast_fn(TypeCode z, TypeCode x) {
  switch (z) {
#define GB_CAST_TO(S, C, K) case TypeCode::K: return cast_from<C>(x);
    GB_TYPES_ALL(GB_CAST_TO)
#undef GB_CAST_TO
    default: return nullptr;
  }
}

void cast_value(TypeCode zc, void* z, TypeCode xc, const void* x, size_t udt_size) {
  if (zc == TypeCode::UDT || xc == TypeCode::UDT) {
    std::memcpy(z, x, udt_size);
    return;
  }
  cast_fn(zc, xc)(z, x, 1);
}

}  // namespace gb

#define GB_PUBLIC_TYPE(S, C, K) GrB_Type GrB_##S = &gb::type_object_##S;
GB_TYPES_REAL(GB_PUBLIC_TYPE)
#undef GB_PUBLIC_TYPE
GrB_Type GxB_FC32 = &gb::type_object_FC32;
GrB_Type GxB_FC64 = &gb::type_object_FC64;
