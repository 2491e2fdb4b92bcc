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

/// Expands every `memref.realloc` under `root`; see ExpandReallocPass.
mlir::LogicalResult expandReallocs(mlir::Operation *root,
                                   bool emitDeallocs = true);

/// Simplifies every `bufferization.dealloc` in `root`; see
/// DeallocSimplificationPass.
void simplifyDeallocations(mlir::Operation *root, unsigned maxSelectPaths = 16);

/// Lowers every `bufferization.dealloc` in `module`; see
/// LowerDeallocationsPass for the strategies.
mlir::LogicalResult lowerDeallocations(mlir::ModuleOp module,
                                       unsigned inlineLimit = 64);

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
unsigned hoistBuffers(mlir::FunctionOpInterface funcOp);

/// Moves the allocations of `funcOp` out of sequential loops; see
/// BufferLoopHoistingPass. Returns the number of allocations moved.
unsigned hoistBuffersOutOfLoops(mlir::FunctionOpInterface funcOp,
                                bool callsCapture = false,
                                const ModuleSummary *summary = nullptr);

/// Moves the `memref.dealloc` ops (bare or under `scf.if`) of `funcOp` to
/// just after the last use of their buffer; see EarlyDeallocationPass.
/// Returns the number of deallocations moved.
unsigned deallocateEarly(mlir::FunctionOpInterface funcOp);

/// What reclaim-copy-removal did to one function.
struct CopyRemovalResult {
  unsigned numSourceReused = 0;
  unsigned numTargetReused = 0;
  unsigned numClonesFolded = 0;
};

/// Removes the copies (and clones) of `funcOp` whose source or target
/// buffer can take the other's place, with the allocation and the free that
/// become dead; see CopyRemovalPass.
CopyRemovalResult removeCopies(mlir::FunctionOpInterface funcOp);

/// Adds Reclaim's deallocation pipeline: ownership deallocation,
/// canonicalization, simplification, lowering, CSE, canonicalization.
void buildDeallocationPipeline(mlir::OpPassManager &pm);

/// Adds Reclaim's recommended full pipeline (deallocation plus the placement
/// optimisations that pay off).
void buildReclaimPipeline(mlir::OpPassManager &pm);

/// Registers all Reclaim passes and pipelines with the global registry.
void registerAllReclaimPasses();

#define GEN_PASS_REGISTRATION
#include "reclaim/Transforms/Passes.h.inc"

} // namespace reclaim

#endif // RECLAIM_TRANSFORMS_PASSES_H
