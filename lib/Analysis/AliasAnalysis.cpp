//===- AliasAnalysis.cpp - Source-based alias analysis of memrefs ---------===//
//
// Implements reclaim::AliasAnalysis, an adaptation to memrefs of the coarse,
// source-level rules of FIR's alias analysis: a memref value may come from a
// set of memory sources (allocation, global, argument, indirect, unknown),
// and two values alias only if some pair of their sources may.
//
// Sources are computed per function ("unit"), all memrefs at once, by a
// worklist data-flow fixpoint over the def-use graph of memrefs: views and
// casts, selects, block arguments (every predecessor), region-branch ops
// (RegionBranchOpInterface: results, iter_args, yields) and call results.
// Long chains and loops cost linear time and need no depth cap, and later
// queries are lookups. Calls to functions defined under the analysed root go
// through function summaries (which results are fresh buffers and which of
// them share one, which may be an argument or a global), computed bottom-up
// over the call graph, with a fixpoint for recursive SCCs.
//
// Besides its source, every path remembers the view it ends in (for MustAlias
// versus PartialAlias) and the loop-carried merge it last crossed after the
// source was created: the same allocation op yields a new buffer in every
// iteration, so a value carried around a back edge holds an older buffer than
// the one the op made last (distinct, as the older one was still held when
// the newer one was allocated).
//
// Bounds: at most maxSources sources per value (more is Unknown), at most
// kMaxViewsPerSource views per source (more is "any view"), maxDepth for the
// recursive parts (structural comparison of views, getModRef through nested
// regions and callees), kMaxSummaryRounds for recursive SCCs.
//
// Known limits:
//  * No offset reasoning: two disjoint subviews of one buffer are
//    PartialAlias, not NoAlias.
//  * Indirect sources (loads) may alias anything; there is no points-to
//    analysis of memory contents.
//  * An allocation op in a loop is one source: its SSA value is MustAlias
//    with itself, although every iteration creates a new buffer; values
//    carried across the loop's back edge are older buffers (NoAlias with the
//    current one, MayAlias with each other).
//  * Older-versus-current NoAlias assumes a fresh allocation aliases nothing
//    else, even a buffer freed meanwhile (LLVM's semantics).
//  * getModRef on calls: through an argument it uses the callee's effects on
//    that argument (ModRef if the callee calls anything); any other access
//    is assumed unless the location is a local allocation that no call may
//    keep, a flow-insensitive check over the whole function.
//  * Callees defined outside the root are treated as external.
//  * Queries fill caches: not thread-safe; rebuild after IR changes.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Analysis/AliasAnalysis.h"

#include "reclaim/Analysis/BufferRoots.h"
#include "reclaim/Analysis/SymbolUses.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PostOrderIterator.h"

#include <deque>

using namespace mlir;
using namespace reclaim;

//===----------------------------------------------------------------------===//
// MemorySource
//===----------------------------------------------------------------------===//

StringRef reclaim::stringifySourceKind(SourceKind kind) {
  switch (kind) {
  case SourceKind::HeapAllocation:
    return "HeapAllocation";
  case SourceKind::StackAllocation:
    return "StackAllocation";
  case SourceKind::Global:
    return "Global";
  case SourceKind::Argument:
    return "Argument";
  case SourceKind::Indirect:
    return "Indirect";
  case SourceKind::Unknown:
    return "Unknown";
  }
  llvm_unreachable("unknown SourceKind");
}

bool MemorySource::isCallResult() const {
  return op && isa<CallOpInterface>(op);
}

bool MemorySource::isSameBuffer(const MemorySource &other) const {
  if (kind != other.kind)
    return false;
  switch (kind) {
  case SourceKind::Global:
    return global == other.global;
  case SourceKind::Argument:
  case SourceKind::Indirect:
    return value == other.value;
  case SourceKind::HeapAllocation:
  case SourceKind::StackAllocation:
    if (op != other.op || id != other.id)
      return false;
    // Results of a call that may share buffers are only known to be the same
    // buffer when they are the same result.
    return (!mayAliasSiblings && !other.mayAliasSiblings) ||
           value == other.value;
  case SourceKind::Unknown:
    return value && value == other.value;
  }
  llvm_unreachable("unknown SourceKind");
}

bool MemorySource::operator==(const MemorySource &other) const {
  return kind == other.kind && value == other.value && op == other.op &&
         global == other.global && id == other.id &&
         mayAliasSiblings == other.mayAliasSiblings;
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Views whose result is the same buffer through the same view as their
/// source (only static type information changes).
static bool isIdentityCast(Operation *op) {
  return isa<memref::CastOp, memref::MemorySpaceCastOp,
             memref::AssumeAlignmentOp>(op);
}

/// The values the analysis tracks.
static bool isTracked(Type type) { return isa<BaseMemRefType>(type); }

/// True if `op` reads memory (a load-like op).
static bool readsMemory(Operation *op) {
  auto iface = dyn_cast<MemoryEffectOpInterface>(op);
  return iface && iface.hasEffect<MemoryEffects::Read>();
}

/// True if `arg` is an argument of a function marked `llvm.noalias`.
static bool isNoAliasArgument(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg)
    return false;
  auto func = dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
  return func && func.getArgAttr(arg.getArgNumber(), "llvm.noalias");
}

/// The function whose argument `value` is.
static Operation *getArgumentFunction(Value value) {
  return cast<BlockArgument>(value).getOwner()->getParentOp();
}

/// True if distinct sources `a` and `b` may still be the same buffer.
static bool mayAliasDistinct(const MemorySource &a, const MemorySource &b) {
  if (a.isSameBuffer(b))
    return true;
  auto isOpaque = [](const MemorySource &s) {
    return s.kind == SourceKind::Unknown || s.kind == SourceKind::Indirect;
  };
  if (isOpaque(a) || isOpaque(b))
    return true;
  if (a.isAllocation() && b.isAllocation())
    // Distinct allocations never alias, except results of one call whose
    // callee may return one buffer twice.
    return a.op == b.op && a.isCallResult() &&
           (a.mayAliasSiblings || b.mayAliasSiblings);
  if (a.isAllocation() || b.isAllocation()) {
    const MemorySource &alloc = a.isAllocation() ? a : b;
    const MemorySource &other = a.isAllocation() ? b : a;
    if (other.kind == SourceKind::Global)
      return false;
    // A buffer allocated in a function is never one of its arguments; an
    // argument of another function may be anything, e.g. when this
    // allocation is passed to it.
    return !getArgumentFunction(other.value)->isProperAncestor(alloc.op);
  }
  if (a.kind == SourceKind::Global && b.kind == SourceKind::Global)
    return false;
  if (a.kind == SourceKind::Global || b.kind == SourceKind::Global) {
    const MemorySource &arg = a.kind == SourceKind::Argument ? a : b;
    return !isNoAliasArgument(arg.value);
  }
  // Two arguments.
  if (getArgumentFunction(a.value) != getArgumentFunction(b.value))
    return true;
  return !isNoAliasArgument(a.value) && !isNoAliasArgument(b.value);
}

//===----------------------------------------------------------------------===//
// Paths and value information
//===----------------------------------------------------------------------===//

namespace {
/// One way a value reaches a source.
struct Path {
  MemorySource source;
  /// The nearest non-identity view on the path from the source to the value
  /// (null: the value is the source's own view).
  Value anchor;
  /// Too many views of this source to tell apart.
  bool anyView = false;
  /// Which buffer of a source made in a loop (every iteration makes a new
  /// one): null for the current one, the one its op made last; otherwise the
  /// merge value (block argument, region argument or result) it was taken
  /// from. Two values see the same buffer of such a source only if they got
  /// it through the same merge (or none).
  Value instance;
  /// The buffer crossed a loop back edge at `instance`, so it was made before
  /// `instance` was bound, and is older than the current buffer of any value
  /// that can be used together with it. False if `instance` merges a current
  /// buffer with older ones.
  bool older = false;

  bool operator==(const Path &other) const {
    return source == other.source && anchor == other.anchor &&
           anyView == other.anyView && instance == other.instance &&
           older == other.older;
  }

