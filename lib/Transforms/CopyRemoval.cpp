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
//  * fold a clone:      %c = clone %x; ...; dealloc %x  -> uses of %c become
//  %x.
//
// Legality is checked conservatively: "may alias" means the same view root
// (BufferRoots) or not NoAlias by reclaim::AliasAnalysis, and any op between
// the two points that has such an operand, itself or in its regions, is a
// use. A buffer whose address is read (extract_aligned_pointer_as_index)
// is never merged with another. The rewrites are applied one at a time, the
// first that applies in walk order first; the cost is linear in the size of
// the function in practice (one alias analysis, merges recorded on top of
// it, an index of uses by memory source; see CopyRemover). Known limits:
// only `memref.copy` (MLIR 22 has no CopyOpInterface any more), only
// `memref.alloc` temporaries without alignment, only `memref.dealloc` frees,
// nothing across blocks, at most 1024 rewrites per function.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "Remarks.h"
#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/IR/Dominance.h"

#include "Placement.h"
#include "llvm/ADT/BitVector.h"

#include <mutex>
#include <queue>

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

/// True if `from` can stand in for a value of type `to`, directly or
/// through a `memref.cast`.
static bool isReplaceable(Type from, Type to) {
  if (from == to)
    return true;
  return memref::CastOp::areCastCompatible(from, to);
}

//===----------------------------------------------------------------------===//
// CopyRemover
//===----------------------------------------------------------------------===//

/// A bucket of the use index: the memref operands whose values may come
/// from one kind of memory source. Only values with a source in a bucket
/// that may alias one of a buffer's sources can alias the buffer.
struct UseBucket {
  /// Memref operands, by the pre-order number of their op (times two).
  std::vector<std::pair<unsigned, OpOperand *>> uses;
  /// Operands of the casts the rewrites insert, unsorted (at most one per
  /// rewrite into a buffer of this bucket).
  std::vector<std::pair<unsigned, OpOperand *>> lateUses;
  /// Operands an op keeps the address of (OperandOwnership::Capture).
  std::vector<OpOperand *> captures;
  /// Buckets of the allocations merged into a buffer with a source in this
  /// bucket: their uses are now uses of that buffer too.
  SmallVector<unsigned, 1> merged;
};

/// Finds and applies the rewrites of one function. The decisions are those
/// of applying one rewrite at a time, always the first one that applies in
/// walk order, and starting over after each (every rewrite changes which
/// values alias and which ops lie between two points), but computed in time
/// linear in the function's size in practice:
///
///  * one alias analysis, of the function as it was; a rewrite that lets
///    buffer `%y` take the place of a fresh buffer `%x` is recorded as a
///    merge, and a value whose sources include `%x`'s allocation may alias
///    whatever `%y` may alias (see mayAlias). This stands for analysing the
///    function again after each rewrite, and answers the same where sources
///    just move from `%x` to `%y`; it could differ where a new analysis
///    would tell the merged buffer's instances across a loop back edge apart
///    differently, or would give up on a value with too many sources;
///  * ops are numbered in pre-order once, so that "strictly between two ops
///    of a block, looking into regions" is an interval of numbers;
///  * memref operands and captures are indexed by the kind of memory source
///    of their values (the allocation op; the arguments of one function; any
///    global; opaque), so that the uses of the values that may alias a
///    buffer in an interval are a few binary searches away, and the captures
///    of its address a few lookups;
///  * erased ops only become dead (so that no new op reuses their address
///    while the indices remember them) until the end;
///  * a rejected copy or clone is checked again only when an op its
///    rejection rests on (the use in between, the capture, the free found)
///    dies or has an operand replaced, when one of its own operands is
///    replaced, or when its buffer gains a free; everything else can only
///    keep it rejected, since merges only add aliases.
class CopyRemover {
public:
  CopyRemover(FunctionOpInterface funcOp, bool remarks);

