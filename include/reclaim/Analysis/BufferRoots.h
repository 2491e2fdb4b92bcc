//===- BufferRoots.h - Views and the buffers they come from -----*- C++ -*-===//
//
// Small queries shared by Reclaim's analyses and transformations: which memref
// a view-like value is a view of, and whether an op allocates or frees.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_ANALYSIS_BUFFERROOTS_H
#define RECLAIM_ANALYSIS_BUFFERROOTS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

namespace reclaim {

/// Returns the memref that `value` is a metadata-only view of (the source of
/// a `ViewLikeOpInterface` op whose view result is `value`, or of
/// `memref.transpose`), or a null value if `value` is not such a view.
mlir::Value getViewSource(mlir::Value value);

/// Follows getViewSource to the memref that is not itself a view: the value
/// that carries the buffer `value` points into.
mlir::Value getViewRoot(mlir::Value value);

/// True if `op` allocates a new heap buffer as its result `value`: an
/// `Allocate` effect on `value` in any resource but the automatic allocation
/// scope (which `memref.alloca` uses).
bool isHeapAllocation(mlir::Operation *op, mlir::Value value);

/// True if `op` allocates `value` on the stack (automatic allocation scope).
bool isStackAllocation(mlir::Operation *op, mlir::Value value);

/// Collects the memref operands that `op` frees (a `Free` effect), e.g. the
/// operand of `memref.dealloc` or of `memref.realloc`.
void getFreedOperands(mlir::Operation *op,
                      llvm::SmallVectorImpl<mlir::Value> &freed);

/// True if `type` is a memref type (ranked or unranked).
bool isMemRef(mlir::Type type);

} // namespace reclaim

#endif // RECLAIM_ANALYSIS_BUFFERROOTS_H
