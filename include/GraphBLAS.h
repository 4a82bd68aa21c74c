/*============================================================================*
 * GraphBLAS.h: public C API of Kokkos GraphBLAS                              *
 *============================================================================*
 *
 * Kokkos GraphBLAS: a GraphBLAS library built on Kokkos.
 * SPDX-License-Identifier: Apache-2.0
 *
 * What this header provides
 * -------------------------
 * 1. The GraphBLAS C API, specification v2.0 (the GrB_* names).
 * 2. The extensions of SuiteSparse:GraphBLAS 7.4 (the GxB_* names), with the
 *    same names, signatures, enum values, predefined objects and polymorphic
 *    (_Generic) macros, so that this library is a binary drop-in replacement
 *    for libgraphblas.so.7: a program compiled against SuiteSparse 7.4's
 *    GraphBLAS.h runs unchanged on this library, and a program compiled
 *    against this header behaves the same.
 * 3. The GrB_get / GrB_set methods of the C API specification v2.1, added on
 *    top (SuiteSparse 7.4 does not have them; their enum values follow the
 *    specification, as SuiteSparse:GraphBLAS 9.x defines them).
 *
 * Naming conventions
 * ------------------
 *   GrB_*   names defined by the C API specification
 *   GxB_*   extensions, compatible with SuiteSparse:GraphBLAS 7.4
 *   GB_*    internal names that have to be visible here because public
 *           macros expand to them (iterator, polymorphic helpers); user code
 *           must not call them directly
 *
 * Language support
 * ----------------
 * Apart from the polymorphic macros, this header compiles as C90 (given the
 * C99 headers <stdint.h> and <stdbool.h> and complex types, which C90
 * compilers such as gcc -std=c89 provide).  The polymorphic macros
 * (GrB_assign, GrB_free, ...) need the C11 _Generic keyword and are only
 * defined when compiling as C11 or later (never in C++, which has no
 * _Generic).  From C++, all functions have C linkage and
 * GxB_FC32_t / GxB_FC64_t are std::complex<float> / std::complex<double>,
 * which have the same layout as the C99 complex types.
 *============================================================================*/

#ifndef GRAPHBLAS_H
#define GRAPHBLAS_H

/*----------------------------------------------------------------------------*
 * Standard headers the API relies on
 *----------------------------------------------------------------------------*/

#include <stdio.h>
#include <errno.h>
#include <string.h>
#include <stdlib.h>
#include <stdbool.h>
#include <stdint.h>
#include <inttypes.h>
#include <stddef.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>

/*----------------------------------------------------------------------------*
 * Symbol visibility
 *----------------------------------------------------------------------------*
 * Every function and predefined object of the API is declared with GB_PUBLIC.
 * The library is built with -fvisibility=hidden, so GB_PUBLIC must mark the
 * declaration for export.  On Windows, the library is compiled with
 * GB_LIBRARY defined (dllexport); applications import the symbols.
 */

#if defined (_MSC_VER) && !(defined (__INTEL_COMPILER) || defined (__INTEL_CLANG_COMPILER))
    #ifdef GB_LIBRARY
        #define GB_PUBLIC extern __declspec (dllexport)
    #else
        #define GB_PUBLIC extern __declspec (dllimport)
    #endif
#elif defined (__GNUC__) || defined (__clang__)
    #define GB_PUBLIC extern __attribute__ ((visibility ("default")))
#else
    #define GB_PUBLIC extern
#endif

/*----------------------------------------------------------------------------*
 * Language level
 *----------------------------------------------------------------------------*
 * GxB_STDC_VERSION is __STDC_VERSION__ when the compiler defines it, and
 * 199001L (C90) otherwise, in particular in C++.  The _Generic macros below
 * are enabled only if it is at least 201112L (C11).
 */

#ifdef __STDC_VERSION__
    #define GxB_STDC_VERSION __STDC_VERSION__
#else
    #define GxB_STDC_VERSION 199001L
#endif

/*----------------------------------------------------------------------------*
 * Complex types: GxB_FC32_t and GxB_FC64_t
 *----------------------------------------------------------------------------*
 * C: the C99 complex types float _Complex and double _Complex.
 * C++: std::complex<float> and std::complex<double> (the same layout: two
 *   floats or two doubles).  <complex> is included inside extern "C++" so
 *   that this header may itself be included from within an extern "C" block.
 * MSVC C: its own _Fcomplex and _Dcomplex structures.
 * GxB_CMPLXF (r,i) and GxB_CMPLX (r,i) build a complex value from its real
 * and imaginary parts.  As in SuiteSparse, the macro I of <complex.h> is
 * undefined after including it, so that I can be used as an identifier.
 *
 * GB_restrict is the restrict qualifier of the language (or nothing).
 */

#undef GB_restrict

#if defined (__cplusplus)

    extern "C++"
    {
        #include <cmath>
        #include <complex>
    }
    #undef I
    typedef std::complex<float>  GxB_FC32_t ;
    typedef std::complex<double> GxB_FC64_t ;
    #define GxB_CMPLXF(r,i) GxB_FC32_t (r,i)
    #define GxB_CMPLX(r,i)  GxB_FC64_t (r,i)
    #define GB_restrict

#elif defined (_MSC_VER) && !(defined (__INTEL_COMPILER) || defined (__INTEL_CLANG_COMPILER))

    #include <complex.h>
    #undef I
    typedef _Fcomplex GxB_FC32_t ;
    typedef _Dcomplex GxB_FC64_t ;
    #define GxB_CMPLXF(r,i) (_FCbuild (r,i))
    #define GxB_CMPLX(r,i)  (_Cbuild (r,i))
    #define GB_restrict __restrict

#else

    #include <complex.h>
    #undef I
    typedef float  _Complex GxB_FC32_t ;
    typedef double _Complex GxB_FC64_t ;
    #ifdef CMPLXF
        #define GxB_CMPLXF(r,i) CMPLXF (r,i)
    #else
        #define GxB_CMPLXF(r,i) \
            ((GxB_FC32_t) ((float) (r)) + (GxB_FC32_t) ((float) (i) * _Complex_I))
    #endif
    #ifdef CMPLX
        #define GxB_CMPLX(r,i) CMPLX (r,i)
    #else
        #define GxB_CMPLX(r,i) \
            ((GxB_FC64_t) ((double) (r)) + (GxB_FC64_t) ((double) (i) * _Complex_I))
    #endif
    #if defined (__NVCC__)
        #define GB_restrict __restrict__
    #elif GxB_STDC_VERSION >= 199901L
        #define GB_restrict restrict
    #else
        #define GB_restrict
    #endif

#endif