  /// Applies every rewrite (at most kMaxRewrites) and, with remarks,
  /// explains the copies and clones left.
  void run(CopyRemovalResult &result);

private:
  //===--------------------------------------------------------------------===//
  // Aliasing
  //===--------------------------------------------------------------------===//

  /// Follows the casts the rewrites inserted to the buffer they cast.
  Value stripAddedCasts(Value value) const;

  /// Adds to `out` the values that stand for the buffers `value` may point
  /// into: itself, and for each merged allocation among its sources the
  /// buffer that replaced it (and so on).
  void expandMerges(Value value, SmallVectorImpl<Value> &out) const;

  /// True unless `a` and `b` are known to be different buffers: the same
  /// view root or not NoAlias by reclaim::AliasAnalysis, for any pair of the
  /// values they stand for after the merges.
  bool mayAlias(Value a, Value b) const;

  //===--------------------------------------------------------------------===//
  // Use index
  //===--------------------------------------------------------------------===//

  /// The bucket of `source`, creating it if `create`; ~0u if none.
  unsigned getBucket(const MemorySource &source, bool create);

  /// The buckets of the sources of `value` and of the buffers merged into
  /// it, created as needed.
  void getValueBuckets(Value value, SmallVectorImpl<unsigned> &buckets);

  /// The buckets holding every operand whose value may alias `buffer`
  /// (followed through merges). False if that could be any bucket.
  bool getRelevantBuckets(Value buffer, SmallVectorImpl<unsigned> &buckets);

  /// Indexes the memref operands (and captures) of `op` at `position`.
  void indexOperands(Operation *op, unsigned position, bool late);

  /// Builds the index on the first query that needs it (no copy may get
  /// that far: then the alias analysis is never computed either).
  void ensureIndex();

  //===--------------------------------------------------------------------===//
  // Checks
  //===--------------------------------------------------------------------===//

  /// Returns the first live `memref.dealloc` of exactly `value` in the block
  /// of `after`, after it, or null.
  memref::DeallocOp findDeallocAfter(Value value, Operation *after);

  /// True if an op strictly between `begin` and `end` (same block, `begin`
  /// first), or an op nested in one, has an operand that may alias `buffer`.
  /// Values in `ignored` are not checked.
  bool isUsedBetween(Value buffer, Operation *begin, Operation *end,
                     ArrayRef<Value> ignored = {});
  /// True if `buffer` may be reached other than through the function's SSA
  /// values (it may be a global, an argument, a call's result or unknown)
  /// and an op strictly between `begin` and `end` (same block) may touch
  /// memory it does not name: a call, an op with unknown effects, an effect
  /// on a global or a whole resource. Such an op could read or write the
  /// buffer without an operand that isUsedBetween sees.
  bool mayBeReachedBetween(Value buffer, Operation *begin, Operation *end);

  /// True if the function reads the address of a value that may alias
  /// `buffer` (an operand with OperandOwnership::Capture, e.g.
  /// `memref.extract_aligned_pointer_as_index`). Merging two buffers that
  /// are alive together makes their addresses equal, which a pointer
  /// comparison (as lowered deallocations emit) could observe.
  bool isAddressRead(Value buffer);

