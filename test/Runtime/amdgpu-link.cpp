// AMDGPU programs link: hier's device runtime, built for no code object
// version, reads __oclc_ABI_version, which hier-link-devicertl defines from
// the module's version (undefined, ld.lld rejected every gfx90a program).
// A program without math needs nothing else, for any AMD GPU (gfx942 too);
// one with math needs ROCm's device libraries for its GPU. Run here: the
// host fallback.
// REQUIRES: lld
// RUN: %clangxx -O2 -fopenmp --offload-arch=gfx90a --no-offloadlib %s -o %t.gfx90a && %run OMP_TARGET_OFFLOAD=DISABLED %t.gfx90a | FileCheck %s
// RUN: %clangxx -O2 -fopenmp --offload-arch=gfx942 --no-offloadlib %s -o %t.gfx942 && %run OMP_TARGET_OFFLOAD=DISABLED %t.gfx942 | FileCheck %s
// RUN: %if rocm-device-libs %{ %clangxx -O2 -fopenmp --offload-arch=gfx90a --no-offloadlib -DWITH_MATH %s -o %t.math && %run OMP_TARGET_OFFLOAD=DISABLED %t.math | FileCheck %s --check-prefixes=CHECK,MATH %}
// Device libraries without the GPU's ISA (Debian 12's have no gfx942): an
// error that says so, from the device job, not from ld.lld.
// RUN: rm -rf %t.old && mkdir -p %t.old && touch %t.old/ocml.bc
// RUN: not %clangxx -O2 -fopenmp --offload-arch=gfx942 --no-offloadlib -fplugin-arg-hier-rocm-device-lib-path=%t.old -DWITH_MATH %s -o %t.no 2>&1 | FileCheck %s --check-prefix=ISA
// CHECK-NOT: FAIL
// CHECK: amdgpu-link: 2 checks agree
// MATH: with math

#include <cmath>
#include <cstdio>
#include <vector>

static int Failures = 0;

static void expect(const char *what, const std::vector<double> &got,
                   const std::vector<double> &want) {
  for (size_t i = 0; i < got.size(); ++i)
    if (got[i] != want[i]) {
      std::printf("FAIL %s [%zu]: got %.17g, want %.17g\n", what, i, got[i],
                  want[i]);
      ++Failures;
      return;
    }
}

static double value(int i, int j, int k) {
#ifdef WITH_MATH
  return std::sqrt(1.0 + i) * std::exp(-0.01 * j) + std::pow(k, 0.5);
#else
  return i * 10000.0 + j * 100.0 + k;
#endif
}

int main() {
  const int n = 37, m = 5, l = 29;
  std::vector<double> got(n * m * l), want(got.size()), sums(n), want_sums(n);
  double *a = got.data(), *s = sums.data();
#pragma hier team map(from: a[0:n*m*l], s[0:n])
  for (int i = 0; i < n; ++i) {
    double sum = 0;
#pragma hier thread reduction(+: sum)
    for (int j = 0; j < m; ++j) {
#pragma hier vector
      for (int k = 0; k < l; ++k)
        a[(i * m + j) * l + k] = value(i, j, k);
      sum += value(i, j, 0);
    }
    s[i] = sum;
  }
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < m; ++j) {
      for (int k = 0; k < l; ++k)
        want[(i * m + j) * l + k] = value(i, j, k);
      want_sums[i] += value(i, j, 0);
    }
  }
  expect("cells", got, want);
  expect("thread sums", sums, want_sums);
  if (!Failures)
    std::printf("amdgpu-link: 2 checks agree\n");
#ifdef WITH_MATH
  std::printf("with math\n");
#endif
  return Failures != 0;
}

// ISA: error: hier: device code calls 'exp' (__ocml_exp_f64) for gfx942, and the ROCm device libraries in {{.*}}.old have no oclc_isa_version_942.bc
