// GxB_Iterator: row, column, entry and vector iteration over every storage format, seek / kseek /
// next semantics, GxB_EXHAUSTED, every value getter (macro and function forms), error cases.
//
// The expected positions in the hand-built-iterator tests (bitmap and full storage, whose
// internal functions cannot all be reached through attach until sparsity control lands) were
// taken from SuiteSparse:GraphBLAS 7.4 driving the same structs.
#include <algorithm>
#include <complex>
#include <cstring>
#include <random>
#include <tuple>
#include <vector>

#include "test_util.hpp"

namespace {

struct T3 {
  GrB_Index i, j;
  double x;
  bool operator<(const T3& o) const { return std::tie(i, j, x) < std::tie(o.i, o.j, o.x); }
  bool operator==(const T3& o) const { return i == o.i && j == o.j && x == o.x; }
};

// Make an FP64 matrix held by row or by column (via the global default format, restored after),
// not a bitmap: under automatic control these small matrices would be bitmaps, as in SuiteSparse
// (its bitmap switch); the tests that want one set it.
GrB_Matrix make_matrix(GrB_Index m, GrB_Index n, const std::vector<T3>& t, GxB_Format_Value fmt) {
  int32_t old = GxB_BY_ROW;
  EXPECT_EQ(GxB_Global_Option_get_INT32(GxB_FORMAT, &old), GrB_SUCCESS);
  EXPECT_EQ(GxB_Global_Option_set_INT32(GxB_FORMAT, fmt), GrB_SUCCESS);
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, GrB_FP64, m, n), GrB_SUCCESS);
  EXPECT_EQ(GxB_Global_Option_set_INT32(GxB_FORMAT, old), GrB_SUCCESS);
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_SPARSE | GxB_HYPERSPARSE | GxB_FULL),
            GrB_SUCCESS);
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  for (const T3& e : t) {
    I.push_back(e.i);
    J.push_back(e.j);
    X.push_back(e.x);
  }
  // (build requires non-null arrays even for zero tuples, as SuiteSparse does)
  if (!t.empty())
    EXPECT_EQ(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_FP64), GrB_SUCCESS);
  return A;
}

std::vector<T3> tuples_of(GrB_Matrix A) {
  GrB_Index n = 0;
  EXPECT_EQ(GrB_Matrix_nvals(&n, A), GrB_SUCCESS);
  std::vector<GrB_Index> I(n), J(n);
  std::vector<double> X(n);
  EXPECT_EQ(GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &n, A), GrB_SUCCESS);
  std::vector<T3> t;
  for (GrB_Index k = 0; k < n; k++) t.push_back({I[k], J[k], X[k]});
  std::sort(t.begin(), t.end());
  return t;
}

// The LAGraph loop, with the macros.
std::vector<T3> scan_rows_macro(GxB_Iterator it) {
  std::vector<T3> out;
  GrB_Info info = GxB_rowIterator_seekRow(it, 0);
  while (info != GxB_EXHAUSTED) {
    GrB_Index i = GxB_rowIterator_getRowIndex(it);
    while (info == GrB_SUCCESS) {
      GrB_Index j = GxB_rowIterator_getColIndex(it);
      out.push_back({i, j, GxB_Iterator_get_FP64(it)});
      info = GxB_rowIterator_nextCol(it);
    }
    EXPECT_EQ(info, GrB_NO_VALUE);
    info = GxB_rowIterator_nextRow(it);
  }
  return out;
}

// The same loop through the exported functions (parenthesized names bypass the macros).
std::vector<T3> scan_rows_func(GxB_Iterator it) {
  std::vector<T3> out;
  GrB_Info info = (GxB_rowIterator_seekRow)(it, 0);
  while (info != GxB_EXHAUSTED) {
    GrB_Index i = (GxB_rowIterator_getRowIndex)(it);
    while (info == GrB_SUCCESS) {
      GrB_Index j = (GxB_rowIterator_getColIndex)(it);
      out.push_back({i, j, (GxB_Iterator_get_FP64)(it)});
      info = (GxB_rowIterator_nextCol)(it);
    }
    EXPECT_EQ(info, GrB_NO_VALUE);
    info = (GxB_rowIterator_nextRow)(it);
  }
  return out;
}

std::vector<T3> scan_cols_macro(GxB_Iterator it) {
  std::vector<T3> out;
  GrB_Info info = GxB_colIterator_seekCol(it, 0);
  while (info != GxB_EXHAUSTED) {
    GrB_Index j = GxB_colIterator_getColIndex(it);
    while (info == GrB_SUCCESS) {
      GrB_Index i = GxB_colIterator_getRowIndex(it);
      out.push_back({i, j, GxB_Iterator_get_FP64(it)});
      info = GxB_colIterator_nextRow(it);
    }
    EXPECT_EQ(info, GrB_NO_VALUE);
    info = GxB_colIterator_nextCol(it);
  }
  return out;
}

std::vector<T3> scan_cols_func(GxB_Iterator it) {
  std::vector<T3> out;
  GrB_Info info = (GxB_colIterator_seekCol)(it, 0);
  while (info != GxB_EXHAUSTED) {
    GrB_Index j = (GxB_colIterator_getColIndex)(it);
    while (info == GrB_SUCCESS) {
      GrB_Index i = (GxB_colIterator_getRowIndex)(it);
      out.push_back({i, j, (GxB_Iterator_get_FP64)(it)});
      info = (GxB_colIterator_nextRow)(it);
    }
    EXPECT_EQ(info, GrB_NO_VALUE);
    info = (GxB_colIterator_nextCol)(it);
  }
  return out;
}

std::vector<T3> scan_entries(GxB_Iterator it) {
  std::vector<T3> out;
  GrB_Info info = GxB_Matrix_Iterator_seek(it, 0);
  while (info != GxB_EXHAUSTED) {
    EXPECT_EQ(info, GrB_SUCCESS);
    GrB_Index i = 0, j = 0;
    GxB_Matrix_Iterator_getIndex(it, &i, &j);
    out.push_back({i, j, GxB_Iterator_get_FP64(it)});
    info = GxB_Matrix_Iterator_next(it);
  }
  return out;
}

// Storage order: by row, (i,j) lexicographic; by column, (j,i).
std::vector<T3> in_storage_order(std::vector<T3> t, bool by_col) {
  std::sort(t.begin(), t.end(), [by_col](const T3& a, const T3& b) {
    return by_col ? std::tie(a.j, a.i) < std::tie(b.j, b.i) : std::tie(a.i, a.j) < std::tie(b.i, b.j);
  });
  return t;
}

const std::vector<T3> kSmall = {{0, 1, 1.0}, {0, 3, 2.0}, {2, 0, 3.0}, {3, 4, 4.0}};

struct IterGuard {
  GxB_Iterator it = nullptr;
  IterGuard() { EXPECT_EQ(GxB_Iterator_new(&it), GrB_SUCCESS); }
  ~IterGuard() { GxB_Iterator_free(&it); }
};

//------------------------------------------------------------------------------------------------
// sparse, by row and by column
//------------------------------------------------------------------------------------------------

