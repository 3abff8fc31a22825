// A program of three files, C++ and C, compiled separately and linked: teams
// call declare-target functions of another file, one of which reads the
// team's scratch through hier_scratch() (on the host the scratch pointer is
// the program's, not the file's: it was NULL in other files), both files
// number their regions from 0 and have a team reduction of a long in region
// 0 (with different operators: their result slots must not be shared), and
// the objects also link from a static library. Each result is compared with
// the sequential one.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %clangxx -O0 -fopenmp -Wall -Werror -c %s -o %t.dir/main0.o
// RUN: %clangxx -O0 -fopenmp -Wall -Werror -c %S/Inputs/multi-file-lib.cpp -o %t.dir/lib0.o
// RUN: %clang -O0 -fopenmp -Wall -Werror -c %S/Inputs/multi-file-c.c -o %t.dir/c0.o
// RUN: %clangxx -fopenmp %t.dir/main0.o %t.dir/lib0.o %t.dir/c0.o -o %t.dir/host0
// RUN: %run %t.dir/host0 | FileCheck %s
// RUN: %clangxx -O2 -fopenmp -c %s -o %t.dir/main.o
// RUN: %clangxx -O2 -fopenmp -c %S/Inputs/multi-file-lib.cpp -o %t.dir/lib.o
// RUN: %clang -O2 -fopenmp -c %S/Inputs/multi-file-c.c -o %t.dir/c.o
// RUN: %clangxx -fopenmp %t.dir/main.o %t.dir/lib.o %t.dir/c.o -o %t.dir/host
// RUN: %run %t.dir/host | FileCheck %s
//
// With offload: every file is compiled with the offload flags, and the link
// names them too (-fopenmp --offload-arch=...: the device code of all files
// is linked there, by nvlink).
// RUN: %if ptxas %{ %clangxx -O2 %offload -c %s -o %t.dir/main-gpu.o %}
// RUN: %if ptxas %{ %clangxx -O2 %offload -c %S/Inputs/multi-file-lib.cpp -o %t.dir/lib-gpu.o %}
// RUN: %if ptxas %{ %clang -O2 %offload -c %S/Inputs/multi-file-c.c -o %t.dir/c-gpu.o %}
// RUN: %if ptxas %{ %clangxx %offload %t.dir/main-gpu.o %t.dir/lib-gpu.o %t.dir/c-gpu.o -o %t.dir/offload %}
// RUN: %if ptxas %{ %host-fallback %t.dir/offload | FileCheck %s %}
// The same objects through a static library.
// RUN: %if ptxas %{ llvm-ar rcs %t.dir/libkernels.a %t.dir/lib-gpu.o %t.dir/c-gpu.o %}
// RUN: %if ptxas %{ %clangxx %offload %t.dir/main-gpu.o -L%t.dir -lkernels -o %t.dir/offload-static %}
// RUN: %if ptxas %{ %host-fallback %t.dir/offload-static | FileCheck %s %}
// At -O0, in one command.
// RUN: %if ptxas %{ %clangxx -O0 %offload %s %S/Inputs/multi-file-lib.cpp -x c %S/Inputs/multi-file-c.c -o %t.dir/offload0 %}
// RUN: %if ptxas %{ %host-fallback %t.dir/offload0 | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: multi-file: PASS

#include <hier/hier.h>
#include <cstdio>
#include <vector>

#pragma omp declare target
double scale(double x);
long fromScratch(int k);
#pragma omp end declare target
long libSum(const long *x, int n);
extern "C" void cScratch(long *out, int n);

static int Failures = 0;
static void expect(const char *what, bool ok) {
  if (!ok) {
    std::printf("FAIL %s\n", what);
    ++Failures;
  }
}

int main(int argc, char **) {
  const int n = 40 + argc;
  std::vector<long> x(static_cast<size_t>(n) * 8);
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = static_cast<long>((i * 37) % 101) - 50;
  const long *px = x.data();

  // Region 0 of this file: a team reduction of a long, operator max.
  long mx = -1000;
#pragma hier team reduction(max: mx) map(to: px[0:n*8])
  for (int i = 0; i < n; ++i) {
#pragma hier thread reduction(max: mx)
    for (int j = 0; j < 8; ++j)
      mx = px[i * 8 + j] > mx ? px[i * 8 + j] : mx;
  }
  long wantMax = -1000, wantSum = 5;
  for (long v : x) {
    wantMax = v > wantMax ? v : wantMax;
    wantSum += v;
  }
  // Twice each, in turns: a slot shared by the two regions would carry one
  // region's accumulator into the other's launch.
  for (int round = 0; round < 2; ++round) {
    expect("team max (this file)", mx == wantMax);
    expect("team sum (other file)", libSum(px, n) == wantSum);
    mx = -1000;
#pragma hier team reduction(max: mx) map(to: px[0:n*8])
    for (int i = 0; i < n; ++i) {
#pragma hier thread reduction(max: mx)
      for (int j = 0; j < 8; ++j)
        mx = px[i * 8 + j] > mx ? px[i * 8 + j] : mx;
    }
  }

  // A declare-target function of another file.
  std::vector<double> y(static_cast<size_t>(n) * 32);
  double *py = y.data();
#pragma hier team map(from: py[0:n*32])
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < 32; ++j)
      py[i * 32 + j] = scale(i + j);
  }
  bool ok = true;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < 32; ++j)
      ok = ok && y[static_cast<size_t>(i * 32 + j)] == 3.0 * (i + j) + 1.0;
  expect("declare target function in another file", ok);

  // The team's scratch, read by a function of another file.
  std::vector<long> z(static_cast<size_t>(n) * 16);
  long *pz = z.data();
#pragma hier team scratch(16 * sizeof(long)) map(from: pz[0:n*16])
  for (int t = 0; t < n; ++t) {
    long *s = static_cast<long *>(hier_scratch());
#pragma hier thread vector
    for (int k = 0; k < 16; ++k)
      s[k] = t * 7L + k;
#pragma hier barrier
#pragma hier thread vector
    for (int k = 0; k < 16; ++k)
      pz[t * 16 + k] = fromScratch(15 - k);
  }
  ok = true;
  for (int t = 0; t < n; ++t)
    for (int k = 0; k < 16; ++k)
      ok = ok && z[static_cast<size_t>(t * 16 + k)] == t * 7L + (15 - k);
  expect("scratch read in another file", ok);

  // A C file's region whose scratch a C++ file reads.
  cScratch(pz, n);
  ok = true;
  for (int t = 0; t < n; ++t)
    for (int k = 0; k < 16; ++k)
      ok = ok && z[static_cast<size_t>(t * 16 + k)] == t * 100L + k + 1;
  expect("C file's scratch read in a C++ file", ok);

  std::printf("multi-file: %s\n", Failures ? "FAIL" : "PASS");
  return Failures != 0;
}
