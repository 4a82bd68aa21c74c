// Serialization as LAGraph uses it: LAGraph_SSaveSet writes GxB_Matrix_serialize blobs (each
// with its type name, from GxB_deserialize_type_name on read) one after another in a file, and
// LAGraph_SLoadSet reads them back with GrB_Matrix_deserialize. Round trips on every storage
// format, several types (a user-defined one included), iso and empty matrices, hypersparse
// matrices of huge dimension, the compression methods, and vectors; blobs are freed with free()
// as LAGraph_Free does.
#include "compat_util.hpp"

#include <cstdio>
#include <cstring>

using compat::Entries;
using compat::kFormats;

namespace {

struct Blob {
  void* p = nullptr;
  GrB_Index size = 0;
  ~Blob() { std::free(p); }
};

void expect_same(GrB_Matrix C, GrB_Matrix A, const char* what) {
  GrB_Index r1, c1, r2, c2;
  ASSERT_EQ(GrB_Matrix_nrows(&r1, A), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_ncols(&c1, A), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_nrows(&r2, C), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_ncols(&c2, C), GrB_SUCCESS);
  EXPECT_EQ(r1, r2) << what;
  EXPECT_EQ(c1, c2) << what;
  GrB_Type t1, t2;
  ASSERT_EQ(GxB_Matrix_type(&t1, A), GrB_SUCCESS);
  ASSERT_EQ(GxB_Matrix_type(&t2, C), GrB_SUCCESS);
  EXPECT_EQ(t1, t2) << what;
  Entries a, c;
  ASSERT_EQ(compat::entries_of(a, A), GrB_SUCCESS);
  ASSERT_EQ(compat::entries_of(c, C), GrB_SUCCESS);
  EXPECT_EQ(a, c) << what << ": " << compat::describe(c);
}

class CompatSerialize : public ::testing::TestWithParam<int> {};

// Every format, through both APIs: GxB_Matrix_serialize (library-allocated blob) with
// GxB_Matrix_deserialize (type from the blob), and GrB_Matrix_serializeSize / GrB_Matrix_serialize
// (caller's buffer) with GrB_Matrix_deserialize (type given).
TEST_P(CompatSerialize, EveryFormatBothApis) {
  const compat::Format& fmt = kFormats[GetParam()];
  for (GrB_Type type : {GrB_FP64, GrB_INT8, GrB_BOOL, GrB_UINT64}) {
    const Entries ref = compat::reference_entries(11, 9, fmt.sparsity == GxB_FULL, 40 + GetParam());
    lg::Mat A;
    ASSERT_EQ(compat::matrix_from(&A.p, type, 11, 9, ref), GrB_SUCCESS);
    ASSERT_TRUE(compat::put_in_format(A.p, fmt));
    Blob b;
    ASSERT_EQ(GxB_Matrix_serialize(&b.p, &b.size, A.p, nullptr), GrB_SUCCESS);
    ASSERT_NE(b.p, nullptr);
    char name[GxB_MAX_NAME_LEN] = "", want[GxB_MAX_NAME_LEN] = "";
    ASSERT_EQ(GxB_deserialize_type_name(name, b.p, b.size), GrB_SUCCESS);
    ASSERT_EQ(GxB_Matrix_type_name(want, A.p), GrB_SUCCESS);
    EXPECT_STREQ(name, want);
    lg::Mat C, D;
    ASSERT_EQ(GxB_Matrix_deserialize(&C.p, nullptr, b.p, b.size, nullptr), GrB_SUCCESS);
    expect_same(C.p, A.p, fmt.name);
    // the spec's API: size bound, then the actual size written
    GrB_Index bound = 0;
    ASSERT_EQ(GrB_Matrix_serializeSize(&bound, A.p), GrB_SUCCESS);
    std::vector<char> buf(bound);
    GrB_Index used = bound;
    ASSERT_EQ(GrB_Matrix_serialize(buf.data(), &used, A.p), GrB_SUCCESS);
    EXPECT_LE(used, bound);
    ASSERT_EQ(GrB_Matrix_deserialize(&D.p, type, buf.data(), used), GrB_SUCCESS);
    expect_same(D.p, A.p, fmt.name);
    // a wrong type is refused
    lg::Mat E;
    const GrB_Type other = (type == GrB_FP64) ? GrB_INT32 : GrB_FP64;
    EXPECT_EQ(GrB_Matrix_deserialize(&E.p, other, buf.data(), used), GrB_DOMAIN_MISMATCH);
    EXPECT_EQ(E.p, nullptr);
  }
}

INSTANTIATE_TEST_SUITE_P(Formats, CompatSerialize, ::testing::Range(0, 8),
                         [](const ::testing::TestParamInfo<int>& i) { return std::string(kFormats[i.param].name); });

// The compression choices of the GxB_COMPRESSION descriptor field all give the same matrix back.
TEST(CompatSerializeMore, CompressionMethods) {
  const Entries ref = compat::reference_entries(40, 30, false, 5);
  lg::Mat A;
  ASSERT_EQ(compat::matrix_from(&A.p, GrB_FP32, 40, 30, ref), GrB_SUCCESS);
  for (int32_t method : {GxB_COMPRESSION_NONE, GxB_COMPRESSION_DEFAULT, GxB_COMPRESSION_LZ4,
                         GxB_COMPRESSION_LZ4HC + 9, GxB_COMPRESSION_ZSTD + 3}) {
    GrB_Descriptor desc = nullptr;
    ASSERT_EQ(GrB_Descriptor_new(&desc), GrB_SUCCESS);
    ASSERT_EQ(GxB_Desc_set_INT32(desc, GxB_COMPRESSION, method), GrB_SUCCESS);
    Blob b;
    ASSERT_EQ(GxB_Matrix_serialize(&b.p, &b.size, A.p, desc), GrB_SUCCESS) << method;
    GrB_Descriptor_free(&desc);
    lg::Mat C;
    ASSERT_EQ(GxB_Matrix_deserialize(&C.p, GrB_FP32, b.p, b.size, nullptr), GrB_SUCCESS) << method;
    expect_same(C.p, A.p, "compression");
  }
}

// Iso, empty, and a hypersparse 2^40 x 2^40 matrix with a few entries.
TEST(CompatSerializeMore, IsoEmptyHuge) {
  {
    lg::Mat A, C;
    ASSERT_EQ(GrB_Matrix_new(&A.p, GrB_INT16, 6, 6), GrB_SUCCESS);
    GrB_Scalar s = nullptr;
    ASSERT_EQ(GrB_Scalar_new(&s, GrB_INT16), GrB_SUCCESS);
    ASSERT_EQ(GrB_Scalar_setElement_INT16(s, -3), GrB_SUCCESS);
    const GrB_Index I[] = {0, 1, 5, 5}, J[] = {0, 4, 2, 5};
    ASSERT_EQ(GxB_Matrix_build_Scalar(A.p, I, J, s, 4), GrB_SUCCESS);
    GrB_Scalar_free(&s);
    bool iso = false;
    ASSERT_EQ(GxB_Matrix_iso(&iso, A.p), GrB_SUCCESS);
    EXPECT_TRUE(iso);
    Blob b;
    ASSERT_EQ(GxB_Matrix_serialize(&b.p, &b.size, A.p, nullptr), GrB_SUCCESS);
    ASSERT_EQ(GxB_Matrix_deserialize(&C.p, nullptr, b.p, b.size, nullptr), GrB_SUCCESS);
    expect_same(C.p, A.p, "iso");
    iso = false;
    ASSERT_EQ(GxB_Matrix_iso(&iso, C.p), GrB_SUCCESS);
    EXPECT_TRUE(iso);
  }
  {
    lg::Mat A, C;
    ASSERT_EQ(GrB_Matrix_new(&A.p, GxB_FC64, 0, 7), GrB_SUCCESS);
    Blob b;
    ASSERT_EQ(GxB_Matrix_serialize(&b.p, &b.size, A.p, nullptr), GrB_SUCCESS);
    ASSERT_EQ(GxB_Matrix_deserialize(&C.p, nullptr, b.p, b.size, nullptr), GrB_SUCCESS);
    expect_same(C.p, A.p, "empty");
  }
  {
    const GrB_Index big = GrB_Index(1) << 40;
    lg::Mat A, C;
    ASSERT_EQ(GrB_Matrix_new(&A.p, GrB_FP64, big, big), GrB_SUCCESS);
    ASSERT_EQ(GrB_Matrix_setElement_FP64(A.p, 1.25, 0, big - 1), GrB_SUCCESS);
    ASSERT_EQ(GrB_Matrix_setElement_FP64(A.p, -8, big - 1, 17), GrB_SUCCESS);
    ASSERT_EQ(GrB_Matrix_setElement_FP64(A.p, 1e100, 123456789012, 5), GrB_SUCCESS);
    Blob b;
    ASSERT_EQ(GxB_Matrix_serialize(&b.p, &b.size, A.p, nullptr), GrB_SUCCESS);
    EXPECT_LT(b.size, 4096u) << "hypersparse: the blob does not grow with the dimension";
    ASSERT_EQ(GxB_Matrix_deserialize(&C.p, nullptr, b.p, b.size, nullptr), GrB_SUCCESS);
    expect_same(C.p, A.p, "2^40");
  }
}

// A user-defined type: the blob carries its name; deserializing needs the type itself.
TEST(CompatSerializeMore, UserDefinedType) {
  struct Pair {
    int32_t a;
    float b;
  };
  GrB_Type T = nullptr;
  ASSERT_EQ(GxB_Type_new(&T, sizeof(Pair), "pair_t", "typedef struct { int32_t a ; float b ; } pair_t ;"), GrB_SUCCESS);
  {
    lg::Mat A, C;
    ASSERT_EQ(GrB_Matrix_new(&A.p, T, 4, 4), GrB_SUCCESS);
    const Pair p1{7, 0.5f}, p2{-1, 3.0f};
    ASSERT_EQ(GrB_Matrix_setElement_UDT(A.p, (void*)&p1, 1, 2), GrB_SUCCESS);
    ASSERT_EQ(GrB_Matrix_setElement_UDT(A.p, (void*)&p2, 3, 0), GrB_SUCCESS);
    Blob b;
    ASSERT_EQ(GxB_Matrix_serialize(&b.p, &b.size, A.p, nullptr), GrB_SUCCESS);
    char name[GxB_MAX_NAME_LEN] = "";
    ASSERT_EQ(GxB_deserialize_type_name(name, b.p, b.size), GrB_SUCCESS);
    EXPECT_STREQ(name, "pair_t");
    ASSERT_EQ(GxB_Matrix_deserialize(&C.p, T, b.p, b.size, nullptr), GrB_SUCCESS);
    Pair x{0, 0};
    ASSERT_EQ(GrB_Matrix_extractElement_UDT(&x, C.p, 1, 2), GrB_SUCCESS);
    EXPECT_EQ(x.a, 7);
    EXPECT_EQ(x.b, 0.5f);
    ASSERT_EQ(GrB_Matrix_extractElement_UDT(&x, C.p, 3, 0), GrB_SUCCESS);
    EXPECT_EQ(x.a, -1);
    EXPECT_EQ(x.b, 3.0f);
    GrB_Index nvals = 0;
    ASSERT_EQ(GrB_Matrix_nvals(&nvals, C.p), GrB_SUCCESS);
    EXPECT_EQ(nvals, 2u);
  }
  GrB_Type_free(&T);
}

// LAGraph_SSaveSet / SLoadSet: several blobs (sizes first) in one file, read back in order.
TEST(CompatSerializeMore, SaveSetLoadSetFile) {
  const GrB_Type types[] = {GrB_FP64, GrB_INT32, GrB_BOOL};
  lg::Mat M[3];
  for (int k = 0; k < 3; k++) {
    const Entries ref = compat::reference_entries(5 + k, 4 + 2 * k, false, 70 + k);
    ASSERT_EQ(compat::matrix_from(&M[k].p, types[k], 5 + k, 4 + 2 * k, ref), GrB_SUCCESS);
  }
  FILE* f = std::tmpfile();
  ASSERT_NE(f, nullptr);
  for (int k = 0; k < 3; k++) {
    Blob b;
    ASSERT_EQ(GxB_Matrix_serialize(&b.p, &b.size, M[k].p, nullptr), GrB_SUCCESS);
    ASSERT_EQ(std::fwrite(&b.size, sizeof b.size, 1, f), 1u);
    ASSERT_EQ(std::fwrite(b.p, 1, b.size, f), b.size);
  }
  std::rewind(f);
  for (int k = 0; k < 3; k++) {
    GrB_Index size = 0;
    ASSERT_EQ(std::fread(&size, sizeof size, 1, f), 1u);
    std::vector<char> blob(size);
    ASSERT_EQ(std::fread(blob.data(), 1, size, f), size);
    char name[GxB_MAX_NAME_LEN] = "";
    ASSERT_EQ(GxB_deserialize_type_name(name, blob.data(), size), GrB_SUCCESS);
    GrB_Type t = nullptr;
    ASSERT_EQ(GxB_Type_from_name(&t, name), GrB_SUCCESS);
    EXPECT_EQ(t, types[k]);
    lg::Mat C;
    ASSERT_EQ(GrB_Matrix_deserialize(&C.p, t, blob.data(), size), GrB_SUCCESS);
    expect_same(C.p, M[k].p, "file");
  }
  std::fclose(f);
}

// Vectors (GxB_Vector_serialize / deserialize), sparse and full.
TEST(CompatSerializeMore, Vectors) {
  for (bool full : {false, true}) {
    lg::Vec v, w;
    ASSERT_EQ(GrB_Vector_new(&v.p, GrB_UINT32, 30), GrB_SUCCESS);
    for (GrB_Index i = 0; i < 30; i++)
      if (full || i % 4 == 2) ASSERT_EQ(GrB_Vector_setElement_UINT32(v.p, 4000000000u - (uint32_t)i, i), GrB_SUCCESS);
    Blob b;
    ASSERT_EQ(GxB_Vector_serialize(&b.p, &b.size, v.p, nullptr), GrB_SUCCESS);
    ASSERT_EQ(GxB_Vector_deserialize(&w.p, GrB_UINT32, b.p, b.size, nullptr), GrB_SUCCESS);
    GrB_Index n = 0, nvals = 0;
    ASSERT_EQ(GrB_Vector_size(&n, w.p), GrB_SUCCESS);
    ASSERT_EQ(GrB_Vector_nvals(&nvals, w.p), GrB_SUCCESS);
    EXPECT_EQ(n, 30u);
    EXPECT_EQ(nvals, full ? 30u : 7u);
    for (GrB_Index i = 0; i < 30; i++) {
      uint32_t x = 0;
      const GrB_Info info = GrB_Vector_extractElement_UINT32(&x, w.p, i);
      if (full || i % 4 == 2) {
        ASSERT_EQ(info, GrB_SUCCESS) << i;
        EXPECT_EQ(x, 4000000000u - (uint32_t)i);
      } else {
        EXPECT_EQ(info, GrB_NO_VALUE) << i;
      }
    }
  }
}

}  // namespace
