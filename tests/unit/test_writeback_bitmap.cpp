// The writeback into a bitmap (or full, or dense-enough sparse) C, and element-wise operations with
// a bitmap operand, against the spec's reference (test_util.hpp: writeback), over every mask mode
// (none, sparse / bitmap / full, valued / structural, complemented), accumulator and GrB_REPLACE.
#include <cmath>
#include <cstring>

#include "test_util.hpp"

namespace {

enum class Fmt { Auto, Sparse, Bitmap, Full };

// Store a vector or matrix in the requested format (Auto: the library's choice) and materialize it.
void set_format_v(GrB_Vector v, Fmt f) {
  if (f == Fmt::Auto) return;
  const int ctl = f == Fmt::Sparse ? GxB_SPARSE : f == Fmt::Bitmap ? GxB_BITMAP : GxB_FULL;
  ASSERT_EQ(GxB_Vector_Option_set(v, GxB_SPARSITY_CONTROL, ctl), GrB_SUCCESS);
  ASSERT_EQ(GrB_Vector_wait(v, GrB_MATERIALIZE), GrB_SUCCESS);
}

void set_format_m(GrB_Matrix A, Fmt f) {
  if (f == Fmt::Auto) return;
  const int ctl = f == Fmt::Sparse ? GxB_SPARSE : f == Fmt::Bitmap ? GxB_BITMAP : GxB_FULL;
  ASSERT_EQ(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, ctl), GrB_SUCCESS);
  ASSERT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
}

GrB_Vector full_vector(GrB_Index n, std::mt19937_64& rng) {
  GrB_Vector v = nullptr;
  EXPECT_EQ(GrB_Vector_new(&v, GrB_FP64, n), GrB_SUCCESS);
  for (GrB_Index i = 0; i < n; i++) GrB_Vector_setElement_FP64(v, double(int64_t(rng() % 9) - 4), i);
  return v;
}

// Which mask a case uses.
// (the BOOL bitmap / full masks are read by the writeback's one-pass form for a dense T)
enum class MaskKind { None, SparseValued, SparseStruct, BitmapValued, BitmapStruct, FullValued, BitmapBool, FullBool };
const MaskKind kMasks[] = {MaskKind::None,         MaskKind::SparseValued, MaskKind::SparseStruct,
                           MaskKind::BitmapValued, MaskKind::BitmapStruct, MaskKind::FullValued,
                           MaskKind::BitmapBool,   MaskKind::FullBool};

// How C starts out.
enum class CKind { DenseEnoughSparse, Bitmap, AllPresent, Empty, BitmapAllPresent };
const CKind kCs[] = {CKind::DenseEnoughSparse, CKind::Bitmap, CKind::AllPresent, CKind::Empty,
                     CKind::BitmapAllPresent};

struct Accum {
  GrB_BinaryOp op;
  std::function<double(double, double)> f;
};

