// Hand-written misuses of hier for misuse.py: one function each, one error
// each ('// ERROR: text' on the line it must point at) or none ('// OK').
// misuse.py adds its prelude (<vector>, <complex>, enum E, struct P) and
// makes each case a function of (int n, double *a, std::vector<double> &v).

//--- iterator_loop
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (auto it = v.begin(); it != v.end(); ++it) // ERROR: must have integer type, not 'iterator'
    *it = 0;
}

//--- iterator_loop_declared
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier thread vector
  for (std::vector<double>::iterator it = v.begin(); it < v.end(); it += 2) // ERROR: must have integer type
    *it = 0;
}

//--- iterator_team
#pragma hier team
for (auto it = v.begin(); it != v.end(); ++it) // ERROR: must have integer type
  *it = 1;

//--- pointer_loop
#pragma hier team
for (double *p = a; p < a + n; ++p) // ERROR: must have integer type, not 'double *'
  *p = 0;

//--- double_loop_assigned
double x;
#pragma hier team
for (x = 0; x < n; x += 0.5) // ERROR: must have integer type, not 'double'
  a[0] = x;

//--- array_reduction
double arr[4] = {0};
#pragma hier team reduction(+: arr) // ERROR: cannot reduce 'arr' of type 'double[4]'
for (int i = 0; i < n; ++i)
  arr[i % 4] += a[i];

//--- int128_reduction
__int128 s = 0;
#pragma hier team reduction(+: s) // ERROR: cannot reduce 's' of type '__int128'
for (int i = 0; i < n; ++i)
  s += 1;

//--- complex_reduction
std::complex<double> z = 0;
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier thread reduction(max: z) // ERROR: operator 'max' cannot reduce 'z' of complex type 'std::complex<double>'
  for (int j = 0; j < n; ++j)
    z += a[j];
}

//--- undeclared_reduction
double d = 0;
#pragma hier team reduction(+: d, nosuch) // ERROR: use of undeclared identifier 'nosuch'
for (int i = 0; i < n; ++i)
  d += a[i];

//--- float_bitwise_reduction
float f = 0;
#pragma hier team reduction(^: f) // ERROR: operator '^' cannot reduce 'f' of floating type 'float'
for (int i = 0; i < n; ++i)
  f += a[i];

//--- unknown_clause_keeps_directive
#pragma hier team bogus(3) // ERROR: unknown clause 'bogus'
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j)
    a[j] = 0;
}

//--- bad_clause_argument_keeps_directive
#pragma hier team team_size(0) // ERROR: must be a positive integer, not 0
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j) {
#pragma hier vector
    for (int k = 0; k < n; ++k)
      a[k] = 0;
  }
}

//--- clause_without_parens
#pragma hier team league_size // ERROR: expected '(' after 'league_size'
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j)
    a[j] = 0;
}

//--- unclosed_clause
#pragma hier team max_teams(4 // ERROR: expected ')' to close 'max_teams('
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j)
    a[j] = 0;
}

//--- duplicate_clause
#pragma hier team vector_length(4) vector_length(8) // ERROR: clause 'vector_length' appears more than once
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j)
    a[j] = 0;
}

//--- bad_reduction_operator
double d = 0;
#pragma hier team reduction(/: d) // ERROR: '/' is not a reduction operator
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j)
    a[j] = 0;
}

//--- bad_collapse_keeps_directive
#pragma hier team collapse(0) // ERROR: argument of 'collapse' must be an integer literal
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j)
    a[j] = 0;
}

//--- unknown_directive_no_cascade
#pragma hier frobnicate // ERROR: unknown hier directive 'frobnicate'
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j)
    a[j] = 0;
#pragma hier barrier
}

//--- misspelled_team
#pragma hier tema // ERROR: did you mean 'team'?
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j)
    a[j] = 0;
}

//--- misspelled_thread
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier tread // ERROR: unknown hier directive 'tread'; did you mean 'thread'?
  for (int j = 0; j < n; ++j) {
#pragma hier vector
    for (int k = 0; k < n; ++k)
      a[k] = 0;
  }
}

//--- misspelled_clause_elsewhere
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier thread vector_lenght(4) // ERROR: did you mean 'vector_length'?
  for (int j = 0; j < n; ++j)
    a[j] = 0;
}

//--- misspelled_reduction
double d = 0;
#pragma hier team reducton(+: d) // ERROR: did you mean 'reduction'?
for (int i = 0; i < n; ++i)
  d += a[i];

//--- team_in_team
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier team // ERROR: cannot be nested inside another team loop
  for (int j = 0; j < n; ++j) {
#pragma hier thread
    for (int k = 0; k < n; ++k)
      a[k] = 0;
  }
}

//--- team_in_thread
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j) {
#pragma hier team // ERROR: cannot be nested inside another team loop
    for (int k = 0; k < n; ++k)
      a[k] = 0;
  }
}

//--- team_in_target
#pragma omp target map(tofrom: a[0:n])
{
#pragma hier team // ERROR: cannot be nested inside an OpenMP 'target' region
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}

//--- teams_in_sequence
#pragma hier team // OK
for (int i = 0; i < n; ++i)
  a[i] = 0;
#pragma hier team
for (int i = 0; i < n; ++i) {
  a[i] = 1;
}
#pragma hier team
for (int i = 0; i < n; ++i)
  for (int j = 0; j < n; ++j)
    a[j] = 2;

//--- thread_outside_team
#pragma hier thread // ERROR: must be nested inside a '#pragma hier team' loop
for (int i = 0; i < n; ++i)
  a[i] = 0;

//--- break_in_loop
#pragma hier team
for (int i = 0; i < n; ++i) {
  if (a[i] < 0)
    break; // ERROR: 'break' cannot leave a hier team loop
}

