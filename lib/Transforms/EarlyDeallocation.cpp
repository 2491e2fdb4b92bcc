//===- EarlyDeallocation.cpp - Free buffers right after their last use ----===//
//
// Implements reclaim-early-dealloc. Ownership-based deallocation frees the
// buffers a block owns at its end. This pass moves each free up its block to
// just after the last op that may still touch the buffer:
//
//   memref.dealloc %x
//   scf.if %c { memref.dealloc %x }          (no else, no results)
//
// together with the pure ops that compute only its operands (the condition,
// `memref.extract_strided_metadata` of the base buffer, pointer comparisons).
// Walking up from the free, the pass stops at the first op (looking into its
// regions) that
//  * defines an operand of the ops it moves,
//  * uses, defines or frees a value that may share the buffer of `%x`, or
//    uses its address (`memref.extract_aligned_pointer_as_index` and any
//    value computed from it by pure ops, or any other capture of the
//    address per reclaim::OwnershipOpInterface),
//  * has unknown memory effects while the buffer may be reachable through
//    memory (EscapeAnalysis of its root - the allocation, or the block
//    argument or region result it enters the block as - finds it stored,
//    captured or reaching unknown code; the ownership pass rejects memrefs
//    stored to memory, so a buffer can only reach memory from there),
//  * allocates, or may allocate, while the address of `%x` is read somewhere
//    that may run after the free: malloc could hand out the freed address
//    again and change the outcome of that comparison.
//
// Past its first 16 ops, the walk only visits the ops that could stop it or
// move along: for a buffer whose sources are all allocations (the common
// case), the ops whose
// pointer sources include one of those allocations or something the
// analysis cannot tell apart from one (an index per block, built once), and
// the ops computing the free's operands. Ops with unknown effects or that
// allocate count only when the buffer may be reached through memory or its
// address is read after the free; then, or when the buffer comes from
// elsewhere, the free walks up op by op.
//
// Known limits: frees only move within their block (never into a
// predecessor or out of a region); the op-by-op walk crosses at most 512
// ops, an op using more than 512 distinct buffers (with the ops nested in
// it, not counting those allocated inside it) counts as touching any
// buffer, and the indexed walk examines at most 4,096 candidate ops (budgets:
// every free searches on its own, so a block with thousands of frees would
// otherwise cost their product); "may share a buffer" is answered by
// BufferAliasOracle (reclaim::AliasAnalysis plus the function boundary ABI).
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "Placement.h"
#include "Remarks.h"
#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Analysis/EscapeAnalysis.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

#include <atomic>

namespace reclaim {
#define GEN_PASS_DEF_EARLYDEALLOCATIONPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;
using namespace reclaim::placement;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Returns the memref `op` frees if it is `memref.dealloc %x` or
/// `scf.if %c { memref.dealloc %x }` without else branch or results.
static Value matchFree(Operation *op) {
  if (auto dealloc = dyn_cast<memref::DeallocOp>(op))
    return dealloc.getMemref();
  auto ifOp = dyn_cast<scf::IfOp>(op);
  if (!ifOp || ifOp->getNumResults() != 0)
    return {};
  if (!ifOp.getElseRegion().empty() &&
      !llvm::hasSingleElement(ifOp.getElseRegion().front()))
    return {};
  Block *then = ifOp.thenBlock();
  if (!llvm::hasNItems(*then, 2))
    return {};
  auto dealloc = dyn_cast<memref::DeallocOp>(then->front());
  return dealloc ? dealloc.getMemref() : Value();
}

/// What the pass needs of the effects of `op` itself (not its regions),
/// from one query of its effects.
struct OwnEffects {
  /// Effects the pass cannot place: no MemoryEffectOpInterface and no
  /// recursive effects; or a read or write of memory not named by a memref:
  /// the whole default resource, or through an address (an LLVM pointer made
  /// from an integer, say) that does not come only from captures of known
  /// memrefs (getPointerSources). Such an op may touch any buffer whose
  /// address escaped (a free moved above a load through an address that was
  /// stored and loaded back was a use after free).
  bool unknown = false;
  /// May allocate heap memory.
  bool allocates = false;
};

static OwnEffects getOwnEffects(Operation *op) {
  auto iface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!iface) {
    bool unknown = !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
    return {unknown, unknown};
  }
  OwnEffects result;
  SmallVector<MemoryEffects::EffectInstance, 4> effects;
  iface.getEffects(effects);
  SmallVector<Value> found;
  for (const MemoryEffects::EffectInstance &effect : effects) {
    if (isa<SideEffects::AutomaticAllocationScopeResource>(
            effect.getResource()))
      continue;
    if (isa<MemoryEffects::Allocate>(effect.getEffect())) {
      result.allocates = true;
      continue;
    }
    if (result.unknown ||
        !isa<MemoryEffects::Read, MemoryEffects::Write>(effect.getEffect()))
      continue;
    Value value = effect.getValue();
    if (!value) {
      result.unknown = true;
      continue;
    }
    if (isMemRef(value.getType()))
      continue;
    found.clear();
    getPointerSources(value, found, &result.unknown);
  }
  return result;
}