TEST(Iterator, RowIteratorSparseByRow) {
  GrB_Matrix A = make_matrix(5, 6, kSmall, GxB_BY_ROW);
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_rowIterator_attach(it, A, nullptr));
  EXPECT_EQ(it->A_sparsity, GxB_SPARSE);
  EXPECT_FALSE(it->by_col);
  EXPECT_EQ(it->avlen, 6);
  EXPECT_EQ(it->avdim, 5);
  EXPECT_EQ(it->pmax, 4);
  EXPECT_EQ(GxB_rowIterator_kount(it), 5u);
  EXPECT_EQ((GxB_rowIterator_kount)(it), 5u);
  EXPECT_EQ(it->p, 0);
  EXPECT_EQ(it->k, 0);

  auto want = in_storage_order(kSmall, false);
  EXPECT_EQ(scan_rows_macro(it), want);
  EXPECT_EQ(scan_rows_func(it), want);

  // seekRow on a row with entries, an empty row, and past the end
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 2), GrB_SUCCESS);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 2u);
  EXPECT_EQ(GxB_rowIterator_getColIndex(it), 0u);
  EXPECT_EQ(GxB_Iterator_get_FP64(it), 3.0);
  EXPECT_EQ(GxB_rowIterator_nextCol(it), GrB_NO_VALUE);
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 1), GrB_NO_VALUE);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 1u);
  EXPECT_EQ(GxB_rowIterator_nextCol(it), GrB_NO_VALUE);
  EXPECT_EQ(GxB_rowIterator_nextRow(it), GrB_SUCCESS);  // row 2
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 2u);
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 4), GrB_NO_VALUE);
  EXPECT_EQ(GxB_rowIterator_nextRow(it), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 5u);  // nrows once exhausted
  EXPECT_EQ(GxB_rowIterator_nextRow(it), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 5), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 5u);
  EXPECT_EQ((GxB_rowIterator_seekRow)(it, 1000), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_seekRow(it, GrB_INDEX_MAX), GxB_EXHAUSTED);
  // kseek: on a sparse matrix the k-th row is row k
  EXPECT_EQ(GxB_rowIterator_kseek(it, 3), GrB_SUCCESS);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 3u);
  EXPECT_EQ(GxB_rowIterator_getColIndex(it), 4u);
  EXPECT_EQ((GxB_rowIterator_kseek)(it, 1), GrB_NO_VALUE);
  EXPECT_EQ(GxB_rowIterator_kseek(it, 5), GxB_EXHAUSTED);
  EXPECT_EQ((GxB_rowIterator_kseek)(it, 5), GxB_EXHAUSTED);
  // the first row with two entries, walked by the function forms
  EXPECT_EQ((GxB_rowIterator_seekRow)(it, 0), GrB_SUCCESS);
  EXPECT_EQ((GxB_rowIterator_getColIndex)(it), 1u);
  EXPECT_EQ((GxB_rowIterator_nextCol)(it), GrB_SUCCESS);
  EXPECT_EQ((GxB_rowIterator_getColIndex)(it), 3u);
  EXPECT_EQ((GxB_Iterator_get_FP64)(it), 2.0);
  EXPECT_EQ((GxB_rowIterator_nextCol)(it), GrB_NO_VALUE);
  OK(GrB_Matrix_free(&A));
}

TEST(Iterator, ColIteratorSparseByCol) {
  GrB_Matrix A = make_matrix(5, 6, kSmall, GxB_BY_COL);
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_colIterator_attach(it, A, nullptr));
  EXPECT_EQ(it->A_sparsity, GxB_SPARSE);
  EXPECT_TRUE(it->by_col);
  EXPECT_EQ(it->avlen, 5);
  EXPECT_EQ(it->avdim, 6);
  EXPECT_EQ(GxB_colIterator_kount(it), 6u);
  EXPECT_EQ((GxB_colIterator_kount)(it), 6u);
  auto want = in_storage_order(kSmall, true);
  EXPECT_EQ(scan_cols_macro(it), want);
  EXPECT_EQ(scan_cols_func(it), want);
  EXPECT_EQ(GxB_colIterator_seekCol(it, 2), GrB_NO_VALUE);
  EXPECT_EQ((GxB_colIterator_seekCol)(it, 4), GrB_SUCCESS);
  EXPECT_EQ((GxB_colIterator_getRowIndex)(it), 3u);
  EXPECT_EQ((GxB_colIterator_getColIndex)(it), 4u);
  EXPECT_EQ((GxB_colIterator_kseek)(it, 3), GrB_SUCCESS);
  EXPECT_EQ(GxB_colIterator_getColIndex(it), 3u);
  EXPECT_EQ(GxB_colIterator_kseek(it, 6), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_colIterator_getColIndex(it), 6u);
  EXPECT_EQ((GxB_colIterator_nextCol)(it), GxB_EXHAUSTED);
  OK(GrB_Matrix_free(&A));
}

TEST(Iterator, WrongOrientationIsNotImplementedAndLeavesIteratorAlone) {
  GrB_Matrix R = make_matrix(5, 6, kSmall, GxB_BY_ROW);
  GrB_Matrix C = make_matrix(5, 6, kSmall, GxB_BY_COL);
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_rowIterator_attach(it, R, nullptr));
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 3), GrB_SUCCESS);
  GB_Iterator_opaque before;
  std::memcpy(&before, it, sizeof before);
  EXPECT_EQ(GxB_rowIterator_attach(it, C, nullptr), GrB_NOT_IMPLEMENTED);
  EXPECT_EQ(std::memcmp(&before, it, sizeof before), 0);
  EXPECT_EQ((GxB_rowIterator_attach)(it, C, nullptr), GrB_NOT_IMPLEMENTED);
  EXPECT_EQ(GB_Iterator_attach(it, C, GxB_BY_ROW, nullptr), GrB_NOT_IMPLEMENTED);
  EXPECT_EQ(GxB_colIterator_attach(it, R, nullptr), GrB_NOT_IMPLEMENTED);
  EXPECT_EQ((GxB_colIterator_attach)(it, R, nullptr), GrB_NOT_IMPLEMENTED);
  EXPECT_EQ(std::memcmp(&before, it, sizeof before), 0);
  const char* msg = nullptr;
  OK(GrB_Matrix_error(&msg, R));
  ASSERT_NE(msg, nullptr);
  EXPECT_GT(std::strlen(msg), 0u);
  // the iterator still works on R
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 3u);
  EXPECT_EQ(GxB_rowIterator_getColIndex(it), 4u);
  // entry iterators work in either orientation; other format values mean "by entry"
  OK(GxB_Matrix_Iterator_attach(it, C, nullptr));
  OK(GB_Iterator_attach(it, R, GxB_NO_FORMAT, nullptr));
  OK(GB_Iterator_attach(it, C, static_cast<GxB_Format_Value>(7), nullptr));
  OK(GrB_Matrix_free(&R));
  OK(GrB_Matrix_free(&C));
}

TEST(Iterator, ColumnAndRowShapedMatrices) {
  // As in SuiteSparse, an n-by-1 matrix is held by column and a 1-by-n one by row, whatever the
  // global format: the row iterator refuses the first, the column iterator the second.
  for (GxB_Format_Value fmt : {GxB_BY_ROW, GxB_BY_COL}) {
    GrB_Matrix C = make_matrix(4, 1, {{1, 0, 1.0}, {3, 0, 2.0}}, fmt);
    GrB_Matrix R = make_matrix(1, 4, {{0, 0, 1.0}, {0, 2, 2.0}}, fmt);
    GrB_Matrix S = make_matrix(1, 1, {{0, 0, 5.0}}, fmt);
    IterGuard g;
    GxB_Iterator it = g.it;
    EXPECT_EQ(GxB_rowIterator_attach(it, C, nullptr), GrB_NOT_IMPLEMENTED);
    EXPECT_EQ(GxB_rowIterator_attach(it, S, nullptr), GrB_NOT_IMPLEMENTED);
    EXPECT_EQ(GxB_colIterator_attach(it, R, nullptr), GrB_NOT_IMPLEMENTED);
    OK(GxB_colIterator_attach(it, C, nullptr));
    EXPECT_EQ(scan_cols_macro(it), (std::vector<T3>{{1, 0, 1.0}, {3, 0, 2.0}}));
    OK(GxB_colIterator_attach(it, S, nullptr));
    EXPECT_EQ(scan_cols_func(it), (std::vector<T3>{{0, 0, 5.0}}));
    OK(GxB_rowIterator_attach(it, R, nullptr));
    EXPECT_EQ(scan_rows_macro(it), (std::vector<T3>{{0, 0, 1.0}, {0, 2, 2.0}}));
    // a vector iterator on an n-by-1 matrix, as on a GrB_Vector
    OK(GxB_Vector_Iterator_attach(it, reinterpret_cast<GrB_Vector>(C), nullptr));
    EXPECT_EQ(GxB_Vector_Iterator_seek(it, 1), GrB_SUCCESS);
    EXPECT_EQ(GxB_Vector_Iterator_getIndex(it), 3u);
    int32_t f = -1;
    OK(GxB_Matrix_Option_get_INT32(C, GxB_FORMAT, &f));
    EXPECT_EQ(f, GxB_BY_COL);
    OK(GxB_Matrix_Option_get_INT32(R, GxB_FORMAT, &f));
    EXPECT_EQ(f, GxB_BY_ROW);
    OK(GrB_Matrix_free(&C));
    OK(GrB_Matrix_free(&R));
    OK(GrB_Matrix_free(&S));
  }
}

