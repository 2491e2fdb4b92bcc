//===- OwnershipDeallocation.cpp - Ownership-based buffer deallocation ----===//
//
// Implements reclaim-ownership-dealloc: every heap buffer of a function is
// freed exactly once, at the end of the block where it stops being needed.
//
// Ownership is the responsibility to free a buffer. It materialises as an i1
// SSA value per tracked memref. Within a block the pass keeps a map from
// tracked memrefs to their ownership. The ownership of every memref that is
// live into a block, and of every memref block argument, arrives as an extra
// i1 block argument that each predecessor fills with the result of its own
// `bufferization.dealloc`. Because no block relies on a dominator's view of
// ownership, the same scheme works for merges, `cf` back edges, loops with
// several exits, and irreducible control flow.
//
// Values inside a block fall in two groups:
//  * tracked memrefs: heap allocations, call results, results of region ops,
//    memref block arguments and the memrefs live into the block. They carry
//    an ownership indicator.
//  * derived memrefs: views (ViewLikeOpInterface, memref.transpose) and
//    `arith.select` of memrefs. They share the buffer of the tracked values
//    they come from and need no indicator of their own in their block; when
//    they are live into another block they become tracked there, and the
//    `bufferization.dealloc` that hands them over computes their ownership.
//
// Known limits, reported as errors at the op's location: an op that returns
// a memref the pass cannot classify (not an allocation, view, select, call or
// region result); a memref stored into memory; a region op that forwards
// memrefs through its regions but is not one of the scf ops the pass knows;
// a memref.dealloc inside a region of a buffer owned outside that region.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "reclaim/Analysis/BufferRoots.h"

#include "BoolLogic.h"

#include "mlir/Analysis/Liveness.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"

namespace reclaim {
#define GEN_PASS_DEF_OWNERSHIPDEALLOCATIONPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// True for the scf ops whose ownership the pass threads through extra i1
/// results, iter_args, block arguments and yielded values.
static bool isKnownRegionBranchOp(Operation *op) {
  return isa<scf::IfOp, scf::ForOp, scf::WhileOp, scf::ExecuteRegionOp,
             scf::IndexSwitchOp>(op);
}


/// Memref operands forwarded by a region terminator to its successors
/// (`scf.yield`: all operands; `scf.condition`: the forwarded args).
static MutableOperandRange getForwardedOperands(Operation *terminator) {
  if (auto condition = dyn_cast<scf::ConditionOp>(terminator))
    return condition.getArgsMutable();
  return MutableOperandRange(terminator);
}

/// Counts the memref values in `values`.
static unsigned countMemRefs(ValueRange values) {
  return llvm::count_if(values,
                        [](Value v) { return isMemRef(v.getType()); });
}

/// True if an op nested in `op`'s regions frees a memref.
static bool hasNestedFree(Operation *op) {
  return op
      ->walk([&](Operation *nested) {
        if (nested == op)
          return WalkResult::advance();
        SmallVector<Value> freed;
        getFreedOperands(nested, freed);
        return freed.empty() ? WalkResult::advance()
                             : WalkResult::interrupt();
      })
      .wasInterrupted();
}

/// Collects `root` and the values that share its buffer through views and
/// selects.
static void getDerivedValues(Value root, SmallVectorImpl<Value> &derived) {
  SmallVector<Value> worklist{root};
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    derived.push_back(v);
    for (Operation *user : v.getUsers())
      for (Value result : user->getResults())
        if (isMemRef(result.getType()) &&
            (getViewSource(result) == v || isa<arith::SelectOp>(user)))
          worklist.push_back(result);
  }
}

/// True if `value` or a value derived from it is used inside `op`'s regions.
static bool isUsedInside(Value value, Operation *op) {
  SmallVector<Value> derived;
  getDerivedValues(value, derived);
  return llvm::any_of(derived, [&](Value v) {
    return llvm::any_of(v.getUsers(), [&](Operation *user) {
      return op->isProperAncestor(user);
    });
  });
}

//===----------------------------------------------------------------------===//
// BlockState
//===----------------------------------------------------------------------===//

/// Ownership of the memrefs tracked in one block while the pass walks it.
struct BlockState {
  /// Tracked memref -> i1 ownership, in a deterministic order.
  llvm::MapVector<Value, Value> owned;
};

//===----------------------------------------------------------------------===//
// OwnershipDeallocation
//===----------------------------------------------------------------------===//

/// Inserts the deallocations of one function.
class OwnershipDeallocation {
public:
  OwnershipDeallocation(FunctionOpInterface funcOp)
      : funcOp(funcOp), liveness(funcOp), builder(funcOp.getContext()) {}

  /// Processes the function body. Emits diagnostics and returns failure on
  /// unsupported input.
  LogicalResult run();

  unsigned numDeallocs = 0;
  unsigned numClones = 0;

private:
  /// Callback that finishes a region exit (a terminator without block
  /// successors): given the terminator and the block's state.
  using ExitHandler = llvm::function_ref<LogicalResult(Operation *,
                                                       BlockState &)>;

  LogicalResult
  processRegion(Region &region, ValueRange entryOwnership,
                ExitHandler exitHandler,
                ArrayRef<std::pair<Value, Value>> transferred = {});
  LogicalResult processBlock(Block &block, BlockState &state,
                             ExitHandler exitHandler);
  LogicalResult processOp(Operation *op, BlockState &state);

  /// True if no other tracked memref of `state` may own the buffer of
  /// `root`: its ownership can then move elsewhere without the block's
  /// dealloc freeing the buffer a second time through an alias.
  bool isSoleOwner(Value root, BlockState &state, Block *block) {
    return llvm::none_of(state.owned, [&](auto &entry) {
      return entry.first != root &&
             getConstantBool(entry.second) != std::optional<bool>(false) &&
             mayAlias(entry.first, root, block);
    });
  }

