//===- DeallocSimplification.cpp - Compile-time dealloc aliasing ----------===//
//
// Implements reclaim-dealloc-simplify. A `bufferization.dealloc` frees each
// of its memrefs whose condition holds unless a retained value shares its
// buffer, and reports for every retained value whether it now owns a buffer
// one of the memrefs owned. Lowered naively this needs a base-pointer
// comparison between every pair of operands. This pass decides as many of
// those comparisons as possible at compile time:
//
//  1. Operands are related pairwise as Must (same buffer), No (never the same
//     buffer while it matters) or May. The relation combines the source-based
//     reasoning below with a flow fact of ownership-based deallocation: a
//     buffer allocated in the dealloc's block cannot be the buffer of a value
//     bound before the allocation, because that value's buffer was still
//     alive when the allocator returned a fresh one.
//  2. Operands are split into groups connected by non-No relations; groups
//     never interact, so each gets its own dealloc.
//  3. A group whose memrefs are pairwise distinct and whose retained values,
//     along each path through `arith.select`s, are exactly one of those
//     memrefs or none of them is resolved with i1 logic only.
//  4. Remaining groups keep a runtime dealloc, minus memrefs that must alias
//     exactly one retained value and no other (their condition moves into
//     that value's ownership).
//
// Known limits: the relation is local to the dealloc's block and its
// operands' definitions; ownership that is only known through block
// arguments (which predecessor was taken) is not resolved.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/BufferRoots.h"

#include "BoolLogic.h"
#include "Remarks.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/MapVector.h"

namespace reclaim {
#define GEN_PASS_DEF_DEALLOCSIMPLIFICATIONPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// How two memref values relate at a dealloc.
enum class Relation { No, May, Must };

/// Largest number of relations asked between the entries of one dealloc
/// whose buffers are not known fresh and all its entries (memrefs and
/// retained values); past it, the dealloc is one run-time group.
constexpr uint64_t kMaxRelatedPairs = 1 << 18;

/// Minimal union-find over operand indices.
struct UnionFind {
  explicit UnionFind(unsigned size) : parent(size) {
    for (unsigned i = 0; i < size; ++i)
      parent[i] = i;
  }
  unsigned find(unsigned i) {
    while (parent[i] != i)
      i = parent[i] = parent[parent[i]];
    return i;
  }
  void unite(unsigned a, unsigned b) { parent[find(a)] = find(b); }
  SmallVector<unsigned> parent;
};

/// One path through a tree of `arith.select`s and `scf.if` results: the
/// value reached (`leaf`, possibly defined inside a branch of an scf.if and
/// then only used to reason about aliasing), the value to name it by at the
/// dealloc (`emit`: the leaf itself or the scf.if result that yields it), and
/// the conditions (with polarity) that lead to it.
struct SelectPath {
  Value leaf;
  Value emit;
  SmallVector<std::pair<Value, bool>> guard;
};

//===----------------------------------------------------------------------===//
// DeallocSimplifier
//===----------------------------------------------------------------------===//

class DeallocSimplifier {
public:
  DeallocSimplifier(unsigned maxSelectPaths,
                    const reclaim::AliasAnalysis *aliasAnalysis,
                    DominanceInfo *dominance, bool remarks = false)
      : maxSelectPaths(maxSelectPaths), aliasAnalysis(aliasAnalysis),
        dominance(dominance), remarks(remarks) {}

  /// Rewrites `dealloc`; returns true if it changed anything.
  void simplify(bufferization::DeallocOp dealloc);

  unsigned numResolved = 0;
  unsigned numRuntime = 0;

private:
  Relation relate(Value a, Value b, Operation *at);
  /// The buffers `value` may be at `at`, each under the select and scf.if
  /// conditions leading to it (at most maxSelectPaths). `cond`, the
  /// dealloc's condition for `value`: where `value` is an scf.if result
  /// and `cond` its sibling result, a branch that yields `cond` false is
  /// left out (nothing is freed through it).
  SmallVector<SelectPath> getSelectPaths(Value value, Operation *at,
                                         Value cond = Value());

  /// The i1 logic below is memoized per dealloc (see `logic`); buildLogic
  /// looks up (op, operands) and builds the op with `build` if it is new.
  enum class LogicOp : uint8_t { And, Or, Not };
  Value buildLogic(OpBuilder &b, Location loc, LogicOp op, Value lhs,
                   Value rhs, function_ref<Value(BoolBuilder &)> build);
  Value buildAnd(OpBuilder &b, Location loc, Value lhs, Value rhs);
  Value buildOr(OpBuilder &b, Location loc, Value lhs, Value rhs);
  Value buildNot(OpBuilder &b, Location loc, Value value);
  Value buildGuard(OpBuilder &b, Location loc, const SelectPath &path);
  Value getConstant(OpBuilder &b, Location loc, bool value);

