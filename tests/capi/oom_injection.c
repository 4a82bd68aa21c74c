// Allocation-failure injection: GraphBLAS is started with GxB_init and an allocator that grants
// the first k requests and refuses every later one. Each method below (a short sequence of calls
// of one operation family, ending in reading its result) runs with k = 0, 1, 2, ... until it
// succeeds, as LAGraph's *_brutal tests do. Every failed run must return GrB_OUT_OF_MEMORY (no
// other error, no crash, no exception out of the C API) and leave the inputs unchanged and
// usable; the successful run must give the result computed without a limit; an accumulation into
// an existing matrix that runs out of memory leaves it unchanged, or (non-blocking mode) pending
// and computed correctly by a later GrB_wait; and once everything is freed and GrB_finalize has
// run, no block of the allocator is still held. Both modes, each in a child process of its own.
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "GraphBLAS.h"

//------------------------------------------------------------------------------------------------
// the allocator: grants `budget` more requests (-1: no limit), counts the blocks it handed out
//------------------------------------------------------------------------------------------------
static pthread_mutex_t alloc_mu = PTHREAD_MUTEX_INITIALIZER;
static int64_t budget = -1;
static int64_t live_blocks = 0;

static bool grant(void) {
  pthread_mutex_lock(&alloc_mu);
  bool ok = budget != 0;
  if (budget > 0) budget--;
  pthread_mutex_unlock(&alloc_mu);
  return ok;
}
static void count_block(void* p, int64_t delta) {
  if (p == NULL) return;
  pthread_mutex_lock(&alloc_mu);
  live_blocks += delta;
  pthread_mutex_unlock(&alloc_mu);
}
static void* t_malloc(size_t n) {
  void* p = grant() ? malloc(n ? n : 1) : NULL;
  count_block(p, 1);
  return p;
}
static void* t_calloc(size_t n, size_t s) {
  void* p = grant() ? calloc(n ? n : 1, s ? s : 1) : NULL;
  count_block(p, 1);
  return p;
}
static void* t_realloc(void* p, size_t n) {
  if (p == NULL) return t_malloc(n);
  return grant() ? realloc(p, n ? n : 1) : NULL;
}
static void t_free(void* p) {
  count_block(p, -1);
  free(p);
}
static void set_budget(int64_t b) {
  pthread_mutex_lock(&alloc_mu);
  budget = b;
  pthread_mutex_unlock(&alloc_mu);
}

//------------------------------------------------------------------------------------------------
// results: tuples typecast to double, in the test's own memory (never the allocator's above)
//------------------------------------------------------------------------------------------------
typedef struct {
  GrB_Index n;
  GrB_Index *I, *J;
  double* X;
} Snap;

static void snap_free(Snap* s) {
  free(s->I);
  free(s->J);
  free(s->X);
  memset(s, 0, sizeof *s);
}
static GrB_Info snap_matrix(Snap* s, GrB_Matrix A) {
  memset(s, 0, sizeof *s);
  GrB_Info info = GrB_Matrix_nvals(&s->n, A);
  if (info != GrB_SUCCESS) return info;
  s->I = malloc((s->n + 1) * sizeof(GrB_Index));
  s->J = malloc((s->n + 1) * sizeof(GrB_Index));
  s->X = malloc((s->n + 1) * sizeof(double));
  info = GrB_Matrix_extractTuples_FP64(s->I, s->J, s->X, &s->n, A);
  if (info != GrB_SUCCESS) snap_free(s);
  return info;
}
static GrB_Info snap_vector(Snap* s, GrB_Vector v) {
  memset(s, 0, sizeof *s);
  GrB_Info info = GrB_Vector_nvals(&s->n, v);
  if (info != GrB_SUCCESS) return info;
  s->I = malloc((s->n + 1) * sizeof(GrB_Index));
  s->J = calloc(s->n + 1, sizeof(GrB_Index));
  s->X = malloc((s->n + 1) * sizeof(double));
  info = GrB_Vector_extractTuples_FP64(s->I, s->X, &s->n, v);
  if (info != GrB_SUCCESS) snap_free(s);
  return info;
}
static GrB_Info snap_value(Snap* s, double x) {
  memset(s, 0, sizeof *s);
  s->n = 1;
  s->I = calloc(1, sizeof(GrB_Index));
  s->J = calloc(1, sizeof(GrB_Index));
  s->X = malloc(sizeof(double));
  s->X[0] = x;
  return GrB_SUCCESS;
}
// Tuples come out sorted by (row, column) from every format, so they compare position by position.
static bool snap_equal(const Snap* a, const Snap* b) {
  if (a->n != b->n) return false;
  for (GrB_Index k = 0; k < a->n; k++)
    if (a->I[k] != b->I[k] || a->J[k] != b->J[k] || a->X[k] != b->X[k]) return false;
  return true;
}

