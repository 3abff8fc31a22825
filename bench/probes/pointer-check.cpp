// Probe: what hier's unmapped-pointer check (docs/language.md, "Unmapped
// pointers") costs per launch. A small region dereferences four pointers that
// no clause of it names; it is launched many times, and the median time of a
// launch is printed. Run it twice, with the check on (default) and off
// (HIER_CHECK_POINTERS=0): the difference is the check's cost.
//   present: the arrays are present (target enter data): one
//            omp_target_is_present per pointer;
//   device:  omp_target_alloc memory without is_device_ptr: not present, so
//            the driver is asked too (cuPointerGetAttribute).
// Checks the results first; prints "PROBE <case> <median us per launch>".
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <omp.h>
#include <vector>

static void region(double *a, const double *b, const double *c, const double *d, int n) {
#pragma hier team
  for (int t = 0; t < 1; ++t) {
#pragma hier thread
    for (int i = 0; i < n; ++i)
      a[i] += b[i] + c[i] + d[i];
  }
}

template <class F> static double median_us(F &&launch) {
  for (int w = 0; w < 50; ++w)
    launch();
  std::vector<double> batches;
  for (int rep = 0; rep < 15; ++rep) {
    const int reps = 200;
    auto t0 = std::chrono::steady_clock::now();
    for (int r = 0; r < reps; ++r)
      launch();
    auto t1 = std::chrono::steady_clock::now();
    batches.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count() / reps);
  }
  std::sort(batches.begin(), batches.end());
  return batches[batches.size() / 2];
}

int main() {
  const int n = 128;
  std::vector<double> a(n, 0.0), b(n, 1.0), c(n, 2.0), d(n, 3.0);
  double *pa = a.data(), *pb = b.data(), *pc = c.data(), *pd = d.data();
#pragma omp target enter data map(to: pa[0:n], pb[0:n], pc[0:n], pd[0:n])
  region(pa, pb, pc, pd, n);
#pragma omp target update from(pa[0:n])
  if (a[0] != 6.0 || a[n - 1] != 6.0) {
    std::printf("FAIL present: %g %g\n", a[0], a[n - 1]);
    return 1;
  }
  std::printf("PROBE present %.2f\n", median_us([&] { region(pa, pb, pc, pd, n); }));
#pragma omp target exit data map(delete: pa[0:n], pb[0:n], pc[0:n], pd[0:n])

  int dev = omp_get_default_device();
  if (dev < omp_get_num_devices()) {
    double *da = (double *)omp_target_alloc(n * sizeof(double), dev);
    double *db = (double *)omp_target_alloc(n * sizeof(double), dev);
    omp_target_memcpy(da, a.data(), n * sizeof(double), 0, 0, dev, omp_get_initial_device());
    omp_target_memcpy(db, b.data(), n * sizeof(double), 0, 0, dev, omp_get_initial_device());
    region(da, db, db, db, n);
    double got = 0;
    omp_target_memcpy(&got, da, sizeof(double), 0, 0, omp_get_initial_device(), dev);
    if (got != 9.0) {
      std::printf("FAIL device: %g\n", got);
      return 1;
    }
    std::printf("PROBE device %.2f\n", median_us([&] { region(da, db, db, db, n); }));
    omp_target_free(da, dev);
    omp_target_free(db, dev);
  }
  return 0;
}
