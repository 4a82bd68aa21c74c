// Query shapes run in GraphBLAS rather than over extracted tuples:
//  * joins on primary keys (key_join): the joined rows are one mask over the first table's key
//    space: a table joined on all of its keys is intersected with it (eWiseMult), a one-key table
//    joined to one key of a two-key table is broadcast over it with mxm by its diagonal matrix
//    (PLUS_TIMES over the all-true row set), and a one-key table joined on its key to an integer column c of a
//    one-key first table is gathered by mxv with P(i, c(i)) (ANY_SECOND); every column is then
//    extracted under that mask.
//  * GROUP BY the two outer keys of a join of two two-key tables on inner keys (two-hop): one mxm
//    per aggregate (PLUS_PAIR for COUNT, PLUS_FIRST/SECOND/TIMES for SUM, MIN_/MAX_ for MIN/MAX).
//  * GROUP BY one key of a two-key table: one reduce to a vector per aggregate.
// WHERE conjuncts the mask planner takes are applied to each table's stencil first.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <type_traits>

#include "mask.hpp"
#include "select.hpp"

namespace tensql {

namespace {

// Tuple indices (below 2^60, so they fit int64_t), kept as int64_t so that key arrays turn into
// key columns in place.
using Keys = std::vector<int64_t>;

template <typename T>
void extract(const Obj &o, Keys *I, Keys *J, std::vector<T> &X);
template <typename T>
T reduce_all(const Obj &x, GrB_Monoid monoid);
void dense_column(const Obj &o, bool is_float, const Keys &SI, const Keys &SJ, ResultColumn &col, bool aligned = false);

// src's entries at the rows `mask` holds (as a structure): eWiseMult with FIRST, which this
// library runs 2.5x faster than the equivalent apply under a structural mask.
Obj masked(const Obj &src, const Obj &mask, GrB_Type t, int nkeys) {
  Obj out = Obj::make(t, nkeys);
  GrB_BinaryOp first = t == GrB_FP64 ? GrB_FIRST_FP64 : t == GrB_BOOL ? GrB_FIRST_BOOL : GrB_FIRST_INT64;
  if (out.v) check(GrB_Vector_eWiseMult_BinaryOp(out.v, nullptr, nullptr, first, src.v, mask.v, nullptr), "GrB_eWiseMult");
  else check(GrB_Matrix_eWiseMult_BinaryOp(out.m, nullptr, nullptr, first, src.m, mask.m, nullptr), "GrB_eWiseMult");
  return out;
}

// Whether extractTuples gives o's entries in row order (a vector's always).
bool row_major(const Obj &o) {
  if (o.v) return true;
  int32_t format = GxB_BY_ROW;
  check(GxB_Matrix_Option_get_INT32(o.m, GxB_FORMAT, &format), "GxB_Matrix_Option_get");
  return format == GxB_BY_ROW;
}

GrB_Semiring any_first(GrB_Type t, bool first) {
  if (t == GrB_FP64) return first ? GxB_ANY_FIRST_FP64 : GxB_ANY_SECOND_FP64;
  if (t == GrB_BOOL) return first ? GxB_ANY_FIRST_BOOL : GxB_ANY_SECOND_BOOL;
  return first ? GxB_ANY_FIRST_INT64 : GxB_ANY_SECOND_INT64;
}

// C(i,j) = v(i) (position 0) or v(j) (position 1) for the entries of the two-key row set M (all
// true): a one-key column spread over M by mxm with v's diagonal matrix. D*M has M's pattern on
// v's rows already, so no mask is passed (a masked mxm runs 2.5x slower here), and PLUS_TIMES
// (v(i) * 1, one term per entry) picks this library's typed kernel where ANY_FIRST does not.
Obj broadcast(const Obj &v, GrB_Type t, int position, const Obj &M) {
  GrB_Matrix D = nullptr;
  check(GrB_Matrix_diag(&D, v.v, 0), "GrB_Matrix_diag");
  Obj out = Obj::make(t, 2);
  GrB_Semiring sr = t == GrB_FP64 ? GrB_PLUS_TIMES_SEMIRING_FP64
                    : t == GrB_BOOL ? GxB_LOR_LAND_BOOL : GrB_PLUS_TIMES_SEMIRING_INT64;
  GrB_Info info = position == 0 ? GrB_mxm(out.m, nullptr, nullptr, sr, D, M.m, nullptr)
                                : GrB_mxm(out.m, nullptr, nullptr, sr, M.m, D, nullptr);
  GrB_Matrix_free(&D);
  check(info, "GrB_mxm");
  return out;
}

struct Link {
  size_t base;
  bool left;
  int root_position[2] = {-1, -1};  // the root key each of this table's keys equals, or
  int root_column = -1;             // the root's value column this (one-key) table's key equals
  Obj P;                            // for root_column: P(i, c(i)) = true over the root's rows
};

// The (base, column) a ColumnRef names, or false.
bool column_of_base(const json &ref, const std::vector<BaseTable> &bases, const Scope &scope, size_t &base, int &col) {
  if (node_kind(ref) != "ColumnRef") return false;
  int idx = scope.resolve(ref);
  for (size_t b = 0; b < bases.size(); b++) {
    int c = idx - bases[b].offset;
    if (c >= 0 && c < int(bases[b].table->columns.size())) {
      base = b;
      col = c;
      return true;
    }
  }
  return false;
}

// P(i, c(i)) for the root's INT64 column c: the matrix that moves a one-key table's values (by
// its key) to the root rows that reference them, by mxv with ANY_SECOND.
Obj reference_matrix(const Column &c) {
  GrB_Index n = c.values.nvals();
  std::vector<GrB_Index> I(n), J;
  std::vector<int64_t> X(n);
  check(GrB_Vector_extractTuples_INT64(I.data(), X.data(), &n, c.values.v), "GrB_extractTuples");
  std::vector<GrB_Index> keep;
  for (GrB_Index k = 0; k < n; k++)
    if (X[k] >= -kKeyOffset && X[k] < kKeyOffset) {
      I[keep.size()] = I[k];
      keep.push_back(GrB_Index(X[k] + kKeyOffset));
    }
  I.resize(keep.size());
  Obj P = Obj::make(GrB_BOOL, 2);
  if (!I.empty()) {
    std::unique_ptr<bool[]> ones(new bool[I.size()]);
    std::fill(ones.get(), ones.get() + I.size(), true);
    check(GrB_Matrix_build_BOOL(P.m, I.data(), keep.data(), ones.get(), I.size(), GrB_LOR), "GrB_Matrix_build");
  }
  return P;
}

// The key column a ColumnRef names: (base, key position), or false.
bool key_ref(const json &ref, const std::vector<BaseTable> &bases, const Scope &scope, size_t &base, int &position) {
  if (node_kind(ref) != "ColumnRef") return false;
  int idx = scope.resolve(ref);
  for (size_t b = 0; b < bases.size(); b++) {
    int c = idx - bases[b].offset;
    if (c < 0 || c >= int(bases[b].table->columns.size())) continue;
    base = b;
    position = bases[b].table->columns[size_t(c)].key_position;
    return position >= 0;
  }
  return false;
}

// The joins of a left-deep chain whose ON clauses equate every key of the joined table with a
// distinct key of the first table.
bool key_links(const json &s, const std::vector<BaseTable> &bases, const Scope &scope, std::vector<Link> &links) {
  if (bases.size() < 2 || s["fromClause"].size() != 1 || bases[0].table->hidden_key) return false;
  std::vector<const json *> chain;
  const json *node = &s["fromClause"][0];
  while (node_kind(*node) == "JoinExpr") {
    chain.push_back(node);
    node = &(*node)["JoinExpr"]["larg"];
  }
  std::reverse(chain.begin(), chain.end());
  int root_keys = bases[0].table->nkeys;
  for (size_t k = 0; k < chain.size(); k++) {
    const json &j = (*chain[k])["JoinExpr"];
    Link link;
    link.base = k + 1;
    link.left = j.value("jointype", "") == "JOIN_LEFT";
    const Table &t = *bases[link.base].table;
    if (node_kind(j["rarg"]) != "RangeVar" || !j.contains("quals") || t.hidden_key || t.nkeys > root_keys) return false;
    std::vector<const json *> conds;
    flatten_and(j["quals"], conds);
    for (const json *c : conds) {
      if (node_kind(*c) != "A_Expr") return false;
      const json &a = (*c)["A_Expr"];
      if (a.value("kind", "") != "AEXPR_OP" || a["name"].back()["String"].value("sval", "") != "=" || !a.contains("lexpr"))
        return false;
      size_t b1, b2;
      int c1, c2;
      if (!column_of_base(a["lexpr"], bases, scope, b1, c1) || !column_of_base(a["rexpr"], bases, scope, b2, c2)) return false;
      if (b1 != link.base) { std::swap(b1, b2); std::swap(c1, c2); }
      if (b1 != link.base || b2 != 0) return false;
      int p1 = t.columns[size_t(c1)].key_position;
      const Column &rc = bases[0].table->columns[size_t(c2)];
      if (p1 < 0 || link.root_position[p1] >= 0 || link.root_column >= 0) return false;
      if (rc.key_position >= 0) {
        link.root_position[p1] = rc.key_position;
      } else {  // a column of the root joined to the key of a one-key table
        if (t.nkeys != 1 || root_keys != 1 || rc.type != ColType::Int || conds.size() != 1) return false;
        link.root_column = c2;
      }
    }
    if (link.root_column >= 0) link.P = reference_matrix(bases[0].table->columns[size_t(link.root_column)]);
    else if (t.nkeys == 2 && !(link.root_position[0] == 0 && link.root_position[1] == 1)) return false;
    else if (t.nkeys == 1 && link.root_position[0] < 0) return false;
    links.push_back(std::move(link));
  }
  return true;
}

// Each WHERE conjunct the mask planner takes for a table that is not on the inner side of a LEFT
// JOIN, as that table's mask; the others are returned in `rest`.
std::vector<std::optional<Obj>> where_masks(Catalog &catalog, const json &s, const std::vector<BaseTable> &bases,
                                            const Scope &scope, std::vector<const json *> &rest) {
  std::vector<std::optional<Obj>> masks(bases.size());
  std::vector<const json *> conjuncts;
  if (s.contains("whereClause")) flatten_and(s["whereClause"], conjuncts);
  for (const json *c : conjuncts) {
    bool taken = false;
    for (size_t b = 0; b < bases.size() && !taken; b++) {
      if (bases[b].nullable) continue;
      auto m = predicate_mask(*c, *bases[b].table, scope, bases[b].offset, catalog.dict);
      if (!m) continue;
      taken = true;
      if (!masks[b]) masks[b] = std::move(*m);
      else {
        Obj both = bases[b].table->new_obj(GrB_BOOL);
        if (both.v) check(GrB_Vector_eWiseMult_BinaryOp(both.v, nullptr, nullptr, GrB_LAND, masks[b]->v, m->v, nullptr), "GrB_eWiseMult");
        else check(GrB_Matrix_eWiseMult_BinaryOp(both.m, nullptr, nullptr, GrB_LAND, masks[b]->m, m->m, nullptr), "GrB_eWiseMult");
        masks[b] = std::move(both);
      }
    }
    if (!taken) rest.push_back(c);
  }
  return masks;
}

// A table's rows that its WHERE mask selects (a predicate mask holds only the table's rows).
Obj selected_rows(const Table &t, const std::optional<Obj> &mask) {
  return (mask ? *mask : t.stencil).dup();
}

// Table `t`'s object `o` (of type `type`) in the root's key space under M.
Obj spread(const Obj &o, GrB_Type type, const Table &t, const Link &link, const Obj &M, int root_keys) {
  if (link.root_column >= 0) {  // w<M>(i) = o(c(i))
    Obj w = Obj::make(type, 1);
    check(GrB_mxv(w.v, M.v, nullptr, any_first(type, false), link.P.m, o.v, GrB_DESC_RS), "GrB_mxv");
    return w;
  }
  if (t.nkeys == root_keys) return masked(o, M, type, root_keys);
  return broadcast(o, type, link.root_position[0], M);
}

}  // namespace

namespace {

// The ColumnRef of an output that is a plain column or `x op y` of two columns (op + - *).
bool simple_output(const json &v, std::vector<const json *> &refs, std::string &op) {
  if (node_kind(v) == "ColumnRef") {
    if (v["ColumnRef"]["fields"].back().contains("A_Star")) return false;
    refs = {&v};
    return true;
  }
  if (node_kind(v) != "A_Expr" || v["A_Expr"].value("kind", "") != "AEXPR_OP" || !v["A_Expr"].contains("lexpr")) return false;
  op = v["A_Expr"]["name"].back()["String"].value("sval", "");
  const json &l = v["A_Expr"]["lexpr"], &r = v["A_Expr"]["rexpr"];
  if ((op != "+" && op != "-" && op != "*") || node_kind(l) != "ColumnRef" || node_kind(r) != "ColumnRef") return false;
  refs = {&l, &r};
  return true;
}

ResultColumn arithmetic_column(const std::string &op, const ResultColumn &a, const ResultColumn &b) {
  size_t n = a.type == Type::Float ? a.doubles.size() : a.ints.size();
  ResultColumn out;
  out.valid.assign(n, 1);
  bool ints = a.type == Type::Int && b.type == Type::Int;
  out.type = ints ? Type::Int : Type::Float;
  if (ints) out.ints.resize(n);
  else out.doubles.resize(n);
  for (size_t r = 0; r < n; r++) {
    if ((!a.valid.empty() && !a.valid[r]) || (!b.valid.empty() && !b.valid[r])) { out.valid[r] = 0; continue; }
    if (ints) {
      int64_t x = a.ints[r], y = b.ints[r], z;
      bool overflow = op == "+" ? __builtin_add_overflow(x, y, &z) : op == "-" ? __builtin_sub_overflow(x, y, &z)
                                                                       : __builtin_mul_overflow(x, y, &z);
      if (overflow) throw SqlError("bigint out of range");
      out.ints[r] = z;
    } else {
      double x = a.type == Type::Float ? a.doubles[r] : double(a.ints[r]);
      double y = b.type == Type::Float ? b.doubles[r] : double(b.ints[r]);
      out.doubles[r] = op == "+" ? x + y : op == "-" ? x - y : x * y;
    }
  }
  return out;
}

}  // namespace


// The rows of an inner key join (M, BOOL over the root's keys) and, for columns of one-key tables
// spread over the root's rows while joining, their spread values (their pattern is the rows M
// had right after that join, so M's later joins may have removed some).
struct JoinedRows {
  Obj M;
  std::map<std::pair<size_t, int>, Obj> spread;  // (base, column) -> values in the root's key space
};

// A column of `t` that is wanted in the output and has a value on every row of t: spreading it
// gives the rows the join keeps and the column's values in one mxm.
int covering_column(const Table &t, size_t base, const std::set<std::pair<size_t, int>> &wanted) {
  GrB_Index rows = t.stencil.nvals();
  for (const auto &[b, c] : wanted) {
    const Column &col = t.columns[size_t(c)];
    if (b == base && col.key_position < 0 && col.values.nvals() == rows) return c;
  }
  return -1;
}

JoinedRows joined_rows(const std::vector<BaseTable> &bases, const std::vector<Link> &links,
                       const std::vector<std::optional<Obj>> &masks, const std::set<std::pair<size_t, int>> &wanted) {
  const Table &root = *bases[0].table;
  int rk = root.nkeys;
  JoinedRows j;
  j.M = selected_rows(root, masks[0]);
  for (const Link &l : links) {
    const Table &t = *bases[l.base].table;
    int c = masks[l.base] || l.root_column >= 0 || t.nkeys == rk ? -1 : covering_column(t, l.base, wanted);
    if (c < 0) {
      j.M = spread(selected_rows(t, masks[l.base]), GrB_BOOL, t, l, j.M, rk);
      continue;
    }
    const Column &col = t.columns[size_t(c)];
    Obj values = spread(col.values, grb_type_of(col.type), t, l, j.M, rk);
    j.M = Obj::make(GrB_BOOL, rk);
    check(GrB_Matrix_apply_BinaryOp2nd_BOOL(j.M.m, nullptr, nullptr, GrB_ONEB_BOOL, values.m, true, nullptr), "GrB_apply");
    j.spread.emplace(std::make_pair(l.base, c), std::move(values));
  }
  return j;
}

// M's keys, sorted.
void joined_keys(const Obj &M, Keys &I, Keys &J) {
  std::vector<int64_t> ignored;
  extract(M, &I, &J, ignored);
  size_t n = I.size();
  auto key = [&](size_t k) { return std::make_pair(I[k], J.empty() ? 0 : J[k]); };
  bool sorted = true;
  for (size_t k = 1; k < n && sorted; k++) sorted = key(k - 1) < key(k);
  if (sorted) return;
  std::vector<size_t> order(n);
  for (size_t k = 0; k < n; k++) order[k] = k;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return key(a) < key(b); });
  Keys SI(n), SJ(J.size());
  for (size_t k = 0; k < n; k++) {
    SI[k] = I[order[k]];
    if (!J.empty()) SJ[k] = J[order[k]];
  }
  I.swap(SI);
  J.swap(SJ);
}

