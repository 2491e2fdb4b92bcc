//===- Pipelines.cpp - Reclaim pass pipelines and registration ------------===//
//
// Builds reclaim-dealloc-pipeline and reclaim-pipeline and registers them,
// together with every Reclaim pass, in the global pass registry.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void reclaim::buildDeallocationPipeline(OpPassManager &pm) {
  pm.addPass(createExpandReallocPass());
  pm.addPass(createOwnershipDeallocationPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createDeallocSimplificationPass());
  pm.addPass(createLowerDeallocationsPass());
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
}

void reclaim::buildReclaimPipeline(OpPassManager &pm) {
  // Placement before deallocation: one buffer per loop instead of one per
  // iteration, then small buffers (including the hoisted ones, which then
  // need no alloca_scope) to the stack, where they need no free.
  pm.addPass(createBufferLoopHoistingPass());
  pm.addPass(createPromoteToStackPass());
  buildDeallocationPipeline(pm);
  // With the frees explicit, a copy next to the allocation or free of a
  // temporary often lets one buffer serve both.
  pm.addPass(createCopyRemovalPass());
  // Frees move from the end of their block to right after the last use.
  pm.addPass(createEarlyDeallocationPass());
  // Last, the heap buffers that remain, do not escape and are freed only
  // directly share one arena per function at offsets planned from liveness
  // (after copy removal, which needs the individual buffers and frees, and
  // after early deallocation, whose frees end the live ranges early).
  pm.addPass(createMemoryPlanPass());
  pm.addPass(createCanonicalizerPass());
}

void reclaim::registerAllReclaimPasses() {
  registerReclaimPasses();
  PassPipelineRegistration<>(
      "reclaim-dealloc-pipeline",
      "Reclaim's deallocation pipeline: ownership-based deallocation, "
      "canonicalization, dealloc simplification, lowering of "
      "bufferization.dealloc, CSE and canonicalization. The output holds only "
      "upstream ops and lowers to LLVM with the standard conversion passes.",
      buildDeallocationPipeline);
  PassPipelineRegistration<>(
      "reclaim-pipeline",
      "Reclaim's recommended full pipeline: reclaim-buffer-loop-hoisting, "
      "reclaim-promote-to-stack, reclaim-dealloc-pipeline, "
      "reclaim-copy-removal, reclaim-early-dealloc, reclaim-memory-plan, "
      "canonicalize. The output holds only upstream ops and lowers "
      "to LLVM with the standard conversion passes.",
      buildReclaimPipeline);
}
