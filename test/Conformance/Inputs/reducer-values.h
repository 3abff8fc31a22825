// Inputs of the reducer programs: values whose sums, products, minima,
// maxima and bit patterns are exact in every type, and the reductions'
// starting values (not the identities: the original value must count once).
#ifndef REDUCER_VALUES_H
#define REDUCER_VALUES_H
template <typename T> static T val(long i) { return (T)((i * 37 + 11) % 101); }
template <typename T> static T pval(long i) { return (T)(i % 9 == 4 ? 2 : 1); }
template <typename T> static T bits(long i) {
  return (T)((i * 2654435761u) & 0xfff);
}
template <typename T> static T truth(long i, int mod) { return (T)(i % mod != 0); }
#endif
