#include "output.hpp"

#include <algorithm>

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

void print_csv(std::ostream &out, const Result &r) {
  for (size_t c = 0; c < r.names.size(); c++) out << (c ? "," : "") << csv_field(Value::text(r.names[c]));
  out << '\n';
  std::string line;
  for (size_t row = 0; row < r.row_count(); row++) {
    line.clear();
    for (size_t c = 0; c < r.names.size(); c++) {
      if (c) line += ',';
      line += csv_field(r.value(row, c));
    }
    line += '\n';
    out << line;
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

void print_summary(std::ostream &out, const Result &r) {
  size_t n = r.row_count(), width = r.names.size();
  std::vector<__int128> ints(width, 0);
  std::vector<double> doubles(width, 0);
  std::vector<bool> is_double(width, false);
  for (size_t row = 0; row < n; row++) {
    for (size_t c = 0; c < width; c++) {
      Value v = r.value(row, c);
      if (v.type == Type::Float) { doubles[c] += v.d; is_double[c] = true; }
      else if (v.type == Type::Int) ints[c] += v.i;
      else if (!v.is_null()) ints[c] += 1;
    }
  }
  out << n;
  for (size_t c = 0; c < width; c++) {
    out << ',';
    if (is_double[c]) out << format_value(Value::real(doubles[c] + double(ints[c])));
    else out << int128_text(ints[c]);
  }
  out << '\n';
}

}  // namespace tensql
