// Deep unstructured control flow as a frontend emits it: a command
// interpreter whose cases are cf.switch targets with nested cf.cond_br
// diamonds and an early return, all passing tensors between blocks, driven
// by loops. After bufferization the loops are lowered to cf too
// (BUFFERIZE-EXTRA below), so the memref program is a CFG with natural loops.
// BUFFERIZE-EXTRA: --convert-scf-to-cf
#id = affine_map<(i) -> (i)>

func.func @scale(%t: tensor<64xf32>, %k: f32) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %k : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

func.func @process(%t: tensor<64xf32>, %cmd: i32, %pos: index) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f32
  %ten = arith.constant 10.0 : f32
  %x = tensor.extract %t[%pos] : tensor<64xf32>
  cf.switch %cmd : i32, [
    default: ^keep(%t : tensor<64xf32>),
    0: ^grow(%t : tensor<64xf32>),
    1: ^shrink(%t : tensor<64xf32>),
    2: ^poke(%t, %x : tensor<64xf32>, f32),
    3: ^maybe_return
  ]
^grow(%g: tensor<64xf32>):
  %big = arith.cmpf ogt, %x, %ten : f32
  cf.cond_br %big, ^grow_big, ^grow_small
^grow_big:
  %gb = func.call @scale(%g, %half) : (tensor<64xf32>, f32) -> tensor<64xf32>
  cf.br ^join(%gb : tensor<64xf32>)
^grow_small:
  %gs = func.call @scale(%g, %two) : (tensor<64xf32>, f32) -> tensor<64xf32>
  %neg = arith.cmpf olt, %x, %half : f32
  cf.cond_br %neg, ^fix(%gs : tensor<64xf32>), ^join(%gs : tensor<64xf32>)
^fix(%f: tensor<64xf32>):
  %one = arith.constant 1.0 : f32
  %fx = tensor.insert %one into %f[%pos] : tensor<64xf32>
  cf.br ^join(%fx : tensor<64xf32>)
^shrink(%s: tensor<64xf32>):
  %sh = func.call @scale(%s, %half) : (tensor<64xf32>, f32) -> tensor<64xf32>
  %again = arith.cmpf ogt, %x, %two : f32
  cf.cond_br %again, ^shrink2(%sh : tensor<64xf32>), ^join(%sh : tensor<64xf32>)
^shrink2(%s2: tensor<64xf32>):
  %sh2 = func.call @scale(%s2, %half) : (tensor<64xf32>, f32) -> tensor<64xf32>
  cf.br ^join(%sh2 : tensor<64xf32>)
^poke(%p: tensor<64xf32>, %v: f32):
  %v1 = arith.addf %v, %two : f32
  %pp = tensor.insert %v1 into %p[%c0] : tensor<64xf32>
  cf.br ^join(%pp : tensor<64xf32>)
^maybe_return:
  %early = arith.cmpf olt, %x, %two : f32
  cf.cond_br %early, ^ret_early, ^keep(%t : tensor<64xf32>)
^ret_early:
  %re = func.call @scale(%t, %ten) : (tensor<64xf32>, f32) -> tensor<64xf32>
  return %re : tensor<64xf32>
^keep(%k: tensor<64xf32>):
  cf.br ^join(%k : tensor<64xf32>)
^join(%out: tensor<64xf32>):
  return %out : tensor<64xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c64 = arith.constant 64 : index
  %steps = arith.constant 60 : index
  %e = tensor.empty() : tensor<64xf32>
  %t0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c9 = arith.constant 9 : index
    %r = arith.remui %i, %c9 : index
    %ri = arith.index_cast %r : index to i32
    %f = arith.sitofp %ri : i32 to f32
    linalg.yield %f : f32
  } -> tensor<64xf32>
  %res = scf.for %s = %c0 to %steps step %c1 iter_args(%t = %t0) -> (tensor<64xf32>) {
    %si = arith.index_cast %s : index to i32
    %k = arith.constant 7 : i32
    %m = arith.constant 5 : i32
    %sq = arith.muli %si, %k : i32
    %cmd = arith.remui %sq, %m : i32
    %pos = arith.remui %s, %c64 : index
    %n = func.call @process(%t, %cmd, %pos) : (tensor<64xf32>, i32, index) -> tensor<64xf32>
    scf.yield %n : tensor<64xf32>
  }
  %a = tensor.extract %res[%c0] : tensor<64xf32>
  %b = tensor.extract %res[%c7] : tensor<64xf32>
  vector.print %a : f32
  vector.print %b : f32
  return
}
