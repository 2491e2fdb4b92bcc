//===- Canonicalize.cpp - Canonicalization linear in the IR's size --------===//
//
// Implements reclaim-canonicalize: upstream's canonicalization patterns and
// folders, dead code elimination, constant uniquing and region
// simplification, applied to a fixed point like `canonicalize`, but by a
// driver whose cost does not grow with the nesting depth.
//
// Upstream's greedy driver puts every ancestor of a changed op back on its
// worklist (up to the function), and matches the patterns of each of them
// again: O(ops x depth) on deep nests, quadratic on a nest of thousands of
// scf.if (and after ownership deallocation every level changes). This driver
// puts back only the changed op, its parent, the users of replaced results
// and the producers of the operands of erased ops. Like upstream's, it then
// walks the whole body again while anything changed (at most
// max-iterations times), so it stops at a fixed point of the same patterns:
// an ancestor that a change deeper down enables is rewritten in the next
// iteration at the latest.
//
// The patterns that propagate a branch condition into the successors or
// regions it guards (cf.cond_br's CondBranchTruthPropagation, scf.if's
// ConditionPropagation) are left out: they visit every use of the condition
// for every branch on it, quadratic when one ownership flag guards thousands
// of frees, as in Reclaim's output. Instead, before each walk, one pass over
// the body replaces every use of an i1 value whose value is known there by
// a constant, keeping the known values in a scoped table along the
// dominance tree (linear in the body): the value of an i1 operand of a
// RegionBranchOpInterface op is known in a region the op enters only under
// one value of it (the then-region of `scf.if %c`), and that of an i1
// operand of a BranchOpInterface terminator in the blocks dominated by a
// successor it takes only under one value of it and that has no other
// predecessor (the successors of `cf.cond_br %c`). This covers more than the
// two patterns (uses anywhere below the region or dominated block, not only
// in the successor block itself) and works for any dialect implementing the
// interfaces.
//
// Known limits: the order in which ops are visited follows upstream's
// top-down driver, so outputs match `canonicalize` in practice, but the
// order in which unrelated rewrites happen may differ.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "reclaim/Analysis/Parallel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FoldInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Rewrite/PatternApplicator.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/FoldUtils.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>
#include <vector>

