// GrB_get / GrB_set (C API 2.1) for every object kind: the fields of the spec's tables, the
// SuiteSparse 9 GxB fields (by their 7000+ numbers), GrB_NAME rules, GrB_SIZE of strings, and
// every error case.
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "test_util.hpp"

namespace {

// SuiteSparse 9's numbers of the GxB fields that GrB_get / GrB_set accept.
constexpr GrB_Field F_HYPER_SWITCH = GrB_Field(7000);
constexpr GrB_Field F_BITMAP_SWITCH = GrB_Field(7001);
constexpr GrB_Field F_FORMAT = GrB_Field(7002);
constexpr GrB_Field F_MODE = GrB_Field(7003);
constexpr GrB_Field F_LIBRARY_NAME = GrB_Field(7004);
constexpr GrB_Field F_LIBRARY_VERSION = GrB_Field(7005);
constexpr GrB_Field F_LIBRARY_DATE = GrB_Field(7006);
constexpr GrB_Field F_API_URL = GrB_Field(7015);
constexpr GrB_Field F_COMPILER_VERSION = GrB_Field(7016);
constexpr GrB_Field F_LIBRARY_OPENMP = GrB_Field(7018);
constexpr GrB_Field F_BURBLE = GrB_Field(7019);
constexpr GrB_Field F_PRINTF = GrB_Field(7020);
constexpr GrB_Field F_FLUSH = GrB_Field(7021);
constexpr GrB_Field F_PRINT_1BASED = GrB_Field(7023);
constexpr GrB_Field F_JIT_C_CONTROL = GrB_Field(7029);
constexpr GrB_Field F_JIT_CACHE_PATH = GrB_Field(7030);
constexpr GrB_Field F_SPARSITY_STATUS = GrB_Field(7034);
constexpr GrB_Field F_IS_HYPER = GrB_Field(7035);
constexpr GrB_Field F_SPARSITY_CONTROL = GrB_Field(7036);
constexpr GrB_Field F_MALLOC_FUNCTION = GrB_Field(7037);
constexpr GrB_Field F_FREE_FUNCTION = GrB_Field(7040);
constexpr GrB_Field F_JIT_C_NAME = GrB_Field(7041);
constexpr GrB_Field F_JIT_C_DEFINITION = GrB_Field(7042);
constexpr GrB_Field F_MONOID_IDENTITY = GrB_Field(7043);
constexpr GrB_Field F_MONOID_TERMINAL = GrB_Field(7044);
constexpr GrB_Field F_MONOID_OPERATOR = GrB_Field(7045);
constexpr GrB_Field F_SEMIRING_MONOID = GrB_Field(7046);
constexpr GrB_Field F_SEMIRING_MULTIPLY = GrB_Field(7047);
constexpr GrB_Field F_ISO = GrB_Field(7079);
constexpr GrB_Field F_NTHREADS = GrB_Field(7086);
constexpr GrB_Field F_CHUNK = GrB_Field(7087);
constexpr GrB_Field F_AxB_METHOD = GrB_Field(7090);
constexpr GrB_Field F_SORT = GrB_Field(7091);
constexpr GrB_Field F_COMPRESSION = GrB_Field(7092);
constexpr GrB_Field F_IMPORT = GrB_Field(7093);

// A string field through the two-step protocol: the size first, then the string.
template <class Obj, class GetSize, class GetString>
std::string get_string(Obj obj, GrB_Field field, GetSize get_size, GetString get_str) {
  size_t len = 0;
  EXPECT_EQ(get_size(obj, &len, field), GrB_SUCCESS);
  std::vector<char> buf(len + 8, 'X');
  EXPECT_EQ(get_str(obj, buf.data(), field), GrB_SUCCESS);
  EXPECT_EQ(std::strlen(buf.data()) + 1, len);
  return buf.data();
}

std::string type_name(GrB_Type t) { return get_string(t, GrB_NAME, GrB_Type_get_SIZE, GrB_Type_get_String); }
std::string matrix_string(GrB_Matrix A, GrB_Field f) {
  return get_string(A, f, GrB_Matrix_get_SIZE, GrB_Matrix_get_String);
}
std::string global_string(GrB_Field f) {
  return get_string(GrB_GLOBAL, f, GrB_Global_get_SIZE, GrB_Global_get_String);
}

int32_t scalar_int(GrB_Scalar s) {
  int32_t v = -999;
  EXPECT_EQ(GrB_Scalar_extractElement_INT32(&v, s), GrB_SUCCESS);
  return v;
}
double scalar_double(GrB_Scalar s) {
  double v = -999;
  EXPECT_EQ(GrB_Scalar_extractElement_FP64(&v, s), GrB_SUCCESS);
  return v;
}

void my_add(void* z, const void* x, const void* y) {
  *static_cast<double*>(z) = *static_cast<const double*>(x) + *static_cast<const double*>(y);
}
void my_neg(void* z, const void* x) { *static_cast<float*>(z) = -*static_cast<const float*>(x); }
void my_idx(void* z, const void* x, GrB_Index i, GrB_Index j, const void* y) {
  *static_cast<bool*>(z) = (int64_t(i) + int64_t(j)) < *static_cast<const int64_t*>(y) && x != nullptr;
}

int printf_calls = 0;
int counting_printf(const char*, ...) { return ++printf_calls; }
int counting_flush(void) { return 0; }

}  // namespace

//------------------------------------------------------------------------------------------------
// GrB_GLOBAL
//------------------------------------------------------------------------------------------------
TEST(GetSet, GlobalVersionsAndMode) {
  int32_t v = -1;
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_LIBRARY_VER_MAJOR));
  EXPECT_EQ(v, GxB_IMPLEMENTATION_MAJOR);
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_LIBRARY_VER_MINOR));
  EXPECT_EQ(v, GxB_IMPLEMENTATION_MINOR);
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_LIBRARY_VER_PATCH));
  EXPECT_EQ(v, GxB_IMPLEMENTATION_SUB);
  unsigned ver = 0, sub = 0;
  OK(GrB_getVersion(&ver, &sub));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_API_VER_MAJOR));
  EXPECT_EQ(unsigned(v), ver);
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_API_VER_MINOR));
  EXPECT_EQ(unsigned(v), sub);
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_API_VER_PATCH));
  EXPECT_EQ(v, GxB_SPEC_SUB);
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_BLOCKING_MODE));
  EXPECT_EQ(v, int32_t(grb_test_mode));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, F_MODE));
  EXPECT_EQ(v, int32_t(grb_test_mode));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, F_LIBRARY_OPENMP));
  EXPECT_TRUE(v == 0 || v == 1);
  // through a scalar, of any type that can hold it
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  OK(GrB_Global_get_Scalar(GrB_GLOBAL, s, GrB_LIBRARY_VER_MAJOR));
  EXPECT_EQ(scalar_double(s), GxB_IMPLEMENTATION_MAJOR);
  // read only
  EXPECT_EQ(GrB_Global_set_INT32(GrB_GLOBAL, 1, GrB_BLOCKING_MODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Global_set_INT32(GrB_GLOBAL, 9, GrB_LIBRARY_VER_MAJOR), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Global_set_Scalar(GrB_GLOBAL, s, GrB_API_VER_MAJOR), GrB_INVALID_VALUE);
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_BLOCKING_MODE));
  EXPECT_EQ(v, int32_t(grb_test_mode));
  GrB_Scalar_free(&s);
}

// Every identity query of the library, through every entry point that answers it, against the
// header's macros: programs compare them (LAGraph's LAGraph_Init test checks that the runtime
// GxB_LIBRARY_DATE equals GxB_IMPLEMENTATION_DATE), and SuiteSparse 7.4 returns its macros.
TEST(GetSet, IdentityQueriesMatchTheHeader) {
  struct Str {
    GxB_Option_Field gxb;
    int grb;  // SuiteSparse 9's GrB_get number of the same field
    const char* header;  // the macro's value; null: no macro, any non-empty string
  };
  const Str strings[] = {
      {GxB_LIBRARY_NAME, 7004, GxB_IMPLEMENTATION_NAME},
      {GxB_LIBRARY_DATE, 7006, GxB_IMPLEMENTATION_DATE},
      {GxB_LIBRARY_ABOUT, 7007, GxB_IMPLEMENTATION_ABOUT},
      {GxB_LIBRARY_URL, 7008, nullptr},
      {GxB_LIBRARY_LICENSE, 7009, GxB_IMPLEMENTATION_LICENSE},
      {GxB_LIBRARY_COMPILE_DATE, 7010, nullptr},
      {GxB_LIBRARY_COMPILE_TIME, 7011, nullptr},
      {GxB_API_DATE, 7013, GxB_SPEC_DATE},
      {GxB_API_ABOUT, 7014, GxB_SPEC_ABOUT},
      {GxB_API_URL, 7015, "http://graphblas.org"},
      {GxB_COMPILER_NAME, 7017, nullptr},
  };
  for (const Str& f : strings) {
    SCOPED_TRACE(f.grb);
    char* typed = nullptr;
    OK(GxB_Global_Option_get_CHAR(f.gxb, &typed));
    ASSERT_NE(typed, nullptr);
    char* variadic = nullptr;
    OK(GxB_Global_Option_get(f.gxb, &variadic));
    ASSERT_NE(variadic, nullptr);
    const std::string via_get = global_string(GrB_Field(f.grb));
    if (f.header) {
      EXPECT_STREQ(typed, f.header);
    } else {
      EXPECT_GT(std::strlen(typed), 0u);
    }
    EXPECT_STREQ(variadic, typed);
    EXPECT_EQ(via_get, std::string(typed));
  }
  // GrB_NAME of GrB_GLOBAL is the library name
  EXPECT_EQ(global_string(GrB_NAME), GxB_IMPLEMENTATION_NAME);
  // versions: GxB's int[3], GrB_get's int32[3] (VOID) and its scalar fields, GrB_getVersion
  const int lib[3] = {GxB_IMPLEMENTATION_MAJOR, GxB_IMPLEMENTATION_MINOR, GxB_IMPLEMENTATION_SUB};
  const int api[3] = {GxB_SPEC_MAJOR, GxB_SPEC_MINOR, GxB_SPEC_SUB};
  struct Ver {
    GxB_Option_Field gxb;
    int grb;
    const int* want;
    GrB_Field parts[3];
  };
  const Ver versions[] = {
      {GxB_LIBRARY_VERSION, 7005, lib, {GrB_LIBRARY_VER_MAJOR, GrB_LIBRARY_VER_MINOR, GrB_LIBRARY_VER_PATCH}},
      {GxB_API_VERSION, 7012, api, {GrB_API_VER_MAJOR, GrB_API_VER_MINOR, GrB_API_VER_PATCH}},
  };
  for (const Ver& f : versions) {
    SCOPED_TRACE(f.grb);
    int32_t typed[3] = {-1, -1, -1}, variadic[3] = {-1, -1, -1}, via_get[3] = {-1, -1, -1};
    OK(GxB_Global_Option_get_INT32(f.gxb, typed));
    OK(GxB_Global_Option_get(f.gxb, variadic));
    OK(GrB_Global_get_VOID(GrB_GLOBAL, via_get, GrB_Field(f.grb)));
    for (int k = 0; k < 3; k++) {
      EXPECT_EQ(typed[k], f.want[k]);
      EXPECT_EQ(variadic[k], f.want[k]);
      EXPECT_EQ(via_get[k], f.want[k]);
      int32_t part = -1;
      OK(GrB_Global_get_INT32(GrB_GLOBAL, &part, f.parts[k]));
      EXPECT_EQ(part, f.want[k]);
    }
  }
  EXPECT_EQ(GxB_IMPLEMENTATION, GxB_VERSION(lib[0], lib[1], lib[2]));
  unsigned int version = 0, subversion = 0;
  OK(GrB_getVersion(&version, &subversion));
  EXPECT_EQ(version, unsigned(GRB_VERSION));
  EXPECT_EQ(subversion, unsigned(GRB_SUBVERSION));
  EXPECT_EQ(unsigned(GRB_VERSION), unsigned(GxB_SPEC_MAJOR));
  EXPECT_EQ(unsigned(GRB_SUBVERSION), unsigned(GxB_SPEC_MINOR));
}

