// GrB_mxm, GrB_mxv, GrB_vxm and GrB_kronecker against a dense evaluation written here from the
// spec's definitions (no code shared with the kernels): every semiring family (typed fast paths
// and the generic path, positional multiplies, ANY with membership checks, user-defined types and
// operators), masks / accumulators / replace / transposes, every algorithm (forced through
// GxB_AxB_METHOD), every storage format and orientation, aliasing, degenerate and hypersparse
// shapes, thread-count invariance, and every API error.
#include <chrono>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <random>
#include <set>

#include "grb_algorithms.h"
#include "test_util.hpp"

namespace {

using Key = std::pair<GrB_Index, GrB_Index>;

// Reference semiring on doubles (values are small integers: exact in every type used).
struct Ref {
  std::function<double(double, double)> add, mult;
  int pos = -1;        // positional: 0 FIRSTI, 1 FIRSTJ, 2 SECONDI, 3 SECONDJ
  int offset = 0;
  bool any = false;    // ANY monoid: any of the products is right
  bool boolean = false;
  double product(double a, double b, GrB_Index i, GrB_Index k, GrB_Index j) const {
    if (pos == 0) return double(i + offset);
    if (pos == 1 || pos == 2) return double(k + offset);
    if (pos == 3) return double(j + offset);
    if (boolean) return mult(a != 0, b != 0);
    return mult(a, b);
  }
};

// T = A*B, and for ANY the set of allowed values of each entry.
Entries ref_mxm(const Entries& a, const Entries& b, GrB_Index m, GrB_Index K, GrB_Index n, const Ref& r,
                std::map<Key, std::set<double>>* choices) {
  std::vector<std::vector<std::pair<GrB_Index, double>>> arow(m);
  for (auto& [ij, x] : a) arow[ij.first].push_back({ij.second, x});
  Entries t;
  (void)K;
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++) {
      bool found = false;
      double acc = 0;
      for (auto& [k, x] : arow[i]) {  // increasing k
        auto it = b.find({k, j});
        if (it == b.end()) continue;
        const double p = r.product(x, it->second, i, k, j);
        if (choices) (*choices)[{i, j}].insert(p);
        acc = found ? r.add(acc, p) : p;
        found = true;
      }
      if (found) t[{i, j}] = r.boolean ? double(acc != 0) : acc;
    }
  return t;
}

// Compare a result with the expectation; for ANY semirings a value taken from T may be any of the
// allowed products.
void expect_same(const Entries& got, const Entries& want, const std::map<Key, std::set<double>>* choices,
                 const std::string& what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (auto& [ij, x] : want) {
    auto it = got.find(ij);
    ASSERT_TRUE(it != got.end()) << what << " missing (" << ij.first << "," << ij.second << ")";
    if (choices) {
      auto c = choices->find(ij);
      if (c != choices->end() && c->second.count(x) && c->second.count(it->second)) continue;
    }
    ASSERT_EQ(it->second, x) << what << " at (" << ij.first << "," << ij.second << ")";
  }
}

const GrB_Desc_Value kMethods[] = {GxB_DEFAULT, GxB_AxB_GUSTAVSON, GxB_AxB_HASH, GxB_AxB_SAXPY, GxB_AxB_DOT};

// Storage variants of an operand: orientation and sparsity.
void set_format(GrB_Matrix A, int f) {
  switch (f % 5) {
    case 1: GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_COL); break;
    case 2: GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE); break;
    case 3: GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_BITMAP); break;
    case 4:
      GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_COL);
      GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE);
      break;
    default: break;
  }
}

struct SR {
  const char* name;
  GrB_Semiring s;
  GrB_Type type;  // type of A, B and C
  Ref ref;
  int lo, hi;     // value range of the inputs
};

double dmin(double x, double y) { return std::min(x, y); }
double dmax(double x, double y) { return std::max(x, y); }

std::vector<SR> semirings() {
  auto plus = [](double x, double y) { return x + y; };
  auto times = [](double x, double y) { return x * y; };
  auto first = [](double x, double) { return x; };
  auto second = [](double, double y) { return y; };
  auto pair = [](double, double) { return 1.0; };
  auto lor = [](double x, double y) { return double(x != 0 || y != 0); };
  auto land = [](double x, double y) { return double(x != 0 && y != 0); };
  auto anyf = [](double x, double) { return x; };
  auto minus = [](double x, double y) { return x - y; };
  std::vector<SR> v = {
      {"PLUS_TIMES_FP64", GrB_PLUS_TIMES_SEMIRING_FP64, GrB_FP64, {plus, times}, -4, 4},
      {"PLUS_TIMES_FP32", GrB_PLUS_TIMES_SEMIRING_FP32, GrB_FP32, {plus, times}, -4, 4},
      {"PLUS_TIMES_INT64", GrB_PLUS_TIMES_SEMIRING_INT64, GrB_INT64, {plus, times}, -4, 4},
      {"PLUS_TIMES_INT32", GrB_PLUS_TIMES_SEMIRING_INT32, GrB_INT32, {plus, times}, -4, 4},
      {"PLUS_TIMES_UINT8", GrB_PLUS_TIMES_SEMIRING_UINT8, GrB_UINT8, {plus, times}, 0, 3},
      {"PLUS_TIMES_FC64", GxB_PLUS_TIMES_FC64, GxB_FC64, {plus, times}, -3, 3},
      {"PLUS_PAIR_INT64", GxB_PLUS_PAIR_INT64, GrB_INT64, {plus, pair}, -4, 4},
      {"PLUS_PAIR_INT32", GxB_PLUS_PAIR_INT32, GrB_INT32, {plus, pair}, -4, 4},
      {"PLUS_PAIR_FP64", GxB_PLUS_PAIR_FP64, GrB_FP64, {plus, pair}, -4, 4},
      {"ANY_PAIR_BOOL", GxB_ANY_PAIR_BOOL, GrB_BOOL, {anyf, pair, -1, 0, true, true}, 0, 1},
      {"ANY_PAIR_INT64", GxB_ANY_PAIR_INT64, GrB_INT64, {anyf, pair, -1, 0, true}, -3, 3},
      {"MIN_PAIR_INT32", GxB_MIN_PAIR_INT32, GrB_INT32, {dmin, pair}, -3, 3},
      {"LOR_LAND_BOOL", GrB_LOR_LAND_SEMIRING_BOOL, GrB_BOOL, {lor, land, -1, 0, false, true}, 0, 1},
      {"MIN_PLUS_FP64", GrB_MIN_PLUS_SEMIRING_FP64, GrB_FP64, {dmin, plus}, -5, 5},
      {"MIN_PLUS_INT64", GrB_MIN_PLUS_SEMIRING_INT64, GrB_INT64, {dmin, plus}, -5, 5},
      {"MIN_PLUS_INT32", GrB_MIN_PLUS_SEMIRING_INT32, GrB_INT32, {dmin, plus}, -5, 5},
      {"MAX_TIMES_FP64", GrB_MAX_TIMES_SEMIRING_FP64, GrB_FP64, {dmax, times}, -4, 4},
      {"PLUS_FIRST_FP64", GxB_PLUS_FIRST_FP64, GrB_FP64, {plus, first}, -4, 4},
      {"PLUS_SECOND_FP64", GxB_PLUS_SECOND_FP64, GrB_FP64, {plus, second}, -4, 4},
      {"MIN_FIRST_INT64", GrB_MIN_FIRST_SEMIRING_INT64, GrB_INT64, {dmin, first}, -4, 4},
      {"MIN_SECOND_INT64", GrB_MIN_SECOND_SEMIRING_INT64, GrB_INT64, {dmin, second}, -4, 4},
      {"MIN_FIRST_FP64", GrB_MIN_FIRST_SEMIRING_FP64, GrB_FP64, {dmin, first}, -4, 4},
      {"MIN_SECOND_FP64", GrB_MIN_SECOND_SEMIRING_FP64, GrB_FP64, {dmin, second}, -4, 4},
      {"MAX_MIN_INT16", GrB_MAX_MIN_SEMIRING_INT16, GrB_INT16, {dmax, dmin}, -6, 6},
      {"PLUS_MINUS_INT64", GxB_PLUS_MINUS_INT64, GrB_INT64, {plus, minus}, -4, 4},
      {"PLUS_FIRST_INT32", GxB_PLUS_FIRST_INT32, GrB_INT32, {plus, first}, -4, 4},
      {"ANY_FIRST_FP64", GxB_ANY_FIRST_FP64, GrB_FP64, {anyf, first, -1, 0, true}, -4, 4},
      {"ANY_SECOND_INT64", GxB_ANY_SECOND_INT64, GrB_INT64, {anyf, second, -1, 0, true}, -4, 4},
      {"ANY_SECONDI_INT64", GxB_ANY_SECONDI_INT64, GrB_INT64, {anyf, nullptr, 2, 0, true}, -4, 4},
      {"ANY_FIRSTI_INT64", GxB_ANY_FIRSTI_INT64, GrB_INT64, {anyf, nullptr, 0, 0, true}, -4, 4},
      {"MIN_SECONDI_INT64", GxB_MIN_SECONDI_INT64, GrB_INT64, {dmin, nullptr, 2, 0}, -4, 4},
      {"MIN_FIRSTJ_INT64", GxB_MIN_FIRSTJ_INT64, GrB_INT64, {dmin, nullptr, 1, 0}, -4, 4},
      {"MAX_SECONDJ1_INT32", GxB_MAX_SECONDJ1_INT32, GrB_INT32, {dmax, nullptr, 3, 1}, -4, 4},
      {"PLUS_FIRSTI1_INT64", GxB_PLUS_FIRSTI1_INT64, GrB_INT64, {plus, nullptr, 0, 1}, -4, 4},
      {"MIN_SECONDJ_INT32", GxB_MIN_SECONDJ_INT32, GrB_INT32, {dmin, nullptr, 3, 0}, -4, 4},
  };
  return v;
}

struct Case {
  bool use_mask, structural, comp, replace, accum, tran0, tran1;
  GrB_Desc_Value method;
  int fa, fb, fc, fm;
};

GrB_Descriptor make_desc(const Case& c) {
  GrB_Descriptor d = nullptr;
  GrB_Descriptor_new(&d);
  if (c.replace) GrB_Descriptor_set(d, GrB_OUTP, GrB_REPLACE);
  if (c.comp && c.structural) GrB_Descriptor_set(d, GrB_MASK, GrB_COMP_STRUCTURE);
  else if (c.comp) GrB_Descriptor_set(d, GrB_MASK, GrB_COMP);
  else if (c.structural) GrB_Descriptor_set(d, GrB_MASK, GrB_STRUCTURE);
  if (c.tran0) GrB_Descriptor_set(d, GrB_INP0, GrB_TRAN);
  if (c.tran1) GrB_Descriptor_set(d, GrB_INP1, GrB_TRAN);
  if (c.method != GxB_DEFAULT) GrB_Descriptor_set(d, GxB_AxB_METHOD, c.method);
  return d;
}

Case random_case(std::mt19937_64& rng) {
  Case c{bool(rng() % 2), bool(rng() % 2), bool(rng() % 3 == 0), bool(rng() % 3 == 0), bool(rng() % 3 == 0),
         bool(rng() % 2), bool(rng() % 2), kMethods[rng() % 5], int(rng() % 5), int(rng() % 5), int(rng() % 5),
         int(rng() % 5)};
  return c;
}

std::string describe(const SR& s, const Case& c, int trial) {
  char buf[256];
  std::snprintf(buf, sizeof buf, "%s trial %d mask=%d struct=%d comp=%d repl=%d accum=%d T0=%d T1=%d method=%d fmt=%d%d%d%d",
                s.name, trial, c.use_mask, c.structural, c.comp, c.replace, c.accum, c.tran0, c.tran1, int(c.method),
                c.fa, c.fb, c.fc, c.fm);
  return buf;
}

//------------------------------------------------------------------------------------------------
// mxm against the reference
//------------------------------------------------------------------------------------------------
// An n-by-n diagonal matrix, each diagonal entry present with probability dens.
GrB_Matrix random_diagonal(GrB_Type t, GrB_Index n, double dens, std::mt19937_64& rng, int lo, int hi) {
  GrB_Matrix D = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&D, t, n, n), GrB_SUCCESS);
  std::uniform_real_distribution<double> u(0, 1);
  for (GrB_Index k = 0; k < n; k++)
    if (u(rng) < dens) GrB_Matrix_setElement_INT64(D, lo + int64_t(rng() % uint64_t(hi - lo + 1)), k, k);
  return D;
}

enum class Diagonal { None, Right, Left };

// Random products against the dense reference; with `diag`, B (Right: K == n) or A (Left: m == K)
// is a diagonal matrix, full or missing some diagonal entries (the row and column scalings).
void run_mxm_trials(const SR& s, int trials, uint64_t seed, GrB_Index m, GrB_Index K, GrB_Index n, double dens,
                    Diagonal diag = Diagonal::None) {
  std::mt19937_64 rng(seed);
  for (int trial = 0; trial < trials; trial++) {
    Case c = random_case(rng);
    const bool any = s.ref.any;
    if (any) c.accum = false;
    const double ddens = trial % 2 ? 1.0 : 0.6;
    if (diag != Diagonal::None && trial % 3 != 2) c.method = GxB_DEFAULT;  // where the scaling applies
    GrB_Matrix A = diag == Diagonal::Left ? random_diagonal(s.type, m, ddens, rng, s.lo, s.hi)
                                          : random_matrix(s.type, c.tran0 ? K : m, c.tran0 ? m : K, dens, rng, s.lo, s.hi);
    GrB_Matrix B = diag == Diagonal::Right ? random_diagonal(s.type, n, ddens, rng, s.lo, s.hi)
                                           : random_matrix(s.type, c.tran1 ? n : K, c.tran1 ? K : n, dens, rng, s.lo, s.hi);
    GrB_Matrix C = random_matrix(s.type, m, n, 0.3, rng, s.lo, s.hi);
    GrB_Matrix M = random_matrix(rng() % 2 ? GrB_BOOL : GrB_INT32, m, n, 0.4, rng, 0, 2);
    Entries a = matrix_entries(A), b = matrix_entries(B), c0 = matrix_entries(C), mk = matrix_entries(M);
    set_format(A, c.fa);
    set_format(B, c.fb);
    set_format(C, c.fc);
    set_format(M, c.fm);
    if (c.tran0) a = transposed(a);
    if (c.tran1) b = transposed(b);
    std::map<Key, std::set<double>> choices;
    Entries t = ref_mxm(a, b, m, K, n, s.ref, any ? &choices : nullptr);
    std::function<double(double, double)> acc = s.ref.boolean ? std::function<double(double, double)>(
                                                                    [](double x, double y) { return double(x != 0 || y != 0); })
                                                              : std::function<double(double, double)>(
                                                                    [](double x, double y) { return x + y; });
    GrB_BinaryOp accum_op = s.type == GrB_BOOL ? GrB_LOR : GrB_PLUS_FP64;
    if (s.ref.boolean && s.type != GrB_BOOL) acc = [](double x, double y) { return x + y; };
    Entries want = writeback(c0, t, c.use_mask ? &mk : nullptr, c.structural, c.comp, c.replace, c.accum ? &acc : nullptr, m, n);
    GrB_Descriptor d = make_desc(c);
    const std::string what = describe(s, c, trial);
    ASSERT_EQ(GrB_mxm(C, c.use_mask ? M : nullptr, c.accum ? accum_op : nullptr, s.s, A, B, d), GrB_SUCCESS) << what;
    expect_same(matrix_entries(C), want, any ? &choices : nullptr, what);
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&B);
    GrB_Matrix_free(&C);
    GrB_Matrix_free(&M);
    GrB_Descriptor_free(&d);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

TEST(Mxm, EverySemiringFamilyAgainstDenseReference) {
  uint64_t seed = 1;
  for (const SR& s : semirings()) {
    SCOPED_TRACE(s.name);
    run_mxm_trials(s, 40, seed++, 7, 6, 8, 0.35);
    if (HasFatalFailure()) return;
  }
}

// C = A*D and C = D*A with D diagonal (one product per entry of A, no monoid at work), against
// the reference for every semiring family, format, orientation, transpose, mask and accumulator.
TEST(Mxm, DiagonalOperandScalesRowsOrColumns) {
  uint64_t seed = 500;
  for (const SR& s : semirings()) {
    SCOPED_TRACE(s.name);
    run_mxm_trials(s, 16, seed++, 7, 8, 8, 0.35, Diagonal::Right);
    if (HasFatalFailure()) return;
    run_mxm_trials(s, 16, seed++, 8, 8, 6, 0.35, Diagonal::Left);
    if (HasFatalFailure()) return;
  }
  // large enough for the parallel loops; hypersparse by the format variants
  for (const SR& s : semirings()) {
    if (std::strcmp(s.name, "PLUS_TIMES_FP64") && std::strcmp(s.name, "PLUS_PAIR_INT64") &&
        std::strcmp(s.name, "MIN_PLUS_INT32") && std::strcmp(s.name, "ANY_PAIR_BOOL"))
      continue;
    SCOPED_TRACE(s.name);
    run_mxm_trials(s, 6, seed++, 300, 400, 400, 0.02, Diagonal::Right);
    run_mxm_trials(s, 6, seed++, 400, 400, 300, 0.02, Diagonal::Left);
    if (HasFatalFailure()) return;
  }
}

TEST(Mxm, LargerSparseMatricesEveryMethod) {
  // big enough for parallel tasks, hash rows and dense rows to all occur
  uint64_t seed = 100;
  for (const SR& s : semirings()) {
    if (std::strcmp(s.name, "PLUS_TIMES_FP64") && std::strcmp(s.name, "PLUS_PAIR_INT64") &&
        std::strcmp(s.name, "ANY_SECONDI_INT64") && std::strcmp(s.name, "MAX_MIN_INT16") &&
        std::strcmp(s.name, "ANY_PAIR_BOOL") && std::strcmp(s.name, "MIN_PLUS_INT32"))
      continue;
    SCOPED_TRACE(s.name);
    run_mxm_trials(s, 10, seed++, 60, 50, 70, 0.06);
    if (HasFatalFailure()) return;
  }
}

// A batch of short rows against a dimension of 3*10^5 (a mesh's few neighbours, a query's few
// keys): the saxpy and the masked dot then skip their W- and K-sized workspaces (too few
// products to pay for filling them) and must still give the defined result with every method.
TEST(Mxm, FewProductsAgainstAWideDimension) {
  const GrB_Index W = 300000, m = 6;
  std::mt19937_64 rng(7);
  Entries a, b;
  for (GrB_Index i = 0; i < m; i++)
    for (int t = 0; t < 5; t++) a[{i, (rng() % 40) * 7000}] = double(1 + rng() % 5);
  for (GrB_Index k = 0; k < W; k += 7000)
    for (int t = 0; t < 4; t++) b[{k, rng() % W}] = double(1 + rng() % 5);
  for (int t = 0; t < 60; t++) b[{rng() % W, rng() % W}] = 2;  // rows no product reads
  auto build = [](const Entries& e, GrB_Index nr, GrB_Index nc) {
    GrB_Matrix M = nullptr;
    EXPECT_EQ(GrB_Matrix_new(&M, GrB_FP64, nr, nc), GrB_SUCCESS);
    for (auto& [ij, x] : e) EXPECT_EQ(GrB_Matrix_setElement_FP64(M, x, ij.first, ij.second), GrB_SUCCESS);
    EXPECT_EQ(GrB_Matrix_wait(M, GrB_MATERIALIZE), GrB_SUCCESS);
    return M;
  };
  GrB_Matrix A = build(a, m, W), B = build(b, W, W), BT = build(transposed(b), W, W);
  Ref plus_times{[](double x, double y) { return x + y; }, [](double x, double y) { return x * y; }};
  const Entries full = ref_mxm(a, b, m, W, W, plus_times, nullptr);
  ASSERT_FALSE(full.empty());
  // the mask: every other entry of the product, plus positions the product lacks
  Entries mask;
  int n = 0;
  for (auto& [ij, x] : full)
    if (n++ % 2 == 0) mask[ij] = 1;
  for (GrB_Index i = 0; i < m; i++) mask[{i, (i * 977) % W}] = 1;
  GrB_Matrix M = build(mask, m, W);
  const Entries masked = writeback({}, full, &mask, true, false, true, nullptr, m, W);
  for (int method : {GxB_DEFAULT, GxB_AxB_GUSTAVSON, GxB_AxB_HASH, GxB_AxB_SAXPY, GxB_AxB_DOT}) {
    SCOPED_TRACE(method);
    GrB_Descriptor d = nullptr, dm = nullptr;
    ASSERT_EQ(GrB_Descriptor_new(&d), GrB_SUCCESS);
    ASSERT_EQ(GrB_Descriptor_set(d, GxB_AxB_METHOD, GrB_Desc_Value(method)), GrB_SUCCESS);
    ASSERT_EQ(GrB_Descriptor_new(&dm), GrB_SUCCESS);
    ASSERT_EQ(GrB_Descriptor_set(dm, GxB_AxB_METHOD, GrB_Desc_Value(method)), GrB_SUCCESS);
    ASSERT_EQ(GrB_Descriptor_set(dm, GrB_MASK, GrB_STRUCTURE), GrB_SUCCESS);
    ASSERT_EQ(GrB_Descriptor_set(dm, GrB_INP1, GrB_TRAN), GrB_SUCCESS);
    GrB_Matrix C = nullptr, CM = nullptr;
    ASSERT_EQ(GrB_Matrix_new(&C, GrB_FP64, m, W), GrB_SUCCESS);
    ASSERT_EQ(GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, B, d), GrB_SUCCESS);
    EXPECT_EQ(matrix_entries(C), full);
    ASSERT_EQ(GrB_Matrix_new(&CM, GrB_FP64, m, W), GrB_SUCCESS);
    // C<M,struct> = A * BT' = A * B: the masked dot over K = W
    ASSERT_EQ(GrB_mxm(CM, M, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, BT, dm), GrB_SUCCESS);
    EXPECT_EQ(matrix_entries(CM), masked);
    GrB_Matrix_free(&C);
    GrB_Matrix_free(&CM);
    GrB_Descriptor_free(&d);
    GrB_Descriptor_free(&dm);
  }
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&BT);
  GrB_Matrix_free(&M);
}

