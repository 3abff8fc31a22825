// readonly(list): its syntax, and writes through a readonly pointer in the
// team region.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

struct Cplx {
  double re, im;
};
void reads(const double *p);
void writes(double *p);
void writesRef(double &r);
void readsRef(const double &r);

void syntax(int n, double *a, double *b) {
#pragma hier team readonly() // expected-error {{clause 'readonly' needs an argument}}
  for (int i = 0; i < n; ++i)
    ;
#pragma hier team readonly(a b) // expected-error {{expected a comma-separated list of variable names in 'readonly(...)'}}
  for (int i = 0; i < n; ++i)
    ;
#pragma hier team readonly(a, ) // expected-error {{expected a comma-separated list of variable names in 'readonly(...)'}}
  for (int i = 0; i < n; ++i)
    ;
#pragma hier team readonly(a[0]) // expected-error {{expected a comma-separated list of variable names in 'readonly(...)'}}
  for (int i = 0; i < n; ++i)
    ;
#pragma hier team readonly(a) readonly(b, a) // expected-error {{'a' appears more than once in the 'readonly' clauses of this directive}}
  for (int i = 0; i < n; ++i)
    ;
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread readonly(a) // expected-error {{clause 'readonly' is not allowed on '#pragma hier thread'}}
    for (int j = 0; j < n; ++j)
      ;
  }
}

void types(int n, double *a, double (&arr)[8], Cplx s) {
#pragma hier team readonly(n, s) // expected-error {{'readonly' needs a pointer or an array, and 'n' has type 'int'}} expected-error {{'readonly' needs a pointer or an array, and 's' has type 'Cplx'}}
  for (int i = 0; i < n; ++i)
    a[i] = arr[i];
  // A reference to an array is an array.
#pragma hier team readonly(arr) is_device_ptr(a)
  for (int i = 0; i < 8; ++i)
    a[i] = arr[i];
}

void writesThrough(int n, double *a, Cplx *c, const double *ok, double *out) {
#pragma hier team readonly(a, c, ok) // expected-note 8 {{'a' is declared 'readonly' here}} expected-note 2 {{'c' is declared 'readonly' here}}
  for (int i = 0; i < n; ++i) {
    a[i] = 1;         // expected-error {{'a' is declared 'readonly' on its team, but the team region writes through it}}
    *a = 2;           // expected-error {{'a' is declared 'readonly' on its team, but the team region writes through it}}
    *(a + i) += 3;    // expected-error {{'a' is declared 'readonly' on its team, but the team region writes through it}}
    ++a[i];           // expected-error {{'a' is declared 'readonly' on its team, but the team region writes through it}}
    i[a]--;           // expected-error {{'a' is declared 'readonly' on its team, but the team region writes through it}}
    c->re = 0;        // expected-error {{'c' is declared 'readonly' on its team, but the team region writes through it}}
    c[i].im *= 2;     // expected-error {{'c' is declared 'readonly' on its team, but the team region writes through it}}
    writes(a + i);    // expected-error {{'a' is declared 'readonly' on its team, but the team region passes it as an argument of type 'double *', through which the callee may write; make the parameter point to const}}
    writesRef(a[i]);  // expected-error {{'a' is declared 'readonly' on its team, but the team region passes it as an argument of type 'double &', through which the callee may write; make the parameter point to const}}
    writes(&a[i]);    // expected-error {{'a' is declared 'readonly' on its team, but the team region passes it as an argument of type 'double *', through which the callee may write; make the parameter point to const}}
    // Reading is what readonly is for; writing elsewhere is fine.
    reads(a);
    readsRef(a[i]);
    out[i] = a[i] + c[i].re + ok[i];
    double *local = out;
    local[i] = 0;
  }
}
