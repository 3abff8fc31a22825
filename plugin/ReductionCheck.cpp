//===- ReductionCheck.cpp - the types and operators hier reduces ----------===//

#include "ReductionCheck.h"
#include "Diagnostics.h"
#include "hier/abi.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// The reduction variable of a generated `_Generic((v), int:
/// __hier_identity_i32, ...)(OP)` call, which every reduction has once.
const Expr *reductionIdentityVar(const CallExpr *Call) {
  const auto *GS =
      dyn_cast<GenericSelectionExpr>(Call->getCallee()->IgnoreImpCasts());
  if (!GS || GS->getNumAssocs() == 0 || Call->getNumArgs() != 1)
    return nullptr;
  const auto *First =
      dyn_cast<DeclRefExpr>(GS->getAssocExprs().front()->IgnoreParenImpCasts());
  if (!First || First->getDecl()->getName() != "__hier_identity_i32")
    return nullptr;
  return GS->getControllingExpr();
}

bool isReducibleType(QualType Ty) {
  const auto *BT = Ty.getCanonicalType()->getAs<BuiltinType>();
  if (!BT)
    return false;
  switch (BT->getKind()) {
#define HIER_REDUCTION_TYPE(T, SFX, BITS, BITWISE, CLANG_KIND)                 \
  case BuiltinType::CLANG_KIND:
#include "hier/HierABI.def"
    return true;
  default:
    return false;
  }
}

void checkReduction(DiagnosticsEngine &DE, const ASTContext &Ctx,
                    const CallExpr *Call, const Expr *Var) {
  QualType Ty = Var->getType();
  // A team's private copy is declared with __typeof__(v): name v's own type.
  if (const auto *TypeOf = dyn_cast<TypeOfExprType>(Ty.getTypePtr()))
    Ty = TypeOf->getUnderlyingExpr()->getType();
  if (Ty->isDependentType())
    return;
  const Expr *Name = Var->IgnoreParenImpCasts();
  std::string Spelled = "?";
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Name))
    Spelled = DRE->getDecl()->getNameAsString();
  // A reduction has several helper calls, and a generic lambda's body is
  // seen once per instantiation: one error per variable of a directive.
  static DenseSet<SourceLocation> Reported;
  if (!isReducibleType(Ty)) {
    if (Reported.insert(Name->getExprLoc()).second)
      report(DE, Name->getExprLoc(), Diag::ReductionType)
          << Spelled << Ty << Name->getSourceRange();
    return;
  }
  std::optional<APSInt> Op = Call->getArg(0)->getIntegerConstantExpr(Ctx);
  if (Ty->isRealFloatingType() && Op &&
      (*Op == HIER_OP_BAND || *Op == HIER_OP_BOR || *Op == HIER_OP_BXOR)) {
    const char *Spelling = *Op == HIER_OP_BAND  ? "&"
                           : *Op == HIER_OP_BOR ? "|"
                                                : "^";
    report(DE, Name->getExprLoc(), Diag::ReductionFloatBitwise)
        << Spelling << Spelled << Ty;
  }
}

} // namespace hier
