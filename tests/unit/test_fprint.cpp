// GxB_*_fprint: the text printed for every object kind at every level (captured through a
// temporary file), 1-based printing, the GxB_PRINTF / GxB_FLUSH hooks, and every error case.
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <string>

#include "test_util.hpp"

namespace {

// Run a print call with a temporary file and return what it wrote.
template <class F> std::string capture(F&& print, GrB_Info expect = GrB_SUCCESS) {
  FILE* f = std::tmpfile();
  EXPECT_NE(f, nullptr);
  if (!f) return "";
  EXPECT_EQ(print(f), expect);
  std::fflush(f);
  std::rewind(f);
  std::string text;
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, n);
  std::fclose(f);
  return text;
}

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) n++;
  return n;
}

const GxB_Print_Level kLevels[] = {GxB_SILENT, GxB_SUMMARY, GxB_SHORT, GxB_COMPLETE, GxB_SHORT_VERBOSE,
                                   GxB_COMPLETE_VERBOSE};

// output of the GxB_PRINTF hook
std::string hooked;
int flushes = 0;
int hook_printf(const char* fmt, ...) {
  char buf[8192];
  va_list ap;
  va_start(ap, fmt);
  const int n = std::vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  hooked += buf;
  return n;
}
int hook_flush(void) {
  flushes++;
  return 0;
}

void user_add(void* z, const void* x, const void* y) {
  *static_cast<int64_t*>(z) = *static_cast<const int64_t*>(x) + *static_cast<const int64_t*>(y);
}

}  // namespace

TEST(Fprint, SilentPrintsNothing) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 3, 3));
  OK(GrB_Matrix_setElement_FP64(A, 1, 0, 0));
  EXPECT_EQ(capture([&](FILE* f) { return GxB_Matrix_fprint(A, "A", GxB_SILENT, f); }), "");
  EXPECT_EQ(capture([&](FILE* f) { return GxB_Type_fprint(GrB_FP64, "t", GxB_SILENT, f); }), "");
  EXPECT_EQ(capture([&](FILE* f) { return GxB_Monoid_fprint(GrB_PLUS_MONOID_FP64, "m", GxB_SILENT, f); }), "");
  EXPECT_EQ(capture([&](FILE* f) { return GxB_Descriptor_fprint(GrB_DESC_T0, "d", GxB_SILENT, f); }), "");
  // but still checks the object
  EXPECT_EQ(capture([&](FILE* f) { return GxB_Matrix_fprint(nullptr, "A", GxB_SILENT, f); }, GrB_NULL_POINTER), "");
  GrB_Matrix_free(&A);
}

TEST(Fprint, Types) {
  const std::string t = capture([](FILE* f) { return GxB_Type_fprint(GrB_INT32, "mytype", GxB_SUMMARY, f); });
  EXPECT_TRUE(has(t, "mytype")) << t;
  EXPECT_TRUE(has(t, "int32_t")) << t;
  EXPECT_TRUE(has(t, "GrB_INT32")) << t;
  EXPECT_TRUE(has(t, "size 4")) << t;
  EXPECT_TRUE(has(t, "built-in")) << t;
  GrB_Type T = nullptr;
  OK(GxB_Type_new(&T, 12, "triple", "typedef struct { int32_t a, b, c; } triple;"));
  const std::string u = capture([&](FILE* f) { return GxB_Type_fprint(T, "T", GxB_SHORT, f); });
  EXPECT_TRUE(has(u, "triple")) << u;
  EXPECT_TRUE(has(u, "user-defined")) << u;
  EXPECT_TRUE(has(u, "size 12")) << u;
  EXPECT_TRUE(has(u, "typedef struct { int32_t a, b, c; } triple;")) << u;
  // the definition only from GxB_SHORT up
  const std::string s = capture([&](FILE* f) { return GxB_Type_fprint(T, "T", GxB_SUMMARY, f); });
  EXPECT_FALSE(has(s, "typedef")) << s;
  // every level works
  for (GxB_Print_Level pr : kLevels) capture([&](FILE* f) { return GxB_Type_fprint(T, nullptr, pr, f); });
  GrB_Type_free(&T);
}

