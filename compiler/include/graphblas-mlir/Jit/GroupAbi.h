/*===- GroupAbi.h - the typed interface between the library's DAG and the compiler -------------===
 *
 * A fusion candidate crosses from libgraphblas.so (src/dag) to libgraphblas-compiler.so as plain
 * data: the pending nodes of the DAG and the values they read and write, every fact a pass may
 * need typed (operation family, operators, types, storage, orientation, iso-ness, index width,
 * dimensions, mask and accumulator flags). The compiler's importer
 * (compiler/lib/Import/DagImporter.cpp) builds a `graphblas` dialect module from it with MLIR's
 * builders. Nothing here is MLIR, nothing is text: this header is C so the library includes it
 * without the compiler being built (a machine without MLIR never loads the compiler at all).
 *
 * Numbering: type codes are SuiteSparse's (GrB_Type_Code for the built-ins, 14 for user types);
 * operator codes follow the order of the library's opcode enums (src/core/op_functors.hpp), which
 * the library checks at compile time where it fills these structs (src/dag/compiler_group.cpp).
 *===------------------------------------------------------------------------------------------===*/
#ifndef GRAPHBLAS_MLIR_JIT_GROUPABI_H
#define GRAPHBLAS_MLIR_JIT_GROUPABI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Bumped whenever a struct below changes layout; the library checks it before calling. */
#define GRB_GROUP_ABI_VERSION 4

typedef enum {
  GRB_VALUE_MATRIX = 0,
  GRB_VALUE_VECTOR = 1,
  GRB_VALUE_SCALAR = 2, /* a run-time scalar argument: a thunk, a bound operand, a fill value */
  GRB_VALUE_INDEX_LIST = 3 /* extract / assign row or column indices (GrB_Index[]) */
} grb_value_kind;

/* Operator codes, in the order of the library's UnaryOpcode / BinaryOpcode / IndexUnaryOpcode. */
typedef enum {
  GRB_UNOP_IDENTITY, GRB_UNOP_AINV, GRB_UNOP_MINV, GRB_UNOP_LNOT, GRB_UNOP_ONE, GRB_UNOP_ABS,
  GRB_UNOP_BNOT, GRB_UNOP_SQRT, GRB_UNOP_LOG, GRB_UNOP_EXP, GRB_UNOP_LOG2, GRB_UNOP_LOG10,
  GRB_UNOP_LOG1P, GRB_UNOP_EXPM1, GRB_UNOP_EXP2, GRB_UNOP_SIN, GRB_UNOP_COS, GRB_UNOP_TAN,
  GRB_UNOP_ASIN, GRB_UNOP_ACOS, GRB_UNOP_ATAN, GRB_UNOP_SINH, GRB_UNOP_COSH, GRB_UNOP_TANH,
  GRB_UNOP_ASINH, GRB_UNOP_ACOSH, GRB_UNOP_ATANH, GRB_UNOP_SIGNUM, GRB_UNOP_CEIL, GRB_UNOP_FLOOR,
  GRB_UNOP_ROUND, GRB_UNOP_TRUNC, GRB_UNOP_LGAMMA, GRB_UNOP_TGAMMA, GRB_UNOP_ERF, GRB_UNOP_ERFC,
  GRB_UNOP_CBRT, GRB_UNOP_FREXPX, GRB_UNOP_FREXPE, GRB_UNOP_CONJ, GRB_UNOP_CREAL, GRB_UNOP_CIMAG,
  GRB_UNOP_CARG, GRB_UNOP_ISINF, GRB_UNOP_ISNAN, GRB_UNOP_ISFINITE, GRB_UNOP_POSITIONI,
  GRB_UNOP_POSITIONI1, GRB_UNOP_POSITIONJ, GRB_UNOP_POSITIONJ1, GRB_UNOP_USER
} grb_abi_unop;

