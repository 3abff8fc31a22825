// Reductions of the types narrower than int (short, unsigned short, char,
// signed char, unsigned char, bool) with every operator at every level give
// exactly what the sequential loop gives: C computes `s += x` in int and
// converts back to the variable's type, so sums and products wrap, and a
// bool's sum is its disjunction. The values overflow every char type.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: reductions: {{[0-9]+}} checks agree

// The harness of reductions.cpp (hier rewrites loops of the main file only).
#include <cstdio>
#include <cstring>
#include <initializer_list>

static int Checks = 0, Failures = 0;

template <typename T> static void expect(const char *what, const char *type,
                                         long n, T got, T want) {
  ++Checks;
  if (std::memcmp(&got, &want, sizeof(T)) != 0) {
    ++Failures;
    std::printf("FAIL %s<%s> n=%ld: got %.17g, want %.17g\n", what, type, n,
                (double)got, (double)want);
  }
}

// Values whose combination is exact in every type: small integers, products
// of ones and a few twos, bit patterns below 2^16, truth values.
template <typename T> static T value(int op, long i) {
  switch (op) {
  case 1: return (T)(i % 7 == 3 ? 2 : 1);     // *
  case 4: case 5: case 6: return (T)((i * 2654435761u) & 0xffff); // & | ^
  case 7: return (T)(i % 13 != 5);             // &&
  case 8: return (T)(i % 11 == 4);             // ||
  default: return (T)((i * 37) % 101);         // + min max
  }
}

// The original value of the reduction variable, not the identity.
template <typename T> static T start(int op) {
  switch (op) {
  case 1: return (T)3;
  case 2: return (T)60;  // min: some values are smaller, some not
  case 3: return (T)40;  // max
  case 4: return (T)0x7ff3;
  case 5: return (T)0x100;
  case 6: return (T)0x55;
  case 7: return (T)1;
  case 8: return (T)0;
  default: return (T)5;
  }
}

#define DO_PRAGMA(...) _Pragma(#__VA_ARGS__)

