//===- Remarks.h - Helpers for the remarks of Reclaim's passes --*- C++ -*-===//
//
// Every Reclaim pass explains its decisions with remarks (`remarks=true` on
// the pass or on reclaim-pipeline / reclaim-dealloc-pipeline), emitted at the
// location of the op a decision is about. A remark that involves a second
// buffer names it by the op that defines it and that op's location, so that
// "why is this buffer still on the heap?" can be answered from the remarks
// alone. These helpers build those names.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_LIB_TRANSFORMS_REMARKS_H
#define RECLAIM_LIB_TRANSFORMS_REMARKS_H

#include "mlir/IR/Location.h"
#include "mlir/IR/Value.h"

#include <string>

namespace reclaim {

/// Formats `loc` as `file:line:col` (the first file location found inside a
/// fused, named or call-site location), or "an unknown location".
std::string remarkLocation(mlir::Location loc);

/// Names the buffer `value` refers to: the op that defines the root of its
/// views and where, e.g. `'memref.alloc' at f.mlir:3:8`, or for a block
/// argument `argument #0 of 'func.func' at f.mlir:1:1` (entry block of a
/// function) or `block argument #1 at f.mlir:7:3`.
std::string remarkBufferName(mlir::Value value);

/// Names the op `op` and where it is: `'memref.dealloc' at f.mlir:9:3`.
std::string remarkOpName(mlir::Operation *op);

} // namespace reclaim

#endif // RECLAIM_LIB_TRANSFORMS_REMARKS_H
