// Team regions reading const global tables of every kind (a namespace-scope
// array, a static array, a const struct, a class's static member array,
// constexpr arrays read by value, a const scalar, a function's static const
// table) compute what the same loops compute
// sequentially. On a GPU each table is copied to the device and not back
// (test/CodeGen/const-global-maps.cpp); the copy back into read-only memory
// crashed the program there. The same binary runs on the GPU.
// RUN: %clangxx -O2 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: const tables: all agree

#include <cstdio>
#include <vector>

struct Stencil {
  double Center;
  double Side[2];
  int Width;
};

namespace tables {
const double Weights[4] = {0.5, 0.25, 0.125, 0.0625};
}
static const double Poly[5] = {1.0, -2.0, 3.0, -4.0, 5.0};
static const Stencil Blur = {0.5, {0.25, 0.25}, 1};
struct Lookup {
  static const int Table[8];
  static constexpr double Halves[3] = {0.5, 1.5, 2.5};
};
const int Lookup::Table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
constexpr double Cubes[4] = {0.0, 1.0, 8.0, 27.0};
const double Offset = 0.75;
static double Written[4] = {0, 0, 0, 0}; // not const: mapped tofrom, as ever

static int Failures = 0;

static void expect(const char *What, const std::vector<double> &Got,
                   const std::vector<double> &Want) {
  for (size_t I = 0; I < Want.size(); ++I)
    if (Got[I] != Want[I]) {
      std::printf("FAIL %s [%zu]: %g, expected %g\n", What, I, Got[I], Want[I]);
      ++Failures;
      return;
    }
}

static double poly(double X) {
  double S = 0;
  for (int K = 4; K >= 0; --K)
    S = S * X + Poly[K];
  return S;
}

int main() {
  const long N = 1000, Rows = 40, Cols = 25;
  std::vector<double> In(N), Out(N, -1), Want(N), Sm(N, -1), WantSm(N);
  for (long I = 0; I < N; ++I)
    In[I] = (I % 17) * 0.125 - 1.0;
  for (long I = 0; I < N; ++I) {
    static const double Local[3] = {10.0, 20.0, 30.0};
    Want[I] = poly(In[I]) + tables::Weights[I % 4] + Lookup::Table[I % 8] +
              Lookup::Halves[I % 3] + Cubes[I % 4] + Cubes[(I + 1) % 4] + Offset +
              Local[I % 3];
  }
  for (long R = 0; R < Rows; ++R)
    for (long C = 0; C < Cols; ++C) {
      long I = R * Cols + C;
      double L = C > 0 ? In[I - 1] : 0, Rt = C + 1 < Cols ? In[I + 1] : 0;
      WantSm[I] = Blur.Center * In[I] + Blur.Side[0] * L + Blur.Side[1] * Rt;
    }

  // A league of rows, each row's elements split over threads and lanes.
  const double *in = In.data();
  double *out = Out.data();
#pragma hier team team_size(4) vector_length(8) map(to: in[0:N]) map(from: out[0:N])
  for (long R = 0; R < N; R += 50) {
#pragma hier thread vector
    for (long I = R; I < R + 50; ++I) {
      static const double Local[3] = {10.0, 20.0, 30.0};
        double X = in[I], S = 0;
      for (int K = 4; K >= 0; --K)
        S = S * X + Poly[K];
      out[I] = S + tables::Weights[I % 4] + Lookup::Table[I % 8] +
               Lookup::Halves[I % 3] + Cubes[I % 4] + Cubes[(I + 1) % 4] +
               Offset + Local[I % 3];
    }
  }
  expect("tables in the region", Out, Want);

  // A struct of coefficients; a non-const global written by one team still
  // comes back.
  double *sm = Sm.data();
#pragma hier team team_size(2) vector_length(16) map(to: in[0:N]) map(from: sm[0:N])
  for (long R = 0; R < Rows; ++R) {
#pragma hier thread vector
    for (long C = 0; C < Cols; ++C) {
      long I = R * Cols + C;
      double L = C >= Blur.Width ? in[I - Blur.Width] : 0;
      double Rt = C + Blur.Width < Cols ? in[I + Blur.Width] : 0;
      sm[I] = Blur.Center * in[I] + Blur.Side[0] * L + Blur.Side[1] * Rt;
    }
    if (R == 3) {
#pragma hier single team
      Written[1] = Blur.Center + Poly[4];
    }
  }
  expect("struct in the region", Sm, WantSm);
  expect("written global", std::vector<double>(Written, Written + 4),
         {0, Blur.Center + Poly[4], 0, 0});

  if (Failures == 0)
    std::printf("const tables: all agree\n");
  return Failures != 0;
}
