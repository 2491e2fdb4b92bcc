//===- DropEquivalentResults.cpp - Callers use the argument a result is ---===//
//
// Implements reclaim-drop-equivalent-results. A memref result that is always
// one of the function's arguments (on every return, through casts, branches,
// region ops and calls of functions whose result is in turn one of their
// arguments) carries nothing the caller does not already have: the result is
// dropped and callers use the argument.
//
//   func.func private @fill(%m: memref<4xf32>, %v: f32) -> memref<4xf32> {
//     linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
//     return %m : memref<4xf32>
//   }
//   %r = func.call @fill(%a, %v) : (memref<4xf32>, f32) -> memref<4xf32>
//   "test.use"(%r) : (memref<4xf32>) -> ()
//
// becomes
//
//   func.func private @fill(%m: memref<4xf32>, %v: f32) {
//     linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
//     return
//   }
//   func.call @fill(%a, %v) : (memref<4xf32>, f32) -> ()
//   "test.use"(%a) : (memref<4xf32>) -> ()
//
// Under Reclaim's function boundary ABI a returned buffer is owned by the
// caller, so returning an argument costs a copy (`bufferization.clone`) at
// every return; after this pass there is nothing to copy.
//
// Equivalence is a greatest fixpoint over the functions that may change
// (recursion included): a first round finds, per result, the argument its
// returns reach while ignoring results of calls to those functions; then
// every claim is re-checked with the claims of the others until none fails.
// Both fixpoints visit again only the results whose last trace looked up a
// claim that changed since (linear on chains that settle one result per
// round, which rescanning every result each round made quadratic).
// A value is followed through `CastOpInterface` casts of memrefs, arguments
// of blocks (every predecessor's `BranchOpInterface` operand), region
// results and region arguments (`RegionBranchOpInterface`: every value that
// may flow into it) and results of calls to functions with a claim (the
// call's operand for the claimed argument). Anything else - a view, a
// select, an allocation, a load - ends the claim. When the argument's type
// differs from the result's (a cast), callers get a `memref.cast`.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "FunctionBoundary.h"
#include "Remarks.h"

#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Sequence.h"

#include <queue>

namespace reclaim {
#define GEN_PASS_DEF_DROPEQUIVALENTRESULTSPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;

namespace {

/// Why a claim cannot be made yet: every path ends in a call whose result
/// has no claim (yet).
static constexpr const char *kNoLeaf = "no return reaches an argument";

/// A result of a function: (function, result index).
using FunctionResult = std::pair<Operation *, unsigned>;

//===----------------------------------------------------------------------===//
// EquivalenceFinder
//===----------------------------------------------------------------------===//

/// Finds, for the memref results of the functions that may change, the
/// argument each one always is.
class EquivalenceFinder {
public:
  explicit EquivalenceFinder(ArrayRef<BoundaryFunction> functions) {
    for (const BoundaryFunction &entry : functions) {
      FunctionOpInterface func = entry.func;
      byName[func.getNameAttr()] = func;
    }
  }

  /// Runs the fixpoint; afterwards `claims` holds the equivalent results.
  void run(ArrayRef<BoundaryFunction> functions);

  /// Result -> argument it always is.
  DenseMap<FunctionResult, unsigned> claims;
  /// Why a memref result is not equivalent (for remarks).
  DenseMap<FunctionResult, std::string> reasons;

private:
  /// Follows `value` back to the arguments of `func` it may be. Returns the
  /// argument index, or a reason in `reason`. In the first round, results
  /// of calls to functions that may change are skipped. Appends to `looked`
  /// the results whose claims it looked up.
  std::optional<unsigned> trace(Value value, FunctionOpInterface func,
                                bool firstRound, std::string &reason,
                                SmallVectorImpl<FunctionResult> &looked);

  /// The claim for result `index` of `func`, checked on all returns.
  std::optional<unsigned> traceResult(FunctionOpInterface func, unsigned index,
                                      bool firstRound, std::string &reason,
                                      SmallVectorImpl<FunctionResult> &looked);

