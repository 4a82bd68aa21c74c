// Lone mxv calls without mask or accumulator (the mxv_pull group, src/dag/planner_vector.cpp):
// w = A (+.*) u over R-MAT scale 16 in several semirings, types and formats of u, and results that
// end full, bitmap and sparse; then lone vxm calls, w' = u' (+.*) A (the vxm_push group) over the
// same operands. Prints, per result, its format, entry count and a hash of every
// entry's index and value bits, so that runs with the JIT on and off are compared bit for bit.
// Usage: grb_jit_mxv_program <R-MAT scale>
#include <GraphBLAS.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grb_algorithms.h"
#include "jit_test_common.h"

static void print_vector(const char* what, GrB_Vector v) {
  GrB_Index n = 0, nvals = 0;
  int32_t format = 0;
  TRY(GrB_Vector_size(&n, v));
  TRY(GrB_Vector_nvals(&nvals, v));
  TRY(GxB_Vector_Option_get(v, GxB_SPARSITY_STATUS, &format));
  GrB_Type t;
  TRY(GxB_Vector_type(&t, v));
  GrB_Index* idx = malloc((nvals + 1) * sizeof(GrB_Index));
  uint64_t* bits = malloc((nvals + 1) * sizeof(uint64_t));
  GrB_Index got = nvals;
  if (t == GrB_INT64)
    TRY(GrB_Vector_extractTuples_INT64(idx, (int64_t*)bits, &got, v));
  else if (t == GrB_UINT64 || t == GrB_UINT32 || t == GrB_UINT16)  // exact in uint64_t
    TRY(GrB_Vector_extractTuples_UINT64(idx, bits, &got, v));
  else
    TRY(GrB_Vector_extractTuples_FP64(idx, (double*)bits, &got, v));
  uint64_t h = 1469598103934665603ull;
  for (GrB_Index k = 0; k < got; k++) {
    h = (h ^ idx[k]) * 1099511628211ull;
    h = (h ^ bits[k]) * 1099511628211ull;
  }
  printf("%s: n %llu format %d nvals %llu hash %016llx\n", what, (unsigned long long)n, (int)format,
         (unsigned long long)got, (unsigned long long)h);
  free(idx);
  free(bits);
}

// w = A (+.*) u into a new vector, printed
static void product(const char* what, const GrB_Semiring sr, GrB_Type t, GrB_Matrix A, GrB_Vector u) {
  GrB_Index n;
  TRY(GrB_Matrix_nrows(&n, A));
  GrB_Vector w = NULL;
  TRY(GrB_Vector_new(&w, t, n));
  TRY(GrB_mxv(w, NULL, NULL, sr, A, u, NULL));
  print_vector(what, w);
  GrB_Vector_free(&w);
}

// w' = u' (+.*) A into a new vector, printed
static void vproduct(const char* what, const GrB_Semiring sr, GrB_Type t, GrB_Vector u, GrB_Matrix A) {
  GrB_Index n;
  TRY(GrB_Matrix_ncols(&n, A));
  GrB_Vector w = NULL;
  TRY(GrB_Vector_new(&w, t, n));
  TRY(GrB_vxm(w, NULL, NULL, sr, u, A, NULL));
  print_vector(what, w);
  GrB_Vector_free(&w);
}

