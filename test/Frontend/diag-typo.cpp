// Misspelled directive and clause names: one error that says what was
// meant, with a fix-it, and the directive goes on as if spelled right (the
// nest inside is checked as usual, and nothing else is reported).
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: not %clang_cc1 -fopenmp -fsyntax-only -fdiagnostics-parseable-fixits -fdiagnostics-print-source-range-info %s 2>&1 | FileCheck %s

void f(int n, double *a) {
  double s = 0;
#pragma hier tema reducton(+: s) // expected-error {{unknown hier directive 'tema'; did you mean 'team'?}} expected-error {{unknown clause 'reducton' on '#pragma hier team'; did you mean 'reduction'?}}
  for (int i = 0; i < n; ++i) {
// CHECK: diag-typo.cpp:[[@LINE-2]]:14:{[[@LINE-2]]:14-[[@LINE-2]]:18}: error: unknown hier directive 'tema'; did you mean 'team'?
// CHECK: fix-it:"{{.*}}diag-typo.cpp":{[[@LINE-3]]:14-[[@LINE-3]]:18}:"team"
// CHECK: diag-typo.cpp:[[@LINE-4]]:19:{[[@LINE-4]]:19-[[@LINE-4]]:27}: error: unknown clause 'reducton' on '#pragma hier team'; did you mean 'reduction'?
// CHECK: fix-it:"{{.*}}diag-typo.cpp":{[[@LINE-5]]:19-[[@LINE-5]]:27}:"reduction"
    s += a[i];
#pragma hier tread // expected-error {{unknown hier directive 'tread'; did you mean 'thread'?}}
    for (int j = 0; j < n; ++j) {
// CHECK: fix-it:"{{.*}}diag-typo.cpp":{[[@LINE-2]]:14-[[@LINE-2]]:19}:"thread"
#pragma hier vectr // expected-error {{unknown hier directive 'vectr'; did you mean 'vector'?}}
      for (int k = 0; k < n; ++k)
        a[k] = 0;
// CHECK: fix-it:"{{.*}}diag-typo.cpp":{[[@LINE-3]]:14-[[@LINE-3]]:19}:"vector"
    }
#pragma hier barier // expected-error {{unknown hier directive 'barier'; did you mean 'barrier'?}}
// CHECK: fix-it:"{{.*}}diag-typo.cpp":{[[@LINE-1]]:14-[[@LINE-1]]:20}:"barrier"
  }
#pragma hier teams // expected-error {{unknown hier directive 'teams'; did you mean 'team'?}}
  for (int i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int j = 0; j < n; ++j)
      a[j] = 0;
  }
}

// A clause: corrected against the clauses the directive takes (arguments
// and all: 'mapp' is mapped as 'map'), or, if the clause belongs on another
// directive, named and dropped.
void g(int n, double *a) {
#pragma hier team vector_lenght(8) mapp(tofrom: a[0:n]) team_sise(4) // expected-error {{unknown clause 'vector_lenght' on '#pragma hier team'; did you mean 'vector_length'?}} expected-error {{did you mean 'map'?}} expected-error {{did you mean 'team_size'?}}
  for (int i = 0; i < n; ++i) {
// CHECK: fix-it:"{{.*}}diag-typo.cpp":{[[@LINE-2]]:19-[[@LINE-2]]:32}:"vector_length"
// CHECK: fix-it:"{{.*}}diag-typo.cpp":{[[@LINE-3]]:36-[[@LINE-3]]:40}:"map"
// CHECK: fix-it:"{{.*}}diag-typo.cpp":{[[@LINE-4]]:57-[[@LINE-4]]:66}:"team_size"
#pragma hier thread vector_lenght(4) colapse(1) // expected-error {{unknown clause 'vector_lenght' on '#pragma hier thread'; did you mean 'vector_length'?}} expected-error {{unknown clause 'colapse' on '#pragma hier thread'; did you mean 'collapse'?}}
    for (int j = 0; j < n; ++j)
      a[j] = 0;
// CHECK: fix-it:"{{.*}}diag-typo.cpp":{[[@LINE-3]]:21-[[@LINE-3]]:34}:"vector_length"
// CHECK: fix-it:"{{.*}}diag-typo.cpp":{[[@LINE-4]]:38-[[@LINE-4]]:45}:"collapse"
  }
// Too far from every name: no suggestion, no fix-it.
#pragma hier team frobnicate(3) // expected-error {{unknown clause 'frobnicate' on '#pragma hier team'}}
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
// CHECK-NOT: fix-it:
