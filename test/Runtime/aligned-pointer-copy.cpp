// A kernel with a copy of its code for 16-byte aligned pointers
// (test/CodeGen/aligned-pointers.cpp) gives the same answers whichever copy
// runs: the points are read from an aligned array and from one 4 bytes
// past it, and each pass is checked against a sequential loop (the values
// are multiples of 1/4: every sum is exact, in any order, fused or not).
// RUN: %if ptxas %{ %clangxx -O2 -std=c++17 -Wall -Wextra -Werror %offload %s -o %t && %host-fallback %t | FileCheck %s %}
// RUN: %clangxx -O2 -std=c++17 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// CHECK: aligned: 0 bad
// CHECK: unaligned: 0 bad

#include <cstdio>
#include <hier/hier.h>
#include <vector>

constexpr int Dim = 16;

// Each point's squared length.
void lengths(const float *p, float *len, long n) {
#pragma hier team map(to: p[0:n * Dim]) map(from: len[0:n])
  for (long i0 = 0; i0 < n; i0 += 128) {
#pragma hier thread vector
    for (long i = i0; i < (i0 + 128 < n ? i0 + 128 : n); ++i) {
      float s = 0;
      for (int d = 0; d < Dim; ++d)
        s += p[i * Dim + d] * p[i * Dim + d];
      len[i] = s;
    }
  }
}

int check(const float *p, long n) {
  std::vector<float> len(n);
  lengths(p, len.data(), n);
  int bad = 0;
  for (long i = 0; i < n; ++i) {
    float s = 0;
    for (int d = 0; d < Dim; ++d)
      s += p[i * Dim + d] * p[i * Dim + d];
    bad += len[i] != s;
  }
  return bad;
}

int main() {
  const long n = 3000;
  alignas(16) static float data[n * Dim + 4];
  for (long k = 0; k < n * Dim + 4; ++k)
    data[k] = float(k % 13) * 0.25f;
  std::printf("aligned: %d bad\n", check(data, n));
  std::printf("unaligned: %d bad\n", check(data + 1, n));
}
