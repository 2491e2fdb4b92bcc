//===- SymbolUses.h - Symbol references, listed fast ------------*- C++ -*-===//
//
// SymbolTable::getSymbolUses materializes the attribute dictionary of every
// op and walks it with an AttrTypeWalker built for that op: on a function of
// 20,000 ops, about 80 million instructions for a handful of references.
// SymbolUseWalker lists the same references but remembers the attributes
// (uniqued, so the same dictionary recurs on many ops) that hold none, and
// asks an op with properties for its attributes one by one instead of
// building its dictionary (a new uniqued attribute per op).
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_ANALYSIS_SYMBOLUSES_H
#define RECLAIM_ANALYSIS_SYMBOLUSES_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <vector>

namespace reclaim {

/// Lists symbol references as SymbolTable::getSymbolUses does: every
/// SymbolRefAttr at any depth of an op's attributes (through types too; the
/// nested references of a reference are not listed separately), for the
/// ops nested in the given op or region but not inside a nested symbol
/// table. One walker per thread: its memory of attributes is not locked.
class SymbolUseWalker {
public:
  using Callback =
      llvm::function_ref<void(mlir::Operation *user, mlir::SymbolRefAttr ref)>;

  /// The references in the attributes of `from` and of the ops nested in it
  /// (those of a nested symbol table op itself, not of its body); false if
  /// an op may be a symbol table nobody knows of (an unregistered op with
  /// one region), whose uses cannot be listed (the walk then stops).
  bool walk(mlir::Operation *from, Callback fn);

  /// The references in the ops of `region` and the ops nested in them, as
  /// above.
  bool walk(mlir::Region &region, Callback fn);

private:
  void forEachRef(mlir::Operation *op, Callback fn);
  /// False if no attribute of `op` holds a reference; asks for each
  /// attribute on its own, without building the op's dictionary.
  bool mayHoldRef(mlir::Operation *op);
  /// True if `attr` holds a SymbolRefAttr at any depth (remembered when
  /// not).
  bool holdsRef(mlir::Attribute attr);

  /// True if the inherent attributes of ops named as `op` are all stored as
  /// attributes (or are segment sizes): they can be asked one by one.
  bool hasAttributeProperties(mlir::Operation *op);

  /// Per op name: hasAttributeProperties.
  llvm::DenseMap<const void *, bool> attributeProperties;
  /// Attributes and types known to hold no symbol reference.
  llvm::DenseSet<const void *> clean;
};

/// SymbolTable::getNearestSymbolTable, remembering the answer for every op
/// it walks through: asked for each call of a nest thousands of levels deep,
/// the walk up to the symbol table was quadratic in the depth. Ops must not
/// move between symbol tables while it is in use; one per thread.
class NearestSymbolTable {
public:
  mlir::Operation *get(mlir::Operation *op);
  /// CallOpInterface::resolveCallableInTable, with the symbol table around
  /// the call found through get (asked of the call's parent: calls come
  /// and go, the ops around them stay).
  mlir::Operation *resolveCallable(mlir::CallOpInterface call,
                                   mlir::SymbolTableCollection &tables);

private:
  llvm::DenseMap<mlir::Operation *, mlir::Operation *> nearest;
};

/// Symbol tables shared by the analyses that run in one parallel loop over
/// functions (a LockedSymbolTableCollection: each table is built once, by
/// the first thread that needs it, and then read by all). An analysis of
/// one function that built its own table of the module to resolve a call
/// would pay for the whole module once per function: quadratic on a module
/// of small functions calling each other (a chain of 4,000 functions spent
/// 740M instructions building tables in reclaim-early-dealloc).
///
/// While a Scope lives on a thread, getCurrent() returns the tables it was
/// opened with there; parallelForFunctions opens one around every function.
/// No symbol may be added, renamed or erased in a table while it is shared.
class SharedSymbolTables {
public:
  SharedSymbolTables() : locked(tables) {}
  SharedSymbolTables(const SharedSymbolTables &) = delete;
  SharedSymbolTables &operator=(const SharedSymbolTables &) = delete;

  mlir::SymbolTableCollection &get() { return locked; }

  /// The tables of the innermost Scope open on this thread, or null.
  static mlir::SymbolTableCollection *getCurrent();

  class Scope {
  public:
    explicit Scope(SharedSymbolTables &shared);
    ~Scope();
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;

  private:
    mlir::SymbolTableCollection *previous;
  };

private:
  mlir::SymbolTableCollection tables;
  mlir::LockedSymbolTableCollection locked;
};

/// SymbolTable::getSymbolUses(&region), listed by a SymbolUseWalker.
std::optional<std::vector<mlir::SymbolTable::SymbolUse>>
getSymbolUses(mlir::Region &region);

} // namespace reclaim

#endif // RECLAIM_ANALYSIS_SYMBOLUSES_H
