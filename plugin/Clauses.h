//===- Clauses.h - the directive x clause table (Directives.def) -*- C++
//-*-===//

#ifndef HIER_PLUGIN_CLAUSES_H
#define HIER_PLUGIN_CLAUSES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace hier {

enum class DirectiveKind {
#define HIER_DIRECTIVE(Kind, Spelling) Kind,
#include "Directives.def"
};

enum class ClauseId {
#define HIER_CLAUSE(Id, Name, Arg, Repeatable) Id,
#include "Directives.def"
};

/// What a clause's argument is.
enum class ClauseArg {
  Size,        ///< a positive size: league_size(n), team_size(n), ...
  Bytes,       ///< a byte count: scratch(bytes)
  Collapse,    ///< collapse(n), n a literal
  Reduction,   ///< reduction(op: list)
  VarList,     ///< readonly(list)
  OpenMP,      ///< an OpenMP clause with arguments, passed through
  OpenMPNoArg, ///< an OpenMP clause without arguments (nowait)
  Label,       ///< label("name"): the kernel's name, a string literal
};

struct ClauseInfo {
  llvm::StringLiteral Name;
  ClauseId Id;
  ClauseArg Arg;
  bool Repeatable;
  bool takesArgs() const { return Arg != ClauseArg::OpenMPNoArg; }
  /// An OpenMP clause of the target region, re-emitted as written.
  bool passesToOpenMP() const {
    return Arg == ClauseArg::OpenMP || Arg == ClauseArg::OpenMPNoArg;
  }
};

/// Every clause, in Directives.def's order.
llvm::ArrayRef<ClauseInfo> allClauses();
const ClauseInfo &clauseInfo(ClauseId Id);
/// The clause named \p Name, if any.
std::optional<ClauseId> clauseNamed(llvm::StringRef Name);
/// Whether directive \p DK allows clause \p Id.
bool allowedOn(ClauseId Id, DirectiveKind DK);

/// The words a user writes for \p K, as they appear in diagnostics.
llvm::StringRef spelling(DirectiveKind K);
/// The distinct first words of the directives, in Directives.def's order.
llvm::ArrayRef<llvm::StringRef> directiveWords();

} // namespace hier

#endif
