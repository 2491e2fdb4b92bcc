//===- FunctionSummary.cpp - What functions do with their buffers ---------===//
//
// Implements ModuleSummary: for every memref argument of every function, a
// forward walk over the values that may carry its buffer (views, selects,
// borrowed results, values forwarded by branches and region ops, and values
// that carry its address) records frees and captures; a free in a block that
// every returning path enters makes the free certain. Summaries of callees
// are used at calls. Every function is summarised once, in parallel, against
// the start values of its callees; then a function is summarised again only
// when a callee's summary changes in a way callers see (a worklist over the
// call graph), so recursion iterates to a fixpoint: a bounded number of
// evaluations per function, then every argument of every function is assumed
// freed on some path and captured. Callees are resolved once, through a
// symbol table: resolving a call by name is a scan of the module.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/FunctionSummary.h"

#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Analysis/Parallel.h"
#include "reclaim/Analysis/SymbolUses.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <deque>

using namespace mlir;
using namespace reclaim;

namespace {

/// Largest number of times one function is summarised before giving up
/// precision (once, plus once per change of a callee's summary that its
/// callers can see).
constexpr unsigned kMaxEvaluations = 32;

/// The callee of `call` from `callees` (filled when the summary was built),
/// or resolved now for a call created since. An entry is trusted only if the
/// call still names the same symbol (an op created at the address of an
/// erased one does not inherit its callee).
Operation *lookupCallable(const CalleeMap &callees, CallOpInterface call) {
  auto it = callees.find(call.getOperation());
  if (it != callees.end() &&
      it->second.symbol == llvm::dyn_cast_if_present<SymbolRefAttr>(
                               call.getCallableForCallee()))
    return it->second.callable;
  return call.resolveCallable();
}

/// Like lookupCallable, but only a function defined in the module.
Operation *lookupCallee(const CalleeMap &callees, CallOpInterface call) {
  auto func =
      dyn_cast_or_null<FunctionOpInterface>(lookupCallable(callees, call));
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
                 const IndirectSummaries &indirect, const CalleeMap &callees,
                 const FunctionSummaryOptions &options, bool hasAsyncRegions)
      : func(func), arg(arg), summaries(summaries), indirect(indirect),
        callees(callees), options(options),
        hasAsyncRegions(hasAsyncRegions) {}

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
              reclaim::getSuccessorBlockArgument(branch,
                                                 use.getOperandNumber()))
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
    Operation *callee = lookupCallee(callees, call);
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
  const CalleeMap &callees;
  const FunctionSummaryOptions &options;
  llvm::SetVector<Value> values;
  DenseSet<Block *> freeBlocks;
  /// Whether the function has regions that may outlive their op (only then
  /// are the ancestors of a use looked at).
  bool hasAsyncRegions;
  ArgumentSummary result;
};

} // namespace

/// What one pass over a function's body finds (ModuleSummary's parallel
/// first step).
struct FunctionScan {
  /// Direct calls, with their callee if it was resolved through the root's
  /// own symbol table (otherwise resolved afterwards, one at a time).
  SmallVector<std::tuple<Operation *, SymbolRefAttr, Operation *>> calls;
  SmallVector<Operation *> unresolved;
  bool callsIndirectly = false;
  bool hasAsyncRegions = false;
  /// Symbols used other than as the callee of a direct call.
  SmallVector<StringAttr> taken;
  /// Symbol uses that cannot be listed: every function may be taken.
  bool unknownUses = false;
};

/// Summaries compare by what callers read: "must free" only matters where
/// the argument may be freed.
static bool sameForCallers(const FunctionSummary &a, const FunctionSummary &b) {
  if (a.arguments.size() != b.arguments.size())
    return false;
  for (auto [x, y] : llvm::zip_equal(a.arguments, b.arguments))
    if (x.mayFree != y.mayFree || x.captures != y.captures ||
        (x.mayFree && x.mustFree) != (y.mayFree && y.mustFree))
      return false;
  return true;
}

/// `op` as a function with a body, or null. Only an op with a region can be
/// one: no interface lookup for the others.
static FunctionOpInterface getFunctionWithBody(Operation *op) {
  auto func = op->getNumRegions() ? dyn_cast<FunctionOpInterface>(op)
                                  : FunctionOpInterface();
  return func && !func.isExternal() ? func : FunctionOpInterface();
}

