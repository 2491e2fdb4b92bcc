//===- AliasAnalysis.h - Source-based alias analysis of memrefs -*- C++ -*-===//
//
// reclaim::AliasAnalysis answers, for two memref values, whether they may
// point into the same buffer, by finding the memory sources each value may
// come from (allocations, globals, function arguments, values loaded from
// memory, ...) and comparing sources with a few coarse rules. It also answers
// whether an operation may read or write the buffer of a memref value.
//
// It is usable on its own and through mlir::AliasAnalysis
// (addReclaimAliasAnalysis). The rules are written down in
// docs/AliasAnalysis.md.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_ANALYSIS_ALIASANALYSIS_H
#define RECLAIM_ANALYSIS_ALIASANALYSIS_H

#include "mlir/Analysis/AliasAnalysis.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "mlir/Pass/AnalysisManager.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>

namespace reclaim {

//===----------------------------------------------------------------------===//
// MemorySource
//===----------------------------------------------------------------------===//

/// Where the buffer behind a memref comes from.
enum class SourceKind {
  /// A heap buffer: the result of an op with an `Allocate` effect outside the
  /// automatic allocation scope (`memref.alloc`, `bufferization.clone`, ...),
  /// or a fresh buffer returned by a call.
  HeapAllocation,
  /// A stack buffer (`memref.alloca`).
  StackAllocation,
  /// A global (`memref.get_global`).
  Global,
  /// An argument of the enclosing function (entry block argument of a
  /// FunctionOpInterface op).
  Argument,
  /// A memref loaded from memory, or the result of a call whose callee is not
  /// known (or external, when external results are not treated as fresh).
  Indirect,
  /// Anything the analysis cannot classify, including giving up.
  Unknown,
};

/// Returns the name of `kind`, e.g. "HeapAllocation".
llvm::StringRef stringifySourceKind(SourceKind kind);

/// One memory source of a memref value.
struct MemorySource {
  SourceKind kind = SourceKind::Unknown;
  /// The value that carries the source: the allocating result, the function
  /// argument, the `get_global`, load or call result, or the value the
  /// analysis could not classify. Null for an Unknown source that stands for
  /// "gave up" (too many sources).
  mlir::Value value;
  /// The op that produced `value`: the allocation, `memref.get_global`, load
  /// or call op. For a Global returned by a callee, the callee's
  /// `get_global`. Null for arguments and for "gave up".
  mlir::Operation *op = nullptr;
  /// Global: the symbol of the global.
  mlir::SymbolRefAttr global;
  /// Heap/stack allocations: which buffer of `op`. The result number for an
  /// allocation op; for a buffer returned by a call, the allocation group in
  /// the callee's summary (two results of one call with the same group are
  /// the same buffer), or the result number for external callees.
  unsigned id = 0;
  /// Buffers returned by a call only: true if this buffer may be shared with
  /// other results of the same call (external callees, or results the callee
  /// summary cannot tell apart).
  bool mayAliasSiblings = false;

  /// True if `other` denotes the same buffer as this source (the same
  /// allocation, global, argument or loaded value).
  bool isSameBuffer(const MemorySource &other) const;

  /// True for heap and stack allocations, including buffers returned by
  /// calls.
  bool isAllocation() const {
    return kind == SourceKind::HeapAllocation ||
           kind == SourceKind::StackAllocation;
  }

  /// True if this is a buffer returned by a call op.
  bool isCallResult() const;

  bool operator==(const MemorySource &other) const;
  bool operator!=(const MemorySource &other) const { return !(*this == other); }
};

//===----------------------------------------------------------------------===//
// AliasAnalysis
//===----------------------------------------------------------------------===//

/// Options of reclaim::AliasAnalysis.
struct AliasAnalysisOptions {
  /// Results of calls to external functions (declarations, or functions
  /// outside the analysed root) are fresh buffers: they may alias each other
  /// but none of the caller's other buffers. That is Reclaim's function
  /// boundary ABI (the caller owns every returned memref). When false they
  /// are Indirect sources.
  bool externalCallResultsAreFresh = true;
  /// Cap on the depth of the recursive parts of a query: structural
  /// comparison of views, and nested regions and calls in getModRef. Going
  /// deeper gives the conservative answer.
  unsigned maxDepth = 64;
  /// Cap on the number of distinct sources kept per value; a value with more
  /// sources is treated as Unknown.
  unsigned maxSources = 32;
};

namespace detail {
class AliasAnalysisImpl;
} // namespace detail

/// Source-based alias analysis of memrefs.
///
/// The sources of all memrefs of a function are computed together, on the
/// first query that touches the function, by an iterative data-flow fixpoint
/// over views, casts, selects, block arguments, region-branch ops and calls
/// (through bottom-up function summaries); every later query is a lookup.
/// Queries are const but fill caches: an instance is not thread-safe, and it
/// must be rebuilt after the IR changes.
class AliasAnalysis {
public:
  using Options = AliasAnalysisOptions;

  /// Analyses values under `root`, a module or a function. Callees are
  /// summarised only if they are defined under `root`; other callees are
  /// treated as external.
  explicit AliasAnalysis(mlir::Operation *root, Options options = {});
  /// Constructor for `getAnalysis<reclaim::AliasAnalysis>()`.
  AliasAnalysis(mlir::Operation *op, mlir::AnalysisManager &am);
  AliasAnalysis(AliasAnalysis &&other);
  AliasAnalysis &operator=(AliasAnalysis &&other);
  ~AliasAnalysis();

  /// All sources `value` may come from. `complete` is set to false if the
  /// list contains an Unknown source (an op or block argument the analysis
  /// does not understand, or too many sources).
  llvm::SmallVector<MemorySource> getSources(mlir::Value value,
                                             bool *complete = nullptr) const;

  /// NoAlias: different buffers. MustAlias: the same buffer through the same
  /// view (the same SSA value, or identical chains of casts and views).
  /// PartialAlias: the same buffer, possibly through different views.
  /// MayAlias otherwise.
  mlir::AliasResult alias(mlir::Value a, mlir::Value b) const;

  /// Whether `op` may read (Ref) or write, allocate or free (Mod) the buffer
  /// `location` points into. ModRef when the effects of `op` are unknown.
  mlir::ModRefResult getModRef(mlir::Operation *op, mlir::Value location) const;

  /// The options the analysis was built with.
  const Options &getOptions() const;

private:
  std::unique_ptr<detail::AliasAnalysisImpl> impl;
};

/// Registers a reclaim::AliasAnalysis of `root` into `aa`. mlir::AliasAnalysis
/// asks its implementations in order and keeps the first answer that is not
/// MayAlias (for getModRef: intersects them).
void addReclaimAliasAnalysis(mlir::AliasAnalysis &aa, mlir::Operation *root,
                             AliasAnalysisOptions options = {});

} // namespace reclaim

#endif // RECLAIM_ANALYSIS_ALIASANALYSIS_H
