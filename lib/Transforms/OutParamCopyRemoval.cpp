//===- OutParamCopyRemoval.cpp - Write results straight into out-params ---===//
//
// Implements reclaim-out-param-copy-removal, the copy removal across the
// function boundary. A function that returns a buffer through an out-param
// typically computes it in a temporary and copies it at the end:
//
//   func.func private @f(%in: memref<4xf32>, %out: memref<4xf32>) {
//     %t = memref.alloc() : memref<4xf32>
//     linalg.fill ins(%c : f32) outs(%t : memref<4xf32>)
//     memref.copy %t, %out : memref<4xf32> to memref<4xf32>
//     return
//   }
//
// Writing into %out directly saves the temporary and the copy; it is legal
// when nothing can observe %out between the allocation of %t and the copy.
// Inside @f that is a question of aliasing: no value used in that range may
// be %out's buffer. Reclaim's alias analysis cannot separate two arguments
// of one function on its own (without `llvm.noalias` they may alias). This
// pass proves it from the callers: %out is *distinct on entry* if at every
// call the operand passed for it
//
//  * comes only from allocations of the caller (not call results, which the
//    callee might have stored somewhere) or from out-params of the caller
//    that are themselves distinct on entry,
//  * is not reachable through memory in the caller (no buffer that may be it
//    is stored, captured or handed to code that keeps it), and
//  * aliases no other memref operand of the call.
//
// The fact is a greatest fixpoint over the call graph (recursion included):
// every candidate starts proven and loses the proof when one of its calls
// fails the test under the current assumptions. A private function called
// only directly can be proven; a public one (callers outside the module)
// only by `llvm.noalias` on the argument, which the pass trusts.
//
// An aligned temporary (`alignment = 64`, as bufferization makes them)
// also needs every call to pass a buffer at least that aligned: the same
// fixpoint computes, per out-param, the smallest `alignment` of the
// allocations passed for it (`llvm.align` with `llvm.noalias`).
//
// The rewrite then needs, in @f: %t is a `memref.alloc`/`memref.alloca`
// in the block of the copy; every value that may alias %t
// is used only by ops between the allocation and the copy (or freed by
// `memref.dealloc %t` after the copy, which is erased); %t and %out are not
// reachable through memory in @f; no op between the allocation and the copy
// uses a value that may be %out (a value from %out, from memory, or of
// unknown origin); no op captures the address of either.
//
// All decisions are taken on the input, then applied together: a rewrite
// only substitutes %out for %t inside the range it checked, which keeps
// every other decision valid. Cost: one walk of a function per candidate
// copy (candidates are the copies into arguments), one walk per caller for
// the escape summary, and one check per call site per fixpoint round.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "FunctionBoundary.h"
#include "Remarks.h"
#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Analysis/EscapeAnalysis.h"
#include "reclaim/Analysis/FunctionSummary.h"
#include "reclaim/Analysis/SymbolUses.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"

#include <limits>

namespace reclaim {
#define GEN_PASS_DEF_OUTPARAMCOPYREMOVALPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Returns the function argument `value` is, or null.
static BlockArgument getFunctionArgument(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg || !arg.getOwner()->isEntryBlock())
    return nullptr;
  if (!isa_and_nonnull<FunctionOpInterface>(arg.getOwner()->getParentOp()))
    return nullptr;
  return arg;
}

/// Returns the allocation defining `value` if the rewrite can replace it: a
/// `memref.alloc` or `memref.alloca`.
static Operation *getReplaceableAllocation(Value value) {
  if (auto alloc = value.getDefiningOp<memref::AllocOp>())
    return alloc.getOperation();
  if (auto alloca = value.getDefiningOp<memref::AllocaOp>())
    return alloca.getOperation();
  return nullptr;
}

/// The alignment an allocation op asks for (`alignment`), 0 if none or if
/// `op` is not a `memref.alloc` / `memref.alloca`.
static uint64_t getRequestedAlignment(Operation *op) {
  if (auto alloc = dyn_cast_or_null<memref::AllocOp>(op))
    return alloc.getAlignment().value_or(0);
  if (auto alloca = dyn_cast_or_null<memref::AllocaOp>(op))
    return alloca.getAlignment().value_or(0);
  return 0;
}

/// A function argument that may be written directly: (function, index).
using OutParam = std::pair<Operation *, unsigned>;

