// RUN: grb-opt %s --graphblas-fuse | FileCheck %s

!csr = !graphblas.matrix<f32, csr>
!full = !graphblas.vector<f32, full>
!sparse = !graphblas.vector<f32, sparse>

// (b') the PageRank iteration: w = prior ./ dscaled ; r = teleport ; r += AT * w (plus_second,
// accum plus): one mxv_accum group holding all three calls in program order; w and the assigned
// r never leave it.
// CHECK-LABEL: func.func @pagerank_step
// CHECK-NEXT: %[[R:.*]] = graphblas.fused "mxv_accum" ["GrB_eWiseMult#1", "GrB_assign#2", "GrB_mxv#3"] {
// CHECK-NEXT:   %[[W:.*]] = graphblas.ewise_mult %arg1, %arg2
// CHECK-NEXT:   %[[C:.*]] = graphblas.assign %arg3 into %arg4
// CHECK-NEXT:   %[[M:.*]] = graphblas.mxv %arg0, %[[W]] accum(%[[C]] : !graphblas.vector<f32, full>)
// CHECK-NEXT:   graphblas.yield %[[M]] : !graphblas.vector<f32, full>
// CHECK-NEXT: } : !graphblas.vector<f32, full>
// CHECK-NEXT: return %[[R]]
func.func @pagerank_step(%AT: !csr, %prior: !full, %dscaled: !sparse, %teleport: f32, %r: !full) -> !full {
  %w = graphblas.ewise_mult %prior, %dscaled {op = #graphblas.binop<div>, origin = "GrB_eWiseMult#1"} : !full, !sparse -> !sparse
  %r1 = graphblas.assign %teleport into %r {origin = "GrB_assign#2"} : f32, !full -> !full
  %r2 = graphblas.mxv %AT, %w accum(%r1 : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>, origin = "GrB_mxv#3"} : !csr, !sparse -> !full
  return %r2 : !full
}

// An mxv accumulating into a full vector (no assign, no ewise_mult): a group of one.
// CHECK-LABEL: func.func @accumulate_only
// CHECK-NEXT: %[[R:.*]] = graphblas.fused "mxv_accum" ["GrB_mxv"] {
// CHECK-NEXT:   graphblas.mxv
// CHECK-NEXT:   graphblas.yield
// CHECK-NEXT: } : !graphblas.vector<f32, full>
func.func @accumulate_only(%A: !csr, %u: !full, %c: !full) -> !full {
  %w = graphblas.mxv %A, %u accum(%c : !full) {semiring = #graphblas.semiring<plus, times>, accum = #graphblas.binop<plus>} : !csr, !full -> !full
  return %w : !full
}

// Left out of the group: an ewise_mult whose result is read again, an assign under a mask or
// into part of c (rows given), an ewise_mult with an accumulator. The mxv still groups alone.
// CHECK-LABEL: func.func @shared_and_masked
// CHECK: %[[W:.*]] = graphblas.ewise_mult
// CHECK: %[[C:.*]] = graphblas.assign %arg3 into %arg4 mask
// CHECK: graphblas.fused "mxv_accum" ["GrB_mxv"] {
// CHECK-NEXT: graphblas.mxv %arg0, %[[W]] accum(%[[C]]
// CHECK: return
func.func @shared_and_masked(%A: !csr, %x: !full, %y: !full, %s: f32, %c: !full, %m: !full) -> (!full, !full) {
  %w = graphblas.ewise_mult %x, %y {op = #graphblas.binop<div>} : !full, !full -> !full
  %c1 = graphblas.assign %s into %c mask(%m : !full) : f32, !full -> !full
  %r = graphblas.mxv %A, %w accum(%c1 : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !full -> !full
  return %r, %w : !full, !full
}

// CHECK-LABEL: func.func @partial_assign
// CHECK: graphblas.assign %arg2 into %arg3 rows
// CHECK-NEXT: graphblas.fused "mxv_accum" ["GrB_mxv"]
func.func @partial_assign(%A: !csr, %u: !full, %s: f32, %c: !full, %I: memref<?xi64>) -> !full {
  %c1 = graphblas.assign %s into %c rows(%I : memref<?xi64>) : f32, !full -> !full
  %r = graphblas.mxv %A, %u accum(%c1 : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !full -> !full
  return %r : !full
}

// No accumulator, or a mask: not an mxv_accum group.
// CHECK-LABEL: func.func @no_accum
// CHECK-NOT: graphblas.fused
// CHECK: return
func.func @no_accum(%A: !csr, %u: !full, %m: !full, %c: !full) -> (!full, !full) {
  %w = graphblas.mxv %A, %u {semiring = #graphblas.semiring<plus, second>} : !csr, !full -> !full
  %v = graphblas.mxv %A, %u mask(%m : !full) accum(%c : !full) {semiring = #graphblas.semiring<plus, second>, accum = #graphblas.binop<plus>} : !csr, !full -> !full
  return %w, %v : !full, !full
}
