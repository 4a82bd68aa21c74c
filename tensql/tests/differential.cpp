// Differential test: random schemas, data, updates and queries run in grb-sql's engine and in
// SQLite (embedded); the results must agree as sorted row multisets (or in order where the query
// orders every output column). Prints the seed, schema and query of the first disagreement.
#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <random>
#include <set>
#include <sstream>

#include "engine.hpp"

using namespace tensql;

namespace {

enum class Kind { Int, Float, Text, Bool };

struct Col {
  std::string name;
  Kind kind;
  bool key;
};

struct Tab {
  std::string name;
  std::vector<Col> cols;
  int nkeys;  // 0 (hidden key), 1 or 2
};

std::string float_literal(double v) {
  std::ostringstream s;
  s << v;
  std::string t = s.str();
  return t.find('.') == std::string::npos && t.find('e') == std::string::npos ? t + ".0" : t;
}

struct Gen {
  std::mt19937_64 rng;
  explicit Gen(uint64_t seed) : rng(seed) {}
  int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }
  template <class T> const T &pick(const std::vector<T> &v) { return v[size_t(uniform(0, int(v.size()) - 1))]; }

  std::string literal(Kind k) {
    switch (k) {
      case Kind::Int: return std::to_string(uniform(-4, 4));
      case Kind::Float: return float_literal(uniform(-5, 5) / 2.0);
      case Kind::Text: return std::string("'") + pick<std::string>({"a", "b", "c", "ab", ""}) + "'";
      case Kind::Bool: return chance(0.5) ? "TRUE" : "FALSE";
    }
    return "NULL";
  }
  std::string value(Kind k) { return chance(0.2) ? "NULL" : literal(k); }
};

std::string sql_type(Kind k) {
  switch (k) {
    case Kind::Int: return "BIGINT";
    case Kind::Float: return "DOUBLE PRECISION";
    case Kind::Text: return "TEXT";
    case Kind::Bool: return "BOOLEAN";
  }
  return "";
}

std::string normalize_number(double v) {
  if (v == std::floor(v) && std::fabs(v) < 1e15) return std::to_string(int64_t(v));
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.9g", v);
  return buf;
}

using Rows = std::vector<std::string>;  // each row rendered as one line

Rows run_ours(Engine &e, const std::string &sql) {
  Result r = e.execute(sql);
  r.materialize_rows();
  Rows out;
  for (const Row &row : r.rows) {
    std::string line;
    for (const Value &v : row) {
      if (v.is_null()) line += "NULL|";
      else if (v.type == Type::Bool || v.type == Type::Int) line += std::to_string(v.i) + "|";
      else if (v.type == Type::Float) line += normalize_number(v.d) + "|";
      else line += "'" + v.s + "'|";
    }
    out.push_back(line);
  }
  return out;
}

Rows run_sqlite(sqlite3 *db, const std::string &sql) {
  sqlite3_stmt *st = nullptr;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &st, nullptr) != SQLITE_OK)
    throw std::runtime_error(std::string("sqlite: ") + sqlite3_errmsg(db));
  Rows out;
  int rc;
  while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
    std::string line;
    for (int c = 0; c < sqlite3_column_count(st); c++) {
      switch (sqlite3_column_type(st, c)) {
        case SQLITE_NULL: line += "NULL|"; break;
        case SQLITE_INTEGER: line += std::to_string(sqlite3_column_int64(st, c)) + "|"; break;
        case SQLITE_FLOAT: line += normalize_number(sqlite3_column_double(st, c)) + "|"; break;
        default: line += std::string("'") + reinterpret_cast<const char *>(sqlite3_column_text(st, c)) + "'|";
      }
    }
    out.push_back(line);
  }
  std::string err = rc == SQLITE_DONE ? "" : sqlite3_errmsg(db);
  sqlite3_finalize(st);
  if (!err.empty()) throw std::runtime_error("sqlite: " + err);
  return out;
}

bool numeric(Kind k) { return k == Kind::Int || k == Kind::Float; }