namespace reclaim {
#define GEN_PASS_DEF_CANONICALIZEPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;

namespace {

/// Most op visits in one walk, per op at its start and in all: beyond, the
/// walk is a rewrite cycle and stops (see processWorklist).
constexpr size_t kVisitsPerOp = 64;
constexpr size_t kVisitsPerWalk = 4096;

/// max-iterations for walks until a fixed point, however many (as upstream's
/// GreedyRewriteConfig::kNoLimit).
constexpr int64_t kNoIterationLimit = -1;

/// Most locations kept in the fused location of an op a pattern creates.
constexpr size_t kMaxFusedLocations = 8;

/// Most successors of a terminator whose operands are looked at one
/// successor at a time. BranchOpInterface::getSuccessorOperands(i) costs a
/// cf.switch its number of cases (it rebuilds the op's attributes), and so
/// does getCaseOperands(i) its index, so asking for every successor is
/// quadratic in the cases. Beyond this, a terminator gets no patterns
/// (upstream's cf.switch patterns scan every case, at every visit) and
/// gives no known conditions to its successors, and the regions around it
/// get unreachable blocks erased but no dead-value elimination (upstream's
/// runRegionDCE asks for every successor's operands, repeatedly); a remark
/// says so. Its folder still runs.
constexpr unsigned kMaxSuccessorsScanned = 256;

/// Whether `op` has more than kMaxSuccessorsScanned successors.
static bool isWideBranch(Operation *op) {
  return op->getNumSuccessors() > kMaxSuccessorsScanned;
}

/// Whether `op` is a region branch op with more than kMaxSuccessorsScanned
/// regions (an scf.index_switch of many cases). Upstream's patterns on
/// region branch ops map every region's inputs at each visit
/// (RegionBranchOpInterface::getSuccessorInputOperandMapping), and the op
/// is visited again whenever an op of a case changes: quadratic in the
/// cases (an scf.index_switch of 2,180 cases: 8.0G instructions in one
/// canonicalize). Such an op gets no patterns, with a remark; its folder
/// still runs.
static bool isWideRegionBranch(Operation *op) {
  return op->getNumRegions() > kMaxSuccessorsScanned &&
         isa<RegionBranchOpInterface>(op);
}

/// The upstream patterns left out: the two condition propagations (see the
/// file comment), and bufferization.clone's SimplifyClones, which replaces a
/// clone freed in its block by its source without checking that nothing
/// writes the source while the clone is alive: `%x = clone %b; memref.copy
/// %t, %b; load %x` then read the new contents (reclaim-pipeline printed 146
/// instead of 6; test/Transforms/canonicalize-clone-write.mlir).
constexpr llvm::StringLiteral kLeftOutPatterns[] = {
    "(anonymous namespace)::CondBranchTruthPropagation",
    "(anonymous namespace)::ConditionPropagation",
    "(anonymous namespace)::SimplifyClones"};

/// True if `op` (with the ops nested in it) writes or frees nothing that
/// could be `source` or a clone of it: it only reads, allocates, or writes
/// arguments of the function, which are never the function's allocations
/// when `source` is one.
static bool keepsCloneEqual(Operation *op, Value source) {
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(op);
  if (!effects)
    return false;
  Operation *def = source.getDefiningOp();
  bool fresh = isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(def);
  return llvm::all_of(*effects, [&](const MemoryEffects::EffectInstance &e) {
    if (isa<MemoryEffects::Read, MemoryEffects::Allocate>(e.getEffect()))
      return true;
    auto arg = dyn_cast_or_null<BlockArgument>(e.getValue());
    return fresh && isa<MemoryEffects::Write>(e.getEffect()) && arg &&
           arg.getOwner()->isEntryBlock() &&
           isa<FunctionOpInterface>(arg.getOwner()->getParentOp()) &&
           arg.getOwner()->getParentOp()->isProperAncestor(def);
  });
}

/// What SimplifyClones did, where it is sound: a clone freed later in its
/// block, or whose source is, is its source when nothing in between can
/// write either (keepsCloneEqual):
///
/// ```mlir
/// %x = bufferization.clone %s : memref<4xf32> to memref<4xf32>
/// %v = memref.load %x[%i] : memref<4xf32>
/// memref.dealloc %x : memref<4xf32>
/// ```
/// becomes `%v = memref.load %s[%i]`.
struct FoldCloneOfFreedSource : OpRewritePattern<bufferization::CloneOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(bufferization::CloneOp clone,
                                PatternRewriter &rewriter) const override {
    Value source = clone.getInput();
    if (source.getType() != clone.getType())
      return failure();
    for (Operation *op = clone->getNextNode(); op; op = op->getNextNode()) {
      if (auto free = dyn_cast<memref::DeallocOp>(op);
          free && (free.getMemref() == source ||
                   free.getMemref() == clone.getResult())) {
        rewriter.replaceOp(clone, source);
        rewriter.eraseOp(free);
        return success();
      }
      if (!keepsCloneEqual(op, source))
        return failure();
    }
    return failure();
  }
};

//===----------------------------------------------------------------------===//
// Worklist
//===----------------------------------------------------------------------===//

/// A LIFO worklist of ops without duplicates, from which ops can be removed.
class Worklist {
public:
  void push(Operation *op) {
    if (index.try_emplace(op, list.size()).second)
      list.push_back(op);
  }
  Operation *pop() {
    while (!list.empty()) {
      Operation *op = list.pop_back_val();
      if (!op)
        continue;
      index.erase(op);
      return op;
    }
    return nullptr;
  }
  void remove(Operation *op) {
    auto it = index.find(op);
    if (it == index.end())
      return;
    list[it->second] = nullptr;
    index.erase(it);
  }
  /// Reverses the order (after pushing in program order, ops pop in it).
  void reverse() {
    std::reverse(list.begin(), list.end());
    for (auto [i, op] : llvm::enumerate(list))
      if (op)
        index[op] = i;
  }
  void clear() {
    list.clear();
    index.clear();
  }
  /// The number of ops in the worklist.
  size_t size() const { return index.size(); }

private:
  SmallVector<Operation *, 0> list;
  llvm::DenseMap<Operation *, size_t> index;
};

//===----------------------------------------------------------------------===//
// Constant insertion blocks
//===----------------------------------------------------------------------===//

/// The block into which OperationFolder uniques and hoists the constants
/// used in a block: the entry block of the closest enclosing region whose op
/// is isolated from above (or might be), is at the top level, or is one its
/// dialect asks constants to be materialized into. The folder searches up the
/// whole nest for every constant, quadratic on deep nests; this finds the
/// block once per region, and a constant already in it costs the folder one
/// step. Only for one walk that erases no region (a new region could reuse
/// an erased one's address).
class InsertionBlocks {
public:
  explicit InsertionBlocks(
      const DialectInterfaceCollection<DialectFoldInterface> &interfaces)
      : interfaces(interfaces) {}
  /// Not from a context: a collection made on the spot would not outlive
  /// this.
  explicit InsertionBlocks(MLIRContext *) = delete;

