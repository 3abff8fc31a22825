//===- Scan.cpp - the directives of a scan --------------------------------===//

#include "Scan.h"
#include "Diagnostics.h"
#include "GeneratedMark.h"
#include "NestingChecker.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using namespace llvm;

namespace hier {

bool hasInscan(const Directive &D) {
  return any_of(D.Reductions, [](const ReductionVar &R) { return R.Inscan; });
}

void checkInscanReductions(DiagnosticsEngine &DE, Directive &D) {
  if (D.Kind == DirectiveKind::Scan) {
    const Clause *In = D.find(ClauseId::Inclusive);
    const Clause *Ex = D.find(ClauseId::Exclusive);
    if (!In == !Ex) {
      report(DE, Ex ? Ex->Name.getLocation() : D.Loc, Diag::ScanClause);
      D.ScanVars.clear();
    }
    D.ScanExclusive = Ex && !In;
    return;
  }
  // A team's teams have no order to scan in; a section's elements would
  // each need a scan of their own; a declared reduction's combiner has no
  // scan in the device runtime.
  erase_if(D.Reductions, [&](const ReductionVar &R) {
    if (!R.Inscan)
      return false;
    StringRef Name = R.Var.getIdentifierInfo()->getName();
    if (D.Kind == DirectiveKind::Team)
      report(DE, R.Var.getLocation(), Diag::InscanLevel)
          << Name << SourceRange(R.Var.getLocation());
    else if (R.Section)
      report(DE, R.Var.getLocation(), Diag::InscanSection)
          << Name << SourceRange(R.Var.getLocation());
    else if (R.UserId)
      report(DE, R.OpTok.getLocation(), Diag::InscanUserReduction)
          << Name << R.OpTok.getIdentifierInfo()->getName()
          << SourceRange(R.OpTok.getLocation());
    else
      return false;
    return true;
  });
}

/// The loop whose body holds the scan directive being read: the innermost
/// one whose phase variable Sema sees. The body of a member function defined
/// in its class is read (and this directive handled) before it is parsed:
/// there, the last loop without a scan, which ScanCheck.cpp checks once the
/// body is parsed.
static ScanLoop *findLoop(Preprocessor &PP, SmallVectorImpl<ScanLoop> &Open) {
  Sema *S = semaFor(PP);
  if (!S || !S->getCurScope() || !S->getCurScope()->getFnParent() ||
      !S->CurContext->isFunctionOrMethod()) {
    for (ScanLoop &L : reverse(Open))
      if (L.ScanLoc.isInvalid())
        return &L;
    return nullptr;
  }
  // Looked up, never created (see checkReductionVariables): a loop's phase
  // variable was lexed when its code was. Found by its name, it must be
  // hier's (a user's variable of that name is not a phase).
  const IdentifierTable &Idents = PP.getIdentifierTable();
  for (ScanLoop &L : reverse(Open)) {
    auto Name = Idents.find(names::make(names::ScanPhase, L.ID));
    if (Name == Idents.end())
      continue;
    LookupResult Found(*S, DeclarationName(Name->getValue()), SourceLocation(),
                       Sema::LookupOrdinaryName);
    if (S->LookupName(Found, S->getCurScope()) && Found.isSingleResult() &&
        isHierGenerated(Found.getFoundDecl(), names::ScanPhase))
      return &L;
  }
  return nullptr;
}

void handleScan(Preprocessor &PP, const Directive &Scan,
                SmallVectorImpl<ScanLoop> &Open, TokenBuilder &B) {
  DiagnosticsEngine &DE = PP.getDiagnostics();
  ScanLoop *Loop = findLoop(PP, Open);
  // The scan of the last loop read, whose inscan variables all had an error
  // (its body has no phases): no second error.
  if (!Loop && !Open.empty() && !hasInscan(Open.back().D) &&
      Open.back().ScanLoc.isInvalid()) {
    Open.back().ScanLoc = Scan.Loc;
    return;
  }
  if (!Loop) {
    report(DE, Scan.Loc, Diag::ScanOutsideLoop);
    return;
  }
  if (Loop->ScanLoc.isValid()) {
    report(DE, Scan.Loc, Diag::ScanTwice);
    report(DE, Loop->ScanLoc, Diag::ScanPrevious);
    return;
  }
  Loop->ScanLoc = Scan.Loc;
  auto Same = [](const Token &A, const Token &B) {
    return A.getIdentifierInfo() == B.getIdentifierInfo();
  };
  for (const Token &V : Scan.ScanVars)
    if (none_of(Loop->D.Reductions, [&](const ReductionVar &R) {
          return R.Inscan && Same(R.Var, V);
        }))
      report(DE, V.getLocation(), Diag::ScanNotInscan)
          << V.getIdentifierInfo()->getName() << SourceRange(V.getLocation());
  // (A scan without its clause has had its error.)
  if (!Scan.ScanVars.empty())
    for (const ReductionVar &R : Loop->D.Reductions)
      if (R.Inscan && none_of(Scan.ScanVars,
                              [&](const Token &V) { return Same(R.Var, V); }))
        report(DE, Scan.Loc, Diag::InscanNotScanned)
            << R.Var.getIdentifierInfo()->getName();
  emitScanPoint(B, *Loop, Scan.ScanExclusive);
}

} // namespace hier
