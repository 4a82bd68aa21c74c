//===- GraphBLASOps.td - graphblas operations ----------------------------*- tablegen -*-===//
#ifndef GRAPHBLAS_OPS_TD
#define GRAPHBLAS_OPS_TD

include "graphblas-mlir/Dialect/GraphBLAS/GraphBLASDialect.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpAsmInterface.td"

class GraphBLAS_Op<string mnemonic, list<Trait> traits = []>
    : Op<GraphBLAS_Dialect, mnemonic, traits>;

// Mask and accumulator, as in every masked GraphBLAS call: C<M, struct, comp, replace> accum= T.
// `origin` names the GraphBLAS call (e.g. "GrB_mxm#12") the operation was recorded from.
defvar MaskAccumArgs = (ins Optional<GraphBLAS_Collection>:$mask,
                            Optional<GraphBLAS_Collection>:$accum_in,
                            UnitAttr:$mask_structural, UnitAttr:$mask_complement, UnitAttr:$replace,
                            OptionalAttr<GraphBLAS_BinaryOpAttr>:$accum,
                            OptionalAttr<StrAttr>:$origin);

class GraphBLAS_MaskedOp<string mnemonic, list<Trait> traits = []>
    : GraphBLAS_Op<mnemonic, !listconcat(traits, [Pure, AttrSizedOperandSegments])> {
  let hasVerifier = 1;
}

def GraphBLAS_MxmOp : GraphBLAS_MaskedOp<"mxm"> {
  let summary = "GrB_mxm: C<M> accum= op(A) (+.*) op(B)";
  let arguments = !con((ins GraphBLAS_Matrix:$a, GraphBLAS_Matrix:$b,
                            GraphBLAS_SemiringAttr:$semiring, UnitAttr:$tran_a, UnitAttr:$tran_b),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Matrix:$result);
  let assemblyFormat = "$a `,` $b " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `->` qualified(type($result))";
}

def GraphBLAS_MxvOp : GraphBLAS_MaskedOp<"mxv"> {
  let summary = "GrB_mxv: w<m> accum= op(A) (+.*) u";
  let arguments = !con((ins GraphBLAS_Matrix:$a, GraphBLAS_Vector:$u,
                            GraphBLAS_SemiringAttr:$semiring, UnitAttr:$tran_a),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Vector:$result);
  let assemblyFormat = "$a `,` $u " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($a)) `,` qualified(type($u)) `->` qualified(type($result))";
}

def GraphBLAS_VxmOp : GraphBLAS_MaskedOp<"vxm"> {
  let summary = "GrB_vxm: w'<m'> accum= u' (+.*) op(A)";
  let arguments = !con((ins GraphBLAS_Vector:$u, GraphBLAS_Matrix:$a,
                            GraphBLAS_SemiringAttr:$semiring, UnitAttr:$tran_a),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Vector:$result);
  let assemblyFormat = "$u `,` $a " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($u)) `,` qualified(type($a)) `->` qualified(type($result))";
}

class GraphBLAS_EWiseOp<string mnemonic, string call> : GraphBLAS_MaskedOp<mnemonic> {
  let summary = call # ": C<M> accum= op(A) (op) op(B), element-wise";
  let arguments = !con((ins GraphBLAS_Collection:$a, GraphBLAS_Collection:$b,
                            GraphBLAS_BinaryOpAttr:$op, UnitAttr:$tran_a, UnitAttr:$tran_b),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Collection:$result);
  let assemblyFormat = "$a `,` $b " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `->` qualified(type($result))";
}
def GraphBLAS_EWiseAddOp : GraphBLAS_EWiseOp<"ewise_add", "GrB_eWiseAdd (set union)">;
def GraphBLAS_EWiseMultOp : GraphBLAS_EWiseOp<"ewise_mult", "GrB_eWiseMult (set intersection)">;

