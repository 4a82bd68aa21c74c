// RUN: grb-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'sparse' is a vector format}}
func.func @matrix_sparse(%A: !graphblas.matrix<f64, sparse>) { return }

// -----

// expected-error @+1 {{a vector is sparse, bitmap or full, not csr}}
func.func @vector_csr(%u: !graphblas.vector<f64, csr>) { return }

// -----

// expected-error @+1 {{element type must be an integer, floating-point, complex or user-defined type}}
func.func @bad_element(%A: !graphblas.matrix<index, csr>) { return }

// -----

func.func @flags_without_mask(%A: !graphblas.matrix<f64, csr>) {
  // expected-error @+1 {{mask flags (mask_structural, mask_complement, replace) need a mask operand}}
  %0 = graphblas.mxm %A, %A {semiring = #graphblas.semiring<plus, times>, mask_complement} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return
}

// -----

func.func @vector_mask_on_matrix(%A: !graphblas.matrix<f64, csr>, %m: !graphblas.vector<i1, sparse>) {
  // expected-error @+1 {{mask must be a matrix like the result}}
  %0 = graphblas.mxm %A, %A mask(%m : !graphblas.vector<i1, sparse>) {semiring = #graphblas.semiring<plus, times>} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return
}

// -----

func.func @accum_without_op(%A: !graphblas.matrix<f64, csr>) {
  // expected-error @+1 {{an accumulator needs both the accum operand (the old output) and the accum operator}}
  %0 = graphblas.transpose %A accum(%A : !graphblas.matrix<f64, csr>) : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return
}

// -----

func.func @accum_type(%A: !graphblas.matrix<f64, csr>, %B: !graphblas.matrix<f32, csr>) {
  // expected-error @+1 {{accumulator input type '!graphblas.matrix<f32, csr>' differs from the result type}}
  %0 = graphblas.apply %A accum(%B : !graphblas.matrix<f32, csr>) {op = #graphblas.unop<ainv>, accum = #graphblas.binop<plus>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return
}

// -----

func.func @logical_monoid(%A: !graphblas.matrix<f64, csr>) {
  // expected-error @+1 {{logical monoid 'lor' needs a bool (i1) result}}
  %0 = graphblas.mxm %A, %A {semiring = #graphblas.semiring<lor, land>} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return
}

// -----

func.func @ewise_kinds(%A: !graphblas.matrix<f64, csr>, %u: !graphblas.vector<f64, sparse>) {
  // expected-error @+1 {{operands and result must all be matrices or all be vectors}}
  %0 = graphblas.ewise_add %A, %u {op = #graphblas.binop<plus>} : !graphblas.matrix<f64, csr>, !graphblas.vector<f64, sparse> -> !graphblas.matrix<f64, csr>
  return
}

// -----

func.func @select_value_needs_thunk(%A: !graphblas.matrix<f64, csr>) {
  // expected-error @+1 {{'valuegt' compares values with a thunk: it needs one}}
  %0 = graphblas.select %A {op = #graphblas.idxunop<valuegt>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return
}

// -----

func.func @select_type(%A: !graphblas.matrix<f64, csr>) {
  // expected-error @+1 {{result must have the input's kind and element type}}
  %0 = graphblas.select %A {op = #graphblas.idxunop<tril>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<f32, csr>
  return
}

// -----

// a reduction casts its values to a numeric result type (f64 -> f32 is one), never to bool
func.func @reduce_type(%A: !graphblas.matrix<f64, csr>) {
  // expected-error @+1 {{result type 'i1' must be the element type 'f64' or a numeric type its values are cast to}}
  %0 = graphblas.reduce_to_scalar %A {monoid = #graphblas.monoid<lor>} : !graphblas.matrix<f64, csr> -> i1
  return
}

// -----

func.func @compensated_cast(%A: !graphblas.matrix<i64, csr>) -> f64 {
  // expected-error @+1 {{compensated summation is for the plus monoid on f32 / f64, in the values' type}}
  %0 = graphblas.reduce_to_scalar %A {monoid = #graphblas.monoid<plus>, compensated} : !graphblas.matrix<i64, csr> -> f64
  return %0 : f64
}

// -----

func.func @assign_type(%C: !graphblas.matrix<f64, csr>, %t: f64) {
  // expected-error @+1 {{the result is the next version of C: it must have C's type}}
  %0 = graphblas.assign %t into %C : f64, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csc>
  return
}

// -----

func.func @extract_vector_cols(%u: !graphblas.vector<f64, sparse>, %I: memref<?xi64>) {
  // expected-error @+1 {{extracting from a vector takes row indices only}}
  %0 = graphblas.extract %u rows(%I : memref<?xi64>) cols(%I : memref<?xi64>) : !graphblas.vector<f64, sparse> -> !graphblas.vector<f64, sparse>
  return
}

// -----

func.func @pointers_of_bitmap(%A: !graphblas.matrix<f64, bitmap>) {
  // expected-error @+1 {{pointers exist for csr / csc matrices only}}
  %0 = graphblas.pointers %A : !graphblas.matrix<f64, bitmap> -> memref<?xi64>
  return
}

// -----

func.func @fused_types(%A: !graphblas.matrix<f64, csr>) {
  // expected-error @+1 {{yielded types must match the group's result types}}
  %0 = graphblas.fused "x" ["GrB_reduce"] {
    %s = graphblas.reduce_to_scalar %A {monoid = #graphblas.monoid<plus>} : !graphblas.matrix<f64, csr> -> f64
    graphblas.yield %s : f64
  } : i64
  return
}

// -----

func.func @compensated_max(%A: !graphblas.matrix<f64, csr>) -> f64 {
  // expected-error @+1 {{compensated summation is for the plus monoid on f32 / f64}}
  %0 = graphblas.reduce_to_scalar %A {monoid = #graphblas.monoid<max>, compensated} : !graphblas.matrix<f64, csr> -> f64
  return %0 : f64
}

// -----

func.func @compensated_int(%A: !graphblas.matrix<i64, csr>) -> i64 {
  // expected-error @+1 {{compensated summation is for the plus monoid on f32 / f64}}
  %0 = graphblas.reduce_to_scalar %A {monoid = #graphblas.monoid<plus>, compensated} : !graphblas.matrix<i64, csr> -> i64
  return %0 : i64
}

// -----

func.func @union_kinds(%A: !graphblas.matrix<f64, csr>, %u: !graphblas.vector<f64, sparse>, %s: f64) {
  // expected-error @+1 {{operands and result must all be matrices or all be vectors}}
  %0 = graphblas.ewise_union %A, %s, %u, %s {op = #graphblas.binop<plus>} : !graphblas.matrix<f64, csr>, f64, !graphblas.vector<f64, sparse>, f64 -> !graphblas.matrix<f64, csr>
  return
}

// -----

func.func @bind_logical(%A: !graphblas.matrix<f64, csr>, %s: f64) {
  // expected-error @+1 {{logical operator needs a bool (i1) result}}
  %0 = graphblas.apply_binop %A, %s {op = #graphblas.binop<lor>} : !graphblas.matrix<f64, csr>, f64 -> !graphblas.matrix<f64, csr>
  return
}

// -----

func.func @apply_index_value_needs_thunk(%A: !graphblas.matrix<f64, csr>) {
  // expected-error @+1 {{'valuegt' compares values with a thunk: it needs one}}
  %0 = graphblas.apply_index %A {op = #graphblas.idxunop<valuegt>} : !graphblas.matrix<f64, csr> -> !graphblas.matrix<i1, csr>
  return
}

// -----

func.func @subassign_result(%C: !graphblas.matrix<f64, csr>, %s: f64) {
  // expected-error @+1 {{the result is the next version of C: it must have C's type}}
  %0 = graphblas.subassign %s into %C : f64, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f32, csr>
  return
}

// -----

func.func @kron_logical(%A: !graphblas.matrix<f64, csr>) {
  // expected-error @+1 {{logical operator needs a bool (i1) result}}
  %0 = graphblas.kron %A, %A {op = #graphblas.binop<land>} : !graphblas.matrix<f64, csr>, !graphblas.matrix<f64, csr> -> !graphblas.matrix<f64, csr>
  return
}

// -----

func.func @unsigned_monoid_on_floats(%A: !graphblas.matrix<f64, csr>, %u: !graphblas.vector<f64, full>) {
  // expected-error @+1 {{unsigned monoid 'umin' needs an integer result, got 'f64'}}
  %0 = graphblas.mxv %A, %u {semiring = #graphblas.semiring<umin, second>} : !graphblas.matrix<f64, csr>, !graphblas.vector<f64, full> -> !graphblas.vector<f64, full>
  return
}

// -----

func.func @unsigned_compare_on_floats(%u: !graphblas.vector<f32, full>) {
  // expected-error @+1 {{unsigned operator 'ugt' needs integer operands, got 'f32'}}
  %0 = graphblas.ewise_mult %u, %u {op = #graphblas.binop<ugt>} : !graphblas.vector<f32, full>, !graphblas.vector<f32, full> -> !graphblas.vector<i1, full>
  return
}
