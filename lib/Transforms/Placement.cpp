//===- Placement.cpp - Helpers shared by Reclaim's placement passes -------===//
//
// Implements the helpers of Placement.h. Aliasing combines
// reclaim::AliasAnalysis with a local rule that states the function boundary
// ABI directly.
//
//===----------------------------------------------------------------------===//

#include "Placement.h"
#include "Remarks.h"

#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Analysis/FunctionSummary.h"
#include "reclaim/Analysis/Parallel.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SCCIterator.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "llvm/Support/MathExtras.h"

#include <atomic>
#include <deque>

using namespace mlir;
using namespace reclaim;
using namespace reclaim::placement;

LogicalResult reclaim::placement::forEachFunction(
    Operation *root, function_ref<LogicalResult(FunctionOpInterface)> fn) {
  SmallVector<FunctionOpInterface> funcs = getFunctionsWithBodies(root);
  std::atomic<bool> failedAny{false};
  parallelForFunctions(root->getContext(), funcs, [&](size_t index) {
    CycleCacheScope cycles;
    if (failed(fn(funcs[index])))
      failedAny = true;
  });
  return failure(failedAny.load());
}

/// True for a function nested in the one being walked.
static bool isNestedFunction(Operation *op, FunctionOpInterface funcOp) {
  return op != funcOp.getOperation() && op->getNumRegions() &&
         isa<FunctionOpInterface>(op);
}

void reclaim::placement::walkOwnOps(FunctionOpInterface funcOp,
                                    function_ref<void(Operation *)> fn) {
  funcOp->walk([&](Operation *op, const WalkStage &stage) {
    if (stage.isBeforeAllRegions() && isNestedFunction(op, funcOp))
      return WalkResult::skip();
    if (stage.isAfterAllRegions())
      fn(op);
    return WalkResult::advance();
  });
}

void reclaim::placement::walkOwnOpsPreOrder(
    FunctionOpInterface funcOp, function_ref<WalkResult(Operation *)> fn) {
  funcOp->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isNestedFunction(op, funcOp))
      return WalkResult::skip();
    return fn(op);
  });
}

bool reclaim::placement::exceedsEscapeBudget(const EscapeInfo &info,
                                             unsigned budget) {
  return info.kind == EscapeKind::Unknown && !info.escapePoint &&
         info.aliases.size() >= budget;
}

std::string reclaim::placement::describeEscape(const EscapeInfo &info,
                                               unsigned budget) {
  if (exceedsEscapeBudget(info, budget))
    return "more than " + std::to_string(budget) +
           " values may carry it (escape analysis budget)";
  return "it escapes (" + EscapeAnalysis::getKindName(info.kind).str() + ")" +
         (info.escapePoint ? " through " + remarkOpName(info.escapePoint)
                           : std::string());
}

//===----------------------------------------------------------------------===//
// Sizes
//===----------------------------------------------------------------------===//

/// True if the data layout knows the size of `type` as a memref element.
static bool hasKnownElementSize(Type type) {
  return type.isIntOrIndexOrFloat() || isa<VectorType, ComplexType>(type);
}

FunctionLayout::FunctionLayout(FunctionOpInterface funcOp) {
  WalkResult scoped = funcOp.getFunctionBody().walk([](Operation *op) {
    return isa<DataLayoutOpInterface, ModuleOp>(op) ? WalkResult::interrupt()
                                                    : WalkResult::advance();
  });
  if (!scoped.wasInterrupted())
    shared.emplace(DataLayout::closest(funcOp));
}

const DataLayout &FunctionLayout::at(Operation *op) {
  if (shared)
    return *shared;
  last.emplace(DataLayout::closest(op));
  return *last;
}