// The output columns of a key join: each (base, column) as a result column over the joined rows.
struct ColumnSource {
  const std::vector<BaseTable> &bases;
  const std::vector<Link> &links;
  const JoinedRows &rows;
  const Keys &I, &J;

  const Link *link_of(size_t b) const {
    for (const Link &l : links)
      if (l.base == b) return &l;
    return nullptr;
  }

  // An object in the root's key space and whether its rows are known to lie within the joined
  // rows or to contain them (then equal counts mean equal rows).
  struct Placed {
    Obj o;
    bool related;
  };

  // The column's values in the root's key space, not yet restricted to the joined rows.
  Placed values(size_t b, int c) const {
    const Table &root = *bases[0].table, &t = *bases[b].table;
    const Column &col = t.columns[size_t(c)];
    GrB_Type gt = grb_type_of(col.type);
    const Link *link = link_of(b);
    if (b == 0 || (t.nkeys == root.nkeys && link->root_column < 0)) return {col.values.dup(), false};
    auto cached = rows.spread.find({b, c});
    if (cached != rows.spread.end()) return {cached->second.dup(), true};  // contains the rows
    return {spread(col.values, gt, t, *link, rows.M, root.nkeys), true};        // within the rows
  }

  // p restricted to the joined rows when it holds more entries than they do (otherwise the
  // extraction, dense_column, drops its entries at other rows at no more cost than the rows'),
  // extracted as a column.
  ResultColumn restricted_column(Placed p, GrB_Type type) const {
    GrB_Index n = rows.M.nvals(), m = p.o.nvals();
    if (m > n) {
      p.o = masked(p.o, rows.M, type, bases[0].table->nkeys);
      p.related = true;
      m = p.o.nvals();
    }
    bool aligned = p.related && m == n && row_major(p.o) && row_major(rows.M);
    ResultColumn rc;
    dense_column(p.o, type == GrB_FP64, I, J, rc, aligned);
    return rc;
  }

