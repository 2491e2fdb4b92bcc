//===- BoolLogic.h - Folding i1 builders shared by the dealloc passes -----===//
//
// Ownership indicators and dealloc conditions are i1 values built from
// constants, branch conditions and select conditions. These helpers build
// and/or/not at an insertion point while folding constants, duplicates and
// complementary operands, so that the passes leave little for the
// canonicalizer.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_LIB_TRANSFORMS_BOOLLOGIC_H
#define RECLAIM_LIB_TRANSFORMS_BOOLLOGIC_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

namespace reclaim {

/// Returns the constant value of an i1 `value`, if it is one.
inline std::optional<bool> getConstantBool(mlir::Value value) {
  llvm::APInt constant;
  if (value && mlir::matchPattern(value, mlir::m_ConstantInt(&constant)))
    return !constant.isZero();
  return std::nullopt;
}

/// If `value` is `arith.xori %x, true` (either order), returns %x.
inline mlir::Value getNegated(mlir::Value value) {
  auto xorOp = value ? value.getDefiningOp<mlir::arith::XOrIOp>() : nullptr;
  if (!xorOp)
    return {};
  if (getConstantBool(xorOp.getRhs()) == std::optional<bool>(true))
    return xorOp.getLhs();
  if (getConstantBool(xorOp.getLhs()) == std::optional<bool>(true))
    return xorOp.getRhs();
  return {};
}

/// Builds folded i1 logic at `builder`'s insertion point. `constant` returns
/// an i1 constant usable there. A null operand of `andOf` stands for true.
class BoolBuilder {
public:
  BoolBuilder(mlir::OpBuilder &builder,
              llvm::function_ref<mlir::Value(bool)> constant)
      : builder(builder), constant(constant) {}

  mlir::Value andOf(mlir::Location loc, mlir::Value lhs, mlir::Value rhs) {
    if (!lhs)
      return rhs;
    if (!rhs)
      return lhs;
    std::optional<bool> l = getConstantBool(lhs), r = getConstantBool(rhs);
    if (l)
      return *l ? rhs : constant(false);
    if (r)
      return *r ? lhs : constant(false);
    if (lhs == rhs)
      return lhs;
    if (getNegated(lhs) == rhs || getNegated(rhs) == lhs)
      return constant(false);
    return mlir::arith::AndIOp::create(builder, loc, lhs, rhs);
  }

  mlir::Value orOf(mlir::Location loc, mlir::Value lhs, mlir::Value rhs) {
    std::optional<bool> l = getConstantBool(lhs), r = getConstantBool(rhs);
    if (l)
      return *l ? constant(true) : rhs;
    if (r)
      return *r ? constant(true) : lhs;
    if (lhs == rhs)
      return lhs;
    if (getNegated(lhs) == rhs || getNegated(rhs) == lhs)
      return constant(true);
    return mlir::arith::OrIOp::create(builder, loc, lhs, rhs);
  }

  /// Negates `value`, reusing a negation among the few ops right before the
  /// insertion point. Equal negations further apart are merged by the CSE
  /// that follows in the pipelines: searching the whole block would order
  /// its ops while it grows, which renumbers it each time (quadratic).
  mlir::Value notOf(mlir::Location loc, mlir::Value value) {
    if (std::optional<bool> c = getConstantBool(value))
      return constant(!*c);
    if (mlir::Value negated = getNegated(value))
      return negated;
    mlir::Block::iterator it = builder.getInsertionPoint();
    mlir::Block *block = builder.getInsertionBlock();
    for (unsigned steps = 0; steps < 16 && it != block->begin(); ++steps) {
      --it;
      auto xorOp = llvm::dyn_cast<mlir::arith::XOrIOp>(&*it);
      if (xorOp && xorOp.getLhs() == value &&
          getConstantBool(xorOp.getRhs()) == std::optional<bool>(true))
        return xorOp;
    }
    return mlir::arith::XOrIOp::create(builder, loc, value, constant(true));
  }

private:
  mlir::OpBuilder &builder;
  llvm::function_ref<mlir::Value(bool)> constant;
};

} // namespace reclaim

#endif // RECLAIM_LIB_TRANSFORMS_BOOLLOGIC_H
