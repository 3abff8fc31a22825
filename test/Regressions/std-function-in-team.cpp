// A std::function called in a team region compiled, then the GPU link
// stopped with nvlink's "Undefined reference to
// '_ZSt25__throw_bad_function_callv'", naming neither the call nor the line
// (its target is a host function pointer the GPU could not follow anyway).
// Found writing first-draft programs. Now an error at the call in the host
// compile of an offload build, in the region or in a function it calls; a
// host-only build, where std::function works, is left alone.
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -Wno-openmp-mapping -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -Wno-openmp-mapping -verify=host %s
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -fsyntax-only -Wno-openmp-mapping -DREAL_HEADER -Xclang -verify %s
// host-no-diagnostics

#ifdef REAL_HEADER
#include <functional>
#else
namespace std {
template <class> class function;
template <class R, class A> class function<R(A)> {
  R (*target)(A);
public:
  function(R (*t)(A)) : target(t) {}
  R operator()(A a) const { return target(a); }
};
} // namespace std
#endif

static double applyFn(const std::function<double(double)> &g, double x) {
  return g(x); // expected-error {{a 'std::function' cannot be called in GPU code: it calls its target through a host function pointer, and the GPU link fails (undefined reference); pass the callable itself (a lambda, as a template parameter or 'auto')}}
}

template <class F> static double applyAny(F g, double x) { return g(x); }

void run(const double *a, double *b, int n, std::function<double(double)> f) {
#pragma hier team map(to: a[0:n]) map(from: b[0:n])
  for (int t = 0; t < n / 64; ++t) {
#pragma hier thread vector
    for (int i = t * 64; i < t * 64 + 64; ++i)
      b[i] = f(a[i]) + // expected-error {{a 'std::function' cannot be called in GPU code}}
             applyFn(f, a[i]) + // expected-note {{'applyFn' is called from the team region here}}
             applyAny([](double x) { return x + 1; }, a[i]);
  }
}
