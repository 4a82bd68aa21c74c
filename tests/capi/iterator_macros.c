// Iterate matrices and vectors the way C programs (LAGraph and others) do: with the iterator
// macros of GraphBLAS.h, which read and write the fields of struct GB_Iterator_opaque directly,
// plus the exported functions the macros call.
//
// This one source is compiled twice: against our include/GraphBLAS.h, and against SuiteSparse
// 7.4's /usr/include/GraphBLAS.h while still linking to our libgraphblas. The two programs must
// print the same text (compare_outputs.py): that is the proof that code compiled against
// SuiteSparse's header runs on this library, iterator struct and macros included.
//
// The program also checks itself: every scan must visit exactly the entries extractTuples
// returns, in storage order. It exits non-zero on any mismatch.
#include <GraphBLAS.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(cond)                                                      \
  do {                                                                   \
    if (!(cond)) {                                                       \
      printf("CHECK FAILED at line %d: %s\n", __LINE__, #cond);          \
      failures++;                                                        \
    }                                                                    \
  } while (0)

#define TRY(call)                                                        \
  do {                                                                   \
    GrB_Info info_ = (call);                                             \
    if (info_ != GrB_SUCCESS) {                                          \
      printf("line %d: %s returned %d\n", __LINE__, #call, (int)info_);  \
      exit(1);                                                           \
    }                                                                    \
  } while (0)

typedef struct {
  GrB_Index i, j;
  double x;
} tuple;

static int cmp_row(const void* a, const void* b) {
  const tuple *s = a, *t = b;
  if (s->i != t->i) return s->i < t->i ? -1 : 1;
  if (s->j != t->j) return s->j < t->j ? -1 : 1;
  return 0;
}
static int cmp_col(const void* a, const void* b) {
  const tuple *s = a, *t = b;
  if (s->j != t->j) return s->j < t->j ? -1 : 1;
  if (s->i != t->i) return s->i < t->i ? -1 : 1;
  return 0;
}

// the entries of A in storage order (by row or by column)
static tuple* reference(GrB_Matrix A, GrB_Index* n, int by_col) {
  TRY(GrB_Matrix_nvals(n, A));
  GrB_Index* I = malloc((*n + 1) * sizeof(GrB_Index));
  GrB_Index* J = malloc((*n + 1) * sizeof(GrB_Index));
  double* X = malloc((*n + 1) * sizeof(double));
  tuple* t = malloc((*n + 1) * sizeof(tuple));
  TRY(GrB_Matrix_extractTuples_FP64(I, J, X, n, A));
  for (GrB_Index k = 0; k < *n; k++) {
    t[k].i = I[k];
    t[k].j = J[k];
    t[k].x = X[k];
  }
  qsort(t, *n, sizeof(tuple), by_col ? cmp_col : cmp_row);
  free(I);
  free(J);
  free(X);
  return t;
}

static const char* sparsity_name(int s) {
  switch (s) {
    case GxB_HYPERSPARSE: return "hypersparse";
    case GxB_SPARSE: return "sparse";
    case GxB_BITMAP: return "bitmap";
    case GxB_FULL: return "full";
    default: return "?";
  }
}

static void print_fields(const char* what, GxB_Iterator it) {
  printf("  %s: %s by_col=%d iso=%d avlen=%lld avdim=%lld anvec=%lld pmax=%lld type_size=%d\n", what,
         sparsity_name(it->A_sparsity), (int)it->by_col, (int)it->iso, (long long)it->avlen,
         (long long)it->avdim, (long long)it->anvec, (long long)it->pmax, (int)it->type_size);
}

// the LAGraph row loop, entirely with macros
static void row_scan(GrB_Matrix A) {
  GrB_Index n;
  tuple* want = reference(A, &n, 0);
  GxB_Iterator it;
  TRY(GxB_Iterator_new(&it));
  GrB_Info info = GxB_rowIterator_attach(it, A, NULL);
  if (info == GrB_NOT_IMPLEMENTED) {
    printf("  row iterator: not implemented for this matrix (held by column)\n");
    GrB_free(&it);
    free(want);
    return;
  }
  TRY(info);
  print_fields("row iterator", it);
  printf("  kount=%llu\n", (unsigned long long)GxB_rowIterator_kount(it));
  GrB_Index k = 0;
  info = GxB_rowIterator_seekRow(it, 0);
  while (info != GxB_EXHAUSTED) {
    GrB_Index i = GxB_rowIterator_getRowIndex(it);
    printf("  row %llu:", (unsigned long long)i);
    while (info == GrB_SUCCESS) {
      GrB_Index j = GxB_rowIterator_getColIndex(it);
      double x = GxB_Iterator_get_FP64(it);
      printf(" (%llu %g)", (unsigned long long)j, x);
      CHECK(k < n && want[k].i == i && want[k].j == j && want[k].x == x);
      k++;
      info = GxB_rowIterator_nextCol(it);
    }
    printf("\n");
    CHECK(info == GrB_NO_VALUE);
    info = GxB_rowIterator_nextRow(it);
  }
  CHECK(k == n);
  printf("  exhausted: getRowIndex=%llu\n", (unsigned long long)GxB_rowIterator_getRowIndex(it));
  // seek to every row (and past the end), then to every k
  GrB_Index nrows;
  TRY(GrB_Matrix_nrows(&nrows, A));
  printf("  seekRow:");
  for (GrB_Index i = 0; i <= nrows && i < 12; i++) {
    info = GxB_rowIterator_seekRow(it, i);
    printf(" %llu->%d/%llu", (unsigned long long)i, (int)info, (unsigned long long)GxB_rowIterator_getRowIndex(it));
  }
  printf("\n  kseek:");
  for (GrB_Index q = 0; q <= (GrB_Index)GxB_rowIterator_kount(it) && q < 12; q++) {
    info = GxB_rowIterator_kseek(it, q);
    printf(" %llu->%d/%llu", (unsigned long long)q, (int)info, (unsigned long long)GxB_rowIterator_getRowIndex(it));
  }
  printf("\n");
  GrB_free(&it);
  CHECK(it == NULL);
  free(want);
}

// the column loop with macros
static void col_scan(GrB_Matrix A) {
  GrB_Index n;
  tuple* want = reference(A, &n, 1);
  GxB_Iterator it;
  TRY(GxB_Iterator_new(&it));
  GrB_Info info = GxB_colIterator_attach(it, A, NULL);
  if (info == GrB_NOT_IMPLEMENTED) {
    printf("  col iterator: not implemented for this matrix (held by row)\n");
    GrB_free(&it);
    free(want);
    return;
  }
  TRY(info);
  print_fields("col iterator", it);
  printf("  kount=%llu\n", (unsigned long long)GxB_colIterator_kount(it));
  GrB_Index k = 0;
  info = GxB_colIterator_seekCol(it, 0);
  while (info != GxB_EXHAUSTED) {
    GrB_Index j = GxB_colIterator_getColIndex(it);
    printf("  col %llu:", (unsigned long long)j);
    while (info == GrB_SUCCESS) {
      GrB_Index i = GxB_colIterator_getRowIndex(it);
      double x = GxB_Iterator_get_FP64(it);
      printf(" (%llu %g)", (unsigned long long)i, x);
      CHECK(k < n && want[k].i == i && want[k].j == j && want[k].x == x);
      k++;
      info = GxB_colIterator_nextRow(it);
    }
    printf("\n");
    info = GxB_colIterator_nextCol(it);
  }
  CHECK(k == n);
  GrB_free(&it);
  free(want);
}

// the entry iterator (functions only), in storage order
static void entry_scan(GrB_Matrix A, int by_col) {
  GrB_Index n;
  tuple* want = reference(A, &n, by_col);
  GxB_Iterator it;
  TRY(GxB_Iterator_new(&it));
  TRY(GxB_Matrix_Iterator_attach(it, A, NULL));
  printf("  entries: pmax=%llu:", (unsigned long long)GxB_Matrix_Iterator_getpmax(it));
  GrB_Index k = 0;
  GrB_Info info = GxB_Matrix_Iterator_seek(it, 0);
  while (info != GxB_EXHAUSTED) {
    GrB_Index i, j;
    GxB_Matrix_Iterator_getIndex(it, &i, &j);
    double x = GxB_Iterator_get_FP64(it);
    printf(" [%llu] (%llu,%llu)=%g", (unsigned long long)GxB_Matrix_Iterator_getp(it), (unsigned long long)i,
           (unsigned long long)j, x);
    CHECK(k < n && want[k].i == i && want[k].j == j && want[k].x == x);
    k++;
    info = GxB_Matrix_Iterator_next(it);
  }
  printf("\n");
  CHECK(k == n);
  GrB_free(&it);
  free(want);
}

static GrB_Matrix sample(GrB_Index m, GrB_Index n, int by_col, int sparsity, int dense) {
  GrB_Matrix A;
  TRY(GrB_Matrix_new(&A, GrB_FP64, m, n));
  TRY(GxB_Matrix_Option_set(A, GxB_FORMAT, by_col ? GxB_BY_COL : GxB_BY_ROW));
  if (dense) {
    for (GrB_Index i = 0; i < m; i++)
      for (GrB_Index j = 0; j < n; j++) TRY(GrB_Matrix_setElement_FP64(A, (double)(10 * i + j), i, j));
  } else {
    TRY(GrB_Matrix_setElement_FP64(A, 1.5, 0, 1));
    TRY(GrB_Matrix_setElement_FP64(A, 2.5, 0, n - 1));
    TRY(GrB_Matrix_setElement_FP64(A, 3.5, 2, 0));
    TRY(GrB_Matrix_setElement_FP64(A, 4.5, m - 1, 3));
  }
  TRY(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, sparsity));
  return A;  // the iterator's attach finishes the pending setElement work
}

static void vector_scan(int sparsity, int dense) {
  GrB_Vector v;
  TRY(GrB_Vector_new(&v, GrB_FP64, 8));
  if (dense) {
    for (GrB_Index i = 0; i < 8; i++) TRY(GrB_Vector_setElement_FP64(v, 0.5 * i, i));
  } else {
    TRY(GrB_Vector_setElement_FP64(v, 3.0, 6));
    TRY(GrB_Vector_setElement_FP64(v, 1.0, 1));
    TRY(GrB_Vector_setElement_FP64(v, 2.0, 4));
  }
  TRY(GxB_Vector_Option_set(v, GxB_SPARSITY_CONTROL, sparsity));
  GxB_Iterator it;
  TRY(GxB_Iterator_new(&it));
  TRY(GxB_Vector_Iterator_attach(it, v, NULL));
  print_fields("vector iterator", it);
  printf("  pmax=%llu:", (unsigned long long)GxB_Vector_Iterator_getpmax(it));
  GrB_Index count = 0;
  GrB_Info info = GxB_Vector_Iterator_seek(it, 0);
  while (info != GxB_EXHAUSTED) {
    printf(" [%llu] v(%llu)=%g", (unsigned long long)GxB_Vector_Iterator_getp(it),
           (unsigned long long)GxB_Vector_Iterator_getIndex(it), GxB_Iterator_get_FP64(it));
    count++;
    info = GxB_Vector_Iterator_next(it);
  }
  printf("\n");
  GrB_Index nvals;
  TRY(GrB_Vector_nvals(&nvals, v));
  CHECK(count == nvals);
  CHECK(GxB_Vector_Iterator_seek(it, GxB_Vector_Iterator_getpmax(it)) == GxB_EXHAUSTED);
  CHECK(GxB_rowIterator_attach(it, (GrB_Matrix)v, NULL) == GrB_NOT_IMPLEMENTED);
  GrB_free(&it);
  GrB_free(&v);
}

// typed getters through the macros
#define TYPED_CASE(CTYPE, GRBTYPE, SUFFIX, FMT, PCAST, V0, V1)                                \
  do {                                                                                  \
    GrB_Matrix A;                                                                       \
    TRY(GrB_Matrix_new(&A, GRBTYPE, 1, 2));                                             \
    TRY(GrB_Matrix_setElement_##SUFFIX(A, V0, 0, 0));                                   \
    TRY(GrB_Matrix_setElement_##SUFFIX(A, V1, 0, 1));                                   \
    GxB_Iterator it;                                                                    \
    TRY(GxB_Iterator_new(&it));                                                         \
    TRY(GxB_rowIterator_attach(it, A, NULL));                                           \
    printf("  " #SUFFIX ":");                                                           \
    GrB_Info info = GxB_rowIterator_seekRow(it, 0);                                     \
    int k = 0;                                                                          \
    while (info == GrB_SUCCESS) {                                                       \
      CTYPE x = GxB_Iterator_get_##SUFFIX(it);                                          \
      CHECK(x == (k == 0 ? (CTYPE)(V0) : (CTYPE)(V1)));                                 \
      printf(" " FMT, (PCAST)x);                                                        \
      k++;                                                                              \
      info = GxB_rowIterator_nextCol(it);                                               \
    }                                                                                   \
    CHECK(k == 2);                                                                      \
    printf("\n");                                                                       \
    GrB_free(&it);                                                                      \
    GrB_free(&A);                                                                       \
  } while (0)

typedef struct {
  int32_t a;
  double b;
} pair_t;

static void typed_getters(void) {
  printf("typed getters\n");
  TYPED_CASE(bool, GrB_BOOL, BOOL, "%d", int, true, false);
  TYPED_CASE(int8_t, GrB_INT8, INT8, "%d", int, -7, 100);
  TYPED_CASE(int16_t, GrB_INT16, INT16, "%d", int, -700, 32000);
  TYPED_CASE(int32_t, GrB_INT32, INT32, "%d", int, -70000, 2000000000);
  TYPED_CASE(int64_t, GrB_INT64, INT64, "%lld", long long, (int64_t)-7000000000LL, (int64_t)1 << 50);
  TYPED_CASE(uint8_t, GrB_UINT8, UINT8, "%u", unsigned, 7, 255);
  TYPED_CASE(uint16_t, GrB_UINT16, UINT16, "%u", unsigned, 7, 65535);
  TYPED_CASE(uint32_t, GrB_UINT32, UINT32, "%u", unsigned, 7u, 4000000000u);
  TYPED_CASE(uint64_t, GrB_UINT64, UINT64, "%llu", unsigned long long, (uint64_t)7, (uint64_t)1 << 63);
  TYPED_CASE(float, GrB_FP32, FP32, "%g", double, 0.25f, -3.5f);
  TYPED_CASE(double, GrB_FP64, FP64, "%g", double, 0.125, -1e200);

  // complex values: compare the parts
  GrB_Matrix A;
  TRY(GrB_Matrix_new(&A, GxB_FC64, 1, 2));  // 1-by-n: held by row
  TRY(GxB_Matrix_setElement_FC64(A, GxB_CMPLX(1.5, -2.5), 0, 0));
  GxB_Iterator it;
  TRY(GxB_Iterator_new(&it));
  TRY(GxB_rowIterator_attach(it, A, NULL));
  CHECK(GxB_rowIterator_seekRow(it, 0) == GrB_SUCCESS);
  GxB_FC64_t z = GxB_Iterator_get_FC64(it);
  const double* zp = (const double*)&z;
  printf("  FC64: (%g,%g)\n", zp[0], zp[1]);
  CHECK(zp[0] == 1.5 && zp[1] == -2.5);
  GrB_free(&A);

  TRY(GrB_Matrix_new(&A, GxB_FC32, 1, 2));
  TRY(GxB_Matrix_setElement_FC32(A, GxB_CMPLXF(0.5f, 4.0f), 0, 0));
  TRY(GxB_rowIterator_attach(it, A, NULL));
  CHECK(GxB_rowIterator_seekRow(it, 0) == GrB_SUCCESS);
  GxB_FC32_t w = GxB_Iterator_get_FC32(it);
  const float* wp = (const float*)&w;
  printf("  FC32: (%g,%g)\n", wp[0], wp[1]);
  CHECK(wp[0] == 0.5f && wp[1] == 4.0f);
  GrB_free(&A);

  // a user-defined type
  GrB_Type T;
  TRY(GrB_Type_new(&T, sizeof(pair_t)));
  TRY(GrB_Matrix_new(&A, T, 2, 2));
  pair_t p0 = {-3, 0.75}, p1 = {9, -6.5};
  TRY(GrB_Matrix_setElement_UDT(A, &p0, 0, 1));
  TRY(GrB_Matrix_setElement_UDT(A, &p1, 1, 0));
  TRY(GxB_rowIterator_attach(it, A, NULL));
  printf("  UDT:");
  GrB_Info info = GxB_rowIterator_seekRow(it, 0);
  while (info != GxB_EXHAUSTED) {
    while (info == GrB_SUCCESS) {
      pair_t q;
      memset(&q, 0, sizeof q);
      GxB_Iterator_get_UDT(it, &q);
      printf(" (%llu,%llu)={%d,%g}", (unsigned long long)GxB_rowIterator_getRowIndex(it),
             (unsigned long long)GxB_rowIterator_getColIndex(it), q.a, q.b);
      info = GxB_rowIterator_nextCol(it);
    }
    info = GxB_rowIterator_nextRow(it);
  }
  printf("\n");
  GrB_free(&A);
  GrB_free(&T);
  GrB_free(&it);
}

int main(void) {
  TRY(GrB_init(GrB_NONBLOCKING));
  // the name is SuiteSparse's, as the header's GxB_IMPLEMENTATION_NAME; the first line of the
  // about text tells which library answered (the test expects this one's)
  char *name = NULL, *about = NULL;
  TRY(GxB_Global_Option_get(GxB_LIBRARY_NAME, &name));
  TRY(GxB_Global_Option_get(GxB_LIBRARY_ABOUT, &about));
  printf("library: %s (%.*s)\n", name, (int)strcspn(about, "\n"), about);
  printf("sizeof(struct GB_Iterator_opaque) = %d\n", (int)sizeof(struct GB_Iterator_opaque));

  const int sparsities[5] = {GxB_SPARSE, GxB_HYPERSPARSE, GxB_BITMAP, GxB_FULL, GxB_AUTO_SPARSITY};
  for (int by_col = 0; by_col <= 1; by_col++) {
    for (int s = 0; s < 5; s++) {
      for (int dense = 0; dense <= 1; dense++) {
        if (sparsities[s] == GxB_FULL && !dense) continue;
        printf("matrix 5x6 %s, sparsity control %d, %s\n", by_col ? "by col" : "by row", sparsities[s],
               dense ? "dense" : "sparse");
        GrB_Matrix A = sample(5, 6, by_col, sparsities[s], dense);
        row_scan(A);
        col_scan(A);
        entry_scan(A, by_col);
        GrB_free(&A);
      }
    }
  }
  // huge and hypersparse
  printf("matrix 2^40 x 2^40, by row\n");
  GrB_Matrix H = sample((GrB_Index)1 << 40, (GrB_Index)1 << 40, 0, GxB_AUTO_SPARSITY, 0);
  row_scan(H);
  entry_scan(H, 0);
  GrB_free(&H);

  for (int s = 0; s < 3; s++) {
    const int vs[3] = {GxB_SPARSE, GxB_BITMAP, GxB_FULL};
    printf("vector, sparsity control %d\n", vs[s]);
    vector_scan(vs[s], vs[s] == GxB_FULL);
  }
  typed_getters();

  TRY(GrB_finalize());
  if (failures) {
    printf("%d check(s) failed\n", failures);
    return 1;
  }
  printf("all checks passed\n");
  return 0;
}
