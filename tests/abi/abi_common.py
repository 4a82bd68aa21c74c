"""Shared helpers of the ABI tests (Python 3, standard library only).

The ABI tests compile small generated programs twice, once against our
include/GraphBLAS.h and once against SuiteSparse:GraphBLAS 7.4's GraphBLAS.h
(the reference), and compare what the two programs report.  The lists of
names come from our own header and from the data files of this directory
(functions.txt, objects.txt, constants.txt, types.txt); SuiteSparse's header
is only compiled against, never parsed.
"""

import os
import re
import shutil
import subprocess
import sys

SKIP = 77           # ctest SKIP_RETURN_CODE
HERE = os.path.dirname(os.path.abspath(__file__))

# The 13 built-in type suffixes, in the order used by the tests.
TYPE_SUFFIXES = ['BOOL', 'INT8', 'INT16', 'INT32', 'INT64', 'UINT8', 'UINT16',
                 'UINT32', 'UINT64', 'FP32', 'FP64', 'FC32', 'FC64']


def read_sections(path):
    """Read a data file made of [section] headers followed by one entry per
    line ('#' starts a comment).  Returns {section: [line, ...]}."""
    sections = {}
    current = None
    with open(path) as f:
        for raw in f:
            line = raw.split('#', 1)[0].strip()
            if not line:
                continue
            m = re.match(r'^\[(.+)\]$', line)
            if m:
                current = m.group(1)
                sections.setdefault(current, [])
                continue
            if current is None:
                raise SystemExit('%s: entry outside of a [section]: %s' % (path, line))
            sections[current].append(line)
    return sections


def names_of(sections, *wanted):
    """The names of the given sections (last word of each entry)."""
    out = []
    for s in wanted:
        for line in sections.get(s, []):
            out.append(line.split()[-1])
    return out


