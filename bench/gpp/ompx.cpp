// GPP-like kernel as a hand-written ompx_bare kernel (clang-22): the grid,
// block shape and reduction of cuda.cu.
#include "../common/ompx_gpu.h"
#include "device_inputs.h"

using gpp::cplx;
constexpr int IgpPerBlock = 4, Block = IgpPerBlock * 32;
constexpr int GpuGrid = 132 * 16; // 16 blocks of 128 threads per SM
constexpr size_t Smem = 6 * IgpPerBlock * sizeof(double);

inline cplx ldg(const cplx *p) {
  double2v v = ompx::ldg((const double2v *)p);
  return {v.x, v.y};
}

std::vector<double> run(const gpp::DeviceInputs &d) {
  const cplx *aqsn = d.aqsn, *aqsm = d.aqsm, *wtilde = d.wtilde, *ieps = d.ieps;
  const double *vcoul = d.vcoul;
  int X = d.s.x, N = d.s.n, M = d.s.m;
  static double *out = dev::alloc<double>(6);
  double *o = out;
  dev::put(o, std::vector<double>(6, 0.0).data(), 6);
  const int grid = dev::grid(GpuGrid);
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(Block) ompx_dyn_cgroup_mem(Smem) \
    is_device_ptr(aqsn, aqsm, wtilde, ieps, vcoul, o)
  OMPX_BLOCKS(grid, Block, Smem) {
    int lane = ompx::tid() % 32, warp = ompx::tid() / 32;
    long items = (long)((N + IgpPerBlock - 1) / IgpPerBlock) * X;
    double sum[6] = {};
    for (long w = ompx::bid(); w < items; w += ompx::nbid()) {
      int n1 = (int)(w % X), igp = (int)(w / X) * IgpPerBlock + warp;
      if (igp >= N)
        continue;
      cplx mygp = gpp::conj(ldg(aqsm + (size_t)n1 * N + igp)), acc[3] = {};
      const cplx *wt = wtilde + (size_t)igp * M, *ep = ieps + (size_t)igp * M,
                 *aq = aqsn + (size_t)n1 * M;
      for (int ig = lane; ig < M; ig += 32)
        gpp::add_terms(ldg(wt + ig), ldg(ep + ig), gpp::mul(mygp, ldg(aq + ig)), acc);
      double f = 0.5 * ompx::ldg(vcoul + igp);
      for (int iw = 0; iw < 3; ++iw) {
        sum[2 * iw] += f * acc[iw].re;
        sum[2 * iw + 1] += f * acc[iw].im;
      }
    }
    double *part = ompx::smem<double>(); // [6][IgpPerBlock]
    for (int k = 0; k < 6; ++k) {
      for (int dd = 16; dd > 0; dd /= 2)
        sum[k] += ompx::shfl_down(sum[k], dd, 32);
      if (lane == 0)
        part[k * IgpPerBlock + warp] = sum[k];
    }
    ompx::sync();
    if (ompx::tid() < 6) {
      double s = 0;
      for (int w = 0; w < IgpPerBlock; ++w)
        s += part[ompx::tid() * IgpPerBlock + w];
#pragma omp atomic update
      o[ompx::tid()] += s;
    }
  };
  return dev::read(o, 6);
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return gpp::benchmark("ompx", opt.small, run) ? 0 : 1;
}
