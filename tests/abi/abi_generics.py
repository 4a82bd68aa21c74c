#!/usr/bin/env python3
"""abi_generics: check that the polymorphic (_Generic) macros, and the other
function-like macros of the API, call the same functions with our
GraphBLAS.h as with SuiteSparse:GraphBLAS 7.4's.

Generates one C11 file with one small function per case: a call of a macro
(GrB_assign, GrB_free, GrB_Matrix_setElement, ..., GxB_rowIterator_nextRow,
GrB_Type_new, ...) with arguments of given C types, for every type each macro
accepts plus types it must reject or send to its default.  The file is
compiled to assembly against each header; for each case the functions it
calls and the string literals it uses are read from the assembly (a case that
does not compile is recorded as an error).  The two results must be equal,
case by case.  The GrB_get / GrB_set macros (C API 2.1, not in 7.4) are
checked against the expected function names, with our header only.
Exit 0, 1, or 77 (skip) when SuiteSparse's header is not installed.
"""

import argparse
import os
import re
import sys

sys.dont_write_bytecode = True     # keep the source tree clean
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import abi_common as ac   # noqa: E402

# C types of the 13 built-in types, and the user-defined "type" void *
BUILTIN = ['bool', 'int8_t', 'int16_t', 'int32_t', 'int64_t', 'uint8_t', 'uint16_t',
           'uint32_t', 'uint64_t', 'float', 'double', 'GxB_FC32_t', 'GxB_FC64_t']

# probe types for arguments passed by value
VALUE = BUILTIN + ['void *', 'const void *',
                   'char', 'long long', 'unsigned long long', 'long double', 'char *',
                   'const bool', 'const int32_t', 'const double', 'const GxB_FC64_t',
                   'GrB_Scalar', 'const GrB_Scalar', 'GrB_Vector', 'GrB_Matrix',
                   'GrB_Index *', 'const GrB_Index *']

# probe types for arguments passed by pointer
POINTER = ([t + ' *' for t in BUILTIN] + ['const %s *' % t for t in BUILTIN]
           + ['void *', 'const void *', 'char *', 'long long *', 'unsigned long long *',
              'long double *', 'int **', 'GrB_Scalar', 'GrB_Vector'])

# GraphBLAS objects (by value), with const variants
OBJECTS = ['GrB_Type', 'GrB_UnaryOp', 'GrB_BinaryOp', 'GxB_SelectOp', 'GrB_IndexUnaryOp',
           'GrB_Monoid', 'GrB_Semiring', 'GrB_Scalar', 'GrB_Vector', 'GrB_Matrix',
           'GrB_Descriptor', 'GxB_Iterator']
OBJECTS_C = OBJECTS + ['const ' + t for t in OBJECTS] + ['int', 'double *']

PRELUDE = r'''
#include <GraphBLAS.h>
#ifdef ABI_SUITESPARSE
#include "suitesparse_extra.h"
#endif

/* arguments whose type does not matter for the dispatch */
static GrB_Matrix A_, C_, M_ ;
static GrB_Vector u_, w_, m_ ;
static GrB_BinaryOp acc_, binop_ ;
static GrB_UnaryOp unop_ ;
static GrB_IndexUnaryOp idxop_ ;
static GxB_SelectOp selop_ ;
static GrB_Monoid mon_ ;
static GrB_Semiring sr_ ;
static GrB_Descriptor d_ ;
static GrB_Type type_ ;
static GrB_Scalar s_ ;
static GrB_Index i_, j_, n_, *I_, *J_ ;
static GrB_Format fmt_ ;
static GxB_Iterator it_ ;
static GxB_Print_Level pr_ ;
static FILE *f_ ;
static const char *err_ ;
static void unary_f_ (void *z, const void *x) { (void) z ; (void) x ; }
static void binary_f_ (void *z, const void *x, const void *y) { (void) z ; (void) x ; (void) y ; }
static void index_f_ (void *z, const void *x, GrB_Index i, GrB_Index j, const void *y)
{ (void) z ; (void) x ; (void) i ; (void) j ; (void) y ; }
static bool select_f_ (GrB_Index i, GrB_Index j, const void *x, const void *t)
{ (void) i ; (void) j ; (void) x ; (void) t ; return true ; }
'''


