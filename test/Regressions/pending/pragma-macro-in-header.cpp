// Open bug (found in session 26 while moving a test harness into a header):
// a macro that writes hier loops with _Pragma works where it is expanded in
// the main file, and is rejected where it is expanded in an #included file:
// "'#pragma hier team' must be followed by a 'for' loop" at the expansion.
// The pragma handler reads on in an included file only if the rest of the
// file plainly holds the loop (ReadAhead.cpp, headerRestHolds: the file's
// lexer is popped at its end while the handler's frame runs); a pragma from
// a macro expansion reads the macro's tokens, which that test does not see.
// RUN: %clangxx -O1 -fopenmp %s -o %t && %run %t | FileCheck %s
// CHECK: sums: 4950 4950

#include <hier/hier.h>
#include <cstdio>
#include "Inputs/sum-macro.h"

DEFINE_SUM(sumInMain)

int main() {
  double a[100];
  for (int i = 0; i < 100; ++i)
    a[i] = i;
  std::printf("sums: %g %g\n", sumInHeader(a, 100), sumInMain(a, 100));
}
