// A pragma inside the loop header that a hier directive reads made clang loop
// forever, printing "expected ',' or ')' in 'num_teams' clause": the handler
// put the '#pragma omp' line's opening annotation token into the generated
// launch but not its end, which it never read. Also in the declaration after
// '#pragma hier shared'. Found by: the deterministic fuzz step of CI (input
// '0team\n  for (int\n#pragma omp  i =$0; i < n _Pragma("hier team"); ...').
// Fixed: a pragma in what the handler reads is an error, and the tokens go
// back to Clang as they were.
// RUN: not %clang_cc1 -fopenmp -fsyntax-only -ferror-limit 0 %s 2>&1 | FileCheck %s --implicit-check-not="in 'num_teams' clause"
// CHECK: pragma-in-loop-header.cpp:[[@LINE+4]]:1: error: a pragma cannot appear in the loop header that '#pragma hier team' reads
void f(int n, double *a) {
#pragma hier team
  for (int i = 0;
#pragma omp barrier
       i < n; ++i) {}
}

// CHECK: pragma-in-loop-header.cpp:[[@LINE+6]]:1: error: a pragma cannot appear in the loop header that '#pragma hier thread' reads
void g(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < n;
#pragma unroll 2
         ++j) {}
  }
}

// CHECK: pragma-in-loop-header.cpp:[[@LINE+6]]:1: error: a pragma cannot appear in the declaration that '#pragma hier shared' reads
void h(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i) {
#pragma hier shared
    double t[2] =
#pragma omp barrier
        {1, 2};
    a[i] = t[0];
  }
}

// The fuzzer's input, whole.
// CHECK: pragma-in-loop-header.cpp:[[@LINE+5]]:27: error: '#pragma hier' cannot appear inside another hier directive
// CHECK: pragma-in-loop-header.cpp:[[@LINE+4]]:1: error: a pragma cannot appear in the loop header that '#pragma hier team' reads
void fuzz(int n) {
#pragma hier team
  for (int
#pragma omp  i =$0; i < n _Pragma("hier team"); ++i) {}0
}
