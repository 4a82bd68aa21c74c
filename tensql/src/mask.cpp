#include "mask.hpp"

namespace tensql {

namespace {

struct Truth {
  Obj t, f;  // rows where TRUE, rows where FALSE (each only when wanted)
};

// Which of a predicate's two row sets are needed: WHERE needs only the TRUE rows, and NOT, AND
// and OR pass the need on to their operands (swapped by NOT), so most FALSE sets are never built.
struct Want {
  bool t, f;
  Want swapped() const { return {f, t}; }
};

struct MaskPlanner {
  const Table &table;
  const Scope &scope;
  int offset;
  const Dictionary &dict;

  Obj empty() const { return table.new_obj(GrB_BOOL); }

  // The rows u holds, as BOOL true, for u whose rows are table rows (a value column's entries).
  Obj pattern(const Obj &u) const {
    Obj out = empty();
    if (out.v) check(GrB_Vector_apply_BinaryOp2nd_BOOL(out.v, nullptr, nullptr, GrB_ONEB_BOOL, u.v, true, nullptr), "GrB_apply");
    else check(GrB_Matrix_apply_BinaryOp2nd_BOOL(out.m, nullptr, nullptr, GrB_ONEB_BOOL, u.m, true, nullptr), "GrB_apply");
    return out;
  }

  // out<struct(mask), replace> = stencil: the stencil's rows that `mask` holds (as BOOL true)
  Obj restrict_stencil(const Obj &mask, bool complement) const {
    Obj out = empty();
    GrB_Descriptor d = complement ? GrB_DESC_RSC : GrB_DESC_RS;
    if (out.v) check(GrB_Vector_apply(out.v, mask.v, nullptr, GrB_IDENTITY_BOOL, table.stencil.v, d), "GrB_apply");
    else check(GrB_Matrix_apply(out.m, mask.m, nullptr, GrB_IDENTITY_BOOL, table.stencil.m, d), "GrB_apply");
    return out;
  }

  Obj combine(const Obj &a, const Obj &b, bool intersect) const {
    Obj out = empty();
    if (out.v) {
      if (intersect) check(GrB_Vector_eWiseMult_BinaryOp(out.v, nullptr, nullptr, GrB_LAND, a.v, b.v, nullptr), "GrB_eWiseMult");
      else check(GrB_Vector_eWiseAdd_BinaryOp(out.v, nullptr, nullptr, GrB_LOR, a.v, b.v, nullptr), "GrB_eWiseAdd");
    } else {
      if (intersect) check(GrB_Matrix_eWiseMult_BinaryOp(out.m, nullptr, nullptr, GrB_LAND, a.m, b.m, nullptr), "GrB_eWiseMult");
      else check(GrB_Matrix_eWiseAdd_BinaryOp(out.m, nullptr, nullptr, GrB_LOR, a.m, b.m, nullptr), "GrB_eWiseAdd");
    }
    return out;
  }

  // a AND b (or a OR b when !intersect) of the wanted sets: TRUE where both (either) are, FALSE
  // where either (both) is.
  Truth combine_truth(const Truth &a, const Truth &b, bool intersect, Want w) const {
    Truth r;
    if (w.t) r.t = combine(a.t, b.t, intersect);
    if (w.f) r.f = combine(a.f, b.f, !intersect);
    return r;
  }

  // The table column a ColumnRef names, or -1 when it names another table's column.
  int column_of(const json &node) const {
    if (node_kind(node) != "ColumnRef") return -1;
    int c = scope.resolve(node) - offset;
    return c >= 0 && c < int(table.columns.size()) ? c : -1;
  }