/// Most ops a free is moved across.
constexpr unsigned kMaxSteps = 512;

//===----------------------------------------------------------------------===//
// BlockOrder
//===----------------------------------------------------------------------===//

/// Positions of the ops in the blocks the pass looks at, kept valid across
/// its moves. Operation::isBeforeInBlock renumbers the whole block after
/// every move, which made a block with thousands of frees quadratic: here a
/// moved group takes positions between its new neighbours (numbered with
/// wide gaps), and only a group that no longer fits renumbers the block.
class BlockOrder {
public:
  /// True if `a` is before `b`; both are in the same block.
  bool isBefore(Operation *a, Operation *b) {
    return position(a) < position(b);
  }

  /// A number that orders `op` among the ops of its block.
  uint64_t position(Operation *op) {
    Block *block = op->getBlock();
    if (numbered.insert(block).second) {
      positions.reserve(positions.size() + block->getOperations().size());
      number(block);
    }
    return positions.lookup(op);
  }

  /// Records that `ops`, consecutive in their block and in this order, have
  /// just been moved there.
  void moved(ArrayRef<Operation *> ops) {
    Block *block = ops.front()->getBlock();
    if (!numbered.contains(block))
      return;
    Operation *prev = ops.front()->getPrevNode();
    Operation *next = ops.back()->getNextNode();
    uint64_t low = prev ? positions.lookup(prev) : 0;
    uint64_t count = ops.size() + 1;
    uint64_t high = next ? positions.lookup(next) : low + count * kStride;
    if (high <= low || high - low <= count) {
      number(block);
      return;
    }
    uint64_t step = (high - low) / count;
    for (auto [i, op] : llvm::enumerate(ops))
      positions[op] = low + step * (i + 1);
  }

private:
  static constexpr uint64_t kStride = uint64_t(1) << 32;

  void number(Block *block) {
    uint64_t position = 0;
    for (Operation &op : *block)
      positions[&op] = position += kStride;
  }

  llvm::DenseMap<Operation *, uint64_t> positions;
  llvm::DenseSet<Block *> numbered;
};

//===----------------------------------------------------------------------===//
// EarlyDeallocation
//===----------------------------------------------------------------------===//

/// Moves the frees of one function.
class EarlyDeallocation {
public:
  EarlyDeallocation(FunctionOpInterface funcOp, bool callsCapture,
                    bool remarks)
      : funcOp(funcOp), escapes(funcOp, EscapeAnalysisOptions{callsCapture, false,
                                                kEscapeValueBudget}),
        aliases(funcOp), remarks(remarks) {}

  unsigned run();

private:
  /// Moves the free `site` of `freed` up its block; true if it moved.
  bool moveUp(Operation *site, Value freed);
  /// True if the buffer of `freed` may be reached through memory by an op
  /// with unknown effects.
  bool mayBeReachedThroughMemory(Value freed);
  /// True if the address of `freed` may be read by an op that may run after
  /// `site` (other than the ops in `moving`).
  bool isAddressReadLater(Operation *site, Value freed,
                          const llvm::SmallPtrSetImpl<Operation *> &moving);
  /// What the walk up from a free asks of an op (with the ops nested in
  /// it), whatever the free: computed once per op, since every free walks
  /// up across up to kMaxSteps ops.
  struct OpFacts {
    /// Where its sources are in `factSources` (see getSources).
    unsigned sourcesBegin = 0, numSources = 0;
    /// More than kMaxFactSources sources: the op may touch any buffer.
    bool anything = false;
    bool unknown = false;
    bool allocates = false;
  };
  const OpFacts &getFacts(Operation *op);
  /// The distinct pointer sources of the operands, results and region
  /// arguments of the op of `opFacts` and those of the ops nested in it,
  /// except the fresh buffers allocated inside it (see computeFacts).
  ArrayRef<Value> getSources(const OpFacts &opFacts) const {
    return ArrayRef<Value>(factSources)
        .slice(opFacts.sourcesBegin, opFacts.numSources);
  }
  /// Computes the facts of every op of the function, those of an op from
  /// the facts of the ops directly nested in it (one walk).
  void computeFacts();
  /// True if `op` (or an op nested in it) touches a value that may share the
  /// buffer of `freed`.
  bool touchesBuffer(Operation *op, Value freed);
  /// True if pointer source `source` of an op in `block` may be the buffer
  /// of `freed`.
  bool mayBeFreed(Value source, Value freed, Block *block);
  /// touchesBuffer for the rare free whose buffer is defined at or after
  /// `op` in its block: also looks at the fresh buffers allocated inside
  /// `op`, which OpFacts leaves out.
  bool touchesBufferSlow(Operation *op, Value freed);

  /// The ops of one block indexed by the allocations their pointer sources
  /// may come from.
  struct BlockIndex {
    /// Allocation op -> the ops of the block with a pointer source that may
    /// be one of its buffers.
    llvm::DenseMap<Operation *, SmallVector<Operation *, 2>> byAllocation;
    /// Ops with a pointer source that may be any buffer (Unknown or Indirect
    /// sources, too many sources, arguments of another function).
    SmallVector<Operation *> wild;
    /// The ops with unknown effects, and those that allocate, in block
    /// order (neither kind ever moves).
    SmallVector<Operation *> unknownOps;
    SmallVector<Operation *> allocatingOps;
  };
  const BlockIndex &getIndex(Block *block);
  /// The allocation ops of the function that `value` may be a buffer of
  /// (appended to `allocs`), or false if it may be any buffer, including
  /// those allocations (its globals and the function's own arguments are
  /// never one of them).
  bool getAllocationSources(Value value, SmallVectorImpl<Operation *> &allocs);
  /// The ops of `site`'s block at or above `limit` that the walk up from
  /// the free of `freed` must look at, nearest first; false if the indexed
  /// search does not apply (the free then walks up op by op).
  bool getCandidates(Operation *site, Value freed, Operation *limit,
                     SmallVectorImpl<Operation *> &candidates);

  FunctionOpInterface funcOp;
  EscapeAnalysis escapes;
  BufferAliasOracle aliases;
  /// The address reads of the function (an op capturing a memref's address,
  /// and that memref), collected once.
  SmallVector<std::pair<Operation *, Value>> addressReads;
  /// The address reads whose memref is, by the alias analysis, one of a
  /// known set of allocations (or a global): their indices in
  /// `addressReads` per allocation op. The others are `unindexedReads`.
  /// A free of a buffer known to be one of some allocations only looks at
  /// the reads of those and the unindexed ones: every other read has
  /// sources distinct from the freed buffer's, so the analysis answers
  /// NoAlias (thousands of frees each scanning thousands of reads was
  /// quadratic).
  llvm::DenseMap<Operation *, SmallVector<unsigned, 1>> readsByAllocation;
  SmallVector<unsigned> unindexedReads;
  BlockOrder order;
  /// The facts of each op of the function, in pre-order (the ops nested in
  /// an op come after it, up to the next op not nested in it), its index
  /// per op, and the sources of all of them one after the other: a map of
  /// facts, each with a vector of its own, was the largest allocation of
  /// the pipeline (6 MiB at 32k ops).
  std::vector<OpFacts> facts;
  llvm::DenseMap<Operation *, unsigned> factIndex;
  std::vector<Value> factSources;
  llvm::DenseMap<Block *, std::unique_ptr<BlockIndex>> indices;
  /// getAllocationSources, per value (false: may be anything).
  llvm::DenseMap<Value, std::optional<SmallVector<Operation *, 2>>>
      allocationSources;
  bool remarks;
};

} // namespace

bool EarlyDeallocation::mayBeReachedThroughMemory(Value freed) {
  // A returned or yielded buffer is not in memory; stored, captured or
  // unknown ones may be.
  EscapeKind kind = escapes.getInfo(aliases.getRootFacts(freed).root).kind;
  return kind != EscapeKind::None && kind != EscapeKind::Returned;
}

/// Appends the allocation ops among `sources` to `allocs` (once each);
/// false if a source is anything else that `mayIgnore` does not accept.
static bool
collectAllocations(ArrayRef<MemorySource> sources,
                   function_ref<bool(const MemorySource &)> mayIgnore,
                   SmallVectorImpl<Operation *> &allocs) {
  for (const MemorySource &source : sources) {
    if (source.isAllocation()) {
      if (!llvm::is_contained(allocs, source.op))
        allocs.push_back(source.op);
      continue;
    }
    if (!mayIgnore(source))
      return false;
  }
  return true;
}

