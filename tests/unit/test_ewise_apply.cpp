// Element-wise operations and apply, with masks, accumulators, replace and transposes, against a
// dense evaluation written here from the spec's definitions.
#include <functional>
#include <map>
#include <random>

#include "test_util.hpp"

namespace {

struct Case {
  bool use_mask, structural, comp, replace, accum, tran0, tran1;
};

TEST(Ewise, AddMultUnionAgainstDenseReference) {
  std::mt19937_64 rng(2024);
  const GrB_Index n = 7;
  for (int trial = 0; trial < 200; trial++) {
    Case c{bool(rng() % 2), bool(rng() % 2), bool(rng() % 2), bool(rng() % 2), bool(rng() % 2), bool(rng() % 2),
           bool(rng() % 2)};
    const int kind = int(rng() % 3);  // add, mult, union
    GrB_Matrix A = random_matrix(GrB_INT64, n, n, 0.4, rng);
    GrB_Matrix B = random_matrix(GrB_INT64, n, n, 0.4, rng);
    GrB_Matrix C = random_matrix(GrB_INT64, n, n, 0.3, rng);
    GrB_Matrix M = random_matrix(GrB_INT64, n, n, 0.5, rng);
    Entries a = matrix_entries(A), b = matrix_entries(B), c0 = matrix_entries(C), m = matrix_entries(M);
    if (c.tran0) a = transposed(a);
    if (c.tran1) b = transposed(b);
    GrB_Descriptor d = make_desc(c.replace, c.comp, c.structural, c.tran0, c.tran1);
    std::function<double(double, double)> minus = [](double x, double y) { return x - y; };
    std::function<double(double, double)> plus = [](double x, double y) { return x + y; };
    Entries T;
    const double alpha = 10, beta = 20;
    if (kind == 0) {
      T = a;
      for (auto& [ij, y] : b) T[ij] = a.count(ij) ? a[ij] - y : y;
      OK(GrB_Matrix_eWiseAdd_BinaryOp(C, c.use_mask ? M : nullptr, c.accum ? GrB_PLUS_INT64 : nullptr,
                                      GrB_MINUS_INT64, A, B, d));
    } else if (kind == 1) {
      for (auto& [ij, y] : b)
        if (a.count(ij)) T[ij] = a[ij] * y;
      OK(GrB_Matrix_eWiseMult_BinaryOp(C, c.use_mask ? M : nullptr, c.accum ? GrB_PLUS_INT64 : nullptr,
                                       GrB_TIMES_INT64, A, B, d));
    } else {
      for (auto& [ij, x] : a) T[ij] = b.count(ij) ? x - b[ij] : x - beta;
      for (auto& [ij, y] : b)
        if (!a.count(ij)) T[ij] = alpha - y;
      GrB_Scalar sa, sb;
      GrB_Scalar_new(&sa, GrB_INT64);
      GrB_Scalar_new(&sb, GrB_INT64);
      GrB_Scalar_setElement_FP64(sa, alpha);
      GrB_Scalar_setElement_FP64(sb, beta);
      OK(GxB_Matrix_eWiseUnion(C, c.use_mask ? M : nullptr, c.accum ? GrB_PLUS_INT64 : nullptr, GrB_MINUS_INT64, A,
                               sa, B, sb, d));
      GrB_Scalar_free(&sa);
      GrB_Scalar_free(&sb);
    }
    Entries expect = writeback(c0, T, c.use_mask ? &m : nullptr, c.structural, c.comp, c.replace,
                             c.accum ? &plus : nullptr, n, n);
    (void)minus;
    EXPECT_EQ(matrix_entries(C), expect) << "trial " << trial << " kind " << kind;
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&B);
    GrB_Matrix_free(&C);
    GrB_Matrix_free(&M);
    GrB_Descriptor_free(&d);
  }
}

TEST(Ewise, AliasingAndTypecast) {
  // C = C + C' with C both input and output, INT32 inputs through an FP64 operator into a BOOL mask
  GrB_Matrix C = nullptr;
  OK(GrB_Matrix_new(&C, GrB_INT32, 3, 3));
  OK(GrB_Matrix_setElement_INT32(C, 1, 0, 1));
  OK(GrB_Matrix_setElement_INT32(C, 2, 1, 0));
  OK(GrB_Matrix_setElement_INT32(C, 5, 2, 2));
  OK(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GrB_PLUS_FP64, C, C, GrB_DESC_T1));
  Entries e = matrix_entries(C);
  Entries expect{{{0, 1}, 3}, {{1, 0}, 3}, {{2, 2}, 10}};
  EXPECT_EQ(e, expect);
  GrB_Matrix_free(&C);
}

