#ifndef FAKE_LAGRAPH_H
#define FAKE_LAGRAPH_H
#include <GraphBLAS.h>
// number of entries of A counted with a GxB_Iterator row loop (the macros of GraphBLAS.h), or -1
int64_t fake_lagraph_count_entries(GrB_Matrix A);
#endif
