//===- TestEscapeAnalysis.cpp - Print EscapeAnalysis results --------------===//
//
// Registers test-reclaim-escape, which prints, for every op carrying a
// `test.ptr` string attribute and a memref result, whether the buffer of that
// result escapes, through which op, how many values carry it and how many ops
// free it:
//
//   escape a: stored at memref.store, values 2, frees 0
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/EscapeAnalysis.h"

#include "reclaim/Analysis/BufferRoots.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

namespace {
struct TestEscapeAnalysisPass
    : PassWrapper<TestEscapeAnalysisPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestEscapeAnalysisPass)

  TestEscapeAnalysisPass() = default;
  TestEscapeAnalysisPass(const TestEscapeAnalysisPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const final { return "test-reclaim-escape"; }
  StringRef getDescription() const final {
    return "Print the escape analysis of every value named by test.ptr";
  }

  Option<bool> callsCapture{
      *this, "calls-capture",
      llvm::cl::desc("Treat buffers passed to calls as escaping"),
      llvm::cl::init(false)};

  void runOnOperation() override {
    reclaim::EscapeAnalysisOptions options;
    options.callArgumentsEscape = callsCapture;
    reclaim::EscapeAnalysis analysis(getOperation(), options);
    getOperation().walk([&](Operation *op) {
      auto name = op->getAttrOfType<StringAttr>("test.ptr");
      if (!name || op->getNumResults() == 0 ||
          !reclaim::isMemRef(op->getResult(0).getType()))
        return;
      const reclaim::EscapeInfo &info = analysis.getInfo(op->getResult(0));
      llvm::errs() << "escape " << name.getValue() << ": "
                   << reclaim::EscapeAnalysis::getKindName(info.kind);
      if (info.escapePoint)
        llvm::errs() << " at " << info.escapePoint->getName();
      llvm::errs() << ", values " << info.aliases.size() << ", frees "
                   << info.frees.size() << "\n";
    });
    markAllAnalysesPreserved();
  }
};
} // namespace

namespace reclaim::test {
void registerTestEscapeAnalysisPass() {
  PassRegistration<TestEscapeAnalysisPass>();
}
} // namespace reclaim::test
