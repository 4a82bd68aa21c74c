// The opaque objects behind the public handles: types, operators, monoids, semirings, descriptors.
// (Containers are in core/container.hpp.) Every object starts with a magic number so a handle to
// an uninitialized or freed object is reported as such instead of being trusted.
#pragma once
#include <string>
#include <vector>

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

// Copy a name into a fixed-size name field, truncating safely.
void set_name(char (&dst)[GxB_MAX_NAME_LEN], const char* src);

// A value of any built-in type or of a user-defined type, held by value.
class Value {
 public:
  Value() = default;
  Value(const void* bytes, size_t size) { assign(bytes, size); }
  template <class T, class = std::enable_if_t<std::is_trivially_copyable_v<T>>>
  static Value of(const T& v) { return Value(&v, sizeof(T)); }
  void assign(const void* bytes, size_t size) {
    data_.assign(static_cast<const unsigned char*>(bytes), static_cast<const unsigned char*>(bytes) + size);
  }
  const void* data() const { return data_.data(); }
  void* data() { return data_.data(); }
  size_t size() const { return data_.size(); }
  bool empty() const { return data_.empty(); }
  template <class T> T as() const { T v; std::memcpy(&v, data_.data(), sizeof(T)); return v; }
  bool operator==(const Value& o) const { return data_ == o.data_; }

 private:
  std::vector<unsigned char> data_;
};

}  // namespace gb

struct GB_Type_opaque {
  int64_t magic = gb::kMagicLive;
  gb::TypeCode code = gb::TypeCode::UDT;
  size_t size = 0;
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  std::string defn;
  std::string error;
  GB_Type_opaque() = default;
  GB_Type_opaque(gb::TypeCode c, size_t s, const char* n) : code(c), size(s), builtin(true) {
    gb::set_name(name, n);
  }
};

struct GB_UnaryOp_opaque {
  int64_t magic = gb::kMagicLive;
  gb::UnaryOpcode opcode = gb::UnaryOpcode::USER;
  GrB_Type ztype = nullptr, xtype = nullptr;
  GxB_unary_function fn = nullptr;
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  std::string defn;
  std::string error;
  GB_UnaryOp_opaque() = default;
  GB_UnaryOp_opaque(gb::UnaryOpcode op, GrB_Type z, GrB_Type x, GxB_unary_function f, const char* n)
      : opcode(op), ztype(z), xtype(x), fn(f), builtin(true) {
    gb::set_name(name, n);
  }
};

struct GB_BinaryOp_opaque {
  int64_t magic = gb::kMagicLive;
  gb::BinaryOpcode opcode = gb::BinaryOpcode::USER;
  GrB_Type ztype = nullptr, xtype = nullptr, ytype = nullptr;
  GxB_binary_function fn = nullptr;
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  std::string defn;
  std::string error;
  GB_BinaryOp_opaque() = default;
  GB_BinaryOp_opaque(gb::BinaryOpcode op, GrB_Type z, GrB_Type x, GrB_Type y, GxB_binary_function f,
                     const char* n)
      : opcode(op), ztype(z), xtype(x), ytype(y), fn(f), builtin(true) {
    gb::set_name(name, n);
  }
};

struct GB_IndexUnaryOp_opaque {
  int64_t magic = gb::kMagicLive;
  gb::IndexUnaryOpcode opcode = gb::IndexUnaryOpcode::USER;
  GrB_Type ztype = nullptr, xtype = nullptr, ytype = nullptr;  // xtype null: x is ignored
  GxB_index_unary_function fn = nullptr;
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  std::string defn;
  std::string error;
  GB_IndexUnaryOp_opaque() = default;
  GB_IndexUnaryOp_opaque(gb::IndexUnaryOpcode op, GrB_Type z, GrB_Type x, GrB_Type y,
                         GxB_index_unary_function f, const char* n)
      : opcode(op), ztype(z), xtype(x), ytype(y), fn(f), builtin(true) {
    gb::set_name(name, n);
  }
};

// Legacy GxB_SelectOp. Built-in ones map to an index-unary opcode (typed at use time, since they
// are type-generic); user ones carry a GxB_select_function.
struct GB_SelectOp_opaque {
  int64_t magic = gb::kMagicLive;
  gb::IndexUnaryOpcode opcode = gb::IndexUnaryOpcode::USER;
  GrB_Type xtype = nullptr;      // null: type-generic
  GrB_Type ttype = nullptr;      // thunk type, null if none
  GxB_select_function fn = nullptr;
  bool uses_thunk = false;       // *_THUNK and positional ops take a thunk
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  std::string error;
  GB_SelectOp_opaque() = default;
  GB_SelectOp_opaque(gb::IndexUnaryOpcode op, bool thunk, const char* n)
      : opcode(op), uses_thunk(thunk), builtin(true) {
    gb::set_name(name, n);
  }
};

struct GB_Monoid_opaque {
  int64_t magic = gb::kMagicLive;
  GrB_BinaryOp op = nullptr;
  gb::Value identity;
  gb::Value terminal;  // empty when the monoid has no terminal value
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  std::string error;
  GB_Monoid_opaque() = default;
  template <class T>
  GB_Monoid_opaque(GrB_BinaryOp o, T ident, const T* term, const char* n)
      : op(o), identity(gb::Value::of(ident)), builtin(true) {
    if (term) terminal = gb::Value::of(*term);
    gb::set_name(name, n);
  }
  bool has_terminal() const { return !terminal.empty(); }
};

struct GB_Semiring_opaque {
  int64_t magic = gb::kMagicLive;
  GrB_Monoid add = nullptr;
  GrB_BinaryOp multiply = nullptr;
  bool builtin = false;
  char name[GxB_MAX_NAME_LEN] = {};
  std::string error;
  GB_Semiring_opaque() = default;
  GB_Semiring_opaque(GrB_Monoid a, GrB_BinaryOp m, const char* n) : add(a), multiply(m), builtin(true) {
    gb::set_name(name, n);
  }
};

struct GB_Descriptor_opaque {
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

}  // namespace gb
