//===- Brackets.h - pairing brackets in the tokens hier reads ---*- C++ -*-===//
//
// hier reads clause arguments, loop headers and the declarations after
// 'shared' and 'routine' itself, up to their closing bracket or ';', before
// Clang parses what it generates from them. Brackets must pair up there, not
// just balance in number: Clang's parser never returns from some mismatches
// (a lambda's '{' closed by ']' in a clause, a '{' closed by ')' in a loop
// header), and a count lets a mismatch end a 'shared' declaration's brackets
// early or late, so that hier reads past its ';' (`double a[4) ;`). Every
// such reader feeds its tokens to a BracketPairs, and reports a mismatch with
// reportMismatchedBracket, which names the bracket expected.
//
// '<' and '>' are not brackets here: in C++ a '<' may open template
// arguments or compare, which only the parser knows. The readers that care
// (the 'shared' declarator scan, a routine's template header) count them
// themselves outside the brackets paired here.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_BRACKETS_H
#define HIER_PLUGIN_BRACKETS_H

#include "clang/Lex/Token.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace clang {
class Preprocessor;
} // namespace clang

namespace hier {

/// The brackets of a token sequence, fed one token at a time: the ones
/// opened and not yet closed, innermost last.
class BracketPairs {
public:
  /// What a token fed did.
  enum Step {
    Other,      ///< not a bracket
    Opened,     ///< '(', '[' or '{'
    Closed,     ///< closed the innermost open bracket
    Mismatched, ///< a closing bracket of another kind than innermost()'s
    Unopened,   ///< a closing bracket with none open
  };

  /// Feeds \p T. After Mismatched the innermost bracket stays open.
  Step feed(const clang::Token &T);

  /// How many brackets are open.
  unsigned depth() const { return Open.size(); }
  /// The innermost open bracket; depth() > 0.
  const clang::Token &innermost() const { return Open.back(); }

private:
  llvm::SmallVector<clang::Token, 8> Open;
};

/// Where a reader met a mismatched bracket: MismatchedBracket's %select.
enum class BracketContext {
  ClauseArguments,
  LoopHeader,
  SharedDeclaration,
  RoutineTemplateHeader,
};

/// Reports \p Close, which was Mismatched in \p Pairs, read in \p Where (in
/// the arguments of clause \p Clause): the bracket expected, and a note at
/// the bracket it should close.
void reportMismatchedBracket(clang::Preprocessor &PP, const clang::Token &Close,
                             const BracketPairs &Pairs, BracketContext Where,
                             llvm::StringRef Clause = "");

} // namespace hier

#endif