  /// True if nothing that shares the buffer of `root` (root itself, its views
  /// and selects) is used after `op` in op's block or is live out of it.
  /// With `onlyAsOperand`, uses inside op's regions count as uses after it
  /// (a loop body that reads a captured buffer in every iteration).
  bool isDeadAfter(Value root, Operation *op, bool onlyAsOperand = false);

  // Ops.
  LogicalResult handleFree(Operation *op, Value freed, BlockState &state);
  LogicalResult handleKnownRegionBranchOp(Operation *op, BlockState &state);
  LogicalResult handleOpaqueRegionOp(Operation *op, BlockState &state);

  // Terminators.
  LogicalResult handleBranch(BranchOpInterface branch, BlockState &state);
  LogicalResult handleReturn(Operation *returnOp, BlockState &state);
  LogicalResult handleRegionExit(Operation *terminator, BlockState &state);
  SmallVector<Value> deallocOnEdge(Operation *terminator, unsigned succIndex,
                                   Value edgeCondition, BlockState &state);
  LogicalResult splitEdgesAndDealloc(BranchOpInterface branch,
                                     BlockState &state);

  /// Emits `bufferization.dealloc` of every tracked memref of `state` (with
  /// its ownership and-ed with `condition`, if any) retaining `retained`, at
  /// the builder's insertion point. Returns the ownership of each retained
  /// value (constant false if nothing is deallocated).
  SmallVector<Value> buildDealloc(Location loc, BlockState &state,
                                  Value condition, ValueRange retained);

  /// Memrefs live into `block` that it tracks (their i1 block arguments
  /// follow the memref block arguments' ones).
  ArrayRef<Value> getTrackedLiveIns(Block *block);
  /// Adds the i1 ownership block arguments of `block`, or marks it as
  /// `direct`: entered by one edge, it reads its ownership from the block
  /// that takes the edge.
  void addOwnershipArguments(Block *block, bool direct);
  /// Hands the ownership of `branch`'s successor `succIndex` over: as
  /// successor operands, or recorded for a direct successor.
  void setIncomingOwnership(BranchOpInterface branch, unsigned succIndex,
                            ValueRange ownership);

  /// Collects the tracked memrefs `value` takes its buffer from.
  void getRoots(Value value, BlockState &state,
                SmallVectorImpl<Value> &roots);
  /// Whether `a` and `b` may share a buffer at an op of `block`, judged from
  /// their definitions.
  bool mayAlias(Value a, Value b, Block *block);

  /// Builds a fresh copy of `value` with exactly its type, for a return:
  /// `bufferization.clone` when an identity-layout buffer can be cast to the
  /// type, otherwise a flat buffer seen through `memref.reinterpret_cast`
  /// with the type's static strides and offset.
  FailureOr<Value> buildCopyForReturn(Location loc, Value value);

  Value getConstant(bool value);
  Value buildAnd(Location loc, Value lhs, Value rhs);
  Value buildNot(Location loc, Value value);
  Value buildOr(Location loc, Value lhs, Value rhs);
  Value getBaseBuffer(Location loc, Value memref);
  /// Maps a value liveness knows to the value that replaced it, if any.
  Value lookup(Value value) const {
    Value replacement = replacements.lookup(value);
    return replacement ? replacement : value;
  }

  /// Deterministic order for values collected from unordered sets.
  unsigned getValueId(Value value);

  FunctionOpInterface funcOp;
  Liveness liveness;
  OpBuilder builder;
  Value trueConstant, falseConstant;
  DenseMap<Value, unsigned> valueIds;
  DenseMap<Block *, SmallVector<Value>> trackedLiveIns;
  /// Blocks whose ownership arguments were added, mapped to the index of the
  /// first one.
  DenseMap<Block *, unsigned> firstOwnershipArg;
  /// Blocks without ownership arguments, and the ownership their single
  /// incoming edge hands them.
  DenseSet<Block *> directBlocks;
  DenseMap<Block *, SmallVector<Value>> incomingOwnership;
  /// Results of ops the pass rebuilt, mapped to the new results (liveness
  /// still speaks of the old ones).
  DenseMap<Value, Value> replacements;
  /// The inverse of `replacements`, to ask liveness about new values.
  DenseMap<Value, Value> originals;
  /// Buffers of an enclosing region whose ownership was handed to a region
  /// (tracked there like the region's own values).
  DenseMap<Region *, DenseSet<Value>> transferredInto;
  /// Rebuilt ops, erased at the end so their values stay valid keys.
  SmallVector<Operation *> deadOps;
};

} // namespace

//===----------------------------------------------------------------------===//
// Small builders
//===----------------------------------------------------------------------===//

unsigned OwnershipDeallocation::getValueId(Value value) {
  auto it = valueIds.find(value);
  if (it != valueIds.end())
    return it->second;
  unsigned id = valueIds.size();
  valueIds[value] = id;
  return id;
}

Value OwnershipDeallocation::getConstant(bool value) {
  Value &constant = value ? trueConstant : falseConstant;
  if (!constant) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(&funcOp.getFunctionBody().front());
    constant = arith::ConstantOp::create(builder, funcOp.getLoc(),
                                         builder.getBoolAttr(value));
  }
  return constant;
}

Value OwnershipDeallocation::buildAnd(Location loc, Value lhs, Value rhs) {
  return BoolBuilder(builder, [&](bool v) { return getConstant(v); })
      .andOf(loc, lhs, rhs);
}