  /// Orders two ops of one block by a numbering of the block taken the
  /// first time it is asked about. Ops created since (the i1 logic inserted
  /// before each rewritten dealloc) fall back to isBeforeInBlock, whose
  /// renumbering after every insertion made large blocks quadratic.
  bool isBefore(Operation *a, Operation *b);
  /// The view root of a value and what relate asks of it, and the anchor of
  /// a value in a block (getAnchorInBlock): relate runs for pairs of the
  /// buffers of one dealloc, so these are computed once per value (per
  /// dealloc: the caches are cleared before each).
  struct RootFacts {
    Value root;
    bool neverOwned = false;
    bool fresh = false;
  };
  RootFacts getRootFacts(Value value);
  Operation *getAnchor(Value value, Block *block);
  /// reclaim::isBoundBefore with cached anchors and isBefore.
  bool isBoundBefore(Value value, Value fresh, Block *block);
  /// The same fact for a dealloc in `block` and a fresh buffer allocated in
  /// another block of its region that dominates it: true if `value` is an
  /// argument of the allocation's block, comes from an op of that block
  /// before the allocation, or is defined in a block properly dominating it
  /// or outside the region. At the dealloc, `value` and `fresh` then come
  /// from the same, latest, execution of the allocation's block, where
  /// `value` was bound first (or from an execution before it).
  bool isBoundBeforeInDominator(Value value, Value fresh, Block *block);
  /// The one buffer `value` may be, by the alias analysis: its allocating op
  /// and result (or buffer group) number; a null op if it may be several or
  /// the analysis is not available. Two values with different roots can
  /// only be Must-related (relate) when they have the same non-null key.
  using BufferKey = std::pair<Operation *, unsigned>;
  BufferKey getBufferKey(Value value);

  unsigned maxSelectPaths;
  /// Op numbering per block for isBefore; erased ops leave it.
  DenseMap<Operation *, unsigned> positions;
  DenseSet<Block *> numberedBlocks;
  DenseMap<Value, RootFacts> rootFacts;
  DenseMap<std::pair<Value, Block *>, Operation *> anchors;
  /// Source-based alias analysis, consulted when the local rules cannot
  /// decide (block arguments, region results, call summaries).
  const reclaim::AliasAnalysis *aliasAnalysis;
  /// Dominance of the blocks (for isBoundBeforeInDominator), or null.
  DominanceInfo *dominance;
  /// i1 constants for the dealloc being rewritten.
  Value constants[2];
  /// The i1 logic built for the dealloc being rewritten (all of it before
  /// the dealloc), by op and operands: the guards of many paths share
  /// conditions, and each is built once.
  DenseMap<std::pair<LogicOp, std::pair<Value, Value>>, Value> logic;
  /// i1 constants per region of an op isolated from above (a function
  /// body), at its start.
  DenseMap<std::pair<Region *, unsigned>, Value> sharedConstants;
  /// The region getConstant puts the constants used in a region into.
  DenseMap<Region *, Region *> constantRegion;
  /// Whether every group left to run time gets a remark.
  bool remarks;
};

} // namespace

//===----------------------------------------------------------------------===//
// Relations
//===----------------------------------------------------------------------===//

bool DeallocSimplifier::isBefore(Operation *a, Operation *b) {
  Block *block = a->getBlock();
  if (numberedBlocks.insert(block).second) {
    unsigned index = 0;
    for (Operation &op : *block)
      positions[&op] = index++;
  }
  auto ia = positions.find(a), ib = positions.find(b);
  if (ia != positions.end() && ib != positions.end())
    return ia->second < ib->second;
  return a->isBeforeInBlock(b);
}

DeallocSimplifier::BufferKey DeallocSimplifier::getBufferKey(Value value) {
  if (!aliasAnalysis)
    return {};
  bool complete = true;
  SmallVector<MemorySource> sources =
      aliasAnalysis->getSources(value, &complete);
  if (!complete || sources.size() != 1)
    return {};
  return {sources.front().op, sources.front().id};
}

/// True if `value` is a view of a buffer allocated by an op other than a
/// call: distinct from every other such buffer with another root.
static bool isPlainFresh(Value value) {
  Value root = getViewRoot(value);
  return isFreshBuffer(root) && !isa_and_nonnull<CallOpInterface>(
                                    root.getDefiningOp());
}

DeallocSimplifier::RootFacts DeallocSimplifier::getRootFacts(Value value) {
  auto [it, inserted] = rootFacts.try_emplace(value);
  if (inserted) {
    Value root = getViewRoot(value);
    it->second = {root, isNeverOwned(root), isFreshBuffer(root)};
  }
  return it->second;
}

Operation *DeallocSimplifier::getAnchor(Value value, Block *block) {
  auto [it, inserted] = anchors.try_emplace({value, block});
  if (inserted)
    it->second = getAnchorInBlock(value, block);
  return it->second;
}

