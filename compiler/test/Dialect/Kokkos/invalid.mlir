// RUN: grb-opt %s -split-input-file -verify-diagnostics

func.func @reduce_yield(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{body must yield 1 value(s) of type(s) 'f64'}}
  %m = kokkos.range_parallel_reduce %c0 to %n attributes {name = "r", reducer = #kokkos.reducer<sum>} {
  ^bb0(%i: index):
    kokkos.yield
  } : f64
  return
}

// -----

func.func @body_args(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{body takes exactly one index argument}}
  kokkos.range_parallel_for %c0 to %n attributes {name = "f"} {
  ^bb0(%i: index, %j: index):
    kokkos.yield
  }
  return
}

// -----

func.func @thread_outside_team(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{must be nested in a team_parallel_for or team_parallel_reduce}}
  kokkos.team_thread_for %c0 to %n {
  ^bb0(%i: index):
    kokkos.yield
  }
  return
}

// -----

func.func @scratch_without_bytes(%n: index) {
  kokkos.team_parallel_for %n attributes {name = "t"} {
  ^bb0(%r: index):
    // expected-error @+1 {{the enclosing team policy must reserve scratch bytes}}
    %s = kokkos.team_scratch %n {name = "tmp"} : memref<?xf64>
    kokkos.yield
  }
  return
}

// -----

func.func @logical_reducer(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{logical reducer needs an i1 result}}
  %m = kokkos.range_parallel_reduce %c0 to %n attributes {name = "r", reducer = #kokkos.reducer<lor>} {
  ^bb0(%i: index):
    %z = arith.constant 0.0 : f64
    kokkos.yield %z : f64
  } : f64
  return
}

// -----

func.func @fixed_tree_min(%x: memref<?xf64>) -> f64 {
  // expected-error @+1 {{a fixed-order reduction is for sum and prod}}
  %r = kokkos.fixed_tree_reduce %x {reducer = #kokkos.reducer<min>} : memref<?xf64> -> f64
  return %r : f64
}

// -----

func.func @fixed_tree_type(%x: memref<?xf32>) -> f64 {
  // expected-error @+1 {{the result type must be the view's element type}}
  %r = kokkos.fixed_tree_reduce %x {reducer = #kokkos.reducer<sum>} : memref<?xf32> -> f64
  return %r : f64
}

// -----

func.func @compensated_prod(%x: memref<?xf64>) -> f64 {
  // expected-error @+1 {{compensated reduction is for sum}}
  %r = kokkos.fixed_tree_reduce %x {reducer = #kokkos.reducer<prod>, compensated} : memref<?xf64> -> f64
  return %r : f64
}

// -----

func.func @team_size_zero(%n: index) {
  // expected-error @+1 {{team_size must be at least 1}}
  kokkos.team_parallel_for %n attributes {name = "t", team_size = 0 : i64} {
  ^bb0(%r: index):
    kokkos.yield
  }
  return
}

// -----

func.func @scratch_level_two(%n: index, %bytes: index) {
  // expected-error @+1 {{scratch_level must be 0 or 1}}
  kokkos.team_parallel_for %n scratch(%bytes) attributes {name = "t", scratch_level = 2 : i64} {
  ^bb0(%r: index):
    kokkos.yield
  }
  return
}

// -----

func.func @scratch_level_without_bytes(%n: index) -> i64 {
  // expected-error @+1 {{scratch_level needs scratch bytes}}
  %r = kokkos.team_parallel_reduce %n attributes {name = "t", reducer = #kokkos.reducer<sum>, scratch_level = 1 : i64} {
  ^bb0(%i: index):
    %z = arith.constant 0 : i64
    kokkos.yield %z : i64
  } : i64
  return %r : i64
}

// -----

func.func @scratch_level_mismatch(%n: index, %bytes: index) {
  kokkos.team_parallel_for %n scratch(%bytes) attributes {name = "t", scratch_level = 1 : i64} {
  ^bb0(%r: index):
    // expected-error @+1 {{scratch level 0 differs from the enclosing team policy's scratch_level 1}}
    %s = kokkos.team_scratch %n {name = "bits"} : memref<?xi64>
    kokkos.yield
  }
  return
}

// -----

func.func @team_logical_reducer(%n: index) -> i64 {
  // expected-error @+1 {{logical reducer needs an i1 result}}
  %r = kokkos.team_parallel_reduce %n attributes {name = "t", reducer = #kokkos.reducer<lor>} {
  ^bb0(%i: index):
    %z = arith.constant 0 : i64
    kokkos.yield %z : i64
  } : i64
  return %r : i64
}

// -----

// kokkos.atomic_cas: the compared / stored values have the view's element type.
func.func @cas_element_type(%n: index, %present: memref<?xi8>) {
  %c0 = arith.constant 0 : index
  kokkos.range_parallel_for %c0 to %n attributes {name = "claim"} {
  ^bb0(%j: index):
    %z = arith.constant 0 : i32
    %o = arith.constant 1 : i32
    // expected-error @+1 {{the compared and stored values must have the view's element type, got 'i32' for a view of 'i8'}}
    %old = kokkos.atomic_cas %present[%j], %z, %o : memref<?xi8> -> i32
    kokkos.yield
  }
  return
}

// -----

// kokkos.atomic_cas swaps integers of 8, 16, 32 or 64 bits (no i1: bools are presence bytes).
func.func @cas_bool(%n: index, %flags: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  kokkos.range_parallel_for %c0 to %n attributes {name = "claim"} {
  ^bb0(%j: index):
    %f = arith.constant false
    %t = arith.constant true
    // expected-error @+1 {{compares and swaps integers of 8, 16, 32 or 64 bits, got 'i1'}}
    %old = kokkos.atomic_cas %flags[%j], %f, %t : memref<?xi1> -> i1
    kokkos.yield
  }
  return
}

// -----

// kokkos.atomic_cas only inside a parallel body.
func.func @cas_outside(%present: memref<?xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i8
  %o = arith.constant 1 : i8
  // expected-error @+1 {{must be nested in a kokkos parallel body (outside one nothing races with it)}}
  %old = kokkos.atomic_cas %present[%c0], %z, %o : memref<?xi8> -> i8
  return %old : i8
}

// -----

// kokkos.atomic_cas on a view of floats.
func.func @cas_float(%n: index, %x: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  kokkos.range_parallel_for %c0 to %n attributes {name = "claim"} {
  ^bb0(%j: index):
    %z = arith.constant 0.0 : f64
    // expected-error @+1 {{operand #2 must be signless integer}}
    %old = "kokkos.atomic_cas"(%x, %j, %z, %z) : (memref<?xf64>, index, f64, f64) -> f64
    kokkos.yield
  }
  return
}

// -----

func.func @host_chunk_zero(%n: index) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  // expected-error @+1 {{host_chunk must be at least 1}}
  %m = kokkos.range_parallel_reduce %c0 to %n attributes {name = "r", reducer = #kokkos.reducer<sum>, host_chunk = 0 : i64} {
  ^bb0(%i: index):
    kokkos.yield %z : i64
  } : i64
  return
}

// -----

func.func @host_chunk_max(%n: index) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  // expected-error @+1 {{host_chunk needs the sum reducer}}
  %m = kokkos.range_parallel_reduce %c0 to %n attributes {name = "r", reducer = #kokkos.reducer<max>, host_chunk = 64 : i64} {
  ^bb0(%i: index):
    kokkos.yield %z : i64
  } : i64
  return
}
