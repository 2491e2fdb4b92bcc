//===- BufferLoopHoisting.cpp - Allocations out of sequential loops -------===//
//
// Implements reclaim-buffer-loop-hoisting. An allocation (`memref.alloc`,
// `memref.alloca`) inside a loop moves to the outermost place outside the
// loops around it where one buffer can serve all iterations: before a
// sequential loop op (`scf.for`, `scf.while`, `affine.for`), or at the end
// of the preheader of the outermost `cf` cycle around it.
//
// Sharing the buffer between iterations is correct when no iteration can see
// the buffer of another one:
//  * the buffer does not escape (EscapeAnalysis): it is not stored, not
//    returned, not passed to unknown code;
//  * for a loop op, no value carrying it is loop-carried (an iter_arg, a
//    `scf.while` argument, a loop result) and every use of such a value is
//    inside the loop; for a `cf` cycle, every use lies in the allocation's
//    block after the allocation and no such value is a block argument;
//  * the input does not free it (a free in the body would free the shared
//    buffer in the first iteration).
// Its dynamic sizes must be available at the new place; pure ops computing
// them move along (the size does not vary in the loop). On the way out the
// allocation may leave regions that run at most once (an `scf.if` in the
// loop body), never an allocation scope, a parallel loop or an op with
// unknown control flow. The rules live in Placement.cpp
// (getLoopExitPoints), shared with reclaim-promote-to-stack.
//
// Known limits: a buffer in a `cf` cycle leaves it only when all its uses lie
// in its own block (no per-iteration liveness across blocks is computed).
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "Placement.h"
#include "Remarks.h"
#include "reclaim/Analysis/EscapeAnalysis.h"

#include "mlir/IR/Dominance.h"

#include <atomic>

namespace reclaim {
#define GEN_PASS_DEF_BUFFERLOOPHOISTINGPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using namespace reclaim;
using namespace reclaim::placement;

namespace {

//===----------------------------------------------------------------------===//
// BufferLoopHoisting
//===----------------------------------------------------------------------===//

/// Hoists the allocations of one function out of its loops.
class BufferLoopHoisting {
public:
  BufferLoopHoisting(FunctionOpInterface funcOp, bool callsCapture,
                     bool remarks, const ModuleSummary *summary)
      : funcOp(funcOp), dominance(funcOp),
        escapes(funcOp, EscapeAnalysisOptions{callsCapture, false,
                                              kEscapeValueBudget, summary}),
        remarks(remarks) {}

  unsigned run();

private:
  /// Moves `alloc` out of as many loops as allowed; true if it moved.
  bool hoist(Operation *alloc);

  FunctionOpInterface funcOp;
  DominanceInfo dominance;
  EscapeAnalysis escapes;
  bool remarks;
};

} // namespace

bool BufferLoopHoisting::hoist(Operation *alloc) {
  // An allocation that runs at most once per call is in no loop it could
  // leave (getLoopExitPoints only crosses sequential loops and cf cycles,
  // below the first allocation scope), and gets no remark: skip the escape
  // analysis, whose cost per buffer grows with the values carrying it.
  if (!mayRunRepeatedly(alloc))
    return false;
  auto notHoisted = [&](const Twine &why) {
    if (remarks)
      mlir::emitRemark(alloc->getLoc(), "not hoisted out of its loop: ") << why;
    return false;
  };
  // A buffer that surely escapes its function is rejected from one pass over
  // the function; with remarks, getInfo names the reason.
  if (!remarks && escapes.surelyEscapesFunction(alloc->getResult(0)))
    return false;
  const EscapeInfo &info = escapes.getInfo(alloc->getResult(0));
  if (info.escapes())
    return notHoisted(describeEscape(info, kEscapeValueBudget));
  if (!info.frees.empty())
    return notHoisted("the input frees it (" +
                      remarkOpName(info.frees.front()) + ")");

  std::string whyStopped;
  LoopExitPoints points = getLoopExitPoints(
      alloc, info.aliases, dominance, remarks ? &whyStopped : nullptr);
  if (points.empty())
    return notHoisted(whyStopped.empty() ? "no loop it can leave"
                                         : whyStopped);
  Operation *point = hoistBeforeOutermost(alloc, points, dominance);
  if (!point)
    return notHoisted("its dynamic size is computed in the loop");
  if (remarks)
    mlir::emitRemark(alloc->getLoc(),
                     "hoisted: one buffer for all iterations, allocated "
                     "before ")
        << remarkOpName(point)
        << (whyStopped.empty() ? "" : "; not further: " + whyStopped);
  return true;
}

unsigned BufferLoopHoisting::run() {
  // The climbs out of the loops share what they learn about the nest.
  CycleCacheScope cycles;
  SmallVector<Operation *> allocs;
  walkOwnOps(funcOp, [&](Operation *op) {
    if (isa<memref::AllocOp, memref::AllocaOp>(op))
      allocs.push_back(op);
  });
  unsigned numHoisted = 0;
  for (Operation *alloc : allocs)
    numHoisted += hoist(alloc);
  return numHoisted;
}

unsigned reclaim::hoistBuffersOutOfLoops(FunctionOpInterface funcOp,
                                         bool callsCapture, bool remarks,
                                         const ModuleSummary *summary) {
  return BufferLoopHoisting(funcOp, callsCapture, remarks, summary).run();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct BufferLoopHoistingPass
    : reclaim::ReclaimPass<
          reclaim::impl::BufferLoopHoistingPassBase<BufferLoopHoistingPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    // Only an allocation that may run repeatedly can move (and get a
    // remark): without one, the module summary (a walk of every body) is
    // not worth building.
    std::atomic<bool> anyRepeated{false};
    (void)forEachFunction(getOperation(), [&](FunctionOpInterface funcOp) {
      if (funcOp
              ->walk([&](Operation *op) {
                return isa<memref::AllocOp, memref::AllocaOp>(op) &&
                               mayRunRepeatedly(op)
                           ? WalkResult::interrupt()
                           : WalkResult::advance();
              })
              .wasInterrupted())
        anyRepeated = true;
      return success();
    });
    if (!anyRepeated)
      return markAllAnalysesPreserved();
    std::atomic<unsigned> hoisted{0};
    // A buffer a callee frees or keeps must stay one per iteration.
    ModuleSummary summary(getOperation(), {callsCapture});
    (void)forEachFunction(getOperation(), [&](FunctionOpInterface funcOp) {
      hoisted +=
          hoistBuffersOutOfLoops(funcOp, callsCapture, remarks, &summary);
      return success();
    });
    numHoisted += hoisted;
    if (hoisted == 0)
      markAllAnalysesPreserved();
  }
};
} // namespace
