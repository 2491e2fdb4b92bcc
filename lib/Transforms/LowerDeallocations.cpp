//===- LowerDeallocations.cpp - Lower bufferization.dealloc ---------------===//
//
// Implements `reclaim-lower-deallocs`, which replaces every
// `bufferization.dealloc` with memref, scf, arith and func ops:
//
//  * a dealloc with one memref is lowered to linear code: one pointer
//    comparison per retained value and one `scf.if` around `memref.dealloc`;
//  * a dealloc with several memrefs is lowered to straight-line pairwise
//    pointer comparisons when there are at most `inline-limit` of them;
//  * otherwise the base pointers are stored into stack scratch buffers and a
//    helper function, generated once per module, sorts them and decides every
//    deallocation and ownership in O((n+m) log(n+m)) time.
//
// Among the memrefs that share a base buffer, the buffer is always freed
// through the first one (in operand order, a repeated SSA value counting at
// its first position) whose condition holds, so that the inline and the
// helper lowering free in the same, deterministic order.
//
// Known limits: the helper's scratch buffers are shared by all dealloc sites
// of a function (see getScratchRegion), so a region op that runs its body
// concurrently must be an automatic-allocation scope, as all upstream ones
// are, or isolated from above. A dealloc inside such a parallel region gets
// scratch buffers in that region's entry block, allocated per iteration.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Transforms/Passes.h"

#include "ReclaimPass.h"

#include "BufferIdentity.h"
#include "Placement.h"
#include "Remarks.h"
#include "reclaim/Analysis/FunctionSummary.h"
#include "reclaim/Analysis/Parallel.h"
#include "reclaim/Interfaces/OwnershipOpInterface.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"

#include <mutex>

namespace reclaim {
#define GEN_PASS_DEF_LOWERDEALLOCATIONSPASS
#include "reclaim/Transforms/Passes.h.inc"
} // namespace reclaim

using namespace mlir;
using reclaim::BufferIdentityBuilder;

namespace {

//===----------------------------------------------------------------------===//
// Helper function
//===----------------------------------------------------------------------===//

/// Name under which the helper is created (SymbolTable renames it on clash).
constexpr llvm::StringLiteral kHelperName = "reclaim_dealloc_helper";

/// Unit attribute that marks the helper, so that a later run of the pass
/// reuses it instead of a user function that happens to share its name.
constexpr llvm::StringLiteral kHelperMarker = "reclaim.dealloc_helper";

/// Source of the helper function. Its operands are:
///
///   %keys  : memref<?xindex>  aligned base pointers; entries [0, n) belong to
///                             the dealloc's memrefs, [n, total) to its
///                             retained values; sorted in place (clobbered).
///   %perm  : memref<?xindex>  scratch: sorted position -> entry number.
///   %flags : memref<?xi1>     in:  flags[i], i < n, is the condition of
///                                  memref i;
///                             out: flags[i], i < n, says whether to free
///                                  memref i; flags[n + j] is the ownership of
///                                  retained value j.
///   %n, %total : index
///
/// It heap-sorts (keys, perm) by key, which takes O(N log N) comparisons for
/// N = total and no heap memory, then walks each group of equal keys (one
/// base buffer) twice: the first walk finds whether a retained value is in the
/// group and the smallest memref entry whose condition holds; the second walk
/// marks that entry as "free" unless the group is retained and sets the
/// ownership of every retained entry to "some condition of the group holds".
/// Both walks are linear, so the whole helper runs in O(N log N).
///
/// Heap sort build and extraction share one sift-down loop: iteration t <
/// N/2 sifts down node N/2-1-t over the whole array (heap construction), later
/// iterations first move the maximum to the end e = N-1-(t-N/2) and then sift
/// the new root down over [0, e).
constexpr llvm::StringLiteral kHelperSource = R"mlir(
func.func private @reclaim_dealloc_helper(
    %keys: memref<?xindex>, %perm: memref<?xindex>, %flags: memref<?xi1>,
    %n: index, %total: index)
    attributes {llvm.linkage = #llvm.linkage<internal>,
                reclaim.dealloc_helper} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %false = arith.constant false
  %true = arith.constant true
  scf.for %i = %c0 to %total step %c1 {
    memref.store %i, %perm[%i] : memref<?xindex>
  }

