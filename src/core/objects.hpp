// The opaque objects behind the public handles: types, operators, monoids, semirings, descriptors.
// (Containers are in core/container.hpp.) Every object starts with a magic number so a handle to
// an uninitialized or freed object is reported as such instead of being trusted.
#pragma once
#include <string>

#include "core/memory.hpp"
#include "core/op_functors.hpp"
#include "core/types.hpp"

namespace gb {

// "GrB_objct" in ASCII, and a distinct value written into an object as it is freed.
constexpr int64_t kMagicLive = 0x746a626f5f427247LL;
constexpr int64_t kMagicFreed = 0x646565726621LL;

enum class ObjectKind : int {
  Type, UnaryOp, BinaryOp, IndexUnaryOp, SelectOp, Monoid, Semiring, Descriptor,
  Matrix, Vector, Scalar, Global
};

// Copy a name into a fixed-size name field, truncating safely (constexpr: built-in objects are
// constant-initialized, so thousands of them cost no start-up time and no static-init order).
constexpr void set_name(char (&dst)[GxB_MAX_NAME_LEN], const char* src) {
  size_t k = 0;
  if (src)
    for (; k + 1 < GxB_MAX_NAME_LEN && src[k] != '\0'; k++) dst[k] = src[k];
  for (; k < GxB_MAX_NAME_LEN; k++) dst[k] = '\0';
}

// A monoid's identity or terminal value: inline for the built-in types, on the heap for a
// user-defined type larger than the inline buffer.
struct MonoidValue {
  union Inline {
    bool b; int8_t i8; int16_t i16; int32_t i32; int64_t i64;
    uint8_t u8; uint16_t u16; uint32_t u32; uint64_t u64; float f32; double f64;
    float c32[2]; double c64[2]; unsigned char bytes[16];
    constexpr Inline() : bytes{} {}
    constexpr Inline(bool v) : b(v) {}
    constexpr Inline(int8_t v) : i8(v) {}
    constexpr Inline(int16_t v) : i16(v) {}
    constexpr Inline(int32_t v) : i32(v) {}
    constexpr Inline(int64_t v) : i64(v) {}
    constexpr Inline(uint8_t v) : u8(v) {}
    constexpr Inline(uint16_t v) : u16(v) {}
    constexpr Inline(uint32_t v) : u32(v) {}
    constexpr Inline(uint64_t v) : u64(v) {}
    constexpr Inline(float v) : f32(v) {}
    constexpr Inline(double v) : f64(v) {}
    constexpr Inline(std::complex<float> v) : c32{v.real(), v.imag()} {}
    constexpr Inline(std::complex<double> v) : c64{v.real(), v.imag()} {}
  } in;
  unsigned char* heap = nullptr;  // owned; used when size > sizeof(in)
  size_t size = 0;
  constexpr MonoidValue() = default;
  template <class T> constexpr MonoidValue(T v) : in(v), size(sizeof(T)) {}
  const void* data() const { return heap ? static_cast<const void*>(heap) : static_cast<const void*>(&in); }
  bool empty() const { return size == 0; }
  // set from bytes (user-defined monoids); false when out of memory
  bool assign(const void* bytes, size_t n);
  void release();
};

}  // namespace gb

struct GB_Type_opaque : gb::UserAllocated {
  int64_t magic = gb::kMagicLive;
  gb::TypeCode code = gb::TypeCode::UDT;
  size_t size = 0;
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  char* user_name = nullptr;  // GrB_NAME given by GrB_set (malloc'd, owned); null until set
  char* defn = nullptr;  // user-given C definition (owned), null for built-ins
  GB_Type_opaque() = default;
  constexpr GB_Type_opaque(gb::TypeCode c, size_t s, const char* n) : code(c), size(s), builtin(true) {
    gb::set_name(name, n);
  }
};

struct GB_UnaryOp_opaque : gb::UserAllocated {
  int64_t magic = gb::kMagicLive;
  gb::UnaryOpcode opcode = gb::UnaryOpcode::USER;
  GrB_Type ztype = nullptr, xtype = nullptr;
  GxB_unary_function fn = nullptr;
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  char* user_name = nullptr;  // GrB_NAME given by GrB_set (malloc'd, owned); null until set
  char* defn = nullptr;
  GB_UnaryOp_opaque() = default;
  constexpr GB_UnaryOp_opaque(gb::UnaryOpcode op, GrB_Type z, GrB_Type x, GxB_unary_function f, const char* n)
      : opcode(op), ztype(z), xtype(x), fn(f), builtin(true) {
    gb::set_name(name, n);
  }
};

struct GB_BinaryOp_opaque : gb::UserAllocated {
  int64_t magic = gb::kMagicLive;
  gb::BinaryOpcode opcode = gb::BinaryOpcode::USER;
  GrB_Type ztype = nullptr, xtype = nullptr, ytype = nullptr;
  GxB_binary_function fn = nullptr;
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  char* user_name = nullptr;  // GrB_NAME given by GrB_set (malloc'd, owned); null until set
  char* defn = nullptr;
  GB_BinaryOp_opaque() = default;
  constexpr GB_BinaryOp_opaque(gb::BinaryOpcode op, GrB_Type z, GrB_Type x, GrB_Type y, GxB_binary_function f,
                               const char* n)
      : opcode(op), ztype(z), xtype(x), ytype(y), fn(f), builtin(true) {
    gb::set_name(name, n);
  }
};

