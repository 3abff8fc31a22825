// GPP-like kernel, hand-written CUDA, hierarchical: a block is IgpPerBlock
// igp values (threadIdx.y) x 32 lanes over ig (threadIdx.x); blocks take
// (igp group, band) work items grid-stride with the band fastest, so the
// blocks in flight share wtilde/ieps rows in L2. Arithmetic: gpp::add_terms
// (FMAs, one reciprocal per (n1, igp, ig)), the same in every version.
#include "../common/cuda_util.h"
#include "problem.h"

using gpp::cplx;
constexpr int IgpPerBlock = 4, Block = IgpPerBlock * 32;

__device__ inline cplx ldg(const cplx *p) {
  double2 v = __ldg((const double2 *)p);
  return {v.x, v.y};
}

__global__ void __launch_bounds__(Block) gpp_kernel(int X, int N, int M, const cplx *__restrict__ aqsn,
                                                    const cplx *__restrict__ aqsm,
                                                    const cplx *__restrict__ wtilde,
                                                    const cplx *__restrict__ ieps,
                                                    const double *__restrict__ vcoul,
                                                    double *out) {
  int lane = threadIdx.x, ty = threadIdx.y;
  long items = (long)((N + IgpPerBlock - 1) / IgpPerBlock) * X;
  double sum[6] = {};
  for (long w = blockIdx.x; w < items; w += gridDim.x) {
    int n1 = (int)(w % X), igp = (int)(w / X) * IgpPerBlock + ty;
    if (igp >= N)
      continue;
    cplx mygp = gpp::conj(ldg(aqsm + (size_t)n1 * N + igp)), acc[3] = {};
    const cplx *wt = wtilde + (size_t)igp * M, *ep = ieps + (size_t)igp * M,
               *aq = aqsn + (size_t)n1 * M;
#pragma unroll 2
    for (int ig = lane; ig < M; ig += 32)
      gpp::add_terms(ldg(wt + ig), ldg(ep + ig), gpp::mul(mygp, ldg(aq + ig)), acc);
    double f = 0.5 * __ldg(vcoul + igp);
    for (int iw = 0; iw < 3; ++iw) {
      sum[2 * iw] += f * acc[iw].re;
      sum[2 * iw + 1] += f * acc[iw].im;
    }
  }
  __shared__ double part[6][IgpPerBlock];
  for (int k = 0; k < 6; ++k) {
    for (int d = 16; d > 0; d /= 2)
      sum[k] += __shfl_down_sync(0xffffffffu, sum[k], d);
    if (lane == 0)
      part[k][ty] = sum[k];
  }
  __syncthreads();
  int t = ty * 32 + lane;
  if (t < 6) {
    double s = 0;
    for (int w = 0; w < IgpPerBlock; ++w)
      s += part[t][w];
    atomicAdd(out + t, s);
  }
}

struct Device {
  gpp::Sizes s;
  cplx *aqsn, *aqsm, *wtilde, *ieps;
  double *vcoul, *out = cu::alloc<double>(6);
  explicit Device(const gpp::Sizes &sz, const gpp::Inputs &in)
      : s(sz), aqsn(cu::copy_of(in.aqsn)), aqsm(cu::copy_of(in.aqsm)),
        wtilde(cu::copy_of(in.wtilde)), ieps(cu::copy_of(in.ieps)), vcoul(cu::copy_of(in.vcoul)) {}
  ~Device() {
    for (void *p : {(void *)aqsn, (void *)aqsm, (void *)wtilde, (void *)ieps, (void *)vcoul, (void *)out})
      cudaFree(p);
  }
  void run() {
    static int grid = cu::resident_blocks((const void *)gpp_kernel, Block);
    CK(cudaMemsetAsync(out, 0, 6 * sizeof(double)));
    gpp_kernel<<<grid, dim3(32, IgpPerBlock)>>>(s.x, s.n, s.m, aqsn, aqsm, wtilde, ieps, vcoul, out);
  }
};

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  auto cs = gpp::check_sizes();
  auto cin = gpp::inputs(cs);
  std::vector<double> terms;
  auto ref = gpp::reference(cs, cin, &terms);
  bool ok;
  {
    Device d(cs, cin);
    d.run();
    ok = bench::check_terms("gpp", cu::read(d.out, 6).data(), ref.data(), terms.data(), 6, gpp::Tol);
  }
  auto s = gpp::sizes(opt.small);
  Device d(s, gpp::inputs(s));
  double ms = bench::median_ms([&] { return cu::event_ms([&] { d.run(); }); }, 2000, 20);
  bench::result("gpp", s.name().c_str(), "cuda", ms, s.terms() / ms / 1e6, "Gterm/s", ok);
  ms = bench::median_ms([&] { return cu::call_ms([&] { d.run(); }); }, 2000, 20);
  bench::result("gpp", s.name().c_str(), "cuda-call", ms, s.terms() / ms / 1e6, "Gterm/s", ok);
  return ok ? 0 : 1;
}
