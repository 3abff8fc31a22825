//===- RepeatedDiagnostics.cpp - one report per mistake -------------------===//

#include "RepeatedDiagnostics.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
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
      : DE(DE), Inner(Inner), Owned(std::move(Owned)), Limit(Limit) {}

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
                 Info.getLocation().isValid() && !firstTime(Level, Info);
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

private:
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
  /// Whether the notes that follow belong to a dropped diagnostic.
  bool Dropping = false;
};

} // namespace

void reportEachMistakeOnce(CompilerInstance &CI) {
  DiagnosticsEngine &DE = CI.getDiagnostics();
  DiagnosticConsumer *Inner = DE.getClient();
  std::unique_ptr<DiagnosticConsumer> Owned = DE.takeClient();
  DE.setClient(new OncePerMistake(DE, Inner, std::move(Owned),
                                  CI.getDiagnosticOpts().ErrorLimit),
               /*ShouldOwnClient=*/true);
}

} // namespace hier