int main(int argc, char** argv) {
  const int scale = argc > 1 ? atoi(argv[1]) : 16;
  TRY(GrB_init(GrB_NONBLOCKING));
  GrB_Matrix A = NULL, Ai = NULL, Afull = NULL, Afew = NULL, I = NULL;
  TRY(grb_rmat(&A, GrB_FP64, scale, 16, 20261207));
  GrB_Index n, nvals;
  TRY(GrB_Matrix_nrows(&n, A));
  TRY(GrB_Matrix_nvals(&nvals, A));
  // integer weights A(i,j) = 1 + (i + j) % 5 (exact in single precision), and an INT64 copy
  TRY(GrB_Matrix_apply_IndexOp_INT64(A, NULL, NULL, GrB_ROWINDEX_INT64, A, 0, NULL));
  GrB_Matrix C = NULL;
  TRY(GrB_Matrix_new(&C, GrB_FP64, n, n));
  TRY(GrB_Matrix_apply_IndexOp_INT64(C, NULL, NULL, GrB_COLINDEX_INT64, A, 0, NULL));
  TRY(GrB_Matrix_eWiseMult_BinaryOp(A, NULL, NULL, GrB_PLUS_FP64, A, C, NULL));
  TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(A, NULL, NULL, GxB_FMOD_FP64, A, 5.0, NULL));
  TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(A, NULL, NULL, GrB_PLUS_FP64, A, 1.0, NULL));
  GrB_Matrix_free(&C);
  TRY(GrB_Matrix_new(&Ai, GrB_INT64, n, n));
  TRY(GrB_Matrix_assign(Ai, NULL, NULL, A, GrB_ALL, n, GrB_ALL, n, NULL));
  // A plus its diagonal: every row has an entry (a full result)
  TRY(GrB_Matrix_new(&I, GrB_FP64, n, n));
  for (GrB_Index k = 0; k < n; k++) TRY(GrB_Matrix_setElement_FP64(I, 2.0, k, k));
  TRY(GrB_Matrix_new(&Afull, GrB_FP64, n, n));
  TRY(GrB_Matrix_eWiseAdd_BinaryOp(Afull, NULL, NULL, GrB_PLUS_FP64, A, I, NULL));
  // entries in 40 rows only (a result under 1/16 of the rows: sparse), stored sparse (not hypersparse)
  TRY(GrB_Matrix_new(&Afew, GrB_FP64, n, n));
  TRY(GxB_Matrix_Option_set(Afew, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  for (GrB_Index r = 0; r < 40; r++)
    for (GrB_Index k = 0; k < 4000 && k < n; k++)
      TRY(GrB_Matrix_setElement_FP64(Afew, (double)(k % 9), r * (n / 40), (k * 7919) % n));

  GrB_Vector x = NULL, xf = NULL, xi = NULL, xs = NULL, xis = NULL, xb = NULL, ones = NULL, xn = NULL;
  TRY(GrB_Vector_new(&x, GrB_FP64, n));   // x(i) = 1 + i % 8: exact in single precision
  TRY(GrB_Vector_new(&xf, GrB_FP64, n));  // xf(i) = x(i) / 3: not exact
  TRY(GrB_Vector_new(&xi, GrB_INT64, n));
  TRY(GrB_Vector_new(&xs, GrB_FP64, n));    // every 64th entry (sparse)
  TRY(GrB_Vector_new(&xis, GrB_INT64, n));  // the same positions, INT64
  TRY(GrB_Vector_new(&xb, GrB_FP64, n));  // every other entry, kept a bitmap
  TRY(GrB_Vector_new(&xn, GrB_FP64, n));  // NaN, -0.0 and +0.0 among other values: MIN/MAX's rules
  TRY(GxB_Vector_Option_set(xb, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  for (GrB_Index k = 0; k < n; k++) {
    TRY(GrB_Vector_setElement_FP64(x, (double)(1 + k % 8), k));
    TRY(GrB_Vector_setElement_FP64(xf, (double)(1 + k % 8) / 3.0, k));
    TRY(GrB_Vector_setElement_INT64(xi, (int64_t)(k % 11) - 5, k));
    if (k % 64 == 0) TRY(GrB_Vector_setElement_FP64(xs, (double)(k % 7) - 2.5, k));
    if (k % 64 == 0) TRY(GrB_Vector_setElement_INT64(xis, (int64_t)(k % 7) - 2, k));
    if (k % 2 == 0) TRY(GrB_Vector_setElement_FP64(xb, (double)(k % 13) * 0.25, k));
    const double special[3] = {__builtin_nan(""), -0.0, 0.0};
    TRY(GrB_Vector_setElement_FP64(xn, k % 5 < 3 ? special[k % 5] : (double)(k % 7) - 2.5, k));
  }
  TRY(GrB_Vector_wait(xb, GrB_MATERIALIZE));
  TRY(GrB_Vector_new(&ones, GrB_BOOL, n));  // a BOOL u whose values PAIR never reads (degrees)
  TRY(GrB_Vector_assign_BOOL(ones, NULL, NULL, true, GrB_ALL, n, NULL));
  TRY(GrB_Vector_apply_BinaryOp2nd_BOOL(ones, NULL, NULL, GrB_LOR, ones, false, NULL));

  product("plus_times fp64, exact floats", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, A, x);
  product("plus_times fp64, again", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, A, x);
  product("plus_times fp64, inexact u", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, A, xf);
  product("plus_minus fp64 (no vxm form)", GxB_PLUS_MINUS_FP64, GrB_FP64, A, xf);
  product("min_plus fp64, sparse u", GrB_MIN_PLUS_SEMIRING_FP64, GrB_FP64, A, xs);
  product("min_plus fp64, NaN and signed zeros", GrB_MIN_PLUS_SEMIRING_FP64, GrB_FP64, A, xn);
  product("max_times fp64, NaN and signed zeros", GrB_MAX_TIMES_SEMIRING_FP64, GrB_FP64, A, xn);
  product("plus_times fp64, bitmap u", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, A, xb);
  product("plus_second fp64, sparse u", GxB_PLUS_SECOND_FP64, GrB_FP64, A, xs);
  product("min_plus int64", GrB_MIN_PLUS_SEMIRING_INT64, GrB_INT64, Ai, xi);
  product("max_times int64", GrB_MAX_TIMES_SEMIRING_INT64, GrB_INT64, Ai, xi);
  product("plus_times fp64, every row (full)", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, Afull, xf);
  product("plus_times fp64, 40 rows (sparse)", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, Afew, xf);
  product("plus_pair int64 (counts), sparse u", GxB_PLUS_PAIR_INT64, GrB_INT64, Ai, xis);
  product("plus_pair int64, bool u (degrees)", GxB_PLUS_PAIR_INT64, GrB_INT64, A, ones);
  product("plus_times int64, u of another type (kernel library)", GrB_PLUS_TIMES_SEMIRING_INT64, GrB_INT64, Ai, xs);
  product("max_pair int64 (iso: kernel library)", GxB_MAX_PAIR_INT64, GrB_INT64, Ai, xi);

  // unsigned integers (signless in the dialect: MIN and MAX are its umin and umax): values on both
  // sides of the sign bit, so a signed MIN or MAX would pick other entries; PLUS_TIMES wraps
  GrB_Matrix Au64 = NULL, Au32 = NULL, Au16 = NULL;
  GrB_Vector xu64 = NULL, xu32 = NULL, xu16 = NULL;
  GrB_Matrix* am[3] = {&Au64, &Au32, &Au16};
  GrB_Vector* xv[3] = {&xu64, &xu32, &xu16};
  GrB_Type ut[3] = {GrB_UINT64, GrB_UINT32, GrB_UINT16};
  for (int t = 0; t < 3; t++) {
    TRY(GrB_Matrix_new(am[t], ut[t], n, n));
    TRY(GrB_Matrix_assign(*am[t], NULL, NULL, A, GrB_ALL, n, GrB_ALL, n, NULL));
    TRY(GrB_Vector_new(xv[t], ut[t], n));
  }
  for (GrB_Index k = 0; k < n; k++) {
    const uint64_t high = (k % 3 == 0) ? (1ull << 63) : 0;
    TRY(GrB_Vector_setElement_UINT64(xu64, high + (k * 2654435761ull) % 1000003ull, k));
    TRY(GrB_Vector_setElement_UINT32(xu32, (uint32_t)(high >> 32) + (uint32_t)((k * 40503u) % 65521u), k));
    TRY(GrB_Vector_setElement_UINT16(xu16, (uint16_t)(60000u + k % 5000u), k));
  }
  product("min_second uint64 (labels past 2^63)", GxB_MIN_SECOND_UINT64, GrB_UINT64, Au64, xu64);
  // rows that reach the terminal value stop early (the same value): 0 under an unsigned MIN over
  // a full u, INT64_MIN under MIN over a bitmap u (the presence test), and a sparse u
  GrB_Vector xz = NULL, xm = NULL;
  TRY(GrB_Vector_new(&xz, GrB_UINT64, n));
  TRY(GrB_Vector_new(&xm, GrB_INT64, n));
  TRY(GxB_Vector_Option_set(xm, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  for (GrB_Index k = 0; k < n; k++) {
    TRY(GrB_Vector_setElement_UINT64(xz, k % 4 == 0 ? 0 : (1ull << 63) + k, k));
    if (k % 3 != 1) TRY(GrB_Vector_setElement_INT64(xm, k % 5 == 0 ? INT64_MIN : (int64_t)(k % 17) - 8, k));
  }
  product("min_second uint64, zeros (rows stop at 0)", GxB_MIN_SECOND_UINT64, GrB_UINT64, Au64, xz);
  product("min_second int64, bitmap u with INT64_MIN", GxB_MIN_SECOND_INT64, GrB_INT64, Ai, xm);
  product("max_first int64, bitmap u", GxB_MAX_FIRST_INT64, GrB_INT64, Ai, xm);
  GrB_Vector_free(&xz);
  GrB_Vector_free(&xm);
  product("max_second uint32 (past 2^31)", GxB_MAX_SECOND_UINT32, GrB_UINT32, Au32, xu32);
  product("plus_times uint16 (wraps)", GxB_PLUS_TIMES_UINT16, GrB_UINT16, Au16, xu16);
  vproduct("vxm max_second uint32 (past 2^31)", GxB_MAX_SECOND_UINT32, GrB_UINT32, xu32, Au32);
  vproduct("vxm min_first uint64 (past 2^63)", GxB_MIN_FIRST_UINT64, GrB_UINT64, xu64, Au64);
  for (int t = 0; t < 3; t++) {
    GrB_Matrix_free(am[t]);
    GrB_Vector_free(xv[t]);
  }

  // lone vxm calls: the push over A's rows (2 output blocks at 2 threads; the blocks of A + A'
  // balanced by sampled products, whose second use reads exact float copies), FP MIN/MAX over NaN
  // and signed zeros (no identity start), FIRST / SECOND passing values through, sparse, bitmap
  // and full u; a sparse u of few products (the library's hash accumulator) and A stored by
  // column (the library pulls) stay with the kernel library
  GrB_Matrix As = NULL, Acol = NULL;
  TRY(GrB_Matrix_new(&As, GrB_FP64, n, n));
  TRY(GrB_Matrix_eWiseAdd_BinaryOp(As, NULL, NULL, GrB_PLUS_FP64, A, A, GrB_DESC_T1));
  TRY(GrB_Matrix_new(&Acol, GrB_FP64, n, n));
  TRY(GxB_Matrix_Option_set(Acol, GxB_FORMAT, GxB_BY_COL));
  TRY(GrB_Matrix_assign(Acol, NULL, NULL, A, GrB_ALL, n, GrB_ALL, n, NULL));
  GrB_Vector xq = NULL, xqi = NULL;
  TRY(GrB_Vector_new(&xq, GrB_FP64, n));   // every third entry (sparse)
  TRY(GrB_Vector_new(&xqi, GrB_INT64, n));
  TRY(GxB_Vector_Option_set(xq, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  TRY(GxB_Vector_Option_set(xqi, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  for (GrB_Index k = 0; k < n; k += 3) {
    TRY(GrB_Vector_setElement_FP64(xq, (double)(k % 11) - 4.5, k));
    TRY(GrB_Vector_setElement_INT64(xqi, (int64_t)(k % 9) - 3, k));
  }
  vproduct("vxm plus_times fp64, full u", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, x, A);
  vproduct("vxm plus_times fp64, A + A'", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, x, As);
  vproduct("vxm plus_times fp64, A + A' again (float copies)", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, x, As);
  vproduct("vxm plus_times fp64, inexact u", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, xf, As);
  vproduct("vxm min_plus fp64, NaN and signed zeros", GrB_MIN_PLUS_SEMIRING_FP64, GrB_FP64, xn, A);
  vproduct("vxm max_times fp64, NaN and signed zeros", GrB_MAX_TIMES_SEMIRING_FP64, GrB_FP64, xn, A);
  vproduct("vxm plus_times fp64, bitmap u", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, xb, A);
  vproduct("vxm min_plus fp64, sparse u", GrB_MIN_PLUS_SEMIRING_FP64, GrB_FP64, xq, A);
  vproduct("vxm plus_second fp64, sparse u", GxB_PLUS_SECOND_FP64, GrB_FP64, xq, A);
  vproduct("vxm plus_first fp64, NaN u", GxB_PLUS_FIRST_FP64, GrB_FP64, xn, A);
  vproduct("vxm min_plus int64", GrB_MIN_PLUS_SEMIRING_INT64, GrB_INT64, xi, Ai);
  vproduct("vxm plus_pair int64, sparse u", GxB_PLUS_PAIR_INT64, GrB_INT64, xqi, Ai);
  vproduct("vxm plus_times fp64, every column (full)", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, xf, Afull);
  vproduct("vxm plus_times fp64, 40 rows (sparse)", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, xf, Afew);
  vproduct("vxm min_plus int64, few products (kernel library)", GrB_MIN_PLUS_SEMIRING_INT64, GrB_INT64, xis, Ai);
  vproduct("vxm plus_times fp64, A by column (kernel library)", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, x, Acol);
  GrB_Matrix_free(&As);
  GrB_Matrix_free(&Acol);
  GrB_Vector_free(&xq);
  GrB_Vector_free(&xqi);

  GrB_Vector_free(&x);
  GrB_Vector_free(&xf);
  GrB_Vector_free(&xi);
  GrB_Vector_free(&xs);
  GrB_Vector_free(&xis);
  GrB_Vector_free(&ones);
  GrB_Vector_free(&xn);
  GrB_Vector_free(&xb);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&Ai);
  GrB_Matrix_free(&Afull);
  GrB_Matrix_free(&Afew);
  GrB_Matrix_free(&I);
  TRY(GrB_finalize());
  return 0;
}
