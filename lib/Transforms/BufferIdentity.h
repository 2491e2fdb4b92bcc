//===- BufferIdentity.h - Run-time identity of a buffer ---------*- C++ -*-===//
//
// When Reclaim cannot decide at compile time whether two memrefs share a
// buffer, it compares them at run time. The comparison must use what `free`
// takes, the *allocated* pointer of the descriptor: a view may move the
// aligned pointer (`memref.view` at a byte shift does), so two views of one
// buffer can have different aligned pointers. No memref op exposes the
// allocated pointer, so it is read from the LLVM descriptor the standard
// lowering builds (`builtin.unrealized_conversion_cast` to the descriptor
// type, `llvm.extractvalue`, `llvm.ptrtoint`), which the standard
// conversion to LLVM folds away (reconcile-unrealized-casts).
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_LIB_TRANSFORMS_BUFFERIDENTITY_H
#define RECLAIM_LIB_TRANSFORMS_BUFFERIDENTITY_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

#include <memory>

namespace mlir {
class LLVMTypeConverter;
} // namespace mlir

namespace reclaim {

/// Builds the run-time identity of a buffer: its allocated pointer as an
/// `index`. One instance per function (it holds the LLVM type converter of
/// the function's data layout, made on the first build: a function that
/// compares no buffer does not pay for it).
class BufferIdentityBuilder {
public:
  explicit BufferIdentityBuilder(mlir::Operation *scope);
  ~BufferIdentityBuilder();

  /// Returns the allocated pointer of `memref` as an index, built at the
  /// builder's insertion point. Falls back to the aligned pointer
  /// (`memref.extract_aligned_pointer_as_index`) for memory spaces the LLVM
  /// lowering has no address space for.
  mlir::Value build(mlir::OpBuilder &builder, mlir::Location loc,
                    mlir::Value memref);

private:
  void initialize();

  mlir::Operation *scope;
  std::unique_ptr<mlir::LLVMTypeConverter> converter;
  mlir::Type indexIntType;
};

} // namespace reclaim

#endif // RECLAIM_LIB_TRANSFORMS_BUFFERIDENTITY_H