//===----------------------------------------------------------------------===//
// OutParamCopyRemover
//===----------------------------------------------------------------------===//

/// A `memref.copy %t, %out` into a function argument, and what the rewrite
/// needs to know about it once checked.
struct Candidate {
  memref::CopyOp copy;
  BlockArgument out;
  Operation *alloc = nullptr;
  /// `memref.dealloc %t` after the copy, erased with it.
  SmallVector<Operation *> deallocs;
  /// Why the copy stays (empty: it is removed).
  std::string reason;
};

/// Proves out-params distinct on entry, checks every candidate copy and
/// applies the rewrites of one module.
class OutParamCopyRemover {
public:
  OutParamCopyRemover(ModuleOp module, const OutParamCopyRemovalOptions &options)
      : module(module), options(options),
        reach(module, options.callsCapture),
        aliases(reach.getAliases()) {}

  /// Runs the proof and the checks, then rewrites; returns what it did.
  OutParamCopyRemovalResult run(ArrayRef<Operation *> onlyCopies);

private:
  /// True unless `a` and `b` are known to be different buffers.
  bool mayAlias(Value a, Value b) const { return reach.mayAlias(a, b); }

  /// True if the buffer of `value` may be reached through memory in `func`.
  bool isReachable(Value value, FunctionOpInterface func) {
    return reach.isReachable(value, func);
  }

  /// Why `call` breaks the proof that operand `index` (an out-param of the
  /// callee) is distinct on entry, under the out-params proven so far; empty
  /// if it does not.
  std::string checkCallSite(CallOpInterface call, unsigned index);

  /// The alignment every call guarantees for operand `index` of `call`,
  /// under the alignments known so far (0: none).
  uint64_t getPassedAlignment(CallOpInterface call, unsigned index);

  /// Computes `proven` and `alignments` by the fixpoint over all call sites.
  void proveOutParams(ArrayRef<OutParam> params);

  /// Checks the local conditions of `candidate` (fills its reason, its
  /// allocation and deallocs).
  void checkCandidate(Candidate &candidate);

  /// Rewrites a checked candidate.
  void rewrite(Candidate &candidate);

  ModuleOp module;
  const OutParamCopyRemovalOptions &options;
  BufferReachability reach;
  const reclaim::AliasAnalysis &aliases;
  /// Out-params distinct on entry.
  DenseSet<OutParam> proven;
  /// Why an out-param is not proven, for remarks.
  DenseMap<OutParam, std::string> unproven;
  /// The alignment (bytes) of the buffer every call passes for a proven
  /// out-param: `llvm.align` for one proven by `llvm.noalias`, else the
  /// smallest `alignment` of the allocations passed (0 if one has none).
  DenseMap<OutParam, uint64_t> alignments;
  /// The call sites of each private function with candidates that is only
  /// called directly.
  DenseMap<Operation *, SmallVector<CallOpInterface>> callSites;
};

std::string OutParamCopyRemover::checkCallSite(CallOpInterface call,
                                               unsigned index) {
  auto caller = call->getParentOfType<FunctionOpInterface>();
  if (!caller)
    return "a call is not inside a function";
  OperandRange args = call.getArgOperands();
  Value passed = args[index];
  bool complete = true;
  SmallVector<MemorySource> sources = aliases.getSources(passed, &complete);
  if (!complete || sources.empty())
    return "a call passes a buffer of unknown origin";
  DenseSet<Value> passedArgs;
  bool fromAllocation = false;
  for (const MemorySource &source : sources) {
    if (source.isAllocation() && !source.isCallResult()) {
      fromAllocation = true;
      continue;
    }
    if (source.kind == SourceKind::Argument) {
      auto arg = cast<BlockArgument>(source.value);
      if (proven.contains({caller.getOperation(), arg.getArgNumber()})) {
        passedArgs.insert(arg);
        continue;
      }
      return "a call passes an argument of its caller not known distinct";
    }
    return ("a call passes a buffer that may come from a source of kind " +
            stringifySourceKind(source.kind))
        .str();
  }
  if (isReachable(passed, caller))
    return "a call passes a buffer its caller stores or lets escape";
  for (auto [i, other] : llvm::enumerate(args)) {
    if (i == index || !isMemRef(other.getType()))
      continue;
    if (!mayAlias(passed, other))
      continue;
    // The analysis cannot separate two arguments of the caller; the proof
    // can, when the passed one is distinct on entry.
    if (fromAllocation)
      return ("a call passes a buffer that may alias its operand #" +
              Twine(i))
          .str();
    bool otherComplete = true;
    for (const MemorySource &source : aliases.getSources(other, &otherComplete)) {
      bool distinct =
          source.kind == SourceKind::Global || source.isAllocation() ||
          (source.kind == SourceKind::Argument &&
           !passedArgs.contains(source.value));
      if (!distinct)
        return ("a call passes a buffer that may alias its operand #" +
                Twine(i))
            .str();
    }
    if (!otherComplete)
      return ("a call passes a buffer that may alias its operand #" + Twine(i))
          .str();
  }
  return "";
}

