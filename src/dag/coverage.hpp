// How much of a run's work went through compiled kernels (issue 24's measure): every node run
// on the kernel library and every node run inside a fused kernel is counted, weighted by the
// entries it touched (its operands' and its result's stored entries). With GRB_JIT_LOG set the
// plan log gets the totals, by kind of node, at GrB_finalize; otherwise nothing is counted.
#pragma once
#include <cstdint>

#include "core/store.hpp"
#include "dag/node.hpp"

namespace gb {

// Whether counting is on (the plan log is; decided once per process).
bool coverage_enabled();
// A node the kernel library ran: its inputs and its result.
void coverage_library(const Node& node, const gb::vector<StorePtr>& in, const Store* out);
// A call the kernel library ran without a node (a reduction to a C scalar): its kind and entries.
void coverage_library_call(const char* kind, int64_t entries);
// `nodes` recorded calls run as one compiled kernel that read and wrote `entries` entries (one
// call: "compiled alone" in the summary; more: "fused").
void coverage_compiled(int nodes, int64_t entries);
// The store's stored entries (0 for null), for the weights.
inline int64_t coverage_entries(const Store* s) { return s ? s->nvals : 0; }
// The totals, into the plan log (GrB_finalize).
void coverage_report();

}  // namespace gb