// C<M> = A*B into an empty C over a very sparse graph (most rows empty, fewer mask entries than
// a quarter of the dimension: the masked saxpy hashes) with valued masks holding false entries,
// structural and complemented masks, every method; the masked kernels' result goes into C
// without a mask pass only where it lies within the mask. A C with entries takes the merge.
TEST(Mxm, MaskedProductIntoEmptyOutputOfAVerySparseGraph) {
  const GrB_Index n = 3000;
  std::mt19937_64 rng(31);
  Entries a;
  for (int t = 0; t < 300; t++) a[{rng() % 400, rng() % 400}] = double(1 + rng() % 4);
  for (int t = 0; t < 100; t++) a[{rng() % n, rng() % n}] = double(1 + rng() % 4);
  Ref plus_times{[](double x, double y) { return x + y; }, [](double x, double y) { return x * y; }};
  const Entries full = ref_mxm(a, a, n, n, n, plus_times, nullptr);
  Entries mask, c0;
  int k = 0;
  for (auto& [ij, x] : full) {
    if (k % 3 != 2) mask[ij] = double(k % 2);  // on, off, and left out
    k++;
  }
  for (int t = 0; t < 100; t++) mask[{rng() % n, rng() % n}] = 1;  // where the product has nothing
  for (int t = 0; t < 50; t++) c0[{rng() % 400, rng() % 400}] = 7;
  auto build = [](const Entries& e) {
    GrB_Matrix M = nullptr;
    EXPECT_EQ(GrB_Matrix_new(&M, GrB_FP64, n, n), GrB_SUCCESS);
    for (auto& [ij, x] : e) EXPECT_EQ(GrB_Matrix_setElement_FP64(M, x, ij.first, ij.second), GrB_SUCCESS);
    EXPECT_EQ(GrB_Matrix_wait(M, GrB_MATERIALIZE), GrB_SUCCESS);
    return M;
  };
  GrB_Matrix A = build(a), M = build(mask);
  for (int method : {GxB_DEFAULT, GxB_AxB_GUSTAVSON, GxB_AxB_HASH, GxB_AxB_DOT})
    for (int variant = 0; variant < 3; variant++)  // valued, structural, complemented valued
      for (bool prefilled : {false, true}) {
        SCOPED_TRACE(testing::Message() << "method " << method << " variant " << variant << " prefilled " << prefilled);
        GrB_Descriptor d = nullptr;
        ASSERT_EQ(GrB_Descriptor_new(&d), GrB_SUCCESS);
        ASSERT_EQ(GrB_Descriptor_set(d, GxB_AxB_METHOD, GrB_Desc_Value(method)), GrB_SUCCESS);
        if (variant == 1) ASSERT_EQ(GrB_Descriptor_set(d, GrB_MASK, GrB_STRUCTURE), GrB_SUCCESS);
        if (variant == 2) ASSERT_EQ(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP), GrB_SUCCESS);
        GrB_Matrix C = build(prefilled ? c0 : Entries{});
        ASSERT_EQ(GrB_mxm(C, M, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, d), GrB_SUCCESS);
        // C<M> = T without replace, position by position (only where T or C has an entry)
        Entries expect;
        std::set<Key> keys;
        for (auto& e : full) keys.insert(e.first);
        if (prefilled)
          for (auto& e : c0) keys.insert(e.first);
        for (const Key& ij : keys) {
          auto m = mask.find(ij);
          bool on = m != mask.end() && (variant == 1 || m->second != 0);
          if (variant == 2) on = !on;
          auto t = full.find(ij);
          auto c = prefilled ? c0.find(ij) : c0.end();
          if (on && t != full.end()) expect[ij] = t->second;
          if (!on && c != c0.end()) expect[ij] = c->second;
        }
        EXPECT_EQ(matrix_entries(C), expect);
        GrB_Matrix_free(&C);
        GrB_Descriptor_free(&d);
      }
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&M);
}

TEST(Mxm, TypecastingInputsAndOutput) {
  // INT32 and BOOL inputs through an FP64 semiring into an INT16 C (cast on the way out)
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 20; trial++) {
    GrB_Matrix A = random_matrix(GrB_INT32, 5, 6, 0.5, rng, -3, 3);
    GrB_Matrix B = random_matrix(GrB_BOOL, 6, 4, 0.5, rng, 0, 1);
    GrB_Matrix C = nullptr;
    OK(GrB_Matrix_new(&C, GrB_INT16, 5, 4));
    Entries a = matrix_entries(A), b = matrix_entries(B);
    Ref r{[](double x, double y) { return x + y; }, [](double x, double y) { return x * y; }};
    Entries t = ref_mxm(a, b, 5, 6, 4, r, nullptr);
    GrB_Descriptor d = nullptr;
    OK(GrB_Descriptor_new(&d));
    OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, kMethods[trial % 5]));
    OK(GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, B, d));
    expect_same(matrix_entries(C), t, nullptr, "typecast");
    GrB_Type ct;
    OK(GxB_Matrix_type(&ct, C));
    EXPECT_EQ(ct, GrB_INT16);
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&B);
    GrB_Matrix_free(&C);
    GrB_Descriptor_free(&d);
  }
  // FP64 values cast to INT64 by the multiply's input type: 2.7 -> 2, -1.5 -> -1
  GrB_Matrix A, B, C;
  OK(GrB_Matrix_new(&A, GrB_FP64, 1, 2));
  OK(GrB_Matrix_new(&B, GrB_FP64, 2, 2));
  OK(GrB_Matrix_new(&C, GrB_FP64, 1, 2));
  OK(GrB_Matrix_setElement_FP64(A, 2.7, 0, 0));
  OK(GrB_Matrix_setElement_FP64(A, -1.5, 0, 1));
  OK(GrB_Matrix_setElement_FP64(B, 3.9, 0, 0));
  OK(GrB_Matrix_setElement_FP64(B, 2.2, 1, 0));
  OK(GrB_Matrix_setElement_FP64(B, 1.0, 1, 1));
  OK(GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, A, B, nullptr));
  Entries e = matrix_entries(C);
  EXPECT_EQ(e, (Entries{{{0, 0}, 2 * 3 + -1 * 2}, {{0, 1}, -1}}));
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&C);
}

TEST(Mxm, PatternSemiringIsIso) {
  std::mt19937_64 rng(3);
  GrB_Matrix A = random_matrix(GrB_FP64, 20, 20, 0.2, rng, 1, 5);
  GrB_Matrix C;
  OK(GrB_Matrix_new(&C, GrB_INT64, 20, 20));
  OK(GrB_mxm(C, nullptr, nullptr, GxB_ANY_PAIR_INT64, A, A, nullptr));
  bool iso = false;
  OK(GxB_Matrix_iso(&iso, C));
  EXPECT_TRUE(iso);
  for (auto& [ij, x] : matrix_entries(C)) EXPECT_EQ(x, 1.0);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&C);
}

//------------------------------------------------------------------------------------------------
// user-defined type and operators
//------------------------------------------------------------------------------------------------
struct Pt {
  int64_t a;
  int64_t b;
};
// add: componentwise max of a, sum of b; multiply: (x.a*y.a, x.b - y.b) (not commutative)
void pt_add(void* z, const void* x, const void* y) {
  const Pt* X = static_cast<const Pt*>(x);
  const Pt* Y = static_cast<const Pt*>(y);
  Pt r{std::max(X->a, Y->a), X->b + Y->b};
  std::memcpy(z, &r, sizeof r);
}
void pt_mult(void* z, const void* x, const void* y) {
  const Pt* X = static_cast<const Pt*>(x);
  const Pt* Y = static_cast<const Pt*>(y);
  Pt r{X->a * Y->a, X->b - Y->b};
  std::memcpy(z, &r, sizeof r);
}

std::map<Key, Pt> pt_entries(GrB_Matrix A) {
  GrB_Index n = 0;
  GrB_Matrix_nvals(&n, A);
  std::vector<GrB_Index> I(n), J(n);
  std::vector<Pt> X(n);
  EXPECT_EQ(GrB_Matrix_extractTuples_UDT(I.data(), J.data(), X.data(), &n, A), GrB_SUCCESS);
  std::map<Key, Pt> e;
  for (GrB_Index k = 0; k < n; k++) e[{I[k], J[k]}] = X[k];
  return e;
}

TEST(Mxm, UserDefinedTypeAndSemiring) {
  GrB_Type T;
  OK(GrB_Type_new(&T, sizeof(Pt)));
  GrB_BinaryOp add, mult;
  OK(GrB_BinaryOp_new(&add, pt_add, T, T, T));
  OK(GrB_BinaryOp_new(&mult, pt_mult, T, T, T));
  Pt zero{INT64_MIN, 0};
  GrB_Monoid mon;
  OK(GrB_Monoid_new_UDT(&mon, add, &zero));
  GrB_Semiring sr;
  OK(GrB_Semiring_new(&sr, mon, mult));
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 30; trial++) {
    const bool t0 = rng() % 2, t1 = rng() % 2;
    const GrB_Index m = 6, K = 5, n = 7;
    GrB_Matrix A, B, C, M;
    OK(GrB_Matrix_new(&A, T, t0 ? K : m, t0 ? m : K));
    OK(GrB_Matrix_new(&B, T, t1 ? n : K, t1 ? K : n));
    OK(GrB_Matrix_new(&C, T, m, n));
    M = random_matrix(GrB_BOOL, m, n, 0.5, rng, 0, 1);
    for (GrB_Index i = 0; i < (t0 ? K : m); i++)
      for (GrB_Index j = 0; j < (t0 ? m : K); j++)
        if (rng() % 2) {
          Pt p{int64_t(rng() % 7) - 3, int64_t(rng() % 9)};
          OK(GrB_Matrix_setElement_UDT(A, &p, i, j));
        }
    for (GrB_Index i = 0; i < (t1 ? n : K); i++)
      for (GrB_Index j = 0; j < (t1 ? K : n); j++)
        if (rng() % 2) {
          Pt p{int64_t(rng() % 7) - 3, int64_t(rng() % 9)};
          OK(GrB_Matrix_setElement_UDT(B, &p, i, j));
        }
    auto a = pt_entries(A), b = pt_entries(B);
    Entries mk = matrix_entries(M);
    const bool use_mask = rng() % 2, comp = rng() % 2;
    const int fa = int(rng() % 5), fb = int(rng() % 5);
    set_format(A, fa);
    set_format(B, fb);
    const std::string what = "trial " + std::to_string(trial) + " t0 " + std::to_string(t0) + " t1 " +
                             std::to_string(t1) + " mask " + std::to_string(use_mask) + " comp " + std::to_string(comp) +
                             " fmt " + std::to_string(fa) + std::to_string(fb);
    // reference
    std::map<Key, Pt> want;
    for (GrB_Index i = 0; i < m; i++)
      for (GrB_Index j = 0; j < n; j++) {
        bool mv = true;
        if (use_mask) {
          auto it = mk.find({i, j});
          mv = it != mk.end() && it->second != 0;
        }
        if (comp) mv = !mv;  // no mask and complemented: nothing is written
        if (!mv) continue;
        bool found = false;
        Pt acc{};
        for (GrB_Index k = 0; k < K; k++) {
          auto ia = a.find(t0 ? Key{k, i} : Key{i, k});
          auto ib = b.find(t1 ? Key{j, k} : Key{k, j});
          if (ia == a.end() || ib == b.end()) continue;
          Pt p;
          pt_mult(&p, &ia->second, &ib->second);
          if (found) pt_add(&acc, &acc, &p);
          else acc = p;
          found = true;
        }
        if (found) want[{i, j}] = acc;
      }
    GrB_Descriptor d;
    OK(GrB_Descriptor_new(&d));
    if (t0) OK(GrB_Descriptor_set(d, GrB_INP0, GrB_TRAN));
    if (t1) OK(GrB_Descriptor_set(d, GrB_INP1, GrB_TRAN));
    if (comp) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP));
    OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, kMethods[trial % 5]));
    OK(GrB_mxm(C, use_mask ? M : nullptr, nullptr, sr, A, B, d));
    auto got = pt_entries(C);
    ASSERT_EQ(got.size(), want.size()) << what;
    for (auto& [ij, p] : want) {
      ASSERT_TRUE(got.count(ij)) << what;
      EXPECT_EQ(got[ij].a, p.a) << what;
      EXPECT_EQ(got[ij].b, p.b) << what;
    }
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&B);
    GrB_Matrix_free(&C);
    GrB_Matrix_free(&M);
    GrB_Descriptor_free(&d);
  }
  GrB_Semiring_free(&sr);
  GrB_Monoid_free(&mon);
  GrB_BinaryOp_free(&add);
  GrB_BinaryOp_free(&mult);
  GrB_Type_free(&T);
}

// A user-defined multiply on a built-in type (not commutative): 2x + y
void two_x_plus_y(void* z, const void* x, const void* y) {
  *static_cast<int64_t*>(z) = 2 * *static_cast<const int64_t*>(x) + *static_cast<const int64_t*>(y);
}

TEST(Mxm, UserDefinedMultiplyOnBuiltinType) {
  GrB_BinaryOp op;
  OK(GrB_BinaryOp_new(&op, two_x_plus_y, GrB_INT64, GrB_INT64, GrB_INT64));
  GrB_Semiring sr;
  OK(GrB_Semiring_new(&sr, GrB_PLUS_MONOID_INT64, op));
  SR s{"PLUS_2X+Y", sr, GrB_INT64, {[](double x, double y) { return x + y; }, [](double x, double y) { return 2 * x + y; }},
       -4, 4};
  run_mxm_trials(s, 60, 77, 7, 6, 8, 0.35);
  GrB_Semiring_free(&sr);
  GrB_BinaryOp_free(&op);
}

//------------------------------------------------------------------------------------------------
// aliasing, degenerate shapes, hypersparse
//------------------------------------------------------------------------------------------------
TEST(Mxm, AliasedOutputAndInputs) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 10; trial++) {
    GrB_Matrix A = random_matrix(GrB_INT64, 6, 6, 0.4, rng, -3, 3);
    GrB_Matrix C = random_matrix(GrB_INT64, 6, 6, 0.4, rng, -3, 3);
    Entries a = matrix_entries(A), c = matrix_entries(C);
    Ref r{[](double x, double y) { return x + y; }, [](double x, double y) { return x * y; }};
    GrB_Descriptor d;
    OK(GrB_Descriptor_new(&d));
    OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, kMethods[trial % 5]));
    // C = A*C
    Entries want = ref_mxm(a, c, 6, 6, 6, r, nullptr);
    OK(GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, A, C, d));
    EXPECT_EQ(matrix_entries(C), want);
    // C<C> += C*C'
    c = matrix_entries(C);
    Entries t = ref_mxm(c, transposed(c), 6, 6, 6, r, nullptr);
    std::function<double(double, double)> plus = [](double x, double y) { return x + y; };
    want = writeback(c, t, &c, false, false, false, &plus, 6, 6);
    OK(GrB_Descriptor_set(d, GrB_INP1, GrB_TRAN));
    OK(GrB_mxm(C, C, GrB_PLUS_INT64, GrB_PLUS_TIMES_SEMIRING_INT64, C, C, d));
    EXPECT_EQ(matrix_entries(C), want);
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&C);
    GrB_Descriptor_free(&d);
  }
}

TEST(Mxm, EmptyAndDegenerateShapes) {
  std::mt19937_64 rng(9);
  Ref r{[](double x, double y) { return x + y; }, [](double x, double y) { return x * y; }};
  struct Shape {
    GrB_Index m, k, n;
  };
  for (Shape sh : {Shape{1, 5, 6}, Shape{6, 5, 1}, Shape{1, 5, 1}, Shape{5, 1, 6}, Shape{4, 0, 3}, Shape{0, 3, 4},
                   Shape{3, 4, 0}, Shape{1, 1, 1}}) {
    for (int trial = 0; trial < 10; trial++) {
      const bool t0 = rng() % 2, t1 = rng() % 2, um = rng() % 2, comp = rng() % 2;
      GrB_Matrix A = random_matrix(GrB_FP64, t0 ? sh.k : sh.m, t0 ? sh.m : sh.k, 0.6, rng, -3, 3);
      GrB_Matrix B = random_matrix(GrB_FP64, t1 ? sh.n : sh.k, t1 ? sh.k : sh.n, 0.6, rng, -3, 3);
      GrB_Matrix C = random_matrix(GrB_FP64, sh.m, sh.n, 0.5, rng, -3, 3);
      GrB_Matrix M = random_matrix(GrB_BOOL, sh.m, sh.n, 0.5, rng, 0, 1);
      Entries a = matrix_entries(A), b = matrix_entries(B), c0 = matrix_entries(C), mk = matrix_entries(M);
      set_format(A, int(rng() % 5));
      set_format(B, int(rng() % 5));
      set_format(M, int(rng() % 5));
      if (t0) a = transposed(a);
      if (t1) b = transposed(b);
      Entries t = ref_mxm(a, b, sh.m, sh.k, sh.n, r, nullptr);
      Entries want = writeback(c0, t, um ? &mk : nullptr, false, comp, false, nullptr, sh.m, sh.n);
      GrB_Descriptor d;
      OK(GrB_Descriptor_new(&d));
      if (t0) OK(GrB_Descriptor_set(d, GrB_INP0, GrB_TRAN));
      if (t1) OK(GrB_Descriptor_set(d, GrB_INP1, GrB_TRAN));
      if (comp) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP));
      OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, kMethods[trial % 5]));
      OK(GrB_mxm(C, um ? M : nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, B, d));
      EXPECT_EQ(matrix_entries(C), want) << sh.m << "x" << sh.k << "x" << sh.n << " trial " << trial;
      GrB_Matrix_free(&A);
      GrB_Matrix_free(&B);
      GrB_Matrix_free(&C);
      GrB_Matrix_free(&M);
      GrB_Descriptor_free(&d);
    }
  }
}

