//===- KokkosOps.td - kokkos operations ----------------------------------*- tablegen -*-===//
#ifndef KOKKOS_OPS_TD
#define KOKKOS_OPS_TD

include "graphblas-mlir/Dialect/Kokkos/KokkosDialect.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Kokkos_Op<string mnemonic, list<Trait> traits = []> : Op<Kokkos_Dialect, mnemonic, traits>;

defvar View1D = MemRefRankOf<[AnyType], [1]>;

def Kokkos_YieldOp : Kokkos_Op<"yield", [Pure, Terminator,
    ParentOneOf<["RangeParallelForOp", "RangeParallelReduceOp", "RangeParallelScanOp",
                 "TeamParallelForOp", "TeamParallelReduceOp", "TeamThreadForOp", "TeamThreadReduceOp"]>]> {
  let summary = "ends a parallel body; in a reduce or scan, yields this iteration's contribution";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
}

// `name` becomes the kernel label (Kokkos profiling), `origin` the comment naming the GraphBLAS
// calls the loop nest came from, `dynamic` asks for Kokkos::Schedule<Kokkos::Dynamic> (iterations
// of uneven cost, e.g. the rows of a sparse matrix).
defvar KernelAttrs = (ins StrAttr:$name, OptionalAttr<StrAttr>:$origin, UnitAttr:$dynamic);
// Team policies: `team_size` (default Kokkos::AUTO; 1 when the body is one thread's work),
// `scratch_level` (0: team_shmem, ~L1 sized; 1: the larger level, default 0) of the
// `scratch_bytes` reserved per team.
defvar TeamAttrs = (ins OptionalAttr<I64Attr>:$team_size, OptionalAttr<I64Attr>:$scratch_level);

def Kokkos_RangeParallelForOp : Kokkos_Op<"range_parallel_for", [RecursiveMemoryEffects]> {
  let summary = "Kokkos::parallel_for over RangePolicy(lb, ub); the body gets the index";
  let arguments = !con((ins Index:$lb, Index:$ub), KernelAttrs);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$lb `to` $ub attr-dict-with-keyword $body";
  let hasVerifier = 1;
}

def Kokkos_RangeParallelReduceOp : Kokkos_Op<"range_parallel_reduce", [RecursiveMemoryEffects]> {
  let summary = "Kokkos::parallel_reduce over RangePolicy(lb, ub) with a built-in reducer";
  let description = [{
    `host_chunk` (sum reducer only): on a host execution space each call of the emitted lambda
    runs `host_chunk` consecutive iterations and adds their values into a local, which is joined
    into the reduction once (on a device space, one iteration per call as without it). For loops
    whose iterations are a few instructions and that store bytes: the C++ compiler must assume a
    byte store aliases the reduction's slot, so a per-iteration `update +=` is a load and a store
    through memory on every iteration, a dependence chain of several cycles.
  }];
  let arguments = !con((ins Index:$lb, Index:$ub, Kokkos_ReducerAttr:$reducer), KernelAttrs,
                       (ins OptionalAttr<I64Attr>:$host_chunk));
  let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$lb `to` $ub attr-dict-with-keyword $body `:` type($result)";
  let hasVerifier = 1;
}

def Kokkos_RangeParallelScanOp : Kokkos_Op<"range_parallel_scan", [RecursiveMemoryEffects]> {
  let summary = "Kokkos::parallel_scan: exclusive prefix sum of the yielded values into a view";
  let description = [{
    out[i] = sum of the values yielded for lb..i-1, for i in [lb, ub]; out[ub] is the total,
    which is also the result. Used for the row pointers of a sparse output (symbolic count ->
    prefix sum -> numeric fill).
  }];
  let arguments = !con((ins Index:$lb, Index:$ub, View1D:$out), KernelAttrs);
  let results = (outs AnySignlessInteger:$total);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$lb `to` $ub `into` $out attr-dict-with-keyword $body `:` type($out) `->` type($total)";
  let hasVerifier = 1;
}

def Kokkos_TeamParallelForOp : Kokkos_Op<"team_parallel_for", [RecursiveMemoryEffects]> {
  let summary = "Kokkos::parallel_for over TeamPolicy(league_size, AUTO); the body gets the league rank";
  let arguments = !con((ins Index:$league_size, Optional<Index>:$scratch_bytes), KernelAttrs, TeamAttrs);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$league_size (`scratch` `(` $scratch_bytes^ `)`)? attr-dict-with-keyword $body";
  let hasVerifier = 1;
}

def Kokkos_TeamParallelReduceOp : Kokkos_Op<"team_parallel_reduce", [RecursiveMemoryEffects]> {
  let summary = "Kokkos::parallel_reduce over TeamPolicy(league_size, AUTO)";
  let arguments = !con((ins Index:$league_size, Optional<Index>:$scratch_bytes,
                            Kokkos_ReducerAttr:$reducer), KernelAttrs, TeamAttrs);
  let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$league_size (`scratch` `(` $scratch_bytes^ `)`)? attr-dict-with-keyword $body `:` type($result)";
  let hasVerifier = 1;
}

