// A literal vector_length that is no power of two, or above 32, runs as a
// power of two of lanes, at most 32: the GPU compile says so once.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=remark:
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -S -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOST --allow-empty
// HOST-NOT: remark:

void f(int n, double *a) {
// CHECK: lanes-rounded.cpp:[[@LINE+1]]:33: remark: vector_length(48) runs as 32 lanes per thread: a thread's lanes are a power of two no larger than 32, within one warp; the vector loops still cover every iteration
#pragma hier team vector_length(48) map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < n; ++j) {
#pragma hier vector
      for (int k = 0; k < n; ++k)
        a[k] += j;
    }
  }
// CHECK: lanes-rounded.cpp:[[@LINE+1]]:33: remark: vector_length(6) runs as 8 lanes per thread
#pragma hier team vector_length(6) map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma hier team vector_length(16) map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