// C<M, comp, struct, replace> = accum(C, T) through GrB_Vector_apply (identity), for every
// combination; the result must equal the reference whatever format C takes.
TEST(WritebackBitmap, VectorEveryMaskModeAccumReplace) {
  const GrB_Index n = 300;
  std::mt19937_64 rng(4401);
  const Accum accums[] = {{nullptr, nullptr},
                          {GrB_PLUS_FP64, [](double a, double b) { return a + b; }},
                          {GrB_MIN_FP64, [](double a, double b) { return std::min(a, b); }},
                          {GrB_SECOND_FP64, [](double, double b) { return b; }}};
  int cases = 0;
  for (CKind ck : kCs)
    for (Fmt tf : {Fmt::Sparse, Fmt::Bitmap, Fmt::Full})
      for (MaskKind mk : kMasks)
        for (int comp = 0; comp < 2; comp++)
          for (int replace = 0; replace < 2; replace++)
            for (const Accum& acc : accums) {
              SCOPED_TRACE(::testing::Message() << "C " << int(ck) << " T " << int(tf) << " mask " << int(mk)
                                                << " comp " << comp << " replace " << replace << " accum "
                                                << (acc.op ? "yes" : "no"));
              GrB_Vector C = nullptr, T = nullptr, M = nullptr, Cdup = nullptr;
              switch (ck) {
                case CKind::DenseEnoughSparse: C = random_vector(GrB_FP64, n, 0.3, rng); break;
                case CKind::Bitmap:
                  C = random_vector(GrB_FP64, n, 0.3, rng);
                  set_format_v(C, Fmt::Bitmap);
                  break;
                case CKind::AllPresent: C = full_vector(n, rng); break;
                case CKind::Empty: OK(GrB_Vector_new(&C, GrB_FP64, n)); break;
                case CKind::BitmapAllPresent:
                  C = full_vector(n, rng);
                  set_format_v(C, Fmt::Bitmap);
                  break;
              }
              if (tf == Fmt::Full) T = full_vector(n, rng);
              else T = random_vector(GrB_FP64, n, 0.2, rng);
              set_format_v(T, tf);
              const bool structural = mk == MaskKind::SparseStruct || mk == MaskKind::BitmapStruct;
              if (mk != MaskKind::None) {
                // values 0..2: a valued mask has false entries
                M = mk == MaskKind::FullValued ? full_vector(n, rng)
                    : mk == MaskKind::FullBool     ? random_vector(GrB_BOOL, n, 1.0, rng, 0, 2)
                    : mk == MaskKind::BitmapBool   ? random_vector(GrB_BOOL, n, 0.6, rng, 0, 2)
                                                   : random_vector(GrB_INT32, n, 0.4, rng, 0, 2);
                if (mk == MaskKind::FullBool || mk == MaskKind::BitmapBool) {
                  set_format_v(M, mk == MaskKind::FullBool ? Fmt::Full : Fmt::Bitmap);
                } else if (mk == MaskKind::FullValued) {
                  OK(GrB_Vector_apply_BinaryOp2nd_FP64(M, nullptr, nullptr, GrB_GT_FP64, M, 0.0, nullptr));
                  set_format_v(M, Fmt::Full);
                } else {
                  set_format_v(M, (mk == MaskKind::BitmapValued || mk == MaskKind::BitmapStruct) ? Fmt::Bitmap
                                                                                                   : Fmt::Sparse);
                }
              }
              const Entries c0 = vector_entries(C), t0 = vector_entries(T);
              Entries m0;
              if (M) m0 = vector_entries(M);
              // a second handle on C's old value: an in-place update must not reach it
              OK(GrB_Vector_dup(&Cdup, C));
              GrB_Descriptor d = make_desc(replace, comp, structural, false);
              OK(GrB_Vector_apply(C, M, acc.op, GrB_IDENTITY_FP64, T, d));
              const Entries want = writeback(c0, t0, M ? &m0 : nullptr, structural, comp, replace,
                                             acc.op ? &acc.f : nullptr, n, 1);
              EXPECT_EQ(vector_entries(C), want);
              EXPECT_EQ(vector_entries(Cdup), c0);
              GrB_Descriptor_free(&d);
              GrB_Vector_free(&C);
              GrB_Vector_free(&Cdup);
              GrB_Vector_free(&T);
              GrB_Vector_free(&M);
              cases++;
            }
  EXPECT_EQ(cases, 5 * 3 * 8 * 2 * 2 * 4);
}

// SSSP's pattern, round after round on one handle: c = t < d (missing read as +inf), d<c> = t,
// with d held by nothing else (updated in place once it is a bitmap); checked every round.
TEST(WritebackBitmap, GrowingVectorMaskedUpdates) {
  const GrB_Index n = 500;
  std::mt19937_64 rng(4402);
  GrB_Vector d = nullptr, t = nullptr, c = nullptr;
  OK(GrB_Vector_new(&d, GrB_FP64, n));
  OK(GrB_Vector_new(&c, GrB_BOOL, n));
  OK(GrB_Vector_setElement_FP64(d, 0.0, 0));
  Entries ref = {{{0, 0}, 0.0}};
  GrB_Scalar inf = nullptr;
  OK(GrB_Scalar_new(&inf, GrB_FP64));
  OK(GrB_Scalar_setElement_FP64(inf, INFINITY));
  for (int round = 0; round < 40; round++) {
    SCOPED_TRACE(round);
    t = random_vector(GrB_FP64, n, 0.05, rng, 0, 60);
    const Entries te = vector_entries(t);
    OK(GxB_Vector_eWiseUnion(c, nullptr, nullptr, GrB_LT_FP64, t, inf, d, inf, nullptr));
    OK(GrB_Vector_apply(d, c, nullptr, GrB_IDENTITY_FP64, t, nullptr));
    for (auto& [ij, x] : te) {
      auto it = ref.find(ij);
      if (it == ref.end() || x < it->second) ref[ij] = x;
    }
    ASSERT_EQ(vector_entries(d), ref);
    GrB_Vector_free(&t);
  }
  GrB_Index nv = 0;
  OK(GrB_Vector_nvals(&nv, d));
  EXPECT_GT(nv, n / 4);  // the vector did grow past the bitmap switch
  GrB_Vector_free(&d);
  GrB_Vector_free(&c);
  GrB_Scalar_free(&inf);
}

