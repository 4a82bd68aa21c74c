#pragma once
#include <vector>

#include "core/memory.hpp"
#include "core/opref.hpp"
#include "core/store.hpp"

namespace gb {

// What decides whether an entry A(i,j) is kept by select.
struct SelectSpec {
  enum class Kind {
    Positional,  // built-in TRIL, TRIU, DIAG, OFFDIAG, COLLE, COLGT, ROWLE, ROWGT with thunk k
    IndexOp,     // any GrB_IndexUnaryOp (built-in VALUE*, ROWINDEX, ..., user): kept if (bool) z
    Bytes,       // user-defined values compared bytewise with `thunk` (legacy EQ/NE on UDT)
    UserSelect   // legacy user GxB_SelectOp: kept if fn(i, j, x, thunk)
  };
  Kind kind = Kind::Positional;
  IndexUnaryOpcode opcode = IndexUnaryOpcode::TRIL;  // Positional; Bytes: VALUEEQ or VALUENE
  int64_t k = 0;                                      // Positional thunk
  IndexUnaryOpRef op;                                 // IndexOp
  gb::vector<unsigned char> thunk;                   // IndexOp: in op's y type; Bytes/UserSelect: raw
  GxB_select_function select_fn = nullptr;            // UserSelect
  TypeRef select_x;                                   // UserSelect: x type (None: A's values as they are)
  // the kept entries all equal `iso_value` (A's type): VALUEEQ in A's own type, legacy EQ_ZERO and
  // EQ_THUNK. The result is then iso with that value, as in SuiteSparse (which matters for the sign
  // of a zero: -0.0 == +0.0 keeps a -0.0 entry, stored as the thunk's +0.0)
  gb::vector<unsigned char> iso_value;
};

// T = the entries of op(A) (A optionally transposed) that the spec keeps, in A's type and with A's
// values (iso stays iso). Two-phase (count, then fill), parallel over vectors and index ranges.
GrB_Info select(const StorePtr& A, bool tran, const SelectSpec& spec, bool by_row, StorePtr* out);

}  // namespace gb
