// Helpers shared by the unit tests.
#pragma once
#include <GraphBLAS.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

extern GrB_Mode grb_test_mode;

#define OK(call) ASSERT_EQ((call), GrB_SUCCESS) << #call
#define EXPECT_OK(call) EXPECT_EQ((call), GrB_SUCCESS) << #call

// Directory of the shared Matrix Market files, or "" when absent (tests then GTEST_SKIP).
inline std::string shared_data_dir() {
  std::string d = GRB_SHARED_DATA;
  FILE* f = std::fopen((d + "/karate.mtx").c_str(), "r");
  if (!f) return "";
  std::fclose(f);
  return d;
}

// Dense snapshot of a matrix as doubles with a presence mask (for small conformance checks).
struct Dense {
  GrB_Index nrows = 0, ncols = 0;
  std::vector<double> x;
  std::vector<char> present;
  double at(GrB_Index i, GrB_Index j) const { return x[i * ncols + j]; }
  bool has(GrB_Index i, GrB_Index j) const { return present[i * ncols + j]; }
};

inline Dense to_dense(GrB_Matrix A) {
  Dense d;
  GrB_Matrix_nrows(&d.nrows, A);
  GrB_Matrix_ncols(&d.ncols, A);
  d.x.assign(d.nrows * d.ncols, 0);
  d.present.assign(d.nrows * d.ncols, 0);
  GrB_Index n = 0;
  GrB_Matrix_nvals(&n, A);
  std::vector<GrB_Index> I(n), J(n);
  std::vector<double> X(n);
  GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &n, A);
  for (GrB_Index k = 0; k < n; k++) {
    d.x[I[k] * d.ncols + J[k]] = X[k];
    d.present[I[k] * d.ncols + J[k]] = 1;
  }
  return d;
}
