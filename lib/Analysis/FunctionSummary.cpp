//===- FunctionSummary.cpp - What functions do with their buffers ---------===//
//
// Implements ModuleSummary: for every memref argument of every function, a
// forward walk over the values that may carry its buffer (views, selects,
// borrowed results, values forwarded by branches and region ops, and values
// that carry its address) records frees and captures; a free in a block that
// every returning path enters makes the free certain. Summaries of callees
// are used at calls; recursion iterates to a fixpoint (a bounded number of
// rounds, then every argument of the functions still changing is assumed
// freed on some path and captured).
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/FunctionSummary.h"

#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace reclaim;

namespace {

/// Largest number of fixpoint rounds before giving up precision.
constexpr unsigned kMaxRounds = 16;

/// Resolves the function a call calls, if it is defined in the module.
Operation *resolveCallee(CallOpInterface call) {
  Operation *callee = call.resolveCallable();
  auto func = dyn_cast_or_null<FunctionOpInterface>(callee);
  if (!func || func.isExternal())
    return nullptr;
  return func;
}

/// For an indirect call (of a function value) and one of its operands:
/// what the functions of the call's type whose address is taken may do with
/// that argument, or null (a direct call, or no such function).
const ArgumentSummary *getIndirectTarget(const IndirectSummaries &indirect,
                                         CallOpInterface call,
                                         OpOperand &operand) {
  auto callee = dyn_cast<Value>(call.getCallableForCallee());
  if (!callee)
    return nullptr;
  auto it = indirect.find(callee.getType());
  auto args = call.getArgOperands();
  if (it == indirect.end() || args.empty())
    return nullptr;
  unsigned first = args.getBeginOperandIndex();
  unsigned index = operand.getOperandNumber();
  if (index < first || index - first >= it->second.size())
    return nullptr;
  return &it->second[index - first];
}

/// Summarises one argument of one function against the current summaries of
/// its callees.
class ArgumentWalker {
public:
  ArgumentWalker(FunctionOpInterface func, BlockArgument arg,
                 const llvm::DenseMap<Operation *, FunctionSummary> &summaries,
                 const IndirectSummaries &indirect,
                 const FunctionSummaryOptions &options, bool hasAsyncRegions)
      : func(func), arg(arg), summaries(summaries), indirect(indirect),
        options(options), hasAsyncRegions(hasAsyncRegions) {}

  ArgumentSummary run() {
    add(arg);
    for (unsigned i = 0; i < values.size(); ++i) {
      Value value = values[i];
      for (OpOperand &use : value.getUses())
        visitUse(use);
      if (result.captures)
        break;
    }
    result.mustFree = result.mayFree && isFreedOnEveryPath();
    return result;
  }

private:
  void add(Value value) { values.insert(value); }

  /// Records a free of `value` by `op`; a free of the argument itself (or a
  /// view of it) in the function's own blocks is a candidate for mustFree.
  void recordFree(Operation *op, Value value) {
    // Under the ownership-passing convention, Reclaim's own frees release
    // an argument only when the caller handed its ownership over.
    if (op->hasAttr(kOwnershipFreeAttr) && func->hasAttr(kOwnershipAbiAttr))
      return;
    result.mayFree = true;
    if (getViewRoot(value) == arg &&
        op->getParentRegion() == &func.getFunctionBody())
      freeBlocks.insert(op->getBlock());
  }

