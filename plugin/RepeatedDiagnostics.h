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
} // namespace clang

namespace hier {

/// Puts a filter in front of \p CI's diagnostic consumer: a warning or an
/// error identical to one already reported (same level, location and text)
/// is dropped with its notes, and does not count towards -ferror-limit.
void reportEachMistakeOnce(clang::CompilerInstance &CI);

} // namespace hier

#endif