bool EarlyDeallocation::isAddressReadLater(
    Operation *site, Value freed,
    const llvm::SmallPtrSetImpl<Operation *> &moving) {
  Block *block = site->getBlock();
  auto readsLater = [&](unsigned index) {
    auto [read, source] = addressReads[index];
    if (moving.contains(read) || !aliases.mayAlias(source, freed))
      return false;
    // A read earlier in the same block runs before the free (a later
    // iteration reads a new instance of the buffer).
    Operation *ancestor = block->findAncestorOpInBlock(*read);
    return !ancestor || !order.isBefore(ancestor, site);
  };
  bool complete = true;
  SmallVector<MemorySource> sources =
      aliases.getAnalysis().getSources(freed, &complete);
  SmallVector<Operation *, 2> allocs;
  if (!complete ||
      !collectAllocations(
          sources, [](const MemorySource &) { return false; }, allocs))
    return llvm::any_of(llvm::seq<unsigned>(0, addressReads.size()),
                        readsLater);
  if (llvm::any_of(unindexedReads, readsLater))
    return true;
  for (Operation *alloc : allocs)
    if (auto it = readsByAllocation.find(alloc);
        it != readsByAllocation.end() && llvm::any_of(it->second, readsLater))
      return true;
  return false;
}

/// True if the fresh buffer `root` (an allocation or call result) is created
/// in `block` after `freedRoot` (the value through which the freed buffer
/// enters the block) is defined. The freed buffer is alive from there to its
/// free, so such a buffer is a different one.
static bool isAllocatedAfter(Value root, Value freedRoot, Block *block,
                             BlockOrder &order) {
  Operation *alloc = block->findAncestorOpInBlock(*root.getDefiningOp());
  if (!alloc)
    return false;
  // A block argument, or a value defined outside the block, is bound before
  // anything in the block runs.
  Operation *def = freedRoot.getDefiningOp();
  if (!def)
    return true;
  Operation *defInBlock = block->findAncestorOpInBlock(*def);
  return !defInBlock || order.isBefore(defInBlock, alloc);
}

/// Most distinct pointer sources an op's facts list; past it the op may
/// touch any buffer (a loop body using thousands of outer buffers would
/// otherwise cost each free that reaches it a query per buffer).
constexpr unsigned kMaxFactSources = 512;

const EarlyDeallocation::OpFacts &
EarlyDeallocation::getFacts(Operation *op) {
  if (facts.empty())
    computeFacts();
  auto it = factIndex.find(op);
  assert(it != factIndex.end() && "op outside the function, or created later");
  return facts[it->second];
}

/// ```mlir
/// %x = memref.alloc() : memref<4xf32>          // before R: outside R
/// scf.if %c {                                   // R
///   %y = memref.alloc() : memref<4xf32>         // fresh, inside R
///   "test.use"(%x, %y) : ...
/// }
/// memref.dealloc %x : memref<4xf32>
/// ```
/// The facts of R list %x but not %y. A free walking up to R frees a buffer
/// that enters R's block before R (the walk stops at the op defining the
/// free's operand, and at its view sources), and a fresh buffer allocated
/// inside R after that is a different buffer (isAllocatedAfter): such
/// sources never stop a free. Leaving them out keeps the facts of the ops
/// of a deep nest as small as what each level uses from outside, instead of
/// the whole subtree at every level (quadratic in the depth). The rare free
/// whose buffer is defined at or after R looks at them again
/// (touchesBufferSlow).
void EarlyDeallocation::computeFacts() {
  unsigned numOps = 0;
  funcOp->walk([&](Operation *) { ++numOps; });
  facts.reserve(numOps);
  factIndex.reserve(numOps);
  // The ops nested in `op` are numbered after it, up to (not including)
  // facts.size() once the walk leaves `op`.
  SmallVector<Value> found, sources;
  funcOp->walk([&](Operation *op, const WalkStage &stage) {
    if (stage.isBeforeAllRegions()) {
      factIndex[op] = facts.size();
      facts.emplace_back();
    }
    if (!stage.isAfterAllRegions())
      return;
    unsigned first = factIndex.lookup(op), end = facts.size();
    OpFacts result;
    sources.clear();
    llvm::SmallDenseSet<Value, 8> seen;
    auto add = [&](Value source) {
      if (result.anything || !seen.insert(source).second)
        return;
      if (sources.size() == kMaxFactSources) {
        result.anything = true;
        sources.clear();
        return;
      }
      sources.push_back(source);
    };
    auto collect = [&](Value value) {
      found.clear();
      getPointerSources(value, found);
      llvm::for_each(found, add);
    };
    OwnEffects own = getOwnEffects(op);
    result.unknown = own.unknown;
    result.allocates = own.allocates;
    llvm::for_each(op->getOperands(), collect);
    llvm::for_each(op->getResults(), collect);
    auto isAllocatedInside = [&](Value source) {
      const BufferAliasOracle::RootFacts &rootFacts =
          aliases.getRootFacts(source);
      if (!rootFacts.fresh)
        return false;
      auto it = factIndex.find(rootFacts.root.getDefiningOp());
      return it != factIndex.end() && it->second > first && it->second < end;
    };
    for (Region &region : op->getRegions())
      for (Block &block : region) {
        llvm::for_each(block.getArguments(), collect);
        for (Operation &nested : block) {
          const OpFacts &nestedFacts = facts[factIndex.find(&nested)->second];
          result.unknown |= nestedFacts.unknown;
          result.allocates |= nestedFacts.allocates;
          if (nestedFacts.anything) {
            result.anything = true;
            sources.clear();
          }
          for (Value source : getSources(nestedFacts))
            if (!isAllocatedInside(source))
              add(source);
        }
      }
    result.sourcesBegin = factSources.size();
    result.numSources = sources.size();
    factSources.insert(factSources.end(), sources.begin(), sources.end());
    facts[first] = result;
  });
}

