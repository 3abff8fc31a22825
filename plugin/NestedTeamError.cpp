//===- NestedTeamError.cpp - hier's words for a team in a target region ---===//

#include "Diagnostics.h"
#include "Directive.h"
#include "NestingChecker.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Sema/ScopeInfo.h"
#include "clang/Sema/Sema.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

/// Replaces OpenMP's error for a team nested in a target region (the team's
/// own region is the nested one), which names OpenMP's constructs, by hier's
/// (OpenMP then drops the inner region, so NestingChecker never sees it).
/// Everything else passes through, and the counts are the wrapped
/// consumer's (-verify reports through them).
class DiagnosticFilter : public DiagnosticConsumer {
public:
  DiagnosticFilter(DiagnosticsEngine &DE)
      : Owned(DE.ownsClient() ? DE.takeClient() : nullptr),
        Inner(DE.getClient()), SM(nullptr) {
    if (Owned)
      Inner = Owned.get();
  }
  void setSourceManager(const SourceManager *S) { SM = S; }

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Inner->BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override {
    Inner->EndSourceFile();
    sync();
  }
  void finish() override {
    Inner->finish();
    sync();
  }
  void clear() override {
    Inner->clear();
    DiagnosticConsumer::clear();
  }
  bool IncludeInDiagnosticCounts() const override {
    return Inner->IncludeInDiagnosticCounts();
  }
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    unsigned ID = Info.getID();
    if ((ID == diag::err_omp_prohibited_region ||
         ID == diag::err_omp_prohibited_region_simd ||
         ID == diag::err_omp_prohibited_region_atomic) &&
        SM && Info.getLocation().isValid() &&
        isTeamDirective(*SM, Info.getLocation())) {
      replaceNestedTeam(Info);
      return;
    }
    Inner->HandleDiagnostic(Level, Info);
    sync();
  }

private:
  /// The team directive whose region encloses the code being parsed, if the
  /// innermost enclosing OpenMP region is a team's.
  SourceLocation enclosingTeam(SourceLocation Inner) const {
    if (!currentSema())
      return {};
    for (sema::FunctionScopeInfo *FSI :
         reverse(currentSema()->FunctionScopes)) {
      const auto *CSI = dyn_cast<sema::CapturedRegionScopeInfo>(FSI);
      if (!CSI || CSI->CapRegionKind != CR_OpenMP || !CSI->TheRecordDecl)
        continue;
      SourceLocation Start =
          SM->getExpansionLoc(CSI->TheRecordDecl->getLocation());
      if (Start == SM->getExpansionLoc(Inner))
        continue;
      return isTeamDirective(*SM, Start) ? Start : SourceLocation();
    }
    return {};
  }

  void replaceNestedTeam(const Diagnostic &Info) {
    auto &DE = const_cast<DiagnosticsEngine &>(*Info.getDiags());
    SourceLocation Loc = Info.getLocation();
    SourceLocation Outer = enclosingTeam(Loc);
    auto Emit = [&](DiagnosticsEngine::Level Level, SourceLocation At, Diag D,
                    ArrayRef<StringRef> Args) {
      DiagnosticStorage Storage;
      Storage.DiagRanges.push_back(CharSourceRange::getTokenRange(At, At));
      std::string Text = diagText(D, Args);
      Inner->HandleDiagnostic(
          Level, Diagnostic(&DE, At, diagID(DE, D), Storage, Text));
    };
    if (Outer.isValid()) {
      Emit(DiagnosticsEngine::Error, Loc, Diag::TeamInTeam, {});
      Emit(DiagnosticsEngine::Note, Outer, Diag::EnclosingLoop, {"team"});
    } else {
      // OpenMP's message names the region the team is in (its %1).
      std::string Region =
          Info.getID() == diag::err_omp_prohibited_region_simd     ? "simd"
          : Info.getID() == diag::err_omp_prohibited_region_atomic ? "atomic"
                                                                   : "target";
      if (Info.getID() == diag::err_omp_prohibited_region &&
          Info.getNumArgs() > 1) {
        if (Info.getArgKind(1) == DiagnosticsEngine::ak_std_string)
          Region = Info.getArgStdStr(1);
        else if (Info.getArgKind(1) == DiagnosticsEngine::ak_c_string)
          Region = Info.getArgCStr(1);
      }
      Emit(DiagnosticsEngine::Error, Loc, Diag::TeamInTarget, {Region});
    }
    sync();
  }

  void sync() {
    NumErrors = Inner->getNumErrors();
    NumWarnings = Inner->getNumWarnings();
  }

  std::unique_ptr<DiagnosticConsumer> Owned;
  DiagnosticConsumer *Inner;
  const SourceManager *SM;
};

} // namespace

void installNestedTeamError(CompilerInstance &CI) {
  DiagnosticsEngine &DE = CI.getDiagnostics();
  auto *Filter = new DiagnosticFilter(DE);
  Filter->setSourceManager(&CI.getSourceManager());
  DE.setClient(Filter, /*ShouldOwnClient=*/true);
}

} // namespace hier
