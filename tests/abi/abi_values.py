#!/usr/bin/env python3
"""abi_values: compare the values of the API between our GraphBLAS.h and
SuiteSparse:GraphBLAS 7.4's.

Generates one C11 program that prints, one per line:
  const NAME VALUE (TYPE)      every enum value and object-like #define of the
                               API (from our header and constants.txt)
  type NAME size=S int=T       every public typedef: its size, and for enums
                               the integer type it is compatible with
  obj NAME size=S type=T       every predefined object (objects.txt): its size
                               and its declared type (by struct tag)
  iter FIELD off=O size=S type=T   the layout of struct GB_Iterator_opaque
  extra ...                    GxB_VERSION, GxB_CMPLX, GxB_CMPLXF
compiles it against both headers, runs both and compares the outputs.  Names
added from the C API 2.1 are expected only in ours; a few strings (about and
license texts) are expected to differ.  Exit 0 when the reports agree, 1 when
they do not, 77 (skip) when SuiteSparse's header is not installed.
"""

import argparse
import os
import sys

sys.dont_write_bytecode = True     # keep the source tree clean
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import abi_common as ac   # noqa: E402

PRELUDE = r'''
#include <GraphBLAS.h>
#ifdef ABI_SUITESPARSE
#include "suitesparse_extra.h"
#endif
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* name of the C type of an expression */
#define ABI_TYPE(x) _Generic ((x),                                          \
    _Bool: "bool", char: "char", signed char: "schar",                    \
    unsigned char: "uchar", short: "short", unsigned short: "ushort",     \
    int: "int", unsigned: "uint", long: "long", unsigned long: "ulong",   \
    long long: "llong", unsigned long long: "ullong",                     \
    float: "float", double: "double", long double: "ldouble",             \
    float _Complex: "fcomplex", double _Complex: "dcomplex",              \
    char *: "char*", const char *: "const char*", void *: "void*",        \
    const void *: "const void*",                                          \
    const long *: "const long*", const signed char *: "const schar*",     \
    default: "other")

/* name of the declared type of an object, from the address of the object */
#define ABI_OBJ_TYPE(p) _Generic ((p),                                        \
    struct GB_Type_opaque **: "GrB_Type",                                   \
    struct GB_UnaryOp_opaque **: "GrB_UnaryOp",                             \
    struct GB_BinaryOp_opaque **: "GrB_BinaryOp",                           \
    struct GB_SelectOp_opaque **: "GxB_SelectOp",                           \
    struct GB_IndexUnaryOp_opaque **: "GrB_IndexUnaryOp",                   \
    struct GB_Monoid_opaque **: "GrB_Monoid",                               \
    struct GB_Semiring_opaque **: "GrB_Semiring",                           \
    struct GB_Descriptor_opaque **: "GrB_Descriptor",                       \
    struct GB_Global_opaque **: "GrB_Global",                               \
    struct GB_Type_opaque * const *: "const GrB_Type",                      \
    struct GB_UnaryOp_opaque * const *: "const GrB_UnaryOp",                \
    struct GB_BinaryOp_opaque * const *: "const GrB_BinaryOp",              \
    struct GB_SelectOp_opaque * const *: "const GxB_SelectOp",              \
    struct GB_IndexUnaryOp_opaque * const *: "const GrB_IndexUnaryOp",      \
    struct GB_Monoid_opaque * const *: "const GrB_Monoid",                  \
    struct GB_Semiring_opaque * const *: "const GrB_Semiring",              \
    struct GB_Descriptor_opaque * const *: "const GrB_Descriptor",          \
    struct GB_Global_opaque * const *: "const GrB_Global",                  \
    const double *: "const double",                                         \
    double *: "double",                                                     \
    const GxB_Format_Value *: "const GxB_Format_Value",                     \
    GxB_Format_Value *: "GxB_Format_Value",                                 \
    const uint64_t **: "const uint64_t *",                                  \
    const uint64_t * const *: "const uint64_t * const",                     \
    default: "other")

/* integer type an enum type is compatible with */
#define ABI_INT_TYPE(T) _Generic ((T) 0,                                      \
    int: "int", unsigned: "uint", long: "long", unsigned long: "ulong",   \
    long long: "llong", unsigned long long: "ullong", default: "-")

static void abi_i (const char *n, const char *t, long long v)
{ printf ("const %s %lld (%s)\n", n, v, t) ; }
static void abi_u (const char *n, const char *t, unsigned long long v)
{ printf ("const %s %llu (%s)\n", n, v, t) ; }
static void abi_d (const char *n, const char *t, long double v)
{ printf ("const %s %.21Lg (%s)\n", n, v, t) ; }
static void abi_p (const char *n, const char *t, const void *v)
{ printf ("const %s %s (%s)\n", n, v ? "<non-null pointer>" : "NULL", t) ; }
static void abi_s (const char *n, const char *t, const char *v)
{
    printf ("const %s \"", n) ;
    for ( ; *v ; v++)
    {
        if (*v == '\n') printf ("\\n") ;
        else if (*v == '"' || *v == '\\') printf ("\\%c", *v) ;
        else putchar (*v) ;
    }
    printf ("\" (%s)\n", t) ;
}
static void abi_x (const char *n, const char *t, ...)
{ printf ("const %s <value of type %s>\n", n, t) ; }

#define ABI_VALUE(n,x) _Generic ((x),                                         \
    _Bool: abi_i, char: abi_i, signed char: abi_i, short: abi_i, int: abi_i, \
    long: abi_i, long long: abi_i,                                        \
    unsigned char: abi_u, unsigned short: abi_u, unsigned: abi_u,         \
    unsigned long: abi_u, unsigned long long: abi_u,                      \
    float: abi_d, double: abi_d, long double: abi_d,                      \
    char *: abi_s, const char *: abi_s,                                   \
    void *: abi_p, const void *: abi_p,                                   \
    default: abi_x) (n, ABI_TYPE (x), x)

#define ABI_STR2(x) #x
#define ABI_STR(x) ABI_STR2(x)

int main (void)
{
'''


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--cc', default='cc', help='C compiler')
    ap.add_argument('--ours', required=True, help='path of our include/GraphBLAS.h')
    ap.add_argument('--suitesparse', default='/usr/include/GraphBLAS.h',
                    help="path of SuiteSparse:GraphBLAS 7.4's GraphBLAS.h")
    ap.add_argument('--workdir', default='abi_values.work')
    ap.add_argument('--data', default=ac.HERE, help='directory of the data files')
    args = ap.parse_args()

    ac.check_reference(args.suitesparse, 'abi_values')
    os.makedirs(args.workdir, exist_ok=True)

    parsed = ac.parse_header(args.ours)
    consts = ac.read_sections(os.path.join(args.data, 'constants.txt'))
    types = ac.read_sections(os.path.join(args.data, 'types.txt'))
    objs = ac.read_sections(os.path.join(args.data, 'objects.txt'))

    ours_only = set(ac.names_of(consts, 'spec-2.1') + ac.names_of(types, 'spec-2.1')
                    + ac.names_of(objs, 'spec-2.1'))
    differ = set(ac.names_of(consts, 'differs'))

    # constants: ours (enum values, API macros) + the 7.4 list + the additions
    names = []
    for _, cs in parsed['enums']:
        names += cs
    names += ac.api_macros(parsed)
    names += ac.names_of(consts, 'suitesparse-7.4', 'spec-2.1')
    seen = set()
    const_names = [n for n in names if not (n in seen or seen.add(n))]

    type_names = []
    for n in parsed['typedefs'] + ac.names_of(types, 'suitesparse-7.4', 'spec-2.1'):
        if n not in type_names:
            type_names.append(n)
    enum_types = set(t for t, _ in parsed['enums'])
    obj_names = ac.names_of(objs, 'suitesparse-7.4', 'spec-2.1')

    body = []

    def guarded(name, code):
        if name in ours_only:
            body.append('#ifndef ABI_SUITESPARSE')
        body.append(code)
        if name in ours_only:
            body.append('#endif')

    for n in const_names:
        fl, mbody = parsed['macros'].get(n, (False, None))
        if mbody == '':
            # an empty macro (e.g. GxB_SUITESPARSE_GRAPHBLAS): only its presence
            guarded(n, '#ifdef %s\n    printf ("const %s <defined> \\"%%s\\"\\n", ABI_STR (%s)) ;\n'
                       '#else\n    printf ("const %s <undefined>\\n") ;\n#endif' % (n, n, n, n))
        else:
            guarded(n, '    ABI_VALUE ("%s", (%s)) ;' % (n, n))
    for t in type_names:
        it = 'ABI_INT_TYPE (%s)' % t if t in enum_types or t in ac.names_of(types, 'suitesparse-7.4') else '"-"'
        guarded(t, '    printf ("type %s size=%%zu int=%%s\\n", sizeof (%s), %s) ;' % (t, t, it))
    for o in obj_names:
        guarded(o, '    printf ("obj %s size=%%zu type=%%s\\n", sizeof (%s), ABI_OBJ_TYPE (&%s)) ;'
                % (o, o, o))
    body.append('    printf ("iter struct size=%zu\\n", sizeof (struct GB_Iterator_opaque)) ;')
    for f in parsed['iterator_fields']:
        body.append('    printf ("iter %s off=%%zu size=%%zu type=%%s\\n", '
                    'offsetof (struct GB_Iterator_opaque, %s), '
                    'sizeof (((struct GB_Iterator_opaque *) 0)->%s), '
                    'ABI_TYPE (((struct GB_Iterator_opaque *) 0)->%s)) ;' % (f, f, f, f))
    body.append(r'''    printf ("extra GxB_VERSION(7,4,0) %llu\n", (unsigned long long) GxB_VERSION (7,4,0)) ;
    printf ("extra GxB_VERSION(2,1,3)-type %s\n", ABI_TYPE (GxB_VERSION (2,1,3))) ;
    {
        GxB_FC64_t z = GxB_CMPLX (1.5, -2.25) ;
        GxB_FC32_t w = GxB_CMPLXF (0.5f, 4.0f) ;
        double zr [2] ; float wr [2] ;
        memcpy (zr, &z, sizeof (zr)) ; memcpy (wr, &w, sizeof (wr)) ;
        printf ("extra GxB_CMPLX(1.5,-2.25) %g %g (%s)\n", zr [0], zr [1], ABI_TYPE (GxB_CMPLX (1.5, -2.25))) ;
        printf ("extra GxB_CMPLXF(0.5,4) %g %g (%s)\n", wr [0], wr [1], ABI_TYPE (GxB_CMPLXF (0.5f, 4.0f))) ;
    }
    return (0) ;
}''')
    src = os.path.join(args.workdir, 'abi_values.c')
    with open(src, 'w') as f:
        f.write(PRELUDE + '\n'.join(body) + '\n')

    reports = {}
    for label, header, extra in (('ours', args.ours, []),
                                 ('SuiteSparse', args.suitesparse, ['-DABI_SUITESPARSE'])):
        inc = ac.include_dir(header, args.workdir, label)
        exe = os.path.join(args.workdir, 'abi_values_' + label)
        cmd = [args.cc, '-std=c11', '-w', '-I' + inc, '-I' + args.data] + extra + [src, '-o', exe, '-lm']
        rc, out, err = ac.run(cmd)
        if rc != 0:
            ac.compile_failed(label, cmd, err)
            return 1
        rc, out, err = ac.run([exe])
        if rc != 0:
            print('FAIL: %s exited with %d\n%s' % (exe, rc, err))
            return 1
        with open(os.path.join(args.workdir, 'report_' + label + '.txt'), 'w') as f:
            f.write(out)
        reports[label] = ac.parse_report(out)

    print('abi_values: %d constants, %d types, %d objects, %d iterator fields'
          % (len(const_names), len(type_names), len(obj_names), len(parsed['iterator_fields'])))
    nfail = ac.compare_reports(reports['ours'], reports['SuiteSparse'], ours_only, differ,
                               'abi_values')
    return 1 if nfail else 0


if __name__ == '__main__':
    sys.exit(main())
