//===- TestPasses.cpp - Registration of Reclaim's test-only passes --------===//
//
// Test passes print analysis results for lit tests; they are registered in
// reclaim-test-opt only (never in the installed reclaim-opt, the plugin or
// the pipelines).
//
//  * test-reclaim-alias: `alias(a, b) = NoAlias|MayAlias|PartialAlias|
//    MustAlias` for every pair of named values of each function, and with
//    print-sources, `sources(a) = [Kind(name), ...] complete|incomplete`.
//  * test-reclaim-modref: `modref(op, ptr) = NoModRef|Ref|Mod|ModRef` for
//    every op carrying a `test.op` attribute and every named value.
//
// Named values: memref arguments (their `test.ptr` argument attribute, else
// `argN`) and results of ops with a `test.ptr` string attribute (`name`, or
// `name#k` for the k-th result of a multi-result op); with name-all, every
// memref value of the function, `%N` in walk order.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/BufferRoots.h"

#include "TestDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

#include <optional>

using namespace mlir;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The named values of `func`, in order: arguments, then tagged results (or
/// every memref with `nameAll`).
using NamedValues = SmallVector<std::pair<std::string, Value>>;

NamedValues collectNamedValues(FunctionOpInterface func, bool nameAll) {
  NamedValues named;
  if (nameAll) {
    // Every memref, `%N` in walk order (block arguments first).
    unsigned next = 0;
    auto add = [&](Value value) {
      if (reclaim::isMemRef(value.getType()))
        named.emplace_back("%" + std::to_string(next++), value);
    };
    func->walk<WalkOrder::PreOrder>([&](Block *block) {
      for (BlockArgument arg : block->getArguments())
        add(arg);
      for (Operation &op : *block)
        for (Value result : op.getResults())
          add(result);
    });
    return named;
  }
  for (BlockArgument arg : func.getArguments()) {
    if (!reclaim::isMemRef(arg.getType()))
      continue;
    auto name =
        func.getArgAttrOfType<StringAttr>(arg.getArgNumber(), "test.ptr");
    named.emplace_back(
        name ? name.str() : "arg" + std::to_string(arg.getArgNumber()), arg);
  }
  func.getFunctionBody().walk([&](Operation *op) {
    auto name = op->getAttrOfType<StringAttr>("test.ptr");
    if (!name)
      return;
    if (op->getNumResults() == 1) {
      named.emplace_back(name.str(), op->getResult(0));
      return;
    }
    for (OpResult result : op->getResults())
      named.emplace_back(
          name.str() + "#" + std::to_string(result.getResultNumber()), result);
  });
  return named;
}

/// The name of `value` in `named`, if any.
std::optional<std::string> lookupName(const NamedValues &named, Value value) {
  for (const auto &[name, v] : named)
    if (v == value)
      return name;
  return std::nullopt;
}

/// Prints `source` as `Kind(name)`: the test name of its value, else the
/// global's symbol or its op's name.
std::string describe(const reclaim::MemorySource &source,
                     const NamedValues &named) {
  std::string text = reclaim::stringifySourceKind(source.kind).str();
  std::string name = "?";
  if (source.kind == reclaim::SourceKind::Global)
    name = source.global.getLeafReference().str();
  else if (std::optional<std::string> found = lookupName(named, source.value))
    name = *found;
  else if (source.op)
    name = source.op->getName().getStringRef().str();
  return text + "(" + name + ")";
}

/// Runs `fn` on every function with a body under `root`.
void forEachFunction(Operation *root,
                     function_ref<void(FunctionOpInterface)> fn) {
  root->walk([&](FunctionOpInterface func) {
    if (!func.isExternal())
      fn(func);
  });
}

//===----------------------------------------------------------------------===//
// test-reclaim-alias
//===----------------------------------------------------------------------===//

struct TestReclaimAliasPass
    : public PassWrapper<TestReclaimAliasPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestReclaimAliasPass)

  TestReclaimAliasPass() = default;
  TestReclaimAliasPass(const TestReclaimAliasPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const final { return "test-reclaim-alias"; }
  StringRef getDescription() const final {
    return "Print reclaim::AliasAnalysis results for values tagged test.ptr";
  }

  Option<bool> printSources{*this, "print-sources",
                            llvm::cl::desc("Also print the sources of every "
                                           "named value"),
                            llvm::cl::init(false)};
  Option<bool> viaMlir{*this, "via-mlir-aa",
                       llvm::cl::desc("Query through mlir::AliasAnalysis "
                                      "(addReclaimAliasAnalysis)"),
                       llvm::cl::init(false)};
  Option<bool> nameAll{*this, "name-all",
                       llvm::cl::desc("Name every memref value %N (block "
                                      "arguments included) instead of the "
                                      "test.ptr ones"),
                       llvm::cl::init(false)};
  Option<bool> externalFresh{
      *this, "external-results-fresh",
      llvm::cl::desc("AliasAnalysisOptions::externalCallResultsAreFresh"),
      llvm::cl::init(true)};

  void runOnOperation() override {
    Operation *root = getOperation();
    reclaim::AliasAnalysisOptions options;
    options.externalCallResultsAreFresh = externalFresh;
    // The default configuration goes through the analysis manager.
    std::optional<reclaim::AliasAnalysis> own;
    const reclaim::AliasAnalysis *analysis;
    if (externalFresh) {
      analysis = &getAnalysis<reclaim::AliasAnalysis>();
    } else {
      own.emplace(root, options);
      analysis = &*own;
    }
    std::optional<mlir::AliasAnalysis> aggregate;
    if (viaMlir) {
      aggregate.emplace(root);
      reclaim::addReclaimAliasAnalysis(*aggregate, root, options);
    }

    raw_ostream &os = llvm::errs();
    forEachFunction(root, [&](FunctionOpInterface func) {
      os << "Testing: @" << func.getName() << "\n";
      NamedValues named = collectNamedValues(func, nameAll);
      if (printSources) {
        for (const auto &[name, value] : named) {
          bool complete = true;
          SmallVector<std::string> sources;
          for (const reclaim::MemorySource &source :
               analysis->getSources(value, &complete))
            sources.push_back(describe(source, named));
          llvm::sort(sources);
          os << "sources(" << name << ") = [";
          llvm::interleaveComma(sources, os);
          os << "] " << (complete ? "complete" : "incomplete") << "\n";
        }
      }
      for (unsigned i = 0, e = named.size(); i != e; ++i)
        for (unsigned j = i + 1; j != e; ++j) {
          Value a = named[i].second, b = named[j].second;
          AliasResult result =
              viaMlir ? aggregate->alias(a, b) : analysis->alias(a, b);
          os << "alias(" << named[i].first << ", " << named[j].first
             << ") = " << result << "\n";
        }
    });
    markAllAnalysesPreserved();
  }
};

