//===- MemoryPlanning.cpp - One arena per function, offsets from liveness -===//
//
// Implements reclaim-memory-plan, the static memory planner.
//
// Per function:
//  1. Candidates: `memref.alloc` of a static shape, identity layout, default
//     memory space and sized element type, whose buffer does not escape
//     (EscapeAnalysis) and is freed in the input only by `memref.dealloc` of
//     its own root. The values that may carry a candidate are its escape
//     aliases plus every memref whose sources (reclaim::AliasAnalysis)
//     include it, so a call that may return its argument is followed too.
//  2. Liveness scan: every block is scanned backwards from its live-out
//     set (mlir::Liveness); at each op the buffers carried by the values
//     live after it, its operands (and the values its regions capture) and
//     its results are live together and interfere. Nested blocks inherit
//     the buffers live across their parent op, and for a loop also the ones
//     it captures, which stay live across iterations.
//     A candidate whose earlier instance is live where it is allocated
//     again is dropped, and the scan runs again without it.
//  3. Offsets: greedy by size, lowest feasible aligned offset; if the arena
//     is above the lower bound (the largest live total at one point) and
//     the function is small, an exact search over left-justified placements
//     in offset order (every gravity-normalised packing is one of them).
//  4. Rewrite: the arena at the entry (stack up to `stack-limit`, otherwise
//     heap and freed before each return), a `memref.view` per buffer, input
//     frees erased.
// Dynamically sized buffers whose uses stay in their block are grouped per
// block into one allocation carved with a bump pointer and freed after the
// group's last use.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "Placement.h"
#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Analysis/EscapeAnalysis.h"
#include "reclaim/Analysis/FunctionSummary.h"
#include "reclaim/Analysis/Parallel.h"

#include "mlir/Analysis/Liveness.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Threading.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/MathExtras.h"

#include <atomic>
#include <mutex>

namespace reclaim {
#define GEN_PASS_DEF_MEMORYPLANPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;
using namespace reclaim::placement;

namespace {

/// Above this many static buffers in a function, the planner does not
/// compute the bytes they surely hold on every call (a scan of the live set
/// per op) and keeps no heap arena.
constexpr unsigned kGuaranteedBoundLimit = 256;

/// Alignment of every arena and of the buffers of a dynamic group: what
/// malloc guarantees on the 64-bit targets Reclaim supports.
constexpr uint64_t kArenaAlignment = 16;

/// The options of one run, as the planner needs them.
struct PlannerOptions {
  uint64_t stackLimit;
  unsigned exactLimit;
  unsigned exactBudget;
  unsigned maxBuffers;
  bool planDynamic;
  bool remarks;
  /// Whether a buffer passed to a call escapes (calls-capture).
  bool callsCapture = false;
  /// What callees defined in the module do with their arguments (a buffer a
  /// callee may free is not planned).
  const ModuleSummary *summary = nullptr;
  /// Functions of the module that may allocate or free heap memory,
  /// themselves or through their callees (collectHeapChangingFunctions).
  const DenseSet<Operation *> *heapChangingFunctions = nullptr;
};

/// Counters reported as pass statistics.
struct PlannerCounts {
  std::atomic<unsigned> planned{0};
  std::atomic<unsigned> arenas{0};
  std::atomic<unsigned> dynamicGrouped{0};
  std::atomic<unsigned> notPlanned{0};
};

/// Escape analysis options of the planner: a buffer must not outlive its
/// function (the arena), but may leave loops and scopes inside it.
static EscapeAnalysisOptions
functionScopeOptions(const PlannerOptions &planner) {
  EscapeAnalysisOptions options;
  options.functionScope = true;
  options.callArgumentsEscape = planner.callsCapture;
  options.summary = planner.summary;
  options.maxValues = kEscapeValueBudget;
  return options;
}

/// A static buffer the planner places in the arena.
struct StaticBuffer {
  memref::AllocOp alloc;
  uint64_t size = 0;
  uint64_t alignment = 1;
  /// Input frees of the buffer, erased when it is planned.
  SmallVector<Operation *> frees;
  uint64_t offset = 0;
};

/// A dynamically sized buffer served by a group allocation.
struct DynamicBuffer {
  memref::AllocOp alloc;
  SmallVector<Operation *> frees;
  /// The last op of the allocation's block that uses the buffer.
  Operation *lastUse = nullptr;
  /// Required alignment in bytes (element ABI alignment, `alignment` attr).
  uint64_t alignment = 1;
};

/// The dynamically sized buffers of one block served by one allocation.
struct DynamicGroup {
  SmallVector<DynamicBuffer> members;
  /// The last op of the block that uses one of the members.
  Operation *lastUse = nullptr;
  /// The first op of the block after which a member is dead.
  Operation *firstDeath = nullptr;
};

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

/// True if the regions of `op` may run several times per execution of `op`
/// (a loop, or an op whose control flow the planner does not know).
static bool mayRepeatRegions(Operation *op) {
  if (auto branch = dyn_cast<RegionBranchOpInterface>(op))
    return branch.hasLoop();
  return true;
}

/// True if iterations of the regions of `op` may run concurrently, so that
/// one allocation site may have several instances live at once.
static bool isParallelLoop(Operation *op) {
  return isa<LoopLikeOpInterface>(op) && !isSequentialLoop(op);
}

/// Why buffers allocated directly in a region of `parent` (an op between
/// the function and the allocation) cannot use the function's arena, or an
/// empty string.
static StringRef getParentObstacle(Operation *parent) {
  if (parent->hasTrait<OpTrait::IsIsolatedFromAbove>())
    return "it lies in a region isolated from the function";
  if (isParallelLoop(parent))
    return "it lies in a parallel loop, whose iterations may hold several "
           "instances at once";
  if (!isa<RegionBranchOpInterface>(parent))
    return "it lies in a region op whose control flow is unknown";
  return "";
}

namespace {
/// Per region of a function's body: whether the function is the closest
/// function around it, and why its allocations cannot use the function's
/// arena (the obstacle of the innermost op in the way, or an empty string).
/// Each region is looked at once, so that a nest of depth d costs d, not d
/// per allocation.
class RegionObstacles {
public:
  explicit RegionObstacles(FunctionOpInterface funcOp) : funcOp(funcOp) {}

  struct Facts {
    bool inFunction = false;
    StringRef obstacle;
  };

