//===- AliasAnalysisTest.cpp - Tests of reclaim::AliasAnalysis ------------===//
//
// Unit tests of the alias analysis API: sources and their fields, the coarse
// rules, options, root scoping, registration into mlir::AliasAnalysis and the
// analysis manager, getModRef depth capping, and a 100k-op function that
// checks queries stay fast and precise (it prints its timings, it does not
// assert them).
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/SymbolUses.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/AnalysisManager.h"

#include <gtest/gtest.h>

#include <chrono>
#include <ctime>
#include <string>

using namespace mlir;
using reclaim::SourceKind;

namespace {

class AliasAnalysisTest : public ::testing::Test {
protected:
  AliasAnalysisTest() {
    context
        .loadDialect<arith::ArithDialect, bufferization::BufferizationDialect,
                     cf::ControlFlowDialect, func::FuncDialect,
                     memref::MemRefDialect, scf::SCFDialect>();
    context.allowUnregisteredDialects();
  }

  /// Parses `source`; fails the test on error.
  OwningOpRef<ModuleOp> parse(llvm::StringRef source) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module) << "could not parse the test input";
    return module;
  }

  /// The value named `name`: the result of the op with `test.ptr = name`,
  /// or the function argument with that `test.ptr` argument attribute.
  static Value lookup(Operation *root, llvm::StringRef name) {
    Value found;
    root->walk([&](Operation *op) {
      if (auto func = dyn_cast<FunctionOpInterface>(op)) {
        for (BlockArgument arg : func.getArguments())
          if (auto attr = func.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                            "test.ptr");
              attr && attr.getValue() == name)
            found = arg;
      }
      if (auto attr = op->getAttrOfType<StringAttr>("test.ptr");
          attr && attr.getValue() == name)
        found = op->getResult(0);
    });
    EXPECT_TRUE(found) << "no value named " << name.str();
    return found;
  }

  /// The function named `name`.
  static Operation *lookupFunction(ModuleOp module, llvm::StringRef name) {
    return module.lookupSymbol(name);
  }

  MLIRContext context;
};

constexpr llvm::StringLiteral kKinds = R"mlir(
memref.global "private" @g : memref<4xf32> = dense<0.0>
func.func private @external() -> memref<4xf32>
func.func @kinds(%x: memref<4xf32> {test.ptr = "x"},
                 %pp: memref<memref<4xf32>>, %c: i1) {
  %heap = memref.alloc() {test.ptr = "heap"} : memref<4xf32>
  %stack = memref.alloca() {test.ptr = "stack"} : memref<4xf32>
  %global = memref.get_global @g : memref<4xf32> {test.ptr = "global"}
  %loaded = memref.load %pp[] {test.ptr = "loaded"} : memref<memref<4xf32>>
  %ext = func.call @external() {test.ptr = "ext"} : () -> memref<4xf32>
  %unknown = "test.make"() {test.ptr = "unknown"} : () -> memref<4xf32>
  %sel = arith.select %c, %heap, %x {test.ptr = "sel"} : memref<4xf32>
  return
}
)mlir";

