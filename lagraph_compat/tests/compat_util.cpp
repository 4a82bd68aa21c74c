#include "compat_util.hpp"

#include <sstream>

namespace compat {

const Format kFormats[8] = {{"CSR", GxB_SPARSE, true},      {"CSC", GxB_SPARSE, false},
                            {"HyperCSR", GxB_HYPERSPARSE, true}, {"HyperCSC", GxB_HYPERSPARSE, false},
                            {"BitmapR", GxB_BITMAP, true},  {"BitmapC", GxB_BITMAP, false},
                            {"FullR", GxB_FULL, true},      {"FullC", GxB_FULL, false}};

Entries reference_entries(GrB_Index nrows, GrB_Index ncols, bool full, uint64_t seed) {
  Entries e;
  uint64_t state = seed;
  for (GrB_Index i = 0; i < nrows; i++)
    for (GrB_Index j = 0; j < ncols; j++) {
      const uint64_t r = grb_splitmix64(&state);
      // rows 1 and 4 and column 2 stay empty; about a third of the rest is present
      const bool present = full || (i != 1 && i != 4 && j != 2 && r % 3 == 0);
      if (present) e[{i, j}] = (double)(1 + (int64_t)(r % 97)) * ((r >> 8) % 2 ? 1 : -1);
    }
  return e;
}

GrB_Info matrix_from(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, const Entries& e) {
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  for (const auto& [ij, x] : e) {
    I.push_back(ij.first);
    J.push_back(ij.second);
    X.push_back(x);
  }
  I.push_back(0);
  J.push_back(0);
  X.push_back(0);
  GrB_Info info = GrB_Matrix_new(A, type, nrows, ncols);
  if (info != GrB_SUCCESS) return info;
  return GrB_Matrix_build_FP64(*A, I.data(), J.data(), X.data(), e.size(), GrB_PLUS_FP64);
}

::testing::AssertionResult put_in_format(GrB_Matrix A, const Format& f) {
  GrB_Info info;
  if ((info = GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, f.by_row ? GxB_BY_ROW : GxB_BY_COL)) != GrB_SUCCESS)
    return ::testing::AssertionFailure() << "GxB_FORMAT set: " << info;
  if ((info = GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, f.sparsity)) != GrB_SUCCESS)
    return ::testing::AssertionFailure() << "GxB_SPARSITY_CONTROL set: " << info;
  if ((info = GrB_Matrix_wait(A, GrB_MATERIALIZE)) != GrB_SUCCESS)
    return ::testing::AssertionFailure() << "GrB_Matrix_wait: " << info;
  int32_t status = -1, format = -1;
  if ((info = GxB_Matrix_Option_get_INT32(A, GxB_SPARSITY_STATUS, &status)) != GrB_SUCCESS)
    return ::testing::AssertionFailure() << "GxB_SPARSITY_STATUS get: " << info;
  if ((info = GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, &format)) != GrB_SUCCESS)
    return ::testing::AssertionFailure() << "GxB_FORMAT get: " << info;
  if (status != f.sparsity || format != (f.by_row ? GxB_BY_ROW : GxB_BY_COL))
    return ::testing::AssertionFailure() << f.name << " requested, got sparsity " << status << " format " << format;
  return ::testing::AssertionSuccess();
}

GrB_Info entries_of(Entries& e, GrB_Matrix A) {
  e.clear();
  GrB_Index nvals;
  GrB_Info info = GrB_Matrix_nvals(&nvals, A);
  if (info != GrB_SUCCESS) return info;
  std::vector<GrB_Index> I(nvals + 1), J(nvals + 1);
  std::vector<double> X(nvals + 1);
  GrB_Index got = nvals;
  if ((info = GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &got, A)) != GrB_SUCCESS) return info;
  for (GrB_Index k = 0; k < got; k++) e[{I[k], J[k]}] = X[k];
  return GrB_SUCCESS;
}

std::string describe(const Entries& e, size_t max) {
  std::ostringstream s;
  s << e.size() << " entries:";
  size_t k = 0;
  for (const auto& [ij, x] : e) {
    if (k++ == max) {
      s << " ...";
      break;
    }
    s << " (" << ij.first << "," << ij.second << ")=" << x;
  }
  return s.str();
}

}  // namespace compat