def GraphBLAS_EWiseUnionOp : GraphBLAS_MaskedOp<"ewise_union"> {
  let summary = "GxB_eWiseUnion: C<M> accum= op(A) (op) op(B), alpha for a missing A entry, beta for B";
  let arguments = !con((ins GraphBLAS_Collection:$a, GraphBLAS_Scalar:$alpha, GraphBLAS_Collection:$b,
                            GraphBLAS_Scalar:$beta, GraphBLAS_BinaryOpAttr:$op, UnitAttr:$tran_a,
                            UnitAttr:$tran_b),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Collection:$result);
  let assemblyFormat = "$a `,` $alpha `,` $b `,` $beta " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($a)) `,` qualified(type($alpha)) `,` qualified(type($b)) `,` qualified(type($beta)) `->` qualified(type($result))";
}

def GraphBLAS_KronOp : GraphBLAS_MaskedOp<"kron"> {
  let summary = "GrB_kronecker: C<M> accum= kron(op(A), op(B)) with a binary operator";
  let arguments = !con((ins GraphBLAS_Matrix:$a, GraphBLAS_Matrix:$b, GraphBLAS_BinaryOpAttr:$op,
                            UnitAttr:$tran_a, UnitAttr:$tran_b),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Matrix:$result);
  let assemblyFormat = "$a `,` $b " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `->` qualified(type($result))";
}

def GraphBLAS_ApplyOp : GraphBLAS_MaskedOp<"apply"> {
  let summary = "GrB_apply with a unary operator: C<M> accum= f(op(A))";
  let arguments = !con((ins GraphBLAS_Collection:$a, GraphBLAS_UnaryOpAttr:$op, UnitAttr:$tran_a),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Collection:$result);
  let assemblyFormat = "$a " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" # " attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
}

def GraphBLAS_ApplyBinaryOp : GraphBLAS_MaskedOp<"apply_binop"> {
  let summary = "GrB_apply with a bound binary operator: C<M> accum= f(s, op(A)) (bind_first) or f(op(A), s)";
  let arguments = !con((ins GraphBLAS_Collection:$a, GraphBLAS_Scalar:$scalar, GraphBLAS_BinaryOpAttr:$op,
                            UnitAttr:$bind_first, UnitAttr:$tran_a),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Collection:$result);
  let assemblyFormat = "$a `,` $scalar " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($a)) `,` qualified(type($scalar)) `->` qualified(type($result))";
}

def GraphBLAS_ApplyIndexOp : GraphBLAS_MaskedOp<"apply_index"> {
  let summary = "GrB_apply with an index-unary operator: C<M> accum= f(op(A)(i,j), i, j, thunk)";
  let arguments = !con((ins GraphBLAS_Collection:$a, Optional<GraphBLAS_Scalar>:$thunk,
                            GraphBLAS_IndexUnaryOpAttr:$op, UnitAttr:$tran_a),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Collection:$result);
  let assemblyFormat = "$a (`thunk` `(` $thunk^ `:` qualified(type($thunk)) `)`)? " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
}

def GraphBLAS_SelectOp : GraphBLAS_MaskedOp<"select"> {
  let summary = "GrB_select: C<M> accum= entries of op(A) where f(a_ij, i, j, thunk) holds";
  let arguments = !con((ins GraphBLAS_Collection:$a, Optional<GraphBLAS_Scalar>:$thunk,
                            GraphBLAS_IndexUnaryOpAttr:$op, UnitAttr:$tran_a),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Collection:$result);
  let assemblyFormat = "$a (`thunk` `(` $thunk^ `:` qualified(type($thunk)) `)`)? " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
}

def GraphBLAS_TransposeOp : GraphBLAS_MaskedOp<"transpose"> {
  let summary = "GrB_transpose: C<M> accum= A'";
  let arguments = !con((ins GraphBLAS_Matrix:$a), MaskAccumArgs);
  let results = (outs GraphBLAS_Matrix:$result);
  let assemblyFormat = "$a " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" # " attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
}

def GraphBLAS_ReduceToVectorOp : GraphBLAS_MaskedOp<"reduce_to_vector"> {
  let summary = "GrB_Matrix_reduce_Monoid: w<m> accum= row reductions of op(A)";
  let arguments = !con((ins GraphBLAS_Matrix:$a, GraphBLAS_MonoidAttr:$monoid, UnitAttr:$tran_a),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Vector:$result);
  let assemblyFormat = "$a " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" # " attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
}

