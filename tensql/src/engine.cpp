#include "engine.hpp"

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "select.hpp"

namespace tensql {

// GraphBLAS can be initialized once per process: the first engine does it, exit finalizes.
Engine::Engine() {
  static bool initialized = false;
  if (!initialized) {
    check(GrB_init(GrB_NONBLOCKING), "GrB_init");
    std::atexit([] { GrB_finalize(); });
    initialized = true;
  }
}

Engine::~Engine() { catalog_.tables.clear(); }

size_t Result::row_count() const {
  if (fill_held) return held_rows;
  if (columns.empty()) return rows.size();
  const ResultColumn &c = columns[0];
  return c.type == Type::Float ? c.doubles.size() : c.ints.size();
}

Value Result::value(size_t row, size_t column) const {
  if (columns.empty()) return rows[row][column];
  const ResultColumn &c = columns[column];
  if (!c.valid.empty() && !c.valid[row]) return Value::null();
  switch (c.type) {
    case Type::Float: return Value::real(c.doubles[row]);
    case Type::Bool: return Value::boolean(c.ints[row] != 0);
    case Type::Text: return Value::text(dictionary->strings.at(size_t(c.ints[row])));
    default: return Value::integer(c.ints[row]);
  }
}

void Result::take_held() {
  if (!fill_held) return;
  auto fill = std::move(fill_held);
  fill_held = nullptr;
  fill(*this);
}

void Result::materialize_rows() {
  take_held();
  if (columns.empty()) return;
  size_t n = row_count();
  rows.assign(n, Row(columns.size()));
  for (size_t r = 0; r < n; r++)
    for (size_t c = 0; c < columns.size(); c++) rows[r][c] = value(r, c);
  columns.clear();
}

void Result::gather_parts() {
  take_held();
  if (!next_part) return;
  Result part;
  part.next_part = next_part;
  while (part.next_part(part)) {
    for (size_t c = 0; c < columns.size(); c++) {
      ResultColumn &to = columns[c], &from = part.columns[c];
      size_t before = to.type == Type::Float ? to.doubles.size() : to.ints.size();
      size_t added = from.type == Type::Float ? from.doubles.size() : from.ints.size();
      if (!to.valid.empty() || !from.valid.empty()) {
        to.valid.resize(before, 1);
        if (from.valid.empty()) to.valid.insert(to.valid.end(), added, 1);
        else to.valid.insert(to.valid.end(), from.valid.begin(), from.valid.end());
      }
      to.ints.insert(to.ints.end(), from.ints.begin(), from.ints.end());
      to.doubles.insert(to.doubles.end(), from.doubles.begin(), from.doubles.end());
    }
  }
  next_part = nullptr;
  tag = "SELECT " + std::to_string(row_count());
}

Result Engine::execute(const std::string &sql) {
  json stmt = parse_statement(sql);
  try {
    return run(stmt);
  } catch (SqlError &e) {
    if (std::string(e.what()).rfind("unsupported statement ", 0) != 0) throw;
    // name the statement by its leading keywords, as the user wrote them
    std::istringstream words(sql);
    std::string w1, w2;
    words >> w1 >> w2;
    std::string name = w1 + (w2.empty() || !std::isalpha((unsigned char)w2[0]) ? "" : " " + w2);
    std::transform(name.begin(), name.end(), name.begin(), ::toupper);
    throw SqlError("unsupported statement " + name, int(sql.find_first_not_of(" \t\r\n")));
  }
}

Result Engine::run(const json &stmt) {
  std::string kind = node_kind(stmt);
  const json &s = stmt.begin().value();
  if (kind == "SelectStmt") {
    catalog_.result_parts = result_parts_;
    try {
      Result r = select(s);
      catalog_.result_parts = false;
      return r;
    } catch (...) {
      catalog_.result_parts = false;
      throw;
    }
  }
  if (kind == "CreateStmt") return create_table(s);
  if (kind == "DropStmt") return drop_table(s);
  if (kind == "InsertStmt") return insert(s);
  if (kind == "CopyStmt") return copy_from(s);
  if (kind == "UpdateStmt") return update(s);
  if (kind == "DeleteStmt") return remove(s);
  throw SqlError("unsupported statement " + kind, 0);
}

Result Engine::select(const json &s) { return run_select(catalog_, s); }

static std::string alias_of(const json &rel) {
  return rel.contains("alias") ? rel["alias"].value("aliasname", "") : rel.value("relname", "");
}

Result Engine::remove(const json &s) {
  const json &rel = s["relation"];
  Table &t = catalog_.get(rel.value("relname", ""), rel.value("location", -1));
  if (s.contains("usingClause")) unsupported("DELETE ... USING", s["usingClause"][0]);
  if (s.contains("returningList")) unsupported("RETURNING", s["returningList"][0]);
  Scope scope;
  Extracted ex = scan_where(catalog_, t, alias_of(rel), s.value("whereClause", json()), scope);
  t.remove(t.rows_to_mask(ex.I, ex.J));
  return Result{false, {}, {}, {}, "DELETE " + std::to_string(ex.rows.size())};
}

Result Engine::update(const json &s) {
  const json &rel = s["relation"];
  Table &t = catalog_.get(rel.value("relname", ""), rel.value("location", -1));
  if (s.contains("fromClause")) unsupported("UPDATE ... FROM", s["fromClause"][0]);
  if (s.contains("returningList")) unsupported("RETURNING", s["returningList"][0]);
  Scope scope;
  Extracted ex = scan_where(catalog_, t, alias_of(rel), s.value("whereClause", json()), scope);
  // every new value is computed from the old row before any column changes
  std::vector<std::pair<int, std::vector<Value>>> changes;
  for (const json &target : s["targetList"]) {
    const json &rt = target["ResTarget"];
    std::string name = rt.value("name", "");
    int c = t.find_column(name);
    int loc = rt.value("location", -1);
    if (c < 0) throw SqlError("column \"" + name + "\" of relation \"" + t.name + "\" does not exist", loc);
    if (t.columns[size_t(c)].key_position >= 0) unsupported("UPDATE of primary-key column \"" + name + "\"", target);
    if (rt.contains("indirection")) unsupported("UPDATE of a subfield", target);
    std::vector<Value> values;
    if (node_kind(rt["val"]) == "SetToDefault") values.assign(ex.rows.size(), Value::null());
    else {
      ExprP e = compile_expr(rt["val"], scope);
      for (const Row &r : ex.rows)
        values.push_back(coerce_to_column(eval(*e, r), t.columns[size_t(c)].type, name, loc));
    }
    changes.emplace_back(c, std::move(values));
  }
  for (auto &[c, values] : changes) t.update_column(c, ex.I, ex.J, values, catalog_.dict);
  return Result{false, {}, {}, {}, "UPDATE " + std::to_string(ex.rows.size())};
}

}  // namespace tensql
