//===- ResultsToOutParams.cpp - Memref results become out-params ----------===//
//
// Implements reclaim-results-to-out-params, the "append to the argument
// list" result conversion of the preparation phase: a memref result of a
// function becomes an argument the caller allocates and the callee fills.
//
//   func.func private @f(%in: memref<4xf32>) -> memref<4xf32> {
//     %t = memref.alloc() : memref<4xf32>
//     ...
//     return %t : memref<4xf32>
//   }
//   %r = func.call @f(%a) : (memref<4xf32>) -> memref<4xf32>
//
// becomes
//
//   func.func private @f(%in: memref<4xf32>, %out: memref<4xf32>) {
//     %t = memref.alloc() : memref<4xf32>
//     ...
//     memref.copy %t, %out : memref<4xf32> to memref<4xf32>
//     return
//   }
//   %r = memref.alloc() : memref<4xf32>
//   func.call @f(%a, %r) : (memref<4xf32>, memref<4xf32>) -> ()
//
// and, with `hoist-static-allocs`, the temporary disappears when the
// out-param provably cannot be observed before the copy
// (reclaim-out-param-copy-removal on the copies this pass made):
//
//   func.func private @f(%in: memref<4xf32>, %out: memref<4xf32>) {
//     ... (writes into %out)
//     return
//   }
//
// Only results the caller can allocate become out-params: ranked memrefs of
// static shape and identity layout. Others (dynamic sizes, layouts,
// unranked) stay results, with a remark. Which functions change is decided
// by FunctionBoundary.h (private functions called directly, or the ones
// named by `functions`, public ones with `modify-public-functions`); every
// `func.call` of a changed function is rewritten, including recursive calls
// and calls from functions that keep their own signature. The caller's
// buffer is allocated right before the call (inside the loop for a call in
// a loop: reclaim-buffer-loop-hoisting may move it out).
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "FunctionBoundary.h"
#include "Placement.h"
#include "Remarks.h"

#include "reclaim/Analysis/SymbolUses.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringMap.h"

namespace reclaim {
#define GEN_PASS_DEF_RESULTSTOOUTPARAMSPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Why a result of type `type` cannot become an out-param; empty if it can.
/// The caller must be able to allocate the buffer without running the
/// callee: a ranked memref of static shape and identity layout.
static std::string whyNotOutParam(Type type) {
  if (isa<UnrankedMemRefType>(type))
    return "it is unranked (the caller cannot allocate it)";
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref)
    return "it is not a memref";
  if (!memref.hasStaticShape())
    return "its shape is dynamic (the caller cannot know the sizes)";
  if (!memref.getLayout().isIdentity())
    return "its layout is not the identity (the caller cannot allocate it "
           "with memref.alloc)";
  return "";
}

/// True if `func` has a memref result (convertible or not: a requested
/// function with a result that stays gets a remark).
static bool hasMemRefResult(FunctionOpInterface func) {
  return llvm::any_of(func.getResultTypes(), [](Type type) {
    return isa<BaseMemRefType>(type);
  });
}

//===----------------------------------------------------------------------===//
// FreshResults
//===----------------------------------------------------------------------===//

/// A result of a function: (function, result index).
using FunctionResult = std::pair<Operation *, unsigned>;

