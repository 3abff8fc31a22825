//===- UserReduction.cpp - reductions with 'omp declare reduction' --------===//

#include "UserReduction.h"
#include "Diagnostics.h"
#include "ReductionCheck.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// The name a declare reduction for operator \p Op has (Clang's parser
/// names `declare reduction(+ : ...)` operator+), or identifier \p Op's.
static DeclarationName reductionName(ASTContext &Ctx, const Token &Op) {
  OverloadedOperatorKind OOK = OO_None;
  switch (Op.getKind()) {
  case tok::plus:
    OOK = OO_Plus;
    break;
  case tok::star:
    OOK = OO_Star;
    break;
  case tok::amp:
    OOK = OO_Amp;
    break;
  case tok::pipe:
    OOK = OO_Pipe;
    break;
  case tok::caret:
    OOK = OO_Caret;
    break;
  case tok::ampamp:
    OOK = OO_AmpAmp;
    break;
  case tok::pipepipe:
    OOK = OO_PipePipe;
    break;
  default:
    return DeclarationName(Op.getIdentifierInfo());
  }
  return Ctx.DeclarationNames.getCXXOperatorName(OOK);
}

namespace {

/// Re-reads a declare reduction's expression from its file, expanding the
/// object-like macros (which the token stream hier injects would not): the
/// tokens keep their locations, so that an error in them points into the
/// declaration.
class SourceTokens {
public:
  SourceTokens(Preprocessor &PP) : PP(PP), SM(PP.getSourceManager()) {}

  /// Appends the tokens of \p R to \p Out; on failure sets Why.
  bool read(SourceRange R, SmallVectorImpl<Token> &Out) {
    // A macro's use inside the expression is read as written, and
    // expanded below; a declaration that a macro wrote has no text.
    CharSourceRange Chars = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(R), SM, PP.getLangOpts());
    if (Chars.isInvalid()) {
      Why = "it is written by a macro";
      return false;
    }
    SourceLocation End = Chars.getEnd();
    FileID FID = SM.getFileID(Chars.getBegin());
    R.setBegin(Chars.getBegin());
    bool Invalid = false;
    StringRef Buffer = SM.getBufferData(FID, &Invalid);
    if (Invalid)
      return false;
    unsigned Begin = SM.getFileOffset(R.getBegin()),
             Stop = SM.getFileOffset(End);
    Lexer Raw(SM.getLocForStartOfFile(FID), PP.getLangOpts(), Buffer.begin(),
              Buffer.begin() + Begin, Buffer.end());
    Token T;
    while (true) {
      Raw.LexFromRawLexer(T);
      if (T.is(tok::eof) || SM.getFileOffset(T.getLocation()) >= Stop)
        return true;
      if (T.is(tok::raw_identifier))
        PP.LookUpIdentifierInfo(T);
      T.clearFlag(Token::StartOfLine);
      if (!expand(T, Out, 0))
        return false;
    }
  }

  std::string Why;

private:
  bool expand(const Token &T, SmallVectorImpl<Token> &Out, unsigned Depth) {
    IdentifierInfo *II = T.getIdentifierInfo();
    const MacroInfo *MI =
        II && II->hasMacroDefinition() ? PP.getMacroInfo(II) : nullptr;
    if (!MI || Depth > 32 || MI->isBuiltinMacro()) {
      Out.push_back(T);
      return true;
    }
    if (MI->isFunctionLike()) {
      Why = ("it uses the function-like macro '" + II->getName() + "'").str();
      return false;
    }
    for (Token M : MI->tokens()) {
      M.clearFlag(Token::StartOfLine);
      if (M.getIdentifierInfo() == II)
        Out.push_back(M);
      else if (!expand(M, Out, Depth + 1))
        return false;
    }
    return true;
  }

  Preprocessor &PP;
  SourceManager &SM;
};

} // namespace