def Kokkos_TeamThreadForOp : Kokkos_Op<"team_thread_for", [RecursiveMemoryEffects]> {
  let summary = "Kokkos::parallel_for(TeamThreadRange(member, lb, ub)) inside a team body";
  let arguments = (ins Index:$lb, Index:$ub);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$lb `to` $ub attr-dict-with-keyword $body";
  let hasVerifier = 1;
}

def Kokkos_TeamThreadReduceOp : Kokkos_Op<"team_thread_reduce", [RecursiveMemoryEffects]> {
  let summary = "Kokkos::parallel_reduce(TeamThreadRange(member, lb, ub), ...) inside a team body";
  let arguments = (ins Index:$lb, Index:$ub, Kokkos_ReducerAttr:$reducer);
  let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$lb `to` $ub attr-dict-with-keyword $body `:` type($result)";
  let hasVerifier = 1;
}

def Kokkos_ViewAllocOp : Kokkos_Op<"view_alloc", [MemoryEffects<[MemAlloc]>]> {
  let summary = "a new Kokkos::View<T*> of `size` entries, zero-initialized unless marked";
  let description = [{
    Without attributes the entries are zero (Kokkos fills the view in the kernel's execution
    space). `uninitialized`: the entries are unspecified; the lowering writes every entry before
    it reads it (no fill pass over memory the kernel writes anyway). `output`: the view holds
    part of the function's result (an array of the CSR matrix it returns): the emitted function
    takes a `grb_kokkos::ResultAllocator*` (last parameter, default null) and allocates the view
    through it, so the caller's allocator owns the memory and the result needs no copy; with a
    null allocator it is a Kokkos-owned view. An output view is uninitialized as well.
  }];
  let arguments = (ins Index:$size, StrAttr:$name, UnitAttr:$uninitialized, UnitAttr:$output);
  let results = (outs View1D:$view);
  let assemblyFormat = "$size attr-dict `:` type($view)";
}

def Kokkos_TeamScratchOp : Kokkos_Op<"team_scratch", [MemoryEffects<[MemAlloc]>]> {
  let summary = "a team scratch view of `size` entries, inside a team body";
  let description = [{
    Allocated from the enclosing team policy's scratch (`level`, default 0, must be the policy's
    `scratch_level`). Its contents are unspecified when a team starts: the body initializes it.
  }];
  let arguments = (ins Index:$size, StrAttr:$name, OptionalAttr<I64Attr>:$level);
  let results = (outs View1D:$view);
  let assemblyFormat = "$size attr-dict `:` type($view)";
  let hasVerifier = 1;
}

def Kokkos_FixedTreeReduceOp : Kokkos_Op<"fixed_tree_reduce", [MemoryEffects<[MemRead]>]> {
  let summary = "reduce a view in a fixed order: the result does not depend on the thread count";
  let description = [{
    Blocks of 1024 consecutive entries are reduced in index order (in parallel over blocks), then
    the block results in block order. Used for floating-point sums and products, where Kokkos'
    parallel_reduce would combine partial results in an order that changes with the threads.
    `compensated` (sum only): Neumaier summation inside blocks and across blocks.
  }];
  let arguments = (ins View1D:$view, Kokkos_ReducerAttr:$reducer, UnitAttr:$compensated);
  let results = (outs AnyFloat:$result);
  let assemblyFormat = "$view attr-dict `:` type($view) `->` type($result)";
  let hasVerifier = 1;
}

def Kokkos_AtomicCasOp : Kokkos_Op<"atomic_cas", [MemoryEffects<[MemRead, MemWrite]>,
    AllTypesMatch<["expected", "desired", "old"]>]> {
  let summary = "Kokkos::atomic_compare_exchange(&view(index), expected, desired): returns the old value";
  let description = [{
    Atomically: old = view[index]; if old == expected then view[index] = desired. The result is
    old, so `old == expected` says this thread made the change (claimed the slot). Integers of
    8, 16, 32 or 64 bits, the view's element type; only inside a parallel body (outside one there
    is nothing to race with: use memref.load / memref.store). Used by the push form of a BFS step
    to claim an unvisited vertex on its presence byte.
  }];
  let arguments = (ins View1D:$view, Index:$index, AnySignlessInteger:$expected, AnySignlessInteger:$desired);
  let results = (outs AnySignlessInteger:$old);
  let assemblyFormat = "$view `[` $index `]` `,` $expected `,` $desired attr-dict `:` type($view) `->` type($old)";
  let hasVerifier = 1;
}

def Kokkos_FenceOp : Kokkos_Op<"fence"> {
  let summary = "Kokkos::fence(): wait for every dispatched kernel";
  let assemblyFormat = "attr-dict";
}

#endif // KOKKOS_OPS_TD
