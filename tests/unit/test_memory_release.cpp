// Freed memory goes back to the system: a program that frees a large matrix must see its
// resident size fall (the library keeps only vector-sized blocks for reuse, see
// src/core/store.cpp), or a later, unrelated computation pays for memory nobody holds.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <vector>

#include "test_util.hpp"

extern bool grb_test_alloc_limited(uint64_t* refusals, size_t* largest);

namespace {

// VmRSS of this process in KiB (-1 where /proc is unavailable)
long resident_kib() {
  FILE* f = std::fopen("/proc/self/status", "r");
  if (!f) return -1;
  char line[256];
  long kib = -1;
  while (std::fgets(line, sizeof line, f))
    if (std::strncmp(line, "VmRSS:", 6) == 0) std::sscanf(line + 6, "%ld", &kib);
  std::fclose(f);
  return kib;
}

// An n-by-n FP64 matrix with `per_row` entries in every row (about 16 bytes resident per entry).
GrB_Matrix banded(GrB_Index n, GrB_Index per_row) {
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  I.reserve(n * per_row);
  J.reserve(n * per_row);
  X.reserve(n * per_row);
  for (GrB_Index i = 0; i < n; i++)
    for (GrB_Index k = 0; k < per_row; k++) {
      I.push_back(i);
      J.push_back((i * 7 + k * 131) % n);
      X.push_back(double(k + 1));
    }
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, GrB_FP64, n, n), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_FP64), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
  return A;
}

}  // namespace

// C = A*A' (an mxm result of about 8M entries: two 64 MiB arrays), then freed: the resident size
// must fall back by most of it, not stay with blocks kept for reuse.
TEST(MemoryRelease, LargeResultGoesBackToTheSystemWhenFreed) {
  uint64_t refusals = 0;
  size_t largest = 0;
  if (grb_test_alloc_limited(&refusals, &largest)) GTEST_SKIP() << "a user allocator: the library's pool is off";
  if (resident_kib() < 0) GTEST_SKIP() << "no /proc/self/status";
  const GrB_Index n = 1 << 16;
  GrB_Matrix A = banded(n, 128);  // 8M entries
  const long before = resident_kib();
  GrB_Matrix C = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&C, GrB_FP64, n, n), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_apply(C, nullptr, nullptr, GrB_AINV_FP64, A, nullptr), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_wait(C, GrB_MATERIALIZE), GrB_SUCCESS);
  GrB_Index nv = 0;
  ASSERT_EQ(GrB_Matrix_nvals(&nv, C), GrB_SUCCESS);
  ASSERT_EQ(nv, GrB_Index(n) * 128);
  const long held = resident_kib();
  ASSERT_EQ(GrB_Matrix_free(&C), GrB_SUCCESS);
  const long after = resident_kib();
  // C's values alone are 64 MiB; allow for whatever else the apply allocated and kept
  EXPECT_GT(held - before, 48L * 1024) << "C did not occupy the memory expected";
  EXPECT_LT(after - before, 24L * 1024) << "resident " << before << " KiB before C, " << held << " with it, " << after
                                       << " after freeing it";
  GrB_Matrix_free(&A);
}

// A dense FP64 vector of n entries with distinct values (so its values are stored, not iso).
static GrB_Vector dense_vector(GrB_Index n) {
  std::vector<GrB_Index> I(n);
  std::vector<double> X(n);
  for (GrB_Index i = 0; i < n; i++) {
    I[i] = i;
    X[i] = double(i % 1000) + 0.5;
  }
  GrB_Vector v = nullptr;
  EXPECT_EQ(GrB_Vector_new(&v, GrB_FP64, n), GrB_SUCCESS);
  EXPECT_EQ(GrB_Vector_build_FP64(v, I.data(), X.data(), n, GrB_PLUS_FP64), GrB_SUCCESS);
  EXPECT_EQ(GrB_Vector_wait(v, GrB_MATERIALIZE), GrB_SUCCESS);
  return v;
}

