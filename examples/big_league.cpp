// A league ten times larger than the grid: max_teams(2048) launches 2048
// teams, and the grid-stride league loop gives each of them ten iterations.
#include "common.h"
#include <vector>

int main() {
  const int Grid = 2048, League = 10 * Grid, Width = 100;
  std::vector<long> storage((size_t)League * Width, 0);
  long *a = storage.data();
  const size_t n = storage.size();
  int onGPU = 0;
#pragma hier team max_teams(Grid) map(tofrom: a[0:n], onGPU)
  for (int l = League - 1; l >= 0; --l) {
    onGPU = HIER_EXAMPLE_ON_GPU;
#pragma hier thread vector
    for (int k = 0; k < Width; ++k)
      a[(size_t)l * Width + k] += 7L * l + k + 1; // '+=': an iteration run twice shows
  }
  long wrong = 0;
  for (long l = 0; l < League; ++l)
    for (int k = 0; k < Width; ++k)
      wrong += a[(size_t)l * Width + k] != 7L * l + k + 1;
  return report("big_league", wrong, (long)n, onGPU);
}
