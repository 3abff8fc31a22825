// Two shared libraries of hier kernels, one C++ and one C, linked into a
// program that has hier regions of its own. Each library's team reduction is
// region 0 of its file, as the program's is. The host state is one per
// process: exported weak symbols, which the libraries define too; in a
// host-only build a region of libA calls libB, and hier_scratch() there
// returns libA's team scratch. With offload every library carries its own
// device code (device functions cannot be called across shared libraries:
// each has its own GPU image).
// RUN: rm -rf %t.dir && mkdir -p %t.dir/gpu
// RUN: %clang -O2 -fopenmp -fPIC -shared -Wall -Werror %S/Inputs/shared-lib-b.c -o %t.dir/libhierb.so
// RUN: %clangxx -O2 -fopenmp -fPIC -shared -Wall -Werror -DCROSS_LIBRARY %S/Inputs/shared-lib-a.cpp -L%t.dir -lhierb -o %t.dir/libhiera.so
// RUN: %clangxx -O2 -fopenmp -Wall -Werror %s -L%t.dir -lhiera -lhierb -Wl,-rpath,%t.dir -o %t.dir/host
// RUN: %run %t.dir/host | FileCheck %s
// The libraries export the state, weak, so that the first one loaded serves all:
// RUN: llvm-nm -D %t.dir/libhiera.so | FileCheck %s --check-prefix=SYMS
// RUN: llvm-nm -D %t.dir/libhierb.so | FileCheck %s --check-prefix=SYMS
// even when the library hides everything else:
// RUN: %clang -O2 -fopenmp -fPIC -shared -fvisibility=hidden %S/Inputs/shared-lib-b.c -o %t.dir/libhidden.so
// RUN: llvm-nm -D %t.dir/libhidden.so | FileCheck %s --check-prefix=SYMS
// SYMS-DAG: {{[VW]}} __hier_thread_state_v2
// SYMS-DAG: {{[VW]}} __hier_process_state_v1
//
// RUN: %if ptxas %{ %clang -O2 %offload -fPIC -shared %S/Inputs/shared-lib-b.c -o %t.dir/gpu/libhierb.so %}
// RUN: %if ptxas %{ %clangxx -O2 %offload -fPIC -shared %S/Inputs/shared-lib-a.cpp -o %t.dir/gpu/libhiera.so %}
// RUN: %if ptxas %{ %clangxx -O2 %offload %s -L%t.dir/gpu -lhiera -lhierb -Wl,-rpath,%t.dir/gpu -o %t.dir/gpu/offload %}
// RUN: %if ptxas %{ %host-fallback %t.dir/gpu/offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: shared-libs: PASS

#include <hier/hier.h>
#include <cstdio>
#include <vector>

void libAScratch(long *out, int n);
long libASum(const long *x, int n);
extern "C" long libBMax(const long *x, int n);

static int Failures = 0;
static void expect(const char *what, bool ok) {
  if (!ok) {
    std::printf("FAIL %s\n", what);
    ++Failures;
  }
}

int main(int argc, char **) {
  const int n = 50 + argc;
  std::vector<long> x(static_cast<size_t>(n));
  long wantSum = 0, wantMax = -1000000, wantMin = 1000000;
  for (int i = 0; i < n; ++i) {
    x[static_cast<size_t>(i)] = (i * 7919L) % 613 - 300;
    wantSum += x[static_cast<size_t>(i)];
    wantMax = x[static_cast<size_t>(i)] > wantMax ? x[static_cast<size_t>(i)] : wantMax;
    wantMin = x[static_cast<size_t>(i)] < wantMin ? x[static_cast<size_t>(i)] : wantMin;
  }
  const long *px = x.data();
  for (int round = 0; round < 2; ++round) {
    long mn = 1000000;
#pragma hier team reduction(min: mn) map(to: px[0:n])
    for (int i = 0; i < n; ++i)
      mn = px[i] < mn ? px[i] : mn;
    expect("program's team min", mn == wantMin);
    expect("libA's team sum", libASum(px, n) == wantSum);
    expect("libB's team max", libBMax(px, n) == wantMax);
  }
  std::vector<long> out(static_cast<size_t>(n) * 8);
  libAScratch(out.data(), n);
  bool ok = true;
  for (int t = 0; t < n; ++t)
    for (int k = 0; k < 8; ++k)
      ok = ok && out[static_cast<size_t>(t * 8 + k)] == t * 10L + k;
  expect("libA's scratch", ok);
  std::printf("shared-libs: %s\n", Failures ? "FAIL" : "PASS");
  return Failures != 0;
}
