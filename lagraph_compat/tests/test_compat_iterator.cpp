// GxB_Iterator as LAGraph and its users drive it: the macros of GraphBLAS.h read the iterator
// struct directly and call GB_Iterator_rc_seek / GB_Iterator_rc_bitmap_next, so these loops check
// the struct layout and the seek/next protocol on every storage format:
//  * row iterator y = A*x (the pattern of SuiteSparse's and LAGraph's rowIter_mv), empty rows
//    answering GrB_NO_VALUE, against a plain C++ product;
//  * the storage-orientation switch LAGraph makes before attaching (GrB_set ROWMAJOR hint);
//  * column iterator, entry iterator, vector iterator, partitioned kseek scans, pending work.
#include "compat_util.hpp"

#include <set>

using compat::Entries;
using compat::Format;
using compat::kFormats;

namespace {

struct Iter {
  GxB_Iterator p = nullptr;
  Iter() { EXPECT_EQ(GxB_Iterator_new(&p), GrB_SUCCESS); }
  ~Iter() { GxB_Iterator_free(&p); }
};

constexpr GrB_Index kRows = 9, kCols = 7;

class CompatIterator : public ::testing::TestWithParam<int> {
 protected:
  const Format& fmt() const { return kFormats[GetParam()]; }
  Entries ref;
  lg::Mat A;
  void SetUp() override {
    ref = compat::reference_entries(kRows, kCols, fmt().sparsity == GxB_FULL, 7 + GetParam());
    ASSERT_EQ(compat::matrix_from(&A.p, GrB_FP64, kRows, kCols, ref), GrB_SUCCESS);
    ASSERT_TRUE(compat::put_in_format(A.p, fmt()));
  }
};

std::string format_name(const ::testing::TestParamInfo<int>& info) { return kFormats[info.param].name; }
// the same fixture on the by-row formats (CSR, HyperCSR, BitmapR, FullR), the by-row formats that
// can have empty rows, and the by-column formats
class CompatRowIterator : public CompatIterator {};
class CompatRowIteratorEmptyRows : public CompatIterator {};
class CompatColIterator : public CompatIterator {};

// y = A*x with a row iterator, exactly the loop of rowIter_mv (GraphBLAS Demo / LAGraph).
TEST_P(CompatRowIterator, Mxv) {
  std::vector<double> x(kCols), y(kRows, 0), yref(kRows, 0);
  for (GrB_Index j = 0; j < kCols; j++) x[j] = (double)(j + 1);
  for (const auto& [ij, a] : ref) yref[ij.first] += a * x[ij.second];
  Iter it;
  ASSERT_EQ(GxB_rowIterator_attach(it.p, A.p, NULL), GrB_SUCCESS);
  const GrB_Index kount = GxB_rowIterator_kount(it.p);
  if (fmt().sparsity == GxB_HYPERSPARSE) {
    std::set<GrB_Index> rows;  // a hypersparse matrix stores its non-empty rows only
    for (const auto& e : ref) rows.insert(e.first.first);
    EXPECT_EQ(kount, rows.size());
    EXPECT_LE(kount, kRows - 2u);  // rows 1 and 4 are empty
  } else {
    EXPECT_EQ(kount, kRows);
  }
  GrB_Info info = GxB_rowIterator_seekRow(it.p, 0);
  GrB_Index rows_seen = 0, entries = 0, last_row = 0;
  std::set<GrB_Index> nonempty;
  while (info != GxB_EXHAUSTED) {
    ASSERT_TRUE(info == GrB_SUCCESS || info == GrB_NO_VALUE) << info;
    const GrB_Index i = GxB_rowIterator_getRowIndex(it.p);
    ASSERT_LT(i, kRows);
    if (rows_seen++) EXPECT_GT(i, last_row) << "rows in increasing order";
    last_row = i;
    double yi = 0;
    while (info == GrB_SUCCESS) {
      const GrB_Index j = GxB_rowIterator_getColIndex(it.p);
      ASSERT_LT(j, kCols);
      const double aij = GxB_Iterator_get_FP64(it.p);
      EXPECT_EQ(ref.count({i, j}), 1u) << "(" << i << "," << j << ") is not an entry";
      nonempty.insert(i);
      yi += aij * x[j];
      entries++;
      info = GxB_rowIterator_nextCol(it.p);
    }
    ASSERT_EQ(info, GrB_NO_VALUE) << "end of a row";
    y[i] = yi;
    info = GxB_rowIterator_nextRow(it.p);
  }
  EXPECT_EQ(entries, ref.size());
  EXPECT_EQ(rows_seen, kount);
  for (GrB_Index i = 0; i < kRows; i++) EXPECT_EQ(y[i], yref[i]) << "row " << i;
  // past the end stays exhausted; seeking a row beyond the last one too
  EXPECT_EQ(GxB_rowIterator_nextRow(it.p), GxB_EXHAUSTED);
  EXPECT_EQ(GxB_rowIterator_seekRow(it.p, kRows), GxB_EXHAUSTED);
}

// seekRow on an empty row: GrB_NO_VALUE on a sparse or bitmap matrix (the row exists, empty); on a
// hypersparse one the iterator moves to the next stored row.
TEST_P(CompatRowIteratorEmptyRows, SeekEmptyRow) {
  Iter it;
  ASSERT_EQ(GxB_rowIterator_attach(it.p, A.p, NULL), GrB_SUCCESS);
  GrB_Info info = GxB_rowIterator_seekRow(it.p, 4);
  if (fmt().sparsity == GxB_HYPERSPARSE) {
    ASSERT_NE(info, GxB_EXHAUSTED);
    EXPECT_EQ(GxB_rowIterator_getRowIndex(it.p), 5u);
  } else {
    EXPECT_EQ(info, GrB_NO_VALUE);
    EXPECT_EQ(GxB_rowIterator_getRowIndex(it.p), 4u);
  }
}

// LAGraph sets the row-major hint on a matrix before attaching a row iterator (a by-column matrix
// refuses one with GrB_NOT_IMPLEMENTED and must not be changed by the refusal).
TEST_P(CompatIterator, OrientationSwitchThenRowIterator) {
  Iter it;
  if (!fmt().by_row) {
    EXPECT_EQ(GxB_rowIterator_attach(it.p, A.p, NULL), GrB_NOT_IMPLEMENTED);
    Entries still;
    ASSERT_EQ(compat::entries_of(still, A.p), GrB_SUCCESS);
    EXPECT_EQ(still, ref);
  }
  ASSERT_EQ(GrB_Matrix_set_INT32(A.p, GrB_ROWMAJOR, GrB_STORAGE_ORIENTATION_HINT), GrB_SUCCESS);
  int32_t format = -1;
  ASSERT_EQ(GxB_Matrix_Option_get_INT32(A.p, GxB_FORMAT, &format), GrB_SUCCESS);
  EXPECT_EQ(format, GxB_BY_ROW);
  ASSERT_EQ(GxB_rowIterator_attach(it.p, A.p, NULL), GrB_SUCCESS);
  Entries seen;
  GrB_Info info = GxB_rowIterator_seekRow(it.p, 0);
  while (info != GxB_EXHAUSTED) {
    const GrB_Index i = GxB_rowIterator_getRowIndex(it.p);
    for (; info == GrB_SUCCESS; info = GxB_rowIterator_nextCol(it.p))
      seen[{i, GxB_rowIterator_getColIndex(it.p)}] = GxB_Iterator_get_FP64(it.p);
    info = GxB_rowIterator_nextRow(it.p);
  }
  EXPECT_EQ(seen, ref) << compat::describe(seen);
}

TEST_P(CompatColIterator, Entries) {
  Iter it;
  ASSERT_EQ(GxB_colIterator_attach(it.p, A.p, NULL), GrB_SUCCESS);
  Entries seen;
  GrB_Info info = GxB_colIterator_seekCol(it.p, 0);
  int64_t last = -1;
  while (info != GxB_EXHAUSTED) {
    const GrB_Index j = GxB_colIterator_getColIndex(it.p);
    EXPECT_GT((int64_t)j, last);
    last = (int64_t)j;
    int64_t last_i = -1;
    for (; info == GrB_SUCCESS; info = GxB_colIterator_nextRow(it.p)) {
      const GrB_Index i = GxB_colIterator_getRowIndex(it.p);
      EXPECT_GT((int64_t)i, last_i) << "rows of a column in increasing order";
      last_i = (int64_t)i;
      seen[{i, j}] = GxB_Iterator_get_FP64(it.p);
    }
    info = GxB_colIterator_nextCol(it.p);
  }
  EXPECT_EQ(seen, ref) << compat::describe(seen);
}

// The parallel pattern: kount vectors split in ranges, each scanned from kseek(k0) while k < k1.
TEST_P(CompatIterator, PartitionedKseekScan) {
  Iter it;
  const bool row = fmt().by_row;
  ASSERT_EQ(row ? GxB_rowIterator_attach(it.p, A.p, NULL) : GxB_colIterator_attach(it.p, A.p, NULL), GrB_SUCCESS);
  const GrB_Index kount = row ? GxB_rowIterator_kount(it.p) : GxB_colIterator_kount(it.p);
  Entries seen;
  const GrB_Index nparts = 3;
  for (GrB_Index part = 0; part < nparts; part++) {
    const GrB_Index k0 = kount * part / nparts, k1 = kount * (part + 1) / nparts;
    GrB_Info info = row ? GxB_rowIterator_kseek(it.p, k0) : GxB_colIterator_kseek(it.p, k0);
    for (GrB_Index k = k0; k < k1 && info != GxB_EXHAUSTED; k++) {
      const GrB_Index v = row ? GxB_rowIterator_getRowIndex(it.p) : GxB_colIterator_getColIndex(it.p);
      for (; info == GrB_SUCCESS; info = row ? GxB_rowIterator_nextCol(it.p) : GxB_colIterator_nextRow(it.p)) {
        const GrB_Index u = row ? GxB_rowIterator_getColIndex(it.p) : GxB_colIterator_getRowIndex(it.p);
        const auto key = row ? std::make_pair(v, u) : std::make_pair(u, v);
        EXPECT_EQ(seen.count(key), 0u) << "entry visited twice";
        seen[key] = GxB_Iterator_get_FP64(it.p);
      }
      info = row ? GxB_rowIterator_nextRow(it.p) : GxB_colIterator_nextCol(it.p);
    }
  }
  EXPECT_EQ(seen, ref) << compat::describe(seen);
}

// The entry iterator (functions, storage order) on every format.
TEST_P(CompatIterator, EntryIterator) {
  Iter it;
  ASSERT_EQ(GxB_Matrix_Iterator_attach(it.p, A.p, NULL), GrB_SUCCESS);
  const GrB_Index pmax = GxB_Matrix_Iterator_getpmax(it.p);
  EXPECT_GE(pmax, ref.size());
  Entries seen;
  for (GrB_Info info = GxB_Matrix_Iterator_seek(it.p, 0); info != GxB_EXHAUSTED;
       info = GxB_Matrix_Iterator_next(it.p)) {
    ASSERT_EQ(info, GrB_SUCCESS);
    EXPECT_LT(GxB_Matrix_Iterator_getp(it.p), pmax);
    GrB_Index i = kRows, j = kCols;
    GxB_Matrix_Iterator_getIndex(it.p, &i, &j);
    ASSERT_LT(i, kRows);
    ASSERT_LT(j, kCols);
    seen[{i, j}] = GxB_Iterator_get_FP64(it.p);
  }
  EXPECT_EQ(seen, ref) << compat::describe(seen);
}

INSTANTIATE_TEST_SUITE_P(Formats, CompatIterator, ::testing::Range(0, 8), format_name);
INSTANTIATE_TEST_SUITE_P(Formats, CompatRowIterator, ::testing::Values(0, 2, 4, 6), format_name);
INSTANTIATE_TEST_SUITE_P(Formats, CompatRowIteratorEmptyRows, ::testing::Values(0, 2, 4), format_name);
INSTANTIATE_TEST_SUITE_P(Formats, CompatColIterator, ::testing::Values(1, 3, 5, 7), format_name);

// Vectors (sparse, bitmap, full): the vector iterator's macros, summing values and indices.
TEST(CompatIteratorVector, EveryFormat) {
  const GrB_Index n = 50;
  for (int32_t sparsity : {GxB_SPARSE, GxB_BITMAP, GxB_FULL}) {
    lg::Vec v;
    ASSERT_EQ(GrB_Vector_new(&v.p, GrB_INT32, n), GrB_SUCCESS);
    int64_t ref_sum = 0, ref_isum = 0;
    GrB_Index ref_n = 0;
    for (GrB_Index i = 0; i < n; i++)
      if (sparsity == GxB_FULL || i % 7 == 3 || i == n - 1) {
        ASSERT_EQ(GrB_Vector_setElement_INT32(v.p, (int32_t)(3 * i) - 40, i), GrB_SUCCESS);
        ref_sum += 3 * (int64_t)i - 40;
        ref_isum += (int64_t)i;
        ref_n++;
      }
    ASSERT_EQ(GxB_Vector_Option_set_INT32(v.p, GxB_SPARSITY_CONTROL, sparsity), GrB_SUCCESS);
    ASSERT_EQ(GrB_Vector_wait(v.p, GrB_MATERIALIZE), GrB_SUCCESS);
    int32_t status = -1;
    ASSERT_EQ(GxB_Vector_Option_get_INT32(v.p, GxB_SPARSITY_STATUS, &status), GrB_SUCCESS);
    EXPECT_EQ(status, sparsity);
    Iter it;
    ASSERT_EQ(GxB_Vector_Iterator_attach(it.p, v.p, NULL), GrB_SUCCESS);
    int64_t sum = 0, isum = 0;
    GrB_Index count = 0;
    for (GrB_Info info = GxB_Vector_Iterator_seek(it.p, 0); info != GxB_EXHAUSTED;
         info = GxB_Vector_Iterator_next(it.p)) {
      ASSERT_EQ(info, GrB_SUCCESS);
      const GrB_Index i = GxB_Vector_Iterator_getIndex(it.p);
      ASSERT_LT(i, n);
      sum += GxB_Iterator_get_INT32(it.p);
      isum += (int64_t)i;
      count++;
    }
    EXPECT_EQ(count, ref_n) << "sparsity " << sparsity;
    EXPECT_EQ(sum, ref_sum) << "sparsity " << sparsity;
    EXPECT_EQ(isum, ref_isum) << "sparsity " << sparsity;
  }
}

// LAGraph attaches right after building or setting elements, without a GrB_wait: attach must
// finish the pending work first.
TEST(CompatIteratorPending, AttachSeesPendingElements) {
  lg::Mat A;
  ASSERT_EQ(GrB_Matrix_new(&A.p, GrB_INT64, 4, 4), GrB_SUCCESS);
  ASSERT_EQ(GxB_Matrix_Option_set_INT32(A.p, GxB_FORMAT, GxB_BY_ROW), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_INT64(A.p, 30, 3, 0), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_INT64(A.p, 12, 1, 2), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_INT64(A.p, 10, 1, 0), GrB_SUCCESS);
  Iter it;
  ASSERT_EQ(GxB_rowIterator_attach(it.p, A.p, NULL), GrB_SUCCESS);
  std::vector<std::tuple<GrB_Index, GrB_Index, int64_t>> seen;
  GrB_Info info = GxB_rowIterator_seekRow(it.p, 0);
  while (info != GxB_EXHAUSTED) {
    const GrB_Index i = GxB_rowIterator_getRowIndex(it.p);
    for (; info == GrB_SUCCESS; info = GxB_rowIterator_nextCol(it.p))
      seen.emplace_back(i, GxB_rowIterator_getColIndex(it.p), GxB_Iterator_get_INT64(it.p));
    info = GxB_rowIterator_nextRow(it.p);
  }
  const std::vector<std::tuple<GrB_Index, GrB_Index, int64_t>> want = {{1, 0, 10}, {1, 2, 12}, {3, 0, 30}};
  EXPECT_EQ(seen, want);
}

}  // namespace