struct Ref {
  std::string expr;  // qualified column, e.g. "a.c1"
  Kind kind;
};

struct QueryGen {
  Gen &g;

  std::string comparison_op(Kind k) {
    if (k == Kind::Bool) return g.pick<std::string>({"=", "<>"});
    return g.pick<std::string>({"=", "<>", "<", "<=", ">", ">="});
  }

  std::string predicate(const std::vector<Ref> &refs, int depth) {
    int choice = g.uniform(0, depth > 0 ? 9 : 5);
    const Ref &r = g.pick(refs);
    switch (choice) {
      case 0:
      case 1: {
        Kind lit = r.kind == Kind::Int && g.chance(0.2) ? Kind::Float : r.kind;
        return r.expr + " " + comparison_op(r.kind) + " " + g.literal(lit);
      }
      case 2: {
        std::vector<Ref> same;
        for (const Ref &o : refs)
          if (o.kind == r.kind || (numeric(o.kind) && numeric(r.kind))) same.push_back(o);
        return r.expr + " " + comparison_op(r.kind) + " " + g.pick(same).expr;
      }
      case 3: return r.expr + (g.chance(0.5) ? " IS NULL" : " IS NOT NULL");
      case 4: {
        std::string list = g.literal(r.kind) + ", " + g.literal(r.kind);
        if (g.chance(0.3)) list += ", NULL";
        return r.expr + (g.chance(0.3) ? " NOT IN (" : " IN (") + list + ")";
      }
      case 5: return r.kind == Kind::Bool ? r.expr : r.expr + " " + comparison_op(r.kind) + " " + g.literal(r.kind);
      case 6: return "NOT (" + predicate(refs, depth - 1) + ")";
      case 7:
      case 8: return "(" + predicate(refs, depth - 1) + " AND " + predicate(refs, depth - 1) + ")";
      default: return "(" + predicate(refs, depth - 1) + " OR " + predicate(refs, depth - 1) + ")";
    }
  }

  std::string item(const std::vector<Ref> &refs) {
    const Ref &r = g.pick(refs);
    if (g.chance(0.6)) return r.expr;
    if (r.kind == Kind::Int) return r.expr + g.pick<std::string>({" + 3", " * 2", " - 1"});
    if (r.kind == Kind::Float) return r.expr + " * 2 + 0.5";
    if (r.kind == Kind::Text) return r.expr + " || 'z'";
    return "NOT " + r.expr;
  }

  std::string select_list(const std::vector<Ref> &refs, int n) {
    std::string out;
    for (int k = 0; k < n; k++) out += (k ? ", " : "") + item(refs);
    return out;
  }
};

std::vector<Ref> refs_of(const Tab &t, const std::string &alias) {
  std::vector<Ref> out;
  for (const Col &c : t.cols) out.push_back({alias + "." + c.name, c.kind});
  return out;
}

// Builds 2-3 random tables with data; returns the statements that create and fill them.
std::vector<std::string> random_schema(Gen &g, std::vector<Tab> &tabs) {
  std::vector<std::string> stmts;
  int ntab = g.uniform(2, 3);
  for (int t = 0; t < ntab; t++) {
    Tab tab;
    tab.name = "t" + std::to_string(t);
    tab.nkeys = g.uniform(0, 2);
    for (int k = 0; k < tab.nkeys; k++) tab.cols.push_back({"k" + std::to_string(k), Kind::Int, true});
    int nvals = g.uniform(2, 4);
    for (int c = 0; c < nvals; c++)
      tab.cols.push_back({"c" + std::to_string(c), g.pick<Kind>({Kind::Int, Kind::Int, Kind::Float, Kind::Text, Kind::Bool}), false});
    std::string create = "CREATE TABLE " + tab.name + " (";
    for (size_t c = 0; c < tab.cols.size(); c++) create += (c ? ", " : "") + tab.cols[c].name + " " + sql_type(tab.cols[c].kind);
    if (tab.nkeys == 1) create += ", PRIMARY KEY (k0)";
    if (tab.nkeys == 2) create += ", PRIMARY KEY (k0, k1)";
    stmts.push_back(create + ")");
    int nrows = g.uniform(5, 25);
    std::set<std::pair<int, int>> keys;
    std::string insert = "INSERT INTO " + tab.name + " VALUES ";
    int written = 0;
    for (int r = 0; r < nrows; r++) {
      std::pair<int, int> key{g.uniform(-8, 12), tab.nkeys == 2 ? g.uniform(0, 4) : 0};
      if (tab.nkeys > 0 && !keys.insert(key).second) continue;
      std::string row = "(";
      for (size_t c = 0; c < tab.cols.size(); c++) {
        const Col &col = tab.cols[c];
        std::string v = col.key ? std::to_string(c == 0 ? key.first : key.second) : g.value(col.kind);
        row += (c ? ", " : "") + v;
      }
      insert += (written++ ? ", " : "") + row + ")";
    }
    stmts.push_back(insert);
    tabs.push_back(tab);
  }
  return stmts;
}

