#!/usr/bin/env python3
"""Differential testing of this GraphBLAS against SuiteSparse:GraphBLAS 7.4.

Generates random programs in the driver's language (README.md), runs each one through
diff_driver_ours (this library) and diff_driver_ss (SuiteSparse 7.4), each in its own process, and
compares the two outputs: return codes, integers, booleans and structure exactly; floating-point
values exactly (NaN equals any NaN) except where the evaluation order of a reduction legitimately
differs, where the program marks the object `cmp tol` and values must agree within 1e-12 (FP64) or
1e-5 (FP32), relative. Every disagreement is reported with its program kept for reproduction.

    run_diff.py --ours build/tests/differential/diff_driver_ours \
                --ss build/tests/differential/diff_driver_ss --count 1000 --seed 1

Python 3 standard library only. Exit status: 0 all agreed, 1 disagreements (or operations not
implemented, unless --allow-notimpl), 2 usage errors, 77 SuiteSparse's driver is missing (skip).
"""
import argparse
import collections
import concurrent.futures
import math
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import time

# ==================================================================================================
# types and values
# ==================================================================================================

BUILTIN = ['BOOL', 'INT8', 'INT16', 'INT32', 'INT64', 'UINT8', 'UINT16', 'UINT32', 'UINT64',
           'FP32', 'FP64', 'FC32', 'FC64']
UDT = ['PAIR', 'RGB']
ALLTYPES = BUILTIN + UDT
INTS = ['INT8', 'INT16', 'INT32', 'INT64', 'UINT8', 'UINT16', 'UINT32', 'UINT64']
FLOATS = ['FP32', 'FP64']
COMPLEX = ['FC32', 'FC64']
INEXACT = FLOATS + COMPLEX          # types whose reductions depend on evaluation order
TYPE_WEIGHTS = {'BOOL': 6, 'INT8': 4, 'INT16': 3, 'INT32': 6, 'INT64': 8, 'UINT8': 4, 'UINT16': 3,
                'UINT32': 4, 'UINT64': 5, 'FP32': 8, 'FP64': 12, 'FC32': 3, 'FC64': 4,
                'PAIR': 2, 'RGB': 1}
INT_RANGE = {'INT8': (-2**7, 2**7 - 1), 'INT16': (-2**15, 2**15 - 1), 'INT32': (-2**31, 2**31 - 1),
             'INT64': (-2**63, 2**63 - 1), 'UINT8': (0, 2**8 - 1), 'UINT16': (0, 2**16 - 1),
             'UINT32': (0, 2**32 - 1), 'UINT64': (0, 2**64 - 1)}

# comparison levels of an object's contents: 0 exact, 1 tolerant (order-dependent floating
# point), 2 structure only (values legitimately unspecified, e.g. the ANY monoid), 3 nothing
# (structure itself may differ: values of level >= 1 fed something discontinuous)
LEVEL_NAMES = ['exact', 'tol', 'struct', 'none']
LEVEL_OF = {n: k for k, n in enumerate(LEVEL_NAMES)}

HUGE = [2**40, 2**60]

CONTAINER_OPS = ['build', 'setElement', 'removeElement', 'extractElement', 'extractTuples', 'dup',
                 'clear', 'resize', 'nvals', 'wait']
COMPUTE_OPS = ['mxm', 'mxv', 'vxm', 'eWiseAdd', 'eWiseMult', 'eWiseUnion', 'apply', 'apply_bind',
               'apply_idx', 'select', 'gxbselect', 'reduce', 'reduce_scalar', 'transpose',
               'extract', 'assign', 'subassign', 'kronecker', 'diag', 'gxbdiag', 'vdiag', 'concat',
               'split', 'sort']
# 'fused': programs made of groups the JIT planner fuses (issue 6; src/dag/planner.cpp), run a
# third way with --jit-cache: ours with GRB_JIT=on must agree with ours (JIT off) and SuiteSparse
FUSED_OPS = ['fused']
ALL_OPS = CONTAINER_OPS + COMPUTE_OPS + FUSED_OPS

# The group shapes of the 'fused' programs. A compiled kernel is keyed by the group's structure
# (operation kinds, operators, types), never by sizes, values or thunks: these six shapes cost six
# compiles, then every program hits the cache. Data, dimensions, densities and thunks are random.
#   chains over one csr matrix: (value type, [('select', index-unary op) | ('apply', unary op)])
FUSED_CHAINS = [
    ('FP64', [('select', 'GrB_VALUEGT_FP64'), ('apply', 'GrB_ABS_FP64')]),
    ('INT64', [('select', 'GrB_TRIL'), ('apply', 'GrB_AINV_INT64')]),
    ('FP32', [('select', 'GrB_OFFDIAG'), ('apply', 'GrB_AINV_FP32'), ('select', 'GrB_VALUELE_FP32')]),
]
#   masked dot products C<M,struct> = A*B' then the chain: (C type, semiring, A/B type, chain)
FUSED_MXM = [
    ('INT64', 'GxB_PLUS_PAIR_INT64', 'BOOL', []),
    ('FP64', 'GxB_PLUS_TIMES_FP64', 'FP64', []),
    ('FP64', 'GxB_PLUS_TIMES_FP64', 'FP64', [('select', 'GrB_TRIU')]),
]


def castable(a, b):
    """can a value of type a be typecast to type b"""
    return a == b or (a in BUILTIN and b in BUILTIN)


def fmt_float(x, t):
    """a float literal the driver parses back exactly (strtod/strtof)"""
    if math.isnan(x):
        return 'nan'
    if math.isinf(x):
        return 'inf' if x > 0 else '-inf'
    if t == 'FP32':
        x = struct.unpack('f', struct.pack('f', x))[0]
    if x == 0.0:
        return '-0.0' if math.copysign(1.0, x) < 0 else '0'
    if x == int(x) and abs(x) < 2**53:
        return str(int(x))
    return repr(x)      # shortest round-trip form: strtod (and strtof, for FP32 values) read it back exactly


def moderate_literal(v):
    """a value literal of no magnitude above 1e6 or below 1e-6 (but 0), and no Inf"""
    for part in v.split(','):
        try:
            x = abs(float(part))
        except ValueError:
            return True
        if math.isinf(x) or x > 1e6 or (0 < x < 1e-6):
            return False
    return True


def base_name(name):
    """GrB_PLUS_FP64 -> PLUS; GxB_FIRSTI1_INT32 -> FIRSTI1; U_PAIR_PLUS -> U_PAIR_PLUS"""
    if name.startswith('U_'):
        return name
    s = name[4:] if name[:4] in ('GrB_', 'GxB_') else name
    for t in sorted(ALLTYPES, key=len, reverse=True):
        if s.endswith('_' + t):
            return s[:-len(t) - 1]
    return s


POSITIONAL_BIN = ('FIRSTI', 'FIRSTI1', 'FIRSTJ', 'FIRSTJ1', 'SECONDI', 'SECONDI1', 'SECONDJ',
                  'SECONDJ1')
ONE_VALUED_BIN = ('PAIR', 'ONEB')
# binary ops whose result jumps when an input moves a little (or that read the sign of zero)
DISCONT_BIN = ('EQ', 'NE', 'GT', 'LT', 'GE', 'LE', 'ISEQ', 'ISNE', 'ISGT', 'ISLT', 'ISGE', 'ISLE',
               'LOR', 'LAND', 'LXOR', 'LXNOR', 'FMOD', 'REMAINDER', 'COPYSIGN', 'LDEXP', 'BOR',
               'BAND', 'BXOR', 'BXNOR', 'BGET', 'BSET', 'BCLR', 'BSHIFT', 'DIV', 'RDIV', 'POW',
               'ATAN2', 'U_HYPOT_FP64', 'U_MIXED')
CONT_UNARY = ('IDENTITY', 'AINV', 'ABS', 'SQRT', 'EXP', 'EXP2', 'EXPM1', 'LOG', 'LOG2', 'LOG10',
              'LOG1P', 'SIN', 'COS', 'TAN', 'ASIN', 'ACOS', 'ATAN', 'SINH', 'COSH', 'TANH',
              'ASINH', 'ACOSH', 'ATANH', 'CBRT', 'ERF', 'ERFC', 'CONJ', 'CREAL', 'CIMAG',
              'U_AFFINE_FP64')
VALUE_FREE_UNARY = ('ONE', 'POSITIONI', 'POSITIONI1', 'POSITIONJ', 'POSITIONJ1')
POSITIONAL_IDX = ('ROWINDEX', 'COLINDEX', 'DIAGINDEX', 'TRIL', 'TRIU', 'DIAG', 'OFFDIAG', 'COLLE',
                  'COLGT', 'ROWLE', 'ROWGT', 'U_IDX_MOD3')
VALUE_PRESERVING_BIN = ('FIRST', 'SECOND', 'MIN', 'MAX', 'ANY', 'PAIR', 'ONEB')
# operators that keep "equal up to the sign of zero" results equal up to the sign of zero (or
# exact); any other operator applied to such values may differ more (1/-0 = -inf)
ZERO_SAFE_BIN = ('PLUS', 'MINUS', 'RMINUS', 'TIMES', 'FIRST', 'SECOND', 'MIN', 'MAX', 'ANY', 'PAIR',
                 'ONEB', 'EQ', 'NE', 'GT', 'LT', 'GE', 'LE', 'ISEQ', 'ISNE', 'ISGT', 'ISLT', 'ISGE',
                 'ISLE', 'LOR', 'LAND', 'LXOR', 'LXNOR', 'FMOD', 'REMAINDER', 'U_PLUS_FP64',
                 'U_HYPOT_FP64') + POSITIONAL_BIN
ZERO_SAFE_UNARY = ('IDENTITY', 'AINV', 'ABS', 'ONE', 'SQRT', 'CBRT', 'SIN', 'TAN', 'ASIN', 'ATAN',
                   'SINH', 'TANH', 'ASINH', 'ATANH', 'EXPM1', 'LOG1P', 'ERF', 'COS', 'COSH', 'EXP',
                   'EXP2', 'ERFC', 'ROUND', 'FLOOR', 'CEIL', 'TRUNC', 'ISINF', 'ISNAN', 'ISFINITE',
                   'LNOT', 'CONJ', 'CREAL', 'CIMAG', 'U_AFFINE_FP64', 'U_POS_FP32') + VALUE_FREE_UNARY


# ==================================================================================================
# the catalog of named objects (from `diff_driver_ss --catalog`)
# ==================================================================================================

class Catalog:
    def __init__(self, text):
        self.unary, self.binary, self.idxunary, self.select = {}, {}, {}, []
        self.monoid, self.semiring, self.desc = {}, {}, []
        for line in text.splitlines():
            f = line.split()
            if not f:
                continue
            k = f[0]
            if k == 'unary':
                self.unary[f[1]] = (f[2], f[3])                       # z, x
            elif k == 'binary':
                self.binary[f[1]] = (f[2], f[3], f[4])                # z, x, y
            elif k == 'idxunary':
                self.idxunary[f[1]] = (f[2], f[3], f[4])              # z, x, y
            elif k == 'select':
                self.select.append(f[1])
            elif k == 'monoid':
                self.monoid[f[1]] = (f[2], f[3])                      # binary op, type
            elif k == 'semiring':
                self.semiring[f[1]] = (f[2], f[3], f[4], f[5], f[6], f[7])  # add, mul, a, z, x, y
            elif k == 'desc':
                self.desc.append(f[1])
        for d in (self.unary, self.binary, self.idxunary, self.monoid, self.semiring):
            for name in list(d):
                if '?' in d[name]:
                    del d[name]
        self.binary.pop('GxB_IGNORE_DUP', None)
        self.unary_names = sorted(self.unary)
        self.binary_names = sorted(self.binary)
        self.idx_names = sorted(self.idxunary)
        self.monoid_names = sorted(self.monoid)
        self.semi_names = sorted(self.semiring)
        # indexes by type
        self.bin_by_z = collections.defaultdict(list)
        self.bin_same = collections.defaultdict(list)      # x == y == z == t
        for n, (z, x, y) in self.binary.items():
            self.bin_by_z[z].append(n)
            if x == y == z:
                self.bin_same[z].append(n)
        self.semi_by_x = collections.defaultdict(list)
        for n, s in self.semiring.items():
            self.semi_by_x[s[4]].append(n)
        self.monoid_by_t = collections.defaultdict(list)
        for n, (op, t) in self.monoid.items():
            self.monoid_by_t[t].append(n)
        self.unary_by_x = collections.defaultdict(list)
        for n, (z, x) in self.unary.items():
            self.unary_by_x[x].append(n)
        for d in (self.bin_by_z, self.bin_same, self.semi_by_x, self.monoid_by_t, self.unary_by_x):
            for k in d:
                d[k].sort()


def is_positional_bin(name):
    return base_name(name) in POSITIONAL_BIN


# ==================================================================================================
# program generator
# ==================================================================================================

class Obj:
    __slots__ = ('name', 'kind', 'type', 'nr', 'nc', 'level', 'small', 'noniso', 'nonan', 'nonegzero',
                 'loose', 'szero', 'moderate')

    def __init__(self, name, kind, t, nr=1, nc=1):
        self.name, self.kind, self.type, self.nr, self.nc = name, kind, t, nr, nc
        self.level = 0          # comparison level (LEVEL_NAMES)
        self.loose = False      # level 1 with single-precision error (computed in FP32/FC32)
        self.szero = False      # level 0, but the sign of a zero value is unspecified
        self.moderate = True    # no value of magnitude above 1e6 or below 1e-6 (but 0), no Inf
        self.small = True       # all values small exact numbers (sums of products stay exact)
        self.noniso = False     # known to hold two different values (SuiteSparse not iso)
        self.nonan = True       # known to hold no NaN
        self.nonegzero = True   # known to hold no -0.0 (SuiteSparse 7.4 takes a -0.0 mask value as true)


class Skip(Exception):
    """the generator could not make this operation; try another"""


