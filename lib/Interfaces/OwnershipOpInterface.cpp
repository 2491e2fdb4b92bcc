//===- OwnershipOpInterface.cpp - How an op treats buffer ownership -------===//
//
// Implements the ownership queries of OwnershipOpInterface.h: the extension
// interface when an op implements it, and otherwise the answers MLIR's own
// interfaces give. The rules are listed in docs/Ownership.md ("How every op
// is treated").
//
//===----------------------------------------------------------------------===//

#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/Dialect/Bufferization/IR/AllocationOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Mutex.h"

using namespace mlir;
using namespace reclaim;

#include "reclaim/Interfaces/OwnershipOpInterface.cpp.inc"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static bool isMemRefType(Type type) { return isa<BaseMemRefType>(type); }

/// True for ops whose memref operands and results are forwarded by control
/// flow, which Reclaim's passes handle structurally.
static bool isStructuralOp(Operation *op) {
  return isa<CallOpInterface, BranchOpInterface, RegionBranchOpInterface,
             RegionBranchTerminatorOpInterface>(op) ||
         op->hasTrait<OpTrait::ReturnLike>();
}

/// True if a value of `type` cannot hold an address: floats, i1, and
/// vectors or complex numbers of them.
static bool cannotHoldAddress(Type type) {
  if (auto shaped = dyn_cast<VectorType>(type))
    type = shaped.getElementType();
  if (auto complex = dyn_cast<ComplexType>(type))
    type = complex.getElementType();
  return isa<FloatType>(type) || type.isInteger(1);
}

StringRef reclaim::stringifyResultOwnership(ResultOwnership kind) {
  switch (kind) {
  case ResultOwnership::None:
    return "none";
  case ResultOwnership::Fresh:
    return "fresh";
  case ResultOwnership::Unowned:
    return "unowned";
  case ResultOwnership::View:
    return "view";
  case ResultOwnership::Borrowed:
    return "borrowed";
  case ResultOwnership::Unknown:
    return "unknown";
  }
  llvm_unreachable("unknown ResultOwnership");
}

StringRef reclaim::stringifyOperandOwnership(OperandOwnership kind) {
  switch (kind) {
  case OperandOwnership::None:
    return "none";
  case OperandOwnership::Use:
    return "use";
  case OperandOwnership::Free:
    return "free";
  case OperandOwnership::Consume:
    return "consume";
  case OperandOwnership::Capture:
    return "capture";
  case OperandOwnership::Unknown:
    return "unknown";
  }
  llvm_unreachable("unknown OperandOwnership");
}

//===----------------------------------------------------------------------===//
// Defaults from MLIR's interfaces
//===----------------------------------------------------------------------===//

ResultOwnership reclaim::detail::getDefaultResultOwnership(OpResult result) {
  if (!isMemRefType(result.getType()))
    return ResultOwnership::None;
  Operation *op = result.getOwner();
  if (auto view = dyn_cast<ViewLikeOpInterface>(op))
    if (view.getViewDest() == result &&
        isMemRefType(view.getViewSource().getType()))
      return ResultOwnership::View;
  if (isa<SelectLikeOpInterface>(op))
    return ResultOwnership::View;
  if (isa<CallOpInterface>(op))
    return ResultOwnership::Fresh;
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op)) {
    SmallVector<MemoryEffects::EffectInstance, 4> onResult;
    effects.getEffectsOnValue(result, onResult);
    for (const MemoryEffects::EffectInstance &effect : onResult)
      if (isa<MemoryEffects::Allocate>(effect.getEffect()))
        return isa<SideEffects::AutomaticAllocationScopeResource>(
                   effect.getResource())
                   ? ResultOwnership::Unowned
                   : ResultOwnership::Fresh;
    // Known effects but no allocation: a buffer of unknown origin that may
    // share an operand's buffer (bufferization.to_buffer, memref.get_global,
    // a memref loaded from memory, a custom op returning a view).
    return ResultOwnership::Borrowed;
  }
  // Region ops forward what their regions yield; the passes look inside.
  if (isa<RegionBranchOpInterface>(op) ||
      op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
    return ResultOwnership::Borrowed;
  return ResultOwnership::Unknown;
}

