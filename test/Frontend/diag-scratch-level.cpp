// scratch([level:] bytes): levels 0 and 1 only, one clause per level, and
// no level-1 scratch on a nowait team (its memory is freed when the region
// ends). The team still applies after each error.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

#define LEVEL 1
void misuse(int n, int bytes) {
#pragma hier team scratch(2: 64) // expected-error {{scratch level '2' does not exist: level 0 is team-shared memory, level 1 device memory per team}}
  for (int t = 0; t < n; ++t)
    ;
#pragma hier team scratch(-1: 64) // expected-error {{scratch level '-1' does not exist}}
  for (int t = 0; t < n; ++t)
    ;
#pragma hier team scratch(n: 64) // expected-error {{scratch level 'n' does not exist}}
  for (int t = 0; t < n; ++t)
    ;
#pragma hier team scratch(1: 64) scratch(1: 128) // expected-error {{more than one 'scratch' clause for level 1}} expected-note {{previous 'scratch' clause is here}}
  for (int t = 0; t < n; ++t)
    ;
#pragma hier team scratch(64) scratch(0: 128) // expected-error {{more than one 'scratch' clause for level 0}} expected-note {{previous 'scratch' clause is here}}
  for (int t = 0; t < n; ++t)
    ;
#pragma hier team scratch(1:) // expected-error {{clause 'scratch' needs an argument}}
  for (int t = 0; t < n; ++t)
    ;
#pragma hier team scratch(1: 64) nowait // expected-error {{'scratch(1: ...)' cannot be on a 'nowait' team: its device memory is freed when the region ends, which the host does not wait for}} expected-note {{previous 'nowait' clause is here}}
  for (int t = 0; t < n; ++t)
    ;
#pragma hier team scratch(1: 64) device(0) // expected-error {{'scratch(1: ...)' cannot be on a team with 'device': its device memory is allocated on the default device}} expected-note {{previous 'device' clause is here}}
  for (int t = 0; t < n; ++t)
    ;
  // Fine: both levels, a macro level, a '?:' in the bytes.
#pragma hier team scratch(0: 64) scratch(LEVEL: bytes > 0 ? bytes : 1)
  for (int t = 0; t < n; ++t)
    ;
#pragma hier team scratch(n > 4 ? 64 : 32)
  for (int t = 0; t < n; ++t)
    ;
}
