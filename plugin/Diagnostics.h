//===- Diagnostics.h - hier front-end diagnostics --------------*- C++ -*-===//
//
// The plugin's diagnostics are Clang custom diagnostics, listed once in
// Diagnostics.def so that each message has one spelling and one test.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_DIAGNOSTICS_H
#define HIER_PLUGIN_DIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"

namespace hier {

enum class Diag {
#define HIER_DIAG(Name, Level, Text) Name,
#include "Diagnostics.def"
};

/// Reports \p D at \p Loc; stream arguments and source ranges into the
/// result as with DiagnosticsEngine::Report.
clang::DiagnosticBuilder report(clang::DiagnosticsEngine &DE,
                                clang::SourceLocation Loc, Diag D);

/// \p D's Clang ID, for a diagnostic built by hand (NestingChecker's
/// DiagnosticFilter, which cannot report while another is in flight).
unsigned diagID(clang::DiagnosticsEngine &DE, Diag D);

/// \p D's text with %0, %1... replaced by \p Args.
std::string diagText(Diag D, llvm::ArrayRef<llvm::StringRef> Args = {});

} // namespace hier

#endif
