// The storage format a client observes, after random call sequences (issue 25, item 6).
//
// Built twice like driver.c: sparsity_ours (this library) and sparsity_ss (Debian's SuiteSparse
// 7.4). Each trial, drawn from a seeded generator that never looks at a library's answers (so
// both builds make the same calls), creates a matrix or vector with random GxB_FORMAT,
// GxB_SPARSITY_CONTROL (1..15 or unset), GxB_HYPER_SWITCH and GxB_BITMAP_SWITCH, then runs a few
// steps (build, setElement, removeElement, wait, option changes, dup, mxm, eWiseAdd/Mult, apply,
// select, transpose, extract, assign, reduce, resize, iso builds) and after each prints, once the
// object is waited on: GxB_SPARSITY_STATUS, GxB_FORMAT, nvals, GxB_*_iso, GrB_Matrix_exportHint,
// the switches read back, and the set of formats SuiteSparse's conform rule allows for the
// object (`allow=`, see conform_allows). Each trial ends with export/import and unpack/pack in
// every format (iso or not), serialize/deserialize, GxB_*_sort with ties and its permutation,
// and the row/column/entry iterators' traversal. run_sparsity_status.py compares the outputs.
#include <GraphBLAS.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <string.h>

//------------------------------------------------------------------------------------------------
// the generator: splitmix64, independent of everything the library returns
//------------------------------------------------------------------------------------------------
static uint64_t rng_state;
static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static int64_t rnd_below(int64_t n) { return n <= 0 ? 0 : (int64_t)(rnd() % (uint64_t)n); }
static int rnd_pct(int pct) { return rnd_below(100) < pct; }
#define PICK(arr) ((arr)[rnd_below((int64_t)(sizeof(arr) / sizeof((arr)[0])))])

static const GrB_Index kDims[] = {0, 1, 2, 3, 5, 8, 10, 17, 40, 64, 100, 300};
static const double kDensity[] = {0.0, 0.005, 0.02, 0.05, 0.1, 0.3, 0.5, 0.8, 1.0, 1.0};
static const double kHyper[] = {-1.0, 0.0, 0.01, 0.03, 0.0625, 0.1, 0.25, 0.5, 1.0, 2.0};
static const double kBitmap[] = {0.0, 0.01, 0.04, 0.1, 0.25, 0.5, 0.75, 1.0, 2.0};

#define CHECK_ALLOC(p)                        \
  do {                                        \
    if (!(p)) {                               \
      fprintf(stderr, "out of memory\n");     \
      exit(2);                                \
    }                                         \
  } while (0)

//------------------------------------------------------------------------------------------------
// long lines (tuples, traversals) are printed whole up to kLineMax characters, else as a digest
//------------------------------------------------------------------------------------------------
enum { kLineMax = 4000 };
static char* line_buf;
static size_t line_len, line_cap;

