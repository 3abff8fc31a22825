// Scans (reduction(inscan, op: v) and '#pragma hier scan') at the thread,
// vector and thread vector levels, inclusive and exclusive, with + * min max
// & | ^ on several types, over 0, 1, 31, 32, 33 and 10000 iterations, in
// two teams that scan different values, against the sequential loop: each
// iteration's prefix (which starts from the variable's value before the
// loop) and, after the loop, the total in every member. (SPMD host mode
// stops at 300 iterations.)
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: scans: {{[0-9]+}} checks agree

#include <complex>
#include <cstdio>
#include <cstring>
#include <vector>

static int Checks = 0, Failures = 0;

template <typename T> static double show(T v) { return (double)v; }
template <typename E> static double show(std::complex<E> v) {
  return (double)v.real() + 1000.0 * (double)v.imag();
}

template <typename T>
static void expect(const char *what, const char *type, int len, long k, T got,
                   T want) {
  ++Checks;
  if (std::memcmp(&got, &want, sizeof(T)) != 0) {
    if (++Failures < 20)
      std::printf("FAIL %s<%s> len=%d at %ld: got %.17g, want %.17g\n", what,
                  type, len, k, show(got), show(want));
  }
}

// Values whose combinations are exact in every type and order: small
// integers (sums stay below 2^24), products of 1 and -1, bit patterns.
template <typename T> static T value(int op, long i) {
  switch (op) {
  case 1: return (T)(i % 7 == 3 ? -1 : 1);               // *
  case 4: case 5: case 6: return (T)((i * 2654435761u) & 0x7f); // & | ^
  default: return (T)((i * 37) % 101);                    // + min max
  }
}
// The value before the loop: the scan starts from it.
template <typename T> static T start(int op) {
  switch (op) {
  case 1: return (T)-1;
  case 2: return (T)90;  // min: some values are smaller, some not
  case 3: return (T)7;   // max
  case 4: return (T)0x7b;
  case 5: return (T)0x10;
  case 6: return (T)0x55;
  default: return (T)5;
  }
}

#define DO_PRAGMA(...) _Pragma(#__VA_ARGS__)
enum { Teams = 2, Threads = 3, MaxLen = 10000 };

