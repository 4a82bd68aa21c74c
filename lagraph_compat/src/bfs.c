// Breadth-first search: levels and parents from one source.
//
// Each step computes the next frontier q from the current one with the visited set as a
// complemented structural mask (descriptor GrB_DESC_RSC: replace, structural, complement):
//   push:  q<!visited> = q  * A    (GrB_vxm)       visits the out-edges of the frontier
//   pull:  q<!visited> = AT * q    (GrB_mxv)       each unvisited vertex looks for a frontier in-neighbour
// Parents use the ANY_SECONDI semiring: the product q(k)*A(k,j) is k, the index of the frontier
// vertex, and ANY keeps any one of them. Levels alone use ANY_PAIR on booleans (no values read).
//
// Direction-optimizing switch (Beamer, Asanovic, Patterson, SC'12), as in LAGraph: start with push;
// go to pull when the frontier is growing and the edges leaving it exceed the unexplored edges /
// alpha; return to push when the frontier is shrinking and holds fewer than n / beta vertices.
#include "grb_internal.h"

#define BFS_ALPHA 15.0
#define BFS_BETA 18.0

// Storage hint (SuiteSparse's GxB_SPARSITY_CONTROL, honoured by this library too): a pull step
// is a dot product per unvisited vertex and wants the frontier as a bitmap; a push step is a
// saxpy over the frontier's entries and wants it sparse. Only a hint: a GraphBLAS that refuses it
// still computes the same result, so its status is ignored.
static void sparsity_hint(GrB_Vector v, int control) {
  (void)GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, control);
}

