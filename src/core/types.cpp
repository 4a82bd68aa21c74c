#include <cstdlib>

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

bool MonoidValue::assign(const void* bytes, size_t n) {
  release();
  if (n > sizeof(in)) {
    heap = static_cast<unsigned char*>(std::malloc(n));
    if (!heap) return false;
    std::memcpy(heap, bytes, n);
  } else {
    std::memcpy(&in, bytes, n);
  }
  size = n;
  return true;
}

void MonoidValue::release() {
  std::free(heap);
  heap = nullptr;
  size = 0;
}

GrB_Type builtin_type(TypeCode code) {
  switch (code) {
#define GB_TYPE_CASE(S, C, K) case TypeCode::K: return &type_object_##S;
    GB_TYPES_ALL(GB_TYPE_CASE)
#undef GB_TYPE_CASE
    default: return nullptr;
  }
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