TEST(Ewise, ErrorsLeaveOutputUntouched) {
  GrB_Matrix A, B, C, M;
  OK(GrB_Matrix_new(&A, GrB_FP64, 3, 4));
  OK(GrB_Matrix_new(&B, GrB_FP64, 4, 3));
  OK(GrB_Matrix_new(&C, GrB_FP64, 3, 4));
  OK(GrB_Matrix_new(&M, GrB_FP64, 3, 3));
  OK(GrB_Matrix_setElement_FP64(C, 1, 0, 0));
  EXPECT_EQ(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GrB_PLUS_FP64, A, B, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Matrix_eWiseAdd_BinaryOp(C, M, nullptr, GrB_PLUS_FP64, A, A, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, nullptr, A, A, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_eWiseAdd_BinaryOp(nullptr, nullptr, nullptr, GrB_PLUS_FP64, A, A, nullptr), GrB_NULL_POINTER);
  GrB_Type udt;
  OK(GrB_Type_new(&udt, 16));
  GrB_Matrix U;
  OK(GrB_Matrix_new(&U, udt, 3, 4));
  EXPECT_EQ(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GrB_PLUS_FP64, U, A, nullptr), GrB_DOMAIN_MISMATCH);
  // a valued mask of a user type
  EXPECT_EQ(GrB_Matrix_eWiseAdd_BinaryOp(C, U, nullptr, GrB_PLUS_FP64, A, A, nullptr), GrB_DOMAIN_MISMATCH);
  Entries e = matrix_entries(C);
  EXPECT_EQ(e.size(), 1u);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&B);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&M);
  GrB_Matrix_free(&U);
  GrB_Type_free(&udt);
}

TEST(Apply, UnaryBoundAndIndexOps) {
  GrB_Matrix A, C;
  OK(GrB_Matrix_new(&A, GrB_FP64, 3, 4));
  OK(GrB_Matrix_setElement_FP64(A, -1.5, 0, 1));
  OK(GrB_Matrix_setElement_FP64(A, 2.5, 2, 3));
  OK(GrB_Matrix_new(&C, GrB_FP64, 3, 4));
  OK(GrB_Matrix_apply(C, nullptr, nullptr, GrB_ABS_FP64, A, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 1}, 1.5}, {{2, 3}, 2.5}}));
  OK(GrB_Matrix_apply_BinaryOp1st_FP64(C, nullptr, nullptr, GrB_MINUS_FP64, 10, A, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 1}, 11.5}, {{2, 3}, 7.5}}));
  OK(GrB_Matrix_apply_BinaryOp2nd_INT32(C, nullptr, GrB_PLUS_FP64, GrB_TIMES_FP64, A, 2, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 1}, 8.5}, {{2, 3}, 12.5}}));
  OK(GrB_Matrix_apply_IndexOp_INT64(C, nullptr, nullptr, GrB_ROWINDEX_INT64, A, 100, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 1}, 100}, {{2, 3}, 102}}));
  OK(GrB_Matrix_apply(C, nullptr, nullptr, GxB_POSITIONJ1_INT64, A, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 1}, 2}, {{2, 3}, 4}}));
  // transposed input into a 4x3 output
  GrB_Matrix D;
  OK(GrB_Matrix_new(&D, GrB_INT32, 4, 3));
  OK(GrB_Matrix_apply(D, nullptr, nullptr, GrB_AINV_FP64, A, GrB_DESC_T0));
  EXPECT_EQ(matrix_entries(D), (Entries{{{1, 0}, 1}, {{3, 2}, -2}}));  // -(-1.5) -> 1, -(2.5) -> -2 by truncation
  GrB_Scalar s;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  EXPECT_EQ(GrB_Matrix_apply_BinaryOp2nd_Scalar(C, nullptr, nullptr, GrB_PLUS_FP64, A, s, nullptr), GrB_EMPTY_OBJECT);
  GrB_Scalar_free(&s);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&D);
}

