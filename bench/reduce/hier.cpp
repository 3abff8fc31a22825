// dot and nested_sum in hier (clang-22 + libhier.so): the shapes of cuda.cu.
//  dot: one team per contiguous chunk (Teams chunks, as cuda.cu's resident
//       grid), `thread vector reduction(+)` over the chunk's element pairs
//       (16-byte loads, as cuda.cu), `team reduction(+)` over the chunks.
//  nested_sum: team = 8 rows, thread = a row, vector = the lanes over the
//       row's column pairs; reductions on all three levels.
// Written the first way: hier's default team shape, no tuning clauses
// (docs/bench.md has the tuned shapes' times: the same).
#include "../common/omp_dev.h"
#include "driver.h"
#include "problem.h"
#include <hier/hier.h>

typedef double double2v __attribute__((ext_vector_type(2)));
constexpr int Block = 256;
// 8 blocks of 256 threads per SM of an H200 (132 SMs): one wave.
constexpr long GpuTeams = 132 * 8;

double dot(const double *x, const double *y, size_t n) {
  const double2v *x2 = (const double2v *)x, *y2 = (const double2v *)y;
  const long n2 = (long)(n / 2), teams = GpuTeams;
  double s = 0;
#pragma hier team reduction(+ : s) is_device_ptr(x2, y2)
  for (long t = 0; t < teams; ++t) {
    double part = 0;
#pragma hier thread vector reduction(+ : part)
    for (long i = n2 * t / teams; i < n2 * (t + 1) / teams; ++i) {
      double2v a = x2[i], b = y2[i];
      part += a.x * b.x + a.y * b.y;
    }
    s += part;
  }
  return s;
}

double nested_sum(const double *a, size_t rows, size_t cols) {
  constexpr long RowsPerTeam = Block / 32;
  const double2v *a2 = (const double2v *)a;
  const long nr = (long)rows, c2 = (long)(cols / 2);
  double s = 0;
#pragma hier team reduction(+ : s) is_device_ptr(a2)
  for (long r0 = 0; r0 < nr; r0 += RowsPerTeam) {
#pragma hier thread reduction(+ : s)
    for (long r = r0; r < (r0 + RowsPerTeam < nr ? r0 + RowsPerTeam : nr); ++r) {
      double rs = 0;
#pragma hier vector reduction(+ : rs)
      for (long c = 0; c < c2; ++c) {
        double2v v = a2[r * c2 + c];
        rs += v.x + v.y;
      }
      s += rs;
    }
  }
  return s;
}

int main(int argc, char **argv) {
  return reduce::run(argc, argv, "hier", dot, nested_sum);
}
