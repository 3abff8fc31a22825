// 3-D initialisation a[i][j][k] over N^3: team = i, thread = j, vector = k.
#include "common.h"
#include <vector>

int main() {
  const int N = 200;
  std::vector<double> storage((size_t)N * N * N, -1.0);
  double *a = storage.data();
  int onGPU = 0;
#pragma hier team map(tofrom: a[0:N*N*N], onGPU)
  for (int i = 0; i < N; ++i) {
    onGPU = HIER_EXAMPLE_ON_GPU;
#pragma hier thread
    for (int j = 0; j < N; ++j) {
#pragma hier vector
      for (int k = 0; k < N; ++k)
        a[((size_t)i * N + j) * N + k] = 1e4 * i + 1e2 * j + k;
    }
  }
  long wrong = 0;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < N; ++k)
        wrong += a[((size_t)i * N + j) * N + k] != 1e4 * i + 1e2 * j + k;
  return report("init3d", wrong, (long)N * N * N, onGPU);
}
