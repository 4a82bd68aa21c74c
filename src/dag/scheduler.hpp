// Recording and running the deferred DAG: record appends a node (running it at once in blocking
// mode), materialize forces a version, running its producer and, recursively, whatever that
// producer reads that is still pending. Before running a pending version node by node,
// materialize asks the planners (dag/planner.hpp) whether its producers form a group one fused
// kernel can compute.
#pragma once
#include <memory>

#include "dag/version.hpp"

namespace gb {

// Most pending nodes a chain may hold before the producer is forced at record time.
constexpr int kMaxPendingDepth = 64;

// Record a node producing a value of the given type and shape. In blocking mode (or past the depth
// bound) it runs at once and the returned version is materialized; an execution error is then
// returned in *info (the version still records it).
VersionPtr record(std::shared_ptr<Node> node, GrB_Type type, uint64_t nrows, uint64_t ncols,
                  GrB_Info* info);

// Force a version: run its producer (and, recursively, the producers of what it reads).
// Returns the execution error, if any, of this or an upstream node.
GrB_Info materialize(const VersionPtr& v);

}  // namespace gb
