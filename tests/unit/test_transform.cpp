// GrB_transpose, GrB/GxB_Matrix_diag, GxB_Vector_diag, GxB_Matrix_concat/split,
// GxB_Matrix_reshape/reshapeDup and GxB_Matrix/Vector_sort against dense references; hypersparse,
// iso and user-typed inputs; every API error with the outputs untouched.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <numeric>
#include <random>

#include "test_util.hpp"

namespace {

GrB_Index dim(GrB_Matrix A, bool rows) {
  GrB_Index d = 0;
  if (rows) GrB_Matrix_nrows(&d, A);
  else GrB_Matrix_ncols(&d, A);
  return d;
}

// Not the shared random_matrix: the orientation is set before the entries go in, so a by-column
// matrix is built by column rather than converted afterwards.
GrB_Matrix oriented_random_matrix(GrB_Type t, GrB_Index m, GrB_Index n, double density, std::mt19937_64& rng,
                                  bool by_col) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, t, m, n), GrB_SUCCESS);
  if (by_col) EXPECT_EQ(GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_COL), GrB_SUCCESS);
  std::uniform_real_distribution<double> u(0, 1);
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++)
      if (u(rng) < density) GrB_Matrix_setElement_INT64(A, int64_t(rng() % 9) - 4, i, j);
  return A;
}

// An iso-valued m-by-n matrix with the given entries (row-major order), through GxB import.
GrB_Matrix iso_matrix(GrB_Index m, GrB_Index n, const std::vector<std::pair<GrB_Index, GrB_Index>>& ij, double x) {
  GrB_Index* Ap = static_cast<GrB_Index*>(std::malloc((m + 1) * sizeof(GrB_Index)));
  GrB_Index* Aj = static_cast<GrB_Index*>(std::malloc(std::max<size_t>(ij.size(), 1) * sizeof(GrB_Index)));
  double* Ax = static_cast<double*>(std::malloc(sizeof(double)));
  *Ax = x;
  for (GrB_Index i = 0; i <= m; i++) Ap[i] = 0;
  for (auto& e : ij) Ap[e.first + 1]++;
  for (GrB_Index i = 0; i < m; i++) Ap[i + 1] += Ap[i];
  for (size_t k = 0; k < ij.size(); k++) Aj[k] = ij[k].second;
  GrB_Matrix A = nullptr;
  void* vx = Ax;
  EXPECT_EQ(GxB_Matrix_import_CSR(&A, GrB_FP64, m, n, &Ap, &Aj, &vx, (m + 1) * sizeof(GrB_Index),
                                  std::max<size_t>(ij.size(), 1) * sizeof(GrB_Index), sizeof(double), true, false,
                                  nullptr),
            GrB_SUCCESS);
  bool iso = false;
  EXPECT_EQ(GxB_Matrix_iso(&iso, A), GrB_SUCCESS);
  EXPECT_TRUE(iso);
  return A;
}

//------------------------------------------------------------------------------------------------
// transpose
//------------------------------------------------------------------------------------------------
TEST(Transpose, AgainstDenseReference) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 300; trial++) {
    const bool use_mask = rng() % 2, structural = rng() % 2, comp = rng() % 2, replace = rng() % 2,
               accum = rng() % 2, tran = rng() % 2;
    const GrB_Index m = 1 + rng() % 7, n = 1 + rng() % 7;
    GrB_Matrix A = oriented_random_matrix(rng() % 2 ? GrB_INT32 : GrB_FP64, m, n, 0.4, rng, rng() % 2);
    const GrB_Index cm = tran ? m : n, cn = tran ? n : m;
    GrB_Matrix C = oriented_random_matrix(GrB_FP64, cm, cn, 0.3, rng, rng() % 2);
    GrB_Matrix M = oriented_random_matrix(GrB_INT8, cm, cn, 0.5, rng, rng() % 2);
    Entries a = matrix_entries(A), c0 = matrix_entries(C), mk = matrix_entries(M);
    Entries T = tran ? a : transposed(a);
    GrB_Descriptor d = nullptr;
    OK(GrB_Descriptor_new(&d));
    if (tran) OK(GrB_Descriptor_set(d, GrB_INP0, GrB_TRAN));
    if (replace) OK(GrB_Descriptor_set(d, GrB_OUTP, GrB_REPLACE));
    if (comp) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP));
    if (structural) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_STRUCTURE));
    OK(GrB_transpose(C, use_mask ? M : nullptr, accum ? GrB_PLUS_FP64 : nullptr, A, d));
    const std::function<double(double, double)> plus = std::plus<double>();
    EXPECT_EQ(matrix_entries(C),
              writeback(c0, T, use_mask ? &mk : nullptr, structural, comp, replace, accum ? &plus : nullptr, cm, cn))
        << "trial " << trial;
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&C);
    GrB_Matrix_free(&M);
    GrB_Descriptor_free(&d);
  }
}

