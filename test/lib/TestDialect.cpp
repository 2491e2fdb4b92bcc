//===- TestDialect.cpp - The reclaim_test dialect and its lowering --------===//
//
// The ops of the reclaim_test dialect (TestDialect.td), and the pass
// test-reclaim-lower-test-dialect that turns them into upstream ops:
//
//   reclaim_test.fresh        -> memref.alloc
//   reclaim_test.release      -> memref.dealloc
//   reclaim_test.consume      -> memref.dealloc
//   reclaim_test.capture      -> memref.extract_aligned_pointer_as_index
//   reclaim_test.read_handle  -> arith.index_cast, llvm.inttoptr, llvm.load
//   reclaim_test.opaque       -> memref.load of the first element and
//                                vector.print (f32 buffers of rank >= 1)
//   reclaim_test.exec         -> scf.execute_region
//   reclaim_test.repeat       -> scf.for from 0 to count
//
// and, so that programs using them run on a host under reclaim-run:
//
//   gpu.alloc (static shape)  -> memref.get_global of a global of its own:
//                                freeing it with memref.dealloc is then a
//                                bad free reclaim-run reports
//   gpu.dealloc               -> nothing
//   gpu.memcpy                -> memref.copy
//   async.execute             -> its body, run where the token is awaited
//                                (a legal schedule: the body may run any time
//                                before the await). A buffer freed between
//                                the launch and the await is then used
//                                after its free, which reclaim-run reports.
//                                Only executes with a token result awaited
//                                once and no other results or dependencies.
//
//===----------------------------------------------------------------------===//

#include "TestDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Async/IR/Async.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace reclaim;
using namespace reclaim::test;

#include "TestDialect.cpp.inc"

void ReclaimTestDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "TestOps.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "TestOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

ResultOwnership FreshOp::getResultOwnership(OpResult) {
  return ResultOwnership::Fresh;
}

LogicalResult FreshOp::buildDealloc(OpBuilder &builder, Location loc,
                                    Value buffer) {
  ReleaseOp::create(builder, loc, buffer);
  return success();
}

FailureOr<Value> FreshOp::buildClone(OpBuilder &builder, Location loc,
                                     Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || !type.getLayout().isIdentity())
    return failure();
  SmallVector<Value> sizes;
  for (int64_t dim = 0, e = type.getRank(); dim < e; ++dim)
    if (type.isDynamicDim(dim))
      sizes.push_back(memref::DimOp::create(builder, loc, buffer, dim));
  Value copy = FreshOp::create(builder, loc, type, sizes);
  memref::CopyOp::create(builder, loc, buffer, copy);
  return copy;
}

OperandOwnership ConsumeOp::getOperandOwnership(OpOperand &) {
  return OperandOwnership::Consume;
}

OperandOwnership CaptureOp::getOperandOwnership(OpOperand &) {
  return OperandOwnership::Capture;
}

void CaptureOp::getCaptureCarriers(OpOperand *,
                                   SmallVectorImpl<Value> &carriers) {
  carriers.push_back(getHandle());
}

void ExecOp::getSuccessorRegions(RegionBranchPoint point,
                                 SmallVectorImpl<RegionSuccessor> &regions) {
  if (point.isParent()) {
    regions.push_back(RegionSuccessor(&getBody()));
    return;
  }
  regions.push_back(RegionSuccessor(getOperation(), getResults()));
}

void RepeatOp::getSuccessorRegions(RegionBranchPoint point,
                                   SmallVectorImpl<RegionSuccessor> &regions) {
  // From the parent and from the body alike: another iteration, or done.
  regions.push_back(RegionSuccessor(&getBody(), getBody().getArguments()));
  regions.push_back(RegionSuccessor(getOperation(), getResults()));
}

OperandRange RepeatOp::getEntrySuccessorOperands(RegionSuccessor) {
  return getInits();
}

LogicalResult RepeatOp::verify() {
  if (getInits().getTypes() != getResultTypes())
    return emitOpError("expects as many results as inits, of the same types");
  if (getBody().getArgumentTypes() != getResultTypes())
    return emitOpError("expects one body argument per init, of its type");
  return success();
}

//===----------------------------------------------------------------------===//
// Lowering to upstream ops
//===----------------------------------------------------------------------===//

namespace {

/// Prints the first element of `buffer` if it is an f32 buffer of rank >= 1.
void printFirstElement(OpBuilder &builder, Location loc, Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || type.getRank() == 0 || !type.getElementType().isF32())
    return;
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  SmallVector<Value> indices(type.getRank(), zero);
  Value value = memref::LoadOp::create(builder, loc, buffer, indices);
  vector::PrintOp::create(builder, loc, value);
}

