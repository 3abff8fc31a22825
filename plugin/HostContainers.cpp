//===- HostContainers.cpp - host containers used in a team ----------------===//
//
// Only the object itself counts: a pointer to the elements taken before the
// region ('double *p = v.data();') and mapped is the way to do it, and a
// container declared in the region is the device's own. Lambda bodies are
// left out, as DeviceGlobals.cpp leaves them.
//
//===----------------------------------------------------------------------===//

#include "HostContainers.h"
#include "Diagnostics.h"
#include "ReportedOnce.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

enum class Layout { None, Contiguous, Nodes };

/// Whether \p Ty is a standard container whose elements live in memory it
/// allocates: contiguous ones (their data() is the elements) or node-based.
Layout containerLayout(QualType Ty) {
  const auto *RD = Ty.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->getIdentifier() || !RD->isInStdNamespace())
    return Layout::None;
  return StringSwitch<Layout>(RD->getName())
      .Cases({"vector", "basic_string", "valarray"}, Layout::Contiguous)
      .Cases({"deque", "list", "forward_list", "map", "multimap", "set",
              "multiset"},
             Layout::Nodes)
      .Cases({"unordered_map", "unordered_multimap", "unordered_set",
              "unordered_multiset"},
             Layout::Nodes)
      .Default(Layout::None);
}

/// The element type of a contiguous container (its first template
/// argument), for the note's 'T *p = v.data();'.
QualType elementType(QualType Ty) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      Ty.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || Spec->getTemplateArgs().size() == 0 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return QualType();
  return Spec->getTemplateArgs()[0].getAsType();
}

class Finder : public RecursiveASTVisitor<Finder> {
public:
  Finder(const OMPTargetTeamsDirective &Team, ASTContext &Ctx)
      : Team(Team), Ctx(Ctx), DE(Ctx.getDiagnostics()) {}

  void visitRegion() {
    TraverseStmt(
        const_cast<Stmt *>(Team.getInnermostCapturedStmt()->getCapturedStmt()));
  }

  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (VD && fromOutside(VD->getCanonicalDecl()))
      check(E, VD, VD->getType(), VD->getName());
    return true;
  }

  bool VisitMemberExpr(MemberExpr *E) {
    // 'v[i]' in a method: this->v, which the region maps through 'this'.
    if (isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
      if (const auto *FD = dyn_cast<FieldDecl>(E->getMemberDecl()))
        check(E, FD, FD->getType(), FD->getName());
    return true;
  }

private:
  /// Whether \p VD, used in the region, is the host's: captured by the
  /// region (mapped), or a global.
  bool fromOutside(const VarDecl *VD) const {
    if (VD->hasGlobalStorage() && !VD->isStaticLocal())
      return true;
    for (const Stmt *S = Team.getAssociatedStmt();
         const auto *CS = dyn_cast_or_null<CapturedStmt>(S);
         S = CS->getCapturedStmt())
      if (CS->capturesVariable(VD))
        return true;
    return false;
  }

  void check(const Expr *Use, const Decl *D, QualType Ty, StringRef Name) {
    if (Ty->isDependentType())
      return;
    Layout L = containerLayout(Ty);
    if (L == Layout::None ||
        !firstReport(Ctx, Once::DeviceGlobal, Team.getBeginLoc(),
                     D->getCanonicalDecl()))
      return;
    // The type as the program spells it ('std::string'), without Clang's
    // 'aka'.
    const PrintingPolicy &Policy = Ctx.getPrintingPolicy();
    QualType NonRef = Ty.getNonReferenceType().getUnqualifiedType();
    std::string Spelled = NonRef.getAsString(Policy);
    report(DE, Use->getExprLoc(), Diag::HostContainerInTeam)
        << Name << Spelled << Use->getSourceRange();
    QualType Element = elementType(NonRef.getCanonicalType());
    if (L == Layout::Contiguous && !Element.isNull())
      report(DE, Use->getExprLoc(), Diag::HostContainerDataNote)
          << Name << Element.getAsString(Policy);
    else
      report(DE, Use->getExprLoc(), Diag::HostContainerCopyNote) << Name;
  }

  const OMPTargetTeamsDirective &Team;
  ASTContext &Ctx;
  DiagnosticsEngine &DE;
};

} // namespace

void checkHostContainers(const OMPTargetTeamsDirective &Team, ASTContext &Ctx) {
  // After an error (a container in a loop bound, say: its own error) the
  // region is not compiled anyway.
  const LangOptions &LO = Ctx.getLangOpts();
  if (!LO.CPlusPlus || LO.OpenMPIsTargetDevice || LO.OMPTargetTriples.empty() ||
      Ctx.getDiagnostics().hasErrorOccurred())
    return;
  Finder(Team, Ctx).visitRegion();
}

} // namespace hier