TEST(Mxm, HugeHypersparseDimensions) {
  const GrB_Index N = GrB_Index(1) << 50;
  GrB_Matrix A, B, C, M;
  OK(GrB_Matrix_new(&A, GrB_INT64, N, N));
  OK(GrB_Matrix_new(&B, GrB_INT64, N, N));
  OK(GrB_Matrix_new(&C, GrB_INT64, N, N));
  OK(GrB_Matrix_new(&M, GrB_BOOL, N, N));
  const GrB_Index big = N - 1, mid = GrB_Index(1) << 40;
  OK(GrB_Matrix_setElement_INT64(A, 2, 0, mid));
  OK(GrB_Matrix_setElement_INT64(A, 3, 0, big));
  OK(GrB_Matrix_setElement_INT64(A, 5, big, mid));
  OK(GrB_Matrix_setElement_INT64(B, 7, mid, 1));
  OK(GrB_Matrix_setElement_INT64(B, 11, big, 1));
  OK(GrB_Matrix_setElement_INT64(B, 13, mid, big));
  // C = A*B
  Entries want{{{0, 1}, 2 * 7 + 3 * 11}, {{0, big}, 2 * 13}, {{big, 1}, 5 * 7}, {{big, big}, 5 * 13}};
  for (GrB_Desc_Value meth : kMethods) {
    GrB_Descriptor d;
    OK(GrB_Descriptor_new(&d));
    OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, meth));
    OK(GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, A, B, d));
    EXPECT_EQ(matrix_entries(C), want) << meth;
    // masked, both ways
    OK(GrB_Matrix_clear(M));
    OK(GrB_Matrix_setElement_BOOL(M, true, 0, big));
    OK(GrB_Matrix_setElement_BOOL(M, true, big, big));
    OK(GrB_Matrix_setElement_BOOL(M, true, 5, 5));
    OK(GrB_Matrix_clear(C));
    OK(GrB_mxm(C, M, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, A, B, d));
    EXPECT_EQ(matrix_entries(C), (Entries{{{0, big}, 26}, {{big, big}, 65}})) << meth;
    OK(GrB_Matrix_clear(C));
    OK(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP));
    OK(GrB_mxm(C, M, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, A, B, d));
    EXPECT_EQ(matrix_entries(C), (Entries{{{0, 1}, 47}, {{big, 1}, 35}})) << meth;
    // C = A'*A (transposed input)
    OK(GrB_Descriptor_set(d, GrB_MASK, GxB_DEFAULT));
    OK(GrB_Descriptor_set(d, GrB_INP0, GrB_TRAN));
    OK(GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, A, A, d));
    EXPECT_EQ(matrix_entries(C), (Entries{{{mid, mid}, 4 + 25}, {{mid, big}, 6}, {{big, mid}, 6}, {{big, big}, 9}}))
        << meth;
    GrB_Descriptor_free(&d);
  }
  // mxv and vxm with a huge vector
  GrB_Vector u, w;
  OK(GrB_Vector_new(&u, GrB_INT64, N));
  OK(GrB_Vector_new(&w, GrB_INT64, N));
  OK(GrB_Vector_setElement_INT64(u, 10, mid));
  OK(GrB_Vector_setElement_INT64(u, 100, big));
  for (GrB_Desc_Value meth : kMethods) {
    GrB_Descriptor d;
    OK(GrB_Descriptor_new(&d));
    OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, meth));
    OK(GrB_mxv(w, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, A, u, d));
    EXPECT_EQ(vector_entries(w), (Entries{{{0, 0}, 20 + 300}, {{big, 0}, 50}})) << meth;
    OK(GrB_vxm(w, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, u, B, d));
    EXPECT_EQ(vector_entries(w), (Entries{{{1, 0}, 70 + 1100}, {{big, 0}, 130}})) << meth;
    GrB_Descriptor_free(&d);
  }
  GrB_Vector_free(&u);
  GrB_Vector_free(&w);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&M);
}

// Every saxpy accumulator (a short row sorted by column, dense, hash) folds one output entry's
// products in the left row's order: 1 + 1e16 - 1e16 is 0 in that order, 1 in the reverse one.
TEST(Mxm, ProductsOfAnEntryFoldInRowOrderOnEveryPath) {
  GrB_Matrix A, B, C;
  OK(GrB_Matrix_new(&A, GrB_FP64, 2, 3));
  OK(GrB_Matrix_new(&B, GrB_FP64, 3, 8));
  const double bv[3] = {1.0, 1e16, -1e16};
  for (GrB_Index k = 0; k < 3; k++) {
    OK(GrB_Matrix_setElement_FP64(A, 1.0, 0, k));
    OK(GrB_Matrix_setElement_FP64(A, 1.0, 1, k));
    OK(GrB_Matrix_setElement_FP64(B, bv[k], k, 5));
    OK(GrB_Matrix_setElement_FP64(B, 2.0, k, k));
  }
  for (GrB_Desc_Value meth : kMethods) {
    GrB_Descriptor d;
    OK(GrB_Descriptor_new(&d));
    OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, meth));
    OK(GrB_Matrix_new(&C, GrB_FP64, 2, 8));
    OK(GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, B, d));
    double x = -1;
    OK(GrB_Matrix_extractElement_FP64(&x, C, 0, 5));
    EXPECT_EQ(x, 0.0) << meth;
    OK(GrB_Matrix_extractElement_FP64(&x, C, 1, 2));
    EXPECT_EQ(x, 2.0) << meth;
    GrB_Matrix_free(&C);
    GrB_Descriptor_free(&d);
  }
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
}

// Keys of a 2^60 space that fall in one short range away from 0 (a SQL table's ids): the product
// over the huge space equals the one over the compact range, shifted, for a value semiring and
// for positional multiplies (which must see the true column), with and without a mask.
TEST(Mxm, HugeDimensionKeysInAShortRange) {
  // (base below 2^53: the values of the positional products stay exact as doubles here)
  const GrB_Index N = GrB_Index(1) << 60, base = (GrB_Index(1) << 52) + 12345, n = 300;
  auto make = [&](GrB_Index dim, GrB_Index shift, uint64_t seed) {
    std::mt19937_64 r(seed);
    GrB_Matrix X;
    EXPECT_EQ(GrB_Matrix_new(&X, GrB_INT64, dim, dim), GrB_SUCCESS);
    for (int e = 0; e < 2000; e++) {
      const GrB_Index i = r() % n, j = (r() % 4 == 0) ? r() % 3 : r() % n;  // a few dense columns
      EXPECT_EQ(GrB_Matrix_setElement_INT64(X, int64_t(r() % 9) - 4, i + shift, j + shift), GrB_SUCCESS);
    }
    return X;
  };
  auto shifted = [&](const Entries& e, GrB_Index by, bool values_are_columns) {
    Entries out;
    for (auto& [ij, x] : e) out[{ij.first + by, ij.second + by}] = values_are_columns ? x + double(by) : x;
    return out;
  };
  const GrB_Semiring srs[] = {GrB_PLUS_TIMES_SEMIRING_INT64, GxB_MIN_SECONDJ_INT64, GxB_MAX_FIRSTJ_INT64};
  for (int which = 0; which < 3; which++) {
    for (GrB_Desc_Value meth : kMethods) {
      GrB_Matrix A = make(N, base, 1), B = make(N, base, 2), a = make(n, 0, 1), b = make(n, 0, 2);
      // A's keys outside B's rows, below and above their range, meet nothing
      OK(GrB_Matrix_setElement_INT64(A, 3, base, 7));
      OK(GrB_Matrix_setElement_INT64(A, 3, base + 1, N - 1));
      GrB_Matrix C, c, M, m;
      OK(GrB_Matrix_new(&C, GrB_INT64, N, N));
      OK(GrB_Matrix_new(&c, GrB_INT64, n, n));
      GrB_Descriptor d;
      OK(GrB_Descriptor_new(&d));
      OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, meth));
      OK(GrB_mxm(C, nullptr, nullptr, srs[which], A, B, d));
      OK(GrB_mxm(c, nullptr, nullptr, srs[which], a, b, d));
      // SECONDJ / FIRSTJ return column / k indices: shifted by base too
      const Entries want = shifted(matrix_entries(c), base, which > 0);
      EXPECT_EQ(matrix_entries(C), want) << "semiring " << which << " method " << meth;
      // masked by a (complemented too): the mask rows are the compact ones, shifted
      M = make(N, base, 3);
      m = make(n, 0, 3);
      for (bool comp : {false, true}) {
        OK(GrB_Descriptor_set(d, GrB_MASK, comp ? GrB_COMP : GxB_DEFAULT));
        OK(GrB_Matrix_clear(C));
        OK(GrB_Matrix_clear(c));
        OK(GrB_mxm(C, M, nullptr, srs[which], A, B, d));
        OK(GrB_mxm(c, m, nullptr, srs[which], a, b, d));
        EXPECT_EQ(matrix_entries(C), shifted(matrix_entries(c), base, which > 0))
            << "semiring " << which << " method " << meth << " comp " << comp;
      }
      for (GrB_Matrix* X : {&A, &B, &a, &b, &C, &c, &M, &m}) GrB_Matrix_free(X);
      GrB_Descriptor_free(&d);
    }
  }
}

//------------------------------------------------------------------------------------------------
// mxv and vxm
//------------------------------------------------------------------------------------------------
void set_vformat(GrB_Vector v, int f) {
  switch (f % 4) {
    case 1: GxB_Vector_Option_set(v, GxB_SPARSITY_CONTROL, GxB_BITMAP); break;
    case 2: GxB_Vector_Option_set(v, GxB_SPARSITY_CONTROL, GxB_FULL + GxB_BITMAP); break;
    case 3: GxB_Vector_Option_set(v, GxB_SPARSITY_CONTROL, GxB_HYPERSPARSE); break;
    default: break;
  }
}

void run_vector_trials(const SR& s, int trials, uint64_t seed, GrB_Index m, GrB_Index n) {
  std::mt19937_64 rng(seed);
  for (int trial = 0; trial < trials; trial++) {
    const bool vxm = rng() % 2;
    Case c = random_case(rng);
    if (s.ref.any) c.accum = false;
    const double udens = (rng() % 3 == 0) ? 1.0 : (rng() % 2 ? 0.5 : 0.15);
    // A is m-by-n after the transpose; mxv: w(m) = A*u(n); vxm: w(n) = u(m)'*A
    const bool tr = vxm ? c.tran1 : c.tran0;
    GrB_Matrix A = random_matrix(s.type, tr ? n : m, tr ? m : n, 0.3, rng, s.lo, s.hi);
    const GrB_Index ulen = vxm ? m : n, wlen = vxm ? n : m;
    GrB_Vector u = random_vector(s.type, ulen, udens, rng, s.lo, s.hi);
    GrB_Vector w = random_vector(s.type, wlen, 0.4, rng, s.lo, s.hi);
    GrB_Vector M = random_vector(rng() % 2 ? GrB_BOOL : GrB_INT8, wlen, 0.4, rng, 0, 2);
    Entries a = matrix_entries(A), ue = vector_entries(u), w0 = vector_entries(w), mk = vector_entries(M);
    if (tr) a = transposed(a);
    set_format(A, c.fa);
    set_vformat(u, c.fb);
    set_vformat(M, c.fm);
    set_vformat(w, c.fc);
    std::map<Key, std::set<double>> choices;
    Entries t;
    if (!vxm) {
      t = ref_mxm(a, ue, m, n, 1, s.ref, s.ref.any ? &choices : nullptr);
    } else {
      // w' = u'*A: T(0,j) computed as a 1-by-n product, then held as (j,0)
      Entries ut = transposed(ue);
      std::map<Key, std::set<double>> ch;
      Entries t1 = ref_mxm(ut, a, 1, m, n, s.ref, s.ref.any ? &ch : nullptr);
      t = transposed(t1);
      for (auto& [ij, st] : ch) choices[{ij.second, ij.first}] = st;
    }
    std::function<double(double, double)> acc = [](double x, double y) { return x + y; };
    if (s.type == GrB_BOOL) acc = [](double x, double y) { return double(x != 0 || y != 0); };
    GrB_BinaryOp accum_op = s.type == GrB_BOOL ? GrB_LOR : GrB_PLUS_FP64;
    Entries want = writeback(w0, t, c.use_mask ? &mk : nullptr, c.structural, c.comp, c.replace, c.accum ? &acc : nullptr,
                             wlen, 1);
    GrB_Descriptor d = make_desc(c);
    const std::string what = std::string(vxm ? "vxm " : "mxv ") + describe(s, c, trial) + " udens " + std::to_string(udens);
    if (vxm) {
      ASSERT_EQ(GrB_vxm(w, c.use_mask ? M : nullptr, c.accum ? accum_op : nullptr, s.s, u, A, d), GrB_SUCCESS) << what;
    } else {
      ASSERT_EQ(GrB_mxv(w, c.use_mask ? M : nullptr, c.accum ? accum_op : nullptr, s.s, A, u, d), GrB_SUCCESS) << what;
    }
    expect_same(vector_entries(w), want, s.ref.any ? &choices : nullptr, what);
    GrB_Matrix_free(&A);
    GrB_Vector_free(&u);
    GrB_Vector_free(&w);
    GrB_Vector_free(&M);
    GrB_Descriptor_free(&d);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

TEST(Mxv, EverySemiringPushAndPull) {
  uint64_t seed = 500;
  for (const SR& s : semirings()) {
    SCOPED_TRACE(s.name);
    run_vector_trials(s, 40, seed++, 9, 8);
    if (HasFatalFailure()) return;
  }
}

TEST(Mxv, LargerVectorsEveryMethod) {
  uint64_t seed = 900;
  for (const SR& s : semirings()) {
    if (std::strcmp(s.name, "PLUS_TIMES_FP64") && std::strcmp(s.name, "ANY_SECONDI_INT64") &&
        std::strcmp(s.name, "ANY_PAIR_BOOL") && std::strcmp(s.name, "MIN_FIRST_INT64") &&
        std::strcmp(s.name, "PLUS_MINUS_INT64"))
      continue;
    SCOPED_TRACE(s.name);
    run_vector_trials(s, 12, seed++, 300, 250);
    if (HasFatalFailure()) return;
  }
}

// Matrices with one row or one column go through the vector kernels: same answers as mxv/vxm.
TEST(Mxv, BfsStepComplementedStructuralMask) {
  // one BFS level: q<!visited, struct, replace> = q*A with ANY_SECONDI (parent) and ANY_PAIR
  std::mt19937_64 rng(21);
  const GrB_Index n = 400;
  GrB_Matrix A = random_matrix(GrB_BOOL, n, n, 0.02, rng, 1, 1);
  GrB_Matrix AT;
  OK(GrB_Matrix_new(&AT, GrB_BOOL, n, n));
  OK(GrB_transpose(AT, nullptr, nullptr, A, nullptr));
  Entries a = matrix_entries(A);
  GrB_Vector q, visited, next;
  OK(GrB_Vector_new(&q, GrB_INT64, n));
  OK(GrB_Vector_new(&visited, GrB_BOOL, n));
  OK(GrB_Vector_new(&next, GrB_INT64, n));
  std::set<GrB_Index> qs, vis;
  for (GrB_Index v = 0; v < n; v += 37) {
    OK(GrB_Vector_setElement_INT64(q, int64_t(v), v));
    qs.insert(v);
  }
  for (GrB_Index v = 0; v < n; v += 5) {
    OK(GrB_Vector_setElement_BOOL(visited, true, v));
    vis.insert(v);
  }
  // expected parents: for j not visited, the smallest... any k in q with A(k,j)
  std::map<GrB_Index, std::set<double>> parents;
  for (auto& [ij, x] : a)
    if (qs.count(ij.first) && !vis.count(ij.second)) parents[ij.second].insert(double(ij.first));
  for (GrB_Desc_Value meth : kMethods) {
    GrB_Descriptor d;
    OK(GrB_Descriptor_new(&d));
    OK(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP_STRUCTURE));
    OK(GrB_Descriptor_set(d, GrB_OUTP, GrB_REPLACE));
    OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, meth));
    // push form: vxm with A; pull form: mxv with A'
    for (int form = 0; form < 2; form++) {
      if (form == 0) OK(GrB_vxm(next, visited, nullptr, GxB_ANY_SECONDI_INT64, q, A, d));
      else OK(GrB_mxv(next, visited, nullptr, GxB_ANY_SECONDI_INT64, AT, q, d));
      Entries got = vector_entries(next);
      ASSERT_EQ(got.size(), parents.size()) << meth << " form " << form;
      for (auto& [ij, x] : got) EXPECT_TRUE(parents[ij.first].count(x)) << meth << " form " << form;
      // the pattern only
      GrB_Vector lvl;
      OK(GrB_Vector_new(&lvl, GrB_BOOL, n));
      if (form == 0) OK(GrB_vxm(lvl, visited, nullptr, GxB_ANY_PAIR_BOOL, q, A, d));
      else OK(GrB_mxv(lvl, visited, nullptr, GxB_ANY_PAIR_BOOL, AT, q, d));
      GrB_Index nv = 0;
      OK(GrB_Vector_nvals(&nv, lvl));
      EXPECT_EQ(nv, parents.size());
      GrB_Vector_free(&lvl);
    }
    GrB_Descriptor_free(&d);
  }
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&AT);
  GrB_Vector_free(&q);
  GrB_Vector_free(&visited);
  GrB_Vector_free(&next);
}

