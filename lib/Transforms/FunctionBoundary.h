//===- FunctionBoundary.h - Helpers of the signature-changing passes -*- C++ -*-===//
//
// Shared by the preparation passes that change function signatures
// (reclaim-results-to-out-params, reclaim-drop-equivalent-results,
// reclaim-decompose-tuples): which functions of a module may change, where
// they are called, and how a call or a return is rebuilt.
//
// A function's signature may change only if every caller is rewritten with
// it: the function is defined in the module (not a declaration), it is
// private unless public functions may be modified, and every use of its
// symbol is the callee of a `func.call` (a `func.constant` or any other
// reference takes its address: an indirect caller would still use the old
// signature). A function the user named in the `functions` option that
// breaks one of these rules is an error at the op that breaks it; a function
// selected only because it is private is skipped, with a remark.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_LIB_TRANSFORMS_FUNCTIONBOUNDARY_H
#define RECLAIM_LIB_TRANSFORMS_FUNCTIONBOUNDARY_H

#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/EscapeAnalysis.h"
#include "reclaim/Analysis/FunctionSummary.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace reclaim {

/// Which functions a signature-changing pass may change.
struct FunctionSelection {
  /// Only these functions (symbol names); empty: every function the other
  /// options allow.
  llvm::ArrayRef<std::string> functions;
  /// Whether public functions may change (their callers outside the module
  /// must then follow the new signature).
  bool modifyPublicFunctions = false;
  /// Emit a remark for every function that is left alone, and why.
  bool remarks = false;
  /// The name of the pass, for diagnostics ("reclaim-results-to-out-params").
  llvm::StringRef passName;
};

/// A function whose signature may change, with every call of it.
struct BoundaryFunction {
  mlir::FunctionOpInterface func;
  /// Every `func.call` of the function in the module, in program order.
  llvm::SmallVector<mlir::func::CallOp> calls;
  /// Named in FunctionSelection::functions: it must change or fail.
  bool requested = false;
};

/// Collects the functions defined directly in `module` that `selection`
/// allows to change and for which `wanted` returns true (the functions with
/// something to change). Emits an error and returns failure if a requested
/// function cannot change (or does not exist).
mlir::FailureOr<llvm::SmallVector<BoundaryFunction>>
selectFunctions(mlir::ModuleOp module, const FunctionSelection &selection,
                llvm::function_ref<bool(mlir::FunctionOpInterface)> wanted);

/// The ReturnLike terminators of the top-level blocks of `func`.
llvm::SmallVector<mlir::Operation *> getReturns(mlir::FunctionOpInterface func);

/// Replaces `call` by a `func.call` of the same callee with `operands` and
/// `resultTypes`, keeping its discardable attributes and `no_inline`; the
/// old call is not erased (its results still have their uses).
mlir::func::CallOp rebuildCall(mlir::func::CallOp call,
                               mlir::ValueRange operands,
                               mlir::TypeRange resultTypes);

/// Destroys `root` (an op in no block, e.g. a clone of the module) and
/// everything nested in it, innermost ops first, in time linear in its size:
/// MLIR's teardown drops the references of a region's whole subtree again
/// at every level of a nest (quadratic in the nest's depth).
void destroyNest(mlir::Operation *root);

/// Which buffers of a module may be reached through memory: the alias
/// analysis of the whole module (so that calls are seen through) and, per
/// function, the values whose buffer escapes (is stored, captured, kept by
/// a callee or handed to an unknown op). Valid until the IR changes.
class BufferReachability {
public:
  BufferReachability(mlir::ModuleOp module, bool callsCapture);

  /// The module's alias analysis.
  const AliasAnalysis &getAliases() const { return aliases; }

  /// True unless `a` and `b` are known to be different buffers.
  bool mayAlias(mlir::Value a, mlir::Value b) const {
    return a == b || !aliases.alias(a, b).isNo();
  }

  /// True if the buffer of `value`, a memref of `func`, may be reached
  /// through memory or kept by code the function calls: some escaping root
  /// of `func` may alias it.
  bool isReachable(mlir::Value value, mlir::FunctionOpInterface func);

private:
  /// The roots of `func` (arguments, and op results that are not views,
  /// selects or region results, which the escape analysis reaches from
  /// their roots) whose escape analysis says stored, captured or unknown.
  /// Computed once per function.
  llvm::ArrayRef<mlir::Value> getEscapingRoots(mlir::FunctionOpInterface func);

  AliasAnalysis aliases;
  ModuleSummary summary;
  EscapeAnalysis escape;
  llvm::DenseMap<mlir::Operation *, llvm::SmallVector<mlir::Value>>
      escapingRoots;
};

} // namespace reclaim

#endif // RECLAIM_LIB_TRANSFORMS_FUNCTIONBOUNDARY_H