class ProgramGenerator:
    def __init__(self, cat, rng, focus, allowed, index, seed, fault_rate=0.04):
        self.cat, self.rng, self.focus, self.allowed = cat, rng, focus, allowed
        self.lines = ['# differential program seed=%s index=%d focus=%s' % (seed, index, focus)]
        self.objs = {}
        self.counter = collections.Counter()
        self.small_mode = rng.random() < 0.7        # only small exact values
        self.fault_rate = fault_rate
        self.huge_ok = focus in CONTAINER_OPS and rng.random() < 0.15
        self.empty_scalars = set()
        self.loose_flag = False     # the result being computed carries single-precision error
        self.szero_flag = False     # the result being computed has zeros of unspecified sign

    # ---------------------------------------------------------------------------------------------
    # basics
    # ---------------------------------------------------------------------------------------------

    def emit(self, line):
        self.lines.append(line)

    def newname(self, prefix):
        self.counter[prefix] += 1
        return '%s%d' % (prefix, self.counter[prefix])

    def chance(self, p):
        return self.rng.random() < p

    def level_name(self, lv, loose=False, szero=False):
        if lv == 1 and loose:
            return 'tol32'
        if lv == 0 and szero:
            return 'zero'
        return LEVEL_NAMES[lv]

    def set_level(self, o, lv, loose=None, szero=None, reset=False):
        """set o's comparison level (emitting a cmp line when it changes); loose and szero
        default to what the level computations of the current operation found"""
        lv = min(max(lv, 0), 3)
        if loose is None:
            loose = self.loose_flag
        if szero is None:
            szero = self.szero_flag
        loose = lv == 1 and (loose or (not reset and o.level == 1 and o.loose))
        szero = lv == 0 and o.type in INEXACT and (szero or (not reset and o.level == 0 and o.szero))
        if lv != o.level or loose != o.loose or szero != o.szero:
            o.level, o.loose, o.szero = lv, loose, szero
            self.emit('cmp %s %s' % (o.name, self.level_name(lv, loose, szero)))
        self.loose_flag = False
        self.szero_flag = False

    def pick_type(self, udt=True, among=None):
        cands = among or (ALLTYPES if udt else BUILTIN)
        w = [TYPE_WEIGHTS[t] for t in cands]
        return self.rng.choices(cands, weights=w)[0]

    def pick_dim(self, lo=0, hi=None):
        r = self.rng.random()
        if self.huge_ok and r < 0.08:
            return self.rng.choice(HUGE)
        if r < 0.05:
            d = 0
        elif r < 0.2:
            d = 1
        elif r < 0.65:
            d = self.rng.randint(2, 5)
        elif r < 0.92:
            d = self.rng.randint(6, 12)
        else:
            d = self.rng.randint(13, 40)
        d = max(d, lo)
        if hi is not None:
            d = min(d, hi)
        return d

    def value(self, t, small=None):
        """a random value literal of type t"""
        rng = self.rng
        small = self.small_mode if small is None else small
        if t == 'BOOL':
            return str(rng.randint(0, 1))
        if t in INTS:
            lo, hi = INT_RANGE[t]
            r = rng.random()
            if small or r < 0.75:
                return str(rng.randint(max(lo, -6), min(hi, 9)))
            if r < 0.88:
                return str(rng.choice([lo, hi, 0, hi - 1, lo + 1 if lo else 1, -1 if lo else 2]))
            return str(rng.randint(lo, hi))
        if t in FLOATS:
            return fmt_float(self.float_value(t, small), t)
        if t in COMPLEX:
            ft = 'FP32' if t == 'FC32' else 'FP64'
            return '%s,%s' % (fmt_float(self.float_value(ft, small), ft),
                              fmt_float(self.float_value(ft, small), ft))
        if t == 'PAIR':
            if small or rng.random() < 0.8:
                return '%d,%d' % (rng.randint(-9, 9), rng.randint(-9, 9))
            return '%d,%d' % (rng.randint(-2**63, 2**63 - 1), rng.randint(-2**63, 2**63 - 1))
        if t == 'RGB':
            return '%d,%d,%d' % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255))
        raise ValueError(t)

    def float_value(self, t, small):
        rng = self.rng
        r = rng.random()
        if r < 0.04:
            return rng.choice([float('nan'), float('inf'), float('-inf'), -0.0, 0.0])
        if small or r < 0.7:
            return rng.randint(-40, 40) / 4.0
        if r < 0.8:
            big = 3.0e38 if t == 'FP32' else 1.0e300
            return rng.choice([big, -big, 1e-30, -1e-30, 1.0 / 3.0, 0.1])
        return rng.uniform(-1000, 1000)

    def nonneg_index_value(self, hi):
        return self.rng.randrange(hi) if hi > 0 else 0

    # ---------------------------------------------------------------------------------------------
    # objects
    # ---------------------------------------------------------------------------------------------

    def declare(self, kind, t, nr=1, nc=1, prefix=None):
        name = self.newname(prefix or {'M': 'A', 'V': 'v', 'S': 's'}[kind])
        o = Obj(name, kind, t, nr, nc)
        self.objs[name] = o
        if kind == 'M':
            self.emit('matrix %s %s %d %d' % (name, t, nr, nc))
        elif kind == 'V':
            self.emit('vector %s %s %d' % (name, t, nr))
        else:
            self.emit('scalar %s %s' % (name, t))
        return o

    def positions(self, o, nnz):
        """nnz distinct random positions (i, j) of o"""
        rng = self.rng
        total = o.nr * o.nc
        if total == 0:
            return []
        nnz = min(nnz, total)
        if total <= 20000:
            picks = rng.sample(range(total), nnz)
            return [(p // o.nc, p % o.nc) for p in picks]
        seen = set()
        while len(seen) < nnz:
            seen.add((rng.randrange(o.nr), rng.randrange(o.nc)))
        return sorted(seen, key=lambda p: rng.random())

    def pick_nnz(self, o, dense_ok=True):
        total = o.nr * o.nc
        if total == 0:
            return 0
        r = self.rng.random()
        if r < 0.06:
            return 0
        if r < 0.2:
            return min(total, self.rng.randint(1, 3))
        if dense_ok and total <= 400 and r < 0.32:
            return total
        d = self.rng.choice([0.05, 0.15, 0.3, 0.5, 0.8])
        return max(1, min(400, int(total * d)))

    def build(self, o, nnz=None, dups=None, distinct=False, nonan=False, iso_ok=True):
        """emit a build of o (a fresh matrix or vector) with random tuples; distinct: at least
        two different values, so that SuiteSparse does not store o as iso"""
        rng = self.rng
        if nnz is None:
            nnz = self.pick_nnz(o)
        pos = self.positions(o, nnz)
        vt = o.type
        if distinct:
            iso_ok, dups = False, False
        if o.type in BUILTIN and not distinct and self.chance(0.15):
            vt = self.pick_type(udt=False)      # build from values of another type (typecast)
        if iso_ok and pos and self.chance(0.06):
            # GxB_*_build_Scalar: every entry gets one scalar's value
            s = self.new_scalar(vt, full=True, nonan=nonan)
            toks = []
            for (i, j) in pos:
                toks += [str(i), str(j)] if o.kind == 'M' else [str(i)]
            self.emit('build %s %d %s scalar=%s' % (o.name, len(pos), ' '.join(toks), s.name))
            o.noniso = False
            o.small = s.small and self.small_mode
            o.nonan = s.nonan
            o.nonegzero = s.nonegzero
            return
        vals = []
        for _ in pos:
            v = self.value(vt)
            while nonan and 'nan' in v:
                v = self.value(vt)
            vals.append(v)
        if distinct and len(vals) >= 2:
            if vt == 'BOOL':
                vals[0], vals[1] = '0', '1'
            tries = 0
            while len(set(vals)) < 2 and tries < 50:
                vals[1] = self.value(vt)
                tries += 1
        tuples = list(zip(pos, vals))
        dup_op = None
        level = 0
        if dups is None:
            dups = self.chance(0.25)
        if dups and tuples:
            for _ in range(rng.randint(1, 4)):
                (p, _v) = rng.choice(tuples)
                tuples.insert(rng.randrange(len(tuples) + 1), (p, self.value(vt)))
            dup_op = self.pick_dup_op(vt)
            if dup_op is None:
                dup_op = 'NULL'
            else:
                b = base_name(dup_op)
                if b == 'ANY':
                    level = 2
                elif b in ('PLUS', 'TIMES', 'MINUS', 'RMINUS', 'DIV', 'RDIV', 'U_PLUS_FP64') and \
                        (vt in INEXACT or self.cat.binary[dup_op][0] in INEXACT) and not self.small_mode:
                    # duplicates summed in another order: rounding, or overflow with huge values
                    level = 1 if all(moderate_literal(v) for _, v in tuples) else 2
        elif self.chance(0.3):
            dup_op = self.pick_dup_op(vt)
        toks = []
        for (i, j), v in tuples:
            toks += ([str(i), str(j)] if o.kind == 'M' else [str(i)]) + [v]
        opts = ''
        if dup_op:
            opts += ' dup=' + dup_op
        if vt != o.type:
            opts += ' type=' + vt
        self.emit('build %s%s %d %s' % (o.name, opts, len(tuples), ' '.join(toks)))
        o.noniso = len(set(vals)) >= 2 and not dups
        o.nonan = not any('nan' in v for v in vals)
        o.nonegzero = not any('-0.0' in v for _, v in tuples)
        o.moderate = all(moderate_literal(v) for _, v in tuples)
        o.small = self.small_mode
        if vt != o.type and o.type in INTS + ['BOOL']:
            o.small = o.small and True
        if level and dup_op != 'NULL':
            self.set_level(o, level, loose=level == 1 and (vt in ('FP32', 'FC32') or
                                                            self.cat.binary[dup_op][0] in ('FP32', 'FC32')))
        if dup_op == 'NULL' and len(tuples) > len(pos):
            # duplicates without a dup operator: GrB_INVALID_VALUE, after which SuiteSparse leaves
            # the object invalid (GrB_INVALID_OBJECT from then on; the spec allows it): drop it
            self.emit('free %s' % o.name)
            del self.objs[o.name]
            raise Skip()

    def pick_dup_op(self, t):
        rng = self.rng
        if self.chance(0.08):
            return None
        if t == 'PAIR':
            return rng.choice(['U_PAIR_PLUS', 'U_PAIR_MIN', 'U_PAIR_TIMES'])
        if t == 'RGB':
            return rng.choice(['U_RGB_MAX', 'U_RGB_MIN'])
        cands = [n for n in self.cat.bin_same.get(t, []) if not is_positional_bin(n)]
        if self.chance(0.15):
            other = self.pick_type(udt=False)
            cands = [n for n in self.cat.bin_same.get(other, []) if not is_positional_bin(n)] or cands
        if self.chance(0.5):
            pref = [n for n in cands if base_name(n) in ('PLUS', 'FIRST', 'SECOND', 'MIN', 'MAX', 'TIMES', 'LOR', 'ANY')]
            cands = pref or cands
        return rng.choice(cands) if cands else None

    def perturb(self, o, p=0.3):
        """pending work on o: a few setElement/removeElement without waiting"""
        if o.kind == 'S' or not self.chance(p) or o.nr * o.nc == 0:
            return
        for _ in range(self.rng.randint(1, 3)):
            i = self.rng.randrange(o.nr)
            j = self.rng.randrange(o.nc)
            idx = '%d %d' % (i, j) if o.kind == 'M' else '%d' % i
            if self.chance(0.6):
                v = self.value(o.type)
                if 'nan' in v:
                    o.nonan = False
                if '-0.0' in v:
                    o.nonegzero = False
                o.moderate = o.moderate and moderate_literal(v)
                self.emit('setElement %s %s %s' % (o.name, idx, v))
            else:
                self.emit('removeElement %s %s' % (o.name, idx))
        o.noniso = False
        if not self.small_mode:
            o.small = False
        if self.chance(0.2):
            self.emit('wait %s' % o.name)

    def new_matrix(self, t=None, nr=None, nc=None, udt=True, nnz=None, **kw):
        t = t or self.pick_type(udt=udt)
        nr = self.pick_dim() if nr is None else nr
        nc = self.pick_dim() if nc is None else nc
        o = self.declare('M', t, nr, nc)
        self.build(o, nnz=nnz, **kw)
        if not kw.get('distinct') and not kw.get('nonan'):
            self.perturb(o)
        return o

    def new_vector(self, t=None, n=None, udt=True, nnz=None, **kw):
        t = t or self.pick_type(udt=udt)
        n = self.pick_dim() if n is None else n
        o = self.declare('V', t, n, 1)
        self.build(o, nnz=nnz, **kw)
        if not kw.get('distinct') and not kw.get('nonan'):
            self.perturb(o)
        return o

    def new_scalar(self, t=None, full=None, nonan=False):
        t = t or self.pick_type()
        o = self.declare('S', t)
        if full is None:
            full = self.chance(0.9)
        if full:
            v = self.value(t)
            while nonan and 'nan' in v:
                v = self.value(t)
            self.emit('setElement %s %s' % (o.name, v))
            o.nonan = 'nan' not in v
            o.nonegzero = '-0.0' not in v
            o.moderate = moderate_literal(v)
        else:
            self.empty_scalars.add(o.name)
        o.small = self.small_mode
        return o

    def existing(self, kind, nr=None, nc=None, t=None, maxlevel=2, pred=None):
        c = [o for o in self.objs.values() if o.kind == kind and o.level <= maxlevel
             and (nr is None or o.nr == nr) and (nc is None or o.nc == nc)
             and (t is None or castable(o.type, t) if not callable(t) else t(o.type))
             and (pred is None or pred(o))]
        return self.rng.choice(c) if c else None

    def input_matrix(self, t=None, nr=None, nc=None, maxlevel=2, reuse=0.35, exact_type=False, **kw):
        """an input matrix whose type can be cast to t (exactly t when exact_type)"""
        if self.chance(reuse):
            o = self.existing('M', nr, nc, (lambda x: x == t) if exact_type and t else t, maxlevel,
                              pred=kw.get('pred'))
            if o is not None:
                return o
        kw.pop('pred', None)
        if t is not None and not exact_type and t in BUILTIN and self.chance(0.3):
            t = self.pick_type(udt=False)
        return self.new_matrix(t, nr, nc, **kw)

    def input_vector(self, t=None, n=None, maxlevel=2, reuse=0.35, exact_type=False, **kw):
        if self.chance(reuse):
            o = self.existing('V', n, 1, (lambda x: x == t) if exact_type and t else t, maxlevel,
                              pred=kw.get('pred'))
            if o is not None:
                return o
        kw.pop('pred', None)
        if t is not None and not exact_type and t in BUILTIN and self.chance(0.3):
            t = self.pick_type(udt=False)
        return self.new_vector(t, n, **kw)

    def output(self, kind, t, nr, nc=1):
        """an output object: fresh and empty, fresh with entries, or an existing one"""
        r = self.rng.random()
        if r < 0.2:
            o = self.existing(kind, nr, nc if kind == 'M' else 1, t, maxlevel=3)
            if o is not None:
                return o
        if t is None or (t in BUILTIN and self.chance(0.2)):
            t = self.pick_type(udt=False) if t in BUILTIN or t is None else t
        o = self.declare(kind, t, nr, nc)
        if r < 0.45 and kind != 'S':
            self.build(o, dups=False)
            self.perturb(o, 0.2)
        return o

    # ---------------------------------------------------------------------------------------------
    # masks, accumulators, descriptors, and the comparison level of a result
    # ---------------------------------------------------------------------------------------------

    def pick_mask(self, kind, nr, nc, out=None, p=0.5):
        """returns (mask obj or None, structural, complemented, replace)"""
        if not self.chance(p):
            return None, False, False, self.chance(0.15)
        m = None
        if out is not None and out.kind == kind and out.nr == nr and out.nc == nc and self.chance(0.15):
            m = out                                             # aliased mask
        elif self.chance(0.4):
            m = self.existing(kind, nr, nc if kind == 'M' else 1, maxlevel=2)
        if m is None:
            t = 'BOOL' if self.chance(0.5) else self.pick_type()
            m = (self.new_matrix(t, nr, nc) if kind == 'M' else self.new_vector(t, nr))
        structural = self.chance(0.4) or (m.type in UDT and self.chance(0.95)) or m.level >= 1
        if m.type in INEXACT and not m.nonegzero:
            # SuiteSparse 7.4 tests mask values by their bytes: -0.0 counts as true, while the
            # spec casts the value to bool (false)
            structural = True
        return m, structural, self.chance(0.3), self.chance(0.35)

    def pick_accum(self, ctype, ttype, p=0.35):
        if not self.chance(p):
            return None
        if ctype in UDT or ttype in UDT:
            if ctype == ttype == 'PAIR':
                return self.rng.choice(['U_PAIR_PLUS', 'U_PAIR_MIN', 'U_PAIR_TIMES'])
            if ctype == ttype == 'RGB':
                return self.rng.choice(['U_RGB_MAX', 'U_RGB_MIN'])
            return None
        if self.chance(0.6):
            cands = [n for n in self.cat.bin_same.get(ctype, []) if not is_positional_bin(n)]
        else:
            cands = [n for n in self.cat.binary_names if self.cat.binary[n][0] in BUILTIN
                     and self.cat.binary[n][1] in BUILTIN and not is_positional_bin(n)]
        if self.chance(0.5):
            pref = [n for n in cands if base_name(n) in ('PLUS', 'MIN', 'MAX', 'FIRST', 'SECOND', 'TIMES', 'LOR', 'MINUS')]
            cands = pref or cands
        return self.rng.choice(cands) if cands else None

    def desc(self, R=False, S=False, C=False, T0=False, T1=False):
        letters = ('R' if R else '') + ('S' if S else '') + ('C' if C else '') + \
                  ('T0' if T0 else '') + ('T1' if T1 else '')
        if not letters:
            return '' if self.chance(0.9) else ' desc=NULL'
        if self.chance(0.15):
            return ' desc=new:' + letters
        return ' desc=GrB_DESC_' + letters

    def mask_opts(self, mask, structural, comp, replace, accum, T0=False, T1=False):
        s = ''
        if mask is not None:
            s += ' mask=' + mask.name
        if accum:
            s += ' accum=' + accum
        s += self.desc(R=replace, S=structural and mask is not None, C=comp and mask is not None, T0=T0, T1=T1)
        return s

    def finish(self, out, tlevel, mask, structural, replace, accum, ttype, small=False, noniso=False,
               nonan=False, nonegzero=False, srcs=()):
        """record the comparison level of out after out<mask> accum= T (srcs: objects whose
        values T copies)"""
        for o in srcs:
            if o is not None and o.level == 0 and o.szero:
                self.szero_flag = True
            if o is not None and o.level == 1 and o.loose:
                self.loose_flag = True
        lv = tlevel
        if mask is not None:
            ml = mask.level
            if (structural and ml >= 3) or (not structural and ml >= 1):
                lv = 3
        survives = accum is not None or (mask is not None and not replace)
        if survives:
            lv = max(lv, out.level)
        if accum is not None:
            b = base_name(accum)
            if b == 'ANY':
                lv = max(lv, 2)
            if (self.szero_flag or (out.level == 0 and out.szero)) and b not in ZERO_SAFE_BIN:
                lv = max(lv, 2)
            if lv == 1 and (b in DISCONT_BIN or self.cat.binary[accum][0] not in INEXACT):
                lv = 3
        if lv == 1 and out.type not in INEXACT:
            lv = 3                      # inexact floats cast to an integer
        if lv == 1 and ttype not in INEXACT and accum is None:
            lv = 3
        self.set_level(out, lv)
        out.small = small and (out.small or not survives)
        out.noniso = False
        out.nonan = nonan and (out.nonan or not survives)
        out.moderate = all(o is not None and o.moderate for o in srcs) and bool(srcs) and \
            (out.moderate or not survives)
        out.nonegzero = out.type not in INEXACT or (nonegzero and accum is None and (out.nonegzero or not survives))

    def val_level(self, *objs):
        return max([o.level for o in objs] + [0])

    def fault(self):
        return self.chance(self.fault_rate)

    def pick_print(self, *objs):
        for o in objs:
            if o is not None and self.chance(0.25):
                self.emit('print %s' % o.name)

    # ---------------------------------------------------------------------------------------------
    # operator choice
    # ---------------------------------------------------------------------------------------------

    def pick_semiring(self, prefer_type=None):
        rng = self.rng
        cat = self.cat
        if self.chance(0.08):
            return rng.choice(sorted(n for n in cat.semiring if n.startswith('U_')))
        if prefer_type and self.chance(0.6) and cat.semi_by_x.get(prefer_type):
            return rng.choice(cat.semi_by_x[prefer_type])
        if self.chance(0.3):
            pref = [n for n in cat.semi_names if base_name(cat.semiring[n][0]) in ('PLUS', 'MIN', 'MAX', 'ANY', 'LOR')
                    and base_name(cat.semiring[n][1]) in ('TIMES', 'FIRST', 'SECOND', 'PLUS', 'PAIR', 'ONEB', 'LAND', 'MIN')]
            return rng.choice(pref)
        return rng.choice(cat.semi_names)

    def monoid_level(self, addop, atype, mulop, inputs):
        """comparison level of a reduction with monoid op addop of type atype over products mulop"""
        b = base_name(addop)
        mb = base_name(mulop) if mulop else None
        if b == 'ANY':
            if mb in ONE_VALUED_BIN:
                return 0
            return 2
        if atype in INEXACT and b in ('PLUS', 'TIMES', 'U_PLUS_FP64'):
            exact_mul = mulop is None or mb in ('TIMES', 'PLUS', 'MINUS', 'RMINUS', 'FIRST', 'SECOND',
                                                'PAIR', 'ONEB', 'MIN', 'MAX', 'ANY') + POSITIONAL_BIN
            if b == 'TIMES':
                return 2    # partial products overflow or underflow depending on the order
            if not exact_mul or not all(o.moderate for o in inputs):
                return 2    # huge terms: whether a partial sum overflows depends on the order
            if b == 'PLUS' and all(o.small and o.level == 0 for o in inputs):
                # exact sums, but the sign of a zero sum depends on the order and on whether the
                # monoid's identity takes part (0 + -0 = +0)
                self.szero_flag = True
                return 0
            if atype in ('FP32', 'FC32') or any(o.loose for o in inputs):
                self.loose_flag = True
            return 1
        if atype in INEXACT and b in ('MIN', 'MAX'):
            self.szero_flag = True  # exact values, but the sign of a zero result depends on the order
            return 0
        return 0

    def value_level(self, opname, inputs, kind='binary'):
        """level of an element-wise result computed by opname from inputs"""
        b = base_name(opname)
        lv = self.val_level(*inputs)
        if any(o.loose and o.level == 1 for o in inputs):
            self.loose_flag = True
        if any(o.szero and o.level == 0 for o in inputs):
            if b in (ZERO_SAFE_UNARY if kind == 'unary' else ZERO_SAFE_BIN):
                self.szero_flag = True
            elif kind != 'idx' or b not in POSITIONAL_IDX:
                lv = max(lv, 2)
        if kind == 'binary' and (b in POSITIONAL_BIN or b in ONE_VALUED_BIN):
            return 0 if lv <= 2 else 3
        if kind == 'unary' and b in VALUE_FREE_UNARY:
            return 0 if lv <= 2 else 3
        if b == 'ANY':
            lv = max(lv, 2)
        if lv == 1:
            if kind == 'binary' and b in DISCONT_BIN:
                return 3
            if kind == 'unary' and b not in CONT_UNARY:
                return 3
            if kind == 'idx':
                return 3
        return lv

    # ---------------------------------------------------------------------------------------------
    # operations
    # ---------------------------------------------------------------------------------------------

    def gen_mxm(self):
        semi = self.pick_semiring(self.pick_type(udt=False))
        add, mul, atype, z, x, y = self.cat.semiring[semi]
        pos = is_positional_bin(mul)
        m, k, n = self.pick_dim(), self.pick_dim(), self.pick_dim()
        # (no transposed input with a positional multiply: SuiteSparse 7.4 sometimes takes the
        # wrong index for SECONDJ with GrB_INP1 transposed)
        T0, T1 = (False, False) if pos else (self.chance(0.25), self.chance(0.25))
        A = self.input_matrix(None if pos else x, *((k, m) if T0 else (m, k)), exact_type=x in UDT)
        if A.nr * A.nc > 0 and pos and self.chance(0.2):
            pass
        B = self.input_matrix(None if pos else y, *((n, k) if T1 else (k, n)), exact_type=y in UDT)
        if self.fault():
            n += 1
        ct = atype if atype in UDT else None
        C = self.aliased_output(A, B, m, n, ct) if self.chance(0.12) else self.output('M', ct or atype, m, n)
        M, S, Cm, R = self.pick_mask('M', m, n, C)
        acc = self.pick_accum(C.type, atype)
        self.emit('mxm %s %s %s semiring=%s%s' % (C.name, A.name, B.name, semi,
                                                   self.mask_opts(M, S, Cm, R, acc, T0, T1)))
        lv = max(self.monoid_level(add, atype, mul, [A, B]), self.value_level(mul, [A, B]))
        self.finish(C, lv, M, S, R, acc, atype)
        self.pick_print(C)

    def aliased_output(self, A, B, m, n, t):
        for o in (A, B):
            if o.nr == m and o.nc == n and (t is None or o.type == t):
                return o
        return self.output('M', t or self.pick_type(udt=False), m, n)

    def gen_mxv(self, vxm=False):
        semi = self.pick_semiring(self.pick_type(udt=False))
        add, mul, atype, z, x, y = self.cat.semiring[semi]
        pos = is_positional_bin(mul)
        m = self.pick_dim()
        k = self.pick_dim(lo=1)         # SuiteSparse 7.4: bogus errors for an empty inner dimension
        T0 = self.chance(0.3) and not pos
        if not vxm:
            A = self.input_matrix(None if pos else x, *((k, m) if T0 else (m, k)), exact_type=x in UDT)
            u = self.input_vector(None if pos else y, k, exact_type=y in UDT)
        else:
            u = self.input_vector(None if pos else x, k, exact_type=x in UDT)
            A = self.input_matrix(None if pos else y, *((m, k) if T0 else (k, m)), exact_type=y in UDT)
        if self.fault():
            m += 1
        w = self.output('V', atype if atype in UDT else atype, m)
        if self.chance(0.1) and u.nr == m and (atype not in UDT or u.type == atype):
            w = u                                              # aliased output
        M, S, Cm, R = self.pick_mask('V', m, 1, w)
        acc = self.pick_accum(w.type, atype)
        if not vxm:
            self.emit('mxv %s %s %s semiring=%s%s' % (w.name, A.name, u.name, semi,
                                                       self.mask_opts(M, S, Cm, R, acc, T0=T0)))
        else:
            self.emit('vxm %s %s %s semiring=%s%s' % (w.name, u.name, A.name, semi,
                                                       self.mask_opts(M, S, Cm, R, acc, T1=T0)))
        lv = max(self.monoid_level(add, atype, mul, [A, u]), self.value_level(mul, [A, u]))
        self.finish(w, lv, M, S, R, acc, atype)
        self.pick_print(w)

    def gen_vxm(self):
        self.gen_mxv(vxm=True)

    def pick_ewise_op(self, prefer=None):
        """(name, kind, z, x, y, binop for the level) for eWiseAdd/eWiseMult/kronecker"""
        cat, rng = self.cat, self.rng
        r = rng.random()
        if r < 0.55:
            if self.chance(0.08):
                n = rng.choice(['U_PAIR_PLUS', 'U_PAIR_MIN', 'U_RGB_MAX', 'U_SUBMUL_INT64', 'U_HYPOT_FP64',
                                'U_MIXED', 'U_PAIR_MAKE', 'U_BOR_UINT16', 'U_PAIR_TIMES'])
            elif prefer and self.chance(0.5) and cat.bin_same.get(prefer):
                n = rng.choice(cat.bin_same[prefer])
            else:
                n = rng.choice(cat.binary_names)
            z, x, y = cat.binary[n]
            return n, 'binary', z, x, y, n
        if r < 0.85:
            n = rng.choice(cat.monoid_names)
            op, t = cat.monoid[n]
            return n, 'monoid', t, t, t, op
        n = rng.choice(cat.semi_names)
        add, mul, a, z, x, y = cat.semiring[n]
        return n, 'semiring', None, None, None, (add, mul, a, z, x, y)

    def gen_ewise(self, add):
        while True:
            name, kind, z, x, y, lvop = self.pick_ewise_op(self.pick_type(udt=False))
            # SuiteSparse 7.4's eWiseMult with a positional multiply can return garbage row indices
            # (heap-dependent; seen with GxB_MAX_SECONDJ_INT64 on a one-entry hypersparse A) or
            # crash: eWiseMult draws no positional operator (the unit tests cover ours)
            if add or not is_positional_bin(lvop if kind != 'semiring' else lvop[1]):
                break
        if kind == 'semiring':
            a_add, a_mul, a_t, a_z, a_x, a_y = lvop
            if add:
                z = x = y = a_t
                lvop = a_add
            else:
                z, x, y = a_z, a_x, a_y
                lvop = a_mul
        pos = is_positional_bin(lvop)
        vec = self.chance(0.3)
        m, n = self.pick_dim(), (1 if vec else self.pick_dim())
        T0, T1 = (False, False) if vec else (self.chance(0.2), self.chance(0.2))
        # SuiteSparse 7.4's eWiseAdd transposing exactly one input casts it to the operator's x (y)
        # type on the way, so its entries alone reach the result cast through x (y); the rule
        # (spec, SuiteSparse's guide, this library) casts them straight to z: such an input is
        # given the operator's own input type (run_typecast_oneside.py covers the rest)
        exact_a = x in UDT or (add and T0 and not T1 and x != z)
        exact_b = y in UDT or (add and T1 and not T0 and y != z)
        if vec:
            A = self.input_vector(None if pos else x, m, exact_type=x in UDT)
            B = self.input_vector(None if pos else y, m, exact_type=y in UDT)
        else:
            A = self.input_matrix(None if pos else x, *((n, m) if T0 else (m, n)), exact_type=exact_a)
            B = self.input_matrix(None if pos else y, *((n, m) if T1 else (m, n)), exact_type=exact_b)
            if self.chance(0.1):
                B = A                                          # aliased inputs
                T1 = T0
        if self.fault():
            m += 1
        kindc = 'V' if vec else 'M'
        C = self.output(kindc, z, m, n)
        if self.chance(0.12):
            for o in (A, B):
                if o.kind == kindc and o.nr == m and o.nc == n and (z not in UDT or o.type == z):
                    C = o
        M, S, Cm, R = self.pick_mask(kindc, m, n, C)
        acc = self.pick_accum(C.type, z)
        self.emit('%s %s %s %s op=%s%s' % ('eWiseAdd' if add else 'eWiseMult', C.name, A.name, B.name,
                                           name, self.mask_opts(M, S, Cm, R, acc, T0, T1)))
        lv = self.value_level(lvop, [A, B])
        if add and lv == 1:
            lv = 3 if (x not in INEXACT or y not in INEXACT) else lv
        small = (A.small and B.small and base_name(lvop) in VALUE_PRESERVING_BIN)
        self.finish(C, lv, M, S, R, acc, z, small=small, nonan=A.nonan and B.nonan and base_name(lvop) in VALUE_PRESERVING_BIN)
        self.pick_print(C)

    def gen_eWiseAdd(self):
        self.gen_ewise(True)

    def gen_eWiseMult(self):
        self.gen_ewise(False)

    def gen_eWiseUnion(self):
        cat = self.cat
        if self.chance(0.1):
            name = self.rng.choice(['U_PAIR_PLUS', 'U_SUBMUL_INT64', 'U_HYPOT_FP64', 'U_MIXED', 'U_RGB_MAX'])
        else:
            name = self.rng.choice(cat.binary_names)
        z, x, y = cat.binary[name]
        pos = is_positional_bin(name)
        vec = self.chance(0.3)
        m, n = self.pick_dim(), (1 if vec else self.pick_dim())
        T0, T1 = (False, False) if vec else (self.chance(0.2), self.chance(0.2))
        if vec:
            A = self.input_vector(None if pos else x, m, exact_type=x in UDT)
            B = self.input_vector(None if pos else y, m, exact_type=y in UDT)
        else:
            A = self.input_matrix(None if pos else x, *((n, m) if T0 else (m, n)), exact_type=x in UDT)
            B = self.input_matrix(None if pos else y, *((n, m) if T1 else (m, n)), exact_type=y in UDT)
        alpha = self.new_scalar(x if x in ALLTYPES and (x in UDT or self.chance(0.7)) else self.pick_type(udt=False),
                                full=self.chance(0.95))
        beta = self.new_scalar(y if y in ALLTYPES and (y in UDT or self.chance(0.7)) else self.pick_type(udt=False),
                               full=self.chance(0.95))
        kindc = 'V' if vec else 'M'
        C = self.output(kindc, z, m, n)
        M, S, Cm, R = self.pick_mask(kindc, m, n, C)
        self.fill_if_empty(alpha, M)
        self.fill_if_empty(beta, M)
        acc = self.pick_accum(C.type, z)
        self.emit('eWiseUnion %s %s %s %s %s op=%s%s' % (C.name, A.name, alpha.name, B.name, beta.name, name,
                                                          self.mask_opts(M, S, Cm, R, acc, T0, T1)))
        lv = self.value_level(name, [A, B, alpha, beta])
        self.finish(C, lv, M, S, R, acc, z)
        self.pick_print(C)

    def apply_common(self, x, pos, exact, need_noniso=False):
        vec = self.chance(0.3)
        m, n = self.pick_dim(), (1 if vec else self.pick_dim())
        T0 = (not vec) and self.chance(0.25)
        kw = {}
        if need_noniso:
            # SuiteSparse 7.4 reads garbage when a user index-unary op is applied to an iso input
            kw = dict(distinct=True, reuse=0.0)
        t = None if pos else x
        if vec:
            A = self.input_vector(t, m, exact_type=exact, **kw)
        else:
            A = self.input_matrix(t, *((n, m) if T0 else (m, n)), exact_type=exact, **kw)
        if need_noniso and A.nr * A.nc > 0:
            pass
        return vec, m, n, T0, A

    def thunk(self, t, allow_obj=True, nonan=False):
        """a thunk argument of (or castable to) type t: TYPE:value or a scalar object"""
        if t not in ALLTYPES:
            t = 'INT64'
        vt = t if (t in UDT or self.chance(0.8)) else self.pick_type(udt=False)
        if allow_obj and self.chance(0.4):
            s = self.new_scalar(vt, full=self.chance(0.97), nonan=nonan)
            return s.name, s
        v = self.value(vt)
        while nonan and 'nan' in v:
            v = self.value(vt)
        return '%s:%s' % (vt, v), None

    def fill_if_empty(self, s, mask):
        """with a mask, SuiteSparse 7.4 may return before it sees that a scalar argument is empty
        (GrB_EMPTY_OBJECT): give the scalar a value then"""
        if s is not None and mask is not None and s.kind == 'S' and s.name in self.empty_scalars:
            self.emit('setElement %s %s' % (s.name, self.value(s.type)))
            self.empty_scalars.discard(s.name)

    def apply_output(self, vec, m, n, z, A):
        kindc = 'V' if vec else 'M'
        C = self.output(kindc, z, m, n)
        if self.chance(0.12) and A.kind == kindc and A.nr == m and A.nc == n and (z not in UDT or A.type == z):
            C = A
        return kindc, C

    def gen_apply(self):
        cat = self.cat
        if self.chance(0.1):
            name = self.rng.choice(sorted(n for n in cat.unary if n.startswith('U_')))
        else:
            name = self.rng.choice(cat.unary_names)
        z, x = cat.unary[name]
        b = base_name(name)
        vec, m, n, T0, A = self.apply_common(x, b in VALUE_FREE_UNARY, x in UDT)
        if self.fault():
            m += 1
        kindc, C = self.apply_output(vec, m, n, z, A)
        M, S, Cm, R = self.pick_mask(kindc, m, n, C)
        acc = self.pick_accum(C.type, z)
        self.emit('apply %s %s op=%s%s' % (C.name, A.name, name, self.mask_opts(M, S, Cm, R, acc, T0=T0)))
        lv = self.value_level(name, [A], 'unary')
        self.finish(C, lv, M, S, R, acc, z, small=A.small and b in ('IDENTITY', 'AINV', 'ABS', 'ONE'),
                    nonan=A.nonan and b in ('IDENTITY', 'AINV', 'ABS', 'ONE'))
        self.pick_print(C)

    def gen_apply_bind(self):
        cat = self.cat
        if self.chance(0.1):
            name = self.rng.choice(['U_PAIR_PLUS', 'U_SUBMUL_INT64', 'U_HYPOT_FP64', 'U_MIXED', 'U_PAIR_MAKE', 'U_RGB_MIN'])
        else:
            name = self.rng.choice(cat.binary_names)
        z, x, y = cat.binary[name]
        first = self.chance(0.5)
        pos = is_positional_bin(name)
        vec, m, n, tran, A = self.apply_common(y if first else x, pos, (y if first else x) in UDT)
        # A is the operator's second input with bind1st: GrB_INP1 transposes it (GrB_INP0 is
        # ignored, tried now and then); with bind2nd A is input 0
        T0, T1 = (False, tran) if first else (tran, False)
        if first and not vec and not tran and m == n and self.chance(0.2):
            T0 = True
        th, tobj = self.thunk(x if first else y)
        if self.fault():
            m += 1
        kindc, C = self.apply_output(vec, m, n, z, A)
        M, S, Cm, R = self.pick_mask(kindc, m, n, C)
        self.fill_if_empty(tobj, M)
        acc = self.pick_accum(C.type, z)
        self.emit('apply %s %s op=%s %s=%s%s' % (C.name, A.name, name, 'bind1st' if first else 'bind2nd', th,
                                                 self.mask_opts(M, S, Cm, R, acc, T0=T0, T1=T1)))
        lv = self.value_level(name, [A] + ([tobj] if tobj else []))
        self.finish(C, lv, M, S, R, acc, z)
        self.pick_print(C)

    def gen_apply_idx(self):
        cat = self.cat
        name = self.rng.choice(cat.idx_names)
        z, x, y = cat.idxunary[name]
        user = name.startswith('U_')
        b = base_name(name)
        vec, m, n, T0, A = self.apply_common(x, b in POSITIONAL_IDX, x in UDT, need_noniso=user)
        if b in POSITIONAL_IDX and not user:
            # a small thunk: SuiteSparse 7.4 casts it to int64 rather than to the op's y type, so
            # out-of-range thunks give different (spec: y-typed) results
            th, tobj = '%s:%d' % (self.pick_type(udt=False, among=['INT8', 'INT16', 'INT32', 'INT64', 'FP32', 'FP64']) if self.chance(0.3) else y,
                                  self.rng.randint(-3, 3)), None
        else:
            th, tobj = self.thunk(y if y in ALLTYPES else 'INT64')
        if self.fault():
            m += 1
        kindc, C = self.apply_output(vec, m, n, z, A)
        M, S, Cm, R = self.pick_mask(kindc, m, n, C)
        self.fill_if_empty(tobj, M)
        acc = self.pick_accum(C.type, z)
        self.emit('apply %s %s op=%s thunk=%s%s' % (C.name, A.name, name, th, self.mask_opts(M, S, Cm, R, acc, T0=T0)))
        if b in POSITIONAL_IDX:
            lv = 0 if A.level <= 2 else 3
        else:
            lv = self.value_level(name, [A] + ([tobj] if tobj else []), 'idx')
        self.finish(C, lv, M, S, R, acc, z)
        self.pick_print(C)

    def gen_select(self):
        cat = self.cat
        names = cat.idx_names
        if self.chance(0.93):
            names = [n for n in names if cat.idxunary[n][0] == 'BOOL'] or names
        name = self.rng.choice(names)
        z, x, y = cat.idxunary[name]
        b = base_name(name)
        positional = b in POSITIONAL_IDX
        vec = self.chance(0.3)
        m, n = self.pick_dim(), (1 if vec else self.pick_dim())
        T0 = (not vec) and self.chance(0.25)
        pred = (lambda o: o.level == 0) if not positional else None
        t = None if positional else x
        if vec:
            A = self.input_vector(t, m, exact_type=x in UDT, maxlevel=2 if positional else 0, pred=pred)
        else:
            A = self.input_matrix(t, *((n, m) if T0 else (m, n)), exact_type=x in UDT,
                                  maxlevel=2 if positional else 0, pred=pred)
        if positional and y in ('INT64', 'INT32', '-'):
            if self.chance(0.6):
                th = '%s:%d' % (y if y in ALLTYPES else 'INT64', self.rng.randint(-3, 3))
                tobj = None
            else:
                s = self.declare('S', 'INT64')
                self.emit('setElement %s %d' % (s.name, self.rng.randint(-3, 3)))
                th, tobj = s.name, s
        else:
            th, tobj = self.thunk(y if y in ALLTYPES else 'INT64')
        if self.fault():
            m += 1
        kindc = 'V' if vec else 'M'
        C = self.output(kindc, A.type if self.chance(0.7) else self.pick_type(udt=False), m, n)
        if self.chance(0.15) and A.kind == kindc and A.nr == m and A.nc == n:
            C = A
        M, S, Cm, R = self.pick_mask(kindc, m, n, C)
        self.fill_if_empty(tobj, M)
        acc = self.pick_accum(C.type, A.type)
        self.emit('select %s %s op=%s thunk=%s%s' % (C.name, A.name, name, th, self.mask_opts(M, S, Cm, R, acc, T0=T0)))
        lv = A.level
        if not positional and (lv >= 1 or (tobj and tobj.level >= 1)):
            lv = 3
        self.finish(C, lv, M, S, R, acc, A.type, small=A.small, nonan=A.nonan, nonegzero=A.nonegzero, srcs=(A,))
        self.pick_print(C)

    def gen_gxbselect(self):
        name = self.rng.choice(self.cat.select)
        b = base_name(name)
        positional = b in ('TRIL', 'TRIU', 'DIAG', 'OFFDIAG')
        vec = self.chance(0.3)
        m, n = self.pick_dim(), (1 if vec else self.pick_dim())
        T0 = (not vec) and self.chance(0.25)
        t = self.pick_type(udt=self.chance(0.1))
        mk = 2 if positional else 0
        A = (self.input_vector(t, m, maxlevel=mk, exact_type=True) if vec else
             self.input_matrix(t, *((n, m) if T0 else (m, n)), maxlevel=mk, exact_type=True))
        th = ''
        tobj = None
        if positional:
            if self.chance(0.7):
                tobj = self.declare('S', 'INT64')
                self.emit('setElement %s %d' % (tobj.name, self.rng.randint(-3, 3)))
        elif b.endswith('_THUNK'):
            tobj = self.new_scalar(A.type if self.chance(0.8) else self.pick_type(udt=False))
        elif self.chance(0.05):
            tobj = self.new_scalar(A.type)
        if tobj is not None:
            th = ' thunk=' + tobj.name
        kindc = 'V' if vec else 'M'
        C = self.output(kindc, A.type, m, n)
        if self.chance(0.15) and A.kind == kindc and A.nr == m and A.nc == n:
            C = A
        M, S, Cm, R = self.pick_mask(kindc, m, n, C)
        acc = self.pick_accum(C.type, A.type)
        self.emit('gxbselect %s %s op=%s%s%s' % (C.name, A.name, name, th, self.mask_opts(M, S, Cm, R, acc, T0=T0)))
        lv = A.level if positional else (3 if A.level >= 1 or (tobj and tobj.level >= 1) else 0)
        self.finish(C, lv, M, S, R, acc, A.type, small=A.small, nonan=A.nonan, nonegzero=A.nonegzero, srcs=(A,))
        self.pick_print(C)

    def pick_monoid(self, prefer=None):
        cat, rng = self.cat, self.rng
        if self.chance(0.1):
            return rng.choice(sorted(n for n in cat.monoid if n.startswith('U_')))
        if prefer and self.chance(0.6) and cat.monoid_by_t.get(prefer):
            return rng.choice(cat.monoid_by_t[prefer])
        return rng.choice(cat.monoid_names)

    def gen_reduce(self):
        mon = self.pick_monoid(self.pick_type(udt=False))
        op, t = self.cat.monoid[mon]
        use_binop = self.chance(0.25) and not op.startswith('U_')
        m, n = self.pick_dim(), self.pick_dim()
        T0 = self.chance(0.3)
        A = self.input_matrix(t, *((n, m) if T0 else (m, n)), exact_type=t in UDT)
        if self.fault():
            m += 1
        w = self.output('V', t, m)
        M, S, Cm, R = self.pick_mask('V', m, 1, w)
        acc = self.pick_accum(w.type, t)
        self.emit('reduce %s %s op=%s%s' % (w.name, A.name, op if use_binop else mon,
                                            self.mask_opts(M, S, Cm, R, acc, T0=T0)))
        lv = max(self.monoid_level(op, t, None, [A]), A.level)
        if lv == 1 and A.type not in INEXACT:
            pass
        self.finish(w, lv, M, S, R, acc, t)
        self.pick_print(w)

    def gen_reduce_scalar(self):
        mon = self.pick_monoid(self.pick_type(udt=False))
        op, t = self.cat.monoid[mon]
        vec = self.chance(0.35)
        A = (self.input_vector(t, exact_type=t in UDT) if vec else self.input_matrix(t, exact_type=t in UDT))
        lv = max(self.monoid_level(op, t, None, [A]), A.level)
        if self.chance(0.5):
            # typed C scalar
            rt = t if (t in UDT or self.chance(0.6)) else self.pick_type(udt=False)
            acc = self.pick_accum(rt, t, p=0.3)
            init = ' init=' + self.value(rt) if acc else ''
            if lv == 1 and rt not in INEXACT:
                lv = 3
            if acc and lv == 1 and (base_name(acc) in DISCONT_BIN):
                lv = 3
            if acc and base_name(acc) == 'ANY':
                lv = max(lv, 2)
            if acc and (self.szero_flag or A.szero) and base_name(acc) not in ZERO_SAFE_BIN:
                lv = max(lv, 2)
            name = self.level_name(lv, self.loose_flag or A.loose, (self.szero_flag or A.szero) and rt in INEXACT)
            cmp = '' if name == 'exact' else ' cmp=' + name
            self.loose_flag = self.szero_flag = False
            self.emit('reducetyped %s op=%s type=%s%s%s%s' % (A.name, mon, rt, init,
                                                               ' accum=' + acc if acc else '', cmp))
        else:
            use_binop = self.chance(0.25) and not op.startswith('U_')
            s = self.existing('S', t=t, maxlevel=3) if self.chance(0.2) else None
            if s is None:
                s = self.new_scalar(t if (t in UDT or self.chance(0.7)) else self.pick_type(udt=False),
                                    full=self.chance(0.5))
            acc = self.pick_accum(s.type, t, p=0.3)
            self.emit('reduce %s %s op=%s%s' % (s.name, A.name, op if use_binop else mon,
                                                ' accum=' + acc if acc else ''))
            self.finish(s, lv, None, False, False, acc, t)

    def gen_transpose(self):
        t = self.pick_type()
        m, n = self.pick_dim(), self.pick_dim()
        T0 = self.chance(0.25)
        A = self.input_matrix(t, *((m, n) if T0 else (n, m)), exact_type=t in UDT)
        if self.fault():
            m += 1
        C = self.output('M', A.type if A.type in UDT else A.type, m, n)
        if self.chance(0.15) and A.nr == m and A.nc == n:
            C = A                                               # C = A' in place
        M, S, Cm, R = self.pick_mask('M', m, n, C)
        acc = self.pick_accum(C.type, A.type)
        self.emit('transpose %s %s%s' % (C.name, A.name, self.mask_opts(M, S, Cm, R, acc, T0=T0)))
        self.finish(C, A.level, M, S, R, acc, A.type, small=A.small, nonan=A.nonan, nonegzero=A.nonegzero, srcs=(A,))
        self.pick_print(C)

    def index_list(self, dim, allow_dups=True, want=None):
        """(text, length) of a random index list into [0, dim)"""
        rng = self.rng
        r = rng.random()
        if dim == 0:
            r = min(r, 0.5)
        if r < 0.25:
            return 'ALL:%d' % dim, dim
        if r < 0.55 or dim == 0:
            k = want if want is not None else rng.randint(0, min(dim + 2, 8))
            if allow_dups:
                lst = [rng.randrange(dim) for _ in range(k)] if dim else []
            else:
                k = min(k, dim)
                lst = rng.sample(range(dim), k)
            return 'L:' + ','.join(map(str, lst)), len(lst)
        if r < 0.75:
            lo = rng.randrange(dim)
            hi = rng.randint(lo - 1, dim - 1)
            return 'R:%d,%d' % (lo, hi), max(0, hi - lo + 1)
        if r < 0.9 or not allow_dups:
            # (no GxB_BACKWARDS for assign: SuiteSparse 7.4's subassign with a backwards list and
            # a structural mask can miss a deletion)
            lo = rng.randrange(dim)
            hi = rng.randint(lo, dim - 1)
            inc = rng.randint(1, 3)
            return 'S:%d,%d,%d' % (lo, hi, inc), (hi - lo) // inc + 1
        hi = rng.randrange(dim)
        lo = rng.randint(0, hi)
        dec = rng.randint(1, 3)
        return 'B:%d,%d,%d' % (hi, lo, dec), (hi - lo) // dec + 1

    def gen_extract(self):
        t = self.pick_type()
        r = self.rng.random()
        if r < 0.55:
            m, n = self.pick_dim(), self.pick_dim()
            T0 = self.chance(0.25)
            A = self.input_matrix(t, m, n, exact_type=t in UDT)
            am, an = (n, m) if T0 else (m, n)
            I, ni = self.index_list(am)
            J, nj = self.index_list(an)
            bad = self.fault()
            if bad:
                I, ni = 'L:%d' % (am + self.rng.randint(0, 3)), 1
            C = self.output('M', A.type, ni, nj)
            if self.chance(0.1) and A.nr == ni and A.nc == nj:
                C = A
            # (with a mask that has no true entry SuiteSparse 7.4 returns before checking indices)
            M, S, Cm, R = self.pick_mask('M', ni, nj, C, p=0 if bad else 0.5)
            acc = self.pick_accum(C.type, A.type)
            self.emit('extract %s %s I=%s J=%s%s' % (C.name, A.name, I, J, self.mask_opts(M, S, Cm, R, acc, T0=T0)))
        elif r < 0.75:
            m, n = self.pick_dim(), self.pick_dim(lo=1)
            T0 = self.chance(0.25)
            A = self.input_matrix(t, m, n, exact_type=t in UDT)
            am, an = (n, m) if T0 else (m, n)
            if an == 0:
                raise Skip()
            I, ni = self.index_list(am)
            j = self.rng.randrange(an)
            C = self.output('V', A.type, ni)
            M, S, Cm, R = self.pick_mask('V', ni, 1, C)
            acc = self.pick_accum(C.type, A.type)
            self.emit('extract %s %s I=%s col=%d%s' % (C.name, A.name, I, j, self.mask_opts(M, S, Cm, R, acc, T0=T0)))
        else:
            u = self.input_vector(t, exact_type=t in UDT)
            I, ni = self.index_list(u.nr)
            C = self.output('V', u.type, ni)
            if self.chance(0.1) and u.nr == ni:
                C = u
            M, S, Cm, R = self.pick_mask('V', ni, 1, C)
            acc = self.pick_accum(C.type, u.type)
            self.emit('extract %s %s I=%s%s' % (C.name, u.name, I, self.mask_opts(M, S, Cm, R, acc)))
            A = u
        self.finish(C, A.level, M, S, R, acc, A.type, small=A.small, nonan=A.nonan, nonegzero=A.nonegzero, srcs=(A,))
        self.pick_print(C)

    def gen_assign(self, sub=False):
        verb = 'subassign' if sub else 'assign'
        t = self.pick_type()
        r = self.rng.random()
        vec = r < 0.25
        m = self.pick_dim()
        n = 1 if vec else self.pick_dim()
        C = self.output('V' if vec else 'M', t, m, n)
        if C.level >= 3 and self.chance(0.5):
            C = self.declare('V' if vec else 'M', t, m, n)
        I, ni = self.index_list(m, allow_dups=False)
        J, nj = ('', 1) if vec else self.index_list(n, allow_dups=False)
        src_kind = self.rng.random()
        if not vec and src_kind < 0.2 and (m > 0 or n > 0):
            # row or column assign
            if self.chance(0.5) and m > 0:
                row = self.rng.randrange(m)
                u = self.input_vector(C.type, nj, exact_type=C.type in UDT)
                mk_len = nj if sub else n
                M, S, Cm, R = self.pick_mask('V', mk_len, 1)
                acc = self.pick_accum(C.type, u.type)
                self.emit('%s %s %s row=%d J=%s%s' % (verb, C.name, u.name, row, J, self.mask_opts(M, S, Cm, R, acc)))
            elif n > 0:
                col = self.rng.randrange(n)
                u = self.input_vector(C.type, ni, exact_type=C.type in UDT)
                mk_len = ni if sub else m
                M, S, Cm, R = self.pick_mask('V', mk_len, 1)
                acc = self.pick_accum(C.type, u.type)
                self.emit('%s %s %s col=%d I=%s%s' % (verb, C.name, u.name, col, I, self.mask_opts(M, S, Cm, R, acc)))
            else:
                raise Skip()
            self.finish(C, u.level, M, S, R, acc, u.type, srcs=(u,))
            self.pick_print(C)
            return
        mk, mn = (ni, nj) if sub else (m, n)
        T0 = False
        if src_kind < 0.6:
            if vec:
                A = self.input_vector(C.type, ni, exact_type=C.type in UDT)
            else:
                T0 = self.chance(0.2)
                A = self.input_matrix(C.type, *((nj, ni) if T0 else (ni, nj)), exact_type=C.type in UDT)
                if self.chance(0.08) and A.nr == m and A.nc == n and C.nr == ni and C.nc == nj:
                    A = C
            src, srcobj, stype = A.name, A, A.type
        else:
            st = C.type if (C.type in UDT or self.chance(0.7)) else self.pick_type(udt=False)
            src, srcobj = self.thunk(st)
            stype = st
        bad = self.fault() and 0 < ni <= m
        if bad:
            # the same number of indices, the last one out of range (a single fault)
            I = 'L:' + ','.join(map(str, self.rng.sample(range(m), ni - 1) + [m + self.rng.randint(0, 2)]))
        M, S, Cm, R = self.pick_mask('V' if vec else 'M', mk, mn if not vec else 1, C, p=0 if bad else 0.5)
        acc = self.pick_accum(C.type, stype)
        jtxt = '' if vec else ' J=' + J
        self.emit('%s %s %s I=%s%s%s' % (verb, C.name, src, I, jtxt, self.mask_opts(M, S, Cm, R, acc, T0=T0)))
        # assign without accum keeps C's entries outside (I,J), so C's level always survives
        lv = max(srcobj.level if srcobj else 0, C.level)
        self.finish(C, lv, M, S, R, acc, stype, srcs=(srcobj, C))
        self.pick_print(C)

    def gen_subassign(self):
        self.gen_assign(sub=True)

    def gen_kronecker(self):
        name, kind, z, x, y, lvop = self.pick_ewise_op(self.pick_type(udt=False))
        if kind == 'semiring':
            a_add, a_mul, a_t, a_z, a_x, a_y = lvop
            z, x, y = a_z, a_x, a_y
            lvop = a_mul
        pos = is_positional_bin(lvop)
        am, an, bm, bn = (self.pick_dim(hi=6) for _ in range(4))
        T0, T1 = self.chance(0.2), self.chance(0.2)
        A = self.input_matrix(None if pos else x, *((an, am) if T0 else (am, an)), exact_type=x in UDT)
        B = self.input_matrix(None if pos else y, *((bn, bm) if T1 else (bm, bn)), exact_type=y in UDT)
        m, n = am * bm, an * bn
        if self.fault():
            n += 1
        C = self.output('M', z, m, n)
        M, S, Cm, R = self.pick_mask('M', m, n, C)
        acc = self.pick_accum(C.type, z)
        self.emit('kronecker %s %s %s op=%s%s' % (C.name, A.name, B.name, name, self.mask_opts(M, S, Cm, R, acc, T0, T1)))
        self.finish(C, self.value_level(lvop, [A, B]), M, S, R, acc, z)
        self.pick_print(C)

    def gen_diag(self):
        v = self.input_vector(None, self.pick_dim(hi=20))
        k = self.rng.randint(-3, 3)
        name = self.newname('D')
        self.emit('diag %s %s %d' % (name, v.name, k))
        o = Obj(name, 'M', v.type, v.nr + abs(k), v.nr + abs(k))
        self.objs[name] = o
        self.set_level(o, v.level, v.loose, v.szero)
        o.small, o.nonan, o.nonegzero = v.small, v.nonan, v.nonegzero
        self.pick_print(o)

    def gen_gxbdiag(self):
        v = self.input_vector(None, self.pick_dim(hi=20))
        k = self.rng.randint(-3, 3)
        n = v.nr + abs(k)
        if self.fault():
            n += 1
        C = self.output('M', v.type, n, n)
        self.emit('gxbdiag %s %s %d%s' % (C.name, v.name, k, self.desc()))
        self.set_level(C, v.level, v.loose, v.szero)
        C.small, C.nonan, C.noniso = v.small, v.nonan, False
        C.nonegzero = C.type not in INEXACT
        self.pick_print(C)

    def gen_vdiag(self):
        A = self.input_matrix(None)
        m, n = A.nr, A.nc
        k = self.rng.randint(-3, 3)
        T0 = self.chance(0.1)           # GxB_Vector_diag ignores the descriptor's transpose
        am, an = m, n
        if k >= 0:
            ln = max(0, min(am, an - k))
        else:
            ln = max(0, min(am + k, an))
        if self.fault():
            ln += 1
        w = self.output('V', A.type, ln)
        self.emit('vdiag %s %s %d%s' % (w.name, A.name, k, self.desc(T0=T0)))
        self.set_level(w, A.level, A.loose, A.szero)
        w.small, w.nonan, w.noniso = A.small, A.nonan, False
        w.nonegzero = w.type not in INEXACT
        self.pick_print(w)

    def gen_concat(self):
        t = self.pick_type()
        mt, nt = self.rng.randint(1, 3), self.rng.randint(1, 3)
        rows = [self.pick_dim(hi=8) for _ in range(mt)]
        cols = [self.pick_dim(hi=8) for _ in range(nt)]
        tiles = []
        for i in range(mt):
            for j in range(nt):
                tiles.append(self.input_matrix(t, rows[i], cols[j], exact_type=t in UDT, reuse=0.2))
        m, n = sum(rows), sum(cols)
        if self.fault():
            m += 1
        C = self.output('M', t, m, n)
        if C in tiles:
            C = self.declare('M', t, m, n)     # an output that is also a tile: not a documented case
        self.emit('concat %s %d %d %s%s' % (C.name, mt, nt, ' '.join(o.name for o in tiles), self.desc()))
        lv = max(o.level for o in tiles)
        self.set_level(C, lv, any(o.loose for o in tiles), any(o.szero for o in tiles))
        C.small = all(o.small for o in tiles)
        C.nonan = all(o.nonan for o in tiles)
        C.nonegzero = all(o.nonegzero for o in tiles)
        C.noniso = False
        self.pick_print(C)

    def gen_split(self):
        A = self.input_matrix(None)
        def parts(d):
            if d == 0:
                return [0]
            k = self.rng.randint(1, min(3, d))
            cuts = sorted(self.rng.sample(range(1, d), k - 1)) if d > 1 and k > 1 else []
            b = [0] + cuts + [d]
            return [b[i + 1] - b[i] for i in range(len(b) - 1)]
        rows, cols = parts(A.nr), parts(A.nc)
        if self.fault():
            rows[0] += 1
        names = []
        for i in range(len(rows)):
            for j in range(len(cols)):
                nm = self.newname('T')
                names.append(nm)
                o = Obj(nm, 'M', A.type, rows[i], cols[j])
                o.small, o.nonan, o.nonegzero = A.small, A.nonan, A.nonegzero
                self.objs[nm] = o
        self.emit('split %s %d %d rows=L:%s cols=L:%s %s%s' % (
            A.name, len(rows), len(cols), ','.join(map(str, rows)), ','.join(map(str, cols)), ' '.join(names),
            self.desc()))
        for nm in names:
            self.set_level(self.objs[nm], A.level, A.loose, A.szero)

    def gen_sort(self):
        t = self.pick_type(udt=False)
        vec = self.chance(0.35)
        # a strict comparator only: SuiteSparse 7.4's sort crashes with LE/GE on rows of more
        # than 30 entries (a non-strict comparator is a user error anyway)
        cmps = [n for n in self.cat.binary_names if base_name(n) in ('LT', 'GT')
                and self.cat.binary[n][1] in BUILTIN]
        op = self.rng.choice(cmps)
        opx = self.cat.binary[op][1]
        if self.chance(0.6):
            t = opx
        A = (self.new_vector(t, nonan=True) if vec else self.new_matrix(t, nonan=True))
        T0 = (not vec) and self.chance(0.3)
        kind = 'V' if vec else 'M'
        r = self.rng.random()
        C = P = None
        # SuiteSparse 7.4 wants C of A's type and P of type INT64 (else GrB_DOMAIN_MISMATCH)
        if r < 0.8:
            C = self.declare(kind, t if self.chance(0.97) else self.pick_type(udt=False), A.nr, A.nc)
        if r > 0.5:
            P = self.declare(kind, 'INT64' if self.chance(0.97) else 'INT32', A.nr, A.nc)
        self.emit('sort %s %s %s op=%s%s' % (C.name if C else '-', P.name if P else '-', A.name, op,
                                             self.desc(T0=T0)))
        for o in (C, P):
            if o is not None:
                self.set_level(o, A.level, A.loose, A.szero)
                o.nonegzero = A.nonegzero or o.type not in INEXACT
        self.pick_print(C, P)

    # -------- container operations ---------------------------------------------------------------

    def some_object(self, kinds='MVS'):
        cands = [o for o in self.objs.values() if o.kind in kinds]
        if cands and self.chance(0.8):
            return self.rng.choice(cands)
        k = self.rng.choice(kinds)
        if k == 'M':
            return self.new_matrix()
        if k == 'V':
            return self.new_vector()
        return self.new_scalar()

    def idx_of(self, o, bad=False):
        def one(d):
            if bad or d == 0:
                return d + self.rng.randint(0, 2)
            return self.rng.randrange(d)
        if o.kind == 'M':
            return '%d %d' % (one(o.nr), one(o.nc))
        if o.kind == 'V':
            return '%d' % one(o.nr)
        return ''

    def gen_build(self):
        o = self.declare(self.rng.choice('MMV'), self.pick_type(), self.pick_dim(), self.pick_dim())
        if o.kind == 'V':
            o.nc = 1
            self.lines[-1] = 'vector %s %s %d' % (o.name, o.type, o.nr)
        self.build(o)
        if self.fault():
            self.build(o)                                   # GrB_OUTPUT_NOT_EMPTY
        self.pick_print(o)

    def gen_setElement(self):
        o = self.some_object()
        for _ in range(self.rng.randint(1, 6)):
            if o.kind != 'S' and o.nr * o.nc == 0 and not self.fault():
                break
            bad = self.fault()
            t = o.type
            if t in BUILTIN and self.chance(0.2):
                t = self.pick_type(udt=False)
            v = self.value(t)
            if self.chance(0.08) and o.kind != 'S':
                s = self.new_scalar(t, full=self.chance(0.85))
                self.emit('setElement %s %s scalar=%s' % (o.name, self.idx_of(o, bad), s.name))
            else:
                self.emit('setElement %s %s%s%s' % (o.name, self.idx_of(o, bad) + ' ' if o.kind != 'S' else '', v,
                                                    ' type=' + t if t != o.type else ''))
            if 'nan' in v:
                o.nonan = False
            if '-0.0' in v or 'scalar=' in self.lines[-1]:
                o.nonegzero = False
            o.moderate = o.moderate and moderate_literal(v) and 'scalar=' not in self.lines[-1]
            o.noniso = False
        self.pick_print(o)

    def gen_removeElement(self):
        o = self.some_object('MV')
        for _ in range(self.rng.randint(1, 5)):
            if o.nr * o.nc == 0 and not self.fault():
                break
            self.emit('removeElement %s %s' % (o.name, self.idx_of(o, self.fault())))
        o.noniso = False
        self.pick_print(o)

    def gen_extractElement(self):
        o = self.some_object()
        for _ in range(self.rng.randint(1, 5)):
            if o.kind != 'S' and o.nr * o.nc == 0 and not self.fault():
                break
            t = o.type
            if t in BUILTIN and self.chance(0.25):
                t = self.pick_type(udt=False)
            lv = o.level
            if lv == 1 and t not in INEXACT:
                lv = 3
            name = self.level_name(lv, o.loose, o.szero and t in INEXACT)
            suffix = '' if name == 'exact' else ' cmp=' + name
            if self.chance(0.1) and o.kind != 'S':
                s = self.new_scalar(t, full=self.chance(0.5))
                bad = self.fault() or o.nr * o.nc == 0
                self.emit('extractElement %s %s scalar=%s%s' % (o.name, self.idx_of(o, bad), s.name, suffix))
                # an invalid index: SuiteSparse 7.4 has already cleared the scalar (the spec and we
                # leave it untouched), so the scalar is not compared any more
                self.set_level(s, 3 if bad else lv, o.loose, o.szero)
            else:
                self.emit('extractElement %s %s%s%s' % (o.name, self.idx_of(o, self.fault()),
                                                        ' type=' + t if t != o.type else '', suffix))

    def gen_extractTuples(self):
        o = self.some_object('MV')
        t = o.type
        if t in BUILTIN and self.chance(0.3):
            t = self.pick_type(udt=False)
        lv = o.level
        if lv == 1 and t not in INEXACT:
            lv = 3
        name = self.level_name(lv, o.loose, o.szero and t in INEXACT)
        self.emit('extractTuples %s%s%s' % (o.name, ' type=' + t if t != o.type else '',
                                            '' if name == 'exact' else ' cmp=' + name))

    def gen_dup(self):
        o = self.some_object()
        name = self.newname({'M': 'A', 'V': 'v', 'S': 's'}[o.kind])
        self.emit('dup %s %s' % (name, o.name))
        d = Obj(name, o.kind, o.type, o.nr, o.nc)
        d.small, d.nonan, d.noniso, d.nonegzero = o.small, o.nonan, o.noniso, o.nonegzero
        self.objs[name] = d
        self.set_level(d, o.level, o.loose, o.szero)
        if self.chance(0.5):
            # the copy and the original are independent
            target = self.rng.choice([o, d])
            if target.kind != 'S' and target.nr * target.nc > 0:
                self.emit('setElement %s %s %s' % (target.name, self.idx_of(target), self.value(target.type)))
            elif target.kind == 'S':
                self.emit('setElement %s %s' % (target.name, self.value(target.type)))
            target.noniso = False
        self.pick_print(o, d)

    def gen_clear(self):
        o = self.some_object()
        self.emit('clear %s' % o.name)
        self.set_level(o, 0, reset=True)
        o.noniso = False
        if self.chance(0.5) and o.kind != 'S':
            self.build(o, dups=False)
        self.pick_print(o)

    def gen_resize(self):
        o = self.some_object('MV')
        nr = self.pick_dim() if self.chance(0.6) else max(0, o.nr + self.rng.randint(-2, 2))
        nc = self.pick_dim() if self.chance(0.6) else max(0, o.nc + self.rng.randint(-2, 2))
        # dimensions above 2^60 (GrB_INDEX_MAX+1) are invalid: SuiteSparse 7.4's resize accepts them
        nr, nc = min(nr, 2**60), min(nc, 2**60)
        if (nr == 0 or nc == 0) and (nr >= 2**40 or nc >= 2**40):
            nr = nc = 3                                         # SuiteSparse 7.4: 0 x 2^40 runs out of memory
        if o.kind == 'M':
            self.emit('resize %s %d %d' % (o.name, nr, nc))
            o.nr, o.nc = nr, nc
        else:
            self.emit('resize %s %d' % (o.name, nr))
            o.nr = nr
        o.noniso = False
        self.pick_print(o)

    def gen_nvals(self):
        o = self.some_object()
        self.emit('nvals %s%s' % (o.name, ' cmp=none' if o.level >= 3 else ''))

    def gen_wait(self):
        o = self.some_object()
        self.emit('wait %s%s' % (o.name, ' complete' if self.chance(0.3) else ''))

    # ---------------------------------------------------------------------------------------------

    # ---------------------------------------------------------------------------------------------
    # fusable groups (focus 'fused'): every value small and exact, so the three runs (SuiteSparse,
    # ours, ours with the JIT) agree bit for bit whatever order each sums in
    # ---------------------------------------------------------------------------------------------

    def fused_matrix(self, t, nr, nc, density):
        A = self.declare('M', t, nr, nc)
        pos = self.positions(A, int(round(nr * nc * density)))
        toks = []
        for (i, j) in pos:
            v = str(self.rng.randint(0, 1)) if t == 'BOOL' else (
                str(self.rng.randint(-6, 9)) if t in INTS else fmt_float(self.rng.randint(-40, 40) / 4.0, t))
            toks += [str(i), str(j), v]
        self.emit('build %s %d %s' % (A.name, len(pos), ' '.join(toks)))
        A.noniso = False
        return A

    def fused_chain(self, src, t, ops):
        """emit the pending select/apply chain over src; returns the outputs, source first"""
        outs = []
        cur = src
        for kind, op in ops:
            C = self.declare('M', t, src.nr, src.nc)
            if kind == 'select':
                if base_name(op) in POSITIONAL_IDX:
                    th = 'INT64:%d' % self.rng.randint(-3, 3)
                else:
                    th = '%s:%s' % (t, fmt_float(self.rng.randint(-24, 24) / 4.0, t))
                self.emit('select %s %s op=%s thunk=%s' % (C.name, cur.name, op, th))
            else:
                self.emit('apply %s %s op=%s' % (C.name, cur.name, op))
            outs.append(C)
            cur = C
        return outs

    def gen_fused(self):
        rng = self.rng
        if self.chance(0.5):
            t, ops = rng.choice(FUSED_CHAINS)
            A = self.fused_matrix(t, rng.randint(1, 40), rng.randint(1, 40), rng.choice([0.0, 0.05, 0.2, 0.5]))
            outs = self.fused_chain(A, t, ops)
        else:
            t, semiring, at, ops = rng.choice(FUSED_MXM)
            m, n, k = rng.randint(1, 30), rng.randint(1, 30), rng.randint(1, 30)
            d = rng.choice([0.05, 0.2, 0.5])
            A = self.fused_matrix(at, m, k, d)
            B = self.fused_matrix(at, n, k, d)
            M = self.fused_matrix('BOOL', m, n, rng.choice([0.1, 0.3, 0.6]))
            C = self.declare('M', t, m, n)
            # C is new and empty, no accumulator: the planner takes C<M,struct> = A*B'
            self.emit('mxm %s %s %s semiring=%s mask=%s desc=GrB_DESC_ST1' % (C.name, A.name, B.name, semiring,
                                                                             M.name))
            outs = [C] + self.fused_chain(C, t, ops)
        root = outs[-1]
        if len(outs) >= 2 and self.chance(0.4):
            # the root read as a matrix while its whole chain is pending and no one else holds
            # the intermediates (freed first): a group with a matrix result (count, scan, fill;
            # src/dag/planner.cpp plan_matrix_result), whose entries the final dump compares
            for X in outs[:-1]:
                self.emit('free %s' % X.name)
            self.emit('nvals %s' % root.name)
            return
        self.emit('reducetyped %s op=GrB_PLUS_MONOID_%s type=%s' % (root.name, t, t))
        if self.chance(0.3):  # the same pending group again: a cache hit in memory
            self.emit('reducetyped %s op=GrB_PLUS_MONOID_%s type=%s' % (root.name, t, t))
        if self.chance(0.4):  # an intermediate read afterwards: computed node by node
            self.emit('nvals %s' % rng.choice(outs).name)

    def generate(self):
        rng = self.rng
        n = rng.randint(1, 4)
        focus_fn = getattr(self, 'gen_' + self.focus)
        helpers = [op for op in self.allowed if op in CONTAINER_OPS]
        made = 0
        attempts = 0
        while made < n and attempts < 4 * n + 4:
            attempts += 1
            try:
                focus_fn()
                made += 1
            except Skip:
                continue
            if helpers and self.chance(0.3):
                try:
                    getattr(self, 'gen_' + rng.choice(helpers))()
                except Skip:
                    pass
        if self.chance(0.3):
            for o in list(self.objs.values()):
                if self.chance(0.3):
                    self.emit('wait %s' % o.name)
        return '\n'.join(self.lines) + '\n'


# ==================================================================================================
# running the drivers and comparing their outputs
# ==================================================================================================

def run_driver(exe, prog_path, mode, threads, timeout, chunk=None, extra_env=None):
    cmd = [exe, '--mode', mode]
    if threads:
        cmd += ['--threads', str(threads)]
    if chunk:
        cmd += ['--chunk', str(chunk)]
    cmd.append(prog_path)
    env = dict(os.environ)
    env.setdefault('OMP_PROC_BIND', 'false')
    env.setdefault('OMP_WAIT_POLICY', 'passive')     # no spinning threads on a busy machine
    env.pop('LD_PRELOAD', None)
    env.update(extra_env or {})
    t0 = time.time()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, env=env)
        return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace'), time.time() - t0
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode('utf-8', 'replace') if e.stdout else ''
        return 'timeout', out, '', time.time() - t0


def parse_output(text):
    """list of records: ('line', n, verb, info, extras, cmp, tuples) or ('obj', name, header, cmp, entries)"""
    recs = []
    lines = text.split('\n')
    k = 0
    while k < len(lines):
        ln = lines[k]
        k += 1
        if ln.startswith('@L'):
            f = ln.split()
            n = int(f[0][2:])
            verb = f[1] if len(f) > 1 else ''
            info = f[2] if len(f) > 2 else ''
            rest = f[3:]
            cmp = 'exact'
            if rest and rest[-1].startswith('cmp='):
                cmp = rest[-1][4:]
                rest = rest[:-1]
            tuples = None
            if verb == 'extractTuples' and info == 'GrB_SUCCESS':
                tuples = []
                while k < len(lines) and lines[k] != '@end':
                    tuples.append(lines[k])
                    k += 1
                k += 1
            if info == 'PARSE_ERROR':
                rest = [' '.join(rest)]
            recs.append(('line', n, verb, info, rest, cmp, tuples))
        elif ln.startswith('@obj'):
            f = ln.split()
            name = f[1]
            cmp = 'exact'
            if f[-1].startswith('cmp='):
                cmp = f[-1][4:]
                f = f[:-1]
            header = f[2:]
            entries = []
            if len(header) >= 1 and header[0] in ('matrix', 'vector', 'scalar'):
                while k < len(lines) and lines[k] != '@end':
                    entries.append(lines[k])
                    k += 1
                k += 1
            recs.append(('obj', name, header, cmp, entries))
        elif ln in ('@final', '@done'):
            recs.append((ln,))
    return recs


RTOL = {'FP64': 1e-12, 'FP32': 1e-5}


def float_token_equal(a, b, tol):
    """compare '0xBITS' tokens: exact bits (NaN == NaN), or within a relative tolerance
    (tol: False, True for the type's own tolerance, or a relative tolerance)"""
    if a == b:
        return True
    try:
        bits_a, bits_b = int(a, 16), int(b, 16)
    except ValueError:
        return False
    if len(a) == 10:
        fa = struct.unpack('<f', struct.pack('<I', bits_a))[0]
        fb = struct.unpack('<f', struct.pack('<I', bits_b))[0]
        rtol = RTOL['FP32']
    else:
        fa = struct.unpack('<d', struct.pack('<Q', bits_a))[0]
        fb = struct.unpack('<d', struct.pack('<Q', bits_b))[0]
        rtol = RTOL['FP64']
    if math.isnan(fa) and math.isnan(fb):
        return True
    if tol is False:
        return False
    if tol is not True:
        rtol = tol          # 0.0 ('zero'): equal values, -0 == +0
    if math.isinf(fa) or math.isinf(fb) or math.isnan(fa) or math.isnan(fb):
        return fa == fb
    return abs(fa - fb) <= rtol * max(abs(fa), abs(fb), 1.0)


def values_equal(va, vb, cmp):
    """compare value token lists (after the indices)"""
    if cmp in ('struct', 'none'):
        return True
    if len(va) != len(vb):
        return False
    tol = {'tol': True, 'tol32': RTOL['FP32'], 'zero': 0.0}.get(cmp, False)
    if tol is not False and tol != 0.0 and len(va) == 4 and all(x.startswith('0x') for x in (va[0], va[2], vb[0], vb[2])) \
            and not _finite_complex(va) and not _finite_complex(vb):
        return True     # order-dependent complex products with Inf/NaN: any non-finite result
    k = 0
    while k < len(va):
        a, b = va[k], vb[k]
        if a.startswith('0x') and b.startswith('0x'):
            if not float_token_equal(a, b, tol):
                return False
            k += 2                  # skip the %.17g rendering
            continue
        if a != b:
            return False
        k += 1
    return True


def _finite_complex(v):
    return all(math.isfinite(float(x)) for x in (v[1], v[3]))


def entries_equal(ea, eb, nidx, cmp):
    if cmp == 'none':
        return True, ''
    if len(ea) != len(eb):
        return False, 'nvals %d vs %d' % (len(ea), len(eb))
    for x, y in zip(ea, eb):
        fx, fy = x.split(), y.split()
        if fx[:nidx] != fy[:nidx]:
            return False, 'entry %s vs %s' % (x, y)
        if not values_equal(fx[nidx:], fy[nidx:], cmp):
            return False, 'value %s vs %s' % (x, y)
    return True, ''


def compare(out_ref, out_test):
    """(status, message): status 'agree', 'disagree' or 'notimpl'; out_ref from SuiteSparse"""
    ra, rb = parse_output(out_ref), parse_output(out_test)
    for k in range(max(len(ra), len(rb))):
        a = ra[k] if k < len(ra) else None
        b = rb[k] if k < len(rb) else None
        if b is not None and b[0] == 'line' and b[3] == 'GrB_NOT_IMPLEMENTED' and \
                (a is None or a[0] != 'line' or a[3] != 'GrB_NOT_IMPLEMENTED'):
            return 'notimpl', 'L%d %s returned GrB_NOT_IMPLEMENTED' % (b[1], b[2])
        if a is None or b is None:
            return 'disagree', 'output ends early (%s)' % ('SuiteSparse' if a is None else 'ours')
        if a[0] != b[0]:
            return 'disagree', 'record %d: %s vs %s' % (k, a[0], b[0])
        if a[0] == 'line':
            _, n, verb, info, extras, cmp, tuples = a
            _, n2, verb2, info2, extras2, cmp2, tuples2 = b
            if n != n2 or verb != verb2:
                return 'disagree', 'line L%d %s vs L%d %s' % (n, verb, n2, verb2)
            if cmp == 'none':
                continue
            if info != info2:
                return 'disagree', 'L%d %s: %s (SuiteSparse) vs %s (ours)' % (n, verb, info, info2)
            if verb == 'extractTuples' and tuples is not None:
                if extras[:2] != extras2[:2] and cmp != 'none':
                    return 'disagree', 'L%d extractTuples: count %s vs %s' % (n, extras, extras2)
                nidx = 2 if extras[:1] == ['matrix'] else 1
                ok, msg = entries_equal(tuples, tuples2 or [], nidx, cmp)
                if not ok:
                    return 'disagree', 'L%d extractTuples: %s' % (n, msg)
                continue
            if verb == 'nvals' or cmp in ('exact', 'tol', 'tol32', 'zero'):
                if not values_equal(extras, extras2, 'exact' if verb == 'nvals' else cmp):
                    return 'disagree', 'L%d %s: %s vs %s' % (n, verb, ' '.join(extras), ' '.join(extras2))
        elif a[0] == 'obj':
            _, name, header, cmp, entries = a
            _, name2, header2, cmp2, entries2 = b
            if name != name2:
                return 'disagree', 'object %s vs %s' % (name, name2)
            ha = header
            hb = header2
            if cmp == 'none':
                # kind, type and dimensions only
                ha = [x for x in ha if True]
                cut = ha.index('nvals') if 'nvals' in ha else len(ha)
                cutb = hb.index('nvals') if 'nvals' in hb else len(hb)
                if ha[:cut] != hb[:cutb]:
                    return 'disagree', 'object %s: %s vs %s' % (name, ' '.join(header), ' '.join(header2))
                continue
            if ha != hb:
                return 'disagree', 'object %s: %s vs %s' % (name, ' '.join(header), ' '.join(header2))
            nidx = {'matrix': 2, 'vector': 1}.get(header[0], 0)
            if nidx == 0:
                ea = [e[3:] if e.startswith('@v ') else e for e in entries]
                eb = [e[3:] if e.startswith('@v ') else e for e in entries2]
                ok, msg = entries_equal(ea, eb, 0, cmp)
            else:
                ok, msg = entries_equal(entries, entries2, nidx, cmp)
            if not ok:
                return 'disagree', 'object %s (cmp=%s): %s' % (name, cmp, msg)
    return 'agree', ''


# ==================================================================================================
# main
# ==================================================================================================

def focus_list(ops):
    return [op for op in ALL_OPS if op in ops]


def make_program(cat, seed, index, focus, allowed):
    rng = random.Random('%s:%d' % (seed, index))
    for attempt in range(20):
        try:
            g = ProgramGenerator(cat, rng, focus, allowed, index, seed)
            return g.generate()
        except Skip:
            continue
    return '# differential program seed=%s index=%d focus=%s (empty)\n' % (seed, index, focus)


def reduce_program(path, args):
    """greedily drop lines of a failing program while it still fails the same way (SuiteSparse
    runs it cleanly, ours disagrees or crashes); writes <path>.min.txt"""
    lines = open(path).read().splitlines()
    header = [l for l in lines[:1] if l.startswith('#')]
    body = lines[len(header):]
    tmp = path + '.try.txt'

    def status(cand):
        with open(tmp, 'w') as f:
            f.write('\n'.join(header + cand) + '\n')
        rc_a, out_a, _, _ = run_driver(args.ss, tmp, args.mode if args.mode != 'both' else 'nonblocking',
                                       args.threads, args.timeout)
        if rc_a != 0 or 'PARSE_ERROR' in out_a:
            return None
        rc_b, out_b, _, _ = run_driver(args.ours, tmp, args.mode if args.mode != 'both' else 'nonblocking',
                                       args.threads, args.timeout)
        if rc_b != 0:
            return 'crash'
        st, _ = compare(out_a, out_b)
        return st if st == 'disagree' else None

    want = status(body)
    if want is None:
        print('%s: does not fail; nothing to reduce' % path)
        return 1
    chunk = max(1, len(body) // 2)
    while chunk >= 1:
        k = 0
        changed = False
        while k < len(body):
            cand = body[:k] + body[k + chunk:]
            if cand and status(cand) == want:
                body = cand
                changed = True
            else:
                k += chunk
        if not changed:
            chunk //= 2
    out = path[:-4] + '.min.txt' if path.endswith('.txt') else path + '.min.txt'
    with open(out, 'w') as f:
        f.write('\n'.join(header + body) + '\n')
    os.remove(tmp)
    print('%s: reduced to %d lines (%s)' % (out, len(body), want))
    return 0


def first_lines_diff(a, b, limit=12):
    la, lb = a.splitlines(), b.splitlines()
    out = []
    for k in range(max(len(la), len(lb))):
        x = la[k] if k < len(la) else '<end>'
        y = lb[k] if k < len(lb) else '<end>'
        if x != y:
            out.append('  ss:   %s\n  ours: %s' % (x, y))
            if len(out) >= limit:
                break
    return '\n'.join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument('--ours', help='diff_driver_ours executable')
    ap.add_argument('--ss', help='diff_driver_ss executable (SuiteSparse 7.4)')
    ap.add_argument('--count', type=int, default=200, help='number of programs')
    ap.add_argument('--seed', default='1', help='seed of the program generator')
    ap.add_argument('--start', type=int, default=0, help='index of the first program')
    ap.add_argument('--jobs', type=int, default=2, help='programs run in parallel')
    ap.add_argument('--keep-dir', help='where failing programs (and both outputs) are kept '
                    '(default: <tmp>/grb-diff-failures)')
    ap.add_argument('--keep-all', action='store_true', help='keep every program, not only failures')
    ap.add_argument('--ops', help='comma-separated operations to focus on (default: all): ' + ','.join(ALL_OPS))
    ap.add_argument('--threads', type=int, default=0, help='GxB_NTHREADS given to both drivers')
    ap.add_argument('--mode', default='nonblocking', choices=['blocking', 'nonblocking', 'both'],
                    help='execution mode of both drivers (both: alternate per program)')
    ap.add_argument('--timeout', type=float, default=60.0, help='seconds per driver run')
    ap.add_argument('--self-check', action='store_true',
                    help='run the SuiteSparse driver twice (blocking/1 thread vs non-blocking/2 threads) '
                         'to calibrate the comparison')
    ap.add_argument('--allow-notimpl', action='store_true',
                    help='programs that hit GrB_NOT_IMPLEMENTED do not fail the run')
    ap.add_argument('--program', action='append', help='run only this program file (repeatable)')
    ap.add_argument('--print-program', type=int, metavar='INDEX', help='print program INDEX and exit')
    ap.add_argument('--reduce', metavar='FILE', help='shrink a failing program (drops lines while it '
                    'still disagrees or crashes the same way) into FILE.min.txt')
    ap.add_argument('--jit-cache', metavar='DIR',
                    help='also run our driver with the JIT on (GRB_JIT=on, this cache directory, a plan log '
                         'per program) and compare it too; our plain run then has GRB_JIT=off')
    ap.add_argument('--jit-fresh', action='store_true', help='empty the --jit-cache directory first')
    ap.add_argument('--compensated', action='store_true',
                    help='our runs (JIT off and on) with GRB_COMPENSATED_SUM=1: FP sums of small exact values '
                         'must still agree with SuiteSparse bit for bit')
    ap.add_argument('--jit-timeout', type=float, default=300.0,
                    help='seconds per JIT-on run (a cold kernel compiles for seconds, more on a loaded machine)')
    ap.add_argument('--min-fused', type=int, default=0,
                    help='with --jit-cache: fail unless the JIT ran at least this many fused kernels in all')
    ap.add_argument('--verbose', '-v', action='store_true')
    args = ap.parse_args()

    if not args.ss or not os.path.exists(args.ss):
        print('SKIP: SuiteSparse driver %s not found (SuiteSparse:GraphBLAS 7.4 not installed?)' % args.ss)
        return 77
    if not args.self_check and (not args.ours or not os.path.exists(args.ours)):
        print('error: our driver %s not found' % args.ours, file=sys.stderr)
        return 2
    if args.reduce:
        return reduce_program(args.reduce, args)
    ops = ALL_OPS if not args.ops else [o.strip() for o in args.ops.split(',') if o.strip()]
    bad = [o for o in ops if o not in ALL_OPS]
    if bad:
        print('error: unknown operations %s; known: %s' % (','.join(bad), ','.join(ALL_OPS)), file=sys.stderr)
        return 2
    focuses = focus_list(ops)

    p = subprocess.run([args.ss, '--catalog'], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    if p.returncode != 0:
        print('error: %s --catalog failed: %s' % (args.ss, p.stderr.decode()), file=sys.stderr)
        return 2
    cat = Catalog(p.stdout.decode())

    if args.print_program is not None:
        i = args.print_program
        sys.stdout.write(make_program(cat, args.seed, i, focuses[i % len(focuses)], ops))
        return 0

    keep = args.keep_dir or os.path.join(tempfile.gettempdir(), 'grb-diff-failures')
    work = tempfile.mkdtemp(prefix='grb-diff-')
    jit_cache = os.path.abspath(args.jit_cache) if args.jit_cache else None
    if jit_cache and args.jit_fresh:
        shutil.rmtree(jit_cache, ignore_errors=True)
    if jit_cache:
        os.makedirs(jit_cache, exist_ok=True)
    # the plain run is the kernel library's (the JIT is on by default where it can compile)
    ours_env = {'GRB_JIT': 'off'}
    if args.compensated:
        ours_env['GRB_COMPENSATED_SUM'] = '1'

    jobs = []
    if args.program:
        for path in args.program:
            focus = 'file'
            with open(path) as f:
                head = f.readline()
            if 'focus=' in head:
                focus = head.split('focus=')[1].split()[0]
            jobs.append((path, focus, None))
    else:
        for i in range(args.start, args.start + args.count):
            focus = focuses[i % len(focuses)]
            jobs.append((None, focus, i))

    def mode_of(i):
        if args.mode == 'both':
            return 'blocking' if (i or 0) % 2 else 'nonblocking'
        return args.mode

    def one(job):
        path, focus, i = job
        if path is None:
            text = make_program(cat, args.seed, i, focus, ops)
            path = os.path.join(work, 'prog-%06d.txt' % i)
            with open(path, 'w') as f:
                f.write(text)
        mode = mode_of(i)
        if args.self_check:
            rc_a, out_a, err_a, t_a = run_driver(args.ss, path, 'blocking', 1, args.timeout)
            rc_b, out_b, err_b, t_b = run_driver(args.ss, path, 'nonblocking', 2, args.timeout, chunk=1)
        else:
            rc_a, out_a, err_a, t_a = run_driver(args.ss, path, mode, args.threads, args.timeout)
            rc_b, out_b, err_b, t_b = run_driver(args.ours, path, mode, args.threads, args.timeout,
                                                 extra_env=ours_env)
        res = {'path': path, 'focus': focus, 'index': i, 'mode': mode, 'time': t_a + t_b, 'fused': 0,
               'fallbacks': collections.Counter()}
        if jit_cache and not args.self_check:
            # the third way: ours with the JIT on; its plan log says which groups ran fused
            log = path + '.jit.log'
            rc_c, out_c, err_c, t_c = run_driver(args.ours, path, mode, args.threads, args.jit_timeout,
                                                 extra_env=dict(ours_env, GRB_JIT='on', GRB_JIT_BACKGROUND='0', GRB_JIT_CACHE_PATH=jit_cache,
                                                                GRB_JIT_LOG=log))
            res['time'] += t_c
            log_text = open(log).read() if os.path.exists(log) else ''
            res['fused'] = sum(1 for l in log_text.splitlines() if 'JIT kernel' in l)
            for l in log_text.splitlines():
                if 'node by node: ' in l:
                    res['fallbacks'][l.split('node by node: ', 1)[1][:70]] += 1
            if rc_a == 0 and 'PARSE_ERROR' not in out_a:
                if rc_c != 0:
                    st, msg = 'crash', 'our driver with the JIT on: exit %s: %s' % (rc_c, err_c.strip()[-300:])
                else:
                    st, msg = compare(out_a, out_c)
                    msg = 'JIT on: ' + msg
                if st not in ('agree', 'notimpl'):
                    # reported below unless the JIT-off run already failed
                    res['jit_status'], res['jit_msg'], res['jit_out'] = st, msg, out_c
        if rc_a != 0:
            res['status'] = 'ss-failed'
            res['msg'] = 'SuiteSparse driver exit %s: %s' % (rc_a, err_a.strip()[-300:])
        elif 'PARSE_ERROR' in out_a:
            res['status'] = 'generator-bug'
            res['msg'] = [l for l in out_a.splitlines() if 'PARSE_ERROR' in l][0]
        elif rc_b != 0:
            st, msg = compare(out_a, out_b)
            if st == 'notimpl':
                res['status'], res['msg'] = st, msg
            else:
                res['status'] = 'crash'
                res['msg'] = '%s driver exit %s: %s' % ('second SuiteSparse' if args.self_check else 'our', rc_b,
                                                        err_b.strip()[-300:])
        else:
            st, msg = compare(out_a, out_b)
            res['status'], res['msg'] = st, msg
        if res['status'] in ('agree', 'notimpl') and 'jit_status' in res:
            res['status'], res['msg'] = res['jit_status'], res['jit_msg']
            out_b = res['jit_out']
        res.pop('jit_out', None)
        res['notimpl_verbs'] = sorted({l.split()[1] for l in out_b.splitlines()
                                       if l.startswith('@L') and ' GrB_NOT_IMPLEMENTED' in l})
        failed = res['status'] not in ('agree', 'notimpl')
        if keep and (failed or args.keep_all):
            os.makedirs(keep, exist_ok=True)
            base = os.path.join(keep, os.path.basename(path).replace('.txt', ''))
            if not os.path.exists(base + '.txt') or os.path.abspath(path) != os.path.abspath(base + '.txt'):
                shutil.copy(path, base + '.txt')
            with open(base + '.ss.out', 'w') as f:
                f.write(out_a)
            with open(base + ('.ss2.out' if args.self_check else '.ours.out'), 'w') as f:
                f.write(out_b)
            res['kept'] = base + '.txt'
        if failed:
            res['diff'] = first_lines_diff(out_a, out_b)
        return res

    t0 = time.time()
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        for res in ex.map(one, jobs):
            results.append(res)
            if res['status'] not in ('agree', 'notimpl') or args.verbose:
                where = res.get('kept', res['path'])
                print('[%s] %s focus=%s mode=%s: %s' % (res['status'].upper(), where, res['focus'], res['mode'],
                                                        res['msg']))
                if res['status'] not in ('agree', 'notimpl') and res.get('diff'):
                    print(res['diff'])
                sys.stdout.flush()
    elapsed = time.time() - t0

    # summary table per operation
    table = collections.OrderedDict()
    for f in focuses + sorted({r['focus'] for r in results} - set(focuses)):
        table[f] = collections.Counter()
    ni_verbs = collections.Counter()
    for r in results:
        c = table.setdefault(r['focus'], collections.Counter())
        c['run'] += 1
        c[r['status']] += 1
        for v in r['notimpl_verbs']:
            ni_verbs[v] += 1
    print()
    print('%s: %d programs in %.1f s (seed %s, mode %s%s)' % (
        'self-check (SuiteSparse blocking/1 thread vs non-blocking/2 threads)' if args.self_check
        else 'differential', len(results), elapsed, args.seed, args.mode,
        ', threads %d' % args.threads if args.threads else ''))
    hdr = '%-16s %6s %7s %9s %8s %6s %8s' % ('operation', 'run', 'agreed', 'disagreed', 'notimpl', 'crash',
                                             'ss/gen')
    print(hdr)
    print('-' * len(hdr))
    tot = collections.Counter()
    for f, c in table.items():
        if not c['run']:
            continue
        print('%-16s %6d %7d %9d %8d %6d %8d' % (f, c['run'], c['agree'], c['disagree'], c['notimpl'], c['crash'],
                                               c['ss-failed'] + c['generator-bug']))
        tot.update(c)
    print('-' * len(hdr))
    print('%-16s %6d %7d %9d %8d %6d %8d' % ('total', tot['run'], tot['agree'], tot['disagree'], tot['notimpl'],
                                           tot['crash'], tot['ss-failed'] + tot['generator-bug']))
    if ni_verbs:
        print('commands returning GrB_NOT_IMPLEMENTED (programs): ' +
              ', '.join('%s %d' % (v, n) for v, n in ni_verbs.most_common()))
    fused_total = sum(r['fused'] for r in results)
    if jit_cache:
        fallbacks = collections.Counter()
        for r in results:
            fallbacks.update(r['fallbacks'])
        kernels = len([d for d in os.listdir(jit_cache) if not d.startswith('pch-')])
        print('JIT on (third run, cache %s: %d kernel(s)): %d fused plans in %d of %d programs' % (
            jit_cache, kernels, fused_total, sum(1 for r in results if r['fused']), len(results)))
        for why, n in fallbacks.most_common(8):
            print('  node by node %4d x: %s' % (n, why))
    if keep and (tot['disagree'] or tot['crash'] or tot['ss-failed'] or tot['generator-bug']):
        print('failing programs kept in %s; rerun one with: %s --ours %s --ss %s --program <file>' % (
            keep, sys.argv[0], args.ours, args.ss))
    shutil.rmtree(work, ignore_errors=True)
    failed = tot['disagree'] + tot['crash'] + tot['ss-failed'] + tot['generator-bug']
    if jit_cache and fused_total < args.min_fused:
        print('FAIL: %d fused plans, fewer than --min-fused %d' % (fused_total, args.min_fused))
        failed += 1
    if not args.allow_notimpl:
        failed += tot['notimpl']
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
