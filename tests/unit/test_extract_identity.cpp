// C<M> = A(I, J) where I and J select every row and column in order (GrB_ALL or an explicit list
// 0..n-1): the kernel library shares A's store as the extracted T instead of copying it. Checked
// against a reference built from A's tuples, for every storage format, transposed and by column,
// with masks and typecasts; lists of the same length that are not the identity (a permutation, a
// repeated index) must still be gathered; a later change to A must not reach C.
#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "test_util.hpp"

namespace {

// A dense reference of A (or A') as doubles, -1 meaning "no entry" (values are >= 0).
std::vector<double> dense_of(GrB_Matrix A, GrB_Index nr, GrB_Index nc, bool tran) {
  std::vector<double> d(nr * nc, -1);
  for (const auto& [ij, x] : matrix_entries(A)) {
    const GrB_Index i = tran ? ij.second : ij.first, j = tran ? ij.first : ij.second;
    d[i * nc + j] = x;
  }
  return d;
}

}  // namespace

TEST(ExtractIdentity, WholeMatrixByListsEqualsGatherReference) {
  std::mt19937_64 rng(4242);
  const GrB_Index nr = 37, nc = 53;
  std::vector<GrB_Index> I_id(nr), J_id(nc);
  std::iota(I_id.begin(), I_id.end(), 0);
  std::iota(J_id.begin(), J_id.end(), 0);
  // same length, not the identity: a permutation of the rows, and a list with a repeated index
  std::vector<GrB_Index> I_perm = I_id, I_rep = I_id;
  std::shuffle(I_perm.begin(), I_perm.end(), rng);
  I_rep[5] = 6;
  const int sparsities[] = {GxB_SPARSE, GxB_HYPERSPARSE, GxB_BITMAP, GxB_FULL};
  for (int sp : sparsities) {
    for (int by_col = 0; by_col < 2; by_col++) {
      for (int tran = 0; tran < 2; tran++) {
        const GrB_Index ar = tran ? nc : nr, ac = tran ? nr : nc;  // A's shape
        GrB_Matrix A, M, C;
        ASSERT_EQ(GrB_Matrix_new(&A, GrB_INT32, ar, ac), GrB_SUCCESS);
        if (by_col) ASSERT_EQ(GxB_Matrix_Option_set(A, GxB_FORMAT, GxB_BY_COL), GrB_SUCCESS);
        std::uniform_int_distribution<int> val(0, 99);
        for (GrB_Index i = 0; i < ar; i++)
          for (GrB_Index j = 0; j < ac; j++)
            if (sp == GxB_FULL || val(rng) < 40) ASSERT_EQ(GrB_Matrix_setElement_INT32(A, val(rng), i, j), GrB_SUCCESS);
        ASSERT_EQ(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, sp), GrB_SUCCESS);
        ASSERT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
        // mask: a valued BOOL matrix with true, false and absent entries
        ASSERT_EQ(GrB_Matrix_new(&M, GrB_BOOL, nr, nc), GrB_SUCCESS);
        std::vector<int> mk(nr * nc, 0);  // 0 absent, 1 false, 2 true
        for (GrB_Index i = 0; i < nr; i++)
          for (GrB_Index j = 0; j < nc; j++) {
            const int r = val(rng) % 3;
            mk[i * nc + j] = r;
            if (r) ASSERT_EQ(GrB_Matrix_setElement_BOOL(M, r == 2, i, j), GrB_SUCCESS);
          }
        std::vector<double> a = dense_of(A, nr, nc, tran);
        GrB_Descriptor desc = tran ? GrB_DESC_T0 : nullptr;
        struct Case {
          const std::vector<GrB_Index>* I;
          bool all_rows;
        };
        for (const Case& cs : {Case{&I_id, false}, Case{nullptr, true}, Case{&I_perm, false}, Case{&I_rep, false}}) {
          for (int masked = 0; masked < 2; masked++) {
            ASSERT_EQ(GrB_Matrix_new(&C, GrB_FP64, nr, nc), GrB_SUCCESS);
            const GrB_Index* I = cs.all_rows ? GrB_ALL : cs.I->data();
            // J: GrB_ALL for the list cases, the explicit identity with GrB_ALL rows
            const GrB_Index* J = cs.all_rows ? J_id.data() : GrB_ALL;
            ASSERT_EQ(GrB_Matrix_extract(C, masked ? M : nullptr, nullptr, A, I, nr, J, nc, desc), GrB_SUCCESS);
            Entries expect;
            for (GrB_Index i = 0; i < nr; i++)
              for (GrB_Index j = 0; j < nc; j++) {
                const GrB_Index src_i = cs.all_rows ? i : (*cs.I)[i];
                const double x = a[src_i * nc + j];
                if (x < 0) continue;
                if (masked && mk[i * nc + j] != 2) continue;
                expect[{i, j}] = x;
              }
            ASSERT_EQ(matrix_entries(C), expect) << "sparsity " << sp << " by_col " << by_col << " tran " << tran
                                                 << " case " << (cs.all_rows ? "all" : cs.I == &I_id ? "id" : cs.I == &I_perm ? "perm" : "rep")
                                                 << " masked " << masked;
            if (!masked && !cs.all_rows && cs.I == &I_id) {
              // C holds A's entries; changing A afterwards must leave C as it was
              ASSERT_EQ(GrB_Matrix_setElement_INT32(A, 1000, tran ? 3 : 2, tran ? 2 : 3), GrB_SUCCESS);
              ASSERT_EQ(GrB_Matrix_removeElement(A, tran ? 1 : 0, tran ? 0 : 1), GrB_SUCCESS);
              ASSERT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
              ASSERT_EQ(matrix_entries(C), expect);
              ASSERT_EQ(GrB_Matrix_setElement_INT32(C, 7, 4, 4), GrB_SUCCESS);
              ASSERT_EQ(GrB_Matrix_wait(C, GrB_MATERIALIZE), GrB_SUCCESS);
              const std::vector<double> a2 = dense_of(A, nr, nc, tran);
              ASSERT_EQ(a2[2 * nc + 3], 1000);
              ASSERT_EQ(a2[0 * nc + 1], -1);
              if (a[4 * nc + 4] != 7) ASSERT_NE(a2[4 * nc + 4], 7);  // C's change did not reach A
              a = a2;  // the cases after this one read the changed A
            }
            GrB_Matrix_free(&C);
          }
        }
        GrB_Matrix_free(&A);
        GrB_Matrix_free(&M);
      }
    }
  }
}