  const Facts &get(Region *region) {
    SmallVector<Region *, 8> path;
    Facts facts;
    for (Region *r = region;;) {
      auto it = memo.find(r);
      if (it != memo.end()) {
        facts = it->second;
        break;
      }
      Operation *parent = r->getParentOp();
      if (!parent) {
        facts = Facts();
        break;
      }
      path.push_back(r);
      if (parent == funcOp) {
        facts = Facts{true, ""};
        break;
      }
      if (isa<FunctionOpInterface>(parent)) {
        facts = Facts{false, ""};
        break;
      }
      r = parent->getParentRegion();
      if (!r) {
        facts = Facts();
        break;
      }
    }
    // Down the path again: an op's own obstacle wins over those above it.
    for (Region *r : llvm::reverse(path)) {
      Operation *parent = r->getParentOp();
      if (parent != funcOp && !isa<FunctionOpInterface>(parent)) {
        StringRef own = getParentObstacle(parent);
        if (!own.empty())
          facts.obstacle = own;
      }
      memo[r] = facts;
    }
    return memo.find(region) != memo.end() ? memo[region] : empty;
  }

private:
  FunctionOpInterface funcOp;
  DenseMap<Region *, Facts> memo;
  Facts empty;
};
} // namespace

/// True if `op` (or an op nested in it) may allocate heap memory: an
/// allocation, a clone, a realloc or a call (the callee may allocate).
/// With `orFree`, frees count too.
static bool mayChangeHeap(Operation *op, bool orFree) {
  WalkResult result = op->walk([&](Operation *inner) {
    if (isa<memref::AllocOp, memref::ReallocOp, bufferization::CloneOp,
            CallOpInterface>(inner) ||
        (orFree && isa<memref::DeallocOp, bufferization::DeallocOp>(inner)))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// True if an op strictly between `from` and `to` (ops of one block, `from`
/// before `to`) satisfies mayChangeHeap.
static bool changesHeapBetween(Operation *from, Operation *to, bool orFree) {
  if (from == to)
    return false;
  for (Operation *op = from->getNextNode(); op && op != to;
       op = op->getNextNode())
    if (mayChangeHeap(op, orFree))
      return true;
  return false;
}

/// True if `op` itself (not counting its regions, whose ops are looked at
/// one by one) may allocate or free heap memory while the function runs:
/// heap allocations and frees, ops with an allocate or free effect outside
/// the stack frame, ops with unknown effects, and calls of a function that
/// may change the heap (`heapChanging`; indirect calls always may). An
/// external callee follows the function-boundary ABI: it borrows its
/// arguments, so it changes the heap only if it returns a memref.
static bool mayChangeHeapItself(Operation *op,
                                const DenseSet<Operation *> &heapChanging,
                                const ModuleSummary &summary) {
  if (auto call = dyn_cast<CallOpInterface>(op)) {
    Operation *callee = summary.resolveCallable(call);
    if (!callee)
      return true;
    if (auto func = dyn_cast<FunctionOpInterface>(callee);
        func && func.isExternal())
      return llvm::any_of(op->getResultTypes(),
                          llvm::IsaPred<BaseMemRefType>);
    return heapChanging.contains(callee);
  }
  if (isa<memref::AllocOp, memref::ReallocOp, memref::DeallocOp,
          bufferization::CloneOp, bufferization::DeallocOp>(op))
    return true;
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() &&
           !op->hasTrait<OpTrait::IsTerminator>();
  SmallVector<MemoryEffects::EffectInstance, 4> instances;
  effects.getEffects(instances);
  return llvm::any_of(instances, [](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Allocate, MemoryEffects::Free>(e.getEffect()) &&
           e.getResource() != SideEffects::AutomaticAllocationScopeResource::get();
  });
}

/// The functions of `module` whose body may change the heap
/// (mayChangeHeapItself), directly or through the functions they call: one
/// pass over the bodies (in parallel), then the callers of each such
/// function, each function visited once.
static DenseSet<Operation *>
collectHeapChangingFunctions(ModuleOp module, const ModuleSummary &summary) {
  SmallVector<FunctionOpInterface> funcs = getFunctionsWithBodies(module);
  // Per function: whether it changes the heap itself, and its callees
  // defined in the module.
  struct Scan {
    bool direct = false;
    SmallVector<Operation *> callees;
  };
  std::vector<Scan> scans(funcs.size());
  DenseSet<Operation *> none;
  parallelForChunked(module.getContext(), funcs.size(), [&](size_t index) {
    Scan &scan = scans[index];
    funcs[index].getFunctionBody().walk([&](Operation *op) {
      if (auto call = dyn_cast<CallOpInterface>(op))
        if (Operation *callee = summary.resolveCallable(call))
          if (auto calleeFunc = dyn_cast<FunctionOpInterface>(callee);
              calleeFunc && !calleeFunc.isExternal()) {
            scan.callees.push_back(callee);
            return;
          }
      if (!scan.direct && mayChangeHeapItself(op, none, summary))
        scan.direct = true;
    });
  });
  DenseSet<Operation *> changing;
  DenseMap<Operation *, SmallVector<Operation *>> callersOf;
  SmallVector<Operation *> worklist;
  for (auto [func, scan] : llvm::zip_equal(funcs, scans)) {
    for (Operation *callee : scan.callees)
      callersOf[callee].push_back(func);
    if (scan.direct && changing.insert(func).second)
      worklist.push_back(func);
  }
  while (!worklist.empty()) {
    Operation *func = worklist.pop_back_val();
    for (Operation *caller : callersOf.lookup(func))
      if (changing.insert(caller).second)
        worklist.push_back(caller);
  }
  return changing;
}

/// The alignment in bytes a buffer of `alloc` needs: its element's ABI
/// alignment or its `alignment` attribute, whichever is larger, as a power of
/// two. The element type must have a known size.
static uint64_t getRequiredAlignment(memref::AllocOp alloc,
                                     const DataLayout &layout) {
  uint64_t alignment = *getElementAlignment(alloc.getType(), layout);
  if (std::optional<uint64_t> explicitAlignment = alloc.getAlignment())
    alignment = std::max<uint64_t>(alignment, *explicitAlignment);
  return llvm::PowerOf2Ceil(std::max<uint64_t>(alignment, 1));
}

/// The relevant values each region op captures (uses in its regions,
/// defined outside it), in a deterministic order. Each use walks up from its
/// user to the value's region and stops at the first op that already
/// captures the value (its ancestors do too): linear in the uses and the
/// (op, captured value) pairs.
static DenseMap<Operation *, llvm::SetVector<Value>>
collectCaptured(FunctionOpInterface funcOp,
                const DenseMap<Value, SmallVector<unsigned, 2>> &relevant) {
  DenseMap<Operation *, llvm::SetVector<Value>> captured;
  funcOp.getFunctionBody().walk([&](Operation *user) {
    for (Value operand : user->getOperands()) {
      if (!relevant.count(operand))
        continue;
      Region *defRegion = operand.getParentRegion();
      for (Region *region = user->getParentRegion();
           region && region != defRegion;
           region = region->getParentOp()->getParentRegion())
        if (!captured[region->getParentOp()].insert(operand))
          break;
    }
  });
  return captured;
}

/// Replaces `alloc` by a `memref.view` of `source` at byte `offset` (with the
/// allocation's dynamic sizes) and erases its input `frees`.
static void replaceByView(memref::AllocOp alloc, Value source, Value offset,
                          ArrayRef<Operation *> frees) {
  OpBuilder builder(alloc);
  auto view = memref::ViewOp::create(builder, alloc.getLoc(), alloc.getType(),
                                     source, offset, alloc.getDynamicSizes());
  alloc.getResult().replaceAllUsesWith(view.getResult());
  alloc.erase();
  for (Operation *free : frees)
    free->erase();
}

//===----------------------------------------------------------------------===//
// CarrierLiveness
//===----------------------------------------------------------------------===//

/// Liveness of the values that carry candidate buffers, per block of the
/// region that defines them, by one backward propagation per value from the
/// blocks that use it (a use inside a nested region counts as a use by the
/// op of the value's region that contains it): linear in the live ranges,
/// whatever the nesting depth (mlir::Liveness visits the nested ops of
/// every block, once per enclosing block). A value a region op captures is
/// also propagated through that op's multi-block regions, where it may be
/// live out of a block.
class CarrierLiveness {
public:
  CarrierLiveness(FunctionOpInterface funcOp,
                  const DenseMap<Value, SmallVector<unsigned, 2>> &buffersOf,
                  const DenseMap<Operation *, llvm::SetVector<Value>> &captured) {
    // Deterministic order: values in walk order.
    auto visit = [&](Value value) {
      if (!buffersOf.count(value))
        return;
      for (Block *block : getLiveOutBlocks(value.getParentRegion(), value))
        liveOut[block].push_back(value);
    };
    // The arguments of every block of the body (the walk below sees those
    // of nested regions only).
    for (Block &block : funcOp.getFunctionBody())
      for (BlockArgument arg : block.getArguments())
        visit(arg);
    funcOp.getFunctionBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            visit(arg);
      for (Value result : op->getResults())
        visit(result);
      auto it = captured.find(op);
      if (it == captured.end())
        return;
      for (Region &region : op->getRegions())
        if (!region.empty() && !region.hasOneBlock())
          for (Value value : it->second)
            for (Block *block : getLiveOutBlocks(&region, value))
              liveOut[block].push_back(value);
    });
  }

  ArrayRef<Value> getLiveOut(Block *block) const {
    auto it = liveOut.find(block);
    return it == liveOut.end() ? ArrayRef<Value>() : it->second;
  }

private:
  /// The blocks of `region` out of which `value` (defined in `region` or
  /// above it) is live, in a deterministic order.
  SmallVector<Block *> getLiveOutBlocks(Region *region, Value value) {
    Block *defBlock = nullptr;
    if (value.getParentRegion() == region)
      defBlock = value.getParentBlock();
    llvm::SmallPtrSet<Block *, 8> in;
    llvm::SetVector<Block *> out;
    SmallVector<Block *> worklist;
    auto makeLiveIn = [&](Block *block) {
      if (block != defBlock && in.insert(block).second)
        worklist.push_back(block);
    };
    for (Operation *user : value.getUsers())
      if (Block *anchor =
              region->findAncestorBlockInRegion(*user->getBlock()))
        makeLiveIn(anchor);
    while (!worklist.empty()) {
      Block *block = worklist.pop_back_val();
      for (Block *pred : block->getPredecessors()) {
        out.insert(pred);
        makeLiveIn(pred);
      }
    }
    return out.takeVector();
  }

  DenseMap<Block *, SmallVector<Value>> liveOut;
};

//===----------------------------------------------------------------------===//
// LivenessScan
//===----------------------------------------------------------------------===//

/// Which buffers are live together, from a backward scan of every block.
///
/// Interference is recorded when a buffer enters the scanned live set (at
/// the last use of a value carrying it, at the op defining it, or at the
/// end of a block it is live out of): it interferes with every buffer live
/// there. Two buffers live at one point always meet that way (the one whose
/// live stretch starts later in the scan finds the other live), so the
/// scan costs one row update per entry instead of one per live buffer and
/// point. Blocks are scanned from a worklist (no recursion per nesting
/// level); a nested block starts from the buffers live across its op.
class LivenessScan {
public:
  LivenessScan(FunctionOpInterface funcOp, const CarrierLiveness &liveness,
               const DenseMap<Value, SmallVector<unsigned, 2>> &buffersOf,
               const DenseMap<Operation *, llvm::SetVector<Value>> &captured,
               const DenseMap<Operation *, unsigned> &allocIds,
               const DenseSet<Operation *> &ignoredUsers,
               ArrayRef<uint64_t> sizes, const BitVector &active)
      : funcOp(funcOp), liveness(liveness), buffersOf(buffersOf),
        captured(captured), allocIds(allocIds), ignoredUsers(ignoredUsers),
        sizes(sizes), active(active) {}

  /// Scans the function body.
  void run();

  /// interference[i] has bit j if buffers i and j are live at one point.
  SmallVector<BitVector> interference;
  /// Buffers with an earlier instance live where they are allocated.
  BitVector selfConflicts;
  /// The largest total size of the buffers live at one point.
  uint64_t lowerBound = 0;
  /// The smallest total size of the buffers live right before or right
  /// after an op that may change the heap other than through the buffers
  /// (mayChangeHeapItself); UINT64_MAX if there is none.
  uint64_t minAtHeapChange = UINT64_MAX;
  /// The functions that may change the heap; minAtHeapChange is computed
  /// only if set.
  const DenseSet<Operation *> *heapChangingFunctions = nullptr;
  /// Resolves the callees of calls (set with heapChangingFunctions).
  const ModuleSummary *summary = nullptr;
  /// The most bytes the buffers surely hold at once on every call: at an op
  /// of a block of the function body that post-dominates the entry, the
  /// live buffers whose allocation dominates the op (allocated on every path
  /// there). Computed only if `allocOps` is set (the allocation of each
  /// buffer id) and there are at most kGuaranteedBoundLimit buffers.
  uint64_t guaranteedBound = 0;
  ArrayRef<Operation *> allocOps;

private:
  /// A block to scan, with the buffers live throughout it.
  struct Task {
    Block *block;
    BitVector base;
    uint64_t baseTotal;
    /// A block of the function body that post-dominates the entry.
    bool guaranteed = false;
  };
  /// The active buffers `value` may carry.
  void forEachBuffer(Value value, function_ref<void(unsigned)> fn) const {
    auto it = buffersOf.find(value);
    if (it == buffersOf.end())
      return;
    for (unsigned id : it->second)
      if (active.test(id))
        fn(id);
  }
  void scanBlock(Task &task, SmallVectorImpl<Task> &worklist);

  FunctionOpInterface funcOp;
  const CarrierLiveness &liveness;
  const DenseMap<Value, SmallVector<unsigned, 2>> &buffersOf;
  const DenseMap<Operation *, llvm::SetVector<Value>> &captured;
  const DenseMap<Operation *, unsigned> &allocIds;
  const DenseSet<Operation *> &ignoredUsers;
  ArrayRef<uint64_t> sizes;
  const BitVector &active;
  std::optional<DominanceInfo> dominance;
};

void LivenessScan::run() {
  unsigned n = sizes.size();
  interference.assign(n, BitVector(n));
  selfConflicts = BitVector(n);
  lowerBound = 0;
  minAtHeapChange = UINT64_MAX;
  guaranteedBound = 0;
  Region &body = funcOp.getFunctionBody();
  std::optional<PostDominanceInfo> postDominance;
  if (!allocOps.empty() && n <= kGuaranteedBoundLimit) {
    postDominance.emplace(funcOp);
    dominance.emplace(funcOp);
  } else {
    dominance.reset();
  }
  SmallVector<Task> worklist;
  for (Block &block : llvm::reverse(body))
    worklist.push_back(
        {&block, BitVector(n), 0,
         postDominance && (&block == &body.front() ||
                           postDominance->postDominates(&block,
                                                        &body.front()))});
  while (!worklist.empty()) {
    Task task = worklist.pop_back_val();
    scanBlock(task, worklist);
  }
  // Entries recorded one direction; interference is symmetric.
  for (unsigned i = 0; i != n; ++i)
    for (unsigned j : interference[i].set_bits())
      interference[j].set(i);
}

void LivenessScan::scanBlock(Task &task, SmallVectorImpl<Task> &worklist) {
  Block &block = *task.block;
  const BitVector &base = task.base;
  // `current`: the base and the buffers of the live values; `count`: how
  // many live values carry each buffer; `total`: the bytes of `current`.
  BitVector current = base;
  uint64_t total = task.baseTotal;
  DenseMap<unsigned, unsigned> count;
  llvm::SmallDenseSet<Value, 16> live;
  auto makeLive = [&](Value value, SmallVectorImpl<unsigned> *entered) {
    if (!live.insert(value).second)
      return;
    forEachBuffer(value, [&](unsigned id) {
      if (count[id]++ == 0 && !current.test(id)) {
        current.set(id);
        total += sizes[id];
        if (entered)
          entered->push_back(id);
      }
    });
  };
  auto kill = [&](Value value) {
    if (!live.erase(value))
      return;
    forEachBuffer(value, [&](unsigned id) {
      if (--count[id] == 0 && !base.test(id)) {
        current.reset(id);
        total -= sizes[id];
      }
    });
  };
  // The buffers live out of the block interfere with each other.
  SmallVector<unsigned> entered;
  for (Value value : liveness.getLiveOut(&block))
    makeLive(value, &entered);
  for (unsigned id : entered)
    interference[id] |= current;
  lowerBound = std::max(lowerBound, total);

  SmallVector<Value> uses;
  SmallVector<unsigned> entrants;
  for (Operation &op : llvm::reverse(block)) {
    // Another heap change: the planned buffers live around it (after it
    // here, before it at the end of the iteration).
    bool heapChange = false;
    if (heapChangingFunctions && !ignoredUsers.contains(&op)) {
      auto planned = allocIds.find(&op);
      heapChange = (planned == allocIds.end() ||
                    !active.test(planned->second)) &&
                   mayChangeHeapItself(&op, *heapChangingFunctions, *summary);
    }
    if (heapChange)
      minAtHeapChange = std::min(minAtHeapChange, total);
    uses.clear();
    if (!ignoredUsers.contains(&op))
      for (Value operand : op.getOperands())
        if (buffersOf.count(operand))
          uses.push_back(operand);
    auto capturedIt = captured.find(&op);
    if (capturedIt != captured.end())
      uses.append(capturedIt->second.begin(), capturedIt->second.end());

    // The point of `op`: what lives across it, what it uses and defines.
    // The buffers that are not live after it enter here.
    entrants.clear();
    uint64_t pointTotal = total;
    auto enter = [&](Value value) {
      forEachBuffer(value, [&](unsigned id) {
        if (!current.test(id) && !llvm::is_contained(entrants, id)) {
          entrants.push_back(id);
          pointTotal += sizes[id];
        }
      });
    };
    for (Value value : uses)
      enter(value);
    for (Value result : op.getResults())
      enter(result);
    lowerBound = std::max(lowerBound, pointTotal);
    if (task.guaranteed && dominance) {
      uint64_t sure = 0;
      auto add = [&](unsigned id) {
        if (dominance->dominates(allocOps[id], &op))
          sure += sizes[id];
      };
      for (unsigned id : current.set_bits())
        add(id);
      for (unsigned id : entrants)
        add(id);
      guaranteedBound = std::max(guaranteedBound, sure);
    }
    if (!entrants.empty()) {
      BitVector point = current;
      for (unsigned id : entrants)
        point.set(id);
      for (unsigned id : entrants)
        interference[id] |= point;
    }

    // An allocation must not find an earlier instance of itself alive.
    auto allocIt = allocIds.find(&op);
    if (allocIt != allocIds.end() && active.test(allocIt->second)) {
      unsigned id = allocIt->second;
      unsigned own = 0;
      for (Value result : op.getResults())
        if (live.contains(result))
          forEachBuffer(result, [&](unsigned other) { own += other == id; });
      auto countIt = count.find(id);
      unsigned carried = countIt == count.end() ? 0 : countIt->second;
      if (base.test(id) || carried > own)
        selfConflicts.set(id);
    }

    if (op.getNumRegions()) {
      // Live across the op: the base and the live values other than its
      // results; for a loop also what it captures, live in every iteration.
      BitVector inner = current;
      uint64_t innerTotal = total;
      DenseMap<unsigned, unsigned> ownCount;
      for (Value result : op.getResults())
        if (live.contains(result))
          forEachBuffer(result, [&](unsigned id) { ++ownCount[id]; });
      for (auto [id, own] : ownCount)
        if (count.lookup(id) == own && !base.test(id) && inner.test(id)) {
          inner.reset(id);
          innerTotal -= sizes[id];
        }
      if (mayRepeatRegions(&op) && capturedIt != captured.end())
        for (Value value : capturedIt->second)
          forEachBuffer(value, [&](unsigned id) {
            if (!inner.test(id)) {
              inner.set(id);
              innerTotal += sizes[id];
            }
          });
      for (Region &region : op.getRegions())
        for (Block &nested : llvm::reverse(region))
          worklist.push_back({&nested, inner, innerTotal});
    }

    for (Value result : op.getResults())
      kill(result);
    for (Value value : uses)
      makeLive(value, nullptr);
    if (heapChange)
      minAtHeapChange = std::min(minAtHeapChange, total);
  }
}

//===----------------------------------------------------------------------===//
// Offsets
//===----------------------------------------------------------------------===//

/// Places buffers with the given sizes, alignments and interference at byte
/// offsets so that interfering buffers do not overlap.
class OffsetAssignment {
public:
  OffsetAssignment(ArrayRef<uint64_t> sizes, ArrayRef<uint64_t> alignments,
                   ArrayRef<BitVector> interference)
      : sizes(sizes), alignments(alignments), interference(interference),
        offsets(sizes.size(), 0), placed(sizes.size()) {}

  /// Greedy by size; returns the arena size.
  uint64_t placeGreedily();
  /// Exact search for an arena smaller than the current one, down to
  /// `lowerBound`, visiting at most `budget` nodes. Returns true if the
  /// search finished (the result is optimal).
  bool searchExactly(uint64_t lowerBound, unsigned budget);

  ArrayRef<uint64_t> getOffsets() const { return offsets; }
  uint64_t getArenaSize() const { return arenaSize; }

private:
  /// The aligned offsets, in increasing order, at which `id` may sit next
  /// to the placed buffers: 0 and the ends of placed interfering buffers,
  /// at least `minOffset`, overlapping no placed interfering buffer.
  SmallVector<uint64_t> getFeasibleOffsets(unsigned id, uint64_t minOffset);
  void search(unsigned numPlaced, uint64_t minOffset, uint64_t extent);
  /// The lowest aligned offset at which `id` overlaps no placed interfering
  /// buffer: one sweep over them in offset order.
  uint64_t getLowestOffset(unsigned id);

  ArrayRef<uint64_t> sizes;
  ArrayRef<uint64_t> alignments;
  ArrayRef<BitVector> interference;
  SmallVector<uint64_t> offsets;
  BitVector placed;
  uint64_t arenaSize = 0;

  // State of the exact search.
  SmallVector<uint64_t> bestOffsets;
  uint64_t searchLowerBound = 0;
  unsigned nodes = 0;
  unsigned budget = 0;
  bool complete = true;
};

SmallVector<uint64_t> OffsetAssignment::getFeasibleOffsets(unsigned id,
                                                           uint64_t minOffset) {
  SmallVector<uint64_t> result;
  auto consider = [&](uint64_t offset) {
    offset = llvm::alignTo(std::max(offset, minOffset), alignments[id]);
    for (unsigned other : placed.set_bits())
      if (interference[id].test(other) &&
          offset < offsets[other] + sizes[other] &&
          offsets[other] < offset + sizes[id])
        return;
    result.push_back(offset);
  };
  consider(0);
  for (unsigned other : placed.set_bits())
    if (interference[id].test(other))
      consider(offsets[other] + sizes[other]);
  llvm::sort(result);
  result.erase(llvm::unique(result), result.end());
  return result;
}

uint64_t OffsetAssignment::getLowestOffset(unsigned id) {
  SmallVector<std::pair<uint64_t, uint64_t>> ranges;
  BitVector others = interference[id];
  others &= placed;
  for (unsigned other : others.set_bits())
    if (other != id)
      ranges.push_back({offsets[other], offsets[other] + sizes[other]});
  llvm::sort(ranges);
  uint64_t offset = 0;
  for (auto [begin, end] : ranges) {
    if (begin >= offset + sizes[id])
      break;
    if (end > offset)
      offset = llvm::alignTo(end, alignments[id]);
  }
  return offset;
}

uint64_t OffsetAssignment::placeGreedily() {
  SmallVector<unsigned> order;
  for (unsigned id = 0, e = sizes.size(); id != e; ++id)
    order.push_back(id);
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return std::make_pair(sizes[a], alignments[a]) >
           std::make_pair(sizes[b], alignments[b]);
  });
  placed.reset();
  arenaSize = 0;
  for (unsigned id : order) {
    // The lowest feasible offset always exists: past every placed buffer.
    offsets[id] = getLowestOffset(id);
    placed.set(id);
    arenaSize = std::max(arenaSize, offsets[id] + sizes[id]);
  }
  return arenaSize;
}

bool OffsetAssignment::searchExactly(uint64_t lowerBound, unsigned maxNodes) {
  if (arenaSize <= lowerBound)
    return true;
  bestOffsets.assign(offsets.begin(), offsets.end());
  searchLowerBound = lowerBound;
  nodes = 0;
  budget = maxNodes;
  complete = true;
  placed.reset();
  search(0, 0, 0);
  offsets.assign(bestOffsets.begin(), bestOffsets.end());
  placed.set();
  return complete;
}

void OffsetAssignment::search(unsigned numPlaced, uint64_t minOffset,
                              uint64_t extent) {
  if (arenaSize <= searchLowerBound)
    return;
  if (numPlaced == sizes.size()) {
    if (extent < arenaSize) {
      arenaSize = extent;
      bestOffsets.assign(offsets.begin(), offsets.end());
    }
    return;
  }
  if (++nodes > budget) {
    complete = false;
    return;
  }
  // Buffers are placed in increasing offset order; any buffer may come next.
  for (unsigned id = 0, e = sizes.size(); id != e; ++id) {
    if (placed.test(id))
      continue;
    for (uint64_t offset : getFeasibleOffsets(id, minOffset)) {
      uint64_t end = std::max(extent, offset + sizes[id]);
      if (end >= arenaSize)
        break;
      offsets[id] = offset;
      placed.set(id);
      search(numPlaced + 1, offset, end);
      placed.reset(id);
      if (!complete || arenaSize <= searchLowerBound)
        return;
    }
  }
}

//===----------------------------------------------------------------------===//
// FunctionPlanner
//===----------------------------------------------------------------------===//

/// Plans the buffers of one function: analysis first (for all functions,
/// while the alias analysis is valid), rewrite after.
class FunctionPlanner {
public:
  FunctionPlanner(FunctionOpInterface funcOp, const PlannerOptions &options,
                  PlannerCounts &counts)
      : funcOp(funcOp), options(options), counts(counts),
        escapes(funcOp, functionScopeOptions(options)), layouts(funcOp) {}

