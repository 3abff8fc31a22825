// A team that maps more of an array than is already present: OpenMP cannot
// extend a mapping, and the offload runtime stopped the program with
// "explicit extension not allowed" and an anonymous "failure of target
// construct" (the variable and the line only with -g). Issue 19 met it in
// regions launched from several host threads, each mapping a prefix of one
// array with its own length. hier's pre-launch check now names the section
// and the region's line. Without an argument the section is exactly what is
// present and the region runs; with 'extend' (a[0:n] while a[0:n/2] is
// present) it stops on a GPU. On the host fallback maps do nothing and the
// region runs; the GPU run is the gpu_batch replay.
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t && %host-fallback %t | FileCheck %s --check-prefix=SAME %}
// RUN: %if ptxas %{ %host-fallback %t extend 2>&1 | FileCheck %s --check-prefix=EXTEND %}
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host extend | FileCheck %s --check-prefix=EXTEND
// SAME: same section: 0 wrong
// EXTEND names the region line, 38 (update it if lines move):
// EXTEND: {{hier: the team region at .*mapped-section-extension.cpp:38 maps 'a\[0:n\]', of which only a part is present on the device|extend: ran on the host}}

#include <hier/hier.h>
#include <omp.h>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static void stopped(int) { std::_Exit(0); }

int main(int argc, char **argv) {
  const int n = 4096;
  std::vector<float> v(n, 1.0f);
  float *a = v.data();
  bool extend = argc > 1 && !std::strcmp(argv[1], "extend");
  int present = extend ? n / 2 : n;
  std::signal(SIGABRT, stopped);
#pragma omp target data map(tofrom: a[0:present])
  {
    for (int rep = 0; rep < 3; ++rep) {
#pragma hier team map(tofrom: a[0:n])
      for (int b = 0; b < n / 256; ++b) {
#pragma hier thread vector
        for (int i = b * 256; i < (b + 1) * 256; ++i)
          a[i] += 1.0f;
      }
    }
  }
  if (extend) {
    std::printf("extend: ran %s\n",
                omp_get_num_devices() ? "on a device" : "on the host");
    return 0;
  }
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += v[i] != 4.0f;
  std::printf("same section: %d wrong\n", wrong);
  return wrong != 0;
}