static void lp(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
static void lp(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int need = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (line_len + (size_t)need + 1 > line_cap) {
    line_cap = 2 * (line_len + (size_t)need + 1);
    line_buf = realloc(line_buf, line_cap);
    CHECK_ALLOC(line_buf);
  }
  va_start(ap, fmt);
  vsnprintf(line_buf + line_len, line_cap - line_len, fmt, ap);
  va_end(ap);
  line_len += (size_t)need;
}

static uint64_t digest(uint64_t h, const void* p, size_t bytes);

static void lflush(void) {
  if (line_len <= kLineMax) {
    printf("%s\n", line_len ? line_buf : "");
  } else {
    // the line's start (what it is: "  iter-struct row ...") and a digest of all of it
    printf("%.24s ...%zu characters, digest=%016llx\n", line_buf, line_len,
           (unsigned long long)digest(0xCBF29CE484222325ull, line_buf, line_len));
  }
  line_len = 0;
}

//------------------------------------------------------------------------------------------------
// SuiteSparse's documented conform rule: the formats an object may be left in
//------------------------------------------------------------------------------------------------
// The object's shape in storage terms: vlen = length of each stored vector, vdim = their count.
typedef struct {
  int64_t vlen, vdim, nvals, nonempty;
  int control;
  float hyper_switch, bitmap_switch;
} shape_t;

enum { H = 1, S = 2, B = 4, F = 8 };

// The formats conform may leave an object in, whatever format it had before (the rule has
// hysteresis: between the switch and twice (half) it, the previous format stays), given the
// control (1..15; the vdim <= 1 rule drops hypersparse), the hyper switch against the count of
// non-empty vectors and the bitmap switch against the entries, in single precision.
static int conform_allows(const shape_t* s) {
  int c = s->control & 15;
  if (c == 0) c = 15;
  if (s->vdim <= 1 && (c & H)) c = (c & ~H) | S;
  const float n = (float)s->vdim, k = (float)s->nonempty;
  const float nnz = (float)s->nvals, dense = (float)s->vlen * (float)s->vdim;
  const int full = (s->nvals == s->vlen * s->vdim);
  const int to_hyper = n > 1 && k <= n * s->hyper_switch;        // sparse -> hyper
  const int to_sparse = n <= 1 || k > n * s->hyper_switch * 2;   // hyper -> sparse
  const int hs = (to_hyper ? H : 0) | (to_sparse ? S : 0) | ((!to_hyper && !to_sparse) ? H | S : 0);
  const int s2b = nnz > s->bitmap_switch * dense && dense < 1.152921504606847e18f;
  const int b2s = nnz <= (s->bitmap_switch / 2) * dense;
  if ((c & F) && full) return F;
  const int from_full = full && (c & B) ? B : 0;  // a full result where full is not allowed: bitmap
  switch (c & 7) {
    case H: return H;
    case S: return S;
    case H | S: return hs;
    case B: return B;
    case H | B: return from_full | (s2b ? B : (b2s ? H : H | B));
    case S | B: return from_full | (s2b ? B : (b2s ? S : S | B));
    case H | S | B: return from_full | (s2b ? B : (b2s ? hs : hs | B));
    default: return B;  // F alone, or F with bitmap: bitmap when not every entry is present
  }
}

static void print_allow(int a) {
  printf(" allow=%s%s%s%s", (a & H) ? "H" : "", (a & S) ? "S" : "", (a & B) ? "B" : "", (a & F) ? "F" : "");
}

static const char* status_name(int st) {
  switch (st) {
    case GxB_HYPERSPARSE: return "H";
    case GxB_SPARSE: return "S";
    case GxB_BITMAP: return "B";
    case GxB_FULL: return "F";
    default: return "?";
  }
}

//------------------------------------------------------------------------------------------------
// reporting
//------------------------------------------------------------------------------------------------
// Count of non-empty stored vectors: rows of a by-row matrix, columns of a by-column one.
static int64_t nonempty_vectors(GrB_Matrix A, int by_row, GrB_Index nrows, GrB_Index ncols, GrB_Index nvals) {
  GrB_Index n = by_row ? nrows : ncols;
  if (nvals == 0 || n == 0) return 0;
  GrB_Index* I = malloc(sizeof(GrB_Index) * nvals);
  GrB_Index* J = malloc(sizeof(GrB_Index) * nvals);
  char* seen = calloc(n, 1);
  CHECK_ALLOC(I && J && seen);
  GrB_Index got = nvals;
  int64_t count = 0;
  if (GrB_Matrix_extractTuples_FP64(I, J, NULL, &got, A) == GrB_SUCCESS) {
    for (GrB_Index e = 0; e < got; e++) {
      GrB_Index v = by_row ? I[e] : J[e];
      if (!seen[v]) count++;
      seen[v] = 1;
    }
  }
  free(I);
  free(J);
  free(seen);
  return count;
}

// Wait on A, then print its observable storage state; returns the status.
static int report_matrix(const char* label, GrB_Matrix A) {
  GrB_Info winfo = GrB_Matrix_wait(A, GrB_MATERIALIZE);
  int st = 0, ctl = 0, fmt = 0;
  double hs = 0, bs = 0;
  bool iso = false;
  GrB_Index nr = 0, nc = 0, nv = 0;
  GrB_Format hint = 0;
  GxB_Matrix_Option_get(A, GxB_SPARSITY_STATUS, &st);
  GxB_Matrix_Option_get(A, GxB_SPARSITY_CONTROL, &ctl);
  GxB_Matrix_Option_get(A, GxB_FORMAT, &fmt);
  GxB_Matrix_Option_get(A, GxB_HYPER_SWITCH, &hs);
  GxB_Matrix_Option_get(A, GxB_BITMAP_SWITCH, &bs);
  GxB_Matrix_iso(&iso, A);
  GrB_Matrix_nrows(&nr, A);
  GrB_Matrix_ncols(&nc, A);
  GrB_Matrix_nvals(&nv, A);
  GrB_Info hinfo = GrB_Matrix_exportHint(&hint, A);
  const int by_row = (fmt == GxB_BY_ROW);
  shape_t s = {(int64_t)(by_row ? nc : nr), (int64_t)(by_row ? nr : nc), (int64_t)nv, 0, ctl, (float)hs, (float)bs};
  s.nonempty = nonempty_vectors(A, by_row, nr, nc, nv);
  printf("  %s matrix %llux%llu wait=%d st=%s fmt=%s nvals=%llu iso=%d hint=%d/%d ctl=%d hs=%.9g bs=%.9g ne=%lld",
         label, (unsigned long long)nr, (unsigned long long)nc, (int)winfo, status_name(st), by_row ? "row" : "col",
         (unsigned long long)nv, (int)iso, (int)hinfo, (int)hint, ctl, hs, bs, (long long)s.nonempty);
  print_allow(conform_allows(&s));
  printf("\n");
  return st;
}

static int report_vector(const char* label, GrB_Vector v) {
  GrB_Info winfo = GrB_Vector_wait(v, GrB_MATERIALIZE);
  int st = 0, ctl = 0;
  double bs = 0;
  bool iso = false;
  GrB_Index n = 0, nv = 0;
  GxB_Vector_Option_get(v, GxB_SPARSITY_STATUS, &st);
  GxB_Vector_Option_get(v, GxB_SPARSITY_CONTROL, &ctl);
  GxB_Vector_Option_get(v, GxB_BITMAP_SWITCH, &bs);
  GxB_Vector_iso(&iso, v);
  GrB_Vector_size(&n, v);
  GrB_Vector_nvals(&nv, v);
  shape_t s = {(int64_t)n, 1, (int64_t)nv, nv > 0, ctl, 0.0625f, (float)bs};
  printf("  %s vector %llu wait=%d st=%s nvals=%llu iso=%d ctl=%d bs=%.9g", label, (unsigned long long)n, (int)winfo,
         status_name(st), (unsigned long long)nv, (int)iso, ctl, bs);
  print_allow(conform_allows(&s));
  printf("\n");
  return st;
}

//------------------------------------------------------------------------------------------------
// creating objects with random storage settings
//------------------------------------------------------------------------------------------------
static void random_matrix_options(GrB_Matrix A, const char* label) {
  int fmt = rnd_pct(50) ? GxB_BY_ROW : GxB_BY_COL;
  int ctl = rnd_pct(25) ? 0 : (int)(1 + rnd_below(15));
  int set_hs = rnd_pct(40), set_bs = rnd_pct(40);
  double hs = PICK(kHyper), bs = PICK(kBitmap);
  printf("  %s options fmt=%d ctl=%d hs=%s%g bs=%s%g\n", label, fmt, ctl, set_hs ? "" : "unset:", hs,
         set_bs ? "" : "unset:", bs);
  GxB_Matrix_Option_set(A, GxB_FORMAT, fmt);
  if (ctl) GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, ctl);
  if (set_hs) GxB_Matrix_Option_set(A, GxB_HYPER_SWITCH, hs);
  if (set_bs) GxB_Matrix_Option_set(A, GxB_BITMAP_SWITCH, bs);
}

static void random_vector_options(GrB_Vector v, const char* label) {
  int ctl = rnd_pct(25) ? 0 : (int)(1 + rnd_below(15));
  int set_bs = rnd_pct(40);
  double bs = PICK(kBitmap);
  printf("  %s options ctl=%d bs=%s%g\n", label, ctl, set_bs ? "" : "unset:", bs);
  if (ctl) GxB_Vector_Option_set(v, GxB_SPARSITY_CONTROL, ctl);
  if (set_bs) GxB_Vector_Option_set(v, GxB_BITMAP_SWITCH, bs);
}

// Distinct random positions of an m-by-n matrix, about density*m*n of them, in random order.
static GrB_Index random_positions(GrB_Index m, GrB_Index n, double density, GrB_Index** I, GrB_Index** J) {
  GrB_Index total = m * n, want = (GrB_Index)(density * (double)total + 0.5);
  if (want > total) want = total;
  *I = malloc(sizeof(GrB_Index) * (want + 1));
  *J = malloc(sizeof(GrB_Index) * (want + 1));
  char* taken = calloc(total + 1, 1);
  CHECK_ALLOC(*I && *J && taken);
  GrB_Index got = 0;
  if (want * 2 > total) {  // dense: take each position with the right odds, in order
    for (GrB_Index p = 0; p < total && got < want; p++)
      if ((GrB_Index)rnd_below((int64_t)(total - p)) < want - got) {
        (*I)[got] = p / n, (*J)[got] = p % n, got++;
      }
  } else {
    while (got < want) {
      GrB_Index p = (GrB_Index)rnd_below((int64_t)total);
      if (taken[p]) continue;
      taken[p] = 1;
      (*I)[got] = p / n, (*J)[got] = p % n, got++;
    }
  }
  free(taken);
  return got;
}