  /// Decides what to plan and where. `aliases` analyses the whole module.
  void analyze(const reclaim::AliasAnalysis &aliases);
  /// Rewrites the function accordingly.
  void rewrite();

private:
  /// Returns why `alloc` cannot be planned at all, or an empty string; sets
  /// `frees` to its input frees.
  std::string checkCandidate(memref::AllocOp alloc,
                             SmallVectorImpl<Operation *> &frees);
  /// The values that may carry each of `allocs` (ids are positions in
  /// `allocs`): its escape aliases, every memref whose sources (alias
  /// analysis) include it, and the results of calls the alias analysis
  /// cannot see through that take it, with the values derived from them.
  DenseMap<Value, SmallVector<unsigned, 2>>
  collectCarriers(ArrayRef<memref::AllocOp> allocs,
                  const reclaim::AliasAnalysis &aliases);
  /// Groups `dynamic`, whose carriers are `carriers` under ids `firstId`
  /// onwards.
  void collectDynamicGroups(ArrayRef<DynamicBuffer> dynamic,
                            const DenseMap<Value, SmallVector<unsigned, 2>>
                                &carriers,
                            unsigned firstId);
  void remark(Operation *op, const Twine &message) const {
    if (options.remarks)
      mlir::emitRemark(op->getLoc(), message);
  }
  void rewriteDynamicGroup(DynamicGroup &group);
  /// Why an arena on the heap for the planned buffers could raise the
  /// function's heap allocations or peak against not planning, or an empty
  /// string.
  std::string whyHeapArenaIsWorse(const LivenessScan &scan);

