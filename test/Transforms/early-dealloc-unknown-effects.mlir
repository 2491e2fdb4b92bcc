// A free that an op with unknown effects may stop (its buffer may be
// reachable through memory) stops at the nearest such op above it.
// reclaim-early-dealloc used to find it by walking up op by op, which it
// bounds at 512 ops per free: with the 600 kept-alive buffers of this
// function freed at its return, each free walked past the frees above it
// (quadratic until the bound), and the 89 frees furthest from the last
// reclaim_test.opaque stopped at the bound ("as far up as the search
// goes"). The nearest op with unknown effects is now a candidate of the
// indexed search: every free moves up to right after the last opaque op,
// whatever the distance. The program runs clean.
//
// RUN: %python %S/Inputs/gen_kept_alive_frees.py 600 > %t.mlir
// RUN: reclaim-test-opt %t.mlir --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive},reclaim-early-dealloc{remarks=true})' -o %t.out.mlir 2>&1 | FileCheck %s
// RUN: reclaim-test-opt %t.out.mlir --test-reclaim-lower-test-dialect -o %t.run.mlir
// RUN: reclaim-run %t.run.mlir --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// CHECK-NOT: as far up as the search goes
// CHECK-COUNT-598: which has unknown effects and the buffer may be reachable through memory
// CHECK-NOT: as far up as the search goes

// EXEC: 7
// EXEC: defects: none
