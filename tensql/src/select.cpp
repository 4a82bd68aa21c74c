#include "select.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <unordered_map>

#include "mask.hpp"

namespace tensql {

void flatten_and(const json &node, std::vector<const json *> &out) {
  if (node.is_null()) return;
  if (node_kind(node) == "BoolExpr" && node["BoolExpr"].value("boolop", "") == "AND_EXPR") {
    for (const json &a : node["BoolExpr"]["args"]) flatten_and(a, out);
    return;
  }
  out.push_back(&node);
}

static void column_refs(const json &node, std::vector<const json *> &out) {
  if (node.is_object()) {
    if (node.contains("ColumnRef")) { out.push_back(&node); return; }
    for (auto &kv : node.items()) column_refs(kv.value(), out);
  } else if (node.is_array()) {
    for (auto &x : node) column_refs(x, out);
  }
}

static Obj intersect(const Table &t, const Obj &a, const Obj &b) {
  Obj out = t.new_obj(GrB_BOOL);
  if (out.v) check(GrB_Vector_eWiseMult_BinaryOp(out.v, nullptr, nullptr, GrB_LAND, a.v, b.v, nullptr), "GrB_eWiseMult");
  else check(GrB_Matrix_eWiseMult_BinaryOp(out.m, nullptr, nullptr, GrB_LAND, a.m, b.m, nullptr), "GrB_eWiseMult");
  return out;
}

static void collect_refs(const json &node, std::vector<const json *> &out) {
  if (node.is_object()) {
    if (node.contains("ColumnRef")) { out.push_back(&node); return; }
    for (auto &kv : node.items()) collect_refs(kv.value(), out);
  } else if (node.is_array()) {
    for (auto &x : node) collect_refs(x, out);
  }
}

void mark_wanted_columns(const json &s, std::vector<BaseTable> &bases, const Scope &scope) {
  for (BaseTable &b : bases) b.wanted.assign(b.table->columns.size(), false);
  auto mark_all = [&](const std::string &table) {
    for (BaseTable &b : bases)
      if (table.empty() || b.alias == table) b.wanted.assign(b.wanted.size(), true);
  };
  std::vector<const json *> refs;
  collect_refs(s, refs);
  for (const json *r : refs) {
    const json &fields = (*r)["ColumnRef"]["fields"];
    if (!fields.empty() && fields.back().contains("A_Star")) {
      mark_all(fields.size() == 2 && fields[0].contains("String") ? fields[0]["String"].value("sval", "") : "");
      continue;
    }
    int idx;
    try {
      idx = scope.resolve(*r);
    } catch (const SqlError &) {
      mark_all("");  // an output alias or an error reported later: read everything
      continue;
    }
    for (BaseTable &b : bases)
      if (idx >= b.offset && idx < b.offset + int(b.wanted.size())) b.wanted[size_t(idx - b.offset)] = true;
  }
}

namespace {

struct SelectRun {
  Catalog &catalog;
  const json &s;
  std::vector<BaseTable> bases;
  Scope scope;  // every FROM column, in join order
  std::vector<const json *> conjuncts;
  std::vector<bool> used;
  size_t next_base = 0;

