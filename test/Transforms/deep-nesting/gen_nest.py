#!/usr/bin/env python3
"""Generates a program whose one function nests DEPTH region ops.

Usage: gen_nest.py MODE DEPTH
  MODE: if | for | region | while | mixed (if, for, region and while in turn)

Every level allocates a buffer (memref<4xi64>; the pipelines may keep it on
the heap or put it on the stack), stores a value into it, nests the next
level, then reads its own buffer back and adds it to an accumulator.
`region` levels are scf.execute_region ops of two blocks (not inlined by
canonicalisation) that yield their own buffer to the level above, which
reads it too; `for` and `while` levels run once with bounds that come from
the function's arguments, and `if` levels branch on an argument, so that no
level folds away. @main prints the accumulator: the expected value is the
same with or without deallocation (reclaim-run --reference compares them).

The text has no indentation: its size stays linear in DEPTH.
"""
import sys


def main():
    mode, depth = sys.argv[1], int(sys.argv[2])
    kinds = {"if": ["if"], "for": ["for"], "region": ["region"],
             "while": ["while"], "mixed": ["if", "for", "region", "while"]}[mode]
    out = []
    emit = out.append
    emit("func.func @nest(%cond: i1, %lb: index, %ub: index, "
         "%acc: memref<1xi64>) {")
    emit("%c0 = arith.constant 0 : index")
    emit("%c1 = arith.constant 1 : index")
    closers = []
    for k in range(depth):
        kind = kinds[k % len(kinds)]
        emit(f"%v{k} = arith.constant {k % 97 + 1} : i64")
        if kind == "region":
            emit(f"%r{k} = scf.execute_region -> memref<4xi64> {{")
        emit(f"%a{k} = memref.alloc() : memref<4xi64>")
        emit(f"memref.store %v{k}, %a{k}[%c0] : memref<4xi64>")
        if kind == "if":
            emit("scf.if %cond {")
        elif kind == "for":
            emit(f"scf.for %i{k} = %lb to %ub step %c1 {{")
        elif kind == "while":
            emit(f"%w{k} = scf.while (%t{k} = %cond) : (i1) -> i1 {{")
            emit(f"scf.condition(%t{k}) %t{k} : i1")
            emit("} do {")
            emit(f"^bw{k}(%u{k}: i1):")
        closers.append((k, kind))
    for k, kind in reversed(closers):
        # Close level k's own region op (a region level's body holds the
        # levels below directly).
        if kind in ("if", "for"):
            emit("}")
        elif kind == "while":
            emit(f"%f{k} = arith.constant false")
            emit(f"scf.yield %f{k} : i1")
            emit("}")
        # Read the level's own buffer back after the levels below.
        emit(f"%x{k} = memref.load %a{k}[%c0] : memref<4xi64>")
        emit(f"%s{k} = memref.load %acc[%c0] : memref<1xi64>")
        emit(f"%n{k} = arith.addi %s{k}, %x{k} : i64")
        emit(f"memref.store %n{k}, %acc[%c0] : memref<1xi64>")
        if kind == "region":
            # A second block, then the buffer goes up to the level above,
            # which reads it right after the region op.
            emit(f"cf.br ^bx{k}")
            emit(f"^bx{k}:")
            emit(f"scf.yield %a{k} : memref<4xi64>")
            emit("}")
            emit(f"%y{k} = memref.load %r{k}[%c0] : memref<4xi64>")
            emit(f"%p{k} = memref.load %acc[%c0] : memref<1xi64>")
            emit(f"%q{k} = arith.addi %p{k}, %y{k} : i64")
            emit(f"memref.store %q{k}, %acc[%c0] : memref<1xi64>")
    emit("return")
    emit("}")
    emit("""
func.func @main() {
%true = arith.constant true
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%zero = arith.constant 0 : i64
%acc = memref.alloc() : memref<1xi64>
memref.store %zero, %acc[%c0] : memref<1xi64>
call @nest(%true, %c0, %c1, %acc) : (i1, index, index, memref<1xi64>) -> ()
%r = memref.load %acc[%c0] : memref<1xi64>
vector.print %r : i64
memref.dealloc %acc : memref<1xi64>
return
}""")
    # The printed value, for FileCheck run on this file.
    expected = sum(k % 97 + 1 for k in range(depth))
    expected += sum(k % 97 + 1 for k in range(depth)
                    if kinds[k % len(kinds)] == "region")
    emit(f"// CHECK: {expected}")
    emit("// CHECK: defects: none")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
