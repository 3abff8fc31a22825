// A library header that writes hier loops three ways: a function-like macro
// holding whole loops through _Pragma (expanded here and in the main file),
// an object-like macro holding only the directive, the loop written after
// it in this file, and _Pragma written in the file itself.
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

#define SQUARES_TEAM _Pragma("hier team reduction(+: s) map(to: a[0:n])")
#define SQUARES_THREAD _Pragma("hier thread vector reduction(+: s)")

inline double sumOfSquares(const double *a, int n) {
  double s = 0;
  SQUARES_TEAM
  for (int b = 0; b < 1; ++b) {
    SQUARES_THREAD
    for (int i = 0; i < n; ++i)
      s += a[i] * a[i];
  }
  return s;
}

inline double sumOfCubes(const double *a, int n) {
  double s = 0;
  _Pragma("hier team reduction(+: s) map(to: a[0:n])")
  for (int b = 0; b < 2; ++b) {
    _Pragma("hier thread reduction(+: s)")
    for (int i = b; i < n; i += 2)
      s += a[i] * a[i] * a[i];
  }
  return s;
}
