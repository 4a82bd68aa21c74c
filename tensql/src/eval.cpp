// Row-at-a-time evaluation of compiled expressions, used where a query computes over extracted
// tuples (projections, join residuals, HAVING, predicates the mask planner does not take).
#include <algorithm>
#include <cmath>

#include "expr.hpp"

namespace tensql {

static Value arithmetic(const std::string &op, const Value &a, const Value &b, int loc) {
  if (a.is_null() || b.is_null()) return Value::null();
  if (op == "||") {
    return Value::text(format_value(a) + format_value(b));
  }
  if (!a.is_numeric() || !b.is_numeric())
    throw SqlError(std::string("operator does not exist: ") + type_name(a.type) + " " + op + " " + type_name(b.type), loc);
  if (a.type == Type::Int && b.type == Type::Int) {
    int64_t x = a.i, y = b.i, r = 0;
    bool overflow = false;
    if (op == "+") overflow = __builtin_add_overflow(x, y, &r);
    else if (op == "-") overflow = __builtin_sub_overflow(x, y, &r);
    else if (op == "*") overflow = __builtin_mul_overflow(x, y, &r);
    else {
      if (y == 0) throw SqlError("division by zero", loc);
      if (x == INT64_MIN && y == -1) overflow = true;
      else r = op == "/" ? x / y : x % y;
    }
    if (overflow) throw SqlError("bigint out of range", loc);
    return Value::integer(r);
  }
  double x = a.as_double(), y = b.as_double();
  if (op == "+") return Value::real(x + y);
  if (op == "-") return Value::real(x - y);
  if (op == "*") return Value::real(x * y);
  if (y == 0) throw SqlError("division by zero", loc);
  if (op == "/") return Value::real(x / y);
  return Value::real(std::fmod(x, y));
}

static Value comparison(const std::string &op, const Value &a, const Value &b, int loc) {
  if (a.is_null() || b.is_null()) return Value::null();
  int c;
  try {
    c = compare_values(a, b);
  } catch (SqlError &e) {
    throw SqlError(e.what(), loc);
  }
  bool r = op == "=" ? c == 0 : op == "<>" ? c != 0 : op == "<" ? c < 0 : op == "<=" ? c <= 0 : op == ">" ? c > 0 : c >= 0;
  return Value::boolean(r);
}

static Value cast_value(const Value &v, Type to, int loc) {
  if (v.is_null() || v.type == to) return v;
  switch (to) {
    case Type::Int:
      if (v.type == Type::Float) return Value::integer(int64_t(std::nearbyint(v.d)));
      if (v.type == Type::Bool) return Value::integer(v.i);
      if (v.type == Type::Text) {
        char *end = nullptr;
        long long x = std::strtoll(v.s.c_str(), &end, 10);
        if (!v.s.empty() && *end == 0) return Value::integer(x);
      }
      break;
    case Type::Float:
      if (v.type == Type::Int) return Value::real(double(v.i));
      if (v.type == Type::Text) {
        char *end = nullptr;
        double x = std::strtod(v.s.c_str(), &end);
        if (!v.s.empty() && *end == 0) return Value::real(x);
      }
      break;
    case Type::Text: return Value::text(format_value(v));
    case Type::Bool:
      if (v.type == Type::Int) return Value::boolean(v.i != 0);
      if (v.type == Type::Text) {
        if (v.s == "t" || v.s == "true") return Value::boolean(true);
        if (v.s == "f" || v.s == "false") return Value::boolean(false);
      }
      break;
    default: break;
  }
  throw SqlError(std::string("cannot cast ") + type_name(v.type) + " value \"" + format_value(v) + "\" to " + type_name(to), loc);
}

static Value function(const Expr &e, const Row &row) {
  if (e.op == "coalesce") {
    for (const auto &a : e.args) {
      Value v = eval(*a, row);
      if (!v.is_null()) return v;
    }
    return Value::null();
  }
  Value v = eval(*e.args[0], row);
  if (v.is_null()) return v;
  if (e.op == "abs") {
    if (v.type == Type::Int) return Value::integer(v.i < 0 ? -v.i : v.i);
    if (v.type == Type::Float) return Value::real(std::fabs(v.d));
  } else if (v.type == Type::Text) {
    if (e.op == "length") return Value::integer(int64_t(v.s.size()));
    std::string s = v.s;
    std::transform(s.begin(), s.end(), s.begin(), e.op == "lower" ? ::tolower : ::toupper);
    return Value::text(s);
  }
  throw SqlError("function " + e.op + "(" + type_name(v.type) + ") does not exist", e.location);
}

static Value logical(const Expr &e, const Row &row) {
  bool saw_null = false;
  bool is_and = e.kind == Expr::And;
  for (const auto &a : e.args) {
    Value v = eval(*a, row);
    if (v.is_null()) { saw_null = true; continue; }
    if (v.type != Type::Bool) throw SqlError(std::string("argument of AND/OR must be type boolean, not ") + type_name(v.type), a->location);
    if (bool(v.i) != is_and) return Value::boolean(!is_and);
  }
  return saw_null ? Value::null() : Value::boolean(is_and);
}

static Value in_list(const Expr &e, const Row &row) {
  Value x = eval(*e.args[0], row);
  if (x.is_null()) return x;
  bool saw_null = false;
  for (size_t k = 1; k < e.args.size(); k++) {
    Value c = comparison("=", x, eval(*e.args[k], row), e.location);
    if (c.is_null()) saw_null = true;
    else if (c.i) return Value::boolean(!e.negated);
  }
  return saw_null ? Value::null() : Value::boolean(e.negated);
}

static Value case_expr(const Expr &e, const Row &row) {
  size_t k = 0;
  Value operand;
  if (e.case_has_operand) operand = eval(*e.args[k++], row);
  size_t end = e.args.size() - (e.case_has_else ? 1 : 0);
  for (; k < end; k += 2) {
    Value w = eval(*e.args[k], row);
    bool hit = e.case_has_operand ? is_true(comparison("=", operand, w, e.location)) : is_true(w);
    if (hit) return eval(*e.args[k + 1], row);
  }
  return e.case_has_else ? eval(*e.args.back(), row) : Value::null();
}

Value eval(const Expr &e, const Row &row) {
  switch (e.kind) {
    case Expr::Const: return e.value;
    case Expr::Column: return row[size_t(e.column)];
    case Expr::Unary: {
      Value v = eval(*e.args[0], row);
      if (v.is_null() || e.op == "+") return v;
      if (v.type == Type::Int) return Value::integer(-v.i);
      if (v.type == Type::Float) return Value::real(-v.d);
      throw SqlError(std::string("operator does not exist: -") + type_name(v.type), e.location);
    }
    case Expr::Binary: {
      Value a = eval(*e.args[0], row), b = eval(*e.args[1], row);
      const std::string &op = e.op;
      if (op == "=" || op == "<>" || op == "<" || op == "<=" || op == ">" || op == ">=") return comparison(op, a, b, e.location);
      return arithmetic(op, a, b, e.location);
    }
    case Expr::And:
    case Expr::Or: return logical(e, row);
    case Expr::Not: {
      Value v = eval(*e.args[0], row);
      if (v.is_null()) return v;
      if (v.type != Type::Bool) throw SqlError("argument of NOT must be type boolean", e.location);
      return Value::boolean(!v.i);
    }
    case Expr::IsNull: return Value::boolean(eval(*e.args[0], row).is_null() != e.negated);
    case Expr::In: return in_list(e, row);
    case Expr::Case: return case_expr(e, row);
    case Expr::Cast: return cast_value(eval(*e.args[0], row), e.cast_to, e.location);
    case Expr::Func: return function(e, row);
    case Expr::Distinct: {
      Value a = eval(*e.args[0], row), b = eval(*e.args[1], row);
      bool distinct = a.is_null() != b.is_null() || (!a.is_null() && compare_values(a, b) != 0);
      return Value::boolean(distinct != e.negated);
    }
    case Expr::BoolTest: {
      Value v = eval(*e.args[0], row);
      if (!v.is_null() && v.type != Type::Bool) throw SqlError("argument of IS TRUE/FALSE must be type boolean", e.location);
      bool r = e.op == "IS_TRUE" ? is_true(v) : e.op == "IS_NOT_TRUE" ? !is_true(v)
             : e.op == "IS_FALSE" ? (!v.is_null() && !v.i) : e.op == "IS_NOT_FALSE" ? (v.is_null() || v.i)
             : e.op == "IS_UNKNOWN" ? v.is_null() : !v.is_null();
      return Value::boolean(r);
    }
  }
  return Value::null();
}

}  // namespace tensql