  /// Visits positions of `results` in rounds, in program order within a
  /// round, starting with `initial` (sorted): `visit(p)` says whether the
  /// claim of result p changed; then the live positions whose last visit
  /// looked up that claim are visited again, later in the same round if
  /// they come after p, else in the next round. Visiting every live
  /// position every round, as a plain fixpoint would, finds the same: a
  /// position none of whose looked-up claims changed finds what it found
  /// last time.
  void iterate(ArrayRef<FunctionResult> results, ArrayRef<unsigned> initial,
               llvm::function_ref<bool(unsigned)> isLive,
               llvm::function_ref<bool(unsigned)> visit);

  /// Result -> positions whose visit looked up its claim (for `iterate`).
  DenseMap<FunctionResult, SmallVector<unsigned, 1>> lookedUpBy;

  /// The values that may flow into a region argument or region result of
  /// `op` (cached per op).
  const RegionBranchInverseSuccessorMapping &
  getInverseMapping(RegionBranchOpInterface op);

  DenseMap<StringAttr, FunctionOpInterface> byName;
  DenseMap<Operation *, RegionBranchInverseSuccessorMapping> inverseMappings;
};

const RegionBranchInverseSuccessorMapping &
EquivalenceFinder::getInverseMapping(RegionBranchOpInterface op) {
  auto it = inverseMappings.find(op);
  if (it != inverseMappings.end())
    return it->second;
  RegionBranchInverseSuccessorMapping mapping;
  op.getSuccessorInputOperandMapping(mapping);
  // MLIR builds the lists from a map keyed by operand addresses: put them in
  // program order (the op's own operands, then the terminators region by
  // region, block by block), so that the first failing path - and the
  // remark naming it - is the same on every run.
  DenseMap<Block *, unsigned> blockIndex;
  for (Region &region : op->getRegions())
    for (auto [index, block] : llvm::enumerate(region))
      blockIndex[&block] = index;
  auto key = [&](OpOperand *operand) {
    Operation *owner = operand->getOwner();
    if (owner == op.getOperation())
      return std::make_tuple(0u, 0u, 0u, operand->getOperandNumber());
    return std::make_tuple(1u, owner->getParentRegion()->getRegionNumber(),
                           blockIndex.lookup(owner->getBlock()),
                           operand->getOperandNumber());
  };
  for (auto &entry : mapping)
    llvm::stable_sort(entry.second, [&](OpOperand *a, OpOperand *b) {
      return key(a) < key(b);
    });
  return inverseMappings[op] = std::move(mapping);
}

std::optional<unsigned>
EquivalenceFinder::trace(Value value, FunctionOpInterface func, bool firstRound,
                         std::string &reason,
                         SmallVectorImpl<FunctionResult> &looked) {
  SmallVector<Value> worklist{value};
  DenseSet<Value> visited;
  std::optional<unsigned> found;
  auto fail = [&](const Twine &why) {
    reason = why.str();
    return std::nullopt;
  };
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    if (!visited.insert(current).second)
      continue;

    if (auto arg = dyn_cast<BlockArgument>(current)) {
      Block *owner = arg.getOwner();
      Region *region = owner->getParent();
      if (owner->isEntryBlock() && region == &func.getFunctionBody()) {
        if (found && *found != arg.getArgNumber())
          return fail("it may be argument #" + Twine(*found) +
                      " or argument #" + Twine(arg.getArgNumber()));
        found = arg.getArgNumber();
        continue;
      }
      if (!owner->isEntryBlock()) {
        // A block argument: whatever every predecessor forwards.
        for (auto it = owner->pred_begin(); it != owner->pred_end(); ++it) {
          auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
          if (!branch)
            return fail("a predecessor of a block ends in " +
                        remarkOpName((*it)->getTerminator()) +
                        ", which is not a BranchOpInterface");
          SuccessorOperands operands =
              branch.getSuccessorOperands(it.getSuccessorIndex());
          if (operands.isOperandProduced(arg.getArgNumber()))
            return fail("a block argument is produced by " +
                        remarkOpName(branch));
          worklist.push_back(operands[arg.getArgNumber()]);
        }
        continue;
      }
      auto regionOp = dyn_cast<RegionBranchOpInterface>(owner->getParentOp());
      if (!regionOp)
        return fail("it may be an argument of a region of " +
                    remarkOpName(owner->getParentOp()));
      const RegionBranchInverseSuccessorMapping &mapping =
          getInverseMapping(regionOp);
      auto it = mapping.find(current);
      if (it == mapping.end())
        return fail("it may be a region argument of " +
                    remarkOpName(regionOp) + " that nothing forwards");
      for (OpOperand *operand : it->second)
        worklist.push_back(operand->get());
      continue;
    }

    Operation *def = current.getDefiningOp();
    if (auto castOp = dyn_cast<CastOpInterface>(def)) {
      if (def->getNumOperands() == 1 && def->getNumResults() == 1 &&
          isa<BaseMemRefType>(def->getOperand(0).getType())) {
        worklist.push_back(def->getOperand(0));
        continue;
      }
    }
    if (auto regionOp = dyn_cast<RegionBranchOpInterface>(def)) {
      const RegionBranchInverseSuccessorMapping &mapping =
          getInverseMapping(regionOp);
      auto it = mapping.find(current);
      if (it == mapping.end())
        return fail("it may be a result of " + remarkOpName(def) +
                    " that nothing forwards");
      for (OpOperand *operand : it->second)
        worklist.push_back(operand->get());
      continue;
    }
    if (auto call = dyn_cast<func::CallOp>(def)) {
      FunctionOpInterface callee = byName.lookup(call.getCalleeAttr().getAttr());
      if (callee) {
        unsigned index = cast<OpResult>(current).getResultNumber();
        looked.push_back({callee.getOperation(), index});
        auto it = claims.find({callee.getOperation(), index});
        if (it != claims.end()) {
          worklist.push_back(call.getOperand(it->second));
          continue;
        }
        if (firstRound)
          continue;
      }
      return fail("it may be a result of " + remarkOpName(call) +
                  " that is not one of the callee's arguments");
    }
    return fail("it may be the result of " + remarkOpName(def));
  }
  if (!found)
    return fail(kNoLeaf);
  return found;
}

std::optional<unsigned>
EquivalenceFinder::traceResult(FunctionOpInterface func, unsigned index,
                               bool firstRound, std::string &reason,
                               SmallVectorImpl<FunctionResult> &looked) {
  std::optional<unsigned> found;
  SmallVector<Operation *> returns = getReturns(func);
  if (returns.empty()) {
    reason = "the function never returns";
    return std::nullopt;
  }
  for (Operation *ret : returns) {
    std::string why;
    std::optional<unsigned> arg =
        trace(ret->getOperand(index), func, firstRound, why, looked);
    if (!arg) {
      // A return that only reaches skipped calls says nothing yet.
      if (firstRound && why == kNoLeaf)
        continue;
      reason = "the value returned by " + remarkOpName(ret) + ": " + why;
      return std::nullopt;
    }
    if (found && *found != *arg) {
      reason = "returns reach argument #" + std::to_string(*found) +
               " and argument #" + std::to_string(*arg);
      return std::nullopt;
    }
    found = arg;
  }
  if (!found) {
    reason = kNoLeaf;
    return std::nullopt;
  }
  Type argType = func.getArgumentTypes()[*found];
  Type resultType = func.getResultTypes()[index];
  if (argType != resultType &&
      !memref::CastOp::areCastCompatible(argType, resultType)) {
    reason = "it is argument #" + std::to_string(*found) +
             ", whose type memref.cast cannot turn into the result's";
    return std::nullopt;
  }
  return found;
}

void EquivalenceFinder::iterate(ArrayRef<FunctionResult> results,
                                ArrayRef<unsigned> initial,
                                llvm::function_ref<bool(unsigned)> isLive,
                                llvm::function_ref<bool(unsigned)> visit) {
  lookedUpBy.clear();
  llvm::BitVector inRound(results.size()), inNext(results.size());
  std::priority_queue<unsigned, std::vector<unsigned>, std::greater<unsigned>>
      round;
  SmallVector<unsigned> next(initial.begin(), initial.end());
  while (!next.empty()) {
    for (unsigned p : next) {
      inNext.reset(p);
      inRound.set(p);
      round.push(p);
    }
    next.clear();
    while (!round.empty()) {
      unsigned p = round.top();
      round.pop();
      inRound.reset(p);
      if (!isLive(p) || !visit(p))
        continue;
      auto it = lookedUpBy.find(results[p]);
      if (it == lookedUpBy.end())
        continue;
      for (unsigned q : it->second) {
        if (!isLive(q))
          continue;
        if (q > p) {
          if (!inRound.test(q)) {
            inRound.set(q);
            round.push(q);
          }
        } else if (!inNext.test(q)) {
          inNext.set(q);
          next.push_back(q);
        }
      }
    }
  }
}

void EquivalenceFinder::run(ArrayRef<BoundaryFunction> functions) {
  // Every memref result, in program order.
  SmallVector<FunctionResult> results;
  for (const BoundaryFunction &entry : functions) {
    FunctionOpInterface func = entry.func;
    for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
      if (isa<BaseMemRefType>(type))
        results.push_back({func.getOperation(), (unsigned)i});
  }
  SmallVector<unsigned> all =
      llvm::to_vector(llvm::seq<unsigned>(0, results.size()));
  // Traces result p, recording which claims it looked up.
  auto check = [&](unsigned p, bool firstRound, std::string &reason) {
    SmallVector<FunctionResult> looked;
    std::optional<unsigned> arg =
        traceResult(cast<FunctionOpInterface>(results[p].first),
                    results[p].second, firstRound, reason, looked);
    for (FunctionResult key : looked) {
      SmallVector<unsigned, 1> &by = lookedUpBy[key];
      if (by.empty() || by.back() != p)
        by.push_back(p);
    }
    return arg;
  };
  // First rounds: optimistic about calls among the functions. A result
  // whose returns only reach calls without a claim yet is tried again once
  // one of those got a claim (mutual recursion).
  llvm::BitVector open(results.size(), true);
  iterate(
      results, all, [&](unsigned p) { return open.test(p); },
      [&](unsigned p) {
        FunctionResult key = results[p];
        std::string reason;
        std::optional<unsigned> arg = check(p, true, reason);
        if (arg) {
          claims[key] = *arg;
          open.reset(p);
          return true;
        }
        reasons[key] = reason;
        if (reason != kNoLeaf)
          open.reset(p);
        return false;
      });
  // Then drop every claim that does not hold under the others, and check
  // again the claims that looked up a dropped one. The claims are checked
  // in program order within a round: which claims are still there when one
  // is checked decides the reason its remark gives (the map's own order is
  // that of the functions' addresses, different from run to run).
  SmallVector<unsigned> claimed;
  for (unsigned p : all)
    if (claims.contains(results[p]))
      claimed.push_back(p);
  iterate(
      results, claimed, [&](unsigned p) { return claims.contains(results[p]); },
      [&](unsigned p) {
        FunctionResult key = results[p];
        std::string reason;
        std::optional<unsigned> arg = check(p, false, reason);
        if (arg && *arg == claims.lookup(key))
          return false;
        claims.erase(key);
        reasons[key] = arg ? "it depends on a claim that failed" : reason;
        return true;
      });
}

//===----------------------------------------------------------------------===//
// Rewrite
//===----------------------------------------------------------------------===//

/// Drops the results `dropped` of `func` from its returns and signature.
static void dropFromCallee(FunctionOpInterface func,
                           const llvm::BitVector &dropped) {
  for (Operation *ret : getReturns(func)) {
    SmallVector<Value> kept;
    for (auto [i, operand] : llvm::enumerate(ret->getOperands()))
      if (!dropped.test(i))
        kept.push_back(operand);
    ret->setOperands(kept);
  }
  (void)func.eraseResults(dropped);
}

/// Rewrites a call: the dropped results become the operands they are.
static void dropFromCall(func::CallOp call, const llvm::BitVector &dropped,
                         ArrayRef<unsigned> argOf) {
  SmallVector<Type> resultTypes;
  for (auto [i, result] : llvm::enumerate(call.getResults()))
    if (!dropped.test(i))
      resultTypes.push_back(result.getType());
  func::CallOp newCall = rebuildCall(call, call.getOperands(), resultTypes);
  OpBuilder builder(newCall);
  unsigned next = 0;
  for (auto [i, result] : llvm::enumerate(call.getResults())) {
    Value replacement;
    if (dropped.test(i)) {
      replacement = call.getOperand(argOf[i]);
      if (replacement.getType() != result.getType())
        replacement = memref::CastOp::create(builder, call.getLoc(),
                                             result.getType(), replacement);
    } else {
      replacement = newCall.getResult(next++);
    }
    result.replaceAllUsesWith(replacement);
  }
  call->erase();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct DropEquivalentResultsPass
    : reclaim::ReclaimPass<reclaim::impl::DropEquivalentResultsPassBase<
          DropEquivalentResultsPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    DropEquivalentResultsOptions opts;
    opts.functions.assign(functions.begin(), functions.end());
    opts.modifyPublicFunctions = modifyPublicFunctions;
    opts.remarks = remarks;
    FailureOr<unsigned> dropped =
        dropEquivalentResults(getOperation(), opts);
    if (failed(dropped))
      return signalPassFailure();
    numDropped += *dropped;
    if (*dropped == 0)
      markAllAnalysesPreserved();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

FailureOr<unsigned>
reclaim::dropEquivalentResults(ModuleOp module,
                               const DropEquivalentResultsOptions &options) {
  FunctionSelection selection;
  selection.functions = options.functions;
  selection.modifyPublicFunctions = options.modifyPublicFunctions;
  selection.remarks = options.remarks;
  selection.passName = "reclaim-drop-equivalent-results";
  FailureOr<SmallVector<BoundaryFunction>> selected =
      selectFunctions(module, selection, [](FunctionOpInterface func) {
        return llvm::any_of(func.getResultTypes(), [](Type type) {
          return isa<BaseMemRefType>(type);
        });
      });
  if (failed(selected))
    return failure();

  EquivalenceFinder finder(*selected);
  finder.run(*selected);

  unsigned numDropped = 0;
  for (BoundaryFunction &entry : *selected) {
    FunctionOpInterface func = entry.func;
    llvm::BitVector dropped(func.getNumResults());
    SmallVector<unsigned> argOf(func.getNumResults());
    for (unsigned i = 0, e = func.getNumResults(); i < e; ++i) {
      FunctionResult key{func.getOperation(), i};
      auto it = finder.claims.find(key);
      if (it == finder.claims.end()) {
        if (options.remarks && finder.reasons.count(key))
          mlir::emitRemark(func.getLoc(),
                           "reclaim-drop-equivalent-results: result #")
              << i << " of @" << func.getName()
              << " kept: " << finder.reasons.lookup(key);
        continue;
      }
      dropped.set(i);
      argOf[i] = it->second;
      if (options.remarks)
        mlir::emitRemark(func.getLoc(),
                         "reclaim-drop-equivalent-results: result #")
            << i << " of @" << func.getName() << " is always argument #"
            << it->second << ": dropped, " << entry.calls.size()
            << " call(s) use the argument";
    }
    if (dropped.none())
      continue;
    numDropped += dropped.count();
    dropFromCallee(func, dropped);
    for (func::CallOp call : entry.calls)
      dropFromCall(call, dropped, argOf);
  }
  return numDropped;
}
