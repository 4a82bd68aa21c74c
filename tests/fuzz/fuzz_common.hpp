// Shared by the fuzz targets (libFuzzer entry points, also replayed by replay_main.cpp):
// GraphBLAS start-up, the set of valid return codes, and the check that an object is still valid.
#pragma once
#include <GraphBLAS.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace fuzz {

// Abort with a message: libFuzzer (and the replay driver) record the input as a crash.
[[noreturn]] inline void fail(const char* what, long code) {
  std::fprintf(stderr, "fuzz invariant violated: %s (%ld)\n", what, code);
  std::abort();
}

inline bool valid_info(GrB_Info info) {
  switch (info) {
    case GrB_SUCCESS: case GrB_NO_VALUE:
    case GrB_UNINITIALIZED_OBJECT: case GrB_NULL_POINTER: case GrB_INVALID_VALUE:
    case GrB_INVALID_INDEX: case GrB_DOMAIN_MISMATCH: case GrB_DIMENSION_MISMATCH:
    case GrB_OUTPUT_NOT_EMPTY: case GrB_NOT_IMPLEMENTED: case GrB_ALREADY_SET:
    case GrB_OUT_OF_MEMORY: case GrB_INSUFFICIENT_SPACE: case GrB_INVALID_OBJECT:
    case GrB_INDEX_OUT_OF_BOUNDS: case GrB_EMPTY_OBJECT:
      return true;
    default:
      return false;  // GrB_PANIC and anything outside the enum
  }
}

inline GrB_Info checked(GrB_Info info, const char* call) {
  if (!valid_info(info)) {
    std::fprintf(stderr, "%s returned %d\n", call, int(info));
    fail("invalid GrB_Info", long(info));
  }
  return info;
}

// A request above this many bytes is refused (the library must answer GrB_OUT_OF_MEMORY): objects
// of huge dimension must never need arrays sized by their dimension, and a refused request keeps
// AddressSanitizer's own size limit out of the way.
constexpr size_t kAllocLimit = size_t(1) << 30;
inline void* limited_malloc(size_t n) { return n > kAllocLimit ? nullptr : std::malloc(n); }
inline void* limited_calloc(size_t k, size_t n) {
  return (n != 0 && k > kAllocLimit / n) ? nullptr : std::calloc(k, n);
}
inline void* limited_realloc(void* p, size_t n) { return n > kAllocLimit ? nullptr : std::realloc(p, n); }

// Starts GraphBLAS once per process; GRB_FUZZ_MODE=blocking picks blocking mode (else non-blocking).
inline void start() {
  static bool started = false;
  if (started) return;
  const char* m = std::getenv("GRB_FUZZ_MODE");
  const GrB_Mode mode = (m && std::string_view(m) == "blocking") ? GrB_BLOCKING : GrB_NONBLOCKING;
  if (GxB_init(mode, limited_malloc, limited_calloc, limited_realloc, std::free) != GrB_SUCCESS)
    fail("GxB_init", 0);
  started = true;
}

