//===- ReclaimPass.h - The base of Reclaim's passes -------------*- C++ -*-===//
//
// Every Reclaim pass asks reclaim::OwnershipOpInterface how ops treat their
// memrefs, and the models for upstream ops (the address an
// extract_aligned_pointer_as_index or unrealized_conversion_cast reads, the
// views of memref.transpose, async and gpu ops, ...) are dialect extensions:
// a context attaches them only if its registry carries them. reclaim-opt
// registers them, but a pass run on its own elsewhere (reclaim-run's
// --pipeline, stock mlir-opt with the plugin) saw the interface's defaults
// instead: reclaim-copy-removal removed a copy whose address is read later,
// which changed the program's output. Each pass therefore declares the models
// among its dependent dialects, which the pass manager loads before it runs.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_LIB_TRANSFORMS_RECLAIMPASS_H
#define RECLAIM_LIB_TRANSFORMS_RECLAIMPASS_H

#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/IR/DialectRegistry.h"

namespace reclaim {

/// A pass generated from Passes.td (`GeneratedBase`, e.g.
/// impl::CopyRemovalPassBase<CopyRemovalPass>) that also registers
/// Reclaim's ownership models.
template <typename GeneratedBase>
struct ReclaimPass : GeneratedBase {
  using GeneratedBase::GeneratedBase;

  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    GeneratedBase::getDependentDialects(registry);
    registerOwnershipModels(registry);
  }
};

} // namespace reclaim

#endif // RECLAIM_LIB_TRANSFORMS_RECLAIMPASS_H