std::optional<uint64_t>
reclaim::placement::getElementStride(MemRefType type,
                                     const DataLayout &layout) {
  Type elementType = type.getElementType();
  if (!hasKnownElementSize(elementType))
    return std::nullopt;
  // LLVM's alloc size: the size rounded up to the ABI alignment, e.g. 4
  // bytes for an i24.
  return llvm::alignTo(layout.getTypeSize(elementType).getFixedValue(),
                       layout.getTypeABIAlignment(elementType));
}

std::optional<uint64_t>
reclaim::placement::getStaticSizeInBytes(MemRefType type,
                                         const DataLayout &layout) {
  if (!type.hasStaticShape())
    return std::nullopt;
  if (Attribute space = type.getMemorySpace()) {
    auto intSpace = dyn_cast<IntegerAttr>(space);
    if (!intSpace || intSpace.getInt() != 0)
      return std::nullopt;
  }
  std::optional<uint64_t> bytes = getElementStride(type, layout);
  if (!bytes)
    return std::nullopt;
  for (int64_t dim : type.getShape()) {
    if (dim != 0 && *bytes > std::numeric_limits<uint64_t>::max() /
                                 static_cast<uint64_t>(dim))
      return std::nullopt;
    *bytes *= static_cast<uint64_t>(dim);
  }
  return bytes;
}

std::optional<uint64_t>
reclaim::placement::getElementAlignment(MemRefType type,
                                        const DataLayout &layout) {
  if (!hasKnownElementSize(type.getElementType()))
    return std::nullopt;
  return layout.getTypeABIAlignment(type.getElementType());
}

//===----------------------------------------------------------------------===//
// Aliasing
//===----------------------------------------------------------------------===//

bool BufferAliasOracle::isFresh(Value value) {
  Operation *def = value.getDefiningOp();
  return def && (isHeapAllocation(def, value) ||
                 isStackAllocation(def, value) ||
                 (isa<CallOpInterface>(def) && !isBorrowedCallResult(value)));
}

bool BufferAliasOracle::mayAlias(Value a, Value b) {
  return mayAliasLocally(a, b) &&
         analysis.alias(a, b) != AliasResult::NoAlias;
}

const BufferAliasOracle::RootFacts &
BufferAliasOracle::getRootFacts(Value value) {
  auto [it, inserted] = rootFacts.try_emplace(value);
  if (inserted) {
    Value root = getViewRoot(value);
    it->second = {root, isFresh(root), isForeignBuffer(root)};
  }
  return it->second;
}

bool BufferAliasOracle::mayAliasLocally(Value a, Value b) {
  RootFacts factsA = getRootFacts(a), factsB = getRootFacts(b);
  if (factsA.root == factsB.root)
    return true;
  // Two results of one call may be one buffer; fresh buffers of different
  // ops are different buffers.
  if (factsA.fresh && factsB.fresh)
    return factsA.root.getDefiningOp() == factsB.root.getDefiningOp();
  if ((factsA.fresh && factsB.foreign) || (factsB.fresh && factsA.foreign))
    return false;
  return true;
}

void placement::getPointerSources(Value value, SmallVectorImpl<Value> &sources,
                                  bool *incomplete) {
  // Backwards from `value` through the pure ops that compute with an
  // address, to the ops that capture a memref's address (their carriers,
  // per reclaim::OwnershipOpInterface). Bounded: past the budget, the
  // values followed are not addresses of anything.
  SmallVector<Value> worklist{value};
  llvm::SmallPtrSet<void *, 16> seen;
  unsigned budget = 64;
  while (!worklist.empty() && budget-- != 0) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v.getAsOpaquePointer()).second)
      continue;
    if (isMemRef(v.getType())) {
      sources.push_back(v);
      continue;
    }
    if (!mayCarryAddress(v))
      continue;
    Operation *def = v.getDefiningOp();
    if (!def || def->getNumRegions() != 0) {
      if (incomplete)
        *incomplete = true;
      continue;
    }
    bool captured = false;
    for (OpOperand &operand : def->getOpOperands()) {
      if (!isMemRef(operand.get().getType()) ||
          getOperandOwnership(operand) != OperandOwnership::Capture)
        continue;
      SmallVector<Value> carriers;
      getCaptureCarriers(def, &operand, carriers);
      if (llvm::is_contained(carriers, v)) {
        sources.push_back(operand.get());
        captured = true;
      }
    }
    if (captured)
      continue;
    if (!isMemoryEffectFree(def)) {
      // Loaded from memory, say: any address that was stored.
      if (incomplete)
        *incomplete = true;
      continue;
    }
    for (Value operand : def->getOperands())
      if (!isMemRef(operand.getType()))
        worklist.push_back(operand);
  }
  if (incomplete && !worklist.empty())
    *incomplete = true;
}

