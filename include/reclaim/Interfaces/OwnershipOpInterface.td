//===- OwnershipOpInterface.td - How an op treats buffer ownership -*- tablegen -*-===//
//
// Reclaim's extension interface: through it a dialect tells Reclaim what an
// op does with the ownership of the buffers it touches, where MLIR's own
// interfaces (MemoryEffectOpInterface, ViewLikeOpInterface,
// RegionBranchOpInterface, AllocationOpInterface, ...) do not say enough.
// docs/Ownership.md lists how every op is treated without it.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_INTERFACES_OWNERSHIPOPINTERFACE
#define RECLAIM_INTERFACES_OWNERSHIPOPINTERFACE

include "mlir/IR/OpBase.td"

def Reclaim_OwnershipOpInterface : OpInterface<"OwnershipOpInterface"> {
  let description = [{
    Describes, for Reclaim's passes, what an op does with the ownership of
    the buffers it touches. Every method has a default that derives the
    answer from MLIR's interfaces exactly as for an op that does not
    implement this interface, so a model overrides only what differs.

    Example: an op that hands its operand to a runtime that frees it later
    returns `OperandOwnership::Consume` for that operand; an op that starts
    asynchronous work on a buffer returns `OperandOwnership::Capture` and
    names its token result as the carrier: the buffer then lives as long as
    the token may still be awaited.
  }];
  let cppNamespace = "::reclaim";

  let methods = [
    InterfaceMethod<[{
        Returns how the memref result `result` relates to ownership: a fresh
        buffer the holder must free, a buffer nobody frees, a view of
        operands, or a borrowed buffer of unknown origin.
      }],
      "::reclaim::ResultOwnership", "getResultOwnership",
      (ins "::mlir::OpResult":$result), [{}],
      /*defaultImplementation=*/[{
        return ::reclaim::detail::getDefaultResultOwnership(result);
      }]
    >,
    InterfaceMethod<[{
        Returns what the op does with the buffer of its operand `operand` (a
        memref, or a value that carries a buffer's address): uses it while
        it runs, frees it, takes ownership of it, or keeps a reference to it
        after it returns.
      }],
      "::reclaim::OperandOwnership", "getOperandOwnership",
      (ins "::mlir::OpOperand &":$operand), [{}],
      /*defaultImplementation=*/[{
        return ::reclaim::detail::getDefaultOperandOwnership(operand);
      }]
    >,
    InterfaceMethod<[{
        For an operand the op captures (`OperandOwnership::Capture`), or for
        a buffer its regions use when `regionsOutliveOp` holds: the values
        that keep referring to the buffer after the op (results, or other
        operands the reference is stored into). The buffer stays alive while
        any of them may still be used. Without carriers the buffer escapes
        and is never freed.
      }],
      "void", "getCaptureCarriers",
      (ins "::mlir::OpOperand *":$operand,
           "::llvm::SmallVectorImpl<::mlir::Value> &":$carriers), [{}],
      /*defaultImplementation=*/[{ return; }]
    >,
    InterfaceMethod<[{
        Builds the free of `buffer`, a buffer this op allocated (a result
        with `ResultOwnership::Fresh`), at the builder's insertion point.
        Returns failure if the op's buffers cannot be freed by inserted code.
        The default uses the op's `bufferization::AllocationOpInterface`
        (`memref.alloc` and friends build `memref.dealloc`).
      }],
      "::mlir::LogicalResult", "buildDealloc",
      (ins "::mlir::OpBuilder &":$builder, "::mlir::Location":$loc,
           "::mlir::Value":$buffer), [{}],
      /*defaultImplementation=*/[{
        return ::reclaim::detail::buildDefaultDealloc($_op, builder, loc,
                                                       buffer);
      }]
    >,
    InterfaceMethod<[{
        Builds a fresh copy of `buffer` (with exactly its type), allocated
        the way this op allocates, so that the copy is freed with
        `buildDealloc`. Returns failure if that is impossible.
      }],
      "::mlir::FailureOr<::mlir::Value>", "buildClone",
      (ins "::mlir::OpBuilder &":$builder, "::mlir::Location":$loc,
           "::mlir::Value":$buffer), [{}],
      /*defaultImplementation=*/[{
        return ::reclaim::detail::buildDefaultClone($_op, builder, loc,
                                                     buffer);
      }]
    >,
    InterfaceMethod<[{
        Region ops only: true if every list of values the op forwards
        (entry successor operands, region entry arguments, the successor
        operands of its region terminators, and its results, as
        `RegionBranchOpInterface` describes them) may be extended by
        appending values at its end, which then flow exactly like the
        existing ones. Reclaim then threads `i1` ownership indicators through
        the op itself; otherwise it passes them through stack slots.
      }],
      "bool", "canAppendForwardedValues", (ins), [{}],
      /*defaultImplementation=*/[{ return false; }]
    >,
    InterfaceMethod<[{
        Region ops only: true if the regions may still run after the op
        itself has completed (asynchronous execution). Every buffer a region
        uses from outside is then captured, with the carriers that
        `getCaptureCarriers` (called with a null operand) names.
      }],
      "bool", "regionsOutliveOp", (ins), [{}],
      /*defaultImplementation=*/[{ return false; }]
    >,
  ];
}

#endif // RECLAIM_INTERFACES_OWNERSHIPOPINTERFACE
