/* The C file of multi-file.cpp: a team region whose scratch a function of a
   C++ file reads. */
#include <hier/hier.h>

#pragma omp declare target
long fromScratchC(int k);
#pragma omp end declare target

/* out[t * 16 + k] = t * 100 + k + 1, through the scratch of team t. */
void cScratch(long *out, int n) {
#pragma hier team scratch(16 * sizeof(long)) map(from: out[0:n*16])
  for (int t = 0; t < n; ++t) {
    long *s = hier_scratch();
#pragma hier thread vector
    for (int k = 0; k < 16; ++k)
      s[k] = t * 100L + k;
#pragma hier barrier
#pragma hier thread vector
    for (int k = 0; k < 16; ++k)
      out[t * 16 + k] = fromScratchC(k);
  }
}
