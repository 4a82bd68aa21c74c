// eWiseAdd: an entry present in one input only is cast from its input's type straight to the
// operator's z type, never through the operator's x or y type (C API spec; SuiteSparse's user
// guide; tests/differential/README.md, "Typecasts"). Checked here on every storage format and
// both orientations of the inputs, with and without transposing descriptors, for operators whose
// x or y type differs from z; ctest differential_typecast_oneside compares with SuiteSparse 7.4.
#include <cstdint>

#include "test_util.hpp"

namespace {

const int kFormats[] = {GxB_HYPERSPARSE, GxB_SPARSE, GxB_BITMAP, GxB_FULL};

// A 3x3 UINT16 matrix in the given format and orientation: full, or with its diagonal only.
GrB_Matrix input(bool full, int format, bool by_col, uint16_t base) {
  GrB_Matrix M = nullptr;
  EXPECT_OK(GrB_Matrix_new(&M, GrB_UINT16, 3, 3));
  EXPECT_OK(GxB_Matrix_Option_set(M, GxB_FORMAT, by_col ? GxB_BY_COL : GxB_BY_ROW));
  EXPECT_OK(GxB_Matrix_Option_set(M, GxB_SPARSITY_CONTROL, format));
  for (GrB_Index i = 0; i < 3; i++)
    for (GrB_Index j = 0; j < 3; j++)
      if (full || i == j) EXPECT_OK(GrB_Matrix_setElement_UINT16(M, uint16_t(base + 100 * i + 10 * j), i, j));
  EXPECT_OK(GrB_Matrix_wait(M, GrB_MATERIALIZE));
  return M;
}

// C = A + B with op, where B's off-diagonal entries (B alone: A holds the diagonal only) are
// 502 + 100 i + 10 j: through INT8 they would be small (512 would be 0, false as a BOOL);
// straight to z, themselves.
void check(GrB_BinaryOp op, int fa, bool ca, int fb, bool cb, GrB_Descriptor desc) {
  GrB_Matrix A = input(false, fa, ca, 1), B = input(true, fb, cb, 502), C = nullptr;
  GrB_Type z = nullptr;
  EXPECT_OK(GxB_BinaryOp_ztype(&z, op));
  EXPECT_OK(GrB_Matrix_new(&C, z, 3, 3));
  EXPECT_OK(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, op, A, B, desc));
  for (GrB_Index i = 0; i < 3; i++)
    for (GrB_Index j = 0; j < 3; j++) {
      if (i == j) continue;
      // B transposed by the descriptor: B'(i,j) = B(j,i)
      const bool t1 = desc == GrB_DESC_T1 || desc == GrB_DESC_T0T1;
      const int64_t b = 502 + 100 * int64_t(t1 ? j : i) + 10 * int64_t(t1 ? i : j);
      double got = -1;
      EXPECT_OK(GrB_Matrix_extractElement_FP64(&got, C, i, j));
      const double want = z == GrB_BOOL ? 1.0 : double(b);  // b != 0: true as a BOOL
      EXPECT_EQ(got, want) << "(" << i << "," << j << ") formats " << fa << "/" << fb << " by_col " << ca << "/" << cb;
    }
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&C);
}

TEST(EwiseTypecastOneSide, StraightToZInEveryFormat) {
  // BSHIFT: y is INT8, z INT64; LT_INT8: x, y INT8, z BOOL; CMPLX_FP32: x, y FP32, z FC32
  for (GrB_BinaryOp op : {GxB_BSHIFT_INT64, GrB_LT_INT8, GxB_CMPLX_FP32})
    for (int fa : kFormats)
      for (int fb : kFormats)
        for (bool ca : {false, true})
          for (bool cb : {false, true})
            for (GrB_Descriptor d : {GrB_Descriptor(nullptr), GrB_DESC_T1}) {
              if (fa == GxB_FULL) continue;  // A holds the diagonal only
              check(op, fa, ca, fb, cb, d);
            }
}

}  // namespace
