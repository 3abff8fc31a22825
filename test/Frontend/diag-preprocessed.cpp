// A preprocessed file is compiled without hier's predefined declarations:
// they are in it when -E met <hier/hier.h>'s '#pragma hier __declarations'.
// Without them the first directive says so, once; the others are skipped.
// RUN: %clang_cc1 -fopenmp -x c++-cpp-output -verify %s

void f(int n, double *a) {
#pragma hier team map(tofrom: a[0:n]) // expected-error {{this preprocessed file lacks hier's declarations: '#include <hier/hier.h>' before the first '#pragma hier' of the source, and -E prints them into its output}}
  for (int i = 0; i < n; ++i)
    a[i] = i;
#pragma hier team map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = i;
}
