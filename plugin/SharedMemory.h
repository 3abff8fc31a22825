//===- SharedMemory.h - a team's 'shared' variables -------------*- C++ -*-===//

#ifndef HIER_PLUGIN_SHAREDMEMORY_H
#define HIER_PLUGIN_SHAREDMEMORY_H

namespace clang {
class ASTContext;
class OMPTargetTeamsDirective;
class VarDecl;
} // namespace clang

namespace hier {

/// Whether \p D is declared by '#pragma hier shared'.
bool isSharedVariable(const clang::VarDecl *D);

/// A team's launch estimates how many teams fit on the GPU at once
/// (__hier_num_teams, include/hier/__hier_launch.h); the team-shared memory
/// of its 'shared' variables is known only once the region is parsed. It
/// goes into the literal that ends the call's arguments (LoopRewriter), in
/// the host and the device compile alike.
void recordStaticSharedBytes(const clang::OMPTargetTeamsDirective &D,
                             clang::ASTContext &Ctx);

} // namespace hier

#endif
