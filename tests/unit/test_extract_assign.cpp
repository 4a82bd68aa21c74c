// GrB_extract, GrB_assign and GxB_subassign in all their forms, against a dense evaluation written
// here from the definitions (the classic bug being the different mask and replace scopes of assign
// and subassign), plus cases whose expected results were obtained by running small C programs
// against SuiteSparse:GraphBLAS 7.4 (/usr/lib/x86_64-linux-gnu/libgraphblas.so.7) and are
// hard-coded below (marked "SuiteSparse 7.4").
#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <random>

#include "test_util.hpp"

namespace {

using Rng = std::mt19937_64;

// storage: 0 default, 1 hypersparse, 2 bitmap, 3 bitmap+full, 4 sparse only
void set_storage(GrB_Matrix A, int storage, bool by_col) {
  if (by_col) EXPECT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_FORMAT, GxB_BY_COL), GrB_SUCCESS);
  const int ctl[] = {GxB_AUTO_SPARSITY, GxB_HYPERSPARSE, GxB_BITMAP, GxB_BITMAP + GxB_FULL, GxB_SPARSE};
  EXPECT_EQ(GxB_Matrix_Option_set_INT32(A, GxB_SPARSITY_CONTROL, ctl[storage]), GrB_SUCCESS);
}

GrB_Matrix make_matrix(GrB_Type t, GrB_Index m, GrB_Index n, const Entries& e, int storage = 0, bool by_col = false) {
  GrB_Matrix A = nullptr;
  EXPECT_EQ(GrB_Matrix_new(&A, t, m, n), GrB_SUCCESS);
  set_storage(A, storage, by_col);
  for (auto& [ij, x] : e) EXPECT_EQ(GrB_Matrix_setElement_FP64(A, x, ij.first, ij.second), GrB_SUCCESS);
  EXPECT_EQ(GrB_Matrix_wait(A, GrB_MATERIALIZE), GrB_SUCCESS);
  return A;
}
GrB_Vector make_vector(GrB_Type t, GrB_Index n, const Entries& e, int storage = 0) {
  GrB_Vector v = nullptr;
  EXPECT_EQ(GrB_Vector_new(&v, t, n), GrB_SUCCESS);
  const int ctl[] = {GxB_AUTO_SPARSITY, GxB_HYPERSPARSE, GxB_BITMAP, GxB_BITMAP + GxB_FULL, GxB_SPARSE};
  EXPECT_EQ(GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, ctl[storage]), GrB_SUCCESS);
  for (auto& [ij, x] : e) EXPECT_EQ(GrB_Vector_setElement_FP64(v, x, ij.first), GrB_SUCCESS);
  EXPECT_EQ(GrB_Vector_wait(v, GrB_MATERIALIZE), GrB_SUCCESS);
  return v;
}

Entries random_entries(GrB_Index m, GrB_Index n, double density, Rng& rng, int lo = -4, int hi = 5) {
  std::uniform_real_distribution<double> u(0, 1);
  Entries e;
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++)
      if (u(rng) < density) e[{i, j}] = double(lo + int64_t(rng() % uint64_t(hi - lo)));
  return e;
}

// An (I, ni) argument and the explicit sequence it stands for.
struct Idx {
  bool all = false;
  std::vector<GrB_Index> arr;
  GrB_Index ni = 0;
  std::vector<GrB_Index> seq;
  const GrB_Index* ptr() const { return all ? GrB_ALL : arr.data(); }
};

// kinds: 0 GrB_ALL, 1 sorted unique list, 2 list in any order with duplicates, 3 range, 4 stride,
// 5 backwards, 6 empty list
Idx random_index(GrB_Index dim, Rng& rng, int kind) {
  Idx x;
  auto r = [&](GrB_Index k) { return k == 0 ? 0 : GrB_Index(rng() % k); };
  switch (kind) {
    case 0:
      x.all = true;
      x.ni = dim;
      for (GrB_Index i = 0; i < dim; i++) x.seq.push_back(i);
      break;
    case 1:
      for (GrB_Index i = 0; i < dim; i++)
        if (rng() % 2) x.arr.push_back(i);
      x.ni = x.arr.size();
      x.seq = x.arr;
      break;
    case 2: {
      const GrB_Index len = r(dim + 3);
      for (GrB_Index k = 0; k < len && dim > 0; k++) x.arr.push_back(r(dim));
      x.ni = x.arr.size();
      x.seq = x.arr;
      break;
    }
    case 3: {
      GrB_Index b = r(dim + 1), e = r(dim);
      if (dim == 0) b = 1, e = 0;
      x.arr = {b, e};
      x.ni = GxB_RANGE;
      for (GrB_Index i = b; i <= e && dim > 0; i++) x.seq.push_back(i);
      break;
    }
    case 4: {
      GrB_Index b = r(dim), e = r(dim), inc = 1 + r(3);
      if (dim == 0) b = 1, e = 0;
      x.arr = {b, e, inc};
      x.ni = GxB_STRIDE;
      for (GrB_Index i = b; i <= e && dim > 0; i += inc) x.seq.push_back(i);
      break;
    }
    case 5: {
      GrB_Index b = r(dim), e = r(dim), inc = 1 + r(3);
      if (dim == 0) b = 0, e = 1;
      x.arr = {b, e, inc};
      x.ni = GxB_BACKWARDS;
      for (int64_t i = int64_t(b); i >= int64_t(e) && dim > 0; i -= int64_t(inc)) x.seq.push_back(GrB_Index(i));
      break;
    }
    default:
      x.arr = {0};
      x.ni = 0;
      break;
  }
  if (x.arr.empty()) x.arr.push_back(0);  // a valid pointer even for an empty list
  return x;
}

std::optional<double> at(const Entries& e, GrB_Index i, GrB_Index j) {
  auto it = e.find({i, j});
  if (it == e.end()) return std::nullopt;
  return it->second;
}
//------------------------------------------------------------------------------------------------
// reference semantics
//------------------------------------------------------------------------------------------------
using Accum = std::function<double(double, double)>;
using MaskFn = std::function<bool(GrB_Index i, GrB_Index j, size_t r, size_t c)>;  // raw mask value

// C(I,J) (or C<M>(I,J)) = accum(C(I,J), A): the last occurrence of a duplicate index wins.
// inside_mask(i,j,r,c): mask for a position of C(I,J); outside(i,j): whether GrB_REPLACE may
// delete the entry (i,j) outside C(I,J) (then outside_mask(i,j) decides).
Entries ref_assign(const Entries& C, GrB_Index m, GrB_Index n, const std::vector<GrB_Index>& I,
                 const std::vector<GrB_Index>& J, const std::function<std::optional<double>(size_t, size_t)>& A,
                 const MaskFn& mask, bool comp, bool replace, const Accum* accum,
                 const std::function<bool(GrB_Index, GrB_Index)>& outside_scope) {
  std::map<GrB_Index, size_t> lastR, lastC;
  for (size_t r = 0; r < I.size(); r++) lastR[I[r]] = r;
  for (size_t c = 0; c < J.size(); c++) lastC[J[c]] = c;
  Entries out;
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++) {
      const auto s = at(C, i, j);
      std::optional<double> z = s;
      auto ri = lastR.find(i);
      auto cj = lastC.find(j);
      if (ri != lastR.end() && cj != lastC.end()) {
        const size_t r = ri->second, c = cj->second;
        const bool mv = mask(i, j, r, c) != comp;
        const auto a = A(r, c);
        if (mv) {
          if (a) z = (s && accum) ? (*accum)(*s, *a) : *a;
          else z = accum ? s : std::nullopt;
        } else if (replace) {
          z = std::nullopt;
        }
      } else if (replace && outside_scope(i, j)) {
        if (mask(i, j, size_t(-1), size_t(-1)) == comp) z = std::nullopt;
      }
      if (z) out[{i, j}] = *z;
    }
  return out;
}

// C<M> = accum(C, T) (extract's writeback)
Entries ref_writeback(const Entries& C, const Entries& T, const Entries* M, bool structural, bool comp, bool replace,
                    const Accum* accum, GrB_Index m, GrB_Index n) {
  Entries out;
  for (GrB_Index i = 0; i < m; i++)
    for (GrB_Index j = 0; j < n; j++) {
      bool mv = true;
      if (M) {
        auto mm = at(*M, i, j);
        mv = mm && (structural || *mm != 0);
      }
      if (comp) mv = !mv;
      const auto c = at(C, i, j), t = at(T, i, j);
      std::optional<double> z;
      if (mv) {
        if (accum) z = (c && t) ? std::optional<double>((*accum)(*c, *t)) : (t ? t : c);
        else z = t;
      } else if (!replace) {
        z = c;
      }
      if (z) out[{i, j}] = *z;
    }
  return out;
}

//------------------------------------------------------------------------------------------------
// extract
//------------------------------------------------------------------------------------------------
TEST(Extract, MatrixAgainstDenseReference) {
  Rng rng(11);
  for (int trial = 0; trial < 400; trial++) {
    const GrB_Index am = 1 + rng() % 7, an = 1 + rng() % 7;
    const bool tran = rng() % 2;
    const GrB_Index rows = tran ? an : am, cols = tran ? am : an;
    Idx I = random_index(rows, rng, int(rng() % 7)), J = random_index(cols, rng, int(rng() % 7));
    const GrB_Index ni = I.seq.size(), nj = J.seq.size();
    Entries a = random_entries(am, an, 0.5, rng);
    GrB_Matrix A = make_matrix(GrB_FP64, am, an, a, int(rng() % 5), rng() % 2);
    Entries aop = tran ? transposed(a) : a;
    Entries c0 = random_entries(ni, nj, 0.3, rng);
    GrB_Matrix C = make_matrix(rng() % 2 ? GrB_INT64 : GrB_FP64, ni, nj, c0, int(rng() % 5), rng() % 2);
    const bool use_mask = rng() % 2, structural = rng() % 2, comp = rng() % 2, replace = rng() % 2,
               use_accum = rng() % 2;
    Entries m0 = random_entries(ni, nj, 0.5, rng, 0, 2);
    GrB_Matrix M = make_matrix(GrB_INT32, ni, nj, m0, int(rng() % 5));
    GrB_Descriptor d = make_desc(replace, comp, structural, tran);
    Accum minus = [](double x, double y) { return x - y; };
    OK(GrB_Matrix_extract(C, use_mask ? M : nullptr, use_accum ? GrB_MINUS_FP64 : nullptr, A, I.ptr(), I.ni, J.ptr(),
                          J.ni, d));
    Entries T;
    for (size_t r = 0; r < ni; r++)
      for (size_t c = 0; c < nj; c++)
        if (auto v = at(aop, I.seq[r], J.seq[c])) T[{r, c}] = *v;
    Entries expect = ref_writeback(c0, T, use_mask ? &m0 : nullptr, structural, comp, replace,
                                 use_accum ? &minus : nullptr, ni, nj);
    EXPECT_EQ(matrix_entries(C), expect) << "trial " << trial;
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&C);
    GrB_Matrix_free(&M);
    GrB_Descriptor_free(&d);
  }
}

TEST(Extract, VectorAndColumn) {
  Rng rng(12);
  for (int trial = 0; trial < 300; trial++) {
    const GrB_Index n = 1 + rng() % 9;
    Idx I = random_index(n, rng, int(rng() % 7));
    const GrB_Index ni = I.seq.size();
    Entries u = random_entries(n, 1, 0.6, rng);
    GrB_Vector U = make_vector(GrB_INT32, n, u, int(rng() % 5));
    Entries w0 = random_entries(ni, 1, 0.4, rng);
    GrB_Vector W = make_vector(GrB_FP64, ni, w0, int(rng() % 5));
    const bool use_accum = rng() % 2;
    Accum plus = [](double x, double y) { return x + y; };
    OK(GrB_Vector_extract(W, nullptr, use_accum ? GrB_PLUS_FP64 : nullptr, U, I.ptr(), I.ni, nullptr));
    Entries T;
    for (size_t r = 0; r < ni; r++)
      if (auto v = at(u, I.seq[r], 0)) T[{r, 0}] = *v;
    EXPECT_EQ(vector_entries(W), ref_writeback(w0, T, nullptr, false, false, false, use_accum ? &plus : nullptr, ni, 1))
        << "trial " << trial;
    // a column, or with INP0 transposed a row, of a matrix
    const GrB_Index m = 1 + rng() % 6;
    const bool tran = rng() % 2;
    Entries a = random_entries(tran ? m : n, tran ? n : m, 0.5, rng);
    GrB_Matrix A = make_matrix(GrB_FP64, tran ? m : n, tran ? n : m, a, int(rng() % 5), rng() % 2);
    const GrB_Index j = rng() % m;
    Entries w1 = random_entries(ni, 1, 0.4, rng);
    GrB_Vector W1 = make_vector(GrB_FP64, ni, w1);
    OK(GrB_Col_extract(W1, nullptr, nullptr, A, I.ptr(), I.ni, j, tran ? GrB_DESC_T0 : nullptr));
    Entries T1;
    for (size_t r = 0; r < ni; r++)
      if (auto v = tran ? at(a, j, I.seq[r]) : at(a, I.seq[r], j)) T1[{r, 0}] = *v;
    EXPECT_EQ(vector_entries(W1), T1) << "trial " << trial;
    GrB_Vector_free(&U);
    GrB_Vector_free(&W);
    GrB_Vector_free(&W1);
    GrB_Matrix_free(&A);
  }
}