  /// Reuse the source: `copy %s, %t` with `%t` a plain allocation before the
  /// copy and `memref.dealloc %s` after it.
  ///
  ///   %t = memref.alloc() : memref<4xf32>        // erased
  ///   memref.copy %s, %t                          // erased
  ///   memref.dealloc %s                           // erased
  ///   "test.use"(%t)                              // -> "test.use"(%s)
  std::string checkReuseSource(memref::CopyOp copy, memref::AllocOp &alloc,
                               memref::DeallocOp &dealloc);
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
                               memref::DeallocOp &dealloc);
  void reuseTarget(memref::CopyOp copy, memref::AllocOp alloc,
                   memref::DeallocOp dealloc);

  /// Fold a clone: `%c = bufferization.clone %x` followed by
  /// `memref.dealloc %x` with no use of `%x` in between.
  ///
  ///   %c = bufferization.clone %x                // erased
  ///   memref.dealloc %x                           // erased
  ///   "test.use"(%c)                              // -> "test.use"(%x)
  std::string checkFoldClone(bufferization::CloneOp clone,
                             memref::DeallocOp &dealloc);
  void foldClone(bufferization::CloneOp clone, memref::DeallocOp dealloc);

  /// Tries the rewrites on candidate `op`; true if one was applied.
  bool tryRewrite(Operation *op, CopyRemovalResult &result);

  /// Emits a remark for every copy and clone left, saying why each rewrite
  /// does not apply to it.
  void explainKept();

  //===--------------------------------------------------------------------===//
  // Rewriting
  //===--------------------------------------------------------------------===//

  /// Replaces every use of the fresh buffer `oldValue` (the result of
  /// `allocOp`) by `newValue`, through a `memref.cast` built before
  /// `castPoint` if the types differ, and records the merge.
  void replaceBuffer(Value oldValue, Value newValue, Operation *castPoint,
                     Operation *allocOp);

  /// Marks `op` erased (it is erased at the end) and rechecks what rested
  /// on it.
  void kill(Operation *op);

  /// Queues the candidates whose rejection rested on `op`, and `op` itself
  /// if it is a candidate.
  void touch(Operation *op);

  FunctionOpInterface funcOp;
  reclaim::AliasAnalysis analysis;
  DominanceInfo dominance;
  bool remarks;

  /// Pre-order number of every op (times two: a cast a rewrite inserts
  /// before op `x` gets number(x) - 1) and the largest number in its
  /// regions.
  DenseMap<Operation *, std::pair<unsigned, unsigned>> order;
  /// Copies and clones, in walk order.
  std::vector<Operation *> candidates;
  DenseMap<Operation *, unsigned> candidateIndex;
  /// Candidates to check, smallest index first.
  std::priority_queue<unsigned, std::vector<unsigned>, std::greater<unsigned>>
      queue;
  llvm::BitVector queued;
  /// The candidates whose last rejection rested on an op.
  DenseMap<Operation *, SmallVector<unsigned, 2>> watchers;
  /// The ops the check running now rests on.
  SmallVector<Operation *> watched;

  bool indexed = false;
  std::vector<UseBucket> buckets;
  DenseMap<std::pair<const void *, unsigned>, unsigned> bucketIds;
  /// The bucket of operands with opaque sources (they may alias anything).
  unsigned wideBucket;
  /// The buckets of function arguments, with their function.
  SmallVector<std::pair<Operation *, unsigned>> argumentBuckets;
  DenseSet<OpOperand *> indexedCaptures;

  /// Merged allocation (or clone) -> the buffer that replaced it.
  DenseMap<Operation *, Value> mergedInto;
  /// Casts inserted by the rewrites.
  DenseSet<Operation *> addedCasts;
  /// Erased ops, in the order they died.
  SmallVector<Operation *> dead;
  DenseSet<Operation *> isDead;
};

/// Bounds the number of rewrites per function (each used to cost a new
/// alias analysis; kept so that the output stays the same).
constexpr unsigned kMaxRewrites = 1024;

/// Bucket kinds.
enum BucketKind : unsigned { kAllocation, kArguments, kGlobals, kWide };

CopyRemover::CopyRemover(FunctionOpInterface funcOp, bool remarks)
    : funcOp(funcOp), analysis(funcOp), dominance(funcOp), remarks(remarks) {
  buckets.emplace_back();
  wideBucket = 0;
  bucketIds[{nullptr, kWide}] = wideBucket;
  // The candidates, in walk order (copies and clones have no regions: the
  // same order before and after their nested ops).
  placement::walkOwnOps(funcOp, [&](Operation *op) {
    if (isa<memref::CopyOp, bufferization::CloneOp>(op)) {
      candidateIndex[op] = candidates.size();
      candidates.push_back(op);
    }
  });
  queued.resize(candidates.size(), true);
  for (unsigned i = 0, e = candidates.size(); i != e; ++i)
    queue.push(i);
}

