// single's copyprivate(list): its syntax, and variables it cannot broadcast
// (undeclared, not a member's own, of a type it cannot copy); on any other
// directive it is an error. The directive still applies after each error.
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify %s

struct Plain {
  int a;
  double b;
};
struct Owner {
  Owner();
  Owner(const Owner &);
  int *p;
};
struct Big {
  double d[20];
};
int global; // expected-note {{'global' is declared here}}

template <class T> void dependent(int n) {
#pragma hier team
  for (int t = 0; t < n; ++t) {
    T v = T();
#pragma hier single copyprivate(v)
    v = T(t);
  }
}

void misuse(int n, double *out) {
  double outside = 0; // expected-note {{'outside' is declared here}}
  dependent<long>(n);
#pragma hier team copyprivate(outside) // expected-error {{clause 'copyprivate' is not allowed on '#pragma hier team'}}
  for (int t = 0; t < n; ++t) {
    int mine = 0, other = 0;
    static int kept; // expected-note {{'kept' is declared here}}
    int &ref = mine; // expected-note {{'ref' is declared here}}
    Plain plain = {0, 0};
    Owner owner;
    Big big1, big2;
    const int fixed = 3;
    int arr[4] = {0, 0, 0, 0};
#pragma hier shared
    int team; // expected-note 2 {{'team' is declared here}}
#pragma hier single copyprivate(nosuch) // expected-error {{use of undeclared identifier 'nosuch' in 'copyprivate'}}
    mine = 1;
#pragma hier single copyprivate(outside) // expected-error {{'copyprivate' broadcasts into each team member's own variable, and 'outside' is declared outside the team region}}
    mine = 1;
#pragma hier single copyprivate(global) // expected-error {{'copyprivate' broadcasts into each team member's own variable, and 'global' is static, one for the whole program}}
    mine = 1;
#pragma hier single copyprivate(kept) // expected-error {{'copyprivate' broadcasts into each team member's own variable, and 'kept' is static, one for the whole program}}
    mine = 1;
#pragma hier single copyprivate(team) // expected-error {{'copyprivate' broadcasts into each team member's own variable, and 'team' is a '#pragma hier shared' variable, one for the whole team}}
    team = 1;
#pragma hier single copyprivate(ref) // expected-error {{'copyprivate' broadcasts into each team member's own variable, and 'ref' is a reference}}
    mine = 1;
#pragma hier single copyprivate(misuse) // expected-error {{'copyprivate' broadcasts into each team member's own variable, and 'misuse' is not a variable}}
    mine = 1;
#pragma hier single copyprivate(owner) // expected-error {{'copyprivate' cannot broadcast 'owner' of type 'Owner': it copies trivially copyable, non-const, non-array variables}}
    mine = 1;
#pragma hier single copyprivate(fixed) // expected-error {{'copyprivate' cannot broadcast 'fixed' of type 'const int'}}
    mine = 1;
#pragma hier single copyprivate(arr) // expected-error {{'copyprivate' cannot broadcast 'arr' of type 'int[4]'}}
    mine = 1;
#pragma hier single copyprivate(big1, big2) // expected-error {{'copyprivate' of 'big2' makes this team 'single' broadcast 320 bytes; a team broadcasts at most 256}}
    mine = 1;
#pragma hier single copyprivate(mine) copyprivate(mine) // expected-error {{'mine' appears more than once in the 'copyprivate' clauses of this directive}}
    mine = 1;
#pragma hier single copyprivate(mine other) // expected-error {{expected a comma-separated list of variable names in 'copyprivate(...)'}}
    mine = 1;
#pragma hier single copyprivate(mine, plain) copyprivate(other)
    mine = 1;
#pragma hier thread copyprivate(mine) // expected-error {{clause 'copyprivate' is not allowed on '#pragma hier thread'}}
    for (int i = 0; i < n; ++i) {
      int lane = 0;
#pragma hier single thread copyprivate(lane, mine)
      lane = i;
#pragma hier single thread copyprivate(team) // expected-error {{'copyprivate' broadcasts into each thread member's own variable, and 'team' is a '#pragma hier shared' variable, one for the whole team}}
      lane = i;
      out[i] = lane;
    }
#pragma hier barrier copyprivate(mine) // expected-error {{clause 'copyprivate' is not allowed on '#pragma hier barrier'}}
    (void)big1;
  }
}