// Small integer values (ties for sort; exact sums in any order).
static double small_value(void) { return (double)(1 + rnd_below(4)); }

static GrB_Info build_random(GrB_Matrix A, GrB_Index m, GrB_Index n, double density, int iso) {
  GrB_Index *I, *J;
  GrB_Index k = random_positions(m, n, density, &I, &J);
  double* X = malloc(sizeof(double) * (k + 1));
  CHECK_ALLOC(X);
  for (GrB_Index e = 0; e < k; e++) X[e] = small_value();
  GrB_Info info;
  if (iso) {
    GrB_Scalar s;
    GrB_Scalar_new(&s, GrB_FP64);
    GrB_Scalar_setElement_FP64(s, 3.0);
    info = GxB_Matrix_build_Scalar(A, I, J, s, k);
    GrB_Scalar_free(&s);
  } else {
    info = GrB_Matrix_build_FP64(A, I, J, X, k, GrB_PLUS_FP64);
  }
  free(I);
  free(J);
  free(X);
  return info;
}

static GrB_Matrix new_matrix(GrB_Index m, GrB_Index n, const char* label) {
  GrB_Matrix A = NULL;
  GrB_Matrix_new(&A, GrB_FP64, m, n);
  CHECK_ALLOC(A);
  random_matrix_options(A, label);
  return A;
}

static GrB_Matrix random_operand(GrB_Index m, GrB_Index n) {
  GrB_Matrix A = new_matrix(m, n, "operand");
  printf("  operand build=%d\n", (int)build_random(A, m, n, PICK(kDensity), rnd_pct(15)));
  report_matrix("operand", A);
  return A;
}

//------------------------------------------------------------------------------------------------
// matrix steps
//------------------------------------------------------------------------------------------------
typedef struct {
  GrB_Matrix A;
  GrB_Index m, n;
} mtrial_t;

static void set_elements(mtrial_t* t, int remove) {
  if (t->m == 0 || t->n == 0) return;
  int64_t k = 1 + rnd_below((int64_t)(t->m * t->n / 4 + 2));
  int bad = 0;
  for (int64_t e = 0; e < k; e++) {
    GrB_Index i = (GrB_Index)rnd_below((int64_t)t->m), j = (GrB_Index)rnd_below((int64_t)t->n);
    GrB_Info info = remove ? GrB_Matrix_removeElement(t->A, i, j) : GrB_Matrix_setElement_FP64(t->A, small_value(), i, j);
    bad += info != GrB_SUCCESS;
  }
  printf("  %s %lld failed=%d\n", remove ? "removeElement" : "setElement", (long long)k, bad);
}

// A result C of an operation on A: reported, then it replaces A half of the time.
static void take_result(mtrial_t* t, GrB_Matrix C, GrB_Index m, GrB_Index n, GrB_Info info) {
  printf("  result info=%d\n", (int)info);
  report_matrix("C", C);
  if (rnd_pct(50)) {
    GrB_Matrix_free(&t->A);
    t->A = C, t->m = m, t->n = n;
  } else {
    GrB_Matrix_free(&C);
  }
}

static void random_range(GrB_Index n, GrB_Index* lo_hi) {
  GrB_Index a = (GrB_Index)rnd_below((int64_t)n), b = (GrB_Index)rnd_below((int64_t)n);
  lo_hi[0] = a < b ? a : b, lo_hi[1] = a < b ? b : a;
}

static void step_result(mtrial_t* t, int op) {
  GrB_Index m = t->m, n = t->n;
  GrB_Matrix C = NULL, X = NULL;
  GrB_Info info = GrB_SUCCESS;
  GrB_Index I[2], J[2];
  // not mxm with an inner dimension of 0: 7.4 then returns a full iso result holding entries
  // (README.md, "SuiteSparse 7.4 behaviours avoided")
  if (op == 1 && n == 0) return;
  switch (op) {
    case 0: info = GrB_Matrix_dup(&C, t->A); break;
    case 1: n = m, C = new_matrix(m, m, "C"), info = GrB_mxm(C, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, t->A, t->A, GrB_DESC_T1); break;
    case 2: C = new_matrix(m, n, "C"), X = random_operand(m, n), info = GrB_Matrix_eWiseAdd_BinaryOp(C, NULL, NULL, GrB_PLUS_FP64, t->A, X, NULL); break;
    case 3: C = new_matrix(m, n, "C"), X = random_operand(m, n), info = GrB_Matrix_eWiseMult_BinaryOp(C, NULL, NULL, GrB_TIMES_FP64, t->A, X, NULL); break;
    case 4: C = new_matrix(m, n, "C"), info = GrB_Matrix_apply(C, NULL, NULL, GrB_ABS_FP64, t->A, NULL); break;
    case 5: C = new_matrix(m, n, "C"), info = GrB_Matrix_select_INT64(C, NULL, NULL, GrB_TRIL, t->A, 0, NULL); break;
    case 6: C = new_matrix(m, n, "C"), info = GrB_Matrix_select_FP64(C, NULL, NULL, GrB_VALUEGT_FP64, t->A, 2.0, NULL); break;
    case 7: m = t->n, n = t->m, C = new_matrix(m, n, "C"), info = GrB_transpose(C, NULL, NULL, t->A, NULL); break;
    default:
      if (m == 0 || n == 0) return;
      random_range(t->m, I), random_range(t->n, J);
      m = I[1] - I[0] + 1, n = J[1] - J[0] + 1;
      C = new_matrix(m, n, "C");
      info = GrB_Matrix_extract(C, NULL, NULL, t->A, I, GxB_RANGE, J, GxB_RANGE, NULL);
      printf("  extract rows %llu..%llu cols %llu..%llu\n", (unsigned long long)I[0], (unsigned long long)I[1],
             (unsigned long long)J[0], (unsigned long long)J[1]);
      break;
  }
  printf("  op %d\n", op);
  GrB_Matrix_free(&X);
  take_result(t, C, m, n, info);
}

