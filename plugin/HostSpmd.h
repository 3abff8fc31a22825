//===- HostSpmd.h - the host fallback run as a GPU runs a team --*- C++ -*-===//
//
// SPMD host mode (include/hier/__hier_spmd.h has the run-time side): in a
// file compiled with -DHIER_HOST_SPMD, the host code of a team region runs,
// when HIER_HOST_SPMD=1 is in the environment, on lanes x team_size host
// threads that each play one GPU thread. The front end's part, in the host
// compile only (the GPU compile, and every compile without the macro, is
// left exactly as it was):
//  - emitHostSpmdLaunch: around the region, an OpenMP 'parallel' of that
//    many threads, each of which launches the region (its host fallback is
//    then one host team running the whole league);
//  - emitHostSpmdRegionEnd: in the region, a barrier at its end;
//  - prepareHostSpmd, once the region is parsed and checked: the GPU's
//    default block shape in the launch, the mapping of thread loops without
//    a vector loop (the GPU spreads them over the whole block), and each
//    '#pragma hier shared' variable bound to one instance per team.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_HOSTSPMD_H
#define HIER_PLUGIN_HOSTSPMD_H

#include "LoopRewriter.h"

namespace clang {
class ASTContext;
class CallExpr;
class Decl;
class OMPTargetTeamsDirective;
class Preprocessor;
class VarDecl;
} // namespace clang

namespace hier {

class TokenBuilder;

/// Whether this compile builds the host code of SPMD host mode: a host
/// compile (with or without an offload target) with HIER_HOST_SPMD defined.
bool hostSpmdBuild(clang::Preprocessor &PP, CompileMode Mode);

/// Before team \p D's region (after its reduction slots):
///
///   for (void *t = __hier_spmd_fork(VL, TS); t; t = __hier_spmd_join(t))
///   #pragma omp parallel num_threads(__hier_spmd_threads(t))
///                        if(__hier_spmd_threads(t) > 1)
///   for (int go = __hier_spmd_enter(t); go; go = __hier_spmd_leave())
///
/// A 'nowait' or 'depend' region is left alone (the parallel would wait for
/// it): it runs as in the default host fallback.
void emitHostSpmdLaunch(TokenBuilder &B, const Directive &D, unsigned ID,
                        CompileMode Mode);

/// First in the region of team \p D (when emitHostSpmdLaunch wrapped it):
///   for (int go = 1; go; go = __hier_spmd_team_end())
void emitHostSpmdRegionEnd(TokenBuilder &B, const Directive &D, unsigned ID,
                           CompileMode Mode);

/// The AST part, for the team regions in \p D, after NestingChecker.
void prepareHostSpmd(clang::Decl *D, clang::ASTContext &Ctx);

/// The variable of the innermost host-side one-shot loop around team region
/// \p D whose initializer calls \p Name (emitHostSpmdLaunch's,
/// PointerChecks.cpp's), in the function the region is in.
clang::VarDecl *variableAroundRegion(const clang::OMPTargetTeamsDirective &D,
                                     llvm::StringRef Name);

} // namespace hier

#endif