//------------------------------------------------------------------------------------------------
// inputs (made without a limit) and the methods
//------------------------------------------------------------------------------------------------
#define N 8
static GrB_Matrix A = NULL, B = NULL;  // N-by-N FP64 and INT32, integer values (exact sums)
static GrB_Vector u = NULL;            // N FP64
// big enough that the kernels split their loops over threads: a refused block inside a parallel
// loop must come out as GrB_OUT_OF_MEMORY too
#define NL 65536
static GrB_Matrix L = NULL;  // NL-by-NL FP64, 4 entries a row

#define TRY(call)                    \
  do {                               \
    info = (call);                   \
    if (info != GrB_SUCCESS) goto done; \
  } while (0)

typedef GrB_Info (*Method)(Snap*);

static GrB_Info m_build(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL;
  const GrB_Index I[] = {0, 1, 2, 3, 3, 7, 5}, J[] = {1, 2, 3, 4, 4, 0, 5};
  const double X[] = {1, 2, 3, 4, 5, 6, 7};
  TRY(GrB_Matrix_new(&C, GrB_FP64, N, N));
  TRY(GrB_Matrix_build_FP64(C, I, J, X, 7, GrB_PLUS_FP64));
  TRY(snap_matrix(s, C));
done:
  GrB_Matrix_free(&C);
  return info;
}
static GrB_Info m_dup_set_remove(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL;
  TRY(GrB_Matrix_dup(&C, A));
  TRY(GrB_Matrix_setElement_FP64(C, 42, 6, 6));
  TRY(GrB_Matrix_removeElement(C, 0, 1));
  TRY(GrB_Matrix_wait(C, GrB_MATERIALIZE));
  TRY(snap_matrix(s, C));
done:
  GrB_Matrix_free(&C);
  return info;
}
static GrB_Info m_mxm(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL;
  TRY(GrB_Matrix_new(&C, GrB_FP64, N, N));
  TRY(GrB_mxm(C, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, NULL));
  TRY(snap_matrix(s, C));
done:
  GrB_Matrix_free(&C);
  return info;
}
static GrB_Info m_mxm_masked(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL;
  TRY(GrB_Matrix_new(&C, GrB_FP64, N, N));
  TRY(GrB_mxm(C, B, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, GrB_DESC_SCT1));
  TRY(snap_matrix(s, C));
done:
  GrB_Matrix_free(&C);
  return info;
}
static GrB_Info m_mxv_vxm(Snap* s) {
  GrB_Info info;
  GrB_Vector w = NULL, z = NULL;
  TRY(GrB_Vector_new(&w, GrB_FP64, N));
  TRY(GrB_Vector_new(&z, GrB_FP64, N));
  TRY(GrB_mxv(w, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, A, u, NULL));
  TRY(GrB_vxm(z, w, GrB_PLUS_FP64, GrB_MIN_PLUS_SEMIRING_FP64, u, A, GrB_DESC_S));
  TRY(snap_vector(s, z));
done:
  GrB_Vector_free(&w);
  GrB_Vector_free(&z);
  return info;
}
static GrB_Info m_ewise(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL, D = NULL;
  TRY(GrB_Matrix_new(&C, GrB_FP64, N, N));
  TRY(GrB_Matrix_new(&D, GrB_FP64, N, N));
  TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_PLUS_FP64, A, B, NULL));
  TRY(GrB_Matrix_eWiseMult_BinaryOp(D, NULL, NULL, GrB_TIMES_FP64, C, A, NULL));
  TRY(snap_matrix(s, D));
