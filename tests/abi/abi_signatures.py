#!/usr/bin/env python3
"""abi_signatures: compare the C signatures of every function, the types of
every predefined object and every public typedef between our GraphBLAS.h and
SuiteSparse:GraphBLAS 7.4's.

Generates a C++ program that prints, one per line,
  fn NAME <type of &NAME>          every function of functions.txt
  obj NAME <type of &NAME>         every object of objects.txt
  type NAME <type NAME>            every typedef (ours and types.txt)
using typeid (demangled).  Because the opaque struct tags, enum names and
complex types are the same in both headers, equal strings mean the same
parameter types, constness (except top-level const of by-value parameters,
which is not part of a function's type or ABI) and return type.  The program
is compiled against both headers and the outputs are compared; the spec 2.1
functions and types are expected only in ours.  Exit 0, 1, or 77 (skip).
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
#include <cstdio>
#include <cstdlib>
#include <typeinfo>
#if defined (__GNUC__) || defined (__clang__)
#include <cxxabi.h>
#endif

static void abi_print (const char *kind, const char *name, const std::type_info &t)
{
    const char *s = t.name () ;
    char *d = NULL ;
#if defined (__GNUC__) || defined (__clang__)
    int status = 0 ;
    d = abi::__cxa_demangle (s, NULL, NULL, &status) ;
    if (status == 0 && d != NULL) s = d ;
#endif
    std::printf ("%s %s %s\n", kind, name, s) ;
    std::free (d) ;
}

int main ()
{
'''


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--cxx', default='c++', help='C++ compiler')
    ap.add_argument('--ours', required=True, help='path of our include/GraphBLAS.h')
    ap.add_argument('--suitesparse', default='/usr/include/GraphBLAS.h',
                    help="path of SuiteSparse:GraphBLAS 7.4's GraphBLAS.h")
    ap.add_argument('--workdir', default='abi_signatures.work')
    ap.add_argument('--data', default=ac.HERE, help='directory of the data files')
    args = ap.parse_args()

    ac.check_reference(args.suitesparse, 'abi_signatures')
    os.makedirs(args.workdir, exist_ok=True)

    parsed = ac.parse_header(args.ours)
    fns = ac.read_sections(os.path.join(args.data, 'functions.txt'))
    objs = ac.read_sections(os.path.join(args.data, 'objects.txt'))
    types = ac.read_sections(os.path.join(args.data, 'types.txt'))

    ours_only = set(ac.names_of(fns, 'spec-2.1') + ac.names_of(objs, 'spec-2.1')
                    + ac.names_of(types, 'spec-2.1'))
    fn_names = ac.names_of(fns, 'suitesparse-7.4', 'internal-lagraph', 'internal-compat',
                           'spec-2.1')
    obj_names = ac.names_of(objs, 'suitesparse-7.4', 'spec-2.1')
    type_names = []
    for n in parsed['typedefs'] + ac.names_of(types, 'suitesparse-7.4', 'spec-2.1'):
        if n not in type_names:
            type_names.append(n)

    body = []

    def guarded(name, code):
        if name in ours_only:
            body.append('#ifndef ABI_SUITESPARSE')
        body.append(code)
        if name in ours_only:
            body.append('#endif')

    # '&NAME' is not a call, so function-like macros of the same name
    # (GrB_Type_new, the iterator methods, ...) do not expand here.
    for n in fn_names:
        guarded(n, '    abi_print ("fn", "%s", typeid (decltype (&%s))) ;' % (n, n))
    for n in obj_names:
        guarded(n, '    abi_print ("obj", "%s", typeid (decltype (&%s))) ;' % (n, n))
    for n in type_names:
        guarded(n, '    abi_print ("type", "%s", typeid (%s)) ;' % (n, n))
    body.append('    return 0 ;\n}')

    src = os.path.join(args.workdir, 'abi_signatures.cpp')
    with open(src, 'w') as f:
        f.write(PRELUDE + '\n'.join(body) + '\n')

    reports = {}
    for label, header, extra in (('ours', args.ours, []),
                                 ('SuiteSparse', args.suitesparse, ['-DABI_SUITESPARSE'])):
        inc = ac.include_dir(header, args.workdir, label)
        exe = os.path.join(args.workdir, 'abi_signatures_' + label)
        cmd = [args.cxx, '-std=c++11', '-w', '-I' + inc, '-I' + args.data] + extra + [src, '-o', exe]
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

    print('abi_signatures: %d functions, %d objects, %d types'
          % (len(fn_names), len(obj_names), len(type_names)))
    nfail = ac.compare_reports(reports['ours'], reports['SuiteSparse'], ours_only, set(),
                               'abi_signatures')
    return 1 if nfail else 0


if __name__ == '__main__':
    sys.exit(main())
