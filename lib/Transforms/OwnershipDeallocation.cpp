// placeholder, replaced below
#include "reclaim/Transforms/Passes.h"
namespace reclaim {
#define GEN_PASS_DEF_OWNERSHIPDEALLOCATIONPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim
using namespace mlir;
namespace {
struct OwnershipDeallocationPass
    : reclaim::impl::OwnershipDeallocationPassBase<OwnershipDeallocationPass> {
  void runOnOperation() override {}
};
} // namespace
mlir::LogicalResult reclaim::deallocateBuffers(FunctionOpInterface, const OwnershipDeallocationOptions &) { return success(); }