// One test function per operator: the operator is a token of the pragma.
#define REDUCTION_TESTS(NAME, OPID, OPTOK, APPLY)                               \
  template <typename T> static T NAME##_apply(T r, T x) { return APPLY; }      \
  template <typename T> static void NAME(const char *type, int L, int N) {     \
    /* team: one value per team, added in code every thread of a team runs */ \
    T r = start<T>(OPID), want = start<T>(OPID);                               \
    DO_PRAGMA(hier team vector_length(8) team_size(3) reduction(OPTOK: r)) \
    for (int i = 0; i < L; ++i)                                                \
      r = NAME##_apply(r, value<T>(OPID, i));                                  \
    for (int i = 0; i < L; ++i)                                                \
      want = NAME##_apply(want, value<T>(OPID, i));                            \
    expect("team " #OPTOK, type, L, r, want);                                  \
                                                                               \
    /* thread, vector and thread vector results per team, in arrays */        \
    T thr[16], vec[16 * 5], flat[16];                                          \
    DO_PRAGMA(hier team vector_length(8) team_size(3) map(from: thr, vec, flat)) \
    for (int i = 0; i < 16; ++i) {                                             \
      T t = start<T>(OPID), f = start<T>(OPID);                                \
      DO_PRAGMA(hier thread reduction(OPTOK: t))                          \
      for (int j = 0; j < 5; ++j) {                                            \
        T v = start<T>(OPID);                                                  \
        DO_PRAGMA(hier vector reduction(OPTOK: v))                        \
        for (int k = 0; k < N; ++k)                                            \
          v = NAME##_apply(v, value<T>(OPID, i * 1000 + j * 100 + k));         \
        vec[i * 5 + j] = v;                                                    \
        t = NAME##_apply(t, value<T>(OPID, i + j));                            \
      }                                                                        \
      DO_PRAGMA(hier thread vector reduction(OPTOK: f))                   \
      for (int k = 0; k < N; ++k)                                              \
        f = NAME##_apply(f, value<T>(OPID, 7 * i + k));                        \
      thr[i] = t;                                                              \
      flat[i] = f;                                                             \
    }                                                                          \
    for (int i = 0; i < 16; ++i) {                                             \
      T t = start<T>(OPID), f = start<T>(OPID);                                \
      for (int j = 0; j < 5; ++j) {                                            \
        T v = start<T>(OPID);                                                  \
        for (int k = 0; k < N; ++k)                                            \
          v = NAME##_apply(v, value<T>(OPID, i * 1000 + j * 100 + k));         \
        expect("vector " #OPTOK, type, N, vec[i * 5 + j], v);                  \
        t = NAME##_apply(t, value<T>(OPID, i + j));                            \
      }                                                                        \
      for (int k = 0; k < N; ++k)                                              \
        f = NAME##_apply(f, value<T>(OPID, 7 * i + k));                        \
      expect("thread " #OPTOK, type, 5, thr[i], t);                            \
      expect("thread vector " #OPTOK, type, N, flat[i], f);                    \
    }                                                                          \
  }

REDUCTION_TESTS(add, 0, +, r + x)
REDUCTION_TESTS(mul, 1, *, r * x)
REDUCTION_TESTS(min, 2, min, x < r ? x : r)
REDUCTION_TESTS(max, 3, max, x > r ? x : r)
REDUCTION_TESTS(band, 4, &, r & x)
REDUCTION_TESTS(bor, 5, |, r | x)
REDUCTION_TESTS(bxor, 6, ^, r ^ x)
REDUCTION_TESTS(land, 7, &&, r && x)
REDUCTION_TESTS(lor, 8, ||, r || x)

#define ALL_OPS(T)                                                             \
  for (int N : {0, 1, 7, 8, 33}) {                                             \
    for (int L : {0, 1, 29}) {                                                 \
      add<T>(#T, L, N); mul<T>(#T, L, N); min<T>(#T, L, N);                    \
      max<T>(#T, L, N); land<T>(#T, L, N); lor<T>(#T, L, N);                   \
    }                                                                          \
  }
#define BITWISE_OPS(T)                                                         \
  for (int N : {0, 5, 33})                                                     \
    for (int L : {0, 29}) {                                                    \
      band<T>(#T, L, N); bor<T>(#T, L, N); bxor<T>(#T, L, N);                  \
    }


// A sum over a long range, reduced by a thread vector loop of a function
// template, against the loop that wraps on every step.
template <typename T> static void longSum(const char *type, int n) {
  T out[2];
#pragma hier team team_size(4) vector_length(32) map(from: out)
  for (int t = 0; t < 2; ++t) {
    T r = T();
#pragma hier thread vector reduction(+: r)
    for (int i = 0; i < n; ++i)
      r += (T)(i * 977 + t);
    out[t] = r;
  }
  for (int t = 0; t < 2; ++t) {
    T ref = T();
    for (int i = 0; i < n; ++i)
      ref += (T)(i * 977 + t);
    expect("long sum", type, n, out[t], ref);
  }
}

static void longWrappingSum() {
  for (int n : {0, 1, 31, 32, 33, 10000}) {
    longSum<short>("short", n);
    longSum<unsigned short>("unsigned short", n);
    longSum<signed char>("signed char", n);
    longSum<unsigned char>("unsigned char", n);
    longSum<char>("char", n);
    longSum<bool>("bool", n);
  }
}

int main() {
  ALL_OPS(short) ALL_OPS(unsigned short) ALL_OPS(char) ALL_OPS(signed char)
  ALL_OPS(unsigned char) ALL_OPS(bool)
  BITWISE_OPS(short) BITWISE_OPS(unsigned short) BITWISE_OPS(char)
  BITWISE_OPS(signed char) BITWISE_OPS(unsigned char) BITWISE_OPS(bool)
  longWrappingSum();
  if (!Failures)
    std::printf("reductions: %d checks agree\n", Checks);
  return Failures != 0;
}