bool EarlyDeallocation::mayBeFreed(Value source, Value freed, Block *block) {
  Value freedRoot = aliases.getRootFacts(freed).root;
  BufferAliasOracle::RootFacts sourceFacts = aliases.getRootFacts(source);
  if (sourceFacts.root == freedRoot)
    return true;
  if (sourceFacts.fresh &&
      isAllocatedAfter(sourceFacts.root, freedRoot, block, order))
    return false;
  return aliases.mayAlias(source, freed);
}

bool EarlyDeallocation::touchesBuffer(Operation *op, Value freed) {
  const OpFacts &opFacts = getFacts(op);
  if (opFacts.anything)
    return true;
  Value freedRoot = aliases.getRootFacts(freed).root;
  Block *block = op->getBlock();
  // The buffer enters the block at or after `op`: see computeFacts.
  if (Operation *def = freedRoot.getDefiningOp())
    if (Operation *defInBlock = block->findAncestorOpInBlock(*def))
      if (!order.isBefore(defInBlock, op))
        return touchesBufferSlow(op, freed);
  return llvm::any_of(getSources(opFacts), [&](Value source) {
    return mayBeFreed(source, freed, block);
  });
}

bool EarlyDeallocation::touchesBufferSlow(Operation *op, Value freed) {
  Block *block = op->getBlock();
  SmallVector<Value> sources;
  auto touches = [&](Value value) {
    sources.clear();
    getPointerSources(value, sources);
    return llvm::any_of(sources, [&](Value source) {
      return mayBeFreed(source, freed, block);
    });
  };
  WalkResult walked = op->walk([&](Operation *nested) {
    bool found = llvm::any_of(nested->getOperands(), touches) ||
                 llvm::any_of(nested->getResults(), touches) ||
                 llvm::any_of(nested->getRegions(), [&](Region &region) {
                   return llvm::any_of(region, [&](Block &nestedBlock) {
                     return llvm::any_of(nestedBlock.getArguments(), touches);
                   });
                 });
    return found ? WalkResult::interrupt() : WalkResult::advance();
  });
  return walked.wasInterrupted();
}

bool EarlyDeallocation::getAllocationSources(
    Value value, SmallVectorImpl<Operation *> &allocs) {
  auto [it, inserted] = allocationSources.try_emplace(value);
  if (inserted) {
    bool complete = true;
    SmallVector<MemorySource> sources =
        aliases.getAnalysis().getSources(value, &complete);
    // A global, or an argument of this function, is never one of the
    // function's allocations (reclaim::AliasAnalysis); anything else may
    // be.
    auto isNeverAllocation = [&](const MemorySource &source) {
      return source.kind == SourceKind::Global ||
             (source.kind == SourceKind::Argument &&
              cast<BlockArgument>(source.value).getOwner()->getParentOp() ==
                  funcOp.getOperation());
    };
    SmallVector<Operation *, 2> ops;
    if (complete && collectAllocations(sources, isNeverAllocation, ops))
      it->second = std::move(ops);
  }
  if (!it->second)
    return false;
  llvm::append_range(allocs, *it->second);
  return true;
}

