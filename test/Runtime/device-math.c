// <math.h> in hier kernels, from C: the double and float (f-suffixed)
// functions of device-math.cpp, and the classification macros, in team,
// thread and vector bodies, against the host's libm (Inputs/math-cases.h
// has the bounds). The regions are written once, in a macro, for both
// types.
// sincos and exp10 are GNU's: _GNU_SOURCE on the command line, as the
// plugin's predefined code includes <omp.h>, and so <features.h>, before
// the file's first line.
// RUN: %clang -D_GNU_SOURCE -O2 -fopenmp %s -o %t.host -lm && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -D_GNU_SOURCE -O2 %offload %s -o %t.offload -lm && %host-fallback %t.offload | FileCheck %s %}
// RUN: %if rocm-device-libs %{ %clang -D_GNU_SOURCE -O2 -fopenmp --offload-arch=gfx90a --no-offloadlib %s -o %t.amdgpu -lm && %run OMP_TARGET_OFFLOAD=DISABLED %t.amdgpu | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: device math (C): {{[0-9]+}} results within bounds

#include <math.h>
#include <stdlib.h>

#include "Inputs/math-cases.h"

#define MATH_CLASS(f) f

#define MATH(fn) fn
#define MATH_T double
#define MATH_SINCOS sincos
#define MATH_EXP10 exp10
#define MATH_EVAL eval_double
#include "Inputs/math-eval.inc"
#undef MATH
#undef MATH_T
#undef MATH_SINCOS
#undef MATH_EXP10
#undef MATH_EVAL

#define MATH(fn) fn##f
#define MATH_T float
#define MATH_SINCOS sincosf
#define MATH_EXP10 exp10f
#define MATH_EVAL eval_float
#include "Inputs/math-eval.inc"

// sincos, frexp, modf and remquo on the loop body's own locals; O[0..3]
// get their results. F is the suffix of the type's functions.
#define ON_LOCALS(T, F, O, X, Y)                                               \
  do {                                                                         \
    T s, c, whole;                                                             \
    int e, q = 0;                                                              \
    sincos##F(X, &s, &c);                                                      \
    (O)[0] = (struct MathResult){s, c, 0};                                     \
    T m = frexp##F(X, &e);                                                     \
    (O)[1] = (struct MathResult){m, 0, e};                                     \
    T fr = modf##F(X, &whole);                                                 \
    (O)[2] = (struct MathResult){fr, whole, 0};                                \
    T r = remquo##F(X, Y, &q);                                                 \
    (O)[3] = (struct MathResult){r, 0, q};                                     \
  } while (0)

static const int LocalFns[4] = {F_SINCOS, F_FREXP, F_MODF, F_REMQUO};

#define DO_PRAGMA(...) _Pragma(#__VA_ARGS__)