done:
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&D);
  return info;
}
static GrB_Info m_apply_select(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL, D = NULL;
  TRY(GrB_Matrix_new(&C, GrB_FP64, N, N));
  TRY(GrB_Matrix_new(&D, GrB_FP64, N, N));
  TRY(GrB_Matrix_apply(C, NULL, NULL, GrB_AINV_FP64, A, NULL));
  TRY(GrB_Matrix_apply_BinaryOp2nd_FP64(C, NULL, GrB_PLUS_FP64, GrB_TIMES_FP64, C, 3, NULL));
  TRY(GrB_Matrix_apply_IndexOp_INT64(D, NULL, NULL, GrB_ROWINDEX_INT64, C, 1, NULL));
  TRY(GrB_Matrix_select_INT64(D, NULL, NULL, GrB_TRIL, D, 0, NULL));
  TRY(GrB_Matrix_select_FP64(C, NULL, NULL, GrB_VALUEGT_FP64, C, -10, NULL));
  TRY(GrB_Matrix_eWiseAdd_BinaryOp(D, NULL, NULL, GrB_PLUS_FP64, D, C, NULL));
  TRY(snap_matrix(s, D));
done:
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&D);
  return info;
}
static GrB_Info m_reduce(Snap* s) {
  GrB_Info info;
  GrB_Vector w = NULL;
  double total = 0;
  TRY(GrB_Vector_new(&w, GrB_FP64, N));
  TRY(GrB_Matrix_reduce_Monoid(w, NULL, NULL, GrB_PLUS_MONOID_FP64, A, GrB_DESC_T0));
  TRY(GrB_Vector_reduce_FP64(&total, NULL, GrB_MAX_MONOID_FP64, w, NULL));
  TRY(GrB_Matrix_reduce_FP64(&total, GrB_PLUS_FP64, GrB_PLUS_MONOID_FP64, B, NULL));
  TRY(snap_value(s, total));
done:
  GrB_Vector_free(&w);
  return info;
}
static GrB_Info m_transpose_kron(Snap* s) {
  GrB_Info info;
  GrB_Matrix T = NULL, K = NULL;
  TRY(GrB_Matrix_new(&T, GrB_FP64, N, N));
  TRY(GrB_Matrix_new(&K, GrB_FP64, N * N, N * N));
  TRY(GrB_transpose(T, NULL, NULL, A, NULL));
  TRY(GrB_Matrix_kronecker_BinaryOp(K, NULL, NULL, GrB_TIMES_FP64, T, B, NULL));
  TRY(snap_matrix(s, K));
done:
  GrB_Matrix_free(&T);
  GrB_Matrix_free(&K);
  return info;
}
static GrB_Info m_extract_assign(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL, S = NULL;
  GrB_Vector c = NULL;
  const GrB_Index rows[] = {0, 2, 4, 6}, cols[] = {1, 3, 5, 7};
  TRY(GrB_Matrix_new(&S, GrB_FP64, 4, 4));
  TRY(GrB_Matrix_extract(S, NULL, NULL, A, rows, 4, cols, 4, NULL));
  TRY(GrB_Vector_new(&c, GrB_FP64, N));
  TRY(GrB_Col_extract(c, NULL, NULL, B, GrB_ALL, N, 3, NULL));
  TRY(GrB_Matrix_dup(&C, B));
  TRY(GrB_Matrix_assign(C, NULL, GrB_PLUS_FP64, S, cols, 4, rows, 4, NULL));
  TRY(GxB_Matrix_subassign_FP64(C, S, NULL, 9, rows, 4, rows, 4, GrB_DESC_S));
  TRY(GrB_Col_assign(C, NULL, NULL, c, GrB_ALL, N, 0, NULL));
  TRY(GrB_Matrix_assign_FP64(C, A, NULL, -1, GrB_ALL, N, GrB_ALL, N, GrB_DESC_SC));
  TRY(snap_matrix(s, C));
done:
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&S);
  GrB_Vector_free(&c);
  return info;
}
static GrB_Info m_serialize(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL;
  void* blob = NULL;
  GrB_Index size = 0;
  TRY(GxB_Matrix_serialize(&blob, &size, A, NULL));
  TRY(GxB_Matrix_deserialize(&C, GrB_FP64, blob, size, NULL));
  TRY(snap_matrix(s, C));
done:
  if (blob) t_free(blob);  // GxB_Matrix_serialize allocates the blob with the user's malloc
  GrB_Matrix_free(&C);
  return info;
}
static GrB_Info m_pack_unpack(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL;
  GrB_Index *Ap = NULL, *Aj = NULL, Ap_size = 0, Aj_size = 0, Ax_size = 0;
  void* Ax = NULL;
  bool iso = false, jumbled = false;
  TRY(GrB_Matrix_dup(&C, A));
  TRY(GxB_Matrix_unpack_CSR(C, &Ap, &Aj, &Ax, &Ap_size, &Aj_size, &Ax_size, &iso, &jumbled, NULL));
  TRY(GxB_Matrix_pack_CSC(C, &Ap, &Aj, &Ax, Ap_size, Aj_size, Ax_size, iso, jumbled, NULL));
  TRY(snap_matrix(s, C));  // A transposed, read back
done:
  if (Ap) t_free(Ap);  // arrays still the caller's when pack did not take them
  if (Aj) t_free(Aj);
  if (Ax) t_free(Ax);
  GrB_Matrix_free(&C);
  return info;
}
static GrB_Info m_concat_split_sort(Snap* s) {
  GrB_Info info;
  GrB_Matrix tiles[4] = {NULL, NULL, NULL, NULL}, C = NULL, P = NULL;
  const GrB_Index sizes[] = {N / 2, N / 2};
  TRY(GxB_Matrix_split(tiles, 2, 2, sizes, sizes, A, NULL));
  TRY(GrB_Matrix_new(&C, GrB_FP64, N, N));
  const GrB_Matrix swapped[4] = {tiles[3], tiles[2], tiles[1], tiles[0]};
  TRY(GxB_Matrix_concat(C, swapped, 2, 2, NULL));
  TRY(GrB_Matrix_new(&P, GrB_INT64, N, N));
  TRY(GxB_Matrix_sort(C, P, GrB_LT_FP64, C, NULL));
  TRY(GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_PLUS_FP64, C, P, NULL));
  TRY(snap_matrix(s, C));
