// What the runtime tests share: a hier result compared with its sequential
// reference, element by element; each mismatch prints a FAIL line (which the
// tests' CHECK-NOT: FAIL catches) and counts in Failures, main's exit code.
#include <cstdio>
#include <vector>

static int Failures = 0;

static void check(const char *name, const std::vector<long> &got,
                  const std::vector<long> &want, const char *unit = "cells") {
  long bad = 0;
  for (size_t i = 0; i < got.size(); ++i)
    bad += got[i] != want[i];
  if (bad) {
    std::printf("FAIL %s: %ld of %zu %s differ\n", name, bad, got.size(), unit);
    ++Failures;
  }
}