//------------------------------------------------------------------------------------------------
// hypersparse
//------------------------------------------------------------------------------------------------

TEST(Iterator, RowIteratorHypersparse) {
  const GrB_Index m = 1000000;
  std::vector<T3> t = {{3, 1, 1.5}, {3, 7, 2.5}, {17, 0, 3.5}, {m - 1, 49, 4.5}};
  GrB_Matrix A = make_matrix(m, 50, t, GxB_BY_ROW);
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_rowIterator_attach(it, A, nullptr));
  ASSERT_EQ(it->A_sparsity, GxB_HYPERSPARSE);
  EXPECT_EQ(GxB_rowIterator_kount(it), 3u);
  EXPECT_EQ(it->avdim, int64_t(m));
  auto want = in_storage_order(t, false);
  EXPECT_EQ(scan_rows_macro(it), want);
  EXPECT_EQ(scan_rows_func(it), want);
  // seekRow moves to the first row >= the one asked for that has storage
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 0), GrB_SUCCESS);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 3u);
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 3), GrB_SUCCESS);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 3u);
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 4), GrB_SUCCESS);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 17u);
  EXPECT_EQ(GxB_rowIterator_getColIndex(it), 0u);
  EXPECT_EQ((GxB_rowIterator_seekRow)(it, 18), GrB_SUCCESS);
  EXPECT_EQ((GxB_rowIterator_getRowIndex)(it), m - 1);
  EXPECT_EQ(GxB_Iterator_get_FP64(it), 4.5);
  EXPECT_EQ(GxB_rowIterator_nextRow(it), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), m);
  EXPECT_EQ(GxB_rowIterator_seekRow(it, m), GxB_EXHAUSTED);
  // kseek: the k-th row held
  EXPECT_EQ(GxB_rowIterator_kseek(it, 1), GrB_SUCCESS);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 17u);
  EXPECT_EQ(GxB_rowIterator_kseek(it, 2), GrB_SUCCESS);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), m - 1);
  EXPECT_EQ(GxB_rowIterator_kseek(it, 3), GxB_EXHAUSTED);
  EXPECT_EQ(it->k, 3);
  // entry iterator
  OK(GxB_Matrix_Iterator_attach(it, A, nullptr));
  EXPECT_EQ(GxB_Matrix_Iterator_getpmax(it), 4u);
  EXPECT_EQ(scan_entries(it), want);
  EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 2), GrB_SUCCESS);
  GrB_Index i = 0, j = 0;
  GxB_Matrix_Iterator_getIndex(it, &i, &j);
  EXPECT_EQ(i, 17u);
  EXPECT_EQ(j, 0u);
  OK(GrB_Matrix_free(&A));
}

TEST(Iterator, ColIteratorHypersparseByCol) {
  const GrB_Index n = 1ull << 40;
  std::vector<T3> t = {{0, 5, 1.0}, {9, 5, 2.0}, {4, n - 2, 3.0}};
  GrB_Matrix A = make_matrix(10, n, t, GxB_BY_COL);
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_colIterator_attach(it, A, nullptr));
  ASSERT_EQ(it->A_sparsity, GxB_HYPERSPARSE);
  EXPECT_EQ(GxB_colIterator_kount(it), 2u);
  EXPECT_EQ(scan_cols_macro(it), in_storage_order(t, true));
  EXPECT_EQ(scan_cols_func(it), in_storage_order(t, true));
  EXPECT_EQ(GxB_colIterator_seekCol(it, 6), GrB_SUCCESS);
  EXPECT_EQ(GxB_colIterator_getColIndex(it), n - 2);
  EXPECT_EQ(GxB_colIterator_seekCol(it, n - 1), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_colIterator_getColIndex(it), n);
  OK(GrB_Matrix_free(&A));
}

//------------------------------------------------------------------------------------------------
// full, and bitmap when the sparsity control can ask for it
//------------------------------------------------------------------------------------------------

std::vector<T3> dense_tuples(GrB_Index m, GrB_Index n) {
  std::vector<T3> t;
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++) t.push_back({i, j, double(10 * i + j)});
  return t;
}

TEST(Iterator, FullByRowAndByCol) {
  for (GxB_Format_Value fmt : {GxB_BY_ROW, GxB_BY_COL}) {
    const bool by_col = fmt == GxB_BY_COL;
    auto t = dense_tuples(3, 4);
    GrB_Matrix A = make_matrix(3, 4, t, fmt);
    IterGuard g;
    GxB_Iterator it = g.it;
    OK(GB_Iterator_attach(it, A, fmt, nullptr));
    if (it->A_sparsity != GxB_FULL) {
      ADD_FAILURE() << "a matrix with every entry present is expected to be held as full";
    }
    EXPECT_EQ(it->Ai, nullptr);
    EXPECT_EQ(it->Ab, nullptr);
    EXPECT_EQ(it->pmax, 12);
    EXPECT_EQ(it->anvec, by_col ? 4 : 3);
    auto want = in_storage_order(t, by_col);
    if (by_col) {
      EXPECT_EQ(scan_cols_macro(it), want);
      EXPECT_EQ(scan_cols_func(it), want);
      EXPECT_EQ(GxB_colIterator_seekCol(it, 2), GrB_SUCCESS);
      EXPECT_EQ(GxB_colIterator_getRowIndex(it), 0u);
      EXPECT_EQ(GxB_colIterator_nextRow(it), GrB_SUCCESS);
      EXPECT_EQ(GxB_colIterator_getRowIndex(it), 1u);
      EXPECT_EQ(GxB_Iterator_get_FP64(it), 12.0);
      EXPECT_EQ(GxB_colIterator_seekCol(it, 4), GxB_EXHAUSTED);
    } else {
      EXPECT_EQ(scan_rows_macro(it), want);
      EXPECT_EQ(scan_rows_func(it), want);
      EXPECT_EQ(GxB_rowIterator_seekRow(it, 1), GrB_SUCCESS);
      EXPECT_EQ(GxB_rowIterator_nextCol(it), GrB_SUCCESS);
      EXPECT_EQ(GxB_rowIterator_nextCol(it), GrB_SUCCESS);
      EXPECT_EQ(GxB_rowIterator_getColIndex(it), 2u);
      EXPECT_EQ(GxB_Iterator_get_FP64(it), 12.0);
      EXPECT_EQ(GxB_rowIterator_kseek(it, 2), GrB_SUCCESS);
      EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 2u);
      EXPECT_EQ(GxB_rowIterator_seekRow(it, 3), GxB_EXHAUSTED);
    }
    OK(GxB_Matrix_Iterator_attach(it, A, nullptr));
    EXPECT_EQ(GxB_Matrix_Iterator_getpmax(it), 12u);
    EXPECT_EQ(scan_entries(it), want);
    // seek to any position, forwards and backwards
    for (GrB_Index p : {7u, 2u, 11u, 0u}) {
      EXPECT_EQ(GxB_Matrix_Iterator_seek(it, p), GrB_SUCCESS);
      EXPECT_EQ(GxB_Matrix_Iterator_getp(it), p);
      GrB_Index i = 99, j = 99;
      GxB_Matrix_Iterator_getIndex(it, &i, &j);
      EXPECT_EQ(i, want[p].i);
      EXPECT_EQ(j, want[p].j);
      EXPECT_EQ(GxB_Iterator_get_FP64(it), want[p].x);
    }
    EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 12), GxB_EXHAUSTED);
    EXPECT_EQ(GxB_Matrix_Iterator_getp(it), 12u);
    OK(GrB_Matrix_free(&A));
  }
}

