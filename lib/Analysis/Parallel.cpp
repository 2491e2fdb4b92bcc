//===- Parallel.cpp - Chunked parallel loops over functions ---------------===//
//
// Implements the helpers of Parallel.h on mlir::parallelFor.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/Parallel.h"

#include "mlir/IR/Threading.h"

#include <algorithm>

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
  if (threads == 1) {
    fn(0, count);
    return;
  }
  size_t chunkSize = std::max<size_t>(1, count / (threads * kChunksPerThread));
  size_t numChunks = (count + chunkSize - 1) / chunkSize;
  parallelFor(context, 0, numChunks, [&](size_t chunk) {
    size_t begin = chunk * chunkSize;
    fn(begin, std::min(count, begin + chunkSize));
  });
}

void reclaim::parallelForChunked(MLIRContext *context, size_t count,
                                 function_ref<void(size_t)> fn) {
  parallelForChunks(context, count, [&](size_t begin, size_t end) {
    for (size_t index = begin; index < end; ++index)
      fn(index);
  });
}