bool DeallocSimplifier::isBoundBefore(Value value, Value fresh, Block *block) {
  // reclaim::isBoundBefore with the anchors cached.
  Operation *freshAnchor = getAnchor(fresh, block);
  if (!freshAnchor)
    return false;
  if (auto arg = dyn_cast<BlockArgument>(value); arg && arg.getOwner() == block)
    return true;
  Operation *valueAnchor = getAnchor(value, block);
  if (!valueAnchor)
    return true;
  if (valueAnchor == freshAnchor)
    return false;
  return isBefore(valueAnchor, freshAnchor);
}

bool DeallocSimplifier::isBoundBeforeInDominator(Value value, Value fresh,
                                                 Block *block) {
  Operation *freshDef = fresh.getDefiningOp();
  if (!dominance || !freshDef)
    return false;
  Block *allocBlock = freshDef->getBlock();
  Region *region = allocBlock->getParent();
  if (allocBlock == block || block->getParent() != region ||
      !dominance->dominates(allocBlock, block))
    return false;
  Block *valueBlock = value.getParentBlock();
  if (valueBlock == allocBlock) {
    if (isa<BlockArgument>(value))
      return true;
    return isBefore(value.getDefiningOp(), freshDef);
  }
  if (valueBlock->getParent() == region)
    return dominance->properlyDominates(valueBlock, allocBlock);
  // Defined outside the region (a value nested in an op of the region is not
  // visible at the dealloc, or at least not known to be bound first).
  return valueBlock->getParent()->isProperAncestor(region);
}

Relation DeallocSimplifier::relate(Value a, Value b, Operation *at) {
  RootFacts fa = getRootFacts(a), fb = getRootFacts(b);
  Value ra = fa.root, rb = fb.root;
  // Ownership only ever originates at fresh buffers, so a memref whose buffer
  // is an argument's, a stack buffer or a global has a false condition at
  // run time: it neither is freed nor contributes to any ownership. Treating
  // it as unrelated to everything is therefore exact.
  if (fa.neverOwned || fb.neverOwned)
    return Relation::No;
  if (ra == rb)
    return Relation::Must;
  bool freshA = fa.fresh, freshB = fb.fresh;
  if (freshA && freshB) {
    // Results of one call may share a buffer; anything else is distinct.
    Operation *defA = ra.getDefiningOp(), *defB = rb.getDefiningOp();
    if (defA != defB || !isa<CallOpInterface>(defA))
      return Relation::No;
  }
  // A buffer allocated in the dealloc's block (or in a region of one of its
  // ops) is new relative to every value bound before its allocation in this
  // execution of the block.
  Block *block = at->getBlock();
  if (freshA && isBoundBefore(rb, ra, block))
    return Relation::No;
  if (freshB && isBoundBefore(ra, rb, block))
    return Relation::No;
  if (freshA && isBoundBeforeInDominator(rb, ra, block))
    return Relation::No;
  if (freshB && isBoundBeforeInDominator(ra, rb, block))
    return Relation::No;
  if (aliasAnalysis) {
    AliasResult result = aliasAnalysis->alias(a, b);
    if (result.isNo())
      return Relation::No;
    // Partial aliases are different views of one buffer: one free.
    if (result.isMust() || result.isPartial())
      return Relation::Must;
  }
  return Relation::May;
}

SmallVector<SelectPath> DeallocSimplifier::getSelectPaths(Value value,
                                                          Operation *at,
                                                          Value cond) {
  SmallVector<SelectPath> paths, worklist{{value, value, {}}};
  while (!worklist.empty()) {
    SelectPath path = worklist.pop_back_val();
    Value v = getViewRoot(path.leaf);
    bool full = paths.size() + worklist.size() + 2 > maxSelectPaths;
    // Only conditions visible at the dealloc can guard a path.
    auto visible = [&](Value cond) {
      Operation *anchor = at->getBlock() == cond.getParentBlock()
                              ? getAnchorInBlock(cond, at->getBlock())
                              : nullptr;
      return at->getBlock() == cond.getParentBlock()
                 ? !anchor || isBefore(anchor, at)
                 : cond.getParentRegion()->isAncestor(at->getParentRegion());
    };
    if (auto select = v.getDefiningOp<arith::SelectOp>();
        select && !full && isa<IntegerType>(select.getCondition().getType()) &&
        visible(select.getCondition())) {
      bool leafVisible = path.emit == path.leaf;
      for (bool polarity : {false, true}) {
        Value next = polarity ? select.getTrueValue() : select.getFalseValue();
        SelectPath branch{next, leafVisible ? next : path.emit, path.guard};
        branch.guard.push_back({select.getCondition(), polarity});
        worklist.push_back(std::move(branch));
      }
      continue;
    }
    // The result of an scf.if is the value its taken branch yields.
    if (auto ifOp = v.getDefiningOp<scf::IfOp>();
        ifOp && !full && ifOp.elseBlock() && visible(ifOp.getCondition())) {
      unsigned index = cast<OpResult>(v).getResultNumber();
      // The dealloc's condition for `value` yielded by the same scf.if
      // (ownership deallocation pairs each result with its ownership): a
      // branch that yields it false frees nothing through this entry.
      auto condResult = dyn_cast_or_null<OpResult>(cond);
      bool pairedCond = path.leaf == value && v == value && condResult &&
                        condResult.getOwner() == ifOp.getOperation();
      for (bool polarity : {false, true}) {
        Block *branchBlock = polarity ? ifOp.thenBlock() : ifOp.elseBlock();
        if (pairedCond &&
            getConstantBool(branchBlock->getTerminator()->getOperand(
                condResult.getResultNumber())) == std::optional<bool>(false))
          continue;
        Value next = branchBlock->getTerminator()->getOperand(index);
        // A value defined outside the scf.if can be named directly.
        bool outside = !ifOp->isAncestor(next.getParentBlock()->getParentOp());
        SelectPath branch{next, outside && path.emit == path.leaf ? next
                                                                   : path.emit,
                          path.guard};
        if (!outside)
          branch.emit = path.emit == path.leaf ? v : path.emit;
        branch.guard.push_back({ifOp.getCondition(), polarity});
        worklist.push_back(std::move(branch));
      }
      continue;
    }
    paths.push_back({v, path.emit == path.leaf ? v : path.emit, path.guard});
  }
  return paths;
}