//===----------------------------------------------------------------------===//
// Region boundaries and cycles
//===----------------------------------------------------------------------===//

bool placement::isSequentialLoop(Operation *op) {
  return isa<scf::ForOp, scf::WhileOp, affine::AffineForOp>(op);
}

RegionExit placement::classifyRegionExit(Region *region) {
  Operation *parent = region->getParentOp();
  if (!parent)
    return RegionExit::Barrier;
  // Loops whose iterations run one after the other: one buffer can serve
  // all of them. Parallel loops (scf.parallel, scf.forall) cannot share.
  // (scf.for and affine.for carry the AutomaticAllocationScope trait; an
  // alloca leaving them lives longer, which is fine.)
  if (isSequentialLoop(parent))
    return RegionExit::SequentialLoop;
  if (parent->hasTrait<OpTrait::AutomaticAllocationScope>() ||
      parent->hasTrait<OpTrait::IsIsolatedFromAbove>())
    return RegionExit::Barrier;
  auto branch = dyn_cast<RegionBranchOpInterface>(parent);
  if (!branch || isa<LoopLikeOpInterface>(parent) ||
      branch.isRepetitiveRegion(region->getRegionNumber()))
    return RegionExit::Barrier;
  return RegionExit::Conditional;
}

namespace {
/// Why a climb out of the loops around an allocation stopped below its
/// function.
enum class ClimbStop {
  /// It reached the function (or stopped with nothing to say).
  None,
  /// A use or block argument may keep the buffer live around a cf cycle.
  LiveAroundCycle,
  /// No dominator of the cf cycle lies outside every cycle.
  NoCycleEntry,
  /// A value carrying the buffer crosses iterations of the loop `stopOp`.
  LoopCarried,
  /// `stopOp` is a barrier (see RegionExit::Barrier).
  Barrier,
};

/// The strongly connected components of the block graph of regions, computed
/// once per region while a CycleCacheScope is active on the thread (CFG
/// cycle questions are asked per allocation; a search per question is
/// quadratic in the blocks of a function).
struct CycleCache {
  struct BlockInfo {
    unsigned scc;
    bool cyclic;
  };
  /// The blocks of the regions in `regions` (one map for all: a map per
  /// region took a kilobyte per region, 5 MiB on a nest of 5,000 of them).
  DenseMap<Block *, BlockInfo> blocks;
  DenseSet<Region *> regions;
  /// mayRunRepeatedly per block (of the ops directly in it).
  DenseMap<Block *, bool> repeats;
  /// Per block, where getLoopExitPoints' walk out of it first has something
  /// to decide (a block in a cycle, or a region exit other than a
  /// conditional one), and the op of that block around the first block
  /// (null if it is the block itself): the conditional levels between are
  /// passed in one step, so that the walks of all allocations of a nest of
  /// scf.if cost the nest's size, not its size times its depth.
  DenseMap<Block *, std::pair<Block *, Operation *>> exits;
  /// Per block, the climb of getLoopExitPoints from it with nothing left to
  /// check about the buffer (see structuralClimb), and the nodes of its
  /// points.
  struct Climb {
    const ExitPointNode *points;
    ClimbStop stop;
    Operation *stopOp;
  };
  DenseMap<Block *, Climb> climbs;
  std::deque<ExitPointNode> nodes;
  /// Per op, the number of ops around it (see opDepth).
  DenseMap<Operation *, unsigned> depths;

