// GrB_transpose of sparse matrices whose values are 1, 2, 4, 8 and 16 bytes, a 3-byte user type
// and iso: the counting-sort scatter moves values as whole words of their size (bytes for the
// rest). More than 65536 entries, so the scatter runs in several chunks. Checked entry by entry.
#include <complex>
#include <cstring>
#include <random>
#include <vector>

#include "test_util.hpp"

namespace {

struct Rgb {
  unsigned char r, g, b;
};

}  // namespace

TEST(TransposeSizes, EveryValueSizeAgainstTuples) {
  std::mt19937_64 rng(31337);
  const GrB_Index nr = 3000, nc = 2000;
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  std::uniform_int_distribution<GrB_Index> pr(0, nr - 1), pc(0, nc - 1);
  std::uniform_int_distribution<int> val(-100, 100);
  for (int k = 0; k < 150000; k++) {
    I.push_back(pr(rng));
    J.push_back(pc(rng));
    X.push_back(val(rng));
  }
  // built-in types: values read back as doubles (the values fit every type)
  const GrB_Type types[] = {GrB_INT8, GrB_INT16, GrB_FP32, GrB_INT64, GxB_FC64};
  for (GrB_Type type : types) {
    for (int iso = 0; iso < 2; iso++) {
      GrB_Matrix A, T;
      ASSERT_EQ(GrB_Matrix_new(&A, type, nr, nc), GrB_SUCCESS);
      std::vector<double> x = X;
      if (iso) std::fill(x.begin(), x.end(), 7.0);
      // SECOND keeps the last duplicate; all-equal values may be stored iso
      ASSERT_EQ(GrB_Matrix_build_FP64(A, I.data(), J.data(), x.data(), I.size(), GrB_SECOND_FP64),
                GrB_SUCCESS);
      ASSERT_EQ(GrB_Matrix_new(&T, type, nc, nr), GrB_SUCCESS);
      ASSERT_EQ(GrB_transpose(T, nullptr, nullptr, A, nullptr), GrB_SUCCESS);
      GrB_Index na = 0, nt = 0;
      ASSERT_EQ(GrB_Matrix_nvals(&na, A), GrB_SUCCESS);
      ASSERT_EQ(GrB_Matrix_nvals(&nt, T), GrB_SUCCESS);
      ASSERT_EQ(na, nt);
      std::vector<GrB_Index> ai(na), aj(na), ti(nt), tj(nt);
      std::vector<std::complex<double>> ax(na), tx(nt);
      if (type == GxB_FC64) {
        ASSERT_EQ(GxB_Matrix_extractTuples_FC64(ai.data(), aj.data(), reinterpret_cast<GxB_FC64_t*>(ax.data()), &na, A), GrB_SUCCESS);
        ASSERT_EQ(GxB_Matrix_extractTuples_FC64(ti.data(), tj.data(), reinterpret_cast<GxB_FC64_t*>(tx.data()), &nt, T), GrB_SUCCESS);
      } else {
        std::vector<double> a(na), t(nt);
        ASSERT_EQ(GrB_Matrix_extractTuples_FP64(ai.data(), aj.data(), a.data(), &na, A), GrB_SUCCESS);
        ASSERT_EQ(GrB_Matrix_extractTuples_FP64(ti.data(), tj.data(), t.data(), &nt, T), GrB_SUCCESS);
        for (GrB_Index k = 0; k < na; k++) ax[k] = a[k];
        for (GrB_Index k = 0; k < nt; k++) tx[k] = t[k];
      }
      // A's entries in a dense table, then every entry of T checked against it
      std::vector<std::complex<double>> dense(nr * nc, std::complex<double>(1e9, 0));
      for (GrB_Index k = 0; k < na; k++) dense[ai[k] * nc + aj[k]] = ax[k];
      for (GrB_Index k = 0; k < nt; k++)
        ASSERT_EQ(tx[k], dense[tj[k] * nc + ti[k]]) << "type size entry " << k << " iso " << iso;
      GrB_Matrix_free(&A);
      GrB_Matrix_free(&T);
    }
  }
  // a 3-byte user type
  GrB_Type rgb;
  ASSERT_EQ(GrB_Type_new(&rgb, sizeof(Rgb)), GrB_SUCCESS);
  std::vector<Rgb> rx(I.size());
  // one tuple per (i, j): drop duplicates by building from a position table
  std::vector<int64_t> slot(nr * nc, -1);
  std::vector<GrB_Index> ui, uj;
  for (size_t k = 0; k < I.size(); k++) {
    if (slot[I[k] * nc + J[k]] >= 0) continue;
    slot[I[k] * nc + J[k]] = int64_t(ui.size());
    ui.push_back(I[k]);
    uj.push_back(J[k]);
  }
  rx.resize(ui.size());
  for (size_t k = 0; k < ui.size(); k++) rx[k] = Rgb{(unsigned char)(ui[k] & 0xff), (unsigned char)(uj[k] & 0xff), (unsigned char)((ui[k] + uj[k]) & 0xff)};
  GrB_Matrix A, T;
  ASSERT_EQ(GrB_Matrix_new(&A, rgb, nr, nc), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_build_UDT(A, ui.data(), uj.data(), rx.data(), ui.size(), nullptr), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_new(&T, rgb, nc, nr), GrB_SUCCESS);
  ASSERT_EQ(GrB_transpose(T, nullptr, nullptr, A, nullptr), GrB_SUCCESS);
  GrB_Index nt = 0;
  ASSERT_EQ(GrB_Matrix_nvals(&nt, T), GrB_SUCCESS);
  ASSERT_EQ(nt, ui.size());
  std::vector<GrB_Index> ti(nt), tj(nt);
  std::vector<Rgb> tx(nt);
  ASSERT_EQ(GrB_Matrix_extractTuples_UDT(ti.data(), tj.data(), tx.data(), &nt, T), GrB_SUCCESS);
  for (GrB_Index k = 0; k < nt; k++) {
    // T(ti, tj) = A(tj, ti)
    ASSERT_EQ(tx[k].r, (unsigned char)(tj[k] & 0xff));
    ASSERT_EQ(tx[k].g, (unsigned char)(ti[k] & 0xff));
    ASSERT_EQ(tx[k].b, (unsigned char)((ti[k] + tj[k]) & 0xff));
  }
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&T);
  GrB_Type_free(&rgb);
}
