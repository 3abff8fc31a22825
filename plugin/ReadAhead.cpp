//===- ReadAhead.cpp - reading the source past a '#pragma hier' -----------===//

#include "ReadAhead.h"
#include "Brackets.h"
#include "Diagnostics.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// Raw-lexes on from \p Raw to the first \p End outside brackets, or to a
/// bracket that the readers stop at (Brackets.h: they pair brackets as this
/// does), setting \p Stopped. False at the end of the file or a directive.
static bool scanTo(Lexer &Raw, tok::TokenKind End, bool &Stopped) {
  BracketPairs Pairs;
  Token T;
  while (true) {
    Raw.LexFromRawLexer(T);
    if (T.isOneOf(tok::eof, tok::hash))
      return false;
    BracketPairs::Step Step = Pairs.feed(T);
    Stopped =
        Step == BracketPairs::Mismatched || Step == BracketPairs::Unopened;
    if (Stopped || (Pairs.depth() == 0 && T.is(End)))
      return true;
  }
}

static bool isFor(const Token &T) {
  return T.is(tok::raw_identifier) && T.getRawIdentifier() == "for";
}

/// In an #included file the lexer is popped at its end however incremental
/// processing is set. There the handler reads on only if the rest of the file
/// plainly holds what it will read: for a loop, 'for' and a balanced '(...)',
/// as many times as the loops of a collapsed nest (an inner one after a '{'
/// or not), or up to the token where reading stops (a missing inner loop, a
/// mismatched bracket); for a declaration, tokens up to a ';' outside
/// brackets (or a bracket that the reader stops at); either way without a
/// preprocessor directive other than the '#pragma' lines of loop hints before
/// a loop, and with a token after it. A '_Pragma' that a macro expansion wrote
/// runs in the frame of the macro's token lexer, not the file's (which
/// returned when the macro was entered): reading on may end the file safely,
/// and the loop is in the macro's tokens, which the file's rest does not show.
bool headerRestHolds(Preprocessor &PP, const PragmaIntroducer &Introducer,
                     unsigned Loops) {
  if (PP.isInPrimaryFile() ||
      (Introducer.Kind == PIK__Pragma && Introducer.Loc.isMacroID()))
    return true;
  // The file's lexer, not the lexer of a '_Pragma' string in it (whose rest
  // is empty). Lexer is the only kind of PreprocessorLexer in Clang 22.
  auto *L = static_cast<Lexer *>(PP.getCurrentFileLexer());
  if (!L)
    return false;
  StringRef Buf = L->getBuffer();
  const char *Pos = L->getBufferLocation();
  Lexer Raw(SourceLocation(), PP.getLangOpts(), Buf.begin(), Pos, Buf.end());
  Token T;
  bool Stopped = false;
  if (!Loops && !scanTo(Raw, tok::semi, Stopped))
    return false;
  for (unsigned Level = 0; Level != Loops && !Stopped; ++Level) {
    Raw.LexFromRawLexer(T);
    if (Level == 0) {
      while (T.is(tok::hash)) {
        Raw.LexFromRawLexer(T);
        if (!T.is(tok::raw_identifier) || T.getRawIdentifier() != "pragma")
          return false;
        do
          Raw.LexFromRawLexer(T);
        while (T.isNot(tok::eof) && !T.isAtStartOfLine());
      }
      if (!isFor(T))
        return false;
    } else {
      if (T.is(tok::l_brace))
        Raw.LexFromRawLexer(T);
      if (T.isOneOf(tok::eof, tok::hash))
        return false;
      if (!isFor(T))
        return true; // read, and reported as a missing loop
    }
    if (!scanTo(Raw, tok::r_paren, Stopped))
      return false;
  }
  Raw.LexFromRawLexer(T);
  return T.isNot(tok::eof);
}

/// Reads one 'for' '(' header ')' into \p Read; \p HeaderBegin is where the
/// header's tokens start. Reports a missing loop as \p Missing, and a pragma
/// in the header (an annotation token: its end is not read, so the generated
/// code could not hold it) as \p PragmaInside. With
/// \p Hints, loop hints before the 'for' ('#pragma unroll 4', '#pragma clang
/// loop ...', which Clang's pragma handlers have made annotation tokens) are
/// read into it; without, they are a missing loop.
bool readOneHeader(Preprocessor &PP, SmallVectorImpl<Token> &Read,
                   size_t &HeaderBegin, SmallVectorImpl<Token> *Hints,
                   function_ref<void(SourceLocation)> Missing,
                   function_ref<void(SourceLocation)> PragmaInside) {
  Token T;
  PP.Lex(T);
  Read.push_back(T);
  while (Hints && T.is(tok::annot_pragma_loop_hint)) {
    Hints->push_back(T);
    PP.Lex(T);
    Read.push_back(T);
  }
  if (T.isNot(tok::kw_for)) {
    Missing(T.getLocation());
    return false;
  }
  PP.Lex(T);
  Read.push_back(T);
  if (T.isNot(tok::l_paren)) {
    Missing(T.getLocation());
    return false;
  }
  HeaderBegin = Read.size();
  BracketPairs Pairs; // Brackets.h
  Pairs.feed(T);
  while (true) {
    PP.Lex(T);
    Read.push_back(T);
    if (T.is(tok::eof)) {
      Missing(T.getLocation());
      return false;
    }
    if (T.isAnnotation()) {
      PragmaInside(T.getLocation());
      return false;
    }
    BracketPairs::Step Step = Pairs.feed(T);
    if (Step == BracketPairs::Mismatched) {
      reportMismatchedBracket(PP, T, Pairs, BracketContext::LoopHeader);
      return false;
    }
    if (Step == BracketPairs::Closed && Pairs.depth() == 0)
      return true;
  }
}

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

} // namespace hier
