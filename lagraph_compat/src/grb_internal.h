// Private helpers shared by the algorithm files of lagraph_compat/src (not installed, not part of
// grb_algorithms.h): error handling that frees everything on every path, and typed-operator tables.
//
// Error handling convention (as in LAGraph): every function defines GRB_FREE_ALL (frees every
// object it owns, safe to run at any point because every handle starts NULL), then wraps each
// GraphBLAS call in GRB_TRY. On failure GRB_TRY writes "file:line: call: GrB_xxx" into msg (when
// msg is not NULL), runs GRB_FREE_ALL and returns the GrB_Info of the failed call.
#ifndef GRB_INTERNAL_H
#define GRB_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "grb_algorithms.h"

// Write "file:line: what: GrB_xxx" into msg (GRB_MSG_LEN chars; msg may be NULL).
void grb_report(char* msg, GrB_Info info, const char* what, const char* file, int line);

#define GRB_TRY(call)                                              \
  do {                                                             \
    GrB_Info grb_try_info_ = (call);                               \
    if (grb_try_info_ != GrB_SUCCESS) {                            \
      grb_report(msg, grb_try_info_, #call, __FILE__, __LINE__);   \
      GRB_FREE_ALL;                                                \
      return grb_try_info_;                                        \
    }                                                              \
  } while (0)

// Fail with a given GrB_Info and message when cond holds.
#define GRB_CHECK(cond, info, what)                                \
  do {                                                             \
    if (cond) {                                                    \
      grb_report(msg, (info), (what), __FILE__, __LINE__);         \
      GRB_FREE_ALL;                                                \
      return (info);                                               \
    }                                                              \
  } while (0)

// Allocation that fails the function with GrB_OUT_OF_MEMORY.
#define GRB_MALLOC(p, count)                                                         \
  do {                                                                               \
    size_t grb_count_ = (size_t)(count);                                             \
    (p) = malloc((grb_count_ ? grb_count_ : 1) * sizeof(*(p)));                      \
    GRB_CHECK((p) == NULL, GrB_OUT_OF_MEMORY, "out of memory");                     \
  } while (0)

// Typed operators of one built-in real or integer type, for the algorithms that keep the type of
// the graph's weights (shortest paths).
typedef struct {
  GrB_Type type;
  bool is_float, is_signed;
  double maxval;  // the largest value of the type, as a double (+inf for floating point)
  GrB_Semiring min_plus;
  GrB_BinaryOp min, lt;
  GrB_UnaryOp identity;
  GrB_IndexUnaryOp valuelt, valuele, valuegt, valuege;
  GrB_Monoid min_monoid;
} grb_typed_ops;

// The table for a type (NULL for BOOL, complex and user-defined types).
const grb_typed_ops* grb_typed_ops_of(GrB_Type type);

// Set s (of the table's type) to the largest value of the type (+infinity for floating point).
GrB_Info grb_scalar_set_max(GrB_Scalar s, const grb_typed_ops* ops);

// A dense vector of n entries of the given type, every entry equal to value (typecast).
GrB_Info grb_dense_vector(GrB_Vector* v, GrB_Type type, GrB_Index n, double value, char* msg);

// C = A without its diagonal entries (a new matrix of A's type).
GrB_Info grb_offdiag(GrB_Matrix* C, GrB_Matrix A, char* msg);

// Sum of the entries of an INT64 or integer-valued matrix, as uint64.
GrB_Info grb_matrix_sum_u64(uint64_t* sum, GrB_Matrix C, char* msg);

#endif
