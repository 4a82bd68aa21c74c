// Graph algorithms and utilities written on the GraphBLAS C API (LAGraph-style), used by the demo,
// the tests and the benchmarks. They use only the public API, so they run unchanged on any
// GraphBLAS (this library or SuiteSparse).
#ifndef GRB_ALGORITHMS_H
#define GRB_ALGORITHMS_H
#include <GraphBLAS.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GRB_MSG_LEN 256

// Read a Matrix Market file (with LAGraph's "%%GraphBLAS type" extension). msg (GRB_MSG_LEN
// chars, may be NULL) receives the reason of a failure.
GrB_Info grb_mmread(GrB_Matrix* A, FILE* f, char* msg);

// splitmix64: the project's one pseudo-random generator (state advanced in place).
uint64_t grb_splitmix64(uint64_t* state);

// Graph500 R-MAT graph (A=0.57, B=C=0.19, D=0.05): 2^scale vertices, edge_factor * 2^scale edges
// drawn, made undirected, self-loops and duplicates removed; every value 1 (iso).
GrB_Info grb_rmat(GrB_Matrix* A, GrB_Type type, int scale, int edge_factor, uint64_t seed);
// Uniform random undirected graph with about avg_degree edges per vertex (GAP-style "urand").
GrB_Info grb_uniform_graph(GrB_Matrix* A, GrB_Type type, GrB_Index n, GrB_Index avg_degree, uint64_t seed);

#ifdef __cplusplus
}
#endif
#endif
