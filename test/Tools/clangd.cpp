// clangd loads no plugin: given the compile command of a CMake build (the
// package's target puts -isystem <prefix>/include beside -fplugin), it parses
// hier code with <hier/hier.h> declaring the API and no error. A compile
// without the plugin that generates code still fails, with hier's message.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed 's|@CXX@|%clangxx|g; s|@FILE@|%s|g; s|@INC@|%hier_include|g; s|@DIR@|%t|g' %S/Inputs/compile_commands.json.in > %t/compile_commands.json
// The parse clangd makes, by hand: no plugin, the same flags.
// RUN: %clang_noplugin -fsyntax-only -fopenmp --offload-arch=sm_90 --no-offloadlib -isystem %hier_include -Wall -Wextra -Werror %s
// RUN: %clang_noplugin -fsyntax-only -fopenmp -isystem %hier_include -Wall -Wextra -Werror %s
// RUN: %clang_noplugin -fsyntax-only -x c -fopenmp -isystem %hier_include -Wall -Wextra -Werror %s
// RUN: %if clangd %{ %hier_clangd --compile-commands-dir=%t --check=%s 2>&1 | FileCheck %s --check-prefix=CLANGD %}
// CLANGD-NOT: [pp_hash_error]
// CLANGD-NOT: [pp_file_not_found]
// CLANGD: All checks completed, 0 errors
// RUN: not %clang_noplugin -c -fopenmp -isystem %hier_include %s -o %t/noplugin.o 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// NOPLUGIN: error: call to 'hier_plugin_missing' declared with 'error' attribute: hier/hier.h needs the hier plugin: compile with -fplugin=libhier.so

#include <hier/hier.h>

void scale(int n, double *a) {
#pragma hier team map(tofrom: a[0:n * 32])
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < 32; ++j)
      a[i * 32 + j] *= hier_team_rank() + hier_league_rank();
  }
}
