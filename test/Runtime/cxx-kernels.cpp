// Ordinary C++ in team, thread and vector bodies: lambdas that call captured
// lambdas, generic lambdas, a lambda passed to a function template, local
// arrays and structs passed by address, member functions, small structs
// returned by value, range-for over a local std::array, std::min/max/abs,
// a virtual call.
// Clang's OpenMP device code puts such locals in OpenMP's shared memory; in
// a hier kernel they go on each thread's stack (hier-private-locals), so the
// offload build links without LLVM's OpenMP device runtime. Each result is
// compared with the same functions run sequentially.
// RUN: %clangxx -O2 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: cxx-kernels: all agree

#include "Inputs/check.h"
#include <algorithm>
#include <array>
#include <cstdlib>

namespace {

struct Vec3 {
  long x, y, z;
  long dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
  Vec3 scaled(long s) const { return {x * s, y * s, z * s}; }
  Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
};

Vec3 make(long a) { return {a, a - 1, 2 * a}; }

void set(Vec3 *v, long a, long b) {
  v->x = a;
  v->y = b;
  v->z = a - b;
}

template <typename T> T clamp3(T v, T lo, T hi) {
  return std::min(std::max(v, lo), hi);
}

void fill(long *p, int n, long seed) {
  for (int i = 0; i < n; ++i)
    p[i] = (seed * 7 + i * 3) % 11 - 5;
}

long sum(const long *p, int n) {
  long s = 0;
  for (int i = 0; i < n; ++i)
    s += p[i];
  return s;
}

// A virtual function with a local whose address escapes.
struct Weight {
  virtual long of(long v) const { return v; }
  virtual ~Weight() = default;
};
struct Cubic : Weight {
  long of(long v) const override {
    long t[3];
    fill(t, 3, v);
    return v * v * v + sum(t, 3);
  }
};

long weigh(const Weight &w, long v) { return w.of(v); }

template <typename F> long apply_twice(F f, long v) { return f(f(v)); }

// Locals whose addresses escape, in a function the kernels call.
long helper(long a) {
  long t[5];
  fill(t, 5, a);
  Vec3 v;
  set(&v, a, t[2]);
  return sum(t, 5) + v.dot(make(a));
}

// One cell's value, from the C++ forms above; the team, thread and vector
// bodies below compute the same in their own code.
long cell(long i, long j, long k) {
  auto sq = [](long v) { return v * v; };
  auto addsq = [&](long v) { return sq(v) + k; };
  auto gen = [&addsq, &sq](auto v) { return addsq(v) - 2 * v; };
  long loc[4];
  fill(loc, 4, i + j);
  Vec3 s;
  set(&s, i, j);
  std::array<long, 3> arr{i, j, k};
  long acc = 0;
  for (long e : arr)
    acc += std::abs(e - 3);
  Vec3 r = make(k).scaled(2) + s;
  return gen(i - j) + sum(loc, 4) + s.dot(r) + clamp3(acc, 1L, 9L) +
         apply_twice([&](long v) { return addsq(v % 5) + loc[1]; }, j) +
         helper(i * 3 + k) + weigh(Cubic(), i - k);
}

} // namespace

int main() {
  const int N = 37, M = 13, L = 9;
  std::vector<long> team(N), thread(N * M), vec(N * M * L), want_team(N),
      want_thread(N * M), want_vec(N * M * L);
  long *pt = team.data(), *ph = thread.data(), *pv = vec.data();

  // Lambdas defined outside the region and captured into it.
  long base = 4;
  auto offset = [&](long v) { return v + base; };
  auto twice_offset = [&](long v) { return 2 * offset(v); };

#pragma hier team map(from: pt[0:N], ph[0:N*M], pv[0:N*M*L])
  for (int i = 0; i < N; ++i) {
    // A team body: a local array and a struct passed by address.
    long row[6];
    fill(row, 6, i);
    Vec3 v;
    set(&v, row[0], row[5]);
    pt[i] = sum(row, 6) + v.dot(v) + twice_offset(i) + cell(i, 0, 0);
#pragma hier thread
    for (int j = 0; j < M; ++j) {
      // A thread body: lambdas calling a captured lambda, range-for.
      auto sq = [](long x) { return x * x; };
      auto poly = [&](long x) { return sq(x) + j * x; };
      std::array<long, 4> a{i, j, i - j, 1};
      long s = 0;
      for (long e : a)
        s += poly(e);
      ph[i * M + j] = s + cell(i, j, 1);
#pragma hier vector
      for (int k = 0; k < L; ++k) {
        // A vector body: a generic lambda, a struct returned by value.
        auto lerp = [&](auto lo, auto hi) { return lo + (hi - lo) * k; };
        Vec3 w = make(k) + make(j).scaled(i % 3);
        long tmp[3] = {w.x, w.y, w.z};
        pv[(i * M + j) * L + k] =
            lerp(long(i), long(j)) + sum(tmp, 3) + cell(i, j, k);
      }
    }
  }

  for (int i = 0; i < N; ++i) {
    long row[6];
    fill(row, 6, i);
    Vec3 v;
    set(&v, row[0], row[5]);
    want_team[i] = sum(row, 6) + v.dot(v) + 2 * (i + base) + cell(i, 0, 0);
    for (int j = 0; j < M; ++j) {
      long s = 0;
      for (long e : {long(i), long(j), long(i - j), 1L})
        s += e * e + j * e;
      want_thread[i * M + j] = s + cell(i, j, 1);
      for (int k = 0; k < L; ++k) {
        Vec3 w = make(k) + make(j).scaled(i % 3);
        want_vec[(i * M + j) * L + k] =
            i + (j - i) * k + w.x + w.y + w.z + cell(i, j, k);
      }
    }
  }
  check("team", team, want_team);
  check("thread", thread, want_thread);
  check("vector", vec, want_vec);
  if (!Failures)
    std::printf("cxx-kernels: all agree\n");
  return Failures;
}
