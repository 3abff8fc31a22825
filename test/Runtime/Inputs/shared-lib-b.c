/* libB of shared-libs.cpp: a C library of hier kernels. */
#include <hier/hier.h>

/* The scratch of the host team running, whichever library's region it is. */
long libBScratch(int k) { return ((long *)hier_scratch())[k]; }

long libBMax(const long *x, int n) {
  long m = -1000000;
#pragma hier team reduction(max: m) map(to: x[0:n])
  for (int i = 0; i < n; ++i)
    m = x[i] > m ? x[i] : m;
  return m;
}
