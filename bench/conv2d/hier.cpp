// 3x3 convolution in hier, written the first way: a team per image row, the
// row's pixels over the team's threads and lanes, each reading its 9
// neighbours (edges clamped).
#include "driver.h"
#include <hier/hier.h>

using conv2d::Filter;

void convolve(const float *in, float *out, int h, int w, Filter f) {
#pragma hier team is_device_ptr(in, out)
  for (int y = 0; y < h; ++y) {
#pragma hier thread vector
    for (int x = 0; x < w; ++x) {
      float s = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
          s += f.k[(dy + 1) * 3 + dx + 1] *
               in[(size_t)conv2d::clamp(y + dy, 0, h - 1) * w + conv2d::clamp(x + dx, 0, w - 1)];
      out[(size_t)y * w + x] = s;
    }
  }
}

int main(int argc, char **argv) { return conv2d::run(argc, argv, "hier", convolve); }
