#!/usr/bin/env python3
"""reclaim-fuzz: differential fuzzer of Reclaim's deallocation pipelines.

Generates random, valid, terminating memref programs whose `main` prints
values read from buffers, runs every pipeline under test on each of them with
the execution checker `reclaim-run --reference` (same printed output as the
input run without any deallocation; no leak, double free, bad free or
use-after-free), and reduces every failure to a small program that it saves as
a lit regression test.

Programs are generated from a structured representation (the classes below),
not as text, so that the reducer can delete statements, inline branches and
loop bodies, and re-check that the failure persists. Generation tracks, for
every memref value, the buffers ("roots") it may alias; this is what makes the
input program correct without deallocation (it only leaks): a manual
`memref.dealloc` or `memref.realloc` is emitted only for a buffer allocated in
the same scope none of whose aliases is used afterwards, no stack buffer
escapes its function, and every index is in bounds.

Two other shapes of programs are written as text, not reduced: wide
switches (--shape wide-switch), and compile-time scaling (--shape scaling):
one motif (a unit of allocations, views, selects, copies, calls and a region
op) repeated along one axis (nesting depth, length, width of a merge, number
of live buffers or of functions) at n and 4n units. The small program is
checked like any other; both are then compiled under --mlir-timing, and a
pass whose time grows more than 4^1.5 = 8 times (and reaches 50 ms) is
reported as `superlinear in PASS`, an output that grows more than 4^1.3
times (in lines, or in bytes without indentation) as `superlinear-output`.

Python 3 standard library only. See docs/reclaim-fuzz.md.
"""

import argparse
import concurrent.futures
import copy
import difflib
import json
import math
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time

# ===----------------------------------------------------------------------===
# Configuration: the pipelines under test
# ===----------------------------------------------------------------------===

#: Name -> textual pass pipeline given to `reclaim-run --pipeline=`.
PIPELINES = {
    "dealloc": "reclaim-dealloc-pipeline",
    "full": "reclaim-pipeline",
}

#: Optimisation passes, each tested alone together with the dealloc
#: pipeline, and where it runs: "before" (placement of allocations, on the
#: input) or "after" (on the deallocated program). Every other `--reclaim-*`
#: pass that `reclaim-opt --help` lists and that is not in NOT_SOLO is added
#: automatically as "before", so new passes are fuzzed as soon as they land;
#: list a pass here to change its position.
OPTIMISATION_PASSES = {
    "reclaim-buffer-loop-hoisting": "before",
    "reclaim-promote-to-stack": "before",
    "reclaim-buffer-hoisting": "before",
    "reclaim-expand-realloc": "before",
    "reclaim-early-dealloc": "after",
}

#: Passes that are part of the dealloc pipeline itself, and the pipelines.
NOT_SOLO = {"reclaim-ownership-dealloc", "reclaim-lower-deallocs",
            "reclaim-dealloc-simplify", "reclaim-dealloc-pipeline",
            "reclaim-pipeline"}

# ===----------------------------------------------------------------------===
# Types
# ===----------------------------------------------------------------------===
#
# Every buffer of a program is one of four memref types. Roots (allocations,
# stack allocations, globals) always have at least 8 elements, so that a
# `memref.reinterpret_cast` of offset + size <= 8 is in bounds of any base.

B, V, E, R, IDX = "B", "V", "E", "R", "idx"
# Adversarial mode only (--adversarial): a raw byte buffer (memref.view
# source), a buffer of a layout without strides, an address taken with
# memref.extract_aligned_pointer_as_index and a reclaim_test.capture handle.
I8, L, P, H = "I8", "L", "P", "H"
MEMREF = {
    B: "memref<8xi32>",
    V: "memref<?xi32, strided<[?], offset: ?>>",
    E: "memref<2x4xi32>",
    R: "memref<16xi32>",
    I8: "memref<64xi8>",
    L: "memref<4x4xi32, affine_map<(d0, d1) -> (d1, d0)>>",
}
LENGTH = {B: 8, E: 8, R: 16, L: 16}
#: Types whose elements statements load and store (i32 buffers).
LOADABLE = (B, V, E, R, L)
#: Bytes of a raw buffer, and of an i32 view of it (8 elements).
RAW_BYTES, VIEW_BYTES = 64, 32


def fits(vtype, vlen, want_type, want_len):
    """Whether a value of (vtype, vlen) can be passed where (want_type,
    want_len) is expected (a cast B/R -> V is inserted where needed)."""
    if want_type == B:
        return vtype == B
    if want_type == V:
        return vtype in (B, V, R) and vlen >= want_len
    return vtype == want_type


# ===----------------------------------------------------------------------===
# Program representation
# ===----------------------------------------------------------------------===
#
# Values are named by strings ("%v12"); `Program.vars` maps every name to its
# (type, length). A body is a list of statements. Conditions, indices and
# switch flags are small tuples:
#   cond:  ("buf", var, idx, k)  load var[idx] < k       ("ctr", ctr, k)
#          ("const", bool)       ("dpos", depthvar)      depth > 0
#          ("shared",)           the function's shared condition, computed
#                                once at its entry (Func.shared: a "buf",
#                                "dpos" or ("global", g, idx, k) cond) and
#                                tested by many branches and selects
#   idx:   ("c", k)              ("ctr", ctr, m)         ctr mod m
#   flag:  ("buf", var, idx, m)  load var[idx] mod m (unsigned)


class Stmt:
    """Base of statements. Subclasses list their fields in `FIELDS`:
    (name, role) with role one of def, defs, use, uses, cond, idx, flag,
    body, int, other."""

    FIELDS = ()

    def __init__(self, **kw):
        for name, _ in self.FIELDS:
            setattr(self, name, kw.pop(name, None))
        assert not kw, kw

    def bodies(self):
        """Nested bodies (lists of statements), in textual order."""
        return [getattr(self, n) for n, r in self.FIELDS if r == "body"]

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, ", ".join(
            "%s=%r" % (n, getattr(self, n)) for n, r in self.FIELDS
            if r != "body"))


def S(name, *fields):
    """Declares a statement class with the given fields."""
    return type(name, (Stmt,), {"FIELDS": tuple(fields)})


# fresh: reclaim_test.fresh instead of memref.alloc (adversarial mode).
Alloc = S("Alloc", ("dst", "def"), ("stack", "other"), ("seed", "int"),
          ("fresh", "other"))
GetGlobal = S("GetGlobal", ("dst", "def"), ("name", "other"))
ConstIdx = S("ConstIdx", ("dst", "def"), ("value", "int"))
# op: cast | subview | reinterpret | expand | collapse
View = S("View", ("dst", "def"), ("op", "other"), ("src", "use"),
         ("off", "int"), ("size", "int"))
Select = S("Select", ("dst", "def"), ("cond", "cond"), ("a", "use"),
           ("b", "use"))
# dst[idx] = (sum of loads terms (var, idx) and counter terms) * mul + add
Store = S("Store", ("dst", "use"), ("idx", "idx"), ("terms", "terms"),
          ("mul", "int"), ("add", "int"))
Print = S("Print", ("var", "use"), ("idx", "idx"))
PrintSum = S("PrintSum", ("var", "use"))
Copy = S("Copy", ("src", "use"), ("dst", "use"))
# op: None (memref.dealloc), "release" or "consume" (reclaim_test ops).
Dealloc = S("Dealloc", ("var", "use"), ("op", "other"))
# dyn: a runtime-sized realloc of memref<?xi32> (adversarial mode).
Realloc = S("Realloc", ("dst", "def"), ("src", "use"), ("seed", "int"),
            ("dyn", "other"))
# ind: through func.constant and func.call_indirect (adversarial mode).
Call = S("Call", ("dsts", "defs"), ("fn", "other"), ("args", "uses"),
         ("depth", "int"), ("ind", "other"))
RecCall = S("RecCall", ("dsts", "defs"), ("fn", "other"), ("args", "uses"),
            ("fallbacks", "uses"), ("dvar", "use"))
If = S("If", ("results", "defs"), ("cond", "cond"), ("then", "body"),
       ("tvals", "uses"), ("els", "body"), ("evals", "uses"))
# test: reclaim_test.repeat (no induction variable: iv is None).
For = S("For", ("results", "defs"), ("count", "int"), ("iv", "def"),
        ("params", "defs"), ("inits", "uses"), ("body", "body"),
        ("yields", "uses"), ("test", "other"))
While = S("While", ("results", "defs"), ("count", "int"), ("ctr", "def"),
          ("params", "defs"), ("inits", "uses"), ("before", "body"),
          ("fwd", "uses"), ("actr", "def"), ("aparams", "defs"),
          ("after", "body"), ("yields", "uses"))
# test: reclaim_test.exec instead of scf.execute_region.
Exec = S("Exec", ("results", "defs"), ("body", "body"), ("rets", "uses"),
         ("test", "other"))
# cases: list of (value, body, vals); bodies() is overridden below.
ISwitch = S("ISwitch", ("results", "defs"), ("flag", "flag"),
            ("cases", "cases"), ("dbody", "body"), ("dvals", "uses"))
# tret/eret: None, or the values the branch returns with instead of merging.
CfIf = S("CfIf", ("results", "defs"), ("cond", "cond"),
         ("tparams", "defs"), ("targs", "uses"), ("then", "body"),
         ("tvals", "uses"), ("tret", "uses"),
         ("eparams", "defs"), ("eargs", "uses"), ("els", "body"),
         ("evals", "uses"), ("eret", "uses"), ("dead", "other"))
# dead: None, or (loops, var, ix): an unreachable block emitted after the
# branches, loading var[ix] and incrementing an index that is its own operand
# (valid only where nothing dominates), then branching to itself (loops) or
# into the then branch. Compilers must neither hang on it nor crash.
# cases: list of (value, params, args, body, vals)
CfSwitch = S("CfSwitch", ("results", "defs"), ("flag", "flag"),
             ("cases", "cfcases"), ("dparams", "defs"), ("dargs", "uses"),
             ("dbody", "body"), ("dvals", "uses"))
CfLoop = S("CfLoop", ("results", "defs"), ("count", "int"), ("ctr", "def"),
           ("params", "defs"), ("inits", "uses"), ("body", "body"),
           ("backs", "uses"))
# Two blocks A and B forming a cycle entered at either: irreducible.
Irred = S("Irred", ("results", "defs"), ("count", "int"), ("cond", "cond"),
          ("actr", "def"), ("aparams", "defs"), ("bctr", "def"),
          ("bparams", "defs"), ("inits", "uses"), ("abody", "body"),
          ("avals", "uses"), ("bbody", "body"), ("bvals", "uses"))
Break = S("Break", ("cond", "cond"), ("vals", "uses"))
# Adversarial mode: a raw i8 buffer, an i32 memref.view of one at a byte
# shift, a buffer of a non-strided layout, an address (extract_aligned_pointer
# or reclaim_test.capture: test) read later through llvm.load /
# reclaim_test.read_handle, and reclaim_test.opaque (an op with unknown
# effects; of an f32 view at `shift` when `var` is a raw buffer).
RawAlloc = S("RawAlloc", ("dst", "def"), ("stack", "other"), ("seed", "int"))
ByteView = S("ByteView", ("dst", "def"), ("src", "use"), ("shift", "int"))
AllocL = S("AllocL", ("dst", "def"), ("seed", "int"))
Addr = S("Addr", ("dst", "def"), ("src", "use"), ("test", "other"))
ReadAddr = S("ReadAddr", ("addr", "use"), ("k", "int"))
Opaque = S("Opaque", ("var", "use"), ("shift", "int"))
Ret = S("Ret", ("cond", "cond"), ("vals", "uses"))


def _case_bodies(self):
    return [c[1] for c in self.cases] + [self.dbody]


def _cfcase_bodies(self):
    return [c[3] for c in self.cases] + [self.dbody]


ISwitch.bodies = _case_bodies
CfSwitch.bodies = _cfcase_bodies

#: Statements that create a CFG (only legal where a region may have blocks).
CFG_STMTS = (CfIf, CfSwitch, CfLoop, Irred, Break, Ret)


class Func:
    """A function. `dparam` is the recursion depth parameter (or None)."""

    def __init__(self, name, params, dparam, results, body, rets, private,
                 kind=None):
        self.name, self.params, self.dparam = name, params, dparam
        self.results, self.body, self.rets = results, body, rets
        self.private = private
        self.kind = kind  # adversarial shape of the function, or None
        self.shared = None  # the cond computed once at entry, or None


class Program:
    def __init__(self):
        self.globals = []  # (name, [8 ints])
        self.funcs = []  # callees first, main last
        self.vars = {}  # name -> (type, length)
        self.origin = ""
        self.adversarial = False

    def func(self, name):
        for f in self.funcs:
            if f.name == name:
                return f
        return None


def walk(body, fn):
    """Calls fn(stmt) on every statement of `body`, outer first."""
    for s in body:
        fn(s)
        for b in s.bodies():
            walk(b, fn)


def statement_kinds(prog):
    """Statements of each kind in `prog` (coverage of a run)."""
    counts = {}

    def visit(s):
        k = type(s).__name__
        if isinstance(s, View):
            k = "View." + s.op
        elif isinstance(s, Alloc) and s.stack:
            k = "Alloca"
        elif isinstance(s, Alloc) and s.fresh:
            k = "reclaim_test.fresh"
        elif isinstance(s, Dealloc) and s.op:
            k = "reclaim_test." + s.op
        elif isinstance(s, Realloc) and s.dyn:
            k = "Realloc.dynamic"
        elif isinstance(s, (For, Exec)) and s.test:
            k = "reclaim_test." + ("repeat" if isinstance(s, For) else "exec")
        elif isinstance(s, Addr):
            k = "reclaim_test.capture" if s.test else "Addr.extract"
        elif isinstance(s, ByteView):
            k = "ByteView" + (".shift" if s.shift else ".0")
        counts[k] = counts.get(k, 0) + 1
    for f in prog.funcs:
        walk(f.body, visit)
    return counts


def merge_counts(dicts):
    out = {}
    for d in dicts:
        for k, v in d.items():
            out[k] = out.get(k, 0) + v
    return dict(sorted(out.items()))


def program_size(prog):
    n = [0]
    for f in prog.funcs:
        walk(f.body, lambda s: n.__setitem__(0, n[0] + 1))
    return n[0]


# ===----------------------------------------------------------------------===
# Generator
# ===----------------------------------------------------------------------===


class Root:
    """A buffer a value may alias. kind: heap (killable by the scope that
    allocated it), stack, global, arg (a parameter's buffer), opaque (from a
    call, never on the caller's stack) or marker (whatever a loop carries
    around its back edge; may be on the stack).

    `mut`: the buffer may be written after its initialisation. A buffer that
    may reach a function result through a call (an argument, a global, a call
    result) is never written: deallocation passes return a
    `bufferization.clone` of a result they do not own, and mutating the
    source or the clone of a clone is undefined. So every buffer is either
    mutable (written, never returned through a call) or shared (returned,
    never written); values mixing both are neither written nor passed."""

    __slots__ = ("kind", "scope", "dead", "mut", "iso")

    def __init__(self, kind, scope, mut=False, iso=False):
        self.kind, self.scope, self.dead, self.mut = kind, scope, False, mut
        # A buffer of reclaim_test.fresh (freed with reclaim_test.release):
        # never mixed with other buffers in merges, selects or calls (a value
        # of two allocators with different frees is an error by contract).
        self.iso = iso


class VarInfo:
    __slots__ = ("type", "len", "roots", "own", "whole")

    def __init__(self, type_, length, roots, own=None, whole=False):
        self.type, self.len, self.roots, self.own = type_, length, roots, own
        # Adversarial mode: the value is the base of one of its roots (not a
        # view at an offset), so a caller may free it.
        self.whole = whole or own is not None


class Scope:
    """A generation scope: a block of statements. `cfg`: statements may
    create blocks (function body, scf.execute_region, branches of cf
    constructs). `loop`: the innermost cf loop (results spec + recorded exit
    values) that a Break leaves. `ret`: the function or execute_region that a
    Ret leaves."""

    def __init__(self, parent, cfg, loop=None, ret=None, fn=None):
        self.parent, self.cfg, self.loop, self.ret = parent, cfg, loop, ret
        self.fn = fn if fn is not None else (parent.fn if parent else None)
        self.vars = []

    def within(self, other):
        s = self
        while s is not None:
            if s is other:
                return True
            s = s.parent
        return False


class ExitCtx:
    """Target of Break (a cf loop) or Ret (function or execute_region)."""

    def __init__(self, spec, allow_stack, scope=None, muts=None,
                 returnable=False):
        self.spec, self.allow_stack, self.scope = spec, allow_stack, scope
        self.muts = muts or [None] * len(spec)
        self.returnable = returnable  # a function result (may be cloned)
        self.points = []  # values at every exit


class FnCtx:
    def __init__(self, name, dparam, params, results):
        self.name, self.dparam, self.params, self.results = (
            name, dparam, params, results)
        self.reccalls = 0
        self.shared = None  # Func.shared while the body is generated


