// k-means assignment in hier, written the first way: a team per chunk of
// points copies the centroids into `shared` memory, then each point of the
// chunk (threads and lanes) finds its nearest centroid.
#include "driver.h"
#include <hier/hier.h>

using kmeans::Dim;
using kmeans::K;
using kmeans::Chunk;

void assign(const float *p, const float *cent, int *label, long n) {
#pragma hier team is_device_ptr(p, cent, label)
  for (long i0 = 0; i0 < n; i0 += Chunk) {
#pragma hier shared
    float c[K * Dim];
#pragma hier thread vector
    for (int j = 0; j < K * Dim; ++j)
      c[j] = cent[j];
#pragma hier barrier
#pragma hier thread vector
    for (long i = i0; i < (i0 + Chunk < n ? i0 + Chunk : n); ++i) {
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
}

int main(int argc, char **argv) { return kmeans::run(argc, argv, "hier", assign); }
