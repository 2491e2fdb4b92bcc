//===- Passes.td - Reclaim pass definitions ----------------*- tablegen -*-===//
//
// All of Reclaim's transformation passes. Every pass and option name starts
// with `reclaim-`. Pipelines (reclaim-dealloc-pipeline, reclaim-pipeline) are
// registered in C++ (Pipelines.cpp) from these passes.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_TRANSFORMS_PASSES
#define RECLAIM_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

// An option whose description (shown by --help and docs/Passes.md) ends with
// its default value.
class ReclaimOption<string varName, string arg, string valueType,
                    string default, string desc>
    : Option<varName, arg, valueType, default,
             desc # " (default: " # default # ")">;

// The option every pass has: a remark for each decision (docs/Passes.md,
// "Remarks").
class RemarksOption<string what>
    : ReclaimOption<"remarks", "remarks", "bool", /*default=*/"false",
                    "Emit a remark " # what>;

//===----------------------------------------------------------------------===//
// Preparation (docs/Preparation.md)
//===----------------------------------------------------------------------===//

// The options of the passes that change function signatures.
class FunctionsOption
    : ListOption<"functions", "functions", "std::string",
                 "Only change these functions (symbol names, comma-separated); "
                 "a named function that cannot change is an error. Empty "
                 "(the default): every function the other options allow, "
                 "skipping (with a remark) those that cannot change">;
class ModifyPublicFunctionsOption
    : ReclaimOption<"modifyPublicFunctions", "modify-public-functions", "bool",
                    /*default=*/"false",
                    "Also change public functions; their callers outside the "
                    "module must then follow the new signature">;

def DecomposeTuplesPass : Pass<"reclaim-decompose-tuples", "mlir::ModuleOp"> {
  let summary = "Split tuple arguments and results into their elements";
  let description = [{
    Function signature conversion with type decomposition (the preparation
    phase of docs/Preparation.md): every `tuple` argument and result of a
    function that may change is replaced by its elements, recursively, and
    every `func.call` of it is rewritten. Inside the function the arguments
    are packed back into the tuple, and returned tuples are unpacked; at a
    call, tuple operands are unpacked and the results packed.

    MLIR has no op that builds or takes apart a `tuple` outside its test
    dialect, so packing is a `builtin.unrealized_conversion_cast` from the
    elements to the tuple and unpacking one from the tuple to its elements
    (one cast per nesting level), as in MLIR's 1:N type conversions. Input
    programs build and take apart their tuples the same way. An unpack of a
    pack folds to the pack's operands; a program whose tuples only cross
    function boundaries has no tuple and no cast left.

    ```mlir
    func.func private @callee(%t: tuple<memref<5xf32>, i1>)
        -> tuple<memref<5xf32>, i1> {
      return %t : tuple<memref<5xf32>, i1>
    }
    func.func @caller(%m: memref<5xf32>, %b: i1) -> (memref<5xf32>, i1) {
      %t = builtin.unrealized_conversion_cast %m, %b
          : memref<5xf32>, i1 to tuple<memref<5xf32>, i1>
      %x = func.call @callee(%t)
          : (tuple<memref<5xf32>, i1>) -> tuple<memref<5xf32>, i1>
      %xm, %xb = builtin.unrealized_conversion_cast %x
          : tuple<memref<5xf32>, i1> to memref<5xf32>, i1
      return %xm, %xb : memref<5xf32>, i1
    }
    ```

    becomes

    ```mlir
    func.func private @callee(%m: memref<5xf32>, %b: i1) -> (memref<5xf32>, i1) {
      return %m, %b : memref<5xf32>, i1
    }
    func.func @caller(%m: memref<5xf32>, %b: i1) -> (memref<5xf32>, i1) {
      %x:2 = func.call @callee(%m, %b) : (memref<5xf32>, i1) -> (memref<5xf32>, i1)
      return %x#0, %x#1 : memref<5xf32>, i1
    }
    ```

    A function changes if it is defined in the module, is private (or
    `modify-public-functions` is set) and is only used as the callee of
    `func.call` ops; see `functions` for the error behaviour.
  }];
  let options = [
    FunctionsOption<>,
    ModifyPublicFunctionsOption<>,
    RemarksOption<"per function changed, and per function left alone with "
                  "the reason">
  ];
  let statistics = [
    Statistic<"numFunctions", "num-functions",
              "Functions whose signature was decomposed">
  ];
}

def DropEquivalentResultsPass
    : Pass<"reclaim-drop-equivalent-results", "mlir::ModuleOp"> {
  let summary = "Drop memref results that are always an argument";
  let description = [{
    A memref result that is, on every return, one of the function's
    arguments (through casts, branches, region ops and calls whose result is
    in turn an argument of theirs; recursion included) is dropped, and every
    caller uses the operand it passed instead. Under Reclaim's function
    boundary ABI the caller owns every returned buffer, so returning an
    argument costs a copy at every return; after this pass there is none.

    ```mlir
    func.func private @fill(%m: memref<4xf32>, %v: f32) -> memref<4xf32> {
      linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
      return %m : memref<4xf32>
    }
    %r = func.call @fill(%a, %v) : (memref<4xf32>, f32) -> memref<4xf32>
    "test.use"(%r) : (memref<4xf32>) -> ()
    ```

    becomes

    ```mlir
    func.func private @fill(%m: memref<4xf32>, %v: f32) {
      linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
      return
    }
    func.call @fill(%a, %v) : (memref<4xf32>, f32) -> ()
    "test.use"(%a) : (memref<4xf32>) -> ()
    ```

    A view of an argument (a subview, a reinterpret_cast) is not the
    argument: such a result stays. When the argument's type differs from the
    result's, callers get a `memref.cast`.
  }];
  let options = [
    FunctionsOption<>,
    ModifyPublicFunctionsOption<>,
    RemarksOption<"per memref result: dropped (it is which argument), or "
                  "why it stays">
  ];
  let statistics = [
    Statistic<"numDropped", "num-dropped", "Results dropped">
  ];
}