  // Heap sort of (keys, perm) by unsigned key.
  %half = arith.divui %total, %c2 : index
  %steps0 = arith.addi %half, %total : index
  %steps1 = arith.subi %steps0, %c1 : index
  %steps = arith.maxsi %steps1, %c0 : index
  scf.for %t = %c0 to %steps step %c1 {
    %building = arith.cmpi ult, %t, %half : index
    %start:2 = scf.if %building -> (index, index) {
      %r0 = arith.subi %half, %t : index
      %r = arith.subi %r0, %c1 : index
      scf.yield %r, %total : index, index
    } else {
      %e0 = arith.addi %total, %half : index
      %e1 = arith.subi %e0, %t : index
      %e = arith.subi %e1, %c1 : index
      %k0 = memref.load %keys[%c0] : memref<?xindex>
      %ke = memref.load %keys[%e] : memref<?xindex>
      memref.store %ke, %keys[%c0] : memref<?xindex>
      memref.store %k0, %keys[%e] : memref<?xindex>
      %p0 = memref.load %perm[%c0] : memref<?xindex>
      %pe = memref.load %perm[%e] : memref<?xindex>
      memref.store %pe, %perm[%c0] : memref<?xindex>
      memref.store %p0, %perm[%e] : memref<?xindex>
      scf.yield %c0, %e : index, index
    }
    scf.while (%root = %start#0) : (index) -> (index, index) {
      %l0 = arith.muli %root, %c2 : index
      %l = arith.addi %l0, %c1 : index
      %hasLeft = arith.cmpi ult, %l, %start#1 : index
      %step:2 = scf.if %hasLeft -> (i1, index) {
        %rc = arith.addi %l, %c1 : index
        %hasRight = arith.cmpi ult, %rc, %start#1 : index
        %kl = memref.load %keys[%l] : memref<?xindex>
        %big:2 = scf.if %hasRight -> (index, index) {
          %kr = memref.load %keys[%rc] : memref<?xindex>
          %rightBigger = arith.cmpi ult, %kl, %kr : index
          %bc = arith.select %rightBigger, %rc, %l : index
          %bk = arith.select %rightBigger, %kr, %kl : index
          scf.yield %bc, %bk : index, index
        } else {
          scf.yield %l, %kl : index, index
        }
        %kroot = memref.load %keys[%root] : memref<?xindex>
        %sink = arith.cmpi ult, %kroot, %big#1 : index
        scf.yield %sink, %big#0 : i1, index
      } else {
        scf.yield %false, %root : i1, index
      }
      scf.condition(%step#0) %root, %step#1 : index, index
    } do {
    ^bb0(%root: index, %child: index):
      %kr = memref.load %keys[%root] : memref<?xindex>
      %kc = memref.load %keys[%child] : memref<?xindex>
      memref.store %kc, %keys[%root] : memref<?xindex>
      memref.store %kr, %keys[%child] : memref<?xindex>
      %pr = memref.load %perm[%root] : memref<?xindex>
      %pc = memref.load %perm[%child] : memref<?xindex>
      memref.store %pc, %perm[%root] : memref<?xindex>
      memref.store %pr, %perm[%child] : memref<?xindex>
      scf.yield %child : index
    }
  }

  // One iteration per group [%s, %e) of equal keys.
  scf.while (%s = %c0) : (index) -> index {
    %more = arith.cmpi ult, %s, %total : index
    scf.condition(%more) %s : index
  } do {
  ^bb0(%s: index):
    %ks = memref.load %keys[%s] : memref<?xindex>
    %s1 = arith.addi %s, %c1 : index
    %e = scf.while (%j = %s1) : (index) -> index {
      %in = arith.cmpi ult, %j, %total : index
      %same = scf.if %in -> i1 {
        %kj = memref.load %keys[%j] : memref<?xindex>
        %eq = arith.cmpi eq, %kj, %ks : index
        scf.yield %eq : i1
      } else {
        scf.yield %false : i1
      }
      scf.condition(%same) %j : index
    } do {
    ^bb0(%j: index):
      %j1 = arith.addi %j, %c1 : index
      scf.yield %j1 : index
    }
    // %first: smallest memref entry of the group whose condition holds
    // (%total if none); %retained: whether a retained entry is in the group.
    %first, %retained = scf.for %p = %s to %e step %c1
        iter_args(%best = %total, %anyRetained = %false) -> (index, i1) {
      %entry = memref.load %perm[%p] : memref<?xindex>
      %isMemref = arith.cmpi ult, %entry, %n : index
      %next:2 = scf.if %isMemref -> (index, i1) {
        %cond = memref.load %flags[%entry] : memref<?xi1>
        %smaller = arith.cmpi ult, %entry, %best : index
        %take = arith.andi %cond, %smaller : i1
        %b = arith.select %take, %entry, %best : index
        scf.yield %b, %anyRetained : index, i1
      } else {
        scf.yield %best, %true : index, i1
      }
      scf.yield %next#0, %next#1 : index, i1
    }
    %owned = arith.cmpi ne, %first, %total : index
    %notRetained = arith.xori %retained, %true : i1
    scf.for %p = %s to %e step %c1 {
      %entry = memref.load %perm[%p] : memref<?xindex>
      %isMemref = arith.cmpi ult, %entry, %n : index
      %isFirst = arith.cmpi eq, %entry, %first : index
      %free = arith.andi %isFirst, %notRetained : i1
      %flag = arith.select %isMemref, %free, %owned : i1
      memref.store %flag, %flags[%entry] : memref<?xi1>
    }
    scf.yield %e : index
  }
  return
}
)mlir";

