// GrB_Type: built-in types live in core/types.cpp; this is the user-defined type API.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string_view>

#include "api/object_common.hpp"

namespace gb {

GrB_Info copy_type_name(char* dst, GrB_Type type) {
  GB_RETURN_IF_NULL(dst);
  if (type == nullptr) {
    dst[0] = '\0';
    return GrB_SUCCESS;
  }
  GB_CHECK_OBJ(type);
  std::strncpy(dst, type->name, GxB_MAX_NAME_LEN - 1);
  dst[GxB_MAX_NAME_LEN - 1] = '\0';
  return GrB_SUCCESS;
}

char* copy_string(const char* s) {
  if (!s) return nullptr;
  const size_t n = std::strlen(s);
  char* c = static_cast<char*>(std::malloc(n + 1));
  if (c) std::memcpy(c, s, n + 1);
  return c;
}

// The name a user-defined type is known by (GxB_Type_name, a matrix's type name, serialized
// blobs), as SuiteSparse 7.4 derives it: the GrB_Type_new macro passes its stringified size
// argument, "sizeof (pair_t)", and programs then look the type up as "pair_t". So the given name,
// cut to GxB_MAX_NAME_LEN-1 characters first, is taken as is unless "sizeof" occurs in it; then
// the name is what follows "sizeof", from after the next "(" when there is one, up to the next
// ")" when there is one ("sizeof (struct foo)" is "struct foo", "sizeof pair_t" is " pair_t",
// "sizeof ((x))" is "(x"). No name at all (the GrB_Type_new function, which has no string)
// gives "user_type_of_size_N". Checked against Debian's libgraphblas 7.4.0.
static void user_type_name(char (&dst)[GxB_MAX_NAME_LEN], const char* given, size_t size) {
  if (given == nullptr) {
    std::snprintf(dst, GxB_MAX_NAME_LEN, "user_type_of_size_%zu", size);
    return;
  }
  std::string_view s(given, strnlen(given, GxB_MAX_NAME_LEN - 1));
  const size_t at = s.find("sizeof");
  if (at != std::string_view::npos) {
    s.remove_prefix(at + 6);
    if (const size_t open = s.find('('); open != std::string_view::npos) s.remove_prefix(open + 1);
    if (const size_t close = s.find(')'); close != std::string_view::npos) s = s.substr(0, close);
  }
  std::memset(dst, 0, GxB_MAX_NAME_LEN);
  std::memcpy(dst, s.data(), s.size());  // at most GxB_MAX_NAME_LEN-1 bytes: stays terminated
}

static GrB_Info type_new(GrB_Type* type, size_t size, const char* name, const char* defn) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(type);
  *type = nullptr;
  auto* t = new (std::nothrow) GB_Type_opaque;
  if (!t) return GrB_OUT_OF_MEMORY;
  t->code = TypeCode::UDT;
  t->size = std::max<size_t>(size, 1);  // as SuiteSparse 7.4: a size of 0 makes a 1-byte type
  user_type_name(t->name, name, size);
  t->defn = copy_string(defn);
  if (defn && !t->defn) {
    delete t;
    return GrB_OUT_OF_MEMORY;
  }
  *type = t;
  return GrB_SUCCESS;
}

}  // namespace gb

extern "C" {

GrB_Info (GrB_Type_new)(GrB_Type* type, size_t sizeof_ctype) {
  return gb::type_new(type, sizeof_ctype, nullptr, nullptr);
}
GrB_Info GxB_Type_new(GrB_Type* type, size_t sizeof_ctype, const char* type_name, const char* type_defn) {
  return gb::type_new(type, sizeof_ctype, type_name, type_defn);
}
GrB_Info GB_Type_new(GrB_Type* type, size_t sizeof_ctype, const char* type_name) {
  return gb::type_new(type, sizeof_ctype, type_name, nullptr);
}

GrB_Info GxB_Type_name(char* type_name, const GrB_Type type) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(type_name);
  GB_CHECK_OBJ(type);
  return gb::copy_type_name(type_name, type);
}

GrB_Info GxB_Type_size(size_t* size, const GrB_Type type) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(size);
  GB_CHECK_OBJ(type);
  *size = type->size;
  return GrB_SUCCESS;
}

GrB_Info GxB_Type_from_name(GrB_Type* type, const char* type_name) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(type);
  GB_RETURN_IF_NULL(type_name);
  struct Alias {
    const char* name;
    GrB_Type* type;
  };
  // C names and spec names of the built-in types
  static const Alias aliases[] = {
      {"bool", &GrB_BOOL},         {"GrB_BOOL", &GrB_BOOL},       {"int8_t", &GrB_INT8},
      {"GrB_INT8", &GrB_INT8},     {"int16_t", &GrB_INT16},       {"GrB_INT16", &GrB_INT16},
      {"int32_t", &GrB_INT32},     {"GrB_INT32", &GrB_INT32},     {"int64_t", &GrB_INT64},
      {"GrB_INT64", &GrB_INT64},   {"uint8_t", &GrB_UINT8},       {"GrB_UINT8", &GrB_UINT8},
      {"uint16_t", &GrB_UINT16},   {"GrB_UINT16", &GrB_UINT16},   {"uint32_t", &GrB_UINT32},
      {"GrB_UINT32", &GrB_UINT32}, {"uint64_t", &GrB_UINT64},     {"GrB_UINT64", &GrB_UINT64},
      {"float", &GrB_FP32},        {"GrB_FP32", &GrB_FP32},       {"double", &GrB_FP64},
      {"GrB_FP64", &GrB_FP64},     {"float complex", &GxB_FC32},  {"GxB_FC32_t", &GxB_FC32},
      {"GxB_FC32", &GxB_FC32},     {"double complex", &GxB_FC64}, {"GxB_FC64_t", &GxB_FC64},
      {"GxB_FC64", &GxB_FC64},     {"_Bool", &GrB_BOOL},
  };
  for (const Alias& a : aliases) {
    if (std::strncmp(type_name, a.name, GxB_MAX_NAME_LEN) == 0) {
      *type = *a.type;
      return GrB_SUCCESS;
    }
  }
  *type = nullptr;  // a user-defined type: the caller must know it
  return GrB_SUCCESS;
}

GrB_Info GrB_Type_free(GrB_Type* type) { return gb::free_object(type); }
GrB_Info GrB_Type_wait(GrB_Type type, GrB_WaitMode waitmode) { return gb::wait_object(type, waitmode); }
GrB_Info GrB_Type_error(const char** error, const GrB_Type type) { return gb::error_of(error, type); }

}  // extern "C"
