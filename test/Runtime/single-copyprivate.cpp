// '#pragma hier single [team|thread] copyprivate(list)': one member of the
// level computes, then every member holds its values (scalars, a struct, a
// double, several variables, in a template and a lambda), compared with a
// sequential reference. Each member stores what it holds into its own cell,
// so a member that missed the broadcast shows.
// RUN: %clangxx -O1 -fopenmp %s -o %t.host && %run %t.host | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: single-copyprivate: PASS

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

struct Stats {
  int count;
  double mean;
  short tag[3];
};

enum { Teams = 7, Threads = 4, Lanes = 8 };

// A team broadcast: thread (0,0) reads a value only it knows (its team's
// row sum), every thread of the team then writes it.
template <class T> static void teamBroadcast(const char *what) {
  std::vector<T> in(Teams * 16), out(Teams * Threads * Lanes, T(-1));
  for (int i = 0; i < Teams * 16; ++i)
    in[i] = T(i % 11) + T(1);
  T *pin = in.data(), *pout = out.data();
#pragma hier team team_size(Threads) vector_length(Lanes) map(to: pin[0:Teams * 16]) map(tofrom: pout[0:Teams * Threads * Lanes])
  for (int t = 0; t < Teams; ++t) {
    T sum = T(0);
#pragma hier single copyprivate(sum)
    for (int k = 0; k < 16; ++k)
      sum += pin[t * 16 + k];
    pout[(t * Threads + hier_team_rank()) * Lanes + hier_vector_rank()] = sum;
  }
  long bad = 0;
  for (int t = 0; t < Teams; ++t) {
    T ref = T(0);
    for (int k = 0; k < 16; ++k)
      ref += in[t * 16 + k];
    // Every cell the team's threads own: on the host fallback one thread
    // (rank 0, lane 0) runs each team, in SPMD mode and on a GPU all of them.
    for (int c = 0; c < Threads * Lanes; ++c) {
      T got = out[t * Threads * Lanes + c];
      if (got != ref && got != T(-1))
        ++bad;
    }
    if (out[t * Threads * Lanes] != ref)
      ++bad;
  }
  check(what, bad);
}

int main() {
  teamBroadcast<int>("team int");
  teamBroadcast<double>("team double");
  teamBroadcast<long long>("team long long");

  // Several variables, a struct among them, and 'single team' spelled out.
  {
    std::vector<Stats> out(Teams * Threads * Lanes);
    std::vector<long> keys(Teams * Threads * Lanes, -1);
    Stats *po = out.data();
    long *pk = keys.data();
#pragma hier team team_size(Threads) vector_length(Lanes) map(tofrom: po[0:Teams * Threads * Lanes], pk[0:Teams * Threads * Lanes])
    for (int t = 0; t < Teams; ++t) {
      Stats s = {0, 0.0, {0, 0, 0}};
      long key = -5;
#pragma hier single team copyprivate(s, key)
      {
        s.count = t + 3;
        s.mean = t * 0.5;
        s.tag[0] = (short)t;
        s.tag[2] = (short)(t * 2);
        key = 1000L * t + 7;
      }
      int c = (t * Threads + hier_team_rank()) * Lanes + hier_vector_rank();
      po[c] = s;
      pk[c] = key;
    }
    long bad = 0;
    for (int t = 0; t < Teams; ++t)
      for (int c = 0; c < Threads * Lanes; ++c) {
        const Stats &s = out[t * Threads * Lanes + c];
        long k = keys[t * Threads * Lanes + c];
        if (k == -1 && c != 0)
          continue; // a cell no thread of this run owns
        bad += s.count != t + 3 || s.mean != t * 0.5 || s.tag[0] != t ||
               s.tag[1] != 0 || s.tag[2] != t * 2 || k != 1000L * t + 7;
      }
    check("team struct and long", bad);
  }

  // A thread broadcast: lane 0 of each thread computes, every lane of the
  // thread then holds it and uses it in a vector loop; in a lambda.
  {
    std::vector<long> out(Teams * Threads * 16, -1);
    long *po = out.data();
#pragma hier team team_size(Threads) vector_length(Lanes) map(tofrom: po[0:Teams * Threads * 16])
    for (int t = 0; t < Teams; ++t) {
#pragma hier thread
      for (int r = 0; r < Threads; ++r) {
        auto body = [=]() {
        long base = -1;
        double scale = 0;
#pragma hier single thread copyprivate(base, scale)
        {
          base = 100L * t + 10 * r;
          scale = 2.0;
        }
#pragma hier vector
        for (int k = 0; k < 16; ++k)
          po[(t * Threads + r) * 16 + k] = base + (long)(scale * k);
        };
        body();
      }
    }
    long bad = 0;
    for (int t = 0; t < Teams; ++t)
      for (int r = 0; r < Threads; ++r)
        for (int k = 0; k < 16; ++k)
          bad += out[(t * Threads + r) * 16 + k] != 100L * t + 10 * r + 2 * k;
    check("thread long and double", bad);
  }

  // Twice in a row in one team (the buffer is reused), then in a thread
  // loop without a vector loop (every lane is a thread of its own).
  {
    std::vector<int> out(Teams * 2, -1), flat(Teams * 64, -1);
    int *po = out.data(), *pf = flat.data();
#pragma hier team team_size(Threads) vector_length(Lanes) map(tofrom: po[0:Teams * 2], pf[0:Teams * 64])
    for (int t = 0; t < Teams; ++t) {
      int a = 0, b = 0;
#pragma hier single copyprivate(a)
      a = t + 1;
#pragma hier single copyprivate(b)
      b = a * 10;
#pragma hier single
      {
        po[2 * t] = a;
        po[2 * t + 1] = b;
      }
#pragma hier thread
      for (int i = 0; i < 64; ++i) {
        int v = 0;
#pragma hier single thread copyprivate(v)
        v = i + b;
        pf[t * 64 + i] = v;
      }
    }
    long bad = 0;
    for (int t = 0; t < Teams; ++t) {
      bad += out[2 * t] != t + 1 || out[2 * t + 1] != (t + 1) * 10;
      for (int i = 0; i < 64; ++i)
        bad += flat[t * 64 + i] != i + (t + 1) * 10;
    }
    check("twice, and a flat thread loop", bad);
  }

  printf("single-copyprivate: %s\n", failures ? "FAIL" : "PASS");
  return failures != 0;
}