  /// True if this path and `other` lead to the same buffer.
  bool isSameBuffer(const Path &other) const {
    return source.isSameBuffer(other.source) && instance == other.instance &&
           older == other.older;
  }
};

} // namespace

/// True if paths `p` and `q` may lead to the same buffer.
static bool mayAlias(const Path &p, const Path &q) {
  if (!p.source.isSameBuffer(q.source))
    return mayAliasDistinct(p.source, q.source);
  // A buffer made before a loop back edge and the current buffer of the same
  // allocation op are different buffers: the allocation made the current one
  // while the older one was still held (a fresh allocation aliases nothing
  // else, as in LLVM).
  if ((p.older && !q.instance) || (q.older && !p.instance))
    return false;
  return true;
}

namespace {
/// The sources of one value.
struct ValueInfo {
  SmallVector<Path, 1> paths;
  /// More than maxSources sources: treated as Unknown.
  bool overflow = false;
  /// Number of distinct sources in `paths`.
  unsigned numSources = 0;

  bool operator==(const ValueInfo &other) const {
    if (overflow != other.overflow || paths.size() != other.paths.size())
      return false;
    return llvm::all_of(paths, [&](const Path &p) {
      return llvm::is_contained(other.paths, p);
    });
  }
};

} // namespace

/// Views kept apart per source before they are merged into "any view".
constexpr unsigned kMaxViewsPerSource = 4;
/// Evaluations of one value before the fixpoint gives up on it.
constexpr unsigned kMaxEvaluations = 1000;
/// Rounds of the fixpoint of a recursive SCC of functions.
constexpr unsigned kMaxSummaryRounds = 32;
/// The allocation group of fresh buffers that may alias each other.
constexpr unsigned kSharedGroup = ~0u;

/// Adds `path` to the sources of `self`.
static void addPath(ValueInfo &info, Path path, Value self,
                    unsigned maxSources) {
  if (info.overflow)
    return;
  auto sameSource = [&](const Path &p) { return p.source == path.source; };
  auto first = llvm::find_if(info.paths, sameSource);
  if (first == info.paths.end()) {
    if (info.numSources >= maxSources) {
      info.overflow = true;
      info.paths.clear();
      return;
    }
    ++info.numSources;
    info.paths.push_back(path);
    return;
  }
  // One buffer of the source per value: if the paths disagree on where the
  // buffer was taken across a back edge, it is whatever `self` holds, older
  // than the current one only if every path says so.
  if (first->instance != path.instance || first->older != path.older) {
    bool older = first->older && path.older;
    for (Path &p : info.paths)
      if (sameSource(p)) {
        p.instance = self;
        p.older = older;
      }
    path.instance = self;
    path.older = older;
  }
  unsigned views = 0;
  for (const Path &p : info.paths) {
    if (!sameSource(p))
      continue;
    if (p.anyView || (!path.anyView && p.anchor == path.anchor))
      return;
    ++views;
  }
  if (path.anyView || views >= kMaxViewsPerSource) {
    llvm::erase_if(info.paths, sameSource);
    path.anchor = Value();
    path.anyView = true;
  }
  info.paths.push_back(path);
}

namespace {

/// A def-use edge along which a value flows into a merge.
struct Edge {
  enum Kind : uint8_t { None, Branch, Region } kind = None;
  /// Branch: the predecessor and successor blocks.
  Block *from = nullptr, *to = nullptr;
  /// Region: the region-branch op, the region branched from (null for the
  /// op itself) and the successor region (null for the op's results).
  Operation *regionOp = nullptr;
  mlir::Region *source = nullptr;
  mlir::Region *target = nullptr;
};

/// An input of a tracked value in the data-flow graph.
struct Input {
  Value value;
  /// Index of the input's node.
  unsigned node;
  /// The value is a non-identity view of the input.
  bool view;
  Edge edge;
};

/// A tracked value during the fixpoint.
struct Node {
  Value value;
  SmallVector<Path, 1> leaves;
  SmallVector<Input, 2> inputs;
  ValueInfo info;
  unsigned evaluations = 0;
};

//===----------------------------------------------------------------------===//
// Function summaries
//===----------------------------------------------------------------------===//

/// Where a result of a function may come from.
struct ResultOrigin {
  enum Kind : uint8_t { Fresh, Argument, Global, Indirect, Unknown } kind;
  /// Fresh: the allocation group (kSharedGroup for buffers that may alias
  /// other shared ones); Argument: the argument number.
  unsigned index = 0;
  /// Returned as the root view of its source.
  bool sameView = true;
  /// Global: the callee's get_global and its symbol.
  Operation *op = nullptr;
  SymbolRefAttr global;

  bool operator==(const ResultOrigin &other) const {
    return kind == other.kind && index == other.index &&
           sameView == other.sameView && op == other.op &&
           global == other.global;
  }
};

using Origins = SmallVector<ResultOrigin, 1>;

/// What the results of a function may be.
struct FunctionSummary {
  SmallVector<Origins> results;
  /// Allocation groups: fresh buffers (allocation op or call, buffer id) the
  /// function returns, numbered in discovery order.
  DenseMap<std::pair<Operation *, unsigned>, unsigned> groups;
  /// False while the summary of a recursive SCC is being computed.
  bool final = false;
};

/// Memref values of one function, once solved.
struct Unit {
  DenseMap<Value, ValueInfo> info;
};

/// Uses of an allocation that let other code reach it.
struct EscapeInfo {
  /// Stored, converted to a non-memref, or used by an unknown op.
  bool escapes = false;
  /// Calls the buffer is passed to whose callee may keep it.
  SmallVector<Operation *, 2> calls;
};

enum class CalleeKind { Visible, External, Unknown };

} // namespace

//===----------------------------------------------------------------------===//
// AliasAnalysisImpl
//===----------------------------------------------------------------------===//

namespace reclaim::detail {

/// The state behind reclaim::AliasAnalysis (kept behind a pointer so that the
/// analysis is cheap to move into mlir::AliasAnalysis).
class AliasAnalysisImpl {
public:
  AliasAnalysisImpl(Operation *root, AliasAnalysisOptions options)
      : root(root), options(options) {}

  SmallVector<MemorySource> getSources(Value value, bool *complete);
  AliasResult alias(Value a, Value b);
  ModRefResult getModRef(Operation *op, Value location, unsigned depth);

  Operation *root;
  AliasAnalysisOptions options;

private:
  //===--- Units ----------------------------------------------------------===//

  /// The sources of `value`; computes its function first.
  const ValueInfo &getInfo(Value value);
  /// The function (or the root) whose unit `value` belongs to.
  Operation *getUnitOp(Value value);
  /// Makes sure the unit of `unitOp` is solved.
  void ensureUnit(Operation *unitOp);
  /// Solves the sources of every memref in `unitOp`.
  void computeUnit(Operation *unitOp);
  /// Fills the leaves and inputs of `node`.
  void classify(Node &node, const DenseMap<Value, unsigned> &ids);
  void classifyResult(OpResult result, Node &node,
                      function_ref<void(Value, bool, Edge)> addInput);
  void classifyBlockArgument(BlockArgument arg, Node &node,
                             function_ref<void(Value, bool, Edge)> addInput);
  void classifyCallResult(CallOpInterface call, OpResult result, Node &node,
                          function_ref<void(Value, bool, Edge)> addInput);
  /// Adds the values forwarded to `input` (a result of `op` if `target` is
  /// null, else an entry argument of `target`). False if there is none or
  /// they cannot be determined.
  bool addRegionInputs(RegionBranchOpInterface op, mlir::Region *target,
                       Value input,
                       function_ref<void(Value, bool, Edge)> addInput);
  /// Recomputes the sources of `node` from its leaves and inputs.
  ValueInfo evaluate(const Node &node, ArrayRef<Node> nodes);
  /// True if a buffer of `source` that flows along `edge` may be an older
  /// buffer than the one `source` currently denotes (a loop back edge with the
  /// source's op inside the loop).
  bool crossesBackEdge(const Edge &edge, const MemorySource &source);
  /// Reverse post-order numbers of the blocks of `region`.
  const DenseMap<Block *, unsigned> &getRpo(mlir::Region *region);
  /// Reverse post-order numbers of the regions of `op` in its region
  /// successor graph.
  const DenseMap<mlir::Region *, unsigned> &
  getRegionRpo(RegionBranchOpInterface op);

