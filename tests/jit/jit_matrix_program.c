// Programs whose fused groups end in a MATRIX (tests/jit/jit_matrix_test.sh runs them with the JIT
// on and off and compares the output exactly): select/apply chains over one matrix (positional
// and value operators, several types), the k-truss support filter C<A,struct> = A*A' (PLUS_PAIR)
// then select(VALUEGE) in both the A*A' and the A*A forms plus a whole k-truss peel, empty
// results, a chain whose first intermediate the program reads afterwards, and outputs that ask for
// bitmap storage or by-column orientation. Every result is printed as its nvals and a hash of its
// (row, column, value bits) tuples, so "identical" means entries and values bit for bit.
//   jit_matrix_program [n]
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "GraphBLAS.h"
#include "jit_test_common.h"


static uint64_t state = 20261201;
static uint64_t next(void) { return splitmix64_next(&state); }

static uint64_t fnv(uint64_t h, const void* p, size_t n) {
  const unsigned char* b = (const unsigned char*)p;
  for (size_t k = 0; k < n; k++) {
    h ^= b[k];
    h *= 1099511628211ull;
  }
  return h;
}

// nvals and a hash of the tuples in row-major order (extractTuples of this library and of
// SuiteSparse return them so for a by-row matrix; sorted here anyway, by (row, col)).
typedef struct {
  GrB_Index i, j;
  unsigned char x[8];
} Tuple;
static int by_position(const void* a, const void* b) {
  const Tuple* s = (const Tuple*)a;
  const Tuple* t = (const Tuple*)b;
  if (s->i != t->i) return s->i < t->i ? -1 : 1;
  return s->j < t->j ? -1 : (s->j > t->j);
}

static void show(const char* name, GrB_Matrix C, GrB_Type type) {
  GrB_Index nv = 0;
  TRY(GrB_Matrix_nvals(&nv, C));
  GrB_Index cap = nv ? nv : 1;
  GrB_Index* I = malloc(cap * sizeof(GrB_Index));
  GrB_Index* J = malloc(cap * sizeof(GrB_Index));
  size_t ts = 0;
  TRY(GxB_Type_size(&ts, type));
  void* X = malloc(cap * ts);
  GrB_Index n = nv;
  if (type == GrB_BOOL) TRY(GrB_Matrix_extractTuples_BOOL(I, J, (bool*)X, &n, C));
  else if (type == GrB_INT16) TRY(GrB_Matrix_extractTuples_INT16(I, J, (int16_t*)X, &n, C));
  else if (type == GrB_INT32) TRY(GrB_Matrix_extractTuples_INT32(I, J, (int32_t*)X, &n, C));
  else if (type == GrB_INT64) TRY(GrB_Matrix_extractTuples_INT64(I, J, (int64_t*)X, &n, C));
  else if (type == GrB_UINT64) TRY(GrB_Matrix_extractTuples_UINT64(I, J, (uint64_t*)X, &n, C));
  else if (type == GrB_FP32) TRY(GrB_Matrix_extractTuples_FP32(I, J, (float*)X, &n, C));
  else TRY(GrB_Matrix_extractTuples_FP64(I, J, (double*)X, &n, C));
  Tuple* t = malloc(cap * sizeof(Tuple));
  for (GrB_Index k = 0; k < n; k++) {
    t[k].i = I[k];
    t[k].j = J[k];
    memset(t[k].x, 0, sizeof t[k].x);
    memcpy(t[k].x, (char*)X + k * ts, ts);
  }
  qsort(t, n, sizeof(Tuple), by_position);
  uint64_t h = 1469598103934665603ull;
  for (GrB_Index k = 0; k < n; k++) h = fnv(h, &t[k], sizeof(Tuple));
  printf("%s nvals %" PRIu64 " hash %016" PRIx64 "\n", name, (uint64_t)n, h);
  free(I);
  free(J);
  free(X);
  free(t);
}

// A vector's entries (FP64, INT32 or BOOL values), printed as show() prints a matrix.
static void show_vector(const char* name, GrB_Vector w, GrB_Type type) {
  GrB_Index nv = 0, n = 0;
  TRY(GrB_Vector_nvals(&nv, w));
  GrB_Index cap = nv ? nv : 1;
  GrB_Index* I = malloc(cap * sizeof(GrB_Index));
  double* X = malloc(cap * sizeof(double));
  int32_t* X32 = malloc(cap * sizeof(int32_t));
  bool* Xb = malloc(cap * sizeof(bool));
  n = nv;
  if (type == GrB_INT32) TRY(GrB_Vector_extractTuples_INT32(I, X32, &n, w));
  else if (type == GrB_BOOL) TRY(GrB_Vector_extractTuples_BOOL(I, Xb, &n, w));
  else TRY(GrB_Vector_extractTuples_FP64(I, X, &n, w));
  uint64_t h = 1469598103934665603ull;
  for (GrB_Index k = 0; k < n; k++) {
    Tuple t = {I[k], 0, {0}};
    if (type == GrB_INT32) memcpy(t.x, &X32[k], sizeof(int32_t));
    else if (type == GrB_BOOL) memcpy(t.x, &Xb[k], sizeof(bool));
    else memcpy(t.x, &X[k], sizeof(double));
    h = fnv(h, &t, sizeof(Tuple));
  }
  printf("%s nvals %" PRIu64 " hash %016" PRIx64 "\n", name, (uint64_t)n, h);
  free(I);
  free(X);
  free(X32);
  free(Xb);
}

static GrB_Matrix new_matrix(GrB_Type type, GrB_Index n) {
  GrB_Matrix M;
  TRY(GrB_Matrix_new(&M, type, n, n));
  return M;
}

// C<A,struct> = A*A' PLUS_PAIR, then C = C(C >= t): the k-truss support filter (fusion (d)); the
// A*A form (B not transposed: the kernel takes B by column) when `plain` is set
static void support_filter(const char* name, GrB_Matrix A, GrB_Index n, int64_t t, int plain) {
  GrB_Matrix C = new_matrix(GrB_INT64, n);
  TRY(GrB_mxm(C, A, NULL, GxB_PLUS_PAIR_INT64, A, A, plain ? GrB_DESC_S : GrB_DESC_ST1));
  TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_VALUEGE_INT64, C, t, NULL));
  show(name, C, GrB_INT64);
  GrB_Matrix_free(&C);
}

// the k-truss of A (lagraph_compat's grb_ktruss: peel until no edge is removed)
static void ktruss(const char* name, GrB_Matrix A, GrB_Index n, int64_t k) {
  GrB_Matrix C = new_matrix(GrB_INT64, n);
  TRY(GrB_mxm(C, A, NULL, GxB_PLUS_PAIR_INT64, A, A, GrB_DESC_S));
  GrB_Index last = 0, nv = 0;
  TRY(GrB_Matrix_nvals(&last, C));
  int rounds = 0;
  for (;;) {
    TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_VALUEGE_INT64, C, k - 2, NULL));
    TRY(GrB_Matrix_nvals(&nv, C));
    rounds++;
    if (nv == last) break;
    last = nv;
    TRY(GrB_mxm(C, C, NULL, GxB_PLUS_PAIR_INT64, C, C, GrB_DESC_RS));
  }
  printf("%s rounds %d\n", name, rounds);
  show(name, C, GrB_INT64);
  GrB_Matrix_free(&C);
}

