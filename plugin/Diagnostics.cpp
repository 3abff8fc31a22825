//===- Diagnostics.cpp - hier front-end diagnostics -----------------------===//

#include "Diagnostics.h"

using namespace clang;

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

DiagnosticBuilder report(DiagnosticsEngine &DE, SourceLocation Loc, Diag D) {
  // getCustomDiagID interns the (level, text) pair, so repeated lookups return
  // the same ID; no cache is needed here.
  return DE.Report(Loc, customID(DE, D));
}

} // namespace hier
