func.func @main() {
  %t = tensor.empty() : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  vector.print %v : f32
  return
}
