// Shared pieces of the LAGraph-pattern compatibility tests (test_compat_*.cpp): the eight storage
// formats of a SuiteSparse matrix, a reference matrix with known entries (empty rows and
// columns included), and conversion of a matrix to a sorted tuple list.
#pragma once

#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "lagraph_test_util.hpp"

namespace compat {

struct Format {
  const char* name;
  int32_t sparsity;  // GxB_SPARSE, GxB_HYPERSPARSE, GxB_BITMAP, GxB_FULL
  bool by_row;
};
// CSR, CSC, HyperCSR, HyperCSC, BitmapR, BitmapC, FullR, FullC
extern const Format kFormats[8];

using Entries = std::map<std::pair<GrB_Index, GrB_Index>, double>;

// An nrows-by-ncols FP64 matrix whose entries are integers (exact in any summation order): a
// deterministic pattern with empty rows and columns, or every entry when full is set.
Entries reference_entries(GrB_Index nrows, GrB_Index ncols, bool full, uint64_t seed);
GrB_Info matrix_from(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, const Entries& e);
// Store A in the format (sparsity control + orientation) and finish pending work; the format
// actually taken is checked with GxB_Matrix_Option_get (GxB_SPARSITY_STATUS, GxB_FORMAT).
::testing::AssertionResult put_in_format(GrB_Matrix A, const Format& f);
// Every entry of A (typecast to double).
GrB_Info entries_of(Entries& e, GrB_Matrix A);
std::string describe(const Entries& e, size_t max = 12);

}  // namespace compat

// Calls through the C header (the _Generic GrB_get / GxB_get macros LAGraph uses), in
// compat_c_api.c.
extern "C" {
int compat_c_global_versions(int32_t lib[3], int32_t api[3], int32_t gxb_lib[3], int32_t gxb_api[3],
                             char* name, size_t name_len);
int compat_c_matrix_format(GrB_Matrix A, int32_t* sparsity_status, int32_t* sparsity_control, int32_t* format,
                           double* hyper_switch, int32_t* orientation_hint);
int compat_c_type_names(GrB_Matrix A, GrB_Vector v, GrB_Scalar s, char* a, char* b, char* c, char* d);
}
