//===- RepeatedDiagnostics.cpp - one report per mistake -------------------===//

#include "RepeatedDiagnostics.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace llvm;

namespace hier {
namespace {

class OncePerMistake : public DiagnosticConsumer {
public:
  OncePerMistake(DiagnosticsEngine &DE, DiagnosticConsumer *Inner,
                 std::unique_ptr<DiagnosticConsumer> Owned, unsigned Limit)
      : DE(DE), Inner(Inner), Owned(std::move(Owned)), Limit(Limit) {
    Filters()[&DE] = this;
  }
  ~OncePerMistake() override {
    auto It = Filters().find(&DE);
    if (It != Filters().end() && It->second == this)
      Filters().erase(It);
  }

  /// The filter of each engine, for expectUnresolvedReductionVar.
  static DenseMap<const DiagnosticsEngine *, OncePerMistake *> &Filters() {
    static DenseMap<const DiagnosticsEngine *, OncePerMistake *> Map;
    return Map;
  }

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Inner->BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override {
    Inner->EndSourceFile();
    takeCounts();
  }
  void finish() override {
    Inner->finish();
    takeCounts();
  }
  void clear() override {
    Inner->clear();
    takeCounts();
  }
  bool IncludeInDiagnosticCounts() const override {
    return Inner->IncludeInDiagnosticCounts();
  }

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    if (Level == DiagnosticsEngine::Note) {
      if (Dropping)
        return;
    } else {
      Dropping = Level >= DiagnosticsEngine::Warning &&
                 Info.getLocation().isValid() &&
                 (followsUnresolvedVar(Level, Info) || !firstTime(Level, Info));
      if (Dropping) {
        // The engine counted it: the limit counts the mistakes reported.
        if (Level >= DiagnosticsEngine::Error && Limit)
          DE.setErrorLimit(++Limit);
        return;
      }
    }
    Inner->HandleDiagnostic(Level, Info);
    takeCounts();
  }

  void watch(SourceLocation Var, SourceLocation Directive) {
    Watched[Var.getRawEncoding()] = Directive.getRawEncoding();
  }

private:
  /// Whether \p Info is an error in the code hier generated for a directive
  /// one of whose reduction variables was reported undeclared; records the
  /// directive when \p Info is that report.
  bool followsUnresolvedVar(DiagnosticsEngine::Level Level,
                            const Diagnostic &Info) {
    if (Watched.empty() || Level < DiagnosticsEngine::Error ||
        !Info.hasSourceManager())
      return false;
    const SourceManager &SM = Info.getSourceManager();
    SourceLocation Loc = Info.getLocation();
    if (Info.getID() == diag::err_undeclared_var_use ||
        Info.getID() == diag::err_undeclared_use) {
      auto It = Watched.find(SM.getSpellingLoc(Loc).getRawEncoding());
      if (It != Watched.end()) {
        Poisoned.insert(It->second);
        return false;
      }
    }
    return !Poisoned.empty() &&
           Poisoned.contains(SM.getExpansionLoc(Loc).getRawEncoding());
  }

  /// The driver reports the consumer's counts ("N errors generated"), and
  /// -verify's consumer replaces them with its own findings.
  void takeCounts() {
    NumErrors = Inner->getNumErrors();
    NumWarnings = Inner->getNumWarnings();
  }

  bool firstTime(DiagnosticsEngine::Level Level, const Diagnostic &Info) {
    SmallString<256> Key;
    raw_svector_ostream OS(Key);
    OS << unsigned(Level) << ' ' << Info.getLocation().getRawEncoding() << ' ';
    Info.FormatDiagnostic(Key);
    return Seen.insert(Key).second;
  }

  DiagnosticsEngine &DE;
  DiagnosticConsumer *Inner;
  std::unique_ptr<DiagnosticConsumer> Owned;
  unsigned Limit;
  StringSet<> Seen;
  /// Reduction variables hier could not look up (their locations), and the
  /// directives they are in.
  DenseMap<unsigned, unsigned> Watched;
  /// The directives whose generated code's errors are consequences.
  DenseSet<unsigned> Poisoned;
  /// Whether the notes that follow belong to a dropped diagnostic.
  bool Dropping = false;
};

} // namespace

void expectUnresolvedReductionVar(DiagnosticsEngine &DE, SourceLocation Var,
                                  SourceLocation Directive) {
  // Other filters may stand in front of this one (NestedTeamError.cpp).
  auto &Filters = OncePerMistake::Filters();
  auto It = Filters.find(&DE);
  if (It != Filters.end())
    It->second->watch(Var, Directive);
}

void reportEachMistakeOnce(CompilerInstance &CI) {
  DiagnosticsEngine &DE = CI.getDiagnostics();
  DiagnosticConsumer *Inner = DE.getClient();
  std::unique_ptr<DiagnosticConsumer> Owned = DE.takeClient();
  DE.setClient(new OncePerMistake(DE, Inner, std::move(Owned),
                                  CI.getDiagnosticOpts().ErrorLimit),
               /*ShouldOwnClient=*/true);
}

} // namespace hier
