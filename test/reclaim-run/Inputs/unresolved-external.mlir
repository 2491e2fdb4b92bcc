func.func private @mystery(i64)

func.func @main() {
  %c = arith.constant 1 : i64
  call @mystery(%c) : (i64) -> ()
  return
}
