// Ported from LLVM offload/test/offloading/firstprivate_packed_buffer_lifetime.c:
// several firstprivate scalars and a struct, packed into the kernel's
// arguments, keep their values in every team, also when the host changes
// its copies right after the region returns and launches again.
// RUN: %clang -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clang -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: firstprivate-struct: PASS

#include <hier/hier.h>
#include "Inputs/conformance.h"

struct S {
  char c;
  double d;
  short s[3];
  long long q;
};

int main(void) {
  long bad = 0;
  for (int round = 0; round < 3; ++round) {
    char c = (char)(10 + round);
    short sh = (short)(-300 - round);
    double d = 0.125 * round;
    struct S st = {'x', 2.5 + round, {1, 2, (short)(3 + round)}, 1LL << (40 + round)};
    long errors = 0;
#pragma hier team team_size(4) vector_length(8) max_teams(3) firstprivate(c, sh, d, st) reduction(+: errors)
    for (int l = 0; l < 20; ++l) {
      long e = 0;
#pragma hier thread vector reduction(+: e)
      for (int i = 0; i < 40; ++i)
        e += c != 10 + round || sh != -300 - round || d != 0.125 * round ||
             st.c != 'x' || st.d != 2.5 + round || st.s[2] != 3 + round ||
             st.q != 1LL << (40 + round);
      errors += e;
    }
    bad += errors;
  }
  conf_check("firstprivate values", bad);
  return conf_done("firstprivate-struct");
}