struct GB_IndexUnaryOp_opaque : gb::UserAllocated {
  int64_t magic = gb::kMagicLive;
  gb::IndexUnaryOpcode opcode = gb::IndexUnaryOpcode::USER;
  GrB_Type ztype = nullptr, xtype = nullptr, ytype = nullptr;  // xtype null: x is ignored
  GxB_index_unary_function fn = nullptr;
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  char* user_name = nullptr;  // GrB_NAME given by GrB_set (malloc'd, owned); null until set
  char* defn = nullptr;
  GB_IndexUnaryOp_opaque() = default;
  constexpr GB_IndexUnaryOp_opaque(gb::IndexUnaryOpcode op, GrB_Type z, GrB_Type x, GrB_Type y,
                                   GxB_index_unary_function f, const char* n)
      : opcode(op), ztype(z), xtype(x), ytype(y), fn(f), builtin(true) {
    gb::set_name(name, n);
  }
};

// Legacy GxB_SelectOp. Built-in ones map to an index-unary opcode (typed at use time, since they
// are type-generic); user ones carry a GxB_select_function.
struct GB_SelectOp_opaque : gb::UserAllocated {
  int64_t magic = gb::kMagicLive;
  gb::IndexUnaryOpcode opcode = gb::IndexUnaryOpcode::USER;
  GrB_Type xtype = nullptr;      // null: type-generic
  GrB_Type ttype = nullptr;      // thunk type, null if none
  GxB_select_function fn = nullptr;
  bool uses_thunk = false;       // *_THUNK and positional ops take a thunk
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  char* defn = nullptr;
  GB_SelectOp_opaque() = default;
  constexpr GB_SelectOp_opaque(gb::IndexUnaryOpcode op, bool thunk, const char* n)
      : opcode(op), uses_thunk(thunk), builtin(true) {
    gb::set_name(name, n);
  }
};

struct GB_Monoid_opaque : gb::UserAllocated {
  int64_t magic = gb::kMagicLive;
  GrB_BinaryOp op = nullptr;
  gb::MonoidValue identity;
  gb::MonoidValue terminal;  // empty when the monoid has no terminal value
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  char* user_name = nullptr;  // GrB_NAME given by GrB_set (malloc'd, owned); null until set
  GB_Monoid_opaque() = default;
  template <class T>
  constexpr GB_Monoid_opaque(GrB_BinaryOp o, T ident, bool has_term, T term, const char* n)
      : op(o), identity(ident), terminal(has_term ? gb::MonoidValue(term) : gb::MonoidValue()), builtin(true) {
    gb::set_name(name, n);
  }
  bool has_terminal() const { return !terminal.empty(); }
};

struct GB_Semiring_opaque : gb::UserAllocated {
  int64_t magic = gb::kMagicLive;
  GrB_Monoid add = nullptr;
  GrB_BinaryOp multiply = nullptr;
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  char* user_name = nullptr;  // GrB_NAME given by GrB_set (malloc'd, owned); null until set
  GB_Semiring_opaque() = default;
  constexpr GB_Semiring_opaque(GrB_Monoid a, GrB_BinaryOp m, const char* n) : add(a), multiply(m), builtin(true) {
    gb::set_name(name, n);
  }
};

struct GB_Descriptor_opaque : gb::UserAllocated {
  int64_t magic = gb::kMagicLive;
  bool builtin = false;                // the predefined GrB_DESC_* cannot be changed
  GrB_Desc_Value out = GxB_DEFAULT;    // GrB_REPLACE
  GrB_Desc_Value mask = GxB_DEFAULT;   // GrB_COMP, GrB_STRUCTURE, or both
  GrB_Desc_Value in0 = GxB_DEFAULT;    // GrB_TRAN
  GrB_Desc_Value in1 = GxB_DEFAULT;    // GrB_TRAN
  GrB_Desc_Value axb = GxB_DEFAULT;    // GxB_AxB_* hint
  int nthreads = 0;                    // 0: use the global setting
  double chunk = 0;
  int sort = 0;                        // GxB_SORT hint
  int compression = 0;                 // GxB_COMPRESSION_* for serialize
  int import_mode = 0;                 // GxB_FAST_IMPORT / GxB_SECURE_IMPORT
  char name[GxB_MAX_NAME_LEN] = {};
  std::string error;
  GB_Descriptor_opaque() = default;
};

namespace gb {

// Validity checks used by every entry point: null handle, then magic number.
template <class Obj> inline GrB_Info check_object(const Obj* obj) {
  if (obj == nullptr) return GrB_NULL_POINTER;
  if (obj->magic == kMagicLive) return GrB_SUCCESS;
  return (obj->magic == kMagicFreed) ? GrB_INVALID_OBJECT : GrB_UNINITIALIZED_OBJECT;
}
// Same, for an optional argument (null allowed).
template <class Obj> inline GrB_Info check_optional(const Obj* obj) {
  return obj == nullptr ? GrB_SUCCESS : check_object(obj);
}

// Built-in type objects, addressable at static-initialization time (the public GrB_INT32 etc. are
// pointers to these).
#define GB_DECLARE_TYPE_OBJECT(S, C, K) extern GB_Type_opaque type_object_##S;
GB_TYPES_ALL(GB_DECLARE_TYPE_OBJECT)
#undef GB_DECLARE_TYPE_OBJECT
GrB_Type builtin_type(TypeCode code);  // null for None / UDT

// The type object of a C++ value type, usable in constant expressions.
template <class T> constexpr GB_Type_opaque* type_object_of();
#define GB_TYPE_OBJECT_OF(S, C, K) \
  template <> constexpr GB_Type_opaque* type_object_of<C>() { return &type_object_##S; }
GB_TYPES_ALL(GB_TYPE_OBJECT_OF)
#undef GB_TYPE_OBJECT_OF

}  // namespace gb