TEST(Iterator, BitmapThroughSparsityControl) {
  auto t = kSmall;
  GrB_Matrix A = make_matrix(5, 6, t, GxB_BY_ROW);
  GrB_Info info = GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, GxB_BITMAP);
  if (info == GrB_NOT_IMPLEMENTED) {
    OK(GrB_Matrix_free(&A));
    GTEST_SKIP() << "GxB_Matrix_Option_set (sparsity control) is not implemented yet";
  }
  OK(info);
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_rowIterator_attach(it, A, nullptr));
  ASSERT_EQ(it->A_sparsity, GxB_BITMAP);
  EXPECT_EQ(it->pmax, 30);
  EXPECT_EQ(it->Ai, nullptr);
  EXPECT_NE(it->Ab, nullptr);
  auto want = in_storage_order(t, false);
  EXPECT_EQ(scan_rows_macro(it), want);
  EXPECT_EQ(scan_rows_func(it), want);
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 1), GrB_NO_VALUE);
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 3), GrB_SUCCESS);
  EXPECT_EQ(GxB_rowIterator_getColIndex(it), 4u);
  OK(GxB_Matrix_Iterator_attach(it, A, nullptr));
  EXPECT_EQ(GxB_Matrix_Iterator_getpmax(it), 30u);
  EXPECT_EQ(scan_entries(it), want);
  OK(GrB_Matrix_free(&A));
}

//------------------------------------------------------------------------------------------------
// bitmap, full and sparse structs built by hand: the internal functions the macros call
//------------------------------------------------------------------------------------------------

struct HandBitmap {
  int8_t Ab[30] = {};
  double Ax[30] = {};
  GB_Iterator_opaque it{};
  // 5-by-6 by row: A(0,1)=1 A(0,3)=2 A(2,0)=3 A(3,4)=4
  HandBitmap() {
    const int pos[4] = {1, 3, 12, 22};
    for (int k = 0; k < 4; k++) {
      Ab[pos[k]] = 1;
      Ax[pos[k]] = k + 1;
    }
    it.pmax = 30;
    it.avlen = 6;
    it.avdim = 5;
    it.anvec = 5;
    it.Ab = Ab;
    it.Ax = Ax;
    it.type_size = sizeof(double);
    it.A_sparsity = GxB_BITMAP;
  }
};

TEST(Iterator, HandBuiltBitmapRowIterator) {
  HandBitmap h;
  GxB_Iterator it = &h.it;
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 0), GrB_SUCCESS);
  EXPECT_EQ(it->p, 1);
  EXPECT_EQ(it->pstart, 0);
  EXPECT_EQ(it->pend, 6);
  EXPECT_EQ(GxB_rowIterator_getColIndex(it), 1u);
  EXPECT_EQ(GxB_rowIterator_nextCol(it), GrB_SUCCESS);
  EXPECT_EQ(it->p, 3);
  EXPECT_EQ((GxB_rowIterator_getColIndex)(it), 3u);
  EXPECT_EQ(GxB_Iterator_get_FP64(it), 2.0);
  EXPECT_EQ(GxB_rowIterator_nextCol(it), GrB_NO_VALUE);
  EXPECT_EQ(it->p, 6);
  EXPECT_EQ(GxB_rowIterator_nextRow(it), GrB_NO_VALUE);  // row 1 is empty
  EXPECT_EQ(it->p, 12);
  EXPECT_EQ(it->k, 1);
  EXPECT_EQ((GxB_rowIterator_nextRow)(it), GrB_SUCCESS);  // row 2
  EXPECT_EQ(GxB_rowIterator_getColIndex(it), 0u);
  EXPECT_EQ((GxB_rowIterator_seekRow)(it, 3), GrB_SUCCESS);
  EXPECT_EQ(it->p, 22);
  EXPECT_EQ((GxB_rowIterator_getColIndex)(it), 4u);
  EXPECT_EQ((GxB_Iterator_get_FP64)(it), 4.0);
  EXPECT_EQ(GxB_rowIterator_kseek(it, 4), GrB_NO_VALUE);
  EXPECT_EQ(it->p, 30);
  EXPECT_EQ(GxB_rowIterator_nextRow(it), GxB_EXHAUSTED);
  EXPECT_EQ(it->k, 5);
  EXPECT_EQ(it->p, 0);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 5u);
  // GB_Iterator_rc_bitmap_next on its own
  it->pstart = 12;
  it->pend = 18;
  it->p = 13;
  EXPECT_EQ(GB_Iterator_rc_bitmap_next(it), GrB_NO_VALUE);
  EXPECT_EQ(it->p, 18);
  it->p = 0;
  it->pend = 6;
  EXPECT_EQ(GB_Iterator_rc_bitmap_next(it), GrB_SUCCESS);
  EXPECT_EQ(it->p, 1);
}

TEST(Iterator, HandBuiltBitmapEntryAndVectorIterator) {
  HandBitmap h;
  GxB_Iterator it = &h.it;
  EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 2), GrB_SUCCESS);
  EXPECT_EQ(it->p, 3);
  GrB_Index i = 99, j = 99;
  GxB_Matrix_Iterator_getIndex(it, &i, &j);
  EXPECT_EQ(i, 0u);
  EXPECT_EQ(j, 3u);
  EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 4), GrB_SUCCESS);
  EXPECT_EQ(it->p, 12);
  EXPECT_EQ(it->k, 2);
  EXPECT_EQ(it->pstart, 12);
  EXPECT_EQ(it->pend, 18);
  GxB_Matrix_Iterator_getIndex(it, &i, &j);
  EXPECT_EQ(i, 2u);
  EXPECT_EQ(j, 0u);
  EXPECT_EQ(GxB_Matrix_Iterator_next(it), GrB_SUCCESS);
  EXPECT_EQ(it->p, 22);
  EXPECT_EQ(it->k, 3);
  EXPECT_EQ(GxB_Matrix_Iterator_getp(it), 22u);
  EXPECT_EQ(GxB_Matrix_Iterator_next(it), GxB_EXHAUSTED);
  EXPECT_EQ(it->p, 30);
  EXPECT_EQ(it->k, 3);  // unchanged once exhausted
  EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 23), GxB_EXHAUSTED);
  EXPECT_EQ(it->p, 30);
  // by column, the same bitmap is the transpose
  it->by_col = true;
  EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 0), GrB_SUCCESS);
  GxB_Matrix_Iterator_getIndex(it, &i, &j);
  EXPECT_EQ(i, 1u);
  EXPECT_EQ(j, 0u);
  it->by_col = false;
  // the vector iterator over the same positions
  EXPECT_EQ(GxB_Vector_Iterator_seek(it, 2), GrB_SUCCESS);
  EXPECT_EQ(GxB_Vector_Iterator_getp(it), 3u);
  EXPECT_EQ(GxB_Vector_Iterator_getIndex(it), 3u);
  EXPECT_EQ((GxB_Vector_Iterator_seek)(it, 4), GrB_SUCCESS);
  EXPECT_EQ((GxB_Vector_Iterator_getp)(it), 12u);
  EXPECT_EQ((GxB_Vector_Iterator_next)(it), GrB_SUCCESS);
  EXPECT_EQ((GxB_Vector_Iterator_getIndex)(it), 22u);
  EXPECT_EQ(GxB_Vector_Iterator_next(it), GxB_EXHAUSTED);
  EXPECT_EQ(it->p, 30);
  EXPECT_EQ(GxB_Vector_Iterator_seek(it, 23), GxB_EXHAUSTED);
  EXPECT_EQ(it->p, 30);
  EXPECT_EQ(GxB_Vector_Iterator_getpmax(it), 30u);
  EXPECT_EQ((GxB_Vector_Iterator_getpmax)(it), 30u);
  it->p = 13;
  EXPECT_EQ(GB_Vector_Iterator_bitmap_seek(it, 0), GrB_SUCCESS);
  EXPECT_EQ(it->p, 22);
  // an empty bitmap: the scan does not move p past where it is
  std::memset(h.Ab, 0, sizeof h.Ab);
  it->pmax = 0;
  it->p = 2;
  EXPECT_EQ(GB_Vector_Iterator_bitmap_seek(it, 0), GxB_EXHAUSTED);
  EXPECT_EQ(it->p, 2);
  EXPECT_EQ(GxB_Vector_Iterator_seek(it, 0), GxB_EXHAUSTED);
  EXPECT_EQ(it->p, 0);
}

