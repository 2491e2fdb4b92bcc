//===- OwnershipDeallocation.cpp - Ownership-based buffer deallocation ----===//
//
// Implements reclaim-ownership-dealloc: every heap buffer of a function is
// freed exactly once, at the end of the block where it stops being needed.
//
// Ownership is the responsibility to free a buffer. It materialises as an i1
// SSA value per tracked memref. Within a block the pass keeps a map from
// tracked memrefs to their ownership. The ownership of every memref that is
// live into a block, and of every memref block argument, arrives as an extra
// i1 block argument that each predecessor fills with the result of its own
// `bufferization.dealloc`. Because no block relies on a dominator's view of
// ownership, the same scheme works for merges, `cf` back edges, loops with
// several exits, and irreducible control flow.
//
// How an op is treated comes from its interfaces, through the queries of
// reclaim/Interfaces/OwnershipOpInterface.h (docs/Ownership.md lists the
// rules). Region ops are handled through RegionBranchOpInterface: their
// regions are processed like function bodies whose entry ownership comes
// from the op, either as i1 values appended to the op's forwarded values
// (ops whose model allows it: the scf ops) or through i1 stack slots (any
// other region op). Regions are processed from a worklist, never by
// recursion, so nesting depth costs no stack.
//
// What the pass cannot make safe it reports as an error at the op (an op
// whose effect on a buffer is unknown, unless unknown-ops=keep-alive), or
// makes safe by never freeing the buffer, with a remark (a buffer whose
// address escapes, a callee that frees it on some paths only).
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Analysis/FunctionSummary.h"
#include "reclaim/Analysis/Parallel.h"
#include "reclaim/Analysis/SymbolUses.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "BoolLogic.h"
#include "BufferIdentity.h"
#include "ProgramOrder.h"
#include "Remarks.h"

#include "mlir/Analysis/Liveness.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"

#include <deque>
#include <map>
#include <optional>

namespace reclaim {
#define GEN_PASS_DEF_OWNERSHIPDEALLOCATIONPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Counts the memref values in `values`.
static unsigned countMemRefs(ValueRange values) {
  return llvm::count_if(values,
                        [](Value v) { return isMemRef(v.getType()); });
}

/// True if any type in `types` is a memref.
static bool anyMemRef(TypeRange types) {
  return llvm::any_of(types, [](Type type) { return isMemRef(type); });
}

/// True if `op`'s memref results are derived from its memref operands (they
/// share their buffers without owning them).
static bool isDerivedResultKind(ResultOwnership kind) {
  return kind == ResultOwnership::View || kind == ResultOwnership::Borrowed ||
         kind == ResultOwnership::Unknown;
}

/// The region successors of a region branch terminator, whatever its
/// operands.
static SmallVector<RegionSuccessor>
getTerminatorSuccessors(RegionBranchTerminatorOpInterface terminator) {
  SmallVector<RegionSuccessor> successors;
  // Return-like terminators of functions claim the interface too.
  if (!isa_and_nonnull<RegionBranchOpInterface>(terminator->getParentOp()))
    return successors;
  SmallVector<Attribute> operands(terminator->getNumOperands());
  terminator.getSuccessorRegions(operands, successors);
  return successors;
}

/// Collects the values `regionOp` may forward into `input` (one of its
/// results or an argument of a region's entry block): the matching entry
/// operands and terminator operands. Unlike
/// RegionBranchOpInterface::getPredecessorValues, never indexes past a
/// forwarded list.
static void getForwardedInto(RegionBranchOpInterface regionOp, Value input,
                             SmallVectorImpl<Value> &values) {
  auto collect = [&](OperandRange forwarded, ValueRange inputs) {
    for (auto [operand, successorInput] : llvm::zip(forwarded, inputs))
      if (successorInput == input)
        values.push_back(operand);
  };
  SmallVector<RegionSuccessor> successors;
  regionOp.getSuccessorRegions(RegionBranchPoint::parent(), successors);
  for (RegionSuccessor &successor : successors)
    collect(regionOp.getEntrySuccessorOperands(successor),
            successor.getSuccessorInputs());
  for (Region &region : regionOp->getRegions())
    for (Block &block : region) {
      if (block.empty())
        continue;
      auto terminator =
          dyn_cast<RegionBranchTerminatorOpInterface>(block.back());
      if (!terminator)
        continue;
      for (RegionSuccessor &successor : getTerminatorSuccessors(terminator))
        collect(terminator.getSuccessorOperands(successor),
                successor.getSuccessorInputs());
    }
}

/// How much a buffer escapes tracking: never freed, or freed only when the
/// function returns.
enum class PinKind { None, KeepAlive, Leak };

/// The most pairs of kept-alive buffer and block under its region (its
/// region's and those nested in it) that a function may have: past it, its
/// kept-alive buffers are never freed.
static constexpr uint64_t kMaxKeptAlivePairs = 1 << 17;

//===----------------------------------------------------------------------===//
// CallConvention: ownership passing across calls of private functions
//===----------------------------------------------------------------------===//

/// The functions and calls put under the ownership-passing convention by
/// convertCallingConvention, before the functions are processed (in
/// parallel, read only).
struct CallConvention {
  struct Function {
    /// Memref results whose ownership is returned as an appended i1 (in
    /// order); the others are always owned by the caller.
    SmallVector<unsigned> flaggedResults;
    unsigned numOriginalResults = 0;
    /// Number of memref arguments, each followed at the end of the argument
    /// list by its i1 ownership.
    unsigned numMemRefArgs = 0;
  };
  struct Call {
    /// Index, among the call's argument operands, of the first appended i1.
    unsigned firstOwnershipArg = 0;
    const Function *callee = nullptr;
  };
  /// (std::map: calls point into it.)
  std::map<Operation *, Function> functions;
  DenseMap<Operation *, Call> calls;
};

/// True for results that must be returned flagged: anything but a buffer the
/// function always allocates itself.
static bool isAlwaysFreshResult(FunctionOpInterface func, unsigned index) {
  bool sawReturn = false;
  for (Block &block : func.getFunctionBody()) {
    if (block.empty() || !block.back().hasTrait<OpTrait::ReturnLike>())
      continue;
    sawReturn = true;
    Operation *returnOp = &block.back();
    if (index >= returnOp->getNumOperands())
      return false;
    Value root = getViewRoot(returnOp->getOperand(index));
    Operation *def = root.getDefiningOp();
    if (!def || isa<CallOpInterface>(def) || !isHeapAllocation(def, root))
      return false;
  }
  return sawReturn;
}

/// Turns calls of a function value that is a known function (e.g.
/// `func.call_indirect` of a `func.constant`) into direct calls, with the
/// canonicalization patterns of the call ops themselves (any op implementing
/// CallOpInterface), and erases the constants left unused: the calls can
/// then take the ownership-passing convention, and their callee's symbol is
/// no longer taken by address. One linear walk.
static void resolveKnownCallees(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  SmallVector<Operation *> calleeDefs;
  module.walk([&](CallOpInterface call) {
    if (auto callee = dyn_cast<Value>(call.getCallableForCallee()))
      if (Operation *def = callee.getDefiningOp())
        calleeDefs.push_back(def);
  });
  if (calleeDefs.empty())
    return;
  RewritePatternSet patterns(ctx);
  for (RegisteredOperationName name : ctx->getRegisteredOperations())
    if (name.hasInterface<CallOpInterface>())
      name.getCanonicalizationPatterns(patterns, ctx);
  walkAndApplyPatterns(module, FrozenRewritePatternSet(std::move(patterns)));
  DenseSet<Operation *> seen;
  for (Operation *def : calleeDefs)
    if (seen.insert(def).second && def->use_empty() && isOpTriviallyDead(def))
      def->erase();
}

/// Gives every public func.func that the module itself calls (and that
/// takes or returns a memref) a private version under the ownership-passing
/// convention:
///
///   func.func @f(%a: memref<4xf32>) -> memref<4xf32> { body }
/// becomes
///   func.func @f(%a: memref<4xf32>) -> memref<4xf32>
///       attributes {reclaim.public_wrapper = "f__reclaim"} {
///     %r = func.call @f__reclaim(%a) : (memref<4xf32>) -> memref<4xf32>
///     return %r : memref<4xf32>
///   }
///   func.func private @f__reclaim(%a: memref<4xf32>) -> memref<4xf32> {
///     body
///   }
///
/// and every call inside the module (recursive ones included) calls the
/// version. Callers outside the module keep the function boundary ABI
/// through the wrapper, which copies only a result it does not own; calls
/// inside the module pass ownership and copy nothing. A function whose
/// symbol is used other than by direct calls is left alone.
static void versionPublicFunctions(ModuleOp module) {
  // The symbol uses take a walk over every attribute of the module: only
  // when some function may qualify.
  if (llvm::none_of(module.getOps<func::FuncOp>(), [](func::FuncOp func) {
        return !func.isExternal() && !func.isPrivate() &&
               (anyMemRef(func.getArgumentTypes()) ||
                anyMemRef(func.getResultTypes()));
      }))
    return;
  auto uses = reclaim::getSymbolUses(module.getBodyRegion());
  if (!uses)
    return;
  DenseSet<StringAttr> called, disqualified;
  for (const SymbolTable::SymbolUse &use : *uses) {
    SymbolRefAttr ref = use.getSymbolRef();
    auto call = dyn_cast<CallOpInterface>(use.getUser());
    auto callee = call ? llvm::dyn_cast_if_present<SymbolRefAttr>(
                             call.getCallableForCallee())
                       : SymbolRefAttr();
    if (call && callee == ref && ref.getNestedReferences().empty() &&
        !call->hasTrait<OpTrait::AttrSizedResultSegments>())
      called.insert(ref.getRootReference());
    else
      disqualified.insert(ref.getRootReference());
  }
  SmallVector<func::FuncOp> candidates;
  for (auto func : module.getOps<func::FuncOp>()) {
    StringAttr name = func.getSymNameAttr();
    if (func.isExternal() || func.isPrivate() ||
        func->hasAttr("reclaim.internal") ||
        func->hasAttr(kPublicWrapperAttr) ||
        func->hasAttr(kOwnershipAbiAttr) || !called.contains(name) ||
        disqualified.contains(name))
      continue;
    if (!anyMemRef(func.getArgumentTypes()) &&
        !anyMemRef(func.getResultTypes()))
      continue;
    candidates.push_back(func);
  }
  if (candidates.empty())
    return;

  SymbolTable symbols(module);
  DenseMap<StringAttr, FlatSymbolRefAttr> versionOf;
  DenseMap<Operation *, SmallVector<Location>> argumentLocs;
  for (func::FuncOp func : candidates) {
    // The body moves to the version (cloning it and destroying the original
    // would cost MLIR's teardown, quadratic in the depth of a nest).
    SmallVector<Location> &locs = argumentLocs[func];
    for (BlockArgument arg : func.getArguments())
      locs.push_back(arg.getLoc());
    auto version = cast<func::FuncOp>(func->cloneWithoutRegions());
    version.getBody().takeBody(func.getBody());
    version.setPrivate();
    version->removeAttr("llvm.emit_c_interface");
    version.setSymName((func.getSymName() + "__reclaim").str());
    // Inserted right after the function; renamed if the name is taken.
    symbols.insert(version, std::next(Block::iterator(func)));
    versionOf[func.getSymNameAttr()] =
        FlatSymbolRefAttr::get(version.getSymNameAttr());
  }
  // Every direct call in the module now calls the version (not the calls
  // of nested symbol tables, whose symbols are their own).
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != module.getOperation() &&
        op->hasTrait<OpTrait::SymbolTable>())
      return WalkResult::skip();
    auto call = dyn_cast<CallOpInterface>(op);
    auto callee = call ? llvm::dyn_cast_if_present<SymbolRefAttr>(
                             call.getCallableForCallee())
                       : SymbolRefAttr();
    if (!callee || !callee.getNestedReferences().empty())
      return WalkResult::advance();
    auto it = versionOf.find(callee.getRootReference());
    if (it != versionOf.end())
      call.setCalleeFromCallable(it->second);
    return WalkResult::advance();
  });
  // The public functions become wrappers of their versions.
  for (func::FuncOp func : candidates) {
    FlatSymbolRefAttr version = versionOf.lookup(func.getSymNameAttr());
    Block *entry = new Block();
    func.getBody().push_back(entry);
    entry->addArguments(func.getArgumentTypes(), argumentLocs.lookup(func));
    OpBuilder builder = OpBuilder::atBlockEnd(entry);
    auto call = func::CallOp::create(builder, func.getLoc(), version,
                                     func.getResultTypes(),
                                     entry->getArguments());
    func::ReturnOp::create(builder, func.getLoc(), call.getResults());
    // A string, not a symbol reference: a symbol use other than a call
    // would keep the version off the convention.
    func->setAttr(kPublicWrapperAttr, version.getAttr());
  }
}

/// Puts the private functions of `module` (and those marked
/// `reclaim.internal`) whose every use is a direct call under the
/// ownership-passing convention:
///
///   func.func private @f(%a: memref<4xf32>) -> memref<4xf32>
///   %r = func.call @f(%x) : (memref<4xf32>) -> memref<4xf32>
/// becomes
///   func.func private @f(%a: memref<4xf32>, %own_a: i1)
///       -> (memref<4xf32>, i1) attributes {reclaim.ownership_abi = [0]}
///   %r, %own_r = func.call @f(%x, %false) {reclaim.borrowed_results = [0]}
///
/// The caller hands over the ownership of a buffer it no longer needs (the
/// false placeholder is replaced when the caller is processed); the callee
/// returns what it returns without copying, with its ownership. A result the
/// callee always allocates itself stays unflagged (always owned).
static void convertCallingConvention(ModuleOp module, CallConvention &cc) {
  versionPublicFunctions(module);
  // As above: the walk over the symbol uses only when a function may be
  // converted.
  if (llvm::none_of(module.getOps<FunctionOpInterface>(),
                    [](FunctionOpInterface func) {
                      auto symbol =
                          dyn_cast<SymbolOpInterface>(func.getOperation());
                      return !func.isExternal() && symbol &&
                             (symbol.isPrivate() ||
                              func->hasAttr("reclaim.internal")) &&
                             (anyMemRef(func.getArgumentTypes()) ||
                              anyMemRef(func.getResultTypes()));
                    }))
    return;
  // Every use of every symbol of the module, in one walk.
  DenseMap<StringAttr, SmallVector<Operation *>> callsOf;
  DenseSet<StringAttr> disqualified;
  // Uses nested in function bodies count too (getSymbolUses of the module
  // stops at its direct regions' symbol tables only). Without a complete
  // picture, nothing is converted.
  auto uses = reclaim::getSymbolUses(module.getBodyRegion());
  if (!uses)
    return;
  {
    for (const SymbolTable::SymbolUse &use : *uses) {
      SymbolRefAttr ref = use.getSymbolRef();
      StringAttr root = ref.getRootReference();
      auto call = dyn_cast<CallOpInterface>(use.getUser());
      auto callee = call ? llvm::dyn_cast_if_present<SymbolRefAttr>(
                               call.getCallableForCallee())
                         : SymbolRefAttr();
      if (!call || !callee || callee != ref || !ref.getNestedReferences().empty() ||
          call->hasTrait<OpTrait::AttrSizedResultSegments>()) {
        disqualified.insert(root);
        continue;
      }
      callsOf[root].push_back(use.getUser());
    }
  }
  MLIRContext *ctx = module.getContext();
  Type i1 = IntegerType::get(ctx, 1);
  for (auto func : module.getOps<FunctionOpInterface>()) {
    if (func.isExternal())
      continue;
    auto symbol = dyn_cast<SymbolOpInterface>(func.getOperation());
    if (!symbol || !(symbol.isPrivate() || func->hasAttr("reclaim.internal")))
      continue;
    StringAttr name = symbol.getNameAttr();
    if (disqualified.contains(name))
      continue;
    unsigned numArgs = func.getNumArguments();
    bool touchesMemRefs = anyMemRef(func.getArgumentTypes()) ||
                          anyMemRef(func.getResultTypes());
    if (!touchesMemRefs)
      continue;
    auto callsIt = callsOf.find(name);
    ArrayRef<Operation *> calls =
        callsIt == callsOf.end() ? ArrayRef<Operation *>() : callsIt->second;
    if (llvm::any_of(calls, [&](Operation *call) {
          return cast<CallOpInterface>(call).getArgOperands().size() !=
                 numArgs;
        }))
      continue;

    // Reclaim's own output (re-entrancy): the function and its calls are
    // already under the convention; the ownership values are decided anew.
    if (auto abi = func->getAttrOfType<DenseI64ArrayAttr>(kOwnershipAbiAttr)) {
      unsigned numMemRefArgs = llvm::count_if(
          func.getArgumentTypes(), [](Type type) { return isMemRef(type); });
      bool wellFormed =
          abi.size() <= func.getNumResults() &&
          2 * numMemRefArgs <= numArgs &&
          llvm::all_of(abi.asArrayRef(),
                       [&](int64_t index) {
                         return index >= 0 &&
                                index < (int64_t)func.getNumResults() &&
                                isMemRef(func.getResultTypes()[index]);
                       }) &&
          llvm::all_of(calls, [&](Operation *call) {
            auto first = call->getAttrOfType<IntegerAttr>(kPassedOwnershipAttr);
            return first && first.getInt() + numMemRefArgs == numArgs;
          });
      if (!wellFormed)
        continue;
      CallConvention::Function &info = cc.functions[func];
      for (int64_t index : abi.asArrayRef())
        info.flaggedResults.push_back(index);
      info.numOriginalResults = func.getNumResults() - abi.size();
      info.numMemRefArgs = numMemRefArgs;
      for (Operation *call : calls)
        cc.calls[call] = {
            (unsigned)call->getAttrOfType<IntegerAttr>(kPassedOwnershipAttr)
                .getInt(),
            &info};
      continue;
    }

    CallConvention::Function &info = cc.functions[func];
    info.numOriginalResults = func.getNumResults();
    for (auto [index, type] : llvm::enumerate(func.getResultTypes()))
      if (isMemRef(type) && !isAlwaysFreshResult(func, index))
        info.flaggedResults.push_back(index);
    SmallVector<unsigned> argIndices;
    SmallVector<Type> argTypes;
    SmallVector<DictionaryAttr> argAttrs;
    SmallVector<Location> argLocs;
    for (BlockArgument arg : func.getArguments())
      if (isMemRef(arg.getType())) {
        argIndices.push_back(numArgs);
        argTypes.push_back(i1);
        argAttrs.push_back(DictionaryAttr::get(ctx));
        argLocs.push_back(arg.getLoc());
      }
    info.numMemRefArgs = argTypes.size();
    // A function op that cannot take more arguments or results keeps the
    // plain ABI.
    if (failed(func.insertArguments(argIndices, argTypes, argAttrs, argLocs))) {
      cc.functions.erase(func.getOperation());
      continue;
    }
    SmallVector<unsigned> resultIndices(info.flaggedResults.size(),
                                        info.numOriginalResults);
    SmallVector<Type> resultTypes(info.flaggedResults.size(), i1);
    SmallVector<DictionaryAttr> resultAttrs(info.flaggedResults.size(),
                                            DictionaryAttr::get(ctx));
    if (failed(func.insertResults(resultIndices, resultTypes, resultAttrs))) {
      llvm::BitVector appended(func.getNumArguments());
      appended.set(numArgs, func.getNumArguments());
      (void)func.eraseArguments(appended);
      cc.functions.erase(func.getOperation());
      continue;
    }
    SmallVector<int64_t> flagged(info.flaggedResults.begin(),
                                 info.flaggedResults.end());
    func->setAttr(kOwnershipAbiAttr, DenseI64ArrayAttr::get(ctx, flagged));

    for (Operation *callOp : calls) {
      auto call = cast<CallOpInterface>(callOp);
      OpBuilder builder(callOp);
      Value placeholder = arith::ConstantOp::create(
          builder, callOp->getLoc(), builder.getBoolAttr(false));
      unsigned firstOwnershipArg = call.getArgOperands().size();
      call.getArgOperandsMutable().append(
          SmallVector<Value>(info.numMemRefArgs, placeholder));
      OperationState state(callOp->getLoc(), callOp->getName());
      state.addOperands(callOp->getOperands());
      state.addAttributes(llvm::to_vector(callOp->getDiscardableAttrs()));
      state.propertiesAttr = callOp->getPropertiesAsAttribute();
      state.addTypes(callOp->getResultTypes());
      state.addTypes(resultTypes);
      Operation *newCall = builder.create(state);
      for (auto [oldResult, newResult] :
           llvm::zip(callOp->getResults(), newCall->getResults()))
        oldResult.replaceAllUsesWith(newResult);
      newCall->setAttr(kPassedOwnershipAttr,
                       builder.getI64IntegerAttr(firstOwnershipArg));
      if (!flagged.empty())
        newCall->setAttr(kBorrowedResultsAttr,
                         DenseI64ArrayAttr::get(ctx, flagged));
      callOp->erase();
      cc.calls[newCall] = {firstOwnershipArg, &info};
    }
  }
}

//===----------------------------------------------------------------------===//
// FunctionFacts: what the pass needs to know before it changes anything
//===----------------------------------------------------------------------===//

