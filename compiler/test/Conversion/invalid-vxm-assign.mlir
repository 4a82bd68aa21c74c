// RUN: grb-opt %s -split-input-file --convert-graphblas-to-kokkos -verify-diagnostics

// The forms of a vxm_assign group (fusion (c), one BFS step) the lowering refuses; the library
// runs such a step node by node.
// The push form (q*A over A's rows) is one pass over a sparse frontier's entries: a bitmap
// frontier is refused (the library converts it to sparse first).
func.func @push_form_bitmap_frontier(%q: !graphblas.vector<i1, bitmap>, %A: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>) {
  // expected-error @+1 {{vxm_assign lowering: the push form reads a sparse frontier (one pass over its entries), got bitmap}}
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, pair>, mask_complement, mask_structural, replace} : !graphblas.vector<i1, bitmap>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  } : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  return %g#0, %g#1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}

// -----

// The push form with a product that reads values (a parent vector's secondi-like any.first).
func.func @push_reads_values(%q: !graphblas.vector<i1, sparse>, %A: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>) {
  // expected-error @+1 {{vxm_assign lowering handles the any.pair and lor.pair semirings only}}
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, first>, mask_complement, mask_structural, replace} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  } : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  return %g#0, %g#1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}

// -----

// Parent vectors (any.secondi-like products that read values) are not lowered.
func.func @reads_values(%q: !graphblas.vector<i1, sparse>, %A: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>) {
  // expected-error @+1 {{vxm_assign lowering handles the any.pair and lor.pair semirings only (the level step; products that read values are not lowered), got any.first}}
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, first>, tran_a, mask_complement, mask_structural, replace} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  } : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  return %g#0, %g#1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}

// -----

func.func @by_column(%q: !graphblas.vector<i1, sparse>, %A: !graphblas.matrix<i1, csc>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>) {
  // expected-error @+1 {{vxm_assign lowering needs a csr matrix, got csc}}
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, pair>, tran_a, mask_complement, mask_structural, replace} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csc> -> !graphblas.vector<i1, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  } : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  return %g#0, %g#1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}

// -----

func.func @sparse_levels(%q: !graphblas.vector<i1, sparse>, %A: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, sparse>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, sparse>) {
  // expected-error @+1 {{vxm_assign lowering needs a bitmap assigned vector, got sparse}}
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i64, sparse>) {semiring = #graphblas.semiring<any, pair>, tran_a, mask_complement, mask_structural, replace} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural} : i64, !graphblas.vector<i64, sparse> -> !graphblas.vector<i64, sparse>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, sparse>
  } : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, sparse>
  return %g#0, %g#1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, sparse>
}

// -----

// A sparse next frontier would need a compaction pass.
func.func @sparse_frontier_result(%q: !graphblas.vector<i1, sparse>, %A: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, sparse>, !graphblas.vector<i64, bitmap>) {
  // expected-error @+1 {{vxm_assign lowering writes the frontier as a bitmap, got sparse}}
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, pair>, tran_a, mask_complement, mask_structural, replace} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, sparse>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, sparse>) {mask_structural} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, sparse>, !graphblas.vector<i64, bitmap>
  } : !graphblas.vector<i1, sparse>, !graphblas.vector<i64, bitmap>
  return %g#0, %g#1 : !graphblas.vector<i1, sparse>, !graphblas.vector<i64, bitmap>
}

// -----

func.func @assign_replace(%q: !graphblas.vector<i1, sparse>, %A: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>) {
  // expected-error @+1 {{vxm_assign lowering does not handle an assign with replace (it would clear the visited set)}}
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, pair>, tran_a, mask_complement, mask_structural, replace} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural, replace} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  } : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  return %g#0, %g#1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}

// -----

// The results are written into caller views, so they must be returned and used nowhere else.
func.func @result_used(%q: !graphblas.vector<i1, sparse>, %A: !graphblas.matrix<i1, csr>, %v: !graphblas.vector<i64, bitmap>, %level: i64) -> (!graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>) {
  // expected-error @+1 {{vxm_assign lowering writes its results into caller views: each must be returned by the function once and used nowhere else}}
  %g:2 = graphblas.fused "vxm_assign" ["GrB_vxm", "GrB_assign"] {
    %q1 = graphblas.vxm %q, %A mask(%v : !graphblas.vector<i64, bitmap>) {semiring = #graphblas.semiring<any, pair>, tran_a, mask_complement, mask_structural, replace} : !graphblas.vector<i1, sparse>, !graphblas.matrix<i1, csr> -> !graphblas.vector<i1, bitmap>
    %v1 = graphblas.assign %level into %v mask(%q1 : !graphblas.vector<i1, bitmap>) {mask_structural} : i64, !graphblas.vector<i64, bitmap> -> !graphblas.vector<i64, bitmap>
    graphblas.yield %q1, %v1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  } : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
  %n = graphblas.reduce_to_scalar %g#0 {monoid = #graphblas.monoid<lor>} : !graphblas.vector<i1, bitmap> -> i1
  return %g#0, %g#1 : !graphblas.vector<i1, bitmap>, !graphblas.vector<i64, bitmap>
}
