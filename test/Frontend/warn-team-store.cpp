// A read-modify-write in a team body, outside thread loops and 'single', of
// memory the team's threads share (through a pointer, array or reference
// from outside the team) runs on every thread of the team on a GPU and once
// per team on the host fallback: a warning at the update names the variable.
// Plain stores, the team's own locals and shared variables, and updates in
// thread loops or 'single' get none.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify=off -plugin-arg-hier race-warnings=off %s
// off-no-diagnostics

#include <hier/hier.h>

struct Hist {
  long *bins;
  long total;
};

void every_thread(int n, double *a, long *counts, Hist *h, long &sum,
                  double (&fixed)[16]) {
  double g[4] = {0, 0, 0, 0};
#pragma hier team team_size(4) vector_length(8) map(tofrom: a[0:n], counts[0:n], g, fixed)
  for (int x = 0; x < n; ++x) {
    a[x] = 2 * a[x];    // expected-warning {{this update of memory through 'a' is in the team body, outside thread loops and 'single': every thread of the team runs it on a GPU (the host fallback, once per team); put it in '#pragma hier single' or a thread loop}}
    ++counts[x];        // expected-warning {{through 'counts'}}
    *a += 1;            // expected-warning {{through 'a'}}
    h->bins[x % 8] += 1; // expected-warning {{through 'h'}}
    h->total++;         // expected-warning {{through 'h'}}
    sum += x;           // expected-warning {{through 'sum'}}
    fixed[x % 16] -= 1; // expected-warning {{through 'fixed'}}
    g[x % 4] *= 2;      // expected-warning {{through 'g'}}
    __atomic_fetch_add(&counts[0], 1, __ATOMIC_RELAXED); // expected-warning {{through 'counts'}}
    __atomic_add_fetch(&h->total, 1, __ATOMIC_RELAXED); // expected-warning {{through 'h'}}
    if (x > 3)
      for (int k = 0; k < 2; ++k)
        a[k] += k;      // expected-warning {{through 'a'}}
  }
}

void once_or_split(int n, double *a, long *counts) {
#pragma hier team team_size(4) vector_length(8) map(tofrom: a[0:n], counts[0:n])
  for (int x = 0; x < n; ++x) {
    double local[8];
    long c = 0;
#pragma hier shared
    long table[8];
    a[x] = 1.0;          // a plain store: the same value from every thread
    local[0] = 1;
    local[0] += 1;       // each thread's own array
    c += 1;
#pragma hier single
    {
      counts[x] += 1;    // once per team
      table[0] = 0;
    }
#pragma hier barrier
#pragma hier thread vector
    for (int i = 0; i < 8; ++i) {
      table[i] += i;
      a[x * 8 % n] = a[i % n] + 1;
    }
#pragma hier thread
    for (int i = 0; i < 8; ++i) {
#pragma hier single thread
      counts[i % n] += 1;
    }
    (void)__atomic_load_n(&counts[0], __ATOMIC_RELAXED);
#pragma hier single
    __atomic_fetch_add(&counts[1], 1, __ATOMIC_RELAXED);
    // Each thread's own cell, by its rank in the team.
    int t = hier_team_rank(), v = hier_vector_rank();
    counts[(x * 4 + t) * 8 + v] += 1;
    a[hier_team_rank()] += 1;
    auto bump = [&] { return local[0] + 1; };
    a[x] = bump() + (double)c;
  }
}

// The atomic counter: one per team on the host, one per thread on a
// GPU.
void atomic_counter(int n, int *hits) {
  int teams = 0;
#pragma hier team team_size(4) vector_length(8) map(tofrom: teams)
  for (int x = 0; x < n; ++x)
    __atomic_fetch_add(&teams, 1, __ATOMIC_RELAXED); // expected-warning {{this update of memory through 'teams' is in the team body}}
  hits[0] = teams;
}
