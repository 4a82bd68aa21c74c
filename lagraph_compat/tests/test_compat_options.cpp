// The queries LAGraph makes of the library: version checks (GrB_get on GrB_GLOBAL, GxB_get with
// GxB_LIBRARY_VERSION / GxB_API_VERSION, GrB_getVersion), storage format queries on every format
// (GxB_get / GxB_Matrix_Option_get: GxB_SPARSITY_STATUS, GxB_SPARSITY_CONTROL, GxB_FORMAT,
// GxB_HYPER_SWITCH; GrB_get GrB_STORAGE_ORIENTATION_HINT), the global options LAGraph_Init and
// LAGraph_SetNumThreads touch, and the *_type_name queries behind LAGraph_Matrix_TypeName & co.
// The polymorphic macros are called from C (compat_c_api.c), as LAGraph calls them.
#include "compat_util.hpp"

#include <cstring>

using compat::kFormats;

namespace {

TEST(CompatVersion, EveryWayAgrees) {
  int32_t lib[3] = {-1, -1, -1}, api[3] = {-1, -1, -1}, gxb_lib[3], gxb_api[3];
  char name[256] = "";
  ASSERT_EQ(compat_c_global_versions(lib, api, gxb_lib, gxb_api, name, sizeof name), 0);
  // the header's numbers: what LAGraph compiles its checks against
  const int32_t want_lib[3] = {GxB_IMPLEMENTATION_MAJOR, GxB_IMPLEMENTATION_MINOR, GxB_IMPLEMENTATION_SUB};
  const int32_t want_api[3] = {GxB_SPEC_MAJOR, GxB_SPEC_MINOR, GxB_SPEC_SUB};
  for (int k = 0; k < 3; k++) {
    EXPECT_EQ(lib[k], want_lib[k]) << "GrB_LIBRARY_VER " << k;
    EXPECT_EQ(gxb_lib[k], want_lib[k]) << "GxB_LIBRARY_VERSION " << k;
    EXPECT_EQ(api[k], want_api[k]) << "GrB_API_VER " << k;
    EXPECT_EQ(gxb_api[k], want_api[k]) << "GxB_API_VERSION " << k;
  }
  // a SuiteSparse 7.4 drop-in: LAGraph's SuiteSparse code paths are compiled in on 7.x
  EXPECT_EQ(lib[0], 7);
  EXPECT_GE(GxB_IMPLEMENTATION, GxB_VERSION(7, 1, 0));
  EXPECT_GT(std::strlen(name), 0u);
  // the variadic and typed forms LAGraph 1.0/1.1 call directly
  int v[3] = {-1, -1, -1};
  ASSERT_EQ(GxB_Global_Option_get(GxB_LIBRARY_VERSION, v), GrB_SUCCESS);
  for (int k = 0; k < 3; k++) EXPECT_EQ(v[k], want_lib[k]);
  int32_t v32[3] = {-1, -1, -1};
  ASSERT_EQ(GxB_Global_Option_get_INT32(GxB_API_VERSION, v32), GrB_SUCCESS);
  for (int k = 0; k < 3; k++) EXPECT_EQ(v32[k], want_api[k]);
  int32_t major = -1;
  ASSERT_EQ(GrB_Global_get_INT32(GrB_GLOBAL, &major, GrB_LIBRARY_VER_MAJOR), GrB_SUCCESS);
  EXPECT_EQ(major, GxB_IMPLEMENTATION_MAJOR);
  unsigned int version = 0, subversion = 0;
  ASSERT_EQ(GrB_getVersion(&version, &subversion), GrB_SUCCESS);
  EXPECT_EQ(version, (unsigned)GRB_VERSION);
  EXPECT_EQ(subversion, (unsigned)GRB_SUBVERSION);
  EXPECT_GE(GRB_VERSION, 2) << "LAGraph.h requires the v2.0 C API";
  // the date and the mode LAGraph_Init was called with (lagraph_main: non-blocking)
  char* date = nullptr;
  ASSERT_EQ(GxB_Global_Option_get_CHAR(GxB_LIBRARY_DATE, &date), GrB_SUCCESS);
  ASSERT_NE(date, nullptr);
  EXPECT_GT(std::strlen(date), 0u);
  int32_t mode = -1;
  ASSERT_EQ(GxB_Global_Option_get_INT32(GxB_MODE, &mode), GrB_SUCCESS);
  EXPECT_TRUE(mode == GrB_NONBLOCKING || mode == GrB_BLOCKING);
}

// LAGraph_GetNumThreads / SetNumThreads and the default format it relies on (by row).
TEST(CompatGlobalOptions, ThreadsAndFormat) {
  int32_t nthreads = 0, format = -1;
  ASSERT_EQ(GxB_Global_Option_get_INT32(GxB_GLOBAL_NTHREADS, &nthreads), GrB_SUCCESS);
  EXPECT_GE(nthreads, 1);
  ASSERT_EQ(GxB_Global_Option_set_INT32(GxB_GLOBAL_NTHREADS, 1), GrB_SUCCESS);
  int32_t now = 0;
  ASSERT_EQ(GxB_Global_Option_get_INT32(GxB_GLOBAL_NTHREADS, &now), GrB_SUCCESS);
  EXPECT_EQ(now, 1);
  ASSERT_EQ(GxB_Global_Option_set_INT32(GxB_GLOBAL_NTHREADS, nthreads), GrB_SUCCESS);
  ASSERT_EQ(GxB_Global_Option_get_INT32(GxB_FORMAT, &format), GrB_SUCCESS);
  EXPECT_EQ(format, GxB_BY_ROW);
  // a new matrix takes the global format
  lg::Mat A;
  ASSERT_EQ(GrB_Matrix_new(&A.p, GrB_BOOL, 3, 3), GrB_SUCCESS);
  int32_t f = -1;
  ASSERT_EQ(GxB_Matrix_Option_get(A.p, GxB_FORMAT, &f), GrB_SUCCESS);  // the variadic form
  EXPECT_EQ(f, GxB_BY_ROW);
}

class CompatFormatQuery : public ::testing::TestWithParam<int> {};

TEST_P(CompatFormatQuery, GetMatchesWhatWasSet) {
  const compat::Format& fmt = kFormats[GetParam()];
  lg::Mat A;
  const auto ref = compat::reference_entries(6, 5, fmt.sparsity == GxB_FULL, 3);
  ASSERT_EQ(compat::matrix_from(&A.p, GrB_INT32, 6, 5, ref), GrB_SUCCESS);
  ASSERT_TRUE(compat::put_in_format(A.p, fmt));
  int32_t status = -1, control = -1, format = -1, hint = -1;
  double hyper_switch = -1;
  ASSERT_EQ(compat_c_matrix_format(A.p, &status, &control, &format, &hyper_switch, &hint), 0);
  EXPECT_EQ(status, fmt.sparsity);
  EXPECT_EQ(control, fmt.sparsity);
  EXPECT_EQ(format, fmt.by_row ? GxB_BY_ROW : GxB_BY_COL);
  EXPECT_EQ(hint, fmt.by_row ? GrB_ROWMAJOR : GrB_COLMAJOR);
  EXPECT_EQ(hyper_switch, GxB_HYPER_DEFAULT);
  // the variadic C++-callable form gives the same
  int32_t s2 = -1;
  ASSERT_EQ(GxB_Matrix_Option_get(A.p, GxB_SPARSITY_STATUS, &s2), GrB_SUCCESS);
  EXPECT_EQ(s2, status);
  // the values are untouched by the queries
  compat::Entries back;
  ASSERT_EQ(compat::entries_of(back, A.p), GrB_SUCCESS);
  EXPECT_EQ(back, ref);
}

INSTANTIATE_TEST_SUITE_P(Formats, CompatFormatQuery, ::testing::Range(0, 8),
                         [](const ::testing::TestParamInfo<int>& i) { return std::string(kFormats[i.param].name); });

// Hyper switch and the automatic choice: LAGraph sets GxB_HYPER_SWITCH / GxB_SPARSITY_CONTROL and
// reads them back.
TEST(CompatFormatQuery, HyperSwitchAndAutoSparsity) {
  lg::Mat A;
  ASSERT_EQ(GrB_Matrix_new(&A.p, GrB_FP64, 1000, 1000), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_setElement_FP64(A.p, 1, 3, 4), GrB_SUCCESS);
  ASSERT_EQ(GxB_Matrix_Option_set_FP64(A.p, GxB_HYPER_SWITCH, 0.25), GrB_SUCCESS);
  double h = 0;
  ASSERT_EQ(GxB_Matrix_Option_get_FP64(A.p, GxB_HYPER_SWITCH, &h), GrB_SUCCESS);
  EXPECT_EQ(h, 0.25);
  ASSERT_EQ(GxB_Matrix_Option_set_INT32(A.p, GxB_SPARSITY_CONTROL, GxB_AUTO_SPARSITY), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_wait(A.p, GrB_MATERIALIZE), GrB_SUCCESS);
  int32_t control = -1, status = -1;
  ASSERT_EQ(GxB_Matrix_Option_get_INT32(A.p, GxB_SPARSITY_CONTROL, &control), GrB_SUCCESS);
  ASSERT_EQ(GxB_Matrix_Option_get_INT32(A.p, GxB_SPARSITY_STATUS, &status), GrB_SUCCESS);
  EXPECT_EQ(control, GxB_AUTO_SPARSITY);
  // one entry in a 1000 x 1000 matrix: hypersparse (as SuiteSparse decides)
  EXPECT_EQ(status, GxB_HYPERSPARSE);
}

// Type names: the C names LAGraph's LAGraph_TypeFromName maps back, for every built-in type and
// a user-defined one, through GxB_Matrix/Vector/Scalar_type_name; GrB_get(GrB_EL_TYPE_STRING)
// gives the C API names (GrB_INT32, ...) for built-in types and the given name for a user type.
TEST(CompatTypeName, AllTypes) {
  const struct {
    GrB_Type type;
    const char* name;     // the C name (GxB_*_type_name)
    const char* grb_name;  // the C API 2.1 name (GrB_get GrB_EL_TYPE_STRING, as SuiteSparse 9)
  } types[] = {{GrB_BOOL, "bool", "GrB_BOOL"},           {GrB_INT8, "int8_t", "GrB_INT8"},
               {GrB_INT16, "int16_t", "GrB_INT16"},      {GrB_INT32, "int32_t", "GrB_INT32"},
               {GrB_INT64, "int64_t", "GrB_INT64"},      {GrB_UINT8, "uint8_t", "GrB_UINT8"},
               {GrB_UINT16, "uint16_t", "GrB_UINT16"},   {GrB_UINT32, "uint32_t", "GrB_UINT32"},
               {GrB_UINT64, "uint64_t", "GrB_UINT64"},   {GrB_FP32, "float", "GrB_FP32"},
               {GrB_FP64, "double", "GrB_FP64"},         {GxB_FC32, "float complex", "GxB_FC32"},
               {GxB_FC64, "double complex", "GxB_FC64"}};
  for (const auto& t : types) {
    lg::Mat A;
    lg::Vec v;
    GrB_Scalar s = nullptr;
    ASSERT_EQ(GrB_Matrix_new(&A.p, t.type, 2, 3), GrB_SUCCESS);
    ASSERT_EQ(GrB_Vector_new(&v.p, t.type, 4), GrB_SUCCESS);
    ASSERT_EQ(GrB_Scalar_new(&s, t.type), GrB_SUCCESS);
    char a[GxB_MAX_NAME_LEN] = "", b[GxB_MAX_NAME_LEN] = "", c[GxB_MAX_NAME_LEN] = "", d[GxB_MAX_NAME_LEN] = "";
    EXPECT_EQ(compat_c_type_names(A.p, v.p, s, a, b, c, d), 0) << t.name;
    GrB_Scalar_free(&s);
    EXPECT_STREQ(a, t.name);
    EXPECT_STREQ(b, t.name);
    EXPECT_STREQ(c, t.name);
    EXPECT_STREQ(d, t.grb_name);
    char tn[GxB_MAX_NAME_LEN] = "";
    ASSERT_EQ(GxB_Type_name(tn, t.type), GrB_SUCCESS);
    EXPECT_STREQ(tn, t.name);
    GrB_Type back = nullptr;
    ASSERT_EQ(GxB_Type_from_name(&back, t.name), GrB_SUCCESS);
    EXPECT_EQ(back, t.type) << t.name;
  }
  // a user-defined type keeps the name it was given
  GrB_Type udt = nullptr;
  ASSERT_EQ(GxB_Type_new(&udt, 16, "edge_t", "typedef struct { double w ; int64_t id ; } edge_t ;"), GrB_SUCCESS);
  {
    lg::Mat A;
    lg::Vec v;
    GrB_Scalar s = nullptr;
    ASSERT_EQ(GrB_Matrix_new(&A.p, udt, 2, 2), GrB_SUCCESS);
    ASSERT_EQ(GrB_Vector_new(&v.p, udt, 2), GrB_SUCCESS);
    ASSERT_EQ(GrB_Scalar_new(&s, udt), GrB_SUCCESS);
    char a[GxB_MAX_NAME_LEN] = "", b[GxB_MAX_NAME_LEN] = "", c[GxB_MAX_NAME_LEN] = "", d[GxB_MAX_NAME_LEN] = "";
    EXPECT_EQ(compat_c_type_names(A.p, v.p, s, a, b, c, d), 0);
    GrB_Scalar_free(&s);
    EXPECT_STREQ(a, "edge_t");
    EXPECT_STREQ(b, "edge_t");
    EXPECT_STREQ(c, "edge_t");
    // (GrB_EL_TYPE_STRING of a user type is its GrB_NAME, set with GrB_set, not checked here)
  }
  GrB_Type_free(&udt);
}

}  // namespace
