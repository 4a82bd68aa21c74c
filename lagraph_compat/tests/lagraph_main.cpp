// Entry point of the lagraph_compat tests: GraphBLAS is initialised once (non-blocking mode, as
// LAGraph uses it; --blocking selects blocking mode) around the whole GoogleTest run.
#include <gtest/gtest.h>

#include <cstring>

#include "grb_algorithms.h"

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  GrB_Mode mode = GrB_NONBLOCKING;
  for (int i = 1; i < argc; i++)
    if (std::strcmp(argv[i], "--blocking") == 0) mode = GrB_BLOCKING;
  if (GrB_init(mode) != GrB_SUCCESS) return 2;
  const int result = RUN_ALL_TESTS();
  GrB_finalize();
  return result;
}