  /// The component of `block`, or none if it is unreachable from its
  /// region's entry (not covered).
  std::optional<BlockInfo> lookup(Block *block) {
    Region *region = block->getParent();
    if (regions.insert(region).second && !region->empty()) {
      // Component ids are unique per region only: blocks of different
      // regions are never compared.
      unsigned id = 0;
      for (auto scc = llvm::scc_begin(region); !scc.isAtEnd(); ++scc, ++id) {
        const std::vector<Block *> &members = *scc;
        bool cyclic = members.size() > 1 || scc.hasCycle();
        for (Block *member : members)
          blocks[member] = {id, cyclic};
      }
    }
    auto found = blocks.find(block);
    if (found == blocks.end())
      return std::nullopt;
    return found->second;
  }
};
thread_local CycleCache *activeCycleCache = nullptr;
} // namespace

CycleCacheScope::CycleCacheScope() {
  if (!activeCycleCache) {
    activeCycleCache = new CycleCache();
    owner = true;
  }
}

CycleCacheScope::~CycleCacheScope() {
  if (owner) {
    delete activeCycleCache;
    activeCycleCache = nullptr;
  }
}

/// The number of ops around `op`, remembered per op in `cache`.
static unsigned opDepth(Operation *op, CycleCache &cache) {
  SmallVector<Operation *> chain;
  unsigned depth = 0;
  for (Operation *current = op; current; current = current->getParentOp()) {
    auto it = cache.depths.find(current);
    if (it != cache.depths.end()) {
      depth = it->second + 1;
      break;
    }
    chain.push_back(current);
  }
  // `depth` is that of the op above the chain's last one, plus one.
  for (Operation *member : llvm::reverse(chain))
    cache.depths[member] = depth++;
  return depth - 1;
}

/// The op of `block` that is or holds `op`, or null: Block::findAncestorOpInBlock,
/// which walks up from `op` to the top of the nest when `op` is not inside
/// `block`; while a CycleCacheScope is active, only down to `block`'s depth.
static Operation *findAncestorInBlock(Block *block, Operation *op) {
  if (!activeCycleCache)
    return block->findAncestorOpInBlock(*op);
  Operation *parent = block->getParentOp();
  unsigned depth = parent ? opDepth(parent, *activeCycleCache) + 1 : 0;
  unsigned opLevel = opDepth(op, *activeCycleCache);
  if (opLevel < depth)
    return nullptr;
  for (; opLevel > depth; --opLevel)
    op = op->getParentOp();
  return op->getBlock() == block ? op : nullptr;
}

/// True if `target` is reachable from a successor of `from` without entering
/// `avoid` (which may be null).
static bool reachesFromSuccessors(Block *from, Block *target, Block *avoid) {
  SmallVector<Block *> worklist(from->getSuccessors().begin(),
                                from->getSuccessors().end());
  llvm::DenseSet<Block *> visited;
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    if (block == target)
      return true;
    if (block == avoid || !visited.insert(block).second)
      continue;
    worklist.append(block->getSuccessors().begin(),
                    block->getSuccessors().end());
  }
  return false;
}

bool placement::isInCycle(Block *block) {
  if (activeCycleCache)
    if (std::optional<CycleCache::BlockInfo> info =
            activeCycleCache->lookup(block))
      return info->cyclic;
  return reachesFromSuccessors(block, block, nullptr);
}

bool placement::hasCycleAvoiding(Block *block, Block *avoid) {
  if (block == avoid)
    return false;
  return reachesFromSuccessors(block, block, avoid);
}

