// A sparse-style workload on tensors: build a CSR matrix (row pointers,
// column indices, values) with tensor.insert in loops, then run power
// iteration y = A x / |A x|_1 with a fresh vector per step, and a
// scatter-add of the result into a histogram.
func.func @build(%n: index) -> (tensor<?xindex>, tensor<?xindex>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %n1 = arith.addi %n, %c1 : index
  %cap = arith.muli %n, %c5 : index
  %rp0 = tensor.empty(%n1) : tensor<?xindex>
  %ci0 = tensor.empty(%cap) : tensor<?xindex>
  %va0 = tensor.empty(%cap) : tensor<?xf32>
  %rpz = tensor.insert %c0 into %rp0[%c0] : tensor<?xindex>
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%rp = %rpz, %ci = %ci0, %va = %va0, %nnz = %c0) -> (tensor<?xindex>, tensor<?xindex>, tensor<?xf32>, index) {
    %m = arith.remui %i, %c3 : index
    %cnt = arith.addi %m, %c3 : index
    %row:3 = scf.for %k = %c0 to %cnt step %c1 iter_args(%ci2 = %ci, %va2 = %va, %p = %nnz) -> (tensor<?xindex>, tensor<?xf32>, index) {
      %c7 = arith.constant 7 : index
      %t = arith.muli %k, %c7 : index
      %u = arith.addi %i, %t : index
      %col = arith.remui %u, %n : index
      %ci3 = tensor.insert %col into %ci2[%p] : tensor<?xindex>
      %ki = arith.index_cast %k : index to i32
      %ii = arith.index_cast %i : index to i32
      %s = arith.addi %ki, %ii : i32
      %c4 = arith.constant 4 : i32
      %w = arith.remui %s, %c4 : i32
      %one = arith.constant 1 : i32
      %w1 = arith.addi %w, %one : i32
      %f = arith.sitofp %w1 : i32 to f32
      %va3 = tensor.insert %f into %va2[%p] : tensor<?xf32>
      %p1 = arith.addi %p, %c1 : index
      scf.yield %ci3, %va3, %p1 : tensor<?xindex>, tensor<?xf32>, index
    }
    %i1 = arith.addi %i, %c1 : index
    %rp2 = tensor.insert %row#2 into %rp[%i1] : tensor<?xindex>
    scf.yield %rp2, %row#0, %row#1, %row#2 : tensor<?xindex>, tensor<?xindex>, tensor<?xf32>, index
  }
  return %r#0, %r#1, %r#2 : tensor<?xindex>, tensor<?xindex>, tensor<?xf32>
}

func.func @spmv(%rp: tensor<?xindex>, %ci: tensor<?xindex>, %va: tensor<?xf32>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %y:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e, %norm = %zero) -> (tensor<?xf32>, f32) {
    %lo = tensor.extract %rp[%i] : tensor<?xindex>
    %i1 = arith.addi %i, %c1 : index
    %hi = tensor.extract %rp[%i1] : tensor<?xindex>
    %s = scf.for %p = %lo to %hi step %c1 iter_args(%sum = %zero) -> (f32) {
      %col = tensor.extract %ci[%p] : tensor<?xindex>
      %a = tensor.extract %va[%p] : tensor<?xf32>
      %b = tensor.extract %x[%col] : tensor<?xf32>
      %ab = arith.mulf %a, %b : f32
      %s2 = arith.addf %sum, %ab : f32
      scf.yield %s2 : f32
    }
    %acc2 = tensor.insert %s into %acc[%i] : tensor<?xf32>
    %abs = math.absf %s : f32
    %n2 = arith.addf %norm, %abs : f32
    scf.yield %acc2, %n2 : tensor<?xf32>, f32
  }
  %scaled = scf.for %i = %c0 to %n step %c1 iter_args(%t = %y#0) -> (tensor<?xf32>) {
    %v = tensor.extract %t[%i] : tensor<?xf32>
    %q = arith.divf %v, %y#1 : f32
    %t2 = tensor.insert %q into %t[%i] : tensor<?xf32>
    scf.yield %t2 : tensor<?xf32>
  }
  return %scaled : tensor<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %n = arith.constant 200 : index
  %iters = arith.constant 12 : index
  %csr:3 = call @build(%n) : (index) -> (tensor<?xindex>, tensor<?xindex>, tensor<?xf32>)
  %one = arith.constant 1.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %x0 = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %x = scf.for %it = %c0 to %iters step %c1 iter_args(%v = %x0) -> (tensor<?xf32>) {
    %y = func.call @spmv(%csr#0, %csr#1, %csr#2, %v) : (tensor<?xindex>, tensor<?xindex>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.yield %y : tensor<?xf32>
  }
  %zero = arith.constant 0.0 : f32
  %he = tensor.empty(%c10) : tensor<?xf32>
  %h0 = linalg.fill ins(%zero : f32) outs(%he : tensor<?xf32>) -> tensor<?xf32>
  %hist = scf.for %i = %c0 to %n step %c1 iter_args(%h = %h0) -> (tensor<?xf32>) {
    %col = tensor.extract %csr#1[%i] : tensor<?xindex>
    %b = arith.remui %col, %c10 : index
    %v = tensor.extract %x[%i] : tensor<?xf32>
    %old = tensor.extract %h[%b] : tensor<?xf32>
    %new = arith.addf %old, %v : f32
    %h2 = tensor.insert %new into %h[%b] : tensor<?xf32>
    scf.yield %h2 : tensor<?xf32>
  }
  %a = tensor.extract %x[%c0] : tensor<?xf32>
  %b = tensor.extract %x[%c5] : tensor<?xf32>
  vector.print %a : f32
  vector.print %b : f32
  scf.for %i = %c0 to %c10 step %c5 {
    %v = tensor.extract %hist[%i] : tensor<?xf32>
    vector.print %v : f32
  }
  return
}
