// Loops carrying tensors: a 2-D heat-diffusion stencil iterated with scf.for
// (each step a new tensor), a data-dependent scf.while refinement, and an
// accumulation of per-step snapshots with tensor.insert_slice.
#id = affine_map<(i, j) -> (i, j)>

// One Jacobi step: a fresh tensor whose interior is the average of the
// neighbours of %t (tensor.extract in a linalg.generic body), border copied.
func.func @step(%t: tensor<34x34xf32>) -> tensor<34x34xf32> {
  %e = tensor.empty() : tensor<34x34xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<34x34xf32>) outs(%e : tensor<34x34xf32>) {
  ^bb0(%c: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c33 = arith.constant 33 : index
    %im0 = arith.subi %i, %c1 : index
    %ip0 = arith.addi %i, %c1 : index
    %jm0 = arith.subi %j, %c1 : index
    %jp0 = arith.addi %j, %c1 : index
    %ilo = arith.cmpi eq, %i, %c0 : index
    %ihi = arith.cmpi eq, %i, %c33 : index
    %jlo = arith.cmpi eq, %j, %c0 : index
    %jhi = arith.cmpi eq, %j, %c33 : index
    %im = arith.select %ilo, %i, %im0 : index
    %ip = arith.select %ihi, %i, %ip0 : index
    %jm = arith.select %jlo, %j, %jm0 : index
    %jp = arith.select %jhi, %j, %jp0 : index
    %n = tensor.extract %t[%im, %j] : tensor<34x34xf32>
    %s = tensor.extract %t[%ip, %j] : tensor<34x34xf32>
    %w = tensor.extract %t[%i, %jm] : tensor<34x34xf32>
    %ea = tensor.extract %t[%i, %jp] : tensor<34x34xf32>
    %s1 = arith.addf %n, %s : f32
    %s2 = arith.addf %w, %ea : f32
    %s3 = arith.addf %s1, %s2 : f32
    %q = arith.constant 0.2 : f32
    %a = arith.mulf %s3, %q : f32
    %b = arith.mulf %c, %q : f32
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<34x34xf32>
  return %r : tensor<34x34xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c17 = arith.constant 17 : index
  %c10 = arith.constant 10 : index
  %e = tensor.empty() : tensor<34x34xf32>
  %t0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<34x34xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.subi %i, %j : index
    %dd = arith.muli %d, %d : index
    %c7 = arith.constant 7 : index
    %r = arith.remui %dd, %c7 : index
    %ri = arith.index_cast %r : index to i32
    %f = arith.sitofp %ri : i32 to f32
    linalg.yield %f : f32
  } -> tensor<34x34xf32>
  %snaps0 = tensor.empty() : tensor<4x34xf32>
  %res:2 = scf.for %s = %c0 to %c4 step %c1 iter_args(%t = %t0, %snaps = %snaps0) -> (tensor<34x34xf32>, tensor<4x34xf32>) {
    %t1 = func.call @step(%t) : (tensor<34x34xf32>) -> tensor<34x34xf32>
    %t2 = func.call @step(%t1) : (tensor<34x34xf32>) -> tensor<34x34xf32>
    %row = tensor.extract_slice %t2[17, 0] [1, 34] [1, 1] : tensor<34x34xf32> to tensor<34xf32>
    %sn = tensor.insert_slice %row into %snaps[%s, 0] [1, 34] [1, 1] : tensor<34xf32> into tensor<4x34xf32>
    scf.yield %t2, %sn : tensor<34x34xf32>, tensor<4x34xf32>
  }
  %zero = arith.constant 0.0 : f32
  %w:2 = scf.while (%t = %res#0, %k = %c0) : (tensor<34x34xf32>, index) -> (tensor<34x34xf32>, index) {
    %v = tensor.extract %t[%c17, %c17] : tensor<34x34xf32>
    %lim = arith.constant 1.5 : f32
    %big = arith.cmpf ogt, %v, %lim : f32
    %few = arith.cmpi slt, %k, %c10 : index
    %go = arith.andi %big, %few : i1
    scf.condition(%go) %t, %k : tensor<34x34xf32>, index
  } do {
  ^bb0(%t: tensor<34x34xf32>, %k: index):
    %n = func.call @step(%t) : (tensor<34x34xf32>) -> tensor<34x34xf32>
    %k1 = arith.addi %k, %c1 : index
    scf.yield %n, %k1 : tensor<34x34xf32>, index
  }
  vector.print %w#1 : index
  %a = tensor.extract %w#0[%c17, %c17] : tensor<34x34xf32>
  vector.print %a : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %res#1[%i, %c10] : tensor<4x34xf32>
    vector.print %v : f32
  }
  return
}
