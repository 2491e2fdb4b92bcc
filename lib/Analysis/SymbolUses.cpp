//===- SymbolUses.cpp - Symbol references, listed fast --------------------===//
//
// Implements SymbolUseWalker (SymbolUses.h).
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/SymbolUses.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>

using namespace mlir;
using namespace reclaim;

/// An op whose regions may hold symbols nobody can see: unregistered, with
/// one region.
static bool isPotentiallyUnknownSymbolTable(Operation *op) {
  return op->getNumRegions() == 1 && !op->getDialect();
}

bool SymbolUseWalker::walk(Operation *from, Callback fn) {
  if (isPotentiallyUnknownSymbolTable(from))
    return false;
  forEachRef(from, fn);
  if (from->hasTrait<OpTrait::SymbolTable>())
    return true;
  for (Region &region : from->getRegions())
    if (!walk(region, fn))
      return false;
  return true;
}

bool SymbolUseWalker::walk(Region &region, Callback fn) {
  return !region
              .walk<WalkOrder::PreOrder>([&](Operation *op) {
                if (isPotentiallyUnknownSymbolTable(op))
                  return WalkResult::interrupt();
                forEachRef(op, fn);
                return op->hasTrait<OpTrait::SymbolTable>()
                           ? WalkResult::skip()
                           : WalkResult::advance();
              })
              .wasInterrupted();
}

void SymbolUseWalker::forEachRef(Operation *op, Callback fn) {
  DictionaryAttr attrs = op->getAttrDictionary();
  if (clean.contains(attrs.getAsOpaquePointer()))
    return;
  bool found = false;
  SmallVector<std::pair<const void *, bool>, 8> stack;
  llvm::SmallPtrSet<const void *, 8> seen;
  // A reference held by two attributes of the op is listed once, as by
  // upstream's walk of the whole dictionary (its callers count uses).
  llvm::SmallPtrSet<const void *, 2> listed;
  auto pushAttr = [&](Attribute attr) {
    stack.push_back({attr.getAsOpaquePointer(), true});
  };
  auto pushType = [&](Type type) {
    stack.push_back({type.getAsOpaquePointer(), false});
  };
  for (NamedAttribute attr : attrs) {
    const void *root = attr.getValue().getAsOpaquePointer();
    if (clean.contains(root))
      continue;
    // Depth first with an explicit stack: deep nesting costs no recursion.
    bool foundHere = false;
    seen.clear();
    stack.assign({{root, true}});
    while (!stack.empty()) {
      auto [pointer, isAttr] = stack.pop_back_val();
      if (clean.contains(pointer) || !seen.insert(pointer).second)
        continue;
      size_t pushed = stack.size();
      if (!isAttr) {
        Type::getFromOpaquePointer(pointer).walkImmediateSubElements(pushAttr,
                                                                     pushType);
      } else if (auto ref = dyn_cast<SymbolRefAttr>(
                     Attribute::getFromOpaquePointer(pointer))) {
        foundHere = true;
        if (listed.insert(pointer).second)
          fn(op, ref);
      } else {
        Attribute::getFromOpaquePointer(pointer).walkImmediateSubElements(
            pushAttr, pushType);
      }
      // Popped in the order they were met, as upstream lists them.
      std::reverse(stack.begin() + pushed, stack.end());
    }
    if (foundHere)
      found = true;
    else
      clean.insert(root);
  }
  if (!found)
    clean.insert(attrs.getAsOpaquePointer());
}

std::optional<std::vector<SymbolTable::SymbolUse>>
reclaim::getSymbolUses(Region &region) {
  std::vector<SymbolTable::SymbolUse> uses;
  if (!SymbolUseWalker().walk(region, [&](Operation *user, SymbolRefAttr ref) {
        uses.emplace_back(user, ref);
      }))
    return std::nullopt;
  return uses;
}