TEST(Iterator, HandBuiltFullIso) {
  double iso = 7.25;
  GB_Iterator_opaque s{};
  s.pmax = 12;
  s.avlen = 4;
  s.avdim = 3;
  s.anvec = 3;
  s.Ax = &iso;
  s.type_size = sizeof(double);
  s.A_sparsity = GxB_FULL;
  s.iso = true;
  GxB_Iterator it = &s;
  int count = 0;
  GrB_Info info = GxB_rowIterator_seekRow(it, 0);
  while (info != GxB_EXHAUSTED) {
    while (info == GrB_SUCCESS) {
      EXPECT_EQ(GxB_Iterator_get_FP64(it), 7.25);
      EXPECT_EQ((GxB_Iterator_get_FP64)(it), 7.25);
      count++;
      info = GxB_rowIterator_nextCol(it);
    }
    info = GxB_rowIterator_nextRow(it);
  }
  EXPECT_EQ(count, 12);
  EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 9), GrB_SUCCESS);
  EXPECT_EQ(it->k, 2);
  EXPECT_EQ(it->pstart, 8);
  GrB_Index i, j;
  GxB_Matrix_Iterator_getIndex(it, &i, &j);
  EXPECT_EQ(i, 2u);
  EXPECT_EQ(j, 1u);
  EXPECT_EQ(GxB_Matrix_Iterator_next(it), GrB_SUCCESS);
  EXPECT_EQ(GxB_Matrix_Iterator_next(it), GrB_SUCCESS);
  EXPECT_EQ(GxB_Matrix_Iterator_next(it), GxB_EXHAUSTED);
  EXPECT_EQ(it->p, 12);
}

TEST(Iterator, HandBuiltSparseWithEmptyVectors) {
  // 5 vectors, entries in vectors 2 and 3 only; held by column
  int64_t Ap[6] = {0, 0, 0, 2, 3, 3}, Ai[3] = {1, 3, 0};
  double Ax[3] = {1, 2, 3};
  GB_Iterator_opaque s{};
  s.pmax = 3;
  s.avlen = 6;
  s.avdim = 5;
  s.anvec = 5;
  s.Ap = Ap;
  s.Ai = Ai;
  s.Ax = Ax;
  s.type_size = sizeof(double);
  s.A_sparsity = GxB_SPARSE;
  s.by_col = true;
  GxB_Iterator it = &s;
  EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 0), GrB_SUCCESS);
  EXPECT_EQ(it->k, 2);
  EXPECT_EQ(it->pstart, 0);
  EXPECT_EQ(it->pend, 2);
  GrB_Index i, j;
  GxB_Matrix_Iterator_getIndex(it, &i, &j);
  EXPECT_EQ(i, 1u);
  EXPECT_EQ(j, 2u);
  EXPECT_EQ(GxB_Matrix_Iterator_next(it), GrB_SUCCESS);
  EXPECT_EQ(GxB_Matrix_Iterator_next(it), GrB_SUCCESS);
  EXPECT_EQ(it->k, 3);
  GxB_Matrix_Iterator_getIndex(it, &i, &j);
  EXPECT_EQ(i, 0u);
  EXPECT_EQ(j, 3u);
  EXPECT_EQ(GxB_Matrix_Iterator_next(it), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 1), GrB_SUCCESS);  // backwards
  EXPECT_EQ(it->k, 2);
  EXPECT_EQ(GxB_colIterator_seekCol(it, 0), GrB_NO_VALUE);
  EXPECT_EQ(GxB_colIterator_nextCol(it), GrB_NO_VALUE);
  EXPECT_EQ(GxB_colIterator_nextCol(it), GrB_SUCCESS);
  EXPECT_EQ(GxB_colIterator_getColIndex(it), 2u);
}

//------------------------------------------------------------------------------------------------
// vectors
//------------------------------------------------------------------------------------------------

TEST(Iterator, VectorSparseAndFull) {
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_FP64, 10));
  OK(GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, GxB_SPARSE));  // else a bitmap (3 of 10)
  OK(GrB_Vector_setElement_FP64(v, 2.5, 2));
  OK(GrB_Vector_setElement_FP64(v, 5.5, 5));
  OK(GrB_Vector_setElement_FP64(v, 9.5, 9));
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_Vector_Iterator_attach(it, v, nullptr));
  EXPECT_TRUE(it->by_col);
  EXPECT_EQ(GxB_Vector_Iterator_getpmax(it), 3u);
  std::vector<std::pair<GrB_Index, double>> got;
  GrB_Info info = GxB_Vector_Iterator_seek(it, 0);
  while (info != GxB_EXHAUSTED) {
    EXPECT_EQ(info, GrB_SUCCESS);
    got.push_back({GxB_Vector_Iterator_getIndex(it), GxB_Iterator_get_FP64(it)});
    info = GxB_Vector_Iterator_next(it);
  }
  std::vector<std::pair<GrB_Index, double>> want = {{2, 2.5}, {5, 5.5}, {9, 9.5}};
  EXPECT_EQ(got, want);
  EXPECT_EQ(GxB_Vector_Iterator_getp(it), 3u);
  EXPECT_EQ(GxB_Vector_Iterator_next(it), GxB_EXHAUSTED);
  // function forms
  got.clear();
  info = (GxB_Vector_Iterator_seek)(it, 1);
  while (info != GxB_EXHAUSTED) {
    got.push_back({(GxB_Vector_Iterator_getIndex)(it), (GxB_Iterator_get_FP64)(it)});
    info = (GxB_Vector_Iterator_next)(it);
  }
  const std::vector<std::pair<GrB_Index, double>> tail(want.begin() + 1, want.end());
  EXPECT_EQ(got, tail);
  EXPECT_EQ((GxB_Vector_Iterator_seek)(it, 3), GxB_EXHAUSTED);
  EXPECT_EQ((GxB_Vector_Iterator_getp)(it), 3u);
  EXPECT_EQ((GxB_Vector_Iterator_getpmax)(it), 3u);

  // a vector is a column: the column iterator works, the row iterator does not
  OK(GxB_colIterator_attach(it, reinterpret_cast<GrB_Matrix>(v), nullptr));
  EXPECT_EQ(GxB_colIterator_kount(it), 1u);
  EXPECT_EQ(GxB_colIterator_seekCol(it, 0), GrB_SUCCESS);
  EXPECT_EQ(GxB_colIterator_getRowIndex(it), 2u);
  EXPECT_EQ(GxB_colIterator_seekCol(it, 1), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_attach(it, reinterpret_cast<GrB_Matrix>(v), nullptr), GrB_NOT_IMPLEMENTED);

  // every entry present
  for (GrB_Index i = 0; i < 10; i++) OK(GrB_Vector_setElement_FP64(v, double(i), i));
  OK(GxB_Vector_Iterator_attach(it, v, nullptr));
  EXPECT_EQ(GxB_Vector_Iterator_getpmax(it), 10u);
  GrB_Index n = 0;
  for (info = GxB_Vector_Iterator_seek(it, 0); info != GxB_EXHAUSTED; info = GxB_Vector_Iterator_next(it)) {
    EXPECT_EQ(GxB_Vector_Iterator_getIndex(it), n);
    EXPECT_EQ(GxB_Iterator_get_FP64(it), double(n));
    n++;
  }
  EXPECT_EQ(n, 10u);
  EXPECT_EQ(GxB_Vector_Iterator_seek(it, 7), GrB_SUCCESS);
  EXPECT_EQ(GxB_Vector_Iterator_getIndex(it), 7u);

  // an empty vector
  OK(GrB_Vector_clear(v));
  OK(GxB_Vector_Iterator_attach(it, v, nullptr));
  EXPECT_EQ(GxB_Vector_Iterator_getpmax(it), 0u);
  EXPECT_EQ(GxB_Vector_Iterator_seek(it, 0), GxB_EXHAUSTED);
  OK(GrB_Vector_free(&v));
}

