// Loop bounds of another type than the loop variable follow C's usual
// arithmetic conversions, as the plain loop does: 'int i = -3; i < n' with a
// size_t n compares as unsigned long and runs no iteration. Every case runs
// at every level (team, thread, vector, thread vector, collapsed team and
// thread vector) and is compared with the same loop run sequentially: its
// trip count and the sum of the variable's values. The file is C, and also
// compiled as C++.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %clangxx -x c++ -O1 -fopenmp %s -o %t.hostxx && %run %t.hostxx | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %if ptxas %{ %clangxx -x c++ -O1 %offload %s -o %t.offloadxx && %host-fallback %t.offloadxx | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: mixed signedness: 39 cases agree

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned long long ull;

static int Cases = 0, Failures = 0;
// Runtime values the compiler cannot see through.
static volatile int Zero = 0;

static void expect(const char *name, const char *level, ull n, ull s, ull wn,
                   ull ws) {
  if (n != wn || s != ws) {
    printf("FAIL %s (%s): %llu iterations summing to %llu, want %llu and "
           "%llu\n",
           name, level, n, s, wn, ws);
    ++Failures;
  }
}

#define DO_PRAGMA(...) _Pragma(#__VA_ARGS__)

// `for (T i = LB; TEST; INCR)` with a bound `n` of type BT and value UB.
#define CASE(NAME, T, LB, BT, UB, TEST, INCR)                                  \
  static void NAME(void) {                                                     \
    BT n = (BT)(UB) + (BT)Zero;                                                \
    ull wn = 0, ws = 0;                                                        \
    for (T i = LB; TEST; INCR) {                                               \
      wn += 1;                                                                 \
      ws += (ull)i;                                                            \
    }                                                                          \
    ull c = 0, s = 0;                                                          \
    DO_PRAGMA(hier team team_size(2) vector_length(4) reduction(+: c, s))      \
    for (T i = LB; TEST; INCR) {                                               \
      c += 1;                                                                  \
      s += (ull)i;                                                             \
    }                                                                          \
    expect(#NAME, "team", c, s, wn, ws);                                       \
    ull r[6] = {0, 0, 0, 0, 0, 0};                                             \
    DO_PRAGMA(hier team team_size(3) vector_length(4) map(tofrom: r))          \
    for (int t = 0; t < 1; ++t) {                                              \
      ull tc = 0, ts = 0, vc = 0, vs = 0, fc = 0, fs = 0;                      \
      DO_PRAGMA(hier thread reduction(+: tc, ts))                              \
      for (T i = LB; TEST; INCR) {                                             \
        tc += 1;                                                               \
        ts += (ull)i;                                                          \
      }                                                                        \
      DO_PRAGMA(hier thread reduction(+: vc, vs))                              \
      for (int u = 0; u < 1; ++u) {                                            \
        DO_PRAGMA(hier vector reduction(+: vc, vs))                            \
        for (T i = LB; TEST; INCR) {                                           \
          vc += 1;                                                             \
          vs += (ull)i;                                                        \
        }                                                                      \
      }                                                                        \
      DO_PRAGMA(hier thread vector reduction(+: fc, fs))                       \
      for (T i = LB; TEST; INCR) {                                             \
        fc += 1;                                                               \
        fs += (ull)i;                                                          \
      }                                                                        \
      r[0] = tc, r[1] = ts, r[2] = vc, r[3] = vs, r[4] = fc, r[5] = fs;        \
    }                                                                          \
    expect(#NAME, "thread", r[0], r[1], wn, ws);                               \
    expect(#NAME, "vector", r[2], r[3], wn, ws);                               \
    expect(#NAME, "thread vector", r[4], r[5], wn, ws);                        \
    ull cc = 0, cs = 0;                                                        \
    DO_PRAGMA(hier team collapse(2) reduction(+: cc, cs))                      \
    for (int o = 0; o < 2; ++o)                                                \
      for (T i = LB; TEST; INCR) {                                             \
        cc += 1;                                                               \
        cs += (ull)i;                                                          \
      }                                                                        \
    expect(#NAME, "team collapse", cc, cs, 2 * wn, 2 * ws);                    \
    ull fwn = 0, fws = 0;                                                      \
    DO_PRAGMA(hier team reduction(+: fwn, fws))                                \
    for (int o = 0; o < 1; ++o) {                                              \
      DO_PRAGMA(hier thread vector collapse(2) reduction(+: fwn, fws))         \
      for (int p = 0; p < 3; ++p)                                              \
        for (T i = LB; TEST; INCR) {                                           \
          fwn += 1;                                                            \
          fws += (ull)i;                                                       \
        }                                                                      \
    }                                                                          \
    expect(#NAME, "thread vector collapse", fwn, fws, 3 * wn, 3 * ws);         \
    ++Cases;                                                                   \
  }

// A signed variable and an unsigned bound of its rank or above: the variable
// converts to unsigned, and a negative start is a huge value.
CASE(int_lt_size, int, -3, size_t, 10, i < n, ++i)          // 0
CASE(int_le_size, int, -3, size_t, 10, i <= n, i++)         // 0
CASE(int_lt_size_max, int, -3, size_t, SIZE_MAX, i < n, ++i) // -3, -2
CASE(int_pos_lt_size, int, 3, size_t, 10, i < n, i += 2)    // 3 5 7 9
CASE(int_lt_unsigned, int, -3, unsigned, 10, i < n, ++i)    // 0
CASE(int_lt_10u, int, -3, unsigned, 0, i < 10u, ++i)        // 0
CASE(long_lt_ulong, long, -3, unsigned long, 10, i < n, ++i) // 0
CASE(llong_lt_ullong_max, long long, -2, unsigned long long, ULLONG_MAX,
     i < n, ++i) // -2
CASE(llong_min_lt_ullong, long long, LLONG_MIN, unsigned long long, 2, i < n,
     ++i) // 0
CASE(int_min_lt_unsigned, int, INT_MIN, unsigned, 5, i < n, ++i) // 0
CASE(int_max_lt_unsigned, int, INT_MAX - 3, unsigned, INT_MAX, i < n, ++i)
CASE(size_bound_left, int, -3, size_t, 10, n > i, ++i)      // 0
CASE(size_bound_left_le, int, 2, size_t, 10, n >= i, i = i + 4) // 2 6 10
// Downwards: the bound converts to unsigned; 5 > 4294967293u is false.
CASE(int_gt_unsigned, int, 5, unsigned, -3, i > n, --i)     // 0
CASE(int_gt_size, int, 10, size_t, 3, i > n, i--)           // 10 .. 4
CASE(int_ge_size, int, 10, size_t, 3, i >= n, i -= 2)       // 10 8 6 4
CASE(int_ge_size_none, int, 10, size_t, 11, i >= n, --i)    // 0
CASE(int_gt_size_step, int, 20, size_t, 6, i > n, i = i - 7) // 20 13
// '!=' stops where the variable equals the bound, in any type.
CASE(int_ne_size, int, -3, size_t, 10, i != n, ++i)         // 13
CASE(int_ne_size_down, int, 3, size_t, 0, i != n, --i)      // 3 2 1
// A wider signed type holds every value of the narrower unsigned one: the
// comparison is signed.
CASE(int_lt_long, int, -3, long, 10, i < n, ++i)            // 13
CASE(long_lt_unsigned, long, -3, unsigned, 10, i < n, ++i)  // 13
CASE(unsigned_lt_long, unsigned, 0, long, -1, i < n, ++i)   // 0
CASE(unsigned_lt_long_pos, unsigned, 2, long, 12, i < n, i += 3) // 2 5 8 11
CASE(unsigned_gt_long, unsigned, 4, long, 1, i > n, --i)    // 4 3 2
CASE(int_min_lt_llong, int, INT_MIN, long long, INT_MIN + 4LL, i < n, ++i)
CASE(llong_lt_unsigned, long long, -1, unsigned, 3, i < n, ++i) // -1 .. 2
// Types below int promote to int first.
CASE(short_lt_ushort, short, -3, unsigned short, 10, i < n, ++i) // 13
CASE(schar_lt_uchar, signed char, -3, unsigned char, 10, i < n, ++i)
CASE(int_lt_uchar, int, -3, unsigned char, 10, i < n, ++i)  // 13
CASE(uchar_lt_int, unsigned char, 0, int, -1, i < n, ++i)   // 0
CASE(ushort_gt_int, unsigned short, 5, int, 65539, i > n, i -= 1) // 0
// An unsigned variable and a signed bound of its rank: the bound converts.
CASE(unsigned_lt_int, unsigned, 0, int, 10, i < n, ++i)     // 10
CASE(ulong_lt_int_max, unsigned long, ULONG_MAX - 3, int, -1, i < n, ++i)
CASE(unsigned_ge_int, unsigned, 7, int, 2, i >= n, i -= 2)  // 7 5 3
// Typedefs of the variable's type.
CASE(size_lt_int, size_t, 0, int, 10, i < n, ++i)           // 10
CASE(ptrdiff_lt_size, ptrdiff_t, -3, size_t, 10, i < n, ++i) // 0
CASE(int64_lt_uint32, int64_t, -3, uint32_t, 10, i < n, ++i) // 13
CASE(int32_lt_uint64, int32_t, -3, uint64_t, 10, i < n, i += 1) // 0

int main(void) {
  int_lt_size(); int_le_size(); int_lt_size_max(); int_pos_lt_size();
  int_lt_unsigned(); int_lt_10u(); long_lt_ulong(); llong_lt_ullong_max();
  llong_min_lt_ullong(); int_min_lt_unsigned(); int_max_lt_unsigned();
  size_bound_left(); size_bound_left_le(); int_gt_unsigned(); int_gt_size();
  int_ge_size(); int_ge_size_none(); int_gt_size_step(); int_ne_size();
  int_ne_size_down(); int_lt_long(); long_lt_unsigned(); unsigned_lt_long();
  unsigned_lt_long_pos(); unsigned_gt_long(); int_min_lt_llong();
  llong_lt_unsigned(); short_lt_ushort(); schar_lt_uchar(); int_lt_uchar();
  uchar_lt_int(); ushort_gt_int(); unsigned_lt_int(); ulong_lt_int_max();
  unsigned_ge_int(); size_lt_int(); ptrdiff_lt_size(); int64_lt_uint32();
  int32_lt_uint64();
  printf("mixed signedness: %d cases agree\n", Failures ? 0 : Cases);
  return Failures != 0;
}