  ResultColumn column(size_t b, int c) const {
    const Table &root = *bases[0].table, &t = *bases[b].table;
    const Column &col = t.columns[size_t(c)];
    const Link *link = b == 0 ? nullptr : link_of(b);
    ResultColumn rc;
    if (col.key_position >= 0 && link && link->root_column >= 0) {
      dense_column(masked(root.columns[size_t(link->root_column)].values, rows.M, GrB_INT64, 1), false, I, J, rc);
    } else if (col.key_position >= 0) {
      int position = b == 0 ? col.key_position : link->root_position[col.key_position];
      const Keys &K = position == 0 ? I : J;
      rc.ints.resize(K.size());
      for (size_t r = 0; r < K.size(); r++) rc.ints[r] = index_to_key(GrB_Index(K[r]));
    } else {
      rc = restricted_column(values(b, c), grb_type_of(col.type));
      rc.type = value_type_of(col.type);
    }
    return rc;
  }

  bool is_float_value(const std::pair<size_t, int> &bc) const {
    const Table &t = *bases[bc.first].table;
    const Column &col = t.columns[size_t(bc.second)];
    return col.key_position < 0 && col.type == ColType::Float && t.nkeys == bases[0].table->nkeys;
  }

  // x op y of two DOUBLE PRECISION value columns: eWiseMult of their objects (an entry only where
  // both are non-NULL), then restricted to the joined rows; e.g. the Hadamard join's product.
  ResultColumn float_op(const std::string &op, const std::pair<size_t, int> &x, const std::pair<size_t, int> &y) const {
    Placed a = values(x.first, x.second), b = values(y.first, y.second);
    Obj z = Obj::make(GrB_FP64, bases[0].table->nkeys);
    GrB_BinaryOp f = op == "*" ? GrB_TIMES_FP64 : op == "+" ? GrB_PLUS_FP64 : GrB_MINUS_FP64;
    if (z.v) check(GrB_Vector_eWiseMult_BinaryOp(z.v, nullptr, nullptr, f, a.o.v, b.o.v, nullptr), "GrB_eWiseMult");
    else check(GrB_Matrix_eWiseMult_BinaryOp(z.m, nullptr, nullptr, f, a.o.m, b.o.m, nullptr), "GrB_eWiseMult");
    return restricted_column({std::move(z), false}, GrB_FP64);
  }
};

// An inner key join whose select list is plain columns (or x op y of two numeric columns) with no
// further clauses: the result columns come straight from the GraphBLAS objects under the mask.
bool key_join_columns(Catalog &catalog, const json &s, const std::vector<BaseTable> &bases, const Scope &scope,
                      Result &out) {
  for (const char *clause : {"groupClause", "havingClause", "distinctClause", "sortClause", "limitCount", "limitOffset"})
    if (s.contains(clause)) return false;
  std::vector<Link> links;
  try {
    if (!key_links(s, bases, scope, links)) return false;
  } catch (const SqlError &) {
    return false;
  }
  for (const Link &l : links)
    if (l.left) return false;
  struct Output {
    std::string name, op;
    std::vector<std::pair<size_t, int>> cols;  // (base, column)
  };
  std::vector<Output> outputs;
  for (const json &t : s["targetList"]) {
    const json &rt = t["ResTarget"];
    Output o;
    std::vector<const json *> refs;
    if (!simple_output(rt["val"], refs, o.op)) return false;
    for (const json *ref : refs) {
      size_t b;
      int c;
      if (!column_of_base(*ref, bases, scope, b, c)) return false;
      ColType type = bases[b].table->columns[size_t(c)].type;
      if (refs.size() == 2 && type != ColType::Int && type != ColType::Float) return false;
      o.cols.emplace_back(b, c);
    }
    o.name = rt.value("name", o.op.empty() ? refs[0]->at("ColumnRef").at("fields").back().at("String").value("sval", "")
                                           : std::string("?column?"));
    outputs.push_back(std::move(o));
  }
  std::vector<const json *> residual;
  auto masks = where_masks(catalog, s, bases, scope, residual);
  if (!residual.empty()) return false;
  std::set<std::pair<size_t, int>> wanted;
  for (const Output &o : outputs) wanted.insert(o.cols.begin(), o.cols.end());
  JoinedRows rows = joined_rows(bases, links, masks, wanted);
  Keys I, J;
  joined_keys(rows.M, I, J);
  ColumnSource source{bases, links, rows, I, J};
  out = Result();
  out.has_rows = true;
  out.dictionary = &catalog.dict;
  for (const Output &o : outputs) {
    out.names.push_back(o.name);
    if (o.op.empty()) out.columns.push_back(source.column(o.cols[0].first, o.cols[0].second));
    else if (source.is_float_value(o.cols[0]) && source.is_float_value(o.cols[1])) out.columns.push_back(source.float_op(o.op, o.cols[0], o.cols[1]));
    else out.columns.push_back(arithmetic_column(o.op, source.column(o.cols[0].first, o.cols[0].second),
                                                 source.column(o.cols[1].first, o.cols[1].second)));
  }
  out.tag = "SELECT " + std::to_string(I.size());
  return true;
}