Value OwnershipDeallocation::buildOr(Location loc, Value lhs, Value rhs) {
  return BoolBuilder(builder, [&](bool v) { return getConstant(v); })
      .orOf(loc, lhs, rhs);
}

Value OwnershipDeallocation::buildNot(Location loc, Value value) {
  return BoolBuilder(builder, [&](bool v) { return getConstant(v); })
      .notOf(loc, value);
}

Value OwnershipDeallocation::getBaseBuffer(Location loc, Value memref) {
  // Allocations are their own base buffer; anything else may be a view with
  // an offset, and bufferization.dealloc takes base buffers.
  if (Operation *def = memref.getDefiningOp())
    if (isHeapAllocation(def, memref) &&
        cast<BaseMemRefType>(memref.getType()).hasRank() &&
        cast<MemRefType>(memref.getType()).getLayout().isIdentity())
      return memref;
  if (!isa<MemRefType>(memref.getType()))
    return memref;
  return memref::ExtractStridedMetadataOp::create(builder, loc, memref)
      .getBaseBuffer();
}

//===----------------------------------------------------------------------===//
// Aliasing of tracked values
//===----------------------------------------------------------------------===//

void OwnershipDeallocation::getRoots(Value value, BlockState &state,
                                     SmallVectorImpl<Value> &roots) {
  SmallVector<Value> worklist{value};
  DenseSet<Value> visited;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!visited.insert(v).second)
      continue;
    if (state.owned.contains(v)) {
      roots.push_back(v);
      continue;
    }
    if (Value source = getViewSource(v)) {
      worklist.push_back(source);
      continue;
    }
    if (auto select = v.getDefiningOp<arith::SelectOp>()) {
      worklist.push_back(select.getTrueValue());
      worklist.push_back(select.getFalseValue());
      continue;
    }
    roots.push_back(v);
  }
}

