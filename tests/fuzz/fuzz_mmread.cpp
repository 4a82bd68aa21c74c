// libFuzzer target: arbitrary bytes as a Matrix Market file for lagraph_compat's grb_mmread. It
// must answer with a GrB_Info and a message, never crash, and a matrix it returns is valid.
#include <cstring>

#include "fuzz_common.hpp"

#include "grb_algorithms.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::start();
  // fmemopen wants a non-empty buffer; a zero-length input is an empty stream either way
  void* copy = std::malloc(size ? size : 1);
  if (size) std::memcpy(copy, data, size);
  FILE* f = size ? fmemopen(copy, size, "r") : std::tmpfile();
  if (!f) fuzz::fail("fmemopen", long(size));
  GrB_Matrix A = nullptr;
  char* msg = static_cast<char*>(std::malloc(GRB_MSG_LEN));  // exactly the documented size
  const GrB_Info info = fuzz::checked(grb_mmread(&A, f, msg), "grb_mmread");
  std::fclose(f);
  std::free(copy);
  if (info != GrB_SUCCESS && std::memchr(msg, 0, GRB_MSG_LEN) == nullptr) fuzz::fail("message not terminated", 0);
  std::free(msg);
  if (info == GrB_SUCCESS) {
    fuzz::check_matrix(A);
  } else if (A != nullptr) {
    fuzz::fail("grb_mmread failed but returned a matrix", info);
  }
  GrB_Matrix_free(&A);
  return 0;
}
