// 'nowait' teams without 'depend' run in the order the calling thread
// started them, and '#pragma hier wait' waits for all of them: each region
// applies a different affine map to every element (a[i] = 3 a[i] + k), so any
// other order, or reading before they are done, gives other values (exact in
// double). Each of two host threads has its own queue. Without hier's
// ordering LLVM runs deferred target tasks on the host last-in first-out
// and this test fails (docs/language.md, "nowait").
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
#include <hier/hier.h>
#include <cstdio>
#include <vector>

static void step(double *a, long n, int k) {
#pragma hier team label("nowait_step") nowait map(tofrom: a[0:n])
  for (long b = 0; b < n; b += 256) {
#pragma hier thread vector
    for (long i = b; i < (b + 256 < n ? b + 256 : n); ++i)
      a[i] = 3 * a[i] + k;
  }
}

static long chain(long n, int steps, int seed) {
  std::vector<double> v(n), ref(n);
  for (long i = 0; i < n; ++i)
    v[i] = ref[i] = (double)((i + seed) % 5);
  double *a = v.data();
  long wrong = 0;
#pragma omp target data map(tofrom: a[0:n])
  {
    for (int k = 1; k <= steps; ++k)
      step(a, n, k);
#pragma hier wait
#pragma omp target update from(a[0:n])
    for (int k = 1; k <= steps; ++k)
      for (long i = 0; i < n; ++i)
        ref[i] = 3 * ref[i] + k;
    for (long i = 0; i < n; ++i)
      wrong += a[i] != ref[i];
  }
  return wrong;
}

int main() {
  long wrong = chain(10000, 12, 0);
  std::printf("one thread: %ld wrong\n", wrong);
  long perThread[2] = {-1, -1};
#pragma omp parallel num_threads(2)
  perThread[omp_get_thread_num()] = chain(5000, 9, 1 + omp_get_thread_num());
  std::printf("two threads: %ld, %ld wrong\n", perThread[0], perThread[1]);
  return wrong || perThread[0] || perThread[1];
}
// CHECK: one thread: 0 wrong
// CHECK: two threads: 0, 0 wrong