def GraphBLAS_ExtractOp : GraphBLAS_MaskedOp<"extract"> {
  let summary = "GrB_extract: C<M> accum= op(A)(I, J); an absent list means GrB_ALL";
  let arguments = !con((ins GraphBLAS_Collection:$a, Optional<GraphBLAS_IndexList>:$rows,
                            Optional<GraphBLAS_IndexList>:$cols, UnitAttr:$tran_a),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Collection:$result);
  let assemblyFormat = "$a (`rows` `(` $rows^ `:` qualified(type($rows)) `)`)? "
                       "(`cols` `(` $cols^ `:` qualified(type($cols)) `)`)? " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
}

def GraphBLAS_AssignOp : GraphBLAS_MaskedOp<"assign"> {
  let summary = "GrB_assign: C<M>(I, J) accum= A (or a scalar); the result is C's next version";
  let arguments = !con((ins GraphBLAS_Collection:$c, AnyTypeOf<[GraphBLAS_Collection, GraphBLAS_Scalar]>:$value,
                            Optional<GraphBLAS_IndexList>:$rows, Optional<GraphBLAS_IndexList>:$cols,
                            UnitAttr:$tran_a),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Collection:$result);
  let assemblyFormat = "$value `into` $c (`rows` `(` $rows^ `:` qualified(type($rows)) `)`)? "
                       "(`cols` `(` $cols^ `:` qualified(type($cols)) `)`)? " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($value)) `,` qualified(type($c)) `->` qualified(type($result))";
}

def GraphBLAS_SubassignOp : GraphBLAS_MaskedOp<"subassign"> {
  let summary = "GxB_subassign: C(I, J)<M> accum= A (or a scalar); M has the shape of C(I, J)";
  let arguments = !con((ins GraphBLAS_Collection:$c, AnyTypeOf<[GraphBLAS_Collection, GraphBLAS_Scalar]>:$value,
                            Optional<GraphBLAS_IndexList>:$rows, Optional<GraphBLAS_IndexList>:$cols,
                            UnitAttr:$tran_a),
                       MaskAccumArgs);
  let results = (outs GraphBLAS_Collection:$result);
  let assemblyFormat = "$value `into` $c (`rows` `(` $rows^ `:` qualified(type($rows)) `)`)? "
                       "(`cols` `(` $cols^ `:` qualified(type($cols)) `)`)? " # "(`mask` `(` $mask^ `:` qualified(type($mask)) `)`)? (`accum` `(` $accum_in^ `:` qualified(type($accum_in)) `)`)?" #
                       " attr-dict `:` qualified(type($value)) `,` qualified(type($c)) `->` qualified(type($result))";
}