//===----------------------------------------------------------------------===//
// Static helpers
//===----------------------------------------------------------------------===//

/// Returns the value of `value` if it is a constant i1.
static std::optional<bool> getConstantBool(Value value) {
  APInt constant;
  if (!matchPattern(value, m_ConstantInt(&constant)))
    return std::nullopt;
  return constant.getBoolValue();
}

/// Returns whether `op` runs its body in the thread that reached it, one
/// iteration after the other, so that stack scratch buffers allocated outside
/// of it can be reused by every iteration.
static bool runsBodySequentially(Operation *op) {
  return isa<scf::ForOp, affine::AffineForOp, memref::AllocaScopeOp>(op);
}

/// Returns the region whose entry block receives the helper's scratch
/// buffers for a dealloc at `op`: the region of the nearest enclosing function
/// or other op isolated from above (so that the buffers are allocated once
/// per call, not once per loop iteration, as allocas inside a loop body would
/// be), except that an automatic-allocation scope that may run its body
/// concurrently (scf.parallel, scf.forall, omp.parallel, async.execute, ...)
/// gets its own buffers, so that concurrent iterations do not share them.
static Region *getScratchRegion(Operation *op) {
  Region *region = op->getParentRegion();
  while (Operation *parent = region->getParentOp()) {
    if (parent->hasTrait<OpTrait::IsIsolatedFromAbove>() ||
        (parent->hasTrait<OpTrait::AutomaticAllocationScope>() &&
         !runsBodySequentially(parent)))
      return region;
    region = parent->getParentRegion();
  }
  return region;
}

//===----------------------------------------------------------------------===//
// Condition builder
//===----------------------------------------------------------------------===//

/// Builds the i1 and pointer arithmetic of one dealloc site, folding constant
/// conditions and comparisons of a memref with itself so that statically
/// known facts cost no code. All values are created at the builder's
/// insertion point, which stays in the dealloc's block.
class ConditionBuilder {
public:
  /// With `compared`, every run-time pointer comparison built records its
  /// two memrefs there (for remarks).
  ConditionBuilder(OpBuilder &builder, Location loc,
                   BufferIdentityBuilder *identity = nullptr,
                   SmallVectorImpl<std::pair<Value, Value>> *compared = nullptr)
      : builder(builder), loc(loc), identity(identity), compared(compared) {}

  /// Erases the i1 constants that folding left without uses.
  ~ConditionBuilder() {
    for (Value value : {trueValue, falseValue})
      if (value && value.use_empty())
        value.getDefiningOp()->erase();
  }

  /// Returns an i1 constant.
  Value constant(bool value) {
    Value &cached = value ? trueValue : falseValue;
    if (!cached)
      cached = arith::ConstantIntOp::create(builder, loc, value, 1);
    return cached;
  }

