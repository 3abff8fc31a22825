// The plugin predefines __HIER__ and hier's version (project(hier VERSION)
// in CMakeLists.txt): HIER_VERSION is major * 10000 + minor * 100 + patch.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify -x c++ %s
// And through the driver, in a program that prints them (0.9.0 is the
// version of CMakeLists.txt's project()):
// RUN: %clang -fopenmp -DPRINT %s -o %t && %run %t | FileCheck %s
// CHECK: hier 0.9.0 900
// expected-no-diagnostics

#if !defined(__HIER__) || !defined(HIER_VERSION_MAJOR) ||                    \
    !defined(HIER_VERSION_MINOR) || !defined(HIER_VERSION_PATCH)
#error "the plugin predefines the version"
#endif
#if HIER_VERSION != HIER_VERSION_MAJOR * 10000 + HIER_VERSION_MINOR * 100 + HIER_VERSION_PATCH
#error "HIER_VERSION is major * 10000 + minor * 100 + patch"
#endif
#if HIER_VERSION < 900
#error "older than the first versioned hier"
#endif
_Static_assert(HIER_VERSION_MINOR < 100 && HIER_VERSION_PATCH < 100,
               "two decimal digits each");

#ifdef PRINT
#include <stdio.h>
int main(void) {
  printf("hier %d.%d.%d %d\n", HIER_VERSION_MAJOR, HIER_VERSION_MINOR,
         HIER_VERSION_PATCH, HIER_VERSION);
  return 0;
}
#endif
