//===- BufferHoisting.cpp - Allocations to the dominator of their uses ----===//
//
// Implements reclaim-buffer-hoisting. An allocation (`memref.alloc`,
// `memref.alloca`) moves to the nearest common dominator of its block and of
// the blocks of every use of every value that may carry its buffer
// (EscapeAnalysis's alias set), climbing out of regions that run at most once
// per execution of their parent. Inside the target block it goes just before
// the first op that contains a use, so that the buffer is not live longer
// than the move requires.
//
// The move stops before any boundary it must not cross: a loop (region loop
// or a CFG cycle through the allocation's block that avoids the target), an
// allocation scope, an op isolated from above, a region op with unknown
// control flow. Dynamic sizes must be available at the target; pure ops that
// compute them move along. An allocation whose buffer is freed in the input
// stays where it is: moving it out of a branch would leak it on the other.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "Placement.h"
#include "reclaim/Analysis/EscapeAnalysis.h"

#include "mlir/IR/Dominance.h"

namespace reclaim {
#define GEN_PASS_DEF_BUFFERHOISTINGPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;
using namespace reclaim::placement;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Returns the op of `block` before which an allocation serving `alloc` and
/// the users of `aliases` goes: the first op of the block containing one of
/// them, or the terminator if none is in the block.
static Operation *getInsertionPoint(Block *block, Operation *alloc,
                                    ArrayRef<Value> aliases) {
  Operation *first = block->findAncestorOpInBlock(*alloc);
  auto consider = [&](Operation *op) {
    Operation *ancestor = block->findAncestorOpInBlock(*op);
    if (ancestor && (!first || ancestor->isBeforeInBlock(first)))
      first = ancestor;
  };
  for (Value alias : aliases)
    for (Operation *user : alias.getUsers())
      consider(user);
  return first ? first : block->getTerminator();
}

//===----------------------------------------------------------------------===//
// BufferHoisting
//===----------------------------------------------------------------------===//

/// Hoists the allocations of one function.
class BufferHoisting {
public:
  explicit BufferHoisting(FunctionOpInterface funcOp)
      : funcOp(funcOp), dominance(funcOp), escapes(funcOp) {}

  unsigned run();

private:
  /// Moves `alloc` as far as allowed; returns true if it moved.
  bool hoist(Operation *alloc);

  FunctionOpInterface funcOp;
  DominanceInfo dominance;
  EscapeAnalysis escapes;
};

} // namespace

bool BufferHoisting::hoist(Operation *alloc) {
  const EscapeInfo &info = escapes.getInfo(alloc->getResult(0));
  if (!info.frees.empty())
    return false;

  // The block that dominates the allocation and every use of its buffer.
  // Unreachable code has no dominator: leave it alone.
  auto isReachable = [&](Block *block) {
    for (; block; block = block->getParentOp()->getBlock()) {
      if (!dominance.isReachableFromEntry(block))
        return false;
      if (block->getParentOp() == funcOp.getOperation())
        return true;
    }
    return true;
  };
  Block *target = alloc->getBlock();
  if (!isReachable(target))
    return false;
  for (Value alias : info.aliases)
    for (Operation *user : alias.getUsers()) {
      if (!isReachable(user->getBlock()))
        return false;
      target = dominance.findNearestCommonDominator(target, user->getBlock());
    }
  if (!target)
    return false;

  // Blocks the allocation may legally move to, innermost first.
  SmallVector<Block *> levels;
  Block *block = alloc->getBlock();
  while (true) {
    if (block->getParent() == target->getParent()) {
      if (block != target && !hasCycleAvoiding(block, target))
        levels.push_back(target);
      break;
    }
    Region *region = block->getParent();
    if (classifyRegionExit(region) != RegionExit::Conditional ||
        isInCycle(block))
      break;
    block = region->getParentOp()->getBlock();
    levels.push_back(block);
  }

  // The outermost level where the dynamic sizes are available.
  for (Block *level : llvm::reverse(levels)) {
    Operation *insertionPoint =
        getInsertionPoint(level, alloc, info.aliases);
    llvm::SetVector<Operation *> slice;
    bool available = llvm::all_of(alloc->getOperands(), [&](Value operand) {
      return collectOperandSlice(operand, insertionPoint, dominance, slice);
    });
    if (!available)
      continue;
    moveWithSlice(alloc, slice, insertionPoint);
    return true;
  }
  return false;
}

unsigned BufferHoisting::run() {
  SmallVector<Operation *> allocs;
  funcOp->walk([&](Operation *op) {
    if (isa<memref::AllocOp, memref::AllocaOp>(op))
      allocs.push_back(op);
  });
  unsigned numHoisted = 0;
  for (Operation *alloc : allocs)
    numHoisted += hoist(alloc);
  return numHoisted;
}

unsigned reclaim::hoistBuffers(FunctionOpInterface funcOp) {
  return BufferHoisting(funcOp).run();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct BufferHoistingPass
    : reclaim::impl::BufferHoistingPassBase<BufferHoistingPass> {
  void runOnOperation() override {
    unsigned hoisted = 0;
    getOperation().walk([&](FunctionOpInterface funcOp) {
      if (!funcOp.isExternal())
        hoisted += hoistBuffers(funcOp);
      return WalkResult::skip();
    });
    numHoisted += hoisted;
    if (hoisted == 0)
      markAllAnalysesPreserved();
  }
};
} // namespace