typedef enum {
  GRB_BINOP_FIRST, GRB_BINOP_SECOND, GRB_BINOP_ANY, GRB_BINOP_PAIR, GRB_BINOP_MIN, GRB_BINOP_MAX,
  GRB_BINOP_PLUS, GRB_BINOP_MINUS, GRB_BINOP_RMINUS, GRB_BINOP_TIMES, GRB_BINOP_DIV, GRB_BINOP_RDIV,
  GRB_BINOP_ISEQ, GRB_BINOP_ISNE, GRB_BINOP_ISGT, GRB_BINOP_ISLT, GRB_BINOP_ISGE, GRB_BINOP_ISLE,
  GRB_BINOP_EQ, GRB_BINOP_NE, GRB_BINOP_GT, GRB_BINOP_LT, GRB_BINOP_GE, GRB_BINOP_LE,
  GRB_BINOP_LOR, GRB_BINOP_LAND, GRB_BINOP_LXOR, GRB_BINOP_LXNOR, GRB_BINOP_BOR, GRB_BINOP_BAND,
  GRB_BINOP_BXOR, GRB_BINOP_BXNOR, GRB_BINOP_BGET, GRB_BINOP_BSET, GRB_BINOP_BCLR,
  GRB_BINOP_BSHIFT, GRB_BINOP_POW, GRB_BINOP_ATAN2, GRB_BINOP_HYPOT, GRB_BINOP_FMOD,
  GRB_BINOP_REMAINDER, GRB_BINOP_COPYSIGN, GRB_BINOP_LDEXP, GRB_BINOP_CMPLX, GRB_BINOP_FIRSTI,
  GRB_BINOP_FIRSTI1, GRB_BINOP_FIRSTJ, GRB_BINOP_FIRSTJ1, GRB_BINOP_SECONDI, GRB_BINOP_SECONDI1,
  GRB_BINOP_SECONDJ, GRB_BINOP_SECONDJ1, GRB_BINOP_IGNORE_DUP, GRB_BINOP_USER
} grb_abi_binop;

typedef enum {
  GRB_IDXOP_ROWINDEX, GRB_IDXOP_COLINDEX, GRB_IDXOP_DIAGINDEX, GRB_IDXOP_FLIPDIAGINDEX,
  GRB_IDXOP_TRIL, GRB_IDXOP_TRIU, GRB_IDXOP_DIAG, GRB_IDXOP_OFFDIAG, GRB_IDXOP_COLLE,
  GRB_IDXOP_COLGT, GRB_IDXOP_ROWLE, GRB_IDXOP_ROWGT, GRB_IDXOP_VALUEEQ, GRB_IDXOP_VALUENE,
  GRB_IDXOP_VALUELT, GRB_IDXOP_VALUELE, GRB_IDXOP_VALUEGT, GRB_IDXOP_VALUEGE, GRB_IDXOP_NONZERO,
  GRB_IDXOP_EQ_ZERO, GRB_IDXOP_GT_ZERO, GRB_IDXOP_GE_ZERO, GRB_IDXOP_LT_ZERO, GRB_IDXOP_LE_ZERO,
  GRB_IDXOP_USER
} grb_abi_idxop;

typedef enum {
  GRB_STORAGE_SPARSE = 0, /* CSR / CSC (a vector: sorted index list) */
  GRB_STORAGE_HYPER = 1,  /* hypersparse: only the non-empty rows (columns) are listed */
  GRB_STORAGE_BITMAP = 2, /* one presence byte per position */
  GRB_STORAGE_FULL = 3    /* every position present, no index arrays */
} grb_storage;

/* An element type: SuiteSparse's code (1 bool .. 13 double complex, 14 user-defined) and size. */
typedef struct {
  int32_t code;
  uint32_t size;
} grb_abi_type;

/* An operator: its opcode in the library's numbering, its domains, and for user-defined ones the
 * C function the kernel calls through a pointer it receives at run time (never baked into code). */
typedef struct {
  int32_t opcode; /* -1: none */
  grb_abi_type z, x, y;
  void *user_function;
} grb_abi_op;

typedef struct {
  int32_t kind;    /* grb_value_kind */
  grb_abi_type type;
  int32_t storage; /* grb_storage (matrices, vectors) */
  int32_t by_row;  /* matrices: 1 CSR-like, 0 CSC-like; vectors: 0 */
  int32_t iso;     /* every entry holds the same value, stored once */
  int32_t index_bits; /* 64, or 32 when a 32-bit copy of the indices is available */
  uint64_t nrows, ncols; /* dimensions (a vector: nrows x 1); never part of a kernel's cache key */
  int32_t producer; /* index of the node producing it, or -1 for a group operand */
  int32_t pattern_of; /* an operand (producer -1): -1, or the index of an earlier matrix operand
                         whose pattern (row pointers and column indices) it has, entry for entry,
                         so a result with that pattern may share it */
} grb_group_value;

