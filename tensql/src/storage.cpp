#include "storage.hpp"

#include <algorithm>
#include <numeric>

namespace tensql {

constexpr GrB_Index kDim = GrB_INDEX_MAX + 1;  // 2^60

void check(GrB_Info info, const char *what) {
  if (info == GrB_SUCCESS || info == GrB_NO_VALUE) return;
  throw SqlError(std::string("GraphBLAS call ") + what + " failed with code " + std::to_string(int(info)));
}

Type value_type_of(ColType t) {
  switch (t) {
    case ColType::Int: return Type::Int;
    case ColType::Float: return Type::Float;
    case ColType::Text: return Type::Text;
    case ColType::Bool: return Type::Bool;
  }
  return Type::Null;
}

GrB_Type grb_type_of(ColType t) {
  switch (t) {
    case ColType::Float: return GrB_FP64;
    case ColType::Bool: return GrB_BOOL;
    default: return GrB_INT64;
  }
}

static GrB_BinaryOp second_op(GrB_Type t) {
  return t == GrB_FP64 ? GrB_SECOND_FP64 : (t == GrB_BOOL ? GrB_SECOND_BOOL : GrB_SECOND_INT64);
}
static GrB_UnaryOp identity_op(GrB_Type t) {
  return t == GrB_FP64 ? GrB_IDENTITY_FP64 : (t == GrB_BOOL ? GrB_IDENTITY_BOOL : GrB_IDENTITY_INT64);
}

Obj &Obj::operator=(Obj &&o) noexcept {
  if (this != &o) {
    this->~Obj();
    v = o.v; m = o.m; o.v = nullptr; o.m = nullptr;
  }
  return *this;
}

Obj::~Obj() {
  if (v) GrB_Vector_free(&v);
  if (m) GrB_Matrix_free(&m);
}

Obj Obj::make(GrB_Type t, int nkeys) {
  Obj o;
  if (nkeys == 1) check(GrB_Vector_new(&o.v, t, kDim), "GrB_Vector_new");
  else check(GrB_Matrix_new(&o.m, t, kDim, kDim), "GrB_Matrix_new");
  return o;
}

Obj Obj::dup() const {
  Obj out;
  if (v) check(GrB_Vector_dup(&out.v, v), "GrB_Vector_dup");
  if (m) check(GrB_Matrix_dup(&out.m, m), "GrB_Matrix_dup");
  return out;
}

GrB_Index Obj::nvals() const {
  GrB_Index n = 0;
  if (v) check(GrB_Vector_nvals(&n, v), "GrB_Vector_nvals");
  if (m) check(GrB_Matrix_nvals(&n, m), "GrB_Matrix_nvals");
  return n;
}

GrB_Index key_to_index(int64_t key, int location) {
  if (key < -kKeyOffset || key >= kKeyOffset)
    throw SqlError("primary key value " + std::to_string(key) + " is outside [-2^59, 2^59)", location);
  return GrB_Index(key + kKeyOffset);
}

int64_t Dictionary::intern(const std::string &s) {
  auto it = ids.find(s);
  if (it != ids.end()) return it->second;
  int64_t id = int64_t(strings.size());
  strings.push_back(s);
  ids.emplace(s, id);
  return id;
}

int64_t Dictionary::find(const std::string &s) const {
  auto it = ids.find(s);
  return it == ids.end() ? -1 : it->second;
}

int Table::find_column(const std::string &n) const {
  for (size_t c = 0; c < columns.size(); c++)
    if (columns[c].name == n) return int(c);
  return -1;
}

Value coerce_to_column(const Value &v, ColType t, const std::string &col, int location) {
  if (v.is_null()) return v;
  switch (t) {
    case ColType::Int:
      if (v.type == Type::Int) return v;
      if (v.type == Type::Float && v.d == double(int64_t(v.d))) return Value::integer(int64_t(v.d));
      break;
    case ColType::Float:
      if (v.is_numeric()) return Value::real(v.as_double());
      break;
    case ColType::Text:
      if (v.type == Type::Text) return v;
      break;
    case ColType::Bool:
      if (v.type == Type::Bool) return v;
      break;
  }
  throw SqlError(std::string("column \"") + col + "\" is of type " + type_name(value_type_of(t)) +
                     " but expression is of type " + type_name(v.type), location);
}

// Builds `dst` (empty, of the column's GraphBLAS type) from the non-NULL values at (I, J).
static void build_values(Obj &dst, ColType t, const std::vector<GrB_Index> &I,
                         const std::vector<GrB_Index> &J, const std::vector<const Value *> &vals,
                         Dictionary &dict) {
  std::vector<GrB_Index> bi, bj;
  std::vector<int64_t> xi;
  std::vector<double> xd;
  std::vector<bool> xb;
  for (size_t k = 0; k < vals.size(); k++) {
    const Value &v = *vals[k];
    if (v.is_null()) continue;
    bi.push_back(I[k]);
    if (dst.m) bj.push_back(J[k]);
    if (t == ColType::Float) xd.push_back(v.d);
    else if (t == ColType::Text) xi.push_back(dict.intern(v.s));
    else if (t == ColType::Bool) xb.push_back(v.i != 0);
    else xi.push_back(v.i);
  }
  GrB_Index n = bi.size();
  if (n == 0) return;  // dst is already empty (and empty arrays may have no storage to pass)
  if (t == ColType::Float) {
    if (dst.v) check(GrB_Vector_build_FP64(dst.v, bi.data(), xd.data(), n, GrB_FIRST_FP64), "GrB_Vector_build");
    else check(GrB_Matrix_build_FP64(dst.m, bi.data(), bj.data(), xd.data(), n, GrB_FIRST_FP64), "GrB_Matrix_build");
  } else if (t == ColType::Bool) {
    std::unique_ptr<bool[]> b(new bool[n + 1]);
    for (GrB_Index k = 0; k < n; k++) b[k] = xb[k];
    if (dst.v) check(GrB_Vector_build_BOOL(dst.v, bi.data(), b.get(), n, GrB_FIRST_BOOL), "GrB_Vector_build");
    else check(GrB_Matrix_build_BOOL(dst.m, bi.data(), bj.data(), b.get(), n, GrB_FIRST_BOOL), "GrB_Matrix_build");
  } else {
    if (dst.v) check(GrB_Vector_build_INT64(dst.v, bi.data(), xi.data(), n, GrB_FIRST_INT64), "GrB_Vector_build");
    else check(GrB_Matrix_build_INT64(dst.m, bi.data(), bj.data(), xi.data(), n, GrB_FIRST_INT64), "GrB_Matrix_build");
  }
}

// target = target with src's entries added (they never overlap, or src wins).
static void merge_into(Obj &target, const Obj &src, GrB_Type t) {
  if (target.v) check(GrB_Vector_eWiseAdd_BinaryOp(target.v, nullptr, nullptr, second_op(t), target.v, src.v, nullptr), "GrB_eWiseAdd");
  else check(GrB_Matrix_eWiseAdd_BinaryOp(target.m, nullptr, nullptr, second_op(t), target.m, src.m, nullptr), "GrB_eWiseAdd");
}

// target<!rows> = target, with replace: drops the entries at `rows`.
static void drop_rows(Obj &target, const Obj &rows, GrB_Type t) {
  if (target.v) check(GrB_Vector_apply(target.v, rows.v, nullptr, identity_op(t), target.v, GrB_DESC_RSC), "GrB_apply");
  else check(GrB_Matrix_apply(target.m, rows.m, nullptr, identity_op(t), target.m, GrB_DESC_RSC), "GrB_apply");
}

Obj Table::rows_to_mask(const std::vector<GrB_Index> &I, const std::vector<GrB_Index> &J) const {
  Obj mask = new_obj(GrB_BOOL);
  if (I.empty()) return mask;
  std::unique_ptr<bool[]> ones(new bool[I.size() + 1]);
  std::fill(ones.get(), ones.get() + I.size() + 1, true);
  if (mask.v) check(GrB_Vector_build_BOOL(mask.v, I.data(), ones.get(), I.size(), GrB_LOR), "GrB_Vector_build");
  else check(GrB_Matrix_build_BOOL(mask.m, I.data(), J.data(), ones.get(), I.size(), GrB_LOR), "GrB_Matrix_build");
  return mask;
}

void Table::insert(const std::vector<Row> &rows, Dictionary &dict, int location) {
  size_t n = rows.size();
  if (n == 0) return;
  std::vector<GrB_Index> I(n), J(nkeys == 2 ? n : 0);
  std::vector<Row> coerced(rows.size());
  for (size_t r = 0; r < n; r++) {
    coerced[r].resize(columns.size());
    for (size_t c = 0; c < columns.size(); c++) {
      const Column &col = columns[c];
      Value v = coerce_to_column(rows[r][c], col.type, col.name, location);
      if (col.key_position >= 0) {
        if (v.is_null())
          throw SqlError("null value in column \"" + col.name + "\" violates not-null constraint", location);
        (col.key_position == 0 ? I : J)[r] = key_to_index(v.i, location);
      }
      coerced[r][c] = std::move(v);
    }
    if (hidden_key) I[r] = key_to_index(next_rowid + int64_t(r), location);
  }
  // unique keys within the batch and against the stored rows
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  auto key_of = [&](size_t r) { return std::make_pair(I[r], J.empty() ? 0 : J[r]); };
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return key_of(a) < key_of(b); });
  for (size_t k = 1; k < n; k++)
    if (key_of(order[k]) == key_of(order[k - 1]))
      throw SqlError("duplicate key value violates primary key of \"" + name + "\"", location);
  Obj added = rows_to_mask(I, J);
  Obj both = new_obj(GrB_BOOL);
  if (both.v) check(GrB_Vector_eWiseMult_BinaryOp(both.v, nullptr, nullptr, GrB_LAND, stencil.v, added.v, nullptr), "GrB_eWiseMult");
  else check(GrB_Matrix_eWiseMult_BinaryOp(both.m, nullptr, nullptr, GrB_LAND, stencil.m, added.m, nullptr), "GrB_eWiseMult");
  if (both.nvals() != 0) throw SqlError("duplicate key value violates primary key of \"" + name + "\"", location);

  for (size_t c = 0; c < columns.size(); c++) {
    Column &col = columns[c];
    if (col.key_position >= 0) continue;
    std::vector<const Value *> vals(n);
    for (size_t r = 0; r < n; r++) vals[r] = &coerced[r][c];
    Obj part = new_obj(grb_type_of(col.type));
    build_values(part, col.type, I, J, vals, dict);
    merge_into(col.values, part, grb_type_of(col.type));
  }
  merge_into(stencil, added, GrB_BOOL);
  if (hidden_key) next_rowid += int64_t(n);
}