//===----------------------------------------------------------------------===//
// i1 builders
//===----------------------------------------------------------------------===//

Value DeallocSimplifier::getConstant(OpBuilder &b, Location loc, bool value) {
  Value &constant = constants[value];
  if (constant)
    return constant;
  // One constant per function (at the start of its body), not one per
  // dealloc: thousands of deallocs would leave thousands of constants for
  // the canonicalizer to merge.
  // The region is remembered for every region on the way up: a deep nest
  // of deallocs costs its depth once, not once per dealloc.
  Region *start = b.getInsertionBlock()->getParent();
  SmallVector<Region *, 8> path;
  Region *region = start;
  while (true) {
    auto it = constantRegion.find(region);
    if (it != constantRegion.end()) {
      region = it->second;
      break;
    }
    path.push_back(region);
    Operation *parent = region->getParentOp();
    if (!parent || parent->hasTrait<OpTrait::IsIsolatedFromAbove>() ||
        !parent->getParentRegion())
      break;
    region = parent->getParentRegion();
  }
  for (Region *r : path)
    constantRegion[r] = region;
  Value &shared = sharedConstants[{region, unsigned(value)}];
  if (!shared) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&region->front());
    shared = arith::ConstantOp::create(b, loc, b.getBoolAttr(value));
  }
  constant = shared;
  return constant;
}


/// The operands of a commutative logic op, in a fixed order.
static std::pair<Value, Value> commutativeKey(Value lhs, Value rhs) {
  if (rhs.getAsOpaquePointer() < lhs.getAsOpaquePointer())
    std::swap(lhs, rhs);
  return {lhs, rhs};
}

Value DeallocSimplifier::buildLogic(
    OpBuilder &b, Location loc, LogicOp op, Value lhs, Value rhs,
    function_ref<Value(BoolBuilder &)> build) {
  Value &result = logic[{op, commutativeKey(lhs, rhs)}];
  if (!result) {
    // BoolBuilder keeps a reference to the callback: it must outlive it.
    auto constant = [&](bool v) { return getConstant(b, loc, v); };
    BoolBuilder builder(b, constant);
    result = build(builder);
  }
  return result;
}

Value DeallocSimplifier::buildAnd(OpBuilder &b, Location loc, Value lhs,
                                  Value rhs) {
  return buildLogic(b, loc, LogicOp::And, lhs, rhs, [&](BoolBuilder &bb) {
    return bb.andOf(loc, lhs, rhs);
  });
}

Value DeallocSimplifier::buildOr(OpBuilder &b, Location loc, Value lhs,
                                 Value rhs) {
  return buildLogic(b, loc, LogicOp::Or, lhs, rhs, [&](BoolBuilder &bb) {
    return bb.orOf(loc, lhs, rhs);
  });
}

Value DeallocSimplifier::buildNot(OpBuilder &b, Location loc, Value value) {
  return buildLogic(b, loc, LogicOp::Not, value, Value(),
                    [&](BoolBuilder &bb) { return bb.notOf(loc, value); });
}

Value DeallocSimplifier::buildGuard(OpBuilder &b, Location loc,
                                    const SelectPath &path) {
  // Innermost condition first: the paths of a chain of selects (or of
  // scf.if results) share their inner conditions, so with the memoized
  // logic each further path costs one op instead of one per condition.
  Value guard = getConstant(b, loc, true);
  for (auto [cond, polarity] : llvm::reverse(path.guard))
    guard = buildAnd(b, loc, guard, polarity ? cond : buildNot(b, loc, cond));
  return guard;
}

//===----------------------------------------------------------------------===//
// Rewriting one dealloc
//===----------------------------------------------------------------------===//