std::optional<Relation> key_join(Catalog &catalog, const json &s, const std::vector<BaseTable> &bases, const Scope &scope,
                                 std::vector<const json *> &rest) {
  std::vector<Link> links;
  try {
    if (!key_links(s, bases, scope, links)) return std::nullopt;
  } catch (const SqlError &) {
    return std::nullopt;  // the general path reports it with the join's own scope
  }
  std::vector<const json *> residual;
  auto masks = where_masks(catalog, s, bases, scope, residual);
  const Table &root = *bases[0].table;
  int rk = root.nkeys;
  Obj M = selected_rows(root, masks[0]);
  for (const Link &l : links) {
    if (l.left) continue;
    const Table &t = *bases[l.base].table;
    M = spread(selected_rows(t, masks[l.base]), GrB_BOOL, t, l, M, rk);
  }
  std::vector<bool> wanted = bases[0].wanted;
  for (const Link &l : links)
    if (l.root_column >= 0) wanted[size_t(l.root_column)] = true;
  Extracted ex = root.extract(&M, catalog.dict, &wanted);
  Relation rel;
  rel.scope = scope;
  size_t width = scope.columns.size(), n = ex.rows.size();
  for (Row &r : ex.rows) r.resize(width + 1);  // one scratch column for LEFT JOIN presence
  for (const Link &l : links) {
    const Table &t = *bases[l.base].table;
    size_t off = size_t(bases[l.base].offset);
    for (size_t c = 0; c < t.columns.size(); c++) {
      const Column &col = t.columns[c];
      if (col.key_position >= 0 && l.root_column >= 0) {
        for (size_t r = 0; r < n; r++) ex.rows[r][off + c] = ex.rows[r][size_t(l.root_column)];
      } else if (col.key_position >= 0) {
        const auto &K = l.root_position[col.key_position] == 0 ? ex.I : ex.J;
        for (size_t r = 0; r < n; r++) ex.rows[r][off + c] = Value::integer(index_to_key(K[r]));
      } else if (bases[l.base].wanted[c]) {
        fill_column(spread(col.values, grb_type_of(col.type), t, l, M, rk), col.type, catalog.dict, ex.I, ex.J, ex.rows, off + c);
      }
    }
    if (!l.left) continue;
    for (Row &r : ex.rows) r[width] = Value();
    fill_column(spread(t.stencil, GrB_BOOL, t, l, M, rk), ColType::Bool, catalog.dict, ex.I, ex.J, ex.rows, width);
    for (Row &r : ex.rows)
      if (r[width].is_null())
        for (size_t c = 0; c < t.columns.size(); c++) r[off + c] = Value();
  }
  for (Row &r : ex.rows) r.resize(width);
  rel.rows = std::move(ex.rows);
  rest = std::move(residual);
  return rel;
}

namespace {

// One aggregate of a grouped fast path: func over column `col` of side `side` (0: the left/only
// table, 1: the right table), or over the product of that column and `col2` of side 1.
struct FastAggregate {
  std::string func;
  bool star = false;
  int side = 0, col = -1, col2 = -1;
};

struct FastOutput {
  std::string name;
  int key = -1;        // group key 0 or 1, or
  int aggregate = -1;  // aggregate index
};

// ORDER BY items that are all output positions or output names, as positions; false otherwise.
bool order_by_outputs(const json &s, const std::vector<FastOutput> &outs, json &sort) {
  sort = json::array();
  for (const json &item : list_field(s, "sortClause")) {
    json sb = item["SortBy"];
    const json &node = sb["node"];
    int64_t pos = -1;
    if (node_kind(node) == "A_Const" && constant_value(node).type == Type::Int) pos = constant_value(node).i;
    else if (node_kind(node) == "ColumnRef" && node["ColumnRef"]["fields"].size() == 1) {
      std::string name = node["ColumnRef"]["fields"][0]["String"].value("sval", "");
      for (size_t k = 0; k < outs.size(); k++)
        if (outs[k].name == name) pos = int64_t(k) + 1;
    }
    if (pos < 1 || pos > int64_t(outs.size())) return false;
    sb["node"] = json{{"A_Const", {{"ival", {{"ival", pos}}}, {"location", node_location(node)}}}};
    sort.push_back(json{{"SortBy", sb}});
  }
  return true;
}

// ORDER BY, LIMIT and OFFSET over computed output rows, by finish_select on a plain projection.
Result finish_outputs(const json &s, const std::vector<FastOutput> &outs, const json &sort, std::vector<ResultColumn> cols) {
  Result r;
  r.has_rows = true;
  for (const FastOutput &o : outs) r.names.push_back(o.name);
  r.columns = std::move(cols);
  r.tag = "SELECT " + std::to_string(r.row_count());
  if (sort.empty() && !s.contains("limitCount") && !s.contains("limitOffset")) return r;
  r.materialize_rows();
  std::vector<Row> rows = std::move(r.rows);
  Relation rel;
  json stmt = json::object();
  stmt["targetList"] = json::array();
  for (size_t k = 0; k < outs.size(); k++) {
    std::string inner = "_" + std::to_string(k);
    rel.scope.columns.push_back({"", inner});
    stmt["targetList"].push_back(json{{"ResTarget", {{"name", outs[k].name},
        {"val", {{"ColumnRef", {{"fields", json::array({json{{"String", {{"sval", inner}}}}})}}}}}}}});
  }
  if (!sort.empty()) stmt["sortClause"] = sort;
  for (const char *f : {"limitCount", "limitOffset"})
    if (s.contains(f)) stmt[f] = s[f];
  rel.rows = std::move(rows);
  return finish_select(stmt, std::move(rel));
}

// column_of_base with the base as an int (the grouped paths index sides by int).
bool side_column(const json &ref, const std::vector<BaseTable> &bases, const Scope &scope, int &side, int &col) {
  size_t base;
  if (!column_of_base(ref, bases, scope, base, col)) return false;
  side = int(base);
  return true;
}

bool numeric_column(const Table &t, int c) {
  const Column &col = t.columns[size_t(c)];
  return col.key_position < 0 && (col.type == ColType::Int || col.type == ColType::Float);
}

// Reads the select list of a grouped fast path: group keys (given as (side, column) pairs) and
// aggregates over numeric value columns. `sides` maps a base to its side.
bool fast_outputs(const json &s, const std::vector<BaseTable> &bases, const Scope &scope,
                  const std::vector<std::pair<int, int>> &keys, const std::vector<int> &sides,
                  std::vector<FastOutput> &outs, std::vector<FastAggregate> &aggs) {
  for (const json &t : s["targetList"]) {
    const json &rt = t["ResTarget"];
    const json &v = rt["val"];
    FastOutput out;
    if (node_kind(v) == "ColumnRef") {
      int b, c;
      if (!side_column(v, bases, scope, b, c)) return false;
      for (size_t k = 0; k < keys.size(); k++)
        if (keys[k] == std::make_pair(b, c)) out.key = int(k);
      if (out.key < 0) return false;
      out.name = rt.value("name", bases[size_t(b)].table->columns[size_t(c)].name);
    } else if (node_kind(v) == "FuncCall") {
      const json &f = v["FuncCall"];
      FastAggregate a;
      a.func = f["funcname"].back()["String"].value("sval", "");
      if (!is_aggregate_name(a.func) || f.value("agg_distinct", false) || f.contains("over") || f.contains("agg_filter") ||
          f.contains("agg_order"))
        return false;
      a.star = f.value("agg_star", false);
      if (a.star && a.func != "count") return false;  // the general path reports it
      if (!a.star) {
        if (!f.contains("args") || f["args"].size() != 1) return false;
        const json &arg = f["args"][0];
        int b, c;
        if (node_kind(arg) == "A_Expr" && arg["A_Expr"].value("kind", "") == "AEXPR_OP" &&
            arg["A_Expr"]["name"].back()["String"].value("sval", "") == "*" && arg["A_Expr"].contains("lexpr") && a.func == "sum") {
          int b2, c2;
          if (!side_column(arg["A_Expr"]["lexpr"], bases, scope, b, c) || !side_column(arg["A_Expr"]["rexpr"], bases, scope, b2, c2))
            return false;
          if (sides[size_t(b)] == 1) { std::swap(b, b2); std::swap(c, c2); }
          if (sides[size_t(b)] != 0 || sides[size_t(b2)] != 1 || !numeric_column(*bases[size_t(b)].table, c) ||
              !numeric_column(*bases[size_t(b2)].table, c2) ||
              bases[size_t(b)].table->columns[size_t(c)].type != bases[size_t(b2)].table->columns[size_t(c2)].type)
            return false;
          a.col2 = c2;
        } else if (!side_column(arg, bases, scope, b, c) || !numeric_column(*bases[size_t(b)].table, c)) {
          return false;
        }
        a.side = sides[size_t(b)];
        a.col = c;
      }
      out.aggregate = int(aggs.size());
      out.name = rt.value("name", a.func);
      aggs.push_back(a);
    } else {
      return false;
    }
    outs.push_back(out);
  }
  return true;
}

}  // namespace

