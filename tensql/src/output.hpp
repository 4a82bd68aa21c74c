#pragma once
#include <ostream>

#include "engine.hpp"

namespace tensql {
// psql's aligned format: centered headers, numbers right-aligned, a "(n rows)" footer.
void print_aligned(std::ostream &out, const Result &r);
// A header row, then the rows; NULL is an empty field, the empty string is "".
void print_csv(std::ostream &out, const Result &r);
}  // namespace tensql
