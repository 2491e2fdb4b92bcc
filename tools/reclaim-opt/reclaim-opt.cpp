//===- reclaim-opt.cpp - Reclaim's mlir-opt driver ------------------------===//
//
// An MlirOptMain driver with every upstream dialect, extension and pass plus
// every Reclaim pass and pipeline. Built twice: `reclaim-opt`, the installed
// user-facing tool, and `reclaim-test-opt` (RECLAIM_TEST_PASSES), which also
// registers the test-only passes under test/lib (test-reclaim-*) and is used
// by the tests only.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/thread.h"

#include "reclaim/Interfaces/OwnershipOpInterface.h"
#include "reclaim/Transforms/Passes.h"

#ifdef RECLAIM_TEST_PASSES
namespace reclaim::test {
void registerTestPasses();
void registerTestDialect(mlir::DialectRegistry &registry);
} // namespace reclaim::test
#endif

static int optMain(int argc, char **argv) {
  mlir::registerAllPasses();
  reclaim::registerAllReclaimPasses();
#ifdef RECLAIM_TEST_PASSES
  reclaim::test::registerTestPasses();
  const char *title = "Reclaim optimizer driver with test passes\n";
#else
  const char *title = "Reclaim optimizer driver\n";
#endif

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  reclaim::registerOwnershipModels(registry);
#ifdef RECLAIM_TEST_PASSES
  reclaim::test::registerTestDialect(registry);
#endif
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, title, registry));
}

/// MLIR's parser and printer recurse once per level of region nesting:
/// 8 MiB of stack end at about 6,000 levels of scf.if (a crash before any
/// pass runs). The driver runs on a thread with 1 GiB of stack, reserved,
/// not touched; the passes themselves recurse per level nowhere.
int main(int argc, char **argv) {
  constexpr unsigned kStackBytes = 1u << 30;
  int result = 1;
  llvm::thread driver(std::optional<unsigned>(kStackBytes),
                      [&] { result = optMain(argc, argv); });
  driver.join();
  return result;
}