static void step_assign(mtrial_t* t, int kind) {
  GrB_Index I[2], J[2];
  GrB_Info info;
  if (t->m == 0 || t->n == 0) return;
  if (kind == 0) {
    info = GrB_Matrix_assign_FP64(t->A, NULL, NULL, 2.0, GrB_ALL, t->m, GrB_ALL, t->n, NULL);
    printf("  assign all info=%d\n", (int)info);
    return;
  }
  random_range(t->m, I), random_range(t->n, J);
  if (kind == 1) {
    info = GrB_Matrix_assign_FP64(t->A, NULL, NULL, 1.0, I, GxB_RANGE, J, GxB_RANGE, NULL);
  } else {
    GrB_Matrix X = random_operand(I[1] - I[0] + 1, J[1] - J[0] + 1);
    info = GxB_Matrix_subassign(t->A, NULL, NULL, X, I, GxB_RANGE, J, GxB_RANGE, NULL);
    GrB_Matrix_free(&X);
  }
  printf("  assign kind=%d rows %llu..%llu cols %llu..%llu info=%d\n", kind, (unsigned long long)I[0],
         (unsigned long long)I[1], (unsigned long long)J[0], (unsigned long long)J[1], (int)info);
}

static void step_options(mtrial_t* t, int which) {
  GrB_Info info;
  if (which == 0) {
    int ctl = (int)rnd_below(16);
    info = GxB_Matrix_Option_set(t->A, GxB_SPARSITY_CONTROL, ctl);
    printf("  set ctl=%d info=%d\n", ctl, (int)info);
  } else if (which == 1) {
    double hs = PICK(kHyper);
    info = GxB_Matrix_Option_set(t->A, GxB_HYPER_SWITCH, hs);
    printf("  set hs=%g info=%d\n", hs, (int)info);
  } else if (which == 2) {
    double bs = PICK(kBitmap);
    info = GxB_Matrix_Option_set(t->A, GxB_BITMAP_SWITCH, bs);
    printf("  set bs=%g info=%d\n", bs, (int)info);
  } else {
    int fmt = rnd_pct(50) ? GxB_BY_ROW : GxB_BY_COL;
    info = GxB_Matrix_Option_set(t->A, GxB_FORMAT, fmt);
    printf("  set fmt=%d info=%d\n", fmt, (int)info);
  }
}

static void matrix_step(mtrial_t* t) {
  int op = (int)rnd_below(20);
  if (op == 0 || op == 1) {
    GrB_Matrix_clear(t->A);
    int iso = rnd_pct(20);
    double d = PICK(kDensity);
    printf("  build density=%g iso=%d info=%d\n", d, iso, (int)build_random(t->A, t->m, t->n, d, iso));
  } else if (op == 2 || op == 3) {
    set_elements(t, op == 3);
  } else if (op == 4) {
    printf("  wait\n");
  } else if (op <= 8) {
    step_options(t, op - 5);
  } else if (op <= 16) {
    step_result(t, (int)rnd_below(9));
  } else if (op <= 18) {
    step_assign(t, (int)rnd_below(3));
  } else {
    GrB_Index m = PICK(kDims), n = PICK(kDims);
    printf("  resize %llux%llu info=%d\n", (unsigned long long)m, (unsigned long long)n,
           (int)GrB_Matrix_resize(t->A, m, n));
    t->m = m, t->n = n;
  }
  report_matrix("A", t->A);
}

//------------------------------------------------------------------------------------------------
// export / import, unpack / pack, serialize: the data handed out and the format taken back
//------------------------------------------------------------------------------------------------
// A digest of exported arrays, so both libraries' exports compare in one line.
static uint64_t digest(uint64_t h, const void* p, size_t bytes) {
  const unsigned char* c = p;
  for (size_t k = 0; k < bytes; k++) h = (h ^ c[k]) * 0x100000001B3ull;
  return h;
}

typedef enum { F_CSR, F_CSC, F_HCSR, F_HCSC, F_BITR, F_BITC, F_FULLR, F_FULLC, F_COUNT } xfmt_t;
static const char* const kXfmtName[] = {"CSR", "CSC", "HyperCSR", "HyperCSC", "BitmapR", "BitmapC", "FullR", "FullC"};

typedef struct {
  GrB_Index *p, *h, *i, nvals, nvec, psize, hsize, isize, bsize, xsize;
  int8_t* b;
  void* x;
  bool iso;
} arrays_t;

// Unpack (pack=1: into A, which stays) or export (A freed) A in format f; prints what came out.
static GrB_Info take_out(GrB_Matrix* A, xfmt_t f, int unpack, int want_iso, GrB_Index m, GrB_Index n, arrays_t* a) {
  GrB_Type type = NULL;
  GrB_Index nr = m, nc = n;
  bool* iso = want_iso ? &a->iso : NULL;
  GrB_Info info;
  switch (f) {
    case F_CSR: info = unpack ? GxB_Matrix_unpack_CSR(*A, &a->p, &a->i, &a->x, &a->psize, &a->isize, &a->xsize, iso, NULL, NULL)
                              : GxB_Matrix_export_CSR(A, &type, &nr, &nc, &a->p, &a->i, &a->x, &a->psize, &a->isize, &a->xsize, iso, NULL, NULL); break;
    case F_CSC: info = unpack ? GxB_Matrix_unpack_CSC(*A, &a->p, &a->i, &a->x, &a->psize, &a->isize, &a->xsize, iso, NULL, NULL)
                              : GxB_Matrix_export_CSC(A, &type, &nr, &nc, &a->p, &a->i, &a->x, &a->psize, &a->isize, &a->xsize, iso, NULL, NULL); break;
    case F_HCSR: info = unpack ? GxB_Matrix_unpack_HyperCSR(*A, &a->p, &a->h, &a->i, &a->x, &a->psize, &a->hsize, &a->isize, &a->xsize, iso, &a->nvec, NULL, NULL)
                               : GxB_Matrix_export_HyperCSR(A, &type, &nr, &nc, &a->p, &a->h, &a->i, &a->x, &a->psize, &a->hsize, &a->isize, &a->xsize, iso, &a->nvec, NULL, NULL); break;
    case F_HCSC: info = unpack ? GxB_Matrix_unpack_HyperCSC(*A, &a->p, &a->h, &a->i, &a->x, &a->psize, &a->hsize, &a->isize, &a->xsize, iso, &a->nvec, NULL, NULL)
                               : GxB_Matrix_export_HyperCSC(A, &type, &nr, &nc, &a->p, &a->h, &a->i, &a->x, &a->psize, &a->hsize, &a->isize, &a->xsize, iso, &a->nvec, NULL, NULL); break;
    case F_BITR: info = unpack ? GxB_Matrix_unpack_BitmapR(*A, &a->b, &a->x, &a->bsize, &a->xsize, iso, &a->nvals, NULL)
                               : GxB_Matrix_export_BitmapR(A, &type, &nr, &nc, &a->b, &a->x, &a->bsize, &a->xsize, iso, &a->nvals, NULL); break;
    case F_BITC: info = unpack ? GxB_Matrix_unpack_BitmapC(*A, &a->b, &a->x, &a->bsize, &a->xsize, iso, &a->nvals, NULL)
                               : GxB_Matrix_export_BitmapC(A, &type, &nr, &nc, &a->b, &a->x, &a->bsize, &a->xsize, iso, &a->nvals, NULL); break;
    case F_FULLR: info = unpack ? GxB_Matrix_unpack_FullR(*A, &a->x, &a->xsize, iso, NULL)
                                : GxB_Matrix_export_FullR(A, &type, &nr, &nc, &a->x, &a->xsize, iso, NULL); break;
    default: info = unpack ? GxB_Matrix_unpack_FullC(*A, &a->x, &a->xsize, iso, NULL)
                           : GxB_Matrix_export_FullC(A, &type, &nr, &nc, &a->x, &a->xsize, iso, NULL); break;
  }
  return info;
}