  /// The insertion block for constants used in `block`, or null if `block`
  /// is in no region.
  Block *get(Block *block) {
    SmallVector<Region *, 8> path;
    Region *found = nullptr;
    for (Region *region = block->getParent(); region;) {
      auto it = regions.find(region);
      if (it != regions.end()) {
        found = it->second;
        break;
      }
      path.push_back(region);
      Operation *parent = region->getParentOp();
      const DialectFoldInterface *interface =
          interfaces.getInterfaceFor(parent);
      if (parent->mightHaveTrait<OpTrait::IsIsolatedFromAbove>() ||
          !parent->getBlock() ||
          (interface && interface->shouldMaterializeInto(region))) {
        found = region;
        break;
      }
      region = parent->getParentRegion();
    }
    for (Region *region : path)
      regions[region] = found;
    return found && !found->empty() ? &found->front() : nullptr;
  }

private:
  const DialectInterfaceCollection<DialectFoldInterface> &interfaces;
  DenseMap<Region *, Region *> regions;
};

//===----------------------------------------------------------------------===//
// CanonicalizeDriver
//===----------------------------------------------------------------------===//

/// Canonicalizes the regions of one op (not the op itself) at a time. One
/// driver serves many ops (the functions of a chunk): its folder and the
/// dialect interfaces it asks are made once, not per function (each asks
/// the context for its dialects and allocates, and the threads of a
/// parallel run wait for each other in malloc).
class CanonicalizeDriver : public PatternRewriter,
                           public RewriterBase::Listener {
public:
  /// `matcher` has its cost model applied.
  CanonicalizeDriver(MLIRContext *context, PatternApplicator &matcher,
                     int64_t maxIterations, bool wideBranchRemarks)
      : PatternRewriter(context), maxIterations(maxIterations),
        wideBranchRemarks(wideBranchRemarks), matcher(matcher),
        folder(context, this), foldInterfaces(context) {
    setListener(this);
  }

  /// Rewrites the regions of `root` to a fixed point (or maxIterations
  /// walks); true if anything changed.
  bool run(Operation *root);

private:
  /// What processing the worklist did.
  struct WalkOutcome {
    bool changed = false;
    /// It stopped after visiting `budget` ops (a rewrite cycle).
    bool stopped = false;
  };
  /// Processes the worklist, visiting at most `budget` ops.
  WalkOutcome processWorklist(size_t budget);
  /// Replaces the uses of i1 values whose value is known where they are
  /// used (see the file comment); true if anything changed.
  bool propagateConditions();
  /// Adds `op` unless it is `root`. The pass manager runs passes only on
  /// ops isolated from above, so the users, producers and parents of the ops
  /// inside `root` are inside too, or `root` itself.
  void add(Operation *op) {
    if (op && op != root)
      worklist.push(op);
  }
  /// Adds `op` and its parent op (whose patterns may now apply).
  void addWithParent(Operation *op) {
    add(op);
    add(op->getParentOp());
  }

  // RewriterBase::Listener.
  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint previous) override {
    truncateFusedLoc(op);
    addWithParent(op);
  }
  /// Keeps the first kMaxFusedLocations locations of a fused location.
  /// Patterns generated from DRR fuse the locations of the ops they match:
  /// rewriting a chain of n ops one into the next (arith.select of
  /// arith.select on one condition) would fuse 2, 3, ..., n locations,
  /// quadratic in time and memory.
  static void truncateFusedLoc(Operation *op) {
    auto fused = dyn_cast<FusedLoc>(op->getLoc());
    if (fused && fused.getLocations().size() > kMaxFusedLocations)
      op->setLoc(FusedLoc::get(
          op->getContext(),
          fused.getLocations().take_front(kMaxFusedLocations),
          fused.getMetadata()));
  }
  void notifyOperationModified(Operation *op) override { addWithParent(op); }
  void notifyOperationReplaced(Operation *op, ValueRange) override {
    for (Operation *user : op->getUsers())
      add(user);
  }
  void notifyOperationErased(Operation *op) override;
  void notifyBlockErased(Block *block) override { erasedBlocks.insert(block); }

  /// Erases the blocks of `blocks` left without predecessors, and the
  /// successors they leave without predecessors in turn. Upstream's driver
  /// erases unreachable blocks only at the end of a walk, and until then
  /// they count as predecessors: branching through a pass-through block
  /// would take one walk and folding the branch whose two edges now reach
  /// one block (arith.select of the forwarded values) another.
  void eraseUnreachableSuccessors(SmallVectorImpl<Block *> &blocks);
  /// Erases `block`, which lost a predecessor but kept others, with the
  /// blocks that reach it, if a short search backwards along predecessors
  /// finds them all and not the entry block: an unreachable cycle (a cf
  /// loop whose entry edge was folded away). Left there, patterns merging a
  /// block into its single predecessor make values their own users, and
  /// later folds use erased ops. Appends the successors they leave to
  /// `blocks`.
  void eraseIfUnreachableCycle(Block *block, SmallVectorImpl<Block *> &blocks);

  /// Moves constant `op` to the start of the block the folder would hoist
  /// it to, as the folder would (which then finds it there in one step
  /// instead of searching up the nest). A constant the folder owns is where
  /// the folder wants it.
  void hoistConstant(Operation *op, InsertionBlocks &insertion) {
    Block *target = insertion.get(op->getBlock());
    if (!target || target == op->getBlock() || folderConstants.contains(op))
      return;
    op->moveBefore(target, target->begin());
    op->setLoc(UnknownLoc::get(getContext()));
  }

  Operation *root = nullptr;
  int64_t maxIterations;
  /// Whether a terminator with more than kMaxSuccessorsScanned successors
  /// gets its remark.
  bool wideBranchRemarks;
  PatternApplicator &matcher;
  OperationFolder folder;
  DialectInterfaceCollection<DialectFoldInterface> foldInterfaces;
  /// The constants `folder` uniqued or created.
  llvm::SmallPtrSet<Operation *, 16> folderConstants;
  Worklist worklist;
  /// The blocks erased by the rewrite being applied.
  llvm::SmallPtrSet<Block *, 4> erasedBlocks;
};

} // namespace