namespace {

GrB_Semiring agg_semiring(const std::string &func, bool first, bool product, GrB_Type t) {
  bool f = t == GrB_FP64;
  if (product) return f ? GrB_PLUS_TIMES_SEMIRING_FP64 : GrB_PLUS_TIMES_SEMIRING_INT64;
  if (func == "min") return first ? (f ? GxB_MIN_FIRST_FP64 : GxB_MIN_FIRST_INT64) : (f ? GxB_MIN_SECOND_FP64 : GxB_MIN_SECOND_INT64);
  if (func == "max") return first ? (f ? GxB_MAX_FIRST_FP64 : GxB_MAX_FIRST_INT64) : (f ? GxB_MAX_SECOND_FP64 : GxB_MAX_SECOND_INT64);
  return first ? (f ? GxB_PLUS_FIRST_FP64 : GxB_PLUS_FIRST_INT64) : (f ? GxB_PLUS_SECOND_FP64 : GxB_PLUS_SECOND_INT64);
}

GrB_Monoid agg_monoid(const std::string &func, GrB_Type t) {
  bool f = t == GrB_FP64;
  if (func == "min") return f ? GrB_MIN_MONOID_FP64 : GrB_MIN_MONOID_INT64;
  if (func == "max") return f ? GrB_MAX_MONOID_FP64 : GrB_MAX_MONOID_INT64;
  return f ? GrB_PLUS_MONOID_FP64 : GrB_PLUS_MONOID_INT64;
}

// How a grouped fast path turns selected rows into per-group values: `combine` gets, for each
// side, either a column's values or a row pattern (BOOL) and returns the per-group object.
struct GroupPlan {
  std::vector<const Table *> tables;  // per side
  std::vector<Obj> selected;          // per side: selected rows (BOOL)
  int result_keys;                    // 2 for two-hop (matrix), 1 for group-by-key (vector)
  std::function<Obj(const std::string &func, const Obj *x0, GrB_Type t0, const Obj *x1, GrB_Type t1)> combine;
  GrB_Index first_row = 0, last_row = GrB_INDEX_MAX;  // two-hop: the left rows of the part computed
};

// The per-group object of one aggregate (for avg: its sum; count_of gets the count).
Obj aggregate_object(const GroupPlan &p, const FastAggregate &a, const std::string &func) {
  if (a.star) return p.combine("count", nullptr, GrB_BOOL, nullptr, GrB_BOOL);
  const Column &col = p.tables[size_t(a.side)]->columns[size_t(a.col)];
  GrB_Type t = grb_type_of(col.type);
  const Obj &rows = p.selected[size_t(a.side)];
  int nk = p.tables[size_t(a.side)]->nkeys;
  if (func == "count") {
    Obj pattern = masked(rows, col.values, GrB_BOOL, nk);
    return a.side == 0 ? p.combine("count", &pattern, GrB_BOOL, nullptr, GrB_BOOL)
                       : p.combine("count", nullptr, GrB_BOOL, &pattern, GrB_BOOL);
  }
  Obj x = masked(col.values, rows, t, nk);
  if (a.col2 >= 0) {
    const Column &c2 = p.tables[1]->columns[size_t(a.col2)];
    Obj y = masked(c2.values, p.selected[1], t, p.tables[1]->nkeys);
    return p.combine("product", &x, t, &y, t);
  }
  return a.side == 0 ? p.combine(func, &x, t, nullptr, GrB_BOOL) : p.combine(func, nullptr, GrB_BOOL, &x, t);
}

// The largest absolute value of x's INT64 entries (0 when it has none), as a double.
double largest_magnitude(const Obj &x) {
  if (x.nvals() == 0) return 0;
  return std::max(double(reduce_all<int64_t>(x, GrB_MAX_MONOID_INT64)), -double(reduce_all<int64_t>(x, GrB_MIN_MONOID_INT64)));
}

// Whether no integer SUM/AVG of `aggs` can leave 64 bits in any group. The semirings' INT64 sums
// wrap silently, so a grouped plan runs only where its terms are provably small: the entries'
// count times the largest magnitude (for SUM(x * y): the shorter side's count times both largest
// magnitudes), else the exact sum of magnitudes. The general path takes the rest and reports an
// overflow as SQL does.
bool integer_sums_fit(const GroupPlan &p, const std::vector<FastAggregate> &aggs) {
  const double limit = 0x1p62;
  for (const FastAggregate &a : aggs) {
    if (a.star || (a.func != "sum" && a.func != "avg")) continue;
    const Table &t = *p.tables[size_t(a.side)];
    if (t.columns[size_t(a.col)].type == ColType::Float) continue;
    Obj x = masked(t.columns[size_t(a.col)].values, p.selected[size_t(a.side)], GrB_INT64, t.nkeys);
    double nx = double(x.nvals()), mx = largest_magnitude(x);
    if (a.col2 >= 0) {
      const Table &t2 = *p.tables[1];
      Obj y = masked(t2.columns[size_t(a.col2)].values, p.selected[1], GrB_INT64, t2.nkeys);
      if (std::min(nx, double(y.nvals())) * mx * largest_magnitude(y) >= limit) return false;
      continue;
    }
    if (nx * mx < limit) continue;
    Obj magnitude = Obj::make(GrB_FP64, t.nkeys);
    if (x.v) check(GrB_Vector_apply(magnitude.v, nullptr, nullptr, GrB_ABS_FP64, x.v, nullptr), "GrB_apply");
    else check(GrB_Matrix_apply(magnitude.m, nullptr, nullptr, GrB_ABS_FP64, x.m, nullptr), "GrB_apply");
    if (reduce_all<double>(magnitude, GrB_PLUS_MONOID_FP64) >= limit) return false;
  }
  return true;
}

// o's tuples: keys I (and J for a matrix) and values X of T (int64_t, double).
template <typename T>
void extract(const Obj &o, Keys *I, Keys *J, std::vector<T> &X) {
  GrB_Index m = o.nvals();
  if (I) I->resize(m);
  if (J) J->resize(o.m ? m : 0);
  X.resize(m);
  GrB_Index *pi = I ? reinterpret_cast<GrB_Index *>(I->data()) : nullptr;
  GrB_Index *pj = J && o.m ? reinterpret_cast<GrB_Index *>(J->data()) : nullptr;
  GrB_Info info;
  if constexpr (std::is_same_v<T, double>)
    info = o.v ? GrB_Vector_extractTuples_FP64(pi, X.data(), &m, o.v) : GrB_Matrix_extractTuples_FP64(pi, pj, X.data(), &m, o.m);
  else
    info = o.v ? GrB_Vector_extractTuples_INT64(pi, X.data(), &m, o.v) : GrB_Matrix_extractTuples_INT64(pi, pj, X.data(), &m, o.m);
  check(info, "GrB_extractTuples");
}

// values[r] = o's entry at key (SI[r], SJ[r]) (SI, SJ sorted by key), valid[r] = 0 where o has
// none. o's rows are among those keys; when it holds all of them (no NULL in the column), its
// tuples come in the same order and the values are taken as they are.
template <typename T>
void dense_values(const Obj &o, const Keys &SI, const Keys &SJ, std::vector<T> &values, std::vector<uint8_t> &valid,
                  bool aligned) {
  size_t n = SI.size();
  Keys I, J;
  std::vector<T> X;
  if (aligned) {
    extract(o, nullptr, nullptr, X);
    values = std::move(X);
    valid.clear();
    return;
  }
  extract(o, &I, &J, X);
  size_t m = X.size();
  if (m == n && I == SI && (J.empty() || J == SJ)) {
    values = std::move(X);
    valid.clear();
    return;
  }
  values.assign(n, T());
  valid.assign(n, 0);
  auto row_key = [&](size_t r) { return std::make_pair(SI[r], SJ.empty() ? 0 : SJ[r]); };
  auto entry_key = [&](size_t k) { return std::make_pair(I[k], J.empty() ? 0 : J[k]); };
  bool sorted = true;
  for (size_t k = 1; k < m && sorted; k++) sorted = entry_key(k - 1) < entry_key(k);
  size_t r = 0;
  for (size_t k = 0; k < m; k++) {
    auto key = entry_key(k);
    if (!sorted) r = size_t(std::lower_bound(SI.begin(), SI.end(), key.first) - SI.begin());
    while (r < n && row_key(r) < key) r++;
    if (r >= n || row_key(r) != key) continue;
    valid[r] = 1;
    values[r] = X[k];
  }
}

// The result column of o's entries at the keys (SI[r], SJ[r]), NULL where o has none. `aligned`:
// the caller knows that o's tuples are those keys in that order (only its values are extracted).
void dense_column(const Obj &o, bool is_float, const Keys &SI, const Keys &SJ, ResultColumn &col, bool aligned) {
  col.type = is_float ? Type::Float : Type::Int;
  if (is_float) dense_values(o, SI, SJ, col.doubles, col.valid, aligned);
  else dense_values(o, SI, SJ, col.ints, col.valid, aligned);
}

// The groups' keys (I, and J for two keys) and COUNT(*) (X), sorted by key; true when they came
// in that order.
bool group_tuples(Obj groups, Keys &I, Keys &J, std::vector<int64_t> &X) {
  extract(groups, &I, &J, X);
  bool in_order = row_major(groups);
  groups = Obj();
  size_t n = I.size();
  auto key = [&](size_t k) { return std::make_pair(I[k], J.empty() ? 0 : J[k]); };
  bool sorted = true;
  for (size_t k = 1; k < n && sorted; k++) sorted = key(k - 1) < key(k);
  if (sorted) return in_order;  // (extractTuples of a matrix held by rows gives them sorted already)
  std::vector<size_t> order(n);
  for (size_t k = 0; k < n; k++) order[k] = k;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return key(a) < key(b); });
  Keys SI(n), SJ(J.size());
  std::vector<int64_t> SX(n);
  for (size_t k = 0; k < n; k++) {
    SI[k] = I[order[k]];
    SX[k] = X[order[k]];
    if (!J.empty()) SJ[k] = J[order[k]];
  }
  I.swap(SI);
  J.swap(SJ);
  X.swap(SX);
  return false;
}

