// The k-truss support filter as the JIT sees it (jit_matrix's "support A*A >= 3"): C<A,struct> =
// A*B' with PLUS_PAIR, then select(valuege). Its lowering casts between i64 and index, which the
// emitter names by copying a name within its DenseMap (emitter_memcheck.sh: that copy once read
// a freed bucket).
func.func @grb_fused(%a0: !graphblas.matrix<i1, csr>, %a1: !graphblas.matrix<i1, csr>, %s0: i64) -> !graphblas.matrix<i64, csr> attributes {grb.arg_names = ["a0", "a1", "s0"]} {
  %bt = graphblas.transpose %a1 : !graphblas.matrix<i1, csr> -> !graphblas.matrix<i1, csc>
  %v0 = graphblas.mxm %a0, %bt mask(%a0 : !graphblas.matrix<i1, csr>) {semiring = #graphblas.semiring<plus, pair>, mask_structural, origin = "GrB_mxm"} : !graphblas.matrix<i1, csr>, !graphblas.matrix<i1, csc> -> !graphblas.matrix<i64, csr>
  %v1 = graphblas.select %v0 thunk(%s0 : i64) {op = #graphblas.idxunop<valuege>, origin = "GrB_select"} : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csr>
  return %v1 : !graphblas.matrix<i64, csr>
}