  FunctionOpInterface funcOp;
  RegionObstacles regionObstacles{funcOp};
  const PlannerOptions &options;
  PlannerCounts &counts;
  EscapeAnalysis escapes;
  FunctionLayout layouts;

  SmallVector<StaticBuffer> buffers;
  SmallVector<DynamicGroup> groups;
  uint64_t arenaSize = 0;
  uint64_t arenaAlignment = kArenaAlignment;
  uint64_t lowerBound = 0;
  bool optimal = false;
  /// Why the static buffers are not planned after all (whyHeapArenaIsWorse).
  std::string rejection;
};

std::string FunctionPlanner::checkCandidate(memref::AllocOp alloc,
                                            SmallVectorImpl<Operation *> &frees) {
  MemRefType type = alloc.getType();
  if (!alloc.getSymbolOperands().empty() || !type.getLayout().isIdentity())
    return "its layout is not the identity";
  if (Attribute space = type.getMemorySpace()) {
    auto intSpace = dyn_cast<IntegerAttr>(space);
    if (!intSpace || intSpace.getInt() != 0)
      return "it is not in the default memory space";
  }
  if (!getElementAlignment(type, layouts.at(alloc)))
    return "its element type has no known size";
  StringRef obstacle = regionObstacles.get(alloc->getParentRegion()).obstacle;
  if (!obstacle.empty())
    return obstacle.str();
  // A buffer that surely escapes is rejected in constant time (a buffer
  // returned through a long chain of block arguments or yields would cost
  // getInfo up to its budget); the remark still names the reason getInfo
  // finds.
  if (!options.remarks && escapes.surelyEscapesFunction(alloc.getResult()))
    return "it escapes";
  const EscapeInfo &info = escapes.getInfo(alloc.getResult());
  if (exceedsEscapeBudget(info, kEscapeValueBudget))
    return describeEscape(info, kEscapeValueBudget);
  if (info.escapes()) {
    std::string why = "it escapes (" +
                      EscapeAnalysis::getKindName(info.kind).str() + ")";
    if (info.escapePoint)
      why += " through '" + info.escapePoint->getName().getStringRef().str() +
             "'";
    return why;
  }
  for (Operation *free : info.frees) {
    auto dealloc = dyn_cast<memref::DeallocOp>(free);
    if (!dealloc || getViewRoot(dealloc.getMemref()) != alloc.getResult())
      return "it is freed through '" + free->getName().getStringRef().str() +
             "' of a value that may be another buffer";
  }
  frees.assign(info.frees.begin(), info.frees.end());
  return "";
}

DenseMap<Value, SmallVector<unsigned, 2>>
FunctionPlanner::collectCarriers(ArrayRef<memref::AllocOp> allocs,
                                 const reclaim::AliasAnalysis &aliases) {
  DenseMap<Operation *, unsigned> allocIds;
  for (auto [id, alloc] : llvm::enumerate(allocs))
    allocIds[alloc] = id;
  DenseMap<Value, SmallVector<unsigned, 2>> buffersOf;
  auto addCarrier = [&](Value value, unsigned id) {
    SmallVector<unsigned, 2> &ids = buffersOf[value];
    if (!llvm::is_contained(ids, id))
      ids.push_back(id);
  };
  // A value holding a buffer's address (extract_aligned_pointer_as_index and
  // pure ops computing with it) keeps the buffer alive where it is used: a
  // load through llvm.inttoptr of it reads the buffer.
  for (auto [id, alloc] : llvm::enumerate(allocs)) {
    const EscapeInfo &info = escapes.getInfo(alloc->getResult(0));
    for (Value alias : info.aliases)
      addCarrier(alias, id);
    for (Value carrier : info.addressCarriers)
      addCarrier(carrier, id);
  }
  auto addSources = [&](Value value) {
    if (!isa<BaseMemRefType>(value.getType()))
      return;
    for (const MemorySource &source : aliases.getSources(value))
      if (source.op && source.isAllocation()) {
        auto it = allocIds.find(source.op);
        if (it != allocIds.end())
          addCarrier(value, it->second);
      }
  };
  auto forEachValue = [&](function_ref<void(Value)> fn) {
    funcOp.getFunctionBody().walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            fn(arg);
      for (Value result : op->getResults())
        fn(result);
    });
    for (Block &block : funcOp.getFunctionBody())
      for (BlockArgument arg : block.getArguments())
        fn(arg);
  };
  forEachValue(addSources);
  // A memref result of a call the alias analysis cannot see through (an
  // indirect or unknown callee) may be any buffer passed to the call: it
  // and every value derived from it carry the buffers of the arguments.
  DenseMap<Value, SmallVector<unsigned, 2>> opaqueResults;
  funcOp.getFunctionBody().walk([&](CallOpInterface call) {
    SmallVector<unsigned, 2> passed;
    for (Value operand : call->getOperands()) {
      auto it = buffersOf.find(operand);
      if (it != buffersOf.end())
        for (unsigned id : it->second)
          if (!llvm::is_contained(passed, id))
            passed.push_back(id);
    }
    if (passed.empty())
      return;
    for (Value result : call->getResults()) {
      if (!isa<BaseMemRefType>(result.getType()))
        continue;
      bool complete = true;
      SmallVector<MemorySource> sources =
          aliases.getSources(result, &complete);
      if (!complete || llvm::any_of(sources, [](const MemorySource &s) {
            return s.kind == SourceKind::Indirect ||
                   s.kind == SourceKind::Unknown;
          }))
        opaqueResults[result] = passed;
    }
  });
  if (!opaqueResults.empty())
    forEachValue([&](Value value) {
      if (!isa<BaseMemRefType>(value.getType()))
        return;
      if (auto it = opaqueResults.find(value); it != opaqueResults.end())
        for (unsigned id : it->second)
          addCarrier(value, id);
      for (const MemorySource &source : aliases.getSources(value))
        if (source.value)
          if (auto it = opaqueResults.find(source.value);
              it != opaqueResults.end())
            for (unsigned id : it->second)
              addCarrier(value, id);
    });

  return buffersOf;
}

