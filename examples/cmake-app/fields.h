// The C half of the program: hier kernels in a C translation unit.
#ifndef CMAKE_APP_FIELDS_H
#define CMAKE_APP_FIELDS_H
#ifdef __cplusplus
extern "C" {
#endif

/* out[i * m + j] = sqrt(in[i * m + j]) * exp(-x) with x = j / m: one team per
   row, the row's columns over threads and lanes. */
void damp_rows(const double *in, double *out, int n, int m);

/* The largest |a[i]| and the sum of a[i]^2 over n elements, as reductions over
   teams, threads and lanes. */
void norms(const float *a, int n, float *max_abs, double *sum_sq);

#ifdef __cplusplus
}
#endif
#endif