  //===--- Calls ----------------------------------------------------------===//

  CalleeKind resolveCallee(CallOpInterface call, FunctionOpInterface &callee);
  /// The visible callees of `func`.
  ArrayRef<Operation *> getCallees(Operation *func);
  /// Computes the summaries of `func` and everything it calls, bottom-up.
  void ensureSummary(Operation *func);
  /// Solves a strongly connected component of the call graph.
  void solveScc(ArrayRef<Operation *> scc);
  /// Recomputes the summary of `func` from its solved unit; true if changed.
  bool summarize(Operation *func);

  //===--- Views ----------------------------------------------------------===//

  /// True if `a` and `b` are the same value: equal after stripping identity
  /// casts, or results of the same pure op applied to operands that are the
  /// same value or the same view.
  bool sameValue(Value a, Value b, unsigned depth);
  /// True if `a` and `b` are the same buffer through the same view: the same
  /// value, or a single path each to one buffer through the same view.
  bool sameView(Value a, Value b, unsigned depth);

  //===--- ModRef ---------------------------------------------------------===//

  bool effectMayTouch(const MemoryEffects::EffectInstance &effect,
                      Value location);
  ModRefResult getCallModRef(CallOpInterface call, Value location,
                             unsigned depth);
  /// Effects of `func` on the buffer of its argument `index`.
  ModRefResult getArgumentModRef(Operation *func, unsigned index,
                                 unsigned depth);
  /// True if no code can reach the buffer of `location` except through the
  /// operands of `call`.
  bool isOnlyReachableThroughOperands(Value location, Operation *call);
  /// How the buffer of `value` (an allocation or an argument) is used.
  const EscapeInfo &getEscapeInfo(Value value);
  /// True if `func` may keep its argument `index` beyond the call (store it,
  /// hand it to code that may).
  bool isArgumentCaptured(Operation *func, unsigned index);

  DenseMap<Operation *, std::unique_ptr<Unit>> units;
  /// Sources of values outside the tracked ones (Unknown).
  DenseMap<Value, std::unique_ptr<ValueInfo>> untracked;
  DenseMap<Operation *, std::unique_ptr<FunctionSummary>> summaries;
  DenseMap<Operation *, SmallVector<Operation *, 4>> callees;
  DenseMap<mlir::Region *, DenseMap<Block *, unsigned>> rpoNumbers;
  /// getUnitOp's answer per region.
  DenseMap<mlir::Region *, Operation *> unitOfRegion;
  /// The values branches forward to block arguments. Valid while one unit
  /// is computed (the IR does not change meanwhile).
  ForwardedOperands forwardedOperands;
  DenseMap<Operation *, DenseMap<mlir::Region *, unsigned>> regionRpoNumbers;
  DenseMap<std::pair<Operation *, unsigned>, ModRefResult> argumentModRefs;
  DenseSet<std::pair<Operation *, unsigned>> argumentModRefsInProgress;
  DenseMap<Value, EscapeInfo> escapes;
  DenseMap<std::pair<Operation *, unsigned>, bool> capturedArguments;
  /// The tables of the parallel loop this thread runs in
  /// (SharedSymbolTables), else the analysis's own. Asked per query: an
  /// analysis may outlive the loop it was built in.
  SymbolTableCollection &getSymbolTables() {
    SymbolTableCollection *shared = SharedSymbolTables::getCurrent();
    return shared ? *shared : symbolTables;
  }
  SymbolTableCollection symbolTables;
  NearestSymbolTable nearestSymbolTables;
};

} // namespace reclaim::detail

using reclaim::detail::AliasAnalysisImpl;

//===----------------------------------------------------------------------===//
// Units: the fixpoint over one function
//===----------------------------------------------------------------------===//

Operation *AliasAnalysisImpl::getUnitOp(Value value) {
  // The closest function (or the root) around the value's region, else the
  // outermost op around it. Remembered for every region on the way up, so
  // that a deep nest costs its depth once, not once per query.
  mlir::Region *region = value.getParentRegion();
  if (!region)
    return nullptr;
  SmallVector<mlir::Region *, 8> path;
  Operation *unit = nullptr, *last = nullptr;
  for (mlir::Region *r = region;;) {
    auto it = unitOfRegion.find(r);
    if (it != unitOfRegion.end()) {
      unit = it->second;
      break;
    }
    Operation *op = r->getParentOp();
    if (!op) {
      unit = last;
      break;
    }
    path.push_back(r);
    if (isa<FunctionOpInterface>(op) || op == root) {
      unit = op;
      break;
    }
    last = op;
    r = op->getParentRegion();
    if (!r) {
      unit = op;
      break;
    }
  }
  for (mlir::Region *r : path)
    unitOfRegion[r] = unit;
  return unit;
}

const ValueInfo &AliasAnalysisImpl::getInfo(Value value) {
  if (isTracked(value.getType())) {
    if (Operation *unitOp = getUnitOp(value)) {
      ensureUnit(unitOp);
      auto unit = units.find(unitOp);
      if (unit != units.end()) {
        auto it = unit->second->info.find(value);
        if (it != unit->second->info.end())
          return it->second;
      }
    }
  }
  std::unique_ptr<ValueInfo> &info = untracked[value];
  if (!info) {
    info = std::make_unique<ValueInfo>();
    MemorySource source;
    source.kind = SourceKind::Unknown;
    source.value = value;
    source.op = value.getDefiningOp();
    addPath(*info, Path{source, {}, false, {}}, value, options.maxSources);
  }
  return *info;
}

void AliasAnalysisImpl::ensureUnit(Operation *unitOp) {
  if (units.count(unitOp))
    return;
  auto func = dyn_cast<FunctionOpInterface>(unitOp);
  if (func && !func.isExternal() && root->isAncestor(unitOp)) {
    // A visible function is solved together with its summary, so that
    // recursion goes through the SCC fixpoint.
    ensureSummary(unitOp);
    if (units.count(unitOp))
      return;
  }
  computeUnit(unitOp);
}

/// Calls `fn` on every tracked value of `region` and its nested regions,
/// definitions before uses where the order allows (block arguments first,
/// results of an op after its regions); nested functions are skipped.
/// Iterative, with a frame per region being listed (a nest thousands of
/// levels deep must not recurse once per level).
static void collectValues(mlir::Region &region, function_ref<void(Value)> fn) {
  struct Frame {
    mlir::Region::iterator block, blockEnd;
    Block::iterator op;
    bool inBlock = false;
    /// The next region of `*op` to list.
    unsigned nextRegion = 0;
  };
  SmallVector<Frame> stack;
  stack.push_back({region.begin(), region.end(), {}});
  while (!stack.empty()) {
    Frame &frame = stack.back();
    if (frame.block == frame.blockEnd) {
      stack.pop_back();
      continue;
    }
    if (!frame.inBlock) {
      for (BlockArgument arg : frame.block->getArguments())
        fn(arg);
      frame.op = frame.block->begin();
      frame.inBlock = true;
      frame.nextRegion = 0;
    }
    if (frame.op == frame.block->end()) {
      ++frame.block;
      frame.inBlock = false;
      continue;
    }
    Operation &op = *frame.op;
    if (!isa<FunctionOpInterface>(op)) {
      if (frame.nextRegion < op.getNumRegions()) {
        mlir::Region &nested = op.getRegion(frame.nextRegion++);
        // (Invalidates `frame`.)
        stack.push_back({nested.begin(), nested.end(), {}});
        continue;
      }
      for (Value result : op.getResults())
        fn(result);
    }
    ++frame.op;
    frame.nextRegion = 0;
  }
}

