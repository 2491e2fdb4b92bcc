//===- EscapeAnalysis.cpp - Does a buffer outlive its allocation scope ----===//
//
// Implements EscapeAnalysis: a forward walk over the uses of a buffer and of
// every value it flows into. Control flow is followed through
// BranchOpInterface (successor block arguments) and RegionBranchOpInterface
// (region arguments, region results, yielded values); views through
// ViewLikeOpInterface and memref.transpose; selects through
// SelectLikeOpInterface. Everything else is judged by its memory effects.
//
// Known limits: the walk is flow-insensitive (a buffer that escapes on one
// path escapes everywhere), does not look into callees (calls are governed by
// the `callArgumentsEscape` option), and treats memref results of unknown ops
// that take the buffer as further values carrying the buffer.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/EscapeAnalysis.h"

#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace reclaim;

//===----------------------------------------------------------------------===//
// RegionNesting
//===----------------------------------------------------------------------===//

/// Memoized walks up the region tree: the nearest enclosing op of a kind
/// (allocation scope, function, op whose regions outlive it) and the nesting
/// depth, remembered per region. A query walks up only to the first region
/// already answered, so answering every op of a 3,000-level nest costs the
/// number of regions, not ops times depth. Valid while regions are neither
/// created, erased nor moved (the analysis is rebuilt after the IR changes).
class reclaim::detail::RegionNesting {
public:
  /// The op whose end releases a stack buffer defined in `region`: the
  /// nearest op with the AutomaticAllocationScope trait at or above the
  /// region's parent (with `functionScope`, the nearest function).
  Operation *getAllocationScope(Region *region, bool functionScope) {
    if (functionScope)
      return nearest(functions, region, [](Operation *op) {
        return isa<FunctionOpInterface>(op);
      });
    return nearest(scopes, region, [](Operation *op) {
      return op->hasTrait<OpTrait::AutomaticAllocationScope>();
    });
  }

  /// The nearest op at or above `region`'s parent whose regions may still
  /// run after it (async.execute), or null.
  Operation *getOutlivingAncestor(Region *region) {
    return nearest(outliving, region, regionsOutliveOp);
  }

  /// The number of ops enclosing `op`.
  unsigned getDepth(Operation *op) {
    Region *region = op->getParentRegion();
    if (!region)
      return 0;
    SmallVector<Region *, 8> path;
    unsigned depth = 0;
    for (Region *r = region; r;) {
      auto it = depths.find(r);
      if (it != depths.end()) {
        depth = it->second;
        break;
      }
      path.push_back(r);
      Operation *parent = r->getParentOp();
      r = parent ? parent->getParentRegion() : nullptr;
    }
    // `depth` is that of the first answered region (0 above the root); each
    // region of the path lies one op deeper than the next.
    for (Region *r : llvm::reverse(path))
      depths[r] = ++depth;
    return depths.lookup(region);
  }

private:
  template <typename Pred>
  static Operation *nearest(DenseMap<Region *, Operation *> &memo,
                            Region *region, Pred pred) {
    SmallVector<Region *, 8> path;
    Operation *found = nullptr;
    for (Region *r = region; r;) {
      auto it = memo.find(r);
      if (it != memo.end()) {
        found = it->second;
        break;
      }
      path.push_back(r);
      Operation *parent = r->getParentOp();
      if (!parent)
        break;
      if (pred(parent)) {
        found = parent;
        break;
      }
      r = parent->getParentRegion();
    }
    for (Region *r : path)
      memo[r] = found;
    return found;
  }

  DenseMap<Region *, Operation *> scopes, functions, outliving;
  DenseMap<Region *, unsigned> depths;
};

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Returns the op whose end releases a stack buffer defined by `value`: the
/// nearest op with the AutomaticAllocationScope trait around its definition
/// (the nearest function with `functionScope`).
static Operation *getAllocationScope(Value value, bool functionScope,
                                     reclaim::detail::RegionNesting &nesting) {
  Region *region = value.getParentRegion();
  return region ? nesting.getAllocationScope(region, functionScope) : nullptr;
}

/// True if a value of `type` produced from a buffer could let code the
/// analysis does not see reach that buffer (a tensor, a pointer, a struct
/// holding a descriptor). Scalars, vectors and complex numbers cannot.
static bool mayCarryBuffer(Type type) {
  return !(type.isIntOrIndexOrFloat() || isa<VectorType, ComplexType>(type));
}