GrB_Info grb_bfs(GrB_Vector* level, GrB_Vector* parent, GrB_Matrix A, GrB_Matrix AT, GrB_Index src,
                 grb_bfs_direction direction, char* msg) {
  GrB_Vector q = NULL, pi = NULL, v = NULL, degree = NULL, t = NULL;
#define GRB_FREE_WORK            \
  do {                           \
    GrB_Vector_free(&q);         \
    GrB_Vector_free(&degree);    \
    GrB_Vector_free(&t);         \
  } while (0)
#define GRB_FREE_ALL       \
  do {                     \
    GRB_FREE_WORK;         \
    GrB_Vector_free(&pi);  \
    GrB_Vector_free(&v);   \
  } while (0)
  if (msg) msg[0] = '\0';
  if (level) *level = NULL;
  if (parent) *parent = NULL;
  GRB_CHECK(A == NULL || (level == NULL && parent == NULL), GrB_NULL_POINTER,
            "grb_bfs: A is NULL, or both outputs are NULL");
  GRB_CHECK(direction != GRB_BFS_PUSH && direction != GRB_BFS_PULL && direction != GRB_BFS_AUTO,
            GrB_INVALID_VALUE, "grb_bfs: unknown direction");
  GRB_CHECK(direction != GRB_BFS_PUSH && AT == NULL, GrB_NULL_POINTER,
            "grb_bfs: pull and direction-optimizing BFS need AT (pass A for an undirected graph)");
  GrB_Index n, ncols, nvals;
  GRB_TRY(GrB_Matrix_nrows(&n, A));
  GRB_TRY(GrB_Matrix_ncols(&ncols, A));
  GRB_CHECK(n != ncols, GrB_DIMENSION_MISMATCH, "grb_bfs: A must be square");
  if (AT) {
    GrB_Index r, c;
    GRB_TRY(GrB_Matrix_nrows(&r, AT));
    GRB_TRY(GrB_Matrix_ncols(&c, AT));
    GRB_CHECK(r != n || c != n, GrB_DIMENSION_MISMATCH, "grb_bfs: AT must have the size of A");
  }
  GRB_CHECK(src >= n, GrB_INVALID_INDEX, "grb_bfs: source out of range");
  GRB_TRY(GrB_Matrix_nvals(&nvals, A));

  const bool want_parent = (parent != NULL);
  // the frontier carries parent ids (INT64) or just presence (BOOL)
  GrB_Semiring semiring = want_parent ? GxB_ANY_SECONDI_INT64 : GxB_ANY_PAIR_BOOL;
  GRB_TRY(GrB_Vector_new(&q, want_parent ? GrB_INT64 : GrB_BOOL, n));
  if (want_parent) {
    GRB_TRY(GrB_Vector_setElement_INT64(q, (int64_t)src, src));
    GRB_TRY(GrB_Vector_new(&pi, GrB_INT64, n));
    GRB_TRY(GrB_Vector_setElement_INT64(pi, (int64_t)src, src));
  } else {
    GRB_TRY(GrB_Vector_setElement_BOOL(q, true, src));
  }
  if (level) {
    GRB_TRY(GrB_Vector_new(&v, GrB_INT64, n));
    GRB_TRY(GrB_Vector_setElement_INT64(v, 0, src));
  }
  // the visited set, used as a complemented structural mask (bitmap: tested once per vertex)
  GrB_Vector visited = want_parent ? pi : v;
  sparsity_hint(visited, GxB_BITMAP);

  bool push = (direction != GRB_BFS_PULL);
  double edges_unexplored = (double)nvals;
  GrB_Index nq = 1, last_nq = 0, nvisited = 1;
  if (direction == GRB_BFS_AUTO) {
    GRB_TRY(grb_out_degree(&degree, A, msg));
    // most vertices have a degree: as a bitmap, t<q,replace> = degree looks each frontier vertex
    // up by position (sparse, each lookup is a search through degree's indices)
    sparsity_hint(degree, GxB_BITMAP);
    GRB_TRY(GrB_Vector_new(&t, GrB_INT64, n));
  }

  for (int64_t depth = 1; nq > 0 && nvisited < n; depth++) {
    if (direction == GRB_BFS_AUTO) {
      const bool growing = nq > last_nq;
      if (push) {
        // edges leaving the frontier: the sum of the frontier's out-degrees
        int64_t edges_in_frontier = 0;
        GRB_TRY(GrB_Vector_assign(t, q, NULL, degree, GrB_ALL, n, GrB_DESC_RS));
        GRB_TRY(GrB_Vector_reduce_INT64(&edges_in_frontier, NULL, GrB_PLUS_MONOID_INT64, t, NULL));
        edges_unexplored -= (double)edges_in_frontier;
        if (growing && (double)edges_in_frontier > edges_unexplored / BFS_ALPHA) push = false;
      } else if (!growing && (double)nq < (double)n / BFS_BETA) {
        push = true;
      }
    }
    if (push) {
      sparsity_hint(q, GxB_SPARSE);
      GRB_TRY(GrB_vxm(q, visited, NULL, semiring, q, A, GrB_DESC_RSC));
    } else {
      sparsity_hint(q, GxB_BITMAP);
      GRB_TRY(GrB_mxv(q, visited, NULL, semiring, AT, q, GrB_DESC_RSC));
    }
    last_nq = nq;
    if (!want_parent) {
      // levels only: record the level first, then count the new entries of v. The same result as
      // counting q first (an empty q assigns nothing), but the step and its level update reach the
      // library together, so a GraphBLAS that fuses them (this library's JIT, the vxm_assign
      // group of a pull step) runs both as one kernel when nvals(v) forces them.
      GRB_TRY(GrB_Vector_assign_INT64(v, q, NULL, depth, GrB_ALL, n, GrB_DESC_S));
      GrB_Index nv;
      GRB_TRY(GrB_Vector_nvals(&nv, v));
      nq = nv - nvisited;
      nvisited = nv;
      if (nq == 0) break;
      continue;
    }
    GRB_TRY(GrB_Vector_nvals(&nq, q));
    if (nq == 0) break;
    nvisited += nq;
    // record the new frontier: parents are q's values, levels the depth
    GRB_TRY(GrB_Vector_assign(pi, q, NULL, q, GrB_ALL, n, GrB_DESC_S));
    if (level) GRB_TRY(GrB_Vector_assign_INT64(v, q, NULL, depth, GrB_ALL, n, GrB_DESC_S));
  }

  GRB_FREE_WORK;
  if (parent) *parent = pi;
  if (level) *level = v;
  return GrB_SUCCESS;
#undef GRB_FREE_ALL
#undef GRB_FREE_WORK
}