/// Facts about one function, collected by one walk before the
/// transformation: which region ops contain frees, which values carry a
/// buffer's address, which buffers escape tracking.
class FunctionFacts {
public:
  FunctionFacts(FunctionOpInterface funcOp, const ModuleSummary &summary,
                const OwnershipDeallocationOptions &options)
      : funcOp(funcOp), summary(summary), options(options) {}

  /// Walks the function; emits errors and returns failure on unknown ops
  /// (with the default policy).
  LogicalResult collect();

  /// True if the function has a memref anywhere.
  bool touchesMemRefs = false;

  /// How the call or op `user` treats the buffer of its operand `operand`.
  OperandOwnership getEffect(OpOperand &operand) const;

  /// True if a region of `op` may free a buffer.
  bool containsFree(Operation *op) const { return freeAncestors.contains(op); }

  /// The memrefs that ops nested in `op` (a region op containing frees)
  /// free or take ownership of.
  ArrayRef<Value> getFreedInside(Operation *op);

  /// The pin of `value` (None if the pass may free it like any buffer).
  PinKind getPin(Value value) const {
    auto it = pins.find(value);
    return it == pins.end() ? PinKind::None : it->second;
  }
  bool hasPins() const { return !pins.empty(); }

  /// Values (not memrefs) that carry the address of the buffer of `memref`
  /// and keep it alive.
  ArrayRef<Value> getCarriers(Value memref) const {
    auto it = carriersOf.find(memref);
    return it == carriersOf.end() ? ArrayRef<Value>() : it->second;
  }
  /// The memrefs whose buffers the carrier `value` keeps alive.
  ArrayRef<Value> getCarried(Value value) const {
    auto it = carried.find(value);
    return it == carried.end() ? ArrayRef<Value>() : it->second;
  }

  /// Pinned values of kind KeepAlive, to extend their live ranges.
  ArrayRef<Value> getKeepAlive() const { return keepAlive.getArrayRef(); }
  /// True for a value that would have been kept alive, but whose function
  /// has too many of them to carry to the returns: pinned as never freed.
  bool isKeptAliveOverBudget(Value value) const {
    return overBudget.contains(value);
  }
  bool hasKeptAliveOverBudget() const { return !overBudget.empty(); }
  /// True for a value whose buffer escapes tracking: never freed, and not
  /// one kept alive over the budget (those go back to a caller with their
  /// ownership, as kept-alive ones do).
  bool escapesTracking(Value value) const {
    return getPin(value) == PinKind::Leak && !isKeptAliveOverBudget(value);
  }

  /// True for a merge (block or region argument, region result, select or
  /// other derived result) that may hold a kept-alive buffer and also a
  /// buffer that is not kept alive (split, below). It is not pinned: its
  /// ownership covers only the buffers that are not kept alive, and whoever
  /// hands it a kept-alive one hands it no ownership.
  bool isSplit(Value value) const { return split.contains(value); }
  /// True for the pinned shadow of a split block argument: an extra block
  /// argument that receives the same values on every edge and carries the
  /// ownership of the kept-alive ones to the function's returns.
  bool isShadow(Value value) const { return shadows.contains(value); }
  /// True for a split block argument that got a shadow.
  bool hasShadow(Value value) const { return withShadow.contains(value); }

  /// The unknown ops accepted under unknown-ops=keep-alive.
  ArrayRef<Operation *> getUnknownOps() const {
    return unknownOps.getArrayRef();
  }
  /// True if `op` is one of them (the pass creates only known ops and
  /// erases no unknown one, so the answer holds while it rewrites).
  bool isUnknownOp(Operation *op) const { return unknownOps.contains(op); }

private:
  void addCarrier(Value memref, Value carrier);
  void pin(Value value, PinKind kind);
  /// Spreads the pins to every value that may share a pinned buffer; fills
  /// `sources` with the values pinned before spreading forwards.
  void closePins(DenseSet<Value> &sources);
  /// Under unknown-ops=keep-alive: finds the merges that may hold both a
  /// kept-alive buffer and another one, splits them (with a shadow for block
  /// arguments) and closes the pins again without them. True if it split
  /// any.
  bool splitMixedMerges(const DenseSet<Value> &sources);
  /// Whether carrying the kept-alive buffers to the returns may cost more
  /// than kMaxKeptAlivePairs: each kept-alive buffer times the blocks of
  /// its region and of the regions nested in it.
  bool keptAliveCostExceedsBudget() const;
  /// Sorts values taken from `pins` (iterated in the order of their
  /// addresses, which changes from run to run) into program order.
  void sortInProgramOrder(MutableArrayRef<Value> values);

  FunctionOpInterface funcOp;
  const ModuleSummary &summary;
  const OwnershipDeallocationOptions &options;
  DenseSet<Operation *> freeAncestors;
  DenseMap<Operation *, SmallVector<Value>> freedInside;
  DenseMap<Value, PinKind> pins;
  llvm::SetVector<Value> keepAlive;
  DenseMap<Value, SmallVector<Value>> carriersOf;
  DenseMap<Value, SmallVector<Value>> carried;
  llvm::SetVector<Operation *> unknownOps;
  DenseSet<Value> split;
  DenseSet<Value> shadows;
  DenseSet<Value> withShadow;
  DenseSet<Value> overBudget;
  /// Numbered on first use (only functions with keep-alive pins need it).
  std::optional<ProgramOrder> programOrder;
};

OperandOwnership FunctionFacts::getEffect(OpOperand &operand) const {
  Operation *user = operand.getOwner();
  if (auto call = dyn_cast<CallOpInterface>(user)) {
    if (!isMemRef(operand.get().getType()))
      return OperandOwnership::Use;
    // A callee that frees the buffer on some paths only makes the caller
    // lose it like a consuming op (handleCall).
    switch (summary.getEffect(call, operand)) {
    case CallOperandEffect::Use:
      return OperandOwnership::Use;
    case CallOperandEffect::Free:
      return OperandOwnership::Free;
    case CallOperandEffect::MayFree:
      return OperandOwnership::Consume;
    case CallOperandEffect::Escape:
      return OperandOwnership::Capture;
    }
  }
  return getOperandOwnership(operand);
}

void FunctionFacts::addCarrier(Value memref, Value carrier) {
  auto &list = carriersOf[memref];
  if (!llvm::is_contained(list, carrier))
    list.push_back(carrier);
  auto &back = carried[carrier];
  if (!llvm::is_contained(back, memref))
    back.push_back(memref);
}

void FunctionFacts::pin(Value value, PinKind kind) {
  PinKind &current = pins[value];
  if (current < kind)
    current = kind;
}

LogicalResult FunctionFacts::collect() {
  bool failedAny = false;
  for (Type type : funcOp.getArgumentTypes())
    touchesMemRefs |= isMemRef(type);
  for (Type type : funcOp.getResultTypes())
    touchesMemRefs |= isMemRef(type);

  // Capture and propagate carriers, pins and frees in one pre-order walk.
  // Nested functions are processed on their own.
  SmallVector<std::pair<Value, Value>> carrierWorklist; // (memref, carrier)
  funcOp->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == funcOp.getOperation())
      return WalkResult::advance();
    if (isa<FunctionOpInterface>(op))
      return WalkResult::skip();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        touchesMemRefs |= anyMemRef(block.getArgumentTypes());
    bool opTouchesMemRefs =
        anyMemRef(op->getOperandTypes()) || anyMemRef(op->getResultTypes());
    touchesMemRefs |= opTouchesMemRefs;

    // Regions that may run after their op: buffers used inside from outside
    // are captured by the op's carriers.
    if (regionsOutliveOp(op)) {
      SmallVector<Value> carriers;
      getCaptureCarriers(op, nullptr, carriers);
      op->walk([&](Operation *nested) {
        for (Value operand : nested->getOperands())
          if (isMemRef(operand.getType()) &&
              !op->isAncestor(operand.getParentRegion()->getParentOp())) {
            if (carriers.empty())
              pin(operand, PinKind::Leak);
            for (Value carrier : carriers)
              carrierWorklist.push_back({operand, carrier});
          }
      });
    }

    if (!opTouchesMemRefs && op->getNumOperands() == 0)
      return WalkResult::advance();

    // Terminators are judged where control leaves their block (an unknown
    // one that forwards memrefs is reported there).
    bool isTerminator = op == &op->getBlock()->back() &&
                        op->getBlock()->mightHaveTerminator();
    // What each memref operand's buffer becomes, asked once (the op's
    // interfaces are costly to ask); a call's from the callee's summary.
    SmallVector<std::pair<OpOperand *, OperandOwnership>, 4> effects;
    bool unknown = isUnknownMemRefOp(op, &effects);
    if (isa<CallOpInterface>(op))
      for (auto &[operand, effect] : effects)
        effect = getEffect(*operand);
    if (!isTerminator && unknown) {
      if (options.unknownOps == UnknownOpPolicy::Error) {
        op->emitOpError()
            << "takes or returns a memref, but Reclaim does not know what it "
               "does with the buffer (it implements neither "
               "MemoryEffectOpInterface nor reclaim::OwnershipOpInterface); "
               "implement one of them (or attach an external model of "
               "reclaim::OwnershipOpInterface), or run with "
               "unknown-ops=keep-alive to keep every buffer it touches alive "
               "until the function returns";
        failedAny = true;
        return WalkResult::advance();
      }
      unknownOps.insert(op);
      for (Value operand : op->getOperands())
        if (isMemRef(operand.getType()))
          pin(operand, PinKind::KeepAlive);
      return WalkResult::advance();
    }

    for (auto [operandPtr, effect] : effects) {
      OpOperand &operand = *operandPtr;
      Value value = operand.get();
      switch (effect) {
      case OperandOwnership::Free:
      case OperandOwnership::Consume:
        // Mark the region ops around the free (stop at one already marked).
        for (Operation *parent = op->getParentOp();
             parent && parent != funcOp.getOperation() &&
             freeAncestors.insert(parent).second;
             parent = parent->getParentOp())
          ;
        break;
      case OperandOwnership::Capture: {
        SmallVector<Value> carriers;
        if (!isa<CallOpInterface>(op))
          getCaptureCarriers(op, &operand, carriers);
        if (carriers.empty())
          pin(value, PinKind::Leak);
        for (Value carrier : carriers)
          carrierWorklist.push_back({value, carrier});
        break;
      }
      case OperandOwnership::Unknown:
        // Reported above (isUnknownMemRefOp).
        break;
      case OperandOwnership::None:
      case OperandOwnership::Use:
        break;
      }
    }
    return WalkResult::advance();
  });

  // Carriers: follow them through pure ops; one that leaves the reach of
  // the analysis (stored, passed to a call, forwarded, returned) makes its
  // buffer escape.
  while (!carrierWorklist.empty()) {
    auto [memref, carrier] = carrierWorklist.pop_back_val();
    if (llvm::is_contained(getCarriers(memref), carrier))
      continue;
    if (isMemRef(carrier.getType())) {
      // A memref carrier shares the buffer like a view.
      pin(memref, PinKind::Leak);
      continue;
    }
    addCarrier(memref, carrier);
    for (OpOperand &use : carrier.getUses()) {
      Operation *user = use.getOwner();
      if (isa<BranchOpInterface, RegionBranchOpInterface,
              RegionBranchTerminatorOpInterface, CallOpInterface>(user) ||
          user->hasTrait<OpTrait::ReturnLike>()) {
        pin(memref, PinKind::Leak);
        continue;
      }
      switch (getOperandOwnership(use)) {
      case OperandOwnership::Capture: {
        SmallVector<Value> next;
        getCaptureCarriers(user, &use, next);
        if (next.empty())
          pin(memref, PinKind::Leak);
        for (Value value : next)
          carrierWorklist.push_back({memref, value});
        break;
      }
      case OperandOwnership::Unknown:
        pin(memref, options.unknownOps == UnknownOpPolicy::KeepAlive
                        ? PinKind::KeepAlive
                        : PinKind::Leak);
        break;
      default:
        break;
      }
    }
  }
  if (!pins.empty()) {
    // The pins before any spreading, to start again from them once merges
    // that mix kept-alive and other buffers are split.
    DenseMap<Value, PinKind> seeds = pins;
    DenseSet<Value> sources;
    closePins(sources);
    while (options.unknownOps == UnknownOpPolicy::KeepAlive &&
           splitMixedMerges(sources)) {
      pins = seeds;
      keepAlive.clear();
      closePins(sources);
    }
    if (!keepAlive.empty() && keptAliveCostExceedsBudget()) {
      // Too many kept-alive buffers to carry to the returns: each is
      // tracked in every block of its region below its definition, pairs
      // that grow with the square of a function made of such units. Their
      // pins (split merges stay split, shadows included) become "never
      // freed" ones, like buffers that escape tracking: they live only as
      // long as they are used, and leak.
      overBudget.insert(keepAlive.begin(), keepAlive.end());
      if (options.remarks)
        emitRemark(funcOp.getLoc())
            << "the " << keepAlive.size()
            << " buffers kept alive for ops of unknown effects are never "
               "freed: carrying them to the returns would cost more than "
            << kMaxKeptAlivePairs
            << " pairs of kept-alive buffer and block (a kept-alive buffer "
               "times the blocks of its region and of the regions nested in "
               "it)";
      for (auto &[value, kind] : pins)
        if (kind == PinKind::KeepAlive)
          kind = PinKind::Leak;
      keepAlive.clear();
    }
  }
  return failure(failedAny);
}

/// Gives the cf.switch `op` the operands `operands` (its flag, then each
/// successor's operands in turn, `sizes[i]` of them for successor i).
static void setSwitchOperands(Operation *op, ArrayRef<Value> operands,
                              ArrayRef<int32_t> sizes) {
  int32_t caseTotal = 0;
  for (int32_t size : sizes.drop_front())
    caseTotal += size;
  op->setOperands(operands);
  auto &properties = cast<cf::SwitchOp>(op).getProperties();
  properties.operandSegmentSizes = {1, sizes.front(), caseTotal};
  properties.setCaseOperandSegments(
      DenseI32ArrayAttr::get(op->getContext(), sizes.drop_front()));
}

/// Appends `extra[i]` to the operands `branch` forwards to its successor i,
/// for every i. A cf.switch gets its new operand list in one rewrite:
/// appending edge by edge shifts the operands of the later cases each time,
/// and asking for a case's operands rebuilds an attribute of all the cases
/// (quadratic in the cases).
static void appendSuccessorOperands(BranchOpInterface branch,
                                    ArrayRef<SmallVector<Value>> extra) {
  Operation *op = branch.getOperation();
  auto segments = getSwitchOperandSegments(op);
  if (!segments) {
    for (auto [succIndex, values] : llvm::enumerate(extra))
      if (!values.empty())
        branch.getSuccessorOperands(succIndex).append(values);
    return;
  }
  // Its flag, then each successor's operands (the default's, then the
  // cases'), each followed by its extra ones.
  SmallVector<Value> operands{op->getOperand(0)};
  SmallVector<int32_t> sizes;
  for (auto [succIndex, values] : llvm::enumerate(extra)) {
    auto [first, count] = (*segments)[succIndex];
    llvm::append_range(operands, op->getOperands().slice(first, count));
    llvm::append_range(operands, values);
    sizes.push_back(count + values.size());
  }
  setSwitchOperands(op, operands, sizes);
}

/// Erases from `branch` the operands it forwards to the block arguments
/// that `erased` marks in its successors (produced operands count in the
/// indices, as in SuccessorOperands). A cf.switch gets its new operand list
/// in one rewrite, as in appendSuccessorOperands.
static void
eraseSuccessorOperands(BranchOpInterface branch,
                       const DenseMap<Block *, llvm::BitVector> &erased) {
  Operation *op = branch.getOperation();
  auto segments = getSwitchOperandSegments(op);
  if (!segments) {
    for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i) {
      auto it = erased.find(op->getSuccessor(i));
      if (it == erased.end())
        continue;
      SuccessorOperands operands = branch.getSuccessorOperands(i);
      for (int index = it->second.find_last(); index >= 0;
           index = it->second.find_prev(index))
        operands.erase(index);
    }
    return;
  }
  SmallVector<Value> operands{op->getOperand(0)};
  SmallVector<int32_t> sizes;
  for (auto [succIndex, segment] : llvm::enumerate(*segments)) {
    auto [first, count] = segment;
    auto it = erased.find(op->getSuccessor(succIndex));
    int32_t kept = 0;
    for (unsigned j = 0; j < count; ++j) {
      if (it != erased.end() && it->second.test(j))
        continue;
      operands.push_back(op->getOperand(first + j));
      ++kept;
    }
    sizes.push_back(kept);
  }
  setSwitchOperands(op, operands, sizes);
}

/// Calls `fn` with each value `value` may take its buffer from one step
/// back: the operands of a derived result, the values forwarded into a
/// region result or argument, the successor operands of the predecessors of
/// a block argument (`fn` gets the predecessor's terminator and successor
/// index too, else null). Predecessors that are no BranchOpInterface are
/// skipped.
static void forEachIncoming(
    Value value,
    llvm::function_ref<void(Value, BranchOpInterface, unsigned)> fn) {
  if (auto result = dyn_cast<OpResult>(value)) {
    Operation *def = result.getOwner();
    if (isDerivedResultKind(getResultOwnership(result)))
      for (Value operand : def->getOperands())
        if (isMemRef(operand.getType()))
          fn(operand, nullptr, 0);
    if (auto regionOp = dyn_cast<RegionBranchOpInterface>(def)) {
      SmallVector<Value> preds;
      getForwardedInto(regionOp, result, preds);
      for (Value pred : preds)
        fn(pred, nullptr, 0);
    }
    return;
  }
  auto arg = cast<BlockArgument>(value);
  Block *block = arg.getOwner();
  ForwardedOperands forwarded;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch)
      continue;
    unsigned succIndex = it.getSuccessorIndex();
    if (std::optional<Value> in =
            forwarded.get(branch, succIndex, arg.getArgNumber()))
      fn(*in, branch, succIndex);
  }
  if (block->isEntryBlock())
    if (auto regionOp =
            dyn_cast_or_null<RegionBranchOpInterface>(block->getParentOp())) {
      SmallVector<Value> preds;
      getForwardedInto(regionOp, arg, preds);
      for (Value pred : preds)
        fn(pred, nullptr, 0);
    }
}

void FunctionFacts::closePins(DenseSet<Value> &sources) {
  // Every value that may share a pinned buffer is pinned as well. First
  // backwards, to the values a pinned value may be (the sources of views,
  // selects and derived results, the values forwarded into block and region
  // arguments): the pinned buffers. Then forwards from those, to every value
  // that may be one of them (views, selects, forwarding). Not alternating:
  // the other predecessors of a block argument that may be a pinned buffer
  // are not pinned buffers themselves.
  SmallVector<Value> worklist;
  for (auto &[value, kind] : pins)
    worklist.push_back(value);
  auto spread = [&](Value from, Value to) {
    PinKind kind = getPin(from);
    if (!to || !isMemRef(to.getType()) || getPin(to) >= kind ||
        split.contains(to))
      return;
    pin(to, kind);
    worklist.push_back(to);
  };
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    // Sources: views, selects, derived results, forwarded block and region
    // arguments.
    forEachIncoming(value, [&](Value in, BranchOpInterface, unsigned) {
      spread(value, in);
    });
  }
  sources.clear();
  for (auto &[value, kind] : pins) {
    worklist.push_back(value);
    sources.insert(value);
  }
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    // Uses: derived results and forwarding.
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (auto branch = dyn_cast<BranchOpInterface>(user)) {
        if (std::optional<BlockArgument> arg =
                reclaim::getSuccessorBlockArgument(branch,
                                                   use.getOperandNumber()))
          spread(value, *arg);
        continue;
      }
      if (auto terminator = dyn_cast<RegionBranchTerminatorOpInterface>(user)) {
        for (RegionSuccessor &successor :
             getTerminatorSuccessors(terminator)) {
          OperandRange forwarded = terminator.getSuccessorOperands(successor);
          unsigned index = use.getOperandNumber();
          unsigned first = forwarded.getBeginOperandIndex();
          if (!forwarded.empty() && index >= first &&
              index - first < successor.getSuccessorInputs().size())
            spread(value, successor.getSuccessorInputs()[index - first]);
        }
        continue;
      }
      if (auto regionOp = dyn_cast<RegionBranchOpInterface>(user)) {
        SmallVector<RegionSuccessor> successors;
        regionOp.getSuccessorRegions(RegionBranchPoint::parent(), successors);
        for (RegionSuccessor &successor : successors) {
          OperandRange forwarded =
              regionOp.getEntrySuccessorOperands(successor);
          unsigned index = use.getOperandNumber();
          unsigned first = forwarded.getBeginOperandIndex();
          if (!forwarded.empty() && index >= first &&
              index < first + forwarded.size() &&
              index - first < successor.getSuccessorInputs().size())
            spread(value, successor.getSuccessorInputs()[index - first]);
        }
        continue;
      }
      for (OpResult result : user->getResults())
        if (isDerivedResultKind(getResultOwnership(result)))
          spread(value, result);
    }
  }
  SmallVector<Value> kept;
  for (auto &[value, kind] : pins)
    if (kind == PinKind::KeepAlive)
      kept.push_back(value);
  sortInProgramOrder(kept);
  keepAlive.insert(kept.begin(), kept.end());
}

