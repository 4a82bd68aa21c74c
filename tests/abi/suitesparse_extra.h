/* Declarations compiled into the SuiteSparse side of the ABI tests only:
 * symbols that libgraphblas.so.7 (SuiteSparse:GraphBLAS 7.4.0) exports but
 * that its GraphBLAS.h does not declare.  The types are those of the
 * SuiteSparse sources; our include/GraphBLAS.h declares the same names, and
 * the tests compare the two. */
#ifndef ABI_SUITESPARSE_EXTRA_H
#define ABI_SUITESPARSE_EXTRA_H
#ifdef __cplusplus
extern "C" {
#endif
extern GrB_IndexUnaryOp GxB_FLIPDIAGINDEX_INT32, GxB_FLIPDIAGINDEX_INT64 ;
void GB_Global_GrB_init_called_set (bool GrB_init_called) ;
#ifdef __cplusplus
}
#endif
#endif
