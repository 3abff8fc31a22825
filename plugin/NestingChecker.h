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
#include <memory>

namespace clang {
class CompilerInstance;
}

namespace hier {

std::unique_ptr<clang::ASTConsumer>
createNestingChecker(clang::CompilerInstance &CI);

} // namespace hier

#endif
