#include "expr.hpp"

#include <algorithm>
#include <cmath>

namespace tensql {

std::string node_kind(const json &node) {
  if (!node.is_object() || node.empty()) return "";
  return node.begin().key();
}

const json &list_field(const json &node, const char *key) {
  static const json kEmpty = json::array();
  return node.contains(key) ? node[key] : kEmpty;
}

int node_location(const json &node) {
  if (!node.is_object() || node.empty()) return -1;
  const json &body = node.begin().value();
  if (body.is_object() && body.contains("location")) return body["location"].get<int>();
  return -1;
}

static void strip_locations(json &j) {
  if (j.is_object()) {
    j.erase("location");
    for (auto &kv : j.items()) strip_locations(kv.value());
  } else if (j.is_array()) {
    for (auto &x : j) strip_locations(x);
  }
}

std::string canonical(const json &node) {
  json copy = node;
  strip_locations(copy);
  return copy.dump();
}

int first_location(const json &node) {
  int best = -1;
  if (node.is_object()) {
    if (node.contains("location") && node["location"].is_number() && node["location"].get<int>() >= 0)
      best = node["location"].get<int>();
    for (auto &kv : node.items()) {
      int l = first_location(kv.value());
      if (l >= 0 && (best < 0 || l < best)) best = l;
    }
  } else if (node.is_array()) {
    for (auto &x : node) {
      int l = first_location(x);
      if (l >= 0 && (best < 0 || l < best)) best = l;
    }
  }
  return best;
}

void unsupported(const std::string &what, const json &node) {
  int loc = node_location(node);
  throw SqlError("unsupported " + what, loc >= 0 ? loc : first_location(node));
}

static std::string str_node(const json &n) {
  if (n.contains("String")) return n["String"].value("sval", "");
  return "";
}

int Scope::resolve(const json &ref) const {
  const json &body = ref["ColumnRef"];
  const json &fields = body["fields"];
  int loc = body.value("location", -1);
  std::string table, name;
  for (const json &f : fields)
    if (f.contains("A_Star")) throw SqlError("\"*\" is not allowed here", loc);
  if (fields.size() == 1) name = str_node(fields[0]);
  else if (fields.size() == 2) { table = str_node(fields[0]); name = str_node(fields[1]); }
  else throw SqlError("unsupported column reference with more than two parts", loc);
  int found = -1;
  for (size_t c = 0; c < columns.size(); c++) {
    if (columns[c].name != name || (!table.empty() && columns[c].table != table)) continue;
    if (found >= 0) throw SqlError("column reference \"" + name + "\" is ambiguous", loc);
    found = int(c);
  }
  if (found < 0)
    throw SqlError("column \"" + (table.empty() ? name : table + "." + name) + "\" does not exist", loc);
  return found;
}

Value constant_value(const json &node) {
  const json &c = node["A_Const"];
  if (c.value("isnull", false)) return Value::null();
  if (c.contains("ival")) return Value::integer(c["ival"].value("ival", int64_t(0)));
  if (c.contains("fval")) {
    std::string s = c["fval"].value("fval", "0");
    if (s.find_first_of(".eE") == std::string::npos) {
      errno = 0;
      long long v = std::strtoll(s.c_str(), nullptr, 10);
      if (errno == 0) return Value::integer(v);
    }
    return Value::real(std::strtod(s.c_str(), nullptr));
  }
  if (c.contains("sval")) return Value::text(c["sval"].value("sval", ""));
  if (c.contains("boolval")) return Value::boolean(c["boolval"].value("boolval", false));
  if (c.contains("bsval")) unsupported("bit-string constant", node);
  unsupported("constant", node);
}

bool is_aggregate_name(const std::string &n) {
  return n == "count" || n == "sum" || n == "min" || n == "max" || n == "avg";
}

static std::string func_name(const json &fc) {
  const json &names = fc["funcname"];
  return names.empty() ? "" : str_node(names.back());
}

bool contains_aggregate(const json &node) {
  if (node.is_object()) {
    if (node.contains("FuncCall") && is_aggregate_name(func_name(node["FuncCall"]))) return true;
    for (auto &kv : node.items())
      if (contains_aggregate(kv.value())) return true;
  } else if (node.is_array()) {
    for (auto &x : node)
      if (contains_aggregate(x)) return true;
  }
  return false;
}

static ExprP make(Expr::Kind k, int loc) {
  auto e = std::make_unique<Expr>();
  e->kind = k;
  e->location = loc;
  return e;
}

static Type cast_type(const json &type_name, const json &node) {
  std::string t = str_node(type_name["names"].back());
  if (t == "int2" || t == "int4" || t == "int8" || t == "integer" || t == "bigint") return Type::Int;
  if (t == "float4" || t == "float8" || t == "numeric") return Type::Float;
  if (t == "text" || t == "varchar") return Type::Text;
  if (t == "bool") return Type::Bool;
  unsupported("type \"" + t + "\" in cast", node);
}

static ExprP compile_group_match(const json &node, const Scope &scope, GroupContext *g);

static std::vector<ExprP> compile_list(const json &list, const Scope &scope, GroupContext *g) {
  std::vector<ExprP> out;
  for (const json &x : list) out.push_back(compile_expr(x, scope, g));
  return out;
}

static ExprP compile_a_expr(const json &node, const Scope &scope, GroupContext *g) {
  const json &a = node["A_Expr"];
  std::string kind = a.value("kind", "");
  int loc = a.value("location", -1);
  std::string op = a.contains("name") ? str_node(a["name"].back()) : "";
  if (kind == "AEXPR_OP") {
    static const std::vector<std::string> ops = {"+", "-", "*", "/", "%", "=", "<>", "!=", "<", "<=", ">", ">=", "||"};
    if (std::find(ops.begin(), ops.end(), op) == ops.end()) unsupported("operator \"" + op + "\"", node);
    if (!a.contains("lexpr")) {
      if (op != "-" && op != "+") unsupported("prefix operator \"" + op + "\"", node);
      auto e = make(Expr::Unary, loc);
      e->op = op;
      e->args.push_back(compile_expr(a["rexpr"], scope, g));
      return e;
    }
    auto e = make(Expr::Binary, loc);
    e->op = op == "!=" ? "<>" : op;
    e->args.push_back(compile_expr(a["lexpr"], scope, g));
    e->args.push_back(compile_expr(a["rexpr"], scope, g));
    return e;
  }
  if (kind == "AEXPR_IN") {
    auto e = make(Expr::In, loc);
    e->negated = op == "<>";
    e->args.push_back(compile_expr(a["lexpr"], scope, g));
    const json &r = a["rexpr"];
    const json &items = r.contains("List") ? r["List"]["items"] : r;
    if (!items.is_array()) unsupported("IN with a subquery", node);
    for (const json &x : items) e->args.push_back(compile_expr(x, scope, g));
    return e;
  }
  if (kind == "AEXPR_DISTINCT" || kind == "AEXPR_NOT_DISTINCT") {
    auto e = make(Expr::Distinct, loc);
    e->negated = kind == "AEXPR_NOT_DISTINCT";
    e->args.push_back(compile_expr(a["lexpr"], scope, g));
    e->args.push_back(compile_expr(a["rexpr"], scope, g));
    return e;
  }
  if (kind == "AEXPR_BETWEEN" || kind == "AEXPR_NOT_BETWEEN") {
    const json &items = a["rexpr"]["List"]["items"];
    auto lo = make(Expr::Binary, loc), hi = make(Expr::Binary, loc);
    lo->op = ">=";
    lo->args.push_back(compile_expr(a["lexpr"], scope, g));
    lo->args.push_back(compile_expr(items[0], scope, g));
    hi->op = "<=";
    hi->args.push_back(compile_expr(a["lexpr"], scope, g));
    hi->args.push_back(compile_expr(items[1], scope, g));
    auto both = make(Expr::And, loc);
    both->args.push_back(std::move(lo));
    both->args.push_back(std::move(hi));
    if (kind == "AEXPR_BETWEEN") return both;
    auto e = make(Expr::Not, loc);
    e->args.push_back(std::move(both));
    return e;
  }
  std::string k = kind.rfind("AEXPR_", 0) == 0 ? kind.substr(6) : kind;
  std::transform(k.begin(), k.end(), k.begin(), ::tolower);
  unsupported("expression kind " + k + (op.empty() ? "" : " (\"" + op + "\")"), node);
}

static ExprP compile_func(const json &node, const Scope &scope, GroupContext *g) {
  const json &f = node["FuncCall"];
  std::string name = func_name(f);
  int loc = f.value("location", -1);
  if (f.contains("over")) unsupported("window function " + name + "() OVER", node);
  if (is_aggregate_name(name)) {
    if (!g) throw SqlError("aggregate functions are not allowed here", loc);
    if (f.contains("agg_filter")) unsupported("aggregate FILTER clause", f["agg_filter"]);
    if (f.value("agg_within_group", false)) unsupported("WITHIN GROUP", node);
    AggregateCall call;
    call.func = name;
    call.star = f.value("agg_star", false);
    call.distinct = f.value("agg_distinct", false);
    if (!call.star) {
      if (!f.contains("args") || f["args"].size() != 1)
        throw SqlError("function " + name + " takes exactly one argument", loc);
      if (contains_aggregate(f["args"][0])) throw SqlError("aggregate function calls cannot be nested", loc);
      call.arg = compile_expr(f["args"][0], *g->input, nullptr);
    } else if (name != "count") {
      throw SqlError(name + "(*) is not allowed", loc);
    }
    g->aggregates.push_back(std::move(call));
    auto e = make(Expr::Column, loc);
    e->column = int(g->keys.size() + g->aggregates.size() - 1);
    return e;
  }
  static const std::vector<std::string> scalar = {"abs", "lower", "upper", "length", "coalesce"};
  if (std::find(scalar.begin(), scalar.end(), name) == scalar.end()) unsupported("function " + name + "()", node);
  auto e = make(Expr::Func, loc);
  e->op = name;
  if (f.contains("args")) e->args = compile_list(f["args"], scope, g);
  if (name != "coalesce" && e->args.size() != 1) throw SqlError("function " + name + " takes one argument", loc);
  return e;
}

static ExprP compile_case(const json &node, const Scope &scope, GroupContext *g) {
  const json &c = node["CaseExpr"];
  auto e = make(Expr::Case, c.value("location", -1));
  if (c.contains("arg")) {
    e->case_has_operand = true;
    e->args.push_back(compile_expr(c["arg"], scope, g));
  }
  for (const json &w : c["args"]) {
    e->args.push_back(compile_expr(w["CaseWhen"]["expr"], scope, g));
    e->args.push_back(compile_expr(w["CaseWhen"]["result"], scope, g));
  }
  if (c.contains("defresult")) {
    e->case_has_else = true;
    e->args.push_back(compile_expr(c["defresult"], scope, g));
  }
  return e;
}

ExprP compile_expr(const json &node, const Scope &scope, GroupContext *g) {
  if (g) {
    if (ExprP m = compile_group_match(node, scope, g)) return m;
  }
  std::string kind = node_kind(node);
  int loc = node_location(node);
  const json &body = node.empty() ? node : node.begin().value();
  if (kind == "ColumnRef") {
    if (g) throw SqlError("column must appear in the GROUP BY clause or be used in an aggregate function", loc);
    auto e = make(Expr::Column, loc);
    e->column = scope.resolve(node);
    return e;
  }
  if (kind == "A_Const") {
    auto e = make(Expr::Const, loc);
    e->value = constant_value(node);
    return e;
  }
  if (kind == "A_Expr") return compile_a_expr(node, scope, g);
  if (kind == "BoolExpr") {
    std::string op = body.value("boolop", "");
    auto e = make(op == "AND_EXPR" ? Expr::And : op == "OR_EXPR" ? Expr::Or : Expr::Not, loc);
    e->args = compile_list(body["args"], scope, g);
    return e;
  }
  if (kind == "NullTest") {
    auto e = make(Expr::IsNull, loc);
    e->negated = body.value("nulltesttype", "") == "IS_NOT_NULL";
    e->args.push_back(compile_expr(body["arg"], scope, g));
    return e;
  }
  if (kind == "BooleanTest") {
    // IS [NOT] TRUE / FALSE / UNKNOWN: never NULL
    auto e = make(Expr::BoolTest, loc);
    e->op = body.value("booltesttype", "");
    e->args.push_back(compile_expr(body["arg"], scope, g));
    return e;
  }
  if (kind == "FuncCall") return compile_func(node, scope, g);
  if (kind == "CoalesceExpr") {
    auto e = make(Expr::Func, loc);
    e->op = "coalesce";
    e->args = compile_list(body["args"], scope, g);
    return e;
  }
  if (kind == "TypeCast") {
    auto e = make(Expr::Cast, loc);
    e->cast_to = cast_type(body["typeName"], node);
    e->args.push_back(compile_expr(body["arg"], scope, g));
    return e;
  }
  if (kind == "CaseExpr") return compile_case(node, scope, g);
  if (kind == "SubLink") unsupported("subquery", node);
  unsupported("expression " + kind, node);
}

// In a grouped query, an expression equal to a GROUP BY key reads the key's slot.
static ExprP compile_group_match(const json &node, const Scope &scope, GroupContext *g) {
  int input_col = -1;
  if (node_kind(node) == "ColumnRef") input_col = g->input->resolve(node);
  std::string text = input_col >= 0 ? "" : canonical(node);
  for (size_t k = 0; k < g->keys.size(); k++) {
    bool same = input_col >= 0 ? g->key_columns[k] == input_col : g->key_text[k] == text;
    if (!same) continue;
    auto e = make(Expr::Column, node_location(node));
    e->column = int(k);
    return e;
  }
  return nullptr;
}

}  // namespace tensql