struct Query {
  std::string sql;
  bool ordered;  // compare in order (the query orders by every output column)
};

// Numeric aggregates over the value columns of `refs` (the shapes the GraphBLAS fast paths take).
std::string numeric_aggregates(Gen &g, const std::vector<Ref> &refs, const std::vector<Col> &cols) {
  std::string out;
  for (size_t k = 0; k < refs.size(); k++)
    if (numeric(refs[k].kind) && !cols[k].key)
      out += ", " + g.pick<std::string>({"SUM", "MIN", "MAX", "AVG", "COUNT"}) + "(" + refs[k].expr + ")";
  return out;
}

// Shapes on primary keys: a two-hop join grouped by the outer keys, a group-by of one key, and
// joins of all of a table's keys to the first table's keys.
Query key_query(Gen &g, const std::vector<Tab> &tabs) {
  QueryGen q{g};
  std::vector<const Tab *> two;
  for (const Tab &t : tabs)
    if (t.nkeys == 2) two.push_back(&t);
  if (two.empty()) return {"SELECT COUNT(*) FROM " + tabs[0].name, false};
  const Tab &a = *g.pick(two), &b = *g.pick(two);
  std::vector<Ref> ra = refs_of(a, "a"), rb = refs_of(b, "b");
  std::string where = g.chance(0.5) ? " WHERE " + q.predicate(g.chance(0.5) ? ra : rb, 1) : "";
  int shape = g.uniform(0, 2);
  if (shape == 0) {
    std::string sql = "SELECT a.k0, b.k1, COUNT(*)" + numeric_aggregates(g, ra, a.cols) + numeric_aggregates(g, rb, b.cols);
    for (size_t x = 0; x < a.cols.size(); x++)
      for (size_t y = 0; y < b.cols.size(); y++)
        if (!a.cols[x].key && !b.cols[y].key && a.cols[x].kind == b.cols[y].kind && numeric(a.cols[x].kind) && g.chance(0.5))
          sql += ", SUM(" + ra[x].expr + " * " + rb[y].expr + ")";
    return {sql + " FROM " + a.name + " a JOIN " + b.name + " b ON a.k1 = b.k0" + where + " GROUP BY a.k0, b.k1", false};
  }
  if (shape == 1) {
    std::string k = g.chance(0.5) ? "a.k0" : "a.k1";
    return {"SELECT " + k + ", COUNT(*)" + numeric_aggregates(g, ra, a.cols) + " FROM " + a.name + " a" +
                (where.find("b.") == std::string::npos ? where : "") + " GROUP BY " + k,
            false};
  }
  const Tab &c = g.pick(tabs);
  if (c.nkeys == 0) return {"SELECT COUNT(*) FROM " + c.name, false};
  std::vector<Ref> rc = refs_of(c, "b");
  std::string on = c.nkeys == 2 ? "a.k0 = b.k0 AND b.k1 = a.k1" : (g.chance(0.5) ? "a.k0 = b.k0" : "b.k0 = a.k1");
  std::vector<Ref> both = ra;
  both.insert(both.end(), rc.begin(), rc.end());
  bool left = g.chance(0.4);
  return {"SELECT " + q.select_list(both, g.uniform(1, 4)) + " FROM " + a.name + " a " + (left ? "LEFT JOIN " : "JOIN ") +
              c.name + " b ON " + on + (g.chance(0.6) ? " WHERE " + q.predicate(both, 1) : ""),
          false};
}