  std::optional<Truth> compile(const json &node, Want w) const;
  std::optional<Truth> comparison(const json &node, Want w) const;
  std::optional<Truth> compare_value_column(const Column &col, std::string op, const Value &c, Want w) const;
  std::optional<Truth> compare_key_column(const Column &col, std::string op, const Value &c, Want w) const;
  std::optional<Truth> null_test(const json &node, Want w) const;
  std::optional<Truth> in_list(const json &node, Want w) const;
  std::optional<Truth> boolean(const json &node, Want w) const;
};

const char *flip(const std::string &op) {
  if (op == "<") return ">";
  if (op == "<=") return ">=";
  if (op == ">") return "<";
  if (op == ">=") return "<=";
  return op == "!=" ? "<>" : op.c_str();
}

const char *negate(const std::string &op) {
  if (op == "=") return "<>";
  if (op == "<>") return "=";
  if (op == "<") return ">=";
  if (op == "<=") return ">";
  if (op == ">") return "<=";
  return "<";
}

GrB_IndexUnaryOp value_op(const std::string &op, ColType t) {
  bool f = t == ColType::Float, b = t == ColType::Bool;
  if (op == "=") return f ? GrB_VALUEEQ_FP64 : b ? GrB_VALUEEQ_BOOL : GrB_VALUEEQ_INT64;
  if (op == "<>") return f ? GrB_VALUENE_FP64 : b ? GrB_VALUENE_BOOL : GrB_VALUENE_INT64;
  if (op == "<") return f ? GrB_VALUELT_FP64 : b ? GrB_VALUELT_BOOL : GrB_VALUELT_INT64;
  if (op == "<=") return f ? GrB_VALUELE_FP64 : b ? GrB_VALUELE_BOOL : GrB_VALUELE_INT64;
  if (op == ">") return f ? GrB_VALUEGT_FP64 : b ? GrB_VALUEGT_BOOL : GrB_VALUEGT_INT64;
  return f ? GrB_VALUEGE_FP64 : b ? GrB_VALUEGE_BOOL : GrB_VALUEGE_INT64;
}

}  // namespace

std::optional<Truth> MaskPlanner::compare_value_column(const Column &col, std::string op, const Value &c, Want w) const {
  GrB_Type type = grb_type_of(col.type);
  auto select = [&](const std::string &o) {
    Obj sel = table.new_obj(type);
    GrB_IndexUnaryOp iop = value_op(o, col.type);
    const Obj &u = col.values;
    if (col.type == ColType::Float) {
      double y = c.as_double();
      if (sel.v) check(GrB_Vector_select_FP64(sel.v, nullptr, nullptr, iop, u.v, y, nullptr), "GrB_select");
      else check(GrB_Matrix_select_FP64(sel.m, nullptr, nullptr, iop, u.m, y, nullptr), "GrB_select");
    } else if (col.type == ColType::Bool) {
      bool y = c.i != 0;
      if (sel.v) check(GrB_Vector_select_BOOL(sel.v, nullptr, nullptr, iop, u.v, y, nullptr), "GrB_select");
      else check(GrB_Matrix_select_BOOL(sel.m, nullptr, nullptr, iop, u.m, y, nullptr), "GrB_select");
    } else {
      int64_t y = col.type == ColType::Text ? dict.find(c.s) : c.i;
      if (sel.v) check(GrB_Vector_select_INT64(sel.v, nullptr, nullptr, iop, u.v, y, nullptr), "GrB_select");
      else check(GrB_Matrix_select_INT64(sel.m, nullptr, nullptr, iop, u.m, y, nullptr), "GrB_select");
    }
    return pattern(sel);
  };
  bool ok = (col.type == ColType::Int && c.type == Type::Int) || (col.type == ColType::Float && c.is_numeric()) ||
            (col.type == ColType::Bool && c.type == Type::Bool) ||
            (col.type == ColType::Text && c.type == Type::Text && (op == "=" || op == "<>"));
  if (!ok) return std::nullopt;
  Truth r;
  if (w.t) r.t = select(op);
  if (w.f) r.f = select(negate(op));
  return r;
}

std::optional<Truth> MaskPlanner::compare_key_column(const Column &col, std::string op, const Value &c, Want w) const {
  if (c.type != Type::Int || c.i < -kKeyOffset + 1 || c.i >= kKeyOffset) return std::nullopt;
  int64_t idx = c.i + kKeyOffset;
  bool rows = col.key_position == 0;
  auto select = [&](const Obj &u, bool le, int64_t y) {
    Obj out = empty();
    GrB_IndexUnaryOp iop = rows ? (le ? GrB_ROWLE : GrB_ROWGT) : (le ? GrB_COLLE : GrB_COLGT);
    if (out.v) check(GrB_Vector_select_INT64(out.v, nullptr, nullptr, iop, u.v, y, nullptr), "GrB_select");
    else check(GrB_Matrix_select_INT64(out.m, nullptr, nullptr, iop, u.m, y, nullptr), "GrB_select");
    return out;
  };
  Obj t;
  if (op == "<=") t = select(table.stencil, true, idx);
  else if (op == "<") t = select(table.stencil, true, idx - 1);
  else if (op == ">") t = select(table.stencil, false, idx);
  else if (op == ">=") t = select(table.stencil, false, idx - 1);
  else {
    Obj eq = select(select(table.stencil, false, idx - 1), true, idx);
    t = op == "=" ? std::move(eq) : restrict_stencil(eq, true);
  }
  Obj f = w.f ? restrict_stencil(t, true) : Obj();
  return Truth{std::move(t), std::move(f)};
}

std::optional<Truth> MaskPlanner::comparison(const json &node, Want w) const {
  const json &a = node["A_Expr"];
  if (a.value("kind", "") != "AEXPR_OP" || !a.contains("lexpr")) return std::nullopt;
  std::string op = a["name"].back()["String"].value("sval", "");
  if (op == "!=") op = "<>";
  if (op != "=" && op != "<>" && op != "<" && op != "<=" && op != ">" && op != ">=") return std::nullopt;
  const json *colref = &a["lexpr"], *constant = &a["rexpr"];
  if (node_kind(*colref) != "ColumnRef") {
    std::swap(colref, constant);
    op = flip(op);
  }
  if (node_kind(*constant) != "A_Const") return std::nullopt;
  int c = column_of(*colref);
  if (c < 0) return std::nullopt;
  Value v = constant_value(*constant);
  const Column &col = table.columns[size_t(c)];
  if (v.is_null()) return Truth{empty(), empty()};
  return col.key_position >= 0 ? compare_key_column(col, op, v, w) : compare_value_column(col, op, v, w);
}

std::optional<Truth> MaskPlanner::null_test(const json &node, Want w) const {
  const json &n = node["NullTest"];
  int c = column_of(n["arg"]);
  if (c < 0) return std::nullopt;
  const Column &col = table.columns[size_t(c)];
  bool not_null = n.value("nulltesttype", "") == "IS_NOT_NULL";
  if (not_null) w = w.swapped();
  Truth r;  // for IS NULL, then swapped for IS NOT NULL
  if (col.key_position >= 0) {
    r.t = empty();
    if (w.f) r.f = table.stencil.dup();
  } else {
    if (w.t) r.t = restrict_stencil(col.values, true);
    if (w.f) r.f = pattern(col.values);
  }
  if (not_null) std::swap(r.t, r.f);
  return r;
}

// x IN (c1, c2, ...) is the OR of x = ci; a NULL in the list makes every non-match NULL.
std::optional<Truth> MaskPlanner::in_list(const json &node, Want w) const {
  const json &a = node["A_Expr"];
  const json &r = a["rexpr"];
  if (!r.contains("List")) return std::nullopt;
  bool negated = a["name"].back()["String"].value("sval", "") == "<>";
  Want inner = negated ? w.swapped() : w;
  std::optional<Truth> acc;
  bool saw_null = false;
  for (const json &item : r["List"]["items"]) {
    if (node_kind(item) != "A_Const") return std::nullopt;
    if (constant_value(item).is_null()) { saw_null = true; continue; }
    json eq = {{"A_Expr", {{"kind", "AEXPR_OP"}, {"name", a["name"]}, {"lexpr", a["lexpr"]}, {"rexpr", item}}}};
    eq["A_Expr"]["name"] = json::array({json{{"String", {{"sval", "="}}}}});
    auto one = comparison(eq, inner);
    if (!one) return std::nullopt;
    if (!acc) acc = std::move(one);
    else acc = combine_truth(*acc, *one, false, inner);
  }
  if (!acc) acc = Truth{empty(), saw_null ? empty() : table.stencil.dup()};
  if (saw_null) acc->f = empty();
  if (negated) std::swap(acc->t, acc->f);
  return acc;
}

std::optional<Truth> MaskPlanner::boolean(const json &node, Want w) const {
  const json &b = node["BoolExpr"];
  std::string op = b.value("boolop", "");
  if (op == "NOT_EXPR") w = w.swapped();
  std::optional<Truth> acc;
  for (const json &arg : b["args"]) {
    auto one = compile(arg, w);
    if (!one) return std::nullopt;
    if (op == "NOT_EXPR") return Truth{std::move(one->f), std::move(one->t)};
    if (!acc) acc = std::move(one);
    else acc = combine_truth(*acc, *one, op == "AND_EXPR", w);
  }
  return acc;
}

std::optional<Truth> MaskPlanner::compile(const json &node, Want w) const {
  std::string kind = node_kind(node);
  if (kind == "BoolExpr") return boolean(node, w);
  if (kind == "NullTest") return null_test(node, w);
  if (kind == "A_Expr") {
    std::string k = node["A_Expr"].value("kind", "");
    if (k == "AEXPR_OP") return comparison(node, w);
    if (k == "AEXPR_IN") return in_list(node, w);
  }
  return std::nullopt;
}

std::optional<Obj> predicate_mask(const json &pred, const Table &table, const Scope &scope, int offset,
                                  const Dictionary &dict) {
  MaskPlanner planner{table, scope, offset, dict};
  auto truth = planner.compile(pred, Want{true, false});
  if (!truth) return std::nullopt;
  return std::move(truth->t);
}

}  // namespace tensql