//===----------------------------------------------------------------------===//
// BufferTracker
//===----------------------------------------------------------------------===//

/// Follows one buffer through the IR and fills its EscapeInfo.
class BufferTracker {
public:
  BufferTracker(Value buffer, const EscapeAnalysisOptions &options,
                EscapeInfo &info, reclaim::detail::RegionNesting &nesting)
      : options(options), info(info), nesting(nesting),
        scope(getAllocationScope(buffer, options.functionScope, nesting)) {
    add(buffer);
  }

  /// Visits the uses of the first value only: afterwards info.aliases[1..]
  /// are the values it is carried into, and info.kind says whether one of
  /// its uses makes it escape.
  void runOneStep() {
    Value value = info.aliases.front();
    next = 1;
    for (OpOperand &use : value.getUses()) {
      visitUse(use);
      if (info.kind == EscapeKind::Unknown)
        return;
    }
  }

  /// Walks all values carrying the buffer until the worklist is empty or the
  /// buffer is known to escape for an Unknown reason.
  void run() {
    while (next < info.aliases.size()) {
      Value value = info.aliases[next++];
      for (OpOperand &use : value.getUses()) {
        visitUse(use);
        if (info.kind == EscapeKind::Unknown)
          return;
      }
    }
  }

private:
  /// Records `value` as carrying the buffer.
  void add(Value value) {
    if (!seen.insert(value).second)
      return;
    if (info.aliases.size() >= options.maxValues) {
      escape(EscapeKind::Unknown, nullptr);
      return;
    }
    info.aliases.push_back(value);
  }

  /// Records an escape, keeping the vaguest reason found so far.
  void escape(EscapeKind kind, Operation *where) {
    if (kind <= info.kind)
      return;
    info.kind = kind;
    info.escapePoint = where;
  }

  void visitUse(OpOperand &use);
  void visitCarriers(Operation *user, ArrayRef<Value> carriers);
  bool visitTerminator(OpOperand &use);
  bool visitRegionEntry(OpOperand &use);
  void visitEffects(OpOperand &use);

  const EscapeAnalysisOptions &options;
  EscapeInfo &info;
  reclaim::detail::RegionNesting &nesting;
  Operation *scope;
  llvm::DenseSet<Value> seen;
  /// The ops in info.frees (a buffer may have many frees).
  llvm::SmallPtrSet<Operation *, 8> freeSet;
  size_t next = 0;
};

void BufferTracker::visitUse(OpOperand &use) {
  Operation *user = use.getOwner();
  Value value = use.get();

  if (user->hasTrait<OpTrait::IsTerminator>()) {
    if (!visitTerminator(use))
      escape(EscapeKind::Unknown, user);
    return;
  }
  if (isa<RegionBranchOpInterface>(user) && visitRegionEntry(use))
    return;

  // A use inside a region that may still run after its op (async.execute)
  // is out of reach.
  // Both that op and the one holding the value's region enclose the user:
  // the first lies inside the second if it is deeper.
  if (Region *userRegion = user->getParentRegion())
    if (Operation *outliving = nesting.getOutlivingAncestor(userRegion))
      if (nesting.getDepth(outliving) >
          nesting.getDepth(value.getParentRegion()->getParentOp())) {
        escape(EscapeKind::Unknown, outliving);
        return;
      }

  // Under Reclaim's ABI a callee neither keeps nor returns its arguments, so
  // a call's results are fresh buffers, not values carrying this one. The
  // module summary tells which callees free or keep them anyway.
  if (auto call = dyn_cast<CallOpInterface>(user)) {
    // Under the ownership-passing convention a result may be the argument.
    for (OpResult result : user->getResults())
      if (isBorrowedCallResult(result))
        add(result);
    // A callee under the ownership-passing convention may free what it is
    // handed with its ownership, whatever the summary says.
    if (isMemRef(value.getType()) && mayPassOwnership(use)) {
      escape(EscapeKind::CapturedByCall, user);
      return;
    }
    if (options.summary && isMemRef(value.getType())) {
      switch (options.summary->getEffect(call, use)) {
      case CallOperandEffect::Use:
        break;
      case CallOperandEffect::Free:
        if (freeSet.insert(user).second)
          info.frees.push_back(user);
        return;
      case CallOperandEffect::MayFree:
      case CallOperandEffect::Escape:
        escape(EscapeKind::CapturedByCall, user);
        return;
      }
    }
    if (options.callArgumentsEscape)
      escape(EscapeKind::CapturedByCall, user);
    return;
  }

  // Views and selects: their result carries the buffer, they touch no memory.
  bool forwarded = false;
  for (OpResult result : user->getResults()) {
    if (isMemRef(result.getType()) && getViewSource(result) == value) {
      add(result);
      forwarded = true;
    }
  }
  if (auto select = dyn_cast<SelectLikeOpInterface>(user)) {
    if (select.getTrueValue() == value || select.getFalseValue() == value) {
      add(user->getResult(0));
      forwarded = true;
    }
  }
  if (forwarded)
    return;

  switch (getOperandOwnership(use)) {
  case OperandOwnership::Consume:
    escape(EscapeKind::Unknown, user);
    return;
  case OperandOwnership::Capture: {
    // The address (or a handle) lives on in the carriers.
    SmallVector<Value> carriers;
    getCaptureCarriers(user, &use, carriers);
    if (carriers.empty()) {
      escape(EscapeKind::Stored, user);
      return;
    }
    visitCarriers(user, carriers);
    return;
  }
  default:
    break;
  }

  visitEffects(use);
}