  void collect(const json &item, bool nullable);
  Relation scan(const BaseTable &b);
  Relation from_item(const json &item);
  Relation join(Relation l, Relation r, bool left, const std::vector<const json *> &conds);
  Relation from_clause();
  bool refs_within(const json &node, size_t hi) const;
};

void SelectRun::collect(const json &item, bool nullable) {
  std::string kind = node_kind(item);
  if (kind == "RangeVar") {
    const json &rv = item["RangeVar"];
    Table &t = catalog.get(rv.value("relname", ""), rv.value("location", -1));
    if (rv.contains("alias") && rv["alias"].contains("colnames")) unsupported("column aliases in FROM", item);
    std::string alias = rv.contains("alias") ? rv["alias"].value("aliasname", "") : t.name;
    for (const BaseTable &b : bases)
      if (b.alias == alias) throw SqlError("table name \"" + alias + "\" specified more than once", rv.value("location", -1));
    bases.push_back({alias, &t, int(scope.columns.size()), nullable, &item, {}});
    for (const Column &c : t.columns) scope.columns.push_back({alias, c.name});
    return;
  }
  if (kind == "JoinExpr") {
    const json &j = item["JoinExpr"];
    std::string type = j.value("jointype", "");
    if (type != "JOIN_INNER" && type != "JOIN_LEFT") {
      std::string k = type.substr(5);
      std::transform(k.begin(), k.end(), k.begin(), ::toupper);
      unsupported(k + " JOIN", j.contains("larg") ? j["larg"] : item);
    }
    if (j.contains("usingClause") || j.value("isNatural", false)) unsupported("JOIN USING / NATURAL JOIN (write ON)", j["larg"]);
    collect(j["larg"], nullable);
    collect(j["rarg"], nullable || type == "JOIN_LEFT");
    return;
  }
  if (kind == "RangeSubselect") unsupported("subquery in FROM", item["RangeSubselect"].value("subquery", item));
  unsupported("FROM item " + kind, item);
}

Relation SelectRun::scan(const BaseTable &b) {
  std::optional<Obj> mask;
  if (!b.nullable) {
    for (size_t k = 0; k < conjuncts.size(); k++) {
      if (used[k]) continue;
      auto m = predicate_mask(*conjuncts[k], *b.table, scope, b.offset, catalog.dict);
      if (!m) continue;
      used[k] = true;
      mask = mask ? intersect(*b.table, *mask, *m) : std::move(*m);
    }
  }
  Relation r;
  r.scope.columns.assign(scope.columns.begin() + b.offset, scope.columns.begin() + b.offset + long(b.table->columns.size()));
  r.rows = b.table->extract(mask ? &*mask : nullptr, catalog.dict, &b.wanted).rows;
  return r;
}

Relation SelectRun::from_item(const json &item) {
  if (node_kind(item) == "RangeVar") return scan(bases[next_base++]);
  const json &j = item["JoinExpr"];
  Relation l = from_item(j["larg"]);
  Relation r = from_item(j["rarg"]);
  std::vector<const json *> conds;
  if (j.contains("quals")) flatten_and(j["quals"], conds);
  return join(std::move(l), std::move(r), j.value("jointype", "") == "JOIN_LEFT", conds);
}

bool SelectRun::refs_within(const json &node, size_t hi) const {
  std::vector<const json *> refs;
  column_refs(node, refs);
  for (const json *r : refs)
    if (size_t(scope.resolve(*r)) >= hi) return false;
  return true;
}

// Hash join on the conditions of the form left.column = right.column; the others are checked on
// each matching pair. A LEFT join keeps unmatched left rows, padded with NULLs.
Relation SelectRun::join(Relation l, Relation r, bool left, const std::vector<const json *> &conds) {
  Relation out;
  out.scope = l.scope;
  out.scope.columns.insert(out.scope.columns.end(), r.scope.columns.begin(), r.scope.columns.end());
  int nl = int(l.scope.columns.size());
  std::vector<std::pair<int, int>> keys;
  std::vector<ExprP> residual;
  for (const json *c : conds) {
    if (node_kind(*c) == "A_Expr" && (*c)["A_Expr"].value("kind", "") == "AEXPR_OP" &&
        (*c)["A_Expr"]["name"].back()["String"].value("sval", "") == "=" &&
        node_kind((*c)["A_Expr"].value("lexpr", json())) == "ColumnRef" &&
        node_kind((*c)["A_Expr"].value("rexpr", json())) == "ColumnRef") {
      int a = out.scope.resolve((*c)["A_Expr"]["lexpr"]), b = out.scope.resolve((*c)["A_Expr"]["rexpr"]);
      if (a > b) std::swap(a, b);
      if (a < nl && b >= nl) { keys.emplace_back(a, b - nl); continue; }
    }
    residual.push_back(compile_expr(*c, out.scope));
  }
  auto key_hash = [&](const Row &row, bool is_left, size_t &h) {
    h = 0;
    for (auto &k : keys) {
      const Value &v = row[size_t(is_left ? k.first : k.second)];
      if (v.is_null()) return false;
      h = h * 1000003u ^ hash_value(v);
    }
    return true;
  };
  std::unordered_map<size_t, std::vector<size_t>> table;
  for (size_t k = 0; k < r.rows.size(); k++) {
    size_t h;
    if (key_hash(r.rows[k], false, h)) table[h].push_back(k);
  }
  static const std::vector<size_t> none;
  std::vector<size_t> all(r.rows.size());
  std::iota(all.begin(), all.end(), 0);
  for (Row &lr : l.rows) {
    size_t h;
    const std::vector<size_t> *cand = &none;
    if (keys.empty()) cand = &all;
    else if (key_hash(lr, true, h)) {
      auto it = table.find(h);
      if (it != table.end()) cand = &it->second;
    }
    bool matched = false;
    for (size_t k : *cand) {
      const Row &rr = r.rows[k];
      bool eq = true;
      for (auto &key : keys) eq = eq && compare_values(lr[size_t(key.first)], rr[size_t(key.second)]) == 0;
      if (!eq) continue;
      Row joined = lr;
      joined.insert(joined.end(), rr.begin(), rr.end());
      bool pass = true;
      for (auto &e : residual) pass = pass && is_true(eval(*e, joined));
      if (!pass) continue;
      matched = true;
      out.rows.push_back(std::move(joined));
    }
    if (left && !matched) {
      Row joined = lr;
      joined.resize(out.scope.columns.size());
      out.rows.push_back(std::move(joined));
    }
  }
  return out;
}

Relation SelectRun::from_clause() {
  const json &items = s["fromClause"];  // bases and scope are collected already
  if (s.contains("whereClause")) flatten_and(s["whereClause"], conjuncts);
  for (const json *c : conjuncts)
    if (contains_aggregate(*c)) throw SqlError("aggregate functions are not allowed in WHERE", node_location(*c));
  used.assign(conjuncts.size(), false);
  Relation rel = from_item(items[0]);
  for (size_t k = 1; k < items.size(); k++) {
    Relation r = from_item(items[k]);
    size_t hi = rel.scope.columns.size() + r.scope.columns.size();
    std::vector<const json *> conds;
    for (size_t c = 0; c < conjuncts.size(); c++) {
      if (used[c] || !refs_within(*conjuncts[c], hi)) continue;
      used[c] = true;
      conds.push_back(conjuncts[c]);
    }
    rel = join(std::move(rel), std::move(r), false, conds);
  }
  return rel;
}

}  // namespace

static void reject_unsupported_clauses(const json &s) {
  if (s.value("op", "SETOP_NONE") != "SETOP_NONE") unsupported("UNION/INTERSECT/EXCEPT", s.value("rarg", json()));
  if (s.contains("withClause")) unsupported("WITH", s["withClause"]);
  if (s.contains("windowClause")) unsupported("WINDOW", s["windowClause"][0]);
  if (s.contains("lockingClause")) unsupported("FOR UPDATE/SHARE", s["lockingClause"][0]);
  if (s.contains("intoClause")) unsupported("SELECT INTO", s["intoClause"]);
  if (s.contains("valuesLists")) unsupported("VALUES as a query", s["valuesLists"][0]);
  if (s.contains("groupingSets")) unsupported("GROUPING SETS", s["groupingSets"]);
}

// TENSQL_PLAN=1 names the plan each SELECT took on stderr.
static void trace_plan(const char *plan) {
  static const bool on = std::getenv("TENSQL_PLAN") != nullptr;
  if (on && *plan) std::fprintf(stderr, "plan: %s\n", plan);
}

Result run_select(Catalog &catalog, const json &s) {
  reject_unsupported_clauses(s);
  if (!s.contains("fromClause")) {
    Relation one;
    one.rows.emplace_back();
    if (s.contains("whereClause")) {
      ExprP w = compile_expr(s["whereClause"], one.scope);
      if (!is_true(eval(*w, one.rows[0]))) one.rows.clear();
    }
    return finish_select(s, std::move(one));
  }
  SelectRun run{catalog, s, {}, {}, {}, {}};
  for (const json &item : s["fromClause"]) run.collect(item, false);
  mark_wanted_columns(s, run.bases, run.scope);
  Result fast;
  const char *fast_plan = try_fast_path(catalog, s, run.bases, run.scope, fast);
  if (fast_plan) {
    trace_plan(fast_plan);
    return fast;
  }
  std::vector<const json *> unused;
  std::optional<Relation> joined = key_join(catalog, s, run.bases, run.scope, unused);
  trace_plan(joined ? "key join as one GraphBLAS mask"
                    : run.bases.size() > 1 ? "scans with WHERE masks, hash joins over tuples" : "scan with WHERE masks");
  if (!joined) {
    joined = run.from_clause();
    for (size_t c = 0; c < run.conjuncts.size(); c++)
      if (!run.used[c]) unused.push_back(run.conjuncts[c]);
  }
  Relation &rel = *joined;
  std::vector<ExprP> rest;
  for (const json *c : unused) {
    if (contains_aggregate(*c)) throw SqlError("aggregate functions are not allowed in WHERE", node_location(*c));
    rest.push_back(compile_expr(*c, rel.scope));
  }
  if (!rest.empty()) {
    std::vector<Row> kept;
    for (Row &r : rel.rows) {
      bool pass = true;
      for (auto &e : rest) pass = pass && is_true(eval(*e, r));
      if (pass) kept.push_back(std::move(r));
    }
    rel.rows = std::move(kept);
  }
  return finish_select(s, std::move(rel));
}

}  // namespace tensql

