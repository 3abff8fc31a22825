// -fplugin-arg-hier-max-registers=N limits each hier kernel of the file to N
// registers per thread (PTX .maxnreg), as nvcc's -maxrregcount; without it
// ptxas decides. Bad values and unknown plugin arguments are errors.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o - | FileCheck %s --check-prefix=DEFAULT
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o - -fplugin-arg-hier-max-registers=64 -Rpass-analysis=hier 2>%t.remarks | FileCheck %s --check-prefix=LIMIT
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o - -fplugin-arg-hier-max-registers=0 | FileCheck %s --check-prefix=DEFAULT
// RUN: not %clangxx -fopenmp -fsyntax-only %s -fplugin-arg-hier-max-registers=300 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not %clangxx -fopenmp -fsyntax-only %s -fplugin-arg-hier-max-registers=many 2>&1 | FileCheck %s --check-prefix=NAN
// RUN: not %clangxx -fopenmp -fsyntax-only %s -fplugin-arg-hier-max-regs=64 2>&1 | FileCheck %s --check-prefix=UNKNOWN

void scale(double *a, int n) {
#pragma hier team map(tofrom: a[0:n])
  for (int i = 0; i < n; i += 32) {
#pragma hier thread vector
    for (int j = i; j < (i + 32 < n ? i + 32 : n); ++j)
      a[j] *= 2;
  }
}

// DEFAULT-NOT: .maxnreg
// LIMIT: .entry {{.*}}scale
// LIMIT: .maxnreg 64
// REMARK: register-budget.cpp:[[@LINE-11]]:14: remark: [HIER010] kernel may use at most 64 registers per thread (-fplugin-arg-hier-max-registers)
// RANGE: error: '-fplugin-arg-hier-max-registers' needs a number of registers from 16 to 255, or 0 for no limit; got '300'
// NAN: error: '-fplugin-arg-hier-max-registers' needs a number of registers from 16 to 255, or 0 for no limit; got 'many'
// UNKNOWN: error: unknown hier plugin argument '-fplugin-arg-hier-max-regs=64'
