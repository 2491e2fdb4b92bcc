// Two heads of scaled dot-product attention (sequence 32, model 32, head 16)
// followed by an output projection: Q/K/V projections, Q K^T, row softmax,
// times V, concatenation with tensor.insert_slice.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#mm_a = affine_map<(i, j, k) -> (i, k)>
#mm_bt = affine_map<(i, j, k) -> (j, k)>
#mm_c = affine_map<(i, j, k) -> (i, j)>

func.func @init(%rows: index, %cols: index, %seed: i32) -> tensor<?x?xf32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xf32>
  %w = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %c5 = arith.constant 5 : i32
    %c9 = arith.constant 9 : i32
    %c19 = arith.constant 19 : i32
    %a = arith.muli %ii, %c5 : i32
    %b = arith.muli %jj, %c9 : i32
    %s = arith.addi %a, %b : i32
    %s2 = arith.addi %s, %seed : i32
    %m = arith.remui %s2, %c19 : i32
    %c9b = arith.constant 9 : i32
    %d = arith.subi %m, %c9b : i32
    %f = arith.sitofp %d : i32 to f32
    %scale = arith.constant 0.02 : f32
    %v = arith.mulf %f, %scale : f32
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %w : tensor<?x?xf32>
}

func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%z : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @head(%x: tensor<?x?xf32>, %seed: i32) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %seq = tensor.dim %x, %c0 : tensor<?x?xf32>
  %dm = tensor.dim %x, %c1 : tensor<?x?xf32>
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %sk = arith.addi %seed, %one : i32
  %sv = arith.addi %seed, %two : i32
  %wq = call @init(%dm, %c16, %seed) : (index, index, i32) -> tensor<?x?xf32>
  %q = call @matmul(%x, %wq) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %wk = call @init(%dm, %c16, %sk) : (index, index, i32) -> tensor<?x?xf32>
  %k = call @matmul(%x, %wk) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %wv = call @init(%dm, %c16, %sv) : (index, index, i32) -> tensor<?x?xf32>
  %v = call @matmul(%x, %wv) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty(%seq, %seq) : tensor<?x?xf32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = linalg.generic {indexing_maps = [#mm_a, #mm_bt, #mm_c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%q, %k : tensor<?x?xf32>, tensor<?x?xf32>) outs(%zs : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %c, %p : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %ninf = arith.constant -1.0e30 : f32
  %er = tensor.empty(%seq) : tensor<?xf32>
  %mx0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%s : tensor<?x?xf32>) outs(%mx0 : tensor<?xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  %ex = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%mx : tensor<?xf32>) outs(%s : tensor<?x?xf32>) {
  ^bb0(%m: f32, %a: f32):
    %scale = arith.constant 0.25 : f32
    %d = arith.subf %a, %m : f32
    %ds = arith.mulf %d, %scale : f32
    %e = math.exp %ds : f32
    linalg.yield %e : f32
  } -> tensor<?x?xf32>
  %sum0 = linalg.fill ins(%zero : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<?x?xf32>) outs(%sum0 : tensor<?xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  %p = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<?xf32>) outs(%ex : tensor<?x?xf32>) {
  ^bb0(%t: f32, %a: f32):
    %r = arith.divf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %o = call @matmul(%p, %v) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %o : tensor<?x?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %s0 = arith.constant 3 : i32
  %s1 = arith.constant 10 : i32
  %s2 = arith.constant 20 : i32
  %s3 = arith.constant 30 : i32
  %x = call @init(%c32, %c32, %s0) : (index, index, i32) -> tensor<?x?xf32>
  %h1 = call @head(%x, %s1) : (tensor<?x?xf32>, i32) -> tensor<?x?xf32>
  %h2 = call @head(%x, %s2) : (tensor<?x?xf32>, i32) -> tensor<?x?xf32>
  %ec = tensor.empty(%c32, %c32) : tensor<?x?xf32>
  %cat0 = tensor.insert_slice %h1 into %ec[0, 0] [%c32, %c16] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %cat = tensor.insert_slice %h2 into %cat0[0, %c16] [%c32, %c16] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %wo = call @init(%c32, %c32, %s3) : (index, index, i32) -> tensor<?x?xf32>
  %out = call @matmul(%cat, %wo) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %a = tensor.extract %out[%c0, %c0] : tensor<?x?xf32>
  %b = tensor.extract %out[%c7, %c16] : tensor<?x?xf32>
  %c = tensor.extract %out[%c31, %c31] : tensor<?x?xf32>
  vector.print %a : f32
  vector.print %b : f32
  vector.print %c : f32
  return
}
