//===- ReductionCheck.cpp - the types and operators hier reduces ----------===//

#include "ReductionCheck.h"
#include "Diagnostics.h"
#include "GeneratedMark.h"
#include "ReportedOnce.h"
#include "hier/abi.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"

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
  if (!First || !isHierGenerated(First->getDecl(), names::Identity))
    return nullptr;
  return GS->getControllingExpr();
}

/// The reduced variable's expression: for an array section's element,
/// `v[(lower) + 0]`, the array's.
static const Expr *reducedExpr(const Expr *Var) {
  const Expr *Name = Var->IgnoreParenImpCasts();
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Name))
    Name = Sub->getBase()->IgnoreParenImpCasts();
  return Name;
}

/// The reduced variable's name, for diagnostics.
static std::string reducedName(const Expr *Var) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(reducedExpr(Var)))
    return DRE->getDecl()->getNameAsString();
  return "?";
}

void checkTeamSectionLength(DiagnosticsEngine &DE, const ASTContext &Ctx,
                            const CallExpr *Call) {
  const auto *GS =
      dyn_cast<GenericSelectionExpr>(Call->getCallee()->IgnoreImpCasts());
  if (!GS || GS->getNumAssocs() == 0)
    return;
  const auto *First =
      dyn_cast<DeclRefExpr>(GS->getAssocExprs().front()->IgnoreParenImpCasts());
  if (!First)
    return;
  StringRef Fold = First->getDecl()->getName();
  // (op, acc, res, copy, LEN, identity) or (op, orig, copy, LEN).
  unsigned LengthArg;
  if (Fold == "__hier_team_publish_n_i32")
    LengthArg = 4;
  else if (Fold == "__hier_team_combine_n_i32")
    LengthArg = 3;
  else
    return;
  if (Call->getNumArgs() <= LengthArg)
    return;
  const Expr *Length = Call->getArg(LengthArg)->IgnoreParenImpCasts();
  if (const auto *Cast = dyn_cast<CStyleCastExpr>(Length))
    Length = Cast->getSubExpr()->IgnoreParenImpCasts();
  if (Length->isValueDependent() || Length->isTypeDependent())
    return;
  std::string Spelled = reducedName(GS->getControllingExpr());
  // A template's instantiations share the tokens: one error at them.
  std::optional<APSInt> Value = Length->getIntegerConstantExpr(Ctx);
  if (!Value || Value->isNegative() || Value->isZero()) {
    if (firstReport(Ctx, Once::TeamSectionLength, Length->getBeginLoc()))
      report(DE, Length->getBeginLoc(), Diag::TeamSectionLength)
          << Spelled << Length->getSourceRange();
    return;
  }
  // The copy of an array is the array, checked when the directive was read;
  // a pointer's is the section (its copy's pointer is the fold's argument).
  const Expr *Copy = Call->getArg(LengthArg - 1)->IgnoreParenImpCasts();
  if (isa<UnaryOperator>(Copy) ||
      Value->getZExtValue() <= HIER_LIMIT_TEAM_SECTION_ELEMENTS)
    return;
  if (firstReport(Ctx, Once::TeamSectionLength, Length->getBeginLoc()))
    report(DE, Length->getBeginLoc(), Diag::TeamSectionTooLong)
        << Spelled << (unsigned long long)Value->getZExtValue()
        << (unsigned)HIER_LIMIT_TEAM_SECTION_ELEMENTS
        << Length->getSourceRange();
}

/// The BuiltinType kind of a complex reduction type's element (\p Ty:
/// C's _Complex E or std::complex<E>), if hier reduces it.
static std::optional<BuiltinType::Kind> complexElement(QualType Ty) {
  QualType Element;
  Ty = Ty.getCanonicalType();
  if (const auto *CT = Ty->getAs<ComplexType>()) {
    Element = CT->getElementType();
  } else if (const auto *Spec =
                 dyn_cast_or_null<ClassTemplateSpecializationDecl>(
                     Ty->getAsCXXRecordDecl())) {
    if (!Spec->isInStdNamespace() || Spec->getName() != "complex" ||
        Spec->getTemplateArgs().size() != 1 ||
        Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
      return std::nullopt;
    Element = Spec->getTemplateArgs()[0].getAsType();
  } else {
    return std::nullopt;
  }
  const auto *BT = Element.getCanonicalType()->getAs<BuiltinType>();
  if (!BT)
    return std::nullopt;
  switch (BT->getKind()) {
#define HIER_REDUCTION_COMPLEX(T, SFX, BITS, ELEMENT, ELEMENT_KIND)            \
  case BuiltinType::ELEMENT_KIND:
#include "hier/HierABI.def"
    return BT->getKind();
  default:
    return std::nullopt;
  }
}

bool isReducibleComplex(QualType Ty) { return complexElement(Ty).has_value(); }

bool isStdComplex(QualType Ty) {
  return isReducibleComplex(Ty) && Ty->getAsCXXRecordDecl();
}

bool reducesWith(QualType Ty, unsigned Op) {
  if (isReducibleComplex(Ty))
    return Op == HIER_OP_ADD || Op == HIER_OP_MUL;
  if (Ty->isRealFloatingType())
    return Op != HIER_OP_BAND && Op != HIER_OP_BOR && Op != HIER_OP_BXOR;
  return true;
}

bool isReducibleType(QualType Ty) {
  if (isReducibleComplex(Ty))
    return true;
  const auto *BT = Ty.getCanonicalType()->getAs<BuiltinType>();
  if (!BT)
    return false;
  BuiltinType::Kind Kind = BT->getKind();
  // Plain char is signed or unsigned after the target; HierABI.def's row
  // names Char_S.
  if (Kind == BuiltinType::Char_U)
    Kind = BuiltinType::Char_S;
  switch (Kind) {
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
  const Expr *Name = reducedExpr(Var);
  std::string Spelled = reducedName(Var);
  // A reduction has several helper calls, and a generic lambda's body is
  // seen once per instantiation: one error per variable of a directive.
  if (!isReducibleType(Ty)) {
    if (firstReport(Ctx, Once::ReductionType, Name->getExprLoc()))
      report(DE, Name->getExprLoc(), Diag::ReductionType)
          << Spelled << Ty << Name->getSourceRange();
    return;
  }
  std::optional<APSInt> Op = Call->getArg(0)->getIntegerConstantExpr(Ctx);
  if (!Op || reducesWith(Ty, Op->getZExtValue()))
    return;
  const char *Spelling = "?";
  switch (Op->getZExtValue()) {
#define HIER_REDUCTION_OP(NAME, VALUE, SPELLING)                               \
  case VALUE:                                                                  \
    Spelling = SPELLING;                                                       \
    break;
#include "hier/HierABI.def"
  }
  if (!firstReport(Ctx, Once::ReductionOperator, Name->getExprLoc()))
    return;
  report(DE, Name->getExprLoc(),
         isReducibleComplex(Ty) ? Diag::ReductionComplexOp
                                : Diag::ReductionFloatBitwise)
      << Spelling << Spelled << Ty;
}

} // namespace hier
