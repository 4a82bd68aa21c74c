#pragma once
#include <ostream>
#include <vector>

#include "engine.hpp"

namespace tensql {
// psql's aligned format: centered headers, numbers right-aligned, a "(n rows)" footer.
void print_aligned(std::ostream &out, const Result &r);
// A header row (when `header`), then the rows; NULL is an empty field, the empty string is "".
void print_csv(std::ostream &out, const Result &r, bool header = true);
// One CSV line instead of the rows: the row count, then per column the sum of its numbers (exact
// for integers) or, for TEXT and BOOLEAN, its number of non-NULL values. For checking large
// results against other engines without printing them.
void print_summary(std::ostream &out, const Result &r);

// print_summary's sums over a result given in parts.
class Summary {
 public:
  explicit Summary(size_t width) : ints_(width, 0), doubles_(width, 0), is_double_(width, false) {}
  void add(const Result &r);
  void write(std::ostream &out) const;

 private:
  size_t rows_ = 0;
  std::vector<__int128> ints_;
  std::vector<double> doubles_;
  std::vector<bool> is_double_;
};
}  // namespace tensql
