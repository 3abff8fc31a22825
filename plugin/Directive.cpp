//===- Directive.cpp - parse a '#pragma hier' line ------------------------===//
//
// Grammar (one line, macros already expanded by the preprocessor):
//   directive := 'team' clause* | 'thread' clause* | 'vector' clause*
//              | 'thread' 'vector' clause* | 'barrier'
//   clause    := name | name '(' balanced-tokens ')'
//
//===----------------------------------------------------------------------===//

#include "Directive.h"
#include "Diagnostics.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace llvm;

namespace hier {

StringRef spelling(DirectiveKind K) {
  switch (K) {
  case DirectiveKind::Team:
  case DirectiveKind::Thread:
  case DirectiveKind::Vector:
  case DirectiveKind::ThreadVector:
    return hier_level_name(levelOf(K));
  case DirectiveKind::Barrier:
    return "barrier";
  case DirectiveKind::SingleTeam:
    return "single team";
  case DirectiveKind::SingleThread:
    return "single thread";
  case DirectiveKind::Shared:
    return "shared";
  }
  llvm_unreachable("unknown directive kind");
}

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

const Clause *Directive::find(StringRef Name) const {
  for (const Clause &C : Clauses)
    if (C.name() == Name)
      return &C;
  return nullptr;
}

namespace {

/// What a clause name means, independent of the directive it is on.
enum class ClauseKind {
  Unknown,
  HierSize,      ///< league_size, team_size, vector_length, max_teams
  HierBytes,     ///< scratch
  Collapse,      ///< collapse(n), n a literal
  OpenMPWithArg, ///< map, firstprivate, is_device_ptr, device, depend
  OpenMPNoArg,   ///< nowait
  Reduction,     ///< reduction(op: list)
  ReadOnly,      ///< readonly(list)
};

ClauseKind classify(StringRef Name) {
  return StringSwitch<ClauseKind>(Name)
      .Cases({"league_size", "team_size", "vector_length", "max_teams"},
             ClauseKind::HierSize)
      .Cases({"map", "firstprivate", "is_device_ptr", "device", "depend"},
             ClauseKind::OpenMPWithArg)
      .Case("nowait", ClauseKind::OpenMPNoArg)
      .Case("reduction", ClauseKind::Reduction)
      .Case("scratch", ClauseKind::HierBytes)
      .Case("collapse", ClauseKind::Collapse)
      .Case("readonly", ClauseKind::ReadOnly)
      .Default(ClauseKind::Unknown);
}

bool allowedOn(ClauseKind CK, DirectiveKind DK) {
  if (DK == DirectiveKind::Barrier || DK == DirectiveKind::SingleTeam ||
      DK == DirectiveKind::SingleThread || DK == DirectiveKind::Shared)
    return false;
  if (CK == ClauseKind::Reduction)
    return true;
  if (CK == ClauseKind::Collapse)
    return DK != DirectiveKind::Vector;
  // The other clauses belong to the team directive, which is the OpenMP
  // target region.
  return DK == DirectiveKind::Team;
}

std::optional<hier_reduction_op> reductionOp(const Token &T) {
  switch (T.getKind()) {
  case tok::plus:
    return HIER_OP_ADD;
  case tok::star:
    return HIER_OP_MUL;
  case tok::amp:
    return HIER_OP_BAND;
  case tok::pipe:
    return HIER_OP_BOR;
  case tok::caret:
    return HIER_OP_BXOR;
  case tok::ampamp:
    return HIER_OP_LAND;
  case tok::pipepipe:
    return HIER_OP_LOR;
  default:
    break;
  }
  if (const IdentifierInfo *II = T.getIdentifierInfo()) {
    if (II->getName() == "min")
      return HIER_OP_MIN;
    if (II->getName() == "max")
      return HIER_OP_MAX;
  }
  return std::nullopt;
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

  std::optional<DirectiveKind> parseKind();
  bool parseClause(Directive &D);
  bool parseReduction(const Clause &C, Directive &D);
  bool parseCollapse(const Clause &C, Directive &D);
  bool parseReadOnly(const Clause &C, Directive &D);
  bool checkPositiveLiteral(const Clause &C);

  Preprocessor &PP;
  DiagnosticsEngine &DE;
  SourceLocation PragmaLoc;
  ArrayRef<Token> Line;
  size_t Pos = 0;
};

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
  if (Word == "single") {
    if (!atEnd() && isWord(peek(), "thread")) {
      ++Pos;
      return DirectiveKind::SingleThread;
    }
    if (!atEnd() && isWord(peek(), "team"))
      ++Pos;
    return DirectiveKind::SingleTeam;
  }
  report(DE, W.getLocation(), Diag::UnknownDirective) << Word;
  return std::nullopt;
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
          << C.name() << Text;
      return false;
    }
  }
  // A leading '-' before a literal is a negative constant.
  if (C.Args.size() == 2 && C.Args[0].is(tok::minus) &&
      C.Args[1].is(tok::numeric_constant)) {
    report(DE, C.Args[0].getLocation(), Diag::NonPositiveSize)
        << C.name() << ("-" + PP.getSpelling(C.Args[1]));
    return false;
  }
  return true;
}

