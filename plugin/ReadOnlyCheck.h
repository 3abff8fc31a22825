//===- ReadOnlyCheck.h - check a team's readonly clause ---------*- C++ -*-===//
//
// readonly(x) promises that nobody writes what x points to while the team
// region runs; the passes then make x's kernel parameter noalias readonly,
// and its loads may use the GPU's read-only data cache. Writes through x in
// the region itself are the mistakes a compiler can see: they are errors.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_READONLYCHECK_H
#define HIER_PLUGIN_READONLYCHECK_H

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace hier {

/// Checks the readonly variables named at the start of team region \p Region
/// (the marker calls of TeamRewriter.cpp's emitTeamPrologue): each must be a
/// pointer or an array, and the region must not write through it, directly
/// or by passing it where a pointer or reference to non-const is expected.
void checkReadOnly(const clang::Stmt *Region, clang::ASTContext &Ctx);

} // namespace hier

#endif