Query random_query(Gen &g, const std::vector<Tab> &tabs) {
  QueryGen q{g};
  const Tab &a = g.pick(tabs);
  std::vector<Ref> ra = refs_of(a, "a");
  int shape = g.uniform(0, 7);
  if (shape >= 6) return key_query(g, tabs);
  if (shape == 0 || shape == 1) {  // filter
    return {"SELECT " + q.select_list(ra, g.uniform(1, 3)) + " FROM " + a.name + " a WHERE " + q.predicate(ra, 2), false};
  }
  if (shape == 2) {  // order by every output column, limit
    int n = g.uniform(1, 3);
    std::vector<std::string> items;
    std::string list, order;
    for (int k = 0; k < n; k++) {
      const Ref &r = g.pick(ra);
      list += (k ? ", " : "") + r.expr;
      order += (k ? ", " : "") + std::to_string(k + 1) + (g.chance(0.5) ? " DESC" : "") + (g.chance(0.5) ? " NULLS FIRST" : " NULLS LAST");
    }
    return {"SELECT " + list + " FROM " + a.name + " a WHERE " + q.predicate(ra, 1) + " ORDER BY " + order +
                " LIMIT " + std::to_string(g.uniform(1, 8)) + (g.chance(0.3) ? " OFFSET 2" : ""),
            true};
  }
  if (shape == 3) {  // group by with aggregates
    const Ref &key = g.pick(ra);
    std::string aggs;
    for (const Ref &r : ra) {
      if (numeric(r.kind)) aggs += ", SUM(" + r.expr + "), AVG(" + r.expr + ")";
      aggs += ", MIN(" + r.expr + "), MAX(" + r.expr + "), COUNT(" + r.expr + ")";
    }
    std::string sql = "SELECT " + key.expr + ", COUNT(*)" + aggs + " FROM " + a.name + " a";
    if (g.chance(0.5)) sql += " WHERE " + q.predicate(ra, 1);
    sql += " GROUP BY " + key.expr;
    if (g.chance(0.4)) sql += " HAVING COUNT(*) > 1";
    return {sql, false};
  }
  // joins of two tables on columns of the same kind
  const Tab &b = g.pick(tabs);
  std::vector<Ref> rb = refs_of(b, "b");
  std::vector<std::pair<Ref, Ref>> pairs;
  for (const Ref &x : ra)
    for (const Ref &y : rb)
      if (x.kind == y.kind && x.kind != Kind::Bool) pairs.emplace_back(x, y);
  if (pairs.empty()) return {"SELECT COUNT(*) FROM " + a.name + " a, " + b.name + " b", false};
  auto on = g.pick(pairs);
  std::vector<Ref> both = ra;
  both.insert(both.end(), rb.begin(), rb.end());
  bool left = g.chance(0.4);
  std::string from = a.name + " a " + (left ? "LEFT JOIN " : "JOIN ") + b.name + " b ON " + on.first.expr + " = " + on.second.expr;
  if (g.chance(0.3)) from += " AND " + q.predicate(both, 0);
  std::string where = g.chance(0.6) ? " WHERE " + q.predicate(both, 1) : "";
  if (shape == 4) return {"SELECT " + q.select_list(both, g.uniform(1, 4)) + " FROM " + from + where, false};
  const Ref &key = g.pick(ra);
  std::string agg = "COUNT(*), COUNT(" + g.pick(rb).expr + ")";
  for (const Ref &r : rb)
    if (numeric(r.kind)) { agg += ", SUM(" + r.expr + ")"; break; }
  return {"SELECT " + key.expr + ", " + agg + " FROM " + from + where + " GROUP BY " + key.expr, false};
}

