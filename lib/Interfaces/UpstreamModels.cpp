//===- UpstreamModels.cpp - Ownership models of upstream dialects --------===//
//
// Reclaim's models of OwnershipOpInterface for upstream ops whose behaviour
// MLIR's own interfaces do not fully describe:
//  * scf region ops: ownership indicators may be appended to their forwarded
//    values (otherwise Reclaim uses stack slots, as for any region op);
//  * memref.transpose and memref.distinct_objects: views that do not
//    implement ViewLikeOpInterface;
//  * memref.extract_aligned_pointer_as_index and casts to LLVM values: the
//    result carries the buffer's address;
//  * async.execute: the body may run after the op, until its token or values
//    are awaited; async.add_to_group captures a token into a group;
//    async.await and async.await_all only wait;
//  * gpu.alloc: freed with gpu.dealloc and copied with gpu.memcpy.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/Dialect/Async/IR/Async.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/AllocationOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace reclaim;

namespace {

/// scf region ops: every forwarded list is a suffix that may grow.
template <typename OpTy>
struct AppendableRegionModel
    : public OwnershipOpInterface::ExternalModel<AppendableRegionModel<OpTy>,
                                                 OpTy> {
  bool canAppendForwardedValues(Operation *) const { return true; }
};

/// Metadata-only views that do not implement ViewLikeOpInterface.
template <typename OpTy>
struct ViewModel
    : public OwnershipOpInterface::ExternalModel<ViewModel<OpTy>, OpTy> {
  ResultOwnership getResultOwnership(Operation *, OpResult result) const {
    return isa<BaseMemRefType>(result.getType()) ? ResultOwnership::View
                                                 : ResultOwnership::None;
  }
  OperandOwnership getOperandOwnership(Operation *, OpOperand &) const {
    return OperandOwnership::Use;
  }
};

/// Ops whose non-memref results carry the address of their memref operand.
template <typename OpTy>
struct AddressModel
    : public OwnershipOpInterface::ExternalModel<AddressModel<OpTy>, OpTy> {
  ResultOwnership getResultOwnership(Operation *op, OpResult result) const {
    if (!isa<BaseMemRefType>(result.getType()))
      return ResultOwnership::None;
    // A memref made from a memref is a view of it; one made from anything
    // else (an LLVM descriptor) has an unknown origin.
    bool fromMemRef = llvm::any_of(op->getOperandTypes(), [](Type type) {
      return isa<BaseMemRefType>(type);
    });
    return fromMemRef ? ResultOwnership::View : ResultOwnership::Borrowed;
  }
  OperandOwnership getOperandOwnership(Operation *op, OpOperand &) const {
    bool hasAddressResult = llvm::any_of(op->getResults(), [](Value result) {
      return mayCarryAddress(result);
    });
    return hasAddressResult ? OperandOwnership::Capture : OperandOwnership::Use;
  }
  void getCaptureCarriers(Operation *op, OpOperand *,
                          SmallVectorImpl<Value> &carriers) const {
    for (Value result : op->getResults())
      if (mayCarryAddress(result))
        carriers.push_back(result);
  }
};

/// async.execute: the body runs concurrently with what follows, until one
/// of the results is awaited; the buffers it uses from outside are captured
/// by the results.
struct AsyncExecuteModel
    : public OwnershipOpInterface::ExternalModel<AsyncExecuteModel,
                                                 async::ExecuteOp> {
  bool regionsOutliveOp(Operation *) const { return true; }
  void getCaptureCarriers(Operation *op, OpOperand *,
                          SmallVectorImpl<Value> &carriers) const {
    llvm::append_range(carriers, op->getResults());
  }
};

/// async.add_to_group: the group keeps waiting for the token, so whatever
/// the token keeps alive, the group keeps alive.
struct AsyncAddToGroupModel
    : public OwnershipOpInterface::ExternalModel<AsyncAddToGroupModel,
                                                 async::AddToGroupOp> {
  OperandOwnership getOperandOwnership(Operation *op,
                                       OpOperand &operand) const {
    return operand.getOperandNumber() == 0 ? OperandOwnership::Capture
                                           : OperandOwnership::Use;
  }
  void getCaptureCarriers(Operation *op, OpOperand *,
                          SmallVectorImpl<Value> &carriers) const {
    carriers.push_back(cast<async::AddToGroupOp>(op).getGroup());
  }
};

/// async.await and async.await_all wait for what their operand carries: a
/// use, after which nothing more happens to it.
template <typename OpTy>
struct AsyncWaitModel
    : public OwnershipOpInterface::ExternalModel<AsyncWaitModel<OpTy>, OpTy> {
  OperandOwnership getOperandOwnership(Operation *, OpOperand &) const {
    return OperandOwnership::Use;
  }
};

/// gpu.alloc: device buffers are freed with gpu.dealloc and copied with
/// gpu.alloc + gpu.memcpy (the synchronous forms).
struct GpuAllocModel
    : public OwnershipOpInterface::ExternalModel<GpuAllocModel, gpu::AllocOp> {
  ResultOwnership getResultOwnership(Operation *, OpResult result) const {
    return isa<BaseMemRefType>(result.getType()) ? ResultOwnership::Fresh
                                                 : ResultOwnership::None;
  }
  LogicalResult buildDealloc(Operation *, OpBuilder &builder, Location loc,
                             Value buffer) const {
    gpu::DeallocOp::create(builder, loc, /*asyncToken=*/Type(),
                           /*asyncDependencies=*/ValueRange(), buffer);
    return success();
  }
  FailureOr<Value> buildClone(Operation *op, OpBuilder &builder, Location loc,
                              Value buffer) const {
    auto type = dyn_cast<MemRefType>(buffer.getType());
    if (!type)
      return failure();
    SmallVector<Value> dynamicSizes;
    for (int64_t dim = 0, e = type.getRank(); dim < e; ++dim)
      if (type.isDynamicDim(dim))
        dynamicSizes.push_back(memref::DimOp::create(builder, loc, buffer, dim));
    auto alloc = cast<gpu::AllocOp>(op);
    Value copy = gpu::AllocOp::create(builder, loc, type, /*asyncToken=*/Type(),
                                      ValueRange(), dynamicSizes,
                                      alloc.getSymbolOperands(),
                                      alloc.getHostShared())
                     .getMemref();
    gpu::MemcpyOp::create(builder, loc, /*asyncToken=*/Type(), ValueRange(),
                          copy, buffer);
    return copy;
  }
};

} // namespace