TEST(GetSet, GlobalStrings) {
  const std::string name = global_string(GrB_NAME);
  char* lib = nullptr;
  OK(GxB_Global_Option_get_CHAR(GxB_LIBRARY_NAME, &lib));
  EXPECT_EQ(name, std::string(lib));
  EXPECT_EQ(global_string(F_LIBRARY_NAME), name);
  char* date = nullptr;
  OK(GxB_Global_Option_get_CHAR(GxB_LIBRARY_DATE, &date));
  EXPECT_EQ(global_string(F_LIBRARY_DATE), std::string(date));
  EXPECT_EQ(global_string(F_API_URL), "http://graphblas.org");
  // the library name cannot be set; nor can a string field be read as an int
  char newname[] = "other";
  EXPECT_EQ(GrB_Global_set_String(GrB_GLOBAL, newname, GrB_NAME), GrB_INVALID_VALUE);
  int32_t v = -5;
  EXPECT_EQ(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(v, -5);
  char buf[16];
  EXPECT_EQ(GrB_Global_get_String(GrB_GLOBAL, buf, GrB_BLOCKING_MODE), GrB_INVALID_VALUE);
  // the JIT cache path can be set and read
  const std::string old = global_string(F_JIT_CACHE_PATH);
  char path[] = "/tmp/grb_test_cache";
  OK(GrB_Global_set_String(GrB_GLOBAL, path, F_JIT_CACHE_PATH));
  EXPECT_EQ(global_string(F_JIT_CACHE_PATH), "/tmp/grb_test_cache");
  std::vector<char> restore(old.begin(), old.end());
  restore.push_back('\0');
  OK(GrB_Global_set_String(GrB_GLOBAL, restore.data(), F_JIT_CACHE_PATH));
}

TEST(GetSet, GlobalOrientationAndOptions) {
  int32_t v = -1;
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_ROWMAJOR);
  OK(GrB_Global_set_INT32(GrB_GLOBAL, GrB_COLMAJOR, GrB_STORAGE_ORIENTATION_HINT));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_COLMAJOR);
  GxB_Format_Value fmt = GxB_NO_FORMAT;
  OK(GxB_Global_Option_get_INT32(GxB_FORMAT, reinterpret_cast<int32_t*>(&fmt)));
  EXPECT_EQ(fmt, GxB_BY_COL);
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_INT32, 3, 3));
  OK(GrB_Matrix_get_INT32(A, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_COLMAJOR);
  GrB_Matrix_free(&A);
  // GrB_BOTH and GrB_UNKNOWN mean by row; other values are invalid
  OK(GrB_Global_set_INT32(GrB_GLOBAL, GrB_BOTH, GrB_STORAGE_ORIENTATION_HINT));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_ROWMAJOR);
  OK(GrB_Global_set_INT32(GrB_GLOBAL, GrB_COLMAJOR, GrB_STORAGE_ORIENTATION_HINT));
  OK(GrB_Global_set_INT32(GrB_GLOBAL, GrB_UNKNOWN, GrB_STORAGE_ORIENTATION_HINT));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_ROWMAJOR);
  EXPECT_EQ(GrB_Global_set_INT32(GrB_GLOBAL, 7, GrB_STORAGE_ORIENTATION_HINT), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Global_set_INT32(GrB_GLOBAL, -1, GrB_STORAGE_ORIENTATION_HINT), GrB_INVALID_VALUE);
  // GxB_FORMAT by its SuiteSparse 9 number
  OK(GrB_Global_set_INT32(GrB_GLOBAL, GxB_BY_COL, F_FORMAT));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, F_FORMAT));
  EXPECT_EQ(v, GxB_BY_COL);
  EXPECT_EQ(GrB_Global_set_INT32(GrB_GLOBAL, 5, F_FORMAT), GrB_INVALID_VALUE);
  OK(GrB_Global_set_INT32(GrB_GLOBAL, GxB_BY_ROW, F_FORMAT));
  // the 7.4 numbers of GxB_Option_Field are not GrB_Field values: GxB_FORMAT (1) is
  // GrB_MASK_FIELD, which the global object does not have
  EXPECT_EQ(GrB_Global_set_INT32(GrB_GLOBAL, GxB_BY_COL, GrB_Field(GxB_FORMAT)), GrB_INVALID_VALUE);
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_ROWMAJOR);
  // hyper switch and chunk (doubles, through a scalar)
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  OK(GrB_Global_get_Scalar(GrB_GLOBAL, s, F_HYPER_SWITCH));
  const double hs = scalar_double(s);
  OK(GrB_Scalar_setElement_FP64(s, 0.25));
  OK(GrB_Global_set_Scalar(GrB_GLOBAL, s, F_HYPER_SWITCH));
  double d = 0;
  OK(GxB_Global_Option_get_FP64(GxB_HYPER_SWITCH, &d));
  EXPECT_EQ(d, 0.25);
  OK(GrB_Scalar_setElement_FP64(s, hs));
  OK(GrB_Global_set_Scalar(GrB_GLOBAL, s, F_HYPER_SWITCH));
  OK(GrB_Global_get_Scalar(GrB_GLOBAL, s, F_CHUNK));
  const double chunk = scalar_double(s);
  OK(GrB_Scalar_setElement_FP64(s, 1000));
  OK(GrB_Global_set_Scalar(GrB_GLOBAL, s, F_CHUNK));
  OK(GxB_Global_Option_get_FP64(GxB_GLOBAL_CHUNK, &d));
  EXPECT_EQ(d, 1000);
  OK(GrB_Scalar_setElement_FP64(s, chunk));
  OK(GrB_Global_set_Scalar(GrB_GLOBAL, s, F_CHUNK));
  // an empty scalar
  OK(GrB_Scalar_clear(s));
  EXPECT_EQ(GrB_Global_set_Scalar(GrB_GLOBAL, s, F_HYPER_SWITCH), GrB_EMPTY_OBJECT);
  EXPECT_EQ(GrB_Global_set_Scalar(GrB_GLOBAL, s, F_BURBLE), GrB_EMPTY_OBJECT);
  // integers: burble, 1-based printing, threads, JIT control
  OK(GrB_Global_set_INT32(GrB_GLOBAL, 1, F_PRINT_1BASED));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, F_PRINT_1BASED));
  EXPECT_EQ(v, 1);
  OK(GrB_Global_set_INT32(GrB_GLOBAL, 0, F_PRINT_1BASED));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, F_BURBLE));
  EXPECT_EQ(v, 0);
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, F_NTHREADS));
  EXPECT_GE(v, 1);
  const int32_t nthreads = v;
  OK(GrB_Global_set_INT32(GrB_GLOBAL, 1, F_NTHREADS));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, F_NTHREADS));
  EXPECT_EQ(v, 1);
  OK(GrB_Global_set_INT32(GrB_GLOBAL, nthreads, F_NTHREADS));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, F_JIT_C_CONTROL));
  const int32_t jit = v;
  OK(GrB_Global_set_INT32(GrB_GLOBAL, 1, F_JIT_C_CONTROL));
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &v, F_JIT_C_CONTROL));
  EXPECT_EQ(v, 1);
  EXPECT_EQ(GrB_Global_set_INT32(GrB_GLOBAL, 9, F_JIT_C_CONTROL), GrB_INVALID_VALUE);
  OK(GrB_Global_set_INT32(GrB_GLOBAL, jit, F_JIT_C_CONTROL));
  GrB_Scalar_free(&s);
}