std::string random_change(Gen &g, const std::vector<Tab> &tabs) {
  QueryGen q{g};
  const Tab &t = g.pick(tabs);
  std::vector<Ref> refs = refs_of(t, t.name);
  if (g.chance(0.4)) return "DELETE FROM " + t.name + " WHERE " + q.predicate(refs, 1);
  std::vector<Col> values;
  for (const Col &c : t.cols)
    if (!c.key) values.push_back(c);
  const Col &c = g.pick(values);
  std::string v = g.value(c.kind);
  if (c.kind == Kind::Int && g.chance(0.5)) v = c.name + " + 1";
  return "UPDATE " + t.name + " SET " + c.name + " = " + v + " WHERE " + q.predicate(refs, 1);
}

size_t rows_compared = 0;

struct Failure {
  std::string what;
};

void compare(Engine &ours, sqlite3 *db, const Query &q) {
  Rows mine, theirs;
  try {
    mine = run_ours(ours, q.sql);
  } catch (const std::exception &e) {
    throw Failure{std::string("grb-sql failed: ") + e.what()};
  }
  theirs = run_sqlite(db, q.sql);
  if (!q.ordered) {
    std::sort(mine.begin(), mine.end());
    std::sort(theirs.begin(), theirs.end());
  }
  rows_compared += mine.size();
  if (mine == theirs) return;
  std::string msg = "results differ\n  grb-sql:\n";
  for (auto &r : mine) msg += "    " + r + "\n";
  msg += "  sqlite:\n";
  for (auto &r : theirs) msg += "    " + r + "\n";
  throw Failure{msg};
}

void exec_both(Engine &ours, sqlite3 *db, const std::string &sql) {
  try {
    ours.execute(sql);
  } catch (const std::exception &e) {
    throw Failure{std::string("grb-sql failed: ") + e.what()};
  }
  char *err = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
    std::string m = err ? err : "?";
    sqlite3_free(err);
    throw Failure{"sqlite failed: " + m};
  }
}

}  // namespace

// usage: tensql_differential [databases] [queries-per-database] [seed]
int main(int argc, char **argv) {
  int ndb = argc > 1 ? std::atoi(argv[1]) : 40;
  int nq = argc > 2 ? std::atoi(argv[2]) : 40;
  uint64_t seed0 = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 20240601;
  int queries = 0;
  bool verbose = std::getenv("TENSQL_DIFF_VERBOSE") != nullptr;
  for (int d = 0; d < ndb; d++) {
    uint64_t seed = seed0 + uint64_t(d);
    Gen g(seed);
    Engine ours;
    sqlite3 *db = nullptr;
    sqlite3_open(":memory:", &db);
    std::vector<Tab> tabs;
    std::vector<std::string> log;
    try {
      for (const std::string &s : random_schema(g, tabs)) {
        log.push_back(s);
        exec_both(ours, db, s);
      }
      for (int k = 0; k < nq; k++) {
        if (k > 0 && k % 10 == 0) {
          std::string change = random_change(g, tabs);
          log.push_back(change);
          exec_both(ours, db, change);
        }
        Query q = random_query(g, tabs);
        log.push_back(q.sql);
        if (verbose) std::cout << q.sql << ";\n";
        compare(ours, db, q);
        queries++;
      }
    } catch (const Failure &f) {
      std::cerr << "seed " << seed << ": " << f.what << "\nstatements:\n";
      for (auto &s : log) std::cerr << "  " << s << ";\n";
      sqlite3_close(db);
      return 1;
    }
    sqlite3_close(db);
  }
  std::cout << queries << " random queries (" << rows_compared << " result rows) over " << ndb << " random databases agree with SQLite " << sqlite3_libversion() << "\n";
  return 0;
}
