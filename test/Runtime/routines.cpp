// '#pragma hier routine thread|vector': functions holding thread, vector
// and 'thread vector' loops, barriers and single, called from team bodies
// (thread routines) and thread loops (vector routines): from two different
// teams, as a template, as a member function, and from another file
// (Inputs/routines-other.cpp, declared in Inputs/routines.h); each result
// compared with a sequential reference.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %clangxx -O1 -fopenmp %s %S/Inputs/routines-other.cpp -o %t.dir/host && %run %t.dir/host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload -c %s -o %t.dir/main.o %}
// RUN: %if ptxas %{ %clangxx -O1 %offload -c %S/Inputs/routines-other.cpp -o %t.dir/other.o %}
// RUN: %if ptxas %{ %clangxx %offload %t.dir/main.o %t.dir/other.o -o %t.dir/offload %}
// RUN: %if ptxas %{ %host-fallback %t.dir/offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s %S/Inputs/routines-other.cpp -o %t.dir/spmd && %spmd-run %t.dir/spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: routines: PASS

#include "Inputs/routines.h"
#include <hier/hier.h>
#include <stdio.h>
#include <vector>

static int failures = 0;
static void check(const char *what, long bad) {
  if (bad) {
    printf("FAIL %s: %ld wrong\n", what, bad);
    ++failures;
  }
}

// Scales a team's block of n values: a 'thread vector' loop, a barrier, and
// a sum broadcast by a single.
#pragma hier routine thread
static long scaleBlock(long *v, int n, long factor) {
#pragma hier thread vector
  for (int k = 0; k < n; ++k)
    v[k] *= factor;
#pragma hier barrier
  long s = 0;
#pragma hier single copyprivate(s)
  for (int k = 0; k < n; ++k)
    s += v[k];
  return s;
}

// One row's sum over a thread's lanes.
#pragma hier routine vector
template <class T> static T rowSum(const T *row, int n) {
  T s = 0;
#pragma hier vector reduction(+: s)
  for (int k = 0; k < n; ++k)
    s += row[k];
  return s;
}

// A thread routine as a template that calls a vector routine in its
// thread loop.
#pragma hier routine thread
template <class T> void rowSums(const T *m, T *out, int rows, int cols) {
#pragma hier thread
  for (int r = 0; r < rows; ++r) {
    T s = rowSum(m + r * cols, cols);
#pragma hier single thread
    out[r] = s;
  }
}

struct Histogram {
  int bins;
  // A member routine.
#pragma hier routine thread
  void clear(int *h) const {
#pragma hier thread vector
    for (int b = 0; b < bins; ++b)
      h[b] = 0;
#pragma hier barrier
  }
};

