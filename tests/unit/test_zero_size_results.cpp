// Objects with no positions (a dimension of 0). As in SuiteSparse 7.4, a new one is sparse, while
// a computed one is full (checked against SuiteSparse's GxB_SPARSITY_STATUS for the calls below),
// and a full unpack of a computed one hands out a value array, not NULL: LAGraph_Random_Matrix
// (density 0) unpacks its index and value vectors and builds from them, and GrB_Matrix_build
// refuses NULL arrays even for no tuples.
#include <cstdlib>

#include "test_util.hpp"

namespace {

int status_of(GrB_Vector v) {
  int s = 0;
  EXPECT_OK(GxB_Vector_Option_get(v, GxB_SPARSITY_STATUS, &s));
  return s;
}
int status_of(GrB_Matrix A) {
  int s = 0;
  EXPECT_OK(GxB_Matrix_Option_get(A, GxB_SPARSITY_STATUS, &s));
  return s;
}

TEST(ZeroSize, NewIsSparseComputedIsFull) {
  GrB_Vector a = nullptr, b = nullptr;
  OK(GrB_Vector_new(&a, GrB_FP64, 0));
  OK(GrB_Vector_wait(a, GrB_MATERIALIZE));
  EXPECT_EQ(status_of(a), GxB_SPARSE);
  OK(GrB_Vector_new(&b, GrB_FP64, 0));
  OK(GrB_Vector_apply(b, nullptr, nullptr, GrB_AINV_FP64, a, nullptr));
  EXPECT_EQ(status_of(b), GxB_FULL);
  OK(GrB_Vector_assign_FP64(a, nullptr, nullptr, 1.0, GrB_ALL, 0, nullptr));
  EXPECT_EQ(status_of(a), GxB_FULL);
  OK(GrB_Vector_free(&a));
  OK(GrB_Vector_free(&b));

  GrB_Matrix A = nullptr, B = nullptr, C = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 0, 5));
  EXPECT_EQ(status_of(A), GxB_SPARSE);
  OK(GrB_Matrix_assign_FP64(A, nullptr, nullptr, 2.0, GrB_ALL, 0, GrB_ALL, 5, nullptr));
  EXPECT_EQ(status_of(A), GxB_FULL);
  OK(GrB_Matrix_new(&B, GrB_FP64, 5, 0));
  OK(GrB_transpose(B, nullptr, nullptr, A, nullptr));
  EXPECT_EQ(status_of(B), GxB_FULL);
  OK(GrB_Matrix_new(&C, GrB_FP64, 0, 0));
  OK(GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, B, nullptr));
  EXPECT_EQ(status_of(C), GxB_FULL);
  GrB_Index nvals = 1;
  OK(GrB_Matrix_nvals(&nvals, C));
  EXPECT_EQ(nvals, 0u);
  OK(GrB_Matrix_free(&A));
  OK(GrB_Matrix_free(&B));
  OK(GrB_Matrix_free(&C));
}

// LAGraph_Random_Matrix's steps at density 0 (0 tuples): the unpacked arrays build the matrix.
TEST(ZeroSize, FullUnpackOfAComputedVectorBuilds) {
  GrB_Vector seed = nullptr, rows = nullptr, values = nullptr;
  OK(GrB_Vector_new(&seed, GrB_UINT64, 0));
  OK(GrB_Vector_assign_UINT64(seed, nullptr, nullptr, 0, GrB_ALL, 0, nullptr));
  OK(GrB_Vector_new(&rows, GrB_UINT64, 0));
  OK(GrB_Vector_apply_BinaryOp2nd_UINT64(rows, nullptr, nullptr, GrB_PLUS_UINT64, seed, 4, nullptr));
  OK(GrB_Vector_new(&values, GrB_BOOL, 0));
  OK(GrB_Vector_apply_BinaryOp2nd_UINT64(values, nullptr, nullptr, GrB_LT_UINT64, seed, 7, nullptr));
  void* I = nullptr;
  void* X = nullptr;
  GrB_Index I_size = 0, X_size = 0;
  OK(GxB_Vector_unpack_Full(rows, &I, &I_size, nullptr, nullptr));
  OK(GxB_Vector_unpack_Full(values, &X, &X_size, nullptr, nullptr));
  EXPECT_NE(I, nullptr);
  EXPECT_NE(X, nullptr);
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_BOOL, 4, 5));
  const GrB_Index* idx = static_cast<const GrB_Index*>(I);
  EXPECT_OK(GrB_Matrix_build_BOOL(A, idx, idx, static_cast<const bool*>(X), 0, GrB_LXOR));
  GrB_Index nvals = 1;
  OK(GrB_Matrix_nvals(&nvals, A));
  EXPECT_EQ(nvals, 0u);
  std::free(I);  // unpacked arrays come from the library's allocator (malloc here)
  std::free(X);
  OK(GrB_Matrix_free(&A));
  OK(GrB_Vector_free(&seed));
  OK(GrB_Vector_free(&rows));
  OK(GrB_Vector_free(&values));
}

// A new object's arrays are NULL when unpacked, as SuiteSparse's (it has none yet).
TEST(ZeroSize, FullUnpackOfANewVectorIsNull) {
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_INT32, 0));
  void* X = reinterpret_cast<void*>(0x1);
  GrB_Index X_size = 7;
  OK(GxB_Vector_unpack_Full(v, &X, &X_size, nullptr, nullptr));
  EXPECT_EQ(X, nullptr);
  EXPECT_EQ(X_size, 0u);
  OK(GrB_Vector_free(&v));
}

}  // namespace