// C<M,struct> = A * A' (PLUS_TIMES on FP64) then select(C > 100), C held by the select alone
static void select_of_product(GrB_Matrix M, GrB_Matrix A, GrB_Index n, const char* name) {
  GrB_Matrix C = new_matrix(GrB_FP64, n), S = new_matrix(GrB_FP64, n);
  TRY(GrB_mxm(C, M, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, GrB_DESC_ST1));
  TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUEGT_FP64, C, 100.0, NULL));
  GrB_Matrix_free(&C);
  show(name, S, GrB_FP64);
  GrB_Matrix_free(&S);
}

// C = -(X .* Y) + X, left pending (the product's handle freed: a private intermediate)
static GrB_Matrix neg_product_plus(GrB_Matrix X, GrB_Matrix Y, GrB_Index n) {
  GrB_Matrix T = new_matrix(GrB_FP64, n), C = new_matrix(GrB_FP64, n);
  TRY(GrB_Matrix_eWiseMult_BinaryOp(T, NULL, NULL, GrB_TIMES_FP64, X, Y, NULL));
  TRY(GrB_Matrix_apply(T, NULL, NULL, GrB_AINV_FP64, T, NULL));
  TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_PLUS_FP64, T, X, NULL));
  GrB_Matrix_free(&T);
  return C;
}

// Members under a mask (C<M> = T into an empty or replaced C: the chain keeps T's entries the
// mask allows): valued masks with zero, NaN and false values, structural and complemented ones,
// a mask leaf of another type than the chain's, masks computed in the group (a comparison into
// bool), a whole extract (a copy) under a mask; a C with entries outside the mask is kept (the
// kernel library's merge, never the chain).
static void masked_chains(GrB_Matrix X, GrB_Matrix Xb, GrB_Index n) {
  GrB_Matrix M = new_matrix(GrB_FP64, n), Xt = new_matrix(GrB_FP64, n), C;
  TRY(GrB_Matrix_apply(M, NULL, NULL, GrB_IDENTITY_FP64, X, GrB_DESC_T0));  // zeros among its values
  TRY(GrB_Matrix_setElement_FP64(M, NAN, 1, 2));
  TRY(GrB_Matrix_setElement_FP64(M, 0.0, 2, 1));
  TRY(GrB_transpose(Xt, NULL, NULL, X, NULL));
  TRY(GrB_Matrix_wait(M, GrB_MATERIALIZE));
  TRY(GrB_Matrix_wait(Xt, GrB_MATERIALIZE));
  GrB_Descriptor descs[] = {NULL, GrB_DESC_S, GrB_DESC_C, GrB_DESC_SC};
  const char* names[] = {"valued", "structural", "complemented", "structural complemented"};
  char name[120];
  for (int d = 0; d < 4; d++) {
    GrB_Matrix T = new_matrix(GrB_FP64, n);
    C = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_apply(T, NULL, NULL, GrB_ABS_FP64, X, NULL));
    TRY(GrB_Matrix_apply(C, M, NULL, GrB_AINV_FP64, T, descs[d]));
    GrB_Matrix_free(&T);
    snprintf(name, sizeof name, "fp64 C<M %s> = -abs(X)", names[d]);
    show(name, C, GrB_FP64);
    GrB_Matrix_free(&C);
    // a bool mask with false values over an eWiseAdd of two patterns
    T = new_matrix(GrB_FP64, n);
    C = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(T, NULL, NULL, GrB_PLUS_FP64, X, Xt, NULL));
    TRY(GrB_Matrix_apply(C, Xb, NULL, GrB_AINV_FP64, T, descs[d]));
    GrB_Matrix_free(&T);
    snprintf(name, sizeof name, "fp64 C<Xb %s> = -(X + X')", names[d]);
    show(name, C, GrB_FP64);
    GrB_Matrix_free(&C);
  }
  // the filter of a SQL WHERE: F = X > 10 and S = select(X <= 50), both pending and private,
  // then C<F> = S(0:n-1, :) by an explicit list: one group (compare, select, copy), as a matrix
  // and summed
  GrB_Index* all = malloc(n * sizeof(GrB_Index));
  for (GrB_Index i = 0; i < n; i++) all[i] = i;
  for (int reduce = 0; reduce < 2; reduce++) {
    GrB_Matrix F = new_matrix(GrB_BOOL, n), S = new_matrix(GrB_FP64, n);
    C = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(F, NULL, NULL, GrB_GT_FP64, X, 10.0, NULL));
    TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUELE_FP64, X, 50.0, NULL));
    TRY(GrB_Matrix_extract(C, F, NULL, S, all, n, GrB_ALL, n, NULL));
    GrB_Matrix_free(&F);
    GrB_Matrix_free(&S);
    if (reduce) {
      double sum = 0;
      TRY(GrB_Matrix_reduce_FP64(&sum, NULL, GrB_PLUS_MONOID_FP64, C, NULL));
      printf("fp64 sum(C<X > 10> = select(X <= 50)(all, :)) %.17g\n", sum);
    } else {
      show("fp64 C<X > 10> = select(X <= 50)(all, :)", C, GrB_FP64);
    }
    GrB_Matrix_free(&C);
  }
  free(all);
  // a complemented structural mask computed in the group: C<!(X' < 0), struct> = 2 * X
  {
    GrB_Matrix F = new_matrix(GrB_BOOL, n);
    C = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(F, NULL, NULL, GrB_LT_FP64, Xt, 0.0, NULL));
    TRY(GrB_Matrix_apply_BinaryOp1st_FP64(C, F, NULL, GrB_TIMES_FP64, 2.0, X, GrB_DESC_SC));
    GrB_Matrix_free(&F);
    show("fp64 C<!(X' < 0), struct> = 2 * X", C, GrB_FP64);
    GrB_Matrix_free(&C);
  }
  // C holding entries: with replace it is cleared first (a chain); without, its entries outside
  // the mask stay (the kernel library's merge)
  for (int replace = 0; replace < 2; replace++) {
    C = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_MINV_FP64, Xt, NULL));
    TRY(GrB_Matrix_wait(C, GrB_MATERIALIZE));
    GrB_Matrix T = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_apply(T, NULL, NULL, GrB_ABS_FP64, X, NULL));
    TRY(GrB_Matrix_apply(C, M, NULL, GrB_AINV_FP64, T, replace ? GrB_DESC_R : NULL));
    GrB_Matrix_free(&T);
    show(replace ? "fp64 C<M, replace> = -abs(X)" : "fp64 C<M> = -abs(X) over 1/X'", C, GrB_FP64);
    GrB_Matrix_free(&C);
  }
  GrB_Matrix_free(&M);
  GrB_Matrix_free(&Xt);
}

