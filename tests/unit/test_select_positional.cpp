// select with the positional operators (TRIL, TRIU, DIAG, OFFDIAG, COLLE, COLGT, ROWLE, ROWGT) on
// every storage the kernel library reads: sparse and hypersparse inputs take per-vector cut
// points (a count or a binary search, then runs copied whole), bitmap and full ones a per-entry
// test. Checked against the definitions in exact arithmetic (j - i <= k etc., so k near INT64_MAX
// or INT64_MIN keeps everything or nothing) for short rows (counted) and long ones (searched),
// both orientations, transposed inputs, iso and non-iso values of 1 to 24 bytes (bytes compared
// exactly), and long vectors whose kept runs are copied in parallel chunks.
#include <algorithm>
#include <climits>
#include <cstring>
#include <map>
#include <random>
#include <vector>

#include "test_util.hpp"

namespace {

enum Op { TRIL, TRIU, DIAG, OFFDIAG, COLLE, COLGT, ROWLE, ROWGT, NOPS };
GrB_IndexUnaryOp op_of(int op) {
  const GrB_IndexUnaryOp ops[] = {GrB_TRIL, GrB_TRIU, GrB_DIAG, GrB_OFFDIAG, GrB_COLLE, GrB_COLGT, GrB_ROWLE, GrB_ROWGT};
  return ops[op];
}
bool keeps(int op, int64_t i, int64_t j, int64_t k) {
  const __int128 d = __int128(j) - i, K = k;
  switch (op) {
    case TRIL: return d <= K;
    case TRIU: return d >= K;
    case DIAG: return d == K;
    case OFFDIAG: return d != K;
    case COLLE: return j <= k;
    case COLGT: return j > k;
    case ROWLE: return i <= k;
    default: return i > k;
  }
}

struct Udt24 {
  char b[24];
};
struct Udt3 {
  char b[3];
};
void udt24_first(void* z, const void* x, const void*) { std::memcpy(z, x, sizeof(Udt24)); }
void udt3_first(void* z, const void* x, const void*) { std::memcpy(z, x, sizeof(Udt3)); }

// the value types: built-ins of 1, 2, 4, 8 and 16 bytes and user-defined types of 3 and 24 bytes
struct VType {
  GrB_Type type;
  size_t size;
  GrB_BinaryOp dup;
};

// the value of entry (i, j): bytes from a hash (BOOL: 0 or 1), so every kept value is checked
void value_at(const VType& t, uint64_t i, uint64_t j, unsigned char* out) {
  uint64_t h = (i * 0x9E3779B97F4A7C15ull) ^ (j + 0x632BE59BD9B4E019ull);
  for (size_t b = 0; b < t.size; b++) {
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ull;
    out[b] = (unsigned char)(h >> 56);
  }
  if (t.type == GrB_BOOL) out[0] &= 1;
}

struct Tuples {
  std::vector<GrB_Index> I, J;
  std::vector<unsigned char> X;  // size bytes per entry
};

GrB_Info build(GrB_Matrix A, const VType& t, const Tuples& s, bool iso) {
  const GrB_Index n = s.I.size();
  if (iso) {
    GrB_Scalar x;
    GrB_Info info = GrB_Scalar_new(&x, t.type);
    if (info != GrB_SUCCESS) return info;
    unsigned char v[24];
    value_at(t, 12345, 678, v);
    if (t.type == GrB_BOOL) info = GrB_Scalar_setElement_BOOL(x, v[0] != 0);
    else if (t.type == GrB_INT16) info = GrB_Scalar_setElement_INT16(x, *reinterpret_cast<int16_t*>(v));
    else if (t.type == GrB_FP32) info = GrB_Scalar_setElement_FP32(x, *reinterpret_cast<float*>(v));
    else if (t.type == GrB_INT64) info = GrB_Scalar_setElement_INT64(x, *reinterpret_cast<int64_t*>(v));
    else if (t.type == GxB_FC64) info = GxB_Scalar_setElement_FC64(x, *reinterpret_cast<GxB_FC64_t*>(v));
    else info = GrB_Scalar_setElement_UDT(x, v);
    if (info == GrB_SUCCESS) info = GxB_Matrix_build_Scalar(A, s.I.data(), s.J.data(), x, n);
    GrB_Scalar_free(&x);
    return info;
  }
  const void* X = s.X.data();
  if (t.type == GrB_BOOL) return GrB_Matrix_build_BOOL(A, s.I.data(), s.J.data(), (const bool*)X, n, t.dup);
  if (t.type == GrB_INT16) return GrB_Matrix_build_INT16(A, s.I.data(), s.J.data(), (const int16_t*)X, n, t.dup);
  if (t.type == GrB_FP32) return GrB_Matrix_build_FP32(A, s.I.data(), s.J.data(), (const float*)X, n, t.dup);
  if (t.type == GrB_INT64) return GrB_Matrix_build_INT64(A, s.I.data(), s.J.data(), (const int64_t*)X, n, t.dup);
  if (t.type == GxB_FC64) return GxB_Matrix_build_FC64(A, s.I.data(), s.J.data(), (const GxB_FC64_t*)X, n, t.dup);
  return GrB_Matrix_build_UDT(A, s.I.data(), s.J.data(), X, n, t.dup);
}

// the tuples of A sorted by (row, column), values as raw bytes
Tuples tuples_of(GrB_Matrix A, const VType& t) {
  GrB_Index n = 0;
  EXPECT_EQ(GrB_Matrix_nvals(&n, A), GrB_SUCCESS);
  Tuples s;
  s.I.resize(n + 1);
  s.J.resize(n + 1);
  s.X.resize((n + 1) * t.size);
  void* X = s.X.data();
  GrB_Info info;
  if (t.type == GrB_BOOL) info = GrB_Matrix_extractTuples_BOOL(s.I.data(), s.J.data(), (bool*)X, &n, A);
  else if (t.type == GrB_INT16) info = GrB_Matrix_extractTuples_INT16(s.I.data(), s.J.data(), (int16_t*)X, &n, A);
  else if (t.type == GrB_FP32) info = GrB_Matrix_extractTuples_FP32(s.I.data(), s.J.data(), (float*)X, &n, A);
  else if (t.type == GrB_INT64) info = GrB_Matrix_extractTuples_INT64(s.I.data(), s.J.data(), (int64_t*)X, &n, A);
  else if (t.type == GxB_FC64) info = GxB_Matrix_extractTuples_FC64(s.I.data(), s.J.data(), (GxB_FC64_t*)X, &n, A);
  else info = GrB_Matrix_extractTuples_UDT(s.I.data(), s.J.data(), X, &n, A);
  EXPECT_EQ(info, GrB_SUCCESS);
  s.I.resize(n);
  s.J.resize(n);
  s.X.resize(n * t.size);
  std::vector<size_t> ord(n);
  for (size_t e = 0; e < n; e++) ord[e] = e;
  std::sort(ord.begin(), ord.end(), [&](size_t a, size_t b) { return s.I[a] != s.I[b] ? s.I[a] < s.I[b] : s.J[a] < s.J[b]; });
  Tuples r;
  r.I.resize(n);
  r.J.resize(n);
  r.X.resize(n * t.size);
  for (size_t e = 0; e < n; e++) {
    r.I[e] = s.I[ord[e]];
    r.J[e] = s.J[ord[e]];
    std::memcpy(&r.X[e * t.size], &s.X[ord[e] * t.size], t.size);
  }
  return r;
}

// the kept tuples of `a` (sorted by row, column; tran: of its transpose, re-sorted)
Tuples expected(const Tuples& a, size_t ts, int op, int64_t k, bool tran) {
  std::vector<size_t> ord;
  for (size_t e = 0; e < a.I.size(); e++) {
    const int64_t i = int64_t(tran ? a.J[e] : a.I[e]), j = int64_t(tran ? a.I[e] : a.J[e]);
    if (keeps(op, i, j, k)) ord.push_back(e);
  }
  if (tran)
    std::sort(ord.begin(), ord.end(), [&](size_t x, size_t y) { return a.J[x] != a.J[y] ? a.J[x] < a.J[y] : a.I[x] < a.I[y]; });
  Tuples r;
  for (size_t e : ord) {
    r.I.push_back(tran ? a.J[e] : a.I[e]);
    r.J.push_back(tran ? a.I[e] : a.J[e]);
    r.X.insert(r.X.end(), a.X.begin() + ptrdiff_t(e * ts), a.X.begin() + ptrdiff_t((e + 1) * ts));
  }
  return r;
}

std::vector<VType> value_types(GrB_Type* u24, GrB_Type* u3, GrB_BinaryOp* f24, GrB_BinaryOp* f3) {
  EXPECT_EQ(GrB_Type_new(u24, sizeof(Udt24)), GrB_SUCCESS);
  EXPECT_EQ(GrB_Type_new(u3, sizeof(Udt3)), GrB_SUCCESS);
  EXPECT_EQ(GrB_BinaryOp_new(f24, udt24_first, *u24, *u24, *u24), GrB_SUCCESS);
  EXPECT_EQ(GrB_BinaryOp_new(f3, udt3_first, *u3, *u3, *u3), GrB_SUCCESS);
  return {{GrB_BOOL, 1, GrB_FIRST_BOOL}, {GrB_INT16, 2, GrB_FIRST_INT16},  {GrB_FP32, 4, GrB_FIRST_FP32},
          {GrB_INT64, 8, GrB_FIRST_INT64}, {GxB_FC64, 16, GxB_FIRST_FC64}, {*u24, 24, *f24},
          {*u3, 3, *f3}};
}

TEST(SelectPositional, EveryOperatorFormatAndThunkAgainstExactDefinition) {
  std::mt19937_64 rng(2026);
  GrB_Type u24, u3;
  GrB_BinaryOp f24, f3;
  const std::vector<VType> types = value_types(&u24, &u3, &f24, &f3);
  const GrB_Index dims[] = {1, 2, 9, 40, 130};
  int checked = 0, iso_checked = 0;
  for (int trial = 0; trial < 90; trial++) {
    const VType& t = types[rng() % types.size()];
    const GrB_Index m = dims[rng() % 5], n = dims[rng() % 5];
    // rows: empty, short (counted) or long (searched, copied whole), or every entry (full)
    const int fmt = int(rng() % 4);  // sparse, hyper, bitmap, full
    Tuples a;
    a.I.reserve(1);  // non-null arrays for an empty build
    a.J.reserve(1);
    a.X.reserve(t.size);
    for (GrB_Index i = 0; i < m; i++) {
      const int kind = fmt == 3 ? 3 : int(rng() % 4);
      for (GrB_Index j = 0; j < n; j++) {
        const bool in = kind == 3 || (kind == 1 && rng() % 8 == 0) || (kind == 2 && rng() % 4 != 0);
        if (!in) continue;
        a.I.push_back(i);
        a.J.push_back(j);
        unsigned char v[24];
        value_at(t, i, j, v);
        a.X.insert(a.X.end(), v, v + t.size);
      }
    }
    const bool iso = rng() % 3 == 0;
    if (iso) {
      unsigned char v[24];
      value_at(t, 12345, 678, v);
      for (size_t e = 0; e < a.I.size(); e++) std::memcpy(&a.X[e * t.size], v, t.size);
    }
    GrB_Matrix A;
    OK(GrB_Matrix_new(&A, t.type, m, n));
    ASSERT_EQ(build(A, t, a, iso), GrB_SUCCESS) << "trial " << trial << " type size " << t.size << " iso " << iso;
    if (rng() % 2) OK(GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_COL));
    const int sp[] = {GxB_SPARSE, GxB_HYPERSPARSE, GxB_BITMAP, GxB_FULL};
    OK(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, sp[fmt]));
    OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
    if (iso) {  // a build from a scalar is iso in every format, with or without tuples
      bool a_iso = false;
      OK(GxB_Matrix_iso(&a_iso, A));
      EXPECT_TRUE(a_iso) << "trial " << trial << " size " << t.size << " fmt " << fmt << " m " << m << " n " << n;
    }
    const int64_t M = int64_t(m), N = int64_t(n);
    const std::vector<int64_t> ks = {0,         1,         -1,          2,         -3,        M,
                                     -M,        N,         -N,          N + 3,     -(M + 3),  M - 1,
                                     INT64_MAX, INT64_MIN, INT64_MAX - 1, INT64_MIN + 1, INT64_MAX - N,
                                     int64_t(rng() % (2 * n + 5)) - N - 2};
    for (int op = 0; op < NOPS; op++) {
      for (int64_t k : ks) {
        const bool tran = rng() % 4 == 0;
        GrB_Matrix C;
        OK(GrB_Matrix_new(&C, t.type, tran ? n : m, tran ? m : n));
        OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, op_of(op), A, k, tran ? GrB_DESC_T0 : nullptr));
        const Tuples got = tuples_of(C, t);
        const Tuples want = expected(a, t.size, op, k, tran);
        ASSERT_EQ(got.I, want.I) << "trial " << trial << " op " << op << " k " << k << " fmt " << fmt << " tran " << tran;
        ASSERT_EQ(got.J, want.J) << "trial " << trial << " op " << op << " k " << k;
        ASSERT_TRUE(got.X == want.X) << "values: trial " << trial << " op " << op << " k " << k << " type size " << t.size;
        bool a_iso = false;
        OK(GxB_Matrix_iso(&a_iso, A));
        if (a_iso && !want.I.empty()) {
          iso_checked++;
          bool c_iso = false;
          OK(GxB_Matrix_iso(&c_iso, C));
          EXPECT_TRUE(c_iso) << "an iso input gives an iso result: trial " << trial << " op " << op << " k " << k
                             << " fmt " << fmt << " size " << t.size << " A iso " << a_iso << " tran " << tran;
        }
        checked++;
        GrB_Matrix_free(&C);
      }
    }
    GrB_Matrix_free(&A);
  }
  EXPECT_EQ(checked, 90 * NOPS * 18);
  EXPECT_GT(iso_checked, 500);
  GrB_BinaryOp_free(&f24);
  GrB_BinaryOp_free(&f3);
  GrB_Type_free(&u24);
  GrB_Type_free(&u3);
}

