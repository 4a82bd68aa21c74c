#include "output.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>

namespace tensql {

static size_t display_width(const std::string &s) {
  size_t w = 0;
  for (unsigned char c : s) w += (c & 0xC0) != 0x80;  // count UTF-8 code points
  return w;
}

// psql prints no blanks at the end of a line
static void put_line(std::ostream &out, std::string line) {
  line.erase(line.find_last_not_of(' ') + 1);
  out << line << '\n';
}

void print_aligned(std::ostream &out, const Result &r) {
  size_t n = r.names.size();
  std::vector<size_t> width(n);
  std::vector<bool> numeric(n, false);
  for (size_t c = 0; c < n; c++) width[c] = display_width(r.names[c]);
  std::vector<std::vector<std::string>> cells;
  for (size_t row = 0; row < r.row_count(); row++) {
    std::vector<std::string> line;
    for (size_t c = 0; c < n; c++) {
      Value v = r.value(row, c);
      line.push_back(format_value(v));
      width[c] = std::max(width[c], display_width(line.back()));
      if (v.is_numeric()) numeric[c] = true;
    }
    cells.push_back(std::move(line));
  }
  std::string line;
  for (size_t c = 0; c < n; c++) {
    size_t pad = width[c] - display_width(r.names[c]);
    line += (c ? "| " : " ") + std::string(pad / 2, ' ') + r.names[c] + std::string(pad - pad / 2, ' ') + " ";
  }
  put_line(out, line);
  line.clear();
  for (size_t c = 0; c < n; c++) line += (c ? "+" : "") + std::string(width[c] + 2, '-');
  put_line(out, line);
  for (const auto &cell : cells) {
    line.clear();
    for (size_t c = 0; c < n; c++) {
      std::string fill(width[c] - display_width(cell[c]), ' ');
      line += (c ? "| " : " ") + (numeric[c] ? fill + cell[c] : cell[c] + fill) + " ";
    }
    put_line(out, line);
  }
  out << '(' << r.row_count() << (r.row_count() == 1 ? " row)" : " rows)") << "\n\n";
}

static std::string csv_field(const Value &v) {
  if (v.is_null()) return "";
  std::string s = format_value(v);
  bool quote = s.empty() || s.find_first_of(",\"\n\r") != std::string::npos || s.front() == ' ' || s.back() == ' ';
  if (!quote) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

namespace {

// Buffered output of many small pieces (results with millions of rows).
class Writer {
 public:
  explicit Writer(std::ostream &out) : out_(out) { buf_.reserve(kSize + 256); }
  ~Writer() { flush(); }
  void put(char c) {
    buf_.push_back(c);
    if (buf_.size() >= kSize) flush();
  }
  void put(std::string_view s) {
    buf_.append(s);
    if (buf_.size() >= kSize) flush();
  }
  template <typename T> void number(T x) {
    char tmp[64];
    auto res = std::to_chars(tmp, tmp + sizeof tmp, x);
    put(std::string_view(tmp, size_t(res.ptr - tmp)));
  }
  void flush() {
    out_.write(buf_.data(), std::streamsize(buf_.size()));
    buf_.clear();
  }

 private:
  static constexpr size_t kSize = 1 << 20;
  std::ostream &out_;
  std::string buf_;
};

bool needs_quotes(std::string_view s) {
  return s.empty() || s.find_first_of(",\"\n\r") != std::string_view::npos || s.front() == ' ' || s.back() == ' ';
}

void csv_text(Writer &w, std::string_view s) {
  if (!needs_quotes(s)) return w.put(s);
  w.put('"');
  for (char c : s) {
    if (c == '"') w.put('"');
    w.put(c);
  }
  w.put('"');
}

// One cell of a columnar result as CSV (as csv_field(value) would write it).
void csv_cell(Writer &w, const ResultColumn &c, size_t row, const Dictionary *dict) {
  if (!c.valid.empty() && !c.valid[row]) return;
  switch (c.type) {
    case Type::Float: {
      double d = c.doubles[row];
      if (std::isnan(d)) return w.put("NaN");
      if (std::isinf(d)) return w.put(d > 0 ? "Infinity" : "-Infinity");
      return w.number(d);
    }
    case Type::Bool: return w.put(c.ints[row] ? "t" : "f");
    case Type::Text: return csv_text(w, dict->strings.at(size_t(c.ints[row])));
    default: return w.number(c.ints[row]);
  }
}

}  // namespace

void print_csv(std::ostream &out, const Result &r, bool header) {
  Writer w(out);
  for (size_t c = 0; c < r.names.size() && header; c++) {
    if (c) w.put(',');
    csv_text(w, r.names[c]);
  }
  if (header) w.put('\n');
  size_t n = r.row_count(), width = r.names.size();
  for (size_t row = 0; row < n; row++) {
    for (size_t c = 0; c < width; c++) {
      if (c) w.put(',');
      if (!r.columns.empty()) csv_cell(w, r.columns[c], row, r.dictionary);
      else w.put(csv_field(r.rows[row][c]));
    }
    w.put('\n');
  }
}

static std::string int128_text(__int128 v) {
  if (v == 0) return "0";
  bool negative = v < 0;
  std::string digits;
  for (; v != 0; v /= 10) digits += char('0' + int(negative ? -(v % 10) : v % 10));
  if (negative) digits += '-';
  return std::string(digits.rbegin(), digits.rend());
}

// Adds one column's values to the summary's sums.
static void summarize_column(const ResultColumn &c, __int128 &ints, double &doubles, bool &is_double) {
  size_t n = c.type == Type::Float ? c.doubles.size() : c.ints.size();
  for (size_t row = 0; row < n; row++) {
    if (!c.valid.empty() && !c.valid[row]) continue;
    if (c.type == Type::Float) { doubles += c.doubles[row]; is_double = true; }
    else if (c.type == Type::Int) ints += c.ints[row];
    else ints += 1;
  }
}

void Summary::add(const Result &r) {
  size_t n = r.row_count(), width = ints_.size();
  rows_ += n;
  for (size_t c = 0; c < width && !r.columns.empty(); c++) {
    bool d = false;
    summarize_column(r.columns[c], ints_[c], doubles_[c], d);
    if (d) is_double_[c] = true;
  }
  for (size_t row = 0; row < n && r.columns.empty(); row++) {
    for (size_t c = 0; c < width; c++) {
      const Value &v = r.rows[row][c];
      if (v.type == Type::Float) { doubles_[c] += v.d; is_double_[c] = true; }
      else if (v.type == Type::Int) ints_[c] += v.i;
      else if (!v.is_null()) ints_[c] += 1;
    }
  }
}

void Summary::write(std::ostream &out) const {
  out << rows_;
  for (size_t c = 0; c < ints_.size(); c++) {
    out << ',';
    if (is_double_[c]) out << format_value(Value::real(doubles_[c] + double(ints_[c])));
    else out << int128_text(ints_[c]);
  }
  out << '\n';
}

void print_summary(std::ostream &out, const Result &r) {
  Summary s(r.names.size());
  s.add(r);
  s.write(out);
}

}  // namespace tensql
