// A 'goto' out of a thread or vector loop compiled silently, where 'break'
// is an error: it ends one thread's (or lane's) share of the iterations,
// not the loop, so the host fallback (which stopped the whole loop) and a
// GPU disagreed, and a lane leaving a vector loop skips its group's syncs.
// Found writing first-draft programs. Now the same error as 'break', once
// (naming the outermost loop it leaves); jumps within the body are fine,
// and out of a team loop Clang's own error says it.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify -x c %s

void f(double *a, int n) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int j = 0; j < 4; ++j) {
      if (j == 2)
        goto out; // expected-error {{'goto out' cannot leave a hier thread vector loop; its iterations run in parallel}}
      a[i] += j;
    }
  out:;
#pragma hier thread
    for (int j = 0; j < 4; ++j) {
#pragma hier vector
      for (int k = 0; k < 4; ++k) {
        for (int q = 0; q < 3; ++q)
          if (a[q] < 0)
            goto done; // expected-error {{'goto done' cannot leave a hier thread loop}}
        if (a[k] > 9)
          goto next; // a jump within the body
        a[k] += 1;
      next:;
      }
      if (a[j] > 3)
        goto done; // expected-error {{'goto done' cannot leave a hier thread loop}}
    }
  done:;
  }
#pragma hier team
  for (int i = 0; i < n; ++i) {
    if (a[i] < 0)
      goto after; // expected-error {{use of undeclared label 'after'}}
    a[i] = 1;
  }
after:;
}