done:
  for (int k = 0; k < 4; k++) GrB_Matrix_free(&tiles[k]);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&P);
  return info;
}
static GrB_Info m_diag_resize(Snap* s) {
  GrB_Info info;
  GrB_Matrix D = NULL;
  GrB_Vector d = NULL;
  TRY(GrB_Matrix_diag(&D, u, 0));
  TRY(GrB_Vector_new(&d, GrB_FP64, N));
  TRY(GxB_Vector_diag(d, A, 0, NULL));
  TRY(GrB_Col_assign(D, NULL, NULL, d, GrB_ALL, N, 2, NULL));
  TRY(GrB_Matrix_resize(D, N - 2, N + 3));
  TRY(snap_matrix(s, D));
done:
  GrB_Matrix_free(&D);
  GrB_Vector_free(&d);
  return info;
}
// Several pending calls read once: in non-blocking mode the whole chain runs at the read.
static GrB_Info m_chain(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL, D = NULL;
  GrB_Vector w = NULL;
  TRY(GrB_Matrix_new(&C, GrB_FP64, N, N));
  TRY(GrB_Matrix_new(&D, GrB_FP64, N, N));
  TRY(GrB_Vector_new(&w, GrB_FP64, N));
  TRY(GrB_mxm(C, A, NULL, GxB_PLUS_PAIR_FP64, A, A, GrB_DESC_ST1));
  TRY(GrB_Matrix_eWiseAdd_BinaryOp(D, NULL, NULL, GrB_MAX_FP64, C, A, GrB_DESC_T1));
  TRY(GrB_Matrix_select_FP64(D, NULL, NULL, GrB_VALUEGE_FP64, D, 1, NULL));
  TRY(GrB_mxv(w, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, D, u, NULL));
  TRY(snap_vector(s, w));
done:
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&D);
  GrB_Vector_free(&w);
  return info;
}

