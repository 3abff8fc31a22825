// SpMV and CG as hand-written ompx_bare kernels (clang-22): the grid, block
// shape and reductions of cuda.cu.
#include "../common/ompx_gpu.h"
#include "cg_driver.h"

using spmv::i64;
constexpr int Block = 128, Lanes = 8, RowGroups = Block / Lanes; // 16 rows x 8 lanes
constexpr int RowsPerBlock = 32;                                // each row group takes 2 rows
constexpr int DotBlock = 256, DotGpuGrid = 132 * 8;

struct Ops {
  spmv::Grid g;
  spmv::Csr a;
  double *out = dev::alloc<double>(1);

  void build() {
    i64 *rowptr = a.rowptr, *col = a.col;
    double *val = a.val;
    spmv::Grid gg = g;
    int grid = (int)((g.rows() + 256) / 256);
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(256) is_device_ptr(rowptr, col, val)
    OMPX_BLOCKS(grid, 256, 0) {
      i64 i = (i64)ompx::bid() * 256 + ompx::tid();
      if (i <= gg.rows()) {
        i64 off = spmv::row_offset(gg, i);
        rowptr[i] = off;
        if (i < gg.rows())
          spmv::build_row(gg, i, col + off, val + off);
      }
    };
  }

  // A block of rows per block, 8 lanes per row, rows reduced by shuffles; the
  // row loop has a uniform trip count so that every lane reaches the shuffles.
  void mv(const double *x, double *y) {
    const i64 *rowptr = a.rowptr, *col = a.col;
    const double *val = a.val;
    i64 rows = g.rows();
    int grid = (int)((rows + RowsPerBlock - 1) / RowsPerBlock);
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(Block) \
    is_device_ptr(rowptr, col, val, x, y)
    OMPX_BLOCKS(grid, Block, 0) {
      int lane = ompx::tid() % Lanes;
      i64 base = (i64)ompx::bid() * RowsPerBlock + ompx::tid() / Lanes;
      for (int it = 0; it < RowsPerBlock / RowGroups; ++it) {
        i64 r = base + it * RowGroups;
        double s = 0;
        if (r < rows) {
          i64 end = ompx::ldg(rowptr + r + 1);
          for (i64 k = ompx::ldg(rowptr + r) + lane; k < end; k += Lanes)
            s += ompx::ldg(val + k) * ompx::ldg(x + ompx::ldg(col + k));
        }
        for (int d = Lanes / 2; d > 0; d /= 2)
          s += ompx::shfl_down(s, d, Lanes);
        if (lane == 0 && r < rows)
          y[r] = s;
      }
    };
  }

  double dot(const double *u, const double *v) {
    i64 n = g.rows();
    double *o = out;
    dev::put(o, std::vector<double>{0.0}.data(), 1);
    const int grid = dev::grid(DotGpuGrid);
    constexpr size_t Smem = DotBlock / 32 * sizeof(double);
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(DotBlock) \
    ompx_dyn_cgroup_mem(Smem) is_device_ptr(u, v, o)
    OMPX_BLOCKS(grid, DotBlock, Smem) {
      double s = 0;
      for (i64 i = (i64)ompx::bid() * DotBlock + ompx::tid(); i < n; i += (i64)ompx::nbid() * DotBlock)
        s += ompx::ldg(u + i) * ompx::ldg(v + i);
      s = ompx::block_sum(s, ompx::smem<double>());
      if (ompx::tid() == 0) {
#pragma omp atomic update
        *o += s;
      }
    };
    double s;
    dev::get(&s, o, 1);
    return s;
  }

  void axpby(double *z, double alpha, const double *x, double beta, const double *y) {
    i64 n = g.rows();
    int grid = (int)((n + 255) / 256);
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(256) is_device_ptr(z, x, y)
    OMPX_BLOCKS(grid, 256, 0) {
      i64 i = (i64)ompx::bid() * 256 + ompx::tid();
      if (i < n)
        z[i] = alpha * x[i] + beta * y[i];
    };
  }
};

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return spmv::run_all<Ops>("ompx", opt.small) ? 0 : 1;
}
