//===- RaceCheck.h - updates that race among a loop's iterations -*- C++
//-*-===//
//
// A scalar declared outside a thread, vector or 'thread vector' loop and
// updated inside it ('s += x', 's = s + x', '++s', 's = max(s, x)') without a
// reduction for it: the iterations run in parallel on the GPU, so the updates
// race and the result differs from the host fallback's, where a team's
// iterations run one after the other. NestingChecker calls it for each such
// loop; the warning names the variable and a note proposes the reduction.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_RACECHECK_H
#define HIER_PLUGIN_RACECHECK_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringRef.h"

namespace hier {

/// Whether race warnings are on (-fplugin-arg-hier-race-warnings=on|off).
extern bool RaceWarnings;

/// Warns about the racing updates in \p Body, the body of the hier loop
/// written at \p Directive ('#pragma hier \p Level'). \p Reduced holds the
/// loop's reduction variables. Nested hier loops and their reduction
/// wrappers are left to their own call.
void checkRaces(clang::DiagnosticsEngine &DE, const clang::Stmt *Body,
                clang::SourceLocation Directive, llvm::StringRef Level,
                const llvm::SmallPtrSetImpl<const clang::ValueDecl *> &Reduced);

/// Warns about read-modify-writes in \p Body, a team body, of memory the
/// team's threads share (a pointer's, array's or reference's from outside the
/// team), outside thread loops and 'single': each thread runs them on a GPU.
void checkTeamStores(clang::DiagnosticsEngine &DE, const clang::ASTContext &Ctx,
                     const clang::Stmt *Body);

} // namespace hier

#endif