void AliasAnalysisImpl::computeUnit(Operation *unitOp) {
  forwardedOperands.clear();
  std::vector<Node> nodes;
  DenseMap<Value, unsigned> ids;
  unsigned numValues = 0;
  for (mlir::Region &region : unitOp->getRegions())
    collectValues(
        region, [&](Value value) { numValues += isTracked(value.getType()); });
  nodes.reserve(numValues);
  ids.reserve(numValues);
  for (mlir::Region &region : unitOp->getRegions())
    collectValues(region, [&](Value value) {
      if (!isTracked(value.getType()))
        return;
      ids[value] = nodes.size();
      nodes.emplace_back();
      nodes.back().value = value;
    });
  for (Node &node : nodes)
    classify(node, ids);

  SmallVector<SmallVector<unsigned, 2>> users(nodes.size());
  for (auto [index, node] : llvm::enumerate(nodes))
    for (const Input &input : node.inputs)
      users[input.node].push_back(index);

  // Optimistic worklist fixpoint: every value starts with its leaves and is
  // re-evaluated when one of its inputs changes.
  std::deque<unsigned> worklist;
  llvm::BitVector queued(nodes.size(), true);
  for (unsigned i = 0, e = nodes.size(); i != e; ++i)
    worklist.push_back(i);
  while (!worklist.empty()) {
    unsigned index = worklist.front();
    worklist.pop_front();
    queued.reset(index);
    Node &node = nodes[index];
    ValueInfo next;
    if (++node.evaluations > kMaxEvaluations)
      next.overflow = true;
    else
      next = evaluate(node, nodes);
    if (next == node.info)
      continue;
    node.info = std::move(next);
    for (unsigned user : users[index])
      if (!queued.test(user)) {
        queued.set(user);
        worklist.push_back(user);
      }
  }

  auto unit = std::make_unique<Unit>();
  unit->info.reserve(nodes.size());
  for (Node &node : nodes)
    unit->info[node.value] = std::move(node.info);
  units[unitOp] = std::move(unit);
}

ValueInfo AliasAnalysisImpl::evaluate(const Node &node, ArrayRef<Node> nodes) {
  ValueInfo info;
  for (const Path &leaf : node.leaves)
    addPath(info, leaf, node.value, options.maxSources);
  for (const Input &input : node.inputs) {
    const ValueInfo &from = nodes[input.node].info;
    if (from.overflow)
      info.overflow = true;
    if (info.overflow)
      break;
    for (const Path &path : from.paths) {
      Path next = path;
      if (input.view) {
        next.anchor = node.value;
        next.anyView = false;
      }
      if (input.edge.kind != Edge::None &&
          crossesBackEdge(input.edge, path.source)) {
        next.instance = node.value;
        next.older = true;
      }
      addPath(info, next, node.value, options.maxSources);
    }
  }
  if (info.overflow) {
    info.paths.clear();
    info.numSources = 0;
  }
  return info;
}

const DenseMap<Block *, unsigned> &
AliasAnalysisImpl::getRpo(mlir::Region *region) {
  auto [it, inserted] = rpoNumbers.try_emplace(region);
  if (inserted && !region->empty()) {
    unsigned number = 0;
    for (Block *block :
         llvm::ReversePostOrderTraversal<Block *>(&region->front()))
      it->second[block] = number++;
  }
  return it->second;
}

const DenseMap<mlir::Region *, unsigned> &
AliasAnalysisImpl::getRegionRpo(RegionBranchOpInterface op) {
  auto [it, inserted] = regionRpoNumbers.try_emplace(op);
  if (!inserted)
    return it->second;
  auto successorsOf = [&](mlir::Region *region) {
    SmallVector<RegionSuccessor> successors;
    if (region)
      op.getSuccessorRegions(*region, successors);
    else
      op.getSuccessorRegions(RegionBranchPoint::parent(), successors);
    SmallVector<mlir::Region *> regions;
    for (RegionSuccessor &successor : successors)
      if (!successor.isParent())
        regions.push_back(successor.getSuccessor());
    return regions;
  };
  // Iterative depth-first search from the entry successors.
  SmallVector<mlir::Region *> postOrder;
  DenseSet<mlir::Region *> visited;
  SmallVector<std::pair<mlir::Region *, SmallVector<mlir::Region *>>> stack;
  for (mlir::Region *entry : successorsOf(nullptr)) {
    if (!visited.insert(entry).second)
      continue;
    stack.emplace_back(entry, successorsOf(entry));
    while (!stack.empty()) {
      auto &[region, pending] = stack.back();
      if (pending.empty()) {
        postOrder.push_back(region);
        stack.pop_back();
        continue;
      }
      mlir::Region *next = pending.pop_back_val();
      if (visited.insert(next).second)
        stack.emplace_back(next, successorsOf(next));
    }
  }
  DenseMap<mlir::Region *, unsigned> numbers;
  for (auto [index, region] : llvm::enumerate(llvm::reverse(postOrder)))
    numbers[region] = index;
  return regionRpoNumbers[op] = std::move(numbers);
}

bool AliasAnalysisImpl::crossesBackEdge(const Edge &edge,
                                        const MemorySource &source) {
  // Arguments and globals denote one buffer for the whole function.
  Operation *def = source.op;
  if (!def || source.kind == SourceKind::Global ||
      source.kind == SourceKind::Argument)
    return false;
  if (edge.kind == Edge::Region) {
    // Entering the op or leaving it never goes back; between regions, the
    // same rule as for blocks, on the region successor graph.
    if (!edge.source || !edge.target || !edge.regionOp->isProperAncestor(def))
      return false;
    const DenseMap<mlir::Region *, unsigned> &rpo =
        getRegionRpo(cast<RegionBranchOpInterface>(edge.regionOp));
    auto from = rpo.find(edge.source), to = rpo.find(edge.target);
    if (from != rpo.end() && to != rpo.end() && to->second > from->second)
      return false;
    mlir::Region *defRegion = def->getParentRegion();
    while (defRegion->getParentOp() != edge.regionOp)
      defRegion = defRegion->getParentOp()->getParentRegion();
    auto defIt = rpo.find(defRegion);
    if (defIt == rpo.end() || to == rpo.end())
      return true;
    return defIt->second >= to->second;
  }
  // A CFG edge is loop-carried if it is retreating in reverse post-order and
  // the source's op may be inside the loop (at or after the loop header).
  mlir::Region *region = edge.to->getParent();
  const DenseMap<Block *, unsigned> &rpo = getRpo(region);
  auto from = rpo.find(edge.from), to = rpo.find(edge.to);
  if (from != rpo.end() && to != rpo.end() && to->second > from->second)
    return false;
  Operation *ancestor = region->findAncestorOpInRegion(*def);
  if (!ancestor)
    return false;
  auto defBlock = rpo.find(ancestor->getBlock());
  if (defBlock == rpo.end() || to == rpo.end())
    return true;
  return defBlock->second >= to->second;
}

//===----------------------------------------------------------------------===//
// Units: classification of values
//===----------------------------------------------------------------------===//

/// A leaf path to `source` at its own view.
static Path makeLeaf(SourceKind kind, Value value, Operation *op,
                     unsigned id = 0) {
  MemorySource source;
  source.kind = kind;
  source.value = value;
  source.op = op;
  source.id = id;
  return Path{source, {}, false, {}};
}

void AliasAnalysisImpl::classify(Node &node,
                                 const DenseMap<Value, unsigned> &ids) {
  auto addInput = [&](Value value, bool view, Edge edge) {
    auto it = ids.find(value);
    if (it == ids.end()) {
      // Not a memref of this function (e.g. converted from another type).
      node.leaves.push_back(
          makeLeaf(SourceKind::Unknown, value, value.getDefiningOp()));
      return;
    }
    node.inputs.push_back(Input{value, it->second, view, edge});
  };
  if (auto result = dyn_cast<OpResult>(node.value))
    classifyResult(result, node, addInput);
  else
    classifyBlockArgument(cast<BlockArgument>(node.value), node, addInput);
}

