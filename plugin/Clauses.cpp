//===- Clauses.cpp - queries of the directive x clause table --------------===//

#include "Clauses.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace llvm;

namespace hier {

namespace {

constexpr ClauseInfo Clauses[] = {
#define HIER_CLAUSE(Id, Name, Arg, Repeatable)                                 \
  {Name, ClauseId::Id, ClauseArg::Arg, Repeatable},
#include "Directives.def"
};

constexpr StringLiteral Spellings[] = {
#define HIER_DIRECTIVE(Kind, Spelling) Spelling,
#include "Directives.def"
};

struct Allowed {
  DirectiveKind Directive;
  ClauseId Clause;
};
constexpr Allowed AllowedClauses[] = {
#define HIER_CLAUSE_ON(Directive, Clause)                                      \
  {DirectiveKind::Directive, ClauseId::Clause},
#include "Directives.def"
};

} // namespace

ArrayRef<ClauseInfo> allClauses() { return Clauses; }

const ClauseInfo &clauseInfo(ClauseId Id) {
  return Clauses[static_cast<unsigned>(Id)];
}

std::optional<ClauseId> clauseNamed(StringRef Name) {
  for (const ClauseInfo &C : Clauses)
    if (C.Name == Name)
      return C.Id;
  return std::nullopt;
}

bool allowedOn(ClauseId Id, DirectiveKind DK) {
  return any_of(AllowedClauses, [&](const Allowed &A) {
    return A.Directive == DK && A.Clause == Id;
  });
}

StringRef spelling(DirectiveKind K) {
  return Spellings[static_cast<unsigned>(K)];
}

ArrayRef<StringRef> directiveWords() {
  static const SmallVector<StringRef, 8> Words = [] {
    SmallVector<StringRef, 8> W;
    for (StringRef S : Spellings) {
      StringRef First = S.split(' ').first;
      if (!is_contained(W, First))
        W.push_back(First);
    }
    return W;
  }();
  return Words;
}

} // namespace hier
