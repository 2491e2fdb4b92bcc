//===- Parallel.h - Chunked parallel loops over functions -------*- C++ -*-===//
//
// mlir::parallelFor hands out one index at a time and, for each, sets and
// erases an order ID in a ParallelDiagnosticHandler, under its lock. On a
// module of thousands of small functions the two workers then spend more
// time waiting on that lock than working (an empty loop over 10,000 indices
// took 16 ms on two threads, 0.2 ms on one). The helpers here hand out
// contiguous chunks instead.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_ANALYSIS_PARALLEL_H
#define RECLAIM_ANALYSIS_PARALLEL_H

#include "mlir/IR/MLIRContext.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstddef>

namespace reclaim {

/// Runs `fn(begin, end)` on contiguous chunks that cover [0, count), on this
/// thread and MLIR's thread pool when the context has multithreading
/// enabled (about 32 chunks per thread, so that uneven functions still
/// balance), else as one chunk on this thread. Diagnostics emitted by `fn`
/// come out in the order of the indices, as from mlir::parallelFor, when
/// the call returns.
void parallelForChunks(mlir::MLIRContext *context, size_t count,
                       llvm::function_ref<void(size_t, size_t)> fn);

/// Runs `fn(index)` for every index below `count`, chunked as by
/// parallelForChunks (each chunk in increasing index order).
void parallelForChunked(mlir::MLIRContext *context, size_t count,
                        llvm::function_ref<void(size_t)> fn);

/// Runs `fn(index)` for every function of `funcs` that a pass rewrites, as
/// parallelForChunked does, except when one of them lies inside another (a
/// function in a module nested in a function): then on this thread, in
/// order. Rewriting a function rewrites the functions nested in it too, and
/// two threads would rewrite the same ops. Each `fn` runs in a
/// SharedSymbolTables::Scope of the loop (SymbolUses.h): `fn` must not add,
/// rename or erase symbols.
void parallelForFunctions(mlir::MLIRContext *context,
                          llvm::ArrayRef<mlir::FunctionOpInterface> funcs,
                          llvm::function_ref<void(size_t)> fn);

} // namespace reclaim

#endif // RECLAIM_ANALYSIS_PARALLEL_H
