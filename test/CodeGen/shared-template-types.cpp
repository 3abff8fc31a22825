// '#pragma hier shared' on a declaration whose type has template arguments
// with commas: the GPU compile's allocate(...) names the declared variables,
// not the pieces of the type split at its commas, and each becomes one
// team-shared (addrspace(3)) global.
// RUN: %clangxx -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -O0 -S -emit-llvm %s -o - | FileCheck %s

#include <array>

template <typename T, int N> struct Tile {
  T v[N];
};
template <typename A, typename B> struct Two {
  A a;
  B b;
};

// CHECK-DAG: @a = internal addrspace(3) global %"struct.std::array" poison
// CHECK-DAG: @p = internal addrspace(3) global %struct.Two poison
// CHECK-DAG: @q = internal addrspace(3) global [2 x %struct.Two] poison
// CHECK-DAG: @t = internal addrspace(3) global %struct.Tile poison
// CHECK-DAG: @d = internal addrspace(3) global %struct.Tile{{[.0-9]*}} poison
// CHECK-NOT: addrspace(3) global
void f(int n, double *o) {
#pragma hier team team_size(4) vector_length(2) map(tofrom: o[0:n])
  for (int l = 0; l < n; ++l) {
#pragma hier shared
    std::array<double, 8> a;
#pragma hier shared
    Two<int, Two<long, std::array<int, 2>>> p, q[2];
#pragma hier shared
    Tile<Tile<float, 2>, (2 > 1) ? 3 : 1> t;
#pragma hier shared
    decltype(Tile<int, 4>{}) d;
#pragma hier single
    {
      a[0] = l;
      p.a = 1;
      q[1].b.b[1] = 2;
      t.v[2].v[1] = 3;
      d.v[3] = 4;
    }
#pragma hier barrier
    o[l] = a[0] + p.a + q[1].b.b[1] + t.v[2].v[1] + d.v[3];
  }
}