bool placement::mayRunRepeatedly(Operation *op) {
  // The blocks whose answer is the one found (memoized per block while a
  // CycleCacheScope is active).
  SmallVector<Block *> chain;
  bool answer = false;
  for (Block *block = op->getBlock(); block;) {
    if (activeCycleCache) {
      auto it = activeCycleCache->repeats.find(block);
      if (it != activeCycleCache->repeats.end()) {
        answer = it->second;
        break;
      }
    }
    chain.push_back(block);
    if (isInCycle(block)) {
      answer = true;
      break;
    }
    Operation *parent = block->getParentOp();
    if (!parent || isa<FunctionOpInterface, memref::AllocaScopeOp>(parent))
      break;
    auto branch = dyn_cast<RegionBranchOpInterface>(parent);
    if (!branch || isa<LoopLikeOpInterface>(parent) ||
        branch.isRepetitiveRegion(block->getParent()->getRegionNumber())) {
      answer = true;
      break;
    }
    block = parent->getBlock();
  }
  if (activeCycleCache)
    for (Block *block : chain)
      activeCycleCache->repeats[block] = answer;
  return answer;
}

/// Returns the first block at or above `block` (walking out of regions)
/// that is in a cycle or whose region exit is not conditional, and the op of
/// that block around `block` (null if it is `block`): getLoopExitPoints
/// passes the levels between without deciding anything.
static std::pair<Block *, Operation *> skipConditionalLevels(Block *block) {
  SmallVector<Block *> chain;
  std::pair<Block *, Operation *> result = {block, nullptr};
  Operation *anchor = nullptr;
  for (Block *current = block;;) {
    if (activeCycleCache) {
      auto it = activeCycleCache->exits.find(current);
      if (it != activeCycleCache->exits.end()) {
        result = it->second.second ? it->second
                                   : std::make_pair(current, anchor);
        break;
      }
    }
    Operation *parent = current->getParentOp();
    if (isInCycle(current) || !parent ||
        classifyRegionExit(current->getParent()) != RegionExit::Conditional ||
        !parent->getBlock()) {
      result = {current, anchor};
      if (activeCycleCache)
        activeCycleCache->exits[current] = {current, nullptr};
      break;
    }
    chain.push_back(current);
    anchor = parent;
    current = parent->getBlock();
  }
  if (activeCycleCache)
    for (Block *member : chain)
      activeCycleCache->exits[member] = result;
  return result;
}

/// The uses of a buffer's aliases on the way out of the loops around it,
/// inner loop first: each use keeps the op it has been walked up to, so that
/// every use is walked up the nest once, not once per loop (cubic in the
/// depth of a nest of loops).
class UsesInLoops {
public:
  UsesInLoops(Block *block, ArrayRef<Value> aliases) {
    for (Value alias : aliases)
      for (Operation *user : alias.getUsers())
        if (!findAncestorInBlock(block, user))
          cursors.push_back(user->getParentOp());
  }

  /// True if every use lies inside `loop`, an op around the allocation's
  /// block and around every loop asked about before.
  bool allInside(Operation *loop) {
    for (Operation *&cursor : cursors) {
      while (cursor && cursor != loop)
        cursor = cursor->getParentOp();
      if (!cursor)
        return false;
    }
    return true;
  }

private:
  /// Per use outside the allocation's block: the closest op around it not
  /// yet ruled out as a loop around it.
  SmallVector<Operation *> cursors;
};

/// True if none of `aliases` carries a buffer from one iteration of `loop`
/// to the next or out of it, and all their uses lie inside the loop.
static bool staysInIteration(Operation *loop, ArrayRef<Value> aliases,
                             UsesInLoops &uses) {
  for (Value alias : aliases) {
    if (auto result = dyn_cast<OpResult>(alias))
      if (result.getOwner() == loop)
        return false;
    if (auto arg = dyn_cast<BlockArgument>(alias))
      if (arg.getOwner()->getParentOp() == loop)
        return false;
  }
  return uses.allInside(loop);
}