TEST(Extract, DuplicatesRangesStridesSuiteSparse) {
  // SuiteSparse 7.4: w = [1 2 3 4 _] (n=5)
  GrB_Vector w = make_vector(GrB_FP64, 5, {{{0, 0}, 1}, {{1, 0}, 2}, {{2, 0}, 3}, {{3, 0}, 4}});
  GrB_Vector t3 = make_vector(GrB_FP64, 3, {}), t2 = make_vector(GrB_FP64, 2, {}), t0 = make_vector(GrB_FP64, 0, {});
  GrB_Index dup[] = {1, 1, 3};
  OK(GrB_Vector_extract(t3, nullptr, nullptr, w, dup, 3, nullptr));
  EXPECT_EQ(vector_entries(t3), (Entries{{{0, 0}, 2}, {{1, 0}, 2}, {{2, 0}, 4}}));
  GrB_Index r13[] = {1, 3};
  OK(GrB_Vector_extract(t3, nullptr, nullptr, w, r13, GxB_RANGE, nullptr));
  EXPECT_EQ(vector_entries(t3), (Entries{{{0, 0}, 2}, {{1, 0}, 3}, {{2, 0}, 4}}));
  GrB_Index s024[] = {0, 4, 2};  // 0:2:4 -> {0,2,4}
  OK(GrB_Vector_extract(t3, nullptr, nullptr, w, s024, GxB_STRIDE, nullptr));
  EXPECT_EQ(vector_entries(t3), (Entries{{{0, 0}, 1}, {{1, 0}, 3}}));
  GrB_Index s023[] = {0, 3, 2};  // 0:2:3 -> {0,2}
  OK(GrB_Vector_extract(t2, nullptr, nullptr, w, s023, GxB_STRIDE, nullptr));
  EXPECT_EQ(vector_entries(t2), (Entries{{{0, 0}, 1}, {{1, 0}, 3}}));
  GrB_Index b420[] = {4, 0, 2};  // 4:-2:0 -> {4,2,0}
  OK(GrB_Vector_extract(t3, nullptr, nullptr, w, b420, GxB_BACKWARDS, nullptr));
  EXPECT_EQ(vector_entries(t3), (Entries{{{1, 0}, 3}, {{2, 0}, 1}}));
  GrB_Index b302[] = {3, 0, 2};  // {3,1}
  OK(GrB_Vector_extract(t2, nullptr, nullptr, w, b302, GxB_BACKWARDS, nullptr));
  EXPECT_EQ(vector_entries(t2), (Entries{{{0, 0}, 4}, {{1, 0}, 2}}));
  // empty sequences: begin > end, zero increment, backwards going up; an out-of-range begin of an
  // empty range is not an error
  GrB_Index r31[] = {3, 1}, r71[] = {7, 1}, s030[] = {0, 3, 0}, b032[] = {0, 3, 2};
  OK(GrB_Vector_extract(t0, nullptr, nullptr, w, r31, GxB_RANGE, nullptr));
  OK(GrB_Vector_extract(t0, nullptr, nullptr, w, r71, GxB_RANGE, nullptr));
  OK(GrB_Vector_extract(t0, nullptr, nullptr, w, s030, GxB_STRIDE, nullptr));
  OK(GrB_Vector_extract(t0, nullptr, nullptr, w, b032, GxB_BACKWARDS, nullptr));
  EXPECT_EQ(GrB_Vector_extract(t2, nullptr, nullptr, w, s030, GxB_STRIDE, nullptr), GrB_DIMENSION_MISMATCH);
  // an end of (GrB_Index) -1 is not "empty": the sequence is 2^64 long (as SuiteSparse 7.4 reads it)
  GrB_Index r0m[] = {0, GrB_Index(-1)}, s0m[] = {0, GrB_Index(-1), 1};
  EXPECT_EQ(GrB_Vector_extract(t0, nullptr, nullptr, w, r0m, GxB_RANGE, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Vector_extract(t0, nullptr, nullptr, w, s0m, GxB_STRIDE, nullptr), GrB_DIMENSION_MISMATCH);
  {
    GrB_Vector one = make_vector(GrB_FP64, 1, {{{0, 0}, 7}});
    EXPECT_EQ(GrB_Vector_assign_FP64(one, nullptr, nullptr, 3.0, r0m, GxB_RANGE, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
    EXPECT_EQ(GxB_Vector_subassign_FP64(one, nullptr, nullptr, 3.0, r0m, GxB_RANGE, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
    EXPECT_EQ(vector_entries(one), (Entries{{{0, 0}, 7}}));
    GrB_Vector_free(&one);
  }
  // the last element decides an out-of-range stride, not the end point
  GrB_Index s035[] = {0, 5, 3}, s037[] = {0, 7, 3}, b603[] = {6, 0, 3};
  OK(GrB_Vector_extract(t2, nullptr, nullptr, w, s035, GxB_STRIDE, nullptr));  // {0,3}
  EXPECT_EQ(vector_entries(t2), (Entries{{{0, 0}, 1}, {{1, 0}, 4}}));
  EXPECT_EQ(GrB_Vector_extract(t3, nullptr, nullptr, w, s037, GxB_STRIDE, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GrB_Vector_extract(t3, nullptr, nullptr, w, b603, GxB_BACKWARDS, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  GrB_Vector t5 = make_vector(GrB_FP64, 5, {});
  GrB_Index r15[] = {1, 5};
  EXPECT_EQ(GrB_Vector_extract(t5, nullptr, nullptr, w, r15, GxB_RANGE, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  // GrB_ALL ignores ni
  OK(GrB_Vector_extract(t5, nullptr, nullptr, w, GrB_ALL, 3, nullptr));
  EXPECT_EQ(vector_entries(t5), vector_entries(w));
  EXPECT_EQ(GrB_Vector_extract(t3, nullptr, nullptr, w, GrB_ALL, 3, nullptr), GrB_DIMENSION_MISMATCH);
  GrB_Vector_free(&w);
  GrB_Vector_free(&t0);
  GrB_Vector_free(&t2);
  GrB_Vector_free(&t3);
  GrB_Vector_free(&t5);
}

TEST(Extract, ErrorsLeaveOutputUntouched) {
  GrB_Vector w = make_vector(GrB_FP64, 5, {{{0, 0}, 1}, {{4, 0}, 5}});
  GrB_Vector t = make_vector(GrB_FP64, 3, {{{1, 0}, 7}});
  const Entries t_before = vector_entries(t);
  GrB_Index bad[] = {0, 5, 1}, bad2[] = {0, 5};
  GrB_Type udt;
  OK(GrB_Type_new(&udt, 16));
  GrB_Vector tu = nullptr;
  OK(GrB_Vector_new(&tu, udt, 3));
  // SuiteSparse 7.4 codes
  EXPECT_EQ(GrB_Vector_extract(t, nullptr, nullptr, w, bad, 3, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GrB_Vector_extract(t, nullptr, nullptr, w, nullptr, 3, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Vector_extract(t, nullptr, nullptr, w, nullptr, 0, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Vector_extract(t, nullptr, nullptr, w, bad2, 2, nullptr), GrB_DIMENSION_MISMATCH);  // before OOB
  EXPECT_EQ(GrB_Vector_extract(tu, nullptr, nullptr, w, bad, 3, nullptr), GrB_DOMAIN_MISMATCH);   // before OOB
  EXPECT_EQ(GrB_Vector_extract(nullptr, nullptr, nullptr, w, bad, 3, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Vector_extract(t, nullptr, GxB_FIRSTI_INT64, w, bad, 3, nullptr), GrB_DOMAIN_MISMATCH);
  GrB_Vector m2 = make_vector(GrB_BOOL, 2, {});
  GrB_Index ok3[] = {0, 1, 2};
  EXPECT_EQ(GrB_Vector_extract(t, m2, nullptr, w, ok3, 3, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(vector_entries(t), t_before);
  // Col_extract: j is checked first (GrB_INVALID_INDEX), before domains and dimensions
  GrB_Matrix A = make_matrix(GrB_FP64, 3, 4, {{{0, 0}, 1}});
  GrB_Index i2[] = {0, 1};
  EXPECT_EQ(GrB_Col_extract(tu, nullptr, nullptr, A, i2, 2, 9, nullptr), GrB_INVALID_INDEX);
  EXPECT_EQ(GrB_Col_extract(t, nullptr, nullptr, A, i2, 2, 9, nullptr), GrB_INVALID_INDEX);
  EXPECT_EQ(GrB_Col_extract(t, nullptr, nullptr, A, i2, 2, 3, GrB_DESC_T0), GrB_INVALID_INDEX);
  EXPECT_EQ(GrB_Col_extract(t, nullptr, nullptr, A, i2, 2, 1, nullptr), GrB_DIMENSION_MISMATCH);
  GrB_Vector t2 = make_vector(GrB_FP64, 2, {{{0, 0}, 3}});
  GrB_Index ibad[] = {0, 7};
  EXPECT_EQ(GrB_Col_extract(t2, nullptr, nullptr, A, ibad, 2, 1, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(vector_entries(t2), (Entries{{{0, 0}, 3}}));
  // matrix extract
  GrB_Matrix C = make_matrix(GrB_FP64, 2, 2, {{{1, 1}, 9}});
  EXPECT_EQ(GrB_Matrix_extract(C, nullptr, nullptr, A, i2, 2, nullptr, 2, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_extract(C, nullptr, nullptr, A, i2, 2, ibad, 2, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  GrB_Index i03[] = {0, 3};
  EXPECT_EQ(GrB_Matrix_extract(C, nullptr, nullptr, A, i03, 2, i2, 2, GrB_DESC_T0), GrB_SUCCESS);  // A' is 4x3
  GrB_Index i5[] = {0, 4};
  EXPECT_EQ(GrB_Matrix_extract(C, nullptr, nullptr, A, i5, 2, i2, 2, GrB_DESC_T0), GrB_INDEX_OUT_OF_BOUNDS);
  // a complemented null mask: nothing is done and indices are not checked (SuiteSparse 7.4)
  GrB_Descriptor dc = make_desc(false, true, false, false), dcr = make_desc(true, true, false, false);
  OK(GrB_Matrix_assign_FP64(C, nullptr, nullptr, 5, GrB_ALL, 2, GrB_ALL, 2, nullptr));
  OK(GrB_Matrix_extract(C, nullptr, nullptr, A, ibad, 2, ibad, 2, dc));
  EXPECT_EQ(matrix_entries(C).size(), 4u);
  OK(GrB_Matrix_extract(C, nullptr, nullptr, A, ibad, 2, ibad, 2, dcr));
  EXPECT_EQ(matrix_entries(C).size(), 0u);
  GrB_Descriptor_free(&dc);
  GrB_Descriptor_free(&dcr);
  GrB_Vector_free(&w);
  GrB_Vector_free(&t);
  GrB_Vector_free(&t2);
  GrB_Vector_free(&tu);
  GrB_Vector_free(&m2);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&C);
  GrB_Type_free(&udt);
}

TEST(Extract, LargeAndHypersparse) {
  // a long vector, extracted with an unsorted list holding duplicates, a range and a stride
  const GrB_Index n = 300000;
  GrB_Vector u = nullptr;
  OK(GrB_Vector_new(&u, GrB_INT64, n));
  std::vector<GrB_Index> I;
  std::vector<int64_t> X;
  for (GrB_Index i = 0; i < n; i += 3) {
    I.push_back(i);
    X.push_back(int64_t(i) * 2);
  }
  OK(GrB_Vector_build_INT64(u, I.data(), X.data(), I.size(), nullptr));
  std::vector<GrB_Index> L;
  Rng rng(5);
  for (GrB_Index k = 0; k < 200000; k++) L.push_back(rng() % n);
  GrB_Vector w = nullptr;
  OK(GrB_Vector_new(&w, GrB_INT64, L.size()));
  OK(GrB_Vector_extract(w, nullptr, nullptr, u, L.data(), L.size(), nullptr));
  GrB_Index nv = 0;
  OK(GrB_Vector_nvals(&nv, w));
  GrB_Index expect_nv = 0;
  for (GrB_Index v : L) expect_nv += v % 3 == 0;
  EXPECT_EQ(nv, expect_nv);
  for (GrB_Index k = 0; k < L.size(); k += 997) {
    int64_t x = -1;
    GrB_Info info = GrB_Vector_extractElement_INT64(&x, w, k);
    if (L[k] % 3 == 0) {
      EXPECT_EQ(info, GrB_SUCCESS);
      EXPECT_EQ(x, int64_t(L[k]) * 2);
    } else {
      EXPECT_EQ(info, GrB_NO_VALUE);
    }
  }
  GrB_Vector w2 = nullptr;
  OK(GrB_Vector_new(&w2, GrB_INT64, 100000));
  GrB_Index rg[] = {100, 100099};
  OK(GrB_Vector_extract(w2, nullptr, nullptr, u, rg, GxB_RANGE, nullptr));
  OK(GrB_Vector_nvals(&nv, w2));
  EXPECT_EQ(nv, 33333u);
  int64_t x = 0;
  OK(GrB_Vector_extractElement_INT64(&x, w2, 2));  // u(102)
  EXPECT_EQ(x, 204);
  // hypersparse matrix with huge dimensions
  const GrB_Index big = GrB_INDEX_MAX + 1;
  GrB_Matrix H = nullptr;
  OK(GrB_Matrix_new(&H, GrB_FP64, big, big));
  OK(GrB_Matrix_setElement_FP64(H, 1, 5, 7));
  OK(GrB_Matrix_setElement_FP64(H, 2, big - 1, 7));
  OK(GrB_Matrix_setElement_FP64(H, 3, big / 2, big - 2));
  GrB_Matrix T = nullptr;
  OK(GrB_Matrix_new(&T, GrB_FP64, big, 1));
  GrB_Index j7[] = {7};
  OK(GrB_Matrix_extract(T, nullptr, nullptr, H, GrB_ALL, 0, j7, 1, nullptr));
  EXPECT_EQ(matrix_entries(T), (Entries{{{5, 0}, 1}, {{big - 1, 0}, 2}}));
  GrB_Matrix T2 = nullptr;
  OK(GrB_Matrix_new(&T2, GrB_FP64, 2, big));
  GrB_Index rows[] = {big / 2, 5};
  OK(GrB_Matrix_extract(T2, nullptr, nullptr, H, rows, 2, GrB_ALL, 0, nullptr));
  EXPECT_EQ(matrix_entries(T2), (Entries{{{0, big - 2}, 3}, {{1, 7}, 1}}));
  GrB_Index back[] = {big - 1, 0, big / 2 - 1};  // {big-1, big/2, 1}
  GrB_Matrix T3 = nullptr;
  OK(GrB_Matrix_new(&T3, GrB_FP64, 3, 1));
  OK(GrB_Matrix_extract(T3, nullptr, nullptr, H, back, GxB_BACKWARDS, j7, 1, nullptr));
  EXPECT_EQ(matrix_entries(T3), (Entries{{{0, 0}, 2}}));
  GrB_Vector_free(&u);
  GrB_Vector_free(&w);
  GrB_Vector_free(&w2);
  GrB_Matrix_free(&H);
  GrB_Matrix_free(&T);
  GrB_Matrix_free(&T2);
  GrB_Matrix_free(&T3);
}

//------------------------------------------------------------------------------------------------
// assign and subassign
//------------------------------------------------------------------------------------------------
enum Method {
  kMatAssign, kMatSub, kMatAssignScalar, kMatSubScalar, kRowAssign, kColAssign, kRowSub, kColSub,
  kVecAssign, kVecSub, kVecAssignScalar, kVecSubScalar, kNumMethods
};

TEST(Assign, AllFormsAgainstDenseReference) {
  Rng rng(2024);
  for (int trial = 0; trial < 1500; trial++) {
    const Method method = Method(rng() % kNumMethods);
    const bool vec = method >= kVecAssign;
    const bool sub = method == kMatSub || method == kMatSubScalar || method == kRowSub || method == kColSub ||
                     method == kVecSub || method == kVecSubScalar;
    const bool scalar =
        method == kMatAssignScalar || method == kMatSubScalar || method == kVecAssignScalar || method == kVecSubScalar;
    const bool row = method == kRowAssign || method == kRowSub, col = method == kColAssign || method == kColSub;
    const GrB_Index m = 1 + rng() % 7, n = vec ? 1 : 1 + rng() % 7;
    const GrB_Index line = row ? rng() % m : (col ? rng() % n : 0);
    Idx I, J;
    if (row) I.seq = {line};
    else I = random_index(m, rng, int(rng() % 7));
    if (col || vec) J.seq = {col ? line : 0};
    else J = random_index(n, rng, int(rng() % 7));
    const GrB_Index ni = I.seq.size(), nj = J.seq.size();
    const bool dense_c = rng() % 4 == 0;
    Entries c0 = random_entries(m, n, dense_c ? 1.0 : 0.4, rng);
    const int cstore = int(rng() % 5);
    const bool by_col = rng() % 2;
    const bool use_mask = rng() % 2, structural = rng() % 2, comp = rng() % 4 == 0, replace = rng() % 2,
               use_accum = rng() % 2;
    const bool tran = !vec && !row && !col && !scalar && rng() % 2;
    // the mask: C's size for assign (a row / column vector for Row/Col_assign), C(I,J)'s for subassign
    GrB_Index mr, mc;
    if (sub) {
      mr = row ? nj : ni;
      mc = (row || col || vec) ? 1 : nj;
    } else if (row) {
      mr = n, mc = 1;
    } else if (col) {
      mr = m, mc = 1;
    } else {
      mr = m, mc = n;
    }
    Entries m0 = random_entries(mr, mc, 0.5, rng, 0, 2);
    const int mstore = int(rng() % 5);
    // the operand: |I|-by-|J| (a vector of |J| for Row methods)
    const GrB_Index ar = row ? nj : ni, ac = row ? 1 : nj;
    Entries a0 = random_entries(tran ? ac : ar, tran ? ar : ac, 0.6, rng);
    const double sval = double(int(rng() % 9) - 4);
    const bool empty_scalar = scalar && rng() % 5 == 0;
    const bool scalar_object = scalar && (empty_scalar || rng() % 3 == 0);
    Accum minus = [](double x, double y) { return x - y; };
    GrB_Descriptor d = make_desc(replace, comp, structural, tran);
    GrB_Type ctype = rng() % 2 ? GrB_INT64 : GrB_FP64;

    // expected
    auto A = [&](size_t r, size_t c) -> std::optional<double> {
      if (scalar) return empty_scalar ? std::nullopt : std::optional<double>(sval);
      if (row) return at(a0, c, 0);
      return tran ? at(a0, c, r) : at(a0, r, c);
    };
    MaskFn mask = [&](GrB_Index i, GrB_Index j, size_t r, size_t c) -> bool {
      if (!use_mask) return true;
      std::optional<double> v;
      if (sub) {
        if (r == size_t(-1)) return true;  // never asked outside C(I,J)
        v = row ? at(m0, c, 0) : at(m0, r, (col || vec) ? 0 : c);
      } else if (row) {
        v = at(m0, j, 0);
      } else if (col) {
        v = at(m0, i, 0);
      } else {
        v = at(m0, i, j);
      }
      return v && (structural || *v != 0);
    };
    std::function<bool(GrB_Index, GrB_Index)> scope = [&](GrB_Index i, GrB_Index j) {
      if (sub) return false;
      if (row) return i == line;
      if (col) return j == line;
      return true;
    };
    Entries expect = ref_assign(c0, m, n, I.seq, J.seq, A, mask, comp, replace, use_accum ? &minus : nullptr, scope);

    GrB_BinaryOp accum = use_accum ? GrB_MINUS_FP64 : nullptr;
    GrB_Scalar S = nullptr;
    if (scalar_object) {
      OK(GrB_Scalar_new(&S, GrB_INT32));
      if (!empty_scalar) OK(GrB_Scalar_setElement_FP64(S, sval));
    }
    Entries got;
    if (vec) {
      GrB_Vector w = make_vector(ctype, m, c0, cstore);
      GrB_Vector mv = use_mask ? make_vector(GrB_INT32, mr, m0, mstore) : nullptr;
      GrB_Vector u = make_vector(GrB_INT32, ar, a0, int(rng() % 5));
      switch (method) {
        case kVecAssign: OK(GrB_Vector_assign(w, mv, accum, u, I.ptr(), I.ni, d)); break;
        case kVecSub: OK(GxB_Vector_subassign(w, mv, accum, u, I.ptr(), I.ni, d)); break;
        case kVecAssignScalar:
          if (S) OK(GrB_Vector_assign_Scalar(w, mv, accum, S, I.ptr(), I.ni, d));
          else OK(GrB_Vector_assign_INT32(w, mv, accum, int32_t(sval), I.ptr(), I.ni, d));
          break;
        default:
          if (S) OK(GxB_Vector_subassign_Scalar(w, mv, accum, S, I.ptr(), I.ni, d));
          else OK(GxB_Vector_subassign_FP64(w, mv, accum, sval, I.ptr(), I.ni, d));
          break;
      }
      got = vector_entries(w);
      GrB_Vector_free(&w);
      GrB_Vector_free(&mv);
      GrB_Vector_free(&u);
    } else {
      GrB_Matrix C = make_matrix(ctype, m, n, c0, cstore, by_col);
      GrB_Matrix M = (use_mask && !row && !col) ? make_matrix(GrB_INT32, mr, mc, m0, mstore, rng() % 2) : nullptr;
      GrB_Vector mv = (use_mask && (row || col)) ? make_vector(GrB_INT32, mr, m0, mstore) : nullptr;
      GrB_Matrix Am = nullptr;
      GrB_Vector u = nullptr;
      if (row || col) u = make_vector(GrB_INT32, ar, a0, int(rng() % 5));
      else if (!scalar) Am = make_matrix(GrB_INT32, tran ? ac : ar, tran ? ar : ac, a0, int(rng() % 5), rng() % 2);
      switch (method) {
        case kMatAssign: OK(GrB_Matrix_assign(C, M, accum, Am, I.ptr(), I.ni, J.ptr(), J.ni, d)); break;
        case kMatSub: OK(GxB_Matrix_subassign(C, M, accum, Am, I.ptr(), I.ni, J.ptr(), J.ni, d)); break;
        case kMatAssignScalar:
          if (S) OK(GrB_Matrix_assign_Scalar(C, M, accum, S, I.ptr(), I.ni, J.ptr(), J.ni, d));
          else OK(GrB_Matrix_assign_INT64(C, M, accum, int64_t(sval), I.ptr(), I.ni, J.ptr(), J.ni, d));
          break;
        case kMatSubScalar:
          if (S) OK(GxB_Matrix_subassign_Scalar(C, M, accum, S, I.ptr(), I.ni, J.ptr(), J.ni, d));
          else OK(GxB_Matrix_subassign_FP32(C, M, accum, float(sval), I.ptr(), I.ni, J.ptr(), J.ni, d));
          break;
        case kRowAssign: OK(GrB_Row_assign(C, mv, accum, u, line, J.ptr(), J.ni, d)); break;
        case kColAssign: OK(GrB_Col_assign(C, mv, accum, u, I.ptr(), I.ni, line, d)); break;
        case kRowSub: OK(GxB_Row_subassign(C, mv, accum, u, line, J.ptr(), J.ni, d)); break;
        default: OK(GxB_Col_subassign(C, mv, accum, u, I.ptr(), I.ni, line, d)); break;
      }
      got = matrix_entries(C);
      GrB_Matrix_free(&C);
      GrB_Matrix_free(&M);
      GrB_Vector_free(&mv);
      GrB_Matrix_free(&Am);
      GrB_Vector_free(&u);
    }
    EXPECT_EQ(got, expect) << "trial " << trial << " method " << method << " mask " << use_mask << " struct "
                           << structural << " comp " << comp << " replace " << replace << " accum " << use_accum
                           << " tran " << tran << " cstore " << cstore << " by_col " << by_col;
    GrB_Scalar_free(&S);
    GrB_Descriptor_free(&d);
    if (HasFailure()) break;
  }
}

TEST(Assign, AssignVersusSubassignScope) {
  // C is 4x4 with every entry; C(I,J) with I = {1,2}, J = {1,2}; mask true at one place only
  Entries full;
  for (GrB_Index i = 0; i < 4; i++)
    for (GrB_Index j = 0; j < 4; j++) full[{i, j}] = double(10 * i + j);
  GrB_Index IJ[] = {1, 2};
  // assign: the mask is 4x4, true at (1,1); with replace everything but (1,1) is deleted
  GrB_Matrix C = make_matrix(GrB_FP64, 4, 4, full);
  GrB_Matrix M = make_matrix(GrB_BOOL, 4, 4, {{{1, 1}, 1}});
  OK(GrB_Matrix_assign_FP64(C, M, nullptr, 99, IJ, 2, IJ, 2, GrB_DESC_R));
  EXPECT_EQ(matrix_entries(C), (Entries{{{1, 1}, 99}}));
  GrB_Matrix_free(&C);
  // subassign: the mask is 2x2, true at (0,0) = C(1,1); with replace only C(I,J) is affected
  C = make_matrix(GrB_FP64, 4, 4, full);
  GrB_Matrix M2 = make_matrix(GrB_BOOL, 2, 2, {{{0, 0}, 1}});
  OK(GxB_Matrix_subassign_FP64(C, M2, nullptr, 99, IJ, 2, IJ, 2, GrB_DESC_R));
  Entries expect = full;
  expect.erase({1, 2});
  expect.erase({2, 1});
  expect.erase({2, 2});
  expect[{1, 1}] = 99;
  EXPECT_EQ(matrix_entries(C), expect);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&M);
  GrB_Matrix_free(&M2);
}

TEST(Assign, SuiteSparseCornerCases) {
  // Every expectation here is what SuiteSparse 7.4 returned for the same calls.
  auto w0 = [] { return make_vector(GrB_FP64, 5, {{{0, 0}, 1}, {{1, 0}, 2}, {{2, 0}, 3}, {{3, 0}, 4}}); };
  GrB_Vector u = make_vector(GrB_FP64, 3, {{{0, 0}, 10}, {{1, 0}, 20}, {{2, 0}, 30}});
  GrB_Vector u2 = make_vector(GrB_FP64, 3, {{{0, 0}, 10}, {{2, 0}, 30}});
  GrB_Index I113[] = {1, 1, 3}, I311[] = {3, 1, 1};
  struct Case {
    int kind;  // 0 assign, 1 assign+plus, 2 subassign, 3 subassign+plus
    GrB_Vector u;
    GrB_Index* I;
    Entries expect;
  } cases[] = {
      {0, u, I113, {{{0, 0}, 1}, {{1, 0}, 20}, {{2, 0}, 3}, {{3, 0}, 30}}},
      {1, u, I113, {{{0, 0}, 1}, {{1, 0}, 22}, {{2, 0}, 3}, {{3, 0}, 34}}},
      {2, u, I113, {{{0, 0}, 1}, {{1, 0}, 20}, {{2, 0}, 3}, {{3, 0}, 30}}},
      {3, u, I113, {{{0, 0}, 1}, {{1, 0}, 22}, {{2, 0}, 3}, {{3, 0}, 34}}},
      {0, u2, I113, {{{0, 0}, 1}, {{2, 0}, 3}, {{3, 0}, 30}}},
      {0, u2, I311, {{{0, 0}, 1}, {{1, 0}, 30}, {{2, 0}, 3}, {{3, 0}, 10}}},
      {0, u, I311, {{{0, 0}, 1}, {{1, 0}, 30}, {{2, 0}, 3}, {{3, 0}, 10}}},
  };
  for (auto& c : cases) {
    GrB_Vector w = w0();
    GrB_BinaryOp acc = (c.kind % 2) ? GrB_PLUS_FP64 : nullptr;
    if (c.kind < 2) OK(GrB_Vector_assign(w, nullptr, acc, c.u, c.I, 3, nullptr));
    else OK(GxB_Vector_subassign(w, nullptr, acc, c.u, c.I, 3, nullptr));
    EXPECT_EQ(vector_entries(w), c.expect) << "kind " << c.kind;
    GrB_Vector_free(&w);
  }
  // a scalar with duplicates is accumulated once
  GrB_Vector w = w0();
  OK(GrB_Vector_assign_FP64(w, nullptr, GrB_PLUS_FP64, 100, I113, 3, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{0, 0}, 1}, {{1, 0}, 102}, {{2, 0}, 3}, {{3, 0}, 104}}));
  GrB_Vector_free(&w);
  // duplicates with a subassign mask: the mask entry of the last occurrence decides
  w = make_vector(GrB_FP64, 4, {{{0, 0}, 1}, {{1, 0}, 2}, {{2, 0}, 3}, {{3, 0}, 4}});
  GrB_Vector uu = make_vector(GrB_FP64, 2, {{{0, 0}, 10}, {{1, 0}, 20}});
  GrB_Vector mtf = make_vector(GrB_BOOL, 2, {{{0, 0}, 1}, {{1, 0}, 0}});
  GrB_Vector mft = make_vector(GrB_BOOL, 2, {{{0, 0}, 0}, {{1, 0}, 1}});
  GrB_Index I11[] = {1, 1};
  OK(GxB_Vector_subassign(w, mtf, nullptr, uu, I11, 2, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{0, 0}, 1}, {{1, 0}, 2}, {{2, 0}, 3}, {{3, 0}, 4}}));
  OK(GxB_Vector_subassign(w, mft, nullptr, uu, I11, 2, nullptr));
  EXPECT_EQ(vector_entries(w), (Entries{{{0, 0}, 1}, {{1, 0}, 20}, {{2, 0}, 3}, {{3, 0}, 4}}));
  OK(GxB_Vector_subassign(w, mtf, nullptr, uu, I11, 2, GrB_DESC_R));
  EXPECT_EQ(vector_entries(w), (Entries{{{0, 0}, 1}, {{2, 0}, 3}, {{3, 0}, 4}}));
  GrB_Vector_free(&w);
  // matrix: duplicate columns, last wins, including the subassign mask
  Entries c0;
  for (GrB_Index i = 0; i < 3; i++)
    for (GrB_Index j = 0; j < 4; j++) c0[{i, j}] = double(10 * i + j);
  GrB_Matrix A = make_matrix(GrB_FP64, 2, 3, {{{0, 0}, 100}, {{0, 1}, 101}, {{0, 2}, 102}, {{1, 1}, 111}});
  GrB_Index I20[] = {2, 0}, J313[] = {3, 1, 3};
  GrB_Matrix C = make_matrix(GrB_FP64, 3, 4, c0);
  OK(GrB_Matrix_assign(C, nullptr, nullptr, A, I20, 2, J313, 3, nullptr));
  Entries e = c0;
  e[{0, 1}] = 111;
  e.erase({0, 3});
  e[{2, 1}] = 101;
  e[{2, 3}] = 102;
  EXPECT_EQ(matrix_entries(C), e);
  GrB_Matrix_free(&C);
  C = make_matrix(GrB_FP64, 3, 4, c0);
  OK(GxB_Matrix_subassign(C, nullptr, GrB_PLUS_FP64, A, I20, 2, J313, 3, nullptr));
  e = c0;
  e[{0, 1}] = 112;
  e[{2, 1}] = 122;
  e[{2, 3}] = 125;
  EXPECT_EQ(matrix_entries(C), e);
  GrB_Matrix_free(&C);
  GrB_Matrix Mb = make_matrix(GrB_BOOL, 2, 3, {{{0, 1}, 1}, {{1, 0}, 1}, {{1, 2}, 0}, {{0, 2}, 1}});
  C = make_matrix(GrB_FP64, 3, 4, c0);
  OK(GxB_Matrix_subassign(C, Mb, nullptr, A, I20, 2, J313, 3, GrB_DESC_R));
  e = c0;
  e.erase({0, 1});
  e.erase({0, 3});
  e[{2, 1}] = 101;
  e[{2, 3}] = 102;
  EXPECT_EQ(matrix_entries(C), e);
  GrB_Matrix_free(&C);

  // an empty GrB_Scalar deletes C(I,J) without accum and changes nothing with one
  GrB_Scalar s = nullptr;
  OK(GrB_Scalar_new(&s, GrB_FP64));
  GrB_Index I14[] = {1, 4};
  for (int k = 0; k < 4; k++) {
    w = w0();
    GrB_BinaryOp acc = (k % 2) ? GrB_PLUS_FP64 : nullptr;
    if (k < 2) OK(GrB_Vector_assign_Scalar(w, nullptr, acc, s, I14, 2, nullptr));
    else OK(GxB_Vector_subassign_Scalar(w, nullptr, acc, s, I14, 2, nullptr));
    if (acc) EXPECT_EQ(vector_entries(w).size(), 4u);
    else EXPECT_EQ(vector_entries(w), (Entries{{{0, 0}, 1}, {{2, 0}, 3}, {{3, 0}, 4}}));
    GrB_Vector_free(&w);
  }
  w = w0();
  GrB_Vector m5 = make_vector(GrB_FP64, 5, {{{1, 0}, 1}, {{2, 0}, 1}});
  OK(GrB_Vector_assign_Scalar(w, m5, nullptr, s, GrB_ALL, 5, GrB_DESC_R));
  EXPECT_EQ(vector_entries(w).size(), 0u);
  GrB_Vector_free(&w);

  // complemented null mask: no-op, or with replace the scope is cleared
  Entries c3{{{1, 0}, 10}, {{1, 2}, 12}, {{2, 2}, 22}};
  GrB_Index Ii[] = {0, 2}, Jj[] = {1, 2};
  GrB_Descriptor dc = make_desc(false, true, false, false), dcr = make_desc(true, true, false, false);
  C = make_matrix(GrB_FP64, 3, 3, c3);
  OK(GrB_Matrix_assign_FP64(C, nullptr, nullptr, 99, Ii, 2, Jj, 2, dc));
  EXPECT_EQ(matrix_entries(C), c3);
  OK(GxB_Matrix_subassign_FP64(C, nullptr, nullptr, 99, Ii, 2, Jj, 2, dcr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{1, 0}, 10}, {{1, 2}, 12}}));
  OK(GrB_Matrix_assign_FP64(C, nullptr, nullptr, 99, Ii, 2, Jj, 2, dcr));
  EXPECT_EQ(matrix_entries(C).size(), 0u);
  GrB_Matrix_free(&C);
  // ... without checking the indices
  C = make_matrix(GrB_FP64, 3, 4, {{{0, 0}, 5}});
  GrB_Matrix A2 = make_matrix(GrB_FP64, 2, 2, {});
  GrB_Index bad[] = {3, 0}, ok12[] = {1, 2};
  OK(GrB_Matrix_assign(C, nullptr, nullptr, A2, bad, 2, ok12, 2, dc));
  OK(GxB_Matrix_subassign(C, nullptr, nullptr, A2, bad, 2, ok12, 2, dcr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 0}, 5}}));
  EXPECT_EQ(GrB_Matrix_assign(C, nullptr, nullptr, A2, bad, 2, ok12, 3, dc), GrB_DIMENSION_MISMATCH);
  OK(GrB_Matrix_assign(C, nullptr, nullptr, A2, bad, 2, ok12, 2, dcr));
  EXPECT_EQ(matrix_entries(C).size(), 0u);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&A2);

  // Row/Col assign: replace reaches the row / column only
  C = make_matrix(GrB_FP64, 3, 3, c3);
  GrB_Vector mc = make_vector(GrB_FP64, 3, {{{0, 0}, 1}});
  GrB_Vector uv = make_vector(GrB_FP64, 2, {{{0, 0}, 100}, {{1, 0}, 200}});
  OK(GrB_Col_assign(C, mc, nullptr, uv, Ii, 2, 1, GrB_DESC_R));
  EXPECT_EQ(matrix_entries(C), (Entries{{{0, 1}, 100}, {{1, 0}, 10}, {{1, 2}, 12}, {{2, 2}, 22}}));
  GrB_Matrix_free(&C);
  C = make_matrix(GrB_FP64, 3, 3, c3);
  OK(GrB_Row_assign(C, mc, nullptr, uv, 1, Jj, 2, GrB_DESC_R));
  EXPECT_EQ(matrix_entries(C), (Entries{{{1, 0}, 10}, {{2, 2}, 22}}));
  GrB_Matrix_free(&C);
  GrB_Vector mc2 = make_vector(GrB_BOOL, 2, {{{1, 0}, 1}});
  C = make_matrix(GrB_FP64, 3, 3, c3);
  OK(GxB_Col_subassign(C, mc2, nullptr, uv, Ii, 2, 1, GrB_DESC_R));
  EXPECT_EQ(matrix_entries(C), (Entries{{{1, 0}, 10}, {{1, 2}, 12}, {{2, 1}, 200}, {{2, 2}, 22}}));
  GrB_Matrix_free(&C);
  C = make_matrix(GrB_FP64, 3, 3, c3);
  OK(GxB_Row_subassign(C, mc2, nullptr, uv, 1, Jj, 2, GrB_DESC_R));
  EXPECT_EQ(matrix_entries(C), (Entries{{{1, 0}, 10}, {{1, 2}, 200}, {{2, 2}, 22}}));
  GrB_Matrix_free(&C);
  // a valued mask whose entries are all false (iso false) is a complemented null mask for
  // SuiteSparse: the call is a no-op that does not check the indices, or with the complement there
  // is no mask at all
  {
    GrB_Vector w1 = make_vector(GrB_UINT32, 1, {}), w5 = make_vector(GrB_UINT32, 5, {});
    GrB_Vector mF = make_vector(GrB_BOOL, 1, {{{0, 0}, 0}}), mT = make_vector(GrB_BOOL, 1, {{{0, 0}, 1}});
    GrB_Vector mE = make_vector(GrB_BOOL, 1, {});
    GrB_Index I3[] = {3}, I37[] = {3, 7};
    EXPECT_EQ(GxB_Vector_subassign_FP32(w1, mF, nullptr, 8.25, I3, 1, nullptr), GrB_SUCCESS);
    EXPECT_EQ(GxB_Vector_subassign_FP32(w1, mT, nullptr, 8.25, I3, 1, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
    EXPECT_EQ(GxB_Vector_subassign_FP32(w1, mE, nullptr, 8.25, I3, 1, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
    EXPECT_EQ(GxB_Vector_subassign_FP32(w1, mF, nullptr, 8.25, I3, 1, GrB_DESC_S), GrB_INDEX_OUT_OF_BOUNDS);
    EXPECT_EQ(GxB_Vector_subassign_FP32(w1, mF, nullptr, 8.25, I3, 1, GrB_DESC_R), GrB_INDEX_OUT_OF_BOUNDS);
    EXPECT_EQ(GxB_Vector_subassign_FP32(w1, mF, nullptr, 8.25, I3, 1, GrB_DESC_C), GrB_INVALID_INDEX);
    EXPECT_EQ(vector_entries(w1).size(), 0u);
    GrB_Vector t2 = make_vector(GrB_UINT32, 2, {{{0, 0}, 7}});
    GrB_Vector mF2 = make_vector(GrB_BOOL, 2, {{{0, 0}, 0}});
    EXPECT_EQ(GrB_Vector_extract(t2, mF2, nullptr, w5, I37, 2, nullptr), GrB_SUCCESS);
    EXPECT_EQ(vector_entries(t2), (Entries{{{0, 0}, 7}}));
    EXPECT_EQ(GrB_Vector_extract(t2, mF2, nullptr, w5, I37, 2, GrB_DESC_C), GrB_INDEX_OUT_OF_BOUNDS);
    EXPECT_EQ(GrB_Vector_extract(t2, mF2, nullptr, w5, I37, 2, GrB_DESC_R), GrB_SUCCESS);
    EXPECT_EQ(vector_entries(t2).size(), 0u);
    for (GrB_Vector* v : {&w1, &w5, &mF, &mT, &mE, &t2, &mF2}) GrB_Vector_free(v);
    // ... including its dimensions (for assign and subassign, not for extract)
    GrB_Matrix C14 = make_matrix(GrB_INT32, 1, 4, {});
    GrB_Matrix MF12 = make_matrix(GrB_BOOL, 1, 2, {{{0, 0}, 0}, {{0, 1}, 0}});
    GrB_Index i0[] = {0}, i3[] = {3}, j2[] = {2};
    EXPECT_EQ(GxB_Matrix_subassign_INT32(C14, MF12, nullptr, 9, i0, 1, j2, 1, nullptr), GrB_SUCCESS);
    EXPECT_EQ(GrB_Matrix_assign_INT32(C14, MF12, nullptr, 9, i0, 1, j2, 1, nullptr), GrB_SUCCESS);
    EXPECT_EQ(GrB_Matrix_extract(C14, MF12, nullptr, C14, i0, 1, j2, 1, nullptr), GrB_DIMENSION_MISMATCH);
    EXPECT_EQ(GxB_Matrix_subassign_INT32(C14, MF12, nullptr, 9, i3, 1, j2, 1, nullptr), GrB_SUCCESS);
    EXPECT_EQ(GxB_Matrix_subassign_INT32(C14, MF12, nullptr, 9, i3, 1, j2, 1, GrB_DESC_C), GrB_INVALID_INDEX);
    EXPECT_EQ(GxB_Matrix_subassign_INT32(C14, MF12, nullptr, 9, i3, 1, j2, 1, GrB_DESC_R), GrB_INDEX_OUT_OF_BOUNDS);
    EXPECT_EQ(GxB_Matrix_subassign_INT32(C14, MF12, nullptr, 9, i0, 1, j2, 1, GrB_DESC_R), GrB_SUCCESS);
    EXPECT_EQ(matrix_entries(C14).size(), 0u);
    // a mask that is not iso: its size is checked first
    GrB_Matrix C36 = make_matrix(GrB_FP64, 3, 6, {{{0, 0}, 1}});
    GrB_Matrix M34 = make_matrix(GrB_BOOL, 3, 4, {{{0, 2}, 1}, {{1, 2}, 0}});
    GrB_Index i5[] = {5}, j4[] = {1, 0, 4, 2};
    EXPECT_EQ(GxB_Matrix_subassign_FP64(C36, M34, nullptr, 2.75, i5, 1, j4, 4, nullptr), GrB_DIMENSION_MISMATCH);
    // an empty scalar accumulated into one entry without a mask: SuiteSparse's setElement path,
    // a no-op that does not check the index
    GrB_Scalar se = nullptr;
    OK(GrB_Scalar_new(&se, GrB_INT64));
    GrB_Index bad2[] = {5, 0};
    EXPECT_EQ(GrB_Matrix_assign_Scalar(C36, nullptr, GrB_PLUS_FP64, se, i5, 1, i0, 1, nullptr), GrB_SUCCESS);
    EXPECT_EQ(GrB_Matrix_assign_Scalar(C36, nullptr, GrB_PLUS_FP64, se, i5, 1, i0, 1, GrB_DESC_R),
              GrB_INDEX_OUT_OF_BOUNDS);
    EXPECT_EQ(GrB_Matrix_assign_Scalar(C36, nullptr, GrB_PLUS_FP64, se, bad2, 2, i0, 1, nullptr),
              GrB_INDEX_OUT_OF_BOUNDS);
    EXPECT_EQ(GrB_Matrix_assign_Scalar(C36, nullptr, nullptr, se, i5, 1, i0, 1, nullptr), GrB_INVALID_INDEX);
    GrB_Vector w2 = make_vector(GrB_FP64, 2, {});
    EXPECT_EQ(GrB_Vector_assign_Scalar(w2, nullptr, GrB_PLUS_FP64, se, i5, 1, nullptr), GrB_SUCCESS);
    EXPECT_EQ(matrix_entries(C36), (Entries{{{0, 0}, 1}}));
    GrB_Scalar_free(&se);
    GrB_Vector_free(&w2);
    for (GrB_Matrix* a : {&C14, &MF12, &C36, &M34}) GrB_Matrix_free(a);
  }
  // typecasting through the accumulator: MINUS_INT32 on FP64 C with an FP64 scalar 2.7
  C = make_matrix(GrB_FP64, 3, 4, {{{2, 3}, 23}});
  GrB_Index i2 = 2, j3 = 3;
  OK(GrB_Matrix_assign_FP64(C, nullptr, GrB_MINUS_INT32, 2.7, &i2, 1, &j3, 1, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{2, 3}, 21}}));
  GrB_Matrix_free(&C);

  GrB_Descriptor_free(&dc);
  GrB_Descriptor_free(&dcr);
  GrB_Scalar_free(&s);
  GrB_Vector_free(&u);
  GrB_Vector_free(&u2);
  GrB_Vector_free(&uu);
  GrB_Vector_free(&mtf);
  GrB_Vector_free(&mft);
  GrB_Vector_free(&m5);
  GrB_Vector_free(&mc);
  GrB_Vector_free(&mc2);
  GrB_Vector_free(&uv);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&Mb);
}

TEST(Assign, ErrorsLeaveOutputUntouched) {
  Entries c0{{{0, 0}, 1}, {{2, 3}, 5}};
  GrB_Matrix C = make_matrix(GrB_FP64, 3, 4, c0);
  GrB_Matrix A1 = make_matrix(GrB_FP64, 1, 1, {});
  GrB_Matrix A22 = make_matrix(GrB_FP64, 2, 2, {});
  GrB_Matrix M = make_matrix(GrB_BOOL, 3, 4, {});
  GrB_Matrix M22 = make_matrix(GrB_BOOL, 2, 2, {});
  GrB_Vector w = make_vector(GrB_FP64, 3, {{{1, 0}, 7}});
  GrB_Vector v1 = make_vector(GrB_FP64, 1, {});
  GrB_Vector v2 = make_vector(GrB_FP64, 2, {});
  GrB_Vector v3 = make_vector(GrB_FP64, 3, {});
  GrB_Vector v4 = make_vector(GrB_FP64, 4, {});
  GrB_Type udt;
  OK(GrB_Type_new(&udt, 8));
  GrB_Matrix Mu = make_matrix(udt, 3, 4, {});
  GrB_Scalar su = nullptr;
  OK(GrB_Scalar_new(&su, udt));
  GrB_Index bad = 3, ok = 1, bad2[] = {3, 0}, ok2[] = {1, 2};
  double val = 1;
  // SuiteSparse 7.4 codes: a scalar to one explicit (i,j) without mask or replace reports
  // GrB_INVALID_INDEX, every other out-of-range index GrB_INDEX_OUT_OF_BOUNDS
  EXPECT_EQ(GrB_Matrix_assign_FP64(C, nullptr, nullptr, 1, &bad, 1, &ok, 1, nullptr), GrB_INVALID_INDEX);
  EXPECT_EQ(GrB_Matrix_assign_FP64(C, nullptr, GrB_PLUS_FP64, 1, &bad, 1, &ok, 1, nullptr), GrB_INVALID_INDEX);
  EXPECT_EQ(GxB_Matrix_subassign_FP64(C, nullptr, nullptr, 1, &bad, 1, &ok, 1, nullptr), GrB_INVALID_INDEX);
  EXPECT_EQ(GrB_Matrix_assign_FP64(C, M, nullptr, 1, &bad, 1, &ok, 1, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GrB_Matrix_assign_FP64(C, nullptr, nullptr, 1, &bad, 1, &ok, 1, GrB_DESC_R), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GrB_Matrix_assign_FP64(C, nullptr, nullptr, 1, bad2, 2, ok2, 2, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GrB_Matrix_assign(C, nullptr, nullptr, A1, &bad, 1, &ok, 1, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GxB_Matrix_subassign(C, nullptr, nullptr, A1, &bad, 1, &ok, 1, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  GrB_Index r33[] = {3, 3};
  EXPECT_EQ(GrB_Matrix_assign_FP64(C, nullptr, nullptr, 1, r33, GxB_RANGE, &ok, 1, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GrB_Vector_assign_FP64(w, nullptr, nullptr, 1, &bad, 1, nullptr), GrB_INVALID_INDEX);
  EXPECT_EQ(GrB_Vector_assign_FP64(w, nullptr, nullptr, 1, bad2, 2, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GrB_Vector_assign(w, nullptr, nullptr, v1, &bad, 1, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  // dimensions come before indices
  EXPECT_EQ(GrB_Matrix_assign(C, nullptr, nullptr, A22, bad2, 2, ok2, 3, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Matrix_assign(C, M22, nullptr, A22, ok2, 2, ok2, 2, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GxB_Matrix_subassign(C, M, nullptr, A22, ok2, 2, ok2, 2, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Matrix_assign(C, nullptr, nullptr, A22, GrB_ALL, 2, ok2, 2, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Vector_assign_FP64(w, v2, nullptr, 1, ok2, 2, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Col_assign(C, nullptr, nullptr, v3, ok2, 2, 9, nullptr), GrB_DIMENSION_MISMATCH);
  EXPECT_EQ(GrB_Row_assign(C, nullptr, nullptr, v3, 5, GrB_ALL, 4, nullptr), GrB_DIMENSION_MISMATCH);
  // the row / column of Row/Col methods
  EXPECT_EQ(GrB_Col_assign(C, nullptr, nullptr, v2, ok2, 2, 4, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GrB_Row_assign(C, nullptr, nullptr, v4, 3, GrB_ALL, 4, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GxB_Col_subassign(C, nullptr, nullptr, v2, ok2, 2, 4, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  EXPECT_EQ(GxB_Row_subassign(C, nullptr, nullptr, v4, 3, GrB_ALL, 4, nullptr), GrB_INDEX_OUT_OF_BOUNDS);
  // domains
  EXPECT_EQ(GrB_Matrix_assign_UDT(C, nullptr, nullptr, &val, ok2, 2, ok2, 2, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_assign_Scalar(C, nullptr, nullptr, su, ok2, 2, ok2, 2, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_assign_FP64(C, Mu, nullptr, 1, ok2, 2, ok2, 2, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_assign_FP64(C, nullptr, GxB_FIRSTI_INT64, 1, ok2, 2, ok2, 2, nullptr), GrB_DOMAIN_MISMATCH);
  EXPECT_EQ(GrB_Matrix_assign(C, nullptr, nullptr, Mu, ok2, 2, ok2, 2, nullptr), GrB_DOMAIN_MISMATCH);
  // null pointers
  EXPECT_EQ(GrB_Matrix_assign(C, nullptr, nullptr, A22, nullptr, 2, ok2, 2, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_assign(C, nullptr, nullptr, A22, ok2, 2, nullptr, 2, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_assign(C, nullptr, nullptr, nullptr, ok2, 2, ok2, 2, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_assign_UDT(C, nullptr, nullptr, nullptr, ok2, 2, ok2, 2, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_assign_Scalar(C, nullptr, nullptr, nullptr, ok2, 2, ok2, 2, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Row_assign(C, nullptr, nullptr, v4, 0, nullptr, 4, nullptr), GrB_NULL_POINTER);
  EXPECT_EQ(GrB_Matrix_assign_FP64(nullptr, nullptr, nullptr, 1, ok2, 2, ok2, 2, nullptr), GrB_NULL_POINTER);
  // a structural mask of a user type is fine
  OK(GrB_Matrix_assign_FP64(C, Mu, nullptr, 1, ok2, 2, ok2, 2, GrB_DESC_S));
  EXPECT_EQ(matrix_entries(C), c0);
  EXPECT_EQ(vector_entries(w), (Entries{{{1, 0}, 7}}));
  const char* err = nullptr;
  OK(GrB_Matrix_error(&err, C));
  EXPECT_NE(err, nullptr);
  // a UDT into a matrix of that type
  GrB_Matrix Cu = make_matrix(udt, 3, 4, {});
  double uv = 42;
  OK(GrB_Matrix_assign_UDT(Cu, nullptr, nullptr, &uv, ok2, 2, ok2, 2, nullptr));
  GrB_Index nv = 0;
  OK(GrB_Matrix_nvals(&nv, Cu));
  EXPECT_EQ(nv, 4u);
  double back = 0;
  OK(GrB_Matrix_extractElement_UDT(&back, Cu, 2, 1));
  EXPECT_EQ(back, 42);
  EXPECT_EQ(GrB_Matrix_assign_FP64(Cu, nullptr, nullptr, 1, ok2, 2, ok2, 2, nullptr), GrB_DOMAIN_MISMATCH);
  GrB_Matrix_free(&Cu);
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&A1);
  GrB_Matrix_free(&A22);
  GrB_Matrix_free(&M);
  GrB_Matrix_free(&M22);
  GrB_Matrix_free(&Mu);
  GrB_Vector_free(&w);
  GrB_Vector_free(&v1);
  GrB_Vector_free(&v2);
  GrB_Vector_free(&v3);
  GrB_Vector_free(&v4);
  GrB_Scalar_free(&su);
  GrB_Type_free(&udt);
}

TEST(Assign, Aliasing) {
  // C(I,J) = C with I, J reversing the order: C becomes C(3:-1:0, 3:-1:0)
  Rng rng(3);
  Entries c0 = random_entries(4, 4, 0.6, rng);
  GrB_Matrix C = make_matrix(GrB_FP64, 4, 4, c0);
  GrB_Index rev[] = {3, 0, 1};  // backwards 3..0
  OK(GrB_Matrix_assign(C, nullptr, nullptr, C, rev, GxB_BACKWARDS, rev, GxB_BACKWARDS, nullptr));
  Entries e;
  for (auto& [ij, x] : c0) e[{3 - ij.first, 3 - ij.second}] = x;
  EXPECT_EQ(matrix_entries(C), e);
  // C<C> += C' (mask, operand and output the same object)
  OK(GrB_Matrix_assign(C, C, GrB_PLUS_FP64, C, GrB_ALL, 4, GrB_ALL, 4, GrB_DESC_T0));
  Entries e2;
  for (auto& [ij, x] : e) {
    auto t = at(e, ij.second, ij.first);
    e2[ij] = (x != 0) ? x + (t ? *t : 0) : x;
  }
  EXPECT_EQ(matrix_entries(C), e2);
  GrB_Matrix_free(&C);
  // a dup'ed vector and a pending reader keep the old value when the output is updated in place
  GrB_Vector v = make_vector(GrB_INT64, 10, {}, 3);
  OK(GrB_Vector_assign_INT64(v, nullptr, nullptr, 1, GrB_ALL, 10, nullptr));  // full
  GrB_Vector d = nullptr, s = nullptr;
  OK(GrB_Vector_dup(&d, v));
  OK(GrB_Vector_new(&s, GrB_INT64, 10));
  OK(GrB_Vector_eWiseAdd_BinaryOp(s, nullptr, nullptr, GrB_PLUS_INT64, v, v, nullptr));  // pending in non-blocking
  GrB_Vector q = make_vector(GrB_BOOL, 10, {{{2, 0}, 1}, {{7, 0}, 1}});
  OK(GrB_Vector_assign_INT64(v, q, nullptr, 5, GrB_ALL, 10, GrB_DESC_S));
  int64_t x = 0;
  OK(GrB_Vector_extractElement_INT64(&x, v, 7));
  EXPECT_EQ(x, 5);
  OK(GrB_Vector_extractElement_INT64(&x, v, 6));
  EXPECT_EQ(x, 1);
  OK(GrB_Vector_extractElement_INT64(&x, d, 7));
  EXPECT_EQ(x, 1);
  OK(GrB_Vector_extractElement_INT64(&x, s, 7));
  EXPECT_EQ(x, 2);
  GrB_Vector_free(&v);
  GrB_Vector_free(&d);
  GrB_Vector_free(&s);
  GrB_Vector_free(&q);
}

TEST(Assign, HypersparseHugeDimensions) {
  const GrB_Index big = GrB_INDEX_MAX + 1;
  GrB_Matrix C = nullptr;
  OK(GrB_Matrix_new(&C, GrB_INT64, big, big));
  OK(GrB_Matrix_setElement_INT64(C, 1, 3, 3));
  GrB_Matrix A = make_matrix(GrB_INT64, 2, 2, {{{0, 0}, 10}, {{1, 1}, 11}, {{0, 1}, 12}});
  GrB_Index I[] = {big / 2, 5}, J[] = {big - 1, 7};
  OK(GrB_Matrix_assign(C, nullptr, nullptr, A, I, 2, J, 2, nullptr));
  EXPECT_EQ(matrix_entries(C), (Entries{{{3, 3}, 1}, {{big / 2, big - 1}, 10}, {{big / 2, 7}, 12}, {{5, 7}, 11}}));
  // a scalar through a sparse mask over GrB_ALL x GrB_ALL: only the mask's entries
  GrB_Matrix M = nullptr;
  OK(GrB_Matrix_new(&M, GrB_BOOL, big, big));
  OK(GrB_Matrix_setElement_BOOL(M, true, big - 2, 0));
  OK(GrB_Matrix_setElement_BOOL(M, true, 3, 3));
  OK(GrB_Matrix_assign_INT64(C, M, GrB_PLUS_INT64, 100, GrB_ALL, big, GrB_ALL, big, GrB_DESC_S));
  EXPECT_EQ(matrix_entries(C), (Entries{{{3, 3}, 101}, {{big / 2, big - 1}, 10}, {{big / 2, 7}, 12}, {{5, 7}, 11},
                                {{big - 2, 0}, 100}}));
  // subassign into a range far out, and extract it back
  GrB_Index rg[] = {big - 10, big - 9};
  OK(GxB_Matrix_subassign(C, nullptr, nullptr, A, rg, GxB_RANGE, rg, GxB_RANGE, nullptr));
  GrB_Matrix T = nullptr;
  OK(GrB_Matrix_new(&T, GrB_INT64, 2, 2));
  OK(GrB_Matrix_extract(T, nullptr, nullptr, C, rg, GxB_RANGE, rg, GxB_RANGE, nullptr));
  EXPECT_EQ(matrix_entries(T), matrix_entries(A));
  // GrB_assign with replace and a mask deletes outside C(I,J) too: only what the mask holds survives
  OK(GrB_Matrix_assign(C, M, nullptr, A, rg, GxB_RANGE, rg, GxB_RANGE, GrB_DESC_RS));
  EXPECT_EQ(matrix_entries(C), (Entries{{{3, 3}, 101}, {{big - 2, 0}, 100}}));
  // a huge vector
  GrB_Vector v = nullptr;
  OK(GrB_Vector_new(&v, GrB_FP64, big));
  GrB_Index vi[] = {big - 1, 0, big / 3};
  GrB_Vector u = make_vector(GrB_FP64, 3, {{{0, 0}, 1}, {{1, 0}, 2}, {{2, 0}, 3}});
  OK(GrB_Vector_assign(v, nullptr, nullptr, u, vi, 3, nullptr));
  EXPECT_EQ(vector_entries(v), (Entries{{{0, 0}, 2}, {{big / 3, 0}, 3}, {{big - 1, 0}, 1}}));
  GrB_Matrix_free(&C);
  GrB_Matrix_free(&A);
  GrB_Matrix_free(&M);
  GrB_Matrix_free(&T);
  GrB_Vector_free(&v);
  GrB_Vector_free(&u);
}

TEST(Assign, LargeVectorsAllPaths) {
  // long vectors in every storage, against a reference computed here
  const GrB_Index n = 200000;
  Rng rng(77);
  for (int storage : {0, 2, 3}) {
    for (int kind = 0; kind < 4; kind++) {
      std::vector<int64_t> ref(n, -1);  // -1: no entry
      GrB_Vector w = nullptr;
      OK(GrB_Vector_new(&w, GrB_INT64, n));
      OK(GxB_Vector_Option_set_INT32(w, GxB_SPARSITY_CONTROL,
                                     storage == 0 ? GxB_AUTO_SPARSITY : (storage == 2 ? GxB_BITMAP : GxB_BITMAP + GxB_FULL)));
      if (storage == 3) {
        OK(GrB_Vector_assign_INT64(w, nullptr, nullptr, 7, GrB_ALL, n, nullptr));
        std::fill(ref.begin(), ref.end(), 7);
      } else {
        for (GrB_Index i = 0; i < n; i += 5) {
          OK(GrB_Vector_setElement_INT64(w, int64_t(i), i));
          ref[i] = int64_t(i);
        }
      }
      GrB_Vector q = nullptr;
      OK(GrB_Vector_new(&q, GrB_BOOL, n));
      std::vector<char> qm(n, 0);
      for (int k = 0; k < 30000; k++) {
        const GrB_Index i = rng() % n;
        OK(GrB_Vector_setElement_BOOL(q, true, i));
        qm[i] = 1;
      }
      if (kind == 0) {
        // BFS step: w<q,struct> = 3
        OK(GrB_Vector_assign_INT64(w, q, nullptr, 3, GrB_ALL, n, GrB_DESC_S));
        for (GrB_Index i = 0; i < n; i++)
          if (qm[i]) ref[i] = 3;
      } else if (kind == 1) {
        // w<!q,struct> += 1 over a stride
        GrB_Index st[] = {1, n - 1, 2};
        OK(GrB_Vector_assign_INT64(w, q, GrB_PLUS_INT64, 1, st, GxB_STRIDE, GrB_DESC_SC));
        for (GrB_Index i = 1; i < n; i += 2)
          if (!qm[i]) ref[i] = ref[i] < 0 ? 1 : ref[i] + 1;
      } else if (kind == 2) {
        // w(I) = u with an unsorted list
        std::vector<GrB_Index> I(50000);
        std::vector<int64_t> ux(I.size());
        GrB_Vector u = nullptr;
        OK(GrB_Vector_new(&u, GrB_INT64, I.size()));
        for (size_t k = 0; k < I.size(); k++) {
          I[k] = rng() % n;
          if (k % 3) OK(GrB_Vector_setElement_INT64(u, int64_t(k), k));
        }
        OK(GrB_Vector_assign(w, nullptr, nullptr, u, I.data(), I.size(), nullptr));
        for (size_t k = 0; k < I.size(); k++) ref[I[k]] = (k % 3) ? int64_t(k) : -1;  // last occurrence wins
        GrB_Vector_free(&u);
      } else {
        // w<q> = empty scalar with replace: everything outside q goes, q's positions lose their entry
        GrB_Scalar s = nullptr;
        OK(GrB_Scalar_new(&s, GrB_INT64));
        OK(GrB_Vector_assign_Scalar(w, q, nullptr, s, GrB_ALL, n, GrB_DESC_RS));
        std::fill(ref.begin(), ref.end(), -1);
        GrB_Scalar_free(&s);
      }
      GrB_Index nv = 0, expect_nv = 0;
      OK(GrB_Vector_nvals(&nv, w));
      for (int64_t r : ref) expect_nv += r >= 0;
      EXPECT_EQ(nv, expect_nv) << "storage " << storage << " kind " << kind;
      std::vector<GrB_Index> I(nv + 1);
      std::vector<int64_t> X(nv + 1);
      GrB_Index got = nv;
      OK(GrB_Vector_extractTuples_INT64(I.data(), X.data(), &got, w));
      bool same = got == expect_nv;
      for (GrB_Index k = 0; k < got && same; k++) same = ref[I[k]] == X[k];
      EXPECT_TRUE(same) << "storage " << storage << " kind " << kind;
      GrB_Vector_free(&w);
      GrB_Vector_free(&q);
    }
  }
}

TEST(Assign, ScalarThroughSparseMaskIsProportionalToTheMask) {
  // The BFS step on a full vector: 300 steps over 16M entries take milliseconds when each costs
  // O(nnz(mask)); any O(n) path would take many seconds.
  const GrB_Index n = GrB_Index(1) << 24;
  GrB_Vector v = nullptr, q = nullptr;
  OK(GrB_Vector_new(&v, GrB_INT32, n));
  OK(GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, GxB_BITMAP + GxB_FULL));
  OK(GrB_Vector_assign_INT32(v, nullptr, nullptr, 0, GrB_ALL, n, nullptr));
  OK(GrB_Vector_wait(v, GrB_MATERIALIZE));
  OK(GrB_Vector_new(&q, GrB_BOOL, n));
  OK(GrB_Vector_wait(q, GrB_MATERIALIZE));
  auto t0 = std::chrono::steady_clock::now();
  for (int level = 1; level <= 300; level++) {
    OK(GrB_Vector_clear(q));
    for (GrB_Index k = 0; k < 4; k++) OK(GrB_Vector_setElement_BOOL(q, true, (GrB_Index(level) * 7919 + k * 104729) % n));
    OK(GrB_Vector_assign_INT32(v, q, nullptr, level, GrB_ALL, n, GrB_DESC_S));
  }
  OK(GrB_Vector_wait(v, GrB_MATERIALIZE));
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  int32_t x = -1;
  OK(GrB_Vector_extractElement_INT32(&x, v, (GrB_Index(300) * 7919) % n));
  EXPECT_EQ(x, 300);
  GrB_Index nv = 0;
  OK(GrB_Vector_nvals(&nv, v));
  EXPECT_EQ(nv, n);
  EXPECT_LT(secs, 3.0);
  GrB_Vector_free(&v);
  GrB_Vector_free(&q);
}

// A scalar into a whole bitmap or full vector through a bitmap or full mask of its shape (a BFS's
// v<q,struct> = level) takes a direct loop over the mask's bits: every element size (1, 4 and 8
// bytes, and a 3-byte user type on the general copy), structural and valued masks, bitmap and full
// C, against a position-by-position reference.
TEST(Assign, ScalarThroughBitmapMaskIntoBitmapVector) {
  const GrB_Index n = 5000;
  std::mt19937_64 rng(9090);
  GrB_Type rgb;
  OK(GrB_Type_new(&rgb, 3));
  for (int tcase = 0; tcase < 4; tcase++) {
    for (int mcase = 0; mcase < 4; mcase++) {  // bit 0: valued mask; bit 1: full mask
      for (int full_c = 0; full_c < 2; full_c++) {
        const bool valued = mcase & 1, full_mask = mcase & 2;
        const std::string what = "type " + std::to_string(tcase) + " mask " + std::to_string(mcase) +
                                 (full_c ? " full C" : " bitmap C");
        GrB_Type t = tcase == 0 ? GrB_BOOL : tcase == 1 ? GrB_FP32 : tcase == 2 ? GrB_INT64 : rgb;
        GrB_Vector c, m;
        OK(GrB_Vector_new(&c, t, n));
        OK(GrB_Vector_new(&m, GrB_INT8, n));
        // C: every entry (full C) or about a third; values 1 + i % 7 (bytes for the user type)
        std::vector<int> cval(n, -1), mval(n, -1);  // -1: no entry
        for (GrB_Index i = 0; i < n; i++) {
          if (!full_c && rng() % 3) continue;
          const int v = int(1 + i % 7);
          cval[i] = v;
          if (tcase == 0) OK(GrB_Vector_setElement_BOOL(c, v & 1, i));
          else if (tcase == 1) OK(GrB_Vector_setElement_FP32(c, float(v), i));
          else if (tcase == 2) OK(GrB_Vector_setElement_INT64(c, v, i));
          else {
            unsigned char b[3] = {(unsigned char)v, 0, (unsigned char)(v * 2)};
            OK(GrB_Vector_setElement_UDT(c, b, i));
          }
        }
        // a bitmap mask holds about half the positions, or 5% for odd type cases (a structural
        // mask from 1/8 of the positions is blended branch-free, a sparser one tested per bit)
        for (GrB_Index i = 0; i < n; i++) {
          if (!full_mask && rng() % (tcase % 2 ? 20 : 2)) continue;
          mval[i] = int(rng() % 3);  // 0 is false when the mask is valued
          OK(GrB_Vector_setElement_INT8(m, int8_t(mval[i]), i));
        }
        OK(GxB_Vector_Option_set(c, GxB_SPARSITY_CONTROL, full_c ? GxB_FULL + GxB_BITMAP : GxB_BITMAP));
        OK(GxB_Vector_Option_set(m, GxB_SPARSITY_CONTROL, full_mask ? GxB_FULL + GxB_BITMAP : GxB_BITMAP));
        OK(GrB_Vector_wait(c, GrB_MATERIALIZE));
        OK(GrB_Vector_wait(m, GrB_MATERIALIZE));
        GrB_Descriptor d = valued ? nullptr : GrB_DESC_S;
        const int assigned = 9;
        if (tcase == 0) OK(GrB_Vector_assign_BOOL(c, m, nullptr, true, GrB_ALL, n, d));
        else if (tcase == 1) OK(GrB_Vector_assign_FP32(c, m, nullptr, float(assigned), GrB_ALL, n, d));
        else if (tcase == 2) OK(GrB_Vector_assign_INT64(c, m, nullptr, assigned, GrB_ALL, n, d));
        else {
          unsigned char b[3] = {(unsigned char)assigned, 0, (unsigned char)(assigned * 2)};
          OK(GrB_Vector_assign_UDT(c, m, nullptr, b, GrB_ALL, n, d));
        }
        GrB_Index nvals = 0, want_nvals = 0;
        for (GrB_Index i = 0; i < n; i++) {
          const bool allowed = mval[i] >= 0 && (!valued || mval[i] != 0);
          const int want = allowed ? assigned : cval[i];
          if (want < 0) {
            if (tcase == 2) {
              int64_t x;
              EXPECT_EQ(GrB_Vector_extractElement_INT64(&x, c, i), GrB_NO_VALUE) << what << " i " << i;
            }
            continue;
          }
          want_nvals++;
          if (tcase == 0) {
            bool x = false;
            OK(GrB_Vector_extractElement_BOOL(&x, c, i));
            EXPECT_EQ(x, allowed ? true : bool(want & 1)) << what << " i " << i;
          } else if (tcase == 1) {
            float x = 0;
            OK(GrB_Vector_extractElement_FP32(&x, c, i));
            EXPECT_EQ(x, float(want)) << what << " i " << i;
          } else if (tcase == 2) {
            int64_t x = 0;
            OK(GrB_Vector_extractElement_INT64(&x, c, i));
            EXPECT_EQ(x, want) << what << " i " << i;
          } else {
            unsigned char x[3] = {0, 0, 0};
            OK(GrB_Vector_extractElement_UDT(x, c, i));
            EXPECT_TRUE(x[0] == want && x[1] == 0 && x[2] == (unsigned char)(want * 2)) << what << " i " << i;
          }
          if (HasFailure()) break;
        }
        OK(GrB_Vector_nvals(&nvals, c));
        EXPECT_EQ(nvals, want_nvals) << what;
        GrB_Vector_free(&c);
        GrB_Vector_free(&m);
        if (HasFailure()) {
          GrB_Type_free(&rgb);
          return;
        }
      }
    }
  }
  GrB_Type_free(&rgb);
}

}  // namespace

// C<M, replace> = A (or a scalar) over all of C, no accumulator, non-complemented sparse mask, with
// C bitmap, full or sparse: nothing of C survives, and the result is A (or the scalar) exactly where
// M allows (BFS's t<q, replace> = degree on a t left bitmap by an earlier level; with a bitmap or
// full A each mask entry reads A by position). Vectors of length 20000 (a mask of a few hundred
// entries, and one denser than A), a 60x70 matrix by row and by column; sparse, bitmap, full and
// iso full operands; valued and structural masks; INT64 and FP32 C with an INT32 operand
// (typecast); checked entry by entry against the definition.
TEST(Assign, ReplaceThroughSparseMaskIgnoresDenseC) {
  std::mt19937_64 rng(5150);
  struct Shape {
    GrB_Index m, n;
    bool by_col;
  };
  for (Shape sh : {Shape{20000, 1, false}, Shape{60, 70, false}, Shape{60, 70, true}}) {
    for (int mdens : {2, 60}) {           // mask density in percent
      for (int aform = 0; aform < 5; aform++) {  // sparse, bitmap, full operand; 3: a scalar; 4: iso full
        for (int valued = 0; valued < 2; valued++) {
          for (int cform = 0; cform < 3; cform++) {  // bitmap, full, sparse C
            const bool full_c = cform == 1;
            const GrB_Index N = sh.m * sh.n;
            const std::string what = "shape " + std::to_string(sh.m) + "x" + std::to_string(sh.n) +
                                     (sh.by_col ? " by col" : "") + " mask% " + std::to_string(mdens) + " A form " +
                                     std::to_string(aform) + (valued ? " valued" : " structural") +
                                     (cform == 0 ? " bitmap C" : cform == 1 ? " full C" : " sparse C");
            std::vector<int> cval(N, -1), mval(N, -1), aval(N, -1);
            GrB_Matrix C, M, A;
            OK(GrB_Matrix_new(&C, full_c ? GrB_FP32 : GrB_INT64, sh.m, sh.n));
            OK(GrB_Matrix_new(&M, GrB_INT8, sh.m, sh.n));
            OK(GrB_Matrix_new(&A, GrB_INT32, sh.m, sh.n));
            if (sh.by_col) {
              for (GrB_Matrix X : {C, M, A}) OK(GxB_Matrix_Option_set(X, GxB_FORMAT, GxB_BY_COL));
            }
            for (GrB_Index p = 0; p < N; p++) {
              const GrB_Index i = p / sh.n, j = p % sh.n;
              if (full_c || rng() % 2) {
                cval[p] = int(rng() % 50);
                OK(GrB_Matrix_setElement_INT64(C, cval[p], i, j));
              }
              if (int(rng() % 100) < mdens) {
                mval[p] = int(rng() % 3);
                OK(GrB_Matrix_setElement_INT8(M, int8_t(mval[p]), i, j));
              }
              if (aform == 4) {
                aval[p] = 123;
              } else if (aform == 2 || (aform < 2 && rng() % 3 == 0)) {
                aval[p] = 100 + int(rng() % 50);
                OK(GrB_Matrix_setElement_INT32(A, aval[p], i, j));
              }
            }
            // an iso full operand: one scalar assigned everywhere
            if (aform == 4) OK(GrB_Matrix_assign_INT32(A, nullptr, nullptr, 123, GrB_ALL, sh.m, GrB_ALL, sh.n, nullptr));
            OK(GxB_Matrix_Option_set(C, GxB_SPARSITY_CONTROL,
                                     cform == 0 ? GxB_BITMAP : cform == 1 ? GxB_FULL : GxB_SPARSE));
            // the sparser mask of a matrix is hypersparse (rows without entries have no slot)
            OK(GxB_Matrix_Option_set(M, GxB_SPARSITY_CONTROL,
                                     mdens == 2 && sh.n > 1 ? GxB_HYPERSPARSE : GxB_SPARSE));
            if (aform < 3)
              OK(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL,
                                       aform == 0 ? GxB_SPARSE : aform == 1 ? GxB_BITMAP : GxB_FULL));
            for (GrB_Matrix X : {C, M, A}) OK(GrB_Matrix_wait(X, GrB_MATERIALIZE));
            OK(GxB_Matrix_Option_set(C, GxB_SPARSITY_CONTROL, GxB_AUTO_SPARSITY));
            GrB_Descriptor d = valued ? GrB_DESC_R : GrB_DESC_RS;
            const int scalar = 77;
            if (aform == 3) OK(GrB_Matrix_assign_INT32(C, M, nullptr, scalar, GrB_ALL, sh.m, GrB_ALL, sh.n, d));
            else OK(GrB_Matrix_assign(C, M, nullptr, A, GrB_ALL, sh.m, GrB_ALL, sh.n, d));
            Entries want;
            for (GrB_Index p = 0; p < N; p++) {
              const bool allowed = mval[p] >= 0 && (!valued || mval[p] != 0);
              const int a = aform == 3 ? scalar : aval[p];
              if (allowed && a >= 0) want[{p / sh.n, p % sh.n}] = a;
            }
            EXPECT_EQ(matrix_entries(C), want) << what;
            GrB_Matrix_free(&C);
            GrB_Matrix_free(&M);
            GrB_Matrix_free(&A);
          }
        }
      }
    }
  }
}

// C<M> = A over all of C with C, M and A bitmap or full (of C's shape and orientation), no
// accumulator, no replace (BFS's parent update pi<q,struct> = q): where M is true C takes A's
// entry (typecast) or loses its own where A has none; elsewhere C is unchanged. Vectors and a
// 70x90 matrix by row and by column, valued and structural masks, full C becoming bitmap.
TEST(Assign, DenseOperandThroughDenseMask) {
  std::mt19937_64 rng(2718);
  struct Shape {
    GrB_Index m, n;
    bool by_col;
  };
  for (Shape sh : {Shape{30000, 1, false}, Shape{70, 90, false}, Shape{70, 90, true}}) {
    for (int aform = 0; aform < 2; aform++) {    // bitmap, full operand
      for (int mform = 0; mform < 2; mform++) {  // bitmap, full mask
        for (int full_c = 0; full_c < 2; full_c++) {
          for (int valued = 0; valued < 2; valued++) {
            const GrB_Index N = sh.m * sh.n;
            std::vector<int> cval(N, -1), mval(N, -1), aval(N, -1);
            GrB_Matrix C, M, A;
            OK(GrB_Matrix_new(&C, GrB_FP64, sh.m, sh.n));
            OK(GrB_Matrix_new(&M, GrB_INT8, sh.m, sh.n));
            OK(GrB_Matrix_new(&A, GrB_INT32, sh.m, sh.n));
            if (sh.by_col)
              for (GrB_Matrix X : {C, M, A}) OK(GxB_Matrix_Option_set(X, GxB_FORMAT, GxB_BY_COL));
            for (GrB_Index p = 0; p < N; p++) {
              const GrB_Index i = p / sh.n, j = p % sh.n;
              if (full_c || rng() % 2) {
                cval[p] = int(rng() % 50);
                OK(GrB_Matrix_setElement_FP64(C, cval[p], i, j));
              }
              if (mform == 1 || rng() % 2) {
                mval[p] = int(rng() % 3);
                OK(GrB_Matrix_setElement_INT8(M, int8_t(mval[p]), i, j));
              }
              if (aform == 1 || rng() % 3) {
                aval[p] = 100 + int(rng() % 50);
                OK(GrB_Matrix_setElement_INT32(A, aval[p], i, j));
              }
            }
            OK(GxB_Matrix_Option_set(C, GxB_SPARSITY_CONTROL, full_c ? GxB_FULL : GxB_BITMAP));
            OK(GxB_Matrix_Option_set(M, GxB_SPARSITY_CONTROL, mform ? GxB_FULL : GxB_BITMAP));
            OK(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, aform ? GxB_FULL : GxB_BITMAP));
            for (GrB_Matrix X : {C, M, A}) OK(GrB_Matrix_wait(X, GrB_MATERIALIZE));
            OK(GxB_Matrix_Option_set(C, GxB_SPARSITY_CONTROL, GxB_AUTO_SPARSITY));
            OK(GrB_Matrix_assign(C, M, nullptr, A, GrB_ALL, sh.m, GrB_ALL, sh.n, valued ? nullptr : GrB_DESC_S));
            Entries want;
            for (GrB_Index p = 0; p < N; p++) {
              const bool allowed = mval[p] >= 0 && (!valued || mval[p] != 0);
              const int v = allowed ? aval[p] : cval[p];
              if (v >= 0) want[{p / sh.n, p % sh.n}] = v;
            }
            EXPECT_EQ(matrix_entries(C), want)
                << "shape " << sh.m << "x" << sh.n << (sh.by_col ? " by col" : "") << " A form " << aform
                << " M form " << mform << (full_c ? " full C" : " bitmap C") << (valued ? " valued" : " structural");
            GrB_Matrix_free(&C);
            GrB_Matrix_free(&M);
            GrB_Matrix_free(&A);
          }
        }
      }
    }
  }
}

// Assign results take the format SuiteSparse's conform rule gives them (core/store.cpp, conform):
// past the bitmap switch (4% for a vector) a vector is a bitmap, whether the assign rebuilds it
// whole (t<q, replace> = degree over all of t, a BFS's frontier degrees) or keeps old entries
// (v<q, struct> = level, a BFS's level vector); the values are the same either way.
TEST(Assign, AssignResultsFollowTheBitmapSwitch) {
  const GrB_Index n = 4096;
  GrB_Vector degree, q, t, v;
  OK(GrB_Vector_new(&degree, GrB_INT64, n));
  for (GrB_Index i = 0; i < n; i++) OK(GrB_Vector_setElement_INT64(degree, int64_t(i % 7) + 1, i));
  OK(GxB_Vector_Option_set(degree, GxB_SPARSITY_CONTROL, GxB_BITMAP));
  OK(GrB_Vector_new(&q, GrB_BOOL, n));
  for (GrB_Index i = 0; i < n; i += 5) OK(GrB_Vector_setElement_BOOL(q, true, i));  // 20%: past the switch
  OK(GrB_Vector_wait(q, GrB_MATERIALIZE));
  OK(GrB_Vector_new(&t, GrB_INT64, n));
  OK(GrB_Vector_new(&v, GrB_INT64, n));
  int64_t want = 0;
  for (GrB_Index i = 0; i < n; i += 5) want += int64_t(i % 7) + 1;
  for (int round = 0; round < 2; round++) {
    OK(GrB_Vector_assign(t, q, nullptr, degree, GrB_ALL, n, GrB_DESC_RS));
    OK(GrB_Vector_wait(t, GrB_MATERIALIZE));
    int32_t status = 0;
    OK(GxB_Vector_Option_get_INT32(t, GxB_SPARSITY_STATUS, &status));
    EXPECT_EQ(status, GxB_BITMAP) << "round " << round;  // 20% of the positions
    int64_t sum = 0;
    OK(GrB_Vector_reduce_INT64(&sum, nullptr, GrB_PLUS_MONOID_INT64, t, nullptr));
    EXPECT_EQ(sum, want);
    GrB_Index nv = 0;
    OK(GrB_Vector_nvals(&nv, t));
    EXPECT_EQ(nv, (n + 4) / 5);
    // the level update keeps v's old entries: a bitmap
    OK(GrB_Vector_assign_INT64(v, q, nullptr, round + 1, GrB_ALL, n, GrB_DESC_S));
    OK(GrB_Vector_wait(v, GrB_MATERIALIZE));
    OK(GxB_Vector_Option_get_INT32(v, GxB_SPARSITY_STATUS, &status));
    EXPECT_EQ(status, GxB_BITMAP) << "round " << round;
  }
  GrB_Vector_free(&degree);
  GrB_Vector_free(&q);
  GrB_Vector_free(&t);
  GrB_Vector_free(&v);
}

// As SuiteSparse 7.4: assigning one value (a scalar, or an iso matrix) without an accumulator into
// a C that is empty, or iso with that same value, leaves an iso C; any other value, an
// accumulator, or a C holding other values leaves it valued. Entries are checked either way.
TEST(Assign, OneValueIntoAnEmptyOrSameIsoMatrixIsIso) {
  auto iso_of = [](GrB_Matrix M) {
    bool iso = false;
    EXPECT_EQ(GxB_Matrix_iso(&iso, M), GrB_SUCCESS);
    return iso;
  };
  const GrB_Index n = 1000;
  GrB_Index rows[] = {3, 17, 400}, cols[] = {5, 900};
  GrB_Matrix C = nullptr;
  OK(GrB_Matrix_new(&C, GrB_FP64, n, n));
  OK(GrB_Matrix_assign_FP64(C, nullptr, nullptr, 2.5, rows, 3, cols, 2, nullptr));
  EXPECT_TRUE(iso_of(C));
  // the same value again, elsewhere: still iso
  GrB_Index rows2[] = {10, 11};
  OK(GrB_Matrix_assign_FP64(C, nullptr, nullptr, 2.5, rows2, 2, cols, 2, nullptr));
  EXPECT_TRUE(iso_of(C));
  Entries e = matrix_entries(C);
  EXPECT_EQ(e.size(), 10u);
  for (const auto& [ij, x] : e) EXPECT_EQ(x, 2.5);
  // an accumulator: valued
  GrB_Matrix D = nullptr;
  OK(GrB_Matrix_dup(&D, C));
  OK(GrB_Matrix_assign_FP64(D, nullptr, GrB_PLUS_FP64, 1.0, rows2, 2, cols, 2, nullptr));
  EXPECT_FALSE(iso_of(D));
  EXPECT_EQ(matrix_entries(D)[std::make_pair(GrB_Index(10), GrB_Index(5))], 3.5);
  // another value: valued
  OK(GrB_Matrix_assign_FP64(C, nullptr, nullptr, 4.0, rows, 1, cols, 1, nullptr));
  EXPECT_FALSE(iso_of(C));
  e = matrix_entries(C);
  EXPECT_EQ(e.size(), 10u);
  EXPECT_EQ((e[{3, 5}]), 4.0);
  EXPECT_EQ((e[{17, 5}]), 2.5);
  // an iso matrix (typecast to C's type) into an empty C through a mask
  GrB_Matrix A = nullptr, E = nullptr;
  OK(GrB_Matrix_new(&A, GrB_INT32, n, n));
  OK(GrB_Matrix_assign_INT32(A, nullptr, nullptr, 7, rows, 3, cols, 2, nullptr));
  ASSERT_TRUE(iso_of(A));
  OK(GrB_Matrix_new(&E, GrB_FP64, n, n));
  OK(GrB_Matrix_assign(E, D, nullptr, A, GrB_ALL, n, GrB_ALL, n, GrB_DESC_S));
  EXPECT_TRUE(iso_of(E));
  e = matrix_entries(E);
  EXPECT_EQ(e.size(), 6u);
  for (const auto& [ij, x] : e) EXPECT_EQ(x, 7.0);
  for (GrB_Matrix* m : {&A, &C, &D, &E}) GrB_Matrix_free(m);
}
