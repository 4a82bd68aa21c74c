//===- GraphBLASDialect.td - the graphblas dialect: what the DAG says -----*- tablegen -*-===//
//
// Operations on GraphBLAS matrices and vectors, with value semantics: every operation produces a
// new object version (the DAG's versions), so C = A*C is just SSA. Semirings, monoids and
// operators are enum attributes naming the built-ins; masks and accumulators are optional
// operands plus flags (structural, complement, replace); transposes of inputs are descriptor
// flags on the operation (tran_a, tran_b).
//
//===----------------------------------------------------------------------------------------===//
#ifndef GRAPHBLAS_DIALECT_TD
#define GRAPHBLAS_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def GraphBLAS_Dialect : Dialect {
  let name = "graphblas";
  let cppNamespace = "::mlir::graphblas";
  let summary = "GraphBLAS operations on sparse matrices and vectors";
  let description = [{
    One operation per GraphBLAS call of the deferred DAG. A fusion group is a
    `graphblas.fused` region; the `origin` attribute of each operation names the
    GraphBLAS call it came from (kept through lowering into comments of the emitted C++).
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
}

//===----------------------------------------------------------------------------------------===//
// Enums: storage formats and built-in operators
//===----------------------------------------------------------------------------------------===//

def GraphBLAS_Format : I32EnumAttr<"Format", "storage format of a matrix or vector", [
    I32EnumAttrCase<"csr", 0>, I32EnumAttrCase<"csc", 1>,
    I32EnumAttrCase<"hypercsr", 2>, I32EnumAttrCase<"hypercsc", 3>,
    I32EnumAttrCase<"bitmap", 4>, I32EnumAttrCase<"full", 5>,
    I32EnumAttrCase<"sparse", 6>]> {
  let cppNamespace = "::mlir::graphblas";
  let genSpecializedAttr = 0;
}

def GraphBLAS_MonoidKind : I32EnumAttr<"MonoidKind", "built-in monoid", [
    I32EnumAttrCase<"plus", 0>, I32EnumAttrCase<"times", 1>, I32EnumAttrCase<"min", 2>,
    I32EnumAttrCase<"max", 3>, I32EnumAttrCase<"any", 4>, I32EnumAttrCase<"lor", 5>,
    I32EnumAttrCase<"land", 6>, I32EnumAttrCase<"lxor", 7>, I32EnumAttrCase<"eq", 8>,
    // MIN and MAX of an unsigned integer type (the dialect's integers are signless)
    I32EnumAttrCase<"umin", 9>, I32EnumAttrCase<"umax", 10>]> {
  let cppNamespace = "::mlir::graphblas";
  let genSpecializedAttr = 0;
}
def GraphBLAS_MonoidAttr : EnumAttr<GraphBLAS_Dialect, GraphBLAS_MonoidKind, "monoid"> {
  let assemblyFormat = "`<` $value `>`";
}

def GraphBLAS_BinaryOpKind : I32EnumAttr<"BinaryOpKind", "built-in binary operator", [
    I32EnumAttrCase<"first", 0>, I32EnumAttrCase<"second", 1>, I32EnumAttrCase<"pair", 2>,
    I32EnumAttrCase<"plus", 3>, I32EnumAttrCase<"minus", 4>, I32EnumAttrCase<"times", 5>,
    I32EnumAttrCase<"div", 6>, I32EnumAttrCase<"min", 7>, I32EnumAttrCase<"max", 8>,
    I32EnumAttrCase<"lor", 9>, I32EnumAttrCase<"land", 10>, I32EnumAttrCase<"lxor", 11>,
    I32EnumAttrCase<"eq", 12>, I32EnumAttrCase<"ne", 13>, I32EnumAttrCase<"lt", 14>,
    I32EnumAttrCase<"le", 15>, I32EnumAttrCase<"gt", 16>, I32EnumAttrCase<"ge", 17>,
    I32EnumAttrCase<"any", 18>,
    // MIN, MAX and the order comparisons of an unsigned integer type
    I32EnumAttrCase<"umin", 19>, I32EnumAttrCase<"umax", 20>, I32EnumAttrCase<"ult", 21>,
    I32EnumAttrCase<"ule", 22>, I32EnumAttrCase<"ugt", 23>, I32EnumAttrCase<"uge", 24>]> {
  let cppNamespace = "::mlir::graphblas";
  let genSpecializedAttr = 0;
}
def GraphBLAS_BinaryOpAttr : EnumAttr<GraphBLAS_Dialect, GraphBLAS_BinaryOpKind, "binop"> {
  let assemblyFormat = "`<` $value `>`";
}

def GraphBLAS_UnaryOpKind : I32EnumAttr<"UnaryOpKind", "built-in unary operator", [
    I32EnumAttrCase<"identity", 0>, I32EnumAttrCase<"ainv", 1>, I32EnumAttrCase<"minv", 2>,
    I32EnumAttrCase<"lnot", 3>, I32EnumAttrCase<"one", 4>, I32EnumAttrCase<"abs", 5>]> {
  let cppNamespace = "::mlir::graphblas";
  let genSpecializedAttr = 0;
}
def GraphBLAS_UnaryOpAttr : EnumAttr<GraphBLAS_Dialect, GraphBLAS_UnaryOpKind, "unop"> {
  let assemblyFormat = "`<` $value `>`";
}

def GraphBLAS_IndexUnaryOpKind : I32EnumAttr<"IndexUnaryOpKind", "built-in index-unary operator", [
    I32EnumAttrCase<"tril", 0>, I32EnumAttrCase<"triu", 1>, I32EnumAttrCase<"diag", 2>,
    I32EnumAttrCase<"offdiag", 3>, I32EnumAttrCase<"rowle", 4>, I32EnumAttrCase<"rowgt", 5>,
    I32EnumAttrCase<"colle", 6>, I32EnumAttrCase<"colgt", 7>,
    I32EnumAttrCase<"valueeq", 8>, I32EnumAttrCase<"valuene", 9>, I32EnumAttrCase<"valuelt", 10>,
    I32EnumAttrCase<"valuele", 11>, I32EnumAttrCase<"valuegt", 12>, I32EnumAttrCase<"valuege", 13>,
    I32EnumAttrCase<"rowindex", 14>, I32EnumAttrCase<"colindex", 15>, I32EnumAttrCase<"diagindex", 16>,
    I32EnumAttrCase<"flipdiagindex", 17>]> {
  let cppNamespace = "::mlir::graphblas";
  let genSpecializedAttr = 0;
}
def GraphBLAS_IndexUnaryOpAttr : EnumAttr<GraphBLAS_Dialect, GraphBLAS_IndexUnaryOpKind, "idxunop"> {
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------------------------===//

class GraphBLAS_Attr<string name, string attrMnemonic> : AttrDef<GraphBLAS_Dialect, name> {
  let mnemonic = attrMnemonic;
}

def GraphBLAS_SemiringAttr : GraphBLAS_Attr<"Semiring", "semiring"> {
  let summary = "a semiring: an additive monoid and a multiplicative binary operator";
  let parameters = (ins EnumParameter<GraphBLAS_MonoidKind>:$add,
                        EnumParameter<GraphBLAS_BinaryOpKind>:$mul);
  let assemblyFormat = "`<` $add `,` $mul `>`";
}

def GraphBLAS_ValueInfoAttr : GraphBLAS_Attr<"ValueInfo", "value"> {
  let summary = "what the DAG knows of a value beyond its type";
  let description = [{
    Attached by the DAG importer to each function argument and each operation result
    (`graphblas.value`): the GraphBLAS type code (SuiteSparse's numbering: it tells signed from
    unsigned, which signless MLIR integers do not) and size, whether the value is iso (one
    stored value for every entry), the width of the index arrays a kernel may read (64, or 32
    when a narrow copy exists) and the dimensions. Dimensions are facts for cost models, never
    part of a compiled kernel's structure: a kernel works for any size.
  }];
  let parameters = (ins "int32_t":$typeCode, "uint32_t":$typeSize, "bool":$iso,
                        "int32_t":$indexBits, "uint64_t":$nrows, "uint64_t":$ncols);
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------------------------===//


class GraphBLAS_Type<string name, string typeMnemonic> : TypeDef<GraphBLAS_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def GraphBLAS_UserType : GraphBLAS_Type<"User", "udt"> {
  let summary = "a user-defined element type, known by its size only";
  let description = [{
    `!graphblas.udt<16>`: GrB_Type_new's type. Kernels move its bytes and call the user's
    operators through function pointers they receive at run time.
  }];
  let parameters = (ins "uint32_t":$size);
  let assemblyFormat = "`<` $size `>`";
}

def GraphBLAS_MatrixType : GraphBLAS_Type<"Matrix", "matrix"> {
  let summary = "a GraphBLAS matrix version: element type and storage format (not its size)";
  let description = [{
    `!graphblas.matrix<f64, csr>`. Sizes are run-time values, never part of the type, so a
    compiled kernel is keyed by structure only. Formats: csr, csc, hypercsr, hypercsc, bitmap, full.
  }];
  let parameters = (ins "::mlir::Type":$elementType, EnumParameter<GraphBLAS_Format>:$format);
  let assemblyFormat = "`<` $elementType `,` $format `>`";
  let genVerifyDecl = 1;
}

def GraphBLAS_VectorType : GraphBLAS_Type<"GrbVector", "vector"> {
  let summary = "a GraphBLAS vector version: element type and storage format (sparse, bitmap, full)";
  let parameters = (ins "::mlir::Type":$elementType, EnumParameter<GraphBLAS_Format>:$format);
  let assemblyFormat = "`<` $elementType `,` $format `>`";
  let genVerifyDecl = 1;
}

def GraphBLAS_Matrix : Type<CPred<"::llvm::isa<::mlir::graphblas::MatrixType>($_self)">,
                            "GraphBLAS matrix", "::mlir::graphblas::MatrixType">;
def GraphBLAS_Vector : Type<CPred<"::llvm::isa<::mlir::graphblas::GrbVectorType>($_self)">,
                            "GraphBLAS vector", "::mlir::graphblas::GrbVectorType">;
def GraphBLAS_Collection : AnyTypeOf<[GraphBLAS_Matrix, GraphBLAS_Vector], "GraphBLAS matrix or vector">;
def GraphBLAS_Scalar : AnyTypeOf<[AnySignlessInteger, AnyFloat, AnyComplex,
    Type<CPred<"::llvm::isa<::mlir::graphblas::UserType>($_self)">, "user-defined", "::mlir::graphblas::UserType">],
    "GraphBLAS scalar">;
def GraphBLAS_IndexList : MemRefRankOf<[I64], [1]>;

#endif // GRAPHBLAS_DIALECT_TD
