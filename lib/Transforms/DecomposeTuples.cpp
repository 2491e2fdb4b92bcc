//===- DecomposeTuples.cpp - Split tuple arguments and results -----------===//
//
// Implements reclaim-decompose-tuples, the function signature conversion
// with type decomposition of the preparation phase: every `tuple` argument
// and result of a function that may change is replaced by its elements
// (recursively), so that each memref inside a tuple crosses the boundary as
// a memref of its own - which later passes (results-to-out-params, ownership
// deallocation) can handle one by one.
//
//   func.func private @callee(%t: tuple<memref<5xf32>, i1>)
//       -> tuple<memref<5xf32>, i1> {
//     return %t : tuple<memref<5xf32>, i1>
//   }
//   %x = func.call @callee(%t0) : (tuple<memref<5xf32>, i1>)
//       -> tuple<memref<5xf32>, i1>
//
// becomes
//
//   func.func private @callee(%m: memref<5xf32>, %b: i1)
//       -> (memref<5xf32>, i1) {
//     return %m, %b : memref<5xf32>, i1
//   }
//   %m0, %b0 = builtin.unrealized_conversion_cast %t0
//       : tuple<memref<5xf32>, i1> to memref<5xf32>, i1
//   %r:2 = func.call @callee(%m0, %b0) : (memref<5xf32>, i1)
//       -> (memref<5xf32>, i1)
//   %x = builtin.unrealized_conversion_cast %r#0, %r#1
//       : memref<5xf32>, i1 to tuple<memref<5xf32>, i1>
//
// MLIR has no op to build or take apart a `tuple` outside its test dialect;
// like MLIR's own 1:N type conversions, the pass packs a tuple with a
// `builtin.unrealized_conversion_cast` from its elements (N:1) and unpacks
// it with one to its elements (1:N), one nesting level per cast. Input
// programs build and take apart their tuples the same way. Afterwards an
// unpack of a pack with the same element types folds to the pack's
// operands (repeatedly, so nested tuples fold level by level), and packs
// left without uses are erased. When every tuple only crossed function
// boundaries, no tuple and no cast is left and the program lowers to LLVM.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "FunctionBoundary.h"
#include "Remarks.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"