uint64_t OutParamCopyRemover::getPassedAlignment(CallOpInterface call,
                                                 unsigned index) {
  auto caller = call->getParentOfType<FunctionOpInterface>();
  uint64_t result = std::numeric_limits<uint64_t>::max();
  for (const MemorySource &source :
       aliases.getSources(call.getArgOperands()[index])) {
    if (source.kind == SourceKind::Argument && caller) {
      OutParam param{caller.getOperation(),
                     cast<BlockArgument>(source.value).getArgNumber()};
      auto it = alignments.find(param);
      result = std::min(result, it == alignments.end() ? 0 : it->second);
      continue;
    }
    result = std::min(result, getRequestedAlignment(source.op));
  }
  return result;
}

void OutParamCopyRemover::proveOutParams(ArrayRef<OutParam> params) {
  // Every call site, by callee, in one walk of the module's symbol uses.
  auto uses = reclaim::getSymbolUses(module.getBodyRegion());
  DenseMap<StringAttr, SmallVector<SymbolTable::SymbolUse>> usesByName;
  if (uses)
    for (const SymbolTable::SymbolUse &use : *uses)
      usesByName[use.getSymbolRef().getRootReference()].push_back(use);

  SmallVector<OutParam> pending;
  DenseMap<Operation *, std::string> notOnlyCalled;
  for (OutParam param : params) {
    auto func = cast<FunctionOpInterface>(param.first);
    if (func.getArgAttr(param.second, LLVM::LLVMDialect::getNoAliasAttrName())) {
      proven.insert(param);
      auto align = func.getArgAttrOfType<IntegerAttr>(
          param.second, LLVM::LLVMDialect::getAlignAttrName());
      alignments[param] = align ? align.getValue().getZExtValue() : 0;
      continue;
    }
    if (!func.isPrivate()) {
      unproven[param] = "the function is not private (its callers are not all "
                        "in the module) and the argument is not llvm.noalias";
      continue;
    }
    if (!uses) {
      unproven[param] = "an op refers to symbols in an unknown way";
      continue;
    }
    // The call sites of the function, once per function.
    if (!callSites.count(func) && !notOnlyCalled.count(func)) {
      SmallVector<CallOpInterface> &sites = callSites[func];
      DenseSet<Operation *> seen;
      for (const SymbolTable::SymbolUse &use :
           usesByName.lookup(func.getNameAttr())) {
        auto call = dyn_cast<CallOpInterface>(use.getUser());
        auto callee = call ? dyn_cast_if_present<SymbolRefAttr>(
                                 call.getCallableForCallee())
                           : SymbolRefAttr();
        if (!callee || callee != use.getSymbolRef()) {
          notOnlyCalled[func] =
              ("'" + use.getUser()->getName().getStringRef() +
               "' takes the function's address: an unknown caller may "
               "pass anything")
                  .str();
          callSites.erase(func);
          break;
        }
        if (seen.insert(call).second)
          sites.push_back(call);
      }
    }
    if (notOnlyCalled.count(func)) {
      unproven[param] = notOnlyCalled.lookup(func);
      continue;
    }
    proven.insert(param);
    alignments[param] = std::numeric_limits<uint64_t>::max();
    pending.push_back(param);
  }

  // Greatest fixpoint: drop a proof as soon as one call site breaks it under
  // the others, and lower an alignment to what the calls pass. A param is
  // checked again only when a param of a function holding one of its call
  // sites changed (proofs only disappear and alignments only decrease).
  DenseMap<Operation *, SmallVector<OutParam>> paramsCalledFrom;
  for (OutParam param : pending)
    for (CallOpInterface call : callSites[param.first])
      if (auto caller = call->getParentOfType<FunctionOpInterface>())
        paramsCalledFrom[caller].push_back(param);
  SmallVector<OutParam> worklist(pending.rbegin(), pending.rend());
  while (!worklist.empty()) {
    OutParam param = worklist.pop_back_val();
    if (!proven.contains(param))
      continue;
    uint64_t alignment = std::numeric_limits<uint64_t>::max();
    bool changed = false;
    for (CallOpInterface call : callSites[param.first]) {
      std::string reason = checkCallSite(call, param.second);
      if (!reason.empty()) {
        proven.erase(param);
        alignments.erase(param);
        unproven[param] = reason + " (" + remarkOpName(call) + ")";
        changed = true;
        break;
      }
      alignment = std::min(alignment, getPassedAlignment(call, param.second));
    }
    if (proven.contains(param) && alignment < alignments[param]) {
      alignments[param] = alignment;
      changed = true;
    }
    if (changed)
      for (OutParam dependent : paramsCalledFrom.lookup(param.first))
        worklist.push_back(dependent);
  }
}

