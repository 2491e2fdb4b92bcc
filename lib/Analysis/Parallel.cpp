//===- Parallel.cpp - Chunked parallel loops over functions ---------------===//
//
// Implements the helpers of Parallel.h on mlir::parallelFor.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/Parallel.h"
#include "reclaim/Analysis/SymbolUses.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Threading.h"
#include "llvm/Support/ThreadPool.h"

#include <algorithm>
#include <atomic>

using namespace mlir;

/// Chunks per thread: enough for a few large functions among many small ones
/// to balance, few enough that the per-chunk lock is not felt.
static constexpr size_t kChunksPerThread = 32;

void reclaim::parallelForChunks(MLIRContext *context, size_t count,
                                function_ref<void(size_t, size_t)> fn) {
  if (count == 0)
    return;
  size_t threads = context->isMultithreadingEnabled()
                       ? std::max<size_t>(1, context->getNumThreads())
                       : 1;
  if (threads == 1 || count == 1) {
    fn(0, count);
    return;
  }
  size_t chunkSize = std::max<size_t>(1, count / (threads * kChunksPerThread));
  size_t numChunks = (count + chunkSize - 1) / chunkSize;
  // The calling thread takes chunks too, with threads - 1 helpers from the
  // pool (mlir::parallelFor leaves it waiting while `threads` workers run).
  // The parser allocated the IR on this thread: the more of it this thread
  // rewrites and frees, the less a helper's own malloc arena grows (bench
  // family nested at 32k ops, one large function and a small helper: peak
  // RSS 129-133 MB when the pool's workers ran both or a worker took the
  // large one, 125 MB when this thread takes it; upstream 126 MB).
  // Diagnostics are ordered by chunk, as mlir::parallelFor orders them by
  // index.
  ParallelDiagnosticHandler handler(context);
  auto runChunk = [&](size_t chunk) {
    handler.setOrderIDForThread(chunk);
    size_t begin = chunk * chunkSize;
    fn(begin, std::min(count, begin + chunkSize));
    handler.eraseOrderIDForThread();
  };
  // The first chunk is this thread's (`next` starts after it): the large
  // function of a module that has one comes first, before the helper
  // functions Reclaim's passes add. Then chunks as they come.
  std::atomic<size_t> next{1};
  auto work = [&] {
    for (size_t chunk = next++; chunk < numChunks; chunk = next++)
      runChunk(chunk);
  };
  llvm::ThreadPoolTaskGroup helpers(context->getThreadPool());
  for (size_t helper = 1, e = std::min(threads, numChunks); helper < e;
       ++helper)
    helpers.async(work);
  runChunk(0);
  work();
  // A helper that has not started yet finds no chunk left; waiting from a
  // pool thread (a nested parallel loop) runs the group's tasks meanwhile.
  helpers.wait();
}

void reclaim::parallelForChunked(MLIRContext *context, size_t count,
                                 function_ref<void(size_t)> fn) {
  parallelForChunks(context, count, [&](size_t begin, size_t end) {
    for (size_t index = begin; index < end; ++index)
      fn(index);
  });
}

void reclaim::parallelForFunctions(MLIRContext *context,
                                   ArrayRef<FunctionOpInterface> funcs,
                                   function_ref<void(size_t)> fn) {
  // One set of symbol tables for the analyses of all functions (an analysis
  // of one function resolving its calls in a table of its own would build
  // the module's table once per function).
  SharedSymbolTables tables;
  auto run = [&](size_t index) {
    SharedSymbolTables::Scope scope(tables);
    fn(index);
  };
  bool nested = llvm::any_of(funcs, [](FunctionOpInterface func) {
    return func->getParentOfType<FunctionOpInterface>() != nullptr;
  });
  if (!nested)
    return parallelForChunked(context, funcs.size(), run);
  for (size_t index = 0; index < funcs.size(); ++index)
    run(index);
}
