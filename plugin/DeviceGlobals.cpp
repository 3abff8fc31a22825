//===- DeviceGlobals.cpp - globals a team uses that the device lacks ------===//
//
// (and calls of 'std::function', whose target the device lacks too, and of
// functions with no definition for the GPU: a C library function no device
// library provides, a function of the user's declared but not defined here
// nor in 'declare target')
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
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"

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

/// The C library functions a GPU has although the vendors' math libraries
/// lack them: CUDA's malloc, free and printf (vprintf), which ptxas
/// resolves, and those Clang turns into instructions or LLVM intrinsics.
bool isDeviceLibraryFunction(StringRef Name) {
  return StringSwitch<bool>(Name)
      .Cases({"printf", "malloc", "free", "abort", "abs", "labs", "llabs"},
             true)
      .Cases({"memcpy", "memmove", "memset"}, true)
      .Default(false);
}

/// Whether a call of \p FD in a team region leaves the GPU link an undefined
/// reference: a function neither this file nor another file's 'declare
/// target' defines for the device, and that neither Clang's device headers
/// (<math.h>'s functions), hier's device runtime (its API, <complex.h>'s
/// functions: devicertl/Complex.c) nor the GPU itself provide. Functions of
/// system headers other than the C library's are not judged: Clang's device
/// headers define some of them (glibc's __assert_fail).
bool lacksDeviceDefinition(const FunctionDecl &FD, const SourceManager &SM) {
  if (FD.isDefined() || FD.isDefaulted() || FD.isDeleted() || FD.isImplicit() ||
      FD.isDependentContext() || !FD.getIdentifier())
    return false;
  // A virtual call reaches an override (a pure virtual function has none of
  // its own).
  if (const auto *MD = dyn_cast<CXXMethodDecl>(&FD); MD && MD->isVirtual())
    return false;
  // A template's specialization is defined where its pattern is.
  if (const FunctionDecl *Pattern = FD.getTemplateInstantiationPattern())
    if (Pattern->isDefined())
      return false;
  for (const FunctionDecl *Redecl : FD.redecls())
    if (Redecl->hasAttr<OMPDeclareTargetDeclAttr>() ||
        Redecl->hasAttr<OMPDeclareVariantAttr>())
      return false;
  StringRef Name = FD.getName();
  if (Name.starts_with("hier_") || Name.starts_with("__hier_") ||
      Name.starts_with("omp_") || Name.starts_with("__kmpc_") ||
      Name.starts_with("__builtin_"))
    return false;
  ASTContext &Ctx = FD.getASTContext();
  if (unsigned ID = FD.getBuiltinID()) {
    if (!Ctx.BuiltinInfo.isPredefinedLibFunction(ID))
      return false; // a compiler builtin
    const char *Header = Ctx.BuiltinInfo.getHeaderName(ID);
    StringRef H = Header ? Header : "";
    return H != "math.h" && H != "complex.h" && !isDeviceLibraryFunction(Name);
  }
  return !SM.isInSystemHeader(FD.getLocation());
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
  Finder(const OMPTargetTeamsDirective &Team, ASTContext &Ctx, bool Warnings)
      : Team(Team), Ctx(Ctx), DE(Ctx.getDiagnostics()), Warnings(Warnings) {}

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
    if (!Warnings)
      return true;
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
    if (const FunctionDecl *FD = E->getDirectCallee();
        FD && !E->isTypeDependent() &&
        lacksDeviceDefinition(*FD, Ctx.getSourceManager()))
      reportUndefinedFunction(E, *FD);
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

  /// A call of a function nothing defines for the GPU: once per function
  /// (or region) and callee, at its first call there.
  void reportUndefinedFunction(const CallExpr *E, const FunctionDecl &FD) {
    SourceLocation Where =
        Function ? Function->getLocation() : Team.getBeginLoc();
    if (!firstReport(Ctx, Once::DeviceGlobal, Where, FD.getCanonicalDecl()))
      return;
    report(DE, E->getBeginLoc(),
           FD.getBuiltinID() != 0 ? Diag::DeviceFunctionUndefined
                                  : Diag::DeviceFunctionElsewhere)
        << FD.getName() << E->getSourceRange();
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
  /// The globals' warnings are wanted (not -w).
  bool Warnings;
  const FunctionDecl *Function = nullptr, *Called = nullptr;
  SourceLocation CallSite;
  SmallPtrSet<const FunctionDecl *, 8> Seen;
  SmallVector<PendingCall, 8> Pending;
};

} // namespace

void checkDeviceGlobals(const OMPTargetTeamsDirective &Team, ASTContext &Ctx) {
  DiagnosticsEngine &DE = Ctx.getDiagnostics();
  const LangOptions &LO = Ctx.getLangOpts();
  if (LO.OpenMPIsTargetDevice || LO.OMPTargetTriples.empty() ||
      DE.hasErrorOccurred())
    return;
  // Clang applies neither -w nor -Werror to a plugin's custom warnings.
  Finder(Team, Ctx, !DE.getIgnoreAllWarnings()).visitRegion();
}

} // namespace hier