void Table::remove(const Obj &rows) {
  for (Column &col : columns)
    if (col.key_position < 0) drop_rows(col.values, rows, grb_type_of(col.type));
  drop_rows(stencil, rows, GrB_BOOL);
}

void Table::update_column(int c, const std::vector<GrB_Index> &I, const std::vector<GrB_Index> &J,
                          const std::vector<Value> &values, Dictionary &dict) {
  Column &col = columns[c];
  GrB_Type t = grb_type_of(col.type);
  drop_rows(col.values, rows_to_mask(I, J), t);
  std::vector<const Value *> vals(values.size());
  for (size_t k = 0; k < values.size(); k++) vals[k] = &values[k];
  Obj part = new_obj(t);
  build_values(part, col.type, I, J, vals, dict);
  merge_into(col.values, part, t);
}

// The entries of `o` as (I, J, X) with X converted to Values of type t.
static void extract_values(const Obj &o, ColType t, const Dictionary &dict, std::vector<GrB_Index> &I,
                           std::vector<GrB_Index> &J, std::vector<Value> &X) {
  GrB_Index n = o.nvals();
  I.resize(n);
  J.resize(o.m ? n : 0);
  X.resize(n);
  if (t == ColType::Float) {
    std::vector<double> x(n);
    if (o.v) check(GrB_Vector_extractTuples_FP64(I.data(), x.data(), &n, o.v), "GrB_Vector_extractTuples");
    else check(GrB_Matrix_extractTuples_FP64(I.data(), J.data(), x.data(), &n, o.m), "GrB_Matrix_extractTuples");
    for (GrB_Index k = 0; k < n; k++) X[k] = Value::real(x[k]);
  } else if (t == ColType::Bool) {
    std::unique_ptr<bool[]> x(new bool[n + 1]);
    if (o.v) check(GrB_Vector_extractTuples_BOOL(I.data(), x.get(), &n, o.v), "GrB_Vector_extractTuples");
    else check(GrB_Matrix_extractTuples_BOOL(I.data(), J.data(), x.get(), &n, o.m), "GrB_Matrix_extractTuples");
    for (GrB_Index k = 0; k < n; k++) X[k] = Value::boolean(x[k]);
  } else {
    std::vector<int64_t> x(n);
    if (o.v) check(GrB_Vector_extractTuples_INT64(I.data(), x.data(), &n, o.v), "GrB_Vector_extractTuples");
    else check(GrB_Matrix_extractTuples_INT64(I.data(), J.data(), x.data(), &n, o.m), "GrB_Matrix_extractTuples");
    for (GrB_Index k = 0; k < n; k++)
      X[k] = t == ColType::Text ? Value::text(dict.strings.at(size_t(x[k]))) : Value::integer(x[k]);
  }
}