void CopyRemover::ensureIndex() {
  if (indexed)
    return;
  indexed = true;
  // Number the ops in pre-order, then index their operands.
  unsigned next = 0;
  funcOp->walk([&](Operation *op, const WalkStage &stage) {
    if (stage.isBeforeAllRegions()) {
      order[op] = {2 * next, 2 * next};
      ++next;
    }
    if (stage.isAfterAllRegions())
      order[op].second = 2 * (next - 1);
  });
  funcOp->walk([&](Operation *op) {
    if (op != funcOp.getOperation())
      indexOperands(op, order.lookup(op).first, /*late=*/false);
  });
  for (UseBucket &bucket : buckets)
    llvm::sort(bucket.uses,
               [](const auto &x, const auto &y) { return x.first < y.first; });
}

Value CopyRemover::stripAddedCasts(Value value) const {
  while (Operation *def = value.getDefiningOp()) {
    if (!addedCasts.contains(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

void CopyRemover::expandMerges(Value value, SmallVectorImpl<Value> &out) const {
  out.push_back(stripAddedCasts(value));
  if (mergedInto.empty())
    return;
  for (unsigned i = 0; i < out.size(); ++i)
    for (const MemorySource &source : analysis.getSources(out[i])) {
      auto it = source.op ? mergedInto.find(source.op) : mergedInto.end();
      if (it == mergedInto.end())
        continue;
      Value replacement = stripAddedCasts(it->second);
      if (!llvm::is_contained(out, replacement))
        out.push_back(replacement);
    }
}

bool CopyRemover::mayAlias(Value a, Value b) const {
  SmallVector<Value, 2> as, bs;
  expandMerges(a, as);
  expandMerges(b, bs);
  for (Value x : as)
    for (Value y : bs) {
      if (x == y)
        return true;
      Value rootX = getViewRoot(x), rootY = getViewRoot(y);
      if ((rootX ? rootX : x) == (rootY ? rootY : y))
        return true;
      if (!analysis.alias(x, y).isNo())
        return true;
    }
  return false;
}

unsigned CopyRemover::getBucket(const MemorySource &source, bool create) {
  std::pair<const void *, unsigned> key;
  switch (source.kind) {
  case SourceKind::HeapAllocation:
  case SourceKind::StackAllocation:
    key = {source.op, kAllocation};
    break;
  case SourceKind::Argument:
    key = {cast<BlockArgument>(source.value).getOwner()->getParentOp(),
           kArguments};
    break;
  case SourceKind::Global:
    key = {nullptr, kGlobals};
    break;
  case SourceKind::Indirect:
  case SourceKind::Unknown:
    return wideBucket;
  }
  auto it = bucketIds.find(key);
  if (it != bucketIds.end())
    return it->second;
  if (!create)
    return ~0u;
  unsigned id = buckets.size();
  buckets.emplace_back();
  bucketIds[key] = id;
  if (key.second == kArguments)
    argumentBuckets.push_back(
        {const_cast<Operation *>(static_cast<const Operation *>(key.first)),
         id});
  return id;
}

void CopyRemover::getValueBuckets(Value value, SmallVectorImpl<unsigned> &out) {
  SmallVector<Value, 2> values;
  expandMerges(value, values);
  for (Value v : values)
    for (const MemorySource &source : analysis.getSources(v)) {
      unsigned id = getBucket(source, /*create=*/true);
      if (!llvm::is_contained(out, id))
        out.push_back(id);
    }
  // A value without sources holds no buffer, but is still the same value
  // (or view root) as itself.
  if (out.empty())
    out.push_back(wideBucket);
}

bool CopyRemover::getRelevantBuckets(Value buffer,
                                     SmallVectorImpl<unsigned> &out) {
  auto add = [&](unsigned id) {
    if (id != ~0u && !llvm::is_contained(out, id))
      out.push_back(id);
  };
  add(wideBucket);
  SmallVector<Value, 2> values;
  expandMerges(buffer, values);
  for (Value v : values) {
    for (const MemorySource &source : analysis.getSources(v)) {
      // Mirrors mayAliasDistinct in AliasAnalysis.cpp: which sources a
      // source may share a buffer with.
      switch (source.kind) {
      case SourceKind::HeapAllocation:
      case SourceKind::StackAllocation:
        // The same allocation (or call), and arguments of functions that do
        // not contain it.
        add(getBucket(source, /*create=*/false));
        for (auto [func, id] : argumentBuckets)
          if (!func->isProperAncestor(source.op))
            add(id);
        break;
      case SourceKind::Argument:
        // Arguments and globals; allocations outside the function, which
        // only a nested function has.
        if (cast<BlockArgument>(source.value).getOwner()->getParentOp() !=
            funcOp.getOperation())
          return false;
        for (auto [func, id] : argumentBuckets)
          add(id);
        add(bucketIds.lookup_or({nullptr, kGlobals}, ~0u));
        break;
      case SourceKind::Global:
        for (auto [func, id] : argumentBuckets)
          add(id);
        add(bucketIds.lookup_or({nullptr, kGlobals}, ~0u));
        break;
      case SourceKind::Indirect:
      case SourceKind::Unknown:
        return false;
      }
    }
  }
  // The allocations merged into buffers of these buckets.
  for (unsigned i = 0; i < out.size(); ++i)
    for (unsigned id : buckets[out[i]].merged)
      add(id);
  return true;
}

void CopyRemover::indexOperands(Operation *op, unsigned position, bool late) {
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isMemRef(operand.get().getType()))
      continue;
    bool capture = getOperandOwnership(operand) == OperandOwnership::Capture &&
                   indexedCaptures.insert(&operand).second;
    SmallVector<unsigned, 2> ids;
    getValueBuckets(operand.get(), ids);
    for (unsigned id : ids) {
      UseBucket &bucket = buckets[id];
      (late ? bucket.lateUses : bucket.uses).push_back({position, &operand});
      if (capture)
        bucket.captures.push_back(&operand);
    }
  }
}

memref::DeallocOp CopyRemover::findDeallocAfter(Value value, Operation *after) {
  // From the uses of `value` (a scan of the block from `after` is quadratic
  // in a block with many copies).
  memref::DeallocOp first;
  for (Operation *user : value.getUsers()) {
    auto dealloc = dyn_cast<memref::DeallocOp>(user);
    if (!dealloc || isDead.contains(dealloc) ||
        dealloc->getBlock() != after->getBlock() || dealloc == after ||
        !after->isBeforeInBlock(dealloc))
      continue;
    if (!first || dealloc->isBeforeInBlock(first))
      first = dealloc;
  }
  if (first)
    watched.push_back(first);
  return first;
}

bool CopyRemover::isUsedBetween(Value buffer, Operation *begin, Operation *end,
                                ArrayRef<Value> ignored) {
  ensureIndex();
  unsigned lo = order.lookup(begin).second, hi = order.lookup(end).first;
  auto isUse = [&](OpOperand *operand) {
    Operation *owner = operand->getOwner();
    if (isDead.contains(owner))
      return false;
    Value value = operand->get();
    if (!isMemRef(value.getType()) || llvm::is_contained(ignored, value) ||
        !mayAlias(value, buffer))
      return false;
    watched.push_back(owner);
    return true;
  };
  auto scan = [&](UseBucket &bucket) {
    auto it = llvm::upper_bound(
        bucket.uses, lo, [](unsigned p, const auto &u) { return p < u.first; });
    for (; it != bucket.uses.end() && it->first < hi; ++it)
      if (isUse(it->second))
        return true;
    for (auto [position, operand] : bucket.lateUses)
      if (position > lo && position < hi && isUse(operand))
        return true;
    return false;
  };
  SmallVector<unsigned, 8> ids;
  if (!getRelevantBuckets(buffer, ids))
    return llvm::any_of(buckets, scan);
  return llvm::any_of(ids, [&](unsigned id) { return scan(buckets[id]); });
}

bool CopyRemover::isAddressRead(Value buffer) {
  ensureIndex();
  auto isRead = [&](OpOperand *operand) {
    Operation *owner = operand->getOwner();
    if (isDead.contains(owner) || !isMemRef(operand->get().getType()) ||
        getOperandOwnership(*operand) != OperandOwnership::Capture ||
        !mayAlias(operand->get(), buffer))
      return false;
    watched.push_back(owner);
    return true;
  };
  auto scan = [&](UseBucket &bucket) {
    return llvm::any_of(bucket.captures, isRead);
  };
  SmallVector<unsigned, 8> ids;
  if (!getRelevantBuckets(buffer, ids))
    return llvm::any_of(buckets, scan);
  return llvm::any_of(ids, [&](unsigned id) { return scan(buckets[id]); });
}

std::string CopyRemover::checkReuseSource(memref::CopyOp copy,
                                          memref::AllocOp &alloc,
                                          memref::DeallocOp &dealloc) {
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
  replaceBuffer(copy.getTarget(), copy.getSource(), copy, alloc);
  kill(copy);
  kill(dealloc);
  kill(alloc);
}

bool CopyRemover::mayBeReachedBetween(Value buffer, Operation *begin,
                                      Operation *end) {
  bool complete = true;
  SmallVector<MemorySource> sources = analysis.getSources(buffer, &complete);
  if (complete && llvm::all_of(sources, [](const MemorySource &source) {
        return source.isAllocation() && !source.isCallResult();
      }))
    return false;
  for (Operation *op = begin->getNextNode(); op && op != end;
       op = op->getNextNode()) {
    std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
        getEffectsRecursively(op);
    if (!effects)
      return true;
    for (const MemoryEffects::EffectInstance &effect : *effects)
      if (!effect.getValue() &&
          !isa<MemoryEffects::Allocate>(effect.getEffect()))
        return true;
  }
  return false;
}

std::string CopyRemover::checkReuseTarget(memref::CopyOp copy,
                                          memref::AllocOp &alloc,
                                          memref::DeallocOp &dealloc) {
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
  if (!dominance.properlyDominates(target, alloc))
    return "the target is not defined before the source is allocated";
  if (isUsedBetween(target, alloc, copy))
    return "the target may be used between the source's allocation and the "
           "copy";
  if (mayBeReachedBetween(target, alloc, copy))
    return "the target may be reached without being named (through a call, "
           "a global or unknown effects) between the source's allocation and "
           "the copy";
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
  kill(copy);
  kill(dealloc);
  replaceBuffer(source, target, alloc, alloc);
  kill(alloc);
}

std::string CopyRemover::checkFoldClone(bufferization::CloneOp clone,
                                        memref::DeallocOp &dealloc) {
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
  kill(dealloc);
  replaceBuffer(clone.getOutput(), clone.getInput(), /*castPoint=*/nullptr,
                clone);
  kill(clone);
}

void CopyRemover::replaceBuffer(Value oldValue, Value newValue,
                                Operation *castPoint, Operation *allocOp) {
  ensureIndex();
  // The ops whose operands change, and the candidates among the users of
  // the new buffer, which may now find a free of it.
  SmallVector<Operation *> changed(oldValue.getUsers());
  bool gainsFree = false;
  if (oldValue.getType() != newValue.getType()) {
    OpBuilder builder(castPoint);
    auto castOp = memref::CastOp::create(builder, castPoint->getLoc(),
                                         oldValue.getType(), newValue);
    addedCasts.insert(castOp);
    indexOperands(castOp, order.lookup(castPoint).first - 1, /*late=*/true);
    newValue = castOp;
  } else {
    gainsFree = llvm::any_of(
        changed, [](Operation *user) { return isa<memref::DeallocOp>(user); });
  }
  if (gainsFree)
    for (Operation *user : newValue.getUsers())
      touch(user);
  oldValue.replaceAllUsesWith(newValue);
  // Uses of values derived from the old buffer are indexed under its
  // allocation: they are now uses of the new buffer's sources.
  SmallVector<unsigned, 2> from, ids;
  getValueBuckets(oldValue, from);
  mergedInto[allocOp] = stripAddedCasts(newValue);
  getValueBuckets(newValue, ids);
  for (unsigned id : ids)
    for (unsigned merged : from)
      if (id != merged && !llvm::is_contained(buckets[id].merged, merged))
        buckets[id].merged.push_back(merged);
  for (Operation *op : changed) {
    touch(op);
    // An operand may capture its new value where it did not the old one
    // (ownership models may look at the value).
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isMemRef(operand.get().getType()) ||
          indexedCaptures.contains(&operand) ||
          getOperandOwnership(operand) != OperandOwnership::Capture)
        continue;
      indexedCaptures.insert(&operand);
      SmallVector<unsigned, 2> captureIds;
      getValueBuckets(operand.get(), captureIds);
      for (unsigned id : captureIds)
        buckets[id].captures.push_back(&operand);
    }
  }
}