void FunctionPlanner::analyze(const reclaim::AliasAnalysis &aliases) {
  bool hasDealloc = false;
  SmallVector<memref::AllocOp> allocs;
  funcOp.getFunctionBody().walk([&](Operation *op) {
    if (isa<bufferization::DeallocOp>(op))
      hasDealloc = true;
    if (auto alloc = dyn_cast<memref::AllocOp>(op))
      if (regionObstacles.get(op->getParentRegion()).inFunction)
        allocs.push_back(alloc);
  });
  if (allocs.empty())
    return;
  if (hasDealloc) {
    remark(funcOp, "not planned: the function already holds "
                   "'bufferization.dealloc' (run reclaim-memory-plan after "
                   "reclaim-lower-deallocs or before "
                   "reclaim-ownership-dealloc)");
    counts.notPlanned += allocs.size();
    return;
  }

  // Candidates.
  SmallVector<DynamicBuffer> dynamicBuffers;
  for (memref::AllocOp alloc : allocs) {
    SmallVector<Operation *> frees;
    std::string why = checkCandidate(alloc, frees);
    if (!why.empty()) {
      remark(alloc, "not planned: " + why);
      ++counts.notPlanned;
      continue;
    }
    if (!alloc.getType().hasStaticShape()) {
      dynamicBuffers.push_back({alloc, std::move(frees)});
      continue;
    }
    uint64_t size = *getStaticSizeInBytes(alloc.getType(), layouts.at(alloc));
    if (size == 0) {
      remark(alloc, "not planned: it is empty");
      ++counts.notPlanned;
      continue;
    }
    buffers.push_back({alloc, size,
                       getRequiredAlignment(alloc, layouts.at(alloc)),
                       std::move(frees), 0});
  }
  // The values that may carry each candidate, static ones first.
  SmallVector<memref::AllocOp> candidates;
  for (StaticBuffer &buffer : buffers)
    candidates.push_back(buffer.alloc);
  for (DynamicBuffer &buffer : dynamicBuffers)
    candidates.push_back(buffer.alloc);
  DenseMap<Value, SmallVector<unsigned, 2>> carriers =
      collectCarriers(candidates, aliases);
  unsigned numStatic = buffers.size();
  if (options.planDynamic)
    collectDynamicGroups(dynamicBuffers, carriers, numStatic);
  else
    for (DynamicBuffer &buffer : dynamicBuffers) {
      remark(buffer.alloc, "not planned: its size is dynamic");
      ++counts.notPlanned;
    }
  if (buffers.empty())
    return;
  // The interference of n buffers takes n^2 bits and the greedy placement
  // n^2 log n steps: past the budget, the first buffers (in program order)
  // are planned and the others keep their own allocations.
  if (buffers.size() > options.maxBuffers) {
    remark(funcOp, "memory planning limited to the first " +
                       Twine(options.maxBuffers) + " of " +
                       Twine(buffers.size()) +
                       " plannable static buffers (max-buffers)");
    for (StaticBuffer &buffer : llvm::drop_begin(buffers, options.maxBuffers)) {
      remark(buffer.alloc, "not planned: over the function's budget of " +
                               Twine(options.maxBuffers) +
                               " buffers (max-buffers)");
      ++counts.notPlanned;
    }
    buffers.truncate(options.maxBuffers);
  }

  DenseMap<Operation *, unsigned> allocIds;
  for (auto [id, buffer] : llvm::enumerate(buffers))
    allocIds[buffer.alloc] = id;
  DenseMap<Value, SmallVector<unsigned, 2>> buffersOf;
  for (auto &[value, ids] : carriers)
    for (unsigned id : ids)
      if (id < buffers.size())
        buffersOf[value].push_back(id);

  DenseSet<Operation *> ignoredUsers;
  for (StaticBuffer &buffer : buffers)
    ignoredUsers.insert(buffer.frees.begin(), buffer.frees.end());

  // Liveness, without the buffers that conflict with themselves.
  SmallVector<uint64_t> sizes;
  for (StaticBuffer &buffer : buffers)
    sizes.push_back(buffer.size);
  BitVector active(buffers.size(), true);
  DenseMap<Operation *, llvm::SetVector<Value>> captured =
      collectCaptured(funcOp, buffersOf);
  CarrierLiveness liveness(funcOp, buffersOf, captured);
  LivenessScan scan(funcOp, liveness, buffersOf, captured, allocIds,
                    ignoredUsers, sizes, active);
  scan.heapChangingFunctions = options.heapChangingFunctions;
  scan.summary = options.summary;
  SmallVector<Operation *> allocOps;
  for (StaticBuffer &buffer : buffers)
    allocOps.push_back(buffer.alloc);
  scan.allocOps = allocOps;
  scan.run();
  if (scan.selfConflicts.any()) {
    for (unsigned id : scan.selfConflicts.set_bits()) {
      remark(buffers[id].alloc,
             "not planned: an earlier instance may still be live when it is "
             "allocated again (carried around a loop)");
      ++counts.notPlanned;
    }
    active.reset(scan.selfConflicts);
    scan.run();
  }

  // Keep the active buffers, renumbered.
  SmallVector<StaticBuffer> kept;
  SmallVector<unsigned> oldIds;
  for (auto [id, buffer] : llvm::enumerate(buffers))
    if (active.test(id)) {
      kept.push_back(std::move(buffer));
      oldIds.push_back(id);
    }
  buffers = std::move(kept);
  if (buffers.empty())
    return;
  if (buffers.size() == 1 &&
      buffers.front().alloc->getBlock() == &funcOp.getFunctionBody().front()) {
    remark(buffers.front().alloc,
           "not planned: the only plannable buffer of the function, "
           "allocated once per call (nothing to share or to hoist)");
    ++counts.notPlanned;
    buffers.clear();
    return;
  }
  SmallVector<uint64_t> keptSizes, alignments;
  SmallVector<BitVector> interference;
  for (auto [id, oldId] : llvm::enumerate(oldIds)) {
    keptSizes.push_back(buffers[id].size);
    alignments.push_back(buffers[id].alignment);
    BitVector row(oldIds.size());
    for (auto [other, otherOld] : llvm::enumerate(oldIds))
      if (scan.interference[oldId].test(otherOld))
        row.set(other);
    interference.push_back(std::move(row));
  }
  lowerBound = scan.lowerBound;

  OffsetAssignment assignment(keptSizes, alignments, interference);
  arenaSize = assignment.placeGreedily();
  optimal = arenaSize <= lowerBound;
  if (!optimal && buffers.size() <= options.exactLimit) {
    optimal = assignment.searchExactly(lowerBound, options.exactBudget);
    arenaSize = assignment.getArenaSize();
  }
  for (auto [id, buffer] : llvm::enumerate(buffers)) {
    buffer.offset = assignment.getOffsets()[id];
    arenaAlignment = std::max(arenaAlignment, buffer.alignment);
  }
  if (arenaSize > options.stackLimit) {
    std::string why = whyHeapArenaIsWorse(scan);
    if (!why.empty()) {
      // Said in rewrite(), in order with the other functions' remarks.
      rejection = "not planned: a heap arena of " + std::to_string(arenaSize) +
                  " bytes for " + std::to_string(buffers.size()) +
                  " buffers " + why;
      counts.notPlanned += buffers.size();
      buffers.clear();
    }
  }
}

