// SELECT: the FROM clause's tables are scanned with the WHERE conjuncts the mask planner takes
// computed in GraphBLAS; joins, the remaining predicates, grouping, projection and ordering run
// over the extracted tuples. fastpath.cpp runs whole query shapes in GraphBLAS instead.
#pragma once
#include <optional>

#include "engine.hpp"

namespace tensql {

struct Relation {
  Scope scope;
  std::vector<Row> rows;
};

// One table of the FROM clause, with where its columns sit in the joined row.
struct BaseTable {
  std::string alias;
  Table *table;
  int offset;
  bool nullable;  // the inner side of a LEFT JOIN: WHERE predicates cannot move below the join
  const json *node;
  std::vector<bool> wanted;  // the columns the statement reads (the others are not extracted)
};

// Marks in each base's `wanted` the columns the statement names (all of a table for its *).
void mark_wanted_columns(const json &s, std::vector<BaseTable> &bases, const Scope &scope);

void flatten_and(const json &node, std::vector<const json *> &out);
Result run_select(Catalog &catalog, const json &s);
// A grouped query shape fastpath.cpp runs in GraphBLAS (its name), or null when none applies.
const char *try_fast_path(Catalog &catalog, const json &s, const std::vector<BaseTable> &bases, const Scope &scope,
                   Result &out);
// The FROM clause's rows when every join is on primary keys (computed as one GraphBLAS mask), with
// the WHERE conjuncts still to check in `rest`; nothing when the joins are of another kind.
std::optional<Relation> key_join(Catalog &catalog, const json &s, const std::vector<BaseTable> &bases,
                                 const Scope &scope, std::vector<const json *> &rest);

}  // namespace tensql

namespace tensql {
Result finish_select(const json &s, Relation rel);
}

namespace tensql {
// The rows of `t` where `where` (a parse-tree predicate, or null for all) is TRUE.
Extracted scan_where(Catalog &catalog, Table &t, const std::string &alias, const json &where, Scope &scope);
}