// An aggregate's per-group object (its groups among those of COUNT(*)) as a result column.
void group_column(const Obj &o, bool is_float, const Keys &I, const Keys &J, bool groups_in_order, ResultColumn &col) {
  bool aligned = groups_in_order && o.nvals() == I.size() && row_major(o);
  dense_column(o, is_float, I, J, col, aligned);
}

// AVG as SUM over COUNT (NULL where the group has no values).
ResultColumn average(const ResultColumn &sum, const ResultColumn &count) {
  size_t n = count.ints.size();
  bool is_float = sum.type == Type::Float;
  ResultColumn avg;
  avg.type = Type::Float;
  avg.doubles.resize(n);
  avg.valid.assign(n, 0);
  for (size_t r = 0; r < n; r++) {
    bool present = (sum.valid.empty() || sum.valid[r]) && (count.valid.empty() || count.valid[r]) && count.ints[r] > 0;
    if (!present) continue;
    avg.valid[r] = 1;
    avg.doubles[r] = (is_float ? sum.doubles[r] : double(sum.ints[r])) / double(count.ints[r]);
  }
  return avg;
}

// A grouped plan's objects, computed and waited for: the groups (the entries of COUNT(*)) and,
// per output, its aggregate's object (AVG: its sum), for AVG its count, and whether its values
// are DOUBLE PRECISION.
struct GroupObjects {
  Obj groups;
  std::vector<Obj> values, counts;
  std::vector<bool> is_float;
};

void wait_for(const Obj &o) {
  if (o.m) check(GrB_Matrix_wait(o.m, GrB_MATERIALIZE), "GrB_wait");
  else if (o.v) check(GrB_Vector_wait(o.v, GrB_MATERIALIZE), "GrB_wait");
}

// Computes the plan's objects (each one waited for, so that the work is done here).
GroupObjects group_objects(const GroupPlan &p, const std::vector<FastOutput> &outs, const std::vector<FastAggregate> &aggs) {
  GroupObjects g;
  g.groups = p.combine("count", nullptr, GrB_BOOL, nullptr, GrB_BOOL);
  wait_for(g.groups);
  g.values.resize(outs.size());
  g.counts.resize(outs.size());
  g.is_float.assign(outs.size(), false);
  for (size_t o = 0; o < outs.size(); o++) {
    if (outs[o].key >= 0) continue;
    const FastAggregate &a = aggs[size_t(outs[o].aggregate)];
    if (a.star) continue;  // COUNT(*) is the group object itself
    g.is_float[o] = a.func != "count" && p.tables[size_t(a.side)]->columns[size_t(a.col)].type == ColType::Float;
    g.values[o] = aggregate_object(p, a, a.func == "avg" ? "sum" : a.func);
    wait_for(g.values[o]);
    if (a.func != "avg") continue;
    g.counts[o] = aggregate_object(p, a, "count");
    wait_for(g.counts[o]);
  }
  return g;
}

// The plan's result columns from its objects: each output column is filled from its key index or
// its aggregate's object. The groups' key arrays become the key columns in place.
std::vector<ResultColumn> group_columns(const std::vector<FastOutput> &outs, const std::vector<FastAggregate> &aggs,
                                       GroupObjects g) {
  Keys I, J;
  std::vector<int64_t> X;
  bool in_order = group_tuples(std::move(g.groups), I, J, X);
  size_t n = I.size();
  std::vector<ResultColumn> cols(outs.size());
  int key_column[2] = {-1, -1}, star_column = -1;
  for (size_t o = 0; o < outs.size(); o++) {
    const FastOutput &out = outs[o];
    ResultColumn &col = cols[o];
    if (out.key >= 0) {
      if (key_column[out.key] < 0) key_column[out.key] = int(o);
      continue;
    }
    const FastAggregate &a = aggs[size_t(out.aggregate)];
    if (a.star) {
      if (star_column < 0) col.ints = std::move(X);
      else col.ints = cols[size_t(star_column)].ints;
      star_column = int(o);
      continue;
    }
    group_column(g.values[o], g.is_float[o], I, J, in_order, col);
    g.values[o] = Obj();
    if (a.func == "count") col.valid.clear();  // a group without values counts 0
    if (a.func != "avg") continue;
    ResultColumn count;
    group_column(g.counts[o], false, I, J, in_order, count);
    g.counts[o] = Obj();
    col = average(col, count);
  }
  // the key columns last: their index arrays turn into key values in place
  for (int k = 0; k < 2; k++) {
    if (key_column[k] < 0) continue;
    Keys &K = k == 0 ? I : J;
    for (size_t r = 0; r < n; r++) K[r] = index_to_key(GrB_Index(K[r]));
    cols[size_t(key_column[k])].ints = std::move(K);
    for (size_t o = 0; o < outs.size(); o++)
      if (outs[o].key == k && int(o) != key_column[k]) cols[o].ints = cols[size_t(key_column[k])].ints;
  }
  return cols;
}

// Runs the plan and gives its result as columns.
Result run_group_plan(const GroupPlan &p, const json &s, const std::vector<FastOutput> &outs,
                      const std::vector<FastAggregate> &aggs, const json &sort) {
  return finish_outputs(s, outs, sort, group_columns(outs, aggs, group_objects(p, outs, aggs)));
}

}  // namespace

