//===- ReportedOnce.h - one report per mistake of a compile -----*- C++ -*-===//
//
// Some checks see the same tokens several times: a template's instantiations
// share them, a reduction has several helper calls, a function is called by
// several teams. They report a mistake once, the first time, even where the
// message differs between the times (an instantiation's type is in it), so
// RepeatedDiagnostics.h, which drops identical reports, is not enough.
//
// What was reported belongs to the compile, its ASTContext: a set shared by
// the process would let one compile's report silence another's in a process
// that compiles several inputs (the in-process fuzzer, fuzz/), where a new
// input reuses the same source locations.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_REPORTEDONCE_H
#define HIER_PLUGIN_REPORTEDONCE_H

#include "clang/Basic/SourceLocation.h"

namespace clang {
class ASTContext;
} // namespace clang

namespace hier {

/// The checks that report once; each has its own record.
enum class Once {
  ReductionType,       ///< a reduction variable's type (ReductionCheck.cpp)
  ReductionOperator,   ///< its operator for its type (ReductionCheck.cpp)
  TeamSectionLength,   ///< a team array section's length (ReductionCheck.cpp)
  ClauseArgType,       ///< a team clause argument's type (NestingChecker.cpp)
  DeviceGlobal,        ///< a use of a host global in a team (DeviceGlobals.cpp)
  TeamInGenericLambda, ///< a team in a generic lambda (NestingChecker.h)
  GotoOutOfLoop        ///< a 'goto' out of nested hier loops (LoopChecks.cpp)
};

/// Records that check \p What reports about \p Loc (and \p About, if the
/// check reports about several things at one place) in the compile of
/// \p Ctx; returns whether it is the first time.
bool firstReport(const clang::ASTContext &Ctx, Once What,
                 clang::SourceLocation Loc, const void *About = nullptr);

} // namespace hier

#endif