bool LineParser::parseClause(Directive &D) {
  const Token &NameTok = peek();
  if (!NameTok.getIdentifierInfo()) {
    report(DE, NameTok.getLocation(), Diag::UnknownClause)
        << PP.getSpelling(NameTok) << spelling(D.Kind);
    return false;
  }
  ++Pos;
  Clause C;
  C.Name = NameTok;
  C.Spelled.push_back(NameTok);
  StringRef Name = C.name();
  ClauseKind CK = classify(Name);
  switch (CK) {
  case ClauseKind::Unknown:
    report(DE, NameTok.getLocation(), Diag::UnknownClause)
        << Name << spelling(D.Kind);
    return false;
  default:
    break;
  }
  if (!allowedOn(CK, D.Kind)) {
    report(DE, NameTok.getLocation(), Diag::ClauseNotAllowed)
        << Name << spelling(D.Kind);
    return false;
  }
  // List clauses may repeat ('map(to: x) map(from: y)').
  bool Repeatable = (CK == ClauseKind::OpenMPWithArg && Name != "device") ||
                    CK == ClauseKind::Reduction || CK == ClauseKind::ReadOnly;
  if (const Clause *Prev = Repeatable ? nullptr : D.find(Name)) {
    report(DE, NameTok.getLocation(), Diag::DuplicateClause) << Name;
    report(DE, Prev->Name.getLocation(), Diag::PreviousClause) << Name;
    return false;
  }
  if (CK != ClauseKind::OpenMPNoArg) {
    if (atEnd() || !peek().is(tok::l_paren)) {
      report(DE, hereLoc(), Diag::ExpectedLParen) << Name;
      return false;
    }
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
      report(DE, hereLoc(), Diag::ExpectedRParen) << Name;
      return false;
    }
    if (C.Args.empty()) {
      report(DE, C.Spelled[1].getLocation(), Diag::EmptyClauseArg) << Name;
      return false;
    }
    if (CK == ClauseKind::HierSize && !checkPositiveLiteral(C))
      return false;
    if (CK == ClauseKind::Reduction && !parseReduction(C, D))
      return false;
    if (CK == ClauseKind::Collapse && !parseCollapse(C, D))
      return false;
    if (CK == ClauseKind::ReadOnly && !parseReadOnly(C, D))
      return false;
  }
  D.Clauses.push_back(std::move(C));
  return true;
}