def ResultsToOutParamsPass
    : Pass<"reclaim-results-to-out-params", "mlir::ModuleOp"> {
  let summary = "Turn memref results into arguments the caller allocates";
  let description = [{
    Every memref result of static shape and identity layout of a function
    that may change becomes an out-param appended to its arguments: the
    callee copies the value it returned into it (`memref.copy`), and every
    caller allocates the buffer (`memref.alloc`) right before the call and
    uses it in place of the result. Recursive calls, calls from functions
    that keep their signature and calls in loops are rewritten alike.
    Results of dynamic shape, another layout or unranked type stay results
    (the caller cannot allocate them without running the callee), and so do
    results that are not fresh buffers on every return (an argument, a
    global, a buffer the callee stores or returns twice): the copy would
    break aliasing the caller can observe (reclaim-drop-equivalent-results
    handles a result that is an argument). The caller's buffer gets the
    largest `alignment` of the allocations the callee returns.

    With `hoist-static-allocs` (the default), the temporary the callee
    copies from disappears when it can: the callee writes into the
    out-param directly (reclaim-out-param-copy-removal, applied to the
    copies this pass made), so the buffer is allocated once, in the caller.

    ```mlir
    func.func private @f(%in: memref<4xf32>) -> memref<4xf32> {
      %t = memref.alloc() : memref<4xf32>
      linalg.map ins(%in : memref<4xf32>) outs(%t : memref<4xf32>) ...
      return %t : memref<4xf32>
    }
    %r = func.call @f(%a) : (memref<4xf32>) -> memref<4xf32>
    ```

    becomes (`hoist-static-allocs=false`)

    ```mlir
    func.func private @f(%in: memref<4xf32>, %out: memref<4xf32>) {
      %t = memref.alloc() : memref<4xf32>
      linalg.map ins(%in : memref<4xf32>) outs(%t : memref<4xf32>) ...
      memref.copy %t, %out : memref<4xf32> to memref<4xf32>
      return
    }
    %r = memref.alloc() : memref<4xf32>
    func.call @f(%a, %r) : (memref<4xf32>, memref<4xf32>) -> ()
    ```

    and with `hoist-static-allocs`, `@f` writes into `%out` and allocates
    nothing.

    A result whose temporary stays costs an allocation per call (the
    caller's buffer, and the callee's temporary copied into it). With
    `require-hoist` such results stay results: the pass converts on a copy
    of the module, keeps the results whose every copy went away (or, with
    `promote-limit`, whose copied temporaries or callers' buffers then live
    on the stack, so that no heap allocation is added), and repeats until
    the set is stable.

    A function changes if it is defined in the module, is private (or
    `modify-public-functions` is set) and is only used as the callee of
    `func.call` ops; see `functions` for the error behaviour.
  }];
  let options = [
    FunctionsOption<>,
    ModifyPublicFunctionsOption<>,
    ReclaimOption<"hoistStaticAllocs", "hoist-static-allocs", "bool",
                  /*default=*/"true",
                  "Let the callee write into the out-param instead of "
                  "copying a temporary it allocates, where that provably "
                  "changes nothing (the allocation moves to the caller)">,
    ReclaimOption<"requireHoist", "require-hoist", "bool", /*default=*/"false",
                  "Convert only the results whose every returned temporary "
                  "the callee can then write into the out-param directly: "
                  "no copy and no allocation is added (reclaim-pipeline's "
                  "prepare mode)">,
    ReclaimOption<"promoteLimit", "promote-limit", "uint64_t", /*default=*/"0",
                  "With require-hoist, also convert a result whose copy "
                  "stays when its temporaries, returned no more, or all its "
                  "callers' buffers fit on the stack (loop hoisting and "
                  "promotion with this limit in bytes on a trial copy; 0: "
                  "never)">,
    ReclaimOption<"callsCapture", "calls-capture", "bool", /*default=*/"false",
           "Treat a buffer passed to a function that is not defined in the "
           "module as kept by it (such a result is not fresh, such a "
           "temporary not replaced)">,
    RemarksOption<"per function changed (which results became which "
                  "arguments), per memref result that stays and why, per "
                  "function left alone and why, and per copy of "
                  "hoist-static-allocs">
  ];
  let dependentDialects = ["mlir::memref::MemRefDialect"];
  let statistics = [
    Statistic<"numResults", "num-results", "Results turned into out-params">,
    Statistic<"numCalls", "num-calls", "Calls rewritten">,
    Statistic<"numHoisted", "num-hoisted",
              "Callee temporaries replaced by the out-param">
  ];
}

def OutParamCopyRemovalPass
    : Pass<"reclaim-out-param-copy-removal", "mlir::ModuleOp"> {
  let summary = "Write into an out-param instead of copying a temporary into it";
  let description = [{
    Copy removal across the function boundary. A `memref.copy %t, %out`
    whose target is an argument of the function and whose source is a
    `memref.alloc` or `memref.alloca` of the same block is removed together with the allocation (and a `memref.dealloc %t` after
    the copy), and the function writes into `%out` directly:

    ```mlir
    func.func private @f(%in: memref<4xf32>, %out: memref<4xf32>) {
      %t = memref.alloc() : memref<4xf32>
      linalg.fill ins(%c : f32) outs(%t : memref<4xf32>)
      memref.copy %t, %out : memref<4xf32> to memref<4xf32>
      return
    }
    ```

    becomes

    ```mlir
    func.func private @f(%in: memref<4xf32>, %out: memref<4xf32>) {
      linalg.fill ins(%c : f32) outs(%out : memref<4xf32>)
      return
    }
    ```

    Legal when nothing can observe `%out` between the allocation and the
    copy. Within the function: every value that may alias `%t` is used only
    between the allocation and the copy; neither `%t` nor `%out` is
    reachable through memory or has its address taken; and no op in that
    range uses a value that may be `%out` (derived from it, loaded from
    memory, or of unknown origin). Between arguments, Reclaim's alias
    analysis alone cannot tell: `%out` must be *distinct on entry*, which
    `llvm.noalias` on the argument asserts, and which the pass proves for a
    private function called only directly when every call passes, for
    `%out`, a buffer of the caller's own allocations (or an out-param of the
    caller that is itself distinct on entry), not reachable through memory,
    and not aliasing any other operand (a greatest fixpoint over the call
    graph, recursion included). `llvm.noalias` is not required. A
    temporary with an `alignment` needs every call to pass a buffer
    allocated with at least that alignment (or `llvm.align` next to
    `llvm.noalias`).
  }];
  let options = [
    ReclaimOption<"callsCapture", "calls-capture", "bool", /*default=*/"false",
           "Treat a buffer passed to a function that is not defined in the "
           "module as kept by it (then reachable through memory)">,
    RemarksOption<"per copy into an argument: removed, or why it stays "
                  "(including why the out-param is not known distinct)">
  ];
  let statistics = [
    Statistic<"numRemoved", "num-removed",
              "Copies into out-params removed with their temporary">
  ];
}