// The meaningful contents of the arrays (not their allocated sizes, nor bitmap values of absent entries).
static uint64_t arrays_digest(const arrays_t* a, xfmt_t f, GrB_Index m, GrB_Index n, GrB_Index* nvals) {
  const int by_row = (f % 2 == 0);
  const GrB_Index vdim = by_row ? m : n, vlen = by_row ? n : m;
  uint64_t h = 0xCBF29CE484222325ull;
  GrB_Index nx = 0;
  if (f <= F_CSC) {
    h = digest(h, a->p, sizeof(GrB_Index) * (vdim + 1));
    nx = a->p[vdim];
    h = digest(h, a->i, sizeof(GrB_Index) * nx);
  } else if (f <= F_HCSC) {
    h = digest(h, &a->nvec, sizeof a->nvec);
    h = digest(h, a->p, sizeof(GrB_Index) * (a->nvec + 1));
    h = digest(h, a->h, sizeof(GrB_Index) * a->nvec);
    nx = a->p[a->nvec];
    h = digest(h, a->i, sizeof(GrB_Index) * nx);
  } else if (f <= F_BITC) {
    h = digest(h, a->b, vlen * vdim);
    nx = a->nvals;
    const double* x = a->x;
    for (GrB_Index k = 0; k < vlen * vdim; k++)
      if (a->b[k]) h = digest(h, a->iso ? x : x + k, sizeof(double));
  } else {
    nx = vlen * vdim;
  }
  *nvals = nx;
  // every entry's value, whether the arrays are iso or not (iso=... says which they are)
  if (f <= F_HCSC || f >= F_FULLR)
    for (GrB_Index k = 0; k < nx; k++) h = digest(h, (const double*)a->x + (a->iso ? 0 : k), sizeof(double));
  return h;
}

static GrB_Info put_back(GrB_Matrix* A, xfmt_t f, int pack, GrB_Index m, GrB_Index n, arrays_t* a) {
  bool iso = a->iso;
  switch (f) {
    case F_CSR: return pack ? GxB_Matrix_pack_CSR(*A, &a->p, &a->i, &a->x, a->psize, a->isize, a->xsize, iso, false, NULL)
                            : GxB_Matrix_import_CSR(A, GrB_FP64, m, n, &a->p, &a->i, &a->x, a->psize, a->isize, a->xsize, iso, false, NULL);
    case F_CSC: return pack ? GxB_Matrix_pack_CSC(*A, &a->p, &a->i, &a->x, a->psize, a->isize, a->xsize, iso, false, NULL)
                            : GxB_Matrix_import_CSC(A, GrB_FP64, m, n, &a->p, &a->i, &a->x, a->psize, a->isize, a->xsize, iso, false, NULL);
    case F_HCSR: return pack ? GxB_Matrix_pack_HyperCSR(*A, &a->p, &a->h, &a->i, &a->x, a->psize, a->hsize, a->isize, a->xsize, iso, a->nvec, false, NULL)
                             : GxB_Matrix_import_HyperCSR(A, GrB_FP64, m, n, &a->p, &a->h, &a->i, &a->x, a->psize, a->hsize, a->isize, a->xsize, iso, a->nvec, false, NULL);
    case F_HCSC: return pack ? GxB_Matrix_pack_HyperCSC(*A, &a->p, &a->h, &a->i, &a->x, a->psize, a->hsize, a->isize, a->xsize, iso, a->nvec, false, NULL)
                             : GxB_Matrix_import_HyperCSC(A, GrB_FP64, m, n, &a->p, &a->h, &a->i, &a->x, a->psize, a->hsize, a->isize, a->xsize, iso, a->nvec, false, NULL);
    case F_BITR: return pack ? GxB_Matrix_pack_BitmapR(*A, &a->b, &a->x, a->bsize, a->xsize, iso, a->nvals, NULL)
                             : GxB_Matrix_import_BitmapR(A, GrB_FP64, m, n, &a->b, &a->x, a->bsize, a->xsize, iso, a->nvals, NULL);
    case F_BITC: return pack ? GxB_Matrix_pack_BitmapC(*A, &a->b, &a->x, a->bsize, a->xsize, iso, a->nvals, NULL)
                             : GxB_Matrix_import_BitmapC(A, GrB_FP64, m, n, &a->b, &a->x, a->bsize, a->xsize, iso, a->nvals, NULL);
    case F_FULLR: return pack ? GxB_Matrix_pack_FullR(*A, &a->x, a->xsize, iso, NULL)
                              : GxB_Matrix_import_FullR(A, GrB_FP64, m, n, &a->x, a->xsize, iso, NULL);
    default: return pack ? GxB_Matrix_pack_FullC(*A, &a->x, a->xsize, iso, NULL)
                         : GxB_Matrix_import_FullC(A, GrB_FP64, m, n, &a->x, a->xsize, iso, NULL);
  }
}

static void free_arrays(arrays_t* a) {
  free(a->p), free(a->h), free(a->i), free(a->b), free(a->x);
  memset(a, 0, sizeof *a);
}

