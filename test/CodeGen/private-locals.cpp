// Ordinary C++ in hier kernels needs no OpenMP device runtime: the locals
// Clang's OpenMP code generation would keep in OpenMP's shared memory (their
// address escapes: a lambda that calls a captured lambda, a local array or
// struct passed by address, a lambda passed by value to a template) become
// stack slots of the thread, for NVPTX and AMDGPU, each with a [HIER017]
// remark at the variable.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o %t.nv.ll -Rpass=hier 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefixes=CHECK,NV < %t.nv.ll
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=CHECK,AMD
// The device code assembles for both (AMDGPU linking is tested elsewhere):
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O2 -S %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - \
// RUN:   | %clang_noplugin --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -O2 -S -x ir - -o - | FileCheck %s --check-prefix=GCN
// Without -O2 the slots stay allocas:
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=AMD0

#include <algorithm>
#include <array>

struct Vec {
  double x, y;
  double dot(const Vec &o) const { return x * o.x + y * o.y; }
  Vec scaled(double s) const { return {x * s, y * s}; }
};

static void fill(double *p, int n, double s) {
  for (int i = 0; i < n; ++i)
    p[i] = s + i;
}

static void set(Vec *v, double a) {
  v->x = a;
  v->y = 2 * a;
}

template <typename T> T clamp01(T v) { return std::min(std::max(v, T(0)), T(1)); }

template <typename F> double apply(F f, double v) { return f(v); }

double norm2(double a) {
  double t[3];
  fill(t, 3, a);
  Vec v;
  set(&v, t[1]);
  return v.dot(v.scaled(t[2]));
}

// Reached only through the vtable, so not a direct callee of the kernel: in a
// file without plain OpenMP kernels every function is hier's.
struct Shape {
  virtual double area(double s) const = 0;
};
struct Square : Shape {
  double area(double s) const override {
    double t[2] = {s, s};
    fill(t, 1, s);
    return t[0] * t[1];
  }
};

void kernels(double *a, int n) {
#pragma hier team map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
    auto sq = [](double v) { return v * v; };
    auto add = [&](double v) { return sq(v) + i; };
    double loc[4];
    fill(loc, 4, a[i]);
#pragma hier thread
    for (int j = 0; j < 8; ++j) {
      std::array<double, 3> arr{loc[0], loc[1], double(j)};
      double acc = 0;
      for (double e : arr)
        acc += add(e);
#pragma hier vector
      for (int k = 0; k < 4; ++k) {
        auto gen = [&](auto v) { return sq(v) - v + loc[k]; };
        Square sqr;
        const Shape &shape = sqr;
        a[i] += gen(acc + k) + clamp01(acc) + norm2(k) + shape.area(k) +
                apply([&](double v) { return add(v) + loc[k]; }, 1.0);
      }
    }
  }
}

// CHECK-NOT: __kmpc_alloc_shared
// CHECK-NOT: __kmpc_free_shared
// CHECK-NOT: declare {{.*}}@__kmpc
// NV: define {{.*}}ptx_kernel void @__omp_offloading_{{.*}}kernels
// AMD: define {{.*}}amdgpu_kernel void @__omp_offloading_{{.*}}kernels
// PTX: .entry __omp_offloading_{{.*}}kernels
// PTX-NOT: __kmpc
// GCN: .amdhsa_kernel __omp_offloading_{{.*}}kernels
// GCN-NOT: __kmpc
// AMD0-NOT: __kmpc
// AMD0: define {{.*}}@_Z5norm2d(
// AMD0: alloca [24 x i8], align 16, addrspace(5)
// AMD0: alloca [16 x i8], align 16, addrspace(5)
// AMD0-NOT: __kmpc

// A remark at each globalized local: the array and struct of norm2, the
// lambda that apply takes by value, the array of the virtual function, ...
// REMARK-DAG: private-locals.cpp:41:10: remark: [HIER017] local of 24 bytes kept on each thread's stack
// REMARK-DAG: private-locals.cpp:43:7: remark: [HIER017] local of 16 bytes kept on each thread's stack
// REMARK-DAG: private-locals.cpp:38:38: remark: [HIER017] local of 40 bytes kept on each thread's stack
// REMARK-DAG: private-locals.cpp:55:12: remark: [HIER017] local of 16 bytes kept on each thread's stack
