// Matrix Market files with LAGraph's "%%GraphBLAS type <ctype>" header, as LAGraph_MMWrite writes
// them and LAGraph_MMRead reads them, through lagraph_compat's grb_mmread: all 13 built-in types,
// each with its extreme values, read back exactly into a matrix of that type; symmetric typed
// files; values out of the type's range rejected; the typed files of ../shared/data when present.
#include "compat_util.hpp"

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <limits>

namespace {

// grb_mmread on the text of a file (through a temporary file, as a FILE* like LAGraph's).
GrB_Info read_text(GrB_Matrix* A, const std::string& text, std::string* msg_out = nullptr) {
  FILE* f = std::tmpfile();
  if (!f) return GrB_PANIC;
  std::fputs(text.c_str(), f);
  std::rewind(f);
  char msg[GRB_MSG_LEN] = "";
  const GrB_Info info = grb_mmread(A, f, msg);
  std::fclose(f);
  if (msg_out) *msg_out = msg;
  return info;
}

std::string typed_file(const char* field, const char* ctype, const char* symmetry,
                       const std::vector<std::string>& entries, int n = 3) {
  std::string s = std::string("%%MatrixMarket matrix coordinate ") + field + " " + symmetry + "\n";
  s += std::string("%%GraphBLAS type ") + ctype + "\n";
  s += "% written in the layout of LAGraph_MMWrite\n";
  s += std::to_string(n) + " " + std::to_string(n) + " " + std::to_string(entries.size()) + "\n";
  for (const auto& e : entries) s += e + "\n";
  return s;
}

void expect_type(GrB_Matrix A, GrB_Type want, const char* ctype) {
  GrB_Type t = nullptr;
  ASSERT_EQ(GxB_Matrix_type(&t, A), GrB_SUCCESS);
  EXPECT_EQ(t, want) << ctype;
  char name[GxB_MAX_NAME_LEN] = "";
  ASSERT_EQ(GxB_Matrix_type_name(name, A), GrB_SUCCESS);
  EXPECT_STREQ(name, ctype);
}

// Read a 3x3 file with entries (1,1)=lo, (2,3)=hi, (3,2)=mid of the given type and check them
// exactly with the typed extractElement.
template <class T>
void check_integer_type(GrB_Type type, const char* ctype, GrB_Info (*get)(T*, const GrB_Matrix, GrB_Index, GrB_Index)) {
  const T lo = std::numeric_limits<T>::min(), hi = std::numeric_limits<T>::max();
  const T mid = std::is_same<T, bool>::value ? T(1) : T(hi / 3);
  auto str = [](T v) { return std::is_signed<T>::value ? std::to_string((long long)v) : std::to_string((unsigned long long)v); };
  lg::Mat A;
  std::string msg;
  ASSERT_EQ(read_text(&A.p, typed_file("integer", ctype, "general", {"1 1 " + str(lo), "2 3 " + str(hi), "3 2 " + str(mid)}), &msg),
            GrB_SUCCESS)
      << ctype << ": " << msg;
  expect_type(A.p, type, ctype);
  GrB_Index nvals = 0;
  ASSERT_EQ(GrB_Matrix_nvals(&nvals, A.p), GrB_SUCCESS);
  EXPECT_EQ(nvals, 3u);
  T x{};
  ASSERT_EQ(get(&x, A.p, 0, 0), GrB_SUCCESS);
  EXPECT_EQ(x, lo) << ctype;
  ASSERT_EQ(get(&x, A.p, 1, 2), GrB_SUCCESS);
  EXPECT_EQ(x, hi) << ctype;
  ASSERT_EQ(get(&x, A.p, 2, 1), GrB_SUCCESS);
  EXPECT_EQ(x, mid) << ctype;
  EXPECT_EQ(get(&x, A.p, 1, 1), GrB_NO_VALUE);
  // one past the range is an error, and leaves no matrix behind
  if (!std::is_same<T, uint64_t>::value && !std::is_same<T, int64_t>::value) {
    lg::Mat B;
    const std::string over = std::is_same<T, bool>::value ? "2" : std::to_string((long long)hi + 1);
    EXPECT_NE(read_text(&B.p, typed_file("integer", ctype, "general", {"1 1 " + over})), GrB_SUCCESS) << ctype;
    EXPECT_EQ(B.p, nullptr);
  }
}

TEST(CompatMMRead, IntegerAndBoolTypes) {
  check_integer_type<bool>(GrB_BOOL, "bool", GrB_Matrix_extractElement_BOOL);
  check_integer_type<int8_t>(GrB_INT8, "int8_t", GrB_Matrix_extractElement_INT8);
  check_integer_type<int16_t>(GrB_INT16, "int16_t", GrB_Matrix_extractElement_INT16);
  check_integer_type<int32_t>(GrB_INT32, "int32_t", GrB_Matrix_extractElement_INT32);
  check_integer_type<int64_t>(GrB_INT64, "int64_t", GrB_Matrix_extractElement_INT64);
  check_integer_type<uint8_t>(GrB_UINT8, "uint8_t", GrB_Matrix_extractElement_UINT8);
  check_integer_type<uint16_t>(GrB_UINT16, "uint16_t", GrB_Matrix_extractElement_UINT16);
  check_integer_type<uint32_t>(GrB_UINT32, "uint32_t", GrB_Matrix_extractElement_UINT32);
  check_integer_type<uint64_t>(GrB_UINT64, "uint64_t", GrB_Matrix_extractElement_UINT64);
}

TEST(CompatMMRead, RealTypes) {
  {
    lg::Mat A;
    ASSERT_EQ(read_text(&A.p, typed_file("real", "float", "general", {"1 1 0.15625", "2 3 -3.4028234663852886e+38", "3 2 1e-30"})),
              GrB_SUCCESS);
    expect_type(A.p, GrB_FP32, "float");
    float x = 0;
    ASSERT_EQ(GrB_Matrix_extractElement_FP32(&x, A.p, 0, 0), GrB_SUCCESS);
    EXPECT_EQ(x, 0.15625f);
    ASSERT_EQ(GrB_Matrix_extractElement_FP32(&x, A.p, 1, 2), GrB_SUCCESS);
    EXPECT_EQ(x, -std::numeric_limits<float>::max());
    ASSERT_EQ(GrB_Matrix_extractElement_FP32(&x, A.p, 2, 1), GrB_SUCCESS);
    EXPECT_EQ(x, (float)1e-30);
  }
  {
    lg::Mat A;
    // %.17g round trip, as LAGraph_MMWrite prints doubles; inf and nan as it writes them
    ASSERT_EQ(read_text(&A.p, typed_file("real", "double", "general",
                                         {"1 1 3.1415926535897931", "2 3 -1.7976931348623157e+308", "3 2 4.9406564584124654e-324",
                                          "1 3 inf", "2 1 -inf", "3 3 nan"})),
              GrB_SUCCESS);
    expect_type(A.p, GrB_FP64, "double");
    double x = 0;
    ASSERT_EQ(GrB_Matrix_extractElement_FP64(&x, A.p, 0, 0), GrB_SUCCESS);
    EXPECT_EQ(x, 3.1415926535897931);
    ASSERT_EQ(GrB_Matrix_extractElement_FP64(&x, A.p, 1, 2), GrB_SUCCESS);
    EXPECT_EQ(x, -std::numeric_limits<double>::max());
    ASSERT_EQ(GrB_Matrix_extractElement_FP64(&x, A.p, 2, 1), GrB_SUCCESS);
    EXPECT_EQ(x, std::numeric_limits<double>::denorm_min());
    ASSERT_EQ(GrB_Matrix_extractElement_FP64(&x, A.p, 0, 2), GrB_SUCCESS);
    EXPECT_EQ(x, std::numeric_limits<double>::infinity());
    ASSERT_EQ(GrB_Matrix_extractElement_FP64(&x, A.p, 1, 0), GrB_SUCCESS);
    EXPECT_EQ(x, -std::numeric_limits<double>::infinity());
    ASSERT_EQ(GrB_Matrix_extractElement_FP64(&x, A.p, 2, 2), GrB_SUCCESS);
    EXPECT_TRUE(std::isnan(x));
  }
}

TEST(CompatMMRead, ComplexTypes) {
  {
    lg::Mat A;
    ASSERT_EQ(read_text(&A.p, typed_file("complex", "float complex", "general", {"1 1 1.5 -2.25", "3 2 0 1e10"})),
              GrB_SUCCESS);
    expect_type(A.p, GxB_FC32, "float complex");
    GxB_FC32_t x;
    ASSERT_EQ(GxB_Matrix_extractElement_FC32(&x, A.p, 0, 0), GrB_SUCCESS);
    EXPECT_EQ(x, GxB_FC32_t(1.5f, -2.25f));
    ASSERT_EQ(GxB_Matrix_extractElement_FC32(&x, A.p, 2, 1), GrB_SUCCESS);
    EXPECT_EQ(x, GxB_FC32_t(0.0f, 1e10f));
  }
  {
    lg::Mat A;
    // hermitian: the mirror entry is the conjugate
    ASSERT_EQ(read_text(&A.p, typed_file("complex", "double complex", "hermitian", {"2 1 0.1 -7", "3 3 2 0"})),
              GrB_SUCCESS);
    expect_type(A.p, GxB_FC64, "double complex");
    GxB_FC64_t x;
    ASSERT_EQ(GxB_Matrix_extractElement_FC64(&x, A.p, 1, 0), GrB_SUCCESS);
    EXPECT_EQ(x, GxB_FC64_t(0.1, -7));
    ASSERT_EQ(GxB_Matrix_extractElement_FC64(&x, A.p, 0, 1), GrB_SUCCESS);
    EXPECT_EQ(x, GxB_FC64_t(0.1, 7));
    GrB_Index nvals = 0;
    ASSERT_EQ(GrB_Matrix_nvals(&nvals, A.p), GrB_SUCCESS);
    EXPECT_EQ(nvals, 3u);
  }
  // a complex type with a real field is an error
  lg::Mat B;
  EXPECT_NE(read_text(&B.p, typed_file("real", "double complex", "general", {"1 1 1"})), GrB_SUCCESS);
  EXPECT_EQ(B.p, nullptr);
}

// Symmetric and skew-symmetric typed files (LAGraph_MMWrite writes the lower triangle) and a
// pattern file with a type; an unknown type name is an error.
TEST(CompatMMRead, SymmetryPatternAndBadType) {
  {
    lg::Mat A;
    ASSERT_EQ(read_text(&A.p, typed_file("integer", "int16_t", "skew-symmetric", {"2 1 -32767", "3 1 5"})), GrB_SUCCESS);
    expect_type(A.p, GrB_INT16, "int16_t");
    int16_t x = 0;
    ASSERT_EQ(GrB_Matrix_extractElement_INT16(&x, A.p, 0, 1), GrB_SUCCESS);
    EXPECT_EQ(x, 32767);
    ASSERT_EQ(GrB_Matrix_extractElement_INT16(&x, A.p, 2, 0), GrB_SUCCESS);
    EXPECT_EQ(x, 5);
    ASSERT_EQ(GrB_Matrix_extractElement_INT16(&x, A.p, 0, 2), GrB_SUCCESS);
    EXPECT_EQ(x, -5);
  }
  {
    lg::Mat A;
    ASSERT_EQ(read_text(&A.p, typed_file("pattern", "uint8_t", "symmetric", {"2 1", "3 3"})), GrB_SUCCESS);
    expect_type(A.p, GrB_UINT8, "uint8_t");
    compat::Entries e;
    ASSERT_EQ(compat::entries_of(e, A.p), GrB_SUCCESS);
    EXPECT_EQ(e, (compat::Entries{{{0, 1}, 1}, {{1, 0}, 1}, {{2, 2}, 1}}));
  }
  lg::Mat B;
  std::string msg;
  EXPECT_EQ(read_text(&B.p, typed_file("integer", "int128_t", "general", {"1 1 1"}), &msg), GrB_INVALID_VALUE);
  EXPECT_NE(msg.find("int128_t"), std::string::npos) << msg;
  EXPECT_EQ(B.p, nullptr);
}

// The typed copies of the book cover matrix in ../shared/data (LAGraph's data/matrix_<type>.mtx).
TEST(CompatMMRead, SharedTypedFiles) {
  const struct {
    const char* file;
    GrB_Type type;
    const char* ctype;
  } files[] = {{"matrix_bool.mtx", GrB_BOOL, "bool"},       {"matrix_int8.mtx", GrB_INT8, "int8_t"},
               {"matrix_int16.mtx", GrB_INT16, "int16_t"},  {"matrix_int32.mtx", GrB_INT32, "int32_t"},
               {"matrix_int64.mtx", GrB_INT64, "int64_t"},  {"matrix_uint8.mtx", GrB_UINT8, "uint8_t"},
               {"matrix_uint16.mtx", GrB_UINT16, "uint16_t"}, {"matrix_uint32.mtx", GrB_UINT32, "uint32_t"},
               {"matrix_uint64.mtx", GrB_UINT64, "uint64_t"}, {"matrix_fp32.mtx", GrB_FP32, "float"},
               {"matrix_fp64.mtx", GrB_FP64, "double"}};
  int found = 0;
  compat::Entries first;
  for (const auto& f : files) {
    const std::string path = std::string(GRB_SHARED_DATA) + "/" + f.file;
    FILE* fp = std::fopen(path.c_str(), "r");
    if (!fp) continue;
    found++;
    lg::Mat A;
    char msg[GRB_MSG_LEN] = "";
    const GrB_Info info = grb_mmread(&A.p, fp, msg);
    std::fclose(fp);
    ASSERT_EQ(info, GrB_SUCCESS) << f.file << ": " << msg;
    expect_type(A.p, f.type, f.ctype);
    compat::Entries e;
    ASSERT_EQ(compat::entries_of(e, A.p), GrB_SUCCESS);
    EXPECT_EQ(e.size(), 12u) << f.file;
    // every copy has the pattern of the first one
    if (found == 1) first = e;
    for (const auto& [ij, x] : first) EXPECT_EQ(e.count(ij), 1u) << f.file;
  }
  if (found == 0) GTEST_SKIP() << GRB_SHARED_DATA << " is absent";
}

}  // namespace
