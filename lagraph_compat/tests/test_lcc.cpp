// Local clustering coefficient against set intersection of neighbour lists.
#include <cmath>

#include "lagraph_test_util.hpp"

LG_UNDIRECTED_SUITE(LocalClustering);
TEST_P(LocalClustering, MatchesSetIntersection) {
  lg::Vec lcc;
  LG_RUN(grb_local_clustering(&lcc.p, A.p, msg));
  std::vector<double> got;
  std::vector<bool> present;
  ASSERT_EQ(lg::dense_of(got, present, lcc.p), GrB_SUCCESS);
  const std::vector<double> ref = lg::ref_lcc(g);
  ASSERT_EQ(got.size(), ref.size());
  for (GrB_Index v = 0; v < g.n; v++) {
    ASSERT_TRUE(present[v]) << "vertex " << v;
    ASSERT_NEAR(got[v], ref[v], 1e-12) << "vertex " << v;
  }
}

TEST(LocalClusteringErrors, Arguments) {
  lg::Mat R;
  ASSERT_EQ(GrB_Matrix_new(&R.p, GrB_BOOL, 2, 3), GrB_SUCCESS);
  GrB_Vector v = nullptr;
  char msg[GRB_MSG_LEN];
  EXPECT_EQ(grb_local_clustering(&v, R.p, msg), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(grb_local_clustering(nullptr, R.p, msg), GrB_NULL_POINTER);
  EXPECT_EQ(grb_local_clustering(&v, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_TRUE(v == nullptr);
}