// One test function per operator (a token of the pragma). Team t scans
// value(i + 977 * t); the vector scans run in each of 3 thread iterations j
// on value(i + 977 * t + 31 * j).
#define SCAN_TESTS(NAME, OPID, OPTOK, APPLY)                                   \
  template <typename T> static T NAME##_apply(T r, T x) { return APPLY; }      \
  template <typename T> static void NAME(const char *type, int len) {          \
    std::vector<T> flatIn(Teams * MaxLen), flatEx(Teams * MaxLen),             \
        thrIn(Teams * MaxLen), thrEx(Teams * MaxLen),                          \
        thrvIn(Teams * MaxLen), vecIn(Teams * Threads * MaxLen),               \
        vecEx(Teams * Threads * MaxLen);                                       \
    T *fi = flatIn.data(), *fe = flatEx.data(), *ti = thrIn.data(),            \
      *te = thrEx.data(), *tv = thrvIn.data(), *vi = vecIn.data(),             \
      *ve = vecEx.data();                                                      \
    T tot[Teams][5], vtot[Teams][Threads][2];                                  \
    DO_PRAGMA(hier team team_size(4) vector_length(8)                          \
        map(from: fi[0:Teams*MaxLen], fe[0:Teams*MaxLen],                      \
            ti[0:Teams*MaxLen], te[0:Teams*MaxLen], tv[0:Teams*MaxLen],        \
            vi[0:Teams*Threads*MaxLen], ve[0:Teams*Threads*MaxLen], tot,       \
            vtot))                                                             \
    for (int t = 0; t < Teams; ++t) {                                          \
      T a = start<T>(OPID), b = start<T>(OPID), c = start<T>(OPID),            \
        d = start<T>(OPID), e = start<T>(OPID);                                \
      DO_PRAGMA(hier thread vector reduction(inscan, OPTOK: a))                \
      for (int i = 0; i < len; ++i) {                                          \
        a = NAME##_apply(a, value<T>(OPID, i + 977 * t));                      \
        DO_PRAGMA(hier scan inclusive(a))                                      \
        fi[t * MaxLen + i] = a;                                                \
      }                                                                        \
      DO_PRAGMA(hier thread vector reduction(inscan, OPTOK: b))                \
      for (int i = 0; i < len; ++i) {                                          \
        fe[t * MaxLen + i] = b;                                                \
        DO_PRAGMA(hier scan exclusive(b))                                      \
        b = NAME##_apply(b, value<T>(OPID, i + 977 * t));                      \
      }                                                                        \
      /* a thread loop without a vector loop: over the whole block */          \
      DO_PRAGMA(hier thread reduction(inscan, OPTOK: c))                       \
      for (int i = 0; i < len; ++i) {                                          \
        c = NAME##_apply(c, value<T>(OPID, i + 977 * t));                      \
        DO_PRAGMA(hier scan inclusive(c))                                      \
        ti[t * MaxLen + i] = c;                                                \
      }                                                                        \
      /* a thread loop with a vector loop: over the threads of the team */     \
      DO_PRAGMA(hier thread reduction(inscan, OPTOK: d))                       \
      for (int i = 0; i < len; ++i) {                                          \
        te[t * MaxLen + i] = d;                                                \
        DO_PRAGMA(hier scan exclusive(d))                                      \
        T x = value<T>(OPID, i + 977 * t), y = x;                              \
        DO_PRAGMA(hier vector)                                                 \
        for (int l = 0; l < 1; ++l)                                            \
          y = x;                                                               \
        d = NAME##_apply(d, y);                                                \
      }                                                                        \
      /* a scan beside a plain reduction, with the update in braces */         \
      T m = T();                                                               \
      DO_PRAGMA(hier thread vector reduction(inscan, OPTOK: e)                 \
                reduction(+: m))                                               \
      for (int i = 0; i < len; ++i) {                                          \
        {                                                                      \
          T x = value<T>(OPID, i + 977 * t);                                   \
          e = NAME##_apply(e, x);                                              \
        }                                                                      \
        DO_PRAGMA(hier scan inclusive(e))                                      \
        tv[t * MaxLen + i] = e;                                                \
        m += (T)1;                                                             \
      }                                                                        \
      DO_PRAGMA(hier thread)                                                   \
      for (int j = 0; j < Threads; ++j) {                                      \
        T f = start<T>(OPID), g = start<T>(OPID);                              \
        long base = (t * Threads + j) * (long)MaxLen;                          \
        DO_PRAGMA(hier vector reduction(inscan, OPTOK: f))                     \
        for (int i = 0; i < len; ++i) {                                        \
          f = NAME##_apply(f, value<T>(OPID, i + 977 * t + 31 * j));           \
          DO_PRAGMA(hier scan inclusive(f))                                    \
          vi[base + i] = f;                                                    \
        }                                                                      \
        DO_PRAGMA(hier vector reduction(inscan, OPTOK: g))                     \
        for (int i = 0; i < len; ++i) {                                        \
          ve[base + i] = g;                                                    \
          DO_PRAGMA(hier scan exclusive(g))                                    \
          g = NAME##_apply(g, value<T>(OPID, i + 977 * t + 31 * j));           \
        }                                                                      \
        vtot[t][j][0] = f;                                                     \
        vtot[t][j][1] = g;                                                     \
      }                                                                        \
      tot[t][0] = a, tot[t][1] = b, tot[t][2] = c, tot[t][3] = d;              \
      tot[t][4] = m == (T)len ? e : start<T>(OPID);                            \
    }                                                                          \
    for (int t = 0; t < Teams; ++t) {                                          \
      T s = start<T>(OPID);                                                    \
      for (int i = 0; i < len; ++i) {                                          \
        T before = s;                                                          \
        s = NAME##_apply(s, value<T>(OPID, i + 977 * t));                      \
        expect("thread vector inclusive " #OPTOK, type, len, i,                \
               fi[t * MaxLen + i], s);                                         \
        expect("thread vector exclusive " #OPTOK, type, len, i,                \
               fe[t * MaxLen + i], before);                                    \
        expect("thread inclusive " #OPTOK, type, len, i, ti[t * MaxLen + i],   \
               s);                                                             \
        expect("thread (vector inside) exclusive " #OPTOK, type, len, i,       \
               te[t * MaxLen + i], before);                                    \
        expect("thread vector beside a reduction " #OPTOK, type, len, i,       \
               tv[t * MaxLen + i], s);                                         \
      }                                                                        \
      for (int n = 0; n < 5; ++n)                                              \
        expect("total " #OPTOK, type, len, n, tot[t][n], s);                   \
      for (int j = 0; j < Threads; ++j) {                                      \
        T v = start<T>(OPID);                                                  \
        long base = (t * Threads + j) * (long)MaxLen;                          \
        for (int i = 0; i < len; ++i) {                                        \
          T before = v;                                                        \
          v = NAME##_apply(v, value<T>(OPID, i + 977 * t + 31 * j));           \
          expect("vector inclusive " #OPTOK, type, len, i, vi[base + i], v);   \
          expect("vector exclusive " #OPTOK, type, len, i, ve[base + i],       \
                 before);                                                      \
        }                                                                      \
        expect("vector total " #OPTOK, type, len, j, vtot[t][j][0], v);        \
        expect("vector total " #OPTOK, type, len, j, vtot[t][j][1], v);        \
      }                                                                        \
    }                                                                          \
  }

SCAN_TESTS(add, 0, +, r + x)
SCAN_TESTS(mul, 1, *, r * x)
SCAN_TESTS(min, 2, min, x < r ? x : r)
SCAN_TESTS(max, 3, max, x > r ? x : r)
SCAN_TESTS(band, 4, &, r & x)
SCAN_TESTS(bor, 5, |, r | x)
SCAN_TESTS(bxor, 6, ^, r ^ x)

#ifdef HIER_HOST_SPMD
// SPMD host mode runs the team's 32 GPU threads as host threads, with host
// barriers between a scan's rounds: on a loaded 2-core machine 10000
// iterations take minutes. 300 iterations are still many rounds of every
// level.
static const int Lengths[] = {0, 1, 31, 32, 33, 300};
#else
static const int Lengths[] = {0, 1, 31, 32, 33, MaxLen};
#endif

int main() {
  for (int len : Lengths) {

    add<int>("int", len);
    add<double>("double", len);
    add<unsigned char>("unsigned char", len);
    mul<long>("long", len);
    mul<float>("float", len);
    min<int>("int", len);
    min<double>("double", len);
    max<unsigned long long>("unsigned long long", len);
    max<short>("short", len);
    band<int>("int", len);
    bor<long>("long", len);
    bxor<unsigned char>("unsigned char", len);
    add<std::complex<double> >("std::complex<double>", len);
  }
  if (Failures)
    std::printf("FAIL: %d of %d checks\n", Failures, Checks);
  else
    std::printf("scans: %d checks agree\n", Checks);
  return Failures != 0;
}
