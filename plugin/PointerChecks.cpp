//===- PointerChecks.cpp - unmapped pointers, before a GPU launch ---------===//

#include "PointerChecks.h"
#include "ASTQueries.h"
#include "GeneratedNames.h"
#include "HostSpmd.h"
#include "MappedSections.h"
#include "TeamLaunch.h"
#include "TokenBuilder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <functional>

using namespace clang;
using namespace llvm;

namespace hier {

namespace {
constexpr const char *Check = "__hier_check_pointers";
} // namespace

void emitPointerCheck(TokenBuilder &B, const Directive &D, unsigned ID,
                      CompileMode Mode) {
  if (D.Kind != DirectiveKind::Team || Mode.Device || Mode.HostOnly ||
      D.find(ClauseId::Device))
    return;
  std::string Go = names::make(names::CheckGo, ID);
  // The sections first, into a builder of their own: the call names their
  // number before them.
  TokenBuilder Sections(B.preprocessor(), D.Loc);
  unsigned NumSections = emitMappedSections(Sections, D);
  B.text("for (int " + names::declare(Go, names::CheckGo) + " = " + Check +
         "(\"\", 0, " + Twine(NumSections));
  B.tokens(Sections.get());
  B.text(Twine("); ") + Go + "; " + Go + " = 0)");
}

namespace {

/// The variable an expression of a clause's list names (p, p[0:n], p[i]).
const VarDecl *listVariable(const Expr *E) {
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(Ref->getDecl());
    if (const auto *Section = dyn_cast<ArraySectionExpr>(E))
      E = Section->getBase();
    else if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
      E = Subscript->getBase();
    else if (const auto *Unary = dyn_cast<UnaryOperator>(E))
      E = Unary->getSubExpr();
    else
      return nullptr;
  }
  return nullptr;
}

/// The variables the region's own clauses give the device: map,
/// is_device_ptr, has_device_addr.
SmallPtrSet<const VarDecl *, 8>
clauseVariables(const OMPExecutableDirective &D) {
  SmallPtrSet<const VarDecl *, 8> Vars;
  auto Add = [&](auto *Clause) {
    for (const Expr *E : Clause->varlist())
      if (const VarDecl *V = listVariable(E))
        Vars.insert(V->getCanonicalDecl());
  };
  for (const OMPClause *C : D.clauses()) {
    if (const auto *Map = dyn_cast<OMPMapClause>(C))
      Add(Map);
    else if (const auto *Ptr = dyn_cast<OMPIsDevicePtrClause>(C))
      Add(Ptr);
    else if (const auto *Addr = dyn_cast<OMPHasDeviceAddrClause>(C))
      Add(Addr);
  }
  return Vars;
}

/// The pointer variables from outside \p Region that it dereferences
/// (*p, p[i], p->m), in the order of their first dereference.
SetVector<VarDecl *> dereferencedPointers(Stmt *Region) {
  SetVector<VarDecl *> Found;
  auto Base = [&](const Expr *E) {
    auto *Ref =
        dyn_cast<DeclRefExpr>(const_cast<Expr *>(E->IgnoreParenImpCasts()));
    auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (V && Ref->refersToEnclosingVariableOrCapture() &&
        V->getType()->isPointerType() && !V->getType()->isFunctionPointerType())
      Found.insert(V);
  };
  std::function<void(Stmt *)> Walk = [&](Stmt *S) {
    if (!S)
      return;
    if (const auto *Unary = dyn_cast<UnaryOperator>(S);
        Unary && Unary->getOpcode() == UO_Deref)
      Base(Unary->getSubExpr());
    else if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(S))
      Base(Subscript->getBase());
    else if (const auto *Member = dyn_cast<MemberExpr>(S);
             Member && Member->isArrow())
      Base(Member->getBase());
    for (Stmt *Child : S->children())
      Walk(Child);
    if (auto *Captured = dyn_cast<CapturedStmt>(S))
      Walk(Captured->getCapturedStmt());
  };
  Walk(Region);
  return Found;
}

Expr *stringArg(ASTContext &Ctx, StringRef Text, SourceLocation Loc) {
  QualType Char =
      Ctx.getLangOpts().CPlusPlus ? Ctx.CharTy.withConst() : Ctx.CharTy;
  QualType Array = Ctx.getConstantArrayType(
      Char, APInt(32, Text.size() + 1), nullptr, ArraySizeModifier::Normal, 0);
  auto *Lit = clang::StringLiteral::Create(
      Ctx, Text, StringLiteralKind::Ordinary, false, Array, Loc);
  return ImplicitCastExpr::Create(Ctx, Ctx.getPointerType(Char),
                                  CK_ArrayToPointerDecay, Lit, nullptr,
                                  VK_PRValue, FPOptionsOverride());
}