/// Decides which memref results are fresh buffers: on every return, a
/// buffer nothing else the caller can see refers to. Only those may become
/// out-params: the copy into the caller's buffer breaks any aliasing the
/// result had (with an argument, a global, memory, another result), which
/// the caller could observe by writing through one and reading the other.
///
/// A returned value is fresh if all its sources (reclaim::AliasAnalysis,
/// module-wide) are heap allocations of the function or fresh results of
/// calls (of an external callee, by Reclaim's ABI; of a function of the
/// module, if that result is fresh in turn), the function does not let it
/// escape (stored, captured, kept by a callee), and no other returned
/// memref may alias it. Recursion: a greatest fixpoint over all memref
/// results of the module.
class FreshResults {
public:
  FreshResults(ModuleOp module, bool callsCapture)
      : reach(module, callsCapture) {
    // Every result is checked once, in program order (the first reason
    // found is the one a remark gives, and it depends on which callee
    // results are known not fresh yet); a result that stops being fresh
    // puts back the results that returned it through a call (recorded by
    // check).
    SmallVector<FunctionResult> worklist;
    for (Operation &op : *module.getBody()) {
      auto func = dyn_cast<FunctionOpInterface>(&op);
      if (!func || func.isExternal())
        continue;
      for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
        if (isa<BaseMemRefType>(type)) {
          fresh[{func.getOperation(), (unsigned)i}] = true;
          worklist.push_back({func.getOperation(), (unsigned)i});
        }
    }
    std::reverse(worklist.begin(), worklist.end());
    while (!worklist.empty()) {
      FunctionResult key = worklist.pop_back_val();
      if (!fresh.lookup(key))
        continue;
      std::string reason =
          check(cast<FunctionOpInterface>(key.first), key.second);
      if (reason.empty())
        continue;
      fresh[key] = false;
      reasons[key] = reason;
      for (FunctionResult dependent : dependents.lookup(key))
        worklist.push_back(dependent);
    }
  }

  /// Why result `index` of `func` is not fresh; empty if it is.
  std::string whyNotFresh(FunctionOpInterface func, unsigned index) const {
    return reasons.lookup({func.getOperation(), index});
  }

private:
  std::string check(FunctionOpInterface func, unsigned index);

  BufferReachability reach;
  /// Callee lookups (a lookup without the table scans the module; one
  /// without remembered nearest tables climbs the nest per call).
  SymbolTableCollection symbolTables;
  NearestSymbolTable nearestTables;
  DenseMap<FunctionResult, bool> fresh;
  DenseMap<FunctionResult, std::string> reasons;
  /// Callee result -> the results found fresh because it is.
  DenseMap<FunctionResult, SmallVector<FunctionResult>> dependents;
};

std::string FreshResults::check(FunctionOpInterface func, unsigned index) {
  for (Operation *ret : getReturns(func)) {
    Value value = ret->getOperand(index);
    bool complete = true;
    SmallVector<MemorySource> sources =
        reach.getAliases().getSources(value, &complete);
    if (!complete)
      return "it may be a buffer of unknown origin";
    for (const MemorySource &source : sources) {
      if (source.kind != SourceKind::HeapAllocation)
        return ("it may be a buffer of kind " +
                stringifySourceKind(source.kind) +
                " (a copy would break the aliasing the caller sees; "
                "reclaim-drop-equivalent-results drops a result that is "
                "an argument)")
            .str();
      if (!source.isCallResult())
        continue;
      auto call = cast<CallOpInterface>(source.op);
      auto callee = dyn_cast_if_present<FunctionOpInterface>(
          nearestTables.resolveCallable(call, symbolTables));
      if (!callee || callee.isExternal())
        continue; // Reclaim's ABI: the caller owns the result alone.
      auto result = dyn_cast<OpResult>(source.value);
      FunctionResult calleeResult{callee.getOperation(),
                                  result ? result.getResultNumber() : 0};
      if (!result || result.getOwner() != source.op ||
          !fresh.lookup(calleeResult))
        return "it may be a result of " + remarkOpName(source.op) +
               " that is not fresh";
      dependents[calleeResult].push_back({func.getOperation(), index});
    }
    if (reach.isReachable(value, func))
      return "the function lets the buffer escape (stored, captured or "
             "kept by a callee)";
    for (auto [i, other] : llvm::enumerate(ret->getOperands()))
      if (i != index && isa<BaseMemRefType>(other.getType()) &&
          reach.mayAlias(value, other))
        return ("it may be the same buffer as result #" + Twine(i)).str();
  }
  return "";
}

//===----------------------------------------------------------------------===//
// Conversion
//===----------------------------------------------------------------------===//

