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

#include "Remarks.h"
#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/IR/Dominance.h"

#include "Placement.h"
#include <mutex>

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
  // From the uses of `value` (a scan of the block from `after` is quadratic
  // in a block with many copies).
  memref::DeallocOp first;
  for (Operation *user : value.getUsers()) {
    auto dealloc = dyn_cast<memref::DeallocOp>(user);
    if (!dealloc || dealloc->getBlock() != after->getBlock() ||
        dealloc == after || !after->isBeforeInBlock(dealloc))
      continue;
    if (!first || dealloc->isBeforeInBlock(first))
      first = dealloc;
  }
  return first;
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
/// after it. Each rewrite is checked by a `check*` function that returns
/// why it does not apply (empty if it does), which the remarks reuse.
class CopyRemover {
public:
  CopyRemover(FunctionOpInterface funcOp, bool remarks)
      : funcOp(funcOp), analysis(funcOp), remarks(remarks) {}

  /// Applies one rewrite; returns false if none applies.
  bool rewriteOne(CopyRemovalResult &result);

  /// Emits a remark for every copy and clone left, saying why each rewrite
  /// does not apply to it.
  void explainKept();

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
  std::string checkReuseSource(memref::CopyOp copy, memref::AllocOp &alloc,
                               memref::DeallocOp &dealloc) const;
  void reuseSource(memref::CopyOp copy, memref::AllocOp alloc,
                   memref::DeallocOp dealloc);

  /// Reuse the target: `copy %temp, %r` with `%temp` a plain allocation,
  /// `%r` dominating it and `memref.dealloc %temp` after the copy.
  ///
  ///   %temp = memref.alloc() : memref<4xf32>     // erased
  ///   linalg.fill ... outs(%temp)                 // -> outs(%r)
  ///   memref.copy %temp, %r                       // erased
  ///   memref.dealloc %temp                        // erased
  std::string checkReuseTarget(memref::CopyOp copy, memref::AllocOp &alloc,
                               memref::DeallocOp &dealloc) const;
  void reuseTarget(memref::CopyOp copy, memref::AllocOp alloc,
                   memref::DeallocOp dealloc);

  /// Fold a clone: `%c = bufferization.clone %x` followed by
  /// `memref.dealloc %x` with no use of `%x` in between.
  ///
  ///   %c = bufferization.clone %x                // erased
  ///   memref.dealloc %x                           // erased
  ///   "test.use"(%c)                              // -> "test.use"(%x)
  std::string checkFoldClone(bufferization::CloneOp clone,
                             memref::DeallocOp &dealloc) const;
  void foldClone(bufferization::CloneOp clone, memref::DeallocOp dealloc);

