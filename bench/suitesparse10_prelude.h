// Included first into every source of grb_bench_ss10 (-include): SuiteSparse:GraphBLAS 9's header
// includes <complex.h> and, unlike 7.4's, leaves its macro I defined, which the driver and the
// algorithms use as a variable name. <complex.h> has an include guard, so I stays undefined.
// Being first, it also defines what grb_bench.c defines before its system headers (dladdr).
#ifndef GRB_BENCH_SUITESPARSE10_PRELUDE_H
#define GRB_BENCH_SUITESPARSE10_PRELUDE_H
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <GraphBLAS.h>
#undef I
#endif
