//===- DeviceGlobals.cpp - globals a team uses that the device lacks ------===//
//
// (and calls of 'std::function', whose target the device lacks too)
// Run in the host compile of an offload build (once, not once per GPU
// architecture; in a device compile, the deferred notes Clang prints at the
// end would follow these warnings), on each team region the checker
// accepted (AfterParse.cpp). A use is reported when the variable has static
// storage, is not declared in 'declare target', is odr-used (a read of a
// constant's value is not: Clang folds it) and is, in the region, not
// captured (so not mapped) or, in a function the region calls (directly or
// through others), anything at all: device functions reach globals only by
// their symbols. Functions the user put in 'declare target' are left to
// Clang, which warns there itself (-Wopenmp-target); static locals of the
// region or of a called function are emitted with their function. Each
// variable is reported once per function (or region) that uses it. Lambda
// bodies in the region are not looked at: whether Clang captures what they
// use is not this check's to guess.
//
//===----------------------------------------------------------------------===//

#include "DeviceGlobals.h"
#include "Diagnostics.h"
#include "ReportedOnce.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

/// Whether \p VD is a variable of static storage that the device only has
/// if it is in 'declare target'.
bool needsDeclareTarget(const VarDecl *VD, const SourceManager &SM) {
  return VD && VD->hasGlobalStorage() && !VD->isStaticLocal() &&
         VD->getTLSKind() == VarDecl::TLS_None &&
         !VD->hasAttr<OMPThreadPrivateDeclAttr>() &&
         !OMPDeclareTargetDeclAttr::isDeclareTargetDeclaration(VD) &&
         !SM.isInSystemHeader(VD->getLocation());
}

/// Whether \p Team's captured statements capture \p VD (and so map it).
bool captures(const OMPTargetTeamsDirective &Team, const VarDecl *VD) {
  for (const Stmt *S = Team.getAssociatedStmt();
       const auto *CS = dyn_cast_or_null<CapturedStmt>(S);
       S = CS->getCapturedStmt())
    if (CS->capturesVariable(VD))
      return true;
  return false;
}

class Finder : public RecursiveASTVisitor<Finder> {
public:
  Finder(const OMPTargetTeamsDirective &Team, ASTContext &Ctx)
      : Team(Team), Ctx(Ctx), DE(Ctx.getDiagnostics()) {}

  void visitRegion() {
    TraverseStmt(
        const_cast<Stmt *>(Team.getInnermostCapturedStmt()->getCapturedStmt()));
    // The functions the region calls, and the ones they call.
    while (!Pending.empty()) {
      PendingCall Next = Pending.pop_back_val();
      Function = Next.Function;
      Called = Next.Called;
      CallSite = Next.CallSite;
      TraverseStmt(Function->getBody());
    }
  }

  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    // A use whose value a template parameter gives, in a template's own
    // region ('static constexpr int block = B;' of a class template): its
    // instantiations' regions are checked, where it is known.
    if (!VD || E->isNonOdrUse() != NOUR_None || E->isValueDependent() ||
        !needsDeclareTarget(VD->getCanonicalDecl(), Ctx.getSourceManager()))
      return true;
    // A scalar constant's value is folded by code generation even where
    // Sema calls the use an odr-use (hier's rewritten loop bounds: 'c <
    // Cols' with a constexpr Cols); only tables need their symbol.
    if (VD->getType()->isScalarType() && VD->isUsableInConstantExpressions(Ctx))
      return true;
    if (!Function && captures(Team, VD->getCanonicalDecl()))
      return true;
    // Once per variable and function (or region), at its first use there:
    // each use of a table ('c[3] * x + c[2]') is the same missing symbol.
    // A function called by several teams is reported once too.
    SourceLocation Where =
        Function ? Function->getLocation() : Team.getBeginLoc();
    if (!firstReport(Ctx, Once::DeviceGlobal, Where, VD->getCanonicalDecl()))
      return true;
    if (!Function) {
      report(DE, E->getLocation(), Diag::DeviceGlobalNotCaptured)
          << VD->getName() << E->getSourceRange();
      return true;
    }
    report(DE, E->getLocation(), Diag::DeviceGlobalInCall)
        << VD->getName() << Function->getName() << E->getSourceRange();
    report(DE, CallSite, Diag::DeviceGlobalCallNote) << Called->getName();
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    if (isStdFunctionCall(E)) {
      reportStdFunction(E);
      return true;
    }
    enqueue(E->getDirectCallee(), E->getBeginLoc());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    enqueue(E->getConstructor(), E->getBeginLoc());
    return true;
  }

private:
  /// A call of 'std::function's operator(): the device has neither the host
  /// function it points at nor libstdc++'s 'std::__throw_bad_function_call'
  /// (nvlink: "Undefined reference to '_ZSt25__throw_bad_function_callv'").
  static bool isStdFunctionCall(const CallExpr *E) {
    const auto *M = dyn_cast_or_null<CXXMethodDecl>(E->getDirectCallee());
    if (!M || M->getOverloadedOperator() != OO_Call)
      return false;
    const CXXRecordDecl *RD = M->getParent();
    return RD->getIdentifier() && RD->getName() == "function" &&
           RD->isInStdNamespace();
  }
  void reportStdFunction(const CallExpr *E) {
    // At the object called ('f' of 'f(x)'), not at its '('.
    SourceLocation Loc = E->getBeginLoc();
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
      Loc = Op->getArg(0)->getBeginLoc();
    if (!firstReport(Ctx, Once::DeviceGlobal, Loc, E->getDirectCallee()))
      return;
    report(DE, Loc, Diag::DeviceStdFunction) << E->getSourceRange();
    if (Function)
      report(DE, CallSite, Diag::DeviceGlobalCallNote) << Called->getName();
  }

  void enqueue(const FunctionDecl *FD, SourceLocation Loc) {
    const FunctionDecl *Def = nullptr;
    if (!FD || !FD->hasBody(Def) || !Def ||
        Ctx.getSourceManager().isInSystemHeader(Def->getLocation()))
      return;
    // The user's own 'declare target' function: Clang warns there.
    if (const auto *A = Def->getAttr<OMPDeclareTargetDeclAttr>())
      if (!A->isImplicit())
        return;
    if (!Seen.insert(Def).second)
      return;
    // A callee's uses are noted at the call in the region (the first one
    // found) that reaches it, not at calls between functions.
    if (Function)
      Pending.push_back({Def, Called, CallSite});
    else
      Pending.push_back({Def, Def, Loc});
  }

  /// A function to look at, and the call in the region that reaches it.
  struct PendingCall {
    const FunctionDecl *Function, *Called;
    SourceLocation CallSite;
  };

  const OMPTargetTeamsDirective &Team;
  ASTContext &Ctx;
  DiagnosticsEngine &DE;
  const FunctionDecl *Function = nullptr, *Called = nullptr;
  SourceLocation CallSite;
  SmallPtrSet<const FunctionDecl *, 8> Seen;
  SmallVector<PendingCall, 8> Pending;
};

} // namespace

void checkDeviceGlobals(const OMPTargetTeamsDirective &Team, ASTContext &Ctx) {
  DiagnosticsEngine &DE = Ctx.getDiagnostics();
  // Clang applies neither -w nor -Werror to a plugin's custom warnings.
  const LangOptions &LO = Ctx.getLangOpts();
  if (LO.OpenMPIsTargetDevice || LO.OMPTargetTriples.empty() ||
      DE.hasErrorOccurred() || DE.getIgnoreAllWarnings())
    return;
  Finder(Team, Ctx).visitRegion();
}

} // namespace hier
