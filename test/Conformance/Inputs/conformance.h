// What the conformance programs share: each check compares a hier result
// with the sequential reference the program computed and prints a FAIL line
// for a mismatch; conf_done prints the program's PASS/FAIL line, which the
// test's FileCheck reads, and gives main's exit code. C and C++.
#ifndef CONFORMANCE_H
#define CONFORMANCE_H
#include <stdio.h>

static int conf_failures = 0;

static void conf_check(const char *what, long bad) {
  if (bad) {
    printf("FAIL %s: %ld wrong\n", what, bad);
    ++conf_failures;
  }
}

static int conf_done(const char *name) {
  printf("%s: %s\n", name, conf_failures ? "FAIL" : "PASS");
  return conf_failures != 0;
}
#endif
