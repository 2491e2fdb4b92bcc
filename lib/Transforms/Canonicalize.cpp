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
// kMaxIterations times), so it stops at a fixed point of the same patterns:
// an ancestor that a change deeper down enables is rewritten in the next
// iteration at the latest.
//
// The patterns that propagate a branch condition into the successors or
// regions it guards (cf.cond_br's CondBranchTruthPropagation, scf.if's
// ConditionPropagation) are left out: they visit every use of the condition
// for every branch on it, quadratic when one ownership flag guards thousands
// of frees, as in Reclaim's output.
//
// Known limits: the order in which ops are visited follows upstream's
// top-down driver, so outputs match `canonicalize` in practice, but the
// order in which unrelated rewrites happen may differ.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Rewrite/PatternApplicator.h"
#include "mlir/Transforms/FoldUtils.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"

#include <algorithm>
#include <vector>

namespace reclaim {
#define GEN_PASS_DEF_CANONICALIZEPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;

namespace {

/// Most walks over the body, as upstream's default `max-iterations`.
constexpr int kMaxIterations = 10;

/// The upstream patterns left out (see the file comment).
constexpr llvm::StringLiteral kQuadraticPatterns[] = {
    "(anonymous namespace)::CondBranchTruthPropagation",
    "(anonymous namespace)::ConditionPropagation"};

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

private:
  SmallVector<Operation *, 0> list;
  llvm::DenseMap<Operation *, size_t> index;
};

//===----------------------------------------------------------------------===//
// CanonicalizeDriver
//===----------------------------------------------------------------------===//

/// Canonicalizes the regions of one op (not the op itself).
class CanonicalizeDriver : public PatternRewriter,
                           public RewriterBase::Listener {
public:
  CanonicalizeDriver(Operation *root, const FrozenRewritePatternSet &patterns)
      : PatternRewriter(root->getContext()), root(root), matcher(patterns),
        folder(root->getContext(), this) {
    setListener(this);
    matcher.applyDefaultCostModel();
  }

  /// Rewrites to a fixed point (or kMaxIterations walks); true if anything
  /// changed.
  bool run();

private:
  /// Processes the worklist; true if anything changed.
  bool processWorklist();
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
    addWithParent(op);
  }
  void notifyOperationModified(Operation *op) override { addWithParent(op); }
  void notifyOperationReplaced(Operation *op, ValueRange) override {
    for (Operation *user : op->getUsers())
      add(user);
  }
  void notifyOperationErased(Operation *op) override;

  Operation *root;
  PatternApplicator matcher;
  OperationFolder folder;
  Worklist worklist;
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
  worklist.remove(op);
  if (op->hasTrait<OpTrait::ConstantLike>())
    folder.notifyRemoval(op);
}

bool CanonicalizeDriver::processWorklist() {
  bool changed = false;
  while (Operation *op = worklist.pop()) {
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
    if (succeeded(matcher.matchAndRewrite(op, *this)))
      changed = true;
  }
  return changed;
}

bool CanonicalizeDriver::run() {
  bool changedAny = false;
  for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
    worklist.clear();
    // Constants are uniqued and hoisted as they are met (in program order,
    // so that their order is kept), the other ops go on the worklist.
    for (Region &region : root->getRegions())
      region.walk<WalkOrder::PreOrder>([&](Operation *op) {
        Attribute value;
        if (matchPattern(op, m_Constant(&value)) &&
            !folder.insertKnownConstant(op, value))
          return WalkResult::skip();
        worklist.push(op);
        return WalkResult::advance();
      });
    worklist.reverse();
    bool changed = processWorklist();
    changed |= succeeded(simplifyRegions(*this, root->getRegions(),
                                         /*mergeBlocks=*/false));
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
    : reclaim::impl::CanonicalizePassBase<CanonicalizePass> {
  using CanonicalizePassBase::CanonicalizePassBase;

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet owningPatterns(context);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(owningPatterns);
    for (RegisteredOperationName op : context->getRegisteredOperations())
      op.getCanonicalizationPatterns(owningPatterns, context);
    SmallVector<std::string> disabled(std::begin(kQuadraticPatterns),
                                      std::end(kQuadraticPatterns));
    patterns = std::make_shared<FrozenRewritePatternSet>(
        std::move(owningPatterns), disabled);
    return success();
  }

  void runOnOperation() override {
    // Nothing changed: also spares the verifier, which costs the depth per
    // use on deep nests.
    if (!CanonicalizeDriver(getOperation(), *patterns).run())
      markAllAnalysesPreserved();
  }

  std::shared_ptr<const FrozenRewritePatternSet> patterns;
};
} // namespace
