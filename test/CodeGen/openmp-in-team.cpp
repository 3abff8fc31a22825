// OpenMP constructs and routines inside a hier team need LLVM's OpenMP device
// runtime, which hier kernels do not link: one error per construct, in the
// user's terms, with what to write instead, and no runtime function's name
// where the construct has one (Clang's helper calls around a 'critical' add
// no errors). With -g each points at its line and column; without, at the
// enclosing function's declaration, or names the team's line for the region.
// RUN: not %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -g -S -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=G --implicit-check-not=error:
// RUN: not %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOG --implicit-check-not=error:
// RUN: not %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -g -S -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=G --implicit-check-not=error:

extern "C" int omp_get_num_threads(void);

static void orphaned(double *a) {
#pragma omp critical
  a[0] += 1;
#pragma omp barrier
}

void team(double *a, int n) {
#pragma hier team map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma omp parallel for
    for (int j = 0; j < 4; ++j)
      a[i] += j;
    orphaned(a);
    a[i] += omp_get_num_threads();
  }
}

// G-DAG: openmp-in-team.cpp:22:1: error: hier: an OpenMP 'parallel' inside a hier team needs LLVM's OpenMP device runtime, which hier kernels do not link (in the hier team at line 20 of 'team(double*, int)'); a hier team's threads already run in parallel: spread loops over them with '#pragma hier thread' and '#pragma hier vector'
// G-DAG: openmp-in-team.cpp:26:13: error: hier: a call to the OpenMP routine 'omp_get_num_threads' needs LLVM's OpenMP device runtime, which hier kernels do not link (in the hier team at line 20 of 'team(double*, int)'); use hier's API (hier/hier.h)
// G-DAG: openmp-in-team.cpp:14:1: error: hier: an OpenMP 'critical' inside a hier team needs LLVM's OpenMP device runtime, which hier kernels do not link (in 'orphaned(double*)'); update shared data with '#pragma omp atomic' or a hier 'reduction' clause
// G-DAG: openmp-in-team.cpp:16:1: error: hier: an OpenMP 'barrier' inside a hier team needs LLVM's OpenMP device runtime, which hier kernels do not link (in 'orphaned(double*)'); use '#pragma hier barrier'
// G: 4 errors generated.

// NOG-DAG: {{^}}error: hier: an OpenMP 'parallel' inside a hier team {{.*}}(in the hier team at line 20 of 'team(double*, int)')
// NOG-DAG: {{^}}error: hier: a call to the OpenMP routine 'omp_get_num_threads' {{.*}}(in the hier team at line 20 of 'team(double*, int)')
// NOG-DAG: openmp-in-team.cpp:13:13: error: hier: an OpenMP 'critical' inside a hier team
// NOG-DAG: openmp-in-team.cpp:13:13: error: hier: an OpenMP 'barrier' inside a hier team
// NOG: 4 errors generated.
