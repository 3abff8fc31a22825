//===- TeamShape.h - a team's block shape, once parsed ----------*- C++ -*-===//
//
// LoopRewriter writes a team's launch before the team's body is parsed. What
// depends on the body is settled here, in literals the rewriter left for it:
//  * without vector_length, the lanes per thread follow the vector loops of
//    the team: the smallest power of two that covers the largest constant
//    trip count (32 when some trip count is not a constant), and without
//    team_size the threads keep a 128-thread block;
//  * a team with neither clause, no vector loop and loops over the whole
//    block of a constant 4096 or more iterations gets a 256-thread block
//    (docs/design.md, "Default team shape");
//  * the region's __hier_team_shape(LANES, THREADS, HOW) marker gets the
//    block shape when it is known at compile time, for the device passes.
// Neither happens in a template instantiation, which shares its literals
// with the template's other instantiations: there the defaults stay.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_TEAMSHAPE_H
#define HIER_PLUGIN_TEAMSHAPE_H

namespace clang {
class ASTContext;
class CallExpr;
class OMPTargetTeamsDirective;
} // namespace clang

namespace hier {

/// Chooses the default lanes of team \p D from its vector loops and records
/// its block shape in its __hier_team_shape marker.
void recordTeamShape(const clang::OMPTargetTeamsDirective &D,
                     clang::ASTContext &Ctx);

} // namespace hier

#endif
