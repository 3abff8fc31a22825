//===- TeamLaunch.h - a team's launch, read by its arguments' roles -*- C++
//-*-===//
//
// A team region's num_teams clause is its launch, __hier_num_teams(...)
// (include/hier/__hier_launch.h). HierABI.def's HIER_LAUNCH_ARG rows name its
// arguments' roles, in order: TeamRewriter.cpp writes each by its role, and
// what reads the launch once the region is parsed (TeamShape.cpp,
// SharedMemory.cpp, HostSpmd.cpp) asks for an argument by its role here.
// No other code knows their positions.
//
// The launch is written before the region's body is parsed, and some of
// its values depend on the body (the shared variables' bytes, lanes chosen
// from the vector loops): the rewriter writes a literal for each, which
// settleLiteral gives its value once the region is parsed, before code
// generation. That is the one function that changes a parsed AST's literals
// (docs/design.md, "Values settled after parsing", says why Clang 22's
// plugin API leaves no other way).
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_TEAMLAUNCH_H
#define HIER_PLUGIN_TEAMLAUNCH_H

#include "hier/abi.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace clang {
class ASTContext;
class CallExpr;
class Expr;
class OMPTargetTeamsDirective;
} // namespace clang

namespace hier {

/// The launch helpers of include/hier/__hier_launch.h that the rewriter
/// calls in a team's clauses and the readers look for.
namespace launch {
constexpr llvm::StringLiteral NumTeams = "__hier_num_teams";
/// __hier_lanes(VL): lanes per thread, the LANES argument.
constexpr llvm::StringLiteral Lanes = "__hier_lanes";
/// __hier_thread_limit(VL): thread_limit's first extent.
constexpr llvm::StringLiteral ThreadLimit = "__hier_thread_limit";
/// __hier_default_team_size(VL): the threads when only VL is given.
constexpr llvm::StringLiteral DefaultTeamSize = "__hier_default_team_size";
} // namespace launch

/// The __hier_num_teams(...) call of a team's num_teams clause, if any: a
/// hier team has one.
const clang::CallExpr *launchCall(const clang::OMPTargetTeamsDirective &D);

/// The argument of \p Launch that has role \p Role, as written (without the
/// implicit conversions and captures Sema added); null if \p Launch does not
/// have HierABI.def's arguments.
const clang::Expr *launchArg(const clang::CallExpr &Launch,
                             hier_launch_arg Role);

/// The argument of team \p D's launch that has role \p Role, if any.
const clang::Expr *launchArg(const clang::OMPTargetTeamsDirective &D,
                             hier_launch_arg Role);

/// Gives the integer literal that \p Slot holds (seen through implicit
/// conversions, parentheses and the captured temporary of a clause), one the
/// rewriter wrote for a value the region's body decides, the value \p Value:
/// a new literal of the same type and place replaces it, as Clang shares a
/// literal between a template's instantiations. \p Slot is the AST's own
/// pointer (a call's argument, a clause's expression). Anything else is
/// left as it is.
void settleLiteral(clang::Expr *&Slot, uint64_t Value,
                   const clang::ASTContext &Ctx);

/// settleLiteral on argument \p I of \p Call.
void settleArg(const clang::CallExpr &Call, unsigned I, uint64_t Value,
               const clang::ASTContext &Ctx);

/// settleLiteral on the argument of team \p D's launch that has role
/// \p Role.
void settleLaunchArg(const clang::OMPTargetTeamsDirective &D,
                     hier_launch_arg Role, uint64_t Value,
                     const clang::ASTContext &Ctx);

} // namespace hier

#endif