bool OwnershipDeallocation::mayAlias(Value a, Value b, Block *block) {
  a = getViewRoot(a);
  b = getViewRoot(b);
  if (a == b)
    return true;
  // Two fresh buffers are distinct unless they are results of one call.
  bool freshA = isFreshBuffer(a), freshB = isFreshBuffer(b);
  if (freshA && freshB)
    return a.getDefiningOp() == b.getDefiningOp() &&
           isa<CallOpInterface>(a.getDefiningOp());
  // A fresh buffer is never an argument, a stack buffer or a global, nor the
  // buffer of a value bound before it was allocated.
  if ((freshA && (isForeignBuffer(b) || isBoundBefore(b, a, block))) ||
      (freshB && (isForeignBuffer(a) || isBoundBefore(a, b, block))))
    return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Block arguments and live-in sets
//===----------------------------------------------------------------------===//

ArrayRef<Value> OwnershipDeallocation::getTrackedLiveIns(Block *block) {
  auto it = trackedLiveIns.find(block);
  if (it != trackedLiveIns.end())
    return it->second;
  // A memref live into `block` is tracked through the value that carries its
  // buffer in this region: views are followed to their source; selects, block
  // arguments and op results are tracked as they are. Values defined outside
  // the region belong to an enclosing region's ownership.
  llvm::SetVector<Value> tracked;
  Region *region = block->getParent();
  for (Value v : liveness.getLiveIn(block)) {
    if (!isMemRef(v.getType()))
      continue;
    Value root = getViewRoot(v);
    if (root.getParentRegion() != region &&
        !transferredInto.lookup(region).contains(lookup(root)))
      continue;
    Operation *def = root.getDefiningOp();
    if (def && (isStackAllocation(def, root) || isa<memref::GetGlobalOp>(def)))
      continue;
    tracked.insert(root);
  }
  SmallVector<Value> sorted(tracked.begin(), tracked.end());
  llvm::sort(sorted, [&](Value a, Value b) {
    return getValueId(a) < getValueId(b);
  });
  return trackedLiveIns[block] = std::move(sorted);
}

void OwnershipDeallocation::addOwnershipArguments(Block *block,
                                                  bool direct) {
  if (firstOwnershipArg.contains(block))
    return;
  firstOwnershipArg[block] = block->getNumArguments();
  // A block entered through one edge only is dominated by the block that
  // takes the edge and reads the ownership computed there directly.
  if (direct) {
    directBlocks.insert(block);
    return;
  }
  Type i1 = builder.getI1Type();
  unsigned numMemRefArgs = countMemRefs(block->getArguments());
  for (unsigned i = 0; i < numMemRefArgs; ++i)
    block->addArgument(i1, block->getParent()->getLoc());
  for (Value liveIn : getTrackedLiveIns(block))
    block->addArgument(i1, liveIn.getLoc());
}

void OwnershipDeallocation::setIncomingOwnership(BranchOpInterface branch,
                                                 unsigned succIndex,
                                                 ValueRange ownership) {
  Block *succ = branch->getSuccessor(succIndex);
  if (directBlocks.contains(succ))
    incomingOwnership[succ].assign(ownership.begin(), ownership.end());
  else
    branch.getSuccessorOperands(succIndex).append(ownership);
}

//===----------------------------------------------------------------------===//
// Regions and blocks
//===----------------------------------------------------------------------===//

LogicalResult OwnershipDeallocation::processRegion(
    Region &region, ValueRange entryOwnership, ExitHandler exitHandler,
    ArrayRef<std::pair<Value, Value>> transferred) {
  if (region.empty())
    return success();
  for (auto [value, own] : transferred)
    transferredInto[&region].insert(value);
  // Reverse post-order: a block entered through a single edge comes after
  // the block that takes it. Unreachable blocks follow in region order.
  SmallVector<Block *> blocks;
  DenseSet<Block *> reachable;
  for (Block *block : llvm::post_order(&region.front())) {
    blocks.push_back(block);
    reachable.insert(block);
  }
  std::reverse(blocks.begin(), blocks.end());
  for (Block &block : region)
    if (!reachable.contains(&block))
      blocks.push_back(&block);
  // Number values first so that live-in sets are ordered by program order.
  for (Block &block : region) {
    for (BlockArgument arg : block.getArguments())
      getValueId(arg);
    for (Operation &op : block)
      for (Value result : op.getResults())
        getValueId(result);
  }
  for (Block *block : llvm::drop_begin(blocks))
    addOwnershipArguments(block, reachable.contains(block) &&
                                     llvm::hasSingleElement(
                                         block->getPredecessors()));

  for (Block *block : blocks) {
    BlockState state;
    if (block == &region.front()) {
      // Entry block: ownership of memref arguments comes from the parent op
      // (none for a function: arguments are never owned).
      unsigned i = 0;
      for (BlockArgument arg : block->getArguments()) {
        if (!isMemRef(arg.getType()) || i >= entryOwnership.size())
          continue;
        Value own = entryOwnership[i++];
        if (getConstantBool(own) != std::optional<bool>(false))
          state.owned.insert({arg, own});
      }
      for (auto [value, own] : transferred)
        state.owned.insert({value, own});
    } else {
      unsigned first = firstOwnershipArg[block];
      ValueRange incoming = directBlocks.contains(block)
                                ? ValueRange(incomingOwnership[block])
                                : ValueRange(block->getArguments().drop_front(
                                      first));
      unsigned next = 0;
      auto track = [&](Value value) {
        Value own = incoming[next++];
        if (getConstantBool(own) != std::optional<bool>(false))
          state.owned.insert({value, own});
      };
      for (BlockArgument arg : block->getArguments().take_front(first))
        if (isMemRef(arg.getType()))
          track(arg);
      for (Value liveIn : getTrackedLiveIns(block))
        track(lookup(liveIn));
    }
    if (failed(processBlock(*block, state, exitHandler)))
      return failure();
  }
  return success();
}

LogicalResult OwnershipDeallocation::processBlock(Block &block,
                                                  BlockState &state,
                                                  ExitHandler exitHandler) {
  SmallVector<Operation *> ops;
  for (Operation &op : block.without_terminator())
    ops.push_back(&op);
  for (Operation *op : ops)
    if (failed(processOp(op, state)))
      return failure();

  Operation *terminator = block.getTerminator();
  if (!terminator)
    return success();
  builder.setInsertionPoint(terminator);
  if (auto branch = dyn_cast<BranchOpInterface>(terminator))
    return handleBranch(branch, state);
  if (terminator->getNumSuccessors() != 0)
    return terminator->emitOpError()
           << "has successors but does not implement BranchOpInterface; "
              "reclaim-ownership-dealloc cannot forward ownership through it";
  return exitHandler(terminator, state);
}

//===----------------------------------------------------------------------===//
// Non-terminator ops
//===----------------------------------------------------------------------===//

LogicalResult OwnershipDeallocation::processOp(Operation *op,
                                               BlockState &state) {
  // Input deallocation is reclaim's own output: refuse to run twice.
  if (isa<bufferization::DeallocOp>(op))
    return op->emitOpError()
           << "is already present; reclaim-ownership-dealloc inserts all "
              "bufferization.dealloc ops itself and must run once";

  // Frees in the input (memref.dealloc, memref.realloc's operand, any op with
  // a Free effect) are respected.
  SmallVector<Value> freed;
  getFreedOperands(op, freed);
  for (Value value : freed) {
    builder.setInsertionPoint(op);
    if (failed(handleFree(op, value, state)))
      return failure();
  }

  if (op->getNumRegions() != 0) {
    if (isKnownRegionBranchOp(op))
      return handleKnownRegionBranchOp(op, state);
    return handleOpaqueRegionOp(op, state);
  }

  // A memref written into memory escapes: its buffer could be reached later
  // through a load that the pass cannot see.
  if (auto store = dyn_cast<memref::StoreOp>(op))
    if (isMemRef(store.getValueToStore().getType()))
      return op->emitOpError()
             << "stores a memref into memory; reclaim-ownership-dealloc "
                "cannot track the ownership of buffers that escape to memory";

  bool isCall = isa<CallOpInterface>(op);
  for (OpResult result : op->getResults()) {
    if (!isMemRef(result.getType()))
      continue;
    if (isHeapAllocation(op, result) || isCall) {
      // Fresh buffers and call results (function boundary ABI) are owned.
      state.owned.insert({result, getConstant(true)});
      continue;
    }
    if (isStackAllocation(op, result) || isa<memref::GetGlobalOp>(op) ||
        getViewSource(result) || isa<arith::SelectOp>(op))
      continue;
    return op->emitOpError()
           << "returns a memref that is not an allocation, a view, a select, "
              "a call result or a region result; reclaim-ownership-dealloc "
              "cannot tell which buffer it refers to or who owns it";
  }
  return success();
}

bool OwnershipDeallocation::isDeadAfter(Value root, Operation *op,
                                        bool onlyAsOperand) {
  Block *block = op->getBlock();
  const LivenessBlockInfo *info = liveness.getLiveness(block);
  SmallVector<Value> derived;
  getDerivedValues(root, derived);
  for (Value v : derived) {
    Value original = originals.lookup(v) ? originals.lookup(v) : v;
    if (info && info->isLiveOut(original))
      return false;
    // Uses in other blocks matter only if they can run after `op`, and then
    // the value is live out of the block.
    for (Operation *user : v.getUsers()) {
      Operation *anchor = block->findAncestorOpInBlock(*user);
      if (anchor && anchor != op && !anchor->isBeforeInBlock(op))
        return false;
      if (onlyAsOperand && anchor == op && user != op)
        return false;
    }
  }
  return true;
}

LogicalResult OwnershipDeallocation::handleFree(Operation *op, Value freed,
                                                BlockState &state) {
  SmallVector<Value> roots;
  getRoots(freed, state, roots);
  // The buffer must not be owned by an enclosing region: its ownership there
  // would still claim it after this region frees it.
  Region *region = op->getParentRegion();
  for (Value root : roots) {
    if (state.owned.contains(root))
      continue;
    Region *rootRegion = root.getParentRegion();
    if (rootRegion != region && rootRegion->isProperAncestor(region)) {
      Operation *def = root.getDefiningOp();
      bool ownedOutside =
          !(isa<BlockArgument>(root) &&
            cast<BlockArgument>(root).getOwner()->isEntryBlock() &&
            cast<BlockArgument>(root).getOwner()->getParentOp() ==
                funcOp.getOperation()) &&
          !(def && (isStackAllocation(def, root) ||
                    isa<memref::GetGlobalOp>(def)));
      if (ownedOutside)
        return op->emitOpError()
               << "frees a buffer owned outside the enclosing region; "
                  "reclaim-ownership-dealloc supports input frees only of "
                  "buffers defined in the same region";
    }
  }
  // Every tracked memref that may share the freed buffer loses ownership of
  // it. The freed value is followed through selects to guarded leaves; a
  // tracked memref that each leaf either must be or cannot be loses its
  // ownership under the guards of the leaves it is. Otherwise base pointers
  // are compared at run time.
  Location loc = op->getLoc();
  Block *block = op->getBlock();
  SmallVector<std::pair<Value, Value>> leaves; // (leaf, guard or null)
  SmallVector<std::pair<Value, Value>> worklist{{freed, Value()}};
  while (!worklist.empty() && leaves.size() + worklist.size() <= 16) {
    auto [value, guard] = worklist.pop_back_val();
    Value v = getViewRoot(value);
    if (auto select = v.getDefiningOp<arith::SelectOp>();
        select && !state.owned.contains(v)) {
      Value cond = select.getCondition();
      worklist.push_back({select.getTrueValue(), buildAnd(loc, guard, cond)});
      worklist.push_back(
          {select.getFalseValue(), buildAnd(loc, guard, buildNot(loc, cond))});
      continue;
    }
    leaves.push_back({v, guard});
  }
  if (!worklist.empty())
    leaves.assign(1, {freed, Value()});
  Value freedPtr;
  for (auto &[tracked, own] : state.owned) {
    if (getConstantBool(own) == std::optional<bool>(false))
      continue;
    Value freedHere = getConstant(false);
    bool decided = true;
    for (auto [leaf, guard] : leaves) {
      if (getViewRoot(leaf) == tracked)
        freedHere = guard ? buildOr(loc, freedHere, guard) : getConstant(true);
      else if (mayAlias(tracked, leaf, block))
        decided = false;
    }
    if (decided) {
      own = buildAnd(loc, own, buildNot(loc, freedHere));
      continue;
    }
    if (!freedPtr)
      freedPtr = memref::ExtractAlignedPointerAsIndexOp::create(builder, loc,
                                                                freed);
    Value trackedPtr =
        memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, tracked);
    Value distinct = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ne,
                                           trackedPtr, freedPtr);
    own = buildAnd(loc, own, distinct);
  }
  return success();
}

