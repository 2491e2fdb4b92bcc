//===- BufferRoots.h - Views and the buffers they come from -----*- C++ -*-===//
//
// Small queries shared by Reclaim's analyses and transformations: which memref
// a view-like value is a view of, and whether an op allocates or frees.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_ANALYSIS_BUFFERROOTS_H
#define RECLAIM_ANALYSIS_BUFFERROOTS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace reclaim {

/// Returns the memref that `value` is a metadata-only view of (the source of
/// a `ViewLikeOpInterface` op whose view result is `value`, or of
/// `memref.transpose`), or a null value if `value` is not such a view.
mlir::Value getViewSource(mlir::Value value);

/// Follows getViewSource to the memref that is not itself a view: the value
/// that carries the buffer `value` points into.
mlir::Value getViewRoot(mlir::Value value);

/// True if `op` allocates a new heap buffer as its result `value`: an
/// `Allocate` effect on `value` in any resource but the automatic allocation
/// scope (which `memref.alloca` uses).
bool isHeapAllocation(mlir::Operation *op, mlir::Value value);

/// True if `op` allocates `value` on the stack (automatic allocation scope).
bool isStackAllocation(mlir::Operation *op, mlir::Value value);

/// Collects the memref operands that `op` frees (a `Free` effect), e.g. the
/// operand of `memref.dealloc` or of `memref.realloc`.
void getFreedOperands(mlir::Operation *op,
                      llvm::SmallVectorImpl<mlir::Value> &freed);

/// True if `type` is a memref type (ranked or unranked).
bool isMemRef(mlir::Type type);

/// The ownership-passing convention of reclaim-ownership-dealloc (see
/// docs/Ownership.md): a function it converted carries
/// `reclaim.ownership_abi` (its memref arguments may be owned: each has an
/// i1 ownership argument appended); a call to it carries
/// `reclaim.borrowed_results`, the indices of the results that may share a
/// buffer with an argument (each has an i1 ownership result appended).
constexpr llvm::StringLiteral kOwnershipAbiAttr = "reclaim.ownership_abi";
constexpr llvm::StringLiteral kBorrowedResultsAttr = "reclaim.borrowed_results";
/// On a call to such a function: the index, among the call's argument
/// operands, of the first appended i1 ownership operand.
constexpr llvm::StringLiteral kPassedOwnershipAttr =
    "reclaim.passed_ownership";

/// On a public function that reclaim-ownership-dealloc turned into a wrapper
/// of its private version (`interprocedural`): the symbol of the version,
/// which every call inside the module uses. The wrapper keeps the function
/// boundary ABI for callers outside the module.
constexpr llvm::StringLiteral kPublicWrapperAttr = "reclaim.public_wrapper";

/// On a free Reclaim emitted (a bufferization.dealloc of
/// reclaim-ownership-dealloc and what it becomes): it frees only what the
/// function owns, so in a function under the convention it frees an
/// argument only when the caller handed its ownership over. The function
/// summary does not count it as the function freeing its argument.
constexpr llvm::StringLiteral kOwnershipFreeAttr = "reclaim.ownership_free";

/// The i1 ownership the caller passes with the memref argument `use` of a
/// call under the ownership-passing convention, or null if the call is not
/// under it (the callee then never frees the argument).
mlir::Value getPassedOwnership(mlir::OpOperand &use);

/// True if the callee of `use`'s call may take over (and free) the buffer:
/// the call is under the ownership-passing convention and the ownership it
/// passes with this argument is not the constant false.
bool mayPassOwnership(mlir::OpOperand &use);

/// True if `value` is a result of a call that may share a buffer with an
/// argument of the call (`reclaim.borrowed_results`).
bool isBorrowedCallResult(mlir::Value value);

/// A buffer that nothing else refers to when it is created: a heap
/// allocation, or a call result (by the function boundary ABI the callee
/// hands over a buffer no argument shares) other than a borrowed one.
bool isFreshBuffer(mlir::Value value);

/// A buffer a fresh one can never be: an argument of the enclosing
/// function, a stack buffer or a global.
bool isForeignBuffer(mlir::Value value);

/// A buffer the function can never own: a foreign buffer, except an
/// argument of a function under the ownership-passing convention.
bool isNeverOwned(mlir::Value value);

/// Returns the op of `block` that is or contains the definition of `value`,
/// or null if `value` is defined outside `block` (in a dominating block or an
/// enclosing region) or is an argument of `block`.
mlir::Operation *getAnchorInBlock(mlir::Value value, mlir::Block *block);

/// True if, whenever `fresh` (a buffer created by an op in `block` or nested
/// in one) is allocated, `value` was already bound in the same execution of
/// `block`: `value` is an argument of the block, is defined outside it, or
/// comes from an op of the block before the one that creates `fresh`. A
/// buffer still alive then cannot be the fresh one.
bool isBoundBefore(
    mlir::Value value, mlir::Value fresh, mlir::Block *block,
    llvm::function_ref<bool(mlir::Operation *, mlir::Operation *)> isBefore =
        nullptr);

/// The block argument that operand `operandIndex` of `branch` is forwarded
/// to, as BranchOpInterface::getSuccessorBlockArgument, in time independent
/// of the number of successors for a `cf.switch` (whose
/// getSuccessorOperands(i) rebuilds an attribute of all its cases: the
/// interface's answer cost the cases squared).
std::optional<mlir::BlockArgument>
getSuccessorBlockArgument(mlir::BranchOpInterface branch,
                          unsigned operandIndex);

/// For a `cf.switch`: per successor (the default, then each case), the index
/// of its first operand and its number of operands, read from the operand
/// segments in time linear in the cases (asking getSuccessorOperands(i) of
/// each costs the cases squared). None for any other op.
std::optional<llvm::SmallVector<std::pair<unsigned, unsigned>>>
getSwitchOperandSegments(mlir::Operation *op);

/// What a branch passes along one of its edges: the number of leading
/// successor arguments it produces itself (no operand), then the operands
/// it forwards to the others.
struct EdgeOperands {
  unsigned produced;
  mlir::OperandRange forwarded;
};

/// The EdgeOperands of every successor of `branch`, in successor order, in
/// time linear in its operands (from the segments of a `cf.switch`, from
/// getSuccessorOperands for any other branch).
llvm::SmallVector<EdgeOperands> getEdgeOperands(mlir::BranchOpInterface branch);

/// The values branches forward to the arguments of their successors, with
/// the operand segments of each `cf.switch` read once (its
/// getSuccessorOperands(i) rebuilds an attribute of all its cases: asking it
/// for every argument of a merge block its cases reach cost the cases
/// squared). Valid while the branches asked about do not change.
class ForwardedOperands {
public:
  /// The value `branch` forwards to argument `argIndex` of its successor
  /// `succIndex`: null if the branch produces it, none if it forwards fewer.
  std::optional<mlir::Value> get(mlir::BranchOpInterface branch,
                                 unsigned succIndex, unsigned argIndex);
  void clear() { segments.clear(); }

private:
  llvm::DenseMap<
      mlir::Operation *,
      std::optional<llvm::SmallVector<std::pair<unsigned, unsigned>>>>
      segments;
};

} // namespace reclaim

#endif // RECLAIM_ANALYSIS_BUFFERROOTS_H