  /// Returns `lhs and rhs`.
  Value andI(Value lhs, Value rhs) {
    if (std::optional<bool> c = getConstantBool(lhs))
      return *c ? rhs : lhs;
    if (std::optional<bool> c = getConstantBool(rhs))
      return *c ? lhs : rhs;
    if (lhs == rhs)
      return lhs;
    return arith::AndIOp::create(builder, loc, lhs, rhs);
  }

  /// Returns `lhs or rhs`.
  Value orI(Value lhs, Value rhs) {
    if (std::optional<bool> c = getConstantBool(lhs))
      return *c ? lhs : rhs;
    if (std::optional<bool> c = getConstantBool(rhs))
      return *c ? rhs : lhs;
    if (lhs == rhs)
      return lhs;
    return arith::OrIOp::create(builder, loc, lhs, rhs);
  }

  /// Returns `not value`.
  Value notI(Value value) {
    if (std::optional<bool> c = getConstantBool(value))
      return constant(!*c);
    return arith::XOrIOp::create(builder, loc, value, constant(true));
  }

  /// Returns the allocated pointer of `memref` as an index (what `free`
  /// takes: views may move the aligned pointer), extracted once per
  /// distinct SSA value.
  Value pointer(Value memref) {
    Value &cached = pointers[memref];
    if (!cached)
      cached = identity->build(builder, loc, memref);
    return cached;
  }

  /// Returns whether `lhs` and `rhs` share their base buffer.
  Value sameBuffer(Value lhs, Value rhs) {
    if (lhs == rhs)
      return constant(true);
    if (compared)
      compared->push_back({lhs, rhs});
    return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                 pointer(lhs), pointer(rhs));
  }

  /// Emits `scf.if %cond { memref.dealloc %memref }`, or the bare dealloc or
  /// nothing when the condition is constant.
  void deallocIf(Value cond, Value memref) {
    std::optional<bool> c = getConstantBool(cond);
    if (c && !*c)
      return;
    if (c) {
      mark(memref::DeallocOp::create(builder, loc, memref));
      return;
    }
    scf::IfOp::create(builder, loc, cond, [&](OpBuilder &b, Location l) {
      mark(memref::DeallocOp::create(b, l, memref));
      scf::YieldOp::create(b, l);
    });
  }

  /// Frees emitted carry these attributes (those of the dealloc lowered).
  DictionaryAttr freeAttrs;

private:
  void mark(Operation *free) {
    if (freeAttrs)
      free->setDiscardableAttrs(freeAttrs);
  }

private:
  OpBuilder &builder;
  Location loc;
  Value trueValue, falseValue;
  llvm::DenseMap<Value, Value> pointers;
  BufferIdentityBuilder *identity;
  SmallVectorImpl<std::pair<Value, Value>> *compared;
};

//===----------------------------------------------------------------------===//
// Dealloc site
//===----------------------------------------------------------------------===//

/// The operands of one `bufferization.dealloc` after static simplification:
/// memrefs whose condition is constant false are dropped (they free nothing
/// and own nothing), repeated memref values are merged by OR-ing their
/// conditions, and repeated retained values are computed once.
struct DeallocSite {
  bufferization::DeallocOp op;
  SmallVector<Value> memrefs;
  SmallVector<Value> conditions;
  SmallVector<Value> retained;
  /// For each result of `op`, the index of its value in `retained`.
  SmallVector<unsigned> resultToRetained;
};

/// Number of run-time pointer comparisons of the inline lowering of a site
/// with `n` memrefs and `m` retained values.
static uint64_t numInlineComparisons(uint64_t n, uint64_t m) {
  return n * (n - 1) / 2 + n * m;
}

/// The number of memrefs and retained values analyzeSite(op) keeps (distinct
/// memrefs whose condition is not constant false, distinct retained
/// values), without building anything.
static std::pair<uint64_t, uint64_t> countSite(bufferization::DeallocOp op) {
  llvm::DenseSet<Value> memrefs, retained;
  for (auto [memref, cond] :
       llvm::zip_equal(op.getMemrefs(), op.getConditions()))
    if (getConstantBool(cond) != std::optional<bool>(false))
      memrefs.insert(memref);
  retained.insert(op.getRetained().begin(), op.getRetained().end());
  return {memrefs.size(), retained.size()};
}