void AliasAnalysisImpl::classifyResult(
    OpResult result, Node &node,
    function_ref<void(Value, bool, Edge)> addInput) {
  Operation *op = result.getOwner();
  if (auto call = dyn_cast<CallOpInterface>(op))
    return classifyCallResult(call, result, node, addInput);
  if (isHeapAllocation(op, result)) {
    node.leaves.push_back(makeLeaf(SourceKind::HeapAllocation, result, op,
                                   result.getResultNumber()));
    return;
  }
  if (isStackAllocation(op, result)) {
    node.leaves.push_back(makeLeaf(SourceKind::StackAllocation, result, op,
                                   result.getResultNumber()));
    return;
  }
  if (auto getGlobal = dyn_cast<memref::GetGlobalOp>(op)) {
    Path leaf = makeLeaf(SourceKind::Global, result, op);
    leaf.source.global = getGlobal.getNameAttr();
    node.leaves.push_back(leaf);
    return;
  }
  if (Value source = getViewSource(result))
    return addInput(source, /*view=*/!isIdentityCast(op), Edge());
  if (auto cast = dyn_cast<UnrealizedConversionCastOp>(op)) {
    if (cast->getNumOperands() == 1 && cast->getNumResults() == 1)
      return addInput(cast->getOperand(0), /*view=*/false, Edge());
  }
  if (isa<memref::DistinctObjectsOp>(op))
    return addInput(op->getOperand(result.getResultNumber()), false, Edge());
  if (auto select = dyn_cast<SelectLikeOpInterface>(op)) {
    addInput(select.getTrueValue(), false, Edge());
    addInput(select.getFalseValue(), false, Edge());
    return;
  }
  if (auto branch = dyn_cast<RegionBranchOpInterface>(op)) {
    if (addRegionInputs(branch, /*target=*/nullptr, result, addInput))
      return;
  } else if (readsMemory(op)) {
    node.leaves.push_back(makeLeaf(SourceKind::Indirect, result, op));
    return;
  }
  node.leaves.push_back(makeLeaf(SourceKind::Unknown, result, op));
}

void AliasAnalysisImpl::classifyBlockArgument(
    BlockArgument arg, Node &node,
    function_ref<void(Value, bool, Edge)> addInput) {
  Block *block = arg.getOwner();
  mlir::Region *region = block->getParent();
  Operation *parent = region->getParentOp();
  if (!block->isEntryBlock()) {
    // Every predecessor, through the successor operands of its terminator.
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
      Operation *terminator = (*it)->getTerminator();
      auto branch = dyn_cast<BranchOpInterface>(terminator);
      Value forwarded;
      if (branch)
        forwarded = forwardedOperands
                        .get(branch, it.getSuccessorIndex(), arg.getArgNumber())
                        .value_or(Value());
      if (!forwarded) {
        node.leaves.push_back(makeLeaf(SourceKind::Unknown, arg, terminator));
        continue;
      }
      Edge edge;
      edge.kind = Edge::Branch;
      edge.from = *it;
      edge.to = block;
      addInput(forwarded, false, edge);
    }
    return;
  }
  if (isa<FunctionOpInterface>(parent)) {
    node.leaves.push_back(makeLeaf(SourceKind::Argument, arg, nullptr));
    return;
  }
  if (auto branch = dyn_cast<RegionBranchOpInterface>(parent))
    if (addRegionInputs(branch, region, arg, addInput))
      return;
  node.leaves.push_back(makeLeaf(SourceKind::Unknown, arg, parent));
}

bool AliasAnalysisImpl::addRegionInputs(
    RegionBranchOpInterface op, mlir::Region *target, Value input,
    function_ref<void(Value, bool, Edge)> addInput) {
  SmallVector<std::pair<Value, Edge>> found;
  auto visit = [&](RegionBranchPoint point, Operation *terminator) {
    SmallVector<RegionSuccessor> successors;
    op.getSuccessorRegions(point, successors);
    for (RegionSuccessor &successor : successors) {
      if (target ? successor.getSuccessor() != target : !successor.isParent())
        continue;
      ValueRange inputs = successor.getSuccessorInputs();
      auto pos = llvm::find(inputs, input);
      if (pos == inputs.end())
        continue;
      OperandRange operands =
          terminator ? cast<RegionBranchTerminatorOpInterface>(terminator)
                           .getSuccessorOperands(successor)
                     : op.getEntrySuccessorOperands(successor);
      unsigned index = std::distance(inputs.begin(), pos);
      if (index >= operands.size())
        return false;
      Edge edge;
      edge.kind = Edge::Region;
      edge.regionOp = op;
      edge.source = terminator ? terminator->getParentRegion() : nullptr;
      edge.target = target;
      found.emplace_back(operands[index], edge);
    }
    return true;
  };
  if (!visit(RegionBranchPoint::parent(), nullptr))
    return false;
  for (mlir::Region &region : op->getRegions())
    for (Block &block : region) {
      if (block.empty())
        continue;
      auto terminator =
          dyn_cast<RegionBranchTerminatorOpInterface>(block.back());
      if (terminator && !visit(RegionBranchPoint(terminator), terminator))
        return false;
    }
  if (found.empty())
    return false;
  for (auto &[value, edge] : found)
    addInput(value, false, edge);
  return true;
}

void AliasAnalysisImpl::classifyCallResult(
    CallOpInterface call, OpResult result, Node &node,
    function_ref<void(Value, bool, Edge)> addInput) {
  FunctionOpInterface callee;
  CalleeKind kind = resolveCallee(call, callee);
  unsigned number = result.getResultNumber();
  if (kind == CalleeKind::Unknown) {
    node.leaves.push_back(makeLeaf(SourceKind::Indirect, result, call));
    return;
  }
  if (kind == CalleeKind::External && isBorrowedCallResult(result)) {
    // Under the ownership-passing convention the result may be (a view of)
    // any memref argument, or a fresh buffer.
    for (Value arg : call.getArgOperands())
      if (isMemRef(arg.getType()))
        addInput(arg, /*view=*/true, Edge());
    Path leaf = makeLeaf(SourceKind::HeapAllocation, result, call, number);
    leaf.source.mayAliasSiblings = true;
    node.leaves.push_back(leaf);
    return;
  }
  if (kind == CalleeKind::External) {
    if (!options.externalCallResultsAreFresh) {
      node.leaves.push_back(makeLeaf(SourceKind::Indirect, result, call));
      return;
    }
    Path leaf = makeLeaf(SourceKind::HeapAllocation, result, call, number);
    leaf.source.mayAliasSiblings = true;
    node.leaves.push_back(leaf);
    return;
  }
  ensureSummary(callee);
  const FunctionSummary &summary = *summaries.find(callee)->second;
  if (summary.results.size() != call->getNumResults()) {
    node.leaves.push_back(makeLeaf(SourceKind::Unknown, result, call));
    return;
  }
  OperandRange args = call.getArgOperands();
  for (const ResultOrigin &origin : summary.results[number]) {
    Value anchor = origin.sameView ? Value() : Value(result);
    switch (origin.kind) {
    case ResultOrigin::Fresh: {
      // Within a recursive SCC, groups of a callee are still growing: merge
      // them so that the fixpoint terminates.
      bool shared = origin.index == kSharedGroup || !summary.final;
      Path leaf = makeLeaf(SourceKind::HeapAllocation, result, call,
                           shared ? kSharedGroup : origin.index);
      leaf.source.mayAliasSiblings = shared;
      leaf.anchor = shared ? Value() : anchor;
      node.leaves.push_back(leaf);
      break;
    }
    case ResultOrigin::Argument:
      if (origin.index < args.size())
        addInput(args[origin.index], /*view=*/!origin.sameView, Edge());
      else
        node.leaves.push_back(makeLeaf(SourceKind::Unknown, result, call));
      break;
    case ResultOrigin::Global: {
      Path leaf = makeLeaf(SourceKind::Global, result, origin.op);
      leaf.source.global = origin.global;
      leaf.anchor = anchor;
      node.leaves.push_back(leaf);
      break;
    }
    case ResultOrigin::Indirect:
      node.leaves.push_back(makeLeaf(SourceKind::Indirect, result, call));
      break;
    case ResultOrigin::Unknown:
      node.leaves.push_back(makeLeaf(SourceKind::Unknown, result, call));
      break;
    }
  }
}

