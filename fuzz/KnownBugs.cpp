//===- KnownBugs.cpp - inputs that hit an already reported bug ------------===//
//
// One predicate per open bug of test/Regressions/pending/ (none now: the
// directory is created for the next one, docs/reliability.md), each naming
// its reproducer, e.g. (the '_Pragma' bug, fixed in fefd1ed):
//
//   /// test/Regressions/pending/pragma-operator-in-directive.cpp
//   bool hasPragmaOperatorInDirective(StringRef Src) {
//     while (!Src.empty()) {
//       auto [Line, Rest] = Src.split('\n');
//       if (Line.ltrim().starts_with("#") && Line.contains("_Pragma"))
//         return true;
//       Src = Rest;
//     }
//     return false;
//   }
//
// hier's own bugs: none open. Clang's own bugs, which a plain compile
// without hier hits the same way (nothing for hier to fix; skipping them
// lets the fuzzer go on):
//  * in C, '(' then '::' anywhere (`exp(-(::double)j)` in a loop body):
//    Clang 22's C parser never returns (`int x = (::37);` in a plain C file
//    hangs `clang -fsyntax-only`). hier reports a '::' in its own clause
//    arguments and loop headers (test/Frontend/diag-scope-operator-in-c.c);
//    one in the user's code is Clang's. Found by the 16-core run of stop 29.
//
//===----------------------------------------------------------------------===//

#include "KnownBugs.h"

using namespace llvm;

namespace hier {

namespace {

/// Clang's C parser hangs on '(' followed by '::' (whitespace between).
bool hasParenScopeInC(StringRef Src) {
  for (size_t At = Src.find('('); At != StringRef::npos;
       At = Src.find('(', At + 1))
    if (Src.drop_front(At + 1).ltrim().starts_with("::"))
      return true;
  return false;
}

} // namespace

bool hitsKnownBug(StringRef Src, bool C) { return C && hasParenScopeInC(Src); }

} // namespace hier
