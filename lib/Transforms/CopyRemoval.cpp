//===- CopyRemoval.cpp - Remove copies into and out of temporaries --------===//
//
// Implements reclaim-copy-removal. Once deallocation is explicit, a copy
// between a buffer and a temporary that is allocated or freed right next to
// it is often redundant: one of the two buffers can take the other's place.
// Three rewrites, all within one block:
//
//  * reuse the source:  %t = alloc; ...; copy %s, %t; ...; dealloc %s
//    -> uses of %t become %s (the free of %t now frees %s's buffer);
//  * reuse the target:  %temp = alloc; ...; copy %temp, %r; ...; dealloc %temp
//    -> uses of %temp become %r (%r must dominate the allocation);
//  * fold a clone:      %c = clone %x; ...; dealloc %x  -> uses of %c become %x.
//
// Legality is checked conservatively: "may alias" means the same view root
// (BufferRoots) or not NoAlias by reclaim::AliasAnalysis, and any op between
// the two points that has such an operand, itself or in its regions, is a
// use. A buffer whose address is read (extract_aligned_pointer_as_index)
// is never merged with another. Known limits: only `memref.copy` (MLIR 22 has no CopyOpInterface any
// more), only `memref.alloc` temporaries without alignment, only
// `memref.dealloc` frees, nothing across blocks; the alias analysis is
// rebuilt after every rewrite (quadratic in the number of rewrites).
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/IR/Dominance.h"

namespace reclaim {
#define GEN_PASS_DEF_COPYREMOVALPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Returns the `memref.alloc` defining `value` if it is a plain heap
/// allocation (no alignment request the reusing buffer might not meet).
static memref::AllocOp getPlainAlloc(Value value) {
  auto alloc = value.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc.getAlignment())
    return nullptr;
  return alloc;
}

/// Returns the first `memref.dealloc` of exactly `value` in `block` after
/// `after`, or null.
static memref::DeallocOp findDeallocAfter(Value value, Operation *after) {
  for (Operation *op = after->getNextNode(); op; op = op->getNextNode())
    if (auto dealloc = dyn_cast<memref::DeallocOp>(op))
      if (dealloc.getMemref() == value)
        return dealloc;
  return nullptr;
}

/// True if `from` can stand in for a value of type `to`, directly or
/// through a `memref.cast`.
static bool isReplaceable(Type from, Type to) {
  if (from == to)
    return true;
  return memref::CastOp::areCastCompatible(from, to);
}

/// Replaces every use of `oldValue` by `newValue`, through a `memref.cast`
/// built before `castPoint` if the types differ.
static void replaceBuffer(Value oldValue, Value newValue,
                          Operation *castPoint) {
  if (oldValue.getType() != newValue.getType()) {
    OpBuilder builder(castPoint);
    newValue = memref::CastOp::create(builder, castPoint->getLoc(),
                                      oldValue.getType(), newValue);
  }
  oldValue.replaceAllUsesWith(newValue);
}

//===----------------------------------------------------------------------===//
// CopyRemover
//===----------------------------------------------------------------------===//

/// Finds and applies the rewrites of one function, one at a time: every
/// rewrite changes which values alias, so the alias analysis is rebuilt
/// after it.
class CopyRemover {
public:
  explicit CopyRemover(FunctionOpInterface funcOp)
      : funcOp(funcOp), analysis(funcOp) {}

  /// Applies one rewrite; returns false if none applies.
  bool rewriteOne(CopyRemovalResult &result);

private:
  /// True unless `a` and `b` are known to be different buffers.
  bool mayAlias(Value a, Value b) const;

  /// True if an op strictly between `begin` and `end` (same block, `begin`
  /// first), or an op nested in one, has an operand that may alias `buffer`.
  /// Values in `ignored` are not checked.
  bool isUsedBetween(Value buffer, Operation *begin, Operation *end,
                     ArrayRef<Value> ignored = {}) const;

  /// True if the function reads the address of a value that may alias
  /// `buffer` (`memref.extract_aligned_pointer_as_index`). Merging two
  /// buffers that are alive together makes their addresses equal, which
  /// a pointer comparison (as lowered deallocations emit) could observe.
  bool isAddressRead(Value buffer) const;

  /// Reuse the source: `copy %s, %t` with `%t` a plain allocation before the
  /// copy and `memref.dealloc %s` after it.
  ///
  ///   %t = memref.alloc() : memref<4xf32>        // erased
  ///   memref.copy %s, %t                          // erased
  ///   memref.dealloc %s                           // erased
  ///   "test.use"(%t)                              // -> "test.use"(%s)
  bool reuseSource(memref::CopyOp copy);

  /// Reuse the target: `copy %temp, %r` with `%temp` a plain allocation,
  /// `%r` dominating it and `memref.dealloc %temp` after the copy.
  ///
  ///   %temp = memref.alloc() : memref<4xf32>     // erased
  ///   linalg.fill ... outs(%temp)                 // -> outs(%r)
  ///   memref.copy %temp, %r                       // erased
  ///   memref.dealloc %temp                        // erased
  bool reuseTarget(memref::CopyOp copy);

  /// Fold a clone: `%c = bufferization.clone %x` followed by
  /// `memref.dealloc %x` with no use of `%x` in between.
  ///
  ///   %c = bufferization.clone %x                // erased
  ///   memref.dealloc %x                           // erased
  ///   "test.use"(%c)                              // -> "test.use"(%x)
  bool foldClone(bufferization::CloneOp clone);

  FunctionOpInterface funcOp;
  reclaim::AliasAnalysis analysis;
};