/// The source of a declare reduction's initializer: the expression itself,
/// or for `omp_priv(...)` / `omp_priv{...}` of a class its parentheses or
/// braces (\p Kind becomes Direct; a scalar's `omp_priv(e)` is `= e`).
static SourceRange initializerRange(const OMPDeclareReductionDecl &UDR,
                                    UserReductionForm::Init &Kind) {
  const Expr *Init = UDR.getInitializer();
  if (UDR.getInitializerKind() == OMPDeclareReductionInitKind::Direct) {
    if (const auto *CE = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit()))
      if (CE->getParenOrBraceRange().isValid()) {
        Kind = UserReductionForm::Init::Direct;
        return CE->getParenOrBraceRange();
      }
    if (isa<InitListExpr>(Init->IgnoreImplicit()))
      Kind = UserReductionForm::Init::Direct;
  }
  return Init->getSourceRange();
}

/// Reads the combiner and the initializer of \p UDR into \p Form, or
/// reports (at \p R's operator) why they cannot be written into the
/// generated code.
static bool readForm(Preprocessor &PP, const OMPDeclareReductionDecl &UDR,
                     const ReductionVar &R, UserReductionForm &Form) {
  SourceTokens Source(PP);
  bool Read = Source.read(UDR.getCombiner()->getSourceRange(), Form.Combiner);
  const char *Part = "combiner";
  if (Read && UDR.getInitializer()) {
    Part = "initializer";
    switch (UDR.getInitializerKind()) {
    case OMPDeclareReductionInitKind::Copy:
      Form.Kind = UserReductionForm::Init::Copy;
      break;
    case OMPDeclareReductionInitKind::Direct:
      Form.Kind = UserReductionForm::Init::Copy; // initializerRange's
      break;
    case OMPDeclareReductionInitKind::Call:
      Form.Kind = UserReductionForm::Init::Call;
      break;
    }
    Read = Source.read(initializerRange(UDR, Form.Kind), Form.Initializer);
  }
  if (Read)
    return true;
  DiagnosticsEngine &DE = PP.getDiagnostics();
  report(DE, R.OpTok.getLocation(), Diag::UserReductionSource)
      << PP.getSpelling(R.OpTok) << Part << Source.Why
      << SourceRange(R.OpTok.getLocation());
  report(DE, UDR.getLocation(), Diag::UserReductionDeclared)
      << PP.getSpelling(R.OpTok) << UDR.getType();
  return false;
}

/// The declare reductions named by \p R's operator visible at the
/// directive, innermost first.
static SmallVector<const OMPDeclareReductionDecl *, 4>
visibleReductions(Sema &S, const ReductionVar &R) {
  LookupResult Found(S, reductionName(S.Context, R.OpTok),
                     R.OpTok.getLocation(), Sema::LookupOMPReductionName);
  Found.suppressDiagnostics();
  S.LookupName(Found, S.getCurScope());
  SmallVector<const OMPDeclareReductionDecl *, 4> Candidates;
  for (const NamedDecl *ND : Found)
    for (const auto *UDR =
             dyn_cast<OMPDeclareReductionDecl>(ND->getUnderlyingDecl());
         UDR; UDR = UDR->getPrevDeclInScope())
      Candidates.push_back(UDR);
  return Candidates;
}

void dropUnresolvedUserReductions(DiagnosticsEngine &DE, Directive &D) {
  llvm::erase_if(D.Reductions, [&](const ReductionVar &R) {
    if (R.UserId)
      report(DE, R.OpTok.getLocation(), Diag::UserReductionUnresolved)
          << R.OpTok.getIdentifierInfo()->getName()
          << SourceRange(R.OpTok.getLocation());
    return R.UserId;
  });
}