// Masks held as bitmap or full are read in place by the vector kernels and by the masked
// writeback: every mask kind (structural / valued with false entries, complemented or not, with
// and without replace, accumulating into a C with old entries) must give what the same mask held
// sparse gives.
TEST(Mxv, BitmapAndFullMasksReadInPlace) {
  std::mt19937_64 rng(33);
  const GrB_Index n = 300;
  GrB_Matrix A = random_matrix(GrB_INT64, n, n, 0.03, rng, 1, 9);
  GrB_Vector u, c0, mask_sparse, mask_dense;
  OK(GrB_Vector_new(&u, GrB_INT64, n));
  OK(GrB_Vector_new(&c0, GrB_INT64, n));
  OK(GrB_Vector_new(&mask_sparse, GrB_BOOL, n));
  for (GrB_Index v = 0; v < n; v += 7) OK(GrB_Vector_setElement_INT64(u, int64_t(v % 5) + 1, v));
  for (GrB_Index v = 0; v < n; v += 3) OK(GrB_Vector_setElement_INT64(c0, -int64_t(v), v));
  // a dense-ish valued mask with false entries (present but false)
  for (GrB_Index v = 0; v < n; v++)
    if (v % 4 != 0) OK(GrB_Vector_setElement_BOOL(mask_sparse, (v % 3) != 0, v));
  OK(GxB_Vector_Option_set_INT32(mask_sparse, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  OK(GrB_Vector_dup(&mask_dense, mask_sparse));
  // every entry present: the full form
  GrB_Vector mask_full;
  OK(GrB_Vector_new(&mask_full, GrB_BOOL, n));
  for (GrB_Index v = 0; v < n; v++) OK(GrB_Vector_setElement_BOOL(mask_full, (v % 5) != 0, v));
  GrB_Vector mask_full_sparse;
  OK(GrB_Vector_dup(&mask_full_sparse, mask_full));
  OK(GxB_Vector_Option_set_INT32(mask_full_sparse, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  OK(GxB_Vector_Option_set_INT32(mask_full, GxB_SPARSITY_CONTROL, GxB_FULL));
  OK(GxB_Vector_Option_set_INT32(mask_dense, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  int32_t sp = 0;
  OK(GxB_Vector_Option_get_INT32(mask_dense, GxB_SPARSITY_STATUS, &sp));
  ASSERT_EQ(sp, GxB_BITMAP);
  OK(GxB_Vector_Option_get_INT32(mask_full, GxB_SPARSITY_STATUS, &sp));
  ASSERT_EQ(sp, GxB_FULL);
  const GrB_Desc_Value mask_modes[] = {GrB_DEFAULT, GrB_COMP, GrB_STRUCTURE, GrB_COMP_STRUCTURE};
  const std::pair<GrB_Vector, GrB_Vector> pairs[] = {{mask_dense, mask_sparse}, {mask_full, mask_full_sparse}};
  int cases = 0;
  for (auto [dense, sparse] : pairs)
    for (GrB_Desc_Value mm : mask_modes)
      for (int replace = 0; replace < 2; replace++)
        for (int accum = 0; accum < 2; accum++)
          for (int op = 0; op < 3; op++) {
            GrB_Descriptor d;
            OK(GrB_Descriptor_new(&d));
            OK(GrB_Descriptor_set(d, GrB_MASK, mm));
            if (replace) OK(GrB_Descriptor_set(d, GrB_OUTP, GrB_REPLACE));
            GrB_BinaryOp acc = accum ? GrB_PLUS_INT64 : nullptr;
            Entries got[2];
            for (int k = 0; k < 2; k++) {
              GrB_Vector mask = k == 0 ? dense : sparse;
              GrB_Vector c;
              OK(GrB_Vector_dup(&c, c0));
              if (op == 0) OK(GrB_mxv(c, mask, acc, GrB_PLUS_TIMES_SEMIRING_INT64, A, u, d));
              else if (op == 1) OK(GrB_vxm(c, mask, acc, GrB_MIN_PLUS_SEMIRING_INT64, u, A, d));
              else OK(GrB_Vector_eWiseAdd_BinaryOp(c, mask, acc, GrB_PLUS_INT64, u, c0, d));
              got[k] = vector_entries(c);
              GrB_Vector_free(&c);
            }
            EXPECT_EQ(got[0], got[1]) << "mask mode " << mm << " replace " << replace << " accum " << accum
                                      << " op " << op;
            cases++;
            GrB_Descriptor_free(&d);
          }
  EXPECT_EQ(cases, 96);
  GrB_Matrix_free(&A);
  GrB_Vector_free(&u);
  GrB_Vector_free(&c0);
  GrB_Vector_free(&mask_sparse);
  GrB_Vector_free(&mask_dense);
  GrB_Vector_free(&mask_full);
  GrB_Vector_free(&mask_full_sparse);
}

//------------------------------------------------------------------------------------------------
// determinism: bit-identical results for 1 and 2 threads, and across every algorithm
//------------------------------------------------------------------------------------------------
std::vector<uint64_t> bits_of(GrB_Matrix C) {
  GrB_Index n = 0;
  GrB_Matrix_nvals(&n, C);
  std::vector<GrB_Index> I(n), J(n);
  std::vector<double> X(n);
  GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &n, C);
  std::vector<uint64_t> b;
  for (GrB_Index k = 0; k < n; k++) {
    uint64_t x;
    std::memcpy(&x, &X[k], 8);
    b.push_back(I[k]);
    b.push_back(J[k]);
    b.push_back(x);
  }
  return b;
}

GrB_Matrix rand_real(GrB_Index m, GrB_Index n, double density, std::mt19937_64& rng) {
  GrB_Matrix A;
  EXPECT_EQ(GrB_Matrix_new(&A, GrB_FP64, m, n), GrB_SUCCESS);
  std::uniform_real_distribution<double> u(0, 1), x(-1, 1);
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++)
      if (u(rng) < density) GrB_Matrix_setElement_FP64(A, x(rng) * 1e3, i, j);
  return A;
}

// A matrix multiplied again and again streams a 32-bit copy of its indices from its second use
// (kept with its index buffer): every use must give the first use's result, bit for bit, with u
// full (plain row sums) and with u sparse (read through a scattered bitmap), pulled (mxv) and
// pushed (vxm).
TEST(Mxv, RepeatedProductsWithNarrowIndices) {
  const GrB_Index n = 1500;
  std::mt19937_64 rng(77);
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  std::uniform_real_distribution<double> val(-1, 1);
  for (GrB_Index i = 0; i < n; i++)
    for (GrB_Index j = 0; j < n; j++)
      if ((rng() & 1) == 0) {  // about half of n^2 = 1.1M entries: past the narrowing threshold
        I.push_back(i);
        J.push_back(j);
        X.push_back(val(rng));
      }
  ASSERT_GT(I.size(), size_t(1) << 20);
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_FP64, n, n));
  OK(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), nullptr));
  GrB_Vector full, sparse;
  OK(GrB_Vector_new(&full, GrB_FP64, n));
  OK(GrB_Vector_new(&sparse, GrB_FP64, n));
  for (GrB_Index k = 0; k < n; k++) {
    OK(GrB_Vector_setElement_FP64(full, val(rng), k));
    if (k % 3 == 0) OK(GrB_Vector_setElement_FP64(sparse, val(rng), k));
  }
  // vxm (u'*A) pushes over R = A by row, mxv pulls over D = A by row; both narrow the same index
  // buffer, so vxm runs first: its first use reads the 64-bit indices, the later ones the copy
  for (int vxm = 1; vxm >= 0; vxm--) {
    for (GrB_Vector u : {full, sparse}) {
      std::vector<uint64_t> first;
      for (int use = 0; use < 4; use++) {
        GrB_Vector y;
        OK(GrB_Vector_new(&y, GrB_FP64, n));
        if (vxm) OK(GrB_vxm(y, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, u, A, nullptr));
        else OK(GrB_mxv(y, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, u, nullptr));
        std::vector<uint64_t> b = bits_of((GrB_Matrix)y);
        EXPECT_EQ(b.size(), 3 * n);
        if (use == 0) first = b;
        else EXPECT_EQ(b, first) << (vxm ? "vxm" : "mxv") << " use " << use;
        GrB_Vector_free(&y);
      }
    }
  }
  // a search (BFS's pull, ANY) over the same matrix once the copy exists: y(i) = some k with
  // A(i,k) and u(k) present, for exactly the rows holding such a k; secondi returns that k, so a
  // misread index shows as a k outside the row or outside u
  {
    GrB_Vector u, y;
    OK(GrB_Vector_new(&u, GrB_BOOL, n));
    std::vector<char> in_u(n, 0);
    for (GrB_Index k = 5; k < n; k += 97) {
      OK(GrB_Vector_setElement_BOOL(u, true, k));
      in_u[k] = 1;
    }
    std::vector<std::set<GrB_Index>> row(n);
    for (size_t e = 0; e < I.size(); e++) row[I[e]].insert(J[e]);
    for (const GrB_Semiring sr : {GxB_ANY_SECONDI_INT64, GxB_ANY_PAIR_BOOL}) {
      OK(GrB_Vector_new(&y, sr == GxB_ANY_PAIR_BOOL ? GrB_BOOL : GrB_INT64, n));
      OK(GrB_mxv(y, nullptr, nullptr, sr, A, u, nullptr));
      GrB_Index nv = 0;
      OK(GrB_Vector_nvals(&nv, y));
      GrB_Index want_nv = 0;
      for (GrB_Index i = 0; i < n; i++) {
        bool hit = false;
        for (GrB_Index k : row[i]) hit = hit || in_u[k];
        want_nv += hit;
        int64_t k = -1;
        const GrB_Info info = GrB_Vector_extractElement_INT64(&k, y, i);
        ASSERT_EQ(info, hit ? GrB_SUCCESS : GrB_NO_VALUE) << "row " << i;
        if (hit && sr == GxB_ANY_SECONDI_INT64) {
          ASSERT_TRUE(k >= 0 && GrB_Index(k) < n && in_u[size_t(k)] && row[i].count(GrB_Index(k)))
              << "row " << i << " k " << k;
        }
      }
      EXPECT_EQ(nv, want_nv);
      GrB_Vector_free(&y);
    }
    GrB_Vector_free(&u);
  }
  GrB_Matrix_free(&A);
  GrB_Vector_free(&full);
  GrB_Vector_free(&sparse);
}

// vxm pushes into output blocks that threads take one each; the block boundaries follow where the
// products fall (sampled), so a matrix whose entries crowd into its first columns (a graph
// numbered hubs first) still splits its work evenly. Whatever the boundaries, every w(j) must be reduced in
// increasing k, the sequential order: the same bits at every thread count, equal to a sum taken
// here in that order, for a full u (every row) and a sparse u (rows scattered over the range).
// Positions where w differs from the reference (want, has): a missing or extra entry, or a value
// whose bits differ (any NaN matching any NaN when nan_any); *want_nv gets the reference's count.
size_t vector_differences(GrB_Vector w, const std::vector<double>& want, const std::vector<char>& has, GrB_Index n,
                          GrB_Index* want_nv, bool nan_any) {
  size_t differ = 0;
  *want_nv = 0;
  for (GrB_Index j = 0; j < n; j++) {
    *want_nv += has[j];
    double z = 0;
    const GrB_Info info = GrB_Vector_extractElement_FP64(&z, w, j);
    const bool same = (nan_any && std::isnan(z) && std::isnan(want[j])) || std::memcmp(&z, &want[j], 8) == 0;
    if (info != (has[j] ? GrB_SUCCESS : GrB_NO_VALUE) || (has[j] && !same)) differ++;
  }
  return differ;
}

// w = u*A over PLUS_TIMES for u = full and u = sparse, at every thread count up to the pool's
// (at least 2), against reference(which, want, has) (which: 0 full, 1 sparse) bit for bit.
void expect_vxm_at_every_thread_count(GrB_Matrix A, GrB_Vector full, GrB_Vector sparse, GrB_Index n,
                                      const std::function<void(int, std::vector<double>&, std::vector<char>&)>& reference) {
  int saved = 0, pool = 0;
  OK(GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &saved));
  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, 0));  // no cap: the pool's size
  OK(GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &pool));
  for (int which = 0; which < 2; which++) {
    std::vector<double> want(n, 0);
    std::vector<char> has(n, 0);
    reference(which, want, has);
    for (int cap = 1; cap <= std::max(pool, 2); cap++) {
      OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, cap));
      GrB_Vector w;
      OK(GrB_Vector_new(&w, GrB_FP64, n));
      OK(GrB_vxm(w, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, which ? sparse : full, A, nullptr));
      GrB_Index nv = 0, want_nv = 0;
      OK(GrB_Vector_nvals(&nv, w));
      const size_t differ = vector_differences(w, want, has, n, &want_nv, false);
      EXPECT_EQ(nv, want_nv) << (which ? "sparse" : "full") << " u, " << cap << " threads";
      EXPECT_EQ(differ, size_t(0)) << (which ? "sparse" : "full") << " u, " << cap << " threads";
      GrB_Vector_free(&w);
    }
  }
  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, saved));
}

// r += A*u with r full and PLUS both the accumulator and the semiring's addition (a ranking
// iteration): the pull may add r's old values as it writes each row. The result must be the
// product followed by its own accumulation, bit for bit: r(i) + t(i) with t(i) summed first,
// rows without entries keeping r(i) (a -0.0 included), an iso r expanded, for mxv and vxm,
// transposed or not, on the typed and the generic paths; and a MAX accumulator (not the
// monoid) and a masked product are left to the writeback. With the JIT on, a pull over A by row
// into a full r may run as the compiler's mxv_accum group instead: both settings are run. At
// n = 40000 A holds more than 2^17 entries: from its second product on, the pull streams its
// 32-bit copies of A's indices and row pointers.
void check_accumulated_into_full(GrB_Index n) {
  std::mt19937_64 rng(2026);
  std::uniform_real_distribution<double> val(-4, 4);
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  for (GrB_Index i = 0; i < n; i++) {
    if (i % 7 == 3) continue;  // rows (and, for A', columns) without entries
    for (int e = 0; e < 5; e++) {
      I.push_back(i);
      J.push_back(rng() % n);
      X.push_back(std::round(val(rng) * 8) / 8);
    }
  }
  struct Case {
    GrB_Type type;
    GrB_Semiring sr;
    GrB_BinaryOp plus, max;
  };
  const Case cases[] = {
      {GrB_FP32, GxB_PLUS_SECOND_FP32, GrB_PLUS_FP32, GrB_MAX_FP32},
      {GrB_FP32, GrB_PLUS_TIMES_SEMIRING_FP32, GrB_PLUS_FP32, GrB_MAX_FP32},
      {GrB_FP64, GrB_PLUS_TIMES_SEMIRING_FP64, GrB_PLUS_FP64, GrB_MAX_FP64},
      {GrB_INT32, GrB_PLUS_TIMES_SEMIRING_INT32, GrB_PLUS_INT32, GrB_MAX_INT32},
      {GrB_FP64, GxB_PLUS_MIN_FP64, GrB_PLUS_FP64, GrB_MAX_FP64},
  };
  for (const Case& c : cases) {
    GrB_Matrix A;
    OK(GrB_Matrix_new(&A, c.type, n, n));
    OK(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_FP64));
    GrB_Vector u, r_full, r_iso, mask;
    OK(GrB_Vector_new(&u, c.type, n));
    OK(GrB_Vector_new(&r_full, c.type, n));
    OK(GrB_Vector_new(&r_iso, c.type, n));
    OK(GrB_Vector_new(&mask, GrB_BOOL, n));
    for (GrB_Index k = 0; k < n; k++) {
      OK(GrB_Vector_setElement_FP64(u, std::round(val(rng) * 16) / 16, k));
      // r's old values: a -0.0 in a row without entries must stay -0.0
      OK(GrB_Vector_setElement_FP64(r_full, k % 7 == 3 && k % 2 ? -0.0 : val(rng), k));
      if (k % 3) OK(GrB_Vector_setElement_BOOL(mask, true, k));
    }
    OK(GrB_Vector_assign_FP64(r_iso, nullptr, nullptr, 0.75, GrB_ALL, n, nullptr));
    OK(GrB_Vector_wait(u, GrB_MATERIALIZE));
    // r's old values held as a full vector (every entry present, not a sparse list of them)
    OK(GxB_Vector_Option_set(r_full, GxB_SPARSITY_CONTROL, GxB_FULL));
    OK(GrB_Vector_wait(r_full, GrB_MATERIALIZE));
    int32_t status = 0;
    OK(GxB_Vector_Option_get_INT32(r_full, GxB_SPARSITY_STATUS, &status));
    ASSERT_EQ(status, GxB_FULL);
    for (GrB_Vector r0 : {r_full, r_iso})
      for (int vxm = 0; vxm < 2; vxm++)
        for (GrB_Descriptor d : {(GrB_Descriptor) nullptr, GrB_DESC_T0})
          for (int variant = 0; variant < 3; variant++) {  // PLUS, MAX accumulator, masked PLUS
            const GrB_BinaryOp acc = variant == 1 ? c.max : c.plus;
            const GrB_Vector m = variant == 2 ? mask : nullptr;
            GrB_Vector r, t, want;
            OK(GrB_Vector_dup(&r, r0));
            OK(GrB_Vector_dup(&want, r0));
            OK(GrB_Vector_new(&t, c.type, n));
            if (vxm) {
              OK(GrB_vxm(r, m, acc, c.sr, u, A, d));
              OK(GrB_vxm(t, nullptr, nullptr, c.sr, u, A, d));
            } else {
              OK(GrB_mxv(r, m, acc, c.sr, A, u, d));
              OK(GrB_mxv(t, nullptr, nullptr, c.sr, A, u, d));
            }
            // the accumulation on its own: want<m> = want + t, want's value on the left
            OK(GrB_Vector_eWiseAdd_BinaryOp(want, m, nullptr, acc, want, t, nullptr));
            GrB_Index nv = 0;
            OK(GrB_Vector_nvals(&nv, r));
            EXPECT_EQ(nv, n);
            const std::string what = std::string(vxm ? "vxm" : "mxv") + (d ? " transposed" : "") +
                                     (r0 == r_iso ? " iso r" : " full r") + " variant " + std::to_string(variant);
            EXPECT_EQ(bits_of((GrB_Matrix)r), bits_of((GrB_Matrix)want)) << what;
            GrB_Vector_free(&r);
            GrB_Vector_free(&t);
            GrB_Vector_free(&want);
          }
    // the -0.0 of a row without entries survives the fused accumulation
    {
      GrB_Vector r;
      OK(GrB_Vector_dup(&r, r_full));
      OK(GrB_mxv(r, nullptr, c.plus, c.sr, A, u, nullptr));
      if (c.type != GrB_INT32) {
        double x = 1;
        OK(GrB_Vector_extractElement_FP64(&x, r, 3));  // row 3: no entries, r(3) = -0.0
        EXPECT_TRUE(x == 0 && std::signbit(x));
      }
      GrB_Vector_free(&r);
    }
    GrB_Matrix_free(&A);
    GrB_Vector_free(&u);
    GrB_Vector_free(&r_full);
    GrB_Vector_free(&r_iso);
    GrB_Vector_free(&mask);
  }
}

TEST(Mxv, AccumulatedIntoFullOutputAsTheProductThenItsAccumulation) {
  const GrB_Field kJitControl = GrB_Field(7029);  // GxB_JIT_C_CONTROL (0: off)
  int32_t jit = 0;
  OK(GrB_Global_get_INT32(GrB_GLOBAL, &jit, kJitControl));
  for (const int32_t control : {jit, int32_t(0)}) {
    OK(GrB_Global_set_INT32(GrB_GLOBAL, control, kJitControl));
    check_accumulated_into_full(3000);
    check_accumulated_into_full(40000);
  }
  OK(GrB_Global_set_INT32(GrB_GLOBAL, jit, kJitControl));
}

// Short local rows (a band, as a mesh numbered by locality has) and one row reaching every
// column: the push splits the output into blocks, each reading only the part of every row inside
// it; every thread count must give the reference, bit for bit.
TEST(Vxm, LocalRowsPushedInBlocksAtEveryThreadCount) {
  const GrB_Index n = 60000;
  std::mt19937_64 rng(11);
  std::uniform_int_distribution<int> val(-9, 9);
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  for (GrB_Index i = 0; i < n; i++) {
    const GrB_Index lo = i < 3 ? 0 : i - 3, hi = std::min(n - 1, i + 3);
    for (GrB_Index j = lo; j <= hi; j++) {
      I.push_back(i);
      J.push_back(j);
      X.push_back(double(val(rng)) / 8);
    }
    if (i == n / 2)  // one row through the whole range
      for (GrB_Index j = 0; j < n; j += 7)
        if (j + 3 < lo || j > hi) {
          I.push_back(i);
          J.push_back(j);
          X.push_back(0.5);
        }
  }
  std::vector<size_t> order(I.size());
  for (size_t e = 0; e < order.size(); e++) order[e] = e;
  std::sort(order.begin(), order.end(), [&](size_t x, size_t y) { return std::make_pair(I[x], J[x]) < std::make_pair(I[y], J[y]); });
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_FP64, n, n));
  OK(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), nullptr));
  std::vector<double> u(n);
  GrB_Vector full, sparse;
  OK(GrB_Vector_new(&full, GrB_FP64, n));
  OK(GrB_Vector_new(&sparse, GrB_FP64, n));
  for (GrB_Index k = 0; k < n; k++) {
    u[k] = double(val(rng)) / 4;
    OK(GrB_Vector_setElement_FP64(full, u[k], k));
    if (k % 5 != 2) OK(GrB_Vector_setElement_FP64(sparse, u[k], k));
  }
  expect_vxm_at_every_thread_count(A, full, sparse, n, [&](int which, std::vector<double>& want, std::vector<char>& has) {
    for (size_t o : order) {  // increasing k, as the library reduces
      if (which == 1 && I[o] % 5 == 2) continue;
      const double t = u[I[o]] * X[o];
      want[J[o]] = has[J[o]] ? want[J[o]] + t : t;
      has[J[o]] = 1;
    }
  });
  GrB_Matrix_free(&A);
  GrB_Vector_free(&full);
  GrB_Vector_free(&sparse);
}

TEST(Vxm, SkewedColumnsReducedInRowOrderAtEveryThreadCount) {
  const GrB_Index n = 4000;
  std::mt19937_64 rng(2026);
  std::uniform_real_distribution<double> val(-1, 1), coin(0, 1);
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  for (GrB_Index i = 0; i < n; i++)
    for (GrB_Index j = 0; j < n; j++) {
      // column j holds an entry with probability ~ 1/(1 + j/40): most products in the first columns
      if (coin(rng) * (1.0 + double(j) / 40.0) < 0.5) {
        I.push_back(i);
        J.push_back(j);
        X.push_back(val(rng));
      }
    }
  ASSERT_GT(I.size(), size_t(200000));
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_FP64, n, n));
  OK(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), nullptr));
  std::vector<double> full_u(n), sparse_u(n, 0);
  std::vector<char> in_sparse(n, 0);
  GrB_Vector full, sparse;
  OK(GrB_Vector_new(&full, GrB_FP64, n));
  OK(GrB_Vector_new(&sparse, GrB_FP64, n));
  for (GrB_Index k = 0; k < n; k++) {
    full_u[k] = val(rng);
    OK(GrB_Vector_setElement_FP64(full, full_u[k], k));
    if (k % 3 != 1) {
      in_sparse[k] = 1;
      sparse_u[k] = full_u[k];
      OK(GrB_Vector_setElement_FP64(sparse, sparse_u[k], k));
    }
  }
  // reference: w(j) = sum over k in increasing order of u(k) * A(k,j); I is sorted by (i, j)
  expect_vxm_at_every_thread_count(A, full, sparse, n, [&](int which, std::vector<double>& want, std::vector<char>& has) {
    for (size_t e = 0; e < I.size(); e++) {
      if (which == 1 && !in_sparse[I[e]]) continue;
      const double t = (which ? sparse_u : full_u)[I[e]] * X[e];
      want[J[e]] = has[J[e]] ? want[J[e]] + t : t;
      has[J[e]] = 1;
    }
  });
  GrB_Matrix_free(&A);
  GrB_Vector_free(&full);
  GrB_Vector_free(&sparse);
}