std::string FunctionPlanner::whyHeapArenaIsWorse(const LivenessScan &scan) {
  // Peak: the arena lives from the entry to every return, the buffers only
  // while they are live. It raises no peak if it is no larger than the
  // buffers live at their fullest, and if nothing else changes the heap
  // except where they are that full: every stretch of the function with a
  // constant amount of other heap memory then holds a point where the
  // buffers alone took the arena's size.
  if (arenaSize > scan.guaranteedBound)
    return "could raise the peak: it is larger than the most bytes its "
           "buffers surely hold at once on every call (" +
           std::to_string(scan.guaranteedBound) + "; " +
           std::to_string(lowerBound) + " on some paths)";
  if (scan.minAtHeapChange < arenaSize)
    return "could raise the peak: the function allocates or frees other "
           "heap memory (or calls a function that may) while fewer of its "
           "buffers are live";
  // Allocations: one arena per call is no more than without planning only
  // if every call allocates one of the buffers, i.e. one is allocated in a
  // block of the function body on every path to a return.
  Region &body = funcOp.getFunctionBody();
  PostDominanceInfo postDominance(funcOp);
  bool everyCall = llvm::any_of(buffers, [&](const StaticBuffer &buffer) {
    Block *block = buffer.alloc->getBlock();
    return block->getParent() == &body &&
           (block == &body.front() ||
            postDominance.postDominates(block, &body.front()));
  });
  if (!everyCall)
    return "could allocate on calls that allocate none of its buffers (none "
           "is allocated on every path through the function)";
  return "";
}

