// A '!=' loop that counts down with a negated step ('v += -1', also
// 'v -= -s' upwards) runs one iteration instead of five: the plugin accepts
// it silently and gets the trip count wrong ('v > 2' or 'v -= 1' are right).
// Found by: utils/hier-randprog.py (seed 1, programs 45..92). Fixed: for
// '!=' with an explicit step the step's run-time sign gives the direction.
// RUN: %clangxx -O1 -fopenmp %s -o %t && %run %t | FileCheck %s
// CHECK: 0 0 0 1 1 1 1 1
#include <cstdio>

int main() {
  long long G[8] = {0};
  long long *A = G;
#pragma hier team map(tofrom: A[0:8])
  for (int i = 0; i < 1; ++i) {
#pragma hier thread vector
    for (unsigned long long v = 7; v != 2; v += -1)
      A[v] += 1;
  }
  for (int k = 0; k < 8; ++k)
    std::printf("%lld ", G[k]);
  std::printf("\n");
}
