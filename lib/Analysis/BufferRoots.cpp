//===- BufferRoots.cpp - Views and the buffers they come from -------------===//
//
// Implements the view and allocation queries of BufferRoots.h. Views are
// recognised through ViewLikeOpInterface plus `memref.transpose`, which is
// metadata-only but does not implement the interface in MLIR 22.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/BufferRoots.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

bool reclaim::isMemRef(Type type) { return isa<BaseMemRefType>(type); }

Value reclaim::getViewSource(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return {};
  if (auto transpose = dyn_cast<memref::TransposeOp>(def))
    return transpose.getIn();
  auto view = dyn_cast<ViewLikeOpInterface>(def);
  if (!view || view.getViewDest() != value)
    return {};
  Value source = view.getViewSource();
  return isMemRef(source.getType()) ? source : Value();
}

Value reclaim::getViewRoot(Value value) {
  while (Value source = getViewSource(value))
    value = source;
  return value;
}

static bool hasAllocateEffect(Operation *op, Value value, bool automatic) {
  auto iface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!iface)
    return false;
  SmallVector<MemoryEffects::EffectInstance> effects;
  iface.getEffectsOnValue(value, effects);
  return llvm::any_of(effects, [&](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Allocate>(e.getEffect()) &&
           isa<SideEffects::AutomaticAllocationScopeResource>(
               e.getResource()) == automatic;
  });
}

bool reclaim::isHeapAllocation(Operation *op, Value value) {
  return hasAllocateEffect(op, value, /*automatic=*/false);
}

bool reclaim::isStackAllocation(Operation *op, Value value) {
  return hasAllocateEffect(op, value, /*automatic=*/true);
}

void reclaim::getFreedOperands(Operation *op, SmallVectorImpl<Value> &freed) {
  auto iface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!iface)
    return;
  SmallVector<MemoryEffects::EffectInstance> effects;
  iface.getEffects(effects);
  for (const MemoryEffects::EffectInstance &e : effects)
    if (isa<MemoryEffects::Free>(e.getEffect()) && e.getValue() &&
        isMemRef(e.getValue().getType()) &&
        !llvm::is_contained(freed, e.getValue()))
      freed.push_back(e.getValue());
}
