// A loop directive whose 'for' header is not closed before the end of the
// file crashes clang (SIGSEGV in clang::Lexer::Lex) after the expected
// diagnostic. The pragma handler reads the header with PP.Lex until the
// parentheses balance; here it reads the main file's eof, drops it and
// re-injects the rest (PragmaHandler.cpp, handleLoop), so the parser lexes
// again from a lexer that has already been popped.
// Found by: hier-frontend-fuzzer. Fixed: the pragma handler reads past the
// pragma with the main-file lexer kept alive (incremental processing).
// RUN: not %clang_cc1 -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: error: '#pragma hier team' must be followed by a 'for' loop
// CHECK-NOT: Stack dump
#pragma hier team
for (
