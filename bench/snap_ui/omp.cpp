// compute_ui-like kernel, plain OpenMP offload (clang-19): teams over pairs,
// the table in team memory (allocate with omp_pteam_mem_alloc, which clang
// places in shared memory), a `parallel for` per level (its implicit barrier
// separates the levels), atomics into ulisttot. The allocate directive is for
// the GPU only: on the host (libomp 22 running clang-19 code) it crashed, and
// a stack array is the host's team memory anyway.
#include "driver.h"

using snap::cplx;

void run(const snap::Pair *pairp, const double *rootpq, double *tot, int pairs) {
  size_t n = 2 * (size_t)snap::Entries * (pairs / snap::Neighbours);
#pragma omp target teams distribute parallel for is_device_ptr(tot)
  for (size_t i = 0; i < n; ++i)
    tot[i] = 0;
#pragma omp target teams distribute num_teams(pairs) thread_limit(128) is_device_ptr(pairp, rootpq, tot)
  for (int pr = 0; pr < pairs; ++pr) {
    cplx u[snap::Entries];
#if defined(__NVPTX__)
#pragma omp allocate(u) allocator(omp_pteam_mem_alloc)
#endif
    snap::Pair p = pairp[pr];
    u[0] = {1, 0};
    for (int j = 1; j <= snap::TwoJMax; ++j) {
#pragma omp parallel for
      for (int k = 0; k < (j + 1) * (j + 1); ++k)
        u[snap::level_start(j) + k] = snap::entry(j, k, p, u + snap::level_start(j - 1), rootpq);
    }
    double *t = tot + 2 * (size_t)snap::Entries * (pr / snap::Neighbours);
#pragma omp parallel for
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
  return snap::benchmark("omp", opt.small, run) ? 0 : 1;
}
