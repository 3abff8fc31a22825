// C's small types (_Bool, char, signed char, unsigned char, short, unsigned
// short) reduce at every level as the sequential loop computes them: C's
// _Generic tells _Bool and the three char types apart.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: small C reductions: PASS

#include <stdio.h>

static int failures;

#define CHECK(what, n, got, want)                                              \
  do {                                                                         \
    if ((got) != (want)) {                                                     \
      ++failures;                                                              \
      printf("FAIL %s n=%d: got %d, want %d\n", what, n, (int)(got),          \
             (int)(want));                                                     \
    }                                                                          \
  } while (0)

/* One type: a team sum, thread products, vector xors, thread vector
   disjunctions and minima, each against its sequential loop. */
#define SMALL_TYPE_TEST(T, NAME)                                               \
  static void NAME(int n) {                                                    \
    T sum = 3, want = 3;                                                       \
    _Pragma("hier team team_size(4) vector_length(8) reduction(+: sum)")       \
    for (int i = 0; i < n; ++i)                                                \
      sum += (T)(i * 131);                                                     \
    for (int i = 0; i < n; ++i)                                                \
      want += (T)(i * 131);                                                    \
    CHECK(#T " team +", n, sum, want);                                         \
    T prod[4], bits[4 * 3], any[4], low[4];                                    \
    _Pragma("hier team team_size(4) vector_length(8) map(from: prod, bits, any, low)") \
    for (int t = 0; t < 4; ++t) {                                              \
      T p = 1, a = 0, m = 100;                                                 \
      _Pragma("hier thread reduction(*: p)")                                   \
      for (int j = 0; j < 3; ++j) {                                            \
        T x = (T)t;                                                            \
        _Pragma("hier vector reduction(^: x)")                                 \
        for (int k = 0; k < n; ++k)                                            \
          x ^= (T)(k * 77 + j);                                                \
        bits[t * 3 + j] = x;                                                   \
        p *= (T)(t + j + 2);                                                   \
      }                                                                        \
      _Pragma("hier thread vector reduction(||: a) reduction(min: m)")         \
      for (int k = 0; k < n; ++k) {                                            \
        a = a || k == 37 + t;                                                  \
        m = (T)(k * 7 + t) < m ? (T)(k * 7 + t) : m;                           \
      }                                                                        \
      prod[t] = p, any[t] = a, low[t] = m;                                     \
    }                                                                          \
    for (int t = 0; t < 4; ++t) {                                              \
      T p = 1, a = 0, m = 100;                                                 \
      for (int j = 0; j < 3; ++j) {                                            \
        T x = (T)t;                                                            \
        for (int k = 0; k < n; ++k)                                            \
          x ^= (T)(k * 77 + j);                                                \
        CHECK(#T " vector ^", n, bits[t * 3 + j], x);                          \
        p *= (T)(t + j + 2);                                                   \
      }                                                                        \
      for (int k = 0; k < n; ++k) {                                            \
        a = a || k == 37 + t;                                                  \
        m = (T)(k * 7 + t) < m ? (T)(k * 7 + t) : m;                           \
      }                                                                        \
      CHECK(#T " thread *", n, prod[t], p);                                    \
      CHECK(#T " thread vector ||", n, any[t], a);                             \
      CHECK(#T " thread vector min", n, low[t], m);                            \
    }                                                                          \
  }

SMALL_TYPE_TEST(_Bool, test_bool)
SMALL_TYPE_TEST(char, test_char)
SMALL_TYPE_TEST(signed char, test_schar)
SMALL_TYPE_TEST(unsigned char, test_uchar)
SMALL_TYPE_TEST(short, test_short)
SMALL_TYPE_TEST(unsigned short, test_ushort)

int main(void) {
  int lengths[] = {0, 1, 31, 32, 33, 1000};
  for (int i = 0; i < 6; ++i) {
    test_bool(lengths[i]);
    test_char(lengths[i]);
    test_schar(lengths[i]);
    test_uchar(lengths[i]);
    test_short(lengths[i]);
    test_ushort(lengths[i]);
  }
  if (!failures)
    printf("small C reductions: PASS\n");
  return failures != 0;
}
