// WHERE predicates over one table computed in GraphBLAS: each predicate becomes the pair of BOOL
// objects holding the rows where it is TRUE and where it is FALSE (a row in neither is NULL), so
// AND/OR/NOT follow SQL's three-valued logic with eWiseMult/eWiseAdd and swaps.
#pragma once
#include <optional>

#include "expr.hpp"
#include "storage.hpp"

namespace tensql {

// The rows of `table` where `pred` is TRUE, or nothing when the predicate is not one the mask
// planner takes (it then runs over extracted tuples). Columns are resolved in `scope`; the table's
// columns sit at [offset, offset + ncolumns).
std::optional<Obj> predicate_mask(const json &pred, const Table &table, const Scope &scope, int offset,
                                  const Dictionary &dict);

}  // namespace tensql
