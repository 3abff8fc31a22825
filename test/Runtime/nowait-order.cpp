// 'nowait' teams without 'depend' run in the order the calling thread
// started them, and '#pragma hier wait' waits for all of them: each region
// applies a different affine map to every element (a[i] = 3 a[i] + k), so any
// other order, or reading before they are done, gives other values (exact in
// double). Each of two host threads has its own queue. Without hier's
// ordering LLVM runs deferred target tasks on the host last-in first-out
// and this test fails (docs/language.md, "nowait"). The waiting points
// without '#pragma hier wait' (offload builds: a host-only build runs the
// teams synchronously): 'target update from', a synchronous team that reads
// the result, the end of 'target data' (each fails if it does not wait).
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback-nowait %t.offload | FileCheck %s %}
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

// Sums a into s[0] in a synchronous team.
static void total(const double *a, long n, double *s) {
#pragma hier team label("nowait_total") map(to: a[0:n]) map(tofrom: s[0:1])
  for (int t = 0; t < 1; ++t) {
#pragma hier single
    {
      double sum = 0;
      for (long i = 0; i < n; ++i)
        sum += a[i];
      s[0] = sum;
    }
  }
}

static std::vector<double> reference(long n, int steps, int seed) {
  std::vector<double> ref(n);
  for (long i = 0; i < n; ++i)
    ref[i] = (double)((i + seed) % 5);
  for (int k = 1; k <= steps; ++k)
    for (long i = 0; i < n; ++i)
      ref[i] = 3 * ref[i] + k;
  return ref;
}

// How = 0: 'target update from' waits; 1: a synchronous team reading a
// waits; 2: the end of 'target data' waits.
static long waitingPoint(int how) {
  const long n = 20000;
  const int steps = 10;
  std::vector<double> v(n), ref = reference(n, steps, how);
  for (long i = 0; i < n; ++i)
    v[i] = (double)((i + how) % 5);
  double *a = v.data(), s[1] = {0}, want = 0;
  for (long i = 0; i < n; ++i)
    want += ref[i];
#pragma omp target data map(tofrom: a[0:n])
  {
    for (int k = 1; k <= steps; ++k)
      step(a, n, k);
    if (how == 0) {
#pragma omp target update from(a[0:n])
    } else if (how == 1) {
      total(a, n, s);
    }
  }
  long wrong = 0;
  if (how == 1)
    return s[0] != want;
  for (long i = 0; i < n; ++i)
    wrong += a[i] != ref[i];
  return wrong;
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
  long update = waitingPoint(0), region = waitingPoint(1), end = waitingPoint(2);
  std::printf("waiting points: update %ld, region %ld, end of target data "
              "%ld wrong\n",
              update, region, end);
  return wrong || perThread[0] || perThread[1] || update || region || end;
}
// CHECK: one thread: 0 wrong
// CHECK: two threads: 0, 0 wrong
// CHECK: waiting points: update 0, region 0, end of target data 0 wrong