//===----------------------------------------------------------------------===//
// Calls and function summaries
//===----------------------------------------------------------------------===//

CalleeKind AliasAnalysisImpl::resolveCallee(CallOpInterface call,
                                            FunctionOpInterface &callee) {
  callee = dyn_cast_or_null<FunctionOpInterface>(
      nearestSymbolTables.resolveCallable(call, getSymbolTables()));
  if (!callee)
    return CalleeKind::Unknown;
  if (callee.isExternal() || !root->isAncestor(callee))
    return CalleeKind::External;
  return CalleeKind::Visible;
}

/// True if `func` returns a tracked value: only then does its summary say
/// anything, and only then does a caller's summary depend on it.
static bool returnsTracked(Operation *func) {
  return llvm::any_of(cast<FunctionOpInterface>(func).getResultTypes(),
                      isTracked);
}

ArrayRef<Operation *> AliasAnalysisImpl::getCallees(Operation *func) {
  auto [it, inserted] = callees.try_emplace(func);
  if (inserted) {
    // Only callees that return a tracked value: the summary of any other
    // function is empty, so the order in which summaries are solved does not
    // involve it (a chain of such calls would otherwise solve every function
    // down the chain before the first one, once per analysis instance).
    DenseSet<Operation *> seen;
    func->walk([&](CallOpInterface call) {
      FunctionOpInterface callee;
      if (resolveCallee(call, callee) == CalleeKind::Visible &&
          returnsTracked(callee) && seen.insert(callee).second)
        it->second.push_back(callee);
    });
  }
  return it->second;
}

void AliasAnalysisImpl::ensureSummary(Operation *func) {
  if (summaries.count(func))
    return;
  if (!returnsTracked(func)) {
    auto summary = std::make_unique<FunctionSummary>();
    summary->results.resize(
        cast<FunctionOpInterface>(func).getResultTypes().size());
    summary->final = true;
    summaries[func] = std::move(summary);
    return;
  }
  // Tarjan's SCC algorithm over the functions reachable from `func` that
  // have no summary yet, iteratively; SCCs pop out callees first.
  DenseMap<Operation *, std::pair<unsigned, unsigned>> numbers; // index, low
  SmallVector<Operation *> stack;
  DenseSet<Operation *> onStack;
  SmallVector<std::pair<Operation *, unsigned>> frames; // function, next callee
  unsigned counter = 0;
  auto push = [&](Operation *f) {
    numbers[f] = {counter, counter};
    ++counter;
    stack.push_back(f);
    onStack.insert(f);
    frames.emplace_back(f, 0);
  };
  push(func);
  while (!frames.empty()) {
    Operation *current = frames.back().first;
    unsigned next = frames.back().second;
    ArrayRef<Operation *> targets = getCallees(current);
    if (next < targets.size()) {
      Operation *target = targets[next];
      ++frames.back().second;
      if (summaries.count(target))
        continue;
      if (!numbers.count(target)) {
        push(target);
        continue;
      }
      if (onStack.count(target))
        numbers[current].second =
            std::min(numbers[current].second, numbers[target].first);
      continue;
    }
    frames.pop_back();
    if (!frames.empty()) {
      Operation *parent = frames.back().first;
      numbers[parent].second =
          std::min(numbers[parent].second, numbers[current].second);
    }
    if (numbers[current].second != numbers[current].first)
      continue;
    SmallVector<Operation *> scc;
    Operation *member;
    do {
      member = stack.pop_back_val();
      onStack.erase(member);
      scc.push_back(member);
    } while (member != current);
    solveScc(scc);
  }
}

void AliasAnalysisImpl::solveScc(ArrayRef<Operation *> scc) {
  bool recursive = scc.size() > 1 ||
                   llvm::is_contained(getCallees(scc.front()), scc.front());
  for (Operation *func : scc) {
    auto summary = std::make_unique<FunctionSummary>();
    summary->results.resize(
        cast<FunctionOpInterface>(func).getResultTypes().size());
    summaries[func] = std::move(summary);
  }
  // Start from "returns nothing" and grow until no summary changes.
  for (unsigned round = 0;; ++round) {
    bool changed = false;
    for (Operation *func : scc) {
      units.erase(func);
      computeUnit(func);
      changed |= summarize(func);
    }
    if (!recursive || !changed)
      break;
    if (round + 1 == kMaxSummaryRounds) {
      for (Operation *func : scc)
        for (Origins &origins : summaries[func]->results)
          origins.assign(1, ResultOrigin{ResultOrigin::Unknown});
      for (Operation *func : scc) {
        units.erase(func);
        computeUnit(func);
      }
      break;
    }
  }
  for (Operation *func : scc)
    summaries[func]->final = true;
}

bool AliasAnalysisImpl::summarize(Operation *funcOp) {
  auto func = cast<FunctionOpInterface>(funcOp);
  FunctionSummary &summary = *summaries[funcOp];
  unsigned numResults = summary.results.size();
  SmallVector<Origins> results(numResults);
  auto add = [](Origins &origins, const ResultOrigin &origin) {
    if (!llvm::is_contained(origins, origin))
      origins.push_back(origin);
  };
  auto toOrigin = [&](const Path &path) {
    ResultOrigin origin{ResultOrigin::Unknown};
    origin.sameView = !path.anchor && !path.anyView;
    const MemorySource &source = path.source;
    switch (source.kind) {
    case SourceKind::HeapAllocation:
    case SourceKind::StackAllocation:
      origin.kind = ResultOrigin::Fresh;
      if (path.instance || source.mayAliasSiblings) {
        origin.index = kSharedGroup;
        origin.sameView = true;
      } else {
        auto key = std::make_pair(source.op, source.id);
        origin.index = summary.groups.try_emplace(key, summary.groups.size())
                           .first->second;
      }
      break;
    case SourceKind::Argument: {
      auto arg = cast<BlockArgument>(source.value);
      if (arg.getOwner()->getParentOp() == funcOp) {
        origin.kind = ResultOrigin::Argument;
        origin.index = arg.getArgNumber();
      }
      break;
    }
    case SourceKind::Global:
      origin.kind = ResultOrigin::Global;
      origin.op = source.op;
      origin.global = source.global;
      break;
    case SourceKind::Indirect:
      origin.kind = ResultOrigin::Indirect;
      break;
    case SourceKind::Unknown:
      break;
    }
    return origin;
  };
  for (Block &block : func.getFunctionBody()) {
    if (block.empty())
      continue;
    Operation *terminator = &block.back();
    if (!terminator->hasTrait<OpTrait::ReturnLike>())
      continue;
    for (auto [index, operand] : llvm::enumerate(terminator->getOperands())) {
      if (index >= numResults)
        break;
      const ValueInfo &info = getInfo(operand);
      if (info.overflow)
        add(results[index], ResultOrigin{ResultOrigin::Unknown});
      for (const Path &path : info.paths)
        add(results[index], toOrigin(path));
    }
    if (terminator->getNumOperands() != numResults)
      for (Origins &origins : results)
        add(origins, ResultOrigin{ResultOrigin::Unknown});
  }
  bool changed = false;
  for (auto [old, now] : llvm::zip(summary.results, results))
    changed |= old.size() != now.size() ||
               !llvm::all_of(now, [&](const ResultOrigin &origin) {
                 return llvm::is_contained(old, origin);
               });
  summary.results = std::move(results);
  return changed;
}

//===----------------------------------------------------------------------===//
// Alias queries
//===----------------------------------------------------------------------===//

SmallVector<MemorySource> AliasAnalysisImpl::getSources(Value value,
                                                        bool *complete) {
  const ValueInfo &info = getInfo(value);
  SmallVector<MemorySource> sources;
  bool isComplete = !info.overflow;
  if (info.overflow)
    sources.push_back(MemorySource());
  for (const Path &path : info.paths) {
    if (path.source.kind == SourceKind::Unknown)
      isComplete = false;
    if (!llvm::is_contained(sources, path.source))
      sources.push_back(path.source);
  }
  if (complete)
    *complete = isComplete;
  return sources;
}

