//===- Remarks.cpp - Helpers for the remarks of Reclaim's passes ----------===//
//
// Names of buffers and ops in remarks (see Remarks.h).
//
//===----------------------------------------------------------------------===//

#include "Remarks.h"

#include "reclaim/Analysis/BufferRoots.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;

/// Returns the first file location inside `loc`, if any.
static std::optional<FileLineColLoc> findFileLocation(Location loc) {
  std::optional<FileLineColLoc> found;
  loc->walk([&](Location nested) {
    if (auto file = dyn_cast<FileLineColLoc>(nested)) {
      found = file;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

std::string reclaim::remarkLocation(Location loc) {
  std::optional<FileLineColLoc> file = findFileLocation(loc);
  if (!file)
    return "an unknown location";
  return (file->getFilename().getValue() + ":" + Twine(file->getLine()) +
          ":" + Twine(file->getColumn()))
      .str();
}

std::string reclaim::remarkOpName(Operation *op) {
  return ("'" + op->getName().getStringRef() + "' at " +
          remarkLocation(op->getLoc()))
      .str();
}

std::string reclaim::remarkBufferName(Value value) {
  Value root = getViewRoot(value);
  if (!root)
    root = value;
  if (Operation *def = root.getDefiningOp())
    return remarkOpName(def);
  auto arg = cast<BlockArgument>(root);
  Block *block = arg.getOwner();
  Operation *parent = block->getParentOp();
  if (parent && isa<FunctionOpInterface>(parent) && block->isEntryBlock())
    return ("argument #" + Twine(arg.getArgNumber()) + " of " +
            remarkOpName(parent))
        .str();
  if (block->isEntryBlock() && parent)
    return ("region argument #" + Twine(arg.getArgNumber()) + " of " +
            remarkOpName(parent))
        .str();
  return ("block argument #" + Twine(arg.getArgNumber()) + " at " +
          remarkLocation(arg.getLoc()))
      .str();
}