// C is also the operand, or the mask: C's storage is read by the operation, so it must not be
// overwritten while it is read.
TEST(WritebackBitmap, OutputAliasesOperandOrMask) {
  const GrB_Index n = 200;
  std::mt19937_64 rng(4403);
  for (int alias_mask = 0; alias_mask < 2; alias_mask++) {
    GrB_Vector C = random_vector(GrB_FP64, n, 0.5, rng);
    set_format_v(C, Fmt::Bitmap);
    GrB_Vector T = random_vector(GrB_FP64, n, 0.3, rng);
    const Entries c0 = vector_entries(C), t0 = vector_entries(T);
    const std::function<double(double, double)> plus = [](double a, double b) { return a + b; };
    if (alias_mask) {
      OK(GrB_Vector_apply(C, C, GrB_PLUS_FP64, GrB_IDENTITY_FP64, T, nullptr));
      EXPECT_EQ(vector_entries(C), writeback(c0, t0, &c0, false, false, false, &plus, n, 1));
    } else {
      OK(GrB_Vector_apply(C, T, GrB_PLUS_FP64, GrB_AINV_FP64, C, GrB_DESC_S));
      Entries neg;
      for (auto& [ij, x] : c0) neg[ij] = -x;
      EXPECT_EQ(vector_entries(C), writeback(c0, neg, &t0, true, false, false, &plus, n, 1));
    }
    GrB_Vector_free(&C);
    GrB_Vector_free(&T);
  }
}

// Casts: an INT32 C, FP64 values and a PLUS_FP64 accumulator (C's values read as FP64, the sum
// cast back); a BOOL C written from FP64 values without an accumulator.
TEST(WritebackBitmap, TypecastsIntoBitmap) {
  const GrB_Index n = 256;
  std::mt19937_64 rng(4404);
  const std::function<double(double, double)> plus = [](double a, double b) { return a + b; };
  GrB_Vector C = random_vector(GrB_INT32, n, 0.5, rng);
  set_format_v(C, Fmt::Bitmap);
  GrB_Vector T = random_vector(GrB_FP64, n, 0.3, rng);
  GrB_Vector M = random_vector(GrB_BOOL, n, 0.5, rng, 0, 1);
  const Entries c0 = vector_entries(C), t0 = vector_entries(T), m0 = vector_entries(M);
  OK(GrB_Vector_apply(C, M, GrB_PLUS_FP64, GrB_IDENTITY_FP64, T, nullptr));
  EXPECT_EQ(vector_entries(C), writeback(c0, t0, &m0, false, false, false, &plus, n, 1));
  GrB_Vector B = random_vector(GrB_BOOL, n, 0.5, rng, 0, 1);
  set_format_v(B, Fmt::Bitmap);
  const Entries b0 = vector_entries(B);
  OK(GrB_Vector_apply(B, M, nullptr, GrB_IDENTITY_FP64, T, GrB_DESC_C));
  Entries tb;
  for (auto& [ij, x] : t0) tb[ij] = x != 0 ? 1.0 : 0.0;
  EXPECT_EQ(vector_entries(B), writeback(b0, tb, &m0, false, true, false, nullptr, n, 1));
  GrB_Vector_free(&C);
  GrB_Vector_free(&T);
  GrB_Vector_free(&M);
  GrB_Vector_free(&B);
}

