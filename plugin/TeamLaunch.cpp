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

/// \p E, or what replaces it, with its literal settled to \p Value.
static Expr *settled(Expr *E, uint64_t Value, const ASTContext &Ctx) {
  if (auto *Lit = dyn_cast<IntegerLiteral>(E))
    return IntegerLiteral::Create(Ctx,
                                  APInt(Ctx.getIntWidth(Lit->getType()), Value),
                                  Lit->getType(), Lit->getLocation());
  // Implicit casts and parentheses are rebuilt for each instantiation.
  if (auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    Cast->setSubExpr(settled(Cast->getSubExpr(), Value, Ctx));
  else if (auto *Paren = dyn_cast<ParenExpr>(E))
    Paren->setSubExpr(settled(Paren->getSubExpr(), Value, Ctx));
  else if (auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (auto *Captured = dyn_cast<OMPCapturedExprDecl>(Ref->getDecl()))
      if (Expr *Init = Captured->getInit())
        Captured->setInit(settled(Init, Value, Ctx));
  return E;
}

void settleLiteral(Expr *&Slot, uint64_t Value, const ASTContext &Ctx) {
  // The AST is read-only but for these literals, which the plugin wrote: a
  // value decided once the region is parsed reaches code generation only
  // through the AST (docs/design.md, "Values settled after parsing").
  Slot = settled(Slot, Value, Ctx);
}

void settleArg(const CallExpr &Call, unsigned I, uint64_t Value,
               const ASTContext &Ctx) {
  if (I < Call.getNumArgs())
    settleLiteral(const_cast<CallExpr &>(Call).getArgs()[I], Value, Ctx);
}

void settleLaunchArg(const OMPTargetTeamsDirective &D, hier_launch_arg Role,
                     uint64_t Value, const ASTContext &Ctx) {
  const CallExpr *Launch = launchCall(D);
  if (Launch && Launch->getNumArgs() == HIER_LAUNCH_NUM_ARGS)
    settleArg(*Launch, Role, Value, Ctx);
}

} // namespace hier