TEST(Ewise, LargeVectors) {
  const GrB_Index n = 1000000;
  GrB_Vector u, v, w;
  OK(GrB_Vector_new(&u, GrB_FP64, n));
  OK(GrB_Vector_new(&v, GrB_FP64, n));
  OK(GrB_Vector_new(&w, GrB_FP64, n));
  std::vector<GrB_Index> I;
  std::vector<double> X;
  for (GrB_Index i = 0; i < n; i += 2) {
    I.push_back(i);
    X.push_back(double(i));
  }
  OK(GrB_Vector_build_FP64(u, I.data(), X.data(), I.size(), nullptr));
  I.clear();
  X.clear();
  for (GrB_Index i = 0; i < n; i += 3) {
    I.push_back(i);
    X.push_back(1.0);
  }
  OK(GrB_Vector_build_FP64(v, I.data(), X.data(), I.size(), nullptr));
  OK(GrB_Vector_eWiseAdd_BinaryOp(w, nullptr, nullptr, GrB_PLUS_FP64, u, v, nullptr));
  GrB_Index nv;
  OK(GrB_Vector_nvals(&nv, w));
  EXPECT_EQ(nv, n / 2 + (n + 2) / 3 - (n + 5) / 6);
  double x;
  OK(GrB_Vector_extractElement_FP64(&x, w, 6));
  EXPECT_EQ(x, 7.0);
  OK(GrB_Vector_eWiseMult_BinaryOp(w, nullptr, nullptr, GrB_TIMES_FP64, u, v, nullptr));
  OK(GrB_Vector_nvals(&nv, w));
  EXPECT_EQ(nv, (n + 5) / 6);
  GrB_Vector_free(&u);
  GrB_Vector_free(&v);
  GrB_Vector_free(&w);
}

// eWiseMult of matrices with many long vectors (the one-pass intersection: each vector gets the
// shorter input's length of room, and the entries move when some vector has fewer matches):
// one pattern within the other, overlapping ones, rows of very different lengths (the longer
// one searched by bisection), sparse and hypersparse (dimension 2^60), by row and by column,
// FIRST/SECOND (the other side's values unused) and a positional operator.
TEST(Ewise, IntersectionOfLongVectors) {
  std::mt19937_64 rng(77);
  const GrB_Index n = 400;
  for (int shape = 0; shape < 4; shape++) {
    for (bool hyper : {false, true}) {
      const GrB_Index dim = hyper ? (GrB_Index(1) << 60) : n, off = hyper ? (GrB_Index(1) << 59) : 0;
      std::vector<GrB_Index> AI, AJ, BI, BJ;
      std::vector<double> AX, BX;
      for (GrB_Index i = 0; i < n; i++) {
        const GrB_Index row_len = shape == 2 && i % 3 == 0 ? n : 1 + rng() % 60;
        for (GrB_Index j = 0; j < n; j++) {
          const bool in_a = rng() % n < row_len;
          // 0: B within A; 1: A within B; 2: B short rows against long A rows; 3: independent
          const bool in_b = shape == 0 ? in_a && rng() % 2 : shape == 1 ? in_a || rng() % 7 == 0
                            : shape == 2 ? rng() % 97 == 0 : rng() % n < row_len;
          if (in_a) { AI.push_back(off + i); AJ.push_back(off + j); AX.push_back(double(rng() % 9) - 4); }
          if (in_b) { BI.push_back(off + i); BJ.push_back(off + j); BX.push_back(double(rng() % 9) - 4); }
        }
      }
      GrB_Matrix A, B, C;
      OK(GrB_Matrix_new(&A, GrB_FP64, dim, dim));
      OK(GrB_Matrix_new(&B, GrB_FP64, dim, dim));
      OK(GrB_Matrix_build_FP64(A, AI.data(), AJ.data(), AX.data(), AI.size(), nullptr));
      OK(GrB_Matrix_build_FP64(B, BI.data(), BJ.data(), BX.data(), BI.size(), nullptr));
      std::map<std::pair<GrB_Index, GrB_Index>, std::pair<double, double>> both;
      for (size_t k = 0; k < AI.size(); k++) both[{AI[k], AJ[k]}].first = AX[k];
      std::map<std::pair<GrB_Index, GrB_Index>, bool> in_a;
      for (size_t k = 0; k < AI.size(); k++) in_a[{AI[k], AJ[k]}] = true;
      Entries first, second, rowindex;
      for (size_t k = 0; k < BI.size(); k++) {
        if (!in_a.count({BI[k], BJ[k]})) continue;
        first[{BI[k], BJ[k]}] = both[{BI[k], BJ[k]}].first;
        second[{BI[k], BJ[k]}] = BX[k];
        rowindex[{BI[k], BJ[k]}] = double(BI[k]);
      }
      for (int32_t format : {GxB_BY_ROW, GxB_BY_COL}) {
        OK(GxB_Matrix_Option_set(A, GxB_FORMAT, format));
        OK(GxB_Matrix_Option_set(B, GxB_FORMAT, format));
        OK(GrB_Matrix_new(&C, GrB_FP64, dim, dim));
        OK(GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GrB_FIRST_FP64, A, B, nullptr));
        EXPECT_EQ(matrix_entries(C), first) << "FIRST shape " << shape << " hyper " << hyper << " format " << format;
        OK(GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GrB_SECOND_FP64, A, B, nullptr));
        EXPECT_EQ(matrix_entries(C), second) << "SECOND shape " << shape << " hyper " << hyper << " format " << format;
        OK(GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GxB_FIRSTI_INT64, A, B, nullptr));
        EXPECT_EQ(matrix_entries(C), rowindex) << "FIRSTI shape " << shape << " hyper " << hyper << " format " << format;
        GrB_Matrix_free(&C);
      }
      GrB_Matrix_free(&A);
      GrB_Matrix_free(&B);
    }
  }
}

}  // namespace

