//===- Placement.h - Helpers shared by Reclaim's placement passes -*- C++ -*-===//
//
// Private helpers of reclaim-promote-to-stack, reclaim-buffer-hoisting,
// reclaim-buffer-loop-hoisting and reclaim-early-dealloc: which memrefs may share a buffer, which region
// boundaries an allocation may be moved across, CFG cycles, and the pure ops
// that have to move along with an op.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_LIB_TRANSFORMS_PLACEMENT_H
#define RECLAIM_LIB_TRANSFORMS_PLACEMENT_H

#include "reclaim/Analysis/AliasAnalysis.h"
#include "reclaim/Analysis/EscapeAnalysis.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/SetVector.h"

#include <optional>
#include <string>

namespace reclaim {
namespace placement {

/// Most values the placement passes' escape analysis follows per buffer
/// before it gives up (the buffer then counts as escaping): each query
/// follows the buffer's carriers, so a chain of forwarded buffers (each
/// block forwarding its buffer or the one it received) would otherwise cost
/// its length per buffer, quadratic in all.
constexpr unsigned kEscapeValueBudget = 256;

/// True if the escape analysis gave up on `info` at its budget: more than
/// `budget` values carry the buffer, and its uses and frees are not all
/// known.
bool exceedsEscapeBudget(const EscapeInfo &info, unsigned budget);

/// How `info` escapes, for remarks: "it escapes (returned) through
/// 'func.return' at f.mlir:3:5", or, when the analysis gave up on its
/// budget, "more than N values may carry it (escape analysis budget)".
std::string describeEscape(const EscapeInfo &info, unsigned budget);

/// While an instance lives, the CFG cycle questions of this thread (isInCycle,
/// mayRunRepeatedly, getLoopExitPoints) are answered from the strongly
/// connected components of each region, computed once per region; the
/// block graphs must not change meanwhile. forEachFunction opens one per
/// function.
class CycleCacheScope {
public:
  CycleCacheScope();
  ~CycleCacheScope();
  CycleCacheScope(const CycleCacheScope &) = delete;
  CycleCacheScope &operator=(const CycleCacheScope &) = delete;

private:
  bool owner = false;
};

/// Runs `fn` on every function with a body under `root` (functions nested
/// in functions are visited first, as by a post-order walk), on MLIR's
/// thread pool when the context has multithreading enabled. Diagnostics
/// (remarks) come out in function order, as if the functions were processed
/// one after the other. `fn` must only touch its own function (and
/// read-only shared state). Fails if `fn` failed on any function.
mlir::LogicalResult
forEachFunction(mlir::Operation *root,
                llvm::function_ref<mlir::LogicalResult(
                    mlir::FunctionOpInterface)>
                    fn);

/// Calls `fn` on the ops of `funcOp` in post-order, as `funcOp->walk` does
/// (`funcOp` itself last), without entering the functions nested in it:
/// forEachFunction visits those on their own, and a pass that collected
/// their ops for the enclosing function too would rewrite (and remark on)
/// them twice.
void walkOwnOps(mlir::FunctionOpInterface funcOp,
                llvm::function_ref<void(mlir::Operation *)> fn);

/// The same in pre-order; `fn` may skip an op's regions.
void walkOwnOpsPreOrder(
    mlir::FunctionOpInterface funcOp,
    llvm::function_ref<mlir::WalkResult(mlir::Operation *)> fn);

//===----------------------------------------------------------------------===//
// Sizes
//===----------------------------------------------------------------------===//

/// The data layouts at the ops of one function. DataLayout::closest walks
/// up the whole nest and gathers the specs of every ancestor, on every call:
/// once per buffer, that is quadratic on a nest thousands of levels deep.
/// Unless an op inside the function carries a layout of its own (a nested
/// module, any DataLayoutOpInterface op), every op of the function has the
/// function's layout, built once.
class FunctionLayout {
public:
  explicit FunctionLayout(mlir::FunctionOpInterface funcOp);
  /// The layout at `op`, an op of the function (valid until the next call).
  const mlir::DataLayout &at(mlir::Operation *op);

private:
  /// The function's layout; empty if an op inside it has its own.
  std::optional<mlir::DataLayout> shared;
  /// The last layout `at` computed op by op.
  std::optional<mlir::DataLayout> last;
};

/// Returns the size in bytes of a buffer of type `type` under `layout` (each
/// element takes its size rounded up to its ABI alignment, as in the LLVM
/// lowering), if its shape is static, its memory space the default one and
/// its element type one whose size the data layout knows (integer, index,
/// float, vector or complex).
std::optional<uint64_t> getStaticSizeInBytes(mlir::MemRefType type,
                                             const mlir::DataLayout &layout);

/// Returns the distance in bytes between consecutive elements of `type`
/// under `layout` (the element size rounded up to its ABI alignment, as in
/// the LLVM lowering), or nullopt for element types without a known size.
std::optional<uint64_t> getElementStride(mlir::MemRefType type,
                                         const mlir::DataLayout &layout);

/// Returns the ABI alignment in bytes of the elements of `type` under
/// `layout`, or nullopt for element types without a known size.
std::optional<uint64_t> getElementAlignment(mlir::MemRefType type,
                                            const mlir::DataLayout &layout);

//===----------------------------------------------------------------------===//
// Aliasing
//===----------------------------------------------------------------------===//

/// The aliasing questions the placement passes ask. Two memrefs are known
/// to refer to distinct buffers if reclaim::AliasAnalysis proves NoAlias, or
/// if a local rule from their definitions does: two fresh buffers (see
/// isFresh) from different ops are different buffers, and a fresh buffer is
/// never a function argument's or a global's buffer (the local rule states
/// Reclaim's function boundary ABI directly, whatever the callee).
class BufferAliasOracle {
public:
  /// Analyses the memrefs under `root` (a function or module).
  explicit BufferAliasOracle(mlir::Operation *root) : analysis(root) {}

