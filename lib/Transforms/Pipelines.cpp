//===- Pipelines.cpp - Reclaim pass pipelines and registration ------------===//
//
// Builds reclaim-dealloc-pipeline and reclaim-pipeline from their options
// (Passes.h) and registers them, together with every Reclaim pass, in the
// global pass registry.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace reclaim;

/// Adds reclaim-canonicalize (after CSE if `cse`) on every function, in
/// parallel: in its `nested` mode, which splits the functions in chunks,
/// rather than as a nested pipeline, which costs the pass manager's
/// dispatch per function (as much as canonicalizing a small one). Only the
/// first of a pipeline remarks on a terminator too wide for its patterns
/// (`first`): the others would repeat it.
static void addCanonicalize(OpPassManager &pm, bool cse = false,
                            bool first = false) {
  CanonicalizePassOptions options;
  options.nested = true;
  options.cse = cse;
  options.wideBranchRemarks = first;
  pm.addPass(createCanonicalizePass(options));
}

/// Adds the deallocation passes configured by `options`, the options of
/// either pipeline.
template <typename Derived>
static void
addDeallocationPasses(OpPassManager &pm,
                      const DeallocationPipelineOptionsBase<Derived> &options) {
  ExpandReallocPassOptions expand;
  expand.remarks = options.remarks;
  pm.addPass(createExpandReallocPass(expand));
  // The input canonicalized first, as upstream's pipeline does: branches on
  // a condition already decided above them fold away before ownership
  // deallocation adds code to each of them (a nest of scf.if on one
  // condition becomes one scf.if).
  addCanonicalize(pm, /*cse=*/false, /*first=*/true);
  OwnershipDeallocationPassOptions ownership;
  ownership.unknownOps = options.unknownOps;
  ownership.callsCapture = options.callsCapture;
  ownership.interprocedural = options.interprocedural;
  ownership.remarks = options.remarks;
  pm.addPass(createOwnershipDeallocationPass(ownership));
  addCanonicalize(pm);
  DeallocSimplificationPassOptions simplify;
  simplify.maxSelectPaths = options.maxSelectPaths;
  simplify.remarks = options.remarks;
  pm.addPass(createDeallocSimplificationPass(simplify));
  LowerDeallocationsPassOptions lower;
  lower.inlineLimit = options.inlineLimit;
  lower.remarks = options.remarks;
  pm.addPass(createLowerDeallocationsPass(lower));
  addCanonicalize(pm, /*cse=*/true);
}

void reclaim::buildDeallocationPipeline(
    OpPassManager &pm, const DeallocationPipelineOptions &options) {
  addDeallocationPasses(pm, options);
}

void reclaim::buildDeallocationPipeline(OpPassManager &pm) {
  buildDeallocationPipeline(pm, DeallocationPipelineOptions());
}