void CanonicalizeDriver::notifyOperationErased(Operation *op) {
  // A producer with at most one other user left may now be dead or
  // foldable (as upstream: at most two users before the erasure).
  for (Value operand : op->getOperands()) {
    Operation *def = operand ? operand.getDefiningOp() : nullptr;
    if (!def)
      continue;
    unsigned others = 0;
    for (Operation *user : operand.getUsers())
      if (user != op && ++others > 1)
        break;
    if (others <= 1)
      add(def);
  }
  // Its parent may now be empty or dead.
  add(op->getParentOp());
  // A block left with its terminator alone may be skipped by the branches
  // to it (a pass-through block): without this, a chain of diamonds that
  // collapse one into the next takes one walk per diamond.
  Block *block = op->getBlock();
  if (block && !op->hasTrait<OpTrait::IsTerminator>() &&
      &block->front() == op && op->getNextNode() == &block->back() &&
      block->back().hasTrait<OpTrait::IsTerminator>())
    for (Block *predecessor : block->getPredecessors())
      add(predecessor->getTerminator());
  worklist.remove(op);
  if (op->hasTrait<OpTrait::ConstantLike>()) {
    folder.notifyRemoval(op);
    folderConstants.erase(op);
  }
}

CanonicalizeDriver::WalkOutcome
CanonicalizeDriver::processWorklist(size_t budget) {
  bool changed = false;
  size_t visits = 0;
  while (Operation *op = worklist.pop()) {
    if (++visits > budget) {
      // A rewrite cycle: ops that use their own results are valid in
      // unreachable blocks, and folding `%y = arith.addi %y, %k` there never
      // ends. Stopping leaves valid IR, only less simplified.
      worklist.clear();
      return {changed, /*stopped=*/true};
    }
    if (isOpTriviallyDead(op)) {
      eraseOp(op);
      changed = true;
      continue;
    }
    // Constants are not folded (they would fold to themselves).
    if (!op->hasTrait<OpTrait::ConstantLike>()) {
      SmallVector<OpFoldResult> foldResults;
      if (succeeded(op->fold(foldResults))) {
        changed = true;
        if (foldResults.empty()) {
          // Folded in place.
          addWithParent(op);
          continue;
        }
        OpBuilder::InsertionGuard guard(*this);
        setInsertionPoint(op);
        SmallVector<Value> replacements;
        SmallVector<Operation *> created;
        bool materialized = true;
        for (auto [result, type] :
             llvm::zip_equal(foldResults, op->getResultTypes())) {
          if (auto value = dyn_cast<Value>(result)) {
            replacements.push_back(value);
            continue;
          }
          Operation *constant = op->getDialect()->materializeConstant(
              *this, cast<Attribute>(result), type, op->getLoc());
          if (!constant) {
            materialized = false;
            break;
          }
          created.push_back(constant);
          replacements.push_back(constant->getResult(0));
        }
        if (materialized) {
          replaceOp(op, replacements);
          continue;
        }
        for (Operation *constant : llvm::reverse(created))
          eraseOp(constant);
      }
    }
    // Upstream's patterns on a terminator ask for its successors' operands
    // one at a time, quadratic on a wide cf.switch (see
    // kMaxSuccessorsScanned).
    if (isWideBranch(op) || isWideRegionBranch(op))
      continue;
    // The successors a rewrite of a terminator may leave unreachable.
    SmallVector<Block *, 2> successors(op->getSuccessors());
    erasedBlocks.clear();
    if (succeeded(matcher.matchAndRewrite(op, *this))) {
      changed = true;
      eraseUnreachableSuccessors(successors);
    }
  }
  return {changed, /*stopped=*/false};
}

/// True if a search backwards from `block` along predecessors other than
/// `excluded` finds the entry block of its region within a few blocks
/// (false means "not known").
static bool isSurelyReachable(Block *block, Block *excluded) {
  constexpr unsigned kBudget = 32;
  SmallVector<Block *, 8> stack{block};
  llvm::SmallPtrSet<Block *, 8> seen{block};
  while (!stack.empty()) {
    Block *current = stack.pop_back_val();
    if (current->isEntryBlock())
      return true;
    for (Block *predecessor : current->getPredecessors()) {
      if (predecessor == excluded || !seen.insert(predecessor).second)
        continue;
      if (seen.size() > kBudget)
        return false;
      stack.push_back(predecessor);
    }
  }
  return false;
}

void CanonicalizeDriver::eraseUnreachableSuccessors(
    SmallVectorImpl<Block *> &blocks) {
  while (!blocks.empty()) {
    Block *block = blocks.pop_back_val();
    if (erasedBlocks.contains(block) || !block->getParent() ||
        block->isEntryBlock())
      continue;
    if (!block->hasNoPredecessors()) {
      eraseIfUnreachableCycle(block, blocks);
      continue;
    }
    // Only a block whose values are used in it alone (any other user is
    // unreachable too, and left to the region simplification at the end of
    // the walk).
    auto usedOutside = [&](Value value) {
      return llvm::any_of(value.getUsers(), [&](Operation *user) {
        return user->getBlock() != block;
      });
    };
    if (llvm::any_of(block->getArguments(), usedOutside) ||
        llvm::any_of(*block, [&](Operation &op) {
          return llvm::any_of(op.getResults(), usedOutside);
        }))
      continue;
    // A successor that keeps other predecessors must be reachable: if it is
    // in an unreachable cycle, erasing the block would leave it a single
    // predecessor inside the cycle, and patterns merging blocks there make
    // values defined by their own users (and folds that never end).
    SmallVector<Block *, 2> next(block->getSuccessors());
    if (llvm::any_of(next, [&](Block *successor) {
          return successor != block &&
                 llvm::any_of(successor->getPredecessors(),
                              [&](Block *p) { return p != block; }) &&
                 !isSurelyReachable(successor, block);
        }))
      continue;
    // One op at a time, users first: eraseOp tells the listener (and so the
    // worklist) of each op, eraseBlock of the block alone.
    while (!block->empty())
      eraseOp(&block->back());
    eraseBlock(block);
    for (Block *successor : next)
      if (successor != block && !llvm::is_contained(blocks, successor))
        blocks.push_back(successor);
  }
}

