func.func @main( {
  return
}