bool CopyRemover::mayAlias(Value a, Value b) const {
  if (a == b)
    return true;
  Value rootA = getViewRoot(a), rootB = getViewRoot(b);
  if ((rootA ? rootA : a) == (rootB ? rootB : b))
    return true;
  return !analysis.alias(a, b).isNo();
}

bool CopyRemover::isUsedBetween(Value buffer, Operation *begin, Operation *end,
                                ArrayRef<Value> ignored) const {
  for (Operation *op = begin->getNextNode(); op && op != end;
       op = op->getNextNode()) {
    WalkResult walk = op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands()) {
        if (!isMemRef(operand.getType()) || llvm::is_contained(ignored, operand))
          continue;
        if (mayAlias(operand, buffer))
          return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return true;
  }
  return false;
}

bool CopyRemover::isAddressRead(Value buffer) const {
  // Any op that captures a buffer's address (extract_aligned_pointer_as_index,
  // a cast to the LLVM descriptor, ...; reclaim::OwnershipOpInterface).
  WalkResult walk = funcOp->walk([&](Operation *op) {
    for (OpOperand &operand : op->getOpOperands())
      if (isMemRef(operand.get().getType()) &&
          getOperandOwnership(operand) == OperandOwnership::Capture &&
          mayAlias(operand.get(), buffer))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

bool CopyRemover::reuseSource(memref::CopyOp copy) {
  Value source = copy.getSource(), target = copy.getTarget();
  memref::AllocOp alloc = getPlainAlloc(target);
  Block *block = copy->getBlock();
  if (!alloc || alloc->getBlock() != block || source == target)
    return false;
  memref::DeallocOp dealloc = findDeallocAfter(source, copy);
  if (!dealloc || !isReplaceable(source.getType(), target.getType()))
    return false;
  // The source is defined before the copy that reads it, so it dominates
  // every use of the target: all lie after the copy (checked below).
  if (isUsedBetween(target, alloc, copy) ||
      isUsedBetween(source, copy, dealloc) || isAddressRead(source) ||
      isAddressRead(target))
    return false;
  replaceBuffer(target, source, copy);
  copy->erase();
  dealloc->erase();
  alloc->erase();
  return true;
}

bool CopyRemover::reuseTarget(memref::CopyOp copy) {
  Value source = copy.getSource(), target = copy.getTarget();
  memref::AllocOp alloc = getPlainAlloc(source);
  Block *block = copy->getBlock();
  if (!alloc || alloc->getBlock() != block || source == target)
    return false;
  memref::DeallocOp dealloc = findDeallocAfter(source, copy);
  if (!dealloc || !isReplaceable(target.getType(), source.getType()))
    return false;
  DominanceInfo dominance(funcOp);
  if (!dominance.properlyDominates(target, alloc))
    return false;
  if (isUsedBetween(target, alloc, copy) ||
      isUsedBetween(source, copy, dealloc) || isAddressRead(source) ||
      isAddressRead(target))
    return false;
  copy->erase();
  dealloc->erase();
  replaceBuffer(source, target, alloc);
  alloc->erase();
  return true;
}

bool CopyRemover::foldClone(bufferization::CloneOp clone) {
  Value input = clone.getInput(), output = clone.getOutput();
  if (input.getType() != output.getType())
    return false;
  memref::DeallocOp dealloc = findDeallocAfter(input, clone);
  // The clone itself is a fresh buffer; its own uses in between read what
  // `input` holds, which nothing else touches until the free.
  if (!dealloc || isUsedBetween(input, clone, dealloc, {output}) ||
      isAddressRead(input) || isAddressRead(output))
    return false;
  output.replaceAllUsesWith(input);
  dealloc->erase();
  clone->erase();
  return true;
}

bool CopyRemover::rewriteOne(CopyRemovalResult &result) {
  WalkResult walk = funcOp->walk([&](Operation *op) {
    if (auto copy = dyn_cast<memref::CopyOp>(op)) {
      if (reuseSource(copy)) {
        ++result.numSourceReused;
        return WalkResult::interrupt();
      }
      if (reuseTarget(copy)) {
        ++result.numTargetReused;
        return WalkResult::interrupt();
      }
    }
    if (auto clone = dyn_cast<bufferization::CloneOp>(op)) {
      if (foldClone(clone)) {
        ++result.numClonesFolded;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct CopyRemovalPass
    : reclaim::impl::CopyRemovalPassBase<CopyRemovalPass> {
  void runOnOperation() override {
    CopyRemovalResult total;
    getOperation().walk([&](FunctionOpInterface funcOp) {
      if (!funcOp.isExternal()) {
        CopyRemovalResult result = removeCopies(funcOp);
        total.numSourceReused += result.numSourceReused;
        total.numTargetReused += result.numTargetReused;
        total.numClonesFolded += result.numClonesFolded;
      }
      return WalkResult::skip();
    });
    numSourceReused += total.numSourceReused;
    numTargetReused += total.numTargetReused;
    numClonesFolded += total.numClonesFolded;
    if (total.numSourceReused + total.numTargetReused +
            total.numClonesFolded ==
        0)
      markAllAnalysesPreserved();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

CopyRemovalResult reclaim::removeCopies(FunctionOpInterface funcOp) {
  CopyRemovalResult result;
  // Each rewrite erases at least one op, so this terminates; the cap only
  // bounds the cost of rebuilding the analysis.
  for (unsigned i = 0; i < 1024; ++i) {
    CopyRemover remover(funcOp);
    if (!remover.rewriteOne(result))
      break;
  }
  return result;
}
