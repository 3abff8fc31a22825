// A scalar declared outside a thread, vector or 'thread vector' loop and
// updated in it without a reduction races among the loop's iterations on a
// GPU: a warning at the update names it, a note at the directive proposes the
// reduction with the operator the update implies. Once per variable and
// loop, in the host compile only. -fplugin-arg-hier-race-warnings=off turns
// them off (Clang's custom diagnostics have no warning group of their own).
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify=off -plugin-arg-hier race-warnings=off %s
// off-no-diagnostics

namespace std {
template <typename T> const T &max(const T &a, const T &b) { return a < b ? b : a; }
}
double fmin(double, double);

void races(int n, const double *a, long *o) {
  double s = 0, m = 0, lo = 1e30, p = 1;
  long c = 0, bits = 0;
  // The example: a team reduction does not cover the thread loop.
#pragma hier team reduction(+: s)
  for (int i = 0; i < n; ++i) {
#pragma hier thread vector // expected-note {{add 'reduction(+: s)' to this '#pragma hier thread vector'}}
    for (int j = 0; j < 64; ++j)
      s += a[i * 64 + j]; // expected-warning {{'s' is declared outside this 'thread vector' loop and updated in it without a reduction: the loop's iterations run in parallel on a GPU, so these updates race (the host fallback runs them one by one and hides it)}}
  }
#pragma hier team map(from: o[0:n])
  for (int i = 0; i < n; ++i) {
    long t = 0, u = 0, v = 0;
    double w = 0, x = 1;
#pragma hier thread // expected-note {{add 'reduction(+: t)'}} expected-note {{add 'reduction(+: u)'}} expected-note {{add 'reduction(max: w)'}} expected-note {{add 'reduction(*: x)'}}
    for (int j = 0; j < 8; ++j) {
      ++t;               // expected-warning {{'t' is declared outside this 'thread' loop}}
      t++;               // one warning per variable and loop
      u = u + j;         // expected-warning {{'u' is declared outside}}
      w = std::max(w, a[j]); // expected-warning {{'w' is declared outside}}
      x = a[j] * x;      // expected-warning {{'x' is declared outside}}
    }
#pragma hier thread
    for (int j = 0; j < 8; ++j) {
#pragma hier vector // expected-note {{add 'reduction(^: v)' to this '#pragma hier vector'}}
      for (int k = 0; k < 4; ++k)
        v ^= k; // expected-warning {{'v' is declared outside this 'vector' loop}}
    }
    o[i] = t + u + v + (long)w + (long)x;
  }
  // A reduction on the thread loop does not cover its vector loop's lanes.
#pragma hier team reduction(+: c)
  for (int i = 0; i < n; ++i) {
#pragma hier thread reduction(+: c)
    for (int j = 0; j < 8; ++j) {
      c += j;
#pragma hier vector // expected-note {{add 'reduction(+: c)' to this '#pragma hier vector'}}
      for (int k = 0; k < 4; ++k)
        c -= k; // expected-warning {{'c' is declared outside this 'vector' loop}}
    }
  }
  // Variables of the function, in collapsed loops too; 'v = fmin(v, e)' is
  // a min; '/=' has no reduction, only the warning.
#pragma hier team
  for (int i = 0; i < 1; ++i) {
#pragma hier thread vector collapse(2) // expected-note {{add 'reduction(min: lo)'}} expected-note {{add 'reduction(|: bits)'}}
    for (int j = 0; j < 8; ++j)
      for (int k = 0; k < 8; ++k) {
        lo = fmin(lo, a[j * 8 + k]); // expected-warning {{'lo' is declared outside}}
        bits |= 1L << k;             // expected-warning {{'bits' is declared outside}}
        p /= 2;                      // expected-warning {{'p' is declared outside}}
      }
  }
  o[0] = (long)(s + m + lo + p) + c + bits;
}
// -w silences them, as other warnings (Clang leaves a plugin's custom
// warnings to the plugin there, and does not apply -Werror to them).
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify=off -w %s