// n-by-1 and 1-by-n matrices are reoriented at GrB_Matrix_new (held by column / by row)
static GrB_Info m_thin_matrices(Snap* s) {
  GrB_Info info;
  GrB_Matrix c = NULL, r = NULL, C = NULL;
  TRY(GrB_Matrix_new(&c, GrB_FP64, N, 1));
  TRY(GrB_Matrix_new(&r, GrB_FP64, 1, N));
  TRY(GrB_Matrix_new(&C, GrB_FP64, N, N));
  TRY(GrB_Matrix_setElement_FP64(c, 2, 3, 0));
  TRY(GrB_Matrix_setElement_FP64(r, 5, 0, 1));
  TRY(GrB_mxm(C, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, c, r, NULL));
  TRY(snap_matrix(s, C));
done:
  GrB_Matrix_free(&c);
  GrB_Matrix_free(&r);
  GrB_Matrix_free(&C);
  return info;
}
static GrB_Info m_parallel(Snap* s) {
  GrB_Info info;
  GrB_Matrix C = NULL, D = NULL;
  GrB_Vector x = NULL, w = NULL;
  TRY(GrB_Matrix_new(&C, GrB_FP64, NL, NL));
  TRY(GrB_Matrix_new(&D, GrB_FP64, NL, NL));
  TRY(GrB_Vector_new(&x, GrB_FP64, NL));
  TRY(GrB_Vector_new(&w, GrB_FP64, NL));
  TRY(GrB_Vector_assign_FP64(x, NULL, NULL, 1, GrB_ALL, NL, NULL));
  TRY(GrB_mxm(C, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, L, L, NULL));
  TRY(GrB_mxm(D, L, NULL, GxB_PLUS_PAIR_FP64, L, L, GrB_DESC_ST1));
  TRY(GrB_Matrix_eWiseAdd_BinaryOp(D, NULL, NULL, GrB_PLUS_FP64, D, L, GrB_DESC_T1));
  TRY(GrB_Matrix_eWiseMult_BinaryOp(C, NULL, NULL, GrB_TIMES_FP64, C, D, GrB_DESC_T1));
  TRY(GrB_Matrix_select_INT64(D, NULL, NULL, GrB_TRIL, D, 0, NULL));
  TRY(GrB_transpose(C, NULL, GrB_PLUS_FP64, C, NULL));
  TRY(GrB_Matrix_apply(D, NULL, NULL, GrB_AINV_FP64, D, NULL));
  TRY(GrB_mxv(w, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, C, x, NULL));
  TRY(GrB_vxm(w, NULL, GrB_PLUS_FP64, GrB_PLUS_TIMES_SEMIRING_FP64, x, D, NULL));
  TRY(GrB_Matrix_reduce_Monoid(x, NULL, GrB_PLUS_FP64, GrB_PLUS_MONOID_FP64, L, GrB_DESC_T0));
  TRY(GrB_Vector_eWiseAdd_BinaryOp(w, NULL, NULL, GrB_PLUS_FP64, w, x, NULL));
  TRY(snap_vector(s, w));
done:
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&D);
  GrB_Vector_free(&x);
  GrB_Vector_free(&w);
  return info;
}

//------------------------------------------------------------------------------------------------
// the driver
//------------------------------------------------------------------------------------------------
static int failures = 0;
static Snap snapA, snapB, snapu, snapL;

