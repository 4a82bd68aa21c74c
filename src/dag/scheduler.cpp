#include "core/memory.hpp"
#include "dag/scheduler.hpp"

#include <algorithm>
#include <cstring>
#include <new>
#include <vector>

#include "core/global.hpp"
#include "dag/coverage.hpp"
#include "dag/node.hpp"
#include "dag/planner.hpp"

namespace gb {

// The storage format a node's result is kept in: the output handle's sparsity control and switches
// decide by SuiteSparse's conform rule (core/store.cpp: conform), as SuiteSparse conforms every
// result, starting from the format the kernel produced (which matters within the rule's
// hysteresis: tests/differential/README.md, "Storage formats").
static StorePtr output_format(const Node& node, StorePtr s) {
  if (!node.conforms_result()) return s;
  // a result with no positions (a dimension is 0) starts full, as SuiteSparse's kernels make it
  // (its value array is then handed out by a full unpack: LAGraph_Random_Matrix builds from it)
  int64_t total = 0;
  if (s->is_sparse_or_hyper() && dense_size(*s, &total) && total == 0) {
    StorePtr f = to_full(s);
    if (f) s = f;
  }
  StorePtr c = conform(s, node.sparsity_control, node.hyper_switch, node.bitmap_switch);
  return c ? c : s;
}

static GrB_Info materialize_pending(const VersionPtr& v);

// An allocation that throws (operator new behind a std container, a shared_ptr) anywhere in the
// planners, a node or the output conversion ends as GrB_OUT_OF_MEMORY here, v still pending.
GrB_Info materialize(const VersionPtr& v) {
  try {
    return materialize_pending(v);
  } catch (const std::bad_alloc&) {
    return GrB_OUT_OF_MEMORY;
  }
}

static GrB_Info materialize_pending(const VersionPtr& v) {
  // The pending nodes producing v may form a group the JIT runs as one kernel (src/dag/planner.hpp;
  // planned before v is locked: the planner materializes the group's operands and reads v).
  // Matrix results: planner.cpp; vector results of an accumulating mxv: planner_vector.cpp.
  StorePtr fused;
  int nthreads = 0;  // the producing call's descriptor GxB_NTHREADS, for a fused group too
  {
    std::lock_guard<std::mutex> lock(v->mu);
    if (v->producer) nthreads = v->producer->nthreads;
  }
  CallThreads fused_threads(nthreads);
  if (plan_matrix_result(v, &fused) || plan_vector_result(v, &fused)) {
    std::lock_guard<std::mutex> lock(v->mu);
    if (!v->store && v->producer) {
      v->store = output_format(*v->producer, std::move(fused));
      v->producer.reset();
    }
    return GrB_SUCCESS;
  }
  std::lock_guard<std::mutex> lock(v->mu);
  if (v->store) return GrB_SUCCESS;
  if (v->exec_error != GrB_SUCCESS) return v->exec_error;
  std::shared_ptr<Node> node = v->producer;
  if (!node) {
    v->exec_error = GrB_PANIC;
    v->exec_message = "version has neither storage nor producer";
    return v->exec_error;
  }
  gb::vector<StorePtr> in;
  in.reserve(node->inputs.size());
  for (const VersionPtr& iv : node->inputs) {
    if (!iv) {
      in.push_back(nullptr);
      continue;
    }
    GrB_Info info = materialize(iv);
    if (info == GrB_OUT_OF_MEMORY) return info;  // not kept: v stays pending (see below)
    if (info != GrB_SUCCESS) {
      v->exec_error = info;
      v->exec_message = iv->exec_message;
      return info;
    }
    in.push_back(iv->store);
  }
  StorePtr out;
  std::string msg;
  GrB_Info info;
  {
    CallThreads node_threads(node->nthreads);  // the inputs above ran under their own settings
    info = node->run(in, &out, &msg);
  }
  if (info == GrB_SUCCESS && !out) {
    info = GrB_OUT_OF_MEMORY;
    msg = "out of memory";
  }
  // Running out of memory is not the call's own failure: v stays pending, with its inputs, so that
  // a later read (once memory was freed) computes it. Any other error is the value's for good.
  if (info == GrB_OUT_OF_MEMORY) return info;
  if (info != GrB_SUCCESS) {
    v->exec_error = info;
    v->exec_message = msg.empty() ? std::string(node->kind()) + " failed" : msg;
    return info;
  }
  coverage_library(*node, in, out.get());
  v->store = output_format(*node, std::move(out));
  v->producer.reset();  // drops the references to the inputs: they may now be freed
  return GrB_SUCCESS;
}

VersionPtr record(std::shared_ptr<Node> node, GrB_Type type, uint64_t nrows, uint64_t ncols,
                  GrB_Info* info) {
  int depth = 0;
  for (const VersionPtr& iv : node->inputs)
    if (iv && iv->producer) depth = std::max(depth, iv->producer->depth);
  node->depth = depth + 1;
  VersionPtr v = make_pending(std::move(node), type, nrows, ncols);
  *info = GrB_SUCCESS;
  if (global().mode == GrB_BLOCKING || v->producer->depth >= kMaxPendingDepth) *info = materialize(v);
  return v;
}

}  // namespace gb
