//===- Diagnostics.cpp - hier front-end diagnostics -----------------------===//

#include "Diagnostics.h"

using namespace clang;
using namespace llvm;

namespace hier {

static unsigned customID(DiagnosticsEngine &DE, Diag D) {
  switch (D) {
#define HIER_DIAG(Name, Level, Text)                                           \
  case Diag::Name:                                                             \
    return DE.getCustomDiagID(DiagnosticsEngine::Level, Text);
#include "Diagnostics.def"
  }
  llvm_unreachable("unknown hier diagnostic");
}

unsigned diagID(DiagnosticsEngine &DE, Diag D) { return customID(DE, D); }

std::string diagText(Diag D, ArrayRef<StringRef> Args) {
  StringRef Text;
  switch (D) {
#define HIER_DIAG(Name, Level, Str)                                            \
  case Diag::Name:                                                             \
    Text = Str;                                                                \
    break;
#include "Diagnostics.def"
  }
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    unsigned N = I + 1 < Text.size() ? Text[I + 1] - '0' : 10;
    if (Text[I] == '%' && N < Args.size()) {
      Out += Args[N].str();
      ++I;
    } else {
      Out += Text[I];
    }
  }
  return Out;
}

DiagnosticBuilder report(DiagnosticsEngine &DE, SourceLocation Loc, Diag D) {
  // getCustomDiagID interns the (level, text) pair, so repeated lookups return
  // the same ID; no cache is needed here.
  return DE.Report(Loc, customID(DE, D));
}

} // namespace hier