void BufferTracker::visitCarriers(Operation *user, ArrayRef<Value> carriers) {
  // An address is harmless while it is only compared, computed with, or used
  // for accesses; stored, passed on, forwarded or returned, it escapes.
  SmallVector<Value> worklist(carriers.begin(), carriers.end());
  llvm::DenseSet<Value> visited;
  while (!worklist.empty()) {
    Value carrier = worklist.pop_back_val();
    if (!visited.insert(carrier).second)
      continue;
    if (isMemRef(carrier.getType())) {
      add(carrier);
      continue;
    }
    if (visited.size() > options.maxValues) {
      escape(EscapeKind::Unknown, user);
      return;
    }
    info.addressCarriers.push_back(carrier);
    for (OpOperand &use : carrier.getUses()) {
      Operation *carrierUser = use.getOwner();
      if (carrierUser->hasTrait<OpTrait::IsTerminator>() ||
          isa<CallOpInterface, RegionBranchOpInterface>(carrierUser)) {
        escape(EscapeKind::Unknown, carrierUser);
        return;
      }
      switch (getOperandOwnership(use)) {
      case OperandOwnership::Capture: {
        SmallVector<Value> next;
        getCaptureCarriers(carrierUser, &use, next);
        if (next.empty()) {
          escape(EscapeKind::Stored, carrierUser);
          return;
        }
        worklist.append(next.begin(), next.end());
        break;
      }
      case OperandOwnership::Unknown:
      case OperandOwnership::Consume:
        escape(EscapeKind::Unknown, carrierUser);
        return;
      default:
        break;
      }
    }
  }
}

bool BufferTracker::visitTerminator(OpOperand &use) {
  Operation *user = use.getOwner();
  if (auto branch = dyn_cast<BranchOpInterface>(user)) {
    std::optional<BlockArgument> arg =
        getSuccessorBlockArgument(branch, use.getOperandNumber());
    if (!arg)
      return false;
    add(*arg);
    return true;
  }
  Operation *parent = user->getParentOp();
  if (isa_and_nonnull<FunctionOpInterface>(parent) &&
      user->hasTrait<OpTrait::ReturnLike>()) {
    escape(EscapeKind::Returned, user);
    return true;
  }
  auto terminator = dyn_cast<RegionBranchTerminatorOpInterface>(user);
  auto regionOp = dyn_cast_or_null<RegionBranchOpInterface>(parent);
  if (!terminator || !regionOp)
    return false;
  RegionBranchSuccessorMapping mapping;
  regionOp.getSuccessorOperandInputMapping(mapping,
                                           RegionBranchPoint(terminator));
  auto it = mapping.find(&use);
  if (it == mapping.end())
    return true; // Not forwarded anywhere (e.g. a condition operand).
  for (Value input : it->second) {
    // Leaving the op that releases the stack frame of the buffer.
    if (parent == scope && isa<OpResult>(input)) {
      escape(EscapeKind::Returned, user);
      continue;
    }
    add(input);
  }
  return true;
}

bool BufferTracker::visitRegionEntry(OpOperand &use) {
  auto regionOp = cast<RegionBranchOpInterface>(use.getOwner());
  RegionBranchSuccessorMapping mapping;
  regionOp.getSuccessorOperandInputMapping(mapping,
                                           RegionBranchPoint::parent());
  auto it = mapping.find(&use);
  if (it == mapping.end())
    return false;
  for (Value input : it->second)
    add(input);
  return true;
}

