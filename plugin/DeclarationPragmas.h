//===- DeclarationPragmas.h - directives before a declaration ---*- C++ -*-===//
//
// '#pragma hier shared' and '#pragma hier routine' apply to the declaration
// that follows them: the pragma handler (PragmaHandler.cpp) reads it, past
// the end of the pragma line, and gives it back annotated.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_DECLARATIONPRAGMAS_H
#define HIER_PLUGIN_DECLARATIONPRAGMAS_H

#include "clang/Lex/Pragma.h"

namespace clang {
class Preprocessor;
} // namespace clang

namespace hier {

struct Directive;

/// '#pragma hier shared' DECL: reads the declaration up to its ';' and gives
/// each declared variable one instance per team (SharedDeclaration.cpp).
/// \p Introducer is how the directive was written (headerRestHolds).
void handleShared(clang::Preprocessor &PP, const Directive &D,
                  const clang::PragmaIntroducer &Introducer);

/// '#pragma hier routine thread|vector' FUNCTION: annotates the function's
/// declaration (RoutineDeclaration.cpp).
void handleRoutine(clang::Preprocessor &PP, const Directive &D,
                   const clang::PragmaIntroducer &Introducer);

} // namespace hier

#endif
