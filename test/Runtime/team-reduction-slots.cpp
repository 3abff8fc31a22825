// Team reductions of synchronous regions leave their results in a slot per
// host thread, region and variable (include/hier/__hier_reductions.h, __hier_team_slot); the GPU
// teams fold into device memory that the last team resets. So: the same
// region launched again and again starts from the identity each time; two
// variables of one region, one of them combined by compare-and-swap (*),
// keep apart, and so do the types of one template's region; host threads
// running one region at once use their own slots; and a nowait region, whose variable is mapped instead, still gives its
// result after taskwait. Each compared with the sequential loops.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback-nowait %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: team-reduction-slots: 5 kinds of launch agree

#include <cstdio>
#include <omp.h>
#include <vector>

static int Failures = 0;

static void expect(const char *what, int call, double got, double want) {
  if (got != want) {
    std::printf("FAIL %s, call %d: got %.17g, want %.17g\n", what, call, got,
                want);
    ++Failures;
  }
}

// Values whose sums and products are exact in a double.
static double value(long i) { return (double)((i * 37) % 101); }
static double factor(long i) { return i % 9 == 4 ? 2.0 : 1.0; }

// s += sum, p *= product, m = max(m, value) over [0, n), in teams of 8 rows.
static void reduce(const double *a, const double *f, long n, double &s,
                   double &p, long &m) {
  double ls = s, lp = p;
  long lm = m;
#pragma hier team team_size(2) vector_length(4) reduction(+ : ls) reduction(* : lp) \
    reduction(max : lm) map(to: a[0:n], f[0:n])
  for (long r = 0; r < n; r += 8) {
#pragma hier thread vector reduction(+ : ls) reduction(* : lp) reduction(max : lm)
    for (long i = r; i < (r + 8 < n ? r + 8 : n); ++i) {
      ls += a[i];
      lp *= f[i];
      lm = (long)a[i] > lm ? (long)a[i] : lm;
    }
  }
  s = ls, p = lp, m = lm;
}

static double reduce_nowait(const double *a, long n) {
  double s = 0.5;
#pragma hier team vector_length(8) reduction(+ : s) map(to: a[0:n]) nowait
  for (long r = 0; r < n; r += 8) {
#pragma hier thread vector reduction(+ : s)
    for (long i = r; i < (r + 8 < n ? r + 8 : n); ++i)
      s += a[i];
  }
#pragma omp taskwait
  return s;
}

// min(s, a[0..n)): one region, a slot for each type it is instantiated with
// (their identities, +inf, differ in size and bits).
template <typename T> static T least(const T *a, long n, T s) {
#pragma hier team vector_length(8) reduction(min : s) map(to: a[0:n])
  for (long r = 0; r < n; r += 8) {
#pragma hier thread vector reduction(min : s)
    for (long i = r; i < (r + 8 < n ? r + 8 : n); ++i)
      s = a[i] < s ? a[i] : s;
  }
  return s;
}

struct Inputs {
  std::vector<double> a, f;
  explicit Inputs(long n) : a(n), f(n) {
    for (long i = 0; i < n; ++i)
      a[i] = value(i), f[i] = factor(i);
  }
};

// The first n elements, sequentially, from the same starting values.
static void want(long n, double &s, double &p, long &m) {
  for (long i = 0; i < n; ++i) {
    s += value(i), p *= factor(i);
    m = (long)value(i) > m ? (long)value(i) : m;
  }
}

static void check(const Inputs &in, const char *what, int call, long n,
                  double s0) {
  double s = s0, p = 3, ws = s0, wp = 3;
  long m = -7, wm = -7;
  reduce(in.a.data(), in.f.data(), n, s, p, m);
  want(n, ws, wp, wm);
  expect(what, call, s, ws);
  expect(what, call, p, wp);
  expect(what, call, (double)m, (double)wm);
}

int main() {
  const long N = 5000;
  Inputs in(N);
  // The same region again and again, over lengths that change each time
  // (the empty one included): every launch starts from the identity.
  const long lengths[] = {N, 1, 0, 777, N, 8, N - 3};
  int call = 0;
  for (long n : lengths) {
    check(in, "repeated launch", call, n, 0.25 * call);
    ++call;
  }
  // Host threads launching the region at once, each its own length. Each
  // maps arrays of its own: two threads mapping prefixes of one array with
  // different lengths at once is the program's error in OpenMP (the second
  // map would extend the first, present one), not a test of the slots.
#pragma omp parallel num_threads(4)
  {
    Inputs mine(N);
    for (int k = 0; k < 5; ++k)
      check(mine, "concurrent threads", k, N - 97 * omp_get_thread_num() - k,
            omp_get_thread_num());
  }
  // The mapped variable of a nowait region, twice.
  for (int k = 0; k < 2; ++k) {
    double ws = 0.5, wp = 1;
    long wm = 0;
    want(N - k, ws, wp, wm);
    expect("nowait", k, reduce_nowait(in.a.data(), N - k), ws);
  }
  // One template region, float and double in turn, empty ranges included.
  std::vector<float> af(in.a.begin(), in.a.end());
  for (int k = 0; k < 6; ++k) {
    long n = k % 3 == 2 ? 0 : N - k;
    double w = 1000;
    for (long i = 0; i < n; ++i)
      w = value(i) < w ? value(i) : w;
    expect("template<double>", k, least(in.a.data(), n, 1000.0), w);
    expect("template<float>", k, least(af.data(), n, 1000.0f), w);
  }
  // And the synchronous one after it.
  check(in, "after nowait", 0, N, 1);
  if (!Failures)
    std::printf("team-reduction-slots: 5 kinds of launch agree\n");
  return Failures != 0;
}