void FunctionFacts::sortInProgramOrder(MutableArrayRef<Value> values) {
  if (values.size() < 2)
    return;
  if (!programOrder)
    programOrder.emplace(funcOp);
  programOrder->sort(values);
}

bool FunctionFacts::keptAliveCostExceedsBudget() const {
  // The blocks under each region: its own and those of the regions nested
  // in its ops (a kept-alive buffer is live in all of them below its
  // definition, and retained by the deallocs at their exits). Summed
  // bottom-up in one post-order walk: each region's total is added to its
  // op's region's once.
  DenseMap<Region *, uint64_t> nestedBlocks, blocksUnder;
  funcOp->walk<WalkOrder::PostOrder>([&](Operation *op) {
    uint64_t total = 0;
    for (Region &region : op->getRegions()) {
      uint64_t under = nestedBlocks.lookup(&region) + region.getBlocks().size();
      blocksUnder[&region] = under;
      total += under;
    }
    if (total)
      if (Region *parent = op->getParentRegion())
        nestedBlocks[parent] += total;
  });
  uint64_t cost = 0;
  for (Value value : keepAlive) {
    cost += blocksUnder.lookup(value.getParentRegion());
    if (cost > kMaxKeptAlivePairs)
      return true;
  }
  return false;
}

bool FunctionFacts::splitMixedMerges(const DenseSet<Value> &sources) {
  // A value pinned only because a kept-alive buffer flows into it (not one
  // the unknown op may touch: not in `sources`) may also hold buffers that
  // flow in from values that are not pinned. Pinned, it would be freed
  // only at the returns, and where it dies earlier it would take those
  // buffers with it (a leak). Such a "mixed" value is split: it is not
  // pinned, and only the ownership of the buffers that are not kept alive
  // flows into it; a block argument gets a pinned shadow for the kept-alive
  // ones.
  //
  //   ^s(%m: memref<4xf32>):     // preds pass %b (fresh) and %e (kept)
  // becomes
  //   ^s(%m: memref<4xf32>, %m_kept: memref<4xf32>)   // same values
  //
  // and %m is freed where it dies when it holds %b; %m_kept carries the
  // ownership of %e (and nothing else) to the returns.
  DenseSet<Value> mixed;
  SmallVector<Value> candidates;
  for (auto &[value, kind] : pins)
    if (kind == PinKind::KeepAlive && !sources.contains(value) &&
        !shadows.contains(value))
      candidates.push_back(value);
  // The shadows are added in this order: program order, not the order of
  // the values' addresses.
  sortInProgramOrder(candidates);
  // A candidate is mixed if a value that is not pinned flows into it, or a
  // mixed candidate does: the candidates reachable from the first kind
  // along the edges `feeds` (from a candidate to those it flows into). One
  // pass over the edges, not one per candidate found (rescanning every
  // candidate until nothing changed was quadratic when each round found
  // one more, as along a chain laid out against program order).
  DenseSet<Value> isCandidate(candidates.begin(), candidates.end());
  DenseMap<Value, SmallVector<Value, 1>> feeds;
  SmallVector<Value> worklist;
  for (Value value : candidates) {
    bool isMixed = false;
    forEachIncoming(value, [&](Value in, BranchOpInterface, unsigned) {
      if (getPin(in) == PinKind::None)
        isMixed = true;
      else if (isCandidate.contains(in))
        feeds[in].push_back(value);
    });
    if (isMixed && mixed.insert(value).second)
      worklist.push_back(value);
  }
  while (!worklist.empty()) {
    auto it = feeds.find(worklist.pop_back_val());
    if (it == feeds.end())
      continue;
    for (Value next : it->second)
      if (mixed.insert(next).second)
        worklist.push_back(next);
  }
  SmallVector<Value> newlySplit;
  for (Value value : candidates)
    if (mixed.contains(value) && split.insert(value).second)
      newlySplit.push_back(value);
  if (newlySplit.empty())
    return false;
  // Shadows of block arguments entered only through BranchOpInterface
  // edges, then their successor operands (the shadow of an incoming split
  // argument where it has one).
  DenseMap<Value, Value> shadowOf;
  SmallVector<Value> shadowed;
  for (Value value : newlySplit) {
    auto arg = dyn_cast<BlockArgument>(value);
    if (!arg || arg.getOwner()->isEntryBlock())
      continue;
    Block *block = arg.getOwner();
    // Every edge forwards a value of its own to the argument (none is
    // produced by the branch).
    ForwardedOperands operands;
    bool forwarded = true;
    for (auto it = block->pred_begin(), e = block->pred_end();
         forwarded && it != e; ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      std::optional<Value> in =
          branch
              ? operands.get(branch, it.getSuccessorIndex(), arg.getArgNumber())
              : std::nullopt;
      forwarded = in && *in;
    }
    if (!forwarded)
      continue;
    shadowOf[value] = block->addArgument(arg.getType(), arg.getLoc());
    shadowed.push_back(value);
    withShadow.insert(value);
  }
  // The operands to append, per branch and successor, in the order of the
  // shadows (their block arguments' order), appended at once per branch.
  llvm::MapVector<Operation *, SmallVector<SmallVector<Value>>> appends;
  for (Value value : shadowed) {
    shadows.insert(shadowOf[value]);
    forEachIncoming(
        value, [&](Value in, BranchOpInterface branch, unsigned succIndex) {
          if (!branch)
            return;
          Value inShadow = shadowOf.lookup(in);
          SmallVector<SmallVector<Value>> &perSuccessor = appends[branch];
          perSuccessor.resize(branch->getNumSuccessors());
          perSuccessor[succIndex].push_back(inShadow ? inShadow : in);
        });
  }
  for (auto &[op, perSuccessor] : appends)
    appendSuccessorOperands(cast<BranchOpInterface>(op), perSuccessor);
  return true;
}

ArrayRef<Value> FunctionFacts::getFreedInside(Operation *op) {
  auto it = freedInside.find(op);
  if (it != freedInside.end())
    return it->second;
  llvm::SetVector<Value> freed;
  op->walk([&](Operation *nested) {
    if (nested == op || isa<FunctionOpInterface>(nested))
      return;
    for (OpOperand &operand : nested->getOpOperands()) {
      if (!isMemRef(operand.get().getType()))
        continue;
      OperandOwnership effect = getEffect(operand);
      if (effect == OperandOwnership::Free ||
          effect == OperandOwnership::Consume)
        freed.insert(operand.get());
    }
  });
  return freedInside[op] = freed.takeVector();
}

//===----------------------------------------------------------------------===//
// MemRefLiveness
//===----------------------------------------------------------------------===//

/// Liveness of the values the pass tracks (memrefs and address carriers),
/// per block of the region that defines them, computed by one backward
/// propagation per value from the blocks that use it: linear in the size of
/// the live ranges, whatever the nesting depth (mlir::Liveness visits the
/// nested ops of every block). A use inside a nested region counts as a use
/// by the op of the value's region that contains it. Values defined above a
/// region (buffers transferred into it) are asked about lazily.
class MemRefLiveness {
public:
  MemRefLiveness(FunctionOpInterface funcOp,
                 llvm::function_ref<bool(Value)> isRelevant) {
    auto visit = [&](Value value) {
      if (!isRelevant(value))
        return;
      const BlockSets &sets = getSets(value.getParentRegion(), value);
      for (Block *block : sets.in)
        liveIn[block].push_back(value);
      for (Block *block : sets.out)
        liveOut[block].push_back(value);
    };
    funcOp->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op != funcOp.getOperation() && isa<FunctionOpInterface>(op))
        return WalkResult::skip();
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            visit(arg);
      if (op != funcOp.getOperation())
        for (Value result : op->getResults())
          visit(result);
      return WalkResult::advance();
    });
  }

  /// The tracked values defined in `block`'s region that are live into it.
  ArrayRef<Value> getLiveIn(Block *block) const {
    auto it = liveIn.find(block);
    return it == liveIn.end() ? ArrayRef<Value>() : it->second;
  }
  /// The tracked values defined in `block`'s region that are live out of it.
  ArrayRef<Value> getLiveOut(Block *block) const {
    auto it = liveOut.find(block);
    return it == liveOut.end() ? ArrayRef<Value>() : it->second;
  }
  /// Whether `value` (defined in `block`'s region or above it) is live into
  /// or out of `block`.
  bool isLiveIn(Block *block, Value value) {
    return getSets(block->getParent(), value).in.contains(block);
  }
  bool isLiveOut(Block *block, Value value) {
    // The block of a one-block region has no successor.
    return !block->getParent()->hasOneBlock() &&
           getSets(block->getParent(), value).out.contains(block);
  }

private:
  struct BlockSets {
    DenseSet<Block *> in, out;
  };

  const BlockSets &getSets(Region *region, Value value) {
    auto [it, inserted] = cache.try_emplace({region, value.getAsOpaquePointer()});
    BlockSets &sets = it->second;
    if (!inserted)
      return sets;
    // The block of `region` where `value` is defined, if it is defined in it.
    Block *defBlock = nullptr;
    if (value.getParentRegion() == region)
      defBlock = isa<BlockArgument>(value)
                     ? cast<BlockArgument>(value).getOwner()
                     : value.getDefiningOp()->getBlock();
    // A value defined in the one block of its region is live into and out
    // of no block of it: no need to look for the users (a nest of
    // one-block regions would cost its depth per use).
    if (defBlock && region->hasOneBlock())
      return sets;
    SmallVector<Block *> worklist;
    auto makeLiveIn = [&](Block *block) {
      if (block != defBlock && sets.in.insert(block).second)
        worklist.push_back(block);
    };
    for (Operation *user : value.getUsers()) {
      Block *anchor = region->findAncestorBlockInRegion(*user->getBlock());
      if (anchor)
        makeLiveIn(anchor);
    }
    while (!worklist.empty()) {
      Block *block = worklist.pop_back_val();
      for (Block *pred : block->getPredecessors()) {
        sets.out.insert(pred);
        makeLiveIn(pred);
      }
    }
    return sets;
  }

  DenseMap<std::pair<Region *, const void *>, BlockSets> cache;
  DenseMap<Block *, SmallVector<Value>> liveIn, liveOut;
};

//===----------------------------------------------------------------------===//
// BlockState and region tasks
//===----------------------------------------------------------------------===//

/// Ownership of the memrefs tracked in one block while the pass walks it.
struct BlockState {
  /// Tracked memref -> i1 ownership, in a deterministic order. Entries are
  /// added, never removed (an entry that loses its buffer owns false).
  llvm::MapVector<Value, Value> owned;

  /// isSoleOwner's index of `owned`, extended as entries are added: which
  /// tracked memrefs are (views of) a fresh buffer other than a borrowed
  /// call result, by the op that creates the buffer, and the positions of
  /// the others. Two such buffers may be the same only if one call creates
  /// both, so a fresh root asks only the entries of its own op and the
  /// others instead of every entry (one call after another in a block
  /// would otherwise cost the calls squared).
  struct SoleOwnerIndex {
    unsigned indexed = 0;
    DenseMap<Operation *, SmallVector<unsigned, 1>> freshByOp;
    SmallVector<unsigned> others;
  } soleOwnerIndex;
};

/// How the ownership of a region op's values reaches its regions and comes
/// back.
enum class Channel {
  /// The function body: entered unowned, left through returns.
  Function,
  /// i1 values appended to the op's forwarded values (the op's model allows
  /// it).
  Appended,
  /// i1 stack slots, one per forwarded memref and per transferred buffer.
  Slots,
  /// No memref crosses the region boundary: each region frees its own.
  Scope,
};

/// Stack slots of a region op handled through the Slots channel.
struct OpSlots {
  /// Successor input (memref region argument or op result) -> its slot.
  DenseMap<Value, Value> inputs;
  /// One slot per transferred buffer, in the order of `transferred`.
  SmallVector<Value> transferred;
};

/// One region to process, with how its ownership comes in and goes out.
struct RegionTask {
  Region *region = nullptr;
  Channel channel = Channel::Function;
  /// The region op (null for the function body).
  Operation *op = nullptr;
  /// Ownership of the memref arguments of the region's entry block, in
  /// order (Appended).
  SmallVector<Value> entryOwnership;
  /// Buffers of the enclosing region whose ownership the region op took
  /// over, and their ownership on entry (Appended; Slots fills it on entry).
  SmallVector<std::pair<Value, Value>> transferred;
};

//===----------------------------------------------------------------------===//
// OwnershipDeallocation
//===----------------------------------------------------------------------===//

/// Inserts the deallocations of one function.
class OwnershipDeallocation {
public:
  OwnershipDeallocation(FunctionOpInterface funcOp,
                        const ModuleSummary &summary,
                        const OwnershipDeallocationOptions &options,
                        const CallConvention &convention)
      : funcOp(funcOp), options(options), facts(funcOp, summary, options),
        summary(summary), convention(convention),
        builder(funcOp.getContext()) {}

  /// Processes the function body. Emits diagnostics and returns failure on
  /// unsupported input.
  LogicalResult run();

  unsigned numDeallocs = 0;
  unsigned numClones = 0;

private:
  // Regions and blocks.
  LogicalResult processTask(RegionTask &task);
  LogicalResult processBlock(Block &block, BlockState &state,
                             RegionTask &task);
  LogicalResult processOp(Operation *op, BlockState &state);

  // Ops.
  LogicalResult handleFree(Operation *op, Value freed, BlockState &state);
  LogicalResult handleCall(CallOpInterface call, BlockState &state);
  LogicalResult handleConsume(OpOperand &operand, BlockState &state);
  LogicalResult handleRegionOp(Operation *op, BlockState &state);
  LogicalResult handleAppended(Operation *op, BlockState &state,
                               ArrayRef<Value> transferred);
  LogicalResult handleSlots(RegionBranchOpInterface op, BlockState &state,
                            ArrayRef<Value> transferred);
  LogicalResult handleScope(Operation *op, BlockState &state);
  /// Ownership handed into a region op for its memref entry operand
  /// `init`: the enclosing block's ownership if the buffer dies with the op
  /// and nothing else owns it (marked in `movedOut`), false otherwise.
  Value getMovedOwnership(Value init, Operation *op, BlockState &state,
                          SmallVectorImpl<Value> &movedOut);

  // Terminators.
  LogicalResult handleBranch(BranchOpInterface branch, BlockState &state);
  LogicalResult handleReturn(Operation *returnOp, BlockState &state);
  LogicalResult handleRegionExit(Operation *terminator, BlockState &state,
                                 RegionTask &task);
  /// The deallocs of the complex buffers at a terminator of several
  /// successors, one per edge, or shared among its edges with `shareLists`
  /// (see the definition); fills the ownership each edge passes on.
  void buildEdgeDeallocs(Location loc, ArrayRef<Value> edgeConditions,
                         ArrayRef<SmallVector<Value>> retained,
                         const DenseMap<Value, Value> &singleRoot,
                         BlockState &state, BlockState &complexState,
                         bool shareLists,
                         SmallVector<SmallVector<Value>> &ownership);
  LogicalResult splitEdgesAndDealloc(BranchOpInterface branch,
                                     BlockState &state);
  /// Memrefs retained on an edge to `succ` that forwards `forwarded`.
  SmallVector<Value> getRetainedOnEdge(Block *succ, OperandRange forwarded);

  /// Emits `bufferization.dealloc` of every tracked memref of `state` not in
  /// `exclude` (with its ownership and-ed with `condition`, if any),
  /// retaining `retained`, at the builder's insertion point. Pinned buffers
  /// are freed only at returns (`atReturn`, keep-alive pins) and only when
  /// not retained. Returns the ownership of each retained value (constant
  /// false if nothing is deallocated).
  SmallVector<Value> buildDealloc(Location loc, BlockState &state,
                                  Value condition, ValueRange retained,
                                  bool atReturn = false,
                                  const DenseSet<Value> *exclude = nullptr);

  /// Memrefs live into `block` that it tracks (their i1 block arguments
  /// follow the memref block arguments' ones).
  ArrayRef<Value> getTrackedLiveIns(Block *block);
  /// The nearest block of `block`'s region that properly dominates it and
  /// defines a kept-alive buffer, else null; `reachable` is set to false
  /// for a block that the entry does not reach (no dominator tree node).
  /// Memoized along the dominator tree, so that the kept-alive buffers
  /// available in every block cost what they are, not every block times
  /// every kept-alive buffer.
  Block *getPinDominator(Block *block, bool &reachable);
  /// Adds the i1 ownership block arguments of `block`, or marks it as
  /// `direct`: entered by one edge, it reads its ownership from the block
  /// that takes the edge.
  void addOwnershipArguments(Block *block, bool direct);
  /// Removes the ownership arguments that receive the same value on every
  /// edge (a buffer allocated before a merge and kept past it gets the
  /// same flag from both sides): each is replaced by that value. Without
  /// this, the flags of buffers that live across a chain of merges (kept
  /// alive to the return, say) were passed on at every merge, an output
  /// quadratic in the chain.
  void dropRedundantOwnershipArguments();
  /// Hands the ownership of `branch`'s successor `succIndex` over: as
  /// successor operands, or recorded for a direct successor.
  void setIncomingOwnership(BranchOpInterface branch, unsigned succIndex,
                            ValueRange ownership);
  /// setIncomingOwnership for every successor of `branch` at once: a
  /// cf.switch gets its new operand list in one rewrite (appending edge by
  /// edge shifts the operands of the later cases each time, and asking for
  /// a case's operands rebuilds an attribute of all the cases: quadratic in
  /// the cases).
  void setIncomingOwnershipOfAll(BranchOpInterface branch,
                                 MutableArrayRef<SmallVector<Value>> ownership);
  /// Applies getReceivedOwnership to `ownership`, the ownership of the
  /// memref block arguments of `succ` (before its ownership arguments), which
  /// receive `forwarded`.
  void adjustReceivedOwnership(Block *succ, ValueRange forwarded,
                               MutableArrayRef<Value> ownership);
  /// The ownership `receiver` (a block or region argument, a region result)
  /// gets when `forwarded`, with ownership `own`, flows into it: a split
  /// merge gets none from a pinned value, a shadow none from another.
  Value getReceivedOwnership(Value receiver, Value forwarded, Value own);
  /// For the remarks of buffers that are never freed: `value`'s buffer
  /// named by the ops that may have created it (allocations, calls), found
  /// back through views, merges and derived results, e.g. ` (the buffer of
  /// 'memref.alloc' at f.mlir:3:8)`; empty if `value` is such a result
  /// (unless `evenItself`, for a remark placed elsewhere).
  std::string describeAllocations(Value value, bool evenItself = false);

  /// Collects the values `value` takes its buffer from: tracked memrefs of
  /// `state`, and untracked leaves.
  void getRoots(Value value, BlockState &state,
                SmallVectorImpl<Value> &roots);
  /// Whether `a` and `b` may share a buffer at an op of `block`, judged from
  /// their definitions.
  bool mayAlias(Value a, Value b, Block *block);
  /// Whether two possible buffers (getPossibleBuffers: the buffer, or null
  /// if unknown, and whether it is fresh) may be one at a point of `block`.
  bool mayBeSameBuffer(std::pair<Value, bool> x, std::pair<Value, bool> y,
                       Block *block);
  /// Whether `value` may share the buffer of a memref argument of the
  /// function, judged as `mayAlias` does.
  bool mayBeArgument(Value value, Block *block);
  /// True if no other tracked memref of `state` may own the buffer of
  /// `root`.
  bool isSoleOwner(Value root, BlockState &state, Block *block);
  /// True if nothing that may share the buffer of `root` is used after `op`
  /// in op's block or is live out of it. With `onlyAsOperand`, uses inside
  /// op's regions count as uses after it.
  bool isDeadAfter(Value root, Operation *op, bool onlyAsOperand = false);
  /// Collects `root` and the values that share its buffer through views,
  /// selects, derived results and address carriers.
  void getDerivedValues(Value root, SmallVectorImpl<Value> &derived);

  /// The op that allocated the buffers of tracked `value` when they are not
  /// freed with memref.dealloc (null otherwise); fails with a diagnostic if
  /// buffers of several such allocators meet in it.
  FailureOr<Operation *> getSpecialAllocator(Value value);
  /// Under the ownership-passing convention: the flagged results (return
  /// op, operand number) that may be a stack buffer of the function's own
  /// frame or a buffer the alias analysis cannot place, found before the
  /// function is rewritten, with the stack buffers (each dominating the
  /// return) they can only be: copied only when they are one at run time.
  /// No buffers: always copied.
  DenseMap<std::pair<Operation *, unsigned>, SmallVector<Value>> frameResults;
  /// A fresh copy of `value` with exactly its type.
  FailureOr<Value> buildCopy(Location loc, Value value);

  Value getConstant(bool value);
  Value buildAnd(Location loc, Value lhs, Value rhs);
  Value buildNot(Location loc, Value value);
  Value buildOr(Location loc, Value lhs, Value rhs);
  Value getSlot(Operation *op);
  /// Maps a value liveness knows to the value that replaced it, if any.
  Value lookup(Value value) const {
    Value replacement = replacements.lookup(value);
    return replacement ? replacement : value;
  }
  Value original(Value value) const {
    Value orig = originals.lookup(value);
    return orig ? orig : value;
  }
  void remark(Location loc, const Twine &message) {
    if (options.remarks)
      emitRemark(loc) << message;
  }

