// A program written the way users write them, first draft: batched 16x16 matrix
// products, tiles in team-shared memory, reductions at the vector, thread and
// team levels (max and +, double and long) returned in a struct. Checked
// against the sequential loops in the same program; built with -Wall -Wextra
// -Werror, for the host, for sm_90 (host fallback) and in SPMD host mode.
// RUN: %clangxx -O2 -std=c++17 -Wall -Wextra -Werror -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 -std=c++17 -Wall -Wextra -Werror %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -std=c++17 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: {{[1-9][0-9]* bad}}
// CHECK: batched: 0 bad

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

constexpr int N = 16;

struct Stats {
  double maxNorm;
  long nonzero;
};

static double entry(int b, int i, int j) { return std::cos(0.01 * (b + 3 * i - j)); }

Stats multiply(const double *A, const double *B, double *C, int batch) {
  double maxNorm = 0;
  long nonzero = 0;
#pragma hier team team_size(N) vector_length(N) map(to : A[0 : batch * N * N], B[0 : batch * N * N]) \
    map(from : C[0 : batch * N * N]) reduction(max : maxNorm) reduction(+ : nonzero)
  for (int b = 0; b < batch; ++b) {
#pragma hier shared
    double a[N][N];
#pragma hier shared
    double bt[N][N];
    const double *Ab = A + b * N * N, *Bb = B + b * N * N;
#pragma hier thread
    for (int i = 0; i < N; ++i) {
#pragma hier vector
      for (int j = 0; j < N; ++j) {
        a[i][j] = Ab[i * N + j];
        bt[j][i] = Bb[i * N + j];
      }
    }
#pragma hier barrier
    double sq = 0;
    long nz = 0;
#pragma hier thread reduction(+ : sq, nz)
    for (int i = 0; i < N; ++i) {
#pragma hier vector reduction(+ : sq, nz)
      for (int j = 0; j < N; ++j) {
        double c = 0;
        for (int k = 0; k < N; ++k)
          c += a[i][k] * bt[j][k];
        C[(b * N + i) * N + j] = c;
        sq += c * c;
        nz += std::fabs(c) > 1e-12;
      }
    }
    maxNorm = std::max(maxNorm, std::sqrt(sq));
    nonzero += nz;
  }
  return {maxNorm, nonzero};
}

int main() {
  const int batch = 300;
  std::vector<double> A(batch * N * N), B(A.size()), C(A.size(), -1);
  for (int b = 0; b < batch; ++b)
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) {
        A[(b * N + i) * N + j] = entry(b, i, j);
        B[(b * N + i) * N + j] = entry(b + 7, j, i);
      }
  Stats s = multiply(A.data(), B.data(), C.data(), batch);
  double refMax = 0;
  long refNz = 0;
  int bad = 0;
  for (int b = 0; b < batch; ++b) {
    double sq = 0;
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) {
        double c = 0;
        for (int k = 0; k < N; ++k)
          c += A[(b * N + i) * N + k] * B[(b * N + k) * N + j];
        bad += std::fabs(c - C[(b * N + i) * N + j]) > 1e-9;
        sq += c * c;
        refNz += std::fabs(c) > 1e-12;
      }
    refMax = std::max(refMax, std::sqrt(sq));
  }
  bad += std::fabs(refMax - s.maxNorm) > 1e-9 * refMax;
  bad += refNz != s.nonzero;
  std::printf("batched: %d bad (max norm %.6f, %ld nonzero)\n", bad, s.maxNorm, s.nonzero);
  return bad != 0;
}
