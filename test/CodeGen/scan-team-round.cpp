// A round of a team-wide scan costs one scan over the team: the round's
// total (the carry of the next round) is folded from the warp totals that
// the prefix's scan left in the shared slots, not scanned again. So the
// kernel holds the two barriers around the slots of one scan (four when the
// total was a second scan) and one warp's shuffles (Hillis-Steele over 32
// lanes: five steps, then the value of the lane before; a double moves as
// two 32-bit halves: 12 shuffles, 24 with the second scan).
// RUN: %clangxx -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S %s -o %t.ptx
// RUN: grep -c "bar.sync" %t.ptx | FileCheck %s --check-prefix=BARRIERS
// RUN: grep -c "shfl.sync" %t.ptx | FileCheck %s --check-prefix=SHUFFLES
// BARRIERS: {{^}}2{{$}}
// SHUFFLES: {{^}}12{{$}}

void row_sums(const double *x, double *y, long rows, int cols) {
#pragma hier team team_size(8) vector_length(32) is_device_ptr(x, y)
  for (long r = 0; r < rows; ++r) {
    double s = 0;
#pragma hier thread vector reduction(inscan, + : s)
    for (int c = 0; c < cols; ++c) {
      s += x[r * cols + c];
#pragma hier scan inclusive(s)
      y[r * cols + c] = s;
    }
  }
}