/// Appends the out-params of `func`, copies every returned value into its
/// out-param before each return and drops those results. Returns the copies
/// made.
static SmallVector<Operation *>
convertCallee(FunctionOpInterface func, const llvm::BitVector &convertible) {
  unsigned numArgs = func.getNumArguments();
  SmallVector<unsigned> indices;
  SmallVector<Type> types;
  SmallVector<DictionaryAttr> attrs;
  SmallVector<Location> locs;
  for (unsigned i : convertible.set_bits()) {
    indices.push_back(numArgs);
    types.push_back(func.getResultTypes()[i]);
    attrs.push_back(DictionaryAttr::get(func.getContext()));
    locs.push_back(func.getLoc());
  }
  (void)func.insertArguments(indices, types, attrs, locs);

  SmallVector<Operation *> copies;
  for (Operation *ret : getReturns(func)) {
    OpBuilder builder(ret);
    SmallVector<Value> kept;
    unsigned next = numArgs;
    for (auto [i, operand] : llvm::enumerate(ret->getOperands())) {
      if (!convertible.test(i)) {
        kept.push_back(operand);
        continue;
      }
      Value out = func.getArgument(next++);
      copies.push_back(
          memref::CopyOp::create(builder, ret->getLoc(), operand, out));
    }
    ret->setOperands(kept);
  }
  (void)func.eraseResults(convertible);
  return copies;
}

/// The largest `alignment` of the allocations `func` returns as result
/// `index` (0 if none asks for one): the caller's buffer gets it, so that
/// the callee may write into it instead of its aligned temporary.
static uint64_t getReturnedAlignment(FunctionOpInterface func,
                                     unsigned index) {
  uint64_t alignment = 0;
  for (Operation *ret : getReturns(func)) {
    Operation *def = ret->getOperand(index).getDefiningOp();
    if (auto alloc = dyn_cast_or_null<memref::AllocOp>(def))
      alignment = std::max<uint64_t>(alignment, alloc.getAlignment().value_or(0));
  }
  return alignment;
}

/// Rewrites one call of a converted function: the caller allocates the
/// out-params right before the call and uses them instead of the results.
static func::CallOp convertCall(func::CallOp call,
                                const llvm::BitVector &convertible,
                                ArrayRef<uint64_t> alignments) {
  OpBuilder builder(call);
  SmallVector<Value> operands(call.getOperands());
  SmallVector<Type> resultTypes;
  SmallVector<Value> replacements(call.getNumResults());
  for (auto [i, result] : llvm::enumerate(call.getResults())) {
    if (!convertible.test(i)) {
      resultTypes.push_back(result.getType());
      continue;
    }
    auto alloc = memref::AllocOp::create(builder, call.getLoc(),
                                         cast<MemRefType>(result.getType()));
    if (alignments[i])
      alloc.setAlignment(alignments[i]);
    operands.push_back(alloc);
    replacements[i] = alloc;
  }
  func::CallOp newCall = rebuildCall(call, operands, resultTypes);
  unsigned next = 0;
  for (auto [i, result] : llvm::enumerate(call.getResults())) {
    if (!replacements[i])
      replacements[i] = newCall.getResult(next++);
    result.replaceAllUsesWith(replacements[i]);
  }
  call->erase();
  return newCall;
}

//===----------------------------------------------------------------------===//
// Decisions and conversion of a module
//===----------------------------------------------------------------------===//
/// Decides which results of the selected functions become out-params
/// (right type, fresh), with a remark for every memref result that stays.
static SmallVector<llvm::BitVector>
decideResults(ModuleOp module, ArrayRef<BoundaryFunction> selected,
              const ResultsToOutParamsOptions &options) {
  SmallVector<llvm::BitVector> decisions;
  if (selected.empty())
    return decisions;
  FreshResults freshResults(module, options.callsCapture);
  for (const BoundaryFunction &entry : selected) {
    FunctionOpInterface func = entry.func;
    llvm::BitVector convertible(func.getNumResults());
    for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
      if (!isa<BaseMemRefType>(type))
        continue;
      std::string reason = whyNotOutParam(type);
      if (reason.empty())
        reason = freshResults.whyNotFresh(func, i);
      if (reason.empty()) {
        convertible.set(i);
        continue;
      }
      if (options.remarks)
        mlir::emitRemark(func.getLoc(),
                         "reclaim-results-to-out-params: result #")
            << i << " of @" << func.getName() << " stays a result: " << reason;
    }
    decisions.push_back(std::move(convertible));
  }
  return decisions;
}

