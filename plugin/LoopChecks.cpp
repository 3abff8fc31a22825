//===- LoopChecks.cpp - what a hier loop's header and body may hold -------===//

#include "LoopChecks.h"
#include "Diagnostics.h"
#include "ReportedOnce.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// The type a user wrote or meant, for a message: without the __typeof__ of
/// LoopRewriter's declarations, and 'auto' as deduced.
static QualType userType(QualType Ty) {
  while (true) {
    if (const auto *TypeOf = dyn_cast<TypeOfExprType>(Ty.getTypePtr()))
      Ty = TypeOf->getUnderlyingExpr()->getType();
    else if (const auto *Auto = dyn_cast<AutoType>(Ty.getTypePtr());
             Auto && Auto->isDeduced())
      Ty = Auto->getDeducedType();
    else if (const auto *Paren = dyn_cast<ParenType>(Ty.getTypePtr()))
      Ty = Paren->getInnerType();
    else
      return Ty;
  }
}

/// The user's test of a loop (LoopRewriter keeps it, unevaluated, in the
/// increment of the level's one-shot loop) compares the variable with the
/// bound after the usual arithmetic conversions, and the trip count follows
/// them for integers: a floating bound ('i < 2.5' runs i = 2 too) is the one
/// conversion it cannot follow.
void checkLoopTest(DiagnosticsEngine &DE, const ForStmt *Inner) {
  const ValueDecl *Var = nullptr;
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Inner->getInit()))
    Var = DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
  else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Inner->getInit()))
    if (const auto *Ref =
            dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
      Var = Ref->getDecl();
  // A variable that is not an integer has its own error.
  if (!Var || !Inner->getInc() || !Var->getType()->isIntegerType())
    return;
  auto IsVar = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == Var;
  };
  SmallVector<const Stmt *, 16> Work{Inner->getInc()};
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    if (!S)
      continue;
    const auto *BO = dyn_cast<BinaryOperator>(S);
    if (BO && BO->isComparisonOp() &&
        (IsVar(BO->getLHS()) || IsVar(BO->getRHS()))) {
      QualType Common = BO->getLHS()->getType();
      if (Common->isRealFloatingType()) {
        const Expr *Bound = IsVar(BO->getLHS()) ? BO->getRHS() : BO->getLHS();
        report(DE, Bound->getBeginLoc(), Diag::FloatingLoopBound)
            << Var->getName() << Bound->IgnoreParenImpCasts()->getType()
            << Common << Bound->getSourceRange();
      }
      return;
    }
    append_range(Work, S->children());
  }
}

void checkLoopVariable(DiagnosticsEngine &DE, const ForStmt *Inner) {
  QualType Ty;
  SourceRange Range;
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Inner->getInit())) {
    if (const auto *VD = dyn_cast<VarDecl>(*DS->decl_begin())) {
      Ty = VD->getType();
      Range = SourceRange(VD->getLocation());
    }
  } else if (const auto *BO =
                 dyn_cast_or_null<BinaryOperator>(Inner->getInit())) {
    Ty = BO->getLHS()->getType();
    Range = BO->getLHS()->getSourceRange();
  } else if (const auto *Op =
                 dyn_cast_or_null<CXXOperatorCallExpr>(Inner->getInit())) {
    // 'it = ...' on a class type is a call of its operator=.
    if (Op->getOperator() == OO_Equal && Op->getNumArgs() == 2) {
      Ty = Op->getArg(0)->getType();
      Range = Op->getArg(0)->getSourceRange();
    }
  } else if (Inner->getInit() && isa<Expr>(Inner->getInit())) {
    // Anything else the assignment became (in a template, say).
    const auto *E = cast<Expr>(Inner->getInit());
    Ty = E->getType();
    Range = E->getSourceRange();
  }
  if (Ty.isNull() || Ty->isDependentType() || Ty->isIntegerType())
    return;
  report(DE, Range.getBegin(), Diag::NonIntegerLoopVar)
      << userType(Ty) << Range;
}

/// Reports every 'break' in \p S that would leave the hier loop, that is, one
/// not inside a nested loop or switch of the body.
static void checkBreakStmts(DiagnosticsEngine &DE, const Stmt *S,
                            hier_level L) {
  if (!S)
    return;
  if (isa<BreakStmt>(S)) {
    report(DE, S->getBeginLoc(), Diag::BreakInLoop) << hier_level_name(L);
    return;
  }
  if (isa<ForStmt, WhileStmt, DoStmt, SwitchStmt, CXXForRangeStmt, LambdaExpr,
          CapturedStmt>(S))
    return;
  for (const Stmt *Child : S->children())
    checkBreakStmts(DE, Child, L);
}

/// The labels of \p S, or the 'goto's in it to a label not in \p Labels
/// (\p Gotos set), at any depth outside lambdas and OpenMP regions, which no
/// jump leaves.
static void walkJumps(const Stmt *S, SmallPtrSetImpl<const LabelDecl *> &Labels,
                      SmallVectorImpl<const GotoStmt *> *Gotos) {
  if (!S || isa<LambdaExpr, CapturedStmt>(S))
    return;
  if (const auto *Label = dyn_cast<LabelStmt>(S); Label && !Gotos)
    Labels.insert(Label->getDecl());
  if (const auto *Goto = dyn_cast<GotoStmt>(S); Goto && Gotos)
    if (!Labels.contains(Goto->getLabel()))
      Gotos->push_back(Goto);
  for (const Stmt *Child : S->children())
    walkJumps(Child, Labels, Gotos);
}

void checkBreaks(const ASTContext &Ctx, const Stmt *S, hier_level L) {
  DiagnosticsEngine &DE = Ctx.getDiagnostics();
  checkBreakStmts(DE, S, L);
  // Out of a team loop, Clang's own error (the region's label is not in
  // scope) says it.
  if (L == HIER_LEVEL_TEAM)
    return;
  // A 'goto' out of the loop, as 'break', ends one thread's (or lane's)
  // share of the iterations, not the loop: the host fallback, which runs
  // them all in order, stopped the whole loop, and a GPU lane that jumps
  // out of a vector loop skips its group's reduction and syncs.
  SmallPtrSet<const LabelDecl *, 4> Labels;
  SmallVector<const GotoStmt *, 2> Gotos;
  walkJumps(S, Labels, nullptr);
  walkJumps(S, Labels, &Gotos);
  // Once, for the first loop checked that it leaves (the outermost).
  for (const GotoStmt *Goto : Gotos)
    if (firstReport(Ctx, Once::GotoOutOfLoop, Goto->getBeginLoc()))
      report(DE, Goto->getBeginLoc(), Diag::GotoOutOfLoop)
          << hier_level_name(L) << Goto->getLabel()->getName();
}

} // namespace hier
