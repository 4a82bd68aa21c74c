#include <pg_query.h>

#include <cctype>

#include "engine.hpp"

namespace tensql {

std::vector<StatementSpan> split_statements(const std::string &sql) {
  PgQuerySplitResult r = pg_query_split_with_scanner(sql.c_str());
  if (r.error) {
    SqlError e(r.error->message, r.error->cursorpos > 0 ? r.error->cursorpos - 1 : -1);
    pg_query_free_split_result(r);
    throw e;
  }
  std::vector<StatementSpan> out;
  for (int k = 0; k < r.n_stmts; k++) {
    size_t b = size_t(r.stmts[k]->stmt_location), n = size_t(r.stmts[k]->stmt_len);
    if (n == 0) n = sql.size() - b;
    // skip statements that are only whitespace or comments
    std::string text = sql.substr(b, n);
    PgQueryParseResult p = pg_query_parse(text.c_str());
    bool empty = !p.error && json::parse(p.parse_tree).value("stmts", json::array()).empty();
    pg_query_free_parse_result(p);
    size_t lead = 0;  // a statement starts at its first non-blank character
    while (lead < n && std::isspace((unsigned char)sql[b + lead])) lead++;
    if (!empty) out.push_back({b + lead, n - lead});
  }
  pg_query_free_split_result(r);
  return out;
}

// libpg_query 15-4.0.0 writes a negative integer constant as {"ival": {}} in its JSON output (the
// value is lost); the literal is read back from the statement text at the node's location.
static void restore_negative_integers(json &node, const std::string &sql) {
  if (node.is_object()) {
    if (node.contains("A_Const")) {
      json &c = node["A_Const"];
      if (c.contains("ival") && c["ival"].empty() && c.contains("location")) {
        size_t p = size_t(c["location"].get<int>());
        bool negative = false;
        while (p < sql.size() && (sql[p] == '-' || std::isspace((unsigned char)sql[p]))) {
          if (sql[p] == '-') negative = !negative;
          p++;
        }
        long long v = std::strtoll(sql.c_str() + p, nullptr, 10);
        c["ival"]["ival"] = negative ? -v : v;
      }
    }
    for (auto &kv : node.items()) restore_negative_integers(kv.value(), sql);
  } else if (node.is_array()) {
    for (auto &x : node) restore_negative_integers(x, sql);
  }
}

json parse_statement(const std::string &sql) {
  PgQueryParseResult r = pg_query_parse(sql.c_str());
  if (r.error) {
    SqlError e(r.error->message, r.error->cursorpos > 0 ? r.error->cursorpos - 1 : -1);
    pg_query_free_parse_result(r);
    throw e;
  }
  json tree = json::parse(r.parse_tree);
  pg_query_free_parse_result(r);
  const json &stmts = tree["stmts"];
  if (stmts.size() != 1) throw SqlError("expected exactly one statement");
  json stmt = stmts[0]["stmt"];
  restore_negative_integers(stmt, sql);
  return stmt;
}

}  // namespace tensql