TEST(GetSet, GlobalVoidFields) {
  size_t size = 0;
  OK(GrB_Global_get_SIZE(GrB_GLOBAL, &size, F_BITMAP_SWITCH));
  EXPECT_EQ(size, sizeof(double) * GxB_NBITMAP_SWITCH);
  double b[GxB_NBITMAP_SWITCH] = {};
  OK(GrB_Global_get_VOID(GrB_GLOBAL, b, F_BITMAP_SWITCH));
  double b2[GxB_NBITMAP_SWITCH];
  for (int k = 0; k < GxB_NBITMAP_SWITCH; k++) b2[k] = 0.01 * (k + 1);
  OK(GrB_Global_set_VOID(GrB_GLOBAL, b2, F_BITMAP_SWITCH, sizeof b2));
  double b3[GxB_NBITMAP_SWITCH] = {};
  OK(GrB_Global_get_VOID(GrB_GLOBAL, b3, F_BITMAP_SWITCH));
  // kept in single precision, as SuiteSparse keeps them
  for (int k = 0; k < GxB_NBITMAP_SWITCH; k++) EXPECT_EQ(b3[k], double(float(b2[k])));
  EXPECT_EQ(GrB_Global_set_VOID(GrB_GLOBAL, b2, F_BITMAP_SWITCH, sizeof(double)), GrB_INVALID_VALUE);
  OK(GrB_Global_set_VOID(GrB_GLOBAL, b, F_BITMAP_SWITCH, sizeof b));  // restore
  // compiler and library versions: 3 ints
  OK(GrB_Global_get_SIZE(GrB_GLOBAL, &size, F_COMPILER_VERSION));
  EXPECT_EQ(size, 3 * sizeof(int32_t));
  int32_t ver[3] = {-1, -1, -1};
  OK(GrB_Global_get_VOID(GrB_GLOBAL, ver, F_LIBRARY_VERSION));
  EXPECT_EQ(ver[0], GxB_IMPLEMENTATION_MAJOR);
  EXPECT_EQ(ver[1], GxB_IMPLEMENTATION_MINOR);
  OK(GrB_Global_get_VOID(GrB_GLOBAL, ver, F_COMPILER_VERSION));
  EXPECT_GE(ver[0], 0);
  // the memory functions
  void* fn = nullptr;
  OK(GrB_Global_get_SIZE(GrB_GLOBAL, &size, F_MALLOC_FUNCTION));
  EXPECT_EQ(size, sizeof(void*));
  OK(GrB_Global_get_VOID(GrB_GLOBAL, &fn, F_MALLOC_FUNCTION));
  EXPECT_NE(fn, nullptr);
  fn = nullptr;
  OK(GrB_Global_get_VOID(GrB_GLOBAL, &fn, F_FREE_FUNCTION));
  EXPECT_NE(fn, nullptr);
  // printf and flush: the value is the function pointer itself
  OK(GrB_Global_set_VOID(GrB_GLOBAL, reinterpret_cast<void*>(&counting_printf), F_PRINTF, sizeof(void*)));
  OK(GrB_Global_set_VOID(GrB_GLOBAL, reinterpret_cast<void*>(&counting_flush), F_FLUSH, sizeof(void*)));
  void* got = nullptr;
  OK(GrB_Global_get_VOID(GrB_GLOBAL, &got, F_PRINTF));
  EXPECT_EQ(got, reinterpret_cast<void*>(&counting_printf));
  printf_calls = 0;
  OK(GxB_Type_fprint(GrB_BOOL, "b", GxB_SUMMARY, nullptr));
  EXPECT_GT(printf_calls, 0);
  EXPECT_EQ(GrB_Global_set_VOID(GrB_GLOBAL, reinterpret_cast<void*>(&counting_printf), F_PRINTF, 3),
            GrB_INVALID_VALUE);
  OK(GrB_Global_set_VOID(GrB_GLOBAL, nullptr, F_PRINTF, sizeof(void*)));
  OK(GrB_Global_set_VOID(GrB_GLOBAL, nullptr, F_FLUSH, sizeof(void*)));
  OK(GrB_Global_get_VOID(GrB_GLOBAL, &got, F_PRINTF));
  EXPECT_EQ(got, nullptr);
  // fields that are not void *
  EXPECT_EQ(GrB_Global_get_VOID(GrB_GLOBAL, &got, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Global_set_VOID(GrB_GLOBAL, b, GrB_NAME, 8), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Global_get_SIZE(GrB_GLOBAL, &size, GrB_BLOCKING_MODE), GrB_INVALID_VALUE);
}

TEST(GetSet, GlobalErrors) {
  int32_t v = 0;
  size_t sz = 0;
  char buf[64];
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_INT32));
  EXPECT_EQ(GrB_Global_get_INT32(nullptr, &v, GrB_BLOCKING_MODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Global_get_INT32(GrB_GLOBAL, nullptr, GrB_BLOCKING_MODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Global_get_SIZE(GrB_GLOBAL, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Global_get_String(GrB_GLOBAL, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Global_get_VOID(GrB_GLOBAL, nullptr, F_BITMAP_SWITCH), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Global_get_Scalar(GrB_GLOBAL, nullptr, GrB_BLOCKING_MODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Global_set_String(GrB_GLOBAL, nullptr, F_JIT_CACHE_PATH), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Global_set_Scalar(GrB_GLOBAL, nullptr, F_HYPER_SWITCH), GrB_NULL_POINTER);
  // not the global object
  alignas(64) unsigned char junk[256] = {};
  GrB_Global g = reinterpret_cast<GrB_Global>(junk);
  EXPECT_EQ(GrB_Global_get_INT32(g, &v, GrB_BLOCKING_MODE), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_Global_get_SIZE(g, &sz, GrB_NAME), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_Global_set_INT32(g, 1, F_BURBLE), GrB_UNINITIALIZED_OBJECT);
  // unknown fields, and fields of other objects
  EXPECT_EQ(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_Field(12345)), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_EL_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Global_get_INT32(GrB_GLOBAL, &v, GrB_OUTP_FIELD), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Global_get_String(GrB_GLOBAL, buf, GrB_EL_TYPE_STRING), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Global_get_Scalar(GrB_GLOBAL, s, GrB_SIZE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Global_set_Scalar(GrB_GLOBAL, s, GrB_NAME), GrB_INVALID_VALUE);
  // a user-defined scalar type cannot hold an int
  GrB_Type T = nullptr;
  OK(GrB_Type_new(&T, 3));
  GrB_Scalar u = nullptr;
  OK(GrB_Scalar_new(&u, T));
  EXPECT_EQ(GrB_Global_get_Scalar(GrB_GLOBAL, u, GrB_BLOCKING_MODE), GrB_DOMAIN_MISMATCH);
  GrB_Scalar_free(&u);
  GrB_Type_free(&T);
  GrB_Scalar_free(&s);
}

//------------------------------------------------------------------------------------------------
// GrB_Type
//------------------------------------------------------------------------------------------------
TEST(GetSet, BuiltinTypes) {
  struct Expect {
    GrB_Type t;
    const char* name;
    const char* cname;
    int code;
    size_t size;
  };
  const Expect all[] = {
      {GrB_BOOL, "GrB_BOOL", "bool", GrB_BOOL_CODE, 1},       {GrB_INT8, "GrB_INT8", "int8_t", GrB_INT8_CODE, 1},
      {GrB_UINT8, "GrB_UINT8", "uint8_t", GrB_UINT8_CODE, 1}, {GrB_INT16, "GrB_INT16", "int16_t", GrB_INT16_CODE, 2},
      {GrB_UINT16, "GrB_UINT16", "uint16_t", GrB_UINT16_CODE, 2},
      {GrB_INT32, "GrB_INT32", "int32_t", GrB_INT32_CODE, 4},
      {GrB_UINT32, "GrB_UINT32", "uint32_t", GrB_UINT32_CODE, 4},
      {GrB_INT64, "GrB_INT64", "int64_t", GrB_INT64_CODE, 8},
      {GrB_UINT64, "GrB_UINT64", "uint64_t", GrB_UINT64_CODE, 8},
      {GrB_FP32, "GrB_FP32", "float", GrB_FP32_CODE, 4},      {GrB_FP64, "GrB_FP64", "double", GrB_FP64_CODE, 8},
      {GxB_FC32, "GxB_FC32", "float complex", GxB_FC32_CODE, 8},
      {GxB_FC64, "GxB_FC64", "double complex", GxB_FC64_CODE, 16},
  };
  for (const Expect& e : all) {
    EXPECT_EQ(type_name(e.t), e.name);
    EXPECT_EQ(get_string(e.t, GrB_EL_TYPE_STRING, GrB_Type_get_SIZE, GrB_Type_get_String), e.name);
    EXPECT_EQ(get_string(e.t, F_JIT_C_NAME, GrB_Type_get_SIZE, GrB_Type_get_String), e.cname);
    EXPECT_EQ(get_string(e.t, F_JIT_C_DEFINITION, GrB_Type_get_SIZE, GrB_Type_get_String), "");
    int32_t code = -1;
    OK(GrB_Type_get_INT32(e.t, &code, GrB_EL_TYPE_CODE));
    EXPECT_EQ(code, e.code) << e.name;
    size_t size = 0;
    OK(GrB_Type_get_SIZE(e.t, &size, GrB_SIZE));
    EXPECT_EQ(size, e.size) << e.name;
    int32_t isize = 0;
    OK(GrB_Type_get_INT32(e.t, &isize, GrB_SIZE));
    EXPECT_EQ(size_t(isize), e.size);
    // built-in types cannot be renamed
    char nm[] = "renamed";
    EXPECT_EQ(GrB_Type_set_String(e.t, nm, GrB_NAME), GrB_INVALID_VALUE);
    EXPECT_EQ(GrB_Type_set_String(e.t, nm, F_JIT_C_DEFINITION), GrB_INVALID_VALUE);
    EXPECT_EQ(type_name(e.t), e.name);
  }
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_INT64));
  OK(GrB_Type_get_Scalar(GrB_FP32, s, GrB_EL_TYPE_CODE));
  EXPECT_EQ(scalar_int(s), GrB_FP32_CODE);
  OK(GrB_Type_get_Scalar(GxB_FC64, s, GrB_SIZE));
  EXPECT_EQ(scalar_int(s), 16);
  GrB_Scalar_free(&s);
}

TEST(GetSet, UserTypeNameOnce) {
  GrB_Type T = nullptr;
  OK(GxB_Type_new(&T, 24, "my_struct", "typedef struct { double a, b, c; } my_struct;"));
  // GrB_NAME is empty until set; the name given at creation is the C name
  EXPECT_EQ(type_name(T), "");
  EXPECT_EQ(get_string(T, F_JIT_C_NAME, GrB_Type_get_SIZE, GrB_Type_get_String), "my_struct");
  EXPECT_EQ(get_string(T, F_JIT_C_DEFINITION, GrB_Type_get_SIZE, GrB_Type_get_String),
            "typedef struct { double a, b, c; } my_struct;");
  int32_t code = -1;
  OK(GrB_Type_get_INT32(T, &code, GrB_EL_TYPE_CODE));
  EXPECT_EQ(code, GrB_UDT_CODE);
  size_t size = 0;
  OK(GrB_Type_get_SIZE(T, &size, GrB_SIZE));
  EXPECT_EQ(size, 24u);
  char n1[] = "Triple";
  OK(GrB_Type_set_String(T, n1, GrB_NAME));
  EXPECT_EQ(type_name(T), "Triple");
  char n2[] = "Other";
  EXPECT_EQ(GrB_Type_set_String(T, n2, GrB_NAME), GrB_ALREADY_SET);
  EXPECT_EQ(type_name(T), "Triple");
  // the definition was given at creation; the C name too
  EXPECT_EQ(GrB_Type_set_String(T, n2, F_JIT_C_DEFINITION), GrB_ALREADY_SET);
  EXPECT_EQ(GrB_Type_set_String(T, n2, F_JIT_C_NAME), GrB_ALREADY_SET);
  // a matrix of this type reports its name
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, T, 2, 2));
  EXPECT_EQ(matrix_string(A, GrB_EL_TYPE_STRING), "Triple");
  EXPECT_EQ(matrix_string(A, F_JIT_C_NAME), "my_struct");
  OK(GrB_Matrix_get_INT32(A, &code, GrB_EL_TYPE_CODE));
  EXPECT_EQ(code, GrB_UDT_CODE);
  GrB_Matrix_free(&A);
  // a long name is fine for a type
  std::string longname(300, 'x');
  GrB_Type T2 = nullptr;
  OK(GrB_Type_new(&T2, 4));
  OK(GrB_Type_set_String(T2, &longname[0], GrB_NAME));
  EXPECT_EQ(type_name(T2), longname);
  // a definition can be given once when there was none
  char defn[] = "typedef int32_t four;";
  OK(GrB_Type_set_String(T2, defn, F_JIT_C_DEFINITION));
  EXPECT_EQ(GrB_Type_set_String(T2, defn, F_JIT_C_DEFINITION), GrB_ALREADY_SET);
  EXPECT_EQ(get_string(T2, F_JIT_C_DEFINITION, GrB_Type_get_SIZE, GrB_Type_get_String), defn);
  GrB_Type_free(&T2);
  GrB_Type_free(&T);
}

