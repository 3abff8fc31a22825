// libA of shared-libs.cpp: a C++ library of hier kernels.
#include <hier/hier.h>

#ifdef CROSS_LIBRARY
extern "C" long libBScratch(int k); // libB (C), which reads the scratch of libA's team
#endif

// out[t * 8 + k] = t * 10 + k through team t's scratch; read back through a
// function of libB when the teams run on the host (host-only build).
void libAScratch(long *out, int n) {
#pragma hier team scratch(8 * sizeof(long)) map(from: out[0:n*8])
  for (int t = 0; t < n; ++t) {
    long *s = static_cast<long *>(hier_scratch());
#pragma hier thread
    for (int k = 0; k < 8; ++k)
      s[k] = t * 10L + k;
#pragma hier barrier
#pragma hier thread
    for (int k = 0; k < 8; ++k)
#ifdef CROSS_LIBRARY
      out[t * 8 + k] = libBScratch(k);
#else
      out[t * 8 + k] = s[k];
#endif
  }
}

long libASum(const long *x, int n) {
  long s = 0;
#pragma hier team reduction(+: s) map(to: x[0:n])
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}
