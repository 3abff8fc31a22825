// 2-D 5-point stencil, several sweeps: team = a block of rows, thread = a
// row of the block, vector = the columns.
#include "common.h"
#include <cmath>
#include <vector>

int main() {
  const int NX = 1027, NY = 771, Sweeps = 10, RowsPerTeam = 4;
  std::vector<double> u0((size_t)NX * NY), v0((size_t)NX * NY, 0.0);
  for (int y = 0; y < NY; ++y)
    for (int x = 0; x < NX; ++x)
      u0[(size_t)y * NX + x] = std::sin(0.01 * x) * std::cos(0.02 * y);
  std::vector<double> ref = u0, refNext = v0;
  double *u = u0.data(), *v = v0.data();
  const size_t n = (size_t)NX * NY;
  int onGPU = 0;
  for (int s = 0; s < Sweeps; ++s) {
#pragma hier team team_size(RowsPerTeam) vector_length(32) map(to: u[0:n]) map(tofrom: v[0:n], onGPU)
    for (int b = 1; b < NY - 1; b += RowsPerTeam) {
      onGPU = HIER_EXAMPLE_ON_GPU;
#pragma hier thread
      for (int y = b; y < (b + RowsPerTeam < NY - 1 ? b + RowsPerTeam : NY - 1); ++y) {
#pragma hier vector
        for (int x = 1; x < NX - 1; ++x)
          v[(size_t)y * NX + x] =
              0.25 * (u[(size_t)y * NX + x - 1] + u[(size_t)y * NX + x + 1] +
                      u[(size_t)(y - 1) * NX + x] + u[(size_t)(y + 1) * NX + x]);
      }
    }
    std::swap(u, v);
  }
  for (int s = 0; s < Sweeps; ++s) {
    for (int y = 1; y < NY - 1; ++y)
      for (int x = 1; x < NX - 1; ++x)
        refNext[(size_t)y * NX + x] =
            0.25 * (ref[(size_t)y * NX + x - 1] + ref[(size_t)y * NX + x + 1] +
                    ref[(size_t)(y - 1) * NX + x] + ref[(size_t)(y + 1) * NX + x]);
    std::swap(ref, refNext);
  }
  long wrong = 0;
  for (size_t i = 0; i < n; ++i)
    wrong += u[i] != ref[i];
  return report("stencil2d", wrong, (long)n, onGPU);
}
