// '#pragma hier routine': a routine of the same file is inlined into the
// team's kernel before its loops are mapped ([HIER018]), so a vector
// routine's loop in a thread loop maps to the lanes of the thread (shuffles
// within the group) and the thread loop to threadIdx.y; a vector routine of
// another file (only declared here) keeps the calling thread loop on
// threadIdx.y too (its declaration is nomerge in the GPU compile), where a
// thread loop calling an ordinary function is spread over every lane.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o %t.ll -Rpass-analysis=hier 2>%t.remarks
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

#pragma hier routine vector
static double rowSum(const double *row, int n) {
  double s = 0;
#pragma hier vector reduction(+: s)
  for (int k = 0; k < n; ++k)
    s += row[k];
  return s;
}

#pragma hier routine thread
static void rowSums(const double *m, double *out, int rows, int cols) {
#pragma hier thread
  for (int r = 0; r < rows; ++r) {
    double s = rowSum(m + r * cols, cols);
#pragma hier single thread
    out[r] = s;
  }
}

#pragma omp declare target
#pragma hier routine vector
double elsewhere(const double *row, int n);
double plainFunction(const double *row, int n);
#pragma omp end declare target

void sums(const double *m, double *out, int teams) {
#pragma hier team team_size(4) vector_length(8) is_device_ptr(m, out)
  for (int t = 0; t < teams; ++t)
    rowSums(m + t * 64 * 40, out + t * 64, 64, 40);
}

void other(const double *m, double *out, int teams) {
#pragma hier team team_size(4) vector_length(8) is_device_ptr(m, out)
  for (int t = 0; t < teams; ++t) {
#pragma hier thread
    for (int r = 0; r < 64; ++r)
      out[t * 64 + r] = elsewhere(m + (t * 64 + r) * 40, 40);
  }
}

void plain(const double *m, double *out, int teams) {
#pragma hier team team_size(4) vector_length(8) is_device_ptr(m, out)
  for (int t = 0; t < teams; ++t) {
#pragma hier thread
    for (int r = 0; r < 64; ++r)
      out[t * 64 + r] = plainFunction(m + (t * 64 + r) * 40, 40);
  }
}

// CHECK-LABEL: define {{.*}}sums
// CHECK-NOT: call {{.*}}rowSum
// CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// CHECK: call {{.*}}@llvm.nvvm.shfl.sync.bfly
// CHECK: ret void
// CHECK-LABEL: define {{.*}}other
// CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// CHECK: call {{.*}}@_Z9elsewherePKdi(
// CHECK-LABEL: define {{.*}}plain
// CHECK: call {{.*}}@_Z13plainFunctionPKdi(

// The routine's thread loop (line 23) in its team, the thread loop calling
// the other file's vector routine (46) on threads, the one calling a plain
// function (55) over every lane.
// REMARK-DAG: routines.cpp:23:14: remark: [HIER001] thread loop {{[0-9]+}} mapped to threads (threadIdx.y
// REMARK-DAG: routines.cpp:46:14: remark: [HIER001] thread loop {{[0-9]+}} mapped to threads (threadIdx.y
// REMARK-DAG: routines.cpp:55:14: remark: [HIER002] thread loop {{[0-9]+}} contains no vector loop
