//===- PromoteToStack.cpp - Move small non-escaping buffers to the stack --===//
//
// Implements reclaim-promote-to-stack: a `memref.alloc` of static size at most
// `max-alloc-size-in-bytes` whose buffer does not escape (EscapeAnalysis)
// becomes a `memref.alloca`. Frees of the buffer in the input
// (`memref.dealloc` of the buffer or of a view of it) are erased.
//
// The stack must stay bounded. `scf.for` carries the AutomaticAllocationScope
// trait but its lowering to LLVM does not release allocas per iteration, so
// only functions and `memref.alloca_scope` count as releasing the stack. An
// allocation that may run more than once per activation of such a scope (in a
// loop body, an unknown region op, a `cf` cycle) is
//  * placed before the outermost loop (or at the end of a `cf` cycle's
//    preheader) when it may leave its loops by the rules of
//    reclaim-buffer-loop-hoisting and then runs once: one stack buffer
//    serves all iterations; or else
//  * with `wrap-in-alloca-scope`, promoted if every use of its buffer lies
//    in its own block: the ops from the allocation to the last use then move
//    into a `memref.alloca_scope`, which releases the stack buffer whenever
//    control leaves the range. Overlapping ranges of one block are merged
//    into one scope. A range is not wrapped when it would end the block
//    (upstream canonicalization would inline the scope into a `scf.for`
//    body), when it defines a memref used after it (it could be a stack
//    buffer of the range), or when it frees a buffer defined before it
//    (reclaim-ownership-dealloc only accepts frees of buffers defined in the
//    same region); or else
//  * left on the heap.
//
// Known limits: dynamic sizes are never promoted. Upstream's LLVM lowering
// cannot lower a `memref.alloca_scope` whose body holds ops that become
// several blocks, hence `wrap-in-alloca-scope` is off by default.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "Placement.h"
#include "Remarks.h"
#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Analysis/EscapeAnalysis.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/MapVector.h"

#include <atomic>

namespace reclaim {
#define GEN_PASS_DEF_PROMOTETOSTACKPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;
using namespace reclaim::placement;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Candidate
//===----------------------------------------------------------------------===//

/// An allocation the pass decided to promote.
struct Candidate {
  memref::AllocOp alloc;
  /// The input frees of the buffer, erased on promotion.
  SmallVector<Operation *> frees;
  /// For an allocation that may run repeatedly but can leave its loops: the
  /// outermost loop, before which the stack buffer is allocated once.
  Operation *hoistBefore = nullptr;
  /// For an allocation that may run repeatedly and stays in its loop: the
  /// last op of its block that uses the buffer (the end of the range to wrap
  /// in a scope).
  Operation *rangeEnd = nullptr;
};

/// A range of ops [begin, end] of one block to wrap in one alloca_scope, and
/// the candidates it promotes.
struct ScopeRange {
  Operation *begin;
  Operation *end;
  SmallVector<Candidate *> candidates;
};

//===----------------------------------------------------------------------===//
// StackPromotion
//===----------------------------------------------------------------------===//

/// The escape analysis options promotion needs.
static EscapeAnalysisOptions
makeEscapeOptions(const PromoteToStackOptions &options) {
  EscapeAnalysisOptions escapeOptions;
  escapeOptions.callArgumentsEscape = options.callsCapture;
  escapeOptions.summary = options.summary;
  escapeOptions.maxValues = kEscapeValueBudget;
  return escapeOptions;
}

/// Promotes the allocations of one function.
class StackPromotion {
public:
  StackPromotion(FunctionOpInterface funcOp,
                 const PromoteToStackOptions &options)
      : funcOp(funcOp), options(options), dominance(funcOp),
        escapes(funcOp, makeEscapeOptions(options)), layouts(funcOp) {}

  PromoteToStackResult run();

private:
  /// Decides whether `alloc` can be promoted and fills `candidate`.
  bool analyze(memref::AllocOp alloc, Candidate &candidate);
  /// Emits the remark that `alloc` stays on the heap; returns false.
  bool keepOnHeap(memref::AllocOp alloc, const llvm::Twine &why) {
    if (options.remarks)
      mlir::emitRemark(alloc->getLoc(), "stays on the heap: ") << why;
    return false;
  }
  /// Returns the last op of the allocation's block that uses a value in
  /// `aliases` (ignoring `frees`), or null if a use lies outside the block or
  /// in its terminator.
  Operation *getLastUseInBlock(Operation *alloc, ArrayRef<Value> aliases,
                               ArrayRef<Operation *> frees);
  /// Checks that `range` can become an alloca_scope and wraps it.
  bool wrapInScope(ScopeRange &range);
  void promote(Candidate &candidate);

