// RUN: grb-opt %s -split-input-file -verify-diagnostics

func.func @narrow_vector_indices(%v: !graphblas.vector<f32, sparse>) {
  // expected-error @+1 {{narrow (32-bit) indices exist for csr / csc matrices only}}
  %i = graphblas.indices %v {narrow} : !graphblas.vector<f32, sparse> -> memref<?xi32>
  return
}

// -----

func.func @narrow_needs_i32(%A: !graphblas.matrix<f32, csr>) {
  // expected-error @+1 {{narrow indices are i32}}
  %i = graphblas.indices %A {narrow} : !graphblas.matrix<f32, csr> -> memref<?xi64>
  return
}

// -----

func.func @wide_is_i64(%A: !graphblas.matrix<f32, csr>) {
  // expected-error @+1 {{indices are i64 (i32 only with narrow)}}
  %i = graphblas.indices %A : !graphblas.matrix<f32, csr> -> memref<?xi32>
  return
}

// -----

func.func @bitmap_of_sparse(%v: !graphblas.vector<f32, sparse>) {
  // expected-error @+1 {{presence bytes exist for bitmap vectors only}}
  %b = graphblas.bitmap %v : !graphblas.vector<f32, sparse> -> memref<?xi8>
  return
}

// -----

func.func @assemble_sparse(%n: index, %x: memref<?xf32>) {
  // expected-error @+1 {{assembles a full vector}}
  %v = graphblas.assemble_vector %n, %x : memref<?xf32> -> !graphblas.vector<f32, sparse>
  return
}

// -----

func.func @assemble_wrong_type(%n: index, %x: memref<?xf64>) {
  // expected-error @+1 {{values array element type must be the vector element type}}
  %v = graphblas.assemble_vector %n, %x : memref<?xf64> -> !graphblas.vector<f32, full>
  return
}
