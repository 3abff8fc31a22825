//===- TripCount.cpp - a loop header's count and types, as tokens ---------===//
//
// The parts of a rewritten loop computed from the user's header: the type
// its values are computed in, the first value, the step and the trip count.
//
//===----------------------------------------------------------------------===//

#include "RewriterParts.h"
#include "TokenBuilder.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using namespace llvm;

namespace hier {

bool containsAuto(ArrayRef<Token> Type) {
  return any_of(Type, [](const Token &T) { return T.is(tok::kw_auto); });
}

bool RewritingCPlusPlus = false;

/// Whether the declared type of the loop variable is plainly an integer
/// type ('int', 'unsigned long', ...). Any other (a typedef, 'auto', a
/// variable declared elsewhere) may be a type the rewriter's arithmetic does
/// not apply to, such as an iterator or 'double': the code then computes with
/// 'long long' instead, and NestingChecker reports the one error.
bool plainInteger(const LoopHeader &H) {
  return !H.Type.empty() && all_of(H.Type, [](const Token &T) {
    return T.isOneOf(tok::kw_int, tok::kw_long, tok::kw_short, tok::kw_unsigned,
                     tok::kw_signed, tok::kw_char, tok::kw_const,
                     tok::kw_volatile);
  });
}

/// An expression of the loop variable's type, for __typeof__ and
/// __builtin_classify_type (neither evaluates it).
static void emitTypedValue(TokenBuilder &B, const LoopHeader &H) {
  if (H.Type.empty())
    B.parenthesized(H.Var);
  else if (containsAuto(H.Type))
    B.parenthesized(H.Lower);
  else
    B.text("((").tokens(H.Type).text(")").parenthesized(H.Lower).text(")");
}

/// Whether the type of the expression \p EmitValue emits is an integer, an
/// enumeration, bool or _BitInt (GCC's type classes 1-4, 18), as a constant
/// expression. Not a C++ scoped enumeration ('enum class Axis'): it has no
/// arithmetic, and its '++' is the user's operator, which hier cannot count
/// with (the rewritten code computed 'Axis + Axis' and gave Clang's errors
/// about it; now NestingChecker reports the variable's type, once).
static void emitIsIntegerValue(TokenBuilder &B,
                               function_ref<void()> EmitValue) {
  B.text("((__builtin_classify_type(");
  EmitValue();
  B.text(") - 1U <= 3U || __builtin_classify_type(");
  EmitValue();
  B.text(") == 18)");
  if (RewritingCPlusPlus) {
    B.text("&& !__is_scoped_enum(__typeof__(");
    EmitValue();
    B.text("))");
  }
  B.text(")");
}

/// Whether the loop variable's type is one the rewriter computes with.
void emitIsInteger(TokenBuilder &B, const LoopHeader &H) {
  emitIsIntegerValue(B, [&] { emitTypedValue(B, H); });
}

/// Emits the type the rewriter computes the loop variable's values in: its
/// declared type, or its type found with __typeof__, or 'long long' where
/// that type is not an integer (plainInteger).
void emitVarType(TokenBuilder &B, const LoopHeader &H) {
  if (plainInteger(H)) {
    B.tokens(H.Type);
    return;
  }
  B.text("__typeof__(__builtin_choose_expr(");
  emitIsInteger(B, H);
  B.text(",");
  emitTypedValue(B, H);
  B.text(", 0LL))");
}

/// (T)(expr), with T as emitVarType gives it; where the variable's type is
/// not an integer, the expression is not used (0 stands in for it).
static void emitCastToVar(TokenBuilder &B, const LoopHeader &H,
                          ArrayRef<Token> Expr) {
  B.text("(");
  emitVarType(B, H);
  B.text(")");
  if (plainInteger(H) && !RewritingCPlusPlus) {
    B.parenthesized(Expr);
    return;
  }
  B.text("(__builtin_choose_expr(");
  if (!plainInteger(H))
    emitIsInteger(B, H);
  // In C++ a bound of a class type without a conversion to the variable's
  // type ('i < v') is left to the user's own test, which emitLoop has Sema
  // check: one error, the one a plain loop gives.
  if (!plainInteger(H) && RewritingCPlusPlus)
    B.text("&&");
  if (RewritingCPlusPlus) {
    B.text("__is_constructible(");
    emitVarType(B, H);
    B.text(", decltype(").parenthesized(Expr).text("))");
  }
  B.text(",").parenthesized(Expr).text(", 0))");
}

/// The type C compares the loop variable with its bound in: the usual
/// arithmetic conversions of the variable's type and the bound's ('int i' and
/// 'size_t n' compare as unsigned long, so that 'i = -3; i < n' runs no
/// iteration). A bound that is not an integer (a class with a conversion, in
/// C++) leaves the variable's type.
static void emitCompareType(TokenBuilder &B, const LoopHeader &H) {
  B.text("__typeof__((");
  emitVarType(B, H);
  B.text(")0 + __builtin_choose_expr(");
  emitIsIntegerValue(B, [&] { B.parenthesized(H.Upper); });
  B.text(",").parenthesized(H.Upper).text(", (");
  emitVarType(B, H);
  B.text(")0))");
}

/// (unsigned long long)(C)(value): the variable's first value or the bound,
/// converted to the comparison type as the test converts it, then
/// sign-extended to 64 bits, so that differences of two such values are exact
/// modulo 2^64.
static void emitCompared(TokenBuilder &B, const LoopHeader &H, bool Bound) {
  B.text("((");
  emitCompareType(B, H);
  B.text(")");
  if (!Bound) {
    // The variable holds the first value converted to its own type.
    emitCastToVar(B, H, H.Lower);
    B.text(")");
    return;
  }
  B.text("__builtin_choose_expr(");
  emitIsIntegerValue(B, [&] { B.parenthesized(H.Upper); });
  B.text(",").parenthesized(H.Upper).text(",");
  emitCastToVar(B, H, H.Upper);
  B.text("))");
}

/// The step as written, in parentheses; where the variable's type is not an
/// integer, 1 instead (a step of 0.5 would be a constant division by zero).
static void emitStepValue(TokenBuilder &B, const LoopHeader &H) {
  if (plainInteger(H)) {
    B.parenthesized(H.Step);
    return;
  }
  B.text("(__builtin_choose_expr(");
  emitIsInteger(B, H);
  B.text(",").parenthesized(H.Step).text(", 1))");
}

/// (unsigned long long)(T)(expr): the value's bits, sign-extended, so that
/// differences of two such values are exact modulo 2^64.
void emitAsU(TokenBuilder &B, const LoopHeader &H, ArrayRef<Token> Expr) {
  B.text(Twine("(") + U + ")");
  emitCastToVar(B, H, Expr);
}

/// The step as a signed 64-bit value, in the direction of the loop:
/// (long long)(s), or -(long long)(s) for a negated step.
static void emitSignedStep(TokenBuilder &B, const LoopHeader &H) {
  B.text(H.NegateStep ? "(-(long long)" : "((long long)");
  emitStepValue(B, H);
  B.text(")");
}

/// The step's magnitude as unsigned long long; for a '!=' loop whose step's
/// sign decides the direction, the signed step's bits (adding them modulo
/// 2^64 subtracts for a negative step).
void emitStep(TokenBuilder &B, const LoopHeader &H) {
  if (H.StepIsOne) {
    B.text("1ULL");
    return;
  }
  B.text(Twine("(") + U + ")");
  if (H.RuntimeDirection) {
    emitSignedStep(B, H);
    return;
  }
  B.text("(");
  if (H.NegateStep)
    B.text("-");
  emitStepValue(B, H);
  B.text(")");
}

/// The trip count of the loop, as an unsigned long long expression.
void emitTripCount(TokenBuilder &B, const LoopHeader &H) {
  ArrayRef<Token> From = H.Increasing ? ArrayRef<Token>(H.Lower) : H.Upper;
  ArrayRef<Token> To = H.Increasing ? ArrayRef<Token>(H.Upper) : H.Lower;
  if (H.Rel == tok::exclaimequal) {
    // 'i != ub' stops when i reaches ub exactly, after wrapping around if
    // need be ('for (unsigned k = n - 1; k != ~0u; --k)'): the distance is
    // taken modulo 2^(bits of the variable's type).
    auto EmitModDistance = [&](ArrayRef<Token> A, ArrayRef<Token> Bound) {
      B.text("((");
      emitAsU(B, H, Bound);
      B.text("-");
      emitAsU(B, H, A);
      B.text(") & (~0ULL >> (64 - 8 * sizeof(");
      emitVarType(B, H);
      B.text("))))");
    };
    // ceil(distance / magnitude), 0 for a zero distance.
    auto EmitTrips = [&](ArrayRef<Token> A, ArrayRef<Token> Bound,
                         function_ref<void()> EmitMagnitude) {
      B.text("(");
      EmitModDistance(A, Bound);
      B.text(" == 0ULL ? 0ULL : (");
      EmitModDistance(A, Bound);
      B.text(" - 1ULL) / ");
      EmitMagnitude();
      B.text(" + 1ULL)");
    };
    if (!H.RuntimeDirection) {
      EmitTrips(From, To, [&] { emitStep(B, H); });
      return;
    }
    // The step's sign picks the direction: up from lb to ub, or down.
    B.text("(");
    emitSignedStep(B, H);
    B.text(" >= 0 ? ");
    EmitTrips(H.Lower, H.Upper, [&] {
      B.text(Twine("(") + U + ")");
      emitSignedStep(B, H);
    });
    B.text(" : ");
    EmitTrips(H.Upper, H.Lower, [&] {
      B.text(Twine("(") + U + ")(-");
      emitSignedStep(B, H);
      B.text(")");
    });
    B.text(")");
    return;
  }
  bool Inclusive = H.Rel == tok::lessequal || H.Rel == tok::greaterequal;
  // (C)(T)lb < (C)ub ? ((ub - lb) - 1) / m + 1 : 0 in the increasing case:
  // the comparison and the distance are those of the user's test, in the
  // type C compares in (emitCompareType), which may be wider than the
  // variable's or of the other signedness; the distance is taken modulo
  // 2^64. While the variable does not overflow, its values converted to C
  // are the first value converted to C plus multiples of the step, so the
  // test first fails where this count says (where the variable would
  // overflow first, C's loop is undefined or never ends).
  auto EmitFrom = [&] { emitCompared(B, H, /*Bound=*/!H.Increasing); };
  auto EmitTo = [&] { emitCompared(B, H, /*Bound=*/H.Increasing); };
  B.text("((");
  EmitFrom();
  B.text(Inclusive ? "<=" : "<");
  EmitTo();
  B.text(") ? ((");
  B.text(Twine("(") + U + ")");
  EmitTo();
  B.text(Twine("- (") + U + ")");
  EmitFrom();
  B.text(Inclusive ? ") / " : " - 1) / ");
  emitStep(B, H);
  B.text(" + 1ULL) : 0ULL)");
}

} // namespace hier
