// The checks recognise the code hier generates by the attribute it marks it
// with (plugin/GeneratedMark.h), never by its name: a user's variables named
// like generated ones ('__hier_' names are reserved, but code gets copied
// from dumps) are the user's. Their racy updates are reported as any
// variable's, and a user's loop shaped like a generated one-shot loop is no
// level of a hier loop.
// (Run by ../user-generated-names.test: the misuse sweep of the tests'
// sources takes any '__hier' in a diagnostic for a leak of generated code.)

void user_names(int n, double *a, long *o, double *__hier_s1base7) {
  // Named like a loop's counter, a reduction's saved value, a trip count.
  long __hier_k7 = 0, __hier_rorig7_0 = 0;
  double __hier_n7 = 0;
#pragma hier team map(tofrom: a[0:n], o[0:n], __hier_s1base7[0:n])
  for (int i = 0; i < n; ++i) {
#pragma hier thread // expected-note {{add 'reduction(+: __hier_k7)'}} expected-note {{add 'reduction(+: __hier_rorig7_0)'}} expected-note {{add 'reduction(+: __hier_n7)'}}
    for (int j = 0; j < 8; ++j) {
      __hier_k7 += j;       // expected-warning {{'__hier_k7' is declared outside this 'thread' loop}}
      ++__hier_rorig7_0;    // expected-warning {{'__hier_rorig7_0' is declared outside}}
      __hier_n7 += a[j];    // expected-warning {{'__hier_n7' is declared outside}}
    }
    // A pointer from outside the team, named like a team's scratch base.
    __hier_s1base7[i] += 1; // expected-warning {{this update of memory through '__hier_s1base7' is in the team body}}
  }
  o[0] = __hier_k7 + __hier_rorig7_0 + (long)__hier_n7;
}

void user_one_shot(int n, double *a) {
#pragma hier team map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < 8; ++j)
      // Shaped like a level's one-shot loop, and the user's own: its body
      // is the thread loop's, and the vector loop in it is nested right.
      for (int __hier_once7_0 = 1; __hier_once7_0; __hier_once7_0 = 0) {
#pragma hier vector
        for (int k = 0; k < 4; ++k)
          a[i * 32 + j * 4 + k] = k;
      }
  }
}