// A bitmap matrix C (by row, the default), a sparse or bitmap mask of either orientation, every
// mask mode and replace, with and without an accumulator.
TEST(WritebackBitmap, MatrixBitmapC) {
  const GrB_Index m = 23, n = 31;
  std::mt19937_64 rng(4405);
  const std::function<double(double, double)> plus = [](double a, double b) { return a + b; };
  for (Fmt mf : {Fmt::Sparse, Fmt::Bitmap})
    for (int mask_by_col = 0; mask_by_col < 2; mask_by_col++)
      for (int comp = 0; comp < 2; comp++)
        for (int replace = 0; replace < 2; replace++)
          for (int structural = 0; structural < 2; structural++)
            for (int use_accum = 0; use_accum < 2; use_accum++) {
              SCOPED_TRACE(::testing::Message() << "mask fmt " << int(mf) << " by col " << mask_by_col << " comp "
                                                << comp << " replace " << replace << " struct " << structural
                                                << " accum " << use_accum);
              GrB_Matrix C = random_matrix(GrB_FP64, m, n, 0.4, rng);
              set_format_m(C, Fmt::Bitmap);
              GrB_Matrix T = random_matrix(GrB_FP64, m, n, 0.3, rng);
              GrB_Matrix M = random_matrix(GrB_INT8, m, n, 0.5, rng, 0, 1);
              if (mask_by_col) OK(GxB_Matrix_Option_set(M, GxB_FORMAT, GxB_BY_COL));
              set_format_m(M, mf);
              const Entries c0 = matrix_entries(C), t0 = matrix_entries(T), m0 = matrix_entries(M);
              GrB_Descriptor d = make_desc(replace, comp, structural, false);
              OK(GrB_Matrix_apply(C, M, use_accum ? GrB_PLUS_FP64 : nullptr, GrB_IDENTITY_FP64, T, d));
              EXPECT_EQ(matrix_entries(C),
                        writeback(c0, t0, &m0, structural, comp, replace, use_accum ? &plus : nullptr, m, n));
              GrB_Descriptor_free(&d);
              GrB_Matrix_free(&C);
              GrB_Matrix_free(&T);
              GrB_Matrix_free(&M);
            }
}

// The null mask complemented: nothing is written (C kept), or with GrB_REPLACE C is cleared.
TEST(WritebackBitmap, ComplementedNullMask) {
  const GrB_Index n = 128;
  std::mt19937_64 rng(4406);
  for (int replace = 0; replace < 2; replace++) {
    GrB_Vector C = random_vector(GrB_FP64, n, 0.6, rng);
    set_format_v(C, Fmt::Bitmap);
    GrB_Vector T = random_vector(GrB_FP64, n, 0.5, rng);
    const Entries c0 = vector_entries(C);
    GrB_Descriptor d = make_desc(replace, true, false, false);
    OK(GrB_Vector_apply(C, nullptr, GrB_PLUS_FP64, GrB_IDENTITY_FP64, T, d));
    EXPECT_EQ(vector_entries(C), replace ? Entries{} : c0);
    GrB_Descriptor_free(&d);
    GrB_Vector_free(&C);
    GrB_Vector_free(&T);
  }
}