def strip_comments(text):
    """Remove C and C++ comments (not inside string literals)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            out.append(' ')
            i = n if j < 0 else j + 2
        elif text.startswith('//', i):
            j = text.find('\n', i)
            i = n if j < 0 else j
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def parse_header(path):
    """Parse a GraphBLAS.h (ours) for the names the tests need.

    Returns a dict with
      enums:   [(enum type name, [constant, ...]), ...]
      macros:  {name: (is_function_like, body)}
      typedefs: [name, ...]
      iterator_fields: [field, ...] of struct GB_Iterator_opaque
    """
    text = strip_comments(open(path).read())
    text = text.replace('\\\n', ' ')
    res = {'enums': [], 'macros': {}, 'typedefs': [], 'iterator_fields': []}
    for m in re.finditer(r'^[ \t]*#[ \t]*define[ \t]+(\w+)(\()?(.*)$', text, re.M):
        name, paren, body = m.group(1), m.group(2), m.group(3)
        if name not in res['macros']:
            res['macros'][name] = (bool(paren), body.strip())
    code = re.sub(r'^[ \t]*#.*$', '', text, flags=re.M)
    for m in re.finditer(r'typedef\s+enum\s*\{(.*?)\}\s*(\w+)\s*;', code, re.S):
        consts = []
        for item in m.group(1).split(','):
            item = item.strip()
            if item:
                consts.append(item.split('=')[0].strip())
        res['enums'].append((m.group(2), consts))
    for m in re.finditer(r'\btypedef\b([^;{]*(\{[^}]*\})?[^;]*);', code, re.S):
        t = m.group(0)
        fp = re.search(r'\(\s*\*\s*(\w+)\s*\)', t)
        name = fp.group(1) if fp else re.findall(r'(\w+)\s*;$', t.strip())[0]
        if name not in res['typedefs']:
            res['typedefs'].append(name)
    m = re.search(r'struct\s+GB_Iterator_opaque\s*\{(.*?)\}\s*;', code, re.S)
    if m:
        for decl in m.group(1).split(';'):
            decl = decl.strip()
            if decl:
                res['iterator_fields'].append(re.findall(r'(\w+)\s*$', decl)[0])
    return res


def api_macros(parsed):
    """Object-like macros of the API (internal GB_* and the guard excluded)."""
    return [n for n, (fl, body) in parsed['macros'].items()
            if not fl and not n.startswith('GB_') and n != 'GRAPHBLAS_H']


def check_reference(path, test):
    """Exit with the skip code if the SuiteSparse reference header is absent."""
    if not path or not os.path.isfile(path):
        print('SKIPPED: %s needs the reference header of SuiteSparse:GraphBLAS '
              '7.4 (%s not found; on Debian: apt-get install libgraphblas-dev)'
              % (test, path))
        sys.exit(SKIP)


def include_dir(header, workdir, label):
    """A directory that holds just GraphBLAS.h (a copy of header), so that
    '#include <GraphBLAS.h>' picks exactly that file."""
    d = os.path.join(workdir, label + '-include')
    os.makedirs(d, exist_ok=True)
    dst = os.path.join(d, 'GraphBLAS.h')
    shutil.copyfile(header, dst)
    return d


def run(cmd, cwd=None):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    return p.returncode, p.stdout, p.stderr


def undeclared_names(stderr):
    """Names a compiler reported as undeclared / unknown."""
    names = set()
    for m in re.finditer(r"['\u2018\"](\w+)['\u2019\"] undeclared", stderr):
        names.add(m.group(1))
    for m in re.finditer(r"use of undeclared identifier ['\"](\w+)['\"]", stderr):
        names.add(m.group(1))
    for m in re.finditer(r"['\u2018](\w+)['\u2019] (?:was not declared|has not been declared)", stderr):
        names.add(m.group(1))
    for m in re.finditer(r"unknown type name ['\u2018](\w+)['\u2019]", stderr):
        names.add(m.group(1))
    return sorted(names)


def compile_failed(label, cmd, stderr, limit=40):
    print('FAIL: the program compiled against %s does not compile:' % label)
    print('  ' + ' '.join(cmd))
    missing = undeclared_names(stderr)
    if missing:
        print('  names missing from %s (%d): %s' % (label, len(missing), ' '.join(missing)))
    lines = [l for l in stderr.splitlines() if 'error' in l]
    for l in lines[:limit]:
        print('  ' + l)
    if len(lines) > limit:
        print('  ... %d more errors' % (len(lines) - limit))


def parse_report(text):
    """Lines 'KIND NAME REST' -> {(KIND, NAME): REST}."""
    out = {}
    for line in text.splitlines():
        parts = line.split(' ', 2)
        if len(parts) < 2:
            continue
        out[(parts[0], parts[1])] = parts[2] if len(parts) > 2 else ''
    return out


def compare_reports(ours, theirs, ours_only_ok, differ_ok, what):
    """Compare two reports; returns the number of failures, and prints them."""
    failures = []
    notes = []
    same = 0
    for key in sorted(set(ours) | set(theirs)):
        kind, name = key
        if key in ours and key in theirs:
            if ours[key] == theirs[key]:
                same += 1
            elif name in differ_ok:
                notes.append('expected difference: %s %s\n      ours:        %s\n'
                             '      SuiteSparse: %s' % (kind, name, ours[key], theirs[key]))
            else:
                failures.append('MISMATCH %s %s\n      ours:        %s\n'
                                '      SuiteSparse: %s' % (kind, name, ours[key], theirs[key]))
        elif key in ours:
            if name in ours_only_ok:
                notes.append('expected addition (only in ours): %s %s = %s' % (kind, name, ours[key]))
            else:
                failures.append('MISSING from SuiteSparse: %s %s = %s' % (kind, name, ours[key]))
        else:
            failures.append('MISSING from ours: %s %s = %s' % (kind, name, theirs[key]))
    n_add = sum(1 for n in notes if n.startswith('expected addition'))
    n_diff = len(notes) - n_add
    for n in notes:
        if not n.startswith('expected addition'):
            print('  ' + n)
    print('%s: %d identical, %d expected additions (spec 2.1), %d expected '
          'differences, %d failures' % (what, same, n_add, n_diff, len(failures)))
    for f in failures:
        print('  ' + f)
    return len(failures)