def CanonicalizePass : Pass<"reclaim-canonicalize"> {
  let summary = "Canonicalize with a driver linear in the size of the IR";
  let description = [{
    Applies upstream's canonicalization patterns and folders, removes dead
    ops, uniques and hoists constants and simplifies regions, to a fixed
    point, like `canonicalize`. Upstream's greedy driver revisits every
    ancestor of each op it changes, which costs the nesting depth per change
    (quadratic on a nest of thousands of `scf.if`); this driver revisits
    only the changed op and its parent, and walks the body again while
    anything changed. Erasing all but the terminator of a block revisits
    the branches to it: a chain of diamonds that collapse one into the next
    takes one walk, not one per diamond. A block left without predecessors
    by a rewrite of a branch is erased at once (upstream waits for the end
    of the walk, and until then it counts as a predecessor): a branch
    through pass-through blocks to one block and its folding into an
    `arith.select` happen in the same walk. Unreachable blocks are erased
    before the first walk, and so is a cycle that a rewrite leaves
    unreachable (a cf loop whose entry edge folded away: a block that lost a
    predecessor, with the blocks reaching it, when a search backwards of at
    most 32 blocks finds them all and not the entry block). In an
    unreachable block an op may use its own result: folding
    `%y = arith.addi %y, %k` never ends, and merging a block into its single
    predecessor there makes such values, which later folds can leave used
    after erasure. A walk still visits at most 64 ops per op it started
    with (plus 4,096): beyond, it is a rewrite cycle, and the pass stops
    with a remark, leaving valid IR. Patterns generated from DRR fuse the
    locations of the ops they match; a fused location keeps 8 of them
    (a chain of n selects folded one into the next would fuse 2, 3, ..., n).
    Asking a `cf.switch` for the operands of one successor costs its number
    of cases, so upstream's `cf.switch` patterns and region dead-value
    elimination, which ask for every successor, are quadratic in the cases:
    a terminator with more than 256 successors gets no patterns (its folder
    still runs) and gives no known conditions (below), and the regions
    around it get unreachable blocks erased but no dead-value elimination;
    a remark at the terminator says so (once per pipeline in Reclaim's
    pipelines: see `wide-branch-remarks`). Likewise, upstream's patterns on
    region branch ops map the inputs of every region at each visit, and an
    op is visited again whenever an op in one of its regions changes: a
    region branch op with more than 256 regions (an `scf.index_switch` of
    many cases) gets no patterns (its folder still runs, its regions are
    canonicalized), with a remark.

    Upstream's patterns that propagate a branch condition into what it
    guards (cf.cond_br's CondBranchTruthPropagation, scf.if's
    ConditionPropagation) are left out: they visit every use of the
    condition for every branch on it, quadratic when one ownership flag
    guards thousands of frees. Instead, before each walk, one pass along the
    dominance tree replaces every use of an i1 value whose value is known
    there by a constant: in a region that a RegionBranchOpInterface op
    enters under one value of the i1 operand only (the regions of `scf.if`),
    and in the blocks dominated by a successor that a BranchOpInterface
    terminator takes under one value of the i1 operand only and that has no
    other predecessor (the successors of `cf.cond_br`), at any depth below.
    Reclaim's pipelines run this pass where they clean up, with `nested`:
    on a module of thousands of small functions, a nested pass pipeline
    costs the pass manager's dispatch per function (a lock and a system call
    to order diagnostics, an analysis manager, instrumentation), about as
    much as canonicalizing the function; `nested` runs the same work in a
    few dozen tasks per thread.

    ```mlir
    scf.if %c {
      %k = arith.constant 4 : index
      %x = arith.addi %k, %k : index
      "test.use"(%x) : (index) -> ()
    }
    ```
    becomes
    ```mlir
    %c8 = arith.constant 8 : index
    scf.if %c {
      "test.use"(%c8) : (index) -> ()
    }
    ```
  }];
  let options = [
    Option<"maxIterations", "max-iterations", "int64_t", "10",
           "Most walks over the body, as upstream canonicalize's option "
           "(the last walk confirms the fixed point); -1: no limit">,
    Option<"nested", "nested", "bool", "false",
           "Canonicalize the body of each registered op isolated from above "
           "directly in the root's regions (the functions of a module) on "
           "its own, in parallel, and not the rest of the root: what "
           "`any(reclaim-canonicalize)` does, with one task per chunk of "
           "functions instead of one pass-manager dispatch per function">,
    Option<"cse", "cse", "bool", "false",
           "First eliminate common subexpressions in each body canonicalized "
           "(with upstream's CSE utility)">,
    Option<"wideBranchRemarks", "wide-branch-remarks", "bool", "true",
           "Emit the remark at a terminator with more than 256 successors "
           "(no patterns and no dead-value elimination around it), and at a "
           "region branch op with more than 256 regions (no patterns); "
           "Reclaim's "
           "pipelines keep it for their first reclaim-canonicalize only, as "
           "the later ones meet the same terminators">
  ];
}

