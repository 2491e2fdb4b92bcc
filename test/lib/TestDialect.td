//===- TestDialect.td - The reclaim_test dialect ------------*- tablegen -*-===//
//
// A small dialect of Reclaim's own, for tests only. Its ops are what a third
// party dialect looks like to Reclaim: no op here is known by name, every
// behaviour reaches Reclaim through MLIR's interfaces or through Reclaim's
// extension interface (OwnershipOpInterface). The pass
// test-reclaim-lower-test-dialect turns every op into upstream ops so that
// programs using them run under reclaim-run.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_TEST_DIALECT
#define RECLAIM_TEST_DIALECT

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "reclaim/Interfaces/OwnershipOpInterface.td"

def ReclaimTest_Dialect : Dialect {
  let name = "reclaim_test";
  let cppNamespace = "::reclaim::test";
  let summary = "Ops that exercise Reclaim's interfaces (tests only)";
}

class ReclaimTest_Op<string mnemonic, list<Trait> traits = []>
    : Op<ReclaimTest_Dialect, mnemonic, traits>;

def ReclaimTest_FreshOp : ReclaimTest_Op<"fresh", [
    DeclareOpInterfaceMethods<Reclaim_OwnershipOpInterface,
        ["getResultOwnership", "buildDealloc", "buildClone"]>]> {
  let summary = "Returns a fresh heap buffer, freed with reclaim_test.release";
  let description = [{
    Allocates a buffer. The op implements no MemoryEffectOpInterface: only
    Reclaim's extension interface says that the result is fresh, that it is
    freed with `reclaim_test.release` and copied with another
    `reclaim_test.fresh` and `memref.copy`.
  }];
  let arguments = (ins Variadic<Index>:$dynamicSizes);
  let results = (outs AnyMemRef:$buffer);
  let assemblyFormat = "(`(` $dynamicSizes^ `)`)? attr-dict `:` type($buffer)";
}

def ReclaimTest_ReleaseOp : ReclaimTest_Op<"release"> {
  let summary = "Frees a buffer of reclaim_test.fresh";
  let arguments = (ins Arg<AnyMemRef, "", [MemFree]>:$buffer);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
}

def ReclaimTest_ConsumeOp : ReclaimTest_Op<"consume", [
    DeclareOpInterfaceMethods<Reclaim_OwnershipOpInterface,
        ["getOperandOwnership"]>]> {
  let summary = "Takes ownership of its operand (and frees it)";
  let description = [{
    Reads the first element of its operand, prints it and frees the buffer:
    the op takes ownership. It implements no MemoryEffectOpInterface; only
    the extension interface says that it consumes its operand.
  }];
  let arguments = (ins AnyMemRef:$buffer);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
}

def ReclaimTest_CaptureOp : ReclaimTest_Op<"capture", [
    DeclareOpInterfaceMethods<Reclaim_OwnershipOpInterface,
        ["getOperandOwnership", "getCaptureCarriers"]>]> {
  let summary = "Captures a buffer into a handle";
  let description = [{
    Returns a handle through which `reclaim_test.read_handle` reads the first
    element of the buffer later: the buffer must live while the handle may be
    used. Only the extension interface says so.
  }];
  let arguments = (ins AnyMemRef:$buffer);
  let results = (outs Index:$handle);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
}

def ReclaimTest_ReadHandleOp : ReclaimTest_Op<"read_handle"> {
  let summary = "Reads the first f32 of the buffer a handle refers to";
  let arguments = (ins Arg<Index, "", [MemRead]>:$handle);
  let results = (outs F32:$value);
  let assemblyFormat = "$handle attr-dict";
}

def ReclaimTest_OpaqueOp : ReclaimTest_Op<"opaque"> {
  let summary = "An op with no interfaces at all that takes a buffer";
  let description = [{
    Prints the first element of its operand when run, but implements neither
    MemoryEffectOpInterface nor Reclaim's extension interface: its effect on
    the buffer is unknown to Reclaim.
  }];
  let arguments = (ins AnyMemRef:$buffer);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
}

def ReclaimTest_ExecOp : ReclaimTest_Op<"exec", [
    DeclareOpInterfaceMethods<RegionBranchOpInterface>,
    RecursiveMemoryEffects]> {
  let summary = "Runs its region once (like scf.execute_region)";
  let description = [{
    A region op known to Reclaim only through RegionBranchOpInterface: the
    region runs once and its `reclaim_test.yield` gives the results. The
    region may hold several blocks.
  }];
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region MinSizedRegion<1>:$body);
  let assemblyFormat = "(`->` type($results)^)? $body attr-dict";
}

def ReclaimTest_RepeatOp : ReclaimTest_Op<"repeat", [
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
        ["getEntrySuccessorOperands"]>,
    RecursiveMemoryEffects]> {
  let summary = "Runs its region `count` times, carrying values";
  let description = [{
    A loop known to Reclaim only through RegionBranchOpInterface: the body's
    arguments start as `inits`, each `reclaim_test.yield` passes the next
    values, and the results are the last values (the inits if `count` is at
    most 0).
  }];
  let arguments = (ins Index:$count, Variadic<AnyType>:$inits);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $count (`iter_args` `(` $inits^ `:` type($inits) `)`)?
    (`->` type($results)^)? $body attr-dict
  }];
  let hasVerifier = 1;
}

def ReclaimTest_YieldOp : ReclaimTest_Op<"yield", [
    Pure, Terminator, ReturnLike, ParentOneOf<["ExecOp", "RepeatOp"]>,
    DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>]> {
  let summary = "Ends a region of reclaim_test.exec or reclaim_test.repeat";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
}

#endif // RECLAIM_TEST_DIALECT