TEST(Ewise, PositionalOperatorsCopyLoneEntries) {
  // eWiseAdd copies an entry present in one input only (cast to z), whatever the operator; the
  // positional operator is applied only where both inputs have an entry
  GrB_Matrix A, B, C;
  OK(GrB_Matrix_new(&A, GrB_FP64, 2, 2));
  OK(GrB_Matrix_new(&B, GrB_BOOL, 2, 2));
  OK(GrB_Matrix_new(&C, GrB_INT64, 2, 2));
  OK(GrB_Matrix_setElement_FP64(A, 7, 0, 1));
  OK(GrB_Matrix_setElement_FP64(A, 5, 1, 1));
  OK(GrB_Matrix_setElement_BOOL(B, true, 1, 1));
  OK(GrB_Matrix_setElement_BOOL(B, false, 0, 0));
  OK(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GxB_FIRSTJ1_INT64, A, B, nullptr));
  int64_t x = -1;
  OK(GrB_Matrix_extractElement_INT64(&x, C, 0, 0));
  EXPECT_EQ(x, 0);  // B's false
  OK(GrB_Matrix_extractElement_INT64(&x, C, 0, 1));
  EXPECT_EQ(x, 7);  // A's 7
  OK(GrB_Matrix_extractElement_INT64(&x, C, 1, 1));
  EXPECT_EQ(x, 2);  // both: FIRSTJ1 = j + 1
  // a user-defined input cannot be copied into an INT64 result: domain mismatch, C untouched
  GrB_Type pair;
  OK(GrB_Type_new(&pair, 2 * sizeof(double)));
  GrB_Matrix U;
  OK(GrB_Matrix_new(&U, pair, 2, 2));
  EXPECT_EQ(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GxB_SECONDJ1_INT32, U, B, nullptr), GrB_DOMAIN_MISMATCH);
  GrB_Index n = 0;
  OK(GrB_Matrix_nvals(&n, C));
  EXPECT_EQ(n, 3u);
  for (GrB_Matrix* m : {&A, &B, &C, &U}) GrB_Matrix_free(m);
  GrB_Type_free(&pair);
}