// A matrix whose FP64 values are all exact floats (integer weights) is multiplied from float
// copies of its values once it has been used twice (kept with its value buffer, as the 32-bit
// index copy), and mxv reads a long u from a float copy made per call when u's values are exact
// too. The results must not change by one bit: every use equals a sum taken here in the kernels'
// order, for u exact and not, pulled (mxv) and pushed (vxm, PLUS_TIMES and MIN_PLUS). Values
// changed in place afterwards (A = -A by apply over itself, setElement of an existing entry) must
// be seen: a copy left stale would give the old products.
TEST(Mxv, ExactFloatValuesReadFromNarrowCopies) {
  const GrB_Index n = 70000;  // u past 2^16 entries, A past 2^20: both copies apply
  std::mt19937_64 rng(20261202);
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  for (GrB_Index i = 0; i < n; i++) {
    std::set<GrB_Index> cols;
    while (cols.size() < 16) cols.insert(rng() % n);
    for (GrB_Index j : cols) {
      I.push_back(i);
      J.push_back(j);
      // integers times powers of two: exact floats, signed zeros included
      const int64_t m = int64_t(rng() % 129) - 64;
      X.push_back(m == 0 && (rng() & 1) ? -0.0 : std::ldexp(double(m), int(rng() % 7) - 3));
    }
  }
  ASSERT_GT(I.size(), size_t(1) << 20);
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_FP64, n, n));
  OK(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), nullptr));
  std::vector<double> exact_u(n), inexact_u(n);
  std::uniform_real_distribution<double> val(-1, 1);
  for (GrB_Index k = 0; k < n; k++) {
    exact_u[k] = double(int64_t(rng() % 17) - 8) * 0.5;
    inexact_u[k] = val(rng);
  }
  auto make_u = [&](GrB_Vector* u, const std::vector<double>& x) {
    std::vector<GrB_Index> idx(n);
    for (GrB_Index k = 0; k < n; k++) idx[k] = k;
    OK(GrB_Vector_new(u, GrB_FP64, n));
    OK(GrB_Vector_build_FP64(*u, idx.data(), x.data(), n, nullptr));
  };
  GrB_Vector ue, ui;
  make_u(&ue, exact_u);
  make_u(&ui, inexact_u);
  // references in the kernels' order: y(i) = sum over A(i,:) in increasing column; w(j) = sum
  // (or min) over A(:,j) in increasing row. (I, J, X) are sorted by (i, j).
  auto ref_mxv = [&](const std::vector<double>& x) {
    std::vector<double> y(n);
    std::vector<char> has(n, 0);
    for (size_t e = 0; e < I.size(); e++) {
      const double t = X[e] * x[J[e]];
      y[I[e]] = has[I[e]] ? y[I[e]] + t : t;
      has[I[e]] = 1;
    }
    return y;
  };
  auto ref_vxm = [&](const std::vector<double>& x, bool min_plus) {
    std::vector<double> w(n);
    std::vector<char> has(n, 0);
    for (size_t e = 0; e < I.size(); e++) {
      const double t = min_plus ? x[I[e]] + X[e] : x[I[e]] * X[e];
      w[J[e]] = !has[J[e]] ? t : (min_plus ? (t < w[J[e]] ? t : w[J[e]]) : w[J[e]] + t);
      has[J[e]] = 1;
    }
    return w;
  };
  // every column and row holds an entry with overwhelming likelihood; those that do not are absent
  auto differs = [&](GrB_Vector y, const std::vector<double>& want, const std::vector<char>& has) {
    size_t bad = 0;
    for (GrB_Index k = 0; k < n; k++) {
      double z = 0;
      const GrB_Info info = GrB_Vector_extractElement_FP64(&z, y, k);
      if (info != (has[k] ? GrB_SUCCESS : GrB_NO_VALUE) || (has[k] && std::memcmp(&z, &want[k], 8) != 0)) bad++;
    }
    return bad;
  };
  std::vector<char> row_has(n, 0), col_has(n, 0);
  for (size_t e = 0; e < I.size(); e++) row_has[I[e]] = col_has[J[e]] = 1;
  auto check_all = [&](const char* when, int uses) {
    for (int which = 0; which < 2; which++) {
      const std::vector<double>& x = which ? inexact_u : exact_u;
      GrB_Vector u = which ? ui : ue;
      const std::vector<double> want_y = ref_mxv(x), want_w = ref_vxm(x, false), want_m = ref_vxm(x, true);
      for (int use = 0; use < uses; use++) {
        GrB_Vector y;
        OK(GrB_Vector_new(&y, GrB_FP64, n));
        OK(GrB_mxv(y, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, u, nullptr));
        EXPECT_EQ(differs(y, want_y, row_has), size_t(0)) << when << ": mxv, u " << (which ? "inexact" : "exact") << ", use " << use;
        OK(GrB_vxm(y, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, u, A, nullptr));
        EXPECT_EQ(differs(y, want_w, col_has), size_t(0)) << when << ": vxm plus_times, use " << use;
        OK(GrB_vxm(y, nullptr, nullptr, GrB_MIN_PLUS_SEMIRING_FP64, u, A, nullptr));
        EXPECT_EQ(differs(y, want_m, col_has), size_t(0)) << when << ": vxm min_plus, use " << use;
        GrB_Vector_free(&y);
      }
    }
  };
  check_all("first uses", 4);
  // A = -A, written over A's own values (nothing else holds them)
  OK(GrB_Matrix_apply(A, nullptr, nullptr, GrB_AINV_FP64, A, nullptr));
  OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
  for (double& x : X) x = -x;
  check_all("after A = -A", 2);
  // one existing entry set to a value that is no float (in place), and one to another exact one
  OK(GrB_Matrix_setElement_FP64(A, 0.1, I[5], J[5]));
  X[5] = 0.1;
  OK(GrB_Matrix_setElement_FP64(A, 3.0, I[777], J[777]));
  X[777] = 3.0;
  OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
  check_all("after setElement", 3);
  GrB_Matrix_free(&A);
  GrB_Vector_free(&ue);
  GrB_Vector_free(&ui);
}

// vxm's push starts every output slot at the monoid's identity and folds products in without
// testing whether the slot was touched (PLUS from -0, MIN from +inf, MAX from -inf, TIMES from 1);
// a NaN product goes through the touched test instead, since MIN/MAX ignore NaN operands. Every
// w(j) must be the fold, in increasing k, of its products as the first product then f(acc, p):
// bit for bit (a NaN for a NaN), with signed zeros, infinities and NaN among the values,
// unmasked and through a mask and a complemented mask (slots the mask excludes are never
// written).
TEST(Vxm, PushFoldsFromIdentityBitForBit) {
  const GrB_Index n = 3000;
  std::mt19937_64 rng(8080);
  const double special[] = {1.5, -2.0, 0.0, -0.0, NAN, INFINITY, -INFINITY, 3.0, -0.5, 7.0};
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  // the last 300 columns hold one or two products each, so some results are a lone -0, +inf or
  // NaN product (where a wrong identity or a NaN folded into it would show)
  for (GrB_Index i = 0; i < n; i++)
    for (GrB_Index j = 0; j < n; j++)
      if (rng() % (j < n - 300 ? 40 : 1500) == 0) {
        I.push_back(i);
        J.push_back(j);
        X.push_back(special[rng() % 10]);
      }
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_FP64, n, n));
  OK(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), nullptr));
  std::vector<double> uval(n);
  std::vector<char> in_u(n, 0), in_mask(n, 0);
  GrB_Vector u, mask;
  OK(GrB_Vector_new(&u, GrB_FP64, n));
  OK(GrB_Vector_new(&mask, GrB_BOOL, n));
  for (GrB_Index k = 0; k < n; k++) {
    if (rng() % 2) {
      in_u[k] = 1;
      uval[k] = special[rng() % 10];
      OK(GrB_Vector_setElement_FP64(u, uval[k], k));
    }
    if (rng() % 3 == 0) {
      in_mask[k] = 1;
      OK(GrB_Vector_setElement_BOOL(mask, true, k));
    }
  }
  auto fmin_ref = [](double x, double y) { return std::isnan(x) ? y : std::isnan(y) ? x : (x < y ? x : y); };
  auto fmax_ref = [](double x, double y) { return std::isnan(x) ? y : std::isnan(y) ? x : (x > y ? x : y); };
  struct Case {
    const char* name;
    GrB_Semiring sr;
    std::function<double(double, double)> mul, add;
  };
  const std::vector<Case> cases = {
      {"plus_times", GrB_PLUS_TIMES_SEMIRING_FP64, [](double a, double b) { return a * b; },
       [](double a, double b) { return a + b; }},
      {"min_plus", GrB_MIN_PLUS_SEMIRING_FP64, [](double a, double b) { return a + b; }, fmin_ref},
      {"max_times", GrB_MAX_TIMES_SEMIRING_FP64, [](double a, double b) { return a * b; }, fmax_ref},
  };
  int checked = 0;
  for (const Case& c : cases)
    for (int mm = 0; mm < 3; mm++) {  // no mask, mask, complemented mask
      std::vector<double> want(n);
      std::vector<char> has(n, 0);
      for (size_t e = 0; e < I.size(); e++) {  // sorted by (i, j): increasing k for each j
        if (!in_u[I[e]]) continue;
        const GrB_Index j = J[e];
        if (mm == 1 && !in_mask[j]) continue;
        if (mm == 2 && in_mask[j]) continue;
        const double p = c.mul(uval[I[e]], X[e]);
        want[j] = has[j] ? c.add(want[j], p) : p;
        has[j] = 1;
      }
      GrB_Vector w;
      OK(GrB_Vector_new(&w, GrB_FP64, n));
      GrB_Descriptor d = nullptr;
      if (mm == 2) {
        OK(GrB_Descriptor_new(&d));
        OK(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP));
      }
      OK(GrB_vxm(w, mm ? mask : nullptr, nullptr, c.sr, u, A, d));
      GrB_Index nv = 0, want_nv = 0;
      OK(GrB_Vector_nvals(&nv, w));
      // bits, but any NaN for a NaN: which operand's NaN an add returns depends on the order the
      // compiler gives the commutative add's operands
      const size_t differ = vector_differences(w, want, has, n, &want_nv, true);
      EXPECT_EQ(nv, want_nv) << c.name << " mask mode " << mm;
      EXPECT_EQ(differ, size_t(0)) << c.name << " mask mode " << mm;
      checked++;
      GrB_Vector_free(&w);
      GrB_Descriptor_free(&d);
    }
  EXPECT_EQ(checked, 9);
  // integers: MIN_PLUS over INT64 extremes (wrapping sums), where the identity is INT64_MAX itself
  {
    GrB_Matrix B;
    GrB_Vector v, w;
    const int64_t ispecial[] = {INT64_MAX, INT64_MIN, 0, -1, 1, 5, INT64_MAX - 3};
    OK(GrB_Matrix_new(&B, GrB_INT64, n, n));
    std::vector<int64_t> Y(I.size()), vv(n);
    for (size_t e = 0; e < I.size(); e++) Y[e] = ispecial[rng() % 7];
    OK(GrB_Matrix_build_INT64(B, I.data(), J.data(), Y.data(), I.size(), nullptr));
    OK(GrB_Vector_new(&v, GrB_INT64, n));
    for (GrB_Index k = 0; k < n; k++)
      if (in_u[k]) OK(GrB_Vector_setElement_INT64(v, vv[k] = ispecial[rng() % 7], k));
    OK(GrB_Vector_new(&w, GrB_INT64, n));
    OK(GrB_vxm(w, nullptr, nullptr, GrB_MIN_PLUS_SEMIRING_INT64, v, B, nullptr));
    std::vector<int64_t> want(n);
    std::vector<char> has(n, 0);
    for (size_t e = 0; e < I.size(); e++) {
      if (!in_u[I[e]]) continue;
      const int64_t p = int64_t(uint64_t(vv[I[e]]) + uint64_t(Y[e]));
      want[J[e]] = has[J[e]] ? std::min(want[J[e]], p) : p;
      has[J[e]] = 1;
    }
    size_t differ = 0;
    for (GrB_Index j = 0; j < n; j++) {
      int64_t z = 0;
      const GrB_Info info = GrB_Vector_extractElement_INT64(&z, w, j);
      if (info != (has[j] ? GrB_SUCCESS : GrB_NO_VALUE) || (has[j] && z != want[j])) differ++;
    }
    EXPECT_EQ(differ, size_t(0)) << "min_plus int64";
    GrB_Matrix_free(&B);
    GrB_Vector_free(&v);
    GrB_Vector_free(&w);
  }
  GrB_Matrix_free(&A);
  GrB_Vector_free(&u);
  GrB_Vector_free(&mask);
}

// A push over a frontier that is small next to the output (a BFS step on a large, thin graph)
// takes one of three paths by the ratio of products to W: a hash table (or, for an iso result
// such as any.pair, two bit sets over the positions), the bit sets again for somewhat larger
// frontiers, and the byte-per-position state array. Each frontier size here lands on a
// different one; every semiring, mask kind (none; bitmap and sparse, plain and complemented;
// valued with false entries) and result must equal a direct evaluation, entry for entry.
TEST(Vxm, ThinFrontierPushPathsMatchReference) {
  const GrB_Index n = 200000;
  std::mt19937_64 rng(4242);
  std::vector<GrB_Index> I, J;
  std::vector<double> X;
  for (GrB_Index i = 0; i < n; i++) {
    std::set<GrB_Index> cols;
    while (cols.size() < 3) cols.insert(rng() % n);
    for (GrB_Index j : cols) {
      I.push_back(i);
      J.push_back(j);
      X.push_back(double(1 + rng() % 9));
    }
  }
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_FP64, n, n));
  OK(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), I.size(), nullptr));
  // mask contents: on, or present with the value false (valued masks only)
  std::vector<char> mon(n, 0), mfalse(n, 0);
  for (GrB_Index j = 0; j < n; j++) {
    const uint64_t r = rng() % 10;
    mon[j] = r < 4;
    mfalse[j] = r == 4;
  }
  struct MaskKind {
    const char* name;
    int sparsity;  // GxB_BITMAP or GxB_SPARSE
    bool comp, valued;
  };
  const MaskKind kinds[] = {{"none", 0, false, false},         {"bitmap", GxB_BITMAP, false, false},
                            {"!bitmap", GxB_BITMAP, true, false}, {"sparse", GxB_SPARSE, false, false},
                            {"!sparse", GxB_SPARSE, true, false}, {"valued bitmap", GxB_BITMAP, false, true},
                            {"!valued sparse", GxB_SPARSE, true, true}};
  struct Sr {
    const char* name;
    GrB_Semiring sr;
    int kind;  // 0 any.pair (iso), 1 plus.times, 2 plus.pair (a count)
  };
  const Sr srs[] = {{"any.pair", GxB_ANY_PAIR_BOOL, 0},
                    {"plus.times", GrB_PLUS_TIMES_SEMIRING_FP64, 1},
                    {"plus.pair", GxB_PLUS_PAIR_FP64, 2}};
  int checked = 0;
  for (GrB_Index nu : {GrB_Index(12), GrB_Index(4000), GrB_Index(60000)}) {
    std::vector<char> in_u(n, 0);
    std::vector<double> uval(n, 0);
    GrB_Vector u;
    OK(GrB_Vector_new(&u, GrB_FP64, n));
    for (GrB_Index e = 0; e < nu; e++) {
      const GrB_Index k = rng() % n;
      in_u[k] = 1;
      uval[k] = double(1 + rng() % 5);
      OK(GrB_Vector_setElement_FP64(u, uval[k], k));
    }
    OK(GxB_Vector_Option_set(u, GxB_SPARSITY_CONTROL, GxB_SPARSE));
    for (const MaskKind& mk : kinds) {
      GrB_Vector mask = nullptr;
      GrB_Descriptor d = nullptr;
      if (mk.sparsity) {
        OK(GrB_Vector_new(&mask, GrB_BOOL, n));
        for (GrB_Index j = 0; j < n; j++)
          if (mon[j] || (mk.valued && mfalse[j])) OK(GrB_Vector_setElement_BOOL(mask, mon[j] != 0, j));
        OK(GxB_Vector_Option_set(mask, GxB_SPARSITY_CONTROL, mk.sparsity));
        OK(GrB_Vector_wait(mask, GrB_MATERIALIZE));
        OK(GrB_Descriptor_new(&d));
        if (mk.comp) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP));
        if (!mk.valued) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_STRUCTURE));
      }
      for (const Sr& s : srs) {
        std::vector<double> want(n, 0);
        std::vector<char> has(n, 0);
        for (size_t e = 0; e < I.size(); e++) {
          if (!in_u[I[e]]) continue;
          const GrB_Index j = J[e];
          // a structural mask allows its present entries; a valued one only the true ones
          const bool on = mon[j] != 0;
          if (mk.sparsity && on == mk.comp) continue;
          want[j] += s.kind == 1 ? uval[I[e]] * X[e] : 1.0;
          has[j] = 1;
        }
        GrB_Vector w;
        OK(GrB_Vector_new(&w, s.kind == 0 ? GrB_BOOL : GrB_FP64, n));
        OK(GrB_vxm(w, mask, nullptr, s.sr, u, A, d));
        GrB_Index nv = 0, want_nv = 0;
        OK(GrB_Vector_nvals(&nv, w));
        std::vector<GrB_Index> wi(nv);
        std::vector<double> wx(nv);
        GrB_Index got = nv;
        OK(GrB_Vector_extractTuples_FP64(wi.data(), wx.data(), &got, w));
        ASSERT_EQ(got, nv);
        size_t differ = 0;
        for (GrB_Index j = 0; j < n; j++) want_nv += has[j];
        for (GrB_Index t = 0; t < nv; t++) {
          const GrB_Index j = wi[t];
          const double expect = s.kind == 0 ? 1.0 : want[j];
          if (j >= n || !has[j] || wx[t] != expect || (t > 0 && wi[t - 1] >= j)) differ++;
        }
        EXPECT_EQ(nv, want_nv) << s.name << " nu " << nu << " mask " << mk.name;
        EXPECT_EQ(differ, size_t(0)) << s.name << " nu " << nu << " mask " << mk.name;
        checked++;
        GrB_Vector_free(&w);
      }
      GrB_Vector_free(&mask);
      GrB_Descriptor_free(&d);
    }
    GrB_Vector_free(&u);
  }
  EXPECT_EQ(checked, 3 * 7 * 3);
  GrB_Matrix_free(&A);
}

// mxv (pull) and vxm (push) keep their dense work arrays as the result when it is dense enough:
// full when every position has an entry, bitmap from 1/16 of the positions, sparse below that.
// Every form must hold exactly the reference entries and behave as any vector afterwards.
TEST(Mxv, DenseResultsBecomeBitmapOrFull) {
  const GrB_Index n = 4096;
  std::mt19937_64 rng(4242);
  // rows r < n*frac get entries; frac 1: full result, 0.5: bitmap, 0.01: sparse
  for (double frac : {1.0, 0.5, 0.01}) {
    std::vector<GrB_Index> I, J;
    std::vector<int64_t> X;
    const GrB_Index rows = GrB_Index(double(n) * frac);
    for (GrB_Index i = 0; i < rows; i++)
      for (int e = 0; e < 3; e++) {
        I.push_back(i);
        J.push_back(rng() % n);
        X.push_back(int64_t(rng() % 7) - 3);
      }
    GrB_Matrix A, AT;
    OK(GrB_Matrix_new(&A, GrB_INT64, n, n));
    OK(GrB_Matrix_build_INT64(A, I.data(), J.data(), X.data(), I.size(), GrB_PLUS_INT64));
    OK(GrB_Matrix_new(&AT, GrB_INT64, n, n));
    OK(GrB_transpose(AT, nullptr, nullptr, A, nullptr));
    GrB_Vector u;
    OK(GrB_Vector_new(&u, GrB_INT64, n));
    for (GrB_Index k = 0; k < n; k++) OK(GrB_Vector_setElement_INT64(u, int64_t(k % 5) + 1, k));
    Entries a = matrix_entries(A), ue = vector_entries(u);
    const Entries want = ref_mxm(a, ue, n, n, 1, semirings()[2].ref, nullptr);  // PLUS_TIMES_INT64
    ASSERT_STREQ(semirings()[2].name, "PLUS_TIMES_INT64");
    for (int variant = 0; variant < 4; variant++) {
      // push or pull; the outputs' sparsity control automatic or bitmap/full (BFS's frontier)
      const bool push = variant & 1, dense_control = variant & 2;
      const std::string what = std::string(push ? "vxm" : "mxv") + " frac " + std::to_string(frac) +
                               (dense_control ? " bitmap/full control" : " auto control");
      GrB_Vector w, p;
      OK(GrB_Vector_new(&w, GrB_INT64, n));
      OK(GrB_Vector_new(&p, GrB_BOOL, n));
      if (dense_control) {
        OK(GxB_Vector_Option_set(w, GxB_SPARSITY_CONTROL, GxB_BITMAP + GxB_FULL));
        OK(GxB_Vector_Option_set(p, GxB_SPARSITY_CONTROL, GxB_BITMAP + GxB_FULL));
      }
      if (push) {
        OK(GrB_vxm(w, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, u, AT, nullptr));
        OK(GrB_vxm(p, nullptr, nullptr, GxB_ANY_PAIR_BOOL, u, AT, nullptr));
      } else {
        OK(GrB_mxv(w, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_INT64, A, u, nullptr));
        OK(GrB_mxv(p, nullptr, nullptr, GxB_ANY_PAIR_BOOL, A, u, nullptr));
      }
      EXPECT_EQ(vector_entries(w), want) << what;
      Entries pat;
      for (const auto& [k, v] : want) pat[k] = 1;
      EXPECT_EQ(vector_entries(p), pat) << what;
      // a bitmap result stays one under automatic control too (as SuiteSparse keeps a dense
      // enough bitmap vector); the 1% result was never made a bitmap
      const int want_status = frac == 1.0 ? GxB_FULL : (dense_control || frac == 0.5) ? GxB_BITMAP : GxB_SPARSE;
      int status = 0;
      OK(GxB_Vector_Option_get(w, GxB_SPARSITY_STATUS, &status));
      EXPECT_EQ(status, want_status) << what;
      OK(GxB_Vector_Option_get(p, GxB_SPARSITY_STATUS, &status));
      EXPECT_EQ(status, want_status) << what;
      // the result behaves as any vector: w += u, one entry removed, one added, sum
      Entries w2 = want;
      for (const auto& [k, v] : ue) w2[k] = (w2.count(k) ? w2[k] : 0) + v;
      OK(GrB_Vector_eWiseAdd_BinaryOp(w, nullptr, nullptr, GrB_PLUS_INT64, w, u, nullptr));
      OK(GrB_Vector_removeElement(w, 7));
      w2.erase({7, 0});
      OK(GrB_Vector_setElement_INT64(p, false, n - 1));
      pat[{n - 1, 0}] = 0;
      EXPECT_EQ(vector_entries(w), w2) << what;
      EXPECT_EQ(vector_entries(p), pat) << what;
      int64_t sum = 0, want_sum = 0;
      for (const auto& [k, v] : w2) want_sum += int64_t(v);
      OK(GrB_Vector_reduce_INT64(&sum, nullptr, GrB_PLUS_MONOID_INT64, w, nullptr));
      EXPECT_EQ(sum, want_sum) << what;
      GrB_Vector_free(&w);
      GrB_Vector_free(&p);
    }
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&AT);
    GrB_Vector_free(&u);
  }
}

