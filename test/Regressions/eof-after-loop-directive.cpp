// A loop directive on the last line of a file crashes clang (SIGSEGV in
// clang::Lexer::LexTokenInternal) after the expected diagnostic, in C and
// C++. The pragma handler's first PP.Lex for the 'for' returns the main
// file's eof, which handleLoop drops instead of re-injecting
// (PragmaHandler.cpp), so the parser lexes past the end of the file.
// The same happens when a comment, a conditional or a line continuation hides
// everything after the directive (the fuzzer's first findings were such).
// Same root cause as eof-in-loop-header.cpp.
// Found by: hier-frontend-fuzzer. Fixed: the pragma handler reads past the
// pragma with the main-file lexer kept alive (incremental processing).
// RUN: not %clang_cc1 -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %clang_cc1 -fopenmp -fsyntax-only -x c %s 2>&1 | FileCheck %s
// CHECK: error: '#pragma hier thread' must be followed by a 'for' loop
// CHECK-NOT: Stack dump
#pragma hier thread