  /// Deterministic order for values collected from unordered sets.
  unsigned getValueId(Value value);

  FunctionOpInterface funcOp;
  const OwnershipDeallocationOptions &options;
  FunctionFacts facts;
  const ModuleSummary &summary;
  const CallConvention &convention;
  std::unique_ptr<MemRefLiveness> liveness;
  std::unique_ptr<DominanceInfo> dominance;
  std::unique_ptr<BufferIdentityBuilder> identity;
  std::unique_ptr<reclaim::AliasAnalysis> aliasAnalysis;
  bool hasSpecialAllocators = false;
  /// Set when a diagnostic was emitted where failure cannot be returned.
  bool failedAllocator = false;
  OpBuilder builder;
  Value trueConstant, falseConstant;
  DenseMap<Value, unsigned> valueIds;
  DenseMap<Block *, SmallVector<Value>> trackedLiveIns;
  /// getPinDominator's answers, and the kept-alive buffers by the block
  /// that defines them (built on first use).
  DenseMap<Block *, Block *> pinDominators;
  DenseMap<Block *, SmallVector<Value, 1>> pinsByBlock;
  bool pinsByBlockBuilt = false;
  /// Blocks whose ownership arguments were added, mapped to the index of the
  /// first one.
  DenseMap<Block *, unsigned> firstOwnershipArg;
  /// Blocks without ownership arguments, and the ownership their single
  /// incoming edge hands them.
  DenseSet<Block *> directBlocks;
  DenseMap<Block *, SmallVector<Value>> incomingOwnership;
  /// Results of ops the pass rebuilt, mapped to the new results (liveness
  /// still speaks of the old ones), and back.
  DenseMap<Value, Value> replacements;
  DenseMap<Value, Value> originals;
  /// Buffers of an enclosing region whose ownership was handed to a region
  /// (tracked there like the region's own values).
  DenseMap<Region *, SmallVector<Value>> transferredInto;
  /// Slots of region ops handled through the Slots channel.
  DenseMap<Operation *, OpSlots> slots;
  /// Regions still to process.
  std::deque<RegionTask> tasks;
  /// Rebuilt ops, erased at the end so their values stay valid keys.
  SmallVector<Operation *> deadOps;
  /// Pinned buffers already reported.
  DenseSet<Value> reportedLeaks;
};

} // namespace

//===----------------------------------------------------------------------===//
// Small builders
//===----------------------------------------------------------------------===//

unsigned OwnershipDeallocation::getValueId(Value value) {
  auto it = valueIds.find(value);
  if (it != valueIds.end())
    return it->second;
  unsigned id = valueIds.size();
  valueIds[value] = id;
  return id;
}

Value OwnershipDeallocation::getConstant(bool value) {
  Value &constant = value ? trueConstant : falseConstant;
  if (!constant) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(&funcOp.getFunctionBody().front());
    constant = arith::ConstantOp::create(builder, funcOp.getLoc(),
                                         builder.getBoolAttr(value));
  }
  return constant;
}

Value OwnershipDeallocation::buildAnd(Location loc, Value lhs, Value rhs) {
  return BoolBuilder(builder, [&](bool v) { return getConstant(v); })
      .andOf(loc, lhs, rhs);
}

Value OwnershipDeallocation::buildOr(Location loc, Value lhs, Value rhs) {
  return BoolBuilder(builder, [&](bool v) { return getConstant(v); })
      .orOf(loc, lhs, rhs);
}

Value OwnershipDeallocation::buildNot(Location loc, Value value) {
  return BoolBuilder(builder, [&](bool v) { return getConstant(v); })
      .notOf(loc, value);
}

Value OwnershipDeallocation::getSlot(Operation *op) {
  // One memref<i1> per forwarded value, at the start of the function (or of
  // the nearest isolated region around `op`), so that no loop grows the
  // stack.
  Operation *scope = op->getParentOp();
  while (scope != funcOp.getOperation() &&
         !scope->hasTrait<OpTrait::IsIsolatedFromAbove>())
    scope = scope->getParentOp();
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(&scope->getRegion(0).front());
  return memref::AllocaOp::create(
      builder, op->getLoc(), MemRefType::get({}, builder.getI1Type()));
}

//===----------------------------------------------------------------------===//
// Aliasing and liveness of tracked values
//===----------------------------------------------------------------------===//

void OwnershipDeallocation::getRoots(Value value, BlockState &state,
                                     SmallVectorImpl<Value> &roots) {
  SmallVector<Value> worklist{value};
  DenseSet<Value> visited;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!visited.insert(v).second)
      continue;
    if (state.owned.contains(v)) {
      roots.push_back(v);
      continue;
    }
    if (Value source = getViewSource(v)) {
      worklist.push_back(source);
      continue;
    }
    if (auto result = dyn_cast<OpResult>(v)) {
      Operation *def = result.getOwner();
      if (!isa<RegionBranchOpInterface>(def) &&
          !isa<CallOpInterface>(def) &&
          isDerivedResultKind(getResultOwnership(result))) {
        // Views of several operands, selects, borrowed results: any memref
        // operand, and the value itself (it may be another buffer).
        for (Value operand : def->getOperands())
          if (isMemRef(operand.getType()))
            worklist.push_back(operand);
        if (getResultOwnership(result) != ResultOwnership::View)
          roots.push_back(v);
        continue;
      }
    }
    roots.push_back(v);
  }
}

/// The buffers `value` may be: its view root or, for a result of a call
/// under the ownership-passing convention (a borrowed result), a buffer the
/// callee allocated (the result itself, marked fresh) or any memref argument
/// of the call, followed in turn. With `throughBranches`, also the values
/// every predecessor branch forwards to a block argument of a block other
/// than its region's entry (a value carried around a loop is the buffers
/// that enter it; null if a predecessor is no branch). Null entries past
/// the budget.
static void getPossibleBuffers(Value value,
                               SmallVectorImpl<std::pair<Value, bool>> &out,
                               bool throughBranches = false) {
  SmallVector<Value> worklist{getViewRoot(value)};
  DenseSet<Value> seen;
  unsigned budget = 16;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (budget-- == 0) {
      out.push_back({Value(), false});
      return;
    }
    if (auto arg = dyn_cast<BlockArgument>(v);
        throughBranches && arg && !arg.getOwner()->isEntryBlock()) {
      Block *block = arg.getOwner();
      for (auto it = block->pred_begin(), e = block->pred_end(); it != e;
           ++it) {
        // Each predecessor costs its successor operands (a cf.switch: its
        // cases), so a block of more predecessors than the budget is
        // unknown rather than asked edge by edge.
        if (budget-- == 0) {
          out.push_back({Value(), false});
          return;
        }
        auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
        std::optional<Value> incoming;
        if (branch) {
          SuccessorOperands operands =
              branch.getSuccessorOperands(it.getSuccessorIndex());
          if (arg.getArgNumber() < operands.size() &&
              !operands.isOperandProduced(arg.getArgNumber()))
            incoming = operands[arg.getArgNumber()];
        }
        if (!incoming) {
          out.push_back({Value(), false});
          return;
        }
        worklist.push_back(getViewRoot(*incoming));
      }
      continue;
    }
    if (!isBorrowedCallResult(v)) {
      out.push_back({v, isFreshBuffer(v)});
      continue;
    }
    out.push_back({v, true});
    for (Value arg : cast<CallOpInterface>(v.getDefiningOp()).getArgOperands())
      if (isMemRef(arg.getType()))
        worklist.push_back(getViewRoot(arg));
  }
}

bool OwnershipDeallocation::mayBeArgument(Value value, Block *block) {
  for (BlockArgument arg : funcOp.getFunctionBody().getArguments())
    if (isMemRef(arg.getType()) && mayAlias(arg, value, block))
      return true;
  return false;
}

bool OwnershipDeallocation::mayBeSameBuffer(std::pair<Value, bool> x,
                                            std::pair<Value, bool> y,
                                            Block *block) {
  // Two fresh buffers are distinct unless they are results of one call. A
  // fresh buffer is never an argument, a stack buffer or a global, nor the
  // buffer of a value bound before it was allocated.
  auto [u, freshU] = x;
  auto [v, freshV] = y;
  if (!u || !v || u == v)
    return true;
  if (freshU && freshV)
    return u.getDefiningOp() == v.getDefiningOp() &&
           isa<CallOpInterface>(u.getDefiningOp());
  if ((freshU && (isForeignBuffer(v) || isBoundBefore(v, u, block))) ||
      (freshV && (isForeignBuffer(u) || isBoundBefore(u, v, block))))
    return false;
  return true;
}

bool OwnershipDeallocation::mayAlias(Value a, Value b, Block *block) {
  a = getViewRoot(a);
  b = getViewRoot(b);
  if (a == b)
    return true;
  SmallVector<std::pair<Value, bool>, 4> buffersA, buffersB;
  getPossibleBuffers(a, buffersA);
  getPossibleBuffers(b, buffersB);
  for (auto x : buffersA)
    for (auto y : buffersB)
      if (mayBeSameBuffer(x, y, block))
        return true;
  return false;
}

/// The fresh buffer `value` is a view of (by the function boundary ABI, a
/// call result other than a borrowed one), or null. mayAlias finds only it
/// as the possible buffer of `value`.
static Value getFreshViewRoot(Value value) {
  Value root = getViewRoot(value);
  return !isBorrowedCallResult(root) && isFreshBuffer(root) ? root : Value();
}

bool OwnershipDeallocation::isSoleOwner(Value root, BlockState &state,
                                        Block *block) {
  auto sharesBuffer = [&](const std::pair<Value, Value> &entry) {
    return entry.first != root &&
           getConstantBool(entry.second) != std::optional<bool>(false) &&
           mayAlias(entry.first, root, block);
  };
  Value fresh = getFreshViewRoot(root);
  if (!fresh)
    return llvm::none_of(state.owned, sharesBuffer);
  // Two fresh buffers are the same only if one call creates both
  // (mayAlias): a fresh root asks the entries of its op and the others.
  BlockState::SoleOwnerIndex &index = state.soleOwnerIndex;
  for (; index.indexed < state.owned.size(); ++index.indexed) {
    Value tracked = state.owned.begin()[index.indexed].first;
    if (Value trackedFresh = getFreshViewRoot(tracked))
      index.freshByOp[trackedFresh.getDefiningOp()].push_back(index.indexed);
    else
      index.others.push_back(index.indexed);
  }
  auto sharesBufferAt = [&](unsigned position) {
    return sharesBuffer(state.owned.begin()[position]);
  };
  auto sameOp = index.freshByOp.find(fresh.getDefiningOp());
  return llvm::none_of(index.others, sharesBufferAt) &&
         (sameOp == index.freshByOp.end() ||
          llvm::none_of(sameOp->second, sharesBufferAt));
}

void OwnershipDeallocation::getDerivedValues(Value root,
                                             SmallVectorImpl<Value> &derived) {
  SmallVector<Value> worklist{root};
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    derived.push_back(v);
    for (Value carrier : facts.getCarriers(original(v)))
      worklist.push_back(lookup(carrier));
    for (Operation *user : v.getUsers()) {
      if (isa<RegionBranchOpInterface, CallOpInterface>(user))
        continue;
      for (OpResult result : user->getResults())
        if (isMemRef(result.getType()) &&
            isDerivedResultKind(getResultOwnership(result)))
          worklist.push_back(result);
    }
  }
}

/// How many ops after the op asking isDeadAfter looks at (past them, the
/// buffer counts as used).
static constexpr unsigned kDeadAfterBudget = 512;

bool OwnershipDeallocation::isDeadAfter(Value root, Operation *op,
                                        bool onlyAsOperand) {
  if (facts.getPin(original(root)) != PinKind::None)
    return false;
  // The scan of the ops after `op` below gives up (not dead) after
  // kDeadAfterBudget ops: then nothing else needs asking.
  unsigned budget = kDeadAfterBudget;
  {
    unsigned after = 0;
    for (Operation *it = op->getNextNode(); it && after < budget;
         it = it->getNextNode())
      ++after;
    if (after == budget)
      return false;
  }
  Block *block = op->getBlock();
  if (llvm::is_contained(transferredInto.lookup(block->getParent()), root))
    return false;
  SmallVector<Value> derived;
  getDerivedValues(root, derived);
  DenseSet<Value> derivedSet(derived.begin(), derived.end());
  for (Value v : derived) {
    if (liveness->isLiveOut(block, original(v)))
      return false;
    // Uses in other blocks matter only if they can run after `op`, and then
    // the value is live out of the block.
    for (Operation *user : v.getUsers()) {
      Operation *anchor = block->findAncestorOpInBlock(*user);
      if (anchor && anchor != op && !anchor->isBeforeInBlock(op))
        return false;
      if (onlyAsOperand && anchor == op && user != op)
        return false;
    }
  }
  // Any other memref used after `op` that may share the buffer (a region
  // result yielding it, a block argument): not dead. Bounded scan.
  // The op's own results hand ownership back (loop results, results of a
  // call under the ownership-passing convention), and so do the values
  // computed from them: they do not count.
  DenseSet<Value> fromResults;
  {
    SmallVector<Value> worklist(op->getResults().begin(),
                                op->getResults().end());
    while (!worklist.empty() && fromResults.size() < budget) {
      Value v = worklist.pop_back_val();
      if (!fromResults.insert(v).second)
        continue;
      for (Operation *user : v.getUsers())
        if (user->getBlock() == block)
          for (Value result : user->getResults())
            if (isMemRef(result.getType()))
              worklist.push_back(result);
    }
  }
  // Asked once per value: the same buffer (an argument, say) is often an
  // operand of many of the ops after `op`.
  DenseMap<Value, bool> aliasing;
  auto aliasesRoot = [&](Value v) {
    if (!isMemRef(v.getType()) || derivedSet.contains(v) ||
        fromResults.contains(v))
      return false;
    auto [it, inserted] = aliasing.try_emplace(v, false);
    if (inserted)
      it->second = mayAlias(root, v, block);
    return it->second;
  };
  for (Value v : liveness->getLiveOut(block))
    if (aliasesRoot(lookup(v)) && getViewRoot(lookup(v)) != root)
      return false;
  for (Value v : transferredInto.lookup(block->getParent()))
    if (liveness->isLiveOut(block, original(v)) && aliasesRoot(v) &&
        getViewRoot(v) != root)
      return false;
  for (Operation *it = op->getNextNode(); it; it = it->getNextNode()) {
    for (Value operand : it->getOperands())
      if (aliasesRoot(operand) && getViewRoot(operand) != root)
        return false;
    if (--budget == 0)
      return false;
  }
  return true;
}

FailureOr<Operation *> OwnershipDeallocation::getSpecialAllocator(Value value) {
  if (!hasSpecialAllocators)
    return static_cast<Operation *>(nullptr);
  Operation *special = nullptr;
  bool standard = false;
  if (!aliasAnalysis)
    aliasAnalysis =
        std::make_unique<reclaim::AliasAnalysis>(funcOp.getOperation());
  for (const MemorySource &source : aliasAnalysis->getSources(original(value))) {
    if (source.kind != SourceKind::HeapAllocation || !source.op ||
        isa<CallOpInterface>(source.op)) {
      standard = true;
      continue;
    }
    if (isFreedByMemRefDealloc(source.op)) {
      standard = true;
      continue;
    }
    if (special && special->getName() != source.op->getName())
      standard = true; // Two special allocators: reported below.
    special = source.op;
  }
  if (special && standard) {
    failedAllocator = true;
    return emitError(value.getLoc())
           << "buffers of '" << special->getName()
           << "' and of other allocators meet in this value; Reclaim cannot "
              "tell how to free it";
  }
  return special;
}

//===----------------------------------------------------------------------===//
// Block arguments and live-in sets
//===----------------------------------------------------------------------===//

ArrayRef<Value> OwnershipDeallocation::getTrackedLiveIns(Block *block) {
  auto it = trackedLiveIns.find(block);
  if (it != trackedLiveIns.end())
    return it->second;
  // A memref live into `block` is tracked through the value that carries its
  // buffer in this region: views are followed to their source; selects, block
  // arguments and op results are tracked as they are. Values defined outside
  // the region belong to an enclosing region's ownership. Carriers of a
  // buffer's address keep its memref live; so do keep-alive pins, to the end
  // of the function.
  llvm::SetVector<Value> tracked;
  Region *region = block->getParent();
  SmallVector<Value> transferred = transferredInto.lookup(region);
  auto consider = [&](Value v) {
    if (!isMemRef(v.getType()))
      return;
    Value root = getViewRoot(v);
    if (root.getParentRegion() != region &&
        !llvm::is_contained(transferred, lookup(root)))
      return;
    if (auto arg = dyn_cast<BlockArgument>(root); arg && arg.getOwner() == block)
      return;
    Operation *def = root.getDefiningOp();
    if (def && (isStackAllocation(def, root) || isa<memref::GetGlobalOp>(def)))
      return;
    tracked.insert(root);
  };
  // A value defined in a block of `region` that strictly dominates `block`
  // is available there.
  auto availableIn = [&](Value v) {
    Block *defBlock = isa<BlockArgument>(v)
                          ? cast<BlockArgument>(v).getOwner()
                          : v.getDefiningOp()->getBlock();
    return defBlock->getParent() == region &&
           dominance->properlyDominates(defBlock, block);
  };
  for (Value v : liveness->getLiveIn(block)) {
    consider(v);
    for (Value carried : facts.getCarried(v))
      if (availableIn(carried))
        consider(carried);
  }
  // A buffer transferred into the region goes back to the op at every exit:
  // it stays live in the whole region (an alias of it may die earlier,
  // while the enclosing block still uses the buffer after the op).
  for (Value v : transferred)
    consider(original(v));
  if (!facts.getKeepAlive().empty()) {
    bool reachable = true;
    for (Block *dom = getPinDominator(block, reachable); dom;
         dom = getPinDominator(dom, reachable))
      for (Value pinned : pinsByBlock.lookup(dom))
        consider(pinned);
    // Every block properly dominates one the entry does not reach.
    if (!reachable)
      for (Value pinned : facts.getKeepAlive())
        if (availableIn(pinned))
          consider(pinned);
  }
  // Stored as liveness knows them; users map them through lookup() (a
  // region op may be rebuilt after the set is computed).
  SmallVector<Value> sorted(tracked.begin(), tracked.end());
  llvm::sort(sorted, [&](Value a, Value b) {
    return getValueId(a) < getValueId(b);
  });
  return trackedLiveIns[block] = std::move(sorted);
}

Block *OwnershipDeallocation::getPinDominator(Block *block, bool &reachable) {
  if (!pinsByBlockBuilt) {
    pinsByBlockBuilt = true;
    for (Value pinned : facts.getKeepAlive()) {
      Block *defBlock = isa<BlockArgument>(pinned)
                            ? cast<BlockArgument>(pinned).getOwner()
                            : pinned.getDefiningOp()->getBlock();
      pinsByBlock[defBlock].push_back(pinned);
    }
  }
  if (auto it = pinDominators.find(block); it != pinDominators.end())
    return it->second;
  // A block alone in its region has no proper dominator in it.
  if (block->getParent()->hasOneBlock())
    return pinDominators[block] = nullptr;
  DominanceInfoNode *node = dominance->getNode(block);
  if (!node) {
    reachable = false;
    return nullptr;
  }
  // Up the dominator tree to a block with pins or one already answered;
  // the blocks passed on the way have the same answer.
  SmallVector<Block *> path{block};
  Block *found = nullptr;
  for (DominanceInfoNode *dom = node->getIDom(); dom; dom = dom->getIDom()) {
    Block *domBlock = dom->getBlock();
    if (pinsByBlock.contains(domBlock)) {
      found = domBlock;
      break;
    }
    if (auto it = pinDominators.find(domBlock); it != pinDominators.end()) {
      found = it->second;
      break;
    }
    path.push_back(domBlock);
  }
  for (Block *passed : path)
    pinDominators[passed] = found;
  return found;
}

void OwnershipDeallocation::addOwnershipArguments(Block *block, bool direct) {
  if (firstOwnershipArg.contains(block))
    return;
  firstOwnershipArg[block] = block->getNumArguments();
  // A block entered through one edge only is dominated by the block that
  // takes the edge and reads the ownership computed there directly.
  if (direct) {
    directBlocks.insert(block);
    return;
  }
  Type i1 = builder.getI1Type();
  unsigned numMemRefArgs = countMemRefs(block->getArguments());
  for (unsigned i = 0; i < numMemRefArgs; ++i)
    block->addArgument(i1, block->getParent()->getLoc());
  for (Value liveIn : getTrackedLiveIns(block))
    block->addArgument(i1, liveIn.getLoc());
}

void OwnershipDeallocation::adjustReceivedOwnership(
    Block *succ, ValueRange forwarded, MutableArrayRef<Value> ownership) {
  // Kept-alive ownership goes only to pinned receivers, and a shadow takes
  // nothing else (FunctionFacts::splitMixedMerges).
  if (!facts.hasPins())
    return;
  unsigned next = 0;
  for (BlockArgument arg :
       succ->getArguments().take_front(firstOwnershipArg.lookup(succ))) {
    if (!isMemRef(arg.getType()))
      continue;
    Value &own = ownership[next++];
    if (arg.getArgNumber() >= forwarded.size())
      continue;
    own = getReceivedOwnership(arg, forwarded[arg.getArgNumber()], own);
  }
}