TEST(GetSet, TypeErrors) {
  int32_t v = -3;
  size_t sz = 0;
  char buf[64];
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_INT32));
  EXPECT_EQ(GrB_Type_get_INT32(nullptr, &v, GrB_EL_TYPE_CODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Type_get_INT32(GrB_INT32, nullptr, GrB_EL_TYPE_CODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Type_get_String(GrB_INT32, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Type_get_SIZE(GrB_INT32, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Type_set_String(GrB_INT32, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Type_get_Scalar(GrB_INT32, nullptr, GrB_EL_TYPE_CODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Type_get_INT32(GrB_INT32, &v, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Type_get_INT32(GrB_INT32, &v, GrB_INP0_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Type_get_String(GrB_INT32, buf, GrB_EL_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Type_get_SIZE(GrB_INT32, &sz, GrB_BLOCKING_MODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Type_get_VOID(GrB_INT32, buf, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Type_set_INT32(GrB_INT32, 4, GrB_SIZE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Type_set_Scalar(GrB_INT32, s, GrB_SIZE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Type_set_VOID(GrB_INT32, buf, GrB_NAME, 4), GrB_INVALID_VALUE);
  EXPECT_EQ(v, -3);
  alignas(64) unsigned char junk[256] = {};
  EXPECT_EQ(GrB_Type_get_INT32(reinterpret_cast<GrB_Type>(junk), &v, GrB_EL_TYPE_CODE), GrB_UNINITIALIZED_OBJECT);
  GrB_Scalar_free(&s);
}

//------------------------------------------------------------------------------------------------
// operators
//------------------------------------------------------------------------------------------------
TEST(GetSet, BuiltinOperators) {
  char buf[128];
  size_t sz = 0;
  int32_t v = -1;
  // unary
  EXPECT_EQ(get_string(GrB_AINV_FP64, GrB_NAME, GrB_UnaryOp_get_SIZE, GrB_UnaryOp_get_String), "GrB_AINV_FP64");
  EXPECT_EQ(get_string(GrB_LNOT, GrB_NAME, GrB_UnaryOp_get_SIZE, GrB_UnaryOp_get_String), "GrB_LNOT");
  OK(GrB_UnaryOp_get_INT32(GrB_AINV_FP64, &v, GrB_INP0_TYPE_CODE));
  EXPECT_EQ(v, GrB_FP64_CODE);
  OK(GrB_UnaryOp_get_INT32(GxB_CREAL_FC32, &v, GrB_OUTP_TYPE_CODE));
  EXPECT_EQ(v, GrB_FP32_CODE);
  OK(GrB_UnaryOp_get_INT32(GxB_CREAL_FC32, &v, GrB_INP0_TYPE_CODE));
  EXPECT_EQ(v, GxB_FC32_CODE);
  // a unary operator has no second input
  v = -1;
  EXPECT_EQ(GrB_UnaryOp_get_INT32(GrB_AINV_FP64, &v, GrB_INP1_TYPE_CODE), GrB_NO_VALUE);
  EXPECT_EQ(GrB_UnaryOp_get_String(GrB_AINV_FP64, buf, GrB_INP1_TYPE_STRING), GrB_NO_VALUE);
  EXPECT_STREQ(buf, "");
  EXPECT_EQ(get_string(GrB_AINV_FP64, GrB_OUTP_TYPE_STRING, GrB_UnaryOp_get_SIZE, GrB_UnaryOp_get_String),
            "GrB_FP64");
  // binary
  EXPECT_EQ(get_string(GrB_PLUS_INT32, GrB_NAME, GrB_BinaryOp_get_SIZE, GrB_BinaryOp_get_String), "GrB_PLUS_INT32");
  EXPECT_EQ(get_string(GrB_LOR, GrB_NAME, GrB_BinaryOp_get_SIZE, GrB_BinaryOp_get_String), "GrB_LOR");
  EXPECT_EQ(get_string(GxB_FIRSTI_INT64, GrB_NAME, GrB_BinaryOp_get_SIZE, GrB_BinaryOp_get_String),
            "GxB_FIRSTI_INT64");
  OK(GrB_BinaryOp_get_INT32(GrB_LT_FP32, &v, GrB_OUTP_TYPE_CODE));
  EXPECT_EQ(v, GrB_BOOL_CODE);
  OK(GrB_BinaryOp_get_INT32(GrB_LT_FP32, &v, GrB_INP0_TYPE_CODE));
  EXPECT_EQ(v, GrB_FP32_CODE);
  OK(GrB_BinaryOp_get_INT32(GrB_LT_FP32, &v, GrB_INP1_TYPE_CODE));
  EXPECT_EQ(v, GrB_FP32_CODE);
  EXPECT_EQ(get_string(GxB_PLUS_FC64, GrB_INP1_TYPE_STRING, GrB_BinaryOp_get_SIZE, GrB_BinaryOp_get_String),
            "GxB_FC64");
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_INT32));
  OK(GrB_BinaryOp_get_Scalar(GrB_MINUS_UINT16, s, GrB_INP1_TYPE_CODE));
  EXPECT_EQ(scalar_int(s), GrB_UINT16_CODE);
  // index-unary: GrB_TRIL ignores x
  EXPECT_EQ(get_string(GrB_TRIL, GrB_NAME, GrB_IndexUnaryOp_get_SIZE, GrB_IndexUnaryOp_get_String), "GrB_TRIL");
  EXPECT_EQ(GrB_IndexUnaryOp_get_INT32(GrB_TRIL, &v, GrB_INP0_TYPE_CODE), GrB_NO_VALUE);
  OK(GrB_IndexUnaryOp_get_INT32(GrB_TRIL, &v, GrB_INP1_TYPE_CODE));
  EXPECT_EQ(v, GrB_INT64_CODE);
  OK(GrB_IndexUnaryOp_get_INT32(GrB_TRIL, &v, GrB_OUTP_TYPE_CODE));
  EXPECT_EQ(v, GrB_BOOL_CODE);
  OK(GrB_IndexUnaryOp_get_INT32(GrB_VALUEGT_FP64, &v, GrB_INP0_TYPE_CODE));
  EXPECT_EQ(v, GrB_FP64_CODE);
  EXPECT_EQ(get_string(GrB_VALUEGT_FP64, GrB_NAME, GrB_IndexUnaryOp_get_SIZE, GrB_IndexUnaryOp_get_String),
            "GrB_VALUEGT_FP64");
  // built-in operators cannot be renamed or changed
  char nm[] = "x";
  EXPECT_EQ(GrB_UnaryOp_set_String(GrB_AINV_FP64, nm, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_BinaryOp_set_String(GrB_PLUS_INT32, nm, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_IndexUnaryOp_set_String(GrB_TRIL, nm, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_BinaryOp_set_String(GrB_PLUS_INT32, nm, F_JIT_C_DEFINITION), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_BinaryOp_set_INT32(GrB_PLUS_INT32, 1, GrB_OUTP_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_BinaryOp_set_Scalar(GrB_PLUS_INT32, s, GrB_OUTP_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_BinaryOp_set_VOID(GrB_PLUS_INT32, buf, GrB_NAME, 1), GrB_INVALID_VALUE);
  EXPECT_EQ(get_string(GrB_PLUS_INT32, GrB_NAME, GrB_BinaryOp_get_SIZE, GrB_BinaryOp_get_String), "GrB_PLUS_INT32");
  // fields of other objects
  EXPECT_EQ(GrB_BinaryOp_get_INT32(GrB_PLUS_INT32, &v, GrB_EL_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_BinaryOp_get_String(GrB_PLUS_INT32, buf, GrB_INP0_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_BinaryOp_get_INT32(GrB_PLUS_INT32, &v, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_BinaryOp_get_SIZE(GrB_PLUS_INT32, &sz, GrB_SIZE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_BinaryOp_get_VOID(GrB_PLUS_INT32, buf, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_UnaryOp_get_VOID(GrB_AINV_FP64, buf, GrB_NAME), GrB_INVALID_VALUE);
  // null pointers and bad objects
  EXPECT_EQ(GrB_BinaryOp_get_INT32(nullptr, &v, GrB_OUTP_TYPE_CODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_BinaryOp_get_INT32(GrB_PLUS_INT32, nullptr, GrB_OUTP_TYPE_CODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_UnaryOp_get_String(GrB_AINV_FP64, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_IndexUnaryOp_get_SIZE(GrB_TRIL, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_UnaryOp_get_Scalar(GrB_AINV_FP64, nullptr, GrB_OUTP_TYPE_CODE), GrB_NULL_POINTER);
  alignas(64) unsigned char junk[512] = {};
  EXPECT_EQ(GrB_UnaryOp_get_INT32(reinterpret_cast<GrB_UnaryOp>(junk), &v, GrB_OUTP_TYPE_CODE),
            GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_IndexUnaryOp_set_String(reinterpret_cast<GrB_IndexUnaryOp>(junk), nm, GrB_NAME),
            GrB_UNINITIALIZED_OBJECT);
  GrB_Scalar_free(&s);
}

TEST(GetSet, UserOperatorsNameOnce) {
  GrB_BinaryOp add = nullptr;
  OK(GxB_BinaryOp_new(&add, my_add, GrB_FP64, GrB_FP64, GrB_FP64, "my_add", "void my_add (...)"));
  EXPECT_EQ(get_string(add, GrB_NAME, GrB_BinaryOp_get_SIZE, GrB_BinaryOp_get_String), "");
  EXPECT_EQ(get_string(add, F_JIT_C_NAME, GrB_BinaryOp_get_SIZE, GrB_BinaryOp_get_String), "my_add");
  EXPECT_EQ(get_string(add, F_JIT_C_DEFINITION, GrB_BinaryOp_get_SIZE, GrB_BinaryOp_get_String),
            "void my_add (...)");
  char n1[] = "addition";
  OK(GrB_BinaryOp_set_String(add, n1, GrB_NAME));
  EXPECT_EQ(get_string(add, GrB_NAME, GrB_BinaryOp_get_SIZE, GrB_BinaryOp_get_String), "addition");
  char n2[] = "again";
  EXPECT_EQ(GrB_BinaryOp_set_String(add, n2, GrB_NAME), GrB_ALREADY_SET);
  EXPECT_EQ(GrB_BinaryOp_set_String(add, n2, F_JIT_C_DEFINITION), GrB_ALREADY_SET);
  EXPECT_EQ(GrB_BinaryOp_set_String(add, n2, GrB_OUTP_TYPE_STRING), GrB_INVALID_VALUE);
  int32_t v = -1;
  OK(GrB_BinaryOp_get_INT32(add, &v, GrB_INP1_TYPE_CODE));
  EXPECT_EQ(v, GrB_FP64_CODE);

  GrB_UnaryOp neg = nullptr;
  OK(GrB_UnaryOp_new(&neg, my_neg, GrB_FP32, GrB_FP32));
  EXPECT_EQ(get_string(neg, GrB_NAME, GrB_UnaryOp_get_SIZE, GrB_UnaryOp_get_String), "");
  OK(GrB_UnaryOp_set_String(neg, n1, GrB_NAME));
  EXPECT_EQ(GrB_UnaryOp_set_String(neg, n2, GrB_NAME), GrB_ALREADY_SET);
  EXPECT_EQ(get_string(neg, GrB_NAME, GrB_UnaryOp_get_SIZE, GrB_UnaryOp_get_String), "addition");
  // no definition was given: it can be set once
  char defn[] = "void my_neg (float *z, const float *x) { (*z) = -(*x) ; }";
  OK(GrB_UnaryOp_set_String(neg, defn, F_JIT_C_DEFINITION));
  EXPECT_EQ(get_string(neg, F_JIT_C_DEFINITION, GrB_UnaryOp_get_SIZE, GrB_UnaryOp_get_String), defn);

  GrB_IndexUnaryOp idx = nullptr;
  OK(GrB_IndexUnaryOp_new(&idx, my_idx, GrB_BOOL, GrB_FP64, GrB_INT64));
  OK(GrB_IndexUnaryOp_get_INT32(idx, &v, GrB_INP0_TYPE_CODE));
  EXPECT_EQ(v, GrB_FP64_CODE);
  OK(GrB_IndexUnaryOp_set_String(idx, n2, GrB_NAME));
  EXPECT_EQ(get_string(idx, GrB_NAME, GrB_IndexUnaryOp_get_SIZE, GrB_IndexUnaryOp_get_String), "again");
  EXPECT_EQ(GrB_IndexUnaryOp_set_String(idx, n1, GrB_NAME), GrB_ALREADY_SET);

  // a monoid and a semiring of the user operator
  GrB_Monoid mon = nullptr;
  OK(GrB_Monoid_new_FP64(&mon, add, 0.0));
  EXPECT_EQ(get_string(mon, GrB_NAME, GrB_Monoid_get_SIZE, GrB_Monoid_get_String), "");
  char mn[] = "my monoid";
  OK(GrB_Monoid_set_String(mon, mn, GrB_NAME));
  EXPECT_EQ(GrB_Monoid_set_String(mon, mn, GrB_NAME), GrB_ALREADY_SET);
  EXPECT_EQ(get_string(mon, GrB_NAME, GrB_Monoid_get_SIZE, GrB_Monoid_get_String), "my monoid");
  GrB_BinaryOp op = nullptr;
  OK(GrB_Monoid_get_VOID(mon, &op, F_MONOID_OPERATOR));
  EXPECT_EQ(op, add);
  GrB_Semiring sr = nullptr;
  OK(GrB_Semiring_new(&sr, mon, GrB_TIMES_FP64));
  EXPECT_EQ(get_string(sr, GrB_NAME, GrB_Semiring_get_SIZE, GrB_Semiring_get_String), "");
  char sn[] = "my semiring";
  OK(GrB_Semiring_set_String(sr, sn, GrB_NAME));
  EXPECT_EQ(GrB_Semiring_set_String(sr, sn, GrB_NAME), GrB_ALREADY_SET);
  EXPECT_EQ(get_string(sr, GrB_NAME, GrB_Semiring_get_SIZE, GrB_Semiring_get_String), "my semiring");
  EXPECT_EQ(GrB_Semiring_set_String(sr, sn, GrB_OUTP_TYPE_STRING), GrB_INVALID_VALUE);

  GrB_Semiring_free(&sr);
  GrB_Monoid_free(&mon);
  GrB_IndexUnaryOp_free(&idx);
  GrB_UnaryOp_free(&neg);
  GrB_BinaryOp_free(&add);
}

//------------------------------------------------------------------------------------------------
// monoids and semirings
//------------------------------------------------------------------------------------------------
TEST(GetSet, Monoids) {
  EXPECT_EQ(get_string(GrB_PLUS_MONOID_INT32, GrB_NAME, GrB_Monoid_get_SIZE, GrB_Monoid_get_String),
            "GrB_PLUS_MONOID_INT32");
  // the GxB name of the same object reports the spec's name
  EXPECT_EQ(get_string(GxB_MIN_FP64_MONOID, GrB_NAME, GrB_Monoid_get_SIZE, GrB_Monoid_get_String),
            "GrB_MIN_MONOID_FP64");
  EXPECT_EQ(get_string(GxB_ANY_INT32_MONOID, GrB_NAME, GrB_Monoid_get_SIZE, GrB_Monoid_get_String),
            "GxB_ANY_INT32_MONOID");
  EXPECT_EQ(get_string(GrB_LXNOR_MONOID_BOOL, GrB_NAME, GrB_Monoid_get_SIZE, GrB_Monoid_get_String),
            "GrB_LXNOR_MONOID_BOOL");
  int32_t v = -1;
  for (GrB_Field f : {GrB_INP0_TYPE_CODE, GrB_INP1_TYPE_CODE, GrB_OUTP_TYPE_CODE}) {
    OK(GrB_Monoid_get_INT32(GrB_TIMES_MONOID_UINT8, &v, f));
    EXPECT_EQ(v, GrB_UINT8_CODE);
  }
  EXPECT_EQ(get_string(GrB_TIMES_MONOID_UINT8, GrB_OUTP_TYPE_STRING, GrB_Monoid_get_SIZE, GrB_Monoid_get_String),
            "GrB_UINT8");
  // identity and terminal
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  OK(GrB_Monoid_get_Scalar(GrB_MIN_MONOID_FP64, s, F_MONOID_IDENTITY));
  EXPECT_TRUE(std::isinf(scalar_double(s)) && scalar_double(s) > 0);
  OK(GrB_Monoid_get_Scalar(GrB_MAX_MONOID_FP64, s, F_MONOID_IDENTITY));
  EXPECT_TRUE(std::isinf(scalar_double(s)) && scalar_double(s) < 0);
  GrB_Scalar i32 = nullptr;
  OK(GrB_Scalar_new(&i32, GrB_INT32));
  OK(GrB_Monoid_get_Scalar(GrB_MIN_MONOID_INT32, i32, F_MONOID_TERMINAL));
  EXPECT_EQ(scalar_int(i32), INT32_MIN);
  OK(GrB_Monoid_get_Scalar(GrB_MAX_MONOID_INT32, i32, F_MONOID_IDENTITY));
  EXPECT_EQ(scalar_int(i32), INT32_MIN);
  OK(GrB_Monoid_get_Scalar(GrB_MAX_MONOID_INT32, i32, F_MONOID_TERMINAL));
  EXPECT_EQ(scalar_int(i32), INT32_MAX);
  GrB_Scalar_free(&i32);
  OK(GrB_Monoid_get_Scalar(GrB_PLUS_MONOID_FP64, s, F_MONOID_IDENTITY));
  EXPECT_EQ(scalar_double(s), 0.0);
  // no terminal value: the scalar comes back empty
  OK(GrB_Monoid_get_Scalar(GrB_PLUS_MONOID_FP64, s, F_MONOID_TERMINAL));
  GrB_Index n = 9;
  OK(GrB_Scalar_nvals(&n, s));
  EXPECT_EQ(n, 0u);
  // the scalar must have the monoid's type exactly
  EXPECT_EQ(GrB_Monoid_get_Scalar(GrB_PLUS_MONOID_INT32, s, F_MONOID_IDENTITY), GrB_DOMAIN_MISMATCH);
  // the type codes through a scalar
  OK(GrB_Monoid_get_Scalar(GrB_PLUS_MONOID_INT32, s, GrB_OUTP_TYPE_CODE));
  EXPECT_EQ(scalar_double(s), GrB_INT32_CODE);
  // the operator
  GrB_BinaryOp op = nullptr;
  size_t sz = 0;
  OK(GrB_Monoid_get_SIZE(GrB_LOR_MONOID_BOOL, &sz, F_MONOID_OPERATOR));
  EXPECT_EQ(sz, sizeof(GrB_BinaryOp));
  OK(GrB_Monoid_get_VOID(GrB_LOR_MONOID_BOOL, &op, F_MONOID_OPERATOR));
  EXPECT_EQ(op, GrB_LOR);
  // read only; other fields
  char nm[] = "x";
  EXPECT_EQ(GrB_Monoid_set_String(GrB_PLUS_MONOID_INT32, nm, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Monoid_set_INT32(GrB_PLUS_MONOID_INT32, 1, GrB_OUTP_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Monoid_set_Scalar(GrB_PLUS_MONOID_FP64, s, F_MONOID_IDENTITY), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Monoid_set_VOID(GrB_PLUS_MONOID_FP64, &op, F_MONOID_OPERATOR, sizeof op), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Monoid_get_VOID(GrB_PLUS_MONOID_FP64, &op, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Monoid_get_INT32(GrB_PLUS_MONOID_FP64, &v, GrB_EL_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Monoid_get_Scalar(GrB_PLUS_MONOID_FP64, s, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Monoid_get_Scalar(GrB_PLUS_MONOID_FP64, nullptr, F_MONOID_IDENTITY), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Monoid_get_VOID(GrB_PLUS_MONOID_FP64, nullptr, F_MONOID_OPERATOR), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Monoid_get_INT32(nullptr, &v, GrB_OUTP_TYPE_CODE), GrB_NULL_POINTER);
  GrB_Scalar_free(&s);
}

TEST(GetSet, Semirings) {
  EXPECT_EQ(get_string(GrB_PLUS_TIMES_SEMIRING_FP64, GrB_NAME, GrB_Semiring_get_SIZE, GrB_Semiring_get_String),
            "GrB_PLUS_TIMES_SEMIRING_FP64");
  EXPECT_EQ(get_string(GxB_PLUS_TIMES_FP64, GrB_NAME, GrB_Semiring_get_SIZE, GrB_Semiring_get_String),
            "GrB_PLUS_TIMES_SEMIRING_FP64");
  EXPECT_EQ(get_string(GxB_MAX_SECONDI_INT32, GrB_NAME, GrB_Semiring_get_SIZE, GrB_Semiring_get_String),
            "GxB_MAX_SECONDI_INT32");
  EXPECT_EQ(get_string(GrB_LXNOR_LOR_SEMIRING_BOOL, GrB_NAME, GrB_Semiring_get_SIZE, GrB_Semiring_get_String),
            "GrB_LXNOR_LOR_SEMIRING_BOOL");
  // the multiply operator's types
  int32_t v = -1;
  OK(GrB_Semiring_get_INT32(GxB_LOR_GT_FP32, &v, GrB_INP0_TYPE_CODE));
  EXPECT_EQ(v, GrB_FP32_CODE);
  OK(GrB_Semiring_get_INT32(GxB_LOR_GT_FP32, &v, GrB_OUTP_TYPE_CODE));
  EXPECT_EQ(v, GrB_BOOL_CODE);
  EXPECT_EQ(get_string(GxB_LOR_GT_FP32, GrB_INP1_TYPE_STRING, GrB_Semiring_get_SIZE, GrB_Semiring_get_String),
            "GrB_FP32");
  // the components
  GrB_Monoid mon = nullptr;
  GrB_BinaryOp mult = nullptr, add = nullptr;
  size_t sz = 0;
  OK(GrB_Semiring_get_SIZE(GrB_MIN_PLUS_SEMIRING_INT64, &sz, F_SEMIRING_MONOID));
  EXPECT_EQ(sz, sizeof(GrB_Monoid));
  OK(GrB_Semiring_get_VOID(GrB_MIN_PLUS_SEMIRING_INT64, &mon, F_SEMIRING_MONOID));
  EXPECT_EQ(mon, GrB_MIN_MONOID_INT64);
  OK(GrB_Semiring_get_VOID(GrB_MIN_PLUS_SEMIRING_INT64, &mult, F_SEMIRING_MULTIPLY));
  EXPECT_EQ(mult, GrB_PLUS_INT64);
  OK(GrB_Semiring_get_VOID(GrB_MIN_PLUS_SEMIRING_INT64, &add, F_MONOID_OPERATOR));
  EXPECT_EQ(add, GrB_MIN_INT64);
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_INT64));
  OK(GrB_Semiring_get_Scalar(GrB_MIN_PLUS_SEMIRING_INT64, s, F_MONOID_IDENTITY));
  int64_t x = 0;
  OK(GrB_Scalar_extractElement_INT64(&x, s));
  EXPECT_EQ(x, INT64_MAX);
  OK(GrB_Semiring_get_Scalar(GrB_MIN_PLUS_SEMIRING_INT64, s, F_MONOID_TERMINAL));
  OK(GrB_Scalar_extractElement_INT64(&x, s));
  EXPECT_EQ(x, INT64_MIN);
  // errors
  char nm[] = "x";
  EXPECT_EQ(GrB_Semiring_set_String(GrB_PLUS_TIMES_SEMIRING_FP64, nm, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Semiring_get_VOID(GrB_PLUS_TIMES_SEMIRING_FP64, &mon, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Semiring_get_Scalar(GrB_PLUS_TIMES_SEMIRING_FP64, s, F_MONOID_IDENTITY), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Semiring_get_String(GrB_PLUS_TIMES_SEMIRING_FP64, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Semiring_set_INT32(GrB_PLUS_TIMES_SEMIRING_FP64, 1, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Semiring_set_Scalar(GrB_PLUS_TIMES_SEMIRING_FP64, s, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Semiring_set_VOID(GrB_PLUS_TIMES_SEMIRING_FP64, &mon, F_SEMIRING_MONOID, sizeof mon),
            GrB_INVALID_VALUE);
  GrB_Scalar_free(&s);
}

//------------------------------------------------------------------------------------------------
// descriptors
//------------------------------------------------------------------------------------------------
TEST(GetSet, PredefinedDescriptors) {
  int32_t v = -1;
  OK(GrB_Descriptor_get_INT32(GrB_DESC_RSCT0, &v, GrB_OUTP_FIELD));
  EXPECT_EQ(v, GrB_REPLACE);
  OK(GrB_Descriptor_get_INT32(GrB_DESC_RSCT0, &v, GrB_MASK_FIELD));
  EXPECT_EQ(v, GrB_COMP_STRUCTURE);
  OK(GrB_Descriptor_get_INT32(GrB_DESC_RSCT0, &v, GrB_INP0_FIELD));
  EXPECT_EQ(v, GrB_TRAN);
  OK(GrB_Descriptor_get_INT32(GrB_DESC_RSCT0, &v, GrB_INP1_FIELD));
  EXPECT_EQ(v, GrB_DEFAULT);
  EXPECT_EQ(get_string(GrB_DESC_RSCT0, GrB_NAME, GrB_Descriptor_get_SIZE, GrB_Descriptor_get_String),
            "GrB_DESC_RSCT0");
  EXPECT_EQ(get_string(GrB_DESC_T1, GrB_NAME, GrB_Descriptor_get_SIZE, GrB_Descriptor_get_String), "GrB_DESC_T1");
  // predefined descriptors cannot be modified
  char nm[] = "x";
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_INT32));
  OK(GrB_Scalar_setElement_INT32(s, GrB_REPLACE));
  EXPECT_EQ(GrB_Descriptor_set_INT32(GrB_DESC_T1, GrB_REPLACE, GrB_OUTP_FIELD), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_set_Scalar(GrB_DESC_T1, s, GrB_OUTP_FIELD), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_set_String(GrB_DESC_T1, nm, GrB_NAME), GrB_INVALID_VALUE);
  OK(GrB_Descriptor_get_INT32(GrB_DESC_T1, &v, GrB_OUTP_FIELD));
  EXPECT_EQ(v, GrB_DEFAULT);
  GrB_Scalar_free(&s);
}

TEST(GetSet, UserDescriptor) {
  GrB_Descriptor d = nullptr;
  OK(GrB_Descriptor_new(&d));
  int32_t v = -1;
  for (GrB_Field f : {GrB_OUTP_FIELD, GrB_MASK_FIELD, GrB_INP0_FIELD, GrB_INP1_FIELD}) {
    OK(GrB_Descriptor_get_INT32(d, &v, f));
    EXPECT_EQ(v, GrB_DEFAULT);
  }
  EXPECT_EQ(get_string(d, GrB_NAME, GrB_Descriptor_get_SIZE, GrB_Descriptor_get_String), "");
  OK(GrB_Descriptor_set_INT32(d, GrB_REPLACE, GrB_OUTP_FIELD));
  OK(GrB_Descriptor_get_INT32(d, &v, GrB_OUTP_FIELD));
  EXPECT_EQ(v, GrB_REPLACE);
  // GrB_COMP and GrB_STRUCTURE combine; GrB_DEFAULT clears
  OK(GrB_Descriptor_set_INT32(d, GrB_COMP, GrB_MASK_FIELD));
  OK(GrB_Descriptor_set_INT32(d, GrB_STRUCTURE, GrB_MASK_FIELD));
  OK(GrB_Descriptor_get_INT32(d, &v, GrB_MASK_FIELD));
  EXPECT_EQ(v, GrB_COMP_STRUCTURE);
  OK(GrB_Descriptor_set_INT32(d, GrB_DEFAULT, GrB_MASK_FIELD));
  OK(GrB_Descriptor_get_INT32(d, &v, GrB_MASK_FIELD));
  EXPECT_EQ(v, GrB_DEFAULT);
  OK(GrB_Descriptor_set_INT32(d, GrB_COMP_STRUCTURE, GrB_MASK_FIELD));
  OK(GrB_Descriptor_get_INT32(d, &v, GrB_MASK_FIELD));
  EXPECT_EQ(v, GrB_COMP_STRUCTURE);
  OK(GrB_Descriptor_set_INT32(d, GrB_TRAN, GrB_INP0_FIELD));
  OK(GrB_Descriptor_set_INT32(d, GrB_TRAN, GrB_INP1_FIELD));
  OK(GrB_Descriptor_get_INT32(d, &v, GrB_INP1_FIELD));
  EXPECT_EQ(v, GrB_TRAN);
  // the historical GxB_Desc_get sees the same
  GrB_Desc_Value dv = GxB_DEFAULT;
  OK(GxB_Desc_get(d, GrB_INP0, &dv));
  EXPECT_EQ(dv, GrB_TRAN);
  // invalid values
  EXPECT_EQ(GrB_Descriptor_set_INT32(d, GrB_TRAN, GrB_OUTP_FIELD), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_set_INT32(d, GrB_REPLACE, GrB_INP0_FIELD), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_set_INT32(d, 99, GrB_MASK_FIELD), GrB_INVALID_VALUE);
  OK(GrB_Descriptor_get_INT32(d, &v, GrB_OUTP_FIELD));
  EXPECT_EQ(v, GrB_REPLACE);
  // through a scalar
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_INT32));
  OK(GrB_Scalar_setElement_INT32(s, GrB_DEFAULT));
  OK(GrB_Descriptor_set_Scalar(d, s, GrB_OUTP_FIELD));
  OK(GrB_Descriptor_get_Scalar(d, s, GrB_INP0_FIELD));
  EXPECT_EQ(scalar_int(s), GrB_TRAN);
  OK(GrB_Descriptor_get_INT32(d, &v, GrB_OUTP_FIELD));
  EXPECT_EQ(v, GrB_DEFAULT);
  OK(GrB_Scalar_clear(s));
  EXPECT_EQ(GrB_Descriptor_set_Scalar(d, s, GrB_OUTP_FIELD), GrB_EMPTY_OBJECT);
  // the SuiteSparse fields by their 9.x numbers (values are this header's)
  OK(GrB_Descriptor_set_INT32(d, GxB_AxB_DOT, F_AxB_METHOD));
  OK(GrB_Descriptor_get_INT32(d, &v, F_AxB_METHOD));
  EXPECT_EQ(v, GxB_AxB_DOT);
  EXPECT_EQ(GrB_Descriptor_set_INT32(d, 12345, F_AxB_METHOD), GrB_INVALID_VALUE);
  OK(GrB_Descriptor_set_INT32(d, 1, F_SORT));
  OK(GrB_Descriptor_get_INT32(d, &v, F_SORT));
  EXPECT_EQ(v, 1);
  OK(GrB_Descriptor_set_INT32(d, GxB_COMPRESSION_NONE, F_COMPRESSION));
  OK(GrB_Descriptor_get_INT32(d, &v, F_COMPRESSION));
  EXPECT_EQ(v, GxB_COMPRESSION_NONE);
  OK(GrB_Descriptor_set_INT32(d, GxB_SECURE_IMPORT, F_IMPORT));
  OK(GrB_Descriptor_get_INT32(d, &v, F_IMPORT));
  EXPECT_EQ(v, GxB_SECURE_IMPORT);
  OK(GrB_Descriptor_set_INT32(d, 4, F_NTHREADS));
  OK(GrB_Descriptor_get_INT32(d, &v, F_NTHREADS));
  EXPECT_EQ(v, 4);
  GrB_Scalar c = nullptr;
  OK(GrB_Scalar_new(&c, GrB_FP64));
  OK(GrB_Scalar_setElement_FP64(c, 4096));
  OK(GrB_Descriptor_set_Scalar(d, c, F_CHUNK));
  OK(GrB_Scalar_clear(c));
  OK(GrB_Descriptor_get_Scalar(d, c, F_CHUNK));
  EXPECT_EQ(scalar_double(c), 4096);
  // the 7.4 GrB_Desc_Field numbers are not GrB_Field values for GrB_get
  EXPECT_EQ(GrB_Descriptor_get_INT32(d, &v, GrB_Field(GxB_AxB_METHOD)), GrB_INVALID_VALUE);
  // the name of a user descriptor can be set any number of times
  char n1[] = "first", n2[] = "second";
  OK(GrB_Descriptor_set_String(d, n1, GrB_NAME));
  OK(GrB_Descriptor_set_String(d, n2, GrB_NAME));
  EXPECT_EQ(get_string(d, GrB_NAME, GrB_Descriptor_get_SIZE, GrB_Descriptor_get_String), "second");
  std::string toolong(GxB_MAX_NAME_LEN, 'n');
  EXPECT_EQ(GrB_Descriptor_set_String(d, &toolong[0], GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(get_string(d, GrB_NAME, GrB_Descriptor_get_SIZE, GrB_Descriptor_get_String), "second");
  // other fields and value kinds
  char buf[64];
  size_t sz = 0;
  EXPECT_EQ(GrB_Descriptor_get_INT32(d, &v, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_get_INT32(d, &v, GrB_EL_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_get_String(d, buf, GrB_OUTP_FIELD), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_get_SIZE(d, &sz, GrB_OUTP_FIELD), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_get_VOID(d, buf, GrB_OUTP_FIELD), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_set_VOID(d, buf, GrB_OUTP_FIELD, 4), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_set_String(d, n1, GrB_OUTP_FIELD), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Descriptor_get_INT32(d, nullptr, GrB_OUTP_FIELD), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Descriptor_get_INT32(nullptr, &v, GrB_OUTP_FIELD), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Descriptor_set_String(d, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Descriptor_set_Scalar(d, nullptr, GrB_OUTP_FIELD), GrB_NULL_POINTER);
  const char* err = nullptr;
  OK(GrB_Descriptor_error(&err, d));
  EXPECT_NE(std::strlen(err), 0u);
  GrB_Scalar_free(&c);
  GrB_Scalar_free(&s);
  GrB_Descriptor_free(&d);
}

//------------------------------------------------------------------------------------------------
// matrices, vectors, scalars
//------------------------------------------------------------------------------------------------
TEST(GetSet, MatrixFields) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_INT16, 5, 6));
  OK(GrB_Matrix_setElement_INT16(A, 7, 1, 2));
  OK(GrB_Matrix_setElement_INT16(A, -7, 4, 5));
  int32_t v = -1;
  OK(GrB_Matrix_get_INT32(A, &v, GrB_EL_TYPE_CODE));
  EXPECT_EQ(v, GrB_INT16_CODE);
  EXPECT_EQ(matrix_string(A, GrB_EL_TYPE_STRING), "GrB_INT16");
  EXPECT_EQ(matrix_string(A, F_JIT_C_NAME), "int16_t");
  OK(GrB_Matrix_get_INT32(A, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_ROWMAJOR);
  // the name: empty, then set any number of times
  EXPECT_EQ(matrix_string(A, GrB_NAME), "");
  char n1[] = "A", n2[] = "adjacency";
  OK(GrB_Matrix_set_String(A, n1, GrB_NAME));
  EXPECT_EQ(matrix_string(A, GrB_NAME), "A");
  OK(GrB_Matrix_set_String(A, n2, GrB_NAME));
  EXPECT_EQ(matrix_string(A, GrB_NAME), "adjacency");
  std::string toolong(GxB_MAX_NAME_LEN, 'n');
  EXPECT_EQ(GrB_Matrix_set_String(A, &toolong[0], GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(matrix_string(A, GrB_NAME), "adjacency");
  // orientation: stored by column, same value
  OK(GrB_Matrix_set_INT32(A, GrB_COLMAJOR, GrB_STORAGE_ORIENTATION_HINT));
  OK(GrB_Matrix_get_INT32(A, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_COLMAJOR);
  OK(GxB_Matrix_Option_get_INT32(A, GxB_FORMAT, &v));
  EXPECT_EQ(v, GxB_BY_COL);
  OK(GrB_Matrix_get_INT32(A, &v, F_FORMAT));
  EXPECT_EQ(v, GxB_BY_COL);
  int16_t x = 0;
  OK(GrB_Matrix_extractElement_INT16(&x, A, 4, 5));
  EXPECT_EQ(x, -7);
  OK(GrB_Matrix_set_INT32(A, GrB_BOTH, GrB_STORAGE_ORIENTATION_HINT));
  OK(GrB_Matrix_get_INT32(A, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_ROWMAJOR);
  EXPECT_EQ(GrB_Matrix_set_INT32(A, 4, GrB_STORAGE_ORIENTATION_HINT), GrB_INVALID_VALUE);
  OK(GrB_Matrix_set_INT32(A, GxB_BY_COL, F_FORMAT));
  OK(GrB_Matrix_get_INT32(A, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_COLMAJOR);
  EXPECT_EQ(GrB_Matrix_set_INT32(A, 7, F_FORMAT), GrB_INVALID_VALUE);
  // sparsity control and status
  OK(GrB_Matrix_set_INT32(A, GxB_BITMAP, F_SPARSITY_CONTROL));
  OK(GrB_Matrix_get_INT32(A, &v, F_SPARSITY_CONTROL));
  EXPECT_EQ(v, GxB_BITMAP);
  OK(GrB_Matrix_get_INT32(A, &v, F_SPARSITY_STATUS));
  EXPECT_EQ(v, GxB_BITMAP);
  OK(GrB_Matrix_get_INT32(A, &v, F_IS_HYPER));
  EXPECT_EQ(v, 0);
  OK(GrB_Matrix_set_INT32(A, GxB_HYPERSPARSE, F_SPARSITY_CONTROL));
  OK(GrB_Matrix_get_INT32(A, &v, F_IS_HYPER));
  EXPECT_EQ(v, 1);
  OK(GrB_Matrix_get_INT32(A, &v, F_ISO));
  EXPECT_EQ(v, 0);
  OK(GrB_Matrix_extractElement_INT16(&x, A, 1, 2));
  EXPECT_EQ(x, 7);
  // doubles through a scalar
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  OK(GrB_Scalar_setElement_FP64(s, 0.5));
  OK(GrB_Matrix_set_Scalar(A, s, F_HYPER_SWITCH));
  OK(GrB_Scalar_setElement_FP64(s, 0.125));
  OK(GrB_Matrix_set_Scalar(A, s, F_BITMAP_SWITCH));
  double d = 0;
  OK(GxB_Matrix_Option_get_FP64(A, GxB_HYPER_SWITCH, &d));
  EXPECT_EQ(d, 0.5);
  OK(GrB_Matrix_get_Scalar(A, s, F_BITMAP_SWITCH));
  EXPECT_EQ(scalar_double(s), 0.125);
  OK(GrB_Matrix_get_Scalar(A, s, F_HYPER_SWITCH));
  EXPECT_EQ(scalar_double(s), 0.5);
  // ints through a scalar
  OK(GrB_Scalar_setElement_INT32(s, GrB_ROWMAJOR));
  OK(GrB_Matrix_set_Scalar(A, s, GrB_STORAGE_ORIENTATION_HINT));
  OK(GrB_Matrix_get_Scalar(A, s, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(scalar_int(s), GrB_ROWMAJOR);
  OK(GrB_Matrix_get_Scalar(A, s, GrB_EL_TYPE_CODE));
  EXPECT_EQ(scalar_int(s), GrB_INT16_CODE);
  OK(GrB_Scalar_setElement_INT32(s, GxB_AUTO_SPARSITY));
  OK(GrB_Matrix_set_Scalar(A, s, F_SPARSITY_CONTROL));
  OK(GrB_Matrix_get_INT32(A, &v, F_SPARSITY_CONTROL));
  EXPECT_EQ(v, GxB_AUTO_SPARSITY);
  GrB_Index n = 0;
  OK(GrB_Matrix_nvals(&n, A));
  EXPECT_EQ(n, 2u);
  GrB_Scalar_free(&s);
  GrB_Matrix_free(&A);
}

TEST(GetSet, MatrixErrors) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP32, 3, 3));
  int32_t v = -4;
  size_t sz = 0;
  char buf[64];
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  // read-only fields
  EXPECT_EQ(GrB_Matrix_set_INT32(A, GrB_INT8_CODE, GrB_EL_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_set_INT32(A, GxB_SPARSE, F_SPARSITY_STATUS), GrB_INVALID_VALUE);
  char nm[] = "GrB_INT8";
  EXPECT_EQ(GrB_Matrix_set_String(A, nm, GrB_EL_TYPE_STRING), GrB_INVALID_VALUE);
  // a double field through an int32, an int field through a string, ...
  EXPECT_EQ(GrB_Matrix_set_INT32(A, 1, F_HYPER_SWITCH), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_get_INT32(A, &v, F_HYPER_SWITCH), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_get_String(A, buf, GrB_EL_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_get_SIZE(A, &sz, GrB_STORAGE_ORIENTATION_HINT), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_get_INT32(A, &v, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_get_VOID(A, buf, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_set_VOID(A, buf, GrB_NAME, 3), GrB_INVALID_VALUE);
  // fields of other objects; the 7.4 GxB_Option_Field numbers
  EXPECT_EQ(GrB_Matrix_get_INT32(A, &v, GrB_OUTP_FIELD), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_get_INT32(A, &v, GrB_INP0_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_get_INT32(A, &v, GrB_Field(GxB_SPARSITY_STATUS)), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_set_INT32(A, GxB_BY_COL, GrB_Field(GxB_FORMAT)), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_get_Scalar(A, s, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Matrix_set_Scalar(A, s, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(v, -4);
  // an empty scalar, a scalar of a user-defined type
  EXPECT_EQ(GrB_Matrix_set_Scalar(A, s, F_HYPER_SWITCH), GrB_EMPTY_OBJECT);
  EXPECT_EQ(GrB_Matrix_set_Scalar(A, s, F_SPARSITY_CONTROL), GrB_EMPTY_OBJECT);
  GrB_Type T = nullptr;
  OK(GrB_Type_new(&T, 8));
  GrB_Scalar u = nullptr;
  OK(GrB_Scalar_new(&u, T));
  EXPECT_EQ(GrB_Matrix_get_Scalar(A, u, GrB_EL_TYPE_CODE), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_get_Scalar(A, u, F_HYPER_SWITCH), GrB_DOMAIN_MISMATCH);
  uint64_t raw = 1;
  OK(GrB_Scalar_setElement_UDT(u, &raw));
  EXPECT_EQ(GrB_Matrix_set_Scalar(A, u, F_SPARSITY_CONTROL), GrB_DOMAIN_MISMATCH);
  OK(GrB_Matrix_get_INT32(A, &v, F_SPARSITY_CONTROL));
  EXPECT_EQ(v, GxB_AUTO_SPARSITY);
  // null pointers and bad objects
  EXPECT_EQ(GrB_Matrix_get_INT32(nullptr, &v, GrB_EL_TYPE_CODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_get_INT32(A, nullptr, GrB_EL_TYPE_CODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_get_String(A, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_get_SIZE(A, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_get_Scalar(A, nullptr, GrB_EL_TYPE_CODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_get_VOID(A, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_set_String(A, nullptr, GrB_NAME), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_set_Scalar(A, nullptr, F_HYPER_SWITCH), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_set_INT32(nullptr, 1, GrB_STORAGE_ORIENTATION_HINT), GrB_NULL_POINTER);
  alignas(64) unsigned char junk[1024] = {};
  EXPECT_EQ(GrB_Matrix_get_INT32(reinterpret_cast<GrB_Matrix>(junk), &v, GrB_EL_TYPE_CODE), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_Matrix_get_Scalar(A, reinterpret_cast<GrB_Scalar>(junk), GrB_EL_TYPE_CODE), GrB_UNINITIALIZED_OBJECT);
  const char* err = nullptr;
  OK(GrB_Matrix_error(&err, A));
  EXPECT_NE(std::strlen(err), 0u);
  GrB_Scalar_free(&u);
  GrB_Type_free(&T);
  GrB_Scalar_free(&s);
  GrB_Matrix_free(&A);
}

TEST(GetSet, VectorAndScalarFields) {
  GrB_Vector w = nullptr;
  OK(GrB_Vector_new(&w, GrB_UINT32, 10));
  OK(GrB_Vector_setElement_UINT32(w, 3, 4));
  int32_t v = -1;
  OK(GrB_Vector_get_INT32(w, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_COLMAJOR);
  // a vector is always by column: the hint is accepted and ignored (GxB_FORMAT too)
  OK(GrB_Vector_set_INT32(w, GrB_ROWMAJOR, GrB_STORAGE_ORIENTATION_HINT));
  OK(GrB_Vector_get_INT32(w, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_COLMAJOR);
  OK(GrB_Vector_set_INT32(w, GxB_BY_ROW, F_FORMAT));
  OK(GrB_Vector_get_INT32(w, &v, F_FORMAT));
  EXPECT_EQ(v, GxB_BY_COL);
  EXPECT_EQ(GrB_Vector_set_INT32(w, 9, GrB_STORAGE_ORIENTATION_HINT), GrB_INVALID_VALUE);
  OK(GrB_Vector_get_INT32(w, &v, GrB_EL_TYPE_CODE));
  EXPECT_EQ(v, GrB_UINT32_CODE);
  EXPECT_EQ(get_string(w, GrB_EL_TYPE_STRING, GrB_Vector_get_SIZE, GrB_Vector_get_String), "GrB_UINT32");
  char nm[] = "w";
  OK(GrB_Vector_set_String(w, nm, GrB_NAME));
  EXPECT_EQ(get_string(w, GrB_NAME, GrB_Vector_get_SIZE, GrB_Vector_get_String), "w");
  OK(GrB_Vector_set_INT32(w, GxB_BITMAP, F_SPARSITY_CONTROL));
  OK(GrB_Vector_get_INT32(w, &v, F_SPARSITY_STATUS));
  EXPECT_EQ(v, GxB_BITMAP);
  // no hyper switch; a bitmap switch
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  OK(GrB_Scalar_setElement_FP64(s, 0.5));
  EXPECT_EQ(GrB_Vector_set_Scalar(w, s, F_HYPER_SWITCH), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Vector_get_Scalar(w, s, F_HYPER_SWITCH), GrB_INVALID_VALUE);
  OK(GrB_Vector_set_Scalar(w, s, F_BITMAP_SWITCH));
  OK(GrB_Scalar_clear(s));
  OK(GrB_Vector_get_Scalar(w, s, F_BITMAP_SWITCH));
  EXPECT_EQ(scalar_double(s), 0.5);
  uint32_t x = 0;
  OK(GrB_Vector_extractElement_UINT32(&x, w, 4));
  EXPECT_EQ(x, 3u);

  // a GrB_Scalar
  GrB_Scalar t = nullptr;
  OK(GrB_Scalar_new(&t, GxB_FC32));
  OK(GrB_Scalar_get_INT32(t, &v, GrB_EL_TYPE_CODE));
  EXPECT_EQ(v, GxB_FC32_CODE);
  OK(GrB_Scalar_get_INT32(t, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_COLMAJOR);
  EXPECT_EQ(get_string(t, GrB_EL_TYPE_STRING, GrB_Scalar_get_SIZE, GrB_Scalar_get_String), "GxB_FC32");
  EXPECT_EQ(get_string(t, F_JIT_C_NAME, GrB_Scalar_get_SIZE, GrB_Scalar_get_String), "float complex");
  char sn[] = "my scalar";
  OK(GrB_Scalar_set_String(t, sn, GrB_NAME));
  EXPECT_EQ(get_string(t, GrB_NAME, GrB_Scalar_get_SIZE, GrB_Scalar_get_String), "my scalar");
  OK(GrB_Scalar_get_INT32(t, &v, F_SPARSITY_STATUS));
  EXPECT_TRUE(v == GxB_SPARSE || v == GxB_BITMAP || v == GxB_FULL);
  OK(GrB_Scalar_set_INT32(t, GrB_ROWMAJOR, GrB_STORAGE_ORIENTATION_HINT));  // ignored
  OK(GrB_Scalar_get_INT32(t, &v, GrB_STORAGE_ORIENTATION_HINT));
  EXPECT_EQ(v, GrB_COLMAJOR);
  OK(GrB_Scalar_setElement_FP32(t, 2.0f));
  OK(GrB_Scalar_get_INT32(t, &v, F_ISO));
  EXPECT_TRUE(v == 0 || v == 1);
  EXPECT_EQ(GrB_Scalar_set_INT32(t, 1, GrB_EL_TYPE_CODE), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Scalar_get_VOID(t, &x, GrB_NAME), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Scalar_set_VOID(t, &x, GrB_NAME, 4), GrB_INVALID_VALUE);
  EXPECT_EQ(GrB_Scalar_get_INT32(nullptr, &v, GrB_EL_TYPE_CODE), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Vector_get_INT32(w, nullptr, GrB_EL_TYPE_CODE), GrB_NULL_POINTER);
  // the scalar may be its own output for an int field
  OK(GrB_Scalar_get_Scalar(s, s, GrB_EL_TYPE_CODE));
  EXPECT_EQ(scalar_double(s), GrB_FP64_CODE);
  GrB_Scalar_free(&t);
  GrB_Scalar_free(&s);
  GrB_Vector_free(&w);
}