OperandOwnership
reclaim::detail::getDefaultOperandOwnership(OpOperand &operand) {
  Operation *op = operand.getOwner();
  Value value = operand.get();
  bool isMemRef = isMemRefType(value.getType());
  if (isStructuralOp(op) || isa<ViewLikeOpInterface, SelectLikeOpInterface>(op))
    return OperandOwnership::Use;
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects) {
    if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return OperandOwnership::Use;
    return OperandOwnership::Unknown;
  }
  SmallVector<MemoryEffects::EffectInstance, 4> onValue;
  effects.getEffectsOnValue(value, onValue);
  if (llvm::any_of(onValue, [](const MemoryEffects::EffectInstance &effect) {
        return isa<MemoryEffects::Free>(effect.getEffect());
      }))
    return OperandOwnership::Free;
  if (!onValue.empty())
    return OperandOwnership::Use;
  // The op does not access memory through the value. If it writes memory,
  // the value may be what it writes (memref.store of a memref, llvm.store of
  // an address): the reference escapes - unless the op says the address is
  // only ever compared.
  if (!isMemRef && op->hasAttr(kComparedAddressAttr))
    return OperandOwnership::Use;
  SmallVector<MemoryEffects::EffectInstance, 4> all;
  effects.getEffects(all);
  if (llvm::any_of(all, [](const MemoryEffects::EffectInstance &effect) {
        return isa<MemoryEffects::Write>(effect.getEffect());
      }))
    return OperandOwnership::Capture;
  if (isMemRef)
    return OperandOwnership::Use;
  // An address computed with: pure ops propagate it to their results that
  // can hold one (a comparison's i1 cannot).
  bool hasAddressResult = llvm::any_of(op->getResults(), [](Value result) {
    return !cannotHoldAddress(result.getType()) &&
           !isMemRefType(result.getType());
  });
  return hasAddressResult ? OperandOwnership::Capture : OperandOwnership::Use;
}

/// The carriers of an operand the default rules call a capture: the results
/// of a pure op that may hold the address (none for a write to memory).
static void getDefaultCarriers(OpOperand &operand,
                               SmallVectorImpl<Value> &carriers) {
  Operation *op = operand.getOwner();
  if (!isMemoryEffectFree(op))
    return;
  for (Value result : op->getResults())
    if (!cannotHoldAddress(result.getType()) && !isMemRefType(result.getType()))
      carriers.push_back(result);
}

LogicalResult reclaim::detail::buildDefaultDealloc(Operation *allocOp,
                                                   OpBuilder &builder,
                                                   Location loc, Value buffer) {
  auto allocation = dyn_cast<bufferization::AllocationOpInterface>(allocOp);
  if (!allocation)
    return failure();
  // AllocationOpInterface::buildDealloc inserts at the builder's point and
  // uses the value's location; pin the location to `loc`.
  std::optional<Operation *> dealloc = allocation.buildDealloc(builder, buffer);
  if (!dealloc)
    return failure();
  (*dealloc)->setLoc(loc);
  return success();
}

