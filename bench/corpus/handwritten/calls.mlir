// Functions returning an argument, a fresh buffer, or either (decided at run
// time); callers keep some results and drop others.
func.func @identity(%a: memref<128xi32>) -> memref<128xi32> {
  return %a : memref<128xi32>
}

func.func @fresh(%a: memref<128xi32>, %k: i32) -> memref<128xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 128 : index
  %f = memref.alloc() : memref<128xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<128xi32>
    %y = arith.addi %x, %k : i32
    memref.store %y, %f[%i] : memref<128xi32>
  }
  return %f : memref<128xi32>
}

func.func private @maybe(%a: memref<128xi32>, %k: i32) -> memref<128xi32> {
  %three = arith.constant 3 : i32
  %r = arith.remui %k, %three : i32
  %zero = arith.constant 0 : i32
  %c = arith.cmpi eq, %r, %zero : i32
  %out = scf.if %c -> (memref<128xi32>) {
    %f = func.call @fresh(%a, %k) : (memref<128xi32>, i32) -> memref<128xi32>
    scf.yield %f : memref<128xi32>
  } else {
    %i = func.call @identity(%a) : (memref<128xi32>) -> memref<128xi32>
    scf.yield %i : memref<128xi32>
  }
  return %out : memref<128xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 128 : index
  %a = memref.alloc() : memref<128xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %a[%i] : memref<128xi32>
  }
  %c20 = arith.constant 20 : index
  %last = scf.for %i = %c0 to %c20 step %c1 iter_args(%cur = %a) -> (memref<128xi32>) {
    %ii = arith.index_cast %i : index to i32
    %m = func.call @maybe(%cur, %ii) : (memref<128xi32>, i32) -> memref<128xi32>
    %d = func.call @fresh(%m, %ii) : (memref<128xi32>, i32) -> memref<128xi32>
    %v = memref.load %d[%i] : memref<128xi32>
    vector.print %v : i32
    scf.yield %m : memref<128xi32>
  }
  %w = memref.load %last[%c1] : memref<128xi32>
  vector.print %w : i32
  return
}
