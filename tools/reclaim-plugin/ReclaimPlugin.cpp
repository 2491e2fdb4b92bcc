//===- ReclaimPlugin.cpp - Reclaim passes as an mlir-opt plugin -----------===//
//
// Loaded by `mlir-opt --load-pass-plugin=ReclaimPlugin.so`; registers every
// Reclaim pass and pipeline with the host's pass registry.
//
//===----------------------------------------------------------------------===//

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

#include "reclaim/Transforms/Passes.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Reclaim", LLVM_VERSION_STRING,
          []() { reclaim::registerAllReclaimPasses(); }};
}