const EarlyDeallocation::BlockIndex &
EarlyDeallocation::getIndex(Block *block) {
  std::unique_ptr<BlockIndex> &index = indices[block];
  if (index)
    return *index;
  index = std::make_unique<BlockIndex>();
  SmallVector<Operation *, 4> allocs;
  for (Operation &op : *block) {
    const OpFacts &opFacts = getFacts(&op);
    if (opFacts.unknown)
      index->unknownOps.push_back(&op);
    if (opFacts.allocates)
      index->allocatingOps.push_back(&op);
    bool wild = opFacts.anything;
    allocs.clear();
    for (Value source : getSources(opFacts))
      if (!getAllocationSources(source, allocs))
        wild = true;
    if (wild) {
      index->wild.push_back(&op);
      continue;
    }
    llvm::sort(allocs);
    allocs.erase(llvm::unique(allocs), allocs.end());
    for (Operation *alloc : allocs)
      index->byAllocation[alloc].push_back(&op);
  }
  return *index;
}

/// Most candidate ops the indexed search examines for one free.
constexpr unsigned kMaxCandidates = 4096;

/// Ops a free walks up one by one before it turns to the indexed search.
constexpr unsigned kDirectSteps = 16;

bool EarlyDeallocation::getCandidates(
    Operation *site, Value freed, Operation *limit,
    SmallVectorImpl<Operation *> &candidates) {
  Block *block = site->getBlock();
  const BlockIndex &index = getIndex(block);
  uint64_t limitPosition = order.position(limit);
  // Unknown effects and allocations stop the free only in these cases, and
  // then at the first such op the walk meets (moveUp asks each question
  // once): the nearest one at or above `limit` is a candidate.
  // isAddressReadLater only gets more false as more ops move along, so
  // asking it with the site alone is enough to rule it out. (Walking up op
  // by op instead cost the distance to that op per free: quadratic for
  // thousands of frees of kept-alive buffers at a return.)
  auto nearest = [&](ArrayRef<Operation *> ops) -> Operation * {
    auto it = llvm::partition_point(ops, [&](Operation *op) {
      return order.position(op) <= limitPosition;
    });
    return it == ops.begin() ? nullptr : *std::prev(it);
  };
  Operation *unknownStop = nullptr, *allocationStop = nullptr;
  if (!index.unknownOps.empty() && mayBeReachedThroughMemory(freed))
    unknownStop = nearest(index.unknownOps);
  if (!index.allocatingOps.empty()) {
    llvm::SmallPtrSet<Operation *, 1> siteOnly;
    siteOnly.insert(site);
    if (isAddressReadLater(site, freed, siteOnly))
      allocationStop = nearest(index.allocatingOps);
  }
  // The freed buffer itself must be one of the function's allocations:
  // only those are told apart from arguments and globals (an argument may
  // be any other argument).
  bool complete = true;
  SmallVector<MemorySource> freedSources =
      aliases.getAnalysis().getSources(freed, &complete);
  if (!complete)
    return false;
  SmallVector<Operation *, 2> allocs;
  if (!collectAllocations(
          freedSources, [](const MemorySource &) { return false; }, allocs))
    return false;

  llvm::SmallPtrSet<Operation *, 16> seen;
  auto add = [&](Operation *op) {
    if (order.position(op) <= limitPosition && seen.insert(op).second)
      candidates.push_back(op);
  };
  // The ops that compute the free's operands, transitively: the only ops
  // that can move along or stop it as "defines an operand".
  SmallVector<Operation *> worklist{site};
  llvm::SmallPtrSet<Operation *, 16> visited{site};
  while (!worklist.empty()) {
    Operation *current = worklist.pop_back_val();
    WalkResult walked = current->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands()) {
        Operation *def = operand.getDefiningOp();
        Operation *ancestor = def ? block->findAncestorOpInBlock(*def)
                                  : nullptr;
        if (!ancestor || !visited.insert(ancestor).second)
          continue;
        if (visited.size() > kMaxCandidates)
          return WalkResult::interrupt();
        add(ancestor);
        worklist.push_back(ancestor);
      }
      return WalkResult::advance();
    });
    if (walked.wasInterrupted())
      return false;
  }
  size_t total = candidates.size() + index.wild.size();
  for (Operation *alloc : allocs) {
    auto it = index.byAllocation.find(alloc);
    if (it != index.byAllocation.end())
      total += it->second.size();
  }
  if (total > kMaxCandidates)
    return false;
  for (Operation *op : index.wild)
    add(op);
  for (Operation *op : {unknownStop, allocationStop})
    if (op)
      add(op);
  for (Operation *alloc : allocs) {
    auto it = index.byAllocation.find(alloc);
    if (it != index.byAllocation.end())
      llvm::for_each(it->second, add);
  }
  llvm::sort(candidates, [&](Operation *a, Operation *b) {
    return order.position(b) < order.position(a);
  });
  return true;
}

