// A serialized bitmap matrix depends only on its value: the value slots of absent positions (never
// written, or holding a removed entry's old value) are zeros in the blob. Before, they were copied
// as they were: a blob carried stale heap bytes (valgrind: its checksum read uninitialised memory)
// and two equal matrices could serialize differently.
#include <cstdlib>
#include <vector>

#include "test_util.hpp"

namespace {

std::vector<unsigned char> blob_of(GrB_Matrix A) {
  void* blob = nullptr;
  GrB_Index size = 0;
  EXPECT_EQ(GxB_Matrix_serialize(&blob, &size, A, nullptr), GrB_SUCCESS);
  std::vector<unsigned char> out(static_cast<unsigned char*>(blob), static_cast<unsigned char*>(blob) + size);
  std::free(blob);
  return out;
}

TEST(SerializeBitmap, BlobDependsOnlyOnTheValue) {
  const GrB_Index n = 4;
  // A: every entry 5, then two removed (their slots keep the 5 unless cleared)
  GrB_Matrix A = nullptr, B = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, n, n));
  OK(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  OK(GrB_Matrix_assign_FP64(A, nullptr, nullptr, 5.0, GrB_ALL, n, GrB_ALL, n, nullptr));
  OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
  OK(GrB_Matrix_removeElement(A, 0, 0));
  OK(GrB_Matrix_removeElement(A, 2, 3));
  OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
  // B: the same 14 entries, built
  OK(GrB_Matrix_new(&B, GrB_FP64, n, n));
  OK(GxB_Matrix_Option_set(B, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  for (GrB_Index i = 0; i < n; i++)
    for (GrB_Index j = 0; j < n; j++)
      if (!(i == 0 && j == 0) && !(i == 2 && j == 3)) OK(GrB_Matrix_setElement_FP64(B, 5.0, i, j));
  OK(GrB_Matrix_wait(B, GrB_MATERIALIZE));
  int sa = 0, sb = 0;
  OK(GxB_Matrix_Option_get(A, GxB_SPARSITY_STATUS, &sa));
  OK(GxB_Matrix_Option_get(B, GxB_SPARSITY_STATUS, &sb));
  ASSERT_EQ(sa, GxB_BITMAP);
  ASSERT_EQ(sb, GxB_BITMAP);
  EXPECT_EQ(blob_of(A), blob_of(B));
  OK(GrB_Matrix_free(&A));
  OK(GrB_Matrix_free(&B));
}

}  // namespace
