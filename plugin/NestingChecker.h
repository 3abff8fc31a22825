//===- NestingChecker.h - check how hier constructs nest --------*- C++ -*-===//
//
// The pragma handler sees one directive at a time; whether a 'thread' loop is
// inside a team, or a 'break' leaves a hier loop, is only known once the
// function is parsed. The plugin's AST consumer (AfterParse.cpp) runs before
// code generation (AddBeforeMainAction); its checks (NestingChecker.cpp)
// report such errors at the directive.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_NESTINGCHECKER_H
#define HIER_PLUGIN_NESTINGCHECKER_H

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>

namespace clang {
class ASTContext;
class CompilerInstance;
class Decl;
class OMPTargetTeamsDirective;
class Preprocessor;
class Sema;
} // namespace clang

namespace hier {

/// The plugin's AST consumer: the checks, then what the checked team regions
/// decide (AfterParse.cpp).
std::unique_ptr<clang::ASTConsumer>
createNestingChecker(clang::CompilerInstance &CI);

/// Checks how the hier constructs of \p D nest (and each construct's own
/// checks); reads the AST only. Appends the team regions it accepts to
/// \p Teams.
void checkNesting(
    clang::Decl *D, clang::ASTContext &Ctx,
    llvm::SmallVectorImpl<clang::OMPTargetTeamsDirective *> &Teams);

/// The Sema that is parsing \p PP's tokens, once the checker has been given
/// it (it is a SemaConsumer): the pragma handler asks it what a reduction's
/// variable is and whether a team is inside a target region.
clang::Sema *semaFor(const clang::Preprocessor &PP);

/// The Sema of this compile while it parses, else null.
clang::Sema *currentSema();

/// Replaces OpenMP's error for a team nested in a target region by hier's
/// (NestedTeamError.cpp); createNestingChecker installs it.
void installNestedTeamError(clang::CompilerInstance &CI);

} // namespace hier

#endif
