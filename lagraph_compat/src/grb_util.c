// Shared helpers of the algorithms: error messages, typed-operator tables, degrees, dense vectors.
#include <float.h>
#include <math.h>
#include <stdio.h>

#include "grb_internal.h"

const char* grb_info_name(GrB_Info info) {
  switch (info) {
    case GrB_SUCCESS: return "GrB_SUCCESS";
    case GrB_NO_VALUE: return "GrB_NO_VALUE";
    case GrB_UNINITIALIZED_OBJECT: return "GrB_UNINITIALIZED_OBJECT";
    case GrB_NULL_POINTER: return "GrB_NULL_POINTER";
    case GrB_INVALID_VALUE: return "GrB_INVALID_VALUE";
    case GrB_INVALID_INDEX: return "GrB_INVALID_INDEX";
    case GrB_DOMAIN_MISMATCH: return "GrB_DOMAIN_MISMATCH";
    case GrB_DIMENSION_MISMATCH: return "GrB_DIMENSION_MISMATCH";
    case GrB_OUTPUT_NOT_EMPTY: return "GrB_OUTPUT_NOT_EMPTY";
    case GrB_NOT_IMPLEMENTED: return "GrB_NOT_IMPLEMENTED";
    case GrB_PANIC: return "GrB_PANIC";
    case GrB_OUT_OF_MEMORY: return "GrB_OUT_OF_MEMORY";
    case GrB_INSUFFICIENT_SPACE: return "GrB_INSUFFICIENT_SPACE";
    case GrB_INVALID_OBJECT: return "GrB_INVALID_OBJECT";
    case GrB_INDEX_OUT_OF_BOUNDS: return "GrB_INDEX_OUT_OF_BOUNDS";
    case GrB_EMPTY_OBJECT: return "GrB_EMPTY_OBJECT";
    default: return "GrB_Info";
  }
}

void grb_report(char* msg, GrB_Info info, const char* what, const char* file, int line) {
  if (msg == NULL) return;
  const char* base = strrchr(file, '/');
  base = base ? base + 1 : file;
  // keep the call's name and first arguments: enough to identify the operation that failed
  snprintf(msg, GRB_MSG_LEN, "%s:%d: %.160s: %s (%d)", base, line, what, grb_info_name(info), (int)info);
}