// eWiseAdd / eWiseMult / eWiseUnion with a bitmap operand and the other sparse, bitmap or full
// (vectors and matrices), against the element-wise definition.
TEST(EwiseBitmapOperand, AddMultUnion) {
  std::mt19937_64 rng(4407);
  const double alpha = 100, beta = -100;
  for (int matrix = 0; matrix < 2; matrix++)
    for (Fmt af : {Fmt::Bitmap, Fmt::Sparse, Fmt::Full})
      for (Fmt bf : {Fmt::Bitmap, Fmt::Sparse, Fmt::Full}) {
        if (af != Fmt::Bitmap && bf != Fmt::Bitmap) continue;
        SCOPED_TRACE(::testing::Message() << "matrix " << matrix << " A " << int(af) << " B " << int(bf));
        const GrB_Index m = matrix ? 17 : 300, n = matrix ? 19 : 1;
        GrB_Matrix A = af == Fmt::Full ? random_matrix(GrB_FP64, m, n, 1.0, rng) : random_matrix(GrB_FP64, m, n, 0.4, rng);
        GrB_Matrix B = bf == Fmt::Full ? random_matrix(GrB_FP64, m, n, 1.0, rng) : random_matrix(GrB_FP64, m, n, 0.3, rng);
        set_format_m(A, af);
        set_format_m(B, bf);
        const Entries a = matrix_entries(A), b = matrix_entries(B);
        Entries add, mult, uni;
        for (GrB_Index i = 0; i < m; i++)
          for (GrB_Index j = 0; j < n; j++) {
            auto ia = a.find({i, j});
            auto ib = b.find({i, j});
            const bool ha = ia != a.end(), hb = ib != b.end();
            if (ha && hb) {
              add[{i, j}] = ia->second - ib->second;
              mult[{i, j}] = ia->second - ib->second;
              uni[{i, j}] = ia->second - ib->second;
            } else if (ha) {
              add[{i, j}] = ia->second;
              uni[{i, j}] = ia->second - beta;
            } else if (hb) {
              add[{i, j}] = ib->second;
              uni[{i, j}] = alpha - ib->second;
            }
          }
        GrB_Matrix C = nullptr;
        OK(GrB_Matrix_new(&C, GrB_FP64, m, n));
        if (matrix) {
          OK(GrB_Matrix_eWiseAdd_BinaryOp(C, nullptr, nullptr, GrB_MINUS_FP64, A, B, nullptr));
          EXPECT_EQ(matrix_entries(C), add);
          OK(GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GrB_MINUS_FP64, A, B, nullptr));
          EXPECT_EQ(matrix_entries(C), mult);
          GrB_Scalar sa = nullptr, sb = nullptr;
          OK(GrB_Scalar_new(&sa, GrB_FP64));
          OK(GrB_Scalar_new(&sb, GrB_FP64));
          OK(GrB_Scalar_setElement_FP64(sa, alpha));
          OK(GrB_Scalar_setElement_FP64(sb, beta));
          OK(GxB_Matrix_eWiseUnion(C, nullptr, nullptr, GrB_MINUS_FP64, A, sa, B, sb, nullptr));
          EXPECT_EQ(matrix_entries(C), uni);
          GrB_Scalar_free(&sa);
          GrB_Scalar_free(&sb);
        } else {
          // the same data as GrB_Vectors (an m-by-1 matrix's column)
          GrB_Vector u = nullptr, v = nullptr, w = nullptr;
          OK(GrB_Vector_new(&u, GrB_FP64, m));
          OK(GrB_Vector_new(&v, GrB_FP64, m));
          OK(GrB_Vector_new(&w, GrB_FP64, m));
          for (auto& [ij, x] : a) OK(GrB_Vector_setElement_FP64(u, x, ij.first));
          for (auto& [ij, x] : b) OK(GrB_Vector_setElement_FP64(v, x, ij.first));
          set_format_v(u, af);
          set_format_v(v, bf);
          OK(GrB_Vector_eWiseAdd_BinaryOp(w, nullptr, nullptr, GrB_MINUS_FP64, u, v, nullptr));
          EXPECT_EQ(vector_entries(w), add);
          OK(GrB_Vector_eWiseMult_BinaryOp(w, nullptr, nullptr, GrB_MINUS_FP64, u, v, nullptr));
          EXPECT_EQ(vector_entries(w), mult);
          GrB_Scalar sa = nullptr, sb = nullptr;
          OK(GrB_Scalar_new(&sa, GrB_FP64));
          OK(GrB_Scalar_new(&sb, GrB_FP64));
          OK(GrB_Scalar_setElement_FP64(sa, alpha));
          OK(GrB_Scalar_setElement_FP64(sb, beta));
          OK(GxB_Vector_eWiseUnion(w, nullptr, nullptr, GrB_MINUS_FP64, u, sa, v, sb, nullptr));
          EXPECT_EQ(vector_entries(w), uni);
          GrB_Scalar_free(&sa);
          GrB_Scalar_free(&sb);
          GrB_Vector_free(&u);
          GrB_Vector_free(&v);
          GrB_Vector_free(&w);
        }
        GrB_Matrix_free(&A);
        GrB_Matrix_free(&B);
        GrB_Matrix_free(&C);
      }
}

}  // namespace

