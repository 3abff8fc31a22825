// A 3x3 convolution written the first way: the filter, a struct parameter
// of the function, is captured by the team (OpenMP maps it; its kernel
// parameter is the device copy's address). The kernel only reads it, so
// hier-mapped-objects makes the parameter noalias readonly and its nine
// loads leave the pixel loop that stores through `out`; without the rule
// they are in the loop, once per pixel.
// (The filter's copy for an aligned pointer, [HIER025], is off: it would
// read the coefficients 16 bytes at a time in one of the kernel's copies.)
// RUN: %clangxx -std=c++17 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o - -mllvm -hier-aligned-pointers=false -Rpass-analysis=hier 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clangxx -std=c++17 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o - -mllvm -hier-aligned-pointers=false -mllvm -hier-mapped-objects=false | FileCheck %s --check-prefix=OFF

// The coefficients, read once before the loop, through the read-only cache;
// then nothing at the filter's address in the loop.
// CHECK: ld.global.nc.b32 {{%r[0-9]+}}, [[[F:%rd[0-9]+]]+32];
// CHECK: Inner Loop Header
// CHECK-NOT: [[[F]]
// CHECK: bra
// OFF: Inner Loop Header
// OFF: ld.global.b32 {{%r[0-9]+}}, [[[F:%rd[0-9]+]]+32];
// REMARK: mapped-objects.cpp:[[@LINE+9]]:1: remark: [HIER024] kernel parameter {{[0-9]+}}, a captured variable of 36 bytes, is only read

struct Filter {
  float k[9];
};

inline int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

void convolve(const float *in, float *out, int h, int w, Filter f) {
#pragma hier team is_device_ptr(in, out)
  for (int y = 0; y < h; ++y) {
#pragma hier thread vector
    for (int x = 0; x < w; ++x) {
      float s = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
          s += f.k[(dy + 1) * 3 + dx + 1] * in[clamp(y + dy, 0, h - 1) * w + clamp(x + dx, 0, w - 1)];
      out[y * w + x] = s;
    }
  }
}