/// A copy the conversion made: which function (index in the selection) and
/// which result it copies.
struct MadeCopy {
  Operation *copy;
  unsigned function;
  unsigned result;
};

/// A buffer a caller allocates for an out-param: the call and the operand,
/// which function and which result.
struct MadeBuffer {
  Operation *call;
  unsigned operand;
  unsigned function;
  unsigned result;
};

/// The out-params of a converted function: its index in the selection, its
/// first out-param and the result each out-param stands for.
struct ConvertedFunction {
  unsigned index = 0;
  unsigned firstOut = 0;
  SmallVector<unsigned> results;
};

/// Converts the results `decisions` says of the functions `selected` of
/// `module` and rewrites their calls; returns the copies made.
static SmallVector<MadeCopy>
applyConversion(ArrayRef<BoundaryFunction> selected,
                ArrayRef<llvm::BitVector> decisions, bool remarks,
                ResultsToOutParamsResult &result,
                SmallVectorImpl<MadeBuffer> *buffers = nullptr,
                DenseMap<Operation *, ConvertedFunction> *converted = nullptr) {
  SmallVector<MadeCopy> copies;
  for (auto [index, entry] : llvm::enumerate(selected)) {
    FunctionOpInterface func = entry.func;
    const llvm::BitVector &convertible = decisions[index];
    if (convertible.none())
      continue;
    if (remarks) {
      InFlightDiagnostic remark = mlir::emitRemark(
          func.getLoc(), "reclaim-results-to-out-params: results of @");
      remark << func.getName() << " become out-params:";
      unsigned next = func.getNumArguments();
      for (unsigned i : convertible.set_bits())
        remark << " #" << i << " -> argument #" << next++;
      remark << "; " << entry.calls.size() << " call(s) rewritten";
    }
    SmallVector<uint64_t> alignments(func.getNumResults(), 0);
    for (unsigned i : convertible.set_bits())
      alignments[i] = getReturnedAlignment(func, i);
    // The returns first: a returned call result is replaced together with
    // the call below. convertCallee makes the copies of each return in
    // result order.
    SmallVector<Operation *> made = convertCallee(func, convertible);
    SmallVector<unsigned> order(convertible.set_bits_begin(),
                                convertible.set_bits_end());
    for (auto [k, copy] : llvm::enumerate(made))
      copies.push_back({copy, (unsigned)index, order[k % order.size()]});
    unsigned firstOut = func.getNumArguments() - convertible.count();
    if (converted)
      (*converted)[func.getOperation()] = {(unsigned)index, firstOut, order};
    for (func::CallOp call : entry.calls) {
      func::CallOp newCall = convertCall(call, convertible, alignments);
      if (!buffers)
        continue;
      for (auto [k, i] : llvm::enumerate(order))
        buffers->push_back(
            {newCall, unsigned(firstOut + k), (unsigned)index, i});
    }
    result.numResults += convertible.count();
    result.numCalls += entry.calls.size();
  }
  return copies;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct ResultsToOutParamsPass
    : reclaim::ReclaimPass<
          reclaim::impl::ResultsToOutParamsPassBase<ResultsToOutParamsPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    ResultsToOutParamsOptions opts;
    opts.functions.assign(functions.begin(), functions.end());
    opts.modifyPublicFunctions = modifyPublicFunctions;
    opts.hoistStaticAllocs = hoistStaticAllocs;
    opts.requireHoist = requireHoist;
    opts.promoteLimit = promoteLimit;
    opts.callsCapture = callsCapture;
    opts.remarks = remarks;
    FailureOr<ResultsToOutParamsResult> result =
        convertResultsToOutParams(getOperation(), opts);
    if (failed(result))
      return signalPassFailure();
    numResults += result->numResults;
    numCalls += result->numCalls;
    numHoisted += result->numHoisted;
    if (result->numResults == 0)
      markAllAnalysesPreserved();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

FailureOr<ResultsToOutParamsResult>
reclaim::convertResultsToOutParams(ModuleOp module,
                                   const ResultsToOutParamsOptions &options) {
  FunctionSelection selection;
  selection.functions = options.functions;
  selection.modifyPublicFunctions = options.modifyPublicFunctions;
  selection.remarks = options.remarks;
  selection.passName = "reclaim-results-to-out-params";
  FailureOr<SmallVector<BoundaryFunction>> selected =
      selectFunctions(module, selection, hasMemRefResult);
  if (failed(selected))
    return failure();
  SmallVector<llvm::BitVector> decisions =
      decideResults(module, *selected, options);

  OutParamCopyRemovalOptions removal;
  removal.callsCapture = options.callsCapture;
  bool hoist = options.hoistStaticAllocs || options.requireHoist;

  // require-hoist: convert on a copy of the module, keep only the results
  // whose every copy went away, and repeat (a result dropped can make a
  // caller's copy stay) until nothing more is dropped.
  if (options.requireHoist) {
    selection.remarks = false;
    selection.functions = {};
    // A dropped result takes along, in the same round, the results whose
    // copies went away only because its callers' buffer replaced their
    // temporary (a chain of functions returning what they call). Other
    // interactions need another round; rounds are capped.
    constexpr unsigned kMaxRounds = 16;
    bool changed = true;
    unsigned round = 0;
    while (changed) {
      changed = false;
      if (++round > kMaxRounds) {
        for (llvm::BitVector &decision : decisions)
          decision.reset();
        if (options.remarks)
          mlir::emitRemark(module.getLoc(),
                           "reclaim-results-to-out-params: require-hoist "
                           "did not settle in ")
              << kMaxRounds << " rounds: no result is converted";
        break;
      }
      OwningOpRef<ModuleOp> trial = module.clone();
      // Torn down innermost first, after everything that refers to it.
      llvm::scope_exit destroyTrial([&] { destroyNest(trial.release()); });
      // The same functions, in the same order, in the clone.
      FailureOr<SmallVector<BoundaryFunction>> trialSelected =
          selectFunctions(*trial, selection, hasMemRefResult);
      if (failed(trialSelected))
        return failure();
      llvm::StringMap<BoundaryFunction *> byName;
      for (BoundaryFunction &candidate : *trialSelected)
        byName[candidate.func.getName()] = &candidate;
      SmallVector<BoundaryFunction> matched;
      for (BoundaryFunction &entry : *selected)
        if (BoundaryFunction *candidate = byName.lookup(entry.func.getName()))
          matched.push_back(*candidate);
      if (matched.size() != selected->size())
        break;
      ResultsToOutParamsResult ignored;
      SmallVector<MadeBuffer> buffers;
      DenseMap<Operation *, ConvertedFunction> converted;
      SmallVector<MadeCopy> made = applyConversion(
          matched, decisions, /*remarks=*/false, ignored, &buffers,
          &converted);
      SmallVector<Operation *> copies;
      for (const MadeCopy &copy : made)
        copies.push_back(copy.copy);
      // Which converted result each copy depends on: the one whose caller
      // buffer it copies from.
      using Key = std::pair<unsigned, unsigned>;
      DenseMap<Operation *, Key> bufferOwner;
      for (const MadeBuffer &buffer : buffers)
        if (Operation *alloc =
                buffer.call->getOperand(buffer.operand).getDefiningOp())
          bufferOwner[alloc] = {buffer.function, buffer.result};
      DenseMap<Key, SmallVector<Key>> dependents;
      for (const MadeCopy &copy : made)
        if (Operation *def =
                cast<memref::CopyOp>(copy.copy).getSource().getDefiningOp())
          if (auto it = bufferOwner.find(def); it != bufferOwner.end())
            dependents[it->second].push_back({copy.function, copy.result});
      OutParamCopyRemovalResult removed =
          removeOutParamCopies(*trial, removal, copies);
      // A result whose copy stays adds no heap allocation when its
      // temporaries, no longer returned, now fit on the stack, or when
      // every caller's buffer does (the callee keeps its heap temporary,
      // as before). The trial runs the placement passes reclaim-pipeline
      // runs first (loop hoisting, promotion) to find out.
      std::optional<reclaim::AliasAnalysis> promoted;
      if (options.promoteLimit > 0) {
        PromoteToStackOptions promote;
        promote.maxAllocSizeInBytes = options.promoteLimit;
        promote.callsCapture = options.callsCapture;
        for (Operation &op : *trial->getBody()) {
          auto func = dyn_cast<FunctionOpInterface>(&op);
          if (!func || func.isExternal())
            continue;
          hoistBuffersOutOfLoops(func, options.callsCapture);
          // As reclaim-promote-to-stack runs it: the cycle questions of an
          // allocation answered from those of the blocks around it (each
          // allocation of a nest climbs it otherwise).
          placement::CycleCacheScope cycles;
          promoteBuffersToStack(func, promote);
        }
        promoted.emplace(*trial);
      }
      auto isStackOnly = [&](Value value) {
        bool complete = true;
        SmallVector<MemorySource> sources =
            promoted->getSources(value, &complete);
        return complete && !sources.empty() &&
               llvm::all_of(sources, [](const MemorySource &source) {
                 return source.kind == SourceKind::StackAllocation;
               });
      };
      // Per result: are all of its callers' buffers on the stack? A caller
      // may pass its own out-param instead (its temporary was replaced):
      // then that out-param's callers decide. Greatest fixpoint (recursion
      // passes an out-param around): every result with callers starts true
      // and turns false with a heap buffer, or with a result it depends on.
      DenseMap<Key, bool> callersOnStack;
      DenseMap<Key, SmallVector<Key>> passedOn; // caller result -> callee's
      SmallVector<Key> heap;
      for (const MadeBuffer &buffer : buffers) {
        Key key{buffer.function, buffer.result};
        callersOnStack.try_emplace(key, true);
        if (!promoted) {
          heap.push_back(key);
          continue;
        }
        Value passed = buffer.call->getOperand(buffer.operand);
        if (auto arg = dyn_cast<BlockArgument>(passed);
            arg && arg.getOwner()->isEntryBlock()) {
          auto it = converted.find(arg.getOwner()->getParentOp());
          if (it != converted.end() &&
              arg.getArgNumber() >= it->second.firstOut) {
            Key callerKey{it->second.index,
                          it->second.results[arg.getArgNumber() -
                                             it->second.firstOut]};
            passedOn[callerKey].push_back(key);
            continue;
          }
        }
        if (!isStackOnly(passed))
          heap.push_back(key);
      }
      // A caller result without callers of its own allocates nothing.
      while (!heap.empty()) {
        Key key = heap.pop_back_val();
        bool &onStack = callersOnStack[key];
        if (!onStack)
          continue;
        onStack = false;
        for (Key callee : passedOn.lookup(key))
          heap.push_back(callee);
      }
      for (const MadeCopy &copy : made) {
        if (removed.removed.contains(copy.copy) ||
            !decisions[copy.function].test(copy.result))
          continue;
        if (promoted &&
            (isStackOnly(cast<memref::CopyOp>(copy.copy).getSource()) ||
             callersOnStack.lookup({copy.function, copy.result})))
          continue;
        SmallVector<Key> worklist{{copy.function, copy.result}};
        while (!worklist.empty()) {
          Key key = worklist.pop_back_val();
          if (!decisions[key.first].test(key.second))
            continue;
          decisions[key.first].reset(key.second);
          changed = true;
          if (options.remarks) {
            FunctionOpInterface func = (*selected)[key.first].func;
            mlir::emitRemark(func.getLoc(),
                             "reclaim-results-to-out-params: result #")
                << key.second << " of @" << func.getName()
                << " stays a result: with require-hoist, the callee could "
                   "not write into the out-param directly (nor keep its "
                   "temporary on the stack)";
          }
          for (Key dependent : dependents.lookup(key))
            worklist.push_back(dependent);
        }
      }
    }
  }

  ResultsToOutParamsResult result;
  SmallVector<MadeCopy> made =
      applyConversion(*selected, decisions, options.remarks, result);
  if (hoist && !made.empty()) {
    SmallVector<Operation *> copies;
    for (const MadeCopy &copy : made)
      copies.push_back(copy.copy);
    removal.remarks = options.remarks;
    result.numHoisted = removeOutParamCopies(module, removal, copies).numRemoved;
  }
  return result;
}
