// T = A(I, J) from a full A (not iso): the kernel library gathers the values straight into a full
// result. Checked against a position reference for vectors and matrices, explicit lists (unsorted,
// repeated) and arithmetic ones (range, stride, backwards), values of 1, 2, 4, 8 and 16 bytes and
// a 3-byte user type, more entries than one gather chunk (16384), and the result then used.
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include "test_util.hpp"

namespace {

struct Rgb {
  unsigned char r, g, b;
};

}  // namespace

TEST(ExtractFull, VectorGatherByListsOfEveryKind) {
  std::mt19937_64 rng(777);
  const GrB_Index n = 50000;
  // f(k) = 3k + 1 (full), as FastSV's parent vector
  GrB_Vector f, w;
  ASSERT_EQ(GrB_Vector_new(&f, GrB_UINT64, n), GrB_SUCCESS);
  ASSERT_EQ(GrB_Vector_assign_UINT64(f, nullptr, nullptr, 0, GrB_ALL, n, nullptr), GrB_SUCCESS);
  for (GrB_Index k = 0; k < n; k++) ASSERT_EQ(GrB_Vector_setElement_UINT64(f, 3 * k + 1, k), GrB_SUCCESS);
  ASSERT_EQ(GrB_Vector_wait(f, GrB_MATERIALIZE), GrB_SUCCESS);
  int32_t fmt = -1;
  ASSERT_EQ(GxB_Vector_Option_get(f, GxB_SPARSITY_STATUS, &fmt), GrB_SUCCESS);
  ASSERT_EQ(fmt, GxB_FULL);
  // an unsorted list with repeats, longer than n
  std::vector<GrB_Index> L(n + 1234);
  std::uniform_int_distribution<GrB_Index> pick(0, n - 1);
  for (auto& v : L) v = pick(rng);
  ASSERT_EQ(GrB_Vector_new(&w, GrB_UINT64, L.size()), GrB_SUCCESS);
  ASSERT_EQ(GrB_Vector_extract(w, nullptr, nullptr, f, L.data(), L.size(), nullptr), GrB_SUCCESS);
  GrB_Index nv = 0;
  ASSERT_EQ(GrB_Vector_nvals(&nv, w), GrB_SUCCESS);
  ASSERT_EQ(nv, L.size());
  {
    std::vector<GrB_Index> I(nv);
    std::vector<uint64_t> X(nv);
    ASSERT_EQ(GrB_Vector_extractTuples_UINT64(I.data(), X.data(), &nv, w), GrB_SUCCESS);
    for (GrB_Index k = 0; k < nv; k++) ASSERT_EQ(X[k], 3 * L[I[k]] + 1) << k;
  }
  // the result is usable: w + w through eWiseAdd, reduced
  uint64_t sum = 0, expect = 0;
  ASSERT_EQ(GrB_Vector_reduce_UINT64(&sum, nullptr, GrB_PLUS_MONOID_UINT64, w, nullptr), GrB_SUCCESS);
  for (GrB_Index v : L) expect += 3 * v + 1;
  ASSERT_EQ(sum, expect);
  GrB_Vector_free(&w);
  // arithmetic lists: a range, a stride and backwards
  struct Arith {
    GrB_Index spec[3];
    GrB_Index kind;  // GxB_RANGE, GxB_STRIDE, GxB_BACKWARDS
    std::vector<GrB_Index> expect_idx;
  };
  std::vector<Arith> cases;
  {
    Arith a{{100, 40099, 0}, GxB_RANGE, {}};
    for (GrB_Index k = 100; k <= 40099; k++) a.expect_idx.push_back(k);
    cases.push_back(a);
    Arith b{{7, n - 1, 3}, GxB_STRIDE, {}};
    for (GrB_Index k = 7; k <= n - 1; k += 3) b.expect_idx.push_back(k);
    cases.push_back(b);
    Arith c{{n - 1, 0, 2}, GxB_BACKWARDS, {}};
    for (int64_t k = int64_t(n) - 1; k >= 0; k -= 2) c.expect_idx.push_back(GrB_Index(k));
    cases.push_back(c);
  }
  for (const Arith& a : cases) {
    const GrB_Index m = a.expect_idx.size();
    ASSERT_EQ(GrB_Vector_new(&w, GrB_UINT64, m), GrB_SUCCESS);
    ASSERT_EQ(GrB_Vector_extract(w, nullptr, nullptr, f, a.spec, a.kind, nullptr), GrB_SUCCESS);
    std::vector<GrB_Index> I(m);
    std::vector<uint64_t> X(m);
    GrB_Index got = m;
    ASSERT_EQ(GrB_Vector_extractTuples_UINT64(I.data(), X.data(), &got, w), GrB_SUCCESS);
    ASSERT_EQ(got, m);
    for (GrB_Index k = 0; k < m; k++) ASSERT_EQ(X[k], 3 * a.expect_idx[I[k]] + 1);
    GrB_Vector_free(&w);
  }
  GrB_Vector_free(&f);
}