int main() {
  enum { Teams = 9, N = 100 };
  // Two different teams call scaleBlock.
  {
    std::vector<long> a(Teams * N), b(Teams * N), sa(Teams), sb(Teams);
    for (int i = 0; i < Teams * N; ++i)
      a[i] = b[i] = i % 17 - 5;
    long *pa = a.data(), *pb = b.data(), *psa = sa.data(), *psb = sb.data();
#pragma hier team team_size(4) vector_length(8) map(tofrom: pa[0:Teams * N], psa[0:Teams])
    for (int t = 0; t < Teams; ++t) {
      long s = scaleBlock(pa + t * N, N, t + 1);
#pragma hier single
      psa[t] = s;
    }
#pragma hier team team_size(8) vector_length(4) max_teams(3) map(tofrom: pb[0:Teams * N], psb[0:Teams])
    for (int t = 0; t < Teams; ++t) {
      long s = scaleBlock(pb + t * N, N, 2);
      s = scaleBlock(pb + t * N, N, 3) - s;
#pragma hier single
      psb[t] = s;
    }
    long bad = 0;
    for (int t = 0; t < Teams; ++t) {
      long ra = 0, rb = 0;
      for (int k = 0; k < N; ++k) {
        long v = (t * N + k) % 17 - 5;
        bad += a[t * N + k] != v * (t + 1) || b[t * N + k] != v * 6;
        ra += v * (t + 1);
        rb += v * 6 - v * 2;
      }
      bad += sa[t] != ra || sb[t] != rb;
    }
    check("thread routine from two teams", bad);
  }

  // Templates: a thread routine calling a vector routine, for two types.
  {
    enum { Rows = 13, Cols = 37 };
    std::vector<double> m(Teams * Rows * Cols), out(Teams * Rows);
    std::vector<int> mi(Teams * Rows * Cols), outi(Teams * Rows);
    for (int i = 0; i < Teams * Rows * Cols; ++i) {
      m[i] = (i % 7) * 0.5;
      mi[i] = i % 11;
    }
    double *pm = m.data(), *po = out.data();
    int *pmi = mi.data(), *poi = outi.data();
#pragma hier team team_size(4) vector_length(8) map(to: pm[0:Teams * Rows * Cols], pmi[0:Teams * Rows * Cols]) map(from: po[0:Teams * Rows], poi[0:Teams * Rows])
    for (int t = 0; t < Teams; ++t) {
      rowSums(pm + t * Rows * Cols, po + t * Rows, Rows, Cols);
      rowSums(pmi + t * Rows * Cols, poi + t * Rows, Rows, Cols);
    }
    long bad = 0;
    for (int r = 0; r < Teams * Rows; ++r) {
      double s = 0;
      int si = 0;
      for (int c = 0; c < Cols; ++c) {
        s += m[r * Cols + c];
        si += mi[r * Cols + c];
      }
      bad += out[r] != s || outi[r] != si;
    }
    check("template routines", bad);
  }

  // A member routine, and a vector routine called from a thread loop of
  // the team body.
  {
    enum { Bins = 50 };
    std::vector<int> h(Teams * Bins, 7);
    std::vector<double> dots(Teams * 4);
    int *ph = h.data();
    double *pd = dots.data();
    Histogram hist{Bins};
#pragma hier team team_size(4) vector_length(16) map(tofrom: ph[0:Teams * Bins]) map(from: pd[0:Teams * 4])
    for (int t = 0; t < Teams; ++t) {
      hist.clear(ph + t * Bins);
#pragma hier thread
      for (int r = 0; r < 4; ++r) {
        double a[20], b[20];
        for (int k = 0; k < 20; ++k) {
          a[k] = k + r;
          b[k] = t;
        }
        double d = rowSum(a, 20) + dotLanes(a, b, 20);
#pragma hier single thread
        pd[t * 4 + r] = d;
      }
    }
    long bad = 0;
    for (int i = 0; i < Teams * Bins; ++i)
      bad += h[i] != 0;
    for (int t = 0; t < Teams; ++t)
      for (int r = 0; r < 4; ++r) {
        double ref = 0;
        for (int k = 0; k < 20; ++k)
          ref += (double)(k + r);
        for (int k = 0; k < 20; ++k)
          ref += (double)(k + r) * t;
        bad += dots[t * 4 + r] != ref;
      }
    check("member and vector routines", bad);
  }

  // A thread routine of another file, from a team with a reduction.
  {
    enum { Rows = 64, Cols = 24, Parts = 8 };
    std::vector<double> m(Rows * Cols), x(Cols), y(Rows, -1);
    for (int i = 0; i < Rows * Cols; ++i)
      m[i] = (i % 5) - 2;
    for (int c = 0; c < Cols; ++c)
      x[c] = c * 0.25;
    double *pm = m.data(), *px = x.data(), *py = y.data();
    double sum = 0;
#pragma hier team team_size(4) vector_length(8) reduction(+: sum) map(to: pm[0:Rows * Cols], px[0:Cols]) map(tofrom: py[0:Rows])
    for (int p = 0; p < Parts; ++p) {
      double part = 0;
      rowsTimesVector(pm, px, py, p * (Rows / Parts), Rows / Parts, Cols,
                      &part);
#pragma hier single
      sum += part;
    }
    long bad = 0;
    double ref = 0;
    for (int r = 0; r < Rows; ++r) {
      double s = 0;
      for (int c = 0; c < Cols; ++c)
        s += m[r * Cols + c] * x[c];
      bad += y[r] != s;
      ref += s;
    }
    bad += sum != ref;
    check("routine of another file", bad);
  }

  printf("routines: %s\n", failures ? "FAIL" : "PASS");
  return failures != 0;
}
