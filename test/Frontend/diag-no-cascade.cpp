// One error per mistake: a loop directive whose loop is rejected (a header
// that is not canonical, no loop after it) leaves an ordinary loop, and the
// hier loops inside it get no second error for being "outside" the loop
// that was meant ("'#pragma hier vector' must be nested inside a 'thread'
// loop" after the thread loop's own error, as it was before).
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

void bound_uses_variable(long rows, int cols, float *y) {
#pragma hier team team_size(4)
  for (long r0 = 0; r0 < rows; r0 += 4) {
#pragma hier thread
    for (long r = r0; r < r0 + 4 && r < rows; ++r) { // expected-error {{loop after '#pragma hier thread' is not in canonical form: the test must be one comparison of 'r' with a bound, not several joined by '&&'}}
#pragma hier vector
      for (int c = 0; c < cols; ++c)
        y[r * cols + c] = 2;
    }
  }
}

void float_step(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < n; j *= 2) { // expected-error {{loop after '#pragma hier thread' is not in canonical form}}
#pragma hier vector
      for (int k = 0; k < n; ++k)
        a[k] = j;
#pragma hier single thread
      a[0] = 1;
    }
  }
}

// The nesting checks still apply after the rejected loop.
void after(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier vector // expected-error {{'#pragma hier vector' must be nested inside a 'thread' loop}}
    for (int k = 0; k < n; ++k)
      a[k] = k;
  }
}