/// Simplifies the operands of `op`, creating any merged condition before it.
static DeallocSite analyzeSite(bufferization::DeallocOp op) {
  OpBuilder builder(op);
  ConditionBuilder conds(builder, op.getLoc());
  DeallocSite site;
  site.op = op;

  llvm::DenseMap<Value, unsigned> memrefIndex;
  for (auto [memref, cond] :
       llvm::zip_equal(op.getMemrefs(), op.getConditions())) {
    std::optional<bool> c = getConstantBool(cond);
    if (c && !*c)
      continue;
    auto [it, inserted] = memrefIndex.try_emplace(memref, site.memrefs.size());
    if (inserted) {
      site.memrefs.push_back(memref);
      site.conditions.push_back(cond);
      continue;
    }
    site.conditions[it->second] = conds.orI(site.conditions[it->second], cond);
  }

  llvm::DenseMap<Value, unsigned> retainedIndex;
  for (Value retained : op.getRetained()) {
    auto [it, inserted] =
        retainedIndex.try_emplace(retained, site.retained.size());
    if (inserted)
      site.retained.push_back(retained);
    site.resultToRetained.push_back(it->second);
  }
  return site;
}

/// Replaces the results of `site.op` by `ownership` (indexed like
/// `site.retained`) and erases it.
static void replaceSite(DeallocSite &site, ArrayRef<Value> ownership) {
  for (auto [result, index] :
       llvm::zip_equal(site.op.getResults(), site.resultToRetained))
    result.replaceAllUsesWith(ownership[index]);
  site.op.erase();
}

/// Lowers `site` to straight-line code. Memref i is freed iff its condition
/// holds, no retained value shares its buffer, and no earlier memref k < i
/// with a true condition shares it (that one frees the buffer). Retained
/// value j is owned iff some memref with a true condition shares its buffer:
///
/// ```mlir
/// %r = bufferization.dealloc (%a, %b : ...) if (%ca, %cb) retain (%x : ...)
/// ```
/// becomes
/// ```mlir
/// %pa = memref.extract_aligned_pointer_as_index %a
/// %pb = ..., %px = ...
/// %ax = arith.cmpi eq, %pa, %px       // a retained?
/// %bx = arith.cmpi eq, %pb, %px
/// %ab = arith.cmpi eq, %pa, %pb       // a frees b's buffer?
/// %r = (%ca and %ax) or (%cb and %bx)
/// scf.if (%ca and not %ax) { memref.dealloc %a }
/// scf.if (%cb and not (%bx or (%ca and %ab))) { memref.dealloc %b }
/// ```
/// (the boolean expressions are arith.andi/ori/xori ops).
static void lowerInline(DeallocSite &site, BufferIdentityBuilder &identity,
                        bool remarks) {
  OpBuilder builder(site.op);
  SmallVector<std::pair<Value, Value>> compared;
  ConditionBuilder conds(builder, site.op.getLoc(), &identity,
                         remarks ? &compared : nullptr);
  conds.freeAttrs = site.op->getDiscardableAttrDictionary();
  size_t n = site.memrefs.size(), m = site.retained.size();
  SmallVector<Value> ownership(m, conds.constant(false));
  SmallVector<bool> ownershipUsed(m, false);
  for (auto [result, index] :
       llvm::zip_equal(site.op.getResults(), site.resultToRetained))
    ownershipUsed[index] = ownershipUsed[index] || !result.use_empty();

  // Decide everything before the first free, so that no pointer is read from
  // a memref whose buffer is already gone.
  SmallVector<Value> free;
  for (size_t i = 0; i < n; ++i) {
    Value memref = site.memrefs[i], cond = site.conditions[i];
    Value keep = conds.constant(false);
    for (size_t j = 0; j < m; ++j) {
      Value alias = conds.sameBuffer(memref, site.retained[j]);
      keep = conds.orI(keep, alias);
      if (ownershipUsed[j])
        ownership[j] = conds.orI(ownership[j], conds.andI(cond, alias));
    }
    for (size_t k = 0; k < i; ++k)
      keep = conds.orI(keep, conds.andI(site.conditions[k],
                                        conds.sameBuffer(site.memrefs[k],
                                                         memref)));
    free.push_back(conds.andI(cond, conds.notI(keep)));
  }
  for (auto [memref, cond] : llvm::zip_equal(site.memrefs, free))
    conds.deallocIf(cond, memref);
  for (auto [lhs, rhs] : compared)
    mlir::emitRemark(site.op->getLoc(), "run-time pointer comparison: ")
        << reclaim::remarkBufferName(lhs) << " against "
        << reclaim::remarkBufferName(rhs);
  replaceSite(site, ownership);
}

