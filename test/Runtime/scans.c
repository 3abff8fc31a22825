// Scans in C: _Complex float, _Bool and the logical operators, unsigned
// wrap-around, at the thread vector, thread and vector levels, inclusive and
// exclusive, in two teams, against the sequential loop.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: scans: {{[0-9]+}} checks agree

#include <stdio.h>
#include <string.h>

enum { Teams = 2, MaxLen = 10000 };
static int Checks, Failures;

static void expect(const char *what, int len, long k, const void *got,
                   const void *want, unsigned long size) {
  ++Checks;
  if (memcmp(got, want, size) != 0 && ++Failures < 20)
    printf("FAIL %s len=%d at %ld\n", what, len, k);
}

// The product written out: `*` on _Complex calls __mulsc3, which a GPU does
// not have (hier's own combination writes it out too).
static _Complex float cmul(_Complex float a, _Complex float b) {
  return __builtin_complex(__real__ a * __real__ b - __imag__ a * __imag__ b,
                           __real__ a * __imag__ b + __imag__ a * __real__ b);
}

// Complex values compare by value: the sign of a zero part depends on how
// the products are grouped (-1 * 0 is -0), which a scan over members
// changes.
static void expectz(const char *what, int len, long k, _Complex float got,
                    _Complex float want) {
  ++Checks;
  if (!(got == want) && ++Failures < 20)
    printf("FAIL %s len=%d at %ld\n", what, len, k);
}

static _Complex float cval(long i) {
  return __builtin_complex((float)(i % 3 == 1 ? -1 : 1), 0.0f);
}

static _Complex float zin[Teams * MaxLen], zt[Teams];
static _Bool bex[Teams * MaxLen], bt[Teams];
static unsigned uin[Teams * MaxLen], uex[Teams * 3 * MaxLen], ut[Teams];

static void run(int len) {
#pragma hier team team_size(2) vector_length(16) map(from: zin, zt, bex, bt, uin, uex, ut)
  for (int t = 0; t < Teams; ++t) {
    _Complex float z = 1;
    _Bool b = 0;
    unsigned u = 4000000000u;
#pragma hier thread vector reduction(inscan, *: z)
    for (int i = 0; i < len; ++i) {
      z = cmul(z, cval(i + 5 * t));
#pragma hier scan inclusive(z)
      zin[t * MaxLen + i] = z;
    }
#pragma hier thread reduction(inscan, ||: b)
    for (int i = 0; i < len; ++i) {
      bex[t * MaxLen + i] = b;
#pragma hier scan exclusive(b)
      b = b || (i + t) % 97 == 50;
    }
#pragma hier thread vector reduction(inscan, +: u)
    for (int i = 0; i < len; ++i) {
      u += (unsigned)(i * 7919 + t);
#pragma hier scan inclusive(u)
      uin[t * MaxLen + i] = u;
    }
#pragma hier thread
    for (int j = 0; j < 3; ++j) {
      unsigned v = 0;
#pragma hier vector reduction(inscan, ^: v)
      for (int i = 0; i < len; ++i) {
        uex[(t * 3 + j) * MaxLen + i] = v;
#pragma hier scan exclusive(v)
        v ^= (unsigned)(i * 2654435761u + (unsigned)j);
      }
    }
    zt[t] = z, bt[t] = b, ut[t] = u;
  }
  for (int t = 0; t < Teams; ++t) {
    _Complex float z = 1;
    _Bool b = 0;
    unsigned u = 4000000000u;
    for (int i = 0; i < len; ++i) {
      z = cmul(z, cval(i + 5 * t));
      expectz("complex inclusive *", len, i, zin[t * MaxLen + i], z);
      expect("bool exclusive ||", len, i, &bex[t * MaxLen + i], &b, sizeof b);
      b = b || (i + t) % 97 == 50;
      u += (unsigned)(i * 7919 + t);
      expect("unsigned inclusive +", len, i, &uin[t * MaxLen + i], &u,
             sizeof u);
    }
    expectz("complex total", len, t, zt[t], z);
    expect("bool total", len, t, &bt[t], &b, sizeof b);
    expect("unsigned total", len, t, &ut[t], &u, sizeof u);
    for (int j = 0; j < 3; ++j) {
      unsigned v = 0;
      for (int i = 0; i < len; ++i) {
        expect("vector exclusive ^", len, i, &uex[(t * 3 + j) * MaxLen + i],
               &v, sizeof v);
        v ^= (unsigned)(i * 2654435761u + (unsigned)j);
      }
    }
  }
}

int main(void) {
#ifdef HIER_HOST_SPMD
  int lengths[] = {0, 1, 31, 32, 33, 300}; // (scans.cpp says why)
#else
  int lengths[] = {0, 1, 31, 32, 33, MaxLen};
#endif
  for (int n = 0; n < 6; ++n)
    run(lengths[n]);
  if (Failures)
    printf("FAIL: %d of %d checks\n", Failures, Checks);
  else
    printf("scans: %d checks agree\n", Checks);
  return Failures != 0;
}
