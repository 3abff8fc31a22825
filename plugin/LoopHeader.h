//===- LoopHeader.h - a canonical 'for' header, split into parts -*- C++
//-*-===//
//
// The pragma handler reads the header of the loop after a hier directive as
// tokens and splits it into the parts of OpenMP's canonical loop form:
//
//   for (init-expr; test-expr; incr-expr)
//   init-expr: [type] var = lb
//   test-expr: var relop ub | ub relop var      relop: < <= > >= !=
//   incr-expr: ++var | var++ | --var | var-- | var += s | var -= s
//            | var = var + s | var = s + var | var = var - s
//
// The parts are token ranges of the user's own tokens, so that expressions
// built from them keep the user's source locations. Sema checks the types
// later (see NestingChecker for the integer-type rule).
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_LOOPHEADER_H
#define HIER_PLUGIN_LOOPHEADER_H

#include "clang/Basic/TokenKinds.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

namespace hier {

using TokenList = llvm::SmallVector<clang::Token, 16>;

struct LoopHeader {
  /// Type tokens of the declaration, empty when the loop assigns a variable
  /// declared elsewhere ('for (i = 0; ...)').
  TokenList Type;
  clang::Token Var;
  TokenList Lower; ///< the initial value
  TokenList Upper; ///< the bound the test compares with
  /// The relation, normalised so that the variable is on the left.
  clang::tok::TokenKind Rel = clang::tok::less;
  /// True when the variable grows from Lower towards Upper.
  bool Increasing = true;
  /// The step's magnitude as tokens: '1' for ++/--, otherwise the user's step,
  /// negated when its sign opposes the direction ('i < n; i -= -2').
  TokenList Step;
  bool NegateStep = false;
  bool StepIsOne = false;
  /// 'i != ub; i += s': the sign of s, known only at run time, gives the
  /// direction. Step is then the signed step (negated for '-='), Increasing is
  /// true and the step's two's complement bits serve as the magnitude.
  bool RuntimeDirection = false;
  /// The test and the increment as written: the rewriter has Sema check them
  /// as the user wrote them, so that a bound or step of the wrong type is the
  /// error a plain loop would give.
  TokenList Test, Incr;
  clang::Token Assign; ///< the '=' of the initialisation
};

/// A header that is not canonical: a message and where to point it.
struct LoopHeaderError : llvm::ErrorInfo<LoopHeaderError> {
  static char ID;
  clang::SourceLocation Loc;
  std::string Message;
  LoopHeaderError(clang::SourceLocation Loc, std::string Message)
      : Loc(Loc), Message(std::move(Message)) {}
  void log(llvm::raw_ostream &OS) const override { OS << Message; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }
};

/// Splits the tokens between the parentheses of a 'for' header of C++ or,
/// if not \p CPlusPlus, C. \p LParen locates errors in an empty header.
llvm::Expected<LoopHeader> parseLoopHeader(llvm::ArrayRef<clang::Token> Header,
                                           clang::SourceLocation LParen,
                                           bool CPlusPlus);

} // namespace hier

#endif