void OutParamCopyRemover::checkCandidate(Candidate &candidate) {
  memref::CopyOp copy = candidate.copy;
  BlockArgument out = candidate.out;
  auto func = cast<FunctionOpInterface>(out.getOwner()->getParentOp());
  OutParam param{func.getOperation(), out.getArgNumber()};
  if (!proven.contains(param)) {
    auto it = unproven.find(param);
    candidate.reason =
        "the out-param is not known distinct from the other arguments: " +
        (it == unproven.end() ? std::string("no proof") : it->second);
    return;
  }
  Value temp = copy.getSource();
  Operation *alloc = getReplaceableAllocation(temp);
  if (!alloc) {
    candidate.reason = "the source is not a memref.alloc or memref.alloca";
    return;
  }
  if (uint64_t wanted = getRequestedAlignment(alloc)) {
    uint64_t known = alignments.lookup(param);
    if (known < wanted) {
      candidate.reason = ("the temporary asks for alignment " + Twine(wanted) +
                          ", the out-param is only known aligned to " +
                          Twine(known))
                             .str();
      return;
    }
  }
  Block *block = copy->getBlock();
  if (alloc->getBlock() != block) {
    candidate.reason = "the source is allocated in another block";
    return;
  }
  if (temp.getType() != out.getType() &&
      !memref::CastOp::areCastCompatible(out.getType(), temp.getType())) {
    candidate.reason = "the out-param's type cannot stand in for the source's";
    return;
  }
  if (isReachable(temp, func)) {
    candidate.reason =
        "the source may be reached through memory or kept by a callee";
    return;
  }
  if (isReachable(out, func)) {
    candidate.reason =
        "the out-param may be reached through memory or kept by a callee";
    return;
  }

  // Every use of a value that may be the temporary lies between the
  // allocation and the copy, or frees exactly the temporary after the copy.
  std::string reason;
  func->walk([&](Operation *op) {
    for (OpOperand &operand : op->getOpOperands()) {
      Value value = operand.get();
      if (!isMemRef(value.getType()))
        continue;
      bool isTemp = mayAlias(value, temp);
      if ((isTemp || mayAlias(value, out)) &&
          getOperandOwnership(operand) == OperandOwnership::Capture) {
        reason = "the address of the source or the out-param is taken by " +
                 remarkOpName(op);
        return WalkResult::interrupt();
      }
      if (!isTemp || op == alloc)
        continue;
      Operation *anchor = block->findAncestorOpInBlock(*op);
      bool inRange = anchor && alloc->isBeforeInBlock(anchor) &&
                     (anchor == copy || anchor->isBeforeInBlock(copy));
      if (inRange) {
        SmallVector<Value> freed;
        getFreedOperands(op, freed);
        if (!freed.empty()) {
          reason = "the source is freed before the copy by " + remarkOpName(op);
          return WalkResult::interrupt();
        }
        continue;
      }
      if (anchor == op && isa<memref::DeallocOp>(op) && value == temp &&
          copy->isBeforeInBlock(op)) {
        if (!llvm::is_contained(candidate.deallocs, op))
          candidate.deallocs.push_back(op);
        continue;
      }
      reason = "the source may be used outside the range from its allocation "
               "to the copy, by " +
               remarkOpName(op);
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (!reason.empty()) {
    candidate.reason = reason;
    return;
  }

  // Nothing between the allocation and the copy may touch the out-param.
  for (Operation *op = alloc->getNextNode(); op && op != copy;
       op = op->getNextNode()) {
    WalkResult walk = op->walk([&](Operation *nested) {
      for (Value value : nested->getOperands()) {
        if (!isMemRef(value.getType()))
          continue;
        bool complete = true;
        for (const MemorySource &source : aliases.getSources(value, &complete)) {
          if (source.kind == SourceKind::Indirect ||
              source.kind == SourceKind::Unknown ||
              (source.kind == SourceKind::Argument && source.value == out)) {
            reason = "the out-param may be used before the copy by " +
                     remarkOpName(nested);
            return WalkResult::interrupt();
          }
        }
        if (!complete) {
          reason = "a buffer of unknown origin is used before the copy by " +
                   remarkOpName(nested);
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      break;
  }
  if (!reason.empty()) {
    candidate.reason = reason;
    return;
  }
  candidate.alloc = alloc;
}

void OutParamCopyRemover::rewrite(Candidate &candidate) {
  memref::CopyOp copy = candidate.copy;
  Value temp = copy.getSource();
  Value out = candidate.out;
  if (options.remarks)
    mlir::emitRemark(copy->getLoc(), "copy into the out-param removed: ")
        << remarkOpName(candidate.alloc) << " is replaced by argument #"
        << candidate.out.getArgNumber() << " of the function";
  copy->erase();
  for (Operation *dealloc : candidate.deallocs)
    dealloc->erase();
  if (temp.getType() != out.getType()) {
    OpBuilder builder(candidate.alloc);
    out = memref::CastOp::create(builder, candidate.alloc->getLoc(),
                                 temp.getType(), out);
  }
  temp.replaceAllUsesWith(out);
  candidate.alloc->erase();
}

OutParamCopyRemovalResult
OutParamCopyRemover::run(ArrayRef<Operation *> onlyCopies) {
  OutParamCopyRemovalResult result;
  DenseSet<Operation *> only(onlyCopies.begin(), onlyCopies.end());
  SmallVector<Candidate> candidates;
  llvm::SetVector<OutParam> params;
  module.walk([&](memref::CopyOp copy) {
    if (!only.empty() && !only.contains(copy))
      return;
    BlockArgument out = getFunctionArgument(copy.getTarget());
    if (!out)
      return;
    Operation *func = out.getOwner()->getParentOp();
    if (copy->getParentOfType<FunctionOpInterface>() != func)
      return;
    candidates.push_back({copy, out});
    params.insert({func, out.getArgNumber()});
  });
  if (candidates.empty())
    return result;

  proveOutParams(params.getArrayRef());
  for (Candidate &candidate : candidates)
    checkCandidate(candidate);
  for (Candidate &candidate : candidates) {
    if (candidate.alloc) {
      result.removed.insert(candidate.copy);
      rewrite(candidate);
      ++result.numRemoved;
    } else if (options.remarks) {
      mlir::emitRemark(candidate.copy->getLoc(),
                       "copy into the out-param kept: ")
          << candidate.reason;
    }
  }
  return result;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct OutParamCopyRemovalPass
    : reclaim::ReclaimPass<
          reclaim::impl::OutParamCopyRemovalPassBase<OutParamCopyRemovalPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    OutParamCopyRemovalOptions opts;
    opts.callsCapture = callsCapture;
    opts.remarks = remarks;
    OutParamCopyRemovalResult result =
        removeOutParamCopies(getOperation(), opts);
    numRemoved += result.numRemoved;
    if (result.numRemoved == 0)
      markAllAnalysesPreserved();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

OutParamCopyRemovalResult
reclaim::removeOutParamCopies(ModuleOp module,
                              const OutParamCopyRemovalOptions &options,
                              ArrayRef<Operation *> onlyCopies) {
  // The analyses cost a walk of the module: build them only if there is a
  // copy into an argument.
  if (onlyCopies.empty()) {
    WalkResult walk = module.walk([&](memref::CopyOp copy) {
      return getFunctionArgument(copy.getTarget()) ? WalkResult::interrupt()
                                                    : WalkResult::advance();
    });
    if (!walk.wasInterrupted())
      return {};
  }
  OutParamCopyRemover remover(module, options);
  return remover.run(onlyCopies);
}