typedef enum {
  GRB_NODE_MXM = 0,
  GRB_NODE_MXV,
  GRB_NODE_VXM,
  GRB_NODE_EWISE_ADD,
  GRB_NODE_EWISE_MULT,
  GRB_NODE_EWISE_UNION, /* scalars: alpha, beta */
  GRB_NODE_APPLY,       /* unary operator */
  GRB_NODE_APPLY_BIND1ST, /* z = f(s, a): binary operator, scalar s */
  GRB_NODE_APPLY_BIND2ND, /* z = f(a, s) */
  GRB_NODE_APPLY_INDEX,   /* z = f(a, i, j, thunk): index-unary operator */
  GRB_NODE_SELECT,        /* keep entries where f(a, i, j, thunk) */
  GRB_NODE_REDUCE_TO_SCALAR,
  GRB_NODE_REDUCE_TO_VECTOR,
  GRB_NODE_TRANSPOSE,
  GRB_NODE_EXTRACT,   /* index lists: rows, cols (-1: GrB_ALL) */
  GRB_NODE_ASSIGN,    /* C<M>(I,J) accum= A or a scalar; mask over all of C */
  GRB_NODE_SUBASSIGN, /* GxB_subassign: the mask has the shape of C(I,J) */
  GRB_NODE_KRON,
  GRB_NODE_FAMILY_COUNT
} grb_node_family;

enum {
  GRB_FLAG_MASK_STRUCTURAL = 1u << 0,
  GRB_FLAG_MASK_COMPLEMENT = 1u << 1,
  GRB_FLAG_REPLACE = 1u << 2,
  GRB_FLAG_TRAN_A = 1u << 3, /* the descriptor transposes the first matrix operand */
  GRB_FLAG_TRAN_B = 1u << 4, /* ... the second */
  GRB_FLAG_COMPENSATED = 1u << 5 /* compensated (Neumaier) summation asked for */
};

/* One recorded call. Value indices refer to grb_group.values; -1 means absent. */
typedef struct {
  int32_t family;   /* grb_node_family */
  int32_t result;   /* the value it produces */
  int32_t a, b;     /* operands (assign: a is the value assigned, matrix or scalar) */
  int32_t c_in;     /* the output's old value (accumulator input, assign's target) */
  int32_t mask;
  int32_t scalar0, scalar1; /* scalar operands: thunk / bound value / union alpha, beta */
  int32_t rows, cols;       /* extract / assign index lists, as values of kind GRB_VALUE_VECTOR
                               of INT64; -1: GrB_ALL */
  uint32_t flags;           /* GRB_FLAG_* */
  grb_abi_op op;            /* semiring multiply, element-wise or bound binary op, unary op,
                               index-unary op (by family) */
  grb_abi_op monoid;        /* semiring add, reduction monoid (opcode of its binary op) */
  grb_abi_op accum;         /* opcode -1: no accumulator */
  const char *origin;       /* the C API call it was recorded from, for comments and logs */
} grb_group_node;

/* A connected set of pending nodes, operands first: values with producer -1 are the kernel's
 * inputs, in order; results lists the values the group hands back. */
typedef struct {
  int32_t abi_version; /* GRB_GROUP_ABI_VERSION */
  int32_t nvalues, nnodes, nresults;
  const grb_group_value *values;
  const grb_group_node *nodes; /* in recording order: a node reads only earlier results */
  const int32_t *results;
} grb_group;

/*===------------------------------------------------------------------------------------------===
 * What comes back: a compiled kernel describes its own parameters, so the library binds any
 * kernel generically (and a kernel loaded from the disk cache needs no compiler to be bound).
 *===------------------------------------------------------------------------------------------===*/