namespace {

// eWiseMult with one operand transposed (GrB_DESC_T1 / T0), the transposed one much larger than
// the other (its entries are then looked up, not transposed) or of similar size (transposed), by
// row and by column, against C(i,j) = A(i,j) - B(j,i) (or A(j,i) - B(i,j)).
TEST(EwiseMultTransposed, LookupAndTranspose) {
  std::mt19937_64 rng(4408);
  const GrB_Index n = 60;
  for (int by_col = 0; by_col < 2; by_col++)
    for (int tran_first = 0; tran_first < 2; tran_first++)
      for (double small_density : {0.01, 0.3}) {
        SCOPED_TRACE(::testing::Message() << "by col " << by_col << " T0 " << tran_first << " density "
                                          << small_density);
        // the transposed operand is the dense one (0.5): with the small density 0.01 it holds
        // about 50 times as many entries
        GrB_Matrix S = random_matrix(GrB_FP64, n, n, small_density, rng);
        GrB_Matrix L = random_matrix(GrB_FP64, n, n, 0.5, rng);
        if (by_col) {
          OK(GxB_Matrix_Option_set(S, GxB_FORMAT, GxB_BY_COL));
          OK(GxB_Matrix_Option_set(L, GxB_FORMAT, GxB_BY_COL));
        }
        const Entries s = matrix_entries(S), l = matrix_entries(L);
        Entries want;
        for (auto& [ij, x] : s) {
          auto it = l.find({ij.second, ij.first});
          if (it != l.end()) want[ij] = tran_first ? it->second - x : x - it->second;
        }
        GrB_Matrix C = nullptr;
        OK(GrB_Matrix_new(&C, GrB_FP64, n, n));
        if (by_col) OK(GxB_Matrix_Option_set(C, GxB_FORMAT, GxB_BY_COL));
        if (tran_first) OK(GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GrB_MINUS_FP64, L, S, GrB_DESC_T0));
        else OK(GrB_Matrix_eWiseMult_BinaryOp(C, nullptr, nullptr, GrB_MINUS_FP64, S, L, GrB_DESC_T1));
        EXPECT_EQ(matrix_entries(C), want);
        GrB_Matrix_free(&S);
        GrB_Matrix_free(&L);
        GrB_Matrix_free(&C);
      }
}

}  // namespace

// The bitmap/full element-wise pass runs the comparisons and MIN / MAX / PLUS on FP64 and INT64
// as typed loops (the rest through the operator's function pointer). Every mode (add, mult,
// union with alpha / beta), operand formats bitmap with bitmap / full / sparse, and values that
// probe the rules (NaN, signed zeros, infinities; INT64's extremes, where PLUS wraps) against
// the definition, bit for bit; comparisons yield BOOL.
namespace {
struct TypedCase {
  GrB_BinaryOp op;
  bool is_bool;  // result type BOOL (a comparison)
  std::function<double(double, double)> f;
  std::function<int64_t(int64_t, int64_t)> fi;
};
double fmin_ref(double x, double y) { return std::isnan(x) ? y : std::isnan(y) ? x : (x < y ? x : y); }
double fmax_ref(double x, double y) { return std::isnan(x) ? y : std::isnan(y) ? x : (x > y ? x : y); }
int64_t wrap_add(int64_t x, int64_t y) { return int64_t(uint64_t(x) + uint64_t(y)); }
}  // namespace

