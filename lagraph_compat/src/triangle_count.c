// Triangle counting on an undirected graph, by the masked-product methods of Wolf et al. (Sandia,
// "Fast linear algebra-based triangle counting with KokkosKernels", HPEC 2017), Burkhardt and
// Cohen, as collected in LAGraph. L = tril(A,-1) and U = triu(A,1) (self-loops drop out), every
// product is over PLUS_PAIR (counts, values never read) with a structural mask:
//   Burkhardt:   C<A> = A*A        ntri = sum(C) / 6
//   Cohen:       C<A> = L*U        ntri = sum(C) / 2
//   Sandia LL:   C<L> = L*L        ntri = sum(C)
//   Sandia UU:   C<U> = U*U        ntri = sum(C)
//   Sandia LUT:  C<L> = L*U'       ntri = sum(C)   (dot products: GrB_DESC_ST1)
//   Sandia ULT:  C<U> = U*L'       ntri = sum(C)
// Optional presort: relabel vertices by degree (P = permutation, A = A(P,P) by GrB_extract) so
// that the rows scanned most are the short ones; "auto" sorts when the degrees are skewed (mean
// degree above 4 times the median of a sample), ascending for L*L / L*U', descending for U*U / U*L'.
#include "grb_internal.h"

typedef struct {
  int64_t degree;
  GrB_Index vertex;
} deg_vertex;

static int cmp_ascending(const void* a, const void* b) {
  const deg_vertex *x = a, *y = b;
  if (x->degree != y->degree) return x->degree < y->degree ? -1 : 1;
  return x->vertex < y->vertex ? -1 : (x->vertex > y->vertex);
}
static int cmp_descending(const void* a, const void* b) {
  const deg_vertex *x = a, *y = b;
  if (x->degree != y->degree) return x->degree > y->degree ? -1 : 1;
  return x->vertex < y->vertex ? -1 : (x->vertex > y->vertex);
}
static int cmp_int64(const void* a, const void* b) {
  const int64_t x = *(const int64_t*)a, y = *(const int64_t*)b;
  return x < y ? -1 : (x > y);
}