  /// True unless `a` and `b` are known to refer to distinct buffers.
  bool mayAlias(mlir::Value a, mlir::Value b);

  /// The source-based analysis behind mayAlias: mayAlias(a, b) is false
  /// whenever the analysis answers NoAlias.
  const reclaim::AliasAnalysis &getAnalysis() const { return analysis; }

  /// What the local rule asks of a memref, computed once per value (each
  /// answer queries op interfaces, and a pass asks it of the same values
  /// over and over).
  struct RootFacts {
    /// getViewRoot of the value.
    mlir::Value root;
    /// The root is a fresh buffer (isFresh), or a foreign one
    /// (reclaim::isForeignBuffer).
    bool fresh = false;
    bool foreign = false;
  };
  const RootFacts &getRootFacts(mlir::Value value);

private:
  /// True if `value` is a fresh buffer: the result of an op that allocates
  /// it (heap or stack), or of a call (Reclaim's function boundary ABI: the
  /// caller owns every returned memref, which is never an argument's
  /// buffer).
  static bool isFresh(mlir::Value value);
  /// The local rule alone.
  bool mayAliasLocally(mlir::Value a, mlir::Value b);

  reclaim::AliasAnalysis analysis;
  llvm::DenseMap<mlir::Value, RootFacts> rootFacts;
};

/// Collects the memrefs whose buffer `value` refers to: `value` itself for a
/// memref; for an integer or pointer, the memrefs whose address an op
/// captured into it (memref.extract_aligned_pointer_as_index, casts to the
/// LLVM descriptor, any reclaim::OwnershipOpInterface capture), followed
/// back through the pure ops that compute with it.
/// `incomplete`, if given, is set when a value that may carry an address
/// comes from somewhere else (a block argument, a load, a region op, past
/// the search's bound): it may then be the address of any buffer whose
/// address escaped.
void getPointerSources(mlir::Value value,
                       llvm::SmallVectorImpl<mlir::Value> &sources,
                       bool *incomplete = nullptr);

//===----------------------------------------------------------------------===//
// Region boundaries and cycles
//===----------------------------------------------------------------------===//

/// True if `op` is a loop whose iterations run one after the other
/// (scf.for, scf.while, affine.for). Other LoopLikeOpInterface ops
/// (scf.parallel, scf.forall, affine.parallel) may run iterations at once.
bool isSequentialLoop(mlir::Operation *op);

/// What moving an allocation out of a region to just before the region's
/// parent op means.
enum class RegionExit {
  /// The region runs at most once per execution of the parent (scf.if,
  /// scf.index_switch, scf.execute_region, ...): the allocation becomes
  /// unconditional.
  Conditional,
  /// The region is the body of a sequential loop (scf.for, scf.while): the
  /// allocation runs once instead of once per iteration.
  SequentialLoop,
  /// The allocation must not cross: an allocation scope, an op isolated
  /// from above, a parallel loop, or an op whose control flow is unknown.
  Barrier,
};

/// Classifies leaving `region` for the block of its parent op.
RegionExit classifyRegionExit(mlir::Region *region);

/// True if `op` may run more than once per activation of the nearest op that
/// really releases stack memory when it ends (a function or a
/// `memref.alloca_scope`): some block between them lies on a CFG cycle, or
/// some region between them may repeat (a loop body, or a region of an op
/// with unknown control flow). `scf.for` and friends carry the
/// AutomaticAllocationScope trait, but their lowering to LLVM does not
/// release allocas per iteration, so they count as loops here.
bool mayRunRepeatedly(mlir::Operation *op);

/// A node of the points of a climb above some block, shared by the climbs
/// of all allocations that pass that block (see LoopExitPoints).
struct ExitPointNode {
  mlir::Operation *point;
  /// The next point outwards, or null.
  const ExitPointNode *outer;
  /// The last point of the list starting here.
  mlir::Operation *outermost;
};

/// The points getLoopExitPoints found, innermost first: the ones the climb
/// decided for this allocation, then a list shared with every allocation
/// whose climb reached the same block with nothing left to check about its
/// buffer. The shared list lives as long as the CycleCacheScope active
/// when it was made.
class LoopExitPoints {
public:
  bool empty() const { return inner.empty() && !tail; }
  /// The outermost point, or null if there is none.
  mlir::Operation *outermost() const {
    return tail ? tail->outermost : inner.empty() ? nullptr : inner.back();
  }
  /// Calls `fn` on the points, innermost first, until it returns false.
  void forEachInnermostFirst(
      llvm::function_ref<bool(mlir::Operation *)> fn) const {
    for (mlir::Operation *point : inner)
      if (!fn(point))
        return;
    for (const ExitPointNode *node = tail; node; node = node->outer)
      if (!fn(node->point))
        return;
  }

private:
  friend LoopExitPoints getLoopExitPoints(mlir::Operation *,
                                          llvm::ArrayRef<mlir::Value>,
                                          mlir::DominanceInfo &,
                                          std::string *);
  llvm::SmallVector<mlir::Operation *, 4> inner;
  const ExitPointNode *tail = nullptr;
};

/// Returns the points, innermost first, before which the allocation `alloc`
/// may be placed so that one buffer serves several iterations of the loops
/// it leaves, by the rules of reclaim-buffer-loop-hoisting:
///  * leaving a sequential loop op (scf.for, scf.while, affine.for): the
///    point is the loop op; no value in `aliases` (all values carrying the
///    buffer) may be loop-carried or used after the loop;
///  * leaving the CFG cycles of a region: every use of every value in
///    `aliases` lies in the allocation's block after the allocation and none
///    is a block argument of the region (the buffer is dead when control
///    comes back); the points are the terminators of the dominators of the
///    block that the block cannot reach again, nearest first, up to the
///    first one on no cycle (the preheader of the outermost cycle);
///  * leaving a region that runs at most once (scf.if): no point of its own.
/// Climbing stops at a barrier (allocation scope, parallel loop, unknown
/// region op). The caller checks
/// that the buffer does not escape and is not freed; dynamic sizes are
/// checked by hoistBeforeOutermost. If `whyStopped` is given, it receives
/// why climbing stopped below the function (for remarks), or stays empty.
///
/// Once the climb reaches an op that holds every definition and use of
/// `aliases`, no rule about the buffer can stop it any more: while a
/// CycleCacheScope is active, the rest of the climb is the one remembered
/// for that block, so that the allocations of a nest thousands of loops deep
/// cost the nest's size, not its size times its depth.
LoopExitPoints getLoopExitPoints(mlir::Operation *alloc,
                                 llvm::ArrayRef<mlir::Value> aliases,
                                 mlir::DominanceInfo &dominance,
                                 std::string *whyStopped = nullptr);

/// Moves `alloc` before the outermost of `points` where its operands are
/// available, moving pure ops that compute them along. Returns that point,
/// or null if `alloc` did not move. (Where an operand is available before a
/// point, it is before every point inside it: after the outermost, the
/// points are tried innermost first, up to the first where it is not.)
mlir::Operation *hoistBeforeOutermost(mlir::Operation *alloc,
                                      const LoopExitPoints &points,
                                      mlir::DominanceInfo &dominance);

/// True if `block` lies on a cycle of its region's CFG.
bool isInCycle(mlir::Block *block);

/// True if there is a cycle through `block` in its region's CFG that does
/// not pass through `avoid` (a block of the same region).
bool hasCycleAvoiding(mlir::Block *block, mlir::Block *avoid);

//===----------------------------------------------------------------------===//
// Moving ops
//===----------------------------------------------------------------------===//

/// Collects into `slice` the pure ops (speculatable, no memory effects, no
/// regions) that must move before `insertionPoint` so that `value` is
/// available there, in an order valid for moving. Returns false if that is
/// impossible (a block argument or impure op that does not dominate, or the
/// slice is deeper than `maxDepth`).
bool collectOperandSlice(mlir::Value value, mlir::Operation *insertionPoint,
                         mlir::DominanceInfo &dominance,
                         llvm::SetVector<mlir::Operation *> &slice,
                         unsigned maxDepth = 8);

/// Moves `op` and the ops of `slice` (first) before `insertionPoint`.
void moveWithSlice(mlir::Operation *op,
                   const llvm::SetVector<mlir::Operation *> &slice,
                   mlir::Operation *insertionPoint);

} // namespace placement
} // namespace reclaim

#endif // RECLAIM_LIB_TRANSFORMS_PLACEMENT_H
