#pragma once
#include <ostream>

#include "engine.hpp"

namespace tensql {
// psql's aligned format: centered headers, numbers right-aligned, a "(n rows)" footer.
void print_aligned(std::ostream &out, const Result &r);
// A header row, then the rows; NULL is an empty field, the empty string is "".
void print_csv(std::ostream &out, const Result &r);
// One CSV line instead of the rows: the row count, then per column the sum of its numbers (exact
// for integers) or, for TEXT and BOOLEAN, its number of non-NULL values. For checking large
// results against other engines without printing them.
void print_summary(std::ostream &out, const Result &r);
}  // namespace tensql