int main(int argc, char** argv) {
  const GrB_Index n = argc > 1 ? (GrB_Index)atoll(argv[1]) : 600;
  TRY(GrB_init(GrB_NONBLOCKING));

  // a random symmetric graph without self loops (bool), random values of several types; values
  // are small integers or quarter-integers (exact in every type used)
  GrB_Matrix G = new_matrix(GrB_BOOL, n), X = new_matrix(GrB_FP64, n);
  for (GrB_Index k = 0; k < 6 * n; k++) {
    GrB_Index i = next() % n, j = next() % n;
    if (i != j) {
      TRY(GrB_Matrix_setElement_BOOL(G, true, i, j));
      TRY(GrB_Matrix_setElement_BOOL(G, true, j, i));
    }
    TRY(GrB_Matrix_setElement_FP64(X, (double)((int64_t)(next() % 801) - 400) / 4.0, i, j));
  }
  // a denser graph with many triangles (a clustered block), for the k-truss
  GrB_Matrix K = new_matrix(GrB_BOOL, n);
  for (GrB_Index k = 0; k < 10 * n; k++) {
    GrB_Index i = next() % (n / 4 + 1), j = next() % (n / 4 + 1);
    if (next() % 4 == 0) j = next() % n;
    if (i != j) {
      TRY(GrB_Matrix_setElement_BOOL(K, true, i, j));
      TRY(GrB_Matrix_setElement_BOOL(K, true, j, i));
    }
  }
  TRY(GrB_Matrix_wait(G, GrB_MATERIALIZE));
  TRY(GrB_Matrix_wait(K, GrB_MATERIALIZE));
  TRY(GrB_Matrix_wait(X, GrB_MATERIALIZE));
  GrB_Matrix X16 = new_matrix(GrB_INT16, n), X32 = new_matrix(GrB_INT32, n), X64 = new_matrix(GrB_INT64, n),
             Xf = new_matrix(GrB_FP32, n), Xb = new_matrix(GrB_BOOL, n);
  TRY(GrB_Matrix_apply(X16, NULL, NULL, GrB_IDENTITY_INT16, X, NULL));
  TRY(GrB_Matrix_apply(X32, NULL, NULL, GrB_IDENTITY_INT32, X, NULL));
  TRY(GrB_Matrix_apply(X64, NULL, NULL, GrB_IDENTITY_INT64, X, NULL));
  TRY(GrB_Matrix_apply(Xf, NULL, NULL, GrB_IDENTITY_FP32, X, NULL));
  TRY(GrB_Matrix_apply(Xb, NULL, NULL, GrB_IDENTITY_BOOL, X, NULL));
  GrB_Matrix inputs[] = {X16, X32, X64, Xf, Xb};
  for (int k = 0; k < 5; k++) TRY(GrB_Matrix_wait(inputs[k], GrB_MATERIALIZE));

  GrB_Matrix C;
  // FP abs on the values whose sign handling differs between fabs and (x < 0 ? -x : x): -0.0,
  // +0.0, a NaN with its sign bit set (and a payload), +NaN, -inf, +inf, denormals of both
  // signs, normals; abs must clear the sign bit exactly as the kernel library's std::abs does
  {
    static const uint64_t bits64[] = {0x8000000000000000ull, 0x0000000000000000ull, 0xfff8000000000123ull,
                                      0x7ff8000000000456ull, 0xfff0000000000000ull, 0x7ff0000000000000ull,
                                      0x8000000000000001ull, 0x000fffffffffffffull, 0x800fffffffffffffull,
                                      0xc008000000000000ull, 0x3ff0000000000000ull};
    static const uint32_t bits32[] = {0x80000000u, 0x00000000u, 0xffc00123u, 0x7fc00456u, 0xff800000u, 0x7f800000u,
                                      0x80000001u, 0x007fffffu, 0x807fffffu, 0xc0400000u, 0x3f800000u};
    const int nspecial = (int)(sizeof bits64 / sizeof bits64[0]);
    GrB_Matrix S64 = new_matrix(GrB_FP64, n), S32 = new_matrix(GrB_FP32, n);
    for (GrB_Index k = 0; k < 4 * n; k++) {
      GrB_Index i = next() % n, j = next() % n;
      int c = (int)(next() % nspecial);
      double d;
      float f;
      memcpy(&d, &bits64[c], sizeof d);
      memcpy(&f, &bits32[c], sizeof f);
      TRY(GrB_Matrix_setElement_FP64(S64, d, i, j));
      TRY(GrB_Matrix_setElement_FP32(S32, f, i, j));
    }
    TRY(GrB_Matrix_wait(S64, GrB_MATERIALIZE));
    TRY(GrB_Matrix_wait(S32, GrB_MATERIALIZE));
    C = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_OFFDIAG, S64, 0, NULL));
    TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_ABS_FP64, C, NULL));
    show("fp64 special abs(select(offdiag))", C, GrB_FP64);
    GrB_Matrix_free(&C);
    C = new_matrix(GrB_FP32, n);
    TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_OFFDIAG, S32, 0, NULL));
    TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_ABS_FP32, C, NULL));
    show("fp32 special abs(select(offdiag))", C, GrB_FP32);
    GrB_Matrix_free(&C);
    // rows reduced over the special values (-0.0 alone in a row, NaN, infinities of both signs):
    // PLUS, MIN, MAX and TIMES from each row's first entry, as the kernel library joins them
    const GrB_Monoid monoids[] = {GrB_PLUS_MONOID_FP64, GrB_MIN_MONOID_FP64, GrB_MAX_MONOID_FP64,
                                  GrB_TIMES_MONOID_FP64};
    const char* mnames[] = {"plus", "min", "max", "times"};
    for (int m = 0; m < 4; m++) {
      GrB_Matrix T = new_matrix(GrB_FP64, n);
      GrB_Vector w;
      TRY(GrB_Vector_new(&w, GrB_FP64, n));
      TRY(GrB_Matrix_select_INT64(T, NULL, NULL, GrB_OFFDIAG, S64, 0, NULL));
      TRY(GrB_Matrix_reduce_Monoid(w, NULL, NULL, monoids[m], T, NULL));
      GrB_Matrix_free(&T);
      char name[80];
      snprintf(name, sizeof name, "fp64 special rows %s(select(offdiag))", mnames[m]);
      show_vector(name, w, GrB_FP64);
      GrB_Vector_free(&w);
    }
    GrB_Matrix_free(&S64);
    GrB_Matrix_free(&S32);
  }

  // select/apply chains (fusion (b) with a matrix result); abs on FP64 of ainv's -0.0
  C = new_matrix(GrB_FP64, n);
  TRY(GrB_Matrix_select_FP64(C, NULL, NULL, GrB_VALUEGT_FP64, X, -20.5, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_FP64, C, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_ABS_FP64, C, NULL));
  show("fp64 abs(ainv(select(valuegt)))", C, GrB_FP64);
  GrB_Matrix_free(&C);

  C = new_matrix(GrB_FP64, n);
  TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_TRIL, X, 3, NULL));
  TRY(GrB_Matrix_select_FP64(C, NULL, NULL, GrB_VALUENE_FP64, C, 0.0, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_MINV_FP64, C, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_FP64, C, NULL));
  show("fp64 ainv(minv(select(valuene, tril)))", C, GrB_FP64);
  GrB_Matrix_free(&C);

  C = new_matrix(GrB_INT32, n);
  TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_TRIU, X32, -2, NULL));
  TRY(GrB_Matrix_select_INT32(C, NULL, NULL, GrB_VALUELE_INT32, C, 30, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_INT32, C, NULL));
  show("int32 ainv(select(valuele, triu))", C, GrB_INT32);
  GrB_Matrix_free(&C);

  C = new_matrix(GrB_INT64, n);
  TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_COLLE, X64, (int64_t)(n / 2), NULL));
  TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_ROWGT, C, 7, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GxB_ONE_INT64, C, NULL));
  show("int64 one(select(rowgt, colle))", C, GrB_INT64);
  GrB_Matrix_free(&C);

  C = new_matrix(GrB_INT16, n);
  TRY(GrB_Matrix_select_INT16(C, NULL, NULL, GrB_VALUEGE_INT16, X16, -50, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_ABS_INT16, C, NULL));
  TRY(GrB_Matrix_select_INT16(C, NULL, NULL, GrB_VALUELT_INT16, C, 70, NULL));
  show("int16 select(valuelt, abs(select(valuege)))", C, GrB_INT16);
  GrB_Matrix_free(&C);

  C = new_matrix(GrB_FP32, n);
  TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_OFFDIAG, Xf, 0, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_FP32, C, NULL));
  TRY(GrB_Matrix_select_FP32(C, NULL, NULL, GrB_VALUEEQ_FP32, C, 12.25f, NULL));
  show("fp32 select(valueeq, ainv(offdiag))", C, GrB_FP32);
  GrB_Matrix_free(&C);

  C = new_matrix(GrB_BOOL, n);
  TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_DIAG, Xb, 0, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_LNOT, C, NULL));
  show("bool lnot(diag)", C, GrB_BOOL);
  GrB_Matrix_free(&C);

  // the k-truss support filter on random graphs (fusion (d)), thresholds 1..3
  support_filter("support A*A' >= 1 (G)", G, n, 1, 0);
  support_filter("support A*A' >= 2 (K)", K, n, 2, 0);
  support_filter("support A*A >= 3 (K)", K, n, 3, 1);
  ktruss("ktruss 4 (K)", K, n, 4);
  ktruss("ktruss 5 (G)", G, n, 5);

  // empty results: nothing passes the filter; an empty input
  C = new_matrix(GrB_FP64, n);
  TRY(GrB_Matrix_select_FP64(C, NULL, NULL, GrB_VALUEGT_FP64, X, 1e9, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_FP64, C, NULL));
  show("empty (filter)", C, GrB_FP64);
  GrB_Matrix_free(&C);
  GrB_Matrix E = new_matrix(GrB_INT64, n);
  support_filter("empty (support of an empty graph)", E, n, 1, 0);
  GrB_Matrix_free(&E);

  // no rows at all: the kernel's row pointers are one offset, written though nothing is scanned
  // (the output arrays are not zero-filled)
  {
    GrB_Matrix Z, Zc;
    TRY(GrB_Matrix_new(&Z, GrB_FP64, 0, n));
    TRY(GrB_Matrix_new(&Zc, GrB_FP64, 0, n));
    TRY(GrB_Matrix_select_FP64(Zc, NULL, NULL, GrB_VALUENE_FP64, Z, 0.0, NULL));
    TRY(GrB_Matrix_apply(Zc, NULL, NULL, GxB_ONE_FP64, Zc, NULL));
    show("no rows one(select(valuene))", Zc, GrB_FP64);
    GrB_Matrix_free(&Zc);
    GrB_Matrix_free(&Z);
  }

  // filter -> project kept as a matrix (bench fpm) over a matrix large enough for the parallel
  // kernel (more than the serial cutoff of 131072 entries; 4096 rows of 0-19 entries, every 8th
  // of up to 599): rows end in dropped entries at chunk boundaries, where a fill writing past its
  // row's slots would overwrite the next row's (another thread's) entries
  {
    const GrB_Index nb = 4096;
    GrB_Index cap = 0, nt = 0;
    uint64_t save = state;
    for (GrB_Index i = 0; i < nb; i++) cap += (next() % 8 == 0) ? next() % 600 : next() % 20;
    state = save;
    GrB_Index *I = malloc(cap * sizeof(GrB_Index)), *J = malloc(cap * sizeof(GrB_Index));
    double* V = malloc(cap * sizeof(double));
    for (GrB_Index i = 0; i < nb; i++) {
      GrB_Index len = (next() % 8 == 0) ? next() % 600 : next() % 20;
      for (GrB_Index k = 0; k < len; k++, nt++) {
        I[nt] = i;
        J[nt] = next() % nb;
        V[nt] = (double)(1 + (int64_t)(next() % 64));
      }
    }
    GrB_Matrix W, S;
    TRY(GrB_Matrix_new(&W, GrB_FP64, nb, nb));
    TRY(GrB_Matrix_build_FP64(W, I, J, V, nt, GrB_FIRST_FP64));
    TRY(GrB_Matrix_wait(W, GrB_MATERIALIZE));
    TRY(GrB_Matrix_new(&S, GrB_FP64, nb, nb));
    TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUEGT_FP64, W, 16.0, NULL));
    TRY(GrB_Matrix_select_FP64(S, NULL, NULL, GrB_VALUELE_FP64, S, 48.0, NULL));
    TRY(GrB_Matrix_apply(S, NULL, NULL, GrB_AINV_FP64, S, NULL));
    GrB_Index wv = 0;
    TRY(GrB_Matrix_nvals(&wv, W));
    printf("large W nvals %" PRIu64 " (above the serial cutoff: %d)\n", (uint64_t)wv, wv > 131072);
    show("large ainv(select(valuele, valuegt))", S, GrB_FP64);
    GrB_Matrix_free(&S);
    // an eWiseAdd alone over two large operands (W and its transpose: rows of different lengths)
    GrB_Matrix Wt;
    TRY(GrB_Matrix_new(&Wt, GrB_FP64, nb, nb));
    TRY(GrB_transpose(Wt, NULL, NULL, W, NULL));
    TRY(GrB_Matrix_wait(Wt, GrB_MATERIALIZE));
    TRY(GrB_Matrix_new(&S, GrB_FP64, nb, nb));
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(S, NULL, NULL, GrB_MINUS_FP64, W, Wt, NULL));
    show("large W - W' (alone)", S, GrB_FP64);
    GrB_Matrix_free(&S);
    // calls alone under W' as a mask, plain and complemented: compiled (the mask's decisions kept
    // for the fill), an apply and a whole extract by an explicit list
    for (int comp = 0; comp < 2; comp++) {
      TRY(GrB_Matrix_new(&S, GrB_FP64, nb, nb));
      TRY(GrB_Matrix_apply(S, Wt, NULL, GrB_AINV_FP64, W, comp ? GrB_DESC_SC : NULL));
      show(comp ? "large C<!W',struct> = -W (alone)" : "large C<W'> = -W (alone)", S, GrB_FP64);
      GrB_Matrix_free(&S);
    }
    {  // W's rows summed alone (a stored matrix reduced to a vector)
      GrB_Vector w;
      TRY(GrB_Vector_new(&w, GrB_FP64, nb));
      TRY(GrB_Matrix_reduce_Monoid(w, NULL, NULL, GrB_PLUS_MONOID_FP64, W, NULL));
      show_vector("large rows plus(W) (alone)", w, GrB_FP64);
      GrB_Vector_free(&w);
    }
    {
      GrB_Index* rows = malloc(nb * sizeof(GrB_Index));
      for (GrB_Index i = 0; i < nb; i++) rows[i] = i;
      TRY(GrB_Matrix_new(&S, GrB_FP64, nb, nb));
      TRY(GrB_Matrix_extract(S, Wt, NULL, W, rows, nb, GrB_ALL, nb, NULL));
      show("large C<W'> = W(0:n-1, :) (alone)", S, GrB_FP64);
      GrB_Matrix_free(&S);
      free(rows);
    }
    // operands of one structure (Wa = ainv(W), an apply alone, shares W's): the kernels write
    // the values alone and the results share that structure; W .* Wa, then 1 - (W .* Wa) with
    // W .* Wa held by a handle (so an operand of the second call), and W .* Wt (two structures)
    GrB_Matrix Wa, P;
    TRY(GrB_Matrix_new(&Wa, GrB_FP64, nb, nb));
    TRY(GrB_Matrix_apply(Wa, NULL, NULL, GrB_AINV_FP64, W, NULL));
    TRY(GrB_Matrix_wait(Wa, GrB_MATERIALIZE));
    show("large ainv(W) (alone)", Wa, GrB_FP64);
    {  // Wi = W + W, then Wi = ainv(Wi): values nothing else holds, overwritten in place by the library
      GrB_Matrix Wi;
      TRY(GrB_Matrix_new(&Wi, GrB_FP64, nb, nb));
      TRY(GrB_Matrix_eWiseAdd_BinaryOp(Wi, NULL, NULL, GrB_PLUS_FP64, W, W, NULL));
      TRY(GrB_Matrix_wait(Wi, GrB_MATERIALIZE));
      TRY(GrB_Matrix_apply(Wi, NULL, NULL, GrB_AINV_FP64, Wi, NULL));
      show("large ainv(W + W) (in place)", Wi, GrB_FP64);
      GrB_Matrix_free(&Wi);
    }
    TRY(GrB_Matrix_new(&S, GrB_FP64, nb, nb));
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(S, NULL, NULL, GrB_TIMES_FP64, W, Wa, NULL));
    show("large W + ainv(W) (one structure)", S, GrB_FP64);
    GrB_Matrix_free(&S);
    TRY(GrB_Matrix_new(&P, GrB_FP64, nb, nb));
    TRY(GrB_Matrix_eWiseMult_BinaryOp(P, NULL, NULL, GrB_TIMES_FP64, W, Wa, NULL));
    TRY(GrB_Matrix_new(&S, GrB_FP64, nb, nb));
    TRY(GrB_Matrix_apply_BinaryOp1st_FP64(S, NULL, NULL, GrB_MINUS_FP64, 1.0, P, NULL));
    show("large W .* ainv(W) (one structure)", P, GrB_FP64);
    show("large 1 - W .* ainv(W)", S, GrB_FP64);
    GrB_Matrix_free(&S);
    GrB_Matrix_free(&P);
    TRY(GrB_Matrix_new(&S, GrB_FP64, nb, nb));
    TRY(GrB_Matrix_eWiseMult_BinaryOp(S, NULL, NULL, GrB_TIMES_FP64, W, Wt, NULL));
    show("large W .* W' (two structures)", S, GrB_FP64);
    GrB_Matrix_free(&S);
    GrB_Matrix_free(&Wa);
    // a chain whose root compares its values into bool: (select(W > 16) <= 48), the selected
    // matrix held by the apply alone
    {
      GrB_Matrix T, F;
      TRY(GrB_Matrix_new(&T, GrB_FP64, nb, nb));
      TRY(GrB_Matrix_select_FP64(T, NULL, NULL, GrB_VALUEGT_FP64, W, 16.0, NULL));
      TRY(GrB_Matrix_new(&F, GrB_BOOL, nb, nb));
      TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(F, NULL, NULL, GrB_LE_FP64, T, 48.0, NULL));
      GrB_Matrix_free(&T);
      show("large select(W > 16) <= 48 (bool)", F, GrB_BOOL);
      GrB_Matrix_free(&F);
    }
    // C<W,struct> = W * W' (PLUS_TIMES on FP64) then select(C > 100): the chain probes each row of
    // W scattered in a team's scratch with its values
    select_of_product(W, W, nb, "large select(W*W' > 100) under W's pattern");
    // the same over Ww, nb x 3.1M with 12 entries a row (in its first 45K columns, rows meeting in
    // a few): a row of values as wide as Ww is too wide for a team's scratch, so the dot products
    // are merged row against row (rows of even length: the merges cost what the kernel library's
    // searches do)
    {
      const GrB_Index wide = 3100000, per_row = 12, nw = nb * per_row;
      GrB_Index *Iw = malloc(nw * sizeof(GrB_Index)), *Jw = malloc(nw * sizeof(GrB_Index));
      double* Vw = malloc(nw * sizeof(double));
      if (!Iw || !Jw || !Vw) return 1;
      for (GrB_Index k = 0; k < nw; k++) {
        Iw[k] = k / per_row;
        Jw[k] = (k % per_row) * 4099 + next() % 64;
        Vw[k] = (double)(next() % 41);
      }
      GrB_Matrix Ww;
      TRY(GrB_Matrix_new(&Ww, GrB_FP64, nb, wide));
      TRY(GrB_Matrix_build_FP64(Ww, Iw, Jw, Vw, nw, GrB_PLUS_FP64));
      free(Iw);
      free(Jw);
      free(Vw);
      TRY(GrB_Matrix_wait(Ww, GrB_MATERIALIZE));
      select_of_product(W, Ww, nb, "large select(Ww*Ww' > 100) under W's pattern (wide)");
      GrB_Matrix_free(&Ww);
    }
    // computed stores reduced alone (compiled alone: the kernel library's pieces and order, so
    // the same bits): W / 3 (inexact sums over many pieces) in FP64 and FP32, INT64, and a vector
    {
      GrB_Matrix W3, W3f, Wi;
      TRY(GrB_Matrix_new(&W3, GrB_FP64, nb, nb));
      TRY(GrB_Matrix_new(&W3f, GrB_FP32, nb, nb));
      TRY(GrB_Matrix_new(&Wi, GrB_INT64, nb, nb));
      TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(W3, NULL, NULL, GrB_DIV_FP64, W, 3.0, NULL));
      TRY(GrB_Matrix_apply(W3f, NULL, NULL, GrB_IDENTITY_FP32, W3, NULL));
      TRY(GrB_Matrix_apply(Wi, NULL, NULL, GrB_IDENTITY_INT64, W, NULL));
      GrB_Matrix ws[] = {W3, W3f, Wi};
      for (int k = 0; k < 3; k++) TRY(GrB_Matrix_wait(ws[k], GrB_MATERIALIZE));
      double s64 = 0;
      float s32 = 0;
      int64_t si = 0;
      TRY(GrB_Matrix_reduce_FP64(&s64, NULL, GrB_PLUS_MONOID_FP64, W3, NULL));
      TRY(GrB_Matrix_reduce_FP32(&s32, NULL, GrB_PLUS_MONOID_FP32, W3f, NULL));
      TRY(GrB_Matrix_reduce_INT64(&si, NULL, GrB_PLUS_MONOID_INT64, Wi, NULL));
      printf("large sums alone: fp64 %a fp32 %a int64 %" PRId64 "\n", s64, (double)s32, si);
      // values cast to the monoid's type as they are read: INT64 summed as FP64 and as FP32
      // (rounded), FP64 as FP32, FP32 as FP64, negative INT32 as INT64; UINT64 as FP64 stays with
      // the kernel library (unsigned types are signless in the dialect)
      {
        GrB_Matrix Wn32, Wu;
        TRY(GrB_Matrix_new(&Wn32, GrB_INT32, nb, nb));
        TRY(GrB_Matrix_new(&Wu, GrB_UINT64, nb, nb));
        TRY(GrB_Matrix_apply(Wn32, NULL, NULL, GrB_AINV_INT32, Wi, NULL));
        TRY(GrB_Matrix_apply(Wu, NULL, NULL, GrB_IDENTITY_UINT64, Wi, NULL));
        TRY(GrB_Matrix_wait(Wn32, GrB_MATERIALIZE));
        TRY(GrB_Matrix_wait(Wu, GrB_MATERIALIZE));
        double c64a = 0, c64b = 0, cu = 0;
        float c32a = 0, c32b = 0;
        int64_t c64i = 0;
        TRY(GrB_Matrix_reduce_FP64(&c64a, NULL, GrB_PLUS_MONOID_FP64, Wi, NULL));
        TRY(GrB_Matrix_reduce_FP32(&c32a, NULL, GrB_PLUS_MONOID_FP32, Wi, NULL));
        TRY(GrB_Matrix_reduce_FP32(&c32b, NULL, GrB_PLUS_MONOID_FP32, W3, NULL));
        TRY(GrB_Matrix_reduce_FP64(&c64b, NULL, GrB_PLUS_MONOID_FP64, W3f, NULL));
        TRY(GrB_Matrix_reduce_INT64(&c64i, NULL, GrB_PLUS_MONOID_INT64, Wn32, NULL));
        TRY(GrB_Matrix_reduce_FP64(&cu, NULL, GrB_PLUS_MONOID_FP64, Wu, NULL));
        printf("large sums cast: int64 as fp64 %a, as fp32 %a; fp64 as fp32 %a; fp32 as fp64 %a; int32 as int64 %" PRId64
               "; uint64 as fp64 %a\n",
               c64a, (double)c32a, (double)c32b, c64b, c64i, cu);
        GrB_Matrix_free(&Wn32);
        GrB_Matrix_free(&Wu);
      }
      GrB_Vector r;
      TRY(GrB_Vector_new(&r, GrB_FP64, nb * nb));
      GrB_Index* vi = malloc(200000 * sizeof(GrB_Index));
      double* vx = malloc(200000 * sizeof(double));
      for (GrB_Index k = 0; k < 200000; k++) {
        vi[k] = k * 83;
        vx[k] = (double)(1 + k % 97) / 7.0;
      }
      TRY(GrB_Vector_build_FP64(r, vi, vx, 200000, GrB_PLUS_FP64));
      TRY(GrB_Vector_wait(r, GrB_MATERIALIZE));
      TRY(GrB_Vector_reduce_FP64(&s64, NULL, GrB_PLUS_MONOID_FP64, r, NULL));
      printf("sparse vector sum alone: %a\n", s64);
      free(vi);
      free(vx);
      GrB_Vector_free(&r);
      for (int k = 0; k < 3; k++) GrB_Matrix_free(&ws[k]);
    }
    // a pending intermediate read twice by one call (T + T): T computed once, the sum alone
    GrB_Matrix T;
    TRY(GrB_Matrix_new(&T, GrB_FP64, nb, nb));
    TRY(GrB_Matrix_select_FP64(T, NULL, NULL, GrB_VALUEGT_FP64, W, 16.0, NULL));
    TRY(GrB_Matrix_new(&S, GrB_FP64, nb, nb));
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(S, NULL, NULL, GrB_PLUS_FP64, T, T, NULL));
    GrB_Matrix_free(&T);
    show("large T + T", S, GrB_FP64);
    GrB_Matrix_free(&S);
    GrB_Matrix_free(&Wt);
    GrB_Matrix_free(&W);
    free(I);
    free(J);
    free(V);
  }

  // an intermediate the program reads afterwards: B stays a handle while the chain over it runs
  GrB_Matrix B = new_matrix(GrB_FP64, n);
  C = new_matrix(GrB_FP64, n);
  TRY(GrB_Matrix_select_FP64(B, NULL, NULL, GrB_VALUELT_FP64, X, 10.0, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_FP64, B, NULL));
  TRY(GrB_Matrix_select_INT64(C, NULL, NULL, GrB_TRIL, C, 0, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_MINV_FP64, C, NULL));
  show("chain over a held intermediate", C, GrB_FP64);
  show("the held intermediate", B, GrB_FP64);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&C);

  // element-wise trees over several matrices (their rows merged by column): a second random
  // pattern Y in the same types, eWiseAdd alone, trees reading X twice, reductions of them
  {
    GrB_Matrix Y = new_matrix(GrB_FP64, n);
    for (GrB_Index k = 0; k < 5 * n; k++)
      TRY(GrB_Matrix_setElement_FP64(Y, (double)((int64_t)(next() % 801) - 400) / 4.0, next() % n, next() % n));
    TRY(GrB_Matrix_wait(Y, GrB_MATERIALIZE));
    GrB_Matrix Y32 = new_matrix(GrB_INT32, n), Yf = new_matrix(GrB_FP32, n), Yb = new_matrix(GrB_BOOL, n);
    TRY(GrB_Matrix_apply(Y32, NULL, NULL, GrB_IDENTITY_INT32, Y, NULL));
    TRY(GrB_Matrix_apply(Yf, NULL, NULL, GrB_IDENTITY_FP32, Y, NULL));
    TRY(GrB_Matrix_apply(Yb, NULL, NULL, GrB_IDENTITY_BOOL, Y, NULL));
    GrB_Matrix ys[] = {Y32, Yf, Yb};
    for (int k = 0; k < 3; k++) TRY(GrB_Matrix_wait(ys[k], GrB_MATERIALIZE));

    C = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_PLUS_FP64, X, Y, NULL));
    show("fp64 X + Y (alone)", C, GrB_FP64);
    GrB_Matrix_free(&C);

    // -(X .* Y) + X: X read by both eWise calls (one operand), the intermediate private
    C = neg_product_plus(X, Y, n);
    show("fp64 -(X .* Y) + X", C, GrB_FP64);
    GrB_Matrix_free(&C);

    // the same tree reduced to a scalar (values exact: the sum's order cannot change its bits)
    double sum = 0;
    C = neg_product_plus(X, Y, n);
    TRY(GrB_Matrix_reduce_FP64(&sum, NULL, GrB_PLUS_MONOID_FP64, C, NULL));
    printf("fp64 sum(-(X .* Y) + X) %.17g\n", sum);
    GrB_Matrix_free(&C);

    // int32: MIN of two patterns, a value filter, then MINUS with X32 (three eWise operands)
    C = new_matrix(GrB_INT32, n);
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_MIN_INT32, X32, Y32, NULL));
    TRY(GrB_Matrix_select_INT32(C, NULL, NULL, GrB_VALUEGT_INT32, C, -40, NULL));
    TRY(GrB_Matrix_eWiseMult_BinaryOp(C, NULL, NULL, GrB_MINUS_INT32, C, X32, NULL));
    show("int32 select(valuegt, min(X, Y)) - X", C, GrB_INT32);
    GrB_Matrix_free(&C);

    // fp32: MAX over the NaN-free patterns, FIRST and SECOND where one side is absent
    C = new_matrix(GrB_FP32, n);
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_MAX_FP32, Xf, Yf, NULL));
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_SECOND_FP32, C, Xf, NULL));
    TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_ABS_FP32, C, NULL));
    show("fp32 abs(second(max(X, Y), X))", C, GrB_FP32);
    GrB_Matrix_free(&C);

    // X ./ Y (a pending intermediate) read twice by one call, summed: computed once, an operand
    GrB_Matrix T = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_eWiseMult_BinaryOp(T, NULL, NULL, GrB_DIV_FP64, X, Y, NULL));
    C = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_PLUS_FP64, T, X, NULL));
    TRY(GrB_Matrix_eWiseMult_BinaryOp(C, NULL, NULL, GrB_TIMES_FP64, C, T, NULL));
    GrB_Matrix_free(&T);
    TRY(GrB_Matrix_reduce_FP64(&sum, NULL, GrB_PLUS_MONOID_FP64, C, NULL));
    printf("fp64 sum(((X ./ Y) + X) .* (X ./ Y)) %.17g\n", sum);
    GrB_Matrix_free(&C);

    // UINT64 MIN (the dialect's umin) over values on both sides of the sign bit, then TIMES
    {
      GrB_Matrix Xu = new_matrix(GrB_UINT64, n), Yu = new_matrix(GrB_UINT64, n);
      TRY(GrB_Matrix_apply(Xu, NULL, NULL, GrB_IDENTITY_UINT64, X64, NULL));  // negatives wrap past 2^63
      TRY(GrB_Matrix_apply(Yu, NULL, NULL, GrB_ABS_INT64, Y32, NULL));
      TRY(GrB_Matrix_wait(Xu, GrB_MATERIALIZE));
      TRY(GrB_Matrix_wait(Yu, GrB_MATERIALIZE));
      C = new_matrix(GrB_UINT64, n);
      TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_MIN_UINT64, Xu, Yu, NULL));
      TRY(GrB_Matrix_eWiseMult_BinaryOp(C, NULL, NULL, GrB_TIMES_UINT64, C, Yu, NULL));
      show("uint64 min(X, Y) .* Y", C, GrB_UINT64);
      GrB_Matrix_free(&C);
      // unsigned order comparisons (the dialect's ugt, ult) and equality over values on both sides
      // of the sign bit, as a comparing root and as a mask computed in the group; selects by
      // equality; ABS and a select by order stay with the kernel library
      {
        GrB_Matrix T = new_matrix(GrB_UINT64, n);
        C = new_matrix(GrB_BOOL, n);
        TRY(GrB_Matrix_select_UINT64(T, NULL, NULL, GrB_VALUENE_UINT64, Xu, 0, NULL));
        TRY(GrB_Matrix_apply_BinaryOp2nd_UINT64(C, NULL, NULL, GrB_GT_UINT64, T, (uint64_t)1 << 63, NULL));
        GrB_Matrix_free(&T);
      }
      show("uint64 select(X != 0) > 2^63", C, GrB_BOOL);
      GrB_Matrix_free(&C);
      {
        GrB_Matrix F = new_matrix(GrB_BOOL, n), T = new_matrix(GrB_UINT64, n);
        C = new_matrix(GrB_UINT64, n);
        TRY(GrB_Matrix_apply_BinaryOp2nd_UINT64(F, NULL, NULL, GrB_GT_UINT64, Xu, (uint64_t)1 << 63, NULL));
        TRY(GrB_Matrix_apply(T, NULL, NULL, GrB_AINV_UINT64, Xu, NULL));
        TRY(GrB_Matrix_select_UINT64(C, F, NULL, GrB_VALUEEQ_UINT64, T, (uint64_t)0 - 4, GrB_DESC_C));
        GrB_Matrix_free(&F);
        GrB_Matrix_free(&T);
        show("uint64 C<!(X > 2^63)> = select(-X == 2^64 - 4)", C, GrB_UINT64);
        GrB_Matrix_free(&C);
      }
      C = new_matrix(GrB_UINT64, n);
      TRY(GrB_Matrix_select_UINT64(C, NULL, NULL, GrB_VALUEGT_UINT64, Xu, (uint64_t)1 << 63, NULL));
      TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_UINT64, C, NULL));
      show("uint64 -select(X > 2^63)", C, GrB_UINT64);
      GrB_Matrix_free(&C);
      GrB_Matrix_free(&Xu);
      GrB_Matrix_free(&Yu);
    }

    // bool: LOR and LXOR are the dialect's; PLUS on bool (the library's LOR) is not its i1 addition
    C = new_matrix(GrB_BOOL, n);
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_LOR, Xb, Yb, NULL));
    TRY(GrB_Matrix_eWiseMult_BinaryOp(C, NULL, NULL, GrB_LXOR, C, Xb, NULL));
    TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_LNOT, C, NULL));
    show("bool lnot((X or Y) xor X)", C, GrB_BOOL);
    GrB_Matrix_free(&C);
    C = new_matrix(GrB_BOOL, n);
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_PLUS_BOOL, Xb, Yb, NULL));
    TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_LNOT, C, NULL));
    show("bool lnot(X plus Y)", C, GrB_BOOL);
    GrB_Matrix_free(&C);

    // left to the kernel library (logged): PAIR (its result is iso), operands in different
    // orientations
    C = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_eWiseMult_BinaryOp(C, NULL, NULL, GrB_ONEB_FP64, X, Y, NULL));
    TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_FP64, C, NULL));
    show("fp64 -pair(X, Y)", C, GrB_FP64);
    GrB_Matrix_free(&C);
    GrB_Matrix Yc;
    TRY(GrB_Matrix_new(&Yc, GrB_FP64, n, n));
    TRY(GxB_Matrix_Option_set(Yc, GxB_FORMAT, GxB_BY_COL));
    TRY(GrB_Matrix_apply(Yc, NULL, NULL, GrB_IDENTITY_FP64, Y, NULL));
    TRY(GrB_Matrix_wait(Yc, GrB_MATERIALIZE));
    C = new_matrix(GrB_FP64, n);
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_PLUS_FP64, X, Yc, NULL));
    TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_FP64, C, NULL));
    show("fp64 -(X + Y by column)", C, GrB_FP64);
    TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_PLUS_FP64, X, Yc, NULL));
    TRY(GrB_Matrix_reduce_FP64(&sum, NULL, GrB_PLUS_MONOID_FP64, C, NULL));
    printf("fp64 sum(X + Y by column) %.17g\n", sum);
    TRY(GrB_Matrix_reduce_FP64(&sum, NULL, GrB_PLUS_MONOID_FP64, Y, NULL));  // small: the kernel library
    printf("fp64 sum(Y) %.17g\n", sum);
    GrB_Matrix_free(&C);
    GrB_Matrix_free(&Yc);
    GrB_Matrix ms[] = {Y, Y32, Yf, Yb};
    for (int k = 0; k < 4; k++) GrB_Matrix_free(&ms[k]);
  }

  masked_chains(X, Xb, n);

  // rows reduced (the chain's root a reduce_to_vector): INT32 sums of a chain, BOOL LOR of a
  // negation, FP64 sums under a comparison mask; with an accumulator, a mask, a transposed input
  // or into another type the kernel library (its result the same)
  {
    GrB_Vector w;
    GrB_Matrix T = new_matrix(GrB_INT32, n);
    TRY(GrB_Vector_new(&w, GrB_INT32, n));
    TRY(GrB_Matrix_select_INT32(T, NULL, NULL, GrB_VALUEGT_INT32, X32, -50, NULL));
    TRY(GrB_Matrix_apply(T, NULL, NULL, GrB_ABS_INT32, T, NULL));
    TRY(GrB_Matrix_reduce_Monoid(w, NULL, NULL, GrB_PLUS_MONOID_INT32, T, NULL));
    GrB_Matrix_free(&T);
    show_vector("int32 rows plus(abs(select(X > -50)))", w, GrB_INT32);
    GrB_Vector_free(&w);
    T = new_matrix(GrB_BOOL, n);
    TRY(GrB_Vector_new(&w, GrB_BOOL, n));
    TRY(GrB_Matrix_apply(T, NULL, NULL, GrB_LNOT, Xb, NULL));
    TRY(GrB_Matrix_reduce_Monoid(w, NULL, NULL, GrB_LOR_MONOID_BOOL, T, NULL));
    GrB_Matrix_free(&T);
    show_vector("bool rows lor(!Xb)", w, GrB_BOOL);
    GrB_Vector_free(&w);
    for (int variant = 0; variant < 5; variant++) {
      GrB_Matrix F = new_matrix(GrB_BOOL, n);
      T = new_matrix(GrB_FP64, n);
      TRY(GrB_Vector_new(&w, variant == 4 ? GrB_INT64 : GrB_FP64, n));
      if (variant == 1) TRY(GrB_Vector_assign_FP64(w, NULL, NULL, 1.5, GrB_ALL, n, NULL));
      TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(F, NULL, NULL, GrB_LT_FP64, X, 0.0, NULL));
      TRY(GrB_Matrix_apply(T, F, NULL, GrB_AINV_FP64, X, NULL));
      GrB_Matrix_free(&F);
      if (variant == 0) TRY(GrB_Matrix_reduce_Monoid(w, NULL, NULL, GrB_PLUS_MONOID_FP64, T, NULL));
      if (variant == 1) TRY(GrB_Matrix_reduce_Monoid(w, NULL, GrB_PLUS_FP64, GrB_PLUS_MONOID_FP64, T, NULL));
      if (variant == 2) TRY(GrB_Matrix_reduce_Monoid(w, w, NULL, GrB_PLUS_MONOID_FP64, T, GrB_DESC_SC));
      if (variant == 3) TRY(GrB_Matrix_reduce_Monoid(w, NULL, NULL, GrB_PLUS_MONOID_FP64, T, GrB_DESC_T0));
      if (variant == 4) TRY(GrB_Matrix_reduce_Monoid(w, NULL, NULL, GrB_PLUS_MONOID_FP64, T, NULL));
      GrB_Matrix_free(&T);
      const char* vnames[] = {"", " accumulated", " masked", " of the transpose", " into int64"};
      char name[100];
      snprintf(name, sizeof name, "fp64 rows plus(C<X < 0> = -X)%s", vnames[variant]);
      if (variant == 4) {
        GrB_Vector w2;
        TRY(GrB_Vector_new(&w2, GrB_FP64, n));
        TRY(GrB_Vector_apply(w2, NULL, NULL, GrB_IDENTITY_FP64, w, NULL));
        show_vector(name, w2, GrB_FP64);
        GrB_Vector_free(&w2);
      } else {
        show_vector(name, w, GrB_FP64);
      }
      GrB_Vector_free(&w);
    }
  }

  // the output asks for bitmap storage (the fused result is converted), or by column (node by node)
  C = new_matrix(GrB_FP64, n);
  TRY(GxB_Matrix_Option_set(C, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  TRY(GrB_Matrix_select_FP64(C, NULL, NULL, GrB_VALUEGT_FP64, X, 0.0, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_MINV_FP64, C, NULL));
  show("bitmap output", C, GrB_FP64);
  int sparsity = 0;
  TRY(GxB_Matrix_Option_get(C, GxB_SPARSITY_STATUS, &sparsity));
  printf("bitmap output status %d\n", sparsity);
  GrB_Matrix_free(&C);
  C = new_matrix(GrB_FP64, n);
  TRY(GxB_Matrix_Option_set(C, GxB_FORMAT, GxB_BY_COL));
  TRY(GrB_Matrix_select_FP64(C, NULL, NULL, GrB_VALUEGT_FP64, X, 0.0, NULL));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_MINV_FP64, C, NULL));
  show("by-column output", C, GrB_FP64);
  GrB_Matrix_free(&C);

  GrB_Matrix all[] = {G, K, X, X16, X32, X64, Xf, Xb};
  for (int k = 0; k < 8; k++) GrB_Matrix_free(&all[k]);
  TRY(GrB_finalize());
  return 0;
}
