// compute_ui-like kernel in hier (clang-22 + libhier.so), cuda.cu's shape:
// one team per (atom, neighbour) pair, the U table in a `#pragma hier
// shared` array (static shared memory, as cuda.cu's __shared__), `single`
// for the first entry, a `barrier` per level, each level's entries over the
// team's threads (`thread vector`; hier's default 128), `omp atomic` adds
// into ulisttot.
#include "driver.h"
#include <hier/hier.h>

typedef double dbl2 __attribute__((ext_vector_type(2)));

using snap::cplx;

void run(const snap::Pair *pairp, const double *rootpq, double *tot, int pairs) {
  const long n = 2 * (long)snap::Entries * (pairs / snap::Neighbours);
  // Zeroed 16 bytes a lane (n is even, tot from omp_target_alloc).
  dbl2 *tot2 = (dbl2 *)tot;
  const long n2 = n / 2;
#pragma hier team is_device_ptr(tot2)
  for (long b = 0; b < n2; b += 256) {
#pragma hier thread vector
    for (long i = b; i < (b + 256 < n2 ? b + 256 : n2); ++i)
      tot2[i] = dbl2{0, 0};
  }
#pragma hier team is_device_ptr(pairp, rootpq, tot)
  for (int pr = 0; pr < pairs; ++pr) {
#pragma hier shared
    cplx u[snap::Entries];
    const snap::Pair p = pairp[pr];
#pragma hier single
    u[0] = {1, 0};
#pragma hier barrier
    for (int j = 1; j <= snap::TwoJMax; ++j) {
      cplx *level = u + snap::level_start(j);
      const cplx *prev = u + snap::level_start(j - 1);
#pragma hier thread vector
      for (int k = 0; k < (j + 1) * (j + 1); ++k)
        level[k] = snap::entry(j, k, p, prev, rootpq);
#pragma hier barrier
    }
    double *t = tot + 2 * (size_t)snap::Entries * (pr / snap::Neighbours);
#pragma hier thread vector
    for (int k = 0; k < snap::Entries; ++k) {
#pragma omp atomic update
      t[2 * k] += p.sfac * u[k].re;
#pragma omp atomic update
      t[2 * k + 1] += p.sfac * u[k].im;
    }
  }
}

int main(int argc, char **argv) {
  auto opt = bench::parse(argc, argv);
  return snap::benchmark("hier", opt.small, run) ? 0 : 1;
}
