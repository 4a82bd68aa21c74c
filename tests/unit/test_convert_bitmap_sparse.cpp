// Bitmap -> sparse conversion, checked array by array: a bitmap is imported (so its pattern and
// value bytes are exactly known), its sparsity control is set to sparse, and the exported CSR / CSC
// arrays must be the bitmap's entries in order. The patterns cover what the conversion's two scans
// (word-skipping for chunks with few entries, branch-free otherwise) and its position chunks (65536
// positions, not aligned to vectors or to 8) meet: empty, one entry at the very end, sparse, dense,
// every position, and mixed density within one bitmap; the shapes put chunk boundaries inside short
// and long vectors; the types give every value-copy width, iso and not.
#include <cstdlib>
#include <cstring>

#include "test_util.hpp"

namespace {

enum class Pattern { Empty, LastOnly, Sparse, Dense, All, Mixed };
const Pattern kPatterns[] = {Pattern::Empty, Pattern::LastOnly, Pattern::Sparse,
                             Pattern::Dense, Pattern::All,      Pattern::Mixed};

uint64_t mix(uint64_t x) {  // splitmix64: position -> pseudo-random bits, the same every run
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

std::vector<int8_t> make_bitmap(Pattern pat, int64_t total) {
  std::vector<int8_t> b(size_t(total), 0);
  for (int64_t p = 0; p < total; p++) {
    const uint64_t r = mix(uint64_t(p) * 7 + 1);
    bool on = false;
    switch (pat) {
      case Pattern::Empty: break;
      case Pattern::LastOnly: on = p == total - 1; break;
      case Pattern::Sparse: on = r % 750 == 0; break;  // ~350 entries in 262144, as a BFS frontier
      case Pattern::Dense: on = r % 2 == 0; break;
      case Pattern::All: on = true; break;
      case Pattern::Mixed:
        // a dense first third, an empty middle, a sparse last third with one run of 20 present
        if (p < total / 3) on = r % 5 < 3;
        else if (p >= 2 * total / 3) on = r % 200 == 0 || (p >= total - 40 && p < total - 20);
        break;
    }
    b[size_t(p)] = on;
  }
  return b;
}

template <class T> T* dup_bytes(const std::vector<T>& v) {
  T* p = static_cast<T*>(std::malloc(std::max<size_t>(v.size() * sizeof(T), 1)));
  if (!v.empty()) std::memcpy(p, v.data(), v.size() * sizeof(T));
  return p;
}

struct TypeCase {
  GrB_Type type;
  size_t size;
};

// Value bytes of position p: distinct per position so that a misplaced value is seen.
void fill_value(char* dst, size_t ts, int64_t p) {
  for (size_t k = 0; k < ts; k++) dst[k] = char(mix(uint64_t(p) * 31 + k) & 0x7f);
}

// Import a bitmap (by row for a matrix, or as a vector), convert it to sparse, export and compare.
void check_case(GrB_Index m, GrB_Index n, bool as_vector, Pattern pat, const TypeCase& tc, bool iso) {
  const int64_t total = int64_t(m) * int64_t(n);
  const size_t ts = tc.size;
  std::vector<int8_t> b = make_bitmap(pat, total);
  std::vector<char> x(iso ? ts : size_t(total) * ts);
  if (iso) fill_value(x.data(), ts, 12345);
  else
    for (int64_t p = 0; p < total; p++) fill_value(x.data() + size_t(p) * ts, ts, p);
  GrB_Index nvals = 0;
  for (int8_t v : b) nvals += v != 0;
  int8_t* Ab = dup_bytes(b);
  void* Ax = dup_bytes(x);
  const std::string what = "m=" + std::to_string(m) + " n=" + std::to_string(n) + " vector=" +
                           std::to_string(as_vector) + " pattern=" + std::to_string(int(pat)) + " size=" +
                           std::to_string(ts) + " iso=" + std::to_string(iso);
  SCOPED_TRACE(what);

  GrB_Index *Ap = nullptr, *Aj = nullptr;
  void* Xo = nullptr;
  GrB_Index Ap_size = 0, Aj_size = 0, Ax_size = 0, got_nvals = 0;
  bool got_iso = false, jumbled = true;
  GrB_Type t = nullptr;
  GrB_Index vlen = n, vdim = m;
  if (as_vector) {
    ASSERT_EQ(m, 1u);
    vlen = n;
    vdim = 1;
    GrB_Vector v = nullptr;
    ASSERT_EQ(GxB_Vector_import_Bitmap(&v, tc.type, n, &Ab, &Ax, b.size(), x.size(), iso, nvals, nullptr),
              GrB_SUCCESS);
    OK(GxB_Vector_Option_set(v, GxB_SPARSITY_CONTROL, GxB_SPARSE));
    OK(GrB_Vector_wait(v, GrB_MATERIALIZE));
    int status = 0;
    OK(GxB_Vector_Option_get(v, GxB_SPARSITY_STATUS, &status));
    EXPECT_EQ(status, GxB_SPARSE);
    GrB_Index vn = 0;
    ASSERT_EQ(GxB_Vector_export_CSC(&v, &t, &vn, &Aj, &Xo, &Aj_size, &Ax_size, &got_iso, &got_nvals, &jumbled,
                                    nullptr),
              GrB_SUCCESS);
    EXPECT_EQ(vn, n);
  } else {
    GrB_Matrix A = nullptr;
    ASSERT_EQ(GxB_Matrix_import_BitmapR(&A, tc.type, m, n, &Ab, &Ax, b.size(), x.size(), iso, nvals, nullptr),
              GrB_SUCCESS);
    OK(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_SPARSE));
    OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
    int status = 0;
    OK(GxB_Matrix_Option_get(A, GxB_SPARSITY_STATUS, &status));
    EXPECT_EQ(status, GxB_SPARSE);
    OK(GrB_Matrix_nvals(&got_nvals, A));
    GrB_Index mm = 0, nn = 0;
    ASSERT_EQ(GxB_Matrix_export_CSR(&A, &t, &mm, &nn, &Ap, &Aj, &Xo, &Ap_size, &Aj_size, &Ax_size, &got_iso,
                                    &jumbled, nullptr),
              GrB_SUCCESS);
    EXPECT_EQ(mm, m);
    EXPECT_EQ(nn, n);
  }
  EXPECT_EQ(t, tc.type);
  EXPECT_EQ(got_nvals, nvals);
  EXPECT_FALSE(jumbled);
  // the entries in order, vector by vector
  GrB_Index q = 0;
  int64_t bad = 0;
  for (GrB_Index v = 0; v < vdim && bad < 5; v++) {
    if (Ap) {
      if (Ap[v] != q) bad++;
      EXPECT_EQ(Ap[v], q) << "start of vector " << v;
    }
    for (GrB_Index j = 0; j < vlen && bad < 5; j++) {
      const int64_t p = int64_t(v * vlen + j);
      if (!b[size_t(p)]) continue;
      ASSERT_LT(q, got_nvals);
      if (Aj[q] != j) bad++;
      EXPECT_EQ(Aj[q], j) << "entry " << q;
      const char* want = x.data() + (iso ? 0 : size_t(p) * ts);
      const char* got = static_cast<const char*>(Xo) + (got_iso ? 0 : size_t(q) * ts);
      if (std::memcmp(want, got, ts) != 0) {
        bad++;
        ADD_FAILURE() << "value of entry " << q << " (position " << p << ")";
      }
      q++;
    }
  }
  if (bad == 0) {
    EXPECT_EQ(q, nvals);
    if (Ap) EXPECT_EQ(Ap[vdim], nvals);
  }
  std::free(Ap);
  std::free(Aj);
  std::free(Xo);
}

}  // namespace

TEST(ConvertBitmapSparse, EveryPatternShapeAndValueSize) {
  GrB_Type three_bytes = nullptr;
  OK(GrB_Type_new(&three_bytes, 3));
  const TypeCase types[] = {{GrB_BOOL, 1},   {GrB_INT16, 2}, {GrB_INT32, 4},
                            {GrB_FP64, 8},   {GxB_FC64, 16}, {three_bytes, 3}};
  struct Shape {
    GrB_Index m, n;
    bool vector;
  };
  // a vector over ~4.6 chunks; many short rows (chunk boundaries inside rows); a few long rows;
  // a square matrix of 16 chunks with rows of 1000 (not a multiple of 8)
  const Shape shapes[] = {{1, 300007, true}, {70001, 5, false}, {3, 100003, false}, {1000, 1000, false}};
  for (const Shape& sh : shapes)
    for (Pattern pat : kPatterns)
      for (const TypeCase& tc : types)
        for (bool iso : {false, true}) {
          check_case(sh.m, sh.n, sh.vector, pat, tc, iso);
          if (HasFatalFailure()) return;
        }
  GrB_Type_free(&three_bytes);
}