static void fail(const char* name, const char* what, long k, GrB_Info info) {
  printf("  FAILED %s: %s (allocations granted: %ld, info %d)\n", name, what, k, (int)info);
  failures++;
}

static bool inputs_unchanged(void) {
  Snap a, b, c, l;
  bool ok = snap_matrix(&a, A) == GrB_SUCCESS && snap_matrix(&b, B) == GrB_SUCCESS &&
            snap_vector(&c, u) == GrB_SUCCESS && snap_matrix(&l, L) == GrB_SUCCESS;
  ok = ok && snap_equal(&a, &snapA) && snap_equal(&b, &snapB) && snap_equal(&c, &snapu) && snap_equal(&l, &snapL);
  snap_free(&a);
  snap_free(&b);
  snap_free(&c);
  snap_free(&l);
  return ok;
}

static void run_method(const char* name, Method m) {
  Snap ref;
  set_budget(-1);
  GrB_Info info = m(&ref);
  if (info != GrB_SUCCESS) {
    fail(name, "fails without a limit", -1, info);
    return;
  }
  long k = 0;
  for (;; k++) {
    Snap got;
    set_budget(k);
    info = m(&got);
    set_budget(-1);
    if (info == GrB_SUCCESS) {
      if (!snap_equal(&got, &ref)) fail(name, "result differs from the unlimited run", k, info);
      snap_free(&got);
      break;
    }
    if (info != GrB_OUT_OF_MEMORY) {
      fail(name, "a refused allocation gave another error than GrB_OUT_OF_MEMORY", k, info);
      break;
    }
    if (!inputs_unchanged()) {
      fail(name, "inputs changed by a call that ran out of memory", k, info);
      break;
    }
    if (k > 100000) {
      fail(name, "never succeeds", k, info);
      break;
    }
  }
  printf("%-22s succeeded once %ld allocations were granted\n", name, k);
  snap_free(&ref);
}

// C += A*A on an existing C: out of memory leaves C unchanged; in non-blocking mode the call may
// be recorded and fail at the read instead, which a later read then completes.
static void run_accumulate(void) {
  const char* name = "accumulate_in_place";
  GrB_Matrix C = NULL, R = NULL;
  Snap before, want, got;
  set_budget(-1);
  GrB_Matrix_dup(&C, B);
  GrB_Matrix_dup(&R, B);
  GrB_mxm(R, NULL, GrB_PLUS_FP64, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, NULL);
  snap_matrix(&want, R);
  snap_matrix(&before, C);
  long k = 0;
  GrB_Info info;
  for (;; k++) {
    set_budget(k);
    info = GrB_mxm(C, NULL, GrB_PLUS_FP64, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, NULL);
    set_budget(-1);
    if (info != GrB_OUT_OF_MEMORY) break;
    if (snap_matrix(&got, C) != GrB_SUCCESS || !snap_equal(&got, &before)) {
      fail(name, "C changed by a call that ran out of memory", k, info);
    }
    snap_free(&got);
    if (k > 100000) break;
  }
  if (info != GrB_SUCCESS) fail(name, "mxm did not succeed", k, info);
  long w = 0;
  for (;; w++) {
    set_budget(w);
    info = GrB_Matrix_wait(C, GrB_MATERIALIZE);
    set_budget(-1);
    if (info != GrB_OUT_OF_MEMORY || w > 100000) break;
  }
  if (info != GrB_SUCCESS) fail(name, "wait did not succeed", w, info);
  if (snap_matrix(&got, C) != GrB_SUCCESS || !snap_equal(&got, &want)) fail(name, "wrong result", w, info);
  printf("%-22s succeeded once %ld (call) and %ld (wait) allocations were granted\n", name, k, w);
  snap_free(&got);
  snap_free(&want);
  snap_free(&before);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&R);
}

