// grb-sql [--csv] [--timing] [--summary] [-c "SQL"]... [FILE.sql ...]: runs SQL statements (separated by
// semicolons) from -c arguments and files in the order given, or from stdin when there are none.
// Results go to stdout (aligned, or CSV with --csv); statement tags, timings and errors to stderr.
#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

#include "engine.hpp"
#include "output.hpp"

using namespace tensql;

namespace {

struct Options {
  bool csv = false;
  bool summary = false;
  bool timing = false;
};

struct Input {
  std::string name;  // file name, or empty for -c / stdin
  std::string text;
};

void usage() {
  std::cerr << "usage: grb-sql [--csv] [--timing] [--summary] [-c \"SQL\"]... [FILE.sql ...]\n"
               "  Runs SQL statements from -c arguments and files (or stdin), in order.\n"
               "  --csv     results as CSV (a header row, then the rows; NULL as an empty field)\n"
               "  --timing  each statement's time on stderr (as psql's \\timing; a line \\timing\n"
               "            [on|off] in the input does the same)\n"
               "  --summary instead of each result's rows, one line: the row count, then per column\n"
               "            the sum of its numbers (TEXT, BOOLEAN: its number of non-NULL values)\n";
}

void report_error(const Input &in, size_t stmt_begin, const SqlError &e) {
  std::string where;
  if (!in.name.empty()) {
    size_t at = e.location >= 0 ? stmt_begin + size_t(e.location) : in.text.find_first_not_of(" \t\r\n", stmt_begin);
    at = std::min(at, in.text.size());
    size_t line = 1 + size_t(std::count(in.text.begin(), in.text.begin() + long(at), '\n'));
    where = "grb-sql:" + in.name + ":" + std::to_string(line) + ": ";
  }
  std::cerr << where << "ERROR:  " << e.what() << '\n';
  if (e.location < 0) return;
  size_t pos = std::min(in.text.size(), stmt_begin + size_t(e.location));
  size_t line_start = in.text.rfind('\n', pos == 0 ? 0 : pos - 1);
  line_start = line_start == std::string::npos || pos == 0 ? 0 : line_start + 1;
  if (pos > 0 && in.text[pos - 1] == '\n') line_start = pos;
  size_t line_end = in.text.find('\n', pos);
  if (line_end == std::string::npos) line_end = in.text.size();
  size_t line_no = 1 + size_t(std::count(in.text.begin(), in.text.begin() + long(line_start), '\n'));
  std::string prefix = "LINE " + std::to_string(line_no) + ": ";
  std::cerr << prefix << in.text.substr(line_start, line_end - line_start) << '\n'
            << std::string(prefix.size() + pos - line_start, ' ') << "^\n";
}

// Replaces backslash meta-command lines by blanks (keeping offsets) and returns them with offsets.
std::vector<std::pair<size_t, std::string>> take_meta_commands(std::string &text) {
  std::vector<std::pair<size_t, std::string>> out;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    size_t first = text.find_first_not_of(" \t", pos);
    if (first < end && text[first] == '\\') {
      out.emplace_back(pos, text.substr(first, end - first));
      std::fill(text.begin() + long(pos), text.begin() + long(end), ' ');
    }
    pos = end + 1;
  }
  return out;
}

bool apply_meta(const std::string &cmd, Options &opt) {
  std::istringstream words(cmd);
  std::string name, arg;
  words >> name >> arg;
  if (name == "\\timing") {
    opt.timing = arg.empty() ? !opt.timing : (arg == "on");
    std::cerr << "Timing is " << (opt.timing ? "on." : "off.") << '\n';
    return true;
  }
  std::cerr << "ERROR:  unsupported meta-command " << name << '\n';
  return false;
}

// Prints a result (every part of one given in parts); returns the time spent printing.
std::chrono::steady_clock::duration print_result(Result &r, const Options &opt) {
  using clock = std::chrono::steady_clock;
  clock::duration printing{};
  if (r.next_part && !opt.summary && !opt.csv) r.gather_parts();  // aligned output needs every row's width
  auto begin = clock::now();
  r.take_held();  // a result held as GraphBLAS objects becomes columns as it is printed
  std::optional<Summary> summary;
  if (opt.summary) summary.emplace(r.names.size());
  size_t rows = 0;
  for (bool header = true;; header = false) {
    rows += r.row_count();
    if (summary) summary->add(r);
    else if (opt.csv) print_csv(std::cout, r, header);
    else print_aligned(std::cout, r);
    if (!r.next_part) break;
    printing += clock::now() - begin;
    bool more = r.next_part(r);
    begin = clock::now();
    if (!more) break;
  }
  if (summary) summary->write(std::cout);
  std::cout.flush();
  if (r.next_part) r.tag = "SELECT " + std::to_string(rows);
  return printing + (clock::now() - begin);
}

