// Scans: reduction(inscan, ...) and '#pragma hier scan' used wrongly. Each
// misuse is one error in hier's words at the user's token; the loop is
// still checked as written.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify -x c %s

#pragma omp declare reduction(longest : long : omp_out = omp_in > omp_out ? omp_in : omp_out)

void misuse(int n, const long *a, long *out) {
#pragma hier team reduction(inscan, +: n) // expected-error {{a 'team' directive cannot scan 'n'; scan it in a 'thread', 'vector' or 'thread vector' loop}}
  for (int t = 0; t < 4; ++t) {
    long s = 0, u = 0, h[4] = {0, 0, 0, 0};
    double d = 0;

    // A scan without an inscan reduction.
#pragma hier thread reduction(+: s)
    for (int k = 0; k < n; ++k) {
      s += a[k];
#pragma hier scan inclusive(s) // expected-error {{'#pragma hier scan' must be in the body of a 'thread', 'vector' or 'thread vector' loop with a 'reduction(inscan, ...)' clause}}
      out[k] = s;
    }

    // An inscan reduction without a scan.
#pragma hier thread vector reduction(inscan, +: s) // expected-error {{the loop's body has no '#pragma hier scan' for its 'reduction(inscan, ...)' variables}}
    for (int k = 0; k < n; ++k)
      s += a[k];

    // Two scans in one loop.
#pragma hier thread
    for (int j = 0; j < 2; ++j) {
      long v = 0;
#pragma hier vector reduction(inscan, +: v)
      for (int k = 0; k < n; ++k) {
        v += a[k];
#pragma hier scan inclusive(v) // expected-note {{the first '#pragma hier scan' is here}}
        out[k] = v;
#pragma hier scan inclusive(v) // expected-error {{a loop's body has one '#pragma hier scan'; this loop already has one}}
        out[k] += v;
      }
    }

    // A scan variable that is not the inscan one, and an inscan variable the
    // scan does not name.
#pragma hier thread vector reduction(inscan, +: s)
    for (int k = 0; k < n; ++k) {
      s += a[k];
#pragma hier scan inclusive(u) // expected-error {{'u' is not a 'reduction(inscan, ...)' variable of the loop}} expected-error {{'s' is a 'reduction(inscan, ...)' variable of the loop but not a variable of its '#pragma hier scan'}}
      out[k] = s;
    }

    // An operator the type does not have.
#pragma hier thread vector reduction(inscan, ^: d) // expected-error {{operator '^' cannot reduce 'd' of floating type 'double'}}
    for (int k = 0; k < n; ++k) {
      d += 1.0;
#pragma hier scan inclusive(d)
      out[k] = (long)d;
    }

    // A section cannot be scanned.
#pragma hier thread vector reduction(inscan, +: h[0:4]) // expected-error {{cannot scan the array section of 'h'; scans are of scalar variables}}
    for (int k = 0; k < n; ++k)
      h[k % 4] += a[k];

    // The scan directive needs exactly one of its clauses.
#pragma hier thread vector reduction(inscan, +: s)
    for (int k = 0; k < n; ++k) {
      s += a[k];
#pragma hier scan inclusive(s) exclusive(s) // expected-error {{'#pragma hier scan' takes one 'inclusive(list)' or 'exclusive(list)' clause}}
      out[k] = s;
    }
#pragma hier thread vector reduction(inscan, +: s)
    for (int k = 0; k < n; ++k) {
      s += a[k];
#pragma hier scan // expected-error {{'#pragma hier scan' takes one 'inclusive(list)' or 'exclusive(list)' clause}}
      out[k] = s;
    }

    // The scan must be a statement of the loop's body.
#pragma hier thread vector reduction(inscan, +: s) // expected-note {{the loop with 'reduction(inscan, ...)' is here}}
    for (int k = 0; k < n; ++k) {
      s += a[k];
      if (k > 0) {
#pragma hier scan inclusive(s) // expected-error {{'#pragma hier scan' must be a statement of the loop's body itself, not of a statement nested in it}}
        out[k] = s;
      }
    }

    // break would leave only the generated code.
#pragma hier thread vector reduction(inscan, +: s)
    for (int k = 0; k < n; ++k) {
      s += a[k];
      if (s > 100)
        break; // expected-error {{'break' cannot leave a hier thread vector loop; its iterations run in parallel}}
#pragma hier scan inclusive(s)
      out[k] = s;
    }

    // A declared reduction has no scan.
#pragma hier thread vector reduction(inscan, longest: s) // expected-error {{cannot scan 's' with the declared reduction 'longest'; scans use hier's operators (+, *, min, max, &, |, ^)}}
    for (int k = 0; k < n; ++k) {
      s = a[k] > s ? a[k] : s;
#pragma hier scan inclusive(s)
      out[k] = s;
    }
  }
#pragma hier scan exclusive(n) // expected-error {{'#pragma hier scan' must be in the body of a 'thread', 'vector' or 'thread vector' loop with a 'reduction(inscan, ...)' clause}}
  ;
}
