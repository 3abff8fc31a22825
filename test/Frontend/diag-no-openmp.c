// Without -fopenmp the plugin says what is missing (in C too).
// RUN: %clang_cc1 -fsyntax-only -verify %s
// And without the plugin, '#pragma hier' is an unknown pragma, which is why
// the plugin predefines __HIER__:
// RUN: %clang -fsyntax-only -fopenmp -DCHECK_MACRO %s
// RUN: not %clang_noplugin -fsyntax-only -fopenmp -DCHECK_MACRO %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// NOPLUGIN: error: compile with -fplugin=libhier.so

#ifdef CHECK_MACRO
#ifndef __HIER__
#error compile with -fplugin=libhier.so
#endif
#else
void f(int n, double *a) {
#pragma hier team // expected-error {{'#pragma hier' requires OpenMP: compile with -fopenmp (and --offload-arch=... for a GPU; on Debian's LLVM, which ships no OpenMP device runtime, also pass --no-offloadlib)}}
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
#endif
