//===- ParallelTest.cpp - Tests of reclaim::parallelForFunctions ----------===//
//
// parallelForFunctions runs a rewrite of each function on MLIR's thread
// pool, except when a function lies inside another: rewriting the outer one
// rewrites the inner one too, and two threads rewrote the same ops (a rare
// crash of reclaim-pipeline on a function in a module nested in a
// function). These tests check which thread runs each function.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/Parallel.h"

#include "reclaim/Analysis/FunctionSummary.h"
#include "reclaim/Analysis/SymbolUses.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace mlir;

namespace {

/// `count` functions, each waiting a little so that both threads get some;
/// with `nested`, the first one holds a module with one more function.
std::string makeModule(unsigned count, bool nested) {
  std::string text;
  for (unsigned i = 0; i < count; ++i) {
    text += "func.func @f" + std::to_string(i) + "() {\n";
    if (nested && i == 0)
      text += "  builtin.module {\n    func.func @inner() {\n      return\n"
              "    }\n  }\n";
    text += "  return\n}\n";
  }
  return text;
}

/// The threads that ran parallelForFunctions over the functions of
/// `text`, and the indices in the order they ran.
std::set<std::thread::id> runOn(MLIRContext &context, const std::string &text,
                                std::vector<size_t> &order) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  EXPECT_TRUE(module);
  SmallVector<FunctionOpInterface> funcs =
      reclaim::getFunctionsWithBodies(*module);
  std::mutex mutex;
  std::set<std::thread::id> threads;
  reclaim::parallelForFunctions(&context, funcs, [&](size_t index) {
    std::this_thread::sleep_for(std::chrono::microseconds(200));
    std::lock_guard<std::mutex> lock(mutex);
    threads.insert(std::this_thread::get_id());
    order.push_back(index);
  });
  return threads;
}

TEST(ParallelTest, NestedFunctionsRunInOrderOnTheCallingThread) {
  MLIRContext context;
  context.loadDialect<func::FuncDialect>();
  ASSERT_TRUE(context.isMultithreadingEnabled());
  std::vector<size_t> order;
  std::set<std::thread::id> threads =
      runOn(context, makeModule(400, /*nested=*/true), order);
  // 401 functions: @inner first (a post-order walk), then @f0 holding it.
  ASSERT_EQ(order.size(), 401u);
  for (size_t index = 0; index < order.size(); ++index)
    EXPECT_EQ(order[index], index);
  EXPECT_EQ(threads, std::set<std::thread::id>{std::this_thread::get_id()});
}

TEST(ParallelTest, SeparateFunctionsRunOnThePool) {
  MLIRContext context;
  context.loadDialect<func::FuncDialect>();
  if (context.getNumThreads() < 2)
    GTEST_SKIP() << "one hardware thread";
  std::vector<size_t> order;
  std::set<std::thread::id> threads =
      runOn(context, makeModule(400, /*nested=*/false), order);
  EXPECT_EQ(order.size(), 400u);
  EXPECT_GT(threads.size(), 1u);
}

TEST(ParallelTest, EveryFunctionSeesTheLoopsSymbolTables) {
  // parallelForFunctions opens one SharedSymbolTables::Scope per loop, on
  // every thread that runs a function, and closes it after.
  MLIRContext context;
  context.loadDialect<func::FuncDialect>();
  for (bool nested : {false, true}) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(makeModule(200, nested), &context);
    ASSERT_TRUE(module);
    SmallVector<FunctionOpInterface> funcs =
        reclaim::getFunctionsWithBodies(*module);
    std::mutex mutex;
    std::set<SymbolTableCollection *> seen;
    reclaim::parallelForFunctions(&context, funcs, [&](size_t) {
      std::lock_guard<std::mutex> lock(mutex);
      seen.insert(reclaim::SharedSymbolTables::getCurrent());
    });
    EXPECT_EQ(seen.size(), 1u);
    EXPECT_FALSE(seen.count(nullptr));
    EXPECT_EQ(reclaim::SharedSymbolTables::getCurrent(), nullptr);
  }
}

TEST(ParallelTest, FunctionsWithBodiesInPostOrder) {
  // getFunctionsWithBodies finds the functions outside bodies on the calling
  // thread and searches the bodies in parallel: the list must be that of a
  // post-order walk, with functions nested in functions (at any depth, in
  // modules inside ops), declarations left out, and a function root itself.
  MLIRContext context;
  context.allowUnregisteredDialects();
  context.loadDialect<func::FuncDialect>();
  std::string text = R"mlir(
    func.func private @decl()
    builtin.module @m {
      func.func @m0() {
        "test.region"() ({
          builtin.module {
            func.func @deep() {
              "test.region"() ({
                builtin.module {
                  func.func @deeper() { return }
                  func.func private @innerDecl()
                }
                "test.end"() : () -> ()
              }) : () -> ()
              return
            }
            func.func @deep2() { return }
          }
          "test.end"() : () -> ()
        }) : () -> ()
        return
      }
    }
    "test.holder"() ({
      func.func @held() { return }
      "test.end"() : () -> ()
    }) : () -> ()
  )mlir";
  for (unsigned i = 0; i < 300; ++i)
    text += "func.func @f" + std::to_string(i) + "() { return }\n";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  ASSERT_TRUE(module);
  SmallVector<FunctionOpInterface> expected;
  module->walk([&](FunctionOpInterface func) {
    if (!func.isExternal())
      expected.push_back(func);
  });
  ASSERT_EQ(expected.size(), 305u);
  EXPECT_EQ(reclaim::getFunctionsWithBodies(*module), expected);
  // A function as the root: its nested functions, then itself.
  auto m0 = cast<FunctionOpInterface>(expected[3].getOperation());
  ASSERT_EQ(SymbolTable::getSymbolName(m0).getValue(), "m0");
  SmallVector<FunctionOpInterface> fromFunction =
      reclaim::getFunctionsWithBodies(m0);
  EXPECT_EQ(fromFunction, SmallVector<FunctionOpInterface>(
                              expected.begin(), expected.begin() + 4));
}

} // namespace