/// Emits the remark of a group of `dealloc` left to run time: the pairs of
/// buffers (memref/memref or memref/retained value) that could not be
/// separated, at most three of them by name.
static void emitRuntimeRemark(bufferization::DeallocOp dealloc,
                              ArrayRef<std::pair<Value, Value>> pairs) {
  InFlightDiagnostic remark = mlir::emitRemark(
      dealloc->getLoc(),
      "run-time pointer comparison left: cannot tell whether ");
  if (pairs.empty()) {
    remark << "its buffers are distinct";
    return;
  }
  constexpr size_t kNamed = 3;
  for (auto [index, pair] : llvm::enumerate(pairs.take_front(kNamed))) {
    if (index != 0)
      remark << "; nor whether ";
    remark << remarkBufferName(pair.first) << " and "
           << remarkBufferName(pair.second)
           << " are the same buffer";
  }
  if (pairs.size() > kNamed)
    remark << " (and " << pairs.size() - kNamed << " more pairs)";
}

void DeallocSimplifier::simplify(bufferization::DeallocOp dealloc) {
  OpBuilder b(dealloc);
  constants[0] = constants[1] = Value();
  logic.clear();
  // Ops erased by the previous rewrite may have left stale keys.
  rootFacts.clear();
  anchors.clear();
  Location loc = dealloc.getLoc();
  Operation *at = dealloc.getOperation();

  // Memrefs: a memref that is a select of buffers is each of them under the
  // select's condition; buffers that can never be owned are dropped; false
  // conditions drop their memref; entries that must be one buffer merge.
  // `memrefs` are the buffers reasoned about; `emits` name them at the
  // dealloc (an scf.if result stands for a buffer its branch allocated).
  SmallVector<Value> memrefs, emits, conds;
  // Indices into `memrefs`: plain fresh buffers by root (in the order of
  // the entries: the remarks name pairs in this order), all others.
  llvm::MapVector<Value, SmallVector<unsigned>> byRoot;
  SmallVector<unsigned> others;
  // getBufferKey and getViewRoot of each entry of `memrefs`, and the
  // entries per root and per (non-null) key.
  SmallVector<BufferKey> keys;
  SmallVector<Value> roots;
  DenseMap<Value, SmallVector<unsigned, 1>> indicesByRoot;
  DenseMap<BufferKey, SmallVector<unsigned, 1>> indicesByKey;
  // Whether each entry is plain fresh (in `byRoot`) rather than in `others`.
  SmallVector<bool> plain;
  for (auto [memref, cond] :
       llvm::zip(dealloc.getMemrefs(), dealloc.getConditions())) {
    for (const SelectPath &path : getSelectPaths(memref, at, cond)) {
      if (isNeverOwned(path.leaf))
        continue;
      Value pathCond = cond;
      if (!path.guard.empty())
        pathCond = buildAnd(b, loc, cond, buildGuard(b, loc, path));
      if (getConstantBool(pathCond) == std::optional<bool>(false))
        continue;
      // Entries that must be one buffer merge when one name denotes it under
      // both conditions: the same name, or the buffer's own (visible) value.
      // A plain fresh buffer can only be the same buffer as an entry with
      // its root or one that is not plain fresh (keeps this linear).
      BufferKey leafKey = getBufferKey(path.leaf);
      Value leafRoot = getViewRoot(path.leaf);
      auto matches = [&](unsigned i) {
        // Must needs one root or one buffer the alias analysis names.
        if (roots[i] != leafRoot &&
            (!leafKey.first || keys[i] != leafKey))
          return false;
        return relate(memrefs[i], path.leaf, at) == Relation::Must &&
               (emits[i] == path.emit || emits[i] == memrefs[i] ||
                path.emit == path.leaf);
      };
      bool leafPlain = isPlainFresh(path.leaf);
      // Only entries with the leaf's root or buffer key can match: the
      // first of them that does (a scan of all entries per leaf was
      // quadratic in the buffers one dealloc frees).
      SmallVector<unsigned> candidates;
      if (auto it = indicesByRoot.find(leafRoot); it != indicesByRoot.end())
        llvm::append_range(candidates, it->second);
      if (leafKey.first)
        if (auto it = indicesByKey.find(leafKey); it != indicesByKey.end())
          llvm::append_range(candidates, it->second);
      llvm::sort(candidates);
      std::optional<unsigned> match;
      for (unsigned i : candidates)
        if (matches(i)) {
          match = i;
          break;
        }
      if (match) {
        unsigned i = *match;
        if (path.emit == path.leaf)
          emits[i] = path.leaf;
        conds[i] = buildOr(b, loc, conds[i], pathCond);
        continue;
      }
      if (leafPlain)
        byRoot[leafRoot].push_back(memrefs.size());
      else
        others.push_back(memrefs.size());
      indicesByRoot[leafRoot].push_back(memrefs.size());
      if (leafKey.first)
        indicesByKey[leafKey].push_back(memrefs.size());
      plain.push_back(leafPlain);
      memrefs.push_back(path.leaf);
      keys.push_back(leafKey);
      roots.push_back(leafRoot);
      emits.push_back(path.emit);
      conds.push_back(pathCond);
    }
  }
  ValueRange retained = dealloc.getRetained();
  SmallVector<SmallVector<SelectPath>> paths;
  for (Value r : retained)
    paths.push_back(getSelectPaths(r, at));

  // Relations between memrefs and retained paths.
  unsigned n = memrefs.size(), m = retained.size();
  // rel[{i, j}][p]: memref i vs path p of retained j, for the pairs with a
  // relation other than No (relation() below).
  DenseMap<std::pair<unsigned, unsigned>, SmallVector<Relation, 2>> rel;
  // Memrefs related as May to every retained path without asking relate
  // (past the budget below).
  SmallVector<bool> relatedToAll(n, false);
  auto relation = [&](unsigned i, unsigned j, unsigned p) {
    auto it = rel.find({i, j});
    if (it != rel.end())
      return it->second[p];
    return relatedToAll[i] ? Relation::May : Relation::No;
  };
  auto allPaths = [&](unsigned i, unsigned j, Relation r) {
    return llvm::all_of(llvm::seq<unsigned>(0, paths[j].size()),
                        [&](unsigned p) { return relation(i, j, p) == r; });
  };
  UnionFind groups(n + m);
  SmallVector<bool> memrefDistinct(n, true);
  // For remarks: the pairs of memrefs that are not known to be distinct.
  SmallVector<std::pair<unsigned, unsigned>> relatedMemrefs;
  // Two plain fresh buffers are related only when they have one root; every
  // other pair involves one of `others`.
  for (auto &[root, indices] : byRoot)
    for (unsigned i : ArrayRef(indices).drop_front())
      if (relate(memrefs[indices.front()], memrefs[i], at) != Relation::No) {
        if (remarks)
          relatedMemrefs.push_back({indices.front(), i});
        groups.unite(indices.front(), i);
        memrefDistinct[indices.front()] = memrefDistinct[i] = false;
      }
  // A pair already known to be in one group, neither distinct, learns
  // nothing from relate (memrefs that may all be one another, e.g. a chain
  // of merged results, would otherwise cost a relate per pair).
  auto known = [&](unsigned i, unsigned k) {
    return !memrefDistinct[i] && !memrefDistinct[k] &&
           groups.find(i) == groups.find(k);
  };
  // Among `others`, a buffer that can never be owned relates to nothing, and
  // a call result (fresh) relates only to the results of its own call and to
  // the entries whose root is not fresh (`unknown`); every other pair is No
  // by relate's first rules. Only the pairs that can relate are visited, in
  // the order of the scan of all pairs (a dealloc of thousands of call
  // results was quadratic).
  SmallVector<unsigned> unknown;
  DenseMap<Operation *, SmallVector<unsigned, 1>> byCall;
  SmallVector<bool> skipped(n, false);
  for (unsigned i : others) {
    RootFacts facts = getRootFacts(memrefs[i]);
    if (facts.neverOwned)
      skipped[i] = true;
    else if (facts.fresh)
      byCall[facts.root.getDefiningOp()].push_back(i);
    else
      unknown.push_back(i);
  }
  // Memref/retained pairs the same way: a fresh memref relates only to the
  // retained paths with its root (a plain buffer) or its call, and to those
  // whose buffer is not known fresh (a dealloc freeing and retaining
  // thousands of buffers, e.g. the ownership carried around a loop, was
  // quadratic).
  SmallVector<std::pair<unsigned, unsigned>> unknownPaths;
  DenseMap<Operation *, SmallVector<std::pair<unsigned, unsigned>, 1>>
      pathsByCall;
  DenseMap<Value, SmallVector<std::pair<unsigned, unsigned>, 1>> pathsByRoot;
  for (unsigned j = 0; j < m; ++j)
    for (auto [p, path] : llvm::enumerate(paths[j])) {
      RootFacts facts = getRootFacts(path.leaf);
      if (facts.neverOwned)
        continue;
      if (!facts.fresh)
        unknownPaths.push_back({j, p});
      else if (auto *call = facts.root.getDefiningOp();
               isa_and_nonnull<CallOpInterface>(call))
        pathsByCall[call].push_back({j, p});
      else
        pathsByRoot[facts.root].push_back({j, p});
    }
  // An entry whose buffer is not known fresh is related to every entry: a
  // dealloc of thousands of values of unknown origin (alias sets past the
  // analysis's bound) costs their number times the entries. Past a budget,
  // such a dealloc is one group of entries that may all be one another and
  // every retained value (conservative: the group is left to run time), and
  // the pairs are not asked.
  uint64_t numUnknown = unknown.size();
  bool overBudget = numUnknown * (n + m) + uint64_t(n) * unknownPaths.size() >
                    kMaxRelatedPairs;
  if (overBudget) {
    std::optional<unsigned> first;
    for (unsigned k = 0; k < n; ++k) {
      if (skipped[k])
        continue;
      memrefDistinct[k] = false;
      relatedToAll[k] = true;
      if (first)
        groups.unite(*first, k);
      else
        first = k;
    }
    if (first)
      for (unsigned j = 0; j < m; ++j)
        groups.unite(*first, n + j);
    if (remarks)
      mlir::emitRemark(loc)
          << "reclaim-dealloc-simplify: " << numUnknown << " of the " << n
          << " memrefs of this dealloc are not known to be fresh "
          << "buffers; relating them to its other operands is past the "
          << "budget of " << kMaxRelatedPairs
          << " relations: all its memrefs are taken as possibly the same "
             "buffer (one run-time dealloc)";
  }
  auto visit = [&](unsigned i, unsigned k) {
    if (skipped[k] || known(i, k) ||
        relate(memrefs[i], memrefs[k], at) == Relation::No)
      return;
    if (remarks)
      relatedMemrefs.push_back({i, k});
    groups.unite(i, k);
    memrefDistinct[i] = memrefDistinct[k] = false;
  };
  for (unsigned i : others) {
    if (skipped[i] || overBudget)
      continue;
    RootFacts facts = getRootFacts(memrefs[i]);
    if (!facts.fresh) {
      for (unsigned k = 0; k < n; ++k)
        if (k != i && (plain[k] || k > i))
          visit(i, k);
      continue;
    }
    // The later entries of `unknown` and of the call's results, merged in
    // index order.
    ArrayRef<unsigned> call = byCall[facts.root.getDefiningOp()];
    ArrayRef<unsigned> later = unknown;
    call = call.drop_until([&](unsigned k) { return k > i; });
    later = later.drop_until([&](unsigned k) { return k > i; });
    while (!call.empty() || !later.empty()) {
      bool fromCall =
          !call.empty() && (later.empty() || call.front() < later.front());
      ArrayRef<unsigned> &next = fromCall ? call : later;
      visit(i, next.front());
      next = next.drop_front();
    }
  }
  auto relatePath = [&](unsigned i, unsigned j, unsigned p) {
    Relation r = relate(memrefs[i], paths[j][p].leaf, at);
    if (r == Relation::No)
      return;
    SmallVector<Relation, 2> &row = rel[{i, j}];
    if (row.empty())
      row.assign(paths[j].size(), Relation::No);
    row[p] = r;
    groups.unite(i, n + j);
  };
  for (unsigned i = 0; i < n; ++i) {
    RootFacts facts = getRootFacts(memrefs[i]);
    if (facts.neverOwned || relatedToAll[i])
      continue;
    if (!facts.fresh) {
      for (unsigned j = 0; j < m; ++j)
        for (unsigned p = 0, e = paths[j].size(); p < e; ++p)
          relatePath(i, j, p);
      continue;
    }
    Operation *def = facts.root.getDefiningOp();
    ArrayRef<std::pair<unsigned, unsigned>> same;
    if (isa_and_nonnull<CallOpInterface>(def)) {
      if (auto it = pathsByCall.find(def); it != pathsByCall.end())
        same = it->second;
    } else if (auto it = pathsByRoot.find(facts.root);
               it != pathsByRoot.end()) {
      same = it->second;
    }
    for (auto [j, p] : same)
      relatePath(i, j, p);
    for (auto [j, p] : unknownPaths)
      relatePath(i, j, p);
  }

  // Each group is rewritten on its own.
  SmallVector<Value> results(m);
  llvm::MapVector<unsigned, std::pair<SmallVector<unsigned>,
                                      SmallVector<unsigned>>>
      members;
  for (unsigned i = 0; i < n + m; ++i) {
    auto &[groupMemrefs, groupRetained] = members[groups.find(i)];
    (i < n ? groupMemrefs : groupRetained).push_back(i < n ? i : i - n);
  }
  for (auto &[leader, group] : members) {
    auto &[groupMemrefs, groupRetained] = group;
    if (groupMemrefs.empty()) {
      for (unsigned j : groupRetained)
        results[j] = getConstant(b, loc, false);
      continue;
    }

    // Static resolution: distinct memrefs, every path Must or No.
    bool resolvable = llvm::all_of(groupMemrefs, [&](unsigned i) {
      return memrefDistinct[i] && llvm::all_of(groupRetained, [&](unsigned j) {
               return llvm::none_of(llvm::seq<unsigned>(0, paths[j].size()),
                                    [&](unsigned p) {
                                      return relation(i, j, p) == Relation::May;
                                    });
             });
    });
    if (resolvable) {
      ++numResolved;
      for (unsigned j : groupRetained)
        results[j] = getConstant(b, loc, false);
      for (unsigned i : groupMemrefs) {
        Value keep = getConstant(b, loc, false);
        for (unsigned j : groupRetained)
          for (auto [p, path] : llvm::enumerate(paths[j])) {
            if (relation(i, j, p) != Relation::Must)
              continue;
            Value guard = buildGuard(b, loc, path);
            keep = buildOr(b, loc, keep, guard);
            results[j] =
                buildOr(b, loc, results[j], buildAnd(b, loc, guard, conds[i]));
          }
        Value free = buildAnd(b, loc, conds[i], buildNot(b, loc, keep));
        if (getConstantBool(free) != std::optional<bool>(false))
          bufferization::DeallocOp::create(b, loc, emits[i], free,
                                           ValueRange())
              ->setDiscardableAttrs(dealloc->getDiscardableAttrDictionary());
      }
      continue;
    }

    // Runtime group. A memref that must be one retained value and may be no
    // other retained value is never freed here; its condition becomes part
    // of that value's ownership.
    ++numRuntime;
    // Past the budget, the budget's remark says why (naming pairs would
    // cost the pairs).
    if (remarks && !overBudget) {
      SmallVector<std::pair<Value, Value>> pairs;
      for (auto [i, k] : relatedMemrefs)
        if (groups.find(i) == leader)
          pairs.push_back({memrefs[i], memrefs[k]});
      for (unsigned i : groupMemrefs)
        for (unsigned j : groupRetained)
          for (auto [p, path] : llvm::enumerate(paths[j]))
            if (relation(i, j, p) == Relation::May)
              pairs.push_back({memrefs[i], path.leaf});
      emitRuntimeRemark(dealloc, pairs);
    }
    SmallVector<Value> keptMemrefs, keptConds;
    SmallVector<Value> extraOwnership(m);
    for (unsigned i : groupMemrefs) {
      std::optional<unsigned> mustOf;
      bool onlyOne = true;
      // (Related as May to every path: never one retained value alone.)
      for (unsigned j :
           relatedToAll[i] ? ArrayRef<unsigned>() : groupRetained) {
        bool must = allPaths(i, j, Relation::Must);
        bool no = allPaths(i, j, Relation::No);
        if (must && !mustOf)
          mustOf = j;
        else if (!no)
          onlyOne = false;
      }
      if (mustOf && onlyOne && memrefDistinct[i]) {
        extraOwnership[*mustOf] =
            buildOr(b, loc, extraOwnership[*mustOf] ? extraOwnership[*mustOf]
                                                    : getConstant(b, loc, false),
                    conds[i]);
        continue;
      }
      keptMemrefs.push_back(emits[i]);
      keptConds.push_back(conds[i]);
    }
    SmallVector<Value> groupRetainedValues;
    for (unsigned j : groupRetained)
      groupRetainedValues.push_back(retained[j]);
    ValueRange newResults;
    if (!keptMemrefs.empty()) {
      auto kept = bufferization::DeallocOp::create(
          b, loc, keptMemrefs, keptConds, groupRetainedValues);
      kept->setDiscardableAttrs(dealloc->getDiscardableAttrDictionary());
      newResults = kept.getUpdatedConditions();
    }
    for (auto [k, j] : llvm::enumerate(groupRetained)) {
      Value own = newResults.empty() ? getConstant(b, loc, false)
                                     : newResults[k];
      if (extraOwnership[j])
        own = buildOr(b, loc, own, extraOwnership[j]);
      results[j] = own;
    }
  }
  for (unsigned j = 0; j < m; ++j)
    if (!results[j])
      results[j] = getConstant(b, loc, false);
  dealloc.replaceAllUsesWith(results);
  positions.erase(dealloc);
  dealloc.erase();
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

void reclaim::simplifyDeallocations(Operation *root, unsigned maxSelectPaths,
                                    bool remarks) {
  SmallVector<bufferization::DeallocOp> deallocs;
  root->walk([&](bufferization::DeallocOp op) { deallocs.push_back(op); });
  reclaim::AliasAnalysis aliasAnalysis(root);
  DominanceInfo dominance(root);
  DeallocSimplifier simplifier(maxSelectPaths, &aliasAnalysis, &dominance,
                               remarks);
  for (bufferization::DeallocOp op : deallocs)
    simplifier.simplify(op);
}

namespace {
struct DeallocSimplificationPass
    : reclaim::ReclaimPass<reclaim::impl::DeallocSimplificationPassBase<
          DeallocSimplificationPass>> {
  using ReclaimPass::ReclaimPass;
  void runOnOperation() override {
    SmallVector<bufferization::DeallocOp> deallocs;
    getOperation()->walk(
        [&](bufferization::DeallocOp op) { deallocs.push_back(op); });
    if (deallocs.empty())
      return markAllAnalysesPreserved();
    // The simplifier creates no memref values, so the analysis' caches stay
    // valid while it rewrites.
    reclaim::AliasAnalysis aliasAnalysis(getOperation());
    // The simplifier adds ops, never blocks: dominance stays valid.
    DominanceInfo dominance(getOperation());
    DeallocSimplifier simplifier(maxSelectPaths, &aliasAnalysis, &dominance,
                                 remarks);
    for (bufferization::DeallocOp op : deallocs)
      simplifier.simplify(op);
    numResolved += simplifier.numResolved;
    numRuntime += simplifier.numRuntime;
  }
};
} // namespace