/// collapse(n): the directive applies to n perfectly nested loops; n must be
/// an integer literal, since it decides how much source the handler reads.
bool LineParser::parseCollapse(const Clause &C, Directive &D) {
  unsigned long long N = 0;
  if (C.Args.size() != 1 || !C.Args[0].is(tok::numeric_constant) ||
      StringRef(PP.getSpelling(C.Args[0])).getAsInteger(0, N) || N < 1 ||
      N > 8) {
    report(DE, C.Args[0].getLocation(), Diag::BadCollapse);
    return false;
  }
  D.Collapse = N;
  return true;
}

/// readonly(var [, var]...): pointers (or arrays) whose pointees nobody
/// writes while the team region runs.
bool LineParser::parseReadOnly(const Clause &C, Directive &D) {
  ArrayRef<Token> Args = C.Args;
  for (size_t I = 0;; I += 2) {
    if (I >= Args.size() || !Args[I].is(tok::identifier)) {
      report(DE,
             I < Args.size() ? Args[I].getLocation() : Args.back().getEndLoc(),
             Diag::ExpectedVarList)
          << C.name();
      return false;
    }
    for (const Token &Prev : D.ReadOnly)
      if (Prev.getIdentifierInfo() == Args[I].getIdentifierInfo()) {
        report(DE, Args[I].getLocation(), Diag::DuplicateListVar)
            << Args[I].getIdentifierInfo()->getName() << C.name();
        return false;
      }
    D.ReadOnly.push_back(Args[I]);
    if (I + 1 == Args.size())
      return true;
    if (!Args[I + 1].is(tok::comma)) {
      report(DE, Args[I + 1].getLocation(), Diag::ExpectedVarList) << C.name();
      return false;
    }
  }
}

/// reduction(op: var [, var]...)
bool LineParser::parseReduction(const Clause &C, Directive &D) {
  ArrayRef<Token> Args = C.Args;
  std::optional<hier_reduction_op> Op = reductionOp(Args[0]);
  if (!Op) {
    report(DE, Args[0].getLocation(), Diag::BadReductionOp)
        << PP.getSpelling(Args[0]);
    return false;
  }
  if (Args.size() < 2 || !Args[1].is(tok::colon)) {
    report(DE, Args.size() < 2 ? Args[0].getEndLoc() : Args[1].getLocation(),
           Diag::ExpectedReductionColon);
    return false;
  }
  for (size_t I = 2;; I += 2) {
    if (I >= Args.size() || !Args[I].is(tok::identifier)) {
      report(DE,
             I < Args.size() ? Args[I].getLocation() : Args.back().getEndLoc(),
             Diag::ExpectedReductionVar);
      return false;
    }
    for (const ReductionVar &Prev : D.Reductions)
      if (Prev.Var.getIdentifierInfo() == Args[I].getIdentifierInfo()) {
        report(DE, Args[I].getLocation(), Diag::DuplicateReductionVar)
            << Args[I].getIdentifierInfo()->getName();
        return false;
      }
    D.Reductions.push_back({*Op, Args[0], Args[I]});
    if (I + 1 == Args.size())
      return true;
    if (!Args[I + 1].is(tok::comma)) {
      report(DE, Args[I + 1].getLocation(), Diag::ExpectedReductionVar);
      return false;
    }
  }
}

std::optional<Directive> LineParser::parse() {
  SourceLocation Loc = hereLoc();
  std::optional<DirectiveKind> Kind = parseKind();
  if (!Kind)
    return std::nullopt;
  Directive D{*Kind, Loc, {}};
  while (!atEnd()) {
    if (peek().is(
            tok::comma)) { // OpenMP style: clauses may be separated by ','
      ++Pos;
      continue;
    }
    if (!parseClause(D))
      return std::nullopt;
  }
  return D;
}

} // namespace

std::optional<Directive> parseDirective(Preprocessor &PP,
                                        SourceLocation PragmaLoc,
                                        ArrayRef<Token> Line) {
  return LineParser(PP, PragmaLoc, Line).parse();
}

} // namespace hier