void OwnershipDeallocation::setIncomingOwnership(BranchOpInterface branch,
                                                 unsigned succIndex,
                                                 ValueRange ownershipIn) {
  Block *succ = branch->getSuccessor(succIndex);
  SmallVector<Value> ownership(ownershipIn.begin(), ownershipIn.end());
  if (facts.hasPins()) {
    SuccessorOperands operands = branch.getSuccessorOperands(succIndex);
    SmallVector<Value> forwarded;
    for (unsigned i = 0, e = operands.size(); i < e; ++i)
      forwarded.push_back(operands[i]);
    adjustReceivedOwnership(succ, forwarded, ownership);
  }
  if (directBlocks.contains(succ))
    incomingOwnership[succ].assign(ownership.begin(), ownership.end());
  else
    branch.getSuccessorOperands(succIndex).append(ownership);
}

void OwnershipDeallocation::setIncomingOwnershipOfAll(
    BranchOpInterface branch, MutableArrayRef<SmallVector<Value>> ownership) {
  Operation *op = branch.getOperation();
  auto segments = getSwitchOperandSegments(op);
  if (!segments) {
    for (auto [succIndex, own] : llvm::enumerate(ownership))
      setIncomingOwnership(branch, succIndex, own);
    return;
  }
  // A cf.switch: what each successor receives, from its operand segments.
  for (auto [succIndex, own] : llvm::enumerate(ownership)) {
    Block *succ = op->getSuccessor(succIndex);
    auto [first, count] = (*segments)[succIndex];
    adjustReceivedOwnership(succ, op->getOperands().slice(first, count), own);
    if (directBlocks.contains(succ)) {
      incomingOwnership[succ].assign(own.begin(), own.end());
      own.clear();
    }
  }
  appendSuccessorOperands(branch, ownership);
}

Value OwnershipDeallocation::getReceivedOwnership(Value receiver,
                                                  Value forwarded, Value own) {
  bool fromPinned =
      facts.getPin(original(getViewRoot(forwarded))) != PinKind::None;
  if (facts.isSplit(original(receiver)) && fromPinned) {
    // Without a shadow (a region result or argument, a block argument
    // entered otherwise than by branches), nothing carries the kept-alive
    // buffer's ownership on: it is never freed.
    if (!facts.hasShadow(original(receiver)) &&
        getConstantBool(own) != std::optional<bool>(false)) {
      Value kept = original(getViewRoot(forwarded));
      if (reportedLeaks.insert(kept).second)
        remark(kept.getLoc(),
               "never freed: an op with unknown effects touched this buffer, "
               "and it leaves here only through " +
                   remarkBufferName(receiver) +
                   ", which also holds buffers the op never touched and "
                   "does not carry it to the returns (unknown-ops="
                   "keep-alive)" +
                   describeAllocations(kept));
    }
    return getConstant(false);
  }
  if (facts.isShadow(receiver) && !fromPinned)
    return getConstant(false);
  return own;
}

std::string OwnershipDeallocation::describeAllocations(Value value,
                                                       bool evenItself) {
  // Walks back to the values that are no view, merge or derived result,
  // breadth first: the nearest creators are named (a loop-carried merge's
  // own loop body before the chain that enters the loop), and the walk
  // stops once more than can be named are found (a merge at the end of a
  // chain of thousands would otherwise walk it all, once per remark).
  constexpr unsigned kMaxNamed = 8;
  SmallVector<Value> worklist{value};
  DenseSet<Value> seen{value};
  llvm::SetVector<Operation *> creators;
  bool self = false;
  for (size_t next = 0; next < worklist.size() && creators.size() <= kMaxNamed;
       ++next) {
    Value v = worklist[next];
    if (Value source = getViewSource(v)) {
      if (seen.insert(source).second)
        worklist.push_back(source);
      continue;
    }
    bool any = false;
    forEachIncoming(v, [&](Value in, BranchOpInterface, unsigned) {
      any = true;
      in = original(in);
      if (seen.insert(in).second)
        worklist.push_back(in);
    });
    if (any)
      continue;
    if (Operation *def = v.getDefiningOp()) {
      creators.insert(def);
      self |= v == value;
    }
  }
  if (creators.empty() || (self && !evenItself))
    return "";
  std::string text = " (the buffer of ";
  unsigned count = 0;
  for (Operation *creator : creators) {
    if (count == kMaxNamed) {
      text += ", ...";
      break;
    }
    text += (count++ ? (count == creators.size() ? " or " : ", ") : "") +
            remarkOpName(creator);
  }
  return text + ")";
}

//===----------------------------------------------------------------------===//
// Regions and blocks
//===----------------------------------------------------------------------===//

LogicalResult OwnershipDeallocation::processTask(RegionTask &task) {
  Region &region = *task.region;
  if (region.empty())
    return success();
  for (auto [value, own] : task.transferred)
    transferredInto[&region].push_back(value);
  // Reverse post-order: a block entered through a single edge comes after
  // the block that takes it. Unreachable blocks follow in region order.
  SmallVector<Block *> blocks;
  DenseSet<Block *> reachable;
  for (Block *block : llvm::post_order(&region.front())) {
    blocks.push_back(block);
    reachable.insert(block);
  }
  std::reverse(blocks.begin(), blocks.end());
  for (Block &block : region)
    if (!reachable.contains(&block))
      blocks.push_back(&block);
  // Number values first so that live-in sets are ordered by program order.
  for (Block &block : region) {
    for (BlockArgument arg : block.getArguments())
      getValueId(arg);
    for (Operation &op : block)
      for (Value result : op.getResults())
        getValueId(result);
  }
  for (Block *block : llvm::drop_begin(blocks))
    addOwnershipArguments(block, reachable.contains(block) &&
                                     llvm::hasSingleElement(
                                         block->getPredecessors()));

  for (Block *block : blocks) {
    BlockState state;
    if (block == &region.front()) {
      // Entry block: ownership of memref arguments comes from the parent op
      // (none for a function: arguments are never owned).
      if (task.channel == Channel::Slots) {
        // Read the slots the op's predecessors filled.
        builder.setInsertionPointToStart(block);
        OpSlots &opSlots = slots[task.op];
        task.entryOwnership.clear();
        for (BlockArgument arg : block->getArguments())
          if (isMemRef(arg.getType()))
            task.entryOwnership.push_back(memref::LoadOp::create(
                builder, arg.getLoc(), opSlots.inputs.lookup(arg)));
        for (size_t i = 0; i < task.transferred.size(); ++i)
          task.transferred[i].second = memref::LoadOp::create(
              builder, task.op->getLoc(), opSlots.transferred[i]);
      }
      unsigned i = 0;
      for (BlockArgument arg : block->getArguments()) {
        if (!isMemRef(arg.getType()) || i >= task.entryOwnership.size())
          continue;
        Value own = task.entryOwnership[i++];
        if (getConstantBool(own) != std::optional<bool>(false))
          state.owned.insert({arg, own});
      }
      for (auto [value, own] : task.transferred)
        state.owned.insert({value, own});
    } else {
      unsigned first = firstOwnershipArg[block];
      ValueRange incoming = directBlocks.contains(block)
                                ? ValueRange(incomingOwnership[block])
                                : ValueRange(block->getArguments().drop_front(
                                      first));
      unsigned next = 0;
      auto track = [&](Value value) {
        Value own = incoming[next++];
        if (getConstantBool(own) != std::optional<bool>(false))
          state.owned.insert({value, own});
      };
      for (BlockArgument arg : block->getArguments().take_front(first))
        if (isMemRef(arg.getType()))
          track(arg);
      for (Value liveIn : getTrackedLiveIns(block))
        track(lookup(liveIn));
    }
    if (failed(processBlock(*block, state, task)))
      return failure();
  }
  return success();
}

LogicalResult OwnershipDeallocation::processBlock(Block &block,
                                                  BlockState &state,
                                                  RegionTask &task) {
  SmallVector<Operation *> ops;
  for (Operation &op : block.without_terminator())
    ops.push_back(&op);
  for (Operation *op : ops)
    if (failed(processOp(op, state)))
      return failure();

  if (!block.mightHaveTerminator()) {
    // A block without terminator (a region of an op with no terminator):
    // its buffers die with it.
    builder.setInsertionPointToEnd(&block);
    buildDealloc(block.getParent()->getLoc(), state, Value(), {});
    return success();
  }
  Operation *terminator = &block.back();
  builder.setInsertionPoint(terminator);
  if (auto branch = dyn_cast<BranchOpInterface>(terminator))
    return handleBranch(branch, state);
  if (terminator->getNumSuccessors() != 0)
    return terminator->emitOpError()
           << "has successors but does not implement BranchOpInterface; "
              "reclaim-ownership-dealloc cannot forward ownership through it";
  return handleRegionExit(terminator, state, task);
}

//===----------------------------------------------------------------------===//
// Non-terminator ops
//===----------------------------------------------------------------------===//

LogicalResult OwnershipDeallocation::processOp(Operation *op,
                                               BlockState &state) {
  // Nested functions are processed on their own.
  if (isa<FunctionOpInterface>(op))
    return success();
  if (isa<bufferization::DeallocOp>(op))
    return op->emitOpError()
           << "remains in the input; reclaim-ownership-dealloc lowers input "
              "bufferization.dealloc ops before it runs";

  if (auto call = dyn_cast<CallOpInterface>(op))
    return handleCall(call, state);

  bool isUnknown = op->getNumRegions() == 0 && facts.isUnknownOp(op);
  if (isUnknown)
    remark(op->getLoc(),
           facts.hasKeptAliveOverBudget()
               ? "unknown effects on its memrefs: every buffer it touches is "
                 "never freed (unknown-ops=keep-alive, with more kept-alive "
                 "buffers than the function can carry to its returns)"
               : "unknown effects on its memrefs: every buffer it touches is "
                 "kept alive until the function returns "
                 "(unknown-ops=keep-alive)");

  // Frees in the input (any op with a Free effect, calls whose callee frees
  // the argument on every path) are respected; consumed buffers are handed
  // over or copied.
  if (!isUnknown) {
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isMemRef(operand.get().getType()))
        continue;
      OperandOwnership effect = facts.getEffect(operand);
      builder.setInsertionPoint(op);
      if (effect == OperandOwnership::Free) {
        if (failed(handleFree(op, operand.get(), state)))
          return failure();
      } else if (effect == OperandOwnership::Consume) {
        if (failed(handleConsume(operand, state)))
          return failure();
      }
    }
  }

  if (op->getNumRegions() != 0)
    return handleRegionOp(op, state);

  for (OpResult result : op->getResults()) {
    if (!isMemRef(result.getType()))
      continue;
    if (getResultOwnership(result) != ResultOwnership::Fresh)
      continue;
    // Fresh buffers and call results (function boundary ABI) are owned.
    state.owned.insert({result, getConstant(true)});
  }
  return success();
}

LogicalResult OwnershipDeallocation::handleCall(CallOpInterface call,
                                                BlockState &state) {
  // What the callee does with each buffer comes from the module summary:
  // freed on every path (the input's own free), freed on some paths (the
  // caller loses it, unless it hands its ownership over), kept (never freed,
  // FunctionFacts pinned it), or only used. Under the ownership-passing
  // convention the caller hands over the ownership of the buffers it no
  // longer needs, and results come back with theirs.
  Operation *op = call.getOperation();
  auto it = convention.calls.find(op);
  const CallConvention::Call *converted =
      it == convention.calls.end() ? nullptr : &it->second;
  OperandRange args = call.getArgOperands();
  unsigned numArgs =
      converted ? converted->firstOwnershipArg : (unsigned)args.size();
  builder.setInsertionPoint(op);
  SmallVector<Value> movedOut;
  SmallVector<Value> handedOver;
  for (unsigned i = 0; i < numArgs; ++i) {
    OpOperand &operand = call.getArgOperandsMutable()[i];
    Value value = operand.get();
    if (!isMemRef(value.getType()))
      continue;
    Value own = getConstant(false);
    switch (summary.getEffect(call, operand)) {
    case CallOperandEffect::Free:
      if (failed(handleFree(op, value, state)))
        return failure();
      break;
    case CallOperandEffect::Use:
    case CallOperandEffect::MayFree:
      if (converted)
        own = getMovedOwnership(value, op, state, movedOut);
      if (summary.getEffect(call, operand) == CallOperandEffect::MayFree &&
          getConstantBool(own) == std::optional<bool>(false)) {
        // The callee may free it: the caller must not any more.
        if (failed(handleFree(op, value, state)))
          return failure();
        remark(op->getLoc(),
               "the callee frees this buffer on some paths only: the caller "
               "never frees it" +
                   describeAllocations(value, /*evenItself=*/true));
      }
      break;
    case CallOperandEffect::Escape:
      break;
    }
    handedOver.push_back(own);
  }
  for (Value moved : movedOut)
    state.owned[moved] = getConstant(false);
  if (converted)
    for (auto [index, own] : llvm::enumerate(handedOver))
      call.getArgOperandsMutable()[converted->firstOwnershipArg + index].set(
          own);

  // Results: owned by the ABI, or with the ownership the callee returns.
  unsigned numResults =
      converted ? converted->callee->numOriginalResults : op->getNumResults();
  for (unsigned i = 0; i < numResults; ++i) {
    Value result = op->getResult(i);
    if (!isMemRef(result.getType()))
      continue;
    Value own = getConstant(true);
    if (converted) {
      ArrayRef<unsigned> flagged = converted->callee->flaggedResults;
      auto pos = llvm::find(flagged, i);
      if (pos != flagged.end())
        own = op->getResult(numResults + std::distance(flagged.begin(), pos));
    }
    state.owned.insert({result, own});
  }
  return success();
}

LogicalResult OwnershipDeallocation::handleFree(Operation *op, Value freed,
                                                BlockState &state) {
  // Every tracked memref that may share the freed buffer loses ownership of
  // it. The freed value is followed through selects to guarded leaves; a
  // tracked memref that each leaf either must be or cannot be loses its
  // ownership under the guards of the leaves it is. Otherwise allocated
  // pointers are compared at run time.
  Location loc = op->getLoc();
  Block *block = op->getBlock();
  SmallVector<std::pair<Value, Value>> leaves; // (leaf, guard or null)
  SmallVector<std::pair<Value, Value>> worklist{{freed, Value()}};
  while (!worklist.empty() && leaves.size() + worklist.size() <= 16) {
    auto [value, guard] = worklist.pop_back_val();
    Value v = getViewRoot(value);
    if (auto select = v.getDefiningOp<arith::SelectOp>();
        select && !state.owned.contains(v)) {
      Value cond = select.getCondition();
      worklist.push_back({select.getTrueValue(), buildAnd(loc, guard, cond)});
      worklist.push_back(
          {select.getFalseValue(), buildAnd(loc, guard, buildNot(loc, cond))});
      continue;
    }
    leaves.push_back({v, guard});
  }
  if (!worklist.empty())
    leaves.assign(1, {freed, Value()});
  Value freedPtr;
  for (auto &[tracked, own] : state.owned) {
    if (getConstantBool(own) == std::optional<bool>(false))
      continue;
    Value freedHere = getConstant(false);
    bool decided = true;
    for (auto [leaf, guard] : leaves) {
      if (getViewRoot(leaf) == tracked)
        freedHere = guard ? buildOr(loc, freedHere, guard) : getConstant(true);
      else if (mayAlias(tracked, leaf, block))
        decided = false;
    }
    if (decided) {
      own = buildAnd(loc, own, buildNot(loc, freedHere));
      continue;
    }
    if (!freedPtr)
      freedPtr = identity->build(builder, loc, freed);
    Value trackedPtr = identity->build(builder, loc, tracked);
    Value distinct = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::ne, trackedPtr, freedPtr);
    own = buildAnd(loc, own, distinct);
  }
  return success();
}

LogicalResult OwnershipDeallocation::handleConsume(OpOperand &operand,
                                                   BlockState &state) {
  // Ownership moves into the op when the enclosing block surely owns the
  // buffer, nothing else owns it and nothing uses it afterwards; otherwise
  // the op gets a copy it owns.
  Operation *op = operand.getOwner();
  Value value = operand.get();
  Value root = getViewRoot(value);
  auto it = state.owned.find(root);
  if (it != state.owned.end() &&
      getConstantBool(it->second) == std::optional<bool>(true) &&
      isDeadAfter(root, op) && isSoleOwner(root, state, op->getBlock())) {
    it->second = getConstant(false);
    return success();
  }
  // A value that may be a function argument consumed is the program
  // handing over a buffer it received, as a free of it would: the function
  // summary tells the callers that the function may free that argument, so
  // they never free it again, and a copy here would leak the argument.
  // Whether the argument is used afterwards does not matter (the summary
  // does not ask either): such a use is the input's own.
  if (mayBeArgument(value, op->getBlock())) {
    remark(op->getLoc(), "the op takes over an argument of the function: "
                         "its callers never free it");
    return handleFree(op, value, state);
  }
  FailureOr<Value> copy = buildCopy(op->getLoc(), value);
  if (failed(copy))
    return op->emitOpError()
           << "takes ownership of a buffer it may not have and that cannot "
              "be copied";
  operand.set(*copy);
  ++numClones;
  remark(op->getLoc(),
         "copy inserted: the op takes ownership of a buffer that is not "
         "surely owned here or is still used afterwards");
  return success();
}

Value OwnershipDeallocation::getMovedOwnership(
    Value init, Operation *op, BlockState &state,
    SmallVectorImpl<Value> &movedOut) {
  Value root = getViewRoot(init);
  // A pinned buffer keeps its ownership (it may enter a split merge).
  if (facts.getPin(original(root)) != PinKind::None)
    return getConstant(false);
  auto it = state.owned.find(root);
  if (it != state.owned.end() &&
      getConstantBool(it->second) != std::optional<bool>(false) &&
      !llvm::is_contained(movedOut, root) &&
      isDeadAfter(root, op, /*onlyAsOperand=*/true) &&
      isSoleOwner(root, state, op->getBlock())) {
    movedOut.push_back(root);
    return it->second;
  }
  return getConstant(false);
}

LogicalResult OwnershipDeallocation::handleRegionOp(Operation *op,
                                                    BlockState &state) {
  // Buffers of the enclosing block that a region of `op` may free move into
  // the op with their ownership and come back as results: the regions free
  // them or hand them back.
  SmallVector<Value> transferred;
  if (facts.containsFree(op)) {
    // Every owned buffer that a free inside may hit: the roots of freed
    // values from outside, and whatever may share a freed value defined
    // inside (a region argument may be any buffer handed in).
    Block *block = op->getBlock();
    llvm::SetVector<Value> roots;
    for (Value freed : facts.getFreedInside(op)) {
      freed = lookup(freed);
      bool inside = op->isProperAncestor(freed.getParentRegion()->getParentOp()) ||
                    freed.getParentRegion()->getParentOp() == op;
      if (!inside) {
        SmallVector<Value> freedRoots;
        getRoots(freed, state, freedRoots);
        for (Value root : freedRoots)
          if (state.owned.contains(root))
            roots.insert(root);
      }
      for (auto &[tracked, own] : state.owned)
        if (!roots.contains(tracked) &&
            getConstantBool(own) != std::optional<bool>(false) &&
            mayAlias(tracked, freed, block))
          roots.insert(tracked);
    }
    for (Value root : roots) {
      auto it = state.owned.find(root);
      if (it != state.owned.end() &&
          getConstantBool(it->second) != std::optional<bool>(false))
        transferred.push_back(root);
    }
    llvm::sort(transferred, [&](Value a, Value b) {
      return getValueId(original(a)) < getValueId(original(b));
    });
  }

  bool forwardsMemRefs = anyMemRef(op->getResultTypes());
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      if (block.isEntryBlock() && anyMemRef(block.getArgumentTypes()))
        forwardsMemRefs = true;
      if (!block.empty() && block.back().getNumSuccessors() == 0 &&
          anyMemRef(block.back().getOperandTypes()))
        forwardsMemRefs = true;
    }

  if (regionsOutliveOp(op)) {
    // Asynchronous regions: buffers are captured by the op's carriers
    // (FunctionFacts); ownership never crosses the boundary.
    if (forwardsMemRefs || !transferred.empty())
      return op->emitOpError()
             << "runs its regions asynchronously and passes memrefs across "
                "their boundary or frees a buffer of the enclosing region; "
                "Reclaim cannot know when that happens";
    return handleScope(op, state);
  }
  if (!forwardsMemRefs && transferred.empty())
    return handleScope(op, state);
  if (auto regionOp = dyn_cast<RegionBranchOpInterface>(op)) {
    if (canAppendForwardedValues(op))
      return handleAppended(op, state, transferred);
    return handleSlots(regionOp, state, transferred);
  }
  if (options.unknownOps == UnknownOpPolicy::KeepAlive &&
      transferred.empty()) {
    // Unknown control flow: the op's results are borrowed, and what its
    // regions hand out is never freed (FunctionFacts pinned the operands).
    remark(op->getLoc(), "unknown control flow: memrefs it passes across "
                         "its region boundaries are never freed "
                         "(unknown-ops=keep-alive)");
    return handleScope(op, state);
  }
  return op->emitOpError()
         << (transferred.empty()
                 ? "passes memrefs across its region boundaries"
                 : "frees, inside its regions, a buffer of the enclosing "
                   "region")
         << " but implements no RegionBranchOpInterface; Reclaim cannot know "
            "how control and buffers flow through it (implement "
            "RegionBranchOpInterface"
         << (transferred.empty() ? ", or run with unknown-ops=keep-alive"
                                 : "")
         << ")";
}

