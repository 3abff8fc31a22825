//===- LoopHeader.cpp - split a canonical 'for' header
//---------------------===//

#include "LoopHeader.h"
#include "clang/Basic/IdentifierTable.h"

using namespace clang;
using namespace llvm;

namespace hier {

char LoopHeaderError::ID;

namespace {

using Range = ArrayRef<Token>;

bool opens(const Token &T) {
  return T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace);
}
bool closes(const Token &T) {
  return T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace);
}

/// Splits \p R at every top-level token of kind \p K.
SmallVector<Range, 3> splitTopLevel(Range R, tok::TokenKind K) {
  SmallVector<Range, 3> Parts;
  unsigned Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I != R.size(); ++I) {
    if (opens(R[I]))
      ++Depth;
    else if (closes(R[I]) && Depth)
      --Depth;
    else if (Depth == 0 && R[I].is(K)) {
      Parts.push_back(R.slice(Start, I - Start));
      Start = I + 1;
    }
  }
  Parts.push_back(R.drop_front(Start));
  return Parts;
}

/// Index of the first top-level token of kind \p K, or R.size().
size_t findTopLevel(Range R, tok::TokenKind K) {
  unsigned Depth = 0;
  for (size_t I = 0; I != R.size(); ++I) {
    if (opens(R[I]))
      ++Depth;
    else if (closes(R[I]) && Depth)
      --Depth;
    else if (Depth == 0 && R[I].is(K))
      return I;
  }
  return R.size();
}

bool isVar(const Token &T, const Token &Var) {
  return T.getIdentifierInfo() &&
         T.getIdentifierInfo() == Var.getIdentifierInfo();
}

bool isRelop(const Token &T) {
  return T.isOneOf(tok::less, tok::lessequal, tok::greater, tok::greaterequal,
                   tok::exclaimequal);
}

tok::TokenKind mirror(tok::TokenKind K) {
  switch (K) {
  case tok::less:
    return tok::greater;
  case tok::lessequal:
    return tok::greaterequal;
  case tok::greater:
    return tok::less;
  case tok::greaterequal:
    return tok::lessequal;
  default:
    return K;
  }
}

Error fail(SourceLocation Loc, const Twine &Msg) {
  return make_error<LoopHeaderError>(Loc, Msg.str());
}

SourceLocation startOf(Range R, SourceLocation Fallback) {
  return R.empty() ? Fallback : R.front().getLocation();
}

class HeaderParser {
public:
  HeaderParser(Range Header, SourceLocation LParen, bool CPlusPlus)
      : Header(Header), LParen(LParen), CPlusPlus(CPlusPlus) {}
  Expected<LoopHeader> parse();

private:
  Error parseInit(Range R);
  Error parseTest(Range R);
  Error parseIncr(Range R);

  Range Header;
  SourceLocation LParen;
  bool CPlusPlus;
  LoopHeader H;
  /// Sign of the increment as written: +1 for ++ and +=, -1 for -- and -=.
  int IncrSign = 0;
};

Error HeaderParser::parseInit(Range R) {
  SourceLocation Loc = startOf(R, LParen);
  size_t Eq = findTopLevel(R, tok::equal);
  if (Eq == R.size() || Eq == 0)
    return fail(Loc, "the initialisation must have the form 'var = lb' or "
                     "'type var = lb'");
  Range Lhs = R.take_front(Eq), Rhs = R.drop_front(Eq + 1);
  if (!Lhs.back().is(tok::identifier))
    return fail(Lhs.back().getLocation(),
                "expected the loop variable before '='");
  if (Rhs.empty())
    return fail(R[Eq].getLocation(), "expected the initial value after '='");
  if (findTopLevel(Rhs, tok::comma) != Rhs.size())
    return fail(Rhs[findTopLevel(Rhs, tok::comma)].getLocation(),
                "a hier loop may declare or assign only its loop variable");
  H.Var = Lhs.back();
  H.Assign = R[Eq];
  H.Type.append(Lhs.begin(), Lhs.end() - 1);
  H.Lower.append(Rhs.begin(), Rhs.end());
  return Error::success();
}

Error HeaderParser::parseTest(Range R) {
  SourceLocation Loc = startOf(R, LParen);
  H.Test.append(R.begin(), R.end());
  StringRef Name = H.Var.getIdentifierInfo()->getName();
  // 'i < n && i < end', as a CUDA kernel guards its index: two tests, which
  // OpenMP's canonical form does not take either. Said as such, rather than
  // as a bound that depends on 'i' (the second test read as part of the
  // first's bound).
  for (tok::TokenKind K : {tok::ampamp, tok::pipepipe}) {
    size_t Op = findTopLevel(R, K);
    if (Op == R.size())
      continue;
    // The first comparison says the direction ('i < n', or 'i > 0'): both
    // bounds of an upward '&&' hold below the smaller one, either of an
    // upward '||' below the larger one, and the other way round downward.
    tok::TokenKind Rel = tok::less;
    if (R.size() >= 2 && isVar(R[0], H.Var) && isRelop(R[1]))
      Rel = R[1].getKind();
    bool Down = Rel == tok::greater || Rel == tok::greaterequal;
    bool Smaller = (K == tok::ampamp) != Down;
    std::string Min = CPlusPlus
                          ? (Smaller ? "std::min(a, b)" : "std::max(a, b)")
                          : (Smaller ? "(a < b ? a : b)" : "(a > b ? a : b)");
    std::string RelText = Rel == tok::exclaimequal
                              ? std::string("<")
                              : tok::getPunctuatorSpelling(Rel);
    return fail(R[Op].getLocation(),
                "the test must be one comparison of '" + Name +
                    "' with a bound, not several joined by '" +
                    tok::getPunctuatorSpelling(K) +
                    "'; fold the bounds into one ('" + Name + " " + RelText +
                    " " + Min + "')");
  }
  if (R.size() >= 3 && isVar(R[0], H.Var) && isRelop(R[1])) {
    H.Rel = R[1].getKind();
    H.Upper.append(R.begin() + 2, R.end());
  } else if (R.size() >= 3 && isVar(R.back(), H.Var) &&
             isRelop(R[R.size() - 2])) {
    H.Rel = mirror(R[R.size() - 2].getKind());
    H.Upper.append(R.begin(), R.end() - 2);
  } else {
    return fail(Loc, "the test must compare '" + Name +
                         "' with a bound using <, <=, >, >= or !=");
  }
  for (const Token &T : H.Upper)
    if (isVar(T, H.Var))
      return fail(T.getLocation(),
                  "the bound must not depend on the loop variable '" + Name +
                      "'");
  return Error::success();
}

