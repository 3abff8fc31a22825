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
#include "CopyPrivate.h"
#include "Diagnostics.h"
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

namespace {

/// The candidate closest to \p Word by edit distance, if it is close enough
/// to be a misspelling of it (as Clang's typo correction judges: at most a
/// third of the word's length, rounded up).
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

/// A cursor over the line's tokens.
class LineParser {
public:
  LineParser(Preprocessor &PP, SourceLocation PragmaLoc, ArrayRef<Token> Line)
      : PP(PP), DE(PP.getDiagnostics()), PragmaLoc(PragmaLoc), Line(Line) {}

  std::optional<Directive> parse();

private:
  bool atEnd() const { return Pos == Line.size(); }
  const Token &peek() const { return Line[Pos]; }
  /// Location for "something is missing here": the next token, or the end of
  /// the last one.
  SourceLocation hereLoc() const;
  bool isWord(const Token &T, StringRef W) const {
    return T.getIdentifierInfo() && T.getIdentifierInfo()->getName() == W;
  }
  /// \p T renamed to \p Name (a corrected misspelling), at its place: a
  /// token spelled \p Name, since OpenMP's parser reads a pass-through
  /// clause's name from its spelling.
  Token renamed(const Token &T, StringRef Name) const {
    TokenBuilder B(PP, T.getLocation());
    B.text(Name);
    return B.get().front();
  }
  /// Replaces the word \p T by \p Name in the source.
  FixItHint replaceWith(const Token &T, StringRef Name) const {
    return FixItHint::CreateReplacement(
        CharSourceRange::getTokenRange(T.getLocation(), T.getLocation()), Name);
  }

  std::optional<DirectiveKind> parseKind();
  /// Reads one clause and adds it to \p D; reports and drops a bad clause.
  void parseClause(Directive &D);
  bool parseCollapse(const Clause &C, Directive &D);
  bool parseReadOnly(const Clause &C, Directive &D);
  bool parseLabel(const Clause &C, Directive &D);
  bool parseVarList(const Clause &C, Directive &D);
  bool parseScratchLevel(Clause &C, const Directive &D);
  bool checkPositiveLiteral(const Clause &C);

  Preprocessor &PP;
  DiagnosticsEngine &DE;
  SourceLocation PragmaLoc;
  ArrayRef<Token> Line;
  size_t Pos = 0;
};

/// Where the directives dropped after an error are (parseDirective), in
/// order, and where the team directives are (expansion locations).
SmallVector<SourceLocation, 4> Dropped;
SmallVector<SourceLocation, 16> Teams;
/// The labels of the translation unit's teams, with the clause's location.
StringMap<SourceLocation> Labels;

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

bool LineParser::checkPositiveLiteral(const Clause &C) {
  // Only a lone literal can be checked here; Sema checks other constant
  // expressions when they reach the OpenMP clauses.
  if (C.Args.size() == 1 && C.Args[0].is(tok::numeric_constant)) {
    bool Invalid = false;
    std::string Text = PP.getSpelling(C.Args[0], &Invalid);
    unsigned long long Value = 0;
    if (!Invalid && !StringRef(Text).getAsInteger(0, Value) && Value == 0) {
      report(DE, C.Args[0].getLocation(), Diag::NonPositiveSize)
          << C.name() << Text << SourceRange(C.Args[0].getLocation());
      return false;
    }
  }
  // A leading '-' before a literal is a negative constant.
  if (C.Args.size() == 2 && C.Args[0].is(tok::minus) &&
      C.Args[1].is(tok::numeric_constant)) {
    report(DE, C.Args[0].getLocation(), Diag::NonPositiveSize)
        << C.name() << ("-" + PP.getSpelling(C.Args[1]))
        << SourceRange(C.Args[0].getLocation(), C.Args[1].getLocation());
    return false;
  }
  return true;
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
    unsigned Depth = 1;
    while (!atEnd()) {
      const Token &T = Line[Pos++];
      C.Spelled.push_back(T);
      if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
        ++Depth;
      else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
               --Depth == 0)
        break;
      C.Args.push_back(T);
    }
    if (Depth != 0) {
      if (Id)
        report(DE, hereLoc(), Diag::ExpectedRParen)
            << Name << SourceRange(C.Spelled[1].getLocation());
      return;
    }
  }
  if (!Id)
    return;
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

