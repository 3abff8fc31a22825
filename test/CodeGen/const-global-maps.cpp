// Const globals a team region reads and no clause maps are copied to the
// device and never back: OpenMP maps an aggregate tofrom, and on a GPU the
// copy back into read-only memory (.rodata) crashed in cuMemcpyDtoHAsync
// (docs/language.md, "Maps of const globals"). The host front end's own
// output (-save-temps) is checked: each launch's map types, in the order
// Clang gives its captures (the order of first use in the region).
//   0x221 = TO | TARGET_PARAM | IMPLICIT     (a constant global: no FROM)
//   0x223 = TO | FROM | TARGET_PARAM | IMPLICIT  (writable: OpenMP's tofrom)
//   0x23  = TO | FROM | TARGET_PARAM          (the user's map: kept)
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clangxx %offload -isystem %hier_include -O2 -c -save-temps %s -o maps.o
// RUN: llvm-dis const-global-maps-host-x86_64-pc-linux-gnu.bc -o - | FileCheck %s
// Plain OpenMP compiled without hier keeps tofrom: the check above fails
// without the plugin.
// RUN: %clangxx_noplugin %offload -isystem %hier_include -O2 -c -save-temps %s -DNO_HIER -o plain.o
// RUN: llvm-dis const-global-maps-host-x86_64-pc-linux-gnu.bc -o - | FileCheck %s --check-prefix=PLAIN

#ifndef NO_HIER
#include <hier/hier.h>
#endif

struct Coef {
  double Scale;
  int Shift[3];
};

namespace tables {
const double Weights[4] = {0.5, 0.25, 0.125, 0.0625};
}
static const double Poly[5] = {1.0, -2.0, 3.0, -4.0, 5.0};
static const Coef Params = {1.5, {1, 2, 3}};
struct Lookup {
  static const int Table[8];
};
const int Lookup::Table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
constexpr double Cubes[4] = {0.0, 1.0, 8.0, 27.0};
static double Scratch[4] = {0, 0, 0, 0};

#ifdef NO_HIER
#define TEAM(...) _Pragma("omp target teams map(from: out[0:n])")
#else
#define TEAM(...) _Pragma("hier team map(from: out[0:n])")
#endif

// Captured in the order of first use: Poly, Params, Lookup::Table,
// tables::Weights, Outer (a function's static), then Scratch, not const.
// CHECK: @.offload_sizes = private unnamed_addr constant [{{[0-9]+}} x i64] [{{.*}}i64 40, i64 24, i64 32, i64 32, i64 16, i64 32,
// CHECK: @.offload_maptypes = private unnamed_addr constant [{{[0-9]+}} x i64] [{{.*}}i64 545, i64 545, i64 545, i64 545, i64 545, i64 547,
// PLAIN: @.offload_maptypes = private unnamed_addr constant [{{[0-9]+}} x i64] [{{.*}}i64 547, i64 547, i64 547, i64 547, i64 547, i64 547
void kinds(double *out, int n) {
  static const double Outer[2] = {-1.0, 1.0};
  TEAM()
  for (int i = 0; i < n; ++i) {
    // Not captured: Local is the region's own (emitted on the device), and
    // Cubes[k] reads a constexpr's value (Clang puts a copy on the device).
    static const double Local[2] = {10.0, 20.0};
    out[i] = Poly[i % 5] * Params.Scale + Params.Shift[i % 3] +
             Lookup::Table[i % 8] + tables::Weights[i % 4] + Outer[i % 2] +
             Cubes[i % 4] + Local[i % 2] + Scratch[i % 4];
  }
}

// The user's own map of a const global is what it says.
// CHECK: @.offload_maptypes.{{[0-9]+}} = private unnamed_addr constant [{{[0-9]+}} x i64] [{{.*}}i64 35, i64 545,
// PLAIN: @.offload_maptypes.{{[0-9]+}} = private unnamed_addr constant [{{[0-9]+}} x i64] [{{.*}}i64 35, i64 547
void explicitMap(double *out, int n) {
#ifdef NO_HIER
#pragma omp target teams map(from: out[0:n]) map(tofrom: Poly)
#else
#pragma hier team map(from: out[0:n]) map(tofrom: Poly)
#endif
  for (int i = 0; i < n; ++i)
    out[i] = Poly[i % 5] + Params.Scale;
}
