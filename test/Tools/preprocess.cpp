// -E keeps every '#pragma hier' line, its macros expanded, on its own line,
// and prints hier's declarations where <hier/hier.h> asks for them; compiled
// with the plugin, the output is the same program: the same host and device
// IR as the source (the kernels are named after the pragma's file and line,
// so the lines must be right too) and the same results.
// RUN: %clangxx -fopenmp -isystem %hier_include -Wall -Werror -E %s -o %t.ii
// RUN: FileCheck %s --check-prefix=PP < %t.ii
// RUN: %clangxx -fopenmp -O1 -S -emit-llvm %s -o - | grep -v '^; ModuleID\|^source_filename' > %t.src.ll
// RUN: %clangxx -fopenmp -O1 -S -emit-llvm %t.ii -o - | grep -v '^; ModuleID\|^source_filename' > %t.ii.ll
// RUN: diff %t.src.ll %t.ii.ll
// RUN: %clangxx -fopenmp -O1 -Wall -Werror %t.ii -o %t.fromii && %run %t.fromii | FileCheck %s
// RUN: %clangxx -fopenmp -O1 %s -o %t.fromsrc && %run %t.fromsrc | FileCheck %s
//
// An offload compile preprocesses each side for itself. The driver compiles
// a preprocessed file for the host only, so the device's is compared through
// -save-temps: its front end compiles the device's .ii (and runs the pipeline,
// see Plugin.cpp); bitcode keeps no attribute comments.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir
// RUN: %clangxx %offload -isystem %hier_include --offload-host-only -E %s -o %t.host.ii
// RUN: %clangxx %offload -O2 --offload-host-only -S -emit-llvm %s -o - | grep -v '^; ModuleID\|^source_filename' > %t.hsrc.ll
// RUN: %clangxx %offload -O2 --offload-host-only -S -emit-llvm %t.host.ii -o - | grep -v '^; ModuleID\|^source_filename' > %t.hii.ll
// RUN: diff %t.hsrc.ll %t.hii.ll
// RUN: %clangxx %offload -isystem %hier_include -O2 --offload-device-only -save-temps -S -emit-llvm %s -o %t.dev.ll
// RUN: cat preprocess-openmp-nvptx64-*.ii | FileCheck %s --check-prefix=PP
// RUN: %clangxx %offload -O2 --offload-device-only -S -emit-llvm %s -o - | grep -v '^; ModuleID\|^source_filename\|^; Function Attrs\|^attributes #' > %t.dsrc.ll
// RUN: cat preprocess-openmp-nvptx64-*.bc | llvm-dis -o - | grep -v '^; ModuleID\|^source_filename\|^; Function Attrs\|^attributes #' > %t.dii.ll
// RUN: diff %t.dsrc.ll %t.dii.ll
//
// CHECK-NOT: FAIL
// CHECK: preprocess: all agree

#include <hier/hier.h>
#include <cstdio>
#include <vector>

#define LANES 8
#define THREADS 4
#define MAP_BOTH(p, n) map(tofrom: p[0:n])
#define TEAM team team_size(THREADS) vector_length(LANES)

// PP: #pragma hier __declarations
// PP: #pragma hier team team_size(4) vector_length(8) map(tofrom: a[0:rows * cols]) reduction(+: total)
// PP-NEXT: for (int r = 0; r < rows; ++r) {
// PP: #pragma hier thread
// PP-NEXT: for (int c = 0; c < cols; c += 8) {
// PP: #pragma hier vector reduction(+: part)
// PP-NEXT: for (int k = c; k < (c + 8 < cols ? c + 8 : cols); ++k) {
// PP: #pragma hier barrier
static long fill(long *a, int rows, int cols) {
  long total = 0;
#define LANES_STEP LANES
#pragma hier TEAM MAP_BOTH(a, rows * cols) reduction(+: total)
  for (int r = 0; r < rows; ++r) {
#pragma hier thread
    for (int c = 0; c < cols; c += LANES_STEP) {
      long part = 0;
#pragma hier vector reduction(+: part)
      for (int k = c; k < (c + LANES < cols ? c + LANES : cols); ++k) {
        auto cell = [=](int x) { return 3L * r + x; };
        a[r * cols + k] = cell(k);
        part += k;
      }
      total += part;
    }
#pragma hier barrier
  }
  return total;
}

int main() {
  const int Rows = 37, Cols = 45;
  std::vector<long> a(Rows * Cols), want(Rows * Cols);
  long wantTotal = 0;
  long total = fill(a.data(), Rows, Cols);
  for (int r = 0; r < Rows; ++r)
    for (int k = 0; k < Cols; ++k) {
      want[r * Cols + k] = 3L * r + k;
      wantTotal += k;
    }
  int bad = 0;
  for (int i = 0; i < Rows * Cols; ++i)
    bad += a[i] != want[i];
  if (bad || total != wantTotal)
    std::printf("FAIL preprocess: %d cells differ, total %ld want %ld\n", bad,
                total, wantTotal);
  else
    std::printf("preprocess: all agree\n");
  return bad != 0;
}
