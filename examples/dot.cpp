// A dot product with a team reduction: every team sums its part of the
// vectors over its threads and lanes, and the teams add their sums to the
// result, which starts at a non-zero value.
#include "common.h"
#include <cmath>
#include <vector>

int main() {
  const long N = 20'000'003, Chunk = 4096;
  std::vector<double> av(N), bv(N);
  for (long i = 0; i < N; ++i) {
    av[i] = 1.0 + (i % 13) * 0.25; // sums of these are exact in double
    bv[i] = 2.0 - (i % 7) * 0.5;
  }
  const double *a = av.data(), *b = bv.data();
  double dot = 10.0;
  int onGPU = 0;
#pragma hier team map(to: a[0:N], b[0:N]) map(tofrom: onGPU) reduction(+: dot)
  for (long c = 0; c < N; c += Chunk) {
    onGPU = HIER_EXAMPLE_ON_GPU;
    double part = 0;
#pragma hier thread vector reduction(+: part)
    for (long i = c; i < (c + Chunk < N ? c + Chunk : N); ++i)
      part += a[i] * b[i];
    dot += part;
  }
  double ref = 10.0;
  for (long i = 0; i < N; ++i)
    ref += a[i] * b[i];
  std::printf("dot: %.17g (reference %.17g)\n", dot, ref);
  return report("dot", dot != ref, 1, onGPU);
}
