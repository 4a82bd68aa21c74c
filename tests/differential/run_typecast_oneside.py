#!/usr/bin/env python3
"""Typecasts of entries present in one input only, for operators whose x, y and z types differ
(issue 25, item 8), against SuiteSparse:GraphBLAS 7.4 through the differential drivers.

The rule (C API spec, eWiseAdd: an entry of A alone becomes T(i,j) = A(i,j) in T's domain, the
operator's z type; SuiteSparse's user guide: "T.matrix(p) = cast (A.matrix (p), add.ztype)"):
an entry present in one input only is cast from its input's type straight to the operator's
z type, never through the operator's x or y type. SuiteSparse 7.4 follows it except when it
transposes exactly one of the inputs (a GrB_DESC_T0 or _T1 descriptor, or an input stored in the
other orientation), which it does while casting to the operator's x (or y) type: an entry of a
UINT16 B of 300 comes out of GxB_BSHIFT_INT64 as 44. This library follows the rule everywhere.

For every built-in binary operator whose types are not all equal (comparisons to BOOL, the BSHIFT
family with its INT8 y, GxB_CMPLX) and every built-in input type, a program computes eWiseAdd and
GxB_eWiseUnion of a 2-by-K A and B (entries of A alone, of B alone and in both, values chosen to
expose a cast through x or y: 256 and 300 through INT8, 1e-50 through FP32, 1+2i through a real
type, ...): untransposed, as vectors, with both inputs transposed (GrB_DESC_T0T1) -- the same
program on both libraries -- and with one input transposed (GrB_DESC_T0, GrB_DESC_T1), which
SuiteSparse runs as an explicit GrB_transpose followed by the untransposed call (its documented
behaviour). Every result must agree exactly. Each SuiteSparse run of the descriptor form is also
counted where it departs from the rule (printed, not a failure).
Exit status 0 when all agree, 1 otherwise, 77 when SuiteSparse's driver is missing.
"""
import argparse
import os
import subprocess
import sys
import tempfile

# Values of each input type, in the drivers' syntax.
VALUES = {
    'BOOL': ['0', '1'],
    'INT8': ['1', '-1', '127', '-128', '0'],
    'INT16': ['1', '-1', '256', '300', '-32768', '511'],
    'INT32': ['1', '-1', '256', '300', '65536', '-2147483648'],
    'INT64': ['1', '-1', '256', '300', '4294967296', '-9223372036854775808'],
    'UINT8': ['1', '255', '128', '0'],
    'UINT16': ['1', '256', '300', '65535'],
    'UINT32': ['1', '256', '65536', '4294967295'],
    'UINT64': ['1', '256', '4294967296', '18446744073709551615'],
    'FP32': ['0.5', '-1.5', '256', '1e10', '-1e10', '1e-40', 'nan'],
    'FP64': ['0.5', '-1.5', '256', '1e10', '1e-50', '1e300', '-inf', 'nan'],
    'FC32': ['1,2', '0,1', '0.5,0', '1e10,-1', '1e-40,0'],
    'FC64': ['1,2', '0,1', '1e-50,0', '1e300,1', '0.5,-0.5'],
}
TYPES = list(VALUES)


def catalog_ops(driver):
    """(name, z, x, y) of every built-in binary operator whose types are not all equal."""
    out = subprocess.run([driver, '--catalog'], stdout=subprocess.PIPE, text=True, check=True).stdout
    ops = []
    for line in out.splitlines():
        f = line.split()
        if len(f) == 5 and f[0] == 'binary' and not f[1].startswith('U_') and not (f[2] == f[3] == f[4]):
            ops.append((f[1], f[2], f[3], f[4]))
    return ops


def inputs(t, lines):
    """A (2-by-K) and B (2-by-K), their K-by-2 transposes At and Bt, and vectors a and b, of type t.
    A holds columns 0..n, B columns n..2n: column n is in both; both rows alike. (Two rows: a
    1-by-K matrix is a vector to SuiteSparse, whose transpose of it does not cast.)"""
    vals = VALUES[t]
    n = len(vals)
    k = 2 * n + 1
    a_entries = [(j, vals[j]) for j in range(n)] + [(n, vals[0])]
    b_entries = [(n, vals[-1])] + [(n + 1 + j, vals[j]) for j in range(n)]
    for name, ent in (('A', a_entries), ('B', b_entries)):
        lines.append('matrix %s_%s %s 2 %d' % (name, t, t, k))
        lines.append('build %s_%s dup=NULL %d %s' % (name, t, 2 * len(ent),
                                                     ' '.join('%d %d %s' % (i, j, v) for i in (0, 1) for j, v in ent)))
        lines.append('matrix %st_%s %s %d 2' % (name, t, t, k))
        lines.append('build %st_%s dup=NULL %d %s' % (name, t, 2 * len(ent),
                                                      ' '.join('%d %d %s' % (j, i, v) for i in (0, 1) for j, v in ent)))
        lines.append('vector %s_%s %s %d' % (name.lower(), t, t, k))
        lines.append('build %s_%s dup=NULL %d %s' % (name.lower(), t, len(ent), ' '.join('%d %s' % (j, v) for j, v in ent)))
    lines.append('scalar s_%s %s' % (t, t))
    lines.append('setElement s_%s %s' % (t, vals[-1]))
    return k