std::optional<bool> resolveUserReduction(Sema &S, Preprocessor &PP,
                                         const Directive &D, ReductionVar &R,
                                         const ValueDecl *VD, QualType Ty) {
  DiagnosticsEngine &DE = PP.getDiagnostics();
  std::string Id = PP.getSpelling(R.OpTok);
  StringRef Var = R.Var.getIdentifierInfo()->getName();
  SourceRange OpRange(R.OpTok.getLocation());
  if (Ty.isNull()) {
    // A variable whose type is not known yet (a template's).
    if (VD && !VD->isInvalidDecl())
      report(DE, R.OpTok.getLocation(), Diag::UserReductionDependent)
          << Var << Id << OpRange;
    return true;
  }
  // An operator on a type hier reduces is hier's own.
  if (!R.UserId && isReducibleType(Ty.getUnqualifiedType()))
    return std::nullopt;
  SmallVector<const OMPDeclareReductionDecl *, 4> Candidates =
      visibleReductions(S, R);
  QualType Plain = Ty.getUnqualifiedType();
  const OMPDeclareReductionDecl *UDR = nullptr;
  for (const OMPDeclareReductionDecl *C : Candidates)
    if (S.Context.hasSameType(C->getType(), Plain)) {
      UDR = C;
      break;
    }
  if (!UDR) {
    if (!R.UserId)
      return std::nullopt; // the usual error: hier does not reduce Ty
    if (Candidates.empty()) {
      report(DE, R.OpTok.getLocation(), Diag::UnknownUserReduction)
          << Id << Plain.getAsString(S.getPrintingPolicy()) << OpRange;
      return true;
    }
    report(DE, R.OpTok.getLocation(), Diag::UserReductionOtherType)
        << Id << Var << Ty
        << SourceRange(R.OpTok.getLocation(), R.Var.getLocation());
    for (const OMPDeclareReductionDecl *C : Candidates)
      report(DE, C->getLocation(), Diag::UserReductionDeclared)
          << Id << C->getType();
    return true;
  }
  if (UDR->isInvalidDecl() || !UDR->getCombiner())
    return true; // Clang reported it
  if (R.Section) {
    report(DE, R.OpTok.getLocation(), Diag::UserReductionSection)
        << Id << OpRange;
    return true;
  }
  if (Ty.isConstQualified()) {
    report(DE, R.Var.getLocation(), Diag::ReductionConst)
        << Var << Ty << SourceRange(R.Var.getLocation());
    return true;
  }
  if (!Ty.isTriviallyCopyableType(S.Context)) {
    report(DE, R.Var.getLocation(), Diag::UserReductionCopyable)
        << Var << Ty << Id << SourceRange(R.Var.getLocation());
    return true;
  }
  // Any size: a value larger than the shared slots crosses them in parts
  // (UserReductionRewriter.cpp).
  uint64_t Bytes = S.Context.getTypeSizeInChars(Ty).getQuantity();
  auto User = std::make_shared<UserReduction>();
  User->Words = unsigned((Bytes + 3) / 4);
  User->Id = Id;
  if (!readForm(PP, *UDR, R, User->Forms.emplace_back()))
    return true;
  R.User = std::move(User);
  return false;
}

std::optional<bool> resolveDispatchedUserReduction(Sema &S, Preprocessor &PP,
                                                   ReductionVar &R,
                                                   const ValueDecl *VD) {
  // An operator stays hier's own outside a template (every branch of the
  // dispatch would be compiled for the variable's type), on a section or a
  // scan variable, and where no declaration for it is visible.
  if (!R.UserId &&
      (R.Section || R.Inscan || !S.getLangOpts().CPlusPlus17 ||
       !S.CurContext->isDependentContext() || visibleReductions(S, R).empty()))
    return std::nullopt;
  DiagnosticsEngine &DE = PP.getDiagnostics();
  std::string Id = PP.getSpelling(R.OpTok);
  StringRef Var = R.Var.getIdentifierInfo()->getName();
  SourceRange OpRange(R.OpTok.getLocation());
  if (VD && VD->isInvalidDecl())
    return true;
  // The generated code picks the declaration with 'if constexpr', which
  // discards the others only in a template: in a member function of a
  // class that is none, read before the class is complete, every branch
  // would be compiled for the variable's type.
  if (!S.getLangOpts().CPlusPlus17 ||
      (!VD && !S.CurContext->isDependentContext())) {
    if (VD)
      report(DE, R.OpTok.getLocation(), Diag::UserReductionDependent)
          << Var << Id << OpRange;
    else
      report(DE, R.OpTok.getLocation(), Diag::UserReductionUnresolved)
          << Id << OpRange;
    return true;
  }
  if (R.Section) {
    report(DE, R.OpTok.getLocation(), Diag::UserReductionSection)
        << Id << OpRange;
    return true;
  }
  auto User = std::make_shared<UserReduction>();
  User->Dispatch = true;
  User->Builtin = !R.UserId;
  User->Id = Id;
  PrintingPolicy Policy(S.getLangOpts());
  Policy.SuppressUnwrittenScope = true;
  SmallVector<QualType, 4> Seen;
  for (const OMPDeclareReductionDecl *C : visibleReductions(S, R)) {
    QualType T = C->getType().getUnqualifiedType();
    // Clang reported an invalid one; a declaration in a template for a
    // type of its parameters cannot be named here; an inner declaration
    // hides an outer one for its type.
    if (C->isInvalidDecl() || !C->getCombiner() || T->isDependentType() ||
        llvm::any_of(Seen,
                     [&](QualType O) { return S.Context.hasSameType(O, T); }))
      continue;
    Seen.push_back(T);
    UserReductionForm &F = User->Forms.emplace_back();
    F.Type = TypeName::getFullyQualifiedName(T, S.Context, Policy,
                                             /*WithGlobalNsPrefix=*/true);
    if (!readForm(PP, *C, R, F))
      return true;
  }
  if (User->Forms.empty()) {
    report(DE, R.OpTok.getLocation(), Diag::UnknownUserReduction)
        << Id
        << (VD ? VD->getType().getNonReferenceType().getAsString(
                     S.getPrintingPolicy())
               : std::string("<type>"))
        << OpRange;
    return true;
  }
  R.User = std::move(User);
  return false;
}