SmallVector<FunctionOpInterface>
reclaim::getFunctionsWithBodies(Operation *root) {
  // The functions outside any function body, found on this thread without
  // entering a body (a module holds few ops besides its functions); the
  // bodies, most of the IR, are searched in parallel for the rare function
  // nested in a function. The order is that of a post-order walk: the
  // functions outside bodies in walk order (disjoint subtrees), each after
  // the functions nested in it.
  SmallVector<FunctionOpInterface> tops;
  if (FunctionOpInterface func = getFunctionWithBody(root)) {
    tops.push_back(func);
  } else {
    root->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op == root)
        return WalkResult::advance();
      FunctionOpInterface func = getFunctionWithBody(op);
      if (!func)
        return isa<FunctionOpInterface>(op) ? WalkResult::skip()
                                            : WalkResult::advance();
      tops.push_back(func);
      return WalkResult::skip();
    });
  }
  std::vector<SmallVector<FunctionOpInterface, 0>> nested(tops.size());
  parallelForChunked(root->getContext(), tops.size(), [&](size_t index) {
    tops[index].getFunctionBody().walk([&](Operation *op) {
      if (FunctionOpInterface func = getFunctionWithBody(op))
        nested[index].push_back(func);
    });
  });
  SmallVector<FunctionOpInterface> funcs;
  funcs.reserve(tops.size());
  for (auto [top, inner] : llvm::zip_equal(tops, nested)) {
    funcs.append(inner.begin(), inner.end());
    funcs.push_back(top);
  }
  return funcs;
}

