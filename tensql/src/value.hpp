// SQL values as they flow through the row-level parts of the executor (projection, joins on
// extracted tuples, sorting, output). Storage keeps values in GraphBLAS objects (see storage.hpp).
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace tensql {

enum class Type { Null, Int, Float, Text, Bool };

// An error the user caused (bad SQL, unsupported construct, constraint violation). `location` is
// a byte offset into the statement text when known, else -1.
struct SqlError : std::runtime_error {
  int location;
  explicit SqlError(const std::string &msg, int loc = -1) : std::runtime_error(msg), location(loc) {}
};

struct Value {
  Type type = Type::Null;
  int64_t i = 0;  // Int, Bool (0/1)
  double d = 0;   // Float
  std::string s;  // Text

  static Value null() { return Value(); }
  static Value integer(int64_t v) { Value x; x.type = Type::Int; x.i = v; return x; }
  static Value real(double v) { Value x; x.type = Type::Float; x.d = v; return x; }
  static Value text(std::string v) { Value x; x.type = Type::Text; x.s = std::move(v); return x; }
  static Value boolean(bool v) { Value x; x.type = Type::Bool; x.i = v; return x; }

  bool is_null() const { return type == Type::Null; }
  bool is_numeric() const { return type == Type::Int || type == Type::Float; }
  double as_double() const { return type == Type::Float ? d : double(i); }
};

using Row = std::vector<Value>;

const char *type_name(Type t);
// Three-way comparison of two non-NULL values of comparable types; throws SqlError otherwise.
int compare_values(const Value &a, const Value &b);
// Total order for sorting and grouping: NULL sorts after every value (PostgreSQL's default).
int order_values(const Value &a, const Value &b);
bool values_equal_for_grouping(const Value &a, const Value &b);
size_t hash_value(const Value &v);
// Text as PostgreSQL prints it: integers plainly, doubles shortest round-trip, booleans t/f.
std::string format_value(const Value &v);

}  // namespace tensql
