// libFuzzer target: arbitrary bytes as a serialized blob (SuiteSparse's layout, which has no
// checksum: mutations reach the structural checks directly). GxB_deserialize_type_name,
// GxB_Matrix_deserialize and GxB_Vector_deserialize (type from the blob) and GrB_Matrix_deserialize
// (type given: FP64, and the blob's own type when its name is a built-in one) must reject bad
// blobs with an error, never crash or read outside the blob; an object they accept must be valid
// (fuzz::check_matrix) and serialize again.
#include <algorithm>
#include <cstring>

#include "fuzz_common.hpp"

namespace {

GrB_Type builtin_type_named(const char* name) {
  const GrB_Type t[] = {GrB_BOOL,  GrB_INT8,   GrB_UINT8, GrB_INT16, GrB_UINT16, GrB_INT32, GrB_UINT32,
                        GrB_INT64, GrB_UINT64, GrB_FP32,  GrB_FP64,  GxB_FC32,   GxB_FC64};
  for (GrB_Type type : t) {
    char n[GxB_MAX_NAME_LEN];
    if (GxB_Type_name(n, type) == GrB_SUCCESS && std::strcmp(n, name) == 0) return type;
  }
  return nullptr;
}

// An accepted matrix is valid, and serializes again.
void check_accepted(GrB_Matrix C) {
  fuzz::check_matrix(C);
  void* blob = nullptr;
  GrB_Index size = 0;
  const GrB_Info info = fuzz::checked(GxB_Matrix_serialize(&blob, &size, C, nullptr), "GxB_Matrix_serialize");
  if (info != GrB_SUCCESS && info != GrB_OUT_OF_MEMORY) fuzz::fail("re-serializing an accepted matrix", info);
  std::free(blob);
}

// Every deserializer on one blob of exactly `size` bytes.
void deserialize_all(const void* blob, size_t size) {
  char name[GxB_MAX_NAME_LEN + 1];
  std::memset(name, 0, sizeof name);
  const GrB_Info name_info = fuzz::checked(GxB_deserialize_type_name(name, blob, size), "GxB_deserialize_type_name");
  if (name_info == GrB_SUCCESS && std::memchr(name, 0, GxB_MAX_NAME_LEN) == nullptr)
    fuzz::fail("type name not terminated", 0);

  GrB_Matrix C = nullptr;
  if (fuzz::checked(GxB_Matrix_deserialize(&C, nullptr, blob, size, nullptr), "GxB_Matrix_deserialize") == GrB_SUCCESS)
    check_accepted(C);
  GrB_Matrix_free(&C);

  if (fuzz::checked(GrB_Matrix_deserialize(&C, GrB_FP64, blob, size), "GrB_Matrix_deserialize") == GrB_SUCCESS)
    check_accepted(C);
  GrB_Matrix_free(&C);

  if (name_info == GrB_SUCCESS) {
    if (GrB_Type t = builtin_type_named(name)) {
      if (fuzz::checked(GrB_Matrix_deserialize(&C, t, blob, size), "GrB_Matrix_deserialize") == GrB_SUCCESS)
        check_accepted(C);
      GrB_Matrix_free(&C);
    }
  }

  GrB_Vector v = nullptr;
  if (fuzz::checked(GxB_Vector_deserialize(&v, nullptr, blob, size, nullptr), "GxB_Vector_deserialize") == GrB_SUCCESS)
    fuzz::check_vector(v);
  GrB_Vector_free(&v);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::start();
  // a copy of exactly `size` bytes, so that AddressSanitizer sees any read past the blob
  unsigned char* blob = static_cast<unsigned char*>(std::malloc(size ? size : 1));
  if (size) std::memcpy(blob, data, size);
  deserialize_all(blob, size);
  std::free(blob);
  return 0;
}
