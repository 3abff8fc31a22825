// A team that aligns a pointer it was given (`__builtin_align_down`, which
// Clang emits as llvm.ptrmask) crashed the device compile: LLVM 22's
// address-space inference leaves a null operand when it rewrites a mask of
// a kernel's pointer argument (passes/KernelArgumentMasks.cpp). Here a
// first-draft kernel reads 16-byte groups of a buffer it aligns itself; its
// sums are checked against a sequential loop.
// RUN: %if ptxas %{ %clangxx -O2 -std=c++17 -Wall -Wextra -Werror %offload %s -o %t.o2 && %host-fallback %t.o2 | FileCheck %s %}
// RUN: %if ptxas %{ %clangxx -O3 -std=c++17 %offload %s -o %t.o3 && %host-fallback %t.o3 | FileCheck %s %}
// RUN: %clangxx -O2 -std=c++17 -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -c %s -o /dev/null
// CHECK: groups: 0 bad

#include <cstdio>
#include <hier/hier.h>
#include <vector>

// Sums each aligned group of four floats that holds element 4 * g + 1.
void groupSums(const float *data, float *sums, long groups) {
#pragma hier team map(to: data[0:4 * groups + 4]) map(from: sums[0:groups])
  for (long g0 = 0; g0 < groups; g0 += 64) {
    const float *aligned = __builtin_align_down(data, 16);
#pragma hier thread vector
    for (long g = g0; g < (g0 + 64 < groups ? g0 + 64 : groups); ++g) {
      const float *q = __builtin_align_down(aligned + 4 * g + 1, 16);
      sums[g] = q[0] + q[1] + q[2] + q[3];
    }
  }
}

int main() {
  const long groups = 1000;
  alignas(16) static float data[4 * groups + 4];
  for (long i = 0; i < 4 * groups + 4; ++i)
    data[i] = float(i % 7);
  std::vector<float> sums(groups);
  groupSums(data, sums.data(), groups);
  int bad = 0;
  for (long g = 0; g < groups; ++g) {
    float want = 0;
    for (int k = 0; k < 4; ++k)
      want += data[4 * g + k];
    bad += sums[g] != want;
  }
  std::printf("groups: %d bad\n", bad);
}
