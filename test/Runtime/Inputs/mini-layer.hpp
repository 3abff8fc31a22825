// A small Kokkos-like layer: the loops are hier's, the body is the user's
// lambda, instantiated per call site.
#pragma once
#include <cstddef>

namespace mini {

template <class Body> void for_rows(int rows, int cols, Body body) {
#pragma hier team
  for (int r = 0; r < rows; ++r) {
#pragma hier thread vector
    for (int c = 0; c < cols; ++c)
      body(r, c);
  }
}

template <class T, class Body> T sum_rows(int rows, int cols, Body body) {
  T total = T();
#pragma hier team reduction(+ : total)
  for (int r = 0; r < rows; ++r) {
    T part = T();
#pragma hier thread vector reduction(+ : part)
    for (int c = 0; c < cols; ++c)
      part += body(r, c);
    total += part;
  }
  return total;
}

} // namespace mini
