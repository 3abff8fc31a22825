// GPP-like kernel, plain OpenMP offload (clang-19): the (igp, band, ig) nest
// collapsed into one parallel loop (ig fastest, for coalescing) with a
// reduction over the 6 doubles of the 3 complex sums.
#include "device_inputs.h"

using gpp::cplx;

std::vector<double> run(const gpp::DeviceInputs &d) {
  const cplx *aqsn = d.aqsn, *aqsm = d.aqsm, *wtilde = d.wtilde, *ieps = d.ieps;
  const double *vcoul = d.vcoul;
  int X = d.s.x, N = d.s.n, M = d.s.m;
  double r0 = 0, i0 = 0, r1 = 0, i1 = 0, r2 = 0, i2 = 0;
#pragma omp target teams distribute parallel for collapse(3) \
    reduction(+ : r0, i0, r1, i1, r2, i2) is_device_ptr(aqsn, aqsm, wtilde, ieps, vcoul)
  for (int igp = 0; igp < N; ++igp)
    for (int n1 = 0; n1 < X; ++n1)
      for (int ig = 0; ig < M; ++ig) {
        cplx acc[3] = {};
        cplx t = gpp::mul(gpp::conj(aqsm[(size_t)n1 * N + igp]), aqsn[(size_t)n1 * M + ig]);
        gpp::add_terms(wtilde[(size_t)igp * M + ig], ieps[(size_t)igp * M + ig], t, acc);
        double f = 0.5 * vcoul[igp];
        r0 += f * acc[0].re, i0 += f * acc[0].im;
        r1 += f * acc[1].re, i1 += f * acc[1].im;
        r2 += f * acc[2].re, i2 += f * acc[2].im;
      }
  return {r0, i0, r1, i1, r2, i2};
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return gpp::benchmark("omp", opt.small, run) ? 0 : 1;
}