LogicalResult OwnershipDeallocation::handleScope(Operation *op,
                                                 BlockState &state) {
  // Each region is its own scope whose buffers are freed before its exits.
  for (Region &region : op->getRegions()) {
    RegionTask task;
    task.region = &region;
    task.channel = Channel::Scope;
    task.op = op;
    tasks.push_back(std::move(task));
  }
  return success();
}

LogicalResult OwnershipDeallocation::handleAppended(
    Operation *op, BlockState &state, ArrayRef<Value> transferred) {
  // Rebuild the op with one extra i1 per forwarded memref in every forwarded
  // list (entry operands, region arguments, terminator operands, results),
  // and one per transferred buffer:
  //
  //   %r = scf.for ... iter_args(%x = %a) -> memref<2xf32> { ... }
  // becomes
  //   %r, %o = scf.for ... iter_args(%x = %a, %ox = %own_a)
  //       -> (memref<2xf32>, i1) { ... scf.yield %y, %oy }
  //
  // A region op whose regions may repeat carries the transferred ownership
  // through its region arguments; otherwise its regions read it directly.
  auto regionOp = cast<RegionBranchOpInterface>(op);
  Location loc = op->getLoc();
  Type i1 = builder.getI1Type();
  bool repeats = llvm::any_of(
      llvm::seq<unsigned>(0, op->getNumRegions()),
      [&](unsigned i) { return regionOp.isRepetitiveRegion(i); });

  // Entry operands: those of the first entry successor (the model
  // guarantees they are a suffix of the operands, shared by all).
  SmallVector<RegionSuccessor> entrySuccessors;
  regionOp.getSuccessorRegions(RegionBranchPoint::parent(), entrySuccessors);
  OperandRange inits = entrySuccessors.empty()
                           ? OperandRange(op->operand_end(), op->operand_end())
                           : regionOp.getEntrySuccessorOperands(
                                 entrySuccessors.front());
  SmallVector<Value> extraOperands;
  SmallVector<Value> movedOut;
  for (Value init : inits)
    if (isMemRef(init.getType()))
      extraOperands.push_back(getMovedOwnership(init, op, state, movedOut));
  // A buffer whose ownership moved in as an init is not transferred again.
  SmallVector<Value> transferredStorage;
  for (Value value : transferred)
    if (!llvm::is_contained(movedOut, value))
      transferredStorage.push_back(value);
  transferred = transferredStorage;
  if (repeats)
    for (Value value : transferred)
      extraOperands.push_back(state.owned.lookup(value));

  SmallVector<Type> resultTypes(op->getResultTypes());
  unsigned numResults = resultTypes.size();
  unsigned numMemRefResults = countMemRefs(op->getResults());
  resultTypes.append(numMemRefResults + transferred.size(), i1);

  builder.setInsertionPoint(op);
  OperationState newState(loc, op->getName());
  newState.addOperands(op->getOperands());
  newState.addOperands(extraOperands);
  newState.addTypes(resultTypes);
  newState.addAttributes(llvm::to_vector(op->getDiscardableAttrs()));
  newState.propertiesAttr = op->getPropertiesAsAttribute();
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
    newState.addRegion();
  Operation *newOp = builder.create(newState);
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
    newOp->getRegion(i).takeBody(op->getRegion(i));
  for (unsigned i = 0; i < numResults; ++i) {
    op->getResult(i).replaceAllUsesWith(newOp->getResult(i));
    replacements[op->getResult(i)] = newOp->getResult(i);
    originals[newOp->getResult(i)] = op->getResult(i);
  }
  op->dropAllUses();
  deadOps.push_back(op);
  // An empty region (an scf.if without else) that now has to hand results
  // back gets a block ending in the terminator its sibling regions use.
  Operation *siblingTerminator = nullptr;
  for (Region &region : newOp->getRegions())
    if (!region.empty() && region.front().mightHaveTerminator())
      siblingTerminator = region.front().getTerminator();

  for (Region &region : newOp->getRegions()) {
    if (region.empty()) {
      if (transferred.empty() || !siblingTerminator)
        continue;
      Block *block = builder.createBlock(&region);
      builder.setInsertionPointToEnd(block);
      OperationState term(loc, siblingTerminator->getName());
      Operation *yield = builder.create(term);
      (void)yield;
    }
    Block &entry = region.front();
    RegionTask task;
    task.region = &region;
    task.channel = Channel::Appended;
    task.op = newOp;
    unsigned numMemRefArgs = countMemRefs(entry.getArguments());
    for (unsigned i = 0; i < numMemRefArgs; ++i)
      task.entryOwnership.push_back(entry.addArgument(i1, loc));
    for (Value value : transferred)
      task.transferred.push_back(
          {value, repeats ? Value(entry.addArgument(i1, loc))
                          : state.owned.lookup(value)});
    tasks.push_back(std::move(task));
  }
  for (Value moved : movedOut)
    state.owned[moved] = getConstant(false);

  // Results are tracked with their ownership results; transferred buffers
  // come back with theirs.
  unsigned next = numResults;
  for (unsigned i = 0; i < numResults; ++i)
    if (isMemRef(newOp->getResult(i).getType()))
      state.owned.insert({newOp->getResult(i), newOp->getResult(next++)});
  for (Value value : transferred)
    state.owned[value] = newOp->getResult(next++);
  return success();
}

LogicalResult OwnershipDeallocation::handleSlots(RegionBranchOpInterface op,
                                                 BlockState &state,
                                                 ArrayRef<Value> transferred) {
  // Ownership crosses the op's boundaries through i1 stack slots, one per
  // forwarded memref input (region argument or result) and one per
  // transferred buffer: whoever branches to an input stores the ownership
  // of what it forwards, the input's region (or the op's continuation) loads
  // it.
  //
  //   %r = test.loop iter_args(%x = %a) { ... test.yield %y }
  // becomes
  //   %s = memref.alloca() : memref<i1>       (at the function entry)
  //   memref.store %own_a_or_false, %s[]
  //   %r = test.loop iter_args(%x = %a) {
  //     %ox = memref.load %s[] ...
  //     memref.store %oy, %s[]
  //     test.yield %y }
  //   %or = memref.load %s[]
  Operation *opPtr = op.getOperation();
  Location loc = op.getLoc();
  OpSlots &opSlots = slots[opPtr];
  for (Region &region : opPtr->getRegions())
    if (!region.empty())
      for (BlockArgument arg : region.front().getArguments())
        if (isMemRef(arg.getType()))
          opSlots.inputs[arg] = getSlot(opPtr);
  for (OpResult result : opPtr->getResults())
    if (isMemRef(result.getType()))
      opSlots.inputs[result] = getSlot(opPtr);

  // Entry: the ownership of each memref entry operand.
  builder.setInsertionPoint(opPtr);
  SmallVector<Value> movedOut;
  DenseMap<Value, Value> moved;
  SmallVector<RegionSuccessor> entrySuccessors;
  op.getSuccessorRegions(RegionBranchPoint::parent(), entrySuccessors);
  for (RegionSuccessor &successor : entrySuccessors) {
    OperandRange forwarded = op.getEntrySuccessorOperands(successor);
    ValueRange inputs = successor.getSuccessorInputs();
    for (auto [value, input] : llvm::zip(forwarded, inputs)) {
      if (!isMemRef(input.getType()))
        continue;
      auto [it, inserted] = moved.try_emplace(value, Value());
      if (inserted)
        it->second = getMovedOwnership(value, opPtr, state, movedOut);
      memref::StoreOp::create(builder, loc, it->second,
                              opSlots.inputs.lookup(input));
    }
  }
  // A buffer whose ownership moved in as an init is not transferred again.
  SmallVector<Value> transferredStorage;
  for (Value value : transferred)
    if (!llvm::is_contained(movedOut, value))
      transferredStorage.push_back(value);
  transferred = transferredStorage;
  for (size_t i = 0; i < transferred.size(); ++i)
    opSlots.transferred.push_back(getSlot(opPtr));
  for (auto [index, value] : llvm::enumerate(transferred))
    memref::StoreOp::create(builder, loc, state.owned.lookup(value),
                            opSlots.transferred[index]);

  for (Region &region : opPtr->getRegions()) {
    RegionTask task;
    task.region = &region;
    task.channel = Channel::Slots;
    task.op = opPtr;
    for (Value value : transferred)
      task.transferred.push_back({value, Value()});
    tasks.push_back(std::move(task));
  }
  for (Value value : movedOut)
    state.owned[value] = getConstant(false);

  // After the op: results and transferred buffers from their slots.
  builder.setInsertionPointAfter(opPtr);
  for (OpResult result : opPtr->getResults())
    if (isMemRef(result.getType()))
      state.owned.insert({result, memref::LoadOp::create(
                                      builder, loc,
                                      opSlots.inputs.lookup(result))});
  for (auto [index, value] : llvm::enumerate(transferred))
    state.owned[value] =
        memref::LoadOp::create(builder, loc, opSlots.transferred[index]);
  remark(loc, "ownership crosses the op's region boundaries through stack "
              "slots (no model of reclaim::OwnershipOpInterface lets Reclaim "
              "extend its forwarded values)");
  return success();
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

SmallVector<Value> OwnershipDeallocation::buildDealloc(
    Location loc, BlockState &state, Value condition, ValueRange retained,
    bool atReturn, const DenseSet<Value> *exclude) {
  SmallVector<Value> memrefs, conditions;
  SmallVector<std::pair<Value, Value>> special; // (memref, cond)
  llvm::SetVector<Value> uniqueRetained(retained.begin(), retained.end());
  // Ownership pinned buffers hand to the retained values that are exactly
  // them.
  DenseMap<Value, Value> pinnedOwnership;
  // The retained values per view root, made on the first pinned buffer
  // (scanning the retained values per pinned buffer was quadratic per edge:
  // thousands of kept-alive buffers carried along a chain of merges).
  std::optional<DenseMap<Value, SmallVector<Value, 1>>> retainedByRoot;
  for (auto &[tracked, own] : state.owned) {
    if (exclude && exclude->contains(tracked))
      continue;
    Value cond = buildAnd(loc, own, condition);
    if (getConstantBool(cond) == std::optional<bool>(false))
      continue;
    // Pinned buffers are never freed (keep-alive ones only at returns); they
    // hand their ownership only to a retained value that is exactly them.
    // They stay out of the dealloc, whose results would also give it to any
    // retained value that is the same buffer at run time: a value that is
    // not pinned (a merge split by FunctionFacts) would then free a
    // kept-alive buffer where it dies.
    PinKind pin = facts.getPin(original(tracked));
    if (pin != PinKind::None && !(pin == PinKind::KeepAlive && atReturn)) {
      // A retained view of it is the same buffer (a cast forwarded to a
      // block argument): it gets the ownership too.
      if (!retainedByRoot) {
        retainedByRoot.emplace();
        for (Value r : uniqueRetained) {
          Value root = getViewRoot(r);
          (*retainedByRoot)[root].push_back(r);
          if (root != r)
            (*retainedByRoot)[r].push_back(r);
        }
      }
      // Its own flag, not and-ed with `condition`: the results of a dealloc
      // under a condition are read only where it holds (buildEdgeDeallocs),
      // and a merge that gets the flag itself on every edge loses its
      // argument (dropRedundantOwnershipArguments).
      bool handedOn = false;
      for (Value r : retainedByRoot->lookup(tracked)) {
        Value &part = pinnedOwnership[r];
        part = part ? buildOr(loc, part, own) : own;
        handedOn = true;
      }
      if (handedOn)
        continue;
      if (reportedLeaks.insert(tracked).second)
        remark(tracked.getLoc(),
               Twine(facts.isKeptAliveOverBudget(original(tracked))
                         ? "never freed: an op with unknown effects touched "
                           "this buffer, and the function keeps too many "
                           "buffers alive to carry them to its returns"
                     : pin == PinKind::Leak
                         ? "never freed: a reference to this buffer escapes "
                           "tracking (address or buffer stored, captured or "
                           "passed on)"
                         : "not freed here: an op with unknown effects touched "
                           "this buffer, which is freed only at the function's "
                           "returns, and nothing carries it there from here "
                           "(it leaks when control passes here: it is defined "
                           "in a region that does not yield it, or in a block "
                           "that does not dominate the returns)") +
                   describeAllocations(original(tracked)));
      continue;
    }
    FailureOr<Operation *> allocator = getSpecialAllocator(tracked);
    if (succeeded(allocator) && *allocator) {
      special.push_back({tracked, cond});
      continue;
    }
    memrefs.push_back(tracked);
    conditions.push_back(cond);
  }
  // Buffers of allocators with their own free never share a buffer with
  // memref.dealloc-freed ones; they are decided here with the same rules as
  // bufferization.dealloc (not freed if a retained value is the same
  // buffer, freed once among aliases), comparing allocated pointers only
  // where their definitions do not separate them, and freed with their
  // allocator's own op.
  Block *block = builder.getInsertionBlock();
  SmallVector<Value> specialOwnership(uniqueRetained.size(),
                                      getConstant(false));
  SmallVector<std::pair<Value, Value>> freedSpecial; // (memref, freed?)
  for (auto [memref, cond] : special) {
    Value keep = getConstant(false);
    for (auto [index, r] : llvm::enumerate(uniqueRetained)) {
      Value same;
      if (getViewRoot(r) == memref)
        same = getConstant(true);
      else if (mayAlias(memref, r, block))
        same = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                     identity->build(builder, loc, memref),
                                     identity->build(builder, loc, r));
      else
        continue;
      keep = buildOr(loc, keep, same);
      specialOwnership[index] =
          buildOr(loc, specialOwnership[index], buildAnd(loc, cond, same));
    }
    Value freeIt = buildAnd(loc, cond, buildNot(loc, keep));
    for (auto [earlier, earlierFreed] : freedSpecial) {
      if (!mayAlias(memref, earlier, block))
        continue;
      Value same =
          getViewRoot(earlier) == getViewRoot(memref)
              ? getConstant(true)
              : Value(arith::CmpIOp::create(
                    builder, loc, arith::CmpIPredicate::eq,
                    identity->build(builder, loc, memref),
                    identity->build(builder, loc, earlier)));
      freeIt = buildAnd(loc, freeIt,
                        buildNot(loc, buildAnd(loc, earlierFreed, same)));
    }
    freedSpecial.push_back({memref, freeIt});
    if (getConstantBool(freeIt) == std::optional<bool>(false))
      continue;
    Operation *allocOp = *getSpecialAllocator(memref);
    auto ifOp = scf::IfOp::create(builder, loc, freeIt);
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(ifOp.thenBlock());
    (void)reclaim::buildDealloc(allocOp, builder, loc, memref);
  }
  // Position of each retained value among the unique ones.
  DenseMap<Value, unsigned> retainedIndex;
  for (auto [index, r] : llvm::enumerate(uniqueRetained))
    retainedIndex.try_emplace(r, index);
  auto resultFor = [&](Value v, ArrayRef<Value> fromDealloc) {
    unsigned index = retainedIndex.lookup(v);
    Value own = fromDealloc.empty() ? getConstant(false) : fromDealloc[index];
    if (!special.empty())
      own = buildOr(loc, own, specialOwnership[index]);
    if (Value part = pinnedOwnership.lookup(v))
      own = buildOr(loc, own, part);
    return own;
  };
  SmallVector<Value> ownership;
  if (memrefs.empty()) {
    for (Value v : retained)
      ownership.push_back(resultFor(v, {}));
    return ownership;
  }
  // A pinned retained value that no memref freed here may be (mayAlias's
  // rules, with each memref's possible buffers found once) is left out of
  // the dealloc, which would only ever answer false for it. Its ownership
  // then stays what it was, and a merge that receives it on every edge
  // loses its argument (a buffer kept alive across a loop or a chain of
  // merges otherwise got a new flag at every dealloc on the way: an output
  // quadratic in kept-alive buffers times merges). Only for a few freed
  // buffers: each pinned value is compared to all of them.
  constexpr size_t kMaxFreedBuffers = 8;
  bool mayLeaveOut = !atReturn && facts.hasPins();
  SmallVector<std::pair<Value, bool>, kMaxFreedBuffers> freedBuffers;
  DenseSet<Value> freedRoots;
  for (Value m : memrefs) {
    if (!mayLeaveOut)
      break;
    SmallVector<std::pair<Value, bool>, 4> buffers;
    getPossibleBuffers(m, buffers);
    for (std::pair<Value, bool> buffer : buffers)
      if (!llvm::is_contained(freedBuffers, buffer))
        freedBuffers.push_back(buffer);
    freedRoots.insert(getViewRoot(m));
    mayLeaveOut = !buffers.empty() && freedBuffers.size() <= kMaxFreedBuffers;
  }
  Block *entry = &funcOp.getFunctionBody().front();
  auto isEntryArgument = [&](Value value) {
    auto arg = dyn_cast_or_null<BlockArgument>(value);
    return arg && arg.getOwner() == entry;
  };
  auto neverFreedHere = [&](Value r) {
    if (freedRoots.contains(getViewRoot(r)))
      return false;
    SmallVector<std::pair<Value, bool>, 4> buffers;
    getPossibleBuffers(r, buffers, /*throughBranches=*/true);
    return !buffers.empty() &&
           llvm::none_of(buffers, [&](std::pair<Value, bool> b) {
             return llvm::any_of(freedBuffers, [&](std::pair<Value, bool> u) {
               // An argument of the function that a condition of this
               // dealloc owns is alive, and its buffer existed before the
               // function made any fresh one: it is none of them.
               if ((b.second && !u.second && isEntryArgument(u.first)) ||
                   (u.second && !b.second && isEntryArgument(b.first)))
                 return false;
               return mayBeSameBuffer(u, b, block);
             });
           });
  };
  SmallVector<Value> deallocRetained;
  DenseMap<Value, unsigned> deallocIndex;
  for (Value r : uniqueRetained) {
    if (mayLeaveOut && facts.getPin(original(r)) != PinKind::None &&
        neverFreedHere(r))
      continue;
    deallocIndex.try_emplace(r, deallocRetained.size());
    deallocRetained.push_back(r);
  }
  auto dealloc = bufferization::DeallocOp::create(builder, loc, memrefs,
                                                  conditions, deallocRetained);
  // (Only where it matters: the function summary reads it in functions
  // under the ownership-passing convention.)
  if (funcOp->hasAttr(kOwnershipAbiAttr))
    dealloc->setAttr(kOwnershipFreeAttr, builder.getUnitAttr());
  ++numDeallocs;
  // resultFor reads the results by position among all the retained values:
  // the ones left out get false.
  SmallVector<Value> fromDealloc;
  for (Value r : uniqueRetained) {
    auto it = deallocIndex.find(r);
    fromDealloc.push_back(it == deallocIndex.end()
                              ? getConstant(false)
                              : dealloc.getUpdatedConditions()[it->second]);
  }
  for (Value v : retained)
    ownership.push_back(resultFor(v, fromDealloc));
  return ownership;
}

SmallVector<Value>
OwnershipDeallocation::getRetainedOnEdge(Block *succ, OperandRange forwarded) {
  // Retain the memrefs passed as block arguments and the memrefs the
  // successor tracks as live-ins.
  SmallVector<Value> retained;
  for (Value v : forwarded)
    if (isMemRef(v.getType()))
      retained.push_back(v);
  for (Value liveIn : getTrackedLiveIns(succ))
    retained.push_back(lookup(liveIn));
  return retained;
}

