// -save-temps compiles the preprocessed file (.ii), in which -E printed
// hier's declarations where <hier/hier.h> asked for them; the plugin adds
// them only to a compile of the source. Host and device temps both build.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clangxx -fopenmp -isystem %hier_include -O1 -Wall -Werror -save-temps %s -o host && %run ./host | FileCheck %s
// RUN: FileCheck %s --check-prefix=PP < save-temps.ii
// RUN: %if ptxas %{ %clangxx %offload -isystem %hier_include -O2 -Wall -Werror -save-temps %s -o offload %}
// RUN: %if ptxas %{ %host-fallback ./offload | FileCheck %s %}
// RUN: %if ptxas %{ cat save-temps-openmp-nvptx64-*.ii | FileCheck %s --check-prefix=PP %}
// RUN: %if ptxas %{ cat save-temps-host-x86_64-*.ii | FileCheck %s --check-prefix=PP %}
// A source that does not include <hier/hier.h> gets no declarations from -E;
// the compile of its output says so, once, in hier's words.
// RUN: sed -e '/#include <hier.hier.h>/d' -e 's/(hier_team_rank() < hier_team_size() ? 0 : 1)/0/' %s > nohdr.cpp
// RUN: not %clangxx -fopenmp -save-temps -c nohdr.cpp 2>&1 | FileCheck %s --check-prefix=NOHDR
// NOHDR: nohdr.cpp:{{[0-9]+}}:{{[0-9]+}}: error: this preprocessed file lacks hier's declarations: '#include <hier/hier.h>' before the first '#pragma hier' of the source, and -E prints them into its output
// NOHDR-NOT: error:
// NOHDR-NOT: __hier
//
// PP: # 1 "<hier>" 1 3
// PP: #pragma hier __declarations
// PP: #pragma hier team map(tofrom: out[0:n])
// PP: #pragma hier thread vector
// CHECK-NOT: FAIL
// CHECK: save-temps: all agree

#include <hier/hier.h>
#include <cstdio>
#include <vector>

int main() {
  const int n = 1000;
  std::vector<double> v(n);
  double *out = v.data();
#pragma hier team map(tofrom: out[0:n])
  for (int b = 0; b < n; b += 64) {
#pragma hier thread vector
    for (int i = b; i < (b + 64 < n ? b + 64 : n); ++i)
      out[i] = 2.0 * i + (hier_team_rank() < hier_team_size() ? 0 : 1);
  }
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += v[i] != 2.0 * i;
  std::printf(bad ? "FAIL save-temps: %d wrong\n" : "save-temps: all agree\n",
              bad);
  return bad != 0;
}