def one_sided(lines, ss, call, R, A, B, t0, t1, tmp, t, k):
    """R = call(A, B) with A and/or B (of type t) given K-by-2: the descriptor form, or (ss) an
    explicit transpose into a new 2-by-K object first."""
    if ss:
        if t0:
            lines.append('matrix %s_x %s 2 %d' % (tmp, t, k))
            lines.append('transpose %s_x %s' % (tmp, A))
            A = tmp + '_x'
        if t1:
            lines.append('matrix %s_y %s 2 %d' % (tmp, t, k))
            lines.append('transpose %s_y %s' % (tmp, B))
            B = tmp + '_y'
        lines.append(call(R, A, B, ''))
    else:
        lines.append(call(R, A, B, ' desc=GrB_DESC_T0' if t0 else ' desc=GrB_DESC_T1'))


def program(op, z, ss):
    """The program of one operator; ss: SuiteSparse's form of the one-sided transposes."""
    lines = []
    for t in TYPES:
        k = inputs(t, lines)
        add = lambda R, A, B, d: 'eWiseAdd %s %s %s op=%s%s' % (R, A, B, op, d)
        union = lambda R, A, B, d: 'eWiseUnion %s %s s_%s %s s_%s op=%s%s' % (R, A, t, B, t, op, d)
        for kind, call in (('add', add), ('union', union)):
            R = 'R%s_%s' % (kind, t)
            for suffix in ('plain', 't0', 't1', 't01'):
                lines.append('matrix %s_%s %s 2 %d' % (R, suffix, z, k))
            lines.append('vector %s_vec %s %d' % (R, z, k))
            lines.append(call(R + '_plain', 'A_' + t, 'B_' + t, ''))
            lines.append(call(R + '_vec', 'a_' + t, 'b_' + t, ''))
            lines.append(call(R + '_t01', 'At_' + t, 'Bt_' + t, ' desc=GrB_DESC_T0T1'))
            one_sided(lines, ss, call, R + '_t0', 'At_' + t, 'B_' + t, True, False, 'X%s_%s' % (kind, t), t, k)
            one_sided(lines, ss, call, R + '_t1', 'A_' + t, 'Bt_' + t, False, True, 'Y%s_%s' % (kind, t), t, k)
    return '\n'.join(lines) + '\n'


def run_driver(driver, text, path):
    with open(path, 'w') as f:
        f.write(text)
    p = subprocess.run([driver, path], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=300)
    with open(path + '.out', 'w') as f:
        f.write(p.stdout)
    return p.returncode, p.stdout


def results(out):
    """Return codes that are not GrB_SUCCESS, and the final dump of every result object R*."""
    bad = [l for l in out.splitlines() if l.startswith('@L') and ' GrB_SUCCESS' not in l and ' print' not in l]
    dumps, name, block = {}, None, []
    final = out.split('@final', 1)[1] if '@final' in out else ''
    for line in final.splitlines():
        if line.startswith('@obj '):
            name, block = line.split()[1], [line]
        elif line == '@end' and name:
            if name.startswith('R'):
                dumps[name] = '\n'.join(block)
            name = None
        elif name:
            block.append(line)
    return bad, dumps


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--ours', required=True)
    ap.add_argument('--ss', required=True)
    ap.add_argument('--keep-dir', help='keep the programs and outputs here')
    a = ap.parse_args()
    if not os.access(a.ss, os.X_OK):
        print('SuiteSparse:GraphBLAS 7.4 not found (%s was not built): test skipped' % a.ss)
        return 77
    ops = catalog_ops(a.ss)
    failures = compared = ss_departures = ss_one_sided = 0
    with tempfile.TemporaryDirectory(prefix='typecast-') as tmp:
        d = a.keep_dir or tmp
        os.makedirs(d, exist_ok=True)
        for op, z, x, y in ops:
            ours_prog, ss_prog = program(op, z, False), program(op, z, True)
            rc_o, out_o = run_driver(a.ours, ours_prog, os.path.join(d, op + '.ours.txt'))
            rc_s, out_s = run_driver(a.ss, ss_prog, os.path.join(d, op + '.ss.txt'))
            rc_d, out_d = run_driver(a.ss, ours_prog, os.path.join(d, op + '.ss-desc.txt'))
            bad_o, dump_o = results(out_o)
            bad_s, dump_s = results(out_s)
            _, dump_d = results(out_d)
            problems = []
            if rc_o != 0 or rc_s != 0:
                problems.append('driver exit status ours %d, SuiteSparse %d' % (rc_o, rc_s))
            problems += ['ours: ' + l for l in bad_o[:3]] + ['SuiteSparse: ' + l for l in bad_s[:3]]
            for name in sorted(dump_s):
                compared += 1
                if dump_o.get(name) != dump_s[name]:
                    problems.append('%s differs:\n  SuiteSparse: %s\n  ours:        %s' % (
                        name, dump_s[name].replace('\n', ' | '), (dump_o.get(name) or 'missing').replace('\n', ' | ')))
                if name.endswith('_t0') or name.endswith('_t1'):
                    ss_one_sided += 1
                    ss_departures += dump_d.get(name) != dump_s[name]
            if problems:
                failures += 1
                print('FAIL %s (z %s, x %s, y %s)' % (op, z, x, y))
                for p in problems[:6]:
                    print('  ' + p)
    print('%d operators, %d results compared, %d operators with differences' % (len(ops), compared, failures))
    print('SuiteSparse 7.4 with a one-sided transpose descriptor departs from the rule in %d of %d results'
          % (ss_departures, ss_one_sided))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
