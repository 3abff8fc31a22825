//===- ReductionClause.cpp - a directive's reduction clauses --------------===//

#include "ReductionClause.h"
#include "Diagnostics.h"
#include "NestingChecker.h"
#include "ReductionCheck.h"
#include "RepeatedDiagnostics.h"
#include "UserReduction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using namespace llvm;

namespace hier {

static std::optional<hier_reduction_op> reductionOp(const Token &T) {
  switch (T.getKind()) {
  case tok::plus:
    return HIER_OP_ADD;
  // OpenMP (up to 5.1, and Clang by default) defines '-' as '+': the
  // private copies start at 0 and are added ('omp_out += omp_in').
  case tok::minus:
    return HIER_OP_ADD;
  case tok::star:
    return HIER_OP_MUL;
  case tok::amp:
    return HIER_OP_BAND;
  case tok::pipe:
    return HIER_OP_BOR;
  case tok::caret:
    return HIER_OP_BXOR;
  case tok::ampamp:
    return HIER_OP_LAND;
  case tok::pipepipe:
    return HIER_OP_LOR;
  default:
    break;
  }
  if (const IdentifierInfo *II = T.getIdentifierInfo()) {
    if (II->getName() == "min")
      return HIER_OP_MIN;
    if (II->getName() == "max")
      return HIER_OP_MAX;
  }
  return std::nullopt;
}

/// The array section `[lower : length]` at Args[Open] of reduction
/// variable \p R: its bounds' tokens go to R. Returns the index after the
/// ']', or reports a malformed section.
static std::optional<size_t> parseSection(DiagnosticsEngine &DE,
                                          ArrayRef<Token> Args, size_t Open,
                                          ReductionVar &R) {
  int Depth = 0;
  bool SeenColon = false;
  for (size_t I = Open + 1; I < Args.size(); ++I) {
    const Token &T = Args[I];
    if (T.isOneOf(tok::l_square, tok::l_paren, tok::l_brace))
      ++Depth;
    if (Depth == 0 && T.is(tok::r_square)) {
      if (!SeenColon || R.Lower.empty() || R.Length.empty())
        break;
      R.Section = true;
      return I + 1;
    }
    if (T.isOneOf(tok::r_square, tok::r_paren, tok::r_brace))
      --Depth;
    if (Depth == 0 && T.is(tok::colon) && !SeenColon) {
      SeenColon = true;
      continue;
    }
    (SeenColon ? R.Length : R.Lower).push_back(T);
  }
  report(DE, Args[Open].getLocation(), Diag::ExpectedReductionSection);
  return std::nullopt;
}

/// reduction(op: var [, var]...), where a var may be an array section
/// `var[lower : length]`. A bad list drops the clause.
bool parseReduction(Preprocessor &PP, const Clause &C, Directive &D) {
  DiagnosticsEngine &DE = PP.getDiagnostics();
  ArrayRef<Token> Args = C.Args;
  // OpenMP's modifier 'reduction(inscan, op: list)': scan variables (Scan.h).
  bool Inscan = Args.size() > 2 && Args[1].is(tok::comma) &&
                Args[0].getIdentifierInfo() &&
                Args[0].getIdentifierInfo()->getName() == "inscan";
  if (Inscan)
    Args = Args.drop_front(2);
  std::optional<hier_reduction_op> Op = reductionOp(Args[0]);
  // Another identifier names a declare reduction (UserReduction.h).
  bool UserId = !Op && Args[0].is(tok::identifier);
  if (!Op && !UserId) {
    report(DE, Args[0].getLocation(), Diag::BadReductionOp)
        << PP.getSpelling(Args[0]) << SourceRange(Args[0].getLocation());
    return false;
  }
  if (Args.size() < 2 || !Args[1].is(tok::colon)) {
    report(DE, Args.size() < 2 ? Args[0].getEndLoc() : Args[1].getLocation(),
           Diag::ExpectedReductionColon);
    return false;
  }
  SmallVector<ReductionVar, 2> Vars;
  for (size_t I = 2;; I += 2) {
    if (I >= Args.size() || !Args[I].is(tok::identifier)) {
      report(DE,
             I < Args.size() ? Args[I].getLocation() : Args.back().getEndLoc(),
             Diag::ExpectedReductionVar);
      return false;
    }
    for (const ReductionVar &Prev :
         concat<const ReductionVar>(D.Reductions, Vars))
      if (Prev.Var.getIdentifierInfo() == Args[I].getIdentifierInfo()) {
        report(DE, Args[I].getLocation(), Diag::DuplicateReductionVar)
            << Args[I].getIdentifierInfo()->getName()
            << SourceRange(Args[I].getLocation());
        return false;
      }
    Vars.push_back({Op.value_or(HIER_OP_ADD), Args[0], Args[I]});
    Vars.back().UserId = UserId;
    if (I + 1 < Args.size() && Args[I + 1].is(tok::l_square)) {
      std::optional<size_t> End = parseSection(DE, Args, I + 1, Vars.back());
      if (!End)
        return false;
      I = *End - 1;
    }
    if (I + 1 == Args.size())
      break;
    if (!Args[I + 1].is(tok::comma)) {
      report(DE, Args[I + 1].getLocation(), Diag::ExpectedReductionVar);
      return false;
    }
  }
  for (ReductionVar &R : Vars)
    R.Inscan = Inscan;
  D.HadInscan |= Inscan;
  D.Reductions.append(Vars.begin(), Vars.end());
  return true;
}

/// A reduction variable that is also firstprivate is an error, as Clang makes
/// it on its own constructs: the generated region would map the variable and
/// copy it in at once, and the host-only build would lose the reduction.
/// (map and reduction of one variable are fine, in Clang as here.)
void checkFirstprivateReductions(DiagnosticsEngine &DE, Directive &D) {
  llvm::erase_if(D.Reductions, [&](const ReductionVar &R) {
    for (const Clause &C : D.Clauses) {
      if (C.Id != ClauseId::Firstprivate)
        continue;
      for (const Token &T : C.Args)
        if (T.is(tok::identifier) &&
            T.getIdentifierInfo() == R.Var.getIdentifierInfo()) {
          StringRef Name = R.Var.getIdentifierInfo()->getName();
          report(DE, R.Var.getLocation(), Diag::FirstprivateReduction)
              << Name << SourceRange(R.Var.getLocation());
          report(DE, T.getLocation(), Diag::FirstprivateHere)
              << Name << SourceRange(T.getLocation());
          return true;
        }
    }
    return false;
  });
}

/// The element type of the section of \p R, of type \p Ty, on a team,
/// whose teams each keep a private copy of it in every thread: an array of
/// constant size (the copy is the whole array, of the array's type, at most
/// HIER_LIMIT_TEAM_SECTION_ELEMENTS elements) or a pointer (the copy is the
/// section; its length is checked once it is a constant, ReductionCheck.h).
/// Reports any other type.
static std::optional<QualType> teamSectionElement(Sema &S,
                                                  DiagnosticsEngine &DE,
                                                  ReductionVar &R,
                                                  QualType Ty) {
  StringRef Name = R.Var.getIdentifierInfo()->getName();
  SourceRange Range(R.Var.getLocation());
  if (const auto *PT = Ty->getAs<PointerType>())
    return PT->getPointeeType();
  const auto *AT =
      dyn_cast_or_null<ConstantArrayType>(S.Context.getAsArrayType(Ty));
  if (!AT) {
    report(DE, R.Var.getLocation(), Diag::TeamSectionType)
        << Name << Ty << Range;
    return std::nullopt;
  }
  if (AT->getZExtSize() > HIER_LIMIT_TEAM_SECTION_ELEMENTS) {
    report(DE, R.Var.getLocation(), Diag::TeamSectionTooLong)
        << Name << (unsigned long long)AT->getZExtSize()
        << (unsigned)HIER_LIMIT_TEAM_SECTION_ELEMENTS << Range;
    return std::nullopt;
  }
  R.WholeArrayCopy = true;
  return AT->getElementType();
}

void checkReductionVariables(Preprocessor &PP, Directive &D) {
  DiagnosticsEngine &DE = PP.getDiagnostics();
  Sema *S = semaFor(PP);
  // The body of a member function defined in its class is lexed (and this
  // pragma handled) while the class is parsed, and parsed only after it:
  // the function's locals are not declared yet, and a name may find a
  // member instead. Such a variable is left to Sema and NestingChecker.
  // A declare reduction is still looked up there, and picked by the
  // variable's type in the generated code (UserReduction.h).
  if (S && S->getCurScope() && isa<CXXRecordDecl>(S->CurContext)) {
    for (const ReductionVar &R : D.Reductions)
      expectUnresolvedReductionVar(DE, R.Var.getLocation(), D.Loc);
    llvm::erase_if(D.Reductions, [&](ReductionVar &R) {
      return resolveDispatchedUserReduction(*S, PP, R, nullptr).value_or(false);
    });
    return;
  }
  if (!S || !S->getCurScope() || !S->getCurScope()->getFnParent() ||
      !S->CurContext->isFunctionOrMethod() || D.Reductions.empty()) {
    dropUnresolvedUserReductions(DE, D);
    return;
  }
  // A variable of a dependent type may be a std::complex where std::complex
  // is declared.
  // The identifier is looked up, never created: a file that never spelled
  // 'complex' declares no std::complex (and IdentifierTable::get, inline,
  // would allocate in the table's arena from the plugin's code, which an
  // AddressSanitizer build of the plugin poisons behind Clang's back).
  bool StdComplexDeclared = false;
  const IdentifierTable &Idents = PP.getIdentifierTable();
  auto ComplexName = Idents.find("complex");
  if (S->getLangOpts().CPlusPlus && ComplexName != Idents.end())
    if (NamespaceDecl *Std = S->getStdNamespace()) {
      LookupResult Complex(*S, DeclarationName(ComplexName->getValue()),
                           SourceLocation(), Sema::LookupOrdinaryName);
      StdComplexDeclared = S->LookupQualifiedName(Complex, Std);
    }
  llvm::erase_if(D.Reductions, [&](ReductionVar &R) {
    const Token &V = R.Var;
    SourceRange Range(V.getLocation());
    LookupResult Found(*S, DeclarationName(V.getIdentifierInfo()),
                       V.getLocation(), Sema::LookupOrdinaryName);
    S->LookupName(Found, S->getCurScope());
    if (Found.empty()) {
      report(DE, V.getLocation(), Diag::UndeclaredReductionVar)
          << V.getIdentifierInfo()->getName() << Range;
      return true;
    }
    const auto *VD = Found.isSingleResult()
                         ? dyn_cast<ValueDecl>(Found.getFoundDecl())
                         : nullptr;
    if (R.UserId && (!VD || VD->getType().isNull() || VD->isInvalidDecl()))
      return *resolveUserReduction(*S, PP, D, R, VD, QualType());
    // A template's variable: its declaration is picked at instantiation.
    if (VD && !VD->getType().isNull() && VD->getType()->isDependentType() &&
        !VD->isInvalidDecl())
      if (std::optional<bool> Drop =
              resolveDispatchedUserReduction(*S, PP, R, VD))
        return *Drop;
    // Anything else (a dependent type, an overload set, a type name) is left
    // to Sema and NestingChecker.
    if (!VD || VD->getType().isNull() || VD->getType()->isDependentType() ||
        VD->isInvalidDecl()) {
      R.ClassComplex = StdComplexDeclared;
      // A team's section of `T h[N]` keeps the array's type; of a type that
      // may be an array or a pointer, it is seen through a pointer.
      if (VD && !VD->getType().isNull() && D.Kind == DirectiveKind::Team)
        R.WholeArrayCopy = VD->getType().getNonReferenceType()->isArrayType();
      return false;
    }
    QualType Ty = VD->getType().getNonReferenceType();
    if (R.Section && D.Kind == DirectiveKind::Team) {
      if (std::optional<QualType> Element = teamSectionElement(*S, DE, R, Ty))
        Ty = *Element;
      else
        return true;
    } else if (R.Section) {
      // The elements of an array (a pointer's would be shared by the loop's
      // members, who each need their own).
      const ArrayType *AT = S->Context.getAsArrayType(Ty);
      if (!AT) {
        report(DE, V.getLocation(), Diag::ReductionSectionType)
            << V.getIdentifierInfo()->getName() << Ty << Range;
        return true;
      }
      Ty = AT->getElementType();
    }
    if (std::optional<bool> Drop = resolveUserReduction(*S, PP, D, R, VD, Ty))
      return *Drop;
    if (Ty.isConstQualified() && isReducibleType(Ty.getUnqualifiedType())) {
      report(DE, V.getLocation(), Diag::ReductionConst)
          << V.getIdentifierInfo()->getName() << Ty << Range;
      return true;
    }
    if (!isReducibleType(Ty)) {
      report(DE, V.getLocation(), Diag::ReductionType)
          << V.getIdentifierInfo()->getName() << Ty << Range;
      return true;
    }
    if (!reducesWith(Ty, R.Op)) {
      report(DE, V.getLocation(),
             isReducibleComplex(Ty) ? Diag::ReductionComplexOp
                                    : Diag::ReductionFloatBitwise)
          << PP.getSpelling(R.OpTok) << V.getIdentifierInfo()->getName() << Ty
          << Range;
      return true;
    }
    R.ClassComplex = isStdComplex(Ty);
    return false;
  });
  // The 'reduction' clauses stay: the generated code reads D.Reductions.
}

} // namespace hier
