//===- KnownBugs.cpp - inputs that hit an already reported bug ------------===//

#include "KnownBugs.h"
#include "llvm/ADT/STLExtras.h"

using namespace llvm;

namespace hier {

namespace {

/// test/Regressions/pending/eof-after-loop-directive.cpp and
/// eof-in-loop-header.cpp: the pragma handler reads the end of the file while
/// looking for a loop. The input is followed by the function's closing '}',
/// so that takes a loop header with an opening bracket that is never closed
/// (counted on characters, as the handler counts tokens: any kind closes any
/// kind), or something that hides the '}': an unterminated block comment, a
/// preprocessor conditional, a raw string literal, a line continuation; or a
/// directive inside a header (a '#' line inside parentheses), whose own loop
/// handling may consume the rest of the file.
bool mayReachEOFInLoop(StringRef Src) {
  size_t Open = Src.rfind("/*");
  if (Open != StringRef::npos && Src.find("*/", Open + 2) == StringRef::npos)
    return true;
  if (Src.contains("#if") || Src.contains("# if") || Src.contains("R\"") ||
      Src.contains("\\\n") || Src.contains("\\\r"))
    return true;
  int Parens = 0;
  for (size_t I = 0; I < Src.size(); ++I) {
    char C = Src[I];
    if (C == '(' || C == '[')
      ++Parens;
    else if ((C == ')' || C == ']') && Parens > 0)
      --Parens;
    else if (C == '#' && Parens > 0 && (I == 0 || Src[I - 1] == '\n'))
      return true;
  }
  int Balance = 0; // closers minus openers in the suffix scanned so far
  for (char C : reverse(Src)) {
    if (C == ')' || C == ']' || C == '}')
      ++Balance;
    else if (C == '(' || C == '[' || C == '{')
      if (--Balance < 0)
        return true;
  }
  return false;
}

} // namespace

bool hitsKnownBug(StringRef Src) { return mayReachEOFInLoop(Src); }

} // namespace hier
