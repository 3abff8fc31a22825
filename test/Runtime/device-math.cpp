// <cmath> in hier kernels: the std:: overloads for float and double of
// every <math.h> function (and GNU's sincos and exp10), frexp, modf, remquo
// and sincos writing through pointers (into memory, and into the loop
// body's locals), fmin, fmax, fma and the classification functions, in
// team, thread and vector bodies. Each result is compared with the host's libm, computed outside
// the regions, within the error the GPU's and the host's libraries document
// (Inputs/math-cases.h): the host fallback must agree exactly, a GPU run
// (the same binary, utils/gpu-batch.py) within the bounds.
// RUN: %clangxx -O2 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// AMDGPU links too (its run here is the host fallback):
// RUN: %if rocm-device-libs %{ %clangxx -O2 -fopenmp --offload-arch=gfx90a --no-offloadlib %s -o %t.amdgpu && %run OMP_TARGET_OFFLOAD=DISABLED %t.amdgpu | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: device math (C++): {{[0-9]+}} results within bounds

#include <cmath>
#include <vector>

#include "Inputs/math-cases.h"

#define MATH(f) std::f
#define MATH_CLASS(f) std::f
#define MATH_EVAL eval

#define MATH_T double
#define MATH_SINCOS sincos
#define MATH_EXP10 exp10
#include "Inputs/math-eval.inc"
#undef MATH_T
#undef MATH_SINCOS
#undef MATH_EXP10

#define MATH_T float
#define MATH_SINCOS sincosf
#define MATH_EXP10 exp10f
#include "Inputs/math-eval.inc"

// GNU's sincos for either type, as the std:: overloads are.
static void sincos_of(double x, double *s, double *c) { sincos(x, s, c); }
static void sincos_of(float x, float *s, float *c) { sincosf(x, s, c); }

// sincos, frexp, modf and remquo on the loop body's own locals, as users
// write them; O[0..3] get their results.
#define ON_LOCALS(O, X, Y)                                                     \
  do {                                                                         \
    T s, c, whole;                                                             \
    int e, q = 0;                                                              \
    sincos_of(X, &s, &c);                                                      \
    (O)[0] = MathResult{s, c, 0};                                              \
    T m = std::frexp(X, &e);                                                   \
    (O)[1] = MathResult{m, 0, e};                                              \
    T f = std::modf(X, &whole);                                                \
    (O)[2] = MathResult{f, whole, 0};                                          \
    T r = std::remquo(X, Y, &q);                                               \
    (O)[3] = MathResult{r, 0, q};                                              \
  } while (0)
static const int LocalFns[4] = {F_SINCOS, F_FREXP, F_MODF, F_REMQUO};

template <typename T> static void run(const char *type) {
  const int n = NUM_INPUTS;
  const bool is_float = sizeof(T) == sizeof(float);
  std::vector<T> xs(n), ys(n), auxs(2 * n);
  std::vector<int> iauxs(n);
  std::vector<MathResult> want(n), want_locals(4 * n);
  for (int i = 0; i < n; ++i) {
    double x, y;
    math_input(i, is_float, &x, &y);
    xs[i] = (T)x;
    ys[i] = (T)y;
    T aux[2];
    int iaux;
    want[i] = eval(i / PER_CASE, xs[i], ys[i], aux, &iaux);
    ON_LOCALS(&want_locals[4 * i], xs[i], ys[i]);
  }
  const T *x = xs.data(), *y = ys.data();
  T *a = auxs.data();
  int *ia = iauxs.data();
  std::vector<MathResult> team(n), thread(n), vector(n), team_locals(4 * n),
      thread_locals(4 * n), vector_locals(4 * n);
  MathResult *t = team.data(), *h = thread.data(), *v = vector.data();
  MathResult *tl = team_locals.data(), *hl = thread_locals.data(),
             *vl = vector_locals.data();

  // One input per team, in the team's own body.
#pragma hier team map(to: x[0:n], y[0:n]) map(from: t[0:n], tl[0:4*n]) map(alloc: a[0:2*n], ia[0:n])
  for (int i = 0; i < n; ++i) {
    t[i] = eval(i / PER_CASE, x[i], y[i], &a[2 * i], &ia[i]);
    ON_LOCALS(&tl[4 * i], x[i], y[i]);
  }

  // One per thread of a team of 64.
#pragma hier team team_size(64) vector_length(1) map(to: x[0:n], y[0:n]) map(from: h[0:n], hl[0:4*n]) map(alloc: a[0:2*n], ia[0:n])
  for (int b = 0; b < (n + 63) / 64; ++b) {
#pragma hier thread
    for (int j = 0; j < 64; ++j) {
      int i = b * 64 + j;
      if (i < n) {
        h[i] = eval(i / PER_CASE, x[i], y[i], &a[2 * i], &ia[i]);
        ON_LOCALS(&hl[4 * i], x[i], y[i]);
      }
    }
  }

  // One per vector lane: 8 threads of 16 lanes.
#pragma hier team team_size(8) vector_length(16) map(to: x[0:n], y[0:n]) map(from: v[0:n], vl[0:4*n]) map(alloc: a[0:2*n], ia[0:n])
  for (int b = 0; b < (n + 127) / 128; ++b) {
#pragma hier thread
    for (int j = 0; j < 8; ++j) {
#pragma hier vector
      for (int k = 0; k < 16; ++k) {
        int i = (b * 8 + j) * 16 + k;
        if (i < n) {
          v[i] = eval(i / PER_CASE, x[i], y[i], &a[2 * i], &ia[i]);
          ON_LOCALS(&vl[4 * i], x[i], y[i]);
        }
      }
    }
  }

  for (int i = 0; i < n; ++i) {
    int fn = i / PER_CASE;
    math_check("team", type, is_float, fn, xs[i], ys[i], t[i], want[i]);
    math_check("thread", type, is_float, fn, xs[i], ys[i], h[i], want[i]);
    math_check("vector", type, is_float, fn, xs[i], ys[i], v[i], want[i]);
    for (int l = 0; l < 4; ++l) {
      const MathResult &w = want_locals[4 * i + l];
      math_check("team locals", type, is_float, LocalFns[l], xs[i], ys[i],
                 tl[4 * i + l], w);
      math_check("thread locals", type, is_float, LocalFns[l], xs[i], ys[i],
                 hl[4 * i + l], w);
      math_check("vector locals", type, is_float, LocalFns[l], xs[i], ys[i],
                 vl[4 * i + l], w);
    }
  }
}

int main() {
  run<double>("double");
  run<float>("float");
  if (!Failures)
    printf("device math (C++): %d results within bounds\n", Checks);
  return Failures != 0;
}
