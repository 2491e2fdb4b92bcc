//===- reclaim-driver.cpp - A compiler driver using Reclaim as a library --===//
//
// Parses an MLIR file, runs reclaim-pipeline on it through the C++ API and
// prints the result:
//
//   reclaim-driver INPUT.mlir [PIPELINE-OPTIONS]
//
// PIPELINE-OPTIONS are reclaim-pipeline's options as on the command line of
// reclaim-opt, e.g. "remarks=true max-alloc-size-in-bytes=4096" (remarks go
// to stderr). A real compiler would set the fields of
// reclaim::ReclaimPipelineOptions directly (see below).
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    llvm::errs() << "usage: reclaim-driver INPUT.mlir [PIPELINE-OPTIONS]\n";
    return 2;
  }

  // The dialects a bufferized program uses; Reclaim's passes load the ones
  // they create ops of themselves.
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect,
                  mlir::bufferization::BufferizationDialect,
                  mlir::cf::ControlFlowDialect, mlir::func::FuncDialect,
                  mlir::memref::MemRefDialect, mlir::scf::SCFDialect>();
  mlir::MLIRContext context(registry);

  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], sourceMgr,
                                            mlir::ParserConfig(&context));
  if (!module)
    return 1;

  reclaim::ReclaimPipelineOptions options;
  // Fields can be set directly, e.g. options.maxAllocSizeInBytes = 4096;
  // here they come from the command line in the textual form.
  if (argc == 3 && mlir::failed(options.parseFromString(argv[2]))) {
    llvm::errs() << "reclaim-driver: bad pipeline options '" << argv[2]
                 << "'\n";
    return 2;
  }

  mlir::PassManager pm(&context);
  reclaim::buildReclaimPipeline(pm, options);
  if (mlir::failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return 0;
}
