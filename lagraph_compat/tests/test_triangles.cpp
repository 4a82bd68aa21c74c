// Triangle counting, every method and presort, against a triple loop over the adjacency lists.
#include "lagraph_test_util.hpp"

namespace {
const grb_tc_method kMethods[] = {GRB_TC_BURKHARDT, GRB_TC_COHEN,      GRB_TC_SANDIA_LL,
                                  GRB_TC_SANDIA_UU, GRB_TC_SANDIA_LUT, GRB_TC_SANDIA_ULT};
const grb_tc_presort kSorts[] = {GRB_TC_PRESORT_NONE, GRB_TC_PRESORT_ASCENDING, GRB_TC_PRESORT_DESCENDING,
                                 GRB_TC_PRESORT_AUTO};
}  // namespace

LG_UNDIRECTED_SUITE(TriangleCount);
TEST_P(TriangleCount, AllMethods) {
  const uint64_t ref = lg::ref_triangles(g);
  if (GetParam() == "file_karate") {
    EXPECT_EQ(ref, 45u);
  }
  for (grb_tc_method m : kMethods)
    for (grb_tc_presort s : kSorts) {
      uint64_t ntri = 12345;
      LG_RUN(grb_triangle_count(&ntri, A.p, m, s, msg));
      EXPECT_EQ(ntri, ref) << "method " << (int)m << " presort " << (int)s;
    }
}

TEST(TriangleCountKnown, CompleteGraphs) {
  for (GrB_Index n : {3, 4, 10, 25}) {
    std::vector<lg::Edge> e;
    for (GrB_Index i = 0; i < n; i++)
      for (GrB_Index j = 0; j < n; j++)
        if (i != j) e.push_back({i, j, 1});
    lg::Mat A;
    ASSERT_EQ(lg::matrix_of(&A.p, GrB_FP32, n, e), GrB_SUCCESS);
    for (grb_tc_method m : kMethods) {
      uint64_t ntri = 0;
      LG_RUN(grb_triangle_count(&ntri, A.p, m, GRB_TC_PRESORT_AUTO, msg));
      EXPECT_EQ(ntri, n * (n - 1) * (n - 2) / 6) << "K" << n << " method " << (int)m;
    }
  }
}

TEST(TriangleCountErrors, Arguments) {
  lg::Mat A, R;
  ASSERT_EQ(lg::matrix_of(&A.p, GrB_BOOL, 3, {}), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_new(&R.p, GrB_BOOL, 3, 4), GrB_SUCCESS);
  uint64_t t;
  char msg[GRB_MSG_LEN];
  EXPECT_EQ(grb_triangle_count(nullptr, A.p, GRB_TC_BURKHARDT, GRB_TC_PRESORT_NONE, msg), GrB_NULL_POINTER);
  EXPECT_EQ(grb_triangle_count(&t, A.p, (grb_tc_method)9, GRB_TC_PRESORT_NONE, msg), GrB_INVALID_VALUE);
  EXPECT_EQ(grb_triangle_count(&t, A.p, GRB_TC_COHEN, (grb_tc_presort)9, msg), GrB_INVALID_VALUE);
  EXPECT_EQ(grb_triangle_count(&t, R.p, GRB_TC_COHEN, GRB_TC_PRESORT_NONE, msg), GrB_DIMENSION_MISMATCH);
}