namespace tensql {

Extracted scan_where(Catalog &catalog, Table &t, const std::string &alias, const json &where, Scope &scope) {
  for (const Column &c : t.columns) scope.columns.push_back({alias, c.name});
  std::vector<const json *> conjuncts;
  flatten_and(where, conjuncts);
  std::optional<Obj> mask;
  std::vector<ExprP> rest;
  for (const json *c : conjuncts) {
    if (contains_aggregate(*c)) throw SqlError("aggregate functions are not allowed in WHERE", node_location(*c));
    auto m = predicate_mask(*c, t, scope, 0, catalog.dict);
    if (m) mask = mask ? intersect(t, *mask, *m) : std::move(*m);
    else rest.push_back(compile_expr(*c, scope));
  }
  Extracted ex = t.extract(mask ? &*mask : nullptr, catalog.dict);
  if (rest.empty()) return ex;
  Extracted kept;
  for (size_t r = 0; r < ex.rows.size(); r++) {
    bool pass = true;
    for (auto &e : rest) pass = pass && is_true(eval(*e, ex.rows[r]));
    if (!pass) continue;
    kept.I.push_back(ex.I[r]);
    if (!ex.J.empty()) kept.J.push_back(ex.J[r]);
    kept.rows.push_back(std::move(ex.rows[r]));
  }
  return kept;
}

}  // namespace tensql