TEST(Mxm, ThreadCountAndAlgorithmInvariance) {
  std::mt19937_64 rng(31);
  const GrB_Index n = 600;
  GrB_Matrix A = rand_real(n, n, 0.03, rng);
  GrB_Matrix B = rand_real(n, n, 0.03, rng);
  GrB_Matrix M = random_matrix(GrB_BOOL, n, n, 0.05, rng, 1, 1);
  int nthreads0 = 0;
  GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &nthreads0);
  for (int masked = 0; masked < 3; masked++) {
    std::vector<uint64_t> ref;
    for (int nt : {1, 2}) {
      OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, nt));
      for (GrB_Desc_Value meth : kMethods) {
        GrB_Matrix C;
        OK(GrB_Matrix_new(&C, GrB_FP64, n, n));
        GrB_Descriptor d;
        OK(GrB_Descriptor_new(&d));
        OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, meth));
        if (masked == 2) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP));
        OK(GrB_mxm(C, masked ? M : nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, B, d));
        std::vector<uint64_t> b = bits_of(C);
        if (ref.empty()) ref = b;
        else EXPECT_TRUE(b == ref) << "threads " << nt << " method " << meth << " masked " << masked;
        GrB_Matrix_free(&C);
        GrB_Descriptor_free(&d);
      }
    }
  }
  // mxv / vxm: push and pull, 1 and 2 threads
  GrB_Vector u, w;
  OK(GrB_Vector_new(&u, GrB_FP64, n));
  OK(GrB_Vector_new(&w, GrB_FP64, n));
  std::uniform_real_distribution<double> x(-1, 1);
  for (GrB_Index i = 0; i < n; i++) OK(GrB_Vector_setElement_FP64(u, x(rng), i));
  for (int vxm = 0; vxm < 2; vxm++) {
    std::vector<uint64_t> ref;
    for (int nt : {1, 2}) {
      OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, nt));
      for (GrB_Desc_Value meth : kMethods) {
        GrB_Descriptor d;
        OK(GrB_Descriptor_new(&d));
        OK(GrB_Descriptor_set(d, GxB_AxB_METHOD, meth));
        if (vxm) OK(GrB_vxm(w, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, u, A, d));
        else OK(GrB_mxv(w, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, u, d));
        std::vector<uint64_t> b = bits_of((GrB_Matrix)w);
        if (ref.empty()) ref = b;
        else EXPECT_TRUE(b == ref) << "vxm " << vxm << " threads " << nt << " method " << meth;
        GrB_Descriptor_free(&d);
      }
    }
  }
  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, nthreads0));
  GrB_Vector_free(&u);
  GrB_Vector_free(&w);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&M);
}