// dst<mask, struct, replace> = src: the entries of src where mask has an entry.
static Obj masked_copy(const Obj &src, const Obj &mask, GrB_Type t, const Table &shape) {
  Obj dst = shape.new_obj(t);
  if (dst.v) check(GrB_Vector_apply(dst.v, mask.v, nullptr, identity_op(t), src.v, GrB_DESC_RS), "GrB_apply");
  else check(GrB_Matrix_apply(dst.m, mask.m, nullptr, identity_op(t), src.m, GrB_DESC_RS), "GrB_apply");
  return dst;
}

void fill_column(const Obj &values, ColType t, const Dictionary &dict, const std::vector<GrB_Index> &I,
                 const std::vector<GrB_Index> &J, std::vector<Row> &rows, size_t col) {
  std::vector<GrB_Index> ci, cj;
  std::vector<Value> cx;
  extract_values(values, t, dict, ci, cj, cx);
  size_t n = I.size();
  auto row_key = [&](size_t r) { return std::make_pair(I[r], J.empty() ? 0 : J[r]); };
  auto entry_key = [&](size_t k) { return std::make_pair(ci[k], cj.empty() ? 0 : cj[k]); };
  bool sorted = true;
  for (size_t k = 1; k < ci.size() && sorted; k++) sorted = entry_key(k - 1) < entry_key(k);
  size_t r = 0;
  for (size_t k = 0; k < ci.size(); k++) {
    auto key = entry_key(k);
    if (sorted) {  // both lists ascend: walk them together
      while (r < n && row_key(r) < key) r++;
    } else {
      size_t lo = 0, hi = n;
      while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (row_key(mid) < key) lo = mid + 1; else hi = mid;
      }
      r = lo;
    }
    if (r < n && row_key(r) == key) rows[r][col] = std::move(cx[k]);
  }
}