void reclaim::buildReclaimPipeline(OpPassManager &pm,
                                   const ReclaimPipelineOptions &options) {
  // Preparation: private functions get signatures the placement passes and
  // ownership deallocation handle best (docs/Preparation.md). Tuples split
  // first, so that the memrefs inside them become results of their own;
  // results that are an argument are dropped before any becomes an
  // out-param (the caller already has the buffer).
  if (options.prepare) {
    DecomposeTuplesPassOptions decompose;
    decompose.remarks = options.remarks;
    pm.addPass(createDecomposeTuplesPass(decompose));
    DropEquivalentResultsPassOptions drop;
    drop.remarks = options.remarks;
    pm.addPass(createDropEquivalentResultsPass(drop));
    ResultsToOutParamsPassOptions outParams;
    outParams.hoistStaticAllocs = true;
    outParams.requireHoist = true;
    // A temporary the callee no longer returns may fit on the stack, where
    // it costs no allocation (if the pipeline promotes at all).
    outParams.promoteLimit =
        options.promoteToStack ? uint64_t(options.maxAllocSizeInBytes) : 0;
    outParams.callsCapture = options.callsCapture;
    outParams.remarks = options.remarks;
    pm.addPass(createResultsToOutParamsPass(outParams));
    OutParamCopyRemovalPassOptions copies;
    copies.callsCapture = options.callsCapture;
    copies.remarks = options.remarks;
    pm.addPass(createOutParamCopyRemovalPass(copies));
  }
  // Placement before deallocation: one buffer per loop instead of one per
  // iteration, then small buffers (including the hoisted ones, which then
  // need no alloca_scope) to the stack, where they need no free.
  BufferLoopHoistingPassOptions loopHoisting;
  loopHoisting.callsCapture = options.callsCapture;
  loopHoisting.remarks = options.remarks;
  pm.addPass(createBufferLoopHoistingPass(loopHoisting));
  if (options.promoteToStack) {
    PromoteToStackPassOptions promote;
    promote.maxAllocSizeInBytes = options.maxAllocSizeInBytes;
    promote.callsCapture = options.callsCapture;
    promote.remarks = options.remarks;
    pm.addPass(createPromoteToStackPass(promote));
  }
  addDeallocationPasses(pm, options);
  // With the frees explicit, a copy next to the allocation or free of a
  // temporary often lets one buffer serve both.
  CopyRemovalPassOptions copyRemoval;
  copyRemoval.remarks = options.remarks;
  pm.addPass(createCopyRemovalPass(copyRemoval));
  // Frees move from the end of their block to right after the last use.
  EarlyDeallocationPassOptions early;
  early.callsCapture = options.callsCapture;
  early.remarks = options.remarks;
  pm.addPass(createEarlyDeallocationPass(early));
  // Last, the heap buffers that remain, do not escape and are freed only
  // directly share one arena per function at offsets planned from liveness
  // (after copy removal, which needs the individual buffers and frees, and
  // after early deallocation, whose frees end the live ranges early).
  if (options.memoryPlan) {
    MemoryPlanPassOptions plan;
    plan.stackLimit = options.planStackLimit;
    plan.callsCapture = options.callsCapture;
    plan.remarks = options.remarks;
    pm.addPass(createMemoryPlanPass(plan));
  }
  addCanonicalize(pm);
}

void reclaim::buildReclaimPipeline(OpPassManager &pm) {
  buildReclaimPipeline(pm, ReclaimPipelineOptions());
}

void reclaim::registerAllReclaimPasses() {
  registerReclaimPasses();
  PassPipelineRegistration<DeallocationPipelineOptions>(
      "reclaim-dealloc-pipeline",
      "Reclaim's deallocation pipeline: reclaim-expand-realloc, "
      "reclaim-canonicalize, reclaim-ownership-dealloc, reclaim-canonicalize, "
      "reclaim-dealloc-simplify, reclaim-lower-deallocs, cse, "
      "reclaim-canonicalize. The output holds only upstream ops and lowers "
      "to LLVM with the standard conversion passes.",
      [](OpPassManager &pm, const DeallocationPipelineOptions &options) {
        buildDeallocationPipeline(pm, options);
      });
  PassPipelineRegistration<ReclaimPipelineOptions>(
      "reclaim-pipeline",
      "Reclaim's recommended full pipeline: (with prepare=true: "
      "reclaim-decompose-tuples, reclaim-drop-equivalent-results, "
      "reclaim-results-to-out-params, reclaim-out-param-copy-removal), "
      "reclaim-buffer-loop-hoisting, "
      "reclaim-promote-to-stack, reclaim-dealloc-pipeline, "
      "reclaim-copy-removal, reclaim-early-dealloc, reclaim-memory-plan, "
      "reclaim-canonicalize. The output holds only upstream ops and lowers "
      "to LLVM with the standard conversion passes.",
      [](OpPassManager &pm, const ReclaimPipelineOptions &options) {
        buildReclaimPipeline(pm, options);
      });
}