void FunctionPlanner::collectDynamicGroups(
    ArrayRef<DynamicBuffer> dynamic,
    const DenseMap<Value, SmallVector<unsigned, 2>> &carriers,
    unsigned firstId) {
  SmallVector<SmallVector<Value>> carriedBy(dynamic.size());
  for (auto &[value, ids] : carriers)
    for (unsigned id : ids)
      if (id >= firstId)
        carriedBy[id - firstId].push_back(value);

  // Which members may join a group: every value carrying the buffer is
  // defined and used in ops of the allocation's block other than its
  // terminator, so the buffer dies before the block ends.
  DenseMap<Block *, SmallVector<DynamicBuffer>> byBlock;
  SmallVector<Block *> blockOrder;
  for (auto [index, original] : llvm::enumerate(dynamic)) {
    DynamicBuffer buffer = original;
    Block *block = buffer.alloc->getBlock();
    Operation *lastUse = buffer.alloc;
    bool local = true;
    for (Value value : carriedBy[index]) {
      if (value.getParentBlock() != block &&
          !block->findAncestorOpInBlock(*value.getParentRegion()->getParentOp()))
        local = false;
      for (Operation *user : value.getUsers()) {
        Operation *anchor = block->findAncestorOpInBlock(*user);
        if (!anchor || anchor == block->getTerminator()) {
          local = false;
          break;
        }
        if (llvm::is_contained(buffer.frees, user))
          continue;
        if (lastUse->isBeforeInBlock(anchor))
          lastUse = anchor;
      }
    }
    if (!local) {
      remark(buffer.alloc, "not planned: its size is dynamic and its uses "
                           "leave its block (left to ownership-based "
                           "deallocation)");
      ++counts.notPlanned;
      continue;
    }
    if (!byBlock.count(block))
      blockOrder.push_back(block);
    buffer.lastUse = lastUse;
    buffer.alignment =
        getRequiredAlignment(buffer.alloc, layouts.at(buffer.alloc));
    byBlock[block].push_back(buffer);
  }

  for (Block *block : blockOrder) {
    auto &members = byBlock[block];
    llvm::sort(members, [](const DynamicBuffer &a, const DynamicBuffer &b) {
      return a.alloc->isBeforeInBlock(b.alloc);
    });
    // A group shares one allocation, made before its first member and freed
    // after its last use. It must never raise the peak: every member is
    // allocated while all earlier ones are live (no member dies before the
    // last one is allocated), nothing allocates or frees heap memory between
    // the first and the last member's allocation, and nothing allocates
    // between the first member's death and the group's last use. Sizes
    // must be known before the first member.
    SmallVector<DynamicGroup> blockGroups;
    auto sizesKnownBefore = [&](memref::AllocOp alloc, Operation *first) {
      return llvm::all_of(alloc.getDynamicSizes(), [&](Value size) {
        Operation *def = size.getDefiningOp();
        Operation *anchor = def ? block->findAncestorOpInBlock(*def) : nullptr;
        return !anchor || anchor->isBeforeInBlock(first);
      });
    };
    for (DynamicBuffer &buffer : members) {
      bool joins = false;
      if (!blockGroups.empty()) {
        DynamicGroup &group = blockGroups.back();
        Operation *last = group.members.back().alloc;
        joins = sizesKnownBefore(buffer.alloc, group.members.front().alloc) &&
                buffer.alloc->isBeforeInBlock(group.firstDeath) &&
                !changesHeapBetween(last, buffer.alloc, /*orFree=*/true);
      }
      if (!joins)
        blockGroups.push_back({});
      DynamicGroup &group = blockGroups.back();
      group.members.push_back(buffer);
      if (!group.lastUse || group.lastUse->isBeforeInBlock(buffer.lastUse))
        group.lastUse = buffer.lastUse;
      if (!group.firstDeath || buffer.lastUse->isBeforeInBlock(group.firstDeath))
        group.firstDeath = buffer.lastUse;
    }
    for (DynamicGroup &group : blockGroups) {
      if (group.members.size() < 2) {
        remark(group.members.front().alloc,
               "not planned: its size is dynamic and no other dynamically "
               "sized buffer of its block is live with it (sharing one "
               "allocation could raise the peak)");
        ++counts.notPlanned;
        continue;
      }
      if (group.firstDeath != group.lastUse &&
          (changesHeapBetween(group.firstDeath, group.lastUse,
                              /*orFree=*/false) ||
           mayChangeHeap(group.lastUse, /*orFree=*/false))) {
        for (DynamicBuffer &member : group.members) {
          remark(member.alloc,
                 "not planned: its size is dynamic and heap memory is "
                 "allocated while its group is partly dead (sharing one "
                 "allocation could raise the peak)");
          ++counts.notPlanned;
        }
        continue;
      }
      groups.push_back(std::move(group));
    }
  }
}