/// Where \p Call is a marker, reports what it says, and returns true.
static bool checkMarker(DiagnosticsEngine &DE, const ASTContext &Ctx,
                        const CallExpr *Call) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || !FD->getIdentifier() || FD->getName() != "__hier_udr_verify" ||
      Call->getNumArgs() != 4)
    return false;
  // The template's pattern: nothing is known yet.
  if (Call->getArg(0)->isValueDependent())
    return true;
  std::optional<APSInt> Code = Call->getArg(0)->getIntegerConstantExpr(Ctx);
  std::optional<APSInt> Builtin = Call->getArg(3)->getIntegerConstantExpr(Ctx);
  const auto *Size = dyn_cast<UnaryExprOrTypeTraitExpr>(
      Call->getArg(1)->IgnoreParenImpCasts());
  const auto *Ref =
      Size && !Size->isArgumentType()
          ? dyn_cast<DeclRefExpr>(Size->getArgumentExpr()->IgnoreParens())
          : nullptr;
  const auto *Id =
      dyn_cast<clang::StringLiteral>(Call->getArg(2)->IgnoreParenImpCasts());
  if (!Code || *Code == 0 || !Builtin || !Ref || !Id)
    return true;
  StringRef Var = Ref->getDecl()->getName();
  QualType Ty = Ref->getType().getNonReferenceType();
  SourceRange Range = Ref->getSourceRange();
  switch (Code->getZExtValue()) {
  case 1:
    report(DE, Ref->getLocation(), Diag::UserReductionNoneForType)
        << Id->getString() << Var << Ty << unsigned(*Builtin != 0)
        << Ty.getAsString(Ctx.getPrintingPolicy()) << Range;
    break;
  default:
    report(DE, Ref->getLocation(), Diag::UserReductionInstCopyable)
        << Var << Ty << Id->getString() << Range;
    break;
  }
  return true;
}

namespace {
class MarkerWalk : public RecursiveASTVisitor<MarkerWalk> {
public:
  MarkerWalk(ASTContext &Ctx) : Ctx(Ctx) {}
  bool VisitCallExpr(CallExpr *Call) {
    checkMarker(Ctx.getDiagnostics(), Ctx, Call);
    return true;
  }

private:
  ASTContext &Ctx;
};
} // namespace

void checkUserReductionMarkers(Decl *D, ASTContext &Ctx) {
  // Only an instantiation's markers know the variable's type.
  const auto *FD = dyn_cast<FunctionDecl>(D);
  if (FD && FD->getTemplateInstantiationPattern() && FD->hasBody())
    MarkerWalk(Ctx).TraverseDecl(D);
}

} // namespace hier
