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

#include "ReclaimPass.h"

#include "Placement.h"
#include "Remarks.h"
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

/// The ancestors of blocks in enclosing regions, remembered for every block
/// a query climbs through. Every use of every alias of an allocation is
/// lifted to the allocation's levels; in a nest thousands of levels deep
/// whose buffers flow up it, climbing from each use (and MLIR's
/// cross-region dominance queries, which climb too) made the pass cubic in
/// the depth. Blocks never move; the ops found are region ops, which the
/// pass moves only as part of a slice (it then forgets everything).
class Ancestors {
public:
  /// The op of `region` that contains `block`, or null if `block` is not
  /// nested in `region` (nor in it).
  Operation *getOpIn(Block *block, Region *region) {
    SmallVector<Block *, 8> path;
    Operation *result = nullptr;
    for (Block *current = block; current;) {
      if (auto it = opIn.find({current, region}); it != opIn.end()) {
        result = it->second;
        break;
      }
      path.push_back(current);
      Operation *parent = current->getParentOp();
      if (!parent)
        break;
      if (parent->getParentRegion() == region) {
        result = parent;
        break;
      }
      current = parent->getBlock();
    }
    for (Block *visited : path)
      opIn[{visited, region}] = result;
    return result;
  }
  /// Block::findAncestorOpInBlock.
  Operation *getOpInBlock(Operation *op, Block *block) {
    if (op->getBlock() == block)
      return op;
    if (!op->getBlock())
      return nullptr;
    Operation *ancestor = getOpIn(op->getBlock(), block->getParent());
    return ancestor && ancestor->getBlock() == block ? ancestor : nullptr;
  }
  /// The block of `region` that contains `block` (itself if in `region`).
  Block *getBlockIn(Block *block, Region *region) {
    if (block->getParent() == region)
      return block;
    Operation *ancestor = getOpIn(block, region);
    return ancestor ? ancestor->getBlock() : nullptr;
  }
  void clear() { opIn.clear(); }

private:
  DenseMap<std::pair<Block *, Region *>, Operation *> opIn;
};

/// Returns the op of `block` before which an allocation serving `alloc` and
/// the users of `aliases` goes: the first op of the block containing one of
/// them, or the terminator if none is in the block.
static Operation *getInsertionPoint(Block *block, Operation *alloc,
                                    ArrayRef<Value> aliases,
                                    Ancestors &ancestors) {
  Operation *first = ancestors.getOpInBlock(alloc, block);
  auto consider = [&](Operation *op) {
    Operation *ancestor = ancestors.getOpInBlock(op, block);
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
  BufferHoisting(FunctionOpInterface funcOp, bool remarks)
      : funcOp(funcOp), dominance(funcOp), escapes(funcOp, getEscapeOptions()),
        remarks(remarks) {}

  unsigned run();

private:
  /// The escape analysis follows at most kEscapeValueBudget values per
  /// buffer: a nest whose levels each yield their buffer or the inner
  /// one's carries each buffer up through every level above it, which
  /// followed to the end cost the square of the depth.
  static EscapeAnalysisOptions getEscapeOptions() {
    EscapeAnalysisOptions options;
    options.maxValues = kEscapeValueBudget;
    return options;
  }
  /// Moves `alloc` as far as allowed; returns true if it moved.
  bool hoist(Operation *alloc);
  /// True if `block` and the blocks of the ops around it up to the function
  /// are reachable from their region's entry (remembered per block).
  bool isReachable(Block *block);
  /// DominanceInfo::findNearestCommonDominator, with the blocks lifted to a
  /// common region through `ancestors`.
  Block *findNearestCommonDominator(Block *a, Block *b);

  FunctionOpInterface funcOp;
  DominanceInfo dominance;
  EscapeAnalysis escapes;
  Ancestors ancestors;
  DenseMap<Block *, bool> reachable;
  bool remarks;
};

} // namespace

bool BufferHoisting::isReachable(Block *block) {
  SmallVector<Block *, 8> path;
  bool result = true;
  for (Block *current = block; current;) {
    if (auto it = reachable.find(current); it != reachable.end()) {
      result = it->second;
      break;
    }
    path.push_back(current);
    if (!dominance.isReachableFromEntry(current)) {
      result = false;
      break;
    }
    Operation *parent = current->getParentOp();
    if (!parent || parent == funcOp.getOperation())
      break;
    current = parent->getBlock();
  }
  for (Block *visited : path)
    reachable[visited] = result;
  return result;
}

Block *BufferHoisting::findNearestCommonDominator(Block *a, Block *b) {
  if (!a || !b)
    return nullptr;
  // One block's region contains the other block (the usual case: a use
  // nested below the allocation's level, or the level nested below a use);
  // otherwise MLIR climbs.
  if (Block *lifted = ancestors.getBlockIn(b, a->getParent()))
    return dominance.findNearestCommonDominator(a, lifted);
  if (Block *lifted = ancestors.getBlockIn(a, b->getParent()))
    return dominance.findNearestCommonDominator(lifted, b);
  return dominance.findNearestCommonDominator(a, b);
}