/// True if every use of `aliases` lies in `block` at or after `anchor` (the
/// op of `block` holding the allocation) and no value in `aliases` is a
/// block argument of `block`'s region: the buffer is dead whenever control
/// enters `block` again.
static bool staysInVisit(Block *block, Operation *anchor,
                         ArrayRef<Value> aliases) {
  for (Value alias : aliases) {
    if (auto arg = dyn_cast<BlockArgument>(alias))
      if (arg.getOwner()->getParent() == block->getParent())
        return false;
    for (Operation *user : alias.getUsers()) {
      Operation *ancestor = findAncestorInBlock(block, user);
      if (!ancestor || ancestor->isBeforeInBlock(anchor))
        return false;
    }
  }
  return true;
}

/// Collects the blocks that dominate `block` and that `block` cannot reach
/// again, nearest first, up to the first one that lies on no cycle (the
/// preheader of the outermost cycle through `block`). Returns that block, or
/// null if every such dominator lies on a cycle.
static Block *getCycleEntries(Block *block, DominanceInfo &dominance,
                              SmallVectorImpl<Block *> &entries) {
  DominanceInfoNode *node = dominance.getNode(block);
  for (node = node ? node->getIDom() : nullptr; node;
       node = node->getIDom()) {
    Block *dominator = node->getBlock();
    if (!dominator)
      return nullptr;
    // `dominator` reaches `block`: `block` reaches it back iff both lie in
    // one strongly connected component.
    bool reachesBack;
    std::optional<CycleCache::BlockInfo> blockInfo, dominatorInfo;
    if (activeCycleCache)
      blockInfo = activeCycleCache->lookup(block);
    if (blockInfo)
      dominatorInfo = activeCycleCache->lookup(dominator);
    if (blockInfo && dominatorInfo)
      reachesBack = blockInfo->scc == dominatorInfo->scc;
    else
      reachesBack = reachesFromSuccessors(block, dominator, nullptr);
    if (reachesBack)
      continue;
    entries.push_back(dominator);
    if (!isInCycle(dominator))
      return dominator;
  }
  return nullptr;
}

namespace {

/// What a climb asks about the buffer: its aliases and their uses.
struct BufferChecks {
  ArrayRef<Value> aliases;
  UsesInLoops &uses;
};
} // namespace

static std::string describeStop(ClimbStop stop, Operation *stopOp) {
  switch (stop) {
  case ClimbStop::None:
    return "";
  case ClimbStop::LiveAroundCycle:
    return "it is used outside its block or carried by a block argument in "
           "a cf cycle (it may be live when the cycle comes back)";
  case ClimbStop::NoCycleEntry:
    return "no block dominating its cf cycle lies outside every cycle";
  case ClimbStop::LoopCarried:
    return "a value carrying it is passed to the next iteration of '" +
           stopOp->getName().getStringRef().str() + "' or used after it";
  case ClimbStop::Barrier:
    return "it cannot leave '" + stopOp->getName().getStringRef().str() +
           "' (an allocation scope, a parallel loop or an op with unknown "
           "control flow)";
  }
  llvm_unreachable("unknown climb stop");
}