// Every format, exported then imported, or unpacked then packed, from a copy of A.
static void export_import(const mtrial_t* t) {
  for (int f = 0; f < F_COUNT; f++) {
    const int unpack = rnd_pct(50), want_iso = rnd_pct(50);
    GrB_Matrix D = NULL;
    GrB_Matrix_dup(&D, t->A);
    arrays_t a;
    memset(&a, 0, sizeof a);
    GrB_Info info = take_out(&D, (xfmt_t)f, unpack, want_iso, t->m, t->n, &a);
    printf("  %s %s iso_arg=%d info=%d", unpack ? "unpack" : "export", kXfmtName[f], want_iso, (int)info);
    if (info == GrB_SUCCESS) {
      GrB_Index nx = 0;
      uint64_t h = arrays_digest(&a, (xfmt_t)f, t->m, t->n, &nx);
      printf(" iso=%d nvals=%llu digest=%016llx\n", (int)a.iso, (unsigned long long)nx, (unsigned long long)h);
      if (unpack) report_matrix("unpacked", D);
      info = put_back(&D, (xfmt_t)f, unpack, t->m, t->n, &a);
      printf("  %s %s info=%d\n", unpack ? "pack" : "import", kXfmtName[f], (int)info);
      if (info == GrB_SUCCESS) report_matrix(unpack ? "packed" : "imported", D);
    } else {
      printf("\n");
    }
    free_arrays(&a);
    GrB_Matrix_free(&D);
  }
}

// Not for an empty matrix: SuiteSparse 7.4 rejects some blobs of its own empty matrices
// (README.md, "Serialized blobs"); serialize_interchange covers those.
static void serialize_roundtrip(const mtrial_t* t) {
  GrB_Index nv = 0;
  if (GrB_Matrix_nvals(&nv, t->A) != GrB_SUCCESS || nv == 0) return;
  void* blob = NULL;
  GrB_Index size = 0;
  GrB_Info info = GxB_Matrix_serialize(&blob, &size, t->A, NULL);
  GrB_Matrix D = NULL;
  if (info == GrB_SUCCESS) info = GxB_Matrix_deserialize(&D, GrB_FP64, blob, size, NULL);
  printf("  serialize info=%d\n", (int)info);
  if (info == GrB_SUCCESS) report_matrix("deserialized", D);
  free(blob);
  GrB_Matrix_free(&D);
}

//------------------------------------------------------------------------------------------------
// sort, iterators
//------------------------------------------------------------------------------------------------
typedef struct {
  GrB_Index i, j;
  double x;
} tuple_t;

static int tuple_cmp(const void* a, const void* b) {
  const tuple_t *p = a, *q = b;
  if (p->i != q->i) return p->i < q->i ? -1 : 1;
  if (p->j != q->j) return p->j < q->j ? -1 : 1;
  return 0;
}

// Every entry of A, in (row, col) order, on one line.
static void print_tuples(const char* label, GrB_Matrix A) {
  GrB_Index nv = 0;
  GrB_Matrix_nvals(&nv, A);
  GrB_Index* I = malloc(sizeof(GrB_Index) * (nv + 1));
  GrB_Index* J = malloc(sizeof(GrB_Index) * (nv + 1));
  double* X = malloc(sizeof(double) * (nv + 1));
  tuple_t* T = malloc(sizeof(tuple_t) * (nv + 1));
  CHECK_ALLOC(I && J && X && T);
  GrB_Index got = nv;
  GrB_Info info = GrB_Matrix_extractTuples_FP64(I, J, X, &got, A);
  for (GrB_Index e = 0; e < got; e++) T[e] = (tuple_t){I[e], J[e], X[e]};
  qsort(T, got, sizeof(tuple_t), tuple_cmp);
  lp("  %s tuples info=%d:", label, (int)info);
  for (GrB_Index e = 0; e < got; e++) lp(" (%llu,%llu)=%g", (unsigned long long)T[e].i, (unsigned long long)T[e].j, T[e].x);
  lflush();
  free(I), free(J), free(X), free(T);
}

static void sort_matrix(const mtrial_t* t) {
  const int by_col = rnd_pct(50), which = (int)rnd_below(3);
  GrB_BinaryOp op = rnd_pct(50) ? GrB_LT_FP64 : GrB_GT_FP64;
  GrB_Matrix C = NULL, P = NULL;
  if (which != 2) C = new_matrix(t->m, t->n, "sortC");
  if (which != 1) {
    GrB_Matrix_new(&P, GrB_INT64, t->m, t->n);
    random_matrix_options(P, "sortP");
  }
  GrB_Info info = GxB_Matrix_sort(C, P, op, t->A, by_col ? GrB_DESC_T0 : NULL);
  printf("  sort by_col=%d op=%s C=%d P=%d info=%d\n", by_col, op == GrB_LT_FP64 ? "LT" : "GT", C != NULL, P != NULL,
         (int)info);
  if (C) report_matrix("sortC", C), print_tuples("sortC", C);
  if (P) report_matrix("sortP", P), print_tuples("sortP", P);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&P);
}

// Traversal with the row (by_row) or column iterator: the vectors visited and their entries.
// A sparse matrix visits every vector, a hypersparse one only those it holds: this line
// depends on the format ("iter-struct").
static void iterate_vectors(GrB_Matrix A, int by_row, GrB_Index nvec) {
  GxB_Iterator it = NULL;
  GxB_Iterator_new(&it);
  CHECK_ALLOC(it);
  GrB_Info info = by_row ? GxB_rowIterator_attach(it, A, NULL) : GxB_colIterator_attach(it, A, NULL);
  lp("  iter-struct %s attach=%d", by_row ? "row" : "col", (int)info);
  if (info == GrB_SUCCESS) {
    lp(" kount=%llu", (unsigned long long)(by_row ? GxB_rowIterator_kount(it) : GxB_colIterator_kount(it)));
    info = by_row ? GxB_rowIterator_seekRow(it, 0) : GxB_colIterator_seekCol(it, 0);
    for (int guard = 0; info != GxB_EXHAUSTED && guard < 100000; guard++) {
      GrB_Index v = by_row ? GxB_rowIterator_getRowIndex(it) : GxB_colIterator_getColIndex(it);
      lp(" |%llu:", (unsigned long long)v);
      while (info == GrB_SUCCESS) {
        GrB_Index i = by_row ? GxB_rowIterator_getColIndex(it) : GxB_colIterator_getRowIndex(it);
        lp(" %llu=%g", (unsigned long long)i, GxB_Iterator_get_FP64(it));
        info = by_row ? GxB_rowIterator_nextCol(it) : GxB_colIterator_nextRow(it);
      }
      info = by_row ? GxB_rowIterator_nextRow(it) : GxB_colIterator_nextCol(it);
    }
    if (nvec > 0) {
      GrB_Index target = nvec / 2;
      info = by_row ? GxB_rowIterator_seekRow(it, target) : GxB_colIterator_seekCol(it, target);
      GrB_Index at = (info == GxB_EXHAUSTED) ? 0 : (by_row ? GxB_rowIterator_getRowIndex(it) : GxB_colIterator_getColIndex(it));
      lp(" seek(%llu)=%d at=%llu", (unsigned long long)target, (int)info, (unsigned long long)at);
    }
  }
  lflush();
  GxB_Iterator_free(&it);
}