void FunctionPlanner::rewrite() {
  if (!rejection.empty())
    remark(funcOp, rejection);
  for (DynamicGroup &group : groups)
    rewriteDynamicGroup(group);
  if (buffers.empty())
    return;

  Block &entry = funcOp.getFunctionBody().front();
  Location loc = funcOp.getLoc();
  OpBuilder builder(&entry, entry.begin());
  auto arenaType = MemRefType::get({static_cast<int64_t>(arenaSize)},
                                   builder.getI8Type());
  bool onStack = arenaSize <= options.stackLimit;
  // malloc already aligns to kArenaAlignment; an explicit alignment makes
  // the LLVM lowering of memref.alloc allocate that many extra bytes.
  IntegerAttr alignment =
      onStack || arenaAlignment > kArenaAlignment
          ? builder.getI64IntegerAttr(arenaAlignment)
          : IntegerAttr();
  Value arena =
      onStack ? memref::AllocaOp::create(builder, loc, arenaType, alignment)
                    .getResult()
              : memref::AllocOp::create(builder, loc, arenaType, alignment)
                    .getResult();
  ++counts.arenas;
  remark(funcOp, Twine("arena of ") + Twine(arenaSize) + " bytes on the " +
                     (onStack ? "stack" : "heap") + " for " +
                     Twine(buffers.size()) + " buffers; lower bound " +
                     Twine(lowerBound) + " bytes" +
                     (arenaSize == lowerBound ? " (reached)"
                      : optimal ? " (arena optimal for the interference)"
                                : ""));

  DenseMap<uint64_t, Value> offsetValues;
  for (StaticBuffer &buffer : buffers) {
    Value &offset = offsetValues[buffer.offset];
    if (!offset)
      offset = arith::ConstantIndexOp::create(
          builder, loc, static_cast<int64_t>(buffer.offset));
  }
  for (StaticBuffer &buffer : buffers) {
    remark(buffer.alloc, Twine("planned: bytes [") + Twine(buffer.offset) +
                             ", " + Twine(buffer.offset + buffer.size) +
                             ") of the arena");
    replaceByView(buffer.alloc, arena, offsetValues[buffer.offset],
                  buffer.frees);
    ++counts.planned;
  }
  if (onStack)
    return;
  for (Block &block : funcOp.getFunctionBody()) {
    Operation *terminator = block.getTerminator();
    if (terminator && terminator->hasTrait<OpTrait::ReturnLike>()) {
      OpBuilder before(terminator);
      memref::DeallocOp::create(before, loc, arena);
    }
  }
}

void FunctionPlanner::rewriteDynamicGroup(DynamicGroup &group) {
  memref::AllocOp first = group.members.front().alloc;
  Location loc = first.getLoc();
  OpBuilder builder(first);
  // Offsets in decreasing alignment, each aligned up from the running
  // total (no padding unless an `alignment` attribute exceeds a size).
  SmallVector<unsigned> order;
  for (unsigned i = 0, e = group.members.size(); i != e; ++i)
    order.push_back(i);
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return group.members[a].alignment > group.members[b].alignment;
  });
  auto constant = [&](int64_t value) {
    return arith::ConstantIndexOp::create(builder, loc, value).getResult();
  };
  SmallVector<Value> offsets(group.members.size());
  Value total = constant(0);
  uint64_t maxAlignment = 1;
  for (unsigned i : order) {
    DynamicBuffer &member = group.members[i];
    MemRefType type = member.alloc.getType();
    uint64_t elementSize = *getElementStride(type, layouts.at(member.alloc));
    Value bytes = constant(static_cast<int64_t>(elementSize));
    unsigned dynamicIndex = 0;
    for (int64_t dim : type.getShape()) {
      Value extent = ShapedType::isDynamic(dim)
                         ? member.alloc.getDynamicSizes()[dynamicIndex++]
                         : constant(dim);
      bytes = arith::MulIOp::create(builder, loc, bytes, extent);
    }
    if (member.alignment > 1 && i != order.front()) {
      int64_t mask = static_cast<int64_t>(member.alignment) - 1;
      Value sum = arith::AddIOp::create(builder, loc, total, constant(mask));
      total = arith::AndIOp::create(builder, loc, sum, constant(~mask));
    }
    maxAlignment = std::max(maxAlignment, member.alignment);
    offsets[i] = total;
    total = arith::AddIOp::create(builder, loc, total, bytes);
  }
  auto frameType =
      MemRefType::get({ShapedType::kDynamic}, builder.getI8Type());
  // malloc aligns to kArenaAlignment (see FunctionPlanner::rewrite).
  IntegerAttr alignment =
      maxAlignment > kArenaAlignment
          ? builder.getI64IntegerAttr(static_cast<int64_t>(maxAlignment))
          : IntegerAttr();
  Value frame = memref::AllocOp::create(builder, loc, frameType, total,
                                        alignment)
                    .getResult();
  // Popping the "stack": after the group's last use (before the members'
  // allocations, which may be that use, disappear).
  OpBuilder after(group.lastUse->getBlock(),
                  std::next(Block::iterator(group.lastUse)));
  memref::DeallocOp::create(after, loc, frame);
  for (auto [member, offset] : llvm::zip(group.members, offsets)) {
    remark(member.alloc,
           Twine("planned: shares one allocation with ") +
               Twine(group.members.size() - 1) +
               " other dynamically sized buffers of its block (bump pointer)");
    replaceByView(member.alloc, frame, offset, member.frees);
    ++counts.dynamicGrouped;
  }
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct MemoryPlanPass
    : reclaim::ReclaimPass<reclaim::impl::MemoryPlanPassBase<MemoryPlanPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    PlannerOptions options{stackLimit,  exactLimit, exactBudget, maxBuffers,
                           planDynamic, remarks,    callsCapture};
    ModuleSummary summary(getOperation(), {callsCapture});
    options.summary = &summary;
    DenseSet<Operation *> heapChanging =
        collectHeapChangingFunctions(getOperation(), summary);
    options.heapChangingFunctions = &heapChanging;
    PlannerCounts counts;
    // Each function is analysed, then rewritten, on MLIR's thread pool; the
    // alias analysis fills caches as it answers, so each worker has its own
    // (taken from a pool, at most one per thread). Remarks come out in
    // function order.
    SmallVector<FunctionOpInterface> funcs =
        getFunctionsWithBodies(getOperation());
    std::vector<std::unique_ptr<FunctionPlanner>> planners(funcs.size());
    MLIRContext *context = &getContext();
    std::mutex poolMutex;
    std::vector<std::unique_ptr<reclaim::AliasAnalysis>> pool;
    auto analyze = [&](size_t index) {
      std::unique_ptr<reclaim::AliasAnalysis> aliases;
      {
        std::lock_guard<std::mutex> lock(poolMutex);
        if (!pool.empty()) {
          aliases = std::move(pool.back());
          pool.pop_back();
        }
      }
      if (!aliases)
        aliases = std::make_unique<reclaim::AliasAnalysis>(getOperation());
      planners[index] =
          std::make_unique<FunctionPlanner>(funcs[index], options, counts);
      planners[index]->analyze(*aliases);
      std::lock_guard<std::mutex> lock(poolMutex);
      pool.push_back(std::move(aliases));
    };
    // (parallelForChunked emits each loop's remarks in function order when
    // it returns: the analysis's, then the rewrite's.)
    parallelForFunctions(context, funcs, analyze);
    pool.clear();
    parallelForFunctions(context, funcs,
                         [&](size_t index) { planners[index]->rewrite(); });
    numPlanned += counts.planned;
    numArenas += counts.arenas;
    numDynamicGrouped += counts.dynamicGrouped;
    numNotPlanned += counts.notPlanned;
    // Nothing planned, nothing changed (this also spares the verifier).
    if (counts.arenas == 0 && counts.dynamicGrouped == 0)
      markAllAnalysesPreserved();
  }
};

} // namespace