LogicalResult OwnershipDeallocation::handleBranch(BranchOpInterface branch,
                                                  BlockState &state) {
  Operation *terminator = branch.getOperation();
  Location loc = terminator->getLoc();
  unsigned numSuccessors = terminator->getNumSuccessors();

  // What each edge passes, read once (before any edge gets its ownership
  // operands).
  SmallVector<EdgeOperands> edges = getEdgeOperands(branch);
  // Produced successor operands (values the terminator creates) cannot be
  // memrefs the pass would have to own.
  for (unsigned i = 0; i < numSuccessors; ++i) {
    Block *succ = terminator->getSuccessor(i);
    for (unsigned j = 0; j < edges[i].produced; ++j)
      if (isMemRef(succ->getArgument(j).getType()))
        return terminator->emitOpError()
               << "produces a memref successor operand; "
                  "reclaim-ownership-dealloc cannot track its ownership";
  }

  if (numSuccessors == 1) {
    SmallVector<Value> ownership = buildDealloc(
        loc, state, Value(),
        getRetainedOnEdge(terminator->getSuccessor(0), edges[0].forwarded));
    setIncomingOwnership(branch, 0, ownership);
    return success();
  }

  // Edge conditions: when each edge is taken.
  SmallVector<Value> edgeConditions(numSuccessors);
  if (auto condBr = dyn_cast<cf::CondBranchOp>(terminator)) {
    edgeConditions[0] = condBr.getCondition();
    edgeConditions[1] = buildNot(loc, condBr.getCondition());
  } else if (auto switchOp = dyn_cast<cf::SwitchOp>(terminator)) {
    Value flag = switchOp.getFlag();
    Value noneTaken;
    auto caseValues = switchOp.getCaseValues();
    // Successor 0 is the default destination, then one per case.
    unsigned caseIndex = 0;
    if (caseValues) {
      for (APInt value : caseValues->getValues<APInt>()) {
        Value constant = arith::ConstantOp::create(
            builder, loc, builder.getIntegerAttr(flag.getType(), value));
        Value taken = arith::CmpIOp::create(
            builder, loc, arith::CmpIPredicate::eq, flag, constant);
        // A case value that repeats an earlier one is never taken.
        edgeConditions[1 + caseIndex++] =
            buildAnd(loc, taken, noneTaken ? noneTaken : Value());
        noneTaken = buildAnd(loc, noneTaken, buildNot(loc, taken));
      }
    }
    edgeConditions[0] = noneTaken ? noneTaken : getConstant(true);
  } else {
    return splitEdgesAndDealloc(branch, state);
  }

  // A tracked buffer that no other tracked value may share and that every
  // retained value either is (or views) alone or does not touch is
  // "simple": it is freed by one shared dealloc, under the condition that
  // the edge taken does not retain it, and its retained views inherit its
  // ownership directly. Only the others need a dealloc per edge, so a
  // switch whose n cases forward n different buffers costs O(n), not
  // O(n^2).
  Block *block = terminator->getBlock();
  SmallVector<SmallVector<Value>> retained;
  for (unsigned i = 0; i < numSuccessors; ++i)
    retained.push_back(
        getRetainedOnEdge(terminator->getSuccessor(i), edges[i].forwarded));

  // Tracked values that may share a buffer with another owned one are
  // complex. Distinct fresh buffers never do; only pairs involving a value
  // that is not a fresh buffer of this block need a look (bounded: past the
  // budget, all of them are complex).
  DenseSet<Value> complex;
  SmallVector<Value> fresh, others;
  for (auto &[tracked, own] : state.owned) {
    if (getConstantBool(own) == std::optional<bool>(false))
      continue;
    // Results of one call may share a buffer: only allocations count as
    // pairwise distinct here.
    bool isAllocation = isFreshBuffer(tracked) &&
                        !isa<CallOpInterface>(tracked.getDefiningOp());
    (isAllocation ? fresh : others).push_back(tracked);
  }
  if (others.size() * others.size() > 100000) {
    complex.insert(others.begin(), others.end());
  } else {
    for (auto [i, a] : llvm::enumerate(others))
      for (Value b : ArrayRef<Value>(others).drop_front(i + 1))
        if (mayAlias(a, b, block)) {
          complex.insert(a);
          complex.insert(b);
        }
  }
  if (fresh.size() * others.size() > 100000) {
    complex.insert(fresh.begin(), fresh.end());
    complex.insert(others.begin(), others.end());
  } else if (!fresh.empty()) {
    // mayAlias(f, o) for every pair, with the possible buffers of each `o`
    // found once (not once per fresh buffer: thousands of kept-alive
    // allocations times the others at every branch). An allocation is the
    // same buffer as `o` only if it is `o`'s root or one of its possible
    // buffers, or if a possible buffer is unknown, or neither fresh nor
    // foreign and not bound before the allocation (mayBeSameBuffer).
    DenseMap<Value, SmallVector<Value, 1>> freshByRoot;
    for (Value f : fresh)
      freshByRoot[getViewRoot(f)].push_back(f);
    for (Value o : others) {
      auto mark = [&](Value f) {
        complex.insert(f);
        complex.insert(o);
      };
      auto markRoot = [&](Value root) {
        if (auto it = freshByRoot.find(root); it != freshByRoot.end())
          llvm::for_each(it->second, mark);
      };
      Value root = getViewRoot(o);
      markRoot(root);
      SmallVector<std::pair<Value, bool>, 4> buffers;
      getPossibleBuffers(root, buffers);
      for (auto [u, freshU] : buffers) {
        if (!u) {
          llvm::for_each(fresh, mark);
          break;
        }
        markRoot(u);
        if (freshU || isForeignBuffer(u))
          continue;
        for (Value f : fresh)
          if (!isBoundBefore(u, getViewRoot(f), block))
            mark(f);
      }
    }
  }

  // Which edges retain each tracked value as exactly itself (or a view of
  // it); a retained value that may be another buffer makes the values it
  // may share complex.
  DenseMap<Value, SmallVector<unsigned>> retainingEdges;
  DenseMap<Value, Value> singleRoot; // retained value -> its simple root
  for (unsigned i = 0; i < numSuccessors; ++i) {
    for (Value r : retained[i]) {
      SmallVector<Value> roots;
      getRoots(r, state, roots);
      SmallVector<Value> trackedRoots;
      bool untracked = false;
      for (Value root : roots) {
        if (state.owned.contains(root))
          trackedRoots.push_back(root);
        else
          untracked = true;
      }
      if (trackedRoots.size() == 1 && !untracked &&
          getViewRoot(r) == trackedRoots.front()) {
        singleRoot[r] = trackedRoots.front();
        auto &edges = retainingEdges[trackedRoots.front()];
        if (edges.empty() || edges.back() != i)
          edges.push_back(i);
        continue;
      }
      for (Value root : trackedRoots)
        complex.insert(root);
      if (untracked)
        for (auto &[tracked, own] : state.owned)
          if (mayAlias(tracked, r, block))
            complex.insert(tracked);
    }
  }
  // A retained view of a complex value goes through the per-edge deallocs.
  for (auto it = singleRoot.begin(); it != singleRoot.end();) {
    auto current = it++;
    if (complex.contains(current->second))
      singleRoot.erase(current);
  }

  // The shared dealloc of the simple buffers.
  BlockState simpleState, complexState;
  for (auto &[tracked, own] : state.owned) {
    if (complex.contains(tracked)) {
      complexState.owned.insert({tracked, own});
      continue;
    }
    auto edgesIt = retainingEdges.find(tracked);
    ArrayRef<unsigned> edges = edgesIt == retainingEdges.end()
                                   ? ArrayRef<unsigned>()
                                   : ArrayRef<unsigned>(edgesIt->second);
    Value freeCond;
    if (edges.empty()) {
      freeCond = getConstant(true);
    } else if (edges.size() == numSuccessors) {
      freeCond = getConstant(false);
    } else if (edges.size() <= numSuccessors - edges.size()) {
      Value retainedTaken = getConstant(false);
      for (unsigned e : edges)
        retainedTaken = buildOr(loc, retainedTaken, edgeConditions[e]);
      freeCond = buildNot(loc, retainedTaken);
    } else {
      freeCond = getConstant(false);
      unsigned next = 0;
      for (unsigned e = 0; e < numSuccessors; ++e) {
        if (next < edges.size() && edges[next] == e) {
          ++next;
          continue;
        }
        freeCond = buildOr(loc, freeCond, edgeConditions[e]);
      }
    }
    simpleState.owned.insert({tracked, buildAnd(loc, own, freeCond)});
  }
  buildDealloc(loc, simpleState, Value(), {});

  // Deallocs of the complex ones; simple roots hand their ownership to
  // their retained views directly.
  SmallVector<SmallVector<Value>> ownership(numSuccessors);
  buildEdgeDeallocs(loc, edgeConditions, retained, singleRoot, state,
                    complexState, /*shareLists=*/numSuccessors > 2, ownership);
  setIncomingOwnershipOfAll(branch, ownership);
  return success();
}

/// The most distinct retained lists of one type merged into one dealloc.
static constexpr unsigned kMaxMergedLists = 16;

void OwnershipDeallocation::buildEdgeDeallocs(
    Location loc, ArrayRef<Value> edgeConditions,
    ArrayRef<SmallVector<Value>> retained,
    const DenseMap<Value, Value> &singleRoot, BlockState &state,
    BlockState &complexState, bool shareLists,
    SmallVector<SmallVector<Value>> &ownership) {
  // A dealloc per edge would cost edges x complex buffers, and a switch
  // has thousands of edges. Edges that retain the same list of values
  // share one dealloc under the disjunction of their conditions: only the
  // edge taken consumes its results, and on it the disjunction is its own
  // condition. Lists of the same types (those of the edges into one
  // successor, for one: its forwarded operands, then its live-ins) share
  // one dealloc that retains at each position the value of the list taken
  // (arith.select on when each value is taken: a chain as long as the
  // distinct values at the position, not the lists, whose length makes
  // LLVM's instruction selection slow), up to kMaxMergedLists lists. The
  // output grows with the retained values of the edges plus the complex
  // buffers times the lists of types (times the distinct lists, when there
  // are more than kMaxMergedLists).
  unsigned numSuccessors = edgeConditions.size();
  DenseMap<ArrayRef<Value>, unsigned> listIndex;
  SmallVector<ArrayRef<Value>> lists;
  SmallVector<SmallVector<unsigned>> listEdges;
  for (unsigned i = 0; i < numSuccessors; ++i) {
    unsigned index = lists.size();
    if (shareLists)
      index = listIndex.try_emplace(retained[i], index).first->second;
    if (index == lists.size()) {
      lists.push_back(retained[i]);
      listEdges.emplace_back();
    }
    listEdges[index].push_back(i);
  }
  // When a list of edges is taken (no value when it is every edge).
  // The ownership each edge passes on: a retained view of a simple root
  // gets the root's, the others `results` in order (of every retained value
  // when `all`, else of those without a simple root).
  auto assemble = [&](unsigned l, ArrayRef<Value> results, bool all) {
    for (unsigned e : listEdges[l]) {
      unsigned next = 0;
      for (Value r : lists[l]) {
        auto it = singleRoot.find(r);
        bool viaDealloc = all || it == singleRoot.end();
        Value own = viaDealloc ? results[next] : Value();
        next += viaDealloc;
        ownership[e].push_back(
            it != singleRoot.end() ? state.owned.lookup(it->second) : own);
      }
    }
  };
  if (complexState.owned.empty()) {
    for (unsigned l = 0; l < lists.size(); ++l)
      assemble(l, SmallVector<Value>(lists[l].size(), getConstant(false)),
               /*all=*/true);
    return;
  }
  auto disjunction = [&](ArrayRef<unsigned> edges) -> Value {
    if (edges.size() == 1)
      return edgeConditions[edges.front()];
    if (edges.size() == numSuccessors)
      return Value();
    Value cond = getConstant(false);
    for (unsigned e : edges)
      cond = buildOr(loc, cond, edgeConditions[e]);
    return cond;
  };

  // A pinned buffer hands its ownership only to a retained value that is
  // exactly it, which a select would hide: with one, lists stay apart.
  bool mayMerge = llvm::none_of(complexState.owned, [&](const auto &entry) {
    return facts.getPin(original(entry.first)) != PinKind::None;
  });
  SmallVector<SmallVector<unsigned>> groups; // of list indices
  if (shareLists && mayMerge) {
    SmallVector<SmallVector<Type>> listTypes;
    for (ArrayRef<Value> list : lists)
      listTypes.emplace_back(ValueRange(list).getTypes());
    DenseMap<ArrayRef<Type>, unsigned> groupIndex;
    for (unsigned l = 0; l < lists.size(); ++l) {
      auto [it, inserted] = groupIndex.try_emplace(listTypes[l], groups.size());
      if (inserted)
        groups.emplace_back();
      groups[it->second].push_back(l);
    }
    // More lists than kMaxMergedLists get a dealloc each: the selects and
    // disjunctions of one dealloc over hundreds of lists form one huge
    // expression that LLVM's instruction selection compiles in time
    // super-linear in it (41 s for 2,000 lists of 10 buffers, against 1 s
    // with a dealloc per list).
    SmallVector<SmallVector<unsigned>> split;
    for (SmallVector<unsigned> &group : groups) {
      if (group.size() <= kMaxMergedLists) {
        split.push_back(std::move(group));
        continue;
      }
      for (unsigned l : group)
        split.push_back({l});
    }
    groups = std::move(split);
  } else {
    for (unsigned l = 0; l < lists.size(); ++l)
      groups.push_back({l});
  }

  for (ArrayRef<unsigned> group : groups) {
    SmallVector<unsigned> edges;
    for (unsigned l : group)
      llvm::append_range(edges, listEdges[l]);
    Value condition = disjunction(edges);
    SmallVector<Value> merged;
    if (group.size() == 1) {
      for (Value r : lists[group.front()])
        if (!singleRoot.contains(r))
          merged.push_back(r);
    } else {
      // A retained view of a simple buffer never is a complex one: it may
      // stay in the select and is compared for nothing.
      SmallVector<Value> listConditions;
      for (unsigned l : group)
        listConditions.push_back(disjunction(listEdges[l]));
      // Per position, one select per distinct value (not per list): the
      // lists holding a value are taken under the disjunction of their
      // conditions, which exclude each other, and the last value is what
      // remains.
      unsigned width = lists[group.front()].size();
      for (unsigned j = 0; j < width; ++j) {
        llvm::MapVector<Value, Value> taken; // value -> when it is taken
        for (auto [k, l] : llvm::enumerate(group)) {
          Value &cond = taken[lists[l][j]];
          cond =
              cond ? buildOr(loc, cond, listConditions[k]) : listConditions[k];
        }
        auto values = taken.takeVector();
        Value v = values.back().first;
        for (auto &[value, cond] : llvm::reverse(ArrayRef(values).drop_back()))
          v = arith::SelectOp::create(builder, loc, cond, value, v);
        merged.push_back(v);
      }
    }
    SmallVector<Value> results =
        buildDealloc(loc, complexState, condition, merged);
    for (unsigned l : group)
      assemble(l, results, /*all=*/group.size() > 1);
  }
}

LogicalResult
OwnershipDeallocation::splitEdgesAndDealloc(BranchOpInterface branch,
                                            BlockState &state) {
  // A terminator with several successors whose branch conditions the pass
  // cannot express: give each edge its own block, where the dealloc of the
  // edge runs unconditionally.
  //
  //   ^bb0: my.br ^bb1(%a), ^bb2
  // becomes
  //   ^bb0: my.br ^e1(%a), ^e2
  //   ^e1(%x): %o = bufferization.dealloc ... retain (%x)
  //            cf.br ^bb1(%x, %o)
  Operation *terminator = branch.getOperation();
  Location loc = terminator->getLoc();
  for (unsigned i = 0, e = terminator->getNumSuccessors(); i < e; ++i) {
    Block *succ = terminator->getSuccessor(i);
    unsigned numOriginalArgs = firstOwnershipArg.lookup(succ);
    SuccessorOperands operands = branch.getSuccessorOperands(i);
    if (operands.getProducedOperandCount() != 0)
      return terminator->emitOpError()
             << "produces successor operands; reclaim-ownership-dealloc "
                "cannot split its edges";
    Block *edge = new Block();
    edge->insertBefore(succ);
    SmallVector<Value> edgeArgs;
    for (BlockArgument arg : succ->getArguments().take_front(numOriginalArgs))
      edgeArgs.push_back(edge->addArgument(arg.getType(), arg.getLoc()));
    terminator->setSuccessor(edge, i);

    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(edge);
    SmallVector<Value> retained;
    for (Value v : edgeArgs)
      if (isMemRef(v.getType()))
        retained.push_back(v);
    for (Value liveIn : getTrackedLiveIns(succ))
      retained.push_back(lookup(liveIn));
    SmallVector<Value> ownership =
        buildDealloc(loc, state, Value(), retained);
    auto br = cf::BranchOp::create(builder, loc, succ, edgeArgs);
    setIncomingOwnership(br, 0, ownership);
  }
  return success();
}

FailureOr<Value> OwnershipDeallocation::buildCopy(Location loc, Value value) {
  FailureOr<Operation *> allocator = getSpecialAllocator(value);
  if (failed(allocator))
    return failure();
  auto type = dyn_cast<MemRefType>(value.getType());
  if (*allocator || !type || type.getLayout().isIdentity() ||
      !type.isStrided() ||
      memref::CastOp::areCastCompatible(
          MemRefType::get(type.getShape(), type.getElementType(),
                          MemRefLayoutAttrInterface(), type.getMemorySpace()),
          type))
    return reclaim::buildClone(*allocator, builder, loc, value);
  // A layout with a static offset or static strides: allocate a flat buffer
  // large enough for the highest element and view it with the layout.
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, [](int64_t stride) {
        return ShapedType::isDynamic(stride) || stride < 0;
      }))
    return emitError(loc) << "cannot copy a memref of type " << type
                          << " (needed because the function does not own it)";
  Value extent = arith::ConstantIndexOp::create(builder, loc, offset + 1);
  SmallVector<OpFoldResult> sizes = memref::getMixedSizes(builder, loc, value);
  for (int64_t dim = 0, e = type.getRank(); dim < e; ++dim) {
    Value size = getValueOrCreateConstantIndexOp(builder, loc, sizes[dim]);
    // extent += (size - 1) * stride, or nothing for an empty dimension.
    Value one = arith::ConstantIndexOp::create(builder, loc, 1);
    Value last = arith::SubIOp::create(builder, loc, size, one);
    Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
    last = arith::MaxSIOp::create(builder, loc, last, zero);
    Value stride = arith::ConstantIndexOp::create(builder, loc, strides[dim]);
    extent = arith::AddIOp::create(
        builder, loc, extent, arith::MulIOp::create(builder, loc, last, stride));
  }
  auto flatType = MemRefType::get({ShapedType::kDynamic}, type.getElementType(),
                                  MemRefLayoutAttrInterface(),
                                  type.getMemorySpace());
  Value flat = memref::AllocOp::create(builder, loc, flatType, extent);
  SmallVector<OpFoldResult> strideAttrs;
  for (int64_t stride : strides)
    strideAttrs.push_back(builder.getIndexAttr(stride));
  Value copy = memref::ReinterpretCastOp::create(
      builder, loc, type, flat, builder.getIndexAttr(offset), sizes,
      strideAttrs);
  memref::CopyOp::create(builder, loc, value, copy);
  return copy;
}