def tname(t):
    """A short, header-independent name for a probe type."""
    return t.replace(' ', '')


def build_cases():
    cases = []   # (key, [decl, ...], call, expected or None)

    def add(key, decls, call, expect=None):
        cases.append((key, decls, call, expect))

    # element-wise typed methods: the value x, or the pointer x
    for t in POINTER:
        d = ['%s x' % t]
        add('GrB_Matrix_build X=' + tname(t), d, 'GrB_Matrix_build (C_, I_, J_, x, n_, binop_)')
        add('GrB_Vector_build X=' + tname(t), d, 'GrB_Vector_build (w_, I_, x, n_, binop_)')
        add('GrB_Matrix_extractTuples X=' + tname(t), d,
            'GrB_Matrix_extractTuples (I_, J_, x, &n_, A_)')
        add('GrB_Vector_extractTuples X=' + tname(t), d, 'GrB_Vector_extractTuples (I_, x, &n_, u_)')
        add('GrB_Matrix_extractElement x=' + tname(t), d, 'GrB_Matrix_extractElement (x, A_, i_, j_)')
        add('GrB_Vector_extractElement x=' + tname(t), d, 'GrB_Vector_extractElement (x, u_, i_)')
        add('GrB_Scalar_extractElement x=' + tname(t), d, 'GrB_Scalar_extractElement (x, s_)')
        add('GxB_Scalar_extractElement x=' + tname(t), d, 'GxB_Scalar_extractElement (x, s_)')
        add('GrB_Matrix_import Ax=' + tname(t), d,
            'GrB_Matrix_import (&A_, type_, n_, n_, I_, J_, x, n_, n_, n_, fmt_)')
        add('GrB_Matrix_export Ax=' + tname(t), d,
            'GrB_Matrix_export (I_, J_, x, &n_, &n_, &n_, fmt_, A_)')
        for kind, obj in (('Vector', 'u_'), ('Matrix', 'A_')):
            for op in ('mon_', 'binop_'):
                add('GrB_reduce %s-to-scalar c=%s op=%s' % (kind, tname(t), op), d,
                    'GrB_reduce (x, acc_, %s, %s, d_)' % (op, obj))
    for t in VALUE:
        d = ['%s x' % t]
        add('GrB_Matrix_setElement x=' + tname(t), d, 'GrB_Matrix_setElement (C_, x, i_, j_)')
        add('GrB_Vector_setElement x=' + tname(t), d, 'GrB_Vector_setElement (w_, x, i_)')
        add('GrB_Scalar_setElement x=' + tname(t), d, 'GrB_Scalar_setElement (s_, x)')
        add('GxB_Scalar_setElement x=' + tname(t), d, 'GxB_Scalar_setElement (s_, x)')
        add('GrB_Monoid_new identity=' + tname(t), d, 'GrB_Monoid_new (&mon_, binop_, x)')
        add('GxB_Monoid_terminal_new identity=' + tname(t), d,
            'GxB_Monoid_terminal_new (&mon_, binop_, x, x)')
        for C, A in (('w_', 'u_'), ('C_', 'A_')):
            kind = 'Vector' if C == 'w_' else 'Matrix'
            M = 'm_' if C == 'w_' else 'M_'
            add('GrB_apply %s binop x=%s' % (kind, tname(t)), d,
                'GrB_apply (%s, %s, acc_, binop_, x, %s, d_)' % (C, M, A))
            add('GrB_apply %s binop y=%s' % (kind, tname(t)), d,
                'GrB_apply (%s, %s, acc_, binop_, %s, x, d_)' % (C, M, A))
            add('GrB_apply %s idxop y=%s' % (kind, tname(t)), d,
                'GrB_apply (%s, %s, acc_, idxop_, %s, x, d_)' % (C, M, A))
            add('GrB_select %s y=%s' % (kind, tname(t)), d,
                'GrB_select (%s, %s, acc_, idxop_, %s, x, d_)' % (C, M, A))
        for name in ('GrB_assign', 'GxB_subassign'):
            add('%s Vector src=%s' % (name, tname(t)), d,
                '%s (w_, m_, acc_, x, I_, n_, d_)' % name)
            add('%s Matrix src=%s' % (name, tname(t)), d,
                '%s (C_, M_, acc_, x, I_, n_, J_, n_, d_)' % name)
    for name in ('GrB_assign', 'GxB_subassign'):
        for u in ('GrB_Vector', 'const GrB_Vector'):
            for a5, rest in (('GrB_Index *', 'n_, j_, d_'), ('const GrB_Index *', 'n_, j_, d_'),
                             ('GrB_Index', 'J_, n_, d_'), ('int', 'J_, n_, d_')):
                add('%s Matrix src=%s arg5=%s' % (name, tname(u), tname(a5)),
                    ['%s x' % u, '%s y' % a5],
                    '%s (C_, M_, acc_, x, y, %s)' % (name, rest))
    # operations dispatched on the kind of operator
    OPS = ['GrB_Semiring', 'GrB_Monoid', 'GrB_BinaryOp', 'const GrB_Semiring',
           'const GrB_Monoid', 'const GrB_BinaryOp', 'GrB_UnaryOp', 'GrB_IndexUnaryOp']
    for op in OPS:
        d = ['%s op' % op]
        for C, M, A, B in (('w_', 'm_', 'u_', 'u_'), ('C_', 'M_', 'A_', 'A_')):
            kind = 'Vector' if C == 'w_' else 'Matrix'
            add('GrB_eWiseAdd %s op=%s' % (kind, tname(op)), d,
                'GrB_eWiseAdd (%s, %s, acc_, op, %s, %s, d_)' % (C, M, A, B))
            add('GrB_eWiseMult %s op=%s' % (kind, tname(op)), d,
                'GrB_eWiseMult (%s, %s, acc_, op, %s, %s, d_)' % (C, M, A, B))
            add('GrB_apply %s op=%s' % (kind, tname(op)), d,
                'GrB_apply (%s, %s, acc_, op, %s, d_)' % (C, M, A))
        add('GrB_kronecker op=' + tname(op), d, 'GrB_kronecker (C_, M_, acc_, op, A_, A_, d_)')
        add('GrB_reduce to-vector op=' + tname(op), d, 'GrB_reduce (w_, m_, acc_, op, A_, d_)')
    # operations dispatched on the output (and input) containers
    CONT = ['GrB_Vector', 'GrB_Matrix', 'const GrB_Vector', 'const GrB_Matrix', 'GrB_Scalar']
    for t in CONT:
        d = ['%s C' % t]
        add('GxB_eWiseUnion C=' + tname(t), d,
            'GxB_eWiseUnion (C, NULL, acc_, binop_, C, s_, C, s_, d_)')
        add('GxB_select C=' + tname(t), d, 'GxB_select (C, NULL, acc_, selop_, C, s_, d_)')
        add('GxB_resize C=' + tname(t), d, 'GxB_resize (C, n_, n_)')
        add('GxB_sort C=' + tname(t), d, 'GxB_sort (C, C, binop_, C, d_)')
        for a in CONT:
            add('GrB_extract C=%s A=%s' % (tname(t), tname(a)), d + ['%s A' % a],
                'GrB_extract (C, NULL, acc_, A, I_, n_, J_, n_, d_)')
    # methods dispatched on any object
    for t in OBJECTS_C:
        d = ['%s obj' % t]
        add('GrB_free obj=' + tname(t), d, 'GrB_free (&obj)')
        add('GrB_wait obj=' + tname(t), d, 'GrB_wait (obj, GrB_MATERIALIZE)')
        add('GrB_error obj=' + tname(t), d, 'GrB_error (&err_, obj)')
        add('GxB_fprint obj=' + tname(t), d, 'GxB_fprint (obj, pr_, f_)')
        add('GxB_print obj=' + tname(t), d, 'GxB_print (obj, pr_)')
    for t in ['int', 'const int', 'GxB_Option_Field', 'const GxB_Option_Field', 'GrB_Vector',
              'GrB_Matrix', 'GrB_Descriptor', 'const GrB_Vector', 'const GrB_Matrix',
              'const GrB_Descriptor', 'GrB_Desc_Field', 'double']:
        d = ['%s obj' % t, 'int32_t v']
        add('GxB_set obj=' + tname(t), d, 'GxB_set (obj, GxB_FORMAT, 0)')
        add('GxB_get obj=' + tname(t), d, 'GxB_get (obj, GxB_FORMAT, &v)')
    # other function-like macros: names passed as strings, iterators
    add('GrB_Type_new', [], 'GrB_Type_new (&type_, sizeof (double))')
    add('GrB_UnaryOp_new', [], 'GrB_UnaryOp_new (&unop_, unary_f_, type_, type_)')
    add('GrB_BinaryOp_new', [], 'GrB_BinaryOp_new (&binop_, binary_f_, type_, type_, type_)')
    add('GrB_IndexUnaryOp_new', [],
        'GrB_IndexUnaryOp_new (&idxop_, index_f_, type_, type_, type_)')
    add('GxB_SelectOp_new', [], 'GxB_SelectOp_new (&selop_, select_f_, type_, type_)')
    for mac in ('GxB_rowIterator_attach (it_, A_, d_)', 'GxB_rowIterator_kount (it_)',
                'GxB_rowIterator_seekRow (it_, i_)', 'GxB_rowIterator_kseek (it_, i_)',
                'GxB_rowIterator_nextRow (it_)', 'GxB_rowIterator_nextCol (it_)',
                'GxB_rowIterator_getRowIndex (it_)', 'GxB_rowIterator_getColIndex (it_)',
                'GxB_colIterator_attach (it_, A_, d_)', 'GxB_colIterator_kount (it_)',
                'GxB_colIterator_seekCol (it_, j_)', 'GxB_colIterator_kseek (it_, j_)',
                'GxB_colIterator_nextCol (it_)', 'GxB_colIterator_nextRow (it_)',
                'GxB_colIterator_getColIndex (it_)', 'GxB_colIterator_getRowIndex (it_)',
                'GxB_Vector_Iterator_getpmax (it_)', 'GxB_Vector_Iterator_seek (it_, i_)',
                'GxB_Vector_Iterator_next (it_)', 'GxB_Vector_Iterator_getp (it_)',
                'GxB_Vector_Iterator_getIndex (it_)', 'GxB_Iterator_get_UDT (it_, &x)',
                'GxB_Matrix_Iterator_attach (it_, A_, d_)', 'GxB_Matrix_Iterator_next (it_)'):
        add(mac.split()[0], ['double x'], mac)
    for t in BUILTIN:
        suffix = ac.TYPE_SUFFIXES[BUILTIN.index(t)]
        add('GxB_Iterator_get_' + suffix, [], 'GxB_Iterator_get_%s (it_)' % suffix)
    return cases