bool run_input(Engine &engine, Input in, Options &opt) {
  bool ok = true;
  auto metas = take_meta_commands(in.text);
  size_t next_meta = 0;
  std::vector<StatementSpan> spans;
  std::optional<SqlError> scan_error;
  try {
    spans = split_statements(in.text);
  } catch (const SqlError &e) {
    // run the complete statements before the one the scanner failed in, then report it
    scan_error = e;
    try {
      spans = split_statements(in.text.substr(0, size_t(std::max(e.location, 0))));
    } catch (const SqlError &) {
      spans.clear();
    }
    if (!spans.empty() && in.text[spans.back().begin + spans.back().length] != ';') spans.pop_back();
  }
  auto run_metas_before = [&](size_t offset) {
    for (; next_meta < metas.size() && metas[next_meta].first < offset; next_meta++)
      ok = apply_meta(metas[next_meta].second, opt) && ok;
  };
  for (const StatementSpan &span : spans) {
    run_metas_before(span.begin);
    // the time to run the statement and hold its result, not to print it (as psql's \timing)
    auto start = std::chrono::steady_clock::now(), done = start;
    try {
      Result r = engine.execute(in.text.substr(span.begin, span.length));
      done = std::chrono::steady_clock::now();
      if (r.has_rows) {
        // a result in parts: its time is that of computing every part, not of printing them
        auto printing = print_result(r, opt);
        done = std::chrono::steady_clock::now() - printing;
      }
      std::cerr << r.tag << '\n';
    } catch (const SqlError &e) {
      report_error(in, span.begin, e);
      ok = false;
    } catch (const std::exception &e) {
      report_error(in, span.begin, SqlError(std::string("internal error: ") + e.what()));
      ok = false;
    }
    if (done == start) done = std::chrono::steady_clock::now();
    double ms = std::chrono::duration<double, std::milli>(done - start).count();
    if (opt.timing) std::fprintf(stderr, "Time: %.3f ms\n", ms);
  }
  run_metas_before(in.text.size() + 1);
  if (scan_error) {
    report_error(in, 0, *scan_error);
    ok = false;
  }
  return ok;
}

// Keeps freed memory in the process for the next allocation: a statement allocates and frees
// arrays of its result's size several times, and each fresh mapping is faulted in (and cleared)
// page by page on first touch.
void keep_freed_memory() {
  mallopt(M_MMAP_MAX, 0);
  mallopt(M_TRIM_THRESHOLD, INT_MAX);
  mallopt(M_TOP_PAD, 256 << 20);
}

}  // namespace

int main(int argc, char **argv) {
  keep_freed_memory();
  Options opt;
  std::vector<Input> inputs;
  for (int a = 1; a < argc; a++) {
    std::string arg = argv[a];
    if (arg == "--csv") opt.csv = true;
    else if (arg == "--timing") opt.timing = true;
    else if (arg == "--summary") opt.summary = true;
    else if (arg == "-h" || arg == "--help") { usage(); return 0; }
    else if (arg == "-c") {
      if (++a >= argc) { usage(); return 2; }
      inputs.push_back({"", argv[a]});
    } else if (!arg.empty() && arg[0] == '-' && arg != "-") {
      std::cerr << "grb-sql: unknown option " << arg << '\n';
      usage();
      return 2;
    } else {
      std::stringstream buf;
      if (arg == "-") buf << std::cin.rdbuf();
      else {
        std::ifstream f(arg, std::ios::binary);
        if (!f) { std::cerr << "grb-sql: cannot read " << arg << '\n'; return 2; }
        buf << f.rdbuf();
      }
      inputs.push_back({arg == "-" ? "" : arg, buf.str()});
    }
  }
  if (inputs.empty()) {
    std::stringstream buf;
    buf << std::cin.rdbuf();
    inputs.push_back({"", buf.str()});
  }
  bool ok = true;
  try {
    Engine engine;
    engine.allow_result_parts(true);
    for (Input &in : inputs) ok = run_input(engine, std::move(in), opt) && ok;
  } catch (const std::exception &e) {
    std::cerr << "grb-sql: " << e.what() << '\n';
    return 1;
  }
  return ok ? 0 : 1;
}