typedef enum {
  GRB_PARAM_MATRIX = 0,        /* input: a CSR matrix (sizes, p, i, x, xn; i32 optional) */
  GRB_PARAM_VECTOR_FULL = 1,   /* input: size (nrows) and x */
  GRB_PARAM_VECTOR_BITMAP = 2, /* input: size, b (presence bytes) and x */
  GRB_PARAM_VECTOR_SPARSE = 3, /* input: size, nvals, i and x */
  GRB_PARAM_SCALAR = 4,        /* input: x points at one value */
  GRB_PARAM_INDEX_LIST = 5,    /* input: nvals indices at i */
  GRB_PARAM_VECTOR_BITMAP_INOUT = 6, /* input and output: a bitmap vector (size, nvals, b, x) whose
                                        presence bytes and values the kernel updates in place (the
                                        caller hands arrays no one else sees) and whose nvals it
                                        sets to the updated count; the arrays then hold the group
                                        value `result` */
  GRB_PARAM_WORK_SPLIT = 7,    /* input: nvals boundaries at i (nvals - 1 blocks of an output
                                  range, chosen by the caller, that the kernel computes in
                                  parallel; they never change a result) */
  GRB_RESULT_SCALAR = 16,      /* output: the kernel writes one value at out_x (16 bytes available) */
  GRB_RESULT_MATRIX = 17,      /* output: CSR arrays the kernel allocates with alloc into
                                  out_p, out_i, out_x (the caller owns whatever is not NULL, on
                                  success and failure alike) and its sizes */
  GRB_RESULT_VECTOR_FULL = 18, /* output: the caller's array of nrows values at out_x, which the
                                  kernel writes at every position (destination passing) */
  GRB_RESULT_VECTOR_BITMAP = 19, /* output: the caller's arrays of nrows presence bytes at out_b and
                                   nrows values at out_x; the kernel writes every presence byte,
                                   the values where present, and the count of entries in nvals */
  GRB_RESULT_MATRIX_VALUES = 20 /* output: a matrix with the pattern of the operand whose group
                                   value is `result`: the caller's array of nvals values at out_x
                                   (nvals: that operand's entries), all written, in its order; the
                                   caller shares the operand's row pointers and column indices */
} grb_param_role;

#define GRB_KERNEL_MAX_PARAMS 32

/* The most level-1 scratch a kernel's team takes (a masked mxm's scattered row of A: ncols bits,
 * plus ncols values when the multiply reads them); a wider A is merged row against row instead.
 * The library's planner uses it to tell which form a masked mxm will take. */
#define GRB_KERNEL_MAX_TEAM_SCRATCH_BYTES (16 << 20)

typedef struct {
  int32_t role;  /* grb_param_role */
  int32_t value; /* the group value it binds (grb_group.values index) */
  grb_abi_type type;
  int32_t result; /* GRB_PARAM_VECTOR_BITMAP_INOUT: the group value it becomes;
                     GRB_RESULT_MATRIX_VALUES: the operand whose pattern the result has; else -1 */
} grb_kernel_param;

typedef struct {
  int32_t abi_version; /* GRB_GROUP_ABI_VERSION of the compiler that made the kernel */
  int32_t nparams;
  grb_kernel_param params[GRB_KERNEL_MAX_PARAMS];
} grb_kernel_descriptor;

/* One parameter's binding, in descriptor order. Inputs fill the top half; outputs get alloc and
 * the kernel fills the rest. */
typedef struct {
  int64_t nrows, ncols, nvals, xn; /* xn: values stored (1 for an iso input) */
  const int64_t *p, *i;
  const int32_t *i32; /* optional 32-bit copy of i (NULL: none) */
  const void *x;
  const int8_t *b;
  void *(*alloc)(size_t);
  int64_t *out_p, *out_i;
  void *out_x;
  int8_t *out_b;
} grb_kernel_binding;

/* The symbols every compiled kernel exports:
 *   const grb_kernel_descriptor *grb_kernel_describe(void);
 *   int grb_kernel_run(grb_kernel_binding *params, int serial);
 *   const char *grb_kernel_group_text(void);   the group as imported (graphblas dialect)
 * run returns 0, or 1 (the kernel threw), 2 (out of memory), 3 (a result is not in the blocks it
 * allocated). serial: run the Kokkos::Serial copy of the kernels (small groups). */
typedef const grb_kernel_descriptor *(*grb_kernel_describe_fn)(void);
typedef int (*grb_kernel_run_fn)(grb_kernel_binding *params, int serial);
typedef const char *(*grb_kernel_group_text_fn)(void);

/* The compiler library's entry (libgraphblas-compiler.so):
 *   int grb_compiler_compile_group(const grb_group *group, grb_kernel_descriptor *descriptor,
 *                                  char **cpp_out, char **error_out);
 * imports the group, runs the passes, and on success (0) hands back the kernel's whole C++
 * source (malloc'ed) and its descriptor; otherwise a malloc'ed reason. */
typedef int (*grb_compiler_compile_group_fn)(const grb_group *group, grb_kernel_descriptor *descriptor,
                                             char **cpp_out, char **error_out);

#ifdef __cplusplus
}
#endif

#endif /* GRAPHBLAS_MLIR_JIT_GROUPABI_H */
