// CREATE TABLE, DROP TABLE, INSERT and COPY FROM.
#include <fstream>
#include <sstream>

#include "engine.hpp"

namespace tensql {

static std::string sval(const json &n) { return n.contains("String") ? n["String"].value("sval", "") : ""; }

static ColType column_type(const json &type_name, const json &where) {
  std::string t = sval(type_name["names"].back());
  if (type_name.contains("arrayBounds")) unsupported("array type", where);
  if (t == "int2" || t == "int4" || t == "int8") return ColType::Int;
  if (t == "float8" || t == "float4") return ColType::Float;
  if (t == "text" || t == "varchar") return ColType::Text;
  if (t == "bool") return ColType::Bool;
  unsupported("column type \"" + t + "\"", where);
}

static void add_primary_key(Table &t, const std::string &col, const json &where) {
  int c = t.find_column(col);
  if (c < 0) throw SqlError("column \"" + col + "\" named in key does not exist", node_location(where));
  if (t.columns[size_t(c)].type != ColType::Int)
    unsupported("primary key column \"" + col + "\" that is not INTEGER or BIGINT", where);
  int position = 0;
  for (const Column &x : t.columns) position += x.key_position >= 0;
  if (position >= 2) unsupported("primary key of more than two columns", where);
  t.columns[size_t(c)].key_position = position;
}

Result Engine::create_table(const json &s) {
  const json &rel = s["relation"];
  std::string name = rel.value("relname", "");
  if (catalog_.tables.count(name)) {
    if (s.value("if_not_exists", false)) return Result{false, {}, {}, {}, "CREATE TABLE"};
    throw SqlError("relation \"" + name + "\" already exists", rel.value("location", -1));
  }
  auto t = std::make_unique<Table>();
  t->name = name;
  // keys point into s (their error locations): list_field, not a copy that dies with the loop
  std::vector<std::pair<std::string, const json *>> keys;
  for (const json &elt : list_field(s, "tableElts")) {
    if (elt.contains("Constraint")) {
      const json &c = elt["Constraint"];
      if (c.value("contype", "") != "CONSTR_PRIMARY") unsupported("table constraint " + c.value("contype", ""), elt);
      for (const json &k : c["keys"]) keys.emplace_back(sval(k), &elt);
      continue;
    }
    if (!elt.contains("ColumnDef")) unsupported("table element " + node_kind(elt), elt);
    const json &cd = elt["ColumnDef"];
    Column col;
    col.name = cd.value("colname", "");
    col.type = column_type(cd["typeName"], elt);
    if (t->find_column(col.name) >= 0)
      throw SqlError("column \"" + col.name + "\" specified more than once", node_location(elt));
    for (const json &c : list_field(cd, "constraints")) {
      std::string type = c["Constraint"].value("contype", "");
      if (type == "CONSTR_PRIMARY") keys.emplace_back(col.name, &c);
      else if (type != "CONSTR_NULL") unsupported("column constraint " + type, c);
    }
    t->columns.push_back(std::move(col));
  }
  if (t->columns.empty()) unsupported("table without columns", json{{"RangeVar", rel}});
  for (auto &[col, where] : keys) add_primary_key(*t, col, *where);
  t->hidden_key = keys.empty();
  t->nkeys = keys.empty() ? 1 : int(keys.size());
  t->stencil = t->new_obj(GrB_BOOL);
  for (Column &c : t->columns)
    if (c.key_position < 0) c.values = t->new_obj(grb_type_of(c.type));
  catalog_.tables[name] = std::move(t);
  return Result{false, {}, {}, {}, "CREATE TABLE"};
}

Result Engine::drop_table(const json &s) {
  if (s.value("removeType", "") != "OBJECT_TABLE") unsupported("DROP " + s.value("removeType", ""), json{{"DropStmt", s}});
  bool missing_ok = s.value("missing_ok", false);
  for (const json &obj : s["objects"]) {
    std::string name = sval(obj["List"]["items"].back());
    if (!catalog_.tables.erase(name) && !missing_ok) throw SqlError("table \"" + name + "\" does not exist");
  }
  return Result{false, {}, {}, {}, "DROP TABLE"};
}

// The table column each inserted value goes to: the listed columns, else all in order.
static std::vector<int> target_columns(const Table &t, const json &s) {
  std::vector<int> cols;
  if (!s.contains("cols")) {
    for (size_t c = 0; c < t.columns.size(); c++) cols.push_back(int(c));
    return cols;
  }
  for (const json &rt : s["cols"]) {
    std::string n = rt["ResTarget"].value("name", "");
    int c = t.find_column(n);
    if (c < 0) throw SqlError("column \"" + n + "\" of relation \"" + t.name + "\" does not exist", node_location(rt));
    cols.push_back(c);
  }
  return cols;
}

Result Engine::insert(const json &s) {
  Table &t = catalog_.get(s["relation"].value("relname", ""), s["relation"].value("location", -1));
  if (s.contains("onConflictClause")) unsupported("ON CONFLICT", s["onConflictClause"]);
  if (s.contains("returningList")) unsupported("RETURNING", s["returningList"][0]);
  std::vector<int> cols = target_columns(t, s);
  std::vector<Row> values;
  if (!s.contains("selectStmt")) unsupported("INSERT ... DEFAULT VALUES", json{{"RangeVar", s["relation"]}});
  if (node_kind(s["selectStmt"]) != "SelectStmt") unsupported("INSERT source", s["selectStmt"]);
  const json &sel = s["selectStmt"]["SelectStmt"];
  if (sel.contains("valuesLists")) {
    Scope empty;
    for (const json &list : sel["valuesLists"]) {
      Row r;
      for (const json &item : list["List"]["items"]) {
        if (node_kind(item) == "SetToDefault") { r.push_back(Value::null()); continue; }
        r.push_back(eval(*compile_expr(item, empty), Row()));
      }
      values.push_back(std::move(r));
    }
  } else {
    Result r = select(sel);
    r.materialize_rows();
    values = std::move(r.rows);
  }
  std::vector<Row> rows;
  for (Row &v : values) {
    if (v.size() != cols.size())
      throw SqlError(v.size() > cols.size() ? "INSERT has more expressions than target columns"
                                            : "INSERT has more target columns than expressions",
                     s["relation"].value("location", -1));
    Row r(t.columns.size());
    for (size_t k = 0; k < cols.size(); k++) r[size_t(cols[k])] = std::move(v[k]);
    rows.push_back(std::move(r));
  }
  t.insert(rows, catalog_.dict, s["relation"].value("location", -1));
  return Result{false, {}, {}, {}, "INSERT 0 " + std::to_string(rows.size())};
}

namespace {

// PostgreSQL's CSV format: an unquoted empty field is NULL, a quoted one the empty string. Kept
// here rather than in a CSV library because that distinction is part of the format.
struct CsvReader {
  const std::string &text;
  char delimiter;
  size_t pos = 0;
  size_t line = 1;

