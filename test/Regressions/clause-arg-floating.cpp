// A floating argument of a size clause ('team_size(4.5)', a 'double' count)
// compiled silently, converted to an integer, where OpenMP's 'num_teams' and
// the documented rule (an integer expression, or one error at the argument)
// reject it; in C so did a pointer. Found writing first-draft programs.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify -x c %s

enum { Lanes = 8 };

void f(double *a, int n, double d, float *p, char c) {
#pragma hier team team_size(4.5) // expected-error {{argument of a '#pragma hier team' clause must have integer type, not 'double'}}
  for (int i = 0; i < n; ++i)
    a[i] = 1;
#pragma hier team vector_length(d) // expected-error {{argument of a '#pragma hier team' clause must have integer type, not 'double'}}
  for (int i = 0; i < n; ++i)
    a[i] = 1;
#pragma hier team scratch(n * 1.5f) // expected-error {{argument of a '#pragma hier team' clause must have integer type, not 'float'}}
  for (int i = 0; i < n; ++i)
    a[i] = 1;
#pragma hier team max_teams(p) // expected-error {{argument of a '#pragma hier team' clause must have integer type, not 'float *'}}
  for (int i = 0; i < n; ++i)
    a[i] = 1;
// Integers of every kind, enumerators, characters, sizeof: fine.
#pragma hier team team_size(n / 2) vector_length(Lanes) max_teams(c) scratch(sizeof(double) * (unsigned long)n) league_size((long)d)
  for (int i = 0; i < n; ++i)
    a[i] = 1;
}
