//===- CopyPrivate.h - single's copyprivate(list) broadcast -----*- C++ -*-===//
//
// '#pragma hier single [team|thread] copyprivate(list)': one member of the
// level runs the statement, then every member of the level holds the
// values it left in the list's variables. The values travel as 32-bit
// words of a union with the variable (no address of it is taken): a team's
// through team-shared memory between the single's barrier and a second one
// (__hier_single_team_put/get), a thread's lanes by a shuffle from lane 0
// (the __hier_single_thread_bcast marker, mapped by hier-lower).
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_COPYPRIVATE_H
#define HIER_PLUGIN_COPYPRIVATE_H

#include "Directive.h"
#include "llvm/ADT/StringRef.h"

namespace clang {
class Preprocessor;
} // namespace clang

namespace hier {

class TokenBuilder;

/// With Sema: drops, after one error each, the copyprivate variables that
/// are not declared, not a member's own (declared outside the team region,
/// 'shared', static, references), of a type that cannot be copied as bytes
/// (arrays, const, not trivially copyable), or that overflow the team's
/// broadcast buffer.
void checkCopyPrivateVariables(clang::Preprocessor &PP, Directive &D);

/// The copyprivate part of a single's increment, after its one-shot flag is
/// cleared: \p Sync is the single's sync marker call, emitted here (once for
/// a thread, before the shuffles; twice for a team, around the reads), and
/// \p Lead the name of the leader flag.
void emitCopyPrivate(TokenBuilder &B, const Directive &D, llvm::StringRef Lead,
                     llvm::StringRef Sync, unsigned ID);

} // namespace hier

#endif