/// Emits the remark of a site lowered through the helper: how many buffers
/// it compares at run time, naming the first few.
static void emitHelperRemark(const DeallocSite &site, unsigned inlineLimit) {
  size_t n = site.memrefs.size(), m = site.retained.size();
  InFlightDiagnostic remark =
      mlir::emitRemark(site.op->getLoc(),
                       "run-time pointer comparisons by the sorting helper: ")
      << n << " memrefs and " << m << " retained values would need "
      << numInlineComparisons(n, m) << " inline comparisons (inline-limit "
      << inlineLimit << "); compared: ";
  constexpr size_t kNamed = 4;
  SmallVector<Value> values(site.memrefs);
  llvm::append_range(values, site.retained);
  for (auto [index, value] : llvm::enumerate(ArrayRef(values).take_front(kNamed)))
    remark << (index ? ", " : "") << reclaim::remarkBufferName(value);
  if (values.size() > kNamed)
    remark << " and " << values.size() - kNamed << " more";
}

/// Stack scratch buffers of the helper, shared by all helper-lowered sites of
/// one scratch region and sized for the largest of them.
struct Scratch {
  Value keys, perm, flags;
};

/// Creates the scratch buffers for `capacity` entries at the start of
/// `region`'s entry block, cast to the dynamic shapes the helper takes.
static Scratch createScratch(Region &region, int64_t capacity, Location loc) {
  OpBuilder builder = OpBuilder::atBlockBegin(&region.front());
  MLIRContext *ctx = loc.getContext();
  Type index = IndexType::get(ctx), i1 = IntegerType::get(ctx, 1);
  auto make = [&](Type elementType) -> Value {
    Value buffer = memref::AllocaOp::create(
        builder, loc, MemRefType::get({capacity}, elementType));
    return memref::CastOp::create(
        builder, loc, MemRefType::get({ShapedType::kDynamic}, elementType),
        buffer);
  };
  return {make(index), make(index), make(i1)};
}

/// Lowers `site` to a call of the helper:
///
/// ```mlir
/// %r = bufferization.dealloc (%a, %b : ...) if (%ca, %cb) retain (%x : ...)
/// ```
/// becomes (scratch buffers %keys, %perm, %flags from the entry block)
/// ```mlir
/// memref.store %pa, %keys[%c0]    // pointer of %a, likewise %b, %x
/// memref.store %ca, %flags[%c0]   // likewise %cb
/// func.call @reclaim_dealloc_helper(%keys, %perm, %flags, %c2, %c3)
/// %fa = memref.load %flags[%c0]
/// scf.if %fa { memref.dealloc %a }  // likewise %b
/// %r = memref.load %flags[%c2]
/// ```
static void lowerWithHelper(DeallocSite &site, const Scratch &scratch,
                            StringAttr helperName,
                            BufferIdentityBuilder &identity) {
  OpBuilder builder(site.op);
  Location loc = site.op.getLoc();
  ConditionBuilder conds(builder, loc, &identity);
  conds.freeAttrs = site.op->getDiscardableAttrDictionary();
  size_t n = site.memrefs.size(), m = site.retained.size();
  SmallVector<Value> indices;
  for (size_t i = 0; i < n + m; ++i)
    indices.push_back(arith::ConstantIndexOp::create(builder, loc, i));

  for (size_t i = 0; i < n; ++i) {
    memref::StoreOp::create(builder, loc, conds.pointer(site.memrefs[i]),
                            scratch.keys, indices[i])
        ->setAttr(reclaim::kComparedAddressAttr, builder.getUnitAttr());
    memref::StoreOp::create(builder, loc, site.conditions[i], scratch.flags,
                            indices[i]);
  }
  for (size_t j = 0; j < m; ++j)
    memref::StoreOp::create(builder, loc, conds.pointer(site.retained[j]),
                            scratch.keys, indices[n + j])
        ->setAttr(reclaim::kComparedAddressAttr, builder.getUnitAttr());
  Value numMemrefs =
      m ? indices[n] : arith::ConstantIndexOp::create(builder, loc, n);
  Value total = arith::ConstantIndexOp::create(builder, loc, n + m);
  func::CallOp::create(
      builder, loc, helperName, TypeRange(),
      ValueRange{scratch.keys, scratch.perm, scratch.flags, numMemrefs, total});

  for (size_t i = 0; i < n; ++i) {
    Value free =
        memref::LoadOp::create(builder, loc, scratch.flags, indices[i]);
    conds.deallocIf(free, site.memrefs[i]);
  }
  SmallVector<Value> ownership(m);
  for (auto [result, index] :
       llvm::zip_equal(site.op.getResults(), site.resultToRetained))
    if (!result.use_empty() && !ownership[index])
      ownership[index] = memref::LoadOp::create(builder, loc, scratch.flags,
                                                indices[n + index]);
  replaceSite(site, ownership);
}