//===----------------------------------------------------------------------===//
// test-reclaim-modref
//===----------------------------------------------------------------------===//

struct TestReclaimModRefPass
    : public PassWrapper<TestReclaimModRefPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestReclaimModRefPass)

  TestReclaimModRefPass() = default;
  TestReclaimModRefPass(const TestReclaimModRefPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const final { return "test-reclaim-modref"; }
  StringRef getDescription() const final {
    return "Print reclaim::AliasAnalysis::getModRef for ops tagged test.op "
           "and values tagged test.ptr";
  }

  Option<bool> viaMlir{*this, "via-mlir-aa",
                       llvm::cl::desc("Query through mlir::AliasAnalysis "
                                      "(addReclaimAliasAnalysis)"),
                       llvm::cl::init(false)};

  void runOnOperation() override {
    Operation *root = getOperation();
    const auto &analysis = getAnalysis<reclaim::AliasAnalysis>();
    std::optional<mlir::AliasAnalysis> aggregate;
    if (viaMlir) {
      aggregate.emplace(root);
      reclaim::addReclaimAliasAnalysis(*aggregate, root);
    }

    raw_ostream &os = llvm::errs();
    forEachFunction(root, [&](FunctionOpInterface func) {
      os << "Testing: @" << func.getName() << "\n";
      NamedValues named = collectNamedValues(func, /*nameAll=*/false);
      func.getFunctionBody().walk([&](Operation *op) {
        Attribute tag = op->getAttr("test.op");
        if (!tag)
          return;
        auto label = dyn_cast<StringAttr>(tag);
        std::string opName =
            label ? label.str() : op->getName().getStringRef().str();
        for (const auto &[name, value] : named) {
          ModRefResult result = viaMlir ? aggregate->getModRef(op, value)
                                        : analysis.getModRef(op, value);
          os << "modref(" << opName << ", " << name << ") = " << result << "\n";
        }
      });
    });
    markAllAnalysesPreserved();
  }
};

} // namespace

namespace reclaim::test {
void registerTestEscapeAnalysisPass();

void registerTestPasses() {
  registerLowerTestDialectPass();
  PassRegistration<TestReclaimAliasPass>();
  PassRegistration<TestReclaimModRefPass>();
  registerTestEscapeAnalysisPass();
}
} // namespace reclaim::test