/* All declarations below have C linkage. */
#ifdef __cplusplus
extern "C" {
#endif

/*============================================================================*
 * Version information
 *============================================================================*
 * GxB_VERSION (major,minor,sub) folds a version into one integer, so that
 * code can test, e.g.,  #if GxB_IMPLEMENTATION >= GxB_VERSION (7,1,0).
 * This library reports the version of the SuiteSparse:GraphBLAS release it
 * is compatible with (7.4.0) and the C API version of that release (2.0.0):
 * GrB_getVersion and the GxB_*_VERSION options return the same numbers.
 * The GrB_get / GrB_set methods of C API 2.1 are present as an addition.
 */

#define GxB_SUITESPARSE_GRAPHBLAS

#define GxB_VERSION(major,minor,sub) \
    (((major)*1000ULL + (minor))*1000ULL + (sub))

#define GxB_IMPLEMENTATION_NAME  "SuiteSparse:GraphBLAS"
#define GxB_IMPLEMENTATION_DATE  "Dec 23, 2022"
#define GxB_IMPLEMENTATION_MAJOR 7
#define GxB_IMPLEMENTATION_MINOR 4
#define GxB_IMPLEMENTATION_SUB   0

#define GxB_IMPLEMENTATION \
    GxB_VERSION (GxB_IMPLEMENTATION_MAJOR, GxB_IMPLEMENTATION_MINOR, \
                 GxB_IMPLEMENTATION_SUB)

#define GxB_IMPLEMENTATION_ABOUT \
    "Kokkos GraphBLAS: a GraphBLAS library built on Kokkos, binary compatible\n" \
    "with SuiteSparse:GraphBLAS 7.4 (GrB/GxB API and ABI).\n"

#define GxB_IMPLEMENTATION_LICENSE \
    "Kokkos GraphBLAS is licensed under the Apache License, Version 2.0.\n" \
    "You may obtain a copy of the License at\n" \
    "    http://www.apache.org/licenses/LICENSE-2.0\n" \
    "Distributed on an \"AS IS\" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF\n" \
    "ANY KIND, either express or implied.\n"

/* The C API specification this library conforms to. */
#define GxB_SPEC_DATE  "Nov 15, 2021"
#define GxB_SPEC_MAJOR 2
#define GxB_SPEC_MINOR 0
#define GxB_SPEC_SUB   0

#define GxB_SPEC_VERSION \
    GxB_VERSION (GxB_SPEC_MAJOR, GxB_SPEC_MINOR, GxB_SPEC_SUB)

#define GxB_SPEC_ABOUT \
    "The GraphBLAS C API Specification, by Aydin Buluc, Timothy Mattson,\n" \
    "Scott McMillan, Jose' Moreira, Carl Yang and Benjamin Brock; based on\n" \
    "'GraphBLAS Mathematics' by Jeremy Kepner.\n"

/* Compile-time C API version, as required by the specification. */
#define GRB_VERSION    GxB_SPEC_MAJOR
#define GRB_SUBVERSION GxB_SPEC_MINOR

/*============================================================================*
 * GrB_Index: row and column indices, dimensions, counts
 *============================================================================*
 * Valid indices are 0 to GrB_INDEX_MAX; a dimension can be GrB_INDEX_MAX+1
 * (2^60).  GxB_INDEX_MAX is the historical name of the largest dimension.
 */

typedef uint64_t GrB_Index ;

#define GrB_INDEX_MAX ((GrB_Index) (1ULL << 60) - 1)
#define GxB_INDEX_MAX ((GrB_Index) (1ULL << 60))

/*============================================================================*
 * GrB_Info: the status returned by (almost) every method
 *============================================================================*
 * Zero is success, positive values are informational, negative values are
 * errors: API errors (-1 to -8) are detected before anything is done;
 * execution errors (-101 and below) may be reported later, on the output
 * object.  GrB_error returns a message that explains the last error.
 */

typedef enum
{
    GrB_SUCCESS              = 0,     /* the method succeeded */

    /* informational */
    GrB_NO_VALUE             = 1,     /* the requested entry is not present */
    GxB_EXHAUSTED            = 2,     /* an iterator has no more entries */

    /* API errors */
    GrB_UNINITIALIZED_OBJECT = -1,    /* an object was never created */
    GrB_NULL_POINTER         = -2,    /* a required pointer is NULL */
    GrB_INVALID_VALUE        = -3,    /* an argument has an invalid value */
    GrB_INVALID_INDEX        = -4,    /* an index is outside the dimensions */
    GrB_DOMAIN_MISMATCH      = -5,    /* incompatible types */
    GrB_DIMENSION_MISMATCH   = -6,    /* incompatible dimensions */
    GrB_OUTPUT_NOT_EMPTY     = -7,    /* the output must be empty */
    GrB_NOT_IMPLEMENTED      = -8,    /* this case is not supported */
    GrB_ALREADY_SET          = -9,    /* a field that can be set once was set (C API 2.1) */

    /* execution errors */
    GrB_PANIC                = -101,  /* unrecoverable failure */
    GrB_OUT_OF_MEMORY        = -102,  /* memory allocation failed */
    GrB_INSUFFICIENT_SPACE   = -103,  /* a user array is too small */
    GrB_INVALID_OBJECT       = -104,  /* an object is corrupted */
    GrB_INDEX_OUT_OF_BOUNDS  = -105,  /* an index is out of range */
    GrB_EMPTY_OBJECT         = -106   /* a scalar holds no value */
}
GrB_Info ;

/*============================================================================*
 * Starting and stopping the library
 *============================================================================*
 * GrB_init must be the first call and GrB_finalize the last.  In blocking
 * mode every method completes before it returns; in non-blocking mode work
 * may be deferred until its result is needed (both give the same results).
 * GxB_init also installs the memory manager the library must use.  The two
 * GPU modes are accepted for compatibility (draft in SuiteSparse 7.4).
 */

typedef enum
{
    GrB_NONBLOCKING     = 0,
    GrB_BLOCKING        = 1,
    GxB_NONBLOCKING_GPU = 2,
    GxB_BLOCKING_GPU    = 3
}
GrB_Mode ;

GB_PUBLIC GrB_Info GrB_init (GrB_Mode mode) ;
GB_PUBLIC GrB_Info GxB_init (GrB_Mode mode,
    void * (* user_malloc_function) (size_t),
    void * (* user_calloc_function) (size_t, size_t),
    void * (* user_realloc_function) (void *, size_t),
    void (* user_free_function) (void *)) ;
GB_PUBLIC GrB_Info GrB_finalize (void) ;

/* The run-time C API version (GRB_VERSION, GRB_SUBVERSION). */
GB_PUBLIC GrB_Info GrB_getVersion (unsigned int *version,
    unsigned int *subversion) ;

/*============================================================================*
 * GrB_Descriptor: options of an operation
 *============================================================================*
 * A descriptor modifies one call: replace the output, complement and/or use
 * only the structure of the mask, transpose an input, and (GxB) choose an
 * algorithm, thread limits, compression, etc.  NULL (GrB_NULL) means all
 * defaults.
 *
 * Fields (GrB_Desc_Field) and their values (GrB_Desc_Value):
 *   GrB_OUTP          GxB_DEFAULT or GrB_REPLACE
 *   GrB_MASK          GxB_DEFAULT, GrB_COMP, GrB_STRUCTURE, or both
 *                     (GrB_COMP + GrB_STRUCTURE == GrB_COMP_STRUCTURE)
 *   GrB_INP0, GrB_INP1  GxB_DEFAULT or GrB_TRAN
 *   GxB_AxB_METHOD    GxB_DEFAULT, GxB_AxB_GUSTAVSON, _HASH, _SAXPY, _DOT
 *   GxB_SORT          0 (leave results unsorted if that is faster) or not
 *   GxB_COMPRESSION   one of the GxB_COMPRESSION_* methods (serialize)
 *   GxB_IMPORT        GxB_FAST_IMPORT or GxB_SECURE_IMPORT (pack/import)
 *   GxB_DESCRIPTOR_NTHREADS, GxB_DESCRIPTOR_CHUNK: thread control (ints)
 *   GxB_DESCRIPTOR_GPU_CONTROL, _GPU_CHUNK: GPU control (draft, accepted)
 *
 * GxB_NTHREADS and GxB_CHUNK (and the GPU pair) are plain integers so that
 * they have the same value as a descriptor field and as a global option.
 */

#define GxB_NTHREADS    5
#define GxB_CHUNK       7
#define GxB_GPU_CONTROL 21
#define GxB_GPU_CHUNK   22

typedef enum
{
    GrB_OUTP = 0,                                   /* the output C or w */
    GrB_MASK = 1,                                   /* the mask */
    GrB_INP0 = 2,                                   /* the first input */
    GrB_INP1 = 3,                                   /* the second input */
    GxB_DESCRIPTOR_NTHREADS    = GxB_NTHREADS,      /* max # of threads */
    GxB_DESCRIPTOR_CHUNK       = GxB_CHUNK,         /* work per thread */
    GxB_DESCRIPTOR_GPU_CONTROL = GxB_GPU_CONTROL,
    GxB_DESCRIPTOR_GPU_CHUNK   = GxB_GPU_CHUNK,
    GxB_AxB_METHOD  = 1000,                         /* algorithm for A*B */
    GxB_SORT        = 35,                           /* sort the result */
    GxB_COMPRESSION = 36,                           /* serialize compression */
    GxB_IMPORT      = 37                            /* trust imported data? */
}
GrB_Desc_Field ;

/* GrB_DEFAULT and GrB_COMP_STRUCTURE come from C API 2.1 (SuiteSparse 9.x);
 * they do not collide with any 7.4 value.  SuiteSparse 9.x renumbered the
 * GxB_* values of this enum (7080 and up); this header keeps 7.4's values,
 * which are the ones its binaries use. */
typedef enum
{
    GxB_DEFAULT        = 0,     /* default behavior, for every field */
    GrB_DEFAULT        = 0,     /* C API 2.1 name of GxB_DEFAULT */
    GrB_REPLACE        = 1,     /* OUTP: clear C before the masked write */
    GrB_COMP           = 2,     /* MASK: use the complement of the mask */
    GrB_STRUCTURE      = 4,     /* MASK: use only the mask's pattern */
    GrB_COMP_STRUCTURE = 6,     /* MASK: both (C API 2.1) */
    GrB_TRAN           = 3,     /* INP0, INP1: transpose the input */
    GxB_GPU_ALWAYS     = 2001,  /* GPU control (draft) */
    GxB_GPU_NEVER      = 2002,
    GxB_AxB_GUSTAVSON  = 1001,  /* saxpy with a dense (Gustavson) workspace */
    GxB_AxB_DOT        = 1003,  /* dot products */
    GxB_AxB_HASH       = 1004,  /* saxpy with a hash workspace */
    GxB_AxB_SAXPY      = 1005,  /* saxpy, workspace chosen automatically */
    GxB_SECURE_IMPORT  = 502    /* IMPORT: check the imported data */
}
GrB_Desc_Value ;

/* By default pack/import trusts its input. */
#define GxB_FAST_IMPORT GxB_DEFAULT

typedef struct GB_Descriptor_opaque *GrB_Descriptor ;

GB_PUBLIC GrB_Info GrB_Descriptor_new (GrB_Descriptor *descriptor) ;
GB_PUBLIC GrB_Info GrB_Descriptor_set (GrB_Descriptor desc,
    GrB_Desc_Field field, GrB_Desc_Value val) ;
GB_PUBLIC GrB_Info GxB_Descriptor_get (GrB_Desc_Value *val, GrB_Descriptor desc,
    GrB_Desc_Field field) ;

/* Typed and variadic access to descriptor fields (GxB; the variadic forms
 * take an int or a double as appropriate for the field). */
GB_PUBLIC GrB_Info GxB_Desc_set (GrB_Descriptor desc, GrB_Desc_Field field,
    ...) ;
GB_PUBLIC GrB_Info GxB_Desc_set_INT32 (GrB_Descriptor desc,
    GrB_Desc_Field field, int32_t value) ;
GB_PUBLIC GrB_Info GxB_Desc_set_FP64 (GrB_Descriptor desc, GrB_Desc_Field field,
    double value) ;
GB_PUBLIC GrB_Info GxB_Desc_get (GrB_Descriptor desc, GrB_Desc_Field field,
    ...) ;
GB_PUBLIC GrB_Info GxB_Desc_get_INT32 (GrB_Descriptor desc,
    GrB_Desc_Field field, int32_t *value) ;
GB_PUBLIC GrB_Info GxB_Desc_get_FP64 (GrB_Descriptor desc, GrB_Desc_Field field,
    double *value) ;

GB_PUBLIC GrB_Info GrB_Descriptor_free (GrB_Descriptor *descriptor) ;

/* Predefined descriptors, named after their non-default settings:
 *   R = OUTP: GrB_REPLACE      S = MASK: GrB_STRUCTURE    C = MASK: GrB_COMP
 *   T0 = INP0: GrB_TRAN        T1 = INP1: GrB_TRAN
 * (GrB_NULL is the all-default descriptor.)  They cannot be modified, and
 * freeing one does nothing. */
GB_PUBLIC GrB_Descriptor
    GrB_DESC_T1, GrB_DESC_T0, GrB_DESC_T0T1, GrB_DESC_C, GrB_DESC_CT1,
    GrB_DESC_CT0, GrB_DESC_CT0T1, GrB_DESC_S, GrB_DESC_ST1, GrB_DESC_ST0,
    GrB_DESC_ST0T1, GrB_DESC_SC, GrB_DESC_SCT1, GrB_DESC_SCT0, GrB_DESC_SCT0T1,
    GrB_DESC_R, GrB_DESC_RT1, GrB_DESC_RT0, GrB_DESC_RT0T1, GrB_DESC_RC,
    GrB_DESC_RCT1, GrB_DESC_RCT0, GrB_DESC_RCT0T1, GrB_DESC_RS, GrB_DESC_RST1,
    GrB_DESC_RST0, GrB_DESC_RST0T1, GrB_DESC_RSC, GrB_DESC_RSCT1,
    GrB_DESC_RSCT0, GrB_DESC_RSCT0T1 ;

/*============================================================================*
 * GrB_Type: the domains of matrix, vector and scalar entries
 *============================================================================*/

typedef struct GB_Type_opaque *GrB_Type ;

/* Built-in types and their C counterparts:
 *   GrB_BOOL bool, GrB_INT8..GrB_INT64 int8_t..int64_t,
 *   GrB_UINT8..GrB_UINT64 uint8_t..uint64_t, GrB_FP32 float, GrB_FP64 double,
 *   GxB_FC32 GxB_FC32_t (float complex), GxB_FC64 GxB_FC64_t. */
GB_PUBLIC GrB_Type
    GrB_BOOL, GrB_INT8, GrB_INT16, GrB_INT32, GrB_INT64, GrB_UINT8, GrB_UINT16,
    GrB_UINT32, GrB_UINT64, GrB_FP32, GrB_FP64,
    GxB_FC32, GxB_FC64 ;

/*----------------------------------------------------------------------------*
 * Helpers for the polymorphic (_Generic) macros
 *----------------------------------------------------------------------------*
 * GB_STR (x) makes a string of its argument.  GB_PASTE4 glues 4 tokens
 * after expanding them.
 *
 * GB_TYPE_CASES (q, pre, func) is the list of _Generic associations that
 * dispatches on the C type of a value (q empty) or of a pointer (q = *):
 *     [const] bool     q   ->  pre_func_BOOL
 *     [const] int8_t   q   ->  pre_func_INT8       ... and so on for
 *     INT16 INT32 INT64 UINT8 UINT16 UINT32 UINT64 FP32 FP64,
 *     [const] GxB_FC32_t q ->  GxB_func_FC32        (always a GxB_ name)
 *     [const] GxB_FC64_t q ->  GxB_func_FC64
 *     [const] void *       ->  pre_func_UDT         (user-defined types)
 * pre is GrB or GxB; func may itself be a macro call (it is expanded).
 */

#define GB_XSTR(x) GB_STR(x)
#define GB_STR(x) #x

#define GB_CAT4(a,b,c,d) a ## b ## c ## d
#define GB_PASTE4(a,b,c,d) GB_CAT4 (a,b,c,d)

#if GxB_STDC_VERSION >= 201112L
#define GB_TYPE_CASES(q,pre,func)                                       \
    const bool       q : GB_PASTE4 (pre, _, func, _BOOL  ),             \
          bool       q : GB_PASTE4 (pre, _, func, _BOOL  ),             \
    const int8_t     q : GB_PASTE4 (pre, _, func, _INT8  ),             \
          int8_t     q : GB_PASTE4 (pre, _, func, _INT8  ),             \
    const int16_t    q : GB_PASTE4 (pre, _, func, _INT16 ),             \
          int16_t    q : GB_PASTE4 (pre, _, func, _INT16 ),             \
    const int32_t    q : GB_PASTE4 (pre, _, func, _INT32 ),             \
          int32_t    q : GB_PASTE4 (pre, _, func, _INT32 ),             \
    const int64_t    q : GB_PASTE4 (pre, _, func, _INT64 ),             \
          int64_t    q : GB_PASTE4 (pre, _, func, _INT64 ),             \
    const uint8_t    q : GB_PASTE4 (pre, _, func, _UINT8 ),             \
          uint8_t    q : GB_PASTE4 (pre, _, func, _UINT8 ),             \
    const uint16_t   q : GB_PASTE4 (pre, _, func, _UINT16),             \
          uint16_t   q : GB_PASTE4 (pre, _, func, _UINT16),             \
    const uint32_t   q : GB_PASTE4 (pre, _, func, _UINT32),             \
          uint32_t   q : GB_PASTE4 (pre, _, func, _UINT32),             \
    const uint64_t   q : GB_PASTE4 (pre, _, func, _UINT64),             \
          uint64_t   q : GB_PASTE4 (pre, _, func, _UINT64),             \
    const float      q : GB_PASTE4 (pre, _, func, _FP32  ),             \
          float      q : GB_PASTE4 (pre, _, func, _FP32  ),             \
    const double     q : GB_PASTE4 (pre, _, func, _FP64  ),             \
          double     q : GB_PASTE4 (pre, _, func, _FP64  ),             \
    const GxB_FC32_t q : GB_PASTE4 (GxB, _, func, _FC32  ),             \
          GxB_FC32_t q : GB_PASTE4 (GxB, _, func, _FC32  ),             \
    const GxB_FC64_t q : GB_PASTE4 (GxB, _, func, _FC64  ),             \
          GxB_FC64_t q : GB_PASTE4 (GxB, _, func, _FC64  ),             \
    const void       * : GB_PASTE4 (pre, _, func, _UDT   ),             \
          void       * : GB_PASTE4 (pre, _, func, _UDT   )
#endif

/*----------------------------------------------------------------------------*
 * Creating and querying types
 *----------------------------------------------------------------------------*
 * GrB_Type_new is both a function and a macro; the macro calls GxB_Type_new
 * with the text of sizeof_ctype as the name, from which GxB_Type_new takes
 * the C type's name as SuiteSparse does: GrB_Type_new (&t, sizeof (pair_t))
 * names the type "pair_t" (GxB_Type_name, serialized blobs).  Use
 * (GrB_Type_new) (...) to call the function itself; its type is named
 * "user_type_of_size_N".
 */

#undef GrB_Type_new
GB_PUBLIC GrB_Info GrB_Type_new (GrB_Type *type, size_t sizeof_ctype) ;
#define GrB_Type_new(utype,sizeof_ctype) \
    GxB_Type_new (utype, sizeof_ctype, GB_STR(sizeof_ctype), NULL)

/* Longest type or operator name, including the terminating nul. */
#define GxB_MAX_NAME_LEN 128

GB_PUBLIC GrB_Info GxB_Type_new (GrB_Type *type, size_t sizeof_ctype,
    const char *type_name, const char *type_defn) ;
GB_PUBLIC GrB_Info GxB_Type_name (char *type_name, const GrB_Type type) ;
GB_PUBLIC GrB_Info GxB_Type_size (size_t *size, const GrB_Type type) ;
GB_PUBLIC GrB_Info GxB_Type_from_name (GrB_Type *type, const char *type_name) ;
GB_PUBLIC GrB_Info GrB_Type_free (GrB_Type *type) ;

/*============================================================================*
 * GrB_UnaryOp: z = f (x)
 *============================================================================*/

typedef struct GB_UnaryOp_opaque *GrB_UnaryOp ;

/* Built-in unary operators.  The suffix is the type of x and z (except where
 * noted).  IDENTITY z=x, AINV z=-x, MINV z=1/x, LNOT z=!(x!=0), ONE z=1,
 * ABS z=|x|, BNOT z=~x (bitwise), GrB_LNOT on bool. */
GB_PUBLIC GrB_UnaryOp
    GrB_IDENTITY_BOOL, GrB_IDENTITY_INT8, GrB_IDENTITY_INT16,
    GrB_IDENTITY_INT32, GrB_IDENTITY_INT64, GrB_IDENTITY_UINT8,
    GrB_IDENTITY_UINT16, GrB_IDENTITY_UINT32, GrB_IDENTITY_UINT64,
    GrB_IDENTITY_FP32, GrB_IDENTITY_FP64, GxB_IDENTITY_FC32, GxB_IDENTITY_FC64,
    GrB_AINV_BOOL, GrB_AINV_INT8, GrB_AINV_INT16, GrB_AINV_INT32,
    GrB_AINV_INT64, GrB_AINV_UINT8, GrB_AINV_UINT16, GrB_AINV_UINT32,
    GrB_AINV_UINT64, GrB_AINV_FP32, GrB_AINV_FP64, GxB_AINV_FC32, GxB_AINV_FC64,
    GrB_MINV_BOOL, GrB_MINV_INT8, GrB_MINV_INT16, GrB_MINV_INT32,
    GrB_MINV_INT64, GrB_MINV_UINT8, GrB_MINV_UINT16, GrB_MINV_UINT32,
    GrB_MINV_UINT64, GrB_MINV_FP32, GrB_MINV_FP64, GxB_MINV_FC32, GxB_MINV_FC64,
    GxB_LNOT_BOOL, GxB_LNOT_INT8, GxB_LNOT_INT16, GxB_LNOT_INT32,
    GxB_LNOT_INT64, GxB_LNOT_UINT8, GxB_LNOT_UINT16, GxB_LNOT_UINT32,
    GxB_LNOT_UINT64, GxB_LNOT_FP32, GxB_LNOT_FP64,
    GxB_ONE_BOOL, GxB_ONE_INT8, GxB_ONE_INT16, GxB_ONE_INT32, GxB_ONE_INT64,
    GxB_ONE_UINT8, GxB_ONE_UINT16, GxB_ONE_UINT32, GxB_ONE_UINT64, GxB_ONE_FP32,
    GxB_ONE_FP64, GxB_ONE_FC32, GxB_ONE_FC64,
    GrB_ABS_BOOL, GrB_ABS_INT8, GrB_ABS_INT16, GrB_ABS_INT32, GrB_ABS_INT64,
    GrB_ABS_UINT8, GrB_ABS_UINT16, GrB_ABS_UINT32, GrB_ABS_UINT64, GrB_ABS_FP32,
    GrB_ABS_FP64,
    GrB_BNOT_INT8, GrB_BNOT_INT16, GrB_BNOT_INT32, GrB_BNOT_INT64,
    GrB_BNOT_UINT8, GrB_BNOT_UINT16, GrB_BNOT_UINT32, GrB_BNOT_UINT64,
    GrB_LNOT,
    GxB_ABS_BOOL, GxB_ABS_INT8, GxB_ABS_INT16, GxB_ABS_INT32, GxB_ABS_INT64,
    GxB_ABS_UINT8, GxB_ABS_UINT16, GxB_ABS_UINT32, GxB_ABS_UINT64, GxB_ABS_FP32,
    GxB_ABS_FP64, GxB_ABS_FC32, GxB_ABS_FC64 ;

/* Floating-point functions of <math.h> / <complex.h>, on FP32, FP64, FC32
 * and FC64.  FREXPX and FREXPE are the mantissa and exponent of frexp;
 * CREAL, CIMAG, CARG (and ABS) of complex x give a real z; ISINF, ISNAN,
 * ISFINITE give a bool z. */
GB_PUBLIC GrB_UnaryOp
    GxB_SQRT_FP32, GxB_SQRT_FP64, GxB_SQRT_FC32, GxB_SQRT_FC64,
    GxB_LOG_FP32, GxB_LOG_FP64, GxB_LOG_FC32, GxB_LOG_FC64,
    GxB_EXP_FP32, GxB_EXP_FP64, GxB_EXP_FC32, GxB_EXP_FC64,
    GxB_LOG2_FP32, GxB_LOG2_FP64, GxB_LOG2_FC32, GxB_LOG2_FC64,
    GxB_SIN_FP32, GxB_SIN_FP64, GxB_SIN_FC32, GxB_SIN_FC64,
    GxB_COS_FP32, GxB_COS_FP64, GxB_COS_FC32, GxB_COS_FC64,
    GxB_TAN_FP32, GxB_TAN_FP64, GxB_TAN_FC32, GxB_TAN_FC64,
    GxB_ACOS_FP32, GxB_ACOS_FP64, GxB_ACOS_FC32, GxB_ACOS_FC64,
    GxB_ASIN_FP32, GxB_ASIN_FP64, GxB_ASIN_FC32, GxB_ASIN_FC64,
    GxB_ATAN_FP32, GxB_ATAN_FP64, GxB_ATAN_FC32, GxB_ATAN_FC64,
    GxB_SINH_FP32, GxB_SINH_FP64, GxB_SINH_FC32, GxB_SINH_FC64,
    GxB_COSH_FP32, GxB_COSH_FP64, GxB_COSH_FC32, GxB_COSH_FC64,
    GxB_TANH_FP32, GxB_TANH_FP64, GxB_TANH_FC32, GxB_TANH_FC64,
    GxB_ACOSH_FP32, GxB_ACOSH_FP64, GxB_ACOSH_FC32, GxB_ACOSH_FC64,
    GxB_ASINH_FP32, GxB_ASINH_FP64, GxB_ASINH_FC32, GxB_ASINH_FC64,
    GxB_ATANH_FP32, GxB_ATANH_FP64, GxB_ATANH_FC32, GxB_ATANH_FC64,
    GxB_SIGNUM_FP32, GxB_SIGNUM_FP64, GxB_SIGNUM_FC32, GxB_SIGNUM_FC64,
    GxB_CEIL_FP32, GxB_CEIL_FP64, GxB_CEIL_FC32, GxB_CEIL_FC64,
    GxB_FLOOR_FP32, GxB_FLOOR_FP64, GxB_FLOOR_FC32, GxB_FLOOR_FC64,
    GxB_ROUND_FP32, GxB_ROUND_FP64, GxB_ROUND_FC32, GxB_ROUND_FC64,
    GxB_TRUNC_FP32, GxB_TRUNC_FP64, GxB_TRUNC_FC32, GxB_TRUNC_FC64,
    GxB_EXP2_FP32, GxB_EXP2_FP64, GxB_EXP2_FC32, GxB_EXP2_FC64,
    GxB_EXPM1_FP32, GxB_EXPM1_FP64, GxB_EXPM1_FC32, GxB_EXPM1_FC64,
    GxB_LOG10_FP32, GxB_LOG10_FP64, GxB_LOG10_FC32, GxB_LOG10_FC64,
    GxB_LOG1P_FP32, GxB_LOG1P_FP64, GxB_LOG1P_FC32, GxB_LOG1P_FC64,
    GxB_LGAMMA_FP32, GxB_LGAMMA_FP64,
    GxB_TGAMMA_FP32, GxB_TGAMMA_FP64,
    GxB_ERF_FP32, GxB_ERF_FP64,
    GxB_ERFC_FP32, GxB_ERFC_FP64,
    GxB_CBRT_FP32, GxB_CBRT_FP64,
    GxB_FREXPX_FP32, GxB_FREXPX_FP64,
    GxB_FREXPE_FP32, GxB_FREXPE_FP64,
    GxB_CONJ_FC32, GxB_CONJ_FC64,
    GxB_CREAL_FC32, GxB_CREAL_FC64,
    GxB_CIMAG_FC32, GxB_CIMAG_FC64,
    GxB_CARG_FC32, GxB_CARG_FC64,
    GxB_ISINF_FP32, GxB_ISINF_FP64, GxB_ISINF_FC32, GxB_ISINF_FC64,
    GxB_ISNAN_FP32, GxB_ISNAN_FP64, GxB_ISNAN_FC32, GxB_ISNAN_FC64,
    GxB_ISFINITE_FP32, GxB_ISFINITE_FP64, GxB_ISFINITE_FC32, GxB_ISFINITE_FC64 ;

/* Positional unary operators: z = i, i+1, j or j+1, the row or column index
 * of the entry (0-based or 1-based); the value of x is ignored. */
GB_PUBLIC GrB_UnaryOp
    GxB_POSITIONI_INT32, GxB_POSITIONI_INT64,
    GxB_POSITIONI1_INT32, GxB_POSITIONI1_INT64,
    GxB_POSITIONJ_INT32, GxB_POSITIONJ_INT64,
    GxB_POSITIONJ1_INT32, GxB_POSITIONJ1_INT64 ;

/* User-defined unary operators: f computes z = f (x) through pointers. */
typedef void (*GxB_unary_function) (void *, const void *) ;

/* GrB_UnaryOp_new is a function and a macro, like GrB_Type_new: the macro
 * passes the name of the C function as the operator's name. */
#undef GrB_UnaryOp_new
GB_PUBLIC GrB_Info GrB_UnaryOp_new (GrB_UnaryOp *unaryop,
    GxB_unary_function function, GrB_Type ztype, GrB_Type xtype) ;
#define GrB_UnaryOp_new(op,f,z,x) \
    GxB_UnaryOp_new (op, f, z, x, GB_STR(f), NULL)

GB_PUBLIC GrB_Info GxB_UnaryOp_new (GrB_UnaryOp *unaryop,
    GxB_unary_function function, GrB_Type ztype, GrB_Type xtype,
    const char *unop_name, const char *unop_defn) ;
GB_PUBLIC GrB_Info GxB_UnaryOp_ztype (GrB_Type *ztype, GrB_UnaryOp unaryop) ;
GB_PUBLIC GrB_Info GxB_UnaryOp_ztype_name (char *type_name,
    const GrB_UnaryOp unaryop) ;
GB_PUBLIC GrB_Info GxB_UnaryOp_xtype (GrB_Type *xtype, GrB_UnaryOp unaryop) ;
GB_PUBLIC GrB_Info GxB_UnaryOp_xtype_name (char *type_name,
    const GrB_UnaryOp unaryop) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_free (GrB_UnaryOp *unaryop) ;

/*============================================================================*
 * GrB_BinaryOp: z = f (x,y)
 *============================================================================*/

typedef struct GB_BinaryOp_opaque *GrB_BinaryOp ;

/* Arithmetic operators, x, y and z all of the suffix type:
 *   FIRST z=x, SECOND z=y, ONEB (= PAIR) z=1, POW z=x^y, PLUS, MINUS,
 *   TIMES, DIV, RMINUS z=y-x, RDIV z=y/x, ANY z=x or y (either), MIN, MAX. */
GB_PUBLIC GrB_BinaryOp
    GrB_FIRST_BOOL, GrB_FIRST_INT8, GrB_FIRST_INT16, GrB_FIRST_INT32,
    GrB_FIRST_INT64, GrB_FIRST_UINT8, GrB_FIRST_UINT16, GrB_FIRST_UINT32,
    GrB_FIRST_UINT64, GrB_FIRST_FP32, GrB_FIRST_FP64, GxB_FIRST_FC32,
    GxB_FIRST_FC64,
    GrB_SECOND_BOOL, GrB_SECOND_INT8, GrB_SECOND_INT16, GrB_SECOND_INT32,
    GrB_SECOND_INT64, GrB_SECOND_UINT8, GrB_SECOND_UINT16, GrB_SECOND_UINT32,
    GrB_SECOND_UINT64, GrB_SECOND_FP32, GrB_SECOND_FP64, GxB_SECOND_FC32,
    GxB_SECOND_FC64,
    GrB_ONEB_BOOL, GrB_ONEB_INT8, GrB_ONEB_INT16, GrB_ONEB_INT32,
    GrB_ONEB_INT64, GrB_ONEB_UINT8, GrB_ONEB_UINT16, GrB_ONEB_UINT32,
    GrB_ONEB_UINT64, GrB_ONEB_FP32, GrB_ONEB_FP64, GxB_ONEB_FC32, GxB_ONEB_FC64,
    GxB_POW_BOOL, GxB_POW_INT8, GxB_POW_INT16, GxB_POW_INT32, GxB_POW_INT64,
    GxB_POW_UINT8, GxB_POW_UINT16, GxB_POW_UINT32, GxB_POW_UINT64, GxB_POW_FP32,
    GxB_POW_FP64, GxB_POW_FC32, GxB_POW_FC64,
    GrB_PLUS_BOOL, GrB_PLUS_INT8, GrB_PLUS_INT16, GrB_PLUS_INT32,
    GrB_PLUS_INT64, GrB_PLUS_UINT8, GrB_PLUS_UINT16, GrB_PLUS_UINT32,
    GrB_PLUS_UINT64, GrB_PLUS_FP32, GrB_PLUS_FP64, GxB_PLUS_FC32, GxB_PLUS_FC64,
    GrB_MINUS_BOOL, GrB_MINUS_INT8, GrB_MINUS_INT16, GrB_MINUS_INT32,
    GrB_MINUS_INT64, GrB_MINUS_UINT8, GrB_MINUS_UINT16, GrB_MINUS_UINT32,
    GrB_MINUS_UINT64, GrB_MINUS_FP32, GrB_MINUS_FP64, GxB_MINUS_FC32,
    GxB_MINUS_FC64,
    GrB_TIMES_BOOL, GrB_TIMES_INT8, GrB_TIMES_INT16, GrB_TIMES_INT32,
    GrB_TIMES_INT64, GrB_TIMES_UINT8, GrB_TIMES_UINT16, GrB_TIMES_UINT32,
    GrB_TIMES_UINT64, GrB_TIMES_FP32, GrB_TIMES_FP64, GxB_TIMES_FC32,
    GxB_TIMES_FC64,
    GrB_DIV_BOOL, GrB_DIV_INT8, GrB_DIV_INT16, GrB_DIV_INT32, GrB_DIV_INT64,
    GrB_DIV_UINT8, GrB_DIV_UINT16, GrB_DIV_UINT32, GrB_DIV_UINT64, GrB_DIV_FP32,
    GrB_DIV_FP64, GxB_DIV_FC32, GxB_DIV_FC64,
    GxB_RMINUS_BOOL, GxB_RMINUS_INT8, GxB_RMINUS_INT16, GxB_RMINUS_INT32,
    GxB_RMINUS_INT64, GxB_RMINUS_UINT8, GxB_RMINUS_UINT16, GxB_RMINUS_UINT32,
    GxB_RMINUS_UINT64, GxB_RMINUS_FP32, GxB_RMINUS_FP64, GxB_RMINUS_FC32,
    GxB_RMINUS_FC64,
    GxB_RDIV_BOOL, GxB_RDIV_INT8, GxB_RDIV_INT16, GxB_RDIV_INT32,
    GxB_RDIV_INT64, GxB_RDIV_UINT8, GxB_RDIV_UINT16, GxB_RDIV_UINT32,
    GxB_RDIV_UINT64, GxB_RDIV_FP32, GxB_RDIV_FP64, GxB_RDIV_FC32, GxB_RDIV_FC64,
    GxB_PAIR_BOOL, GxB_PAIR_INT8, GxB_PAIR_INT16, GxB_PAIR_INT32,
    GxB_PAIR_INT64, GxB_PAIR_UINT8, GxB_PAIR_UINT16, GxB_PAIR_UINT32,
    GxB_PAIR_UINT64, GxB_PAIR_FP32, GxB_PAIR_FP64, GxB_PAIR_FC32, GxB_PAIR_FC64,
    GxB_ANY_BOOL, GxB_ANY_INT8, GxB_ANY_INT16, GxB_ANY_INT32, GxB_ANY_INT64,
    GxB_ANY_UINT8, GxB_ANY_UINT16, GxB_ANY_UINT32, GxB_ANY_UINT64, GxB_ANY_FP32,
    GxB_ANY_FP64, GxB_ANY_FC32, GxB_ANY_FC64,
    GrB_MIN_BOOL, GrB_MIN_INT8, GrB_MIN_INT16, GrB_MIN_INT32, GrB_MIN_INT64,
    GrB_MIN_UINT8, GrB_MIN_UINT16, GrB_MIN_UINT32, GrB_MIN_UINT64, GrB_MIN_FP32,
    GrB_MIN_FP64,
    GrB_MAX_BOOL, GrB_MAX_INT8, GrB_MAX_INT16, GrB_MAX_INT32, GrB_MAX_INT64,
    GrB_MAX_UINT8, GrB_MAX_UINT16, GrB_MAX_UINT32, GrB_MAX_UINT64, GrB_MAX_FP32,
    GrB_MAX_FP64 ;

/* Comparators with a result of the input type: z = (x == y), ... as 1 or 0. */
GB_PUBLIC GrB_BinaryOp
    GxB_ISEQ_BOOL, GxB_ISEQ_INT8, GxB_ISEQ_INT16, GxB_ISEQ_INT32,
    GxB_ISEQ_INT64, GxB_ISEQ_UINT8, GxB_ISEQ_UINT16, GxB_ISEQ_UINT32,
    GxB_ISEQ_UINT64, GxB_ISEQ_FP32, GxB_ISEQ_FP64, GxB_ISEQ_FC32, GxB_ISEQ_FC64,
    GxB_ISNE_BOOL, GxB_ISNE_INT8, GxB_ISNE_INT16, GxB_ISNE_INT32,
    GxB_ISNE_INT64, GxB_ISNE_UINT8, GxB_ISNE_UINT16, GxB_ISNE_UINT32,
    GxB_ISNE_UINT64, GxB_ISNE_FP32, GxB_ISNE_FP64, GxB_ISNE_FC32, GxB_ISNE_FC64,
    GxB_ISGT_BOOL, GxB_ISGT_INT8, GxB_ISGT_INT16, GxB_ISGT_INT32,
    GxB_ISGT_INT64, GxB_ISGT_UINT8, GxB_ISGT_UINT16, GxB_ISGT_UINT32,
    GxB_ISGT_UINT64, GxB_ISGT_FP32, GxB_ISGT_FP64,
    GxB_ISLT_BOOL, GxB_ISLT_INT8, GxB_ISLT_INT16, GxB_ISLT_INT32,
    GxB_ISLT_INT64, GxB_ISLT_UINT8, GxB_ISLT_UINT16, GxB_ISLT_UINT32,
    GxB_ISLT_UINT64, GxB_ISLT_FP32, GxB_ISLT_FP64,
    GxB_ISGE_BOOL, GxB_ISGE_INT8, GxB_ISGE_INT16, GxB_ISGE_INT32,
    GxB_ISGE_INT64, GxB_ISGE_UINT8, GxB_ISGE_UINT16, GxB_ISGE_UINT32,
    GxB_ISGE_UINT64, GxB_ISGE_FP32, GxB_ISGE_FP64,
    GxB_ISLE_BOOL, GxB_ISLE_INT8, GxB_ISLE_INT16, GxB_ISLE_INT32,
    GxB_ISLE_INT64, GxB_ISLE_UINT8, GxB_ISLE_UINT16, GxB_ISLE_UINT32,
    GxB_ISLE_UINT64, GxB_ISLE_FP32, GxB_ISLE_FP64 ;

/* Logical operators: the typed GxB_ ones treat x != 0 as true and return 1
 * or 0 in the input type; GrB_LOR, GrB_LAND, GrB_LXOR, GrB_LXNOR are on
 * bool. */
GB_PUBLIC GrB_BinaryOp
    GxB_LOR_BOOL, GxB_LOR_INT8, GxB_LOR_INT16, GxB_LOR_INT32, GxB_LOR_INT64,
    GxB_LOR_UINT8, GxB_LOR_UINT16, GxB_LOR_UINT32, GxB_LOR_UINT64, GxB_LOR_FP32,
    GxB_LOR_FP64,
    GxB_LAND_BOOL, GxB_LAND_INT8, GxB_LAND_INT16, GxB_LAND_INT32,
    GxB_LAND_INT64, GxB_LAND_UINT8, GxB_LAND_UINT16, GxB_LAND_UINT32,
    GxB_LAND_UINT64, GxB_LAND_FP32, GxB_LAND_FP64,
    GxB_LXOR_BOOL, GxB_LXOR_INT8, GxB_LXOR_INT16, GxB_LXOR_INT32,
    GxB_LXOR_INT64, GxB_LXOR_UINT8, GxB_LXOR_UINT16, GxB_LXOR_UINT32,
    GxB_LXOR_UINT64, GxB_LXOR_FP32, GxB_LXOR_FP64,
    GrB_LOR, GrB_LAND, GrB_LXOR, GrB_LXNOR ;

/* Floating-point functions of two arguments (FP32 and FP64). */
GB_PUBLIC GrB_BinaryOp
    GxB_ATAN2_FP32, GxB_ATAN2_FP64,
    GxB_HYPOT_FP32, GxB_HYPOT_FP64,
    GxB_FMOD_FP32, GxB_FMOD_FP64,
    GxB_REMAINDER_FP32, GxB_REMAINDER_FP64,
    GxB_LDEXP_FP32, GxB_LDEXP_FP64,
    GxB_COPYSIGN_FP32, GxB_COPYSIGN_FP64 ;

/* Bitwise operators on integers: or, and, xor, xnor; get, set and clear
 * bit y of x; shift x by y (y is int8). */
GB_PUBLIC GrB_BinaryOp
    GrB_BOR_INT8, GrB_BOR_INT16, GrB_BOR_INT32, GrB_BOR_INT64, GrB_BOR_UINT8,
    GrB_BOR_UINT16, GrB_BOR_UINT32, GrB_BOR_UINT64,
    GrB_BAND_INT8, GrB_BAND_INT16, GrB_BAND_INT32, GrB_BAND_INT64,
    GrB_BAND_UINT8, GrB_BAND_UINT16, GrB_BAND_UINT32, GrB_BAND_UINT64,
    GrB_BXOR_INT8, GrB_BXOR_INT16, GrB_BXOR_INT32, GrB_BXOR_INT64,
    GrB_BXOR_UINT8, GrB_BXOR_UINT16, GrB_BXOR_UINT32, GrB_BXOR_UINT64,
    GrB_BXNOR_INT8, GrB_BXNOR_INT16, GrB_BXNOR_INT32, GrB_BXNOR_INT64,
    GrB_BXNOR_UINT8, GrB_BXNOR_UINT16, GrB_BXNOR_UINT32, GrB_BXNOR_UINT64,
    GxB_BGET_INT8, GxB_BGET_INT16, GxB_BGET_INT32, GxB_BGET_INT64,
    GxB_BGET_UINT8, GxB_BGET_UINT16, GxB_BGET_UINT32, GxB_BGET_UINT64,
    GxB_BSET_INT8, GxB_BSET_INT16, GxB_BSET_INT32, GxB_BSET_INT64,
    GxB_BSET_UINT8, GxB_BSET_UINT16, GxB_BSET_UINT32, GxB_BSET_UINT64,
    GxB_BCLR_INT8, GxB_BCLR_INT16, GxB_BCLR_INT32, GxB_BCLR_INT64,
    GxB_BCLR_UINT8, GxB_BCLR_UINT16, GxB_BCLR_UINT32, GxB_BCLR_UINT64,
    GxB_BSHIFT_INT8, GxB_BSHIFT_INT16, GxB_BSHIFT_INT32, GxB_BSHIFT_INT64,
    GxB_BSHIFT_UINT8, GxB_BSHIFT_UINT16, GxB_BSHIFT_UINT32, GxB_BSHIFT_UINT64 ;

/* Comparators with a bool result: z = (x == y), (x != y), ... */
GB_PUBLIC GrB_BinaryOp
    GrB_EQ_BOOL, GrB_EQ_INT8, GrB_EQ_INT16, GrB_EQ_INT32, GrB_EQ_INT64,
    GrB_EQ_UINT8, GrB_EQ_UINT16, GrB_EQ_UINT32, GrB_EQ_UINT64, GrB_EQ_FP32,
    GrB_EQ_FP64, GxB_EQ_FC32, GxB_EQ_FC64,
    GrB_NE_BOOL, GrB_NE_INT8, GrB_NE_INT16, GrB_NE_INT32, GrB_NE_INT64,
    GrB_NE_UINT8, GrB_NE_UINT16, GrB_NE_UINT32, GrB_NE_UINT64, GrB_NE_FP32,
    GrB_NE_FP64, GxB_NE_FC32, GxB_NE_FC64,
    GrB_GT_BOOL, GrB_GT_INT8, GrB_GT_INT16, GrB_GT_INT32, GrB_GT_INT64,
    GrB_GT_UINT8, GrB_GT_UINT16, GrB_GT_UINT32, GrB_GT_UINT64, GrB_GT_FP32,
    GrB_GT_FP64,
    GrB_LT_BOOL, GrB_LT_INT8, GrB_LT_INT16, GrB_LT_INT32, GrB_LT_INT64,
    GrB_LT_UINT8, GrB_LT_UINT16, GrB_LT_UINT32, GrB_LT_UINT64, GrB_LT_FP32,
    GrB_LT_FP64,
    GrB_GE_BOOL, GrB_GE_INT8, GrB_GE_INT16, GrB_GE_INT32, GrB_GE_INT64,
    GrB_GE_UINT8, GrB_GE_UINT16, GrB_GE_UINT32, GrB_GE_UINT64, GrB_GE_FP32,
    GrB_GE_FP64,
    GrB_LE_BOOL, GrB_LE_INT8, GrB_LE_INT16, GrB_LE_INT32, GrB_LE_INT64,
    GrB_LE_UINT8, GrB_LE_UINT16, GrB_LE_UINT32, GrB_LE_UINT64, GrB_LE_FP32,
    GrB_LE_FP64 ;

/* z = complex (x,y): builds an FC32 (FC64) value from two FP32 (FP64). */
GB_PUBLIC GrB_BinaryOp
    GxB_CMPLX_FP32, GxB_CMPLX_FP64 ;

/* Positional binary operators: z is the row (I) or column (J) index of x
 * (FIRST) or of y (SECOND) in the product A*B, 0-based or 1-based (I1, J1);
 * the values are ignored.  The suffix is the type of z. */
GB_PUBLIC GrB_BinaryOp
    GxB_FIRSTI_INT32, GxB_FIRSTI_INT64,
    GxB_FIRSTI1_INT32, GxB_FIRSTI1_INT64,
    GxB_FIRSTJ_INT32, GxB_FIRSTJ_INT64,
    GxB_FIRSTJ1_INT32, GxB_FIRSTJ1_INT64,
    GxB_SECONDI_INT32, GxB_SECONDI_INT64,
    GxB_SECONDI1_INT32, GxB_SECONDI1_INT64,
    GxB_SECONDJ_INT32, GxB_SECONDJ_INT64,
    GxB_SECONDJ1_INT32, GxB_SECONDJ1_INT64 ;

/* For GrB_*_build: keep any one of the duplicates. */
GB_PUBLIC GrB_BinaryOp GxB_IGNORE_DUP ;

/* User-defined binary operators: f computes z = f (x,y) through pointers. */
typedef void (*GxB_binary_function) (void *, const void *, const void *) ;

#undef GrB_BinaryOp_new
GB_PUBLIC GrB_Info GrB_BinaryOp_new (GrB_BinaryOp *binaryop,
    GxB_binary_function function, GrB_Type ztype, GrB_Type xtype,
    GrB_Type ytype) ;
#define GrB_BinaryOp_new(op,f,z,x,y) \
    GxB_BinaryOp_new (op, f, z, x, y, GB_STR(f), NULL)

GB_PUBLIC GrB_Info GxB_BinaryOp_new (GrB_BinaryOp *op,
    GxB_binary_function function, GrB_Type ztype, GrB_Type xtype,
    GrB_Type ytype, const char *binop_name, const char *binop_defn) ;
GB_PUBLIC GrB_Info GxB_BinaryOp_ztype (GrB_Type *ztype, GrB_BinaryOp binaryop) ;
GB_PUBLIC GrB_Info GxB_BinaryOp_ztype_name (char *type_name,
    const GrB_BinaryOp binaryop) ;
GB_PUBLIC GrB_Info GxB_BinaryOp_xtype (GrB_Type *xtype, GrB_BinaryOp binaryop) ;
GB_PUBLIC GrB_Info GxB_BinaryOp_xtype_name (char *type_name,
    const GrB_BinaryOp binaryop) ;
GB_PUBLIC GrB_Info GxB_BinaryOp_ytype (GrB_Type *ytype, GrB_BinaryOp binaryop) ;
GB_PUBLIC GrB_Info GxB_BinaryOp_ytype_name (char *type_name,
    const GrB_BinaryOp binaryop) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_free (GrB_BinaryOp *binaryop) ;

/*============================================================================*
 * GxB_SelectOp: the historical selection operators (use GrB_IndexUnaryOp)
 *============================================================================*/

typedef struct GB_SelectOp_opaque *GxB_SelectOp ;

/* Keep A(i,j) if: TRIL j <= i+k, TRIU j >= i+k, DIAG j == i+k, OFFDIAG
 * j != i+k; NONZERO aij != 0; EQ/GT/GE/LT/LE_ZERO compare aij with 0;
 * EQ/NE/GT/GE/LT/LE_THUNK compare aij with the thunk scalar. */
GB_PUBLIC GxB_SelectOp
    GxB_TRIL, GxB_TRIU, GxB_DIAG, GxB_OFFDIAG, GxB_NONZERO, GxB_EQ_ZERO,
    GxB_GT_ZERO, GxB_GE_ZERO, GxB_LT_ZERO, GxB_LE_ZERO, GxB_NE_THUNK,
    GxB_EQ_THUNK, GxB_GT_THUNK, GxB_GE_THUNK, GxB_LT_THUNK, GxB_LE_THUNK ;

/* A user-defined select function returns true to keep A(i,j). */
typedef bool (*GxB_select_function)
(
    GrB_Index i,
    GrB_Index j,
    const void *x,
    const void *thunk
) ;

/* As in SuiteSparse 7.4 the macro form calls the internal GB_SelectOp_new
 * (declared at the end of this file) with the function's name. */
#undef GxB_SelectOp_new
GB_PUBLIC GrB_Info GxB_SelectOp_new (GxB_SelectOp *selectop,
    GxB_select_function function, GrB_Type xtype, GrB_Type ttype) ;
#define GxB_SelectOp_new(op,f,x,t) \
    GB_SelectOp_new (op, f, x, t, GB_STR(f))

GB_PUBLIC GrB_Info GxB_SelectOp_xtype (GrB_Type *xtype, GxB_SelectOp selectop) ;
GB_PUBLIC GrB_Info GxB_SelectOp_ttype (GrB_Type *ttype, GxB_SelectOp selectop) ;
GB_PUBLIC GrB_Info GxB_SelectOp_free (GxB_SelectOp *selectop) ;

/*============================================================================*
 * GrB_IndexUnaryOp: z = f (x, i, j, y), for GrB_apply and GrB_select
 *============================================================================*
 * x is the entry A(i,j) (or v(i) with j = 0), y is a scalar given by the
 * caller.
 */

typedef struct GB_IndexUnaryOp_opaque *GrB_IndexUnaryOp ;

typedef void (*GxB_index_unary_function)
(
    void *z,
    const void *x,
    GrB_Index i,
    GrB_Index j,
    const void *y
) ;

#undef GrB_IndexUnaryOp_new
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_new (GrB_IndexUnaryOp *op,
    GxB_index_unary_function function, GrB_Type ztype, GrB_Type xtype,
    GrB_Type ytype) ;
#define GrB_IndexUnaryOp_new(op,f,z,x,y) \
    GxB_IndexUnaryOp_new (op, f, z, x, y, GB_STR(f), NULL)

GB_PUBLIC GrB_Info GxB_IndexUnaryOp_new (GrB_IndexUnaryOp *op,
    GxB_index_unary_function function, GrB_Type ztype, GrB_Type xtype,
    GrB_Type ytype, const char *idxop_name, const char *idxop_defn) ;
GB_PUBLIC GrB_Info GxB_IndexUnaryOp_ztype_name (char *type_name,
    const GrB_IndexUnaryOp op) ;
GB_PUBLIC GrB_Info GxB_IndexUnaryOp_xtype_name (char *type_name,
    const GrB_IndexUnaryOp op) ;
GB_PUBLIC GrB_Info GxB_IndexUnaryOp_ytype_name (char *type_name,
    const GrB_IndexUnaryOp op) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_free (GrB_IndexUnaryOp *op) ;

/* Built-in index-unary operators (y is an int64 for the positional ones):
 *   ROWINDEX z = i+y, COLINDEX z = j+y, DIAGINDEX z = j-(i+y)
 *   TRIL j <= i+y, TRIU j >= i+y, DIAG j == i+y, OFFDIAG j != i+y,
 *   COLLE j <= y, COLGT j > y, ROWLE i <= y, ROWGT i > y   (bool z)
 *   VALUEEQ/NE/LT/LE/GT/GE: z = (x op y), on the suffix type (bool z). */
GB_PUBLIC GrB_IndexUnaryOp
    GrB_ROWINDEX_INT32, GrB_ROWINDEX_INT64,
    GrB_COLINDEX_INT32, GrB_COLINDEX_INT64,
    GrB_DIAGINDEX_INT32, GrB_DIAGINDEX_INT64 ;
GB_PUBLIC GrB_IndexUnaryOp
    GrB_TRIL, GrB_TRIU, GrB_DIAG, GrB_OFFDIAG, GrB_COLLE, GrB_COLGT, GrB_ROWLE,
    GrB_ROWGT ;
GB_PUBLIC GrB_IndexUnaryOp
    GrB_VALUEEQ_BOOL, GrB_VALUEEQ_INT8, GrB_VALUEEQ_INT16, GrB_VALUEEQ_INT32,
    GrB_VALUEEQ_INT64, GrB_VALUEEQ_UINT8, GrB_VALUEEQ_UINT16,
    GrB_VALUEEQ_UINT32, GrB_VALUEEQ_UINT64, GrB_VALUEEQ_FP32, GrB_VALUEEQ_FP64,
    GxB_VALUEEQ_FC32, GxB_VALUEEQ_FC64,
    GrB_VALUENE_BOOL, GrB_VALUENE_INT8, GrB_VALUENE_INT16, GrB_VALUENE_INT32,
    GrB_VALUENE_INT64, GrB_VALUENE_UINT8, GrB_VALUENE_UINT16,
    GrB_VALUENE_UINT32, GrB_VALUENE_UINT64, GrB_VALUENE_FP32, GrB_VALUENE_FP64,
    GxB_VALUENE_FC32, GxB_VALUENE_FC64,
    GrB_VALUELT_BOOL, GrB_VALUELT_INT8, GrB_VALUELT_INT16, GrB_VALUELT_INT32,
    GrB_VALUELT_INT64, GrB_VALUELT_UINT8, GrB_VALUELT_UINT16,
    GrB_VALUELT_UINT32, GrB_VALUELT_UINT64, GrB_VALUELT_FP32, GrB_VALUELT_FP64,
    GrB_VALUELE_BOOL, GrB_VALUELE_INT8, GrB_VALUELE_INT16, GrB_VALUELE_INT32,
    GrB_VALUELE_INT64, GrB_VALUELE_UINT8, GrB_VALUELE_UINT16,
    GrB_VALUELE_UINT32, GrB_VALUELE_UINT64, GrB_VALUELE_FP32, GrB_VALUELE_FP64,
    GrB_VALUEGT_BOOL, GrB_VALUEGT_INT8, GrB_VALUEGT_INT16, GrB_VALUEGT_INT32,
    GrB_VALUEGT_INT64, GrB_VALUEGT_UINT8, GrB_VALUEGT_UINT16,
    GrB_VALUEGT_UINT32, GrB_VALUEGT_UINT64, GrB_VALUEGT_FP32, GrB_VALUEGT_FP64,
    GrB_VALUEGE_BOOL, GrB_VALUEGE_INT8, GrB_VALUEGE_INT16, GrB_VALUEGE_INT32,
    GrB_VALUEGE_INT64, GrB_VALUEGE_UINT8, GrB_VALUEGE_UINT16,
    GrB_VALUEGE_UINT32, GrB_VALUEGE_UINT64, GrB_VALUEGE_FP32, GrB_VALUEGE_FP64 ;

/*============================================================================*
 * GrB_Monoid: an associative, commutative binary operator with an identity
 *============================================================================*
 * A terminal value (GxB) lets a reduction stop early: op(terminal,x) is
 * always the terminal.
 */

typedef struct GB_Monoid_opaque *GrB_Monoid ;

GB_PUBLIC GrB_Info GrB_Monoid_new_BOOL (GrB_Monoid *monoid, GrB_BinaryOp op,
    bool identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_INT8 (GrB_Monoid *monoid, GrB_BinaryOp op,
    int8_t identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_INT16 (GrB_Monoid *monoid, GrB_BinaryOp op,
    int16_t identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_INT32 (GrB_Monoid *monoid, GrB_BinaryOp op,
    int32_t identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_INT64 (GrB_Monoid *monoid, GrB_BinaryOp op,
    int64_t identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_UINT8 (GrB_Monoid *monoid, GrB_BinaryOp op,
    uint8_t identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_UINT16 (GrB_Monoid *monoid, GrB_BinaryOp op,
    uint16_t identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_UINT32 (GrB_Monoid *monoid, GrB_BinaryOp op,
    uint32_t identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_UINT64 (GrB_Monoid *monoid, GrB_BinaryOp op,
    uint64_t identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_FP32 (GrB_Monoid *monoid, GrB_BinaryOp op,
    float identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_FP64 (GrB_Monoid *monoid, GrB_BinaryOp op,
    double identity) ;
GB_PUBLIC GrB_Info GxB_Monoid_new_FC32 (GrB_Monoid *monoid, GrB_BinaryOp op,
    GxB_FC32_t identity) ;
GB_PUBLIC GrB_Info GxB_Monoid_new_FC64 (GrB_Monoid *monoid, GrB_BinaryOp op,
    GxB_FC64_t identity) ;
GB_PUBLIC GrB_Info GrB_Monoid_new_UDT (GrB_Monoid *monoid, GrB_BinaryOp op,
    void *identity) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Monoid_new(monoid,op,identity)                              \
    _Generic ((identity), GB_TYPE_CASES (, GrB, Monoid_new))            \
    (monoid, op, identity)
#endif

GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_BOOL (GrB_Monoid *monoid,
    GrB_BinaryOp op, bool identity, bool terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_INT8 (GrB_Monoid *monoid,
    GrB_BinaryOp op, int8_t identity, int8_t terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_INT16 (GrB_Monoid *monoid,
    GrB_BinaryOp op, int16_t identity, int16_t terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_INT32 (GrB_Monoid *monoid,
    GrB_BinaryOp op, int32_t identity, int32_t terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_INT64 (GrB_Monoid *monoid,
    GrB_BinaryOp op, int64_t identity, int64_t terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_UINT8 (GrB_Monoid *monoid,
    GrB_BinaryOp op, uint8_t identity, uint8_t terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_UINT16 (GrB_Monoid *monoid,
    GrB_BinaryOp op, uint16_t identity, uint16_t terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_UINT32 (GrB_Monoid *monoid,
    GrB_BinaryOp op, uint32_t identity, uint32_t terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_UINT64 (GrB_Monoid *monoid,
    GrB_BinaryOp op, uint64_t identity, uint64_t terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_FP32 (GrB_Monoid *monoid,
    GrB_BinaryOp op, float identity, float terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_FP64 (GrB_Monoid *monoid,
    GrB_BinaryOp op, double identity, double terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_FC32 (GrB_Monoid *monoid,
    GrB_BinaryOp op, GxB_FC32_t identity, GxB_FC32_t terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_FC64 (GrB_Monoid *monoid,
    GrB_BinaryOp op, GxB_FC64_t identity, GxB_FC64_t terminal) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal_new_UDT (GrB_Monoid *monoid,
    GrB_BinaryOp op, void *identity, void *terminal) ;

#if GxB_STDC_VERSION >= 201112L
#define GxB_Monoid_terminal_new(monoid,op,identity,terminal)            \
    _Generic ((identity), GB_TYPE_CASES (, GxB, Monoid_terminal_new))   \
    (monoid, op, identity, terminal)
#endif

GB_PUBLIC GrB_Info GxB_Monoid_operator (GrB_BinaryOp *op, GrB_Monoid monoid) ;
GB_PUBLIC GrB_Info GxB_Monoid_identity (void *identity, GrB_Monoid monoid) ;
GB_PUBLIC GrB_Info GxB_Monoid_terminal (bool *has_terminal, void *terminal,
    GrB_Monoid monoid) ;
GB_PUBLIC GrB_Info GrB_Monoid_free (GrB_Monoid *monoid) ;

/*============================================================================*
 * GrB_Semiring: an additive monoid and a multiplicative operator
 *============================================================================*/

typedef struct GB_Semiring_opaque *GrB_Semiring ;

GB_PUBLIC GrB_Info GrB_Semiring_new (GrB_Semiring *semiring, GrB_Monoid add,
    GrB_BinaryOp multiply) ;
GB_PUBLIC GrB_Info GxB_Semiring_add (GrB_Monoid *add, GrB_Semiring semiring) ;
GB_PUBLIC GrB_Info GxB_Semiring_multiply (GrB_BinaryOp *multiply,
    GrB_Semiring semiring) ;
GB_PUBLIC GrB_Info GrB_Semiring_free (GrB_Semiring *semiring) ;

/*============================================================================*
 * GrB_Scalar: a scalar that may hold one value or none
 *============================================================================*
 * GxB_Scalar is the historical name of GrB_Scalar (the same type); the
 * GxB_Scalar_* functions are historical aliases of the GrB_Scalar_* ones.
 */

typedef struct GB_Scalar_opaque *GxB_Scalar ;
typedef struct GB_Scalar_opaque *GrB_Scalar ;

GB_PUBLIC GrB_Info GrB_Scalar_new (GrB_Scalar *s, GrB_Type type) ;
GB_PUBLIC GrB_Info GrB_Scalar_dup (GrB_Scalar *s, const GrB_Scalar t) ;
GB_PUBLIC GrB_Info GrB_Scalar_clear (GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_nvals (GrB_Index *nvals, const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_type (GrB_Type *type, const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_type_name (char *type_name, const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_memoryUsage (size_t *size, const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_free (GrB_Scalar *s) ;

/* historical */
GB_PUBLIC GrB_Info GxB_Scalar_new (GrB_Scalar *s, GrB_Type type) ;
GB_PUBLIC GrB_Info GxB_Scalar_dup (GrB_Scalar *s, const GrB_Scalar t) ;
GB_PUBLIC GrB_Info GxB_Scalar_clear (GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_nvals (GrB_Index *nvals, const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_free (GrB_Scalar *s) ;

/* s = x */
GB_PUBLIC GrB_Info GrB_Scalar_setElement_BOOL (GrB_Scalar s, bool x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_INT8 (GrB_Scalar s, int8_t x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_INT16 (GrB_Scalar s, int16_t x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_INT32 (GrB_Scalar s, int32_t x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_INT64 (GrB_Scalar s, int64_t x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_UINT8 (GrB_Scalar s, uint8_t x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_UINT16 (GrB_Scalar s, uint16_t x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_UINT32 (GrB_Scalar s, uint32_t x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_UINT64 (GrB_Scalar s, uint64_t x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_FP32 (GrB_Scalar s, float x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_FP64 (GrB_Scalar s, double x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_FC32 (GrB_Scalar s, GxB_FC32_t x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_FC64 (GrB_Scalar s, GxB_FC64_t x) ;
GB_PUBLIC GrB_Info GrB_Scalar_setElement_UDT (GrB_Scalar s, void *x) ;
/* historical */
GB_PUBLIC GrB_Info GxB_Scalar_setElement_BOOL (GrB_Scalar s, bool x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_INT8 (GrB_Scalar s, int8_t x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_INT16 (GrB_Scalar s, int16_t x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_INT32 (GrB_Scalar s, int32_t x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_INT64 (GrB_Scalar s, int64_t x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_UINT8 (GrB_Scalar s, uint8_t x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_UINT16 (GrB_Scalar s, uint16_t x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_UINT32 (GrB_Scalar s, uint32_t x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_UINT64 (GrB_Scalar s, uint64_t x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_FP32 (GrB_Scalar s, float x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_FP64 (GrB_Scalar s, double x) ;
GB_PUBLIC GrB_Info GxB_Scalar_setElement_UDT (GrB_Scalar s, void *x) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Scalar_setElement(s,x)                                      \
    _Generic ((x), GB_TYPE_CASES (, GrB, Scalar_setElement))            \
    (s, x)
#define GxB_Scalar_setElement(s,x) GrB_Scalar_setElement (s, x)
#endif

/* x = s; GrB_NO_VALUE if s holds no value */
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_BOOL (bool *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_INT8 (int8_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_INT16 (int16_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_INT32 (int32_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_INT64 (int64_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_UINT8 (uint8_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_UINT16 (uint16_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_UINT32 (uint32_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_UINT64 (uint64_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_FP32 (float *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_FP64 (double *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_FC32 (GxB_FC32_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_FC64 (GxB_FC64_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Scalar_extractElement_UDT (void *x, const GrB_Scalar s) ;
/* historical */
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_BOOL (bool *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_INT8 (int8_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_INT16 (int16_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_INT32 (int32_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_INT64 (int64_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_UINT8 (uint8_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_UINT16 (uint16_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_UINT32 (uint32_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_UINT64 (uint64_t *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_FP32 (float *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_FP64 (double *x,
    const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GxB_Scalar_extractElement_UDT (void *x, const GrB_Scalar s) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Scalar_extractElement(x,s)                                  \
    _Generic ((x), GB_TYPE_CASES (*, GrB, Scalar_extractElement))       \
    (x, s)
#define GxB_Scalar_extractElement(x,s) GrB_Scalar_extractElement (x, s)
#endif

/*============================================================================*
 * GrB_Vector: a sparse vector of length n
 *============================================================================*/

typedef struct GB_Vector_opaque *GrB_Vector ;

GB_PUBLIC GrB_Info GrB_Vector_new (GrB_Vector *v, GrB_Type type, GrB_Index n) ;
GB_PUBLIC GrB_Info GrB_Vector_dup (GrB_Vector *w, const GrB_Vector u) ;
GB_PUBLIC GrB_Info GrB_Vector_clear (GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_size (GrB_Index *n, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_nvals (GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GxB_Vector_type (GrB_Type *type, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GxB_Vector_type_name (char *type_name, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GxB_Vector_memoryUsage (size_t *size, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GxB_Vector_iso (bool *iso, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_free (GrB_Vector *v) ;

/* w = sparse vector from tuples (I [k], X [k]), duplicates combined with
 * dup; the _Scalar form gives every entry the same value. */
GB_PUBLIC GrB_Info GrB_Vector_build_BOOL (GrB_Vector w, const GrB_Index *I,
    const bool *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_INT8 (GrB_Vector w, const GrB_Index *I,
    const int8_t *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_INT16 (GrB_Vector w, const GrB_Index *I,
    const int16_t *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_INT32 (GrB_Vector w, const GrB_Index *I,
    const int32_t *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_INT64 (GrB_Vector w, const GrB_Index *I,
    const int64_t *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_UINT8 (GrB_Vector w, const GrB_Index *I,
    const uint8_t *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_UINT16 (GrB_Vector w, const GrB_Index *I,
    const uint16_t *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_UINT32 (GrB_Vector w, const GrB_Index *I,
    const uint32_t *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_UINT64 (GrB_Vector w, const GrB_Index *I,
    const uint64_t *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_FP32 (GrB_Vector w, const GrB_Index *I,
    const float *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_FP64 (GrB_Vector w, const GrB_Index *I,
    const double *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GxB_Vector_build_FC32 (GrB_Vector w, const GrB_Index *I,
    const GxB_FC32_t *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GxB_Vector_build_FC64 (GrB_Vector w, const GrB_Index *I,
    const GxB_FC64_t *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Vector_build_UDT (GrB_Vector w, const GrB_Index *I,
    const void *X, GrB_Index nvals, const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GxB_Vector_build_Scalar (GrB_Vector w, const GrB_Index *I,
    GrB_Scalar scalar, GrB_Index nvals) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Vector_build(w,I,X,nvals,dup)                               \
    _Generic ((X), GB_TYPE_CASES (*, GrB, Vector_build))                \
    (w, I, ((const void *) (X)), nvals, dup)
#endif

/* w(i) = x */
GB_PUBLIC GrB_Info GrB_Vector_setElement_BOOL (GrB_Vector w, bool x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_INT8 (GrB_Vector w, int8_t x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_INT16 (GrB_Vector w, int16_t x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_INT32 (GrB_Vector w, int32_t x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_INT64 (GrB_Vector w, int64_t x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_UINT8 (GrB_Vector w, uint8_t x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_UINT16 (GrB_Vector w, uint16_t x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_UINT32 (GrB_Vector w, uint32_t x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_UINT64 (GrB_Vector w, uint64_t x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_FP32 (GrB_Vector w, float x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_FP64 (GrB_Vector w, double x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GxB_Vector_setElement_FC32 (GrB_Vector w, GxB_FC32_t x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GxB_Vector_setElement_FC64 (GrB_Vector w, GxB_FC64_t x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_UDT (GrB_Vector w, void *x,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_setElement_Scalar (GrB_Vector w, GrB_Scalar x,
    GrB_Index i) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Vector_setElement(w,x,i)                                    \
    _Generic ((x),                                                      \
        GB_TYPE_CASES (, GrB, Vector_setElement),                       \
        default: GrB_Vector_setElement_Scalar)                          \
    (w, x, i)
#endif

/* x = v(i); GrB_NO_VALUE if v(i) is not present */
GB_PUBLIC GrB_Info GrB_Vector_extractElement_BOOL (bool *x, const GrB_Vector v,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_INT8 (int8_t *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_INT16 (int16_t *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_INT32 (int32_t *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_INT64 (int64_t *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_UINT8 (uint8_t *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_UINT16 (uint16_t *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_UINT32 (uint32_t *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_UINT64 (uint64_t *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_FP32 (float *x, const GrB_Vector v,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_FP64 (double *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GxB_Vector_extractElement_FC32 (GxB_FC32_t *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GxB_Vector_extractElement_FC64 (GxB_FC64_t *x,
    const GrB_Vector v, GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_UDT (void *x, const GrB_Vector v,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_extractElement_Scalar (GrB_Scalar x,
    const GrB_Vector v, GrB_Index i) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Vector_extractElement(x,v,i)                                \
    _Generic ((x),                                                      \
        GB_TYPE_CASES (*, GrB, Vector_extractElement),                  \
        default: GrB_Vector_extractElement_Scalar)                      \
    (x, v, i)
#endif

/* GxB_Vector_isStoredElement returns GrB_SUCCESS if v(i) is present and
 * GrB_NO_VALUE if not. */
GB_PUBLIC GrB_Info GxB_Vector_isStoredElement (const GrB_Vector v,
    GrB_Index i) ;
GB_PUBLIC GrB_Info GrB_Vector_removeElement (GrB_Vector v, GrB_Index i) ;

/* [I,X] = all the entries of v */
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_BOOL (GrB_Index *I, bool *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_INT8 (GrB_Index *I, int8_t *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_INT16 (GrB_Index *I, int16_t *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_INT32 (GrB_Index *I, int32_t *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_INT64 (GrB_Index *I, int64_t *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_UINT8 (GrB_Index *I, uint8_t *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_UINT16 (GrB_Index *I, uint16_t *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_UINT32 (GrB_Index *I, uint32_t *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_UINT64 (GrB_Index *I, uint64_t *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_FP32 (GrB_Index *I, float *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_FP64 (GrB_Index *I, double *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GxB_Vector_extractTuples_FC32 (GrB_Index *I, GxB_FC32_t *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GxB_Vector_extractTuples_FC64 (GrB_Index *I, GxB_FC64_t *X,
    GrB_Index *nvals, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Vector_extractTuples_UDT (GrB_Index *I, void *X,
    GrB_Index *nvals, const GrB_Vector v) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Vector_extractTuples(I,X,nvals,v)                           \
    _Generic ((X), GB_TYPE_CASES (*, GrB, Vector_extractTuples))        \
    (I, X, nvals, v)
#endif

/*============================================================================*
 * GrB_Matrix: a sparse matrix of size nrows-by-ncols
 *============================================================================*/

typedef struct GB_Matrix_opaque *GrB_Matrix ;

GB_PUBLIC GrB_Info GrB_Matrix_new (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols) ;
GB_PUBLIC GrB_Info GrB_Matrix_dup (GrB_Matrix *C, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_clear (GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_nrows (GrB_Index *nrows, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_ncols (GrB_Index *ncols, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_nvals (GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GxB_Matrix_type (GrB_Type *type, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GxB_Matrix_type_name (char *type_name, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GxB_Matrix_memoryUsage (size_t *size, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GxB_Matrix_iso (bool *iso, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_free (GrB_Matrix *A) ;

/* C = sparse matrix from tuples (I [k], J [k], X [k]), duplicates combined
 * with dup; the _Scalar form gives every entry the same value. */
GB_PUBLIC GrB_Info GrB_Matrix_build_BOOL (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const bool *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_INT8 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const int8_t *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_INT16 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const int16_t *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_INT32 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const int32_t *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_INT64 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const int64_t *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_UINT8 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const uint8_t *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_UINT16 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const uint16_t *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_UINT32 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const uint32_t *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_UINT64 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const uint64_t *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_FP32 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const float *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_FP64 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const double *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GxB_Matrix_build_FC32 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const GxB_FC32_t *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GxB_Matrix_build_FC64 (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const GxB_FC64_t *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GrB_Matrix_build_UDT (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, const void *X, GrB_Index nvals,
    const GrB_BinaryOp dup) ;
GB_PUBLIC GrB_Info GxB_Matrix_build_Scalar (GrB_Matrix C, const GrB_Index *I,
    const GrB_Index *J, GrB_Scalar scalar, GrB_Index nvals) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Matrix_build(C,I,J,X,nvals,dup)                             \
    _Generic ((X), GB_TYPE_CASES (*, GrB, Matrix_build))                \
    (C, I, J, ((const void *) (X)), nvals, dup)
#endif

/* C(i,j) = x */
GB_PUBLIC GrB_Info GrB_Matrix_setElement_BOOL (GrB_Matrix C, bool x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_INT8 (GrB_Matrix C, int8_t x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_INT16 (GrB_Matrix C, int16_t x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_INT32 (GrB_Matrix C, int32_t x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_INT64 (GrB_Matrix C, int64_t x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_UINT8 (GrB_Matrix C, uint8_t x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_UINT16 (GrB_Matrix C, uint16_t x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_UINT32 (GrB_Matrix C, uint32_t x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_UINT64 (GrB_Matrix C, uint64_t x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_FP32 (GrB_Matrix C, float x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_FP64 (GrB_Matrix C, double x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GxB_Matrix_setElement_FC32 (GrB_Matrix C, GxB_FC32_t x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GxB_Matrix_setElement_FC64 (GrB_Matrix C, GxB_FC64_t x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_UDT (GrB_Matrix C, void *x,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_setElement_Scalar (GrB_Matrix C, GrB_Scalar x,
    GrB_Index i, GrB_Index j) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Matrix_setElement(C,x,i,j)                                  \
    _Generic ((x),                                                      \
        GB_TYPE_CASES (, GrB, Matrix_setElement),                       \
        default: GrB_Matrix_setElement_Scalar)                          \
    (C, x, i, j)
#endif

/* x = A(i,j); GrB_NO_VALUE if A(i,j) is not present */
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_BOOL (bool *x, const GrB_Matrix A,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_INT8 (int8_t *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_INT16 (int16_t *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_INT32 (int32_t *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_INT64 (int64_t *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_UINT8 (uint8_t *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_UINT16 (uint16_t *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_UINT32 (uint32_t *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_UINT64 (uint64_t *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_FP32 (float *x, const GrB_Matrix A,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_FP64 (double *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GxB_Matrix_extractElement_FC32 (GxB_FC32_t *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GxB_Matrix_extractElement_FC64 (GxB_FC64_t *x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_UDT (void *x, const GrB_Matrix A,
    GrB_Index i, GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractElement_Scalar (GrB_Scalar x,
    const GrB_Matrix A, GrB_Index i, GrB_Index j) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Matrix_extractElement(x,A,i,j)                              \
    _Generic ((x),                                                      \
        GB_TYPE_CASES (*, GrB, Matrix_extractElement),                  \
        default: GrB_Matrix_extractElement_Scalar)                      \
    (x, A, i, j)
#endif

GB_PUBLIC GrB_Info GxB_Matrix_isStoredElement (const GrB_Matrix A, GrB_Index i,
    GrB_Index j) ;
GB_PUBLIC GrB_Info GrB_Matrix_removeElement (GrB_Matrix C, GrB_Index i,
    GrB_Index j) ;

/* [I,J,X] = all the entries of A */
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_BOOL (GrB_Index *I, GrB_Index *J,
    bool *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_INT8 (GrB_Index *I, GrB_Index *J,
    int8_t *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_INT16 (GrB_Index *I, GrB_Index *J,
    int16_t *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_INT32 (GrB_Index *I, GrB_Index *J,
    int32_t *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_INT64 (GrB_Index *I, GrB_Index *J,
    int64_t *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_UINT8 (GrB_Index *I, GrB_Index *J,
    uint8_t *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_UINT16 (GrB_Index *I, GrB_Index *J,
    uint16_t *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_UINT32 (GrB_Index *I, GrB_Index *J,
    uint32_t *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_UINT64 (GrB_Index *I, GrB_Index *J,
    uint64_t *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_FP32 (GrB_Index *I, GrB_Index *J,
    float *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_FP64 (GrB_Index *I, GrB_Index *J,
    double *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GxB_Matrix_extractTuples_FC32 (GrB_Index *I, GrB_Index *J,
    GxB_FC32_t *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GxB_Matrix_extractTuples_FC64 (GrB_Index *I, GrB_Index *J,
    GxB_FC64_t *X, GrB_Index *nvals, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_extractTuples_UDT (GrB_Index *I, GrB_Index *J,
    void *X, GrB_Index *nvals, const GrB_Matrix A) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Matrix_extractTuples(I,J,X,nvals,A)                         \
    _Generic ((X), GB_TYPE_CASES (*, GrB, Matrix_extractTuples))        \
    (I, J, X, nvals, A)
#endif

/* Tiles: C = [A00 A01 ...; A10 A11 ...] (concat) and its inverse (split);
 * Tiles is an m-by-n array of matrices in row-major order. */
GB_PUBLIC GrB_Info GxB_Matrix_concat (GrB_Matrix C, const GrB_Matrix *Tiles,
    const GrB_Index m, const GrB_Index n, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_split (GrB_Matrix *Tiles, const GrB_Index m,
    const GrB_Index n, const GrB_Index *Tile_nrows, const GrB_Index *Tile_ncols,
    const GrB_Matrix A, const GrB_Descriptor desc) ;

/* Diagonals: GrB_Matrix_diag creates C with v on its k-th diagonal;
 * GxB_Matrix_diag does the same into an existing C; GxB_Vector_diag
 * extracts the k-th diagonal of A into v. */
GB_PUBLIC GrB_Info GrB_Matrix_diag (GrB_Matrix *C, const GrB_Vector v,
    int64_t k) ;
GB_PUBLIC GrB_Info GxB_Matrix_diag (GrB_Matrix C, const GrB_Vector v, int64_t k,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_diag (GrB_Vector v, const GrB_Matrix A, int64_t k,
    const GrB_Descriptor desc) ;

/*============================================================================*
 * Options (GxB): storage hints of matrices and vectors, global settings
 *============================================================================*
 * These settings never change a result, only how data is stored and how
 * much time and memory an operation takes.
 *
 *   GxB_HYPER_SWITCH      double   hypersparse/sparse switch (matrix, global)
 *   GxB_BITMAP_SWITCH     double   bitmap switch (matrix: one value;
 *                                  global: GxB_NBITMAP_SWITCH values)
 *   GxB_FORMAT            int      GxB_BY_ROW or GxB_BY_COL
 *   GxB_SPARSITY_CONTROL  int      sum of the allowed GxB_HYPERSPARSE,
 *                                  GxB_SPARSE, GxB_BITMAP, GxB_FULL
 *   GxB_SPARSITY_STATUS   int      the structure used now (get only)
 *   GxB_IS_HYPER          bool     historical (get only)
 *   GxB_MODE, GxB_LIBRARY_*, GxB_API_*, GxB_COMPILER_*: about the library
 *   GxB_GLOBAL_NTHREADS, GxB_GLOBAL_CHUNK: thread control
 *   GxB_BURBLE (diagnostics), GxB_PRINTF / GxB_FLUSH (where they go),
 *   GxB_MEMORY_POOL, GxB_PRINT_1BASED, GxB_GLOBAL_GPU_*: as in 7.4.
 */

/* historical name of GxB_HYPER_SWITCH */
#define GxB_HYPER 0

typedef enum
{
    GxB_HYPER_SWITCH         = 0,
    GxB_BITMAP_SWITCH        = 34,
    GxB_FORMAT               = 1,
    GxB_MODE                 = 2,
    GxB_LIBRARY_NAME         = 8,
    GxB_LIBRARY_VERSION      = 9,
    GxB_LIBRARY_DATE         = 10,
    GxB_LIBRARY_ABOUT        = 11,
    GxB_LIBRARY_URL          = 12,
    GxB_LIBRARY_LICENSE      = 13,
    GxB_LIBRARY_COMPILE_DATE = 14,
    GxB_LIBRARY_COMPILE_TIME = 15,
    GxB_API_VERSION          = 16,
    GxB_API_DATE             = 17,
    GxB_API_ABOUT            = 18,
    GxB_API_URL              = 19,
    GxB_COMPILER_VERSION     = 23,
    GxB_COMPILER_NAME        = 24,
    GxB_LIBRARY_OPENMP       = 25,
    GxB_GLOBAL_NTHREADS      = GxB_NTHREADS,
    GxB_GLOBAL_CHUNK         = GxB_CHUNK,
    GxB_BURBLE               = 99,
    GxB_PRINTF               = 101,
    GxB_FLUSH                = 102,
    GxB_MEMORY_POOL          = 103,
    GxB_PRINT_1BASED         = 104,
    GxB_SPARSITY_STATUS      = 33,
    GxB_IS_HYPER             = 6,
    GxB_SPARSITY_CONTROL     = 32,
    GxB_GLOBAL_GPU_CONTROL   = GxB_GPU_CONTROL,
    GxB_GLOBAL_GPU_CHUNK     = GxB_GPU_CHUNK
}
GxB_Option_Field ;

/* Storage orientation (GxB_FORMAT). */
typedef enum
{
    GxB_BY_ROW    = 0,          /* CSR: each row is a sparse vector */
    GxB_BY_COL    = 1,          /* CSC: each column is a sparse vector */
    GxB_NO_FORMAT = -1
}
GxB_Format_Value ;

/* The defaults for new matrices. */
GB_PUBLIC const GxB_Format_Value GxB_FORMAT_DEFAULT ;
GB_PUBLIC const double GxB_HYPER_DEFAULT ;

/* Sparsity structures, for GxB_SPARSITY_CONTROL (a sum of them) and
 * GxB_SPARSITY_STATUS (one of them). */
#define GxB_HYPERSPARSE 1
#define GxB_SPARSE      2
#define GxB_BITMAP      4
#define GxB_FULL        8
#define GxB_ANY_SPARSITY (GxB_HYPERSPARSE + GxB_SPARSE + GxB_BITMAP + GxB_FULL)
#define GxB_AUTO_SPARSITY GxB_ANY_SPARSITY

/* Number of values of the global GxB_BITMAP_SWITCH array. */
#define GxB_NBITMAP_SWITCH 8

/* GxB_HYPER_SWITCH values that make a matrix always, or never, hypersparse. */
GB_PUBLIC const double
    GxB_ALWAYS_HYPER, GxB_NEVER_HYPER ;

/* Per matrix, per vector and global options.  The variadic forms take the
 * type appropriate to the field (int, double, double *, char **, ...). */
GB_PUBLIC GrB_Info GxB_Matrix_Option_set (GrB_Matrix A, GxB_Option_Field field,
    ...) ;
GB_PUBLIC GrB_Info GxB_Matrix_Option_set_INT32 (GrB_Matrix A,
    GxB_Option_Field field, int32_t value) ;
GB_PUBLIC GrB_Info GxB_Matrix_Option_set_FP64 (GrB_Matrix A,
    GxB_Option_Field field, double value) ;
GB_PUBLIC GrB_Info GxB_Matrix_Option_get (GrB_Matrix A, GxB_Option_Field field,
    ...) ;
GB_PUBLIC GrB_Info GxB_Matrix_Option_get_INT32 (GrB_Matrix A,
    GxB_Option_Field field, int32_t *value) ;
GB_PUBLIC GrB_Info GxB_Matrix_Option_get_FP64 (GrB_Matrix A,
    GxB_Option_Field field, double *value) ;
GB_PUBLIC GrB_Info GxB_Vector_Option_set (GrB_Vector A, GxB_Option_Field field,
    ...) ;
GB_PUBLIC GrB_Info GxB_Vector_Option_set_INT32 (GrB_Vector v,
    GxB_Option_Field field, int32_t value) ;
GB_PUBLIC GrB_Info GxB_Vector_Option_set_FP64 (GrB_Vector v,
    GxB_Option_Field field, double value) ;
GB_PUBLIC GrB_Info GxB_Vector_Option_get (GrB_Vector A, GxB_Option_Field field,
    ...) ;
GB_PUBLIC GrB_Info GxB_Vector_Option_get_INT32 (GrB_Vector v,
    GxB_Option_Field field, int32_t *value) ;
GB_PUBLIC GrB_Info GxB_Vector_Option_get_FP64 (GrB_Vector v,
    GxB_Option_Field field, double *value) ;
GB_PUBLIC GrB_Info GxB_Global_Option_set (GxB_Option_Field field, ...) ;
GB_PUBLIC GrB_Info GxB_Global_Option_set_INT32 (GxB_Option_Field field,
    int32_t value) ;
GB_PUBLIC GrB_Info GxB_Global_Option_set_FP64 (GxB_Option_Field field,
    double value) ;
GB_PUBLIC GrB_Info GxB_Global_Option_set_FP64_ARRAY (GxB_Option_Field field,
    double *value) ;
GB_PUBLIC GrB_Info GxB_Global_Option_set_INT64_ARRAY (GxB_Option_Field field,
    int64_t *value) ;
GB_PUBLIC GrB_Info GxB_Global_Option_set_FUNCTION (GxB_Option_Field field,
    void *value) ;
GB_PUBLIC GrB_Info GxB_Global_Option_get (GxB_Option_Field field, ...) ;
GB_PUBLIC GrB_Info GxB_Global_Option_get_INT32 (GxB_Option_Field field,
    int32_t *value) ;
GB_PUBLIC GrB_Info GxB_Global_Option_get_FP64 (GxB_Option_Field field,
    double *value) ;
GB_PUBLIC GrB_Info GxB_Global_Option_get_INT64 (GxB_Option_Field field,
    int64_t *value) ;
GB_PUBLIC GrB_Info GxB_Global_Option_get_CHAR (GxB_Option_Field field,
    char **value) ;
GB_PUBLIC GrB_Info GxB_Global_Option_get_FUNCTION (GxB_Option_Field field,
    void **value) ;

/* GxB_set (object, field, value) and GxB_get (object, field, &value):
 * the object is a GrB_Matrix, a GrB_Vector or a GrB_Descriptor; for a global
 * option the first argument is the field itself (an int or a
 * GxB_Option_Field). */
#if GxB_STDC_VERSION >= 201112L
#define GxB_set(arg1,...)                                               \
    _Generic ((arg1),                                                   \
        int              : GxB_Global_Option_set,                       \
        GxB_Option_Field : GxB_Global_Option_set,                       \
        GrB_Vector       : GxB_Vector_Option_set,                       \
        GrB_Matrix       : GxB_Matrix_Option_set,                       \
        GrB_Descriptor   : GxB_Desc_set)                                \
    (arg1, __VA_ARGS__)
#define GxB_get(arg1,...)                                               \
    _Generic ((arg1),                                                   \
        const int              : GxB_Global_Option_get,                 \
              int              : GxB_Global_Option_get,                 \
        const GxB_Option_Field : GxB_Global_Option_get,                 \
              GxB_Option_Field : GxB_Global_Option_get,                 \
        const GrB_Vector       : GxB_Vector_Option_get,                 \
              GrB_Vector       : GxB_Vector_Option_get,                 \
        const GrB_Matrix       : GxB_Matrix_Option_get,                 \
              GrB_Matrix       : GxB_Matrix_Option_get,                 \
        const GrB_Descriptor   : GxB_Desc_get,                          \
              GrB_Descriptor   : GxB_Desc_get)                          \
    (arg1, __VA_ARGS__)
#endif

/*============================================================================*
 * GrB_free, GrB_wait, GrB_error: the same three methods for every object
 *============================================================================*/

/* GrB_NULL is the "no object" value (e.g. no mask, default descriptor).
 * GrB_INVALID_HANDLE is what GrB_*_free leaves in the freed handle. */
#define GrB_NULL           NULL
#define GrB_INVALID_HANDLE NULL

/* GrB_free (&object): free any object and set the handle to NULL.  The typed
 * GrB_*_free functions are declared with their objects. */
#if GxB_STDC_VERSION >= 201112L
#define GrB_free(object)                                                \
    _Generic ((object),                                                 \
        GrB_Type         * : GrB_Type_free,                             \
        GrB_UnaryOp      * : GrB_UnaryOp_free,                          \
        GrB_BinaryOp     * : GrB_BinaryOp_free,                         \
        GxB_SelectOp     * : GxB_SelectOp_free,                         \
        GrB_IndexUnaryOp * : GrB_IndexUnaryOp_free,                     \
        GrB_Monoid       * : GrB_Monoid_free,                           \
        GrB_Semiring     * : GrB_Semiring_free,                         \
        GrB_Scalar       * : GrB_Scalar_free,                           \
        GrB_Vector       * : GrB_Vector_free,                           \
        GrB_Matrix       * : GrB_Matrix_free,                           \
        GrB_Descriptor   * : GrB_Descriptor_free,                       \
        GxB_Iterator     * : GxB_Iterator_free)                         \
    (object)
#endif

/* GrB_wait (object, mode): finish the pending work on an object.
 * GrB_COMPLETE makes the object safe to use from another thread;
 * GrB_MATERIALIZE also finishes all the computations it depends on. */
typedef enum
{
    GrB_COMPLETE    = 0,
    GrB_MATERIALIZE = 1
}
GrB_WaitMode ;

GB_PUBLIC GrB_Info GrB_Type_wait (GrB_Type type, GrB_WaitMode waitmode) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_wait (GrB_UnaryOp op, GrB_WaitMode waitmode) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_wait (GrB_BinaryOp op, GrB_WaitMode waitmode) ;
GB_PUBLIC GrB_Info GxB_SelectOp_wait (GxB_SelectOp op, GrB_WaitMode waitmode) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_wait (GrB_IndexUnaryOp op,
    GrB_WaitMode waitmode) ;
GB_PUBLIC GrB_Info GrB_Monoid_wait (GrB_Monoid monoid, GrB_WaitMode waitmode) ;
GB_PUBLIC GrB_Info GrB_Semiring_wait (GrB_Semiring semiring,
    GrB_WaitMode waitmode) ;
GB_PUBLIC GrB_Info GrB_Descriptor_wait (GrB_Descriptor desc,
    GrB_WaitMode waitmode) ;
GB_PUBLIC GrB_Info GrB_Scalar_wait (GrB_Scalar s, GrB_WaitMode waitmode) ;
GB_PUBLIC GrB_Info GrB_Vector_wait (GrB_Vector v, GrB_WaitMode waitmode) ;
GB_PUBLIC GrB_Info GrB_Matrix_wait (GrB_Matrix A, GrB_WaitMode waitmode) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_wait(object,waitmode)                                       \
    _Generic ((object),                                                 \
        GrB_Type         : GrB_Type_wait,                               \
        GrB_UnaryOp      : GrB_UnaryOp_wait,                            \
        GrB_BinaryOp     : GrB_BinaryOp_wait,                           \
        GxB_SelectOp     : GxB_SelectOp_wait,                           \
        GrB_IndexUnaryOp : GrB_IndexUnaryOp_wait,                       \
        GrB_Monoid       : GrB_Monoid_wait,                             \
        GrB_Semiring     : GrB_Semiring_wait,                           \
        GrB_Scalar       : GrB_Scalar_wait,                             \
        GrB_Vector       : GrB_Vector_wait,                             \
        GrB_Matrix       : GrB_Matrix_wait,                             \
        GrB_Descriptor   : GrB_Descriptor_wait)                         \
    (object, waitmode)
#endif

/* historical (takes a pointer, no mode) */
GB_PUBLIC GrB_Info GxB_Scalar_wait (GrB_Scalar *s) ;

/* GrB_error (&message, object): the message about the last error on the
 * object (an empty string if there is none).  The string belongs to the
 * object. */
GB_PUBLIC GrB_Info GrB_Type_error (const char **error, const GrB_Type type) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_error (const char **error,
    const GrB_UnaryOp op) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_error (const char **error,
    const GrB_BinaryOp op) ;
GB_PUBLIC GrB_Info GxB_SelectOp_error (const char **error,
    const GxB_SelectOp op) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_error (const char **error,
    const GrB_IndexUnaryOp op) ;
GB_PUBLIC GrB_Info GrB_Monoid_error (const char **error,
    const GrB_Monoid monoid) ;
GB_PUBLIC GrB_Info GrB_Semiring_error (const char **error,
    const GrB_Semiring semiring) ;
GB_PUBLIC GrB_Info GrB_Scalar_error (const char **error, const GrB_Scalar s) ;
GB_PUBLIC GrB_Info GrB_Vector_error (const char **error, const GrB_Vector v) ;
GB_PUBLIC GrB_Info GrB_Matrix_error (const char **error, const GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Descriptor_error (const char **error,
    const GrB_Descriptor d) ;
/* historical */
GB_PUBLIC GrB_Info GxB_Scalar_error (const char **error, const GrB_Scalar s) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_error(error,object)                                         \
    _Generic ((object),                                                 \
        const GrB_Type         : GrB_Type_error,                        \
              GrB_Type         : GrB_Type_error,                        \
        const GrB_UnaryOp      : GrB_UnaryOp_error,                     \
              GrB_UnaryOp      : GrB_UnaryOp_error,                     \
        const GrB_BinaryOp     : GrB_BinaryOp_error,                    \
              GrB_BinaryOp     : GrB_BinaryOp_error,                    \
        const GxB_SelectOp     : GxB_SelectOp_error,                    \
              GxB_SelectOp     : GxB_SelectOp_error,                    \
        const GrB_IndexUnaryOp : GrB_IndexUnaryOp_error,                \
              GrB_IndexUnaryOp : GrB_IndexUnaryOp_error,                \
        const GrB_Monoid       : GrB_Monoid_error,                      \
              GrB_Monoid       : GrB_Monoid_error,                      \
        const GrB_Semiring     : GrB_Semiring_error,                    \
              GrB_Semiring     : GrB_Semiring_error,                    \
        const GrB_Scalar       : GrB_Scalar_error,                      \
              GrB_Scalar       : GrB_Scalar_error,                      \
        const GrB_Vector       : GrB_Vector_error,                      \
              GrB_Vector       : GrB_Vector_error,                      \
        const GrB_Matrix       : GrB_Matrix_error,                      \
              GrB_Matrix       : GrB_Matrix_error,                      \
        const GrB_Descriptor   : GrB_Descriptor_error,                  \
              GrB_Descriptor   : GrB_Descriptor_error)                  \
    (error, object)
#endif

/*============================================================================*
 * Operations
 *============================================================================*
 * Every operation has the form  C<M> = accum (C, T)  where T is computed
 * from the inputs: M is an optional mask (NULL: none), accum an optional
 * binary operator (NULL: T replaces C), desc an optional descriptor.
 */

/*----------------------------------------------------------------------------*
 * Matrix multiplication over a semiring: T = A*B, u'*A, A*u
 *----------------------------------------------------------------------------*/

GB_PUBLIC GrB_Info GrB_mxm (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_Semiring semiring, const GrB_Matrix A,
    const GrB_Matrix B, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_vxm (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_Semiring semiring, const GrB_Vector u,
    const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_mxv (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_Semiring semiring, const GrB_Matrix A,
    const GrB_Vector u, const GrB_Descriptor desc) ;

/*----------------------------------------------------------------------------*
 * Element-wise multiplication (intersection of patterns): T = A .* B
 *----------------------------------------------------------------------------*
 * The operator may be a binary operator, a monoid or a semiring (its
 * multiplicative operator is used).
 */

GB_PUBLIC GrB_Info GrB_Vector_eWiseMult_Semiring (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum,
    const GrB_Semiring semiring, const GrB_Vector u, const GrB_Vector v,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_eWiseMult_Monoid (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Monoid monoid,
    const GrB_Vector u, const GrB_Vector v, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_eWiseMult_BinaryOp (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp mult,
    const GrB_Vector u, const GrB_Vector v, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_eWiseMult_Semiring (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum,
    const GrB_Semiring semiring, const GrB_Matrix A, const GrB_Matrix B,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_eWiseMult_Monoid (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_Monoid monoid,
    const GrB_Matrix A, const GrB_Matrix B, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_eWiseMult_BinaryOp (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp mult,
    const GrB_Matrix A, const GrB_Matrix B, const GrB_Descriptor desc) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_eWiseMult(C,Mask,accum,op,A,B,desc)                         \
    _Generic ((C),                                                      \
        GrB_Matrix :                                                    \
            _Generic ((op),                                             \
                const GrB_Semiring : GrB_Matrix_eWiseMult_Semiring,     \
                      GrB_Semiring : GrB_Matrix_eWiseMult_Semiring,     \
                const GrB_Monoid   : GrB_Matrix_eWiseMult_Monoid,       \
                      GrB_Monoid   : GrB_Matrix_eWiseMult_Monoid,       \
                const GrB_BinaryOp : GrB_Matrix_eWiseMult_BinaryOp,     \
                      GrB_BinaryOp : GrB_Matrix_eWiseMult_BinaryOp),    \
        GrB_Vector :                                                    \
            _Generic ((op),                                             \
                const GrB_Semiring : GrB_Vector_eWiseMult_Semiring,     \
                      GrB_Semiring : GrB_Vector_eWiseMult_Semiring,     \
                const GrB_Monoid   : GrB_Vector_eWiseMult_Monoid,       \
                      GrB_Monoid   : GrB_Vector_eWiseMult_Monoid,       \
                const GrB_BinaryOp : GrB_Vector_eWiseMult_BinaryOp,     \
                      GrB_BinaryOp : GrB_Vector_eWiseMult_BinaryOp))    \
    (C, Mask, accum, op, A, B, desc)
#endif

/*----------------------------------------------------------------------------*
 * Element-wise addition (union of patterns): T = A + B
 *----------------------------------------------------------------------------*
 * Where only one of A(i,j) and B(i,j) is present, it is copied to T (the
 * operator is a binary operator, a monoid, or a semiring's additive monoid).
 * GxB_eWiseUnion instead applies the operator with alpha in place of a
 * missing A(i,j) and beta in place of a missing B(i,j).
 */

GB_PUBLIC GrB_Info GrB_Vector_eWiseAdd_Semiring (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum,
    const GrB_Semiring semiring, const GrB_Vector u, const GrB_Vector v,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_eWiseAdd_Monoid (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Monoid monoid,
    const GrB_Vector u, const GrB_Vector v, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_eWiseAdd_BinaryOp (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp add,
    const GrB_Vector u, const GrB_Vector v, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_eWiseAdd_Semiring (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum,
    const GrB_Semiring semiring, const GrB_Matrix A, const GrB_Matrix B,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_eWiseAdd_Monoid (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_Monoid monoid,
    const GrB_Matrix A, const GrB_Matrix B, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_eWiseAdd_BinaryOp (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp add,
    const GrB_Matrix A, const GrB_Matrix B, const GrB_Descriptor desc) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_eWiseAdd(C,Mask,accum,op,A,B,desc)                          \
    _Generic ((C),                                                      \
        GrB_Matrix :                                                    \
            _Generic ((op),                                             \
                const GrB_Semiring : GrB_Matrix_eWiseAdd_Semiring,      \
                      GrB_Semiring : GrB_Matrix_eWiseAdd_Semiring,      \
                const GrB_Monoid   : GrB_Matrix_eWiseAdd_Monoid,        \
                      GrB_Monoid   : GrB_Matrix_eWiseAdd_Monoid,        \
                const GrB_BinaryOp : GrB_Matrix_eWiseAdd_BinaryOp,      \
                      GrB_BinaryOp : GrB_Matrix_eWiseAdd_BinaryOp),     \
        GrB_Vector :                                                    \
            _Generic ((op),                                             \
                const GrB_Semiring : GrB_Vector_eWiseAdd_Semiring,      \
                      GrB_Semiring : GrB_Vector_eWiseAdd_Semiring,      \
                const GrB_Monoid   : GrB_Vector_eWiseAdd_Monoid,        \
                      GrB_Monoid   : GrB_Vector_eWiseAdd_Monoid,        \
                const GrB_BinaryOp : GrB_Vector_eWiseAdd_BinaryOp,      \
                      GrB_BinaryOp : GrB_Vector_eWiseAdd_BinaryOp))     \
    (C, Mask, accum, op, A, B, desc)
#endif

GB_PUBLIC GrB_Info GxB_Vector_eWiseUnion (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_BinaryOp add, const GrB_Vector u,
    const GrB_Scalar alpha, const GrB_Vector v, const GrB_Scalar beta,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_eWiseUnion (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_BinaryOp add, const GrB_Matrix A,
    const GrB_Scalar alpha, const GrB_Matrix B, const GrB_Scalar beta,
    const GrB_Descriptor desc) ;

#if GxB_STDC_VERSION >= 201112L
#define GxB_eWiseUnion(C,Mask,accum,op,A,alpha,B,beta,desc)             \
    _Generic ((C),                                                      \
        const GrB_Matrix : GxB_Matrix_eWiseUnion,                       \
              GrB_Matrix : GxB_Matrix_eWiseUnion,                       \
        const GrB_Vector : GxB_Vector_eWiseUnion,                       \
              GrB_Vector : GxB_Vector_eWiseUnion)                       \
    (C, Mask, accum, op, A, alpha, B, beta, desc)
#endif

/*----------------------------------------------------------------------------*
 * Index lists for extract and assign
 *----------------------------------------------------------------------------*
 * I = GrB_ALL selects all indices 0..n-1.  With ni = GxB_RANGE, I holds
 * {begin, end} (inclusive); with GxB_STRIDE, {begin, end, inc}; with
 * GxB_BACKWARDS, {begin, end, inc} for a decreasing sequence.  GxB_BEGIN,
 * GxB_END and GxB_INC are the positions in I.
 */

GB_PUBLIC const uint64_t *GrB_ALL ;

#define GxB_RANGE     (INT64_MAX)
#define GxB_STRIDE    (INT64_MAX-1)
#define GxB_BACKWARDS (INT64_MAX-2)

#define GxB_BEGIN (0)
#define GxB_END   (1)
#define GxB_INC   (2)

/*----------------------------------------------------------------------------*
 * Extract: T = A(I,J), u(I), or a column A(I,j)
 *----------------------------------------------------------------------------*/

GB_PUBLIC GrB_Info GrB_Vector_extract (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_Vector u, const GrB_Index *I,
    GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_extract (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_Matrix A, const GrB_Index *I,
    GrB_Index ni, const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Col_extract (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_Matrix A, const GrB_Index *I,
    GrB_Index ni, GrB_Index j, const GrB_Descriptor desc) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_extract(arg1,Mask,accum,arg4,...)                           \
    _Generic ((arg1),                                                   \
        GrB_Vector :                                                    \
            _Generic ((arg4),                                           \
                const GrB_Vector : GrB_Vector_extract,                  \
                      GrB_Vector : GrB_Vector_extract,                  \
                const GrB_Matrix : GrB_Col_extract,                     \
                      GrB_Matrix : GrB_Col_extract),                    \
        GrB_Matrix : GrB_Matrix_extract)                                \
    (arg1, Mask, accum, arg4, __VA_ARGS__)
#endif

/*----------------------------------------------------------------------------*
 * Subassign (GxB): C(I,J)<M> = accum (C(I,J), A), M the size of C(I,J)
 *----------------------------------------------------------------------------*
 * The source is a matrix or vector, a scalar of a C type (the same value
 * everywhere), or a GrB_Scalar.  Col/Row assign a vector to part of one
 * column or row.
 */

GB_PUBLIC GrB_Info GxB_Vector_subassign (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_Vector u, const GrB_Index *I,
    GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_Matrix A, const GrB_Index *I,
    GrB_Index ni, const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Col_subassign (GrB_Matrix C, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_Vector u, const GrB_Index *I,
    GrB_Index ni, GrB_Index j, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Row_subassign (GrB_Matrix C, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_Vector u, GrB_Index i,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_BOOL (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, bool x, const GrB_Index *I,
    GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_INT8 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, int8_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_INT16 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, int16_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_INT32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, int32_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_INT64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, int64_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_UINT8 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, uint8_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_UINT16 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, uint16_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_UINT32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, uint32_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_UINT64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, uint64_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_FP32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, float x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_FP64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, double x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_FC32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, GxB_FC32_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_FC64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, GxB_FC64_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_UDT (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, void *x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_subassign_Scalar (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, GrB_Scalar x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_BOOL (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, bool x, const GrB_Index *I,
    GrB_Index ni, const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_INT8 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, int8_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_INT16 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, int16_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_INT32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, int32_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_INT64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, int64_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_UINT8 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, uint8_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_UINT16 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, uint16_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_UINT32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, uint32_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_UINT64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, uint64_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_FP32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, float x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_FP64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, double x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_FC32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, GxB_FC32_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_FC64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, GxB_FC64_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_UDT (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, void *x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_subassign_Scalar (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, GrB_Scalar x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;

/* GxB_subassign dispatches on the output (vector or matrix), then on the
 * source: a C scalar, a GrB_Scalar, a vector (into a column if arg5 is an
 * index array, into a row if it is an index), or a matrix. */
#if GxB_STDC_VERSION >= 201112L
#define GxB_subassign(arg1,Mask,accum,arg4,arg5,...)                    \
    _Generic ((arg1),                                                   \
        GrB_Vector :                                                    \
            _Generic ((arg4),                                           \
                GB_TYPE_CASES (, GxB, Vector_subassign),                \
                const GrB_Scalar : GxB_Vector_subassign_Scalar,         \
                      GrB_Scalar : GxB_Vector_subassign_Scalar,         \
                default: GxB_Vector_subassign),                         \
        default:                                                        \
            _Generic ((arg4),                                           \
                GB_TYPE_CASES (, GxB, Matrix_subassign),                \
                const GrB_Scalar : GxB_Matrix_subassign_Scalar,         \
                      GrB_Scalar : GxB_Matrix_subassign_Scalar,         \
                const GrB_Vector : GB_COL_OR_ROW (arg5, GxB, subassign),\
                      GrB_Vector : GB_COL_OR_ROW (arg5, GxB, subassign),\
                default: GxB_Matrix_subassign))                         \
    (arg1, Mask, accum, arg4, arg5, __VA_ARGS__)

/* a vector source goes into a column if the 5th argument is an index array
 * (the row indices I), into a row otherwise (the row index i) */
#define GB_COL_OR_ROW(arg5,pre,what)                                    \
    _Generic ((arg5),                                                   \
        const GrB_Index * : GB_PASTE4 (pre, _Col_, what, ),             \
              GrB_Index * : GB_PASTE4 (pre, _Col_, what, ),             \
        default: GB_PASTE4 (pre, _Row_, what, ))
#endif

/*----------------------------------------------------------------------------*
 * Assign: C<M>(I,J) = accum (C(I,J), A), M the size of C
 *----------------------------------------------------------------------------*/

GB_PUBLIC GrB_Info GrB_Vector_assign (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_Vector u, const GrB_Index *I,
    GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_Matrix A, const GrB_Index *I,
    GrB_Index ni, const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Col_assign (GrB_Matrix C, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_Vector u, const GrB_Index *I,
    GrB_Index ni, GrB_Index j, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Row_assign (GrB_Matrix C, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_Vector u, GrB_Index i,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_BOOL (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, bool x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_INT8 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, int8_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_INT16 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, int16_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_INT32 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, int32_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_INT64 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, int64_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_UINT8 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, uint8_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_UINT16 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, uint16_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_UINT32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, uint32_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_UINT64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, uint64_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_FP32 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, float x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_FP64 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, double x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_assign_FC32 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, GxB_FC32_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_assign_FC64 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, GxB_FC64_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_UDT (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, void *x, const GrB_Index *I, GrB_Index ni,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_assign_Scalar (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, GrB_Scalar x,
    const GrB_Index *I, GrB_Index ni, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_BOOL (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, bool x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_INT8 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, int8_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_INT16 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, int16_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_INT32 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, int32_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_INT64 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, int64_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_UINT8 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, uint8_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_UINT16 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, uint16_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_UINT32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, uint32_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_UINT64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, uint64_t x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_FP32 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, float x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_FP64 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, double x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_assign_FC32 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, GxB_FC32_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_assign_FC64 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, GxB_FC64_t x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_UDT (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, void *x, const GrB_Index *I, GrB_Index ni,
    const GrB_Index *J, GrB_Index nj, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_assign_Scalar (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, GrB_Scalar x,
    const GrB_Index *I, GrB_Index ni, const GrB_Index *J, GrB_Index nj,
    const GrB_Descriptor desc) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_assign(arg1,Mask,accum,arg4,arg5,...)                       \
    _Generic ((arg1),                                                   \
        GrB_Vector :                                                    \
            _Generic ((arg4),                                           \
                GB_TYPE_CASES (, GrB, Vector_assign),                   \
                const GrB_Scalar : GrB_Vector_assign_Scalar,            \
                      GrB_Scalar : GrB_Vector_assign_Scalar,            \
                default: GrB_Vector_assign),                            \
        default:                                                        \
            _Generic ((arg4),                                           \
                GB_TYPE_CASES (, GrB, Matrix_assign),                   \
                const GrB_Scalar : GrB_Matrix_assign_Scalar,            \
                      GrB_Scalar : GrB_Matrix_assign_Scalar,            \
                const GrB_Vector : GB_COL_OR_ROW (arg5, GrB, assign),   \
                      GrB_Vector : GB_COL_OR_ROW (arg5, GrB, assign),   \
                default: GrB_Matrix_assign))                            \
    (arg1, Mask, accum, arg4, arg5, __VA_ARGS__)
#endif

/*----------------------------------------------------------------------------*
 * Apply: T = op (A)
 *----------------------------------------------------------------------------*
 * op is a unary operator; or a binary operator with its first input bound to
 * a scalar x (BinaryOp1st: T = op (x, A)) or its second to y (BinaryOp2nd:
 * T = op (A, y)); or an index-unary operator with its scalar y
 * (T(i,j) = op (A(i,j), i, j, y)).  The GxB_*_apply_BinaryOp1st/2nd
 * functions are historical names of the _Scalar forms.
 */

GB_PUBLIC GrB_Info GrB_Vector_apply (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_UnaryOp op, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_UnaryOp op, const GrB_Matrix A,
    const GrB_Descriptor desc) ;

GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_Scalar (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Scalar x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_apply_BinaryOp1st (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Scalar x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_BOOL (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    bool x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_INT8 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    int8_t x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_INT16 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    int16_t x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_INT32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    int32_t x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_INT64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    int64_t x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_UINT8 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    uint8_t x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_UINT16 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    uint16_t x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_UINT32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    uint32_t x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_UINT64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    uint64_t x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_FP32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    float x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_FP64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    double x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_apply_BinaryOp1st_FC32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    GxB_FC32_t x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_apply_BinaryOp1st_FC64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    GxB_FC64_t x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp1st_UDT (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const void *x, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_Scalar (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, const GrB_Scalar y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_apply_BinaryOp2nd (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, const GrB_Scalar y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_BOOL (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, bool y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_INT8 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, int8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_INT16 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, int16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_INT32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, int32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_INT64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, int64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_UINT8 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, uint8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_UINT16 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, uint16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_UINT32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, uint32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_UINT64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, uint64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_FP32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, float y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_FP64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, double y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_apply_BinaryOp2nd_FC32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, GxB_FC32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_apply_BinaryOp2nd_FC64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, GxB_FC64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_BinaryOp2nd_UDT (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Vector u, const void *y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_Scalar (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, const GrB_Scalar y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_BOOL (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, bool y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_INT8 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, int8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_INT16 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, int16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_INT32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, int32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_INT64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, int64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_UINT8 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, uint8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_UINT16 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, uint16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_UINT32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, uint32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_UINT64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, uint64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_FP32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, float y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_FP64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, double y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_apply_IndexOp_FC32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, GxB_FC32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_apply_IndexOp_FC64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, GxB_FC64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_apply_IndexOp_UDT (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, const void *y, const GrB_Descriptor desc) ;

GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_Scalar (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Scalar x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_apply_BinaryOp1st (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Scalar x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_BOOL (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    bool x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_INT8 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    int8_t x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_INT16 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    int16_t x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_INT32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    int32_t x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_INT64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    int64_t x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_UINT8 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    uint8_t x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_UINT16 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    uint16_t x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_UINT32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    uint32_t x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_UINT64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    uint64_t x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_FP32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    float x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_FP64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    double x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_apply_BinaryOp1st_FC32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    GxB_FC32_t x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_apply_BinaryOp1st_FC64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    GxB_FC64_t x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp1st_UDT (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const void *x, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_Scalar (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, const GrB_Scalar y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_apply_BinaryOp2nd (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, const GrB_Scalar y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_BOOL (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, bool y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_INT8 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, int8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_INT16 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, int16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_INT32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, int32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_INT64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, int64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_UINT8 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, uint8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_UINT16 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, uint16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_UINT32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, uint32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_UINT64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, uint64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_FP32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, float y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_FP64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, double y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_apply_BinaryOp2nd_FC32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, GxB_FC32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_apply_BinaryOp2nd_FC64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, GxB_FC64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_BinaryOp2nd_UDT (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, const void *y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_Scalar (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, const GrB_Scalar y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_BOOL (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, bool y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_INT8 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, int8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_INT16 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, int16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_INT32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, int32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_INT64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, int64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_UINT8 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, uint8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_UINT16 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, uint16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_UINT32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, uint32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_UINT64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, uint64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_FP32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, float y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_FP64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, double y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_apply_IndexOp_FC32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, GxB_FC32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_apply_IndexOp_FC64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, GxB_FC64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_apply_IndexOp_UDT (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, const void *y, const GrB_Descriptor desc) ;

/* GrB_apply (C, Mask, accum, op, ...) dispatches on C, then on the kind of
 * op; for a binary operator, on x (a GrB_Scalar or a C scalar binds the
 * first input; anything else, i.e. a matrix or vector, means the second
 * input is bound to y); for an index-unary operator, on y.  GB_ARG1 and
 * GB_ARG2 pick the first and second of the remaining arguments. */
#if GxB_STDC_VERSION >= 201112L
#define GB_ARG1(a,...) a
#define GB_ARG2(...) GB_ARG2_ (__VA_ARGS__, 0)
#define GB_ARG2_(a,b,...) b
#define GB_APPLY_BINOP(kind,x,y)                                        \
    _Generic ((x),                                                      \
        const GrB_Scalar : GB_PASTE4 (GrB_, kind, _apply_BinaryOp1st_Scalar, ), \
              GrB_Scalar : GB_PASTE4 (GrB_, kind, _apply_BinaryOp1st_Scalar, ), \
        GB_TYPE_CASES (, GrB, GB_PASTE4 (kind, _apply_BinaryOp1st, , )),\
        default:                                                        \
            _Generic ((y),                                              \
                GB_TYPE_CASES (, GrB, GB_PASTE4 (kind, _apply_BinaryOp2nd, , )), \
                default: GB_PASTE4 (GrB_, kind, _apply_BinaryOp2nd_Scalar, )))
#define GB_APPLY_IDXOP(kind,y)                                          \
    _Generic ((y),                                                      \
        GB_TYPE_CASES (, GrB, GB_PASTE4 (kind, _apply_IndexOp, , )),    \
        default: GB_PASTE4 (GrB_, kind, _apply_IndexOp_Scalar, ))
#define GrB_apply(C,Mask,accum,op,...)                                  \
    _Generic ((C),                                                      \
        GrB_Vector :                                                    \
            _Generic ((op),                                             \
                GrB_UnaryOp      : GrB_Vector_apply,                    \
                GrB_BinaryOp     : GB_APPLY_BINOP (Vector,              \
                    GB_ARG1 (__VA_ARGS__), GB_ARG2 (__VA_ARGS__)),      \
                GrB_IndexUnaryOp : GB_APPLY_IDXOP (Vector,              \
                    GB_ARG2 (__VA_ARGS__))),                            \
        GrB_Matrix :                                                    \
            _Generic ((op),                                             \
                GrB_UnaryOp      : GrB_Matrix_apply,                    \
                GrB_BinaryOp     : GB_APPLY_BINOP (Matrix,              \
                    GB_ARG1 (__VA_ARGS__), GB_ARG2 (__VA_ARGS__)),      \
                GrB_IndexUnaryOp : GB_APPLY_IDXOP (Matrix,              \
                    GB_ARG2 (__VA_ARGS__))))                            \
    (C, Mask, accum, op, __VA_ARGS__)
#endif

/*----------------------------------------------------------------------------*
 * Select: T = the entries of A for which op (A(i,j), i, j, y) is true
 *----------------------------------------------------------------------------*/

GB_PUBLIC GrB_Info GrB_Vector_select_Scalar (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, const GrB_Scalar y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_BOOL (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    bool y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_INT8 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    int8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_INT16 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    int16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_INT32 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    int32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_INT64 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    int64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_UINT8 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    uint8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_UINT16 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, uint16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_UINT32 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, uint32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_UINT64 (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Vector u, uint64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_FP32 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    float y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_FP64 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    double y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_select_FC32 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    GxB_FC32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_select_FC64 (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    GxB_FC64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_select_UDT (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Vector u,
    const void *y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_Scalar (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, const GrB_Scalar y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_BOOL (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    bool y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_INT8 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    int8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_INT16 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    int16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_INT32 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    int32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_INT64 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    int64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_UINT8 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    uint8_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_UINT16 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, uint16_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_UINT32 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, uint32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_UINT64 (GrB_Matrix C,
    const GrB_Matrix Mask, const GrB_BinaryOp accum, const GrB_IndexUnaryOp op,
    const GrB_Matrix A, uint64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_FP32 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    float y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_FP64 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    double y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_select_FC32 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    GxB_FC32_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_select_FC64 (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    GxB_FC64_t y, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_select_UDT (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_IndexUnaryOp op, const GrB_Matrix A,
    const void *y, const GrB_Descriptor desc) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_select(C,Mask,accum,op,x,y,d)                               \
    _Generic ((C),                                                      \
        GrB_Vector :                                                    \
            _Generic ((y),                                              \
                GB_TYPE_CASES (, GrB, Vector_select),                   \
                default: GrB_Vector_select_Scalar),                     \
        GrB_Matrix :                                                    \
            _Generic ((y),                                              \
                GB_TYPE_CASES (, GrB, Matrix_select),                   \
                default: GrB_Matrix_select_Scalar))                     \
    (C, Mask, accum, op, x, y, d)
#endif

/* historical: select with a GxB_SelectOp and an optional thunk scalar */
GB_PUBLIC GrB_Info GxB_Vector_select (GrB_Vector w, const GrB_Vector mask,
    const GrB_BinaryOp accum, const GxB_SelectOp op, const GrB_Vector u,
    const GrB_Scalar Thunk, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_select (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GxB_SelectOp op, const GrB_Matrix A,
    const GrB_Scalar Thunk, const GrB_Descriptor desc) ;

#if GxB_STDC_VERSION >= 201112L
#define GxB_select(C,Mask,accum,op,A,Thunk,desc)                        \
    _Generic ((C),                                                      \
        GrB_Vector : GxB_Vector_select,                                 \
        GrB_Matrix : GxB_Matrix_select)                                 \
    (C, Mask, accum, op, A, Thunk, desc)
#endif

/*----------------------------------------------------------------------------*
 * Reduce: a matrix to a vector (w(i) = sum of A(i,:)), or a matrix or
 * vector to a scalar: c = accum (c, sum of all entries)
 *----------------------------------------------------------------------------*
 * The _BinaryOp forms accept only operators that are built-in monoids.
 */

GB_PUBLIC GrB_Info GrB_Matrix_reduce_Monoid (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_Monoid monoid,
    const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_BinaryOp (GrB_Vector w,
    const GrB_Vector mask, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, const GrB_Descriptor desc) ;

GB_PUBLIC GrB_Info GrB_Vector_reduce_BOOL (bool *c, const GrB_BinaryOp accum,
    const GrB_Monoid monoid, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_INT8 (int8_t *c, const GrB_BinaryOp accum,
    const GrB_Monoid monoid, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_INT16 (int16_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_INT32 (int32_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_INT64 (int64_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_UINT8 (uint8_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_UINT16 (uint16_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_UINT32 (uint32_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_UINT64 (uint64_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_FP32 (float *c, const GrB_BinaryOp accum,
    const GrB_Monoid monoid, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_FP64 (double *c, const GrB_BinaryOp accum,
    const GrB_Monoid monoid, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_reduce_FC32 (GxB_FC32_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_reduce_FC64 (GxB_FC64_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_UDT (void *c, const GrB_BinaryOp accum,
    const GrB_Monoid monoid, const GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_Monoid_Scalar (GrB_Scalar c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Vector_reduce_BinaryOp_Scalar (GrB_Scalar c,
    const GrB_BinaryOp accum, const GrB_BinaryOp op, const GrB_Vector u,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_BOOL (bool *c, const GrB_BinaryOp accum,
    const GrB_Monoid monoid, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_INT8 (int8_t *c, const GrB_BinaryOp accum,
    const GrB_Monoid monoid, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_INT16 (int16_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_INT32 (int32_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_INT64 (int64_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_UINT8 (uint8_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_UINT16 (uint16_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_UINT32 (uint32_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_UINT64 (uint64_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_FP32 (float *c, const GrB_BinaryOp accum,
    const GrB_Monoid monoid, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_FP64 (double *c, const GrB_BinaryOp accum,
    const GrB_Monoid monoid, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_reduce_FC32 (GxB_FC32_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_reduce_FC64 (GxB_FC64_t *c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_UDT (void *c, const GrB_BinaryOp accum,
    const GrB_Monoid monoid, const GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_Monoid_Scalar (GrB_Scalar c,
    const GrB_BinaryOp accum, const GrB_Monoid monoid, const GrB_Matrix A,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_reduce_BinaryOp_Scalar (GrB_Scalar S,
    const GrB_BinaryOp accum, const GrB_BinaryOp op, const GrB_Matrix A,
    const GrB_Descriptor desc) ;

/* GrB_reduce dispatches on arg4: a vector or matrix means a reduction to a
 * scalar (a C scalar pointer c, or a GrB_Scalar with a monoid or a binary
 * operator); a monoid or binary operator means a matrix-to-vector
 * reduction. */
#if GxB_STDC_VERSION >= 201112L
#define GB_REDUCE_TO_SCALAR(kind,c,op)                                  \
    _Generic ((c),                                                      \
        GB_TYPE_CASES (*, GrB, GB_PASTE4 (kind, _reduce, , )),          \
        default:                                                        \
            _Generic ((op),                                             \
                const GrB_BinaryOp :                                    \
                    GB_PASTE4 (GrB_, kind, _reduce_BinaryOp_Scalar, ),  \
                      GrB_BinaryOp :                                    \
                    GB_PASTE4 (GrB_, kind, _reduce_BinaryOp_Scalar, ),  \
                default:                                                \
                    GB_PASTE4 (GrB_, kind, _reduce_Monoid_Scalar, )))
#define GrB_reduce(arg1,arg2,arg3,arg4,...)                             \
    _Generic ((arg4),                                                   \
        const GrB_Vector   : GB_REDUCE_TO_SCALAR (Vector, arg1, arg3),  \
              GrB_Vector   : GB_REDUCE_TO_SCALAR (Vector, arg1, arg3),  \
        const GrB_Matrix   : GB_REDUCE_TO_SCALAR (Matrix, arg1, arg3),  \
              GrB_Matrix   : GB_REDUCE_TO_SCALAR (Matrix, arg1, arg3),  \
        const GrB_Monoid   : GrB_Matrix_reduce_Monoid,                  \
              GrB_Monoid   : GrB_Matrix_reduce_Monoid,                  \
        const GrB_BinaryOp : GrB_Matrix_reduce_BinaryOp,                \
              GrB_BinaryOp : GrB_Matrix_reduce_BinaryOp)                \
    (arg1, arg2, arg3, arg4, __VA_ARGS__)
#endif

/*----------------------------------------------------------------------------*
 * Transpose: T = A'
 *----------------------------------------------------------------------------*/

GB_PUBLIC GrB_Info GrB_transpose (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_Matrix A, const GrB_Descriptor desc) ;

/*----------------------------------------------------------------------------*
 * Kronecker product: T = kron (A,B), with T(ia*mb+ib, ja*nb+jb) =
 * op (A(ia,ja), B(ib,jb)).  GxB_kron is the historical name of the
 * _BinaryOp form.
 *----------------------------------------------------------------------------*/

GB_PUBLIC GrB_Info GxB_kron (GrB_Matrix C, const GrB_Matrix Mask,
    const GrB_BinaryOp accum, const GrB_BinaryOp op, const GrB_Matrix A,
    const GrB_Matrix B, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_kronecker_BinaryOp (GrB_Matrix C,
    const GrB_Matrix M, const GrB_BinaryOp accum, const GrB_BinaryOp op,
    const GrB_Matrix A, const GrB_Matrix B, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_kronecker_Monoid (GrB_Matrix C,
    const GrB_Matrix M, const GrB_BinaryOp accum, const GrB_Monoid monoid,
    const GrB_Matrix A, const GrB_Matrix B, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_kronecker_Semiring (GrB_Matrix C,
    const GrB_Matrix M, const GrB_BinaryOp accum, const GrB_Semiring semiring,
    const GrB_Matrix A, const GrB_Matrix B, const GrB_Descriptor desc) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_kronecker(C,Mask,accum,op,A,B,desc)                         \
    _Generic ((op),                                                     \
        const GrB_Semiring : GrB_Matrix_kronecker_Semiring,             \
              GrB_Semiring : GrB_Matrix_kronecker_Semiring,             \
        const GrB_Monoid   : GrB_Matrix_kronecker_Monoid,               \
              GrB_Monoid   : GrB_Matrix_kronecker_Monoid,               \
        const GrB_BinaryOp : GrB_Matrix_kronecker_BinaryOp,             \
              GrB_BinaryOp : GrB_Matrix_kronecker_BinaryOp)             \
    (C, Mask, accum, op, A, B, desc)
#endif

/*============================================================================*
 * Built-in monoids
 *============================================================================*
 * Identity and terminal values:
 *   MIN:   identity +max (or +INFINITY), terminal -max (-INFINITY)
 *   MAX:   identity -max (or -INFINITY), terminal +max (+INFINITY)
 *   PLUS:  identity 0;  TIMES: identity 1 (terminal 0 for integers)
 *   ANY:   any value is both identity and terminal
 *   LOR false/true, LAND true/false, LXOR false, LXNOR (= EQ) true
 *   BOR 0/all ones, BAND all ones/0, BXOR 0, BXNOR all ones
 * The GxB_<OP>_<TYPE>_MONOID names are historical spellings of (most of)
 * the GrB_<OP>_MONOID_<TYPE> ones; both refer to the same monoid.
 */

GB_PUBLIC GrB_Monoid
    GxB_MIN_INT8_MONOID, GxB_MIN_INT16_MONOID, GxB_MIN_INT32_MONOID,
    GxB_MIN_INT64_MONOID, GxB_MIN_UINT8_MONOID, GxB_MIN_UINT16_MONOID,
    GxB_MIN_UINT32_MONOID, GxB_MIN_UINT64_MONOID, GxB_MIN_FP32_MONOID,
    GxB_MIN_FP64_MONOID,
    GrB_MIN_MONOID_INT8, GrB_MIN_MONOID_INT16, GrB_MIN_MONOID_INT32,
    GrB_MIN_MONOID_INT64, GrB_MIN_MONOID_UINT8, GrB_MIN_MONOID_UINT16,
    GrB_MIN_MONOID_UINT32, GrB_MIN_MONOID_UINT64, GrB_MIN_MONOID_FP32,
    GrB_MIN_MONOID_FP64 ;

GB_PUBLIC GrB_Monoid
    GxB_MAX_INT8_MONOID, GxB_MAX_INT16_MONOID, GxB_MAX_INT32_MONOID,
    GxB_MAX_INT64_MONOID, GxB_MAX_UINT8_MONOID, GxB_MAX_UINT16_MONOID,
    GxB_MAX_UINT32_MONOID, GxB_MAX_UINT64_MONOID, GxB_MAX_FP32_MONOID,
    GxB_MAX_FP64_MONOID,
    GrB_MAX_MONOID_INT8, GrB_MAX_MONOID_INT16, GrB_MAX_MONOID_INT32,
    GrB_MAX_MONOID_INT64, GrB_MAX_MONOID_UINT8, GrB_MAX_MONOID_UINT16,
    GrB_MAX_MONOID_UINT32, GrB_MAX_MONOID_UINT64, GrB_MAX_MONOID_FP32,
    GrB_MAX_MONOID_FP64 ;

GB_PUBLIC GrB_Monoid
    GxB_PLUS_INT8_MONOID, GxB_PLUS_INT16_MONOID, GxB_PLUS_INT32_MONOID,
    GxB_PLUS_INT64_MONOID, GxB_PLUS_UINT8_MONOID, GxB_PLUS_UINT16_MONOID,
    GxB_PLUS_UINT32_MONOID, GxB_PLUS_UINT64_MONOID, GxB_PLUS_FP32_MONOID,
    GxB_PLUS_FP64_MONOID, GxB_PLUS_FC32_MONOID, GxB_PLUS_FC64_MONOID,
    GrB_PLUS_MONOID_INT8, GrB_PLUS_MONOID_INT16, GrB_PLUS_MONOID_INT32,
    GrB_PLUS_MONOID_INT64, GrB_PLUS_MONOID_UINT8, GrB_PLUS_MONOID_UINT16,
    GrB_PLUS_MONOID_UINT32, GrB_PLUS_MONOID_UINT64, GrB_PLUS_MONOID_FP32,
    GrB_PLUS_MONOID_FP64 ;

GB_PUBLIC GrB_Monoid
    GxB_TIMES_INT8_MONOID, GxB_TIMES_INT16_MONOID, GxB_TIMES_INT32_MONOID,
    GxB_TIMES_INT64_MONOID, GxB_TIMES_UINT8_MONOID, GxB_TIMES_UINT16_MONOID,
    GxB_TIMES_UINT32_MONOID, GxB_TIMES_UINT64_MONOID, GxB_TIMES_FP32_MONOID,
    GxB_TIMES_FP64_MONOID, GxB_TIMES_FC32_MONOID, GxB_TIMES_FC64_MONOID,
    GrB_TIMES_MONOID_INT8, GrB_TIMES_MONOID_INT16, GrB_TIMES_MONOID_INT32,
    GrB_TIMES_MONOID_INT64, GrB_TIMES_MONOID_UINT8, GrB_TIMES_MONOID_UINT16,
    GrB_TIMES_MONOID_UINT32, GrB_TIMES_MONOID_UINT64, GrB_TIMES_MONOID_FP32,
    GrB_TIMES_MONOID_FP64 ;

GB_PUBLIC GrB_Monoid
    GxB_ANY_BOOL_MONOID, GxB_ANY_INT8_MONOID, GxB_ANY_INT16_MONOID,
    GxB_ANY_INT32_MONOID, GxB_ANY_INT64_MONOID, GxB_ANY_UINT8_MONOID,
    GxB_ANY_UINT16_MONOID, GxB_ANY_UINT32_MONOID, GxB_ANY_UINT64_MONOID,
    GxB_ANY_FP32_MONOID, GxB_ANY_FP64_MONOID, GxB_ANY_FC32_MONOID,
    GxB_ANY_FC64_MONOID ;

GB_PUBLIC GrB_Monoid
    GxB_LOR_BOOL_MONOID, GxB_LAND_BOOL_MONOID, GxB_LXOR_BOOL_MONOID,
    GxB_LXNOR_BOOL_MONOID, GxB_EQ_BOOL_MONOID, GrB_LOR_MONOID_BOOL,
    GrB_LAND_MONOID_BOOL, GrB_LXOR_MONOID_BOOL, GrB_LXNOR_MONOID_BOOL ;

GB_PUBLIC GrB_Monoid
    GxB_BOR_UINT8_MONOID, GxB_BOR_UINT16_MONOID, GxB_BOR_UINT32_MONOID,
    GxB_BOR_UINT64_MONOID,
    GxB_BAND_UINT8_MONOID, GxB_BAND_UINT16_MONOID, GxB_BAND_UINT32_MONOID,
    GxB_BAND_UINT64_MONOID,
    GxB_BXOR_UINT8_MONOID, GxB_BXOR_UINT16_MONOID, GxB_BXOR_UINT32_MONOID,
    GxB_BXOR_UINT64_MONOID,
    GxB_BXNOR_UINT8_MONOID, GxB_BXNOR_UINT16_MONOID, GxB_BXNOR_UINT32_MONOID,
    GxB_BXNOR_UINT64_MONOID ;

/*============================================================================*
 * Built-in semirings
 *============================================================================*
 * GxB_<ADD>_<MULT>_<TYPE> is the semiring with the additive monoid ADD and
 * the multiplicative operator MULT, where TYPE is the type of the inputs of
 * MULT.  GrB_<ADD>_<MULT>_SEMIRING_<TYPE> are the semirings named by the
 * C API (most are also available under a GxB_ name).
 */

/* ADD in MIN, MAX, PLUS, TIMES, ANY; MULT an arithmetic, IS-comparison or
 * logical operator; all of x, y, z of the 10 real types (PLUS, TIMES and
 * ANY with the arithmetic operators also for FC32 and FC64). */
GB_PUBLIC GrB_Semiring
    GxB_MIN_FIRST_INT8, GxB_MIN_FIRST_INT16, GxB_MIN_FIRST_INT32,
    GxB_MIN_FIRST_INT64, GxB_MIN_FIRST_UINT8, GxB_MIN_FIRST_UINT16,
    GxB_MIN_FIRST_UINT32, GxB_MIN_FIRST_UINT64, GxB_MIN_FIRST_FP32,
    GxB_MIN_FIRST_FP64,
    GxB_MAX_FIRST_INT8, GxB_MAX_FIRST_INT16, GxB_MAX_FIRST_INT32,
    GxB_MAX_FIRST_INT64, GxB_MAX_FIRST_UINT8, GxB_MAX_FIRST_UINT16,
    GxB_MAX_FIRST_UINT32, GxB_MAX_FIRST_UINT64, GxB_MAX_FIRST_FP32,
    GxB_MAX_FIRST_FP64,
    GxB_PLUS_FIRST_INT8, GxB_PLUS_FIRST_INT16, GxB_PLUS_FIRST_INT32,
    GxB_PLUS_FIRST_INT64, GxB_PLUS_FIRST_UINT8, GxB_PLUS_FIRST_UINT16,
    GxB_PLUS_FIRST_UINT32, GxB_PLUS_FIRST_UINT64, GxB_PLUS_FIRST_FP32,
    GxB_PLUS_FIRST_FP64, GxB_PLUS_FIRST_FC32, GxB_PLUS_FIRST_FC64,
    GxB_TIMES_FIRST_INT8, GxB_TIMES_FIRST_INT16, GxB_TIMES_FIRST_INT32,
    GxB_TIMES_FIRST_INT64, GxB_TIMES_FIRST_UINT8, GxB_TIMES_FIRST_UINT16,
    GxB_TIMES_FIRST_UINT32, GxB_TIMES_FIRST_UINT64, GxB_TIMES_FIRST_FP32,
    GxB_TIMES_FIRST_FP64, GxB_TIMES_FIRST_FC32, GxB_TIMES_FIRST_FC64,
    GxB_ANY_FIRST_INT8, GxB_ANY_FIRST_INT16, GxB_ANY_FIRST_INT32,
    GxB_ANY_FIRST_INT64, GxB_ANY_FIRST_UINT8, GxB_ANY_FIRST_UINT16,
    GxB_ANY_FIRST_UINT32, GxB_ANY_FIRST_UINT64, GxB_ANY_FIRST_FP32,
    GxB_ANY_FIRST_FP64, GxB_ANY_FIRST_FC32, GxB_ANY_FIRST_FC64,
    GxB_MIN_SECOND_INT8, GxB_MIN_SECOND_INT16, GxB_MIN_SECOND_INT32,
    GxB_MIN_SECOND_INT64, GxB_MIN_SECOND_UINT8, GxB_MIN_SECOND_UINT16,
    GxB_MIN_SECOND_UINT32, GxB_MIN_SECOND_UINT64, GxB_MIN_SECOND_FP32,
    GxB_MIN_SECOND_FP64,
    GxB_MAX_SECOND_INT8, GxB_MAX_SECOND_INT16, GxB_MAX_SECOND_INT32,
    GxB_MAX_SECOND_INT64, GxB_MAX_SECOND_UINT8, GxB_MAX_SECOND_UINT16,
    GxB_MAX_SECOND_UINT32, GxB_MAX_SECOND_UINT64, GxB_MAX_SECOND_FP32,
    GxB_MAX_SECOND_FP64,
    GxB_PLUS_SECOND_INT8, GxB_PLUS_SECOND_INT16, GxB_PLUS_SECOND_INT32,
    GxB_PLUS_SECOND_INT64, GxB_PLUS_SECOND_UINT8, GxB_PLUS_SECOND_UINT16,
    GxB_PLUS_SECOND_UINT32, GxB_PLUS_SECOND_UINT64, GxB_PLUS_SECOND_FP32,
    GxB_PLUS_SECOND_FP64, GxB_PLUS_SECOND_FC32, GxB_PLUS_SECOND_FC64,
    GxB_TIMES_SECOND_INT8, GxB_TIMES_SECOND_INT16, GxB_TIMES_SECOND_INT32,
    GxB_TIMES_SECOND_INT64, GxB_TIMES_SECOND_UINT8, GxB_TIMES_SECOND_UINT16,
    GxB_TIMES_SECOND_UINT32, GxB_TIMES_SECOND_UINT64, GxB_TIMES_SECOND_FP32,
    GxB_TIMES_SECOND_FP64, GxB_TIMES_SECOND_FC32, GxB_TIMES_SECOND_FC64,
    GxB_ANY_SECOND_INT8, GxB_ANY_SECOND_INT16, GxB_ANY_SECOND_INT32,
    GxB_ANY_SECOND_INT64, GxB_ANY_SECOND_UINT8, GxB_ANY_SECOND_UINT16,
    GxB_ANY_SECOND_UINT32, GxB_ANY_SECOND_UINT64, GxB_ANY_SECOND_FP32,
    GxB_ANY_SECOND_FP64, GxB_ANY_SECOND_FC32, GxB_ANY_SECOND_FC64,
    GxB_MIN_PAIR_INT8, GxB_MIN_PAIR_INT16, GxB_MIN_PAIR_INT32,
    GxB_MIN_PAIR_INT64, GxB_MIN_PAIR_UINT8, GxB_MIN_PAIR_UINT16,
    GxB_MIN_PAIR_UINT32, GxB_MIN_PAIR_UINT64, GxB_MIN_PAIR_FP32,
    GxB_MIN_PAIR_FP64,
    GxB_MAX_PAIR_INT8, GxB_MAX_PAIR_INT16, GxB_MAX_PAIR_INT32,
    GxB_MAX_PAIR_INT64, GxB_MAX_PAIR_UINT8, GxB_MAX_PAIR_UINT16,
    GxB_MAX_PAIR_UINT32, GxB_MAX_PAIR_UINT64, GxB_MAX_PAIR_FP32,
    GxB_MAX_PAIR_FP64,
    GxB_PLUS_PAIR_INT8, GxB_PLUS_PAIR_INT16, GxB_PLUS_PAIR_INT32,
    GxB_PLUS_PAIR_INT64, GxB_PLUS_PAIR_UINT8, GxB_PLUS_PAIR_UINT16,
    GxB_PLUS_PAIR_UINT32, GxB_PLUS_PAIR_UINT64, GxB_PLUS_PAIR_FP32,
    GxB_PLUS_PAIR_FP64, GxB_PLUS_PAIR_FC32, GxB_PLUS_PAIR_FC64,
    GxB_TIMES_PAIR_INT8, GxB_TIMES_PAIR_INT16, GxB_TIMES_PAIR_INT32,
    GxB_TIMES_PAIR_INT64, GxB_TIMES_PAIR_UINT8, GxB_TIMES_PAIR_UINT16,
    GxB_TIMES_PAIR_UINT32, GxB_TIMES_PAIR_UINT64, GxB_TIMES_PAIR_FP32,
    GxB_TIMES_PAIR_FP64, GxB_TIMES_PAIR_FC32, GxB_TIMES_PAIR_FC64,
    GxB_ANY_PAIR_INT8, GxB_ANY_PAIR_INT16, GxB_ANY_PAIR_INT32,
    GxB_ANY_PAIR_INT64, GxB_ANY_PAIR_UINT8, GxB_ANY_PAIR_UINT16,
    GxB_ANY_PAIR_UINT32, GxB_ANY_PAIR_UINT64, GxB_ANY_PAIR_FP32,
    GxB_ANY_PAIR_FP64, GxB_ANY_PAIR_FC32, GxB_ANY_PAIR_FC64,
    GxB_MIN_MIN_INT8, GxB_MIN_MIN_INT16, GxB_MIN_MIN_INT32, GxB_MIN_MIN_INT64,
    GxB_MIN_MIN_UINT8, GxB_MIN_MIN_UINT16, GxB_MIN_MIN_UINT32,
    GxB_MIN_MIN_UINT64, GxB_MIN_MIN_FP32, GxB_MIN_MIN_FP64,
    GxB_MAX_MIN_INT8, GxB_MAX_MIN_INT16, GxB_MAX_MIN_INT32, GxB_MAX_MIN_INT64,
    GxB_MAX_MIN_UINT8, GxB_MAX_MIN_UINT16, GxB_MAX_MIN_UINT32,
    GxB_MAX_MIN_UINT64, GxB_MAX_MIN_FP32, GxB_MAX_MIN_FP64,
    GxB_PLUS_MIN_INT8, GxB_PLUS_MIN_INT16, GxB_PLUS_MIN_INT32,
    GxB_PLUS_MIN_INT64, GxB_PLUS_MIN_UINT8, GxB_PLUS_MIN_UINT16,
    GxB_PLUS_MIN_UINT32, GxB_PLUS_MIN_UINT64, GxB_PLUS_MIN_FP32,
    GxB_PLUS_MIN_FP64,
    GxB_TIMES_MIN_INT8, GxB_TIMES_MIN_INT16, GxB_TIMES_MIN_INT32,
    GxB_TIMES_MIN_INT64, GxB_TIMES_MIN_UINT8, GxB_TIMES_MIN_UINT16,
    GxB_TIMES_MIN_UINT32, GxB_TIMES_MIN_UINT64, GxB_TIMES_MIN_FP32,
    GxB_TIMES_MIN_FP64,
    GxB_ANY_MIN_INT8, GxB_ANY_MIN_INT16, GxB_ANY_MIN_INT32, GxB_ANY_MIN_INT64,
    GxB_ANY_MIN_UINT8, GxB_ANY_MIN_UINT16, GxB_ANY_MIN_UINT32,
    GxB_ANY_MIN_UINT64, GxB_ANY_MIN_FP32, GxB_ANY_MIN_FP64,
    GxB_MIN_MAX_INT8, GxB_MIN_MAX_INT16, GxB_MIN_MAX_INT32, GxB_MIN_MAX_INT64,
    GxB_MIN_MAX_UINT8, GxB_MIN_MAX_UINT16, GxB_MIN_MAX_UINT32,
    GxB_MIN_MAX_UINT64, GxB_MIN_MAX_FP32, GxB_MIN_MAX_FP64,
    GxB_MAX_MAX_INT8, GxB_MAX_MAX_INT16, GxB_MAX_MAX_INT32, GxB_MAX_MAX_INT64,
    GxB_MAX_MAX_UINT8, GxB_MAX_MAX_UINT16, GxB_MAX_MAX_UINT32,
    GxB_MAX_MAX_UINT64, GxB_MAX_MAX_FP32, GxB_MAX_MAX_FP64,
    GxB_PLUS_MAX_INT8, GxB_PLUS_MAX_INT16, GxB_PLUS_MAX_INT32,
    GxB_PLUS_MAX_INT64, GxB_PLUS_MAX_UINT8, GxB_PLUS_MAX_UINT16,
    GxB_PLUS_MAX_UINT32, GxB_PLUS_MAX_UINT64, GxB_PLUS_MAX_FP32,
    GxB_PLUS_MAX_FP64,
    GxB_TIMES_MAX_INT8, GxB_TIMES_MAX_INT16, GxB_TIMES_MAX_INT32,
    GxB_TIMES_MAX_INT64, GxB_TIMES_MAX_UINT8, GxB_TIMES_MAX_UINT16,
    GxB_TIMES_MAX_UINT32, GxB_TIMES_MAX_UINT64, GxB_TIMES_MAX_FP32,
    GxB_TIMES_MAX_FP64,
    GxB_ANY_MAX_INT8, GxB_ANY_MAX_INT16, GxB_ANY_MAX_INT32, GxB_ANY_MAX_INT64,
    GxB_ANY_MAX_UINT8, GxB_ANY_MAX_UINT16, GxB_ANY_MAX_UINT32,
    GxB_ANY_MAX_UINT64, GxB_ANY_MAX_FP32, GxB_ANY_MAX_FP64,
    GxB_MIN_PLUS_INT8, GxB_MIN_PLUS_INT16, GxB_MIN_PLUS_INT32,
    GxB_MIN_PLUS_INT64, GxB_MIN_PLUS_UINT8, GxB_MIN_PLUS_UINT16,
    GxB_MIN_PLUS_UINT32, GxB_MIN_PLUS_UINT64, GxB_MIN_PLUS_FP32,
    GxB_MIN_PLUS_FP64,
    GxB_MAX_PLUS_INT8, GxB_MAX_PLUS_INT16, GxB_MAX_PLUS_INT32,
    GxB_MAX_PLUS_INT64, GxB_MAX_PLUS_UINT8, GxB_MAX_PLUS_UINT16,
    GxB_MAX_PLUS_UINT32, GxB_MAX_PLUS_UINT64, GxB_MAX_PLUS_FP32,
    GxB_MAX_PLUS_FP64,
    GxB_PLUS_PLUS_INT8, GxB_PLUS_PLUS_INT16, GxB_PLUS_PLUS_INT32,
    GxB_PLUS_PLUS_INT64, GxB_PLUS_PLUS_UINT8, GxB_PLUS_PLUS_UINT16,
    GxB_PLUS_PLUS_UINT32, GxB_PLUS_PLUS_UINT64, GxB_PLUS_PLUS_FP32,
    GxB_PLUS_PLUS_FP64, GxB_PLUS_PLUS_FC32, GxB_PLUS_PLUS_FC64,
    GxB_TIMES_PLUS_INT8, GxB_TIMES_PLUS_INT16, GxB_TIMES_PLUS_INT32,
    GxB_TIMES_PLUS_INT64, GxB_TIMES_PLUS_UINT8, GxB_TIMES_PLUS_UINT16,
    GxB_TIMES_PLUS_UINT32, GxB_TIMES_PLUS_UINT64, GxB_TIMES_PLUS_FP32,
    GxB_TIMES_PLUS_FP64, GxB_TIMES_PLUS_FC32, GxB_TIMES_PLUS_FC64,
    GxB_ANY_PLUS_INT8, GxB_ANY_PLUS_INT16, GxB_ANY_PLUS_INT32,
    GxB_ANY_PLUS_INT64, GxB_ANY_PLUS_UINT8, GxB_ANY_PLUS_UINT16,
    GxB_ANY_PLUS_UINT32, GxB_ANY_PLUS_UINT64, GxB_ANY_PLUS_FP32,
    GxB_ANY_PLUS_FP64, GxB_ANY_PLUS_FC32, GxB_ANY_PLUS_FC64,
    GxB_MIN_MINUS_INT8, GxB_MIN_MINUS_INT16, GxB_MIN_MINUS_INT32,
    GxB_MIN_MINUS_INT64, GxB_MIN_MINUS_UINT8, GxB_MIN_MINUS_UINT16,
    GxB_MIN_MINUS_UINT32, GxB_MIN_MINUS_UINT64, GxB_MIN_MINUS_FP32,
    GxB_MIN_MINUS_FP64,
    GxB_MAX_MINUS_INT8, GxB_MAX_MINUS_INT16, GxB_MAX_MINUS_INT32,
    GxB_MAX_MINUS_INT64, GxB_MAX_MINUS_UINT8, GxB_MAX_MINUS_UINT16,
    GxB_MAX_MINUS_UINT32, GxB_MAX_MINUS_UINT64, GxB_MAX_MINUS_FP32,
    GxB_MAX_MINUS_FP64,
    GxB_PLUS_MINUS_INT8, GxB_PLUS_MINUS_INT16, GxB_PLUS_MINUS_INT32,
    GxB_PLUS_MINUS_INT64, GxB_PLUS_MINUS_UINT8, GxB_PLUS_MINUS_UINT16,
    GxB_PLUS_MINUS_UINT32, GxB_PLUS_MINUS_UINT64, GxB_PLUS_MINUS_FP32,
    GxB_PLUS_MINUS_FP64, GxB_PLUS_MINUS_FC32, GxB_PLUS_MINUS_FC64,
    GxB_TIMES_MINUS_INT8, GxB_TIMES_MINUS_INT16, GxB_TIMES_MINUS_INT32,
    GxB_TIMES_MINUS_INT64, GxB_TIMES_MINUS_UINT8, GxB_TIMES_MINUS_UINT16,
    GxB_TIMES_MINUS_UINT32, GxB_TIMES_MINUS_UINT64, GxB_TIMES_MINUS_FP32,
    GxB_TIMES_MINUS_FP64, GxB_TIMES_MINUS_FC32, GxB_TIMES_MINUS_FC64,
    GxB_ANY_MINUS_INT8, GxB_ANY_MINUS_INT16, GxB_ANY_MINUS_INT32,
    GxB_ANY_MINUS_INT64, GxB_ANY_MINUS_UINT8, GxB_ANY_MINUS_UINT16,
    GxB_ANY_MINUS_UINT32, GxB_ANY_MINUS_UINT64, GxB_ANY_MINUS_FP32,
    GxB_ANY_MINUS_FP64, GxB_ANY_MINUS_FC32, GxB_ANY_MINUS_FC64,
    GxB_MIN_TIMES_INT8, GxB_MIN_TIMES_INT16, GxB_MIN_TIMES_INT32,
    GxB_MIN_TIMES_INT64, GxB_MIN_TIMES_UINT8, GxB_MIN_TIMES_UINT16,
    GxB_MIN_TIMES_UINT32, GxB_MIN_TIMES_UINT64, GxB_MIN_TIMES_FP32,
    GxB_MIN_TIMES_FP64,
    GxB_MAX_TIMES_INT8, GxB_MAX_TIMES_INT16, GxB_MAX_TIMES_INT32,
    GxB_MAX_TIMES_INT64, GxB_MAX_TIMES_UINT8, GxB_MAX_TIMES_UINT16,
    GxB_MAX_TIMES_UINT32, GxB_MAX_TIMES_UINT64, GxB_MAX_TIMES_FP32,
    GxB_MAX_TIMES_FP64,
    GxB_PLUS_TIMES_INT8, GxB_PLUS_TIMES_INT16, GxB_PLUS_TIMES_INT32,
    GxB_PLUS_TIMES_INT64, GxB_PLUS_TIMES_UINT8, GxB_PLUS_TIMES_UINT16,
    GxB_PLUS_TIMES_UINT32, GxB_PLUS_TIMES_UINT64, GxB_PLUS_TIMES_FP32,
    GxB_PLUS_TIMES_FP64, GxB_PLUS_TIMES_FC32, GxB_PLUS_TIMES_FC64,
    GxB_TIMES_TIMES_INT8, GxB_TIMES_TIMES_INT16, GxB_TIMES_TIMES_INT32,
    GxB_TIMES_TIMES_INT64, GxB_TIMES_TIMES_UINT8, GxB_TIMES_TIMES_UINT16,
    GxB_TIMES_TIMES_UINT32, GxB_TIMES_TIMES_UINT64, GxB_TIMES_TIMES_FP32,
    GxB_TIMES_TIMES_FP64, GxB_TIMES_TIMES_FC32, GxB_TIMES_TIMES_FC64,
    GxB_ANY_TIMES_INT8, GxB_ANY_TIMES_INT16, GxB_ANY_TIMES_INT32,
    GxB_ANY_TIMES_INT64, GxB_ANY_TIMES_UINT8, GxB_ANY_TIMES_UINT16,
    GxB_ANY_TIMES_UINT32, GxB_ANY_TIMES_UINT64, GxB_ANY_TIMES_FP32,
    GxB_ANY_TIMES_FP64, GxB_ANY_TIMES_FC32, GxB_ANY_TIMES_FC64,
    GxB_MIN_DIV_INT8, GxB_MIN_DIV_INT16, GxB_MIN_DIV_INT32, GxB_MIN_DIV_INT64,
    GxB_MIN_DIV_UINT8, GxB_MIN_DIV_UINT16, GxB_MIN_DIV_UINT32,
    GxB_MIN_DIV_UINT64, GxB_MIN_DIV_FP32, GxB_MIN_DIV_FP64,
    GxB_MAX_DIV_INT8, GxB_MAX_DIV_INT16, GxB_MAX_DIV_INT32, GxB_MAX_DIV_INT64,
    GxB_MAX_DIV_UINT8, GxB_MAX_DIV_UINT16, GxB_MAX_DIV_UINT32,
    GxB_MAX_DIV_UINT64, GxB_MAX_DIV_FP32, GxB_MAX_DIV_FP64,
    GxB_PLUS_DIV_INT8, GxB_PLUS_DIV_INT16, GxB_PLUS_DIV_INT32,
    GxB_PLUS_DIV_INT64, GxB_PLUS_DIV_UINT8, GxB_PLUS_DIV_UINT16,
    GxB_PLUS_DIV_UINT32, GxB_PLUS_DIV_UINT64, GxB_PLUS_DIV_FP32,
    GxB_PLUS_DIV_FP64, GxB_PLUS_DIV_FC32, GxB_PLUS_DIV_FC64,
    GxB_TIMES_DIV_INT8, GxB_TIMES_DIV_INT16, GxB_TIMES_DIV_INT32,
    GxB_TIMES_DIV_INT64, GxB_TIMES_DIV_UINT8, GxB_TIMES_DIV_UINT16,
    GxB_TIMES_DIV_UINT32, GxB_TIMES_DIV_UINT64, GxB_TIMES_DIV_FP32,
    GxB_TIMES_DIV_FP64, GxB_TIMES_DIV_FC32, GxB_TIMES_DIV_FC64,
    GxB_ANY_DIV_INT8, GxB_ANY_DIV_INT16, GxB_ANY_DIV_INT32, GxB_ANY_DIV_INT64,
    GxB_ANY_DIV_UINT8, GxB_ANY_DIV_UINT16, GxB_ANY_DIV_UINT32,
    GxB_ANY_DIV_UINT64, GxB_ANY_DIV_FP32, GxB_ANY_DIV_FP64, GxB_ANY_DIV_FC32,
    GxB_ANY_DIV_FC64,
    GxB_MIN_RDIV_INT8, GxB_MIN_RDIV_INT16, GxB_MIN_RDIV_INT32,
    GxB_MIN_RDIV_INT64, GxB_MIN_RDIV_UINT8, GxB_MIN_RDIV_UINT16,
    GxB_MIN_RDIV_UINT32, GxB_MIN_RDIV_UINT64, GxB_MIN_RDIV_FP32,
    GxB_MIN_RDIV_FP64,
    GxB_MAX_RDIV_INT8, GxB_MAX_RDIV_INT16, GxB_MAX_RDIV_INT32,
    GxB_MAX_RDIV_INT64, GxB_MAX_RDIV_UINT8, GxB_MAX_RDIV_UINT16,
    GxB_MAX_RDIV_UINT32, GxB_MAX_RDIV_UINT64, GxB_MAX_RDIV_FP32,
    GxB_MAX_RDIV_FP64,
    GxB_PLUS_RDIV_INT8, GxB_PLUS_RDIV_INT16, GxB_PLUS_RDIV_INT32,
    GxB_PLUS_RDIV_INT64, GxB_PLUS_RDIV_UINT8, GxB_PLUS_RDIV_UINT16,
    GxB_PLUS_RDIV_UINT32, GxB_PLUS_RDIV_UINT64, GxB_PLUS_RDIV_FP32,
    GxB_PLUS_RDIV_FP64, GxB_PLUS_RDIV_FC32, GxB_PLUS_RDIV_FC64,
    GxB_TIMES_RDIV_INT8, GxB_TIMES_RDIV_INT16, GxB_TIMES_RDIV_INT32,
    GxB_TIMES_RDIV_INT64, GxB_TIMES_RDIV_UINT8, GxB_TIMES_RDIV_UINT16,
    GxB_TIMES_RDIV_UINT32, GxB_TIMES_RDIV_UINT64, GxB_TIMES_RDIV_FP32,
    GxB_TIMES_RDIV_FP64, GxB_TIMES_RDIV_FC32, GxB_TIMES_RDIV_FC64,
    GxB_ANY_RDIV_INT8, GxB_ANY_RDIV_INT16, GxB_ANY_RDIV_INT32,
    GxB_ANY_RDIV_INT64, GxB_ANY_RDIV_UINT8, GxB_ANY_RDIV_UINT16,
    GxB_ANY_RDIV_UINT32, GxB_ANY_RDIV_UINT64, GxB_ANY_RDIV_FP32,
    GxB_ANY_RDIV_FP64, GxB_ANY_RDIV_FC32, GxB_ANY_RDIV_FC64,
    GxB_MIN_RMINUS_INT8, GxB_MIN_RMINUS_INT16, GxB_MIN_RMINUS_INT32,
    GxB_MIN_RMINUS_INT64, GxB_MIN_RMINUS_UINT8, GxB_MIN_RMINUS_UINT16,
    GxB_MIN_RMINUS_UINT32, GxB_MIN_RMINUS_UINT64, GxB_MIN_RMINUS_FP32,
    GxB_MIN_RMINUS_FP64,
    GxB_MAX_RMINUS_INT8, GxB_MAX_RMINUS_INT16, GxB_MAX_RMINUS_INT32,
    GxB_MAX_RMINUS_INT64, GxB_MAX_RMINUS_UINT8, GxB_MAX_RMINUS_UINT16,
    GxB_MAX_RMINUS_UINT32, GxB_MAX_RMINUS_UINT64, GxB_MAX_RMINUS_FP32,
    GxB_MAX_RMINUS_FP64,
    GxB_PLUS_RMINUS_INT8, GxB_PLUS_RMINUS_INT16, GxB_PLUS_RMINUS_INT32,
    GxB_PLUS_RMINUS_INT64, GxB_PLUS_RMINUS_UINT8, GxB_PLUS_RMINUS_UINT16,
    GxB_PLUS_RMINUS_UINT32, GxB_PLUS_RMINUS_UINT64, GxB_PLUS_RMINUS_FP32,
    GxB_PLUS_RMINUS_FP64, GxB_PLUS_RMINUS_FC32, GxB_PLUS_RMINUS_FC64,
    GxB_TIMES_RMINUS_INT8, GxB_TIMES_RMINUS_INT16, GxB_TIMES_RMINUS_INT32,
    GxB_TIMES_RMINUS_INT64, GxB_TIMES_RMINUS_UINT8, GxB_TIMES_RMINUS_UINT16,
    GxB_TIMES_RMINUS_UINT32, GxB_TIMES_RMINUS_UINT64, GxB_TIMES_RMINUS_FP32,
    GxB_TIMES_RMINUS_FP64, GxB_TIMES_RMINUS_FC32, GxB_TIMES_RMINUS_FC64,
    GxB_ANY_RMINUS_INT8, GxB_ANY_RMINUS_INT16, GxB_ANY_RMINUS_INT32,
    GxB_ANY_RMINUS_INT64, GxB_ANY_RMINUS_UINT8, GxB_ANY_RMINUS_UINT16,
    GxB_ANY_RMINUS_UINT32, GxB_ANY_RMINUS_UINT64, GxB_ANY_RMINUS_FP32,
    GxB_ANY_RMINUS_FP64, GxB_ANY_RMINUS_FC32, GxB_ANY_RMINUS_FC64,
    GxB_MIN_ISEQ_INT8, GxB_MIN_ISEQ_INT16, GxB_MIN_ISEQ_INT32,
    GxB_MIN_ISEQ_INT64, GxB_MIN_ISEQ_UINT8, GxB_MIN_ISEQ_UINT16,
    GxB_MIN_ISEQ_UINT32, GxB_MIN_ISEQ_UINT64, GxB_MIN_ISEQ_FP32,
    GxB_MIN_ISEQ_FP64,
    GxB_MAX_ISEQ_INT8, GxB_MAX_ISEQ_INT16, GxB_MAX_ISEQ_INT32,
    GxB_MAX_ISEQ_INT64, GxB_MAX_ISEQ_UINT8, GxB_MAX_ISEQ_UINT16,
    GxB_MAX_ISEQ_UINT32, GxB_MAX_ISEQ_UINT64, GxB_MAX_ISEQ_FP32,
    GxB_MAX_ISEQ_FP64,
    GxB_PLUS_ISEQ_INT8, GxB_PLUS_ISEQ_INT16, GxB_PLUS_ISEQ_INT32,
    GxB_PLUS_ISEQ_INT64, GxB_PLUS_ISEQ_UINT8, GxB_PLUS_ISEQ_UINT16,
    GxB_PLUS_ISEQ_UINT32, GxB_PLUS_ISEQ_UINT64, GxB_PLUS_ISEQ_FP32,
    GxB_PLUS_ISEQ_FP64,
    GxB_TIMES_ISEQ_INT8, GxB_TIMES_ISEQ_INT16, GxB_TIMES_ISEQ_INT32,
    GxB_TIMES_ISEQ_INT64, GxB_TIMES_ISEQ_UINT8, GxB_TIMES_ISEQ_UINT16,
    GxB_TIMES_ISEQ_UINT32, GxB_TIMES_ISEQ_UINT64, GxB_TIMES_ISEQ_FP32,
    GxB_TIMES_ISEQ_FP64,
    GxB_ANY_ISEQ_INT8, GxB_ANY_ISEQ_INT16, GxB_ANY_ISEQ_INT32,
    GxB_ANY_ISEQ_INT64, GxB_ANY_ISEQ_UINT8, GxB_ANY_ISEQ_UINT16,
    GxB_ANY_ISEQ_UINT32, GxB_ANY_ISEQ_UINT64, GxB_ANY_ISEQ_FP32,
    GxB_ANY_ISEQ_FP64,
    GxB_MIN_ISNE_INT8, GxB_MIN_ISNE_INT16, GxB_MIN_ISNE_INT32,
    GxB_MIN_ISNE_INT64, GxB_MIN_ISNE_UINT8, GxB_MIN_ISNE_UINT16,
    GxB_MIN_ISNE_UINT32, GxB_MIN_ISNE_UINT64, GxB_MIN_ISNE_FP32,
    GxB_MIN_ISNE_FP64,
    GxB_MAX_ISNE_INT8, GxB_MAX_ISNE_INT16, GxB_MAX_ISNE_INT32,
    GxB_MAX_ISNE_INT64, GxB_MAX_ISNE_UINT8, GxB_MAX_ISNE_UINT16,
    GxB_MAX_ISNE_UINT32, GxB_MAX_ISNE_UINT64, GxB_MAX_ISNE_FP32,
    GxB_MAX_ISNE_FP64,
    GxB_PLUS_ISNE_INT8, GxB_PLUS_ISNE_INT16, GxB_PLUS_ISNE_INT32,
    GxB_PLUS_ISNE_INT64, GxB_PLUS_ISNE_UINT8, GxB_PLUS_ISNE_UINT16,
    GxB_PLUS_ISNE_UINT32, GxB_PLUS_ISNE_UINT64, GxB_PLUS_ISNE_FP32,
    GxB_PLUS_ISNE_FP64,
    GxB_TIMES_ISNE_INT8, GxB_TIMES_ISNE_INT16, GxB_TIMES_ISNE_INT32,
    GxB_TIMES_ISNE_INT64, GxB_TIMES_ISNE_UINT8, GxB_TIMES_ISNE_UINT16,
    GxB_TIMES_ISNE_UINT32, GxB_TIMES_ISNE_UINT64, GxB_TIMES_ISNE_FP32,
    GxB_TIMES_ISNE_FP64,
    GxB_ANY_ISNE_INT8, GxB_ANY_ISNE_INT16, GxB_ANY_ISNE_INT32,
    GxB_ANY_ISNE_INT64, GxB_ANY_ISNE_UINT8, GxB_ANY_ISNE_UINT16,
    GxB_ANY_ISNE_UINT32, GxB_ANY_ISNE_UINT64, GxB_ANY_ISNE_FP32,
    GxB_ANY_ISNE_FP64,
    GxB_MIN_ISGT_INT8, GxB_MIN_ISGT_INT16, GxB_MIN_ISGT_INT32,
    GxB_MIN_ISGT_INT64, GxB_MIN_ISGT_UINT8, GxB_MIN_ISGT_UINT16,
    GxB_MIN_ISGT_UINT32, GxB_MIN_ISGT_UINT64, GxB_MIN_ISGT_FP32,
    GxB_MIN_ISGT_FP64,
    GxB_MAX_ISGT_INT8, GxB_MAX_ISGT_INT16, GxB_MAX_ISGT_INT32,
    GxB_MAX_ISGT_INT64, GxB_MAX_ISGT_UINT8, GxB_MAX_ISGT_UINT16,
    GxB_MAX_ISGT_UINT32, GxB_MAX_ISGT_UINT64, GxB_MAX_ISGT_FP32,
    GxB_MAX_ISGT_FP64,
    GxB_PLUS_ISGT_INT8, GxB_PLUS_ISGT_INT16, GxB_PLUS_ISGT_INT32,
    GxB_PLUS_ISGT_INT64, GxB_PLUS_ISGT_UINT8, GxB_PLUS_ISGT_UINT16,
    GxB_PLUS_ISGT_UINT32, GxB_PLUS_ISGT_UINT64, GxB_PLUS_ISGT_FP32,
    GxB_PLUS_ISGT_FP64,
    GxB_TIMES_ISGT_INT8, GxB_TIMES_ISGT_INT16, GxB_TIMES_ISGT_INT32,
    GxB_TIMES_ISGT_INT64, GxB_TIMES_ISGT_UINT8, GxB_TIMES_ISGT_UINT16,
    GxB_TIMES_ISGT_UINT32, GxB_TIMES_ISGT_UINT64, GxB_TIMES_ISGT_FP32,
    GxB_TIMES_ISGT_FP64,
    GxB_ANY_ISGT_INT8, GxB_ANY_ISGT_INT16, GxB_ANY_ISGT_INT32,
    GxB_ANY_ISGT_INT64, GxB_ANY_ISGT_UINT8, GxB_ANY_ISGT_UINT16,
    GxB_ANY_ISGT_UINT32, GxB_ANY_ISGT_UINT64, GxB_ANY_ISGT_FP32,
    GxB_ANY_ISGT_FP64,
    GxB_MIN_ISLT_INT8, GxB_MIN_ISLT_INT16, GxB_MIN_ISLT_INT32,
    GxB_MIN_ISLT_INT64, GxB_MIN_ISLT_UINT8, GxB_MIN_ISLT_UINT16,
    GxB_MIN_ISLT_UINT32, GxB_MIN_ISLT_UINT64, GxB_MIN_ISLT_FP32,
    GxB_MIN_ISLT_FP64,
    GxB_MAX_ISLT_INT8, GxB_MAX_ISLT_INT16, GxB_MAX_ISLT_INT32,
    GxB_MAX_ISLT_INT64, GxB_MAX_ISLT_UINT8, GxB_MAX_ISLT_UINT16,
    GxB_MAX_ISLT_UINT32, GxB_MAX_ISLT_UINT64, GxB_MAX_ISLT_FP32,
    GxB_MAX_ISLT_FP64,
    GxB_PLUS_ISLT_INT8, GxB_PLUS_ISLT_INT16, GxB_PLUS_ISLT_INT32,
    GxB_PLUS_ISLT_INT64, GxB_PLUS_ISLT_UINT8, GxB_PLUS_ISLT_UINT16,
    GxB_PLUS_ISLT_UINT32, GxB_PLUS_ISLT_UINT64, GxB_PLUS_ISLT_FP32,
    GxB_PLUS_ISLT_FP64,
    GxB_TIMES_ISLT_INT8, GxB_TIMES_ISLT_INT16, GxB_TIMES_ISLT_INT32,
    GxB_TIMES_ISLT_INT64, GxB_TIMES_ISLT_UINT8, GxB_TIMES_ISLT_UINT16,
    GxB_TIMES_ISLT_UINT32, GxB_TIMES_ISLT_UINT64, GxB_TIMES_ISLT_FP32,
    GxB_TIMES_ISLT_FP64,
    GxB_ANY_ISLT_INT8, GxB_ANY_ISLT_INT16, GxB_ANY_ISLT_INT32,
    GxB_ANY_ISLT_INT64, GxB_ANY_ISLT_UINT8, GxB_ANY_ISLT_UINT16,
    GxB_ANY_ISLT_UINT32, GxB_ANY_ISLT_UINT64, GxB_ANY_ISLT_FP32,
    GxB_ANY_ISLT_FP64,
    GxB_MIN_ISGE_INT8, GxB_MIN_ISGE_INT16, GxB_MIN_ISGE_INT32,
    GxB_MIN_ISGE_INT64, GxB_MIN_ISGE_UINT8, GxB_MIN_ISGE_UINT16,
    GxB_MIN_ISGE_UINT32, GxB_MIN_ISGE_UINT64, GxB_MIN_ISGE_FP32,
    GxB_MIN_ISGE_FP64,
    GxB_MAX_ISGE_INT8, GxB_MAX_ISGE_INT16, GxB_MAX_ISGE_INT32,
    GxB_MAX_ISGE_INT64, GxB_MAX_ISGE_UINT8, GxB_MAX_ISGE_UINT16,
    GxB_MAX_ISGE_UINT32, GxB_MAX_ISGE_UINT64, GxB_MAX_ISGE_FP32,
    GxB_MAX_ISGE_FP64,
    GxB_PLUS_ISGE_INT8, GxB_PLUS_ISGE_INT16, GxB_PLUS_ISGE_INT32,
    GxB_PLUS_ISGE_INT64, GxB_PLUS_ISGE_UINT8, GxB_PLUS_ISGE_UINT16,
    GxB_PLUS_ISGE_UINT32, GxB_PLUS_ISGE_UINT64, GxB_PLUS_ISGE_FP32,
    GxB_PLUS_ISGE_FP64,
    GxB_TIMES_ISGE_INT8, GxB_TIMES_ISGE_INT16, GxB_TIMES_ISGE_INT32,
    GxB_TIMES_ISGE_INT64, GxB_TIMES_ISGE_UINT8, GxB_TIMES_ISGE_UINT16,
    GxB_TIMES_ISGE_UINT32, GxB_TIMES_ISGE_UINT64, GxB_TIMES_ISGE_FP32,
    GxB_TIMES_ISGE_FP64,
    GxB_ANY_ISGE_INT8, GxB_ANY_ISGE_INT16, GxB_ANY_ISGE_INT32,
    GxB_ANY_ISGE_INT64, GxB_ANY_ISGE_UINT8, GxB_ANY_ISGE_UINT16,
    GxB_ANY_ISGE_UINT32, GxB_ANY_ISGE_UINT64, GxB_ANY_ISGE_FP32,
    GxB_ANY_ISGE_FP64,
    GxB_MIN_ISLE_INT8, GxB_MIN_ISLE_INT16, GxB_MIN_ISLE_INT32,
    GxB_MIN_ISLE_INT64, GxB_MIN_ISLE_UINT8, GxB_MIN_ISLE_UINT16,
    GxB_MIN_ISLE_UINT32, GxB_MIN_ISLE_UINT64, GxB_MIN_ISLE_FP32,
    GxB_MIN_ISLE_FP64,
    GxB_MAX_ISLE_INT8, GxB_MAX_ISLE_INT16, GxB_MAX_ISLE_INT32,
    GxB_MAX_ISLE_INT64, GxB_MAX_ISLE_UINT8, GxB_MAX_ISLE_UINT16,
    GxB_MAX_ISLE_UINT32, GxB_MAX_ISLE_UINT64, GxB_MAX_ISLE_FP32,
    GxB_MAX_ISLE_FP64,
    GxB_PLUS_ISLE_INT8, GxB_PLUS_ISLE_INT16, GxB_PLUS_ISLE_INT32,
    GxB_PLUS_ISLE_INT64, GxB_PLUS_ISLE_UINT8, GxB_PLUS_ISLE_UINT16,
    GxB_PLUS_ISLE_UINT32, GxB_PLUS_ISLE_UINT64, GxB_PLUS_ISLE_FP32,
    GxB_PLUS_ISLE_FP64,
    GxB_TIMES_ISLE_INT8, GxB_TIMES_ISLE_INT16, GxB_TIMES_ISLE_INT32,
    GxB_TIMES_ISLE_INT64, GxB_TIMES_ISLE_UINT8, GxB_TIMES_ISLE_UINT16,
    GxB_TIMES_ISLE_UINT32, GxB_TIMES_ISLE_UINT64, GxB_TIMES_ISLE_FP32,
    GxB_TIMES_ISLE_FP64,
    GxB_ANY_ISLE_INT8, GxB_ANY_ISLE_INT16, GxB_ANY_ISLE_INT32,
    GxB_ANY_ISLE_INT64, GxB_ANY_ISLE_UINT8, GxB_ANY_ISLE_UINT16,
    GxB_ANY_ISLE_UINT32, GxB_ANY_ISLE_UINT64, GxB_ANY_ISLE_FP32,
    GxB_ANY_ISLE_FP64,
    GxB_MIN_LOR_INT8, GxB_MIN_LOR_INT16, GxB_MIN_LOR_INT32, GxB_MIN_LOR_INT64,
    GxB_MIN_LOR_UINT8, GxB_MIN_LOR_UINT16, GxB_MIN_LOR_UINT32,
    GxB_MIN_LOR_UINT64, GxB_MIN_LOR_FP32, GxB_MIN_LOR_FP64,
    GxB_MAX_LOR_INT8, GxB_MAX_LOR_INT16, GxB_MAX_LOR_INT32, GxB_MAX_LOR_INT64,
    GxB_MAX_LOR_UINT8, GxB_MAX_LOR_UINT16, GxB_MAX_LOR_UINT32,
    GxB_MAX_LOR_UINT64, GxB_MAX_LOR_FP32, GxB_MAX_LOR_FP64,
    GxB_PLUS_LOR_INT8, GxB_PLUS_LOR_INT16, GxB_PLUS_LOR_INT32,
    GxB_PLUS_LOR_INT64, GxB_PLUS_LOR_UINT8, GxB_PLUS_LOR_UINT16,
    GxB_PLUS_LOR_UINT32, GxB_PLUS_LOR_UINT64, GxB_PLUS_LOR_FP32,
    GxB_PLUS_LOR_FP64,
    GxB_TIMES_LOR_INT8, GxB_TIMES_LOR_INT16, GxB_TIMES_LOR_INT32,
    GxB_TIMES_LOR_INT64, GxB_TIMES_LOR_UINT8, GxB_TIMES_LOR_UINT16,
    GxB_TIMES_LOR_UINT32, GxB_TIMES_LOR_UINT64, GxB_TIMES_LOR_FP32,
    GxB_TIMES_LOR_FP64,
    GxB_ANY_LOR_INT8, GxB_ANY_LOR_INT16, GxB_ANY_LOR_INT32, GxB_ANY_LOR_INT64,
    GxB_ANY_LOR_UINT8, GxB_ANY_LOR_UINT16, GxB_ANY_LOR_UINT32,
    GxB_ANY_LOR_UINT64, GxB_ANY_LOR_FP32, GxB_ANY_LOR_FP64,
    GxB_MIN_LAND_INT8, GxB_MIN_LAND_INT16, GxB_MIN_LAND_INT32,
    GxB_MIN_LAND_INT64, GxB_MIN_LAND_UINT8, GxB_MIN_LAND_UINT16,
    GxB_MIN_LAND_UINT32, GxB_MIN_LAND_UINT64, GxB_MIN_LAND_FP32,
    GxB_MIN_LAND_FP64,
    GxB_MAX_LAND_INT8, GxB_MAX_LAND_INT16, GxB_MAX_LAND_INT32,
    GxB_MAX_LAND_INT64, GxB_MAX_LAND_UINT8, GxB_MAX_LAND_UINT16,
    GxB_MAX_LAND_UINT32, GxB_MAX_LAND_UINT64, GxB_MAX_LAND_FP32,
    GxB_MAX_LAND_FP64,
    GxB_PLUS_LAND_INT8, GxB_PLUS_LAND_INT16, GxB_PLUS_LAND_INT32,
    GxB_PLUS_LAND_INT64, GxB_PLUS_LAND_UINT8, GxB_PLUS_LAND_UINT16,
    GxB_PLUS_LAND_UINT32, GxB_PLUS_LAND_UINT64, GxB_PLUS_LAND_FP32,
    GxB_PLUS_LAND_FP64,
    GxB_TIMES_LAND_INT8, GxB_TIMES_LAND_INT16, GxB_TIMES_LAND_INT32,
    GxB_TIMES_LAND_INT64, GxB_TIMES_LAND_UINT8, GxB_TIMES_LAND_UINT16,
    GxB_TIMES_LAND_UINT32, GxB_TIMES_LAND_UINT64, GxB_TIMES_LAND_FP32,
    GxB_TIMES_LAND_FP64,
    GxB_ANY_LAND_INT8, GxB_ANY_LAND_INT16, GxB_ANY_LAND_INT32,
    GxB_ANY_LAND_INT64, GxB_ANY_LAND_UINT8, GxB_ANY_LAND_UINT16,
    GxB_ANY_LAND_UINT32, GxB_ANY_LAND_UINT64, GxB_ANY_LAND_FP32,
    GxB_ANY_LAND_FP64,
    GxB_MIN_LXOR_INT8, GxB_MIN_LXOR_INT16, GxB_MIN_LXOR_INT32,
    GxB_MIN_LXOR_INT64, GxB_MIN_LXOR_UINT8, GxB_MIN_LXOR_UINT16,
    GxB_MIN_LXOR_UINT32, GxB_MIN_LXOR_UINT64, GxB_MIN_LXOR_FP32,
    GxB_MIN_LXOR_FP64,
    GxB_MAX_LXOR_INT8, GxB_MAX_LXOR_INT16, GxB_MAX_LXOR_INT32,
    GxB_MAX_LXOR_INT64, GxB_MAX_LXOR_UINT8, GxB_MAX_LXOR_UINT16,
    GxB_MAX_LXOR_UINT32, GxB_MAX_LXOR_UINT64, GxB_MAX_LXOR_FP32,
    GxB_MAX_LXOR_FP64,
    GxB_PLUS_LXOR_INT8, GxB_PLUS_LXOR_INT16, GxB_PLUS_LXOR_INT32,
    GxB_PLUS_LXOR_INT64, GxB_PLUS_LXOR_UINT8, GxB_PLUS_LXOR_UINT16,
    GxB_PLUS_LXOR_UINT32, GxB_PLUS_LXOR_UINT64, GxB_PLUS_LXOR_FP32,
    GxB_PLUS_LXOR_FP64,
    GxB_TIMES_LXOR_INT8, GxB_TIMES_LXOR_INT16, GxB_TIMES_LXOR_INT32,
    GxB_TIMES_LXOR_INT64, GxB_TIMES_LXOR_UINT8, GxB_TIMES_LXOR_UINT16,
    GxB_TIMES_LXOR_UINT32, GxB_TIMES_LXOR_UINT64, GxB_TIMES_LXOR_FP32,
    GxB_TIMES_LXOR_FP64,
    GxB_ANY_LXOR_INT8, GxB_ANY_LXOR_INT16, GxB_ANY_LXOR_INT32,
    GxB_ANY_LXOR_INT64, GxB_ANY_LXOR_UINT8, GxB_ANY_LXOR_UINT16,
    GxB_ANY_LXOR_UINT32, GxB_ANY_LXOR_UINT64, GxB_ANY_LXOR_FP32,
    GxB_ANY_LXOR_FP64 ;

/* ADD in LOR, LAND, LXOR, EQ, ANY (bool monoids); MULT a comparison of two
 * values of a real type, with a bool result. */
GB_PUBLIC GrB_Semiring
    GxB_LOR_EQ_INT8, GxB_LOR_EQ_INT16, GxB_LOR_EQ_INT32, GxB_LOR_EQ_INT64,
    GxB_LOR_EQ_UINT8, GxB_LOR_EQ_UINT16, GxB_LOR_EQ_UINT32, GxB_LOR_EQ_UINT64,
    GxB_LOR_EQ_FP32, GxB_LOR_EQ_FP64,
    GxB_LAND_EQ_INT8, GxB_LAND_EQ_INT16, GxB_LAND_EQ_INT32, GxB_LAND_EQ_INT64,
    GxB_LAND_EQ_UINT8, GxB_LAND_EQ_UINT16, GxB_LAND_EQ_UINT32,
    GxB_LAND_EQ_UINT64, GxB_LAND_EQ_FP32, GxB_LAND_EQ_FP64,
    GxB_LXOR_EQ_INT8, GxB_LXOR_EQ_INT16, GxB_LXOR_EQ_INT32, GxB_LXOR_EQ_INT64,
    GxB_LXOR_EQ_UINT8, GxB_LXOR_EQ_UINT16, GxB_LXOR_EQ_UINT32,
    GxB_LXOR_EQ_UINT64, GxB_LXOR_EQ_FP32, GxB_LXOR_EQ_FP64,
    GxB_EQ_EQ_INT8, GxB_EQ_EQ_INT16, GxB_EQ_EQ_INT32, GxB_EQ_EQ_INT64,
    GxB_EQ_EQ_UINT8, GxB_EQ_EQ_UINT16, GxB_EQ_EQ_UINT32, GxB_EQ_EQ_UINT64,
    GxB_EQ_EQ_FP32, GxB_EQ_EQ_FP64,
    GxB_ANY_EQ_INT8, GxB_ANY_EQ_INT16, GxB_ANY_EQ_INT32, GxB_ANY_EQ_INT64,
    GxB_ANY_EQ_UINT8, GxB_ANY_EQ_UINT16, GxB_ANY_EQ_UINT32, GxB_ANY_EQ_UINT64,
    GxB_ANY_EQ_FP32, GxB_ANY_EQ_FP64,
    GxB_LOR_NE_INT8, GxB_LOR_NE_INT16, GxB_LOR_NE_INT32, GxB_LOR_NE_INT64,
    GxB_LOR_NE_UINT8, GxB_LOR_NE_UINT16, GxB_LOR_NE_UINT32, GxB_LOR_NE_UINT64,
    GxB_LOR_NE_FP32, GxB_LOR_NE_FP64,
    GxB_LAND_NE_INT8, GxB_LAND_NE_INT16, GxB_LAND_NE_INT32, GxB_LAND_NE_INT64,
    GxB_LAND_NE_UINT8, GxB_LAND_NE_UINT16, GxB_LAND_NE_UINT32,
    GxB_LAND_NE_UINT64, GxB_LAND_NE_FP32, GxB_LAND_NE_FP64,
    GxB_LXOR_NE_INT8, GxB_LXOR_NE_INT16, GxB_LXOR_NE_INT32, GxB_LXOR_NE_INT64,
    GxB_LXOR_NE_UINT8, GxB_LXOR_NE_UINT16, GxB_LXOR_NE_UINT32,
    GxB_LXOR_NE_UINT64, GxB_LXOR_NE_FP32, GxB_LXOR_NE_FP64,
    GxB_EQ_NE_INT8, GxB_EQ_NE_INT16, GxB_EQ_NE_INT32, GxB_EQ_NE_INT64,
    GxB_EQ_NE_UINT8, GxB_EQ_NE_UINT16, GxB_EQ_NE_UINT32, GxB_EQ_NE_UINT64,
    GxB_EQ_NE_FP32, GxB_EQ_NE_FP64,
    GxB_ANY_NE_INT8, GxB_ANY_NE_INT16, GxB_ANY_NE_INT32, GxB_ANY_NE_INT64,
    GxB_ANY_NE_UINT8, GxB_ANY_NE_UINT16, GxB_ANY_NE_UINT32, GxB_ANY_NE_UINT64,
    GxB_ANY_NE_FP32, GxB_ANY_NE_FP64,
    GxB_LOR_GT_INT8, GxB_LOR_GT_INT16, GxB_LOR_GT_INT32, GxB_LOR_GT_INT64,
    GxB_LOR_GT_UINT8, GxB_LOR_GT_UINT16, GxB_LOR_GT_UINT32, GxB_LOR_GT_UINT64,
    GxB_LOR_GT_FP32, GxB_LOR_GT_FP64,
    GxB_LAND_GT_INT8, GxB_LAND_GT_INT16, GxB_LAND_GT_INT32, GxB_LAND_GT_INT64,
    GxB_LAND_GT_UINT8, GxB_LAND_GT_UINT16, GxB_LAND_GT_UINT32,
    GxB_LAND_GT_UINT64, GxB_LAND_GT_FP32, GxB_LAND_GT_FP64,
    GxB_LXOR_GT_INT8, GxB_LXOR_GT_INT16, GxB_LXOR_GT_INT32, GxB_LXOR_GT_INT64,
    GxB_LXOR_GT_UINT8, GxB_LXOR_GT_UINT16, GxB_LXOR_GT_UINT32,
    GxB_LXOR_GT_UINT64, GxB_LXOR_GT_FP32, GxB_LXOR_GT_FP64,
    GxB_EQ_GT_INT8, GxB_EQ_GT_INT16, GxB_EQ_GT_INT32, GxB_EQ_GT_INT64,
    GxB_EQ_GT_UINT8, GxB_EQ_GT_UINT16, GxB_EQ_GT_UINT32, GxB_EQ_GT_UINT64,
    GxB_EQ_GT_FP32, GxB_EQ_GT_FP64,
    GxB_ANY_GT_INT8, GxB_ANY_GT_INT16, GxB_ANY_GT_INT32, GxB_ANY_GT_INT64,
    GxB_ANY_GT_UINT8, GxB_ANY_GT_UINT16, GxB_ANY_GT_UINT32, GxB_ANY_GT_UINT64,
    GxB_ANY_GT_FP32, GxB_ANY_GT_FP64,
    GxB_LOR_LT_INT8, GxB_LOR_LT_INT16, GxB_LOR_LT_INT32, GxB_LOR_LT_INT64,
    GxB_LOR_LT_UINT8, GxB_LOR_LT_UINT16, GxB_LOR_LT_UINT32, GxB_LOR_LT_UINT64,
    GxB_LOR_LT_FP32, GxB_LOR_LT_FP64,
    GxB_LAND_LT_INT8, GxB_LAND_LT_INT16, GxB_LAND_LT_INT32, GxB_LAND_LT_INT64,
    GxB_LAND_LT_UINT8, GxB_LAND_LT_UINT16, GxB_LAND_LT_UINT32,
    GxB_LAND_LT_UINT64, GxB_LAND_LT_FP32, GxB_LAND_LT_FP64,
    GxB_LXOR_LT_INT8, GxB_LXOR_LT_INT16, GxB_LXOR_LT_INT32, GxB_LXOR_LT_INT64,
    GxB_LXOR_LT_UINT8, GxB_LXOR_LT_UINT16, GxB_LXOR_LT_UINT32,
    GxB_LXOR_LT_UINT64, GxB_LXOR_LT_FP32, GxB_LXOR_LT_FP64,
    GxB_EQ_LT_INT8, GxB_EQ_LT_INT16, GxB_EQ_LT_INT32, GxB_EQ_LT_INT64,
    GxB_EQ_LT_UINT8, GxB_EQ_LT_UINT16, GxB_EQ_LT_UINT32, GxB_EQ_LT_UINT64,
    GxB_EQ_LT_FP32, GxB_EQ_LT_FP64,
    GxB_ANY_LT_INT8, GxB_ANY_LT_INT16, GxB_ANY_LT_INT32, GxB_ANY_LT_INT64,
    GxB_ANY_LT_UINT8, GxB_ANY_LT_UINT16, GxB_ANY_LT_UINT32, GxB_ANY_LT_UINT64,
    GxB_ANY_LT_FP32, GxB_ANY_LT_FP64,
    GxB_LOR_GE_INT8, GxB_LOR_GE_INT16, GxB_LOR_GE_INT32, GxB_LOR_GE_INT64,
    GxB_LOR_GE_UINT8, GxB_LOR_GE_UINT16, GxB_LOR_GE_UINT32, GxB_LOR_GE_UINT64,
    GxB_LOR_GE_FP32, GxB_LOR_GE_FP64,
    GxB_LAND_GE_INT8, GxB_LAND_GE_INT16, GxB_LAND_GE_INT32, GxB_LAND_GE_INT64,
    GxB_LAND_GE_UINT8, GxB_LAND_GE_UINT16, GxB_LAND_GE_UINT32,
    GxB_LAND_GE_UINT64, GxB_LAND_GE_FP32, GxB_LAND_GE_FP64,
    GxB_LXOR_GE_INT8, GxB_LXOR_GE_INT16, GxB_LXOR_GE_INT32, GxB_LXOR_GE_INT64,
    GxB_LXOR_GE_UINT8, GxB_LXOR_GE_UINT16, GxB_LXOR_GE_UINT32,
    GxB_LXOR_GE_UINT64, GxB_LXOR_GE_FP32, GxB_LXOR_GE_FP64,
    GxB_EQ_GE_INT8, GxB_EQ_GE_INT16, GxB_EQ_GE_INT32, GxB_EQ_GE_INT64,
    GxB_EQ_GE_UINT8, GxB_EQ_GE_UINT16, GxB_EQ_GE_UINT32, GxB_EQ_GE_UINT64,
    GxB_EQ_GE_FP32, GxB_EQ_GE_FP64,
    GxB_ANY_GE_INT8, GxB_ANY_GE_INT16, GxB_ANY_GE_INT32, GxB_ANY_GE_INT64,
    GxB_ANY_GE_UINT8, GxB_ANY_GE_UINT16, GxB_ANY_GE_UINT32, GxB_ANY_GE_UINT64,
    GxB_ANY_GE_FP32, GxB_ANY_GE_FP64,
    GxB_LOR_LE_INT8, GxB_LOR_LE_INT16, GxB_LOR_LE_INT32, GxB_LOR_LE_INT64,
    GxB_LOR_LE_UINT8, GxB_LOR_LE_UINT16, GxB_LOR_LE_UINT32, GxB_LOR_LE_UINT64,
    GxB_LOR_LE_FP32, GxB_LOR_LE_FP64,
    GxB_LAND_LE_INT8, GxB_LAND_LE_INT16, GxB_LAND_LE_INT32, GxB_LAND_LE_INT64,
    GxB_LAND_LE_UINT8, GxB_LAND_LE_UINT16, GxB_LAND_LE_UINT32,
    GxB_LAND_LE_UINT64, GxB_LAND_LE_FP32, GxB_LAND_LE_FP64,
    GxB_LXOR_LE_INT8, GxB_LXOR_LE_INT16, GxB_LXOR_LE_INT32, GxB_LXOR_LE_INT64,
    GxB_LXOR_LE_UINT8, GxB_LXOR_LE_UINT16, GxB_LXOR_LE_UINT32,
    GxB_LXOR_LE_UINT64, GxB_LXOR_LE_FP32, GxB_LXOR_LE_FP64,
    GxB_EQ_LE_INT8, GxB_EQ_LE_INT16, GxB_EQ_LE_INT32, GxB_EQ_LE_INT64,
    GxB_EQ_LE_UINT8, GxB_EQ_LE_UINT16, GxB_EQ_LE_UINT32, GxB_EQ_LE_UINT64,
    GxB_EQ_LE_FP32, GxB_EQ_LE_FP64,
    GxB_ANY_LE_INT8, GxB_ANY_LE_INT16, GxB_ANY_LE_INT32, GxB_ANY_LE_INT64,
    GxB_ANY_LE_UINT8, GxB_ANY_LE_UINT16, GxB_ANY_LE_UINT32, GxB_ANY_LE_UINT64,
    GxB_ANY_LE_FP32, GxB_ANY_LE_FP64 ;

/* Purely boolean semirings: bool monoids with boolean operators. */
GB_PUBLIC GrB_Semiring
    GxB_LOR_FIRST_BOOL, GxB_LAND_FIRST_BOOL, GxB_LXOR_FIRST_BOOL,
    GxB_EQ_FIRST_BOOL, GxB_ANY_FIRST_BOOL, GxB_LOR_SECOND_BOOL,
    GxB_LAND_SECOND_BOOL, GxB_LXOR_SECOND_BOOL, GxB_EQ_SECOND_BOOL,
    GxB_ANY_SECOND_BOOL, GxB_LOR_PAIR_BOOL, GxB_LAND_PAIR_BOOL,
    GxB_LXOR_PAIR_BOOL, GxB_EQ_PAIR_BOOL, GxB_ANY_PAIR_BOOL, GxB_LOR_LOR_BOOL,
    GxB_LAND_LOR_BOOL, GxB_LXOR_LOR_BOOL, GxB_EQ_LOR_BOOL, GxB_ANY_LOR_BOOL,
    GxB_LOR_LAND_BOOL, GxB_LAND_LAND_BOOL, GxB_LXOR_LAND_BOOL, GxB_EQ_LAND_BOOL,
    GxB_ANY_LAND_BOOL, GxB_LOR_LXOR_BOOL, GxB_LAND_LXOR_BOOL,
    GxB_LXOR_LXOR_BOOL, GxB_EQ_LXOR_BOOL, GxB_ANY_LXOR_BOOL, GxB_LOR_EQ_BOOL,
    GxB_LAND_EQ_BOOL, GxB_LXOR_EQ_BOOL, GxB_EQ_EQ_BOOL, GxB_ANY_EQ_BOOL,
    GxB_LOR_GT_BOOL, GxB_LAND_GT_BOOL, GxB_LXOR_GT_BOOL, GxB_EQ_GT_BOOL,
    GxB_ANY_GT_BOOL, GxB_LOR_LT_BOOL, GxB_LAND_LT_BOOL, GxB_LXOR_LT_BOOL,
    GxB_EQ_LT_BOOL, GxB_ANY_LT_BOOL, GxB_LOR_GE_BOOL, GxB_LAND_GE_BOOL,
    GxB_LXOR_GE_BOOL, GxB_EQ_GE_BOOL, GxB_ANY_GE_BOOL, GxB_LOR_LE_BOOL,
    GxB_LAND_LE_BOOL, GxB_LXOR_LE_BOOL, GxB_EQ_LE_BOOL, GxB_ANY_LE_BOOL ;

/* Bitwise semirings on unsigned integers. */
GB_PUBLIC GrB_Semiring
    GxB_BOR_BOR_UINT8, GxB_BOR_BOR_UINT16, GxB_BOR_BOR_UINT32,
    GxB_BOR_BOR_UINT64,
    GxB_BOR_BAND_UINT8, GxB_BOR_BAND_UINT16, GxB_BOR_BAND_UINT32,
    GxB_BOR_BAND_UINT64,
    GxB_BOR_BXOR_UINT8, GxB_BOR_BXOR_UINT16, GxB_BOR_BXOR_UINT32,
    GxB_BOR_BXOR_UINT64,
    GxB_BOR_BXNOR_UINT8, GxB_BOR_BXNOR_UINT16, GxB_BOR_BXNOR_UINT32,
    GxB_BOR_BXNOR_UINT64,
    GxB_BAND_BOR_UINT8, GxB_BAND_BOR_UINT16, GxB_BAND_BOR_UINT32,
    GxB_BAND_BOR_UINT64,
    GxB_BAND_BAND_UINT8, GxB_BAND_BAND_UINT16, GxB_BAND_BAND_UINT32,
    GxB_BAND_BAND_UINT64,
    GxB_BAND_BXOR_UINT8, GxB_BAND_BXOR_UINT16, GxB_BAND_BXOR_UINT32,
    GxB_BAND_BXOR_UINT64,
    GxB_BAND_BXNOR_UINT8, GxB_BAND_BXNOR_UINT16, GxB_BAND_BXNOR_UINT32,
    GxB_BAND_BXNOR_UINT64,
    GxB_BXOR_BOR_UINT8, GxB_BXOR_BOR_UINT16, GxB_BXOR_BOR_UINT32,
    GxB_BXOR_BOR_UINT64,
    GxB_BXOR_BAND_UINT8, GxB_BXOR_BAND_UINT16, GxB_BXOR_BAND_UINT32,
    GxB_BXOR_BAND_UINT64,
    GxB_BXOR_BXOR_UINT8, GxB_BXOR_BXOR_UINT16, GxB_BXOR_BXOR_UINT32,
    GxB_BXOR_BXOR_UINT64,
    GxB_BXOR_BXNOR_UINT8, GxB_BXOR_BXNOR_UINT16, GxB_BXOR_BXNOR_UINT32,
    GxB_BXOR_BXNOR_UINT64,
    GxB_BXNOR_BOR_UINT8, GxB_BXNOR_BOR_UINT16, GxB_BXNOR_BOR_UINT32,
    GxB_BXNOR_BOR_UINT64,
    GxB_BXNOR_BAND_UINT8, GxB_BXNOR_BAND_UINT16, GxB_BXNOR_BAND_UINT32,
    GxB_BXNOR_BAND_UINT64,
    GxB_BXNOR_BXOR_UINT8, GxB_BXNOR_BXOR_UINT16, GxB_BXNOR_BXOR_UINT32,
    GxB_BXNOR_BXOR_UINT64,
    GxB_BXNOR_BXNOR_UINT8, GxB_BXNOR_BXNOR_UINT16, GxB_BXNOR_BXNOR_UINT32,
    GxB_BXNOR_BXNOR_UINT64 ;

/* Positional semirings: MULT gives a row or column index (x, y ignored);
 * the type is that of the result, INT32 or INT64. */
GB_PUBLIC GrB_Semiring
    GxB_MIN_FIRSTI_INT32, GxB_MIN_FIRSTI_INT64,
    GxB_MAX_FIRSTI_INT32, GxB_MAX_FIRSTI_INT64,
    GxB_ANY_FIRSTI_INT32, GxB_ANY_FIRSTI_INT64,
    GxB_PLUS_FIRSTI_INT32, GxB_PLUS_FIRSTI_INT64,
    GxB_TIMES_FIRSTI_INT32, GxB_TIMES_FIRSTI_INT64,
    GxB_MIN_FIRSTI1_INT32, GxB_MIN_FIRSTI1_INT64,
    GxB_MAX_FIRSTI1_INT32, GxB_MAX_FIRSTI1_INT64,
    GxB_ANY_FIRSTI1_INT32, GxB_ANY_FIRSTI1_INT64,
    GxB_PLUS_FIRSTI1_INT32, GxB_PLUS_FIRSTI1_INT64,
    GxB_TIMES_FIRSTI1_INT32, GxB_TIMES_FIRSTI1_INT64,
    GxB_MIN_FIRSTJ_INT32, GxB_MIN_FIRSTJ_INT64,
    GxB_MAX_FIRSTJ_INT32, GxB_MAX_FIRSTJ_INT64,
    GxB_ANY_FIRSTJ_INT32, GxB_ANY_FIRSTJ_INT64,
    GxB_PLUS_FIRSTJ_INT32, GxB_PLUS_FIRSTJ_INT64,
    GxB_TIMES_FIRSTJ_INT32, GxB_TIMES_FIRSTJ_INT64,
    GxB_MIN_FIRSTJ1_INT32, GxB_MIN_FIRSTJ1_INT64,
    GxB_MAX_FIRSTJ1_INT32, GxB_MAX_FIRSTJ1_INT64,
    GxB_ANY_FIRSTJ1_INT32, GxB_ANY_FIRSTJ1_INT64,
    GxB_PLUS_FIRSTJ1_INT32, GxB_PLUS_FIRSTJ1_INT64,
    GxB_TIMES_FIRSTJ1_INT32, GxB_TIMES_FIRSTJ1_INT64,
    GxB_MIN_SECONDI_INT32, GxB_MIN_SECONDI_INT64,
    GxB_MAX_SECONDI_INT32, GxB_MAX_SECONDI_INT64,
    GxB_ANY_SECONDI_INT32, GxB_ANY_SECONDI_INT64,
    GxB_PLUS_SECONDI_INT32, GxB_PLUS_SECONDI_INT64,
    GxB_TIMES_SECONDI_INT32, GxB_TIMES_SECONDI_INT64,
    GxB_MIN_SECONDI1_INT32, GxB_MIN_SECONDI1_INT64,
    GxB_MAX_SECONDI1_INT32, GxB_MAX_SECONDI1_INT64,
    GxB_ANY_SECONDI1_INT32, GxB_ANY_SECONDI1_INT64,
    GxB_PLUS_SECONDI1_INT32, GxB_PLUS_SECONDI1_INT64,
    GxB_TIMES_SECONDI1_INT32, GxB_TIMES_SECONDI1_INT64,
    GxB_MIN_SECONDJ_INT32, GxB_MIN_SECONDJ_INT64,
    GxB_MAX_SECONDJ_INT32, GxB_MAX_SECONDJ_INT64,
    GxB_ANY_SECONDJ_INT32, GxB_ANY_SECONDJ_INT64,
    GxB_PLUS_SECONDJ_INT32, GxB_PLUS_SECONDJ_INT64,
    GxB_TIMES_SECONDJ_INT32, GxB_TIMES_SECONDJ_INT64,
    GxB_MIN_SECONDJ1_INT32, GxB_MIN_SECONDJ1_INT64,
    GxB_MAX_SECONDJ1_INT32, GxB_MAX_SECONDJ1_INT64,
    GxB_ANY_SECONDJ1_INT32, GxB_ANY_SECONDJ1_INT64,
    GxB_PLUS_SECONDJ1_INT32, GxB_PLUS_SECONDJ1_INT64,
    GxB_TIMES_SECONDJ1_INT32, GxB_TIMES_SECONDJ1_INT64 ;

/* The semirings of the C API. */
GB_PUBLIC GrB_Semiring
    GrB_PLUS_TIMES_SEMIRING_INT8, GrB_PLUS_TIMES_SEMIRING_INT16,
    GrB_PLUS_TIMES_SEMIRING_INT32, GrB_PLUS_TIMES_SEMIRING_INT64,
    GrB_PLUS_TIMES_SEMIRING_UINT8, GrB_PLUS_TIMES_SEMIRING_UINT16,
    GrB_PLUS_TIMES_SEMIRING_UINT32, GrB_PLUS_TIMES_SEMIRING_UINT64,
    GrB_PLUS_TIMES_SEMIRING_FP32, GrB_PLUS_TIMES_SEMIRING_FP64,
    GrB_PLUS_MIN_SEMIRING_INT8, GrB_PLUS_MIN_SEMIRING_INT16,
    GrB_PLUS_MIN_SEMIRING_INT32, GrB_PLUS_MIN_SEMIRING_INT64,
    GrB_PLUS_MIN_SEMIRING_UINT8, GrB_PLUS_MIN_SEMIRING_UINT16,
    GrB_PLUS_MIN_SEMIRING_UINT32, GrB_PLUS_MIN_SEMIRING_UINT64,
    GrB_PLUS_MIN_SEMIRING_FP32, GrB_PLUS_MIN_SEMIRING_FP64,
    GrB_MIN_PLUS_SEMIRING_INT8, GrB_MIN_PLUS_SEMIRING_INT16,
    GrB_MIN_PLUS_SEMIRING_INT32, GrB_MIN_PLUS_SEMIRING_INT64,
    GrB_MIN_PLUS_SEMIRING_UINT8, GrB_MIN_PLUS_SEMIRING_UINT16,
    GrB_MIN_PLUS_SEMIRING_UINT32, GrB_MIN_PLUS_SEMIRING_UINT64,
    GrB_MIN_PLUS_SEMIRING_FP32, GrB_MIN_PLUS_SEMIRING_FP64,
    GrB_MIN_TIMES_SEMIRING_INT8, GrB_MIN_TIMES_SEMIRING_INT16,
    GrB_MIN_TIMES_SEMIRING_INT32, GrB_MIN_TIMES_SEMIRING_INT64,
    GrB_MIN_TIMES_SEMIRING_UINT8, GrB_MIN_TIMES_SEMIRING_UINT16,
    GrB_MIN_TIMES_SEMIRING_UINT32, GrB_MIN_TIMES_SEMIRING_UINT64,
    GrB_MIN_TIMES_SEMIRING_FP32, GrB_MIN_TIMES_SEMIRING_FP64,
    GrB_MIN_FIRST_SEMIRING_INT8, GrB_MIN_FIRST_SEMIRING_INT16,
    GrB_MIN_FIRST_SEMIRING_INT32, GrB_MIN_FIRST_SEMIRING_INT64,
    GrB_MIN_FIRST_SEMIRING_UINT8, GrB_MIN_FIRST_SEMIRING_UINT16,
    GrB_MIN_FIRST_SEMIRING_UINT32, GrB_MIN_FIRST_SEMIRING_UINT64,
    GrB_MIN_FIRST_SEMIRING_FP32, GrB_MIN_FIRST_SEMIRING_FP64,
    GrB_MIN_SECOND_SEMIRING_INT8, GrB_MIN_SECOND_SEMIRING_INT16,
    GrB_MIN_SECOND_SEMIRING_INT32, GrB_MIN_SECOND_SEMIRING_INT64,
    GrB_MIN_SECOND_SEMIRING_UINT8, GrB_MIN_SECOND_SEMIRING_UINT16,
    GrB_MIN_SECOND_SEMIRING_UINT32, GrB_MIN_SECOND_SEMIRING_UINT64,
    GrB_MIN_SECOND_SEMIRING_FP32, GrB_MIN_SECOND_SEMIRING_FP64,
    GrB_MIN_MAX_SEMIRING_INT8, GrB_MIN_MAX_SEMIRING_INT16,
    GrB_MIN_MAX_SEMIRING_INT32, GrB_MIN_MAX_SEMIRING_INT64,
    GrB_MIN_MAX_SEMIRING_UINT8, GrB_MIN_MAX_SEMIRING_UINT16,
    GrB_MIN_MAX_SEMIRING_UINT32, GrB_MIN_MAX_SEMIRING_UINT64,
    GrB_MIN_MAX_SEMIRING_FP32, GrB_MIN_MAX_SEMIRING_FP64,
    GrB_MAX_PLUS_SEMIRING_INT8, GrB_MAX_PLUS_SEMIRING_INT16,
    GrB_MAX_PLUS_SEMIRING_INT32, GrB_MAX_PLUS_SEMIRING_INT64,
    GrB_MAX_PLUS_SEMIRING_UINT8, GrB_MAX_PLUS_SEMIRING_UINT16,
    GrB_MAX_PLUS_SEMIRING_UINT32, GrB_MAX_PLUS_SEMIRING_UINT64,
    GrB_MAX_PLUS_SEMIRING_FP32, GrB_MAX_PLUS_SEMIRING_FP64,
    GrB_MAX_TIMES_SEMIRING_INT8, GrB_MAX_TIMES_SEMIRING_INT16,
    GrB_MAX_TIMES_SEMIRING_INT32, GrB_MAX_TIMES_SEMIRING_INT64,
    GrB_MAX_TIMES_SEMIRING_UINT8, GrB_MAX_TIMES_SEMIRING_UINT16,
    GrB_MAX_TIMES_SEMIRING_UINT32, GrB_MAX_TIMES_SEMIRING_UINT64,
    GrB_MAX_TIMES_SEMIRING_FP32, GrB_MAX_TIMES_SEMIRING_FP64,
    GrB_MAX_FIRST_SEMIRING_INT8, GrB_MAX_FIRST_SEMIRING_INT16,
    GrB_MAX_FIRST_SEMIRING_INT32, GrB_MAX_FIRST_SEMIRING_INT64,
    GrB_MAX_FIRST_SEMIRING_UINT8, GrB_MAX_FIRST_SEMIRING_UINT16,
    GrB_MAX_FIRST_SEMIRING_UINT32, GrB_MAX_FIRST_SEMIRING_UINT64,
    GrB_MAX_FIRST_SEMIRING_FP32, GrB_MAX_FIRST_SEMIRING_FP64,
    GrB_MAX_SECOND_SEMIRING_INT8, GrB_MAX_SECOND_SEMIRING_INT16,
    GrB_MAX_SECOND_SEMIRING_INT32, GrB_MAX_SECOND_SEMIRING_INT64,
    GrB_MAX_SECOND_SEMIRING_UINT8, GrB_MAX_SECOND_SEMIRING_UINT16,
    GrB_MAX_SECOND_SEMIRING_UINT32, GrB_MAX_SECOND_SEMIRING_UINT64,
    GrB_MAX_SECOND_SEMIRING_FP32, GrB_MAX_SECOND_SEMIRING_FP64,
    GrB_MAX_MIN_SEMIRING_INT8, GrB_MAX_MIN_SEMIRING_INT16,
    GrB_MAX_MIN_SEMIRING_INT32, GrB_MAX_MIN_SEMIRING_INT64,
    GrB_MAX_MIN_SEMIRING_UINT8, GrB_MAX_MIN_SEMIRING_UINT16,
    GrB_MAX_MIN_SEMIRING_UINT32, GrB_MAX_MIN_SEMIRING_UINT64,
    GrB_MAX_MIN_SEMIRING_FP32, GrB_MAX_MIN_SEMIRING_FP64,
    GrB_LOR_LAND_SEMIRING_BOOL, GrB_LAND_LOR_SEMIRING_BOOL,
    GrB_LXOR_LAND_SEMIRING_BOOL, GrB_LXNOR_LOR_SEMIRING_BOOL ;

/*============================================================================*
 * Resizing
 *============================================================================*
 * Entries outside the new dimensions are dropped.  The GxB_ names are
 * historical.
 */

GB_PUBLIC GrB_Info GrB_Matrix_resize (GrB_Matrix C, GrB_Index nrows_new,
    GrB_Index ncols_new) ;
GB_PUBLIC GrB_Info GrB_Vector_resize (GrB_Vector w, GrB_Index nrows_new) ;
GB_PUBLIC GrB_Info GxB_Matrix_resize (GrB_Matrix C, GrB_Index nrows_new,
    GrB_Index ncols_new) ;
GB_PUBLIC GrB_Info GxB_Vector_resize (GrB_Vector w, GrB_Index nrows_new) ;

#if GxB_STDC_VERSION >= 201112L
#define GxB_resize(arg1,...)                                            \
    _Generic ((arg1),                                                   \
        GrB_Vector : GrB_Vector_resize,                                 \
        GrB_Matrix : GrB_Matrix_resize)                                 \
    (arg1, __VA_ARGS__)
#endif

/*============================================================================*
 * Printing and checking objects (GxB)
 *============================================================================*
 * GxB_*_fprint (object, name, level, f) checks the object and prints it to
 * f (stdout if f is NULL) with the given level of detail; it returns an
 * error if the object is invalid.  GxB_fprint and GxB_print pass the text of
 * the object argument as its name.
 */

typedef enum
{
    GxB_SILENT           = 0,   /* check only, print nothing */
    GxB_SUMMARY          = 1,   /* one line */
    GxB_SHORT            = 2,   /* summary and the first few entries */
    GxB_COMPLETE         = 3,   /* every entry */
    GxB_SHORT_VERBOSE    = 4,   /* as GxB_SHORT, more digits */
    GxB_COMPLETE_VERBOSE = 5    /* as GxB_COMPLETE, more digits */
}
GxB_Print_Level ;

GB_PUBLIC GrB_Info GxB_Type_fprint (GrB_Type type, const char *name,
    GxB_Print_Level pr, FILE *f) ;
GB_PUBLIC GrB_Info GxB_UnaryOp_fprint (GrB_UnaryOp unaryop, const char *name,
    GxB_Print_Level pr, FILE *f) ;
GB_PUBLIC GrB_Info GxB_BinaryOp_fprint (GrB_BinaryOp binaryop, const char *name,
    GxB_Print_Level pr, FILE *f) ;
GB_PUBLIC GrB_Info GxB_IndexUnaryOp_fprint (GrB_IndexUnaryOp op,
    const char *name, GxB_Print_Level pr, FILE *f) ;
GB_PUBLIC GrB_Info GxB_SelectOp_fprint (GxB_SelectOp selectop, const char *name,
    GxB_Print_Level pr, FILE *f) ;
GB_PUBLIC GrB_Info GxB_Monoid_fprint (GrB_Monoid monoid, const char *name,
    GxB_Print_Level pr, FILE *f) ;
GB_PUBLIC GrB_Info GxB_Semiring_fprint (GrB_Semiring semiring, const char *name,
    GxB_Print_Level pr, FILE *f) ;
GB_PUBLIC GrB_Info GxB_Descriptor_fprint (GrB_Descriptor descriptor,
    const char *name, GxB_Print_Level pr, FILE *f) ;
GB_PUBLIC GrB_Info GxB_Matrix_fprint (GrB_Matrix A, const char *name,
    GxB_Print_Level pr, FILE *f) ;
GB_PUBLIC GrB_Info GxB_Vector_fprint (GrB_Vector v, const char *name,
    GxB_Print_Level pr, FILE *f) ;
GB_PUBLIC GrB_Info GxB_Scalar_fprint (GrB_Scalar s, const char *name,
    GxB_Print_Level pr, FILE *f) ;

#if GxB_STDC_VERSION >= 201112L
#define GxB_fprint(object,pr,f)                                         \
    _Generic ((object),                                                 \
        const GrB_Type         : GxB_Type_fprint,                       \
              GrB_Type         : GxB_Type_fprint,                       \
        const GrB_UnaryOp      : GxB_UnaryOp_fprint,                    \
              GrB_UnaryOp      : GxB_UnaryOp_fprint,                    \
        const GrB_BinaryOp     : GxB_BinaryOp_fprint,                   \
              GrB_BinaryOp     : GxB_BinaryOp_fprint,                   \
        const GrB_IndexUnaryOp : GxB_IndexUnaryOp_fprint,               \
              GrB_IndexUnaryOp : GxB_IndexUnaryOp_fprint,               \
        const GxB_SelectOp     : GxB_SelectOp_fprint,                   \
              GxB_SelectOp     : GxB_SelectOp_fprint,                   \
        const GrB_Monoid       : GxB_Monoid_fprint,                     \
              GrB_Monoid       : GxB_Monoid_fprint,                     \
        const GrB_Semiring     : GxB_Semiring_fprint,                   \
              GrB_Semiring     : GxB_Semiring_fprint,                   \
        const GrB_Scalar       : GxB_Scalar_fprint,                     \
              GrB_Scalar       : GxB_Scalar_fprint,                     \
        const GrB_Vector       : GxB_Vector_fprint,                     \
              GrB_Vector       : GxB_Vector_fprint,                     \
        const GrB_Matrix       : GxB_Matrix_fprint,                     \
              GrB_Matrix       : GxB_Matrix_fprint,                     \
        const GrB_Descriptor   : GxB_Descriptor_fprint,                 \
              GrB_Descriptor   : GxB_Descriptor_fprint)                 \
    (object, GB_STR(object), pr, f)
#define GxB_print(object,pr) GxB_fprint (object, pr, NULL)
#endif

/*============================================================================*
 * Moving data in and out without copying (GxB pack/unpack, import/export)
 *============================================================================*
 * pack: an existing matrix takes ownership of the user's arrays (which must
 * have been allocated with the library's memory manager); unpack: the
 * reverse, leaving the matrix empty.  import/export are the historical
 * forms that also create / free the matrix.  One pair per storage format:
 *   CSR, CSC             Ap (size nrows+1 or ncols+1), Aj or Ai, Ax
 *   HyperCSR, HyperCSC   also Ah, the list of nvec non-empty rows/columns
 *   BitmapR, BitmapC     Ab, a dense array of 0/1 flags, and Ax
 *   FullR, FullC         Ax only (all entries present)
 * The *_size arguments are the allocated sizes in bytes; iso means Ax holds
 * a single value shared by all entries; jumbled means indices within a
 * row/column may be unsorted.  GxB_unpack_HyperHash / GxB_pack_HyperHash
 * move the hyper-hash of a hypersparse matrix.
 */

GB_PUBLIC GrB_Info GxB_Matrix_import_CSR (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, GrB_Index **Ap, GrB_Index **Aj, void **Ax,
    GrB_Index Ap_size, GrB_Index Aj_size, GrB_Index Ax_size, bool iso,
    bool jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_pack_CSR (GrB_Matrix A, GrB_Index **Ap,
    GrB_Index **Aj, void **Ax, GrB_Index Ap_size, GrB_Index Aj_size,
    GrB_Index Ax_size, bool iso, bool jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_import_CSC (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, GrB_Index **Ap, GrB_Index **Ai, void **Ax,
    GrB_Index Ap_size, GrB_Index Ai_size, GrB_Index Ax_size, bool iso,
    bool jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_pack_CSC (GrB_Matrix A, GrB_Index **Ap,
    GrB_Index **Ai, void **Ax, GrB_Index Ap_size, GrB_Index Ai_size,
    GrB_Index Ax_size, bool iso, bool jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_import_HyperCSR (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, GrB_Index **Ap, GrB_Index **Ah,
    GrB_Index **Aj, void **Ax, GrB_Index Ap_size, GrB_Index Ah_size,
    GrB_Index Aj_size, GrB_Index Ax_size, bool iso, GrB_Index nvec,
    bool jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_pack_HyperCSR (GrB_Matrix A, GrB_Index **Ap,
    GrB_Index **Ah, GrB_Index **Aj, void **Ax, GrB_Index Ap_size,
    GrB_Index Ah_size, GrB_Index Aj_size, GrB_Index Ax_size, bool iso,
    GrB_Index nvec, bool jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_import_HyperCSC (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, GrB_Index **Ap, GrB_Index **Ah,
    GrB_Index **Ai, void **Ax, GrB_Index Ap_size, GrB_Index Ah_size,
    GrB_Index Ai_size, GrB_Index Ax_size, bool iso, GrB_Index nvec,
    bool jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_pack_HyperCSC (GrB_Matrix A, GrB_Index **Ap,
    GrB_Index **Ah, GrB_Index **Ai, void **Ax, GrB_Index Ap_size,
    GrB_Index Ah_size, GrB_Index Ai_size, GrB_Index Ax_size, bool iso,
    GrB_Index nvec, bool jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_import_BitmapR (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, int8_t **Ab, void **Ax, GrB_Index Ab_size,
    GrB_Index Ax_size, bool iso, GrB_Index nvals, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_pack_BitmapR (GrB_Matrix A, int8_t **Ab,
    void **Ax, GrB_Index Ab_size, GrB_Index Ax_size, bool iso, GrB_Index nvals,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_import_BitmapC (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, int8_t **Ab, void **Ax, GrB_Index Ab_size,
    GrB_Index Ax_size, bool iso, GrB_Index nvals, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_pack_BitmapC (GrB_Matrix A, int8_t **Ab,
    void **Ax, GrB_Index Ab_size, GrB_Index Ax_size, bool iso, GrB_Index nvals,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_import_FullR (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, void **Ax, GrB_Index Ax_size, bool iso,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_pack_FullR (GrB_Matrix A, void **Ax,
    GrB_Index Ax_size, bool iso, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_import_FullC (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, void **Ax, GrB_Index Ax_size, bool iso,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_pack_FullC (GrB_Matrix A, void **Ax,
    GrB_Index Ax_size, bool iso, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_import_CSC (GrB_Vector *v, GrB_Type type,
    GrB_Index n, GrB_Index **vi, void **vx, GrB_Index vi_size,
    GrB_Index vx_size, bool iso, GrB_Index nvals, bool jumbled,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_pack_CSC (GrB_Vector v, GrB_Index **vi, void **vx,
    GrB_Index vi_size, GrB_Index vx_size, bool iso, GrB_Index nvals,
    bool jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_import_Bitmap (GrB_Vector *v, GrB_Type type,
    GrB_Index n, int8_t **vb, void **vx, GrB_Index vb_size, GrB_Index vx_size,
    bool iso, GrB_Index nvals, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_pack_Bitmap (GrB_Vector v, int8_t **vb, void **vx,
    GrB_Index vb_size, GrB_Index vx_size, bool iso, GrB_Index nvals,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_import_Full (GrB_Vector *v, GrB_Type type,
    GrB_Index n, void **vx, GrB_Index vx_size, bool iso,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_pack_Full (GrB_Vector v, void **vx,
    GrB_Index vx_size, bool iso, const GrB_Descriptor desc) ;

GB_PUBLIC GrB_Info GxB_Matrix_export_CSR (GrB_Matrix *A, GrB_Type *type,
    GrB_Index *nrows, GrB_Index *ncols, GrB_Index **Ap, GrB_Index **Aj,
    void **Ax, GrB_Index *Ap_size, GrB_Index *Aj_size, GrB_Index *Ax_size,
    bool *iso, bool *jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_unpack_CSR (GrB_Matrix A, GrB_Index **Ap,
    GrB_Index **Aj, void **Ax, GrB_Index *Ap_size, GrB_Index *Aj_size,
    GrB_Index *Ax_size, bool *iso, bool *jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_export_CSC (GrB_Matrix *A, GrB_Type *type,
    GrB_Index *nrows, GrB_Index *ncols, GrB_Index **Ap, GrB_Index **Ai,
    void **Ax, GrB_Index *Ap_size, GrB_Index *Ai_size, GrB_Index *Ax_size,
    bool *iso, bool *jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_unpack_CSC (GrB_Matrix A, GrB_Index **Ap,
    GrB_Index **Ai, void **Ax, GrB_Index *Ap_size, GrB_Index *Ai_size,
    GrB_Index *Ax_size, bool *iso, bool *jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_export_HyperCSR (GrB_Matrix *A, GrB_Type *type,
    GrB_Index *nrows, GrB_Index *ncols, GrB_Index **Ap, GrB_Index **Ah,
    GrB_Index **Aj, void **Ax, GrB_Index *Ap_size, GrB_Index *Ah_size,
    GrB_Index *Aj_size, GrB_Index *Ax_size, bool *iso, GrB_Index *nvec,
    bool *jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_unpack_HyperCSR (GrB_Matrix A, GrB_Index **Ap,
    GrB_Index **Ah, GrB_Index **Aj, void **Ax, GrB_Index *Ap_size,
    GrB_Index *Ah_size, GrB_Index *Aj_size, GrB_Index *Ax_size, bool *iso,
    GrB_Index *nvec, bool *jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_export_HyperCSC (GrB_Matrix *A, GrB_Type *type,
    GrB_Index *nrows, GrB_Index *ncols, GrB_Index **Ap, GrB_Index **Ah,
    GrB_Index **Ai, void **Ax, GrB_Index *Ap_size, GrB_Index *Ah_size,
    GrB_Index *Ai_size, GrB_Index *Ax_size, bool *iso, GrB_Index *nvec,
    bool *jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_unpack_HyperCSC (GrB_Matrix A, GrB_Index **Ap,
    GrB_Index **Ah, GrB_Index **Ai, void **Ax, GrB_Index *Ap_size,
    GrB_Index *Ah_size, GrB_Index *Ai_size, GrB_Index *Ax_size, bool *iso,
    GrB_Index *nvec, bool *jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_export_BitmapR (GrB_Matrix *A, GrB_Type *type,
    GrB_Index *nrows, GrB_Index *ncols, int8_t **Ab, void **Ax,
    GrB_Index *Ab_size, GrB_Index *Ax_size, bool *iso, GrB_Index *nvals,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_unpack_BitmapR (GrB_Matrix A, int8_t **Ab,
    void **Ax, GrB_Index *Ab_size, GrB_Index *Ax_size, bool *iso,
    GrB_Index *nvals, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_export_BitmapC (GrB_Matrix *A, GrB_Type *type,
    GrB_Index *nrows, GrB_Index *ncols, int8_t **Ab, void **Ax,
    GrB_Index *Ab_size, GrB_Index *Ax_size, bool *iso, GrB_Index *nvals,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_unpack_BitmapC (GrB_Matrix A, int8_t **Ab,
    void **Ax, GrB_Index *Ab_size, GrB_Index *Ax_size, bool *iso,
    GrB_Index *nvals, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_export_FullR (GrB_Matrix *A, GrB_Type *type,
    GrB_Index *nrows, GrB_Index *ncols, void **Ax, GrB_Index *Ax_size,
    bool *iso, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_unpack_FullR (GrB_Matrix A, void **Ax,
    GrB_Index *Ax_size, bool *iso, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_export_FullC (GrB_Matrix *A, GrB_Type *type,
    GrB_Index *nrows, GrB_Index *ncols, void **Ax, GrB_Index *Ax_size,
    bool *iso, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_unpack_FullC (GrB_Matrix A, void **Ax,
    GrB_Index *Ax_size, bool *iso, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_export_CSC (GrB_Vector *v, GrB_Type *type,
    GrB_Index *n, GrB_Index **vi, void **vx, GrB_Index *vi_size,
    GrB_Index *vx_size, bool *iso, GrB_Index *nvals, bool *jumbled,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_unpack_CSC (GrB_Vector v, GrB_Index **vi,
    void **vx, GrB_Index *vi_size, GrB_Index *vx_size, bool *iso,
    GrB_Index *nvals, bool *jumbled, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_export_Bitmap (GrB_Vector *v, GrB_Type *type,
    GrB_Index *n, int8_t **vb, void **vx, GrB_Index *vb_size,
    GrB_Index *vx_size, bool *iso, GrB_Index *nvals,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_unpack_Bitmap (GrB_Vector v, int8_t **vb,
    void **vx, GrB_Index *vb_size, GrB_Index *vx_size, bool *iso,
    GrB_Index *nvals, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_export_Full (GrB_Vector *v, GrB_Type *type,
    GrB_Index *n, void **vx, GrB_Index *vx_size, bool *iso,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Vector_unpack_Full (GrB_Vector v, void **vx,
    GrB_Index *vx_size, bool *iso, const GrB_Descriptor desc) ;

GB_PUBLIC GrB_Info GxB_unpack_HyperHash (GrB_Matrix A, GrB_Matrix *Y,
    const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_pack_HyperHash (GrB_Matrix A, GrB_Matrix *Y,
    const GrB_Descriptor desc) ;

/*============================================================================*
 * Import and export by copy (C API): CSR, CSC or COO arrays
 *============================================================================*
 * GrB_Matrix_import creates A from copies of the user's arrays;
 * GrB_Matrix_export copies A into user arrays whose sizes are given by
 * GrB_Matrix_exportSize; GrB_Matrix_exportHint suggests the cheapest format.
 */

typedef enum
{
    GrB_CSR_FORMAT = 0,         /* Ap, Aj, Ax: compressed rows */
    GrB_CSC_FORMAT = 1,         /* Ap, Ai, Ax: compressed columns */
    GrB_COO_FORMAT = 2          /* Ai, Aj, Ax: tuples */
}
GrB_Format ;

GB_PUBLIC GrB_Info GrB_Matrix_import_BOOL (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const bool *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_INT8 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const int8_t *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_INT16 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const int16_t *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_INT32 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const int32_t *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_INT64 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const int64_t *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_UINT8 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const uint8_t *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_UINT16 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const uint16_t *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_UINT32 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const uint32_t *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_UINT64 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const uint64_t *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_FP32 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const float *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_FP64 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const double *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GxB_Matrix_import_FC32 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const GxB_FC32_t *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GxB_Matrix_import_FC64 (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const GxB_FC64_t *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;
GB_PUBLIC GrB_Info GrB_Matrix_import_UDT (GrB_Matrix *A, GrB_Type type,
    GrB_Index nrows, GrB_Index ncols, const GrB_Index *Ap, const GrB_Index *Ai,
    const void *Ax, GrB_Index Ap_len, GrB_Index Ai_len, GrB_Index Ax_len,
    GrB_Format format) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Matrix_import(A,type,nrows,ncols,Ap,Ai,Ax,Ap_len,Ai_len,Ax_len,fmt) \
    _Generic ((Ax), GB_TYPE_CASES (*, GrB, Matrix_import))              \
    (A, type, nrows, ncols, Ap, Ai, Ax, Ap_len, Ai_len, Ax_len, fmt)
#endif

GB_PUBLIC GrB_Info GrB_Matrix_export_BOOL (GrB_Index *Ap, GrB_Index *Ai,
    bool *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_INT8 (GrB_Index *Ap, GrB_Index *Ai,
    int8_t *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_INT16 (GrB_Index *Ap, GrB_Index *Ai,
    int16_t *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_INT32 (GrB_Index *Ap, GrB_Index *Ai,
    int32_t *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_INT64 (GrB_Index *Ap, GrB_Index *Ai,
    int64_t *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_UINT8 (GrB_Index *Ap, GrB_Index *Ai,
    uint8_t *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_UINT16 (GrB_Index *Ap, GrB_Index *Ai,
    uint16_t *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_UINT32 (GrB_Index *Ap, GrB_Index *Ai,
    uint32_t *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_UINT64 (GrB_Index *Ap, GrB_Index *Ai,
    uint64_t *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_FP32 (GrB_Index *Ap, GrB_Index *Ai,
    float *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_FP64 (GrB_Index *Ap, GrB_Index *Ai,
    double *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GxB_Matrix_export_FC32 (GrB_Index *Ap, GrB_Index *Ai,
    GxB_FC32_t *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GxB_Matrix_export_FC64 (GrB_Index *Ap, GrB_Index *Ai,
    GxB_FC64_t *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_export_UDT (GrB_Index *Ap, GrB_Index *Ai,
    void *Ax, GrB_Index *Ap_len, GrB_Index *Ai_len, GrB_Index *Ax_len,
    GrB_Format format, GrB_Matrix A) ;

#if GxB_STDC_VERSION >= 201112L
#define GrB_Matrix_export(Ap,Ai,Ax,Ap_len,Ai_len,Ax_len,fmt,A)          \
    _Generic ((Ax), GB_TYPE_CASES (*, GrB, Matrix_export))              \
    (Ap, Ai, Ax, Ap_len, Ai_len, Ax_len, fmt, A)
#endif

GB_PUBLIC GrB_Info GrB_Matrix_exportSize (GrB_Index *Ap_len, GrB_Index *Ai_len,
    GrB_Index *Ax_len, GrB_Format format, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GrB_Matrix_exportHint (GrB_Format *format, GrB_Matrix A) ;

/*============================================================================*
 * Serialization: a matrix or vector to and from a single byte array (blob)
 *============================================================================*
 * GxB_*_serialize allocates the blob (free it with the memory manager's
 * free); GrB_Matrix_serialize writes into a user array of at least
 * GrB_Matrix_serializeSize bytes.  Both produce the same blob format.  The
 * compression method is set with the GxB_COMPRESSION descriptor field (plus
 * a level 0..9 for LZ4HC and ZSTD).
 */

#define GxB_COMPRESSION_NONE    -1          /* no compression */
#define GxB_COMPRESSION_DEFAULT 0           /* ZSTD, level 1 */
#define GxB_COMPRESSION_LZ4     1000        /* LZ4 */
#define GxB_COMPRESSION_LZ4HC   2000        /* LZ4HC, + level */
#define GxB_COMPRESSION_ZSTD    3000        /* ZSTD, + level */
#define GxB_COMPRESSION_INTEL   1000000     /* Intel IPP (not available) */

GB_PUBLIC GrB_Info GxB_Matrix_serialize (void **blob_handle,
    GrB_Index *blob_size_handle, GrB_Matrix A, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_serialize (void *blob,
    GrB_Index *blob_size_handle, GrB_Matrix A) ;
GB_PUBLIC GrB_Info GxB_Vector_serialize (void **blob_handle,
    GrB_Index *blob_size_handle, GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_serializeSize (GrB_Index *blob_size_handle,
    GrB_Matrix A) ;
GB_PUBLIC GrB_Info GxB_Matrix_deserialize (GrB_Matrix *C, GrB_Type type,
    const void *blob, GrB_Index blob_size, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GrB_Matrix_deserialize (GrB_Matrix *C, GrB_Type type,
    const void *blob, GrB_Index blob_size) ;
GB_PUBLIC GrB_Info GxB_Vector_deserialize (GrB_Vector *w, GrB_Type type,
    const void *blob, GrB_Index blob_size, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_deserialize_type_name (char *type_name, const void *blob,
    GrB_Index blob_size) ;

/*============================================================================*
 * Sorting the rows or columns of a matrix, or a vector (GxB)
 *============================================================================*
 * C = A with each row (or column, with GrB_DESC_T0) sorted by the
 * comparator op; P = the permutation (optional, either output may be NULL).
 */

GB_PUBLIC GrB_Info GxB_Vector_sort (GrB_Vector w, GrB_Vector p, GrB_BinaryOp op,
    GrB_Vector u, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_sort (GrB_Matrix C, GrB_Matrix P, GrB_BinaryOp op,
    GrB_Matrix A, const GrB_Descriptor desc) ;

#if GxB_STDC_VERSION >= 201112L
#define GxB_sort(arg1,...)                                              \
    _Generic ((arg1),                                                   \
        GrB_Vector : GxB_Vector_sort,                                   \
        GrB_Matrix : GxB_Matrix_sort)                                   \
    (arg1, __VA_ARGS__)
#endif

/*============================================================================*
 * Reshaping a matrix (GxB): same entries, new dimensions, taken by column
 * (by_col true) or by row; in place, or into a new matrix
 *============================================================================*/

GB_PUBLIC GrB_Info GxB_Matrix_reshape (GrB_Matrix C, bool by_col,
    GrB_Index nrows_new, GrB_Index ncols_new, const GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GxB_Matrix_reshapeDup (GrB_Matrix *C, GrB_Matrix A,
    bool by_col, GrB_Index nrows_new, GrB_Index ncols_new,
    const GrB_Descriptor desc) ;

/*============================================================================*
 * GxB_Iterator: entry-by-entry access to a matrix or vector
 *============================================================================*
 * An iterator is attached to a matrix (by row, by column, or over all its
 * entries) or to a vector, after which the loop
 *
 *      info = GxB_rowIterator_seekRow (it, 0) ;
 *      while (info != GxB_EXHAUSTED)
 *      {
 *          i = GxB_rowIterator_getRowIndex (it) ;
 *          while (info == GrB_SUCCESS)
 *          {
 *              j = GxB_rowIterator_getColIndex (it) ;
 *              x = GxB_Iterator_get_FP64 (it) ;
 *              info = GxB_rowIterator_nextCol (it) ;
 *          }
 *          info = GxB_rowIterator_nextRow (it) ;
 *      }
 *
 * visits A(i,j) for all its entries.  The object must not change while the
 * iterator is attached.  Most methods exist both as exported functions and
 * as macros that read the fields below directly (the macros are what user
 * code compiles to), so this struct is part of the ABI: its layout is
 * exactly that of SuiteSparse:GraphBLAS 7.4 and must never change.
 */

struct GB_Iterator_opaque
{
    int64_t pstart ;                /* first position of the current vector */
    int64_t pend ;                  /* one past its last position */
    int64_t p ;                     /* position of the current entry */
    int64_t k ;                     /* index of the current vector */
    size_t header_size ;            /* allocated size of this struct */
    int64_t pmax ;                  /* avlen*avdim if bitmap, else nvals */
    int64_t avlen ;                 /* length of each vector */
    int64_t avdim ;                 /* number of vectors (rows or columns) */
    int64_t anvec ;                 /* number of vectors held (hypersparse:
                                       the non-empty ones) */
    const int64_t *GB_restrict Ap ; /* vector k is Ap [k] to Ap [k+1]-1
                                       (sparse and hypersparse) */
    const int64_t *GB_restrict Ah ; /* vector k is row/column Ah [k]
                                       (hypersparse) */
    const int8_t  *GB_restrict Ab ; /* presence flags (bitmap) */
    const int64_t *GB_restrict Ai ; /* index within the vector, or NULL
                                       (bitmap and full: p - pstart) */
    const void    *GB_restrict Ax ; /* values (a single value if iso) */
    size_t type_size ;              /* size of one value */
    int A_sparsity ;                /* GxB_HYPERSPARSE, _SPARSE, _BITMAP
                                       or GxB_FULL */
    bool iso ;                      /* all values are Ax [0] */
    bool by_col ;                   /* vectors are columns (else rows) */
} ;

typedef struct GB_Iterator_opaque *GxB_Iterator ;

GB_PUBLIC GrB_Info GxB_Iterator_new (GxB_Iterator *iterator) ;
GB_PUBLIC GrB_Info GxB_Iterator_free (GxB_Iterator *iterator) ;

/* Internal functions the macros below call (exported, not for direct use):
 * attach an iterator to a matrix held in the given orientation; move to
 * vector j (or to the j-th vector present, if jth_vector); advance to the
 * next present entry of a bitmap. */
GB_PUBLIC GrB_Info GB_Iterator_attach (GxB_Iterator iterator, GrB_Matrix A,
    GxB_Format_Value format, GrB_Descriptor desc) ;
GB_PUBLIC GrB_Info GB_Iterator_rc_seek (GxB_Iterator iterator, GrB_Index j,
    bool jth_vector) ;
GB_PUBLIC GrB_Info GB_Iterator_rc_bitmap_next (GxB_Iterator iterator) ;

/*----------------------------------------------------------------------------*
 * Internal macros shared by the row and column iterators
 *----------------------------------------------------------------------------*
 * GB_Iterator_rc_knext: move to the next vector.  Returns GxB_EXHAUSTED past
 *   the last one, GrB_NO_VALUE if the new vector has no entries, otherwise
 *   GrB_SUCCESS (the iterator then sits on the vector's first entry).
 * GB_Iterator_rc_inext: move to the next entry of the current vector;
 *   GrB_NO_VALUE past its last entry.
 * GB_Iterator_rc_getj: the row/column index of the current vector (avdim
 *   once the iterator is exhausted).
 * GB_Iterator_rc_geti: the column/row index of the current entry.
 */

#define GB_Iterator_rc_knext(it)                                        \
(                                                                       \
    (++((it)->k) >= (it)->anvec) ?                                      \
    (                                                                   \
        /* no more vectors */                                           \
        (it)->pstart = 0, (it)->pend = 0, (it)->p = 0,                  \
        (it)->k = (it)->anvec,                                          \
        GxB_EXHAUSTED                                                   \
    ) :                                                                 \
    (                                                                   \
        ((it)->A_sparsity <= GxB_SPARSE) ?                              \
        (                                                               \
            /* sparse or hypersparse: vector k spans Ap [k..k+1] */     \
            (it)->pstart = (it)->Ap [(it)->k],                          \
            (it)->pend = (it)->Ap [(it)->k + 1],                        \
            (it)->p = (it)->pstart,                                     \
            (((it)->p >= (it)->pend) ? GrB_NO_VALUE : GrB_SUCCESS)      \
        ) :                                                             \
        (                                                               \
            /* bitmap or full: vector k spans avlen positions */        \
            (it)->pstart += (it)->avlen,                                \
            (it)->pend += (it)->avlen,                                  \
            (it)->p = (it)->pstart,                                     \
            ((it)->A_sparsity <= GxB_BITMAP) ?                          \
            (                                                           \
                GB_Iterator_rc_bitmap_next (it)                         \
            ) :                                                         \
            (                                                           \
                (((it)->p >= (it)->pend) ? GrB_NO_VALUE : GrB_SUCCESS)  \
            )                                                           \
        )                                                               \
    )                                                                   \
)

#define GB_Iterator_rc_inext(it)                                        \
(                                                                       \
    (++((it)->p) >= (it)->pend) ?                                       \
    (                                                                   \
        GrB_NO_VALUE                                                    \
    ) :                                                                 \
    (                                                                   \
        ((it)->A_sparsity == GxB_BITMAP) ?                              \
        (                                                               \
            GB_Iterator_rc_bitmap_next (it)                             \
        ) :                                                             \
        (                                                               \
            GrB_SUCCESS                                                 \
        )                                                               \
    )                                                                   \
)

#define GB_Iterator_rc_getj(it)                                         \
(                                                                       \
    ((it)->k >= (it)->anvec) ?                                          \
    (                                                                   \
        (it)->avdim                                                     \
    ) :                                                                 \
    (                                                                   \
        ((it)->A_sparsity == GxB_HYPERSPARSE) ?                         \
        (                                                               \
            (it)->Ah [(it)->k]                                          \
        ) :                                                             \
        (                                                               \
            (it)->k                                                     \
        )                                                               \
    )                                                                   \
)

#define GB_Iterator_rc_geti(it)                                         \
(                                                                       \
    ((it)->Ai != NULL) ?                                                \
    (                                                                   \
        (it)->Ai [(it)->p]                                              \
    ) :                                                                 \
    (                                                                   \
        ((it)->p - (it)->pstart)                                        \
    )                                                                   \
)

/*----------------------------------------------------------------------------*
 * Row iterator: the matrix is traversed one row at a time
 *----------------------------------------------------------------------------*
 * attach       requires A to be held by row (GrB_NOT_IMPLEMENTED otherwise)
 * kount        number of rows that may hold entries (all of them, unless
 *              A is hypersparse)
 * seekRow      move to row i (the first row >= i that is present, if A is
 *              hypersparse); kseek moves to the k-th row present
 * nextRow      move to the next row; nextCol to the next entry in the row
 * getRowIndex, getColIndex   indices of the current entry
 * Each is a function, and a macro of the same name.
 */

#undef GxB_rowIterator_attach
#undef GxB_rowIterator_kount
#undef GxB_rowIterator_seekRow
#undef GxB_rowIterator_kseek
#undef GxB_rowIterator_nextRow
#undef GxB_rowIterator_nextCol
#undef GxB_rowIterator_getRowIndex
#undef GxB_rowIterator_getColIndex

GB_PUBLIC GrB_Info GxB_rowIterator_attach (GxB_Iterator iterator, GrB_Matrix A,
    GrB_Descriptor desc) ;
GB_PUBLIC GrB_Index GxB_rowIterator_kount (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Info GxB_rowIterator_seekRow (GxB_Iterator iterator,
    GrB_Index row) ;
GB_PUBLIC GrB_Info GxB_rowIterator_kseek (GxB_Iterator iterator, GrB_Index k) ;
GB_PUBLIC GrB_Info GxB_rowIterator_nextRow (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Info GxB_rowIterator_nextCol (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Index GxB_rowIterator_getRowIndex (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Index GxB_rowIterator_getColIndex (GxB_Iterator iterator) ;

#define GxB_rowIterator_attach(it,A,desc) \
    (GB_Iterator_attach (it, A, GxB_BY_ROW, desc))
#define GxB_rowIterator_kount(it)         ((it)->anvec)
#define GxB_rowIterator_seekRow(it,row)   (GB_Iterator_rc_seek (it, row, false))
#define GxB_rowIterator_kseek(it,k)       (GB_Iterator_rc_seek (it, k, true))
#define GxB_rowIterator_nextRow(it)       (GB_Iterator_rc_knext (it))
#define GxB_rowIterator_nextCol(it)       (GB_Iterator_rc_inext (it))
#define GxB_rowIterator_getRowIndex(it)   (GB_Iterator_rc_getj (it))
#define GxB_rowIterator_getColIndex(it)   (GB_Iterator_rc_geti (it))

/*----------------------------------------------------------------------------*
 * Column iterator: the same, one column at a time (A held by column)
 *----------------------------------------------------------------------------*/

#undef GxB_colIterator_attach
#undef GxB_colIterator_kount
#undef GxB_colIterator_seekCol
#undef GxB_colIterator_kseek
#undef GxB_colIterator_nextCol
#undef GxB_colIterator_nextRow
#undef GxB_colIterator_getColIndex
#undef GxB_colIterator_getRowIndex

GB_PUBLIC GrB_Info GxB_colIterator_attach (GxB_Iterator iterator, GrB_Matrix A,
    GrB_Descriptor desc) ;
GB_PUBLIC GrB_Index GxB_colIterator_kount (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Info GxB_colIterator_seekCol (GxB_Iterator iterator,
    GrB_Index col) ;
GB_PUBLIC GrB_Info GxB_colIterator_kseek (GxB_Iterator iterator, GrB_Index k) ;
GB_PUBLIC GrB_Info GxB_colIterator_nextCol (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Info GxB_colIterator_nextRow (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Index GxB_colIterator_getColIndex (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Index GxB_colIterator_getRowIndex (GxB_Iterator iterator) ;

#define GxB_colIterator_attach(it,A,desc) \
    (GB_Iterator_attach (it, A, GxB_BY_COL, desc))
#define GxB_colIterator_kount(it)         ((it)->anvec)
#define GxB_colIterator_seekCol(it,col)   (GB_Iterator_rc_seek (it, col, false))
#define GxB_colIterator_kseek(it,k)       (GB_Iterator_rc_seek (it, k, true))
#define GxB_colIterator_nextCol(it)       (GB_Iterator_rc_knext (it))
#define GxB_colIterator_nextRow(it)       (GB_Iterator_rc_inext (it))
#define GxB_colIterator_getColIndex(it)   (GB_Iterator_rc_getj (it))
#define GxB_colIterator_getRowIndex(it)   (GB_Iterator_rc_geti (it))

/*----------------------------------------------------------------------------*
 * Entry iterator: all the entries of a matrix, in storage order, positions
 * p = 0 to getpmax-1 (functions only)
 *----------------------------------------------------------------------------*/

GB_PUBLIC GrB_Info GxB_Matrix_Iterator_attach (GxB_Iterator iterator,
    GrB_Matrix A, GrB_Descriptor desc) ;
GB_PUBLIC GrB_Index GxB_Matrix_Iterator_getpmax (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Info GxB_Matrix_Iterator_seek (GxB_Iterator iterator,
    GrB_Index p) ;
GB_PUBLIC GrB_Info GxB_Matrix_Iterator_next (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Index GxB_Matrix_Iterator_getp (GxB_Iterator iterator) ;
GB_PUBLIC void GxB_Matrix_Iterator_getIndex (GxB_Iterator iterator,
    GrB_Index *row, GrB_Index *col) ;

/*----------------------------------------------------------------------------*
 * Vector iterator: the entries of a vector, positions p = 0 to getpmax-1
 *----------------------------------------------------------------------------*
 * seek and next return GxB_EXHAUSTED past the last entry.  For a bitmap
 * vector they skip to the next present entry (GB_Vector_Iterator_bitmap_seek,
 * internal).
 */

#undef GxB_Vector_Iterator_getpmax
#undef GxB_Vector_Iterator_seek
#undef GxB_Vector_Iterator_next
#undef GxB_Vector_Iterator_getp
#undef GxB_Vector_Iterator_getIndex

GB_PUBLIC GrB_Info GxB_Vector_Iterator_attach (GxB_Iterator iterator,
    GrB_Vector v, GrB_Descriptor desc) ;
GB_PUBLIC GrB_Index GxB_Vector_Iterator_getpmax (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Info GB_Vector_Iterator_bitmap_seek (GxB_Iterator iterator,
    GrB_Index unused) ;
GB_PUBLIC GrB_Info GxB_Vector_Iterator_seek (GxB_Iterator iterator,
    GrB_Index p) ;
GB_PUBLIC GrB_Info GxB_Vector_Iterator_next (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Index GxB_Vector_Iterator_getp (GxB_Iterator iterator) ;
GB_PUBLIC GrB_Index GxB_Vector_Iterator_getIndex (GxB_Iterator iterator) ;

#define GB_Vector_Iterator_seek(it,q)                                   \
(                                                                       \
    ((q) >= (it)->pmax) ?                                               \
    (                                                                   \
        (it)->p = (it)->pmax,                                           \
        GxB_EXHAUSTED                                                   \
    ) :                                                                 \
    (                                                                   \
        (it)->p = (q),                                                  \
        ((it)->A_sparsity == GxB_BITMAP) ?                              \
        (                                                               \
            GB_Vector_Iterator_bitmap_seek (it, 0)                      \
        ) :                                                             \
        (                                                               \
            GrB_SUCCESS                                                 \
        )                                                               \
    )                                                                   \
)

#define GB_Vector_Iterator_next(it)                                     \
(                                                                       \
    (++((it)->p) >= (it)->pmax) ?                                       \
    (                                                                   \
        (it)->p = (it)->pmax,                                           \
        GxB_EXHAUSTED                                                   \
    ) :                                                                 \
    (                                                                   \
        ((it)->A_sparsity == GxB_BITMAP) ?                              \
        (                                                               \
            GB_Vector_Iterator_bitmap_seek (it, 0)                      \
        ) :                                                             \
        (                                                               \
            GrB_SUCCESS                                                 \
        )                                                               \
    )                                                                   \
)

#define GxB_Vector_Iterator_getpmax(it)   ((it)->pmax)
#define GxB_Vector_Iterator_seek(it,p)    (GB_Vector_Iterator_seek (it, p))
#define GxB_Vector_Iterator_next(it)      (GB_Vector_Iterator_next (it))
#define GxB_Vector_Iterator_getp(it)      ((it)->p)
#define GxB_Vector_Iterator_getIndex(it) \
    (((it)->Ai != NULL) ? (it)->Ai [(it)->p] : (it)->p)

/*----------------------------------------------------------------------------*
 * The value of the current entry, for any iterator
 *----------------------------------------------------------------------------*
 * GxB_Iterator_get_<TYPE> returns it; GxB_Iterator_get_UDT copies it
 * (type_size bytes) to the memory that value points to.  Functions, and
 * macros of the same names.
 */

#undef GxB_Iterator_get_BOOL
#undef GxB_Iterator_get_INT8
#undef GxB_Iterator_get_INT16
#undef GxB_Iterator_get_INT32
#undef GxB_Iterator_get_INT64
#undef GxB_Iterator_get_UINT8
#undef GxB_Iterator_get_UINT16
#undef GxB_Iterator_get_UINT32
#undef GxB_Iterator_get_UINT64
#undef GxB_Iterator_get_FP32
#undef GxB_Iterator_get_FP64
#undef GxB_Iterator_get_FC32
#undef GxB_Iterator_get_FC64
#undef GxB_Iterator_get_UDT

/* (std::complex is returned exactly like a C complex: tell clang so) */
#if defined (__cplusplus) && defined (__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wreturn-type-c-linkage"
#endif
GB_PUBLIC bool GxB_Iterator_get_BOOL (GxB_Iterator iterator) ;
GB_PUBLIC int8_t GxB_Iterator_get_INT8 (GxB_Iterator iterator) ;
GB_PUBLIC int16_t GxB_Iterator_get_INT16 (GxB_Iterator iterator) ;
GB_PUBLIC int32_t GxB_Iterator_get_INT32 (GxB_Iterator iterator) ;
GB_PUBLIC int64_t GxB_Iterator_get_INT64 (GxB_Iterator iterator) ;
GB_PUBLIC uint8_t GxB_Iterator_get_UINT8 (GxB_Iterator iterator) ;
GB_PUBLIC uint16_t GxB_Iterator_get_UINT16 (GxB_Iterator iterator) ;
GB_PUBLIC uint32_t GxB_Iterator_get_UINT32 (GxB_Iterator iterator) ;
GB_PUBLIC uint64_t GxB_Iterator_get_UINT64 (GxB_Iterator iterator) ;
GB_PUBLIC float GxB_Iterator_get_FP32 (GxB_Iterator iterator) ;
GB_PUBLIC double GxB_Iterator_get_FP64 (GxB_Iterator iterator) ;
GB_PUBLIC GxB_FC32_t GxB_Iterator_get_FC32 (GxB_Iterator iterator) ;
GB_PUBLIC GxB_FC64_t GxB_Iterator_get_FC64 (GxB_Iterator iterator) ;
GB_PUBLIC void GxB_Iterator_get_UDT (GxB_Iterator iterator, void *value) ;
#if defined (__cplusplus) && defined (__clang__)
#pragma clang diagnostic pop
#endif

#define GB_Iterator_get(it,type) \
    (((type *) (it)->Ax) [(it)->iso ? 0 : (it)->p])

#define GxB_Iterator_get_BOOL(it)   GB_Iterator_get (it, bool)
#define GxB_Iterator_get_INT8(it)   GB_Iterator_get (it, int8_t)
#define GxB_Iterator_get_INT16(it)  GB_Iterator_get (it, int16_t)
#define GxB_Iterator_get_INT32(it)  GB_Iterator_get (it, int32_t)
#define GxB_Iterator_get_INT64(it)  GB_Iterator_get (it, int64_t)
#define GxB_Iterator_get_UINT8(it)  GB_Iterator_get (it, uint8_t)
#define GxB_Iterator_get_UINT16(it) GB_Iterator_get (it, uint16_t)
#define GxB_Iterator_get_UINT32(it) GB_Iterator_get (it, uint32_t)
#define GxB_Iterator_get_UINT64(it) GB_Iterator_get (it, uint64_t)
#define GxB_Iterator_get_FP32(it)   GB_Iterator_get (it, float)
#define GxB_Iterator_get_FP64(it)   GB_Iterator_get (it, double)
#define GxB_Iterator_get_FC32(it)   GB_Iterator_get (it, GxB_FC32_t)
#define GxB_Iterator_get_FC64(it)   GB_Iterator_get (it, GxB_FC64_t)
#define GxB_Iterator_get_UDT(it,value)                                  \
    ((void) memcpy ((void *) (value),                                   \
        ((const uint8_t *) ((it)->Ax)) +                                \
            ((it)->iso ? 0 : ((it)->type_size * (it)->p)),              \
        (it)->type_size))

/*============================================================================*
 * GrB_get / GrB_set (C API 2.1): query and modify object properties
 *============================================================================*
 * These methods are not in SuiteSparse:GraphBLAS 7.4.  The enum values are
 * those of the C API 2.1 specification, as SuiteSparse:GraphBLAS 9.x
 * defines them.
 *
 *   GrB_get (object, value, field)    value is a GrB_Scalar, a char * (a
 *                                     string buffer), an int32_t *, a
 *                                     size_t * (e.g. the size of a string
 *                                     field) or a void *
 *   GrB_set (object, value, field)    value is a GrB_Scalar, a char *, or
 *                                     an int32_t
 *   GrB_set (object, value, field, size)   value is a void *
 *
 * object is any GraphBLAS object, or GrB_GLOBAL for library-wide settings.
 *
 * Note on field values: GrB_Field and the 7.4 enum GxB_Option_Field share
 * some numbers (e.g. 0 to 3, 16, 102 to 104), because SuiteSparse renumbered
 * its GxB fields (to 7000 and up) only in version 9.  In this header the
 * field argument of GrB_get / GrB_set is a GrB_Field; GxB_Option_Field
 * values belong to GxB_get / GxB_set.  GrB_get / GrB_set also accept
 * SuiteSparse 9's numbers of its GxB fields (7000 and up, e.g. 7000 for the
 * hyper switch, 7001 bitmap switch, 7002 format, 7034 sparsity status, 7036
 * sparsity control, 7041/7042 JIT C name/definition, 7043-7047 monoid and
 * semiring components), which never coincide with a GrB_Field value.
 */

/*----------------------------------------------------------------------------*
 * Ahead-of-time export of fused kernels (an extension of this library)
 *----------------------------------------------------------------------------*
 * GxB_Global_export_kernels (dir): writes the fused kernels the JIT planned in
 * this process (GRB_JIT or GxB_JIT_C_CONTROL at LOAD or ON) into the directory
 * dir (created if needed) as standalone Kokkos C++: one grb_fused_<hash>.cpp
 * per fused group, grb_fused_kernels.h (calling convention, one entry point
 * per kernel and a table of them), grb_fused_kernels.cpp (the table) and
 * grb_fused_kernels.cmake (an add_library target grb_fused_kernels linking
 * Kokkos::kokkos, to include() in the user's own CMake build).  Returns
 * GrB_SUCCESS; GrB_NULL_POINTER (dir NULL); GrB_INVALID_VALUE (dir empty, not
 * writable, or a file cannot be written); GrB_NO_VALUE (no fused group was
 * planned in this process: nothing written).  The environment variable
 * GRB_JIT_EXPORT=<dir> does the same at GrB_finalize (the grb-aot tool).
 */
GB_PUBLIC GrB_Info GxB_Global_export_kernels (const char *dir) ;

/* The global "object", for settings of the whole library. */
typedef struct GB_Global_opaque *GrB_Global ;
GB_PUBLIC const GrB_Global GrB_GLOBAL ;

typedef enum
{
    /* GrB_Descriptor: the four descriptor fields (get and set) */
    GrB_OUTP_FIELD               = 0,
    GrB_MASK_FIELD               = 1,
    GrB_INP0_FIELD               = 2,
    GrB_INP1_FIELD               = 3,

    /* every object: its name (a string; get; set for user objects) */
    GrB_NAME                     = 10,

    /* GrB_GLOBAL (get): library and API versions, and the GrB_Mode */
    GrB_LIBRARY_VER_MAJOR        = 11,
    GrB_LIBRARY_VER_MINOR        = 12,
    GrB_LIBRARY_VER_PATCH        = 13,
    GrB_API_VER_MAJOR            = 14,
    GrB_API_VER_MINOR            = 15,
    GrB_API_VER_PATCH            = 16,
    GrB_BLOCKING_MODE            = 17,

    /* GrB_GLOBAL, GrB_Matrix, GrB_Vector, GrB_Scalar: a GrB_Orientation */
    GrB_STORAGE_ORIENTATION_HINT = 100,

    /* GrB_Matrix, GrB_Vector, GrB_Scalar, GrB_Type (get): element type */
    GrB_EL_TYPE_CODE             = 102,   /* a GrB_Type_Code */
    GrB_EL_TYPE_STRING           = 106,   /* the type's name */

    /* operators, monoids and semirings (get): input and output types */
    GrB_INP0_TYPE_CODE           = 103,
    GrB_INP1_TYPE_CODE           = 104,
    GrB_OUTP_TYPE_CODE           = 105,
    GrB_INP0_TYPE_STRING         = 107,
    GrB_INP1_TYPE_STRING         = 108,
    GrB_OUTP_TYPE_STRING         = 109,

    /* GrB_Type (get): sizeof the type */
    GrB_SIZE                     = 110,

    /* Extension of this library (not in SuiteSparse; its GxB fields are
     * 7000-7200): GrB_GLOBAL, int32, get and set.  1: reductions to a scalar
     * with the PLUS monoid on GrB_FP32 / GrB_FP64 use compensated (Neumaier)
     * summation, in the kernel library and in JIT-compiled fused kernels, so
     * e.g. 1e16 followed by many 1.0 sums exactly; the result still does not
     * depend on the number of threads.  0 (the default): the plain sum.  The
     * environment variable GRB_COMPENSATED_SUM=1 sets it at GrB_init.
     * Reductions to a vector are not affected. */
    GxB_COMPENSATED_SUM          = 7500
}
GrB_Field ;

/* Value of GrB_STORAGE_ORIENTATION_HINT. */
typedef enum
{
    GrB_ROWMAJOR = 0,
    GrB_COLMAJOR = 1,
    GrB_BOTH     = 2,
    GrB_UNKNOWN  = 3
}
GrB_Orientation ;

/* Value of the *_TYPE_CODE fields. */
typedef enum
{
    GrB_UDT_CODE    = 0,        /* user-defined type */
    GrB_BOOL_CODE   = 1,
    GrB_INT8_CODE   = 2,
    GrB_UINT8_CODE  = 3,
    GrB_INT16_CODE  = 4,
    GrB_UINT16_CODE = 5,
    GrB_INT32_CODE  = 6,
    GrB_UINT32_CODE = 7,
    GrB_INT64_CODE  = 8,
    GrB_UINT64_CODE = 9,
    GrB_FP32_CODE   = 10,
    GrB_FP64_CODE   = 11,
    GxB_FC32_CODE   = 7070,
    GxB_FC64_CODE   = 7071
}
GrB_Type_Code ;

/* One set of get/set functions per kind of object. */
GB_PUBLIC GrB_Info GrB_Scalar_get_Scalar (GrB_Scalar object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Scalar_get_String (GrB_Scalar object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Scalar_get_INT32 (GrB_Scalar object, int32_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Scalar_get_SIZE (GrB_Scalar object, size_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Scalar_get_VOID (GrB_Scalar object, void *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Scalar_set_Scalar (GrB_Scalar object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Scalar_set_String (GrB_Scalar object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Scalar_set_INT32 (GrB_Scalar object, int32_t value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Scalar_set_VOID (GrB_Scalar object, void *value,
    GrB_Field field, size_t size) ;

GB_PUBLIC GrB_Info GrB_Vector_get_Scalar (GrB_Vector object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Vector_get_String (GrB_Vector object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Vector_get_INT32 (GrB_Vector object, int32_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Vector_get_SIZE (GrB_Vector object, size_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Vector_get_VOID (GrB_Vector object, void *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Vector_set_Scalar (GrB_Vector object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Vector_set_String (GrB_Vector object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Vector_set_INT32 (GrB_Vector object, int32_t value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Vector_set_VOID (GrB_Vector object, void *value,
    GrB_Field field, size_t size) ;

GB_PUBLIC GrB_Info GrB_Matrix_get_Scalar (GrB_Matrix object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Matrix_get_String (GrB_Matrix object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Matrix_get_INT32 (GrB_Matrix object, int32_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Matrix_get_SIZE (GrB_Matrix object, size_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Matrix_get_VOID (GrB_Matrix object, void *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Matrix_set_Scalar (GrB_Matrix object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Matrix_set_String (GrB_Matrix object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Matrix_set_INT32 (GrB_Matrix object, int32_t value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Matrix_set_VOID (GrB_Matrix object, void *value,
    GrB_Field field, size_t size) ;

GB_PUBLIC GrB_Info GrB_UnaryOp_get_Scalar (GrB_UnaryOp object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_get_String (GrB_UnaryOp object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_get_INT32 (GrB_UnaryOp object, int32_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_get_SIZE (GrB_UnaryOp object, size_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_get_VOID (GrB_UnaryOp object, void *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_set_Scalar (GrB_UnaryOp object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_set_String (GrB_UnaryOp object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_set_INT32 (GrB_UnaryOp object, int32_t value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_UnaryOp_set_VOID (GrB_UnaryOp object, void *value,
    GrB_Field field, size_t size) ;

GB_PUBLIC GrB_Info GrB_IndexUnaryOp_get_Scalar (GrB_IndexUnaryOp object,
    GrB_Scalar value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_get_String (GrB_IndexUnaryOp object,
    char *value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_get_INT32 (GrB_IndexUnaryOp object,
    int32_t *value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_get_SIZE (GrB_IndexUnaryOp object,
    size_t *value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_get_VOID (GrB_IndexUnaryOp object,
    void *value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_set_Scalar (GrB_IndexUnaryOp object,
    GrB_Scalar value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_set_String (GrB_IndexUnaryOp object,
    char *value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_set_INT32 (GrB_IndexUnaryOp object,
    int32_t value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_IndexUnaryOp_set_VOID (GrB_IndexUnaryOp object,
    void *value, GrB_Field field, size_t size) ;

GB_PUBLIC GrB_Info GrB_BinaryOp_get_Scalar (GrB_BinaryOp object,
    GrB_Scalar value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_get_String (GrB_BinaryOp object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_get_INT32 (GrB_BinaryOp object, int32_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_get_SIZE (GrB_BinaryOp object, size_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_get_VOID (GrB_BinaryOp object, void *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_set_Scalar (GrB_BinaryOp object,
    GrB_Scalar value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_set_String (GrB_BinaryOp object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_set_INT32 (GrB_BinaryOp object, int32_t value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_BinaryOp_set_VOID (GrB_BinaryOp object, void *value,
    GrB_Field field, size_t size) ;

GB_PUBLIC GrB_Info GrB_Monoid_get_Scalar (GrB_Monoid object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Monoid_get_String (GrB_Monoid object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Monoid_get_INT32 (GrB_Monoid object, int32_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Monoid_get_SIZE (GrB_Monoid object, size_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Monoid_get_VOID (GrB_Monoid object, void *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Monoid_set_Scalar (GrB_Monoid object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Monoid_set_String (GrB_Monoid object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Monoid_set_INT32 (GrB_Monoid object, int32_t value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Monoid_set_VOID (GrB_Monoid object, void *value,
    GrB_Field field, size_t size) ;

GB_PUBLIC GrB_Info GrB_Semiring_get_Scalar (GrB_Semiring object,
    GrB_Scalar value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Semiring_get_String (GrB_Semiring object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Semiring_get_INT32 (GrB_Semiring object, int32_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Semiring_get_SIZE (GrB_Semiring object, size_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Semiring_get_VOID (GrB_Semiring object, void *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Semiring_set_Scalar (GrB_Semiring object,
    GrB_Scalar value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Semiring_set_String (GrB_Semiring object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Semiring_set_INT32 (GrB_Semiring object, int32_t value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Semiring_set_VOID (GrB_Semiring object, void *value,
    GrB_Field field, size_t size) ;

GB_PUBLIC GrB_Info GrB_Descriptor_get_Scalar (GrB_Descriptor object,
    GrB_Scalar value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Descriptor_get_String (GrB_Descriptor object,
    char *value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Descriptor_get_INT32 (GrB_Descriptor object,
    int32_t *value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Descriptor_get_SIZE (GrB_Descriptor object,
    size_t *value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Descriptor_get_VOID (GrB_Descriptor object, void *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Descriptor_set_Scalar (GrB_Descriptor object,
    GrB_Scalar value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Descriptor_set_String (GrB_Descriptor object,
    char *value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Descriptor_set_INT32 (GrB_Descriptor object,
    int32_t value, GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Descriptor_set_VOID (GrB_Descriptor object, void *value,
    GrB_Field field, size_t size) ;

GB_PUBLIC GrB_Info GrB_Type_get_Scalar (GrB_Type object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Type_get_String (GrB_Type object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Type_get_INT32 (GrB_Type object, int32_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Type_get_SIZE (GrB_Type object, size_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Type_get_VOID (GrB_Type object, void *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Type_set_Scalar (GrB_Type object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Type_set_String (GrB_Type object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Type_set_INT32 (GrB_Type object, int32_t value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Type_set_VOID (GrB_Type object, void *value,
    GrB_Field field, size_t size) ;

GB_PUBLIC GrB_Info GrB_Global_get_Scalar (GrB_Global object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Global_get_String (GrB_Global object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Global_get_INT32 (GrB_Global object, int32_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Global_get_SIZE (GrB_Global object, size_t *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Global_get_VOID (GrB_Global object, void *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Global_set_Scalar (GrB_Global object, GrB_Scalar value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Global_set_String (GrB_Global object, char *value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Global_set_INT32 (GrB_Global object, int32_t value,
    GrB_Field field) ;
GB_PUBLIC GrB_Info GrB_Global_set_VOID (GrB_Global object, void *value,
    GrB_Field field, size_t size) ;

#if GxB_STDC_VERSION >= 201112L
/* the get method for one kind of object, chosen by the type of value */
#define GB_GET_CASES(Object,value)                                      \
    _Generic ((value),                                                  \
        GrB_Scalar : GB_PASTE4 (Object, _get_Scalar, , ),               \
        char *     : GB_PASTE4 (Object, _get_String, , ),               \
        int32_t *  : GB_PASTE4 (Object, _get_INT32,  , ),               \
        size_t *   : GB_PASTE4 (Object, _get_SIZE,   , ),               \
        void *     : GB_PASTE4 (Object, _get_VOID,   , ))
/* the set method for one kind of object, chosen by the type of value */
#define GB_SET_CASES(Object,value)                                      \
    _Generic ((value),                                                  \
        GrB_Scalar : GB_PASTE4 (Object, _set_Scalar, , ),               \
        char *     : GB_PASTE4 (Object, _set_String, , ),               \
        int32_t    : GB_PASTE4 (Object, _set_INT32,  , ),               \
        void *     : GB_PASTE4 (Object, _set_VOID,   , ))
#define GrB_get(object,value,...)                                       \
    _Generic ((object),                                                 \
        GrB_Scalar       : GB_GET_CASES (GrB_Scalar, value),            \
        GrB_Vector       : GB_GET_CASES (GrB_Vector, value),            \
        GrB_Matrix       : GB_GET_CASES (GrB_Matrix, value),            \
        GrB_UnaryOp      : GB_GET_CASES (GrB_UnaryOp, value),           \
        GrB_IndexUnaryOp : GB_GET_CASES (GrB_IndexUnaryOp, value),      \
        GrB_BinaryOp     : GB_GET_CASES (GrB_BinaryOp, value),          \
        GrB_Monoid       : GB_GET_CASES (GrB_Monoid, value),            \
        GrB_Semiring     : GB_GET_CASES (GrB_Semiring, value),          \
        GrB_Type         : GB_GET_CASES (GrB_Type, value),              \
        GrB_Descriptor   : GB_GET_CASES (GrB_Descriptor, value),        \
        GrB_Global       : GB_GET_CASES (GrB_Global, value))            \
    (object, value, __VA_ARGS__)
#define GrB_set(object,value,...)                                       \
    _Generic ((object),                                                 \
        GrB_Scalar       : GB_SET_CASES (GrB_Scalar, value),            \
        GrB_Vector       : GB_SET_CASES (GrB_Vector, value),            \
        GrB_Matrix       : GB_SET_CASES (GrB_Matrix, value),            \
        GrB_UnaryOp      : GB_SET_CASES (GrB_UnaryOp, value),           \
        GrB_IndexUnaryOp : GB_SET_CASES (GrB_IndexUnaryOp, value),      \
        GrB_BinaryOp     : GB_SET_CASES (GrB_BinaryOp, value),          \
        GrB_Monoid       : GB_SET_CASES (GrB_Monoid, value),            \
        GrB_Semiring     : GB_SET_CASES (GrB_Semiring, value),          \
        GrB_Type         : GB_SET_CASES (GrB_Type, value),              \
        GrB_Descriptor   : GB_SET_CASES (GrB_Descriptor, value),        \
        GrB_Global       : GB_SET_CASES (GrB_Global, value))            \
    (object, value, __VA_ARGS__)
#endif

/*============================================================================*
 * Internal entry points kept for binary compatibility
 *============================================================================*
 * Not part of the API; do not call them.  They are exported because
 * programs compiled against SuiteSparse:GraphBLAS 7.x reference them:
 *   GB_SelectOp_new    the expansion of the GxB_SelectOp_new macro
 *   GB_Type_new, GB_UnaryOp_new, GB_BinaryOp_new
 *                      what the GrB_Type_new, GrB_UnaryOp_new and
 *                      GrB_BinaryOp_new macros expanded to in earlier
 *                      releases (SuiteSparse 7.4 still exports them)
 *   GB_Global_GrB_init_called_set
 *                      lets a test call GrB_init again after GrB_finalize
 *                      (the LAGraph test suite declares and uses it)
 *   GxB_FLIPDIAGINDEX_INT32/_INT64
 *                      exported by SuiteSparse 7.4 although not declared in
 *                      its header (z = i-(j+y), used internally by select)
 */

GB_PUBLIC GrB_Info GB_SelectOp_new (GxB_SelectOp *selectop,
    GxB_select_function function, GrB_Type xtype, GrB_Type ttype,
    const char *name) ;
GB_PUBLIC GrB_Info GB_Type_new (GrB_Type *type, size_t sizeof_ctype,
    const char *type_name) ;
GB_PUBLIC GrB_Info GB_UnaryOp_new (GrB_UnaryOp *unaryop,
    GxB_unary_function function, GrB_Type ztype, GrB_Type xtype,
    const char *unop_name) ;
GB_PUBLIC GrB_Info GB_BinaryOp_new (GrB_BinaryOp *binaryop,
    GxB_binary_function function, GrB_Type ztype, GrB_Type xtype,
    GrB_Type ytype, const char *binop_name) ;
GB_PUBLIC void GB_Global_GrB_init_called_set (bool GrB_init_called) ;
GB_PUBLIC GrB_IndexUnaryOp
    GxB_FLIPDIAGINDEX_INT32, GxB_FLIPDIAGINDEX_INT64 ;

#ifdef __cplusplus
}
#endif

#endif /* GRAPHBLAS_H */
