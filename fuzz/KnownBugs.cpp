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
// No bug is open now: every input is fuzzed.
//
//===----------------------------------------------------------------------===//

#include "KnownBugs.h"

using namespace llvm;

namespace hier {

bool hitsKnownBug(StringRef) { return false; }

} // namespace hier