LogicalResult
OwnershipDeallocation::handleKnownRegionBranchOp(Operation *op,
                                                 BlockState &state) {
  Location loc = op->getLoc();
  Type i1 = builder.getI1Type();

  // Operands forwarded into the regions (scf.for/while inits): a buffer the
  // enclosing block owns and no longer needs after the op moves into the
  // loop with its ownership (the loop frees it when it is replaced, or hands
  // it out as a result); any other init enters unowned and the enclosing
  // block keeps freeing it.
  SmallVector<Value> extraOperands;
  SmallVector<Value> movedOut;
  ValueRange inits;
  bool isLoop = isa<scf::ForOp, scf::WhileOp>(op);
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    inits = forOp.getInitArgs();
  else if (auto whileOp = dyn_cast<scf::WhileOp>(op))
    inits = whileOp.getInits();
  for (Value init : inits) {
    if (!isMemRef(init.getType()))
      continue;
    Value root = getViewRoot(init);
    auto it = state.owned.find(root);
    if (it != state.owned.end() &&
        getConstantBool(it->second) != std::optional<bool>(false) &&
        !llvm::is_contained(movedOut, root) &&
        isDeadAfter(root, op, /*onlyAsOperand=*/true) &&
        isSoleOwner(root, state, op->getBlock())) {
      extraOperands.push_back(it->second);
      movedOut.push_back(root);
      continue;
    }
    extraOperands.push_back(getConstant(false));
  }

  // A non-loop region op whose regions free buffers (input frees, reallocs)
  // receives the ownership of the enclosing block's buffers it uses and that
  // die with it: each region then frees them unless it freed them itself.
  SmallVector<std::pair<Value, Value>> transferred;
  if (!isLoop && hasNestedFree(op)) {
    for (auto &[tracked, own] : state.owned) {
      if (getConstantBool(own) == std::optional<bool>(false) ||
          !isUsedInside(tracked, op) || !isDeadAfter(tracked, op) ||
          !isSoleOwner(tracked, state, op->getBlock()))
        continue;
      transferred.push_back({tracked, own});
      movedOut.push_back(tracked);
    }
  }

  SmallVector<Type> resultTypes(op->getResultTypes());
  unsigned numResults = resultTypes.size();
  unsigned numMemRefResults = countMemRefs(op->getResults());
  resultTypes.append(numMemRefResults, i1);

  // Rebuild the op with one extra i1 result (and init) per memref.
  builder.setInsertionPoint(op);
  OperationState newState(loc, op->getName());
  newState.addOperands(op->getOperands());
  newState.addOperands(extraOperands);
  newState.addTypes(resultTypes);
  newState.addAttributes(llvm::to_vector(op->getDiscardableAttrs()));
  newState.propertiesAttr = op->getPropertiesAsAttribute();
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
    newState.addRegion();
  Operation *newOp = builder.create(newState);
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
    newOp->getRegion(i).takeBody(op->getRegion(i));
  for (unsigned i = 0; i < numResults; ++i) {
    op->getResult(i).replaceAllUsesWith(newOp->getResult(i));
    replacements[op->getResult(i)] = newOp->getResult(i);
    originals[newOp->getResult(i)] = op->getResult(i);
  }
  op->dropAllUses();
  deadOps.push_back(op);

  // Region entry blocks get one i1 argument per memref argument.
  for (Region &region : newOp->getRegions()) {
    if (region.empty())
      continue;
    Block &entry = region.front();
    unsigned numMemRefArgs = countMemRefs(entry.getArguments());
    SmallVector<Value> entryOwnership;
    for (unsigned i = 0; i < numMemRefArgs; ++i)
      entryOwnership.push_back(entry.addArgument(i1, loc));
    auto exit = [&](Operation *terminator, BlockState &regionState) {
      return handleRegionExit(terminator, regionState);
    };
    if (failed(processRegion(region, entryOwnership, exit, transferred)))
      return failure();
  }
  for (Value moved : movedOut)
    state.owned[moved] = getConstant(false);

  // Results are tracked with their ownership results.
  unsigned next = numResults;
  for (unsigned i = 0; i < numResults; ++i)
    if (isMemRef(newOp->getResult(i).getType()))
      state.owned.insert({newOp->getResult(i), newOp->getResult(next++)});
  return success();
}