//------------------------------------------------------------------------------------------------
// empty matrices, pending work, iso, re-attach, partitioned scans
//------------------------------------------------------------------------------------------------

TEST(Iterator, EmptyMatrix) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 3, 4));
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_rowIterator_attach(it, A, nullptr));
  EXPECT_EQ(it->pmax, 0);
  EXPECT_TRUE(scan_rows_macro(it).empty());
  EXPECT_TRUE(scan_rows_func(it).empty());
  for (GrB_Index i = 0; i < 3; i++) {
    GrB_Info info = GxB_rowIterator_seekRow(it, i);
    EXPECT_TRUE(info == GrB_NO_VALUE || info == GxB_EXHAUSTED) << info;  // sparse or hypersparse
  }
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 3), GxB_EXHAUSTED);
  OK(GxB_Matrix_Iterator_attach(it, A, nullptr));
  EXPECT_EQ(GxB_Matrix_Iterator_getpmax(it), 0u);
  EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 0), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_Matrix_Iterator_next(it), GxB_EXHAUSTED);
  OK(GrB_Matrix_free(&A));
  // zero dimensions
  OK(GrB_Matrix_new(&A, GrB_FP64, 0, 0));
  OK(GxB_rowIterator_attach(it, A, nullptr));
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 0), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_kseek(it, 0), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_getRowIndex(it), 0u);
  OK(GrB_Matrix_free(&A));
}

TEST(Iterator, AttachFinishesPendingWork) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 4, 4));
  OK(GrB_Matrix_setElement_FP64(A, 1.0, 3, 3));
  OK(GrB_Matrix_setElement_FP64(A, 2.0, 0, 2));
  OK(GrB_Matrix_setElement_FP64(A, 3.0, 0, 2));  // overwrites
  OK(GrB_Matrix_removeElement(A, 3, 3));
  OK(GrB_Matrix_setElement_FP64(A, 4.0, 1, 0));
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_rowIterator_attach(it, A, nullptr));
  std::vector<T3> want = {{0, 2, 3.0}, {1, 0, 4.0}};
  EXPECT_EQ(scan_rows_macro(it), want);
  EXPECT_EQ(tuples_of(A), want);
  OK(GrB_Matrix_free(&A));
}

TEST(Iterator, IsoMatrix) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 4, 5));
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  OK(GrB_Scalar_setElement_FP64(s, 6.5));
  GrB_Index I[3] = {0, 2, 3}, J[3] = {4, 1, 1};
  OK(GxB_Matrix_build_Scalar(A, I, J, s, 3));
  bool iso = false;
  OK(GxB_Matrix_iso(&iso, A));
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_rowIterator_attach(it, A, nullptr));
  EXPECT_EQ(it->iso, iso);
  std::vector<T3> want = {{0, 4, 6.5}, {2, 1, 6.5}, {3, 1, 6.5}};
  EXPECT_EQ(scan_rows_macro(it), want);
  EXPECT_EQ(scan_rows_func(it), want);
  OK(GxB_Matrix_Iterator_attach(it, A, nullptr));
  EXPECT_EQ(scan_entries(it), want);
  OK(GrB_Scalar_free(&s));
  OK(GrB_Matrix_free(&A));
}

TEST(Iterator, ReattachAndPartitionedScan) {
  // a larger random-ish matrix, scanned in row blocks the way the SuiteSparse docs split work
  std::vector<T3> t;
  for (GrB_Index i = 0; i < 97; i++)
    for (GrB_Index j = (i * 7) % 5; j < 40; j += 1 + (i + j) % 6) t.push_back({i, j, double(i * 100 + j)});
  GrB_Matrix A = make_matrix(97, 40, t, GxB_BY_ROW);
  GrB_Matrix B = make_matrix(5, 6, kSmall, GxB_BY_ROW);
  IterGuard g;
  GxB_Iterator it = g.it;
  OK(GxB_rowIterator_attach(it, B, nullptr));
  OK(GxB_rowIterator_attach(it, A, nullptr));  // re-attach to another matrix
  std::vector<T3> all;
  const GrB_Index bounds[5] = {0, 10, 11, 60, 97};
  for (int part = 0; part < 4; part++) {
    GrB_Info info = GxB_rowIterator_seekRow(it, bounds[part]);
    while (info != GxB_EXHAUSTED) {
      GrB_Index i = GxB_rowIterator_getRowIndex(it);
      if (i >= bounds[part + 1]) break;
      while (info == GrB_SUCCESS) {
        const GrB_Index j = GxB_rowIterator_getColIndex(it);
        all.push_back({i, j, GxB_Iterator_get_FP64(it)});
        info = GxB_rowIterator_nextCol(it);
      }
      info = GxB_rowIterator_nextRow(it);
    }
  }
  EXPECT_EQ(all, in_storage_order(t, false));
  OK(GxB_Matrix_Iterator_attach(it, A, nullptr));
  EXPECT_EQ(GxB_Matrix_Iterator_getpmax(it), t.size());
  auto entries = scan_entries(it);
  EXPECT_EQ(entries, in_storage_order(t, false));
  // random access by position agrees with the sequential walk
  for (GrB_Index p = 0; p < t.size(); p += 13) {
    ASSERT_EQ(GxB_Matrix_Iterator_seek(it, p), GrB_SUCCESS);
    GrB_Index i, j;
    GxB_Matrix_Iterator_getIndex(it, &i, &j);
    EXPECT_EQ(i, entries[p].i);
    EXPECT_EQ(j, entries[p].j);
  }
  OK(GrB_Matrix_free(&A));
  OK(GrB_Matrix_free(&B));
}

