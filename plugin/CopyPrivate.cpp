//===- CopyPrivate.cpp - single's copyprivate(list) broadcast -------------===//

#include "CopyPrivate.h"
#include "Diagnostics.h"
#include "GeneratedNames.h"
#include "NestingChecker.h"
#include "Routine.h"
#include "TokenBuilder.h"
#include "hier/abi.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

/// Why \p VD is not a variable each member holds a copy of (the %select of
/// CopyPrivateNotPrivate), or -1 if it is one.
int notPrivateReason(const VarDecl &VD) {
  if (VD.getType()->isReferenceType())
    return 3;
  if (!VD.hasLocalStorage())
    return 2;
  for (const auto *A : VD.specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == HIER_SHARED_ANNOTATION)
      return 1;
  // Inside a team region (an OpenMP captured region, possibly through
  // lambdas and blocks defined there), or in a hier routine, which only
  // team bodies and thread loops call.
  for (const DeclContext *DC = VD.getDeclContext(); DC; DC = DC->getParent()) {
    if (isa<CapturedDecl>(DC))
      return -1;
    if (const auto *FD = dyn_cast<FunctionDecl>(DC)) {
      if (isHierRoutine(*FD))
        return -1;
      if (!isLambdaCallOperator(FD))
        break;
    }
  }
  return 0;
}

} // namespace

void checkCopyPrivateVariables(Preprocessor &PP, Directive &D) {
  if (D.CopyPrivate.empty())
    return;
  DiagnosticsEngine &DE = PP.getDiagnostics();
  Sema *S = semaFor(PP);
  // As for reductions: a member function defined in its class is parsed
  // after the class, its locals unknown here; Sema reports what remains.
  if (!S || !S->getCurScope() || !S->getCurScope()->getFnParent() ||
      !S->CurContext->isFunctionOrMethod())
    return;
  bool Team = D.Kind == DirectiveKind::SingleTeam;
  uint64_t Bytes = 0;
  llvm::erase_if(D.CopyPrivate, [&](const Token &V) {
    StringRef Name = V.getIdentifierInfo()->getName();
    SourceRange Range(V.getLocation());
    LookupResult Found(*S, DeclarationName(V.getIdentifierInfo()),
                       V.getLocation(), Sema::LookupOrdinaryName);
    S->LookupName(Found, S->getCurScope());
    if (Found.empty()) {
      report(DE, V.getLocation(), Diag::UndeclaredCopyPrivateVar)
          << Name << Range;
      return true;
    }
    const auto *VD = Found.isSingleResult()
                         ? dyn_cast<VarDecl>(Found.getFoundDecl())
                         : nullptr;
    if (!VD) {
      report(DE, V.getLocation(), Diag::CopyPrivateNotPrivate)
          << Name << (Team ? "team" : "thread") << 4 << Range;
      return true;
    }
    if (VD->isInvalidDecl())
      return true;
    int Reason = notPrivateReason(*VD);
    if (Reason >= 0) {
      report(DE, V.getLocation(), Diag::CopyPrivateNotPrivate)
          << Name << (Team ? "team" : "thread") << Reason << Range;
      report(DE, VD->getLocation(), Diag::CopyPrivateDeclared) << Name;
      return true;
    }
    QualType Ty = VD->getType();
    if (Ty->isDependentType())
      return false; // Sema checks the instantiation's generated code
    if (Ty->isArrayType() || Ty.isConstQualified() ||
        !Ty.isTriviallyCopyableType(S->getASTContext()) ||
        Ty->isIncompleteType()) {
      report(DE, V.getLocation(), Diag::CopyPrivateType) << Name << Ty << Range;
      return true;
    }
    uint64_t Size = S->getASTContext().getTypeSizeInChars(Ty).getQuantity();
    Bytes += (Size + 3) / 4 * 4;
    if (Team && Bytes > HIER_LIMIT_BROADCAST_WORDS * 4) {
      report(DE, V.getLocation(), Diag::CopyPrivateTooLarge)
          << Name << unsigned(Bytes) << unsigned(HIER_LIMIT_BROADCAST_WORDS * 4)
          << Range;
      Bytes -= (Size + 3) / 4 * 4;
      return true;
    }
    return false;
  });
}

void emitCopyPrivate(TokenBuilder &B, const Directive &D, StringRef Lead,
                     StringRef Sync, unsigned ID) {
  bool Team = D.Kind == DirectiveKind::SingleTeam;
  // One statement expression per pass over the variables: each declares a
  // union of the variable and its words, loads the variable into it, and
  // moves the words.
  enum Pass { Put, Get, Shuffle };
  auto EmitPass = [&](Pass P) {
    B.text(", __extension__({");
    std::string Offset = "0u";
    for (unsigned K = 0; K != D.CopyPrivate.size(); ++K) {
      const Token &V = D.CopyPrivate[K];
      std::string U = names::make(names::CopyPrivateUnion, ID, K);
      std::string I = names::make(names::CopyPrivateIndex, ID, K);
      // In C++ the union gets a constructor of its own: a trivially
      // copyable class may still have a non-trivial default constructor,
      // which would delete the union's.
      std::string Tag = D.CPlusPlus ? U + "_t" : "";
      B.text("union " + Tag + " { __typeof__(");
      B.tokens(V).text(") __v; unsigned __w[(sizeof(");
      B.tokens(V).text(") + 3) / 4];");
      if (D.CPlusPlus)
        B.text(Tag + "() {}");
      B.text("} " + names::declare(U, names::CopyPrivateUnion) + "; " + U +
             ".__v = ")
          .tokens(V)
          .text(";");
      std::string Words =
          "(unsigned)(sizeof " + U + ".__w / sizeof " + U + ".__w[0])";
      if (P == Put)
        B.text("if (" + Lead.str() + ") ");
      B.text("for (unsigned " + names::declare(I, names::CopyPrivateIndex) +
             " = 0; " + I + " < " + Words + "; ++" + I + ") ");
      if (P == Put)
        B.text(HIER_SINGLE_TEAM_PUT "(" + Offset + " + " + I + ", " + U +
               ".__w[" + I + "]);");
      else
        B.text(U + ".__w[" + I + "] = " +
               (P == Get ? HIER_SINGLE_TEAM_GET "(" + Offset + " + " + I + ", "
                         : std::string(HIER_MARKER_THREAD_BCAST "(")) +
               U + ".__w[" + I + "]);");
      if (P != Put)
        B.tokens(V).text(" = " + U + ".__v;");
      Offset += " + " + Words;
    }
    B.text("(void)0; })");
  };
  if (Team) {
    EmitPass(Put);
    B.text(", " + Sync.str() + "()");
    EmitPass(Get);
    B.text(", " + Sync.str() + "()");
  } else {
    B.text(", " + Sync.str() + "()");
    EmitPass(Shuffle);
  }
}

} // namespace hier
