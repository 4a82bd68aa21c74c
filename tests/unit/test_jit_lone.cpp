// A recorded call compiled alone (issue 24): a select whose kept columns are one run per row
// (tril, triu, diag, row and column bounds) over an operand past the kernel library's serial
// cut-off runs as its own kernel when the JIT is on, with a
// result identical to the kernel library's (entries, value bits, iso-ness, storage); the lone
// calls the planner leaves to the kernel library (other selects, apply, a masked mxm) and the
// operands the kernel cannot take are refused with their reason in the plan log.
//
// The plan log and a synchronous compile are chosen from the environment when a process starts,
// so the cases run in a child: this binary again (LoneJitChild.Cases) with GRB_JIT=on,
// GRB_JIT_BACKGROUND=0, a cache in the build tree and GRB_JIT_LOG=<file>. The child compares
// every result JIT off against JIT on (GxB_JIT_C_CONTROL) and writes "case: NAME" into the log
// before each JIT-on run; the parent reads the first plan after each marker.
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "test_util.hpp"

namespace {

constexpr GrB_Field kJitControl = GrB_Field(7029);  // GxB_JIT_C_CONTROL
constexpr int32_t kJitOff = 0, kJitOn = 4;

// The case's inputs and the call under test (C's type, dimensions and the call itself).
struct LoneCase {
  const char* name;
  GrB_Type ctype;
  GrB_Index nrows, ncols;
  std::function<GrB_Info(GrB_Matrix C)> call;
};

// Everything observable about a result: entries with their value bits, iso-ness, storage.
struct Snapshot {
  GrB_Index nvals = 0;
  bool iso = false;
  int32_t sparsity = 0;
  std::vector<GrB_Index> I, J;
  std::vector<uint64_t> bits;  // each value's bytes, widened to 8
};

Snapshot snapshot(GrB_Matrix C, GrB_Type t) {
  Snapshot s;
  EXPECT_EQ(GrB_Matrix_nvals(&s.nvals, C), GrB_SUCCESS);
  EXPECT_EQ(GxB_Matrix_iso(&s.iso, C), GrB_SUCCESS);
  EXPECT_EQ(GxB_Matrix_Option_get_INT32(C, GxB_SPARSITY_STATUS, &s.sparsity), GrB_SUCCESS);
  GrB_Index n = s.nvals;
  s.I.resize(n + 1);
  s.J.resize(n + 1);
  size_t ts = 0;
  EXPECT_EQ(GxB_Type_size(&ts, t), GrB_SUCCESS);
  std::vector<unsigned char> x((n + 1) * ts);
  GrB_Info info = GrB_NO_VALUE;
  if (t == GrB_BOOL) info = GrB_Matrix_extractTuples_BOOL(s.I.data(), s.J.data(), reinterpret_cast<bool*>(x.data()), &n, C);
  else if (t == GrB_INT32) info = GrB_Matrix_extractTuples_INT32(s.I.data(), s.J.data(), reinterpret_cast<int32_t*>(x.data()), &n, C);
  else if (t == GrB_UINT8) info = GrB_Matrix_extractTuples_UINT8(s.I.data(), s.J.data(), x.data(), &n, C);
  else if (t == GrB_FP64) info = GrB_Matrix_extractTuples_FP64(s.I.data(), s.J.data(), reinterpret_cast<double*>(x.data()), &n, C);
  EXPECT_EQ(info, GrB_SUCCESS);
  s.I.resize(n);
  s.J.resize(n);
  for (GrB_Index k = 0; k < n; k++) {
    uint64_t b = 0;
    std::memcpy(&b, x.data() + k * ts, ts);
    s.bits.push_back(b);
  }
  return s;
}

void expect_same(const Snapshot& off, const Snapshot& on, const char* name) {
  EXPECT_EQ(off.nvals, on.nvals) << name;
  EXPECT_EQ(off.iso, on.iso) << name;
  EXPECT_EQ(off.sparsity, on.sparsity) << name;
  EXPECT_EQ(off.I, on.I) << name;
  EXPECT_EQ(off.J, on.J) << name;
  EXPECT_EQ(off.bits, on.bits) << name;
}

// A random n x m pattern (fixed seed), no duplicates: about `per_row` entries in each row, and
// 24 more in every third row (rows of at most 16 entries and longer ones: the range form counts
// the short ones and searches the long ones).
void random_pattern(GrB_Index n, GrB_Index m, int per_row, unsigned seed, std::vector<GrB_Index>* I,
                    std::vector<GrB_Index>* J) {
  std::mt19937_64 rng(seed);
  std::vector<char> seen(m, 0);
  for (GrB_Index i = 0; i < n; i++) {
    std::vector<GrB_Index> row;
    const int tries = per_row + (i % 3 == 0 ? 24 : 0);
    for (int k = 0; k < tries; k++) {
      const GrB_Index j = rng() % m;
      if (seen[j]) continue;
      seen[j] = 1;
      row.push_back(j);
    }
    for (GrB_Index j : row) {
      seen[j] = 0;
      I->push_back(i);
      J->push_back(j);
    }
  }
}

void log_marker(const std::string& path, const char* name) {
  if (FILE* f = std::fopen(path.c_str(), "a")) {
    std::fprintf(f, "case: %s\n", name);
    std::fclose(f);
  }
}

// The first plan line logged after "case: NAME" (empty when none).
std::string plan_after(const std::string& log, const std::string& name) {
  const size_t at = log.find("case: " + name + "\n");
  if (at == std::string::npos) return "";
  std::istringstream in(log.substr(at));
  std::string line;
  while (std::getline(in, line))
    if (line.find("] plan ") != std::string::npos) return line;
  return "";
}

}  // namespace

