// A '_Pragma("hier ...")' inside a '#pragma hier' line crashes clang (SIGSEGV
// in clang::Lexer::LexTokenInternal) after "'#pragma hier thread' must be
// followed by a 'for' loop": the inner directive is handled while the outer
// handler is still lexing its line, and reads the outer line's end as its
// loop. Also at the end of a file ('#pragma hier _Pragma("hier team")').
// Found by: hier-frontend-fuzzer (long run), with the end-of-file fix in.
// Fixed: the handler rejects a hier directive met while it reads another.
// RUN: not %clang_cc1 -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: pragma-operator-in-directive.cpp:[[@LINE+3]]:19: error: '#pragma hier' cannot appear inside another hier directive or in the code that directive reads after it
// CHECK-NOT: Stack dump
void f(int n) {
#pragma hier team _Pragma("hier thread")
  for (int i = 0; i < n; ++i) {}
}

// The same inside the loop header the handler reads.
// CHECK: pragma-operator-in-directive.cpp:[[@LINE+3]]:25: error: '#pragma hier' cannot appear inside another hier directive
void g(int n) {
#pragma hier team
  for (int i = 0; i < n _Pragma("hier team"); ++i) {}
}