struct LowerTestDialectPass
    : PassWrapper<LowerTestDialectPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LowerTestDialectPass)

  StringRef getArgument() const final {
    return "test-reclaim-lower-test-dialect";
  }
  StringRef getDescription() const final {
    return "Lower the reclaim_test dialect to upstream ops (test only)";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, async::AsyncDialect,
                    gpu::GPUDialect, LLVM::LLVMDialect,
                    memref::MemRefDialect, scf::SCFDialect,
                    vector::VectorDialect>();
  }

  void runOnOperation() override {
    if (failed(lowerHostEmulation()))
      return signalPassFailure();
    // Collect first: lowering a region op moves its region.
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (isa<ReclaimTestDialect>(op->getDialect()))
        ops.push_back(op);
    });
    OpBuilder builder(&getContext());
    for (Operation *op : ops) {
      builder.setInsertionPoint(op);
      Location loc = op->getLoc();
      if (auto fresh = dyn_cast<FreshOp>(op)) {
        op->replaceAllUsesWith(memref::AllocOp::create(
            builder, loc, cast<MemRefType>(fresh.getType()),
            fresh.getDynamicSizes()));
      } else if (auto release = dyn_cast<ReleaseOp>(op)) {
        memref::DeallocOp::create(builder, loc, release.getBuffer());
      } else if (auto consume = dyn_cast<ConsumeOp>(op)) {
        memref::DeallocOp::create(builder, loc, consume.getBuffer());
      } else if (auto capture = dyn_cast<CaptureOp>(op)) {
        op->replaceAllUsesWith(memref::ExtractAlignedPointerAsIndexOp::create(
            builder, loc, capture.getBuffer()));
      } else if (auto read = dyn_cast<ReadHandleOp>(op)) {
        Value address = arith::IndexCastOp::create(
            builder, loc, builder.getI64Type(), read.getHandle());
        Value pointer = LLVM::IntToPtrOp::create(
            builder, loc, LLVM::LLVMPointerType::get(&getContext()), address);
        op->replaceAllUsesWith(
            LLVM::LoadOp::create(builder, loc, builder.getF32Type(), pointer));
      } else if (auto opaque = dyn_cast<OpaqueOp>(op)) {
        printFirstElement(builder, loc, opaque.getBuffer());
      } else if (auto exec = dyn_cast<ExecOp>(op)) {
        auto region = scf::ExecuteRegionOp::create(builder, loc,
                                                   exec.getResultTypes());
        region.getRegion().takeBody(exec.getBody());
        op->replaceAllUsesWith(region);
      } else if (auto repeat = dyn_cast<RepeatOp>(op)) {
        Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
        Value one = arith::ConstantIndexOp::create(builder, loc, 1);
        auto loop = scf::ForOp::create(builder, loc, zero, repeat.getCount(),
                                       one, repeat.getInits());
        loop.getRegion().front().erase();
        loop.getRegion().takeBody(repeat.getBody());
        loop.getRegion().front().insertArgument(0u, builder.getIndexType(),
                                                loc);
        op->replaceAllUsesWith(loop);
      } else if (auto yield = dyn_cast<YieldOp>(op)) {
        scf::YieldOp::create(builder, loc, yield.getValues());
      }
      op->erase();
    }
  }

  /// gpu buffers as globals, async bodies run at their await.
  LogicalResult lowerHostEmulation() {
    ModuleOp module = getOperation();
    OpBuilder builder(&getContext());
    SymbolTable symbols(module);
    unsigned next = 0;
    SmallVector<Operation *> gpuOps, executes;
    module->walk([&](Operation *op) {
      if (isa<gpu::AllocOp, gpu::DeallocOp, gpu::MemcpyOp>(op))
        gpuOps.push_back(op);
      if (isa<async::ExecuteOp>(op))
        executes.push_back(op);
    });
    for (Operation *op : gpuOps) {
      builder.setInsertionPoint(op);
      Location loc = op->getLoc();
      if (auto alloc = dyn_cast<gpu::AllocOp>(op)) {
        auto type = cast<MemRefType>(alloc.getMemref().getType());
        if (!type.hasStaticShape() || alloc.getAsyncToken())
          return op->emitOpError("test lowering: static shapes only");
        OpBuilder::InsertionGuard guard(builder);
        builder.setInsertionPointToStart(module.getBody());
        auto global = memref::GlobalOp::create(
            builder, loc, ("reclaim_test_gpu_" + Twine(next++)).str(),
            builder.getStringAttr("private"), type, Attribute(),
            /*constant=*/false, IntegerAttr());
        symbols.insert(global);
        builder.setInsertionPoint(op);
        op->replaceAllUsesWith(memref::GetGlobalOp::create(
            builder, loc, type, global.getSymName()));
      } else if (auto memcpy = dyn_cast<gpu::MemcpyOp>(op)) {
        if (memcpy.getAsyncToken())
          return op->emitOpError("test lowering: synchronous copies only");
        memref::CopyOp::create(builder, loc, memcpy.getSrc(),
                               memcpy.getDst());
      } else if (cast<gpu::DeallocOp>(op).getAsyncToken()) {
        return op->emitOpError("test lowering: synchronous frees only");
      }
      op->erase();
    }
    for (Operation *op : executes) {
      auto execute = cast<async::ExecuteOp>(op);
      Value token = execute.getToken();
      if (!execute.getBodyResults().empty() ||
          !execute.getDependencies().empty() ||
          !execute.getBodyOperands().empty() || !token.hasOneUse())
        return op->emitOpError("test lowering: a token awaited once only");
      auto await = dyn_cast<async::AwaitOp>(*token.getUsers().begin());
      if (!await)
        return op->emitOpError("test lowering: a token awaited once only");
      builder.setInsertionPoint(await);
      auto region = scf::ExecuteRegionOp::create(builder, op->getLoc(),
                                                 TypeRange());
      region.getRegion().takeBody(execute.getBodyRegion());
      Operation *yield = region.getRegion().front().getTerminator();
      builder.setInsertionPoint(yield);
      scf::YieldOp::create(builder, yield->getLoc());
      yield->erase();
      await->erase();
      op->erase();
    }
    return success();
  }
};

} // namespace

void reclaim::test::registerTestDialect(DialectRegistry &registry) {
  registry.insert<ReclaimTestDialect>();
}

void reclaim::test::registerLowerTestDialectPass() {
  PassRegistration<LowerTestDialectPass>();
}
