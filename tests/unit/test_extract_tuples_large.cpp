// extractTuples of sparse, hypersparse and full stores larger than one 65536-position chunk
// (written in parallel chunks, values copied or cast a chunk at a time): every tuple checked
// against the values that were set, in storage order, by row and by column, valued and iso, with
// and without a typecast, and with null output arrays.
#include <random>
#include <vector>

#include "test_util.hpp"

TEST(ExtractTuplesLarge, SparseHyperFullIsoAndCasts) {
  std::mt19937_64 rng(2718);
  const GrB_Index nr = 700, nc = 400;  // 280000 positions
  auto value = [](GrB_Index i, GrB_Index j) { return int32_t((i * 7 + j * 13) % 1000) - 500; };
  for (int layout = 0; layout < 4; layout++) {  // sparse by row, hyper by row, sparse by col, full by col
    for (int iso = 0; iso < 2; iso++) {
      if (layout == 3 && iso) continue;
      GrB_Matrix A;
      ASSERT_EQ(GrB_Matrix_new(&A, GrB_INT32, nr, nc), GrB_SUCCESS);
      if (layout >= 2) ASSERT_EQ(GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_COL), GrB_SUCCESS);
      std::vector<GrB_Index> I, J;
      std::vector<int32_t> X;
      std::uniform_int_distribution<int> keep(0, 2);
      for (GrB_Index i = 0; i < nr; i++) {
        if (layout == 1 && i % 2) continue;  // hypersparse: every other row empty
        if (layout == 0 && (i % 7 == 3 || i % 7 == 4)) continue;  // runs of empty rows
        for (GrB_Index j = 0; j < nc; j++) {
          if (layout == 2 && (j % 7 == 3 || j % 7 == 4)) continue;  // runs of empty columns
          if (layout != 3 && keep(rng) == 0) continue;
          I.push_back(i);
          J.push_back(j);
          X.push_back(iso ? 9 : value(i, j));
        }
      }
      if (layout == 1) ASSERT_EQ(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE), GrB_SUCCESS);
      ASSERT_EQ(GrB_Matrix_build_INT32(A, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_INT32), GrB_SUCCESS);
      ASSERT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
      if (layout == 3) {
        int32_t st = 0;
        ASSERT_EQ(GxB_Matrix_Option_get(A, GxB_SPARSITY_STATUS, &st), GrB_SUCCESS);
        ASSERT_EQ(st, GxB_FULL);
      }
      GrB_Index n = 0;
      ASSERT_EQ(GrB_Matrix_nvals(&n, A), GrB_SUCCESS);
      ASSERT_EQ(n, I.size());
      ASSERT_GT(n, 65536u);
      std::vector<GrB_Index> ri(n), rj(n);
      std::vector<int32_t> rx(n);
      std::vector<double> dx(n);
      GrB_Index got = n;
      ASSERT_EQ(GrB_Matrix_extractTuples_INT32(ri.data(), rj.data(), rx.data(), &got, A), GrB_SUCCESS);
      ASSERT_EQ(got, n);
      got = n;
      ASSERT_EQ(GrB_Matrix_extractTuples_FP64(nullptr, nullptr, dx.data(), &got, A), GrB_SUCCESS);
      ASSERT_EQ(got, n);
      // storage order: by row (row-major) or by column (column-major), each tuple exactly once
      const bool by_col = layout >= 2;
      for (GrB_Index k = 0; k < n; k++) {
        const int32_t expect = iso ? 9 : value(ri[k], rj[k]);
        ASSERT_EQ(rx[k], expect) << "layout " << layout << " iso " << iso << " k " << k;
        ASSERT_EQ(dx[k], double(expect));
        if (k > 0) {
          const bool ordered = by_col ? (rj[k - 1] < rj[k] || (rj[k - 1] == rj[k] && ri[k - 1] < ri[k]))
                                      : (ri[k - 1] < ri[k] || (ri[k - 1] == ri[k] && rj[k - 1] < rj[k]));
          ASSERT_TRUE(ordered) << "layout " << layout << " k " << k;
        }
      }
      // indices alone, rows only
      std::vector<GrB_Index> ri2(n);
      got = n;
      ASSERT_EQ(GrB_Matrix_extractTuples_INT32(ri2.data(), nullptr, nullptr, &got, A), GrB_SUCCESS);
      ASSERT_EQ(ri2, ri);
      GrB_Matrix_free(&A);
    }
  }
  // a full vector read as a vector (I only) and through GrB_Matrix (column 0 in J)
  const GrB_Index vn = 100000;
  GrB_Vector v;
  ASSERT_EQ(GrB_Vector_new(&v, GrB_UINT64, vn), GrB_SUCCESS);
  for (GrB_Index i = 0; i < vn; i++) ASSERT_EQ(GrB_Vector_setElement_UINT64(v, 5 * i + 3, i), GrB_SUCCESS);
  ASSERT_EQ(GrB_Vector_wait(v, GrB_MATERIALIZE), GrB_SUCCESS);
  std::vector<GrB_Index> vi(vn), vj(vn, 77);
  std::vector<uint64_t> vx(vn);
  GrB_Index got = vn;
  ASSERT_EQ(GrB_Vector_extractTuples_UINT64(vi.data(), vx.data(), &got, v), GrB_SUCCESS);
  ASSERT_EQ(got, vn);
  for (GrB_Index k = 0; k < vn; k++) {
    ASSERT_EQ(vi[k], k);
    ASSERT_EQ(vx[k], 5 * k + 3);
  }
  got = vn;
  ASSERT_EQ(GrB_Matrix_extractTuples_UINT64(vi.data(), vj.data(), vx.data(), &got, (GrB_Matrix)v), GrB_SUCCESS);
  for (GrB_Index k = 0; k < vn; k++) {
    ASSERT_EQ(vi[k], k);
    ASSERT_EQ(vj[k], 0u);
  }
  GrB_Vector_free(&v);
}
