// GPP-like kernel in hier (clang-22 + libhier.so), cuda.cu's shape: team =
// (band, IgpPerTeam igp values) work items with the band fastest (hier's
// default grid: four waves of teams, since the teams combine reductions),
// thread = an igp value, vector = the lanes over ig with a 6-double `vector
// reduction(+)` (re/im of the 3 sums), then `thread reduction(+)` and `team
// reduction(+)` of the 6 sums. hier's default team shape (4 threads of 32
// lanes) is cuda.cu's: no tuning clause.
#include "device_inputs.h"
#include <hier/hier.h>

using gpp::cplx;
constexpr int IgpPerTeam = 4;

std::vector<double> run(const gpp::DeviceInputs &d) {
  const cplx *aqsn = d.aqsn, *aqsm = d.aqsm, *wtilde = d.wtilde, *ieps = d.ieps;
  const double *vcoul = d.vcoul;
  const int X = d.s.x, N = d.s.n, M = d.s.m;
  const long items = (long)((N + IgpPerTeam - 1) / IgpPerTeam) * X;
  double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
#pragma hier team reduction(+ : s0, s1, s2, s3, s4, s5) is_device_ptr(aqsn, aqsm, wtilde, ieps, vcoul)
  for (long w = 0; w < items; ++w) {
    const int n1 = (int)(w % X), g = (int)(w / X) * IgpPerTeam;
#pragma hier thread reduction(+ : s0, s1, s2, s3, s4, s5)
    for (int igp = g; igp < (g + IgpPerTeam < N ? g + IgpPerTeam : N); ++igp) {
      const cplx mygp = gpp::conj(aqsm[(size_t)n1 * N + igp]);
      const cplx *wt = wtilde + (size_t)igp * M, *ep = ieps + (size_t)igp * M,
                 *aq = aqsn + (size_t)n1 * M;
      double a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0;
#pragma hier vector reduction(+ : a0, a1, a2, a3, a4, a5)
      for (int ig = 0; ig < M; ++ig) {
        // terms3 returns the 3 terms by value: a local array passed by
        // pointer (add_terms) is globalized by clang (__kmpc_alloc_shared).
        const gpp::Terms3 t = gpp::terms3(wt[ig], ep[ig], gpp::mul(mygp, aq[ig]));
        a0 += t.w0.re, a1 += t.w0.im, a2 += t.w1.re;
        a3 += t.w1.im, a4 += t.w2.re, a5 += t.w2.im;
      }
      const double f = 0.5 * vcoul[igp];
      s0 += f * a0, s1 += f * a1, s2 += f * a2;
      s3 += f * a3, s4 += f * a4, s5 += f * a5;
    }
  }
  return {s0, s1, s2, s3, s4, s5};
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return gpp::benchmark("hier", opt.small, run) ? 0 : 1;
}