// Few vectors with many entries (a GrB_Vector; a by-column matrix of 3 columns): each kept run
// is copied in parallel chunks; OFFDIAG's hole falls in the middle of a long run.
TEST(SelectPositional, LongVectorsCopiedInChunks) {
  const GrB_Index n = GrB_Index(1) << 20;
  std::vector<GrB_Index> I;
  std::vector<int32_t> X;
  for (GrB_Index i = 0; i < n; i += 1 + (i % 3)) {
    I.push_back(i);
    X.push_back(int32_t(i * 7 + 1));
  }
  const int64_t mid = int64_t(I[I.size() / 2]);  // a present index
  for (bool iso : {false, true}) {
    GrB_Vector v;
    OK(GrB_Vector_new(&v, GrB_INT32, n));
    if (iso) {
      GrB_Scalar s;
      OK(GrB_Scalar_new(&s, GrB_INT32));
      OK(GrB_Scalar_setElement_INT32(s, 5));
      OK(GxB_Vector_build_Scalar(v, I.data(), s, I.size()));
      GrB_Scalar_free(&s);
    } else {
      OK(GrB_Vector_build_INT32(v, I.data(), X.data(), I.size(), GrB_PLUS_INT32));
    }
    // (op, k): the vector is column 0, so TRIL keeps i >= -k, TRIU i <= -k, OFFDIAG drops i == -k
    const std::vector<std::pair<int, int64_t>> cases = {{TRIL, -mid}, {TRIU, -mid},    {OFFDIAG, -mid}, {DIAG, -mid},
                                                        {ROWLE, mid}, {ROWGT, mid},    {ROWGT, -1},     {ROWLE, -1},
                                                        {TRIL, 0},    {OFFDIAG, 1},    {COLLE, 0},      {COLGT, 0},
                                                        {TRIL, -mid - 1}};
    for (auto [op, k] : cases) {
      GrB_Vector w;
      OK(GrB_Vector_new(&w, GrB_INT32, n));
      OK(GrB_Vector_select_INT64(w, nullptr, nullptr, op_of(op), v, k, nullptr));
      GrB_Index nv = 0;
      OK(GrB_Vector_nvals(&nv, w));
      std::vector<GrB_Index> WI(nv + 1);
      std::vector<int32_t> WX(nv + 1);
      OK(GrB_Vector_extractTuples_INT32(WI.data(), WX.data(), &nv, w));
      size_t q = 0;
      bool same = true;
      for (size_t e = 0; e < I.size(); e++) {
        if (!keeps(op, int64_t(I[e]), 0, k)) continue;
        if (q >= nv || WI[q] != I[e] || WX[q] != (iso ? 5 : X[e])) same = false;
        q++;
      }
      EXPECT_TRUE(same && q == nv) << "op " << op << " k " << k << " iso " << iso << ": " << nv << " kept, " << q
                                   << " expected";
      if (iso && nv > 0) {
        bool w_iso = false;
        OK(GxB_Vector_iso(&w_iso, w));
        EXPECT_TRUE(w_iso);
      }
      GrB_Vector_free(&w);
    }
    GrB_Vector_free(&v);
  }
  // 3 columns of 300000 rows, by column: nvec 3, entries in every other row
  const GrB_Index rows = 300000;
  std::vector<GrB_Index> R, Cc;
  std::vector<int64_t> V;
  for (GrB_Index j = 0; j < 3; j++)
    for (GrB_Index i = j; i < rows; i += 2) {
      R.push_back(i);
      Cc.push_back(j);
      V.push_back(int64_t(i * 3 + j));
    }
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_INT64, rows, 3));
  OK(GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_COL));
  OK(GrB_Matrix_build_INT64(A, R.data(), Cc.data(), V.data(), R.size(), GrB_PLUS_INT64));
  for (auto [op, k] : std::vector<std::pair<int, int64_t>>{
           {TRIL, -150000}, {TRIU, -150000}, {OFFDIAG, -150000}, {OFFDIAG, -150001}, {ROWGT, 99999}, {ROWLE, 200000}}) {
    GrB_Matrix C;
    OK(GrB_Matrix_new(&C, GrB_INT64, rows, 3));
    OK(GxB_Matrix_Option_set(C, GxB_FORMAT, GxB_BY_COL));
    OK(GrB_Matrix_select_INT64(C, nullptr, nullptr, op_of(op), A, k, nullptr));
    GrB_Index nv = 0;
    OK(GrB_Matrix_nvals(&nv, C));
    std::vector<GrB_Index> CI(nv + 1), CJ(nv + 1);
    std::vector<int64_t> CX(nv + 1);
    OK(GrB_Matrix_extractTuples_INT64(CI.data(), CJ.data(), CX.data(), &nv, C));
    std::map<std::pair<GrB_Index, GrB_Index>, int64_t> got, want;
    for (GrB_Index e = 0; e < nv; e++) got[{CI[e], CJ[e]}] = CX[e];
    for (size_t e = 0; e < R.size(); e++)
      if (keeps(op, int64_t(R[e]), int64_t(Cc[e]), k)) want[{R[e], Cc[e]}] = V[e];
    EXPECT_TRUE(got == want) << "op " << op << " k " << k << ": " << got.size() << " vs " << want.size();
    GrB_Matrix_free(&C);
  }
  GrB_Matrix_free(&A);
}

}  // namespace