void CanonicalizeDriver::eraseIfUnreachableCycle(
    Block *block, SmallVectorImpl<Block *> &blocks) {
  constexpr unsigned kBudget = 32;
  SmallVector<Block *, 8> stack{block};
  llvm::SetVector<Block *> closure;
  closure.insert(block);
  while (!stack.empty()) {
    Block *current = stack.pop_back_val();
    if (current->isEntryBlock())
      return;
    for (Block *predecessor : current->getPredecessors()) {
      if (!closure.insert(predecessor))
        continue;
      if (closure.size() > kBudget)
        return; // Not known: left to the region simplification.
      stack.push_back(predecessor);
    }
  }
  // The blocks only the closure leads to are unreachable too (the exit
  // block of a cf loop whose entry edge was folded away): their ops may use
  // the values of the cycle, which would otherwise keep it alive, and once
  // a branch pattern merged a block of the cycle into its last predecessor
  // there, a value forwarded around the cycle would be its own replacement.
  for (size_t index = 0; index < closure.size(); ++index)
    for (Block *successor : closure[index]->getSuccessors()) {
      if (closure.contains(successor) ||
          !llvm::all_of(successor->getPredecessors(),
                        [&](Block *p) { return closure.contains(p); }))
        continue;
      closure.insert(successor);
      if (closure.size() > kBudget)
        return;
    }
  // Only blocks whose values are used among them alone (any other user is
  // unreachable too, and left to the region simplification at the end of
  // the walk).
  auto usedOutside = [&](Value value) {
    return llvm::any_of(value.getUsers(), [&](Operation *user) {
      Operation *ancestor = user;
      while (ancestor && !closure.contains(ancestor->getBlock()))
        ancestor = ancestor->getParentOp();
      return !ancestor;
    });
  };
  for (Block *member : closure)
    if (llvm::any_of(member->getArguments(), usedOutside) ||
        llvm::any_of(*member, [&](Operation &op) {
          return llvm::any_of(op.getResults(), usedOutside);
        }))
      return;
  llvm::SetVector<Block *> exits;
  for (Block *member : closure)
    for (Block *successor : member->getSuccessors())
      if (!closure.contains(successor))
        exits.insert(successor);
  // The ops use each other around the cycle: drop every reference first,
  // then erase each op (telling the listener) and the blocks.
  for (Block *member : closure)
    for (Operation &op : *member)
      op.dropAllReferences();
  for (Block *member : closure) {
    while (!member->empty())
      eraseOp(&member->back());
  }
  for (Block *member : closure)
    eraseBlock(member);
  for (Block *exit : exits)
    if (!llvm::is_contained(blocks, exit))
      blocks.push_back(exit);
}

//===----------------------------------------------------------------------===//
// Condition propagation
//===----------------------------------------------------------------------===//

namespace {

/// An i1 value and the value it has in some scope.
using Fact = std::pair<Value, bool>;

/// The i1 operands of `op` that may select where control goes: not the
/// values a BranchOpInterface forwards to its successors nor those a
/// RegionBranchOpInterface forwards into its regions (scf.for's iter_args),
/// which do not choose the successor.
static SmallVector<unsigned> getSelectorOperands(Operation *op) {
  SmallVector<unsigned> indices;
  if (isWideBranch(op))
    return indices;
  for (OpOperand &operand : op->getOpOperands())
    if (operand.get().getType().isSignlessInteger(1))
      indices.push_back(operand.getOperandNumber());
  if (indices.empty())
    return indices;
  llvm::BitVector forwarded(op->getNumOperands());
  if (auto branch = dyn_cast<BranchOpInterface>(op)) {
    for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i) {
      OperandRange range =
          branch.getSuccessorOperands(i).getForwardedOperands();
      if (!range.empty())
        forwarded.set(range.getBeginOperandIndex(),
                      range.getBeginOperandIndex() + range.size());
    }
  } else if (auto branch = dyn_cast<RegionBranchOpInterface>(op)) {
    RegionBranchSuccessorMapping mapping;
    branch.getSuccessorOperandInputMapping(mapping,
                                           RegionBranchPoint::parent());
    for (auto &entry : mapping)
      forwarded.set(entry.first->getOperandNumber());
  }
  llvm::erase_if(indices, [&](unsigned i) { return forwarded.test(i); });
  return indices;
}