TEST_F(AliasAnalysisTest, SourceKindsAndFields) {
  OwningOpRef<ModuleOp> module = parse(kKinds);
  ASSERT_TRUE(module);
  reclaim::AliasAnalysis aa(*module);
  auto single = [&](llvm::StringRef name, bool expectComplete = true) {
    bool complete = !expectComplete;
    SmallVector<reclaim::MemorySource> sources =
        aa.getSources(lookup(*module, name), &complete);
    EXPECT_EQ(complete, expectComplete) << name.str();
    EXPECT_EQ(sources.size(), 1u) << name.str();
    return sources.empty() ? reclaim::MemorySource() : sources.front();
  };

  Value heap = lookup(*module, "heap");
  reclaim::MemorySource s = single("heap");
  EXPECT_EQ(s.kind, SourceKind::HeapAllocation);
  EXPECT_EQ(s.value, heap);
  EXPECT_EQ(s.op, heap.getDefiningOp());

  EXPECT_EQ(single("stack").kind, SourceKind::StackAllocation);

  s = single("global");
  EXPECT_EQ(s.kind, SourceKind::Global);
  EXPECT_EQ(s.global.getLeafReference().getValue(), "g");
  EXPECT_TRUE(isa<memref::GetGlobalOp>(s.op));

  s = single("x");
  EXPECT_EQ(s.kind, SourceKind::Argument);
  EXPECT_EQ(s.op, nullptr);

  s = single("loaded");
  EXPECT_EQ(s.kind, SourceKind::Indirect);
  EXPECT_TRUE(isa<memref::LoadOp>(s.op));

  s = single("ext");
  EXPECT_EQ(s.kind, SourceKind::HeapAllocation);
  EXPECT_TRUE(s.isCallResult());
  EXPECT_TRUE(s.mayAliasSiblings);

  EXPECT_EQ(single("unknown", /*expectComplete=*/false).kind,
            SourceKind::Unknown);

  bool complete = false;
  SmallVector<reclaim::MemorySource> sel =
      aa.getSources(lookup(*module, "sel"), &complete);
  EXPECT_TRUE(complete);
  ASSERT_EQ(sel.size(), 2u);
  EXPECT_TRUE(llvm::is_contained(sel, single("heap")));
  EXPECT_TRUE(llvm::is_contained(sel, single("x")));
}

TEST_F(AliasAnalysisTest, ExternalResultsOption) {
  OwningOpRef<ModuleOp> module = parse(kKinds);
  ASSERT_TRUE(module);
  reclaim::AliasAnalysis::Options options;
  options.externalCallResultsAreFresh = false;
  reclaim::AliasAnalysis aa(*module, options);
  EXPECT_FALSE(aa.getOptions().externalCallResultsAreFresh);
  SmallVector<reclaim::MemorySource> sources =
      aa.getSources(lookup(*module, "ext"));
  ASSERT_EQ(sources.size(), 1u);
  EXPECT_EQ(sources.front().kind, SourceKind::Indirect);
  EXPECT_EQ(aa.alias(lookup(*module, "ext"), lookup(*module, "heap")),
            AliasResult::MayAlias);

  reclaim::AliasAnalysis fresh(*module);
  EXPECT_EQ(fresh.alias(lookup(*module, "ext"), lookup(*module, "heap")),
            AliasResult::NoAlias);
  EXPECT_EQ(fresh.alias(lookup(*module, "ext"), lookup(*module, "x")),
            AliasResult::NoAlias);
}

