// A chain of four 3x3 convolutions (NHWC, 2 -> 8 -> 8 -> 8 -> 4 channels) on a
// 24x24 image, each with zero padding (tensor.pad), bias and ReLU; a residual
// connection adds the input of the middle block to its output.
#id4 = affine_map<(n, h, w, c) -> (n, h, w, c)>
#bias4 = affine_map<(n, h, w, c) -> (c)>
#id4f = affine_map<(a, b, c, d) -> (a, b, c, d)>

func.func @filter(%cin: index, %cout: index, %seed: i32) -> tensor<3x3x?x?xf32> {
  %e = tensor.empty(%cin, %cout) : tensor<3x3x?x?xf32>
  %f = linalg.generic {indexing_maps = [#id4f], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<3x3x?x?xf32>) {
  ^bb0(%o: f32):
    %a = linalg.index 0 : index
    %b = linalg.index 1 : index
    %c = linalg.index 2 : index
    %d = linalg.index 3 : index
    %s1 = arith.addi %a, %b : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %t = arith.muli %c, %c5 : index
    %u = arith.muli %d, %c3 : index
    %s2 = arith.addi %s1, %t : index
    %s3 = arith.addi %s2, %u : index
    %i = arith.index_cast %s3 : index to i32
    %i2 = arith.addi %i, %seed : i32
    %m = arith.constant 11 : i32
    %r = arith.remui %i2, %m : i32
    %five = arith.constant 5 : i32
    %v = arith.subi %r, %five : i32
    %fv = arith.sitofp %v : i32 to f32
    %scale = arith.constant 0.05 : f32
    %w = arith.mulf %fv, %scale : f32
    linalg.yield %w : f32
  } -> tensor<3x3x?x?xf32>
  return %f : tensor<3x3x?x?xf32>
}

func.func @conv(%x: tensor<1x24x24x?xf32>, %cout: index, %seed: i32) -> tensor<1x24x24x?xf32> {
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %cin = tensor.dim %x, %c3 : tensor<1x24x24x?xf32>
  %w = func.call @filter(%cin, %cout, %seed) : (index, index, i32) -> tensor<3x3x?x?xf32>
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x24x24x?xf32> to tensor<1x26x26x?xf32>
  %e = tensor.empty(%cout) : tensor<1x24x24x?xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x24x24x?xf32>) -> tensor<1x24x24x?xf32>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%p, %w : tensor<1x26x26x?xf32>, tensor<3x3x?x?xf32>) outs(%z : tensor<1x24x24x?xf32>) -> tensor<1x24x24x?xf32>
  %r = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%y : tensor<1x24x24x?xf32>) {
  ^bb0(%v: f32):
    %b = arith.constant 0.01 : f32
    %vb = arith.addf %v, %b : f32
    %m = arith.maximumf %vb, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x24x24x?xf32>
  return %r : tensor<1x24x24x?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c5 = arith.constant 5 : index
  %c23 = arith.constant 23 : index
  %e = tensor.empty(%c2) : tensor<1x24x24x?xf32>
  %img = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x24x24x?xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %hw = arith.muli %h, %w : index
    %s = arith.addi %hw, %c : index
    %c13 = arith.constant 13 : index
    %r = arith.remui %s, %c13 : index
    %i = arith.index_cast %r : index to i32
    %f = arith.sitofp %i : i32 to f32
    %scale = arith.constant 0.1 : f32
    %v = arith.mulf %f, %scale : f32
    linalg.yield %v : f32
  } -> tensor<1x24x24x?xf32>
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 4 : i32
  %s3 = arith.constant 7 : i32
  %s4 = arith.constant 9 : i32
  %a1 = call @conv(%img, %c8, %s1) : (tensor<1x24x24x?xf32>, index, i32) -> tensor<1x24x24x?xf32>
  %a2 = call @conv(%a1, %c8, %s2) : (tensor<1x24x24x?xf32>, index, i32) -> tensor<1x24x24x?xf32>
  %a3 = call @conv(%a2, %c8, %s3) : (tensor<1x24x24x?xf32>, index, i32) -> tensor<1x24x24x?xf32>
  %res = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a1 : tensor<1x24x24x?xf32>) outs(%a3 : tensor<1x24x24x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x24x24x?xf32>
  %a4 = call @conv(%res, %c4, %s4) : (tensor<1x24x24x?xf32>, index, i32) -> tensor<1x24x24x?xf32>
  %v1 = tensor.extract %a4[%c0, %c5, %c5, %c0] : tensor<1x24x24x?xf32>
  %v2 = tensor.extract %a4[%c0, %c23, %c0, %c1] : tensor<1x24x24x?xf32>
  %v3 = tensor.extract %a4[%c0, %c8, %c23, %c2] : tensor<1x24x24x?xf32>
  vector.print %v1 : f32
  vector.print %v2 : f32
  vector.print %v3 : f32
  return
}