FailureOr<Value> reclaim::detail::buildDefaultClone(Operation *allocOp,
                                                    OpBuilder &builder,
                                                    Location loc,
                                                    Value buffer) {
  if (allocOp) {
    auto allocation = dyn_cast<bufferization::AllocationOpInterface>(allocOp);
    if (!allocation)
      return failure();
    std::optional<Value> clone = allocation.buildClone(builder, buffer);
    if (!clone)
      return failure();
    if (Operation *def = clone->getDefiningOp())
      def->setLoc(loc);
    return *clone;
  }
  return Value(bufferization::CloneOp::create(builder, loc, buffer));
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

ResultOwnership reclaim::getResultOwnership(OpResult result) {
  if (!isMemRefType(result.getType()))
    return ResultOwnership::None;
  if (auto iface = dyn_cast<OwnershipOpInterface>(result.getOwner()))
    return iface.getResultOwnership(result);
  return detail::getDefaultResultOwnership(result);
}

OperandOwnership reclaim::getOperandOwnership(OpOperand &operand) {
  if (auto iface = dyn_cast<OwnershipOpInterface>(operand.getOwner()))
    return iface.getOperandOwnership(operand);
  return detail::getDefaultOperandOwnership(operand);
}

void reclaim::getCaptureCarriers(Operation *op, OpOperand *operand,
                                 SmallVectorImpl<Value> &carriers) {
  if (auto iface = dyn_cast<OwnershipOpInterface>(op)) {
    iface.getCaptureCarriers(operand, carriers);
    return;
  }
  if (operand)
    getDefaultCarriers(*operand, carriers);
}

bool reclaim::isUnknownMemRefOp(
    Operation *op,
    SmallVectorImpl<std::pair<OpOperand *, OperandOwnership>> *ownerships) {
  auto touchesMemRef = [](TypeRange types) {
    return llvm::any_of(types, isMemRefType);
  };
  if (!touchesMemRef(op->getOperandTypes()) &&
      !touchesMemRef(op->getResultTypes()))
    return false;
  bool unknown = false;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isMemRefType(operand.get().getType()))
      continue;
    OperandOwnership ownership = getOperandOwnership(operand);
    unknown |= ownership == OperandOwnership::Unknown;
    if (!ownerships && unknown)
      return true;
    if (ownerships)
      ownerships->push_back({&operand, ownership});
  }
  if (unknown)
    return true;
  for (OpResult result : op->getResults())
    if (getResultOwnership(result) == ResultOwnership::Unknown)
      return true;
  return false;
}

bool reclaim::regionsOutliveOp(Operation *op) {
  auto iface = dyn_cast<OwnershipOpInterface>(op);
  return iface && iface.regionsOutliveOp();
}

bool reclaim::canAppendForwardedValues(Operation *op) {
  auto iface = dyn_cast<OwnershipOpInterface>(op);
  return iface && iface.canAppendForwardedValues();
}

bool reclaim::mayCarryAddress(Value value) {
  return !isMemRefType(value.getType()) && !cannotHoldAddress(value.getType());
}

LogicalResult reclaim::buildDealloc(Operation *allocOp, OpBuilder &builder,
                                    Location loc, Value buffer) {
  if (auto iface = dyn_cast<OwnershipOpInterface>(allocOp))
    return iface.buildDealloc(builder, loc, buffer);
  return detail::buildDefaultDealloc(allocOp, builder, loc, buffer);
}

FailureOr<Value> reclaim::buildClone(Operation *allocOp, OpBuilder &builder,
                                     Location loc, Value buffer) {
  if (allocOp)
    if (auto iface = dyn_cast<OwnershipOpInterface>(allocOp))
      return iface.buildClone(builder, loc, buffer);
  return detail::buildDefaultClone(allocOp, builder, loc, buffer);
}

bool reclaim::isFreedByMemRefDealloc(Operation *allocOp) {
  // Passes run on several functions at once: the cache is shared. It is
  // keyed by name (OperationName belongs to one context); every Reclaim pass
  // registers the same models, so the answer does not depend on the context.
  static llvm::sys::SmartMutex<true> mutex;
  static llvm::StringMap<bool> cache;
  std::string name = allocOp->getName().getStringRef().str();
  {
    llvm::sys::SmartScopedLock<true> lock(mutex);
    auto it = cache.find(name);
    if (it != cache.end())
      return it->second;
  }
  // Build the free of the first memref result into a scratch block.
  bool viaMemRefDealloc = false;
  for (Value result : allocOp->getResults()) {
    if (!isMemRefType(result.getType()))
      continue;
    Block scratch;
    OpBuilder builder(allocOp->getContext());
    builder.setInsertionPointToStart(&scratch);
    if (succeeded(buildDealloc(allocOp, builder, allocOp->getLoc(), result)))
      viaMemRefDealloc =
          llvm::hasSingleElement(scratch) &&
          isa<memref::DeallocOp>(scratch.front()) &&
          scratch.front().getOperand(0) == result;
    // The scratch ops use `result`; drop them before the block dies.
    while (!scratch.empty()) {
      scratch.back().dropAllUses();
      scratch.back().erase();
    }
    break;
  }
  llvm::sys::SmartScopedLock<true> lock(mutex);
  cache[name] = viaMemRefDealloc;
  return viaMemRefDealloc;
}
