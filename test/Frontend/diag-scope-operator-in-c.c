// '::' in C, in what hier copies into its generated code: Clang's C parser
// never returns from '(' followed by '::' (plain C's `int x = (::37);` hangs
// clang 22), and hier puts clause arguments and loop bounds in parentheses.
// So hier reports the token and drops the clause, or the directive for a
// loop header, instead of hanging (found by the fuzzer).
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -fopenmp-targets=nvptx64-nvidia-cuda -verify %s

void f(int n, double *a) {
#pragma hier team max_teams(::4) // expected-error {{'::' cannot appear in C code that '#pragma hier team' reads}}
  for (int l = 0; l < n; ++l)
    a[l] = 0;
#pragma hier team team_size(::4), vector_length(8) // expected-error {{'::' cannot appear in C code that '#pragma hier team' reads}}
  for (int l = 0; l < n; ++l) {
#pragma hier thread vector
    for (int i = 0; i < 8; ++i)
      a[l] += i;
  }
// The loop is given back to Clang, which reports the token too.
#pragma hier team
  for (int l = 0; l < ::37; ++l) // expected-error {{loop after '#pragma hier team' is not in canonical form: '::' cannot appear in C}} expected-error {{expected expression}}
    a[l] = 0;
}