void BufferTracker::visitEffects(OpOperand &use) {
  Operation *user = use.getOwner();
  Value value = use.get();
  auto iface = dyn_cast<MemoryEffectOpInterface>(user);
  if (!iface) {
    escape(EscapeKind::Unknown, user);
    return;
  }
  SmallVector<MemoryEffects::EffectInstance, 4> effects;
  iface.getEffects(effects);
  bool effectOnValue = false, writes = false;
  for (const MemoryEffects::EffectInstance &effect : effects) {
    if (effect.getValue() == value) {
      effectOnValue = true;
      if (isa<MemoryEffects::Free>(effect.getEffect()) &&
          freeSet.insert(user).second)
        info.frees.push_back(user);
    }
    if (isa<MemoryEffects::Write>(effect.getEffect()))
      writes = true;
  }
  // An op that writes memory and takes the buffer without touching it writes
  // the buffer's descriptor somewhere (memref.store of a memref).
  if (writes && !effectOnValue) {
    escape(EscapeKind::Stored, user);
    return;
  }
  for (OpResult result : user->getResults()) {
    if (isMemRef(result.getType())) {
      if (!isHeapAllocation(user, result) && !isStackAllocation(user, result))
        add(result);
      continue;
    }
    if (mayCarryBuffer(result.getType()))
      escape(EscapeKind::Unknown, user);
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// EscapeAnalysis
//===----------------------------------------------------------------------===//

EscapeAnalysis::EscapeAnalysis(Operation *root)
    : EscapeAnalysis(root, EscapeAnalysisOptions()) {}

EscapeAnalysis::EscapeAnalysis(Operation *root,
                               const EscapeAnalysisOptions &options)
    : options(options), nesting(std::make_unique<detail::RegionNesting>()) {
  (void)root; // Queries are per buffer; the root only scopes the analysis.
}

EscapeAnalysis::~EscapeAnalysis() = default;

const EscapeInfo &EscapeAnalysis::getInfo(Value buffer) const {
  std::unique_ptr<EscapeInfo> &slot = cache[buffer];
  if (!slot) {
    slot = std::make_unique<EscapeInfo>();
    BufferTracker(buffer, options, *slot, *nesting).run();
  }
  return *slot;
}

bool EscapeAnalysis::surelyEscapesFunction(Value buffer) const {
  Operation *func =
      getAllocationScope(buffer, /*functionScope=*/true, *nesting);
  if (!func)
    return false;
  auto it = escapingValues.find(func);
  if (it == escapingValues.end()) {
    // One step from every memref value of the function (the scope is the
    // function for all of them, so a step does not depend on the buffer),
    // then backwards from the values with an escaping use. A buffer that
    // escapes its function escapes any allocation scope inside it too: the
    // narrower scope only adds escapes (leaving it).
    EscapeAnalysisOptions functionOptions = options;
    functionOptions.functionScope = true;
    DenseMap<Value, SmallVector<Value, 2>> carriedFrom;
    SmallVector<Value> worklist;
    DenseSet<Value> escaping;
    auto step = [&](Value value) {
      if (!isMemRef(value.getType()))
        return;
      EscapeInfo info;
      BufferTracker tracker(value, functionOptions, info, *nesting);
      tracker.runOneStep();
      for (Value carrier : llvm::drop_begin(info.aliases))
        carriedFrom[carrier].push_back(value);
      if (info.escapes() && escaping.insert(value).second)
        worklist.push_back(value);
    };
    for (Region &region : func->getRegions())
      region.walk([&](Block *block) {
        for (BlockArgument arg : block->getArguments())
          step(arg);
        for (Operation &op : *block)
          for (Value result : op.getResults())
            step(result);
      });
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      auto from = carriedFrom.find(value);
      if (from == carriedFrom.end())
        continue;
      for (Value source : from->second)
        if (escaping.insert(source).second)
          worklist.push_back(source);
    }
    it = escapingValues.try_emplace(func, std::move(escaping)).first;
  }
  return it->second.contains(buffer);
}

StringRef EscapeAnalysis::getKindName(EscapeKind kind) {
  switch (kind) {
  case EscapeKind::None:
    return "none";
  case EscapeKind::Returned:
    return "returned";
  case EscapeKind::Stored:
    return "stored";
  case EscapeKind::CapturedByCall:
    return "captured-by-call";
  case EscapeKind::Unknown:
    return "unknown";
  }
  llvm_unreachable("unknown escape kind");
}
