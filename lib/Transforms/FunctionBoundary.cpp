//===- FunctionBoundary.cpp - Helpers of the signature-changing passes ----===//
//
// Implements the function selection and call rebuilding shared by the
// preparation passes (FunctionBoundary.h). The symbol uses of the module are
// collected in one walk, so selecting functions is linear in the module.
//
//===----------------------------------------------------------------------===//

#include "FunctionBoundary.h"

#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Analysis/SymbolUses.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace reclaim;

namespace {

/// Why `func` cannot change, with the op to report it at; empty if it can.
struct Obstacle {
  std::string reason;
  Operation *where = nullptr;
};

} // namespace

FailureOr<SmallVector<BoundaryFunction>>
reclaim::selectFunctions(ModuleOp module, const FunctionSelection &selection,
                         function_ref<bool(FunctionOpInterface)> wanted) {
  llvm::StringSet<> requested;
  for (const std::string &name : selection.functions)
    requested.insert(name);

  // Every symbol use of the module, by the name it refers to (uses inside
  // nested symbol tables refer to their own symbols).
  DenseMap<StringAttr, SmallVector<SymbolTable::SymbolUse>> usesByName;
  auto uses = reclaim::getSymbolUses(module.getBodyRegion());
  if (!uses) {
    module.emitError(selection.passName)
        << ": an op of the module refers to symbols in an unknown way; no "
           "function signature can change safely";
    return failure();
  }
  for (const SymbolTable::SymbolUse &use : *uses)
    usesByName[use.getSymbolRef().getRootReference()].push_back(use);

  SmallVector<BoundaryFunction> result;
  llvm::StringSet<> found;
  bool failed = false;
  for (Operation &op : *module.getBody()) {
    auto func = dyn_cast<FunctionOpInterface>(&op);
    if (!func)
      continue;
    StringRef name = func.getName();
    found.insert(name);
    bool isRequested = requested.contains(name);
    if (!requested.empty() && !isRequested)
      continue;
    if (!wanted(func))
      continue;

    BoundaryFunction entry;
    entry.func = func;
    entry.requested = isRequested;
    Obstacle obstacle;
    if (func.isExternal()) {
      obstacle = {"it is a declaration (its body is not in the module)",
                  func};
    } else if (func.isPublic() && !selection.modifyPublicFunctions) {
      obstacle = {"it is public (set modify-public-functions to change it "
                  "and its callers outside the module)",
                  func};
    } else {
      for (const SymbolTable::SymbolUse &use :
           usesByName.lookup(func.getNameAttr())) {
        auto call = dyn_cast<func::CallOp>(use.getUser());
        if (call && call.getCalleeAttr() == use.getSymbolRef()) {
          entry.calls.push_back(call);
          continue;
        }
        obstacle = {("'" + use.getUser()->getName().getStringRef() +
                     "' refers to it other than as the callee of func.call "
                     "(its address is taken, or an unknown call op calls "
                     "it): that caller would keep the old signature")
                        .str(),
                    use.getUser()};
        break;
      }
    }
    if (obstacle.where) {
      if (isRequested) {
        obstacle.where->emitError(selection.passName)
            << ": cannot change the signature of @" << name << ": "
            << obstacle.reason;
        failed = true;
      } else if (selection.remarks) {
        mlir::emitRemark(func.getLoc(), selection.passName)
            << ": @" << name << " left alone: " << obstacle.reason;
      }
      continue;
    }
    result.push_back(std::move(entry));
  }
  for (const std::string &name : selection.functions) {
    if (!found.contains(name)) {
      module.emitError(selection.passName)
          << ": no function named @" << name << " in the module";
      failed = true;
    }
  }
  if (failed)
    return failure();
  return result;
}

SmallVector<Operation *> reclaim::getReturns(FunctionOpInterface func) {
  SmallVector<Operation *> returns;
  for (Block &block : func.getFunctionBody())
    if (!block.empty() && block.back().hasTrait<OpTrait::ReturnLike>())
      returns.push_back(&block.back());
  return returns;
}

func::CallOp reclaim::rebuildCall(func::CallOp call, ValueRange operands,
                                  TypeRange resultTypes) {
  OpBuilder builder(call);
  auto newCall = func::CallOp::create(builder, call.getLoc(), resultTypes,
                                      call.getCalleeAttr(), operands);
  newCall.setNoInline(call.getNoInline());
  for (NamedAttribute attr : call->getDiscardableAttrs())
    newCall->setAttr(attr.getName(), attr.getValue());
  return newCall;
}

void reclaim::destroyNest(Operation *root) {
  // No op uses a value or a block any more: every op can go on its own.
  root->walk([](Operation *op) {
    for (OpOperand &operand : op->getOpOperands())
      operand.drop();
    for (BlockOperand &successor : op->getBlockOperands())
      successor.drop();
  });
  // Post-order: an op goes once the ops of its regions are gone, so that its
  // regions' teardown finds only empty blocks.
  root->walk([&](Operation *op) {
    if (op != root)
      op->erase();
  });
  root->erase();
}

//===----------------------------------------------------------------------===//
// BufferReachability
//===----------------------------------------------------------------------===//

static FunctionSummaryOptions getSummaryOptions(bool callsCapture) {
  FunctionSummaryOptions options;
  options.externalCallsCapture = callsCapture;
  return options;
}

static EscapeAnalysisOptions getEscapeOptions(const ModuleSummary &summary) {
  EscapeAnalysisOptions options;
  // Calls are judged by the summary: a callee that keeps (or may free) its
  // argument makes it escape, and with calls-capture so does an external
  // callee.
  options.summary = &summary;
  return options;
}

BufferReachability::BufferReachability(ModuleOp module, bool callsCapture)
    : aliases(module), summary(module, getSummaryOptions(callsCapture)),
      escape(module, getEscapeOptions(summary)) {}

ArrayRef<Value>
BufferReachability::getEscapingRoots(FunctionOpInterface func) {
  auto it = escapingRoots.find(func);
  if (it != escapingRoots.end())
    return it->second;
  SmallVector<Value> roots;
  auto consider = [&](Value value) {
    if (!isMemRef(value.getType()))
      return;
    EscapeKind kind = escape.getInfo(value).kind;
    if (kind != EscapeKind::None && kind != EscapeKind::Returned)
      roots.push_back(value);
  };
  for (BlockArgument arg : func.getArguments())
    consider(arg);
  func->walk([&](Operation *op) {
    if (isa<RegionBranchOpInterface, SelectLikeOpInterface>(op))
      return;
    for (Value result : op->getResults())
      if (!getViewSource(result))
        consider(result);
  });
  return escapingRoots[func] = std::move(roots);
}

bool BufferReachability::isReachable(Value value, FunctionOpInterface func) {
  for (Value root : getEscapingRoots(func))
    if (mayAlias(root, value))
      return true;
  return false;
}