/// Collects the facts that hold in region `index` of `branch`: an i1 operand
/// under whose one value the op may enter the region and under whose other
/// value it may not, provided only the op itself enters the region (no
/// region of the op branches to it, not even the region itself).
static void getRegionFacts(RegionBranchOpInterface branch,
                           ArrayRef<unsigned> i1Operands, unsigned index,
                           SmallVectorImpl<Fact> &facts) {
  Operation *op = branch.getOperation();
  Region *region = &op->getRegion(index);
  for (Region &other : op->getRegions())
    for (Block &block : other) {
      Operation *last = block.empty() ? nullptr : &block.back();
      auto terminator =
          dyn_cast_or_null<RegionBranchTerminatorOpInterface>(last);
      if (!terminator) {
        // A branch to another block of the region stays in it; any other
        // way out of a block is unknown: it may enter `region`.
        if (last && last->getNumSuccessors() != 0)
          continue;
        return;
      }
      SmallVector<RegionSuccessor> successors;
      branch.getSuccessorRegions(RegionBranchPoint(terminator), successors);
      for (const RegionSuccessor &successor : successors)
        if (successor.getSuccessor() == region)
          return;
    }
  SmallVector<Attribute> operands(op->getNumOperands());
  MLIRContext *context = op->getContext();
  for (unsigned i : i1Operands) {
    bool enters[2];
    for (bool value : {false, true}) {
      operands[i] = BoolAttr::get(context, value);
      SmallVector<RegionSuccessor> successors;
      branch.getEntrySuccessorRegions(operands, successors);
      enters[value] = llvm::any_of(successors, [&](const RegionSuccessor &s) {
        return s.getSuccessor() == region;
      });
    }
    operands[i] = Attribute();
    if (enters[0] != enters[1])
      facts.push_back({op->getOperand(i), enters[1]});
  }
}

/// Collects the facts that hold in `block` (and the blocks it dominates)
/// because it is entered from one predecessor only, by an edge that its
/// branch takes only under one value of an i1 operand.
static void getEdgeFacts(
    Block *block, DenseMap<Operation *, SmallVector<unsigned>> &candidates,
    SmallVectorImpl<Fact> &facts) {
  Block *predecessor = block->getSinglePredecessor();
  if (!predecessor || predecessor == block)
    return;
  auto branch = dyn_cast<BranchOpInterface>(predecessor->getTerminator());
  if (!branch)
    return;
  Operation *op = branch.getOperation();
  // Computed once per terminator: a cf.switch with thousands of cases must
  // not cost its size per successor.
  auto [it, inserted] = candidates.try_emplace(op);
  SmallVector<unsigned> &i1Operands = it->second;
  if (inserted)
    i1Operands = getSelectorOperands(op);
  // (An op with an i1 operand that selects the successor has few of them.)
  if (i1Operands.empty() || llvm::count(op->getSuccessors(), block) != 1)
    return;
  SmallVector<Attribute> operands(op->getNumOperands());
  MLIRContext *context = op->getContext();
  for (unsigned i : i1Operands) {
    Block *taken[2];
    for (bool value : {false, true}) {
      operands[i] = BoolAttr::get(context, value);
      taken[value] = branch.getSuccessorForOperands(operands);
    }
    operands[i] = Attribute();
    // Both answers must be known: a null successor means "any".
    if (!taken[0] || !taken[1] || taken[0] == taken[1])
      continue;
    if (taken[1] == block)
      facts.push_back({op->getOperand(i), true});
    else if (taken[0] == block)
      facts.push_back({op->getOperand(i), false});
  }
}

} // namespace

bool CanonicalizeDriver::propagateConditions() {
  Dialect *arith = getContext()->getLoadedDialect<arith::ArithDialect>();
  if (!arith)
    return false;
  // The known values, and how to restore them when a scope ends: the value
  // and its previous state (-1: unknown).
  DenseMap<Value, bool> known;
  SmallVector<std::pair<Value, int>> undo;
  auto apply = [&](ArrayRef<Fact> facts) {
    for (auto [value, state] : facts) {
      auto [it, inserted] = known.try_emplace(value, state);
      undo.push_back({value, inserted ? -1 : int(it->second)});
      it->second = state;
    }
  };
  // Explicit stack (no recursion per nesting level).
  struct Item {
    enum Kind { Region, DomNode, Block, Undo } kind;
    mlir::Region *region = nullptr;
    DominanceInfoNode *node = nullptr;
    mlir::Block *block = nullptr;
    size_t mark = 0;
    SmallVector<Fact, 1> facts;
  };
  SmallVector<Item> stack;
  DominanceInfo dominance(root);
  InsertionBlocks insertion(foldInterfaces);
  DenseMap<Operation *, SmallVector<unsigned>> edgeCandidates;
  bool changed = false;

  auto visitOps = [&](mlir::Block *block) {
    for (Operation &op : *block) {
      if (!known.empty())
        for (OpOperand &operand : op.getOpOperands()) {
          auto it = known.find(operand.get());
          if (it == known.end())
            continue;
          Type type = operand.get().getType();
          Block *insertBlock = insertion.get(block);
          if (!insertBlock)
            continue;
          Value constant = folder.getOrCreateConstant(
              insertBlock, arith, BoolAttr::get(getContext(), it->second),
              type);
          if (!constant)
            continue;
          folderConstants.insert(constant.getDefiningOp());
          operand.set(constant);
          changed = true;
        }
      // (The regions of an op isolated from above see none of the values
      // known here, but the facts of their own ops hold in them.)
      if (op.getNumRegions() == 0)
        continue;
      auto branch = dyn_cast<RegionBranchOpInterface>(&op);
      SmallVector<unsigned> i1Operands;
      if (branch)
        i1Operands = getSelectorOperands(&op);
      for (mlir::Region &region : op.getRegions()) {
        Item item{Item::Region};
        item.region = &region;
        if (branch && !i1Operands.empty())
          getRegionFacts(branch, i1Operands, region.getRegionNumber(),
                         item.facts);
        stack.push_back(std::move(item));
      }
    }
  };

  for (mlir::Region &region : root->getRegions()) {
    Item item{Item::Region};
    item.region = &region;
    stack.push_back(std::move(item));
  }
  while (!stack.empty()) {
    Item item = stack.pop_back_val();
    switch (item.kind) {
    case Item::Undo:
      while (undo.size() > item.mark) {
        auto [value, previous] = undo.pop_back_val();
        if (previous < 0)
          known.erase(value);
        else
          known[value] = previous;
      }
      break;
    case Item::Region: {
      mlir::Region *region = item.region;
      if (region->empty())
        break;
      Item restore{Item::Undo};
      restore.mark = undo.size();
      apply(item.facts);
      stack.push_back(std::move(restore));
      if (region->hasOneBlock() || !mlir::mayHaveSSADominance(*region)) {
        for (mlir::Block &block : *region) {
          Item next{Item::Block};
          next.block = &block;
          stack.push_back(std::move(next));
        }
        break;
      }
      Item next{Item::DomNode};
      next.node = dominance.getRootNode(region);
      stack.push_back(std::move(next));
      break;
    }
    case Item::DomNode: {
      mlir::Block *block = item.node->getBlock();
      SmallVector<Fact, 2> facts;
      getEdgeFacts(block, edgeCandidates, facts);
      Item restore{Item::Undo};
      restore.mark = undo.size();
      apply(facts);
      stack.push_back(std::move(restore));
      for (DominanceInfoNode *child : item.node->children()) {
        Item next{Item::DomNode};
        next.node = child;
        stack.push_back(std::move(next));
      }
      visitOps(block);
      break;
    }
    case Item::Block:
      visitOps(item.block);
      break;
    }
  }
  return changed;
}

