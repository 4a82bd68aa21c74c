// Test driver: initializes GraphBLAS once in the mode given by --mode=blocking|nonblocking.
// --alloc-limit=BYTES starts it with GxB_init and an allocator that refuses (returns null) and
// counts every request above BYTES: tests run under it (see CMakeLists.txt) check that no call
// even asks for more, where the system's allocator might refuse such a request quietly and the
// library carry on (a conversion sized by a matrix dimension of 2^40, not by its entries).
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <cstring>

#include "test_util.hpp"

GrB_Mode grb_test_mode = GrB_NONBLOCKING;

namespace {
size_t alloc_limit = 0;  // 0: GrB_init, the library's own allocator
std::atomic<uint64_t> refused{0};
std::atomic<size_t> largest_refused{0};

bool refuse(size_t bytes) {
  if (bytes <= alloc_limit) return false;
  refused++;
  size_t seen = largest_refused.load();
  while (bytes > seen && !largest_refused.compare_exchange_weak(seen, bytes)) {
  }
  return true;
}
void* limited_malloc(size_t n) { return refuse(n) ? nullptr : std::malloc(n); }
void* limited_calloc(size_t n, size_t size) {
  size_t bytes = 0;
  if (__builtin_mul_overflow(n, size, &bytes)) bytes = SIZE_MAX;
  return refuse(bytes) ? nullptr : std::calloc(n, size);
}
void* limited_realloc(void* p, size_t n) { return refuse(n) ? nullptr : std::realloc(p, n); }
void limited_free(void* p) { std::free(p); }
}  // namespace

bool grb_test_alloc_limited(uint64_t* refusals, size_t* largest) {
  *refusals = refused.load();
  *largest = largest_refused.load();
  return alloc_limit > 0;
}

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  for (int k = 1; k < argc; k++) {
    if (std::strcmp(argv[k], "--mode=blocking") == 0) grb_test_mode = GrB_BLOCKING;
    if (std::strncmp(argv[k], "--alloc-limit=", 14) == 0) alloc_limit = std::strtoull(argv[k] + 14, nullptr, 10);
  }
  const GrB_Info info = alloc_limit > 0 ? GxB_init(grb_test_mode, limited_malloc, limited_calloc, limited_realloc,
                                                   limited_free)
                                        : GrB_init(grb_test_mode);
  if (info != GrB_SUCCESS) return 2;
  int rc = RUN_ALL_TESTS();
  GrB_finalize();
  return rc;
}
