// A team without vector_length or team_size whose loops all spread over the
// whole block (thread vector loops, thread loops without a vector loop) and
// run 4096 or more iterations, each a constant, gets a 256-thread block
// instead of 128 (docs/design.md, "Default team shape"): on the host
// launch, in the kernel's constants and in the remark. Anything else keeps
// the 128-thread block.
// RUN: %clangxx -std=c++17 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o /dev/null -Rpass-analysis=hier 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not="threads for a 256"
// RUN: %clangxx -std=c++17 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-host-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HOST

constexpr int Cols = 4096;

// Two reductions over a row, then a loop writing it (a layer normalisation).
// HOST-LABEL: define {{.*}}@_Z9normalizePKfPfl(
// HOST: call {{.*}}__hier_num_teams{{.*}}(i64 {{.*}}, i32 noundef 0, i64 noundef 0, i32 noundef 0, i64 noundef 65536, i64 noundef %{{[0-9]+}}, i64 noundef 8,
// HOST: insertvalue [3 x i32] %{{[0-9]+}}, i32 8, 1
void normalize(const float *x, float *y, long rows) {
// REMARK-DAG: team-shape-long-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 8 threads (default lanes, threads for a 256-thread block: its loops spread over the block run 4096 or more iterations)
#pragma hier team is_device_ptr(x, y)
  for (long r = 0; r < rows; ++r) {
    float sum = 0;
#pragma hier thread vector reduction(+ : sum)
    for (int c = 0; c < Cols; ++c)
      sum += x[r * Cols + c];
    float sq = 0;
#pragma hier thread vector reduction(+ : sq)
    for (int c = 0; c < Cols; ++c)
      sq += (x[r * Cols + c] - sum / Cols) * (x[r * Cols + c] - sum / Cols);
#pragma hier thread vector
    for (int c = 0; c < Cols; ++c)
      y[r * Cols + c] = (x[r * Cols + c] - sum / Cols) / (sq + 1);
  }
}

// A thread loop without a vector loop spreads over the block too; the
// largest trip count decides.
void flatThread(double *y, long n) {
// REMARK-DAG: team-shape-long-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 8 threads (default lanes, threads for a 256-thread block: its loops spread over the block run 4096 or more iterations)
#pragma hier team is_device_ptr(y)
  for (long i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < 10; ++j)
      y[i * 5000 + j] = 0;
#pragma hier thread
    for (int j = 0; j < 5000; ++j)
      y[i * 5000 + j] += 1;
  }
}

// Below 4096 iterations: the default block.
// HOST-LABEL: define {{.*}}@_Z6short_Pdl(
// HOST: call {{.*}}__hier_num_teams{{.*}}(i64 {{.*}}, i32 noundef 0, i64 noundef 0, i32 noundef 0, i64 noundef 65536, i64 noundef %{{[0-9]+}}, i64 noundef 4,
// HOST: insertvalue [3 x i32] %{{[0-9]+}}, i32 4, 1
void short_(double *y, long n) {
// REMARK-DAG: team-shape-long-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 4 threads (default lanes, threads for a 128-thread block)
#pragma hier team is_device_ptr(y)
  for (long i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int c = 0; c < 4095; ++c)
      y[i * 4095 + c] = 0;
  }
}

// A trip count known only at run time: the default block.
void runTime(double *y, long n, int m) {
// REMARK-DAG: team-shape-long-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 4 threads (default lanes, threads for a 128-thread block)
#pragma hier team is_device_ptr(y)
  for (long i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int c = 0; c < 8192; ++c)
      y[i * 8192 + c] = 0;
#pragma hier thread vector
    for (int c = 0; c < m; ++c)
      y[i * 8192 + c] += 1;
  }
}

// A vector loop: its lanes decide, threads for 128.
void withVector(double *y, long n) {
// REMARK-DAG: team-shape-long-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 8 lanes x 16 threads (lanes from the vector loops' trip counts, threads for a 128-thread block)
#pragma hier team is_device_ptr(y)
  for (long i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int c = 0; c < 8192; ++c)
      y[i * 8192 + c] = 0;
#pragma hier thread
    for (int j = 0; j < 16; ++j) {
#pragma hier vector
      for (int c = 0; c < 8; ++c)
        y[i * 8192 + j * 8 + c] += 1;
    }
  }
}

// team_size as written wins.
void written(double *y, long n) {
// REMARK-DAG: team-shape-long-loops.cpp:[[@LINE+1]]:14: remark: [HIER008] team block of 32 lanes x 2 threads (default lanes, team_size as written)
#pragma hier team team_size(2) is_device_ptr(y)
  for (long i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int c = 0; c < 8192; ++c)
      y[i * 8192 + c] = 0;
  }
}
