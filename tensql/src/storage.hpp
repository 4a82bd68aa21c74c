// Tables in TenSQL's model: one or two INT64 primary-key columns index a hypersparse GraphBLAS
// object over the 2^60 key space; every other column is a GrB_Vector (one key) or GrB_Matrix (two
// keys) whose absent entries are NULL, and a BOOL stencil holds which rows exist. TEXT is stored as
// INT64 ids of a database-wide dictionary, DOUBLE PRECISION as FP64, BOOLEAN as BOOL. A table
// without a primary key gets a hidden row-id key.
#pragma once
#include <GraphBLAS.h>

#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "value.hpp"

namespace tensql {

enum class ColType { Int, Float, Text, Bool };
Type value_type_of(ColType t);
GrB_Type grb_type_of(ColType t);

// Throws SqlError naming the call when a GraphBLAS call fails.
void check(GrB_Info info, const char *what);

// A GrB_Vector (one key) or GrB_Matrix (two keys): the shape of every object of one table.
struct Obj {
  GrB_Vector v = nullptr;
  GrB_Matrix m = nullptr;
  Obj() = default;
  Obj(const Obj &) = delete;
  Obj &operator=(const Obj &) = delete;
  Obj(Obj &&o) noexcept : v(o.v), m(o.m) { o.v = nullptr; o.m = nullptr; }
  Obj &operator=(Obj &&o) noexcept;
  ~Obj();
  static Obj make(GrB_Type t, int nkeys);
  // A copy (GrB_dup, which this library shares until either side changes).
  Obj dup() const;
  bool is_matrix() const { return m != nullptr; }
  GrB_Index nvals() const;
};

// Key values map to indices by an offset so that negative keys keep their order.
constexpr int64_t kKeyOffset = int64_t(1) << 59;
GrB_Index key_to_index(int64_t key, int location);
inline int64_t index_to_key(GrB_Index i) { return int64_t(i) - kKeyOffset; }

struct Dictionary {
  std::unordered_map<std::string, int64_t> ids;
  std::vector<std::string> strings;
  int64_t intern(const std::string &s);
  // -1 when the string was never stored (so no stored value equals it)
  int64_t find(const std::string &s) const;
};

struct Column {
  std::string name;
  ColType type;
  int key_position = -1;  // 0 or 1 for a primary-key column, -1 for a value column
  Obj values;             // value columns only
};

// Rows extracted from a table: their key indices and full rows in the table's column order.
struct Extracted {
  std::vector<GrB_Index> I, J;
  std::vector<Row> rows;
};

struct Table {
  std::string name;
  std::vector<Column> columns;
  int nkeys = 1;             // 1 or 2
  bool hidden_key = false;   // no primary key: rows are indexed by a hidden row id
  int64_t next_rowid = 0;
  Obj stencil;               // BOOL, true where a row exists

  int find_column(const std::string &n) const;
  Obj new_obj(GrB_Type t) const { return Obj::make(t, nkeys); }

  // Validates keys (present, unique, not yet stored) and appends the rows.
  void insert(const std::vector<Row> &rows, Dictionary &dict, int location);
  // Rows whose stencil entry is in `mask` (all rows when mask is null), sorted by key. Value
  // columns c with wanted[c] false (when `wanted` is given) are left NULL.
  Extracted extract(const Obj *mask, const Dictionary &dict, const std::vector<bool> *wanted = nullptr) const;
  // Removes rows (and their column entries) present in `rows` (a BOOL object of this shape).
  void remove(const Obj &rows);
  // Replaces column `col` at the rows in `rows` by `values` (NULL values delete the entry).
  void update_column(int col, const std::vector<GrB_Index> &I, const std::vector<GrB_Index> &J,
                     const std::vector<Value> &values, Dictionary &dict);
  Obj rows_to_mask(const std::vector<GrB_Index> &I, const std::vector<GrB_Index> &J) const;
};

// Sets rows[r][col] to the value `values` holds at key (I[r], J[r]) (I, J sorted by key; J empty
// for one-key objects); rows without an entry keep their value.
void fill_column(const Obj &values, ColType t, const Dictionary &dict, const std::vector<GrB_Index> &I,
                 const std::vector<GrB_Index> &J, std::vector<Row> &rows, size_t col);

struct Catalog {
  std::map<std::string, std::unique_ptr<Table>> tables;
  Dictionary dict;
  bool result_parts = false;  // the SELECT now running may hand out its result in parts (Result::next_part)
  Table &get(const std::string &name, int location);
};

// Converts v to the column type (integers widen to double; text must be text); NULL stays NULL.
Value coerce_to_column(const Value &v, ColType t, const std::string &col, int location);

}  // namespace tensql