/// The region's place, file:line, as the user wrote it.
std::string place(const OMPTargetTeamsDirective &D, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(D.getBeginLoc()));
  if (P.isInvalid())
    return "?";
  return (Twine(P.getFilename()) + ":" + Twine(P.getLine())).str();
}

void fillIn(OMPTargetTeamsDirective &D, ASTContext &Ctx) {
  VarDecl *Go = variableAroundRegion(D, Check);
  const CallExpr *Placeholder = Go ? markerCall(Go->getInit(), Check) : nullptr;
  if (!Placeholder)
    return;
  SmallPtrSet<const VarDecl *, 8> Mapped = clauseVariables(D);
  // Where the check runs: the context of the one-shot loop, outside the
  // region's captured regions (and SPMD host mode's 'parallel'). A variable
  // of another context (an enclosing function's, captured by a lambda; one
  // outside the user's own 'omp parallel' around the region) is named
  // through its capture there, as in the region.
  const DeclContext *Home = Go->getDeclContext();
  SmallVector<Expr *, 8> Args;
  SourceLocation Loc = Placeholder->getBeginLoc();
  FPOptionsOverride FP;
  unsigned Count = 0;
  // A variable declared in the region and used in a lambda there refers to
  // an enclosing variable too: only what the region captures comes from
  // outside (and exists where the check runs).
  const CapturedStmt *Outer = D.getCapturedStmt(llvm::omp::OMPD_target);
  for (VarDecl *V :
       dereferencedPointers(D.getInnermostCapturedStmt()->getCapturedStmt())) {
    if (Mapped.contains(V->getCanonicalDecl()) || !V->hasLocalStorage() ||
        !Outer->capturesVariable(V))
      continue;
    QualType T = V->getType();
    Args.push_back(stringArg(Ctx, V->getName(), Loc));
    auto *Ref =
        DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(), V,
                            V->getDeclContext() != Home, Loc, T, VK_LValue);
    Expr *Value = ImplicitCastExpr::Create(Ctx, T, CK_LValueToRValue, Ref,
                                           nullptr, VK_PRValue, FP);
    Args.push_back(ImplicitCastExpr::Create(Ctx, Ctx.VoidPtrTy, CK_BitCast,
                                            Value, nullptr, VK_PRValue, FP));
    ++Count;
  }
  // The placeholder's arguments from the third on: the number of mapped
  // sections and theirs (MappedSections.h), after the pointers.
  ArrayRef<const Expr *> Rest(Placeholder->getArgs() + 2,
                              Placeholder->getNumArgs() - 2);
  if (!Count && Rest.size() == 1)
    return;
  Args.insert(Args.begin(), {stringArg(Ctx, place(D, Ctx), Loc),
                             IntegerLiteral::Create(
                                 Ctx, APInt(Ctx.getIntWidth(Ctx.IntTy), Count),
                                 Ctx.IntTy, Loc),
                             const_cast<Expr *>(Rest.front())});
  for (const Expr *E : Rest.drop_front())
    Args.push_back(const_cast<Expr *>(E));
  Go->setInit(
      CallExpr::Create(Ctx, const_cast<Expr *>(Placeholder->getCallee()), Args,
                       Placeholder->getType(), VK_PRValue, Loc, FP));
}

/// Finds the team regions of a declaration (lambdas' included).
class TeamFinder : public RecursiveASTVisitor<TeamFinder> {
public:
  explicit TeamFinder(ASTContext &Ctx) : Ctx(Ctx) {}
  bool VisitOMPTargetTeamsDirective(OMPTargetTeamsDirective *D) {
    if (launchCall(*D) &&
        !D->getInnermostCapturedStmt()->getCapturedDecl()->isDependentContext())
      fillIn(*D, Ctx);
    return true;
  }

private:
  ASTContext &Ctx;
};

} // namespace

void preparePointerChecks(Decl *D, ASTContext &Ctx) {
  if (!Ctx.getLangOpts().OpenMP || Ctx.getLangOpts().OpenMPIsTargetDevice ||
      Ctx.getLangOpts().OMPTargetTriples.empty())
    return;
  TeamFinder(Ctx).TraverseDecl(D);
}

} // namespace hier
