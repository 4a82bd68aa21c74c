// A node of the deferred DAG: one recorded GraphBLAS call (or a batch of element updates) that
// produces one new version from the versions it read. Nodes are run on demand: only when someone
// materializes a version that (transitively) needs them, so intermediates nothing reads are never
// computed.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/memory.hpp"
#include "core/opref.hpp"
#include "dag/version.hpp"

namespace gb {

// What the planner (src/dag/planner.cpp) may fuse: a node describes itself in these terms, or
// says it cannot (the default). Pointers refer into the node and live as long as it does.
struct FusionOp {
  enum class Kind { None, Mxm, Select, Apply, EWiseAdd, EWiseMult } kind = Kind::None;
  // Mxm: C = op(A) * op(B) over a semiring (inputs: first_operand = A, +1 = B)
  const SemiringRef* semiring = nullptr;
  bool tran_a = false, tran_b = false;
  // Select: positional (opcode + k) or a built-in VALUE* operator with its thunk in op's y type
  bool positional = false;
  IndexUnaryOpcode idx_opcode = IndexUnaryOpcode::USER;
  int64_t k = 0;
  const IndexUnaryOpRef* idxop = nullptr;
  const gb::vector<unsigned char>* thunk = nullptr;
  // Apply: a unary operator, or (unop null) binop with a bound scalar (thunk, in the operator's
  // type), bound first (z = f(s, a)) or second (z = f(a, s))
  const UnaryOpRef* unop = nullptr;
  bool bind_first = false;
  // EWiseAdd / EWiseMult: the binary operator (inputs: first_operand = A, +1 = B)
  const BinaryOpRef* binop = nullptr;
  bool tran = false;  // Select / Apply: the input is transposed; EWise*: either input is
};

// What the vector-result planner (src/dag/planner_vector.cpp) may fuse into one mxv kernel: a
// node describes itself in these terms or says it cannot (the default). Pointers live as long as
// the node.
struct VectorFusionOp {
  enum class Kind { None, Mxv, EWiseMult, AssignAll, AssignMasked, Vxm } kind = Kind::None;
  // Mxv: w = op(A) * u over a semiring (OpNode inputs: first_operand = A, +1 = u)
  // Vxm: w' = u' * op(A) (GrB_vxm; OpNode inputs: first_operand = u, +1 = A; tran_a: A transposed)
  const SemiringRef* semiring = nullptr;
  bool tran_a = false;
  // EWiseMult: the operator of an eWiseMult (OpNode inputs: first_operand = x, +1 = y)
  const BinaryOpRef* op = nullptr;
  // AssignAll: C(:) = scalar over all of C (GrB_ALL, no mask, no accumulator); the value's bytes
  // in type scalar_code (inputs[0] is C's old value, which it does not read)
  const gb::vector<unsigned char>* scalar = nullptr;
  TypeCode scalar_code = TypeCode::None;
  // AssignMasked: C<M>(:) = scalar over all of C (GrB_ALL) through a C-shaped mask (inputs[1]), no
  // accumulator (v<q,struct> = s under a product's result; src/dag/planner_vxm_assign.cpp); scalar and
  // scalar_code as for AssignAll; inputs[0] is C's old value, which it keeps outside the mask
  bool mask_structural = false, mask_complement = false, replace = false;
};

struct Node {
  virtual ~Node() = default;
  // The versions this node reads, in an order the node itself defines.
  gb::vector<VersionPtr> inputs;
  // Longest chain of pending nodes ending here; the scheduler forces work past a bound so the DAG
  // (and the recursion that runs it) stays shallow.
  int depth = 1;
  // The output handle's sparsity control when the call was recorded (GxB_SPARSITY_CONTROL; 0: none
  // given, i.e. automatic) and its switches: the result is stored as asked at once, so the next
  // call on it reads the format the user chose (a traversal's bitmap visited set stays bitmap level
  // after level without anyone waiting on it).
  int sparsity_control = 0;
  double hyper_switch = 0.0625, bitmap_switch = 0.04;
  // The call's descriptor GxB_NTHREADS when it was recorded (0: none given, the global setting
  // applies): the most threads the node's kernels may use, as in SuiteSparse.
  int nthreads = 0;
  // What this node is, for logs and the planner ("mxm", "eWiseAdd", "setElement", ...).
  virtual const char* kind() const = 0;
  // Whether the scheduler conforms the result to sparsity_control and the switches (false: the
  // node leaves its result in the format SuiteSparse would, element updates of a bitmap).
  virtual bool conforms_result() const { return true; }
  // Compute the output from the materialized inputs (same order as `inputs`).
  virtual GrB_Info run(const gb::vector<StorePtr>& in, StorePtr* out, std::string* message) = 0;
  // The operation in the planner's terms; false: not fusable (run node by node).
  virtual bool describe(FusionOp*) const { return false; }
  virtual bool describe_vector(VectorFusionOp*) const { return false; }
  // Whether entries of the output's old value can reach the result (read by output_format, for
  // assign nodes). False for C<M, replace> = A over all of C through a non-complemented mask with
  // no accumulator: that result is rebuilt from M and A alone, not a vector being filled in place.
  virtual bool keeps_old_entries() const { return true; }
};

}  // namespace gb
