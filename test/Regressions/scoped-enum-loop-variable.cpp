// A loop over a scoped enumeration ('for (Axis a = Axis::X; a < Axis::N;
// ++a)' with the program's own operator++) gave a cascade of Clang's errors
// about hier's rewritten code ("invalid operands to binary expression
// ('typeof (__builtin_choose_expr(...))' (aka 'Axis') and 'Axis')"), for a
// type hier cannot count with anyway (its '++' may do anything). Found
// writing first-draft programs. Now the loop-variable error, once; unscoped
// enumerations still run, checked against the sequential loop.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify -DSCOPED %s
// RUN: %clangxx -O1 -fopenmp %s -o %t && %run %t | FileCheck %s
// RUN: %if ptxas %{ %clangxx -O1 %offload %s -o %t.offload && %host-fallback %t.offload | FileCheck %s %}
// RUN: %clangxx -O1 -fopenmp -DHIER_HOST_SPMD %s -o %t.spmd && %spmd-run %t.spmd | FileCheck %s
// CHECK: enum loops: ok

#ifdef SCOPED
enum class Axis : int { X, Y, Z, N };
inline Axis &operator++(Axis &a) { return a = Axis(int(a) + 1); }

void scoped(double *comp) {
#pragma hier team map(tofrom: comp[0:3])
  for (Axis ax = Axis::X; ax < Axis::N; ++ax) // expected-error {{loop variable of a hier loop must have integer type, not 'Axis': hier loops count with a signed or unsigned integer or an unscoped enumeration (up to 64 bits); iterate over an integer index instead}}
    comp[int(ax)] = int(ax) * 2.5;
}
#else
extern "C" int printf(const char *, ...);

// C++ has no '++' on an enumeration: programs define one.
enum Color { Red, Green, Blue, NColors };
inline Color &operator++(Color &c) { return c = Color(c + 1); }
enum Wide : unsigned long { First = 1, Last = 40 };
inline Wide &operator++(Wide &k) { return k = Wide(k + 1); }

int main() {
  double col[NColors] = {0, 0, 0}, w[64] = {0};
  double *pc = col, *pw = w;
#pragma hier team map(tofrom: pc[0:3])
  for (Color c = Red; c < NColors; ++c)
    pc[c] = c + 0.5;
#pragma hier team map(tofrom: pw[0:64])
  for (int t = 0; t < 2; ++t) {
#pragma hier thread vector
    for (Wide k = First; k <= Last; ++k)
      if ((k & 1) == (unsigned long)t)
        pw[k] = k * 1.5;
  }
  double rc[NColors] = {0, 0, 0}, rw[64] = {0};
  for (Color c = Red; c < NColors; ++c)
    rc[c] = c + 0.5;
  for (Wide k = First; k <= Last; ++k)
    rw[k] = k * 1.5;
  int bad = 0;
  for (int k = 0; k < NColors; ++k)
    bad += col[k] != rc[k];
  for (int k = 0; k < 64; ++k)
    bad += w[k] != rw[k];
  printf("enum loops: %s\n", bad ? "FAIL" : "ok");
  return bad;
}
#endif
