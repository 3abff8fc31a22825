// Vector lengths that are no power of two or exceed a warp (6, 48, 100) give
// the sequential result, reductions included: they run as a power of two of
// lanes, at most 32, and the vector loops cover every iteration.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK: odd vector lengths: PASS

#include <cstdio>

#define DO_PRAGMA(...) _Pragma(#__VA_ARGS__)
#define RUN(VL)                                                                \
  {                                                                            \
    long *r = rows;                                                            \
    DO_PRAGMA(hier team vector_length(VL) team_size(3) map(from: r[0:L*T]) reduction(+: total)) \
    for (int l = 0; l < L; ++l) {                                              \
      long teamSum = 0;                                                        \
      DO_PRAGMA(hier thread reduction(+: teamSum))                             \
      for (int t = 0; t < T; ++t) {                                            \
        long s = 0;                                                            \
        DO_PRAGMA(hier vector reduction(+: s))                                 \
        for (int k = 0; k < K; ++k)                                            \
          s += (long)l * 10000 + t * 100 + k;                                  \
        r[l * T + t] = s;                                                      \
        teamSum += s;                                                          \
      }                                                                        \
      total += teamSum;                                                        \
    }                                                                          \
    check(#VL);                                                                \
  }

const int L = 23, T = 7, K = 61;
static long rows[L * T];
static long total;
static int Failures;

static void check(const char *vl) {
  long want = 0, bad = 0;
  for (int l = 0; l < L; ++l)
    for (int t = 0; t < T; ++t) {
      long s = 0;
      for (int k = 0; k < K; ++k)
        s += (long)l * 10000 + t * 100 + k;
      bad += rows[l * T + t] != s;
      want += s;
    }
  if (bad || total != want) {
    std::printf("FAIL vector_length(%s): %ld rows wrong, total %ld want %ld\n",
                vl, bad, total, want);
    ++Failures;
  }
  total = 0;
}

int main() {
  RUN(6)
  RUN(48)
  RUN(100)
  std::printf("odd vector lengths: %s\n", Failures ? "FAIL" : "PASS");
  return Failures != 0;
}