// A matrix handle after any call, failed or not, must still finish its pending work and hand out
// its entries: wait, nvals and extractTuples succeed (or run out of memory), the tuple count is
// nvals and every index lies inside the dimensions. is_udt: read the values as raw bytes.
inline void check_matrix(GrB_Matrix A, size_t udt_size = 0) {
  if (A == nullptr) return;
  GrB_Info info = checked(GrB_Matrix_wait(A, GrB_MATERIALIZE), "GrB_Matrix_wait");
  if (info == GrB_OUT_OF_MEMORY) return;
  if (info != GrB_SUCCESS) fail("GrB_Matrix_wait on a live matrix", info);
  GrB_Index nrows = 0, ncols = 0, nvals = 0;
  if (checked(GrB_Matrix_nrows(&nrows, A), "nrows") != GrB_SUCCESS) fail("GrB_Matrix_nrows", 0);
  if (checked(GrB_Matrix_ncols(&ncols, A), "ncols") != GrB_SUCCESS) fail("GrB_Matrix_ncols", 0);
  info = checked(GrB_Matrix_nvals(&nvals, A), "GrB_Matrix_nvals");
  if (info == GrB_OUT_OF_MEMORY) return;
  if (info != GrB_SUCCESS) fail("GrB_Matrix_nvals on a live matrix", info);
  if (nvals > (GrB_Index(1) << 24)) return;  // a dense result of a large matrix: not read back
  if (nrows != 0 && ncols != 0 && nvals / ncols > nrows) fail("nvals above nrows*ncols", long(nvals));
  std::vector<GrB_Index> I(nvals + 1), J(nvals + 1);
  GrB_Index n = nvals;
  GrB_Type type = nullptr;
  if (checked(GxB_Matrix_type(&type, A), "GxB_Matrix_type") != GrB_SUCCESS) fail("GxB_Matrix_type", 0);
  if (udt_size != 0) {
    std::vector<unsigned char> X((nvals + 1) * udt_size);
    info = GrB_Matrix_extractTuples_UDT(I.data(), J.data(), X.data(), &n, A);
  } else if (type == GxB_FC32 || type == GxB_FC64) {
    std::vector<GxB_FC64_t> X(nvals + 1);
    info = GxB_Matrix_extractTuples_FC64(I.data(), J.data(), X.data(), &n, A);
  } else {
    std::vector<double> X(nvals + 1);
    info = GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &n, A);
  }
  checked(info, "GrB_Matrix_extractTuples");
  if (info == GrB_OUT_OF_MEMORY) return;
  if (info != GrB_SUCCESS) fail("extractTuples on a live matrix", info);
  if (n != nvals) fail("extractTuples count differs from nvals", long(n));
  for (GrB_Index k = 0; k < n; k++)
    if (I[k] >= nrows || J[k] >= ncols) fail("extracted index outside the dimensions", long(k));
}

// The same for a vector.
inline void check_vector(GrB_Vector v, size_t udt_size = 0) {
  if (v == nullptr) return;
  GrB_Info info = checked(GrB_Vector_wait(v, GrB_MATERIALIZE), "GrB_Vector_wait");
  if (info == GrB_OUT_OF_MEMORY) return;
  if (info != GrB_SUCCESS) fail("GrB_Vector_wait on a live vector", info);
  GrB_Index size = 0, nvals = 0;
  if (checked(GrB_Vector_size(&size, v), "size") != GrB_SUCCESS) fail("GrB_Vector_size", 0);
  info = checked(GrB_Vector_nvals(&nvals, v), "GrB_Vector_nvals");
  if (info == GrB_OUT_OF_MEMORY) return;
  if (info != GrB_SUCCESS) fail("GrB_Vector_nvals on a live vector", info);
  if (nvals > (GrB_Index(1) << 24)) return;
  if (nvals > size) fail("nvals above size", long(nvals));
  std::vector<GrB_Index> I(nvals + 1);
  GrB_Index n = nvals;
  GrB_Type type = nullptr;
  if (checked(GxB_Vector_type(&type, v), "GxB_Vector_type") != GrB_SUCCESS) fail("GxB_Vector_type", 0);
  if (udt_size != 0) {
    std::vector<unsigned char> X((nvals + 1) * udt_size);
    info = GrB_Vector_extractTuples_UDT(I.data(), X.data(), &n, v);
  } else if (type == GxB_FC32 || type == GxB_FC64) {
    std::vector<GxB_FC64_t> X(nvals + 1);
    info = GxB_Vector_extractTuples_FC64(I.data(), X.data(), &n, v);
  } else {
    std::vector<double> X(nvals + 1);
    info = GrB_Vector_extractTuples_FP64(I.data(), X.data(), &n, v);
  }
  checked(info, "GrB_Vector_extractTuples");
  if (info == GrB_OUT_OF_MEMORY) return;
  if (info != GrB_SUCCESS) fail("extractTuples on a live vector", info);
  if (n != nvals) fail("extractTuples count differs from nvals", long(n));
  for (GrB_Index k = 0; k < n; k++)
    if (I[k] >= size) fail("extracted index outside the size", long(k));
}

}  // namespace fuzz
