// label("name") on a team: one string literal whose text is an identifier,
// at most once per team, only on team, and one team per label in a file
// (the label is the kernel's symbol: two kernels cannot share it).
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

#define NAME "from_macro"

void labels(int n, float *a) {
#pragma hier team label("saxpy")
  for (int i = 0; i < n; ++i)
    a[i] = 1;

#pragma hier team label(NAME) // a macro that expands to a string literal
  for (int i = 0; i < n; ++i)
    a[i] = 2;

#pragma hier team label(saxpy) // expected-error {{'label' takes one string literal, the kernel's name: label("name")}}
  for (int i = 0; i < n; ++i)
    a[i] = 3;

#pragma hier team label("a" "b") // expected-error {{'label' takes one string literal}}
  for (int i = 0; i < n; ++i)
    a[i] = 3;

#pragma hier team label("two words") // expected-error {{label "two words" is not a kernel name: it must be an identifier (letters, digits and '_', not starting with a digit or '__'), the kernel's symbol in the GPU code}}
  for (int i = 0; i < n; ++i)
    a[i] = 4;

#pragma hier team label("1st") // expected-error {{label "1st" is not a kernel name}}
  for (int i = 0; i < n; ++i)
    a[i] = 4;

#pragma hier team label("__omp_offloading_x") // expected-error {{label "__omp_offloading_x" is not a kernel name}}
  for (int i = 0; i < n; ++i)
    a[i] = 4;

#pragma hier team label("") // expected-error {{label "" is not a kernel name}}
  for (int i = 0; i < n; ++i)
    a[i] = 4;

#pragma hier team label() // expected-error {{clause 'label' needs an argument}}
  for (int i = 0; i < n; ++i)
    a[i] = 4;

#pragma hier team label("one") label("two") // expected-error {{clause 'label' appears more than once}} expected-note {{previous 'label' clause is here}}
  for (int i = 0; i < n; ++i)
    a[i] = 5;

#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread label("inner") // expected-error {{clause 'label' is not allowed on '#pragma hier thread'}}
    for (int j = 0; j < 1; ++j)
      a[i] = 6;
  }
}

void again(int n, float *a) {
#pragma hier team label("saxpy") // expected-error {{label "saxpy" already names another team's kernel in this file; a kernel name names one kernel}}
  for (int i = 0; i < n; ++i)
    a[i] = 7;
}
// expected-note@9 {{label "saxpy" is given here}}

// A team in a template is one directive, whatever the instantiations: no
// duplicate (hier-kernel-labels numbers the instantiations' kernels).
template <class T> void fill(int n, T *a) {
#pragma hier team label("fill")
  for (int i = 0; i < n; ++i)
    a[i] = 1;
}
template void fill(int, float *);
template void fill(int, double *);
