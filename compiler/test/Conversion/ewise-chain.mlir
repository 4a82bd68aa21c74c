// RUN: grb-opt %s --graphblas-fuse --convert-graphblas-to-kokkos | FileCheck %s

!csr = !graphblas.matrix<f64, csr>
!icsr = !graphblas.matrix<i32, csr>

// filter -> project -> aggregate: one pass over the entries of A; the select is a predicate, the
// apply a register computation, nothing is materialized. A floating-point sum is never left to
// Kokkos' reduction order: row partials go to a view, then a fixed-order reduction.
// CHECK-LABEL: func.func @filter_project_aggregate
// CHECK-NOT: graphblas.select
// CHECK: %[[P:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "row_partials", name = "row_partials"} : memref<?xf64>
// CHECK: kokkos.range_parallel_for {{.*}} name = "filter_project_aggregate_ewise_reduce_rows", origin = "GrB_select, GrB_apply, GrB_reduce"
// CHECK: scf.for
// CHECK: arith.cmpf ogt
// CHECK: math.absf
// CHECK: arith.addf
// CHECK: arith.select
// CHECK: memref.store %{{.*}}, %[[P]]
// CHECK: %[[R:.*]] = kokkos.fixed_tree_reduce %[[P]] {grb.name = "result", reducer = #kokkos.reducer<sum>} : memref<?xf64> -> f64
// CHECK-NOT: kokkos.range_parallel
// CHECK: return %[[R]]
func.func @filter_project_aggregate(%A: !csr, %t: f64) -> f64 {
  %0 = graphblas.select %A thunk(%t : f64) {op = #graphblas.idxunop<valuegt>} : !csr -> !csr
  %1 = graphblas.apply %0 {op = #graphblas.unop<abs>} : !csr -> !csr
  %2 = graphblas.reduce_to_scalar %1 {monoid = #graphblas.monoid<plus>} : !csr -> f64
  return %2 : f64
}

// A sparse output: symbolic count, prefix sum, numeric fill, assemble. The counts are written
// for every row before they are read (uninitialized); the result's three arrays are `output`
// views (the caller's allocator, uninitialized). The fill writes each entry at the row's next
// slot while the row has one (dest < rowptr(i+1)) and advances by the predicate: no branch on it.
// (offdiag keeps more than one run of columns per row: the general form.)
// CHECK-LABEL: func.func @offdiag_scale
// CHECK: %[[COUNTS:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "C_row_counts", name = "C_row_counts", uninitialized} : memref<?xi64>
// CHECK: kokkos.range_parallel_for {{.*}} name = "offdiag_scale_symbolic"
// CHECK: arith.cmpi ne
// CHECK: memref.store %{{.*}}, %[[COUNTS]]
// CHECK: %[[PTR:.*]] = kokkos.view_alloc {{.*}} {grb.name = "C_rowptr", name = "C_rowptr", output} : memref<?xi64>
// CHECK: %[[NNZ:.*]] = kokkos.range_parallel_scan %{{.*}} to %{{.*}} into %[[PTR]] attributes {{.*}} name = "offdiag_scale_row_offsets"
// CHECK: memref.load %[[COUNTS]]
// CHECK: } : memref<?xi64> -> i64
// CHECK: %[[NNZI:.*]] = arith.index_cast %[[NNZ]]
// CHECK: %[[J:.*]] = kokkos.view_alloc %[[NNZI]] {grb.name = "C_colidx", name = "C_colidx", output} : memref<?xi64>
// CHECK: %[[X:.*]] = kokkos.view_alloc %[[NNZI]] {grb.name = "C_values", name = "C_values", output} : memref<?xf64>
// CHECK: kokkos.range_parallel_for {{.*}} name = "offdiag_scale_numeric"
// CHECK: ^bb0(%[[I:.*]]: index):
// CHECK: memref.load %[[PTR]][%[[I]]] {grb.name = "dest"}
// CHECK: %[[I1:.*]] = arith.addi %[[I]], %c1
// CHECK: %[[END:.*]] = memref.load %[[PTR]][%[[I1]]] {grb.name = "dest_end"}
// CHECK: %[[ENDI:.*]] = arith.index_cast %[[END]]
// CHECK: scf.for {{.*}} iter_args(%[[POS:.*]] = %{{.*}}) -> (index)
// CHECK: arith.cmpi ne
// CHECK: %[[FREE:.*]] = arith.cmpi slt, %[[POS]], %[[ENDI]] : index
// CHECK: scf.if %[[FREE]] {
// CHECK: memref.store %{{.*}}, %[[J]][%[[POS]]]
// CHECK: memref.store %{{.*}}, %[[X]][%[[POS]]]
// CHECK: }
// CHECK: %[[STEP:.*]] = arith.extui %{{.*}} : i1 to i64
// CHECK: %[[STEPI:.*]] = arith.index_cast %[[STEP]] : i64 to index
// CHECK: %[[NEXT:.*]] = arith.addi %[[POS]], %[[STEPI]] : index
// CHECK: scf.yield %[[NEXT]] : index
// CHECK: graphblas.assemble_csr %{{.*}}, %{{.*}}, %[[PTR]], %[[J]], %[[X]]
func.func @offdiag_scale(%A: !csr) -> !csr {
  %0 = graphblas.select %A {op = #graphblas.idxunop<offdiag>} : !csr -> !csr
  %1 = graphblas.apply %0 {op = #graphblas.unop<ainv>} : !csr -> !csr
  return %1 : !csr
}

// The range form: every select positional with one run of kept columns per row (triu, then colle:
// the run [max(i + k, 0), min(k2 + 1, ncols)) ). The count finds the run's ends (a counting loop on
// rows of at most 16 entries, a binary search, scf.while, on longer ones), stores its first
// position for the fill and its length; the fill is a loop over the result's slots reading the
// run from that first position, with no per-entry predicate.
// CHECK-LABEL: func.func @triu_colle_scale
// CHECK: %[[FIRST:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "C_row_first", name = "C_row_first", uninitialized} : memref<?xi64>
// CHECK: kokkos.range_parallel_for {{.*}} name = "triu_colle_scale_symbolic"
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: scf.if
// CHECK: arith.cmpi ule, %{{.*}}, %c16
// CHECK: scf.for
// CHECK: scf.while
// CHECK: scf.if
// CHECK: scf.while
// CHECK: memref.store %{{.*}}, %[[FIRST]]
// CHECK: arith.subi
// CHECK: kokkos.range_parallel_scan
// CHECK: kokkos.range_parallel_for {{.*}} name = "triu_colle_scale_numeric"
// CHECK: memref.load %[[FIRST]]
// CHECK-NOT: scf.while
// CHECK: scf.for %[[Q:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: arith.negf
// CHECK: memref.store
// CHECK: memref.store
// CHECK: graphblas.assemble_csr
func.func @triu_colle_scale(%A: !csr, %k: i64, %k2: i64) -> !csr {
  %0 = graphblas.select %A thunk(%k : i64) {op = #graphblas.idxunop<triu>} : !csr -> !csr
  %1 = graphblas.select %0 thunk(%k2 : i64) {op = #graphblas.idxunop<colle>} : !csr -> !csr
  %2 = graphblas.apply %1 {op = #graphblas.unop<ainv>} : !csr -> !csr
  return %2 : !csr
}

// x .* abs(x) over one source: co-iteration is trivial (same structure).
// CHECK-LABEL: func.func @same_source_ewise
// CHECK: kokkos.range_parallel_reduce
// CHECK: arith.mulf
func.func @same_source_ewise(%A: !csr) -> f64 {
  %0 = graphblas.apply %A {op = #graphblas.unop<abs>} : !csr -> !csr
  %1 = graphblas.ewise_mult %A, %0 {op = #graphblas.binop<times>} : !csr, !csr -> !csr
  %2 = graphblas.reduce_to_scalar %1 {monoid = #graphblas.monoid<max>} : !csr -> f64
  return %2 : f64
}

// mxm then select: each candidate entry (a mask entry) is computed once: one pass writes each
// row's kept entries into the mask's slots of a scratch pair and counts them, a scan gives the row
// pointers, a second pass packs the rows. The first pass probes A's row scattered in a team's
// scratch bitmap (set before the row's candidates, cleared after) when the bitmap fits, else it
// merges the two rows.
// CHECK-LABEL: func.func @truss_support
// CHECK: %[[SLOTS:.*]] = arith.index_cast {{.*}} {grb.name = "mask_nvals"}
// CHECK: %[[TCOL:.*]] = kokkos.view_alloc %[[SLOTS]] {grb.name = "C_slot_colidx", name = "C_slot_colidx", uninitialized}
// CHECK: %[[TVAL:.*]] = kokkos.view_alloc %[[SLOTS]] {grb.name = "C_slot_values", name = "C_slot_values", uninitialized}
// CHECK: %[[BYTES:.*]] = arith.addi {{.*}} {grb.name = "scratch_bytes"}
// CHECK: %[[FITS:.*]] = arith.cmpi ule, %[[BYTES]], %c16777216 {grb.name = "scratch_fits"}
// CHECK: scf.if %[[FITS]] {
// CHECK: kokkos.team_parallel_for %{{.*}} scratch(%[[BYTES]]) attributes {dynamic, {{.*}} name = "truss_support_numeric_once_scatter", origin = "GrB_mxm, GrB_select", scratch_level = 1 : i64
// CHECK: %[[BITS:.*]] = kokkos.team_scratch %{{.*}} {level = 1 : i64, name = "row_bits"}
// CHECK: {grb.name = "row_has_work"}
// CHECK: memref.store %{{.*}}, %[[BITS]]
// CHECK: arith.cmpi sge
// CHECK: memref.store {{.*}}, %[[TCOL]]
// CHECK: memref.store {{.*}}, %[[TVAL]]
// CHECK: memref.store %{{.*}}, %[[BITS]]
// CHECK: } else {
// CHECK: kokkos.range_parallel_for {{.*}} name = "truss_support_numeric_once", origin = "GrB_mxm, GrB_select"
// CHECK:   scf.while
// CHECK:   arith.cmpi sge
// CHECK:   memref.store {{.*}}, %[[TCOL]]
// CHECK:   memref.store {{.*}}, %[[TVAL]]
// CHECK: kokkos.range_parallel_scan
// CHECK: kokkos.range_parallel_for {{.*}} name = "truss_support_pack"
// CHECK-NOT: scf.while
// CHECK:   memref.load %[[TCOL]]
// CHECK:   memref.load %[[TVAL]]
// CHECK: graphblas.assemble_csr
func.func @truss_support(%A: !graphblas.matrix<i64, csr>, %t: i64) -> !graphblas.matrix<i64, csr> {
  %C = graphblas.mxm %A, %A mask(%A : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, tran_b, mask_structural} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
  %S = graphblas.select %C thunk(%t : i64) {op = #graphblas.idxunop<valuege>} : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
  return %S : !graphblas.matrix<i64, csr>
}

// A group of one masked dot-product mxm: a sparse output C<M> = A*B' (each dot product once into
// M's slots, scan, pack).
// CHECK-LABEL: func.func @masked_mxm
// CHECK: kokkos.range_parallel_for {{.*}} name = "masked_mxm_numeric_once"
// CHECK: scf.while
// CHECK: arith.mulf
// CHECK: kokkos.range_parallel_scan
// CHECK: kokkos.range_parallel_for {{.*}} name = "masked_mxm_pack"
// CHECK: graphblas.assemble_csr
func.func @masked_mxm(%A: !csr, %B: !csr, %M: !graphblas.matrix<i1, csr>) -> !csr {
  %C = graphblas.fused "ewise_chain" ["GrB_mxm"] {
    %0 = graphblas.mxm %A, %B mask(%M : !graphblas.matrix<i1, csr>) {semiring = #graphblas.semiring<plus, times>, tran_b} : !csr, !csr -> !csr
    graphblas.yield %0 : !csr
  } : !csr
  return %C : !csr
}

// Opt-in compensated (Neumaier) summation: each row carries (sum, compensation), both go to the
// partials view (2 per row), reduced by a compensated fixed-order sum.
// CHECK-LABEL: func.func @compensated
// CHECK: %[[N2:.*]] = arith.muli %{{.*}}, %c2
// CHECK: %[[P:.*]] = kokkos.view_alloc %[[N2]] {{.*}} : memref<?xf64>
// CHECK: kokkos.range_parallel_for
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f64, f64)
// CHECK: arith.cmpf oge
// CHECK: scf.yield %{{.*}}, %{{.*}} : f64, f64
// CHECK: memref.store %{{.*}}, %[[P]]
// CHECK: memref.store %{{.*}}, %[[P]]
// CHECK: kokkos.fixed_tree_reduce %[[P]] {compensated, grb.name = "result", reducer = #kokkos.reducer<sum>}
func.func @compensated(%A: !csr) -> f64 {
  %0 = graphblas.apply %A {op = #graphblas.unop<abs>} : !csr -> !csr
  %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>, compensated} : !csr -> f64
  return %1 : f64
}

// Several sources where the result needs the first one present: -(A .* B) + A keeps an entry
// where A has one, so the row walk visits A's entries only (the walk runs while A's row has
// entries left) with B's cursor skipped forward to each column, B present where it lands on it
// and its value loaded only then; the tree is reduced in the same pass.
// CHECK-LABEL: func.func @ewise_tree_sum
// CHECK: kokkos.range_parallel_for {{.*}} name = "ewise_tree_sum_ewise_reduce_rows", origin = "GrB_eWiseMult, GrB_apply, GrB_eWiseAdd, GrB_reduce"
// CHECK: %[[LOOP:.*]]:3 = scf.while (%[[P0:.*]] = %{{.*}}, %[[P1:.*]] = %{{.*}}, %{{.*}} = %{{.*}}) : (index, index, f64) -> (index, index, f64)
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %[[LEFT:.*]] = arith.cmpi ult, %[[P0]]
// CHECK-NEXT: %[[MORE:.*]] = arith.andi %true, %[[LEFT]] {grb.name = "more"}
// CHECK-NEXT: scf.condition(%[[MORE]])
// CHECK: } do {
// CHECK: memref.load %{{.*}} {grb.name = "j"}
// CHECK: {grb.arg_names = ["p_1_at"]}
// CHECK: {grb.arg_names = ["here_1"]}
// CHECK: {grb.arg_names = ["v_1"]}
// CHECK: arith.mulf
// CHECK: arith.negf
// CHECK: arith.addf
// CHECK: grb.arg_names = ["p_0", "p_1", "row_acc"]
// CHECK: kokkos.fixed_tree_reduce
func.func @ewise_tree_sum(%A: !csr, %B: !csr) -> f64 {
  %0 = graphblas.ewise_mult %A, %B {op = #graphblas.binop<times>} : !csr, !csr -> !csr
  %1 = graphblas.apply %0 {op = #graphblas.unop<ainv>} : !csr -> !csr
  %2 = graphblas.ewise_add %1, %A {op = #graphblas.binop<plus>} : !csr, !csr -> !csr
  %3 = graphblas.reduce_to_scalar %2 {monoid = #graphblas.monoid<plus>} : !csr -> f64
  return %3 : f64
}

// CHECK-LABEL: func.func @ewise_three_sources
// CHECK: kokkos.range_parallel_for {{.*}} name = "ewise_three_sources_symbolic"
// CHECK: scf.while {{.*}} : (index, index, index, i64) -> (index, index, index, i64)
// CHECK: grb.arg_names = ["p_0", "p_1", "p_2", "count"]
// CHECK: kokkos.range_parallel_scan
// CHECK: kokkos.range_parallel_for {{.*}} name = "ewise_three_sources_numeric"
// CHECK: scf.while {{.*}} : (index, index, index, index) -> (index, index, index, index)
// CHECK: arith.minsi
// CHECK: grb.arg_names = ["p_0", "p_1", "p_2", "dest_pos"]
// CHECK: graphblas.assemble_csr
func.func @ewise_three_sources(%A: !icsr, %B: !icsr, %C: !icsr) -> !icsr {
  %0 = graphblas.ewise_add %A, %B {op = #graphblas.binop<min>} : !icsr, !icsr -> !icsr
  %1 = graphblas.ewise_mult %0, %C {op = #graphblas.binop<minus>} : !icsr, !icsr -> !icsr
  return %1 : !icsr
}

// Every source needed where the result has an entry (no ewise_add): the walk visits the first
// source's entries only, the second's cursor skipped forward to each column (its own loop, the
// column loaded only while the cursor is inside the row), and ends when either row is done. The
// fill skips rows without kept entries and stores only kept ones.
// CHECK-LABEL: func.func @intersection
// CHECK: kokkos.range_parallel_for {{.*}} name = "intersection_symbolic"
// CHECK: scf.while {{.*}} : (index, index, i64) -> (index, index, i64)
// CHECK: %[[MORE:.*]] = arith.andi {{.*}} {grb.name = "more"}
// CHECK: scf.condition(%[[MORE]])
// CHECK: } do {
// CHECK: %{{.*}} = memref.load %{{.*}} {grb.name = "j"}
// CHECK: %[[AT:.*]] = scf.while
// CHECK: {grb.arg_names = ["p_1_at_behind"]}
// CHECK: {grb.arg_names = ["p_1_at"]}
// CHECK: {grb.arg_names = ["here_1"]}
// CHECK: grb.arg_names = ["p_0", "p_1", "count"]
// CHECK: kokkos.range_parallel_for {{.*}} name = "intersection_numeric"
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : index
// CHECK: scf.if %[[NONEMPTY]] {
// CHECK: scf.while
// CHECK: %[[FREE:.*]] = arith.cmpi slt
// CHECK: %[[STORE:.*]] = arith.andi %[[FREE]], %{{.*}} : i1
// CHECK: scf.if %[[STORE]] {
// CHECK: memref.store
// CHECK: grb.arg_names = ["p_0", "p_1", "dest_pos"]
func.func @intersection(%A: !csr, %B: !csr) -> !csr {
  %0 = graphblas.ewise_mult %A, %B {op = #graphblas.binop<times>} : !csr, !csr -> !csr
  %1 = graphblas.apply %0 {op = #graphblas.unop<abs>} : !csr -> !csr
  return %1 : !csr
}

// Applies and an eWiseAdd over operands of one pattern (graphblas.pattern_of, which the DAG
// importer sets where the library found the operands' row pointers and column indices equal):
// the result keeps the first operand's pattern, so only its values are written, by one
// parallel_for over the entries, into a view the caller passes (graphblas.values_of_pattern
// names the operand whose pattern the caller shares). No count, no scan, no index array, and the
// function no longer returns the matrix.
// CHECK-LABEL: func.func @same_pattern_values
// CHECK-SAME: %[[A:[^:]*]]: !graphblas.matrix<f64, csr> {graphblas.group_value = 0 : i32}
// CHECK-SAME: {graphblas.group_value = 1 : i32, graphblas.pattern_of = 0 : i32}
// CHECK-SAME: %[[OUT:[^:]*]]: memref<?xf64> {graphblas.destination, graphblas.group_value = 3 : i32, graphblas.values_of_pattern = 0 : i32})
// CHECK-NOT: -> !graphblas
// CHECK-NOT: C_row_counts
// CHECK: kokkos.range_parallel_for {{.*}} name = "same_pattern_values_values"
// CHECK: ^bb0(%[[P:.*]]: index):
// CHECK: memref.load %{{.*}}[%[[P]]] {grb.name = "v_0"}
// CHECK: memref.load %{{.*}}[%[[P]]] {grb.name = "v_1"}
// CHECK: math.absf
// CHECK: arith.addf
// CHECK: memref.store %{{.*}}, %[[OUT]][%[[P]]]
// CHECK-NOT: kokkos.range_parallel
// CHECK-NOT: graphblas.assemble_csr
// CHECK: return
// CHECK-NEXT: }
func.func @same_pattern_values(%A: !csr {graphblas.group_value = 0 : i32},
                               %B: !csr {graphblas.group_value = 1 : i32, graphblas.pattern_of = 0 : i32})
    -> (!csr {graphblas.group_value = 3 : i32}) {
  %0 = graphblas.apply %A {op = #graphblas.unop<abs>} : !csr -> !csr
  %1 = graphblas.ewise_add %0, %B {op = #graphblas.binop<plus>} : !csr, !csr -> !csr
  return %1 : !csr
}

// The same chain where B's pattern is not known to be A's: the general form (rows merged,
// counted, then filled into a new CSR result).
// CHECK-LABEL: func.func @other_pattern
// CHECK: C_row_counts
// CHECK: graphblas.assemble_csr
func.func @other_pattern(%A: !csr {graphblas.group_value = 0 : i32}, %B: !csr {graphblas.group_value = 1 : i32})
    -> (!csr {graphblas.group_value = 3 : i32}) {
  %0 = graphblas.apply %A {op = #graphblas.unop<abs>} : !csr -> !csr
  %1 = graphblas.ewise_add %0, %B {op = #graphblas.binop<plus>} : !csr, !csr -> !csr
  return %1 : !csr
}

// A select drops entries: the general form even over one operand.
// CHECK-LABEL: func.func @select_new_pattern
// CHECK: C_row_counts
// CHECK: graphblas.assemble_csr
func.func @select_new_pattern(%A: !csr {graphblas.group_value = 0 : i32}, %t: f64)
    -> (!csr {graphblas.group_value = 2 : i32}) {
  %0 = graphblas.select %A thunk(%t : f64) {op = #graphblas.idxunop<valuegt>} : !csr -> !csr
  %1 = graphblas.apply %0 {op = #graphblas.unop<ainv>} : !csr -> !csr
  return %1 : !csr
}

// Applies of a bound binary operator inside a chain: the scalar (a function argument) on its side
// of the operator, per entry, in registers like a unary apply.
// CHECK-LABEL: func.func @bound_apply_sum
// CHECK-SAME: (%[[A:[^:]*]]: !graphblas.matrix<f64, csr>, %[[S:[^:]*]]: f64, %[[T:[^:]*]]: f64)
// CHECK-NOT: graphblas.apply_binop
// CHECK: kokkos.range_parallel_for {{.*}} name = "bound_apply_sum_ewise_reduce_rows"
// CHECK: %[[X:.*]] = memref.load {{.*}} {grb.name = "s_ij"}
// CHECK: %[[M:.*]] = arith.subf %[[X]], %[[S]]
// CHECK: arith.mulf %[[T]], %[[M]]
func.func @bound_apply_sum(%A: !csr, %s: f64, %t: f64) -> f64 {
  %0 = graphblas.apply_binop %A, %s {op = #graphblas.binop<minus>} : !csr, f64 -> !csr
  %1 = graphblas.apply_binop %0, %t {op = #graphblas.binop<times>, bind_first} : !csr, f64 -> !csr
  %2 = graphblas.reduce_to_scalar %1 {monoid = #graphblas.monoid<plus>} : !csr -> f64
  return %2 : f64
}

// C<M> = -abs(A) with a valued mask and no accumulator (C starts empty): the mask is one more
// source, required (not complemented), so rows are walked along A's entries with M's cursor
// skipped forward; an entry is kept where M has one and its value is nonzero (cmpf une: NaN too).
// M is read only as a mask (the kept form): the count leaves each of A's entries' decision in
// S_kept, and the fill walks A's row alone, advancing the slot by it, until the row's slots are
// full; M is not walked again.
// CHECK-LABEL: func.func @masked_valued
// CHECK: %[[KEPT:.*]] = kokkos.view_alloc %{{.*}} {grb.name = "S_kept", name = "S_kept", uninitialized} : memref<?xi8>
// CHECK: kokkos.range_parallel_for {{.*}} name = "masked_valued_symbolic"
// CHECK: {grb.arg_names = ["p_1_at"]}
// CHECK: %[[HERE:.*]] = scf.if {{.*}} -> (i1) {
// CHECK: {grb.arg_names = ["here_1"]}
// CHECK: %[[V:.*]] = scf.if %[[HERE]] -> (f64) {
// CHECK: {grb.arg_names = ["v_1"]}
// CHECK: math.absf
// CHECK: arith.negf
// CHECK: %[[NZ:.*]] = arith.cmpf une, %[[V]], %{{.*}} : f64
// CHECK: %[[KEEP:.*]] = arith.andi %[[HERE]], %[[NZ]] : i1
// CHECK: %[[BYTE:.*]] = arith.extui %{{.*}} : i1 to i8
// CHECK: memref.store %[[BYTE]], %[[KEPT]]
// CHECK: grb.arg_names = ["p_0", "p_1", "count", "kept_pos"]
// CHECK: kokkos.range_parallel_for {{.*}} name = "masked_valued_numeric"
// CHECK: scf.while
// CHECK: arith.cmpi slt, {{.*}} {grb.name = "free"}
// CHECK-NOT: here_1
// CHECK: memref.load %[[KEPT]]
// CHECK: grb.arg_names = ["p", "dest_pos"]
func.func @masked_valued(%A: !csr, %M: !csr) -> !csr {
  %0 = graphblas.apply %A {op = #graphblas.unop<abs>} : !csr -> !csr
  %1 = graphblas.apply %0 mask(%M : !csr) {op = #graphblas.unop<ainv>} : !csr -> !csr
  return %1 : !csr
}

// A complemented structural mask computed in the chain (W > t): the mask is not required, so the
// rows are merged; an entry is kept where W has none (xori of W's presence).
// CHECK-LABEL: func.func @masked_complement_in_chain
// CHECK: name = "masked_complement_in_chain_ewise_reduce_rows"
// CHECK: arith.minui {{.*}} {grb.name = "j"}
// CHECK: %[[W:.*]] = arith.cmpi eq, {{.*}} {grb.name = "here_0"}
// CHECK: arith.cmpf ole
// CHECK: %[[NOTW:.*]] = arith.xori %[[W]], %true : i1
// CHECK: arith.andi %{{.*}}, %[[NOTW]] : i1
// CHECK: kokkos.fixed_tree_reduce
func.func @masked_complement_in_chain(%A: !csr, %W: !csr, %t: f64) -> f64 {
  %m = graphblas.apply_binop %W, %t {op = #graphblas.binop<gt>} : !csr, f64 -> !graphblas.matrix<i1, csr>
  %s = graphblas.select %A thunk(%t : f64) {op = #graphblas.idxunop<valuele>} : !csr -> !csr
  %0 = graphblas.apply %s mask(%m : !graphblas.matrix<i1, csr>) {op = #graphblas.unop<identity>, mask_complement, mask_structural} : !csr -> !csr
  %1 = graphblas.reduce_to_scalar %0 {monoid = #graphblas.monoid<plus>} : !csr -> f64
  return %1 : f64
}

// A mask may drop entries, so a masked member over operands of one pattern writes a whole CSR
// result, not values over the shared pattern.
// CHECK-LABEL: func.func @masked_same_pattern
// CHECK: C_row_counts
// CHECK: graphblas.assemble_csr
func.func @masked_same_pattern(%A: !csr {graphblas.group_value = 0 : i32},
                               %M: !csr {graphblas.group_value = 1 : i32, graphblas.pattern_of = 0 : i32})
    -> (!csr {graphblas.group_value = 3 : i32}) {
  %0 = graphblas.apply %A {op = #graphblas.unop<abs>} : !csr -> !csr
  %1 = graphblas.apply %0 mask(%M : !csr) {op = #graphblas.unop<ainv>} : !csr -> !csr
  return %1 : !csr
}

// The rows of a chain reduced (reduce_to_vector, the root): one parallel_reduce over the rows
// walks each row once, joins its kept values from the first one on (no identity: -0.0 stays
// -0.0), writes the row's presence byte and its value where present into the caller's views
// (graphblas.result_presence / result_values), and returns the count of entries.
// CHECK-LABEL: func.func @rows_of_chain
// CHECK-SAME: memref<?xi8>
// CHECK-SAME: memref<?xf64>
// CHECK-SAME: -> (i64
// CHECK: %[[N:.*]] = kokkos.range_parallel_reduce {{.*}} name = "rows_of_chain_rows"
// CHECK: scf.for {{.*}} iter_args(%[[FOUND:.*]] = %false, %[[ACC:.*]] = %{{.*}}) -> (i1, f64)
// CHECK: arith.cmpf ogt
// CHECK: math.absf
// CHECK: %[[SUM:.*]] = arith.addf %[[ACC]]
// CHECK: %[[JOINED:.*]] = arith.select %[[FOUND]], %[[SUM]], %{{.*}} : f64
// CHECK: arith.ori %[[FOUND]]
// CHECK: grb.arg_names = ["p", "found", "w_i"]
// CHECK: arith.extui %{{.*}} : i1 to i8
// CHECK: scf.if
// CHECK: memref.store
// CHECK: return %[[N]]
func.func @rows_of_chain(%A: !csr, %t: f64) -> !graphblas.vector<f64, bitmap> {
  %0 = graphblas.select %A thunk(%t : f64) {op = #graphblas.idxunop<valuegt>} : !csr -> !csr
  %1 = graphblas.apply %0 {op = #graphblas.unop<abs>} : !csr -> !csr
  %2 = graphblas.reduce_to_vector %1 {monoid = #graphblas.monoid<plus>} : !csr -> !graphblas.vector<f64, bitmap>
  return %2 : !graphblas.vector<f64, bitmap>
}
