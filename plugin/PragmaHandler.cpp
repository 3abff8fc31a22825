//===- PragmaHandler.cpp - '#pragma hier' ----------------------------------===//
//
// Clang calls the handler with the preprocessor positioned after 'hier'. It
// reads the rest of the line, parses the directive, and for a loop directive
// also reads the 'for' header that follows (past the end of the pragma line),
// then re-injects generated tokens in their place (see LoopRewriter.h). The
// loop body is left in the source and parsed as usual.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"
#include "Directive.h"
#include "LoopHeader.h"
#include "LoopRewriter.h"
#include "TokenBuilder.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using namespace llvm;

namespace hier {
namespace {

class HierPragmaHandler : public PragmaHandler {
public:
  HierPragmaHandler() : PragmaHandler("hier") {}
  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer,
                    Token &HierTok) override;

private:
  /// Reads 'for' '(' header ')'; on error reports it, re-injects what was
  /// read and returns false.
  bool readLoopHeader(Preprocessor &PP, const Directive &D,
                      SmallVectorImpl<Token> &Read, size_t &HeaderBegin);
  void handleLoop(Preprocessor &PP, const Directive &D);

  /// Numbers the loops of the translation unit; host and device compiles
  /// see the same source and so give a loop the same number.
  unsigned NextLoopID = 0;
};

void reinject(Preprocessor &PP, ArrayRef<Token> Toks) {
  if (Toks.empty())
    return;
  auto Copy = std::make_unique<Token[]>(Toks.size());
  std::copy(Toks.begin(), Toks.end(), Copy.get());
  PP.EnterTokenStream(std::move(Copy), Toks.size(),
                      /*DisableMacroExpansion=*/true, /*IsReinject=*/true);
}

void inject(Preprocessor &PP, ArrayRef<Token> Toks) {
  auto Copy = std::make_unique<Token[]>(Toks.size());
  std::copy(Toks.begin(), Toks.end(), Copy.get());
  // The user's tokens in the stream were macro-expanded when they were read.
  PP.EnterTokenStream(std::move(Copy), Toks.size(),
                      /*DisableMacroExpansion=*/true, /*IsReinject=*/false);
}

bool HierPragmaHandler::readLoopHeader(Preprocessor &PP, const Directive &D,
                                       SmallVectorImpl<Token> &Read,
                                       size_t &HeaderBegin) {
  DiagnosticsEngine &DE = PP.getDiagnostics();
  Token T;
  PP.Lex(T);
  Read.push_back(T);
  if (T.isNot(tok::kw_for)) {
    report(DE, T.getLocation(), Diag::ExpectedFor) << spelling(D.Kind);
    return false;
  }
  PP.Lex(T);
  Read.push_back(T);
  if (T.isNot(tok::l_paren)) {
    report(DE, T.getLocation(), Diag::ExpectedFor) << spelling(D.Kind);
    return false;
  }
  HeaderBegin = Read.size();
  unsigned Depth = 1;
  while (true) {
    PP.Lex(T);
    Read.push_back(T);
    if (T.is(tok::eof)) {
      report(DE, T.getLocation(), Diag::ExpectedFor) << spelling(D.Kind);
      return false;
    }
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
             --Depth == 0)
      return true;
  }
}

void HierPragmaHandler::handleLoop(Preprocessor &PP, const Directive &D) {
  SmallVector<Token, 32> Read;
  size_t HeaderBegin = 0;
  if (!readLoopHeader(PP, D, Read, HeaderBegin)) {
    // Give back what was read (but an eof) so that parsing goes on.
    if (!Read.empty() && Read.back().is(tok::eof))
      Read.pop_back();
    reinject(PP, Read);
    return;
  }
  ArrayRef<Token> Header =
      ArrayRef<Token>(Read).slice(HeaderBegin, Read.size() - HeaderBegin - 1);
  Expected<LoopHeader> H =
      parseLoopHeader(Header, Read[HeaderBegin - 1].getLocation());
  if (!H) {
    handleAllErrors(H.takeError(), [&](const LoopHeaderError &E) {
      report(PP.getDiagnostics(), E.Loc, Diag::NonCanonicalLoop)
          << spelling(D.Kind) << E.Message;
    });
    reinject(PP, Read);
    return;
  }
  TokenBuilder B(PP, D.Loc);
  const LangOptions &LO = PP.getLangOpts();
  bool HostOnly = LO.OMPTargetTriples.empty() && !LO.OpenMPIsTargetDevice;
  emitLoop(B, D, *H, NextLoopID++, HostOnly);
  inject(PP, B.get());
}

void HierPragmaHandler::HandlePragma(Preprocessor &PP,
                                     PragmaIntroducer Introducer,
                                     Token &HierTok) {
  SmallVector<Token, 16> Line;
  Token T;
  for (PP.Lex(T); T.isNot(tok::eod) && T.isNot(tok::eof); PP.Lex(T))
    Line.push_back(T);

  // With -E the pragma is printed, not applied.
  if (PP.isPreprocessedOutput())
    return;
  if (!PP.getLangOpts().OpenMP) {
    report(PP.getDiagnostics(), HierTok.getLocation(), Diag::NeedsOpenMP);
    return;
  }
  std::optional<Directive> D =
      parseDirective(PP, HierTok.getLocation(), Line);
  if (!D)
    return;
  if (D->isLoop()) {
    handleLoop(PP, *D);
    return;
  }
  TokenBuilder B(PP, D->Loc);
  B.text(HIER_MARKER_BARRIER "();");
  inject(PP, B.get());
}

} // namespace
} // namespace hier

static PragmaHandlerRegistry::Add<hier::HierPragmaHandler>
    X("hier", "hier: team / thread / vector loops for GPUs");