TEST(Fprint, Operators) {
  const std::string u = capture([](FILE* f) { return GxB_UnaryOp_fprint(GrB_AINV_FP64, "u", GxB_SHORT, f); });
  EXPECT_TRUE(has(u, "UnaryOp")) << u;
  EXPECT_TRUE(has(u, "GrB_AINV_FP64")) << u;
  EXPECT_TRUE(has(u, "z=ainv(x)")) << u;
  EXPECT_TRUE(has(u, "ztype: double")) << u;
  EXPECT_TRUE(has(u, "xtype: double")) << u;
  const std::string b = capture([](FILE* f) { return GxB_BinaryOp_fprint(GrB_LT_INT16, "b", GxB_SUMMARY, f); });
  EXPECT_TRUE(has(b, "BinaryOp")) << b;
  EXPECT_TRUE(has(b, "z=lt(x,y)")) << b;
  EXPECT_TRUE(has(b, "ztype: bool")) << b;
  EXPECT_TRUE(has(b, "xtype: int16_t")) << b;
  EXPECT_TRUE(has(b, "ytype: int16_t")) << b;
  const std::string i = capture([](FILE* f) { return GxB_IndexUnaryOp_fprint(GrB_TRIL, "i", GxB_SUMMARY, f); });
  EXPECT_TRUE(has(i, "IndexUnaryOp")) << i;
  EXPECT_TRUE(has(i, "GrB_TRIL")) << i;
  EXPECT_TRUE(has(i, "ytype: int64_t")) << i;
  EXPECT_FALSE(has(i, "xtype")) << i;
  const std::string s = capture([](FILE* f) { return GxB_SelectOp_fprint(GxB_NONZERO, "s", GxB_SUMMARY, f); });
  EXPECT_TRUE(has(s, "SelectOp")) << s;
  EXPECT_TRUE(has(s, "nonzero")) << s;
  const std::string d = capture([](FILE* f) { return GxB_BinaryOp_fprint(GxB_IGNORE_DUP, "dup", GxB_SUMMARY, f); });
  EXPECT_TRUE(has(d, "GxB_IGNORE_DUP")) << d;
  // a user-defined operator with a definition
  GrB_BinaryOp op = nullptr;
  OK(GxB_BinaryOp_new(&op, user_add, GrB_INT64, GrB_INT64, GrB_INT64, "user_add", "void user_add (...) { }"));
  const std::string o = capture([&](FILE* f) { return GxB_BinaryOp_fprint(op, "op", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(o, "user-defined")) << o;
  EXPECT_TRUE(has(o, "z=user_add(x,y)")) << o;
  EXPECT_TRUE(has(o, "void user_add (...) { }")) << o;
  for (GxB_Print_Level pr : kLevels) {
    capture([&](FILE* f) { return GxB_BinaryOp_fprint(op, "op", pr, f); });
    capture([&](FILE* f) { return GxB_UnaryOp_fprint(GxB_POSITIONI_INT32, "p", pr, f); });
    capture([&](FILE* f) { return GxB_IndexUnaryOp_fprint(GrB_VALUEEQ_FP32, "v", pr, f); });
    capture([&](FILE* f) { return GxB_SelectOp_fprint(GxB_GT_THUNK, "g", pr, f); });
  }
  GrB_BinaryOp_free(&op);
}

TEST(Fprint, MonoidsAndSemirings) {
  const std::string m = capture([](FILE* f) { return GxB_Monoid_fprint(GrB_MIN_MONOID_FP64, "m", GxB_SHORT, f); });
  EXPECT_TRUE(has(m, "Monoid")) << m;
  EXPECT_TRUE(has(m, "GrB_MIN_MONOID_FP64")) << m;
  EXPECT_TRUE(has(m, "z=min(x,y)")) << m;
  EXPECT_TRUE(has(m, "identity: [ Inf ]")) << m;
  const std::string mx = capture([](FILE* f) { return GxB_Monoid_fprint(GrB_MAX_MONOID_INT16, "mx", GxB_SHORT, f); });
  EXPECT_TRUE(has(mx, "identity: [ -32768 ] terminal: [ 32767 ]")) << mx;
  const std::string p = capture([](FILE* f) { return GxB_Monoid_fprint(GrB_PLUS_MONOID_INT32, "p", GxB_SHORT, f); });
  EXPECT_TRUE(has(p, "identity: [ 0 ]")) << p;
  EXPECT_FALSE(has(p, "terminal")) << p;
  const std::string c = capture([](FILE* f) { return GxB_Monoid_fprint(GxB_TIMES_FC64_MONOID, "c", GxB_SHORT, f); });
  EXPECT_TRUE(has(c, "identity: [ 1 + 0i ]")) << c;
  const std::string s =
      capture([](FILE* f) { return GxB_Semiring_fprint(GrB_PLUS_TIMES_SEMIRING_FP32, "s", GxB_SUMMARY, f); });
  EXPECT_TRUE(has(s, "Semiring")) << s;
  EXPECT_TRUE(has(s, "GrB_PLUS_TIMES_SEMIRING_FP32")) << s;
  EXPECT_TRUE(has(s, "GrB_PLUS_MONOID_FP32")) << s;
  EXPECT_TRUE(has(s, "z=plus(x,y)")) << s;
  EXPECT_TRUE(has(s, "z=times(x,y)")) << s;
  // user-defined
  GrB_BinaryOp op = nullptr;
  OK(GxB_BinaryOp_new(&op, user_add, GrB_INT64, GrB_INT64, GrB_INT64, "user_add", nullptr));
  GrB_Monoid mon = nullptr;
  OK(GrB_Monoid_new_INT64(&mon, op, 0));
  GrB_Semiring sr = nullptr;
  OK(GrB_Semiring_new(&sr, mon, GrB_TIMES_INT64));
  char nm[] = "my semiring";
  OK(GrB_Semiring_set_String(sr, nm, GrB_NAME));
  const std::string u = capture([&](FILE* f) { return GxB_Semiring_fprint(sr, "sr", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(u, "my semiring")) << u;
  EXPECT_TRUE(has(u, "user-defined")) << u;
  EXPECT_TRUE(has(u, "z=user_add(x,y)")) << u;
  EXPECT_TRUE(has(u, "identity: [ 0 ]")) << u;
  for (GxB_Print_Level pr : kLevels) {
    capture([&](FILE* f) { return GxB_Monoid_fprint(mon, "m", pr, f); });
    capture([&](FILE* f) { return GxB_Semiring_fprint(sr, "s", pr, f); });
  }
  GrB_Semiring_free(&sr);
  GrB_Monoid_free(&mon);
  GrB_BinaryOp_free(&op);
}

TEST(Fprint, Descriptors) {
  const std::string d = capture([](FILE* f) { return GxB_Descriptor_fprint(GrB_DESC_RSCT0, "d", GxB_SUMMARY, f); });
  EXPECT_TRUE(has(d, "Descriptor")) << d;
  EXPECT_TRUE(has(d, "GrB_DESC_RSCT0")) << d;
  EXPECT_TRUE(has(d, "out      = replace")) << d;
  EXPECT_TRUE(has(d, "mask     = structural complement")) << d;
  EXPECT_TRUE(has(d, "in0      = transpose")) << d;
  EXPECT_TRUE(has(d, "in1      = default")) << d;
  GrB_Descriptor u = nullptr;
  OK(GrB_Descriptor_new(&u));
  OK(GxB_Desc_set(u, GxB_AxB_METHOD, GxB_AxB_DOT));
  OK(GxB_Desc_set(u, GxB_DESCRIPTOR_NTHREADS, 4));
  OK(GxB_Desc_set(u, GrB_MASK, GrB_COMP));
  const std::string t = capture([&](FILE* f) { return GxB_Descriptor_fprint(u, "u", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(t, "user-defined")) << t;
  EXPECT_TRUE(has(t, "axb      = dot")) << t;
  EXPECT_TRUE(has(t, "nthreads = 4")) << t;
  EXPECT_TRUE(has(t, "mask     = complement")) << t;
  GrB_Descriptor_free(&u);
}

TEST(Fprint, MatrixSummaryAndEntries) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 4, 5));
  OK(GrB_Matrix_setElement_FP64(A, 1.5, 0, 1));
  OK(GrB_Matrix_setElement_FP64(A, 2.25, 2, 3));
  OK(GrB_Matrix_setElement_FP64(A, -3, 3, 4));
  // summary: no entries; pending work is finished first
  const std::string s = capture([&](FILE* f) { return GxB_Matrix_fprint(A, "A", GxB_SUMMARY, f); });
  EXPECT_TRUE(has(s, "4x5 GraphBLAS double matrix")) << s;
  EXPECT_TRUE(has(s, "by row")) << s;
  EXPECT_TRUE(has(s, "A, 3 entries")) << s;
  EXPECT_FALSE(has(s, "(0,1)")) << s;
  // short and complete: the entries
  for (GxB_Print_Level pr : {GxB_SHORT, GxB_COMPLETE, GxB_SHORT_VERBOSE, GxB_COMPLETE_VERBOSE}) {
    const std::string e = capture([&](FILE* f) { return GxB_Matrix_fprint(A, "A", pr, f); });
    EXPECT_TRUE(has(e, "(0,1)   1.5")) << e;
    EXPECT_TRUE(has(e, "(2,3)   2.25")) << e;
    EXPECT_TRUE(has(e, "(3,4)   -3")) << e;
  }
  // verbose prints more digits
  OK(GrB_Matrix_setElement_FP64(A, 1.0 / 3.0, 1, 1));
  const std::string v = capture([&](FILE* f) { return GxB_Matrix_fprint(A, "A", GxB_COMPLETE_VERBOSE, f); });
  EXPECT_TRUE(has(v, "0.33333333333333")) << v;
  const std::string nv = capture([&](FILE* f) { return GxB_Matrix_fprint(A, "A", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(nv, "(1,1)   0.333333\n")) << nv;
  // 1-based printing
  OK(GxB_Global_Option_set(GxB_PRINT_1BASED, true));
  const std::string one = capture([&](FILE* f) { return GxB_Matrix_fprint(A, "A", GxB_COMPLETE, f); });
  OK(GxB_Global_Option_set(GxB_PRINT_1BASED, false));
  EXPECT_TRUE(has(one, "(1,2)   1.5")) << one;
  EXPECT_TRUE(has(one, "(4,5)   -3")) << one;
  EXPECT_FALSE(has(one, "(0,1)")) << one;
  // other structures and orientations, same entries
  OK(GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_COL));
  OK(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  const std::string bm = capture([&](FILE* f) { return GxB_Matrix_fprint(A, "A", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(bm, "bitmap by col")) << bm;
  EXPECT_TRUE(has(bm, "sparsity control: bitmap only")) << bm;
  EXPECT_TRUE(has(bm, "(2,3)   2.25")) << bm;
  OK(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE));
  const std::string hy = capture([&](FILE* f) { return GxB_Matrix_fprint(A, "A", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(hy, "hypersparse by col")) << hy;
  EXPECT_TRUE(has(hy, "(3,4)   -3")) << hy;
  // the GrB_NAME of the matrix is shown
  char nm[] = "adjacency";
  OK(GrB_Matrix_set_String(A, nm, GrB_NAME));
  const std::string named = capture([&](FILE* f) { return GxB_Matrix_fprint(A, nullptr, GxB_SUMMARY, f); });
  EXPECT_TRUE(has(named, "adjacency")) << named;
  GrB_Matrix_free(&A);
}

TEST(Fprint, ShortPrintsAFewEntries) {
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_INT32, 100, 100));
  for (int k = 0; k < 100; k++) OK(GrB_Matrix_setElement_INT32(A, k, k, (7 * k) % 100));
  const std::string s = capture([&](FILE* f) { return GxB_Matrix_fprint(A, "A", GxB_SHORT, f); });
  EXPECT_TRUE(has(s, "100 entries")) << s;
  EXPECT_EQ(count(s, "    ("), 30u) << s;
  EXPECT_TRUE(has(s, "    ...")) << s;
  const std::string c = capture([&](FILE* f) { return GxB_Matrix_fprint(A, "A", GxB_COMPLETE, f); });
  EXPECT_EQ(count(c, "    ("), 100u);
  EXPECT_FALSE(has(c, "...")) << c;
  EXPECT_TRUE(has(c, "(99,93)   99")) << c;
  GrB_Matrix_free(&A);
}

TEST(Fprint, ValuesOfEachType) {
  GrB_Matrix B = nullptr;
  OK(GrB_Matrix_new(&B, GrB_BOOL, 2, 2));
  OK(GrB_Matrix_setElement_BOOL(B, true, 0, 1));
  OK(GrB_Matrix_setElement_BOOL(B, false, 1, 0));
  std::string t = capture([&](FILE* f) { return GxB_Matrix_fprint(B, "B", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(t, "bool matrix")) << t;
  EXPECT_TRUE(has(t, "(0,1)   1")) << t;
  EXPECT_TRUE(has(t, "(1,0)   0")) << t;
  GrB_Matrix_free(&B);
  GrB_Matrix U = nullptr;
  OK(GrB_Matrix_new(&U, GrB_UINT64, 2, 2));
  OK(GrB_Matrix_setElement_UINT64(U, UINT64_MAX, 1, 1));
  t = capture([&](FILE* f) { return GxB_Matrix_fprint(U, "U", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(t, "(1,1)   18446744073709551615")) << t;
  GrB_Matrix_free(&U);
  GrB_Matrix I8 = nullptr;
  OK(GrB_Matrix_new(&I8, GrB_INT8, 2, 2));
  OK(GrB_Matrix_setElement_INT8(I8, -128, 0, 0));
  t = capture([&](FILE* f) { return GxB_Matrix_fprint(I8, "I8", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(t, "(0,0)   -128")) << t;
  GrB_Matrix_free(&I8);
  GrB_Matrix C = nullptr;
  OK(GrB_Matrix_new(&C, GxB_FC32, 2, 2));
  OK(GxB_Matrix_setElement_FC32(C, GxB_CMPLXF(2.5f, -1.0f), 0, 0));
  t = capture([&](FILE* f) { return GxB_Matrix_fprint(C, "C", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(t, "float complex matrix")) << t;
  EXPECT_TRUE(has(t, "(0,0)   2.5 - 1i")) << t;
  GrB_Matrix_free(&C);
  GrB_Matrix F = nullptr;
  OK(GrB_Matrix_new(&F, GrB_FP32, 2, 2));
  OK(GrB_Matrix_setElement_FP32(F, 1.0f / 0.0f, 0, 0));
  OK(GrB_Matrix_setElement_FP32(F, 0.0f / 0.0f, 1, 1));
  t = capture([&](FILE* f) { return GxB_Matrix_fprint(F, "F", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(t, "(0,0)   Inf")) << t;
  EXPECT_TRUE(has(t, "(1,1)   NaN")) << t;
  GrB_Matrix_free(&F);
  // user-defined values
  struct Pair {
    int32_t a, b;
  };
  GrB_Type T = nullptr;
  OK(GxB_Type_new(&T, sizeof(Pair), "Pair", nullptr));
  GrB_Matrix P = nullptr;
  OK(GrB_Matrix_new(&P, T, 2, 2));
  Pair pv{1, 2};
  OK(GrB_Matrix_setElement_UDT(P, &pv, 1, 0));
  t = capture([&](FILE* f) { return GxB_Matrix_fprint(P, "P", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(t, "Pair matrix")) << t;
  EXPECT_TRUE(has(t, "(1,0)   [user-defined value]")) << t;
  t = capture([&](FILE* f) { return GxB_Matrix_fprint(P, "P", GxB_COMPLETE_VERBOSE, f); });
  EXPECT_TRUE(has(t, "(1,0)   0x0100000002000000")) << t;
  GrB_Matrix_free(&P);
  GrB_Type_free(&T);
}

TEST(Fprint, VectorsAndScalars) {
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_INT32, 100));
  for (int k = 0; k < 50; k++) OK(GrB_Vector_setElement_INT32(v, k * k, 2 * k));
  std::string t = capture([&](FILE* f) { return GxB_Vector_fprint(v, "v", GxB_SHORT, f); });
  EXPECT_TRUE(has(t, "100x1 GraphBLAS int32_t vector")) << t;
  EXPECT_TRUE(has(t, "by col")) << t;
  EXPECT_TRUE(has(t, "v, 50 entries")) << t;
  EXPECT_TRUE(has(t, "(4,0)   4")) << t;
  EXPECT_TRUE(has(t, "...")) << t;
  t = capture([&](FILE* f) { return GxB_Vector_fprint(v, "v", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(t, "(98,0)   2401")) << t;
  GrB_Vector_free(&v);
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_UINT8));
  t = capture([&](FILE* f) { return GxB_Scalar_fprint(s, "s", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(t, "1x1 GraphBLAS uint8_t scalar")) << t;
  EXPECT_TRUE(has(t, "no entries")) << t;
  OK(GrB_Scalar_setElement_UINT8(s, 7));
  t = capture([&](FILE* f) { return GxB_Scalar_fprint(s, "s", GxB_COMPLETE, f); });
  EXPECT_TRUE(has(t, "1 entry")) << t;
  EXPECT_TRUE(has(t, "(0,0)   7")) << t;
  for (GxB_Print_Level pr : kLevels) capture([&](FILE* f) { return GxB_Scalar_fprint(s, nullptr, pr, f); });
  GrB_Scalar_free(&s);
}

TEST(Fprint, PrintfAndFlushHooks) {
  OK(GxB_Global_Option_set(GxB_PRINTF, hook_printf));
  OK(GxB_Global_Option_set(GxB_FLUSH, hook_flush));
  hooked.clear();
  flushes = 0;
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, GrB_FP64, 2, 2));
  OK(GrB_Matrix_setElement_FP64(A, 4.5, 1, 1));
  // f == NULL: through the hooks
  EXPECT_EQ(GxB_Matrix_fprint(A, "hooked_A", GxB_COMPLETE, nullptr), GrB_SUCCESS);
  EXPECT_EQ(GxB_Monoid_fprint(GrB_PLUS_MONOID_FP64, "m", GxB_SUMMARY, nullptr), GrB_SUCCESS);
  // a file: not through the hooks
  const std::string file = capture([&](FILE* f) { return GxB_Type_fprint(GrB_INT8, "to_file", GxB_SUMMARY, f); });
  OK(GxB_Global_Option_set(GxB_PRINTF, nullptr));
  OK(GxB_Global_Option_set(GxB_FLUSH, nullptr));
  EXPECT_TRUE(has(hooked, "hooked_A")) << hooked;
  EXPECT_TRUE(has(hooked, "(1,1)   4.5")) << hooked;
  EXPECT_TRUE(has(hooked, "GrB_PLUS_MONOID_FP64")) << hooked;
  EXPECT_FALSE(has(hooked, "to_file")) << hooked;
  EXPECT_TRUE(has(file, "to_file")) << file;
  EXPECT_GT(flushes, 0);
  GrB_Matrix_free(&A);
}

TEST(Fprint, Errors) {
  // null objects: GrB_NULL_POINTER, and the problem is printed
  std::string t = capture([](FILE* f) { return GxB_Type_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);
  EXPECT_TRUE(has(t, "NULL")) << t;
  capture([](FILE* f) { return GxB_UnaryOp_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);
  capture([](FILE* f) { return GxB_BinaryOp_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);
  capture([](FILE* f) { return GxB_IndexUnaryOp_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);
  capture([](FILE* f) { return GxB_SelectOp_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);
  capture([](FILE* f) { return GxB_Monoid_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);
  capture([](FILE* f) { return GxB_Semiring_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);
  capture([](FILE* f) { return GxB_Descriptor_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);
  t = capture([](FILE* f) { return GxB_Matrix_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);
  EXPECT_TRUE(has(t, "NULL")) << t;
  capture([](FILE* f) { return GxB_Vector_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);
  capture([](FILE* f) { return GxB_Scalar_fprint(nullptr, "x", GxB_SUMMARY, f); }, GrB_NULL_POINTER);

  // never-created objects: GrB_UNINITIALIZED_OBJECT
  alignas(64) unsigned char junk[1024] = {};
  t = capture([&](FILE* f) { return GxB_Type_fprint(reinterpret_cast<GrB_Type>(junk), "j", GxB_SUMMARY, f); },
              GrB_UNINITIALIZED_OBJECT);
  EXPECT_TRUE(has(t, "uninitialized")) << t;
  capture([&](FILE* f) { return GxB_UnaryOp_fprint(reinterpret_cast<GrB_UnaryOp>(junk), "j", GxB_SUMMARY, f); },
          GrB_UNINITIALIZED_OBJECT);
  capture([&](FILE* f) { return GxB_BinaryOp_fprint(reinterpret_cast<GrB_BinaryOp>(junk), "j", GxB_SUMMARY, f); },
          GrB_UNINITIALIZED_OBJECT);
  capture(
      [&](FILE* f) { return GxB_IndexUnaryOp_fprint(reinterpret_cast<GrB_IndexUnaryOp>(junk), "j", GxB_SUMMARY, f); },
      GrB_UNINITIALIZED_OBJECT);
  capture([&](FILE* f) { return GxB_SelectOp_fprint(reinterpret_cast<GxB_SelectOp>(junk), "j", GxB_SUMMARY, f); },
          GrB_UNINITIALIZED_OBJECT);
  capture([&](FILE* f) { return GxB_Monoid_fprint(reinterpret_cast<GrB_Monoid>(junk), "j", GxB_SUMMARY, f); },
          GrB_UNINITIALIZED_OBJECT);
  capture([&](FILE* f) { return GxB_Semiring_fprint(reinterpret_cast<GrB_Semiring>(junk), "j", GxB_SUMMARY, f); },
          GrB_UNINITIALIZED_OBJECT);
  capture(
      [&](FILE* f) { return GxB_Descriptor_fprint(reinterpret_cast<GrB_Descriptor>(junk), "j", GxB_SUMMARY, f); },
      GrB_UNINITIALIZED_OBJECT);
  capture([&](FILE* f) { return GxB_Matrix_fprint(reinterpret_cast<GrB_Matrix>(junk), "j", GxB_SUMMARY, f); },
          GrB_UNINITIALIZED_OBJECT);
  capture([&](FILE* f) { return GxB_Vector_fprint(reinterpret_cast<GrB_Vector>(junk), "j", GxB_SUMMARY, f); },
          GrB_UNINITIALIZED_OBJECT);
  capture([&](FILE* f) { return GxB_Scalar_fprint(reinterpret_cast<GrB_Scalar>(junk), "j", GxB_SUMMARY, f); },
          GrB_UNINITIALIZED_OBJECT);

  // a freed object (the library marks freed memory): GrB_INVALID_OBJECT
  alignas(64) unsigned char freed[1024] = {};
  const int64_t freed_magic = 0x646565726621LL;
  std::memcpy(freed, &freed_magic, sizeof freed_magic);
  t = capture([&](FILE* f) { return GxB_Matrix_fprint(reinterpret_cast<GrB_Matrix>(freed), "F", GxB_SUMMARY, f); },
              GrB_INVALID_OBJECT);
  EXPECT_TRUE(has(t, "invalid")) << t;
  capture([&](FILE* f) { return GxB_Type_fprint(reinterpret_cast<GrB_Type>(freed), "F", GxB_SUMMARY, f); },
          GrB_INVALID_OBJECT);

  GrB_Type T = nullptr;
  OK(GxB_Type_new(&T, 8, "T8", nullptr));
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, T, 2, 2));
  // a matrix is not a vector: a 2-by-2 matrix passed as a GrB_Vector is invalid
  capture([&](FILE* f) { return GxB_Vector_fprint(reinterpret_cast<GrB_Vector>(A), "A", GxB_SUMMARY, f); },
          GrB_INVALID_OBJECT);
  capture([&](FILE* f) { return GxB_Scalar_fprint(reinterpret_cast<GrB_Scalar>(A), "A", GxB_SUMMARY, f); },
          GrB_INVALID_OBJECT);
  GrB_Matrix_free(&A);
  GrB_Type_free(&T);

  // out-of-range levels behave like the nearest level
  GrB_Matrix B = nullptr;
  OK(GrB_Matrix_new(&B, GrB_INT32, 2, 2));
  OK(GrB_Matrix_setElement_INT32(B, 5, 1, 0));
  t = capture([&](FILE* f) { return GxB_Matrix_fprint(B, "B", GxB_Print_Level(9), f); });
  EXPECT_TRUE(has(t, "(1,0)   5")) << t;
  t = capture([&](FILE* f) { return GxB_Matrix_fprint(B, "B", GxB_Print_Level(-1), f); });
  EXPECT_TRUE(has(t, "2x2 GraphBLAS int32_t matrix")) << t;
  EXPECT_FALSE(has(t, "(1,0)")) << t;
  // no name
  t = capture([&](FILE* f) { return GxB_Matrix_fprint(B, nullptr, GxB_SUMMARY, f); });
  EXPECT_TRUE(has(t, "1 entry")) << t;
  GrB_Matrix_free(&B);
}
