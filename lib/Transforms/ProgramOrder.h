//===- ProgramOrder.h - Values sorted where they are defined ----*- C++ -*-===//
//
// A pass that collects values in a hash set (DenseSet, DenseMap keyed by
// Value) iterates them in the order of their addresses, which changes from
// run to run (ASLR). Where that order reaches the IR (operand, block
// argument or op order) or a diagnostic, the values must first be put in an
// order of the program: ProgramOrder numbers the blocks and ops of an op
// once, in textual order, and sorts values by where they are defined, in
// n log n for n values (Operation::isBeforeInBlock per comparison would
// renumber a block each time ops were added to it, and cannot compare
// values of different blocks).
//
// Known limit: values defined after the numbering by an op it did not see
// share the key (0, number); sort() keeps their relative order (stable).
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_LIB_TRANSFORMS_PROGRAMORDER_H
#define RECLAIM_LIB_TRANSFORMS_PROGRAMORDER_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

#include <utility>

namespace reclaim {

/// Textual positions of the blocks and ops nested in one op.
class ProgramOrder {
public:
  /// Numbers the blocks and ops nested in `root` in one walk: every op after
  /// the ops before it and its ancestors, every block just before its first
  /// op.
  explicit ProgramOrder(mlir::Operation *root) {
    unsigned next = 1;
    root->walk<mlir::WalkOrder::PreOrder>([&](mlir::Operation *op) {
      if (op != root) {
        mlir::Block *block = op->getBlock();
        if (&block->front() == op)
          positions[block] = next++;
        positions[op] = next++;
      }
      // Blocks without ops (no first op to number them).
      for (mlir::Region &region : op->getRegions())
        for (mlir::Block &block : region)
          if (block.empty())
            positions[&block] = next++;
    });
  }

  /// Where `value` is defined: the position of its block (a block argument)
  /// or of its op, then its argument or result number.
  std::pair<unsigned, unsigned> getKey(mlir::Value value) const {
    if (auto arg = llvm::dyn_cast<mlir::BlockArgument>(value))
      return {positions.lookup(arg.getOwner()), arg.getArgNumber()};
    auto result = llvm::cast<mlir::OpResult>(value);
    return {positions.lookup(result.getOwner()), result.getResultNumber()};
  }

  /// Sorts `values` by where they are defined.
  void sort(llvm::MutableArrayRef<mlir::Value> values) const {
    llvm::stable_sort(values, [&](mlir::Value a, mlir::Value b) {
      return getKey(a) < getKey(b);
    });
  }

private:
  llvm::DenseMap<const void *, unsigned> positions;
};

} // namespace reclaim

#endif // RECLAIM_LIB_TRANSFORMS_PROGRAMORDER_H