def build_getset_cases():
    """GrB_get / GrB_set (ours only): the expected function for each case."""
    cases = []
    objs = ['GrB_Scalar', 'GrB_Vector', 'GrB_Matrix', 'GrB_UnaryOp', 'GrB_IndexUnaryOp',
            'GrB_BinaryOp', 'GrB_Monoid', 'GrB_Semiring', 'GrB_Descriptor', 'GrB_Type',
            'GrB_Global']
    gets = [('GrB_Scalar', 'Scalar'), ('char *', 'String'), ('int32_t *', 'INT32'),
            ('size_t *', 'SIZE'), ('void *', 'VOID')]
    sets = [('GrB_Scalar', 'Scalar'), ('char *', 'String'), ('int32_t', 'INT32'),
            ('void *', 'VOID')]
    for o in objs:
        for t, suf in gets:
            cases.append(('GrB_get obj=%s value=%s' % (o, tname(t)), ['%s obj' % o, '%s v' % t],
                          'GrB_get (obj, v, GrB_NAME)', '%s_get_%s' % (o, suf)))
        for t, suf in sets:
            extra = ', sizeof (int)' if suf == 'VOID' else ''
            cases.append(('GrB_set obj=%s value=%s' % (o, tname(t)), ['%s obj' % o, '%s v' % t],
                          'GrB_set (obj, v, GrB_NAME%s)' % extra, '%s_set_%s' % (o, suf)))
    cases.append(('GrB_set obj=GrB_Matrix value=literal-int', ['GrB_Matrix obj'],
                  'GrB_set (obj, GrB_ROWMAJOR, GrB_STORAGE_ORIENTATION_HINT)',
                  'GrB_Matrix_set_INT32'))
    cases.append(('GrB_get obj=GrB_GLOBAL value=int32_t*', ['int32_t v'],
                  'GrB_get (GrB_GLOBAL, &v, GrB_LIBRARY_VER_MAJOR)', 'GrB_Global_get_INT32'))
    return cases


