// A node of the deferred DAG: one recorded GraphBLAS call (or a batch of element updates) that
// produces one new version from the versions it read. Nodes are run on demand: only when someone
// materializes a version that (transitively) needs them, so intermediates nothing reads are never
// computed.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/container.hpp"

namespace gb {

struct Node {
  virtual ~Node() = default;
  // The versions this node reads, in an order the node itself defines.
  std::vector<VersionPtr> inputs;
  // Longest chain of pending nodes ending here; the scheduler forces work past a bound so the DAG
  // (and the recursion that runs it) stays shallow.
  int depth = 1;
  // What this node is, for logs and the planner ("mxm", "eWiseAdd", "setElement", ...).
  virtual const char* kind() const = 0;
  // Compute the output from the materialized inputs (same order as `inputs`).
  virtual GrB_Info run(const std::vector<StorePtr>& in, StorePtr* out, std::string* message) = 0;
};

// Most pending nodes a chain may hold before the producer is forced at record time.
constexpr int kMaxPendingDepth = 64;

// Record a node producing a value of the given type and shape. In blocking mode (or past the depth
// bound) it runs at once and the returned version is materialized; an execution error is then
// returned in *info (the version still records it).
VersionPtr record(std::shared_ptr<Node> node, GrB_Type type, uint64_t nrows, uint64_t ncols,
                  GrB_Info* info);

}  // namespace gb