LogicalResult OwnershipDeallocation::handleReturn(Operation *returnOp,
                                                  BlockState &state) {
  // Function boundary ABI: the caller owns every returned memref, and no
  // returned memref may be an argument's buffer. Several results may share
  // one buffer (the caller frees it once). A returned value the function
  // does not own (an argument, a stack buffer, a global, a borrowed buffer)
  // is copied, under a run-time condition when its ownership is only known
  // at run time; a value returned several times is copied once.
  //
  // Under the ownership-passing convention, flagged results go back as they
  // are, with their ownership appended (a buffer whose address escaped goes
  // back unowned).
  Location loc = returnOp->getLoc();
  auto converted = convention.functions.find(funcOp.getOperation());
  ArrayRef<unsigned> flagged;
  unsigned numOriginal = returnOp->getNumOperands();
  if (converted != convention.functions.end() &&
      returnOp->getParentOp() == funcOp.getOperation()) {
    flagged = converted->second.flaggedResults;
    numOriginal = converted->second.numOriginalResults;
  }
  SmallVector<Value> memrefs;
  for (OpOperand &operand : returnOp->getOpOperands().take_front(numOriginal)) {
    Value v = operand.get();
    if (!isMemRef(v.getType()))
      continue;
    memrefs.push_back(v);
    if (facts.escapesTracking(original(v)) &&
        !llvm::is_contained(flagged, operand.getOperandNumber()))
      return returnOp->emitOpError()
             << "returns a buffer whose address escaped tracking; Reclaim "
                "cannot hand its ownership to the caller";
  }
  SmallVector<Value> ownership =
      buildDealloc(loc, state, Value(), memrefs, /*atReturn=*/true);

  unsigned next = 0;
  DenseMap<Value, Value> copies;
  Block *block = returnOp->getBlock();
  SmallVector<Value> returnedOwnership(flagged.size());
  for (OpOperand &operand : returnOp->getOpOperands().take_front(numOriginal)) {
    Value value = operand.get();
    if (!isMemRef(value.getType()))
      continue;
    Value own = ownership[next++];
    auto flagPos = llvm::find(flagged, operand.getOperandNumber());
    if (flagPos != flagged.end()) {
      unsigned index = std::distance(flagged.begin(), flagPos);
      // A buffer of this function's frame dies with it: it goes back as an
      // owned copy, like under the function boundary ABI.
      Value passed =
          facts.escapesTracking(original(value)) ? getConstant(false) : own;
      std::pair<Operation *, unsigned> key{returnOp,
                                           operand.getOperandNumber()};
      auto stacksIt = frameResults.find(key);
      if (stacksIt == frameResults.end()) {
        returnedOwnership[index] = passed;
        continue;
      }
      if (!stacksIt->second.empty()) {
        // A copy owned by the caller when the result is one of the frame's
        // stack buffers (compared by allocated pointer), else the result
        // itself with its ownership.
        Value id = identity->build(builder, loc, value);
        Value isFrame;
        for (Value stack : stacksIt->second) {
          Value same = arith::CmpIOp::create(
              builder, loc, arith::CmpIPredicate::eq, id,
              identity->build(builder, loc, stack));
          isFrame = isFrame ? buildOr(loc, isFrame, same) : same;
        }
        auto ifOp = scf::IfOp::create(
            builder, loc, TypeRange{value.getType(), builder.getI1Type()},
            isFrame, /*withElseRegion=*/true);
        {
          OpBuilder::InsertionGuard guard(builder);
          builder.setInsertionPointToStart(ifOp.thenBlock());
          FailureOr<Value> copy = buildCopy(loc, value);
          if (failed(copy))
            return failure();
          scf::YieldOp::create(builder, loc,
                               ValueRange{*copy, getConstant(true)});
          builder.setInsertionPointToStart(ifOp.elseBlock());
          scf::YieldOp::create(builder, loc, ValueRange{value, passed});
        }
        ++numClones;
        remark(loc, "copy inserted for result #" +
                        Twine(operand.getOperandNumber()) +
                        " when it is a stack buffer of the function at run "
                        "time");
        operand.set(ifOp.getResult(0));
        returnedOwnership[index] = ifOp.getResult(1);
        continue;
      }
      returnedOwnership[index] = getConstant(true);
    }
    // A surely owned buffer that no other tracked value may share is owned
    // by the dealloc's result too: say so now, without waiting for the
    // simplifier.
    Value root = getViewRoot(value);
    auto it = state.owned.find(root);
    if (it != state.owned.end() &&
        getConstantBool(it->second) == std::optional<bool>(true) &&
        isSoleOwner(root, state, block))
      own = getConstant(true);
    std::optional<bool> known = getConstantBool(own);
    if (known == std::optional<bool>(true))
      continue;
    auto [copyIt, inserted] = copies.try_emplace(value, Value());
    if (!inserted) {
      operand.set(copyIt->second);
      continue;
    }
    if (known == std::optional<bool>(false)) {
      FailureOr<Value> copy = buildCopy(loc, value);
      if (failed(copy))
        return failure();
      copyIt->second = *copy;
      operand.set(*copy);
      ++numClones;
      remark(loc, "copy inserted for result #" +
                      Twine(operand.getOperandNumber()) +
                      ": the function does not own the returned buffer");
      continue;
    }
    auto ifOp = scf::IfOp::create(builder, loc, value.getType(), own,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToStart(ifOp.thenBlock());
      scf::YieldOp::create(builder, loc, value);
      builder.setInsertionPointToStart(ifOp.elseBlock());
      FailureOr<Value> copy = buildCopy(loc, value);
      if (failed(copy))
        return failure();
      scf::YieldOp::create(builder, loc, *copy);
    }
    ++numClones;
    remark(loc, "copy inserted for result #" +
                    Twine(operand.getOperandNumber()) +
                    " when the function does not own the returned buffer at "
                    "run time");
    copyIt->second = ifOp.getResult(0);
    operand.set(ifOp.getResult(0));
  }
  if (flagged.empty())
    return success();
  // Reclaim's own output returns the flags already: they are decided anew.
  if (returnOp->getNumOperands() == numOriginal + flagged.size()) {
    for (auto [index, own] : llvm::enumerate(returnedOwnership))
      returnOp->setOperand(numOriginal + index, own);
    return success();
  }
  returnOp->insertOperands(returnOp->getNumOperands(), returnedOwnership);
  return success();
}

LogicalResult OwnershipDeallocation::handleRegionExit(Operation *terminator,
                                                      BlockState &state,
                                                      RegionTask &task) {
  Location loc = terminator->getLoc();
  switch (task.channel) {
  case Channel::Function:
    if (terminator->hasTrait<OpTrait::ReturnLike>())
      return handleReturn(terminator, state);
    if (anyMemRef(terminator->getOperandTypes()))
      return terminator->emitOpError()
             << "ends a function block without returning and takes memrefs; "
                "reclaim-ownership-dealloc does not know where they go";
    // A block that leaves the function otherwise (e.g. an unreachable
    // terminator) frees what it owns.
    buildDealloc(loc, state, Value(), {}, /*atReturn=*/true);
    return success();
  case Channel::Scope: {
    // Memrefs handed out of an op whose control flow is unknown (accepted
    // under unknown-ops=keep-alive) are never freed.
    SmallVector<Value> handedOut;
    for (Value v : terminator->getOperands())
      if (isMemRef(v.getType()))
        handedOut.push_back(v);
    buildDealloc(loc, state, Value(), handedOut);
    return success();
  }
  case Channel::Appended:
  case Channel::Slots:
    break;
  }

  auto regionTerminator = dyn_cast<RegionBranchTerminatorOpInterface>(
      terminator);
  if (!regionTerminator)
    return terminator->emitOpError()
           << "leaves a region of '" << task.op->getName()
           << "' but implements no RegionBranchTerminatorOpInterface; Reclaim "
              "cannot forward ownership through it";
  SmallVector<RegionSuccessor> successors =
      getTerminatorSuccessors(regionTerminator);
  // Everything forwarded to any successor is retained, with the transferred
  // buffers (handed back to the op).
  SmallVector<Value> retained;
  for (RegionSuccessor &successor : successors)
    for (Value v : regionTerminator.getSuccessorOperands(successor))
      if (isMemRef(v.getType()) && !llvm::is_contained(retained, v))
        retained.push_back(v);
  unsigned numForwarded = retained.size();
  SmallVector<Value> transferredValues;
  DenseSet<Value> transferredSet;
  for (auto &[value, own] : task.transferred) {
    transferredValues.push_back(value);
    transferredSet.insert(value);
    retained.push_back(value);
  }
  SmallVector<Value> ownership =
      buildDealloc(loc, state, Value(), retained, /*atReturn=*/false,
                   &transferredSet);
  // A transferred buffer goes back with its own ownership or that of an
  // alias the region tracked.
  SmallVector<Value> transferredOwnership;
  for (auto [index, value] : llvm::enumerate(transferredValues)) {
    Value own = state.owned.lookup(value);
    if (!own)
      own = getConstant(false);
    transferredOwnership.push_back(
        buildOr(loc, own, ownership[numForwarded + index]));
  }
  auto ownershipOf = [&](Value v) {
    return ownership[std::distance(retained.begin(),
                                   llvm::find(retained, v))];
  };

  if (task.channel == Channel::Appended) {
    // The model guarantees that all successors share one forwarded list.
    MutableOperandRange forwarded =
        successors.empty()
            ? MutableOperandRange(terminator, terminator->getNumOperands(), 0)
            : regionTerminator.getMutableSuccessorOperands(successors.front());
    SmallVector<Value> extra;
    for (auto [index, v] : llvm::enumerate(forwarded.getAsOperandRange())) {
      if (!isMemRef(v.getType()))
        continue;
      Value own = ownershipOf(v);
      for (RegionSuccessor &successor : successors)
        if (index < successor.getSuccessorInputs().size())
          own = getReceivedOwnership(successor.getSuccessorInputs()[index], v,
                                     own);
      extra.push_back(own);
    }
    extra.append(transferredOwnership);
    forwarded.append(extra);
    return success();
  }

  // Slots: store the ownership of what each successor receives.
  OpSlots &opSlots = slots[task.op];
  for (RegionSuccessor &successor : successors) {
    OperandRange forwarded = regionTerminator.getSuccessorOperands(successor);
    for (auto [value, input] :
         llvm::zip(forwarded, successor.getSuccessorInputs())) {
      if (!isMemRef(input.getType()))
        continue;
      Value slot = opSlots.inputs.lookup(input);
      if (!slot)
        continue;
      memref::StoreOp::create(
          builder, loc, getReceivedOwnership(input, value, ownershipOf(value)),
          slot);
    }
  }
  for (auto [index, own] : llvm::enumerate(transferredOwnership))
    memref::StoreOp::create(builder, loc, own, opSlots.transferred[index]);
  return success();
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

/// A hash of what the verifier and the analyses see of `root`: every op
/// under it (which op, where, its operands, result types, attributes,
/// properties and successors) and the argument types of every block. Equal
/// before and after the pass, the pass changed nothing (locations aside)
/// and the pass manager may skip the verifier, which on deep nests costs
/// the depth per use. Linear, and cheap per op (no SHA-1 of the printed
/// form, as mlir::OperationFingerPrint). hashOp adds one op to `hash`.
static llvm::hash_code hashOp(Operation *op, llvm::hash_code hash) {
  hash = llvm::hash_combine(hash, op, op->getBlock(),
                            op->getRawDictionaryAttrs().getAsOpaquePointer(),
                            op->hashProperties());
  for (Value operand : op->getOperands())
    hash = llvm::hash_combine(hash, operand.getAsOpaquePointer());
  for (Type type : op->getResultTypes())
    hash = llvm::hash_combine(hash, type.getAsOpaquePointer());
  for (Block *successor : op->getSuccessors())
    hash = llvm::hash_combine(hash, successor);
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Type type : block.getArgumentTypes())
        hash = llvm::hash_combine(hash, &block, type.getAsOpaquePointer());
  return hash;
}

/// A hash of the structure of the IR under `root`; also says whether it
/// holds a bufferization.dealloc if `hasDeallocs` is given (the same walk).
static llvm::hash_code hashStructure(Operation *root,
                                     bool *hasDeallocs = nullptr) {
  // The ops directly in `root` (the functions of a module) hashed in
  // parallel, then combined in order.
  SmallVector<Operation *> tops;
  for (Region &region : root->getRegions())
    for (Block &block : region)
      for (Operation &op : block)
        tops.push_back(&op);
  SmallVector<llvm::hash_code> parts(tops.size(), llvm::hash_code(0));
  std::atomic<bool> sawDealloc{false};
  parallelForChunked(root->getContext(), tops.size(), [&](size_t index) {
    llvm::hash_code hash(0);
    bool dealloc = false;
    tops[index]->walk<WalkOrder::PreOrder>([&](Operation *op) {
      hash = hashOp(op, hash);
      dealloc |= isa<bufferization::DeallocOp>(op);
    });
    parts[index] = hash;
    if (dealloc)
      sawDealloc = true;
  });
  if (hasDeallocs)
    *hasDeallocs = sawDealloc.load();
  llvm::hash_code hash = hashOp(root, llvm::hash_code(0));
  for (llvm::hash_code part : parts)
    hash = llvm::hash_combine(hash, part);
  return hash;
}

LogicalResult OwnershipDeallocation::run() {
  Region &body = funcOp.getFunctionBody();
  if (body.empty())
    return success();
  if (failed(facts.collect()))
    return failure();
  // Functions that touch no memref are left alone (whatever their
  // terminators).
  if (!facts.touchesMemRefs)
    return success();
  liveness = std::make_unique<MemRefLiveness>(funcOp, [&](Value value) {
    return isMemRef(value.getType()) || !facts.getCarried(value).empty();
  });
  dominance = std::make_unique<DominanceInfo>(funcOp);
  identity = std::make_unique<BufferIdentityBuilder>(funcOp);
  funcOp->walk([&](Operation *op) {
    for (OpResult result : op->getResults())
      if (getResultOwnership(result) == ResultOwnership::Fresh &&
          !isa<CallOpInterface>(op) && !isFreedByMemRefDealloc(op))
        hasSpecialAllocators = true;
  });

  RegionTask entry;
  entry.region = &body;
  entry.channel = Channel::Function;
  // Under the ownership-passing convention, each memref argument's
  // ownership is one of the i1 arguments appended at the end.
  auto converted = convention.functions.find(funcOp.getOperation());
  if (converted != convention.functions.end() &&
      !converted->second.flaggedResults.empty()) {
    // A buffer of the function's frame dies with it: such results go back
    // as owned copies (handleReturn).
    bool hasFrameBuffers = false;
    body.walk([&](Operation *op) {
      for (Value result : op->getResults())
        if (isMemRef(result.getType()) && isStackAllocation(op, result))
          hasFrameBuffers = true;
      return hasFrameBuffers ? WalkResult::interrupt() : WalkResult::advance();
    });
    std::optional<reclaim::AliasAnalysis> sources;
    for (Block &block : body) {
      if (!block.mightHaveTerminator())
        continue;
      Operation *terminator = block.getTerminator();
      if (!terminator->hasTrait<OpTrait::ReturnLike>())
        continue;
      for (unsigned index : converted->second.flaggedResults) {
        if (index >= terminator->getNumOperands())
          continue;
        if (!sources)
          sources.emplace(funcOp.getOperation());
        // The frame buffers the result may be: known stack buffers that
        // dominate the return are told apart at run time; any other (a
        // stack buffer of a nested block, a source the analysis cannot
        // place) makes the copy unconditional.
        bool frame = false, unconditional = false;
        SmallVector<Value> stacks;
        for (const MemorySource &source :
             sources->getSources(terminator->getOperand(index))) {
          // What a call returns is never this frame's (the callee copies
          // its own frame's buffers).
          if (source.value && source.value.getDefiningOp() &&
              isa<CallOpInterface>(source.value.getDefiningOp()))
            continue;
          if (hasFrameBuffers && source.kind == SourceKind::StackAllocation) {
            frame = true;
            if (source.value &&
                dominance->properlyDominates(source.value, terminator))
              stacks.push_back(source.value);
            else
              unconditional = true;
          } else if (source.kind == SourceKind::Indirect ||
                     source.kind == SourceKind::Unknown) {
            frame = unconditional = true;
          }
        }
        if (!frame)
          continue;
        if (unconditional)
          stacks.clear();
        frameResults[{terminator, index}] = std::move(stacks);
      }
    }
  }
  if (converted != convention.functions.end()) {
    unsigned numArgs = funcOp.getNumArguments();
    for (unsigned i = numArgs - converted->second.numMemRefArgs; i < numArgs;
         ++i)
      entry.entryOwnership.push_back(body.getArgument(i));
  }
  tasks.push_back(std::move(entry));
  LogicalResult result = success();
  while (!tasks.empty() && succeeded(result)) {
    RegionTask task = std::move(tasks.front());
    tasks.pop_front();
    result = processTask(task);
  }
  for (Operation *op : deadOps)
    op->erase();
  if (succeeded(result))
    dropRedundantOwnershipArguments();
  // The constants are made on first request; a function that needed no
  // ownership value keeps none (and may come out unchanged).
  for (Value constant : {trueConstant, falseConstant})
    if (constant && constant.use_empty())
      constant.getDefiningOp()->erase();
  if (failedAllocator)
    return failure();
  return result;
}

void OwnershipDeallocation::dropRedundantOwnershipArguments() {
  // The blocks whose ownership arguments may be redundant; a block comes
  // back when an argument forwarded to it is replaced.
  SmallVector<Block *> worklist;
  DenseSet<Block *> queued;
  auto push = [&](Block *block) {
    if (firstOwnershipArg.contains(block) && !directBlocks.contains(block) &&
        queued.insert(block).second)
      worklist.push_back(block);
  };
  // Arguments are replaced as they are found redundant, and erased, with
  // their operands, only at the end: operand lists keep their layout
  // meanwhile, so the operands of every branch are read once, and a wide
  // cf.switch is rewritten once rather than once per operand it loses
  // (erasing one operand shifts all the later ones).
  DenseMap<Block *, llvm::BitVector> erased;
  DenseMap<Operation *, SmallVector<EdgeOperands>> edgeOperands;
  auto getEdges = [&](BranchOpInterface branch) -> ArrayRef<EdgeOperands> {
    auto [it, inserted] = edgeOperands.try_emplace(branch.getOperation());
    if (inserted)
      it->second = getEdgeOperands(branch);
    return it->second;
  };
  // In program order, so that a chain of merges settles in one sweep.
  funcOp.getFunctionBody().walk([&](Block *block) { push(block); });
  std::reverse(worklist.begin(), worklist.end());
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    queued.erase(block);
    if (block->isEntryBlock() || block->hasNoPredecessors())
      continue;
    // Every edge into the block, through a branch op.
    SmallVector<std::pair<BranchOpInterface, unsigned>> edges;
    bool allBranches = true;
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      if (!branch) {
        allBranches = false;
        break;
      }
      edges.push_back({branch, it.getSuccessorIndex()});
    }
    if (!allBranches)
      continue;
    unsigned first = firstOwnershipArg.lookup(block);
    for (unsigned index = block->getNumArguments(); index-- > first;) {
      auto it = erased.find(block);
      if (it != erased.end() && it->second.test(index))
        continue;
      BlockArgument arg = block->getArgument(index);
      // The one value every edge passes (other than the argument itself, on
      // a back edge), if any. It is used on every edge into the block, so
      // it dominates the block unless the block defines it.
      Value common;
      bool redundant = true;
      for (auto [branch, succIndex] : edges) {
        const EdgeOperands &operands = getEdges(branch)[succIndex];
        if (index < operands.produced ||
            index >= operands.produced + operands.forwarded.size()) {
          redundant = false;
          break;
        }
        Value incoming = operands.forwarded[index - operands.produced];
        if (incoming == arg)
          continue;
        if (common && incoming != common) {
          redundant = false;
          break;
        }
        common = incoming;
      }
      if (!redundant || !common || common.getParentBlock() == block)
        continue;
      // The branches that forwarded the argument now forward `common`:
      // their successors may have become redundant in turn.
      for (Operation *user : arg.getUsers())
        if (user->hasTrait<OpTrait::IsTerminator>())
          for (Block *succ : user->getSuccessors())
            push(succ);
      arg.replaceAllUsesWith(common);
      if (it == erased.end())
        it = erased.try_emplace(block, block->getNumArguments()).first;
      it->second.set(index);
    }
  }
  if (erased.empty())
    return;
  // Each branch into a block that loses arguments loses their operands.
  llvm::SetVector<Operation *> branches;
  for (auto &[block, indices] : erased)
    for (Block *pred : block->getPredecessors())
      branches.insert(pred->getTerminator());
  for (Operation *op : branches)
    eraseSuccessorOperands(cast<BranchOpInterface>(op), erased);
  for (auto &[block, indices] : erased)
    block->eraseArguments(indices);
}

/// The module summary as the pass reads it: under `unknown-ops=keep-alive`
/// an unknown op keeps its buffers alive until its own function returns, so
/// its function only uses them.
static FunctionSummaryOptions
getSummaryOptions(const OwnershipDeallocationOptions &options) {
  FunctionSummaryOptions summaryOptions;
  summaryOptions.externalCallsCapture = options.callsCapture;
  summaryOptions.unknownOpsOnlyUse =
      options.unknownOps == UnknownOpPolicy::KeepAlive;
  return summaryOptions;
}

LogicalResult
reclaim::deallocateBuffers(FunctionOpInterface funcOp,
                           const OwnershipDeallocationOptions &options) {
  Operation *scope = SymbolTable::getNearestSymbolTable(funcOp->getParentOp());
  ModuleSummary summary(scope ? scope : funcOp.getOperation(),
                        getSummaryOptions(options));
  // One function alone keeps the function boundary ABI.
  CallConvention convention;
  OwnershipDeallocation deallocation(funcOp, summary, options, convention);
  return deallocation.run();
}

namespace {
struct OwnershipDeallocationPass
    : reclaim::ReclaimPass<reclaim::impl::OwnershipDeallocationPassBase<
          OwnershipDeallocationPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    OwnershipDeallocationOptions options;
    options.remarks = remarks;
    options.callsCapture = callsCapture;
    if (unknownOps == "error") {
      options.unknownOps = UnknownOpPolicy::Error;
    } else if (unknownOps == "keep-alive") {
      options.unknownOps = UnknownOpPolicy::KeepAlive;
    } else {
      getOperation()->emitError()
          << "unknown-ops must be 'error' or 'keep-alive', not '"
          << unknownOps << "'";
      return signalPassFailure();
    }
    // Input bufferization.dealloc ops (upstream's output, or Reclaim's own
    // when a pipeline runs twice) become plain frees first.
    bool hasDeallocs = false;
    llvm::hash_code before = hashStructure(getOperation(), &hasDeallocs);
    if (hasDeallocs && failed(lowerDeallocations(getOperation())))
      return signalPassFailure();

    // The module-wide summary first, then the functions in parallel: the
    // function boundary ABI and the summary fix what crosses a call.
    // Private functions pass ownership across their calls.
    CallConvention convention;
    if (interprocedural) {
      resolveKnownCallees(getOperation());
      convertCallingConvention(getOperation(), convention);
    }
    ModuleSummary summary(getOperation(), getSummaryOptions(options));
    SmallVector<FunctionOpInterface> funcs =
        getFunctionsWithBodies(getOperation());
    std::atomic<unsigned> deallocs{0}, clones{0};
    std::atomic<bool> failedAny{false};
    parallelForFunctions(&getContext(), funcs, [&](size_t index) {
      FunctionOpInterface funcOp = funcs[index];
      OwnershipDeallocation deallocation(funcOp, summary, options,
                                         convention);
      if (failed(deallocation.run()))
        failedAny = true;
      deallocs += deallocation.numDeallocs;
      clones += deallocation.numClones;
    });
    numDeallocs += deallocs;
    numClones += clones;
    if (failedAny)
      return signalPassFailure();
    // Nothing owned (every buffer promoted to the stack, say): the next
    // canonicalize finds nothing to fold either, and neither pass pays a
    // verification.
    if (hashStructure(getOperation()) == before)
      markAllAnalysesPreserved();
  }
};
} // namespace
