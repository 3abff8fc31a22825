// Batched tridiagonal solves in hier, written the first way: a team per
// group of systems, a system per thread and lane, the Thomas algorithm
// (forward sweep into cp and x, back substitution in x).
#include "driver.h"
#include <hier/hier.h>

using tridiag::N;
constexpr long SystemsPerTeam = 128;

void solve(const double *a, const double *b, const double *c, const double *d, double *cp, double *x,
           long systems) {
#pragma hier team is_device_ptr(a, b, c, d, cp, x)
  for (long s0 = 0; s0 < systems; s0 += SystemsPerTeam) {
#pragma hier thread vector
    for (long s = s0; s < (s0 + SystemsPerTeam < systems ? s0 + SystemsPerTeam : systems); ++s) {
      double cprev = 0, xprev = 0;
      for (int i = 0; i < N; ++i) {
        long j = i * systems + s;
        double m = 1 / (b[j] - a[j] * cprev);
        cp[j] = cprev = c[j] * m;
        x[j] = xprev = (d[j] - a[j] * xprev) * m;
      }
      double next = 0;
      for (int i = N - 1; i >= 0; --i) {
        long j = i * systems + s;
        x[j] = next = x[j] - cp[j] * next;
      }
    }
  }
}

int main(int argc, char **argv) { return tridiag::run(argc, argv, "hier", solve); }
