// The plugin includes its support header from <prefix>/include, beside
// <prefix>/lib/libhier.so; a plugin copied without it says so, once.
// RUN: rm -rf %t && mkdir -p %t/lib
// RUN: cp %hier_lib/libhier.so %hier_lib/libhier-frontend.so %t/lib/
// RUN: not %clang_noplugin -fplugin=%t/lib/libhier.so -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: error: hier's support header '{{.*}}/include/hier/__hier_builtins.h' is missing beside the plugin: reinstall hier
// CHECK-NOT: error:

int main(void) { return 0; }
