// Opt-in compensated (Neumaier) summation, issue 6 item 9: GrB_set(GrB_GLOBAL, 1,
// GxB_COMPENSATED_SUM) or GRB_COMPENSATED_SUM=1. Adversarial FP64 and FP32 sums (a huge value
// followed by many 1.0; huge +/- values alternating with 1.0) against an exact integer reference,
// through four paths: GrB_Matrix_reduce to a C scalar of a materialized matrix (the kernel
// library), to a GrB_Scalar, of a pending apply(ainv) (the JIT's ewise_chain group when GRB_JIT=on,
// else the kernel library), and GrB_Vector_reduce; each with 1 and 2 threads. Checks:
//   switch on: every path gives the exact sum (bit for bit);
//   switch off (default, and after setting it back): bit-identical to the default run, and the
//     kernel library's plain sum of the huge-then-ones cases is NOT exact (the input is adversarial);
//   non-finite and signed-zero sums (inf, -inf + inf, NaN, -0.0): the same with the switch on/off;
//   GrB_get reports the setting; GrB_set with 2 is GrB_INVALID_VALUE.
//   compensated_sum [env]   env: GRB_COMPENSATED_SUM=1 is set, the default must be on
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "GraphBLAS.h"
#include "jit_test_common.h"


static int failures = 0;
#define CHECK(cond, ...)                  \
  do {                                    \
    if (!(cond)) {                        \
      fprintf(stderr, "FAIL: " __VA_ARGS__); \
      fprintf(stderr, "\n");              \
      failures++;                         \
    }                                     \
  } while (0)

enum { NPATHS = 4 };
static const char* path_names[NPATHS] = {"matrix_reduce", "scalar_reduce", "pending_ainv_reduce", "vector_reduce"};

typedef struct {
  const char* name;
  int fp32;            // FP32 (else FP64)
  int64_t n;           // entries
  double* x;           // values in row-major position order (exactly representable in the type)
  int has_exact;       // exact (int64) reference known and representable
  int64_t exact;
  int adversarial;     // the kernel library's plain sum is known to be inexact
} Case;

static const GrB_Index kCols = 400;

// the sums of one case through every path, as doubles (FP32 results widened exactly)
static void sums(const Case* c, double out[NPATHS]) {
  GrB_Type t = c->fp32 ? GrB_FP32 : GrB_FP64;
  const GrB_Index nrows = (GrB_Index)(c->n + kCols - 1) / kCols;
  GrB_Matrix A, T;
  GrB_Vector v;
  GrB_Scalar s;
  TRY(GrB_Matrix_new(&A, t, nrows, kCols));
  TRY(GrB_Vector_new(&v, t, (GrB_Index)c->n));
  TRY(GrB_Scalar_new(&s, t));
  GrB_Index* I = malloc(sizeof(GrB_Index) * (size_t)c->n);
  GrB_Index* J = malloc(sizeof(GrB_Index) * (size_t)c->n);
  GrB_Index* K = malloc(sizeof(GrB_Index) * (size_t)c->n);
  float* xf = malloc(sizeof(float) * (size_t)c->n);
  for (int64_t p = 0; p < c->n; p++) {
    I[p] = (GrB_Index)p / kCols;
    J[p] = (GrB_Index)p % kCols;
    K[p] = (GrB_Index)p;
    xf[p] = (float)c->x[p];
  }
  if (c->fp32) {
    TRY(GrB_Matrix_build_FP32(A, I, J, xf, (GrB_Index)c->n, GrB_PLUS_FP32));
    TRY(GrB_Vector_build_FP32(v, K, xf, (GrB_Index)c->n, GrB_PLUS_FP32));
  } else {
    TRY(GrB_Matrix_build_FP64(A, I, J, c->x, (GrB_Index)c->n, GrB_PLUS_FP64));
    TRY(GrB_Vector_build_FP64(v, K, c->x, (GrB_Index)c->n, GrB_PLUS_FP64));
  }
  TRY(GrB_Matrix_wait(A, GrB_MATERIALIZE));
  TRY(GrB_Vector_wait(v, GrB_MATERIALIZE));
  GrB_Monoid plus = c->fp32 ? GrB_PLUS_MONOID_FP32 : GrB_PLUS_MONOID_FP64;
  // 0: materialized matrix to a C scalar
  if (c->fp32) {
    float r = 0;
    TRY(GrB_Matrix_reduce_FP32(&r, NULL, plus, A, NULL));
    out[0] = r;
  } else {
    TRY(GrB_Matrix_reduce_FP64(&out[0], NULL, plus, A, NULL));
  }
  // 1: to a GrB_Scalar
  TRY(GrB_Matrix_reduce_Monoid_Scalar(s, NULL, plus, A, NULL));
  TRY(GrB_Scalar_extractElement_FP64(&out[1], s));
  // 2: a pending apply(ainv), reduced (the JIT fuses the two when on; an identity apply would be
  // folded away, leaving no group), negated back: negation is exact, so the expected values stay
  TRY(GrB_Matrix_new(&T, t, nrows, kCols));
  TRY(GrB_Matrix_apply(T, NULL, NULL, c->fp32 ? GrB_AINV_FP32 : GrB_AINV_FP64, A, NULL));
  if (c->fp32) {
    float r = 0;
    TRY(GrB_Matrix_reduce_FP32(&r, NULL, plus, T, NULL));
    out[2] = -(double)r;
  } else {
    double r = 0;
    TRY(GrB_Matrix_reduce_FP64(&r, NULL, plus, T, NULL));
    out[2] = -r;
  }
  // 3: a vector
  if (c->fp32) {
    float r = 0;
    TRY(GrB_Vector_reduce_FP32(&r, NULL, plus, v, NULL));
    out[3] = r;
  } else {
    TRY(GrB_Vector_reduce_FP64(&out[3], NULL, plus, v, NULL));
  }
  free(I);
  free(J);
  free(K);
  free(xf);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&T);
  GrB_Vector_free(&v);
  GrB_Scalar_free(&s);
}

