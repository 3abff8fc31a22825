//===- LineParser.h - the parser of a '#pragma hier' line -------*- C++ -*-===//
//
// Private to Directive.cpp (the directive and its clauses) and
// DirectiveArgs.cpp (the arguments of the clauses that hier reads itself).
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_LINEPARSER_H
#define HIER_PLUGIN_LINEPARSER_H

#include "Directive.h"
#include "TokenBuilder.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Lex/Preprocessor.h"
#include <optional>

namespace hier {

/// The candidate closest to \p Word by edit distance, if it is close enough
/// to be a misspelling of it (as Clang's typo correction judges: at most a
/// third of the word's length, rounded up).
std::optional<llvm::StringRef> closest(llvm::StringRef Word,
                                       llvm::ArrayRef<llvm::StringRef> Cands);

/// A cursor over the line's tokens.
class LineParser {
public:
  LineParser(clang::Preprocessor &PP, clang::SourceLocation PragmaLoc,
             llvm::ArrayRef<clang::Token> Line)
      : PP(PP), DE(PP.getDiagnostics()), PragmaLoc(PragmaLoc), Line(Line) {}

  std::optional<Directive> parse();

private:
  bool atEnd() const { return Pos == Line.size(); }
  const clang::Token &peek() const { return Line[Pos]; }
  /// Location for "something is missing here": the next token, or the end of
  /// the last one.
  clang::SourceLocation hereLoc() const;
  bool isWord(const clang::Token &T, llvm::StringRef W) const {
    return T.getIdentifierInfo() && T.getIdentifierInfo()->getName() == W;
  }
  /// \p T renamed to \p Name (a corrected misspelling), at its place: a
  /// token spelled \p Name, since OpenMP's parser reads a pass-through
  /// clause's name from its spelling.
  clang::Token renamed(const clang::Token &T, llvm::StringRef Name) const {
    TokenBuilder B(PP, T.getLocation());
    B.text(Name);
    return B.get().front();
  }
  /// Replaces the word \p T by \p Name in the source.
  clang::FixItHint replaceWith(const clang::Token &T,
                               llvm::StringRef Name) const {
    return clang::FixItHint::CreateReplacement(
        clang::CharSourceRange::getTokenRange(T.getLocation(), T.getLocation()),
        Name);
  }

  std::optional<DirectiveKind> parseKind();
  /// Reads one clause and adds it to \p D; reports and drops a bad clause.
  void parseClause(Directive &D);
  bool parseCollapse(const Clause &C, Directive &D);
  bool parseLabel(const Clause &C, Directive &D);
  bool parseVarList(const Clause &C, Directive &D);
  bool parseScratchLevel(Clause &C, const Directive &D);
  bool checkPositiveLiteral(const Clause &C);

  clang::Preprocessor &PP;
  clang::DiagnosticsEngine &DE;
  clang::SourceLocation PragmaLoc;
  llvm::ArrayRef<clang::Token> Line;
  size_t Pos = 0;
};

} // namespace hier

#endif
