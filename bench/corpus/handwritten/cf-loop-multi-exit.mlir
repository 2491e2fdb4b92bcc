// A cf loop with three exits (normal, a break carrying a fresh buffer, an
// early return) and a nested inner loop.
func.func @search(%data: memref<200xi32>, %target: i32) -> (memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 200 : index
  %init = memref.alloc() : memref<8xi32>
  %m1 = arith.constant -1 : i32
  memref.store %m1, %init[%c0] : memref<8xi32>
  cf.br ^head(%c0, %init : index, memref<8xi32>)
^head(%i: index, %best: memref<8xi32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done(%best : memref<8xi32>)
^body:
  %v = memref.load %data[%i] : memref<200xi32>
  %hit = arith.cmpi eq, %v, %target : i32
  cf.cond_br %hit, ^found, ^check
^found:
  %r = memref.alloc() : memref<8xi32>
  %ii = arith.index_cast %i : index to i32
  memref.store %ii, %r[%c0] : memref<8xi32>
  cf.br ^done(%r : memref<8xi32>)
^check:
  %neg = arith.constant 0 : i32
  %bad = arith.cmpi slt, %v, %neg : i32
  cf.cond_br %bad, ^early, ^update
^early:
  %e = memref.alloc() : memref<8xi32>
  %m2 = arith.constant -2 : i32
  memref.store %m2, %e[%c0] : memref<8xi32>
  return %e : memref<8xi32>
^update:
  %cur = memref.load %best[%c0] : memref<8xi32>
  %bigger = arith.cmpi sgt, %v, %cur : i32
  cf.cond_br %bigger, ^replace, ^keep
^replace:
  %nb = memref.alloc() : memref<8xi32>
  memref.store %v, %nb[%c0] : memref<8xi32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %nb : index, memref<8xi32>)
^keep:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2, %best : index, memref<8xi32>)
^done(%res: memref<8xi32>):
  return %res : memref<8xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 200 : index
  %d = memref.alloc() : memref<200xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %k = arith.constant 37 : i32
    %m = arith.constant 101 : i32
    %x = arith.muli %ii, %k : i32
    %y = arith.remsi %x, %m : i32
    memref.store %y, %d[%i] : memref<200xi32>
  }
  %targets = arith.constant 12 : index
  scf.for %t = %c0 to %targets step %c1 {
    %tt = arith.index_cast %t : index to i32
    %nine = arith.constant 9 : i32
    %tg = arith.muli %tt, %nine : i32
    %r = func.call @search(%d, %tg) : (memref<200xi32>, i32) -> memref<8xi32>
    %v = memref.load %r[%c0] : memref<8xi32>
    vector.print %v : i32
  }
  %c5 = arith.constant 5 : index
  %neg = arith.constant -3 : i32
  memref.store %neg, %d[%c5] : memref<200xi32>
  %big = arith.constant 1000 : i32
  %r2 = func.call @search(%d, %big) : (memref<200xi32>, i32) -> memref<8xi32>
  %v2 = memref.load %r2[%c0] : memref<8xi32>
  vector.print %v2 : i32
  return
}
