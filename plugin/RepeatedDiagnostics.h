//===- RepeatedDiagnostics.h - one report per mistake -----------*- C++ -*-===//
//
// hier copies a loop's bounds and step, and some clause arguments, into
// several places of the code it generates (the trip count, the types of its
// counters, the team launch), each copy keeping the user's source locations.
// A mistake there (an undeclared name, a wrong type) would be reported once
// per copy: a typo in a team's bound gave 19 identical errors and the error
// limit, and the next mistake in the file was never reported.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_REPEATEDDIAGNOSTICS_H
#define HIER_PLUGIN_REPEATEDDIAGNOSTICS_H

namespace clang {
class CompilerInstance;
class DiagnosticsEngine;
class SourceLocation;
} // namespace clang

namespace hier {

/// Puts a filter in front of \p CI's diagnostic consumer: a warning or an
/// error identical to one already reported (same level, location and text)
/// is dropped with its notes, and does not count towards -ferror-limit.
void reportEachMistakeOnce(clang::CompilerInstance &CI);

/// In a member function defined in its class, the pragma handler writes a
/// directive's code before the function's locals are declared, so it cannot
/// check that reduction variable \p Var is one; Sema reports an undeclared
/// one at \p Var, and Clang's parser then stumbles over hier's declarations
/// of it (a 'for' whose declarations' type is invalid). After such an error
/// the filter drops the errors located in the code hier generated for the
/// directive whose first word is at \p Directive: one error at the name.
void expectUnresolvedReductionVar(clang::DiagnosticsEngine &DE,
                                  clang::SourceLocation Var,
                                  clang::SourceLocation Directive);

} // namespace hier

#endif