bool BufferHoisting::hoist(Operation *alloc) {
  auto notHoisted = [&](const Twine &why) {
    if (remarks)
      mlir::emitRemark(alloc->getLoc(), "not hoisted: ") << why;
    return false;
  };
  const EscapeInfo &info = escapes.getInfo(alloc->getResult(0));
  if (exceedsEscapeBudget(info, kEscapeValueBudget))
    return notHoisted(describeEscape(info, kEscapeValueBudget));
  if (!info.frees.empty())
    return notHoisted("the input frees it (" +
                      remarkOpName(info.frees.front()) +
                      "); moving it out of a branch would leak it");

  // The block that dominates the allocation and every use of its buffer.
  // Unreachable code has no dominator: leave it alone.
  Block *target = alloc->getBlock();
  if (!isReachable(target))
    return false;
  for (Value alias : info.aliases)
    for (Operation *user : alias.getUsers()) {
      if (!isReachable(user->getBlock()))
        return false;
      target = findNearestCommonDominator(target, user->getBlock());
    }
  if (!target)
    return notHoisted("no block dominates all its uses");

  // Blocks the allocation may legally move to, innermost first.
  SmallVector<Block *> levels;
  Block *block = alloc->getBlock();
  std::string barrier;
  while (true) {
    if (block->getParent() == target->getParent()) {
      if (block != target && !hasCycleAvoiding(block, target))
        levels.push_back(target);
      else if (block != target && remarks)
        barrier = "the block dominating its uses is outside a cf cycle "
                  "through its own block";
      break;
    }
    Region *region = block->getParent();
    if (classifyRegionExit(region) != RegionExit::Conditional ||
        isInCycle(block)) {
      if (remarks)
        barrier = "it would leave " +
                  remarkOpName(region->getParentOp()) +
                  (isInCycle(block)
                       ? ", from a cf cycle"
                       : ", a loop, an allocation scope or an op with "
                         "unknown control flow");
      break;
    }
    block = region->getParentOp()->getBlock();
    levels.push_back(block);
  }
  if (levels.empty()) {
    if (!barrier.empty())
      return notHoisted(barrier);
    if (info.escapes())
      return notHoisted(
          "its uses are followed up to where it escapes (" +
          EscapeAnalysis::getKindName(info.kind) + ")" +
          (info.escapePoint ? " through " + remarkOpName(info.escapePoint)
                            : std::string()) +
          ", and those are in its block");
    return notHoisted("already in the block that dominates its uses");
  }

  // The outermost level where the dynamic sizes are available.
  for (Block *level : llvm::reverse(levels)) {
    Operation *insertionPoint =
        getInsertionPoint(level, alloc, info.aliases, ancestors);
    llvm::SetVector<Operation *> slice;
    bool available = llvm::all_of(alloc->getOperands(), [&](Value operand) {
      return collectOperandSlice(operand, insertionPoint, dominance, slice);
    });
    if (!available)
      continue;
    moveWithSlice(alloc, slice, insertionPoint);
    if (llvm::any_of(slice, [](Operation *op) { return op->getNumRegions(); }))
      ancestors.clear();
    if (remarks)
      mlir::emitRemark(alloc->getLoc(), "hoisted: now before ")
          << remarkOpName(insertionPoint)
          << (barrier.empty() ? "" : "; not further: " + barrier);
    return true;
  }
  return notHoisted("its dynamic size is not available where its uses are "
                    "dominated");
}

unsigned BufferHoisting::run() {
  SmallVector<Operation *> allocs;
  walkOwnOps(funcOp, [&](Operation *op) {
    if (isa<memref::AllocOp, memref::AllocaOp>(op))
      allocs.push_back(op);
  });
  unsigned numHoisted = 0;
  for (Operation *alloc : allocs)
    numHoisted += hoist(alloc);
  return numHoisted;
}

unsigned reclaim::hoistBuffers(FunctionOpInterface funcOp, bool remarks) {
  return BufferHoisting(funcOp, remarks).run();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct BufferHoistingPass
    : reclaim::ReclaimPass<
          reclaim::impl::BufferHoistingPassBase<BufferHoistingPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    unsigned hoisted = 0;
    getOperation().walk([&](FunctionOpInterface funcOp) {
      if (!funcOp.isExternal())
        hoisted += hoistBuffers(funcOp, remarks);
      return WalkResult::skip();
    });
    numHoisted += hoisted;
    if (hoisted == 0)
      markAllAnalysesPreserved();
  }
};
} // namespace
