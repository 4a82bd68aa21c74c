// The writeback into a bitmap (or full, or dense-enough sparse) C, and element-wise operations with
// a bitmap operand, against the spec's reference (test_util.hpp: writeback), over every mask mode
// (none, sparse / bitmap / full, valued / structural, complemented), accumulator and GrB_REPLACE.
#include <cmath>

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
enum class MaskKind { None, SparseValued, SparseStruct, BitmapValued, BitmapStruct, FullValued };
const MaskKind kMasks[] = {MaskKind::None,         MaskKind::SparseValued, MaskKind::SparseStruct,
                           MaskKind::BitmapValued, MaskKind::BitmapStruct, MaskKind::FullValued};

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
                M = mk == MaskKind::FullValued ? full_vector(n, rng) : random_vector(GrB_INT32, n, 0.4, rng, 0, 2);
                if (mk == MaskKind::FullValued) {
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
  EXPECT_EQ(cases, 5 * 3 * 6 * 2 * 2 * 4);
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
