//===- BufferRoots.cpp - Views and the buffers they come from -------------===//
//
// Implements the view and allocation queries of BufferRoots.h on top of the
// ownership queries of reclaim/Interfaces/OwnershipOpInterface.h, so that a
// dialect's model of Reclaim's extension interface is honoured everywhere
// (`memref.transpose` is a view through Reclaim's model of it).
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/BufferRoots.h"

#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

bool reclaim::isMemRef(Type type) { return isa<BaseMemRefType>(type); }

Value reclaim::getViewSource(Value value) {
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return {};
  Operation *def = result.getOwner();
  if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
    if (view.getViewDest() != value)
      return {};
    Value source = view.getViewSource();
    return isMemRef(source.getType()) ? source : Value();
  }
  // A view by Reclaim's extension interface: of its only memref operand.
  if (getResultOwnership(result) != ResultOwnership::View ||
      isa<SelectLikeOpInterface>(def))
    return {};
  Value source;
  for (Value operand : def->getOperands()) {
    if (!isMemRef(operand.getType()))
      continue;
    if (source)
      return {};
    source = operand;
  }
  return source;
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
  SmallVector<MemoryEffects::EffectInstance, 4> effects;
  iface.getEffectsOnValue(value, effects);
  return llvm::any_of(effects, [&](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Allocate>(e.getEffect()) &&
           isa<SideEffects::AutomaticAllocationScopeResource>(
               e.getResource()) == automatic;
  });
}

bool reclaim::isHeapAllocation(Operation *op, Value value) {
  if (isa<OwnershipOpInterface>(op))
    return isa<OpResult>(value) && !isa<CallOpInterface>(op) &&
           getResultOwnership(cast<OpResult>(value)) == ResultOwnership::Fresh;
  return hasAllocateEffect(op, value, /*automatic=*/false);
}

bool reclaim::isStackAllocation(Operation *op, Value value) {
  return hasAllocateEffect(op, value, /*automatic=*/true);
}

void reclaim::getFreedOperands(Operation *op, SmallVectorImpl<Value> &freed) {
  for (OpOperand &operand : op->getOpOperands())
    if (isMemRef(operand.get().getType()) &&
        getOperandOwnership(operand) == OperandOwnership::Free &&
        !llvm::is_contained(freed, operand.get()))
      freed.push_back(operand.get());
}

// A buffer that nothing else can refer to when it is created: a heap
// allocation, or a call result (by the function boundary ABI the callee
// hands over a buffer no argument shares).
bool reclaim::isBorrowedCallResult(Value value) {
  auto result = dyn_cast<OpResult>(value);
  if (!result || !isa<CallOpInterface>(result.getOwner()))
    return false;
  auto borrowed = result.getOwner()->getAttrOfType<DenseI64ArrayAttr>(
      kBorrowedResultsAttr);
  return borrowed &&
         llvm::is_contained(borrowed.asArrayRef(), result.getResultNumber());
}

Value reclaim::getPassedOwnership(OpOperand &use) {
  auto call = dyn_cast<CallOpInterface>(use.getOwner());
  if (!call)
    return nullptr;
  auto first = call->getAttrOfType<IntegerAttr>(kPassedOwnershipAttr);
  if (!first)
    return nullptr;
  Operation::operand_range args = call.getArgOperands();
  if (args.empty() || use.getOperandNumber() < args.getBeginOperandIndex())
    return nullptr;
  unsigned argIndex = use.getOperandNumber() - args.getBeginOperandIndex();
  uint64_t firstOwnership = first.getInt();
  if (argIndex >= firstOwnership || !isMemRef(use.get().getType()))
    return nullptr;
  // The n-th memref argument is followed by the n-th appended i1.
  unsigned position = 0;
  for (unsigned i = 0; i < argIndex; ++i)
    if (isMemRef(args[i].getType()))
      ++position;
  if (firstOwnership + position >= args.size())
    return nullptr;
  return args[firstOwnership + position];
}

bool reclaim::mayPassOwnership(OpOperand &use) {
  Value ownership = getPassedOwnership(use);
  return ownership && !matchPattern(ownership, m_Zero());
}

bool reclaim::isFreshBuffer(Value value) {
  Operation *def = value.getDefiningOp();
  return def && (isHeapAllocation(def, value) ||
                 (isa<CallOpInterface>(def) && !isBorrowedCallResult(value)));
}

// A buffer a fresh one can never be: a function argument, a stack buffer or
// a global.
bool reclaim::isForeignBuffer(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Block *owner = arg.getOwner();
    return owner->isEntryBlock() &&
           isa<FunctionOpInterface>(owner->getParentOp());
  }
  Operation *def = value.getDefiningOp();
  return isStackAllocation(def, value) || isa<memref::GetGlobalOp>(def);
}

bool reclaim::isNeverOwned(Value value) {
  if (!isForeignBuffer(value))
    return false;
  auto arg = dyn_cast<BlockArgument>(value);
  return !arg || !arg.getOwner()->getParentOp()->hasAttr(kOwnershipAbiAttr);
}