//===----------------------------------------------------------------------===//
// Lowering driver
//===----------------------------------------------------------------------===//

/// Lowers all deallocs of a module, creating the helper and the scratch
/// buffers on demand.
class DeallocLowering {
public:
  DeallocLowering(ModuleOp module, unsigned inlineLimit, bool remarks)
      : module(module), inlineLimit(inlineLimit), remarks(remarks),
        identity(module) {}

  /// Lowers every dealloc of the module, including nested modules.
  LogicalResult run();

private:
  /// Returns the name of the helper in the module closest to `op`, creating
  /// the helper on first use.
  FailureOr<StringAttr> getOrCreateHelper(Operation *op);

  ModuleOp module;
  unsigned inlineLimit;
  bool remarks;
  /// Helper name per (nested) module.
  llvm::DenseMap<Operation *, StringAttr> helpers;
  BufferIdentityBuilder identity;
};

LogicalResult DeallocLowering::run() {
  // Sites lowered through the helper, grouped by scratch region so that each
  // region gets one set of scratch buffers of the largest size it needs.
  llvm::MapVector<Region *, std::vector<bufferization::DeallocOp>>
      helperSites;
  // Lowers `op` inline, or defers it to the helper (`deferred`). A deferred
  // site is analysed only when it is lowered: its operands may be results
  // of a dealloc lowered before it, which lowering replaces.
  auto lowerOrDefer = [&](bufferization::DeallocOp op,
                          BufferIdentityBuilder &identity,
                          SmallVectorImpl<bufferization::DeallocOp> &deferred) {
    auto [n, m] = countSite(op);
    if (n <= 1 || numInlineComparisons(n, m) <= inlineLimit) {
      DeallocSite site = analyzeSite(op);
      lowerInline(site, identity, remarks);
      return;
    }
    deferred.push_back(op);
  };

  // Inline lowerings add ops next to their dealloc only: each function's
  // are made on MLIR's thread pool, with an identity builder per data
  // layout scope taken from a pool (at most one set per thread).
  SmallVector<FunctionOpInterface> funcs =
      reclaim::getFunctionsWithBodies(module);
  std::vector<SmallVector<bufferization::DeallocOp>> deferred(funcs.size());
  using IdentityBuilders =
      DenseMap<Operation *, std::unique_ptr<BufferIdentityBuilder>>;
  std::mutex poolMutex;
  std::vector<std::unique_ptr<IdentityBuilders>> pool;
  reclaim::parallelForFunctions(module.getContext(), funcs, [&](size_t index) {
    FunctionOpInterface funcOp = funcs[index];
    SmallVector<bufferization::DeallocOp> ops;
    reclaim::placement::walkOwnOps(funcOp, [&](Operation *op) {
      if (auto dealloc = dyn_cast<bufferization::DeallocOp>(op))
        ops.push_back(dealloc);
    });
    if (ops.empty())
      return;
    std::unique_ptr<IdentityBuilders> builders;
    {
      std::lock_guard<std::mutex> lock(poolMutex);
      if (!pool.empty()) {
        builders = std::move(pool.back());
        pool.pop_back();
      }
    }
    if (!builders)
      builders = std::make_unique<IdentityBuilders>();
    // The data layout of a function comes from the closest op that can
    // hold one: the function itself or the op around it.
    Operation *scope = isa<DataLayoutOpInterface>(funcOp.getOperation())
                           ? funcOp.getOperation()
                           : funcOp->getParentOp();
    std::unique_ptr<BufferIdentityBuilder> &identity = (*builders)[scope];
    if (!identity)
      identity = std::make_unique<BufferIdentityBuilder>(funcOp);
    for (bufferization::DeallocOp op : ops)
      lowerOrDefer(op, *identity, deferred[index]);
    std::lock_guard<std::mutex> lock(poolMutex);
    pool.push_back(std::move(builders));
  });
  for (auto [index, ops] : llvm::enumerate(deferred))
    for (bufferization::DeallocOp op : ops)
      helperSites[getScratchRegion(op)].push_back(op);
  // Deallocs outside every function body, on this thread.
  SmallVector<bufferization::DeallocOp> outside, outsideDeferred;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto funcOp = dyn_cast<FunctionOpInterface>(op);
        funcOp && !funcOp.isExternal())
      return WalkResult::skip();
    if (auto dealloc = dyn_cast<bufferization::DeallocOp>(op))
      outside.push_back(dealloc);
    return WalkResult::advance();
  });
  for (bufferization::DeallocOp op : outside)
    lowerOrDefer(op, identity, outsideDeferred);
  for (bufferization::DeallocOp op : outsideDeferred)
    helperSites[getScratchRegion(op)].push_back(op);

  for (auto &[region, sites] : helperSites) {
    FailureOr<StringAttr> helper = getOrCreateHelper(sites.front());
    if (failed(helper))
      return failure();
    int64_t capacity = 0;
    for (bufferization::DeallocOp op : sites) {
      auto [n, m] = countSite(op);
      capacity = std::max<int64_t>(capacity, n + m);
    }
    Scratch scratch =
        createScratch(*region, capacity, region->getParentOp()->getLoc());
    for (bufferization::DeallocOp op : sites) {
      DeallocSite site = analyzeSite(op);
      if (remarks)
        emitHelperRemark(site, inlineLimit);
      lowerWithHelper(site, scratch, *helper, identity);
    }
  }
  return success();
}

