// The planner: when a reduction to a scalar forces a pending version, look at the pending nodes
// that produce it for a group the compiler can fuse, and run that group as one JIT-compiled kernel
// (src/dag/jit.cpp). Two patterns today, the ones the lowering supports:
//   (a) reduce(PLUS) of a masked dot-product mxm: C<M,struct> = A*B' (PLUS_PAIR, or PLUS_TIMES on
//       one type), C never formed (C<L> = L*U', then sum(C));
//   (b) reduce(PLUS) of a tree of apply (unary) / select / eWiseAdd / eWiseMult over csr matrices
//       (several are merged row by row), or of a chain of apply / select over such an mxm.
// The intermediate versions stay pending (a later reader computes them node by node).
// When a pending version itself is materialized (src/dag/scheduler.cpp), the same chains with a
// MATRIX result -- select/apply/eWiseAdd/eWiseMult trees over csr matrices, or C<M,struct> = A*B' (or A*B, B then taken
// by column) followed by select/apply (a support count, then select(VALUEGE)) -- run as one kernel
// whose CSR output becomes the version's storage; intermediates are never formed. One such call
// alone is a group too, compiled alone, where the compiled kernel is no slower than the kernel
// library's node: a positional select whose kept columns are one run per row (tril, triu, diag,
// row and column bounds; over an iso operand too, its result then iso) or an eWiseAdd, on an
// operand past the kernel library's serial cut-off; a lone apply, other select, eWiseMult or masked mxm, or a call on a
// smaller operand, runs node by node with its reason logged (planner.cpp, lone_refusal and
// small_operand_refusal).
// A pending vector from an mxv or vxm alone (no mask, no accumulator) is computed by
// plan_vector_result: the pull over A's rows (mxv_pull), or the push of u's entries through A's
// rows in the library's output blocks (vxm_push, where the library itself would push into a
// dense accumulator).
// Anything else, any operand the kernel cannot take (hypersparse, bitmap, full, by column, iso
// values that are read) and any JIT failure runs node by node, as before.
//
// Observability: GRB_JIT_LOG=1 (or a file) logs each plan: the group, the path (cache hit in
// memory, disk load, compile and its time, or node by node and why). GRB_DAG_DOT=<file> appends
// each plan's DAG, fusion group as a cluster, as a Graphviz digraph.
#pragma once
#include <chrono>
#include <string>
#include <vector>

#include "core/memory.hpp"
#include "core/opref.hpp"
#include "dag/version.hpp"

namespace gb {

// The monoid reduction of version v (a C scalar's value, the identity when v has no entries)
// computed by a fused kernel: v pending, with the group that produces it; or v computed (a
// sparse store, PLUS in its type, past the serial cut-off), alone, in the kernel library's
// pieces and order. True: *value holds it in the monoid's type (as
// reduce_to_scalar writes it). False: nothing was computed; the caller runs the usual path.
bool plan_reduce_to_scalar(const VersionPtr& v, const MonoidRef& monoid, gb::vector<unsigned char>* value);

// The value of pending version v (a matrix) computed by one fused kernel over the group of pending
// nodes that produce it (one operation or more; an intermediate something outside the group
// still holds ends the group and is computed node by node, once). True: *out is v's storage, CSR
// by row, not yet conformed to the output's sparsity control (materialize does that). False:
// nothing was computed (no group, JIT off or unable, a fallback that GRB_JIT_LOG records).
bool plan_matrix_result(const VersionPtr& v, StorePtr* out);

// The value of pending version v (a vector produced by an mxv with an accumulator) computed by one
// fused kernel with the pending scalar assign giving its old value and the pending eWiseMult giving
// its input (a ranking iteration; src/dag/planner_vector.cpp), or by one kernel for an mxv or a
// vxm alone. True: *out is v's storage, a vector the kernel wrote into. False: nothing was
// computed (logged with GRB_JIT_LOG).
bool plan_vector_result(const VersionPtr& v, StorePtr* out);

// A masked vxm + assign (src/dag/planner_vxm_assign.cpp): the pending v<q1,struct> = s whose mask
// is the pending q1<!v,struct,replace> = q any.pair A (a vxm, or the equivalent mxv), computed by
// one kernel with that product. True: *out is v's storage (bitmap) and q1's version holds its own.
// False: nothing was computed (logged with GRB_JIT_LOG when the calls have the pair's shape).
// Asked by plan_vector_result.
bool plan_vxm_assign(const VersionPtr& v, StorePtr* out);

// w = reduce(A) by rows (GrB_Matrix_reduce to a vector, no mask, accumulator or transpose, into
// an empty w): the group of pending element-wise calls below A (or a stored A alone) compiled
// with the row reduction as its root, written as a bitmap vector. False: run node by node (the
// plan log says why).
bool plan_row_reduction(const VersionPtr& v, StorePtr* out);

// A vector of n positions from a kernel's presence bytes and values (count present), in the
// format the kernel library's dense vector results take: full when every position is present, the
// bitmap when at least 1/16 are, else compacted to sparse. Null when out of memory.
StorePtr dense_vector_result(GrB_Type type, int64_t n, int64_t count, BufferPtr present, BufferPtr values);

// Shared by the planners (planner.cpp, planner_vector.cpp, planner_vxm_assign.cpp):
// the pending node that produces v (null once v has storage),
std::shared_ptr<Node> pending_producer(const VersionPtr& v);
// v's storage, computed node by node if it is pending (null on failure),
StorePtr computed(const VersionPtr& v);
// and the number of the next plan in the log: one sequence for every planner.
int next_plan_id();
// Whether the lowering has this binary operator with the library's semantics in type T (x, y
// and z all T).
bool fusable_binop(const BinaryOpRef& op, TypeCode T);

// Why a call alone ("a call alone on", "a reduction alone of": `what`) of `count` `unit` ("entries",
// "products") runs node by node when count + extra (its rows, its output) is below the kernel
// library's serial cut-off: there the plan costs what the kernel saves. "" at or above it.
std::string serial_cutoff_refusal(const char* what, int64_t count, const char* unit, int64_t extra = 0);

// The plan log's overhead of a group that ran as a kernel, in microseconds: from planning's start
// to the kernel's run, less the operands' own computation and the kernel's load or compile.
double planning_overhead_us(std::chrono::steady_clock::time_point start, std::chrono::steady_clock::time_point ran,
                            double leaves_s, double kernel_s);

}  // namespace gb