  bool at_end() const { return pos >= text.size(); }

  // Reads one record; each field is (text, was_quoted).
  std::vector<std::pair<std::string, bool>> record() {
    std::vector<std::pair<std::string, bool>> fields;
    std::string field;
    bool quoted = false;
    while (true) {
      if (pos < text.size() && text[pos] == '"') {
        quoted = true;
        pos++;
        while (true) {
          if (pos >= text.size()) throw SqlError("unterminated CSV quoted field at line " + std::to_string(line));
          char ch = text[pos++];
          if (ch == '"') {
            if (pos < text.size() && text[pos] == '"') { field += '"'; pos++; }
            else break;
          } else {
            if (ch == '\n') line++;
            field += ch;
          }
        }
      }
      while (pos < text.size() && text[pos] != delimiter && text[pos] != '\n' && text[pos] != '\r')
        field += text[pos++];
      fields.emplace_back(std::move(field), quoted);
      field.clear();
      quoted = false;
      if (pos < text.size() && text[pos] == delimiter) { pos++; continue; }
      if (pos < text.size() && text[pos] == '\r') pos++;
      if (pos < text.size() && text[pos] == '\n') pos++;
      line++;
      return fields;
    }
  }
};

Value csv_value(const std::string &s, bool quoted, const std::string &null_string, ColType t,
                const std::string &col, size_t line) {
  if (!quoted && s == null_string) return Value::null();
  auto bad = [&]() -> SqlError {
    return SqlError("invalid input syntax for type " + std::string(type_name(value_type_of(t))) + ": \"" + s +
                    "\" (COPY line " + std::to_string(line) + ", column " + col + ")");
  };
  char *end = nullptr;
  switch (t) {
    case ColType::Int: {
      errno = 0;
      long long v = std::strtoll(s.c_str(), &end, 10);
      if (s.empty() || *end || errno) throw bad();
      return Value::integer(v);
    }
    case ColType::Float: {
      double v = std::strtod(s.c_str(), &end);
      if (s.empty() || *end) throw bad();
      return Value::real(v);
    }
    case ColType::Bool:
      if (s == "t" || s == "true" || s == "1" || s == "TRUE") return Value::boolean(true);
      if (s == "f" || s == "false" || s == "0" || s == "FALSE") return Value::boolean(false);
      throw bad();
    case ColType::Text: return Value::text(s);
  }
  throw bad();
}

bool option_true(const json &arg) {
  if (arg.is_null()) return true;
  std::string v = arg.contains("String") ? arg["String"].value("sval", "") : "";
  if (arg.contains("Integer")) v = std::to_string(arg["Integer"].value("ival", 0));
  if (arg.contains("Boolean")) v = arg["Boolean"].value("boolval", false) ? "true" : "false";
  return v == "true" || v == "on" || v == "1";
}

}  // namespace

Result Engine::copy_from(const json &s) {
  if (!s.value("is_from", false) || !s.contains("relation")) unsupported("COPY TO", json{{"CopyStmt", s}});
  int loc = s["relation"].value("location", -1);
  if (!s.contains("filename")) unsupported("COPY FROM STDIN (give a file name)", json{{"CopyStmt", s}});
  Table &t = catalog_.get(s["relation"].value("relname", ""), loc);
  bool header = false;
  char delimiter = ',';
  std::string null_string;
  for (const json &o : list_field(s, "options")) {
    const json &d = o["DefElem"];
    std::string name = d.value("defname", "");
    json arg = d.contains("arg") ? d["arg"] : json();
    std::string sv = arg.contains("String") ? arg["String"].value("sval", "") : "";
    if (name == "format" && sv != "csv") unsupported("COPY format \"" + sv + "\" (only csv)", o);
    else if (name == "header") header = option_true(arg);
    else if (name == "delimiter" && sv.size() == 1) delimiter = sv[0];
    else if (name == "null") null_string = sv;
    else if (name != "format") unsupported("COPY option \"" + name + "\"", o);
  }
  std::vector<int> cols = target_columns(t, json::object());
  if (s.contains("attlist")) {
    cols.clear();
    for (const json &a : s["attlist"]) {
      int c = t.find_column(sval(a));
      if (c < 0) throw SqlError("column \"" + sval(a) + "\" of relation \"" + t.name + "\" does not exist", loc);
      cols.push_back(c);
    }
  }
  std::ifstream in(s.value("filename", ""), std::ios::binary);
  if (!in) throw SqlError("could not open file \"" + s.value("filename", "") + "\" for reading", loc);
  std::stringstream buf;
  buf << in.rdbuf();
  std::string text = buf.str();
  CsvReader reader{text, delimiter};
  if (header && !reader.at_end()) reader.record();
  std::vector<Row> rows;
  while (!reader.at_end()) {
    size_t line = reader.line;
    auto fields = reader.record();
    if (fields.size() == 1 && fields[0].first.empty() && !fields[0].second && cols.size() != 1) continue;
    if (fields.size() != cols.size())
      throw SqlError("COPY line " + std::to_string(line) + " has " + std::to_string(fields.size()) +
                     " fields, expected " + std::to_string(cols.size()), loc);
    Row r(t.columns.size());
    for (size_t k = 0; k < cols.size(); k++) {
      const Column &c = t.columns[size_t(cols[k])];
      r[size_t(cols[k])] = csv_value(fields[k].first, fields[k].second, null_string, c.type, c.name, line);
    }
    rows.push_back(std::move(r));
  }
  t.insert(rows, catalog_.dict, loc);
  return Result{false, {}, {}, {}, "COPY " + std::to_string(rows.size())};
}

}  // namespace tensql
