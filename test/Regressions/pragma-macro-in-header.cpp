// A macro that writes hier loops with _Pragma works where it is expanded in
// an #included file as it does in the main file. It was rejected there
// ("'#pragma hier team' must be followed by a 'for' loop" at the
// expansion): the handler read on in an included file only if the rest of
// the file held the loop, and a pragma from a macro expansion reads the
// macro's tokens (ReadAhead.cpp, headerRestHolds).
// RUN: %clangxx -O1 -fopenmp -Wall -Werror %s -o %t && %run %t | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload -Wall -Werror %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK: sums: 4950 4950
// CHECK: squares: 328350 cubes: 24502500

#include <hier/hier.h>
#include <cstdio>
#include "Inputs/sum-macro.h"

DEFINE_SUM(sumInMain)

int main() {
  double a[100];
  for (int i = 0; i < 100; ++i)
    a[i] = i;
  std::printf("sums: %g %g\n", sumInHeader(a, 100), sumInMain(a, 100));
  std::printf("squares: %.0f cubes: %.0f\n", sumOfSquares(a, 100),
              sumOfCubes(a, 100));
}
