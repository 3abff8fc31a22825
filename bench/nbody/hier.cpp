// All-pairs n-body in hier, written the first way: a team per tile of Tile
// bodies; the team walks the bodies in tiles of Tile, each copied into a
// `shared` tile and read by every body of the team; accelerations kept in
// `shared` arrays between tiles.
#include "driver.h"
#include <cmath>
#include <hier/hier.h>

using nbody::Body;
using nbody::Tile;

void accelerations(const Body *p, Body *a, int n) {
#pragma hier team is_device_ptr(p, a)
  for (int i0 = 0; i0 < n; i0 += Tile) {
#pragma hier shared
    Body tile[Tile];
#pragma hier shared
    float ax[Tile], ay[Tile], az[Tile];
#pragma hier thread vector
    for (int i = 0; i < Tile; ++i)
      ax[i] = ay[i] = az[i] = 0;
    for (int j0 = 0; j0 < n; j0 += Tile) {
#pragma hier thread vector
      for (int j = 0; j < Tile; ++j)
        tile[j] = p[j0 + j];
#pragma hier barrier
#pragma hier thread vector
      for (int i = 0; i < Tile; ++i) {
        Body bi = p[i0 + i];
        float x = ax[i], y = ay[i], z = az[i];
        for (int j = 0; j < Tile; ++j) {
          float dx = tile[j].x - bi.x, dy = tile[j].y - bi.y, dz = tile[j].z - bi.z;
          float r2 = dx * dx + dy * dy + dz * dz + nbody::Eps2;
          float inv = 1.0f / std::sqrt(r2);
          float f = tile[j].m * inv * inv * inv;
          x += f * dx, y += f * dy, z += f * dz;
        }
        ax[i] = x, ay[i] = y, az[i] = z;
      }
#pragma hier barrier
    }
#pragma hier thread vector
    for (int i = 0; i < Tile; ++i)
      a[i0 + i] = Body{ax[i], ay[i], az[i], 0};
  }
}

int main(int argc, char **argv) { return nbody::run(argc, argv, "hier", accelerations); }
