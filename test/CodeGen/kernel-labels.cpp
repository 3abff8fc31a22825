// label("name") names the kernel: the GPU code's kernel symbol (PTX .entry,
// AMDGPU kernel) and the host's offload entry, the string the offload
// runtime looks the kernel up by and LIBOMPTARGET_INFO prints, are the
// label; the instantiations of a labelled team in a template are numbered
// in both in the same order; unlabelled teams keep Clang's names; no marker
// is left. The host module checked is the host front end's own output
// (-save-temps), where Clang runs no passes.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clangxx %offload -isystem %hier_include -O2 -c -save-temps %s -o labels.o
// RUN: llvm-dis kernel-labels-host-x86_64-pc-linux-gnu.bc -o - | FileCheck %s --check-prefix=HOST
// RUN: FileCheck %s --check-prefix=PTX < kernel-labels-openmp-nvptx64-nvidia-cuda-sm_90.s
// RUN: FileCheck %s --check-prefix=ORDER < kernel-labels-openmp-nvptx64-nvidia-cuda-sm_90.s
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o /dev/null -Rpass-analysis=hier 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=AMD
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=O0
// The whole program links (nvlink finds every kernel the entries name) and
// runs right on the host fallback.
// RUN: %clangxx %offload -O2 %s -o labels && %host-fallback ./labels | FileCheck %s --check-prefix=EXEC

#include <hier/hier.h>
#include <cstdio>

// HOST-DAG: c"saxpy\00", section ".llvm.rodata.offloading"
// HOST-DAG: c"fill\00", section ".llvm.rodata.offloading"
// HOST-DAG: c"fill_1\00", section ".llvm.rodata.offloading"
// HOST-DAG: c"__omp_offloading_{{.*}}unlabelled{{.*}}\00", section ".llvm.rodata.offloading"
// The instantiations are numbered alike in both: fill<double> is 'fill',
// fill<float> 'fill_1' (Clang's names: ..._Z4fillIdE... < ..._Z4fillIfE...).
// HOST-DAG: @.offloading.entry.fill = weak constant {{.*}} ptr @.__omp_offloading_{{.*}}_Z4fillIdE{{.*}}.region_id
// HOST-DAG: @.offloading.entry.fill_1 = weak constant {{.*}} ptr @.__omp_offloading_{{.*}}_Z4fillIfE{{.*}}.region_id
// HOST-DAG: @.offloading.entry.saxpy = weak constant
// The host function keeps Clang's name: 'saxpy' is also the user's function.
// HOST-DAG: define {{.*}}void @_Z5saxpyifPKfPf(
// HOST-DAG: define internal void @__omp_offloading_{{.*}}_Z5saxpyifPKfPf_l{{[0-9]+}}(
// HOST-NOT: __hier_label
// PTX-DAG: .entry saxpy(
// PTX-DAG: .entry fill(
// PTX-DAG: .entry fill_1(
// PTX-DAG: .entry __omp_offloading_{{.*}}unlabelled
// PTX-NOT: __hier_label
// ORDER-LABEL: .entry fill_1(
// ORDER: st.global.b32
// ORDER-LABEL: .entry fill(
// ORDER: st.global.b64
// AMD-DAG: define {{.*}}amdgpu_kernel void @saxpy(
// AMD-DAG: define {{.*}}amdgpu_kernel void @fill(
// AMD-NOT: __hier_label
// O0-DAG: define {{.*}}ptx_kernel void @saxpy(
// O0-NOT: __hier_label
// REMARK-DAG: kernel-labels.cpp:{{[0-9]+}}:{{[0-9]+}}: remark: [HIER021] kernel 'saxpy' (label), was '__omp_offloading_{{.*}}_Z5saxpyifPKfPf_l{{[0-9]+}}'
// REMARK-DAG: remark: [HIER021] kernel 'fill_1' (label), was '__omp_offloading_{{.*}}_Z4fillIfE{{.*}}'

void saxpy(int n, float a, const float *x, float *y) {
#pragma hier team label("saxpy") map(to: x[0:n]) map(tofrom: y[0:n])
  for (int b = 0; b < n; b += 64) {
#pragma hier thread vector
    for (int i = b; i < (b + 64 < n ? b + 64 : n); ++i)
      y[i] += a * x[i];
  }
}

template <class T> void fill(int n, T *y, T v) {
#pragma hier team label("fill") map(from: y[0:n])
  for (int b = 0; b < n; b += 64) {
#pragma hier thread vector
    for (int i = b; i < (b + 64 < n ? b + 64 : n); ++i)
      y[i] = v;
  }
}

void unlabelled(int n, float *y) {
#pragma hier team map(tofrom: y[0:n])
  for (int b = 0; b < n; b += 64) {
#pragma hier thread vector
    for (int i = b; i < (b + 64 < n ? b + 64 : n); ++i)
      y[i] *= 2;
  }
}

int main() {
  const int n = 1000;
  static float x[n], y[n];
  static double d[n];
  fill(n, x, 1.0f);
  fill(n, d, 0.5);
  fill(n, y, 2.0f);
  saxpy(n, 3, x, y);
  unlabelled(n, y);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += y[i] != 10.0f || d[i] != 0.5;
  std::printf("labels: %d wrong\n", bad);
  return bad != 0;
}
// EXEC: labels: 0 wrong