TEST_F(AliasAnalysisTest, CoarseRules) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
memref.global "private" @g : memref<4xf32> = dense<0.0>
memref.global "private" @h : memref<4xf32> = dense<0.0>
func.func @rules(%x: memref<4xf32> {test.ptr = "x"},
                 %y: memref<4xf32> {test.ptr = "y"},
                 %r: memref<4xf32> {llvm.noalias, test.ptr = "r"},
                 %pp: memref<memref<4xf32>>) {
  %a = memref.alloc() {test.ptr = "a"} : memref<4xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<4xf32>
  %s = memref.alloca() {test.ptr = "s"} : memref<4xf32>
  %g = memref.get_global @g : memref<4xf32> {test.ptr = "g"}
  %g2 = memref.get_global @g : memref<4xf32> {test.ptr = "g2"}
  %h = memref.get_global @h : memref<4xf32> {test.ptr = "h"}
  %l = memref.load %pp[] {test.ptr = "l"} : memref<memref<4xf32>>
  %u = "test.make"() {test.ptr = "u"} : () -> memref<4xf32>
  %sub = memref.subview %a[1][2][1] {test.ptr = "sub"} : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %cast = memref.cast %a {test.ptr = "cast"} : memref<4xf32> to memref<?xf32>
  return
}
)mlir");
  ASSERT_TRUE(module);
  reclaim::AliasAnalysis aa(*module);
  auto alias = [&](llvm::StringRef a, llvm::StringRef b) {
    AliasResult result = aa.alias(lookup(*module, a), lookup(*module, b));
    // The answer does not depend on the order of the operands.
    EXPECT_EQ(result, aa.alias(lookup(*module, b), lookup(*module, a)))
        << a.str() << ", " << b.str();
    return result;
  };
  // Distinct allocations.
  EXPECT_EQ(alias("a", "b"), AliasResult::NoAlias);
  EXPECT_EQ(alias("a", "s"), AliasResult::NoAlias);
  // Allocation vs global and argument.
  EXPECT_EQ(alias("a", "g"), AliasResult::NoAlias);
  EXPECT_EQ(alias("s", "x"), AliasResult::NoAlias);
  EXPECT_EQ(alias("a", "r"), AliasResult::NoAlias);
  // Arguments, noalias.
  EXPECT_EQ(alias("x", "y"), AliasResult::MayAlias);
  EXPECT_EQ(alias("x", "g"), AliasResult::MayAlias);
  EXPECT_EQ(alias("x", "r"), AliasResult::NoAlias);
  EXPECT_EQ(alias("r", "g"), AliasResult::NoAlias);
  // Globals.
  EXPECT_EQ(alias("g", "g2"), AliasResult::MustAlias);
  EXPECT_EQ(alias("g", "h"), AliasResult::NoAlias);
  // Indirect and unknown.
  for (llvm::StringRef other : {"x", "a", "s", "g", "u"})
    EXPECT_EQ(alias("l", other), AliasResult::MayAlias) << other.str();
  for (llvm::StringRef other : {"x", "a", "s", "g"})
    EXPECT_EQ(alias("u", other), AliasResult::MayAlias) << other.str();
  // Views.
  EXPECT_EQ(alias("a", "cast"), AliasResult::MustAlias);
  EXPECT_EQ(alias("a", "sub"), AliasResult::PartialAlias);
  EXPECT_EQ(alias("cast", "sub"), AliasResult::PartialAlias);
  EXPECT_EQ(alias("b", "sub"), AliasResult::NoAlias);
}

constexpr llvm::StringLiteral kCallerCallee = R"mlir(
func.func @caller() {
  %a = memref.alloc() {test.ptr = "a"} : memref<4xf32>
  %r = func.call @id(%a) {test.ptr = "r"} : (memref<4xf32>) -> memref<4xf32>
  return
}
func.func @id(%x: memref<4xf32> {test.ptr = "x"}) -> memref<4xf32> {
  return %x : memref<4xf32>
}
)mlir";

TEST_F(AliasAnalysisTest, AllocationVsArgumentOfAnotherFunction) {
  OwningOpRef<ModuleOp> module = parse(kCallerCallee);
  ASSERT_TRUE(module);
  reclaim::AliasAnalysis aa(*module);
  // %a is passed as %x: only arguments of the allocating function are
  // excluded.
  EXPECT_EQ(aa.alias(lookup(*module, "a"), lookup(*module, "x")),
            AliasResult::MayAlias);
}

TEST_F(AliasAnalysisTest, CalleesOutsideTheRootAreExternal) {
  OwningOpRef<ModuleOp> module = parse(kCallerCallee);
  ASSERT_TRUE(module);
  Value a = lookup(*module, "a"), r = lookup(*module, "r");
  // With the module as root, the summary of @id says it returns %x.
  reclaim::AliasAnalysis whole(*module);
  EXPECT_EQ(whole.alias(a, r), AliasResult::MustAlias);
  // With @caller as root, @id is not visible: its result is a fresh buffer
  // (function boundary ABI) or, with the option off, an Indirect source.
  Operation *caller = lookupFunction(*module, "caller");
  reclaim::AliasAnalysis local(caller);
  EXPECT_EQ(local.alias(a, r), AliasResult::NoAlias);
  reclaim::AliasAnalysis::Options options;
  options.externalCallResultsAreFresh = false;
  reclaim::AliasAnalysis indirect(caller, options);
  EXPECT_EQ(indirect.alias(a, r), AliasResult::MayAlias);
}