/// Climbs one level of getLoopExitPoints from `block` (`anchor` is the op
/// of `block` around the allocation): appends the level's points to
/// `points` and moves `block` and `anchor` up, or returns false when the
/// climb ends there (`stop` says why). With `checks` null nothing is asked
/// about the buffer (every rule about it holds).
static bool climbLevel(Block *&block, Operation *&anchor,
                       DominanceInfo &dominance, const BufferChecks *checks,
                       SmallVectorImpl<Operation *> &points, ClimbStop &stop,
                       Operation *&stopOp) {
  auto [next, around] = skipConditionalLevels(block);
  if (around) {
    block = next;
    anchor = around;
  }
  if (isInCycle(block)) {
    // Leave the cycles through `block` within its region if the buffer
    // does not survive from one visit of the block to the next. Every
    // dominator the block cannot reach again is a place outside those
    // cycles; the first one on no cycle runs once per entry of the region.
    if (checks && !staysInVisit(block, anchor, checks->aliases)) {
      stop = ClimbStop::LiveAroundCycle;
      return false;
    }
    SmallVector<Block *> entries;
    Block *entry = getCycleEntries(block, dominance, entries);
    for (Block *dominator : entries)
      points.push_back(dominator->getTerminator());
    if (!entry) {
      stop = ClimbStop::NoCycleEntry;
      return false;
    }
    block = entry;
    anchor = entry->getTerminator();
  }
  Operation *parent = block->getParentOp();
  if (!parent)
    return false;
  RegionExit exit = classifyRegionExit(block->getParent());
  if (exit == RegionExit::Barrier) {
    if (!isa<FunctionOpInterface>(parent)) {
      stop = ClimbStop::Barrier;
      stopOp = parent;
    }
    return false;
  }
  if (exit == RegionExit::SequentialLoop) {
    if (checks && !staysInIteration(parent, checks->aliases, checks->uses)) {
      stop = ClimbStop::LoopCarried;
      stopOp = parent;
      return false;
    }
    points.push_back(parent);
  }
  block = parent->getBlock();
  anchor = parent;
  return block != nullptr;
}

/// The climb from `block` with nothing asked about the buffer, remembered
/// per block in `cache`: the climbs of all allocations of a nest share the
/// levels above them.
static const CycleCache::Climb &structuralClimb(Block *block,
                                                DominanceInfo &dominance,
                                                CycleCache &cache) {
  struct Level {
    Block *block;
    SmallVector<Operation *, 2> points;
  };
  SmallVector<Level> levels;
  CycleCache::Climb top{nullptr, ClimbStop::None, nullptr};
  for (Block *current = block;;) {
    auto it = cache.climbs.find(current);
    if (it != cache.climbs.end()) {
      top = it->second;
      break;
    }
    levels.push_back({current, {}});
    Operation *anchor = nullptr;
    ClimbStop stop = ClimbStop::None;
    Operation *stopOp = nullptr;
    if (!climbLevel(current, anchor, dominance, nullptr, levels.back().points,
                    stop, stopOp)) {
      top.stop = stop;
      top.stopOp = stopOp;
      break;
    }
  }
  // Each level's points go before those of the levels above it.
  for (Level &level : llvm::reverse(levels)) {
    for (Operation *point : llvm::reverse(level.points))
      top.points = &cache.nodes.emplace_back(ExitPointNode{
          point, top.points, top.points ? top.points->outermost : point});
    cache.climbs[level.block] = top;
  }
  return cache.climbs.find(block)->second;
}

namespace {
/// The ops that define or use a buffer's aliases outside the allocation's
/// block, each walked up towards the allocation's climb: once they all lie
/// inside the op the climb has reached, no rule about the buffer can stop
/// the climb above it (its uses are inside every loop and cycle above, none
/// of its carriers is a loop's value or a block argument there).
class BufferSpan {
public:
  BufferSpan(Operation *alloc, ArrayRef<Value> aliases, CycleCache &cache)
      : cache(cache) {
    Block *block = alloc->getBlock();
    auto add = [&](Operation *op) {
      if (!op)
        outside = true;
      else if (op->getBlock() != block)
        cursors.push_back({op, opDepth(op, cache)});
    };
    for (Value alias : aliases) {
      if (auto arg = dyn_cast<BlockArgument>(alias))
        add(arg.getOwner()->getParentOp());
      else
        add(alias.getDefiningOp());
      for (Operation *user : alias.getUsers())
        add(user);
    }
  }