Extracted Table::extract(const Obj *mask, const Dictionary &dict, const std::vector<bool> *wanted) const {
  Obj restricted;
  const Obj *rows = &stencil;
  if (mask) {
    restricted = masked_copy(stencil, *mask, GrB_BOOL, *this);
    rows = &restricted;
  }
  Extracted out;
  std::vector<Value> ignored;
  std::vector<GrB_Index> I, J;
  extract_values(*rows, ColType::Bool, dict, I, J, ignored);
  size_t n = I.size();
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  auto key_of = [&](size_t r) { return std::make_pair(I[r], J.empty() ? 0 : J[r]); };
  if (!std::is_sorted(order.begin(), order.end(), [&](size_t a, size_t b) { return key_of(a) < key_of(b); }))
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return key_of(a) < key_of(b); });
  out.I.resize(n);
  out.J.resize(J.empty() ? 0 : n);
  out.rows.assign(n, Row(columns.size()));
  for (size_t r = 0; r < n; r++) {
    out.I[r] = I[order[r]];
    if (!J.empty()) out.J[r] = J[order[r]];
  }
  for (size_t c = 0; c < columns.size(); c++) {
    const Column &col = columns[c];
    if (col.key_position >= 0) {
      const auto &K = col.key_position == 0 ? out.I : out.J;
      for (size_t r = 0; r < n; r++) out.rows[r][c] = Value::integer(index_to_key(K[r]));
      continue;
    }
    if (wanted && !(*wanted)[c]) continue;
    Obj restricted_col;
    const Obj *src = &col.values;
    if (mask) {
      restricted_col = masked_copy(col.values, *rows, grb_type_of(col.type), *this);
      src = &restricted_col;
    }
    fill_column(*src, col.type, dict, out.I, out.J, out.rows, c);
  }
  return out;
}

Table &Catalog::get(const std::string &name, int location) {
  auto it = tables.find(name);
  if (it == tables.end()) throw SqlError("relation \"" + name + "\" does not exist", location);
  return *it->second;
}

}  // namespace tensql