  FunctionOpInterface funcOp;
  const PromoteToStackOptions &options;
  DominanceInfo dominance;
  EscapeAnalysis escapes;
  FunctionLayout layouts;
  PromoteToStackResult result;
};

} // namespace

bool StackPromotion::analyze(memref::AllocOp alloc, Candidate &candidate) {
  std::optional<uint64_t> size =
      getStaticSizeInBytes(alloc.getType(), layouts.at(alloc));
  if (!size) {
    if (!alloc.getType().hasStaticShape())
      return keepOnHeap(alloc, "its size is dynamic");
    if (alloc.getType().getMemorySpace())
      return keepOnHeap(alloc, "it is not in the default memory space");
    return keepOnHeap(alloc, "its element type has no known size");
  }
  if (*size > options.maxAllocSizeInBytes)
    return keepOnHeap(alloc, "its size, " + Twine(*size) +
                                 " bytes, exceeds max-alloc-size-in-bytes (" +
                                 Twine(options.maxAllocSizeInBytes) + ")");
  if (!alloc.getSymbolOperands().empty())
    return keepOnHeap(alloc, "its layout has symbol operands");
  // A buffer that surely escapes its function is rejected from one pass over
  // the function (getInfo follows up to kEscapeValueBudget values per
  // buffer); with remarks, getInfo names the reason.
  if (!options.remarks && escapes.surelyEscapesFunction(alloc.getResult()))
    return false;
  const EscapeInfo &info = escapes.getInfo(alloc.getResult());
  if (info.escapes())
    return keepOnHeap(alloc, describeEscape(info, kEscapeValueBudget));
  // Input frees must be plain deallocs of this very buffer, which promotion
  // erases; a free through a forwarded value may free another buffer too.
  for (Operation *free : info.frees) {
    auto dealloc = dyn_cast<memref::DeallocOp>(free);
    if (!dealloc || getViewRoot(dealloc.getMemref()) != alloc.getResult())
      return keepOnHeap(alloc, "it is freed by " + remarkOpName(free) +
                                   " through a value that may be another "
                                   "buffer");
  }
  candidate.alloc = alloc;
  candidate.frees = info.frees;
  if (!mayRunRepeatedly(alloc))
    return true;
  // One stack buffer before the loops serves every iteration (the rules of
  // reclaim-buffer-loop-hoisting; a static shape has no size to check).
  std::string whyStopped = "the input frees it";
  if (info.frees.empty()) {
    whyStopped.clear();
    LoopExitPoints points = getLoopExitPoints(
        alloc, info.aliases, dominance,
        options.remarks ? &whyStopped : nullptr);
    Operation *outermost = points.outermost();
    if (outermost && !mayRunRepeatedly(outermost)) {
      candidate.hoistBefore = outermost;
      return true;
    }
  }
  if (!options.wrapInAllocaScope)
    return keepOnHeap(alloc, "it may be allocated repeatedly (in a loop) "
                             "and cannot be hoisted out of it (" +
                                 (whyStopped.empty() ? "no loop exit"
                                                     : whyStopped) +
                                 "); wrap-in-alloca-scope is off");
  candidate.rangeEnd = getLastUseInBlock(alloc, info.aliases, info.frees);
  // Upstream canonicalization inlines (or hoists the allocas out of) an
  // alloca_scope that is the last op of a block whose parent claims to be
  // an allocation scope, which scf.for does without releasing the stack per
  // iteration; keep such ranges on the heap.
  if (candidate.rangeEnd &&
      candidate.rangeEnd->getNextNode() == alloc->getBlock()->getTerminator())
    return keepOnHeap(alloc, "it may be allocated repeatedly and its live "
                             "range would end its block (an alloca_scope "
                             "there would be inlined)");
  if (!candidate.rangeEnd)
    return keepOnHeap(alloc, "it may be allocated repeatedly and is used "
                             "outside its block, so no alloca_scope can "
                             "bound it");
  return true;
}