LogicalResult OwnershipDeallocation::handleRegionExit(Operation *terminator,
                                                      BlockState &state) {
  if (!isa<scf::YieldOp, scf::ConditionOp>(terminator))
    return terminator->emitOpError()
           << "is not a terminator reclaim-ownership-dealloc can forward "
              "ownership through";
  MutableOperandRange forwarded = getForwardedOperands(terminator);
  SmallVector<Value> memrefs;
  for (Value v : forwarded.getAsOperandRange())
    if (isMemRef(v.getType()))
      memrefs.push_back(v);
  SmallVector<Value> ownership =
      buildDealloc(terminator->getLoc(), state, Value(), memrefs);
  forwarded.append(ownership);
  return success();
}

LogicalResult OwnershipDeallocation::handleOpaqueRegionOp(Operation *op,
                                                          BlockState &state) {
  // Without control-flow interfaces the pass does not know how values flow
  // through the regions. It still handles the common case where no memref
  // crosses a region boundary: each region is its own scope whose buffers are
  // freed before its terminator.
  bool forwardsMemRefs = countMemRefs(op->getResults()) != 0;
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      if (countMemRefs(block.getArguments()) != 0)
        forwardsMemRefs = true;
      if (Operation *terminator = block.getTerminator())
        if (!isa<BranchOpInterface>(terminator) &&
            countMemRefs(terminator->getOperands()) != 0)
          forwardsMemRefs = true;
    }
  if (forwardsMemRefs)
    return op->emitOpError()
           << "passes memrefs across its region boundaries but is not one of "
              "the region ops reclaim-ownership-dealloc understands "
              "(scf.if, scf.for, scf.while, scf.execute_region, "
              "scf.index_switch)";
  for (Region &region : op->getRegions()) {
    auto exit = [&](Operation *terminator, BlockState &regionState) {
      buildDealloc(terminator->getLoc(), regionState, Value(), {});
      return success();
    };
    if (failed(processRegion(region, {}, exit)))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

SmallVector<Value> OwnershipDeallocation::buildDealloc(Location loc,
                                                       BlockState &state,
                                                       Value condition,
                                                       ValueRange retained) {
  SmallVector<Value> memrefs, conditions;
  for (auto &[tracked, own] : state.owned) {
    Value cond = buildAnd(loc, own, condition);
    if (getConstantBool(cond) == std::optional<bool>(false))
      continue;
    memrefs.push_back(getBaseBuffer(loc, tracked));
    conditions.push_back(cond);
  }
  // Deduplicate the retained values; duplicates share one result.
  llvm::SetVector<Value> uniqueRetained(retained.begin(), retained.end());
  if (memrefs.empty())
    return retained.empty()
               ? SmallVector<Value>()
               : SmallVector<Value>(retained.size(), getConstant(false));
  auto dealloc = bufferization::DeallocOp::create(
      builder, loc, memrefs, conditions, uniqueRetained.getArrayRef());
  ++numDeallocs;
  SmallVector<Value> ownership;
  for (Value v : retained) {
    unsigned index = std::distance(uniqueRetained.begin(),
                                   llvm::find(uniqueRetained, v));
    ownership.push_back(dealloc.getUpdatedConditions()[index]);
  }
  return ownership;
}

SmallVector<Value> OwnershipDeallocation::deallocOnEdge(Operation *terminator,
                                                        unsigned succIndex,
                                                        Value edgeCondition,
                                                        BlockState &state) {
  auto branch = cast<BranchOpInterface>(terminator);
  Block *succ = terminator->getSuccessor(succIndex);
  SuccessorOperands operands = branch.getSuccessorOperands(succIndex);
  // Retain the memrefs passed as block arguments and the memrefs the
  // successor tracks as live-ins.
  SmallVector<Value> retained;
  for (Value v : operands.getForwardedOperands())
    if (isMemRef(v.getType()))
      retained.push_back(v);
  for (Value liveIn : getTrackedLiveIns(succ))
    retained.push_back(lookup(liveIn));
  return buildDealloc(terminator->getLoc(), state, edgeCondition, retained);
}

LogicalResult OwnershipDeallocation::handleBranch(BranchOpInterface branch,
                                                  BlockState &state) {
  Operation *terminator = branch.getOperation();
  Location loc = terminator->getLoc();
  unsigned numSuccessors = terminator->getNumSuccessors();

  // Produced successor operands (values the terminator creates) cannot be
  // memrefs the pass would have to own.
  for (unsigned i = 0; i < numSuccessors; ++i) {
    SuccessorOperands operands = branch.getSuccessorOperands(i);
    Block *succ = terminator->getSuccessor(i);
    for (unsigned j = 0; j < operands.getProducedOperandCount(); ++j)
      if (isMemRef(succ->getArgument(j).getType()))
        return terminator->emitOpError()
               << "produces a memref successor operand; "
                  "reclaim-ownership-dealloc cannot track its ownership";
  }

  // Edge conditions: each edge's dealloc frees only when that edge is taken.
  SmallVector<Value> edgeConditions(numSuccessors);
  if (numSuccessors > 1) {
    if (auto condBr = dyn_cast<cf::CondBranchOp>(terminator)) {
      edgeConditions[0] = condBr.getCondition();
      edgeConditions[1] = buildNot(loc, condBr.getCondition());
    } else if (auto switchOp = dyn_cast<cf::SwitchOp>(terminator)) {
      Value flag = switchOp.getFlag();
      Value noneTaken;
      auto caseValues = switchOp.getCaseValues();
      // Successor 0 is the default destination, then one per case.
      unsigned caseIndex = 0;
      if (caseValues) {
        for (APInt value : caseValues->getValues<APInt>()) {
          Value constant = arith::ConstantOp::create(
              builder, loc, builder.getIntegerAttr(flag.getType(), value));
          Value taken = arith::CmpIOp::create(
              builder, loc, arith::CmpIPredicate::eq, flag, constant);
          // A case value that repeats an earlier one is never taken.
          edgeConditions[1 + caseIndex++] =
              buildAnd(loc, taken, noneTaken ? noneTaken : Value());
          noneTaken = buildAnd(loc, noneTaken, buildNot(loc, taken));
        }
      }
      edgeConditions[0] = noneTaken ? noneTaken : getConstant(true);
    } else {
      return splitEdgesAndDealloc(branch, state);
    }
  }

  SmallVector<SmallVector<Value>> ownership;
  for (unsigned i = 0; i < numSuccessors; ++i)
    ownership.push_back(deallocOnEdge(terminator, i, edgeConditions[i], state));
  for (unsigned i = 0; i < numSuccessors; ++i)
    setIncomingOwnership(branch, i, ownership[i]);
  return success();
}

LogicalResult
OwnershipDeallocation::splitEdgesAndDealloc(BranchOpInterface branch,
                                            BlockState &state) {
  // A terminator with several successors whose branch conditions the pass
  // cannot express: give each edge its own block, where the dealloc of the
  // edge runs unconditionally.
  //
  //   ^bb0: my.br ^bb1(%a), ^bb2
  // becomes
  //   ^bb0: my.br ^e1(%a), ^e2
  //   ^e1(%x): %o = bufferization.dealloc ... retain (%x)
  //            cf.br ^bb1(%x, %o)
  Operation *terminator = branch.getOperation();
  Location loc = terminator->getLoc();
  for (unsigned i = 0, e = terminator->getNumSuccessors(); i < e; ++i) {
    Block *succ = terminator->getSuccessor(i);
    unsigned numOriginalArgs = firstOwnershipArg.lookup(succ);
    SuccessorOperands operands = branch.getSuccessorOperands(i);
    if (operands.getProducedOperandCount() != 0)
      return terminator->emitOpError()
             << "produces successor operands; reclaim-ownership-dealloc "
                "cannot split its edges";
    Block *edge = new Block();
    edge->insertBefore(succ);
    SmallVector<Value> edgeArgs;
    for (BlockArgument arg : succ->getArguments().take_front(numOriginalArgs))
      edgeArgs.push_back(edge->addArgument(arg.getType(), arg.getLoc()));
    terminator->setSuccessor(edge, i);

    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(edge);
    SmallVector<Value> retained;
    for (Value v : edgeArgs)
      if (isMemRef(v.getType()))
        retained.push_back(v);
    for (Value liveIn : getTrackedLiveIns(succ))
      retained.push_back(lookup(liveIn));
    SmallVector<Value> ownership =
        buildDealloc(loc, state, Value(), retained);
    auto br = cf::BranchOp::create(builder, loc, succ, edgeArgs);
    setIncomingOwnership(br, 0, ownership);
  }
  return success();
}

FailureOr<Value> OwnershipDeallocation::buildCopyForReturn(Location loc,
                                                           Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || type.getLayout().isIdentity() ||
      memref::CastOp::areCastCompatible(
          MemRefType::get(type.getShape(), type.getElementType(),
                          MemRefLayoutAttrInterface(), type.getMemorySpace()),
          type))
    return Value(bufferization::CloneOp::create(builder, loc, value));
  // A layout with a static offset or static strides: allocate a flat buffer
  // large enough for the highest element and view it with the layout.
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, [](int64_t stride) {
        return ShapedType::isDynamic(stride) || stride < 0;
      }))
    return emitError(loc) << "cannot copy a returned memref of type " << type
                          << " (needed because the function does not own it)";
  Value extent = arith::ConstantIndexOp::create(builder, loc, offset + 1);
  SmallVector<OpFoldResult> sizes = memref::getMixedSizes(builder, loc, value);
  for (int64_t dim = 0, e = type.getRank(); dim < e; ++dim) {
    Value size = getValueOrCreateConstantIndexOp(builder, loc, sizes[dim]);
    // extent += (size - 1) * stride, or nothing for an empty dimension.
    Value one = arith::ConstantIndexOp::create(builder, loc, 1);
    Value last = arith::SubIOp::create(builder, loc, size, one);
    Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
    last = arith::MaxSIOp::create(builder, loc, last, zero);
    Value stride = arith::ConstantIndexOp::create(builder, loc, strides[dim]);
    extent = arith::AddIOp::create(
        builder, loc, extent, arith::MulIOp::create(builder, loc, last, stride));
  }
  auto flatType = MemRefType::get({ShapedType::kDynamic}, type.getElementType(),
                                  MemRefLayoutAttrInterface(),
                                  type.getMemorySpace());
  Value flat = memref::AllocOp::create(builder, loc, flatType, extent);
  SmallVector<OpFoldResult> strideAttrs;
  for (int64_t stride : strides)
    strideAttrs.push_back(builder.getIndexAttr(stride));
  Value copy = memref::ReinterpretCastOp::create(
      builder, loc, type, flat, builder.getIndexAttr(offset), sizes,
      strideAttrs);
  memref::CopyOp::create(builder, loc, value, copy);
  return copy;
}

