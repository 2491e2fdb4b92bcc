// A library for shared-libs.mlir: plain C functions a program calls through
// --shared-libs. ext_buffer_new/ext_buffer_free allocate and free with libc,
// outside reclaim-run's accounting.
#include <stdint.h>
#include <stdlib.h>

int64_t ext_triple(int64_t x) { return 3 * x; }

float *ext_buffer_new(int64_t n) {
  float *p = malloc(n * sizeof(float));
  for (int64_t i = 0; i < n; ++i)
    p[i] = (float)i;
  return p;
}

float ext_buffer_sum(float *p, int64_t n) {
  float s = 0;
  for (int64_t i = 0; i < n; ++i)
    s += p[i];
  return s;
}

void ext_buffer_free(float *p) { free(p); }
