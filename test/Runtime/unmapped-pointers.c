// Before a GPU launch, a pointer the team region dereferences that is not
// mapped by the region, not present on the device and not is_device_ptr
// stops the program with its name and the region's line
// (include/hier/__hier_pointers.h, plugin/PointerChecks.cpp).
//
// The compile-time part: the host code passes exactly the dereferenced
// pointers the region's clauses leave out ('zero', 'unmapped', 'present',
// 'd'), in the order of their first dereference, with the region's place;
// 'mapped' (map), 'given' (is_device_ptr), 'unused' (not dereferenced) and
// the region's own locals ('own') are not checked; the region's mapped
// section ('mapped[0:n]') is passed after them, as written, with its address
// and size (a part of it already present would stop the program:
// test/Runtime/mapped-section-extension.cpp).
// RUN: %if ptxas %{ %clang -O0 %offload --offload-host-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR %}
// IR-DAG: @[[WHERE:.*]] = {{.*}} c"{{.*}}unmapped-pointers.c:[[#@LINE+60]]\00"
// IR-DAG: @[[Z:.*]] = {{.*}} c"zero\00"
// IR-DAG: @[[U:.*]] = {{.*}} c"unmapped\00"
// IR-DAG: @[[P:.*]] = {{.*}} c"present\00"
// IR-DAG: @[[D:.*]] = {{.*}} c"d\00"
// IR-DAG: @[[M:.*]] = {{.*}} c"mapped[0:n]\00"
// IR: call {{.*}}@__hier_check_pointers(ptr noundef @[[WHERE]], i32 noundef 4, i32 noundef 1, ptr noundef @[[Z]], ptr noundef %{{.*}}, ptr noundef @[[U]], ptr noundef %{{.*}}, ptr noundef @[[P]], ptr noundef %{{.*}}, ptr noundef @[[D]], ptr noundef %{{.*}}, ptr noundef @[[M]], ptr noundef %{{.*}}, i64 noundef %{{.*}})
// IR-NOT: c"mapped\00"
// IR-NOT: c"given\00"
// IR-NOT: c"unused\00"
// IR-NOT: c"own\00"
//
// The run: without a device the check is skipped and every region runs on
// the host; on a GPU (gpu_batch) the regions whose pointers the device has
// run, mapped, present or device memory (omp_target_alloc's, also without
// is_device_ptr: LLVM passes its value, and hier accepts what the CUDA
// driver knows), and the one with 'unmapped' stops before its launch.
// HIER_CHECK_POINTERS=force runs the check here too, with nothing present:
// the same message. A SIGABRT handler turns the stop into exit code 0 so
// that the host and the GPU run end alike.
// RUN: %if ptxas %{ %clang -O1 %offload %s -o %t && %host-fallback %t | FileCheck %s --check-prefix=GOOD %}
// RUN: %if ptxas %{ %host-fallback HIER_CHECK_POINTERS=force %t bad 2>&1 | FileCheck %s --check-prefix=BAD %}
// GOOD: good regions: 64 64 64
// BAD-NOT: bad region ran
// BAD: hier: the team region at {{.*}}unmapped-pointers.c:[[@LINE+36]] dereferences 'unmapped', which points at memory the device does not have: map it (map(to: unmapped[0:n]) on the team), make it present (target data, target enter data) or, for device memory, pass it with is_device_ptr(unmapped)
// BAD: stopped

#include <hier/hier.h>
#include <omp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void stopped(int sig) {
  (void)sig;
  static const char msg[] = "stopped\n";
  (void)!write(2, msg, sizeof msg - 1);
  _exit(0);
}

static double *dev;

int main(int argc, char **argv) {
  signal(SIGABRT, stopped);
  int n = 64, device = omp_get_default_device();
  double *mapped = malloc(n * sizeof(double));
  double *unmapped = malloc(n * sizeof(double));
  double *present = malloc(n * sizeof(double));
  double *unused = malloc(n * sizeof(double));
  double *given = omp_target_alloc(n * sizeof(double), device);
  dev = omp_target_alloc(n * sizeof(double), device);
  for (int i = 0; i < n; ++i)
    mapped[i] = unmapped[i] = present[i] = 1;
  double *zero = 0;

  if (argc > 1) {
    double sum = 0;
    double *d = dev;
#pragma hier team reduction(+: sum) map(to: mapped[0:n]) is_device_ptr(given)
    for (int t = 0; t < 1; ++t) {
      double local[2] = {0, 0};
      double *own = local;
      *own = (unused != 0) + (zero ? *zero : 0);
#pragma hier thread vector reduction(+: sum)
      for (int i = 0; i < n; ++i)
        sum += mapped[i] + unmapped[i] + present[i] + d[i] * 0 + given[i] * 0;
    }
    printf("bad region ran: %g\n", sum);
    return 0;
  }

  // Mapped by the region, present, and device memory with and without
  // is_device_ptr.
#pragma omp target enter data map(to: present[0:n])
  double *d = dev;
#pragma hier team map(tofrom: mapped[0:n]) is_device_ptr(given)
  for (int t = 0; t < 1; ++t) {
#pragma hier thread vector
    for (int i = 0; i < n; ++i) {
      given[i] = present[i];
      d[i] = 2 * present[i];
      mapped[i] = given[i] + d[i] - present[i];
    }
  }
  double s1 = 0;
  for (int i = 0; i < n; ++i)
    s1 += mapped[i] - 1;
  printf("good regions: %g %g %g\n", s1, s1, s1);
#pragma omp target exit data map(release: present[0:n])
  omp_target_free(given, device);
  omp_target_free(dev, device);
  free(mapped), free(unmapped), free(present), free(unused);
  return 0;
}
