//===- AfterParse.cpp - what the plugin does with each parsed declaration -===//
//
// The AST consumer of the plugin (AddBeforeMainAction: it sees each
// top-level declaration before code generation does). For each one, in
// order: the checks, which only read the AST (NestingChecker.cpp); then what
// the checked team regions decide and record in the literals the rewriter
// left (their shape, TeamShape.h; their shared memory, SharedMemory.h); then
// the host SPMD mode's and the pointer checks' preparation.
//
//===----------------------------------------------------------------------===//

#include "DeviceGlobals.h"
#include "HostContainers.h"
#include "HostSpmd.h"
#include "NestingChecker.h"
#include "PointerChecks.h"
#include "SharedMemory.h"
#include "TeamShape.h"
#include "UserReduction.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

/// The Sema of this compile, while it parses (one per process: a cc1 job
/// compiles one translation unit).
Sema *TheSema = nullptr;

bool isGenericLambdaInstantiation(const Decl *D) {
  const auto *MD = dyn_cast<CXXMethodDecl>(D);
  return MD && MD->getParent()->isGenericLambda() &&
         MD->isTemplateInstantiation();
}

class AfterParse : public SemaConsumer {
public:
  explicit AfterParse(CompilerInstance &CI) : CI(CI) {}

  void InitializeSema(Sema &S) override { TheSema = &S; }
  void ForgetSema() override { TheSema = nullptr; }

  bool HandleTopLevelDecl(DeclGroupRef DG) override {
    ASTContext &Ctx = CI.getASTContext();
    for (Decl *D : DG) {
      // hier code lives in the user's sources, not in system headers.
      if (Ctx.getSourceManager().isInSystemHeader(D->getLocation()))
        continue;
      // Sema hands over a generic lambda's call operator when it instantiates
      // it (to deduce its return type, at the call), alone: its hier loops
      // would be outside any team. They were checked where the lambda is
      // written, in its pattern, which the enclosing function's traversal
      // visits.
      if (!isGenericLambdaInstantiation(D)) {
        SmallVector<OMPTargetTeamsDirective *, 4> Teams;
        checkNesting(D, Ctx, Teams);
        for (OMPTargetTeamsDirective *Team : Teams) {
          checkDeviceGlobals(*Team, Ctx);  // DeviceGlobals.h
          checkHostContainers(*Team, Ctx); // HostContainers.h
          recordTeamShape(*Team, Ctx);
          recordStaticSharedBytes(*Team, Ctx);
        }
      }
      checkUserReductionMarkers(D, Ctx); // instantiations (UserReduction.h)
      prepareHostSpmd(D, Ctx); // SPMD host mode, after the checks (HostSpmd.h)
      preparePointerChecks(D, Ctx); // PointerChecks.h
    }
    return true;
  }

private:
  CompilerInstance &CI;
};

} // namespace

std::unique_ptr<ASTConsumer> createNestingChecker(CompilerInstance &CI) {
  installNestedTeamError(CI);
  return std::make_unique<AfterParse>(CI);
}

Sema *currentSema() { return TheSema; }

Sema *semaFor(const Preprocessor &PP) {
  return TheSema && &TheSema->getPreprocessor() == &PP ? TheSema : nullptr;
}

} // namespace hier
