//===- ExpandRealloc.cpp - memref.realloc to alloc, copy and free ---------===//
//
// Implements reclaim-expand-realloc. `memref.realloc` has no lowering to LLVM;
// this pass expands it into ops that do, choosing statically between growing
// and shrinking whenever both sizes are static (so that no branch that can
// never run is built with out-of-bounds views):
//
//   %new = memref.realloc %old(%n) : memref<?xf32> to memref<?xf32>
//
// becomes
//
//   %size = memref.dim %old, %c0 : memref<?xf32>
//   %grow = arith.cmpi ult, %size, %n : index
//   %new = scf.if %grow -> (memref<?xf32>) {
//     %a = memref.alloc(%n) : memref<?xf32>
//     %v = memref.subview %a[0] [%size] [1] : ...
//     memref.copy %old, %v : ...
//     memref.dealloc %old : memref<?xf32>
//     scf.yield %a : memref<?xf32>
//   } else {
//     %r = memref.reinterpret_cast %old to offset: [0], sizes: [%n], strides: [1]
//     scf.yield %r : memref<?xf32>
//   }
//
// Shrinking keeps the old buffer (as realloc may). The free of the old buffer
// on growth (`emit-deallocs`) is an input free that ownership-based
// deallocation respects.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "mlir/IR/Builders.h"

namespace reclaim {
#define GEN_PASS_DEF_EXPANDREALLOCPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;

namespace {

/// Builds the grown buffer: a fresh allocation holding the old contents.
static Value buildGrow(OpBuilder &b, Location loc, memref::ReallocOp op,
                       OpFoldResult oldSize, bool emitDeallocs) {
  MemRefType type = op.getType();
  Value alloc = memref::AllocOp::create(
      b, loc, type,
      op.getDynamicResultSize() ? ValueRange(op.getDynamicResultSize())
                                : ValueRange(),
      op.getAlignmentAttr());
  SmallVector<OpFoldResult> offsets{b.getIndexAttr(0)}, sizes{oldSize},
      strides{b.getIndexAttr(1)};
  Value view =
      memref::SubViewOp::create(b, loc, alloc, offsets, sizes, strides);
  memref::CopyOp::create(b, loc, op.getSource(), view);
  if (emitDeallocs)
    memref::DeallocOp::create(b, loc, op.getSource());
  return alloc;
}

/// Builds the shrunk buffer: the old buffer seen with the new size.
static Value buildShrink(OpBuilder &b, Location loc, memref::ReallocOp op,
                         OpFoldResult newSize) {
  return memref::ReinterpretCastOp::create(
      b, loc, op.getType(), op.getSource(), b.getIndexAttr(0),
      ArrayRef<OpFoldResult>{newSize}, ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
}

} // namespace

LogicalResult reclaim::expandReallocs(Operation *root, bool emitDeallocs,
                                      bool remarks, bool *changed) {
  SmallVector<memref::ReallocOp> reallocs;
  root->walk([&](memref::ReallocOp op) { reallocs.push_back(op); });
  if (changed)
    *changed = !reallocs.empty();
  for (memref::ReallocOp op : reallocs) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    MemRefType sourceType = op.getSource().getType();
    MemRefType type = op.getType();
    if (!sourceType.getLayout().isIdentity() || !type.getLayout().isIdentity())
      return op.emitOpError()
             << "with a non-identity layout cannot be expanded";
    OpFoldResult oldSize =
        sourceType.isDynamicDim(0)
            ? OpFoldResult(memref::DimOp::create(b, loc, op.getSource(), 0)
                               .getResult())
            : OpFoldResult(b.getIndexAttr(sourceType.getDimSize(0)));
    OpFoldResult newSize =
        type.isDynamicDim(0) ? OpFoldResult(op.getDynamicResultSize())
                             : OpFoldResult(b.getIndexAttr(type.getDimSize(0)));
    StringRef freeNote = emitDeallocs ? ", free of the old buffer"
                                      : " (the old buffer is not freed: "
                                        "emit-deallocs=false)";
    Value result;
    if (!sourceType.isDynamicDim(0) && !type.isDynamicDim(0)) {
      bool grows = sourceType.getDimSize(0) < type.getDimSize(0);
      if (remarks) {
        if (grows)
          mlir::emitRemark(op->getLoc(), "realloc expanded: grows from ")
              << sourceType.getDimSize(0) << " to " << type.getDimSize(0)
              << " elements: new allocation, copy" << freeNote;
        else
          mlir::emitRemark(op->getLoc(), "realloc expanded: does not grow (")
              << sourceType.getDimSize(0) << " to " << type.getDimSize(0)
              << " elements): the old buffer is reused";
      }
      result = grows ? buildGrow(b, loc, op, oldSize, emitDeallocs)
                     : buildShrink(b, loc, op, newSize);
    } else {
      if (remarks)
        mlir::emitRemark(op->getLoc(),
                         "realloc expanded: a size is dynamic, so an scf.if "
                         "decides at run time between growing (new "
                         "allocation, copy")
            << freeNote << ") and reusing the old buffer";
      Value oldValue = getValueOrCreateConstantIndexOp(b, loc, oldSize);
      Value newValue = getValueOrCreateConstantIndexOp(b, loc, newSize);
      Value grow = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         oldValue, newValue);
      auto ifOp = scf::IfOp::create(b, loc, type, grow, /*withElse=*/true);
      b.setInsertionPointToStart(ifOp.thenBlock());
      scf::YieldOp::create(b, loc, buildGrow(b, loc, op, oldSize, emitDeallocs));
      b.setInsertionPointToStart(ifOp.elseBlock());
      scf::YieldOp::create(b, loc, buildShrink(b, loc, op, newSize));
      result = ifOp.getResult(0);
    }
    op.replaceAllUsesWith(result);
    op.erase();
  }
  return success();
}

namespace {
struct ExpandReallocPass
    : reclaim::ReclaimPass<
          reclaim::impl::ExpandReallocPassBase<ExpandReallocPass>> {
  using ReclaimPass::ReclaimPass;
  void runOnOperation() override {
    bool changed = false;
    if (failed(reclaim::expandReallocs(getOperation(), emitDeallocs, remarks,
                                       &changed)))
      return signalPassFailure();
    // Also spares the verifier, which the pass manager skips after a pass
    // that preserved everything (it costs the depth per use on deep nests).
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