/// What region simplification can do in `root`'s regions.
struct RegionShape {
  /// A region under `root` has several blocks or no dominance (a graph
  /// region). Otherwise region simplification has nothing to do at a fixed
  /// point of the worklist: no block is unreachable, no block argument is a
  /// successor operand, and dead values form no cycle (in one block of an
  /// SSA region a value is defined before its uses), so the dead ones are
  /// trivially dead and the worklist, whose last walk visits every op,
  /// erased them. It is the cost this check saves: liveness over the whole
  /// body, about a thousand instructions per op, on every call.
  bool blockStructure = false;
  /// A terminator with more than kMaxSuccessorsScanned successors.
  Operation *wideBranch = nullptr;
  /// A region branch op with more than kMaxSuccessorsScanned regions.
  Operation *wideRegionBranch = nullptr;
};

static RegionShape getRegionShape(Operation *root) {
  RegionShape shape;
  // The walk visits `root` too.
  root->walk([&](Operation *op) {
    if (!shape.wideBranch && isWideBranch(op))
      shape.wideBranch = op;
    if (!shape.wideRegionBranch && isWideRegionBranch(op))
      shape.wideRegionBranch = op;
    if (!shape.blockStructure)
      shape.blockStructure = llvm::any_of(op->getRegions(), [](Region &region) {
        return !(region.empty() || region.hasOneBlock()) ||
               !mayHaveSSADominance(region);
      });
  });
  return shape;
}