  void visitUse(OpOperand &use) {
    Operation *user = use.getOwner();
    Value value = use.get();
    // A use inside a region that may run after its op has completed is
    // captured by that op's carriers.
    for (Operation *parent = hasAsyncRegions ? user->getParentOp() : nullptr;
         parent && parent != func; parent = parent->getParentOp()) {
      if (!regionsOutliveOp(parent) ||
          parent->isAncestor(value.getParentRegion()->getParentOp()))
        continue;
      SmallVector<Value> carriers;
      getCaptureCarriers(parent, nullptr, carriers);
      if (carriers.empty())
        result.captures = true;
      for (Value carrier : carriers)
        add(carrier);
    }

    if (auto branch = dyn_cast<BranchOpInterface>(user)) {
      if (std::optional<BlockArgument> target =
              branch.getSuccessorBlockArgument(use.getOperandNumber()))
        add(*target);
      return;
    }
    auto terminator = dyn_cast<RegionBranchTerminatorOpInterface>(user);
    if (terminator &&
        isa_and_nonnull<RegionBranchOpInterface>(user->getParentOp())) {
      SmallVector<Attribute> operands(user->getNumOperands());
      SmallVector<RegionSuccessor> successors;
      terminator.getSuccessorRegions(operands, successors);
      for (RegionSuccessor &successor : successors) {
        OperandRange forwarded = terminator.getSuccessorOperands(successor);
        unsigned first = forwarded.getBeginOperandIndex();
        unsigned index = use.getOperandNumber();
        if (index >= first && index < first + forwarded.size() &&
            index - first < successor.getSuccessorInputs().size())
          add(successor.getSuccessorInputs()[index - first]);
      }
      return;
    }
    if (user->hasTrait<OpTrait::ReturnLike>()) {
      // Returned from the function: by the ABI the function hands out a
      // copy, so nothing keeps the argument. A non-memref value returned
      // (an address) escapes.
      if (!isMemRef(value.getType()) &&
          user->getParentOp() == func.getOperation())
        result.captures = true;
      return;
    }
    if (auto call = dyn_cast<CallOpInterface>(user)) {
      visitCall(call, use);
      return;
    }
    if (auto regionOp = dyn_cast<RegionBranchOpInterface>(user)) {
      SmallVector<RegionSuccessor> successors;
      regionOp.getSuccessorRegions(RegionBranchPoint::parent(), successors);
      for (RegionSuccessor &successor : successors) {
        OperandRange forwarded = regionOp.getEntrySuccessorOperands(successor);
        unsigned first = forwarded.getBeginOperandIndex();
        unsigned index = use.getOperandNumber();
        if (!forwarded.empty() && index >= first &&
            index < first + forwarded.size() &&
            index - first < successor.getSuccessorInputs().size())
          add(successor.getSuccessorInputs()[index - first]);
      }
      return;
    }
    switch (getOperandOwnership(use)) {
    case OperandOwnership::Free:
    case OperandOwnership::Consume:
      recordFree(user, value);
      break;
    case OperandOwnership::Capture: {
      SmallVector<Value> carriers;
      getCaptureCarriers(user, &use, carriers);
      if (carriers.empty())
        result.captures = true;
      for (Value carrier : carriers)
        add(carrier);
      break;
    }
    case OperandOwnership::Unknown:
      if (!options.unknownOpsOnlyUse)
        result.captures = true;
      break;
    case OperandOwnership::None:
    case OperandOwnership::Use:
      break;
    }
    // Memref results that may share the buffer: views, selects, borrowed.
    for (OpResult opResult : user->getResults()) {
      ResultOwnership kind = getResultOwnership(opResult);
      if (kind == ResultOwnership::View || kind == ResultOwnership::Borrowed ||
          kind == ResultOwnership::Unknown)
        add(opResult);
    }
  }

  void visitCall(CallOpInterface call, OpOperand &use) {
    // Results that may be the argument (ownership-passing convention).
    for (OpResult result : call->getResults())
      if (isBorrowedCallResult(result))
        add(result);
    Operation *callee = resolveCallee(call);
    auto it = callee ? summaries.find(callee) : summaries.end();
    if (it == summaries.end()) {
      if (options.externalCallsCapture || !isMemRef(use.get().getType()))
        result.captures = true;
      // An indirect call may reach any function whose address is taken.
      if (const ArgumentSummary *target =
              getIndirectTarget(indirect, call, use)) {
        result.captures |= target->captures;
        result.mayFree |= target->mayFree;
      }
      return;
    }
    // Map the operand to the callee's argument.
    auto args = call.getArgOperands();
    if (args.empty())
      return;
    unsigned first = args.getBeginOperandIndex();
    unsigned index = use.getOperandNumber();
    if (index < first || index - first >= it->second.arguments.size()) {
      result.captures = true;
      return;
    }
    const ArgumentSummary &calleeArg = it->second.arguments[index - first];
    if (calleeArg.captures)
      result.captures = true;
    if (calleeArg.mayFree) {
      result.mayFree = true;
      if (calleeArg.mustFree)
        recordFree(call, use.get());
    }
  }

  /// True if every path from the entry to a return enters a block that
  /// frees the argument.
  bool isFreedOnEveryPath() {
    Region &body = func.getFunctionBody();
    SmallVector<Block *> worklist{&body.front()};
    DenseSet<Block *> seen{&body.front()};
    while (!worklist.empty()) {
      Block *block = worklist.pop_back_val();
      if (freeBlocks.contains(block))
        continue;
      Operation *terminator = block->empty() ? nullptr : &block->back();
      if (!terminator || terminator->hasTrait<OpTrait::ReturnLike>() ||
          terminator->getNumSuccessors() == 0)
        return false;
      for (Block *succ : block->getSuccessors())
        if (seen.insert(succ).second)
          worklist.push_back(succ);
    }
    return true;
  }

  FunctionOpInterface func;
  BlockArgument arg;
  const llvm::DenseMap<Operation *, FunctionSummary> &summaries;
  const IndirectSummaries &indirect;
  const FunctionSummaryOptions &options;
  llvm::SetVector<Value> values;
  DenseSet<Block *> freeBlocks;
  /// Whether the function has regions that may outlive their op (only then
  /// are the ancestors of a use looked at).
  bool hasAsyncRegions;
  ArgumentSummary result;
};

} // namespace

