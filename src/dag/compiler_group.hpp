// The library's half of the typed interface to the compiler (compiler/include/graphblas-mlir/Jit/
// GroupAbi.h): pending nodes and the values they read, described as plain data. The planner adds
// operands (materialized stores), run-time scalars and nodes; the description owns everything it
// points at while it lives. Its structure key (types, operators, formats, flags; never sizes,
// values or addresses) names the compiled kernel in the JIT's caches.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/memory.hpp"
#include "core/opref.hpp"
#include "core/store.hpp"
#include "graphblas-mlir/Jit/GroupAbi.h"

namespace gb {

grb_abi_type abi_type(TypeCode code, size_t size);
grb_abi_type abi_type(const TypeRef& t);
grb_abi_op abi_op(const BinaryOpRef& op);
grb_abi_op abi_op(const UnaryOpRef& op);
grb_abi_op abi_op(const IndexUnaryOpRef& op);
grb_abi_op abi_no_op();
// A node with every operand absent (-1) and no operator.
grb_group_node abi_blank_node(grb_node_family family, const char* origin);

class GroupDescription {
 public:
  // A materialized operand as the kernel receives it. vectors_as_rows: a matrix is handed over
  // with its storage's vectors as the kernel's rows, whatever the store's orientation (a store
  // by column is then its transpose by row: what a planner means when it passes B' for B).
  int32_t operand(const Store& s, bool values_read, bool vectors_as_rows = false);
  // A vector operand of n entries the planner holds no store for (its values are not read).
  int32_t vector_operand(grb_abi_type t, grb_storage storage, uint64_t n);
  // A run-time scalar of type t (a thunk); the kernel receives its bytes.
  int32_t scalar(grb_abi_type t);
  // A node producing a value of `kind` / `type`, CSR by row for a matrix (what kernels hand back),
  // of the given dimensions. Returns the result's value index.
  int32_t node(grb_group_node n, grb_value_kind kind, grb_abi_type type, uint64_t nrows, uint64_t ncols,
               grb_storage storage = GRB_STORAGE_SPARSE);
  // Operand `value` has the pattern of the earlier operand `as` (row pointers and column
  // indices equal entry for entry): a result of that pattern may share it.
  void same_pattern(int32_t value, int32_t as);
  void result(int32_t value) { results_.push_back(value); }
  // The description as the compiler takes it (valid while this object is unchanged).
  grb_group group() const;
  // The structure the kernel depends on, as text for the caches' keys.
  std::string structure() const;

 private:
  std::vector<grb_group_value> values_;
  std::vector<grb_group_node> nodes_;
  std::vector<int32_t> results_;
};

}  // namespace gb