// Returns the op of `block` that is or contains the definition of `value`,
// or null if `value` is defined outside `block` (in a dominating block or an
// enclosing region) or is an argument of `block`.
Operation *reclaim::getAnchorInBlock(Value value, Block *block) {
  Operation *def = value.getDefiningOp();
  if (!def)
    def = cast<BlockArgument>(value).getOwner()->getParentOp();
  if (def == block->getParentOp())
    return nullptr;
  return block->findAncestorOpInBlock(*def);
}

// True if, whenever `fresh` (a buffer created by an op in or nested in the
// dealloc's block) is allocated, `value` was already bound: `value` is an
// argument of the block, is defined outside it, or comes from an op of the
// block before the one that creates `fresh`. `isBefore`, if given, orders
// two ops of `block` (a cached numbering; Operation::isBeforeInBlock
// renumbers the block after every insertion).
bool reclaim::isBoundBefore(
    Value value, Value fresh, Block *block,
    function_ref<bool(Operation *, Operation *)> isBefore) {
  Operation *freshAnchor = getAnchorInBlock(fresh, block);
  if (!freshAnchor)
    return false;
  if (auto arg = dyn_cast<BlockArgument>(value); arg && arg.getOwner() == block)
    return true;
  Operation *valueAnchor = getAnchorInBlock(value, block);
  if (!valueAnchor)
    return true;
  if (valueAnchor == freshAnchor)
    return false;
  return isBefore ? isBefore(valueAnchor, freshAnchor)
                  : valueAnchor->isBeforeInBlock(freshAnchor);
}

std::optional<SmallVector<std::pair<unsigned, unsigned>>>
reclaim::getSwitchOperandSegments(Operation *op) {
  auto switchOp = dyn_cast<cf::SwitchOp>(op);
  if (!switchOp)
    return std::nullopt;
  // Operand indices from the segment sizes (an empty OperandRange has no
  // first operand to ask its index).
  SmallVector<std::pair<unsigned, unsigned>> segments;
  segments.push_back(switchOp.getODSOperandIndexAndLength(1));
  unsigned begin = switchOp.getODSOperandIndexAndLength(2).first;
  for (int32_t size : switchOp.getCaseOperandSegments()) {
    segments.push_back({begin, unsigned(size)});
    begin += size;
  }
  return segments;
}

SmallVector<reclaim::EdgeOperands>
reclaim::getEdgeOperands(BranchOpInterface branch) {
  Operation *op = branch.getOperation();
  SmallVector<EdgeOperands> edges;
  if (auto segments = getSwitchOperandSegments(op)) {
    for (auto [first, count] : *segments)
      edges.push_back({0, op->getOperands().slice(first, count)});
    return edges;
  }
  for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i) {
    SuccessorOperands operands = branch.getSuccessorOperands(i);
    edges.push_back(
        {operands.getProducedOperandCount(), operands.getForwardedOperands()});
  }
  return edges;
}

std::optional<BlockArgument>
reclaim::getSuccessorBlockArgument(BranchOpInterface branch,
                                   unsigned operandIndex) {
  Operation *op = branch.getOperation();
  auto switchOp = dyn_cast<cf::SwitchOp>(op);
  if (!switchOp)
    return branch.getSuccessorBlockArgument(operandIndex);
  auto [defaultBegin, defaultSize] = switchOp.getODSOperandIndexAndLength(1);
  if (operandIndex < defaultBegin)
    return std::nullopt; // The flag.
  if (operandIndex < defaultBegin + defaultSize)
    return op->getSuccessor(0)->getArgument(operandIndex - defaultBegin);
  // The case of the operand: a binary search in the prefix sums of the case
  // segments, remembered for the last segments attribute this thread asked
  // about (uniqued: the same attribute, the same sums). Summing them for
  // every use made a switch forwarding one value on all its cases cost the
  // cases squared.
  thread_local const void *cachedSegments = nullptr;
  thread_local SmallVector<unsigned> starts;
  DenseI32ArrayAttr caseSegments = switchOp.getCaseOperandSegmentsAttr();
  if (caseSegments.getAsOpaquePointer() != cachedSegments) {
    starts.assign({0});
    for (int32_t size : caseSegments.asArrayRef())
      starts.push_back(starts.back() + size);
    cachedSegments = caseSegments.getAsOpaquePointer();
  }
  unsigned index = operandIndex - switchOp.getODSOperandIndexAndLength(2).first;
  if (index >= starts.back())
    return std::nullopt;
  // The last case starting at or before `index` (cases without operands
  // start where the next one does).
  unsigned caseIndex = llvm::upper_bound(starts, index) - starts.begin() - 1;
  return op->getSuccessor(caseIndex + 1)
      ->getArgument(index - starts[caseIndex]);
}

std::optional<Value> reclaim::ForwardedOperands::get(BranchOpInterface branch,
                                                     unsigned succIndex,
                                                     unsigned argIndex) {
  Operation *op = branch.getOperation();
  auto [it, inserted] = segments.try_emplace(op);
  if (inserted)
    it->second = getSwitchOperandSegments(op);
  if (it->second) {
    if (succIndex >= it->second->size())
      return std::nullopt;
    auto [first, count] = (*it->second)[succIndex];
    if (argIndex >= count)
      return std::nullopt;
    return op->getOperand(first + argIndex);
  }
  SuccessorOperands operands = branch.getSuccessorOperands(succIndex);
  if (argIndex >= operands.size())
    return std::nullopt;
  return operands[argIndex];
}