class Generator:
    def __init__(self, seed, size=24, max_depth=3, max_funcs=3,
                 adversarial=False):
        self.rng = random.Random("reclaim-fuzz:%s" % seed)
        self.size, self.max_depth, self.max_funcs = size, max_depth, max_funcs
        self.prog = Program()
        self.info = {}
        self.n = 0
        self.fresh_results = {}  # function -> [bool] per result
        self.pmut = {}  # function -> [bool] per parameter: may be written
        self.adv = adversarial
        # Unreachable blocks are drawn from a stream of their own, so that
        # they do not change the rest of a seed's program.
        self.dead_rng = random.Random("reclaim-fuzz-dead:%s" % seed)
        # So are the keep-alive merges after reclaim_test.opaque.
        self.keep_rng = random.Random("reclaim-fuzz-keep:%s" % seed)
        self.test = self.unknown = False
        if adversarial:
            arng = random.Random("reclaim-fuzz-adversarial:%s" % seed)
            # Programs using the reclaim_test dialect (run through
            # reclaim-test-opt), and among them programs with an op of
            # unknown effects (checked with unknown-ops=keep-alive).
            self.test = arng.random() < 0.35
            self.unknown = self.test and arng.random() < 0.5
            self.max_funcs = 4
        self.consumed = {}  # function -> [bool] per parameter: freed by it
        self.deep_done = False
        self.chains = 0
        self.wide_switches = 0

    # --- values -------------------------------------------------------------

    def name(self, prefix="%v"):
        self.n += 1
        return "%s%d" % (prefix, self.n)

    def define(self, scope, type_, length, roots, own=None, whole=False,
               prefix="%v"):
        v = self.name(prefix)
        self.prog.vars[v] = (type_, length)
        self.info[v] = VarInfo(type_, length, frozenset(roots), own, whole)
        scope.vars.append(v)
        return v

    def alive(self, v):
        return all(not r.dead for r in self.info[v].roots)

    def visible(self, scope, types=LOADABLE):
        out = []
        s = scope
        while s is not None:
            out.extend(v for v in s.vars
                       if self.info[v].type in types and self.alive(v))
            s = s.parent
        return out

    def has_stack(self, v):
        return any(r.kind in ("stack", "marker") for r in self.info[v].roots)

    def mutability(self, v):
        """True: only mutable buffers; False: only shared; None: mixed."""
        muts = {r.mut for r in self.info[v].roots}
        return muts.pop() if len(muts) == 1 else (None if muts else True)

    def returnable(self, v):
        """May be a function result: local heap buffers, or shared buffers
        not on the stack."""
        return all(r.kind == "heap" or (r.kind != "stack" and not r.mut)
                   for r in self.info[v].roots)

    def isolated(self, v):
        return any(r.iso for r in self.info[v].roots)

    def pick(self, scope, want_type, want_len, out, allow_stack=True,
             create=0.15, mut=None, returnable=False, exclude=frozenset()):
        cands = [v for v in self.visible(scope, (B, V, R, L))
                 if fits(self.info[v].type, self.info[v].len, want_type,
                         want_len)
                 and (allow_stack or not self.has_stack(v))
                 and (mut is None or self.mutability(v) is mut)
                 and (not returnable or self.returnable(v))
                 and not self.isolated(v)
                 and not (exclude and self.info[v].roots & exclude)]
        if cands and self.rng.random() >= create:
            return self.rng.choice(cands)
        if want_type == L:
            return self.alloc_l(scope, out, mut=mut)
        if want_type == R:
            # Adversarial mode only (a callee returning a realloc).
            b = self.alloc(scope, out, mut=True)
            self.info[b].own.dead = True
            root = Root("heap", scope, True)
            dst = self.define(scope, R, 16, {root}, root)
            out.append(Realloc(dst=dst, src=b, seed=self.rng.randint(0, 99),
                               dyn=None))
            return dst
        return self.alloc(scope, out, stack=False, mut=mut)

    def picks(self, scope, spec, out, allow_stack=True, muts=None,
              returnable=False):
        muts = muts or [None] * len(spec)
        return [self.pick(scope, t, l, out, allow_stack, mut=m,
                          returnable=returnable)
                for (t, l), m in zip(spec, muts)]

    def slot_muts(self, n):
        return [self.rng.random() < 0.5 for _ in range(n)]

    def spec(self, n):
        return [(B, 8) if self.rng.random() < 0.5
                else (V, self.rng.choice([4, 8])) for _ in range(n)]

    def roots(self, vals):
        out = set()
        for v in vals:
            out |= self.info[v].roots
        return out

    # --- small pieces -------------------------------------------------------

    def counters(self, scope):
        return self.visible(scope, (IDX,))

    def idx(self, scope, length):
        ctrs = self.counters(scope)
        if ctrs and self.rng.random() < 0.35:
            return ("ctr", self.rng.choice(ctrs),
                    self.rng.randint(1, length))
        return ("c", self.rng.randrange(length))

    def cond(self, scope, rare=False):
        r = self.rng.random()
        if rare:
            # Early exits are taken now and then, not on every run.
            bufs = self.visible(scope)
            if bufs and r < 0.8:
                v = self.rng.choice(bufs)
                return ("buf", v, self.idx(scope, self.info[v].len),
                        self.rng.randint(-10, 30))
            return ("const", False)
        bufs = self.visible(scope)
        ctrs = self.counters(scope)
        fn = scope.fn
        # One condition tested by many branches: what reclaim-canonicalize's
        # condition propagation and the deallocation's select paths rely on
        # (a value known below a branch on it, selects on one condition).
        if fn.shared and self.rng.random() < 0.3:
            return ("shared",)
        if fn.dparam and r < 0.1:
            return ("dpos", fn.dparam)
        if ctrs and r < 0.35:
            return ("ctr", self.rng.choice(ctrs), self.rng.randint(0, 3))
        if bufs and r < 0.95:
            v = self.rng.choice(bufs)
            return ("buf", v, self.idx(scope, self.info[v].len),
                    self.rng.randint(0, 160))
        return ("const", self.rng.random() < 0.5)

    def cond_from(self, scope, rng):
        """A condition like cond's, drawn from `rng` (a stream of its own):
        a loop counter or an element of a visible buffer."""
        ctrs = self.counters(scope)
        if ctrs and rng.random() < 0.3:
            return ("ctr", rng.choice(ctrs), rng.randint(0, 3))
        v = rng.choice(self.visible(scope))
        return ("buf", v, ("c", rng.randrange(self.info[v].len)),
                rng.randint(0, 160))

    def flag(self, scope, out, m):
        bufs = self.visible(scope)
        if not bufs:
            bufs = [self.alloc(scope, out)]
        v = self.rng.choice(bufs)
        return ("buf", v, self.idx(scope, self.info[v].len), m)

    # --- simple statements --------------------------------------------------

    def alloc(self, scope, out, stack=False, mut=None, fresh=False):
        if mut is None:
            mut = self.rng.random() < 0.7
        root = Root("stack" if stack else "heap", scope, mut, iso=fresh)
        v = self.define(scope, B, 8, {root}, None if stack else root)
        out.append(Alloc(dst=v, stack=stack, seed=self.rng.randint(0, 99),
                         fresh=fresh or None))
        return v

    def g_alloc(self, scope, out, depth, budget):
        stack = self.rng.random() < 0.25
        self.alloc(scope, out, stack=stack,
                   fresh=self.test and not stack and self.rng.random() < 0.3)
        return 1

    def g_global(self, scope, out, depth, budget):
        g = self.rng.choice(self.prog.globals)[0]
        root = self.global_roots[g]
        out.append(GetGlobal(dst=self.define(scope, B, 8, {root}), name=g))
        return 1

    def g_view(self, scope, out, depth, budget):
        cands = self.visible(scope)
        if not cands:
            return 0
        src = self.rng.choice(cands)
        info = self.info[src]
        ops = {B: ["cast", "subview", "reinterpret", "expand"],
               R: ["cast", "subview", "reinterpret"],
               V: ["subview", "reinterpret"], E: ["collapse"]}.get(info.type)
        if not ops:
            return 0
        op = self.rng.choice(ops)
        off = size = 0
        if op == "cast":
            t, n = V, info.len
        elif op == "subview":
            size = self.rng.randint(2, info.len)
            off = self.rng.randint(0, info.len - size)
            t, n = V, size
        elif op == "reinterpret":
            size = self.rng.randint(2, 8)
            off = self.rng.randint(0, 8 - size)
            t, n = V, size
        elif op == "expand":
            t, n = E, 8
        else:
            t, n = B, 8
        dst = self.define(scope, t, n, info.roots)
        out.append(View(dst=dst, op=op, src=src, off=off, size=size))
        return 1

    def g_select(self, scope, out, depth, budget):
        cands = self.visible(scope, (B, V, R))
        if len(cands) < 2:
            return 0
        a, b = self.rng.choice(cands), self.rng.choice(cands)
        ia, ib = self.info[a], self.info[b]
        t = B if ia.type == B and ib.type == B else V
        if self.adv and (self.isolated(a) or self.isolated(b)):
            return 0
        c = self.cond(scope)
        dst = self.define(scope, t, min(ia.len, ib.len), ia.roots | ib.roots,
                          whole=t == B and ia.whole and ib.whole)
        out.append(Select(dst=dst, cond=c, a=a, b=b))
        return 1

    def g_store(self, scope, out, depth, budget):
        cands = self.visible(scope)
        dsts = [v for v in cands if self.mutability(v) is True]
        if not dsts:
            return 0
        dst = self.rng.choice(dsts)
        terms = []
        for _ in range(self.rng.randint(1, 2)):
            v = self.rng.choice(cands)
            terms.append(("load", v, self.idx(scope, self.info[v].len)))
        ctrs = self.counters(scope)
        if ctrs and self.rng.random() < 0.4:
            terms.append(("ctr", self.rng.choice(ctrs)))
        out.append(Store(dst=dst, idx=self.idx(scope, self.info[dst].len),
                         terms=terms, mul=self.rng.randint(1, 5),
                         add=self.rng.randint(0, 20)))
        return 1

    def g_print(self, scope, out, depth, budget):
        cands = self.visible(scope)
        if not cands:
            return 0
        v = self.rng.choice(cands)
        if self.rng.random() < 0.4:
            out.append(PrintSum(var=v))
        else:
            out.append(Print(var=v, idx=self.idx(scope, self.info[v].len)))
        return 1

    def g_copy(self, scope, out, depth, budget):
        cands = self.visible(scope, (B,))
        pairs = [(a, b) for a in cands for b in cands
                 if not (self.info[a].roots & self.info[b].roots)
                 and self.mutability(b) is True]
        if not pairs:
            return 0
        a, b = self.rng.choice(pairs)
        out.append(Copy(src=a, dst=b))
        return 1

    def killable(self, scope, types):
        return [v for v in scope.vars
                if self.info[v].own is not None and self.info[v].type in types
                and self.alive(v) and self.info[v].own.scope is scope
                and self.info[v].own.kind == "heap"]

    def g_dealloc(self, scope, out, depth, budget):
        cands = self.killable(scope, (B, R, I8, L) if self.adv else (B, R))
        if not cands:
            return 0
        v = self.rng.choice(cands)
        self.info[v].own.dead = True
        op = None
        if self.isolated(v):
            op = "release" if self.rng.random() < 0.6 else "consume"
        elif self.test and self.info[v].type != L and self.rng.random() < 0.4:
            op = "consume"
        out.append(Dealloc(var=v, op=op))
        return 1

    def g_consume(self, scope, out, depth, budget):
        return self.g_dealloc(scope, out, depth, budget)

    def g_realloc(self, scope, out, depth, budget):
        cands = self.killable(scope, (B,))
        if self.adv:
            cands = [v for v in cands if not self.isolated(v)]
        if not cands:
            return 0
        src = self.rng.choice(cands)
        self.info[src].own.dead = True
        root = Root("heap", scope, True)
        dst = self.define(scope, R, 16, {root}, root)
        out.append(Realloc(dst=dst, src=src, seed=self.rng.randint(0, 99),
                           dyn=(self.adv and self.rng.random() < 0.6) or None))
        return 1

    def g_call(self, scope, out, depth, budget):
        callees = [f for f in self.prog.funcs]
        if self.adv:
            # Functions with layouts without strides are never called: they
            # do not lower to LLVM, the oracle only compiles them.
            callees = [f for f in callees if f.kind != "layout"]
        if not callees:
            return 0
        f = self.rng.choice(callees)
        if self.adv:
            return self.adv_call(scope, out, f)
        args = self.call_args(scope, f.params, self.pmut[f.name], out)
        aroots = self.roots(a for a, m in zip(args, self.pmut[f.name])
                            if not m) | {Root("opaque", scope)}
        dsts = []
        for (t, n), fresh in zip(f.results, self.fresh_results[f.name]):
            if fresh:
                root = Root("heap", scope, True)
                dsts.append(self.define(scope, t, n, {root},
                                        root if t == B else None))
            else:
                dsts.append(self.define(scope, t, n, aroots))
        out.append(Call(dsts=dsts, fn=f.name, args=args,
                        depth=self.rng.randint(0, 3) if f.dparam else None))
        return 2

    def call_args(self, scope, params, pmut, out, consumed=None):
        """Arguments of a call. Adversarial mode: a parameter the callee
        frees gets a buffer this scope may free (allocated here, whole,
        aliasing no other argument); it is dead after the call."""
        if not consumed or not any(consumed):
            return [self.pick(scope, self.prog.vars[p][0],
                              self.prog.vars[p][1], out, mut=m)
                    for p, m in zip(params, pmut)]
        args, excl = [None] * len(params), set()
        for i, c in enumerate(consumed):
            if c:
                cands = [v for v in self.killable(scope, (B,))
                         if not self.isolated(v)
                         and not (self.info[v].roots & excl)]
                if cands and self.rng.random() < 0.7:
                    v = self.rng.choice(cands)
                else:
                    v = self.alloc(scope, out, mut=pmut[i])
                args[i] = v
                excl |= self.info[v].roots
        for i, (p, m) in enumerate(zip(params, pmut)):
            if args[i] is None:
                args[i] = self.pick(scope, self.prog.vars[p][0],
                                    self.prog.vars[p][1], out, mut=m,
                                    exclude=frozenset(excl))
        return args

    def kill_consumed(self, args, consumed):
        for a, c in zip(args, consumed or []):
            if c:
                self.info[a].own.dead = True

    def adv_call(self, scope, out, f):
        consumed = self.consumed.get(f.name)
        args = self.call_args(scope, f.params, self.pmut[f.name], out,
                              consumed)
        aroots = self.roots(a for a, m in zip(args, self.pmut[f.name])
                            if not m) | {Root("opaque", scope)}
        dsts, groups = [], {}
        for (t, n), g in zip(f.results, self.fresh_results[f.name]):
            if g is not None:
                root = groups.setdefault(g, Root("heap", scope, True))
                dsts.append(self.define(scope, t, n, {root}, root))
            else:
                dsts.append(self.define(scope, t, n, aroots))
        out.append(Call(dsts=dsts, fn=f.name, args=args,
                        depth=self.rng.randint(0, 3) if f.dparam else None,
                        ind=self.rng.random() < 0.2 or None))
        self.kill_consumed(args, consumed)
        # Two results that may be one buffer: write through one, read
        # through the other.
        for g in groups:
            slots = [d for d, gg in zip(dsts, self.fresh_results[f.name])
                     if gg == g and self.info[d].type == B]
            if len(slots) >= 2:
                k = self.rng.randrange(8)
                out.append(Store(dst=slots[0], idx=("c", k),
                                 terms=[("load", slots[1], ("c", k))],
                                 mul=self.rng.randint(2, 5),
                                 add=self.rng.randint(1, 20)))
                out.append(Print(var=slots[1], idx=("c", k)))
        return 2

    def g_reccall(self, scope, out, depth, budget):
        fn = scope.fn
        if not fn.dparam or fn.reccalls >= 1:
            return 0
        fn.reccalls += 1
        consumed = self.consumed.get(fn.name) if self.adv else None
        args = self.call_args(scope, fn.params, fn.pmut, out, consumed)
        fallbacks = self.picks(scope, fn.results, out)
        roots = self.roots(a for a, m in zip(args, fn.pmut) if not m) | \
            self.roots(fallbacks) | {Root("opaque", scope)}
        dsts = [self.define(scope, t, n, roots) for t, n in fn.results]
        out.append(RecCall(dsts=dsts, fn=fn.name, args=args,
                           fallbacks=fallbacks, dvar=fn.dparam))
        self.kill_consumed(args, consumed)
        return 2

    # --- region ops ---------------------------------------------------------

    def sub(self, budget):
        return self.rng.randint(1, max(1, min(budget, 7)))

    def body(self, scope, budget, depth):
        out = []
        self.fill(scope, out, budget, depth)
        return out

    def fresh_slots(self, spec, exits, region_scope, scope):
        """Own roots for merge results that are fresh heap buffers on every
        incoming edge: each incoming value is a heap buffer allocated inside
        `region_scope` and aliases no other value of its edge."""
        owns = []
        for i, (t, _) in enumerate(spec):
            ok = t == B and exits
            for vals in exits:
                if not ok:
                    break
                own = self.info[vals[i]].own
                ok = (own is not None and own.kind == "heap" and not own.dead
                      and own.scope.within(region_scope)
                      and self.info[vals[i]].type == B
                      and all(own not in self.info[w].roots
                              for j, w in enumerate(vals) if j != i))
            owns.append(Root("heap", scope) if ok else None)
        return owns

    def merge(self, scope, spec, exits, region_scopes):
        """Defines the results of a merge of `exits` (list of value lists,
        one per incoming edge; region_scopes: the scope each edge leaves)."""
        results = []
        owns = [None] * len(spec)
        if all(rs is not None for rs in region_scopes):
            owned = [self.fresh_slots(spec, [e], rs, scope)
                     for e, rs in zip(exits, region_scopes)]
            owns = [Root("heap", scope, all(
                        self.info[e[i]].own.mut for e in exits))
                    if exits and all(o[i] is not None for o in owned) else None
                    for i in range(len(spec))]
        for i, (t, n) in enumerate(spec):
            roots = self.roots([e[i] for e in exits])
            if owns[i] is None and self.adv:
                owns[i] = self.same_whole(scope, t, [e[i] for e in exits])
            if owns[i] is not None:
                roots = {owns[i]}
            whole = self.adv and t == B and bool(exits) and all(
                self.info[e[i]].whole for e in exits)
            results.append(self.define(scope, t, n, roots, owns[i], whole))
        return results

    def same_whole(self, scope, t, vals, markers=()):
        """Adversarial mode: the heap buffer of `scope` that every one of
        `vals` is exactly (its base; loop parameters count as their init),
        so that the merge result may be freed or reallocated in `scope`."""
        owns = {self.info[v].own for v in vals}
        owns -= set(markers)
        if t != B or len(owns) != 1 or None in owns:
            return None
        (r,) = owns
        if r.kind != "heap" or r.scope is not scope or r.dead or r.iso or \
                any(self.info[v].type != B for v in vals):
            return None
        return r

    def g_if(self, scope, out, depth, budget):
        c = self.cond(scope)
        spec = self.spec(self.rng.choice([0, 0, 1, 1, 2]))
        ts = Scope(scope, cfg=False)
        then = self.body(ts, self.sub(budget), depth + 1)
        tvals = self.picks(ts, spec, then)
        es = Scope(scope, cfg=False)
        els = self.body(es, self.sub(budget) if self.rng.random() < 0.7
                        else 0, depth + 1)
        evals = self.picks(es, spec, els)
        res = self.merge(scope, spec, [tvals, evals], [ts, es])
        out.append(If(results=res, cond=c, then=then, tvals=tvals, els=els,
                      evals=evals))
        return len(then) + len(els) + 1

    def loop_params(self, scope, out, n):
        spec, muts = self.spec(n), self.slot_muts(n)
        inits = self.picks(scope, spec, out, muts=muts)
        return spec, inits, muts

    def markers(self, scope, muts):
        return [Root("marker", scope, m) for m in muts]

    def carried(self, inits, markers):
        return [self.info[i].roots | {m} for i, m in zip(inits, markers)]

    def param_vars(self, scope, spec, roots_each, markers=None):
        if self.adv and markers:
            # A loop parameter is exactly what its slot carries (marker).
            return [self.define(scope, t, n, r, own=m, prefix="%p")
                    for (t, n), r, m in zip(spec, roots_each, markers)]
        return [self.define(scope, t, n, r, prefix="%p")
                for (t, n), r in zip(spec, roots_each)]

    def loop_results(self, scope, spec, all_roots, slots, markers):
        """Results of a loop; `slots[i]`: every value slot i may hold."""
        res = []
        for i, (t, n) in enumerate(spec):
            own = None
            if self.adv:
                # Only this slot's parameter stands for this slot's value.
                own = self.same_whole(scope, t, slots[i], markers[i:i + 1])
            res.append(self.define(scope, t, n, {own} if own else all_roots,
                                   own))
        return res

    def resolve(self, vals_roots, markers):
        return {r for r in vals_roots if r not in markers}

    def g_for(self, scope, out, depth, budget, test=False):
        spec, inits, muts = self.loop_params(scope, out,
                                             self.rng.choice([0, 1, 1, 2]))
        bs = Scope(scope, cfg=False)
        markers = self.markers(bs, muts)
        iv = None if test else self.define(bs, IDX, 0, set(), prefix="%i")
        params = self.param_vars(bs, spec, self.carried(inits, markers),
                                 markers)
        body = self.body(bs, self.sub(budget), depth + 1)
        yields = self.picks(bs, spec, body, muts=muts)
        all_roots = self.resolve(self.roots(inits) | self.roots(yields),
                                 markers)
        if self.adv:
            res = self.loop_results(scope, spec, all_roots, [
                [i, y] for i, y in zip(inits, yields)], markers)
        else:
            res = [self.define(scope, t, n, all_roots) for t, n in spec]
        out.append(For(results=res, count=self.rng.randint(0, 3), iv=iv,
                       params=params, inits=inits, body=body, yields=yields,
                       test=test or None))
        return len(body) + 1

    def g_repeat(self, scope, out, depth, budget):
        return self.g_for(scope, out, depth, budget, test=True)

    def g_texec(self, scope, out, depth, budget):
        return self.g_exec(scope, out, depth, budget, test=True)

    def g_while(self, scope, out, depth, budget):
        spec, inits, muts = self.loop_params(scope, out,
                                             self.rng.choice([0, 1, 2]))
        bs = Scope(scope, cfg=False)
        markers = self.markers(bs, muts)
        ctr = self.define(bs, IDX, 0, set(), prefix="%i")
        params = self.param_vars(bs, spec, self.carried(inits, markers))
        before = self.body(bs, self.sub(budget) // 2, depth + 1)
        fspec = self.spec(self.rng.choice([0, 1, 2]))
        fwd = self.picks(bs, fspec, before)
        a = Scope(scope, cfg=False)
        actr = self.define(a, IDX, 0, set(), prefix="%i")
        aparams = self.param_vars(a, fspec,
                                  [self.info[f].roots for f in fwd])
        after = self.body(a, self.sub(budget), depth + 1)
        yields = self.picks(a, spec, after, muts=muts)
        all_roots = self.resolve(
            self.roots(inits) | self.roots(yields) | self.roots(fwd), markers)
        res = []
        for (t, n), f in zip(fspec, fwd):
            r = self.info[f].roots
            if any(m in r for m in markers):
                r = self.resolve(r, markers) | all_roots
            res.append(self.define(scope, t, n, r))
        out.append(While(results=res, count=self.rng.randint(0, 3), ctr=ctr,
                         params=params, inits=inits, before=before, fwd=fwd,
                         actr=actr, aparams=aparams, after=after,
                         yields=yields))
        return len(before) + len(after) + 1

    def g_exec(self, scope, out, depth, budget, test=False):
        spec = self.spec(self.rng.choice([0, 1, 1, 2]))
        ret = ExitCtx(spec, allow_stack=True)
        bs = Scope(scope, cfg=True, loop=None, ret=ret)
        ret.scope = bs
        body = self.body(bs, self.sub(budget) + 2, depth + 1)
        rets = self.picks(bs, spec, body)
        exits = ret.points + [rets]
        res = self.merge(scope, spec, exits, [bs] * len(exits))
        out.append(Exec(results=res, body=body, rets=rets,
                        test=test or None))
        return len(body) + 1

    def g_iswitch(self, scope, out, depth, budget):
        n = self.rng.randint(1, 3)
        flag = self.flag(scope, out, n + 1)
        spec = self.spec(self.rng.choice([0, 1, 1, 2]))
        cases, exits, scopes = [], [], []
        for k in range(n + 1):
            cs = Scope(scope, cfg=False)
            body = self.body(cs, self.sub(budget) // 2 + 1, depth + 1)
            vals = self.picks(cs, spec, body)
            cases.append((k, body, vals))
            exits.append(vals)
            scopes.append(cs)
        dk, dbody, dvals = cases.pop()
        res = self.merge(scope, spec, exits, scopes)
        out.append(ISwitch(results=res, flag=flag, cases=cases, dbody=dbody,
                           dvals=dvals))
        return sum(len(c[1]) for c in cases) + len(dbody) + 1

    # --- control flow graphs ------------------------------------------------

    def edge_params(self, scope, out, branch_scope):
        spec = self.spec(self.rng.choice([0, 0, 1, 2]))
        args = self.picks(scope, spec, out)
        params = self.param_vars(branch_scope, spec,
                                 [self.info[a].roots for a in args])
        return params, args

    def branch_scope(self, scope):
        return Scope(scope, cfg=True, loop=scope.loop, ret=scope.ret)

    def ret_vals(self, scope, out):
        ret = scope.ret
        vals = self.picks(scope, ret.spec, out, allow_stack=ret.allow_stack,
                          returnable=ret.returnable)
        ret.points.append(vals)
        return vals

    def g_cfif(self, scope, out, depth, budget):
        if not scope.cfg:
            return 0
        returning = None
        if scope.ret is not None and self.rng.random() < 0.25:
            returning = self.rng.choice(["then", "else"])
        c = self.cond(scope, rare=returning == "then")
        spec = self.spec(self.rng.choice([0, 1, 1, 2]))
        ts, es = self.branch_scope(scope), self.branch_scope(scope)
        tparams, targs = self.edge_params(scope, out, ts)
        eparams, eargs = self.edge_params(scope, out, es)
        then = self.body(ts, self.sub(budget), depth + 1)
        tvals = tret = None
        if returning == "then":
            tret = self.ret_vals(ts, then)
        else:
            tvals = self.picks(ts, spec, then)
        els = self.body(es, self.sub(budget) if self.rng.random() < 0.7
                        else 0, depth + 1)
        evals = eret = None
        if returning == "else":
            eret = self.ret_vals(es, els)
        else:
            evals = self.picks(es, spec, els)
        exits = [v for v in (tvals, evals) if v is not None]
        scopes = [s for s, v in ((ts, tvals), (es, evals)) if v is not None]
        res = self.merge(scope, spec, exits, scopes)
        dead = None
        bufs = self.visible(scope)
        if bufs and self.dead_rng.random() < 0.2:
            v = self.dead_rng.choice(bufs)
            dead = (self.dead_rng.random() < 0.5, v,
                    ("c", self.dead_rng.randrange(self.info[v].len)))
        out.append(CfIf(results=res, cond=c, tparams=tparams, targs=targs,
                        then=then, tvals=tvals, tret=tret, eparams=eparams,
                        eargs=eargs, els=els, evals=evals, eret=eret,
                        dead=dead))
        return len(then) + len(els) + 1

    def g_cfswitch(self, scope, out, depth, budget):
        if not scope.cfg:
            return 0
        n = self.rng.randint(1, 3)
        flag = self.flag(scope, out, n + 1)
        spec = self.spec(self.rng.choice([0, 1, 2]))
        s = self.cf_switch(scope, out, flag, spec, n, lambda cs: self.body(
            cs, self.sub(budget) // 2 + 1, depth + 1))
        return sum(len(c[3]) for c in s.cases) + len(s.dbody) + 1

    def cf_switch(self, scope, out, flag, spec, n, body_of):
        """Appends a CfSwitch on `flag` of n cases and a default: each arm
        takes new parameters, runs body_of(its scope) and forwards `spec`
        values to the merge. Returns the statement."""
        cases, exits, scopes = [], [], []
        for k in range(n + 1):
            cs = self.branch_scope(scope)
            params, args = self.edge_params(scope, out, cs)
            body = body_of(cs)
            vals = self.picks(cs, spec, body)
            cases.append((k, params, args, body, vals))
            exits.append(vals)
            scopes.append(cs)
        _, dparams, dargs, dbody, dvals = cases.pop()
        res = self.merge(scope, spec, exits, scopes)
        stmt = CfSwitch(results=res, flag=flag, cases=cases, dparams=dparams,
                        dargs=dargs, dbody=dbody, dvals=dvals)
        out.append(stmt)
        return stmt

    def g_cfloop(self, scope, out, depth, budget):
        if not scope.cfg:
            return 0
        spec, inits, muts = self.loop_params(scope, out,
                                             self.rng.choice([0, 1, 2]))
        loop = ExitCtx(spec, allow_stack=True, muts=muts)
        bs = Scope(scope, cfg=True, loop=loop, ret=scope.ret)
        markers = self.markers(bs, muts)
        ctr = self.define(bs, IDX, 0, set(), prefix="%i")
        params = self.param_vars(bs, spec, self.carried(inits, markers),
                                 markers)
        body = self.body(bs, self.sub(budget) + 1, depth + 1)
        backs = self.picks(bs, spec, body, muts=muts)
        all_roots = self.resolve(
            self.roots(inits) | self.roots(backs)
            | self.roots([v for p in loop.points for v in p]), markers)
        if self.adv:
            res = self.loop_results(scope, spec, all_roots, [
                [inits[i], backs[i]] + [p[i] for p in loop.points]
                for i in range(len(spec))], markers)
        else:
            res = [self.define(scope, t, n, all_roots) for t, n in spec]
        out.append(CfLoop(results=res, count=self.rng.randint(0, 3), ctr=ctr,
                          params=params, inits=inits, body=body, backs=backs))
        return len(body) + 1

    def g_irred(self, scope, out, depth, budget):
        if not scope.cfg:
            return 0
        spec, inits, muts = self.loop_params(scope, out,
                                             self.rng.choice([0, 1, 2]))
        c = self.cond(scope)
        loop = ExitCtx(spec, allow_stack=True, muts=muts)
        markers = self.markers(scope, muts)
        sides = []
        for _ in range(2):
            bs = Scope(scope, cfg=True, loop=loop, ret=scope.ret)
            ctr = self.define(bs, IDX, 0, set(), prefix="%i")
            params = self.param_vars(bs, spec, self.carried(inits, markers))
            body = self.body(bs, self.sub(budget) // 2 + 1, depth + 1)
            vals = self.picks(bs, spec, body, muts=muts)
            sides.append((ctr, params, body, vals))
        (actr, aparams, abody, avals), (bctr, bparams, bbody, bvals) = sides
        all_roots = self.resolve(
            self.roots(inits) | self.roots(avals) | self.roots(bvals)
            | self.roots([v for p in loop.points for v in p]), markers)
        res = [self.define(scope, t, n, all_roots) for t, n in spec]
        out.append(Irred(results=res, count=self.rng.randint(0, 3), cond=c,
                         actr=actr, aparams=aparams, bctr=bctr,
                         bparams=bparams, inits=inits, abody=abody,
                         avals=avals, bbody=bbody, bvals=bvals))
        return len(abody) + len(bbody) + 1

    def g_break(self, scope, out, depth, budget):
        if scope.loop is None or not scope.cfg:
            return 0
        c = self.cond(scope, rare=self.rng.random() < 0.5)
        vals = self.picks(scope, scope.loop.spec, out, muts=scope.loop.muts)
        scope.loop.points.append(vals)
        out.append(Break(cond=c, vals=vals))
        return 1

    def g_ret(self, scope, out, depth, budget):
        if scope.ret is None or not scope.cfg or depth == 0:
            return 0
        c = self.cond(scope, rare=True)
        out.append(Ret(cond=c, vals=self.ret_vals(scope, out)))
        return 1

    # --- bodies, functions, programs ----------------------------------------

    SIMPLE = [("alloc", 10), ("global", 2), ("view", 9), ("select", 5),
              ("store", 10), ("print", 9), ("copy", 2), ("dealloc", 5),
              ("realloc", 2), ("call", 5), ("reccall", 3), ("break", 2),
              ("ret", 2)]
    COMPOUND = [("if", 5), ("for", 4), ("while", 2), ("exec", 2),
                ("iswitch", 2), ("cfif", 6), ("cfswitch", 2), ("cfloop", 4),
                ("irred", 1)]
    # Adversarial mode: added to the above (same name: weight added).
    ADV_SIMPLE = [("rawalloc", 4), ("byteview", 8), ("view", 4),
                  ("addr", 3), ("readaddr", 5), ("call", 6),
                  ("realloc", 2), ("passrealloc", 3), ("select", 2)]
    TEST_SIMPLE = [("consume", 3), ("capture", 3), ("readaddr", 3)]
    UNKNOWN_SIMPLE = [("opaque", 4)]
    ADV_COMPOUND = [("deep", 1), ("chain", 2), ("wideswitch", 2)]
    TEST_COMPOUND = [("repeat", 3), ("texec", 3)]

    def kinds(self, depth):
        kinds = list(self.SIMPLE)
        if self.adv:
            kinds += self.ADV_SIMPLE
            if self.test:
                kinds += self.TEST_SIMPLE
            if self.unknown:
                kinds += self.UNKNOWN_SIMPLE
        if depth < self.max_depth:
            kinds += self.COMPOUND
            if self.adv:
                kinds += self.ADV_COMPOUND
                if self.test:
                    kinds += self.TEST_COMPOUND
        if self.adv:
            merged = {}
            for k, w in kinds:
                merged[k] = merged.get(k, 0) + w
            kinds = list(merged.items())
        return kinds

    def fill(self, scope, out, budget, depth):
        kinds = self.kinds(depth)
        total = sum(w for _, w in kinds)
        tries = 0
        while budget > 0 and tries < 4 * budget + 10:
            tries += 1
            r = self.rng.uniform(0, total)
            for k, w in kinds:
                r -= w
                if r <= 0:
                    break
            cost = getattr(self, "g_" + k)(scope, out, depth, budget)
            budget -= cost

    # --- adversarial statements ---------------------------------------------

    def g_rawalloc(self, scope, out, depth, budget):
        stack = self.rng.random() < 0.2
        root = Root("stack" if stack else "heap", scope,
                    self.rng.random() < 0.7)
        v = self.define(scope, I8, RAW_BYTES, {root}, None if stack else root)
        out.append(RawAlloc(dst=v, stack=stack, seed=self.rng.randint(0, 99)))
        return 1

    def g_byteview(self, scope, out, depth, budget):
        raws = self.visible(scope, (I8,))
        if not raws:
            if self.rng.random() < 0.5:
                return 0
            self.g_rawalloc(scope, out, depth, budget)
            raws = self.visible(scope, (I8,))
        src = self.rng.choice(raws)
        # Several views of one raw buffer, mostly at non-zero byte shifts
        # (multiples of 4: i32 alignment), overlapping or not.
        for _ in range(self.rng.choice([1, 1, 2, 3])):
            shift = self.rng.choice([0, 4, 8, 12, 16, 20, 24, 28, 32, 32])
            dst = self.define(scope, B, 8, self.info[src].roots)
            out.append(ByteView(dst=dst, src=src, shift=shift))
        return 1

    def alloc_l(self, scope, out, mut=None):
        if mut is None:
            mut = self.rng.random() < 0.7
        root = Root("heap", scope, mut)
        v = self.define(scope, L, 16, {root}, root)
        out.append(AllocL(dst=v, seed=self.rng.randint(0, 99)))
        return v

    def g_allocl(self, scope, out, depth, budget):
        self.alloc_l(scope, out)
        return 1

    def g_addr(self, scope, out, depth, budget, test=False):
        # Not of L: layout functions have no views.
        cands = self.visible(scope, (B, V, E, R, I8))
        if not cands:
            return 0
        src = self.rng.choice(cands)
        dst = self.define(scope, H if test else P, 0, self.info[src].roots,
                          prefix="%h" if test else "%a")
        out.append(Addr(dst=dst, src=src, test=test or None))
        return 1

    def g_capture(self, scope, out, depth, budget):
        return self.g_addr(scope, out, depth, budget, test=True)

    def g_readaddr(self, scope, out, depth, budget):
        cands = self.visible(scope, (P, H))
        if not cands:
            return 0
        out.append(ReadAddr(addr=self.rng.choice(cands),
                            k=self.rng.randrange(8)))
        return 1

    def g_opaque(self, scope, out, depth, budget):
        cands = self.visible(scope, (B, V, E, R, I8))
        if not cands:
            return 0
        v = self.rng.choice(cands)
        out.append(Opaque(var=v, shift=self.rng.choice([0, 4, 16, 32])))
        if self.keep_rng.random() < 0.5:
            return 1 + self.keep_merge(scope, out)
        return 1

    def keep_merge(self, scope, out):
        """A buffer reclaim_test.opaque touches (kept alive until the
        function returns under unknown-ops=keep-alive) merged with a fresh
        one: into the block argument of a cf.cond_br diamond, the result of
        an scf.if, or the iter_arg and result of an scf.for; the kept-alive
        buffer is allocated before the merge or inside the branch or loop
        body. The merge is printed, then dies or is used by what follows.
        Drawn from keep_rng only, so the rest of the program is unchanged."""
        rng = self.keep_rng
        kinds = ["if", "ifin", "for", "forin"]
        if scope.cfg:
            kinds += ["cfif", "cfif", "cfifin"]
        kind = rng.choice(kinds)
        inner = kind.endswith("in")
        mut = rng.random() < 0.5
        spec = [(B, 8)]
        n = 0

        def alloc(sc, body):
            root = Root("heap", sc, mut)
            v = self.define(sc, B, 8, {root}, root)
            body.append(Alloc(dst=v, stack=False, seed=rng.randint(0, 99),
                              fresh=None))
            return v

        def kept(sc, body):
            k = alloc(sc, body)
            body.append(Opaque(var=k, shift=0))
            return k

        b = alloc(scope, out)
        k = None if inner else kept(scope, out)
        n += 2 if inner else 3
        c = ("const", rng.random() < 0.5) if rng.random() < 0.2 else None
        if c is None:
            c = self.cond_from(scope, rng)
        if kind.startswith("for"):
            bs = Scope(scope, cfg=False)
            markers = self.markers(bs, [mut])
            iv = self.define(bs, IDX, 0, set(), prefix="%i")
            params = self.param_vars(bs, spec, self.carried([b], markers),
                                     markers)
            body = [Print(var=params[0], idx=("c", rng.randrange(8)))]
            if inner:
                k = kept(bs, body)
            all_roots = self.resolve(self.roots([b, k]), markers)
            res = self.loop_results(scope, spec, all_roots, [[b, k]],
                                    markers)
            out.append(For(results=res, count=rng.randint(0, 3), iv=iv,
                           params=params, inits=[b], body=body, yields=[k],
                           test=None))
        else:
            cf = kind.startswith("cf")
            ts = self.branch_scope(scope) if cf else Scope(scope, cfg=False)
            es = self.branch_scope(scope) if cf else Scope(scope, cfg=False)
            then, els = [], []
            if inner:
                k = kept(ts, then)
            tv, ev = [k], [b]
            if rng.random() < 0.5 and not inner:
                tv, ev = ev, tv
            res = self.merge(scope, spec, [tv, ev], [ts, es])
            if cf:
                out.append(CfIf(results=res, cond=c, tparams=[], targs=[],
                                then=then, tvals=tv, tret=None, eparams=[],
                                eargs=[], els=els, evals=ev, eret=None,
                                dead=None))
            else:
                out.append(If(results=res, cond=c, then=then, tvals=tv,
                              els=els, evals=ev))
        out.append(Print(var=res[0], idx=("c", rng.randrange(8))))
        return n + 2

    def g_passrealloc(self, scope, out, depth, budget):
        """A buffer passed through scf.if or scf.for (cf loop), then
        reallocated (runtime sized, mostly)."""
        b = self.alloc(scope, out, mut=True)
        root = self.info[b].own
        kind = self.rng.choice(["if", "for", "cfloop" if scope.cfg else "for"])
        if kind == "if":
            c = self.cond(scope)
            ts, es = Scope(scope, cfg=False), Scope(scope, cfg=False)
            then = self.body(ts, 2, self.max_depth)
            els = self.body(es, 1, self.max_depth)
            r = self.define(scope, B, 8, {root}, root)
            out.append(If(results=[r], cond=c, then=then, tvals=[b], els=els,
                          evals=[b]))
        else:
            bs = Scope(scope, cfg=kind == "cfloop")
            m = Root("marker", bs, True)
            ctr = self.define(bs, IDX, 0, set(), prefix="%i")
            p = self.define(bs, B, 8, {root, m}, own=m, prefix="%p")
            body = self.body(bs, 2, self.max_depth)
            r = self.define(scope, B, 8, {root}, root)
            count = self.rng.randint(0, 3)
            if kind == "for":
                out.append(For(results=[r], count=count, iv=ctr, params=[p],
                               inits=[b], body=body, yields=[p]))
            else:
                out.append(CfLoop(results=[r], count=count, ctr=ctr,
                                  params=[p], inits=[b], body=body,
                                  backs=[p]))
        if not self.alive(r):
            return 2
        root.dead = True
        nroot = Root("heap", scope, True)
        dst = self.define(scope, R, 16, {nroot}, nroot)
        out.append(Realloc(dst=dst, src=r, seed=self.rng.randint(0, 99),
                           dyn=self.rng.random() < 0.7 or None))
        return 3

    def g_deep(self, scope, out, depth, budget):
        """scf.if / scf.for / scf.execute_region (and the test dialect's
        region ops) nested 50 to 300 levels deep, a buffer or none carried
        through every level."""
        if self.deep_done or depth > 0:
            return 0
        self.deep_done = True
        self.twos = 0
        self.nest(scope, out, self.rng.randint(50, 300))
        return 4

    def nest(self, scope, out, k):
        if k == 0:
            self.fill(scope, out, 3, self.max_depth)
            return
        kinds = ["if", "for", "exec", "if", "for"]
        if self.test:
            kinds += ["repeat", "texec"]
        kind = self.rng.choice(kinds)
        spec = self.spec(self.rng.choice([0, 1, 1]))
        if kind == "if":
            c = ("const", True) if self.rng.random() < 0.5 else \
                self.cond(scope)
            ts, es = Scope(scope, cfg=False), Scope(scope, cfg=False)
            then, els = [], []
            self.nest(ts, then, k - 1)
            tvals = self.picks(ts, spec, then)
            evals = self.picks(es, spec, els)
            res = self.merge(scope, spec, [tvals, evals], [ts, es])
            out.append(If(results=res, cond=c, then=then, tvals=tvals,
                          els=els, evals=evals))
        elif kind in ("for", "repeat"):
            spec, inits, muts = self.loop_params(scope, out, len(spec))
            bs = Scope(scope, cfg=False)
            markers = self.markers(bs, muts)
            iv = None if kind == "repeat" else \
                self.define(bs, IDX, 0, set(), prefix="%i")
            params = self.param_vars(bs, spec, self.carried(inits, markers),
                                     markers)
            body = []
            self.nest(bs, body, k - 1)
            yields = self.picks(bs, spec, body, muts=muts)
            all_roots = self.resolve(self.roots(inits) | self.roots(yields),
                                     markers)
            res = self.loop_results(scope, spec, all_roots, [
                [i, y] for i, y in zip(inits, yields)], markers)
            count = 1
            r = self.rng.random()
            if r < 0.04 and self.twos < 4:
                self.twos += 1
                count = 2
            elif r > 0.98:
                count = 0
            out.append(For(results=res, count=count, iv=iv, params=params,
                           inits=inits, body=body, yields=yields,
                           test=kind == "repeat" or None))
        else:
            ret = ExitCtx(spec, allow_stack=True)
            bs = Scope(scope, cfg=True, loop=None, ret=ret)
            ret.scope = bs
            body = []
            self.nest(bs, body, k - 1)
            rets = self.picks(bs, spec, body)
            exits = ret.points + [rets]
            res = self.merge(scope, spec, exits, [bs] * len(exits))
            out.append(Exec(results=res, body=body, rets=rets,
                            test=kind == "texec" or None))

    def g_chain(self, scope, out, depth, budget):
        """A long chain of blocks: 14 to 30 cf.cond_br diamonds and switches
        in a row (40 to 150 blocks)."""
        if not scope.cfg or self.chains >= 1:
            return 0
        self.chains += 1
        for _ in range(self.rng.randint(14, 30)):
            if self.rng.random() < 0.8:
                self.g_cfif(scope, out, self.max_depth, 2)
            else:
                self.g_cfswitch(scope, out, self.max_depth, 2)
        return 4

    def g_wideswitch(self, scope, out, depth, budget):
        """A cf.switch of 40 to 90 cases whose arms do little more than
        forward values, while the buffers of the scope (some possibly the
        same buffer) are live at it: the deallocation of an edge must not
        cost all of them again (the output would grow with the edges times
        the buffers: `output-blowup`)."""
        if not scope.cfg or self.wide_switches >= 1:
            return 0
        self.wide_switches += 1
        # Buffers the edges may forward, a few of them through selects that
        # may be either of two (the deallocation must then tell at run time
        # which one an edge keeps).
        fresh = [self.alloc(scope, out) for _ in range(self.rng.randint(4, 8))]
        for _ in range(self.rng.randint(2, 4)):
            a, b = self.rng.sample(fresh, 2)
            c = self.cond(scope)
            dst = self.define(scope, B, 8, self.info[a].roots
                              | self.info[b].roots, whole=True)
            out.append(Select(dst=dst, cond=c, a=a, b=b))
        n = self.rng.randint(40, 90)
        flag = self.flag(scope, out, n + 1)
        spec = self.spec(self.rng.choice([1, 2]))
        self.cf_switch(scope, out, flag, spec, n, lambda cs: [])
        return 2

    # --- bodies, functions, programs ----------------------------------------

    def function(self, name, main=False):
        rng = self.rng
        kind = None
        if main:
            params, results, dparam = [], [], None
        else:
            params = [(t, n) for t, n in self.spec(rng.randint(1, 3))]
            results = self.spec(rng.choice([0, 1, 1, 2]))
            dparam = "%depth" if rng.random() < 0.35 else None
            if self.adv:
                kind = rng.choice(["plain", "dup", "dup", "consume",
                                   "consume-some", "realloc-ret", "ret-arg",
                                   "layout"])
                if kind in ("consume", "consume-some", "realloc-ret",
                            "ret-arg", "layout"):
                    params[0] = (B, 8)
                if kind == "layout":
                    params, results = params[:1], results[:1]
                    results = [(B, 8)] * len(results)
                if kind == "dup":
                    results = [(B, 8), (B, 8)]
                elif kind == "realloc-ret":
                    results = [(R, 16)] + results[:1]
                elif kind == "ret-arg":
                    results = [(B, 8)] + results[:1]
        pmut = self.slot_muts(len(params))
        consumed = [kind in ("consume", "consume-some", "realloc-ret")
                    and i == 0 for i in range(len(params))]
        if self.adv:
            self.consumed[name] = consumed
        ret = ExitCtx(results, allow_stack=False, returnable=True)
        top = Scope(None, cfg=True, ret=ret)
        ret.scope = top
        top.fn = FnCtx(name, dparam, [], results)
        top.fn.pmut = pmut
        self.pmut[name] = pmut
        pnames = []
        for (t, n), m in zip(params, pmut):
            pnames.append(self.define(top, t, n, {Root("arg", top, m)},
                                      prefix="%a"))
        top.fn.params = pnames
        if dparam:
            self.prog.vars[dparam] = (IDX, 0)
            self.info[dparam] = VarInfo(IDX, 0, frozenset())
        # The function's shared condition, computed at its entry from the
        # depth, an argument's first element or a global.
        loadable = [p for (t, n), p in zip(params, pnames)
                    if t in LOADABLE and n > 0]
        r = rng.random()
        if dparam and r < 0.4:
            shared = ("dpos", dparam)
        elif loadable and r < 0.8:
            shared = ("buf", rng.choice(loadable), ("c", 0),
                      rng.randint(0, 100))
        else:
            shared = ("global", self.prog.globals[0][0], rng.randrange(8),
                      rng.randint(0, 100))
        top.fn.shared = shared
        budget = self.size * (2 if main else 1)
        body = []
        if main:
            # Give main something to work with from the start.
            self.alloc(top, body)
        if kind == "layout":
            self.layout_body(top, body)
        else:
            self.fill(top, body, budget, 0)
        forced = self.adv_tail(kind, top, body, pnames, results) \
            if self.adv else None
        if forced is not None:
            rets = forced + self.picks(top, results[len(forced):], body,
                                       allow_stack=False, returnable=True)
        else:
            rets = self.picks(top, results, body, allow_stack=False,
                              returnable=True)
        f = Func(name, pnames, dparam, results, body, rets,
                 private=not main and rng.random() < (0.7 if self.adv
                                                      else 0.5)
                 and kind != "layout",
                 kind=kind)
        f.shared = shared
        exits = ret.points + [rets]
        if self.adv:
            self.fresh_results[name] = self.fresh_groups(top, results, exits)
            return f
        fresh = []
        for i, (t, _) in enumerate(results):
            ok = t == B
            for vals in exits:
                own = self.info[vals[i]].own
                ok = ok and (own is not None and own.kind == "heap"
                             and self.info[vals[i]].type == B
                             and all(own not in self.info[w].roots
                                     for j, w in enumerate(vals) if j != i))
            fresh.append(ok)
        self.fresh_results[name] = fresh
        return f

    def layout_body(self, top, body):
        """Adversarial mode: allocations of a layout without strides
        (memref<4x4xi32, affine_map<(d0, d1) -> (d1, d0)>>), written, read,
        freed, also under an scf.if. They stay in a function of their own,
        which nothing calls: such layouts do not lower to LLVM, so the
        oracle compiles the function and runs the rest of the program."""
        rng = self.rng

        def stmts(scope, out, n):
            for _ in range(n):
                ls = self.visible(scope, (L,))
                r = rng.random()
                if not ls or r < 0.2:
                    self.alloc_l(scope, out)
                elif r < 0.55:
                    dsts = [v for v in ls if self.mutability(v) is True]
                    if dsts:
                        srcs = self.visible(scope)
                        out.append(Store(
                            dst=rng.choice(dsts),
                            idx=("c", rng.randrange(16)),
                            terms=[("load", v, ("c", rng.randrange(
                                self.info[v].len)))
                                for v in rng.sample(srcs, min(2, len(srcs)))],
                            mul=rng.randint(1, 5), add=rng.randint(0, 20)))
                elif r < 0.8:
                    v = rng.choice(ls)
                    out.append(Print(var=v, idx=("c", rng.randrange(16)))
                               if rng.random() < 0.6 else PrintSum(var=v))
                else:
                    self.g_dealloc(scope, out, 0, 1)
        stmts(top, body, rng.randint(2, 5))
        if rng.random() < 0.7:
            c = self.cond(top)
            ts, es = Scope(top, cfg=False), Scope(top, cfg=False)
            then, els = [], []
            stmts(ts, then, rng.randint(1, 4))
            stmts(es, els, rng.randint(0, 2))
            body.append(If(results=[], cond=c, then=then, tvals=[], els=els,
                           evals=[]))
        stmts(top, body, rng.randint(1, 3))

    def adv_tail(self, kind, top, body, pnames, results):
        """The end of an adversarial function: frees its first argument
        (after loading it; on every path or under an scf.if), returns a
        realloc of it, returns it, or returns one buffer twice (or two that
        may be one). Returns the forced leading return values, or None."""
        rng = self.rng
        a0 = pnames[0] if pnames else None
        alive = a0 is not None and self.alive(a0)
        if kind in ("consume", "consume-some") and alive:
            op = "consume" if self.test and rng.random() < 0.5 else None
            free = [Print(var=a0, idx=("c", rng.randrange(8))),
                    Dealloc(var=a0, op=op)]
            if kind == "consume":
                body.extend(free)
            else:
                body.append(If(results=[], cond=self.cond(top), then=free,
                               tvals=[], els=[], evals=[]))
            for r in self.info[a0].roots:
                r.dead = True
            return None
        if kind == "realloc-ret":
            src = a0 if alive else self.alloc(top, body, mut=True)
            root = Root("heap", top, True)
            dst = self.define(top, R, 16, {root}, root)
            body.append(Realloc(dst=dst, src=src, seed=rng.randint(0, 99),
                                dyn=rng.random() < 0.5 or None))
            for r in self.info[src].roots:
                r.dead = True
            return [dst]
        if kind == "ret-arg" and alive and self.returnable(a0):
            return [a0]
        if kind == "dup":
            x = self.alloc(top, body, mut=True)
            variant = rng.choice(["same", "select", "arg"])
            bparams = [p for p in pnames if self.prog.vars[p][0] == B
                       and self.alive(p) and self.returnable(p)]
            if variant == "arg" and bparams:
                a = rng.choice(bparams)
                return [a, a]
            if variant == "select":
                y = self.alloc(top, body, mut=True)
                c = self.cond(top)
                sel = self.define(top, B, 8, self.info[x].roots |
                                  self.info[y].roots, whole=True)
                body.append(Select(dst=sel, cond=c, a=x, b=y))
                return [sel, y] if rng.random() < 0.5 else [y, sel]
            return [x, x]
        return None

    def fresh_groups(self, top, results, exits):
        """Adversarial mode: for every result, None if the caller does not
        own it as a fresh buffer, else the id of its group: results that may
        share a buffer (`return %a, %a`, a select of two) are one group,
        which the caller sees as one fresh buffer."""
        n = len(results)
        ok = []
        for i, (t, _) in enumerate(results):
            good = t in (B, R) and bool(exits)
            for vals in exits:
                inf = self.info[vals[i]]
                good = good and inf.type == t and inf.whole and bool(
                    inf.roots) and all(
                        r.kind == "heap" and not r.iso and r.scope is not None
                        and r.scope.fn is top.fn for r in inf.roots)
            ok.append(good)
        parent = list(range(n))

        def find(a):
            while parent[a] != a:
                a = parent[a]
            return a
        changed = True
        while changed:
            changed = False
            for vals in exits:
                for i in range(n):
                    for j in range(n):
                        if i == j or not (self.info[vals[i]].roots
                                          & self.info[vals[j]].roots):
                            continue
                        if ok[i] and not ok[j]:
                            ok[i], changed = False, True
                        elif ok[i] and ok[j] and find(i) != find(j):
                            parent[find(i)] = find(j)
                            changed = True
        return [find(i) if ok[i] else None for i in range(n)]

    def program(self):
        rng = self.rng
        self.global_roots = {}
        for i in range(rng.randint(1, 2)):
            g = "@g%d" % i
            self.prog.globals.append(
                (g, [rng.randint(-20, 99) for _ in range(8)]))
            self.global_roots[g] = Root("global", None, rng.random() < 0.5)
        for i in range(rng.randint(0, self.max_funcs)):
            self.prog.funcs.append(self.function("@f%d" % i))
        self.prog.funcs.append(self.function("@main", main=True))
        self.prog.adversarial = self.adv
        return self.prog


def generate(seed, size=24, adversarial=False):
    prog = Generator(seed, size=size, adversarial=adversarial).program()
    prog.origin = "seed %s%s" % (seed, ", adversarial" if adversarial
                                 else "")
    return prog


# ===----------------------------------------------------------------------===
# Wide switches (--shape wide-switch): programs outside the statement
# generator, whose size lies in one terminator
# ===----------------------------------------------------------------------===


def wide_switch_program(seed):
    """A function @f(%flag) with one to three cf.switch of 257 to 700 cases
    in a row. Before them, 2 to 6 buffers (some i32 views of raw i8
    buffers); the cases forward one of them (or what the previous switch
    forwarded, a block argument that may be any of them) with an i1 to the
    merge block or to one of a few intermediate blocks (which may copy the
    buffer into a new one and free a temporary by hand, or branch on the i1);
    the merge selects between its argument and a buffer on the i1. Shapes:
    a switch in a loop whose cases forward the buffer of the iteration, a
    switch in an scf.execute_region, a constant flag. @main calls @f with
    flags on and around the cases and prints what it returns. What these
    programs find: deallocations that cost every edge all the buffers live
    at the switch (output-blowup, timeouts), miscompiles of wide switches."""
    r = random.Random("reclaim-fuzz-wide-switch:%s" % seed)
    n = r.choice([257, 300, 400, 500, 700])
    k = r.randint(2, 6)
    shape = r.choice(["merge", "chain", "seq", "loop", "exec", "const"])
    ty = "memref<8xi32>"
    L = []
    o = L.append
    o("// reclaim-fuzz --shape wide-switch, seed %s: %d cases, %d buffers, "
      "%s" % (seed, n, k, shape))
    o("func.func @f(%%flag: i32) -> %s {" % ty)
    o("  %c0 = arith.constant 0 : index")
    for i in range(k):
        if r.random() < 0.4:
            o("  %%raw%d = memref.alloc() : memref<64xi8>" % i)
            o("  %%off%d = arith.constant %d : index" % (i, r.choice([0, 32])))
            o("  %%a%d = memref.view %%raw%d[%%off%d][] : memref<64xi8> to %s"
              % (i, i, i, ty))
        else:
            o("  %%a%d = memref.alloc() : %s" % (i, ty))
        o("  %%v%d = arith.constant %d : i32" % (i, 100 * (i + 1)))
        o("  memref.store %%v%d, %%a%d[%%c0] : %s" % (i, i, ty))
    o("  %true = arith.constant true")
    o("  %false = arith.constant false")
    if shape == "const":
        o("  %%sel = arith.constant %d : i32" % r.choice([0, 1, n - 1, n + 3]))
    else:
        o("  %sel = arith.addi %flag, %flag : i32")
    srcs = ["%%a%d" % i for i in range(k)]
    labels = iter(range(10 ** 6))

    def switch(sel, srcs, target, ind="  "):
        """A switch on `sel` forwarding one of `srcs` and an i1 to `target`
        (a block taking (memref, i1)), through 0 to 4 intermediate
        blocks."""
        lab = next(labels)
        nblk = r.randint(0, 4) if shape != "merge" else 0
        def edge(dest=None):
            return "%s(%s, %s : %s, i1)" % (dest or target, r.choice(srcs),
                                            r.choice(["%true", "%false"]),
                                            ty)
        cases = ["default: %s" % edge()]
        for c in range(n):
            dest = ("^w%d_%d" % (lab, r.randrange(nblk))
                    if nblk and r.random() < 0.3 else None)
            cases.append("%d: %s" % (c, edge(dest)))
        o("%scf.switch %s : i32, [\n%s    %s\n%s]" % (
            ind, sel, ind, (",\n    " + ind).join(cases), ind))
        for b in range(nblk):
            m, c = "%%wm%d_%d" % (lab, b), "%%wc%d_%d" % (lab, b)
            o("^w%d_%d(%s: %s, %s: i1):" % (lab, b, m, ty, c))
            if r.random() < 0.5:
                o("%s%%wt%d_%d = memref.alloc() : %s" % (ind, lab, b, ty))
                o("%smemref.copy %s, %%wt%d_%d : %s to %s" % (
                    ind, m, lab, b, ty, ty))
                o("%s%%wn%d_%d = memref.alloc() : %s" % (ind, lab, b, ty))
                o("%smemref.copy %%wt%d_%d, %%wn%d_%d : %s to %s" % (
                    ind, lab, b, lab, b, ty, ty))
                o("%smemref.dealloc %%wt%d_%d : %s" % (ind, lab, b, ty))
                m = "%%wn%d_%d" % (lab, b)
            if b + 1 < nblk and r.random() < 0.5:
                o("%scf.cond_br %s, ^w%d_%d(%s, %s : %s, i1), %s(%s, %s : "
                  "%s, i1)" % (ind, c, lab, b + 1, m, c, ty, target, m, c, ty))
            else:
                o("%scf.br %s(%s, %s : %s, i1)" % (ind, target, m, c, ty))

    if shape == "loop":
        o("  %i0 = arith.constant 0 : i32")
        o("  cf.br ^head(%%i0, %%a0 : i32, %s)" % ty)
        o("^head(%%it: i32, %%cur: %s):" % ty)
        o("  %lim = arith.constant 3 : i32")
        o("  %more = arith.cmpi slt, %it, %lim : i32")
        o("  cf.cond_br %more, ^body, ^exit")
        o("^body:")
        o("  %ls = arith.addi %sel, %it : i32")
        o("  %fresh = memref.alloc() : " + ty)
        o("  %fv = memref.load %cur[%c0] : " + ty)
        o("  memref.store %fv, %fresh[%c0] : " + ty)
        switch("%ls", ["%fresh", "%cur"] + srcs, "^lm")
        o("^lm(%%nx: %s, %%nc: i1):" % ty)
        o("  %one = arith.constant 1 : i32")
        o("  %it2 = arith.addi %it, %one : i32")
        o("  cf.br ^head(%%it2, %%nx : i32, %s)" % ty)
        o("^exit:")
        o("  return %%cur : %s" % ty)
    elif shape == "exec":
        o("  %%res = scf.execute_region -> %s {" % ty)
        switch("%sel", srcs, "^xm", ind="    ")
        o("  ^xm(%%xm: %s, %%xc: i1):" % ty)
        o("    %%xs = arith.select %%xc, %%xm, %%a0 : %s" % ty)
        o("    scf.yield %%xs : %s" % ty)
        o("  }")
        o("  return %%res : %s" % ty)
    else:
        count = r.randint(2, 3) if shape == "seq" else 1
        for j in range(count):
            switch("%sel", srcs, "^m%d" % j)
            o("^m%d(%%m%d: %s, %%mc%d: i1):" % (j, j, ty, j))
            o("  %%s%d = arith.select %%mc%d, %%m%d, %%a0 : %s" % (
                j, j, j, ty))
            srcs = ["%%s%d" % j] + srcs[:r.randint(1, len(srcs))]
        o("  return %%s%d : %s" % (count - 1, ty))
    o("}")
    o("func.func @main() {")
    o("  %c0 = arith.constant 0 : index")
    flags = sorted({0, 1, 2, n // 2, n - 1, n, n + 7, -1, r.randint(0, n)})
    for j, fl in enumerate(flags):
        o("  %%fl%d = arith.constant %d : i32" % (j, fl))
        o("  %%r%d = call @f(%%fl%d) : (i32) -> %s" % (j, j, ty))
        o("  %%x%d = memref.load %%r%d[%%c0] : %s" % (j, j, ty))
        o("  vector.print %%x%d : i32" % j)
    o("  return")
    o("}")
    return "\n".join(L) + "\n"


# ===----------------------------------------------------------------------===
# Compile-time scaling (--shape scaling): one motif at two sizes
# ===----------------------------------------------------------------------===

#: The type of every buffer that crosses a unit (yields, block arguments,
#: calls): any i32 buffer or view of the programs casts to it.
SCALE_T = "memref<?xi32, strided<[?], offset: ?>>"
#: The region op a unit of a motif is built around -> whether it yields a
#: buffer. cfexec: a cf loop inside an scf.execute_region; none: no region
#: op (not used along the depth axis).
SCALE_KINDS = {"if": True, "for": True, "while": True, "exec": True,
               "iswitch": True, "cfexec": True, "scope": False,
               "parallel": False, "none": True}
#: Scaling axis -> the forms the units are repeated in.
SCALE_FORMS = {
    "depth": ["nest"],                      # unit d nested in unit d-1
    "length": ["block", "cfchain"],         # in sequence: one block, cf chain
    "width": ["cfswitch", "iswitch", "preds"],  # cases of one merge
    "count": ["live", "chain", "fan"],      # live buffers, functions
}
#: Forms drawn only when asked for (--scaling-form), so that the programs of
#: existing seeds stay what they were -> their axis. Chains of functions
#: laid out in call order, each returning its argument through the next:
#: callchain (the last returns its argument: each first round of
#: reclaim-drop-equivalent-results used to settle one more result),
#: dropchain (each may return its argument, the last may also return a
#: fresh buffer: each checking round used to drop one claim).
SCALE_EXTRA_FORMS = {"callchain": "order", "dropchain": "order"}
#: The large program has SCALE_FACTOR times the units of the small one.
SCALE_FACTOR = 4
#: The timed pipelines, each run alone: together every Reclaim pass
#: (prepare=true adds the four signature passes; reclaim-buffer-hoisting is
#: not in reclaim-pipeline).
SCALE_PIPELINES = "reclaim-pipeline{prepare=true};reclaim-buffer-hoisting"


def scaling_spec(seed, units=None, form=None, keep=False):
    """The motif and scaling axis of program `seed` ("S:I"), drawn from
    random.Random("reclaim-fuzz-scaling:S:I") alone, and the number of
    units n of its small instance (`units`, or chosen so that the large
    instance, SCALE_FACTOR * n units, has 8,000-20,000 lines). `form`, if
    set, replaces the form drawn (and its axis); the rest is drawn as
    usual. `keep`: every unit's buffer is touched by reclaim_test.opaque,
    an op of unknown effects (compiled with unknown-ops=keep-alive: every
    buffer lives to the return)."""
    r = random.Random("reclaim-fuzz-scaling:%s" % seed)
    axis = r.choice(sorted(SCALE_FORMS))
    regions = [k for k in SCALE_KINDS if k != "none"]
    pool = regions if axis == "depth" else regions + ["none"] * 3
    s = {
        "seed": seed, "axis": axis, "form": r.choice(SCALE_FORMS[axis]),
        "kinds": [r.choice(pool) for _ in range(r.randint(1, 3))],
        # Size of each unit's allocation: static, the function's %n, %n
        # plus a constant computed in the unit, or a chain: each unit's
        # size computed from the previous unit's.
        "size": r.choice(["static", "entry", "level", "outer"]),
        "view": r.choice([None, None, 0, 1, 2, 4]),  # subview offset
        "copy": r.random() < 0.25,        # the unit's buffer copied first
        "local": r.choice([None, None, "heap", "stack"]),
        # What the unit hands inward: its buffer, what it got, a select of
        # both on the shared condition, or a call's result.
        "down": r.choice(["own", "in", "sel", "call"]),
        "call": r.choice(["fresh", "pick"]),
        # What the unit hands outward: what its region op yields, its own
        # buffer, or a select of both.
        "up": r.choice(["r", "r", "own", "sel"]),
        "consume": r.random() < 0.6,      # load what the region op yields
        "branch": r.random() < 0.5,       # exec regions end in a cf branch
        "pool": r.randint(2, 6),          # width: buffers live at the merge
        "direct": r.choice([0.0, 0.3, 0.7, 1.0]),  # width: plain cases
    }
    s["keep"] = keep
    if form:
        s["form"] = form
        s["axis"] = SCALE_EXTRA_FORMS.get(form) or next(
            a for a, forms in SCALE_FORMS.items() if form in forms)
    if s["axis"] == "depth" and "scope" in s["kinds"]:
        # MLIR lowers no alloca_scope whose body becomes several blocks
        # (any other region op): nests of scopes are nests of scopes only.
        s["kinds"] = ["scope"]
    if units is None:
        a = scaling_program(s, 8).count("\n")
        b = scaling_program(s, 24).count("\n")
        per = max(1.0, (b - a) / 16.0)
        target = r.randint(8000, 20000)
        units = max(4, int(round(target / SCALE_FACTOR / per)))
    s["units"] = units
    return s


def scaling_describe(s):
    return "%s/%s, units %s, %s" % (
        s["axis"], s["form"], "+".join(s["kinds"]), " ".join(
            "%s=%s" % (k, s[k]) for k in ("size", "view", "copy", "local",
                                          "down", "call", "up", "consume",
                                          "branch", "pool", "direct",
                                          "keep")))


class ScalingProgram:
    """Emits the program of a scaling spec with `units` units. A unit
    allocates a buffer (static or dynamic size), writes it, may copy it,
    view it, allocate a local buffer, select it with what it received on
    the shared condition %c, or pass it to a call; then its region op
    (spec "kinds", in turn) receives one buffer and yields one; after it,
    the unit may load what it yielded and its local buffer into %acc, and
    hands a buffer on. The innermost unit of a nest yields what it got.
    Every buffer is written right after its allocation only (never after
    it was handed on), every load reads index 0 of a buffer of at least 4
    elements whose index 0 was written, and loops run %t (0 or 1) times:
    the programs are valid, terminate and only leak without deallocation.
    No indentation: a nest of 3,000 levels stays a few hundred KB."""

    def __init__(self, s, units):
        self.s, self.n, self.L, self.uid = s, units, [], 0
        self.zprev = "%n"

    def o(self, line):
        self.L.append(line)

    def fresh(self, p):
        self.uid += 1
        return "%%%s%d" % (p, self.uid)

    def label(self, p):
        self.uid += 1
        return "^%s%d" % (p, self.uid)

    def consts(self):
        for i in range(5):
            self.o("%%c%d = arith.constant %d : index" % (i, i))
        for i in range(8):
            self.o("%%k%d = arith.constant %d : i32" % (i, 11 * i + 3))

    def consume(self, v, ty=SCALE_T, ix="%c0"):
        x, a, b = self.fresh("x"), self.fresh("x"), self.fresh("x")
        self.o("%s = memref.load %s[%s] : %s" % (x, v, ix, ty))
        self.o("%s = memref.load %%acc[%%c0] : memref<4xi32>" % a)
        self.o("%s = arith.addi %s, %s : i32" % (b, a, x))
        self.o("memref.store %s, %%acc[%%c0] : memref<4xi32>" % b)

    def select(self, a, b):
        v = self.fresh("s")
        self.o("%s = arith.select %%c, %s, %s : %s" % (v, a, b, SCALE_T))
        return v

    def own(self, d):
        """The unit's buffer, as SCALE_T."""
        s, o = self.s, self.o
        k = "%%k%d" % (d % 8)
        if s["size"] == "static":
            A, z = "memref<8xi32>", ""
        else:
            A, z = "memref<?xi32>", "%n"
            if s["size"] == "level":
                z = self.fresh("z")
                o("%s = arith.addi %%n, %%c%d : index" % (z, d % 4))
            elif s["size"] == "outer":
                z = self.fresh("z")
                o("%s = arith.xori %s, %%c1 : index" % (z, self.zprev))
                self.zprev = z
        a = self.fresh("a")
        o("%s = memref.alloc(%s) : %s" % (a, z, A))
        o("memref.store %s, %s[%%c0] : %s" % (k, a, A))
        if s.get("keep"):
            o("reclaim_test.opaque %s : %s" % (a, A))
        if s["view"]:
            o("memref.store %s, %s[%%c%d] : %s" % (k, a, s["view"], A))
        if s["copy"]:
            a2 = self.fresh("a")
            o("%s = memref.alloc(%s) : %s" % (a2, z, A))
            o("memref.copy %s, %s : %s to %s" % (a, a2, A, A))
            a = a2
        src, ty = a, A
        if s["view"] is not None:
            src = self.fresh("v")
            ty = "memref<4xi32, strided<[1], offset: %d>>" % s["view"]
            o("%s = memref.subview %s[%d][4][1] : %s to %s" % (
                src, a, s["view"], A, ty))
        own = self.fresh("o")
        o("%s = memref.cast %s : %s to %s" % (own, src, ty, SCALE_T))
        return own

    def prelude(self, d, cur):
        """Own buffer, local buffer, and what the unit hands inward."""
        s, o = self.s, self.o
        own = self.own(d)
        loc = None
        if s["local"]:
            loc = self.fresh("l")
            o("%s = memref.%s() : memref<8xi32>" % (
                loc, "alloc" if s["local"] == "heap" else "alloca"))
            o("memref.store %%k%d, %s[%%c1] : memref<8xi32>" % (
                (d + 1) % 8, loc))
        dn = {"own": own, "in": cur}.get(s["down"])
        if s["down"] == "sel":
            dn = self.select(own, cur)
        elif s["down"] == "call":
            dn = self.fresh("h")
            if s["call"] == "fresh":
                o("%s = func.call @h(%s, %%k%d) : (%s, i32) -> %s" % (
                    dn, own, d % 8, SCALE_T, SCALE_T))
            else:
                o("%s = func.call @g(%s, %s, %%c) : (%s, %s, i1) -> %s" % (
                    dn, own, cur, SCALE_T, SCALE_T, SCALE_T))
        return own, loc, dn

    def open(self, kind, dn):
        """The region op's header; returns its state and the buffer the
        inner unit receives."""
        o, T = self.o, SCALE_T
        st = {"kind": kind, "r": None}
        if SCALE_KINDS[kind] and kind != "none":
            st["r"] = self.fresh("r")
        r, inner = st["r"], dn
        if kind == "if":
            o("%s = scf.if %%c -> (%s) {" % (r, T))
        elif kind == "for":
            inner = self.fresh("it")
            o("%s = scf.for %s = %%c0 to %%t step %%c1 iter_args(%s = %s) "
              "-> (%s) {" % (r, self.fresh("i"), inner, dn, T))
        elif kind == "while":
            w, j, lt = self.fresh("w"), self.fresh("j"), self.fresh("lt")
            inner, st["ja"] = self.fresh("wa"), self.fresh("ja")
            o("%s:2 = scf.while (%s = %s, %s = %%c0) : (%s, index) -> "
              "(%s, index) {" % (r, w, dn, j, T, T))
            o("%s = arith.cmpi slt, %s, %%t : index" % (lt, j))
            o("scf.condition(%s) %s, %s : %s, index" % (lt, w, j, T))
            o("} do {")
            o("%s(%s: %s, %s: index):" % (self.label("bw"), inner, T,
                                          st["ja"]))
            st["r"] = r + "#0"
        elif kind == "exec":
            o("%s = scf.execute_region -> %s {" % (r, T))
        elif kind == "iswitch":
            o("%s = scf.index_switch %%sel -> %s" % (r, T))
            o("case 0 {")
        elif kind == "cfexec":
            h = st["h"] = self.label("h")
            st["hj"], inner = self.fresh("hj"), self.fresh("hc")
            hl = self.fresh("hl")
            o("%s = scf.execute_region -> %s {" % (r, T))
            o("cf.br %s(%%c0, %s : index, %s)" % (h, dn, T))
            o("%s(%s: index, %s: %s):" % (h, st["hj"], inner, T))
            o("%s = arith.cmpi slt, %s, %%t : index" % (hl, st["hj"]))
            o("cf.cond_br %s, %sb, %se" % (hl, h, h))
            o("%sb:" % h)
            st["hc"] = inner
        elif kind == "scope":
            o("memref.alloca_scope {")
            sa = self.fresh("sa")
            o("%s = memref.alloca() : memref<8xi32>" % sa)
            o("memref.store %%k1, %s[%%c2] : memref<8xi32>" % sa)
            st["sa"] = sa
        elif kind == "parallel":
            o("scf.parallel (%s) = (%%c0) to (%%t) step (%%c1) {"
              % self.fresh("p"))
        return st, inner

    def close(self, st, up_in, dn, own, loc):
        """The region op's end (yielding `up_in`, what the inner unit
        handed out) and the rest of the unit; returns what it hands on."""
        o, T, s = self.o, SCALE_T, self.s
        kind, rv = st["kind"], st["r"]
        if kind in ("if", "for", "iswitch"):
            o("scf.yield %s : %s" % (up_in, T))
            o("} else {" if kind == "if" else "}")
            if kind == "if":
                o("scf.yield %s : %s" % (dn, T))
                o("}")
            elif kind == "iswitch":
                o("case 1 {")
                o("scf.yield %s : %s" % (own, T))
                o("}")
                o("default {")
                o("scf.yield %s : %s" % (dn, T))
                o("}")
        elif kind == "while":
            jn = self.fresh("jn")
            o("%s = arith.addi %s, %%c1 : index" % (jn, st["ja"]))
            o("scf.yield %s, %s : %s, index" % (up_in, jn, T))
            o("}")
        elif kind == "exec":
            if s["branch"]:
                x, xa = self.label("x"), self.fresh("xa")
                o("cf.cond_br %%c, %s(%s : %s), %s(%s : %s)" % (
                    x, up_in, T, x, dn, T))
                o("%s(%s: %s):" % (x, xa, T))
                up_in = xa
            o("scf.yield %s : %s" % (up_in, T))
            o("}")
        elif kind == "cfexec":
            hn = self.fresh("hn")
            o("%s = arith.addi %s, %%c1 : index" % (hn, st["hj"]))
            o("cf.br %s(%s, %s : index, %s)" % (st["h"], hn, up_in, T))
            o("%se:" % st["h"])
            o("scf.yield %s : %s" % (st["hc"], T))
            o("}")
        elif kind in ("scope", "parallel"):
            self.consume(up_in)
            if kind == "scope":
                self.consume(st["sa"], "memref<8xi32>", "%c2")
            else:
                o("scf.reduce")
            o("}")
            rv = dn
        else:  # none
            rv = up_in
        if s["consume"] and kind != "none":
            self.consume(rv)
        if loc:
            self.consume(loc, "memref<8xi32>", "%c1")
        if s["up"] == "own":
            return own
        if s["up"] == "sel":
            return self.select(rv, own)
        return rv

    def unit(self, d, cur):
        """Unit d in sequence (its region op holds no other unit)."""
        own, loc, dn = self.prelude(d, cur)
        st, inner = self.open(self.kind(d), dn)
        return self.close(st, inner, dn, own, loc)

    def kind(self, d):
        return self.s["kinds"][d % len(self.s["kinds"])]

    def base(self):
        o = self.o
        o("%ba = memref.alloc() : memref<8xi32>")
        o("memref.store %k7, %ba[%c0] : memref<8xi32>")
        o("%%base = memref.cast %%ba : memref<8xi32> to %s" % SCALE_T)
        return "%base"

    ARGS = "%%c: i1, %%t: index, %%sel: index, %%n: index, " \
        "%%acc: memref<4xi32>"

    def body(self):
        """@f's body after its constants; returns the buffer @f returns."""
        s, o, n, T = self.s, self.o, self.n, SCALE_T
        form, cur = s["form"], self.base()
        if form == "nest":
            stack = []
            for d in range(n):
                own, loc, dn = self.prelude(d, cur)
                st, cur = self.open(self.kind(d), dn)
                stack.append((st, dn, own, loc))
            for st, dn, own, loc in reversed(stack):
                cur = self.close(st, cur, dn, own, loc)
            return cur
        if form == "block":
            for d in range(n):
                cur = self.unit(d, cur)
            return cur
        if form == "cfchain":
            labels = [self.label("u") for _ in range(n + 1)]
            o("cf.br %s(%s : %s)" % (labels[0], cur, T))
            for d in range(n):
                cur = self.fresh("in")
                o("%s(%s: %s):" % (labels[d], cur, T))
                up = self.unit(d, cur)
                if d % 2:
                    o("cf.br %s(%s : %s)" % (labels[d + 1], up, T))
                else:
                    o("cf.cond_br %%c, %s(%s : %s), %s(%s : %s)" % (
                        labels[d + 1], up, T, labels[d + 1], cur, T))
            cur = self.fresh("in")
            o("%s(%s: %s):" % (labels[n], cur, T))
            return cur
        if form == "live":
            owns = []
            for d in range(n):
                own, loc, dn = self.prelude(d, cur)
                st, inner = self.open(self.kind(d), dn)
                cur = self.close(st, inner, dn, own, loc)
                owns.append(own)
            acc = "%k0"
            for v in owns:
                x, y = self.fresh("x"), self.fresh("y")
                o("%s = memref.load %s[%%c0] : %s" % (x, v, T))
                o("%s = arith.addi %s, %s : i32" % (y, acc, x))
                acc = y
            o("memref.store %s, %%acc[%%c1] : memref<4xi32>" % acc)
            return cur
        if form in ("callchain", "dropchain"):
            r = self.fresh("r")
            o("%s = func.call @u0(%s, %%c, %%t, %%sel, %%n, %%acc) : (%s, i1, "
              "index, index, index, memref<4xi32>) -> %s" % (r, cur, T, T))
            return r
        if form in ("chain", "fan"):
            call = "(%s, i1, index, index, index, memref<4xi32>) -> %s" % (
                T, T)
            if form == "chain":
                r = self.fresh("r")
                o("%s = func.call @u%d(%s, %%c, %%t, %%sel, %%n, %%acc) : %s"
                  % (r, n - 1, cur, call))
                return r
            for d in range(n):
                r = self.fresh("r")
                o("%s = func.call @u%d(%s, %%c, %%t, %%sel, %%n, %%acc) : %s"
                  % (r, d, cur, call))
                cur = r
            return cur
        # Width: a pool of buffers live at one merge of n cases.
        pool = []
        for i in range(s["pool"]):
            pool.append(self.own(i))
            if s["size"] == "outer":
                self.zprev = "%n"
        plain = [((d * 7919) % 100) < s["direct"] * 100 for d in range(n)]
        if form == "iswitch":
            r = self.fresh("r")
            o("%s = scf.index_switch %%sel -> %s" % (r, T))
            for d in range(n):
                o("case %d {" % d)
                up = pool[d % len(pool)]
                if not plain[d]:
                    self.zprev = "%n"
                    up = self.unit(d, up)
                o("scf.yield %s : %s" % (up, T))
                o("}")
            o("default {")
            o("scf.yield %s : %s" % (pool[0], T))
            o("}")
            self.consume(r)
            return r
        merge, mv = self.label("m"), self.fresh("mv")
        if form == "cfswitch":
            o("%sel32 = arith.index_cast %sel : index to i32")
            blocks = [self.label("w") for _ in range(n)]
            cases = ["default: %s(%s : %s)" % (merge, pool[0], T)]
            for d in range(n):
                cases.append("%d: %s" % (d, "%s(%s : %s)" % (
                    merge, pool[d % len(pool)], T) if plain[d]
                    else blocks[d]))
            o("cf.switch %%sel32 : i32, [\n  %s\n]" % ",\n  ".join(cases))
            for d in range(n):
                if not plain[d]:
                    o("%s:" % blocks[d])
                    self.zprev = "%n"
                    up = self.unit(d, pool[d % len(pool)])
                    o("cf.br %s(%s : %s)" % (merge, up, T))
        else:  # preds: a chain of tests, each a predecessor of the merge
            tests = [self.label("t") for _ in range(n + 1)]
            o("cf.br %s" % tests[0])
            for d in range(n):
                o("%s:" % tests[d])
                kd, q = self.fresh("q"), self.fresh("q")
                o("%s = arith.constant %d : index" % (kd, d))
                o("%s = arith.cmpi eq, %%sel, %s : index" % (q, kd))
                up = pool[d % len(pool)]
                if not plain[d]:
                    self.zprev = "%n"
                    up = self.unit(d, up)
                o("cf.cond_br %s, %s(%s : %s), %s" % (q, merge, up, T,
                                                      tests[d + 1]))
            o("%s:" % tests[n])
            o("cf.br %s(%s : %s)" % (merge, pool[-1], T))
        o("%s(%s: %s):" % (merge, mv, T))
        self.consume(mv)
        return mv

    def module(self):
        s, o, n, T = self.s, self.o, self.n, SCALE_T
        o("// reclaim-fuzz --shape scaling, seed %s: %d units of %s" % (
            s["seed"], n, scaling_describe(s)))
        if s["down"] == "call":
            o("func.func private @h(%%x: %s, %%k: i32) -> %s {" % (T, T))
            o("%c0 = arith.constant 0 : index")
            o("%hv = memref.load %x[%c0] : " + T)
            o("%hw = arith.addi %hv, %k : i32")
            o("%ha = memref.alloc() : memref<8xi32>")
            o("memref.store %hw, %ha[%c0] : memref<8xi32>")
            o("%%hr = memref.cast %%ha : memref<8xi32> to %s" % T)
            o("return %%hr : %s" % T)
            o("}")
            o("func.func private @g(%%x: %s, %%y: %s, %%c: i1) -> %s {" % (
                T, T, T))
            o("%%gs = arith.select %%c, %%x, %%y : %s" % T)
            o("return %%gs : %s" % T)
            o("}")
        if s["form"] in ("chain", "fan"):
            for d in range(n):
                o("func.func private @u%d(%%in: %s, %s) -> %s {" % (
                    d, T, self.ARGS % (), T))
                self.consts()
                self.zprev = "%n"
                up = self.unit(d, "%in")
                if s["form"] == "chain" and d:
                    r = self.fresh("r")
                    o("%s = func.call @u%d(%s, %%c, %%t, %%sel, %%n, %%acc) "
                      ": (%s, i1, index, index, index, memref<4xi32>) -> %s"
                      % (r, d - 1, up, T, T))
                    up = r
                o("return %s : %s" % (up, T))
                o("}")
        if s["form"] in ("callchain", "dropchain"):
            # @u0 .. @u(n-1) in call order: @ud runs its unit on what it got,
            # then returns @u(d+1)'s result for it (dropchain: or what it
            # got, on %c); the last returns what it got (dropchain: or a
            # fresh buffer).
            call = ": (%s, i1, index, index, index, memref<4xi32>) -> %s" % (
                T, T)
            for d in range(n):
                o("func.func private @u%d(%%in: %s, %s) -> %s {" % (
                    d, T, self.ARGS % (), T))
                self.consts()
                self.zprev = "%n"
                self.consume(self.unit(d, "%in"))
                if s["form"] == "dropchain":
                    a, b = self.label("a"), self.label("b")
                    o("cf.cond_br %%c, %s, %s" % (a, b))
                    o("%s:" % a)
                    o("return %%in : %s" % T)
                    o("%s:" % b)
                if d < n - 1:
                    r = self.fresh("r")
                    o("%s = func.call @u%d(%%in, %%c, %%t, %%sel, %%n, %%acc) "
                      "%s" % (r, d + 1, call))
                elif s["form"] == "dropchain":
                    fa, r = self.fresh("fa"), self.fresh("r")
                    o("%s = memref.alloc() : memref<8xi32>" % fa)
                    o("memref.store %%k5, %s[%%c0] : memref<8xi32>" % fa)
                    o("%s = memref.cast %s : memref<8xi32> to %s" % (r, fa, T))
                else:
                    r = "%in"
                o("return %s : %s" % (r, T))
                o("}")
        o("func.func @f(%s) -> %s {" % (self.ARGS % (), T))
        self.consts()
        self.zprev = "%n"
        o("return %s : %s" % (self.body(), T))
        o("}")
        o("func.func @main() {")
        o("%c0 = arith.constant 0 : index")
        o("%n = arith.constant 8 : index")
        o("%z = arith.constant 0 : i32")
        o("%true = arith.constant true")
        o("%false = arith.constant false")
        o("%acc = memref.alloc() : memref<4xi32>")
        o("memref.store %z, %acc[%c0] : memref<4xi32>")
        o("%c1 = arith.constant 1 : index")
        o("memref.store %z, %acc[%c1] : memref<4xi32>")
        wide = s["axis"] == "width"
        sels = [0, n // 2, n - 1, n + 5] if wide else [0, 1, 2, 0]
        for j, (c, t, sel) in enumerate(zip(
                ["%true", "%false", "%true", "%true"], [1, 1, 0, 1], sels)):
            o("%%t%d = arith.constant %d : index" % (j, t))
            o("%%s%d = arith.constant %d : index" % (j, sel))
            o("%%r%d = call @f(%s, %%t%d, %%s%d, %%n, %%acc) : (i1, index, "
              "index, index, memref<4xi32>) -> %s" % (j, c, j, j, T))
            o("%%x%d = memref.load %%r%d[%%c0] : %s" % (j, j, T))
            o("vector.print %%x%d : i32" % j)
        for i, c in enumerate(("%c0", "%c1")):
            o("%%y%d = memref.load %%acc[%s] : memref<4xi32>" % (i, c))
            o("vector.print %%y%d : i32" % i)
        o("return")
        o("}")
        return "\n".join(self.L) + "\n"


def scaling_program(spec, units):
    """The program of `spec` with `units` units."""
    return ScalingProgram(spec, units).module()


# ===----------------------------------------------------------------------===
# Emitter: program -> MLIR text
# ===----------------------------------------------------------------------===


class Block:
    def __init__(self, label, args):
        self.label, self.args, self.lines = label, args, []


class Region:
    """The blocks of one region; `cur` is the block being filled."""

    def __init__(self):
        self.blocks = []
        self.cur = None

    def new(self, label=None, args=()):
        self.cur = Block(label, list(args))
        self.blocks.append(self.cur)
        return self.cur

    def emit(self, line):
        self.cur.lines.append(line)

    def text(self):
        out = []
        for b in self.blocks:
            if b.label is not None:
                args = ", ".join("%s: %s" % a for a in b.args)
                out.append("^%s%s:" % (b.label, "(%s)" % args if args else ""))
            out.extend("  " + l for l in b.lines)
        return out


def indent(lines, n=2):
    return [" " * n + l for l in lines]


class Emitter:
    def __init__(self, prog):
        self.prog = prog
        self.t = 0
        self.labels = 0

    def tmp(self):
        self.t += 1
        return "%%t%d" % self.t

    def label(self):
        self.labels += 1
        return "bb%d" % self.labels

    def ty(self, v):
        t = self.prog.vars[v][0]
        return "index" if t == IDX else MEMREF[t]

    def const(self, R, value, ty="index"):
        t = self.tmp()
        R.emit("%s = arith.constant %s : %s" % (t, value, ty))
        return t

    def use(self, R, v, want):
        """`v` as a value of type `want` (B, V or idx)."""
        if want == IDX or v not in self.prog.vars:
            return v  # counters and temporaries already have their type
        have = self.prog.vars[v][0]
        if have == want:
            return v
        t = self.tmp()
        R.emit("%s = memref.cast %s : %s to %s" % (t, v, MEMREF[have],
                                                   MEMREF[want]))
        return t

    def uses(self, R, vals, types):
        return [self.use(R, v, t) for v, t in zip(vals, types)]

    def index(self, R, ix):
        if ix[0] == "c":
            return self.const(R, ix[1])
        _, ctr, m = ix
        cm = self.const(R, m)
        t = self.tmp()
        R.emit("%s = arith.remui %s, %s : index" % (t, ctr, cm))
        return t

    def subscript(self, R, var, ix):
        i = self.index(R, ix)
        if self.prog.vars[var][0] not in (E, L):
            return "%s[%s]" % (var, i)
        c4 = self.const(R, 4)
        hi, lo = self.tmp(), self.tmp()
        R.emit("%s = arith.divui %s, %s : index" % (hi, i, c4))
        R.emit("%s = arith.remui %s, %s : index" % (lo, i, c4))
        return "%s[%s, %s]" % (var, hi, lo)

    def load(self, R, var, ix):
        sub = self.subscript(R, var, ix)
        t = self.tmp()
        R.emit("%s = memref.load %s : %s" % (t, sub, self.ty(var)))
        return t

    def cond(self, R, c):
        if c[0] == "shared":
            return self.shared
        if c[0] == "const":
            t = self.tmp()
            R.emit("%s = arith.constant %s" % (t, "true" if c[1] else "false"))
            return t
        t = self.tmp()
        if c[0] == "buf":
            x = self.load(R, c[1], c[2])
            k = self.const(R, c[3], "i32")
            R.emit("%s = arith.cmpi slt, %s, %s : i32" % (t, x, k))
        elif c[0] == "ctr":
            k = self.const(R, c[2])
            R.emit("%s = arith.cmpi slt, %s, %s : index" % (t, c[1], k))
        elif c[0] == "global":
            g = self.tmp()
            R.emit("%s = memref.get_global %s : memref<8xi32>" % (g, c[1]))
            i = self.const(R, c[2])
            x = self.tmp()
            R.emit("%s = memref.load %s[%s] : memref<8xi32>" % (x, g, i))
            k = self.const(R, c[3], "i32")
            R.emit("%s = arith.cmpi slt, %s, %s : i32" % (t, x, k))
        else:  # dpos
            k = self.const(R, 0)
            R.emit("%s = arith.cmpi sgt, %s, %s : index" % (t, c[1], k))
        return t

    def flag_i32(self, R, f):
        x = self.load(R, f[1], f[2])
        m = self.const(R, f[3], "i32")
        t = self.tmp()
        R.emit("%s = arith.remui %s, %s : i32" % (t, x, m))
        return t

    def init_loop(self, R, var, lo, hi, seed):
        ty = self.ty(var)
        l, h, one = self.const(R, lo), self.const(R, hi), self.const(R, 1)
        i, x, m, y, s, z = (self.tmp() for _ in range(6))
        R.emit("scf.for %s = %s to %s step %s {" % (i, l, h, one))
        R.emit("  %s = arith.index_cast %s : index to i32" % (x, i))
        R.emit("  %s = arith.constant %d : i32" % (m, seed % 7 + 1))
        R.emit("  %s = arith.muli %s, %s : i32" % (y, x, m))
        R.emit("  %s = arith.constant %d : i32" % (s, seed))
        R.emit("  %s = arith.addi %s, %s : i32" % (z, y, s))
        R.emit("  memref.store %s, %s[%s] : %s" % (z, var, i, ty))
        R.emit("}")

    def types(self, vals):
        return [self.prog.vars[v][0] for v in vals]

    def mtypes(self, names):
        return ", ".join(self.ty(v) for v in names)

    def results(self, names):
        return "%s = " % ", ".join(names) if names else ""

    # --- statements ---------------------------------------------------------

    def body(self, R, stmts, ctx):
        for s in stmts:
            getattr(self, "e_" + type(s).__name__)(R, s, ctx)

    def nested(self, stmts, ctx, term, args=None):
        """Lines of a single-block region (scf op bodies); `term(R)` emits
        the terminator."""
        R = Region()
        R.new()
        self.body(R, stmts, ctx)
        term(R)
        return R.text()

    def yield_(self, vals, types, op="scf.yield"):
        def term(R):
            vs = self.uses(R, vals, types)
            if vs:
                R.emit("%s %s : %s" % (op, ", ".join(vs), ", ".join(
                    MEMREF[t] for t in types)))
            else:
                R.emit(op)
        return term

    def e_Alloc(self, R, s, ctx):
        op = "alloca" if s.stack else "alloc"
        if s.fresh:
            R.emit("%s = reclaim_test.fresh : memref<8xi32>" % s.dst)
        elif not s.stack and s.seed % 3 == 0:
            # A dynamically sized allocation (of 8 elements), seen through a
            # cast: what a frontend emits before constants are folded, and
            # what reclaim-memory-plan groups per block.
            R.emit("%s_n = arith.constant 8 : index" % s.dst)
            R.emit("%s_d = memref.alloc(%s_n) : memref<?xi32>" % (s.dst,
                                                                  s.dst))
            R.emit("%s = memref.cast %s_d : memref<?xi32> to memref<8xi32>"
                   % (s.dst, s.dst))
        else:
            R.emit("%s = memref.%s() : memref<8xi32>" % (s.dst, op))
        self.init_loop(R, s.dst, 0, 8, s.seed)

    def e_GetGlobal(self, R, s, ctx):
        R.emit("%s = memref.get_global %s : memref<8xi32>" % (s.dst, s.name))

    def e_ConstIdx(self, R, s, ctx):
        R.emit("%s = arith.constant %d : index" % (s.dst, s.value))

    def e_View(self, R, s, ctx):
        src, sty = s.src, self.ty(s.src)
        st = self.prog.vars[src][0]
        if s.op == "cast":
            R.emit("%s = memref.cast %s : %s to %s" % (s.dst, src, sty,
                                                       MEMREF[V]))
            return
        if s.op == "expand":
            R.emit("%s = memref.expand_shape %s [[0, 1]] output_shape [2, 4]"
                   " : %s into memref<2x4xi32>" % (s.dst, src, sty))
            return
        if s.op == "collapse":
            R.emit("%s = memref.collapse_shape %s [[0, 1]] : memref<2x4xi32>"
                   " into memref<8xi32>" % (s.dst, src))
            return
        t = self.tmp()
        if s.op == "subview":
            layout = ("strided<[?], offset: ?>" if st == V
                      else "strided<[1], offset: %d>" % s.off)
            vty = "memref<%dxi32, %s>" % (s.size, layout)
            R.emit("%s = memref.subview %s[%d] [%d] [1] : %s to %s" % (
                t, src, s.off, s.size, sty, vty))
        else:
            vty = "memref<%dxi32, strided<[1], offset: %d>>" % (s.size, s.off)
            R.emit("%s = memref.reinterpret_cast %s to offset: [%d], sizes: "
                   "[%d], strides: [1] : %s to %s" % (t, src, s.off, s.size,
                                                       sty, vty))
        R.emit("%s = memref.cast %s : %s to %s" % (s.dst, t, vty, MEMREF[V]))

    def e_Select(self, R, s, ctx):
        t = self.prog.vars[s.dst][0]
        c = self.cond(R, s.cond)
        a, b = self.use(R, s.a, t), self.use(R, s.b, t)
        R.emit("%s = arith.select %s, %s, %s : %s" % (s.dst, c, a, b,
                                                      MEMREF[t]))

    def e_Store(self, R, s, ctx):
        acc = None
        for term in s.terms:
            if term[0] == "load":
                x = self.load(R, term[1], term[2])
            else:
                x = self.tmp()
                R.emit("%s = arith.index_cast %s : index to i32" % (x,
                                                                    term[1]))
            if acc is None:
                acc = x
            else:
                t = self.tmp()
                R.emit("%s = arith.addi %s, %s : i32" % (t, acc, x))
                acc = t
        if acc is None:
            acc = self.const(R, 0, "i32")
        m, a = self.const(R, s.mul, "i32"), self.const(R, s.add, "i32")
        t1, t2 = self.tmp(), self.tmp()
        R.emit("%s = arith.muli %s, %s : i32" % (t1, acc, m))
        R.emit("%s = arith.addi %s, %s : i32" % (t2, t1, a))
        sub = self.subscript(R, s.dst, s.idx)
        R.emit("memref.store %s, %s : %s" % (t2, sub, self.ty(s.dst)))

    def e_Print(self, R, s, ctx):
        x = self.load(R, s.var, s.idx)
        R.emit("vector.print %s : i32" % x)

    def e_PrintSum(self, R, s, ctx):
        n = self.prog.vars[s.var][1]
        z = self.const(R, 0, "i32")
        l, h, one = self.const(R, 0), self.const(R, n), self.const(R, 1)
        i, acc, res = self.tmp(), self.tmp(), self.tmp()
        R.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> "
               "(i32) {" % (res, i, l, h, one, acc, z))
        inner = Region()
        inner.new()
        sub = self.subscript(inner, s.var, ("ctr", i, n))
        x, y = self.tmp(), self.tmp()
        inner.emit("%s = memref.load %s : %s" % (x, sub, self.ty(s.var)))
        inner.emit("%s = arith.addi %s, %s : i32" % (y, acc, x))
        inner.emit("scf.yield %s : i32" % y)
        for line in inner.text():
            R.emit(line)
        R.emit("}")
        R.emit("vector.print %s : i32" % res)

    def e_Copy(self, R, s, ctx):
        R.emit("memref.copy %s, %s : memref<8xi32> to memref<8xi32>" % (
            s.src, s.dst))

    def e_Dealloc(self, R, s, ctx):
        op = "reclaim_test." + s.op if s.op else "memref.dealloc"
        R.emit("%s %s : %s" % (op, s.var, self.ty(s.var)))

    def e_Realloc(self, R, s, ctx):
        if s.dyn:
            # Runtime sized: memref<?xi32> to memref<?xi32>.
            c, d, n = self.tmp(), self.tmp(), self.const(R, 16)
            R.emit("%s = memref.cast %s : memref<8xi32> to memref<?xi32>" % (
                c, s.src))
            R.emit("%s = memref.realloc %s(%s) : memref<?xi32> to "
                   "memref<?xi32>" % (d, c, n))
            R.emit("%s = memref.cast %s : memref<?xi32> to memref<16xi32>" % (
                s.dst, d))
        else:
            R.emit("%s = memref.realloc %s : memref<8xi32> to memref<16xi32>"
                   % (s.dst, s.src))
        self.init_loop(R, s.dst, 8, 16, s.seed)

    # --- adversarial statements ---------------------------------------------

    def e_RawAlloc(self, R, s, ctx):
        R.emit("%s = memref.%s() : %s" % (
            s.dst, "alloca" if s.stack else "alloc", MEMREF[I8]))
        # Bytes below 128: any 4 of them read as an f32 are neither NaN nor
        # infinite, and as an i32 are non-negative.
        l, h, one = self.const(R, 0), self.const(R, RAW_BYTES), \
            self.const(R, 1)
        i, x, m, y, z, k, b = (self.tmp() for _ in range(7))
        R.emit("scf.for %s = %s to %s step %s {" % (i, l, h, one))
        R.emit("  %s = arith.index_cast %s : index to i32" % (x, i))
        R.emit("  %s = arith.constant %d : i32" % (m, s.seed % 5 + 3))
        R.emit("  %s = arith.muli %s, %s : i32" % (y, x, m))
        R.emit("  %s = arith.constant %d : i32" % (k, 128))
        R.emit("  %s = arith.remui %s, %s : i32" % (z, y, k))
        R.emit("  %s = arith.trunci %s : i32 to i8" % (b, z))
        R.emit("  memref.store %s, %s[%s] : %s" % (b, s.dst, i, MEMREF[I8]))
        R.emit("}")

    def e_ByteView(self, R, s, ctx):
        c = self.const(R, s.shift)
        R.emit("%s = memref.view %s[%s][] : %s to memref<8xi32>" % (
            s.dst, s.src, c, MEMREF[I8]))

    def e_AllocL(self, R, s, ctx):
        R.emit("%s = memref.alloc() : %s" % (s.dst, MEMREF[L]))
        l, h, one = self.const(R, 0), self.const(R, 16), self.const(R, 1)
        i, x, m, y, sd, z = (self.tmp() for _ in range(6))
        R.emit("scf.for %s = %s to %s step %s {" % (i, l, h, one))
        R.emit("  %s = arith.index_cast %s : index to i32" % (x, i))
        R.emit("  %s = arith.constant %d : i32" % (m, s.seed % 7 + 1))
        R.emit("  %s = arith.muli %s, %s : i32" % (y, x, m))
        R.emit("  %s = arith.constant %d : i32" % (sd, s.seed))
        R.emit("  %s = arith.addi %s, %s : i32" % (z, y, sd))
        inner = Region()
        inner.new()
        sub = self.subscript(inner, s.dst, ("ctr", i, 16))
        for line in inner.text():
            R.emit(line)
        R.emit("  memref.store %s, %s : %s" % (z, sub, MEMREF[L]))
        R.emit("}")

    def e_Addr(self, R, s, ctx):
        if s.test:
            R.emit("%s = reclaim_test.capture %s : %s" % (s.dst, s.src,
                                                          self.ty(s.src)))
        else:
            R.emit("%s = memref.extract_aligned_pointer_as_index %s : %s -> "
                   "index" % (s.dst, s.src, self.ty(s.src)))

    def e_ReadAddr(self, R, s, ctx):
        if self.prog.vars[s.addr][0] == H:
            f = self.tmp()
            R.emit("%s = reclaim_test.read_handle %s" % (f, s.addr))
            R.emit("vector.print %s : f32" % f)
            return
        i, p, q, x = (self.tmp() for _ in range(4))
        R.emit("%s = arith.index_cast %s : index to i64" % (i, s.addr))
        R.emit("%s = llvm.inttoptr %s : i64 to !llvm.ptr" % (p, i))
        R.emit("%s = llvm.getelementptr %s[%d] : (!llvm.ptr) -> !llvm.ptr, "
               "i32" % (q, p, s.k))
        R.emit("%s = llvm.load %s : !llvm.ptr -> i32" % (x, q))
        R.emit("vector.print %s : i32" % x)

    def e_Opaque(self, R, s, ctx):
        v = s.var
        if self.prog.vars[v][0] == I8:
            c, t = self.const(R, s.shift), self.tmp()
            R.emit("%s = memref.view %s[%s][] : %s to memref<8xf32>" % (
                t, v, c, MEMREF[I8]))
            R.emit("reclaim_test.opaque %s : memref<8xf32>" % t)
        else:
            R.emit("reclaim_test.opaque %s : %s" % (v, self.ty(v)))

    def call_text(self, R, fn, args, extra, indirect=False):
        f = self.prog.func(fn)
        ptypes = [self.prog.vars[p][0] for p in f.params]
        vs = self.uses(R, args, ptypes)
        tys = [MEMREF[t] for t in ptypes]
        if extra is not None:
            vs.append(extra)
            tys.append("index")
        signature = "(%s) -> (%s)" % (", ".join(tys), ", ".join(
            MEMREF[t] for t, _ in f.results))
        if indirect:
            # The callee as a value that passes through an scf.if, so that
            # it stays unknown (a call_indirect of a func.constant is
            # resolved to a direct call): Reclaim only knows the functions
            # of its type whose address is taken.
            const, flag, callee = self.tmp(), self.tmp(), self.tmp()
            R.emit("%s = func.constant %s : %s" % (const, fn, signature))
            R.emit("%s = arith.constant true" % flag)
            R.emit("%s = scf.if %s -> (%s) {" % (callee, flag, signature))
            R.emit("  scf.yield %s : %s" % (const, signature))
            R.emit("} else {")
            R.emit("  scf.yield %s : %s" % (const, signature))
            R.emit("}")
            return "func.call_indirect %s(%s) : %s" % (
                callee, ", ".join(vs), signature)
        # Adversarial programs name the callee a second time in every other
        # direct call ({reclaim_fuzz.also = [@f]}): one op holding a symbol
        # twice is one use (SymbolTable::getSymbolUses), and a walker that
        # listed it twice made passes rewrite the call twice.
        tag = ""
        if self.prog.adversarial:
            self.tagged_calls = getattr(self, "tagged_calls", 0) + 1
            if self.tagged_calls % 2:
                tag = " {reclaim_fuzz.also = [%s]}" % fn
        return "func.call %s(%s)%s : %s" % (fn, ", ".join(vs), tag, signature)

    def e_Call(self, R, s, ctx):
        extra = None
        if s.depth is not None:
            extra = self.const(R, s.depth)
        R.emit(self.results(s.dsts) + self.call_text(R, s.fn, s.args, extra,
                                                     indirect=bool(s.ind)))

    def e_RecCall(self, R, s, ctx):
        f = self.prog.func(s.fn)
        rtypes = [t for t, _ in f.results]
        c = self.cond(R, ("dpos", s.dvar))
        head = "%sscf.if %s%s {" % (self.results(s.dsts), c, (
            " -> (%s)" % ", ".join(MEMREF[t] for t in rtypes)
            if rtypes else ""))
        inner = Region()
        inner.new()
        one = self.const(inner, 1)
        dm = self.tmp()
        inner.emit("%s = arith.subi %s, %s : index" % (dm, s.dvar, one))
        rs = [self.tmp() for _ in rtypes]
        inner.emit(self.results(rs) + self.call_text(inner, s.fn, s.args, dm))
        self.yield_(rs, rtypes)(inner)
        R.emit(head)
        for line in inner.text():
            R.emit(line)
        R.emit("} else {")
        for line in self.nested([], ctx, self.yield_(s.fallbacks, rtypes)):
            R.emit(line)
        R.emit("}")

    def e_If(self, R, s, ctx):
        types = self.types(s.results)
        c = self.cond(R, s.cond)
        sub = {"loop": None, "ret": None}
        then = self.nested(s.then, sub, self.yield_(s.tvals, types))
        els = self.nested(s.els, sub, self.yield_(s.evals, types))
        R.emit("%sscf.if %s%s {" % (self.results(s.results), c, (
            " -> (%s)" % self.mtypes(s.results) if types else "")))
        for line in then:
            R.emit(line)
        R.emit("} else {")
        for line in els:
            R.emit(line)
        R.emit("}")

    def e_For(self, R, s, ctx):
        types = self.types(s.results)
        if s.test:
            return self.e_Repeat(R, s, types)
        l, h, one = self.const(R, 0), self.const(R, s.count), self.const(R, 1)
        inits = self.uses(R, s.inits, types)
        sub = {"loop": None, "ret": None}
        body = self.nested(s.body, sub, self.yield_(s.yields, types))
        it = ""
        if s.params:
            it = " iter_args(%s) -> (%s)" % (", ".join(
                "%s = %s" % pi for pi in zip(s.params, inits)),
                self.mtypes(s.results))
        R.emit("%sscf.for %s = %s to %s step %s%s {" % (
            self.results(s.results), s.iv, l, h, one, it))
        for line in body:
            R.emit(line)
        R.emit("}")

    def e_While(self, R, s, ctx):
        ptypes = [self.prog.vars[p][0] for p in s.params]
        ftypes = self.types(s.results)
        z = self.const(R, 0)
        inits = self.uses(R, s.inits, ptypes)
        sub = {"loop": None, "ret": None}

        def cond_term(B_):
            n = self.const(B_, s.count)
            c = self.tmp()
            B_.emit("%s = arith.cmpi slt, %s, %s : index" % (c, s.ctr, n))
            vs = self.uses(B_, s.fwd, ftypes)
            B_.emit("scf.condition(%s) %s : %s" % (c, ", ".join(
                [s.ctr] + vs), ", ".join(["index"] + [MEMREF[t]
                                                      for t in ftypes])))

        def after_term(B_):
            one = self.const(B_, 1)
            n = self.tmp()
            B_.emit("%s = arith.addi %s, %s : index" % (n, s.actr, one))
            vs = self.uses(B_, s.yields, ptypes)
            B_.emit("scf.yield %s : %s" % (", ".join([n] + vs), ", ".join(
                ["index"] + [MEMREF[t] for t in ptypes])))

        before = self.nested(s.before, sub, cond_term)
        after = self.nested(s.after, sub, after_term)
        res = [self.tmp()] + s.results
        R.emit("%s = scf.while (%s) : (%s) -> (%s) {" % (
            ", ".join(res), ", ".join(
                "%s = %s" % pi for pi in zip([s.ctr] + s.params, [z] + inits)),
            ", ".join(["index"] + [MEMREF[t] for t in ptypes]),
            ", ".join(["index"] + [MEMREF[t] for t in ftypes])))
        for line in before:
            R.emit(line)
        R.emit("} do {")
        R.emit("^bb0(%s):" % ", ".join(
            "%s: %s" % (a, t) for a, t in zip(
                [s.actr] + s.aparams,
                ["index"] + [MEMREF[t] for t in ftypes])))
        for line in after:
            R.emit(line)
        R.emit("}")

    def e_Repeat(self, R, s, types):
        n = self.const(R, s.count)
        inits = self.uses(R, s.inits, types)
        sub = {"loop": None, "ret": None}
        body = self.nested(s.body, sub, self.yield_(s.yields, types,
                                                    "reclaim_test.yield"))
        it = ""
        if s.params:
            it = " iter_args(%s : %s) -> %s" % (
                ", ".join(inits), self.mtypes(s.results),
                self.mtypes(s.results))
        R.emit("%sreclaim_test.repeat %s%s {" % (self.results(s.results), n,
                                                 it))
        if s.params:
            R.emit("^bb0(%s):" % ", ".join(
                "%s: %s" % (p, MEMREF[t]) for p, t in zip(s.params, types)))
        for line in body:
            R.emit(line)
        R.emit("}")

    def e_Exec(self, R, s, ctx):
        types = self.types(s.results)
        op = "reclaim_test.yield" if s.test else "scf.yield"

        def ret(R2, vals):
            self.yield_(vals, types, op)(R2)
        inner = Region()
        inner.new()
        self.body(inner, s.body, {"loop": None, "ret": ret})
        ret(inner, s.rets)
        R.emit("%s%s%s {" % (self.results(s.results), (
            "reclaim_test.exec" if s.test else "scf.execute_region"), (
            (" -> %s" if s.test else " -> (%s)") % self.mtypes(s.results)
            if types else "")))
        for line in inner.text():
            R.emit(line)
        R.emit("}")

    def e_ISwitch(self, R, s, ctx):
        types = self.types(s.results)
        f = self.flag_i32(R, s.flag)
        fi = self.tmp()
        R.emit("%s = arith.index_cast %s : i32 to index" % (fi, f))
        sub = {"loop": None, "ret": None}
        R.emit("%sscf.index_switch %s%s" % (self.results(s.results), fi, (
            " -> %s" % self.mtypes(s.results) if types else "")))
        for k, body, vals in s.cases:
            R.emit("case %d {" % k)
            for line in self.nested(body, sub, self.yield_(vals, types)):
                R.emit(line)
            R.emit("}")
        R.emit("default {")
        for line in self.nested(s.dbody, sub, self.yield_(s.dvals, types)):
            R.emit(line)
        R.emit("}")

    # --- control flow graphs ------------------------------------------------

    def succ(self, label, vals):
        if not vals:
            return "^" + label
        return "^%s(%s : %s)" % (label, ", ".join(vals), ", ".join(
            self.ty(v) if v in self.prog.vars else "index" for v in vals))

    def edge(self, R, label, vals, targets):
        """Successor text passing `vals` to block params `targets`."""
        vs = self.uses(R, vals, [self.prog.vars[t][0] for t in targets])
        if not vs:
            return "^" + label
        return "^%s(%s : %s)" % (label, ", ".join(vs), ", ".join(
            self.ty(t) for t in targets))

    def targs(self, names):
        return [(n, self.ty(n)) for n in names]

    def e_CfIf(self, R, s, ctx):
        lt, le, lm = self.label(), self.label(), self.label()
        c = self.cond(R, s.cond)
        te = self.edge(R, lt, s.targs, s.tparams)
        ee = self.edge(R, le, s.eargs, s.eparams)
        R.emit("cf.cond_br %s, %s, %s" % (c, te, ee))
        for label, params, body, vals, ret in (
                (lt, s.tparams, s.then, s.tvals, s.tret),
                (le, s.eparams, s.els, s.evals, s.eret)):
            R.new(label, self.targs(params))
            self.body(R, body, ctx)
            if ret is not None:
                ctx["ret"](R, ret)
            else:
                R.emit("cf.br %s" % self.edge(R, lm, vals, s.results))
        if s.dead:
            loops, var, ix = s.dead
            ld = self.label()
            R.new(ld)
            one, y = self.const(R, 1), self.tmp()
            R.emit("%s = arith.addi %s, %s : index" % (y, y, one))
            self.load(R, var, ix)
            R.emit("cf.br %s" % ("^" + ld if loops else
                                 self.edge(R, lt, s.targs, s.tparams)))
        R.new(lm, self.targs(s.results))

    def e_CfSwitch(self, R, s, ctx):
        f = self.flag_i32(R, s.flag)
        lm = self.label()
        arms = [(self.label(), p, a, b, v) for _, p, a, b, v in s.cases]
        ld = self.label()
        dtext = self.edge(R, ld, s.dargs, s.dparams)
        ctext = [("%d: " % k) + self.edge(R, l, a, p) for (k, _, _, _, _), (
            l, p, a, _, _) in zip(s.cases, arms)]
        R.emit("cf.switch %s : i32, [default: %s%s]" % (
            f, dtext, "".join(", " + c for c in ctext)))
        for label, params, _, body, vals in arms + [
                (ld, s.dparams, s.dargs, s.dbody, s.dvals)]:
            R.new(label, self.targs(params))
            self.body(R, body, ctx)
            R.emit("cf.br %s" % self.edge(R, lm, vals, s.results))
        R.new(lm, self.targs(s.results))

    def e_CfLoop(self, R, s, ctx):
        lh, lb, lx = self.label(), self.label(), self.label()
        z = self.const(R, 0)
        R.emit("cf.br %s" % self.edge(R, lh, [z] + s.inits,
                                      [s.ctr] + s.params))
        R.new(lh, self.targs([s.ctr] + s.params))
        n = self.const(R, s.count)
        c = self.tmp()
        R.emit("%s = arith.cmpi slt, %s, %s : index" % (c, s.ctr, n))
        R.emit("cf.cond_br %s, ^%s, %s" % (c, lb, self.edge(
            R, lx, s.params, s.results)))
        R.new(lb)
        self.body(R, s.body, dict(ctx, loop=(lx, s.results)))
        one = self.const(R, 1)
        nx = self.tmp()
        R.emit("%s = arith.addi %s, %s : index" % (nx, s.ctr, one))
        R.emit("cf.br %s" % self.edge(R, lh, [nx] + s.backs,
                                      [s.ctr] + s.params))
        R.new(lx, self.targs(s.results))

    def e_Irred(self, R, s, ctx):
        la, lab, lb, lbb, lx = (self.label() for _ in range(5))
        c = self.cond(R, s.cond)
        z = self.const(R, 0)
        R.emit("cf.cond_br %s, %s, %s" % (
            c, self.edge(R, la, [z] + s.inits, [s.actr] + s.aparams),
            self.edge(R, lb, [z] + s.inits, [s.bctr] + s.bparams)))
        sides = ((la, lab, s.actr, s.aparams, s.abody, s.avals,
                  lb, s.bctr, s.bparams),
                 (lb, lbb, s.bctr, s.bparams, s.bbody, s.bvals,
                  la, s.actr, s.aparams))
        for head, bodyl, ctr, params, body, vals, other, octr, oparams in sides:
            R.new(head, self.targs([ctr] + params))
            n = self.const(R, s.count)
            c = self.tmp()
            R.emit("%s = arith.cmpi slt, %s, %s : index" % (c, ctr, n))
            R.emit("cf.cond_br %s, ^%s, %s" % (c, bodyl, self.edge(
                R, lx, params, s.results)))
            R.new(bodyl)
            self.body(R, body, dict(ctx, loop=(lx, s.results)))
            one = self.const(R, 1)
            nx = self.tmp()
            R.emit("%s = arith.addi %s, %s : index" % (nx, ctr, one))
            R.emit("cf.br %s" % self.edge(R, other, [nx] + vals,
                                          [octr] + oparams))
        R.new(lx, self.targs(s.results))

    def e_Break(self, R, s, ctx):
        lx, results = ctx["loop"]
        c = self.cond(R, s.cond)
        lk = self.label()
        R.emit("cf.cond_br %s, %s, ^%s" % (c, self.edge(R, lx, s.vals,
                                                        results), lk))
        R.new(lk)

    def e_Ret(self, R, s, ctx):
        c = self.cond(R, s.cond)
        lr, lk = self.label(), self.label()
        R.emit("cf.cond_br %s, ^%s, ^%s" % (c, lr, lk))
        R.new(lr)
        ctx["ret"](R, s.vals)
        R.new(lk)

    # --- functions and the module -------------------------------------------

    def function(self, f):
        rtypes = [t for t, _ in f.results]

        def ret(R, vals):
            vs = self.uses(R, vals, rtypes)
            R.emit("return" + (" %s : %s" % (", ".join(vs), ", ".join(
                MEMREF[t] for t in rtypes)) if vs else ""))
        R = Region()
        R.new()
        self.shared = self.cond(R, f.shared) if f.shared else None
        self.body(R, f.body, {"loop": None, "ret": ret})
        ret(R, f.rets)
        params = ["%s: %s" % (p, self.ty(p)) for p in f.params]
        if f.dparam:
            params.append("%s: index" % f.dparam)
        res = ", ".join(MEMREF[t] for t in rtypes)
        head = "func.func %s%s(%s)%s {" % (
            "private " if f.private else "", f.name, ", ".join(params),
            " -> (%s)" % res if rtypes else "")
        return [head] + R.text() + ["}"]

    def module(self):
        lines = ["// Generated by reclaim-fuzz (%s)." % self.prog.origin]
        for g, vals in self.prog.globals:
            lines.append('memref.global "private" %s : memref<8xi32> = '
                         "dense<[%s]>" % (g, ", ".join(map(str, vals))))
        for f in self.prog.funcs:
            lines.append("")
            lines.extend(self.function(f))
        return "\n".join(lines) + "\n"


def emit(prog):
    return Emitter(prog).module()


# ===----------------------------------------------------------------------===
# Validation (of reduced programs)
# ===----------------------------------------------------------------------===
#
# Generated programs are valid by construction. The reducer's edits keep the
# aliasing facts generation relied on (substitutions only replace a value by
# one that aliases a subset of its buffers), but they may break scoping,
# types or bounds; `validate` rejects those candidates before they are run.


class Invalid(Exception):
    pass


class Checker:
    def __init__(self, prog):
        self.prog = prog

    def need(self, ok, what):
        if not ok:
            raise Invalid(what)

    def ty(self, v):
        return self.prog.vars[v]

    def see(self, vis, v):
        self.need(v in vis, "use of %s out of scope" % v)

    def fit(self, vis, v, target):
        """`v` flows into (type, len) `target`."""
        self.see(vis, v)
        t, n = self.ty(v)
        self.need(fits(t, n, target[0], target[1]),
                  "%s does not fit %r" % (v, target))

    def fits_all(self, vis, vals, targets):
        self.need(vals is not None and len(vals) == len(targets), "arity")
        for v, tg in zip(vals, targets):
            self.fit(vis, v, tg)

    def idx(self, vis, ix, length):
        if ix[0] == "c":
            self.need(0 <= ix[1] < length, "index out of bounds")
        else:
            self.see(vis, ix[1])
            self.need(1 <= ix[2] <= length, "index out of bounds")

    def access(self, vis, v, ix):
        self.see(vis, v)
        t, n = self.ty(v)
        self.need(t in LOADABLE, "not a buffer")
        self.idx(vis, ix, n)

    def cond(self, vis, c, fn):
        if c[0] == "buf":
            self.access(vis, c[1], c[2])
        elif c[0] == "ctr":
            self.see(vis, c[1])
        elif c[0] == "dpos":
            self.need(fn.dparam == c[1], "depth")
        elif c[0] == "shared":
            self.need(fn.shared is not None, "shared condition")

    def body(self, stmts, vis, ctx):
        vis = set(vis)
        for s in stmts:
            self.stmt(s, vis, ctx)
        return vis

    def spec(self, names):
        return [self.ty(n) for n in names]

    def stmt(self, s, vis, ctx):
        k = type(s).__name__
        fn = ctx["fn"]
        scf = {"fn": fn, "cfg": False, "loop": None, "ret": None}
        if isinstance(s, CFG_STMTS):
            self.need(ctx["cfg"], "cfg statement in a single-block region")
        if k in ("Alloc", "GetGlobal", "ConstIdx", "RawAlloc", "AllocL"):
            pass
        elif k == "ByteView":
            self.see(vis, s.src)
            self.need(self.ty(s.src)[0] == I8, "view of a raw buffer")
            self.need(s.shift % 4 == 0 and s.shift + VIEW_BYTES <= RAW_BYTES,
                      "byte shift")
        elif k == "Addr":
            self.see(vis, s.src)
            self.need(self.ty(s.src)[0] in LOADABLE + (I8,), "address of")
        elif k == "ReadAddr":
            self.see(vis, s.addr)
            self.need(self.ty(s.addr)[0] in (P, H) and 0 <= s.k < 8,
                      "read of an address")
        elif k == "Opaque":
            self.see(vis, s.var)
            self.need(self.ty(s.var)[0] in LOADABLE + (I8,), "opaque type")
        elif k == "View":
            self.see(vis, s.src)
            t, n = self.ty(s.src)
            allowed = {"cast": (B, R), "subview": (B, V, R),
                       "reinterpret": (B, V, R), "expand": (B,),
                       "collapse": (E,)}[s.op]
            self.need(t in allowed, "view source type")
            if s.op == "subview":
                self.need(s.off + s.size <= n, "subview bounds")
        elif k == "Select":
            self.cond(vis, s.cond, fn)
            for v in (s.a, s.b):
                self.fit(vis, v, self.ty(s.dst))
        elif k == "Store":
            self.access(vis, s.dst, s.idx)
            for term in s.terms:
                if term[0] == "load":
                    self.access(vis, term[1], term[2])
                else:
                    self.see(vis, term[1])
        elif k == "Print":
            self.access(vis, s.var, s.idx)
        elif k == "PrintSum":
            self.access(vis, s.var, ("c", 0))
        elif k == "Copy":
            for v in (s.src, s.dst):
                self.see(vis, v)
                self.need(self.ty(v)[0] == B, "copy type")
        elif k == "Dealloc":
            self.see(vis, s.var)
            self.need(self.ty(s.var)[0] in (B, R, I8, L), "dealloc type")
        elif k == "Realloc":
            self.see(vis, s.src)
            self.need(self.ty(s.src)[0] == B, "realloc type")
        elif k in ("Call", "RecCall"):
            f = self.prog.func(s.fn)
            self.need(f is not None, "callee")
            self.fits_all(vis, s.args, self.spec(f.params))
            self.need(len(s.dsts) == len(f.results), "results")
            if k == "RecCall":
                self.need(fn.name == s.fn and fn.dparam == s.dvar, "rec")
                self.fits_all(vis, s.fallbacks, f.results)
            else:
                self.need(s.fn != fn.name, "recursive call without depth")
                self.need((s.depth is not None) == (f.dparam is not None),
                          "depth argument")
        elif k == "If":
            self.cond(vis, s.cond, fn)
            t = self.body(s.then, vis, scf)
            self.fits_all(t, s.tvals, self.spec(s.results))
            e = self.body(s.els, vis, scf)
            self.fits_all(e, s.evals, self.spec(s.results))
        elif k == "For":
            self.fits_all(vis, s.inits, self.spec(s.params))
            b = self.body(s.body, vis | {s.iv} | set(s.params), scf)
            self.fits_all(b, s.yields, self.spec(s.params))
            self.need(self.spec(s.params) == self.spec(s.results), "iter")
        elif k == "While":
            self.fits_all(vis, s.inits, self.spec(s.params))
            b = self.body(s.before, vis | {s.ctr} | set(s.params), scf)
            self.fits_all(b, s.fwd, self.spec(s.aparams))
            a = self.body(s.after, vis | {s.actr} | set(s.aparams), scf)
            self.fits_all(a, s.yields, self.spec(s.params))
        elif k == "Exec":
            sub = {"fn": fn, "cfg": True, "loop": None,
                   "ret": self.spec(s.results)}
            b = self.body(s.body, vis, sub)
            self.fits_all(b, s.rets, self.spec(s.results))
        elif k == "ISwitch":
            self.access(vis, s.flag[1], s.flag[2])
            for _, body, vals in s.cases + [(None, s.dbody, s.dvals)]:
                b = self.body(body, vis, scf)
                self.fits_all(b, vals, self.spec(s.results))
        elif k == "CfIf":
            self.cond(vis, s.cond, fn)
            if s.dead:
                self.access(vis, s.dead[1], s.dead[2])
            for params, args, body, vals, ret in (
                    (s.tparams, s.targs, s.then, s.tvals, s.tret),
                    (s.eparams, s.eargs, s.els, s.evals, s.eret)):
                self.fits_all(vis, args, self.spec(params))
                b = self.body(body, vis | set(params), ctx)
                if ret is not None:
                    self.need(ctx["ret"] is not None, "return target")
                    self.fits_all(b, ret, ctx["ret"])
                else:
                    self.fits_all(b, vals, self.spec(s.results))
        elif k == "CfSwitch":
            self.access(vis, s.flag[1], s.flag[2])
            for _, params, args, body, vals in s.cases + [
                    (None, s.dparams, s.dargs, s.dbody, s.dvals)]:
                self.fits_all(vis, args, self.spec(params))
                b = self.body(body, vis | set(params), ctx)
                self.fits_all(b, vals, self.spec(s.results))
        elif k == "CfLoop":
            self.fits_all(vis, s.inits, self.spec(s.params))
            sub = dict(ctx, loop=self.spec(s.results))
            b = self.body(s.body, vis | {s.ctr} | set(s.params), sub)
            self.fits_all(b, s.backs, self.spec(s.params))
        elif k == "Irred":
            self.cond(vis, s.cond, fn)
            sub = dict(ctx, loop=self.spec(s.results))
            for ctr, params, body, vals in (
                    (s.actr, s.aparams, s.abody, s.avals),
                    (s.bctr, s.bparams, s.bbody, s.bvals)):
                self.fits_all(vis, s.inits, self.spec(params))
                b = self.body(body, vis | {ctr} | set(params), sub)
                self.fits_all(b, vals, self.spec(params))
        elif k == "Break":
            self.need(ctx["loop"] is not None, "break target")
            self.cond(vis, s.cond, fn)
            self.fits_all(vis, s.vals, ctx["loop"])
        elif k == "Ret":
            self.need(ctx["ret"] is not None, "return target")
            self.cond(vis, s.cond, fn)
            self.fits_all(vis, s.vals, ctx["ret"])
        else:
            raise Invalid("unknown statement " + k)
        for name, role in s.FIELDS:
            if role == "def" and name not in ("iv", "ctr", "actr", "bctr"):
                vis.add(getattr(s, name))
            elif role == "defs" and name in ("results", "dsts"):
                vis.update(getattr(s, name))

    def program(self):
        names = [f.name for f in self.prog.funcs]
        self.need(len(set(names)) == len(names) and names[-1] == "@main",
                  "functions")
        for f in self.prog.funcs:
            vis = set(f.params) | ({f.dparam} if f.dparam else set())
            ctx = {"fn": f, "cfg": True, "loop": None, "ret": f.results}
            if f.shared:
                self.cond(vis, f.shared, f)
            b = self.body(f.body, vis, ctx)
            self.fits_all(b, f.rets, f.results)


def validate(prog):
    """None if `prog` is valid, else the reason."""
    try:
        Checker(prog).program()
        return None
    except (Invalid, KeyError) as e:
        return str(e)


# ===----------------------------------------------------------------------===
# Reducer
# ===----------------------------------------------------------------------===


def subst(x, m):
    """Replaces, in place where possible, every value name in `x` that is a
    key of `m` (resolved transitively)."""
    if isinstance(x, str):
        seen = 0
        while x in m and seen < 100:
            x, seen = m[x], seen + 1
        return x
    if isinstance(x, list):
        x[:] = [subst(y, m) for y in x]
        return x
    if isinstance(x, tuple):
        return tuple(subst(y, m) for y in x)
    if isinstance(x, Stmt):
        for name, _ in x.FIELDS:
            setattr(x, name, subst(getattr(x, name), m))
    return x


def subst_program(prog, m):
    for f in prog.funcs:
        subst(f.body, m)
        subst(f.rets, m)


def exits_to(body, kinds):
    """Whether `body` holds a statement of `kinds` at its CFG level (not in
    nested loops for Break, not in nested regions)."""
    for s in body:
        if isinstance(s, kinds):
            return True
        if isinstance(s, (CfIf, CfSwitch)):
            if any(exits_to(b, kinds) for b in s.bodies()):
                return True
        if isinstance(s, (CfLoop, Irred)) and Ret in kinds:
            if any(exits_to(b, (Ret,)) for b in s.bodies()):
                return True
        if isinstance(s, (CfIf,)) and Ret in kinds and (s.tret or s.eret):
            return True
    return False


def replacement_allocs(prog, s):
    """Allocs defining the values `s` defines (None if one is not a buffer
    an 8-element alloc can stand for)."""
    defs = []
    for name, role in s.FIELDS:
        if role == "def" and name == "dst":
            defs.append(getattr(s, name))
        elif role == "defs" and name in ("results", "dsts"):
            defs.extend(getattr(s, name))
    out = []
    for d in defs:
        t, n = prog.vars[d]
        if t not in (B, V) or n > 8:
            return None
        out.append(Alloc(dst=d, stack=False, seed=7))
    return out


def rewrites(prog, s):
    """Candidate replacements of statement `s`: list of (label, stmts,
    substitution, var retypes)."""
    out = [("delete", [], {}, {})]
    allocs = replacement_allocs(prog, s)
    if allocs is not None and not isinstance(s, Alloc) and allocs:
        out.append(("to-alloc", allocs, {}, {d.dst: (B, 8) for d in allocs}))
    k = type(s).__name__
    if k == "If":
        out.append(("then", s.then, dict(zip(s.results, s.tvals)), {}))
        out.append(("else", s.els, dict(zip(s.results, s.evals)), {}))
    elif k == "For":
        out.append(("zero-trip", [], dict(zip(s.results, s.inits)), {}))
        m = dict(zip(s.params, s.inits))
        m.update(zip(s.results, s.yields))
        out.append(("one-trip", ([ConstIdx(dst=s.iv, value=0)]
                                 if s.iv else []) + s.body, m, {}))
    elif k == "While":
        m = dict(zip(s.params, s.inits))
        m.update(zip(s.results, s.fwd))
        out.append(("zero-trip", [ConstIdx(dst=s.ctr, value=0)] + s.before,
                    m, {}))
    elif k in ("CfLoop", "Irred"):
        out.append(("zero-trip", [], dict(zip(s.results, s.inits)), {}))
        if k == "CfLoop" and not exits_to(s.body, (Break,)):
            m = dict(zip(s.params, s.inits))
            m.update(zip(s.results, s.backs))
            out.append(("one-trip", [ConstIdx(dst=s.ctr, value=0)] + s.body,
                        m, {}))
    elif k == "Exec" and not exits_to(s.body, (Ret,)):
        out.append(("inline", s.body, dict(zip(s.results, s.rets)), {}))
    elif k == "ISwitch":
        for _, body, vals in s.cases + [(None, s.dbody, s.dvals)]:
            out.append(("case", body, dict(zip(s.results, vals)), {}))
    elif k == "CfIf":
        for params, args, body, vals, ret in (
                (s.tparams, s.targs, s.then, s.tvals, s.tret),
                (s.eparams, s.eargs, s.els, s.evals, s.eret)):
            if ret is None:
                m = dict(zip(params, args))
                m.update(zip(s.results, vals))
                out.append(("branch", body, m, {}))
    elif k == "CfSwitch":
        for _, params, args, body, vals in s.cases + [
                (None, s.dparams, s.dargs, s.dbody, s.dvals)]:
            m = dict(zip(params, args))
            m.update(zip(s.results, vals))
            out.append(("case", body, m, {}))
    elif k == "RecCall":
        out.append(("fallback", [], dict(zip(s.dsts, s.fallbacks)), {}))
    elif k == "Select":
        out.append(("lhs", [], {s.dst: s.a}, {}))
        out.append(("rhs", [], {s.dst: s.b}, {}))
    elif k == "View" and s.op == "cast":
        out.append(("no-cast", [], {s.dst: s.src}, {}))
    if hasattr(s, "cond") and s.cond is not None and s.cond[0] != "const":
        for b in (True, False):
            c = copy.copy(s)
            c.cond = ("const", b)
            out.append(("cond-%s" % b, [c], {}, {}))
    if hasattr(s, "count") and s.count is not None and s.count > 1:
        c = copy.copy(s)
        c.count = 1
        out.append(("count-1", [c], {}, {}))
    return out


def statement_paths(prog):
    """Paths (function index, body path..., statement index) of all
    statements, innermost last within each body, bodies in reverse order so
    that uses are removed before their definitions."""
    paths = []

    def rec(fi, body, prefix):
        for i in reversed(range(len(body))):
            s = body[i]
            for bi, b in enumerate(s.bodies()):
                rec(fi, b, prefix + [(i, bi)])
            paths.append((fi, tuple(prefix), i))
    for fi, f in enumerate(prog.funcs):
        rec(fi, f.body, [])
    # Larger statements (closer to the top) first: they remove more.
    paths.sort(key=lambda p: len(p[1]))
    return paths


def locate(prog, path):
    fi, prefix, i = path
    body = prog.funcs[fi].body
    for si, bi in prefix:
        body = body[si].bodies()[bi]
    return body, i


def body_paths(prog):
    """(function index, body path) of every body, outermost first."""
    out = []

    def rec(fi, body, prefix):
        out.append((fi, tuple(prefix)))
        for i, s in enumerate(body):
            for bi, b in enumerate(s.bodies()):
                rec(fi, b, prefix + [(i, bi)])
    for fi, f in enumerate(prog.funcs):
        rec(fi, f.body, [])
    return out


def locate_body(prog, path):
    fi, prefix = path
    body = prog.funcs[fi].body
    for si, bi in prefix:
        body = body[si].bodies()[bi]
    return body


def chunk_candidates(prog):
    """Removal of runs of statements (halves, quarters, ...) of every body,
    their definitions replaced by allocations: large steps first."""
    def make(path, start, k):
        p = copy.deepcopy(prog)
        body = locate_body(p, path)
        repl = []
        for s in body[start:start + k]:
            a = replacement_allocs(p, s) or []
            repl.extend(a)
            for d in a:
                p.vars[d.dst] = (B, 8)
        body[start:start + k] = repl
        return p
    for path in body_paths(prog):
        n = len(locate_body(prog, path))
        k = n // 2
        while k >= 2:
            for start in range(0, n - k + 1, k):
                yield ("remove %d statements" % k,
                       lambda path=path, start=start, k=k: make(path, start,
                                                                 k))
            k //= 2


def candidates(prog):
    """All one-step reductions of `prog`: (label, thunk building the reduced
    program)."""
    for c in chunk_candidates(prog):
        yield c
    called = []
    for g in prog.funcs:
        walk(g.body, lambda s: called.append(getattr(s, "fn", None)))
    for fi, f in enumerate(prog.funcs[:-1]):
        if f.name not in called:
            def drop(fi=fi):
                p = copy.deepcopy(prog)
                del p.funcs[fi]
                return p
            yield "delete function " + f.name, drop

    def make(path, stmts, m, retype):
        p = copy.deepcopy(prog)
        pbody, pi = locate(p, path)
        pbody[pi:pi + 1] = copy.deepcopy(stmts)
        for v, t in retype.items():
            p.vars[v] = t
        if m:
            subst_program(p, m)
        return p
    for path in statement_paths(prog):
        body, i = locate(prog, path)
        for label, stmts, m, retype in rewrites(prog, body[i]):
            yield ("%s %s" % (label, type(body[i]).__name__),
                   lambda a=(path, stmts, m, retype): make(*a))


def complexity(prog):
    """What the reducer minimises, lexicographically: statements, loop trip
    counts, non-constant conditions, text size."""
    counts, conds = [0], [0]

    def visit(s):
        if getattr(s, "count", None):
            counts[0] += s.count
        c = getattr(s, "cond", None)
        if c is not None and c[0] != "const":
            conds[0] += 1
    for f in prog.funcs:
        walk(f.body, visit)
    return (program_size(prog), counts[0], conds[0], len(emit(prog)))


def reduce(prog, still_fails, log=lambda m: None, budget=2000):
    """Greedy reduction: applies every candidate that is simpler (see
    `complexity`) and for which `still_fails` holds, until none is. Returns
    the simplest program found."""
    tries = 0
    current = complexity(prog)
    resume = 0  # candidate index to resume from after a success
    while tries < budget:
        success = False
        for n, (label, make) in enumerate(candidates(prog)):
            if n < resume:
                continue
            cand = make()
            if validate(cand) is not None:
                continue
            cost = complexity(cand)
            if cost >= current:
                continue
            tries += 1
            if still_fails(cand):
                log("  reduced (%s): %d statements" % (label,
                                                       program_size(cand)))
                prog, resume, success = cand, max(0, n - 1), True
                current = cost
                break
            if tries >= budget:
                break
        if not success:
            if resume == 0:
                break
            resume = 0  # one more full pass from the start
    return prog


# ===----------------------------------------------------------------------===
# Oracle
# ===----------------------------------------------------------------------===

LLVM_BIN = "/usr/lib/llvm-22/bin"
C_RUNNER_UTILS = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"
LOWER_TO_LLVM = [
    "--convert-bufferization-to-memref", "--expand-realloc",
    "--convert-scf-to-cf", "--expand-strided-metadata", "--lower-affine",
    "--convert-vector-to-llvm", "--finalize-memref-to-llvm",
    "--convert-arith-to-llvm", "--convert-index-to-llvm",
    "--convert-func-to-llvm", "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts"]


class Verdict:
    """Outcome of checking one program under one pipeline. `kinds` is the
    sorted tuple of defect kinds (empty: pass); it is the signature the
    reducer preserves."""

    def __init__(self, kinds, detail="", invalid=False, documented=()):
        self.kinds = tuple(sorted(set(kinds)))
        self.detail = detail
        self.invalid = invalid  # the input itself is broken: a fuzzer bug
        # Adversarial oracle: leaks accepted because a remark documents them.
        self.documented = list(documented)

    @property
    def ok(self):
        return not self.kinds


def run(cmd, timeout, stdin=None):
    for attempt in range(30):
        try:
            p = subprocess.run(cmd, input=stdin, capture_output=True,
                               text=True, timeout=timeout)
            return p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired:
            return None, "", "timeout"
        except OSError:
            # A tool being relinked under us (--bin-dir of a live build).
            if attempt == 29:
                raise
            time.sleep(10)


class ReclaimRunOracle:
    """`reclaim-run FILE --pipeline=P --reference --json`: exit code 0 iff no
    defect; the JSON report (docs/reclaim-run.md) names the defect classes:
    leak, output-mismatch, out-of-bounds, bad-free, double-free,
    use-after-free, timeout, crash, and error (the pipeline failed or its
    output does not lower). A defect of the reference run (the input without
    deallocation), or an input that does not parse, is a fuzzer bug."""

    def __init__(self, tool, timeout, reclaim_opt=None, no_worse=False):
        self.tool, self.timeout, self.opt = tool, timeout, reclaim_opt
        # Ceiling oracle: reclaim-pipeline may not allocate more, nor reach
        # a higher peak, than the program without deallocation.
        self.no_worse = no_worse

    def opaque_survives(self, opt, path, pipeline):
        """Whether reclaim_test.opaque is still in the program when
        reclaim-ownership-dealloc starts: a pass before it (the
        reclaim-canonicalize that opens reclaim-dealloc-pipeline, or one
        run ahead of the pipeline) may erase the op as dead code, and the
        pipeline then rightly accepts the program. Read from the IR that
        --mlir-print-ir-before prints; a run that fails before reaching the
        pass counts as "survives"."""
        rc, _, err = run([opt, path, "--pass-pipeline=builtin.module(%s)"
                          % pipeline, "--mlir-disable-threading",
                          "--mlir-print-ir-before=reclaim-ownership-dealloc",
                          "-o", os.devnull], self.timeout)
        marker = "IR Dump Before"
        if rc is None or marker not in (err or ""):
            return True
        dump = err[err.index(marker):]
        return "reclaim_test.opaque" in dump

    def compile_only(self, path, pipeline):
        """Verdict of running the pipeline alone with reclaim-opt: enough to
        reproduce a crash of a pass, and 20x faster than a checked run."""
        rc, out, err = run([self.opt, path, "--pass-pipeline=builtin.module("
                            + pipeline + ")", "-o", os.devnull],
                           self.timeout)
        if rc is None or rc >= 0:
            return Verdict([] if rc == 0 else ["error"], summarize(err, ""))
        return Verdict([tool_crash(rc, err)], summarize(err, ""))

    def check(self, path, pipeline):
        return self.run_checked(path, pipeline)[0]

    def run_checked(self, path, pipeline, ref_pipeline=None):
        """(Verdict, JSON report or None) of the checked run."""
        rc, out, err = run([self.tool, path, "--pipeline=" + pipeline,
                            "--reference", "--json",
                            "--timeout=%d" % self.timeout] + (
                                ["--reference-pipeline=" + ref_pipeline]
                                if ref_pipeline else []) + (
                                ["--no-worse"] if self.no_worse and re.search(
                                    r"\breclaim-pipeline\b", pipeline)
                                else []),
                           self.timeout * 2 + 30)
        if rc is None:
            return Verdict(["timeout"], "reclaim-run did not finish"), None
        report = parse_report(out)
        if report is None:
            return Verdict([tool_crash(rc, err)], summarize(err, out)), None
        return self.classify(rc, report), report

    def classify(self, rc, report):
        if rc == 0 and report.get("status") == "ok":
            return Verdict([])
        errors = report.get("errors") or []
        if any("reference program" in e for e in errors):
            return Verdict(["reference"], describe(report), invalid=True)
        if any("invalid --pipeline" in e for e in errors):
            raise SystemExit("reclaim-fuzz: %s" % "; ".join(
                errors + report.get("diagnostics", [])))
        detail = describe(report)
        if any("cannot parse" in e for e in errors):
            return Verdict(["reference"], detail, invalid=True)
        ref = report.get("reference_run") or {}
        if ref.get("termination") not in (None, "finished") or [
                d for d in ref.get("defects") or []
                if d.get("kind") != "leak"]:
            return Verdict(["reference"], detail, invalid=True)
        kinds = list(report.get("defect_classes") or [])
        if report.get("status") == "error":
            kinds.append("error")
        return Verdict(kinds or ["exit-%d" % rc], detail)


#: Remarks of reclaim-ownership-dealloc that document a buffer it never frees
#: (an escaping reference, an op with unknown effects): the only leaks the
#: adversarial oracle accepts, and only the buffers such a remark names.
DOCUMENTED_LEAK = ("never freed", "not freed here", "never frees it")
#: What the default unknown-ops=error must say about reclaim_test.opaque.
UNKNOWN_OP_ERROR = "does not know what it does with the buffer"
#: A pipeline output longer than this many times its input is a failure.
BLOWUP = 20
LOWER_TEST_DIALECT = "test-reclaim-lower-test-dialect"


def with_options(pipeline, opts):
    """`pipeline` with `opts` added to every reclaim-dealloc-pipeline and
    reclaim-pipeline in it."""
    def add(m):
        old = (m.group(2) or "{}")[1:-1]
        return "%s{%s}" % (m.group(1), (old + " " + opts).strip())
    return re.sub(r"\b(reclaim-(?:dealloc-)?pipeline)\b(\{[^}]*\})?", add,
                  pipeline)


def blank_layout_functions(text):
    """`text` with every function using a layout without strides replaced by
    empty lines."""
    out, cur = [], []
    for line in text.splitlines():
        if cur or line.startswith("func.func"):
            cur.append(line)
            if line == "}":
                keep = not any("affine_map<" in l for l in cur)
                out.extend(cur if keep else [""] * len(cur))
                cur = []
            continue
        out.append(line)
    return "\n".join(out + cur) + "\n"


def loc_line_col(loc):
    m = re.search(r":(\d+):(\d+)$", loc or "")
    return (int(m.group(1)), int(m.group(2))) if m else None


class AdversarialOracle(ReclaimRunOracle):
    """The oracle of adversarial programs (docs/reclaim-fuzz.md):

    * programs with reclaim_test ops go through reclaim-test-opt: the checked
      program is the pipeline's output lowered by
      test-reclaim-lower-test-dialect, the reference the input lowered alone;
      both run under reclaim-run and must print the same;
    * programs with reclaim_test.opaque (an op with unknown effects) must be
      rejected by the default pipeline with the documented error
      (`unknown-op-accepted`, `unknown-op-unclear-error` otherwise), and are
      checked under unknown-ops=keep-alive;
    * every check compiles first with remarks=true: a leak is accepted (and
      reported as documented) only when, for every leaked allocation, a remark
      saying that the pass never frees a buffer (DOCUMENTED_LEAK) is at the
      allocation or names it (or a call on its call chain); an output longer
      than BLOWUP times the input is `output-blowup`."""

    def __init__(self, tool, timeout, reclaim_opt, test_opt):
        ReclaimRunOracle.__init__(self, tool, timeout, reclaim_opt)
        self.test_opt = test_opt

    def compile_only(self, path, pipeline):
        return self.check(path, pipeline, run_it=False)

    def check(self, path, pipeline, run_it=True):
        text = open(path).read()
        test = "reclaim_test." in text
        unknown = "reclaim_test.opaque" in text
        # Functions with a layout without strides do not lower to LLVM
        # (normalize-memrefs gives up on most programs, and miscompiles
        # some): they are compiled (below) but not run; the generator never
        # calls them. Blank lines keep the line numbers.
        run_path = path
        if "affine_map<" in text:
            run_path = path + ".in.mlir"
            with open(run_path, "w") as f:
                f.write(blank_layout_functions(text))
        opt = self.test_opt if test else self.opt
        kinds, notes = [], []
        if unknown:
            rc, _, err = run([opt, path, "--pass-pipeline=builtin.module(%s)"
                              % pipeline, "-o", os.devnull], self.timeout)
            if rc is None:
                kinds.append("timeout")
            elif rc < 0:
                kinds.append(tool_crash(rc, err))
            elif rc == 0:
                if self.opaque_survives(opt, path, pipeline):
                    kinds.append("unknown-op-accepted")
                    notes.append("the default unknown-ops=error accepted "
                                 "reclaim_test.opaque")
            elif UNKNOWN_OP_ERROR not in err:
                kinds.append("unknown-op-unclear-error")
                notes.append(summarize(err, "").splitlines()[0])
        # The run without remarks (they would crowd the diagnostics).
        run_pipe = with_options(pipeline, "unknown-ops=keep-alive") \
            if unknown else pipeline
        pipe = with_options(pipeline, "remarks=true" + (
            " unknown-ops=keep-alive" if unknown else ""))
        out_path, ref_path = path + ".out.mlir", path + ".ref.mlir"
        try:
            cmd = [opt, path, "--pass-pipeline=builtin.module(%s%s)" % (
                pipe, "," + LOWER_TEST_DIALECT if test else ""),
                "-o", out_path] + (["--mlir-print-debuginfo"] if test else [])
            rc, _, err = run(cmd, self.timeout)
            if rc is None:
                return Verdict(kinds + ["pipeline-timeout"], "the pipeline "
                               "did not finish in %ds" % self.timeout)
            if rc < 0:
                return Verdict(kinds + [tool_crash(rc, err)],
                               "\n".join(notes + [summarize(err, "")]))
            if rc != 0:
                errors = "\n".join(l for l in err.splitlines()
                                   if "error:" in l)
                return Verdict(kinds + ["error"],
                               "\n".join(notes + [summarize(errors or err,
                                                             "")]))
            remarks = [((int(m.group(1)), int(m.group(2))), m.group(3))
                       for m in re.finditer(
                           r"^.*?:(\d+):(\d+): remark: (.*)$", err, re.M)]
            nin = text.count("\n") + 1
            with open(out_path) as f:
                nout = sum(1 for l in f if not l.startswith("#loc"))
            if nout > BLOWUP * nin:
                kinds.append("output-blowup")
                notes.append("output-blowup: %d lines of output from %d lines "
                             "of input" % (nout, nin))
            if not run_it:
                return Verdict(kinds, "\n".join(notes))
            if test:
                v, report = self.run_test(run_path, run_pipe, ref_path)
            else:
                v, report = self.run_checked(run_path, run_pipe)
            if v.invalid:
                return v
            kinds += v.kinds
            documented = []
            if "leak" in kinds and report is not None:
                documented = self.documented_leaks(text, report, remarks)
                if documented is not None:
                    kinds.remove("leak")
            detail = "\n".join(notes + ([v.detail] if v.detail else []))
            return Verdict(kinds, detail, documented=documented or ())
        finally:
            for p in (out_path, ref_path, path + ".in.mlir"):
                if os.path.exists(p):
                    os.unlink(p)

    def documented_leaks(self, text, report, remarks):
        """Descriptions of the leaks if every one is documented, else None.
        A leak is documented by a DOCUMENTED_LEAK remark that names its
        buffer: the remark is at the allocation or at a call on its call
        chain (the result of an indirect call, say), or names one of them
        in its text (`'func.call' at FILE:LINE:COL`: a buffer a callee
        allocated); (line, column) pairs of the checked file."""
        at, named = set(), set()
        for loc, msg in remarks:
            if not any(d in msg for d in DOCUMENTED_LEAK):
                continue
            at.add(loc)
            named.update((int(m.group(1)), int(m.group(2))) for m in
                         re.finditer(r" at \S*?:(\d+):(\d+)\b", msg))
        out = []
        for d in (report.get("run") or {}).get("defects") or []:
            if d.get("kind") != "leak":
                continue
            alloc = d.get("alloc") or {}
            frames = [alloc] + list(alloc.get("stack") or [])
            if not any(loc_line_col(f.get("loc")) in at | named
                       for f in frames):
                return None
            out.append("documented leak at %s (%s)" % (alloc.get("loc"),
                                                      alloc.get("op")))
        return out

    def run_test(self, path, pipe, ref_path):
        """Runs the pipeline's output and the input, both lowered to upstream
        ops; (Verdict, report of the checked run with the reference's)."""
        out_path = path + ".run.mlir"
        for p, pl in ((ref_path, ""), (out_path, pipe + ",")):
            rc, _, err = run([self.test_opt, path, "--pass-pipeline=builtin."
                              "module(%s%s)" % (pl, LOWER_TEST_DIALECT),
                              # Generic form: the custom form of a
                              # cf.switch successor operand %x#1 does not
                              # parse back.
                              "--mlir-print-debuginfo",
                              "--mlir-print-op-generic", "-o", p],
                             self.timeout)
            if rc is None:
                return Verdict(["pipeline-timeout"], "the pipeline did not "
                               "finish in %ds" % self.timeout), None
            if rc != 0:
                if p == out_path:
                    return Verdict(["error"], summarize(err, "")), None
                return Verdict(["reference"], summarize(err, ""),
                               invalid=True), None
        try:
            return self.run_lowered(out_path, ref_path)
        finally:
            os.unlink(out_path)

    def run_lowered(self, out_path, ref_path):
        reports = []
        for p in (ref_path, out_path):
            rc, out, err = run([self.tool, p, "--json",
                                "--timeout=%d" % self.timeout],
                               self.timeout + 30)
            if rc is None:
                return Verdict(["timeout"], "reclaim-run did not finish"), \
                    None
            rep = parse_report(out)
            if rep is None:
                if p == ref_path:
                    return Verdict(["reference"], summarize(err, out),
                                   invalid=True), None
                return Verdict([tool_crash(rc, err)], summarize(err, out)), \
                    None
            reports.append((rc, rep))
        (rrc, ref), (crc, rep) = reports
        refrun = ref.get("run") or {}
        if ref.get("status") == "error" or refrun.get("termination") != \
                "finished" or [d for d in refrun.get("defects") or []
                               if d.get("kind") != "leak"]:
            return Verdict(["reference"], describe(ref), invalid=True), None
        run_ = rep.get("run") or {}
        same = run_.get("output") == refrun.get("output")
        merged = dict(rep)
        merged["reference_run"] = dict(refrun, output_matches=same,
                                       defects=[])
        kinds = list(rep.get("defect_classes") or [])
        if rep.get("status") == "error":
            kinds.append("error")
        if not same and run_.get("termination") == "finished":
            kinds.append("output-mismatch")
        return Verdict(kinds, describe(merged)), merged


def tool_crash(rc, err):
    """Kind of a crash of the tool itself, named after the innermost
    Reclaim function on the stack so that reduction keeps the same bug."""
    for line in err.splitlines():
        if not ("reclaim" in line.lower() or "anonymous namespace" in line):
            continue
        line = line.replace("(anonymous namespace)::", "")
        m = re.match(r"\s*#\d+ 0x[0-9a-f]+ ([\w:~<>]+)", line)
        if m:
            return "tool-crash in %s" % m.group(1)
    return "tool-crash (exit %s)" % rc


def describe(report):
    """A few readable lines of a reclaim-run report."""
    lines = list(report.get("errors") or [])
    lines += [d.splitlines()[0] for d in report.get("diagnostics") or []]
    for key in ("run", "reference_run"):
        run_ = report.get(key) or {}
        for d in run_.get("defects") or []:
            where = d.get("access") or d.get("free") or d.get("alloc") or {}
            lines.append("%s%s at %s (%s)" % (
                "[reference] " if key != "run" else "", d.get("kind"),
                where.get("loc"), where.get("op")))
        if run_.get("termination") not in (None, "finished"):
            lines.append("%s: %s" % (key, run_.get("termination")))
    run_, ref = report.get("run") or {}, report.get("reference_run") or {}
    if ref.get("output_matches") is False:
        a = (ref.get("output") or "").splitlines()
        b = (run_.get("output") or "").splitlines()
        for i in range(max(len(a), len(b))):
            x = a[i] if i < len(a) else "<end>"
            y = b[i] if i < len(b) else "<end>"
            if x != y:
                lines.append("output line %d: expected %s, got %s" % (
                    i + 1, x, y))
                break
    return "\n".join(lines[:12])


def parse_report(out):
    """The JSON object reclaim-run printed (or None)."""
    start = out.find("{")
    if start < 0:
        return None
    try:
        return json.loads(out[start:])
    except ValueError:
        return None


def summarize(err, out):
    lines = [l for l in (err + "\n" + out).splitlines() if l.strip()]
    return "\n".join(lines[:12])


class ThreadsOracle:
    """Compiles the program with the pipeline twice, with MLIR's threading
    and with --mlir-disable-threading, and requires the same exit status,
    output and diagnostics (their order included): Reclaim's passes work on
    the functions of a module in parallel chunks and must not depend on how
    the chunks were scheduled. Programs of the reclaim_test dialect are
    compiled with reclaim-test-opt."""

    def __init__(self, reclaim_opt, test_opt, timeout):
        self.opt, self.test_opt, self.timeout = reclaim_opt, test_opt, timeout

    def check(self, path, pipeline):
        opt = self.test_opt if "reclaim_test." in open(path).read() \
            else self.opt
        cmd = [opt, path, "--pass-pipeline=builtin.module(%s)" % pipeline,
               "-mlir-print-debuginfo"]
        threads = run(cmd, self.timeout)
        single = run(cmd + ["--mlir-disable-threading"], self.timeout)
        if threads[0] is None or single[0] is None:
            # A timeout is the other checks' to report.
            return Verdict([])
        diff = compare_compiles(single, threads, "--mlir-disable-threading",
                                "threading")
        return Verdict(["threads-differ"], "%s differs:\n%s" % diff) \
            if diff else Verdict([])


def compare_compiles(a, b, name_a, name_b):
    """The first of exit status, diagnostics and output in which the
    compiles `a` and `b` ((rc, stdout, stderr) of run()) differ, and the
    first lines of the diff; None if they are the same."""
    for what, x, y in (("exit status", a[0], b[0]),
                       ("diagnostics", a[2], b[2]),
                       ("output", a[1], b[1])):
        if x != y:
            diff = "\n".join(difflib.unified_diff(
                str(x).splitlines(), str(y).splitlines(), name_a, name_b,
                lineterm="", n=1))
            return what, "\n".join(diff.splitlines()[:40])
    return None


class DeterminismOracle:
    """Compiles the program with the pipeline RUNS times, the same command
    each time, and requires the same exit status, output and diagnostics:
    a pass whose output depends on pointer values (a hash set or map keyed
    by Value or Operation * iterated into the IR or a remark) gives a
    different output from run to run, as the addresses change with ASLR.
    The pipeline runs with remarks=true (remarks must be deterministic too)
    and, on programs with reclaim_test.opaque, unknown-ops=keep-alive (the
    default rejects them, always the same way). Programs of the reclaim_test
    dialect are compiled with reclaim-test-opt."""

    def __init__(self, reclaim_opt, test_opt, timeout, runs):
        self.opt, self.test_opt, self.timeout = reclaim_opt, test_opt, timeout
        self.runs = max(2, runs)

    def check(self, path, pipeline):
        text = open(path).read()
        opt = self.test_opt if "reclaim_test." in text else self.opt
        pipe = with_options(pipeline, "remarks=true" + (
            " unknown-ops=keep-alive" if "reclaim_test.opaque" in text
            else ""))
        cmd = [opt, path, "--pass-pipeline=builtin.module(%s)" % pipe]
        first = run(cmd, self.timeout)
        if first[0] is None:
            # A timeout is the other checks' to report.
            return Verdict([])
        for i in range(1, self.runs):
            other = run(cmd, self.timeout)
            if other[0] is None:
                continue
            diff = compare_compiles(first, other, "run 1", "run %d" % (i + 1))
            if diff:
                return Verdict(["nondeterministic"], (
                    "%s differs between two runs of one command (%s):\n%s"
                    % (diff[0], " ".join(cmd[1:]), diff[1])))
        return Verdict([])


class RunnerOracle:
    """Fallback without reclaim-run: compares the output of the input with
    its memref.dealloc ops stripped against the output after the pipeline
    (bufferization.dealloc lowered by upstream), both run with mlir-runner.
    Finds wrong output and crashes, not leaks."""

    def __init__(self, reclaim_opt, timeout):
        self.opt, self.timeout = reclaim_opt, timeout
        self.cache = {}

    def execute(self, text):
        rc, low, err = run([self.opt] + LOWER_TO_LLVM, self.timeout, text)
        if rc != 0:
            return "lower", err
        rc, out, err = run([os.path.join(LLVM_BIN, "mlir-runner"), "-e",
                            "main", "-entry-point-result=void",
                            "-shared-libs=" + C_RUNNER_UTILS], self.timeout,
                           low)
        if rc is None:
            return "timeout", ""
        if rc != 0:
            return "crash", out + err
        return None, out

    def check(self, path, pipeline):
        text = open(path).read()
        if text not in self.cache:
            stripped = "\n".join(l for l in text.splitlines()
                                 if "memref.dealloc " not in l)
            self.cache = {text: self.execute(stripped)}
        ref_err, ref_out = self.cache[text]
        if ref_err:
            return Verdict(["reference"], ref_out[:2000], invalid=True)
        rc, out, err = run([self.opt, path, "--pass-pipeline=builtin.module("
                            + pipeline + ",bufferization-lower-deallocations"
                            ")", "-mlir-print-op-generic"], self.timeout)
        if rc != 0:
            return Verdict(["pass-error" if rc else "timeout"],
                           summarize(err, ""))
        kind, got = self.execute(out)
        if kind:
            return Verdict([kind], summarize(got, ""))
        if got != ref_out:
            return Verdict(["mismatch"], "expected:\n%s\ngot:\n%s" % (
                ref_out[:300], got[:300]))
        return Verdict([])


#: MLIR's own timers in --mlir-timing, not passes of Reclaim: the parser is
#: known to be quadratic in the nesting depth, printing is output size.
NOT_A_PASS = ("Parser", "Output", "Rest", "Total")


def pass_times(err):
    """Pass name -> wall seconds, summed over its runs, from the report of
    --mlir-timing --mlir-disable-threading (lines `0.0121 (  5.5%)  Name`;
    nested pipelines, whose time is their passes', are left out)."""
    times = {}
    for line in err.splitlines():
        m = re.match(r"\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(\S.*?)\s*$", line)
        if not m or m.group(2) in NOT_A_PASS or \
                m.group(2).endswith("Pipeline"):
            continue
        times[m.group(2)] = times.get(m.group(2), 0.0) + float(m.group(1))
    return times


def growth(times):
    """How many times a pass's time grew from the small to the large size
    (times under 0.1 ms count as 0.1 ms: the report's resolution)."""
    return times[1] / max(times[0], 1e-4)


def scaling_line(figures):
    """One line about a program's figures: sizes and the fastest-growing
    pass among those that took at least 10 ms at the large size."""
    grow = sorted((growth(t), k) for k, t in figures["passes"].items()
                  if t[1] >= 0.01)
    worst = "; fastest-growing pass %s x%.1f (%.4f -> %.4f s)" % (
        grow[-1][1], grow[-1][0], figures["passes"][grow[-1][1]][0],
        figures["passes"][grow[-1][1]][1]) if grow else ""
    return "lines %d -> %d, output %d -> %d%s" % (
        figures["lines_in"][0], figures["lines_in"][1],
        figures["lines_out"][0], figures["lines_out"][1], worst)


class ScalingOracle:
    """Compiles a program at n and SCALE_FACTOR * n units with each timed
    pipeline (`reclaim-opt --mlir-timing --mlir-disable-threading
    --verify-each=0`), best of `runs` runs each, and reports a pass whose
    time grows more than SCALE_FACTOR ** 1.5 times and reaches
    `min_seconds` at the large size (`superlinear in PASS`; confirmed by one
    more run of both sizes, since timings on a shared machine are noisy),
    and an output whose line count or size (without indentation) grows
    more than SCALE_FACTOR ** 1.3 times (`superlinear-output`). A failure or timeout of a pipeline on
    either size is reported as by the other oracles (`error`, `tool-crash
    in F`, `pipeline-timeout`), naming the pipeline and the size."""

    def __init__(self, reclaim_opt, test_opt, pipelines, timeout, tmpdir,
                 min_seconds=0.05, runs=2):
        self.opt, self.pipelines, self.timeout = reclaim_opt, pipelines, \
            timeout
        self.test_opt = test_opt
        self.tmpdir, self.min_seconds, self.runs = tmpdir, min_seconds, runs
        self.time_ratio = SCALE_FACTOR ** 1.5
        self.output_ratio = SCALE_FACTOR ** 1.3

    def compile(self, path, pipeline, out, test=False):
        """(failure Verdict or None, pass -> seconds). `test`: a program of
        the reclaim_test dialect, compiled by reclaim-test-opt under
        unknown-ops=keep-alive."""
        opt = self.opt
        if test:
            opt = self.test_opt
            pipeline = with_options(pipeline, "unknown-ops=keep-alive")
        rc, _, err = run([opt, path, "--pass-pipeline=builtin.module("
                          "%s)" % pipeline, "--mlir-timing",
                          "--mlir-disable-threading", "--verify-each=0",
                          "-o", out], self.timeout)
        if rc is None:
            return Verdict(["pipeline-timeout"], "did not finish within "
                           "%gs" % self.timeout), None
        if rc < 0:
            return Verdict([tool_crash(rc, err)], summarize(err, "")), None
        if rc:
            return Verdict(["error"], summarize(err, "")), None
        return None, pass_times(err)

    def measure(self, sz, pipeline, runs):
        """Compiles sz["path"] with `pipeline` `runs` more times, keeping
        each pass's fastest time in sz["passes"][pipeline] and the line
        count and size in bytes (indentation left out) of the first
        pipeline's output in sz["lines"] and sz["bytes"]; returns a Verdict
        if the pipeline failed."""
        best = sz["passes"].setdefault(pipeline, {})
        for _ in range(runs):
            out = sz["path"] + ".out" if "lines" not in sz and \
                pipeline == self.pipelines[0] else os.devnull
            v, times = self.compile(sz["path"], pipeline, out, sz["test"])
            if v:
                return v
            if out != os.devnull:
                with open(out) as f:
                    stripped = [l.strip() for l in f]
                sz["lines"] = sum(1 for l in stripped if l)
                # Without the indentation, which MLIR's printer makes
                # quadratic in the depth of a nest.
                sz["bytes"] = sum(len(l) for l in stripped)
                os.unlink(out)
            for k, t in times.items():
                best[k] = min(t, best.get(k, t))
        return None

    def flagged(self, small, large, pipeline):
        return sorted(k for k, t in large["passes"][pipeline].items()
                      if t >= self.min_seconds and growth((
                          small["passes"][pipeline].get(k, 0.0), t)) >
                      self.time_ratio)

    def check(self, small_text, large_text, tag):
        """(Verdict, figures) of a program at both sizes; figures: lines
        in and out, and each pass's time at both sizes."""
        sizes = []
        for name, text in (("small", small_text), ("large", large_text)):
            fd, path = tempfile.mkstemp(prefix="rf-%s-%s-" % (tag, name),
                                        suffix=".mlir", dir=self.tmpdir)
            with os.fdopen(fd, "w") as f:
                f.write(text)
            sizes.append({"name": name, "path": path, "passes": {},
                          "in": text.count("\n"),
                          "test": "reclaim_test." in text})
        small, large = sizes
        kinds, detail, timed = [], [], []
        try:
            for pipe in self.pipelines:
                for sz in sizes:
                    v = self.measure(sz, pipe, self.runs)
                    if v:
                        kinds += v.kinds
                        detail.append("%s at %d lines (%s): %s" % (
                            pipe, sz["in"], sz["name"], v.detail))
                        break
                else:
                    if self.flagged(small, large, pipe):  # confirm
                        for sz in sizes:
                            self.measure(sz, pipe, 1)
                    timed.append(pipe)
        finally:
            for sz in sizes:
                os.unlink(sz["path"])
        passes = {}
        for pipe in timed:
            for k in self.flagged(small, large, pipe):
                kinds.append("superlinear in %s" % k)
                t = (small["passes"][pipe].get(k, 0.0),
                     large["passes"][pipe][k])
                detail.append("%s: %.4f s at %d lines, %.4f s at %d lines "
                              "(x%.1f, exponent %.2f)" % (
                                  k, t[0], small["in"], t[1], large["in"],
                                  growth(t), math.log(growth(t),
                                                      SCALE_FACTOR)))
            for k, t in large["passes"][pipe].items():
                passes[k] = [round(small["passes"][pipe].get(k, 0.0), 4),
                             round(t, 4)]
        out = [small.get("lines", 0), large.get("lines", 0)]
        if out[0] and out[1] > self.output_ratio * out[0]:
            kinds.append("superlinear-output")
            detail.append("output: %d lines at %d lines in, %d at %d (x%.1f)"
                          % (out[0], small["in"], out[1], large["in"],
                             out[1] / out[0]))
        # Lines may stay linear while they grow longer (a block argument
        # list per merge that grows along a chain).
        size = [small.get("bytes", 0), large.get("bytes", 0)]
        if size[0] and size[1] > self.output_ratio * size[0] and \
                "superlinear-output" not in kinds:
            kinds.append("superlinear-output")
            detail.append("output: %d bytes at %d lines in, %d at %d (x%.1f)"
                          % (size[0], small["in"], size[1], large["in"],
                             size[1] / size[0]))
        figures = {"lines_in": [small["in"], large["in"]],
                   "lines_out": out, "passes": passes}
        return Verdict(kinds, "\n".join(detail)), figures


# ===----------------------------------------------------------------------===
# Driver
# ===----------------------------------------------------------------------===

def discover_pipelines(reclaim_opt):
    """PIPELINES plus one pipeline per optimisation pass the driver
    registers: 'PASS,reclaim-dealloc-pipeline' or, for passes that run
    after deallocation, 'reclaim-dealloc-pipeline,PASS'."""
    pipelines = dict(PIPELINES)
    rc, out, _ = run([reclaim_opt, "--help"], 60)
    known = set(re.findall(r"^\s+--(reclaim-[a-z0-9-]+)\s", out or "", re.M))
    for p in sorted(known - NOT_SOLO):
        if OPTIMISATION_PASSES.get(p, "before") == "after":
            pipelines[p] = "reclaim-dealloc-pipeline,%s" % p
        else:
            pipelines[p] = "%s,reclaim-dealloc-pipeline" % p
    return pipelines


def parse_pipelines(specs, reclaim_opt):
    available = discover_pipelines(reclaim_opt)
    if not specs:
        return available
    out = {}
    for spec in specs:
        for item in (spec.split(";") if "=" in spec else spec.split(",")):
            item = item.strip()
            if not item:
                continue
            if item == "all":
                out.update(available)
            elif "=" in item:
                k, v = item.split("=", 1)
                out[k.strip()] = v.strip()
            elif item in available:
                out[item] = available[item]
            else:
                out[item] = item  # a raw pipeline or pass name
    return out


def clean_detail(detail):
    """The informative lines of a failure description (no crash banner, no
    frames outside Reclaim, no temporary file names)."""
    out = []
    for line in detail.splitlines():
        if line.startswith(("PLEASE submit", "Stack dump", "0.\t",
                            "0. ")) or "Program arguments" in line:
            continue
        if re.match(r"\s*#\d+ 0x", line):
            if "anonymous namespace" not in line and \
                    "reclaim" not in line.lower():
                continue
            line = re.sub(r"^\s*#\d+ 0x[0-9a-f]+ ", "in ", line)
            line = line.replace("(anonymous namespace)::", "")
        line = re.sub(r"/tmp/reclaim-fuzz-\w+/rf-[\w-]+\.mlir", "<input>",
                      line)
        out.append(line)
    return "\n".join(out)


def run_lines(text, pipeline):
    """RUN lines of a reduced test: reclaim-run with the pipeline, or for
    programs of the reclaim_test dialect, reclaim-test-opt (the pipeline,
    then the dialect's lowering) and reclaim-run on its output (its
    reference is that output with its frees removed)."""
    if "reclaim_test." not in text:
        return ["// RUN: reclaim-run %%s --pipeline=%s --reference" %
                pipeline]
    if "reclaim_test.opaque" in text:
        pipeline = with_options(pipeline, "unknown-ops=keep-alive")
    return ["// RUN: reclaim-test-opt %%s --pass-pipeline='builtin.module("
            "%s,%s)' --mlir-print-op-generic -o %%t.mlir" % (
                pipeline, LOWER_TEST_DIALECT),
            "// RUN: reclaim-run %t.mlir --reference"]


def lit_test(text, pipeline, verdict, origin, name):
    body = [l for l in text.splitlines() if not l.startswith("// Generated")]
    head = run_lines(text, pipeline) + [
        "//",
        "// Found by reclaim-fuzz and reduced automatically; reproduce with",
        "//   %s" % origin,
        "// The pipeline failed with: %s." % ", ".join(verdict.kinds),
    ]
    for line in clean_detail(verdict.detail).splitlines()[:6]:
        head.append("//   " + line[:100])
    return "\n".join(head + [""] + body) + "\n"


class Fuzzer:
    def __init__(self, args):
        self.args = args
        self.out = args.out
        os.makedirs(self.out, exist_ok=True)
        if args.oracle == "runner":
            self.oracle = RunnerOracle(args.reclaim_opt, args.timeout)
            if args.adversarial or args.adversarial_rate:
                raise SystemExit("reclaim-fuzz: adversarial programs need "
                                 "the reclaim-run oracle")
        else:
            self.oracle = ReclaimRunOracle(args.reclaim_run, args.timeout,
                                           args.reclaim_opt, args.no_worse)
        if (args.adversarial or args.adversarial_rate) and not os.path.exists(
                args.reclaim_test_opt) and not shutil.which(
                    args.reclaim_test_opt):
            raise SystemExit("reclaim-fuzz: adversarial programs need "
                             "reclaim-test-opt (not found: %s)" %
                             args.reclaim_test_opt)
        self.adv_oracle = AdversarialOracle(
            args.reclaim_run, args.timeout, args.reclaim_opt,
            args.reclaim_test_opt)
        self.threads_oracle = ThreadsOracle(
            args.reclaim_opt, args.reclaim_test_opt, args.timeout) \
            if args.threads_check else None
        self.determinism_oracle = DeterminismOracle(
            args.reclaim_opt, args.reclaim_test_opt, args.timeout,
            args.determinism_runs)
        self.reduced_kinds = set()
        self.lock = threading.Lock()
        specs = args.pipelines
        if args.shape == "scaling" and not specs:
            # Thousands of ops per program: every pass is timed anyway;
            # the run checks the two pipelines that hold them all.
            specs = ["dealloc", "full"]
        self.pipelines = parse_pipelines(specs, args.reclaim_opt)
        self.known = read_known(args.known, args.seed) if args.known else {}

    def log(self, msg):
        print(msg, flush=True)

    def check_text(self, text, pipeline, tag, adv=False, run_it=True,
                   oracle=None):
        fd, path = tempfile.mkstemp(prefix="rf-%s-" % tag, suffix=".mlir",
                                    dir=self.tmpdir)
        with os.fdopen(fd, "w") as f:
            f.write(text)
        oracle = oracle or (self.adv_oracle if adv else self.oracle)
        try:
            if not run_it:
                return oracle.compile_only(path, pipeline)
            return oracle.check(path, pipeline)
        finally:
            os.unlink(path)

    def one(self, index):
        """Generates and checks program `index`; returns a result record."""
        seed = "%d:%d" % (self.args.seed, index)
        if self.args.shape == "wide-switch":
            # Checked by the adversarial oracle (output-blowup included);
            # not reduced: the program is text, not statements.
            adv, prog = True, None
            text = wide_switch_program(seed)
            size, kinds = text.count("\n"), {"wide-switch": 1}
        elif self.args.shape == "scaling":
            # The small instance is checked like any program (not
            # reduced; by the adversarial oracle if it has reclaim_test
            # ops), then timed against the large one.
            adv, prog = self.args.scaling_keep_alive, None
            spec = scaling_spec(seed, self.args.scaling_units,
                                self.args.scaling_form,
                                self.args.scaling_keep_alive)
            text = scaling_program(spec, spec["units"])
            size = text.count("\n")
            kinds = {"scaling-%s-%s" % (spec["axis"], spec["form"]): 1}
        else:
            adv = is_adversarial(self.args, seed)
            prog = generate(seed, size=self.args.size, adversarial=adv)
            text = emit(prog)
            size, kinds = program_size(prog), statement_kinds(prog)
        rec = {"index": index, "seed": seed, "failures": [], "invalid": None,
               "size": size, "known": [], "fixed": [], "kinds": kinds,
               "adversarial": adv, "documented": []}
        pipelines = list(self.pipelines.items())
        if self.args.rotate:
            pipelines = [pipelines[index % len(pipelines)]]
        rec["checks"] = len(pipelines)
        self.check_pipelines(rec, pipelines, text, "%d" % index, adv)
        large = None
        if self.args.shape == "scaling" and not rec["invalid"]:
            rec["checks"] += 1
            large = scaling_program(spec, SCALE_FACTOR * spec["units"])
            v, figures = self.scaling_oracle.check(text, large, "s%d" % index)
            rec["scaling"] = figures
            self.record(rec, "scaling", self.args.scaling_pipelines, v)
            # The large instance checked too: budgets that only a large
            # function reaches (kept-alive buffers never freed past one)
            # change the code, and that code must still be right.
            if self.args.scaling_check_large:
                rec["checks"] += self.check_pipelines(
                    rec, pipelines, large, "%dL" % index, adv, "large-")
        # Compile-only oracles, one more check per pipeline each.
        extra = []
        if self.threads_oracle:
            extra.append(("threads", "t", self.threads_oracle))
        if checks_determinism(self.args, seed):
            extra.append(("determinism", "d", self.determinism_oracle))
        for suffix, tag, oracle in extra if not rec["invalid"] else []:
            for name, pipe in pipelines:
                rec["checks"] += 1
                v = self.check_text(text, pipe, "%s%d" % (tag, index),
                                    oracle=oracle)
                if not v.ok:
                    rec["failures"].append(
                        ("%s-%s" % (name, suffix), pipe, v))
        for name, pipe, v in rec["failures"]:
            base = "%d-%s" % (index, name)
            self.save(base + ".mlir", text)
            self.save(base + ".txt", v.detail + "\n")
            if name == "scaling":
                self.save(base + "-large.mlir", large)
        if rec["failures"] and self.args.reduce:
            name, pipe, v = rec["failures"][0]
            with self.lock:
                skip = self.args.reduce_once and v.kinds in self.reduced_kinds
                self.reduced_kinds.add(v.kinds)
            if "threads-differ" in v.kinds or "nondeterministic" in v.kinds:
                # The reducer's lit tests run the program; this failure
                # needs two compiles compared: the saved program and the
                # diff in its .txt are the report.
                skip = True
                self.log("program %d: not reduced (%s)" % (
                    index, ", ".join(v.kinds)))
            elif any("timeout" in k for k in v.kinds):
                # Every step would wait for the timeout: reduce by hand.
                skip = True
                self.log("program %d: not reduced (timeout)" % index)
            if prog is None:
                skip = True
                self.log("program %d: not reduced (--shape %s)" % (
                    index, self.args.shape))
            if not skip:
                rec["reduced"] = self.reduce(prog, index, name, pipe, v, adv)
        return rec

    def check_pipelines(self, rec, pipelines, text, tag, adv, prefix=""):
        """Checks `text` under each of `pipelines` ((name, pipeline)
        pairs) and files the verdicts in `rec` under PREFIX + name; stops at
        the first that finds the program invalid (saved as
        invalid-TAG.mlir). Returns how many checks ran."""
        ran = 0
        for name, pipe in pipelines:
            ran += 1
            v = self.check_text(text, pipe, tag, adv)
            rec["documented"] += ["%s%s: %s" % (prefix, name, d)
                                  for d in v.documented]
            if v.invalid:
                rec["invalid"] = v.detail
                self.save("invalid-%s.mlir" % tag, text)
                break
            self.record(rec, prefix + name, pipe, v)
        return ran

    def record(self, rec, name, pipe, v):
        """Files verdict `v` of pipeline `name` as a failure, a known
        failure or a fixed one."""
        known = self.known.get((rec["index"], name))
        if known is not None:
            if v.ok:
                rec["fixed"].append((name, known))
            elif ", ".join(v.kinds) == known:
                rec["known"].append((name, known))
            else:
                rec["failures"].append((name, pipe, v))
        elif not v.ok:
            rec["failures"].append((name, pipe, v))

    def save(self, name, text):
        with open(os.path.join(self.out, name), "w") as f:
            f.write(text)

    def reduce(self, prog, index, name, pipe, verdict, adv=False):
        oracle = self.adv_oracle if adv else self.oracle
        # Failures the compiler alone shows are reduced without running.
        compile_kinds = ("tool-crash", "output-blowup", "unknown-op")
        crash = all(k.startswith(compile_kinds) for k in verdict.kinds) and \
            hasattr(oracle, "compile_only")

        def still_fails(cand):
            text = emit(cand)
            v = self.check_text(text, pipe, "r%d" % index, adv,
                                run_it=not crash)
            return not v.invalid and v.kinds == verdict.kinds

        def log(msg):
            if self.args.verbose:
                self.log("program %d: %s" % (index, msg.strip()))
        small = reduce(prog, still_fails, log=log,
                       budget=self.args.reduce_budget)
        small.origin = "seed %s, program %d, pipeline %s%s" % (
            self.args.seed, index, name, ", adversarial" if adv else "")
        text = emit(small)
        final = self.check_text(text, pipe, "f%d" % index, adv)
        test = lit_test(text, pipe, final if not final.ok else verdict,
                        "reclaim-fuzz.py --seed %d --start %d --count 1 "
                        "--size %d --pipelines %s%s" % (
                            self.args.seed, index, self.args.size, name,
                            " --adversarial" if adv else ""),
                        name)
        fname = "fuzz-%d-%d-%s.mlir" % (self.args.seed, index, name)
        self.save("reduced-" + fname, test)
        if self.args.regressions:
            os.makedirs(self.args.regressions, exist_ok=True)
            with open(os.path.join(self.args.regressions, fname), "w") as f:
                f.write(test)
        return {"file": fname, "statements": program_size(small)}

    def main(self):
        a = self.args
        self.tmpdir = tempfile.mkdtemp(prefix="reclaim-fuzz-")
        self.scaling_oracle = ScalingOracle(
            a.reclaim_opt, a.reclaim_test_opt, a.scaling_pipelines.split(";"),
            a.timeout,
            self.tmpdir,
            a.scaling_min_seconds)
        self.log("reclaim-fuzz: seed %d, programs %d..%d, %d pipeline(s): %s"
                 % (a.seed, a.start, a.start + a.count - 1,
                    len(self.pipelines), ", ".join(self.pipelines)))
        t0 = time.time()
        records = []
        try:
            with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
                futs = [pool.submit(self.one, i)
                        for i in range(a.start, a.start + a.count)]
                for fut in concurrent.futures.as_completed(futs):
                    rec = fut.result()
                    records.append(rec)
                    if rec["invalid"]:
                        self.log("program %d: INVALID INPUT (fuzzer bug): %s"
                                 % (rec["index"], rec["invalid"][:300]))
                    for name, pipe, v in rec["failures"]:
                        self.log("program %d: FAIL %s [%s]: %s" % (
                            rec["index"], name, ", ".join(v.kinds),
                            v.detail.splitlines()[0] if v.detail else ""))
                    for name, kinds in rec["known"]:
                        self.log("program %d: known failure %s [%s]" % (
                            rec["index"], name, kinds))
                    for name, kinds in rec["fixed"]:
                        self.log("program %d: FIXED %s (was %s): remove it "
                                 "from the known failures" % (
                                     rec["index"], name, kinds))
                    if "reduced" in rec:
                        self.log("program %d: reduced to %d statements: %s"
                                 % (rec["index"], rec["reduced"]["statements"],
                                    rec["reduced"]["file"]))
                    if a.verbose and rec.get("scaling"):
                        self.log("program %d: %s" % (
                            rec["index"], scaling_line(rec["scaling"])))
                    if a.verbose and not rec["failures"]:
                        self.log("program %d: ok" % rec["index"])
        finally:
            shutil.rmtree(self.tmpdir, ignore_errors=True)
        failures = sum(len(r["failures"]) for r in records)
        invalid = sum(1 for r in records if r["invalid"])
        known = sum(len(r["known"]) for r in records)
        fixed = sum(len(r["fixed"]) for r in records)
        adversarial = sum(1 for r in records if r["adversarial"])
        documented = [d for r in records for d in r["documented"]]
        kinds = {}
        for r in records:
            for name, _, v in r["failures"]:
                key = "%s: %s" % (name, ", ".join(v.kinds))
                kinds[key] = kinds.get(key, 0) + 1
        summary = {
            "command": "reclaim-fuzz.py " + " ".join(
                x for x in sys.argv[1:] if not x.startswith("--bin-dir")
                and x != a.bin_dir),
            "date": time.strftime("%Y-%m-%d"),
            "seed": a.seed, "start": a.start, "programs": len(records),
            "pipelines": self.pipelines,
            "checks": sum(r["checks"] for r in records),
            "failures": failures, "known_failures": known, "fixed": fixed,
            "failing_programs": sorted(r["index"] for r in records
                                       if r["failures"]),
            "invalid_programs": invalid, "by_kind": kinds,
            "adversarial_programs": adversarial,
            "documented_leaks": len(documented),
            "documented": {str(r["index"]): r["documented"] for r in records
                           if r["documented"]},
            "statements": sum(r["size"] for r in records),
            "scaling": {str(r["index"]): r["scaling"] for r in records
                        if r.get("scaling")},
            "statement_kinds": merge_counts(r["kinds"] for r in records),
            "seconds": round(time.time() - t0, 1),
        }
        self.save("summary.json", json.dumps(summary, indent=2) + "\n")
        self.log("checked %d programs (%d statements), %d checks in %.0fs: "
                 "%d failure(s), %d invalid program(s)%s" % (
                     len(records), summary["statements"], summary["checks"],
                     summary["seconds"], failures, invalid,
                     ", %d known, %d fixed" % (known, fixed)
                     if self.known else ""))
        for k, n in sorted(kinds.items()):
            self.log("  %4d  %s" % (n, k))
        grow = sorted(((growth(t), k, r["index"], t)
                       for r in records if r.get("scaling")
                       for k, t in r["scaling"]["passes"].items()
                       if t[1] >= 0.01), reverse=True)
        for g, k, i, t in grow[:3]:
            self.log("fastest-growing: %s x%.1f (%.4f -> %.4f s), program "
                     "%d" % (k, g, t[0], t[1], i))
        if adversarial:
            self.log("adversarial programs: %d; leaks accepted as documented "
                     "by a remark: %d" % (adversarial, len(documented)))
        return 1 if failures or invalid or fixed else 0


def read_known(path, seed):
    """Known failures: lines 'SEED INDEX PIPELINE KINDS...  # comment'. A
    known failure with the same kinds is not counted; one that no longer
    fails is reported as fixed and fails the run, so that the list (and the
    XFAIL of its regression test) is updated with the fix."""
    known = {}
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split(None, 3)
        if int(parts[0]) == seed:
            known[(int(parts[1]), parts[2])] = parts[3].strip()
    return known


def is_adversarial(args, seed):
    """Whether program `seed` ("S:I") is adversarial: all with --adversarial,
    a fraction --adversarial-rate otherwise (drawn from the seed alone)."""
    if getattr(args, "adversarial", False):
        return True
    rate = getattr(args, "adversarial_rate", 0) or 0
    return rate > 0 and random.Random(
        "reclaim-fuzz-mix:%s" % seed).random() < rate


def checks_determinism(args, seed):
    """Whether program `seed` ("S:I") gets the determinism check: all with
    --determinism, a fraction --determinism-rate otherwise (drawn from the
    seed alone, independently of the adversarial mix)."""
    if getattr(args, "determinism", False):
        return True
    rate = getattr(args, "determinism_rate", 0) or 0
    return rate > 0 and random.Random(
        "reclaim-fuzz-determinism:%s" % seed).random() < rate


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))


def find_tool(name, bin_dir=None):
    if bin_dir:
        return os.path.join(bin_dir, name)
    local = os.path.join(repo_root(), "build", "bin", name)
    if os.path.exists(local):
        return local
    return shutil.which(name) or name


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Differential fuzzer of Reclaim's deallocation pipelines: "
        "generates random valid memref programs, checks each pipeline with "
        "`reclaim-run --reference`, reduces failures to lit tests.",
        epilog="Example: reclaim-fuzz.py --seed 1 --count 300 --jobs 2 "
        "--out /tmp/fuzz --reduce --regressions test/fuzz-regressions")
    ap.add_argument("--seed", type=int, default=1,
                    help="run seed; program i of seed S is reproducible alone "
                    "with --seed S --start i --count 1")
    ap.add_argument("--count", type=int, default=100,
                    help="number of programs")
    ap.add_argument("--start", type=int, default=0,
                    help="index of the first program")
    ap.add_argument("--pipelines", nargs="*",
                    help="pipelines under test: names from the configuration "
                    "(%s, or any discovered optimisation pass), 'all', or "
                    "NAME=PIPELINE (';'-separated when several have commas). "
                    "Default: all" % ", ".join(PIPELINES))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="parallel checks")
    ap.add_argument("--out", default="reclaim-fuzz-out",
                    help="directory for failing programs, reduced tests and "
                    "summary.json")
    ap.add_argument("--reduce", action="store_true",
                    help="reduce every failing program to a small lit test")
    ap.add_argument("--reduce-budget", type=int, default=1500,
                    help="maximum number of checks per reduction")
    ap.add_argument("--regressions", metavar="DIR",
                    help="also write reduced tests into DIR (e.g. "
                    "test/fuzz-regressions)")
    ap.add_argument("--rotate", action="store_true",
                    help="check program i under pipeline i mod P only "
                    "(P pipelines; a cheaper sweep)")
    ap.add_argument("--known", metavar="FILE",
                    help="known failures ('SEED INDEX PIPELINE KINDS' per "
                    "line), not counted; one that passes fails the run")
    ap.add_argument("--shape", choices=["statements", "wide-switch",
                                        "scaling"],
                    default="statements",
                    help="statements (default): programs of random "
                    "statements; wide-switch: programs built around "
                    "cf.switch of 257-700 cases (checked as adversarial "
                    "programs, not reduced); scaling: one motif (a unit "
                    "of allocations, views, selects, copies, calls and a "
                    "region op) repeated along one axis (nesting depth, "
                    "length, width of a merge, number of buffers or "
                    "functions) at n and 4n units: the small program is "
                    "checked like any program (default pipelines: dealloc "
                    "and full), then both are compiled with "
                    "--scaling-pipelines under --mlir-timing, and a pass "
                    "whose time grows more than 4^1.5 = 8 times and reaches "
                    "--scaling-min-seconds is `superlinear in PASS`, an "
                    "output that grows more than 4^1.3 times "
                    "`superlinear-output` (not reduced; time with --jobs 1)")
    ap.add_argument("--scaling-units", type=int, metavar="N",
                    help="--shape scaling: units of the small program "
                    "(default: per program, so that the large one has "
                    "8,000-20,000 lines)")
    ap.add_argument("--scaling-form", default=None, metavar="FORM",
                    choices=sorted(SCALE_EXTRA_FORMS) + sorted(
                        f for forms in SCALE_FORMS.values() for f in forms),
                    help="--shape scaling: every program in this form "
                    "(%(choices)s; callchain and dropchain are drawn only "
                    "this way); the rest of the motif is drawn as usual")
    ap.add_argument("--scaling-keep-alive", action="store_true",
                    help="--shape scaling: an op of unknown effects "
                    "(reclaim_test.opaque) touches every unit's buffer, and "
                    "the pipelines run with unknown-ops=keep-alive "
                    "(reclaim-test-opt): every buffer lives to the return")
    ap.add_argument("--scaling-pipelines", default=SCALE_PIPELINES,
                    metavar="P;Q",
                    help="--shape scaling: the timed pipelines, "
                    "';'-separated, each compiled alone (default: "
                    "%(default)s: every Reclaim pass)")
    ap.add_argument("--scaling-min-seconds", type=float, default=0.05,
                    metavar="S",
                    help="--shape scaling: a pass is super-linear only if "
                    "it takes at least this long at the large size "
                    "(default %(default)s)")
    ap.add_argument("--scaling-check-large", action="store_true",
                    help="--shape scaling: also check the large program "
                    "like the small one, under every pipeline (it reaches "
                    "the budgets the small one does not)")
    ap.add_argument("--scaling-large", action="store_true",
                    help="--shape scaling with --emit: print the large "
                    "programs instead of the small ones")
    ap.add_argument("--size", type=int, default=16,
                    help="statement budget per function (main gets twice)")
    ap.add_argument("--oracle", choices=["reclaim-run", "runner"],
                    default="reclaim-run",
                    help="reclaim-run (default) or the mlir-runner fallback "
                    "that compares outputs only")
    ap.add_argument("--bin-dir", help="directory of reclaim-run and "
                    "reclaim-opt (default: build/bin of this checkout, then "
                    "PATH)")
    ap.add_argument("--reclaim-run", default=None, help="path of reclaim-run")
    ap.add_argument("--reclaim-opt", default=None, help="path of reclaim-opt")
    ap.add_argument("--reclaim-test-opt", default=None,
                    help="path of reclaim-test-opt (adversarial programs of "
                    "the reclaim_test dialect)")
    ap.add_argument("--no-worse", action="store_true",
                    help="ceiling oracle: reclaim-pipeline may not make more "
                    "heap allocations or reach a higher peak than the "
                    "program without deallocation (reclaim-run --no-worse; "
                    "failure class worse-than-no-frees)")
    ap.add_argument("--adversarial", action="store_true",
                    help="generate adversarial programs only (byte-shifted "
                    "views, aliasing results, callees that free their "
                    "arguments, unknown ops, the reclaim_test dialect, raw "
                    "pointers, deep nesting, long CFGs, ...)")
    ap.add_argument("--adversarial-rate", type=float, default=0,
                    help="fraction of adversarial programs in the mix "
                    "(default 0; program i's choice depends on S:i only)")
    ap.add_argument("--reduce-once", action="store_true",
                    help="reduce only the first failing program of each "
                    "signature (set of defect kinds)")
    ap.add_argument("--timeout", type=float, default=60,
                    help="seconds per tool invocation")
    ap.add_argument("--threads-check", action="store_true",
                    help="also compile each program with each pipeline with "
                    "and without MLIR's threading (--mlir-disable-threading)"
                    " and require the same exit status, output and "
                    "diagnostics in the same order (failure class "
                    "threads-differ, pipeline NAME-threads; one more check "
                    "per pipeline)")
    ap.add_argument("--determinism", action="store_true",
                    help="also compile each program with each pipeline "
                    "--determinism-runs times (with remarks=true) and "
                    "require the same exit status, output and diagnostics "
                    "every time: an output that depends on pointer values "
                    "changes from run to run under ASLR (failure class "
                    "nondeterministic, pipeline NAME-determinism; one more "
                    "check per pipeline)")
    ap.add_argument("--determinism-rate", type=float, default=0,
                    help="the determinism check on a fraction of the "
                    "programs only (program i's choice depends on S:i only)")
    ap.add_argument("--determinism-runs", type=int, default=3,
                    help="compiles compared per determinism check (default "
                    "3, at least 2)")
    ap.add_argument("--emit", action="store_true",
                    help="only print the programs (no checking)")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    args.reclaim_run = args.reclaim_run or find_tool("reclaim-run",
                                                     args.bin_dir)
    args.reclaim_opt = args.reclaim_opt or find_tool("reclaim-opt",
                                                     args.bin_dir)
    args.reclaim_test_opt = args.reclaim_test_opt or find_tool(
        "reclaim-test-opt", args.bin_dir)
    # Deep nests (adversarial mode) recurse in the emitter, the validator
    # and copy.deepcopy: room for 300 levels, in the workers' threads too.
    sys.setrecursionlimit(200000)
    threading.stack_size(512 * 1024 * 1024)
    if args.shape == "scaling":
        # Nests of thousands of levels: tools that recurse per level on
        # the main thread (older builds) get the largest stack allowed.
        _, hard = resource.getrlimit(resource.RLIMIT_STACK)
        resource.setrlimit(resource.RLIMIT_STACK, (hard, hard))
    if args.emit:
        for i in range(args.start, args.start + args.count):
            seed = "%d:%d" % (args.seed, i)
            if args.shape == "wide-switch":
                sys.stdout.write(wide_switch_program(seed))
                continue
            if args.shape == "scaling":
                # One module per program, split as by --split-input-file.
                spec = scaling_spec(seed, args.scaling_units,
                                    args.scaling_form,
                                    args.scaling_keep_alive)
                sys.stdout.write("%s%s" % ("// -----\n" if i > args.start
                                           else "", scaling_program(
                    spec, spec["units"] * (SCALE_FACTOR
                                           if args.scaling_large else 1))))
                continue
            sys.stdout.write(emit(generate(
                seed, size=args.size,
                adversarial=is_adversarial(args, seed))))
        return 0
    return Fuzzer(args).main()


if __name__ == "__main__":
    sys.exit(main())
