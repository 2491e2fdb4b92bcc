//===- FunctionSummary.h - What functions do with their buffers -*- C++ -*-===//
//
// A whole-module summary of what every function does with the buffers of its
// memref arguments: whether it frees them (on some path, on every path) and
// whether a reference to them outlives the call. Callers use it to respect
// a callee's own frees (the caller must not free the buffer again) and to
// keep captured buffers alive. Recursion is handled by a fixpoint.
//
// Known limits: a function that is not defined in the module (a declaration)
// follows Reclaim's function boundary ABI: it neither frees nor keeps its
// arguments (unless calls are configured to capture). An indirect call may
// do what any function of the module of its type whose address is taken
// does with each argument.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_ANALYSIS_FUNCTIONSUMMARY_H
#define RECLAIM_ANALYSIS_FUNCTIONSUMMARY_H

#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace reclaim {

/// What a function does with the buffer of one memref argument.
struct ArgumentSummary {
  /// Some path through the function frees the buffer (or hands its
  /// ownership to an op that takes it).
  bool mayFree = false;
  /// Every path that returns frees it exactly there: after the call the
  /// buffer is gone.
  bool mustFree = false;
  /// A reference to the buffer may outlive the call (stored into memory,
  /// passed to code that keeps it).
  bool captures = false;

  bool operator==(const ArgumentSummary &other) const {
    return mayFree == other.mayFree && mustFree == other.mustFree &&
           captures == other.captures;
  }
  bool operator!=(const ArgumentSummary &other) const {
    return !(*this == other);
  }
};

/// The summary of one function: one entry per argument (non-memref
/// arguments have the empty summary).
struct FunctionSummary {
  llvm::SmallVector<ArgumentSummary> arguments;
};

/// What a call does to the buffer of one of its memref operands, from the
/// callee's summary.
enum class CallOperandEffect {
  /// Used during the call only (Reclaim's ABI).
  Use,
  /// Freed by the callee on every path.
  Free,
  /// Freed by the callee on some paths only: after the call the caller may
  /// not free it again, unless it hands its ownership to the callee.
  MayFree,
  /// Kept by the callee after the call: the caller can never free it.
  Escape,
};

/// Options of the summary.
struct FunctionSummaryOptions {
  /// Whether a buffer passed to a function that is not defined in the module
  /// escapes (see EscapeAnalysisOptions::callArgumentsEscape).
  bool externalCallsCapture = false;
  /// Whether an op with unknown memory effects only uses the buffers it
  /// takes rather than capturing them: reclaim-ownership-dealloc's
  /// `unknown-ops=keep-alive` keeps such a buffer alive until the op's
  /// function returns, and no longer, so a caller of that function may free
  /// or return the buffer after the call.
  bool unknownOpsOnlyUse = false;
};

/// Per function type, what the functions of that type whose address is
/// taken may do with each argument.
using IndirectSummaries =
    llvm::DenseMap<mlir::Type, llvm::SmallVector<ArgumentSummary>>;

/// What a call calls (`callable`: null if its symbol does not resolve), as
/// resolved from `symbol` when the summary was built.
struct ResolvedCallee {
  mlir::Operation *callable = nullptr;
  mlir::SymbolRefAttr symbol;
};
using CalleeMap = llvm::DenseMap<mlir::Operation *, ResolvedCallee>;

/// Summaries of every function defined under a module.
class ModuleSummary {
public:
  /// Summarises every function under `root` that a call may reach (one
  /// with a direct call or whose address is taken); the others get the
  /// worst case without their bodies being analysed.
  explicit ModuleSummary(mlir::Operation *root,
                         FunctionSummaryOptions options = {});

  /// The summary of `func`, or null if it is not defined under the root.
  const FunctionSummary *lookup(mlir::Operation *func) const;

  /// What `call` does with the buffer of its operand `operand`.
  CallOperandEffect getEffect(mlir::CallOpInterface call,
                              mlir::OpOperand &operand) const;

  const FunctionSummaryOptions &getOptions() const { return options; }

  /// What `call` calls, like CallOpInterface::resolveCallable but without a
  /// scan of the module for calls that existed when the summary was built.
  /// Safe to call from several threads while other functions change.
  mlir::Operation *resolveCallable(mlir::CallOpInterface call) const;

private:
  FunctionSummaryOptions options;
  llvm::DenseMap<mlir::Operation *, FunctionSummary> summaries;
  /// What an indirect call may do with its operands: per function type, the
  /// union of the argument summaries of every function of that type whose
  /// address is taken (never "must free").
  IndirectSummaries indirect;
  /// The callee of every direct call under the root.
  CalleeMap callees;
};

/// The functions with a body under `root`, those nested in other functions
/// included, in walk order (post-order).
llvm::SmallVector<mlir::FunctionOpInterface>
getFunctionsWithBodies(mlir::Operation *root);

} // namespace reclaim

#endif // RECLAIM_ANALYSIS_FUNCTIONSUMMARY_H