// The entry iterator visits the entries in storage order whatever the format.
static void iterate_entries(GrB_Matrix A) {
  GxB_Iterator it = NULL;
  GxB_Iterator_new(&it);
  CHECK_ALLOC(it);
  GrB_Info info = GxB_Matrix_Iterator_attach(it, A, NULL);
  lp("  iter entries attach=%d", (int)info);
  if (info == GrB_SUCCESS) {
    info = GxB_Matrix_Iterator_seek(it, 0);
    for (int guard = 0; info == GrB_SUCCESS && guard < 100000; guard++) {
      GrB_Index i = 0, j = 0;
      GxB_Matrix_Iterator_getIndex(it, &i, &j);
      lp(" (%llu,%llu)=%g", (unsigned long long)i, (unsigned long long)j, GxB_Iterator_get_FP64(it));
      info = GxB_Matrix_Iterator_next(it);
    }
    lp(" end=%d", (int)info);
  }
  lflush();
  GxB_Iterator_free(&it);
}

static void iterate_matrix(const mtrial_t* t) {
  int fmt = 0;
  GxB_Matrix_Option_get(t->A, GxB_FORMAT, &fmt);
  iterate_vectors(t->A, 1, t->m);
  iterate_vectors(t->A, 0, t->n);
  iterate_entries(t->A);
  (void)fmt;
}

static void matrix_trial(void) {
  mtrial_t t;
  t.m = PICK(kDims), t.n = PICK(kDims);
  t.A = new_matrix(t.m, t.n, "A");
  report_matrix("A", t.A);
  const int steps = 2 + (int)rnd_below(6);
  for (int s = 0; s < steps; s++) matrix_step(&t);
  export_import(&t);
  serialize_roundtrip(&t);
  sort_matrix(&t);
  iterate_matrix(&t);
  GrB_Matrix_free(&t.A);
}

//------------------------------------------------------------------------------------------------
// vectors
//------------------------------------------------------------------------------------------------
static GrB_Vector new_vector(GrB_Index n, const char* label) {
  GrB_Vector v = NULL;
  GrB_Vector_new(&v, GrB_FP64, n);
  CHECK_ALLOC(v);
  random_vector_options(v, label);
  return v;
}

static GrB_Info build_vector(GrB_Vector v, GrB_Index n, double density, int iso) {
  GrB_Index *I, *J;
  GrB_Index k = random_positions(n, 1, density, &I, &J);
  double* X = malloc(sizeof(double) * (k + 1));
  CHECK_ALLOC(X);
  for (GrB_Index e = 0; e < k; e++) X[e] = small_value();
  GrB_Info info;
  if (iso) {
    GrB_Scalar s;
    GrB_Scalar_new(&s, GrB_FP64);
    GrB_Scalar_setElement_FP64(s, 3.0);
    info = GxB_Vector_build_Scalar(v, I, s, k);
    GrB_Scalar_free(&s);
  } else {
    info = GrB_Vector_build_FP64(v, I, X, k, GrB_PLUS_FP64);
  }
  free(I), free(J), free(X);
  return info;
}

static GrB_Vector random_vector_operand(GrB_Index n) {
  GrB_Vector u = new_vector(n, "operand");
  printf("  operand build=%d\n", (int)build_vector(u, n, PICK(kDensity), rnd_pct(15)));
  report_vector("operand", u);
  return u;
}

static void vector_result(GrB_Vector* v, GrB_Index n, int op) {
  GrB_Vector w = new_vector(n, "w"), u = NULL;
  GrB_Matrix A = NULL;
  GrB_Info info;
  switch (op) {
    case 0: u = random_vector_operand(n), info = GrB_Vector_eWiseAdd_BinaryOp(w, NULL, NULL, GrB_PLUS_FP64, *v, u, NULL); break;
    case 1: u = random_vector_operand(n), info = GrB_Vector_eWiseMult_BinaryOp(w, NULL, NULL, GrB_TIMES_FP64, *v, u, NULL); break;
    case 2: info = GrB_Vector_apply(w, NULL, NULL, GrB_AINV_FP64, *v, NULL); break;
    case 3: info = GrB_Vector_select_FP64(w, NULL, NULL, GrB_VALUELT_FP64, *v, 3.0, NULL); break;
    case 4:
      A = random_operand(n, n);
      info = GrB_mxv(w, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, A, *v, NULL);
      break;
    case 5:
      A = random_operand(n, n);
      info = GrB_Matrix_reduce_Monoid(w, NULL, NULL, GrB_PLUS_MONOID_FP64, A, NULL);
      break;
    default: GrB_Vector_free(&w), info = GrB_Vector_dup(&w, *v); break;
  }
  printf("  vector op %d info=%d\n", op, (int)info);
  report_vector("w", w);
  GrB_Vector_free(&u);
  GrB_Matrix_free(&A);
  if (rnd_pct(50)) {
    GrB_Vector_free(v);
    *v = w;
  } else {
    GrB_Vector_free(&w);
  }
}

static void vector_step(GrB_Vector* v, GrB_Index* n) {
  int op = (int)rnd_below(14);
  GrB_Info info = GrB_SUCCESS;
  if (op <= 1) {
    GrB_Vector_clear(*v);
    int iso = rnd_pct(20);
    double d = PICK(kDensity);
    printf("  build density=%g iso=%d info=%d\n", d, iso, (int)build_vector(*v, *n, d, iso));
  } else if (op <= 3 && *n > 0) {
    int64_t k = 1 + rnd_below((int64_t)(*n / 2 + 1));
    for (int64_t e = 0; e < k; e++) {
      GrB_Index i = (GrB_Index)rnd_below((int64_t)*n);
      info |= (op == 2) ? GrB_Vector_setElement_FP64(*v, small_value(), i) : GrB_Vector_removeElement(*v, i);
    }
    printf("  %s %lld info=%d\n", op == 2 ? "setElement" : "removeElement", (long long)k, (int)info);
  } else if (op == 4) {
    int ctl = (int)rnd_below(16);
    printf("  set ctl=%d info=%d\n", ctl, (int)GxB_Vector_Option_set(*v, GxB_SPARSITY_CONTROL, ctl));
  } else if (op == 5) {
    double bs = PICK(kBitmap);
    printf("  set bs=%g info=%d\n", bs, (int)GxB_Vector_Option_set(*v, GxB_BITMAP_SWITCH, bs));
  } else if (op <= 10) {
    vector_result(v, *n, (int)rnd_below(7));
  } else if (op <= 12 && *n > 0) {
    GrB_Index r[2];
    random_range(*n, r);
    info = (op == 11) ? GrB_Vector_assign_FP64(*v, NULL, NULL, 2.0, r, GxB_RANGE, NULL)
                      : GrB_Vector_assign_FP64(*v, NULL, NULL, 1.0, GrB_ALL, *n, NULL);
    printf("  assign %llu..%llu all=%d info=%d\n", (unsigned long long)r[0], (unsigned long long)r[1], op == 12, (int)info);
  } else {
    GrB_Index m = PICK(kDims);
    printf("  resize %llu info=%d\n", (unsigned long long)m, (int)GrB_Vector_resize(*v, m));
    *n = m;
  }
  report_vector("v", *v);
}