/// ```mlir
/// %a = memref.alloc() : memref<4xf32>
/// "test.use"(%a) : (memref<4xf32>) -> ()
/// %b = memref.alloc() : memref<4xf32>
/// "test.use"(%b) : (memref<4xf32>) -> ()
/// %base, %off, %size, %stride = memref.extract_strided_metadata %v
/// scf.if %own { memref.dealloc %base : memref<f32> }
/// ```
/// moves the `scf.if` and the `extract_strided_metadata` that feeds it right
/// after the last op touching `%v` (if %v is %a's view, after the first use).
bool EarlyDeallocation::moveUp(Operation *site, Value freed) {
  Block *block = site->getBlock();
  // Ops that move along (the site and pure ops used only by moving ops).
  llvm::SmallPtrSet<Operation *, 8> moving;
  moving.insert(site);
  // An unused op is not one of them: it computes nothing the free needs, and
  // the search past it (the indexed candidates) does not look for the
  // definitions of its operands.
  auto usedOnlyByMoving = [&](Operation *op) {
    return !op->use_empty() &&
           llvm::all_of(op->getUsers(), [&](Operation *user) {
             Operation *ancestor = block->findAncestorOpInBlock(*user);
             return ancestor && moving.contains(ancestor);
           });
  };
  auto usedByMoving = [&](Operation *op) {
    return llvm::any_of(op->getUsers(), [&](Operation *user) {
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      return ancestor && moving.contains(ancestor);
    });
  };

  // Both are asked only when an op needs them (each may follow the buffer
  // through much of the function).
  std::optional<bool> unknownEffectsBlock;
  std::optional<bool> allocationsBlock;

  Operation *stop = nullptr;
  // Why `stop` stops the free (for remarks).
  StringRef why;
  // The ops to look at, nearest first: every op above the site for the
  // first kDirectSteps (most frees stop within a few ops, and the indexed
  // candidates may be many), then, if the index applies, only the candidates
  // at or above the next op; else every op, up to kMaxSteps.
  SmallVector<Operation *> candidates;
  bool indexed = false, triedIndex = false;
  size_t nextCandidate = 0;
  auto nextCandidateOp = [&]() -> Operation * {
    return nextCandidate < candidates.size() ? candidates[nextCandidate++]
                                             : nullptr;
  };
  unsigned steps = 0;
  for (Operation *op = site->getPrevNode(); op;
       op = indexed ? nextCandidateOp() : op->getPrevNode()) {
    if (!indexed && !triedIndex && steps == kDirectSteps) {
      triedIndex = true;
      if (getCandidates(site, freed, op, candidates)) {
        indexed = true;
        op = nextCandidateOp();
        if (!op)
          break;
      }
    }
    // Each free walks up its block on its own: bounded, so that a block
    // with many frees far from their last uses stays linear.
    if (!indexed && ++steps > kMaxSteps) {
      stop = op;
      why = "is as far up as the search goes (the pass looks at most 512 "
            "ops above a free)";
      break;
    }
    if (op->getNumRegions() == 0 && isPure(op) && op->getNumResults() != 0 &&
        usedOnlyByMoving(op)) {
      moving.insert(op);
      continue;
    }
    if (usedByMoving(op)) {
      stop = op;
      why = "defines an operand of the free";
      break;
    }
    if (touchesBuffer(op, freed)) {
      stop = op;
      why = getFacts(op).anything
                ? "may use the buffer (it and the ops nested in it use more "
                  "than 512 buffers, more than the pass tells apart)"
                : "may use the buffer";
      break;
    }
    const OpFacts &opFacts = getFacts(op);
    bool unknown = opFacts.unknown, allocates = opFacts.allocates;
    if (unknown && !unknownEffectsBlock)
      unknownEffectsBlock = mayBeReachedThroughMemory(freed);
    if (unknown && *unknownEffectsBlock) {
      stop = op;
      why = "has unknown effects and the buffer may be reachable through "
            "memory";
      break;
    }
    if (allocates) {
      if (!allocationsBlock)
        allocationsBlock = isAddressReadLater(site, freed, moving);
      if (*allocationsBlock) {
        stop = op;
        why = "may allocate while the buffer's address is read after the "
              "free (the address could be reused)";
        break;
      }
    }
  }
  // "free of 'memref.alloc' at f.mlir:2:8 moved up to right after
  // 'test.use' at f.mlir:3:5, which may use the buffer" / "free of ... not
  // moved: it already is right after ...".
  auto explain = [&](bool moved) {
    if (!remarks)
      return;
    InFlightDiagnostic remark = mlir::emitRemark(site->getLoc(), "free of ");
    remark << remarkBufferName(freed)
           << (moved ? " moved up to " : " not moved: it already is ");
    if (stop)
      remark << "right after " << remarkOpName(stop) << ", which "
             << why;
    else
      remark << "at the start of its block";
  };

  // The moving ops in block order, and whether they already follow `stop`
  // (checked without walking the ops the free skipped).
  SmallVector<Operation *> ordered(moving.begin(), moving.end());
  llvm::sort(ordered, [&](Operation *a, Operation *b) {
    return order.isBefore(a, b);
  });
  Operation *first = stop ? stop->getNextNode() : &block->front();
  bool inPlace = true;
  for (Operation *op = first; op != site->getNextNode();
       op = op->getNextNode())
    if (!moving.contains(op)) {
      inPlace = false;
      break;
    }
  if (inPlace) {
    explain(/*moved=*/false);
    return false;
  }
  // Each moving op lands right after `stop`: every operand must be defined
  // there already (by a moving op before it, or at or above `stop`). The
  // search ensures it; checked again because a violation is invalid IR.
  for (Operation *op : ordered)
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      Operation *ancestor = def ? block->findAncestorOpInBlock(*def) : nullptr;
      if (ancestor && !moving.contains(ancestor) &&
          (!stop || order.isBefore(stop, ancestor))) {
        if (remarks)
          mlir::emitRemark(site->getLoc(), "free of ")
              << remarkBufferName(freed) << " not moved: " << remarkOpName(op)
              << " would move along above " << remarkOpName(ancestor)
              << ", which defines its operand";
        return false;
      }
    }
  explain(/*moved=*/true);
  Operation *anchor = stop;
  for (Operation *op : ordered) {
    if (anchor)
      op->moveAfter(anchor);
    else
      op->moveBefore(&block->front());
    anchor = op;
  }
  order.moved(ordered);
  return true;
}

