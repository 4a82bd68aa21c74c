// The SQL engine: statements parsed by PostgreSQL's grammar (libpg_query) and executed on tables
// stored as GraphBLAS objects (storage.hpp).
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "expr.hpp"
#include "storage.hpp"

namespace tensql {

struct StatementSpan {
  size_t begin, length;  // byte range of one statement in the input
};

// Splits SQL text into statements with PostgreSQL's scanner (semicolons in strings and comments
// do not split). Throws SqlError for unterminated strings or comments.
std::vector<StatementSpan> split_statements(const std::string &sql);
// Parses one statement; node locations are byte offsets into `sql`.
json parse_statement(const std::string &sql);

// A result column held as typed arrays: the GraphBLAS fast paths give their results this way so
// that large results are not built value by value.
struct ResultColumn {
  Type type = Type::Int;         // Int, Bool and Text (dictionary ids) in `ints`; Float in `doubles`
  std::vector<int64_t> ints;
  std::vector<double> doubles;
  std::vector<uint8_t> valid;    // per row, 0 for NULL; empty when no row is NULL
};

struct Result {
  bool has_rows = false;
  std::vector<std::string> names;
  std::vector<Row> rows;
  std::vector<ResultColumn> columns;  // when not empty, the rows are held here instead of `rows`
  std::string tag;  // PostgreSQL's command tag: "SELECT 3", "INSERT 0 2", "CREATE TABLE", ...
  const Dictionary *dictionary = nullptr;  // decodes Text result columns
  // For a large result handed out in parts: replaces `columns` by the next part's rows (they
  // follow the previous part's) and returns true, or returns false when none remains. Only a
  // top-level SELECT of an engine that allows it (Engine::allow_result_parts) gives one.
  std::function<bool(Result &)> next_part{};
  // For a result held as GraphBLAS objects (only a top-level SELECT of an engine that allows parts
  // gives one): fills `columns` from those objects; `held_rows` is its row count until then
  // (row_count gives it). Readers of `columns` and value() call take_held() first
  // (materialize_rows and gather_parts do).
  std::function<void(Result &)> fill_held{};
  size_t held_rows = 0;

  size_t row_count() const;
  Value value(size_t row, size_t column) const;
  // Turns a held result into `columns` (nothing for any other).
  void take_held();
  // Moves columnar rows into `rows`.
  void materialize_rows();
  // Appends the remaining parts' rows to `columns` (the whole result held at once).
  void gather_parts();
};

class Engine {
 public:
  Engine();   // GrB_init(GrB_NONBLOCKING) on first use
  ~Engine();
  // Runs one statement's text (no trailing semicolon needed).
  Result execute(const std::string &sql);
  Catalog &catalog() { return catalog_; }
  // Lets a top-level SELECT with a large result hand it out in parts (Result::next_part), for a
  // caller that prints each part and drops it; off by default.
  void allow_result_parts(bool on) { result_parts_ = on; }

 private:
  Catalog catalog_;
  bool result_parts_ = false;
  Result run(const json &stmt);
  Result create_table(const json &s);
  Result drop_table(const json &s);
  Result insert(const json &s);
  Result copy_from(const json &s);
  Result update(const json &s);
  Result remove(const json &s);
  Result select(const json &s);
};

}  // namespace tensql
