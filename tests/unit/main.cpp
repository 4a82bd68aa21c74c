// Test driver: initializes GraphBLAS once in the mode given by --mode=blocking|nonblocking.
#include <gtest/gtest.h>

#include <cstring>

#include "test_util.hpp"

GrB_Mode grb_test_mode = GrB_NONBLOCKING;

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  for (int k = 1; k < argc; k++) {
    if (std::strcmp(argv[k], "--mode=blocking") == 0) grb_test_mode = GrB_BLOCKING;
  }
  if (GrB_init(grb_test_mode) != GrB_SUCCESS) return 2;
  int rc = RUN_ALL_TESTS();
  GrB_finalize();
  return rc;
}