LogicalResult OwnershipDeallocation::handleReturn(Operation *returnOp,
                                                  BlockState &state) {
  // Function boundary ABI: the caller owns every returned memref, and no
  // returned memref may be an argument's buffer. A returned value the
  // function does not own (an argument, a stack buffer, a global, a buffer
  // owned elsewhere) is cloned, under a run-time condition when its
  // ownership is only known at run time.
  Location loc = returnOp->getLoc();
  SmallVector<Value> memrefs;
  for (Value v : returnOp->getOperands())
    if (isMemRef(v.getType()))
      memrefs.push_back(v);
  SmallVector<Value> ownership = buildDealloc(loc, state, Value(), memrefs);

  unsigned next = 0;
  DenseSet<Value> returnedRoots;
  for (OpOperand &operand : returnOp->getOpOperands()) {
    Value value = operand.get();
    if (!isMemRef(value.getType()))
      continue;
    Value own = ownership[next++];
    // Two results sharing a buffer would both be owned by the caller.
    bool duplicate = !returnedRoots.insert(getViewRoot(value)).second;
    std::optional<bool> known = getConstantBool(own);
    if (!duplicate && known == std::optional<bool>(true))
      continue;
    if (duplicate || known == std::optional<bool>(false)) {
      FailureOr<Value> clone = buildCopyForReturn(loc, value);
      if (failed(clone))
        return failure();
      operand.set(*clone);
      ++numClones;
      continue;
    }
    auto ifOp = scf::IfOp::create(builder, loc, value.getType(), own,
                                  /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(ifOp.thenBlock());
    scf::YieldOp::create(builder, loc, value);
    builder.setInsertionPointToStart(ifOp.elseBlock());
    FailureOr<Value> clone = buildCopyForReturn(loc, value);
    if (failed(clone))
      return failure();
    scf::YieldOp::create(builder, loc, *clone);
    ++numClones;
    operand.set(ifOp.getResult(0));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

LogicalResult OwnershipDeallocation::run() {
  Region &body = funcOp.getFunctionBody();
  if (body.empty())
    return success();
  auto exit = [&](Operation *terminator, BlockState &state) -> LogicalResult {
    if (terminator->hasTrait<OpTrait::ReturnLike>())
      return handleReturn(terminator, state);
    // A block that ends the function without returning (e.g. an unreachable
    // terminator) frees what it owns.
    return terminator->emitOpError()
           << "ends a function block without returning; "
              "reclaim-ownership-dealloc does not know where control goes";
  };
  // Memref arguments are never owned (function boundary ABI).
  LogicalResult result = processRegion(body, {}, exit);
  for (Operation *op : deadOps)
    op->erase();
  return result;
}

LogicalResult
reclaim::deallocateBuffers(FunctionOpInterface funcOp,
                           const OwnershipDeallocationOptions &options) {
  (void)options;
  OwnershipDeallocation deallocation(funcOp);
  return deallocation.run();
}

namespace {
struct OwnershipDeallocationPass
    : reclaim::impl::OwnershipDeallocationPassBase<OwnershipDeallocationPass> {
  void runOnOperation() override {
    // Functions are independent (the function boundary ABI fixes what crosses
    // a call), so each is processed on its own.
    bool failedAny = false;
    getOperation().walk([&](FunctionOpInterface funcOp) {
      if (funcOp.isExternal())
        return WalkResult::skip();
      OwnershipDeallocation deallocation(funcOp);
      if (failed(deallocation.run()))
        failedAny = true;
      numDeallocs += deallocation.numDeallocs;
      numClones += deallocation.numClones;
      return WalkResult::skip();
    });
    if (failedAny)
      signalPassFailure();
  }
};
} // namespace