def GraphBLAS_ReduceToScalarOp : GraphBLAS_Op<"reduce_to_scalar", [Pure]> {
  let summary = "GrB_reduce to a scalar with a monoid";
  let description = [{
    `compensated` (opt-in, PLUS on f32 / f64 only) asks for Neumaier-compensated summation.
    The result's type is the monoid's: the collection's element type, or another integer or
    floating-point type its values are cast to before they are reduced (GrB_reduce casts them to
    the monoid's type).
  }];
  let arguments = (ins GraphBLAS_Collection:$a, GraphBLAS_MonoidAttr:$monoid,
                       UnitAttr:$compensated, OptionalAttr<StrAttr>:$origin);
  let results = (outs GraphBLAS_Scalar:$result);
  let assemblyFormat = "$a attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------------------------===//
// Fusion groups
//===----------------------------------------------------------------------------------------===//

def GraphBLAS_YieldOp : GraphBLAS_Op<"yield", [Pure, Terminator, HasParent<"FusedOp">]> {
  let summary = "the values a fusion group hands out";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^ `:` qualified(type($values)))? attr-dict";
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
}

def GraphBLAS_FusedOp : GraphBLAS_Op<"fused", [SingleBlockImplicitTerminator<"YieldOp">,
                                               RecursiveMemoryEffects]> {
  let summary = "a fusion group: operations that run as one kernel";
  let description = [{
    The region holds the graphblas operations of one fusion group; values defined above are
    its inputs, the yielded values its outputs (intermediates never leave the region, so they
    are never materialized). `kind` names the fused pattern (`mxm_reduce`, `ewise_chain`, ...),
    `calls` the GraphBLAS calls it came from, in program order.
  }];
  let arguments = (ins StrAttr:$kind, ArrayAttr:$calls);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$kind $calls attr-dict-with-keyword $body (`:` qualified(type($results))^)?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------------------------===//
// Storage access: what lowering uses to reach the arrays of a sparse (CSR) object
//===----------------------------------------------------------------------------------------===//

def GraphBLAS_NumRowsOp : GraphBLAS_Op<"nrows", [Pure]> {
  let summary = "number of rows of a matrix (size of a vector)";
  let arguments = (ins GraphBLAS_Collection:$a);
  let results = (outs Index:$result);
  let assemblyFormat = "$a attr-dict `:` qualified(type($a))";
}
def GraphBLAS_NumColsOp : GraphBLAS_Op<"ncols", [Pure]> {
  let summary = "number of columns of a matrix";
  let arguments = (ins GraphBLAS_Matrix:$a);
  let results = (outs Index:$result);
  let assemblyFormat = "$a attr-dict `:` qualified(type($a))";
}
def GraphBLAS_PointersOp : GraphBLAS_Op<"pointers", [Pure]> {
  let summary = "row pointers (CSR) or column pointers (CSC), nrows+1 entries";
  let arguments = (ins GraphBLAS_Matrix:$a);
  let results = (outs MemRefRankOf<[I64], [1]>:$result);
  let assemblyFormat = "$a attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
  let hasVerifier = 1;
}
def GraphBLAS_IndicesOp : GraphBLAS_Op<"indices", [Pure]> {
  let summary = "column indices (CSR) / row indices (CSC) / indices of a sparse vector";
  let description = [{
    `narrow` (csr / csc only): the matrix's optional 32-bit copy of its indices (i32), which the
    library supplies for matrices multiplied again and again; it is empty when the copy is absent,
    so a kernel reading it checks its extent against the wide indices' at run time.
  }];
  let arguments = (ins GraphBLAS_Collection:$a, UnitAttr:$narrow);
  let results = (outs MemRefRankOf<[I64, I32], [1]>:$result);
  let assemblyFormat = "$a attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
  let hasVerifier = 1;
}
def GraphBLAS_ValuesOp : GraphBLAS_Op<"values", [Pure]> {
  let summary = "the values array of a matrix or vector";
  let arguments = (ins GraphBLAS_Collection:$a);
  let results = (outs MemRefRankOf<[AnyType], [1]>:$result);
  let assemblyFormat = "$a attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
  let hasVerifier = 1;
}
def GraphBLAS_BitmapOp : GraphBLAS_Op<"bitmap", [Pure]> {
  let summary = "the presence bytes of a bitmap vector (1: entry present), size entries";
  let arguments = (ins GraphBLAS_Vector:$a);
  let results = (outs MemRefRankOf<[I8], [1]>:$result);
  let assemblyFormat = "$a attr-dict `:` qualified(type($a)) `->` qualified(type($result))";
  let hasVerifier = 1;
}
def GraphBLAS_AssembleVectorOp : GraphBLAS_Op<"assemble_vector", [Pure]> {
  let summary = "a full vector from its size and values (the output of a kernel writing every entry)";
  let arguments = (ins Index:$size, MemRefRankOf<[AnyType], [1]>:$values);
  let results = (outs GraphBLAS_Vector:$result);
  let assemblyFormat = "$size `,` $values attr-dict `:` qualified(type($values)) `->` qualified(type($result))";
  let hasVerifier = 1;
}
def GraphBLAS_AssembleCsrOp : GraphBLAS_Op<"assemble_csr", [Pure]> {
  let summary = "a CSR matrix from its sizes and arrays (the output of a numeric fill)";
  let arguments = (ins Index:$nrows, Index:$ncols, MemRefRankOf<[I64], [1]>:$pointers,
                       MemRefRankOf<[I64], [1]>:$indices, MemRefRankOf<[AnyType], [1]>:$values);
  let results = (outs GraphBLAS_Matrix:$result);
  let assemblyFormat = "$nrows `,` $ncols `,` $pointers `,` $indices `,` $values attr-dict `:` "
                       "qualified(type($pointers)) `,` qualified(type($indices)) `,` qualified(type($values)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

#endif // GRAPHBLAS_OPS_TD
