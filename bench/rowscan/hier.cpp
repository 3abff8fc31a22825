// Row prefix sums in hier, written the first way: a team per row, one
// 'thread vector' scan over the row (rounds of the team's 256 threads and
// lanes, a team-wide scan per round: docs/language.md, "Scans").
#include "driver.h"
#include <hier/hier.h>

using rowscan::Cols;

void scan_rows(const double *x, double *y, long rows) {
#pragma hier team is_device_ptr(x, y)
  for (long r = 0; r < rows; ++r) {
    double s = 0;
#pragma hier thread vector reduction(inscan, + : s)
    for (int c = 0; c < Cols; ++c) {
      s += x[r * Cols + c];
#pragma hier scan inclusive(s)
      y[r * Cols + c] = s;
    }
  }
}

int main(int argc, char **argv) { return rowscan::run(argc, argv, "hier", scan_rows); }