TEST_F(AliasAnalysisTest, CallsResolvedInTheSharedSymbolTables) {
  // In a parallel loop over functions (SharedSymbolTables::Scope), the
  // analysis of one function resolves its calls in the loop's tables: one
  // that built the module's table itself would pay for the whole module once
  // per function. Shown with a shared table built before @id was renamed to
  // @renamed (breaking the tables' contract on purpose): only the stale
  // shared table fails to find the callee.
  OwningOpRef<ModuleOp> module = parse(kCallerCallee);
  ASSERT_TRUE(module);
  Value a = lookup(*module, "a"), r = lookup(*module, "r");
  Operation *caller = lookupFunction(*module, "caller");
  reclaim::SharedSymbolTables shared;
  (void)shared.get().getSymbolTable(*module);
  SymbolTable::setSymbolName(lookupFunction(*module, "id"), "renamed");
  cast<func::CallOp>(r.getDefiningOp())
      .setCalleeFromCallable(FlatSymbolRefAttr::get(&context, "renamed"));
  EXPECT_EQ(reclaim::SharedSymbolTables::getCurrent(), nullptr);
  {
    reclaim::SharedSymbolTables::Scope scope(shared);
    EXPECT_EQ(reclaim::SharedSymbolTables::getCurrent(), &shared.get());
    {
      reclaim::SharedSymbolTables inner;
      reclaim::SharedSymbolTables::Scope nested(inner);
      EXPECT_EQ(reclaim::SharedSymbolTables::getCurrent(), &inner.get());
    }
    EXPECT_EQ(reclaim::SharedSymbolTables::getCurrent(), &shared.get());
    // @renamed is unknown to the stale table: an Unknown source.
    reclaim::AliasAnalysis inLoop(caller);
    EXPECT_EQ(inLoop.alias(a, r), AliasResult::MayAlias);
  }
  EXPECT_EQ(reclaim::SharedSymbolTables::getCurrent(), nullptr);
  // Outside the loop the analysis builds its own table and finds @renamed:
  // an external callee, whose result is a fresh buffer.
  reclaim::AliasAnalysis alone(caller);
  EXPECT_EQ(alone.alias(a, r), AliasResult::NoAlias);
}

TEST_F(AliasAnalysisTest, MlirAliasAnalysisRegistration) {
  OwningOpRef<ModuleOp> module = parse(kKinds);
  ASSERT_TRUE(module);
  Value ext = lookup(*module, "ext"), heap = lookup(*module, "heap");
  // Upstream's local analysis alone cannot tell a call result apart.
  mlir::AliasAnalysis upstreamOnly(*module);
  EXPECT_EQ(upstreamOnly.alias(ext, heap), AliasResult::MayAlias);
  mlir::AliasAnalysis aa(*module);
  reclaim::addReclaimAliasAnalysis(aa, *module);
  EXPECT_EQ(aa.alias(ext, heap), AliasResult::NoAlias);
}

TEST_F(AliasAnalysisTest, AnalysisManagerAndMove) {
  OwningOpRef<ModuleOp> module = parse(kKinds);
  ASSERT_TRUE(module);
  ModuleAnalysisManager mam(*module, /*passInstrumentor=*/nullptr);
  AnalysisManager am = mam;
  auto &aa = am.getAnalysis<reclaim::AliasAnalysis>();
  Value heap = lookup(*module, "heap"), stack = lookup(*module, "stack");
  EXPECT_EQ(aa.alias(heap, stack), AliasResult::NoAlias);
  // Moving keeps the caches and the answers.
  reclaim::AliasAnalysis original(*module);
  EXPECT_EQ(original.alias(heap, stack), AliasResult::NoAlias);
  reclaim::AliasAnalysis moved(std::move(original));
  EXPECT_EQ(moved.alias(heap, stack), AliasResult::NoAlias);
}

