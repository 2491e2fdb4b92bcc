//===- EscapeAnalysis.h - Does a buffer outlive its allocation scope -*- C++ -*-===//
//
// Escape analysis of buffers: given a memref that an op allocates, follows
// every value that may carry the same buffer (views, selects, region and
// block arguments it is forwarded to, region results) and reports whether the
// buffer can be reached after its nearest automatic allocation scope ends or
// from code the analysis cannot see.
//
// A buffer escapes when one of its values
//  * is returned from the function, or yielded out of the nearest op with
//    the AutomaticAllocationScope trait (a stack buffer would be gone),
//  * is written into memory (`memref.store` of a memref, any op with a write
//    effect that takes the value without an effect on it),
//  * is passed to a call while `callArgumentsEscape` is set,
//  * reaches an op whose effect on it the analysis does not know (no
//    MemoryEffectOpInterface, a region op without control-flow interfaces,
//    a conversion to a tensor), or an op that takes ownership of it
//    (OperandOwnership::Consume), or is used inside a region that may run
//    after its op (async.execute),
//  * has its address taken (reclaim::OwnershipOpInterface's captures, e.g.
//    memref.extract_aligned_pointer_as_index) and that address is stored,
//    passed on or forwarded, rather than only compared or used for accesses.
//
// Passing a buffer to a call does not make it escape by default: under
// Reclaim's function boundary ABI a callee never takes ownership of an
// argument, never frees it, never returns it and never keeps it after it
// returns. Set `callArgumentsEscape` when calling code that does not follow
// this ABI.
//
// The analysis is used by reclaim-promote-to-stack (a buffer that does not
// escape may live on the stack), by the hoisting passes (a buffer that does
// not escape and stays inside one loop iteration may be reused across
// iterations) and is meant to be reused by the static memory planner.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_ANALYSIS_ESCAPEANALYSIS_H
#define RECLAIM_ANALYSIS_ESCAPEANALYSIS_H

#include "reclaim/Analysis/FunctionSummary.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>

namespace reclaim {

/// Why a buffer escapes, ordered from "does not" to the vaguest reason.
enum class EscapeKind {
  /// Every value carrying the buffer stays inside its allocation scope and
  /// is only read, written, viewed, forwarded or freed.
  None,
  /// Returned from the function or yielded out of the allocation scope.
  Returned,
  /// Written into memory.
  Stored,
  /// Passed to a call while calls are configured to capture arguments.
  CapturedByCall,
  /// Reaches an op whose effect on the buffer is unknown, or the analysis
  /// gave up (too many values).
  Unknown,
};

/// Options of the escape analysis.
struct EscapeAnalysisOptions {
  /// Whether passing a buffer to a call (CallOpInterface) makes it escape.
  /// Reclaim's ABI says callees never keep, free or return an argument's
  /// buffer, so the default is false.
  bool callArgumentsEscape = false;
  /// Whether the scope a buffer must not leave is its function rather than
  /// the nearest op with the AutomaticAllocationScope trait: yielding it out
  /// of a `scf.for` or `memref.alloca_scope` is then no escape (a heap buffer
  /// placed in a function's arena lives as long as the function).
  bool functionScope = false;
  /// Largest number of values followed per buffer before the analysis gives
  /// up and reports EscapeKind::Unknown.
  unsigned maxValues = 4096;
  /// What callees defined in the module do with their arguments. Without it,
  /// calls follow Reclaim's ABI (a callee neither frees nor keeps an
  /// argument). A callee that frees the buffer on every path adds the call
  /// to EscapeInfo::frees; one that may keep it, or free it on some paths
  /// only, makes it escape.
  const ModuleSummary *summary = nullptr;
};

/// What the analysis found out about one buffer.
struct EscapeInfo {
  /// Whether and why the buffer escapes.
  EscapeKind kind = EscapeKind::None;
  /// The op through which the buffer escapes (null for EscapeKind::None).
  mlir::Operation *escapePoint = nullptr;
  /// The buffer's value first, then every value that may carry the same
  /// buffer, in discovery order. Complete only when `kind` is not Unknown.
  llvm::SmallVector<mlir::Value> aliases;
  /// Ops with a Free effect on one of the aliases, in discovery order.
  llvm::SmallVector<mlir::Operation *> frees;
  /// Values other than memrefs that may hold the buffer's address (the
  /// result of `memref.extract_aligned_pointer_as_index` and what pure ops
  /// compute from it): accesses and comparisons through them are uses of the
  /// buffer, so it must be alive wherever they are used.
  llvm::SmallVector<mlir::Value> addressCarriers;

  /// True unless `kind` is EscapeKind::None.
  bool escapes() const { return kind != EscapeKind::None; }
};

namespace detail {
class RegionNesting;
} // namespace detail

/// Escape analysis of the buffers allocated under one op (typically a
/// function or module). Results are computed on demand and cached; the cache
/// is invalidated by constructing a new analysis after the IR changes.
class EscapeAnalysis {
public:
  /// Analysis-manager constructor (default options).
  explicit EscapeAnalysis(mlir::Operation *root);
  EscapeAnalysis(mlir::Operation *root, const EscapeAnalysisOptions &options);
  ~EscapeAnalysis();

  /// Returns the escape information of the buffer `buffer` refers to. The
  /// buffer is normally the result of an allocation; for any other memref the
  /// analysis follows the values derived from `buffer` only.
  const EscapeInfo &getInfo(mlir::Value buffer) const;

  /// True if the buffer `buffer` refers to escapes.
  bool escapes(mlir::Value buffer) const { return getInfo(buffer).escapes(); }

  /// True if `buffer` surely escapes its function, and hence also the
  /// nearest allocation scope when options.functionScope is not set: some
  /// value that may carry it escapes. Answered from one backward pass over
  /// the function, computed on the first query of each function: linear in
  /// the function's uses, whatever the length of the chains of values
  /// carrying a buffer (getInfo follows at most maxValues of them per
  /// buffer). False means "ask getInfo", not "does not escape".
  bool surelyEscapesFunction(mlir::Value buffer) const;

  /// Human-readable name of `kind` (as printed by the test pass).
  static llvm::StringRef getKindName(EscapeKind kind);

  const EscapeAnalysisOptions &getOptions() const { return options; }

private:
  EscapeAnalysisOptions options;
  mutable llvm::DenseMap<mlir::Value, std::unique_ptr<EscapeInfo>> cache;
  /// Per function: the values from which an escape is reachable.
  mutable llvm::DenseMap<mlir::Operation *, llvm::DenseSet<mlir::Value>>
      escapingValues;
  /// Memoized walks up the region tree (allocation scopes, nesting depth).
  std::unique_ptr<detail::RegionNesting> nesting;
};

} // namespace reclaim

#endif // RECLAIM_ANALYSIS_ESCAPEANALYSIS_H
