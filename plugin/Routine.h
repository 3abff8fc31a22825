//===- Routine.h - '#pragma hier routine thread|vector' ---------*- C++ -*-===//
//
// A function declared after '#pragma hier routine thread' may hold thread,
// vector and 'thread vector' loops, barrier and single, and be called from a
// team body outside thread loops; one after '#pragma hier routine vector'
// may hold vector loops and be called from a thread loop's body. The pragma
// puts an annotation on the declaration (inherited by its redeclarations,
// so a routine declared in a header and defined in another file is one in
// both); NestingChecker checks its body as if inlined at its calls, and
// its calls.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_ROUTINE_H
#define HIER_PLUGIN_ROUTINE_H

#include "hier/abi.h"
#include <optional>

namespace clang {
class FunctionDecl;
} // namespace clang

namespace hier {

/// The annotations '#pragma hier routine' puts on its function.
#define HIER_ROUTINE_THREAD_ANNOTATION "hier.routine.thread"
#define HIER_ROUTINE_VECTOR_ANNOTATION "hier.routine.vector"

/// The level of routine \p FD (HIER_LEVEL_THREAD: a 'routine thread', whose
/// body is a team body; HIER_LEVEL_VECTOR: a 'routine vector', whose body
/// is a thread loop's), if it is one.
std::optional<hier_level> routineLevel(const clang::FunctionDecl &FD);
inline bool isHierRoutine(const clang::FunctionDecl &FD) {
  return routineLevel(FD).has_value();
}

} // namespace hier

#endif