FailureOr<StringAttr> DeallocLowering::getOrCreateHelper(Operation *op) {
  ModuleOp scope = op->getParentOfType<ModuleOp>();
  StringAttr &name = helpers[scope];
  if (name)
    return name;

  MLIRContext *ctx = module.getContext();
  Block parsed;
  ParserConfig config(ctx);
  if (failed(parseSourceString(kHelperSource, &parsed, config, kHelperName)))
    return op->emitError("failed to build the dealloc helper function");
  auto helper = cast<func::FuncOp>(parsed.front());

  // Reuse the helper of an earlier run of the pass.
  if (auto existing = scope.lookupSymbol<func::FuncOp>(kHelperName);
      existing && existing->hasAttr(kHelperMarker) &&
      existing.getFunctionType() == helper.getFunctionType()) {
    name = existing.getSymNameAttr();
    return name;
  }

  helper->remove();
  SymbolTable symbolTable(scope);
  name = symbolTable.insert(helper, scope.getBody()->end());
  return name;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct LowerDeallocationsPass
    : reclaim::ReclaimPass<
          reclaim::impl::LowerDeallocationsPassBase<LowerDeallocationsPass>> {
  using ReclaimPass::ReclaimPass;

  void runOnOperation() override {
    WalkResult found = getOperation().walk(
        [](bufferization::DeallocOp) { return WalkResult::interrupt(); });
    if (!found.wasInterrupted()) {
      markAllAnalysesPreserved();
      return;
    }
    if (failed(reclaim::lowerDeallocations(getOperation(), inlineLimit,
                                           remarks)))
      signalPassFailure();
  }
};

} // namespace

LogicalResult reclaim::lowerDeallocations(ModuleOp module,
                                          unsigned inlineLimit, bool remarks) {
  return DeallocLowering(module, inlineLimit, remarks).run();
}