// Blocks kept for reuse give way to blocks of sizes they cannot serve: after 24 vectors of 2 MiB
// are freed the library keeps tens of MiB of their blocks; four 8 MiB results made next (each one
// block, -x of a vector made first) must take that memory's place, not add to it
// (src/core/store.cpp, kPoolKeptOnMiss).
TEST(MemoryRelease, KeptBlocksGiveWayToBlocksOfOtherSizes) {
  uint64_t refusals = 0;
  size_t largest = 0;
  if (grb_test_alloc_limited(&refusals, &largest)) GTEST_SKIP() << "a user allocator: the library's pool is off";
  if (resident_kib() < 0) GTEST_SKIP() << "no /proc/self/status";
  const GrB_Index n = GrB_Index(1) << 20;
  GrB_Vector x = dense_vector(n);
  std::vector<GrB_Vector> small;
  for (int k = 0; k < 24; k++) small.push_back(dense_vector(GrB_Index(1) << 18));
  for (GrB_Vector& v : small) ASSERT_EQ(GrB_Vector_free(&v), GrB_SUCCESS);
  const long before = resident_kib();
  std::vector<GrB_Vector> big;
  size_t used = 0;
  for (int k = 0; k < 4; k++) {
    GrB_Vector y = nullptr;
    ASSERT_EQ(GrB_Vector_new(&y, GrB_FP64, n), GrB_SUCCESS);
    ASSERT_EQ(GrB_Vector_apply(y, nullptr, nullptr, GrB_AINV_FP64, x, nullptr), GrB_SUCCESS);
    ASSERT_EQ(GrB_Vector_wait(y, GrB_MATERIALIZE), GrB_SUCCESS);
    size_t bytes = 0;
    ASSERT_EQ(GxB_Vector_memoryUsage(&bytes, y), GrB_SUCCESS);
    used += bytes;
    big.push_back(y);
  }
  const long after = resident_kib();
  EXPECT_GE(used, size_t(32) << 20);
  EXPECT_LT(after - before, 16L * 1024)
      << "resident " << before << " KiB before, " << after << " KiB after making " << (used >> 10) << " KiB of vectors";
  for (GrB_Vector& v : big) GrB_Vector_free(&v);
  GrB_Vector_free(&x);
}

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
#include <cstdlib>

// GRB_MMAP_THRESHOLD=1048576 (ctest's *.MemoryRelease.UnderAFixedMmapThreshold): the C library's
// allocator must not keep freed blocks of a megabyte or more in its heaps. glibc raises its mmap
// threshold to each mapped block freed, after which a block below that size comes from a heap and
// stays resident once freed; GrB_init fixes it (src/core/store.cpp): after an 8 MiB block is
// freed, a 2 MiB block must still be mapped.
TEST(MemoryRelease, MegabyteBlocksStayMappedAfterALargerOneIsFreed) {
  uint64_t refusals = 0;
  size_t largest = 0;
  if (grb_test_alloc_limited(&refusals, &largest)) GTEST_SKIP() << "a user allocator: the C library's is not tuned";
  const char* want = std::getenv("GRB_MMAP_THRESHOLD");
  if (!want || std::strcmp(want, "1048576") != 0) GTEST_SKIP() << "runs with GRB_MMAP_THRESHOLD=1048576";
  if (std::getenv("MALLOC_MMAP_THRESHOLD_") || std::getenv("GLIBC_TUNABLES")) GTEST_SKIP() << "the threshold is the environment's";
  void* big = std::malloc(size_t(8) << 20);
  ASSERT_NE(big, nullptr);
  std::memset(big, 1, size_t(8) << 20);
  std::free(big);
  const size_t mapped_before = mallinfo2().hblkhd;
  void* medium = std::malloc(size_t(2) << 20);
  ASSERT_NE(medium, nullptr);
  const size_t mapped_after = mallinfo2().hblkhd;
  std::free(medium);
  EXPECT_GE(mapped_after - mapped_before, size_t(2) << 20) << "a 2 MiB block came from a heap";
}
#endif
