// The part of SELECT after FROM/WHERE: grouping with aggregates, HAVING, projection, DISTINCT,
// ORDER BY and LIMIT/OFFSET, over extracted tuples.
#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <unordered_map>

#include "select.hpp"

namespace tensql {

namespace {

struct Accumulator {
  int64_t count = 0;
  Value value;  // running sum / min / max
  __int128 int_sum = 0;  // an integer SUM/AVG exactly: only the final SUM must fit BIGINT
  std::vector<Value> seen;  // DISTINCT arguments so far
};

struct RowHash {
  size_t operator()(const Row &r) const {
    size_t h = 0;
    for (const Value &v : r) h = h * 1000003u ^ hash_value(v);
    return h;
  }
};
struct RowEq {
  bool operator()(const Row &a, const Row &b) const {
    for (size_t k = 0; k < a.size(); k++)
      if (!values_equal_for_grouping(a[k], b[k])) return false;
    return true;
  }
};

void accumulate(const AggregateCall &a, Accumulator &acc, const Row &row) {
  if (a.star) { acc.count++; return; }
  Value v = eval(*a.arg, row);
  if (v.is_null()) return;
  if (a.distinct) {
    for (const Value &s : acc.seen)
      if (values_equal_for_grouping(s, v)) return;
    acc.seen.push_back(v);
  }
  acc.count++;
  if (a.func == "count") return;
  if ((a.func == "sum" || a.func == "avg") && !v.is_numeric())
    throw SqlError("function " + a.func + "(" + type_name(v.type) + ") does not exist", a.arg->location);
  bool integer_sum = (a.func == "sum" || a.func == "avg") && v.type == Type::Int;
  if (integer_sum) acc.int_sum += v.i;
  if (acc.count == 1) { acc.value = v; return; }
  if (a.func == "min" || a.func == "max") {
    int c = compare_values(v, acc.value);
    if ((a.func == "min" && c < 0) || (a.func == "max" && c > 0)) acc.value = v;
  } else if (acc.value.type == Type::Int && integer_sum) {
    // acc.value stays the first value until finish_aggregate takes the exact sum
  } else {
    if (acc.value.type == Type::Int) acc.value = Value::real(double(acc.int_sum));  // the ints so far
    acc.value = Value::real(acc.value.as_double() + v.as_double());
  }
}

Value finish_aggregate(const AggregateCall &a, const Accumulator &acc) {
  if (a.func == "count") return Value::integer(acc.count);
  if (acc.count == 0) return Value::null();
  if (acc.value.type == Type::Int && (a.func == "sum" || a.func == "avg")) {
    if (a.func == "avg") return Value::real(double(acc.int_sum) / double(acc.count));
    if (acc.int_sum > INT64_MAX || acc.int_sum < INT64_MIN) throw SqlError("bigint out of range");
    return Value::integer(int64_t(acc.int_sum));
  }
  if (a.func == "avg") return Value::real(acc.value.as_double() / double(acc.count));
  return acc.value;
}

// Groups `rows` by the key expressions; each output row holds the keys then the aggregates.
std::vector<Row> group_rows(const std::vector<Row> &rows, const std::vector<ExprP> &keys,
                            const std::vector<AggregateCall> &aggs) {
  std::unordered_map<Row, size_t, RowHash, RowEq> index;
  std::vector<Row> key_rows;
  std::vector<std::vector<Accumulator>> accs;
  if (keys.empty()) {  // one group, even over no rows
    key_rows.emplace_back();
    accs.emplace_back(aggs.size());
  }
  for (const Row &row : rows) {
    Row key;
    for (const auto &k : keys) key.push_back(eval(*k, row));
    size_t g = 0;
    if (!keys.empty()) {
      auto it = index.find(key);
      if (it == index.end()) {
        it = index.emplace(key, key_rows.size()).first;
        key_rows.push_back(key);
        accs.emplace_back(aggs.size());
      }
      g = it->second;
    }
    for (size_t a = 0; a < aggs.size(); a++) accumulate(aggs[a], accs[g][a], row);
  }
  std::vector<Row> out;
  for (size_t g = 0; g < key_rows.size(); g++) {
    Row r = std::move(key_rows[g]);
    for (size_t a = 0; a < aggs.size(); a++) r.push_back(finish_aggregate(aggs[a], accs[g][a]));
    out.push_back(std::move(r));
  }
  return out;
}

std::string output_name(const json &target) {
  const json &rt = target["ResTarget"];
  if (rt.contains("name")) return rt["name"];
  const json &v = rt["val"];
  std::string kind = node_kind(v);
  if (kind == "ColumnRef") return v["ColumnRef"]["fields"].back()["String"].value("sval", "?column?");
  if (kind == "FuncCall") return v["FuncCall"]["funcname"].back()["String"].value("sval", "?column?");
  if (kind == "CoalesceExpr") return "coalesce";
  if (kind == "CaseExpr") return "case";
  if (kind == "TypeCast") {
    const json &arg = v["TypeCast"]["arg"];
    if (node_kind(arg) == "ColumnRef") return arg["ColumnRef"]["fields"].back()["String"].value("sval", "?column?");
    return v["TypeCast"]["typeName"]["names"].back()["String"].value("sval", "?column?");
  }
  return "?column?";
}

json column_ref(const std::string &table, const std::string &name, int loc) {
  return {{"ColumnRef", {{"fields", json::array({json{{"String", {{"sval", table}}}}, json{{"String", {{"sval", name}}}}})},
                         {"location", loc}}}};
}

// The select list with every * expanded into column references.
std::vector<std::pair<std::string, json>> expand_targets(const json &s, const Scope &scope) {
  std::vector<std::pair<std::string, json>> out;
  for (const json &t : list_field(s, "targetList")) {
    const json &v = t["ResTarget"]["val"];
    if (node_kind(v) == "ColumnRef" && v["ColumnRef"]["fields"].back().contains("A_Star")) {
      const json &fields = v["ColumnRef"]["fields"];
      std::string table = fields.size() == 2 ? fields[0]["String"].value("sval", "") : "";
      bool any = false;
      for (const ScopeColumn &c : scope.columns) {
        if (!table.empty() && c.table != table) continue;
        out.emplace_back(c.name, column_ref(c.table, c.name, node_location(v)));
        any = true;
      }
      if (!any && !table.empty()) throw SqlError("missing FROM-clause entry for table \"" + table + "\"", node_location(v));
      if (!any) throw SqlError("SELECT * with no tables specified is not valid", node_location(v));
      continue;
    }
    out.emplace_back(output_name(t), v);
  }
  return out;
}

struct SortKey {
  int output = -1;  // output column, or -1 for an expression
  ExprP expr;
  bool desc = false, nulls_first = false;
};

}  // namespace

// A GROUP BY item: an expression, an output column's position, or an output column's name.
static const json &group_key_node(const json &item, const std::vector<std::pair<std::string, json>> &targets,
                                  const Scope &scope) {
  if (node_kind(item) == "A_Const") {
    Value v = constant_value(item);
    if (v.type == Type::Int) {
      if (v.i < 1 || size_t(v.i) > targets.size())
        throw SqlError("GROUP BY position " + std::to_string(v.i) + " is not in select list", node_location(item));
      return targets[size_t(v.i - 1)].second;
    }
  }
  if (node_kind(item) == "ColumnRef" && item["ColumnRef"]["fields"].size() == 1) {
    std::string name = item["ColumnRef"]["fields"][0]["String"].value("sval", "");
    bool is_input = false;
    for (const ScopeColumn &c : scope.columns) is_input = is_input || c.name == name;
    if (!is_input)
      for (const auto &t : targets)
        if (t.first == name) return t.second;
  }
  return item;
}

static std::vector<SortKey> sort_keys(const json &s, const std::vector<std::pair<std::string, json>> &targets,
                                      const Scope &scope, GroupContext *g) {
  std::vector<SortKey> keys;
  for (const json &item : list_field(s, "sortClause")) {
    const json &sb = item["SortBy"];
    const json &node = sb["node"];
    SortKey k;
    k.desc = sb.value("sortby_dir", "") == "SORTBY_DESC";
    std::string nulls = sb.value("sortby_nulls", "SORTBY_NULLS_DEFAULT");
    k.nulls_first = nulls == "SORTBY_NULLS_DEFAULT" ? k.desc : nulls == "SORTBY_NULLS_FIRST";
    if (sb.contains("useOp")) unsupported("ORDER BY ... USING", node);
    if (node_kind(node) == "A_Const" && constant_value(node).type == Type::Int) {
      int64_t p = constant_value(node).i;
      if (p < 1 || size_t(p) > targets.size())
        throw SqlError("ORDER BY position " + std::to_string(p) + " is not in select list", node_location(node));
      k.output = int(p - 1);
    } else if (node_kind(node) == "ColumnRef" && node["ColumnRef"]["fields"].size() == 1 &&
               node["ColumnRef"]["fields"][0].contains("String")) {
      std::string name = node["ColumnRef"]["fields"][0]["String"].value("sval", "");
      for (size_t t = 0; t < targets.size(); t++)
        if (targets[t].first == name) {
          if (k.output >= 0) throw SqlError("ORDER BY \"" + name + "\" is ambiguous", node_location(node));
          k.output = int(t);
        }
    }
    if (k.output < 0) k.expr = compile_expr(node, scope, g);
    keys.push_back(std::move(k));
  }
  return keys;
}

static int64_t limit_value(const json &s, const char *field) {
  if (!s.contains(field)) return -1;
  Scope empty;
  Value v = eval(*compile_expr(s[field], empty), Row());
  if (v.is_null()) return -1;
  if (v.type != Type::Int || v.i < 0)
    throw SqlError(std::string(field) == "limitCount" ? "LIMIT must be a non-negative integer" : "OFFSET must be a non-negative integer",
                   node_location(s[field]));
  return v.i;
}

Result finish_select(const json &s, Relation rel) {
  auto targets = expand_targets(s, rel.scope);
  bool grouped = s.contains("groupClause") || s.contains("havingClause") || contains_aggregate(s.value("targetList", json::array())) ||
                 contains_aggregate(s.value("sortClause", json::array()));
  GroupContext g;
  g.input = &rel.scope;
  std::vector<ExprP> key_exprs, outputs;
  ExprP having;
  if (grouped) {
    for (const json &item : list_field(s, "groupClause")) {
      const json &key = group_key_node(item, targets, rel.scope);
      if (contains_aggregate(key)) throw SqlError("aggregate functions are not allowed in GROUP BY", node_location(item));
      g.keys.push_back(&key);
      g.key_columns.push_back(node_kind(key) == "ColumnRef" ? rel.scope.resolve(key) : -1);
      g.key_text.push_back(canonical(key));
      key_exprs.push_back(compile_expr(key, rel.scope));
    }
  }
  GroupContext *gp = grouped ? &g : nullptr;
  for (auto &t : targets) outputs.push_back(compile_expr(t.second, rel.scope, gp));
  if (s.contains("havingClause")) having = compile_expr(s["havingClause"], rel.scope, gp);
  std::vector<SortKey> order = sort_keys(s, targets, rel.scope, gp);
  std::vector<Row> input = grouped ? group_rows(rel.rows, key_exprs, g.aggregates) : std::move(rel.rows);

  // each result row: the outputs, then the ORDER BY expressions
  std::vector<Row> rows;
  for (const Row &in : input) {
    if (having && !is_true(eval(*having, in))) continue;
    Row out;
    for (auto &e : outputs) out.push_back(eval(*e, in));
    for (auto &k : order) out.push_back(k.expr ? eval(*k.expr, in) : Value());
    rows.push_back(std::move(out));
  }
  if (s.contains("distinctClause")) {
    const json &d = s["distinctClause"];
    if (!(d.size() == 1 && d[0].empty())) unsupported("DISTINCT ON", d[0]);
    std::unordered_map<Row, bool, RowHash, RowEq> seen;
    std::vector<Row> unique;
    for (Row &r : rows) {
      Row visible(r.begin(), r.begin() + long(outputs.size()));
      if (seen.emplace(visible, true).second) unique.push_back(std::move(r));
    }
    rows = std::move(unique);
  }
  size_t n_out = outputs.size();
  if (!order.empty()) {
    std::stable_sort(rows.begin(), rows.end(), [&](const Row &a, const Row &b) {
      for (size_t k = 0; k < order.size(); k++) {
        size_t col = order[k].output >= 0 ? size_t(order[k].output) : n_out + k;
        const Value &x = a[col], &y = b[col];
        if (x.is_null() != y.is_null()) return x.is_null() == order[k].nulls_first;
        if (x.is_null()) continue;
        int c = compare_values(x, y);
        if (c != 0) return order[k].desc ? c > 0 : c < 0;
      }
      return false;
    });
  }
  int64_t offset = limit_value(s, "limitOffset"), limit = limit_value(s, "limitCount");
  size_t begin = offset < 0 ? 0 : std::min(rows.size(), size_t(offset));
  size_t end = limit < 0 ? rows.size() : std::min(rows.size(), begin + size_t(limit));
  Result r;
  r.has_rows = true;
  for (auto &t : targets) r.names.push_back(t.first);
  for (size_t k = begin; k < end; k++) {
    rows[k].resize(n_out);
    r.rows.push_back(std::move(rows[k]));
  }
  r.tag = "SELECT " + std::to_string(r.rows.size());
  return r;
}

}  // namespace tensql
