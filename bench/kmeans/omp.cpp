// k-means assignment, plain OpenMP offload: one point per iteration of a
// combined construct, centroids read from global memory.
#include "driver.h"
#include <cmath>

using kmeans::Dim;
using kmeans::K;

void assign(const float *p, const float *c, int *label, long n) {
#pragma omp target teams distribute parallel for is_device_ptr(p, c, label)
  for (long i = 0; i < n; ++i) {
    int best = 0;
    float bestDist = INFINITY;
    for (int k = 0; k < K; ++k) {
      float d2 = 0;
      for (int d = 0; d < Dim; ++d) {
        float t = p[i * Dim + d] - c[k * Dim + d];
        d2 += t * t;
      }
      if (d2 < bestDist)
        bestDist = d2, best = k;
    }
    label[i] = best;
  }
}

int main(int argc, char **argv) { return kmeans::run(argc, argv, "omp", assign); }
