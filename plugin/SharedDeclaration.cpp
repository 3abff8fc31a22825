//===- SharedDeclaration.cpp - '#pragma hier shared' DECL -----------------===//
//
// The handler reads the declaration after 'shared' up to its ';' (past the
// end of the pragma line), finds the names it declares, and gives it back
// annotated, with one instance of each variable per team on a GPU
// (emitSharedAllocation).
//
//===----------------------------------------------------------------------===//

#include "Brackets.h"
#include "DeclarationPragmas.h"
#include "Diagnostics.h"
#include "Directive.h"
#include "LoopRewriter.h"
#include "ReadAhead.h"
#include "TokenBuilder.h"
#include "hier/abi.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// Reads the declaration into \p Decl, up to its ';' outside brackets, an
/// eof (not kept), or a closing bracket with none open (the end of the block
/// that the declaration should have ended in). Returns false after reporting
/// a pragma or a mismatched bracket in it: a count of brackets let
/// `double a[4) ;` read on past its ';'.
static bool readDeclaration(Preprocessor &PP, SmallVectorImpl<Token> &Decl) {
  KeepMainFileLexer Keep(PP);
  BracketPairs Pairs; // Brackets.h
  while (true) {
    Token T;
    PP.Lex(T);
    if (T.is(tok::eof))
      return true;
    Decl.push_back(T);
    // A pragma's annotation tokens: the generated code could not hold them
    // without their end, which is not read.
    if (T.isAnnotation()) {
      report(PP.getDiagnostics(), T.getLocation(), Diag::PragmaInside)
          << "shared" << 1;
      return false;
    }
    BracketPairs::Step Step = Pairs.feed(T);
    if (Step == BracketPairs::Mismatched) {
      reportMismatchedBracket(PP, T, Pairs, BracketContext::SharedDeclaration);
      return false;
    }
    if (Step == BracketPairs::Unopened ||
        (Pairs.depth() == 0 && T.is(tok::semi)))
      return true;
  }
}

/// The names \p Decl declares: in each top-level declarator, the last
/// identifier before its initialiser, array bounds or end ('double t[64], *p
/// = q;'). Before an initialiser, a '<' in C++ opens a template argument
/// list, whose commas separate no declarators ('std::array<double, 8> a;',
/// 'std::map<int, std::pair<int, int>> m;'); in an initialiser it may be a
/// comparison, and the argument lists there are in parentheses or braces.
static SmallVector<Token, 2> declaredNames(ArrayRef<Token> Decl,
                                           bool CPlusPlus) {
  SmallVector<Token, 2> Names;
  std::optional<Token> Last;
  BracketPairs Pairs; // paired when read (readDeclaration)
  unsigned Angles = 0;
  bool InInit = false;
  for (const Token &T : Decl) {
    bool TopLevel = Pairs.depth() == 0 && Angles == 0;
    if (Pairs.feed(T) == BracketPairs::Other && CPlusPlus &&
        Pairs.depth() == 0 && !InInit) {
      if (T.is(tok::less))
        ++Angles;
      else if (T.is(tok::greater) && Angles)
        --Angles;
      else if (T.is(tok::greatergreater))
        Angles -= std::min(Angles, 2u);
    }
    if (!TopLevel)
      continue;
    if (T.is(tok::identifier) && !InInit)
      Last = T;
    else if (T.isOneOf(tok::equal, tok::l_square, tok::l_brace) && Last)
      InInit = true;
    if (T.isOneOf(tok::comma, tok::semi) && Last) {
      Names.push_back(*Last);
      Last.reset();
      InInit = false;
    }
  }
  return Names;
}

/// Whether a type comes before \p First, the first name \p Decl declares:
/// 'i = 3;' or '++n;' after the directive, a statement, declares nothing
/// (and, given to Clang behind the directive's attribute, gave "expected
/// unqualified-id"). The token before a declarator's name ends a type
/// ('double', 'T', '>'), a pointer or reference ('*', '&') or a struct's
/// body ('}').
static bool hasType(ArrayRef<Token> Decl, const Token &First) {
  for (size_t I = 1; I < Decl.size(); ++I) {
    if (Decl[I].getLocation() != First.getLocation())
      continue;
    const Token &Before = Decl[I - 1];
    return Before.getIdentifierInfo() ||
           Before.isOneOf(tok::star, tok::amp, tok::ampamp, tok::greater,
                          tok::greatergreater, tok::r_paren, tok::r_brace,
                          tok::r_square);
  }
  return false;
}

void handleShared(Preprocessor &PP, const Directive &D,
                  const PragmaIntroducer &Introducer) {
  DiagnosticsEngine &DE = PP.getDiagnostics();
  if (!headerRestHolds(PP, Introducer, /*Loops=*/0)) {
    report(DE, D.Loc, Diag::ExpectedDeclaration);
    return;
  }
  // After an error the directive is dropped, and what was read is given back
  // for Clang to parse as it is.
  SmallVector<Token, 16> Decl;
  if (!readDeclaration(PP, Decl)) {
    reinject(PP, Decl);
    return;
  }
  SmallVector<Token, 2> Names;
  if (!Decl.empty() && Decl.back().is(tok::semi))
    Names = declaredNames(Decl, PP.getLangOpts().CPlusPlus);
  if (Names.empty() || !hasType(Decl, Names.front())) {
    report(DE, Decl.empty() ? D.Loc : Decl.front().getLocation(),
           Diag::ExpectedDeclaration);
    reinject(PP, Decl);
    return;
  }
  // The annotation tells NestingChecker where the declaration is. On the host
  // each team is one thread: the declaration as written already gives one
  // instance per team.
  TokenBuilder B(PP, D.Loc);
  B.text("__attribute__((annotate(\"" HIER_SHARED_ANNOTATION "\")))");
  B.tokens(Decl);
  if (PP.getLangOpts().OpenMPIsTargetDevice)
    emitSharedAllocation(B, Names);
  inject(PP, B.get());
}

} // namespace hier