  FunctionOpInterface funcOp;
  reclaim::AliasAnalysis analysis;
  bool remarks;
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

std::string CopyRemover::checkReuseSource(memref::CopyOp copy,
                                          memref::AllocOp &alloc,
                                          memref::DeallocOp &dealloc) const {
  Value source = copy.getSource(), target = copy.getTarget();
  alloc = getPlainAlloc(target);
  if (!alloc)
    return "the target is not a memref.alloc without alignment";
  if (alloc->getBlock() != copy->getBlock())
    return "the target is allocated in another block";
  if (source == target)
    return "source and target are one value";
  dealloc = findDeallocAfter(source, copy);
  if (!dealloc)
    return "the source is not freed after the copy in its block";
  if (!isReplaceable(source.getType(), target.getType()))
    return "the source's type cannot stand in for the target's";
  // The source is defined before the copy that reads it, so it dominates
  // every use of the target: all lie after the copy (checked below).
  if (isUsedBetween(target, alloc, copy))
    return "the target may be used between its allocation and the copy";
  if (isUsedBetween(source, copy, dealloc))
    return "the source may be used between the copy and its free";
  if (isAddressRead(source) || isAddressRead(target))
    return "the address of the source or the target is read";
  return "";
}

void CopyRemover::reuseSource(memref::CopyOp copy, memref::AllocOp alloc,
                              memref::DeallocOp dealloc) {
  if (remarks)
    mlir::emitRemark(copy->getLoc(),
                     "copy removed: the source buffer, freed right after by ")
        << remarkOpName(dealloc) << ", replaces the target "
        << remarkOpName(alloc);
  replaceBuffer(copy.getTarget(), copy.getSource(), copy);
  copy->erase();
  dealloc->erase();
  alloc->erase();
}

std::string CopyRemover::checkReuseTarget(memref::CopyOp copy,
                                          memref::AllocOp &alloc,
                                          memref::DeallocOp &dealloc) const {
  Value source = copy.getSource(), target = copy.getTarget();
  alloc = getPlainAlloc(source);
  if (!alloc)
    return "the source is not a memref.alloc without alignment";
  if (alloc->getBlock() != copy->getBlock())
    return "the source is allocated in another block";
  if (source == target)
    return "source and target are one value";
  dealloc = findDeallocAfter(source, copy);
  if (!dealloc)
    return "the source is not freed after the copy in its block";
  if (!isReplaceable(target.getType(), source.getType()))
    return "the target's type cannot stand in for the source's";
  DominanceInfo dominance(funcOp);
  if (!dominance.properlyDominates(target, alloc))
    return "the target is not defined before the source is allocated";
  if (isUsedBetween(target, alloc, copy))
    return "the target may be used between the source's allocation and the "
           "copy";
  if (isUsedBetween(source, copy, dealloc))
    return "the source may be used between the copy and its free";
  if (isAddressRead(source) || isAddressRead(target))
    return "the address of the source or the target is read";
  return "";
}

void CopyRemover::reuseTarget(memref::CopyOp copy, memref::AllocOp alloc,
                              memref::DeallocOp dealloc) {
  if (remarks)
    mlir::emitRemark(copy->getLoc(),
                     "copy removed: the target buffer replaces the source ")
        << remarkOpName(alloc) << ", freed right after by "
        << remarkOpName(dealloc);
  Value source = copy.getSource(), target = copy.getTarget();
  copy->erase();
  dealloc->erase();
  replaceBuffer(source, target, alloc);
  alloc->erase();
}

std::string CopyRemover::checkFoldClone(bufferization::CloneOp clone,
                                        memref::DeallocOp &dealloc) const {
  Value input = clone.getInput(), output = clone.getOutput();
  if (input.getType() != output.getType())
    return "the clone changes the type";
  dealloc = findDeallocAfter(input, clone);
  if (!dealloc)
    return "the cloned buffer is not freed after the clone in its block";
  // The clone itself is a fresh buffer; its own uses in between read what
  // `input` holds, which nothing else touches until the free.
  if (isUsedBetween(input, clone, dealloc, {output}))
    return "the cloned buffer may be used between the clone and its free";
  if (isAddressRead(input) || isAddressRead(output))
    return "the address of the cloned buffer or the clone is read";
  return "";
}

void CopyRemover::foldClone(bufferization::CloneOp clone,
                            memref::DeallocOp dealloc) {
  if (remarks)
    mlir::emitRemark(clone->getLoc(),
                     "clone removed: the cloned buffer, freed right after "
                     "by ")
        << remarkOpName(dealloc) << ", is used instead";
  clone.getOutput().replaceAllUsesWith(clone.getInput());
  dealloc->erase();
  clone->erase();
}

bool CopyRemover::rewriteOne(CopyRemovalResult &result) {
  WalkResult walk = funcOp->walk([&](Operation *op) {
    memref::AllocOp alloc;
    memref::DeallocOp dealloc;
    if (auto copy = dyn_cast<memref::CopyOp>(op)) {
      if (checkReuseSource(copy, alloc, dealloc).empty()) {
        reuseSource(copy, alloc, dealloc);
        ++result.numSourceReused;
        return WalkResult::interrupt();
      }
      if (checkReuseTarget(copy, alloc, dealloc).empty()) {
        reuseTarget(copy, alloc, dealloc);
        ++result.numTargetReused;
        return WalkResult::interrupt();
      }
    }
    if (auto clone = dyn_cast<bufferization::CloneOp>(op)) {
      if (checkFoldClone(clone, dealloc).empty()) {
        foldClone(clone, dealloc);
        ++result.numClonesFolded;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

void CopyRemover::explainKept() {
  funcOp->walk([&](Operation *op) {
    memref::AllocOp alloc;
    memref::DeallocOp dealloc;
    if (auto copy = dyn_cast<memref::CopyOp>(op))
      mlir::emitRemark(copy->getLoc(),
                       "copy kept: the source cannot be reused (")
          << checkReuseSource(copy, alloc, dealloc) << ") nor the target ("
          << checkReuseTarget(copy, alloc, dealloc) << ")";
    if (auto clone = dyn_cast<bufferization::CloneOp>(op))
      mlir::emitRemark(clone->getLoc(), "clone kept: ")
          << checkFoldClone(clone, dealloc);
  });
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct CopyRemovalPass
    : reclaim::impl::CopyRemovalPassBase<CopyRemovalPass> {
  using CopyRemovalPassBase::CopyRemovalPassBase;

  void runOnOperation() override {
    SmallVector<CopyRemovalResult> results;
    std::mutex mutex;
    (void)placement::forEachFunction(
        getOperation(), [&](FunctionOpInterface funcOp) {
      CopyRemovalResult result = removeCopies(funcOp, remarks);
      std::lock_guard<std::mutex> lock(mutex);
      results.push_back(result);
      return success();
    });
    CopyRemovalResult total;
    for (const CopyRemovalResult &result : results) {
      total.numSourceReused += result.numSourceReused;
      total.numTargetReused += result.numTargetReused;
      total.numClonesFolded += result.numClonesFolded;
    }
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

CopyRemovalResult reclaim::removeCopies(FunctionOpInterface funcOp,
                                        bool remarks) {
  CopyRemovalResult result;
  // Each rewrite erases at least one op, so this terminates; the cap only
  // bounds the cost of rebuilding the analysis.
  for (unsigned i = 0; i < 1024; ++i) {
    CopyRemover remover(funcOp, remarks);
    if (!remover.rewriteOne(result)) {
      if (remarks)
        remover.explainKept();
      break;
    }
  }
  return result;
}
