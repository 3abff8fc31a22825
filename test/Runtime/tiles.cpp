// Tiled loops: a thread or vector loop over one tile, `z0 .. min(z0 + TILE,
// n)`, whose trip count is at most the team's threads or lanes (hier-run-once
// runs those once per thread on the GPU) or more than that (they keep their
// loops), with tiles past the end of the range (empty: their trip count
// would be negative), in 32- and 64-bit, against the sequential nest.
// Host-only build (no offload target):
// RUN: %clangxx -O2 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// Offload build, run without a GPU:
// RUN: %if ptxas %{ %clangxx -O2 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: all tiles agree

#include <cstdio>
#include <vector>

#include "Inputs/check.h"

static volatile int Zero = 0;

// Tiles of ZTILE z over 4 threads and ATILE atoms over 32 lanes, two tiles
// past the end of z. Each cell gets a sum of its coordinates, so that a
// missed or repeated iteration shows. (Macros, not templates: a team in a
// template has no compile-time block shape, and so nothing to run once.)
#define TILES32(NAME, ZTILE, ATILE)                                            \
  static void NAME(int nz, int natoms) {                                       \
    std::vector<long> got((size_t)nz * natoms), want(got.size());              \
    long *y = got.data();                                                      \
    long n = got.size();                                                       \
    int groups = (nz + ZTILE - 1) / ZTILE + 2;                                 \
    int batches = (natoms + ATILE - 1) / ATILE;                                \
    _Pragma("hier team team_size(4) vector_length(32) collapse(2) map(y[0:n])")\
    for (int zg = 0; zg < groups; ++zg)                                        \
      for (int b = 0; b < batches; ++b) {                                      \
        const int z0 = zg * ZTILE;                                             \
        _Pragma("hier thread")                                                 \
        for (int z = z0; z < (z0 + ZTILE < nz ? z0 + ZTILE : nz); ++z) {      \
          const int a0 = b * ATILE;                                            \
          _Pragma("hier vector")                                               \
          for (int a = a0; a < (a0 + ATILE < natoms ? a0 + ATILE : natoms);    \
               ++a)                                                            \
            y[(long)z * natoms + a] += 1 + z + 1000L * a;                      \
        }                                                                      \
      }                                                                        \
    for (int z = 0; z < nz; ++z)                                               \
      for (int a = 0; a < natoms; ++a)                                         \
        want[(size_t)z * natoms + a] = 1 + z + 1000L * a;                      \
    char name[64];                                                             \
    std::snprintf(name, sizeof name, #NAME "(%d, %d)", nz, natoms);            \
    check(name, got, want);                                                    \
  }
TILES32(tiles_4x32, 4, 32) // one iteration per thread and lane
TILES32(tiles_4x8, 4, 8)   // lanes 8..31 idle
TILES32(tiles_8x64, 8, 64) // two iterations each

// 64-bit rows in tiles of TILE over a thread vector loop of 128 threads.
#define ROWS64(NAME, TILE)                                                     \
  static void NAME(long rows) {                                                \
    std::vector<long> got(rows), want(rows);                                   \
    long *y = got.data();                                                      \
    long teams = (rows + TILE - 1) / TILE + 1;                                 \
    _Pragma("hier team team_size(4) vector_length(32) map(y[0:rows])")        \
    for (long t = 0; t < teams; ++t) {                                         \
      const long r0 = t * TILE;                                                \
      _Pragma("hier thread vector")                                            \
      for (long r = r0; r < (r0 + TILE < rows ? r0 + TILE : rows); ++r)        \
        y[r] += r + 1;                                                         \
    }                                                                          \
    for (long r = 0; r < rows; ++r)                                            \
      want[r] = r + 1;                                                         \
    char name[64];                                                             \
    std::snprintf(name, sizeof name, #NAME "(%ld)", rows);                     \
    check(name, got, want);                                                    \
  }
ROWS64(rows_128, 128)
ROWS64(rows_100, 100)
ROWS64(rows_300, 300)

int main() {
  for (int nz : {1, 7, 64, 67})
    for (int natoms : {1, 31, 32, 70}) {
      tiles_4x32(nz + Zero, natoms + Zero);
      tiles_4x8(nz + Zero, natoms + Zero);
      tiles_8x64(nz + Zero, natoms + Zero);
    }
  for (long rows : {1L, 127L, 128L, 1000L}) {
    rows_128(rows + Zero);
    rows_100(rows + Zero);
    rows_300(rows + Zero);
  }
  if (!Failures)
    std::printf("all tiles agree\n");
  return Failures != 0;
}
