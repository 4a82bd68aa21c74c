// A library function in LAGraph's style: a GxB_Iterator row loop, whose macros in GraphBLAS.h
// read the iterator struct and call GB_Iterator_* functions of the library.
#include "fake_lagraph.h"

int64_t fake_lagraph_count_entries(GrB_Matrix A) {
  GxB_Iterator it = NULL;
  if (GxB_Iterator_new(&it) != GrB_SUCCESS) return -1;
  if (GxB_rowIterator_attach(it, A, NULL) != GrB_SUCCESS) {
    GxB_Iterator_free(&it);
    return -1;
  }
  int64_t count = 0;
  // every row, every entry of the row (an empty row: seekRow/nextRow give GrB_NO_VALUE)
  GrB_Info info = GxB_rowIterator_seekRow(it, 0);
  while (info != GxB_EXHAUSTED) {
    if (info == GrB_SUCCESS) {
      do {
        count++;
      } while (GxB_rowIterator_nextCol(it) == GrB_SUCCESS);
    }
    info = GxB_rowIterator_nextRow(it);
  }
  GxB_Iterator_free(&it);
  return count;
}
