//===- LoopChecks.h - what a hier loop's header and body may hold -*- C++ -*-//
//
// Checks of one generated level (GeneratedLoops.h) that the rewriter could
// not make, since types are known only after Sema: the loop variable's type,
// the user's test, and 'break'.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_LOOPCHECKS_H
#define HIER_PLUGIN_LOOPCHECKS_H

#include "hier/abi.h"

namespace clang {
class ASTContext;
class DiagnosticsEngine;
class ForStmt;
class Stmt;
} // namespace clang

namespace hier {

/// Reports a loop variable that is not an integer. \p Inner is the level's
/// one-shot loop.
void checkLoopVariable(clang::DiagnosticsEngine &DE,
                       const clang::ForStmt *Inner);

/// Reports a test that compares the variable with a floating bound.
void checkLoopTest(clang::DiagnosticsEngine &DE, const clang::ForStmt *Inner);

/// Reports every 'break' in \p S that would leave the hier loop of level
/// \p L, that is, one not inside a nested loop or switch of the body, and
/// every 'goto' to a label outside \p S.
void checkBreaks(const clang::ASTContext &Ctx, const clang::Stmt *S,
                 hier_level L);

} // namespace hier

#endif