TEST(ExtractFull, MatrixGatherEveryValueSize) {
  std::mt19937_64 rng(99);
  const GrB_Index nr = 90, nc = 250;  // 22500 entries: more than one gather chunk
  GrB_Type rgb;
  ASSERT_EQ(GrB_Type_new(&rgb, sizeof(Rgb)), GrB_SUCCESS);
  ASSERT_EQ(sizeof(Rgb), 3u);
  std::vector<GrB_Index> I(nr + 10), J(nc - 20);
  std::uniform_int_distribution<GrB_Index> pr(0, nr - 1), pc(0, nc - 1);
  for (auto& v : I) v = pr(rng);
  for (auto& v : J) v = pc(rng);
  const GrB_Type types[] = {GrB_INT8, GrB_INT16, GrB_FP32, GrB_INT64, GxB_FC64, rgb};
  for (GrB_Type type : types) {
    size_t ts = 0;
    ASSERT_EQ(GxB_Type_size(&ts, type), GrB_SUCCESS);
    // values: bytes of a position-dependent pattern, p = i*nc + j
    std::vector<unsigned char> vals(nr * nc * ts);
    for (GrB_Index p = 0; p < nr * nc; p++)
      for (size_t b = 0; b < ts; b++) vals[p * ts + b] = (unsigned char)((p * 131 + b * 17 + 5) & 0x7f);
    for (int by_col = 0; by_col < 2; by_col++) {
      GrB_Matrix A = nullptr, C;
      // imported as a full matrix (row-major, or column-major for the by-column case)
      void* Ax = std::malloc(nr * nc * ts);
      ASSERT_NE(Ax, nullptr);
      for (GrB_Index i = 0; i < nr; i++)
        for (GrB_Index j = 0; j < nc; j++)
          std::memcpy(static_cast<unsigned char*>(Ax) + (by_col ? j * nr + i : i * nc + j) * ts,
                      vals.data() + (i * nc + j) * ts, ts);
      if (by_col) ASSERT_EQ(GxB_Matrix_import_FullC(&A, type, nr, nc, &Ax, nr * nc * ts, false, nullptr), GrB_SUCCESS);
      else ASSERT_EQ(GxB_Matrix_import_FullR(&A, type, nr, nc, &Ax, nr * nc * ts, false, nullptr), GrB_SUCCESS);
      ASSERT_EQ(GrB_Matrix_new(&C, type, I.size(), J.size()), GrB_SUCCESS);
      ASSERT_EQ(GrB_Matrix_extract(C, nullptr, nullptr, A, I.data(), I.size(), J.data(), J.size(), nullptr), GrB_SUCCESS);
      GrB_Index nv = 0;
      ASSERT_EQ(GrB_Matrix_nvals(&nv, C), GrB_SUCCESS);
      ASSERT_EQ(nv, I.size() * J.size());
      // every entry present: C exports as a full row-major array
      GrB_Type ctype;
      GrB_Index er = 0, ec = 0, cx_size = 0;
      void* Cx = nullptr;
      bool iso = true;
      ASSERT_EQ(GxB_Matrix_export_FullR(&C, &ctype, &er, &ec, &Cx, &cx_size, &iso, nullptr), GrB_SUCCESS);
      ASSERT_EQ(ctype, type);
      ASSERT_EQ(er, I.size());
      ASSERT_EQ(ec, J.size());
      ASSERT_FALSE(iso);
      const unsigned char* cx = static_cast<const unsigned char*>(Cx);
      for (GrB_Index i = 0; i < er; i++)
        for (GrB_Index j = 0; j < ec; j++) {
          const GrB_Index p = I[i] * nc + J[j];
          ASSERT_EQ(std::memcmp(cx + (i * ec + j) * ts, vals.data() + p * ts, ts), 0)
              << "type size " << ts << " by_col " << by_col << " entry (" << i << "," << j << ")";
        }
      std::free(Cx);
      GrB_Matrix_free(&A);
      GrB_Matrix_free(&C);
    }
  }
  GrB_Type_free(&rgb);
}