#define OPS(T, FLT, SGN, MAX)                                                                         \
  {GrB_##T, FLT, SGN, MAX, GrB_MIN_PLUS_SEMIRING_##T, GrB_MIN_##T, GrB_LT_##T, GrB_IDENTITY_##T,            \
   GrB_VALUELT_##T, GrB_VALUELE_##T, GrB_VALUEGT_##T, GrB_VALUEGE_##T, GrB_MIN_MONOID_##T}

const grb_typed_ops* grb_typed_ops_of(GrB_Type type) {
  // GrB_ objects are extern variables, so the table is filled on first use
  static grb_typed_ops table[10];
  static bool filled = false;
  if (!filled) {
    const grb_typed_ops t[10] = {
        OPS(INT8, false, true, INT8_MAX),       OPS(INT16, false, true, INT16_MAX),
        OPS(INT32, false, true, INT32_MAX),     OPS(INT64, false, true, (double)INT64_MAX),
        OPS(UINT8, false, false, UINT8_MAX),    OPS(UINT16, false, false, UINT16_MAX),
        OPS(UINT32, false, false, UINT32_MAX),  OPS(UINT64, false, false, (double)UINT64_MAX),
        OPS(FP32, true, true, INFINITY),        OPS(FP64, true, true, INFINITY)};
    memcpy(table, t, sizeof t);
    filled = true;
  }
  for (int k = 0; k < 10; k++)
    if (table[k].type == type) return &table[k];
  return NULL;
}

GrB_Info grb_scalar_set_max(GrB_Scalar s, const grb_typed_ops* ops) {
  const GrB_Type t = ops->type;
  if (t == GrB_INT8) return GrB_Scalar_setElement_INT8(s, INT8_MAX);
  if (t == GrB_INT16) return GrB_Scalar_setElement_INT16(s, INT16_MAX);
  if (t == GrB_INT32) return GrB_Scalar_setElement_INT32(s, INT32_MAX);
  if (t == GrB_INT64) return GrB_Scalar_setElement_INT64(s, INT64_MAX);
  if (t == GrB_UINT8) return GrB_Scalar_setElement_UINT8(s, UINT8_MAX);
  if (t == GrB_UINT16) return GrB_Scalar_setElement_UINT16(s, UINT16_MAX);
  if (t == GrB_UINT32) return GrB_Scalar_setElement_UINT32(s, UINT32_MAX);
  if (t == GrB_UINT64) return GrB_Scalar_setElement_UINT64(s, UINT64_MAX);
  if (t == GrB_FP32) return GrB_Scalar_setElement_FP32(s, INFINITY);
  if (t == GrB_FP64) return GrB_Scalar_setElement_FP64(s, INFINITY);
  return GrB_DOMAIN_MISMATCH;
}

GrB_Info grb_dense_vector(GrB_Vector* v, GrB_Type type, GrB_Index n, double value, char* msg) {
#define GRB_FREE_ALL GrB_Vector_free(v)
  GRB_CHECK(v == NULL, GrB_NULL_POINTER, "grb_dense_vector: v is NULL");
  *v = NULL;
  GRB_TRY(GrB_Vector_new(v, type, n));
  GRB_TRY(GrB_Vector_assign_FP64(*v, NULL, NULL, value, GrB_ALL, n, NULL));
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

GrB_Info grb_offdiag(GrB_Matrix* C, GrB_Matrix A, char* msg) {
#define GRB_FREE_ALL GrB_Matrix_free(C)
  if (C) *C = NULL;
  GRB_CHECK(C == NULL || A == NULL, GrB_NULL_POINTER, "grb_offdiag: NULL argument");
  GrB_Type type;
  GrB_Index nrows, ncols;
  GRB_TRY(GxB_Matrix_type(&type, A));
  GRB_TRY(GrB_Matrix_nrows(&nrows, A));
  GRB_TRY(GrB_Matrix_ncols(&ncols, A));
  GRB_TRY(GrB_Matrix_new(C, type, nrows, ncols));
  GRB_TRY(GrB_Matrix_select_INT64(*C, NULL, NULL, GrB_OFFDIAG, A, 0, NULL));
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

GrB_Info grb_matrix_sum_u64(uint64_t* sum, GrB_Matrix C, char* msg) {
#define GRB_FREE_ALL ((void)0)
  uint64_t s = 0;
  GRB_TRY(GrB_Matrix_reduce_UINT64(&s, NULL, GrB_PLUS_MONOID_UINT64, C, NULL));
  *sum = s;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}

GrB_Info grb_out_degree(GrB_Vector* degree, GrB_Matrix A, char* msg) {
  GrB_Vector x = NULL;
#define GRB_FREE_ALL \
  do {               \
    GrB_Vector_free(&x); \
    GrB_Vector_free(degree); \
  } while (0)
  if (msg) msg[0] = '\0';
  if (degree) *degree = NULL;
  GRB_CHECK(degree == NULL || A == NULL, GrB_NULL_POINTER, "grb_out_degree: NULL argument");
  GrB_Index nrows, ncols;
  GRB_TRY(GrB_Matrix_nrows(&nrows, A));
  GRB_TRY(GrB_Matrix_ncols(&ncols, A));
  // degree = A * x over PLUS_PAIR with x dense: counts the entries of each row, whatever A holds;
  // an empty row gets no entry
  GRB_TRY(grb_dense_vector(&x, GrB_BOOL, ncols, 1, msg));
  GRB_TRY(GrB_Vector_new(degree, GrB_INT64, nrows));
  GRB_TRY(GrB_mxv(*degree, NULL, NULL, GxB_PLUS_PAIR_INT64, A, x, NULL));
  GrB_Vector_free(&x);
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}
