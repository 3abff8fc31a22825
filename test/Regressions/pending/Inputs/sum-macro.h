// A library header whose macro writes a function with hier loops through
// _Pragma, and expands it once here.
#pragma once
#define DEFINE_SUM(NAME)                                                       \
  double NAME(const double *a, int n) {                                        \
    double s = 0;                                                              \
    _Pragma("hier team reduction(+: s) map(to: a[0:n])")                       \
    for (int b = 0; b < 4; ++b) {                                              \
      double t = 0;                                                            \
      _Pragma("hier thread reduction(+: t)")                                   \
      for (int i = b; i < n; i += 4)                                           \
        t += a[i];                                                             \
      _Pragma("hier single")                                                   \
      s += t;                                                                  \
    }                                                                          \
    return s;                                                                  \
  }
DEFINE_SUM(sumInHeader)
