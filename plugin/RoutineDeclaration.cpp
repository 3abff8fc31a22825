//===- RoutineDeclaration.cpp - '#pragma hier routine' FUNCTION -----------===//
//
// An annotation that says which routine (Routine.h) before the function's
// declaration, after its template header if it has one (which is read up to
// its closing '>'). Redeclarations inherit it, so a routine declared in a
// header is one wherever it is included.
//
//===----------------------------------------------------------------------===//

#include "Brackets.h"
#include "DeclarationPragmas.h"
#include "Diagnostics.h"
#include "Directive.h"
#include "ReadAhead.h"
#include "Routine.h"
#include "TokenBuilder.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// Reads the first token of the declaration into \p Read, and if it is
/// 'template', the template header up to its closing '>', or up to a token
/// that ends the read: a ';', an eof, a pragma's annotation, or a closing
/// bracket with none open (\p Ended). Returns false after reporting a
/// mismatched bracket.
static bool readTemplateHeader(Preprocessor &PP, SmallVectorImpl<Token> &Read,
                               bool &Ended) {
  KeepMainFileLexer Keep(PP);
  Token T;
  PP.Lex(T);
  Read.push_back(T);
  Ended = T.isOneOf(tok::eof, tok::semi) || T.isAnnotation();
  if (T.isNot(tok::kw_template))
    return true;
  BracketPairs Pairs; // Brackets.h; '<' and '>' are counted here
  int Angles = 0;
  do {
    PP.Lex(T);
    Read.push_back(T);
    if (T.isOneOf(tok::eof, tok::semi) || T.isAnnotation()) {
      Ended = true;
      return true;
    }
    BracketPairs::Step Step = Pairs.feed(T);
    if (Step == BracketPairs::Mismatched) {
      reportMismatchedBracket(PP, T, Pairs,
                              BracketContext::RoutineTemplateHeader);
      return false;
    }
    if (Step == BracketPairs::Unopened) {
      Ended = true;
      return true;
    }
    if (Step == BracketPairs::Other && Pairs.depth() == 0) {
      if (T.is(tok::less))
        ++Angles;
      else if (T.is(tok::greater))
        --Angles;
      else if (T.is(tok::greatergreater))
        Angles -= 2;
    }
  } while (Angles > 0 || Pairs.depth() > 0);
  return true;
}

void handleRoutine(Preprocessor &PP, const Directive &D,
                   const PragmaIntroducer &Introducer) {
  DiagnosticsEngine &DE = PP.getDiagnostics();
  if (!headerRestHolds(PP, Introducer, /*Loops=*/0)) {
    report(DE, D.Loc, Diag::ExpectedRoutineFunction);
    return;
  }
  SmallVector<Token, 16> Read;
  bool Ended = false;
  if (!readTemplateHeader(PP, Read, Ended)) {
    reinject(PP, Read);
    return;
  }
  if (Ended) {
    const Token &Last = Read.back();
    report(DE, Last.is(tok::eof) ? D.Loc : Last.getLocation(),
           Diag::ExpectedRoutineFunction);
    reinject(PP, Read);
    return;
  }
  TokenBuilder B(PP, D.Loc);
  bool Template = Read.front().is(tok::kw_template);
  if (Template)
    B.tokens(Read);
  B.text(D.Kind == DirectiveKind::RoutineThread
             ? "__attribute__((annotate(\"" HIER_ROUTINE_THREAD_ANNOTATION
               "\")))"
             : "__attribute__((annotate(\"" HIER_ROUTINE_VECTOR_ANNOTATION
               "\")))");
  // A vector routine of another file is called from a thread loop whose
  // module does not see its vector loop: nomerge on its declaration (an IR
  // attribute of the declaration, harmless to the code) tells hier-lower to
  // keep the loop's threads on vector groups (LoopMapping.cpp).
  if (D.Kind == DirectiveKind::RoutineVector &&
      PP.getLangOpts().OpenMPIsTargetDevice)
    B.text("__attribute__((__nomerge__))");
  if (!Template)
    B.tokens(Read);
  inject(PP, B.get());
}

} // namespace hier