namespace reclaim {
#define GEN_PASS_DEF_DECOMPOSETUPLESPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// True if `func` has a tuple argument or result.
static bool hasTupleInSignature(FunctionOpInterface func) {
  auto isTuple = [](Type type) { return isa<TupleType>(type); };
  return llvm::any_of(func.getArgumentTypes(), isTuple) ||
         llvm::any_of(func.getResultTypes(), isTuple);
}

/// Appends the leaves of `type`: its elements, recursively, or itself.
static void flatten(Type type, SmallVectorImpl<Type> &leaves) {
  if (auto tuple = dyn_cast<TupleType>(type))
    tuple.getFlattenedTypes(leaves);
  else
    leaves.push_back(type);
}

/// Builds a value of `type` from its leaves `leaves` (consumed from the
/// front): one N:1 cast per tuple level.
static Value pack(OpBuilder &builder, Location loc, Type type,
                  ArrayRef<Value> &leaves,
                  llvm::SetVector<Operation *> &casts) {
  auto tuple = dyn_cast<TupleType>(type);
  if (!tuple) {
    Value leaf = leaves.front();
    leaves = leaves.drop_front();
    return leaf;
  }
  SmallVector<Value> elements;
  for (Type element : tuple.getTypes())
    elements.push_back(pack(builder, loc, element, leaves, casts));
  auto cast =
      UnrealizedConversionCastOp::create(builder, loc, type, elements);
  casts.insert(cast);
  return cast.getResult(0);
}

/// Appends the leaves of `value`: one 1:N cast per tuple level.
static void unpack(OpBuilder &builder, Location loc, Value value,
                   SmallVectorImpl<Value> &leaves,
                   llvm::SetVector<Operation *> &casts) {
  auto tuple = dyn_cast<TupleType>(value.getType());
  if (!tuple) {
    leaves.push_back(value);
    return;
  }
  auto cast = UnrealizedConversionCastOp::create(
      builder, loc, SmallVector<Type>(tuple.getTypes()), value);
  casts.insert(cast);
  for (Value element : cast.getResults())
    unpack(builder, loc, element, leaves, casts);
}

//===----------------------------------------------------------------------===//
// Conversion
//===----------------------------------------------------------------------===//

/// Replaces the tuple arguments and results of `func` by their leaves; the
/// body packs the arguments and unpacks the returned values.
static void convertCallee(FunctionOpInterface func,
                          llvm::SetVector<Operation *> &casts) {
  MLIRContext *context = func.getContext();
  Block &entry = func.getFunctionBody().front();
  // Arguments, last first so that the indices stay valid.
  for (int i = func.getNumArguments() - 1; i >= 0; --i) {
    Type type = func.getArgumentTypes()[i];
    if (!isa<TupleType>(type))
      continue;
    SmallVector<Type> leaves;
    flatten(type, leaves);
    BlockArgument old = func.getArgument(i);
    SmallVector<unsigned> indices(leaves.size(), i + 1);
    SmallVector<DictionaryAttr> attrs(leaves.size(),
                                      DictionaryAttr::get(context));
    SmallVector<Location> locs(leaves.size(), old.getLoc());
    (void)func.insertArguments(indices, leaves, attrs, locs);
    SmallVector<Value> leafArgs;
    for (unsigned j = 0; j < leaves.size(); ++j)
      leafArgs.push_back(func.getArgument(i + 1 + j));
    OpBuilder builder(context);
    builder.setInsertionPointToStart(&entry);
    ArrayRef<Value> remaining = leafArgs;
    Value packed = pack(builder, old.getLoc(), type, remaining, casts);
    old.replaceAllUsesWith(packed);
    (void)func.eraseArgument(i);
  }

  // Returns.
  llvm::BitVector tupleResults(func.getNumResults());
  for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
    if (isa<TupleType>(type))
      tupleResults.set(i);
  if (tupleResults.none())
    return;
  for (Operation *ret : getReturns(func)) {
    OpBuilder builder(ret);
    SmallVector<Value> operands;
    for (Value operand : ret->getOperands())
      unpack(builder, ret->getLoc(), operand, operands, casts);
    ret->setOperands(operands);
  }
  // Results, last first.
  for (int i = func.getNumResults() - 1; i >= 0; --i) {
    Type type = func.getResultTypes()[i];
    if (!isa<TupleType>(type))
      continue;
    SmallVector<Type> leaves;
    flatten(type, leaves);
    SmallVector<unsigned> indices(leaves.size(), i + 1);
    SmallVector<DictionaryAttr> attrs(leaves.size(),
                                      DictionaryAttr::get(context));
    (void)func.insertResults(indices, leaves, attrs);
    (void)func.eraseResult(i);
  }
}

/// Rewrites a call of a converted function: tuple operands are unpacked
/// before it, tuple results packed after it.
static void convertCall(func::CallOp call, llvm::SetVector<Operation *> &casts) {
  OpBuilder builder(call);
  SmallVector<Value> operands;
  for (Value operand : call.getOperands())
    unpack(builder, call.getLoc(), operand, operands, casts);
  SmallVector<Type> resultTypes;
  for (Type type : call.getResultTypes())
    flatten(type, resultTypes);
  func::CallOp newCall = rebuildCall(call, operands, resultTypes);
  builder.setInsertionPointAfter(newCall);
  SmallVector<Value> newResults(newCall.getResults());
  ArrayRef<Value> remaining = newResults;
  for (Value result : call.getResults())
    result.replaceAllUsesWith(
        pack(builder, call.getLoc(), result.getType(), remaining, casts));
  call->erase();
}

/// True if `op` is an N:1 cast to a tuple (a pack).
static bool isPack(Operation *op) {
  auto cast = dyn_cast_or_null<UnrealizedConversionCastOp>(op);
  return cast && cast->getNumResults() == 1 &&
         isa<TupleType>(cast->getResult(0).getType());
}

/// Folds every unpack of a pack with matching element types to the pack's
/// operands and erases the casts left without uses. `casts` holds the casts
/// the pass made; the casts of the input they meet fold too.
static void foldCasts(llvm::SetVector<Operation *> &casts) {
  SmallVector<Operation *> worklist(casts.begin(), casts.end());
  // The input's unpacks of packs the pass made, and its packs unpacked by
  // the pass.
  for (Operation *op : casts) {
    if (isPack(op))
      for (Operation *user : op->getUsers())
        worklist.push_back(user);
    else if (op->getNumOperands() == 1)
      if (Operation *def = op->getOperand(0).getDefiningOp(); isPack(def))
        worklist.push_back(def);
  }
  llvm::SetVector<Operation *> erased;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (erased.contains(op))
      continue;
    auto cast = dyn_cast<UnrealizedConversionCastOp>(op);
    if (!cast)
      continue;
    if (isPack(cast)) {
      if (cast->use_empty()) {
        for (Value operand : cast->getOperands())
          if (Operation *def = operand.getDefiningOp())
            worklist.push_back(def);
        erased.insert(cast);
        cast->erase();
      }
      continue;
    }
    if (cast->getNumOperands() != 1)
      continue;
    Operation *def = cast->getOperand(0).getDefiningOp();
    if (!isPack(def) || def->getOperandTypes() != cast->getResultTypes())
      continue;
    for (auto [result, operand] :
         llvm::zip(cast->getResults(), def->getOperands())) {
      for (Operation *user : result.getUsers())
        worklist.push_back(user);
      result.replaceAllUsesWith(operand);
    }
    erased.insert(cast);
    cast->erase();
    worklist.push_back(def);
  }
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct DecomposeTuplesPass
    : reclaim::ReclaimPass<
          reclaim::impl::DecomposeTuplesPassBase<DecomposeTuplesPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    DecomposeTuplesOptions opts;
    opts.functions.assign(functions.begin(), functions.end());
    opts.modifyPublicFunctions = modifyPublicFunctions;
    opts.remarks = remarks;
    FailureOr<unsigned> converted = decomposeTuples(getOperation(), opts);
    if (failed(converted))
      return signalPassFailure();
    numFunctions += *converted;
    if (*converted == 0)
      markAllAnalysesPreserved();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

FailureOr<unsigned>
reclaim::decomposeTuples(ModuleOp module, const DecomposeTuplesOptions &options) {
  FunctionSelection selection;
  selection.functions = options.functions;
  selection.modifyPublicFunctions = options.modifyPublicFunctions;
  selection.remarks = options.remarks;
  selection.passName = "reclaim-decompose-tuples";
  FailureOr<SmallVector<BoundaryFunction>> selected =
      selectFunctions(module, selection, hasTupleInSignature);
  if (failed(selected))
    return failure();

  llvm::SetVector<Operation *> casts;
  for (BoundaryFunction &entry : *selected) {
    if (options.remarks)
      mlir::emitRemark(entry.func.getLoc(),
                       "reclaim-decompose-tuples: the tuples of @")
          << entry.func.getName() << "'s signature are split into their "
          << "elements; " << entry.calls.size() << " call(s) rewritten";
    convertCallee(entry.func, casts);
    for (func::CallOp call : entry.calls)
      convertCall(call, casts);
  }
  foldCasts(casts);
  return selected->size();
}
