// Launch-latency probe, hier side (issue 22, item 2): host-clock medians of
// many calls, as bench/README.md times the OpenMP versions.
//   empty        an empty one-team region (synchronous)
//   zero         zeroing N doubles (16-byte stores, as the benches)
//   zero+empty   the two, synchronous, one after the other
//   nowait2+wait the two with `nowait`, then one wait (`omp taskwait`)
// probe_cuda.cu prints the CUDA rows to compare with. Each ordering case is
// checked: after zero then "fill with 1" (both nowait) and the wait, every
// element must be 1 (it fails if the second ran before the first).
#include <hier/hier.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
typedef double double2 __attribute__((ext_vector_type(2)));

template <class F> double medianUs(int reps, F &&f) {
  std::vector<double> t(reps);
  for (int w = 0; w < 20; ++w)
    f();
  for (int i = 0; i < reps; ++i) {
    auto a = Clock::now();
    f();
    t[i] = std::chrono::duration<double, std::micro>(Clock::now() - a).count();
  }
  std::nth_element(t.begin(), t.begin() + reps / 2, t.end());
  return t[reps / 2];
}

void emptyRegion() {
#pragma hier team label("probe_empty") team_size(1) vector_length(32)
  for (int t = 0; t < 1; ++t) {
#pragma hier thread vector
    for (int i = 0; i < 1; ++i) {
    }
  }
}

void emptyNowait() {
#pragma hier team label("probe_empty_nowait") team_size(1) vector_length(32) nowait
  for (int t = 0; t < 1; ++t) {
#pragma hier thread vector
    for (int i = 0; i < 1; ++i) {
    }
  }
}

void fill(double *y, long n, double v, bool nowait) {
  const long pairs = n / 2; // n is even
  double2 *y2 = (double2 *)y;
  if (nowait) {
#pragma hier team label("probe_fill_nowait") is_device_ptr(y2) nowait
    for (long b = 0; b < pairs; b += 1024) {
#pragma hier thread vector
      for (long i = b; i < (b + 1024 < pairs ? b + 1024 : pairs); ++i)
        y2[i] = v;
    }
    return;
  }
#pragma hier team label("probe_fill") is_device_ptr(y2)
  for (long b = 0; b < pairs; b += 1024) {
#pragma hier thread vector
    for (long i = b; i < (b + 1024 < pairs ? b + 1024 : pairs); ++i)
      y2[i] = v;
  }
}

} // namespace

int main(int argc, char **argv) {
  const int reps = argc > 1 ? std::atoi(argv[1]) : 2000;
  const long n = argc > 2 ? std::atol(argv[2]) : 4960000; // 39.7 MB, mdrange's output
  const int dev = omp_get_default_device();
  const bool gpu = omp_get_num_devices() > 0;
  double *y = gpu ? (double *)omp_target_alloc(n * sizeof(double), dev)
                  : (double *)std::malloc(n * sizeof(double));

  // Ordering: zero then fill with 1, both nowait, one wait; repeated so that
  // a reordering would show.
  long bad = 0;
  std::vector<double> h(n);
  for (int k = 0; k < 50; ++k) {
    fill(y, n, 0.0, true);
    fill(y, n, 1.0 + k, true);
#pragma omp taskwait
    if (gpu)
      omp_target_memcpy(h.data(), y, n * sizeof(double), 0, 0,
                        omp_get_initial_device(), dev);
    else
      std::copy(y, y + n, h.begin());
    for (long i = 0; i < n; i += 997)
      bad += h[i] != 1.0 + k;
  }
  std::printf("probe-hier: device %s, n = %ld, order check: %s\n",
              gpu ? "GPU" : "host", n, bad ? "FAIL" : "ok");

  double empty = medianUs(reps, [] { emptyRegion(); });
  double emptyNw = medianUs(reps, [] {
    emptyNowait();
#pragma omp taskwait
  });
  double zero = medianUs(reps, [&] { fill(y, n, 0.0, false); });
  double both = medianUs(reps, [&] {
    fill(y, n, 0.0, false);
    emptyRegion();
  });
  double bothNw = medianUs(reps, [&] {
    fill(y, n, 0.0, true);
    emptyNowait();
#pragma omp taskwait
  });
  std::printf("probe-hier: empty region            %8.2f us\n", empty);
  std::printf("probe-hier: empty nowait + wait     %8.2f us\n", emptyNw);
  std::printf("probe-hier: zero region             %8.2f us\n", zero);
  std::printf("probe-hier: zero + empty            %8.2f us\n", both);
  std::printf("probe-hier: zero, empty nowait+wait %8.2f us\n", bothNw);
  if (gpu)
    omp_target_free(y, dev);
  else
    std::free(y);
  return bad != 0;
}
