// reduction(-: list), OpenMP's operator up to 5.1 (and Clang's by default):
// each member's copy starts at 0 and the parts are added to the value before
// the loop, so a body that subtracts ('s -= x') gives the sequential result,
// at every level, for integers, floating point and complex, with other
// reductions beside it.
// RUN: %clangxx -O2 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %if ptxas %{ %clangxx -O2 %offload -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: minus-reductions: PASS

#include <complex>
#include <cstdio>
#include <vector>

static int Failures = 0;

static void expect(const char *What, bool Ok) {
  if (!Ok) {
    std::printf("FAIL %s\n", What);
    ++Failures;
  }
}

int main() {
  const int Teams = 24, Rows = 40, Cols = 33;
  const int N = Teams * Rows * Cols;
  std::vector<long> A(N);
  std::vector<double> B(N);
  for (int I = 0; I < N; ++I) {
    A[I] = (I * 37) % 101 - 50;
    B[I] = 0.25 * ((I * 13) % 17);
  }
  const long *a = A.data();
  const double *b = B.data();

  // Team level: a long and a double, the long beside a '+'.
  long Team = 1000, Plus = 7;
  double TeamD = 0.5;
#pragma hier team reduction(-: Team, TeamD) reduction(+: Plus) map(to: a[0:N], b[0:N])
  for (int T = 0; T < Teams; ++T) {
#pragma hier thread reduction(-: Team, TeamD) reduction(+: Plus)
    for (int R = 0; R < Rows; ++R) {
      Team -= a[(T * Rows + R) * Cols];
      TeamD -= b[(T * Rows + R) * Cols];
      Plus += a[(T * Rows + R) * Cols + 1];
    }
  }
  long SeqTeam = 1000, SeqPlus = 7;
  double SeqTeamD = 0.5;
  for (int T = 0; T < Teams; ++T)
    for (int R = 0; R < Rows; ++R) {
      SeqTeam -= a[(T * Rows + R) * Cols];
      SeqTeamD -= b[(T * Rows + R) * Cols];
      SeqPlus += a[(T * Rows + R) * Cols + 1];
    }
  expect("team long", Team == SeqTeam);
  expect("team double", TeamD == SeqTeamD);
  expect("team '+' beside '-'", Plus == SeqPlus);

  // Thread, vector and thread vector levels, into per-team results.
  std::vector<long> Out(Teams * Rows), Flat(Teams);
  std::vector<std::complex<double>> Z(Teams);
  long *out = Out.data(), *flat = Flat.data();
  std::complex<double> *z = Z.data();
#pragma hier team map(to: a[0:N], b[0:N]) map(from: out[0:Teams * Rows], flat[0:Teams], z[0:Teams])
  for (int T = 0; T < Teams; ++T) {
    long Rest = 0;
#pragma hier thread reduction(-: Rest)
    for (int R = 0; R < Rows; ++R) {
      long Row = 100;
#pragma hier vector reduction(-: Row)
      for (int C = 0; C < Cols; ++C)
        Row -= a[(T * Rows + R) * Cols + C];
      out[T * Rows + R] = Row;
      Rest -= Row;
    }
    long All = -Rest;
    std::complex<double> W(1.0, -2.0);
#pragma hier thread vector reduction(-: All, W)
    for (int I = 0; I < Rows * Cols; ++I) {
      All -= a[T * Rows * Cols + I];
      W -= std::complex<double>(b[T * Rows * Cols + I], 1.0);
    }
    flat[T] = All;
    z[T] = W;
  }
  bool RowsOk = true, FlatOk = true, ZOk = true;
  for (int T = 0; T < Teams; ++T) {
    long Rest = 0;
    for (int R = 0; R < Rows; ++R) {
      long Row = 100;
      for (int C = 0; C < Cols; ++C)
        Row -= a[(T * Rows + R) * Cols + C];
      RowsOk &= out[T * Rows + R] == Row;
      Rest -= Row;
    }
    long All = -Rest;
    std::complex<double> W(1.0, -2.0);
    for (int I = 0; I < Rows * Cols; ++I) {
      All -= a[T * Rows * Cols + I];
      W -= std::complex<double>(b[T * Rows * Cols + I], 1.0);
    }
    FlatOk &= flat[T] == All;
    // Quarters of small integers: exact in any order.
    ZOk &= z[T] == W;
  }
  expect("vector rows", RowsOk);
  expect("thread vector long", FlatOk);
  expect("thread vector complex", ZOk);
  std::printf("minus-reductions: %s\n", Failures ? "FAILED" : "PASS");
  return Failures != 0;
}