Operation *StackPromotion::getLastUseInBlock(Operation *alloc,
                                             ArrayRef<Value> aliases,
                                             ArrayRef<Operation *> frees) {
  Block *block = alloc->getBlock();
  Operation *last = alloc;
  for (Value alias : aliases) {
    for (Operation *user : alias.getUsers()) {
      if (llvm::is_contained(frees, user))
        continue;
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      if (!ancestor || ancestor == block->getTerminator())
        return nullptr;
      if (last->isBeforeInBlock(ancestor))
        last = ancestor;
    }
  }
  return last;
}

/// Wraps the ops of `range` in a `memref.alloca_scope` whose results replace
/// the values the range defines and the rest of the function uses.
///
/// ```mlir
/// %t = memref.alloc() : memref<4xf32>      // begin
/// %v = "test.use"(%t) : (memref<4xf32>) -> f32   // end
/// "test.after"(%v) : (f32) -> ()
/// ```
/// becomes
/// ```mlir
/// %v = memref.alloca_scope -> (f32) {
///   %t = memref.alloc() : memref<4xf32>
///   %v0 = "test.use"(%t) : (memref<4xf32>) -> f32
///   memref.alloca_scope.return %v0 : f32
/// }
/// "test.after"(%v) : (f32) -> ()
/// ```
bool StackPromotion::wrapInScope(ScopeRange &range) {
  SmallVector<Operation *> ops;
  for (Operation *op = range.begin;; op = op->getNextNode()) {
    ops.push_back(op);
    if (op == range.end)
      break;
  }
  llvm::SmallPtrSet<Operation *, 16> inRange(ops.begin(), ops.end());
  llvm::SmallPtrSet<Operation *, 8> erasedFrees;
  for (Candidate *candidate : range.candidates)
    for (Operation *free : candidate->frees)
      erasedFrees.insert(free);
  Block *block = range.begin->getBlock();

  SmallVector<Value> escaping;
  bool legal = true;
  for (Operation *op : ops) {
    for (Value result : op->getResults()) {
      bool usedOutside = llvm::any_of(result.getUsers(), [&](Operation *user) {
        Operation *ancestor = block->findAncestorOpInBlock(*user);
        return !ancestor || !inRange.contains(ancestor);
      });
      if (!usedOutside)
        continue;
      // A memref leaving the scope could be one of its stack buffers.
      if (isMemRef(result.getType()))
        legal = false;
      escaping.push_back(result);
    }
    // Frees of buffers defined before the range would end up in a region
    // that does not own them.
    op->walk([&](Operation *nested) {
      if (erasedFrees.contains(nested))
        return;
      SmallVector<Value> freed;
      getFreedOperands(nested, freed);
      for (Value value : freed) {
        Operation *def = getViewRoot(value).getDefiningOp();
        Operation *defAncestor =
            def ? block->findAncestorOpInBlock(*def) : nullptr;
        if (!defAncestor || !inRange.contains(defAncestor))
          legal = false;
      }
    });
  }
  if (!legal)
    return false;

  OpBuilder builder(range.begin);
  Location loc = range.begin->getLoc();
  SmallVector<Type> types;
  for (Value value : escaping)
    types.push_back(value.getType());
  auto scope = memref::AllocaScopeOp::create(builder, loc, types);
  Block *body = builder.createBlock(&scope.getBodyRegion());
  for (Operation *op : ops)
    op->moveBefore(body, body->end());
  builder.setInsertionPointToEnd(body);
  memref::AllocaScopeReturnOp::create(builder, loc, escaping);
  for (auto [value, replacement] : llvm::zip(escaping, scope.getResults()))
    value.replaceUsesWithIf(replacement, [&](OpOperand &use) {
      return !scope->isProperAncestor(use.getOwner());
    });
  ++result.numScopes;
  return true;
}