// The child: every case JIT off, then JIT on; results compared here, plans read by the parent.
TEST(LoneJitChild, Cases) {
  const char* log = std::getenv("GRB_LONE_JIT_CHILD");
  if (!log) GTEST_SKIP() << "run by LoneJit.CompiledAloneOrRefused in a child process";
  // operands past the kernel library's serial cut-off (entries plus rows), below which a call
  // alone stays on the kernel library (the empty and row-less cases)
  const GrB_Index n = 10000, m = 250;
  std::vector<GrB_Index> I, J;
  random_pattern(n, m, 9, 24, &I, &J);
  const GrB_Index nv = I.size();
  ASSERT_GE(nv + n, GrB_Index(131072));
  // iso bool (a graph's pattern), FP64 with signed zeros, NaN, infinities and denormals, INT32, UINT8
  GrB_Matrix G = nullptr, A = nullptr, Ai = nullptr, Au = nullptr, E = nullptr, Z = nullptr, Acol = nullptr,
             H = nullptr, S = nullptr, Es = nullptr, A2 = nullptr, Ar = nullptr, Hr = nullptr;
  GrB_Scalar yes = nullptr;
  OK(GrB_Scalar_new(&yes, GrB_BOOL));
  OK(GrB_Scalar_setElement_BOOL(yes, true));
  OK(GrB_Matrix_new(&G, GrB_BOOL, n, m));
  OK(GxB_Matrix_build_Scalar(G, I.data(), J.data(), yes, nv));
  const double special[] = {-0.0, 0.0, NAN, -INFINITY, INFINITY, 4.9e-324, -1.5, 2.25};
  std::vector<double> X(nv);
  std::vector<int32_t> Xi(nv);
  std::vector<uint8_t> Xu(nv);
  for (GrB_Index k = 0; k < nv; k++) {
    X[k] = special[k % 8] * (k % 3 == 0 ? 1.0 : double(k % 17));
    Xi[k] = int32_t(k % 23) - 11;
    Xu[k] = uint8_t(k * 7);
  }
  std::vector<GrB_Index> SI, SJ;  // a square mask for C<S,struct> = A*A'
  random_pattern(n, n, 12, 25, &SI, &SJ);
  OK(GrB_Matrix_new(&S, GrB_BOOL, n, n));
  OK(GxB_Matrix_build_Scalar(S, SI.data(), SJ.data(), yes, SI.size()));
  OK(GrB_Matrix_new(&A, GrB_FP64, n, m));
  OK(GrB_Matrix_build_FP64(A, I.data(), J.data(), X.data(), nv, GrB_PLUS_FP64));
  OK(GrB_Matrix_new(&Ai, GrB_INT32, n, m));
  OK(GrB_Matrix_build_INT32(Ai, I.data(), J.data(), Xi.data(), nv, GrB_PLUS_INT32));
  // A2: A's pattern built again (equal row pointers and indices in other arrays), other values
  std::vector<double> X2(nv);
  for (GrB_Index k = 0; k < nv; k++) X2[k] = double(k % 29) - 14.5;
  OK(GrB_Matrix_new(&A2, GrB_FP64, n, m));
  OK(GrB_Matrix_build_FP64(A2, I.data(), J.data(), X2.data(), nv, GrB_PLUS_FP64));
  // Ar: another pattern of the same shape
  std::vector<GrB_Index> RI, RJ;
  random_pattern(n, m, 9, 31, &RI, &RJ);
  std::vector<double> RX(RI.size());
  for (size_t k = 0; k < RX.size(); k++) RX[k] = double(k % 5) + 1.0;
  OK(GrB_Matrix_new(&Ar, GrB_FP64, n, m));
  OK(GrB_Matrix_build_FP64(Ar, RI.data(), RJ.data(), RX.data(), RI.size(), GrB_PLUS_FP64));
  // Hr: entries in the first 600 rows only, every column: hypersparse (few rows hold entries)
  // with fewer rows than entries, so handed to a kernel with every row listed
  OK(GrB_Matrix_new(&Hr, GrB_FP64, n, m));
  for (GrB_Index i = 0; i < 600; i++)
    for (GrB_Index j = 0; j < m; j++) OK(GrB_Matrix_setElement_FP64(Hr, double(i) - double(j), i, j));
  OK(GrB_Matrix_new(&Au, GrB_UINT8, n, m));
  OK(GrB_Matrix_build_UINT8(Au, I.data(), J.data(), Xu.data(), nv, GrB_PLUS_UINT8));
  OK(GrB_Matrix_new(&E, GrB_FP64, n, m));  // no entries (hypersparse, as a new matrix is)
  OK(GrB_Matrix_new(&Es, GrB_FP64, n, m));  // no entries, sparse
  OK(GxB_Matrix_Option_set(Es, GxB_SPARSITY_CONTROL, GxB_SPARSE));
  OK(GrB_Matrix_new(&Z, GrB_BOOL, 0, m));  // no rows
  OK(GrB_Matrix_dup(&Acol, A));
  OK(GxB_Matrix_Option_set(Acol, GxB_FORMAT, GxB_BY_COL));
  const GrB_Index huge = GrB_Index(1) << 40;  // hypersparse
  OK(GrB_Matrix_new(&H, GrB_FP64, huge, huge));
  OK(GrB_Matrix_setElement_FP64(H, 1.5, 7, 3));
  OK(GrB_Matrix_setElement_FP64(H, 2.5, huge - 1, 5));
  for (GrB_Matrix M : {G, A, Ai, Au, E, Es, Z, Acol, H, S, A2, Ar, Hr}) OK(GrB_Matrix_wait(M, GrB_MATERIALIZE));
  int hr_sparsity = 0;
  OK(GxB_Matrix_Option_get(Hr, GxB_SPARSITY_STATUS, &hr_sparsity));
  ASSERT_EQ(hr_sparsity, GxB_HYPERSPARSE);
  bool g_iso = false;
  OK(GxB_Matrix_iso(&g_iso, G));
  ASSERT_TRUE(g_iso);

  auto sel = [](GrB_IndexUnaryOp op, GrB_Matrix in, int64_t k) {
    return [=](GrB_Matrix C) { return GrB_Matrix_select_INT64(C, nullptr, nullptr, op, in, k, nullptr); };
  };
  const int64_t big = std::numeric_limits<int64_t>::max(), small = std::numeric_limits<int64_t>::min();
  std::vector<LoneCase> cases = {
      {"tril_iso", GrB_BOOL, n, m, sel(GrB_TRIL, G, -1)},
      {"triu_fp64", GrB_FP64, n, m, sel(GrB_TRIU, A, 2)},
      {"diag_int32", GrB_INT32, n, m, sel(GrB_DIAG, Ai, -3)},
      {"colgt_uint8", GrB_UINT8, n, m, sel(GrB_COLGT, Au, 100)},
      {"rowle_fp64", GrB_FP64, n, m, sel(GrB_ROWLE, A, 40)},
      {"keeps_nothing_iso", GrB_BOOL, n, m, sel(GrB_TRIL, G, -1000)},
      {"keeps_nothing_fp64", GrB_FP64, n, m, sel(GrB_COLGT, A, 1 << 20)},
      {"tril_kmax", GrB_FP64, n, m, sel(GrB_TRIL, A, big)},
      {"triu_kmin", GrB_FP64, n, m, sel(GrB_TRIU, A, small)},
      {"diag_kmin", GrB_FP64, n, m, sel(GrB_DIAG, A, small + 1)},
      {"empty", GrB_FP64, n, m, sel(GrB_TRIU, E, 0)},
      {"empty_sparse", GrB_FP64, n, m, sel(GrB_TRIU, Es, 0)},
      {"no_rows", GrB_BOOL, 0, m, sel(GrB_TRIL, Z, 0)},
      {"by_col", GrB_FP64, n, m, sel(GrB_TRIL, Acol, 0)},
      {"hyper", GrB_FP64, huge, huge, sel(GrB_TRIL, H, 0)},
      {"hyper_few_rows", GrB_FP64, n, m, sel(GrB_TRIU, Hr, 7)},
      {"offdiag", GrB_BOOL, n, m, sel(GrB_OFFDIAG, G, 0)},
      {"valuegt", GrB_FP64, n, m,
       [&](GrB_Matrix C) { return GrB_Matrix_select_FP64(C, nullptr, nullptr, GrB_VALUEGT_FP64, A, 0.5, nullptr); }},
      {"apply_ainv", GrB_FP64, n, m,
       [&](GrB_Matrix C) { return GrB_Matrix_apply(C, nullptr, nullptr, GrB_AINV_FP64, A, nullptr); }},
      {"apply_abs_int32", GrB_INT32, n, m,
       [&](GrB_Matrix C) { return GrB_Matrix_apply(C, nullptr, nullptr, GrB_ABS_INT32, Ai, nullptr); }},
      {"apply_minus_2nd", GrB_FP64, n, m,
       [&](GrB_Matrix C) {
         return GrB_Matrix_apply_BinaryOp2nd_FP64(C, nullptr, nullptr, GrB_MINUS_FP64, A, 0.25, nullptr);
       }},
      {"apply_min_1st_int32", GrB_INT32, n, m,
       [&](GrB_Matrix C) {
         return GrB_Matrix_apply_BinaryOp1st_INT32(C, nullptr, nullptr, GrB_MIN_INT32, -3, Ai, nullptr);
       }},
      {"apply_gt_2nd_bool", GrB_BOOL, n, m,
       [&](GrB_Matrix C) {
         return GrB_Matrix_apply_BinaryOp2nd_FP64(C, nullptr, nullptr, GrB_GT_FP64, A, 0.0, nullptr);
       }},
      {"ne_same_pattern_bool", GrB_BOOL, n, m,
       [&](GrB_Matrix C) { return GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GrB_NE_FP64, A, A2, nullptr); }},
      {"apply_first_1st", GrB_FP64, n, m,
       [&](GrB_Matrix C) {
         return GrB_Matrix_apply_BinaryOp1st_FP64(C, nullptr, nullptr, GrB_FIRST_FP64, 2.5, A, nullptr);
       }},
      {"apply_one", GrB_FP64, n, m,
       [&](GrB_Matrix C) { return GrB_Matrix_apply(C, nullptr, nullptr, GxB_ONE_FP64, A, nullptr); }},
      {"add_same_pattern", GrB_FP64, n, m,
       [&](GrB_Matrix C) { return GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GrB_MINUS_FP64, A, A2, nullptr); }},
      {"mult_same_pattern", GrB_FP64, n, m,
       [&](GrB_Matrix C) { return GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GrB_DIV_FP64, A2, A, nullptr); }},
      {"mult_other_pattern", GrB_FP64, n, m,
       [&](GrB_Matrix C) { return GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GrB_TIMES_FP64, A, Ar, nullptr); }},
      {"mxm_masked", GrB_FP64, n, n,
       [&](GrB_Matrix C) {
         return GrB_mxm(C, S, nullptr, GrB_PLUS_TIMES_SEMIRING_FP64, A, A, GrB_DESC_ST1);
       }},
  };
  for (const LoneCase& c : cases) {
    Snapshot got[2];
    for (int on = 0; on < 2; on++) {
      OK(GrB_Global_set_INT32(GrB_GLOBAL, on ? kJitOn : kJitOff, kJitControl));
      if (on) log_marker(log, c.name);
      GrB_Matrix C = nullptr;
      OK(GrB_Matrix_new(&C, c.ctype, c.nrows, c.ncols));
      OK(c.call(C));
      OK(GrB_Matrix_wait(C, GrB_MATERIALIZE));
      got[on] = snapshot(C, c.ctype);
      GrB_Matrix_free(&C);
    }
    expect_same(got[0], got[1], c.name);
  }
  for (GrB_Matrix* M : {&G, &A, &Ai, &Au, &E, &Es, &Z, &Acol, &H, &S, &A2, &Ar, &Hr}) GrB_Matrix_free(M);
  GrB_Scalar_free(&yes);
}

