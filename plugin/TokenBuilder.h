//===- TokenBuilder.h - build a token stream to re-inject -------*- C++ -*-===//
//
// The pragma handler replaces a directive and its loop header with generated
// code. Generated words are lexed from one scratch buffer per call to text()
// and carry one expansion location, the directive's, so that diagnostics in
// them point at the '#pragma hier' line; the user's tokens keep their own
// locations.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_TOKENBUILDER_H
#define HIER_PLUGIN_TOKENBUILDER_H

#include "clang/Lex/Token.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

namespace clang {
class Preprocessor;
}

namespace hier {

class TokenBuilder {
public:
  TokenBuilder(clang::Preprocessor &PP, clang::SourceLocation At)
      : PP(PP), At(At) {}

  /// Appends the tokens of \p Source (C/C++ text, no macros).
  TokenBuilder &text(const llvm::Twine &Source);
  TokenBuilder &tokens(llvm::ArrayRef<clang::Token> Toks);
  /// Appends \p Toks inside parentheses.
  TokenBuilder &parenthesized(llvm::ArrayRef<clang::Token> Toks);
  TokenBuilder &annotation(clang::tok::TokenKind Kind);
  /// Appends a token that -E prints as a line break (an 'unknown' token
  /// spelled "\n", whose newline the printer counts). Only for -E output:
  /// the parser would reject it.
  TokenBuilder &lineBreak();
  /// Appends identifier \p Name spelled in a system-header buffer and
  /// expanded at the directive: Clang does not warn about what a system
  /// header wrote (a generated declaration that shadows a user's variable on
  /// purpose must not trip -Wshadow).
  TokenBuilder &systemSpelled(const clang::Token &Name);

  llvm::ArrayRef<clang::Token> get() const { return Toks; }
  clang::Preprocessor &preprocessor() const { return PP; }

private:
  clang::Preprocessor &PP;
  clang::SourceLocation At;
  llvm::SmallVector<clang::Token, 128> Toks;
};

} // namespace hier

#endif
