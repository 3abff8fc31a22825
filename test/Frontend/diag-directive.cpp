// Errors in the '#pragma hier' line itself: directive words and clauses.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

void f(int n, double *a) {
#pragma hier // expected-error {{expected a hier directive: team, thread, vector, 'thread vector', barrier, single or shared}}
#pragma hier frob // expected-error {{unknown hier directive 'frob'; expected team, thread, vector, 'thread vector', barrier, single or shared}}
#pragma hier 42 // expected-error {{expected a hier directive}}
#pragma hier team bogus(3) // expected-error {{unknown clause 'bogus' on '#pragma hier team'}}
  for (int i = 0; i < n; ++i) a[i] = 0;
// A bad clause is dropped and the directive kept: the thread loop inside is
// in a team, and its own error is reported.
#pragma hier team bogus(3), team_size(4) // expected-error {{unknown clause 'bogus' on '#pragma hier team'}}
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < n; ++j) a[j] = 0;
#pragma hier vector // expected-error {{'#pragma hier vector' must be nested inside a 'thread' loop}}
    for (int j = 0; j < n; ++j) a[j] = 0;
  }
// An unknown directive is dropped: what it meant is unknown, so nothing in
// its loop is checked for nesting (one error, no sequels).
#pragma hier frob // expected-error {{unknown hier directive 'frob'}}
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < n; ++j) a[j] = 0;
#pragma hier barrier
  }
// ... but after its loop, checking goes on.
#pragma hier thread // expected-error {{'#pragma hier thread' must be nested inside a '#pragma hier team' loop}}
  for (int j = 0; j < n; ++j) a[j] = 0;
#pragma hier team team_size(4) team_size(8) // expected-error {{clause 'team_size' appears more than once}} expected-note {{previous 'team_size' clause is here}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team league_size // expected-error {{expected '(' after 'league_size'}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team max_teams(4 // expected-error {{expected ')' to close 'max_teams('}}
  for (int i = 0; i < n; ++i) a[i] = 0;
// Brackets pair up, not just balance: a lambda body closed by ']' would run
// past the line in Clang's parser (which then never returns), so the clause
// is reported and dropped. An unknown clause is reported once.
#pragma hier team map(tofrom: a[0:n], [&]{n]) // expected-error {{expected '}' before ']' in the arguments of 'map'}} expected-note {{to match this '{'}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team device([&] { return (n + 1]; }()) // expected-error {{expected ')' before ']' in the arguments of 'device'}} expected-note {{to match this '('}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team bogus(a[n)]) // expected-error {{unknown clause 'bogus' on '#pragma hier team'}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team device([] { return 0; }()) map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team vector_length() // expected-error {{clause 'vector_length' needs an argument}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team team_size(0) // expected-error {{argument of 'team_size' must be a positive integer, not 0}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team vector_length(-4) // expected-error {{argument of 'vector_length' must be a positive integer, not -4}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team max_teams(0x0) // expected-error {{argument of 'max_teams' must be a positive integer, not 0x0}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team league_size(0) // expected-error {{argument of 'league_size' must be a positive integer, not 0}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread team_size(4) // expected-error {{clause 'team_size' is not allowed on '#pragma hier thread'}}
    for (int j = 0; j < n; ++j) a[j] = 0;
#pragma hier thread vector map(to: a) // expected-error {{clause 'map' is not allowed on '#pragma hier thread vector'}}
    for (int j = 0; j < n; ++j) a[j] = 0;
#pragma hier barrier nowait // expected-error {{clause 'nowait' is not allowed on '#pragma hier barrier'}}
  }
}

// OpenMP clauses pass through; Sema checks them at the user's tokens.
void g(int n, double *a) {
#pragma hier team map(to: a[0:1]) map(tofrom: a[1:n]), nowait device(0) firstprivate(n)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team device(0) device(1) // expected-error {{clause 'device' appears more than once}} expected-note {{previous 'device' clause is here}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team map(frob: a[0:n]) // expected-error {{incorrect map type, expected one of 'to', 'from', 'tofrom', 'alloc', 'release', or 'delete'}}
  for (int i = 0; i < n; ++i) a[i] = 0;
}

// Macros in the pragma line are expanded.
#define TS 8
#define DIRECTIVE team
void h(int n, double *a) {
#pragma hier DIRECTIVE team_size(TS) vector_length(4)
  for (int i = 0; i < n; ++i) a[i] = 0;
}

// A size clause's argument must convert to an integer: one error, at it,
// however often hier uses the value.
struct Shape { int n; };
void sizes(int n, double *a, Shape s) {
#pragma hier team team_size(s) // expected-error {{argument of a '#pragma hier team' clause must have integer type, not 'Shape'}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team vector_length(s) league_size(a) scratch(s) // expected-error {{clause must have integer type, not 'Shape'}} expected-error {{clause must have integer type, not 'double *'}} expected-error {{clause must have integer type, not 'Shape'}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma hier team team_size(s.n) max_teams(n + 1)
  for (int i = 0; i < n; ++i) a[i] = 0;
}
