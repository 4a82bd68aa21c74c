// The triangle count the benchmark times: ntri = sum(C<L> = L*U'), PLUS_PAIR, structural mask,
// exactly as lagraph_compat's grb_triangle_count (GRB_TC_SANDIA_LUT) calls GraphBLAS.
func.func @triangle_count(%L: !graphblas.matrix<i64, csr>, %U: !graphblas.matrix<i64, csr>) -> i64
    attributes {grb.arg_names = ["L", "U"]} {
  %Ut = graphblas.transpose %U {origin = "GrB_transpose"} : !graphblas.matrix<i64, csr> -> !graphblas.matrix<i64, csc>
  %C = graphblas.mxm %L, %Ut mask(%L : !graphblas.matrix<i64, csr>) {semiring = #graphblas.semiring<plus, pair>, mask_structural, origin = "GrB_mxm(C<L>=L*U')"} : !graphblas.matrix<i64, csr>, !graphblas.matrix<i64, csc> -> !graphblas.matrix<i64, csr>
  %n = graphblas.reduce_to_scalar %C {monoid = #graphblas.monoid<plus>, origin = "GrB_reduce(ntri, PLUS, C)"} : !graphblas.matrix<i64, csr> -> i64
  return %n : i64
}
