// dot and nested_sum as hand-written ompx_bare kernels (clang-22, no OpenMP
// device runtime): the same grid, blocks and reductions as cuda.cu.
#include "../common/ompx_gpu.h"
#include "../common/omp_dev.h"
#include "driver.h"
#include "problem.h"

constexpr int Block = 256, GpuGrid = 132 * 8; // 8 blocks of 256 threads fill an H100/H200 SM
constexpr size_t Smem = Block / 32 * sizeof(double);

double dot(const double *x, const double *y, size_t n, double *out) {
  dev::put(out, std::vector<double>{0.0}.data(), 1);
  const int Grid = dev::grid(GpuGrid);
#pragma omp target teams ompx_bare num_teams(Grid) thread_limit(Block) \
    ompx_dyn_cgroup_mem(Smem) is_device_ptr(x, y, out)
  OMPX_BLOCKS(Grid, Block, Smem) {
    const double2v *x2 = (const double2v *)x, *y2 = (const double2v *)y;
    size_t n2 = n / 2, stride = (size_t)ompx::nbid() * Block,
           i = (size_t)ompx::bid() * Block + ompx::tid();
    double s = 0;
    for (; i + 3 * stride < n2; i += 4 * stride) {
      double2v a[4], b[4];
      for (int k = 0; k < 4; ++k) {
        a[k] = ompx::ldg(x2 + i + k * stride);
        b[k] = ompx::ldg(y2 + i + k * stride);
      }
      for (int k = 0; k < 4; ++k)
        s += a[k].x * b[k].x + a[k].y * b[k].y;
    }
    for (; i < n2; i += stride) {
      double2v a = ompx::ldg(x2 + i), b = ompx::ldg(y2 + i);
      s += a.x * b.x + a.y * b.y;
    }
    s = ompx::block_sum(s, ompx::smem<double>());
    if (ompx::tid() == 0) {
#pragma omp atomic update
      *out += s;
    }
  };
  double got;
  dev::get(&got, out, 1);
  return got;
}

// Block = 8 row-threads x 32 lanes, grid-stride over groups of 8 rows.
double nested_sum(const double *a, size_t rows, size_t cols, double *out) {
  dev::put(out, std::vector<double>{0.0}.data(), 1);
  const int Grid = dev::grid(GpuGrid);
#pragma omp target teams ompx_bare num_teams(Grid) thread_limit(Block) \
    ompx_dyn_cgroup_mem(Smem) is_device_ptr(a, out)
  OMPX_BLOCKS(Grid, Block, Smem) {
    constexpr int RowsPerStep = Block / 32;
    size_t cols2 = cols / 2;
    int lane = ompx::tid() % 32;
    double s = 0;
    for (size_t r = (size_t)ompx::bid() * RowsPerStep + ompx::tid() / 32; r < rows;
         r += (size_t)ompx::nbid() * RowsPerStep) {
      const double2v *p = (const double2v *)(a + r * cols);
      for (size_t c = lane; c < cols2; c += 32) {
        double2v v = ompx::ldg(p + c);
        s += v.x + v.y;
      }
    }
    s = ompx::block_sum(s, ompx::smem<double>());
    if (ompx::tid() == 0) {
#pragma omp atomic update
      *out += s;
    }
  };
  double got;
  dev::get(&got, out, 1);
  return got;
}

int main(int argc, char **argv) {
  double *out = dev::alloc<double>(1);
  return reduce::run(
      argc, argv, "ompx",
      [out](const double *x, const double *y, size_t n) {
        return dot(x, y, n, out);
      },
      [out](const double *a, size_t rows, size_t cols) {
        return nested_sum(a, rows, cols, out);
      });
}