void StackPromotion::promote(Candidate &candidate) {
  memref::AllocOp alloc = candidate.alloc;
  OpBuilder builder(candidate.hoistBefore ? candidate.hoistBefore
                                          : alloc.getOperation());
  auto alloca = memref::AllocaOp::create(
      builder, alloc.getLoc(), alloc.getType(), alloc.getDynamicSizes(),
      alloc.getSymbolOperands(), alloc.getAlignmentAttr());
  alloc.getResult().replaceAllUsesWith(alloca.getResult());
  alloc.erase();
  for (Operation *free : candidate.frees)
    free->erase();
  ++result.numPromoted;
}

PromoteToStackResult StackPromotion::run() {
  SmallVector<memref::AllocOp> allocs;
  walkOwnOps(funcOp, [&](Operation *op) {
    if (auto alloc = dyn_cast<memref::AllocOp>(op))
      allocs.push_back(alloc);
  });

  // Decide everything on the unchanged IR first.
  std::vector<Candidate> candidates;
  candidates.reserve(allocs.size());
  for (memref::AllocOp alloc : allocs) {
    Candidate candidate;
    if (analyze(alloc, candidate))
      candidates.push_back(candidate);
  }

  // Group the ranges of repeated allocations per block, merging overlaps.
  llvm::MapVector<Block *, SmallVector<Candidate *>> perBlock;
  for (Candidate &candidate : candidates)
    if (candidate.rangeEnd)
      perBlock[candidate.alloc->getBlock()].push_back(&candidate);
  SmallVector<ScopeRange> ranges;
  for (auto &[block, list] : perBlock) {
    llvm::sort(list, [](Candidate *a, Candidate *b) {
      return a->alloc->isBeforeInBlock(b->alloc);
    });
    for (Candidate *candidate : list) {
      if (!ranges.empty() && ranges.back().begin->getBlock() == block &&
          !ranges.back().end->isBeforeInBlock(candidate->alloc)) {
        ScopeRange &range = ranges.back();
        if (range.end->isBeforeInBlock(candidate->rangeEnd))
          range.end = candidate->rangeEnd;
        range.candidates.push_back(candidate);
        continue;
      }
      ranges.push_back({candidate->alloc, candidate->rangeEnd, {candidate}});
    }
  }

  for (ScopeRange &range : ranges) {
    if (wrapInScope(range)) {
      for (Candidate *candidate : range.candidates) {
        if (options.remarks)
          mlir::emitRemark(
              candidate->alloc->getLoc(),
              "promoted to the stack, inside a new memref.alloca_scope");
        promote(*candidate);
      }
      continue;
    }
    for (Candidate *candidate : range.candidates)
      keepOnHeap(candidate->alloc,
                 "it may be allocated repeatedly and its live range cannot "
                 "be wrapped in a memref.alloca_scope (the range defines a "
                 "memref used after it or frees a buffer defined before it)");
  }
  for (Candidate &candidate : candidates) {
    if (candidate.rangeEnd)
      continue;
    if (options.remarks) {
      InFlightDiagnostic remark =
          mlir::emitRemark(candidate.alloc->getLoc(), "promoted to the stack");
      if (candidate.hoistBefore)
        remark << ", allocated once before "
               << remarkOpName(candidate.hoistBefore);
    }
    promote(candidate);
  }
  return result;
}

PromoteToStackResult
reclaim::promoteBuffersToStack(FunctionOpInterface funcOp,
                               const PromoteToStackOptions &options) {
  return StackPromotion(funcOp, options).run();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct PromoteToStackPass
    : reclaim::ReclaimPass<
          reclaim::impl::PromoteToStackPassBase<PromoteToStackPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    PromoteToStackOptions options;
    options.maxAllocSizeInBytes = maxAllocSizeInBytes;
    options.callsCapture = callsCapture;
    options.wrapInAllocaScope = wrapInAllocaScope;
    options.remarks = remarks;
    // Callees that free or keep an argument: such buffers stay on the heap.
    ModuleSummary summary(getOperation(), {callsCapture});
    options.summary = &summary;
    std::atomic<unsigned> promoted{0}, scopes{0};
    (void)forEachFunction(getOperation(), [&](FunctionOpInterface funcOp) {
      PromoteToStackResult result = promoteBuffersToStack(funcOp, options);
      promoted += result.numPromoted;
      scopes += result.numScopes;
      return success();
    });
    numPromoted += promoted;
    numScopes += scopes;
    bool changed = promoted != 0;
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