ModuleSummary::ModuleSummary(Operation *root, FunctionSummaryOptions options)
    : options(options) {
  SmallVector<FunctionOpInterface> funcs = getFunctionsWithBodies(root);
  MLIRContext *context = root->getContext();
  // One pass over every body, on MLIR's thread pool: the calls and their
  // callees (a name lookup of its own is a scan of the module, a lookup in
  // the root's symbol table is not), the symbols taken by address, regions
  // that may outlive their op.
  std::optional<SymbolTable> rootTable;
  if (root->hasTrait<OpTrait::SymbolTable>())
    rootTable.emplace(root);
  std::vector<FunctionScan> scans(funcs.size());
  // One SymbolUseWalker per chunk of functions: what it learnt of the
  // attributes of one function (most hold no reference) serves the next.
  parallelForChunks(context, funcs.size(), [&](size_t begin, size_t end) {
    SymbolUseWalker symbolUses;
    NearestSymbolTable nearestTable;
    for (size_t index = begin; index < end; ++index) {
      FunctionOpInterface func = funcs[index];
      FunctionScan &scan = scans[index];
      func.getFunctionBody().walk([&](Operation *op) {
        if (!scan.hasAsyncRegions && regionsOutliveOp(op))
          scan.hasAsyncRegions = true;
        auto call = dyn_cast<CallOpInterface>(op);
        if (!call)
          return;
        auto symbol = llvm::dyn_cast_if_present<SymbolRefAttr>(
            call.getCallableForCallee());
        if (!symbol) {
          scan.callsIndirectly = true;
          return;
        }
        if (rootTable && isa<FlatSymbolRefAttr>(symbol) &&
            nearestTable.get(op) == root)
          scan.calls.emplace_back(op, symbol,
                                  rootTable->lookup(symbol.getRootReference()));
        else
          scan.unresolved.push_back(op);
      });
      scan.unknownUses = !symbolUses.walk(
          func.getOperation(), [&](Operation *user, SymbolRefAttr ref) {
            auto call = dyn_cast<CallOpInterface>(user);
            if (call && llvm::dyn_cast_if_present<SymbolRefAttr>(
                            call.getCallableForCallee()) == ref)
              return;
            scan.taken.push_back(ref.getLeafReference());
          });
    }
  });

  DenseMap<Operation *, SmallVector<Operation *>> callersOf;
  SmallVector<Operation *> indirectCallers;
  DenseSet<Operation *> withAsyncRegions;
  DenseSet<StringAttr> taken;
  bool allTaken = false;
  {
    SymbolTableCollection symbols;
    for (auto [func, scan] : llvm::zip_equal(funcs, scans)) {
      for (Operation *op : scan.unresolved) {
        auto call = cast<CallOpInterface>(op);
        scan.calls.emplace_back(
            op, cast<SymbolRefAttr>(call.getCallableForCallee()),
            call.resolveCallableInTable(&symbols));
      }
      for (auto &[op, symbol, callable] : scan.calls) {
        callees[op] = {callable, symbol};
        auto calleeFunc = dyn_cast_or_null<FunctionOpInterface>(callable);
        if (calleeFunc && !calleeFunc.isExternal()) {
          SmallVector<Operation *> &callers = callersOf[callable];
          if (callers.empty() || callers.back() != func.getOperation())
            callers.push_back(func);
        }
      }
      if (scan.callsIndirectly)
        indirectCallers.push_back(func);
      if (scan.hasAsyncRegions)
        withAsyncRegions.insert(func);
      taken.insert(scan.taken.begin(), scan.taken.end());
      allTaken |= scan.unknownUses;
    }
  }
  // Uses outside function bodies (globals, other ops of the root).
  SymbolUseWalker symbolUses;
  for (Region &region : root->getRegions())
    for (Block &block : region)
      for (Operation &op : block) {
        if (auto func = dyn_cast<FunctionOpInterface>(op);
            func && !func.isExternal())
          continue;
        if (!symbolUses.walk(&op, [&](Operation *, SymbolRefAttr ref) {
              taken.insert(ref.getLeafReference());
            }))
          allTaken = true;
      }
  // The functions an indirect call may reach: those whose symbol is used
  // other than as the callee of a direct call.
  DenseSet<Operation *> addressTaken;
  for (FunctionOpInterface func : funcs)
    if (auto symbol = dyn_cast<SymbolOpInterface>(func.getOperation()))
      if (allTaken || taken.contains(symbol.getNameAttr()))
        addressTaken.insert(func);
  // A summary is only ever read for a call: that of a function no direct
  // call reaches and whose address is not taken is never read, so its body
  // is not walked (it gets the worst case, should anybody ask).
  std::vector<FunctionOpInterface> unread;
  llvm::erase_if(funcs, [&](FunctionOpInterface func) {
    if (callersOf.count(func) || addressTaken.contains(func))
      return false;
    unread.push_back(func);
    return true;
  });
  for (FunctionOpInterface func : unread)
    summaries[func].arguments.assign(
        func.getNumArguments(),
        {/*mayFree=*/true, /*mustFree=*/false, /*captures=*/true});
  // Optimistic start for the "every path" facts, pessimistic for the rest.
  for (FunctionOpInterface func : funcs) {
    FunctionSummary &summary = summaries[func];
    summary.arguments.resize(func.getNumArguments());
    for (auto [index, arg] : llvm::enumerate(func.getArguments()))
      summary.arguments[index].mustFree = isMemRef(arg.getType());
  }
  // What indirect calls may do only grows (may-facts, never "must free"):
  // merged in as the address-taken functions change.
  auto mergeIndirect = [&](Operation *func) {
    auto type = cast<FunctionOpInterface>(func).getFunctionType();
    SmallVector<ArgumentSummary> &merged = indirect[type];
    const FunctionSummary &summary = summaries[func];
    merged.resize(std::max(merged.size(), summary.arguments.size()));
    bool grew = false;
    for (auto [index, arg] : llvm::enumerate(summary.arguments)) {
      grew |= (arg.mayFree && !merged[index].mayFree) ||
              (arg.captures && !merged[index].captures);
      merged[index].mayFree |= arg.mayFree;
      merged[index].captures |= arg.captures;
    }
    return grew;
  };
  for (Operation *func : addressTaken)
    (void)mergeIndirect(func);

  // Every function against the start values of its callees, in parallel;
  // then, one at a time, whatever a change callers can see may change: the
  // callers of the function, and every function with an indirect call when
  // it is address-taken.
  auto evaluate = [&](FunctionOpInterface func) {
    FunctionSummary next;
    bool async = withAsyncRegions.contains(func);
    for (BlockArgument arg : func.getArguments())
      next.arguments.push_back(
          isMemRef(arg.getType())
              ? ArgumentWalker(func, arg, summaries, indirect, callees,
                               options, async)
                    .run()
              : ArgumentSummary());
    return next;
  };
  std::vector<FunctionSummary> first(funcs.size());
  parallelForChunked(context, funcs.size(), [&](size_t index) {
    first[index] = evaluate(funcs[index]);
  });
  std::deque<Operation *> worklist;
  DenseSet<Operation *> queued;
  auto enqueue = [&](Operation *func) {
    if (queued.insert(func).second)
      worklist.push_back(func);
  };
  auto update = [&](Operation *func, FunctionSummary next) {
    FunctionSummary &current = summaries[func];
    bool visible = !sameForCallers(next, current);
    current = std::move(next);
    if (!visible)
      return;
    auto callers = callersOf.find(func);
    if (callers != callersOf.end())
      for (Operation *caller : callers->second)
        enqueue(caller);
    if (addressTaken.contains(func) && mergeIndirect(func))
      for (Operation *caller : indirectCallers)
        enqueue(caller);
  };
  DenseMap<Operation *, unsigned> evaluations;
  for (auto [func, next] : llvm::zip_equal(funcs, first)) {
    evaluations[func] = 1;
    update(func, std::move(next));
  }
  bool converged = true;
  while (!worklist.empty()) {
    auto func = cast<FunctionOpInterface>(worklist.front());
    worklist.pop_front();
    queued.erase(func);
    if (++evaluations[func] > kMaxEvaluations) {
      converged = false;
      break;
    }
    update(func, evaluate(func));
  }
  if (converged)
    return;
  // No fixpoint within the budget: assume the worst of every argument.
  for (FunctionOpInterface func : funcs)
    for (ArgumentSummary &argument : summaries[func].arguments)
      argument = {/*mayFree=*/true, /*mustFree=*/false, /*captures=*/true};
  for (Operation *func : addressTaken)
    (void)mergeIndirect(func);
}

const FunctionSummary *ModuleSummary::lookup(Operation *func) const {
  auto it = summaries.find(func);
  return it == summaries.end() ? nullptr : &it->second;
}

Operation *ModuleSummary::resolveCallable(CallOpInterface call) const {
  return lookupCallable(callees, call);
}

CallOperandEffect ModuleSummary::getEffect(CallOpInterface call,
                                           OpOperand &operand) const {
  Operation *callee = lookupCallee(callees, call);
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
