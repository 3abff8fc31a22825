//===- KnownBugs.cpp - inputs that hit an already reported bug ------------===//

#include "KnownBugs.h"

using namespace llvm;

namespace hier {

namespace {

/// test/Regressions/pending/pragma-operator-in-directive.cpp: '_Pragma'
/// on a '#pragma' line (in this harness's sources, every '#' line is one).
bool hasPragmaOperatorInDirective(StringRef Src) {
  while (!Src.empty()) {
    auto [Line, Rest] = Src.split('\n');
    if (Line.ltrim().starts_with("#") && Line.contains("_Pragma"))
      return true;
    Src = Rest;
  }
  return false;
}

} // namespace

bool hitsKnownBug(StringRef Src) { return hasPragmaOperatorInDirective(Src); }

} // namespace hier