//--- not_a_loop
#pragma hier team
while (n--) { // ERROR: must be followed by a 'for' loop
}

//--- range_for
#pragma hier team
for (double &x : v) // ERROR: range-based 'for' loops are not supported
  x = 0;

//--- non_canonical_test
#pragma hier team
for (int i = 0; i * 2 < n; ++i) // ERROR: not in canonical form
  a[i] = 0;

//--- macro_directive
#define HIER_TEAM_MISSPELLED tem
#pragma hier HIER_TEAM_MISSPELLED // ERROR: did you mean 'team'?
for (int i = 0; i < n; ++i)
  a[i] = 0;

//--- macro_clause
#define BAD_CLAUSE frob(2)
#pragma hier team BAD_CLAUSE // ERROR: unknown clause 'frob'
for (int i = 0; i < n; ++i)
  a[i] = 0;

//--- pragma_operator
_Pragma("hier team reduction(+: n) team_size(-1)") // ERROR: must be a positive integer, not -1
for (int i = 0; i < 4; ++i)
  n += i;

//--- lambda_body
auto body = [&](int m) {
#pragma hier team
  for (int i = 0; i < m; ++i) {
#pragma hier thread
    for (float x = 0; x < m; x += 1) // ERROR: must have integer type, not 'float'
      a[0] = x;
  }
};
body(n);

//--- lambda_in_team
#pragma hier team
for (int i = 0; i < n; ++i) {
  auto f = [&](int j) {
    __int128 s = 0;
#pragma hier thread reduction(max: s) // ERROR: cannot reduce 's' of type '__int128'
    for (int k = 0; k < j; ++k)
      s = k;
    return s;
  };
  a[i] = f(i);
}

//--- shared_in_thread
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j) {
#pragma hier shared // ERROR: declares one variable per team
    double t[8];
    t[0] = 0;
  }
}

//--- barrier_in_thread
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier thread
  for (int j = 0; j < n; ++j) {
#pragma hier barrier // ERROR: divergent barrier
  }
}

//--- clause_on_barrier
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier barrier nowait // ERROR: clause 'nowait' is not allowed on '#pragma hier barrier'
}

//--- map_pass_through
#pragma hier team map(frob: a[0:n]) // ERROR: incorrect map type
for (int i = 0; i < n; ++i)
  a[i] = 0;

//--- vector_in_team
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier vector // ERROR: must be nested inside a 'thread' loop
  for (int j = 0; j < n; ++j)
    a[j] = 0;
}

//--- loop_hint_before
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma unroll 4 // ERROR: before a '#pragma hier' directive
#pragma hier thread
  for (int j = 0; j < n; ++j)
    a[j] = 0;
}

//--- collapse_not_nested
#pragma hier team collapse(2)
for (int i = 0; i < n; ++i)
  a[i] = 0; // ERROR: needs 2 perfectly nested 'for' loops

//--- reduction_of_member
struct Acc { long total; } acc = {0};
#pragma hier team
for (int i = 0; i < n; ++i) {
#pragma hier thread reduction(+: acc) // ERROR: cannot reduce 'acc' of type
  for (int j = 0; j < n; ++j)
    acc.total += j;
}

//--- readonly_not_pointer
#pragma hier team readonly(n) // ERROR: 'readonly' needs a pointer or an array
for (int i = 0; i < n; ++i)
  a[i] = 0;

//--- generic_lambda_reduction
// A team in a generic lambda is an error of its own (Clang's GPU compile
// crashed there), also when its instantiation is otherwise fine.
auto g = [&](auto s) {
#pragma hier team reduction(+: s) // ERROR: cannot be inside a generic lambda
  for (int i = 0; i < n; ++i)
    s += 1;
  return s;
};
g(0);

//--- generic_lambda_loop
auto g = [&](auto lo) {
#pragma hier team // ERROR: cannot be inside a generic lambda
  for (auto i = lo; i < lo + 4; ++i)
    a[0] = i;
};
g(0);

//--- const_reduction
const double c = 1;
#pragma hier team reduction(+: c) // ERROR: a reduction variable must be modifiable
for (int i = 0; i < n; ++i)
  a[i] = c;

//--- class_bound
#pragma hier team
for (int i = 0; i < v; ++i) // ERROR: invalid operands to binary expression ('int' and 'std::vector<double>')
  a[i] = 0;

//--- class_bound_size_t
#pragma hier team
for (size_t i = 0; i < v; ++i) // ERROR: invalid operands to binary expression ('size_t' (aka 'unsigned long') and 'std::vector<double>')
  a[i] = 0;

//--- class_bound_auto
#pragma hier team
for (auto i = 0; v > i; ++i) // ERROR: invalid operands to binary expression ('std::vector<double>' and 'int')
  a[i] = 0;

//--- class_lower_bound
#pragma hier team
for (long i = v; i < n; ++i) // ERROR: assigning to 'long' from incompatible type 'std::vector<double>'
  a[i] = 0;

//--- pointer_step
#pragma hier team
for (long i = 0; i < n; i += a) // ERROR: incompatible pointer to integer conversion assigning to 'long' from 'double *'
  a[i] = 0;

//--- class_with_conversion_bound
struct Count { operator int() const { return 4; } } count;
double s = 0;
#pragma hier team reduction(+: s) // OK
for (int i = 0; i < count; ++i)
  s += a[i];

//--- class_clause_argument
#pragma hier team team_size(v) // ERROR: argument of a '#pragma hier team' clause must have integer type, not 'std::vector<double>'
for (int i = 0; i < n; ++i)
  a[i] = 0;

//--- pointer_scratch
#pragma hier team scratch(a) vector_length(8) // ERROR: must have integer type, not 'double *'
for (int i = 0; i < n; ++i)
  a[i] = 0;
