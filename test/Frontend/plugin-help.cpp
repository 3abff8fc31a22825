// -fplugin-arg-hier-help lists the plugin's options, one line each with
// what it takes and its default, and the compile goes on (once per compile:
// an offload compile's GPU job lists nothing).
// RUN: %clangxx -fopenmp -fsyntax-only %s -fplugin-arg-hier-help | FileCheck %s
// RUN: %clangxx %offload -fsyntax-only %s -fplugin-arg-hier-help | FileCheck %s
// RUN: %clangxx %offload -fsyntax-only %s -fplugin-arg-hier-help -fplugin-arg-hier-max-registers=64 | FileCheck %s
// CHECK: hier plugin options (-fplugin-arg-hier-NAME=VALUE):
// CHECK-NEXT: max-registers=VALUE: registers per thread each hier kernel may use (NVIDIA, [HIER010]); VALUE: a number of registers from 16 to 255, or 0 for no limit; default 0
// CHECK-NEXT: overlap-loads=VALUE: iterations of a gathering vector loop whose loads a lane issues together (NVIDIA, [HIER014]); VALUE: a number of iterations from 1 (off) to 16; default 4
// CHECK-NEXT: cuda-path=VALUE: the CUDA installation whose libdevice device math links (NVIDIA, [HIER016]); only there, if given; VALUE: a directory; default none
// CHECK-NEXT: rocm-device-lib-path=VALUE: the directory of ROCm's device libraries (ocml.bc) device math links (AMD, [HIER016]); only there, if given; VALUE: a directory; default none
// CHECK-NEXT: race-warnings=VALUE: warnings for a variable updated in a thread or vector loop without a reduction; VALUE: on or off; default on
// CHECK-NEXT: help: print this list (the compile goes on)
// CHECK-NOT: hier plugin options
// An unknown option says where the list is.
// RUN: not %clangxx -fopenmp -fsyntax-only %s -fplugin-arg-hier-hlep 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: unknown hier plugin argument '-fplugin-arg-hier-hlep' (see -fplugin-arg-hier-help)

void f(int n, double *a) {
#pragma hier team
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
