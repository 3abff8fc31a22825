// -Weverything -Werror on a C++ file with hier directives of every kind
// (team, thread, vector, thread vector and collapse loops, reductions with
// inscan, single, shared, barrier, the scratch API, a class method and a
// template): the code hier writes for a directive warns of nothing, host-only
// and in an offload build. Before, it gave hundreds of warnings at each
// directive: -Wreserved-identifier (its '__hier_' names), -Wold-style-cast,
// -Wc++98-compat(-pedantic), -Wzero-as-null-pointer-constant, and
// -Wused-but-marked-unused at every use of a loop variable. The only
// warnings left off are those the same file without its '#pragma hier'
// lines gives (-Wunsafe-buffer-usage on its pointer indexing).
// RUN: %clangxx -O2 -fopenmp -Weverything -Werror -Wno-unsafe-buffer-usage -Wno-unsafe-buffer-usage-in-libc-call %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O2 %offload -Weverything -Werror -Wno-unsafe-buffer-usage -Wno-unsafe-buffer-usage-in-libc-call %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// CHECK: weverything.cpp: PASS

#include <hier/hier.h>
#include <cstdio>
#include <vector>

namespace {

struct Grid {
  std::vector<double> cells;
  int rows, cols;
  Grid(int r, int c) : cells(static_cast<std::size_t>(r * c)), rows(r), cols(c) {}

  double sum() {
    double *p = cells.data();
    int n = rows * cols;
    double s = 0;
#pragma hier team reduction(+: s) map(to: p[0:n])
    for (int r = 0; r < rows; ++r) {
      double row = 0;
#pragma hier thread vector reduction(+: row)
      for (int c = 0; c < cols; ++c)
        row += p[r * cols + c];
#pragma hier single team
      s += row;
    }
    return s;
  }
};

template <typename T> T maxOf(const T *a, int n) {
  T m = a[0];
#pragma hier team reduction(max: m) map(to: a[0:n])
  for (int t = 0; t < n / 64; ++t) {
#pragma hier thread reduction(max: m)
    for (int i = t * 64; i < t * 64 + 64; ++i)
      m = a[i] > m ? a[i] : m;
  }
  return m;
}

void scanRows(const int *in, int *out, int rows, int cols) {
  int n = rows * cols;
#pragma hier team map(to: in[0:n]) map(from: out[0:n]) team_size(4) vector_length(32)
  for (int r = 0; r < rows; ++r) {
#pragma hier shared
    int partial[4];
#pragma hier thread
    for (int q = 0; q < 4; ++q)
      partial[q] = q;
#pragma hier barrier
    int acc = 0;
#pragma hier thread vector reduction(inscan, +: acc)
    for (int c = 0; c < cols; ++c) {
      acc += in[r * cols + c] + partial[c % 4] - partial[c % 4];
#pragma hier scan inclusive(acc)
      out[r * cols + c] = acc;
    }
  }
}

void tiles(double *a, int n) {
#pragma hier team collapse(2) map(tofrom: a[0:n * n])
  for (int i = 0; i < n; i += 8)
    for (int j = 0; j < n; j += 8) {
      double *scratch = static_cast<double *>(hier_scratch());
#pragma hier thread vector collapse(2)
      for (int ii = 0; ii < 8; ++ii)
        for (int jj = 0; jj < 8; ++jj)
          a[(i + ii) * n + j + jj] *= 2.0 + (scratch ? 0.0 : 1.0);
    }
}

} // namespace

int main() {
  Grid g(16, 64);
  for (std::size_t k = 0; k < g.cells.size(); ++k)
    g.cells[k] = static_cast<double>(k % 7);
  double s = g.sum();
  std::vector<long> v(512);
  for (std::size_t k = 0; k < v.size(); ++k)
    v[k] = static_cast<long>((k * 37) % 101);
  long m = maxOf(v.data(), 512);
  std::vector<int> in(8 * 64, 1), out(8 * 64);
  scanRows(in.data(), out.data(), 8, 64);
  std::vector<double> a(64 * 64, 1.0);
  tiles(a.data(), 64);
  double seq = 0;
  for (std::size_t k = 0; k < g.cells.size(); ++k)
    seq += g.cells[k];
  int ok = s - seq < 0.5 && seq - s < 0.5 && m == 100 && out[63] == 64 &&
           a[4095] > 1.5;
  std::printf("weverything.cpp: %s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
