//===- OwnershipOpInterface.h - How an op treats buffer ownership -*- C++ -*-===//
//
// Reclaim's extension interface (OwnershipOpInterface.td) and the one place
// where Reclaim decides how any op treats the buffers it touches: the
// `reclaim::getResultOwnership` / `getOperandOwnership` queries below answer
// through the extension interface when an op implements it, and otherwise
// from MLIR's interfaces (MemoryEffectOpInterface, ViewLikeOpInterface,
// AllocationOpInterface, CallOpInterface, ...). Every Reclaim pass asks these
// queries instead of looking at op names. docs/Ownership.md is the contract.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_INTERFACES_OWNERSHIPOPINTERFACE_H
#define RECLAIM_INTERFACES_OWNERSHIPOPINTERFACE_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/Operation.h"

namespace reclaim {

/// How a memref result of an op relates to ownership.
enum class ResultOwnership {
  /// Not a memref result.
  None,
  /// A new heap buffer. Its holder owns it and frees it with the allocating
  /// op's `buildDealloc`.
  Fresh,
  /// A buffer no program code frees: a stack buffer, a global, constant
  /// storage. It shares no operand's buffer.
  Unowned,
  /// A view of its memref operands: shares their buffers, is not owned, and
  /// keeps them alive while it is used.
  View,
  /// Not owned, of unknown origin: it may share the buffer of any memref
  /// operand (and so keeps them alive while it is used) or of memory the
  /// function does not own. Copied wherever ownership is needed.
  Borrowed,
  /// The op's effects are unknown: nothing can be said.
  Unknown,
};

/// What an op does with the buffer of one of its operands (a memref, or a
/// value that carries a buffer's address).
enum class OperandOwnership {
  /// Not a memref or address operand, or one the op does not concern itself
  /// with beyond reading it.
  None,
  /// Read or written while the op runs, nothing more.
  Use,
  /// Freed by the op. The input's own free: the buffer is dead afterwards.
  Free,
  /// Ownership moves into the op, which frees it later or hands it on.
  /// Reclaim passes the buffer when it owns it and nothing uses it
  /// afterwards, and a copy otherwise.
  Consume,
  /// The op keeps a reference after it returns: the buffer lives while the
  /// carriers (`getCaptureCarriers`) may be used, and escapes if there are
  /// none.
  Capture,
  /// The op's effects are unknown: it may do any of the above.
  Unknown,
};

/// A unit attribute on an op that writes an address into memory, saying
/// that whoever reads it back only compares it (never turns it back into a
/// pointer): the address does not escape. reclaim-lower-deallocs sets it on
/// the stores that fill the scratch buffers of its sorting helper.
constexpr llvm::StringLiteral kComparedAddressAttr = "reclaim.compared_address";

/// Returns "fresh", "unowned", ... for diagnostics and test output.
llvm::StringRef stringifyResultOwnership(ResultOwnership kind);
llvm::StringRef stringifyOperandOwnership(OperandOwnership kind);

namespace detail {
/// The answers for an op that does not implement the extension interface.
ResultOwnership getDefaultResultOwnership(mlir::OpResult result);
OperandOwnership getDefaultOperandOwnership(mlir::OpOperand &operand);
mlir::LogicalResult buildDefaultDealloc(mlir::Operation *allocOp,
                                        mlir::OpBuilder &builder,
                                        mlir::Location loc,
                                        mlir::Value buffer);
mlir::FailureOr<mlir::Value> buildDefaultClone(mlir::Operation *allocOp,
                                               mlir::OpBuilder &builder,
                                               mlir::Location loc,
                                               mlir::Value buffer);
} // namespace detail

} // namespace reclaim

#include "reclaim/Interfaces/OwnershipOpInterface.h.inc"

namespace reclaim {

//===----------------------------------------------------------------------===//
// Queries every pass uses
//===----------------------------------------------------------------------===//

/// How `result` relates to ownership (ResultOwnership::None for a result
/// that is not a memref). Calls (CallOpInterface) answer Fresh by Reclaim's
/// function boundary ABI, region ops (RegionBranchOpInterface) are not
/// classified here (their results are whatever their regions forward).
ResultOwnership getResultOwnership(mlir::OpResult result);

/// What the op owning `operand` does with its buffer.
OperandOwnership getOperandOwnership(mlir::OpOperand &operand);

/// The carriers of a captured `operand` (see
/// OwnershipOpInterface::getCaptureCarriers), or of the buffers the regions
/// of `op` use from outside when `operand` is null.
void getCaptureCarriers(mlir::Operation *op, mlir::OpOperand *operand,
                        llvm::SmallVectorImpl<mlir::Value> &carriers);

/// True if `op` touches a memref (operand or result) but neither the
/// extension interface nor MLIR's interfaces say what it does with it: no
/// MemoryEffectOpInterface, not a view, call, branch, return or region op.
/// If `ownerships` is given, the ownership of every memref operand is
/// appended to it, so that a caller need not ask the op's interfaces again.
bool isUnknownMemRefOp(
    mlir::Operation *op,
    llvm::SmallVectorImpl<std::pair<mlir::OpOperand *, OperandOwnership>>
        *ownerships = nullptr);

/// True if the regions of `op` may run after `op` itself completes.
bool regionsOutliveOp(mlir::Operation *op);

/// True if Reclaim may thread ownership indicators through the forwarded
/// value lists of the region op `op` by appending to them.
bool canAppendForwardedValues(mlir::Operation *op);

/// True if a result of `op` that does not carry a memref may still carry
/// the address of a buffer `op` reads it from (`memref.extract_aligned_
/// pointer_as_index`, a cast to an LLVM descriptor or pointer): only such
/// results, and values computed from them by pure ops, count as raw
/// pointers. Comparisons (i1 results) never carry an address.
bool mayCarryAddress(mlir::Value value);

/// Builds the free of `buffer`, whose allocation is `allocOp` (an op with a
/// Fresh result). Fails if `allocOp` does not say how its buffers are freed.
mlir::LogicalResult buildDealloc(mlir::Operation *allocOp,
                                 mlir::OpBuilder &builder, mlir::Location loc,
                                 mlir::Value buffer);

/// Builds a fresh copy of `buffer`, allocated like `allocOp`'s buffers, or
/// with `bufferization.clone` when `allocOp` is null.
mlir::FailureOr<mlir::Value> buildClone(mlir::Operation *allocOp,
                                        mlir::OpBuilder &builder,
                                        mlir::Location loc,
                                        mlir::Value buffer);

/// True if buffers allocated by `allocOp` are freed with `memref.dealloc`
/// (so that `bufferization.dealloc` may free them). Computed once per op
/// name by building the free in a scratch block.
bool isFreedByMemRefDealloc(mlir::Operation *allocOp);

/// Registers Reclaim's models of the extension interface for upstream
/// dialects (scf, async, gpu, memref, bufferization, ...) and upstream's
/// AllocationOpInterface models for memref. Every Reclaim pass adds them in
/// `getDependentDialects`, so they are present whichever tool runs it.
void registerOwnershipModels(mlir::DialectRegistry &registry);

} // namespace reclaim

#endif // RECLAIM_INTERFACES_OWNERSHIPOPINTERFACE_H