TEST(Transpose, AliasingHypersparseIsoAndErrors) {
  GrB_Matrix C;
  OK(GrB_Matrix_new(&C, GrB_INT32, 3, 3));
  OK(GrB_Matrix_setElement_INT32(C, 1, 0, 1));
  OK(GrB_Matrix_setElement_INT32(C, 2, 2, 0));
  OK(GrB_transpose(C, nullptr, GrB_PLUS_INT32, C, nullptr));  // C += C'
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 1}, 1}, {{1, 0}, 1}, {{0, 2}, 2}, {{2, 0}, 2}}));
  const GrB_Index N = GrB_INDEX_MAX + 1;
  GrB_Matrix H, HT;
  OK(GrB_Matrix_new(&H, GrB_FP64, N, 10));
  OK(GrB_Matrix_setElement_FP64(H, 3, N - 1, 9));
  OK(GrB_Matrix_setElement_FP64(H, 4, 12345678901ULL, 0));
  OK(GrB_Matrix_new(&HT, GrB_FP64, 10, N));
  OK(GrB_transpose(HT, nullptr, nullptr, H, nullptr));
  EXPECT_EQ(matrix_entries(HT), (Entries{{{9, N - 1}, 3}, {{0, 12345678901ULL}, 4}}));
  GrB_Matrix I = iso_matrix(2, 3, {{0, 2}, {1, 0}}, 2.5);
  GrB_Matrix IT;
  OK(GrB_Matrix_new(&IT, GrB_FP64, 3, 2));
  OK(GrB_transpose(IT, nullptr, nullptr, I, nullptr));
  EXPECT_EQ(matrix_entries(IT), (Entries{{{2, 0}, 2.5}, {{0, 1}, 2.5}}));
  // errors
  GrB_Type pt;
  OK(GrB_Type_new(&pt, 4));
  GrB_Matrix U, M2;
  OK(GrB_Matrix_new(&U, pt, 3, 2));
  OK(GrB_Matrix_new(&M2, GrB_BOOL, 2, 2));
  EXPECT_EQ(GrB_transpose(nullptr, nullptr, nullptr, I, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_transpose(IT, nullptr, nullptr, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_transpose(IT, nullptr, nullptr, I, GrB_DESC_T0), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_transpose(IT, M2, nullptr, I, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_transpose(U, nullptr, nullptr, I, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_transpose(IT, nullptr, GxB_FIRSTI_INT64, I, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(matrix_entries(IT), (Entries{{{2, 0}, 2.5}, {{0, 1}, 2.5}}));
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&H);
  GrB_Matrix_free(&HT);
  GrB_Matrix_free(&I);
  GrB_Matrix_free(&IT);
  GrB_Matrix_free(&U);
  GrB_Matrix_free(&M2);
  GrB_Type_free(&pt);
}

//------------------------------------------------------------------------------------------------
// diag
//------------------------------------------------------------------------------------------------
TEST(Diag, MatrixFromVectorAndVectorFromMatrix) {
  GrB_Vector v;
  OK(GrB_Vector_new(&v, GrB_INT32, 3));
  OK(GrB_Vector_setElement_INT32(v, 7, 0));
  OK(GrB_Vector_setElement_INT32(v, 9, 2));
  for (int64_t k = -3; k <= 3; k++) {
    GrB_Matrix D = nullptr;
    OK(GrB_Matrix_diag(&D, v, k));
    const GrB_Index N = 3 + GrB_Index(std::llabs(k));
    EXPECT_EQ(dim(D, true), N);
    EXPECT_EQ(dim(D, false), N);
    GrB_Type t;
    OK(GxB_Matrix_type(&t, D));
    EXPECT_EQ(t, GrB_INT32);
    Entries expect;
    for (GrB_Index i : {GrB_Index(0), GrB_Index(2)}) {
      const double x = i == 0 ? 7 : 9;
      if (k >= 0) expect[{i, i + GrB_Index(k)}] = x;
      else expect[{i - GrB_Index(k), i}] = x;
    }
    EXPECT_EQ(matrix_entries(D), expect) << k;
    // GxB_Matrix_diag into an existing matrix (entries discarded, values cast)
    GrB_Matrix E;
    OK(GrB_Matrix_new(&E, GrB_FP64, N, N));
    if (k % 2) OK(GxB_Matrix_Option_set(E, GxB_FORMAT, GxB_BY_COL));
    OK(GrB_Matrix_setElement_FP64(E, 100, N - 1, 0));
    OK(GxB_Matrix_diag(E, v, k, nullptr));
    EXPECT_EQ(matrix_entries(E), expect) << k;
    GrB_Matrix_free(&D);
    GrB_Matrix_free(&E);
  }
  // diagonals of random matrices, stored by row and by column
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 100; trial++) {
    const GrB_Index m = 1 + rng() % 6, n = 1 + rng() % 6;
    GrB_Matrix A = oriented_random_matrix(GrB_FP64, m, n, 0.6, rng, rng() % 2);
    Entries a = matrix_entries(A);
    for (int64_t k = -int64_t(m) - 1; k <= int64_t(n) + 1; k++) {
      GrB_Index len;
      if (k >= 0) len = GrB_Index(k) >= n ? 0 : std::min(m, n - GrB_Index(k));
      else len = GrB_Index(-k) >= m ? 0 : std::min(m - GrB_Index(-k), n);
      GrB_Vector d;
      OK(GrB_Vector_new(&d, GrB_INT64, len));
      OK(GxB_Vector_diag(d, A, k, nullptr));
      Entries expect;
      for (GrB_Index t = 0; t < len; t++) {
        const GrB_Index i = k >= 0 ? t : t - GrB_Index(k), j = k >= 0 ? t + GrB_Index(k) : t;
        if (a.count({i, j})) expect[{t, 0}] = a.at({i, j});
      }
      EXPECT_EQ(vector_entries(d), expect) << "trial " << trial << " k " << k;
      GrB_Vector wrong;
      OK(GrB_Vector_new(&wrong, GrB_INT64, len + 1));
      EXPECT_EQ(GxB_Vector_diag(wrong, A, k, nullptr), GrB_DIMENSION_MISMATCH);
      GrB_Vector_free(&wrong);
      GrB_Vector_free(&d);
    }
    GrB_Matrix_free(&A);
  }
  GrB_Vector_free(&v);
}

TEST(Diag, HypersparseAndErrors) {
  const GrB_Index n = GrB_Index(1) << 50;
  GrB_Vector big;
  OK(GrB_Vector_new(&big, GrB_FP64, n));
  OK(GrB_Vector_setElement_FP64(big, 3, n - 1));
  OK(GrB_Vector_setElement_FP64(big, 4, 17));
  GrB_Matrix D = nullptr;
  OK(GrB_Matrix_diag(&D, big, -5));
  EXPECT_EQ(matrix_entries(D), (Entries{{{n + 4, n - 1}, 3}, {{22, 17}, 4}}));
  GrB_Vector d;
  OK(GrB_Vector_new(&d, GrB_FP64, n));
  OK(GxB_Vector_diag(d, D, -5, nullptr));
  EXPECT_EQ(vector_entries(d), (Entries{{{n - 1, 0}, 3}, {{17, 0}, 4}}));
  GrB_Matrix_free(&D);
  // dimension limit: n + |k| must not exceed 2^60
  GrB_Vector v;
  OK(GrB_Vector_new(&v, GrB_INT32, 3));
  D = reinterpret_cast<GrB_Matrix>(0x1);
  EXPECT_EQ(GrB_Matrix_diag(&D, v, int64_t(1) << 60), GrB_INVALID_VALUE);
  EXPECT_EQ(D, nullptr);
  EXPECT_EQ(GrB_Matrix_diag(&D, v, INT64_MIN), GrB_INVALID_VALUE);
  OK(GrB_Matrix_diag(&D, v, (int64_t(1) << 60) - 3));
  EXPECT_EQ(dim(D, true), GrB_INDEX_MAX + 1);
  GrB_Matrix_free(&D);
  D = reinterpret_cast<GrB_Matrix>(0x1);
  EXPECT_EQ(GrB_Matrix_diag(&D, nullptr, 0), GrB_NULL_POINTER);
  EXPECT_EQ(D, reinterpret_cast<GrB_Matrix>(0x1));
  EXPECT_EQ(GrB_Matrix_diag(nullptr, v, 0), GrB_NULL_POINTER);
  GrB_Type pt;
  OK(GrB_Type_new(&pt, 4));
  GrB_Matrix E5, EU, E4;
  OK(GrB_Matrix_new(&E5, GrB_FP64, 5, 5));
  OK(GrB_Matrix_setElement_FP64(E5, 1, 0, 0));
  OK(GrB_Matrix_new(&EU, pt, 4, 4));
  OK(GrB_Matrix_new(&E4, GrB_FP64, 4, 3));
  EXPECT_EQ(GxB_Matrix_diag(E5, v, 1, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Matrix_diag(E4, v, 1, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Matrix_diag(EU, v, 1, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_diag(nullptr, v, 1, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(matrix_entries(E5), (Entries{{{0, 0}, 1}}));
  GrB_Vector vu;
  OK(GrB_Vector_new(&vu, pt, 3));
  EXPECT_EQ(GxB_Vector_diag(vu, E5, 2, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Vector_diag(nullptr, E5, 2, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Vector_diag(v, nullptr, 2, nullptr), GrB_NULL_POINTER);
  GrB_Vector_free(&vu);
  GrB_Matrix_free(&E5);
  GrB_Matrix_free(&EU);
  GrB_Matrix_free(&E4);
  GrB_Type_free(&pt);
  GrB_Vector_free(&v);
  GrB_Vector_free(&d);
  GrB_Vector_free(&big);
}

//------------------------------------------------------------------------------------------------
// concat and split
//------------------------------------------------------------------------------------------------
TEST(ConcatSplit, RoundTripAgainstDenseReference) {
  std::mt19937_64 rng(17);
  const std::vector<GrB_Type> types = {GrB_INT8, GrB_INT32, GrB_FP32, GrB_FP64, GrB_BOOL, GrB_UINT16};
  for (int trial = 0; trial < 60; trial++) {
    const GrB_Index m = 1 + rng() % 3, n = 1 + rng() % 3;
    std::vector<GrB_Index> rn(m), cn(n);
    for (auto& r : rn) r = rng() % 4;  // empty tile rows and columns too
    for (auto& c : cn) c = rng() % 4;
    const GrB_Index M = std::accumulate(rn.begin(), rn.end(), GrB_Index(0));
    const GrB_Index N = std::accumulate(cn.begin(), cn.end(), GrB_Index(0));
    std::vector<GrB_Matrix> tiles(m * n);
    Entries expect;
    GrB_Index r0 = 0;
    for (GrB_Index i = 0; i < m; i++) {
      GrB_Index c0 = 0;
      for (GrB_Index j = 0; j < n; j++) {
        GrB_Type t = types[rng() % types.size()];
        tiles[i * n + j] = oriented_random_matrix(t, rn[i], cn[j], 0.5, rng, rng() % 2);
        for (auto& [ij, x] : matrix_entries(tiles[i * n + j]))
          expect[{ij.first + r0, ij.second + c0}] = double(int64_t(x));
        c0 += cn[j];
      }
      r0 += rn[i];
    }
    GrB_Matrix C = oriented_random_matrix(GrB_INT64, M, N, 0.3, rng, rng() % 2);  // old entries are discarded
    OK(GxB_Matrix_concat(C, tiles.data(), m, n, nullptr));
    EXPECT_EQ(matrix_entries(C), expect) << "trial " << trial;
    // split it back: tiles of C's type holding the same values
    std::vector<GrB_Matrix> back(m * n, nullptr);
    OK(GxB_Matrix_split(back.data(), m, n, rn.data(), cn.data(), C, nullptr));
    for (GrB_Index t = 0; t < m * n; t++) {
      GrB_Type bt;
      OK(GxB_Matrix_type(&bt, back[t]));
      EXPECT_EQ(bt, GrB_INT64);
      EXPECT_EQ(dim(back[t], true), rn[t / n]);
      EXPECT_EQ(dim(back[t], false), cn[t % n]);
      Entries orig;
      for (auto& [ij, x] : matrix_entries(tiles[t])) orig[ij] = double(int64_t(x));
      EXPECT_EQ(matrix_entries(back[t]), orig) << "trial " << trial << " tile " << t;
      GrB_Matrix_free(&back[t]);
      GrB_Matrix_free(&tiles[t]);
    }
    GrB_Matrix_free(&C);
  }
}

TEST(ConcatSplit, HypersparseIsoUserTypesAndErrors) {
  const GrB_Index B = GrB_Index(1) << 58;
  GrB_Matrix T[4];
  for (int t = 0; t < 4; t++) OK(GrB_Matrix_new(&T[t], GrB_FP64, B, t % 2 ? 3 : B));
  OK(GrB_Matrix_setElement_FP64(T[0], 1, B - 1, 5));
  OK(GrB_Matrix_setElement_FP64(T[1], 2, 7, 2));
  OK(GrB_Matrix_setElement_FP64(T[3], 3, B - 1, 0));
  GrB_Matrix C;
  OK(GrB_Matrix_new(&C, GrB_FP64, 2 * B, B + 3));
  OK(GxB_Matrix_concat(C, T, 2, 2, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{B - 1, 5}, 1}, {{7, B + 2}, 2}, {{2 * B - 1, B}, 3}}));
  GrB_Matrix S[4] = {nullptr, nullptr, nullptr, nullptr};
  const GrB_Index rn[2] = {B, B}, cn[2] = {B, 3};
  OK(GxB_Matrix_split(S, 2, 2, rn, cn, C, nullptr));
  for (int t = 0; t < 4; t++) {
    EXPECT_EQ(matrix_entries(S[t]), matrix_entries(T[t])) << t;
    GrB_Matrix_free(&S[t]);
  }
  // iso tiles
  GrB_Matrix I = iso_matrix(2, 3, {{0, 0}, {1, 2}}, 4.0);
  GrB_Matrix IS[2] = {nullptr, nullptr};
  const GrB_Index irn[1] = {2}, icn[2] = {1, 2};
  OK(GxB_Matrix_split(IS, 1, 2, irn, icn, I, nullptr));
  EXPECT_EQ(matrix_entries(IS[0]), (Entries{{{0, 0}, 4}}));
  EXPECT_EQ(matrix_entries(IS[1]), (Entries{{{1, 1}, 4}}));
  GrB_Matrix IC;
  OK(GrB_Matrix_new(&IC, GrB_INT32, 2, 3));
  OK(GxB_Matrix_concat(IC, IS, 1, 2, nullptr));
  EXPECT_EQ(matrix_entries(IC), (Entries{{{0, 0}, 4}, {{1, 2}, 4}}));
  // user-defined type
  GrB_Type pt;
  OK(GrB_Type_new(&pt, 3));
  GrB_Matrix U[2], UC;
  OK(GrB_Matrix_new(&U[0], pt, 1, 2));
  OK(GrB_Matrix_new(&U[1], pt, 2, 2));
  const char abc[3] = {'a', 'b', 'c'};
  OK(GrB_Matrix_setElement_UDT(U[1], (void*)abc, 1, 1));
  OK(GrB_Matrix_new(&UC, pt, 3, 2));
  OK(GxB_Matrix_concat(UC, U, 2, 1, nullptr));
  char got[3] = {0, 0, 0};
  OK(GrB_Matrix_extractElement_UDT(got, UC, 2, 1));
  EXPECT_EQ(std::memcmp(got, abc, 3), 0);
  // aliasing: C is one of its own tiles (the other one is empty and 0-by-2)
  {
    GrB_Matrix Z0, grid[2];
    OK(GrB_Matrix_new(&Z0, GrB_FP64, 0, 2));
    grid[0] = IC;
    grid[1] = Z0;
    GrB_Matrix IC2;
    OK(GrB_Matrix_new(&IC2, GrB_INT32, 2, 2));
    OK(GrB_Matrix_setElement_INT32(IC2, 5, 1, 0));
    grid[0] = IC2;
    OK(GxB_Matrix_concat(IC2, grid, 2, 1, nullptr));
    EXPECT_EQ(matrix_entries(IC2), (Entries{{{1, 0}, 5}}));
    GrB_Matrix_free(&IC2);
    GrB_Matrix_free(&Z0);
  }
  // errors
  GrB_Matrix C2;
  OK(GrB_Matrix_new(&C2, GrB_FP64, 2, 3));
  OK(GrB_Matrix_setElement_FP64(C2, 8, 0, 0));
  GrB_Matrix bad[2] = {IS[0], nullptr};
  EXPECT_EQ(GxB_Matrix_concat(C2, bad, 1, 2, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_concat(C2, nullptr, 1, 2, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_concat(nullptr, IS, 1, 2, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_concat(C2, IS, 0, 2, nullptr), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_concat(C2, IS, 2, 1, nullptr), GrB_DIMENSION_MISMATCH);  // rows of a tile column differ
  GrB_Matrix swapped[2] = {IS[1], IS[0]};
  EXPECT_EQ(GxB_Matrix_concat(C, swapped, 1, 2, nullptr), GrB_DIMENSION_MISMATCH);
  GrB_Matrix wrong_t[2] = {IS[0], U[0]};
  EXPECT_EQ(GxB_Matrix_concat(C2, wrong_t, 1, 2, nullptr), GrB_DOMAIN_MISMATCH);
  GrB_Matrix C4;
  OK(GrB_Matrix_new(&C4, GrB_FP64, 2, 4));
  EXPECT_EQ(GxB_Matrix_concat(C4, IS, 1, 2, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(matrix_entries(C2), (Entries{{{0, 0}, 8}}));
  GrB_Matrix out[2] = {nullptr, nullptr};
  const GrB_Index rbad[1] = {1}, cbad[2] = {2, 2};
  EXPECT_EQ(GxB_Matrix_split(out, 1, 2, rbad, icn, I, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Matrix_split(out, 1, 2, irn, cbad, I, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Matrix_split(out, 0, 2, irn, icn, I, nullptr), GrB_INVALID_VALUE);
  EXPECT_EQ(GxB_Matrix_split(nullptr, 1, 2, irn, icn, I, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_split(out, 1, 2, nullptr, icn, I, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_split(out, 1, 2, irn, icn, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(out[0], nullptr);
  for (int t = 0; t < 4; t++) GrB_Matrix_free(&T[t]);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&C2);
  GrB_Matrix_free(&C4);
  GrB_Matrix_free(&I);
  GrB_Matrix_free(&IS[0]);
  GrB_Matrix_free(&IS[1]);
  GrB_Matrix_free(&IC);
  GrB_Matrix_free(&U[0]);
  GrB_Matrix_free(&U[1]);
  GrB_Matrix_free(&UC);
  GrB_Type_free(&pt);
}

//------------------------------------------------------------------------------------------------
// reshape
//------------------------------------------------------------------------------------------------
TEST(Reshape, EveryShapeBothOrdersAgainstReference) {
  std::mt19937_64 rng(23);
  for (int trial = 0; trial < 60; trial++) {
    const GrB_Index m = 1 + rng() % 6, n = 1 + rng() % 6, total = m * n;
    GrB_Matrix A = oriented_random_matrix(GrB_FP64, m, n, 0.5, rng, rng() % 2);
    Entries a = matrix_entries(A);
    for (GrB_Index m2 = 1; m2 <= total; m2++) {
      if (total % m2) continue;
      const GrB_Index n2 = total / m2;
      for (bool by_col : {false, true}) {
        Entries expect;
        for (auto& [ij, x] : a) {
          const GrB_Index L = by_col ? ij.first + ij.second * m : ij.first * n + ij.second;
          expect[by_col ? std::make_pair(L % m2, L / m2) : std::make_pair(L / n2, L % n2)] = x;
        }
        GrB_Matrix R = nullptr;
        OK(GxB_Matrix_reshapeDup(&R, A, by_col, m2, n2, nullptr));
        EXPECT_EQ(dim(R, true), m2);
        EXPECT_EQ(dim(R, false), n2);
        EXPECT_EQ(matrix_entries(R), expect) << "trial " << trial << " " << m2 << "x" << n2 << " by_col " << by_col;
        GrB_Matrix C;
        OK(GrB_Matrix_dup(&C, A));
        OK(GxB_Matrix_reshape(C, by_col, m2, n2, nullptr));
        EXPECT_EQ(matrix_entries(C), expect);
        GrB_Matrix_free(&R);
        GrB_Matrix_free(&C);
      }
    }
    GrB_Matrix_free(&A);
  }
}

TEST(Reshape, HypersparseAndErrors) {
  GrB_Matrix B;
  OK(GrB_Matrix_new(&B, GrB_FP64, GrB_Index(1) << 30, GrB_Index(1) << 30));
  OK(GrB_Matrix_setElement_FP64(B, 1, 5, 7));
  OK(GxB_Matrix_reshape(B, false, GrB_Index(1) << 20, GrB_Index(1) << 40, nullptr));
  EXPECT_EQ(matrix_entries(B), (Entries{{{0, 5368709127ULL}, 1}}));
  OK(GxB_Matrix_reshape(B, true, GrB_Index(1) << 40, GrB_Index(1) << 20, nullptr));
  EXPECT_EQ(matrix_entries(B), (Entries{{{7340032, 5120}, 1}}));
  // pending work on the input is seen by the reshape
  GrB_Matrix C;
  OK(GrB_Matrix_new(&C, GrB_INT32, 2, 3));
  OK(GrB_Matrix_setElement_INT32(C, 1, 0, 1));
  OK(GrB_Matrix_setElement_INT32(C, 2, 1, 2));
  OK(GxB_Matrix_reshape(C, true, 3, 2, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{2, 0}, 1}, {{2, 1}, 2}}));
  GrB_Matrix I = iso_matrix(2, 2, {{0, 1}, {1, 1}}, 3.0), R = nullptr;
  OK(GxB_Matrix_reshapeDup(&R, I, false, 1, 4, nullptr));
  EXPECT_EQ(matrix_entries(R), (Entries{{{0, 1}, 3}, {{0, 3}, 3}}));
  GrB_Matrix_free(&R);
  // errors
  EXPECT_EQ(GxB_Matrix_reshape(C, false, 4, 2, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Matrix_reshape(C, false, 0, 6, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Matrix_reshape(nullptr, false, 6, 1, nullptr), GrB_NULL_POINTER);
  GrB_Matrix H;
  OK(GrB_Matrix_new(&H, GrB_FP64, GrB_Index(1) << 40, GrB_Index(1) << 40));
  EXPECT_EQ(GxB_Matrix_reshape(H, true, GrB_Index(1) << 41, GrB_Index(1) << 39, nullptr), GrB_OUT_OF_MEMORY);
  EXPECT_EQ(matrix_entries(C), (Entries{{{2, 0}, 1}, {{2, 1}, 2}}));
  EXPECT_EQ(dim(C, true), 3u);
  R = reinterpret_cast<GrB_Matrix>(0x1);
  EXPECT_EQ(GxB_Matrix_reshapeDup(&R, C, true, 6, 3, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(R, nullptr);
  EXPECT_EQ(GxB_Matrix_reshapeDup(nullptr, C, true, 6, 1, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_reshapeDup(&R, nullptr, true, 6, 1, nullptr), GrB_NULL_POINTER);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&H);
  GrB_Matrix_free(&I);
}

//------------------------------------------------------------------------------------------------
// sort
//------------------------------------------------------------------------------------------------
enum Cmp { LT, GT, LE, GE };

// the expected order of one vector's (index, value) pairs: by value, ties by index ascending for
// strict comparators and descending for LE / GE
std::vector<std::pair<GrB_Index, double>> sorted(std::vector<std::pair<GrB_Index, double>> v, Cmp c) {
  std::stable_sort(v.begin(), v.end(), [&](const auto& a, const auto& b) {
    if (a.second != b.second) return (c == LT || c == LE) ? a.second < b.second : a.second > b.second;
    return (c == LE || c == GE) ? a.first > b.first : a.first < b.first;
  });
  return v;
}

void abs_less(void* z, const void* x, const void* y) {
  *static_cast<bool*>(z) = std::abs(*static_cast<const double*>(x)) < std::abs(*static_cast<const double*>(y));
}

TEST(Sort, RowsAndColumnsAgainstReference) {
  std::mt19937_64 rng(31);
  struct T {
    GrB_Type type;
    GrB_BinaryOp ops[4];
  };
  const std::vector<T> types = {
      {GrB_FP64, {GrB_LT_FP64, GrB_GT_FP64, GrB_LE_FP64, GrB_GE_FP64}},
      {GrB_INT32, {GrB_LT_INT32, GrB_GT_INT32, GrB_LE_INT32, GrB_GE_INT32}},
      {GrB_INT64, {GrB_LT_INT64, GrB_GT_INT64, GrB_LE_INT64, GrB_GE_INT64}},
      {GrB_FP32, {GrB_LT_FP32, GrB_GT_FP32, GrB_LE_FP32, GrB_GE_FP32}},
      {GrB_INT8, {GrB_LT_INT8, GrB_GT_INT8, GrB_LE_INT8, GrB_GE_INT8}},          // generic path
      {GrB_UINT16, {GrB_LT_UINT16, GrB_GT_UINT16, GrB_LE_UINT16, GrB_GE_UINT16}},
  };
  for (int trial = 0; trial < 200; trial++) {
    const T& t = types[rng() % types.size()];
    const Cmp c = Cmp(rng() % 4);
    const bool cols = rng() % 2, want_c = rng() % 3 != 0, want_p = rng() % 3 != 1 || !want_c;
    const GrB_Index m = 1 + rng() % 6, n = 1 + rng() % 9;
    GrB_Matrix A = oriented_random_matrix(t.type, m, n, 0.6, rng, rng() % 2);
    GrB_Matrix C = nullptr, P = nullptr;
    OK(GrB_Matrix_new(&C, t.type, m, n));
    OK(GrB_Matrix_new(&P, GrB_INT64, m, n));
    if (rng() % 2) OK(GxB_Matrix_Option_set(C, GxB_FORMAT, GxB_BY_COL));
    OK(GxB_Matrix_sort(want_c ? C : nullptr, want_p ? P : nullptr, t.ops[c], A, cols ? GrB_DESC_T0 : nullptr));
    // reference: vectors of (index, value)
    std::map<GrB_Index, std::vector<std::pair<GrB_Index, double>>> vecs;
    for (auto& [ij, x] : matrix_entries(A))
      vecs[cols ? ij.second : ij.first].push_back({cols ? ij.first : ij.second, x});
    Entries ec, ep;
    for (auto& [v, list] : vecs) {
      auto s = sorted(list, c);
      for (GrB_Index k = 0; k < s.size(); k++) {
        const auto key = cols ? std::make_pair(k, v) : std::make_pair(v, k);
        ec[key] = s[k].second;
        ep[key] = double(s[k].first);
      }
    }
    if (want_c) EXPECT_EQ(matrix_entries(C), ec) << "trial " << trial;
    if (want_p) EXPECT_EQ(matrix_entries(P), ep) << "trial " << trial;
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&C);
    GrB_Matrix_free(&P);
  }
}

TEST(Sort, VectorsUserComparatorAliasingLongVectorsAndErrors) {
  GrB_Vector u, w, p;
  OK(GrB_Vector_new(&u, GrB_FP64, 11));
  OK(GrB_Vector_new(&w, GrB_FP64, 11));
  OK(GrB_Vector_new(&p, GrB_INT64, 11));
  const double vals[11] = {3, 3, 1, 3, 3, 1, 3, 3, 1, 3, 3};
  for (GrB_Index i = 0; i < 11; i++) OK(GrB_Vector_setElement_FP64(u, vals[i], i));
  // as SuiteSparse: LE puts equal values in reverse index order, LT keeps their order
  OK(GxB_Vector_sort(w, p, GrB_LE_FP64, u, nullptr));
  std::vector<double> pl;
  for (auto& [ij, x] : vector_entries(p)) pl.push_back(x);
  EXPECT_EQ(pl, (std::vector<double>{8, 5, 2, 10, 9, 7, 6, 4, 3, 1, 0}));
  OK(GxB_Vector_sort(w, p, GrB_LT_FP64, u, GrB_DESC_T0));  // T0 means nothing for a vector
  pl.clear();
  for (auto& [ij, x] : vector_entries(p)) pl.push_back(x);
  EXPECT_EQ(pl, (std::vector<double>{2, 5, 8, 0, 1, 3, 4, 6, 7, 9, 10}));
  // a user comparator through the generic path, and C = sort(C) in place with P
  GrB_BinaryOp by_abs;
  OK(GrB_BinaryOp_new(&by_abs, abs_less, GrB_BOOL, GrB_FP64, GrB_FP64));
  GrB_Matrix A, P;
  OK(GrB_Matrix_new(&A, GrB_FP64, 1, 5));
  const double av[5] = {3, -1, 0, 2, -5};
  for (GrB_Index j = 0; j < 5; j++)
    if (j != 2) OK(GrB_Matrix_setElement_FP64(A, av[j], 0, j));
  OK(GrB_Matrix_new(&P, GrB_INT64, 1, 5));
  OK(GxB_Matrix_sort(A, P, by_abs, A, nullptr));
  EXPECT_EQ(matrix_entries(A), (Entries{{{0, 0}, -1}, {{0, 1}, 2}, {{0, 2}, 3}, {{0, 3}, -5}}));
  EXPECT_EQ(matrix_entries(P), (Entries{{{0, 0}, 1}, {{0, 1}, 3}, {{0, 2}, 0}, {{0, 3}, 4}}));
  // a comparator of another type: values compared as int32, output keeps A's values
  GrB_Matrix F, FC;
  OK(GrB_Matrix_new(&F, GrB_FP64, 1, 3));
  OK(GrB_Matrix_setElement_FP64(F, 2.5, 0, 0));
  OK(GrB_Matrix_setElement_FP64(F, 1.5, 0, 1));
  OK(GrB_Matrix_setElement_FP64(F, 2.7, 0, 2));
  OK(GrB_Matrix_new(&FC, GrB_FP64, 1, 3));
  OK(GxB_Matrix_sort(FC, nullptr, GrB_LT_INT32, F, nullptr));
  EXPECT_EQ(matrix_entries(FC), (Entries{{{0, 0}, 1.5}, {{0, 1}, 2.5}, {{0, 2}, 2.7}}));
  // a long vector: merges of a pass run in parallel
  const GrB_Index n = 200000;
  std::mt19937_64 rng(8);
  std::vector<GrB_Index> I(n);
  std::vector<int32_t> X(n);
  std::vector<std::pair<GrB_Index, double>> ref;
  for (GrB_Index i = 0; i < n; i++) {
    I[i] = i;
    X[i] = int32_t(rng() % 1000);
    ref.push_back({i, double(X[i])});
  }
  GrB_Vector big, bw, bp;
  OK(GrB_Vector_new(&big, GrB_INT32, n));
  OK(GrB_Vector_build_INT32(big, I.data(), X.data(), n, GrB_PLUS_INT32));
  OK(GrB_Vector_new(&bw, GrB_INT32, n));
  OK(GrB_Vector_new(&bp, GrB_INT64, n));
  for (Cmp c : {GT, LE}) {
    OK(GxB_Vector_sort(bw, bp, c == GT ? GrB_GT_INT32 : GrB_LE_INT32, big, nullptr));
    auto s = sorted(ref, c);
    std::vector<int64_t> gp(n);
    std::vector<int32_t> gw(n);
    GrB_Index nn = n;
    OK(GrB_Vector_extractTuples_INT64(I.data(), gp.data(), &nn, bp));
    nn = n;
    OK(GrB_Vector_extractTuples_INT32(I.data(), gw.data(), &nn, bw));
    bool same = true;
    for (GrB_Index k = 0; k < n; k++) same = same && gp[k] == int64_t(s[k].first) && gw[k] == int32_t(s[k].second);
    EXPECT_TRUE(same);
  }
  // hypersparse: huge dimension, few rows
  {
    const GrB_Index N = GrB_INDEX_MAX + 1;
    GrB_Matrix H, HC, HP;
    OK(GrB_Matrix_new(&H, GrB_FP64, N, N));
    OK(GrB_Matrix_setElement_FP64(H, 5, 7, N - 1));
    OK(GrB_Matrix_setElement_FP64(H, -5, 7, 3));
    OK(GrB_Matrix_setElement_FP64(H, 1, N - 2, 12));
    OK(GrB_Matrix_new(&HC, GrB_FP64, N, N));
    OK(GrB_Matrix_new(&HP, GrB_INT64, N, N));
    OK(GxB_Matrix_sort(HC, HP, GrB_GT_FP64, H, nullptr));
    EXPECT_EQ(matrix_entries(HC), (Entries{{{7, 0}, 5}, {{7, 1}, -5}, {{N - 2, 0}, 1}}));
    EXPECT_EQ(matrix_entries(HP), (Entries{{{7, 0}, double(N - 1)}, {{7, 1}, 3}, {{N - 2, 0}, 12}}));
    OK(GxB_Matrix_sort(HC, HP, GrB_LT_FP64, H, GrB_DESC_T0));  // columns
    EXPECT_EQ(matrix_entries(HC), (Entries{{{0, 3}, -5}, {{0, 12}, 1}, {{0, N - 1}, 5}}));
    EXPECT_EQ(matrix_entries(HP), (Entries{{{0, 3}, 7}, {{0, 12}, double(N - 2)}, {{0, N - 1}, 7}}));
    GrB_Matrix_free(&H);
    GrB_Matrix_free(&HC);
    GrB_Matrix_free(&HP);
  }
  // iso input
  GrB_Matrix IM = iso_matrix(2, 4, {{0, 1}, {0, 3}, {1, 0}}, 2.0), IC, IP;
  OK(GrB_Matrix_new(&IC, GrB_FP64, 2, 4));
  OK(GrB_Matrix_new(&IP, GrB_INT64, 2, 4));
  OK(GxB_Matrix_sort(IC, IP, GrB_LT_FP64, IM, nullptr));
  EXPECT_EQ(matrix_entries(IC), (Entries{{{0, 0}, 2}, {{0, 1}, 2}, {{1, 0}, 2}}));
  EXPECT_EQ(matrix_entries(IP), (Entries{{{0, 0}, 1}, {{0, 1}, 3}, {{1, 0}, 0}}));
  // errors (outputs untouched)
  GrB_Matrix C32, P32, Cs;
  OK(GrB_Matrix_new(&C32, GrB_FP32, 1, 3));
  OK(GrB_Matrix_new(&P32, GrB_INT32, 1, 3));
  OK(GrB_Matrix_new(&Cs, GrB_FP64, 1, 4));
  OK(GrB_Matrix_setElement_FP64(Cs, 1, 0, 0));
  EXPECT_EQ(GxB_Matrix_sort(nullptr, nullptr, GrB_LT_FP64, F, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_sort(FC, nullptr, nullptr, F, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_sort(FC, nullptr, GrB_LT_FP64, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_sort(C32, nullptr, GrB_LT_FP64, F, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_sort(nullptr, P32, GrB_LT_FP64, F, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_sort(FC, nullptr, GrB_PLUS_FP64, F, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_sort(FC, nullptr, GxB_ISLT_FP64, F, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_sort(FC, nullptr, GxB_FIRSTI_INT64, F, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GxB_Matrix_sort(Cs, nullptr, GrB_LT_FP64, F, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Vector_sort(w, p, GrB_LT_FP64, big, nullptr), GrB_DOMAIN_MISMATCH);  // w is FP64, big INT32
  GrB_Type pt;
  OK(GrB_Type_new(&pt, 8));
  GrB_Matrix UA, UC;
  OK(GrB_Matrix_new(&UA, pt, 1, 3));
  OK(GrB_Matrix_new(&UC, pt, 1, 3));
  EXPECT_EQ(GxB_Matrix_sort(UC, nullptr, GrB_LT_FP64, UA, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(matrix_entries(Cs), (Entries{{{0, 0}, 1}}));
  EXPECT_EQ(matrix_entries(FC), (Entries{{{0, 0}, 1.5}, {{0, 1}, 2.5}, {{0, 2}, 2.7}}));
  GrB_Matrix_free(&UA);
  GrB_Matrix_free(&UC);
  GrB_Type_free(&pt);
  GrB_Matrix_free(&C32);
  GrB_Matrix_free(&P32);
  GrB_Matrix_free(&Cs);
  GrB_Matrix_free(&IM);
  GrB_Matrix_free(&IC);
  GrB_Matrix_free(&IP);
  GrB_Vector_free(&big);
  GrB_Vector_free(&bw);
  GrB_Vector_free(&bp);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&P);
  GrB_Matrix_free(&F);
  GrB_Matrix_free(&FC);
  GrB_BinaryOp_free(&by_abs);
  GrB_Vector_free(&u);
  GrB_Vector_free(&w);
  GrB_Vector_free(&p);
}

}  // namespace
