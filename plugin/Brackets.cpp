//===- Brackets.cpp - pairing brackets in the tokens hier reads -----------===//

#include "Brackets.h"
#include "Diagnostics.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// The bracket that closes \p Open ('(', '[' or '{').
static tok::TokenKind closingBracket(tok::TokenKind Open) {
  switch (Open) {
  case tok::l_paren:
    return tok::r_paren;
  case tok::l_square:
    return tok::r_square;
  default:
    return tok::r_brace;
  }
}

BracketPairs::Step BracketPairs::feed(const Token &T) {
  if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
    Open.push_back(T);
    return Opened;
  }
  if (!T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
    return Other;
  if (Open.empty())
    return Unopened;
  if (T.getKind() != closingBracket(Open.back().getKind()))
    return Mismatched;
  Open.pop_back();
  return Closed;
}

void reportMismatchedBracket(Preprocessor &PP, const Token &Close,
                             const BracketPairs &Pairs, BracketContext Where,
                             StringRef Clause) {
  DiagnosticsEngine &DE = PP.getDiagnostics();
  const Token &Open = Pairs.innermost();
  report(DE, Close.getLocation(), Diag::MismatchedBracket)
      << tok::getPunctuatorSpelling(closingBracket(Open.getKind()))
      << PP.getSpelling(Close) << unsigned(Where) << Clause
      << SourceRange(Close.getLocation());
  report(DE, Open.getLocation(), Diag::BracketOpenedHere)
      << tok::getPunctuatorSpelling(Open.getKind());
}

} // namespace hier
