// Helpers shared by the unit tests.
#pragma once
#include <GraphBLAS.h>
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

extern GrB_Mode grb_test_mode;
// Under --alloc-limit (main.cpp): true, with the number of allocation requests refused for being
// over the limit and the largest of them; false when the library runs on its own allocator.
bool grb_test_alloc_limited(uint64_t* refusals, size_t* largest);

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

// Entries of a matrix or vector typecast to double, keyed by (row, column); a vector is a column,
// so entry i is keyed (i, 0) and compares directly against an n-by-1 reference.
using Entries = std::map<std::pair<GrB_Index, GrB_Index>, double>;

// The buffers get one spare slot so that an empty object still passes non-null arrays.
inline Entries matrix_entries(GrB_Matrix A) {
  GrB_Index n = 0;
  EXPECT_EQ(GrB_Matrix_nvals(&n, A), GrB_SUCCESS);
  std::vector<GrB_Index> I(n + 1), J(n + 1);
  std::vector<double> X(n + 1);
  EXPECT_EQ(GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &n, A), GrB_SUCCESS);
  Entries e;
  for (GrB_Index k = 0; k < n; k++) e[{I[k], J[k]}] = X[k];
  return e;
}

inline Entries vector_entries(GrB_Vector v) {
  GrB_Index n = 0;
  EXPECT_EQ(GrB_Vector_nvals(&n, v), GrB_SUCCESS);
  std::vector<GrB_Index> I(n + 1);
  std::vector<double> X(n + 1);
  EXPECT_EQ(GrB_Vector_extractTuples_FP64(I.data(), X.data(), &n, v), GrB_SUCCESS);
  Entries e;
  for (GrB_Index k = 0; k < n; k++) e[{I[k], 0}] = X[k];
  return e;
}

inline Entries transposed(const Entries& e) {
  Entries t;
  for (auto& [ij, x] : e) t[{ij.second, ij.first}] = x;
  return t;
}

// Random small integers in [lo, hi]: exact in every built-in type, so a double reference matches
// bit for bit. The draw sequence is part of each test's fixed seed: keep it as is.
inline GrB_Matrix random_matrix(GrB_Type t, GrB_Index m, GrB_Index n, double density, std::mt19937_64& rng,
                                int lo = -4, int hi = 4) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, t, m, n), GrB_SUCCESS);
  std::uniform_real_distribution<double> u(0, 1);
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++)
      if (u(rng) < density) GrB_Matrix_setElement_INT64(A, lo + int64_t(rng() % uint64_t(hi - lo + 1)), i, j);
  return A;
}

inline GrB_Vector random_vector(GrB_Type t, GrB_Index n, double density, std::mt19937_64& rng, int lo = -4,
                                int hi = 4) {
  GrB_Vector v = nullptr;
  EXPECT_EQ(GrB_Vector_new(&v, t, n), GrB_SUCCESS);
  std::uniform_real_distribution<double> u(0, 1);
  for (GrB_Index i = 0; i < n; i++)
    if (u(rng) < density) GrB_Vector_setElement_INT64(v, lo + int64_t(rng() % uint64_t(hi - lo + 1)), i);
  return v;
}

// C<M,replace> = accum(C, T) from the spec, on an m-by-n reference; accum null: no accumulator.
inline Entries writeback(const Entries& C, const Entries& T, const Entries* M, bool structural, bool comp,
                         bool replace, const std::function<double(double, double)>* accum, GrB_Index m,
                         GrB_Index n) {
  Entries Z;
  if (accum) {
    Z = C;
    for (auto& [ij, t] : T) {
      auto it = C.find(ij);
      Z[ij] = it == C.end() ? t : (*accum)(it->second, t);
    }
  } else {
    Z = T;
  }
  Entries out;
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++) {
      bool mv = true;
      if (M) {
        auto it = M->find({i, j});
        mv = it != M->end() && (structural || it->second != 0);
      }
      if (comp) mv = !mv;
      if (mv) {
        auto it = Z.find({i, j});
        if (it != Z.end()) out[{i, j}] = it->second;
      } else if (!replace) {
        auto it = C.find({i, j});
        if (it != C.end()) out[{i, j}] = it->second;
      }
    }
  return out;
}

// A complemented structural mask is asked for as GrB_COMP then GrB_STRUCTURE, two sets that
// accumulate; test_mxm.cpp's own make_desc sets GrB_COMP_STRUCTURE at once, so both spellings stay covered.
inline GrB_Descriptor make_desc(bool replace, bool comp, bool structural, bool tran0, bool tran1 = false) {
  GrB_Descriptor d = nullptr;
  EXPECT_EQ(GrB_Descriptor_new(&d), GrB_SUCCESS);
  if (replace) GrB_Descriptor_set(d, GrB_OUTP, GrB_REPLACE);
  if (comp) GrB_Descriptor_set(d, GrB_MASK, GrB_COMP);
  if (structural) GrB_Descriptor_set(d, GrB_MASK, GrB_STRUCTURE);
  if (tran0) GrB_Descriptor_set(d, GrB_INP0, GrB_TRAN);
  if (tran1) GrB_Descriptor_set(d, GrB_INP1, GrB_TRAN);
  return d;
}
