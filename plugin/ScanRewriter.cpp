//===- ScanRewriter.cpp - the code of a scan loop -------------------------===//
//
// A loop with inscan variables (Scan.h) runs in rounds: each member's
// counter loop runs as many times as the loop has rounds (emitLoop tests
// `k - first < n` instead of `k < n`), and its iteration of a round is in
// the loop while k < n. Each variable's wrapper keeps the carry, the
// combination of the rounds before (and of the variable's value before the
// loop). Inside the one-shot loop that sets the user's variable:
//
//   for (int ph = (v = identity, 0), act = k < n; ph < 2;
//        ph = ph == 0 ? (c = v,                          // this iteration's
//                        v = SCAN(EXCLUSIVE, carry, c),  // the members before
//                        carry = SCAN(TOTAL, carry, c),  // the whole round
//                        1) : 2)
//     if (act) switch (ph) default:
//       { body }
//
// and the scan directive in the body becomes, for inclusive(v) (the input
// phase before it, the scan phase after it):
//
//   if (ph == 0) continue; case 1: v = combine(v, c);
//
// and for exclusive(v) (the scan phase first):
//
//   if (ph == 1) continue; case 0: ;
//
// so that phase 0 runs the input phase from the variable's identity and
// phase 1 the scan phase with the prefix. Every member reaches the SCAN
// markers of every round, in the loop's increment, whether its iteration is
// in the loop or not: they are collective over the level on a GPU.
//
//===----------------------------------------------------------------------===//

#include "GeneratedNames.h"
#include "RewriterParts.h"
#include "Scan.h"
#include "TokenBuilder.h"
#include "hier/abi.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

/// The marker's MODE argument (hier/__hier_scans.h).
enum ScanMode { Exclusive = 1, Total = 2 };

std::string op(const ReductionVar &R) { return std::to_string(R.Op); }

/// SCAN(MODE, carry, c) of \p R, variable \p N of loop \p ID, as a value of
/// the variable's type: a std::complex's marker works on its _Complex, which
/// its combine with the identity converts back.
void emitScanCall(TokenBuilder &B, const ReductionVar &R, const Directive &D,
                  unsigned ID, unsigned N, ScanMode M, CompileMode Mode) {
  std::string Carry = names::make(names::ReductionOrig, ID, N),
              Value = names::make(names::ScanValue, ID, N);
  if (R.ClassComplex) {
    emitTypedHelper(B, R, "__hier_combine");
    B.text("(" + op(R) + ", ");
    emitTypedHelper(B, R, "__hier_identity");
    B.text("(" + op(R) + "), ");
    Carry = "__hier_rep(" + Carry + ")";
    Value = "__hier_rep(" + Value + ")";
  }
  emitTypedHelper(B, R, "__hier_scan");
  B.text("(" + std::to_string(levelOf(D.Kind)) + ", " + std::to_string(ID) +
         ", " + op(R) + ", " + std::to_string(Mode.TeamLanes) + ", " +
         std::to_string(M) + ", " + Carry + ", " + Value + ")");
  if (R.ClassComplex)
    B.text(")");
}

} // namespace

void emitScanWrapper(TokenBuilder &B, const ReductionVar &R, unsigned ID,
                     unsigned N) {
  std::string Carry = names::make(names::ReductionOrig, ID, N),
              Value = names::make(names::ScanValue, ID, N),
              Go = names::make(names::ReductionGo, ID, N);
  emitFlagLoop(B, Go);
  B.text("for (__typeof__(").tokens(R.Var).text(") ");
  B.text(names::declare(Carry, names::ReductionOrig) + " = ").tokens(R.Var);
  B.text(", " + names::declare(Value, names::ScanValue) + " = ").tokens(R.Var);
  B.text("; " + Go + "; " + Go + " = 0, ");
  B.tokens(R.Var).text(" = " + Carry + ")");
}

void emitScanPhases(TokenBuilder &B, const Directive &D, unsigned ID,
                    CompileMode Mode) {
  std::string Ph = names::make(names::ScanPhase, ID);
  B.text("for (int " + names::declare(Ph, names::ScanPhase) + " = (");
  for (const ReductionVar &R : D.Reductions) {
    if (!R.Inscan)
      continue;
    B.text("(void)(").tokens(R.Var).text(" = ");
    emitTypedHelper(B, R, "__hier_identity");
    B.text("(" + op(R) + ")), ");
  }
  B.text("0), " + names::declare(names::ScanActive, ID) + " = " +
         names::make(names::Counter, ID) + " < " +
         names::make(names::Trips, ID) + "; " + Ph + " < 2; " + Ph + " = " +
         Ph + " == 0 ? (");
  for (unsigned N = 0; N != D.Reductions.size(); ++N) {
    const ReductionVar &R = D.Reductions[N];
    if (!R.Inscan)
      continue;
    B.text("(void)(" + names::make(names::ScanValue, ID, N) + " = ")
        .tokens(R.Var)
        .text("), (void)(")
        .tokens(R.Var)
        .text(" = ");
    emitScanCall(B, R, D, ID, N, Exclusive, Mode);
    B.text("), (void)(" + names::make(names::ReductionOrig, ID, N) + " = ");
    emitScanCall(B, R, D, ID, N, Total, Mode);
    B.text("), ");
  }
  B.text("1) : 2) if (" + names::make(names::ScanActive, ID) + ") switch (" +
         Ph + ") default:");
}

void emitScanPoint(TokenBuilder &B, const ScanLoop &Loop, bool Exclusive) {
  std::string Ph = names::make(names::ScanPhase, Loop.ID);
  // The first part of the body ends here in the phase that runs it; the
  // other phase starts here. (The attribute keeps -Wimplicit-fallthrough
  // quiet about the label.)
  B.text("if (" + Ph + (Exclusive ? " == 1" : " == 0") +
         ") continue; __attribute__((__fallthrough__)); case " +
         (Exclusive ? "0" : "1") + ": ");
  if (!Exclusive)
    for (unsigned N = 0; N != Loop.D.Reductions.size(); ++N) {
      const ReductionVar &R = Loop.D.Reductions[N];
      if (!R.Inscan)
        continue;
      // The prefix before this iteration and the iteration's own value.
      B.tokens(R.Var).text(" = ");
      emitTypedHelper(B, R, "__hier_combine");
      B.text("(" + op(R) + ", ")
          .tokens(R.Var)
          .text(", " + names::make(names::ScanValue, Loop.ID, N) + ");");
    }
  B.text(";");
}

} // namespace hier
