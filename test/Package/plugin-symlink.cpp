// The plugin finds its front end, device runtime and headers beside the file
// it was loaded from after resolving links: -fplugin names a link in another
// directory, as /usr/local/lib/libhier.so -> /opt/hier/lib/libhier.so.
// RUN: rm -rf %t && mkdir -p %t/usr/lib
// RUN: ln -s %hier_build/lib/libhier.so %t/usr/lib/libhier.so
// RUN: %clangxx_noplugin -fplugin=%t/usr/lib/libhier.so -O1 -fopenmp %s -o %t/host
// RUN: %run %t/host | FileCheck %s
// RUN: %if ptxas %{ %clangxx_noplugin -fplugin=%t/usr/lib/libhier.so -O1 %offload %s -o %t/offload && %host-fallback %t/offload | FileCheck %s %}
// CHECK: symlink: 0 of 4096 differ

#include <hier/hier.h>
#include <cstdio>
#include <vector>

int main() {
  const int n = 64, m = 64;
  std::vector<int> v(n * m, -1);
  int *p = v.data();
#pragma hier team map(from: p[0:n * m])
  for (int i = 0; i < n; ++i) {
#pragma hier thread vector
    for (int j = 0; j < m; ++j)
      p[i * m + j] = i * 1000 + j;
  }
  int bad = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      bad += v[i * m + j] != i * 1000 + j;
  std::printf("symlink: %d of %d differ\n", bad, n * m);
  return bad != 0;
}
