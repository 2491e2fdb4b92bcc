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

/// The tables of the innermost SharedSymbolTables::Scope of this thread.
static thread_local SymbolTableCollection *currentSharedTables = nullptr;

SymbolTableCollection *SharedSymbolTables::getCurrent() {
  return currentSharedTables;
}

SharedSymbolTables::Scope::Scope(SharedSymbolTables &shared)
    : previous(currentSharedTables) {
  currentSharedTables = &shared.get();
}

SharedSymbolTables::Scope::~Scope() { currentSharedTables = previous; }

Operation *NearestSymbolTable::get(Operation *op) {
  // Up to the first op whose answer is known, a symbol table, or an op that
  // may be one nobody knows of (SymbolTable::getNearestSymbolTable then
  // answers null); that answer is every op's on the way.
  SmallVector<Operation *, 8> path;
  Operation *result = nullptr;
  for (Operation *current = op; current; current = current->getParentOp()) {
    if (auto it = nearest.find(current); it != nearest.end()) {
      result = it->second;
      break;
    }
    path.push_back(current);
    if (isPotentiallyUnknownSymbolTable(current))
      break;
    if (current->hasTrait<OpTrait::SymbolTable>()) {
      result = current;
      break;
    }
  }
  for (Operation *visited : path)
    nearest[visited] = result;
  return result;
}

Operation *NearestSymbolTable::resolveCallable(CallOpInterface call,
                                               SymbolTableCollection &tables) {
  auto symbol =
      llvm::dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee());
  Operation *op = call.getOperation();
  if (!symbol || !op->getParentOp() || isPotentiallyUnknownSymbolTable(op) ||
      op->hasTrait<OpTrait::SymbolTable>())
    return call.resolveCallableInTable(&tables);
  Operation *table = get(op->getParentOp());
  return table ? tables.lookupSymbolIn(table, symbol) : nullptr;
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

/// True if `name` is the segment sizes of `op`: an array of integers (and an
/// attribute of its own would be built to ask).
static bool isSegmentSizes(Operation *op, StringAttr name) {
  return (name == OpTrait::AttrSizedOperandSegments<
                      void>::getOperandSegmentSizeAttr() &&
          op->hasTrait<OpTrait::AttrSizedOperandSegments>()) ||
         (name == OpTrait::AttrSizedResultSegments<
                      void>::getResultSegmentSizeAttr() &&
          op->hasTrait<OpTrait::AttrSizedResultSegments>());
}

bool SymbolUseWalker::holdsRef(Attribute attr) {
  const void *root = attr.getAsOpaquePointer();
  if (clean.contains(root))
    return false;
  // Depth first with an explicit stack: deep nesting costs no recursion.
  SmallVector<std::pair<const void *, bool>, 8> stack{{root, true}};
  llvm::SmallPtrSet<const void *, 8> seen;
  auto pushAttr = [&](Attribute sub) {
    stack.push_back({sub.getAsOpaquePointer(), true});
  };
  auto pushType = [&](Type type) {
    stack.push_back({type.getAsOpaquePointer(), false});
  };
  while (!stack.empty()) {
    auto [pointer, isAttr] = stack.pop_back_val();
    if (clean.contains(pointer) || !seen.insert(pointer).second)
      continue;
    if (!isAttr) {
      Type::getFromOpaquePointer(pointer).walkImmediateSubElements(pushAttr,
                                                                   pushType);
      continue;
    }
    Attribute current = Attribute::getFromOpaquePointer(pointer);
    if (isa<SymbolRefAttr>(current))
      return true;
    current.walkImmediateSubElements(pushAttr, pushType);
  }
  clean.insert(root);
  return false;
}

bool SymbolUseWalker::hasAttributeProperties(Operation *op) {
  auto [it, inserted] =
      attributeProperties.try_emplace(op->getName().getAsOpaquePointer());
  if (!inserted)
    return it->second;
  // Once per op name: the inherent attributes the dictionary would hold must
  // all be named attributes (a property of another type may convert to an
  // attribute holding a reference), or segment sizes.
  bool onlyAttributes = false;
  if (op->isRegistered()) {
    NamedAttrList inherent;
    op->getName().populateInherentAttrs(op, inherent);
    ArrayRef<StringAttr> names = op->getName().getAttributeNames();
    onlyAttributes = llvm::all_of(inherent, [&](NamedAttribute attr) {
      return isSegmentSizes(op, attr.getName()) ||
             llvm::is_contained(names, attr.getName());
    });
  }
  return it->second = onlyAttributes;
}

bool SymbolUseWalker::mayHoldRef(Operation *op) {
  // The discardable attributes, then the inherent ones one by one: the
  // dictionary of both is a new attribute for an op with properties (built
  // and uniqued under the context's lock on every call).
  if (holdsRef(op->getRawDictionaryAttrs()))
    return true;
  if (!op->getPropertiesStorageSize())
    return false;
  if (!hasAttributeProperties(op))
    return true; // The slow path: the whole dictionary.
  for (StringAttr attrName : op->getName().getAttributeNames()) {
    if (isSegmentSizes(op, attrName))
      continue;
    std::optional<Attribute> value = op->getInherentAttr(attrName);
    if (value && *value && holdsRef(*value))
      return true;
  }
  return false;
}

void SymbolUseWalker::forEachRef(Operation *op, Callback fn) {
  if (!mayHoldRef(op))
    return;
  // A reference held by two attributes of the op is listed once, as by
  // upstream's walk of the whole dictionary (its callers count uses), and in
  // the dictionary's order.
  llvm::SmallPtrSet<const void *, 2> listed;
  SmallVector<std::pair<const void *, bool>, 8> stack;
  llvm::SmallPtrSet<const void *, 8> seen;
  auto pushAttr = [&](Attribute attr) {
    stack.push_back({attr.getAsOpaquePointer(), true});
  };
  auto pushType = [&](Type type) {
    stack.push_back({type.getAsOpaquePointer(), false});
  };
  // The attributes in the dictionary's order (sorted by name), without
  // building the dictionary of an op with properties: a new attribute,
  // uniqued under the context's write lock, which the threads running a
  // pass on different functions then wait for.
  SmallVector<NamedAttribute, 4> attrs;
  if (op->getPropertiesStorageSize() && hasAttributeProperties(op)) {
    llvm::append_range(attrs, op->getRawDictionaryAttrs().getValue());
    for (StringAttr attrName : op->getName().getAttributeNames()) {
      if (isSegmentSizes(op, attrName))
        continue;
      std::optional<Attribute> value = op->getInherentAttr(attrName);
      if (value && *value)
        attrs.emplace_back(attrName, *value);
    }
    llvm::sort(attrs);
  } else {
    llvm::append_range(attrs, op->getAttrDictionary().getValue());
  }
  for (NamedAttribute attr : attrs) {
    if (!holdsRef(attr.getValue()))
      continue;
    seen.clear();
    stack.assign({{attr.getValue().getAsOpaquePointer(), true}});
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
        if (listed.insert(pointer).second)
          fn(op, ref);
      } else {
        Attribute::getFromOpaquePointer(pointer).walkImmediateSubElements(
            pushAttr, pushType);
      }
      // Popped in the order they were met, as upstream lists them.
      std::reverse(stack.begin() + pushed, stack.end());
    }
  }
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
