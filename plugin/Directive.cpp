//===- Directive.cpp - parse a '#pragma hier' line ------------------------===//
//
// Grammar (one line, macros already expanded by the preprocessor):
//   directive := 'team' clause* | 'thread' clause* | 'vector' clause*
//              | 'thread' 'vector' clause* | 'barrier'
//              | 'single' ['team' | 'thread'] clause* | 'shared'
//   clause    := name | name '(' balanced-tokens ')'
//
//===----------------------------------------------------------------------===//

#include "Directive.h"
#include "Brackets.h"
#include "CopyPrivate.h"
#include "Diagnostics.h"
#include "LineParser.h"
#include "ReductionClause.h"
#include "Scan.h"
#include "TokenBuilder.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace clang;
using namespace llvm;

namespace hier {

hier_level levelOf(DirectiveKind K) {
  switch (K) {
  case DirectiveKind::Team:
    return HIER_LEVEL_TEAM;
  case DirectiveKind::Thread:
    return HIER_LEVEL_THREAD;
  case DirectiveKind::Vector:
    return HIER_LEVEL_VECTOR;
  case DirectiveKind::ThreadVector:
    return HIER_LEVEL_THREAD_VECTOR;
  default:
    break;
  }
  llvm_unreachable("not a loop directive");
}

StringRef Clause::name() const { return Name.getIdentifierInfo()->getName(); }

const Clause *Directive::find(ClauseId Id) const {
  for (const Clause &C : Clauses)
    if (C.Id == Id)
      return &C;
  return nullptr;
}

const Clause *Directive::scratch(unsigned Level) const {
  for (const Clause &C : Clauses)
    if (C.Id == ClauseId::Scratch && C.Level == Level)
      return &C;
  return nullptr;
}

std::optional<StringRef> closest(StringRef Word, ArrayRef<StringRef> Cands) {
  unsigned Limit = (Word.size() + 2) / 3;
  std::optional<StringRef> Best;
  unsigned BestDistance = Limit + 1;
  for (StringRef C : Cands) {
    unsigned D =
        Word.edit_distance_insensitive(C, /*AllowReplacements=*/true, Limit);
    if (D < BestDistance) {
      Best = C;
      BestDistance = D;
    }
  }
  return Best;
}

namespace {

/// Where the directives dropped after an error are (parseDirective), in
/// order, and where the team directives are (expansion locations).
SmallVector<SourceLocation, 4> Dropped;
SmallVector<SourceLocation, 16> Teams;

} // namespace

SourceLocation LineParser::hereLoc() const {
  if (!atEnd())
    return peek().getLocation();
  if (Line.empty())
    return PragmaLoc;
  return Line.back().getEndLoc();
}

std::optional<DirectiveKind> LineParser::parseKind() {
  if (atEnd() || !peek().getIdentifierInfo()) {
    report(DE, hereLoc(), Diag::ExpectedDirective);
    return std::nullopt;
  }
  const Token &W = Line[Pos++];
  StringRef Word = W.getIdentifierInfo()->getName();
  if (!is_contained(directiveWords(), Word)) {
    std::optional<StringRef> Fix = closest(Word, directiveWords());
    if (!Fix) {
      report(DE, W.getLocation(), Diag::UnknownDirective)
          << Word << SourceRange(W.getLocation());
      return std::nullopt;
    }
    // Go on as if the word were spelled right, as Clang does with a
    // corrected identifier.
    report(DE, W.getLocation(), Diag::UnknownDirectiveSuggest)
        << Word << *Fix << SourceRange(W.getLocation()) << replaceWith(W, *Fix);
    Word = *Fix;
  }
  if (Word == "thread") {
    if (!atEnd() && isWord(peek(), "vector")) {
      ++Pos;
      return DirectiveKind::ThreadVector;
    }
    return DirectiveKind::Thread;
  }
  if (Word == "team")
    return DirectiveKind::Team;
  if (Word == "vector")
    return DirectiveKind::Vector;
  if (Word == "barrier")
    return DirectiveKind::Barrier;
  if (Word == "shared")
    return DirectiveKind::Shared;
  if (Word == "wait")
    return DirectiveKind::Wait;
  if (Word == "scan")
    return DirectiveKind::Scan;
  if (Word == "routine") {
    if (!atEnd() && isWord(peek(), "thread")) {
      ++Pos;
      return DirectiveKind::RoutineThread;
    }
    if (!atEnd() && isWord(peek(), "vector")) {
      ++Pos;
      return DirectiveKind::RoutineVector;
    }
    report(DE, hereLoc(), Diag::ExpectedRoutineLevel);
    return std::nullopt;
  }
  if (!atEnd() && isWord(peek(), "thread")) {
    ++Pos;
    return DirectiveKind::SingleThread;
  }
  if (!atEnd() && isWord(peek(), "team"))
    ++Pos;
  return DirectiveKind::SingleTeam;
}

void LineParser::parseClause(Directive &D) {
  const Token &NameTok = Line[Pos++];
  if (!NameTok.getIdentifierInfo()) {
    report(DE, NameTok.getLocation(), Diag::UnknownClause)
        << PP.getSpelling(NameTok) << spelling(D.Kind)
        << SourceRange(NameTok.getLocation());
    return;
  }
  Clause C;
  C.Name = NameTok;
  StringRef Name = C.name();
  std::optional<ClauseId> Id = clauseNamed(Name);
  if (!Id) {
    SmallVector<StringRef, 16> Allowed, Others;
    for (const ClauseInfo &Info : allClauses())
      (allowedOn(Info.Id, D.Kind) ? Allowed : Others).push_back(Info.Name);
    std::optional<StringRef> Fix = closest(Name, Allowed);
    std::optional<StringRef> Elsewhere = Fix ? Fix : closest(Name, Others);
    if (!Fix && Elsewhere) {
      // Spelled right, it would still not be allowed here: one error, which
      // says what was meant, and the clause is dropped.
      report(DE, NameTok.getLocation(), Diag::UnknownClauseSuggest)
          << Name << spelling(D.Kind) << *Elsewhere
          << SourceRange(NameTok.getLocation())
          << replaceWith(NameTok, *Elsewhere);
    } else if (Fix) {
      // Go on with the clause the user meant, arguments and all.
      report(DE, NameTok.getLocation(), Diag::UnknownClauseSuggest)
          << Name << spelling(D.Kind) << *Fix
          << SourceRange(NameTok.getLocation()) << replaceWith(NameTok, *Fix);
      C.Name = renamed(NameTok, *Fix);
      Name = *Fix;
      Id = clauseNamed(Name);
    } else if (!Elsewhere) {
      report(DE, NameTok.getLocation(), Diag::UnknownClause)
          << Name << spelling(D.Kind) << SourceRange(NameTok.getLocation());
    }
  }
  C.Spelled.push_back(C.Name);
  // The arguments, if any, are read first, so that a bad clause is dropped
  // whole and the next one parsed.
  bool TakesArgs = !Id || clauseInfo(*Id).takesArgs();
  if (TakesArgs && !atEnd() && peek().is(tok::l_paren)) {
    C.HasParens = true;
    C.Spelled.push_back(Line[Pos++]);
    // Brackets must pair up (Brackets.h): a mismatch is reported here and
    // the clause dropped.
    BracketPairs Pairs;
    Pairs.feed(C.Spelled.back());
    while (!atEnd()) {
      const Token &T = Line[Pos++];
      C.Spelled.push_back(T);
      BracketPairs::Step Step = Pairs.feed(T);
      if (Step == BracketPairs::Mismatched) {
        if (Id) // else already reported as an unknown clause
          reportMismatchedBracket(PP, T, Pairs, BracketContext::ClauseArguments,
                                  Name);
        Pos = Line.size();
        return;
      }
      if (Step == BracketPairs::Closed && Pairs.depth() == 0)
        break;
      C.Args.push_back(T);
    }
    if (Pairs.depth()) {
      if (Id)
        report(DE, hereLoc(), Diag::ExpectedRParen)
            << Name << SourceRange(C.Spelled[1].getLocation());
      return;
    }
  }
  if (!Id)
    return;
  // Clang's C parser never returns from '(' followed by '::' (plain C's
  // `(::4)` too), and hier puts clause arguments in parentheses.
  if (!D.CPlusPlus)
    for (const Token &T : C.Args)
      if (T.is(tok::coloncolon)) {
        report(DE, T.getLocation(), Diag::ScopeOperatorInC)
            << spelling(D.Kind) << SourceRange(T.getLocation());
        return;
      }
  C.Id = *Id;
  const ClauseInfo &Info = clauseInfo(*Id);
  SourceRange Range(C.Name.getLocation(), C.Spelled.back().getLocation());
  if (!allowedOn(*Id, D.Kind)) {
    report(DE, NameTok.getLocation(), Diag::ClauseNotAllowed)
        << Name << spelling(D.Kind) << Range;
    return;
  }
  if (const Clause *Prev = Info.Repeatable ? nullptr : D.find(*Id)) {
    report(DE, NameTok.getLocation(), Diag::DuplicateClause) << Name << Range;
    report(DE, Prev->Name.getLocation(), Diag::PreviousClause) << Name;
    return;
  }
  if (Info.takesArgs()) {
    if (!C.HasParens) {
      report(DE, hereLoc(), Diag::ExpectedLParen)
          << Name << SourceRange(NameTok.getLocation());
      return;
    }
    if (C.Args.empty()) {
      report(DE, C.Spelled[1].getLocation(), Diag::EmptyClauseArg)
          << Name << Range;
      return;
    }
    if (Info.Arg == ClauseArg::Size && !checkPositiveLiteral(C))
      return;
    if (Info.Arg == ClauseArg::Bytes && !parseScratchLevel(C, D))
      return;
    if (Info.Arg == ClauseArg::Reduction && !parseReduction(PP, C, D))
      return;
    if (Info.Arg == ClauseArg::Collapse && !parseCollapse(C, D))
      return;
    if (Info.Arg == ClauseArg::VarList && !parseVarList(C, D))
      return;
    if (Info.Arg == ClauseArg::Label && !parseLabel(C, D))
      return;
  }
  D.Clauses.push_back(std::move(C));
}

std::optional<Directive> LineParser::parse() {
  SourceLocation Loc = hereLoc();
  std::optional<DirectiveKind> Kind = parseKind();
  if (!Kind) {
    Dropped.push_back(Loc);
    return std::nullopt;
  }
  Directive D{*Kind, Loc, {}};
  D.CPlusPlus = PP.getLangOpts().CPlusPlus;
  while (!atEnd()) {
    if (peek().is(
            tok::comma)) { // OpenMP style: clauses may be separated by ','
      ++Pos;
      continue;
    }
    parseClause(D);
  }
  // The host frees a launch's level-1 scratch when the region ends, which a
  // nowait region's host code does not wait for, and allocates it on the
  // default device.
  if (const Clause *S1 = D.scratch(1))
    for (ClauseId Id : {ClauseId::Nowait, ClauseId::Device})
      if (const Clause *Other = D.find(Id)) {
        report(DE, S1->Name.getLocation(), Diag::Scratch1Nowait)
            << (Id == ClauseId::Device)
            << SourceRange(S1->Name.getLocation(),
                           S1->Spelled.back().getLocation());
        report(DE, Other->Name.getLocation(), Diag::PreviousClause)
            << Other->name();
        llvm::erase_if(D.Clauses, [&](const Clause &C) { return &C == S1; });
        break;
      }
  checkFirstprivateReductions(DE, D);
  checkInscanReductions(DE, D); // Scan.h
  checkReductionVariables(PP, D);
  checkCopyPrivateVariables(PP, D);
  if (D.Kind == DirectiveKind::Team)
    Teams.push_back(PP.getSourceManager().getExpansionLoc(Loc));
  return D;
}

std::optional<Directive> parseDirective(Preprocessor &PP,
                                        SourceLocation PragmaLoc,
                                        ArrayRef<Token> Line) {
  return LineParser(PP, PragmaLoc, Line).parse();
}

void noteDroppedDirective(SourceLocation Loc) { Dropped.push_back(Loc); }

bool takeDroppedBefore(const SourceManager &SM, SourceLocation Before) {
  size_t Size = Dropped.size();
  llvm::erase_if(Dropped, [&](SourceLocation Loc) {
    return SM.isBeforeInTranslationUnit(Loc, Before);
  });
  return Dropped.size() != Size;
}

bool isTeamDirective(const SourceManager &SM, SourceLocation Loc) {
  return Loc.isValid() && is_contained(Teams, SM.getExpansionLoc(Loc));
}

} // namespace hier
