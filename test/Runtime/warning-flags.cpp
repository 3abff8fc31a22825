// An ordinary hier program whose own code is clean builds with every warning
// flag a project turns on, host-only and with offload: hier's support code is
// a system header and its generated code carries explicit conversions, so
// only the user's code can warn (a warning that comes back fails the build:
// -Werror). Lambdas, templates, size_t bounds and clause values, reductions
// of several types (floating min/max too: their identities are infinities,
// or the largest finite values under -ffast-math), scratch, shared, single,
// collapse, readonly; each result is compared with a sequential reference.
// RUN: %clangxx -O2 -fopenmp -Wall -Wextra -Werror -Wconversion -Wsign-conversion -Wshadow -pedantic %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %clangxx -O2 -fopenmp -ffast-math -Wall -Wextra -Werror -Wconversion %s -o %t.fast && %run %t.fast | FileCheck %s
// RUN: %clangxx -O0 -fopenmp -std=c++20 -Wall -Wextra -Werror -Wconversion -Wsign-conversion -Wshadow -pedantic -fsyntax-only %s
// RUN: %if ptxas %{ %clangxx -O2 %offload -Wall -Wextra -Werror -Wconversion -Wsign-conversion -Wshadow -pedantic %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %if ptxas %{ %clangxx -O2 %offload -ffast-math -Wall -Wextra -Werror -Wconversion %s -o %t.offload-fast && %host-fallback %t.offload-fast | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: warning-flags: PASS

#include <hier/hier.h>
#include <cstddef>
#include <cstdio>
#include <vector>

static int Failures = 0;

static void expect(const char *what, bool ok) {
  if (!ok) {
    std::printf("FAIL %s\n", what);
    ++Failures;
  }
}

// A template region, instantiated for two types: the sum, smallest and
// largest element of each row of a matrix (integer values: exact in T).
template <typename T>
static void rowStats(const std::vector<T> &m, std::size_t rows,
                     std::size_t cols, std::vector<T> &sum, T &lo, T &hi) {
  const T *a = m.data();
  T *s = sum.data();
  T mn = a[0], mx = a[0];
#pragma hier team reduction(min: mn) reduction(max: mx) readonly(a) map(to: a[0:rows*cols]) map(from: s[0:rows])
  for (std::size_t r = 0; r < rows; ++r) {
    T acc = 0;
#pragma hier thread vector reduction(+: acc) reduction(min: mn) reduction(max: mx)
    for (std::size_t c = 0; c < cols; ++c) {
      T v = a[r * cols + c];
      acc += v;
      mn = v < mn ? v : mn;
      mx = v > mx ? v : mx;
    }
#pragma hier single
    s[r] = acc;
  }
  lo = mn;
  hi = mx;
}

template <typename T> static void checkRowStats(const char *what) {
  const std::size_t rows = 37, cols = 45;
  std::vector<T> m(rows * cols), sum(rows);
  for (std::size_t i = 0; i < m.size(); ++i)
    m[i] = static_cast<T>(static_cast<long>((i * 7919) % 1000) - 500);
  T lo = 0, hi = 0;
  rowStats(m, rows, cols, sum, lo, hi);
  bool ok = true;
  T wantLo = m[0], wantHi = m[0];
  for (std::size_t r = 0; r < rows; ++r) {
    T want = 0;
    for (std::size_t c = 0; c < cols; ++c) {
      T v = m[r * cols + c];
      want += v;
      wantLo = v < wantLo ? v : wantLo;
      wantHi = v > wantHi ? v : wantHi;
    }
    ok = ok && sum[r] == want;
  }
  expect(what, ok && lo == wantLo && hi == wantHi);
}

int main(int argc, char **) {
  // Sizes and clause values of the types real code has.
  const std::size_t n = 100 + static_cast<std::size_t>(argc);
  const std::size_t vl = 8, maxTeams = 16;
  const unsigned ts = 4;
  const int width = 24;

  // Scratch sized with sizeof, a lambda in the body, a shared table and a
  // 'single'; the team size and vector length from variables.
  std::vector<long> out(n * static_cast<std::size_t>(width));
  long *o = out.data();
#pragma hier team vector_length(vl) team_size(ts) max_teams(maxTeams) scratch(width * sizeof(long)) map(from: o[0:n*width])
  for (std::size_t t = 0; t < n; ++t) {
    auto scaled = [t](int k) { return static_cast<long>(t) * 100 + k; };
    long *s = static_cast<long *>(hier_scratch());
#pragma hier shared
    long base;
#pragma hier single
    base = scaled(0);
#pragma hier thread vector
    for (int k = 0; k < width; ++k)
      s[k] = scaled(k) - base;
#pragma hier barrier
#pragma hier thread vector
    for (int k = width - 1; k >= 0; --k)
      o[t * static_cast<std::size_t>(width) + static_cast<std::size_t>(k)] =
          base + s[width - 1 - k];
  }
  bool ok = true;
  for (std::size_t t = 0; t < n; ++t)
    for (int k = 0; k < width; ++k)
      ok = ok && out[t * static_cast<std::size_t>(width) +
                     static_cast<std::size_t>(k)] ==
                     static_cast<long>(t) * 100 + (width - 1 - k);
  expect("scratch", ok);

  // Team and thread reductions of several types; a loop that assigns a
  // variable declared outside, an unsigned loop counting down with '!=',
  // a collapsed nest.
  int count = 0;
  unsigned long bits = 0;
  long long total = 3;
  float fsum = 1.0f;
  unsigned u;
#pragma hier team reduction(+: count, total, fsum) reduction(|: bits)
  for (u = 0; u < 64; ++u) {
#pragma hier thread reduction(+: count, total, fsum) reduction(|: bits)
    for (unsigned k = 31; k != ~0u; --k) {
      count += 1;
      total += static_cast<long long>(u * k);
      fsum += 0.5f;
      bits |= 1ul << ((u + k) % 64);
    }
  }
  long long wantTotal = 3;
  for (unsigned i = 0; i < 64; ++i)
    for (unsigned k = 0; k < 32; ++k)
      wantTotal += static_cast<long long>(i * k);
  expect("reductions", count == 64 * 32 && total == wantTotal &&
                           fsum == 1.0f + 0.5f * 64 * 32 && bits == ~0ul);

  std::vector<int> grid(32 * 40);
  int *g = grid.data();
#pragma hier team collapse(2) map(from: g[0:32*40])
  for (int i = 0; i < 32; ++i)
    for (int j = 0; j < 40; ++j) {
#pragma hier thread
      for (int k = 0; k < 1; ++k)
        g[i * 40 + j] = i * j + k;
    }
  ok = true;
  for (int i = 0; i < 32; ++i)
    for (int j = 0; j < 40; ++j)
      ok = ok && grid[static_cast<std::size_t>(i * 40 + j)] == i * j;
  expect("collapse", ok);

  checkRowStats<double>("rows<double>");
  checkRowStats<float>("rows<float>");
  checkRowStats<long>("rows<long>");

  std::printf("warning-flags: %s\n", Failures ? "FAIL" : "PASS");
  return Failures != 0;
}