static void make_inputs(void) {
  GrB_Matrix_new(&A, GrB_FP64, N, N);
  GrB_Matrix_new(&B, GrB_INT32, N, N);
  GrB_Vector_new(&u, GrB_FP64, N);
  for (GrB_Index i = 0; i < N; i++) {
    GrB_Matrix_setElement_FP64(A, (double)(i + 1), i, (i * 3 + 1) % N);
    GrB_Matrix_setElement_FP64(A, (double)(2 * i), i, (i + 5) % N);
    GrB_Matrix_setElement_INT32(B, (int32_t)(i % 3) - 1, (i * 5) % N, i);
    if (i % 3 != 1) GrB_Vector_setElement_FP64(u, (double)(i + 2), i);
  }
  GrB_Matrix_setElement_INT32(B, 4, 2, 2);
  // L: row i holds columns (i * k * 40503 + k) mod NL for k = 1..4, values 1..4
  GrB_Index* I = malloc(4 * NL * sizeof(GrB_Index));
  GrB_Index* J = malloc(4 * NL * sizeof(GrB_Index));
  double* X = malloc(4 * NL * sizeof(double));
  for (GrB_Index i = 0; i < NL; i++)
    for (GrB_Index k = 0; k < 4; k++) {
      I[4 * i + k] = i;
      J[4 * i + k] = (i * (k + 1) * 40503 + k) % NL;
      X[4 * i + k] = (double)(k + 1);
    }
  GrB_Matrix_new(&L, GrB_FP64, NL, NL);
  GrB_Matrix_build_FP64(L, I, J, X, 4 * NL, GrB_PLUS_FP64);
  free(I);
  free(J);
  free(X);
  snap_matrix(&snapL, L);
  snap_matrix(&snapA, A);
  snap_matrix(&snapB, B);
  snap_vector(&snapu, u);
}

static const struct {
  const char* name;
  Method m;
} kMethods[] = {
    {"build", m_build},
    {"dup_set_remove", m_dup_set_remove},
    {"mxm", m_mxm},
    {"mxm_masked", m_mxm_masked},
    {"mxv_vxm", m_mxv_vxm},
    {"ewise", m_ewise},
    {"apply_select", m_apply_select},
    {"reduce", m_reduce},
    {"transpose_kronecker", m_transpose_kron},
    {"extract_assign", m_extract_assign},
    {"serialize", m_serialize},
    {"pack_unpack", m_pack_unpack},
    {"concat_split_sort", m_concat_split_sort},
    {"diag_resize", m_diag_resize},
    {"chain", m_chain},
    {"thin_matrices", m_thin_matrices},
    {"parallel", m_parallel},
};

static void run_mode(GrB_Mode mode) {
  printf("== %s\n", mode == GrB_BLOCKING ? "blocking" : "non-blocking");
  if (GxB_init(mode, t_malloc, t_calloc, t_realloc, t_free) != GrB_SUCCESS) {
    fail("GxB_init", "failed", -1, GrB_PANIC);
    return;
  }
  make_inputs();
  for (size_t k = 0; k < sizeof kMethods / sizeof kMethods[0]; k++) run_method(kMethods[k].name, kMethods[k].m);
  run_accumulate();
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Vector_free(&u);
  GrB_Matrix_free(&L);
  snap_free(&snapL);
  snap_free(&snapA);
  snap_free(&snapB);
  snap_free(&snapu);
  GrB_finalize();
  if (live_blocks != 0) fail("finalize", "blocks of the user's allocator still held", (long)live_blocks, GrB_SUCCESS);
}

static bool run_child(GrB_Mode mode) {
  fflush(stdout);
  const pid_t pid = fork();
  if (pid < 0) return false;
  if (pid == 0) {
    run_mode(mode);
    printf("%d failure(s)\n", failures);
    fflush(stdout);
    _exit(failures == 0 ? 0 : 1);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return false;
  if (!WIFEXITED(status)) printf("the child died (status %d)\n", status);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int main(void) {
  const bool nonblocking = run_child(GrB_NONBLOCKING);
  const bool blocking = run_child(GrB_BLOCKING);
  return nonblocking && blocking ? 0 : 1;
}
