// Loop hints on hier loops change how each thread runs its iterations, never
// which iterations run: unrolled team, thread, vector and thread vector loops
// with trip counts that leave remainders, against the sequential loops.
// RUN: %clangxx -O2 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: loop hints: all agree

#include <cstdio>
#include <vector>

int main() {
  const int N = 37, M = 29;
  std::vector<double> A(N * M), B(N * M, -1), C(N * M, -1), Rows(N, -1);
  for (int I = 0; I < N * M; ++I)
    A[I] = (I * 7) % 11 - 5;
  const double *a = A.data();
  double *b = B.data(), *c = C.data(), *rows = Rows.data();
  double Total = 0;
#pragma hier team team_size(3) vector_length(8) map(to: a[0:N*M]) map(tofrom: b[0:N*M], c[0:N*M], rows[0:N]) reduction(+ : Total)
#pragma unroll 2
  for (int I = 0; I < N; ++I) {
#pragma hier thread
#pragma clang loop unroll_count(3)
    for (int J = 0; J < M; ++J) {
      double S = 0;
#pragma hier vector reduction(+ : S)
#pragma unroll 4
      for (int K = 0; K <= J; ++K)
        S += a[I * M + K];
      b[I * M + J] = S;
    }
    double R = 0;
#pragma hier thread vector reduction(+ : R)
#pragma unroll 5
    for (int J = M - 1; J >= 0; --J) {
      c[I * M + J] = 2 * a[I * M + J];
      R += a[I * M + J];
    }
#pragma hier single
    rows[I] = R;
    Total += R;
  }

  int Failures = 0;
  double WantTotal = 0;
  for (int I = 0; I < N; ++I) {
    double R = 0;
    for (int J = 0; J < M; ++J) {
      double S = 0;
      for (int K = 0; K <= J; ++K)
        S += A[I * M + K];
      if (B[I * M + J] != S || C[I * M + J] != 2 * A[I * M + J]) {
        std::printf("FAIL at (%d, %d): %g %g\n", I, J, B[I * M + J],
                    C[I * M + J]);
        ++Failures;
      }
      R += A[I * M + J];
    }
    if (Rows[I] != R) {
      std::printf("FAIL row %d: %g, expected %g\n", I, Rows[I], R);
      ++Failures;
    }
    WantTotal += R;
  }
  if (Total != WantTotal) {
    std::printf("FAIL total: %g, expected %g\n", Total, WantTotal);
    ++Failures;
  }
  if (!Failures)
    std::printf("loop hints: all agree\n");
  return Failures != 0;
}