// As SuiteSparse: apply gives an iso result when every value is the same, computed once: an
// operator applied to an iso input (a typecast or user operator included), ONE, PAIR, and a
// bound FIRST/SECOND that returns the scalar. Values and pattern match the expanded result.
TEST(Apply, IsoResultsWhereEveryValueIsTheSame) {
  auto iso_of = [](GrB_Matrix M) {
    bool iso = false;
    EXPECT_EQ(GxB_Matrix_iso(&iso, M), GrB_SUCCESS);
    return iso;
  };
  auto all_equal = [](GrB_Matrix M, double v, GrB_Index n) {
    Entries e = matrix_entries(M);
    EXPECT_EQ(e.size(), n);
    for (const auto& [ij, x] : e) EXPECT_EQ(x, v) << ij.first << "," << ij.second;
  };
  const GrB_Index n = 200;
  std::vector<GrB_Index> I, J;
  for (GrB_Index k = 0; k < 3 * n; k++) {
    I.push_back((k * 37) % n);
    J.push_back((k * 11 + k / n) % n);
  }
  // A: iso INT32 (every entry 3), V: valued FP64
  GrB_Matrix A = nullptr, V = nullptr, C = nullptr;
  GrB_Scalar three = nullptr;
  OK(GrB_Scalar_new(&three, GrB_INT32));
  OK(GrB_Scalar_setElement_INT32(three, 3));
  OK(GrB_Matrix_new(&A, GrB_INT32, n, n));
  OK(GxB_Matrix_build_Scalar(A, I.data(), J.data(), three, I.size()));
  GrB_Index nv = 0;
  OK(GrB_Matrix_nvals(&nv, A));
  ASSERT_TRUE(iso_of(A));
  OK(GrB_Matrix_new(&V, GrB_FP64, n, n));
  OK(GrB_Matrix_apply(V, nullptr, nullptr, GrB_IDENTITY_FP64, A, nullptr));
  OK(GrB_Matrix_setElement_FP64(V, 7.5, 0, 0));
  OK(GrB_Matrix_wait(V, GrB_MATERIALIZE));
  ASSERT_FALSE(iso_of(V));
  GrB_Index vn = 0;
  OK(GrB_Matrix_nvals(&vn, V));

  struct Case {
    const char* what;
    std::function<GrB_Info(GrB_Matrix)> run;
    double value;
    bool on_a;  // applied to A (iso), else to V
  };
  const std::vector<Case> cases = {
      {"AINV of iso", [&](GrB_Matrix C) { return GrB_Matrix_apply(C, nullptr, nullptr, GrB_AINV_INT32, A, nullptr); }, -3, true},
      {"typecast of iso", [&](GrB_Matrix C) { return GrB_Matrix_apply(C, nullptr, nullptr, GrB_IDENTITY_FP32, A, GrB_DESC_T0); }, 3, true},
      {"ONE of valued", [&](GrB_Matrix C) { return GrB_Matrix_apply(C, nullptr, nullptr, GxB_ONE_FP64, V, nullptr); }, 1, false},
      {"TIMES bind2nd of iso", [&](GrB_Matrix C) { return GrB_Matrix_apply_BinaryOp2nd_INT32(C, nullptr, nullptr, GrB_TIMES_INT32, A, 5, nullptr); }, 15, true},
      {"PAIR bind1st of valued", [&](GrB_Matrix C) { return GrB_Matrix_apply_BinaryOp1st_FP64(C, nullptr, nullptr, GrB_ONEB_FP64, 9.0, V, nullptr); }, 1, false},
      {"FIRST bind1st of valued", [&](GrB_Matrix C) { return GrB_Matrix_apply_BinaryOp1st_FP64(C, nullptr, nullptr, GrB_FIRST_FP64, 4.0, V, nullptr); }, 4, false},
      {"SECOND bind2nd of valued", [&](GrB_Matrix C) { return GrB_Matrix_apply_BinaryOp2nd_FP64(C, nullptr, nullptr, GrB_SECOND_FP64, V, -2.0, nullptr); }, -2, false},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    OK(GrB_Matrix_new(&C, GrB_FP64, n, n));
    OK(c.run(C));
    OK(GrB_Matrix_wait(C, GrB_MATERIALIZE));
    EXPECT_TRUE(iso_of(C));
    all_equal(C, c.value, c.on_a ? nv : vn);
    GrB_Matrix_free(&C);
  }
  // a valued input through an operator that reads it stays valued
  OK(GrB_Matrix_new(&C, GrB_FP64, n, n));
  OK(GrB_Matrix_apply(C, nullptr, nullptr, GrB_AINV_FP64, V, nullptr));
  EXPECT_FALSE(iso_of(C));
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&V);
  GrB_Scalar_free(&three);
}