Error HeaderParser::parseIncr(Range R) {
  SourceLocation Loc = startOf(R, LParen);
  H.Incr.append(R.begin(), R.end());
  auto Bad = [&] {
    return fail(Loc, "the increment must be ++, --, +=, -= or 'var = var + "
                     "step' on '" +
                         H.Var.getIdentifierInfo()->getName() + "'");
  };
  auto SetStep = [&](Range S, int Sign) -> Error {
    if (S.empty())
      return Bad();
    for (const Token &T : S)
      if (isVar(T, H.Var))
        return fail(T.getLocation(),
                    "the step must not depend on the loop variable");
    H.Step.append(S.begin(), S.end());
    IncrSign = Sign;
    return Error::success();
  };
  if (R.size() == 2) {
    const Token *Op = isVar(R[0], H.Var)   ? &R[1]
                      : isVar(R[1], H.Var) ? &R[0]
                                           : nullptr;
    if (!Op || !Op->isOneOf(tok::plusplus, tok::minusminus))
      return Bad();
    IncrSign = Op->is(tok::plusplus) ? 1 : -1;
    H.StepIsOne = true;
    return Error::success();
  }
  if (R.size() < 3 || !isVar(R[0], H.Var))
    return Bad();
  if (R[1].is(tok::plusequal))
    return SetStep(R.drop_front(2), 1);
  if (R[1].is(tok::minusequal))
    return SetStep(R.drop_front(2), -1);
  if (!R[1].is(tok::equal))
    return Bad();
  // var = var + s | var = var - s | var = s + var
  Range E = R.drop_front(2);
  if (E.size() >= 3 && isVar(E[0], H.Var) &&
      E[1].isOneOf(tok::plus, tok::minus))
    return SetStep(E.drop_front(2), E[1].is(tok::plus) ? 1 : -1);
  if (E.size() >= 3 && isVar(E.back(), H.Var) && E[E.size() - 2].is(tok::plus))
    return SetStep(E.drop_back(2), 1);
  return Bad();
}

Expected<LoopHeader> HeaderParser::parse() {
  // Clang's C parser never returns from '(' followed by '::' (plain C's
  // `(::4)` too), and hier copies the bounds into parentheses.
  if (!CPlusPlus)
    for (const Token &T : Header)
      if (T.is(tok::coloncolon))
        return fail(T.getLocation(), "'::' cannot appear in C");
  if (!Header.empty() && findTopLevel(Header, tok::colon) != Header.size() &&
      findTopLevel(Header, tok::semi) == Header.size())
    return fail(Header[findTopLevel(Header, tok::colon)].getLocation(),
                "range-based 'for' loops are not supported; iterate over an "
                "integer index");
  SmallVector<Range, 3> Parts = splitTopLevel(Header, tok::semi);
  if (Parts.size() != 3)
    return fail(startOf(Header, LParen),
                "expected 'for (init; test; increment)'");
  if (Parts[0].empty() || Parts[1].empty() || Parts[2].empty())
    return fail(startOf(Header, LParen),
                "the initialisation, test and increment must all be present");
  if (Error E = parseInit(Parts[0]))
    return std::move(E);
  if (Error E = parseTest(Parts[1]))
    return std::move(E);
  if (Error E = parseIncr(Parts[2]))
    return std::move(E);

  switch (H.Rel) {
  case tok::less:
  case tok::lessequal:
    H.Increasing = true;
    break;
  case tok::greater:
  case tok::greaterequal:
    H.Increasing = false;
    break;
  default: // '!=': the increment decides the direction
    H.Increasing = IncrSign > 0;
    break;
  }
  bool IncrGrows = IncrSign > 0;
  if (H.Rel == tok::exclaimequal && !H.StepIsOne) {
    H.RuntimeDirection = true;
    H.Increasing = true;
    H.NegateStep = !IncrGrows;
    return std::move(H);
  }
  if (H.StepIsOne && IncrGrows != H.Increasing)
    return fail(startOf(Parts[2], LParen),
                "the increment moves the loop variable away from its bound");
  // 'i < n; i -= s' is canonical with a negative s: its magnitude is -s.
  H.NegateStep = IncrGrows != H.Increasing;
  return std::move(H);
}

} // namespace

Expected<LoopHeader> parseLoopHeader(ArrayRef<Token> Header,
                                     SourceLocation LParen, bool CPlusPlus) {
  return HeaderParser(Header, LParen, CPlusPlus).parse();
}

} // namespace hier