void reclaim::registerOwnershipModels(DialectRegistry &registry) {
  memref::registerAllocationOpInterfaceExternalModels(registry);
  registry.addExtension(+[](MLIRContext *ctx, scf::SCFDialect *) {
    scf::ForOp::attachInterface<AppendableRegionModel<scf::ForOp>>(*ctx);
    scf::WhileOp::attachInterface<AppendableRegionModel<scf::WhileOp>>(*ctx);
    scf::IfOp::attachInterface<AppendableRegionModel<scf::IfOp>>(*ctx);
    scf::ExecuteRegionOp::attachInterface<
        AppendableRegionModel<scf::ExecuteRegionOp>>(*ctx);
    scf::IndexSwitchOp::attachInterface<
        AppendableRegionModel<scf::IndexSwitchOp>>(*ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, memref::MemRefDialect *) {
    memref::TransposeOp::attachInterface<ViewModel<memref::TransposeOp>>(*ctx);
    memref::DistinctObjectsOp::attachInterface<
        ViewModel<memref::DistinctObjectsOp>>(*ctx);
    memref::ExtractAlignedPointerAsIndexOp::attachInterface<
        AddressModel<memref::ExtractAlignedPointerAsIndexOp>>(*ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, BuiltinDialect *) {
    UnrealizedConversionCastOp::attachInterface<
        AddressModel<UnrealizedConversionCastOp>>(*ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, async::AsyncDialect *) {
    async::ExecuteOp::attachInterface<AsyncExecuteModel>(*ctx);
    async::AddToGroupOp::attachInterface<AsyncAddToGroupModel>(*ctx);
    async::AwaitOp::attachInterface<AsyncWaitModel<async::AwaitOp>>(*ctx);
    async::AwaitAllOp::attachInterface<AsyncWaitModel<async::AwaitAllOp>>(
        *ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, gpu::GPUDialect *) {
    gpu::AllocOp::attachInterface<GpuAllocModel>(*ctx);
  });
}
