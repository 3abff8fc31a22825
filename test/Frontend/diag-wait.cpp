// '#pragma hier wait' takes no clause; it is a host statement.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -ast-print -DPRINT %s | FileCheck %s
// RUN: %clang_cc1 -fopenmp -ast-print -DPRINT %s | FileCheck %s --check-prefix=HOSTONLY

void f(int n, float *a) {
#pragma hier team nowait map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 1;
#pragma hier wait
#ifndef PRINT
#pragma hier wait nowait // expected-error {{clause 'nowait' is not allowed on '#pragma hier wait'}}
#pragma hier wiat // expected-error {{unknown hier directive 'wiat'; did you mean 'wait'?}}
#endif
}
// The team queues behind the thread's other 'nowait' teams; wait is a
// taskwait. Without an offload target the team is synchronous.
// CHECK: #pragma omp target teams ompx_bare {{.*}}nowait{{.*}} depend(inout : *__hier_stream_enqueue())
// HOSTONLY: #pragma omp target teams ompx_bare
// HOSTONLY-NOT: nowait
// HOSTONLY-NOT: depend
// CHECK: #pragma omp taskwait
// CHECK-NOT: taskwait