ModuleSummary::ModuleSummary(Operation *root, FunctionSummaryOptions options)
    : options(options) {
  SmallVector<FunctionOpInterface> funcs;
  root->walk([&](FunctionOpInterface func) {
    if (!func.isExternal())
      funcs.push_back(func);
  });
  // Optimistic start for the "every path" facts, pessimistic for the rest.
  for (FunctionOpInterface func : funcs) {
    FunctionSummary &summary = summaries[func];
    summary.arguments.resize(func.getNumArguments());
    for (auto [index, arg] : llvm::enumerate(func.getArguments()))
      summary.arguments[index].mustFree = isMemRef(arg.getType());
  }
  DenseSet<Operation *> withAsyncRegions;
  for (FunctionOpInterface func : funcs)
    func->walk([&](Operation *op) {
      if (!regionsOutliveOp(op))
        return WalkResult::advance();
      withAsyncRegions.insert(func);
      return WalkResult::interrupt();
    });
  // The functions an indirect call may reach: those whose symbol is used
  // other than as the callee of a direct call.
  DenseSet<Operation *> addressTaken;
  {
    SymbolTableCollection symbols;
    DenseSet<StringAttr> taken;
    for (Region &region : root->getRegions())
      if (std::optional<SymbolTable::UseRange> uses =
              SymbolTable::getSymbolUses(&region)) {
        for (const SymbolTable::SymbolUse &use : *uses) {
          auto call = dyn_cast<CallOpInterface>(use.getUser());
          if (call && llvm::dyn_cast_if_present<SymbolRefAttr>(
                          call.getCallableForCallee()) == use.getSymbolRef())
            continue;
          taken.insert(use.getSymbolRef().getLeafReference());
        }
      }
    for (FunctionOpInterface func : funcs)
      if (auto symbol = dyn_cast<SymbolOpInterface>(func.getOperation()))
        if (taken.contains(symbol.getNameAttr()))
          addressTaken.insert(func);
  }
  auto mergeIndirect = [&] {
    indirect.clear();
    for (Operation *func : addressTaken) {
      auto type = cast<FunctionOpInterface>(func).getFunctionType();
      SmallVector<ArgumentSummary> &merged = indirect[type];
      const FunctionSummary &summary = summaries[func];
      merged.resize(std::max(merged.size(), summary.arguments.size()));
      for (auto [index, arg] : llvm::enumerate(summary.arguments)) {
        merged[index].mayFree |= arg.mayFree;
        merged[index].captures |= arg.captures;
      }
    }
  };
  bool changed = true;
  for (unsigned round = 0; changed && round < kMaxRounds; ++round) {
    changed = false;
    mergeIndirect();
    for (FunctionOpInterface func : funcs) {
      FunctionSummary next;
      for (BlockArgument arg : func.getArguments())
        next.arguments.push_back(
            isMemRef(arg.getType())
                ? ArgumentWalker(func, arg, summaries, indirect, options,
                                 withAsyncRegions.contains(func))
                      .run()
                : ArgumentSummary());
      FunctionSummary &current = summaries[func];
      if (next.arguments != current.arguments) {
        current = std::move(next);
        changed = true;
      }
    }
  }
  if (!changed) {
    mergeIndirect();
    return;
  }
  // No fixpoint within the budget: assume the worst of every argument.
  for (FunctionOpInterface func : funcs)
    for (ArgumentSummary &argument : summaries[func].arguments)
      argument = {/*mayFree=*/true, /*mustFree=*/false, /*captures=*/true};
  mergeIndirect();
  for (auto &[type, args] : indirect)
    for (ArgumentSummary &arg : args)
      arg = {/*mayFree=*/true, /*mustFree=*/false, /*captures=*/true};
}

const FunctionSummary *ModuleSummary::lookup(Operation *func) const {
  auto it = summaries.find(func);
  return it == summaries.end() ? nullptr : &it->second;
}

CallOperandEffect ModuleSummary::getEffect(CallOpInterface call,
                                           OpOperand &operand) const {
  Operation *callee = resolveCallee(call);
  const FunctionSummary *summary = callee ? lookup(callee) : nullptr;
  if (!summary) {
    const ArgumentSummary *target = getIndirectTarget(indirect, call, operand);
    if (options.externalCallsCapture || (target && target->captures))
      return CallOperandEffect::Escape;
    return target && target->mayFree ? CallOperandEffect::MayFree
                                     : CallOperandEffect::Use;
  }
  auto args = call.getArgOperands();
  unsigned index = operand.getOperandNumber();
  if (args.empty() || index < args.getBeginOperandIndex() ||
      index - args.getBeginOperandIndex() >= summary->arguments.size())
    return CallOperandEffect::Escape;
  const ArgumentSummary &arg =
      summary->arguments[index - args.getBeginOperandIndex()];
  if (arg.captures)
    return CallOperandEffect::Escape;
  if (arg.mustFree)
    return CallOperandEffect::Free;
  if (arg.mayFree)
    return CallOperandEffect::MayFree;
  return CallOperandEffect::Use;
}
