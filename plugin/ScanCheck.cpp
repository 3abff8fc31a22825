//===- ScanCheck.cpp - a scan loop's body, once parsed --------------------===//

#include "Diagnostics.h"
#include "GeneratedLoops.h"
#include "GeneratedMark.h"
#include "Scan.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// The phase loop's `if (act) switch (ph) default: body` (ScanRewriter.cpp).
static const DefaultStmt *phaseDefault(const Stmt *Body) {
  const auto *For = dyn_cast_or_null<ForStmt>(Body);
  const VarDecl *First = For ? firstLoopVar(*For) : nullptr;
  if (!isHierGenerated(First, names::ScanPhase))
    return nullptr;
  const auto *If = dyn_cast_or_null<IfStmt>(For->getBody());
  const auto *Switch =
      If ? dyn_cast_or_null<SwitchStmt>(If->getThen()) : nullptr;
  return Switch ? dyn_cast_or_null<DefaultStmt>(Switch->getBody()) : nullptr;
}

const Stmt *userBody(const Stmt *Body) {
  const DefaultStmt *Default = phaseDefault(Body);
  return Default ? Default->getSubStmt() : Body;
}

/// The case label the scan directive became, in \p S (a nested switch's
/// labels are its own).
static const CaseStmt *findScan(const Stmt *S) {
  if (!S || isa<SwitchStmt>(S))
    return nullptr;
  if (const auto *Case = dyn_cast<CaseStmt>(S))
    return Case;
  for (const Stmt *Child : S->children())
    if (const CaseStmt *Found = findScan(Child))
      return Found;
  return nullptr;
}

void checkScanBody(DiagnosticsEngine &DE, const Stmt *Body,
                   SourceLocation Directive) {
  const DefaultStmt *Default = phaseDefault(Body);
  if (!Default)
    return;
  const Stmt *User = Default->getSubStmt();
  const CaseStmt *Scan = findScan(User);
  if (!Scan) {
    report(DE, Directive, Diag::InscanWithoutScan);
    return;
  }
  const auto *Block = dyn_cast<CompoundStmt>(User);
  bool Direct = false;
  if (Block)
    for (const Stmt *S : Block->body())
      Direct |= S == Scan;
  if (!Direct) {
    // At the directive (the label's expansion location), not at the
    // generated label, which Clang would show.
    report(DE, DE.getSourceManager().getExpansionLoc(Scan->getBeginLoc()),
           Diag::ScanNotInBody);
    report(DE, Directive, Diag::ScanLoopDeclared);
  }
}

} // namespace hier
