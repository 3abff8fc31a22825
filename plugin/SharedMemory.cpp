//===- SharedMemory.cpp - a team's 'shared' variables ---------------------===//

#include "SharedMemory.h"
#include "TeamLaunch.h"
#include "hier/abi.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;
using namespace llvm;

namespace hier {

bool isSharedVariable(const VarDecl *D) {
  const auto *Note = D->getAttr<AnnotateAttr>();
  return Note && Note->getAnnotation() == HIER_SHARED_ANNOTATION;
}

/// The bytes of the 'shared' variables declared in \p S.
static uint64_t staticSharedBytes(const Stmt *S, const ASTContext &Ctx) {
  uint64_t Bytes = 0;
  if (!S)
    return 0;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        if (isSharedVariable(VD) && !VD->getType()->isDependentType() &&
            !VD->getType()->isIncompleteType())
          Bytes += Ctx.getTypeSizeInChars(VD->getType()).getQuantity();
  for (const Stmt *Child : S->children())
    Bytes += staticSharedBytes(Child, Ctx);
  return Bytes;
}

void recordStaticSharedBytes(const OMPTargetTeamsDirective &D,
                             ASTContext &Ctx) {
  settleLaunchArg(
      D, HIER_LAUNCH_STATIC_SHARED,
      staticSharedBytes(D.getInnermostCapturedStmt()->getCapturedStmt(), Ctx),
      Ctx);
}

} // namespace hier
