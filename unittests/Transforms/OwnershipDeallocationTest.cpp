//===- OwnershipDeallocationTest.cpp - deallocateBuffers entry point ------===//
//
// Calls reclaim::deallocateBuffers the way a pipeline would and checks the
// invariants of its output on small functions: one dealloc per block end,
// i1 ownership block arguments only where several edges enter, no change on
// functions without buffers, and failure with a diagnostic on bad input.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

class OwnershipDeallocationTest : public ::testing::Test {
protected:
  OwnershipDeallocationTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    context.allowUnregisteredDialects();
  }

  OwningOpRef<ModuleOp> parse(StringRef source) {
    return parseSourceString<ModuleOp>(source, &context);
  }

  func::FuncOp getFunc(ModuleOp module, StringRef name) {
    return module.lookupSymbol<func::FuncOp>(name);
  }

  MLIRContext context;
};

TEST_F(OwnershipDeallocationTest, StraightLineGetsOneDealloc) {
  auto module = parse(R"mlir(
    func.func @f() {
      %a = memref.alloc() : memref<4xf32>
      %b = memref.alloc() : memref<4xf32>
      return
    })mlir");
  ASSERT_TRUE(module);
  func::FuncOp f = getFunc(*module, "f");
  ASSERT_TRUE(succeeded(reclaim::deallocateBuffers(f)));
  SmallVector<bufferization::DeallocOp> deallocs;
  f.walk([&](bufferization::DeallocOp op) { deallocs.push_back(op); });
  ASSERT_EQ(deallocs.size(), 1u);
  EXPECT_EQ(deallocs[0].getMemrefs().size(), 2u);
  EXPECT_TRUE(deallocs[0].getRetained().empty());
  EXPECT_TRUE(succeeded(mlir::verify(*module)));
}

TEST_F(OwnershipDeallocationTest, MergeBlockGetsOwnershipArguments) {
  auto module = parse(R"mlir(
    func.func @f(%c: i1, %y: memref<4xf32>) {
      %a = memref.alloc() : memref<4xf32>
      %b = memref.alloc() : memref<4xf32>
      cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%y : memref<4xf32>)
    ^bb1(%x: memref<4xf32>):
      return
    })mlir");
  ASSERT_TRUE(module);
  func::FuncOp f = getFunc(*module, "f");
  ASSERT_TRUE(succeeded(reclaim::deallocateBuffers(f)));
  Block &merge = *std::next(f.getBody().begin());
  // One memref argument plus its i1 ownership: %x is owned when it is %a,
  // not when it is the caller's %y (an ownership that both edges gave
  // alike would be read directly, without an argument).
  ASSERT_EQ(merge.getNumArguments(), 2u);
  EXPECT_TRUE(merge.getArgument(1).getType().isInteger(1));
  // Two edges leave the entry block, one forwarding %a: one dealloc shared
  // by both edges frees each buffer when the edge taken does not forward
  // it.
  SmallVector<bufferization::DeallocOp> entryDeallocs;
  for (Operation &op : f.getBody().front())
    if (auto dealloc = dyn_cast<bufferization::DeallocOp>(op))
      entryDeallocs.push_back(dealloc);
  ASSERT_EQ(entryDeallocs.size(), 1u);
  EXPECT_EQ(entryDeallocs[0].getMemrefs().size(), 2u);
  EXPECT_TRUE(entryDeallocs[0].getRetained().empty());
  EXPECT_TRUE(succeeded(mlir::verify(*module)));
}

TEST_F(OwnershipDeallocationTest, SingleEdgeBlockHasNoOwnershipArguments) {
  auto module = parse(R"mlir(
    func.func @f(%c: i1) {
      %c0 = arith.constant 0 : index
      %a = memref.alloc() : memref<4xf32>
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %v = memref.load %a[%c0] : memref<4xf32>
      return
    ^bb2:
      return
    })mlir");
  ASSERT_TRUE(module);
  func::FuncOp f = getFunc(*module, "f");
  ASSERT_TRUE(succeeded(reclaim::deallocateBuffers(f)));
  for (Block &block : llvm::drop_begin(f.getBody()))
    EXPECT_EQ(block.getNumArguments(), 0u);
  EXPECT_TRUE(succeeded(mlir::verify(*module)));
}

