#include "dag/coverage.hpp"

#include <cstdio>
#include <map>
#include <mutex>
#include <string>

#include "dag/jit.hpp"

namespace gb {
namespace {

struct Tally {
  int64_t nodes = 0, entries = 0;
};

struct Coverage {
  std::mutex mu;
  Tally compiled, library;
  int64_t alone_nodes = 0;  // of compiled.nodes: calls that ran as a kernel of their own
  std::map<std::string, Tally> library_by_kind;  // what stayed on the kernel library, by node kind
};

Coverage& coverage() {
  static Coverage* c = new Coverage;  // never destroyed: finalize may run during static teardown
  return *c;
}

std::string percent(int64_t part, int64_t whole) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", whole > 0 ? 100.0 * double(part) / double(whole) : 0.0);
  return buf;
}

}  // namespace

bool coverage_enabled() {
  static const bool on = jit_log_enabled();
  return on;
}

void coverage_library_call(const char* kind, int64_t entries) {
  if (!coverage_enabled()) return;
  Coverage& c = coverage();
  std::lock_guard<std::mutex> lock(c.mu);
  c.library.nodes++;
  c.library.entries += entries;
  Tally& k = c.library_by_kind[kind];
  k.nodes++;
  k.entries += entries;
}

void coverage_library(const Node& node, const gb::vector<StorePtr>& in, const Store* out) {
  if (!coverage_enabled()) return;
  int64_t entries = coverage_entries(out);
  for (const StorePtr& s : in) entries += coverage_entries(s.get());
  coverage_library_call(node.kind(), entries);
}

void coverage_compiled(int nodes, int64_t entries) {
  if (!coverage_enabled()) return;
  Coverage& c = coverage();
  std::lock_guard<std::mutex> lock(c.mu);
  c.compiled.nodes += nodes;
  c.compiled.entries += entries;
  if (nodes == 1) c.alone_nodes++;
}

void coverage_report() {
  if (!coverage_enabled()) return;
  Coverage& c = coverage();
  std::lock_guard<std::mutex> lock(c.mu);
  const int64_t nodes = c.compiled.nodes + c.library.nodes, entries = c.compiled.entries + c.library.entries;
  std::string line = "summary: " + std::to_string(c.compiled.nodes) + " of " + std::to_string(nodes) +
                     " nodes ran in compiled kernels (" + std::to_string(c.compiled.nodes - c.alone_nodes) +
                     " fused, " + std::to_string(c.alone_nodes) + " compiled alone), " + percent(c.compiled.entries, entries) +
                     " of the work (entries touched: " + std::to_string(c.compiled.entries) + " compiled, " +
                     std::to_string(c.library.entries) + " on the kernel library)";
  if (!c.library_by_kind.empty()) {
    line += "; on the kernel library:";
    for (const auto& k : c.library_by_kind)
      line += " " + k.first + " " + std::to_string(k.second.nodes) + " (" + percent(k.second.entries, entries) + ")";
  }
  jit_log(line);
}

}  // namespace gb
