// Threading: reclaim-pipeline on a module of 70 functions, each of which
// allocates two 4 KiB heap buffers (too big for the stack), frees them
// early and calls the previous one. Every Reclaim pass works on the
// functions in parallel chunks, the calling thread taking chunks too; the
// output and the remarks must be those of the single-threaded run, the
// remarks in function order, and the program must run the same with its
// frees as without.
//
// RUN: reclaim-opt %s --reclaim-pipeline=remarks=1 -o %t.threads 2> %t.threads.remarks
// RUN: reclaim-opt %s --reclaim-pipeline=remarks=1 --mlir-disable-threading -o %t.single 2> %t.single.remarks
// RUN: diff %t.single %t.threads
// RUN: diff %t.single.remarks %t.threads.remarks
// RUN: FileCheck %s --check-prefix=REMARK --input-file=%t.threads.remarks
// The same with the functions in two nested modules, whose pipelines the
// pass manager runs on the threads of its pool (a thread of the pool then
// runs chunks too and waits for the others):
// RUN: sed -e '1i module {' -e '1i module @a {' -e '$a }' -e '$a module @b {' %s > %t.nested.mlir
// RUN: sed -e '/^\/\//d' %s >> %t.nested.mlir
// RUN: echo '} }' >> %t.nested.mlir
// RUN: reclaim-opt %t.nested.mlir --pass-pipeline='builtin.module(builtin.module(reclaim-pipeline{remarks=1}))' -o %t.nested.threads 2> %t.nested.threads.remarks
// RUN: reclaim-opt %t.nested.mlir --pass-pipeline='builtin.module(builtin.module(reclaim-pipeline{remarks=1}))' --mlir-disable-threading -o %t.nested.single 2> %t.nested.single.remarks
// RUN: diff %t.nested.single %t.nested.threads
// RUN: diff %t.nested.single.remarks %t.nested.threads.remarks
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s --check-prefix=EXEC
//
// f_j(true, x) = (2^(j+2) - 2) x, so f69(true, 1) = 2^71 - 2; f_j(false, 1) =
// j + 1.
// EXEC: 2.36118e+21
// EXEC-NEXT: 70
// EXEC: defects: none
//
// Early deallocation's remark on the first buffer of each function (at
// line 107 in @f0, then every 16 or 18 lines), in the order of the functions:
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:107:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:123:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:141:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:159:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:177:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:195:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:213:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:231:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:249:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:267:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:285:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:303:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:321:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:339:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:357:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:375:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:393:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:411:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:429:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:447:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:465:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:483:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:501:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:519:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:537:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:555:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:573:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:591:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:609:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:627:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:645:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:663:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:681:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:699:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:717:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:735:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:753:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:771:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:789:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:807:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:825:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:843:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:861:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:879:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:897:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:915:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:933:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:951:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:969:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:987:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1005:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1023:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1041:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1059:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1077:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1095:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1113:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1131:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1149:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1167:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1185:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1203:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1221:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1239:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1257:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1275:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1293:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1311:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1329:8 {{(not moved|moved up)}}
// REMARK: remark: free of 'memref.alloc' at {{.*}}reclaim-pipeline-threads.mlir:1347:8 {{(not moved|moved up)}}

func.func private @f0(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  return %l : f32
}

func.func private @f1(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f0(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f2(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f1(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f3(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f2(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f4(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f3(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f5(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f4(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f6(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f5(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f7(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f6(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f8(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f7(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f9(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f8(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f10(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f9(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f11(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f10(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f12(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f11(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f13(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f12(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f14(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f13(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f15(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f14(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f16(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f15(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f17(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f16(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f18(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f17(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f19(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f18(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f20(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f19(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f21(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f20(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f22(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f21(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f23(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f22(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f24(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f23(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f25(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f24(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f26(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f25(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f27(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f26(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f28(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f27(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f29(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f28(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f30(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f29(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f31(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f30(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f32(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f31(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f33(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f32(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f34(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f33(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f35(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f34(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f36(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f35(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f37(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f36(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f38(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f37(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f39(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f38(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f40(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f39(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f41(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f40(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f42(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f41(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f43(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f42(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f44(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f43(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f45(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f44(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f46(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f45(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f47(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f46(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f48(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f47(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f49(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f48(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f50(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f49(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f51(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f50(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f52(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f51(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f53(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f52(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f54(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f53(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f55(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f54(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f56(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f55(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f57(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f56(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f58(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f57(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f59(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f58(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f60(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f59(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f61(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f60(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f62(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f61(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f63(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f62(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f64(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f63(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f65(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f64(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f66(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f65(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f67(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f66(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f68(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f67(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func private @f69(%c: i1, %x: f32) -> f32 {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<1024xf32>
  memref.store %x, %a[%i] : memref<1024xf32>
  %r = scf.if %c -> (memref<1024xf32>) {
    %b = memref.alloc() : memref<1024xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  } else {
    scf.yield %a : memref<1024xf32>
  }
  %l = memref.load %r[%i] : memref<1024xf32>
  %z = func.call @f68(%c, %l) : (i1, f32) -> f32
  %w = arith.addf %z, %l : f32
  return %w : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %u = func.call @f69(%t, %one) : (i1, f32) -> f32
  %v = func.call @f69(%f, %one) : (i1, f32) -> f32
  vector.print %u : f32
  vector.print %v : f32
  return
}