TEST_F(AliasAnalysisTest, TooManySourcesIsUnknown) {
  std::string source = "func.func @many(%c: i1) {\n";
  for (int i = 0; i < 8; ++i)
    source +=
        "  %a" + std::to_string(i) + " = memref.alloc() : memref<4xf32>\n";
  source += "  %other = memref.alloc() {test.ptr = \"other\"} : "
            "memref<4xf32>\n  %s0 = arith.select %c, %a0, %a1 : "
            "memref<4xf32>\n";
  for (int i = 2; i < 8; ++i)
    source += "  %s" + std::to_string(i - 1) + " = arith.select %c, %s" +
              std::to_string(i - 2) + ", %a" + std::to_string(i) +
              " : memref<4xf32>\n";
  source += "  %last = memref.cast %s6 {test.ptr = \"last\"} : "
            "memref<4xf32> to memref<4xf32>\n  return\n}\n";
  OwningOpRef<ModuleOp> module = parse(source);
  ASSERT_TRUE(module);
  Value last = lookup(*module, "last"), other = lookup(*module, "other");

  reclaim::AliasAnalysis precise(*module);
  bool complete = false;
  EXPECT_EQ(precise.getSources(last, &complete).size(), 8u);
  EXPECT_TRUE(complete);
  EXPECT_EQ(precise.alias(last, other), AliasResult::NoAlias);

  reclaim::AliasAnalysis::Options options;
  options.maxSources = 4;
  reclaim::AliasAnalysis capped(*module, options);
  SmallVector<reclaim::MemorySource> sources =
      capped.getSources(last, &complete);
  EXPECT_FALSE(complete);
  ASSERT_EQ(sources.size(), 1u);
  EXPECT_EQ(sources.front().kind, SourceKind::Unknown);
  EXPECT_EQ(capped.alias(last, other), AliasResult::MayAlias);
}

TEST_F(AliasAnalysisTest, ModRefDepthCap) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
func.func @nested(%n: index, %v: f32) {
  %a = memref.alloc() {test.ptr = "a"} : memref<4xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        memref.store %v, %b[%c0] : memref<4xf32>
      }
    }
  } {test.loop}
  return
}
)mlir");
  ASSERT_TRUE(module);
  Operation *loop = nullptr;
  module->walk([&](Operation *op) {
    if (op->hasAttr("test.loop"))
      loop = op;
  });
  ASSERT_TRUE(loop);
  Value a = lookup(*module, "a"), b = lookup(*module, "b");
  reclaim::AliasAnalysis aa(*module);
  EXPECT_EQ(aa.getModRef(loop, a), ModRefResult::getNoModRef());
  EXPECT_EQ(aa.getModRef(loop, b), ModRefResult::getMod());
  // Too deep: the conservative answer.
  reclaim::AliasAnalysis::Options options;
  options.maxDepth = 1;
  reclaim::AliasAnalysis shallow(*module, options);
  EXPECT_EQ(shallow.getModRef(loop, a), ModRefResult::getModAndRef());
}

//===----------------------------------------------------------------------===//
// A function of 100k ops
//===----------------------------------------------------------------------===//