// The team, thread and vector regions for type T, checked against the
// host (want, want_locals).
#define DEFINE_RUN(T, F, EVAL)                                                 \
  static void run_##T(const char *type) {                                      \
    enum { n = NUM_INPUTS };                                                   \
    int is_float = sizeof(T) == sizeof(float);                                 \
    T *x = malloc(n * sizeof(T)), *y = malloc(n * sizeof(T));                  \
    T *a = malloc(2 * n * sizeof(T));                                          \
    int *ia = malloc(n * sizeof(int));                                         \
    struct MathResult *res = malloc(4 * n * sizeof *res);                      \
    struct MathResult *loc = malloc(4 * 4 * n * sizeof *loc);                  \
    struct MathResult *want = res, *t = res + n, *h = res + 2 * n,             \
                      *v = res + 3 * n;                                        \
    struct MathResult *want_locals = loc, *tl = loc + 4 * n,                   \
                      *hl = loc + 8 * n, *vl = loc + 12 * n;                   \
    for (int i = 0; i < n; ++i) {                                              \
      double dx, dy;                                                           \
      T aux[2];                                                                \
      int iaux;                                                                \
      math_input(i, is_float, &dx, &dy);                                       \
      x[i] = (T)dx;                                                            \
      y[i] = (T)dy;                                                            \
      want[i] = EVAL(i / PER_CASE, x[i], y[i], aux, &iaux);                    \
      ON_LOCALS(T, F, &want_locals[4 * i], x[i], y[i]);                        \
    }                                                                          \
    DO_PRAGMA(hier team map(to: x[0:n], y[0:n])                                \
              map(from: t[0:n], tl[0:4*n]) map(alloc: a[0:2*n], ia[0:n]))      \
    for (int i = 0; i < n; ++i) {                                              \
      t[i] = EVAL(i / PER_CASE, x[i], y[i], a + 2 * i, ia + i);                \
      ON_LOCALS(T, F, &tl[4 * i], x[i], y[i]);                                 \
    }                                                                          \
    DO_PRAGMA(hier team team_size(64) vector_length(1)                         \
              map(to: x[0:n], y[0:n]) map(from: h[0:n], hl[0:4*n])             \
              map(alloc: a[0:2*n], ia[0:n]))                                   \
    for (int b = 0; b < (n + 63) / 64; ++b) {                                  \
      DO_PRAGMA(hier thread)                                                   \
      for (int j = 0; j < 64; ++j) {                                           \
        int i = b * 64 + j;                                                    \
        if (i < n) {                                                           \
          h[i] = EVAL(i / PER_CASE, x[i], y[i], a + 2 * i, ia + i);            \
          ON_LOCALS(T, F, &hl[4 * i], x[i], y[i]);                             \
        }                                                                      \
      }                                                                        \
    }                                                                          \
    DO_PRAGMA(hier team team_size(8) vector_length(16)                         \
              map(to: x[0:n], y[0:n]) map(from: v[0:n], vl[0:4*n])             \
              map(alloc: a[0:2*n], ia[0:n]))                                   \
    for (int b = 0; b < (n + 127) / 128; ++b) {                                \
      DO_PRAGMA(hier thread)                                                   \
      for (int j = 0; j < 8; ++j) {                                            \
        DO_PRAGMA(hier vector)                                                 \
        for (int k = 0; k < 16; ++k) {                                         \
          int i = (b * 8 + j) * 16 + k;                                        \
          if (i < n) {                                                         \
            v[i] = EVAL(i / PER_CASE, x[i], y[i], a + 2 * i, ia + i);          \
            ON_LOCALS(T, F, &vl[4 * i], x[i], y[i]);                           \
          }                                                                    \
        }                                                                      \
      }                                                                        \
    }                                                                          \
    for (int i = 0; i < n; ++i) {                                              \
      int fn = i / PER_CASE;                                                   \
      math_check("team", type, is_float, fn, x[i], y[i], t[i], want[i]);       \
      math_check("thread", type, is_float, fn, x[i], y[i], h[i], want[i]);     \
      math_check("vector", type, is_float, fn, x[i], y[i], v[i], want[i]);     \
      for (int l = 0; l < 4; ++l) {                                            \
        struct MathResult w = want_locals[4 * i + l];                          \
        math_check("team locals", type, is_float, LocalFns[l], x[i], y[i],     \
                   tl[4 * i + l], w);                                          \
        math_check("thread locals", type, is_float, LocalFns[l], x[i], y[i],   \
                   hl[4 * i + l], w);                                          \
        math_check("vector locals", type, is_float, LocalFns[l], x[i], y[i],   \
                   vl[4 * i + l], w);                                          \
      }                                                                        \
    }                                                                          \
    free(x); free(y); free(a); free(ia); free(res); free(loc);                 \
  }

DEFINE_RUN(double, , eval_double)
DEFINE_RUN(float, f, eval_float)

int main(void) {
  run_double("double");
  run_float("float");
  if (!Failures)
    printf("device math (C): %d results within bounds\n", Checks);
  return Failures != 0;
}