typedef enum { V_CSC, V_BITMAP, V_FULL } vfmt_t;

static void vector_export_import(GrB_Vector v, GrB_Index n) {
  static const char* const names[] = {"CSC", "Bitmap", "Full"};
  for (int f = 0; f < 3; f++) {
    const int want_iso = rnd_pct(50);
    GrB_Vector D = NULL;
    GrB_Vector_dup(&D, v);
    arrays_t a;
    memset(&a, 0, sizeof a);
    bool* iso = want_iso ? &a.iso : NULL;
    GrB_Info info = (f == V_CSC) ? GxB_Vector_unpack_CSC(D, &a.i, &a.x, &a.isize, &a.xsize, iso, &a.nvals, NULL, NULL)
                  : (f == V_BITMAP) ? GxB_Vector_unpack_Bitmap(D, &a.b, &a.x, &a.bsize, &a.xsize, iso, &a.nvals, NULL)
                                    : GxB_Vector_unpack_Full(D, &a.x, &a.xsize, iso, NULL);
    printf("  vector unpack %s iso_arg=%d info=%d", names[f], want_iso, (int)info);
    if (info == GrB_SUCCESS) {
      uint64_t h = 0xCBF29CE484222325ull;
      GrB_Index nx = (f == V_FULL) ? n : a.nvals;
      if (f == V_CSC) h = digest(h, a.i, sizeof(GrB_Index) * nx);
      if (f == V_BITMAP) {
        h = digest(h, a.b, n);
        for (GrB_Index k = 0; k < n; k++)
          if (a.b[k]) h = digest(h, (double*)a.x + (a.iso ? 0 : k), sizeof(double));
      } else {
        for (GrB_Index k = 0; k < nx; k++) h = digest(h, (double*)a.x + (a.iso ? 0 : k), sizeof(double));
      }
      printf(" iso=%d nvals=%llu digest=%016llx\n", (int)a.iso, (unsigned long long)nx, (unsigned long long)h);
      report_vector("unpacked", D);
      info = (f == V_CSC) ? GxB_Vector_pack_CSC(D, &a.i, &a.x, a.isize, a.xsize, a.iso, a.nvals, false, NULL)
             : (f == V_BITMAP) ? GxB_Vector_pack_Bitmap(D, &a.b, &a.x, a.bsize, a.xsize, a.iso, a.nvals, NULL)
                               : GxB_Vector_pack_Full(D, &a.x, a.xsize, a.iso, NULL);
      printf("  vector pack %s info=%d\n", names[f], (int)info);
      if (info == GrB_SUCCESS) report_vector("packed", D);
    } else {
      printf("\n");
    }
    free_arrays(&a);
    GrB_Vector_free(&D);
  }
}

static void vector_sort_iterate(GrB_Vector v, GrB_Index n) {
  GrB_Vector w = new_vector(n, "sortw"), p = NULL;
  GrB_Vector_new(&p, GrB_INT64, n);
  GrB_BinaryOp op = rnd_pct(50) ? GrB_LT_FP64 : GrB_GT_FP64;
  GrB_Info info = GxB_Vector_sort(w, p, op, v, NULL);
  printf("  vector sort op=%s info=%d\n", op == GrB_LT_FP64 ? "LT" : "GT", (int)info);
  report_vector("sortw", w);
  report_vector("sortp", p);
  print_tuples("sortw", (GrB_Matrix)w);
  print_tuples("sortp", (GrB_Matrix)p);
  GrB_Vector_free(&w);
  GrB_Vector_free(&p);
  GxB_Iterator it = NULL;
  GxB_Iterator_new(&it);
  CHECK_ALLOC(it);
  info = GxB_Vector_Iterator_attach(it, v, NULL);
  lp("  iter vector attach=%d", (int)info);
  if (info == GrB_SUCCESS) {
    info = GxB_Vector_Iterator_seek(it, 0);
    for (int guard = 0; info == GrB_SUCCESS && guard < 100000; guard++) {
      lp(" %llu=%g", (unsigned long long)GxB_Vector_Iterator_getIndex(it), GxB_Iterator_get_FP64(it));
      info = GxB_Vector_Iterator_next(it);
    }
    lp(" end=%d", (int)info);
  }
  lflush();
  GxB_Iterator_free(&it);
}

static void vector_trial(void) {
  GrB_Index n = PICK(kDims);
  GrB_Vector v = new_vector(n, "v");
  report_vector("v", v);
  const int steps = 2 + (int)rnd_below(6);
  for (int s = 0; s < steps; s++) vector_step(&v, &n);
  vector_export_import(v, n);
  vector_sort_iterate(v, n);
  GrB_Vector_free(&v);
}

//------------------------------------------------------------------------------------------------
int main(int argc, char** argv) {
  uint64_t seed = 1;
  long count = 200;
  int blocking = 0;
  for (int a = 1; a < argc; a++) {
    if (!strcmp(argv[a], "--seed") && a + 1 < argc) seed = strtoull(argv[++a], NULL, 10);
    else if (!strcmp(argv[a], "--count") && a + 1 < argc) count = strtol(argv[++a], NULL, 10);
    else if (!strcmp(argv[a], "--mode") && a + 1 < argc) blocking = !strcmp(argv[++a], "blocking");
    else {
      fprintf(stderr, "usage: %s [--seed S] [--count N] [--mode blocking|nonblocking]\n", argv[0]);
      return 2;
    }
  }
  if (GrB_init(blocking ? GrB_BLOCKING : GrB_NONBLOCKING) != GrB_SUCCESS) return 2;
  setvbuf(stdout, NULL, _IOFBF, 1 << 16);
  for (long t = 0; t < count; t++) {
    rng_state = seed * 1000003ull + (uint64_t)t;
    const int matrix = rnd_pct(75);
    printf("@trial %ld %s\n", t, matrix ? "matrix" : "vector");
    if (matrix) matrix_trial();
    else vector_trial();
  }
  GrB_finalize();
  return 0;
}