TEST(Iterator, RandomMatricesEveryFormat) {
  // random shapes and densities, each sparsity control and orientation: every scan must visit
  // exactly the entries extractTuples returns, in storage order, and random seeks must agree
  std::mt19937_64 rng(12345);
  auto rnd = [&](uint64_t n) { return std::uniform_int_distribution<uint64_t>(0, n - 1)(rng); };
  const int controls[5] = {GxB_HYPERSPARSE, GxB_SPARSE, GxB_BITMAP, GxB_FULL, GxB_AUTO_SPARSITY};
  for (int trial = 0; trial < 60; trial++) {
    const GrB_Index m = 1 + rnd(9), n = 1 + rnd(9);
    const int density = int(rnd(4));  // 0: empty ... 3: every entry
    std::vector<T3> t;
    for (GrB_Index i = 0; i < m; i++)
      for (GrB_Index j = 0; j < n; j++)
        if (density == 3 || (density > 0 && rnd(4) < uint64_t(density))) t.push_back({i, j, double(rnd(100))});
    const GxB_Format_Value fmt = rnd(2) ? GxB_BY_COL : GxB_BY_ROW;
    GrB_Matrix A = make_matrix(m, n, t, fmt);
    int32_t f = 0;
    OK(GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, &f));  // n-by-1 and 1-by-n have a fixed one
    const bool by_col = f == GxB_BY_COL;
    const int control = controls[rnd(5)];
    OK(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, control));
    const auto want = in_storage_order(t, by_col);
    IterGuard g;
    GxB_Iterator it = g.it;
    OK(GB_Iterator_attach(it, A, by_col ? GxB_BY_COL : GxB_BY_ROW, nullptr));
    SCOPED_TRACE(testing::Message() << "trial " << trial << ": " << m << "x" << n << " " << t.size()
                                    << " entries, control " << control << ", held as " << it->A_sparsity
                                    << (by_col ? " by col" : " by row"));
    EXPECT_EQ(it->by_col, by_col);
    if (control != GxB_AUTO_SPARSITY && !(control == GxB_FULL && int64_t(t.size()) != int64_t(m * n))) {
      // a matrix of one vector is never hypersparse (as in SuiteSparse): sparse instead
      const bool one_vector = (by_col ? n : m) == 1;
      EXPECT_EQ(it->A_sparsity, control == GxB_HYPERSPARSE && one_vector ? GxB_SPARSE : control);
    }
    EXPECT_EQ(by_col ? scan_cols_macro(it) : scan_rows_macro(it), want);
    EXPECT_EQ(by_col ? scan_cols_func(it) : scan_rows_func(it), want);
    // seek to every vector: the first entry is the first of that vector (or of the next one held)
    const GrB_Index nvec = by_col ? n : m;
    for (GrB_Index v = 0; v <= nvec; v++) {
      GrB_Info info = GB_Iterator_rc_seek(it, v, false);
      auto first = std::find_if(want.begin(), want.end(), [&](const T3& e) { return (by_col ? e.j : e.i) == v; });
      if (v == nvec) {
        EXPECT_EQ(info, GxB_EXHAUSTED);
      } else if (first != want.end()) {
        ASSERT_EQ(info, GrB_SUCCESS) << "vector " << v;
        EXPECT_EQ(GB_Iterator_rc_getj(it), GrB_Index(v));
        EXPECT_EQ(GB_Iterator_rc_geti(it), by_col ? first->i : first->j);
        EXPECT_EQ(GxB_Iterator_get_FP64(it), first->x);
      } else if (info == GrB_SUCCESS) {  // hypersparse: moved on to a later vector
        EXPECT_GT(GB_Iterator_rc_getj(it), GrB_Index(v));
      } else {
        EXPECT_TRUE(info == GrB_NO_VALUE || info == GxB_EXHAUSTED) << info;
      }
    }
    // entry iterator, and random seeks by position
    OK(GxB_Matrix_Iterator_attach(it, A, nullptr));
    const std::vector<T3> entries = scan_entries(it);
    EXPECT_EQ(entries, want);
    const GrB_Index pmax = GxB_Matrix_Iterator_getpmax(it);
    for (int s = 0; s < 10 && pmax > 0; s++) {
      const GrB_Index p = rnd(pmax + 2);
      GrB_Info info = GxB_Matrix_Iterator_seek(it, p);
      if (info == GxB_EXHAUSTED) {
        EXPECT_EQ(GxB_Matrix_Iterator_getp(it), pmax);
        continue;
      }
      ASSERT_EQ(info, GrB_SUCCESS);
      GrB_Index i, j;
      GxB_Matrix_Iterator_getIndex(it, &i, &j);
      // the entry found is the first one at or after position p in storage order
      auto e = std::find_if(want.begin(), want.end(), [&](const T3& x) { return x.i == i && x.j == j; });
      ASSERT_NE(e, want.end());
      EXPECT_EQ(GxB_Iterator_get_FP64(it), e->x);
      EXPECT_GE(GxB_Matrix_Iterator_getp(it), p);
    }
    OK(GrB_Matrix_free(&A));
  }
}

//------------------------------------------------------------------------------------------------
// every value getter
//------------------------------------------------------------------------------------------------

template <class T, class Build, class GetMacro, class GetFunc>
void check_getter(GrB_Type type, const T (&vals)[3], Build build, GetMacro get_macro, GetFunc get_func) {
  GrB_Matrix A = nullptr;
  ASSERT_EQ(GrB_Matrix_new(&A, type, 2, 3), GrB_SUCCESS);
  GrB_Index I[3] = {0, 1, 1}, J[3] = {2, 0, 1};
  ASSERT_EQ(build(A, I, J, vals, 3), GrB_SUCCESS);
  GxB_Iterator it = nullptr;
  ASSERT_EQ(GxB_Iterator_new(&it), GrB_SUCCESS);
  ASSERT_EQ(GxB_Matrix_Iterator_attach(it, A, nullptr), GrB_SUCCESS);
  EXPECT_EQ(it->type_size, sizeof(T));
  int k = 0;
  for (GrB_Info info = GxB_Matrix_Iterator_seek(it, 0); info != GxB_EXHAUSTED;
       info = GxB_Matrix_Iterator_next(it), k++) {
    ASSERT_LT(k, 3);
    T a = get_macro(it), b = get_func(it);
    EXPECT_TRUE(a == vals[k]) << "macro getter, entry " << k;
    EXPECT_TRUE(b == vals[k]) << "function getter, entry " << k;
  }
  EXPECT_EQ(k, 3);
  EXPECT_EQ(GxB_Iterator_free(&it), GrB_SUCCESS);
  EXPECT_EQ(it, nullptr);
  GrB_Matrix_free(&A);
}

