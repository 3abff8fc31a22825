// The second C++ file of multi-file.cpp: declare-target functions that its
// teams call (one reads the team's scratch), and a team reduction of its own.
#include <hier/hier.h>

#pragma omp declare target
double scale(double x) { return 3.0 * x + 1.0; }
long fromScratch(int k) { return static_cast<long *>(hier_scratch())[k]; }
extern "C" long fromScratchC(int k) { return fromScratch(k) + 1; }
#pragma omp end declare target

// The first region of this file, as main's first region is of its file: a
// team reduction of a long, with another operator (their slots must differ).
long libSum(const long *x, int n) {
  long s = 5;
#pragma hier team reduction(+: s) map(to: x[0:n*8])
  for (int i = 0; i < n; ++i) {
#pragma hier thread reduction(+: s)
    for (int j = 0; j < 8; ++j)
      s += x[i * 8 + j];
  }
  return s;
}
