#include "value.hpp"

#include <charconv>
#include <cmath>
#include <functional>

namespace tensql {

const char *type_name(Type t) {
  switch (t) {
    case Type::Null: return "null";
    case Type::Int: return "bigint";
    case Type::Float: return "double precision";
    case Type::Text: return "text";
    case Type::Bool: return "boolean";
  }
  return "?";
}

int compare_values(const Value &a, const Value &b) {
  if (a.type == Type::Int && b.type == Type::Int) return a.i < b.i ? -1 : (a.i > b.i ? 1 : 0);
  if (a.is_numeric() && b.is_numeric()) {
    double x = a.as_double(), y = b.as_double();
    return x < y ? -1 : (x > y ? 1 : 0);
  }
  if (a.type == Type::Text && b.type == Type::Text) {
    int c = a.s.compare(b.s);
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
  }
  if (a.type == Type::Bool && b.type == Type::Bool) return int(a.i) - int(b.i);
  throw SqlError(std::string("operator does not exist: ") + type_name(a.type) + " compared with " +
                 type_name(b.type));
}

int order_values(const Value &a, const Value &b) {
  if (a.is_null() || b.is_null()) return int(a.is_null()) - int(b.is_null());
  return compare_values(a, b);
}

bool values_equal_for_grouping(const Value &a, const Value &b) {
  if (a.is_null() || b.is_null()) return a.is_null() && b.is_null();
  return compare_values(a, b) == 0;
}

size_t hash_value(const Value &v) {
  switch (v.type) {
    case Type::Null: return 0x9e3779b9;
    case Type::Int:
    case Type::Bool: return std::hash<double>()(double(v.i));
    case Type::Float: return std::hash<double>()(v.d);
    case Type::Text: return std::hash<std::string>()(v.s);
  }
  return 0;
}

std::string format_value(const Value &v) {
  switch (v.type) {
    case Type::Null: return "";
    case Type::Int: return std::to_string(v.i);
    case Type::Bool: return v.i ? "t" : "f";
    case Type::Text: return v.s;
    case Type::Float: {
      if (std::isnan(v.d)) return "NaN";
      if (std::isinf(v.d)) return v.d > 0 ? "Infinity" : "-Infinity";
      char buf[64];
      auto r = std::to_chars(buf, buf + sizeof buf, v.d);
      return std::string(buf, r.ptr);
    }
  }
  return "";
}

}  // namespace tensql
