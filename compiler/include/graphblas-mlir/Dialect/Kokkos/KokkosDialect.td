//===- KokkosDialect.td - the kokkos dialect: how it runs ----------------*- tablegen -*-===//
#ifndef KOKKOS_DIALECT_TD
#define KOKKOS_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Kokkos_Dialect : Dialect {
  let name = "kokkos";
  let cppNamespace = "::mlir::kokkos";
  let summary = "Kokkos parallel constructs over views";
  let description = [{
    Parallel dispatch (parallel_for, parallel_reduce, parallel_scan) under range or team
    policies, views (1-d `memref<?xT>` values are Kokkos::View<T*>), team scratch and fences.
    Loop bodies are ordinary `scf` / `arith` / `memref` operations; grb-translate prints each
    parallel operation as one Kokkos construct with a KOKKOS_LAMBDA body.
  }];
  let useDefaultAttributePrinterParser = 1;
}

def Kokkos_Reducer : I32EnumAttr<"Reducer", "Kokkos reducer", [
    I32EnumAttrCase<"sum", 0>, I32EnumAttrCase<"prod", 1>, I32EnumAttrCase<"min", 2>,
    I32EnumAttrCase<"max", 3>, I32EnumAttrCase<"lor", 4>, I32EnumAttrCase<"land", 5>]> {
  let cppNamespace = "::mlir::kokkos";
  let genSpecializedAttr = 0;
}
def Kokkos_ReducerAttr : EnumAttr<Kokkos_Dialect, Kokkos_Reducer, "reducer"> {
  let assemblyFormat = "`<` $value `>`";
}

#endif // KOKKOS_DIALECT_TD