/// A function of about `2 * selects + 2 * blocks + 5` ops: a chain of
/// `select`/`cast` pairs over one buffer, then a chain of blocks whose
/// argument comes from two edges (the argument itself or a cast of it).
/// With `loop`, the last block branches back to the first with a buffer
/// `n` allocated in the loop.
static std::string buildLargeFunction(int selects, int blocks, bool loop) {
  std::string s;
  s.reserve(100 * (selects + blocks));
  s += "func.func @large(%c: i1, %x: memref<8xf32> {test.ptr = \"x\"}) {\n"
       "  %a = memref.alloc() {test.ptr = \"a\"} : memref<8xf32>\n"
       "  %b = memref.alloc() {test.ptr = \"b\"} : memref<8xf32>\n"
       "  %v0 = memref.cast %a : memref<8xf32> to memref<8xf32>\n";
  for (int i = 1; i <= selects; ++i) {
    std::string n = std::to_string(i), p = std::to_string(i - 1);
    s += "  %s" + n + " = arith.select %c, %v" + p +
         ", %a : memref<8xf32>\n  %v" + n + " = memref.cast %s" + n +
         " : memref<8xf32> to memref<8xf32>\n";
  }
  s += "  cf.br ^bb0(%v" + std::to_string(selects) + " : memref<8xf32>)\n";
  for (int i = 0; i < blocks; ++i) {
    std::string n = std::to_string(i), next = std::to_string(i + 1);
    s += "^bb" + n + "(%p" + n + ": memref<8xf32>):\n  %q" + n +
         " = memref.cast %p" + n + " : memref<8xf32> to memref<8xf32>\n" +
         "  cf.cond_br %c, ^bb" + next + "(%q" + n + " : memref<8xf32>), ^bb" +
         next + "(%p" + n + " : memref<8xf32>)\n";
  }
  std::string end = std::to_string(blocks);
  s += "^bb" + end +
       "(%e: memref<8xf32>):\n"
       "  %last = memref.cast %e {test.ptr = \"last\"} : memref<8xf32> to "
       "memref<8xf32>\n";
  if (loop)
    s += "  %n = memref.alloc() {test.ptr = \"n\"} : memref<8xf32>\n"
         "  cf.cond_br %c, ^bb0(%n : memref<8xf32>), ^exit\n^exit:\n";
  s += "  return\n}\n";
  return s;
}

TEST_F(AliasAnalysisTest, LargeFunction) {
  using Clock = std::chrono::steady_clock;
  auto ms = [](Clock::duration d) {
    return std::chrono::duration<double, std::milli>(d).count();
  };
  for (bool loop : {false, true}) {
    std::string source = buildLargeFunction(25000, 25000, loop);
    Clock::time_point start = Clock::now();
    OwningOpRef<ModuleOp> module = parse(source);
    ASSERT_TRUE(module);
    double parseMs = ms(Clock::now() - start);
    unsigned numOps = 0;
    module->walk([&](Operation *) { ++numOps; });
    EXPECT_GE(numOps, 100000u);
    Value a = lookup(*module, "a"), b = lookup(*module, "b"),
          x = lookup(*module, "x"), last = lookup(*module, "last");

    reclaim::AliasAnalysis aa(*module);
    start = Clock::now();
    std::clock_t cpuStart = std::clock();
    AliasResult first = aa.alias(last, a);
    double firstCpuMs = 1000.0 * (std::clock() - cpuStart) / CLOCKS_PER_SEC;
    double firstMs = ms(Clock::now() - start);
    start = Clock::now();
    AliasResult second = aa.alias(last, b);
    AliasResult third = aa.alias(last, x);
    double laterMs = ms(Clock::now() - start) / 2;

    // Without the loop %last is always %a through casts and selects; with
    // it, also a buffer of an earlier iteration of the loop.
    EXPECT_EQ(first, loop ? AliasResult::MayAlias : AliasResult::MustAlias);
    EXPECT_EQ(second, AliasResult::NoAlias);
    EXPECT_EQ(third, AliasResult::NoAlias);
    // %n is allocated after %last took its buffer (from before the loop or
    // from an earlier iteration).
    if (loop) {
      EXPECT_EQ(aa.alias(last, lookup(*module, "n")), AliasResult::NoAlias);
    }
    std::printf("[ timing   ] %s: %u ops, parse %.1f ms, first query "
                "(solves the function) %.1f ms (cpu %.1f ms), later queries "
                "%.4f ms\n",
                loop ? "loop" : "chain", numOps, parseMs, firstMs, firstCpuMs,
                laterMs);
  }
}

} // namespace