TEST(EwiseBitmapOperand, TypedOperatorsMatchDefinition) {
  const GrB_Index n = 2000;
  std::mt19937_64 rng(4409);
  const double specials[] = {NAN, -NAN, 0.0, -0.0, INFINITY, -INFINITY, 1.5, -2.25, 3.0, 1e300};
  const int64_t ispecials[] = {INT64_MIN, INT64_MAX, 0, -1, 1, 7, -7, INT64_MAX - 3};
  for (int is_int = 0; is_int < 2; is_int++) {
    const TypedCase cases[] = {
        {is_int ? GrB_LT_INT64 : GrB_LT_FP64, true, [](double x, double y) { return double(x < y); },
         [](int64_t x, int64_t y) { return int64_t(x < y); }},
        {is_int ? GrB_LE_INT64 : GrB_LE_FP64, true, [](double x, double y) { return double(x <= y); },
         [](int64_t x, int64_t y) { return int64_t(x <= y); }},
        {is_int ? GrB_GT_INT64 : GrB_GT_FP64, true, [](double x, double y) { return double(x > y); },
         [](int64_t x, int64_t y) { return int64_t(x > y); }},
        {is_int ? GrB_GE_INT64 : GrB_GE_FP64, true, [](double x, double y) { return double(x >= y); },
         [](int64_t x, int64_t y) { return int64_t(x >= y); }},
        {is_int ? GrB_MIN_INT64 : GrB_MIN_FP64, false, fmin_ref, [](int64_t x, int64_t y) { return x < y ? x : y; }},
        {is_int ? GrB_MAX_INT64 : GrB_MAX_FP64, false, fmax_ref, [](int64_t x, int64_t y) { return x > y ? x : y; }},
        {is_int ? GrB_PLUS_INT64 : GrB_PLUS_FP64, false, [](double x, double y) { return x + y; }, wrap_add},
    };
    const GrB_Type T = is_int ? GrB_INT64 : GrB_FP64;
    for (Fmt bf : {Fmt::Bitmap, Fmt::Full, Fmt::Sparse}) {
      // A bitmap (about 60% present), B in format bf; values drawn from the special lists
      std::vector<char> ha(n), hb(n);
      std::vector<double> xa(n), xb(n);
      std::vector<int64_t> ia(n), ib(n);
      GrB_Vector A, B;
      OK(GrB_Vector_new(&A, T, n));
      OK(GrB_Vector_new(&B, T, n));
      for (GrB_Index k = 0; k < n; k++) {
        ha[k] = rng() % 5 < 3;
        hb[k] = bf == Fmt::Full || rng() % 5 < (bf == Fmt::Sparse ? 1u : 3u);
        xa[k] = specials[rng() % 10], xb[k] = specials[rng() % 10];
        ia[k] = ispecials[rng() % 8], ib[k] = ispecials[rng() % 8];
        if (ha[k]) OK(is_int ? GrB_Vector_setElement_INT64(A, ia[k], k) : GrB_Vector_setElement_FP64(A, xa[k], k));
        if (hb[k]) OK(is_int ? GrB_Vector_setElement_INT64(B, ib[k], k) : GrB_Vector_setElement_FP64(B, xb[k], k));
      }
      set_format_v(A, Fmt::Bitmap);
      set_format_v(B, bf);
      const double alpha = is_int ? 5 : -0.0, beta = is_int ? -5 : NAN;
      const int64_t ialpha = 5, ibeta = -5;
      for (const TypedCase& tc : cases) {
        for (int mode = 0; mode < 3; mode++) {  // add, mult, union
          SCOPED_TRACE(::testing::Message() << (is_int ? "INT64" : "FP64") << " B format " << int(bf) << " mode "
                                            << mode << " op " << (&tc - cases));
          GrB_Vector C;
          OK(GrB_Vector_new(&C, tc.is_bool ? GrB_BOOL : T, n));
          if (mode == 0) OK(GrB_Vector_eWiseAdd_BinaryOp(C, nullptr, nullptr, tc.op, A, B, nullptr));
          if (mode == 1) OK(GrB_Vector_eWiseMult_BinaryOp(C, nullptr, nullptr, tc.op, A, B, nullptr));
          if (mode == 2) {
            GrB_Scalar sa, sb;
            OK(GrB_Scalar_new(&sa, T));
            OK(GrB_Scalar_new(&sb, T));
            OK(is_int ? GrB_Scalar_setElement_INT64(sa, ialpha) : GrB_Scalar_setElement_FP64(sa, alpha));
            OK(is_int ? GrB_Scalar_setElement_INT64(sb, ibeta) : GrB_Scalar_setElement_FP64(sb, beta));
            OK(GxB_Vector_eWiseUnion(C, nullptr, nullptr, tc.op, A, sa, B, sb, nullptr));
            GrB_Scalar_free(&sa);
            GrB_Scalar_free(&sb);
          }
          OK(GrB_Vector_wait(C, GrB_MATERIALIZE));
          size_t wrong = 0, count = 0;
          for (GrB_Index k = 0; k < n; k++) {
            // the definition: both present -> op; one present -> that value (add) or op with
            // alpha / beta (union); mult needs both
            bool present = false;
            double want = 0;
            int64_t iwant = 0;
            auto apply = [&](double x, double y, int64_t p, int64_t q) {
              present = true;
              want = tc.f(x, y);
              iwant = tc.fi(p, q);
            };
            if (ha[k] && hb[k]) apply(xa[k], xb[k], ia[k], ib[k]);
            else if (mode == 2 && ha[k]) apply(xa[k], beta, ia[k], ibeta);
            else if (mode == 2 && hb[k]) apply(alpha, xb[k], ialpha, ib[k]);
            else if (mode == 0 && (ha[k] || hb[k])) {
              // add copies the lone value (cast to BOOL for a comparison)
              present = true;
              want = ha[k] ? xa[k] : xb[k];
              iwant = ha[k] ? ia[k] : ib[k];
              if (tc.is_bool) want = double(is_int ? iwant != 0 : want != 0), iwant = int64_t(want);
            }
            count += present;
            if (tc.is_bool) {
              bool z = false;
              const GrB_Info info = GrB_Vector_extractElement_BOOL(&z, C, k);
              const bool wz = is_int ? iwant != 0 : want != 0;
              if (info != (present ? GrB_SUCCESS : GrB_NO_VALUE) || (present && z != wz)) wrong++;
            } else if (is_int) {
              int64_t z = 0;
              const GrB_Info info = GrB_Vector_extractElement_INT64(&z, C, k);
              if (info != (present ? GrB_SUCCESS : GrB_NO_VALUE) || (present && z != iwant)) wrong++;
            } else {
              double z = 0;
              const GrB_Info info = GrB_Vector_extractElement_FP64(&z, C, k);
              // NaN results compare as NaN (payloads aside); everything else bit for bit
              const bool same = std::isnan(want) ? std::isnan(z) : std::memcmp(&z, &want, 8) == 0;
              if (info != (present ? GrB_SUCCESS : GrB_NO_VALUE) || (present && !same)) wrong++;
            }
          }
          GrB_Index nv = 0;
          OK(GrB_Vector_nvals(&nv, C));
          EXPECT_EQ(nv, count);
          EXPECT_EQ(wrong, size_t(0));
          GrB_Vector_free(&C);
        }
      }
      GrB_Vector_free(&A);
      GrB_Vector_free(&B);
    }
  }
}

