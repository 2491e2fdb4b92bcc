// Without `functions`, the preparation passes change what they can and say
// why they leave the rest alone (remarks=true); nothing is an error.
//
// RUN: reclaim-opt %s -reclaim-results-to-out-params='remarks=true' 2>&1 >/dev/null | FileCheck %s --check-prefix=OUT
// RUN: reclaim-opt %s -reclaim-drop-equivalent-results='remarks=true' 2>&1 >/dev/null | FileCheck %s --check-prefix=DROP
// RUN: reclaim-opt %s -reclaim-decompose-tuples='remarks=true' 2>&1 >/dev/null | FileCheck %s --check-prefix=TUPLE

// OUT:   remark: reclaim-results-to-out-params: @decl left alone: it is a declaration (its body is not in the module)
// DROP:  remark: reclaim-drop-equivalent-results: @decl left alone: it is a declaration
// TUPLE: remark: reclaim-decompose-tuples: @decl left alone: it is a declaration
func.func private @decl(tuple<memref<2xf32>, i1>) -> memref<2xf32>

// OUT:   remark: reclaim-results-to-out-params: @public_fn left alone: it is public (set modify-public-functions to change it and its callers outside the module)
// DROP:  remark: reclaim-drop-equivalent-results: @public_fn left alone: it is public
// TUPLE: remark: reclaim-decompose-tuples: @public_fn left alone: it is public
func.func @public_fn(%t: tuple<memref<2xf32>, i1>) -> memref<2xf32> {
  %m, %b = builtin.unrealized_conversion_cast %t : tuple<memref<2xf32>, i1> to memref<2xf32>, i1
  return %m : memref<2xf32>
}

// OUT:   remark: reclaim-results-to-out-params: @taken left alone: 'func.constant' refers to it other than as the callee of func.call
// DROP:  remark: reclaim-drop-equivalent-results: @taken left alone: 'func.constant' refers to it
// TUPLE: remark: reclaim-decompose-tuples: @taken left alone: 'func.constant' refers to it
func.func private @taken(%t: tuple<memref<2xf32>, i1>) -> memref<2xf32> {
  %m, %b = builtin.unrealized_conversion_cast %t : tuple<memref<2xf32>, i1> to memref<2xf32>, i1
  return %m : memref<2xf32>
}
func.func private @take() -> ((tuple<memref<2xf32>, i1>) -> memref<2xf32>) {
  %f = func.constant @taken : (tuple<memref<2xf32>, i1>) -> memref<2xf32>
  return %f : (tuple<memref<2xf32>, i1>) -> memref<2xf32>
}

// A private function that can change: what happens to each result.
// OUT:   remark: reclaim-results-to-out-params: result #0 of @results stays a result: its shape is dynamic (the caller cannot know the sizes)
// OUT:   remark: reclaim-results-to-out-params: result #2 of @results stays a result: it may be a buffer of kind Argument
// OUT:   remark: reclaim-results-to-out-params: results of @results become out-params: #1 -> argument #2; 0 call(s) rewritten
// DROP:  remark: reclaim-drop-equivalent-results: result #0 of @results kept: the value returned by 'func.return' at {{.*}}: it may be the result of 'memref.alloc'
// DROP:  remark: reclaim-drop-equivalent-results: result #1 of @results kept:
// DROP:  remark: reclaim-drop-equivalent-results: result #2 of @results is always argument #1: dropped, 0 call(s) use the argument
func.func private @results(%n: index, %m: memref<2xf32>) -> (memref<?xf32>, memref<2xf32>, memref<2xf32>) {
  %d = memref.alloc(%n) : memref<?xf32>
  %s = memref.alloc() : memref<2xf32>
  return %d, %s, %m : memref<?xf32>, memref<2xf32>, memref<2xf32>
}
