// Scalar expressions compiled from PostgreSQL parse-tree nodes (libpg_query's JSON) and evaluated
// over rows with SQL's NULL and three-valued logic.
#pragma once
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "value.hpp"

namespace tensql {

using json = nlohmann::json;

// The location of a parse-tree node (the `location` field of its payload), -1 when it has none.
int node_location(const json &node);
// The node's type name, e.g. "A_Expr" for {"A_Expr": {...}}.
std::string node_kind(const json &node);
// node[key] when present, else an empty array: a reference into the parse tree itself, so that
// pointers and references to its elements outlive a loop over it (json::value() returns a copy).
const json &list_field(const json &node, const char *key);
// The node's text with every location removed, for matching GROUP BY expressions.
std::string canonical(const json &node);
[[noreturn]] void unsupported(const std::string &what, const json &node);
// The smallest location anywhere inside `node` (for clauses whose own node carries none), or -1.
int first_location(const json &node);

struct ScopeColumn {
  std::string table;  // alias (or table name)
  std::string name;
};

struct Scope {
  std::vector<ScopeColumn> columns;
  // Index of the column a ColumnRef names; throws for unknown or ambiguous names.
  int resolve(const json &column_ref) const;
};

struct Expr;
using ExprP = std::unique_ptr<Expr>;

struct Expr {
  enum Kind { Const, Column, Unary, Binary, And, Or, Not, IsNull, In, Case, Cast, Func, Distinct, BoolTest } kind;
  Value value;         // Const
  int column = -1;     // Column
  std::string op;      // Unary/Binary operator, Func name
  bool negated = false;
  Type cast_to = Type::Null;
  std::vector<ExprP> args;  // In: args[0] IN args[1..]; Case: [operand?] (when, then)* [else]
  bool case_has_operand = false, case_has_else = false;
  int location = -1;
};

struct AggregateCall {
  std::string func;  // count, sum, min, max, avg
  bool star = false, distinct = false;
  ExprP arg;
};

// How expressions over grouped rows are compiled: a grouped row holds the GROUP BY keys, then one
// value per aggregate call found while compiling.
struct GroupContext {
  const Scope *input = nullptr;
  std::vector<const json *> keys;
  std::vector<int> key_columns;  // input column a key is a plain reference to, else -1
  std::vector<std::string> key_text;
  std::vector<AggregateCall> aggregates;
};

bool is_aggregate_name(const std::string &name);
bool contains_aggregate(const json &node);
ExprP compile_expr(const json &node, const Scope &scope, GroupContext *group = nullptr);
Value eval(const Expr &e, const Row &row);
// Truth of a predicate's value: NULL and false both reject a row.
inline bool is_true(const Value &v) { return v.type == Type::Bool && v.i; }
Value constant_value(const json &a_const);

}  // namespace tensql