#define GB_CHECK_GETTER(T, TYPE, PFX, SUFFIX, ...)                                                   \
  TEST(IteratorGet, SUFFIX) {                                                                       \
    const T vals[3] = {__VA_ARGS__};                                                                \
    check_getter<T>(TYPE, vals,                                                                     \
                    [](GrB_Matrix A, GrB_Index* I, GrB_Index* J, const T* X, GrB_Index n) {         \
                      return PFX##_Matrix_build_##SUFFIX(A, I, J, X, n, nullptr);                   \
                    },                                                                              \
                    [](GxB_Iterator it) { return GxB_Iterator_get_##SUFFIX(it); },                  \
                    [](GxB_Iterator it) { return (GxB_Iterator_get_##SUFFIX)(it); });               \
  }

GB_CHECK_GETTER(bool, GrB_BOOL, GrB, BOOL, true, false, true)
GB_CHECK_GETTER(int8_t, GrB_INT8, GrB, INT8, -128, 7, 127)
GB_CHECK_GETTER(int16_t, GrB_INT16, GrB, INT16, -32768, 300, 32767)
GB_CHECK_GETTER(int32_t, GrB_INT32, GrB, INT32, INT32_MIN, -5, INT32_MAX)
GB_CHECK_GETTER(int64_t, GrB_INT64, GrB, INT64, INT64_MIN, 1ll << 40, INT64_MAX)
GB_CHECK_GETTER(uint8_t, GrB_UINT8, GrB, UINT8, 0, 200, 255)
GB_CHECK_GETTER(uint16_t, GrB_UINT16, GrB, UINT16, 1, 40000, 65535)
GB_CHECK_GETTER(uint32_t, GrB_UINT32, GrB, UINT32, 3, 1u << 31, UINT32_MAX)
GB_CHECK_GETTER(uint64_t, GrB_UINT64, GrB, UINT64, 4, 1ull << 63, UINT64_MAX)
GB_CHECK_GETTER(float, GrB_FP32, GrB, FP32, -1.5f, 0.25f, 3e38f)
GB_CHECK_GETTER(double, GrB_FP64, GrB, FP64, -1e300, 0.125, 1e-300)
GB_CHECK_GETTER(GxB_FC32_t, GxB_FC32, GxB, FC32, GxB_FC32_t(1, -2), GxB_FC32_t(0.5f, 0), GxB_FC32_t(-3, 4))
GB_CHECK_GETTER(GxB_FC64_t, GxB_FC64, GxB, FC64, GxB_FC64_t(1, -2), GxB_FC64_t(0.5, 1e100), GxB_FC64_t(-3, 4))

struct Udt {
  double a;
  int32_t b;
  char c[12];
  bool operator==(const Udt& o) const { return std::memcmp(this, &o, sizeof *this) == 0; }
};

TEST(IteratorGet, UDT) {
  GrB_Type t = nullptr;
  OK(GrB_Type_new(&t, sizeof(Udt)));
  Udt vals[3];
  std::memset(vals, 0, sizeof vals);
  for (int k = 0; k < 3; k++) {
    vals[k].a = k + 0.5;
    vals[k].b = -k;
    std::snprintf(vals[k].c, sizeof vals[k].c, "udt-%d", k);
  }
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, t, 1, 3));
  GrB_Index I[3] = {0, 0, 0}, J[3] = {0, 1, 2};
  OK(GrB_Matrix_build_UDT(A, I, J, vals, 3, nullptr));
  GxB_Iterator it = nullptr;
  OK(GxB_Iterator_new(&it));
  OK(GxB_rowIterator_attach(it, A, nullptr));
  EXPECT_EQ(it->type_size, sizeof(Udt));
  int k = 0;
  GrB_Info info = GxB_rowIterator_seekRow(it, 0);
  while (info != GxB_EXHAUSTED) {
    while (info == GrB_SUCCESS) {
      ASSERT_LT(k, 3);
      Udt a, b;
      std::memset(&a, 0x11, sizeof a);
      std::memset(&b, 0x22, sizeof b);
      GxB_Iterator_get_UDT(it, &a);
      (GxB_Iterator_get_UDT)(it, &b);
      EXPECT_TRUE(a == vals[k]);
      EXPECT_TRUE(b == vals[k]);
      k++;
      info = GxB_rowIterator_nextCol(it);
    }
    info = GxB_rowIterator_nextRow(it);
  }
  EXPECT_EQ(k, 3);
  (GxB_Iterator_get_UDT)(it, nullptr);  // no crash
  OK(GxB_Iterator_free(&it));
  OK(GrB_Matrix_free(&A));
  OK(GrB_Type_free(&t));
}

//------------------------------------------------------------------------------------------------
// errors and robustness
//------------------------------------------------------------------------------------------------

TEST(Iterator, NewFreeAndNullArguments) {
  EXPECT_EQ(GxB_Iterator_new(nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Iterator_free(nullptr), GrB_SUCCESS);
  GxB_Iterator none = nullptr;
  EXPECT_EQ(GxB_Iterator_free(&none), GrB_SUCCESS);
  EXPECT_EQ(none, nullptr);

  GxB_Iterator it = nullptr;
  OK(GxB_Iterator_new(&it));
  ASSERT_NE(it, nullptr);
  EXPECT_EQ(it->header_size, sizeof(GB_Iterator_opaque));
  // a fresh iterator is attached to nothing: every move reports the end
  EXPECT_EQ(GxB_rowIterator_seekRow(it, 0), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_kseek(it, 0), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_nextRow(it), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_nextCol(it), GrB_NO_VALUE);
  EXPECT_EQ((GxB_colIterator_nextCol)(it), GxB_EXHAUSTED);
  EXPECT_EQ((GxB_colIterator_nextRow)(it), GrB_NO_VALUE);
  EXPECT_EQ(GxB_Matrix_Iterator_seek(it, 0), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_Matrix_Iterator_next(it), GxB_EXHAUSTED);
  EXPECT_EQ((GxB_Vector_Iterator_seek)(it, 0), GxB_EXHAUSTED);
  EXPECT_EQ((GxB_Vector_Iterator_next)(it), GxB_EXHAUSTED);
  EXPECT_EQ((GxB_Iterator_get_FP64)(it), 0.0);  // no values: the function forms return zero
  GrB_Index i = 5, j = 5;
  GxB_Matrix_Iterator_getIndex(it, &i, &j);

  GrB_Matrix A = make_matrix(5, 6, kSmall, GxB_BY_ROW);
  GB_Iterator_opaque before;
  std::memcpy(&before, it, sizeof before);
  // null iterator / null matrix
  EXPECT_EQ(GB_Iterator_attach(nullptr, A, GxB_BY_ROW, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_rowIterator_attach(nullptr, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_colIterator_attach(nullptr, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Iterator_attach(nullptr, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Vector_Iterator_attach(nullptr, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_rowIterator_attach(it, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Iterator_attach(it, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Vector_Iterator_attach(it, nullptr, nullptr), GrB_NULL_POINTER);
  // uninitialized matrix objects: zero-filled and garbage-filled memory
  alignas(64) unsigned char junk[1024];
  std::memset(junk, 0, sizeof junk);
  EXPECT_EQ(GxB_rowIterator_attach(it, reinterpret_cast<GrB_Matrix>(junk), nullptr), GrB_UNINITIALIZED_OBJECT);
  std::memset(junk, 0xa5, sizeof junk);
  EXPECT_EQ(GxB_Matrix_Iterator_attach(it, reinterpret_cast<GrB_Matrix>(junk), nullptr), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GxB_Vector_Iterator_attach(it, reinterpret_cast<GrB_Vector>(junk), nullptr), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(std::memcmp(&before, it, sizeof before), 0);
  // the descriptor is only a hint (SuiteSparse does not look at it either)
  OK(GxB_rowIterator_attach(it, A, GrB_DESC_R));

  // the exported functions tolerate a null iterator
  EXPECT_EQ(GB_Iterator_rc_seek(nullptr, 0, false), GrB_NULL_POINTER);
  EXPECT_EQ(GB_Iterator_rc_bitmap_next(nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GB_Vector_Iterator_bitmap_seek(nullptr, 0), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_rowIterator_seekRow)(nullptr, 0), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_rowIterator_kseek)(nullptr, 0), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_rowIterator_nextRow)(nullptr), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_rowIterator_nextCol)(nullptr), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_colIterator_seekCol)(nullptr, 0), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_colIterator_kseek)(nullptr, 0), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_colIterator_nextCol)(nullptr), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_colIterator_nextRow)(nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Iterator_seek(nullptr, 0), GrB_NULL_POINTER);
  EXPECT_EQ(GxB_Matrix_Iterator_next(nullptr), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_Vector_Iterator_seek)(nullptr, 0), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_Vector_Iterator_next)(nullptr), GrB_NULL_POINTER);
  EXPECT_EQ((GxB_rowIterator_kount)(nullptr), 0u);
  EXPECT_EQ((GxB_colIterator_kount)(nullptr), 0u);
  EXPECT_EQ((GxB_rowIterator_getRowIndex)(nullptr), 0u);
  EXPECT_EQ((GxB_rowIterator_getColIndex)(nullptr), 0u);
  EXPECT_EQ((GxB_colIterator_getRowIndex)(nullptr), 0u);
  EXPECT_EQ((GxB_colIterator_getColIndex)(nullptr), 0u);
  EXPECT_EQ(GxB_Matrix_Iterator_getpmax(nullptr), 0u);
  EXPECT_EQ(GxB_Matrix_Iterator_getp(nullptr), 0u);
  EXPECT_EQ((GxB_Vector_Iterator_getpmax)(nullptr), 0u);
  EXPECT_EQ((GxB_Vector_Iterator_getp)(nullptr), 0u);
  EXPECT_EQ((GxB_Vector_Iterator_getIndex)(nullptr), 0u);
  GxB_Matrix_Iterator_getIndex(nullptr, &i, &j);
  EXPECT_EQ((GxB_Iterator_get_BOOL)(nullptr), false);
  EXPECT_EQ((GxB_Iterator_get_INT32)(nullptr), 0);
  EXPECT_EQ((GxB_Iterator_get_FC64)(nullptr), GxB_FC64_t(0, 0));
  (GxB_Iterator_get_UDT)(nullptr, &i);

  OK(GxB_Iterator_free(&it));
  EXPECT_EQ(it, nullptr);
  OK(GrB_Matrix_free(&A));
}

}  // namespace
