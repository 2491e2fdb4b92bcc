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

#include "FunctionBoundary.h"
#include "Remarks.h"

#include "llvm/ADT/BitVector.h"

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

/// The results of `func` that become out-params.
static llvm::BitVector getConvertibleResults(FunctionOpInterface func) {
  llvm::BitVector convertible(func.getNumResults());
  for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
    if (whyNotOutParam(type).empty())
      convertible.set(i);
  return convertible;
}

/// True if `func` has a memref result (convertible or not: a requested
/// function with a result that stays gets a remark).
static bool hasMemRefResult(FunctionOpInterface func) {
  return llvm::any_of(func.getResultTypes(), [](Type type) {
    return isa<BaseMemRefType>(type);
  });
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

/// Rewrites one call of a converted function: the caller allocates the
/// out-params right before the call and uses them instead of the results.
static void convertCall(func::CallOp call,
                        const llvm::BitVector &convertible) {
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
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct ResultsToOutParamsPass
    : reclaim::impl::ResultsToOutParamsPassBase<ResultsToOutParamsPass> {
  using ResultsToOutParamsPassBase::ResultsToOutParamsPassBase;

  void runOnOperation() override {
    ResultsToOutParamsOptions opts;
    opts.functions.assign(functions.begin(), functions.end());
    opts.modifyPublicFunctions = modifyPublicFunctions;
    opts.hoistStaticAllocs = hoistStaticAllocs;
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

  ResultsToOutParamsResult result;
  SmallVector<Operation *> copies;
  for (BoundaryFunction &entry : *selected) {
    FunctionOpInterface func = entry.func;
    llvm::BitVector convertible = getConvertibleResults(func);
    if (options.remarks) {
      for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
        if (!isa<BaseMemRefType>(type) || convertible.test(i))
          continue;
        func.emitRemark("reclaim-results-to-out-params: result #")
            << i << " of @" << func.getName() << " stays a result: "
            << whyNotOutParam(type);
      }
    }
    if (convertible.none())
      continue;
    if (options.remarks) {
      InFlightDiagnostic remark = func.emitRemark(
          "reclaim-results-to-out-params: results of @");
      remark << func.getName() << " become out-params:";
      unsigned next = func.getNumArguments();
      for (unsigned i : convertible.set_bits())
        remark << " #" << i << " -> argument #" << next++;
      remark << "; " << entry.calls.size() << " call(s) rewritten";
    }
    // The returns first: a returned call result is replaced together with
    // the call below.
    SmallVector<Operation *> made = convertCallee(func, convertible);
    copies.append(made.begin(), made.end());
    for (func::CallOp call : entry.calls)
      convertCall(call, convertible);
    result.numResults += convertible.count();
    result.numCalls += entry.calls.size();
  }

  if (options.hoistStaticAllocs && !copies.empty()) {
    OutParamCopyRemovalOptions removal;
    removal.remarks = options.remarks;
    result.numHoisted = removeOutParamCopies(module, removal, copies).numRemoved;
  }
  return result;
}