// The parent: runs the child and checks which cases were compiled alone and why the others were not.
TEST(LoneJit, CompiledAloneOrRefused) {
#ifndef GRB_UNIT_JIT_CACHE
  GTEST_SKIP() << "the compiler is not built";
#else
  if (std::getenv("GRB_LONE_JIT_CHILD")) GTEST_SKIP() << "in the child";
  const std::string cache = GRB_UNIT_JIT_CACHE;
  const std::string log = cache + "-log-" + std::to_string(getpid()) + ".txt";
  std::remove(log.c_str());
  char exe[4096] = {};
  ASSERT_GT(readlink("/proc/self/exe", exe, sizeof exe - 1), 0);
  const std::string cmd = "GRB_LONE_JIT_CHILD='" + log + "' GRB_JIT_LOG='" + log + "' GRB_JIT=on GRB_JIT_BACKGROUND=0 " +
                          "GRB_JIT_CACHE_PATH='" + cache + "' '" + exe + "' --mode=" +
                          (grb_test_mode == GrB_BLOCKING ? "blocking" : "nonblocking") +
                          " --gtest_filter=LoneJitChild.Cases > '" + log + ".out' 2>&1";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << "the child failed; see " << log << ".out";
  std::ifstream in(log);
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  const char* compiled[] = {"tril_iso", "triu_fp64", "diag_int32", "colgt_uint8", "rowle_fp64",
                            "keeps_nothing_iso", "keeps_nothing_fp64", "tril_kmax", "triu_kmin",
                            "diag_kmin", "hyper_few_rows"};
  for (const char* c : compiled) {
    const std::string plan = plan_after(text, c);
    EXPECT_NE(plan.find("[ewise_chain of one, 1 operand(s)]: JIT kernel"), std::string::npos) << c << ": " << plan;
  }
  // values written alone over the operand's pattern, which the result shares
  const std::pair<const char*, const char*> shared[] = {{"apply_ainv", "1 operand(s)"},
                                                        {"apply_abs_int32", "1 operand(s)"},
                                                        {"apply_minus_2nd", "1 operand(s)"},
                                                        {"apply_min_1st_int32", "1 operand(s)"},
                                                        {"apply_gt_2nd_bool", "1 operand(s)"},
                                                        {"ne_same_pattern_bool", "2 operand(s)"},
                                                        {"add_same_pattern", "2 operand(s)"},
                                                        {"mult_same_pattern", "2 operand(s)"}};
  for (const auto& c : shared) {
    const std::string plan = plan_after(text, c.first);
    EXPECT_NE(plan.find(std::string("[ewise_chain of one, ") + c.second + "]: JIT kernel"), std::string::npos)
        << c.first << ": " << plan;
    EXPECT_NE(plan.find("the operand's pattern shared"), std::string::npos) << c.first << ": " << plan;
  }
  const std::pair<const char*, const char*> refused[] = {
      {"by_col", "node by node: an operand is stored by column"},
      {"hyper", "node by node: an operand is hypersparse"},
      {"empty", "node by node: a call alone on 0 entries: below the kernel library's serial cut-off"},
      {"empty_sparse", "node by node: a call alone on 0 entries: below the kernel library's serial cut-off"},
      {"no_rows", "node by node: a call alone on 0 entries: below the kernel library's serial cut-off"},
      {"offdiag", "node by node: select(offdiag) alone"},
      {"valuegt", "node by node: select(valuegt) alone"},
      {"apply_one", "node by node: apply(one) alone: the kernel library's result is iso"},
      {"apply_first_1st", "node by node: apply of an operator that ignores the operand: its result is iso"},
      {"mult_other_pattern", "node by node: an eWiseMult alone of two structures"},
      {"mxm_masked", "node by node: a masked mxm alone"},
  };
  for (const auto& r : refused) {
    const std::string plan = plan_after(text, r.first);
    EXPECT_NE(plan.find(r.second), std::string::npos) << r.first << ": " << plan;
  }
  EXPECT_NE(text.find(" compiled alone)"), std::string::npos) << "no coverage summary";
  std::remove(log.c_str());
  std::remove((log + ".out").c_str());
#endif
}