def ExpandReallocPass : Pass<"reclaim-expand-realloc"> {
  let summary = "Expand memref.realloc into alloc, copy and free";
  let description = [{
    `memref.realloc` has no lowering to LLVM. This pass rewrites it into a
    fresh allocation, a copy of the old contents and a free of the old buffer
    when the buffer grows, and into a `memref.reinterpret_cast` of the old
    buffer when it shrinks. When both sizes are static the choice is made at
    compile time; otherwise an `scf.if` makes it at run time:

    ```mlir
    %new = memref.realloc %old(%n) : memref<?xf32> to memref<?xf32>
    ```
    becomes
    ```mlir
    %size = memref.dim %old, %c0 : memref<?xf32>
    %grow = arith.cmpi ult, %size, %n : index
    %new = scf.if %grow -> (memref<?xf32>) {
      %a = memref.alloc(%n) : memref<?xf32>
      %v = memref.subview %a[0] [%size] [1] : ...
      memref.copy %old, %v : ...
      memref.dealloc %old : memref<?xf32>
      scf.yield %a : memref<?xf32>
    } else {
      %r = memref.reinterpret_cast %old to offset: [0], sizes: [%n], strides: [1] : ...
      scf.yield %r : memref<?xf32>
    }
    ```
  }];
  let options = [
    ReclaimOption<"emitDeallocs", "emit-deallocs", "bool", /*default=*/"true",
           "Free the old buffer when the buffer grows (ownership-based "
           "deallocation respects such frees)">,
    RemarksOption<"per expanded memref.realloc saying how it was expanded">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::memref::MemRefDialect",
                           "mlir::scf::SCFDialect"];
}

def OwnershipDeallocationPass
    : Pass<"reclaim-ownership-dealloc", "mlir::ModuleOp"> {
  let summary = "Insert ownership-based bufferization.dealloc operations";
  let description = [{
    Makes every heap buffer of a function freed exactly once. Each buffer is
    owned by at most one place in the program; ownership materialises as an
    `i1` indicator that flows with the buffer along every control-flow edge.
    At the end of every block a `bufferization.dealloc` frees the buffers the
    block owns that are not needed afterwards and hands the ownership of those
    that are needed to the successors.

    Unlike upstream's `ownership-based-buffer-deallocation`, the pass accepts
    any control flow: `cf` loops (including irreducible ones), terminators
    with any number of successors (`cf.switch`, any `BranchOpInterface` op),
    inputs that already free some buffers with `memref.dealloc`, and
    `memref.realloc`. The ownership of every memref that is live into a block
    travels as an extra `i1` block argument, so no dominance-based inference
    of ownership is needed across merges and back edges.

    Function boundary ABI: memref arguments are never owned by the callee;
    returned memrefs are always owned by the caller (a returned value that
    may not be owned is cloned, conditionally at run time if needed).

    Example:

    ```mlir
    func.func @f(%c: i1) {
      %a = memref.alloc() : memref<2xf32>
      cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb2
    ^bb1(%x: memref<2xf32>):
      ...
    ```

    becomes

    ```mlir
      %a = memref.alloc() : memref<2xf32>
      %o0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%a)
      %ncond = arith.xori %c, %true : i1
      bufferization.dealloc (%a : memref<2xf32>) if (%ncond)
      cf.cond_br %c, ^bb1(%a, %o0 : memref<2xf32>, i1), ^bb2
    ^bb1(%x: memref<2xf32>, %ox: i1):
      ...
    ```

    How every op is treated comes from its interfaces (docs/Ownership.md):
    `MemoryEffectOpInterface` (allocations, frees, reads and writes),
    `ViewLikeOpInterface`, `CallOpInterface` (with a module-wide summary of
    which arguments a callee frees or keeps), `BranchOpInterface`,
    `RegionBranchOpInterface`, `bufferization::AllocationOpInterface` (how a
    buffer is freed and copied), and Reclaim's own extension interface
    `reclaim::OwnershipOpInterface`, through which a dialect says what an op
    does with ownership (fresh results, consumed or captured operands).
    Region ops get one `i1` per forwarded memref appended to their forwarded
    values when their model allows it (the scf ops), and stack slots
    otherwise. Frees in the input, anywhere, are respected; input
    `bufferization.dealloc` ops are lowered first, so the pass accepts its
    own output. An op whose effect on a buffer is unknown is an error, or
    with `unknown-ops=keep-alive` keeps the buffer alive until the function
    returns (in a function with more than 131,072 pairs of kept-alive value
    and block under its region, never frees them instead, with a remark: see
    docs/Ownership.md). A buffer whose address escapes (stored, captured without a
    carrier) is never freed, with a remark. A module the pass leaves
    unchanged (no buffer to free, as when every buffer went to the stack)
    keeps all its analyses, and the pass manager skips the verification
    after the pass.
  }];
  let options = [
    ReclaimOption<"unknownOps", "unknown-ops", "std::string",
                  /*default=*/"\"error\"",
           "What to do with an op that touches a memref without saying what "
           "it does with it: 'error' (report it) or 'keep-alive' (keep every "
           "buffer it touches alive until the function returns)">,
    ReclaimOption<"callsCapture", "calls-capture", "bool", /*default=*/"false",
           "Treat a buffer passed to a function that is not defined in the "
           "module as kept by it (never freed)">,
    RemarksOption<"for every copy inserted and every buffer left unfreed, "
                  "with the reason">,
    ReclaimOption<"interprocedural", "interprocedural", "bool",
                  /*default=*/"true",
           "Pass ownership across calls of private functions (and of public "
           "ones marked reclaim.internal) whose every use is a direct call: "
           "an i1 ownership argument per memref argument and an i1 ownership "
           "result per memref result the callee does not always allocate "
           "itself, so that no copy is made at their boundary. A public "
           "function the module calls directly (and references no other "
           "way) gets a private version under the convention for those "
           "calls; the public symbol becomes a wrapper keeping the plain ABI">
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::bufferization::BufferizationDialect",
    "mlir::memref::MemRefDialect", "mlir::scf::SCFDialect",
    "mlir::cf::ControlFlowDialect", "mlir::LLVM::LLVMDialect"
  ];
  let statistics = [
    Statistic<"numDeallocs", "num-deallocs",
              "Number of bufferization.dealloc ops inserted">,
    Statistic<"numClones", "num-clones",
              "Number of bufferization.clone ops inserted at function returns">
  ];
}