void CopyRemover::kill(Operation *op) {
  if (!isDead.insert(op).second)
    return;
  dead.push_back(op);
  touch(op);
}

void CopyRemover::touch(Operation *op) {
  auto requeue = [&](unsigned index) {
    if (!queued.test(index)) {
      queued.set(index);
      queue.push(index);
    }
  };
  auto it = watchers.find(op);
  if (it != watchers.end()) {
    for (unsigned index : it->second)
      requeue(index);
    watchers.erase(it);
  }
  auto self = candidateIndex.find(op);
  if (self != candidateIndex.end() && !isDead.contains(op))
    requeue(self->second);
}

bool CopyRemover::tryRewrite(Operation *op, CopyRemovalResult &result) {
  memref::AllocOp alloc;
  memref::DeallocOp dealloc;
  watched.clear();
  if (auto copy = dyn_cast<memref::CopyOp>(op)) {
    if (checkReuseSource(copy, alloc, dealloc).empty()) {
      reuseSource(copy, alloc, dealloc);
      ++result.numSourceReused;
      return true;
    }
    if (checkReuseTarget(copy, alloc, dealloc).empty()) {
      reuseTarget(copy, alloc, dealloc);
      ++result.numTargetReused;
      return true;
    }
  }
  if (auto clone = dyn_cast<bufferization::CloneOp>(op)) {
    if (checkFoldClone(clone, dealloc).empty()) {
      foldClone(clone, dealloc);
      ++result.numClonesFolded;
      return true;
    }
  }
  // Rejected: check again only when an op the answers rest on changes.
  unsigned index = candidateIndex.lookup(op);
  for (Operation *w : watched) {
    SmallVector<unsigned, 2> &list = watchers[w];
    if (list.empty() || list.back() != index)
      list.push_back(index);
  }
  return false;
}

void CopyRemover::run(CopyRemovalResult &result) {
  unsigned rewrites = 0;
  bool capped = false;
  while (!queue.empty()) {
    unsigned index = queue.top();
    queue.pop();
    queued.reset(index);
    Operation *op = candidates[index];
    if (isDead.contains(op))
      continue;
    if (!tryRewrite(op, result))
      continue;
    if (++rewrites == kMaxRewrites) {
      capped = true;
      break;
    }
  }
  if (remarks && !capped)
    explainKept();
  // Uses first: copies and frees, then the allocations and clones, whose
  // results have no uses left.
  for (Operation *op : dead)
    if (op->getNumResults() == 0)
      op->erase();
  for (Operation *op : dead)
    if (op->getNumResults() != 0)
      op->erase();
}

void CopyRemover::explainKept() {
  for (Operation *op : candidates) {
    if (isDead.contains(op))
      continue;
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
  }
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct CopyRemovalPass
    : reclaim::ReclaimPass<
          reclaim::impl::CopyRemovalPassBase<CopyRemovalPass>> {
  using ReclaimPass::ReclaimPass;

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
  CopyRemover(funcOp, remarks).run(result);
  return result;
}
