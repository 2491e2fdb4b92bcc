//===- Passes.h - Reclaim transformation passes -----------------*- C++ -*-===//
//
// Declarations of every Reclaim pass, the public entry points the passes call
// (reused by unit tests and pipelines), and pipeline registration.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_TRANSFORMS_PASSES_H
#define RECLAIM_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "llvm/ADT/DenseSet.h"

namespace reclaim {

class ModuleSummary;

#define GEN_PASS_DECL
#include "reclaim/Transforms/Passes.h.inc"

/// What Reclaim does with an op that touches a memref without saying, through
/// MLIR's interfaces or Reclaim's extension interface, what it does with the
/// buffer.
enum class UnknownOpPolicy {
  /// Report an error at the op (the default).
  Error,
  /// Keep every buffer the op touches alive until the function returns (or
  /// never free it when that cannot be arranged), with a remark.
  KeepAlive,
};

/// Options of ownership-based deallocation, shared by the pass and by callers
/// that run it programmatically.
struct OwnershipDeallocationOptions {
  /// See UnknownOpPolicy.
  UnknownOpPolicy unknownOps = UnknownOpPolicy::Error;
  /// Whether a buffer passed to a function not defined in the module may be
  /// kept by it (it is then never freed).
  bool callsCapture = false;
  /// Emit a remark for every copy inserted and every buffer left unfreed.
  bool remarks = false;
};

/// Inserts ownership-based `bufferization.dealloc` ops into `funcOp`. Emits a
/// diagnostic at the offending op and returns failure on unsupported input;
/// the function is then left in an unspecified state.
mlir::LogicalResult
deallocateBuffers(mlir::FunctionOpInterface funcOp,
                  const OwnershipDeallocationOptions &options = {});

/// Expands every `memref.realloc` under `root`; see ExpandReallocPass. Sets
/// `*changed` (if given) to whether there was any.
mlir::LogicalResult expandReallocs(mlir::Operation *root,
                                   bool emitDeallocs = true,
                                   bool remarks = false,
                                   bool *changed = nullptr);

/// Simplifies every `bufferization.dealloc` in `root`; see
/// DeallocSimplificationPass.
void simplifyDeallocations(mlir::Operation *root, unsigned maxSelectPaths = 16,
                           bool remarks = false);

/// Lowers every `bufferization.dealloc` in `module`; see
/// LowerDeallocationsPass for the strategies.
mlir::LogicalResult lowerDeallocations(mlir::ModuleOp module,
                                       unsigned inlineLimit = 64,
                                       bool remarks = false);

/// Options of reclaim-promote-to-stack (see PromoteToStackPass).
struct PromoteToStackOptions {
  /// Largest buffer, in bytes, that is moved to the stack.
  uint64_t maxAllocSizeInBytes = 1024;
  /// Whether a buffer passed to a call escapes.
  bool callsCapture = false;
  /// Whether allocations that run once per iteration of a loop they cannot
  /// leave are promoted with a memref.alloca_scope around their live range
  /// (otherwise they stay on the heap).
  bool wrapInAllocaScope = false;
  /// Whether every allocation gets a remark: promoted (and where), or why
  /// it stays on the heap.
  bool remarks = false;
  /// What callees do with their arguments (a buffer a callee frees or keeps
  /// is not promoted). Without it, calls follow Reclaim's ABI.
  const ModuleSummary *summary = nullptr;
};

/// What reclaim-promote-to-stack did to one function.
struct PromoteToStackResult {
  unsigned numPromoted = 0;
  unsigned numScopes = 0;
};

/// Replaces the small `memref.alloc` ops of `funcOp` whose buffers do not
/// escape by `memref.alloca`; see PromoteToStackPass.
PromoteToStackResult
promoteBuffersToStack(mlir::FunctionOpInterface funcOp,
                      const PromoteToStackOptions &options = {});

/// Moves the allocations of `funcOp` to the common dominator of their uses,
/// out of regions that run at most once; see BufferHoistingPass. Returns the
/// number of allocations moved.
unsigned hoistBuffers(mlir::FunctionOpInterface funcOp,
                      bool remarks = false);

/// Moves the allocations of `funcOp` out of sequential loops; see
/// BufferLoopHoistingPass. Returns the number of allocations moved.
unsigned hoistBuffersOutOfLoops(mlir::FunctionOpInterface funcOp,
                                bool callsCapture = false,
                                bool remarks = false,
                                const ModuleSummary *summary = nullptr);

/// Moves the `memref.dealloc` ops (bare or under `scf.if`) of `funcOp` to
/// just after the last use of their buffer; see EarlyDeallocationPass.
/// Returns the number of deallocations moved.
/// With `callsCapture`, a buffer passed to a call counts as reachable
/// through memory; with `remarks`, every free gets a remark.
unsigned deallocateEarly(mlir::FunctionOpInterface funcOp,
                         bool callsCapture = false, bool remarks = false);

/// What reclaim-copy-removal did to one function.
struct CopyRemovalResult {
  unsigned numSourceReused = 0;
  unsigned numTargetReused = 0;
  unsigned numClonesFolded = 0;
};

/// Removes the copies (and clones) of `funcOp` whose source or target
/// buffer can take the other's place, with the allocation and the free that
/// become dead; see CopyRemovalPass.
CopyRemovalResult removeCopies(mlir::FunctionOpInterface funcOp,
                               bool remarks = false);

//===----------------------------------------------------------------------===//
// Preparation (docs/Preparation.md)
//===----------------------------------------------------------------------===//

/// Options of reclaim-decompose-tuples.
struct DecomposeTuplesOptions {
  /// Only these functions; empty: every function the other options allow.
  llvm::SmallVector<std::string> functions;
  /// Whether public functions may change.
  bool modifyPublicFunctions = false;
  /// Emit a remark per function changed or left alone.
  bool remarks = false;
};

/// Splits the tuple arguments and results of the functions of `module` into
/// their elements; see DecomposeTuplesPass. Returns the number of functions
/// changed, or failure (with an error) if a function named in
/// `options.functions` cannot change.
mlir::FailureOr<unsigned>
decomposeTuples(mlir::ModuleOp module, const DecomposeTuplesOptions &options);

/// Options of reclaim-drop-equivalent-results.
struct DropEquivalentResultsOptions {
  llvm::SmallVector<std::string> functions;
  bool modifyPublicFunctions = false;
  bool remarks = false;
};

/// Drops the memref results of the functions of `module` that are always
/// one of their arguments; see DropEquivalentResultsPass. Returns the number
/// of results dropped, or failure (with an error) if a function named in
/// `options.functions` cannot change.
mlir::FailureOr<unsigned>
dropEquivalentResults(mlir::ModuleOp module,
                      const DropEquivalentResultsOptions &options);

/// Options of reclaim-results-to-out-params.
struct ResultsToOutParamsOptions {
  llvm::SmallVector<std::string> functions;
  bool modifyPublicFunctions = false;
  /// Let callees write into the out-param instead of copying a temporary,
  /// where reclaim-out-param-copy-removal proves it safe.
  bool hoistStaticAllocs = true;
  /// Convert only the results the callee can then write into directly, so
  /// that no copy and no allocation is added (implies hoistStaticAllocs).
  bool requireHoist = false;
  /// With requireHoist, also convert a result whose copy stays when its
  /// temporaries or all its callers' buffers end up on the stack (loop
  /// hoisting and promotion with this size limit in bytes; 0: never).
  uint64_t promoteLimit = 0;
  /// Whether a buffer passed to a function not defined in the module may be
  /// kept by it.
  bool callsCapture = false;
  bool remarks = false;
};

/// What reclaim-results-to-out-params did.
struct ResultsToOutParamsResult {
  unsigned numResults = 0;
  unsigned numCalls = 0;
  unsigned numHoisted = 0;
};

/// Turns the static memref results of the functions of `module` into
/// out-params; see ResultsToOutParamsPass. Fails (with an error) if a
/// function named in `options.functions` cannot change.
mlir::FailureOr<ResultsToOutParamsResult>
convertResultsToOutParams(mlir::ModuleOp module,
                          const ResultsToOutParamsOptions &options);

/// Options of reclaim-out-param-copy-removal.
struct OutParamCopyRemovalOptions {
  /// Whether a buffer passed to a function not defined in the module may be
  /// kept by it.
  bool callsCapture = false;
  bool remarks = false;
};

/// What reclaim-out-param-copy-removal did.
struct OutParamCopyRemovalResult {
  unsigned numRemoved = 0;
  /// The copies removed (erased: identities only).
  llvm::DenseSet<mlir::Operation *> removed;
};

/// Removes the copies of temporaries into out-params of the functions of
/// `module` where the function can write into the out-param directly; see
/// OutParamCopyRemovalPass. With `onlyCopies` non-empty, only those
/// `memref.copy` ops are candidates.
OutParamCopyRemovalResult
removeOutParamCopies(mlir::ModuleOp module,
                     const OutParamCopyRemovalOptions &options,
                     llvm::ArrayRef<mlir::Operation *> onlyCopies = {});

//===----------------------------------------------------------------------===//
// Pipelines
//===----------------------------------------------------------------------===//

/// Declares a pipeline option whose `--help` text ends with its default:
/// `RECLAIM_PIPELINE_OPTION(bool, remarks, "remarks", false, "...")` declares
/// the member `remarks`, set on the command line as `remarks=true`.
#define RECLAIM_PIPELINE_OPTION(TYPE, MEMBER, NAME, DEFAULT, DESCRIPTION)      \
  ::mlir::detail::PassOptions::Option<TYPE> MEMBER{                            \
      *this, NAME,                                                             \
      ::llvm::cl::desc(DESCRIPTION " (default: " #DEFAULT ")"),                \
      ::llvm::cl::init(DEFAULT)}

/// The options of the deallocation passes, shared by reclaim-dealloc-pipeline
/// and reclaim-pipeline. `Derived` is the options struct of the pipeline
/// (PassPipelineOptions is a CRTP base).
template <typename Derived>
struct DeallocationPipelineOptionsBase
    : public mlir::PassPipelineOptions<Derived> {
  RECLAIM_PIPELINE_OPTION(
      bool, remarks, "remarks", false,
      "Every pass of the pipeline emits a remark for each decision: why a "
      "buffer stays on the heap, was (not) hoisted, promoted or planned, "
      "where its free went, which copies and run-time pointer comparisons "
      "remain and why");
  RECLAIM_PIPELINE_OPTION(
      unsigned, maxSelectPaths, "max-select-paths", 16,
      "reclaim-dealloc-simplify: largest number of select paths followed for "
      "one retained value");
  RECLAIM_PIPELINE_OPTION(
      unsigned, inlineLimit, "inline-limit", 64,
      "reclaim-lower-deallocs: largest number of run-time pointer "
      "comparisons of a dealloc lowered inline before the sorting helper is "
      "used");
  RECLAIM_PIPELINE_OPTION(
      std::string, unknownOps, "unknown-ops", "error",
      "What to do with an op that touches a memref without saying (through "
      "MLIR's interfaces or reclaim::OwnershipOpInterface) what it does with "
      "the buffer: 'error' reports it, 'keep-alive' keeps every buffer it "
      "touches alive until the function returns");
  RECLAIM_PIPELINE_OPTION(
      bool, callsCapture, "calls-capture", false,
      "Treat a buffer passed to a call of a function the module does not "
      "define as kept by the callee (Reclaim's ABI forbids keeping an "
      "argument): it is then never freed, stays in its loop, on the heap, "
      "out of the arena, and its free does not move above calls");
  RECLAIM_PIPELINE_OPTION(
      bool, interprocedural, "interprocedural", true,
      "reclaim-ownership-dealloc: pass ownership across calls of private "
      "functions (and public ones marked reclaim.internal) whose every use "
      "is a direct call, so that no copy is made at their boundary; public "
      "functions the module calls directly get a private version for those "
      "calls (docs/Ownership.md)");
};

/// Options of reclaim-dealloc-pipeline.
struct DeallocationPipelineOptions
    : public DeallocationPipelineOptionsBase<DeallocationPipelineOptions> {};

/// Options of reclaim-pipeline: the deallocation options plus the placement
/// optimisations'.
struct ReclaimPipelineOptions
    : public DeallocationPipelineOptionsBase<ReclaimPipelineOptions> {
  RECLAIM_PIPELINE_OPTION(
      bool, prepare, "prepare", false,
      "Run the preparation passes first, on private functions: "
      "reclaim-decompose-tuples, reclaim-drop-equivalent-results, "
      "reclaim-results-to-out-params (hoist-static-allocs), "
      "reclaim-out-param-copy-removal (they change the signatures of "
      "private functions; docs/Preparation.md)");
  RECLAIM_PIPELINE_OPTION(bool, promoteToStack, "promote-to-stack", true,
                          "Run reclaim-promote-to-stack");
  RECLAIM_PIPELINE_OPTION(
      unsigned, maxAllocSizeInBytes, "max-alloc-size-in-bytes", 1024,
      "reclaim-promote-to-stack: largest buffer, in bytes, moved to the "
      "stack");
  RECLAIM_PIPELINE_OPTION(bool, memoryPlan, "memory-plan", true,
                          "Run reclaim-memory-plan (last)");
  RECLAIM_PIPELINE_OPTION(
      uint64_t, planStackLimit, "plan-stack-limit", 1024,
      "reclaim-memory-plan: largest arena, in bytes, allocated on the stack; "
      "larger arenas go on the heap");
};

/// Adds Reclaim's deallocation pipeline: realloc expansion, ownership
/// deallocation, canonicalization, simplification, lowering, CSE,
/// canonicalization.
void buildDeallocationPipeline(mlir::OpPassManager &pm,
                               const DeallocationPipelineOptions &options);
void buildDeallocationPipeline(mlir::OpPassManager &pm);

/// Adds Reclaim's recommended full pipeline (deallocation plus the placement
/// optimisations that pay off):
///
/// ```c++
/// reclaim::ReclaimPipelineOptions options;
/// options.remarks = true;
/// options.maxAllocSizeInBytes = 4096;
/// mlir::PassManager pm(&context);
/// reclaim::buildReclaimPipeline(pm, options);
/// ```
void buildReclaimPipeline(mlir::OpPassManager &pm,
                          const ReclaimPipelineOptions &options);
void buildReclaimPipeline(mlir::OpPassManager &pm);

/// Registers all Reclaim passes and pipelines with the global registry.
void registerAllReclaimPasses();

#define GEN_PASS_REGISTRATION
#include "reclaim/Transforms/Passes.h.inc"

} // namespace reclaim

#endif // RECLAIM_TRANSFORMS_PASSES_H
