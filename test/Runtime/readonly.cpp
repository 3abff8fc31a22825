// A team's readonly pointers read the same values as plain ones: a CSR
// matrix-vector product with the matrix and x readonly, against the
// sequential product; an array and a pointer into the middle of one.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: readonly: all agree

#include <cstdio>
#include <vector>

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

int main() {
  const long Rows = 1000;
  std::vector<long> RowPtr(Rows + 1);
  std::vector<long> Col;
  std::vector<double> Val;
  for (long R = 0; R < Rows; ++R) {
    RowPtr[R] = Col.size();
    for (long C = R - (R % 7); C < Rows && C <= R + (R % 5); C += 2) {
      Col.push_back(C);
      Val.push_back((R + C) % 5 - 2.0);
    }
  }
  RowPtr[Rows] = Col.size();
  std::vector<double> X(Rows), Y(Rows, -1), Want(Rows);
  for (long I = 0; I < Rows; ++I)
    X[I] = I % 13 - 6;
  for (long R = 0; R < Rows; ++R) {
    double S = 0;
    for (long K = RowPtr[R]; K < RowPtr[R + 1]; ++K)
      S += Val[K] * X[Col[K]];
    Want[R] = S;
  }

  const long *rowptr = RowPtr.data(), *col = Col.data();
  const double *val = Val.data(), *x = X.data();
  double *y = Y.data();
  const long nnz = RowPtr[Rows];
#pragma hier team team_size(4) vector_length(8) map(to: rowptr[0:Rows+1], col[0:nnz], val[0:nnz], x[0:Rows]) map(from: y[0:Rows]) readonly(rowptr, col, val, x)
  for (long R0 = 0; R0 < Rows; R0 += 4) {
#pragma hier thread
    for (long R = R0; R < (R0 + 4 < Rows ? R0 + 4 : Rows); ++R) {
      double S = 0;
#pragma hier vector reduction(+: S)
      for (long K = rowptr[R]; K < rowptr[R + 1]; ++K)
        S += val[K] * x[col[K]];
      y[R] = S;
    }
  }
  // Small integers: every sum is exact, in any order the lanes add them.
  expect("spmv", Y, Want);

  // An array, and a pointer into the middle of another, both readonly.
  double Table[64];
  for (int I = 0; I < 64; ++I)
    Table[I] = I * 0.5;
  const double *Mid = X.data() + Rows / 2;
  std::vector<double> Z(256), WantZ(256);
  double *z = Z.data();
  for (int I = 0; I < 256; ++I)
    WantZ[I] = Table[I % 64] + Mid[I - 128];
#pragma hier team map(to: Table, Mid[-128:256]) map(from: z[0:256]) readonly(Table, Mid)
  for (int B = 0; B < 256; B += 32) {
#pragma hier thread vector
    for (int I = B; I < B + 32; ++I)
      z[I] = Table[I % 64] + Mid[I - 128];
  }
  expect("array and interior pointer", Z, WantZ);

  if (!Failures)
    std::printf("readonly: all agree\n");
  return Failures != 0;
}
