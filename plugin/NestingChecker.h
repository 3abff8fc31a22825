//===- NestingChecker.h - check how hier constructs nest --------*- C++ -*-===//
//
// The pragma handler sees one directive at a time; whether a 'thread' loop is
// inside a team, or a 'break' leaves a hier loop, is only known once the
// function is parsed. This AST consumer runs before code generation
// (AddBeforeMainAction) and reports such errors at the directive.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_NESTINGCHECKER_H
#define HIER_PLUGIN_NESTINGCHECKER_H

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/SourceLocation.h"
#include <memory>

namespace clang {
class CompilerInstance;
class Preprocessor;
class Sema;
} // namespace clang

namespace hier {

std::unique_ptr<clang::ASTConsumer>
createNestingChecker(clang::CompilerInstance &CI);

/// The Sema that is parsing \p PP's tokens, once the checker has been given
/// it (it is a SemaConsumer): the pragma handler asks it what a reduction's
/// variable is and whether a team is inside a target region.
clang::Sema *semaFor(const clang::Preprocessor &PP);

/// Records that the team at \p Loc (a directive's expansion location) is in
/// a generic lambda; true if it was already.
bool notedTeamInGenericLambda(clang::SourceLocation Loc);

/// The Sema of this compile while it parses, else null.
clang::Sema *currentSema();

/// Replaces OpenMP's error for a team nested in a target region by hier's
/// (NestedTeamError.cpp); createNestingChecker installs it.
void installNestedTeamError(clang::CompilerInstance &CI);

} // namespace hier

#endif