GrB_Info grb_triangle_count(uint64_t* ntriangles, GrB_Matrix A, grb_tc_method method, grb_tc_presort presort,
                            char* msg) {
  GrB_Matrix Aoff = NULL, Ap = NULL, L = NULL, U = NULL, C = NULL;
  GrB_Vector degree = NULL;
  GrB_Index *I = NULL, *P = NULL;
  int64_t* X = NULL;
  deg_vertex* dv = NULL;
#define GRB_FREE_ALL         \
  do {                       \
    GrB_Matrix_free(&Aoff);  \
    GrB_Matrix_free(&Ap);    \
    GrB_Matrix_free(&L);     \
    GrB_Matrix_free(&U);     \
    GrB_Matrix_free(&C);     \
    GrB_Vector_free(&degree); \
    free(I);                 \
    free(X);                 \
    free(P);                 \
    free(dv);                \
  } while (0)
  if (msg) msg[0] = '\0';
  GRB_CHECK(ntriangles == NULL || A == NULL, GrB_NULL_POINTER, "grb_triangle_count: NULL argument");
  *ntriangles = 0;
  GRB_CHECK(method < GRB_TC_BURKHARDT || method > GRB_TC_SANDIA_ULT, GrB_INVALID_VALUE,
            "grb_triangle_count: unknown method");
  GRB_CHECK(presort < GRB_TC_PRESORT_NONE || presort > GRB_TC_PRESORT_AUTO, GrB_INVALID_VALUE,
            "grb_triangle_count: unknown presort");
  GrB_Index n, ncols;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  GRB_TRY(GrB_Matrix_ncols(&ncols, A));
  GRB_CHECK(n != ncols, GrB_DIMENSION_MISMATCH, "grb_triangle_count: A must be square");

  GrB_Matrix G = A;  // the graph actually used: A, or A relabelled by degree
  // presort is meaningful for the Sandia methods only (Burkhardt and Cohen use all of A)
  const bool lower_first = (method == GRB_TC_SANDIA_LL || method == GRB_TC_SANDIA_LUT);
  const bool sandia = method >= GRB_TC_SANDIA_LL;
  if (sandia && presort != GRB_TC_PRESORT_NONE && n > 1) {
    GRB_TRY(grb_out_degree(&degree, A, msg));
    GrB_Index nd = n;
    GRB_MALLOC(I, n);
    GRB_MALLOC(X, n);
    GRB_TRY(GrB_Vector_extractTuples_INT64(I, X, &nd, degree));
    bool sort = true;
    grb_tc_presort dir = presort;
    if (presort == GRB_TC_PRESORT_AUTO) {
      // skewed degrees: mean > 4 * median of a deterministic sample of up to 1000 vertices
      dir = lower_first ? GRB_TC_PRESORT_ASCENDING : GRB_TC_PRESORT_DESCENDING;
      sort = false;
      if (nd > 0) {
        GrB_Index nvals;
        GRB_TRY(GrB_Matrix_nvals(&nvals, A));
        const double mean = (double)nvals / (double)n;
        const GrB_Index nsample = n < 1000 ? n : 1000;
        int64_t* sample;
        GRB_MALLOC(sample, nsample);
        // every vertex when n <= 1000, else 1000 pseudo-random ones (a missing entry of the
        // degree vector is degree 0)
        uint64_t state = 42;
        for (GrB_Index k = 0; k < nsample; k++) {
          const GrB_Index v = nsample == n ? k : grb_splitmix64(&state) % n;
          int64_t d = 0;
          GrB_Info info = GrB_Vector_extractElement_INT64(&d, degree, v);
          if (info != GrB_SUCCESS && info != GrB_NO_VALUE) {
            free(sample);
            GRB_TRY(info);
          }
          sample[k] = (info == GrB_SUCCESS) ? d : 0;
        }
        qsort(sample, nsample, sizeof(int64_t), cmp_int64);
        const double median = (double)sample[nsample / 2];
        free(sample);
        sort = mean > 4.0 * median;
      }
    }
    if (sort) {
      GRB_MALLOC(dv, n);
      for (GrB_Index v = 0; v < n; v++) {
        dv[v].degree = 0;
        dv[v].vertex = v;
      }
      for (GrB_Index k = 0; k < nd; k++) dv[I[k]].degree = X[k];
      qsort(dv, n, sizeof(deg_vertex), dir == GRB_TC_PRESORT_ASCENDING ? cmp_ascending : cmp_descending);
      GRB_MALLOC(P, n);
      for (GrB_Index v = 0; v < n; v++) P[v] = dv[v].vertex;
      GrB_Type type;
      GRB_TRY(GxB_Matrix_type(&type, A));
      GRB_TRY(GrB_Matrix_new(&Ap, type, n, n));
      GRB_TRY(GrB_Matrix_extract(Ap, NULL, NULL, A, P, n, P, n, NULL));
      G = Ap;
    }
    GrB_Vector_free(&degree);
  }

  uint64_t sum = 0;
  GRB_TRY(GrB_Matrix_new(&C, GrB_INT64, n, n));
  switch (method) {
    case GRB_TC_BURKHARDT:
    case GRB_TC_COHEN: {
      // both mask with the whole graph: drop self-loops first (C<A> = A*A would count them)
      GRB_TRY(grb_offdiag(&Aoff, G, msg));
      if (method == GRB_TC_BURKHARDT) {
        GRB_TRY(GrB_mxm(C, Aoff, NULL, GxB_PLUS_PAIR_INT64, Aoff, Aoff, GrB_DESC_S));
        GRB_TRY(grb_matrix_sum_u64(&sum, C, msg));
        sum /= 6;
      } else {
        GRB_TRY(GrB_Matrix_new(&L, GrB_BOOL, n, n));
        GRB_TRY(GrB_Matrix_new(&U, GrB_BOOL, n, n));
        GRB_TRY(GrB_Matrix_select_INT64(L, NULL, NULL, GrB_TRIL, Aoff, -1, NULL));
        GRB_TRY(GrB_Matrix_select_INT64(U, NULL, NULL, GrB_TRIU, Aoff, 1, NULL));
        GRB_TRY(GrB_mxm(C, Aoff, NULL, GxB_PLUS_PAIR_INT64, L, U, GrB_DESC_S));
        GRB_TRY(grb_matrix_sum_u64(&sum, C, msg));
        sum /= 2;
      }
      break;
    }
    default: {
      // L and U are built from G directly (tril/triu with k = -1/1 drop the diagonal); the pattern
      // is all that is read, so they are boolean
      GRB_TRY(GrB_Matrix_new(&L, GrB_BOOL, n, n));
      GRB_TRY(GrB_Matrix_select_INT64(L, NULL, NULL, GrB_TRIL, G, -1, NULL));
      if (method == GRB_TC_SANDIA_LL) {
        GRB_TRY(GrB_mxm(C, L, NULL, GxB_PLUS_PAIR_INT64, L, L, GrB_DESC_S));
      } else {
        GRB_TRY(GrB_Matrix_new(&U, GrB_BOOL, n, n));
        GRB_TRY(GrB_Matrix_select_INT64(U, NULL, NULL, GrB_TRIU, G, 1, NULL));
        if (method == GRB_TC_SANDIA_UU) {
          GRB_TRY(GrB_mxm(C, U, NULL, GxB_PLUS_PAIR_INT64, U, U, GrB_DESC_S));
        } else if (method == GRB_TC_SANDIA_LUT) {
          GRB_TRY(GrB_mxm(C, L, NULL, GxB_PLUS_PAIR_INT64, L, U, GrB_DESC_ST1));
        } else {
          GRB_TRY(GrB_mxm(C, U, NULL, GxB_PLUS_PAIR_INT64, U, L, GrB_DESC_ST1));
        }
      }
      GRB_TRY(grb_matrix_sum_u64(&sum, C, msg));
      break;
    }
  }
  GRB_FREE_ALL;
  *ntriangles = sum;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
}