bool CanonicalizeDriver::run(Operation *newRoot) {
  root = newRoot;
  folder.clear();
  folderConstants.clear();
  worklist.clear();
  erasedBlocks.clear();
  bool changedAny = false;
  // Unreachable blocks go first: their ops may use their own results
  // (`%x = arith.addi %x, %c1`), which the patterns would rewrite until the
  // walk's budget stops them, leaving a new constant per step.
  if (getRegionShape(root).blockStructure)
    changedAny |= succeeded(eraseUnreachableBlocks(*this, root->getRegions()));
  for (int64_t iteration = 0;
       maxIterations == kNoIterationLimit || iteration < maxIterations;
       ++iteration) {
    bool propagated = propagateConditions();
    worklist.clear();
    // Constants are uniqued and hoisted as they are met (in program order,
    // so that their order is kept), the other ops go on the worklist.
    InsertionBlocks insertion(foldInterfaces);
    for (Region &region : root->getRegions())
      region.walk<WalkOrder::PreOrder>([&](Operation *op) {
        Attribute value;
        if (matchPattern(op, m_Constant(&value))) {
          hoistConstant(op, insertion);
          if (!folder.insertKnownConstant(op, value))
            return WalkResult::skip();
          folderConstants.insert(op);
        }
        worklist.push(op);
        return WalkResult::advance();
      });
    worklist.reverse();
    size_t budget = kVisitsPerOp * worklist.size() + kVisitsPerWalk;
    WalkOutcome walk = processWorklist(budget);
    bool changed = walk.changed || propagated;
    if (walk.stopped) {
      emitRemark(root->getLoc())
          << "reclaim-canonicalize stopped after " << budget
          << " op visits in one walk (a rewrite cycle, as in unreachable "
             "blocks whose ops use their own results)";
      changedAny |= changed;
      break;
    }
    // Region simplification reaches its fixed point in one call (unreachable
    // blocks, then dead values, neither of which makes more of the other):
    // if nothing changed since the last one, it would find nothing. Nor
    // does it when every region has one block (see RegionShape).
    if (changed || iteration == 0) {
      RegionShape shape = getRegionShape(root);
      if (shape.wideRegionBranch && iteration == 0 && wideBranchRemarks)
        emitRemark(shape.wideRegionBranch->getLoc())
            << "reclaim-canonicalize: '" << shape.wideRegionBranch->getName()
            << "' has " << shape.wideRegionBranch->getNumRegions()
            << " regions (more than " << kMaxSuccessorsScanned
            << "): no patterns applied to it (they would cost the regions "
               "squared)";
      if (shape.wideBranch) {
        if (iteration == 0 && wideBranchRemarks)
          emitRemark(shape.wideBranch->getLoc())
              << "reclaim-canonicalize: '" << shape.wideBranch->getName()
              << "' has " << shape.wideBranch->getNumSuccessors()
              << " successors (more than " << kMaxSuccessorsScanned
              << "): no patterns applied to it and no dead-value elimination "
                 "in the regions of '"
              << root->getName()
              << "' (both would cost the successors squared)";
        changed |= succeeded(eraseUnreachableBlocks(*this, root->getRegions()));
      } else if (shape.blockStructure) {
        changed |= succeeded(simplifyRegions(*this, root->getRegions(),
                                             /*mergeBlocks=*/false));
      }
    }
    changedAny |= changed;
    if (!changed)
      break;
  }
  return changedAny;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct CanonicalizePass
    : reclaim::ReclaimPass<
          reclaim::impl::CanonicalizePassBase<CanonicalizePass>> {
  using ReclaimPass::ReclaimPass;

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet owningPatterns(context);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(owningPatterns);
    for (RegisteredOperationName op : context->getRegisteredOperations())
      op.getCanonicalizationPatterns(owningPatterns, context);
    owningPatterns.add<FoldCloneOfFreedSource>(context);
    SmallVector<std::string> disabled(std::begin(kLeftOutPatterns),
                                      std::end(kLeftOutPatterns));
    patterns = std::make_shared<FrozenRewritePatternSet>(
        std::move(owningPatterns), disabled);
    matcher.reset();
    return success();
  }

  void runOnOperation() override {
    if (maxIterations < 1 && maxIterations != kNoIterationLimit) {
      mlir::emitError(getOperation()->getLoc())
          << "reclaim-canonicalize: max-iterations must be at least 1 (or -1 "
             "for no limit), not "
          << static_cast<int64_t>(maxIterations);
      return signalPassFailure();
    }
    bool changed = false;
    if (nested) {
      changed = runNested();
    } else {
      CanonicalizeDriver driver(&getContext(), getMatcher(matcher),
                                maxIterations, wideBranchRemarks);
      changed = runOn(getOperation(), driver);
    }
    // Nothing changed: also spares the verifier, which costs the depth per
    // use on deep nests.
    if (!changed)
      markAllAnalysesPreserved();
  }

  /// `matcher`, made on first use.
  PatternApplicator &
  getMatcher(std::unique_ptr<PatternApplicator> &matcher) const {
    if (!matcher) {
      matcher = std::make_unique<PatternApplicator>(*patterns);
      matcher->applyDefaultCostModel();
    }
    return *matcher;
  }

  /// Canonicalizes the regions of `root` (after CSE if asked) with
  /// `driver`; true if anything changed.
  bool runOn(Operation *root, CanonicalizeDriver &driver) {
    bool changed = false;
    if (cse) {
      IRRewriter rewriter(root->getContext());
      DominanceInfo dominance(root);
      eliminateCommonSubExpressions(rewriter, dominance, root, &changed);
    }
    return driver.run(root) || changed;
  }

  /// The `nested` mode; true if anything changed.
  bool runNested() {
    SmallVector<Operation *> roots;
    for (Region &region : getOperation()->getRegions())
      for (Block &block : region)
        for (Operation &op : block)
          if (op.getNumRegions() != 0 && op.isRegistered() &&
              op.hasTrait<OpTrait::IsIsolatedFromAbove>())
            roots.push_back(&op);
    std::atomic<bool> changed{false};
    // One matcher and one driver per chunk, as neither may be shared
    // between threads (parallelForChunks keeps the diagnostics in root
    // order).
    parallelForChunks(&getContext(), roots.size(),
                      [&](size_t begin, size_t end) {
                        std::unique_ptr<PatternApplicator> chunkMatcher;
                        CanonicalizeDriver driver(
                            &getContext(), getMatcher(chunkMatcher),
                            maxIterations, wideBranchRemarks);
                        for (size_t index = begin; index < end; ++index)
                          if (runOn(roots[index], driver))
                            changed = true;
                      });
    return changed;
  }

  std::shared_ptr<const FrozenRewritePatternSet> patterns;
  /// The patterns sorted by root op, made on the first run of this
  /// instance and kept for the next: sorting them costs about as much as
  /// canonicalizing a small function, and a pass runs once per function.
  /// The pass manager gives each thread its own copy of the pass, and a copy
  /// starts without one.
  struct MatcherCache : std::unique_ptr<PatternApplicator> {
    MatcherCache() = default;
    MatcherCache(const MatcherCache &) {}
    MatcherCache &operator=(const MatcherCache &) {
      reset();
      return *this;
    }
  } matcher;
};
} // namespace