def DeallocSimplificationPass
    : Pass<"reclaim-dealloc-simplify", "mlir::ModuleOp"> {
  let summary = "Decide bufferization.dealloc aliasing at compile time";
  let description = [{
    Rewrites every `bufferization.dealloc` so that as few base-pointer
    comparisons as possible are left for run time, using Reclaim's alias
    analysis plus two facts ownership-based deallocation guarantees:

    * a buffer allocated (or returned by a call) in a block after a value was
      bound cannot be that value's buffer while the value is owned or live;
    * the ownership indicator of a retained `arith.select` of memrefs follows
      the select's condition.

    The operands of a dealloc are split into groups that may share a buffer
    (a value in one group provably never aliases a value in another). A group
    whose memrefs are pairwise distinct and whose retained values are, along
    every select path, either exactly one of those memrefs or none of them is
    resolved without any pointer comparison:

    ```mlir
    %s = arith.select %c, %a, %b : memref<2xf32>
    %o = bufferization.dealloc (%a, %b : ...) if (%true, %true) retain (%s : ...)
    ```
    becomes
    ```mlir
    %nc = arith.xori %c, %true : i1
    bufferization.dealloc (%a : memref<2xf32>) if (%nc)
    bufferization.dealloc (%b : memref<2xf32>) if (%c)
    // %o is replaced by %true
    ```

    Other groups keep a `bufferization.dealloc` of their own, minus memrefs
    that must be a retained value and may be no other (their condition moves
    into that value's ownership), and minus retained values that alias no
    memref (their ownership is false). Conditions that are always false drop
    their memref, duplicate memrefs merge, and deallocs left empty disappear.

    Memrefs not known to be fresh buffers (selects, block arguments, values
    with more sources than the alias analysis lists) are related to every
    other operand, pair by pair. Past 262,144 such relations in one dealloc,
    the pass asks none of them: the whole dealloc is one run-time group,
    with a remark (`remarks=true`).
  }];
  let options = [
    ReclaimOption<"maxSelectPaths", "max-select-paths", "unsigned", /*default=*/"16",
           "Largest number of select paths followed for one retained value">,
    RemarksOption<"per group of a dealloc left to run-time pointer "
                  "comparisons, naming two buffers it could not separate">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect"];
  let statistics = [
    Statistic<"numResolved", "num-resolved",
              "Groups of a dealloc decided entirely at compile time">,
    Statistic<"numRuntime", "num-runtime",
              "Groups of a dealloc left to run-time pointer comparisons">
  ];
}

def LowerDeallocationsPass
    : Pass<"reclaim-lower-deallocs", "mlir::ModuleOp"> {
  let summary = "Lower bufferization.dealloc to memref.dealloc and scf.if";
  let description = [{
    Replaces every `bufferization.dealloc` with upstream ops only (memref,
    scf, arith, func). A base buffer is freed at most once: through the first
    memref operand of its group whose condition holds, unless a retained value
    has the same base buffer (compared at run time through
    `memref.extract_aligned_pointer_as_index`). Result j is the OR of the
    conditions of the memrefs sharing the base buffer of retained value j.

    Before choosing a strategy, memrefs with a constant false condition are
    dropped, a memref repeated as the same SSA value is kept once under the
    OR of its conditions, and a repeated retained value is answered once.
    Constant conditions and comparisons of a value with itself fold; unused
    results cost no code.

    * One memref, no retained value: `scf.if %cond { memref.dealloc %m }`.
    * One memref, N retained values: linear code, one pointer comparison per
      retained value, whatever the limit.
    * n memrefs, m retained values: when n*(n-1)/2 + n*m <= `inline-limit`,
      straight-line pairwise comparisons (memref i is freed iff its condition
      holds, it aliases no retained value and no earlier memref with a true
      condition). Otherwise the base pointers and conditions are stored into
      stack scratch buffers and `@reclaim_dealloc_helper` is called. The
      helper, generated once per module with internal linkage, heap-sorts
      the pointers and walks each group of equal pointers twice, deciding
      every deallocation and ownership in O((n+m) log(n+m)) time without heap
      allocation. The scratch buffers are `memref.alloca`s of static size in
      the entry block of the enclosing function, shared by its dealloc sites
      (a region that may run concurrently, such as `scf.parallel`, gets its
      own).

    ```mlir
    bufferization.dealloc (%m : memref<2xf32>) if (%c)
    %o = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>)
                            if (%ca, %cb) retain (%r : memref<2xf32>)
    ```
    becomes (inline)
    ```mlir
    scf.if %c {
      memref.dealloc %m : memref<2xf32>
    }
    %pa = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
    // likewise %pb, %pr
    %ar = arith.cmpi eq, %pa, %pr : index
    %br = arith.cmpi eq, %pb, %pr : index
    %ab = arith.cmpi eq, %pa, %pb : index
    // free a: %ca and not %ar
    // free b: %cb and not (%br or (%ca and %ab))
    // %o = (%ca and %ar) or (%cb and %br)
    ```
    or, above the limit,
    ```mlir
    memref.store %pa, %keys[%c0] : memref<?xindex>   // likewise %pb, %pr
    memref.store %ca, %flags[%c0] : memref<?xi1>     // likewise %cb
    call @reclaim_dealloc_helper(%keys, %perm, %flags, %c2, %c3)
    %fa = memref.load %flags[%c0] : memref<?xi1>
    scf.if %fa {
      memref.dealloc %a : memref<2xf32>
    }
    // likewise %b; %o = memref.load %flags[%c2]
    ```
  }];
  let options = [
    ReclaimOption<"inlineLimit", "inline-limit", "unsigned", /*default=*/"64",
           "Largest number of run-time pointer comparisons, n*(n-1)/2 + n*m, "
           "a dealloc with several memrefs is lowered to inline before the "
           "sorting helper is used">,
    RemarksOption<"per run-time pointer comparison emitted, naming the two "
                  "buffers compared">
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::func::FuncDialect",
    "mlir::LLVM::LLVMDialect", "mlir::memref::MemRefDialect",
    "mlir::scf::SCFDialect"
  ];
}

//===----------------------------------------------------------------------===//
// Placement optimisations
//===----------------------------------------------------------------------===//

def PromoteToStackPass : Pass<"reclaim-promote-to-stack", "mlir::ModuleOp"> {
  let summary = "Turn small heap buffers that do not escape into stack buffers";
  let description = [{
    Replaces a `memref.alloc` by a `memref.alloca` when

    * its shape is static, its memory space is the default one and its size
      (number of elements times the element size of the data layout) is at
      most `max-alloc-size-in-bytes`;
    * the buffer does not escape (Reclaim's escape analysis,
      `reclaim/Analysis/EscapeAnalysis.h`): no value carrying it is returned,
      yielded out of the allocation scope, stored into memory, passed to an op
      with unknown effects, or - with `calls-capture` - passed to a call;
    * every free of the buffer in the input is a `memref.dealloc` of the
      buffer itself or of a view of it (those frees are erased);
    * the stack stays bounded. Only functions and `memref.alloca_scope`
      release stack memory (`scf.for` claims to be an allocation scope, but
      its lowering to LLVM does not release allocas per iteration). An
      allocation that may run more than once per activation of such a scope
      (inside `scf.for`, `scf.while`, a `cf` cycle, ...) becomes one
      `memref.alloca` before the outermost loop when it may leave its loops
      by the rules of `reclaim-buffer-loop-hoisting` (for a `cf` cycle: at
      the end of the loop's preheader). Otherwise (a parallel loop, an
      unknown region op, a buffer that lives across iterations) it stays on
      the heap, unless `wrap-in-alloca-scope` is set: then, when all its uses
      stay in its block, its live range there (from the allocation to the
      last op that uses it) is wrapped in a `memref.alloca_scope`, which
      releases the stack buffer every iteration. Overlapping ranges of one
      block share one scope; a range that would end its block is not wrapped
      (upstream canonicalization would inline the scope). The option is off
      by default because upstream's LLVM lowering cannot lower a
      `memref.alloca_scope` whose body holds ops that become several blocks
      (`scf-to-cf` runs first and breaks the scope's single-block region).

    Runs before `reclaim-ownership-dealloc`: stack buffers are never owned and
    need no deallocation.

    ```mlir
    scf.for %i = %lb to %ub step %s {
      %t = memref.alloc() : memref<16xf32>
      linalg.fill ins(%cst : f32) outs(%t : memref<16xf32>)
      memref.copy %t, %out : memref<16xf32> to memref<16xf32>
    }
    ```

    becomes

    ```mlir
    %t = memref.alloca() : memref<16xf32>
    scf.for %i = %lb to %ub step %s {
      linalg.fill ins(%cst : f32) outs(%t : memref<16xf32>)
      memref.copy %t, %out : memref<16xf32> to memref<16xf32>
    }
    ```

    and, inside a `scf.parallel` body with `wrap-in-alloca-scope`,

    ```mlir
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %t = memref.alloc() : memref<16xf32>
      memref.store %v, %t[%c0] : memref<16xf32>
      func.call @consume(%t) : (memref<16xf32>) -> ()
      memref.store %v, %out[%i] : memref<?xf32>
      scf.reduce
    }
    ```

    becomes

    ```mlir
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.alloca_scope {
        %t = memref.alloca() : memref<16xf32>
        memref.store %v, %t[%c0] : memref<16xf32>
        func.call @consume(%t) : (memref<16xf32>) -> ()
      }
      memref.store %v, %out[%i] : memref<?xf32>
      scf.reduce
    }
    ```
  }];
  let options = [
    ReclaimOption<"maxAllocSizeInBytes", "max-alloc-size-in-bytes", "unsigned",
           /*default=*/"1024",
           "Largest buffer, in bytes, that is moved to the stack">,
    ReclaimOption<"callsCapture", "calls-capture", "bool", /*default=*/"false",
           "Treat a buffer passed to a call as escaping (for callees that do "
           "not follow Reclaim's ABI, which forbids keeping an argument)">,
    ReclaimOption<"wrapInAllocaScope", "wrap-in-alloca-scope", "bool",
           /*default=*/"false",
           "Promote allocations that run once per iteration of a loop they "
           "cannot leave by wrapping their live range in a "
           "memref.alloca_scope (off: they stay on the heap)">,
    RemarksOption<"per memref.alloc: promoted (and where), or why it stays "
                  "on the heap">
  ];
  let dependentDialects = ["mlir::memref::MemRefDialect"];
  let statistics = [
    Statistic<"numPromoted", "num-promoted",
              "Number of memref.alloc ops replaced by memref.alloca">,
    Statistic<"numScopes", "num-alloca-scopes",
              "Number of memref.alloca_scope ops created to bound the stack">
  ];
}

def BufferHoistingPass : Pass<"reclaim-buffer-hoisting", "mlir::ModuleOp"> {
  let summary = "Move allocations to the common dominator of their uses";
  let description = [{
    Moves every `memref.alloc` and `memref.alloca` up to the nearest block
    that dominates its block and every use of every value that may carry its
    buffer (views, region and block arguments it is forwarded to), out of
    nested regions that run at most once (`scf.if`, `scf.index_switch`,
    `scf.execute_region`). Within the target block the allocation is placed
    as late as possible: just before the first op that contains a use, which
    keeps the live range - and the peak memory - as small as the move allows.

    Allocations never cross a loop (neither a region loop nor a `cf` cycle;
    that is `reclaim-buffer-loop-hoisting`'s job), an allocation scope, an op
    isolated from above or a region op with unknown control flow. Dynamic
    sizes must be available at the new place; pure ops computing them move
    along. The allocation becomes unconditional, which ownership-based
    deallocation handles like any other buffer. A buffer carried by more
    than 256 values (a nest whose levels each yield the inner buffer) stays
    where it is, with a remark: following them all would cost each buffer
    the depth of the nest.

    ```mlir
    ^bb0:
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      cf.br ^bb3(%arg1 : memref<2xf32>)
    ^bb2:
      %0 = memref.alloc() : memref<2xf32>
      "test.use"(%0) : (memref<2xf32>) -> ()
      cf.br ^bb3(%0 : memref<2xf32>)
    ^bb3(%1: memref<2xf32>):
      ...
    ```

    becomes

    ```mlir
    ^bb0:
      %0 = memref.alloc() : memref<2xf32>
      cf.cond_br %c, ^bb1, ^bb2
    ...
    ```

    Not part of `reclaim-pipeline`: with ownership-based deallocation the
    move saves no clone, while it allocates on paths that did not.
  }];
  let options = [
    RemarksOption<"per allocation: where it moved, or why it did not">
  ];
  let statistics = [
    Statistic<"numHoisted", "num-hoisted", "Number of allocations moved">
  ];
}

def BufferLoopHoistingPass
    : Pass<"reclaim-buffer-loop-hoisting", "mlir::ModuleOp"> {
  let summary = "Move allocations out of sequential loops and cf cycles";
  let description = [{
    Moves a `memref.alloc` or `memref.alloca` out of the loops around it,
    so that one buffer serves every iteration:

    * out of the body of a sequential loop op (`scf.for`, `scf.while`,
      `affine.for`) to just before the loop, when no value carrying the
      buffer is yielded to the next iteration or out of the loop and every
      use of such a value lies inside the loop;
    * out of `cf` cycles to the end of the nearest dominator that no cycle
      through the allocation comes back to and that lies on no cycle (the
      preheader of the outermost loop), when every use of every value
      carrying the buffer lies in the allocation's block after it and none
      is a block argument (the buffer is dead when a cycle comes back).

    In both cases the buffer must not escape (escape analysis: no later
    iteration can reach an earlier iteration's buffer through memory), the
    input must not free it, and every dynamic size must be available at the
    new place (pure ops that compute a loop-invariant size move along), so
    a size that varies in the loop keeps the allocation in it. The
    allocation goes to the outermost such place where its sizes are
    available.

    On the way out the allocation may also leave regions that run at most
    once (`scf.if` inside the loop), which makes it unconditional. It never
    leaves a parallel loop, an allocation scope, or an op with unknown
    control flow.

    ```mlir
    scf.for %i = %lb to %ub step %s {
      %t = memref.alloc(%n) : memref<?xf32>
      func.call @consume(%t) : (memref<?xf32>) -> ()
    }
    ```

    becomes

    ```mlir
    %t = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %lb to %ub step %s {
      func.call @consume(%t) : (memref<?xf32>) -> ()
    }
    ```
  }];
  let options = [
    ReclaimOption<"callsCapture", "calls-capture", "bool", /*default=*/"false",
           "Treat a buffer passed to a call as escaping, which keeps it in "
           "the loop">,
    RemarksOption<"per allocation in a loop: out of which loops it moved, or "
                  "why it stays">
  ];
  let statistics = [
    Statistic<"numHoisted", "num-hoisted",
              "Number of allocations moved out of at least one loop">
  ];
}

def EarlyDeallocationPass
    : Pass<"reclaim-early-dealloc", "mlir::ModuleOp"> {
  let summary = "Free every buffer right after its last use";
  let description = [{
    Moves each `memref.dealloc %x` and each conditional free
    `scf.if %c { memref.dealloc %x }` (the forms `reclaim-lower-deallocs`
    emits) up its block to just after the last op that uses a value that may
    share the buffer of `%x`, looking into nested regions. Pure ops that only
    compute the dealloc's operands (the condition, the base buffer from
    `memref.extract_strided_metadata`) move along.

    The dealloc never moves

    * above the definition of an operand it does not carry along,
    * above an op that uses, defines or frees a value that may alias `%x`,
      or reads its address (`memref.extract_aligned_pointer_as_index`),
    * above an op with unknown memory effects if `%x` may be reached through
      memory (its buffer escapes),
    * above an allocation if the address of `%x` may be read after the
      dealloc (the allocation could reuse the address and change the
      comparison).

    Runs after `reclaim-lower-deallocs`. A straight-line chain of
    temporaries then needs only the buffers that are live at the same time,
    and a loop body frees its temporaries as soon as it is done with them.

    ```mlir
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
    %b = memref.alloc() : memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
    memref.dealloc %a : memref<4xf32>
    memref.dealloc %b : memref<4xf32>
    ```

    becomes

    ```mlir
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
    memref.dealloc %a : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
    memref.dealloc %b : memref<4xf32>
    ```
  }];
  let options = [
    ReclaimOption<"callsCapture", "calls-capture", "bool", /*default=*/"false",
           "Treat a buffer passed to a call as reachable through memory, so "
           "that its free does not move above an op with unknown effects">,
    RemarksOption<"per free: where it moved and the op that stopped it">
  ];
  let statistics = [
    Statistic<"numMoved", "num-moved", "Number of deallocations moved up">
  ];
}

def CopyRemovalPass : Pass<"reclaim-copy-removal", "mlir::ModuleOp"> {
  let summary = "Remove copies between a buffer and a temporary it replaces";
  let description = [{
    Runs once deallocation is explicit (`memref.dealloc`). Removes a
    `memref.copy` (MLIR 22 no longer has `CopyOpInterface`) together with the allocation and
    the free it makes redundant, in three forms.

    Reusing the source: the target is a fresh allocation and the source is
    freed right after the copy.

    ```mlir
    %t = memref.alloc(%n) : memref<?xf32>
    memref.copy %s, %t : memref<?xf32> to memref<?xf32>
    memref.dealloc %s : memref<?xf32>
    "test.use"(%t) : (memref<?xf32>) -> ()
    ```
    becomes
    ```mlir
    "test.use"(%s) : (memref<?xf32>) -> ()
    ```

    Reusing the target: a temporary is written, copied into a buffer that
    already exists and freed.

    ```mlir
    %temp = memref.alloc() : memref<2xf32>
    linalg.fill ins(%f : f32) outs(%temp : memref<2xf32>)
    memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
    memref.dealloc %temp : memref<2xf32>
    ```
    becomes
    ```mlir
    linalg.fill ins(%f : f32) outs(%result : memref<2xf32>)
    ```

    Folding a clone of a buffer freed right after: `%c = bufferization.clone
    %x` followed by `memref.dealloc %x` becomes uses of `%x` for `%c`.

    Legal only when the copy (clone), the definition of the removed buffer
    and the free lie in one block; no op in between (looking into regions)
    uses a value that may alias the buffer that must stay untouched (the
    target before the copy, the source after it); the reused buffer
    dominates every use it takes over; and the types are equal or
    cast-compatible (a `memref.cast` is inserted). Values with the same view
    root, or that reclaim::AliasAnalysis cannot separate, may alias.

    The rewrites apply one at a time, always the first that applies in walk
    order (each changes what aliases and what lies in between). The cost is
    linear in the size of the function in practice: one alias analysis per
    function, on which each rewrite records the two buffers it merges; one
    pre-order numbering, so that "between" is an interval; uses and address
    reads indexed by memory source; and a kept copy is only checked again
    when an op its rejection rests on goes or changes. At most 1024 rewrites
    per function.
  }];
  let options = [
    RemarksOption<"per memref.copy and bufferization.clone: removed (reusing "
                  "which buffer), or why it is kept">
  ];
  let dependentDialects = ["mlir::memref::MemRefDialect"];
  let statistics = [
    Statistic<"numSourceReused", "num-source-reused",
              "Copies removed by reusing the source buffer">,
    Statistic<"numTargetReused", "num-target-reused",
              "Copies removed by reusing the target buffer">,
    Statistic<"numClonesFolded", "num-clones-folded",
              "Clones of a buffer freed right after them removed">
  ];
}

def MemoryPlanPass : Pass<"reclaim-memory-plan", "mlir::ModuleOp"> {
  let summary = "Place a function's buffers in one arena at offsets planned from liveness";
  let description = [{
    Static memory planning (the "free-pointer optimisation" of the design
    notes). In every function, the heap buffers that

    * are allocated by `memref.alloc` with a static shape, the identity
      layout, the default memory space and an element type of known size,
    * do not escape the function (Reclaim's escape analysis: no value
      carrying the buffer is returned, stored into memory or passed to an op
      with unknown effects; passing it to a call is fine under Reclaim's
      function boundary ABI, where a callee never keeps, frees or returns an
      argument's buffer),
    * are freed in the input, if at all, only by `memref.dealloc` of the
      buffer itself or of a view of it (those frees are erased), and
    * are never allocated again while an earlier instance may still be live
      (a buffer carried around a loop and read after the next iteration
      allocates it keeps its own allocations)

    are placed in one arena, `memref<N x i8>`, allocated once at the
    function's entry (`memref.alloca` when N is at most `stack-limit`,
    otherwise `memref.alloc`, then freed before every return). Each buffer
    becomes a `memref.view` of the arena at a constant byte offset.

    Offsets come from liveness. A buffer is live wherever one of the values
    that may carry it (views, casts, selects, block arguments, region
    results and iteration arguments, call results that may return it) is
    live; a value used inside a loop but defined outside it is live
    throughout the loop, and every value live across a region op is live
    throughout its regions. Two buffers that are live at one program point
    interfere and get disjoint bytes; all others may share. This works on
    nested regions, `scf` loops and any `cf` control flow, loops included.
    Buffers are placed greedily, largest first, each at the lowest offset
    (respecting the element type's ABI alignment and any `alignment`
    attribute) that clears the interfering buffers placed so far; when the
    result exceeds the lower bound and at most `exact-limit` buffers were
    planned, an exact branch-and-bound search over left-justified
    placements (at most `exact-budget` nodes) looks for a smaller arena.
    The lower bound is the largest total size of buffers live at one
    program point.

    A function with a single plannable buffer in its entry block is left
    alone (there is nothing to share or to hoist).

    Dynamic sizes: within one block, dynamically sized buffers whose every
    use lies in ops of that block (their lifetimes nest in the block) and
    whose sizes are known where the first of them is allocated are served
    by one allocation of their total size, carved with a bump pointer
    (`memref.view` at running offsets) and freed after the last use of any
    of them, which is where the "stack" is popped. Other dynamic buffers
    are left to ownership-based deallocation.

    Calls: every activation of a function has its own arena (allocated at
    entry, on the stack or the heap), so a callee that allocates while the
    caller's arena is live simply stacks its arena above the caller's; no
    offset is passed between functions, and recursion is safe. Buffers of
    the caller passed to a callee stay planned (the callee does not keep
    them).

    `reclaim-pipeline` runs it last, after the deallocations are lowered to
    `memref.dealloc` (the frees of planned buffers are erased) and moved
    early; alone it may also run before `reclaim-ownership-dealloc`.
    Functions that still hold `bufferization.dealloc` (between ownership
    deallocation and its lowering) are skipped with a remark. With
    `remarks`, every allocation gets a remark saying where it was placed or
    why it was not, and every function one with its arena size and the lower
    bound.

    ```mlir
    %a = memref.alloc() : memref<64xf32>
    ... uses of %a ...
    %b = memref.alloc() : memref<64xf32>   // %a is dead here
    ... uses of %b ...
    ```
    becomes
    ```mlir
    %arena = memref.alloca() {alignment = 16 : i64} : memref<256xi8>
    %a = memref.view %arena[%c0][] : memref<256xi8> to memref<64xf32>
    %b = memref.view %arena[%c0][] : memref<256xi8> to memref<64xf32>
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::memref::MemRefDialect"];
  let options = [
    ReclaimOption<"stackLimit", "stack-limit", "uint64_t", "1024",
           "Largest arena, in bytes, allocated on the stack; larger arenas "
           "go on the heap">,
    ReclaimOption<"exactLimit", "exact-limit", "unsigned", "12",
           "Most buffers of a function for which the exact search runs">,
    ReclaimOption<"exactBudget", "exact-budget", "unsigned", "200000",
           "Most search nodes the exact search visits per function">,
    ReclaimOption<"maxBuffers", "max-buffers", "unsigned", "1024",
           "Most static buffers planned per function (the first ones in "
           "program order; the others keep their own allocations, with a "
           "remark): interference takes n^2 bits, greedy placement n^2 log n "
           "steps">,
    ReclaimOption<"planDynamic", "plan-dynamic", "bool", "true",
           "Serve the dynamically sized buffers of a block by one "
           "allocation">,
    ReclaimOption<"callsCapture", "calls-capture", "bool", "false",
           "Treat a buffer passed to a call as escaping (not planned)">,
    RemarksOption<"per allocation (planned where, or why not) and per "
                  "planned function (arena size and lower bound)">
  ];
  let statistics = [
    Statistic<"numPlanned", "num-planned",
              "Static buffers placed in an arena">,
    Statistic<"numArenas", "num-arenas", "Arenas created">,
    Statistic<"numDynamicGrouped", "num-dynamic-grouped",
              "Dynamically sized buffers served by a shared allocation">,
    Statistic<"numNotPlanned", "num-not-planned",
              "Allocations left alone">
  ];
}

#endif // RECLAIM_TRANSFORMS_PASSES