/// Follows identity casts from `value`.
static Value stripIdentityCasts(Value value, unsigned maxDepth) {
  for (unsigned depth = 0; depth <= maxDepth; ++depth) {
    Operation *def = value.getDefiningOp();
    if (!def)
      return value;
    if (isIdentityCast(def))
      value = getViewSource(value);
    else if (isa<memref::DistinctObjectsOp>(def))
      value = def->getOperand(cast<OpResult>(value).getResultNumber());
    else if (isa<UnrealizedConversionCastOp>(def) &&
             def->getNumOperands() == 1 && def->getNumResults() == 1 &&
             isTracked(def->getOperand(0).getType()))
      value = def->getOperand(0);
    else
      return value;
  }
  return value;
}

bool AliasAnalysisImpl::sameValue(Value a, Value b, unsigned depth) {
  if (a == b)
    return true;
  if (!a || !b || depth > options.maxDepth)
    return false;
  a = stripIdentityCasts(a, options.maxDepth);
  b = stripIdentityCasts(b, options.maxDepth);
  if (a == b)
    return true;
  if (a.getType() != b.getType())
    return false;
  auto ra = dyn_cast<OpResult>(a), rb = dyn_cast<OpResult>(b);
  if (!ra || !rb || ra.getResultNumber() != rb.getResultNumber())
    return false;
  Operation *x = ra.getOwner(), *y = rb.getOwner();
  if (x->getName() != y->getName() || !x->isRegistered() ||
      isa<CallOpInterface>(x) || x->getNumRegions() != 0 ||
      x->getNumOperands() != y->getNumOperands() || !isMemoryEffectFree(x))
    return false;
  // Inherent attributes only: discardable ones do not change the result.
  if (x->getPropertiesStorageSize()) {
    if (x->getPropertiesAsAttribute() != y->getPropertiesAsAttribute())
      return false;
  } else {
    for (StringAttr name : x->getName().getAttributeNames())
      if (x->getAttr(name) != y->getAttr(name))
        return false;
  }
  for (auto [p, q] : llvm::zip(x->getOperands(), y->getOperands())) {
    if (p == q)
      continue;
    if (!isTracked(p.getType()) || !sameView(p, q, depth + 1))
      return false;
  }
  return true;
}

bool AliasAnalysisImpl::sameView(Value a, Value b, unsigned depth) {
  if (sameValue(a, b, depth))
    return true;
  const ValueInfo &x = getInfo(a);
  const ValueInfo &y = getInfo(b);
  if (x.paths.size() != 1 || y.paths.size() != 1)
    return false;
  const Path &p = x.paths.front(), &q = y.paths.front();
  return p.isSameBuffer(q) && !p.anyView && !q.anyView &&
         (p.anchor == q.anchor || sameValue(p.anchor, q.anchor, depth + 1));
}

AliasResult AliasAnalysisImpl::alias(Value a, Value b) {
  if (sameValue(a, b, 0))
    return AliasResult::MustAlias;
  const ValueInfo &x = getInfo(a);
  const ValueInfo &y = getInfo(b);
  if (x.overflow || y.overflow)
    return AliasResult::MayAlias;
  // A value with no source never holds a buffer (e.g. the result of a call
  // that never returns).
  if (x.paths.empty() || y.paths.empty())
    return AliasResult::NoAlias;
  const Path &first = x.paths.front();
  auto isFirstBuffer = [&](const Path &path) {
    return path.isSameBuffer(first);
  };
  if (llvm::all_of(x.paths, isFirstBuffer) &&
      llvm::all_of(y.paths, isFirstBuffer)) {
    const Path &other = y.paths.front();
    if (x.paths.size() == 1 && y.paths.size() == 1 && !first.anyView &&
        !other.anyView &&
        (first.anchor == other.anchor ||
         sameValue(first.anchor, other.anchor, 0)))
      return AliasResult::MustAlias;
    return AliasResult::PartialAlias;
  }
  for (const Path &p : x.paths)
    for (const Path &q : y.paths)
      if (mayAlias(p, q))
        return AliasResult::MayAlias;
  return AliasResult::NoAlias;
}

//===----------------------------------------------------------------------===//
// ModRef queries
//===----------------------------------------------------------------------===//

bool AliasAnalysisImpl::effectMayTouch(
    const MemoryEffects::EffectInstance &effect, Value location) {
  if (Value value = effect.getValue())
    return !alias(value, location).isNo();
  if (SymbolRefAttr symbol = effect.getSymbolRef()) {
    // An effect on one global touches only that global.
    const ValueInfo &info = getInfo(location);
    if (info.overflow)
      return true;
    return llvm::any_of(info.paths, [&](const Path &path) {
      const MemorySource &source = path.source;
      if (source.isAllocation())
        return false;
      return source.kind != SourceKind::Global || source.global == symbol;
    });
  }
  // An effect on a whole resource.
  return true;
}

ModRefResult AliasAnalysisImpl::getModRef(Operation *op, Value location,
                                          unsigned depth) {
  if (depth > options.maxDepth)
    return ModRefResult::getModAndRef();
  ModRefResult result = ModRefResult::getNoModRef();
  bool known = false;
  if (auto iface = dyn_cast<MemoryEffectOpInterface>(op)) {
    known = true;
    SmallVector<MemoryEffects::EffectInstance, 4> effects;
    iface.getEffects(effects);
    for (const MemoryEffects::EffectInstance &effect : effects) {
      if (!effectMayTouch(effect, location))
        continue;
      // Allocate, Free and Write modify; Read references.
      result = result.merge(isa<MemoryEffects::Read>(effect.getEffect())
                                ? ModRefResult::getRef()
                                : ModRefResult::getMod());
    }
  } else if (auto dealloc = dyn_cast<bufferization::DeallocOp>(op)) {
    // bufferization.dealloc has no effect interface: it frees (the base
    // buffers of) its memref operands, never the retained ones.
    known = true;
    for (Value memref : dealloc.getMemrefs())
      if (!alias(memref, location).isNo())
        result = result.merge(ModRefResult::getMod());
  } else if (auto call = dyn_cast<CallOpInterface>(op)) {
    known = true;
    result = result.merge(getCallModRef(call, location, depth));
  }
  if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()) {
    known = true;
    for (mlir::Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &nested : block) {
          result = result.merge(getModRef(&nested, location, depth + 1));
          if (result.isModAndRef())
            return result;
        }
  }
  return known ? result : ModRefResult::getModAndRef();
}

ModRefResult AliasAnalysisImpl::getCallModRef(CallOpInterface call,
                                              Value location, unsigned depth) {
  FunctionOpInterface callee;
  CalleeKind kind = resolveCallee(call, callee);
  ModRefResult result = ModRefResult::getNoModRef();
  for (auto [index, arg] : llvm::enumerate(call.getArgOperands())) {
    if (!isTracked(arg.getType()) || alias(arg, location).isNo())
      continue;
    result = result.merge(kind == CalleeKind::Visible
                              ? getArgumentModRef(callee, index, depth + 1)
                              : ModRefResult::getModAndRef());
  }
  if (!isOnlyReachableThroughOperands(location, call))
    return ModRefResult::getModAndRef();
  return result;
}

ModRefResult AliasAnalysisImpl::getArgumentModRef(Operation *funcOp,
                                                  unsigned index,
                                                  unsigned depth) {
  auto key = std::make_pair(funcOp, index);
  if (auto it = argumentModRefs.find(key); it != argumentModRefs.end())
    return it->second;
  // Recursion: assume the worst rather than iterate.
  if (!argumentModRefsInProgress.insert(key).second)
    return ModRefResult::getModAndRef();
  auto func = cast<FunctionOpInterface>(funcOp);
  ModRefResult result = ModRefResult::getNoModRef();
  if (index >= func.getNumArguments()) {
    result = ModRefResult::getModAndRef();
  } else {
    Value arg = func.getArgument(index);
    for (Block &block : func.getFunctionBody()) {
      for (Operation &op : block) {
        result = result.merge(getModRef(&op, arg, depth + 1));
        if (result.isModAndRef())
          break;
      }
      if (result.isModAndRef())
        break;
    }
  }
  argumentModRefsInProgress.erase(key);
  argumentModRefs.try_emplace(key, result);
  return result;
}

