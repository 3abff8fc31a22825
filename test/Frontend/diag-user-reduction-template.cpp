// 'declare reduction' on a variable whose type hier does not know when it
// reads the directive (a template's, or a local of a member function
// defined in its class): the declaration is picked by the instantiated type,
// and where none fits, or the type cannot move between members, the error
// is at the variable in the clause, once per instantiation that needs it. C++17: before
// it (no 'if constexpr'), such a variable cannot use one.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -std=c++14 -verify=cxx14 %s

struct MinLoc {
  double v;
  int i;
};
#pragma omp declare reduction(minloc : MinLoc : omp_out = omp_in.v < omp_out.v ? omp_in : omp_out) initializer(omp_priv = MinLoc{1e300, -1})
#pragma omp declare reduction(minloc : float : omp_out = omp_in < omp_out ? omp_in : omp_out)

struct Big {
  double x[9];
};
#pragma omp declare reduction(minloc : Big : omp_out.x[0] += omp_in.x[0])

struct Counted {
  int n;
  Counted() : n(0) {}
  Counted(const Counted &o) : n(o.n) {}
};
#pragma omp declare reduction(minloc : Counted : omp_out.n += omp_in.n)

template <class T> void inTemplate(int n, const T *a) {
  T m = a[0];
#pragma hier team
  for (int t = 0; t < 2; ++t) {
    // expected-error@#tdir {{reduction 'minloc' is not declared for 'm' of type 'double': no '#pragma omp declare reduction(minloc : double : ...)' is visible at the directive}}
    // expected-error@#tdir {{cannot reduce 'm' of type 'Counted' with the declared reduction 'minloc': its values move between the loop's members as bytes, and 'Counted' is not trivially copyable}}
    // Clang's own, on the thread's copy of a Counted:
    // expected-warning@#tdir {{type 'Counted' is not trivially copyable and not guaranteed to be mapped correctly}}
#pragma hier thread reduction(minloc: m) // #tdir
    // cxx14-error@#tdir {{cannot reduce 'm' with the declared reduction 'minloc': its type depends on a template parameter, and hier picks the reduction where the directive is read}}
    for (int i = 0; i < n; ++i)
      m = a[i]; // cxx14-warning {{type 'Counted' is not trivially copyable and not guaranteed to be mapped correctly}}
  }
}

template <class T> void undeclared(int n, const T *a) {
  T m = a[0];
#pragma hier team
  for (int t = 0; t < 2; ++t) {
#pragma hier thread reduction(nosuch: m) // expected-error {{unknown reduction 'nosuch': declare it with '#pragma omp declare reduction(nosuch : T : ...)' or use +, *, min, max, &, |, ^, && or ||}} cxx14-error {{cannot reduce 'm' with the declared reduction 'nosuch'}}
    for (int i = 0; i < n; ++i)
      m = a[i];
  }
}

template <class T> void section(int n, const T *a) {
  T m[2] = {a[0], a[0]};
#pragma hier team
  for (int t = 0; t < 2; ++t) {
#pragma hier thread reduction(minloc: m[0:2]) // expected-error {{an array section cannot be reduced with the declared reduction 'minloc'}} cxx14-error {{cannot reduce 'm' with the declared reduction 'minloc'}}
    for (int i = 0; i < n; ++i)
      m[i % 2] = a[i];
  }
}

void use(const MinLoc *m, const float *f, const double *d, const Big *b,
         const Counted *c) {
  inTemplate(3, m);
  inTemplate(3, f);
  inTemplate(3, d);
  inTemplate(3, c); // expected-note {{in instantiation of function template specialization 'inTemplate<Counted>' requested here}} cxx14-note {{in instantiation of function template specialization 'inTemplate<Counted>' requested here}}
  inTemplate(3, b); // 72 bytes: fine (a GPU moves it through its slots in parts)
}

#pragma omp declare reduction(only : MinLoc : omp_out = omp_in.v < omp_out.v ? omp_in : omp_out)

// A member function defined in a class that is no template: the variable's
// type is unknown when hier reads the directive, and outside a template
// every branch of the generated dispatch would be compiled for it.
struct Holder {
  void scan(int n, const double *a, MinLoc &best) {
#pragma hier team
    for (int t = 0; t < 2; ++t) {
      MinLoc m = {1e300, -1};
#pragma hier thread reduction(only: m) // expected-error {{the declared reduction 'only' cannot be used here}} cxx14-error {{the declared reduction 'only' cannot be used here}}
      for (int i = 0; i < n; ++i)
        m.v = a[i];
      best = m;
    }
  }
};

// A class template's member function defined in it: picked at
// instantiation.
template <class T> struct Functor {
  void scan(int n, const T *a, T &best) {
#pragma hier team
    for (int t = 0; t < 2; ++t) {
      T m = a[0];
#pragma hier thread reduction(only: m) // #fdir
      // expected-error@#fdir {{reduction 'only' is not declared for 'm' of type 'double': no '#pragma omp declare reduction(only : double : ...)' is visible at the directive}}
      // cxx14-error@#fdir {{the declared reduction 'only' cannot be used here}}
      for (int i = 0; i < n; ++i)
        m = a[i];
      best = m;
    }
  }
};
void useFunctor(const MinLoc *m, const double *d, MinLoc &mo, double &dout) {
  Functor<MinLoc>().scan(3, m, mo);
  Functor<double>().scan(3, d, dout);
}

// An operator in a template where a declaration for it is visible: the
// declaration for its type, or the operator itself on an arithmetic type.
struct Pair {
  double a, b;
};
#pragma omp declare reduction(+ : Pair : omp_out.a += omp_in.a, omp_out.b += omp_in.b)

template <class T> void plus(int n, const T *a, T &out) {
  T s = {};
#pragma hier team
  for (int t = 0; t < 2; ++t) {
#pragma hier thread reduction(+: s) // expected-error {{reduction '+' is not declared for 's' of type 'MinLoc': no '#pragma omp declare reduction(+ : MinLoc : ...)' is visible at the directive, and 'MinLoc' is not arithmetic}}
    for (int i = 0; i < n; ++i)
      s = a[i];
    out = s;
  }
}

// (C++14: '+' is hier's own there, which does not reduce a struct.)
#if __cplusplus >= 201703L
void usePlus(const Pair *p, const double *d, const MinLoc *m, Pair &po,
             double &dout, MinLoc &mo) {
  plus(3, p, po);
  plus(3, d, dout);
  plus(3, m, mo);
}
#endif
