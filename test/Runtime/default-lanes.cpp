// Teams without vector_length take their lanes from their vector loops'
// constant trip counts (3 -> 4 lanes, 5 and 9 -> 16, 40 -> 32, a run-time
// count -> 32), with and without team_size; in a template, whose
// instantiations share their literals, the default 32. Vector and thread
// reductions over such teams give the sequential result.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: default lanes: all agree

#include <cstdio>
#include <vector>

static int Failures = 0;

static void expect(const char *What, long Got, long Want) {
  if (Got != Want) {
    std::printf("FAIL %s: %ld, expected %ld\n", What, Got, Want);
    ++Failures;
  }
}

// sum over i < Rows, j < Cols of (i + j) * C + sum over c < C of c, where C
// is the vector loop's trip count.
template <int C> static long expected(long Rows, long Cols) {
  long S = 0;
  for (long I = 0; I < Rows; ++I)
    for (long J = 0; J < Cols; ++J)
      for (long K = 0; K < C; ++K)
        S += (I + J) * C + K;
  return S;
}

#define NEST(Name, C)                                                          \
  static long Name(long Rows) {                                                \
    long Total = 0;                                                            \
    _Pragma("hier team reduction(+: Total)")                                   \
    for (long I = 0; I < Rows; ++I) {                                          \
      _Pragma("hier thread reduction(+: Total)")                               \
      for (long J = 0; J < 37; ++J) {                                          \
        long S = 0;                                                            \
        _Pragma("hier vector reduction(+: S)")                                 \
        for (int K = 0; K < C; ++K)                                            \
          S += (I + J) * C + K;                                                \
        Total += S;                                                            \
      }                                                                        \
    }                                                                          \
    return Total;                                                              \
  }
NEST(nest3, 3)
NEST(nest5, 5)
NEST(nest40, 40)

template <int C> static long nest(long Rows) {
  long Total = 0;
#pragma hier team reduction(+: Total)
  for (long I = 0; I < Rows; ++I) {
#pragma hier thread reduction(+: Total)
    for (long J = 0; J < 37; ++J) {
      long S = 0;
#pragma hier vector reduction(+: S)
      for (int K = 0; K < C; ++K)
        S += (I + J) * C + K;
      Total += S;
    }
  }
  return Total;
}

int main() {
  expect("3 trips", nest3(50), expected<3>(50, 37));
  expect("5 trips", nest5(50), expected<5>(50, 37));
  expect("40 trips", nest40(20), expected<40>(20, 37));
  expect("template, 3 trips", nest<3>(50), expected<3>(50, 37));
  expect("template, 40 trips", nest<40>(20), expected<40>(20, 37));
  expect("template, 5 trips", nest<5>(50), expected<5>(50, 37));

  // Two vector loops (5 and 9 trips) and a given team_size; a separate team
  // whose vector loop's trip count is known only at run time.
  const long Rows = 64;
  std::vector<long> Out(Rows * 16, -1);
  long *out = Out.data();
#pragma hier team team_size(3) map(tofrom: out[0:Rows*16])
  for (long I = 0; I < Rows; ++I) {
#pragma hier thread
    for (long J = 0; J < 16; ++J) {
      long A = 0, B = 0;
#pragma hier vector reduction(+: A)
      for (int K = 0; K < 5; ++K)
        A += K * J;
#pragma hier vector reduction(max: B)
      for (int K = 0; K < 9; ++K)
        B = B > K + I ? B : K + I;
      out[I * 16 + J] = A + B;
    }
  }
  long Bad = 0;
  for (long I = 0; I < Rows; ++I)
    for (long J = 0; J < 16; ++J)
      Bad += out[I * 16 + J] != 10 * J + 8 + I;
  expect("two vector loops, team_size(3)", Bad, 0);

  volatile int Trips = 7;
  const int N = Trips;
  long Sum = 0;
#pragma hier team reduction(+: Sum)
  for (long I = 0; I < 10; ++I) {
#pragma hier thread reduction(+: Sum)
    for (long J = 0; J < 10; ++J) {
      long S = 0;
#pragma hier vector reduction(+: S)
      for (int K = 0; K < N; ++K)
        S += K;
      Sum += S;
    }
  }
  expect("run-time trip count", Sum, 100 * 21);

  if (!Failures)
    std::printf("default lanes: all agree\n");
  return Failures != 0;
}