def write_source(path, cases):
    """Write one function per case; returns {case index: (first, last line)}."""
    lines = PRELUDE.split('\n')
    spans = {}
    for k, (key, decls, call, _) in enumerate(cases):
        first = len(lines) + 1
        lines.append('/* %s */' % key)
        lines.append('void abi_case_%d (void)' % k)
        lines.append('{')
        for d in decls:
            lines.append('    %s ;' % d)
        lines.append('    (void) %s ;' % call)
        lines.append('}')
        spans[k] = (first, len(lines))
    with open(path, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    return spans


def parse_asm(text):
    """{function name: 'calls: f, g | strings: "s"'} from an assembly file."""
    strings = {}
    lines = text.splitlines()
    for i, l in enumerate(lines):
        m = re.match(r'^(\.L[\w.$]+):', l)
        if m and i + 1 < len(lines):
            s = re.match(r'^\s*\.(?:string|asciz)\s+(".*")\s*$', lines[i + 1])
            if s:
                strings[m.group(1)] = s.group(1)
    result = {}
    cur = None
    for l in lines:
        m = re.match(r'^(abi_case_\d+):', l)
        if m:
            cur = m.group(1)
            result[cur] = ([], [])
            continue
        if cur is None:
            continue
        if re.match(r'^\s*\.(cfi_endproc|size)\b', l):
            cur = None
            continue
        c = re.match(r'^\s*(?:call|callq|bl|jmp|b)\s+\*?([A-Za-z_][\w.$]*)', l)
        if c:
            result[cur][0].append(c.group(1).split('@')[0])
        for ref in re.findall(r'(\.L[\w.$]+)', l):
            if ref in strings:
                result[cur][1].append(strings[ref])
    return {k: 'calls: %s | strings: %s' % (', '.join(v[0]) or '-', ' '.join(v[1]) or '-')
            for k, v in result.items()}


def run_cases(cc, cflags, cases, workdir, label):
    """Compile the cases; returns {key: result}.  Cases that do not compile
    are recorded as 'ERROR' (the file is recompiled without them)."""
    active = list(range(len(cases)))
    errors = set()
    for attempt in range(20):
        sub = [cases[k] for k in active]
        src = os.path.join(workdir, 'abi_generics_%s.c' % label)
        asm = os.path.join(workdir, 'abi_generics_%s.s' % label)
        spans = write_source(src, sub)
        cmd = [cc] + cflags + ['-S', src, '-o', asm]
        rc, out, err = ac.run(cmd)
        if rc == 0:
            break
        bad = set()
        current = None      # gcc: errors follow "In function 'abi_case_N'"
        pending = False     # clang: the location in our file follows the error
        srcname = os.path.basename(src)
        for line in err.splitlines():
            m = re.search(r"In function .(abi_case_(\d+)).", line)
            if m:
                current = int(m.group(2))
                continue
            if re.search(r'(?:fatal )?error:', line):
                m = re.search(re.escape(srcname) + r':(\d+):', line)
                if m:
                    bad |= set(k for k, (a, b) in spans.items() if a <= int(m.group(1)) <= b)
                elif current is not None:
                    bad.add(current)
                else:
                    pending = True
                continue
            if pending:
                m = re.search(re.escape(srcname) + r':(\d+):', line)
                if m:
                    bad |= set(k for k, (a, b) in spans.items() if a <= int(m.group(1)) <= b)
                    pending = False
        if not bad:
            ac.compile_failed(label, cmd, err)
            return None
        errors |= set(active[k] for k in bad)
        active = [k for k in active if k not in errors]
    else:
        print('FAIL: could not isolate the cases that do not compile (%s)' % label)
        return None
    calls = parse_asm(open(asm).read())
    res = {}
    for pos, k in enumerate(active):
        res[cases[k][0]] = calls.get('abi_case_%d' % pos, 'calls: ? | strings: ?')
    for k in errors:
        res[cases[k][0]] = 'ERROR (does not compile)'
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--cc', default='cc', help='C compiler (C11)')
    ap.add_argument('--ours', required=True, help='path of our include/GraphBLAS.h')
    ap.add_argument('--suitesparse', default='/usr/include/GraphBLAS.h',
                    help="path of SuiteSparse:GraphBLAS 7.4's GraphBLAS.h")
    ap.add_argument('--workdir', default='abi_generics.work')
    ap.add_argument('--data', default=ac.HERE, help='directory of the data files')
    args = ap.parse_args()

    ac.check_reference(args.suitesparse, 'abi_generics')
    os.makedirs(args.workdir, exist_ok=True)
    cflags = ['-std=c11', '-O0', '-w', '-fno-asynchronous-unwind-tables',
              '-Wno-error=int-conversion', '-Wno-error=incompatible-pointer-types',
              '-I' + args.data]

    # report every error at once (clang stops after 20 by default)
    rc, out, err = ac.run([args.cc, '-dM', '-E', '-x', 'c', os.devnull])
    if '__clang__' in out:
        cflags.append('-ferror-limit=0')

    cases = build_cases()
    results = {}
    for label, header, extra in (('ours', args.ours, []),
                                 ('SuiteSparse', args.suitesparse, ['-DABI_SUITESPARSE'])):
        inc = ac.include_dir(header, args.workdir, label)
        res = run_cases(args.cc, cflags + extra + ['-I' + inc], cases, args.workdir, label)
        if res is None:
            return 1
        results[label] = res
        with open(os.path.join(args.workdir, 'report_%s.txt' % label), 'w') as f:
            for key, _, _, _ in cases:
                f.write('%s -> %s\n' % (key, res[key]))

    nfail = 0
    nerr = 0
    for key, _, call, _ in cases:
        a, b = results['ours'][key], results['SuiteSparse'][key]
        if a.startswith('ERROR'):
            nerr += 1
        if a != b:
            nfail += 1
            print('MISMATCH %s\n    call:        %s\n    ours:        %s\n    SuiteSparse: %s'
                  % (key, call, a, b))

    # GrB_get / GrB_set, ours only, against the expected function names
    gs = build_getset_cases()
    inc = ac.include_dir(args.ours, args.workdir, 'ours')
    res = run_cases(args.cc, cflags + ['-I' + inc], gs, args.workdir, 'ours-getset')
    if res is None:
        return 1
    ngs_fail = 0
    for key, _, call, expect in gs:
        got = res[key]
        if got != 'calls: %s | strings: -' % expect:
            ngs_fail += 1
            print('WRONG %s\n    call: %s\n    expected: %s\n    got: %s' % (key, call, expect, got))

    macros = sorted(set(k.split()[0] for k, _, _, _ in cases))
    print('abi_generics: %d cases over %d macros (%d of them rejected by both headers): '
          '%d identical, %d mismatches' % (len(cases), len(macros), nerr, len(cases) - nfail, nfail))
    print('abi_generics: GrB_get/GrB_set (spec 2.1, ours only): %d cases, %d wrong'
          % (len(gs), ngs_fail))
    return 1 if (nfail or ngs_fail) else 0


if __name__ == '__main__':
    sys.exit(main())