bool AliasAnalysisImpl::isOnlyReachableThroughOperands(Value location,
                                                       Operation *call) {
  const ValueInfo &info = getInfo(location);
  if (info.overflow)
    return false;
  return llvm::all_of(info.paths, [&](const Path &path) {
    const MemorySource &source = path.source;
    // A buffer returned by a call may still be known to its callee.
    if (!source.isAllocation() || source.isCallResult())
      return false;
    const EscapeInfo &escape = getEscapeInfo(source.value);
    return !escape.escapes &&
           llvm::all_of(escape.calls, [&](Operation *c) { return c == call; });
  });
}

/// Adds to `push` the values `use` forwards its value to (views, casts,
/// selects, successor block arguments, region inputs). True if the use is one
/// of those.
static bool forwardUse(OpOperand &use, function_ref<void(Value)> push) {
  Operation *user = use.getOwner();
  Value value = use.get();
  bool forwarded = false;
  for (Value result : user->getResults())
    if (getViewSource(result) == value) {
      push(result);
      forwarded = true;
    }
  if (forwarded)
    return true;
  if (isa<memref::DistinctObjectsOp>(user)) {
    push(user->getResult(use.getOperandNumber()));
    return true;
  }
  if (auto cast = dyn_cast<UnrealizedConversionCastOp>(user)) {
    if (cast->getNumResults() == 1 && isTracked(cast->getResult(0).getType())) {
      push(cast->getResult(0));
      return true;
    }
    return false;
  }
  if (auto select = dyn_cast<SelectLikeOpInterface>(user)) {
    if (select.getCondition() == value)
      return false;
    push(user->getResult(0));
    return true;
  }
  if (auto branch = dyn_cast<BranchOpInterface>(user)) {
    if (std::optional<BlockArgument> arg = reclaim::getSuccessorBlockArgument(
            branch, use.getOperandNumber())) {
      push(*arg);
      return true;
    }
    return false;
  }
  auto forwardTo = [&](OperandRange operands, ValueRange inputs) {
    unsigned begin = operands.getBeginOperandIndex();
    unsigned number = use.getOperandNumber();
    if (number < begin || number >= begin + operands.size())
      return;
    if (number - begin < inputs.size()) {
      push(inputs[number - begin]);
      forwarded = true;
    }
  };
  if (auto terminator = dyn_cast<RegionBranchTerminatorOpInterface>(user)) {
    if (auto parent = dyn_cast<RegionBranchOpInterface>(user->getParentOp())) {
      SmallVector<RegionSuccessor> successors;
      parent.getSuccessorRegions(RegionBranchPoint(terminator), successors);
      for (RegionSuccessor &successor : successors)
        forwardTo(terminator.getSuccessorOperands(successor),
                  successor.getSuccessorInputs());
    }
    return forwarded;
  }
  if (auto branch = dyn_cast<RegionBranchOpInterface>(user)) {
    SmallVector<RegionSuccessor> successors;
    branch.getSuccessorRegions(RegionBranchPoint::parent(), successors);
    for (RegionSuccessor &successor : successors)
      forwardTo(branch.getEntrySuccessorOperands(successor),
                successor.getSuccessorInputs());
    return forwarded;
  }
  return false;
}

/// True if `use` accesses or frees the buffer without handing its address to
/// anyone.
static bool isNonCapturingUse(OpOperand &use) {
  Operation *user = use.getOwner();
  // Returning hands the buffer to the caller, after every call of this
  // function's body.
  if (user->hasTrait<OpTrait::ReturnLike>() &&
      isa<FunctionOpInterface>(user->getParentOp()))
    return true;
  if (isa<bufferization::DeallocOp, memref::DimOp, memref::RankOp>(user))
    return true;
  auto iface = dyn_cast<MemoryEffectOpInterface>(user);
  if (!iface)
    return false;
  // The value is the memory an effect applies to (a load or store address,
  // a copy operand), not data written somewhere.
  SmallVector<MemoryEffects::EffectInstance, 4> effects;
  iface.getEffects(effects);
  return llvm::any_of(effects, [&](const MemoryEffects::EffectInstance &e) {
    return e.getValue() == use.get();
  });
}

const EscapeInfo &AliasAnalysisImpl::getEscapeInfo(Value value) {
  if (auto it = escapes.find(value); it != escapes.end())
    return it->second;
  EscapeInfo info;
  SmallVector<Value> worklist{value};
  DenseSet<Value> seen{value};
  auto push = [&](Value derived) {
    if (seen.insert(derived).second)
      worklist.push_back(derived);
  };
  while (!worklist.empty() && !info.escapes) {
    Value current = worklist.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      Operation *user = use.getOwner();
      if (auto call = dyn_cast<CallOpInterface>(user)) {
        // A visible callee that does not keep the argument only uses it
        // during the call; it may return it.
        OperandRange args = call.getArgOperands();
        unsigned index = use.getOperandNumber() - args.getBeginOperandIndex();
        FunctionOpInterface callee;
        if (use.getOperandNumber() >= args.getBeginOperandIndex() &&
            index < args.size() &&
            resolveCallee(call, callee) == CalleeKind::Visible &&
            !isArgumentCaptured(callee, index)) {
          ensureSummary(callee);
          const FunctionSummary &summary = *summaries.find(callee)->second;
          for (auto [number, origins] : llvm::enumerate(summary.results))
            if (number < call->getNumResults() &&
                llvm::any_of(origins, [&](const ResultOrigin &origin) {
                  return origin.kind == ResultOrigin::Argument &&
                         origin.index == index;
                }))
              push(call->getResult(number));
          continue;
        }
        if (!llvm::is_contained(info.calls, user))
          info.calls.push_back(user);
        continue;
      }
      if (forwardUse(use, push) || isNonCapturingUse(use))
        continue;
      info.escapes = true;
      break;
    }
  }
  return escapes[value] = std::move(info);
}

bool AliasAnalysisImpl::isArgumentCaptured(Operation *funcOp, unsigned index) {
  auto key = std::make_pair(funcOp, index);
  // Recursion: assume the worst until known.
  auto [it, inserted] = capturedArguments.try_emplace(key, true);
  if (!inserted)
    return it->second;
  auto func = cast<FunctionOpInterface>(funcOp);
  bool captured = true;
  if (index < func.getNumArguments()) {
    const EscapeInfo &info = getEscapeInfo(func.getArgument(index));
    captured = info.escapes || !info.calls.empty();
  }
  capturedArguments[key] = captured;
  return captured;
}

//===----------------------------------------------------------------------===//
// AliasAnalysis
//===----------------------------------------------------------------------===//

reclaim::AliasAnalysis::AliasAnalysis(Operation *root, Options options)
    : impl(std::make_unique<AliasAnalysisImpl>(root, options)) {}

reclaim::AliasAnalysis::AliasAnalysis(Operation *op, AnalysisManager &)
    : AliasAnalysis(op, Options()) {}

reclaim::AliasAnalysis::AliasAnalysis(AliasAnalysis &&other) = default;
reclaim::AliasAnalysis &
reclaim::AliasAnalysis::operator=(AliasAnalysis &&other) = default;
reclaim::AliasAnalysis::~AliasAnalysis() = default;

SmallVector<MemorySource>
reclaim::AliasAnalysis::getSources(Value value, bool *complete) const {
  return impl->getSources(value, complete);
}

AliasResult reclaim::AliasAnalysis::alias(Value a, Value b) const {
  return impl->alias(a, b);
}

ModRefResult reclaim::AliasAnalysis::getModRef(Operation *op,
                                               Value location) const {
  return impl->getModRef(op, location, 0);
}

const AliasAnalysisOptions &reclaim::AliasAnalysis::getOptions() const {
  return impl->options;
}

void reclaim::addReclaimAliasAnalysis(mlir::AliasAnalysis &aa, Operation *root,
                                      AliasAnalysisOptions options) {
  aa.addAnalysisImplementation(reclaim::AliasAnalysis(root, options));
}
