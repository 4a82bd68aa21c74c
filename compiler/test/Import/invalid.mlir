// The importer refuses what the dialect cannot say, naming it; the library then runs the
// group on the kernel library with that reason in its log.

// RUN: not grb-import-cases bad-user-op 2>&1 | FileCheck %s --check-prefix=USER
// USER: error: a user-defined unary operator (not in the graphblas dialect yet)

// RUN: not grb-import-cases bad-operator 2>&1 | FileCheck %s --check-prefix=OPERATOR
// OPERATOR: error: binary operator 35 as element-wise operator has no graphblas dialect form

// RUN: not grb-import-cases bad-order 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: error: GrB_apply#1: its operand (value 1) is not defined before it

// RUN: not grb-import-cases bad-pattern-of 2>&1 | FileCheck %s --check-prefix=PATTERN
// PATTERN: error: value 1 has the pattern of value 0, which is not an earlier matrix operand of its shape

// RUN: not grb-import-cases bad-abi-version 2>&1 | FileCheck %s --check-prefix=ABI
// ABI: error: group ABI version 1, expected 4

// RUN: not grb-import-cases bad-verify 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: error: 'graphblas.reduce_to_vector' op logical monoid 'lor' needs a bool (i1) result