unsigned EarlyDeallocation::run() {
  funcOp->walk([&](Operation *op) {
    for (OpOperand &operand : op->getOpOperands())
      if (isMemRef(operand.get().getType()) &&
          getOperandOwnership(operand) == OperandOwnership::Capture)
        addressReads.push_back({op, operand.get()});
  });
  for (auto [index, read] : llvm::enumerate(addressReads)) {
    // Allocations are distinct from other allocations (but for the results
    // of one call, which share its op) and from globals.
    bool complete = true;
    SmallVector<MemorySource> sources =
        aliases.getAnalysis().getSources(read.second, &complete);
    SmallVector<Operation *, 2> allocs;
    if (!complete || !collectAllocations(
                         sources,
                         [](const MemorySource &source) {
                           return source.kind == SourceKind::Global;
                         },
                         allocs)) {
      unindexedReads.push_back(index);
      continue;
    }
    for (Operation *alloc : allocs)
      readsByAllocation[alloc].push_back(index);
  }
  SmallVector<std::pair<Operation *, Value>> sites;
  walkOwnOpsPreOrder(funcOp, [&](Operation *op) {
    if (Value freed = matchFree(op)) {
      sites.push_back({op, freed});
      return WalkResult::skip();
    }
    return WalkResult::advance();
  });
  unsigned numMoved = 0;
  for (auto [site, freed] : sites)
    numMoved += moveUp(site, freed);
  return numMoved;
}

unsigned reclaim::deallocateEarly(FunctionOpInterface funcOp,
                                  bool callsCapture, bool remarks) {
  return EarlyDeallocation(funcOp, callsCapture, remarks).run();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct EarlyDeallocationPass
    : reclaim::ReclaimPass<
          reclaim::impl::EarlyDeallocationPassBase<EarlyDeallocationPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    std::atomic<unsigned> moved{0};
    (void)forEachFunction(getOperation(), [&](FunctionOpInterface funcOp) {
      moved += deallocateEarly(funcOp, callsCapture, remarks);
      return success();
    });
    numMoved += moved;
    if (moved == 0)
      markAllAnalysesPreserved();
  }
};
} // namespace
