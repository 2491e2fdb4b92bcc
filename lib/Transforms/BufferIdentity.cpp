//===- BufferIdentity.cpp - Run-time identity of a buffer -----------------===//
//
// Implements BufferIdentityBuilder (BufferIdentity.h).
//
//===----------------------------------------------------------------------===//

#include "BufferIdentity.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

using namespace mlir;
using namespace reclaim;

BufferIdentityBuilder::BufferIdentityBuilder(Operation *scope) : scope(scope) {}

void BufferIdentityBuilder::initialize() {
  MLIRContext *ctx = scope->getContext();
  LowerToLLVMOptions options(ctx, DataLayout::closest(scope));
  converter = std::make_unique<LLVMTypeConverter>(ctx, options);
  indexIntType = IntegerType::get(ctx, converter->getIndexTypeBitwidth());
}

BufferIdentityBuilder::~BufferIdentityBuilder() = default;

Value BufferIdentityBuilder::build(OpBuilder &builder, Location loc,
                                   Value memref) {
  auto type = cast<BaseMemRefType>(memref.getType());
  // Layouts without strides have no LLVM descriptor (they must be
  // normalized before lowering; no view can move their aligned pointer).
  auto ranked = dyn_cast<MemRefType>(type);
  if (ranked && !ranked.isStrided())
    return memref::ExtractAlignedPointerAsIndexOp::create(builder, loc,
                                                          memref);
  if (!converter)
    initialize();
  Type descriptorType = converter->convertType(type);
  auto structType = dyn_cast_or_null<LLVM::LLVMStructType>(descriptorType);
  if (!structType)
    return memref::ExtractAlignedPointerAsIndexOp::create(builder, loc,
                                                          memref);
  Value descriptor =
      UnrealizedConversionCastOp::create(builder, loc, structType, memref)
          .getResult(0);
  Value allocated;
  if (isa<MemRefType>(type)) {
    // { allocated, aligned, offset, sizes, strides }
    allocated = LLVM::ExtractValueOp::create(builder, loc, descriptor, 0);
  } else {
    // { rank, pointer to the ranked descriptor }: its first field.
    Value ranked = LLVM::ExtractValueOp::create(builder, loc, descriptor, 1);
    allocated = LLVM::LoadOp::create(builder, loc, ranked.getType(), ranked);
  }
  Value address =
      LLVM::PtrToIntOp::create(builder, loc, indexIntType, allocated);
  return arith::IndexCastOp::create(builder, loc, builder.getIndexType(),
                                    address);
}
