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

    Ops with regions are handled through `RegionBranchOpInterface`; `scf.if`,
    `scf.for`, `scf.while`, `scf.execute_region` and `scf.index_switch` carry
    ownership through extra `i1` results, iter_args and yielded values.
    Operations the pass cannot reason about (an unknown op returning a memref,
    a memref stored into memory, a region op that forwards memrefs without
    implementing the control-flow interfaces) are reported as errors at the
    op's location.
  }];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::bufferization::BufferizationDialect",
    "mlir::memref::MemRefDialect", "mlir::scf::SCFDialect",
    "mlir::cf::ControlFlowDialect"
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
  }];
  let options = [
    Option<"maxSelectPaths", "max-select-paths", "unsigned", /*default=*/"16",
           "Largest number of select paths followed for one retained value">
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
    Option<"inlineLimit", "inline-limit", "unsigned", /*default=*/"64",
           "Largest number of run-time pointer comparisons, n*(n-1)/2 + n*m, "
           "a dealloc with several memrefs is lowered to inline before the "
           "sorting helper is used">
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::func::FuncDialect",
    "mlir::LLVM::LLVMDialect", "mlir::memref::MemRefDialect",
    "mlir::scf::SCFDialect"
  ];
}

#endif // RECLAIM_TRANSFORMS_PASSES
