// The names of user-defined types, as SuiteSparse:GraphBLAS 7.4 gives them: the GrB_Type_new
// macro passes the text of its size argument ("sizeof (pair_t)") and the type is named by what
// sizeof was applied to ("pair_t"); programs look types up by that name (GxB_Type_name, a
// container's type name, GxB_JIT_C_NAME, the name recorded in serialized blobs). Every expected
// name below is what Debian's libgraphblas 7.4.0 returned for the same call.
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "test_util.hpp"

namespace {

struct pair_t {
  double a;
  int32_t b;
};
struct foo {
  int32_t x;
};

constexpr GrB_Field kJitCName = GrB_Field(7041);  // GxB_JIT_C_NAME (SuiteSparse 8+)

std::string name_of(GrB_Type t) {
  char name[GxB_MAX_NAME_LEN];
  std::memset(name, 'Q', sizeof name);
  EXPECT_EQ(GxB_Type_name(name, t), GrB_SUCCESS);
  return std::string(name);
}

// GxB_Type_new with this name, the type's name and size; the type is freed
std::pair<std::string, size_t> made(const char* given, size_t size = 16) {
  GrB_Type t = nullptr;
  EXPECT_EQ(GxB_Type_new(&t, size, given, nullptr), GrB_SUCCESS);
  if (!t) return {"<none>", 0};
  size_t got = 0;
  EXPECT_EQ(GxB_Type_size(&got, t), GrB_SUCCESS);
  std::string n = name_of(t);
  GrB_Type_free(&t);
  return {n, got};
}

}  // namespace

TEST(TypeNames, MacroTakesTheNameInsideSizeof) {
  GrB_Type t = nullptr;
  OK(GrB_Type_new(&t, sizeof (pair_t)));
  EXPECT_EQ(name_of(t), "pair_t");
  size_t size = 0;
  OK(GxB_Type_size(&size, t));
  EXPECT_EQ(size, sizeof(pair_t));
  GrB_Type_free(&t);
  OK(GrB_Type_new(&t, sizeof(pair_t)));
  EXPECT_EQ(name_of(t), "pair_t");
  GrB_Type_free(&t);
  OK(GrB_Type_new(&t, sizeof (struct foo)));
  EXPECT_EQ(name_of(t), "struct foo");
  GrB_Type_free(&t);
  // a size given as a number: its text is the name
  OK(GrB_Type_new(&t, 16));
  EXPECT_EQ(name_of(t), "16");
  GrB_Type_free(&t);
  // the function itself has no text to go by
  OK((GrB_Type_new)(&t, 16));
  EXPECT_EQ(name_of(t), "user_type_of_size_16");
  GrB_Type_free(&t);
}

TEST(TypeNames, GivenNamesAsSuiteSparse) {
  EXPECT_EQ(made("plain_name").first, "plain_name");
  EXPECT_EQ(made("").first, "");
  EXPECT_EQ(made(nullptr, 24).first, "user_type_of_size_24");
  EXPECT_EQ(made("a(b)c").first, "a(b)c");  // no "sizeof": taken as is
  // "sizeof" anywhere: what follows it, after the next "(" if any, up to the next ")" if any
  EXPECT_EQ(made("sizeof pair_t").first, " pair_t");
  EXPECT_EQ(made("my_sizeof_thing").first, "_thing");
  EXPECT_EQ(made("sizeof ((x))").first, "(x");
  EXPECT_EQ(made("abc) sizeof (d").first, "d");
  // GxB_Type_new's name passes through the same rule
  EXPECT_EQ(made("sizeof (struct foo)").first, "struct foo");
  // a size of 0 is a 1-byte type, named by the size it was given
  EXPECT_EQ(made("zero", 0), std::make_pair(std::string("zero"), size_t(1)));
  EXPECT_EQ(made(nullptr, 0).first, "user_type_of_size_0");
}

TEST(TypeNames, LongNamesAreCutBeforeSizeofIsLookedFor) {
  // cut to GxB_MAX_NAME_LEN-1 characters
  const std::string xs(300, 'x');
  EXPECT_EQ(made(xs.c_str()).first, std::string(GxB_MAX_NAME_LEN - 1, 'x'));
  // "sizeof (" then 250 characters: what fits of the 127 after "sizeof ("
  const std::string ys = "sizeof (" + std::string(250, 'y') + ")";
  EXPECT_EQ(made(ys.c_str()).first, std::string(GxB_MAX_NAME_LEN - 1 - 8, 'y'));
  // "sizeof" past the cut is not seen: the first 127 characters are the name
  const std::string zs = std::string(125, 'z') + "sizeof (q)";
  EXPECT_EQ(made(zs.c_str()).first, std::string(125, 'z') + "si");
}

TEST(TypeNames, TheNameIsWhatContainersAndBlobsReport) {
  GrB_Type t = nullptr;
  OK(GrB_Type_new(&t, sizeof (pair_t)));
  char name[GxB_MAX_NAME_LEN];
  GrB_Matrix A = nullptr;
  OK(GrB_Matrix_new(&A, t, 3, 4));
  pair_t v{1.5, 7};
  OK(GrB_Matrix_setElement_UDT(A, &v, 1, 2));
  OK(GxB_Matrix_type_name(name, A));
  EXPECT_STREQ(name, "pair_t");
  GrB_Vector u = nullptr;
  OK(GrB_Vector_new(&u, t, 5));
  OK(GxB_Vector_type_name(name, u));
  EXPECT_STREQ(name, "pair_t");
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, t));
  OK(GxB_Scalar_type_name(name, s));
  EXPECT_STREQ(name, "pair_t");
  // GrB_get's C name of the type and of a container of it
  size_t len = 0;
  OK(GrB_Type_get_SIZE(t, &len, kJitCName));
  std::vector<char> buf(len + 1, '\0');
  OK(GrB_Type_get_String(t, buf.data(), kJitCName));
  EXPECT_STREQ(buf.data(), "pair_t");
  OK(GrB_Matrix_get_String(A, name, kJitCName));
  EXPECT_STREQ(name, "pair_t");
  // serialized blobs carry the name, and a blob of a user type deserializes with that type
  for (int gxb = 0; gxb < 2; gxb++) {
    std::vector<unsigned char> blob;
    if (gxb) {
      void* b = nullptr;
      GrB_Index size = 0;
      OK(GxB_Matrix_serialize(&b, &size, A, nullptr));
      blob.assign(static_cast<unsigned char*>(b), static_cast<unsigned char*>(b) + size);
      std::free(b);
    } else {
      GrB_Index size = 0;
      OK(GrB_Matrix_serializeSize(&size, A));
      blob.resize(size);
      OK(GrB_Matrix_serialize(blob.data(), &size, A));
      blob.resize(size);
    }
    std::memset(name, 'Q', sizeof name);
    OK(GxB_deserialize_type_name(name, blob.data(), blob.size()));
    EXPECT_STREQ(name, "pair_t");
    GrB_Matrix B = nullptr;
    OK(GrB_Matrix_deserialize(&B, t, blob.data(), blob.size()));
    pair_t w{0, 0};
    OK(GrB_Matrix_extractElement_UDT(&w, B, 1, 2));
    EXPECT_EQ(w.a, 1.5);
    EXPECT_EQ(w.b, 7);
    GrB_Matrix_free(&B);
  }
  GrB_Scalar_free(&s);
  GrB_Vector_free(&u);
  GrB_Matrix_free(&A);
  GrB_Type_free(&t);
}
