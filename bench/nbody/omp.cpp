// All-pairs n-body, plain OpenMP offload: one body per iteration of a
// combined construct, every other body read from global memory.
#include "driver.h"
#include <cmath>

using nbody::Body;

void accelerations(const Body *p, Body *a, int n) {
#pragma omp target teams distribute parallel for is_device_ptr(p, a)
  for (int i = 0; i < n; ++i) {
    Body bi = p[i];
    float x = 0, y = 0, z = 0;
    for (int j = 0; j < n; ++j) {
      float dx = p[j].x - bi.x, dy = p[j].y - bi.y, dz = p[j].z - bi.z;
      float r2 = dx * dx + dy * dy + dz * dz + nbody::Eps2;
      float inv = 1.0f / std::sqrt(r2);
      float f = p[j].m * inv * inv * inv;
      x += f * dx, y += f * dy, z += f * dz;
    }
    a[i] = Body{x, y, z, 0};
  }
}

int main(int argc, char **argv) { return nbody::run(argc, argv, "omp", accelerations); }