//------------------------------------------------------------------------------------------------
// API errors: nothing recorded, the output untouched
//------------------------------------------------------------------------------------------------
TEST(Mxm, ApiErrors) {
  GrB_Matrix A, B, C, M, Mbad, Au, Cu, Mu;
  OK(GrB_Matrix_new(&A, GrB_INT64, 3, 4));
  OK(GrB_Matrix_new(&B, GrB_INT64, 4, 5));
  OK(GrB_Matrix_new(&C, GrB_INT64, 3, 5));
  OK(GrB_Matrix_new(&M, GrB_BOOL, 3, 5));
  OK(GrB_Matrix_new(&Mbad, GrB_BOOL, 2, 2));
  GrB_Type ut;
  OK(GrB_Type_new(&ut, 16));
  OK(GrB_Matrix_new(&Au, ut, 3, 4));
  OK(GrB_Matrix_new(&Cu, ut, 3, 5));
  OK(GrB_Matrix_new(&Mu, ut, 3, 5));
  OK(GrB_Matrix_setElement_INT64(A, 1, 0, 0));
  OK(GrB_Matrix_setElement_INT64(B, 1, 0, 0));
  OK(GrB_Matrix_setElement_INT64(C, 42, 2, 2));
  static int64_t junk[64] = {};
  GrB_Matrix bad = (GrB_Matrix)junk;
  GrB_Semiring sr = GrB_PLUS_TIMES_SEMIRING_INT64;
  auto untouched = [&]() {
    Entries e = matrix_entries(C);
    EXPECT_EQ(e, (Entries{{{2, 2}, 42}}));
  };
  EXPECT_EQ(GrB_mxm(nullptr, nullptr, nullptr, sr, A, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, sr, nullptr, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, sr, A, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, nullptr, A, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_mxm(bad, nullptr, nullptr, sr, A, B, nullptr), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_mxm(C, bad, nullptr, sr, A, B, nullptr), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, sr, bad, B, nullptr), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, sr, A, bad, nullptr), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, sr, A, B, (GrB_Descriptor)junk), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_mxm(C, nullptr, (GrB_BinaryOp)junk, sr, A, B, nullptr), GrB_UNINITIALIZED_OBJECT);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, (GrB_Semiring)junk, A, B, nullptr), GrB_UNINITIALIZED_OBJECT);
  // order: A before the semiring, the accumulator (positional: domain) before the semiring
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, nullptr, nullptr, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_mxm(C, nullptr, GxB_FIRSTI_INT64, nullptr, A, B, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_mxm(C, nullptr, (GrB_BinaryOp)junk, nullptr, A, B, nullptr), GrB_UNINITIALIZED_OBJECT);
  // domains
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, sr, Au, B, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_mxm(Cu, nullptr, nullptr, sr, A, B, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_mxm(C, Mu, nullptr, sr, A, B, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_mxm(C, nullptr, GxB_FIRSTI_INT64, sr, A, B, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_mxm(C, nullptr, GrB_PLUS_INT64, GxB_PLUS_TIMES_FC64, A, B, nullptr), GrB_SUCCESS);  // castable
  OK(GrB_Matrix_clear(C));
  OK(GrB_Matrix_setElement_INT64(C, 42, 2, 2));
  // a value the multiply ignores is not checked: UDT A with PAIR, SECOND and positional multiplies
  GrB_Matrix Cs;
  OK(GrB_Matrix_new(&Cs, GrB_INT64, 3, 5));
  EXPECT_EQ(GrB_mxm(Cs, nullptr, nullptr, GxB_PLUS_PAIR_INT64, Au, B, nullptr), GrB_SUCCESS);
  EXPECT_EQ(GrB_mxm(Cs, nullptr, nullptr, GxB_PLUS_SECOND_INT64, Au, B, nullptr), GrB_SUCCESS);
  EXPECT_EQ(GrB_mxm(Cs, nullptr, nullptr, GxB_MIN_FIRSTI_INT64, Au, B, nullptr), GrB_SUCCESS);
  EXPECT_EQ(GrB_mxm(Cs, nullptr, nullptr, GxB_PLUS_FIRST_INT64, Au, B, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_mxm(C, Mu, nullptr, sr, A, B, GrB_DESC_S), GrB_SUCCESS);  // structural UDT mask is fine
  OK(GrB_Matrix_clear(C));
  OK(GrB_Matrix_setElement_INT64(C, 42, 2, 2));
  // dimensions; the mask's before the multiply's domain
  EXPECT_EQ(GrB_mxm(C, Mbad, nullptr, sr, A, B, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_mxm(C, Mbad, nullptr, sr, Au, B, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, sr, A, A, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, sr, B, B, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, sr, A, B, GrB_DESC_T0), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_mxm(C, nullptr, nullptr, sr, A, B, GrB_DESC_T1), GrB_DIMENSION_MISMATCH);
  untouched();
  const char* err = nullptr;
  OK(GrB_Matrix_error(&err, C));
  EXPECT_TRUE(err && std::strlen(err) > 0);

  // mxv / vxm
  GrB_Vector u4, u3, w3, w5, wb, uu;
  OK(GrB_Vector_new(&u4, GrB_INT64, 4));
  OK(GrB_Vector_new(&u3, GrB_INT64, 3));
  OK(GrB_Vector_new(&w3, GrB_INT64, 3));
  OK(GrB_Vector_new(&w5, GrB_INT64, 5));
  OK(GrB_Vector_new(&wb, GrB_BOOL, 7));
  OK(GrB_Vector_new(&uu, ut, 4));
  OK(GrB_Vector_setElement_INT64(w3, 9, 1));
  EXPECT_EQ(GrB_mxv(nullptr, nullptr, nullptr, sr, A, u4, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_mxv(w3, nullptr, nullptr, sr, nullptr, u4, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_mxv(w3, nullptr, nullptr, sr, A, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_mxv(w3, nullptr, nullptr, nullptr, A, u4, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_mxv(w3, nullptr, nullptr, sr, A, uu, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_mxv(w3, nullptr, nullptr, sr, A, u3, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_mxv(w5, nullptr, nullptr, sr, A, u4, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_mxv(w3, wb, nullptr, sr, A, u4, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_mxv(w3, nullptr, nullptr, sr, A, u4, GrB_DESC_T0), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_mxv(w3, nullptr, nullptr, sr, A, u4, GrB_DESC_T1), GrB_SUCCESS);  // INP1 ignored
  EXPECT_EQ(GrB_vxm(nullptr, nullptr, nullptr, sr, u3, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_vxm(w3, nullptr, nullptr, sr, nullptr, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_vxm(w3, nullptr, nullptr, sr, u3, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_vxm(w3, nullptr, nullptr, sr, u3, A, nullptr), GrB_DIMENSION_MISMATCH);  // w must be 4
  EXPECT_EQ(GrB_vxm(w3, nullptr, nullptr, sr, u4, A, GrB_DESC_T0), GrB_DIMENSION_MISMATCH);  // INP0 ignored
  EXPECT_EQ(GrB_vxm(w3, nullptr, nullptr, sr, u4, A, GrB_DESC_T1), GrB_SUCCESS);
  EXPECT_EQ(GrB_vxm(w3, nullptr, nullptr, sr, uu, Au, GrB_DESC_T1), GrB_DOMAIN_MISMATCH);
  GrB_Vector_free(&u4);
  GrB_Vector_free(&u3);
  GrB_Vector_free(&w3);
  GrB_Vector_free(&w5);
  GrB_Vector_free(&wb);
  GrB_Vector_free(&uu);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&Cs);
  GrB_Matrix_free(&M);
  GrB_Matrix_free(&Mbad);
  GrB_Matrix_free(&Au);
  GrB_Matrix_free(&Cu);
  GrB_Matrix_free(&Mu);
  GrB_Type_free(&ut);
}

//------------------------------------------------------------------------------------------------
// Kronecker product
//------------------------------------------------------------------------------------------------
TEST(Kron, AgainstDenseReference) {
  std::mt19937_64 rng(41);
  for (int trial = 0; trial < 80; trial++) {
    Case c = random_case(rng);
    const GrB_Index ma = 1 + rng() % 3, na = 1 + rng() % 4, mb = 1 + rng() % 4, nb = 1 + rng() % 3;
    const int opk = int(rng() % 5);  // TIMES, MINUS, FIRSTI, SECONDJ1, user monoid form
    GrB_Matrix A = random_matrix(GrB_INT64, c.tran0 ? na : ma, c.tran0 ? ma : na, 0.5, rng, -3, 3);
    GrB_Matrix B = random_matrix(GrB_INT64, c.tran1 ? nb : mb, c.tran1 ? mb : nb, 0.5, rng, -3, 3);
    const GrB_Index m = ma * mb, n = na * nb;
    GrB_Matrix C = random_matrix(GrB_INT64, m, n, 0.3, rng, -3, 3);
    GrB_Matrix M = random_matrix(GrB_BOOL, m, n, 0.5, rng, 0, 1);
    Entries a = matrix_entries(A), b = matrix_entries(B), c0 = matrix_entries(C), mk = matrix_entries(M);
    set_format(A, c.fa);
    set_format(B, c.fb);
    set_format(C, c.fc);
    if (c.tran0) a = transposed(a);
    if (c.tran1) b = transposed(b);
    Entries t;
    for (auto& [ia, x] : a)
      for (auto& [ib, y] : b) {
        double v;
        switch (opk) {
          case 0: v = x * y; break;
          case 1: v = x - y; break;
          case 2: v = double(ia.first); break;
          case 3: v = double(ib.second + 1); break;
          default: v = x + y; break;
        }
        t[{ia.first * mb + ib.first, ia.second * nb + ib.second}] = v;
      }
    std::function<double(double, double)> plus = [](double x, double y) { return x + y; };
    Entries want = writeback(c0, t, c.use_mask ? &mk : nullptr, c.structural, c.comp, c.replace, c.accum ? &plus : nullptr,
                             m, n);
    c.method = GxB_DEFAULT;
    GrB_Descriptor d = make_desc(c);
    GrB_Matrix Mp = c.use_mask ? M : nullptr;
    GrB_BinaryOp acc = c.accum ? GrB_PLUS_INT64 : nullptr;
    GrB_Info info;
    switch (opk) {
      case 0: info = GrB_Matrix_kronecker_BinaryOp(C, Mp, acc, GrB_TIMES_INT64, A, B, d); break;
      case 1: info = GxB_kron(C, Mp, acc, GrB_MINUS_INT64, A, B, d); break;
      case 2: info = GrB_Matrix_kronecker_Semiring(C, Mp, acc, GxB_MIN_FIRSTI_INT64, A, B, d); break;
      case 3: info = GrB_Matrix_kronecker_BinaryOp(C, Mp, acc, GxB_SECONDJ1_INT64, A, B, d); break;
      default: info = GrB_Matrix_kronecker_Monoid(C, Mp, acc, GrB_PLUS_MONOID_INT64, A, B, d); break;
    }
    ASSERT_EQ(info, GrB_SUCCESS);
    EXPECT_EQ(matrix_entries(C), want) << "trial " << trial << " op " << opk;
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&B);
    GrB_Matrix_free(&C);
    GrB_Matrix_free(&M);
    GrB_Descriptor_free(&d);
  }
}

TEST(Kron, HypersparseAndErrors) {
  const GrB_Index N = GrB_Index(1) << 25;
  GrB_Matrix A, B, C;
  OK(GrB_Matrix_new(&A, GrB_FP64, N, 3));
  OK(GrB_Matrix_new(&B, GrB_FP64, N, 2));
  OK(GrB_Matrix_new(&C, GrB_FP64, N * N, 6));
  OK(GrB_Matrix_setElement_FP64(A, 2, N - 1, 2));
  OK(GrB_Matrix_setElement_FP64(B, 3, 5, 1));
  OK(GrB_Matrix_setElement_FP64(B, 4, N - 2, 0));
  OK(GrB_Matrix_kronecker_BinaryOp(C, nullptr, nullptr, GrB_TIMES_FP64, A, B, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{(N - 1) * N + 5, 2 * 2 + 1}, 6}, {{(N - 1) * N + N - 2, 2 * 2 + 0}, 8}}));
  // errors
  GrB_Type ut;
  OK(GrB_Type_new(&ut, 8));
  GrB_Matrix Au, Mbad, C2;
  OK(GrB_Matrix_new(&Au, ut, N, 3));
  OK(GrB_Matrix_new(&Mbad, GrB_BOOL, 2, 2));
  OK(GrB_Matrix_new(&C2, GrB_FP64, 4, 4));
  static int64_t junk[64] = {};
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(nullptr, nullptr, nullptr, GrB_TIMES_FP64, A, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(C, nullptr, nullptr, nullptr, A, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(C, nullptr, nullptr, GrB_TIMES_FP64, nullptr, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(C, nullptr, nullptr, GrB_TIMES_FP64, A, nullptr, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(C, nullptr, (GrB_BinaryOp)junk, nullptr, A, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(C, nullptr, GxB_FIRSTI_INT64, GrB_TIMES_FP64, A, B, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_kronecker_Monoid(C, nullptr, nullptr, nullptr, A, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_kronecker_Monoid((GrB_Matrix)junk, nullptr, nullptr, nullptr, A, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_kronecker_Semiring(C, nullptr, nullptr, nullptr, A, B, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(C, nullptr, nullptr, GrB_TIMES_FP64, Au, B, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(C, nullptr, nullptr, GrB_SECOND_FP64, Au, B, nullptr), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(C, Mbad, nullptr, GrB_TIMES_FP64, Au, B, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(C2, nullptr, nullptr, GrB_TIMES_FP64, A, B, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Matrix_kronecker_BinaryOp(C, nullptr, nullptr, GrB_TIMES_FP64, A, B, GrB_DESC_T0), GrB_DIMENSION_MISMATCH);
  GrB_Index nv = 0;
  OK(GrB_Matrix_nvals(&nv, C2));
  EXPECT_EQ(nv, 0u);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&C2);
  GrB_Matrix_free(&Au);
  GrB_Matrix_free(&Mbad);
  GrB_Type_free(&ut);
}

//------------------------------------------------------------------------------------------------
// triangle counting timing (printed, not asserted), validated on a small graph
//------------------------------------------------------------------------------------------------
// L = strict lower triangle, U = strict upper triangle of a symmetric pattern
void split_lu(GrB_Matrix A, GrB_Matrix* L, GrB_Matrix* U) {
  GrB_Index n, nv;
  GrB_Matrix_nrows(&n, A);
  GrB_Matrix_nvals(&nv, A);
  std::vector<GrB_Index> I(nv), J(nv);
  std::vector<uint8_t> X(nv);
  GrB_Matrix_extractTuples_UINT8(I.data(), J.data(), X.data(), &nv, A);
  std::vector<GrB_Index> li, lj, ui, uj;
  for (GrB_Index k = 0; k < nv; k++) {
    if (I[k] > J[k]) {
      li.push_back(I[k]);
      lj.push_back(J[k]);
    } else if (I[k] < J[k]) {
      ui.push_back(I[k]);
      uj.push_back(J[k]);
    }
  }
  std::vector<uint8_t> ones(std::max(li.size(), ui.size()), 1);
  GrB_Matrix_new(L, GrB_UINT8, n, n);
  GrB_Matrix_new(U, GrB_UINT8, n, n);
  GrB_Matrix_build_UINT8(*L, li.data(), lj.data(), ones.data(), li.size(), GrB_PLUS_UINT8);
  GrB_Matrix_build_UINT8(*U, ui.data(), uj.data(), ones.data(), ui.size(), GrB_PLUS_UINT8);
}

int64_t sum_entries(GrB_Matrix C) {
  GrB_Index nv;
  GrB_Matrix_nvals(&nv, C);
  std::vector<GrB_Index> I(nv), J(nv);
  std::vector<int64_t> X(nv);
  GrB_Matrix_extractTuples_INT64(I.data(), J.data(), X.data(), &nv, C);
  int64_t s = 0;
  for (int64_t x : X) s += x;
  return s;
}

int64_t triangles(GrB_Matrix L, GrB_Matrix U, int method, double* seconds) {
  GrB_Index n;
  GrB_Matrix_nrows(&n, L);
  GrB_Matrix C;
  GrB_Matrix_new(&C, GrB_INT64, n, n);
  auto t0 = std::chrono::steady_clock::now();
  if (method == 0) GrB_mxm(C, L, nullptr, GxB_PLUS_PAIR_INT64, L, U, GrB_DESC_ST1);  // C<L> = L*U' (dot)
  else GrB_mxm(C, L, nullptr, GxB_PLUS_PAIR_INT64, L, L, GrB_DESC_S);              // C<L> = L*L (saxpy)
  GrB_Matrix_wait(C, GrB_MATERIALIZE);
  auto t1 = std::chrono::steady_clock::now();
  *seconds = std::chrono::duration<double>(t1 - t0).count();
  const int64_t s = sum_entries(C);
  GrB_Matrix_free(&C);
  return s;
}

TEST(Mxm, TriangleCountingSmallGraphExact) {
  GrB_Matrix A;
  ASSERT_EQ(grb_rmat(&A, GrB_UINT8, 9, 8, 12345), GrB_SUCCESS);
  GrB_Matrix L, U;
  split_lu(A, &L, &U);
  // independent count: for each edge (i,j) with i > j, common neighbours k with j > k... via sets
  Entries a = matrix_entries(A);
  GrB_Index n;
  GrB_Matrix_nrows(&n, A);
  std::vector<std::set<GrB_Index>> adj(n);
  for (auto& [ij, x] : a)
    if (ij.first != ij.second) adj[ij.first].insert(ij.second);
  int64_t want = 0;
  for (GrB_Index i = 0; i < n; i++)
    for (GrB_Index j : adj[i])
      if (j < i)
        for (GrB_Index k : adj[j])
          if (k < j && adj[i].count(k)) want++;
  double s;
  EXPECT_EQ(triangles(L, U, 0, &s), want);
  EXPECT_EQ(triangles(L, U, 1, &s), want);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&L);
  GrB_Matrix_free(&U);
}

TEST(Mxm, TimingRmatScale16TriangleCount) {
  GrB_Matrix A;
  ASSERT_EQ(grb_rmat(&A, GrB_UINT8, 16, 16, 2024), GrB_SUCCESS);
  GrB_Matrix L, U;
  split_lu(A, &L, &U);
  GrB_Index nv;
  GrB_Matrix_nvals(&nv, L);
  double t_dot = 0, t_saxpy = 0;
  const int64_t c1 = triangles(L, U, 0, &t_dot);
  const int64_t c2 = triangles(L, U, 1, &t_saxpy);
  EXPECT_EQ(c1, c2);
  int nt = 0;
  GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &nt);
  std::printf("[ timing ] R-MAT scale 16 (%llu edges), %d threads: %lld triangles; C<L>=L*U' (dot) %.3f s, "
              "C<L>=L*L (saxpy) %.3f s\n",
              (unsigned long long)nv, nt, (long long)c1, t_dot, t_saxpy);
  // PLUS_TIMES FP64 C = L*L at scale 14 (Gustavson) for comparison
  GrB_Matrix A14, L14, U14, C;
  ASSERT_EQ(grb_rmat(&A14, GrB_UINT8, 14, 16, 2024), GrB_SUCCESS);
  split_lu(A14, &L14, &U14);
  GrB_Index n;
  GrB_Matrix_nrows(&n, A14);
  GrB_Matrix_new(&C, GrB_FP64, n, n);
  auto t0 = std::chrono::steady_clock::now();
  GrB_mxm(C, nullptr, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, L14, L14, nullptr);
  GrB_Matrix_wait(C, GrB_MATERIALIZE);
  auto t1 = std::chrono::steady_clock::now();
  GrB_Index cn = 0;
  GrB_Matrix_nvals(&cn, C);
  std::printf("[ timing ] R-MAT scale 14: C=L*L PLUS_TIMES_FP64 (%llu entries) %.3f s\n", (unsigned long long)cn,
              std::chrono::duration<double>(t1 - t0).count());
  GrB_Matrix_free(&A14);
  GrB_Matrix_free(&L14);
  GrB_Matrix_free(&U14);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&L);
  GrB_Matrix_free(&U);
}

}  // namespace

// The search form of the pull (ANY monoid, or only the pattern): w<mask> = A any.pair u and
// A any.secondi u with u bitmap or full and a mask read in place (bitmap or full, valued or
// structural, complemented or not, or none), as BFS's pull steps. Every row with some k where A(i,k)
// and u(k) are present gets an entry (where the mask allows), and secondi's value is such a k.
TEST(Mxv, AnySearchPullMatchesDefinition) {
  const GrB_Index n = 3000;
  std::mt19937_64 rng(777);
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_BOOL, n, n));
  std::vector<std::vector<GrB_Index>> rows(n);
  for (GrB_Index i = 0; i < n; i++) {
    if (i % 7 == 0) continue;  // empty rows
    const int deg = int(rng() % 12);
    for (int e = 0; e < deg; e++) {
      const GrB_Index j = rng() % n;
      rows[i].push_back(j);
      OK(GrB_Matrix_setElement_BOOL(A, true, i, j));
    }
  }
  OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
  for (int ucase = 0; ucase < 2; ucase++) {        // bitmap u (25%), full u
    for (int mcase = 0; mcase < 6; mcase++) {      // none; bitmap struct; bitmap valued; full valued; x complement
      for (int comp = 0; comp < 2; comp++) {
        if (mcase == 0 && comp) continue;
        std::vector<int> upres(n, 0), mval(n, -1);
        GrB_Vector u, m = nullptr, w, wp;
        OK(GrB_Vector_new(&u, GrB_INT64, n));
        for (GrB_Index k = 0; k < n; k++)
          if (ucase == 1 || rng() % 4 == 0) {
            upres[k] = 1;
            OK(GrB_Vector_setElement_INT64(u, int64_t(k), k));
          }
        OK(GxB_Vector_Option_set(u, GxB_SPARSITY_CONTROL, ucase == 1 ? GxB_FULL : GxB_BITMAP));
        const bool valued = mcase == 2 || mcase == 3;
        if (mcase > 0) {
          OK(GrB_Vector_new(&m, GrB_INT64, n));
          for (GrB_Index i = 0; i < n; i++)
            if (mcase == 3 || rng() % 2) {
              mval[i] = int(rng() % 2);
              OK(GrB_Vector_setElement_INT64(m, mval[i], i));
            }
          OK(GxB_Vector_Option_set(m, GxB_SPARSITY_CONTROL, mcase == 3 ? GxB_FULL : GxB_BITMAP));
          OK(GrB_Vector_wait(m, GrB_MATERIALIZE));
        }
        OK(GrB_Vector_wait(u, GrB_MATERIALIZE));
        GrB_Descriptor d;
        OK(GrB_Descriptor_new(&d));
        if (!valued && m) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_STRUCTURE));
        if (comp) OK(GrB_Descriptor_set(d, GrB_MASK, valued ? GrB_COMP : GrB_COMP_STRUCTURE));
        OK(GrB_Vector_new(&w, GrB_BOOL, n));
        OK(GrB_Vector_new(&wp, GrB_INT64, n));
        OK(GrB_mxv(w, m, nullptr, GxB_ANY_PAIR_BOOL, A, u, d));
        OK(GrB_mxv(wp, m, nullptr, GxB_ANY_SECONDI_INT64, A, u, d));
        const std::string what = "u " + std::to_string(ucase) + " mask " + std::to_string(mcase) + " comp " +
                                 std::to_string(comp);
        Entries want;
        for (GrB_Index i = 0; i < n; i++) {
          bool allowed = true;
          if (m) allowed = (mval[i] >= 0 && (!valued || mval[i] != 0)) != bool(comp);
          if (!allowed) continue;
          for (GrB_Index k : rows[i])
            if (upres[k]) {
              want[{i, 0}] = 1;
              break;
            }
        }
        EXPECT_EQ(vector_entries(w), want) << what;
        const Entries got = vector_entries(wp);
        EXPECT_EQ(got.size(), want.size()) << what;
        for (const auto& [key, val] : got) {
          EXPECT_TRUE(want.count(key)) << what << " row " << key.first;
          const GrB_Index k = GrB_Index(val), i = key.first;
          EXPECT_TRUE(k < n && upres[k] && std::find(rows[i].begin(), rows[i].end(), k) != rows[i].end())
              << what << " row " << i << " secondi " << val;
        }
        GrB_Descriptor_free(&d);
        GrB_Vector_free(&u);
        GrB_Vector_free(&w);
        GrB_Vector_free(&wp);
        if (m) GrB_Vector_free(&m);
      }
    }
  }
  GrB_Matrix_free(&A);
}

// PLUS_PAIR pulls count (a degree: A * 1): with u full each row's length, with u bitmap the row's
// entries k with u(k) present; INT64, INT32 and FP64 results, with and without a complemented
// bitmap mask.
TEST(Mxv, PlusPairCountPullMatchesDefinition) {
  const GrB_Index n = 2500;
  std::mt19937_64 rng(4711);
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_FP64, n, n));
  std::vector<std::vector<GrB_Index>> rows(n);
  for (GrB_Index i = 0; i < n; i++) {
    if (i % 5 == 0) continue;
    for (GrB_Index j = 0; j < n; j++)
      if (rng() % 400 == 0) {
        rows[i].push_back(j);
        OK(GrB_Matrix_setElement_FP64(A, 0.5, i, j));
      }
  }
  OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
  for (int ucase = 0; ucase < 2; ucase++) {
    for (int masked = 0; masked < 2; masked++) {
      std::vector<int> upres(n, 0), mpres(n, 0);
      GrB_Vector u, m = nullptr;
      OK(GrB_Vector_new(&u, GrB_BOOL, n));
      for (GrB_Index k = 0; k < n; k++)
        if (ucase == 0 || rng() % 3 == 0) {
          upres[k] = 1;
          OK(GrB_Vector_setElement_BOOL(u, true, k));
        }
      OK(GxB_Vector_Option_set(u, GxB_SPARSITY_CONTROL, ucase == 0 ? GxB_FULL : GxB_BITMAP));
      OK(GrB_Vector_wait(u, GrB_MATERIALIZE));
      if (masked) {
        OK(GrB_Vector_new(&m, GrB_BOOL, n));
        for (GrB_Index i = 0; i < n; i++)
          if (rng() % 2) {
            mpres[i] = 1;
            OK(GrB_Vector_setElement_BOOL(m, false, i));  // structural: the value does not matter
          }
        OK(GxB_Vector_Option_set(m, GxB_SPARSITY_CONTROL, GxB_BITMAP));
        OK(GrB_Vector_wait(m, GrB_MATERIALIZE));
      }
      Entries want;
      for (GrB_Index i = 0; i < n; i++) {
        if (masked && mpres[i]) continue;  // complemented structural mask
        int64_t cnt = 0;
        for (GrB_Index k : rows[i]) cnt += upres[k];
        if (cnt > 0) want[{i, 0}] = double(cnt);
      }
      const GrB_Semiring srs[3] = {GxB_PLUS_PAIR_INT64, GxB_PLUS_PAIR_INT32, GxB_PLUS_PAIR_FP64};
      const GrB_Type types[3] = {GrB_INT64, GrB_INT32, GrB_FP64};
      for (int s = 0; s < 3; s++) {
        GrB_Vector w;
        OK(GrB_Vector_new(&w, types[s], n));
        OK(GrB_mxv(w, m, nullptr, srs[s], A, u, masked ? GrB_DESC_SC : nullptr));
        EXPECT_EQ(vector_entries(w), want) << "u " << ucase << " masked " << masked << " semiring " << s;
        GrB_Vector_free(&w);
      }
      GrB_Vector_free(&u);
      if (m) GrB_Vector_free(&m);
    }
  }
  GrB_Matrix_free(&A);
}

// Pulls whose monoid may stop at a terminal value (MIN_SECOND_UINT64 as connected components
// uses it, with zeros in u so rows stop early; MAX_TIMES_INT32; MIN_PLUS_FP64), with u full or
// bitmap and an optional complemented bitmap mask, against the definition.
TEST(Mxv, StoppingMonoidPullMatchesDefinition) {
  const GrB_Index n = 2000;
  std::mt19937_64 rng(8080);
  GrB_Matrix A;
  OK(GrB_Matrix_new(&A, GrB_INT32, n, n));
  std::vector<std::vector<std::pair<GrB_Index, int>>> rows(n);
  for (GrB_Index i = 0; i < n; i++) {
    if (i % 9 == 0) continue;
    for (GrB_Index j = 0; j < n; j++)
      if (rng() % 150 == 0) {
        const int v = int(rng() % 9) - 4;
        rows[i].push_back({j, v});
        OK(GrB_Matrix_setElement_INT32(A, v, i, j));
      }
  }
  OK(GrB_Matrix_wait(A, GrB_MATERIALIZE));
  for (int ucase = 0; ucase < 2; ucase++) {
    for (int masked = 0; masked < 2; masked++) {
      std::vector<int64_t> uval(n, -1);
      std::vector<int> mpres(n, 0);
      GrB_Vector u, m = nullptr;
      OK(GrB_Vector_new(&u, GrB_INT64, n));
      for (GrB_Index k = 0; k < n; k++)
        if (ucase == 0 || rng() % 2) {
          uval[k] = rng() % 5 == 0 ? 0 : int64_t(rng() % 1000);
          OK(GrB_Vector_setElement_INT64(u, uval[k], k));
        }
      OK(GxB_Vector_Option_set(u, GxB_SPARSITY_CONTROL, ucase == 0 ? GxB_FULL : GxB_BITMAP));
      OK(GrB_Vector_wait(u, GrB_MATERIALIZE));
      if (masked) {
        OK(GrB_Vector_new(&m, GrB_BOOL, n));
        for (GrB_Index i = 0; i < n; i++)
          if (rng() % 3 == 0) {
            mpres[i] = 1;
            OK(GrB_Vector_setElement_BOOL(m, true, i));
          }
        OK(GxB_Vector_Option_set(m, GxB_SPARSITY_CONTROL, GxB_BITMAP));
        OK(GrB_Vector_wait(m, GrB_MATERIALIZE));
      }
      for (int s = 0; s < 3; s++) {
        Entries want;
        for (GrB_Index i = 0; i < n; i++) {
          if (masked && mpres[i]) continue;
          bool any = false;
          double acc = 0;
          for (auto [k, a] : rows[i]) {
            if (uval[k] < 0) continue;
            double p;
            if (s == 0) p = double(uint64_t(uval[k]));
            else if (s == 1) p = double(int32_t(a) * int32_t(uval[k]));
            else p = double(a) + double(uval[k]);
            acc = !any ? p : (s == 1 ? std::max(acc, p) : std::min(acc, p));
            any = true;
          }
          if (any) want[{i, 0}] = acc;
        }
        GrB_Vector w;
        const GrB_Type t = s == 0 ? GrB_UINT64 : s == 1 ? GrB_INT32 : GrB_FP64;
        const GrB_Semiring sr = s == 0 ? GrB_MIN_SECOND_SEMIRING_UINT64
                                : s == 1 ? GrB_MAX_TIMES_SEMIRING_INT32
                                         : GrB_MIN_PLUS_SEMIRING_FP64;
        OK(GrB_Vector_new(&w, t, n));
        OK(GrB_mxv(w, m, nullptr, sr, A, u, masked ? GrB_DESC_SC : nullptr));
        EXPECT_EQ(vector_entries(w), want) << "u " << ucase << " masked " << masked << " semiring " << s;
        GrB_Vector_free(&w);
      }
      GrB_Vector_free(&u);
      if (m) GrB_Vector_free(&m);
    }
  }
  GrB_Matrix_free(&A);
}

// A sum whose product is u's value (PLUS_SECOND for A*u, PLUS_FIRST for u*A: PageRank's A' * w)
// over a bitmap u pulls each row from a copy of u's values with the identity where u is absent
// (mxm_vector.cpp, from 4096 positions and 2 entries of A per position): a row's result must be
// its first present product, then acc + p in increasing column, bit for bit (signed zeros among
// u's values: -0.0 is the identity, +0.0 is not absent), rows whose every entry meets an absent
// u(k) absent, rows with absent entries before, between and after present ones; FP32 and FP64
// (typed: the filled copy), INT64 (wrapping; no typed path: the general loop, the same
// definition); plain, accumulated into a full r (r += A*u) and under a complemented bitmap mask;
// u*AT (PLUS_FIRST: a push over AT's rows) to the same results; at 1 and 2 threads. (Flipping
// the identity to 1 fails every FP32 and FP64 A*u case.)
template <class T>
static void first_plus_bitmap_case(GrB_Type type, GrB_Semiring plus_second, GrB_Semiring plus_first,
                                   GrB_BinaryOp plus, GrB_Info (*set_u)(GrB_Vector, T, GrB_Index),
                                   GrB_Info (*set_r)(GrB_Vector, T, GrB_Index),
                                   GrB_Info (*tuples)(GrB_Index*, T*, GrB_Index*, GrB_Vector),
                                   GrB_Info (*build)(GrB_Matrix, const GrB_Index*, const GrB_Index*, const T*, GrB_Index,
                                                     const GrB_BinaryOp),
                                   uint64_t seed) {
  const GrB_Index n = 6000;
  std::mt19937_64 rng(seed);
  std::vector<std::vector<GrB_Index>> rows(n);
  std::vector<GrB_Index> I, J;
  std::vector<T> X;
  for (GrB_Index i = 0; i < n; i++) {
    std::set<GrB_Index> cols;
    while (cols.size() < (i % 11)) cols.insert(rng() % n);  // 0 to 10 entries, 5 on average
    for (GrB_Index j : cols) {
      rows[i].push_back(j);
      I.push_back(i);
      J.push_back(j);
      X.push_back(T(int64_t(rng() % 7) - 3));  // never read (SECOND / FIRST take u's value)
    }
  }
  ASSERT_GE(I.size(), size_t(2 * n));
  GrB_Matrix A, AT;
  OK(GrB_Matrix_new(&A, type, n, n));
  OK(build(A, I.data(), J.data(), X.data(), I.size(), nullptr));
  OK(GrB_Matrix_new(&AT, type, n, n));
  OK(GrB_transpose(AT, nullptr, nullptr, A, nullptr));
  std::vector<int> upres(n, 0), mpres(n, 0);
  std::vector<T> uval(n, T(0)), rval(n, T(0));
  GrB_Vector u, m, r0;
  OK(GrB_Vector_new(&u, type, n));
  OK(GrB_Vector_new(&m, GrB_BOOL, n));
  OK(GrB_Vector_new(&r0, type, n));
  for (GrB_Index k = 0; k < n; k++) {
    if (rng() % 5 < 3) {  // 60% present
      upres[k] = 1;
      const int64_t q = int64_t(rng() % 41) - 20;
      if constexpr (std::is_floating_point_v<T>)
        uval[k] = q == 0 ? (rng() & 1 ? T(-0.0) : T(0.0)) : T(std::ldexp(double(q), int(rng() % 9) - 4)) / T(3);
      else
        uval[k] = q == 0 ? T(0) : T(q) * T(int64_t(1) << 58);  // sums wrap
      OK(set_u(u, uval[k], k));
    }
    if (rng() % 4 == 0) {
      mpres[k] = 1;
      OK(GrB_Vector_setElement_BOOL(m, true, k));
    }
    if constexpr (std::is_floating_point_v<T>) rval[k] = rng() % 3 == 0 ? T(-0.0) : T(int64_t(rng() % 9) - 4) / T(7);
    else rval[k] = T(int64_t(rng() % 9) - 4);
    OK(set_r(r0, rval[k], k));
  }
  OK(GxB_Vector_Option_set(u, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  OK(GxB_Vector_Option_set(m, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  OK(GrB_Vector_wait(u, GrB_MATERIALIZE));
  OK(GrB_Vector_wait(m, GrB_MATERIALIZE));
  OK(GrB_Vector_wait(r0, GrB_MATERIALIZE));
  // the definition: per row, the first present product, then acc + p in column order (wrapping
  // for integers: the adds done as unsigned)
  auto add = [](T a, T b) -> T {
    if constexpr (std::is_floating_point_v<T>) return a + b;
    else return T(uint64_t(a) + uint64_t(b));
  };
  std::vector<int> tpres(n, 0);
  std::vector<T> tval(n, T(0));
  int64_t empty_rows = 0, absent_first = 0;
  for (GrB_Index i = 0; i < n; i++) {
    for (GrB_Index k : rows[i]) {
      if (!upres[k]) {
        absent_first += !tpres[i] && k == rows[i][0];
        continue;
      }
      tval[i] = tpres[i] ? add(tval[i], uval[k]) : uval[k];
      tpres[i] = 1;
    }
    empty_rows += !rows[i].empty() && !tpres[i];
  }
  ASSERT_GT(empty_rows, 10);     // rows whose every entry meets an absent u(k)
  ASSERT_GT(absent_first, 100);  // rows starting with an absent u(k)
  auto same_bits = [](T a, T b) { return std::memcmp(&a, &b, sizeof(T)) == 0; };
  int32_t saved = 0;
  OK(GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &saved));
  for (int threads : {1, 2}) {
    OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, threads));
    for (int form = 0; form < 2; form++) {      // A*u with PLUS_SECOND, u*AT with PLUS_FIRST
      for (int variant = 0; variant < 3; variant++) {  // plain, r += , masked <!m>
        GrB_Vector w;
        if (variant == 1) OK(GrB_Vector_dup(&w, r0));
        else OK(GrB_Vector_new(&w, type, n));
        GrB_Vector mask = variant == 2 ? m : nullptr;
        GrB_BinaryOp accum = variant == 1 ? plus : nullptr;
        GrB_Descriptor desc = variant == 2 ? GrB_DESC_SC : nullptr;
        if (form == 0) OK(GrB_mxv(w, mask, accum, plus_second, A, u, desc));
        else OK(GrB_vxm(w, mask, accum, plus_first, u, AT, desc));
        GrB_Index nv = n;
        std::vector<GrB_Index> wi(n);
        std::vector<T> wx(n);
        OK(tuples(wi.data(), wx.data(), &nv, w));
        std::vector<int> got_pres(n, 0);
        std::vector<T> got(n, T(0));
        for (GrB_Index p = 0; p < nv; p++) got_pres[wi[p]] = 1, got[wi[p]] = wx[p];
        int64_t bad = 0;
        for (GrB_Index i = 0; i < n; i++) {
          bool want_pres = tpres[i] != 0;
          T want = tval[i];
          if (variant == 1) {
            want_pres = true;
            want = tpres[i] ? add(rval[i], tval[i]) : rval[i];
          } else if (variant == 2 && mpres[i]) {
            want_pres = false;
          }
          if (got_pres[i] != int(want_pres) || (want_pres && !same_bits(got[i], want))) {
            if (bad++ < 3)
              ADD_FAILURE() << "row " << i << " form " << form << " variant " << variant << " threads " << threads
                            << ": got " << (got_pres[i] ? double(got[i]) : -999.0) << " want "
                            << (want_pres ? double(want) : -999.0);
          }
        }
        EXPECT_EQ(bad, 0) << "form " << form << " variant " << variant << " threads " << threads;
        GrB_Vector_free(&w);
      }
    }
  }
  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, saved));
  GrB_Vector_free(&u), GrB_Vector_free(&m), GrB_Vector_free(&r0);
  GrB_Matrix_free(&A), GrB_Matrix_free(&AT);
}

TEST(Mxv, FirstTypeSumOverBitmapVectorMatchesDefinition) {
  first_plus_bitmap_case<float>(GrB_FP32, GxB_PLUS_SECOND_FP32, GxB_PLUS_FIRST_FP32, GrB_PLUS_FP32,
                                GrB_Vector_setElement_FP32, GrB_Vector_setElement_FP32,
                                GrB_Vector_extractTuples_FP32, GrB_Matrix_build_FP32, 31);
  first_plus_bitmap_case<double>(GrB_FP64, GxB_PLUS_SECOND_FP64, GxB_PLUS_FIRST_FP64, GrB_PLUS_FP64,
                                 GrB_Vector_setElement_FP64, GrB_Vector_setElement_FP64,
                                 GrB_Vector_extractTuples_FP64, GrB_Matrix_build_FP64, 32);
  first_plus_bitmap_case<int64_t>(GrB_INT64, GxB_PLUS_SECOND_INT64, GxB_PLUS_FIRST_INT64, GrB_PLUS_INT64,
                                  GrB_Vector_setElement_INT64, GrB_Vector_setElement_INT64,
                                  GrB_Vector_extractTuples_INT64, GrB_Matrix_build_INT64, 33);
}

// A plain sum (a monoid that cannot stop) over a full u pulls every row whole in a loop of its
// own (mxm_vector.cpp): for FP64 operands read from arrays (float copies of A's and u's values
// when they are exact and A is on a later use with 32-bit indices, else the doubles), or through
// the semiring's multiply (other types, operators that read one side, iso operands). Each row's
// result must be its first product, then f(acc, p) in increasing column, bit for bit (signed
// zeros among the products: a sum started at +0 would lose a -0); empty rows absent; bitmap and
// full masks read in place (valued, structural, complemented) and a sparse one (complemented: the
// same loop over its dense flags; plain: the general loop over the mask's entries); u held full or
// as a sparse vector with every entry; at 1 and 2 threads.
TEST(Mxv, PlainSumOverFullVectorMatchesDefinition) {
  const GrB_Index n = 70000;  // u past 2^16 entries; A past 2^17 entries and 2 per entry of u
  std::mt19937_64 rng(20261201);
  std::vector<GrB_Index> I, J;
  std::vector<double> Xe, Xi;  // exact floats (integers times powers of two) and arbitrary doubles
  std::vector<int32_t> Xn;
  for (GrB_Index i = 0; i < n; i++) {
    std::set<GrB_Index> cols;
    while (cols.size() < i % 7) cols.insert(rng() % n);  // rows of 0 to 6 entries
    for (GrB_Index j : cols) {
      I.push_back(i);
      J.push_back(j);
      const int64_t m = int64_t(rng() % 33) - 16;
      Xe.push_back(m == 0 && (rng() & 1) ? -0.0 : std::ldexp(double(m), int(rng() % 5) - 2));
      Xi.push_back(std::uniform_real_distribution<double>(-1, 1)(rng));
      Xn.push_back(int32_t(rng() % 2001) - 1000);
    }
  }
  ASSERT_GT(I.size(), size_t(1) << 17);
  ASSERT_GT(I.size(), size_t(2 * n));
  GrB_Matrix Ae, Ai, An, Aiso;
  OK(GrB_Matrix_new(&Ae, GrB_FP64, n, n));
  OK(GrB_Matrix_build_FP64(Ae, I.data(), J.data(), Xe.data(), I.size(), nullptr));
  OK(GrB_Matrix_new(&Ai, GrB_FP64, n, n));
  OK(GrB_Matrix_build_FP64(Ai, I.data(), J.data(), Xi.data(), I.size(), nullptr));
  OK(GrB_Matrix_new(&An, GrB_INT32, n, n));
  OK(GrB_Matrix_build_INT32(An, I.data(), J.data(), Xn.data(), I.size(), nullptr));
  OK(GrB_Matrix_new(&Aiso, GrB_FP64, n, n));
  {
    GrB_Scalar s;
    OK(GrB_Scalar_new(&s, GrB_FP64));
    OK(GrB_Scalar_setElement_FP64(s, -0.75));
    OK(GxB_Matrix_build_Scalar(Aiso, I.data(), J.data(), s, I.size()));
    GrB_Scalar_free(&s);
  }
  const std::vector<double> Xiso(I.size(), -0.75);
  std::vector<double> Xnd(Xn.begin(), Xn.end());
  // u: exact values (with -0), arbitrary doubles, integers; held full, as a sparse vector with
  // every entry, or iso (one value assigned to every position)
  std::vector<double> ue(n), ui(n), un(n);
  for (GrB_Index k = 0; k < n; k++) {
    const int64_t m = int64_t(rng() % 17) - 8;
    ue[k] = m == 0 && (rng() & 1) ? -0.0 : double(m) * 0.25;
    ui[k] = std::uniform_real_distribution<double>(-1, 1)(rng);
    un[k] = double(int32_t(rng() % 201) - 100);
  }
  const std::vector<double> uiso(n, 1.5);
  std::vector<GrB_Index> all(n);
  for (GrB_Index k = 0; k < n; k++) all[k] = k;
  auto make_u = [&](GrB_Vector* out, const std::vector<double>& x, GrB_Type t, int form) {  // 0 full, 1 sparse, 2 iso
    GrB_Vector u;
    OK(GrB_Vector_new(&u, t, n));
    *out = u;
    if (form == 2) {
      OK(GrB_Vector_assign_FP64(u, nullptr, nullptr, x[0], GrB_ALL, n, nullptr));
    } else if (t == GrB_INT32) {
      std::vector<int32_t> xn(x.begin(), x.end());
      OK(GrB_Vector_build_INT32(u, all.data(), xn.data(), n, nullptr));
    } else {
      OK(GrB_Vector_build_FP64(u, all.data(), x.data(), n, nullptr));
    }
    OK(GxB_Vector_Option_set(u, GxB_SPARSITY_CONTROL, form == 1 ? GxB_SPARSE : GxB_FULL));
    OK(GrB_Vector_wait(u, GrB_MATERIALIZE));
  };
  // masks: a bitmap with false entries, and a full one with false entries
  std::vector<int> mpres(n), mval(n), fval(n);
  GrB_Vector mbit, mfull;
  OK(GrB_Vector_new(&mbit, GrB_BOOL, n));
  OK(GrB_Vector_new(&mfull, GrB_BOOL, n));
  for (GrB_Index i = 0; i < n; i++) {
    mpres[i] = rng() % 3 != 0;
    mval[i] = mpres[i] && rng() % 4 != 0;
    fval[i] = rng() % 2;
    if (mpres[i]) OK(GrB_Vector_setElement_BOOL(mbit, mval[i] != 0, i));
    OK(GrB_Vector_setElement_BOOL(mfull, fval[i] != 0, i));
  }
  OK(GxB_Vector_Option_set(mbit, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  OK(GxB_Vector_Option_set(mfull, GxB_SPARSITY_CONTROL, GxB_FULL));
  OK(GrB_Vector_wait(mbit, GrB_MATERIALIZE));
  OK(GrB_Vector_wait(mfull, GrB_MATERIALIZE));
  int sp = 0;
  OK(GxB_Vector_Option_get(mbit, GxB_SPARSITY_STATUS, &sp));
  ASSERT_EQ(sp, GxB_BITMAP);
  OK(GxB_Vector_Option_get(mfull, GxB_SPARSITY_STATUS, &sp));
  ASSERT_EQ(sp, GxB_FULL);
  GrB_Vector msparse;
  OK(GrB_Vector_dup(&msparse, mbit));
  OK(GxB_Vector_Option_set(msparse, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  OK(GrB_Vector_wait(msparse, GrB_MATERIALIZE));
  OK(GxB_Vector_Option_get(msparse, GxB_SPARSITY_STATUS, &sp));
  ASSERT_EQ(sp, GxB_SPARSE);
  // mask kinds: 0 none, 1 bitmap valued, 2 bitmap structural, 3 full valued, 4 sparse valued (mbit's
  // entries); each plain or complemented
  auto allowed = [&](int mk, bool comp, GrB_Index i) {
    bool on = true;
    if (mk == 1 || mk == 4) on = mval[i] != 0;
    else if (mk == 2) on = mpres[i] != 0;
    else if (mk == 3) on = fval[i] != 0;
    return mk == 0 || on != comp;
  };
  struct Case {
    const char* name;
    GrB_Semiring sr;
    GrB_Matrix A;
    const std::vector<double>* ax;
    GrB_Type ut;
    const std::vector<double>* ux;
    int form;
    int op;  // 0 times, 1 min, 2 first (A's value), 3 second (u's value); integers: times in int32
  };
  const Case cases[] = {
      {"plus_times exact", GrB_PLUS_TIMES_SEMIRING_FP64, Ae, &Xe, GrB_FP64, &ue, 0, 0},
      {"plus_times exact, sparse u", GrB_PLUS_TIMES_SEMIRING_FP64, Ae, &Xe, GrB_FP64, &ue, 1, 0},
      {"plus_times exact A, inexact u", GrB_PLUS_TIMES_SEMIRING_FP64, Ae, &Xe, GrB_FP64, &ui, 0, 0},
      {"plus_times inexact A, exact u", GrB_PLUS_TIMES_SEMIRING_FP64, Ai, &Xi, GrB_FP64, &ue, 0, 0},
      {"plus_times inexact", GrB_PLUS_TIMES_SEMIRING_FP64, Ai, &Xi, GrB_FP64, &ui, 1, 0},
      {"plus_times iso A", GrB_PLUS_TIMES_SEMIRING_FP64, Aiso, &Xiso, GrB_FP64, &ui, 0, 0},
      {"plus_times iso u", GrB_PLUS_TIMES_SEMIRING_FP64, Ai, &Xi, GrB_FP64, &uiso, 2, 0},
      {"plus_min", GxB_PLUS_MIN_FP64, Ae, &Xe, GrB_FP64, &ui, 0, 1},  // u without zeros: MIN(-0, +0) is either
      {"plus_first", GxB_PLUS_FIRST_FP64, Ai, &Xi, GrB_FP64, &ui, 0, 2},
      {"plus_second", GxB_PLUS_SECOND_FP64, Ai, &Xi, GrB_FP64, &ui, 1, 3},
      {"plus_times int32", GrB_PLUS_TIMES_SEMIRING_INT32, An, &Xnd, GrB_INT32, &un, 0, 0},
  };
  int saved = 0;
  OK(GxB_Global_Option_get(GxB_GLOBAL_NTHREADS, &saved));
  int checked = 0;
  for (const Case& c : cases) {
    GrB_Vector u = nullptr;
    make_u(&u, *c.ux, c.ut, c.form);
    const bool integer = c.ut == GrB_INT32;
    // reference rows: first product, then acc + p, in increasing column (I, J sorted by (i, j))
    std::vector<double> want(n, 0);
    std::vector<char> has(n, 0);
    for (size_t e = 0; e < I.size(); e++) {
      const double a = (*c.ax)[e], x = (*c.ux)[c.form == 2 ? 0 : J[e]];
      double p;
      if (integer) p = double(int32_t(a) * int32_t(x));
      else if (c.op == 0) p = a * x;
      else if (c.op == 1) p = std::fmin(a, x);
      else p = c.op == 2 ? a : x;
      const GrB_Index i = I[e];
      want[i] = !has[i] ? p : (integer ? double(int32_t(want[i]) + int32_t(p)) : want[i] + p);
      has[i] = 1;
    }
    for (int mk = 0; mk < 5; mk++)
      for (int comp = 0; comp < (mk ? 2 : 1); comp++)
        for (int threads = 1; threads <= 2; threads++)
          for (int use = 0; use < 3; use++) {  // later uses read A's 32-bit and float copies
            OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, threads));
            GrB_Descriptor d = nullptr;
            OK(GrB_Descriptor_new(&d));
            if (comp) OK(GrB_Descriptor_set(d, GrB_MASK, GrB_COMP));
            if (mk == 2) OK(GrB_Descriptor_set(d, GrB_MASK, comp ? GrB_COMP_STRUCTURE : GrB_STRUCTURE));
            GrB_Vector y;
            OK(GrB_Vector_new(&y, integer ? GrB_INT32 : GrB_FP64, n));
            const GrB_Vector mask = mk == 0 ? nullptr : mk == 3 ? mfull : mk == 4 ? msparse : mbit;
            OK(GrB_mxv(y, mask, nullptr, c.sr, c.A, u, d));
            GrB_Index nv = 0;
            OK(GrB_Vector_nvals(&nv, y));
            std::vector<GrB_Index> yi(nv + 1);
            std::vector<double> yx(nv + 1);
            OK(GrB_Vector_extractTuples_FP64(yi.data(), yx.data(), &nv, y));
            size_t want_nv = 0, bad = 0;
            for (GrB_Index i = 0; i < n; i++) want_nv += has[i] && allowed(mk, comp, i);
            for (GrB_Index q = 0; q < nv; q++) {
              const GrB_Index i = yi[q];
              if (!has[i] || !allowed(mk, comp, i) || std::memcmp(&yx[q], &want[i], 8) != 0) bad++;
            }
            EXPECT_EQ(nv, want_nv) << c.name << ", mask " << mk << " comp " << comp << ", " << threads << " threads, use " << use;
            EXPECT_EQ(bad, size_t(0)) << c.name << ", mask " << mk << " comp " << comp << ", " << threads << " threads, use " << use;
            checked++;
            GrB_Vector_free(&y);
            GrB_Descriptor_free(&d);
          }
    GrB_Vector_free(&u);
  }
  EXPECT_EQ(checked, 11 * 9 * 2 * 3);
  OK(GxB_Global_Option_set(GxB_GLOBAL_NTHREADS, saved));
  GrB_Matrix_free(&Ae);
  GrB_Matrix_free(&Ai);
  GrB_Matrix_free(&An);
  GrB_Matrix_free(&Aiso);
  GrB_Vector_free(&mbit);
  GrB_Vector_free(&mfull);
  GrB_Vector_free(&msparse);
}

// A structural bitmap or full mask that allows fewer than 1/16 of the output positions (a BFS's
// last pull steps, q<!v> = A' q with nearly every vertex visited) makes the pull list the allowed
// positions and pull only their rows (mxm_vector.cpp, "listed"). Every typed pull loop (search,
// count, reduction that stops, plain reduction) and the general loop (positional multiply, which
// reads the output index) must give the definition's answer, for complemented and plain masks,
// bitmap and sparse u; the dense-mask result must equal the same mask held sparse.
TEST(Mxv, PullOverFewAllowedPositionsMatchesDefinition) {
  const GrB_Index n = 3000;  // allowed positions: 40 to 150 of 3000 (< 1/16 = 187)
  std::mt19937_64 rng(2026);
  const char* names[] = {"ANY_PAIR_BOOL", "ANY_SECONDI_INT64", "PLUS_PAIR_INT64", "MIN_PLUS_INT64",
                         "PLUS_TIMES_FP64", "PLUS_FIRSTI1_INT64", "MIN_FIRSTJ_INT64"};
  int listed_cases = 0;
  for (const SR& s : semirings()) {
    if (std::find_if(std::begin(names), std::end(names), [&](const char* x) { return !std::strcmp(x, s.name); }) ==
        std::end(names))
      continue;
    SCOPED_TRACE(s.name);
    GrB_Matrix A = random_matrix(s.type, n, n, 0.004, rng, s.lo, s.hi);
    const Entries a = matrix_entries(A);
    for (int ucase = 0; ucase < 2; ucase++) {    // u bitmap (80%), u sparse (30%)
      for (int mcase = 0; mcase < 3; mcase++) {  // bitmap complemented, bitmap plain, full complemented
        GrB_Vector u = random_vector(s.type, n, ucase == 0 ? 0.8 : 0.3, rng, s.lo, s.hi);
        OK(GxB_Vector_Option_set(u, GxB_SPARSITY_CONTROL, ucase == 0 ? GxB_BITMAP : GxB_SPARSE));
        OK(GrB_Vector_wait(u, GrB_MATERIALIZE));
        GrB_Vector m, ms;  // the same mask held bitmap (full) and sparse
        OK(GrB_Vector_new(&m, GrB_BOOL, n));
        OK(GrB_Vector_new(&ms, GrB_BOOL, n));
        std::vector<char> mpres(n, 0);
        for (GrB_Index i = 0; i < n; i++) {
          // complemented: nearly every position present; plain: a few (false values: structural)
          const bool present = mcase == 2 ? true : (mcase == 0 ? rng() % 40 != 0 : rng() % 40 == 0);
          if (!present) continue;
          mpres[i] = 1;
          OK(GrB_Vector_setElement_BOOL(m, (i % 3) != 0, i));
          OK(GrB_Vector_setElement_BOOL(ms, (i % 3) != 0, i));
        }
        OK(GxB_Vector_Option_set(m, GxB_SPARSITY_CONTROL, mcase == 2 ? GxB_FULL : GxB_BITMAP));
        OK(GxB_Vector_Option_set(ms, GxB_SPARSITY_CONTROL, GxB_SPARSE));
        OK(GrB_Vector_wait(m, GrB_MATERIALIZE));
        OK(GrB_Vector_wait(ms, GrB_MATERIALIZE));
        int32_t status = 0;
        OK(GxB_Vector_Option_get_INT32(m, GxB_SPARSITY_STATUS, &status));
        ASSERT_EQ(status, mcase == 2 ? GxB_FULL : GxB_BITMAP);
        OK(GxB_Vector_Option_get_INT32(ms, GxB_SPARSITY_STATUS, &status));
        ASSERT_EQ(status, GxB_SPARSE);
        const bool comp = mcase != 1;
        std::map<Key, std::set<double>> choices;
        const Entries all = ref_mxm(a, vector_entries(u), n, n, 1, s.ref, &choices);
        Entries want;
        for (auto& [ij, x] : all)
          if (bool(mpres[ij.first]) != comp) want[ij] = x;
        GrB_Descriptor d;
        OK(GrB_Descriptor_new(&d));
        OK(GrB_Descriptor_set(d, GrB_MASK, comp ? GrB_COMP_STRUCTURE : GrB_STRUCTURE));
        OK(GrB_Descriptor_set(d, GrB_OUTP, GrB_REPLACE));
        const std::string what = "u " + std::to_string(ucase) + " mask " + std::to_string(mcase);
        for (int k = 0; k < 2; k++) {
          GrB_Vector w;
          OK(GrB_Vector_new(&w, s.type, n));
          OK(GrB_Vector_setElement_INT64(w, 1, 0));  // an old entry: replace drops it
          OK(GrB_mxv(w, k == 0 ? m : ms, nullptr, s.s, A, u, d));
          expect_same(vector_entries(w), want, &choices, what + (k == 0 ? " dense mask" : " sparse mask"));
          GrB_Vector_free(&w);
        }
        if (mcase != 2) listed_cases++;
        GrB_Descriptor_free(&d);
        GrB_Vector_free(&u);
        GrB_Vector_free(&m);
        GrB_Vector_free(&ms);
      }
    }
    GrB_Matrix_free(&A);
  }
  EXPECT_EQ(listed_cases, 28);
}
