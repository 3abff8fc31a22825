//===- TeamLaunch.cpp - a team's launch, read by its arguments' roles -----===//

#include "TeamLaunch.h"
#include "ASTQueries.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;
using namespace llvm;

namespace hier {

const CallExpr *launchCall(const OMPTargetTeamsDirective &D) {
  for (const OMPClause *C : D.clauses()) {
    // Sema may have moved the clause's expression into a captured temporary.
    if (const auto *WithPreInit = OMPClauseWithPreInit::get(C))
      if (const CallExpr *Launch =
              findCall(WithPreInit->getPreInitStmt(), launch::NumTeams))
        return Launch;
    for (const Stmt *Child : const_cast<OMPClause *>(C)->children())
      if (const CallExpr *Launch = findCall(Child, launch::NumTeams))
        return Launch;
  }
  return nullptr;
}

const Expr *launchArg(const CallExpr &Launch, hier_launch_arg Role) {
  if (Launch.getNumArgs() != HIER_LAUNCH_NUM_ARGS)
    return nullptr;
  return original(Launch.getArg(Role));
}

const Expr *launchArg(const OMPTargetTeamsDirective &D, hier_launch_arg Role) {
  const CallExpr *Launch = launchCall(D);
  return Launch ? launchArg(*Launch, Role) : nullptr;
}

void settleLiteral(const Expr *E, uint64_t Value, const ASTContext &Ctx) {
  // The AST is read-only but for these literals, which the plugin wrote.
  if (auto *Lit =
          const_cast<IntegerLiteral *>(dyn_cast<IntegerLiteral>(original(E))))
    Lit->setValue(Ctx, APInt(Ctx.getIntWidth(Lit->getType()), Value));
}

} // namespace hier