  /// True if every op of the span lies inside `anchor`, an op around the
  /// allocation and around every op asked about before.
  bool inside(Operation *anchor) {
    if (outside)
      return false;
    unsigned anchorDepth = opDepth(anchor, cache);
    for (; pending < cursors.size(); ++pending) {
      auto &[cursor, depth] = cursors[pending];
      for (; depth > anchorDepth; --depth)
        cursor = cursor->getParentOp();
      if (cursor != anchor)
        return false;
    }
    return true;
  }

private:
  CycleCache &cache;
  /// Per op of the span: the op around it at the depth reached, and that
  /// depth.
  SmallVector<std::pair<Operation *, unsigned>> cursors;
  /// The cursors before this one lie inside the last op asked about.
  size_t pending = 0;
  /// Some carrier is a block argument of a detached region.
  bool outside = false;
};
} // namespace

LoopExitPoints placement::getLoopExitPoints(Operation *alloc,
                                            ArrayRef<Value> aliases,
                                            DominanceInfo &dominance,
                                            std::string *whyStopped) {
  LoopExitPoints result;
  Block *block = alloc->getBlock();
  Operation *anchor = alloc;
  UsesInLoops uses(block, aliases);
  BufferChecks checks{aliases, uses};
  std::optional<BufferSpan> span;
  if (activeCycleCache)
    span.emplace(alloc, aliases, *activeCycleCache);
  ClimbStop stop = ClimbStop::None;
  Operation *stopOp = nullptr;
  while (true) {
    if (span && anchor != alloc && span->inside(anchor)) {
      const CycleCache::Climb &rest =
          structuralClimb(block, dominance, *activeCycleCache);
      result.tail = rest.points;
      stop = rest.stop;
      stopOp = rest.stopOp;
      break;
    }
    if (!climbLevel(block, anchor, dominance, &checks, result.inner, stop,
                    stopOp))
      break;
  }
  if (whyStopped)
    *whyStopped = describeStop(stop, stopOp);
  return result;
}

Operation *placement::hoistBeforeOutermost(Operation *alloc,
                                           const LoopExitPoints &points,
                                           DominanceInfo &dominance) {
  auto sliceAt = [&](Operation *point, llvm::SetVector<Operation *> &slice) {
    return llvm::all_of(alloc->getOperands(), [&](Value operand) {
      return collectOperandSlice(operand, point, dominance, slice);
    });
  };
  Operation *outermost = points.outermost();
  if (!outermost)
    return nullptr;
  llvm::SetVector<Operation *> slice;
  Operation *best = nullptr;
  if (sliceAt(outermost, slice)) {
    best = outermost;
  } else {
    points.forEachInnermostFirst([&](Operation *point) {
      llvm::SetVector<Operation *> pointSlice;
      if (point == outermost || !sliceAt(point, pointSlice))
        return false;
      best = point;
      slice = std::move(pointSlice);
      return true;
    });
  }
  if (best)
    moveWithSlice(alloc, slice, best);
  return best;
}

//===----------------------------------------------------------------------===//
// Moving ops
//===----------------------------------------------------------------------===//

bool placement::collectOperandSlice(Value value, Operation *insertionPoint,
                                    DominanceInfo &dominance,
                                    llvm::SetVector<Operation *> &slice,
                                    unsigned maxDepth) {
  if (dominance.properlyDominates(value, insertionPoint))
    return true;
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (slice.contains(def))
    return true;
  if (maxDepth == 0 || def->getNumRegions() != 0 || !isPure(def))
    return false;
  for (Value operand : def->getOperands())
    if (!collectOperandSlice(operand, insertionPoint, dominance, slice,
                             maxDepth - 1))
      return false;
  slice.insert(def);
  return true;
}

void placement::moveWithSlice(Operation *op,
                              const llvm::SetVector<Operation *> &slice,
                              Operation *insertionPoint) {
  for (Operation *sliceOp : slice)
    sliceOp->moveBefore(insertionPoint);
  op->moveBefore(insertionPoint);
  // The depths remembered for the moved ops (none has regions) are stale.
  if (activeCycleCache) {
    for (Operation *sliceOp : slice)
      activeCycleCache->depths.erase(sliceOp);
    activeCycleCache->depths.erase(op);
  }
}
