// A '_Pragma("hier ...")' inside a '#pragma hier' line crashes clang (SIGSEGV
// in clang::Lexer::LexTokenInternal) after "'#pragma hier thread' must be
// followed by a 'for' loop": the inner directive is handled while the outer
// handler is still lexing its line, and reads the outer line's end as its
// loop. Also at the end of a file ('#pragma hier _Pragma("hier team")').
// Found by: hier-frontend-fuzzer (long run), with the end-of-file fix in.
// RUN: not %clang_cc1 -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: error:
// CHECK-NOT: Stack dump
void f(int n) {
#pragma hier team _Pragma("hier thread")
  for (int i = 0; i < n; ++i) {}
}
