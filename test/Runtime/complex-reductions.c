// C's _Complex float and _Complex double reduce with + and * at every level
// to the sequential loop's result (exact values: small integers, and
// factors 1, i and -i).
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: C complex reductions: PASS

/* complex.h gives the GPU the __mulsc3 of the loops' own products. */
#include <complex.h>
#include <stdio.h>

static int failures;

#define EXPECT(what, n, got, want)                                             \
  do {                                                                         \
    if ((got) != (want)) {                                                     \
      ++failures;                                                              \
      printf("FAIL %s n=%d: got (%g, %g), want (%g, %g)\n", what, n,           \
             (double)__real__(got), (double)__imag__(got),                     \
             (double)__real__(want), (double)__imag__(want));                  \
    }                                                                          \
  } while (0)

#define UNIT(T, E, k)                                                          \
  ((k) % 5 == 1   ? __builtin_complex((E)0, (E)1)                              \
   : (k) % 5 == 3 ? __builtin_complex((E)0, (E)-1)                             \
                  : __builtin_complex((E)1, (E)0))
#define TERM(E, i) __builtin_complex((E)((i) % 5), (E) - ((i) % 3))

#define COMPLEX_TEST(T, E, NAME)                                               \
  static void NAME(int n) {                                                    \
    T sum = TERM(E, 7), prod = UNIT(T, E, 1), ws = sum, wp = prod;             \
    _Pragma("hier team team_size(4) vector_length(8) reduction(+: sum) reduction(*: prod)") \
    for (int i = 0; i < n; ++i) {                                              \
      sum += TERM(E, i);                                                       \
      prod *= UNIT(T, E, i);                                                   \
    }                                                                          \
    for (int i = 0; i < n; ++i) {                                              \
      ws += TERM(E, i);                                                        \
      wp *= UNIT(T, E, i);                                                     \
    }                                                                          \
    EXPECT(#T " team +", n, sum, ws);                                          \
    EXPECT(#T " team *", n, prod, wp);                                         \
    T thr[5], vec[5 * 3], flat[5];                                             \
    _Pragma("hier team team_size(4) vector_length(8) map(from: thr, vec, flat)") \
    for (int t = 0; t < 5; ++t) {                                              \
      T p = 2, f = TERM(E, 4);                                                 \
      _Pragma("hier thread reduction(*: p)")                                   \
      for (int j = 0; j < 3; ++j) {                                            \
        T v = t;                                                               \
        _Pragma("hier vector reduction(+: v)")                                 \
        for (int k = 0; k < n; ++k)                                            \
          v += TERM(E, k + j);                                                 \
        vec[t * 3 + j] = v;                                                    \
        p *= UNIT(T, E, t + j);                                                \
      }                                                                        \
      _Pragma("hier thread vector reduction(*: f)")                            \
      for (int k = 0; k < n; ++k)                                              \
        f *= UNIT(T, E, k + t);                                                \
      thr[t] = p, flat[t] = f;                                                 \
    }                                                                          \
    for (int t = 0; t < 5; ++t) {                                              \
      T p = 2, f = TERM(E, 4);                                                 \
      for (int j = 0; j < 3; ++j) {                                            \
        T v = t;                                                               \
        for (int k = 0; k < n; ++k)                                            \
          v += TERM(E, k + j);                                                 \
        EXPECT(#T " vector +", n, vec[t * 3 + j], v);                          \
        p *= UNIT(T, E, t + j);                                                \
      }                                                                        \
      for (int k = 0; k < n; ++k)                                              \
        f *= UNIT(T, E, k + t);                                                \
      EXPECT(#T " thread *", n, thr[t], p);                                    \
      EXPECT(#T " thread vector *", n, flat[t], f);                            \
    }                                                                          \
  }

COMPLEX_TEST(_Complex float, float, test_float)
COMPLEX_TEST(_Complex double, double, test_double)

int main(void) {
  int lengths[] = {0, 1, 31, 32, 33, 10000};
  for (int i = 0; i < 6; ++i) {
    test_float(lengths[i]);
    test_double(lengths[i]);
  }
  if (!failures)
    printf("C complex reductions: PASS\n");
  return failures != 0;
}