TEST_F(OwnershipDeallocationTest, FunctionWithoutBuffersIsUnchanged) {
  auto module = parse(R"mlir(
    func.func @f(%x: i32) -> i32 {
      %y = arith.addi %x, %x : i32
      return %y : i32
    })mlir");
  ASSERT_TRUE(module);
  func::FuncOp f = getFunc(*module, "f");
  unsigned before = 0, after = 0;
  f.walk([&](Operation *) { ++before; });
  ASSERT_TRUE(succeeded(reclaim::deallocateBuffers(f)));
  f.walk([&](Operation *) { ++after; });
  EXPECT_EQ(before, after);
}

TEST_F(OwnershipDeallocationTest, UnknownMemRefProducerFails) {
  auto module = parse(R"mlir(
    func.func @f() {
      %0 = "test.make_memref"() : () -> memref<4xf32>
      return
    })mlir");
  ASSERT_TRUE(module);
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    message = diag.str();
    return success();
  });
  EXPECT_TRUE(failed(reclaim::deallocateBuffers(getFunc(*module, "f"))));
  EXPECT_NE(message.find("returns a memref"), std::string::npos) << message;
}

/// An analysis that only records that it was computed.
struct Marker {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(Marker)
  explicit Marker(Operation *) {}
};

/// Computes Marker and changes nothing.
struct ComputeMarkerPass
    : PassWrapper<ComputeMarkerPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ComputeMarkerPass)
  void runOnOperation() override {
    getAnalysis<Marker>();
    markAllAnalysesPreserved();
  }
};

/// Records whether Marker is still cached: the passes in between preserved
/// every analysis.
struct CheckMarkerPass : PassWrapper<CheckMarkerPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckMarkerPass)
  explicit CheckMarkerPass(bool &cached) : cached(cached) {}
  void runOnOperation() override {
    cached = getCachedAnalysis<Marker>().has_value();
    markAllAnalysesPreserved();
  }
  bool &cached;
};

// The pass preserves the analyses (and so spares the pass manager a
// verification, which costs the depth per use on deep nests) exactly when it
// changes nothing: with every buffer on the stack, the constants it makes on
// request are not even made.
TEST_F(OwnershipDeallocationTest, PreservesAnalysesOnlyWhenUnchanged) {
  auto runAndCheck = [&](StringRef source, bool &cached) {
    auto module = parse(source);
    ASSERT_TRUE(module);
    PassManager pm(&context);
    pm.addPass(std::make_unique<ComputeMarkerPass>());
    pm.addPass(reclaim::createOwnershipDeallocationPass());
    pm.addPass(std::make_unique<CheckMarkerPass>(cached));
    ASSERT_TRUE(succeeded(pm.run(*module)));
  };
  bool cached = false;
  runAndCheck(R"mlir(
    func.func @f(%c: i1, %m: memref<4xf32>) -> f32 {
      %a = memref.alloca() : memref<4xf32>
      %i = arith.constant 0 : index
      %v = memref.load %m[%i] : memref<4xf32>
      scf.if %c {
        %b = memref.alloca() : memref<4xf32>
        memref.store %v, %b[%i] : memref<4xf32>
      }
      memref.store %v, %a[%i] : memref<4xf32>
      %w = memref.load %a[%i] : memref<4xf32>
      return %w : f32
    })mlir",
              cached);
  EXPECT_TRUE(cached);
  cached = true;
  runAndCheck(R"mlir(
    func.func @f(%c: i1) {
      %a = memref.alloc() : memref<4xf32>
      return
    })mlir",
              cached);
  EXPECT_FALSE(cached);
}

} // namespace
