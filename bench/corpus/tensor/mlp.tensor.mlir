// A three-layer perceptron (batch 16, 64 -> 128 -> 64 -> 10) with ReLU and a
// softmax on the logits, on deterministic pseudo-random weights. Every layer
// creates its activations with tensor.empty + linalg.fill + linalg.matmul,
// which one-shot-bufferize turns into one allocation per layer.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#bias = affine_map<(i, j) -> (j)>

func.func @weights(%rows: index, %cols: index, %seed: i32) -> tensor<?x?xf32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xf32>
  %w = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %c7 = arith.constant 7 : i32
    %c3 = arith.constant 3 : i32
    %c17 = arith.constant 17 : i32
    %c8 = arith.constant 8 : i32
    %a = arith.muli %ii, %c7 : i32
    %b = arith.muli %jj, %c3 : i32
    %s = arith.addi %a, %b : i32
    %s2 = arith.addi %s, %seed : i32
    %m = arith.remui %s2, %c17 : i32
    %d = arith.subi %m, %c8 : i32
    %f = arith.sitofp %d : i32 to f32
    %scale = arith.constant 0.03 : f32
    %v = arith.mulf %f, %scale : f32
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %w : tensor<?x?xf32>
}

func.func @dense(%x: tensor<16x?xf32>, %w: tensor<?x?xf32>, %relu: i1) -> tensor<16x?xf32> {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %w, %c1 : tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<16x?xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x?xf32>) -> tensor<16x?xf32>
  %m = linalg.matmul ins(%x, %w : tensor<16x?xf32>, tensor<?x?xf32>) outs(%z : tensor<16x?xf32>) -> tensor<16x?xf32>
  %r = scf.if %relu -> (tensor<16x?xf32>) {
    %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%m : tensor<16x?xf32>) {
    ^bb0(%v: f32):
      %mx = arith.maximumf %v, %zero : f32
      linalg.yield %mx : f32
    } -> tensor<16x?xf32>
    scf.yield %a : tensor<16x?xf32>
  } else {
    scf.yield %m : tensor<16x?xf32>
  }
  return %r : tensor<16x?xf32>
}

func.func @softmax(%x: tensor<16x10xf32>) -> tensor<16x10xf32> {
  %ninf = arith.constant -1.0e30 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16xf32>
  %mx0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<16x10xf32>) outs(%mx0 : tensor<16xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %m = arith.maximumf %v, %acc : f32
    linalg.yield %m : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16x10xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mx : tensor<16x10xf32>, tensor<16xf32>) outs(%e2 : tensor<16x10xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<16x10xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<16x10xf32>) outs(%s0 : tensor<16xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %a = arith.addf %v, %acc : f32
    linalg.yield %a : f32
  } -> tensor<16xf32>
  %p = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<16xf32>) outs(%ex : tensor<16x10xf32>) {
  ^bb0(%t: f32, %v: f32):
    %q = arith.divf %v, %t : f32
    linalg.yield %q : f32
  } -> tensor<16x10xf32>
  return %p : tensor<16x10xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %true = arith.constant true
  %false = arith.constant false
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 5 : i32
  %s3 = arith.constant 11 : i32
  %s4 = arith.constant 2 : i32
  %xin = call @weights(%c16, %c64, %s4) : (index, index, i32) -> tensor<?x?xf32>
  %x = tensor.cast %xin : tensor<?x?xf32> to tensor<16x?xf32>
  %w1 = call @weights(%c64, %c128, %s1) : (index, index, i32) -> tensor<?x?xf32>
  %h1 = call @dense(%x, %w1, %true) : (tensor<16x?xf32>, tensor<?x?xf32>, i1) -> tensor<16x?xf32>
  %w2 = call @weights(%c128, %c64, %s2) : (index, index, i32) -> tensor<?x?xf32>
  %h2 = call @dense(%h1, %w2, %true) : (tensor<16x?xf32>, tensor<?x?xf32>, i1) -> tensor<16x?xf32>
  %w3 = call @weights(%c64, %c10, %s3) : (index, index, i32) -> tensor<?x?xf32>
  %lg = call @dense(%h2, %w3, %false) : (tensor<16x?xf32>, tensor<?x?xf32>, i1) -> tensor<16x?xf32>
  %logits = tensor.cast %lg : tensor<16x?xf32> to tensor<16x10xf32>
  %p = call @softmax(%logits) : (tensor<16x10xf32>) -> tensor<16x10xf32>
  scf.for %i = %c0 to %c16 step %c3 {
    %a = tensor.extract %p[%i, %c0] : tensor<16x10xf32>
    %b = tensor.extract %p[%i, %c3] : tensor<16x10xf32>
    vector.print %a : f32
    vector.print %b : f32
  }
  return
}