// eWiseUnion of a bitmap and an iso full operand (one value for every position), typed: the iso
// side's single value is read for every position, the bitmap side's value or alpha.
TEST(EwiseBitmapOperand, TypedUnionWithIsoFullOperand) {
  const GrB_Index n = 3000;
  std::mt19937_64 rng(4411);
  GrB_Vector A, B, C;
  OK(GrB_Vector_new(&A, GrB_FP64, n));
  OK(GrB_Vector_new(&B, GrB_FP64, n));
  std::vector<double> xa(n, 0);
  std::vector<char> ha(n, 0);
  for (GrB_Index k = 0; k < n; k++)
    if (rng() % 2) {
      ha[k] = 1;
      xa[k] = double(int64_t(rng() % 9) - 4);
      OK(GrB_Vector_setElement_FP64(A, xa[k], k));
    }
  set_format_v(A, Fmt::Bitmap);
  OK(GrB_Vector_assign_FP64(B, nullptr, nullptr, 1.0, GrB_ALL, n, nullptr));  // iso full
  OK(GrB_Vector_wait(B, GrB_MATERIALIZE));
  GrB_Scalar sa, sb;
  OK(GrB_Scalar_new(&sa, GrB_FP64));
  OK(GrB_Scalar_new(&sb, GrB_FP64));
  OK(GrB_Scalar_setElement_FP64(sa, 2.0));
  OK(GrB_Scalar_setElement_FP64(sb, -1.0));
  for (GrB_BinaryOp op : {GrB_LT_FP64, GrB_MIN_FP64, GrB_PLUS_FP64}) {
    OK(GrB_Vector_new(&C, op == GrB_LT_FP64 ? GrB_BOOL : GrB_FP64, n));
    OK(GxB_Vector_eWiseUnion(C, nullptr, nullptr, op, A, sa, B, sb, nullptr));
    GrB_Index nv = 0;
    OK(GrB_Vector_nvals(&nv, C));
    EXPECT_EQ(nv, n);  // B has every position
    size_t wrong = 0;
    for (GrB_Index k = 0; k < n; k++) {
      const double x = ha[k] ? xa[k] : 2.0;  // alpha where A has no entry
      const double want = op == GrB_LT_FP64 ? double(x < 1.0) : op == GrB_MIN_FP64 ? std::min(x, 1.0) : x + 1.0;
      double z = -99;
      OK(GrB_Vector_extractElement_FP64(&z, C, k));
      wrong += z != want;
    }
    EXPECT_EQ(wrong, size_t(0));
    GrB_Vector_free(&C);
  }
  GrB_Scalar_free(&sa);
  GrB_Scalar_free(&sb);
  GrB_Vector_free(&A);
  GrB_Vector_free(&B);
}