namespace {

bool plain_select(const json &s) {
  return !s.contains("havingClause") && !s.contains("distinctClause") && s.contains("groupClause");
}


// A grouped plan with its outputs, kept together so that a result handed out in parts can run
// it again for each part.
struct GroupRun {
  GroupPlan plan;
  std::vector<FastOutput> outs;
  std::vector<FastAggregate> aggs;
};

// The rows first..last of A (of type t).
Obj row_range(const Obj &A, GrB_Type t, GrB_Index first, GrB_Index last) {
  Obj from = Obj::make(t, 2), out = Obj::make(t, 2);
  check(GrB_Matrix_select_INT64(from.m, nullptr, nullptr, GrB_ROWGT, A.m, int64_t(first) - 1, nullptr), "GrB_select");
  check(GrB_Matrix_select_INT64(out.m, nullptr, nullptr, GrB_ROWLE, from.m, int64_t(last), nullptr), "GrB_select");
  return out;
}

// A product A*B with more terms than this is computed and handed out in parts of about this many
// terms (at most so many result entries each), so that memory holds one part at a time;
// TENSQL_PART_TERMS sets another size (the tests use tiny parts).
int64_t part_terms() {
  static const int64_t terms = [] {
    const char *env = std::getenv("TENSQL_PART_TERMS");
    long long v = env ? std::atoll(env) : 0;
    return v > 0 ? int64_t(v) : int64_t(1) << 27;
  }();
  return terms;
}

// The number of entries in B's longest row, read from a row iterator's row bounds (no pass over
// the entries and no result vector): for a sparse or hypersparse B straight from the row
// pointers the iterator exposes (GraphBLAS.h's GB_Iterator_opaque, which its macros read), else
// row by row; -1 when B is not held by rows.
int64_t longest_row(const Obj &B) {
  GxB_Iterator it = nullptr;
  check(GxB_Iterator_new(&it), "GxB_Iterator_new");
  int64_t longest = -1;
  if (GxB_rowIterator_attach(it, B.m, nullptr) == GrB_SUCCESS) {
    longest = 0;
    if (it->A_sparsity <= GxB_SPARSE) {
      for (int64_t k = 0; k < it->anvec; k++) longest = std::max(longest, it->Ap[k + 1] - it->Ap[k]);
    } else {
      for (GrB_Info info = GxB_rowIterator_seekRow(it, 0); info != GxB_EXHAUSTED; info = GxB_rowIterator_nextRow(it))
        longest = std::max(longest, it->pend - it->pstart);
    }
  }
  GxB_Iterator_free(&it);
  return longest;
}

// Ranges of A's rows covering all of them, each with about part_terms() terms of A*B (a row with
// more is a range alone); none when the whole product has fewer.
std::vector<std::pair<GrB_Index, GrB_Index>> part_ranges(const Obj &A, const Obj &B) {
  std::vector<std::pair<GrB_Index, GrB_Index>> ranges;
  const int64_t limit = part_terms();
  // no more terms than A's entries times B's longest row: most products need no parts, and this
  // library's mxv below is slow on hypersparse matrices
  int64_t longest = longest_row(B);
  if (longest >= 0 && double(A.nvals()) * double(longest) <= double(limit)) return ranges;
  Obj row_sizes = Obj::make(GrB_INT64, 1), terms = Obj::make(GrB_INT64, 1);
  check(GrB_Matrix_reduce_Monoid(row_sizes.v, nullptr, nullptr, GrB_PLUS_MONOID_INT64, B.m, nullptr), "GrB_reduce");
  longest = row_sizes.nvals() ? reduce_all<int64_t>(row_sizes, GrB_MAX_MONOID_INT64) : 0;
  if (double(A.nvals()) * double(longest) <= double(limit)) return ranges;
  check(GrB_mxv(terms.v, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, A.m, row_sizes.v, nullptr), "GrB_mxv");
  Keys I;
  std::vector<int64_t> X;
  extract(terms, &I, nullptr, X);
  int64_t total = 0;
  for (int64_t x : X) total += x;
  if (total <= limit) return ranges;
  GrB_Index first = 0;
  int64_t sum = 0;
  for (size_t k = 0; k < I.size(); k++) {
    if (sum > 0 && sum + X[k] > limit) {
      ranges.emplace_back(first, GrB_Index(I[k]) - 1);
      first = GrB_Index(I[k]);
      sum = 0;
    }
    sum += X[k];
  }
  ranges.emplace_back(first, GrB_INDEX_MAX);
  return ranges;
}

// The result of `run` over the row ranges, one range per part: the first part now, the others
// from Result::next_part.
Result run_in_parts(std::shared_ptr<GroupRun> run, std::vector<std::pair<GrB_Index, GrB_Index>> ranges) {
  auto next = std::make_shared<size_t>(0);
  auto part = [run, ranges, next](Result &r) {
    if (*next == ranges.size()) return false;
    run->plan.first_row = ranges[*next].first;
    run->plan.last_row = ranges[*next].second;
    ++*next;
    r.columns = run_group_plan(run->plan, json::object(), run->outs, run->aggs, json::array()).columns;
    return true;
  };
  Result out;
  out.has_rows = true;
  for (const FastOutput &o : run->outs) out.names.push_back(o.name);
  part(out);
  out.next_part = part;
  return out;
}

// The result of `run` held as its GraphBLAS objects (computed now); they become columns when
// the result is read (Result::take_held).
Result held_result(std::shared_ptr<GroupRun> run) {
  auto g = std::make_shared<GroupObjects>(group_objects(run->plan, run->outs, run->aggs));
  Result out;
  out.has_rows = true;
  for (const FastOutput &o : run->outs) out.names.push_back(o.name);
  out.held_rows = size_t(g->groups.nvals());
  out.tag = "SELECT " + std::to_string(out.held_rows);
  out.fill_held = [run, g](Result &r) { r.columns = group_columns(run->outs, run->aggs, std::move(*g)); };
  return out;
}

// a JOIN b ON a.k1 = b.k0 GROUP BY a.k0, b.k1: C = A * B over the key spaces, one mxm per aggregate.
bool two_hop(Catalog &catalog, const json &s, const std::vector<BaseTable> &bases, const Scope &scope, Result &out) {
  if (bases.size() != 2 || !plain_select(s) || s["fromClause"].size() != 1 || s["groupClause"].size() != 2) return false;
  const json &from = s["fromClause"][0];
  if (node_kind(from) != "JoinExpr" || from["JoinExpr"].value("jointype", "") != "JOIN_INNER" || !from["JoinExpr"].contains("quals"))
    return false;
  const json &q = from["JoinExpr"]["quals"];
  if (node_kind(q) != "A_Expr" || q["A_Expr"].value("kind", "") != "AEXPR_OP" || q["A_Expr"]["name"].back()["String"].value("sval", "") != "=")
    return false;
  size_t b1, b2;
  int p1, p2;
  if (!q["A_Expr"].contains("lexpr") || !key_ref(q["A_Expr"]["lexpr"], bases, scope, b1, p1) || !key_ref(q["A_Expr"]["rexpr"], bases, scope, b2, p2) || b1 == b2) return false;
  if (p1 == 0) { std::swap(b1, b2); std::swap(p1, p2); }
  if (p1 != 1 || p2 != 0 || bases[b1].table->nkeys != 2 || bases[b2].table->nkeys != 2) return false;
  const Table &L = *bases[b1].table, &R = *bases[b2].table;
  auto key_column = [](const Table &t, int pos) {
    for (size_t c = 0; c < t.columns.size(); c++)
      if (t.columns[c].key_position == pos) return int(c);
    return -1;
  };
  std::vector<std::pair<int, int>> keys = {{int(b1), key_column(L, 0)}, {int(b2), key_column(R, 1)}};
  for (const json &g : s["groupClause"]) {
    int b, c;
    if (!side_column(g, bases, scope, b, c) || (std::make_pair(b, c) != keys[0] && std::make_pair(b, c) != keys[1])) return false;
  }
  if (canonical(s["groupClause"][0]) == canonical(s["groupClause"][1])) return false;
  std::vector<int> sides(2);
  sides[b1] = 0;
  sides[b2] = 1;
  std::vector<FastOutput> outs;
  std::vector<FastAggregate> aggs;
  json sort;
  if (!fast_outputs(s, bases, scope, keys, sides, outs, aggs) || !order_by_outputs(s, outs, sort)) return false;
  std::vector<const json *> rest;
  auto masks = where_masks(catalog, s, bases, scope, rest);
  if (!rest.empty()) return false;
  auto run = std::make_shared<GroupRun>();
  GroupPlan &p = run->plan;
  p.tables = {&L, &R};
  p.selected.push_back(selected_rows(L, masks[b1]));
  p.selected.push_back(selected_rows(R, masks[b2]));
  p.result_keys = 2;
  const GroupPlan &plan = p;
  p.combine = [&plan](const std::string &func, const Obj *x0, GrB_Type t0, const Obj *x1, GrB_Type t1) {
    const Obj &A = x0 ? *x0 : plan.selected[0];
    const Obj &B = x1 ? *x1 : plan.selected[1];
    GrB_Type t = x0 ? t0 : t1;
    GrB_Semiring sr = func == "count" ? GxB_PLUS_PAIR_INT64 : agg_semiring(func, x0 != nullptr, func == "product", t);
    Obj C = Obj::make(func == "count" ? GrB_INT64 : t, 2);
    Obj part;
    bool all_rows = plan.first_row == 0 && plan.last_row == GrB_INDEX_MAX;
    if (!all_rows) part = row_range(A, x0 ? t0 : GrB_BOOL, plan.first_row, plan.last_row);
    check(GrB_mxm(C.m, nullptr, nullptr, sr, all_rows ? A.m : part.m, B.m, nullptr), "GrB_mxm");
    return C;
  };
  if (!integer_sums_fit(p, aggs)) return false;
  run->outs = std::move(outs);
  run->aggs = std::move(aggs);
  // a top-level result in rows as computed may be handed out in parts or held as objects
  bool as_computed = catalog.result_parts && sort.empty() && !s.contains("limitCount") && !s.contains("limitOffset");
  auto ranges = as_computed ? part_ranges(p.selected[0], p.selected[1]) : std::vector<std::pair<GrB_Index, GrB_Index>>{};
  if (ranges.size() > 1) out = run_in_parts(run, std::move(ranges));
  else if (as_computed) out = held_result(run);
  else out = run_group_plan(p, s, run->outs, run->aggs, sort);
  return true;
}

// SELECT k, aggregates FROM t GROUP BY k, k one key of a two-key table: a reduce per aggregate.
bool group_by_key(Catalog &catalog, const json &s, const std::vector<BaseTable> &bases, const Scope &scope, Result &out) {
  if (bases.size() != 1 || !plain_select(s) || s["groupClause"].size() != 1 || node_kind(s["fromClause"][0]) != "RangeVar") return false;
  const Table &t = *bases[0].table;
  size_t b;
  int position;
  if (t.nkeys != 2 || t.hidden_key || !key_ref(s["groupClause"][0], bases, scope, b, position)) return false;
  int key_col = scope.resolve(s["groupClause"][0]) - bases[0].offset;
  std::vector<FastOutput> outs;
  std::vector<FastAggregate> aggs;
  json sort;
  if (!fast_outputs(s, bases, scope, {{0, key_col}}, {0}, outs, aggs) || !order_by_outputs(s, outs, sort)) return false;
  std::vector<const json *> rest;
  auto masks = where_masks(catalog, s, bases, scope, rest);
  if (!rest.empty()) return false;
  GroupPlan p;
  p.tables = {&t};
  p.selected.push_back(selected_rows(t, masks[0]));
  p.result_keys = 1;
  const GroupPlan &plan = p;
  GrB_Descriptor desc = position == 1 ? GrB_DESC_T0 : nullptr;
  p.combine = [&plan, desc](const std::string &func, const Obj *x0, GrB_Type t0, const Obj *, GrB_Type) {
    const Obj &A = x0 ? *x0 : plan.selected[0];
    bool count = func == "count";
    Obj w = Obj::make(count ? GrB_INT64 : t0, 1);
    check(GrB_Matrix_reduce_Monoid(w.v, nullptr, nullptr, count ? GrB_PLUS_MONOID_INT64 : agg_monoid(func, t0), A.m, desc),
          "GrB_reduce");
    return w;
  };
  if (!integer_sums_fit(p, aggs)) return false;
  out = run_group_plan(p, s, outs, aggs, sort);
  return true;
}

}  // namespace