static int same_bits(double a, double b) {
  if (isnan(a) && isnan(b)) return 1;
  return memcmp(&a, &b, sizeof a) == 0;
}

static Case make_case(const char* name, int fp32, int64_t n) {
  Case c;
  memset(&c, 0, sizeof c);
  c.name = name;
  c.fp32 = fp32;
  c.n = n;
  c.x = malloc(sizeof(double) * (size_t)n);
  return c;
}

int main(int argc, char** argv) {
  const int env_on = argc > 1 && strcmp(argv[1], "env") == 0;
  TRY(GrB_init(GrB_NONBLOCKING));
  int32_t setting = -1;
  TRY(GrB_Global_get_INT32(GrB_GLOBAL, &setting, GxB_COMPENSATED_SUM));
  CHECK(setting == (env_on ? 1 : 0), "GrB_get(GxB_COMPENSATED_SUM) at start = %d, expected %d", (int)setting, env_on);
  CHECK(GrB_Global_set_INT32(GrB_GLOBAL, 2, GxB_COMPENSATED_SUM) == GrB_INVALID_VALUE, "GrB_set 2 accepted");

  Case cases[16];
  int nc = 0;
  {  // 1e16 followed by 120000 ones: 10000000000120000 is a double (even, spacing 2)
    Case c = make_case("fp64_1e16_then_ones", 0, 120001);
    c.x[0] = 1e16;
    for (int64_t p = 1; p < c.n; p++) c.x[p] = 1.0;
    c.has_exact = 1;
    c.exact = 10000000000000000LL + (c.n - 1);
    c.adversarial = 1;
    cases[nc++] = c;
  }
  {  // +2^60, 1, -2^60, 1, ...: every 1.0 is lost by the plain sum next to 2^60
    // 119999 entries: ends on -2^60, and the 300 x 400 matrix is not full (the JIT takes sparse only)
    Case c = make_case("fp64_alternating_2^60", 0, 119999);
    c.has_exact = 1;
    for (int64_t p = 0; p < c.n; p++) {
      c.x[p] = (p % 2) ? 1.0 : ((p % 4) == 0 ? 0x1p60 : -0x1p60);
      c.exact += (p % 2) ? 1 : 0;
    }
    c.adversarial = 1;
    cases[nc++] = c;
  }
  {  // 2^25 followed by 100000 ones in FP32 (spacing 4): exact 33654432 is a float
    Case c = make_case("fp32_2^25_then_ones", 1, 100001);
    c.x[0] = 0x1p25;
    for (int64_t p = 1; p < c.n; p++) c.x[p] = 1.0;
    c.has_exact = 1;
    c.exact = 33554432LL + (c.n - 1);
    c.adversarial = 1;
    cases[nc++] = c;
  }
  {  // +2^30, 1, -2^30, 1, ... in FP32
    Case c = make_case("fp32_alternating_2^30", 1, 59999);
    c.has_exact = 1;
    for (int64_t p = 0; p < c.n; p++) {
      c.x[p] = (p % 2) ? 1.0 : ((p % 4) == 0 ? 0x1p30 : -0x1p30);
      c.exact += (p % 2) ? 1 : 0;
    }
    c.adversarial = 1;
    cases[nc++] = c;
  }
  {  // few entries: one piece (the single-chunk path), a huge value in the middle; the exact sum
     // 2^60 + 1000 rounds to 2^60 + 1024, the plain sum gives 2^60
    Case c = make_case("fp64_small_middle_huge", 0, 1001);
    for (int64_t p = 0; p < c.n; p++) c.x[p] = (p == 500) ? 0x1p60 : 1.0;
    c.has_exact = 1;
    c.exact = (1LL << 60) + 1000;
    cases[nc++] = c;
  }
  // non-finite and signed zeros: the compensated result is the plain one
  {
    Case c = make_case("fp64_negative_zeros", 0, 5);
    for (int64_t p = 0; p < c.n; p++) c.x[p] = -0.0;
    cases[nc++] = c;
  }
  {
    Case c = make_case("fp64_overflow", 0, 3);
    c.x[0] = 1e308, c.x[1] = 1e308, c.x[2] = -1.0;
    cases[nc++] = c;
  }
  {
    Case c = make_case("fp64_inf_plus_finite", 0, 3);
    c.x[0] = INFINITY, c.x[1] = 1.0, c.x[2] = 1e300;
    cases[nc++] = c;
  }
  {
    Case c = make_case("fp64_inf_minus_inf", 0, 3);
    c.x[0] = INFINITY, c.x[1] = 1.0, c.x[2] = -INFINITY;
    cases[nc++] = c;
  }
  {
    Case c = make_case("fp32_nan", 1, 3);
    c.x[0] = 1.0, c.x[1] = NAN, c.x[2] = 0x1p30;
    cases[nc++] = c;
  }

  double base[16][2][NPATHS];  // default setting, per thread count
  for (int ti = 0; ti < 2; ti++) {
    const int nthreads = ti + 1;
    TRY(GxB_Global_Option_set(GxB_NTHREADS, nthreads));
    for (int k = 0; k < nc; k++) {
      const Case* c = &cases[k];
      double dflt[NPATHS], on[NPATHS], off[NPATHS];
      TRY(GrB_Global_set_INT32(GrB_GLOBAL, env_on, GxB_COMPENSATED_SUM));  // the default again
      sums(c, dflt);
      TRY(GrB_Global_set_INT32(GrB_GLOBAL, 1, GxB_COMPENSATED_SUM));
      TRY(GrB_Global_get_INT32(GrB_GLOBAL, &setting, GxB_COMPENSATED_SUM));
      CHECK(setting == 1, "GrB_get after GrB_set(1) = %d", (int)setting);
      sums(c, on);
      TRY(GrB_Global_set_INT32(GrB_GLOBAL, 0, GxB_COMPENSATED_SUM));
      sums(c, off);
      for (int p = 0; p < NPATHS; p++) {
        base[k][ti][p] = dflt[p];
        printf("%s threads=%d %-21s off %.17g on %.17g", c->name, nthreads, path_names[p], off[p], on[p]);
        if (c->has_exact) printf(" exact %lld", (long long)c->exact);
        printf("\n");
        if (c->has_exact) {
          // the exact sum rounded once to the type
          const double want = c->fp32 ? (double)(float)c->exact : (double)c->exact;
          CHECK(on[p] == want, "%s threads=%d %s: compensated %.17g != exact %lld (rounded: %.17g)", c->name,
                nthreads, path_names[p], on[p], (long long)c->exact, want);
        } else {
          CHECK(same_bits(on[p], off[p]), "%s threads=%d %s: compensated %.17g differs from plain %.17g", c->name,
                nthreads, path_names[p], on[p], off[p]);
        }
        CHECK(same_bits(env_on ? on[p] : off[p], dflt[p]), "%s threads=%d %s: the default run gave %.17g", c->name,
              nthreads, path_names[p], dflt[p]);
      }
      // the kernel library's plain sum of an adversarial case loses the small values
      if (c->adversarial)
        CHECK(off[0] != (c->fp32 ? (double)(float)c->exact : (double)c->exact), "%s: the plain sum is exact (%.17g): not adversarial", c->name, off[0]);
      // the same paths on one piece and on several pieces agree with the exact sum; the plain
      // sums never depend on the thread count
      if (ti == 1)
        for (int p = 0; p < NPATHS; p++)
          CHECK(same_bits(base[k][0][p], base[k][1][p]), "%s %s: 1 and 2 threads differ (%.17g, %.17g)", c->name,
                path_names[p], base[k][0][p], base[k][1][p]);
    }
  }
  for (int k = 0; k < nc; k++) free(cases[k].x);
  TRY(GrB_finalize());
  if (failures) {
    fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  printf("PASS: compensated sums exact, plain sums unchanged, 1 and 2 threads\n");
  return 0;
}
