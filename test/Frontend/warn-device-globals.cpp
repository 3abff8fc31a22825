// A global that a team region needs on the GPU but that Clang neither maps
// nor puts on the device is a warning at the use, naming it (the GPU link
// would otherwise stop with nvlink's "Undefined reference to '_ZL4coef'"):
// a constexpr whose address the region takes, and any global a function the
// region calls uses, unless it is in 'declare target'. No warning for what
// Clang maps or copies (const tables read in the region, constexpr values),
// for 'declare target' globals, static locals, constexpr scalars (folded), or
// a compile without a GPU.
// RUN: %clang_cc1 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -fsyntax-only -verify %s
// RUN: %clang_cc1 -fopenmp -fsyntax-only -verify=host %s
// host-no-diagnostics

static const double Coef[5] = {1, 2, 3, 4, 5};
constexpr double Cubes[4] = {0, 1, 8, 27};
double Counter;
#pragma omp begin declare target
static const double OnDevice[2] = {1, 2};
#pragma omp end declare target

static const double *firstOf(const double *P) { return P; }
static double viaTable(int I) {
  static const double Local[2] = {3, 4}; // emitted with the function
  return Coef[I % 5] * 2 + OnDevice[I % 2] + Local[I % 2]; // expected-warning {{'Coef' is not on the device, and 'viaTable', which a team region calls, uses it: the GPU link will fail (undefined reference); put 'Coef' in '#pragma omp declare target'}}
}
static double deeper(int I) { return viaTable(I) + Counter; } // expected-warning {{'Counter' is not on the device, and 'deeper', which a team region calls}}
static double values(int I) { return Cubes[I % 4]; }

void run(double *Out, int N) {
#pragma hier team map(from: Out[0:N])
  for (int I = 0; I < N; ++I) {
    static const double Inside[2] = {5, 6};
    Out[I] = Coef[I % 5] + Cubes[I % 4] + Inside[I % 2] + OnDevice[I % 2] +
             values(I) +
             *firstOf(Cubes) + // expected-warning {{'Cubes' is used by its address in this team region but Clang neither maps it nor puts it on the device, and the GPU link will fail (undefined reference); put 'Cubes' in '#pragma omp declare target'}}
             deeper(I); // expected-note 2 {{'deeper' is called from the team region here}}
  }
  // A second region calling the same function: reported once.
#pragma hier team map(from: Out[0:N])
  for (int I = 0; I < N; ++I)
    Out[I] = deeper(I);
}

// A constexpr scalar (a loop bound hier rewrites): its value is folded.
constexpr int Cols = 8;
void bounds(double *Out, long Rows) {
#pragma hier team map(tofrom: Out[0:Rows * Cols])
  for (long R = 0; R < Rows; ++R) {
#pragma hier thread vector
    for (int C = 0; C < Cols; ++C)
      Out[R * Cols + C] *= 2;
  }
}
