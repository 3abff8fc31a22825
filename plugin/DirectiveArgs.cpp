//===- DirectiveArgs.cpp - the arguments of the clauses hier reads --------===//
//
// Most clauses' arguments are expressions that the rewriter passes on and
// Sema checks; these are the ones the directive's parser reads itself
// (LineParser::parseClause calls them after ClauseArg, Clauses.def).
//
//===----------------------------------------------------------------------===//

#include "CopyPrivate.h"
#include "Diagnostics.h"
#include "LineParser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// The labels of the translation unit's teams, with the clause's location.
static StringMap<SourceLocation> Labels;

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
} // namespace hier
