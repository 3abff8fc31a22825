//===- ReadOnlyCheck.cpp - check a team's readonly clause -----------------===//

#include "ReadOnlyCheck.h"
#include "Diagnostics.h"
#include "hier/abi.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseMap.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

/// The variable a pointer expression points into: 'x', 'x + i', '&x[i]',
/// '(T *)x'; null for anything else.
const VarDecl *pointerBase(const Expr *E) {
  while (E) {
    E = E->IgnoreParenCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(Ref->getDecl());
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (!BO->isAdditiveOp())
        return nullptr;
      E = BO->getLHS()->getType()->isPointerType() ? BO->getLHS()
                                                   : BO->getRHS();
      continue;
    }
    const auto *UO = dyn_cast<UnaryOperator>(E);
    if (!UO || UO->getOpcode() != UO_AddrOf)
      return nullptr;
    const auto *Sub = dyn_cast<ArraySubscriptExpr>(UO->getSubExpr()->IgnoreParens());
    E = Sub ? Sub->getBase() : nullptr;
  }
  return nullptr;
}

/// The variable through which an lvalue is reached: 'x' in 'x[i]', '*x',
/// 'x->f', 'x[i].re', '*(x + i)'; null for an lvalue not reached through a
/// pointer or array variable.
const VarDecl *lvalueBase(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E))
      return pointerBase(Sub->getBase());
    if (const auto *UO = dyn_cast<UnaryOperator>(E))
      return UO->getOpcode() == UO_Deref ? pointerBase(UO->getSubExpr())
                                         : nullptr;
    const auto *Member = dyn_cast<MemberExpr>(E);
    if (!Member)
      return nullptr;
    if (Member->isArrow())
      return pointerBase(Member->getBase());
    E = Member->getBase();
  }
}

class Finder : public RecursiveASTVisitor<Finder> {
public:
  explicit Finder(ASTContext &Ctx) : DE(Ctx.getDiagnostics()) {}

  bool VisitCallExpr(CallExpr *Call);
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp())
      checkWrite(BO->getLHS(), BO->getOperatorLoc());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp())
      checkWrite(UO->getSubExpr(), UO->getOperatorLoc());
    return true;
  }
  bool shouldVisitLambdaBody() const { return true; }

  /// The readonly variables, each with where the clause names it.
  DenseMap<const VarDecl *, SourceLocation> ReadOnly;

private:
  bool isMarker(const CallExpr *Call) const {
    const FunctionDecl *F = Call->getDirectCallee();
    return F && F->getIdentifier() && F->getName() == HIER_MARKER_READONLY;
  }
  void addVariable(const CallExpr *Marker);
  void checkWrite(const Expr *LValue, SourceLocation Loc);
  void checkArgument(const Expr *Arg, QualType Param);
  void noteClause(const VarDecl *VD) {
    report(DE, ReadOnly.lookup(VD), Diag::ReadOnlyClause) << VD->getName();
  }

  DiagnosticsEngine &DE;
};

void Finder::addVariable(const CallExpr *Marker) {
  const auto *Name = Marker->getNumArgs() == 2
                         ? dyn_cast<clang::StringLiteral>(
                               Marker->getArg(0)->IgnoreParenImpCasts())
                         : nullptr;
  if (!Name)
    return;
  const Expr *Arg = Marker->getArg(1)->IgnoreImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Arg);
  const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  // Not a variable (a function, an enumerator), or not a pointer or array.
  QualType Ty = VD ? VD->getType().getNonReferenceType() : Arg->getType();
  if (!VD || (!Ty->isPointerType() && !Ty->isArrayType())) {
    report(DE, Arg->getExprLoc(), Diag::ReadOnlyNotPointer)
        << Arg->getSourceRange() << Name->getString()
        << (VD ? VD->getType() : Arg->getType());
    return;
  }
  ReadOnly.try_emplace(VD, Ref->getLocation());
}

void Finder::checkWrite(const Expr *LValue, SourceLocation Loc) {
  const VarDecl *VD = lvalueBase(LValue);
  if (!VD || !ReadOnly.count(VD))
    return;
  report(DE, Loc, Diag::ReadOnlyWritten)
      << LValue->getSourceRange() << VD->getName();
  noteClause(VD);
}

void Finder::checkArgument(const Expr *Arg, QualType Param) {
  const VarDecl *VD = nullptr;
  if (Param->isPointerType() && !Param->getPointeeType().isConstQualified())
    VD = pointerBase(Arg);
  else if (Param->isReferenceType() &&
           !Param->getPointeeType().isConstQualified())
    VD = Param->getPointeeType()->isPointerType() ? nullptr : lvalueBase(Arg);
  if (!VD || !ReadOnly.count(VD))
    return;
  report(DE, Arg->getExprLoc(), Diag::ReadOnlyEscapes)
      << Arg->getSourceRange() << VD->getName()
      << Param;
  noteClause(VD);
}

bool Finder::VisitCallExpr(CallExpr *Call) {
  if (isMarker(Call)) {
    addVariable(Call);
    return true;
  }
  const FunctionDecl *F = Call->getDirectCallee();
  if (!F)
    return true;
  // A member call's object is not among the parameters; the arguments are.
  unsigned Skip = isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(F);
  for (unsigned I = 0; I + Skip < Call->getNumArgs() && I < F->getNumParams();
       ++I)
    checkArgument(Call->getArg(I + Skip), F->getParamDecl(I)->getType());
  return true;
}

} // namespace

void checkReadOnly(const Stmt *Region, ASTContext &Ctx) {
  // The markers come first in the region (and in traversal order), before
  // any statement that could write.
  Finder(Ctx).TraverseStmt(const_cast<Stmt *>(Region));
}

} // namespace hier
