// STREAM-style triad a(i) = b(i) + s*c(i) with OpenMP: the machine's sustainable memory bandwidth,
// against which the benchmark states mxv and the element-wise chain.
//   stream_triad [--mb MB_PER_ARRAY] [--reps R]      (threads: OMP_NUM_THREADS)
// Prints one JSON line. Bandwidth counts 24 bytes per element and iteration (read b, read c,
// write a), the STREAM convention (no write-allocate traffic); the best of R repetitions is
// reported, as STREAM does, with the median beside it.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void* a, const void* b) {
  const double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : (x > y);
}

int main(int argc, char** argv) {
  long mb = 512;
  int reps = 10;
  for (int a = 1; a < argc; a++) {
    if (!strcmp(argv[a], "--mb") && a + 1 < argc) mb = atol(argv[++a]);
    else if (!strcmp(argv[a], "--reps") && a + 1 < argc) reps = atoi(argv[++a]);
  }
  if (reps < 1) reps = 1;
  if (reps > 100) reps = 100;
  const size_t n = (size_t)mb * 1024 * 1024 / sizeof(double);
  double* a = malloc(n * sizeof(double));
  double* b = malloc(n * sizeof(double));
  double* c = malloc(n * sizeof(double));
  if (!a || !b || !c) {
    printf("{\"error\":\"out of memory\"}\n");
    return 1;
  }
  // first touch by the threads that use the data
#pragma omp parallel for schedule(static)
  for (size_t i = 0; i < n; i++) {
    a[i] = 0.0;
    b[i] = 1.0 + (double)(i & 7);
    c[i] = 2.0;
  }
  const double s = 3.0;
  double t[100];
  for (int r = 0; r < reps; r++) {
    const double t0 = now();
#pragma omp parallel for schedule(static)
    for (size_t i = 0; i < n; i++) a[i] = b[i] + s * c[i];
    t[r] = now() - t0;
  }
  double check = 0;
  for (size_t i = 0; i < n; i += 4096) check += a[i];
  qsort(t, reps, sizeof(double), cmp_double);
  const double bytes = 3.0 * sizeof(double) * (double)n;
  printf("{\"threads\":%d,\"mb_per_array\":%ld,\"elements\":%zu,\"best_s\":%.6f,\"median_s\":%.6f,"
         "\"triad_gbps\":%.3f,\"triad_gbps_median\":%.3f,\"check\":%.1f}\n",
         omp_get_max_threads(), mb, n, t[0], t[reps / 2], bytes / t[0] * 1e-9, bytes / t[reps / 2] * 1e-9, check);
  free(a);
  free(b);
  free(c);
  return 0;
}
