// Routines of test/Runtime/routines.cpp defined in another file
// (Inputs/routines-other.cpp): declared 'routine' here, where every file
// that calls them sees it, and 'declare target' as any function a team
// calls in another file.
#ifndef ROUTINES_H
#define ROUTINES_H
#pragma omp declare target
// A team's matrix-vector product of rows [first, first + rows): thread
// loops over the rows, vector loops over a row, a barrier and a single.
#pragma hier routine thread
void rowsTimesVector(const double *m, const double *x, double *y, int first,
                     int rows, int cols, double *total);
// A thread's dot product of length n, over its lanes.
#pragma hier routine vector
double dotLanes(const double *a, const double *b, int n);
#pragma omp end declare target
#endif
