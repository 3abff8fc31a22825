// '#pragma hier routine thread|vector': where routines may be called, what
// their bodies may hold (checked as if inlined at their calls), and the
// directive's syntax.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

#pragma hier routine thread
void teamPart(double *v, int n); // expected-note 4 {{'teamPart' is declared 'routine thread' here}}

#pragma hier routine vector
double lanePart(const double *v, int n); // expected-note 4 {{'lanePart' is declared 'routine vector' here}}

#pragma hier routine thread
template <class T> void templ(T *v, int n) {
#pragma hier thread
  for (int i = 0; i < n; ++i)
    v[i] = lanePart(v, n);
}

// A thread routine's body is a team body.
#pragma hier routine thread
void teamPart(double *v, int n) {
#pragma hier thread
  for (int i = 0; i < n; ++i) {
#pragma hier vector
    for (int k = 0; k < n; ++k)
      v[k] += i;
    v[i] = lanePart(v, n);
#pragma hier single thread
    v[0] = 1;
  }
#pragma hier thread vector
  for (int i = 0; i < n; ++i)
    v[i] = 0;
#pragma hier barrier
  double s = 0;
#pragma hier single copyprivate(s)
  s = v[0];
  v[1] = s;
#pragma hier vector // expected-error {{'#pragma hier vector' must be nested inside a 'thread' loop}}
  for (int k = 0; k < n; ++k)
    v[k] = 0;
}

// A vector routine's body is a thread loop's (the routine stands for the
// enclosing thread loop in notes).
#pragma hier routine vector
double lanePart(const double *v, int n) { // expected-note 2 {{enclosing 'thread' loop is here}}
  double s = 0;
#pragma hier vector reduction(+: s)
  for (int k = 0; k < n; ++k)
    s += v[k];
#pragma hier thread // expected-error {{'#pragma hier thread' cannot be nested inside another 'thread' loop}}
  for (int k = 0; k < n; ++k)
    ;
#pragma hier barrier // expected-error {{'#pragma hier barrier' inside a 'thread' loop would be reached by only some threads of the team (divergent barrier)}}
  return s;
}

void plain(double *v, int n) {
  teamPart(v, n); // expected-error {{'teamPart' is a 'routine thread' and can be called only from a team body, outside thread and vector loops and 'single'}}
  (void)lanePart(v, n); // expected-error {{'lanePart' is a 'routine vector' and can be called only from the body of a thread loop, outside its vector loops and 'single thread'}}
}

void calls(double *v, int n) {
#pragma hier team
  for (int t = 0; t < n; ++t) {
    teamPart(v, n);
    templ(v, n);
    (void)lanePart(v, n); // expected-error {{'lanePart' is a 'routine vector' and can be called only from the body of a thread loop}}
#pragma hier single
    teamPart(v, n); // expected-error {{'teamPart' is a 'routine thread' and can be called only from a team body}}
#pragma hier thread
    for (int i = 0; i < n; ++i) {
      teamPart(v, n); // expected-error {{'teamPart' is a 'routine thread' and can be called only from a team body}}
      v[i] = lanePart(v, n);
#pragma hier single thread
      v[i] = lanePart(v, n); // expected-error {{'lanePart' is a 'routine vector' and can be called only from the body of a thread loop}}
#pragma hier vector
      for (int k = 0; k < n; ++k)
        v[k] = lanePart(v, n); // expected-error {{'lanePart' is a 'routine vector' and can be called only from the body of a thread loop}}
    }
#pragma hier thread vector
    for (int i = 0; i < n; ++i)
      teamPart(v, n); // expected-error {{'teamPart' is a 'routine thread' and can be called only from a team body}}
  }
}

#pragma hier routine // expected-error {{expected 'thread' or 'vector' after '#pragma hier routine'}}
void noLevel();
#pragma hier routine team // expected-error {{expected 'thread' or 'vector' after '#pragma hier routine'}}
void wrongLevel();
#pragma hier routine thread team_size(4) // expected-error {{clause 'team_size' is not allowed on '#pragma hier routine thread'}}
void withClause(double *v, int n);
#pragma hier routine vector // expected-error@+1 {{'#pragma hier routine' must be followed by a function declaration or definition}}
;