namespace {

// x reduced to one value by `monoid` (x has entries).
template <typename T>
T reduce_all(const Obj &x, GrB_Monoid monoid) {
  T value{};
  GrB_Info info;
  if constexpr (std::is_same_v<T, double>)
    info = x.v ? GrB_Vector_reduce_FP64(&value, nullptr, monoid, x.v, nullptr) : GrB_Matrix_reduce_FP64(&value, nullptr, monoid, x.m, nullptr);
  else
    info = x.v ? GrB_Vector_reduce_INT64(&value, nullptr, monoid, x.v, nullptr) : GrB_Matrix_reduce_INT64(&value, nullptr, monoid, x.m, nullptr);
  check(info, "GrB_reduce");
  return value;
}

// One aggregate over a table's selected rows as a one-row result column; false when an integer
// SUM may not fit 64 bits (the general path then reports it as PostgreSQL does).
bool whole_aggregate(const Table &t, const Obj &rows, const FastAggregate &a, ResultColumn &col) {
  col.type = Type::Int;
  if (a.star) {
    col.ints = {int64_t(rows.nvals())};
    return true;
  }
  const Column &c = t.columns[size_t(a.col)];
  bool is_float = c.type == ColType::Float;
  Obj x = masked(c.values, rows, grb_type_of(c.type), t.nkeys);
  int64_t n = int64_t(x.nvals());
  if (a.func == "count" || n == 0) {
    col.ints = {a.func == "count" ? n : 0};
    if (a.func != "count") col.valid = {0};
    return true;
  }
  double sum = reduce_all<double>(x, GrB_PLUS_MONOID_FP64);
  if (!is_float && (a.func == "sum" || a.func == "avg") && std::abs(sum) >= 0x1p62) return false;
  col.type = is_float || a.func == "avg" ? Type::Float : Type::Int;
  if (a.func == "avg") col.doubles = {(is_float ? sum : double(reduce_all<int64_t>(x, GrB_PLUS_MONOID_INT64))) / double(n)};
  else if (is_float) col.doubles = {a.func == "sum" ? sum : reduce_all<double>(x, agg_monoid(a.func, GrB_FP64))};
  else col.ints = {reduce_all<int64_t>(x, agg_monoid(a.func, GrB_INT64))};
  return true;
}

// SELECT aggregates FROM t [WHERE ...] (no GROUP BY): each aggregate reduces its column under the
// WHERE mask to one value (COUNT(*) counts the mask's entries); no row is extracted.
bool table_aggregates(Catalog &catalog, const json &s, const std::vector<BaseTable> &bases, const Scope &scope,
                      Result &out) {
  for (const char *clause : {"groupClause", "havingClause", "distinctClause", "sortClause", "limitCount", "limitOffset"})
    if (s.contains(clause)) return false;
  if (bases.size() != 1 || node_kind(s["fromClause"][0]) != "RangeVar") return false;
  std::vector<FastOutput> outs;
  std::vector<FastAggregate> aggs;
  if (!fast_outputs(s, bases, scope, {}, {0}, outs, aggs)) return false;
  std::vector<const json *> rest;
  auto masks = where_masks(catalog, s, bases, scope, rest);
  if (!rest.empty()) return false;
  const Table &t = *bases[0].table;
  Obj rows = selected_rows(t, masks[0]);
  Result r;
  r.has_rows = true;
  for (const FastOutput &o : outs) {
    r.names.push_back(o.name);
    r.columns.emplace_back();
    if (!whole_aggregate(t, rows, aggs[size_t(o.aggregate)], r.columns.back())) return false;
  }
  r.tag = "SELECT 1";
  out = std::move(r);
  return true;
}

}  // namespace

const char *try_fast_path(Catalog &catalog, const json &s, const std::vector<BaseTable> &bases, const Scope &scope,
                          Result &out) {
  try {
    if (two_hop(catalog, s, bases, scope, out)) return "two-hop join and GROUP BY as mxm";
    if (group_by_key(catalog, s, bases, scope, out)) return "GROUP BY key as reduce";
    if (key_join_columns(catalog, s, bases, scope, out)) return "key join as one GraphBLAS mask, columns extracted under it";
    if (table_aggregates(catalog, s, bases, scope, out)) return "aggregates as reduces under the WHERE mask";
  } catch (const SqlError &) {
    // the general path reports the error with its own scope and position
  }
  return nullptr;
}

}  // namespace tensql
