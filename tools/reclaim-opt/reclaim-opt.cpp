//===- reclaim-opt.cpp - Reclaim's mlir-opt driver ------------------------===//
//
// An MlirOptMain driver with every upstream dialect, extension and pass plus
// every Reclaim pass and pipeline (and the test-only passes under test/lib).
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "reclaim/Interfaces/OwnershipOpInterface.h"
#include "reclaim/Transforms/Passes.h"

namespace reclaim::test {
void registerTestPasses();
void registerTestDialect(mlir::DialectRegistry &registry);
} // namespace reclaim::test

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  reclaim::registerAllReclaimPasses();
  reclaim::test::registerTestPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  reclaim::registerOwnershipModels(registry);
  reclaim::test::registerTestDialect(registry);
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "Reclaim optimizer driver\n", registry));
}