/// scratch([level:] bytes): level 0 (team-shared memory, the default) or 1
/// (device memory per team), an integer literal before a top-level ':'
/// (a '?:' in the byte count is no level); one clause per level.
bool LineParser::parseScratchLevel(Clause &C, const Directive &D) {
  ArrayRef<Token> Args = C.Args;
  size_t Colon = 0;
  for (size_t I = 0, Depth = 0; I != Args.size(); ++I) {
    if (Args[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (Args[I].isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      --Depth;
    else if (Args[I].is(tok::question))
      break;
    else if (Depth == 0 && Args[I].is(tok::colon)) {
      Colon = I;
      break;
    }
  }
  if (Colon) {
    unsigned long long Level = 0;
    SourceRange LevelRange(Args.front().getLocation(),
                           Args[Colon - 1].getLocation());
    if (Colon != 1 || !Args[0].is(tok::numeric_constant) ||
        StringRef(PP.getSpelling(Args[0])).getAsInteger(0, Level) ||
        Level > 1) {
      std::string Text;
      for (size_t I = 0; I != Colon; ++I)
        Text += PP.getSpelling(Args[I]);
      report(DE, Args[0].getLocation(), Diag::BadScratchLevel)
          << Text << LevelRange;
      return false;
    }
    if (Colon + 1 == Args.size()) {
      report(DE, Args[Colon].getLocation(), Diag::EmptyClauseArg)
          << C.name() << SourceRange(Args[Colon].getLocation());
      return false;
    }
    C.Level = unsigned(Level);
    C.Args.erase(C.Args.begin(), C.Args.begin() + Colon + 1);
  }
  if (const Clause *Prev = D.scratch(C.Level)) {
    report(DE, C.Name.getLocation(), Diag::DuplicateScratchLevel)
        << C.Level
        << SourceRange(C.Name.getLocation(), C.Spelled.back().getLocation());
    report(DE, Prev->Name.getLocation(), Diag::PreviousClause) << C.name();
    return false;
  }
  return true;
}

/// collapse(n): the directive applies to n perfectly nested loops; n must be
/// an integer literal, since it decides how much source the handler reads.
bool LineParser::parseCollapse(const Clause &C, Directive &D) {
  unsigned long long N = 0;
  if (C.Args.size() != 1 || !C.Args[0].is(tok::numeric_constant) ||
      StringRef(PP.getSpelling(C.Args[0])).getAsInteger(0, N) || N < 1 ||
      N > 8) {
    report(DE, C.Args[0].getLocation(), Diag::BadCollapse) << SourceRange(
        C.Args.front().getLocation(), C.Args.back().getLocation());
    return false;
  }
  D.Collapse = N;
  return true;
}

/// readonly(var [, var]...): pointers (or arrays) whose pointees nobody
/// writes while the team region runs; copyprivate(var [, var]...): the
/// variables a single broadcasts. A bad list drops the clause (its
/// variables are added once the whole list is read).
bool LineParser::parseVarList(const Clause &C, Directive &D) {
  SmallVectorImpl<Token> &List =
      C.Id == ClauseId::Copyprivate
          ? static_cast<SmallVectorImpl<Token> &>(D.CopyPrivate)
      : C.Id == ClauseId::Inclusive || C.Id == ClauseId::Exclusive
          ? static_cast<SmallVectorImpl<Token> &>(D.ScanVars)
          : static_cast<SmallVectorImpl<Token> &>(D.ReadOnly);
  ArrayRef<Token> Args = C.Args;
  // A scan has one of inclusive and exclusive (Scan.h).
  if ((C.Id == ClauseId::Inclusive || C.Id == ClauseId::Exclusive) &&
      (D.find(ClauseId::Inclusive) || D.find(ClauseId::Exclusive))) {
    report(DE, C.Name.getLocation(), Diag::ScanClause);
    return false;
  }
  SmallVector<Token, 4> Vars;
  for (size_t I = 0;; I += 2) {
    if (I >= Args.size() || !Args[I].is(tok::identifier)) {
      report(DE,
             I < Args.size() ? Args[I].getLocation() : Args.back().getEndLoc(),
             Diag::ExpectedVarList)
          << C.name();
      return false;
    }
    for (const Token &Prev : concat<const Token>(List, Vars))
      if (Prev.getIdentifierInfo() == Args[I].getIdentifierInfo()) {
        report(DE, Args[I].getLocation(), Diag::DuplicateListVar)
            << Args[I].getIdentifierInfo()->getName() << C.name()
            << SourceRange(Args[I].getLocation());
        return false;
      }
    Vars.push_back(Args[I]);
    if (I + 1 == Args.size())
      break;
    if (!Args[I + 1].is(tok::comma)) {
      report(DE, Args[I + 1].getLocation(), Diag::ExpectedVarList) << C.name();
      return false;
    }
  }
  List.append(Vars.begin(), Vars.end());
  return true;
}

/// label("name"): one plain string literal whose text is an identifier (the
/// kernel's symbol in the device code and the offload entry's name), not
/// reserved, and no other team's label in the translation unit: two kernels
/// of one name would be one symbol.
bool LineParser::parseLabel(const Clause &C, Directive &D) {
  SourceRange Range(C.Args.front().getLocation(), C.Args.back().getEndLoc());
  if (C.Args.size() != 1 || !C.Args[0].is(tok::string_literal)) {
    report(DE, C.Args[0].getLocation(), Diag::LabelNotString) << Range;
    return false;
  }
  std::string Spelling = PP.getSpelling(C.Args[0]);
  StringRef Text = StringRef(Spelling).drop_front().drop_back();
  bool Identifier =
      !Text.empty() && !isDigit(Text[0]) &&
      all_of(Text, [](char Ch) { return isAlnum(Ch) || Ch == '_'; });
  if (!Identifier || Text.starts_with("__")) {
    report(DE, C.Args[0].getLocation(), Diag::LabelNotIdentifier)
        << Text << Range;
    return false;
  }
  SourceLocation Here =
      PP.getSourceManager().getExpansionLoc(C.Args[0].getLocation());
  auto [It, New] = Labels.try_emplace(Text, Here);
  if (!New && It->second != Here) {
    report(DE, C.Args[0].getLocation(), Diag::DuplicateLabel) << Text << Range;
    report(DE, It->second, Diag::PreviousLabel) << Text;
    return false;
  }
  D.Label = Text.str();
  return true;
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

} // namespace

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
