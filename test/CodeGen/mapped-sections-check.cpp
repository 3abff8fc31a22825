// The pre-launch check's mapped sections (plugin/MappedSections.cpp): each
// one-dimensional section of a team's map clauses is passed to
// __hier_check_pointers as written, with its first element's address and its
// size in bytes; whole variables, sections of several dimensions, strided
// sections and 'a[lb:]' are not. Host IR of an offload build, at -O0 so every
// argument stays.
// RUN: %clangxx %offload --offload-host-only -O0 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clangxx -fopenmp -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOSTONLY

#include <hier/hier.h>

struct Soa {
  double *x;
  float *y;
};

// CHECK-DAG: c"{{.*}}mapped-sections-check.cpp:[[#@LINE+10]]\00"
// CHECK-DAG: c"a[0:n]\00"
// CHECK-DAG: c"s.x[lo:n - lo]\00"
// CHECK-DAG: c"b[:n]\00"
// CHECK-NOT: c"grid
// CHECK-NOT: c"c[
// CHECK-NOT: c"d[
// HOSTONLY-NOT: call {{.*}}__hier_check_pointers
void update(double *a, Soa s, int *b, double (*grid)[8], int n, int lo) {
  long c[16] = {0}, d[16] = {0};
#pragma hier team map(tofrom: a[0:n], s.x[lo:n - lo]) map(to: b[:n], grid[0:n][0:8]) map(always, to: c) map(to: s) map(to: d[1:])
  for (int t = 0; t < n; ++t) {
#pragma hier thread
    for (int i = 0; i < 8; ++i)
      a[t] += grid[t][i] + b[t] + c[0] + d[1] + s.x[t];
  }
}
